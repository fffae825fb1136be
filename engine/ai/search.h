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

// One evaluation of a decision, the Expert's: what the Expert plays, the hint suggests and the coach
// judges against (review.h), so that the three never disagree on the best move. The candidates
// (expertCandidates, then the move played when it is not among them) are played out from the same
// sampled positions (paired): the hidden cards drawn by the informed opponent model, rollouts in which
// an opponent that has shown it knocks any time does so. In batches of 40 up to 720 positions; the
// choice is made as soon as no candidate can still beat the heuristic's move by three standard errors
// and one percent of game-win chance. The coach goes on with the same positions (up to
// `reviewSamples`) until the move played is clearly no error, to label it.
struct Judgement {
  std::vector<Action> moves;   // the search's candidates (its heuristic's move first), then the move played
  std::vector<double> win;     // per move: chance of winning the game (two players; a table: table value)
  std::vector<double> points;  // per move: the hand's points for the seat minus the other's (two players)
  std::vector<double> hand;    // per move: the chance that the seat wins the hand (scores in it)
  std::vector<double> se;      // per move: standard error of its win minus the played move's (or the best's)
  int best = 0;                // the search's choice: an index into moves
  int played = -1;             // the move played: an index into moves (-1: none given)
  int chosenAfter = 0;         // positions the choice was made on (0: the heuristic's move, no search)
  int samples = 0;             // positions every value is over (0: nothing could be sampled)
};
// The model of the hidden cards and of the opponent in the rollouts. Basic: the coach's model before
// it judged with the Expert's (weighted samples, every opponent knocking only early), kept to measure
// the calibration against (docs/coach.md).
enum class EvalModel { Expert, Basic };

// The seed of the hint's and the coach's samples: the same position is judged the same way every time.
inline constexpr std::uint64_t kCoachSeed = 0xC0AC4ED5EEDull;
Judgement expertJudgement(const SeatView& v, const MatchContext& m, std::uint64_t seed, const Action* played = nullptr,
                          int reviewSamples = 0, int threads = 2, EvalModel model = EvalModel::Expert);

// A long reference for the coach's labels (docs/coach.md): the same moves and model, exactly `samples`
// positions for every move (no early stop), the best the one with the highest mean chance.
Judgement referenceJudgement(const SeatView& v, const MatchContext& m, std::uint64_t seed, const Action* played,
                             int samples, int threads = 2);

// The moves the Expert's search compares at a draw or discard decision (its heuristic's move first):
// take or pass, stock or pile; the heuristic's two best discards, the best knock and playing on with
// its card. Empty outside those phases.
std::vector<Action> expertCandidates(const SeatView& v, const MatchContext& m);

}  // namespace gin::ai
