// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Two processes over loopback (netpeer host and guest): whole hands through the real sockets, a guest
// killed with SIGKILL that comes back from its saved state, a second guest with the same link refused,
// and a host killed under a guest.
#include <QtTest>

#include "peerprocess.h"

namespace {

const QString kPeer = QStringLiteral(GIN_NETPEER_PATH);

// Both sides end every hand on the same view of the guest's seat, and the guest finds every deal fair.
void checkHands(PeerProcess& host, PeerProcess& guest, int hands) {
  for (int d = 0; d < hands; ++d) {
    const QJsonObject h = host.waitFor(QStringLiteral("hand"), 20000);
    QVERIFY2(!h.isEmpty(), qPrintable(host.log() + "\nguest: " + guest.log()));
    QCOMPARE(h.value("deal").toInt(), d);
    const QJsonObject c = guest.waitFor(QStringLiteral("checked"), 10000);
    QVERIFY2(!c.isEmpty(), qPrintable(guest.log()));
    QCOMPARE(c.value("deal").toInt(), d);
    QCOMPARE(c.value("verdict").toString(), QStringLiteral("fair"));
    // The guest's last word on that deal is the host's final view of its seat.
    QString last;
    for (const QJsonObject& g : guest.all(QStringLiteral("hand")))
      if (g.value("deal").toInt() == d) last = g.value("digest").toString();
    QCOMPARE(last, h.value("digest").toString());
  }
}

}  // namespace

class TstNetProcesses : public QObject {
  Q_OBJECT
 private slots:
  void twoProcessesPlayWholeHands();
  void secondProcessWithTheSameLinkIsRefused();
  void killedGuestComesBackFromItsState();
  void killedHostEndsTheGuestAfterTheGrace();
};

void TstNetProcesses::twoProcessesPlayWholeHands() {
  PeerProcess host(QStringLiteral("host")), guest(QStringLiteral("guest"));
  host.start(kPeer, {QStringLiteral("host"), QStringLiteral("--hands"), QStringLiteral("3")});
  const QJsonObject invite = host.waitFor(QStringLiteral("invite"));
  QVERIFY2(!invite.isEmpty(), qPrintable(host.log()));
  const QString link = invite.value("link").toString();
  QElapsedTimer joinTime;
  joinTime.start();
  guest.start(kPeer, {QStringLiteral("guest"), QStringLiteral("--link"), link});
  QVERIFY2(!guest.waitFor(QStringLiteral("welcome")).isEmpty(), qPrintable(guest.log()));
  qInfo("joined %lld ms after the guest process started", joinTime.elapsed());

  checkHands(host, guest, 3);
  const QJsonObject done = host.waitFor(QStringLiteral("done"));
  QCOMPARE(done.value("refused").toInt(), 0);
  QVERIFY(done.value("applied").toInt() > 0);
  QCOMPARE(guest.waitFor(QStringLiteral("end")).value("code").toString(), QStringLiteral("match_over"));
  int code = 0;
  QVERIFY(guest.waitExit(5000, &code));
  QCOMPARE(code, 0);
  QVERIFY(host.waitExit(5000, &code));
  QCOMPARE(code, 0);
}

// A second process with the same link while the seat is taken: refused, and told why. The match is
// long enough that it is still on when the second process arrives: three quick hands ended before a
// loaded CI machine started it, and the closed table then rightly answered unknown_invitation.
void TstNetProcesses::secondProcessWithTheSameLinkIsRefused() {
  PeerProcess host(QStringLiteral("host")), guest(QStringLiteral("guest")), eve(QStringLiteral("eve"));
  host.start(kPeer, {QStringLiteral("host"), QStringLiteral("--hands"), QStringLiteral("100000")});
  const QString link = host.waitFor(QStringLiteral("invite")).value("link").toString();
  QVERIFY2(!link.isEmpty(), qPrintable(host.log()));
  guest.start(kPeer, {QStringLiteral("guest"), QStringLiteral("--link"), link});
  QVERIFY2(!guest.waitFor(QStringLiteral("welcome")).isEmpty(), qPrintable(guest.log()));
  eve.start(kPeer, {QStringLiteral("guest"), QStringLiteral("--link"), link, QStringLiteral("--name"), QStringLiteral("Eve")});
  const QJsonObject refused = eve.waitFor(QStringLiteral("end"));
  QCOMPARE(refused.value("code").toString(), QStringLiteral("seat_taken"));
  int code = 0;
  QVERIFY(eve.waitExit(5000, &code));
  QCOMPARE(code, 1);
  QCOMPARE(host.waitFor(QStringLiteral("turned_away")).value("code").toString(), QStringLiteral("seat_taken"));
  // The first guest plays on.
  QVERIFY(host.all(QStringLiteral("done")).isEmpty());
  QVERIFY2(!guest.waitFor(QStringLiteral("checked"), 20000).isEmpty(), qPrintable(guest.log()));
}

