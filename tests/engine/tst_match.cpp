// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RULES.md "The game (match to 100)", "Hollywood scoring", the poker match and the dealer rules:
// score sheets filled hand by hand with the figures worked out here, and whole matches played.
#include <QtTest>

#include "match.h"
#include "testutil.h"

using namespace gin;

namespace {

// A hand result as the sheet sees it: `winner` scores `points` (seat -1: a drawn hand).
HandResult won(int winner, int points, Outcome how = Outcome::Knock, int players = 2) {
  HandResult r;
  r.outcome = winner < 0 ? Outcome::Drawn : how;
  r.winner = winner;
  r.knocker = how == Outcome::Undercut ? (winner + 1) % players : winner;
  r.points.assign(players, 0);
  r.pointsFrom.assign(players, 0);
  r.deadwood.assign(players, 0);
  r.deadwoodBefore.assign(players, 0);
  if (winner >= 0) r.points[winner] = points;
  return r;
}
HandResult drawn(int players = 2) { return won(-1, 0, Outcome::Drawn, players); }

void playRandomHand(Match& m, Rng& rng) {
  while (!m.hand().over()) {
    const auto legal = m.hand().legalActions();
    QVERIFY(!legal.empty());
    QCOMPARE(testutil::code(m.apply(m.hand().toAct(), legal[rng.below(std::uint32_t(legal.size()))])),
             testutil::code(Reject::Ok));
  }
}

}  // namespace

class TstMatch : public QObject {
  Q_OBJECT
 private slots:
  void straightGame_toTargetWithBoxAndGameBonus();
  void straightGame_drawnHandsScoreNoBox();
  void shutout_gameBonusBecomes200AndSettlementDoubles();
  void shutout_seed003DoublesHandPointsBeforeBonuses();
  void shutout_onlyWhenTheLoserWonNoHand();
  void hollywood_filledHandByHand();
  void hollywood_closedGamesTakeNoEntries();
  void poker_sheetForFivePlayers();
  void cut_lowerCardDealsTiesCutAgain();
  void dealer_rotationOptions_data();
  void dealer_rotationOptions();
  void match_handsEnteredAtOnceAndReplayable();
  void match_nextHandFromAGivenSeed();
};

void TstMatch::straightGame_toTargetWithBoxAndGameBonus() {
  ScoreSheet s{Rules{}};
  QCOMPARE(s.games(), 1);
  s.add(0, won(0, 30));
  s.add(1, won(1, 20, Outcome::Undercut));
  s.add(0, won(0, 40, Outcome::Gin));
  QCOMPARE(s.totals(0), std::vector<int>({70, 20}));
  QVERIFY(!s.closed(0));
  QVERIFY(!s.over());
  s.add(1, won(0, 35));  // 105: the game ends at the target
  QCOMPARE(s.totals(0), std::vector<int>({105, 20}));
  QVERIFY(s.closed(0));
  QCOMPARE(s.closedAfter(0), 4);
  QVERIFY(s.over());
  QCOMPARE(s.entry(0, 1, 0), 30);
  QCOMPARE(s.entry(0, 2, 1), 20);
  QCOMPARE(s.entry(0, 2, 0), -1);
  QCOMPARE(int(s.hands().size()), 4);
  QCOMPARE(s.hands()[3].number, 4);
  QCOMPARE(s.winsSoFar(0), 3);
  QCOMPARE(s.winsSoFar(1), 1);
  const GameSettlement g = s.settle(0);
  QCOMPARE(g.winner, 0);
  QCOMPARE(g.handPoints, std::vector<int>({105, 20}));
  QCOMPARE(g.handsWon, std::vector<int>({3, 1}));
  QVERIFY(!g.shutout);
  QCOMPARE(g.boxBonus, std::vector<int>({75, 25}));
  QCOMPARE(g.gameBonus, std::vector<int>({100, 0}));
  QCOMPARE(g.total, std::vector<int>({280, 45}));
  QCOMPARE(g.difference, 235);
  QVERIFY(!g.settlementDoubled);
  QCOMPARE(g.settlement, 235);
  QCOMPARE(s.matchResult(), std::vector<int>({235, -235}));
  QCOMPARE(s.matchWinner(), 0);
  // The 20-point game: box 20.
  Rules r;
  QVERIFY(preset("20-point", r));
  ScoreSheet t{r};
  t.add(0, won(0, 60));
  t.add(0, won(1, 10));
  t.add(0, won(0, 50));
  QCOMPARE(t.settle(0).boxBonus, std::vector<int>({40, 20}));
  QCOMPARE(t.settle(0).total, std::vector<int>({110 + 40 + 100, 10 + 20}));
}

