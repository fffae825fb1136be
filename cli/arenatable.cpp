// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli arena --levels L1,...,Ln: a poker gin table of 3 to 5 computer players. Every deal is
// played once per seat rotation; per level: match share with a deal-clustered 95% interval, points
// per hand, how its hands were won and its decision times.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

#include "ai/table.h"
#include "arenarecord.h"
#include "match.h"
#include "options.h"
#include "rules.h"

using namespace gin;

namespace {

struct TableOptions {
  ai::TableConfig cfg;
  QString rulesName = QStringLiteral("poker");
  QString recordPath;
  bool json = false;
};

// -1 to go on, else the exit status.
int parseTable(cliopt::Command& cmd, TableOptions& o) {
  const QCommandLineParser& p = cmd.parser();
  for (const char* other : {"a", "b", "mirrored", "base-a", "base", "base-b"})
    if (p.isSet(QLatin1String(other)))
      return cmd.refuse(QStringLiteral("--%1 is for two players; --levels seats every player").arg(QLatin1String(other)));
  if (!cmd.required({QStringLiteral("games"), QStringLiteral("seed")})) return cliopt::kUsage;
  const auto names = cmd.list(QStringLiteral("levels"), 3, 5);
  if (!names) return cliopt::kUsage;
  for (const QString& name : *names) {
    const auto level = ai::levelFromName(name.toStdString());
    if (!level) return cmd.refuse(QStringLiteral("unknown level '%1'").arg(name));
    o.cfg.levels.push_back(*level);
  }
  const auto games = cmd.integer(QStringLiteral("games"), 1, 100'000'000);
  if (!games) return cliopt::kUsage;
  o.cfg.deals = static_cast<int>(*games);
  if (p.isSet(QStringLiteral("first-deal"))) {
    const auto first = cmd.integer(QStringLiteral("first-deal"), 0, 100'000'000);
    if (!first) return cliopt::kUsage;
    o.cfg.firstDeal = static_cast<int>(*first);
  }
  const auto seed = cmd.unsignedValue(QStringLiteral("seed"));
  if (!seed) return cliopt::kUsage;
  o.cfg.seed = *seed;
  if (p.isSet(QStringLiteral("rules"))) o.rulesName = p.value(QStringLiteral("rules"));
  if (!preset(o.rulesName.toStdString(), o.cfg.rules))
    return cmd.refuse(QStringLiteral("unknown rules preset '%1'").arg(o.rulesName));
  if (!o.cfg.rules.poker)
    return cmd.refuse(QStringLiteral("a table of %1 plays poker gin; '%2' is a two-player preset").arg(names->size()).arg(o.rulesName));
  o.cfg.rules.players = static_cast<int>(names->size());
  o.json = p.isSet(QStringLiteral("json"));
  o.recordPath = p.value(QStringLiteral("record"));
  if (p.isSet(QStringLiteral("record")) && o.recordPath.isEmpty()) return cmd.refuse(QStringLiteral("--record needs a file name"));
  return -1;
}

QJsonObject seatJson(const ai::TableResult& r, int e, ai::Level level) {
  const ai::SideStats& s = r.seats[e];
  double low = 0, high = 0;
  r.interval(e, low, high);
  return QJsonObject{{"level", QString::fromLatin1(ai::levelName(level))},
                     {"share", r.share(e)},
                     {"share_low", low},
                     {"share_high", high},
                     {"points_per_hand", r.pointsPerHand(e)},
                     {"games", s.games},
                     {"knocks", s.knocks},
                     {"gins", s.gins},
                     {"undercuts", s.undercuts},
                     {"points", static_cast<double>(s.points)},
                     {"refused_actions", s.refused},
                     {"decisions", static_cast<double>(s.decisionMicros.size())},
                     {"decision_ms_p50", ai::percentile(s.decisionMicros, 50) / 1000.0},
                     {"decision_ms_p99", ai::percentile(s.decisionMicros, 99) / 1000.0}};
}

void printTable(const TableOptions& o, const ai::TableResult& r) {
  const int n = static_cast<int>(o.cfg.levels.size());
  std::printf("arena: table of %d, rules %s, %d deals x %d seat rotations = %d games, seed %llu", n,
              qPrintable(o.rulesName), o.cfg.deals, n, r.games, static_cast<unsigned long long>(o.cfg.seed));
  if (o.cfg.firstDeal) std::printf(", deals %d-%d", o.cfg.firstDeal, o.cfg.firstDeal + o.cfg.deals - 1);
  std::printf("\nhands: %d (%d scored, %d drawn), %.0f hands per second; shared wins %d, stalled games %d\n", r.hands,
              r.scoredHands(), r.drawnHands, r.seconds > 0 ? r.hands / r.seconds : 0.0, r.ties, r.stalledGames);
  for (int e = 0; e < n; ++e) {
    const ai::SideStats& s = r.seats[e];
    double low = 0, high = 0;
    r.interval(e, low, high);
    std::printf("%d %-8s share %5.1f%% (95%% interval %.1f-%.1f%%, clustered by deal), %.2f points per hand; "
                "hands won: %d knocks, %d gins, %d undercuts; decision time p50 %.3f ms, p99 %.3f ms\n",
                e + 1, ai::levelName(o.cfg.levels[e]), 100 * r.share(e), 100 * low, 100 * high, r.pointsPerHand(e),
                s.knocks, s.gins, s.undercuts, ai::percentile(s.decisionMicros, 50) / 1000.0,
                ai::percentile(s.decisionMicros, 99) / 1000.0);
    if (s.refused) std::printf("  refused actions (player bugs; the engine's first legal action was played): %d\n", s.refused);
  }
  if (!o.json) return;
  QJsonArray seats;
  for (int e = 0; e < n; ++e) seats.append(seatJson(r, e, o.cfg.levels[e]));
  const QJsonObject out{{"seats", seats},
                        {"players", n},
                        {"rules", o.rulesName},
                        {"seed", QString::number(o.cfg.seed)},
                        {"deals", o.cfg.deals},
                        {"first_deal", o.cfg.firstDeal},
                        {"games", r.games},
                        {"ties", r.ties},
                        {"stalled_games", r.stalledGames},
                        {"hands", r.hands},
                        {"scored_hands", r.scoredHands()},
                        {"drawn_hands", r.drawnHands},
                        {"hands_per_second", r.seconds > 0 ? r.hands / r.seconds : 0.0},
                        {"seconds", r.seconds}};
  std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
}

}  // namespace

