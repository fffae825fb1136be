// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A table of three to five computer players (poker gin): every deal is played once per seat rotation,
// so each level sits in every seat on the same cards. Shared by `ginrummy-cli arena --levels` and the
// tests; the two-player arena (arena.h) is separate and unchanged.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "arena.h"

namespace gin::ai {

struct TableConfig {
  std::vector<Level> levels;  // one per seat of the first rotation; 3..5 for poker gin
  int deals = 100;            // each deal is played levels.size() times, rotated
  int firstDeal = 0;
  std::uint64_t seed = 1;
  Rules rules;                // rules.players must equal levels.size()
  bool base = false;          // every seat plays its level's heuristic base (makeBasePlayer): the CI gate
};

struct TableResult {
  int games = 0, ties = 0, hands = 0, drawnHands = 0, stalledGames = 0;
  std::vector<SideStats> seats;                // per entry of TableConfig::levels, summed over rotations
  std::vector<std::vector<double>> dealShare;  // per entry, per deal: matches won (shared wins split)
  double seconds = 0;

  int scoredHands() const { return hands - drawnHands; }
  double share(int entry) const;
  // 95% Wilson interval of share(entry), the effective sample size reduced by the design effect of
  // the deals (the rotations of one deal are correlated), never increased.
  void interval(int entry, double& low, double& high) const;
  double pointsPerHand(int entry) const;  // hand points won per scored hand
};

struct TableHandInfo {
  int game = 0;                // 0-based: deal * seats + rotation
  int hand = 0;                // 1-based within the game
  std::vector<int> entryAtSeat;  // which entry of TableConfig::levels sits at each seat
  bool stalled = false;
  const Match* match = nullptr;
};
using TableHandCallback = std::function<void(const TableHandInfo&, const HandState& dealt, const HandState& finished)>;

// The level entry sitting at `seat` in `rotation`: entry e sits at seat (e + rotation) % n.
inline int entryAt(int seat, int rotation, int n) { return ((seat - rotation) % n + n) % n; }

TableResult runTable(const TableConfig& config, const TableHandCallback& onHand = {});

}  // namespace gin::ai
