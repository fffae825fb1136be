// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the knock arrangement: when the ten cards kept can be laid out in more than one equally
// low way, the person steps through the engine's list (its choice first) before the knock is made.
// Plain state, no Qt: the table scene shows it and turns it into the knock action.
#pragma once

#include <cstddef>
#include <vector>

#include "card.h"

class KnockChooser {
 public:
  // Starts a choice for the knock discard `card` made at history length `turn`.
  void begin(gin::Card card, std::vector<std::vector<gin::CardSet>> arrangements, std::size_t turn);
  void clear();
  bool active() const { return card_ != gin::NoCard; }
  gin::Card card() const { return card_; }
  int count() const { return int(arrangements_.size()); }
  int index() const { return at_; }
  void next();
  const std::vector<gin::CardSet>& melds() const;  // the arrangement shown now (empty when inactive)
  // The turn moved on (another action, the card no longer held, no longer the person's turn): the
  // choice is void.
  bool staleFor(bool humanDiscarding, std::size_t turn, gin::CardSet hand) const;

 private:
  gin::Card card_ = gin::NoCard;
  std::vector<std::vector<gin::CardSet>> arrangements_;
  int at_ = 0;
  std::size_t turn_ = 0;
};
