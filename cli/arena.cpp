// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "arenarecord.h"
#include "commands.h"
#include "json.h"
#include "jsonwriter.h"
#include "match.h"
#include "options.h"
#include "rules.h"

using namespace gin;

namespace {

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
int parseArenaOptions(const QStringList& args, ai::ArenaConfig& cfg, bool& json, QString& recordPath, QString& rulesName,
                      bool& table) {
  cliopt::Command cmd("arena", "(--a LEVEL --b LEVEL | --levels L1,...,Ln) --games N --seed S [options]",
                      "Computer against computer over full games: win share with its 95% interval, hand statistics\n"
                      "and decision times. Levels: random simple camper marjj beginner casual strong expert, and expert0, expert1\n"
                      "(earlier Experts kept as references).\n"
                      "--levels seats 3 to 5 players at a poker gin table, every deal played once per seat rotation.");
  const auto opt = [](const char* name, const char* text, const char* valueName = nullptr) {
    return valueName ? QCommandLineOption(QLatin1String(name), QLatin1String(text), QLatin1String(valueName))
                     : QCommandLineOption(QLatin1String(name), QLatin1String(text));
  };
  cmd.add(opt("a", "Level of player A.", "LEVEL"));
  cmd.add(opt("b", "Level of player B.", "LEVEL"));
  cmd.spellLong({QStringLiteral("a"), QStringLiteral("b")});
  cmd.add(opt("games", "Games to play (each mirrored pair counts two).", "N"));
  cmd.add(opt("seed", "Seed of the deals and the players.", "S"));
  cmd.add(opt("rules", "Rules preset (default standard; with --levels: poker).", "PRESET"));
  cmd.add(opt("mirrored", "Play every deal twice with the seats swapped."));
  cmd.add(opt("first-deal", "Start at this deal, to play one long run in chunks (default 0).", "N"));
  cmd.add(opt("base-a", "Player A plays its heuristic base, without search."));
  QCommandLineOption base = opt("base", "Same as --base-a.");
  base.setFlags(QCommandLineOption::HiddenFromHelp);
  cmd.add(base);
  cmd.add(opt("base-b", "Player B plays its heuristic base, without search."));
  cmd.add(opt("json", "Add the results as one JSON line (for arena-merge)."));
  cmd.add(opt("record", "Write every hand as one JSON line to FILE.", "FILE"));
  cmd.add(opt("levels", "A table of 3 to 5 levels, comma-separated (instead of --a and --b).", "L1,...,Ln"));
  if (const auto stop = cmd.parse(args)) return *stop;
  const QCommandLineParser& p = cmd.parser();
  if (p.isSet(QStringLiteral("levels"))) {
    table = true;
    return runArenaTable(cmd);
  }
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
  bool json = false, table = false;
  QString recordPath, rulesName = QStringLiteral("standard");
  if (const int status = parseArenaOptions(args, cfg, json, recordPath, rulesName, table); status >= 0 || table)
    return status;

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
      const std::vector<const char*> seats{ai::levelName(info.seatOfA == 0 ? cfg.a : cfg.b),
                                           ai::levelName(info.seatOfA == 1 ? cfg.a : cfg.b)};
      writeHandRecord(recordWriter, HandRecordInfo{info.game, info.hand, info.stalled, info.match, seats}, dealt, done);
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
