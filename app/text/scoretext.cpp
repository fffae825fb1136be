// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/scoretext.h"

QString ScoreText::hollywoodGame(const gin::ScoreSheet& sheet, int game, const QStringList& names) {
  // With the names: "Game 1: 0 – 27" did not say whose 27 it was.
  const auto t = sheet.totals(game);
  const QString n = QString::number(game + 1), a = QString::number(t[0]), b = QString::number(t[1]);
  return (sheet.closed(game) ? tr("Game %1 (closed): %2 %3 – %4 %5", "a Hollywood game: names and totals")
                             : tr("Game %1: %2 %3 – %4 %5", "a Hollywood game: names and totals"))
      .arg(n, names.value(0), a, names.value(1), b);
}

QStringList ScoreText::standings(const gin::ScoreSheet& sheet, const QStringList& names) {
  QStringList lines;
  if (sheet.rules().hollywood && sheet.seats() == 2) {
    for (int g = 0; g < sheet.games(); ++g) lines << hollywoodGame(sheet, g, names);
    return lines;
  }
  const auto t = sheet.totals(0);
  QStringList each;
  for (int s = 0; s < sheet.seats(); ++s)
    //: A player's total on the score sheet's standings line. %1 = name, %2 = points.
    each << tr("%1 %2", "name and total").arg(names.value(s)).arg(t[size_t(s)]);
  lines << each.join(QStringLiteral(" · "));
  return lines;
}

QString ScoreText::nameAndNumber(const QString& name, const QString& number) {
  return (!name.isEmpty() && name.back().isDigit() ? tr("%1: %2", "a player whose name ends in a number, and a number")
                                                   : tr("%1 %2", "a player and a number"))
      .arg(name, number);
}
