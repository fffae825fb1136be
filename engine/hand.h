// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One hand of gin rummy (2 players) or poker gin rummy (2-5 players) as an explicit state machine.
// Deal, first-upcard offer, draw, discard, knock (face-down discard), big gin, lay-offs, scored or
// drawn. Every action is checked; a rejected action changes nothing and names the rule.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "card.h"
#include "meld.h"
#include "rules.h"

namespace gin {

struct Turn;  // legal.h

enum class Phase : std::uint8_t {
  FirstUpcard,  // the first upcard is offered to the players in turn
  Draw,         // the seat to act draws from the stock or the discard pile
  Discard,      // the seat to act discards, knocks or declares big gin
  Layoff,       // after a knock: the defenders lay out melds and lay off, one after another
  Scored,       // the hand is over and scored
  Drawn,        // dead hand: only two cards left in the stock, no score
};

enum class ActionType : std::uint8_t { TakeUpcard, PassUpcard, DrawStock, DrawDiscard, Discard, Knock, BigGin, Layoff };

struct Action {
  ActionType type = ActionType::PassUpcard;
  Card card = NoCard;            // Discard; Knock: the card discarded face down
  std::vector<CardSet> melds;    // Knock/BigGin: the arrangement shown (empty: the engine's choice);
                                 // Layoff: the defender's own melds
  std::vector<Layoff> layoffs;   // Layoff: indices into HandState::tableMelds()

  static Action make(ActionType t, Card c = NoCard, std::vector<CardSet> m = {}, std::vector<Layoff> l = {}) {
    Action a;
    a.type = t;
    a.card = c;
    a.melds = std::move(m);
    a.layoffs = std::move(l);
    return a;
  }
  static Action take() { return make(ActionType::TakeUpcard); }
  static Action pass() { return make(ActionType::PassUpcard); }
  static Action drawStock() { return make(ActionType::DrawStock); }
  static Action drawDiscard() { return make(ActionType::DrawDiscard); }
  static Action discard(Card c) { return make(ActionType::Discard, c); }
  static Action knock(Card c, std::vector<CardSet> m = {}) { return make(ActionType::Knock, c, std::move(m)); }
  static Action bigGin(std::vector<CardSet> m = {}) { return make(ActionType::BigGin, NoCard, std::move(m)); }
  static Action layoff(std::vector<CardSet> own, std::vector<Layoff> l) {
    return make(ActionType::Layoff, NoCard, std::move(own), std::move(l));
  }
  bool operator==(const Action&) const = default;
};

// Why an action was refused. Each names one rule; the app turns it into a sentence.
enum class Reject : std::uint8_t {
  Ok = 0,
  HandOver,               // the hand has ended
  NotYourTurn,            // another seat is to act
  WrongPhase,             // that kind of action is not possible now (e.g. discarding before drawing)
  StockOnlyAfterPasses,   // everybody passed the upcard: the first player must draw from the stock
  CardNotInHand,
  TakenFromDiscard,       // a card taken from the discard pile cannot be discarded in the same turn
  AboveKnockLimit,        // deadwood of the ten cards kept is above the knock limit
  AceRequiresGin,         // Oklahoma option: an ace upcard allows only gin
  BigGinDisabled,         // the rules have no big gin
  NotBigGin,              // not all eleven cards are in melds
  InvalidMelds,           // a meld shown is not a set or run of the player's cards, or two overlap
  NotOptimal,             // the melds shown do not reach the least deadwood of the hand
  NoLayoffAfterGin,       // no lay-offs after gin or big gin
  InvalidLayoff,          // a card cannot be laid off onto that meld
};
const char* rejectCode(Reject r);  // stable identifier, e.g. "taken_from_discard"
const char* phaseCode(Phase p);    // "first_upcard", "draw", "discard", "layoff", "scored", "drawn"

enum class Outcome : std::uint8_t { Knock, Gin, BigGin, Undercut, Drawn };
const char* outcomeCode(Outcome o);

struct HandResult {
  Outcome outcome = Outcome::Drawn;
  int knocker = -1;
  int winner = -1;                    // seat that won the hand; -1 for a drawn hand
  std::vector<int> deadwood;          // per seat, after lay-offs
  std::vector<int> deadwoodBefore;    // per seat, before lay-offs
  std::vector<int> points;            // what each seat scores this hand (bonuses and doubling included)
  std::vector<int> pointsFrom;        // poker gin: what the winner takes from each seat
  int bonus = 0;                      // gin, big gin or undercut bonus in the winner's points
  int multiplier = 1;                 // 2 when an Oklahoma spade upcard doubles the hand
  std::vector<std::vector<CardSet>> melds;    // per seat, as laid out
  std::vector<std::vector<Layoff>> layoffs;   // per seat, indices into tableMelds
  std::vector<CardSet> deadwoodCards;         // per seat, after lay-offs
  std::vector<CardSet> tableMelds;            // every meld on the table at the end, lay-offs included
  std::vector<int> tableOwner;                // seat that laid out each table meld
};

// One applied action. `drawn` is the card a draw took (from the stock: hidden from the other seats).
struct Step {
  int seat = -1;
  Action action;
  Card drawn = NoCard;
};

// What one seat may know. AI, hot seat and the network all play from this, never from the state.
struct PublicEvent {
  int seat = -1;
  ActionType type = ActionType::PassUpcard;
  Card card = NoCard;  // NoCard where the viewer may not see it (others' stock draws, the knock discard)
  std::vector<CardSet> melds = {};   // Knock, BigGin: the melds laid out; Layoff: the defender's own melds
  std::vector<Layoff> layoffs = {};  // Layoff: each card laid off, onto tableMelds as they stood then
};

// The action a public event records: a draw carries no card (the action draws whatever lies there;
// the event names it only to those who may see it); a knock's discard is as the event shows it, NoCard to
// a seat that may not see it.
Action actionOf(const PublicEvent& e);

struct SeatView {
  Rules rules;
  int seat = 0, players = 2, dealer = 0, toAct = 0;
  Phase phase = Phase::FirstUpcard;
  CardSet hand = 0;
  Card discardTop = NoCard;
  std::vector<Card> discardPile;  // bottom to top: the whole pile if browsable, else only the top card
  int stockCount = 0;
  Card firstUpcard = NoCard;
  int knockLimit = 10;
  Card takenFromDiscard = NoCard;  // the card this seat may not discard this turn
  std::vector<int> handSizes;
  std::vector<PublicEvent> history;
  std::vector<CardSet> tableMelds;  // after a knock
  std::vector<int> tableOwner;
  int knocker = -1;
  bool stockOnly = false;   // everybody passed the upcard: this first draw comes from the stock
  bool knockerGin = false;  // the knocker went gin (public once the melds are shown): no lay-offs

