// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The score sheet model, cell by cell, against the hand-computed sheets in sheetfixtures.h.
#include <QtTest>

#include "sheet/scoresheetmodel.h"
#include "sheetfixtures.h"

using fixtures::names2;
using SM = ScoreSheetModel;

namespace {

QString cell(const SM& m, int row, int col) { return m.index(row, col).data().toString(); }
QVariant value(const SM& m, int row, int col) { return m.index(row, col).data(SM::ValueRole); }
QString num(int n) { return QLocale().toString(n); }

// One hand row of a two-player straight sheet: every column.
void checkStraightRow(const SM& m, int row, const QString& dealer, const QString& result, QList<QVariant> cells) {
  QCOMPARE(cell(m, row, 0), num(row + 1));
  QCOMPARE(cell(m, row, 1), dealer);
  QCOMPARE(cell(m, row, 2), result);
  // Deadwood Ann, Bob; points Ann, Bob; running total Ann, Bob.
  const int cols[] = {m.deadwoodColumn(0), m.deadwoodColumn(1), m.pointsColumn(0),
                      m.pointsColumn(1),   m.totalColumn(0),    m.totalColumn(1)};
  for (int i = 0; i < 6; ++i) {
    QCOMPARE(value(m, row, cols[i]), cells[i]);
    QCOMPARE(cell(m, row, cols[i]), cells[i].isValid() ? num(cells[i].toInt()) : QString());
  }
}


// Plays a whole match with a simple greedy player (knock at 10 or less, otherwise keep the least deadwood).
gin::ScoreSheet playMatch(const gin::Rules& rules, std::uint64_t seed) {
  gin::Match match(rules, seed);
  for (int guard = 0; guard < 200000 && !match.over(); ++guard) {
    gin::HandState& h = match.hand();
    if (h.over()) {
      match.nextHand();
      continue;
    }
    const auto legal = h.legalActions();
    const gin::Action* pick = &legal.front();
    if (h.phase() == gin::Phase::Draw) {
      pick = &legal.front();  // the stock
    } else if (h.phase() == gin::Phase::Discard) {
      int best = 1000;
      for (const gin::Action& a : legal) {
        const int dw = a.type == gin::ActionType::BigGin ? -1 : h.deadwoodAfterDiscard(a.card);
        const int score = a.type == gin::ActionType::Discard ? dw * 2 + 1 : (dw <= 10 ? dw * 2 : 1000);
        if (score < best) best = score, pick = &a;
      }
    } else if (h.phase() == gin::Phase::FirstUpcard) {
      pick = &legal.back();  // pass
    }
    if (match.apply(h.toAct(), *pick) != gin::Reject::Ok) qFatal("engine refused a legal action");
  }
  return match.sheet();
}

}  // namespace

