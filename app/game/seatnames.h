// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The computer seats' own names ("Aino", "Otto"...): first names that read the same in Finnish and
// English and need no case ending in a Finnish sentence. Each level has its own names, its first
// name being the level's face (the welcome page, the statistics); a seat takes the first name of its
// level that no other seat at the table has. Names are given when a match starts and kept in the save.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include "ai/ai.h"

struct SeatSetup;

namespace seatnames {

// The names of a level, its face first (the reference players of the measurements use Casual's).
QStringList pool(gin::ai::Level level);
// The name a level is known by: the first of its pool.
QString face(gin::ai::Level level);
// The level's own title, in the current language ("Beginner", "Aloittelija").
QString levelTitle(gin::ai::Level level);
// Gives every computer seat without a name one of its level's names, never one another seat has
// (compared without case), in seat order: seat n the level's n-th name where it is free, so that a
// level changed at one seat renames that seat only. People's and friends' seats are left as they are.
void fill(QVector<SeatSetup>& seats);
// The names `computers` seats of one level get at a table with a person called `person` (fill's names).
QStringList computerNames(gin::ai::Level level, int computers, const QString& person);
// The names of a network match's friends, in seat order: the seats still theirs, those a computer plays
// for them since they left (a seat a computer took over is no longer the table's, its invitation
// withdrawn, but its friend is still one of the match's players), or both.
enum class Friends { Seated, Away, All };
QStringList friends(const QVector<SeatSetup>& seats, Friends which);

}  // namespace seatnames
