// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli review: the coach over arena --record hands. Every decision of the chosen seats is
// judged from that seat's view (engine/ai/review.h); one JSON object per decision with --json and a
// summary (error rate, labels, luck per seat, seconds per hand and per game) as the last line.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>

#include "ai/ai.h"
#include "ai/modelcheck.h"
#include "ai/review.h"
#include "ai/search.h"
#include "meld.h"
#include "commands.h"
#include "json.h"
#include "options.h"
#include "recordreader.h"

using namespace gin;

namespace {

QString actionText(const Action& a) { return QString::fromStdString(actionToString(a)); }

QJsonObject decisionJson(const RecordHand& h, const ai::Decision& d) {
  QJsonArray cands;
  for (const ai::Candidate& c : d.candidates)
    cands.append(QJsonObject{{"action", actionText(c.action)},
                             {"win", std::round(c.win * 10000) / 10000},
                             {"points", std::round(c.points * 100) / 100}});
  QJsonObject reason{{"kind", QLatin1String(ai::reasonCode(d.reason.kind))}};
  if (d.reason.card != NoCard) reason.insert(QLatin1String("card"), clijson::card(d.reason.card));
  if (d.reason.other != NoCard) reason.insert(QLatin1String("other"), clijson::card(d.reason.other));
  if (d.reason.number) reason.insert(QLatin1String("number"), d.reason.number);
  return QJsonObject{{"game", h.game},
                     {"hand", h.hand},
                     {"seat", d.seat},
                     {"level", QString::fromStdString(h.seats[d.seat])},
                     {"move", d.move},
                     {"decision", QLatin1String(ai::decisionCode(d.kind))},
                     {"played", actionText(d.candidates[d.played].action)},
                     {"best", actionText(d.candidates[d.best].action)},
                     {"loss", std::round(d.loss * 100) / 100},
                     {"loss_se", std::round(100 * d.candidates[d.best].se * 100) / 100},
                     {"label", QLatin1String(ai::labelCode(d.label))},
                     {"trivial", d.trivial},
                     {"reason", reason},
                     {"candidates", cands}};
}

// Totals of a group of decisions (a level or everything).
struct Tally : ai::ErrorTally {
  std::vector<double> luckPerHand;  // this group's luck in each hand it played
  QJsonObject labelsJson() const {
    return QJsonObject{{"inaccuracy", labels[1]}, {"mistake", labels[2]}, {"blunder", labels[3]}};
  }
};

// Mean and the half-width of its 95% interval.
std::pair<double, double> meanInterval(const std::vector<double>& x) {
  if (x.empty()) return {0, 0};
  double s = 0, q = 0;
  for (double v : x) s += v, q += v * v;
  const double n = static_cast<double>(x.size()), mean = s / n;
  const double var = x.size() > 1 ? std::max(0.0, (q - n * mean * mean) / (n - 1)) : 0;
  return {mean, 1.96 * std::sqrt(var / n)};
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

QJsonObject tallyJson(const Tally& t) {
  const auto [mean, half] = meanInterval(t.luckPerHand);
  double luck = 0;
  for (double x : t.luckPerHand) luck += x;
  const int judged = t.decisions;
  return QJsonObject{{"decisions", judged},
                     {"counted_decisions", t.counted},
                     {"error_rate", t.errorRate()},
                     {"labels", t.labelsJson()},
                     {"no_blunder_share", judged ? 1.0 - static_cast<double>(t.labels[3]) / judged : 1.0},
                     {"rating", QLatin1String(ai::levelName(ai::ratingFor(t.errorRate())))},
                     {"luck", luck},
                     {"luck_per_hand", mean},
                     {"luck_per_hand_ci95", half}};
}

struct Options {
  QString path;
  std::optional<std::string> level;
  bool json = false;
  bool model = false;
  bool calibration = false;
  int reference = 0;  // --reference N: positions of the long reference
  int samples = 160;
};

int parseOptions(const QStringList& args, Options& out) {
  cliopt::Command cmd("review", "--record FILE [--level LEVEL] [--json]",
                      "The coach: judges every decision of arena --record hands from the deciding seat's view by\n"
                      "the chance of winning the game, labels the errors and sums up error rates and luck.");
  cmd.add(QCommandLineOption(QStringLiteral("record"), QStringLiteral("The arena --record file to review."), QStringLiteral("FILE")));
  cmd.add(QCommandLineOption(QStringLiteral("level"), QStringLiteral("Judge only the seats playing LEVEL (default: all seats)."),
                             QStringLiteral("LEVEL")));
  cmd.add(QCommandLineOption(QStringLiteral("json"), QStringLiteral("One JSON object per decision, the summary as the last line.")));
  cmd.add(QCommandLineOption(QStringLiteral("samples"), QStringLiteral("Sampled hidden positions per decision (default 160)."),
                             QStringLiteral("N")));
  cmd.add(QCommandLineOption(QStringLiteral("model"),
                             QStringLiteral("Instead of judging: how well each opponent model predicts the opponent's real cards.")));
  cmd.add(QCommandLineOption(QStringLiteral("calibration"),
                             QStringLiteral("Instead of judging: the coach's chance of winning the hand and expected points for\n"
                                            "the move played against what happened, by decile, for its model and the earlier one.")));
  cmd.add(QCommandLineOption(QStringLiteral("reference"),
                             QStringLiteral("Instead of judging: the coach's best move and label against a long reference of N\n"
                                            "positions per move (no early stop), with knock or play on by deadwood and stock."),
                             QStringLiteral("N")));
  if (const auto stop = cmd.parse(args)) return *stop;
  if (!cmd.required({QStringLiteral("record")})) return cliopt::kUsage;
  const QCommandLineParser& p = cmd.parser();
  out.path = p.value(QStringLiteral("record"));
  if (out.path.isEmpty()) return cmd.refuse(QStringLiteral("--record needs a file name"));
  if (p.isSet(QStringLiteral("level"))) {
    const std::string name = p.value(QStringLiteral("level")).toStdString();
    if (!ai::levelFromName(name)) return cmd.refuse(QStringLiteral("unknown level '%1'").arg(QString::fromStdString(name)));
    out.level = name;
  }
  if (p.isSet(QStringLiteral("samples"))) {
    const auto n = cmd.integer(QStringLiteral("samples"), 1, 100000);
    if (!n) return cliopt::kUsage;
    out.samples = static_cast<int>(*n);
  }
  out.json = p.isSet(QStringLiteral("json"));
  out.model = p.isSet(QStringLiteral("model"));
  out.calibration = p.isSet(QStringLiteral("calibration"));
  if (p.isSet(QStringLiteral("reference"))) {
    const auto n = cmd.integer(QStringLiteral("reference"), 40, 1000000);
    if (!n) return cliopt::kUsage;
    out.reference = static_cast<int>(*n);
  }
  if (int(out.model) + int(out.calibration) + int(out.reference > 0) > 1)
    return cmd.refuse(QStringLiteral("--model, --calibration and --reference are separate runs: give one"));
  return -1;
}

// review --model: the opponent models scored against the recorded hands (engine/ai/modelcheck.h).
int reviewModels(const std::vector<RecordHand>& hands, const Options& opt) {
  QJsonObject summary{{"summary", true}, {"hands", static_cast<int>(hands.size())}, {"samples", opt.samples}};
  for (ai::ModelKind kind : {ai::ModelKind::Uniform, ai::ModelKind::Weighted, ai::ModelKind::Informed}) {
    ai::ModelAccuracy acc;
    for (const RecordHand& h : hands) {
      std::vector<bool> seats;
      for (const std::string& s : h.seats) seats.push_back(!opt.level || s == *opt.level);
      ai::checkModel(h.record, seats, kind, opt.samples, acc);
    }
    summary.insert(QLatin1String(ai::modelCode(kind)),
                   QJsonObject{{"decisions", acc.decisions},
                               {"log_likelihood_per_decision", acc.meanLogLikelihood()},
                               {"log_likelihood_per_card", acc.unseenCards ? acc.logLikelihood / acc.unseenCards : 0.0},
                               {"top_share", acc.topShare()},
                               {"deadwood_bias", acc.meanDeadwoodBias()},
                               {"hidden_cards", static_cast<double>(acc.hiddenCards)}});
    if (!opt.json)
      std::printf("%-9s %d decisions: log-likelihood %.3f per decision, %.2f%% of the opponent's hidden cards among its most likely, "
                  "sampled deadwood %+.2f against the real\n",
                  ai::modelCode(kind), acc.decisions, acc.meanLogLikelihood(), 100 * acc.topShare(), acc.meanDeadwoodBias());
  }
  if (opt.json) std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Compact).constData());
  return cliopt::finish("review", 0);
}

