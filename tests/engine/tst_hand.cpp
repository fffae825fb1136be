// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RULES.md "Standard two-player hand", "Knocking, gin and big gin" and the poker deal, as a state
// machine: deal, first-upcard offer, draw, discard, knock, big gin, lay-off, scored, drawn; every
// refusal names its rule; each seat's view holds what that seat may know; hands replay from a seed.
#include <QtTest>
#include <algorithm>

#include "hand.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using testutil::S;
using testutil::Script;

namespace {

const char* kDealer = "4h 5h 6h 8s 9s Ts 2d 3s 5c Kh";     // melds 4-5-6h, 8-9-Ts; 2d 3s 5c Kh = 20
const char* kNonDealer = "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c";  // melds A-2-3c, 7-7-7, J-Q-Kd; 9c = 9

// Two-player deal from fromHands: dealer 0, upcard 4c, the given stock top first, the rest below.
HandState scriptedDeal(const Rules& r = Rules{}, const char* stockTop = "8c Ah 5s 6c") {
  const CardSet h0 = S(kDealer), h1 = S(kNonDealer);
  std::vector<Card> stock = testutil::cards(stockTop);
  CardSet used = h0 | h1 | bit(C("4c"));
  for (Card c : stock) used |= bit(c);
  for (Card c : toVector(kFullDeck & ~used)) stock.push_back(c);
  return HandState::fromHands(r, 0, {h0, h1}, C("4c"), stock);
}

// Seat 1 to draw, pile Qs then 4c on top.
Script midHand() {
  Script s;
  s.toAct = 1;
  s.hands = {kDealer, kNonDealer};
  s.pile = "Qs 4c";
  s.stock = "8c Ah 5s 6c";
  s.firstUpcard = "Qs";
  return s;
}

Card lastEventCard(const SeatView& v) { return v.history.empty() ? NoCard : v.history.back().card; }

}  // namespace

class TstHand : public QObject {
  Q_OBJECT
 private slots:
  void deal_twoPlayersTenEachOneAtATimeNonDealerFirst();
  void deal_pokerSevenEachForThreeToFiveTenForTwo();
  void deal_seedGivesTheShuffledDeck();
  void firstUpcard_nonDealerThenDealerThenNonDealerMustDrawStock();
  void firstUpcard_takenByNonDealerWhoDiscardsAnotherCard();
  void firstUpcard_takenByDealerAfterPassThenNonDealerPlays();
  void firstUpcard_pokerOfferedToEveryoneFromDealersLeft();
  void turn_drawStockThenDiscard();
  void turn_cardFromDiscardPileCannotGoBackThisTurn();
  void reject_notYourTurnAndWrongPhase();
  void reject_cardNotInHand();
  void knock_atMostTheKnockLimit();
  void knock_ginScoredAtOnceWithoutLayoffs();
  void knock_defenderLaysOffBestOrOwnChoice();
  void knock_arrangementChosenByKnockerMustBeOptimal();
  void knock_engineArrangementLeavesFewestLayoffChances();
  void bigGin_declaredWithoutDiscardWhenOptionOn();
  void bigGin_refusedWhenOptionOffOrNotAllMelded();
  void pokerKnock_anyDeadwoodEveryoneLaysOut();
  void drawnHand_discardWithTwoStockCardsLeft();
  void drawnHand_knockStillAllowedWithTwoLeft();
  void handOver_refusesEverything();
  void view_ownHandTopCardStockCountPublicActions();
  void view_wholePileWhenBrowsable();
  void view_knockDiscardHidesOnlyItself();
  void replay_fromSeedAndActionText();
  void actionText_roundTripAndBadText();
  void replay_fromASeatsEvents();
};

void TstHand::deal_twoPlayersTenEachOneAtATimeNonDealerFirst() {
  const auto deck = shuffledDeck(11);
  for (int dealer : {0, 1}) {
    const HandState h(Rules{}, dealer, deck);
    const int other = 1 - dealer;
    CardSet first = 0, second = 0;
    for (int i = 0; i < 20; i += 2) {
      first |= bit(deck[i]);
      second |= bit(deck[i + 1]);
    }
    QCOMPARE(h.hand(other), first);  // non-dealer gets the first card
    QCOMPARE(h.hand(dealer), second);
    QCOMPARE(h.firstUpcard(), deck[20]);
    QCOMPARE(h.discardTop(), deck[20]);
    QCOMPARE(int(h.discardPile().size()), 1);
    QCOMPARE(int(h.stock().size()), 31);
    QCOMPARE(h.stock().back(), deck[21]);  // top of the stock
    QCOMPARE(h.stock().front(), deck[51]);
    QCOMPARE(h.phase(), Phase::FirstUpcard);
    QCOMPARE(h.toAct(), other);
    QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
  }
}

void TstHand::deal_pokerSevenEachForThreeToFiveTenForTwo() {
  const auto deck = shuffledDeck(23);
  for (int n = 2; n <= 5; ++n)
    for (int dealer = 0; dealer < n; ++dealer) {
      Rules r;
      r.poker = true;
      r.players = n;
      const int per = n == 2 ? 10 : 7;
      QCOMPARE(r.cardsPerPlayer(), per);
      const HandState h(r, dealer, deck);
      for (int i = 0; i < n; ++i) {
        const int seat = (dealer + 1 + i) % n;  // one at a time, starting left of the dealer
        CardSet want = 0;
        for (int k = 0; k < per; ++k) want |= bit(deck[k * n + i]);
        QCOMPARE(h.hand(seat), want);
      }
      QCOMPARE(h.firstUpcard(), deck[per * n]);
      QCOMPARE(int(h.stock().size()), 52 - per * n - 1);
      QCOMPARE(h.stock().back(), deck[per * n + 1]);
      QCOMPARE(h.toAct(), (dealer + 1) % n);
      QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
    }
}