void TstMatch::straightGame_drawnHandsScoreNoBox() {
  ScoreSheet s{Rules{}};
  s.add(0, drawn());
  s.add(0, won(1, 60));
  s.add(1, drawn());
  s.add(1, won(0, 10));
  s.add(0, won(1, 45));
  QVERIFY(s.over());
  QCOMPARE(int(s.hands().size()), 5);
  QCOMPARE(s.hands()[0].result.outcome, Outcome::Drawn);
  const GameSettlement g = s.settle(0);
  QCOMPARE(g.winner, 1);
  QCOMPARE(g.handsWon, std::vector<int>({1, 2}));
  QCOMPARE(g.total, std::vector<int>({10 + 25, 105 + 50 + 100}));
  QCOMPARE(g.settlement, 255 - 35);
}

void TstMatch::shutout_gameBonusBecomes200AndSettlementDoubles() {
  for (bool doubleIt : {true, false}) {
    Rules r;
    r.doubleSettlementOnShutout = doubleIt;
    ScoreSheet s{r};
    s.add(0, won(0, 50));
    s.add(1, drawn());
    s.add(1, won(0, 60, Outcome::Gin));
    QVERIFY(s.over());
    const GameSettlement g = s.settle(0);
    QVERIFY(g.shutout);
    QCOMPARE(g.doubling, std::vector<int>({0, 0}));
    QCOMPARE(g.boxBonus, std::vector<int>({50, 0}));
    QCOMPARE(g.gameBonus, std::vector<int>({200, 0}));
    QCOMPARE(g.total, std::vector<int>({110 + 50 + 200, 0}));
    QCOMPARE(g.difference, 360);
    QCOMPARE(g.settlementDoubled, doubleIt);
    QCOMPARE(g.settlement, doubleIt ? 720 : 360);
  }
}

void TstMatch::shutout_seed003DoublesHandPointsBeforeBonuses() {
  Rules r;
  r.shutoutRule = ShutoutRule::DoubleHandPoints;
  r.doubleSettlementOnShutout = false;
  ScoreSheet s{r};
  s.add(0, won(1, 70));
  s.add(1, won(1, 40));
  const GameSettlement g = s.settle(0);
  QCOMPARE(g.winner, 1);
  QVERIFY(g.shutout);
  QCOMPARE(g.doubling, std::vector<int>({0, 110}));
  QCOMPARE(g.gameBonus, std::vector<int>({0, 100}));  // the normal game bonus, not 200
  QCOMPARE(g.total, std::vector<int>({0, 220 + 50 + 100}));
  QCOMPARE(g.settlement, 370);
  r.doubleSettlementOnShutout = true;  // both options together
  ScoreSheet d{r};
  d.add(0, won(1, 70));
  d.add(1, won(1, 40));
  QCOMPARE(d.settle(0).settlement, 740);
}

void TstMatch::shutout_onlyWhenTheLoserWonNoHand() {
  ScoreSheet s{Rules{}};
  s.add(0, won(0, 95));
  s.add(1, won(1, 0, Outcome::Undercut));  // a win worth 0 points... still a won hand
  s.add(0, won(0, 10));
  const GameSettlement g = s.settle(0);
  QVERIFY(!g.shutout);
  QCOMPARE(g.gameBonus, std::vector<int>({100, 0}));
  QCOMPARE(g.boxBonus, std::vector<int>({50, 25}));
  QCOMPARE(g.settlement, 105 + 50 + 100 - 25);
}