// review --calibration: what the coach estimates for the move played (the chance that the seat wins
// the hand, its expected points) against what happened when the hand was played on by the recorded
// players. A reliability table by decile of the estimate, the Brier score against that of always
// saying the base rate, and the points' bias and mean error; for the coach's model and the earlier one.
struct Calibration {
  int n[10] = {};
  double estimated[10] = {}, observed[10] = {};
  int count = 0;
  double brier = 0, wins = 0, pointsBias = 0, pointsError = 0;
  void add(double chance, double points, bool won, double actual) {
    const int decile = std::clamp(static_cast<int>(chance * 10), 0, 9);
    ++n[decile];
    estimated[decile] += chance;
    observed[decile] += won ? 1 : 0;
    ++count;
    brier += (chance - (won ? 1 : 0)) * (chance - (won ? 1 : 0));
    wins += won ? 1 : 0;
    pointsBias += points - actual;
    pointsError += std::abs(points - actual);
  }
  double meanBrier() const { return count ? brier / count : 0; }
  double baseBrier() const {  // always estimating the observed share of hands won
    const double p = count ? wins / count : 0;
    return p * (1 - p);
  }
  double skill() const { return baseBrier() > 0 ? 1 - meanBrier() / baseBrier() : 0; }
  QJsonObject json() const {
    QJsonArray table;
    for (int d = 0; d < 10; ++d)
      table.append(QJsonObject{{"from", d / 10.0},
                               {"to", (d + 1) / 10.0},
                               {"n", n[d]},
                               {"estimated", n[d] ? estimated[d] / n[d] : 0.0},
                               {"observed", n[d] ? observed[d] / n[d] : 0.0}});
    return QJsonObject{{"decisions", count},
                       {"brier", meanBrier()},
                       {"base_brier", baseBrier()},
                       {"skill", skill()},
                       {"points_bias", count ? pointsBias / count : 0.0},
                       {"points_mean_error", count ? pointsError / count : 0.0},
                       {"reliability", table}};
  }
};

