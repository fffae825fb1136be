// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How well an opponent model predicts the opponent's real hidden cards, over recorded hands: at every
// draw and discard decision of the chosen seats the model's chance of each unseen card being in the
// opponent's hand (from sampled positions) is scored against the truth.
#pragma once

#include <vector>

#include "review.h"

namespace gin::ai {

enum class ModelKind { Uniform, Weighted, Informed };  // no model; today's samplePosition; sampleInformed
const char* modelCode(ModelKind k);                     // "uniform", "weighted", "informed"

struct ModelAccuracy {
  int decisions = 0;
  long unseenCards = 0;     // unseen cards scored, over all decisions
  long hiddenCards = 0;     // of them, really in the opponent's hand
  double logLikelihood = 0; // natural log, summed over every unseen card: log p if held, log(1 - p) if not
  long topHits = 0;         // hidden cards among the model's h most likely, h = the opponent's hidden count
  double deadwoodBias = 0;  // summed over decisions: the samples' mean opponent deadwood less the real one
  double meanDeadwoodBias() const { return decisions ? deadwoodBias / decisions : 0; }
  double meanLogLikelihood() const { return decisions ? logLikelihood / decisions : 0; }
  double topShare() const { return hiddenCards ? static_cast<double>(topHits) / hiddenCards : 0; }
};

// Adds the hand's decisions of the seats marked in `seats` (all when empty), two-player hands only.
void checkModel(const HandRecord& r, const std::vector<bool>& seats, ModelKind kind, int samples, ModelAccuracy& acc);

}  // namespace gin::ai
