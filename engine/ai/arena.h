// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Computer against computer: full games to the target, with the statistics the arena command prints.
// Plain C++ so that tests and the CLI share one implementation.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "../hand.h"
#include "../match.h"
#include "ai.h"

namespace gin::ai {

struct ArenaConfig {
  Level a = Level::Casual;
  Level b = Level::Simple;
  int games = 100;          // mirrored: deals played twice, so 2 * games games
  int firstDeal = 0;        // play deals firstDeal .. firstDeal + games - 1: a long run in chunks
  std::uint64_t seed = 1;
  Rules rules;
  bool mirrored = false;
  bool baseA = false, baseB = false;  // that side plays the heuristic base of its level (makeBasePlayer)
};

// Per side (A or B): how its hands ended.
struct SideStats {
  int games = 0;           // games won
  int knocks = 0, gins = 0, bigGins = 0, undercuts = 0;  // hands won that way (undercut: as defender)
  long points = 0;         // hand points won
  int refused = 0;         // actions the engine refused (a player bug: the engine's first legal action is played)
  std::vector<float> decisionMicros;
};

struct ArenaResult {
  int games = 0, ties = 0, hands = 0, drawnHands = 0;
  int stalledGames = 0;  // abandoned as ties: a hand ran past kMaxActionsPerHand (a player bug)
  SideStats a, b;
  std::vector<double> pairShare;  // per deal (mirrored: both games of a pair): A's wins, ties count 1/2
  double seconds = 0;

  int scoredHands() const { return hands - drawnHands; }
  double shareA() const;
  // 95% interval of A's game win share: Wilson, with the effective sample size reduced by the
  // design effect of pairs when mirrored (the two games of a deal are correlated).
  void interval(double& low, double& high) const;
  // A's net hand points per scored hand.
  double netPointsPerHand() const;
};

struct HandInfo {
  int game = 0;        // 0-based
  int hand = 0;        // 1-based within the game
  int seatOfA = 0;
  bool stalled = false;         // abandoned after kMaxActionsPerHand actions: `finished` is not over
  const Match* match = nullptr;  // the match after the hand: scores and, once over, the settlement
};

// No real hand comes near this; two players passing the same pile cards back and forth would.
constexpr int kMaxActionsPerHand = 2000;

// Calls onHand (if set) after every hand with the state as dealt and as finished (or as abandoned).
using HandCallback = std::function<void(const HandInfo&, const HandState& dealt, const HandState& finished)>;
ArenaResult runArena(const ArenaConfig& config, const HandCallback& onHand = {});

// 95% Wilson interval of a win share p over `games` games played in clusters (per cluster: its wins;
// mirrored pairs, rotated tables), the effective sample size reduced by the design effect.
void clusteredWilson(double p, int games, const std::vector<double>& clusters, double& low, double& high);
// Counts a won hand for its winner: the points, and how it was won.
void countWin(SideStats& w, const HandResult& r);
// The seed of deal n of an arena run (also used for the players' seeds).
std::uint64_t gameSeed(std::uint64_t seed, int n);

// Percentile (0..100) of a sample; 0 for an empty one.
double percentile(std::vector<float> values, double p);

}  // namespace gin::ai
