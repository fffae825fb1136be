// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The secure channel (docs/network.md, "The channel"): who gets in, and what the channel refuses. Every
// refusal is checked on both sides: the host's reason and what the other end sees.
#include <QtNetwork>
#include <QtTest>
#include <memory>

#include "channel.h"

using namespace gin::net;

namespace {

// A host with invitations in a map, recording what it accepts and refuses.
struct Host {
  QMap<QString, QByteArray> secrets;
  SecureServer server{[this](const QString& id) -> std::optional<QByteArray> {
    if (!secrets.contains(id)) return std::nullopt;
    return secrets.value(id);
  }};
  QList<Connection*> accepted;
  QStringList acceptedIds;
  QList<QStringList> refusals;  // peer, code, detail
  QList<QJsonObject> received;
  QList<Closure> closures;
  Host() {
    QObject::connect(&server, &SecureServer::connected, &server, [this](Connection* c, const QString& id) {
      accepted << c;
      acceptedIds << id;
      QObject::connect(c, &Connection::received, &server, [this](const QJsonObject& m) { received << m; });
      QObject::connect(c, &Connection::closed, &server, [this](const Closure& why) { closures << why; });
    });
    QObject::connect(&server, &SecureServer::refused, &server, [this](const QString& peer, const QString& code, const QString& detail) {
      refusals << QStringList{peer, code, detail};
    });
    const bool ok = server.listen(QHostAddress::LocalHost, 0);
    Q_ASSERT(ok);
  }
  Invitation invite(const QString& id) {
    Invitation inv;
    inv.host = QStringLiteral("127.0.0.1");
    inv.port = server.port();
    inv.id = id;
    inv.secret = newSecret();
    secrets[id] = inv.secret;
    return inv;
  }
};

// A guest connection and everything it heard.
struct Guest {
  Connection* c;
  QList<QJsonObject> received;
  QList<Closure> closures;
  bool readyFlag = false;
  explicit Guest(const Invitation& inv, const Limits& l = Limits::guest()) : c(Connection::open(inv, l)) {
    QObject::connect(c, &Connection::ready, c, [this] { readyFlag = true; });
    QObject::connect(c, &Connection::received, c, [this](const QJsonObject& m) { received << m; });
    QObject::connect(c, &Connection::closed, c, [this](const Closure& why) { closures << why; });
  }
  ~Guest() { delete c; }
};

// Reads from a raw socket until it closes (or the time is up).
QByteArray readUntilClosed(QTcpSocket& s, int ms = 5000) {
  QByteArray all;
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < ms) {
    if (s.bytesAvailable() == 0 && s.state() == QAbstractSocket::UnconnectedState) break;
    s.waitForReadyRead(50);
    all += s.readAll();
    QCoreApplication::processEvents();
  }
  return all;
}

// A TCP relay between a guest and the host that keeps a copy of every byte the guest sent.
struct RecordingProxy {
  QTcpServer server;
  QByteArray fromGuest;
  std::vector<std::unique_ptr<QTcpSocket>> sockets;
  explicit RecordingProxy(quint16 target) {
    QObject::connect(&server, &QTcpServer::newConnection, &server, [this, target] {
      QTcpSocket* in = server.nextPendingConnection();
      auto* out = new QTcpSocket;
      sockets.emplace_back(out);
      out->connectToHost(QHostAddress::LocalHost, target);
      QObject::connect(in, &QTcpSocket::readyRead, in, [this, in, out] {
        const QByteArray b = in->readAll();
        fromGuest += b;
        if (out->state() == QAbstractSocket::ConnectedState) out->write(b); else pending += b;
      });
      QObject::connect(out, &QTcpSocket::connected, out, [this, out] { out->write(pending); pending.clear(); });
      QObject::connect(out, &QTcpSocket::readyRead, out, [in, out] { in->write(out->readAll()); });
      QObject::connect(out, &QTcpSocket::disconnected, in, [in] { in->disconnectFromHost(); });
      QObject::connect(in, &QTcpSocket::disconnected, out, [out] { out->disconnectFromHost(); });
    });
    server.listen(QHostAddress::LocalHost, 0);
  }
  QByteArray pending;
};

}  // namespace