void TstMatch::hollywood_filledHandByHand() {
  Rules r;
  r.hollywood = true;
  ScoreSheet s{r};
  QCOMPARE(s.games(), 3);
  auto row = [&](int game) { return s.totals(game); };
  // 1: A's first win -> game 1.
  s.add(0, won(0, 20));
  QCOMPARE(row(0), std::vector<int>({20, 0}));
  QCOMPARE(row(1), std::vector<int>({0, 0}));
  QCOMPARE(row(2), std::vector<int>({0, 0}));
  // 2: B's first win -> game 1.
  s.add(1, won(1, 15));
  QCOMPARE(row(0), std::vector<int>({20, 15}));
  QCOMPARE(row(1), std::vector<int>({0, 0}));
  // 3: A's second -> games 1 and 2.
  s.add(0, won(0, 30));
  QCOMPARE(row(0), std::vector<int>({50, 15}));
  QCOMPARE(row(1), std::vector<int>({30, 0}));
  QCOMPARE(row(2), std::vector<int>({0, 0}));
  // 4: a drawn hand enters nothing.
  s.add(1, drawn());
  QCOMPARE(row(0), std::vector<int>({50, 15}));
  // 5: A's third -> all three.
  s.add(1, won(0, 25));
  QCOMPARE(row(0), std::vector<int>({75, 15}));
  QCOMPARE(row(1), std::vector<int>({55, 0}));
  QCOMPARE(row(2), std::vector<int>({25, 0}));
  QCOMPARE(s.entry(2, 5, 0), 25);
  QCOMPARE(s.entry(2, 3, 0), -1);
  // 6: B's second -> games 1 and 2.
  s.add(0, won(1, 40));
  QCOMPARE(row(0), std::vector<int>({75, 55}));
  QCOMPARE(row(1), std::vector<int>({55, 40}));
  QCOMPARE(row(2), std::vector<int>({25, 0}));
  // 7: A's fourth -> all three; game 1 reaches 100 and closes.
  s.add(1, won(0, 30));
  QCOMPARE(row(0), std::vector<int>({105, 55}));
  QCOMPARE(row(1), std::vector<int>({85, 40}));
  QCOMPARE(row(2), std::vector<int>({55, 0}));
  QVERIFY(s.closed(0));
  QCOMPARE(s.closedAfter(0), 7);
  QVERIFY(!s.closed(1) && !s.closed(2));
  QVERIFY(!s.over());
  // 8: B's third -> games 2 and 3 (game 1 is closed).
  s.add(0, won(1, 50));
  QCOMPARE(row(0), std::vector<int>({105, 55}));
  QCOMPARE(row(1), std::vector<int>({85, 90}));
  QCOMPARE(row(2), std::vector<int>({55, 50}));
  QCOMPARE(s.entry(0, 8, 1), -1);
  // 9: B again -> games 2 (closes at 110) and 3.
  s.add(1, won(1, 20));
  QCOMPARE(row(1), std::vector<int>({85, 110}));
  QCOMPARE(row(2), std::vector<int>({55, 70}));
  QVERIFY(s.closed(1));
  QVERIFY(!s.over());
  // 10: A -> game 3 only; 55 + 45 = 100 closes it and the match.
  s.add(0, won(0, 45));
  QCOMPARE(row(2), std::vector<int>({100, 70}));
  QVERIFY(s.closed(2));
  QVERIFY(s.over());
  // Each game settled on its own.
  const GameSettlement g1 = s.settle(0), g2 = s.settle(1), g3 = s.settle(2);
  QCOMPARE(g1.winner, 0);
  QCOMPARE(g1.handsWon, std::vector<int>({4, 2}));
  QCOMPARE(g1.total, std::vector<int>({105 + 100 + 100, 55 + 50}));
  QCOMPARE(g1.settlement, 305 - 105);
  QCOMPARE(g2.winner, 1);
  QCOMPARE(g2.handsWon, std::vector<int>({3, 3}));
  QCOMPARE(g2.total, std::vector<int>({85 + 75, 110 + 75 + 100}));
  QCOMPARE(g2.settlement, 285 - 160);
  QCOMPARE(g3.winner, 0);
  QCOMPARE(g3.handsWon, std::vector<int>({3, 2}));
  QCOMPARE(g3.total, std::vector<int>({100 + 75 + 100, 70 + 50}));
  QCOMPARE(g3.settlement, 275 - 120);
  const int net = 200 - 125 + 155;
  QCOMPARE(s.matchResult(), std::vector<int>({net, -net}));
  QCOMPARE(s.matchWinner(), 0);
}

