// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The cheap strength gate: fixed seeds, eaai rules, mirrored deals. A change that weakens the casual
// level or the heuristic the search levels build on (or makes the beginner stronger than the research baseline) fails here. Thresholds sit a few
// points under the measured lower bounds (docs/ai.md), so only a real regression trips them.
#include <QtTest>

#include "ai/arena.h"
#include "ai/table.h"

using namespace gin;
using namespace gin::ai;

namespace {
ArenaResult play(Level a, Level b, int deals, std::uint64_t seed, bool baseA = false, bool baseB = false) {
  ArenaConfig cfg;
  cfg.baseA = baseA;
  cfg.baseB = baseB;
  cfg.a = a;
  cfg.b = b;
  cfg.games = deals;
  cfg.seed = seed;
  cfg.mirrored = true;
  preset("eaai", cfg.rules);
  const ArenaResult r = runArena(cfg);
  // A refused action is a player bug (the arena plays the engine's first legal action instead): it
  // fails whichever test ran the arena (failOnWarning in init()).
  if (r.a.refused || r.b.refused) qWarning("refused actions: %s %d, %s %d", levelName(a), r.a.refused, levelName(b), r.b.refused);
  return r;
}
QByteArray describe(const ArenaResult& r) {
  double lo = 0, hi = 0;
  r.interval(lo, hi);
  return QStringLiteral("share %1 (%2-%3) over %4 games, %5 hands, net %6 points per scored hand")
      .arg(r.shareA(), 0, 'f', 3).arg(lo, 0, 'f', 3).arg(hi, 0, 'f', 3).arg(r.games).arg(r.hands)
      .arg(r.netPointsPerHand(), 0, 'f', 2).toUtf8();
}
// A poker gin table of heuristics (base players), every deal once per seat rotation.
TableResult playTable(std::vector<Level> levels, int deals, std::uint64_t seed) {
  TableConfig cfg;
  cfg.levels = std::move(levels);
  cfg.deals = deals;
  cfg.seed = seed;
  cfg.base = true;
  preset("poker", cfg.rules);
  cfg.rules.players = static_cast<int>(cfg.levels.size());
  const TableResult r = runTable(cfg);
  for (const SideStats& s : r.seats)
    if (s.refused) qWarning("refused actions at the table: %d", s.refused);
  return r;
}
QByteArray describeTable(const TableResult& r) {
  QString t = QStringLiteral("%1 games, %2 hands:").arg(r.games).arg(r.hands);
  for (int e = 0; e < static_cast<int>(r.seats.size()); ++e) {
    double lo = 0, hi = 0;
    r.interval(e, lo, hi);
    t += QStringLiteral(" %1 (%2-%3)").arg(r.share(e), 0, 'f', 3).arg(lo, 0, 'f', 3).arg(hi, 0, 'f', 3);
  }
  return t.toUtf8();
}
double lowerBound(const TableResult& r, int e) {
  double lo = 0, hi = 0;
  r.interval(e, lo, hi);
  return lo;
}

}  // namespace

class TestAiStrength : public QObject {
  Q_OBJECT

