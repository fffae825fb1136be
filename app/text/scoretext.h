// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The score of a match in words: who has how much, in each game. The result panel after a hand and
// the score sheet's standings above its columns say it the same way.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "match.h"

class ScoreText {
  Q_DECLARE_TR_FUNCTIONS(ScoreText)

 public:
  // `names`: every seat's name as shown (the sheet's and the table's already stand in for a missing one).
  // A Hollywood game with both names: "Game 1: You 25 – Aino 0" (closed games say so).
  static QString hollywoodGame(const gin::ScoreSheet& sheet, int game, const QStringList& names);
  // One line per game (Hollywood: three), every player with its total: "You 45 · Aino 30".
  static QStringList standings(const gin::ScoreSheet& sheet, const QStringList& names);
  // A player and a number as a screen reader hears them: "Anna 25"; a name ending in a number takes a
  // colon, "Player 1: 25" ("Player 1 0" ran a hot seat's name into its score: a blind player's play-test).
  static QString nameAndNumber(const QString& name, const QString& number);
};
