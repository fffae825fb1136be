// ginrummy-cli arena: computer against computer over full games, with win share, hand statistics and
// decision times; --record writes every hand as one JSON line.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <algorithm>
#include <cstdio>
#include <cstring>

#include "ai/ai.h"
#include "ai/arena.h"
#include "commands.h"
#include "json.h"
#include "jsonwriter.h"
#include "match.h"
#include "options.h"
#include "rules.h"

using namespace gin;

namespace {

const char* actionName(ActionType t) {
  switch (t) {
    case ActionType::TakeUpcard: return "take_upcard";
    case ActionType::PassUpcard: return "pass";
    case ActionType::DrawStock: return "draw_stock";
    case ActionType::DrawDiscard: return "draw_discard";
    case ActionType::Discard: return "discard";
    case ActionType::Knock: return "knock";
    case ActionType::BigGin: return "big_gin";
    case ActionType::Layoff: return "layoff";
  }
  return "?";
}

// The same record written straight into a buffer (no document objects: --record must not slow the
// arena down). Keys are written in sorted order, as QJsonObject orders them, so the bytes are those of
// QJsonDocument's compact form of the same object.
void writeLayoffs(clijson::Writer& w, const std::vector<Layoff>& layoffs) {
  w.beginArray();
  for (const Layoff& l : layoffs) w.beginObject().key("card").card(l.card).key("meld").value(l.meld).endObject();
  w.endArray();
}
void writeInts(clijson::Writer& w, const std::vector<int>& v) {
  w.beginArray();
  for (int x : v) w.value(x);
  w.endArray();
}

void writeHandRecord(clijson::Writer& w, const ai::HandInfo& info, const ai::ArenaConfig& cfg, const HandState& dealt,
                     const HandState& done) {
  const bool stalled = info.stalled;
  const HandResult& r = done.result();
  w.beginObject();
  w.key("actions").beginArray();
  for (const Step& st : done.history()) {
    w.beginObject().key("action").value(actionName(st.action.type));
    const Card c = st.drawn != NoCard ? st.drawn : st.action.card;
    if (c != NoCard) w.key("card").card(c);
    if (st.action.type == ActionType::Layoff) writeLayoffs(w.key("layoffs"), st.action.layoffs);
    if (st.action.type == ActionType::Knock || st.action.type == ActionType::BigGin ||
        st.action.type == ActionType::Layoff)
      w.key("melds").melds(st.action.melds);
    w.key("seat").value(st.seat).endObject();
  }
  w.endArray();
  if (!stalled) {
    writeInts(w.key("deadwood"), r.deadwood);
    w.key("deadwood_cards").beginArray();
    for (CardSet d : r.deadwoodCards) w.cards(d);
    w.endArray();
  }
  w.key("deal").beginObject().key("hands").beginArray();
  for (int s = 0; s < dealt.players(); ++s) w.cards(dealt.hand(s));
  w.endArray().key("stock").beginArray();
  for (auto it = dealt.stock().rbegin(); it != dealt.stock().rend(); ++it) w.card(*it);
  w.endArray().key("upcard").card(dealt.discardTop()).endObject();
  w.key("dealer").value(dealt.dealer()).key("game").value(info.game).key("hand").value(info.hand);
  w.key("knocker").value(stalled ? -1 : r.knocker);
  if (!stalled) {
    w.key("layoffs").beginArray();
    for (const auto& l : r.layoffs) writeLayoffs(w, l);
    w.endArray().key("melds").beginArray();
    for (const auto& m : r.melds) w.melds(m);
    w.endArray();
  }
  w.key("outcome").value(stalled ? "stalled" : outcomeCode(r.outcome));
  if (!stalled) writeInts(w.key("points"), r.points);
  // Rules by field name, sorted as the document form sorts them.
  static const std::vector<const RuleField*> sortedFields = [] {
    std::vector<const RuleField*> f;
    for (const RuleField& x : ruleFields()) f.push_back(&x);
    std::sort(f.begin(), f.end(), [](const RuleField* a, const RuleField* b) { return std::strcmp(a->key, b->key) < 0; });
    return f;
  }();
  w.key("rules").beginObject();
  for (const RuleField* f : sortedFields) {
    w.anyKey(f->key);
    f->isBool ? w.value(f->get(dealt.rules()) != 0) : w.value(f->get(dealt.rules()));
  }
  w.endObject();
  const ScoreSheet& sheet = info.match->sheet();
  w.key("scores").beginArray();
  for (int g = 0; g < sheet.games(); ++g) writeInts(w, sheet.totals(g));
  w.endArray();
  w.key("seats").beginArray();
  for (int s = 0; s < dealt.players(); ++s) w.value(ai::levelName(s == info.seatOfA ? cfg.a : cfg.b));
  w.endArray();
  if (!stalled && info.match->over()) {
    w.key("settlement").beginObject().key("games").beginArray();
    for (int g = 0; g < sheet.games(); ++g) {
      const GameSettlement st = sheet.settle(g);
      w.beginObject();
      writeInts(w.key("box_bonus"), st.boxBonus);
      writeInts(w.key("doubling"), st.doubling);
      writeInts(w.key("game_bonus"), st.gameBonus);
      writeInts(w.key("hand_points"), st.handPoints);
      writeInts(w.key("hands_won"), st.handsWon);
      w.key("settlement").value(st.settlement).key("settlement_doubled").value(st.settlementDoubled);
      w.key("shutout").value(st.shutout);
      writeInts(w.key("total"), st.total);
      w.key("winner").value(st.winner).endObject();
    }
    w.endArray();
    writeInts(w.key("match_result"), sheet.matchResult());
    w.key("match_winner").value(sheet.matchWinner()).endObject();
  }
  if (!stalled) w.key("table_melds").melds(r.tableMelds);
  w.key("winner").value(stalled ? -1 : r.winner);
  w.endObject();
  w.endLine();
}

// One side's totals; arena adds the decision times, arena-merge cannot (percentiles do not add up).
QJsonObject sideCounts(const ai::SideStats& s, const QString& level, double decisions) {
  return QJsonObject{{"level", level},
                     {"games", s.games},
                     {"knocks", s.knocks},
                     {"gins", s.gins},
                     {"big_gins", s.bigGins},
                     {"undercuts", s.undercuts},
                     {"points", static_cast<double>(s.points)},
                     {"refused_actions", s.refused},
                     {"decisions", decisions}};
}

QJsonObject sideJson(const ai::SideStats& s, ai::Level level) {
  QJsonObject o = sideCounts(s, QString::fromLatin1(ai::levelName(level)), static_cast<double>(s.decisionMicros.size()));
  o.insert(QLatin1String("decision_ms_p50"), ai::percentile(s.decisionMicros, 50) / 1000.0);
  o.insert(QLatin1String("decision_ms_p99"), ai::percentile(s.decisionMicros, 99) / 1000.0);
  return o;
}

// A's wins per deal in half games, one digit each (mirrored: 0-4): what arena-merge needs to
// recompute the pair-clustered interval over several chunks of one long run.
QString pairsText(const ai::ArenaResult& r) {
  QString t;
  t.reserve(static_cast<int>(r.pairShare.size()));
  for (double y : r.pairShare) t += QChar(u'0' + static_cast<int>(std::lround(2 * y)));
  return t;
}

// Reads arena's options into cfg and the rest; returns -1 to go on, else the exit status (0 after --help).
int parseArenaOptions(const QStringList& args, ai::ArenaConfig& cfg, bool& json, QString& recordPath, QString& rulesName) {
  cliopt::Command cmd("arena", "--a LEVEL --b LEVEL --games N --seed S [options]",
                      "Computer against computer over full games: win share with its 95% interval, hand statistics\n"
                      "and decision times. Levels: random simple camper marjj beginner casual strong expert.");
  const auto opt = [](const char* name, const char* text, const char* valueName = nullptr) {
    return valueName ? QCommandLineOption(QLatin1String(name), QLatin1String(text), QLatin1String(valueName))
                     : QCommandLineOption(QLatin1String(name), QLatin1String(text));
  };
  cmd.add(opt("a", "Level of player A.", "LEVEL"));
  cmd.add(opt("b", "Level of player B.", "LEVEL"));
  cmd.spellLong({QStringLiteral("a"), QStringLiteral("b")});
  cmd.add(opt("games", "Games to play (each mirrored pair counts two).", "N"));
  cmd.add(opt("seed", "Seed of the deals and the players.", "S"));
  cmd.add(opt("rules", "Rules preset (default standard); two players only.", "PRESET"));
  cmd.add(opt("mirrored", "Play every deal twice with the seats swapped."));
  cmd.add(opt("first-deal", "Start at this deal, to play one long run in chunks (default 0).", "N"));
  cmd.add(opt("base-a", "Player A plays its heuristic base, without search."));
  QCommandLineOption base = opt("base", "Same as --base-a.");
  base.setFlags(QCommandLineOption::HiddenFromHelp);
  cmd.add(base);
  cmd.add(opt("base-b", "Player B plays its heuristic base, without search."));
  cmd.add(opt("json", "Add the results as one JSON line (for arena-merge)."));
  cmd.add(opt("record", "Write every hand as one JSON line to FILE.", "FILE"));
  if (const auto stop = cmd.parse(args)) return *stop;
  const QCommandLineParser& p = cmd.parser();
  if (!cmd.required({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("games"), QStringLiteral("seed")}))
    return cliopt::kUsage;
  for (const char* side : {"a", "b"}) {
    const QString name = p.value(QLatin1String(side));
    const auto level = ai::levelFromName(name.toStdString());
    if (!level) return cmd.refuse(QStringLiteral("unknown level '%1'").arg(name));
    (side[0] == 'a' ? cfg.a : cfg.b) = *level;
  }
  const auto games = cmd.integer(QStringLiteral("games"), 1, 1'000'000'000);
  if (!games) return cliopt::kUsage;
  cfg.games = static_cast<int>(*games);
  if (p.isSet(QStringLiteral("first-deal"))) {
    const auto first = cmd.integer(QStringLiteral("first-deal"), 0, 1'000'000'000);
    if (!first) return cliopt::kUsage;
    cfg.firstDeal = static_cast<int>(*first);
  }
  const auto seed = cmd.unsignedValue(QStringLiteral("seed"));
  if (!seed) return cliopt::kUsage;
  cfg.seed = *seed;
  if (p.isSet(QStringLiteral("rules"))) {
    rulesName = p.value(QStringLiteral("rules"));
    if (!preset(rulesName.toStdString(), cfg.rules)) return cmd.refuse(QStringLiteral("unknown rules preset '%1'").arg(rulesName));
  }
  cfg.mirrored = p.isSet(QStringLiteral("mirrored"));
  cfg.baseA = p.isSet(QStringLiteral("base-a")) || p.isSet(base);
  cfg.baseB = p.isSet(QStringLiteral("base-b"));
  json = p.isSet(QStringLiteral("json"));
  recordPath = p.value(QStringLiteral("record"));
  if (p.isSet(QStringLiteral("record")) && recordPath.isEmpty()) return cmd.refuse(QStringLiteral("--record needs a file name"));
  if (cfg.rules.players != 2) return cmd.refuse(QStringLiteral("the arena seats two players; choose a two-player preset"));
  return -1;
}

}  // namespace

int cmdArena(const QStringList& args) {
  ai::ArenaConfig cfg;
  bool json = false;
  QString recordPath, rulesName = QStringLiteral("standard");
  if (const int status = parseArenaOptions(args, cfg, json, recordPath, rulesName); status >= 0) return status;

  QFile record(recordPath);
  if (!recordPath.isEmpty() && !record.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
    std::fprintf(stderr, "arena: cannot write %s\n", qPrintable(recordPath));
    return 1;
  }
  ai::HandCallback onHand;
  clijson::Buffer recordBuf(1 << 17);
  clijson::Writer recordWriter(recordBuf);
  clijson::OutputFile recordOut(record.isOpen() ? record.handle() : -1);
  if (record.isOpen())
    onHand = [&](const ai::HandInfo& info, const HandState& dealt, const HandState& done) {
      writeHandRecord(recordWriter, info, cfg, dealt, done);
      if (recordBuf.size() >= (1 << 16)) recordOut.write(recordBuf);
    };
  const ai::ArenaResult r = ai::runArena(cfg, onHand);
  if (record.isOpen()) recordOut.write(recordBuf);
  double low = 0, high = 0;
  r.interval(low, high);
  const char* na = ai::levelName(cfg.a);
  const char* nb = ai::levelName(cfg.b);
  const int scored = r.scoredHands();
  auto perHand = [&](long pts) { return scored ? static_cast<double>(pts) / scored : 0.0; };

  std::printf("arena: A=%s%s vs B=%s%s, rules %s, %d games%s, seed %llu", na, cfg.baseA ? " (heuristic base)" : "", nb,
              cfg.baseB ? " (heuristic base)" : "", qPrintable(rulesName), r.games,
              cfg.mirrored ? " (mirrored pairs)" : "", static_cast<unsigned long long>(cfg.seed));
  if (cfg.firstDeal) std::printf(", deals %d-%d", cfg.firstDeal, cfg.firstDeal + cfg.games - 1);
  std::printf("\n");
  std::printf("games won: A %d, B %d, ties %d; A's share %.1f%% (95%% interval %.1f-%.1f%%%s)\n", r.a.games, r.b.games,
              r.ties, 100 * r.shareA(), 100 * low, 100 * high, cfg.mirrored ? ", pair-clustered Wilson" : ", Wilson");
  std::printf("hands: %d (%d scored, %d drawn), %.0f hands per second\n", r.hands, scored, r.drawnHands,
              r.seconds > 0 ? r.hands / r.seconds : 0.0);
  if (r.a.refused || r.b.refused)
    std::printf("refused actions (player bugs; the engine's first legal action was played): A %d, B %d\n", r.a.refused,
                r.b.refused);
  if (r.stalledGames)
    std::printf("stalled games (a hand ran past %d actions, scored as ties): %d\n", ai::kMaxActionsPerHand, r.stalledGames);
  std::printf("points per scored hand: A %.2f, B %.2f, net %+.2f for A\n", perHand(r.a.points), perHand(r.b.points),
              r.netPointsPerHand());
  for (auto [name, s] : {std::pair{na, &r.a}, std::pair{nb, &r.b}})
    std::printf("%-8s hands won: %d knocks, %d gins, %d big gins, %d undercuts; decision time p50 %.3f ms, p99 %.3f ms\n",
                name, s->knocks, s->gins, s->bigGins, s->undercuts, ai::percentile(s->decisionMicros, 50) / 1000.0,
                ai::percentile(s->decisionMicros, 99) / 1000.0);
  if (json) {
    const QJsonObject o{{"a", sideJson(r.a, cfg.a)},
                        {"b", sideJson(r.b, cfg.b)},
                        {"rules", rulesName},
                        {"seed", QString::number(cfg.seed)},
                        {"mirrored", cfg.mirrored},
                        {"games", r.games},
                        {"ties", r.ties},
                        {"stalled_games", r.stalledGames},
                        {"base_a", cfg.baseA},
                        {"base_b", cfg.baseB},
                        {"first_deal", cfg.firstDeal},
                        {"pairs", pairsText(r)},
                        {"share_a", r.shareA()},
                        {"share_a_low", low},
                        {"share_a_high", high},
                        {"hands", r.hands},
                        {"scored_hands", scored},
                        {"drawn_hands", r.drawnHands},
                        {"net_points_per_scored_hand", r.netPointsPerHand()},
                        {"hands_per_second", r.seconds > 0 ? r.hands / r.seconds : 0.0},
                        {"seconds", r.seconds}};
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
  }
  if (record.isOpen() && recordOut.failed()) {
    std::fprintf(stderr, "ginrummy-cli arena: cannot write %s: %s\n", qPrintable(recordPath), recordOut.error().c_str());
    return 1;
  }
  return cliopt::finish("arena", 0);
}

// ginrummy-cli arena-merge FILE...: one long run played in chunks (--first-deal, --json), combined.
int cmdArenaMerge(const QStringList& args) {
  cliopt::Command cmd("arena-merge", "FILE...",
                      "Combines the arena --json results of one long run played in chunks (--first-deal) and\n"
                      "recomputes the pair-clustered interval over all of them.");
  cmd.addPositional(QStringLiteral("FILE"), QStringLiteral("The output of one arena --json chunk."), QStringLiteral("FILE..."));
  if (const auto stop = cmd.parse(args)) return *stop;
  const QStringList files = cmd.parser().positionalArguments();
  if (files.isEmpty()) return cmd.refuse(QStringLiteral("no files given"));
  ai::ArenaResult r;
  QJsonObject first;
  std::vector<std::pair<int, int>> ranges;
  long decisionsA = 0, decisionsB = 0;
  const auto level = [](const QJsonObject& x, const char* side) {
    return x.value(QLatin1String(side)).toObject().value(QLatin1String("level")).toString();
  };
  for (const QString& path : files) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
      std::fprintf(stderr, "arena-merge: cannot read %s\n", qPrintable(path));
      return 1;
    }
    QJsonObject o;
    for (const QByteArray& line : f.readAll().split('\n'))
      if (const QJsonDocument d = QJsonDocument::fromJson(line); d.isObject() && d.object().contains(QLatin1String("pairs")))
        o = d.object();
    if (o.isEmpty()) {
      std::fprintf(stderr, "arena-merge: %s holds no arena --json result\n", qPrintable(path));
      return 1;
    }
    if (first.isEmpty()) {
      first = o;
    } else {
      for (const char* key : {"rules", "seed", "mirrored", "base_a", "base_b"})
        if (o.value(QLatin1String(key)) != first.value(QLatin1String(key))) {
          std::fprintf(stderr, "arena-merge: %s differs from %s in %s\n", qPrintable(path), qPrintable(files.front()), key);
          return 1;
        }
      if (level(o, "a") != level(first, "a") || level(o, "b") != level(first, "b")) {
        std::fprintf(stderr, "arena-merge: %s seats other levels\n", qPrintable(path));
        return 1;
      }
    }
    const QString pairs = o.value(QLatin1String("pairs")).toString();
    const int from = o.value(QLatin1String("first_deal")).toInt();
    for (auto [a, b] : ranges)
      if (from < b && a < from + pairs.size()) {
        std::fprintf(stderr, "arena-merge: %s repeats deals %d-%d\n", qPrintable(path), std::max(a, from),
                     std::min(b, from + static_cast<int>(pairs.size())) - 1);
        return 1;
      }
    ranges.emplace_back(from, from + static_cast<int>(pairs.size()));
    for (QChar c : pairs) r.pairShare.push_back((c.unicode() - u'0') / 2.0);
    r.games += o.value(QLatin1String("games")).toInt();
    r.ties += o.value(QLatin1String("ties")).toInt();
    r.hands += o.value(QLatin1String("hands")).toInt();
    r.drawnHands += o.value(QLatin1String("drawn_hands")).toInt();
    r.stalledGames += o.value(QLatin1String("stalled_games")).toInt();
    for (auto [key, side] : {std::pair{"a", &r.a}, std::pair{"b", &r.b}}) {
      const QJsonObject x = o.value(QLatin1String(key)).toObject();
      side->games += x.value(QLatin1String("games")).toInt();
      side->knocks += x.value(QLatin1String("knocks")).toInt();
      side->gins += x.value(QLatin1String("gins")).toInt();
      side->bigGins += x.value(QLatin1String("big_gins")).toInt();
      side->undercuts += x.value(QLatin1String("undercuts")).toInt();
      side->points += static_cast<long>(x.value(QLatin1String("points")).toDouble());
      side->refused += x.value(QLatin1String("refused_actions")).toInt();
      (side == &r.a ? decisionsA : decisionsB) += static_cast<long>(x.value(QLatin1String("decisions")).toDouble());
    }
  }
  double low = 0, high = 0;
  r.interval(low, high);
  const QString na = level(first, "a"), nb = level(first, "b");
  std::printf("arena-merge: A=%s vs B=%s, %d files, %d games over %d deals\n", qPrintable(na), qPrintable(nb),
              static_cast<int>(files.size()), r.games, static_cast<int>(r.pairShare.size()));
  std::printf("games won: A %d, B %d, ties %d; A's share %.1f%% (95%% interval %.1f-%.1f%%)\n", r.a.games, r.b.games,
              r.ties, 100 * r.shareA(), 100 * low, 100 * high);
  std::printf("hands: %d (%d scored, %d drawn); net %+.2f points per scored hand for A\n", r.hands, r.scoredHands(),
              r.drawnHands, r.netPointsPerHand());
  const QJsonObject out{{"a", sideCounts(r.a, na, static_cast<double>(decisionsA))},
                        {"b", sideCounts(r.b, nb, static_cast<double>(decisionsB))},
                        {"rules", first.value(QLatin1String("rules"))},
                        {"seed", first.value(QLatin1String("seed"))},
                        {"mirrored", first.value(QLatin1String("mirrored"))},
                        {"files", static_cast<int>(files.size())},
                        {"games", r.games},
                        {"ties", r.ties},
                        {"stalled_games", r.stalledGames},
                        {"share_a", r.shareA()},
                        {"share_a_low", low},
                        {"share_a_high", high},
                        {"hands", r.hands},
                        {"scored_hands", r.scoredHands()},
                        {"drawn_hands", r.drawnHands},
                        {"net_points_per_scored_hand", r.netPointsPerHand()}};
  std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
  return cliopt::finish("arena-merge", 0);
}
