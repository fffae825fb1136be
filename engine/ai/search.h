// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces of the Monte Carlo levels' search that the review (review.h) reuses, so that the coach
// judges moves with the same candidates, the same rollouts and the same seeding as the Expert.
#pragma once

#include <cstdint>
#include <vector>

#include "../hand.h"
#include "ai.h"
#include "knowledge.h"

namespace gin::ai {

// The policy of both sides inside rollouts, from the seat's own hand and the pile.
Action rolloutAction(const HandState& s);

// The rollouts of `me`'s search at a poker gin table: the other seats stand for casual players, so
// like casual they knock with at most 4 in a close game near the target (seed 004). `close` is per
// seat, from the match scores (pokerCloseGame): fixed for the hand. `me` keeps the round's limit.
struct TableRollout {
  int me = -1;
  std::vector<bool> close;
  TableRollout(const MatchContext& m, int me, int players);
};
Action rolloutAction(const HandState& s, const TableRollout& t);

// A 64-bit mixing step for seeds.
std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b);
// A digest of everything the seat sees: the search depends on the view and the seed only.
std::uint64_t viewDigest(const SeatView& v);

// The hidden cards fill the other hands and the stock exactly: positions can be sampled.
bool samplable(const SeatView& v, const Knowledge& k);

// The moves the Expert's search compares at a draw or discard decision (its heuristic's move first):
// take or pass, stock or pile; the heuristic's two best discards, the best knock and playing on with
// its card. Empty outside those phases.
std::vector<Action> expertCandidates(const SeatView& v, const MatchContext& m);

}  // namespace gin::ai