class TstNetChannel : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase();
  void tlsPskIsWhatThisQtOffers();
  void invitedGuestTalksBothWays();
  void wrongSecretIsRefusedOnBothSides();
  void unknownInvitationIsRefusedOnBothSides();
  void plainConnectionIsRefusedWithALineItCanRead();
  void certificateClientIsRefused();
  void guestRefusesAPlainServer();
  void replayedHandshakeIsRefused();
  void slowHandshakeTimesOut();
  void tooManyHalfOpenConnections();
  void oversizedMessageIsRefused();
  void malformedMessagesAreRefused_data();
  void malformedMessagesAreRefused();
  void floodIsRateLimited();
  void silentPeerTimesOutAndPingsKeepALineAlive();
  void unreachableHost();
};

void TstNetChannel::initTestCase() {
  QString why;
  QVERIFY2(channelAvailable(&why), qPrintable(why));
}

// What Qt 6.4 with OpenSSL 3 supports: TLS 1.2 with an ECDHE-PSK suite works through the documented API
// (the channel uses it; asserted in the other cases). TLS 1.3 with an external PSK: Qt's client never
// asks for the key unless the undocumented, process-wide environment variable QT_USE_TLS_1_3_PSK is set;
// both are tried here and reported (not asserted: a change of Qt may change them).
namespace {
struct Tls13Probe {
  bool encrypted = false, clientAsked = false;
  QString cipher, serverError;
};
Tls13Probe probeTls13(const QByteArray& identity, const QByteArray& key) {
  struct Raw : QTcpServer {
    std::function<void(qintptr)> onIncoming;
    void incomingConnection(qintptr fd) override { onIncoming(fd); }
  } raw;
  Tls13Probe r;
  if (!raw.listen(QHostAddress::LocalHost, 0)) return r;
  QSslConfiguration c13 = QSslConfiguration::defaultConfiguration();
  c13.setProtocol(QSsl::TlsV1_3);
  c13.setPeerVerifyMode(QSslSocket::VerifyNone);
  QSslSocket server, client;
  bool clientFailed = false;
  raw.onIncoming = [&](qintptr fd) {
    server.setSocketDescriptor(fd);
    server.setSslConfiguration(c13);
    QObject::connect(&server, &QSslSocket::preSharedKeyAuthenticationRequired, [&](QSslPreSharedKeyAuthenticator* a) { a->setPreSharedKey(key); });
    QObject::connect(&server, &QSslSocket::errorOccurred, [&] { r.serverError = server.errorString(); });
    server.startServerEncryption();
  };
  client.setSslConfiguration(c13);
  QObject::connect(&client, &QSslSocket::preSharedKeyAuthenticationRequired, [&](QSslPreSharedKeyAuthenticator* a) {
    r.clientAsked = true;
    a->setIdentity(identity);
    a->setPreSharedKey(key);
  });
  QObject::connect(&client, &QSslSocket::errorOccurred, [&] { clientFailed = true; });
  client.connectToHostEncrypted(QStringLiteral("127.0.0.1"), raw.serverPort());
  QElapsedTimer t;
  t.start();
  while (!clientFailed && !client.isEncrypted() && t.elapsed() < 5000) QTest::qWait(5);
  r.encrypted = client.isEncrypted();
  r.cipher = client.sessionCipher().name();
  return r;
}
}  // namespace