// A draw or discard decision of a chosen seat that was not forced: what --calibration and --reference
// look at (the coach's search judges these; lay-offs are exact).
bool searchDecision(const RecordHand& h, const HandState& s, const Options& opt) {
  if (s.phase() == Phase::Layoff || (opt.level && h.seats[s.toAct()] != *opt.level)) return false;
  return !((s.phase() == Phase::FirstUpcard || s.phase() == Phase::Draw) && s.legalActions().size() < 2);
}

int reviewCalibration(const std::vector<RecordHand>& hands, const Options& opt) {
  const ai::EvalModel models[] = {ai::EvalModel::Expert, ai::EvalModel::Basic};
  Calibration cal[2];
  int done = 0;
  for (const RecordHand& h : hands) {
    if (h.record.rules.players != 2) continue;  // the coach judges two-player hands
    const std::vector<HandState> states = ai::replayStates(h.record, nullptr);
    const HandState& end = states.back();
    if (!end.over() || states.size() != h.record.actions.size() + 1) continue;
    const std::vector<int>& pts = end.result().points;
    for (std::size_t i = 0; i + 1 < states.size(); ++i) {
      const HandState& s = states[i];
      const int seat = s.toAct();
      if (!searchDecision(h, s, opt)) continue;
      const ai::MatchContext ctx{h.record.scoresBefore, h.record.target};
      const bool won = pts[seat] > 0;
      const double actual = pts[seat] - pts[1 - seat];
      QJsonObject line{{"game", h.game}, {"hand", h.hand}, {"seat", seat}, {"move", static_cast<int>(i)},
                       {"won", won}, {"points", actual}};
      for (int m = 0; m < 2; ++m) {
        const ai::Judgement j = ai::expertJudgement(s.view(seat), ctx, ai::kCoachSeed, &h.record.actions[i], opt.samples, 2, models[m]);
        if (j.samples == 0 || j.played < 0) continue;
        cal[m].add(j.hand[j.played], j.points[j.played], won, actual);
        line.insert(QLatin1String(m == 0 ? "expert" : "basic"),
                    QJsonObject{{"chance", j.hand[j.played]}, {"points", j.points[j.played]}});
      }
      // One line per decision (for a standard error over hands: the decisions of a hand share its outcome).
      if (opt.json && line.contains(QLatin1String("expert")))
        std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    }
    if (++done % 20 == 0 && !opt.json) std::fprintf(stderr, "calibration: %d of %d hands\n", done, static_cast<int>(hands.size()));
  }
  if (opt.json) {
    std::printf("%s\n", QJsonDocument(QJsonObject{{"summary", true},
                                                  {"hands", done},
                                                  {"samples", opt.samples},
                                                  {"expert", cal[0].json()},
                                                  {"basic", cal[1].json()}})
                             .toJson(QJsonDocument::Compact)
                             .constData());
    return cliopt::finish("review", 0);
  }
  std::printf("calibration: %d hands, %d decisions; the chance of winning the hand and the points of the move played\n",
              done, cal[0].count);
  std::printf("model   Brier   base-rate Brier  skill   points bias  points mean error\n");
  for (int m = 0; m < 2; ++m)
    std::printf("%-7s %.4f  %.4f           %+.3f  %+7.2f      %6.2f\n", m == 0 ? "expert" : "basic", cal[m].meanBrier(),
                cal[m].baseBrier(), cal[m].skill(), cal[m].count ? cal[m].pointsBias / cal[m].count : 0.0,
                cal[m].count ? cal[m].pointsError / cal[m].count : 0.0);
  std::printf("estimated    expert: n  estimated  observed   basic: n  estimated  observed\n");
  for (int d = 0; d < 10; ++d) {
    std::printf("%.1f-%.1f  ", d / 10.0, (d + 1) / 10.0);
    for (int m = 0; m < 2; ++m) {
      const int n = cal[m].n[d];
      std::printf("%13d  %9.3f  %8.3f", n, n ? cal[m].estimated[d] / n : 0.0, n ? cal[m].observed[d] / n : 0.0);
    }
    std::printf("\n");
  }
  return cliopt::finish("review", 0);
}

