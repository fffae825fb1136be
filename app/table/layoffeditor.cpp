// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/layoffeditor.h"

using namespace gin;

void LayoffEditor::sync(bool editing, const SeatView& v) {
  hand_ = v.hand;
  tableMelds_ = v.tableMelds;
  if (!editing) {
    clear();
  } else if (!active_) {
    pending_ = bestDefence(v.hand, v.tableMelds, !v.knockerGin).layoffs;  // the best one, offered first
    active_ = true;
  }
}

void LayoffEditor::clear() {
  pending_.clear();
  active_ = false;
}

CardSet LayoffEditor::laidOff() const {
  CardSet s = 0;
  for (const Layoff& l : pending_) s |= bit(l.card);
  return s;
}

LayoffPlan LayoffEditor::plan(const std::vector<Layoff>& layoffs) const {
  return planLayoffs(hand_, tableMelds_, layoffs);
}

std::vector<Layoff> LayoffEditor::with(Card c, int meld) const {
  std::vector<Layoff> cand;
  for (const Layoff& l : pending_)
    if (l.card != c) cand.push_back(l);
  cand.push_back({c, meld});
  return cand;
}

bool LayoffEditor::fits(Card c, int meld) const { return plan(with(c, meld)).ok; }

bool LayoffEditor::add(Card c, int meld) {
  if (!active_ || !fits(c, meld)) return false;
  pending_ = with(c, meld);
  return true;
}

void LayoffEditor::remove(Card c) {
  // Lay-offs chained on this one may no longer fit: keep the rest in order while they stay valid.
  std::vector<Layoff> rest;
  for (const Layoff& l : pending_)
    if (l.card != c) rest.push_back(l);
  pending_.clear();
  for (const Layoff& l : rest) {
    pending_.push_back(l);
    if (!plan(pending_).ok) pending_.pop_back();
  }
}