void TstHand::deal_seedGivesTheShuffledDeck() {
  for (std::uint64_t seed : {1ull, 99ull, 123456789ull}) {
    const HandState a(Rules{}, 1, seed), b(Rules{}, 1, shuffledDeck(seed));
    QCOMPARE(a.seed(), seed);
    QCOMPARE(a.hand(0), b.hand(0));
    QCOMPARE(a.hand(1), b.hand(1));
    QVERIFY(a.stock() == b.stock());
    QCOMPARE(a.firstUpcard(), b.firstUpcard());
  }
}

void TstHand::firstUpcard_nonDealerThenDealerThenNonDealerMustDrawStock() {
  HandState h = scriptedDeal();
  QCOMPARE(h.toAct(), 1);
  EXPECT_REJECT(h, 0, Action::pass(), Reject::NotYourTurn);
  EXPECT_REJECT(h, 1, Action::drawStock(), Reject::WrongPhase);
  EXPECT_REJECT(h, 1, Action::discard(C("9c")), Reject::WrongPhase);
  APPLY_OK(h, 1, Action::pass());
  QCOMPARE(h.phase(), Phase::FirstUpcard);
  QCOMPARE(h.toAct(), 0);
  EXPECT_REJECT(h, 1, Action::take(), Reject::NotYourTurn);
  APPLY_OK(h, 0, Action::pass());
  // Both passed: the non-dealer must draw from the stock.
  QCOMPARE(h.phase(), Phase::Draw);
  QCOMPARE(h.toAct(), 1);
  const auto legal = h.legalActions();
  QCOMPARE(int(legal.size()), 1);
  QVERIFY(legal[0] == Action::drawStock());
  EXPECT_REJECT(h, 1, Action::drawDiscard(), Reject::StockOnlyAfterPasses);
  EXPECT_REJECT(h, 1, Action::take(), Reject::WrongPhase);
  APPLY_OK(h, 1, Action::drawStock());
  QVERIFY(contains(h.hand(1), C("8c")));
  QCOMPARE(h.discardTop(), C("4c"));
  APPLY_OK(h, 1, Action::discard(C("8c")));  // a stock card may be thrown at once
  QCOMPARE(h.toAct(), 0);
  QCOMPARE(h.phase(), Phase::Draw);
  // Normal play from here: the dealer may take the 8c.
  QCOMPARE(h.check(0, Action::drawDiscard()), Reject::Ok);
}

void TstHand::firstUpcard_takenByNonDealerWhoDiscardsAnotherCard() {
  HandState h = scriptedDeal();
  APPLY_OK(h, 1, Action::take());
  QVERIFY(contains(h.hand(1), C("4c")));
  QVERIFY(h.discardPile().empty());
  QCOMPARE(h.phase(), Phase::Discard);
  QCOMPARE(h.toAct(), 1);
  QCOMPARE(h.takenFromDiscard(), C("4c"));
  EXPECT_REJECT(h, 1, Action::discard(C("4c")), Reject::TakenFromDiscard);
  // Ac-4c, 777, J-Q-Kd and 9c: knocking with the 9c would be gin, but not with the 4c.
  EXPECT_REJECT(h, 1, Action::knock(C("4c")), Reject::TakenFromDiscard);
  APPLY_OK(h, 1, Action::discard(C("Kd")));
  QCOMPARE(h.toAct(), 0);
  QCOMPARE(h.phase(), Phase::Draw);
  QCOMPARE(h.discardTop(), C("Kd"));
  QCOMPARE(h.takenFromDiscard(), NoCard);
}

void TstHand::firstUpcard_takenByDealerAfterPassThenNonDealerPlays() {
  HandState h = scriptedDeal();
  APPLY_OK(h, 1, Action::pass());
  APPLY_OK(h, 0, Action::take());
  QCOMPARE(h.toAct(), 0);
  EXPECT_REJECT(h, 0, Action::discard(C("4c")), Reject::TakenFromDiscard);
  APPLY_OK(h, 0, Action::discard(C("Kh")));
  QCOMPARE(h.toAct(), 1);
  QCOMPARE(h.phase(), Phase::Draw);
  // No "stock only" rule after a take: the non-dealer may take the Kh.
  APPLY_OK(h, 1, Action::drawDiscard());
  QVERIFY(contains(h.hand(1), C("Kh")));
}

void TstHand::firstUpcard_pokerOfferedToEveryoneFromDealersLeft() {
  Rules r;
  r.poker = true;
  r.players = 4;
  {
    HandState h(r, 2, std::uint64_t(5));
    const Card up = h.firstUpcard();
    for (int seat : {3, 0, 1, 2}) {  // left of the dealer first, the dealer last
      QCOMPARE(h.phase(), Phase::FirstUpcard);
      QCOMPARE(h.toAct(), seat);
      EXPECT_REJECT(h, (seat + 1) % 4, Action::pass(), Reject::NotYourTurn);
      APPLY_OK(h, seat, Action::pass());
    }
    QCOMPARE(h.phase(), Phase::Draw);
    QCOMPARE(h.toAct(), 3);
    EXPECT_REJECT(h, 3, Action::drawDiscard(), Reject::StockOnlyAfterPasses);
    APPLY_OK(h, 3, Action::drawStock());
    QCOMPARE(count(h.hand(3)), 8);
    QCOMPARE(h.discardTop(), up);
  }
  {
    // Seat 0 takes it after seat 3 passed; play goes on to seat 0's left.
    HandState h(r, 2, std::uint64_t(5));
    const Card up = h.firstUpcard();
    APPLY_OK(h, 3, Action::pass());
    APPLY_OK(h, 0, Action::take());
    QVERIFY(contains(h.hand(0), up));
    EXPECT_REJECT(h, 0, Action::discard(up), Reject::TakenFromDiscard);
    const Card other = lowest(h.hand(0) & ~bit(up));
    APPLY_OK(h, 0, Action::discard(other));
    QCOMPARE(h.phase(), Phase::Draw);
    QCOMPARE(h.toAct(), 1);
  }
}

