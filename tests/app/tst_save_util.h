// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the save tests: real games played through the engine with seeded random choices.
#pragma once

#include <QRandomGenerator>

#include "store/savegame.h"

namespace savetest {

inline GameSetup setupFor(const char* presetName, int players, quint64 seed) {
  GameSetup s;
  gin::preset(presetName, s.rules);
  s.rules.players = players;
  s.seed = seed;
  for (int i = 0; i < players; ++i) {
    SeatSetup seat;
    seat.kind = i == 0 ? SeatKind::Person : SeatKind::Computer;
    seat.level = i % 2 ? gin::ai::Level::Expert : gin::ai::Level::Beginner;
    seat.name = i == 0 ? QStringLiteral("Älli \"Ö\" <%1>").arg(i) : QString();
    s.seats.append(seat);
  }
  return s;
}

// Plays `actions` legal actions (fewer if the match ends) choosing at random with `seed`, dealing the
// next hand when one ends. The log holds what the engine recorded, as GameController keeps it.
inline SaveGame play(const GameSetup& setup, int actions, quint64 seed) {
  SaveGame save;
  save.setup = setup;
  save.log = {{}};
  gin::Match m(setup.rules, setup.seed);
  QRandomGenerator rng(seed);
  for (int n = 0; n < actions; ++n) {
    if (m.hand().over()) {
      if (!m.nextHand()) break;
      save.log.emplace_back();
    }
    const auto legal = m.hand().legalActions();
    const gin::Action a = legal[rng.bounded(static_cast<int>(legal.size()))];
    if (m.apply(m.hand().toAct(), a) != gin::Reject::Ok) qFatal("engine refused a legal action");
    save.log.back().push_back(m.hand().history().back().action);
  }
  return save;
}

inline int actionCount(const ActionLog& log) {
  int n = 0;
  for (const auto& h : log) n += static_cast<int>(h.size());
  return n;
}

}  // namespace savetest
