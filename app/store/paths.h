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
  QStringList moved;    // files now in dataFolder(), relative to it
  QStringList keptAside;  // files that met one of the same name: the older of the two, renamed
  QStringList failed;   // could not be moved; they stay in the legacy folder for the next start
  bool legacyRemoved = false;
};

// Moves every file of legacyDataFolder() into dataFolder(), keeping subfolders, and removes the
// legacy folder once it is empty. Nothing is deleted or overwritten: when both folders hold a file
// of the same name, the newer one keeps the name and the older one is renamed
// "<name>.older-<date>-<time>" beside it. Does nothing when there is no legacy folder, so it is
// cheap to call at every start.
Migration migrateLegacyData();

}  // namespace Paths
