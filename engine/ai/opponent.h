// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Expert's picture of the opponent: hidden hands sampled as knowledge.h samples
// them (pickups and discards weigh single cards, half its stock draws are replayed), then kept or drawn again
// by how well the whole hand explains what the opponent did: a pile card it took and still holds is
// melded, a card it discarded or passed (the latest counting most) would not have joined its melds, and
// a hand that has held out this long without knocking is rarely already low. Checked against the real
// hands of recorded games (`ginrummy-cli review --model`, docs/ai.md).
#pragma once

#include "knowledge.h"

namespace gin::ai {

struct OpponentModel {
  double heldPickup = 0.1;   // acceptance when a pile card it still holds is not melded
  double discard = 0.2;      // acceptance when its latest discard would join its melds now
  double discardDecay = 0.7; // each older discard counts this much less (towards 1)
  double passed = 0.3;       // acceptance when a pile card it passed would join a meld and lower deadwood
  double gin = 0.05;         // acceptance of a hand with gin: it would have gone out
  double low = 1.0;          // acceptance of a hand it could have knocked with (deadwood <= lowLimit)
  int lowLimit = -1;         // that deadwood (-1: the knock limit)
  double replay = 0.5;       // the share of its stock draws replayed with its best discard
  int tries = 20;            // samples drawn at most; the last is kept when none is accepted
};

// How well a sampled hand of seat s explains the view (1: fully; the product of the acceptances).
double explainWeight(const Knowledge& k, const SeatView& v, int s, CardSet hand, const OpponentModel& m);

// A position like samplePosition(v, k, rng, true), drawn again until the opponents' hands are accepted
// with probability explainWeight (at most m.tries times).
Position sampleInformed(const SeatView& v, const Knowledge& k, Rng& rng, const OpponentModel& m = {});

}  // namespace gin::ai