int runArenaTable(cliopt::Command& cmd) {
  TableOptions o;
  if (const int status = parseTable(cmd, o); status >= 0) return status;
  QFile record(o.recordPath);
  if (!o.recordPath.isEmpty() && !record.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
    std::fprintf(stderr, "arena: cannot write %s\n", qPrintable(o.recordPath));
    return 1;
  }
  clijson::Buffer buf(1 << 17);
  clijson::Writer writer(buf);
  clijson::OutputFile out(record.isOpen() ? record.handle() : -1);
  ai::TableHandCallback onHand;
  if (record.isOpen())
    onHand = [&](const ai::TableHandInfo& info, const HandState& dealt, const HandState& done) {
      std::vector<const char*> seats;
      for (int e : info.entryAtSeat) seats.push_back(ai::levelName(o.cfg.levels[e]));
      writeHandRecord(writer, HandRecordInfo{info.game, info.hand, info.stalled, info.match, seats}, dealt, done);
      if (buf.size() >= (1 << 16)) out.write(buf);
    };
  const ai::TableResult r = ai::runTable(o.cfg, onHand);
  if (record.isOpen()) out.write(buf);
  printTable(o, r);
  if (record.isOpen() && out.failed()) {
    std::fprintf(stderr, "ginrummy-cli arena: cannot write %s: %s\n", qPrintable(o.recordPath), out.error().c_str());
    return 1;
  }
  return cliopt::finish("arena", 0);
}