  // What a seat sees on a real table besides the above, so that a table (at this screen or elsewhere)
  // can be drawn from a view alone:
  int pileSize = 0;                 // cards on the discard pile (a face-down knock discard not counted)
  bool knockDiscardDown = false;    // a knock discard lies face down (from the knock to the hand's end)
  Card knockDiscard = NoCard;       // that card, to the knocker (to everyone once the hand is over)
  std::vector<bool> laidOut;        // per seat: its cards are face up (the knocker, the defenders who have
                                    // laid out; everyone once the hand is over)
  std::vector<CardSet> shown;       // per seat: the cards it has face up (its whole hand once laid out)
  std::vector<std::vector<Layoff>> layoffs;  // per seat: its lay-offs so far
  HandResult result;                // once the hand is over (phase Scored or Drawn)
};

// A position in the middle of a hand, for search over sampled hidden cards and for tests.
// The history of a HandState made from it starts empty.
struct Position {
  Rules rules;
  int dealer = 0;
  Phase phase = Phase::Draw;  // FirstUpcard, Draw or Discard
  int toAct = 0;
  int passes = 0;             // FirstUpcard: how many players passed so far
  bool stockOnly = false;     // Draw: everybody passed the upcard, the stock is the only choice
  std::vector<CardSet> hands;
  std::vector<Card> stock;    // top is back()
  std::vector<Card> pile;     // top is back()
  Card firstUpcard = NoCard;
  Card takenFromDiscard = NoCard;
};

class HandState {
 public:
  // Shuffles from `seed` and deals. Dealer is a seat index.
  HandState(const Rules& rules, int dealer, std::uint64_t seed);
  // Deals from a given deck order, position 0 the top: one card at a time starting left of the dealer,
  // then the upcard, the rest is the stock.
  HandState(const Rules& rules, int dealer, const std::array<Card, kDeckSize>& deck);
  // A scripted position for tests: given hands, upcard and stock (top first). Hands must be disjoint.
  static HandState fromHands(const Rules& rules, int dealer, const std::vector<CardSet>& hands, Card upcard,
                             const std::vector<Card>& stockTopFirst);
  static HandState fromPosition(const Position& p);