// review --reference N: the coach against a long reference (the same moves and model, N positions per
// move without an early stop, the best the highest mean): how often they name the same best move (or
// one the reference finds within a point of its best), how often the labels agree, and at the knock
// decisions (a knock among the moves) whether both advise knocking or playing on, by the knock's
// deadwood and the stock left.
int reviewReference(const std::vector<RecordHand>& hands, const Options& opt) {
  int decisions = 0, sameBest = 0, nearBest = 0, sameLabel = 0;
  int confusion[4][4] = {};  // [coach's label][reference's label]
  struct Cell {
    int n = 0, agree = 0, coachKnocks = 0, refKnocks = 0;
  };
  const char* dwNames[] = {"1-3", "4-6", "7-10"};
  const char* stockNames[] = {"22-31", "11-21", "0-10"};
  Cell knock[3][3];
  int done = 0;
  auto labelIndex = [](double loss) { return static_cast<int>(ai::labelFor(loss)); };
  for (const RecordHand& h : hands) {
    if (h.record.rules.players != 2) continue;
    const std::vector<HandState> states = ai::replayStates(h.record, nullptr);
    for (std::size_t i = 0; i + 1 < states.size(); ++i) {
      const HandState& s = states[i];
      const int seat = s.toAct();
      if (!searchDecision(h, s, opt)) continue;
      const ai::MatchContext ctx{h.record.scoresBefore, h.record.target};
      const Action& played = h.record.actions[i];
      const SeatView v = s.view(seat);
      const ai::Judgement c = ai::expertJudgement(v, ctx, ai::kCoachSeed, &played, opt.samples, 2);
      if (c.samples == 0 || c.played < 0 || c.moves.size() < 2) continue;
      // Independent positions: another seed.
      const ai::Judgement r = ai::referenceJudgement(v, ctx, ai::mixSeed(ai::kCoachSeed, 0x5EFE7E4CE), &played, opt.reference, 2);
      if (r.moves != c.moves) continue;  // the same moves by construction
      ++decisions;
      const std::size_t cb = static_cast<std::size_t>(c.best), rb = static_cast<std::size_t>(r.best);
      sameBest += cb == rb;
      nearBest += r.win[cb] >= r.win[rb] - 0.01;
      const int cl = labelIndex(std::max(0.0, 100 * (c.win[cb] - c.win[static_cast<std::size_t>(c.played)])));
      const int rl = labelIndex(std::max(0.0, 100 * (r.win[rb] - r.win[static_cast<std::size_t>(r.played)])));
      sameLabel += cl == rl;
      ++confusion[cl][rl];
      // Knock or play on: a knock among the moves.
      const auto knockAt = std::find_if(c.moves.begin(), c.moves.end(), [](const Action& a) { return a.type == ActionType::Knock; });
      if (s.phase() == Phase::Discard && knockAt != c.moves.end()) {
        const int dw = minDeadwood(v.hand & ~bit(knockAt->card));
        if (dw == 0) continue;  // gin: never a question
        const int d = dw <= 3 ? 0 : dw <= 6 ? 1 : 2;
        const int stock = v.stockCount;
        const int k = stock >= 22 ? 0 : stock >= 11 ? 1 : 2;
        Cell& cell = knock[d][k];
        const bool ck = c.moves[cb].type == ActionType::Knock, rk = r.moves[rb].type == ActionType::Knock;
        ++cell.n;
        cell.agree += ck == rk;
        cell.coachKnocks += ck;
        cell.refKnocks += rk;
      }
    }
    if (++done % 10 == 0 && !opt.json) std::fprintf(stderr, "reference: %d of %d hands\n", done, static_cast<int>(hands.size()));
  }
  const auto share = [](int a, int n) { return n ? static_cast<double>(a) / n : 0.0; };
  QJsonArray conf;
  for (auto& row : confusion) {
    QJsonArray r;
    for (int x : row) r.append(x);
    conf.append(r);
  }
  QJsonArray knocks;
  for (int d = 0; d < 3; ++d)
    for (int k = 0; k < 3; ++k) {
      const Cell& c = knock[d][k];
      knocks.append(QJsonObject{{"deadwood", dwNames[d]},
                                {"stock", stockNames[k]},
                                {"decisions", c.n},
                                {"agree", share(c.agree, c.n)},
                                {"coach_knocks", share(c.coachKnocks, c.n)},
                                {"reference_knocks", share(c.refKnocks, c.n)}});
    }
  if (opt.json) {
    std::printf("%s\n", QJsonDocument(QJsonObject{{"summary", true},
                                                  {"hands", done},
                                                  {"samples", opt.samples},
                                                  {"reference", opt.reference},
                                                  {"decisions", decisions},
                                                  {"same_best", share(sameBest, decisions)},
                                                  {"near_best", share(nearBest, decisions)},
                                                  {"same_label", share(sameLabel, decisions)},
                                                  {"labels", conf},
                                                  {"knock", knocks}})
                             .toJson(QJsonDocument::Compact)
                             .constData());
    return cliopt::finish("review", 0);
  }
  std::printf("reference of %d positions per move: %d hands, %d decisions\n", opt.reference, done, decisions);
  std::printf("same best move %.1f%%, within a point of the reference's best %.1f%%, same label %.1f%%\n",
              100 * share(sameBest, decisions), 100 * share(nearBest, decisions), 100 * share(sameLabel, decisions));
  std::printf("labels (rows: the coach; columns: the reference): none, inaccuracy, mistake, blunder\n");
  const char* names[] = {"none", "inaccuracy", "mistake", "blunder"};
  for (int a = 0; a < 4; ++a)
    std::printf("%-10s %6d %6d %6d %6d\n", names[a], confusion[a][0], confusion[a][1], confusion[a][2], confusion[a][3]);
  std::printf("knock or play on: deadwood, stock: decisions, agree, coach knocks, reference knocks\n");
  for (int d = 0; d < 3; ++d)
    for (int k = 0; k < 3; ++k) {
      const Cell& c = knock[d][k];
      std::printf("%-4s  %-5s  %5d  %5.1f%%  %5.1f%%  %5.1f%%\n", dwNames[d], stockNames[k], c.n, 100 * share(c.agree, c.n),
                  100 * share(c.coachKnocks, c.n), 100 * share(c.refKnocks, c.n));
    }
  return cliopt::finish("review", 0);
}

}  // namespace

