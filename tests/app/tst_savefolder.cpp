// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The save folder as the player's machine may really have it (issue #34). Everything here is made for
// real: the files and folders by the test, a second copy of the game as a live process (the real
// executable), a read-only folder and a full disk as tmpfs mounts. Root ignores permission bits, so
// as root (CI) a folder is made read-only by remounting its tmpfs read-only; as another user chmod
// does it, and the tmpfs cases (a full disk) are skipped.
//  - A lock that no live copy holds is taken over, whatever is in it (empty, random bytes, a folder).
//  - "Already running" only when a live copy holds the lock; otherwise the real reason, in English and
//    Finnish, with what the player can do; the last good save stays untouched.
//  - After "Open read-only" (or "Play without saving") the window says that nothing is saved; a bad save
//    that was not moved never says that it could not be moved.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "game/gamecontroller.h"
#include "store/autosave.h"
#include "store/savegame.h"
#include "store/savelock.h"
#include "store/savestatus.h"
#include "text/language.h"
#include "tst_save_util.h"

namespace {

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}
bool writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A tmpfs mounted on a folder of the test (root only), read-only on request.
class Tmpfs {
 public:
  Tmpfs(const QString& dir, const char* options) : dir_(QFile::encodeName(dir)), options_(options) {
    ok_ = ::geteuid() == 0 && ::mount("tmpfs", dir_.constData(), "tmpfs", MS_NOSUID | MS_NODEV, options) == 0;
  }
  ~Tmpfs() {
    if (ok_) ::umount2(dir_.constData(), MNT_DETACH);
  }
  bool ok() const { return ok_; }
  bool setReadOnly(bool ro) {
    return ::mount(nullptr, dir_.constData(), nullptr, MS_REMOUNT | MS_NOSUID | MS_NODEV | (ro ? MS_RDONLY : 0), options_) == 0;
  }

 private:
  QByteArray dir_;
  const char* options_;
  bool ok_ = false;
};

// Makes `folder` read-only for real: a read-only remount of its own tmpfs as root, chmod otherwise.
// The folder must be the tmpfs' mount point when root.
bool makeReadOnly(Tmpfs* disk, const QString& folder, bool ro) {
  if (::geteuid() == 0) return disk && disk->ok() && disk->setReadOnly(ro);
  return QFile::setPermissions(folder, ro ? QFile::ReadOwner | QFile::ExeOwner : QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// A good save of a match in progress, written the way the game writes it.
QByteArray goodSave(const QString& path) {
  const SaveGame save = savetest::play(savetest::setupFor("standard", 2, 31), 12, 5);
  QDir().mkpath(QFileInfo(path).path());
  return save.write(path) ? readAll(path) : QByteArray();
}

// The process holding a flock on the file at `path`, from /proc/locks, or 0. Looking takes no lock:
// a probe that tried to take it could make the game miss it while starting.
qint64 flockHolder(const QString& path) {
  struct stat st {};
  if (::stat(QFile::encodeName(path).constData(), &st) != 0) return 0;
  QFile locks(QStringLiteral("/proc/locks"));
  if (!locks.open(QIODevice::ReadOnly)) return 0;
  // "1: FLOCK  ADVISORY  WRITE 1234 08:01:56789 0 EOF": the device in hex, the inode in decimal.
  for (const QByteArray& line : locks.readAll().split('\n')) {
    const QList<QByteArray> f = line.simplified().split(' ');
    if (f.size() < 6 || f.at(1) != "FLOCK") continue;
    const QList<QByteArray> id = f.at(5).split(':');
    if (id.size() == 3 && id.at(2).toULongLong() == st.st_ino && id.at(0).toUInt(nullptr, 16) == major(st.st_dev) &&
        id.at(1).toUInt(nullptr, 16) == minor(st.st_dev))
      return f.at(4).toLongLong();
  }
  return 0;
}

// Presses the button with `label` on the next message box and records its text.
void answerNextBox(const QString& label, QString* text) {
  QTimer::singleShot(50, qApp, [label, text] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    if (!box) return;
    *text = box->text();
    for (QAbstractButton* b : box->buttons())
      if (b->text() == label) b->click();
  });
}

}  // namespace

class TestSaveFolder : public QObject {
  Q_OBJECT