void TstNetChannel::tlsPskIsWhatThisQtOffers() {
  qInfo("TLS backend %s, %s", qPrintable(QSslSocket::activeBackend()), qPrintable(QSslSocket::sslLibraryVersionString()));
  const QByteArray key = pskFor(newSecret(), QStringLiteral("seat1"));
  for (bool optIn : {false, true}) {
    if (optIn) qputenv("QT_USE_TLS_1_3_PSK", "1");
    const Tls13Probe r = probeTls13("seat1", key);
    if (optIn) qunsetenv("QT_USE_TLS_1_3_PSK");
    qInfo("TLS 1.3 with an external PSK, QT_USE_TLS_1_3_PSK %s: %s (client asked for the key: %s; cipher %s; server: %s)",
          optIn ? "set" : "unset", r.encrypted ? "works" : "fails", r.clientAsked ? "yes" : "no", qPrintable(r.cipher),
          qPrintable(r.serverError.isEmpty() ? QStringLiteral("ok") : r.serverError));
  }
}

void TstNetChannel::invitedGuestTalksBothWays() {
  Host host;
  const Invitation inv = host.invite(QStringLiteral("s1"));
  Guest g(inv);
  QTRY_VERIFY(g.readyFlag);
  QTRY_COMPARE(host.accepted.size(), 1);
  QCOMPARE(host.acceptedIds.value(0), QStringLiteral("s1"));
  QVERIFY(host.refusals.isEmpty());
  g.c->send({{"type", "hello"}, {"name", "Anna"}});
  QTRY_COMPARE(host.received.size(), 1);
  QCOMPARE(host.received[0].value("name").toString(), QStringLiteral("Anna"));
  host.accepted[0]->send({{"type", "welcome"}, {"seat", 1}});
  QTRY_COMPARE(g.received.size(), 1);
  QCOMPARE(g.received[0].value("seat").toInt(), 1);
  // The session really is the one suite: TLS 1.2, ECDHE-PSK with ChaCha20-Poly1305.
  const auto* socket = g.c->findChild<QSslSocket*>();
  QVERIFY(socket);
  QCOMPARE(socket->sessionProtocol(), QSsl::TlsV1_2);
  QCOMPARE(socket->sessionCipher().name(), QStringLiteral("ECDHE-PSK-CHACHA20-POLY1305"));
  // A guest's error message closes both ends with its code.
  g.c->fail(QStringLiteral("bye_test"), QStringLiteral("leaving"));
  QTRY_COMPARE(host.closures.size(), 1);
  QCOMPARE(host.closures[0].code, QStringLiteral("bye_test"));
  QCOMPARE(int(host.closures[0].origin), int(Closure::Origin::Peer));
}

void TstNetChannel::wrongSecretIsRefusedOnBothSides() {
  Host host;
  Invitation inv = host.invite(QStringLiteral("s1"));
  inv.secret[3] = char(inv.secret[3] ^ 0x01);  // one bit off
  Guest g(inv);
  QTRY_COMPARE(g.closures.size(), 1);
  QVERIFY(!g.readyFlag);
  QCOMPARE(g.closures[0].code, QStringLiteral("wrong_secret"));
  QTRY_COMPARE(host.refusals.size(), 1);
  QCOMPARE(host.refusals[0][1], QStringLiteral("handshake_failed"));
  QVERIFY(host.accepted.isEmpty());
  qInfo("guest: %s; host: %s", qPrintable(g.closures[0].detail), qPrintable(host.refusals[0][2]));
}

void TstNetChannel::unknownInvitationIsRefusedOnBothSides() {
  Host host;
  host.invite(QStringLiteral("s1"));
  Invitation other = host.invite(QStringLiteral("s2"));
  host.secrets.remove(QStringLiteral("s2"));  // withdrawn
  Guest g(other);
  QTRY_COMPARE(g.closures.size(), 1);
  QCOMPARE(g.closures[0].code, QStringLiteral("unknown_invitation"));
  QTRY_COMPARE(host.refusals.size(), 1);
  // The host's log names it too (it said "not a game's connection" for a friend back too late).
  QCOMPARE(host.refusals[0][1], QStringLiteral("unknown_invitation"));
  QVERIFY(host.accepted.isEmpty());
  qInfo("guest: %s; host: %s", qPrintable(g.closures[0].detail), qPrintable(host.refusals[0][2]));
}

