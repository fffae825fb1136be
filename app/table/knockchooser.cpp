// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/knockchooser.h"

using namespace gin;

void KnockChooser::begin(Card card, std::vector<std::vector<CardSet>> arrangements, std::size_t turn) {
  card_ = card;
  arrangements_ = std::move(arrangements);
  at_ = 0;
  turn_ = turn;
}

void KnockChooser::clear() {
  card_ = NoCard;
  arrangements_.clear();
  at_ = 0;
}

void KnockChooser::next() {
  if (active()) at_ = (at_ + 1) % count();
}

const std::vector<CardSet>& KnockChooser::melds() const {
  static const std::vector<CardSet> none;
  return active() ? arrangements_[at_] : none;
}

bool KnockChooser::staleFor(bool humanDiscarding, std::size_t turn, CardSet hand) const {
  return active() && (!humanDiscarding || turn != turn_ || !contains(hand, card_));
}
