// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Where the game keeps its files, and the move from where earlier versions kept them.
//   saves:     $XDG_DATA_HOME/ginrummy    (~/.local/share/ginrummy)
//   settings:  $XDG_CONFIG_HOME/ginrummy  (~/.config/ginrummy/ginrummy.conf, see settings.h)
// Earlier versions used Qt's AppDataLocation, which adds the organisation and the application
// name: ~/.local/share/ginrummy/ginrummy. QtCore only (the save loader's fuzzer links it).
#pragma once

#include <QString>
#include <QStringList>

namespace Paths {

// The folder of saves (not created here).
QString dataFolder();
// The folder earlier versions wrote their saves to: dataFolder() + "/ginrummy".
QString legacyDataFolder();

struct Migration {
  QStringList moved;      // files now in dataFolder() under their own names, relative to it
  QStringList keptAside;  // files of the legacy folder that met one of the same name, now beside it
                          // as "<name>.earlier-version-<date>-<time>" (relative to dataFolder())
  QStringList failed;     // could not be moved; they stay in the legacy folder for the next start
  bool legacyRemoved = false;
  bool empty() const { return moved.isEmpty() && keptAside.isEmpty() && failed.isEmpty(); }
};

// Moves every file of legacyDataFolder() into dataFolder(), keeping subfolders, and removes the
// legacy folder once it is empty. Nothing is deleted or overwritten: when both folders hold a file
// of the same name, the current folder's file keeps the name (it is this version's game; file times
// cannot tell which game is older when a clock was set back) and the legacy one is renamed
// "<name>.earlier-version-<date>-<time>" beside it. Does nothing when there is no legacy folder, so it
// is cheap to call at every start.
Migration migrateLegacyData();

// What a migration did, for the player: what was moved where, what was kept beside the current files
// and what could not be moved (translated). Empty when nothing happened.
QString migrationReport(const Migration& m);
QString migrationTitle();

}  // namespace Paths