void TstHand::turn_drawStockThenDiscard() {
  HandState h = midHand().make();
  QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
  const int stock = int(h.stock().size());
  APPLY_OK(h, 1, Action::drawStock());
  QCOMPARE(int(h.stock().size()), stock - 1);
  QCOMPARE(count(h.hand(1)), 11);
  QVERIFY(contains(h.hand(1), C("8c")));
  QCOMPARE(h.phase(), Phase::Discard);
  QCOMPARE(h.takenFromDiscard(), NoCard);
  EXPECT_REJECT(h, 1, Action::drawStock(), Reject::WrongPhase);
  APPLY_OK(h, 1, Action::discard(C("9c")));
  QCOMPARE(count(h.hand(1)), 10);
  QCOMPARE(h.discardTop(), C("9c"));
  QCOMPARE(h.toAct(), 0);
  QCOMPARE(h.phase(), Phase::Draw);
  QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
}

void TstHand::turn_cardFromDiscardPileCannotGoBackThisTurn() {
  HandState h = midHand().make();
  APPLY_OK(h, 1, Action::drawDiscard());
  QVERIFY(contains(h.hand(1), C("4c")));
  QCOMPARE(h.discardTop(), C("Qs"));
  QCOMPARE(h.takenFromDiscard(), C("4c"));
  for (const Action& a : h.legalActions()) QVERIFY(a.card != C("4c"));
  EXPECT_REJECT(h, 1, Action::discard(C("4c")), Reject::TakenFromDiscard);
  // Discarding the 4c would leave 9 (a legal knock) - the rule still refuses it, knocking included.
  EXPECT_REJECT(h, 1, Action::knock(C("4c")), Reject::TakenFromDiscard);
  // Next turn the 4c may go.
  APPLY_OK(h, 1, Action::discard(C("Kd")));
  APPLY_OK(h, 0, Action::drawStock());
  APPLY_OK(h, 0, Action::discard(C("8c")));
  APPLY_OK(h, 1, Action::drawStock());
  APPLY_OK(h, 1, Action::discard(C("4c")));
}

void TstHand::reject_notYourTurnAndWrongPhase() {
  HandState h = midHand().make();
  EXPECT_REJECT(h, 0, Action::drawStock(), Reject::NotYourTurn);
  EXPECT_REJECT(h, 0, Action::drawDiscard(), Reject::NotYourTurn);
  EXPECT_REJECT(h, 1, Action::discard(C("9c")), Reject::WrongPhase);  // discarding before drawing
  EXPECT_REJECT(h, 1, Action::knock(C("9c")), Reject::WrongPhase);
  EXPECT_REJECT(h, 1, Action::take(), Reject::WrongPhase);
  EXPECT_REJECT(h, 1, Action::pass(), Reject::WrongPhase);
  EXPECT_REJECT(h, 1, Action::layoff({}, {}), Reject::WrongPhase);
  APPLY_OK(h, 1, Action::drawStock());
  EXPECT_REJECT(h, 0, Action::discard(C("Kh")), Reject::NotYourTurn);
  EXPECT_REJECT(h, 1, Action::drawDiscard(), Reject::WrongPhase);
  EXPECT_REJECT(h, 1, Action::layoff({}, {}), Reject::WrongPhase);
}

void TstHand::reject_cardNotInHand() {
  HandState h = midHand().make();
  APPLY_OK(h, 1, Action::drawStock());
  EXPECT_REJECT(h, 1, Action::discard(C("Kh")), Reject::CardNotInHand);  // the other seat's card
  EXPECT_REJECT(h, 1, Action::discard(C("Qs")), Reject::CardNotInHand);  // in the pile
  EXPECT_REJECT(h, 1, Action::knock(C("Ks")), Reject::CardNotInHand);
  EXPECT_REJECT(h, 1, Action::discard(NoCard), Reject::CardNotInHand);
}

