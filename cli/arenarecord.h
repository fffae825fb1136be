// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One JSON line per hand for `ginrummy-cli arena --record` (two-player and table runs).
#pragma once

#include <vector>

#include "hand.h"
#include "jsonwriter.h"

namespace gin {
class Match;
}

struct HandRecordInfo {
  int game = 0;  // 0-based
  int hand = 0;  // 1-based within the game
  bool stalled = false;
  const gin::Match* match = nullptr;   // after the hand: scores and, once over, the settlement
  std::vector<const char*> seatLevels;  // the level at each seat
};

// Writes the record straight into the writer's buffer (no document objects: --record must not slow
// the arena down), keys sorted as QJsonObject sorts them.
void writeHandRecord(clijson::Writer& w, const HandRecordInfo& info, const gin::HandState& dealt,
                     const gin::HandState& done);

namespace cliopt {
class Command;
}
// arena --levels: the table of 3 to 5 players, from arena's parsed command line (arenatable.cpp).
int runArenaTable(cliopt::Command& cmd);
