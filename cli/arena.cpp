// ginrummy-cli arena: computer against computer over full games, with win share, hand statistics and
// decision times; --record writes every hand as one JSON line.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

#include "ai/ai.h"
#include "ai/arena.h"
#include "commands.h"
#include "json.h"
#include "rules.h"

using namespace gin;

namespace {

QJsonArray layoffsJson(const std::vector<Layoff>& layoffs) {
  QJsonArray a;
  for (const Layoff& l : layoffs) a.append(QJsonObject{{"card", clijson::card(l.card)}, {"meld", l.meld}});
  return a;
}
QJsonArray intsJson(const std::vector<int>& v) {
  QJsonArray a;
  for (int x : v) a.append(x);
  return a;
}

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

QJsonObject handRecord(const ai::HandInfo& info, const ai::ArenaConfig& cfg, const HandState& dealt,
                       const HandState& done) {
  QJsonArray hands, seats;
  for (int s = 0; s < dealt.players(); ++s) {
    hands.append(clijson::cards(dealt.hand(s)));
    seats.append(QString::fromLatin1(ai::levelName(s == info.seatOfA ? cfg.a : cfg.b)));
  }
  QJsonArray stock;
  for (auto it = dealt.stock().rbegin(); it != dealt.stock().rend(); ++it) stock.append(clijson::card(*it));
  QJsonArray actions;
  for (const Step& st : done.history()) {
    QJsonObject o{{"seat", st.seat}, {"action", QString::fromLatin1(actionName(st.action.type))}};
    const Card c = st.drawn != NoCard ? st.drawn : st.action.card;
    if (c != NoCard) o.insert("card", clijson::card(c));
    if (st.action.type == ActionType::Knock || st.action.type == ActionType::BigGin ||
        st.action.type == ActionType::Layoff)
      o.insert("melds", clijson::melds(st.action.melds));
    if (st.action.type == ActionType::Layoff) o.insert("layoffs", layoffsJson(st.action.layoffs));
    actions.append(o);
  }
  const HandResult& r = done.result();
  QJsonArray melds, layoffs, deadwoodCards;
  for (std::size_t s = 0; s < r.melds.size(); ++s) melds.append(clijson::melds(r.melds[s]));
  for (std::size_t s = 0; s < r.layoffs.size(); ++s) layoffs.append(layoffsJson(r.layoffs[s]));
  for (CardSet d : r.deadwoodCards) deadwoodCards.append(clijson::cards(d));
  return QJsonObject{
      {"game", info.game},
      {"hand", info.hand},
      {"seats", seats},
      {"dealer", dealt.dealer()},
      {"deal", QJsonObject{{"hands", hands}, {"upcard", clijson::card(dealt.discardTop())}, {"stock", stock}}},
      {"actions", actions},
      {"outcome", QString::fromLatin1(outcomeCode(r.outcome))},
      {"knocker", r.knocker},
      {"winner", r.winner},
      {"melds", melds},
      {"layoffs", layoffs},
      {"table_melds", clijson::melds(r.tableMelds)},
      {"deadwood", intsJson(r.deadwood)},
      {"deadwood_cards", deadwoodCards},
      {"points", intsJson(r.points)},
  };
}

QJsonObject sideJson(const ai::SideStats& s, ai::Level level) {
  return QJsonObject{{"level", QString::fromLatin1(ai::levelName(level))},
                     {"games", s.games},
                     {"knocks", s.knocks},
                     {"gins", s.gins},
                     {"big_gins", s.bigGins},
                     {"undercuts", s.undercuts},
                     {"points", static_cast<double>(s.points)},
                     {"decisions", static_cast<double>(s.decisionMicros.size())},
                     {"decision_ms_p50", ai::percentile(s.decisionMicros, 50) / 1000.0},
                     {"decision_ms_p99", ai::percentile(s.decisionMicros, 99) / 1000.0}};
}

int usage(const char* why) {
  std::fprintf(stderr,
               "arena: %s\nusage: ginrummy-cli arena --a LEVEL --b LEVEL --games N --seed S [--rules PRESET] "
               "[--mirrored] [--base-a] [--base-b] [--json] [--record FILE]\nlevels: random simple camper marjj beginner casual strong expert\n",
               why);
  return 2;
}

}  // namespace

