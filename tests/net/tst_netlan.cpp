// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// LAN discovery and the lobby (docs/network.md, "LAN discovery"), over loopback: a query answered with
// the table's advertisement, junk and floods ignored, and a knock that gets in only with the host's
// consent. Real broadcast between two network namespaces is in tst_netfaults.
#include <QtNetwork>
#include <QtTest>

#include "discovery.h"
#include "session.h"
#include "specclient.h"

using namespace gin;
using namespace gin::net;

class TstNetLan : public QObject {
  Q_OBJECT
 private slots:
  void queryIsAnsweredWithTheTable();
  void variantNames();
  void junkIsIgnoredAndFloodsAreBounded();
  void knockGetsAnInvitationOnlyWithConsent();
  void lobbyTakesNothingButAKnock();
};

void TstNetLan::queryIsAnsweredWithTheTable() {
  LanAnnouncer host;
  QVERIFY(host.start(0, QHostAddress::LocalHost));
  TableAd ad;
  ad.name = QStringLiteral("Anna");
  Rules r;
  preset("oklahoma", r);
  ad.variant = variantOf(r);
  ad.players = 2;
  ad.free = 1;
  ad.port = 47320;
  host.setAd(ad);
  LanBrowser browser;
  QList<TableAd> found;
  connect(&browser, &LanBrowser::found, [&](const TableAd& a) { found << a; });
  browser.query({QHostAddress::LocalHost}, host.port());
  QTRY_COMPARE(found.size(), 1);
  QCOMPARE(found[0].name, QStringLiteral("Anna"));
  QCOMPARE(found[0].variant, QStringLiteral("oklahoma"));
  QCOMPARE(found[0].players, 2);
  QCOMPARE(found[0].free, 1);
  QCOMPARE(found[0].port, quint16(47320));
  QCOMPARE(found[0].address, QHostAddress(QHostAddress::LocalHost));
  // The wire form, as the description gives it.
  const QJsonObject o = QJsonDocument::fromJson(adDatagram(ad)).object();
  QCOMPARE(o.value("type").toString(), QStringLiteral("ginrummy_table"));
  QCOMPARE(o.value("version").toInt(), 1);
  QVERIFY(isQuery(R"({"type":"ginrummy_query","version":1})"));
  QVERIFY(!LanBrowser::broadcastAddresses().isEmpty());
  QCOMPARE(LanBrowser::broadcastAddresses().first(), QHostAddress(QHostAddress::Broadcast));
}

void TstNetLan::variantNames() {
  Rules r;
  QCOMPARE(variantOf(r), QStringLiteral("standard"));
  preset("poker", r);
  r.players = 4;
  QCOMPARE(variantOf(r), QStringLiteral("poker"));
  preset("eaai", r);
  QCOMPARE(variantOf(r), QStringLiteral("eaai"));
  r.knockLimit = 7;
  QCOMPARE(variantOf(r), QStringLiteral("custom"));
}

void TstNetLan::junkIsIgnoredAndFloodsAreBounded() {
  LanAnnouncer host;
  QVERIFY(host.start(0, QHostAddress::LocalHost));
  TableAd ad;
  ad.name = QStringLiteral("Anna");
  ad.variant = QStringLiteral("standard");
  ad.port = 1;
  host.setAd(ad);
  QUdpSocket raw;
  QVERIFY(raw.bind(QHostAddress::LocalHost, 0));
  const QList<QByteArray> junk{"", "hello", "[1]", R"({"type":"ginrummy_query","version":2})", R"({"type":"ginrummy_table","version":1})",
                               QByteArray(4000, '{'), R"({"type":"ginrummy_query","version":1,"pad":")" + QByteArray(600, 'x') + "\"}"};
  for (const QByteArray& j : junk) raw.writeDatagram(j, QHostAddress::LocalHost, host.port());
  QTRY_COMPARE(host.ignored(), junk.size());
  QCOMPARE(host.answered(), 0);
  QVERIFY(!raw.hasPendingDatagrams());
  // 100 queries at once: at most 10 answers in a second.
  for (int i = 0; i < 100; ++i) raw.writeDatagram(queryDatagram(), QHostAddress::LocalHost, host.port());
  QTRY_COMPARE(host.answered() + host.ignored(), junk.size() + 100);
  QCOMPARE(host.answered(), 10);
  int answers = 0;
  while (raw.hasPendingDatagrams()) {
    QVERIFY(readAd(raw.receiveDatagram().data()));
    ++answers;
  }
  QCOMPARE(answers, 10);
  // Answers that are not of this protocol are dropped by the browser.
  QVERIFY(!readAd(R"({"type":"ginrummy_table","version":1,"name":"","variant":"x","players":2,"free":0,"port":1})"));
  QVERIFY(!readAd(R"({"type":"ginrummy_table","version":1,"name":"A","variant":"x","players":9,"free":0,"port":1})"));
  QVERIFY(!readAd(R"({"type":"ginrummy_table","version":1,"name":"A","variant":"x","players":2,"free":3,"port":1})"));
}

