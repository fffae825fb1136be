// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Table sounds: the right sound is requested for every deal, draw, discard, knock, gin and match end
// (the tests run silent, GIN_SOUND=off, so nothing is played), the settings remember on/off and the
// volume, and every sound the player can request is a committed WAV in the resources.
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "game/gamecontroller.h"
#include "store/settings.h"
#include "table/sound.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using testutil::S;
using Sound = SoundPlayer::Sound;

namespace {
GameSetup vsComputer(int target = 100) {
  GameSetup s;
  s.seed = 11;
  s.rules.gameTarget = target;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}};
  return s;
}

// Seat 0 to discard with eleven cards; `knockerHand` must hold them.
HandState discardPosition(const char* knockerHand, const char* otherHand) {
  testutil::Script sc;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.phase = Phase::Discard;
  sc.hands = {knockerHand, otherHand};
  sc.pile = "Qc";
  return sc.make();
}

QList<Sound> sounds(const QSignalSpy& spy) {
  QList<Sound> out;
  for (const QList<QVariant>& args : spy) out << args.at(0).value<Sound>();
  return out;
}
}  // namespace

class TestSound : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(SoundPlayer::silencedByEnvironment());  // ctest sets GIN_SOUND=off: nothing may play
  }

  void everySoundIsAResource() {
    for (int i = 0; i < SoundPlayer::kCount; ++i) {
      const QString url = SoundPlayer::sourceOf(static_cast<Sound>(i));
      QFile f(url.mid(3));  // "qrc:/x" -> ":/x"
      QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(url));
      const QByteArray head = f.read(12);
      QVERIFY(head.startsWith("RIFF") && head.endsWith("WAVE"));
      QVERIFY2(f.size() < 100 * 1024, qPrintable(url));  // short sounds
    }
  }

  void settingsRemembered() {
    {
      SoundPlayer p;
      p.setEnabled(false);
      p.setVolume(130);  // clamped
      QCOMPARE(p.volume(), 100);
      p.setVolume(35);
    }
    SoundPlayer q;
    QVERIFY(!q.enabled());
    QCOMPARE(q.volume(), 35);
    QVERIFY(!Settings::soundOn());
    q.setEnabled(true);
    QVERIFY(Settings::soundOn());
  }

  void dealDrawAndDiscard() {
    GameController c;
    c.setAiDelay(100000);  // the computer never moves here
    SoundPlayer p;
    p.follow(&c);
    QSignalSpy spy(&p, &SoundPlayer::requested);
    c.newMatch(vsComputer());
    QCOMPARE(sounds(spy), QList<Sound>{Sound::Deal});
    testutil::Script sc;
    sc.dealer = 1;
    sc.toAct = 0;
    sc.hands = {"Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h"};
    sc.pile = "8c";
    sc.stock = "Ks";
    c.startScripted(vsComputer(), sc.make());
    spy.clear();
    QVERIFY(c.act(Action::drawStock()));
    QVERIFY(c.act(Action::discard(C("Ks"))));
    QCOMPARE(sounds(spy), (QList<Sound>{Sound::Draw, Sound::Discard}));
    // A refused action makes no sound.
    QVERIFY(!c.act(Action::discard(C("Ac"))));
    QCOMPARE(spy.count(), 2);
  }

  void knockAndUndercutLoseTheMatch() {
    GameController c;
    c.setAiDelay(0);
    SoundPlayer p;
    p.follow(&c);
    QSignalSpy spy(&p, &SoundPlayer::requested);
    // Knocking with 2 (the 2d) against a hand of 1: the computer undercuts and wins a 10-point match.
    c.startScripted(vsComputer(10), discardPosition("Ac 2c 3c 7h 7d 7s 4s 5s 6s 2d Kd",
                                                    "8h 9h Th Jh Qh Kh 8c 8d 8s Ah"));
    spy.clear();
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QCOMPARE(c.hand().result().outcome, Outcome::Undercut);
    QVERIFY(c.match().over());
    QCOMPARE(sounds(spy), (QList<Sound>{Sound::Knock, Sound::Lost}));
  }

  void ginWinsTheMatch() {
    GameController c;
    c.setAiDelay(0);
    SoundPlayer p;
    p.follow(&c);
    QSignalSpy spy(&p, &SoundPlayer::requested);
    c.startScripted(vsComputer(10), discardPosition("Ac 2c 3c 7h 7d 7s 7c 4s 5s 6s Kd",
                                                    "8h 9h Th Jh Qh Kh 8c 8d 8s Ah"));
    spy.clear();
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QCOMPARE(c.hand().result().outcome, Outcome::Gin);
    QCOMPARE(sounds(spy), (QList<Sound>{Sound::Gin, Sound::Won}));
  }

  void offSilencesButStillRequests() {
    // Off means nothing plays; the request is still visible (the tests' only window on it).
    SoundPlayer p;
    p.setEnabled(false);
    QSignalSpy spy(&p, &SoundPlayer::requested);
    p.play(Sound::Knock);
    QCOMPARE(spy.count(), 1);
  }
};

QTEST_MAIN(TestSound)
#include "tst_sound.moc"
