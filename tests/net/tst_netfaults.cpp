// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A host and a guest in two network namespaces the test makes (netlab.h), on a link that drops, delays,
// duplicates and cuts packets: whole hands still end with both sides on the same view and every deal
// fair; a cut line comes back by itself; and a table is found by LAN broadcast and joined with the
// host's consent. Skipped only where the machine cannot make namespaces (no CAP_NET_ADMIN, no TUN).
#include <QtTest>

#include "netlab.h"
#include "peerprocess.h"

namespace {

const QString kPeer = QStringLiteral(GIN_NETPEER_PATH);
const QString kTunem = QStringLiteral(GIN_TUNEM_PATH);
const QString kCli = QStringLiteral(GIN_CLI_PATH);

}  // namespace

class TstNetFaults : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase();
  void cleanupTestCase();
  void badLineStillPlaysWholeHands();
  void cutLineComesBack();
  void tableFoundByBroadcastAndJoinedWithConsent();
  void serveAndJoinOnABadLine();

 private:
  void startPair(PeerProcess& host, PeerProcess& guest, const QStringList& hostArgs, const QStringList& guestArgs);
  NetLab lab_;
};

void TstNetFaults::initTestCase() {
  QString why;
  if (!lab_.setUp(kTunem, &why)) QSKIP(qPrintable(QStringLiteral("this machine cannot make the network lab: ") + why));
  qInfo("namespaces %s and %s, link: %s", qPrintable(lab_.hostNs), qPrintable(lab_.guestNs), qPrintable(lab_.backend()));
}

void TstNetFaults::cleanupTestCase() { lab_.tearDown(); }

void TstNetFaults::startPair(PeerProcess& host, PeerProcess& guest, const QStringList& hostArgs, const QStringList& guestArgs) {
  host.start(QStringLiteral("ip"), NetLab::in(lab_.hostNs, kPeer, QStringList{QStringLiteral("host"), QStringLiteral("--address"), lab_.hostIp} + hostArgs));
  const QString link = host.waitFor(QStringLiteral("invite")).value("link").toString();
  QVERIFY2(link.contains(lab_.hostIp), qPrintable(host.log()));
  guest.start(QStringLiteral("ip"), NetLab::in(lab_.guestNs, kPeer, QStringList{QStringLiteral("guest"), QStringLiteral("--link"), link} + guestArgs));
}

void TstNetFaults::badLineStillPlaysWholeHands() {
  // 5% of the packets lost and 10% sent twice each way, 5-25 ms late and out of order.
  QVERIFY(lab_.setFaults({5, 15, 10, 10}));
  PeerProcess host(QStringLiteral("host")), guest(QStringLiteral("guest"));
  QElapsedTimer t;
  t.start();
  startPair(host, guest, {QStringLiteral("--hands"), QStringLiteral("1")}, {});
  const QJsonObject h = host.waitFor(QStringLiteral("hand"), 60000);
  QVERIFY2(!h.isEmpty(), qPrintable(host.log() + guest.log()));
  const QJsonObject c = guest.waitFor(QStringLiteral("checked"), 20000);
  QCOMPARE(c.value("verdict").toString(), QStringLiteral("fair"));
  QString last;
  for (const QJsonObject& g : guest.all(QStringLiteral("hand"))) last = g.value("digest").toString();
  QCOMPARE(last, h.value("digest").toString());
  QCOMPARE(host.waitFor(QStringLiteral("done"), 10000).value("refused").toInt(), 0);
  QCOMPARE(guest.waitFor(QStringLiteral("end"), 10000).value("code").toString(), QStringLiteral("match_over"));
  qInfo("a hand of %d actions in %lld ms on the bad line; %s", h.value("actions").toInt(), t.elapsed(), qPrintable(lab_.stats()));
  QVERIFY(lab_.setFaults({}));
}

void TstNetFaults::cutLineComesBack() {
  PeerProcess host(QStringLiteral("host")), guest(QStringLiteral("guest"));
  // Both sides take a second of silence for a dead line (pings every third of it).
  startPair(host, guest, {QStringLiteral("--hands"), QStringLiteral("2"), QStringLiteral("--idle-ms"), QStringLiteral("1000")},
            {QStringLiteral("--idle-ms"), QStringLiteral("1000")});
  QVERIFY2(!guest.waitFor(QStringLiteral("welcome")).isEmpty(), qPrintable(guest.log()));
  QVERIFY(!host.waitFor(QStringLiteral("deal"), 10000).isEmpty());
  // Slow the hand down so that the cut falls in its middle, then cut the line for 3 s.
  QVERIFY(lab_.setFaults({0, 20, 0, 0}));
  QTest::qWait(300);
  QVERIFY(lab_.cut(true));
  QVERIFY2(!guest.waitFor(QStringLiteral("lost"), 5000).isEmpty(), qPrintable(guest.log()));
  QVERIFY2(!host.waitFor(QStringLiteral("left"), 5000).isEmpty(), qPrintable(host.log()));
  QTest::qWait(3000 - 1000);
  QVERIFY(lab_.cut(false));
  QElapsedTimer back;
  back.start();
  const QJsonObject w = guest.waitFor(QStringLiteral("welcome"), 10000, [](const QJsonObject& e) { return e.value("resumed").toBool(); });
  QVERIFY2(!w.isEmpty(), qPrintable(guest.log()));
  qInfo("back in %lld ms after the line returned", back.elapsed());
  QVERIFY(lab_.setFaults({}));
  for (int d = 0; d < 2; ++d) {
    const QJsonObject c = guest.waitFor(QStringLiteral("checked"), 30000);
    QVERIFY2(!c.isEmpty(), qPrintable(guest.log() + host.log()));
    QCOMPARE(c.value("verdict").toString(), QStringLiteral("fair"));
  }
  QCOMPARE(guest.waitFor(QStringLiteral("end"), 10000).value("code").toString(), QStringLiteral("match_over"));
  QVERIFY(host.all(QStringLiteral("grace_expired")).isEmpty());
}

