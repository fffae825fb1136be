// Poker gin (3-5 players, seed 004): when to knock, and how hard the other seats press. Anyone may
// knock at any deadwood, so the question is whether every opponent is still above us: the deeper
// into the hand (the more draws each made) and the more pile cards they took, the lower the
// deadwood a knock needs. Close to the target a knock that loses gives away 10 points per player below.
#pragma once

#include "ai.h"
#include "knowledge.h"

namespace gin::ai {

struct PokerKnockStyle {
  int early = 0;    // most deadwood to knock with in the first two rounds (draws per player)
  int middle = 0;   // rounds 2-4
  int late = 0;     // later
  bool plain = false;  // a beginner's rule: the round's limit only, nothing else counted
};

// The most deadwood `k.seat` knocks with now (negative: not even gin... never; 0: gin only).
int pokerKnockLimit(const Knowledge& k, const MatchContext& m, const PokerKnockStyle& st);

// 0..1: how close the opponents look to going out (rounds played, pile cards they took and hold).
double pokerThreat(const Knowledge& k);

// Inside the search's rollouts at a table: the round's limit of `st` for the seat to act, less one
// per player beyond three (rounds from the cards drawn from the stock).
int pokerRolloutLimit(const HandState& s, const PokerKnockStyle& st);

// What a finished hand at a table is worth to `me`: the points won against each opponent (own
// points less the mean of theirs, in hundreds, so that the search's one-percent margin is one point),
// and the match: half a unit more when this hand wins it, half less when it ends with another seat on top.
double tableHandValue(const MatchContext& m, int me, const std::vector<int>& points);

}  // namespace gin::ai
