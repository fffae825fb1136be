// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Invitations (docs/network.md, "Invitations"): the link a host hands out and a guest pastes, read back
// exactly, and every damaged link refused with the reason that fits it.
#include <QtTest>

#include "invitation.h"

using namespace gin::net;

class TstNetInvite : public QObject {
  Q_OBJECT
 private slots:
  void formatsAndReadsBack_data();
  void formatsAndReadsBack();
  void readsWhatAPlayerPastes();
  void refusesDamagedLinks_data();
  void refusesDamagedLinks();
  void everyErrorHasACodeAndASentence();
  void secretsAreFreshAndLongEnough();
};

void TstNetInvite::formatsAndReadsBack_data() {
  QTest::addColumn<QString>("host");
  QTest::addColumn<int>("port");
  QTest::newRow("ipv4") << "192.168.1.20" << 47320;
  QTest::newRow("name") << "club.example.org" << 1;
  QTest::newRow("ipv6") << "fe80::1" << 65535;
  QTest::newRow("loopback6") << "::1" << 5000;
  QTest::newRow("localhost") << "localhost" << 80;
}

void TstNetInvite::formatsAndReadsBack() {
  QFETCH(QString, host);
  QFETCH(int, port);
  Invitation inv;
  inv.host = host;
  inv.port = static_cast<quint16>(port);
  inv.id = newInvitationId();
  inv.secret = newSecret();
  const QString link = inv.toString();
  QVERIFY2(link.startsWith(QLatin1String("ginrummy://")), qPrintable(link));
  // Short enough to read out or type: scheme, host, port, an 8-character id and 22 characters of secret.
  QVERIFY2(link.size() <= 11 + host.size() + 2 + 6 + 1 + 8 + 1 + 22, qPrintable(link));
  if (host.contains(QLatin1Char(':'))) QVERIFY(link.contains(QLatin1Char('[') + host + QLatin1String("]:")));
  const ParsedLink p = parseInvitation(link);
  QCOMPARE(linkErrorCode(p.error), "ok");
  QVERIFY(p.invitation);
  QCOMPARE(*p.invitation, inv);
}

void TstNetInvite::readsWhatAPlayerPastes() {
  // White space around a pasted link and the scheme in capitals (some chat programs do that).
  const ParsedLink p = parseInvitation(QStringLiteral("  \tGinRummy://10.0.0.5:7000/Ab_-9/AAECAwQFBgcICQoLDA0ODw \n"));
  QCOMPARE(linkErrorCode(p.error), "ok");
  QCOMPARE(p.invitation->host, QStringLiteral("10.0.0.5"));
  QCOMPARE(p.invitation->port, quint16(7000));
  QCOMPARE(p.invitation->id, QStringLiteral("Ab_-9"));
  QCOMPARE(p.invitation->secret, QByteArray::fromHex("000102030405060708090a0b0c0d0e0f"));
  // A longer secret is fine too (up to 64 bytes).
  const QString long32 = toBase64Url(QByteArray(32, 'z'));
  QVERIFY(parseInvitation(QStringLiteral("ginrummy://h:1/x/") + long32).invitation);
}

