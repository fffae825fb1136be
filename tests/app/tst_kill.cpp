// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Killing the game during play (SIGKILL) loses at most the action in progress.
//
// The real executable runs offscreen with GIN_AUTOPLAY (the computer plays every seat and deals on)
// and reports on stderr "applied N" when an action arrives and "saved N" once the save holds it. The
// test kills it at arbitrary moments, then checks the save on disk: it loads (never half written),
// it holds every action reported before the one in progress, and a restart carries on the same game.
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "tst_save_util.h"

namespace {
bool isPrefix(const ActionLog& a, const ActionLog& b) {  // a's actions come first in b
  std::vector<gin::Action> fa, fb;
  for (const auto& h : a) fa.insert(fa.end(), h.begin(), h.end());
  for (const auto& h : b) fb.insert(fb.end(), h.begin(), h.end());
  return fa.size() <= fb.size() && std::equal(fa.begin(), fa.end(), fb.begin());
}
}  // namespace

class TestKill : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QProcessEnvironment env_;
  QString savePath_;

  // Runs the game until its save holds at least `target` actions, then kills it. Returns the highest
  // "applied N" it reported before it died.
  int runAndKill(int target, int extraMs) {
    QProcess game;
    game.setProcessEnvironment(env_);
    game.start(QStringLiteral(GIN_EXE), {QStringLiteral("--lang"), QStringLiteral("en")});
    if (!game.waitForStarted(10000)) return -1;
    QByteArray err;
    int applied = 0, saved = 0;
    const QRegularExpression line(QStringLiteral("^(applied|saved) (\\d+)$"));
    auto readLines = [&] {
      err += game.readAllStandardError();
      qsizetype nl;
      while ((nl = err.indexOf('\n')) >= 0) {
        const auto m = line.match(QString::fromUtf8(err.left(nl)));
        err.remove(0, nl + 1);
        if (!m.hasMatch()) continue;
        (m.captured(1) == QLatin1String("applied") ? applied : saved) = m.captured(2).toInt();
      }
    };
    QElapsedTimer clock;
    clock.start();
    while (saved < target && clock.elapsed() < 120000 && game.state() == QProcess::Running) {
      game.waitForReadyRead(200);
      readLines();
    }
    if (saved < target) return -1;
    QTest::qSleep(extraMs);  // an arbitrary moment: between actions, while thinking, while writing
    game.kill();             // SIGKILL
    game.waitForFinished(10000);
    readLines();
    return applied;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    env_ = QProcessEnvironment::systemEnvironment();
    env_.insert(QStringLiteral("XDG_DATA_HOME"), dir_.filePath(QStringLiteral("data")));
    env_.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
    env_.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir_.path());
    env_.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env_.insert(QStringLiteral("GIN_AUTOPLAY"), QStringLiteral("2"));
    // A long match, so that it cannot end (and remove its save) during the test; beginners think fast.
    QSettings settings(dir_.filePath(QStringLiteral("config/ginrummy/ginrummy.conf")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("game/rules"), QStringLiteral("players=2;gameTarget=5000"));
    settings.setValue(QStringLiteral("game/opponent"), QStringLiteral("beginner"));
    settings.sync();

    // Where the save goes, as --help documents it.
    QProcess help;
    help.setProcessEnvironment(env_);
    help.start(QStringLiteral(GIN_EXE), {QStringLiteral("--help")});
    QVERIFY(help.waitForFinished(30000));
    const auto m = QRegularExpression(QStringLiteral("(\\S+autosave\\.json)")).match(QString::fromUtf8(help.readAllStandardOutput()));
    QVERIFY(m.hasMatch());
    savePath_ = m.captured(1);
    QVERIFY2(savePath_.startsWith(dir_.path()), qPrintable(savePath_));
  }

  void killedDuringPlay() {
    QRandomGenerator rng(20240601);
    ActionLog previous;
    int target = 30;
    for (int round = 0; round < 6; ++round) {
      const int extra = rng.bounded(60);
      const int applied = runAndKill(target, extra);
      QVERIFY2(applied > 0, "the game did not reach the target");
      const SaveGame::LoadResult r = SaveGame::load(savePath_);
      QVERIFY2(r.ok(), qPrintable(r.message()));
      const int onDisk = savetest::actionCount(r.game->log);
      qInfo("round %d: killed %d ms after %d saved actions; last applied %d, on disk %d", round, extra, target,
            applied, onDisk);
      // At most the action in progress is lost; nothing is on disk that was not played.
      QVERIFY2(onDisk >= applied - 1 && onDisk <= applied, qPrintable(QStringLiteral("%1 vs %2").arg(onDisk).arg(applied)));
      // The restart carried on the same match instead of starting another one.
      QVERIFY(isPrefix(previous, r.game->log));
      if (round > 0) QCOMPARE(r.game->setup.seed, seed_);
      seed_ = r.game->setup.seed;
      previous = r.game->log;
      // No half-written file: QSaveFile writes an unnamed temporary and links it only once complete, so
      // anything else in the folder (a kill between link and rename) is a whole save too.
      // (The lock beside the save, left by the killed copy, is not a save.)
      for (const QFileInfo& f : QDir(QFileInfo(savePath_).path()).entryInfoList(QDir::Files))
        if (!f.fileName().endsWith(QLatin1String(".lock"))) QVERIFY2(SaveGame::load(f.filePath()).ok(), qPrintable(f.fileName()));
      target = onDisk + 15;
    }
  }

 private:
  quint64 seed_ = 0;
};

QTEST_GUILESS_MAIN(TestKill)
#include "tst_kill.moc"
