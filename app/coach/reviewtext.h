// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The coach's words: moves, labels, reasons and ratings of engine/ai/review.h in the current language.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "ai/review.h"

class ReviewText {
  Q_DECLARE_TR_FUNCTIONS(ReviewText)

 public:
  // "Discard 7♥", "Take the upcard", "Knock, discarding 3♣"
  static QString move(const gin::Action& a);
  // "inaccuracy", "mistake", "blunder"; empty for none
  static QString label(gin::ai::Label l);
  // One line on why the best move is better, or empty when the engine cannot tell.
  static QString reason(const gin::ai::Reason& r);
  // "played like Strong"
  static QString rating(gin::ai::Level level);
  // A figure in the language's own format (Finnish 45,9), never "-0.0" for one that rounds to zero.
  static QString number(double x, int decimals = 1);
  // A candidate's row in the review: the move and its marks ("Pass the upcard (played, best)"). A move
  // listed above the best (a higher chance, within the coach's margin) is "as good as the best": a row
  // marked best under one with better figures read as the opposite of what it meant (a play-test).
  static QString candidate(const gin::ai::Decision& d, int i);
  // "first upcard", "draw", "discard", "lay-offs"
  static QString decision(gin::ai::DecisionKind k);
  // The same for one decision, a discard that could have been a knock named "knock or play on".
  static QString decision(const gin::ai::Decision& d);
};
