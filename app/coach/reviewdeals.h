// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The finished deals of the controller's match as the review and the coach replay them, with every card
// face up (docs/coach.md). A match at this screen replays its log; a network table's host replays it
// with the fair deal's seeds (Match::dealSeeds); a guest, who never had the other seats' cards, replays
// each deal from the seed the host revealed after it and the moves it saw, and only a deal it verified
// (docs/network.md, "The fair deal") whose replay ends with the hands it saw shown: so a guest's review
// is the same as the host's, and a host that cheated gets no review of that deal.
#pragma once

#include <QStringList>
#include <vector>

#include "ai/review.h"

class GameController;

struct ReviewDeals {
  std::vector<gin::ai::HandRecord> hands;  // in deal order; a hand still being played is left out
  QStringList checks;  // per hand: how its deal was checked, a code of text/dealchecks.h (empty at one screen)
};

ReviewDeals reviewDeals(const GameController& c);
