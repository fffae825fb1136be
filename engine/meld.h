// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Melds, exact minimum deadwood, arrangements and lay-offs, all as bit operations on CardSet.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "card.h"

namespace gin {

bool isSet(CardSet s);  // 3 or 4 cards of one rank
bool isRun(CardSet s);  // 3+ consecutive cards of one suit, ace low, no wrap
inline bool isMeld(CardSet s) { return isSet(s) || isRun(s); }

// Every possible meld: 65 sets and 264 runs.
const std::vector<CardSet>& allMelds();

// Exact minimum deadwood of any hand (any number of cards), overlapping set/run choices included.
int minDeadwood(CardSet hand);

// Exact minimum deadwood of the ten cards kept after the best discard from `hand` (11 cards).
// 0 for a big gin. Fast path for search and benchmarks.
int minDeadwoodAfterDiscard(CardSet hand);

// The cards outside `hand` that would belong to some meld of hand plus that card: a
// third card of a rank held twice, or a card next to or between two held cards of its suit.
CardSet meldPartners(CardSet hand);

struct Arrangement {
  std::vector<CardSet> melds;  // ascending by lowest card
  CardSet deadwoodCards = 0;
  int deadwood = 0;
};

// One arrangement that reaches the minimum deadwood: the first of optimalArrangements(hand).
Arrangement bestArrangement(CardSet hand);
// The same without allocating, for bulk work (analyze); for hands of up to 15 cards (5 melds).
struct FlatArrangement {
  CardSet melds[5] = {};
  int meldCount = 0;
  CardSet deadwoodCards = 0;
  int deadwood = 0;
};
FlatArrangement firstOptimalArrangement(CardSet hand);

// Every arrangement that reaches the minimum deadwood. Runs are counted whole: showing 3-4-5-6-7-8
// as one run or as two runs is the same arrangement (a run has no length limit and lay-offs are
// the same either way), so two runs of one suit never touch in a listed arrangement.
std::vector<Arrangement> optimalArrangements(CardSet hand);

struct DiscardChoice {
  Card discard = NoCard;
  int deadwood = 0;  // of the ten cards kept
};

// The discard from an 11-card hand that leaves the least deadwood, never a card in `forbidden`
// (the card just taken from the discard pile). Ties go to the highest-value, then highest card.
// `after`, when given, receives the deadwood left by each allowed discard (indexed by card).
DiscardChoice bestDiscard(CardSet hand, CardSet forbidden = 0, std::array<int, kDeckSize>* after = nullptr);

struct Layoff {
  Card card = NoCard;
  int meld = -1;  // index into the target melds
  bool operator==(const Layoff&) const = default;
};

// All cards of `loose` that can be laid off onto `targets` (a fourth card to a set, cards extending a
// run at either end, chains included), in an order in which each one is legal.
std::vector<Layoff> possibleLayoffs(CardSet loose, const std::vector<CardSet>& targets);

// Checks a proposed list of lay-offs in any order (chains are resolved); false if any card cannot go.
bool layoffsValid(CardSet hand, const std::vector<CardSet>& targets, const std::vector<Layoff>& layoffs);

struct Defence {
  std::vector<CardSet> melds;    // the defender's own melds
  std::vector<Layoff> layoffs;   // onto the targets
  CardSet deadwoodCards = 0;     // what remains
  int deadwood = 0;
};

// The defender's best play: own melds plus lay-offs onto `targets` that leave the least deadwood,
// including the choice between keeping a card in an own meld or laying it off.
Defence bestDefence(CardSet hand, const std::vector<CardSet>& targets, bool layoffsAllowed = true);

// Number of cards from `pool` that could be laid off directly onto `melds`: what a knocker minimises.
int layoffChances(const std::vector<CardSet>& melds, CardSet pool);

// True when the melds are pairwise disjoint, all inside `hand` and each a legal meld.
bool meldsValid(CardSet hand, const std::vector<CardSet>& melds);

}  // namespace gin