void TstNetLan::knockGetsAnInvitationOnlyWithConsent() {
  HostServer server;
  QVERIFY(server.listen(QHostAddress::LocalHost, 0));
  TableHost::Config c;
  c.name = QStringLiteral("Anna");
  c.seats = {{QStringLiteral("Anna"), QStringLiteral("person")}, {QStringLiteral("Guest"), QStringLiteral("remote")}};
  TableHost table(&server, c);
  Lobby lobby(&server);
  QList<QPair<int, QString>> knocks;
  connect(&lobby, &Lobby::knocked, [&](int request, const QString& name) { knocks << qMakePair(request, name); });

  // Ben knocks and is let in: he receives an invitation and joins with it.
  Knock ben(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Ben"));
  std::optional<Invitation> got;
  connect(&ben, &Knock::admitted, [&](const Invitation& inv) { got = inv; });
  QTRY_COMPARE(knocks.size(), 1);
  QCOMPARE(knocks[0].second, QStringLiteral("Ben"));
  QVERIFY(!got);
  lobby.admit(knocks[0].first, table.invite(1, QStringLiteral("192.0.2.1")));
  QTRY_VERIFY(got);
  QCOMPARE(got->host, QStringLiteral("127.0.0.1"));  // the address the knock reached, not the host's guess
  GuestSession session(*got, QStringLiteral("Ben"));
  bool welcomed = false;
  connect(&session, &GuestSession::welcomed, [&] { welcomed = true; });
  session.start();
  QTRY_VERIFY(welcomed);

  // Eve knocks and is turned down.
  Knock eve(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Eve"));
  QString code;
  connect(&eve, &Knock::refused, [&](const QString& c) { code = c; });
  QTRY_COMPARE(knocks.size(), 2);
  lobby.decline(knocks[1].first);
  QTRY_COMPARE(code, QStringLiteral("declined"));

  // A crowd: beyond the waiting list, "busy" at once.
  lobby.setMaxWaiting(1);
  Knock one(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("One"));
  QTRY_COMPARE(lobby.waiting(), 1);
  Knock two(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Two"));
  QString busy;
  connect(&two, &Knock::refused, [&](const QString& c) { busy = c; });
  QTRY_COMPARE(busy, QStringLiteral("busy"));
}

void TstNetLan::lobbyTakesNothingButAKnock() {
  HostServer server;
  QVERIFY(server.listen(QHostAddress::LocalHost, 0));
  // Without a lobby, the public key opens nothing.
  spec::Link lobbyLink{QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("lobby"), QByteArray(16, '\0')};
  {
    spec::Client c(lobbyLink);
    QVERIFY(!c.waitEncrypted(3000));
  }
  Lobby lobby(&server);
  int knocks = 0;
  connect(&lobby, &Lobby::knocked, [&] { ++knocks; });
  // A hello through the lobby does not take a seat.
  spec::Client hello(lobbyLink);
  QVERIFY(hello.waitEncrypted());
  hello.sendHello(QStringLiteral("Mallory"));
  QCOMPARE(hello.next().value("code").toString(), QStringLiteral("malformed"));
  // A knock from the description, then a second message while waiting.
  spec::Client knock(lobbyLink);
  QVERIFY(knock.waitEncrypted());
  knock.send(R"({"type":"knock","versions":[1],"name":"Ben"})");
  QTRY_COMPARE(knocks, 1);
  knock.send(R"({"type":"knock","versions":[1],"name":"Ben"})");
  QCOMPARE(knock.next().value("code").toString(), QStringLiteral("protocol"));
  QTRY_COMPARE(lobby.waiting(), 0);
  spec::Client old(lobbyLink);
  QVERIFY(old.waitEncrypted());
  old.send(R"({"type":"knock","versions":[2],"name":"Ben"})");
  QCOMPARE(old.next().value("code").toString(), QStringLiteral("bad_version"));
}

QTEST_MAIN(TstNetLan)
#include "tst_netlan.moc"
