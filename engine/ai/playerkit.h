// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers shared by the players' source files (internal to engine/ai).
#pragma once

#include <memory>

#include "../legal.h"
#include "ai.h"
#include "knowledge.h"
#include "reasons.h"  // joinsMeld

namespace gin::ai {

inline bool pileAllowed(const SeatView& v) { return v.discardTop != NoCard && !v.stockOnly; }
// The cards the seat may discard: never the card just taken from the pile.
inline CardSet discardable(const SeatView& v) { return v.hand & ~bit(v.takenFromDiscard); }
// Taking `c` and making the best other discard lowers the deadwood.
inline bool lowersDeadwood(CardSet hand, Card c) { return bestDiscard(hand | bit(c), bit(c)).deadwood < minDeadwood(hand); }
inline bool isDrawPhase(const SeatView& v) { return v.phase == Phase::FirstUpcard || v.phase == Phase::Draw; }
inline Action takeAction(const SeatView& v, bool take) {
  if (v.phase == Phase::FirstUpcard) return take ? Action::take() : Action::pass();
  return take ? Action::drawDiscard() : Action::drawStock();
}
// The engine's best defence after a knock.
inline Action defend(const SeatView& v) { return legalActions(v).front(); }
inline bool bigGinNow(const SeatView& v) { return bigGinRule(v.rules, v.hand) == Reject::Ok; }
inline int scoreOf(const MatchContext& m, int seat) {
  return seat >= 0 && seat < static_cast<int>(m.scores.size()) ? m.scores[seat] : 0;
}

// The reference players `simple` and, with ginOnly, `camper` (simple.cpp).
std::unique_ptr<Player> makeSimple(bool ginOnly, std::uint64_t seed);
// The reference player `marjj` (marjj.cpp).
std::unique_ptr<Player> makeMarjj(std::uint64_t seed);

}  // namespace gin::ai
