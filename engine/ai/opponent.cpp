// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "opponent.h"

#include <vector>

#include "playerkit.h"

namespace gin::ai {

double explainWeight(const Knowledge& k, const SeatView& v, int s, CardSet hand, const OpponentModel& m) {
  double w = 1;
  // Pile cards it took and still holds: most players take only what melds.
  forEach(k.known[s] & hand, [&](Card p) {
    if (!joinsMeld(hand & ~bit(p), p)) w *= m.heldPickup;
  });
  // Its discards, latest first: a card that would join its melds now was probably not thrown away.
  double doubt = 1 - m.discard;
  for (auto e = v.history.rbegin(); e != v.history.rend(); ++e) {
    if (e->seat != s || e->type != ActionType::Discard || e->card == NoCard) continue;
    if (joinsMeld(hand, e->card)) w *= 1 - doubt;
    doubt *= m.discardDecay;
    if (doubt < 0.02) break;
  }
  // Pile cards it passed (the first upcard, pile tops it drew the stock over).
  forEach(k.declined[s] & ~hand, [&](Card c) {
    if (joinsMeld(hand, c) && lowersDeadwood(hand, c)) w *= m.passed;
  });
  const int dw = minDeadwood(hand);
  if (dw == 0) w *= m.gin;
  else if (dw <= (m.lowLimit >= 0 ? m.lowLimit : k.knockLimit)) w *= m.low;
  return w;
}

Position sampleInformed(const SeatView& v, const Knowledge& k, Rng& rng, const OpponentModel& m) {
  Position p;
  for (int t = 0; t < m.tries; ++t) {
    p = samplePosition(v, k, rng, true, m.replay);
    double w = 1;
    for (int s : opponents(k)) w *= explainWeight(k, v, s, p.hands[s], m);
    if (w >= 1 || rng.unit() < w) break;
  }
  return p;
}

}  // namespace gin::ai