void TstHand::knock_atMostTheKnockLimit() {
  // Two melds of four plus two loose cards; the drawn Kh is thrown.
  Script s;
  s.toAct = 1;
  s.hands = {"5h 6h 9h 8s 9s Ts 2d 3s 5c Jh", "Ac 2c 3c 4c 7c 7d 7h 7s 6d 4s"};  // 6d + 4s = 10: a knock
  s.pile = "Qs";
  s.stock = "Kh";
  HandState ok = s.make();
  APPLY_OK(ok, 1, Action::drawStock());
  QCOMPARE(ok.deadwoodAfterDiscard(C("Kh")), 10);
  bool listed = false;
  for (const Action& a : ok.legalActions()) listed |= a.type == ActionType::Knock && a.card == C("Kh");
  QVERIFY(listed);
  APPLY_OK(ok, 1, Action::knock(C("Kh")));
  QCOMPARE(ok.phase(), Phase::Layoff);
  QCOMPARE(ok.knocker(), 1);

  s.hands[1] = "Ac 2c 3c 4c 7c 7d 7h 7s 6d 5s";  // 6d + 5s = 11: too much
  HandState over = s.make();
  APPLY_OK(over, 1, Action::drawStock());
  QCOMPARE(over.deadwoodAfterDiscard(C("Kh")), 11);
  for (const Action& a : over.legalActions()) QVERIFY(a.type != ActionType::Knock);
  EXPECT_REJECT(over, 1, Action::knock(C("Kh")), Reject::AboveKnockLimit);
  // A smaller house limit is honoured too.
  s.rules.knockLimit = 9;
  s.hands[1] = "Ac 2c 3c 4c 7c 7d 7h 7s 6d 4s";
  HandState nine = s.make();
  QCOMPARE(nine.knockLimit(), 9);
  APPLY_OK(nine, 1, Action::drawStock());
  EXPECT_REJECT(nine, 1, Action::knock(C("Kh")), Reject::AboveKnockLimit);
}

void TstHand::knock_ginScoredAtOnceWithoutLayoffs() {
  HandState h = midHand().make();
  APPLY_OK(h, 1, Action::drawDiscard());  // 4c: Ac-4c
  APPLY_OK(h, 1, Action::knock(C("9c")));
  // Gin: no lay-offs, so nothing is left to decide; the hand is scored at once with the defender's
  // best own melds.
  QCOMPARE(h.phase(), Phase::Scored);
  QCOMPARE(h.knocker(), 1);
  const SeatView dv = h.view(0);
  QCOMPARE(dv.knocker, 1);
  // The knocker's three melds and, laid out after them, the defender's two (4-5-6h, 8-9-Ts).
  QCOMPARE(dv.tableMelds, std::vector<CardSet>({S("Ac 2c 3c 4c"), S("7d 7h 7s"), S("Jd Qd Kd"), S("4h 5h 6h"), S("8s 9s Ts")}));
  QCOMPARE(dv.tableOwner, std::vector<int>({1, 1, 1, 0, 0}));
  // Not even the 5c that would extend A-2-3-4c goes.
  EXPECT_REJECT(h, 0, Action::layoff({S("4h 5h 6h")}, {{C("5c"), 0}}), Reject::HandOver);
  const HandResult& r = h.result();
  QCOMPARE(r.outcome, Outcome::Gin);
  QCOMPARE(r.knocker, 1);
  QCOMPARE(r.winner, 1);
  QCOMPARE(r.deadwood[1], 0);
  QCOMPARE(r.deadwood[0], 20);
  QCOMPARE(r.deadwoodCards[0], S("2d 3s 5c Kh"));
  QVERIFY(r.layoffs[0].empty());
  QCOMPARE(r.points[1], 20 + 25);
  QCOMPARE(r.points[0], 0);
  QCOMPARE(r.bonus, 25);
  QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
}

void TstHand::knock_defenderLaysOffBestOrOwnChoice() {
  // Knocker (seat 1): A-2-3c, 7-7-7, J-Q-Kd, 2h = 2. Defender: 3-4-5h, loose 4c 5c 7c 9d Td 8s 8h (51);
  // lay-offs 4c then 5c, 7c, Td then 9d leave 8s 8h = 16: knocker scores 14.
  Script s;
  s.toAct = 1;
  s.hands = {"3h 4h 5h 4c 5c 7c 9d Td 8s 8h", "Ac 2c 3c 7d 7h 7s Jd Qd Kd 2h"};
  s.pile = "Qs";
  s.stock = "Qh";
  for (bool best : {true, false}) {
    HandState h = s.make();
    APPLY_OK(h, 1, Action::drawStock());
    APPLY_OK(h, 1, Action::knock(C("Qh")));
    QCOMPARE(h.phase(), Phase::Layoff);
    QCOMPARE(h.toAct(), 0);
    // The knock discard lies face down: the defender does not see it, the knocker does.
    const SeatView dv = h.view(0), kv = h.view(1);
    QCOMPARE(dv.history.back().type, ActionType::Knock);
    QCOMPARE(lastEventCard(dv), NoCard);
    QCOMPARE(lastEventCard(kv), C("Qh"));
    QVERIFY(dv.discardTop != C("Qh"));
    for (Card c : dv.discardPile) QVERIFY(c != C("Qh"));
    EXPECT_REJECT(h, 1, Action::layoff({}, {}), Reject::NotYourTurn);  // the knocker never lays off
    const auto& t = h.tableMelds();
    auto idx = [&](const char* m) { return int(std::find(t.begin(), t.end(), S(m)) - t.begin()); };
    const int clubs = idx("Ac 2c 3c"), sevens = idx("7d 7h 7s"), diamonds = idx("Jd Qd Kd");
    QVERIFY(clubs < 3 && sevens < 3 && diamonds < 3);
    const Defence d = h.suggestedDefence(0);
    QCOMPARE(d.deadwood, 16);
    QCOMPARE(d.deadwoodCards, S("8s 8h"));
    // Refusals first: a card that fits nowhere, a meld that is not one, a card out of chain order
    // that never connects.
    EXPECT_REJECT(h, 0, Action::layoff({S("3h 4h 5h")}, {{C("8s"), sevens}}), Reject::InvalidLayoff);
    EXPECT_REJECT(h, 0, Action::layoff({S("3h 4h 5h")}, {{C("9d"), diamonds}}), Reject::InvalidLayoff);
    EXPECT_REJECT(h, 0, Action::layoff({S("4h 5h 8h")}, {}), Reject::InvalidMelds);
    if (best) {
      // Chain given top-down (5c after 4c, 9d after Td) is resolved.
      APPLY_OK(h, 0, Action::layoff({S("3h 4h 5h")}, {{C("4c"), clubs}, {C("5c"), clubs}, {C("7c"), sevens},
                                                       {C("9d"), diamonds}, {C("Td"), diamonds}}));
    } else {
      // A person may keep cards: only the 7c goes. 8s 8h 4c 5c 9d Td = 44.
      APPLY_OK(h, 0, Action::layoff({S("3h 4h 5h")}, {{C("7c"), sevens}}));
    }
    QCOMPARE(h.phase(), Phase::Scored);
    // Once the hand is over the knock discard is shown to everyone.
    const auto events = h.view(0).history;
    const auto knockEvent = std::find_if(events.begin(), events.end(), [](const PublicEvent& e) { return e.type == ActionType::Knock; });
    QVERIFY(knockEvent != events.end());
    QCOMPARE(knockEvent->card, C("Qh"));
    const HandResult& r = h.result();
    QCOMPARE(r.outcome, Outcome::Knock);
    QCOMPARE(r.winner, 1);
    QCOMPARE(r.deadwood[1], 2);
    QCOMPARE(r.deadwoodBefore[0], 4 + 5 + 7 + 9 + 10 + 8 + 8);
    QCOMPARE(r.deadwood[0], best ? 16 : 44);
    QCOMPARE(r.points[1], best ? 14 : 42);
    QCOMPARE(r.points[0], 0);
    QCOMPARE(r.bonus, 0);
    if (best) QVERIFY(std::find(r.tableMelds.begin(), r.tableMelds.end(), S("Ac 2c 3c 4c 5c")) != r.tableMelds.end());
    QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
  }
}

