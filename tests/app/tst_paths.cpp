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

  // Both folders hold an autosave (the old version ran after the new one, or the other way
  // round): the newer keeps the name, the older is kept beside it. Nothing is lost.
  void newerKeepsTheName_data() {
    QTest::addColumn<bool>("legacyNewer");
    QTest::newRow("new folder's file is newer") << false;
    QTest::newRow("old folder's file is newer") << true;
  }
  void newerKeepsTheName() {
    QFETCH(bool, legacyNewer);
    const QDateTime older = QDateTime::currentDateTime().addDays(-2);
    const QDateTime newer = QDateTime::currentDateTime().addDays(-1);
    QVERIFY(write(legacy() + QStringLiteral("/autosave.json"), "old folder", legacyNewer ? newer : older));
    QVERIFY(write(data() + QStringLiteral("/autosave.json"), "new folder", legacyNewer ? older : newer));
    const Paths::Migration m = Paths::migrateLegacyData();
    QVERIFY(m.failed.isEmpty());
    QCOMPARE(m.keptAside.size(), 1);
    QVERIFY(m.legacyRemoved);
    const QStringList files = filesUnder(data());
    QCOMPARE(files.size(), 2);
    QCOMPARE(files.first(), QStringLiteral("autosave.json"));
    QVERIFY2(files.last().startsWith(QStringLiteral("autosave.json.older-")), qPrintable(files.last()));
    QCOMPARE(m.keptAside.first(), files.last());
    QCOMPARE(read(data() + QStringLiteral("/autosave.json")), QByteArray(legacyNewer ? "old folder" : "new folder"));
    QCOMPARE(read(data() + QLatin1Char('/') + files.last()), QByteArray(legacyNewer ? "new folder" : "old folder"));
  }
};

QTEST_GUILESS_MAIN(TestPaths)
#include "tst_paths.moc"