  const Rules& rules() const { return rules_; }
  int players() const { return rules_.players; }
  int dealer() const { return dealer_; }
  std::uint64_t seed() const { return seed_; }
  Phase phase() const { return phase_; }
  bool over() const { return phase_ == Phase::Scored || phase_ == Phase::Drawn; }
  int toAct() const { return toAct_; }
  int knockLimit() const { return knockLimit_; }
  Card firstUpcard() const { return firstUpcard_; }
  CardSet hand(int seat) const { return hands_[seat]; }
  const std::vector<Card>& stock() const { return stock_; }  // top is back()
  const std::vector<Card>& discardPile() const { return pile_; }  // top is back()
  Card discardTop() const { return pile_.empty() ? NoCard : pile_.back(); }
  Card takenFromDiscard() const { return takenFromDiscard_; }
  int knocker() const { return knocker_; }
  Card knockDiscard() const { return knockDiscard_; }  // the knock's face-down discard; NoCard before or for big gin
  const std::vector<CardSet>& tableMelds() const { return table_; }
  const std::vector<int>& tableOwner() const { return tableOwner_; }
  const std::vector<Step>& history() const { return history_; }
  const HandResult& result() const { return result_; }

  // Every legal action of the seat to act (gin::legalActions in legal.h, the one list for states and
  // views). Knock appears once per allowed discard with the engine's arrangement; Layoff appears once,
  // as the best defence.
  std::vector<Action> legalActions() const;
  // What decides the legal actions of the seat to act (legal.h); valid while this state lives.
  Turn turn() const;
  Reject check(int seat, const Action& a) const;
  Reject apply(int seat, const Action& a);

  // What `seat` may know; seat -1: what a spectator may know (no hand, only public cards).
  SeatView view(int seat) const;

  // Deadwood of the ten cards kept if the seat to act discards `c` now.
  int deadwoodAfterDiscard(Card c) const;
  // The arrangement the engine shows for a knock: least deadwood, fewest lay-off chances.
  std::vector<CardSet> knockArrangement(int seat, Card discard) const;
  // Every optimal arrangement for that knock, the engine's choice first.
  std::vector<std::vector<CardSet>> knockArrangements(int seat, Card discard) const;
  // The best own melds and lay-offs for a defender in the lay-off phase.
  Defence suggestedDefence(int seat) const;

  // Every card is in exactly one place; hand sizes fit the phase. Returns a description or "".
  std::string checkInvariants() const;
  // A text picture of the position (phase, seats and their hands, pile, stock, table melds), printed
  // by the tests when a scripted or random hand fails.
  std::string diagram() const;

 private:
  HandState() = default;
  void dealFrom(const std::array<Card, kDeckSize>& deck);
  void startPlay();
  void setKnockLimit();
  int next(int seat) const { return (seat + 1) % rules_.players; }
  CardSet knockPool(int seat) const;
  // apply(), one function per kind of action; each runs after check() accepted the action.
  void takePileTop(int seat, Step& step);
  void passUpcard(int seat);
  void drawStock(int seat, Step& step);
  void discard(int seat, Card c);
  void knock(int seat, const Action& a, Step& step);
  void layOff(int seat, const Action& a);
  void score();
  void scoreGin(HandResult& r) const;    // two players
  void scorePoker(HandResult& r) const;  // poker gin
  bool knockerWentGin() const;

  Rules rules_;
  int dealer_ = 0;
  std::uint64_t seed_ = 0;
  Phase phase_ = Phase::FirstUpcard;
  int toAct_ = 0;
  int offers_ = 0;  // first-upcard passes so far
  bool stockOnly_ = false;
  int knockLimit_ = 10;
  Card firstUpcard_ = NoCard;
  Card takenFromDiscard_ = NoCard;
  std::vector<CardSet> hands_;
  std::vector<Card> stock_;
  std::vector<Card> pile_;
  std::vector<Step> history_;
  int knocker_ = -1;
  bool bigGin_ = false;
  Card knockDiscard_ = NoCard;
  std::vector<CardSet> table_;
  std::vector<int> tableOwner_;
  std::vector<std::vector<CardSet>> shownMelds_;
  std::vector<std::vector<Layoff>> layoffs_;
  std::vector<bool> laidOut_;
  HandResult result_;
};

// Text form of actions: "take", "pass", "stock", "pile", "discard Qs", "knock 2c [Ac 2c 3c|7h 7d 7s]",
// "biggin [..]", "layoff [own melds] 7h>0 8h>0". Used by saves and records.
std::string actionToString(const Action& a);
std::optional<Action> actionFromString(const std::string& text);

}  // namespace gin