void TstHand::knock_arrangementChosenByKnockerMustBeOptimal() {
  // Kept after the Kh goes: 3h 4h 5h 4c 4d, 7-8-9-Ts, Ac. The 4h is in the run 3-4-5h (4c 4d left) or
  // in the set 4c 4d 4h (3h 5h left): 8 + 1 either way. The knocker may show either, nothing worse.
  Script s;
  s.toAct = 1;
  s.hands = {"6h 7h 8h Js Qs Ks 2d 3d 9c 9d", "3h 4h 5h 4c 4d 7s 8s 9s Ts Ac"};
  s.pile = "Qc";
  s.stock = "Kh";
  const std::vector<CardSet> run = {S("3h 4h 5h"), S("7s 8s 9s Ts")};
  const std::vector<CardSet> set = {S("4c 4d 4h"), S("7s 8s 9s Ts")};
  for (const auto& shown : {run, set}) {
    HandState h = s.make();
    APPLY_OK(h, 1, Action::drawStock());
    QCOMPARE(h.deadwoodAfterDiscard(C("Kh")), 9);
    APPLY_OK(h, 1, Action::knock(C("Kh"), shown));
    QCOMPARE(h.tableMelds(), shown);
  }
  HandState h = s.make();
  APPLY_OK(h, 1, Action::drawStock());
  EXPECT_REJECT(h, 1, Action::knock(C("Kh"), {S("7s 8s 9s Ts")}), Reject::NotOptimal);          // 21 left
  EXPECT_REJECT(h, 1, Action::knock(C("Kh"), {S("3h 4h 5h"), S("7s 8s 9s")}), Reject::NotOptimal);  // Ts left
  EXPECT_REJECT(h, 1, Action::knock(C("Kh"), {S("3h 4h 5h"), S("4c 4d 4h")}), Reject::InvalidMelds);  // 4h twice
  EXPECT_REJECT(h, 1, Action::knock(C("Kh"), {S("4c 4d 4s"), S("7s 8s 9s Ts")}), Reject::InvalidMelds);  // 4s not held
  EXPECT_REJECT(h, 1, Action::knock(C("Kh"), {S("3h 4h 5h Kh")}), Reject::InvalidMelds);  // not a meld
  EXPECT_REJECT(h, 1, Action::knock(C("Kh"), {S("Jh Qh Kh"), S("7s 8s 9s Ts")}), Reject::InvalidMelds);  // discarded card
}

void TstHand::knock_engineArrangementLeavesFewestLayoffChances() {
  // Same hand: the run 3-4-5h invites the 2h and the 6h, the set 4c 4d 4h only the 4s. The computer
  // knocker shows the set.
  Script s;
  s.toAct = 1;
  s.hands = {"6h 7h 8h Js Qs Ks 2d 3d 9c 9d", "3h 4h 5h 4c 4d 7s 8s 9s Ts Ac"};
  s.pile = "Qc";
  s.stock = "Kh";
  HandState h = s.make();
  APPLY_OK(h, 1, Action::drawStock());
  const auto melds = h.knockArrangement(1, C("Kh"));
  QVERIFY(std::find(melds.begin(), melds.end(), S("4c 4d 4h")) != melds.end());
  QVERIFY(meldsValid(h.hand(1) & ~bit(C("Kh")), melds));
  // The Knock actions listed for the seat carry that arrangement, and applying one shows it.
  for (const Action& a : h.legalActions())
    if (a.type == ActionType::Knock && a.card == C("Kh")) {
      QVERIFY(a.melds.empty() || a.melds == melds);
      APPLY_OK(h, 1, a);
      QCOMPARE(h.tableMelds(), melds);
      return;
    }
  QFAIL("knocking with the Kh is legal but not listed");
}