int cmdArena(const QStringList& args) {
  ai::ArenaConfig cfg;
  bool json = false;
  QString recordPath, rulesName = QStringLiteral("standard");
  for (int i = 0; i < args.size(); ++i) {
    const QString& a = args[i];
    auto value = [&]() -> QString { return i + 1 < args.size() ? args[++i] : QString(); };
    if (a == QLatin1String("--a") || a == QLatin1String("--b")) {
      const QString name = value();
      const auto level = ai::levelFromName(name.toStdString());
      if (!level) return usage(qPrintable(QStringLiteral("unknown level '%1'").arg(name)));
      (a == QLatin1String("--a") ? cfg.a : cfg.b) = *level;
    } else if (a == QLatin1String("--games")) {
      bool ok = false;
      cfg.games = value().toInt(&ok);
      if (!ok || cfg.games <= 0) return usage("--games needs a positive number");
    } else if (a == QLatin1String("--seed")) {
      bool ok = false;
      cfg.seed = value().toULongLong(&ok);
      if (!ok) return usage("--seed needs a number");
    } else if (a == QLatin1String("--rules")) {
      rulesName = value();
      if (!preset(rulesName.toStdString(), cfg.rules)) return usage(qPrintable(QStringLiteral("unknown rules preset '%1'").arg(rulesName)));
    } else if (a == QLatin1String("--mirrored")) {
      cfg.mirrored = true;
    } else if (a == QLatin1String("--base") || a == QLatin1String("--base-a")) {
      cfg.baseA = true;
    } else if (a == QLatin1String("--base-b")) {
      cfg.baseB = true;
    } else if (a == QLatin1String("--json")) {
      json = true;
    } else if (a == QLatin1String("--record")) {
      recordPath = value();
      if (recordPath.isEmpty()) return usage("--record needs a file name");
    } else {
      return usage(qPrintable(QStringLiteral("unknown option '%1'").arg(a)));
    }
  }
  if (cfg.rules.players != 2) return usage("the arena seats two players; choose a two-player preset");

  QFile record(recordPath);
  if (!recordPath.isEmpty() && !record.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
    std::fprintf(stderr, "arena: cannot write %s\n", qPrintable(recordPath));
    return 1;
  }
  ai::HandCallback onHand;
  if (record.isOpen())
    onHand = [&](const ai::HandInfo& info, const HandState& dealt, const HandState& done) {
      record.write(QJsonDocument(handRecord(info, cfg, dealt, done)).toJson(QJsonDocument::Compact));
      record.write("\n");
    };
  const ai::ArenaResult r = ai::runArena(cfg, onHand);
  double low = 0, high = 0;
  r.interval(low, high);
  const char* na = ai::levelName(cfg.a);
  const char* nb = ai::levelName(cfg.b);
  const int scored = r.scoredHands();
  auto perHand = [&](long pts) { return scored ? static_cast<double>(pts) / scored : 0.0; };

  std::printf("arena: A=%s%s vs B=%s%s, rules %s, %d games%s, seed %llu\n", na, cfg.baseA ? " (heuristic base)" : "", nb,
              cfg.baseB ? " (heuristic base)" : "", qPrintable(rulesName), r.games,
              cfg.mirrored ? " (mirrored pairs)" : "", static_cast<unsigned long long>(cfg.seed));
  std::printf("games won: A %d, B %d, ties %d; A's share %.1f%% (95%% interval %.1f-%.1f%%%s)\n", r.a.games, r.b.games,
              r.ties, 100 * r.shareA(), 100 * low, 100 * high, cfg.mirrored ? ", pair-clustered Wilson" : ", Wilson");
  std::printf("hands: %d (%d scored, %d drawn), %.0f hands per second\n", r.hands, scored, r.drawnHands,
              r.seconds > 0 ? r.hands / r.seconds : 0.0);
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
  return 0;
}
