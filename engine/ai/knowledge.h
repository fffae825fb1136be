// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What one seat can know about a hand, rebuilt from its SeatView alone: the discard pile, the cards
// each other seat is known to hold (taken from the pile), discarded and declined, and the unseen cards.
// Also the opponent model (how likely a seat holds or wants a card), sampling of hidden cards
// consistent with the view, and the chance of winning the game from a score.
#pragma once

#include <vector>

#include "../hand.h"
#include "../legal.h"

namespace gin::ai {

struct Knowledge {
  int seat = 0;
  int players = 2;
  CardSet mine = 0;
  std::vector<CardSet> known;      // per seat: cards known to be in that hand (for `seat`: its hand)
  std::vector<CardSet> discarded;  // per seat: cards it discarded
  std::vector<CardSet> declined;   // per seat: pile cards it could have taken and did not
  std::vector<Card> pile;          // bottom to top, rebuilt from the history
  CardSet pileSet = 0;
  CardSet unseen = 0;              // in no known place: another hand or the stock
  std::vector<int> handSizes;
  int stockCount = 0;
  int myTurns = 0;                 // draws this seat made so far (first-upcard take included)
  int turns = 0;                   // draws made by everybody
  int knockLimit = 10;
};

Knowledge learn(const SeatView& v);

// The seats other than k.seat, in play order after it.
std::vector<int> opponents(const Knowledge& k);

// 0..1: how strongly the opponents' known pickups and discards suggest one of them wants `c`
// (it completes or extends a meld they probably hold). The danger of discarding c.
double danger(const Knowledge& k, Card c);
// The same for one seat s.
double dangerFrom(const Knowledge& k, int s, Card c);

// Relative weight of an unseen card being in seat s's hand (1 = no information).
double holdWeight(const Knowledge& k, int s, Card c);

// A one-draw lookahead for a ten-card hand: the least deadwood after drawing an unseen card and
// discarding, averaged over the `best` most useful unseen cards (how close the hand is to improving).
// `deadwood` is minDeadwood(hand10) when the caller has it already. `ginOuts`, when given, receives
// how many of the unseen cards would give gin with the best discard (at no extra cost: they are
// among the cards the lookahead solves anyway).
double bestDrawsLookahead(CardSet hand10, CardSet unseen, int best, int deadwood = -1, int* ginOuts = nullptr);

// A full hidden position consistent with the view: other hands filled from the unseen cards by
// weighted sampling (the opponent model), the rest of the unseen cards shuffled into the stock.
// Only for the Draw, Discard and FirstUpcard phases.
// `replay` (the informed model, opponent.h): the share of each opponent's stock draws replayed.
Position samplePosition(const SeatView& v, const Knowledge& k, Rng& rng, bool weighted, double replay = 1.0);

// Chance that `me` wins the game from these scores (first to `target`), for a 2-seat game,
// under a fixed model of hand outcomes. Scores at or above the target are final.
double winChance(int mine, int theirs, int target);

}  // namespace gin::ai
