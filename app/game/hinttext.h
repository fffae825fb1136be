// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a hint: one sentence per reason the engine gives (engine/ai/reasons.h), naming the
// cards and numbers of its claim and nothing else.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>

#include "ai/reasons.h"

class HintText {
  Q_DECLARE_TR_FUNCTIONS(HintText)

 public:
  // `seatName` names a seat (the opponent an AvoidsFeeding hint speaks of). `staged`: the cards a person
  // has already put on the melds and not yet confirmed (a lay-off hint says what is left to do).
  static QString text(const gin::ai::Hint& h, const std::function<QString(int)>& seatName, gin::CardSet staged = 0);
};
