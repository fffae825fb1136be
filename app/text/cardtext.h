// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Card and rule names as players read them, in the current language.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "card.h"
#include "hand.h"

class CardText {
  Q_DECLARE_TR_FUNCTIONS(CardText)

 public:
  // "7 of hearts" / "hertta 7"
  static QString name(gin::Card c);
  // "7♥": compact, for lists and the status line
  static QString symbol(gin::Card c);
  // "queen" / "kuningatar"; rank 0 = ace
  static QString rankName(int rank);
  // "hearts" / "hertta"
  static QString suitName(int suit);
  // Cards as symbols separated by spaces
  static QString symbols(gin::CardSet s);
  // `text` with every card symbol ("5♦", "K♠ Q♠") said by name ("5 of diamonds", "king of spades, queen
  // of spades"): what a screen reader speaks (it read "5 black diamond suit"). The separator "·" is a
  // comma: Orca's speech-dispatcher output says "middle dot" at every punctuation level but None (its
  // punctuation_settings: LEVEL_NONE), as it does an arrow (a blind player's play-test).
  static QString spoken(const QString& text);
  // "knock", "gin", "big gin", "undercut", "drawn hand"
  static QString outcomeName(gin::Outcome o);
};
