// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "channel.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QSslCipher>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <algorithm>

namespace gin::net {

namespace {

const char* const kCipher = "ECDHE-PSK-CHACHA20-POLY1305";
constexpr char kTlsHandshakeRecord = 0x16;
// What a plain (non-TLS) connection reads before it is closed: the only bytes the host ever sends
// outside TLS.
const char* const kPlainRefusal = "ginrummy: this port speaks TLS with the key of an invitation (ginrummy://...); see docs/network.md\n";

QString peerOf(const QAbstractSocket* s) {
  const QHostAddress a = s->peerAddress();
  const QString host = a.protocol() == QAbstractSocket::IPv6Protocol ? QLatin1Char('[') + a.toString() + QLatin1Char(']') : a.toString();
  return host + QLatin1Char(':') + QString::number(s->peerPort());
}

// A guest's reading of a handshake that failed, from the alert the host sent as OpenSSL names it: an
// invitation id the host does not know (any more) ends in unknown_psk_identity, a wrong secret in
// bad_record_mac (the Finished message does not decrypt) or decrypt_error; anything else means the
// other end is not a gin rummy table.
QString guestHandshakeCode(const QString& error) {
  if (error.contains(QLatin1String("unknown psk identity"), Qt::CaseInsensitive)) return QStringLiteral("unknown_invitation");
  for (const char* k : {"bad record mac", "decrypt"})
    if (error.contains(QLatin1String(k), Qt::CaseInsensitive)) return QStringLiteral("wrong_secret");
  return QStringLiteral("not_a_table");
}

}  // namespace

QByteArray pskFor(const QByteArray& secret, const QString& id) {
  return QMessageAuthenticationCode::hash(QByteArray("ginrummy-psk-v1:") + id.toUtf8(), secret, QCryptographicHash::Sha256);
}

QSslConfiguration channelConfiguration() {
  QSslConfiguration c = QSslConfiguration::defaultConfiguration();
  c.setProtocol(QSsl::TlsV1_2);
  c.setCiphers({QSslCipher(QString::fromLatin1(kCipher))});
  c.setPeerVerifyMode(QSslSocket::VerifyNone);  // no certificates: the key authenticates both sides
  c.setCaCertificates({});
  // Nothing to resume: every connection runs a full handshake with fresh key exchange.
  c.setSslOption(QSsl::SslOptionDisableSessionTickets, true);
  c.setSslOption(QSsl::SslOptionDisableSessionSharing, true);
  c.setSslOption(QSsl::SslOptionDisableSessionPersistence, true);
  c.setSslOption(QSsl::SslOptionDisableLegacyRenegotiation, true);
  c.setSslOption(QSsl::SslOptionDisableCompression, true);
  return c;
}

bool channelAvailable(QString* why) {
  auto no = [&](const QString& w) {
    if (why) *why = w;
    return false;
  };
  if (!QSslSocket::supportsSsl()) return no(QStringLiteral("Qt has no TLS library (%1)").arg(QSslSocket::sslLibraryVersionString()));
  if (!QSslSocket::isFeatureSupported(QSsl::SupportedFeature::Psk))
    return no(QStringLiteral("the TLS backend '%1' has no pre-shared keys").arg(QSslSocket::activeBackend()));
  if (QSslCipher(QString::fromLatin1(kCipher)).isNull())
    return no(QStringLiteral("the TLS library offers no %1").arg(QLatin1String(kCipher)));
  return true;
}

// ---------------------------------------------------------------------------------------------------

Connection::Connection(QSslSocket* socket, const Limits& limits, QObject* parent)
    : QObject(parent), socket_(socket), limits_(limits) {
  socket_->setParent(this);
  tokens_ = limits_.burst;
  lastRefill_.start();
  lastReceived_.start();
  lastSent_.start();
  wire();
}

Connection::~Connection() {
  if (socket_) {
    socket_->disconnect(this);
    socket_->abort();
  }
}

Connection* Connection::open(const Invitation& inv, const Limits& limits, QObject* parent) {
  auto* s = new QSslSocket;
  s->setSslConfiguration(channelConfiguration());
  auto* c = new Connection(s, limits, parent);
  c->client_ = true;
  c->id_ = inv.id;
  c->peer_ = inv.host + QLatin1Char(':') + QString::number(inv.port);
  const QByteArray identity = inv.id.toUtf8();
  const QByteArray key = pskFor(inv.secret, inv.id);
  connect(s, &QSslSocket::preSharedKeyAuthenticationRequired, c, [identity, key](QSslPreSharedKeyAuthenticator* a) {
    a->setIdentity(identity);
    a->setPreSharedKey(key);
  });
  s->connectToHostEncrypted(inv.host, inv.port);
  return c;
}

void Connection::wire() {
  if (!client_ && socket_->state() == QAbstractSocket::ConnectedState) peer_ = peerOf(socket_);
  connect(socket_, &QSslSocket::encrypted, this, &Connection::onEncrypted);
  connect(socket_, &QSslSocket::readyRead, this, &Connection::onReadyRead);
  connect(socket_, &QSslSocket::errorOccurred, this, &Connection::onSocketError);
  connect(socket_, &QSslSocket::disconnected, this, &Connection::onDisconnected);
  connect(&timer_, &QTimer::timeout, this, &Connection::tick);
  setLimits(limits_);
}

void Connection::setLimits(const Limits& l) {
  limits_ = l;
  tokens_ = std::min(tokens_, limits_.burst);
  // Fine enough to keep every deadline within a fifth of itself, and never busier than 20 times a second.
  const int shortest = std::min({limits_.idleMs, limits_.pingMs, limits_.handshakeMs});
  timer_.start(std::clamp(shortest / 5, 50, 1000));
  frames_.setMax(limits_.maxMessage);
  if (socket_) socket_->setReadBufferSize(std::max<qint64>(limits_.maxMessage, 64 * 1024));
}

void Connection::onEncrypted() {
  ready_ = true;
  lastReceived_.restart();
  lastSent_.restart();
  emit ready();
  if (!closed_ && socket_ && socket_->bytesAvailable() > 0) onReadyRead();
}

void Connection::onReadyRead() {
  if (closed_ || failing_ || !socket_) return;
  if (!client_ && socket_->mode() == QSslSocket::UnencryptedMode) {
    // The host's first look: a TLS connection starts with a handshake record. Anything else is a plain
    // connection, answered with one line of text it can read, and closed.
    char first = 0;
    if (socket_->peek(&first, 1) != 1) return;
    if (first != kTlsHandshakeRecord) {
      socket_->write(kPlainRefusal);
      finish({QStringLiteral("not_tls"), QStringLiteral("plain bytes instead of a TLS handshake"), Closure::Origin::Local});
      return;
    }
    socket_->startServerEncryption();
    return;
  }
  if (!ready_) return;
  lastReceived_.restart();
  while (!closed_ && !failing_ && socket_ && socket_->bytesAvailable() > 0) {
    QList<QByteArray> lines;
    const bool ok = frames_.feed(socket_->read(std::max<qint64>(limits_.maxMessage, 4096)), lines);
    for (QByteArray& line : lines) {
      if (closed_ || failing_) return;
      handleLine(std::move(line));
    }
    if (!ok && !closed_ && !failing_) {
      fail(QStringLiteral("too_large"), QStringLiteral("a message is longer than %1 bytes").arg(limits_.maxMessage));
      return;
    }
  }
}

bool FrameReader::feed(const QByteArray& bytes, QList<QByteArray>& lines) {
  if (broken_) return false;
  buffer_ += bytes;
  qsizetype start = 0, nl;
  while ((nl = buffer_.indexOf('\n', start)) >= 0) {
    if (nl - start + 1 > max_) {
      broken_ = true;
      buffer_.clear();
      return false;
    }
    QByteArray line = buffer_.mid(start, nl - start);
    if (line.endsWith('\r')) line.chop(1);
    lines.append(std::move(line));
    start = nl + 1;
  }
  buffer_.remove(0, start);
  // A line still open that can no longer fit: refused now, not after the peer has sent megabytes.
  if (buffer_.size() >= max_) {
    broken_ = true;
    buffer_.clear();
    return false;
  }
  return true;
}

void Connection::handleLine(QByteArray line) {
  // Every line counts against the rate, blank ones too.
  const double seconds = lastRefill_.nsecsElapsed() / 1e9;
  lastRefill_.restart();
  tokens_ = std::min(limits_.burst, tokens_ + seconds * limits_.rate);
  if (tokens_ < 1) {
    fail(QStringLiteral("rate_limited"), QStringLiteral("more than %1 messages a second").arg(limits_.rate));
    return;
  }
  tokens_ -= 1;
  if (line.trimmed().isEmpty()) return;
  QJsonParseError err{};
  const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
  if (err.error != QJsonParseError::NoError) {
    fail(QStringLiteral("malformed"), QStringLiteral("not JSON: %1").arg(err.errorString()));
    return;
  }
  if (!doc.isObject()) {
    fail(QStringLiteral("malformed"), QStringLiteral("a message is a JSON object"));
    return;
  }
  const QJsonObject m = doc.object();
  const QJsonValue type = m.value(QLatin1String("type"));
  if (!type.isString()) {
    fail(QStringLiteral("malformed"), QStringLiteral("a message needs a \"type\" string"));
    return;
  }
  const QString t = type.toString();
  if (t == QLatin1String("ping")) {
    send({{"type", "pong"}});
    return;
  }
  if (t == QLatin1String("pong")) {
    refund();  // an answer to our own ping
    return;
  }
  if (t == QLatin1String("error")) {
    // The peer's last word: it closes after it.
    const QString code = m.value(QLatin1String("code")).toString().left(40);
    const QString detail = m.value(QLatin1String("detail")).toString().left(300);
    finish({code.isEmpty() ? QStringLiteral("error") : code, detail, Closure::Origin::Peer});
    return;
  }
  emit received(m);
}

void Connection::send(const QJsonObject& message) {
  if (closed_ || failing_ || !socket_ || !ready_) return;
  QByteArray bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
  bytes += '\n';
  socket_->write(bytes);
  lastSent_.restart();
}

void Connection::sendRaw(const QByteArray& bytes) {
  if (closed_ || !socket_) return;
  socket_->write(bytes);
  lastSent_.restart();
}

void Connection::fail(const QString& code, const QString& detail) {
  if (closed_) return;
  if (ready_ && socket_) send({{"type", "error"}, {"code", code}, {"detail", detail}});
  failing_ = true;
  finish({code, detail, Closure::Origin::Local});
}

void Connection::abort(const QString& code) {
  if (closed_) return;
  finish({code, QString(), Closure::Origin::Local}, true);
}

void Connection::closeGently(const QString& code) {
  if (closed_) return;
  finish({code, QString(), Closure::Origin::Local}, false);
}

void Connection::tick() {
  if (closed_ || !socket_) return;
  if (!ready_) {
    if (lastReceived_.elapsed() > limits_.handshakeMs)
      finish({QStringLiteral("timeout"), QStringLiteral("no secure connection within %1 s").arg(limits_.handshakeMs / 1000.0),
              Closure::Origin::Network},
             true);
    return;
  }
  if (lastReceived_.elapsed() > limits_.idleMs) {
    finish({QStringLiteral("timeout"), QStringLiteral("nothing heard for %1 s").arg(limits_.idleMs / 1000.0), Closure::Origin::Network},
           true);
    return;
  }
  if (lastSent_.elapsed() > limits_.pingMs) send({{"type", "ping"}});
}

void Connection::onSocketError() {
  if (closed_ || !socket_ || deferred_) return;
  const auto e = socket_->error();
  const QString text = socket_->errorString();
  if (e == QAbstractSocket::RemoteHostClosedError && ready_) return;  // disconnected() follows
  Closure c{QStringLiteral("disconnected"), text, Closure::Origin::Network};
  bool handshake = false;
  if (!ready_) {
    switch (e) {
      case QAbstractSocket::ConnectionRefusedError:
      case QAbstractSocket::HostNotFoundError:
      case QAbstractSocket::NetworkError:
      case QAbstractSocket::SocketTimeoutError:
        c.code = QStringLiteral("unreachable");
        break;
      case QAbstractSocket::SslHandshakeFailedError:
      case QAbstractSocket::SslInternalError:
      case QAbstractSocket::SslInvalidUserDataError:
        c.code = client_ ? guestHandshakeCode(text) : QStringLiteral("handshake_failed");
        handshake = true;
        break;
      default:
        break;
    }
  }
  // Never touch the socket from inside its own error signal (the TLS backend is still working on it).
  // A failed handshake still has its TLS alert (the other side's reason) to send: let Qt send it, then
  // close gently; anything else is aborted.
  deferred_ = true;
  QMetaObject::invokeMethod(this, [this, c, handshake] { finish(c, !handshake); }, Qt::QueuedConnection);
}

void Connection::onDisconnected() {
  if (closed_ || deferred_) return;
  finish({QStringLiteral("disconnected"), QStringLiteral("the connection was closed"), Closure::Origin::Network});
}

void Connection::finish(const Closure& c, bool abortSocket) {
  if (closed_) return;
  closed_ = true;
  timer_.stop();
  if (QSslSocket* s = socket_) {
    // Let what was written (an error message, the plain refusal) reach the peer, then let go of the
    // socket on its own: the owner may delete this connection as soon as it hears closed().
    socket_ = nullptr;
    s->disconnect(this);
    // Owned by the application meanwhile, so that a program that ends before the socket has finished
    // is still rid of it (and of its TLS state) when the application object goes.
    s->setParent(QCoreApplication::instance());
    if (abortSocket) s->abort();  // after disconnect(): abort() emits disconnected() at once
    if (s->state() == QAbstractSocket::UnconnectedState) {
      s->deleteLater();
    } else {
      connect(s, &QSslSocket::disconnected, s, &QObject::deleteLater);
      QTimer::singleShot(2000, s, [s] {
        s->abort();
        s->deleteLater();
      });
      s->disconnectFromHost();
    }
  }
  emit closed(c);
}

// ---------------------------------------------------------------------------------------------------

class SecureServer::Listener : public QTcpServer {
 public:
  explicit Listener(SecureServer* owner) : QTcpServer(owner), owner_(owner) {}

