// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the hands of an `arena --record` file (arenarecord.h writes them) for `ginrummy-cli review`:
// every field checked, every hand replayed by the engine; a bad line is named with its number.
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "ai/review.h"

struct RecordHand {
  int game = 0, hand = 0;
  std::vector<std::string> seats;  // level per seat
  gin::ai::HandRecord record;
};

// The recorded hands of two players (stalled hands skipped), or none and `error` set.
std::vector<RecordHand> readRecord(const QString& path, std::string& error);