void TstMatch::hollywood_closedGamesTakeNoEntries() {
  // A wins game 1 alone (shutout there); B's first win afterwards goes into game 1 only, which is
  // closed: nothing is entered. B's second win goes into game 2.
  Rules r;
  r.hollywood = true;
  ScoreSheet s{r};
  s.add(0, won(0, 100));
  QVERIFY(s.closed(0));
  QCOMPARE(s.totals(0), std::vector<int>({100, 0}));
  s.add(1, won(1, 30));
  QCOMPARE(s.totals(0), std::vector<int>({100, 0}));
  QCOMPARE(s.totals(1), std::vector<int>({0, 0}));
  s.add(0, won(1, 30));
  QCOMPARE(s.totals(1), std::vector<int>({0, 30}));
  QCOMPARE(s.totals(2), std::vector<int>({0, 0}));
  const GameSettlement g1 = s.settle(0);
  QVERIFY(g1.shutout);
  QCOMPARE(g1.gameBonus, std::vector<int>({200, 0}));
  QCOMPARE(g1.settlement, 2 * (100 + 25 + 200));
}

void TstMatch::poker_sheetForFivePlayers() {
  Rules r;
  r.poker = true;
  r.players = 5;
  r.bigGin = false;
  ScoreSheet s{r};
  QCOMPARE(s.seats(), 5);
  QCOMPARE(s.games(), 1);
  HandResult a = won(2, 0, Outcome::Knock, 5);
  a.points = {0, 10, 45, 0, 10};  // a winner and two players below the knocker
  s.add(0, a);
  QCOMPARE(s.totals(0), std::vector<int>({0, 10, 45, 0, 10}));
  HandResult b = won(2, 60, Outcome::Gin, 5);
  s.add(2, b);
  QCOMPARE(s.totals(0), std::vector<int>({0, 10, 105, 0, 10}));
  QVERIFY(s.over());  // play to 100
  QCOMPARE(s.matchWinner(), 2);
  QCOMPARE(int(s.matchResult().size()), 5);
}

void TstMatch::cut_lowerCardDealsTiesCutAgain() {
  int ties = 0;
  for (int players = 2; players <= 5; ++players)
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
      const Cut c = cutForDeal(players, seed);
      QVERIFY(!c.rounds.empty());
      std::vector<bool> inRound(players, true);
      for (std::size_t k = 0; k < c.rounds.size(); ++k) {
        const auto& round = c.rounds[k];
        CardSet seen = 0;
        QCOMPARE(int(round.size()), players);
        int low = 99;
        for (int p = 0; p < players; ++p) {
          QCOMPARE(round[p] != NoCard, bool(inRound[p]));
          if (round[p] == NoCard) continue;
          QVERIFY(!contains(seen, round[p]));  // one deck: distinct cards in a round
          seen |= bit(round[p]);
          low = std::min(low, rankOf(round[p]));
        }
        int lowest = 0;
        for (int p = 0; p < players; ++p) {
          inRound[p] = round[p] != NoCard && rankOf(round[p]) == low;
          lowest += inRound[p];
        }
        if (k + 1 < c.rounds.size()) {
          QVERIFY(lowest > 1);  // another round only after a tie
          ++ties;
        } else {
          QCOMPARE(lowest, 1);
          QVERIFY(inRound[c.dealer]);  // the single lowest card deals
        }
      }
      QVERIFY(c.dealer >= 0 && c.dealer < players);
      // Deterministic from the seed.
      QCOMPARE(cutForDeal(players, seed).dealer, c.dealer);
    }
  QVERIFY2(ties > 20, "the seeds must exercise ties");
  // The match's first dealer is the cut.
  const Match m(Rules{}, 77);
  QCOMPARE(m.hand().dealer(), m.cut().dealer);
}

