// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/cardtext.h"

#include <QRegularExpression>

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

QString CardText::spoken(const QString& text) {
  // The ranks and suits as symbol() prints them (its arrays' order: the rank and suit numbers).
  static const QStringList ranks = {QStringLiteral("A"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"),
                                    QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8"),
                                    QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("J"), QStringLiteral("Q"),
                                    QStringLiteral("K")};
  static const QString suits = QStringLiteral("\u2663\u2666\u2665\u2660");
  // A card: a rank and a suit sign; several in a row, separated by single spaces, are one list.
  static const QString one = QStringLiteral("(?:10|[2-9AJQK])[\\x{2663}\\x{2666}\\x{2665}\\x{2660}]");
  static const QRegularExpression list(one + QStringLiteral("(?: ") + one + QStringLiteral(")*"));
  QString out;
  qsizetype at = 0;
  for (auto m = list.globalMatch(text); m.hasNext();) {
    const QRegularExpressionMatch found = m.next();
    out += text.mid(at, found.capturedStart() - at);
    QStringList names;
    for (const QString& symbol : found.captured().split(QLatin1Char(' ')))
      names << name(gin::makeCard(int(ranks.indexOf(symbol.chopped(1))), int(suits.indexOf(symbol.back()))));
    out += names.join(QStringLiteral(", "));
    at = found.capturedEnd();
  }
  return out + text.mid(at);
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
