// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RULES.md "Scoring a hand", "Oklahoma gin" and "Poker gin rummy" scoring, and every option and
// preset as one Rules value. Hands are scripted positions played through the state machine.
#include <QtTest>

#include <functional>
#include <set>

#include "hand.h"
#include "legal.h"
#include "rules.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using testutil::S;
using testutil::Script;

namespace {

// The seed 003 knocker: two melds (6-7-8-9d and four jacks) and 3c + 4s = 7 after throwing the Kh.
const char* kKnocker003 = "6d 7d 8d 9d Jh Jc Js Jd 3c 4s Kh";

// Seat 1 holds 11 cards and is about to discard; seat 0 defends.
Script knockPosition(const char* knocker, const char* defender, const Rules& r = Rules{}) {
  Script s;
  s.rules = r;
  s.toAct = 1;
  s.phase = Phase::Discard;
  s.hands = {defender, knocker};
  s.pile = "Qc";
  return s;
}

// Knock (or big gin when `discard` is empty), then every defender takes the engine's best defence.
HandResult playOut(HandState& h, int knocker, const char* discard) {
  const Reject r = discard ? h.apply(knocker, Action::knock(C(discard))) : h.apply(knocker, Action::bigGin());
  if (r != Reject::Ok) qWarning("knock refused: %s", rejectCode(r));
  while (h.phase() == Phase::Layoff) {
    const int seat = h.toAct();
    const Defence d = h.suggestedDefence(seat);
    if (h.apply(seat, Action::layoff(d.melds, d.layoffs)) != Reject::Ok) qWarning("defence refused");
  }
  return h.result();
}

HandResult knock2(const char* knocker, const char* defender, const char* discard, const Rules& r = Rules{}) {
  HandState h = knockPosition(knocker, defender, r).make();
  return playOut(h, 1, discard);
}

// A deck whose first upcard (position 20 of a two-player deal) is `up`.
std::array<Card, kDeckSize> deckWithUpcard(Card up, std::uint64_t seed = 8) {
  auto d = shuffledDeck(seed);
  std::swap(d[20], *std::find(d.begin(), d.end(), up));
  return d;
}

}  // namespace

class TstScoring : public QObject {
  Q_OBJECT
 private slots:
  void knock_knockerScoresDifference_seed003();
  void undercut_defenderBelowScoresDifferencePlusBonus_seed003();
  void undercut_tieIsAnUndercut();
  void gin_deadwoodPlusGinBonus();
  void gin_cannotBeUndercut();
  void bigGin_deadwoodPlusBigGinBonus();
  void bonuses_areOptions();
  void drawnHand_scoresNothing();
  void oklahoma_knockLimitIsFirstUpcardValue();
  void oklahoma_scriptedPositionTakesLimitFromUpcard();
  void oklahoma_aceRequiresGinOption();
  void oklahoma_spadeUpcardDoublesOption();
  void poker_knockerLowestScoresFromEachOpponent();
  void poker_lowerPlayerWinsAndBelowKnockerGetTen();
  void poker_tieGoesToNearestKnockersLeft();
  void poker_knockerTiedIsBeaten();
  void poker_ginBonusAndNoLayoffs();
  void poker_layOffOntoAnotherDefendersMeld();
  void poker_twoPlayers();
  void rules_everyOptionRoundTrips();
  void rules_presets();
  void rules_badTextAndInvalidValues();
};

void TstScoring::knock_knockerScoresDifference_seed003() {
  // Seed 003: knocker 7 (3c + 4s), defender 19 after lay-offs (Qs 7c 2s) -> 12.
  const HandResult r = knock2(kKnocker003, "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", "Kh");
  QCOMPARE(r.outcome, Outcome::Knock);
  QCOMPARE(r.knocker, 1);
  QCOMPARE(r.winner, 1);
  QCOMPARE(r.deadwood[1], 7);
  QCOMPARE(r.deadwoodCards[1], S("3c 4s"));
  QCOMPARE(r.deadwoodBefore[0], 29);  // Td only goes as a lay-off
  QCOMPARE(r.deadwood[0], 19);
  QCOMPARE(r.points, std::vector<int>({0, 12}));
  QCOMPARE(r.bonus, 0);
  QCOMPARE(r.multiplier, 1);
}

