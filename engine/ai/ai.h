// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Computer opponents. Every player decides from a SeatView only (own hand, public history, stock
// count, table melds after a knock, rules) plus the match scores: it cannot peek by construction.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "../hand.h"
#include "../legal.h"
#include "reasons.h"

namespace gin {
class Match;
}

namespace gin::ai {

// Random/Simple/Camper/Marjj are reference opponents for measuring; Beginner..Expert are the UI levels;
// Expert0 and Expert1 are earlier Experts, frozen as references for the arena and the bot (not in the
// UI): Expert0 before the informed opponent model (commit 7c8775b), Expert1 before it read the
// opponent's style (commit 150fe3d).
enum class Level { Random, Simple, Camper, Marjj, Beginner, Casual, Strong, Expert, Expert0, Expert1 };
// "random","simple","camper","marjj","beginner","casual","strong","expert","expert0","expert1"
std::optional<Level> levelFromName(std::string_view name);
const char* levelName(Level level);
// The levels a person can choose, weakest first: Beginner, Casual, Strong, Expert.
const std::vector<Level>& personLevels();

struct MatchContext {
  std::vector<int> scores;  // match scores so far, per seat
  int target = 100;
  // What every player at the table has seen in the earlier deals of the match: how many were dealt,
  // and per seat how many it ended by knocking with deadwood after its fourth turn. A player who
  // knocks as soon as it may does that in most hands; one who waits for gin, rarely.
  int deals = 0;
  std::vector<int> lateKnocks = {};
  // Per seat, the most deadwood it has knocked with after its fourth turn (0: no such knock; empty:
  // not known). A player who knocks whenever it may knocks late with up to the limit; a careful one
  // only with a few points.
  std::vector<int> lateKnockMax = {};
};
// The context of the deal being played in `m`: the first game's totals, the target, the late knocks.
MatchContext contextOf(const Match& m);
// Has `seat` shown that it knocks any time, not only early: a late knock in at least a third of the deals?
bool knocksAnyTime(const MatchContext& m, int seat);
// The deadwood up to which such a seat is taken to knock at any time: the most it has knocked with
// late (the knock limit of 10 when not known); 0 for a seat that has not shown it knocks any time.
int anyTimeKnockLimit(const MatchContext& m, int seat);

class Player {
 public:
  virtual ~Player() = default;
  // Decides the action for view.seat, which must be the seat to act. Uses only the view.
  virtual Action decide(const SeatView& view, const MatchContext& match) = 0;
};

std::unique_ptr<Player> makePlayer(Level level, std::uint64_t seed);
// The heuristic a search level starts from and keeps unless its search is clearly better (the level
// itself for the others): cheap enough for a strength gate in CI.
std::unique_ptr<Player> makeBasePlayer(Level level, std::uint64_t seed);

// A suggestion for a person: the Expert's move from the coach's evaluation of the position (search.h,
// expertJudgement: the same samples, so the hint and the coach name the same best move), with the
// reason that holds for it (reasons.h). Always the same for the same position and match.
Hint hint(const SeatView& view, const MatchContext& match);

}  // namespace gin::ai
