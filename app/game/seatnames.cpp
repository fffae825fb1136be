// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/seatnames.h"

#include <algorithm>

#include <QCoreApplication>

#include "game/gamecontroller.h"

using gin::ai::Level;

namespace seatnames {

QStringList pool(Level level) {
  switch (level) {
    case Level::Beginner: return {QStringLiteral("Aino"), QStringLiteral("Eetu"), QStringLiteral("Iida"), QStringLiteral("Onni")};
    case Level::Strong: return {QStringLiteral("Oskar"), QStringLiteral("Helmi"), QStringLiteral("Elias"), QStringLiteral("Nora")};
    case Level::Expert: return {QStringLiteral("Ilona"), QStringLiteral("Viktor"), QStringLiteral("Hilda"), QStringLiteral("Kasper")};
    default: return {QStringLiteral("Otto"), QStringLiteral("Ella"), QStringLiteral("Leo"), QStringLiteral("Sara")};
  }
}

QString face(Level level) { return pool(level).front(); }

QString levelTitle(Level level) {
  switch (level) {
    case Level::Beginner: return QCoreApplication::translate("SeatNames", "Beginner");
    case Level::Strong: return QCoreApplication::translate("SeatNames", "Strong");
    case Level::Expert: return QCoreApplication::translate("SeatNames", "Expert");
    default: return QCoreApplication::translate("SeatNames", "Casual");
  }
}

void fill(QVector<SeatSetup>& seats) {
  auto taken = [&seats](const QString& name) {
    for (const SeatSetup& s : seats)
      if (s.name.compare(name, Qt::CaseInsensitive) == 0) return true;
    return false;
  };
  for (int i = 0; i < seats.size(); ++i) {
    SeatSetup& seat = seats[i];
    if (seat.kind != SeatKind::Computer || !seat.name.isEmpty()) continue;  // a friend's seat has the friend's
    // Its own level's names first, from the one of its place (the second seat the level's first name,
    // the third its second...): a level changed at one seat renames that seat only (the names moved
    // from row to row under New game's levels: a play-test). Then every other level's: five seats never
    // run out (16 names). (Casual's first: the reference players of the measurements use them.)
    QStringList names = pool(seat.level);
    std::rotate(names.begin(), names.begin() + std::max(0, i - 1) % names.size(), names.end());
    names += pool(Level::Casual);
    for (Level l : gin::ai::personLevels()) names += pool(l);
    for (const QString& n : names)
      if (!taken(n)) {
        seat.name = n;
        break;
      }
  }
}

QStringList computerNames(Level level, int computers, const QString& person) {
  QVector<SeatSetup> seats{SeatSetup{SeatKind::Person, level, person}};
  for (int i = 0; i < computers; ++i) seats.push_back(SeatSetup{SeatKind::Computer, level, QString()});
  fill(seats);
  QStringList names;
  for (int i = 1; i < seats.size(); ++i) names << seats[i].name;
  return names;
}

QStringList friends(const QVector<SeatSetup>& seats, Friends which) {
  QStringList names;
  for (const SeatSetup& s : seats) {
    const bool seated = s.kind == SeatKind::Remote, away = s.kind == SeatKind::Computer && s.standIn;
    if (s.name.isEmpty()) continue;
    if ((seated && which != Friends::Away) || (away && which != Friends::Seated)) names << s.name;
  }
  return names;
}

}  // namespace seatnames