void TstScoring::undercut_defenderBelowScoresDifferencePlusBonus_seed003() {
  // Seed 003: had the defender kept only 6, they undercut: 1 + 25.
  const HandResult r = knock2(kKnocker003, "2h 3h 4h 3d 4d 5d Td Ac As 4c", "Kh");
  QCOMPARE(r.outcome, Outcome::Undercut);
  QCOMPARE(r.winner, 0);
  QCOMPARE(r.deadwood[0], 6);
  QCOMPARE(r.deadwood[1], 7);
  QCOMPARE(r.points, std::vector<int>({1 + 25, 0}));
  QCOMPARE(r.bonus, 25);
}

void TstScoring::undercut_tieIsAnUndercut() {
  // Equal deadwood (7 each): the knocker loses; the defender scores 0 + 25.
  const HandResult r = knock2(kKnocker003, "2h 3h 4h 3d 4d 5d Td Ac As 5c", "Kh");
  QCOMPARE(r.deadwood[0], 7);
  QCOMPARE(r.outcome, Outcome::Undercut);
  QCOMPARE(r.winner, 0);
  QCOMPARE(r.points, std::vector<int>({25, 0}));
}

void TstScoring::gin_deadwoodPlusGinBonus() {
  // Knocker melds all ten; the defender keeps 3-4-5d and cannot lay off: Qs 7c 2s Td = 29.
  const HandResult r = knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c Kh", "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", "Kh");
  QCOMPARE(r.outcome, Outcome::Gin);
  QCOMPARE(r.deadwood[0], 29);  // the 6d/Td would extend 7-8-9d, but not after gin
  QCOMPARE(r.points, std::vector<int>({0, 29 + 25}));
  QCOMPARE(r.bonus, 25);
}

void TstScoring::gin_cannotBeUndercut() {
  // The defender has gin too (0 = 0): gin still wins, with the bonus.
  const HandResult r = knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c Kh", "2h 3h 4h Qs Qh Qd 2s 3s 4s Td", "Kh");
  QCOMPARE(r.deadwood[0], 10);
  const HandResult z = knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c Kh", "2h 3h 4h Qs Qh Qd 2s 3s 4s 5s", "Kh");
  QCOMPARE(z.deadwood[0], 0);
  QCOMPARE(z.outcome, Outcome::Gin);
  QCOMPARE(z.winner, 1);
  QCOMPARE(z.points, std::vector<int>({0, 25}));
}

void TstScoring::bigGin_deadwoodPlusBigGinBonus() {
  const HandResult r = knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c 6c", "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", nullptr);
  QCOMPARE(r.outcome, Outcome::BigGin);
  QCOMPARE(r.deadwood[0], 29);
  QCOMPARE(r.points, std::vector<int>({0, 29 + 31}));
  QCOMPARE(r.bonus, 31);
}