void TstMatch::dealer_rotationOptions_data() {
  QTest::addColumn<int>("rotation");
  QTest::addColumn<bool>("poker");
  QTest::addColumn<int>("players");
  QTest::newRow("alternate") << int(DealerRotation::Alternate) << false << 2;
  QTest::newRow("winner deals") << int(DealerRotation::WinnerDeals) << false << 2;
  QTest::newRow("loser deals") << int(DealerRotation::LoserDeals) << false << 2;
  QTest::newRow("poker 2: winner deals") << int(DealerRotation::Alternate) << true << 2;
  QTest::newRow("poker 4: winner deals") << int(DealerRotation::Alternate) << true << 4;
}

void TstMatch::dealer_rotationOptions() {
  QFETCH(int, rotation);
  QFETCH(bool, poker);
  QFETCH(int, players);
  Rules r;
  r.dealerRotation = DealerRotation(rotation);
  r.poker = poker;
  r.players = players;
  r.gameTarget = 400;  // long enough for many hands
  Match m(r, 4242);
  Rng rng(1);
  int draws = 0, hands = 0, wins = 0;
  while (!m.over() && hands < 60) {
    playRandomHand(m, rng);
    ++hands;
    const HandResult& res = m.hand().result();
    const int dealer = m.hand().dealer();
    int want;
    if (res.outcome == Outcome::Drawn) {
      want = dealer;  // the same dealer deals again
      ++draws;
    } else if (++wins; poker || r.dealerRotation == DealerRotation::WinnerDeals) {
      want = res.winner;
    } else if (r.dealerRotation == DealerRotation::LoserDeals) {
      want = 1 - res.winner;
    } else {
      want = 1 - dealer;
    }
    QCOMPARE(m.nextDealer(), want);
    if (m.over()) break;
    QVERIFY(m.nextHand());
    QCOMPARE(m.hand().dealer(), want);
    QCOMPARE(m.dealsSoFar(), hands + 1);
  }
  QVERIFY(hands >= 5);
  // Random poker play knocks long before the stock runs low (any deadwood may knock).
  QVERIFY2(wins > 0 && (poker || draws > 0), "random play must reach both drawn and won hands");
}

void TstMatch::match_handsEnteredAtOnceAndReplayable() {
  Match a(Rules{}, 99), b(Rules{}, 99);
  QCOMPARE(a.handSeed(0), b.handSeed(0));
  QVERIFY(a.handSeed(0) != a.handSeed(1));
  QCOMPARE(a.hand().hand(0), b.hand().hand(0));
  // The deal number shown for a hand starts a new match with that very deal (--seed, "replay").
  QCOMPARE(a.hand().seed(), std::uint64_t{99});
  {
    Rng r(5);
    Match c(Rules{}, 99);
    playRandomHand(c, r);
    QVERIFY(c.nextHand());
    const Match fromShown(Rules{}, c.hand().seed());
    CardSet dealt = 0, again = 0;
    for (int s = 0; s < 2; ++s) dealt |= c.hand().hand(s), again |= fromShown.hand().hand(s);
    QCOMPARE(again, dealt);
    QCOMPARE(fromShown.hand().firstUpcard(), c.hand().firstUpcard());
  }
  QCOMPARE(a.handNumber(), 1);
  QVERIFY(!a.nextHand());  // the hand is not over
  Rng rng(3);
  int entered = 0;
  while (!a.over() && entered < 200) {
    playRandomHand(a, rng);
    ++entered;
    QCOMPARE(int(a.sheet().hands().size()), entered);  // entered as soon as it ends
    QCOMPARE(a.sheet().hands().back().dealer, a.hand().dealer());
    QCOMPARE(int(a.sheet().hands().back().result.outcome), int(a.hand().result().outcome));
    if (a.over()) break;
    QVERIFY(a.nextHand());
    QCOMPARE(a.handNumber(), entered + 1);
  }
  QVERIFY(a.over());
  QVERIFY(!a.nextHand());
  QCOMPARE(a.sheet().settle(0).winner, a.sheet().matchWinner());
  // Totals are the sum of the hand points on the sheet.
  std::vector<int> sum(2, 0);
  for (const SheetHand& h : a.sheet().hands())
    for (int p = 0; p < 2; ++p) sum[p] += h.result.points[p];
  QCOMPARE(a.sheet().totals(0), sum);
}

