// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/paths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace Paths {

QString dataFolder() {
  // GenericDataLocation is $XDG_DATA_HOME (~/.local/share): the folder is named here, not by
  // the organisation and application names, so it cannot nest.
  return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/ginrummy");
}

QString legacyDataFolder() { return dataFolder() + QStringLiteral("/ginrummy"); }

namespace {

QString asideName(const QString& path) {
  const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  QString target = path + QStringLiteral(".earlier-version-") + stamp;
  for (int n = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++n)
    target = path + QStringLiteral(".earlier-version-%1-%2").arg(stamp).arg(n);
  return target;
}

QString relativeTo(const QString& folder, const QString& path) {
  const QString name = QFileInfo(path).fileName();
  return folder.isEmpty() ? name : folder + QLatin1Char('/') + name;
}

// Moves the contents of `from` into `to` (both folders); `relative` is `from` relative to the
// legacy folder, for the report.
void moveContents(const QString& from, const QString& to, const QString& relative, const QString& legacy,
                  Migration& m) {
  QDir().mkpath(to);
  const QFileInfoList entries =
      QDir(from).entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
  for (const QFileInfo& e : entries) {
    const QString name = relative.isEmpty() ? e.fileName() : relative + QLatin1Char('/') + e.fileName();
    const QString target = to + QLatin1Char('/') + e.fileName();
    const QFileInfo existing(target);
    if (e.isDir() && !e.isSymLink()) {
      if (!existing.exists() || (existing.isDir() && existing.absoluteFilePath() != QFileInfo(legacy).absoluteFilePath())) {
        moveContents(e.absoluteFilePath(), target, name, legacy, m);
        QDir().rmdir(e.absoluteFilePath());
        continue;
      }
    }
    if (!existing.exists() && !existing.isSymLink()) {
      if (QFile::rename(e.absoluteFilePath(), target)) m.moved << name;
      else m.failed << name;
      continue;
    }
    // Both exist: the current folder's file keeps the name, whatever the file times say (a clock set
    // back makes an older game look newer); the legacy one goes beside it under a name that says
    // where it came from.
    const QString aside = asideName(target);
    if (QFile::rename(e.absoluteFilePath(), aside)) m.keptAside << relativeTo(relative, aside);
    else m.failed << name;
  }
}

}  // namespace

Migration migrateLegacyData() {
  Migration m;
  const QString legacy = legacyDataFolder();
  const QFileInfo info(legacy);
  if (!info.isDir() || info.isSymLink()) return m;
  moveContents(legacy, dataFolder(), QString(), legacy, m);
  m.legacyRemoved = QDir().rmdir(legacy);
  return m;
}

QString migrationTitle() { return QCoreApplication::translate("Paths", "Saved games moved"); }

QString migrationReport(const Migration& m) {
  if (m.empty()) return QString();
  const auto tr = [](const char* text) { return QCoreApplication::translate("Paths", text); };
  const QString from = QDir::toNativeSeparators(legacyDataFolder()), to = QDir::toNativeSeparators(dataFolder());
  QStringList parts;
  parts << tr("Gin Rummy now keeps its games in %1. The files of an earlier version were in %2.").arg(to, from);
  if (!m.moved.isEmpty()) parts << tr("Moved to %1: %2.").arg(to, m.moved.join(QStringLiteral(", ")));
  if (!m.keptAside.isEmpty())
    parts << tr("Files of the same name were already in %1 and keep their names (the current game stays the "
                "current one); the earlier version's files are beside them as: %2.")
                 .arg(to, m.keptAside.join(QStringLiteral(", ")));
  if (!m.failed.isEmpty())
    parts << tr("Could not be moved, left in %1 (the next start tries again): %2.").arg(from, m.failed.join(QStringLiteral(", ")));
  return parts.join(QStringLiteral("\n\n"));
}

}  // namespace Paths