void TstNetChannel::plainConnectionIsRefusedWithALineItCanRead() {
  Host host;
  host.invite(QStringLiteral("s1"));
  QTcpSocket plain;
  plain.connectToHost(QHostAddress::LocalHost, host.server.port());
  QVERIFY(plain.waitForConnected(3000));
  plain.write("{\"type\":\"hello\",\"versions\":[1],\"name\":\"Mallory\"}\n");
  const QByteArray answer = readUntilClosed(plain);
  QVERIFY2(answer.startsWith("ginrummy: this port speaks TLS"), answer.constData());
  QVERIFY(answer.endsWith('\n'));
  QCOMPARE(plain.state(), QAbstractSocket::UnconnectedState);
  QTRY_COMPARE(host.refusals.size(), 1);
  QCOMPARE(host.refusals[0][1], QStringLiteral("not_tls"));
  QVERIFY(host.accepted.isEmpty());
  QVERIFY(host.received.isEmpty());
}

void TstNetChannel::certificateClientIsRefused() {
  // An ordinary TLS client (certificates, no key) gets no shared cipher suite.
  Host host;
  host.invite(QStringLiteral("s1"));
  QSslSocket tls;
  bool failed = false;
  QObject::connect(&tls, &QSslSocket::errorOccurred, [&] { failed = true; });
  tls.connectToHostEncrypted(QStringLiteral("127.0.0.1"), host.server.port());
  QTRY_VERIFY(failed);
  QVERIFY(!tls.isEncrypted());
  QTRY_COMPARE(host.refusals.size(), 1);
  QCOMPARE(host.refusals[0][1], QStringLiteral("handshake_failed"));
}

void TstNetChannel::guestRefusesAPlainServer() {
  // Something else listens at the invitation's address (a web server, an old program).
  QTcpServer plain;
  QVERIFY(plain.listen(QHostAddress::LocalHost, 0));
  QObject::connect(&plain, &QTcpServer::newConnection, &plain, [&] {
    QTcpSocket* s = plain.nextPendingConnection();
    s->write("HTTP/1.0 400 Bad Request\r\n\r\n");
    s->disconnectFromHost();
  });
  Invitation inv;
  inv.host = QStringLiteral("127.0.0.1");
  inv.port = plain.serverPort();
  inv.id = QStringLiteral("s1");
  inv.secret = newSecret();
  Guest g(inv);
  QTRY_COMPARE(g.closures.size(), 1);
  QVERIFY(!g.readyFlag);
  QCOMPARE(g.closures[0].code, QStringLiteral("not_a_table"));
}

// An eavesdropper who recorded a guest's handshake sends the same bytes again: the host's fresh random
// makes the recorded Finished message wrong, so the handshake fails and nothing of the protocol is read.
void TstNetChannel::replayedHandshakeIsRefused() {
  Host host;
  const Invitation inv = host.invite(QStringLiteral("s1"));
  RecordingProxy proxy(host.server.port());
  Invitation viaProxy = inv;
  viaProxy.port = proxy.server.serverPort();
  {
    Guest g(viaProxy);
    QTRY_VERIFY(g.readyFlag);
    g.c->send({{"type", "hello"}, {"versions", QJsonArray{1}}, {"name", "Anna"}});
    QTRY_COMPARE(host.received.size(), 1);
  }
  QTRY_COMPARE(host.closures.size(), 1);
  const QByteArray recorded = proxy.fromGuest;
  QVERIFY(recorded.size() > 100);
  QCOMPARE(recorded.at(0), char(0x16));  // a TLS handshake record
  QCOMPARE(host.accepted.size(), 1);

  QTcpSocket replay;
  replay.connectToHost(QHostAddress::LocalHost, host.server.port());
  QVERIFY(replay.waitForConnected(3000));
  replay.write(recorded);
  const QByteArray answer = readUntilClosed(replay);
  QCOMPARE(replay.state(), QAbstractSocket::UnconnectedState);
  // The host answered with its own handshake and then a fatal alert record (content type 21).
  QVERIFY(!answer.isEmpty());
  QVERIFY2(answer.contains(QByteArray("\x15\x03\x03", 3)), answer.toHex().constData());
  QTRY_COMPARE(host.refusals.size(), 1);
  QCOMPARE(host.refusals[0][1], QStringLiteral("handshake_failed"));
  QCOMPARE(host.accepted.size(), 1);   // no second connection got through
  QCOMPARE(host.received.size(), 1);   // and the replayed hello was never read
  qInfo("replayed handshake: %s", qPrintable(host.refusals[0][2]));
}

