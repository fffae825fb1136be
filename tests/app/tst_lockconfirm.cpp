// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Two copies never write the same save (a lock beside it, SaveLock; a copy that died leaves a lock that is
// taken over; the second copy reads but never writes), and nothing throws away a match in progress
// without asking (Confirm: what counts as a loss, the question asked).
#include <QFile>
#include <QLockFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/wait.h>
#include <unistd.h>

#include "store/autosave.h"
#include "shell/confirm.h"
#include "game/gamecontroller.h"

using namespace gin;

namespace {
GameSetup setup(bool human1) {
  GameSetup s;
  s.seed = 8;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, {}}, SeatSetup{human1 ? SeatKind::Person : SeatKind::Computer, ai::Level::Casual, {}}};
  return s;
}
}  // namespace

class TestLockConfirm : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void secondCopyIsReadOnly() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameController first, second;
    first.newMatch(setup(true));
    second.newMatch(setup(true));
    Autosave a(&first, path), b(&second, path);
    QVERIFY(a.lock());
    QVERIFY(a.locked());
    QVERIFY(QFile::exists(Autosave::lockPath(path)));
    QVERIFY(!b.lock());  // the first copy keeps the save
    b.setReadOnly(true);
    QVERIFY(a.saveNow());
    const QByteArray saved = [&] {
      QFile f(path);
      return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    second.act(second.hand().legalActions().front());
    QVERIFY(!b.saveNow());  // read-only: never written...
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), saved);
    QVERIFY(b.check().resumable);  // ...but read
  }

  void lockOfACopyThatDiedIsTakenOver() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    const pid_t child = fork();
    if (child == 0) {
      QLockFile l(Autosave::lockPath(path));
      _exit(l.tryLock(0) ? 0 : 1);  // dies holding the lock: the file stays
    }
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    QCOMPARE(WEXITSTATUS(status), 0);
    QVERIFY(QFile::exists(Autosave::lockPath(path)));
    GameController c;
    Autosave a(&c, path);
    QVERIFY(a.lock());
  }

  void lockReleasedWithTheCopy() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameController c;
    {
      Autosave a(&c, path);
      QVERIFY(a.lock());
    }
    Autosave b(&c, path);
    QVERIFY(b.lock());
  }

  void whatCountsAsALoss() {
    GameController c;
    c.setAiDelay(100000);
    QVERIFY(!Confirm::wouldLose(c, Confirm::Loss::Match));  // no match at all
    c.newMatch(setup(true));
    c.revealSeat();  // hot seat opens behind the curtain
    QVERIFY(!Confirm::wouldLose(c, Confirm::Loss::Match));  // dealt, nothing played
    QVERIFY(!Confirm::wouldLose(c, Confirm::Loss::Deal));
    QVERIFY(c.act(c.hand().legalActions().front()));
    QVERIFY(Confirm::wouldLose(c, Confirm::Loss::Match));
    QVERIFY(Confirm::wouldLose(c, Confirm::Loss::Deal));
  }

  void askedOnlyWhenSomethingIsLost() {
    GameController c;
    c.setAiDelay(100000);
    c.newMatch(setup(true));
    c.revealSeat();  // hot seat opens behind the curtain
    Confirm::answerAutomatically(false);
    const int before = Confirm::questionsAsked();
    QVERIFY(Confirm::mayDiscard(nullptr, c, Confirm::Loss::Match));  // nothing to lose: no question
    QCOMPARE(Confirm::questionsAsked(), before);
    QVERIFY(c.act(c.hand().legalActions().front()));
    QVERIFY(!Confirm::mayDiscard(nullptr, c, Confirm::Loss::Match));  // the player says no
    QCOMPARE(Confirm::questionsAsked(), before + 1);
    Confirm::answerAutomatically(true);
    QVERIFY(Confirm::mayDiscard(nullptr, c, Confirm::Loss::Deal));
    Confirm::clearAutomaticAnswer();
  }
};

QTEST_MAIN(TestLockConfirm)
#include "tst_lockconfirm.moc"