void TstHand::bigGin_declaredWithoutDiscardWhenOptionOn() {
  Script s;
  s.toAct = 1;
  s.hands = {"4h 5h 6h 8s 9s Ts 2d 3s 6c Qh", "Ac 2c 3c 4c 5c 7d 7h 7s Kd Kc"};  // defender: 2d 3s 6c Qh = 21
  s.pile = "Qs";
  s.stock = "Ks";
  HandState h = s.make();
  APPLY_OK(h, 1, Action::drawStock());
  bool listed = false;
  for (const Action& a : h.legalActions()) listed |= a.type == ActionType::BigGin;
  QVERIFY(listed);
  APPLY_OK(h, 1, Action::bigGin());
  QCOMPARE(count(h.hand(1)), 11);  // nothing discarded
  QCOMPARE(h.phase(), Phase::Scored);  // no lay-offs after big gin: nothing left to decide
  // The 6c would extend A-5c, but it stays in the defender's deadwood.
  QVERIFY(std::find(h.tableMelds().begin(), h.tableMelds().end(), S("Ac 2c 3c 4c 5c")) != h.tableMelds().end());
  EXPECT_REJECT(h, 0, Action::layoff({S("4h 5h 6h"), S("8s 9s Ts")}, {{C("6c"), 0}}), Reject::HandOver);
  const HandResult& r = h.result();
  QCOMPARE(r.outcome, Outcome::BigGin);
  QCOMPARE(r.winner, 1);
  QCOMPARE(r.deadwood[0], 21);
  QCOMPARE(r.points[1], 21 + 31);
  QCOMPARE(r.bonus, 31);
  QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
}

void TstHand::bigGin_refusedWhenOptionOffOrNotAllMelded() {
  Script s;
  s.toAct = 1;
  s.hands = {"4h 5h 6h 8s 9s Ts 2d 3s 6c Qh", "Ac 2c 3c 4c 5c 7d 7h 7s Kd Kc"};
  s.pile = "Qs";
  s.stock = "Ks";
  s.rules.bigGin = false;
  HandState off = s.make();
  APPLY_OK(off, 1, Action::drawStock());
  for (const Action& a : off.legalActions()) QVERIFY(a.type != ActionType::BigGin);
  EXPECT_REJECT(off, 1, Action::bigGin(), Reject::BigGinDisabled);
  APPLY_OK(off, 1, Action::knock(C("5c")));  // still gin the ordinary way
  QCOMPARE(off.result().outcome, Outcome::Gin);
  QCOMPARE(off.result().points[1], 21 + 25);

  s.rules.bigGin = true;
  s.stock = "Jd";
  HandState notAll = s.make();
  APPLY_OK(notAll, 1, Action::drawStock());
  EXPECT_REJECT(notAll, 1, Action::bigGin(), Reject::NotBigGin);
  EXPECT_REJECT(notAll, 1, Action::bigGin({S("Ac 2c 3c 4c 5c"), S("7d 7h 7s")}), Reject::NotBigGin);
}

void TstHand::pokerKnock_anyDeadwoodEveryoneLaysOut() {
  // Three players, 7 cards each; seat 1 knocks with 52 deadwood: poker gin has no knock limit, the
  // same hand is refused in standard gin.
  Script s;
  s.rules.poker = true;
  s.rules.players = 3;
  s.dealer = 0;
  s.toAct = 1;
  s.hands = {"2c 3c 4c 9h 9d Kc Qd", "5s 6s 9c Jh Qh Td 2d", "8d 8h 8c Ks 2h 3h 4d"};
  s.pile = "As";
  s.stock = "Js";
  HandState h = s.make();
  QCOMPARE(count(h.hand(1)), 7);
  APPLY_OK(h, 1, Action::drawStock());
  QCOMPARE(h.deadwoodAfterDiscard(C("Js")), 52);
  APPLY_OK(h, 1, Action::knock(C("Js")));
  QCOMPARE(h.phase(), Phase::Layoff);
  // Nobody draws again: every other player lays out once, then the hand is scored.
  int turns = 0;
  CardSet seen = 0;
  while (h.phase() == Phase::Layoff) {
    const int seat = h.toAct();
    QVERIFY(seat != 1);
    QVERIFY(!(seen & bit(Card(seat))));
    seen |= bit(Card(seat));
    EXPECT_REJECT(h, seat, Action::drawStock(), Reject::WrongPhase);
    APPLY_OK(h, seat, Action::layoff(h.suggestedDefence(seat).melds, h.suggestedDefence(seat).layoffs));
    ++turns;
  }
  QCOMPARE(turns, 2);
  QCOMPARE(h.phase(), Phase::Scored);
  QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());

  s.rules = Rules{};  // standard gin, two seats
  s.hands = {"2c 3c 4c 9h 9d Kc Qd 8d 8h 8c", "5s 6s 9c Jh Qh Td 2d Ks 2h 3h"};
  HandState g = s.make();
  APPLY_OK(g, 1, Action::drawStock());
  EXPECT_REJECT(g, 1, Action::knock(C("Js")), Reject::AboveKnockLimit);
}

void TstHand::drawnHand_discardWithTwoStockCardsLeft() {
  Script s = midHand();
  s.stock = "8c Ah 5s 6c";
  s.restToPile = true;
  HandState h = s.make();
  QCOMPARE(int(h.stock().size()), 4);
  APPLY_OK(h, 1, Action::drawStock());
  APPLY_OK(h, 1, Action::discard(C("8c")));  // three left: play goes on
  QCOMPARE(h.phase(), Phase::Draw);
  APPLY_OK(h, 0, Action::drawStock());
  QCOMPARE(int(h.stock().size()), 2);
  APPLY_OK(h, 0, Action::discard(C("Ah")));
  QCOMPARE(h.phase(), Phase::Drawn);
  QVERIFY(h.over());
  const HandResult& r = h.result();
  QCOMPARE(r.outcome, Outcome::Drawn);
  QCOMPARE(r.winner, -1);
  for (int p : r.points) QCOMPARE(p, 0);
  QVERIFY(h.legalActions().empty());
  QCOMPARE(QString::fromStdString(h.checkInvariants()), QString());
}

