// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Files that are not what they should be, on the real game: the autosave as a FIFO or a symlink to
// /dev/zero or /dev/urandom, the settings file as a FIFO or /dev/zero. Each would block or never end
// if it were read like a file, so the game runs as a separate process with a time limit (a hang is
// a failure, not a hung test). It must start, not read them, and leave them where they are: the bad
// save moved aside like any unusable save, the settings file untouched.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "store/savegame.h"

#if defined(__SANITIZE_ADDRESS__)
#define GIN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GIN_ASAN 1
#endif
#endif

namespace {
enum Kind { Fifo, Zero, Random };

// The device a symlink points to. As root, a regression that writes through the symlink (QSettings'
// QSaveFile follows it and renames a new file over the target) would replace the machine's /dev/zero
// with a regular file; so root gets private device nodes with the same numbers in the test's folder.
// Others cannot write to /dev and use the real ones.
QByteArray deviceFor(const QString& folder, Kind kind) {
  const char* real = kind == Zero ? "/dev/zero" : "/dev/urandom";
  if (::geteuid() != 0) return real;
  const QByteArray own = QFile::encodeName(folder + (kind == Zero ? QStringLiteral("/zero") : QStringLiteral("/urandom")));
  const dev_t dev = kind == Zero ? makedev(1, 5) : makedev(1, 9);
  return ::mknod(own.constData(), S_IFCHR | 0666, dev) == 0 ? own : QByteArray();
}

// False if it cannot be made safely (the test then skips that case).
bool makeHostile(const QTemporaryDir& dir, const QString& path, Kind kind) {
  QDir().mkpath(QFileInfo(path).path());
  const QByteArray name = QFile::encodeName(path);
  if (kind == Fifo) return ::mkfifo(name.constData(), 0600) == 0;
  const QByteArray device = deviceFor(dir.path(), kind);
  return !device.isEmpty() && ::symlink(device.constData(), name.constData()) == 0;
}
bool stillHostile(const QString& path, Kind kind) {
  struct stat st {};
  if (::lstat(QFile::encodeName(path).constData(), &st) != 0) return false;
  return kind == Fifo ? S_ISFIFO(st.st_mode) : S_ISLNK(st.st_mode);
}
}  // namespace

class TestHostileFiles : public QObject {
  Q_OBJECT

  struct Run {
    bool finished = false;
    int exitCode = -1;
    QString out, err;
  };
  // The game up to its first painted table, then it quits by itself (--measure-startup). GIN_AUTOPLAY
  // makes it resume a save without asking, so the save is read without a dialog.
  Run start(const QTemporaryDir& dir) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
    env.insert(QStringLiteral("GIN_AUTOPLAY"), QStringLiteral("1000"));
    p.setProcessEnvironment(env);
#ifdef GIN_ASAN
    p.start(QStringLiteral(GIN_EXE), {QStringLiteral("--measure-startup")});
#else
    // If a regression reads /dev/zero, it fails on this limit instead of eating the machine's memory.
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("ulimit -v 3000000; exec \"$0\" \"$@\""),
                                        QStringLiteral(GIN_EXE), QStringLiteral("--measure-startup")});
#endif
    Run r;
    r.finished = p.waitForFinished(60000);
    if (!r.finished) {
      p.kill();
      p.waitForFinished(10000);
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
  }
  // Where the game keeps its save, as --help documents it.
  QString savePath(const QTemporaryDir& dir) {
    QProcess help;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    help.setProcessEnvironment(env);
    help.start(QStringLiteral(GIN_EXE), {QStringLiteral("--help")});
    if (!help.waitForFinished(30000)) return QString();
    return QRegularExpression(QStringLiteral("(\\S+autosave\\.json)")).match(QString::fromUtf8(help.readAllStandardOutput())).captured(1);
  }

 private slots:
  void hostileSave_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("fifo") << int(Fifo);
    QTest::newRow("symlink to /dev/zero") << int(Zero);
    QTest::newRow("symlink to /dev/urandom") << int(Random);
  }
  void hostileSave() {
    QFETCH(int, kind);
    QTemporaryDir dir;
    const QString path = savePath(dir);
    QVERIFY2(path.startsWith(dir.path()), qPrintable(path));
    if (!makeHostile(dir, path, Kind(kind))) QSKIP("cannot make the device node safely here");
    const Run r = start(dir);
    QVERIFY2(r.finished, "the game hung on its save");
    QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("startup-ms")), qPrintable(r.err));
    // Moved aside like any save that cannot be used (never deleted, never read), and a new game saved.
    const QStringList aside = QDir(QFileInfo(path).path()).entryList({QStringLiteral("autosave.json.broken-*")}, QDir::System | QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY(stillHostile(QFileInfo(path).path() + QLatin1Char('/') + aside[0], Kind(kind)));
    const SaveGame::LoadResult now = SaveGame::load(path);
    QVERIFY2(now.ok(), qPrintable(now.message()));
  }

  void hostileSettings_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("fifo") << int(Fifo);
    QTest::newRow("symlink to /dev/zero") << int(Zero);
  }
  void hostileSettings() {
    QFETCH(int, kind);
    QTemporaryDir dir;
    const QString settings = dir.filePath(QStringLiteral("config/ginrummy/ginrummy.conf"));
    if (!makeHostile(dir, settings, Kind(kind))) QSKIP("cannot make the device node safely here");
    const Run r = start(dir);
    QVERIFY2(r.finished, "the game hung on its settings file");
    QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("startup-ms")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("not a regular file")), qPrintable(r.err));
    QVERIFY(stillHostile(settings, Kind(kind)));  // left as it was, not replaced
    if (kind != Fifo) {
      struct stat st {};
      QVERIFY(::stat(QFile::encodeName(settings).constData(), &st) == 0 && S_ISCHR(st.st_mode));  // nor its target
    }
  }
};

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
