#include "store/paths.h"

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
  QString target = path + QStringLiteral(".older-") + stamp;
  for (int n = 2; QFileInfo::exists(target); ++n) target = path + QStringLiteral(".older-%1-%2").arg(stamp).arg(n);
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
    // Both exist: the newer keeps the name. The legacy folder itself (a file named "ginrummy" in
    // it would collide with it) always counts as newer.
    const bool legacyIsOlder = existing.absoluteFilePath() == QFileInfo(legacy).absoluteFilePath() ||
                               e.lastModified() <= existing.lastModified();
    if (legacyIsOlder) {
      const QString aside = asideName(target);
      if (QFile::rename(e.absoluteFilePath(), aside)) m.keptAside << relativeTo(relative, aside);
      else m.failed << name;
    } else {
      const QString aside = asideName(target);
      if (QFile::rename(target, aside) && QFile::rename(e.absoluteFilePath(), target)) {
        m.moved << name;
        m.keptAside << relativeTo(relative, aside);
      } else {
        m.failed << name;
      }
    }
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

}  // namespace Paths