 private slots:
  // A computer's action the engine refuses is a player bug: the warning fails the test function.
  void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("refused actions"))); }

  // Every level, every rules preset of two players: the engine never refuses a computer's action.
  void noLevelProposesARefusedAction() {
    const Level levels[] = {Level::Random, Level::Simple, Level::Camper, Level::Marjj,
                            Level::Beginner, Level::Casual, Level::Strong, Level::Expert};
    for (const std::string& name : presetNames()) {
      ArenaConfig cfg;
      preset(name, cfg.rules);
      if (cfg.rules.players != 2) continue;
      if (name == "oklahoma") cfg.rules.oklahomaAceRequiresGin = cfg.rules.oklahomaSpadeDoubles = true;
      for (Level a : levels) {
        cfg.a = a;
        cfg.b = levels[(static_cast<int>(a) + 3) % 8];
        // The search levels are slow: one short game each, under the preset with the most knock rules.
        const bool slow = a == Level::Strong || a == Level::Expert || cfg.b == Level::Strong || cfg.b == Level::Expert;
        if (slow && name != "oklahoma") continue;
        cfg.games = slow ? 1 : 4;
        cfg.rules.gameTarget = slow ? 25 : cfg.rules.gameTarget;
        cfg.seed = 77 + static_cast<int>(a);
        const ArenaResult r = runArena(cfg);
        QVERIFY2(r.a.refused == 0 && r.b.refused == 0,
                 qPrintable(QStringLiteral("%1: %2 %3, %4 %5").arg(QString::fromStdString(name), levelName(cfg.a))
                                .arg(r.a.refused).arg(levelName(cfg.b)).arg(r.b.refused)));
        QVERIFY(r.hands > 0);
      }
    }
  }
  // Wilson interval of 70 wins in 100 independent games: 60.4% to 78.1%.
  void wilsonInterval() {
    ArenaResult r;
    r.games = 100;
    r.a.games = 70;
    r.b.games = 30;
    for (int i = 0; i < 100; ++i) r.pairShare.push_back(i < 70 ? 1 : 0);
    double lo = 0, hi = 0;
    r.interval(lo, hi);
    QVERIFY2(std::abs(lo - 0.6041) < 0.001 && std::abs(hi - 0.7810) < 0.001, qPrintable(QStringLiteral("%1 %2").arg(lo).arg(hi)));
    // The same wins in 50 mirrored pairs that always agree carry the information of 50 games only.
    ArenaResult m = r;
    m.pairShare.clear();
    for (int i = 0; i < 50; ++i) m.pairShare.push_back(i < 35 ? 2 : 0);
    double mlo = 0, mhi = 0;
    m.interval(mlo, mhi);
    QVERIFY(mlo < lo - 0.02 && mhi > hi + 0.02);
  }

  void casualBeatsSimple() {
    const ArenaResult r = play(Level::Casual, Level::Simple, 500, 20240601);
    double lo = 0, hi = 0;
    r.interval(lo, hi);
    qInfo("casual vs simple: %s", describe(r).constData());
    QVERIFY2(lo > 0.56, describe(r).constData());
    QVERIFY2(r.netPointsPerHand() > 1.0, describe(r).constData());
  }

  // The heuristics under the search levels (their move whenever the search is not clearly better)
  // keep the ladder: strong's beats simple and casual, expert's beats strong's. Measured on these
  // seeds: expert's vs simple 74.7% (71.9-77.3), strong's vs simple 64.8% (61.8-67.7), strong's vs
  // casual 58.0% (54.9-61.0), expert's vs strong's 58.4% (55.3-61.4).
  void searchBasesKeepTheLadder() {
    const ArenaResult x = play(Level::Expert, Level::Simple, 500, 20240605, true);
    double lo = 0, hi = 0;
    x.interval(lo, hi);
    qInfo("expert's base vs simple: %s", describe(x).constData());
    QVERIFY2(lo > 0.68, describe(x).constData());
    QVERIFY2(x.netPointsPerHand() > 3.0, describe(x).constData());
    // It reads simple, an opponent that knocks any time with up to the limit (seen in its late knocks
    // of the earlier deals), and races it to low deadwood instead of gin; expert1's heuristic does
    // not: without that reading the two are the same player on every deal. Paired over these 500
    // deals +1.4 points when set (+4.4 over 3,000 deals of seed 3722, docs/ai.md).
    const ArenaResult x1 = play(Level::Expert1, Level::Simple, 500, 20240605, true);
    double gain = 0;
    for (std::size_t i = 0; i < x.pairShare.size() && i < x1.pairShare.size(); ++i) gain += (x.pairShare[i] - x1.pairShare[i]) / 2;
    gain /= static_cast<double>(x.pairShare.size());
    qInfo("expert1's base vs simple: %s; the Expert's paired gain %.2f points", describe(x1).constData(), 100 * gain);
    QVERIFY2(gain > 0.005, qPrintable(QString::number(100 * gain)));
    const ArenaResult r = play(Level::Strong, Level::Simple, 500, 20240605, true);
    r.interval(lo, hi);
    qInfo("strong's base vs simple: %s", describe(r).constData());
    QVERIFY2(lo > 0.58, describe(r).constData());
    const ArenaResult c = play(Level::Strong, Level::Casual, 500, 20240606, true);
    c.interval(lo, hi);
    qInfo("strong's base vs casual: %s", describe(c).constData());
    QVERIFY2(lo > 0.52, describe(c).constData());
    const ArenaResult e = play(Level::Expert, Level::Strong, 500, 20240607, true, true);
    e.interval(lo, hi);
    qInfo("expert's base vs strong's base: %s", describe(e).constData());
    QVERIFY2(lo > 0.52, describe(e).constData());
  }

  // Issue #17: the Expert's heuristic counts the gin outs of the cards it keeps and takes a pile card
  // when it scores better than the mean stock draw; expert0's heuristic does neither. On this seed
  // 55.6% (53.4-57.8) over 1,000 mirrored deals; without both changes the two heuristics are the same
  // player and every deal splits evenly (exactly 50%).
  void expertBaseBeatsExpert0Base() {
    const ArenaResult r = play(Level::Expert, Level::Expert0, 1000, 20261202, true, true);
    double lo = 0, hi = 0;
    r.interval(lo, hi);
    qInfo("expert's base vs expert0's base: %s", describe(r).constData());
    QVERIFY2(lo > 0.52, describe(r).constData());
  }

  // The reference opponents as published: marjj (MARJJ v5) beat simple 75.8% of games under the
  // challenge's rules, ours 77.1% (76.0-78.1) over 3,000 pairs; camper never knocks (gin or undercut).
  void referenceOpponents() {
    const ArenaResult m = play(Level::Marjj, Level::Simple, 500, 20240608);
    double lo = 0, hi = 0;
    m.interval(lo, hi);
    qInfo("marjj vs simple: %s", describe(m).constData());
    QVERIFY2(lo > 0.70 && hi > 0.758, describe(m).constData());
    const ArenaResult c = play(Level::Camper, Level::Simple, 200, 20240609);
    QCOMPARE(c.a.knocks, 0);
    QVERIFY(c.a.gins > 0 && c.a.undercuts > 0);
  }

  // expert0 is the Expert as it played before the informed opponent model (commit 7c8775b), frozen.
  // Its games against casual (unchanged since) are those of main at 150fe3d, where expert0 still
  // played 7c8775b's Expert's games against simple to the point (`arena --a expert0 --b casual
  // --games 2 --seed 1717 --rules eaai --mirrored`).
  void expertReferenceIsFrozen() {
    const ArenaResult r = play(Level::Expert0, Level::Casual, 2, 1717);
    QCOMPARE(r.hands, 26);
    QCOMPARE(r.a.games, 2);
    QCOMPARE(r.a.points, 261L);
    QCOMPARE(r.b.points, 356L);
    QCOMPARE(r.a.knocks, 5);
    QCOMPARE(r.a.gins, 4);
    QCOMPARE(r.a.undercuts, 1);
    QCOMPARE(static_cast<int>(r.a.decisionMicros.size()), 333);
  }

  // expert1 is the Expert of commit 150fe3d, frozen: the same games against casual as that commit's
  // Expert (`arena --a expert --b casual --games 2 --seed 1718 --rules eaai --mirrored` there).
  void expertOneIsFrozen() {
    const ArenaResult r = play(Level::Expert1, Level::Casual, 2, 1718);
    QCOMPARE(r.hands, 21);
    QCOMPARE(r.a.games, 2);
    QCOMPARE(r.a.points, 348L);
    QCOMPARE(r.b.points, 237L);
    QCOMPARE(r.a.knocks, 4);
    QCOMPARE(r.a.gins, 5);
    QCOMPARE(r.a.undercuts, 1);
    QCOMPARE(static_cast<int>(r.a.decisionMicros.size()), 299);
  }

  // The Expert's search itself (not only its heuristic base), in a short run: 4 mirrored deals won 7
  // of 8 games and +5.7 points per scored hand when set; the gate sits well below (about 14 s of CPU).
  void expertSearchBeatsSimple() {
    const ArenaResult r = play(Level::Expert, Level::Simple, 4, 20240610);
    qInfo("expert vs simple: %s", describe(r).constData());
    QVERIFY2(r.a.games >= 5, describe(r).constData());
    QVERIFY2(r.netPointsPerHand() > 2.0, describe(r).constData());
  }

  void beginnerBelowSimple() {
    const ArenaResult r = play(Level::Beginner, Level::Simple, 300, 20240602);
    double lo = 0, hi = 0;
    r.interval(lo, hi);
    qInfo("beginner vs simple: %s", describe(r).constData());
    QVERIFY2(hi < 0.5, describe(r).constData());
  }

  void ladderAboveRandom() {
    for (Level l : {Level::Simple, Level::Beginner}) {
      const ArenaResult r = play(l, Level::Random, 50, 20240603);
      double lo = 0, hi = 0;
      r.interval(lo, hi);
      QVERIFY2(lo > 0.9, describe(r).constData());
    }
    const ArenaResult r = play(Level::Casual, Level::Beginner, 200, 20240604);
    double lo = 0, hi = 0;
    r.interval(lo, hi);
    qInfo("casual vs beginner: %s", describe(r).constData());
    QVERIFY2(lo > 0.62, describe(r).constData());
  }

  // Same seed, same games: the arena is reproducible.
  void reproducible() {
    const ArenaResult a = play(Level::Casual, Level::Marjj, 20, 7), b = play(Level::Casual, Level::Marjj, 20, 7);
    QCOMPARE(a.a.games, b.a.games);
    QCOMPARE(a.hands, b.hands);
    QCOMPARE(a.a.points, b.a.points);
    QCOMPARE(a.games, 40);
  }

  // Poker gin at a table of four (fair share 25%): casual over three beginners, the search levels'
  // heuristic over three casuals; three and five players keep the order. Thresholds a few points
  // under the lower bounds measured with these seeds (docs/ai.md).
  void pokerTable() {
    const TableResult cb = playTable({Level::Casual, Level::Beginner, Level::Beginner, Level::Beginner}, 150, 61);
    qInfo("casual vs 3 beginners: %s", describeTable(cb).constData());
    QVERIFY2(lowerBound(cb, 0) > 0.40, describeTable(cb).constData());
    const TableResult sc = playTable({Level::Strong, Level::Casual, Level::Casual, Level::Casual}, 400, 62);
    qInfo("strong's heuristic vs 3 casuals: %s", describeTable(sc).constData());
    QVERIFY2(lowerBound(sc, 0) > 0.31, describeTable(sc).constData());
    const TableResult t3 = playTable({Level::Strong, Level::Casual, Level::Beginner}, 150, 63);
    qInfo("3 players: %s", describeTable(t3).constData());
    QVERIFY2(t3.share(0) > t3.share(1) && t3.share(1) > t3.share(2), describeTable(t3).constData());
    const TableResult t5 = playTable({Level::Strong, Level::Casual, Level::Beginner, Level::Beginner, Level::Beginner}, 100, 64);
    qInfo("5 players: %s", describeTable(t5).constData());
    QVERIFY2(lowerBound(t5, 1) > 0.20, describeTable(t5).constData());
    QVERIFY2(t5.share(0) > t5.share(1), describeTable(t5).constData());
  }
};

QTEST_APPLESS_MAIN(TestAiStrength)
#include "tst_aistrength.moc"
