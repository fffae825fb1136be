// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Poker gin (3-5 players, seed 004): when to knock, and how hard the other seats press. Anyone may
// knock at any deadwood, so the question is whether every opponent is still above us: the deeper
// into the hand (the more draws each made) and the more pile cards they took, the lower the
// deadwood a knock needs. Close to the target a knock that loses gives away 10 points per player below.
#pragma once

#include <array>
#include <vector>

#include "ai.h"
#include "knowledge.h"

namespace gin::ai {

struct PokerKnockStyle {
  int early = 0;    // most deadwood to knock with in the first two rounds (draws per player)
  int middle = 0;   // rounds 2-4
  int late = 0;     // later
  bool plain = false;  // a beginner's rule: the round's limit only, nothing else counted
  // Seed 004's adjustments beyond the pickups: one less per player beyond three, and at most 4 in a
  // close game near the target. At a table of 3-5 they were measured to cost the search levels'
  // heuristic 4 points of share (docs/ai.md), which drop them there; casual keeps them.
  bool seedAdjustments = true;
};

// The most deadwood `k.seat` knocks with now (negative: not even gin... never; 0: gin only).
int pokerKnockLimit(const Knowledge& k, const MatchContext& m, const PokerKnockStyle& st);

// 0..1: how close the opponents look to going out (rounds played, pile cards they took and hold).
double pokerThreat(const Knowledge& k);

// Seed 004's close game for `seat`: the leader of the others within 20 points and a 25-point hand
// would reach the target. A player with the seed's adjustments then knocks with at most 4.
bool pokerCloseGame(const MatchContext& m, int seat, int players);

// Inside the search's rollouts at a table: the round's limit of `st` for the seat to act, less one
// per player beyond three (rounds from the cards drawn from the stock); at most 4 with `close`.
int pokerRolloutLimit(const HandState& s, const PokerKnockStyle& st, bool close = false);

// What an opponent's silence tells: at its last discard it did not knock, so (if it knocks like `st`)
// the eight cards it held then, less the best card it could discard, had more deadwood than its
// limit. Those eight cards are its hand now and the card it discarded.
struct PokerSilence {
  int seat = -1;
  Card discarded = NoCard;
  Card taken = NoCard;  // taken from the pile on that turn: it could not discard it
  int limit = 0;        // its knock limit then; it held more
};
// One per opponent that has discarded in this hand, from the view alone.
std::vector<PokerSilence> pokerSilences(const SeatView& v, const MatchContext& m, const PokerKnockStyle& st);
// The hand `hand` of q.seat agrees with its silence.
bool pokerAgrees(const PokerSilence& q, CardSet hand);

// Makes the search's sampled positions at a table agree with the opponents' silences. Sampling
// alone knows nothing of them: late in a hand most raw samples give some opponent a hand it would
// have knocked with (measured at a table of casuals: 85% of samples agree in round 0, 12% in round
// 4). An opponent that disagrees has its hidden cards redrawn from them and the stock (weighted by
// the opponent model) until it agrees, up to `tries` times; the stock takes the cards it gave back
// in the places of the cards it took.
class PokerSampleMender {
 public:
  PokerSampleMender(const SeatView& v, const Knowledge& k, const MatchContext& m, const PokerKnockStyle& st, int tries);
  void mend(Position& p, Rng& rng) const;

 private:
  struct Seat {
    PokerSilence silence;
    CardSet known = 0;  // its cards everybody knows (pile pickups)
    std::array<double, kDeckSize> weight{};
  };
  std::vector<Seat> seats_;
  int tries_;
};

// What a finished hand at a table is worth to `me`: the points won against each opponent (own
// points less the mean of theirs, in hundreds, so that the search's one-percent margin is one point),
// and the match: half a unit more when this hand wins it, half less when it ends with another seat on top.
double tableHandValue(const MatchContext& m, int me, const std::vector<int>& points);

}  // namespace gin::ai
