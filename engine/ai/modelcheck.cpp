// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelcheck.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "opponent.h"
#include "search.h"

namespace gin::ai {

const char* modelCode(ModelKind k) {
  switch (k) {
    case ModelKind::Uniform: return "uniform";
    case ModelKind::Weighted: return "weighted";
    case ModelKind::Informed: return "informed";
  }
  return "?";
}

void checkModel(const HandRecord& r, const std::vector<bool>& seats, ModelKind kind, int samples, ModelAccuracy& acc) {
  if (r.rules.players != 2) return;
  const std::vector<HandState> states = replayStates(r, nullptr);
  for (const HandState& s : states) {
    if (s.over() || (s.phase() != Phase::Draw && s.phase() != Phase::Discard)) continue;
    const int seat = s.toAct(), opp = 1 - seat;
    if (!seats.empty() && (seat >= static_cast<int>(seats.size()) || !seats[seat])) continue;
    const SeatView v = s.view(seat);
    const Knowledge k = learn(v);
    if (!samplable(v, k)) continue;
    std::array<int, kDeckSize> held{};
    double deadwood = 0;
    Rng rng(mixSeed(0x5EEDull, viewDigest(v)));
    for (int i = 0; i < samples; ++i) {
      const Position p = kind == ModelKind::Informed ? sampleInformed(v, k, rng)
                                                     : samplePosition(v, k, rng, kind == ModelKind::Weighted);
      forEach(p.hands[opp] & k.unseen, [&](Card c) { ++held[c]; });
      deadwood += minDeadwood(p.hands[opp]);
    }
    const CardSet truth = s.hand(opp) & k.unseen;
    std::vector<std::pair<double, Card>> ranked;
    forEach(k.unseen, [&](Card c) {
      const double p = (held[c] + 0.5) / (samples + 1.0);
      acc.logLikelihood += contains(truth, c) ? std::log(p) : std::log(1 - p);
      ranked.emplace_back(-p, c);
    });
    std::sort(ranked.begin(), ranked.end());
    const int h = count(truth);
    for (int i = 0; i < h && i < static_cast<int>(ranked.size()); ++i) acc.topHits += contains(truth, ranked[i].second);
    acc.hiddenCards += h;
    acc.deadwoodBias += deadwood / samples - minDeadwood(s.hand(opp));
    acc.unseenCards += count(k.unseen);
    ++acc.decisions;
  }
}

}  // namespace gin::ai