// A network table deals each hand from a seed that every side contributed to: Match::nextHand(seed)
// deals exactly what HandState deals from that seed, and the seeds dealt are what handSeed answers.
void TstMatch::match_nextHandFromAGivenSeed() {
  Rng rng(11);
  Match m(Rules{}, 1234);
  QVERIFY(!m.nextHand(77));  // the first hand is not over
  QCOMPARE(m.dealSeeds(), std::vector<std::uint64_t>{1234});
  const std::vector<std::uint64_t> given{0xABCDEF012345ull, 5, 0xFFFFFFFFFFFFFFFFull};
  for (std::uint64_t seed : given) {
    playRandomHand(m, rng);
    if (m.over()) break;
    const int dealer = m.nextDealer();
    QVERIFY(m.nextHand(seed));
    const HandState expected(m.rules(), dealer, seed);
    QCOMPARE(m.hand().seed(), seed);
    QCOMPARE(m.hand().dealer(), dealer);
    for (int s = 0; s < 2; ++s) QCOMPARE(m.hand().hand(s), expected.hand(s));
    QCOMPARE(m.hand().firstUpcard(), expected.firstUpcard());
    QCOMPARE(m.hand().stock(), expected.stock());
    QCOMPARE(m.handSeed(m.dealsSoFar() - 1), seed);
  }
  QCOMPARE(m.dealSeeds().size(), std::size_t(m.dealsSoFar()));
  QCOMPARE(m.dealSeeds().front(), std::uint64_t{1234});
  QCOMPARE(std::vector<std::uint64_t>(m.dealSeeds().begin() + 1, m.dealSeeds().end()),
           std::vector<std::uint64_t>(given.begin(), given.begin() + (m.dealsSoFar() - 1)));

  // Replayed with those seeds, the log rebuilds the same match; without them, other deals.
  const auto again = Match::replay(m.rules(), m.seed(), m.handLog(), nullptr, &m.dealSeeds());
  QVERIFY(again);
  QVERIFY(again->samePosition(m));
  QCOMPARE(again->dealSeeds(), m.dealSeeds());
  if (m.dealsSoFar() > 1) {
    const auto wrong = Match::replay(m.rules(), m.seed(), m.handLog(), nullptr);
    QVERIFY(!wrong || !wrong->samePosition(m));
  }

  // A match of one seed deals as it always did: hand n from handSeed(n) of the seed alone (the values
  // below are the deal numbers the formula gave before deals could come from outside; saves and the
  // golden records depend on them).
  Match plain(Rules{}, 99);
  QCOMPARE(plain.handSeed(1), std::uint64_t{0xB918879D69A4ull});
  for (int n = 1; n <= 3; ++n) {
    const std::uint64_t predicted = plain.handSeed(n);
    playRandomHand(plain, rng);
    if (plain.over()) break;
    QVERIFY(plain.nextHand());
    QCOMPARE(plain.hand().seed(), predicted);
    QCOMPARE(plain.dealSeeds().back(), predicted);
  }
}

QTEST_APPLESS_MAIN(TstMatch)
#include "tst_match.moc"