class TestScoreSheetModel : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom)); }

  void straightColumns() {
    SM m;
    m.setSheet(fixtures::straightGame(), names2());
    QCOMPARE(m.columnCount(), 9);
    const QStringList names = {"Hand", "Dealer", "Result", "Ann", "Bob", "Ann", "Bob", "Ann", "Bob"};
    const QStringList groups = {"", "", "", "Deadwood", "Deadwood", "Points", "Points", "Running total", "Running total"};
    for (int c = 0; c < 9; ++c) {
      QCOMPARE(m.headerData(c, Qt::Horizontal, SM::NameRole).toString(), names[c]);
      QCOMPARE(m.headerData(c, Qt::Horizontal, SM::GroupRole).toString(), groups[c]);
    }
    QCOMPARE(m.headerData(3, Qt::Horizontal).toString(), QString("Deadwood\nAnn"));
    // One line for a screen reader (Orca said "Deadwood Ann", run together), and a column without a group as it is.
    QCOMPARE(m.headerData(3, Qt::Horizontal, Qt::AccessibleTextRole).toString(), QString("Deadwood, Ann"));
    QCOMPARE(m.headerData(0, Qt::Horizontal, Qt::AccessibleTextRole).toString(), QString("Hand"));
    QCOMPARE(m.variantName(), QString("Standard gin"));
    gin::Rules eaai;  // the tournament's rules say so, to any target
    QVERIFY(gin::preset("eaai", eaai));
    eaai.gameTarget = 25;
    SM t;
    t.setSheet(fixtures::shutoutGame(eaai), names2());
    QCOMPARE(t.variantName(), QString("Tournament gin (EAAI)"));
    QCOMPARE(m.playersLine(), QString("Players: Ann and Bob"));
    QVERIFY(m.rulesSummary().contains("game to 100"));
    QVERIFY(m.rulesSummary().contains("big gin bonus 31"));
    QVERIFY(m.rulesSummary().contains("shutout game bonus 200"));
  }

  void straightHandByHand() {
    SM m;
    const QVariant none;
    // After each hand the sheet grows by one row and earlier rows keep their values.
    for (int hands = 1; hands <= 5; ++hands) {
      m.setSheet(fixtures::straightGame(hands), names2());
      QCOMPARE(m.handRowCount(), hands);
      QCOMPARE(m.rowCount(), hands + 7);  // 7 footer rows for the default rules
      checkStraightRow(m, 0, "Ann", "knock (Ann)", {5, 20, 15, none, 15, 0});
      if (hands >= 2) checkStraightRow(m, 1, "Bob", "drawn hand", {none, none, none, none, 15, 0});
      if (hands >= 3) checkStraightRow(m, 2, "Bob", "gin (Bob)", {12, 0, none, 37, 15, 37});
      if (hands >= 4) checkStraightRow(m, 3, "Ann", "undercut (Ann)", {6, 8, 27, none, 42, 37});
      if (hands >= 5) checkStraightRow(m, 4, "Bob", "big gin (Ann)", {0, 30, 61, none, 103, 37});
    }
  }

  // What a screen reader says of each cell: Orca reads a whole row as the row changes, and bare numbers
  // ("1. Ann. knock (Ann). 5. 20. 15.") said nothing of what they were (a blind player's play-test).
  void cellsSayWhatTheirNumbersAre() {
    SM m;
    m.setSheet(fixtures::straightGame(4), names2());
    const auto spoken = [&m](int row, int col) { return m.index(row, col).data(Qt::AccessibleTextRole).toString(); };
    QCOMPARE(spoken(0, 0), QString("Hand 1"));
    QCOMPARE(spoken(0, m.dealerColumn()), QString("Dealer Ann"));
    QCOMPARE(spoken(0, 2), QString("knock (Ann)"));
    QCOMPARE(spoken(0, m.deadwoodColumn(1)), QString("Deadwood, Bob 20"));
    QCOMPARE(spoken(0, m.pointsColumn(0)), QString("Points, Ann 15"));
    QCOMPARE(spoken(0, m.pointsColumn(1)), QString());  // an empty cell says nothing
    QCOMPARE(spoken(3, m.totalColumn(0)), QString("Running total, Ann 42"));
    // A footer's label says what its numbers are; each number names its player.
    const int won = m.footerRow(SM::HandsWon);
    QCOMPARE(spoken(won, 0), QString("Hands won"));
    QCOMPARE(spoken(won, m.valueColumn(0, 0)), QString("Ann 2"));
    QCOMPARE(spoken(won, m.valueColumn(0, 1)), QString("Bob 1"));
    // Hollywood's footers lie under three games' columns: the game too.
    SM h;
    h.setSheet(fixtures::hollywoodMatch(), names2());
    const int hw = h.footerRow(SM::HandsWon);
    QCOMPARE(h.index(hw, h.gameColumn(1, 1)).data(Qt::AccessibleTextRole).toString(),
             QString("Game 2, Bob %1").arg(cell(h, hw, h.gameColumn(1, 1))));
    QCOMPARE(h.index(0, h.gameColumn(0, 0)).data(Qt::AccessibleTextRole).toString(), QString("Game 1, Ann 20"));
    // A game's note says which game it is of (game 1 is closed and settled in this match).
    const int settled = h.footerRow(SM::Settlement);
    QVERIFY(!cell(h, settled, h.gameColumn(0, 0)).isEmpty());
    QCOMPARE(h.index(settled, h.gameColumn(0, 0)).data(Qt::AccessibleTextRole).toString(),
             QString("Game 1, ") + cell(h, settled, h.gameColumn(0, 0)));
    // A hot seat's numbered names keep apart from their numbers ("Player 2 20" ran together).
    SM hot;
    hot.setSheet(fixtures::straightGame(4), {QString("Player 1"), QString("Player 2")});
    QCOMPARE(hot.index(0, hot.deadwoodColumn(1)).data(Qt::AccessibleTextRole).toString(), QString("Deadwood, Player 2: 20"));
    QCOMPARE(hot.index(hot.footerRow(SM::HandsWon), hot.valueColumn(0, 0)).data(Qt::AccessibleTextRole).toString(), QString("Player 1: 2"));
    // Poker gin's "Won from" column says so.
    SM p;
    p.setSheet(fixtures::pokerGame(), fixtures::names3());
    QCOMPARE(p.index(0, p.wonFromColumn()).data(Qt::AccessibleTextRole).toString(), QString("Won from Ann 9 and Cara 17"));
  }

  void straightOpenGameHasNoSettlement() {
    SM m;
    m.setSheet(fixtures::straightGame(4), names2());
    const int a = m.valueColumn(0, 0), b = m.valueColumn(0, 1);
    QCOMPARE(value(m, m.footerRow(SM::HandPoints), a).toInt(), 42);
    QCOMPARE(value(m, m.footerRow(SM::HandPoints), b).toInt(), 37);
    // Hands won are counted as the game goes (Ann's knock and undercut, Bob's gin); no bonus yet.
    QCOMPARE(value(m, m.footerRow(SM::HandsWon), a).toInt(), 2);
    QCOMPARE(value(m, m.footerRow(SM::HandsWon), b).toInt(), 1);
    for (SM::Footer f : {SM::BoxBonus, SM::GameBonus, SM::Total}) {
      QVERIFY(!value(m, m.footerRow(f), a).isValid());
      QVERIFY(cell(m, m.footerRow(f), b).isEmpty());
    }
    QVERIFY(cell(m, m.footerRow(SM::Settlement), a).isEmpty());
    QVERIFY(cell(m, m.footerRow(SM::Shutout), a).isEmpty());
  }

  void straightSettlement() {
    SM m;
    m.setSheet(fixtures::straightGame(), names2());
    const int a = m.valueColumn(0, 0), b = m.valueColumn(0, 1);
    QCOMPARE(a, m.totalColumn(0));
    QCOMPARE(m.footerRow(SM::HandPoints), 5);
    QCOMPARE(m.footerRow(SM::Doubling), -1);   // only with the "double hand points" shutout rule
    QCOMPARE(m.footerRow(SM::ClosedAfter), -1);  // Hollywood only
    const QList<std::tuple<SM::Footer, int, int>> expected = {
        {SM::HandPoints, 103, 37}, {SM::HandsWon, 3, 1}, {SM::BoxBonus, 75, 25},
        {SM::GameBonus, 100, 0},   {SM::Total, 278, 62},
    };
    for (const auto& [f, va, vb] : expected) {
      QCOMPARE(value(m, m.footerRow(f), a).toInt(), va);
      QCOMPARE(value(m, m.footerRow(f), b).toInt(), vb);
    }
    // Labels span every column left of the totals; notes span both totals.
    const int total = m.footerRow(SM::Total);
    QCOMPARE(cell(m, total, 0), QString("Total"));
    QCOMPARE(m.index(total, 0).data(SM::SpanRole).toInt(), a);
    for (int c = 1; c < a; ++c) QCOMPARE(m.index(total, c).data(SM::SpanRole).toInt(), 0);
    QCOMPARE(cell(m, m.footerRow(SM::BoxBonus), 0), QString("Box bonus"));
    const int settle = m.footerRow(SM::Settlement);
    QCOMPARE(m.index(settle, a).data(SM::SpanRole).toInt(), 2);
    QCOMPARE(m.index(settle, b).data(SM::SpanRole).toInt(), 0);
    QCOMPARE(cell(m, settle, a), QString("216 to Ann"));
    QCOMPARE(cell(m, m.footerRow(SM::Shutout), a), QString("no"));
    QCOMPARE(m.index(total, a).data(Qt::FontRole).value<QFont>().bold(), true);
  }

  void shutout_data() {
    QTest::addColumn<int>("rule");
    QTest::addColumn<bool>("doubleSettlement");
    QTest::addColumn<QString>("note");
    QTest::addColumn<int>("doubling");
    QTest::addColumn<int>("gameBonus");
    QTest::addColumn<int>("total");
    QTest::addColumn<QString>("settlement");
    // Hand points 105, box 3 x 25 = 75.
    QTest::newRow("big game bonus") << int(gin::ShutoutRule::BigGameBonus) << true << "yes: game bonus 200" << -1
                                    << 200 << 380 << "380 × 2 = 760 to Ann (shutout)";
    QTest::newRow("double hand points") << int(gin::ShutoutRule::DoubleHandPoints) << true
                                        << "yes: hand points doubled" << 105 << 100 << 385
                                        << "385 × 2 = 770 to Ann (shutout)";
    QTest::newRow("settlement not doubled") << int(gin::ShutoutRule::BigGameBonus) << false << "yes: game bonus 200"
                                            << -1 << 200 << 380 << "380 to Ann";
  }

  void shutout() {
    QFETCH(int, rule);
    QFETCH(bool, doubleSettlement);
    gin::Rules rules;
    rules.shutoutRule = static_cast<gin::ShutoutRule>(rule);
    rules.doubleSettlementOnShutout = doubleSettlement;
    SM m;
    m.setSheet(fixtures::shutoutGame(rules), names2());
    const int a = m.valueColumn(0, 0), b = m.valueColumn(0, 1);
    QTEST(cell(m, m.footerRow(SM::Shutout), a), "note");
    QFETCH(int, doubling);
    if (doubling < 0) {
      QCOMPARE(m.footerRow(SM::Doubling), -1);
    } else {
      QCOMPARE(value(m, m.footerRow(SM::Doubling), a).toInt(), doubling);
      QCOMPARE(value(m, m.footerRow(SM::Doubling), b).toInt(), 0);
    }
    QCOMPARE(value(m, m.footerRow(SM::HandsWon), b).toInt(), 0);
    QCOMPARE(value(m, m.footerRow(SM::BoxBonus), a).toInt(), 75);
    QTEST(value(m, m.footerRow(SM::GameBonus), a).toInt(), "gameBonus");
    QTEST(value(m, m.footerRow(SM::Total), a).toInt(), "total");
    QCOMPARE(value(m, m.footerRow(SM::Total), b).toInt(), 0);
    QTEST(cell(m, m.footerRow(SM::Settlement), a), "settlement");
  }

  void hollywoodColumnsAndEntries() {
    SM m;
    m.setSheet(fixtures::hollywoodMatch(), names2());
    QCOMPARE(m.columnCount(), 9);
    QCOMPARE(m.variantName(), QString("Hollywood gin"));
    for (int g = 0; g < 3; ++g)
      for (int s = 0; s < 2; ++s) {
        const int c = m.gameColumn(g, s);
        QCOMPARE(c, 3 + g * 2 + s);  // grouped by game: Game 1 Ann, Game 1 Bob, Game 2 Ann...
        QCOMPARE(m.headerData(c, Qt::Horizontal, SM::GroupRole).toString(), QString("Game %1").arg(g + 1));
        QCOMPARE(m.headerData(c, Qt::Horizontal, SM::NameRole).toString(), names2()[s]);
        QCOMPARE(m.valueColumn(g, s), c);
      }
    QCOMPARE(m.deadwoodColumn(0), -1);
    QCOMPARE(m.totalColumn(0), -1);
    // Entries per hand: {G1 Ann, G1 Bob, G2 Ann, G2 Bob, G3 Ann, G3 Bob}; 0 = no entry.
    const int entries[8][6] = {
        {20, 0, 0, 0, 0, 0},   // Ann's 1st win: game 1
        {0, 10, 0, 0, 0, 0},   // Bob's 1st win: game 1
        {40, 0, 40, 0, 0, 0},  // Ann's 2nd win: games 1 and 2
        {30, 0, 30, 0, 30, 0}, // Ann's 3rd win: games 1, 2 and 3
        {15, 0, 15, 0, 15, 0}, // game 1 closes: 105
        {0, 0, 0, 30, 0, 0},   // Bob's 2nd win: game 2 only, game 1 is closed
        {0, 0, 50, 0, 50, 0},  // game 2 closes: 135
        {0, 0, 0, 0, 5, 0},    // game 3 closes: 100
    };
    // Each result names its winner (the points' columns scroll out of sight beside a small table).
    const char* results[8] = {"knock (Ann)", "knock (Bob)", "gin (Ann)", "knock (Ann)", "knock (Ann)", "undercut (Bob)", "big gin (Ann)", "knock (Ann)"};
    for (int h = 0; h < 8; ++h) {
      QCOMPARE(cell(m, h, 0), num(h + 1));
      QCOMPARE(cell(m, h, 1), names2()[h % 2]);
      QCOMPARE(cell(m, h, 2), QString(results[h]));
      for (int i = 0; i < 6; ++i) {
        const int c = m.gameColumn(i / 2, i % 2);
        QCOMPARE(value(m, h, c), entries[h][i] ? QVariant(entries[h][i]) : QVariant());
      }
    }
  }

  void hollywoodClosedGames() {
    SM m;
    m.setSheet(fixtures::hollywoodMatch(), names2());
    const int closedAfter[3] = {5, 7, 8};
    for (int g = 0; g < 3; ++g)
      for (int s = 0; s < 2; ++s) {
        const int c = m.gameColumn(g, s);
        for (int h = 0; h < 8; ++h) {
          QCOMPARE(m.index(h, c).data(SM::ClosedRole).toBool(), h + 1 > closedAfter[g]);
          QCOMPARE(m.index(h, c).data(SM::RuleBelowRole).toBool(), h + 1 == closedAfter[g]);
          QCOMPARE(m.index(h, c).data(Qt::BackgroundRole).isValid(), h + 1 > closedAfter[g]);
        }
      }
    const int row = m.footerRow(SM::ClosedAfter);
    for (int g = 0; g < 3; ++g) {
      QCOMPARE(cell(m, row, m.gameColumn(g, 0)), QString("closed after hand %1").arg(closedAfter[g]));
      QCOMPARE(m.index(row, m.gameColumn(g, 0)).data(SM::SpanRole).toInt(), 2);
      QCOMPARE(m.index(row, m.gameColumn(g, 1)).data(SM::SpanRole).toInt(), 0);
    }
  }

  void hollywoodSettlements() {
    SM m;
    m.setSheet(fixtures::hollywoodMatch(), names2());
    // Per game {Ann, Bob}.
    const int handPoints[3][2] = {{105, 10}, {135, 30}, {100, 0}};
    const int won[3][2] = {{4, 1}, {4, 1}, {4, 0}};
    const int box[3][2] = {{100, 25}, {100, 25}, {100, 0}};
    const int game[3][2] = {{100, 0}, {100, 0}, {200, 0}};
    const int total[3][2] = {{305, 35}, {335, 55}, {400, 0}};
    const char* shutout[3] = {"no", "no", "yes: game bonus 200"};
    const char* settlement[3] = {"270 to Ann", "280 to Ann", "400 × 2 = 800 to Ann (shutout)"};
    for (int g = 0; g < 3; ++g) {
      for (int s = 0; s < 2; ++s) {
        const int c = m.gameColumn(g, s);
        QCOMPARE(value(m, m.footerRow(SM::HandPoints), c).toInt(), handPoints[g][s]);
        QCOMPARE(value(m, m.footerRow(SM::HandsWon), c).toInt(), won[g][s]);
        QCOMPARE(value(m, m.footerRow(SM::BoxBonus), c).toInt(), box[g][s]);
        QCOMPARE(value(m, m.footerRow(SM::GameBonus), c).toInt(), game[g][s]);
        QCOMPARE(value(m, m.footerRow(SM::Total), c).toInt(), total[g][s]);
      }
      QCOMPARE(cell(m, m.footerRow(SM::Shutout), m.gameColumn(g, 0)), QString(shutout[g]));
      QCOMPARE(cell(m, m.footerRow(SM::Settlement), m.gameColumn(g, 0)), QString(settlement[g]));
    }
    // The match result spans all six game columns: 270 + 280 + 800.
    const int mr = m.footerRow(SM::MatchResult);
    QCOMPARE(mr, m.rowCount() - 1);
    QCOMPARE(m.index(mr, 3).data(SM::SpanRole).toInt(), 6);
    QCOMPARE(cell(m, mr, 3), QString("Match winner: Ann, by 1,350"));
  }

  void hollywoodMidMatch() {
    // After hand 5 only game 1 is closed: it is settled, the others are open and unsettled.
    SM m;
    m.setSheet(fixtures::hollywoodMatch(5), names2());
    const int closedRow = m.footerRow(SM::ClosedAfter), settle = m.footerRow(SM::Settlement);
    QCOMPARE(cell(m, closedRow, m.gameColumn(0, 0)), QString("closed after hand 5"));
    QCOMPARE(cell(m, closedRow, m.gameColumn(1, 0)), QString("open"));
    QCOMPARE(cell(m, settle, m.gameColumn(0, 0)), QString("270 to Ann"));
    QVERIFY(cell(m, settle, m.gameColumn(1, 0)).isEmpty());
    QCOMPARE(value(m, m.footerRow(SM::HandPoints), m.gameColumn(1, 0)).toInt(), 85);
    QCOMPARE(value(m, m.footerRow(SM::HandPoints), m.gameColumn(2, 0)).toInt(), 45);
    QVERIFY(!value(m, m.footerRow(SM::Total), m.gameColumn(2, 0)).isValid());
    // Hands won so far in the open games: Ann's 2nd to 4th wins in game 2, her 3rd and 4th in game 3.
    QCOMPARE(value(m, m.footerRow(SM::HandsWon), m.gameColumn(1, 0)).toInt(), 3);
    QCOMPARE(value(m, m.footerRow(SM::HandsWon), m.gameColumn(2, 0)).toInt(), 2);
    QCOMPARE(value(m, m.footerRow(SM::HandsWon), m.gameColumn(2, 1)).toInt(), 0);
    QVERIFY(!value(m, m.footerRow(SM::BoxBonus), m.gameColumn(1, 0)).isValid());
    QVERIFY(cell(m, m.footerRow(SM::MatchResult), 3).isEmpty());
    QVERIFY(m.index(4, m.gameColumn(0, 1)).data(SM::RuleBelowRole).toBool());
  }

  void poker() {
    SM m;
    m.setSheet(fixtures::pokerGame(), fixtures::names3());
    QCOMPARE(m.variantName(), QString("Poker gin rummy, 3 players"));
    QCOMPARE(m.columnCount(), 4 + 3 * 3);
    QCOMPARE(m.wonFromColumn(), 3);
    QCOMPARE(m.headerData(3, Qt::Horizontal).toString(), QString("Won from"));
    QCOMPARE(m.footerRow(SM::BoxBonus), -1);  // no game-end bonuses in poker gin
    const char* dealers[3] = {"Ann", "Bob", "Ann"};
    const char* results[3] = {"knock (Bob)", "undercut (Ann)", "gin (Ann)"};
    const char* wonFrom[3] = {"Ann 9 and Cara 17", "Bob 1 and Cara 3", "Bob 30 and Cara 45"};
    // {deadwood x3, points x3 (0 = none), running totals x3}
    const int rows[3][9] = {
        {12, 3, 20, 0, 26, 0, 0, 26, 0},
        {5, 6, 8, 14, 10, 0, 14, 36, 0},
        {0, 30, 45, 100, 0, 0, 114, 36, 0},
    };
    for (int h = 0; h < 3; ++h) {
      QCOMPARE(cell(m, h, 1), QString(dealers[h]));
      QCOMPARE(cell(m, h, 2), QString(results[h]));
      QCOMPARE(cell(m, h, 3), QString(wonFrom[h]));
      for (int s = 0; s < 3; ++s) {
        QCOMPARE(value(m, h, m.deadwoodColumn(s)).toInt(), rows[h][s]);
        const QVariant pts = value(m, h, m.pointsColumn(s));
        QCOMPARE(pts, rows[h][3 + s] ? QVariant(rows[h][3 + s]) : QVariant());
        QCOMPARE(value(m, h, m.totalColumn(s)).toInt(), rows[h][6 + s]);
      }
    }
    const int won[3] = {2, 1, 0}, total[3] = {114, 36, 0};
    for (int s = 0; s < 3; ++s) {
      QCOMPARE(value(m, m.footerRow(SM::HandsWon), m.valueColumn(0, s)).toInt(), won[s]);
      QCOMPARE(value(m, m.footerRow(SM::Total), m.valueColumn(0, s)).toInt(), total[s]);
    }
    QCOMPARE(cell(m, m.footerRow(SM::Settlement), m.valueColumn(0, 0)), QString("Winner: Ann, 114 points"));
    QCOMPARE(m.index(m.footerRow(SM::Settlement), m.valueColumn(0, 0)).data(SM::SpanRole).toInt(), 3);
    // Before the game closes there is no result yet.
    m.setSheet(fixtures::pokerGame(2), fixtures::names3());
    QVERIFY(cell(m, m.footerRow(SM::Settlement), m.valueColumn(0, 0)).isEmpty());
    QCOMPARE(value(m, m.footerRow(SM::Total), m.valueColumn(0, 1)).toInt(), 36);
  }

  void agreesWithAPlayedMatch_data() {
    QTest::addColumn<QString>("preset");
    for (const char* p : {"standard", "hollywood", "poker", "eaai"}) QTest::newRow(p) << QString(p);
  }

  // Whole matches played by the engine: every cell the model shows is what the engine's sheet says.
  void agreesWithAPlayedMatch() {
    QFETCH(QString, preset);
    gin::Rules rules;
    QVERIFY(gin::preset(preset.toStdString(), rules));
    const gin::ScoreSheet sheet = playMatch(rules, 20240531);
    QVERIFY(sheet.over());
    QStringList names;
    for (int s = 0; s < sheet.seats(); ++s) names << QString("P%1").arg(s + 1);
    SM m;
    m.setSheet(sheet, names);
    QCOMPARE(m.handRowCount(), int(sheet.hands().size()));
    std::vector<int> running(sheet.seats(), 0);
    for (const gin::SheetHand& h : sheet.hands()) {
      const int row = h.number - 1;
      QCOMPARE(cell(m, row, 1), names[h.dealer]);
      for (int s = 0; s < sheet.seats(); ++s) {
        for (int g = 0; g < sheet.games(); ++g) {
          const int e = sheet.entry(g, h.number, s);
          const int c = rules.hollywood ? m.gameColumn(g, s) : m.pointsColumn(s);
          QCOMPARE(value(m, row, c), e >= 0 ? QVariant(e) : QVariant());
          if (g == 0) running[s] += std::max(e, 0);
        }
        if (!rules.hollywood) QCOMPARE(value(m, row, m.totalColumn(s)).toInt(), running[s]);
      }
    }
    for (int g = 0; g < sheet.games(); ++g) {
      const gin::GameSettlement st = sheet.settle(g);
      for (int s = 0; s < sheet.seats(); ++s)
        QCOMPARE(value(m, m.footerRow(SM::Total), m.valueColumn(g, s)).toInt(), st.total[s]);
      if (!rules.poker && st.winner >= 0)
        QVERIFY(cell(m, m.footerRow(SM::Settlement), m.valueColumn(g, 0)).contains(num(st.settlement)));
    }
  }

  void oklahomaSpadeDoubling() {
    gin::Rules rules;
    rules.oklahoma = rules.oklahomaSpadeDoubles = true;
    gin::ScoreSheet sheet(rules);
    gin::HandResult r = fixtures::hand2(gin::Outcome::Knock, 1, 20, 4, 32);
    r.multiplier = 2;
    sheet.add(0, r);
    SM m;
    m.setSheet(sheet, names2());
    QCOMPARE(m.variantName(), QString("Oklahoma gin"));
    QCOMPARE(cell(m, 0, 2), QString("knock ×2 (Bob)"));
    QVERIFY(m.rulesSummary().contains("knock limit: value of the first upcard"));
    QVERIFY(m.rulesSummary().contains("a spade upcard doubles the hand"));
  }

  void blankSheet() {
    gin::Rules rules;
    rules.hollywood = true;
    SM m;
    m.setBlank(rules, names2(), 12);
    QVERIFY(m.isBlank());
    QCOMPARE(m.handRowCount(), 12);
    QCOMPARE(m.rowCount(), 12 + 9);
    for (int r = 0; r < m.rowCount(); ++r)
      for (int c = 0; c < m.columnCount(); ++c) {
        const QString text = cell(m, r, c);
        if (r < 12 && c == 0) QCOMPARE(text, num(r + 1));          // rows are numbered
        else if (r >= 12 && c == 0) QVERIFY(!text.isEmpty());      // footer labels
        else QVERIFY2(text.isEmpty(), qPrintable(QString("row %1 col %2: %3").arg(r).arg(c).arg(text)));
      }
    QCOMPARE(m.headerData(m.gameColumn(2, 1), Qt::Horizontal).toString(), QString("Game 3\nBob"));
    // Missing names fall back to numbered players.
    m.setBlank(gin::Rules{}, {}, 3);
    QCOMPARE(m.playersLine(), QString("Players: Player 1 and Player 2"));
  }

  void newMatchResetsDate() {
    SM m;
    m.setSheet(fixtures::straightGame(2), names2());
    m.setDate(QDate(2020, 1, 2));
    m.setSheet(fixtures::straightGame(3), names2());  // the same match goes on
    QCOMPARE(m.date(), QDate(2020, 1, 2));
    m.setSheet(fixtures::straightGame(1), names2());  // fewer hands: a new match
    QCOMPARE(m.date(), QDate::currentDate());
  }

  void numbersFollowTheLocale() {
    QLocale::setDefault(QLocale(QLocale::Finnish, QLocale::Finland));
    SM m;
    m.setSheet(fixtures::hollywoodMatch(), names2());
    const QString fi = QLocale().toString(1350);
    QVERIFY(fi != QLatin1String("1,350") && fi != QLatin1String("1350"));  // Finnish groups with a space
    QVERIFY2(cell(m, m.footerRow(SM::MatchResult), 3).contains(fi), qPrintable(cell(m, m.footerRow(SM::MatchResult), 3)));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
  }

  void retranslateSignals() {
    SM m;
    m.setSheet(fixtures::straightGame(), names2());
    QSignalSpy header(&m, &QAbstractItemModel::headerDataChanged);
    QSignalSpy data(&m, &QAbstractItemModel::dataChanged);
    m.retranslate();
    QCOMPARE(header.count(), 1);
    QCOMPARE(data.count(), 1);
    QCOMPARE(data.at(0).at(1).toModelIndex(), m.index(m.rowCount() - 1, m.columnCount() - 1));
  }
};

QTEST_MAIN(TestScoreSheetModel)
#include "tst_scoresheetmodel.moc"