void TstNetFaults::tableFoundByBroadcastAndJoinedWithConsent() {
  PeerProcess host(QStringLiteral("host")), guest(QStringLiteral("guest"));
  host.start(QStringLiteral("ip"), NetLab::in(lab_.hostNs, kPeer,
                                              {QStringLiteral("host"), QStringLiteral("--address"), lab_.hostIp, QStringLiteral("--announce"),
                                               QStringLiteral("47321"), QStringLiteral("--hands"), QStringLiteral("1")}));
  QVERIFY2(!host.waitFor(QStringLiteral("listening")).isEmpty(), qPrintable(host.log()));
  // The guest knows nothing but the discovery port: it broadcasts, knocks, and the host admits it.
  guest.start(QStringLiteral("ip"), NetLab::in(lab_.guestNs, kPeer, {QStringLiteral("guest"), QStringLiteral("--browse"), QStringLiteral("47321")}));
  const QJsonObject found = guest.waitFor(QStringLiteral("found"), 10000);
  QVERIFY2(!found.isEmpty(), qPrintable(guest.log()));
  QCOMPARE(found.value("name").toString(), QStringLiteral("Netpeer"));
  QCOMPARE(found.value("variant").toString(), QStringLiteral("standard"));
  QCOMPARE(found.value("free").toInt(), 1);
  QCOMPARE(found.value("address").toString(), lab_.hostIp);
  const QJsonObject knock = host.waitFor(QStringLiteral("knock"));
  QVERIFY2(!knock.isEmpty(), qPrintable(host.log() + guest.log()));
  QCOMPARE(knock.value("name").toString(), QStringLiteral("Ben"));
  QVERIFY(!guest.waitFor(QStringLiteral("admitted")).isEmpty());
  QVERIFY(!guest.waitFor(QStringLiteral("welcome")).isEmpty());
  QCOMPARE(guest.waitFor(QStringLiteral("checked"), 30000).value("verdict").toString(), QStringLiteral("fair"));
  QCOMPARE(guest.waitFor(QStringLiteral("end"), 10000).value("code").toString(), QStringLiteral("match_over"));
}

// The real referee (`ginrummy-cli serve`, one remote seat against its computer) and `ginrummy-cli join`
// across the same bad line: the match is played out, every deal fair, no move refused.
void TstNetFaults::serveAndJoinOnABadLine() {
  QVERIFY(lab_.setFaults({5, 15, 10, 10}));
  QProcess serve, join;
  serve.start(QStringLiteral("ip"), NetLab::in(lab_.hostNs, kCli,
                                               {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--address"),
                                                lab_.hostIp, QStringLiteral("--table"), QStringLiteral("eaai+1"), QStringLiteral("--target"),
                                                QStringLiteral("30"), QStringLiteral("--once")}));
  QByteArray out;
  QTRY_VERIFY_WITH_TIMEOUT((out += serve.readAllStandardOutput()).contains('\n'), 10000);
  QVERIFY2(out.startsWith("invite: "), out.constData());
  const QString link = QString::fromUtf8(out.mid(8, out.indexOf('\n') - 8));
  QVERIFY(link.contains(lab_.hostIp));
  QElapsedTimer t;
  t.start();
  join.start(QStringLiteral("ip"), NetLab::in(lab_.guestNs, kCli, {QStringLiteral("join"), link, QStringLiteral("--level"), QStringLiteral("casual"),
                                                                    QStringLiteral("--json")}));
  QVERIFY(join.waitForFinished(120000));
  const QByteArray log = join.readAllStandardError() + serve.readAllStandardError();
  QVERIFY2(join.exitStatus() == QProcess::NormalExit && join.exitCode() == 0, log.constData());
  const QList<QByteArray> lines = join.readAllStandardOutput().trimmed().split('\n');
  const QJsonObject r = QJsonDocument::fromJson(lines.last()).object();
  QVERIFY2(r.value("fair").toBool(), lines.last().constData());
  QCOMPARE(r.value("checked").toInt(), r.value("deals").toInt());
  QCOMPARE(r.value("refusals").toInt(), 0);
  QVERIFY(serve.waitForFinished(10000));
  QCOMPARE(serve.exitCode(), 0);
  qInfo("a match of %d deals in %lld ms on the bad line; %s", r.value("deals").toInt(), t.elapsed(), qPrintable(lab_.stats()));
  QVERIFY(lab_.setFaults({}));
}

QTEST_MAIN(TstNetFaults)
#include "tst_netfaults.moc"
