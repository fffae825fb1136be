// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Where saves live (~/.local/share/ginrummy, not ginrummy/ginrummy) and the move of the files
// earlier versions left in the nested folder: everything arrives, nothing is overwritten.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "store/paths.h"
#include "store/savegame.h"

namespace {

bool write(const QString& path, const QByteArray& data, const QDateTime& modified = {}) {
  QDir().mkpath(QFileInfo(path).path());
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.flush()) return false;
  if (modified.isValid() && !f.setFileTime(modified, QFileDevice::FileModificationTime)) return false;
  return true;
}

QByteArray read(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

// Every file under `dir`, relative, sorted.
QStringList filesUnder(const QString& dir) {
  QStringList out;
  const QDir base(dir);
  const auto walk = [&](const auto& self, const QString& path) -> void {
    for (const QFileInfo& e : QDir(path).entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)) {
      if (e.isDir()) self(self, e.filePath());
      else out << base.relativeFilePath(e.filePath());
    }
  };
  walk(walk, dir);
  out.sort();
  return out;
}

}  // namespace

class TestPaths : public QObject {
  Q_OBJECT

  QTemporaryDir home_;
  QString data() const { return home_.filePath(QStringLiteral("share")) + QStringLiteral("/ginrummy"); }
  QString legacy() const { return data() + QStringLiteral("/ginrummy"); }

 private slots:
  void init() {
    QVERIFY(home_.isValid());
    QDir(home_.filePath(QStringLiteral("share"))).removeRecursively();
    qputenv("XDG_DATA_HOME", home_.filePath(QStringLiteral("share")).toUtf8());
  }

  void foldersAreNotNested() {
    QCOMPARE(Paths::dataFolder(), data());
    QCOMPARE(Paths::legacyDataFolder(), legacy());
    QCOMPARE(SaveGame::autosavePath(), data() + QStringLiteral("/autosave.json"));
  }

  void nothingToMove() {
    const Paths::Migration m = Paths::migrateLegacyData();
    QVERIFY(m.moved.isEmpty() && m.keptAside.isEmpty() && m.failed.isEmpty());
    QVERIFY(!m.legacyRemoved);
    QVERIFY(!QFileInfo::exists(data()));  // nothing is created for nothing
  }

  // The usual case: only the old folder exists. Every file arrives with its content, hidden files
  // and subfolders included, and the old folder is gone.
  void movesEverything() {
    QVERIFY(write(legacy() + QStringLiteral("/autosave.json"), "save"));
    QVERIFY(write(legacy() + QStringLiteral("/autosave.json.broken-20261101-101010"), "broken"));
    QVERIFY(write(legacy() + QStringLiteral("/.hidden"), "hidden"));
    QVERIFY(write(legacy() + QStringLiteral("/sub/deep.json"), "deep"));
    const Paths::Migration m = Paths::migrateLegacyData();
    QVERIFY2(m.failed.isEmpty(), qPrintable(m.failed.join(' ')));
    QVERIFY(m.keptAside.isEmpty());
    QCOMPARE(m.moved.size(), 4);
    QVERIFY(m.legacyRemoved);
    QVERIFY(!QFileInfo::exists(legacy()));
    QCOMPARE(filesUnder(data()), (QStringList{".hidden", "autosave.json", "autosave.json.broken-20261101-101010",
                                              "sub/deep.json"}));
    QCOMPARE(read(data() + QStringLiteral("/autosave.json")), QByteArray("save"));
    QCOMPARE(read(data() + QStringLiteral("/sub/deep.json")), QByteArray("deep"));
    // A second start finds nothing left to do.
    const Paths::Migration again = Paths::migrateLegacyData();
    QVERIFY(again.moved.isEmpty() && !again.legacyRemoved);
  }

  // Both folders hold an autosave: the current folder's file keeps the name, whatever the file times
  // say (issue #34: an old save dated in the future by a clock set back used to win and push the
  // current game aside); the old one is put beside it, and the report says what went where.
  void currentKeepsTheName_data() {
    QTest::addColumn<int>("legacyAgeDays");  // negative: dated in the future
    QTest::newRow("old folder's file is older") << 2;
    QTest::newRow("old folder's file is newer") << 0;
    QTest::newRow("old folder's file is dated in the future") << -400;
  }
  void currentKeepsTheName() {
    QFETCH(int, legacyAgeDays);
    const QDateTime now = QDateTime::currentDateTime();
    QVERIFY(write(legacy() + QStringLiteral("/autosave.json"), "old folder", now.addDays(-legacyAgeDays)));
    QVERIFY(write(legacy() + QStringLiteral("/notes.txt"), "notes"));
    QVERIFY(write(data() + QStringLiteral("/autosave.json"), "new folder", now.addDays(-1)));
    const Paths::Migration m = Paths::migrateLegacyData();
    QVERIFY(m.failed.isEmpty());
    QCOMPARE(m.moved, QStringList{QStringLiteral("notes.txt")});
    QCOMPARE(m.keptAside.size(), 1);
    QVERIFY(m.legacyRemoved);
    const QStringList files = filesUnder(data());
    QCOMPARE(files.size(), 3);
    QCOMPARE(files.first(), QStringLiteral("autosave.json"));
    QVERIFY2(files.at(1).startsWith(QStringLiteral("autosave.json.earlier-version-")), qPrintable(files.at(1)));
    QCOMPARE(m.keptAside.first(), files.at(1));
    QCOMPARE(read(data() + QStringLiteral("/autosave.json")), QByteArray("new folder"));
    QCOMPARE(read(data() + QLatin1Char('/') + files.at(1)), QByteArray("old folder"));

    // The player is told what went where.
    const QString report = Paths::migrationReport(m);
    QVERIFY2(report.contains(data()) && report.contains(legacy()), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Moved to %1: notes.txt.").arg(data())), qPrintable(report));
    QVERIFY2(report.contains(files.at(1)) && report.contains(QStringLiteral("the current game stays the current one")),
             qPrintable(report));
    QVERIFY(Paths::migrationReport(Paths::migrateLegacyData()).isEmpty());  // nothing more to tell
  }
};

QTEST_GUILESS_MAIN(TestPaths)
#include "tst_paths.moc"