void TstNetInvite::refusesDamagedLinks_data() {
  QTest::addColumn<QString>("link");
  QTest::addColumn<QString>("code");
  const QString s = QStringLiteral("AAECAwQFBgcICQoLDA0ODw");  // 16 bytes
  QTest::newRow("empty") << "" << "not_a_link";
  QTest::newRow("http") << "https://example.org:1/a/" + s << "not_a_link";
  QTest::newRow("no scheme") << "example.org:1/a/" + s << "not_a_link";
  QTest::newRow("no host") << "ginrummy://:7000/a/" + s << "bad_host";
  QTest::newRow("underscore host") << "ginrummy://my_host:7000/a/" + s << "bad_host";
  QTest::newRow("space in host") << "ginrummy://my host:7000/a/" + s << "bad_host";
  QTest::newRow("userinfo") << "ginrummy://user@host:7000/a/" + s << "bad_host";
  QTest::newRow("unclosed v6") << "ginrummy://[::1:7000/a/" + s << "bad_host";
  QTest::newRow("v6 not an address") << "ginrummy://[nothere]:7000/a/" + s << "bad_host";
  QTest::newRow("v6 without brackets") << "ginrummy://::1:7000/a/" + s << "bad_host";
  QTest::newRow("no port") << "ginrummy://host/a/" + s << "bad_port";
  QTest::newRow("empty port") << "ginrummy://host:/a/" + s << "bad_port";
  QTest::newRow("port 0") << "ginrummy://host:0/a/" + s << "bad_port";
  QTest::newRow("port 65536") << "ginrummy://host:65536/a/" + s << "bad_port";
  QTest::newRow("port word") << "ginrummy://host:http/a/" + s << "bad_port";
  QTest::newRow("port sign") << "ginrummy://host:+80/a/" + s << "bad_port";
  QTest::newRow("v6 no port") << "ginrummy://[::1]/a/" + s << "bad_port";
  QTest::newRow("no id") << "ginrummy://host:1" << "bad_id";
  QTest::newRow("empty id") << "ginrummy://host:1//" + s << "bad_id";
  QTest::newRow("id dot") << "ginrummy://host:1/a.b/" + s << "bad_id";
  QTest::newRow("id too long") << "ginrummy://host:1/" + QString(33, QLatin1Char('a')) + "/" + s << "bad_id";
  QTest::newRow("no secret") << "ginrummy://host:1/a" << "bad_secret";
  QTest::newRow("empty secret") << "ginrummy://host:1/a/" << "bad_secret";
  QTest::newRow("cut secret") << "ginrummy://host:1/a/" + s.left(21) << "bad_secret";
  QTest::newRow("15 bytes") << "ginrummy://host:1/a/" + toBase64Url(QByteArray(15, 'x')) << "bad_secret";
  QTest::newRow("padding") << "ginrummy://host:1/a/" + s + "==" << "bad_secret";
  QTest::newRow("base64 not url") << "ginrummy://host:1/a/" + s.left(20) + "+/" << "bad_secret";
  // The last character of 16 bytes carries 2 bits; one with the unused bits set is a damaged copy.
  QTest::newRow("not canonical") << "ginrummy://host:1/a/" + s.left(21) + "x" << "bad_secret";
  QTest::newRow("65 bytes") << "ginrummy://host:1/a/" + toBase64Url(QByteArray(65, 'x')) << "bad_secret";
  QTest::newRow("trailing slash") << "ginrummy://host:1/a/" + s + "/" << "extra";
  QTest::newRow("segment") << "ginrummy://host:1/a/" + s + "/b" << "extra";
  QTest::newRow("query") << "ginrummy://host:1/a/" + s + "?x=1" << "extra";
  QTest::newRow("fragment") << "ginrummy://host:1/a/" + s + "#x" << "extra";
}

void TstNetInvite::refusesDamagedLinks() {
  QFETCH(QString, link);
  QFETCH(QString, code);
  const ParsedLink p = parseInvitation(link);
  QVERIFY2(!p.invitation, qPrintable(link));
  QCOMPARE(QString::fromLatin1(linkErrorCode(p.error)), code);
  QVERIFY(!linkErrorText(p.error).isEmpty());
}

void TstNetInvite::everyErrorHasACodeAndASentence() {
  QSet<QString> codes, texts;
  for (LinkError e : {LinkError::NotALink, LinkError::BadHost, LinkError::BadPort, LinkError::BadId, LinkError::BadSecret,
                      LinkError::Extra}) {
    codes.insert(QString::fromLatin1(linkErrorCode(e)));
    texts.insert(linkErrorText(e));
  }
  QCOMPARE(codes.size(), 6);
  QCOMPARE(texts.size(), 6);
}

void TstNetInvite::secretsAreFreshAndLongEnough() {
  QSet<QByteArray> seen;
  for (int i = 0; i < 200; ++i) {
    const QByteArray s = newSecret();
    QCOMPARE(s.size(), kSecretBytes);
    QVERIFY(kSecretBytes * 8 >= 128);
    QVERIFY(!seen.contains(s));
    seen.insert(s);
    const QString id = newInvitationId();
    QCOMPARE(id.size(), 8);
    QVERIFY(fromBase64Url(id));
  }
}

QTEST_APPLESS_MAIN(TstNetInvite)
#include "tst_netinvite.moc"
