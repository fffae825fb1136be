// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules that decide which actions are legal, in one place. HandState checks and lists actions
// with these predicates, and so does every seat from its SeatView: the computer players, the bot
// protocol, the table and the hints ask here instead of deciding a rule themselves.
#pragma once

#include <vector>

#include "card.h"
#include "hand.h"
#include "meld.h"
#include "rules.h"

namespace gin {

// The knock limit of a hand: none in poker gin, the first upcard's value in Oklahoma (ace 1, faces
// 10), otherwise the rules' limit.
int knockLimitFor(const Rules& rules, Card firstUpcard);
// What the hand's score is multiplied by: 2 when an Oklahoma spade upcard doubles it, otherwise 1.
int handMultiplier(const Rules& rules, Card firstUpcard);

// Oklahoma with its option: an ace first upcard lets the hand end only with gin (no knock at all).
bool onlyGinEnds(const Rules& rules, Card firstUpcard);
// May a seat knock keeping `deadwood` after its discard? Ok, AboveKnockLimit or AceRequiresGin.
Reject knockRule(const Rules& rules, int knockLimit, Card firstUpcard, int deadwood);
// The same, read from a seat's view.
bool mayKnock(const SeatView& v, int deadwood);

// May a seat declare big gin with these eleven cards? Ok, BigGinDisabled or NotBigGin.
Reject bigGinRule(const Rules& rules, CardSet hand);

// Everybody passed the first upcard and nobody has drawn yet: the stock is the only choice. From a
// public history (a bot request rebuilds its view from one).
bool stockOnlyAfter(Phase phase, const std::vector<PublicEvent>& history);

// The discard pile as a seat saw it laid, rebuilt from its view's history (every card in it was face
// up once): bottom to top, with a knock discard the seat saw (its own, or every one once the hand is
// over) on top; and every card taken from it, in order, with the seat that took it.
struct PileTake {
  int seat = -1;
  Card card = NoCard;
};
struct PileStory {
  std::vector<Card> pile;
  std::vector<PileTake> takes;
};
PileStory pileStory(const SeatView& v);

// The cards of the discard pile a seat has seen (all of them were face up once), rebuilt from the
// view's history when the rules do not let the pile be browsed.
CardSet pileSeen(const SeatView& v);

// The arrangement the engine shows for a knock keeping `kept`: least deadwood and, among the optimal
// arrangements, the fewest lay-off chances for the cards of `pool` (those the knocker cannot place).
std::vector<CardSet> knockArrangement(CardSet kept, CardSet pool);
// Every optimal arrangement of `kept`, the engine's choice first, then the others in solver order.
std::vector<std::vector<CardSet>> knockArrangements(CardSet kept, CardSet pool);

// What decides the legal actions of the seat to act. Built from a HandState or from a SeatView, so
// both answer through the same function.
struct Turn {
  const Rules* rules = nullptr;
  Phase phase = Phase::Scored;
  CardSet hand = 0;
  Card takenFromDiscard = NoCard;
  bool stockOnly = false;
  bool pileTop = false;   // a card lies face up on the discard pile
  int knockLimit = 10;
  Card firstUpcard = NoCard;
  CardSet pool = 0;       // the cards the seat cannot place (for the knock arrangement)
  const std::vector<CardSet>* tableMelds = nullptr;
  bool knockerGin = false;  // no lay-offs after gin
};

// May the seat to act take action `a` now? The rules of each phase, written once: HandState::check
// asks this for the seat to act, and legalActions lists exactly the candidates it accepts. With
// `melds`, an accepted knock or big gin gets its arrangement (the engine's choice when `a` names none).
Reject checkAction(const Turn& t, const Action& a, std::vector<CardSet>* melds = nullptr);

// Every legal action of the seat to act, in a fixed order: take/pass; stock then pile; each discard,
// each allowed knock (with the engine's arrangement), big gin; one lay-off (the best defence). Each
// candidate is listed when checkAction accepts it.
std::vector<Action> legalActions(const Turn& t);
// From a seat's view: empty unless that seat is to act.
std::vector<Action> legalActions(const SeatView& v);
Turn turnOf(const SeatView& v);

// Lay-off editing for a defender: with `layoffs` taken out of `hand`, the own melds are the best
// arrangement of the rest. `ok` says whether every lay-off fits (in any order, chains resolved).
struct LayoffPlan {
  std::vector<CardSet> ownMelds;
  CardSet deadwoodCards = 0;
  int deadwood = 0;
  bool ok = false;
};
LayoffPlan planLayoffs(CardSet hand, const std::vector<CardSet>& tableMelds, const std::vector<Layoff>& layoffs);

// The knock a person means by "knock" with no card chosen: the allowed knock discard that leaves the
// least deadwood (NoCard when no knock is allowed), and that deadwood.
struct KnockChoice {
  Card discard = NoCard;
  int deadwood = 0;
};
KnockChoice bestKnock(const Turn& t);

// A knock that could be declared as big gin instead: big gin is legal and pays at least as much.
bool bigGinBeatsKnock(const Turn& t);

}  // namespace gin
