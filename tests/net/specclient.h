// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A guest written from docs/network.md alone, not from app/net: its own key derivation, TLS settings,
// framing and JSON. The protocol's tests drive the host with it, so that the host is held to the
// description rather than to its own client.
#pragma once

#include <QtNetwork>
#include <QtTest>

namespace spec {

// "The key: HMAC-SHA256 with the secret as the key over the ASCII text ginrummy-psk-v1: followed by the id."
inline QByteArray psk(const QByteArray& secret, const QString& id) {
  return QMessageAuthenticationCode::hash("ginrummy-psk-v1:" + id.toUtf8(), secret, QCryptographicHash::Sha256);
}

// "ginrummy://HOST:PORT/ID/SECRET, the secret in base64url without padding."
struct Link {
  QString host;
  quint16 port = 0;
  QString id;
  QByteArray secret;
  static Link parse(const QString& link) {
    static const QRegularExpression re(QStringLiteral("^ginrummy://([^/:]+):(\\d+)/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)$"));
    const auto m = re.match(link);
    if (!m.hasMatch()) qFatal("spec client: not a link: %s", qPrintable(link));
    return {m.captured(1), static_cast<quint16>(m.captured(2).toUInt()), m.captured(3),
            QByteArray::fromBase64(m.captured(4).toLatin1(), QByteArray::Base64UrlEncoding)};
  }
};

class Client {
 public:
  explicit Client(const Link& link) : link_(link) {
    QSslConfiguration c = QSslConfiguration::defaultConfiguration();
    c.setProtocol(QSsl::TlsV1_2);
    c.setCiphers({QSslCipher(QStringLiteral("ECDHE-PSK-CHACHA20-POLY1305"))});
    c.setPeerVerifyMode(QSslSocket::VerifyNone);
    socket_.setSslConfiguration(c);
    QObject::connect(&socket_, &QSslSocket::preSharedKeyAuthenticationRequired, &socket_, [this](QSslPreSharedKeyAuthenticator* a) {
      a->setIdentity(link_.id.toUtf8());
      a->setPreSharedKey(psk(link_.secret, link_.id));
    });
    socket_.connectToHostEncrypted(link_.host, link_.port);
  }
  // The host may run in this very process (a unit test), so waiting always lets the event loop run.
  bool waitEncrypted(int ms = 5000) {
    QElapsedTimer t;
    t.start();
    while (!socket_.isEncrypted() && t.elapsed() < ms) {
      if (socket_.state() == QAbstractSocket::UnconnectedState && t.elapsed() > 50) break;
      QTest::qWait(2);
    }
    return socket_.isEncrypted();
  }
  // One message: the compact JSON text given, and a newline.
  void send(const QByteArray& json) { socket_.write(json + '\n'); }
  void sendHello(const QString& name, const QString& resume = QString()) {
    QByteArray j = "{\"type\":\"hello\",\"versions\":[1],\"name\":\"" + name.toUtf8() + "\"";
    if (!resume.isEmpty()) j += ",\"resume\":\"" + resume.toLatin1() + "\"";
    send(j + "}");
  }
  // The next message, or an empty object if none came in time (then closed() tells whether the host
  // closed the connection).
  QJsonObject next(int ms = 5000) {
    QElapsedTimer t;
    t.start();
    while (true) {
      const qsizetype nl = buffer_.indexOf('\n');
      if (nl >= 0) {
        const QByteArray line = buffer_.left(nl);
        buffer_.remove(0, nl + 1);
        const QJsonDocument d = QJsonDocument::fromJson(line);
        if (!d.isObject()) qFatal("spec client: the host sent a line that is not a JSON object: %s", line.constData());
        return d.object();
      }
      if (t.elapsed() > ms || socket_.state() == QAbstractSocket::UnconnectedState) {
        buffer_ += socket_.readAll();
        if (buffer_.indexOf('\n') >= 0) continue;
        return {};
      }
      QTest::qWait(2);
      buffer_ += socket_.readAll();
    }
  }
  // The next message of `type`, skipping the others (pings are answered: the description says a peer
  // answers every ping with a pong).
  QJsonObject nextOf(const QString& type, int ms = 5000) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
      const QJsonObject m = next(ms - int(t.elapsed()));
      if (m.isEmpty()) return m;
      if (m.value("type") == "ping") send("{\"type\":\"pong\"}");
      if (m.value("type").toString() == type) return m;
    }
    return {};
  }
  bool waitClosed(int ms = 5000) {
    QElapsedTimer t;
    t.start();
    while (socket_.state() != QAbstractSocket::UnconnectedState && t.elapsed() < ms) {
      QTest::qWait(2);
      buffer_ += socket_.readAll();
    }
    return socket_.state() == QAbstractSocket::UnconnectedState;
  }
  void drop() { socket_.abort(); }
  QSslSocket& socket() { return socket_; }

 private:
  Link link_;
  QSslSocket socket_;
  QByteArray buffer_;
};

}  // namespace spec