int cmdReview(const QStringList& args) {
  Options opt;
  if (const int status = parseOptions(args, opt); status >= 0) return status;
  std::string error;
  const std::vector<RecordHand> hands = readRecord(opt.path, error);
  if (!error.empty()) {
    std::fprintf(stderr, "ginrummy-cli review: %s\n", error.c_str());
    return cliopt::kUsage;
  }
  if (opt.model) return reviewModels(hands, opt);
  if (opt.calibration) return reviewCalibration(hands, opt);
  if (opt.reference > 0) return reviewReference(hands, opt);
  using clock = std::chrono::steady_clock;
  const auto start = clock::now();
  Tally all;
  std::map<std::string, Tally> byLevel;
  std::vector<std::vector<double>> luckBySeat(2);
  std::vector<double> handSeconds;
  std::map<int, double> gameSeconds;
  for (const RecordHand& h : hands) {
    ai::ReviewOptions ro;
    ro.samples = opt.samples;
    for (const std::string& s : h.seats) ro.seats.push_back(!opt.level || s == *opt.level);
    const auto t0 = clock::now();
    const ai::HandReview rev = ai::reviewHand(h.record, ro);
    const double secs = std::chrono::duration<double>(clock::now() - t0).count();
    handSeconds.push_back(secs);
    gameSeconds[h.game] += secs;
    for (const ai::Decision& d : rev.decisions) {
      all.add(d);
      byLevel[h.seats[d.seat]].add(d);
      if (opt.json) std::printf("%s\n", QJsonDocument(decisionJson(h, d)).toJson(QJsonDocument::Compact).constData());
      else if (d.label != ai::Label::None)
        std::printf("game %d hand %d seat %d (%s) move %d: %s, best %s: -%.1f points, %s\n", h.game, h.hand, d.seat,
                    h.seats[d.seat].c_str(), d.move, actionToString(d.candidates[d.played].action).c_str(),
                    actionToString(d.candidates[d.best].action).c_str(), d.loss, ai::labelCode(d.label));
    }
    for (int s = 0; s < 2; ++s) {
      luckBySeat[s].push_back(rev.luck[s]);
      if (!opt.level || h.seats[s] == *opt.level) all.luckPerHand.push_back(rev.luck[s]);
      byLevel[h.seats[s]].luckPerHand.push_back(rev.luck[s]);
    }
  }
  const double seconds = std::chrono::duration<double>(clock::now() - start).count();
  std::vector<double> perGame;
  for (auto [g, s] : gameSeconds) perGame.push_back(s);
  QJsonObject summary = tallyJson(all);
  QJsonArray luck, luckMean, luckHalf;
  for (const auto& x : luckBySeat) {
    const auto [mean, half] = meanInterval(x);
    double sum = 0;
    for (double v : x) sum += v;
    luck.append(sum), luckMean.append(mean), luckHalf.append(half);
  }
  summary.insert(QLatin1String("luck"), luck);
  summary.insert(QLatin1String("luck_per_hand"), luckMean);
  summary.insert(QLatin1String("luck_per_hand_ci95"), luckHalf);
  QJsonObject levels;
  for (const auto& [name, t] : byLevel) levels.insert(QString::fromStdString(name), tallyJson(t));
  summary.insert(QLatin1String("levels"), levels);
  summary.insert(QLatin1String("summary"), true);
  summary.insert(QLatin1String("hands"), static_cast<int>(hands.size()));
  summary.insert(QLatin1String("games"), static_cast<int>(gameSeconds.size()));
  summary.insert(QLatin1String("seconds"), seconds);
  summary.insert(QLatin1String("seconds_per_hand_median"), median(handSeconds));
  summary.insert(QLatin1String("seconds_per_hand_max"), handSeconds.empty() ? 0.0 : *std::max_element(handSeconds.begin(), handSeconds.end()));
  summary.insert(QLatin1String("seconds_per_game_median"), median(perGame));
  summary.insert(QLatin1String("seconds_per_game_max"), perGame.empty() ? 0.0 : *std::max_element(perGame.begin(), perGame.end()));
  if (opt.json) {
    std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Compact).constData());
  } else {
    std::printf("review: %d hands, %d decisions (%d non-trivial), error rate %.2f points of game-win chance per "
                "non-trivial decision\n", static_cast<int>(hands.size()), all.decisions, all.counted, all.errorRate());
    std::printf("labels: %d inaccuracies, %d mistakes, %d blunders; played like %s\n", all.labels[1], all.labels[2],
                all.labels[3], ai::levelName(ai::ratingFor(all.errorRate())));
    std::printf("luck per hand: seat 0 %+.2f (95%% +-%.2f), seat 1 %+.2f (95%% +-%.2f) points\n", luckMean[0].toDouble(),
                luckHalf[0].toDouble(), luckMean[1].toDouble(), luckHalf[1].toDouble());
    std::printf("time: %.2f s, median %.3f s per hand, median %.2f s per game (max %.2f)\n", seconds, median(handSeconds),
                median(perGame), perGame.empty() ? 0.0 : *std::max_element(perGame.begin(), perGame.end()));
  }
  return cliopt::finish("review", 0);
}
