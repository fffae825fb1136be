// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/cardtext.h"

QString CardText::rankName(int rank) {
  switch (rank) {
    case 0: return tr("ace");
    case 10: return tr("jack");
    case 11: return tr("queen");
    case 12: return tr("king");
    default: return QString::number(rank + 1);
  }
}

QString CardText::suitName(int suit) {
  switch (suit) {
    case gin::Clubs: return tr("clubs");
    case gin::Diamonds: return tr("diamonds");
    case gin::Hearts: return tr("hearts");
    default: return tr("spades");
  }
}

QString CardText::name(gin::Card c) {
  const int rank = gin::rankOf(c);
  if (rank == 0 || rank >= 10) {
    //: Name of an ace or a face card. %1 = rank (ace, jack, queen, king), %2 = suit (clubs...).
    //: Finnish writes it as one word: "%2%1" (patakuningas, ruutuässä).
    return tr("%1 of %2", "ace or face card").arg(rankName(rank), suitName(gin::suitOf(c)));
  }
  //: Card name. %1 = rank (2..10), %2 = suit (clubs...). Finnish: "%2 %1" (hertta 7).
  return tr("%1 of %2").arg(rankName(rank), suitName(gin::suitOf(c)));
}

QString CardText::symbol(gin::Card c) {
  static const char* const ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  static const QChar suits[] = {QChar(0x2663), QChar(0x2666), QChar(0x2665), QChar(0x2660)};
  // Indices as printed on our cards (J/Q/K in both languages).
  return QLatin1String(ranks[gin::rankOf(c)]) + suits[gin::suitOf(c)];
}

QString CardText::symbols(gin::CardSet s) {
  QStringList out;
  gin::forEach(s, [&](gin::Card c) { out << symbol(c); });
  return out.join(QLatin1Char(' '));
}

QString CardText::outcomeName(gin::Outcome o) {
  switch (o) {
    case gin::Outcome::Knock: return tr("knock");
    case gin::Outcome::Gin: return tr("gin");
    case gin::Outcome::BigGin: return tr("big gin");
    case gin::Outcome::Undercut: return tr("undercut");
    case gin::Outcome::Drawn: return tr("drawn hand");
  }
  return QString();
}
