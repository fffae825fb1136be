// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Card and rule names as players read them, in the current language.
#pragma once

#include <QCoreApplication>
#include <QList>
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
  // Cards said as one list, as a screen reader speaks them: "7, 8 and 9 of spades" for cards of one suit
  // in a row (a run, as melds are printed), else "3 of clubs, 3 of diamonds and 3 of hearts". Each list
  // ends on "and", so melds said one after another stay apart (commas alone ran them together).
  static QString spokenList(const QList<gin::Card>& cards);
  // `text` with every card symbol ("5♦", "K♠ Q♠") said by name ("5 of diamonds", "king of spades and queen
  // of spades", a list by spokenList): what a screen reader speaks (it read "5 black diamond suit"). The
  // separator "·" is a comma: Orca's speech-dispatcher output says "middle dot" at every punctuation level
  // but None (its punctuation_settings: LEVEL_NONE), as it does an arrow (a blind player's play-test).
  static QString spoken(const QString& text);
  // "knock", "gin", "big gin", "undercut", "drawn hand"
  static QString outcomeName(gin::Outcome o);
};