void TstNetChannel::slowHandshakeTimesOut() {
  Host host;
  Limits l = Limits::host();
  l.handshakeMs = 300;
  host.server.setLimits(l);
  QTcpSocket silent, halfway;
  silent.connectToHost(QHostAddress::LocalHost, host.server.port());
  halfway.connectToHost(QHostAddress::LocalHost, host.server.port());
  QVERIFY(silent.waitForConnected(3000) && halfway.waitForConnected(3000));
  halfway.write(QByteArray("\x16\x03\x01\x00", 4));  // the start of a record, and then nothing
  QTRY_COMPARE(host.refusals.size(), 2);
  QCOMPARE(host.refusals[0][1], QStringLiteral("timeout"));
  QCOMPARE(host.refusals[1][1], QStringLiteral("timeout"));
  QTRY_COMPARE(silent.state(), QAbstractSocket::UnconnectedState);
  QTRY_COMPARE(halfway.state(), QAbstractSocket::UnconnectedState);
}

void TstNetChannel::tooManyHalfOpenConnections() {
  Host host;
  const Invitation inv = host.invite(QStringLiteral("s1"));
  host.server.setMaxPending(3);
  std::vector<std::unique_ptr<QTcpSocket>> idle;
  for (int i = 0; i < 5; ++i) {
    idle.push_back(std::make_unique<QTcpSocket>());
    idle.back()->connectToHost(QHostAddress::LocalHost, host.server.port());
    QVERIFY(idle.back()->waitForConnected(3000));
  }
  QTRY_COMPARE(host.refusals.size(), 2);
  QCOMPARE(host.refusals[0][1], QStringLiteral("too_many"));
  // Once they are gone, an invited guest gets in again.
  idle.clear();
  QTest::qWait(100);
  Guest g(inv);
  QTRY_VERIFY(g.readyFlag);
}

void TstNetChannel::oversizedMessageIsRefused() {
  Host host;
  const Invitation inv = host.invite(QStringLiteral("s1"));
  Guest g(inv);
  QTRY_VERIFY(g.readyFlag);
  QTRY_COMPARE(host.accepted.size(), 1);
  // One byte over the host's bound (8 KiB with the newline), without a newline at all.
  g.c->sendRaw("{\"type\":\"say\",\"code\":\"" + QByteArray(8 * 1024, 'x'));
  QTRY_COMPARE(host.closures.size(), 1);
  QCOMPARE(host.closures[0].code, QStringLiteral("too_large"));
  QTRY_COMPARE(g.closures.size(), 1);
  QCOMPARE(g.closures[0].code, QStringLiteral("too_large"));  // the host said why
  QCOMPARE(int(g.closures[0].origin), int(Closure::Origin::Peer));
  QVERIFY(host.received.isEmpty());
}

