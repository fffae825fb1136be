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

namespace {
// The indices as printed on our cards (J/Q/K in both languages) and the suit signs, by rank and suit number.
const QStringList kRankSymbols = {QStringLiteral("A"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"),
                                  QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8"),
                                  QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("J"), QStringLiteral("Q"),
                                  QStringLiteral("K")};
const QString kSuitSymbols = QStringLiteral("\u2663\u2666\u2665\u2660");
}  // namespace

QString CardText::symbol(gin::Card c) { return kRankSymbols.at(gin::rankOf(c)) + kSuitSymbols.at(gin::suitOf(c)); }

QString CardText::symbols(gin::CardSet s) {
  QStringList out;
  gin::forEach(s, [&](gin::Card c) { out << symbol(c); });
  return out.join(QLatin1Char(' '));
}

QString CardText::spokenList(const QList<gin::Card>& cards) {
  if (cards.size() == 1) return name(cards.front());
  auto andList = [](const QStringList& words) {
    //: The end of a list of cards said aloud: %1 = all but the last ("7, 8"), %2 = the last ("9"). Finnish: "%1 ja %2".
    return words.size() < 2 ? words.join(QString()) : tr("%1 and %2", "list").arg(words.mid(0, words.size() - 1).join(QStringLiteral(", ")), words.back());
  };
  bool run = cards.size() > 1;
  for (qsizetype i = 1; i < cards.size(); ++i)
    run = run && gin::suitOf(cards[i]) == gin::suitOf(cards[0]) && gin::rankOf(cards[i]) == gin::rankOf(cards[i - 1]) + 1;
  QStringList words;
  for (gin::Card c : cards) words << (run ? rankName(gin::rankOf(c)) : name(c));
  //: Cards of one suit in a row, said aloud: %1 = their ranks ("7, 8 and 9"), %2 = the suit. Finnish: "%2 %1" (pata 7, 8 ja 9).
  return run ? tr("%1 of %2", "run").arg(andList(words), suitName(gin::suitOf(cards[0]))) : andList(words);
}

QString CardText::spoken(const QString& text) {
  // A card: a rank and a suit sign as symbol() prints them; several in a row, separated by single spaces,
  // are one list.
  static const QString one = QStringLiteral("(?:10|[2-9AJQK])[") + kSuitSymbols + QLatin1Char(']');
  static const QRegularExpression list(one + QStringLiteral("(?: ") + one + QStringLiteral(")*"));
  QString out;
  qsizetype at = 0;
  for (auto m = list.globalMatch(text); m.hasNext();) {
    const QRegularExpressionMatch found = m.next();
    out += text.mid(at, found.capturedStart() - at);
    QList<gin::Card> cards;
    for (const QString& symbol : found.captured().split(QLatin1Char(' ')))
      cards << gin::makeCard(int(kRankSymbols.indexOf(symbol.chopped(1))), int(kSuitSymbols.indexOf(symbol.back())));
    out += spokenList(cards);
    at = found.capturedEnd();
  }
  out += text.mid(at);
  static const QRegularExpression dot(QStringLiteral("\\s*\u00B7\\s*"));
  return out.replace(dot, QStringLiteral(", "));
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
