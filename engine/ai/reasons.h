// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a move is good, as claims about the position that can be checked: the hint's reasons and the
// definitions the coach (review.h) shares with them. Plain C++, no UI text: the app words each kind.
// Every claim is computed from the seat's own view (its hand, the public history, the rules).
#pragma once

#include <cstdint>

#include "../hand.h"
#include "../legal.h"

namespace gin::ai {

struct Knowledge;

// ---------------------------------------------------------------- shared definitions

// `c` fits in no meld made of cards of `hand` (c included): an unmatched card.
bool unmatched(CardSet hand, Card c);
// Two cards that make a meld with one more card: the same rank, or the same suit at most two apart.
bool partners(Card a, Card b);
// `c` is melded in every best arrangement of hand + c (it lowers the least deadwood by its value).
bool joinsMeld(CardSet hand, Card c);
// How many cards of `unseen` would lower the least deadwood of the cards kept (drawn, then the best
// discard made).
int helpingDraws(CardSet kept, CardSet unseen);
// A card another seat took from the discard pile and still holds that is a partner of `c` (the
// first in play order from the seat after k.seat, lowest card first); NoCard when there is none.
// `seat` receives the seat holding it.
Card pickupBehind(const Knowledge& k, Card c, int* seat = nullptr);
// No other seat can ever meld `c` once it is discarded: every meld with it needs a card the
// discarder keeps or one buried in the discard pile (`outOfPlay`: the cards kept and the pile).
bool deadCard(Card c, CardSet outOfPlay);
// Two players, the seat knocks keeping `kept` and showing `melds`: the share of the opponent's
// possible hands (its known pickups plus unseen cards, every unseen card equally likely, sampled
// `samples` times from `seed`) whose deadwood after lay-offs is above the knocker's: a knock win.
double knockWinShare(const SeatView& v, CardSet kept, const std::vector<CardSet>& melds, int samples,
                     std::uint64_t seed);

// A claimed share is "likely" at or above this, "unlikely" at or below 1 minus it (the test checks
// the claims against the exact rule "more than half" with its own samples).
inline constexpr double kLikely = 0.65;
inline constexpr int kKnockSamples = 200;

// ---------------------------------------------------------------- hint reasons

// Each kind names what it claims; the fields it fills are listed (the others stay empty). `card` is
// always the card the move plays or takes (NoCard for a stock draw, big gin and lay-offs).
enum class HintReason {
  // Draw decisions (first upcard, draw). card: the pile's top card t.
  StockOnly,        // draw from the stock: every seat passed the upcard (or no pile card): no choice
  TakeForGin,       // take t: with it and the best discard the deadwood is 0
  TakeForMeld,      // take t: with: cards of the hand that make a meld with t, kept after the best discard
  TakeLowers,       // take t: number: least deadwood now, number2: after taking t and the best discard (<)
  TakeSearch,       // take t: the look-ahead prefers it (no other claim)
  DeclineNoHelp,    // pass or draw from the stock: taking t and the best discard would not lower the deadwood
  DeclineSearch,    // pass or draw from the stock though t would help: the look-ahead prefers it (no claim)
  // Going out. card: the discard (face down).
  BigGin,           // all eleven cards melded
  Gin,              // knock with the discard leaving deadwood 0
  KnockLikelyLower, // number: deadwood kept (> 0); two players, knockWinShare >= kLikely
  KnockNow,         // number: deadwood kept (> 0, allowed by the knock limit)
  // Discards while playing on. card: the discard.
  PlayOnUndercut,   // number: least deadwood a knock could keep, other: its discard; two players, knockWinShare of that
                    // knock <= 1 - kLikely (the opponent would likely undercut)
  PlayOn,           // number: least deadwood a knock could keep, other: its discard (a knock was allowed)
  DiscardCostliest, // card unmatched, its value (number) the highest of the unmatched cards that may go
  AvoidsFeeding,    // other: a costliest unmatched card (value above card's), kept because seat `seat`
                    // took `shown` from the pile and still holds it, and shown and other are partners
  KeepsPair,        // card unmatched; with: two unmatched partners kept, one of them costlier than card
  DeadCard,         // nobody else can meld the card (deadCard); number: the deadwood kept, number2: the least
                    // of any discard (<= number)
  LeastDeadwood,    // number: the deadwood kept, the least of any discard
  KeepsDraws,       // number: helpingDraws kept; other: a least-deadwood discard, number2: its
                    // helpingDraws (< number)
  DiscardSearch,    // the look-ahead prefers it (no other claim)
  // Lay-offs (a defender after a knock).
  LayOff,           // with: the cards laid off; number: deadwood without lay-offs, number2: with them (<)
  NothingToLayOff,  // no lay-off lowers the deadwood (number: the deadwood), whatever the move lays off
};
const char* hintReasonCode(HintReason r);  // stable identifier, e.g. "discard_costliest"

struct Hint {
  Action action;
  HintReason reason = HintReason::StockOnly;
  Card card = NoCard;
  Card other = NoCard;
  Card shown = NoCard;
  int seat = -1;
  CardSet with = 0;
  int number = 0, number2 = 0;
};

// The reason for `action` (a legal action of v.seat, which is to act) in this position: the first
// kind in the order above whose claim holds.
Hint explainHint(const SeatView& v, const Action& action);

}  // namespace gin::ai