void TstHand::drawnHand_knockStillAllowedWithTwoLeft() {
  Script s = midHand();
  s.stock = "Ah 5s 6c";
  s.restToPile = true;
  HandState h = s.make();
  APPLY_OK(h, 1, Action::drawStock());  // Ah; two left
  QCOMPARE(int(h.stock().size()), 2);
  APPLY_OK(h, 1, Action::knock(C("9c")));  // A-2-3c, 777, J-Q-Kd, Ah = 1
  QCOMPARE(h.phase(), Phase::Layoff);
}

void TstHand::handOver_refusesEverything() {
  Script s = midHand();
  s.stock = "Ah 5s 6c";
  s.restToPile = true;
  HandState h = s.make();
  APPLY_OK(h, 1, Action::drawStock());
  APPLY_OK(h, 1, Action::discard(C("Ah")));
  QVERIFY(h.over());
  EXPECT_REJECT(h, 0, Action::drawStock(), Reject::HandOver);
  EXPECT_REJECT(h, 1, Action::drawStock(), Reject::HandOver);
  EXPECT_REJECT(h, 0, Action::layoff({}, {}), Reject::HandOver);
}

void TstHand::view_ownHandTopCardStockCountPublicActions() {
  HandState h = midHand().make();
  SeatView v0 = h.view(0), v1 = h.view(1);
  QCOMPARE(v0.seat, 0);
  QCOMPARE(v0.hand, S(kDealer));
  QCOMPARE(v1.hand, S(kNonDealer));
  QCOMPARE(v0.discardTop, C("4c"));
  QCOMPARE(int(v0.discardPile.size()), 1);  // official rule: only the top card
  QCOMPARE(v0.discardPile.back(), C("4c"));
  QCOMPARE(v0.stockCount, int(h.stock().size()));
  QCOMPARE(v0.handSizes, std::vector<int>({10, 10}));
  QCOMPARE(v0.toAct, 1);
  QCOMPARE(v0.phase, Phase::Draw);
  APPLY_OK(h, 1, Action::drawStock());  // 8c, hidden from seat 0
  QCOMPARE(lastEventCard(h.view(0)), NoCard);
  QCOMPARE(h.view(0).history.back().type, ActionType::DrawStock);
  QCOMPARE(h.view(0).history.back().seat, 1);
  QCOMPARE(lastEventCard(h.view(1)), C("8c"));
  QCOMPARE(h.view(0).handSizes, std::vector<int>({10, 11}));
  QCOMPARE(h.view(0).stockCount, v0.stockCount - 1);
  APPLY_OK(h, 1, Action::discard(C("8c")));
  QCOMPARE(lastEventCard(h.view(0)), C("8c"));  // discards are public
  APPLY_OK(h, 0, Action::drawDiscard());
  QCOMPARE(lastEventCard(h.view(1)), C("8c"));  // so is what is taken from the pile
  QCOMPARE(h.view(0).takenFromDiscard, C("8c"));
  QCOMPARE(h.view(0).discardTop, C("4c"));
  // Nothing in a view reveals the other hand: every card a seat sees is its own, public, or unseen.
  const SeatView w = h.view(1);
  CardSet seen = w.hand;
  for (Card c : w.discardPile) seen |= bit(c);
  for (const PublicEvent& e : w.history)
    if (e.card != NoCard && e.seat != 1) seen |= bit(e.card);
  QCOMPARE(seen & h.hand(0) & ~bit(C("8c")), CardSet{0});
}

void TstHand::view_wholePileWhenBrowsable() {
  Script s = midHand();
  s.pile = "Qs Jc 4c";
  s.rules.discardPileBrowsable = true;
  const HandState h = s.make();
  QCOMPARE(h.view(0).discardPile, testutil::cards("Qs Jc 4c"));
  s.rules.discardPileBrowsable = false;
  const HandState k = s.make();
  QCOMPARE(k.view(0).discardPile, testutil::cards("4c"));
}

// The face-down knock discard hides the top of the pile from the defenders; the cards under it stay
// as visible as before the knock: all of them with the home rule, none without it.
void TstHand::view_knockDiscardHidesOnlyItself() {
  for (bool browsable : {true, false}) {
    Script s;
    s.rules.discardPileBrowsable = browsable;
    s.toAct = 1;
    s.hands = {"5h 6h 9h 8s 9s Ts 2d 3s 5c Jh", "Ac 2c 3c 4c 7c 7d 7h 7s 6d 4s"};  // 6d + 4s = 10: a knock
    s.pile = "Qs Jc";
    s.stock = "Kh";
    HandState h = s.make();
    APPLY_OK(h, 1, Action::drawStock());
    APPLY_OK(h, 1, Action::knock(C("Kh")));
    QCOMPARE(h.phase(), Phase::Layoff);
    QCOMPARE(h.knockDiscard(), C("Kh"));
    const SeatView defender = h.view(0);
    QCOMPARE(defender.discardTop, NoCard);
    QCOMPARE(defender.discardPile, browsable ? testutil::cards("Qs Jc") : std::vector<Card>{});
    QCOMPARE(h.view(1).discardPile.back(), C("Kh"));  // the knocker knows its own discard
  }
}