void TstScoring::bonuses_areOptions() {
  Rules r;
  r.ginBonus = 20;
  r.bigGinBonus = 50;
  r.undercutBonus = 10;
  QCOMPARE(knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c Kh", "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", "Kh", r).points[1], 29 + 20);
  QCOMPARE(knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c 6c", "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", nullptr, r).points[1], 29 + 50);
  QCOMPARE(knock2(kKnocker003, "2h 3h 4h 3d 4d 5d Td Ac As 4c", "Kh", r).points[0], 1 + 10);
  // The 20-point preset: gin and undercut 20.
  QVERIFY(preset("20-point", r));
  QCOMPARE(knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c Kh", "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", "Kh", r).points[1], 29 + 20);
  QCOMPARE(knock2(kKnocker003, "2h 3h 4h 3d 4d 5d Td Ac As 4c", "Kh", r).points[0], 1 + 20);
  // Without big gin the 11-card hand must discard and is plain gin.
  r = Rules{};
  r.bigGin = false;
  QCOMPARE(knock2("7d 8d 9d Jh Jc Js Jd 3c 4c 5c 6c", "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", "6c", r).outcome, Outcome::Gin);
}

void TstScoring::drawnHand_scoresNothing() {
  Script s;
  s.toAct = 1;
  s.hands = {"4h 5h 6h 8s 9s Ts 2d 3s 5c Kh", "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c"};
  s.stock = "Ah 5s 6c";
  s.restToPile = true;
  HandState h = s.make();
  APPLY_OK(h, 1, Action::drawStock());
  APPLY_OK(h, 1, Action::discard(C("Ah")));
  QCOMPARE(h.result().outcome, Outcome::Drawn);
  QCOMPARE(h.result().points, std::vector<int>({0, 0}));
  QCOMPARE(h.result().winner, -1);
}

void TstScoring::oklahoma_knockLimitIsFirstUpcardValue() {
  Rules r;
  r.oklahoma = true;
  const int expected[13] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};
  for (int suit = 0; suit < 4; ++suit)
    for (int rank = 0; rank < 13; ++rank) {
      const Card up = makeCard(rank, suit);
      const HandState h(r, 0, deckWithUpcard(up));
      QCOMPARE(h.firstUpcard(), up);
      QCOMPARE(h.knockLimit(), expected[rank]);
      QCOMPARE(h.view(1).knockLimit, expected[rank]);
    }
  // Without Oklahoma the limit is the option, whatever the upcard.
  Rules plain;
  plain.knockLimit = 8;
  QCOMPARE(HandState(plain, 0, deckWithUpcard(C("3h"))).knockLimit(), 8);
}

void TstScoring::oklahoma_scriptedPositionTakesLimitFromUpcard() {
  // Upcard 7h: the seed 003 knocker (7) may knock; one point more may not.
  Rules r;
  r.oklahoma = true;
  Script s = knockPosition(kKnocker003, "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", r);
  s.pile = "7h";
  HandState ok = s.make();
  QCOMPARE(ok.knockLimit(), 7);
  APPLY_OK(ok, 1, Action::knock(C("Kh")));
  s.hands[1] = "6d 7d 8d 9d Jh Jc Js Jd 4c 4s Kh";  // 8
  s.hands[0] = "2h 3h 4h Qs 7c 2s 3d 3c 5d Td";
  HandState over = s.make();
  EXPECT_REJECT(over, 1, Action::knock(C("Kh")), Reject::AboveKnockLimit);
}

void TstScoring::oklahoma_aceRequiresGinOption() {
  // Upcard Ah: limit 1. The knocker holds 6-9d, three jacks, 2-3-4c and the Ad: throwing the 9d keeps
  // the Ad (1), throwing the Ad is gin.
  Rules r;
  r.oklahoma = true;
  Script s = knockPosition("6d 7d 8d 9d Jh Jc Js 2c 3c 4c Ad", "2h 3h 4h Qs 7c 2s 3d 5c 5d Td", r);
  s.pile = "Ah";
  HandState plain = s.make();
  QCOMPARE(plain.knockLimit(), 1);
  EXPECT_REJECT(plain, 1, Action::knock(C("Jh")), Reject::AboveKnockLimit);
  APPLY_OK(plain, 1, Action::knock(C("9d")));  // 1 <= 1 without the option
  QVERIFY(!onlyGinEnds(s.rules, C("Ah")));

  s.rules.oklahomaAceRequiresGin = true;
  QVERIFY(onlyGinEnds(s.rules, C("Ah")));  // what the table says ("gin only"), asked of the engine
  QVERIFY(!onlyGinEnds(s.rules, C("2h")));
  HandState strict = s.make();
  EXPECT_REJECT(strict, 1, Action::knock(C("9d")), Reject::AceRequiresGin);
  for (const Action& a : strict.legalActions())
    if (a.type == ActionType::Knock) QCOMPARE(a.card, C("Ad"));
  APPLY_OK(strict, 1, Action::knock(C("Ad")));
  QCOMPARE(strict.result().outcome, Outcome::Gin);

  // The option does nothing for other upcards.
  s.pile = "2h";
  s.hands[0] = "Ah 3h 4h Qs 7c 2s 3d 5c 5d Td";
  HandState two = s.make();
  QCOMPARE(two.knockLimit(), 2);
  APPLY_OK(two, 1, Action::knock(C("9d")));
}

void TstScoring::oklahoma_spadeUpcardDoublesOption() {
  Rules r;
  r.oklahoma = true;
  r.oklahomaSpadeDoubles = true;
  for (const char* up : {"7s", "7h"}) {
    Script s = knockPosition(kKnocker003, "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", r);
    s.pile = up;
    HandState h = s.make();
    const HandResult res = playOut(h, 1, "Kh");
    const int m = up[1] == 's' ? 2 : 1;
    QCOMPARE(res.multiplier, m);
    QCOMPARE(handMultiplier(r, C(up)), m);  // what the table shows while the hand is played
    QCOMPARE(res.points[1], 12 * m);
    Script u = knockPosition(kKnocker003, "2h 3h 4h 3d 4d 5d Td Ac As 4c", r);
    u.pile = up;
    HandState hu = u.make();
    QCOMPARE(playOut(hu, 1, "Kh").points[0], (1 + 25) * m);
  }
  // Option off: a spade upcard changes nothing.
  r.oklahomaSpadeDoubles = false;
  Script s = knockPosition(kKnocker003, "2h 3h 4h Qs 7c 2s 3d 4d 5d Td", r);
  s.pile = "7s";
  HandState h = s.make();
  const HandResult res = playOut(h, 1, "Kh");
  QCOMPARE(res.multiplier, 1);
  QCOMPARE(res.points[1], 12);
  QCOMPARE(handMultiplier(r, C("7s")), 1);
}

namespace {

Rules poker(int players) {
  Rules r;
  r.poker = true;
  r.players = players;
  r.bigGin = false;
  return r;
}

// Poker position: `knocker` holds one card more than the others and knocks with `discard`.
HandResult pokerKnock(int players, int knocker, const std::vector<std::string>& hands, const char* discard) {
  Script s;
  s.rules = poker(players);
  s.dealer = (knocker + players - 1) % players;
  s.toAct = knocker;
  s.phase = Phase::Discard;
  s.hands = hands;
  s.pile = "Qc";
  HandState h = s.make();
  return playOut(h, knocker, discard);
}

}  // namespace

void TstScoring::poker_knockerLowestScoresFromEachOpponent() {
  // Knocker (seat 1) 2; seat 2 keeps 8-8-8 and 18; seat 0 keeps 2-3-4c and 39. No lay-offs fit.
  const HandResult r = pokerKnock(3, 1, {"2c 3c 4c 9d Ks Qd Jc", "5s 6s 7s Th Jh Qh 2d Kc", "8d 8h 8c 2h 3h 4d 9c"}, "Kc");
  QCOMPARE(r.outcome, Outcome::Knock);
  QCOMPARE(r.winner, 1);
  QCOMPARE(r.deadwood, std::vector<int>({39, 2, 18}));
  QCOMPARE(r.pointsFrom, std::vector<int>({37, 0, 16}));
  QCOMPARE(r.points, std::vector<int>({0, 37 + 16, 0}));
}

void TstScoring::poker_lowerPlayerWinsAndBelowKnockerGetTen() {
  // Knocker (seat 1) 31; seat 2 has 10 and wins from everyone; seat 0 (21) is below the knocker too:
  // both get 10 extra.
  const HandResult r = pokerKnock(3, 1, {"2c 3c 4c 9d Qd Ah As", "5s 6s 7s Th Jh 2d 9c Kc", "8d 8h 8c 2h 3h 4d Ad"}, "Kc");
  QCOMPARE(r.deadwood, std::vector<int>({21, 31, 10}));
  QCOMPARE(r.winner, 2);
  QCOMPARE(r.outcome, Outcome::Undercut);
  QCOMPARE(r.pointsFrom, std::vector<int>({11, 21, 0}));
  QCOMPARE(r.points, std::vector<int>({10, 0, 11 + 21 + 10}));
}

void TstScoring::poker_tieGoesToNearestKnockersLeft() {
  // Four players, seat 2 knocks with 31. Seats 3 and 1 tie at 10: seat 3 sits nearer the knocker's
  // left (3, 0, 1), so seat 3 wins; seat 1 still gets 10 for being below the knocker.
  const HandResult r = pokerKnock(4, 2,
                                  {"Kd Qs Js 9h 9s 6d 6c", "2c 3c 4c Ah As 3d 5h", "5s 6s 7s Th Jh 2d 9c Kc",
                                   "8d 8h 8c 2h 3h 4d Ad"},
                                  "Kc");
  QCOMPARE(r.deadwood, std::vector<int>({60, 10, 31, 10}));
  QCOMPARE(r.winner, 3);
  QCOMPARE(r.pointsFrom, std::vector<int>({50, 0, 21, 0}));
  QCOMPARE(r.points, std::vector<int>({0, 10, 0, 50 + 21 + 10}));
}

void TstScoring::poker_knockerTiedIsBeaten() {
  // Knocker 10, seat 2 also 10: the knocker is not strictly lowest, seat 2 wins; equal is not below,
  // so no 10 extra.
  const HandResult r = pokerKnock(3, 1, {"2c 3c 4c 9d Qd Ah Ks", "5s 6s 7s Th Jh Qh Tc Kc", "8d 8h 8c 2h 3h 4d Ad"}, "Kc");
  QCOMPARE(r.deadwood, std::vector<int>({30, 10, 10}));
  QCOMPARE(r.winner, 2);
  QCOMPARE(r.points, std::vector<int>({0, 0, 20}));
}

void TstScoring::poker_ginBonusAndNoLayoffs() {
  // Knocking with all seven in melds: 25 extra; the 9s would extend 5-8s but there are no lay-offs
  // after gin.
  const HandResult r = pokerKnock(3, 1, {"2c 3c 4c 9d Ks Qd Jc", "5s 6s 7s 8s Th Jh Qh Kc", "8d 8h 8c 2h 3h 4d 9s"}, "Kc");
  QCOMPARE(r.outcome, Outcome::Gin);
  QCOMPARE(r.deadwood, std::vector<int>({39, 0, 18}));
  QCOMPARE(r.points, std::vector<int>({0, 39 + 18 + 25, 0}));
  for (const auto& l : r.layoffs) QVERIFY(l.empty());
}

void TstScoring::poker_layOffOntoAnotherDefendersMeld() {
  // Seat 2 lays out 9-9-9 first; seat 0 then lays the 9s off onto it (not a knocker's meld).
  Script s;
  s.rules = poker(3);
  s.toAct = 1;
  s.phase = Phase::Discard;
  s.hands = {"2c 3c 4c 9s Ks Qd Jc", "5s 6s 7s Th Jh Qh 2d Kc", "9d 9h 9c 2h 3h 4d 5d"};
  s.pile = "Qc";
  HandState h = s.make();
  APPLY_OK(h, 1, Action::knock(C("Kc")));
  QCOMPARE(h.toAct(), 2);
  APPLY_OK(h, 2, Action::layoff({S("9d 9h 9c")}, {}));
  QCOMPARE(h.toAct(), 0);
  const auto& t = h.tableMelds();
  const int nines = int(std::find(t.begin(), t.end(), S("9d 9h 9c")) - t.begin());
  QVERIFY(nines < int(t.size()));
  QCOMPARE(h.tableOwner()[nines], 2);
  const Defence d = h.suggestedDefence(0);
  QCOMPARE(d.deadwood, 30);
  QCOMPARE(d.layoffs, std::vector<Layoff>({{C("9s"), nines}}));
  APPLY_OK(h, 0, Action::layoff(d.melds, d.layoffs));
  const HandResult& r = h.result();
  QCOMPARE(r.deadwood, std::vector<int>({30, 2, 14}));
  QCOMPARE(r.points, std::vector<int>({0, 28 + 12, 0}));
  QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
}

void TstScoring::poker_twoPlayers() {
  // Two players, ten cards: knocking at 12 is allowed; a defender at 19 pays 7; at 5 the defender wins
  // 7 and 10 extra (the poker rule, not the gin undercut bonus).
  const HandResult win = pokerKnock(2, 1, {"2h 3h 4h Qs 7c 2s 3d 4d 5d Td", "6d 7d 8d 9d Jh Jc Js Jd 3c 9c Kh"}, "Kh");
  QCOMPARE(win.deadwood, std::vector<int>({19, 12}));
  QCOMPARE(win.winner, 1);
  QCOMPARE(win.points, std::vector<int>({0, 7}));
  const HandResult under = pokerKnock(2, 1, {"2h 3h 4h 3d 4d 5d Td Ac As 3s", "6d 7d 8d 9d Jh Jc Js Jd 3c 9c Kh"}, "Kh");
  QCOMPARE(under.deadwood, std::vector<int>({5, 12}));
  QCOMPARE(under.winner, 0);
  QCOMPARE(under.outcome, Outcome::Undercut);  // the knocker lost
  QCOMPARE(under.points, std::vector<int>({7 + 10, 0}));
}

void TstScoring::rules_everyOptionRoundTrips() {
  // Each option changed on its own must survive the text form and show in it.
  const std::vector<std::function<void(Rules&)>> changes = {
      [](Rules& r) { r.players = 4; r.poker = true; },
      [](Rules& r) { r.poker = true; },
      [](Rules& r) { r.oklahoma = true; },
      [](Rules& r) { r.hollywood = true; },
      [](Rules& r) { r.knockLimit = 7; },
      [](Rules& r) { r.bigGin = false; },
      [](Rules& r) { r.discardPileBrowsable = true; },
      [](Rules& r) { r.oklahomaAceRequiresGin = true; },
      [](Rules& r) { r.oklahomaSpadeDoubles = true; },
      [](Rules& r) { r.dealerRotation = DealerRotation::WinnerDeals; },
      [](Rules& r) { r.dealerRotation = DealerRotation::LoserDeals; },
      [](Rules& r) { r.ginBonus = 20; },
      [](Rules& r) { r.bigGinBonus = 50; },
      [](Rules& r) { r.undercutBonus = 10; },
      [](Rules& r) { r.pokerBelowKnockerBonus = 5; },
      [](Rules& r) { r.pokerGinBonus = 30; },
      [](Rules& r) { r.gameTarget = 150; },
      [](Rules& r) { r.boxBonus = 20; },
      [](Rules& r) { r.gameBonus = 150; },
      [](Rules& r) { r.shutoutRule = ShutoutRule::DoubleHandPoints; },
      [](Rules& r) { r.shutoutGameBonus = 300; },
      [](Rules& r) { r.doubleSettlementOnShutout = false; },
  };
  const std::string base = rulesToString(Rules{});
  std::set<std::string> texts = {base};
  for (const auto& change : changes) {
    Rules r;
    change(r);
    QVERIFY(!(r == Rules{}));
    const std::string text = rulesToString(r);
    Rules back;
    std::string error;
    QVERIFY2(rulesFromString(text, back, &error), error.c_str());
    QVERIFY2(back == r, text.c_str());
    texts.insert(text);
  }
  QCOMPARE(int(texts.size()), int(changes.size()) + 1);  // every option is in the text
  // Everything at once, too (poker gin does not combine with Oklahoma or Hollywood: leave it out).
  Rules all;
  for (std::size_t i = 2; i < changes.size(); ++i) changes[i](all);
  std::string error;
  QVERIFY2(rulesValid(all, &error), error.c_str());
  Rules back;
  QVERIFY2(rulesFromString(rulesToString(all), back, &error), error.c_str());
  QVERIFY(back == all);
  // Missing keys keep their defaults: an empty text is the standard rules.
  Rules empty;
  empty.knockLimit = 3;
  QVERIFY(rulesFromString("", empty));
  QVERIFY(empty == Rules{});
}

void TstScoring::rules_presets() {
  const auto names = presetNames();
  for (const char* n : {"standard", "20-point", "oklahoma", "hollywood", "hollywood-oklahoma", "poker"})
    QVERIFY2(std::find(names.begin(), names.end(), n) != names.end(), n);
  for (const std::string& n : names) {
    Rules r;
    QVERIFY(preset(n, r));
    std::string error;
    QVERIFY2(rulesValid(r, &error), (n + ": " + error).c_str());
    Rules back;
    QVERIFY(rulesFromString(rulesToString(r), back));
    QVERIFY(back == r);
  }
  Rules r;
  QVERIFY(preset("standard", r));
  QVERIFY(r == Rules{});
  // Defaults of RULES.md.
  QCOMPARE(r.knockLimit, 10);
  QCOMPARE(r.ginBonus, 25);
  QCOMPARE(r.bigGinBonus, 31);
  QCOMPARE(r.undercutBonus, 25);
  QCOMPARE(r.gameTarget, 100);
  QCOMPARE(r.boxBonus, 25);
  QCOMPARE(r.gameBonus, 100);
  QCOMPARE(r.shutoutGameBonus, 200);
  QVERIFY(r.shutoutRule == ShutoutRule::BigGameBonus);
  QVERIFY(r.doubleSettlementOnShutout);
  QVERIFY(r.bigGin);
  QVERIFY(!r.discardPileBrowsable);
  QVERIFY(r.dealerRotation == DealerRotation::Alternate);
  QVERIFY(!r.oklahomaAceRequiresGin && !r.oklahomaSpadeDoubles);
  QVERIFY(preset("20-point", r));
  QCOMPARE(r.ginBonus, 20);
  QCOMPARE(r.undercutBonus, 20);
  QCOMPARE(r.boxBonus, 20);
  QCOMPARE(r.gameBonus, 100);
  QVERIFY(preset("oklahoma", r));
  QVERIFY(r.oklahoma && !r.hollywood);
  QVERIFY(preset("hollywood", r));
  QVERIFY(r.hollywood && !r.oklahoma);
  QVERIFY(preset("hollywood-oklahoma", r));
  QVERIFY(r.hollywood && r.oklahoma);
  QVERIFY(preset("poker", r));
  QVERIFY(r.poker && r.players >= 2 && r.players <= 5);
  QVERIFY(!preset("no such preset", r));
}

void TstScoring::rules_badTextAndInvalidValues() {
  Rules r;
  std::string error;
  QVERIFY(!rulesFromString(rulesToString(Rules{}) + ";noSuchOption=1", r, &error));
  QVERIFY(!error.empty());
  const std::string text = rulesToString(Rules{});
  const std::string firstKey = text.substr(0, text.find('='));
  error.clear();
  QVERIFY(!rulesFromString(firstKey + "=abc", r, &error));
  QVERIFY(!error.empty());
  QVERIFY(!rulesFromString(firstKey, r, &error));  // no value
  // Playable values only: 2-5 players, more than two only in poker gin, Hollywood for two.
  for (int n : {0, 1, 6}) {
    Rules p = poker(2);
    p.players = n;
    QVERIFY(!rulesValid(p, &error));
  }
  for (int n = 2; n <= 5; ++n) QVERIFY(rulesValid(poker(n)));
  Rules three;
  three.players = 3;
  QVERIFY(!rulesValid(three, &error));
  QVERIFY(!error.empty());
  // Hollywood combines with the standard and the Oklahoma rules; poker gin is scored on its own.
  Rules hollywood;
  hollywood.hollywood = hollywood.oklahoma = true;
  QVERIFY(rulesValid(hollywood));
  Rules pokerHollywood = poker(2);
  pokerHollywood.hollywood = true;
  QVERIFY(!rulesValid(pokerHollywood));
  Rules neg;
  neg.knockLimit = -1;
  QVERIFY(!rulesValid(neg));
  Rules target;
  target.gameTarget = 0;
  QVERIFY(!rulesValid(target));
}

QTEST_APPLESS_MAIN(TstScoring)
#include "tst_scoring.moc"