void TstNetProcesses::killedGuestComesBackFromItsState() {
  QTemporaryDir dir;
  const QString state = dir.filePath(QStringLiteral("guest.json"));
  PeerProcess host(QStringLiteral("host"));
  host.start(kPeer, {QStringLiteral("host"), QStringLiteral("--hands"), QStringLiteral("2"), QStringLiteral("--idle-ms"), QStringLiteral("1500")});
  const QString link = host.waitFor(QStringLiteral("invite")).value("link").toString();
  QVERIFY(!link.isEmpty());
  {
    PeerProcess first(QStringLiteral("guest"));
    first.start(kPeer, {QStringLiteral("guest"), QStringLiteral("--link"), link, QStringLiteral("--state"), state});
    QVERIFY2(!first.waitFor(QStringLiteral("welcome")).isEmpty(), qPrintable(first.log()));
    QVERIFY2(!host.waitFor(QStringLiteral("deal")).isEmpty(), qPrintable(host.log()));
    QTest::qWait(30);
    first.killHard();  // SIGKILL, in the middle of the first hand
  }
  QVERIFY(QFile::exists(state));
  // A new program with the same link and the saved state takes the seat back and finishes the match.
  QElapsedTimer back;
  back.start();
  PeerProcess second(QStringLiteral("guest2"));
  second.start(kPeer, {QStringLiteral("guest"), QStringLiteral("--link"), link, QStringLiteral("--state"), state});
  QCOMPARE(second.waitFor(QStringLiteral("restored")).value("ok").toBool(), true);
  const QJsonObject w = second.waitFor(QStringLiteral("welcome"));
  QVERIFY2(!w.isEmpty(), qPrintable(second.log()));
  QCOMPARE(w.value("resumed").toBool(), true);
  qInfo("seat taken back %lld ms after the new process started", back.elapsed());
  QCOMPARE(host.waitFor(QStringLiteral("joined"), 5000, [](const QJsonObject& e) { return e.value("resumed").toBool(); })
               .value("resumed")
               .toBool(),
           true);
  // Both deals check out, the one the killed program had answered included (its part was in the state).
  for (int d = 0; d < 2; ++d) {
    const QJsonObject c = second.waitFor(QStringLiteral("checked"), 20000);
    QVERIFY2(!c.isEmpty(), qPrintable(second.log() + host.log()));
    QCOMPARE(c.value("verdict").toString(), QStringLiteral("fair"));
  }
  QCOMPARE(second.waitFor(QStringLiteral("end")).value("code").toString(), QStringLiteral("match_over"));
  QVERIFY(host.all(QStringLiteral("grace_expired")).isEmpty());
}

void TstNetProcesses::killedHostEndsTheGuestAfterTheGrace() {
  PeerProcess host(QStringLiteral("host")), guest(QStringLiteral("guest"));
  host.start(kPeer, {QStringLiteral("host"), QStringLiteral("--hands"), QStringLiteral("50"), QStringLiteral("--grace"), QStringLiteral("1"),
                     QStringLiteral("--idle-ms"), QStringLiteral("1000")});
  const QString link = host.waitFor(QStringLiteral("invite")).value("link").toString();
  guest.start(kPeer, {QStringLiteral("guest"), QStringLiteral("--link"), link, QStringLiteral("--idle-ms"), QStringLiteral("1000")});
  QVERIFY(!guest.waitFor(QStringLiteral("welcome")).isEmpty());
  QVERIFY(!host.waitFor(QStringLiteral("deal")).isEmpty());
  host.killHard();
  QVERIFY(!guest.waitFor(QStringLiteral("lost"), 5000).isEmpty());
  // It keeps trying for the host's grace period and a little more (2 s in netpeer), then says so.
  const QJsonObject end = guest.waitFor(QStringLiteral("end"), 10000);
  QCOMPARE(end.value("code").toString(), QStringLiteral("gave_up"));
  int code = 0;
  QVERIFY(guest.waitExit(3000, &code));
  QCOMPARE(code, 1);
}

QTEST_MAIN(TstNetProcesses)
#include "tst_netprocesses.moc"
