// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The coach: every decision of a finished hand judged the way the Expert judges its own moves, from
// the deciding seat's view only (its hand, the public history, the scores), by the chance of winning
// the game. Plain C++, no UI text: reasons are structured, the app words them.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "../hand.h"
#include "../match.h"
#include "ai.h"

namespace gin::ai {

enum class Label { None, Inaccuracy, Mistake, Blunder };
const char* labelCode(Label l);  // "none", "inaccuracy", "mistake", "blunder"

// Loss thresholds in percentage points of game-win chance (calibration: docs/ai.md, "The coach").
inline constexpr double kInaccuracyLoss = 2.0;
inline constexpr double kMistakeLoss = 5.0;
inline constexpr double kBlunderLoss = 10.0;
Label labelFor(double lossPoints);

enum class DecisionKind { FirstUpcard, Draw, Discard, Layoff };
const char* decisionCode(DecisionKind k);  // "first_upcard", "draw", "discard", "layoff"

// Why the best move is better, where the engine can tell; `card`/`other` as each kind says.
enum class ReasonKind {
  None,
  CompletesGin,     // card: the pile card passed or left that would have given gin
  JoinsMeld,        // card: the pile card passed or left that joins a meld
  UselessPickup,    // card: the pile card taken joins nothing, the stock was better
  BreaksMeld,       // card: the played discard breaks a meld; other: the better discard
  FeedsOpponent,    // card: the played discard the opponent collects; other: the pickup that shows it
  LessDeadwood,     // card: the better discard, which keeps less deadwood (number: how much less)
  KeepsDraws,       // card: the better discard, which keeps more ways to improve (number: cards that help)
  UndercutRisk,     // the knock played risks an undercut: playing on was better
  KnockNow,         // card: knocking with this discard was better than playing on
  GoGin,            // card: going gin with this discard was possible
  MoreLayoffs,      // number: deadwood points more the best lay-off would have removed
};
const char* reasonCode(ReasonKind k);
struct Reason {
  ReasonKind kind = ReasonKind::None;
  Card card = NoCard;
  Card other = NoCard;
  int number = 0;
};

struct Candidate {
  Action action;
  double win = 0;     // estimated chance of winning the game after this move, 0..1
  double points = 0;  // expected points of the hand for the deciding seat (its score minus the other's)
  double se = 0;      // standard error of win - the played move's win (paired over the samples), 0..1
};

struct Decision {
  int move = 0;  // index of the action in the hand's action list
  int seat = 0;
  DecisionKind kind = DecisionKind::Discard;
  std::vector<Candidate> candidates;  // the Expert's candidates and the move played, best first
  int played = 0, best = 0;           // indices into candidates
  double loss = 0;                    // percentage points of game-win chance, >= 0
  Label label = Label::None;
  Reason reason;
  // The candidates differ by less than an inaccuracy (kInaccuracyLoss): no error was possible, so the
  // decision is left out of the error rate (as GNU Backgammon leaves out forced moves). Most draws of
  // a pile card that joins nothing are trivial.
  bool trivial = false;
};

// The error rate of a player: the mean loss over its non-trivial decisions. Counting the trivial ones
// too dilutes the rate of a player who makes many of them (docs/ai.md, "Calibration").
struct ErrorTally {
  int decisions = 0;  // judged
  int counted = 0;    // non-trivial: in the error rate
  double loss = 0;    // summed over the counted decisions
  int labels[4] = {0, 0, 0, 0};
  void add(const Decision& d);
  double errorRate() const { return counted ? loss / counted : 0; }
};

// One draw from the stock: how much the card drawn changed the seat's chance of winning the game
// against the average card it could have drawn (from its own view), in percentage points.
struct DrawLuck {
  int move = 0;
  int seat = 0;
  Card card = NoCard;
  double luck = 0;
};

// A hand as dealt and played, and the match scores before it.
struct HandRecord {
  Rules rules;
  int dealer = 0;
  std::vector<CardSet> hands;
  Card upcard = NoCard;
  std::vector<Card> stockTopFirst;
  std::vector<Action> actions;  // each by the seat to act at that moment
  std::vector<int> scoresBefore;
  int target = 100;
  // What the players had seen of the match's earlier deals (contextOf: deals, late knocks), which the
  // Expert's evaluation reads; matchRecords fills it, recordOf leaves it empty (nothing seen).
  MatchContext match;
};

struct ReviewOptions {
  std::vector<bool> seats;  // which seats' decisions are judged (empty: all); luck is for every seat
  // Sampled hidden positions: per draw for its luck; per decision, at most this many to label a move
  // that is not the best (the best itself is chosen as the Expert chooses, search.h: 40 to 720).
  int samples = 160;
  int threads = 2;
  int onlyMove = -1;        // >= 0: judge only the action with this index (and its luck)
  const std::atomic<bool>* cancel = nullptr;  // set from another thread to stop early
  std::function<void(int done, int total)> progress;  // after every action of the hand
};

struct HandReview {
  std::vector<Decision> decisions;
  std::vector<DrawLuck> draws;
  std::vector<double> luck;  // per seat, summed over its stock draws
  bool complete = false;     // false when cancelled or the actions do not replay
  int badMove = -1;          // the first action the engine refused, -1 when all replay
};

// The record of a hand from the state as dealt (the stock in it), its actions and the scores before it.
HandRecord recordOf(const HandState& dealt, std::vector<Action> actions, std::vector<int> scoresBefore, int target);
// Every deal of a match from its per-deal action log (Match::handLog()), the current one included;
// empty when the log does not replay. The scores are the first game's totals before each deal.
// `dealSeeds` (a network match's, Match::dealSeeds): the later deals were dealt from these seeds.
std::vector<HandRecord> matchRecords(const Rules& rules, std::uint64_t seed, const std::vector<std::vector<Action>>& log,
                                     const std::vector<std::uint64_t>* dealSeeds = nullptr);

// The state before each action, from the record: states[i] is before actions[i], the last is after.
std::vector<HandState> replayStates(const HandRecord& record, int* badMove);

// A recorded hand's table at one step with every card face up: what a review of a finished hand
// shows (the stock in the order it was dealt, every hand), without handing out the referee's state.
struct OpenTable {
  std::vector<CardSet> hands;
  std::vector<Card> stockTopFirst;
  std::vector<Card> pile;             // bottom first
  std::vector<CardSet> tableMelds;    // after a knock, lay-offs included
  Step last;                          // the action that led here (seat -1 before the first)
};
// The table before each action and after the last, like replayStates.
std::vector<OpenTable> openTables(const HandRecord& record);

HandReview reviewHand(const HandRecord& record, const ReviewOptions& options);

// Error-rate bounds of the ratings (mean loss per non-trivial decision, percentage points): midpoints
// between the levels' own error rates as the coach with the Expert's evaluation judges them (#36,
// docs/coach.md, "Ordered levels": 16 eaai games each against casual, seed 1521, measured again at
// 379caf3 after the Expert's sampled danger: expert 0.122, strong 0.605, casual 0.994, beginner 1.264).
inline constexpr double kRatingExpert = 0.36;
inline constexpr double kRatingStrong = 0.80;
inline constexpr double kRatingCasual = 1.13;
// The level whose own play gives about this error rate (calibrated, docs/ai.md): Beginner..Expert.
Level ratingFor(double errorRate);

}  // namespace gin::ai
