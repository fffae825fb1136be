// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lay-off editing for a person defending: the lay-offs chosen so far, starting from the engine's
// best defence. Every question of fit goes to the engine (gin::planLayoffs); plain state, no Qt.
#pragma once

#include <vector>

#include "hand.h"
#include "legal.h"

class LayoffEditor {
 public:
  // Starts (once per lay-off turn) from the engine's best defence for the seat of `v`, or ends editing.
  void sync(bool editing, const gin::SeatView& v);
  const std::vector<gin::Layoff>& pending() const { return pending_; }
  gin::CardSet laidOff() const;
  // The seat's own melds and whether `layoffs` fit, by the engine.
  gin::LayoffPlan plan(const std::vector<gin::Layoff>& layoffs) const;
  gin::LayoffPlan plan() const { return plan(pending_); }
  // Would laying `c` off onto table meld `meld` (instead of wherever it is now) fit?
  bool fits(gin::Card c, int meld) const;
  bool add(gin::Card c, int meld);
  // Takes `c` back into the hand; lay-offs chained on it that no longer fit come back too.
  void remove(gin::Card c);
  void clear();

 private:
  std::vector<gin::Layoff> with(gin::Card c, int meld) const;

  gin::CardSet hand_ = 0;
  std::vector<gin::CardSet> tableMelds_;
  std::vector<gin::Layoff> pending_;
  bool active_ = false;  // pending_ belongs to the current lay-off turn
};