void TstNetChannel::malformedMessagesAreRefused_data() {
  QTest::addColumn<QByteArray>("line");
  QTest::newRow("not json") << QByteArray("hello\n");
  QTest::newRow("array") << QByteArray("[1,2]\n");
  QTest::newRow("no type") << QByteArray("{\"name\":\"x\"}\n");
  QTest::newRow("type number") << QByteArray("{\"type\":5}\n");
  QTest::newRow("truncated") << QByteArray("{\"type\":\"hello\"\n");
  QTest::newRow("bad utf8") << QByteArray("{\"type\":\"\xff\xfe\"}\n");
  QTest::newRow("nul") << QByteArray("{\"type\":\"a\"}\0\n", 14);
  QTest::newRow("deep") << QByteArray(5000, '[') + "\n";
}

void TstNetChannel::malformedMessagesAreRefused() {
  QFETCH(QByteArray, line);
  Host host;
  const Invitation inv = host.invite(QStringLiteral("s1"));
  Guest g(inv);
  QTRY_VERIFY(g.readyFlag);
  QTRY_COMPARE(host.accepted.size(), 1);
  g.c->sendRaw(line);
  QTRY_COMPARE(host.closures.size(), 1);
  QCOMPARE(host.closures[0].code, QStringLiteral("malformed"));
  QTRY_COMPARE(g.closures.size(), 1);
  QCOMPARE(g.closures[0].code, QStringLiteral("malformed"));
  QVERIFY(host.received.isEmpty());
}

void TstNetChannel::floodIsRateLimited() {
  Host host;
  const Invitation inv = host.invite(QStringLiteral("s1"));
  Guest g(inv);
  QTRY_VERIFY(g.readyFlag);
  QTRY_COMPARE(host.accepted.size(), 1);
  QByteArray flood;
  for (int i = 0; i < 200; ++i) flood += "{\"type\":\"say\",\"code\":\"good_game\"}\n";
  g.c->sendRaw(flood);
  QTRY_COMPARE(host.closures.size(), 1);
  QCOMPARE(host.closures[0].code, QStringLiteral("rate_limited"));
  // The burst went through, the rest did not.
  QCOMPARE(host.received.size(), int(Limits::host().burst));
  QTRY_COMPARE(g.closures.size(), 1);
  QCOMPARE(g.closures[0].code, QStringLiteral("rate_limited"));
}

void TstNetChannel::silentPeerTimesOutAndPingsKeepALineAlive() {
  Host host;
  Limits fast = Limits::host();
  fast.idleMs = 600;
  fast.pingMs = 150;
  host.server.setLimits(fast);
  const Invitation inv = host.invite(QStringLiteral("s1"));
  Limits guestFast = Limits::guest();
  guestFast.idleMs = 600;
  guestFast.pingMs = 150;
  Guest g(inv, guestFast);
  QTRY_VERIFY(g.readyFlag);
  QTRY_COMPARE(host.accepted.size(), 1);
  // Both sides ping when they have nothing to say: a quiet but live line stays open.
  QTest::qWait(1500);
  QVERIFY(host.closures.isEmpty());
  QVERIFY(g.closures.isEmpty());
  // A guest that stops answering entirely (pings included) is dropped by the host.
  g.c->setLimits({guestFast.maxMessage, guestFast.rate, guestFast.burst, 100000, 100000, 10000});
  g.c->findChild<QSslSocket*>()->blockSignals(true);  // and reads nothing any more, so answers no ping
  QTRY_COMPARE_WITH_TIMEOUT(host.closures.size(), 1, 5000);
  QCOMPARE(host.closures[0].code, QStringLiteral("timeout"));
}

void TstNetChannel::unreachableHost() {
  QTcpServer probe;  // a port that was free a moment ago
  QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
  const quint16 port = probe.serverPort();
  probe.close();
  Invitation inv;
  inv.host = QStringLiteral("127.0.0.1");
  inv.port = port;
  inv.id = QStringLiteral("s1");
  inv.secret = newSecret();
  Guest g(inv);
  QTRY_COMPARE(g.closures.size(), 1);
  QCOMPARE(g.closures[0].code, QStringLiteral("unreachable"));
}

QTEST_MAIN(TstNetChannel)
#include "tst_netchannel.moc"