 protected:
  void incomingConnection(qintptr descriptor) override { owner_->incoming(descriptor); }

 private:
  SecureServer* owner_;
};

SecureServer::SecureServer(SecretLookup lookup, QObject* parent) : QObject(parent), lookup_(std::move(lookup)) {
  qRegisterMetaType<gin::net::Closure>();
  listener_ = new Listener(this);
}

SecureServer::~SecureServer() = default;

bool SecureServer::listen(const QHostAddress& address, quint16 port) { return listener_->listen(address, port); }
void SecureServer::close() { listener_->close(); }
quint16 SecureServer::port() const { return listener_->serverPort(); }
QString SecureServer::errorString() const { return listener_->errorString(); }

void SecureServer::incoming(qintptr descriptor) {
  auto* s = new QSslSocket;
  if (!s->setSocketDescriptor(descriptor)) {
    delete s;
    return;
  }
  if (pending_ >= maxPending_) {
    const QString peer = peerOf(s);
    s->abort();
    delete s;
    emit refused(peer, QStringLiteral("too_many"), QStringLiteral("more than %1 connections are being set up").arg(maxPending_));
    return;
  }
  s->setSslConfiguration(channelConfiguration());
  auto* c = new Connection(s, limits_, this);
  ++pending_;
  // An invitation id this server does not know (withdrawn: a computer took the seat) is said as such in
  // the host's log: "not a game's connection" was a false reason for a friend back too late (a play-test).
  auto unknown = std::make_shared<bool>(false);
  connect(s, &QSslSocket::preSharedKeyAuthenticationRequired, c, [this, c, unknown](QSslPreSharedKeyAuthenticator* a) {
    const QString id = QString::fromUtf8(a->identity());
    const auto secret = validInvitationId(id) ? lookup_(id) : std::nullopt;
    // No key for an unknown id: the handshake fails with unknown_psk_identity.
    *unknown = !secret && validInvitationId(id);
    if (!secret) return;
    a->setPreSharedKey(pskFor(*secret, id));
    c->id_ = id;
  });
  auto settled = std::make_shared<bool>(false);
  connect(c, &Connection::ready, this, [this, c, settled] {
    *settled = true;
    --pending_;
    c->disconnect(this);
    emit connected(c, c->id());
  });
  connect(c, &Connection::closed, this, [this, c, settled, unknown](const Closure& why) {
    if (*settled) return;
    *settled = true;
    --pending_;
    if (*unknown && why.code == QLatin1String("handshake_failed"))
      emit refused(c->peer(), QStringLiteral("unknown_invitation"), QStringLiteral("an invitation id this table does not have"));
    else
      emit refused(c->peer(), why.code, why.detail);
    c->deleteLater();
  });
}

}  // namespace gin::net