void TstHand::replay_fromSeedAndActionText() {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Rules r;
    if (seed % 3 == 0) { r.poker = true; r.players = 2 + int(seed % 4); }
    const int dealer = int(seed % r.players);
    HandState h(r, dealer, seed);
    Rng rng(seed * 7);
    while (!h.over()) {
      const auto legal = h.legalActions();
      QVERIFY(!legal.empty());
      APPLY_OK(h, h.toAct(), legal[rng.below(std::uint32_t(legal.size()))]);
    }
    // Replay from the seed and the text of every action.
    HandState again(r, dealer, seed);
    for (const Step& st : h.history()) {
      const auto a = actionFromString(actionToString(st.action));
      QVERIFY2(a.has_value(), actionToString(st.action).c_str());
      QVERIFY(*a == st.action);
      APPLY_OK(again, st.seat, *a);
    }
    QCOMPARE(int(again.phase()), int(h.phase()));
    for (int p = 0; p < r.players; ++p) QCOMPARE(again.hand(p), h.hand(p));
    QCOMPARE(again.result().points, h.result().points);
    QCOMPARE(int(again.result().outcome), int(h.result().outcome));
    // Replay validates: a tampered record (a discard of a card the seat does not hold) is refused there.
    HandState tampered(r, dealer, seed);
    for (const Step& st : h.history()) {
      Action a = st.action;
      if (a.type == ActionType::Discard || a.type == ActionType::Knock) {
        a.card = lowest(kFullDeck & ~tampered.hand(st.seat));
        EXPECT_REJECT(tampered, st.seat, a, Reject::CardNotInHand);
        break;
      }
      APPLY_OK(tampered, st.seat, a);
    }
  }
}

void TstHand::actionText_roundTripAndBadText() {
  QCOMPARE(QString::fromStdString(actionToString(Action::take())), QStringLiteral("take"));
  QCOMPARE(QString::fromStdString(actionToString(Action::pass())), QStringLiteral("pass"));
  QCOMPARE(QString::fromStdString(actionToString(Action::drawStock())), QStringLiteral("stock"));
  QCOMPARE(QString::fromStdString(actionToString(Action::drawDiscard())), QStringLiteral("pile"));
  QCOMPARE(QString::fromStdString(actionToString(Action::discard(C("Qs")))), QStringLiteral("discard Qs"));
  const std::vector<Action> samples = {
      Action::take(), Action::pass(), Action::drawStock(), Action::drawDiscard(), Action::discard(C("Td")),
      Action::knock(C("2c")), Action::knock(C("2c"), {S("Ac 2c 3c"), S("7h 7d 7s")}), Action::bigGin(),
      Action::bigGin({S("Ac 2c 3c 4c 5c"), S("7d 7h 7s"), S("Kd Kh Ks")}), Action::layoff({}, {}),
      Action::layoff({S("3h 4h 5h")}, {{C("4c"), 0}, {C("Td"), 2}}), Action::layoff({}, {{C("7c"), 1}})};
  for (const Action& a : samples) {
    const std::string text = actionToString(a);
    const auto back = actionFromString(text);
    QVERIFY2(back.has_value(), text.c_str());
    QVERIFY2(*back == a, text.c_str());
  }
  const auto k = actionFromString("knock 2c [Ac 2c 3c|7h 7d 7s]");
  QVERIFY(k.has_value());
  QVERIFY(*k == Action::knock(C("2c"), {S("Ac 2c 3c"), S("7h 7d 7s")}));
  const auto lower = actionFromString("discard qs");  // card tokens are case-insensitive on input
  QVERIFY(lower.has_value() && *lower == Action::discard(C("Qs")));
  for (const char* bad : {"", "fly", "discard", "discard Xx", "knock", "discard Qs Qh", "layoff [Ac 2c 3c] 7h>", "stock 5"})
    QVERIFY2(!actionFromString(bad).has_value(), bad);
}

// What a network guest's review does: a finished hand replays from its seed and the actions of the
// events one seat saw (actionOf), the knock discard taken from the view once the hand is over.
void TstHand::replay_fromASeatsEvents() {
  int knocks = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Rules r;
    const int dealer = int(seed % 2);
    HandState h(r, dealer, seed);
    Rng rng(seed * 11);
    while (!h.over()) {
      const auto legal = h.legalActions();
      // A knock whenever one is legal (random play seldom knocks): the face-down discard is the point.
      const auto knock = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Knock; });
      APPLY_OK(h, h.toAct(), knock != legal.end() ? *knock : legal[rng.below(std::uint32_t(legal.size()))]);
    }
    for (int seat = 0; seat < 2; ++seat) {
      const SeatView v = h.view(seat);
      HandState again(r, dealer, seed);
      for (const PublicEvent& e : v.history) {
        Action a = actionOf(e);
        if (e.type == ActionType::DrawStock || e.type == ActionType::DrawDiscard) QCOMPARE(a.card, NoCard);
        if (e.type == ActionType::Knock && a.card == NoCard) a.card = v.knockDiscard;
        knocks += e.type == ActionType::Knock;
        APPLY_OK(again, e.seat, a);
      }
      QVERIFY(again.over());
      for (int p = 0; p < 2; ++p) QCOMPARE(again.hand(p), h.hand(p));
      QCOMPARE(again.result().points, h.result().points);
    }
  }
  QVERIFY(knocks > 0);
}

QTEST_APPLESS_MAIN(TstHand)
#include "tst_hand.moc"