  // The real game as a second copy, keeping its save in `data` and waiting (the computer plays every
  // seat, one move every 100 s). Returns once it holds the lock.
  bool startSecondCopy(QProcess& game, const QTemporaryDir& dir) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
    env.insert(QStringLiteral("GIN_AUTOPLAY"), QStringLiteral("100000"));
    env.insert(QStringLiteral("GIN_SOUND"), QStringLiteral("off"));
    game.setProcessEnvironment(env);
    game.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    game.start(QStringLiteral(GIN_EXE), {});
    if (!game.waitForStarted()) return false;
    // It holds the lock once the kernel says it does (the lock file alone says nothing).
    const QString lock = Autosave::lockPath(dir.filePath(QStringLiteral("data/ginrummy/autosave.json")));
    for (int i = 0; i < 600 && game.state() == QProcess::Running; ++i) {
      if (flockHolder(lock) == game.processId()) return true;
      QTest::qWait(50);
    }
    return false;
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
  }
  void cleanup() { Language::instance().setLanguage(QStringLiteral("en")); }

  // What a power cut, a crash or a stray program leaves at the lock's path is taken over: no live copy
  // holds it. A folder there is moved aside with what is in it, never deleted.
  void lockNobodyHoldsIsTakenOver_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("empty file") << "empty";
    QTest::newRow("random bytes") << "random";
    QTest::newRow("a folder") << "folder";
    QTest::newRow("a dangling link") << "link";
    QTest::newRow("a FIFO") << "fifo";
    QTest::newRow("an old game's lock, that game gone") << "qt";
  }
  void lockNobodyHoldsIsTakenOver() {
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    const QString lock = Autosave::lockPath(path);
    const QByteArray name = QFile::encodeName(lock);
    if (kind == "empty") QVERIFY(writeAll(lock, QByteArray()));
    if (kind == "random") {
      QByteArray bytes(4096, '\0');
      for (char& c : bytes) c = static_cast<char>(QRandomGenerator::global()->bounded(256));
      QVERIFY(writeAll(lock, bytes));
    }
    if (kind == "folder") {
      QVERIFY(QDir().mkpath(lock));
      QVERIFY(writeAll(lock + QStringLiteral("/inside"), "kept"));
    }
    if (kind == "link") QVERIFY(::symlink("/nonexistent/target", name.constData()) == 0);
    if (kind == "fifo") QVERIFY(::mkfifo(name.constData(), 0600) == 0);
    if (kind == "qt") QVERIFY(writeAll(lock, "999999999\nginrummy\n" + QSysInfo::machineHostName().toUtf8() + "\n"));

    GameController c;
    Autosave a(&c, path);
    QVERIFY2(a.lock(), qPrintable(a.lockProblem()));
    QVERIFY(a.locked());
    QCOMPARE(a.lockStatus(), SaveLock::Status::Locked);
    // It is a real lock: a second copy cannot take it...
    Autosave b(&c, path);
    QVERIFY(!b.lock());
    QCOMPARE(b.lockStatus(), SaveLock::Status::HeldByAnother);
    QVERIFY(b.lockProblem().contains(QStringLiteral("already running")));
    if (kind == "folder") {
      const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("autosave.json.lock.broken-*")}, QDir::Dirs);
      QCOMPARE(aside.size(), 1);
      QCOMPARE(readAll(dir.filePath(aside.first() + QStringLiteral("/inside"))), QByteArray("kept"));
    }
  }

  // A live second copy, the real game started by the test, holds the lock: only then "already
  // running". When it dies (SIGKILL: no chance to clean up), its lock is taken over.
  void liveCopyHoldsTheLock() {
    QTemporaryDir dir;
    QProcess game;
    QVERIFY(startSecondCopy(game, dir));
    const QString path = dir.filePath(QStringLiteral("data/ginrummy/autosave.json"));
    GameController c;
    Autosave a(&c, path);
    QVERIFY(!a.lock());
    QCOMPARE(a.lockStatus(), SaveLock::Status::HeldByAnother);
    QMainWindow window;
    QString text;
    answerNextBox(QStringLiteral("Open read-only"), &text);
    QVERIFY(a.lockOrAsk(&window));
    QVERIFY2(text.contains(QStringLiteral("already running")), qPrintable(text));
    QVERIFY(a.readOnly());
    // The window says so, plainly and for as long as it is open.
    SaveStatus* status = SaveStatus::attach(&a, &window);
    QVERIFY(!status->isHidden());
    QVERIFY(status->readOnly());
    QCOMPARE(status->text(), QStringLiteral("⚠ Read-only: not saved"));
    QVERIFY2(status->toolTip().contains(QStringLiteral("nothing played in this window is saved")), qPrintable(status->toolTip()));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("does not save")),
             qPrintable(window.statusBar()->currentMessage()));
    c.newMatch(savetest::setupFor("standard", 2, 3));
    QVERIFY(!a.saveNow());
    QVERIFY(!status->isHidden());

    game.kill();
    QVERIFY(game.waitForFinished());
    QVERIFY(QFileInfo::exists(Autosave::lockPath(path)));  // the dead copy's lock file is still there...
    Autosave b(&c, path);
    QVERIFY2(b.lock(), qPrintable(b.lockProblem()));  // ...and taken over
  }

  // Folders that cannot hold the save: the real reason, what to do, in both languages; never "already
  // running"; the last good save untouched; the player may play without saving, and the window says so.
  void folderProblemsNamed_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("the data folder is a plain file") << "file";
    QTest::newRow("the data folder is read-only") << "readonly";
    QTest::newRow("HOME is read-only") << "home";
    QTest::newRow("no room for even the lock file") << "inodes";
  }
  void folderProblemsNamed() {
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString home = dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home));
    // The game's folders under this home: ~/.local/share/ginrummy.
    const QString share = home + QStringLiteral("/.local/share");
    const QString folder = share + QStringLiteral("/ginrummy");
    const QString path = folder + QStringLiteral("/autosave.json");
    std::unique_ptr<Tmpfs> disk;
    QByteArray good;
    SaveLock::Status expected{};
    QString where, english;
    if (kind == "file") {
      QVERIFY(QDir().mkpath(share));
      QVERIFY(writeAll(folder, "not a folder"));
      expected = SaveLock::Status::NotAFolder;
      where = folder;
      english = QStringLiteral("is a file, not a folder. Rename or move that file");
    } else if (kind == "readonly") {
      QVERIFY(QDir().mkpath(folder));
      disk = std::make_unique<Tmpfs>(folder, "size=1m");
      if (::geteuid() == 0 && !disk->ok()) QSKIP("cannot mount a tmpfs");
      good = goodSave(path);
      QVERIFY(!good.isEmpty());
      QVERIFY(makeReadOnly(disk.get(), folder, true));
      expected = SaveLock::Status::ReadOnlyFolder;
      where = folder;
      english = QStringLiteral("it is read-only");
    } else if (kind == "home") {
      disk = std::make_unique<Tmpfs>(home, "size=1m");
      if (::geteuid() == 0 && !disk->ok()) QSKIP("cannot mount a tmpfs");
      QVERIFY(makeReadOnly(disk.get(), home, true));
      expected = SaveLock::Status::CannotCreateFolder;
      where = home;
      english = QStringLiteral("cannot create the folder");
    } else {
      QVERIFY(QDir().mkpath(folder));
      disk = std::make_unique<Tmpfs>(folder, "size=1m,nr_inodes=16");
      if (!disk->ok()) QSKIP("needs root to mount a tmpfs (CI runs as root): not tested here");
      good = goodSave(path);
      QVERIFY(!good.isEmpty());
      for (int i = 0; i < 100; ++i) writeAll(folder + QStringLiteral("/filler-%1").arg(i), QByteArray());
      expected = SaveLock::Status::DiskFull;
      where = folder;
      english = QStringLiteral("the disk is full");
    }

    GameController c;
    Autosave a(&c, path);
    QVERIFY(!a.lock());
    QCOMPARE(a.lockStatus(), expected);
    const QString en = a.lockProblem();
    QVERIFY2(en.contains(english) && en.contains(QDir::toNativeSeparators(where)) && !en.contains(QStringLiteral("already running")),
             qPrintable(en));
    QVERIFY2(en.contains(QStringLiteral("start Gin Rummy again")), qPrintable(en));  // what to do
    Language::instance().setLanguage(QStringLiteral("fi"));
    const QString fi = a.lockProblem();
    QVERIFY2(fi != en && fi.contains(QDir::toNativeSeparators(where)) && fi.contains(QStringLiteral("Ginirommi")), qPrintable(fi));
    Language::instance().setLanguage(QStringLiteral("en"));

    // The player chooses to play without saving: the window says so, nothing is written.
    QMainWindow window;
    QString text;
    answerNextBox(QStringLiteral("Play without saving"), &text);
    QVERIFY(a.lockOrAsk(&window));
    QVERIFY2(text.contains(en) && text.contains(QStringLiteral("play without saving")), qPrintable(text));
    QVERIFY(a.readOnly());
    SaveStatus* status = SaveStatus::attach(&a, &window);
    QVERIFY(status->readOnly() && !status->isHidden());
    QCOMPARE(status->toolTip(), en);
    c.newMatch(savetest::setupFor("standard", 2, 3));
    QVERIFY(!a.saveNow());
    if (!good.isEmpty()) {
      QCOMPARE(readAll(path), good);  // the last good save, untouched
      QVERIFY(SaveGame::load(path).ok());
      QVERIFY(a.check().resumable);  // and still offered
    }
    if (disk && ::geteuid() == 0) disk->setReadOnly(false);
    if (::geteuid() != 0 && kind != "file") makeReadOnly(nullptr, kind == "home" ? home : folder, false);
  }

  // A full disk with room for the lock's empty file: the lock is taken, and the first save says what is
  // wrong and what to do; the last good save stays as it was.
  void fullDiskAtStartIsTold() {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("games"));
    QVERIFY(QDir().mkpath(folder));
    Tmpfs disk(folder, "size=256k");
    if (!disk.ok()) QSKIP("needs root to mount a tmpfs (CI runs as root): not tested here");
    const QString path = folder + QStringLiteral("/autosave.json");
    const QByteArray good = goodSave(path);
    QVERIFY(!good.isEmpty());
    {
      QFile filler(folder + QStringLiteral("/filler"));
      QVERIFY(filler.open(QIODevice::WriteOnly));
      const QByteArray block(4096, 'x');
      while (filler.write(block) == block.size() && filler.flush()) {
      }
      while (filler.write(block.left(1)) == 1 && filler.flush()) {
      }
    }
    GameController c;
    Autosave a(&c, path);
    QVERIFY2(a.lock(), qPrintable(a.lockProblem()));
    QMainWindow window;
    SaveStatus* status = SaveStatus::attach(&a, &window);
    c.newMatch(savetest::setupFor("standard", 2, 3));  // the new deal is saved: it cannot be
    QVERIFY(status->failing());
    const QString told = window.statusBar()->currentMessage();
    QVERIFY2(told.contains(QStringLiteral("Free some space on the disk.")) && !told.contains(QStringLiteral("already running")),
             qPrintable(told));
    QCOMPARE(readAll(path), good);
  }

  // main() moves the folder of an earlier version and tells what went where; the current game stays
  // the one resumed, though the old save is dated in the future. (The diagnostics run prints what a
  // person is shown in a message.)
  void startTellsWhatWasMoved() {
    QTemporaryDir dir;
    const QString current = dir.filePath(QStringLiteral("data/ginrummy/autosave.json"));
    const QString old = dir.filePath(QStringLiteral("data/ginrummy/ginrummy/autosave.json"));
    const SaveGame mine = savetest::play(savetest::setupFor("standard", 2, 1001), 6, 1);
    const SaveGame earlier = savetest::play(savetest::setupFor("standard", 2, 2002), 30, 2);
    QDir().mkpath(QFileInfo(old).path());
    QVERIFY(mine.write(current) && earlier.write(old));
    {
      QFile f(old);
      QVERIFY(f.open(QIODevice::ReadWrite));
      QVERIFY(f.setFileTime(QDateTime::currentDateTime().addYears(1), QFileDevice::FileModificationTime));
    }
    QProcess game;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
    env.insert(QStringLiteral("GIN_AUTOPLAY"), QStringLiteral("100000"));
    env.insert(QStringLiteral("GIN_SOUND"), QStringLiteral("off"));
    game.setProcessEnvironment(env);
    game.start(QStringLiteral(GIN_EXE), {QStringLiteral("--measure-startup")});
    QVERIFY(game.waitForFinished(60000));
    const QString err = QString::fromUtf8(game.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("moved: Gin Rummy now keeps its games in ")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("autosave.json.earlier-version-")), qPrintable(err));
    const SaveGame::LoadResult now = SaveGame::load(current);
    QVERIFY2(now.ok(), qPrintable(now.message()));
    QCOMPARE(now.game->setup.seed, mine.setup.seed);  // the current game, not the earlier version's
    const QStringList aside = QDir(QFileInfo(current).path()).entryList({QStringLiteral("autosave.json.earlier-version-*")});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(SaveGame::load(QFileInfo(current).path() + QLatin1Char('/') + aside.first()).game->setup.seed, earlier.setup.seed);
  }

  // A damaged save in a window that does not save is left where it is, and the warning says so; it
  // does not claim that moving it failed.
  void readOnlyLeavesABadSaveAndSaysSo() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    QVERIFY(writeAll(path, "{\"format\":\"ginrummy-save\",\"version\":1"));
    GameController c;
    Autosave a(&c, path);
    a.setReadOnly(true, QStringLiteral("test"));
    QString text;
    answerNextBox(QStringLiteral("OK"), &text);
    QVERIFY(!a.offerResume(nullptr));
    QVERIFY2(text.contains(QStringLiteral("This window does not save, so the file was left as it is.")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("could not be moved")), qPrintable(text));
    QVERIFY(QFileInfo::exists(path));
  }
};

QTEST_MAIN(TestSaveFolder)
#include "tst_savefolder.moc"
