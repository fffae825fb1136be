// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The secure channel (docs/network.md, "The channel"): TLS 1.2 with a pre-shared key derived from the
// invitation's secret (ECDHE-PSK-CHACHA20-POLY1305: encrypted, both sides authenticated by the secret,
// forward secret through the ephemeral key exchange), no certificates. On it, messages are JSON objects,
// one per line, bounded in size and rate.
//
// Qt 6.4 with OpenSSL 3 offers external pre-shared keys through its documented API only for TLS 1.2:
// its TLS 1.3 client never asks for the key unless the undocumented, process-wide environment variable
// QT_USE_TLS_1_3_PSK is set (without it a TLS 1.3 PSK handshake fails: "no suitable signature
// algorithm"). The channel does not lean on that switch; tst_netchannel reports both.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QString>
#include <QTimer>
#include <functional>
#include <optional>

#include "invitation.h"

class QSslSocket;
class QTcpServer;

namespace gin::net {

// The pre-shared key of one invitation: HMAC-SHA256(key = secret, message = "ginrummy-psk-v1:" + id).
QByteArray pskFor(const QByteArray& secret, const QString& id);
// The one cipher suite: TLS 1.2, ECDHE-PSK-CHACHA20-POLY1305 (RFC 7905, 0xCCAC).
QSslConfiguration channelConfiguration();
// Whether this Qt can make the channel (an OpenSSL backend with PSK and the cipher suite); a reason if not.
bool channelAvailable(QString* why = nullptr);

// Bounds on what one side accepts from the other. The host's bounds on a guest are tight (a guest only
// says hello, acts, contributes to the deal and sends a few quick messages); a guest's bounds on the
// host leave room for a whole table's view.
struct Limits {
  int maxMessage = 8 * 1024;   // bytes of one incoming line, the newline included
  double rate = 20;            // incoming messages per second, sustained
  double burst = 60;           // ... and at once
  // A laptop that sleeps or a cable pulled out closes nothing: the silence tells. 20 s lets the others see
  // "Waiting for Anna to reconnect" soon (it was 45 s) and is still far above any pause of a healthy peer.
  int idleMs = 20000;          // nothing received for this long: the line is dead
  int pingMs = 5000;           // a ping goes out after this long without sending anything
  int handshakeMs = 10000;     // the TLS handshake (and, on the host, the first bytes) must be done by then
  static Limits host() { return {}; }
  // A guest's handshake bound is shorter: a reconnection attempt into a line that is still down should
  // give way to the next attempt soon.
  static Limits guest() { return {1 << 20, 1000, 2000, 20000, 5000, 5000}; }
};

// The framing: lines of at most `maxMessage` bytes (the newline included). Pure, for the fuzz target.
class FrameReader {
 public:
  explicit FrameReader(int maxMessage) : max_(maxMessage) {}
  void setMax(int maxMessage) { max_ = maxMessage; }
  // Appends bytes; each complete line (without its newline, and a carriage return before it) goes to
  // `lines`. False once a line is longer than the bound (nothing more is read after that).
  bool feed(const QByteArray& bytes, QList<QByteArray>& lines);

 private:
  int max_;
  QByteArray buffer_;
  bool broken_ = false;
};

// Why a connection ended, as this side saw it. `code` is one of the protocol's error codes
// (docs/network.md, "Errors") or a channel code: "wrong_secret", "unknown_invitation", "not_a_table",
// "unreachable", "timeout", "disconnected".
struct Closure {
  enum class Origin { Local, Peer, Network };
  QString code;
  QString detail;  // English, for logs and the command line; the game shows the code's own sentence
  Origin origin = Origin::Network;
};

// One secure connection carrying JSON lines. Made by SecureServer (host) or open() (guest).
class Connection : public QObject {
  Q_OBJECT
 public:
  // Guest side: connects to the invitation's host and authenticates with its secret. ready() or closed()
  // follows.
  static Connection* open(const Invitation& inv, const Limits& limits, QObject* parent = nullptr);
  ~Connection() override;

  bool isReady() const { return ready_; }
  bool isClosed() const { return closed_; }
  QString peer() const { return peer_; }
  QString id() const { return id_; }  // the invitation id the guest authenticated with
  const Limits& limits() const { return limits_; }
  void setLimits(const Limits& l);

  // Sends one message (compact JSON and a newline). Nothing happens once closed.
  void send(const QJsonObject& message);
  // Sends {"type":"error","code":code,"detail":detail}, then closes once it is written.
  void fail(const QString& code, const QString& detail);
  // Closes without a word (the peer sees "disconnected").
  void abort(const QString& code = QStringLiteral("closed"));
  // Closes once what was sent is written (after a bye).
  void closeGently(const QString& code = QStringLiteral("closed"));

  // Gives back the rate token of the message just received: one the other side paced (an action for the
  // latest update, a part for an open deal round) does not count against the rate.
  void refund() { tokens_ = std::min(limits_.burst, tokens_ + 1); }

  // Test hooks: bytes as they are, bypassing the framing (a hostile peer's view of the channel).
  void sendRaw(const QByteArray& bytes);

 signals:
  void ready();
  void received(const QJsonObject& message);  // every message but ping and pong, answered here
  void closed(const gin::net::Closure& why);

 private:
  friend class SecureServer;
  Connection(QSslSocket* socket, const Limits& limits, QObject* parent);
  void wire();
  void onReadyRead();
  void onEncrypted();
  void onSocketError();
  void onDisconnected();
  void handleLine(QByteArray line);
  void tick();
  // Closes once: the socket is let go of (flushed, or aborted at once), then closed() is emitted.
  void finish(const Closure& c, bool abortSocket = false);

  QSslSocket* socket_ = nullptr;
  Limits limits_;
  FrameReader frames_{8 * 1024};
  QString peer_;
  QString id_;
  bool ready_ = false;
  bool closed_ = false;
  bool failing_ = false;  // an error went out: read nothing more
  bool deferred_ = false; // a socket error is being handled after the signal returns
  bool client_ = false;
  double tokens_ = 0;
  QElapsedTimer lastRefill_, lastReceived_, lastSent_;
  QTimer timer_;
};

// The host's listening socket. Each connection must start a TLS handshake with a known invitation id
// and its secret; anything else is refused before a byte of the protocol is read.
class SecureServer : public QObject {
  Q_OBJECT
 public:
  // Answers the secret of an invitation id, nullopt for an id this host never issued (or withdrew).
  using SecretLookup = std::function<std::optional<QByteArray>(const QString& id)>;
  explicit SecureServer(SecretLookup lookup, QObject* parent = nullptr);
  ~SecureServer() override;

  bool listen(const QHostAddress& address = QHostAddress::Any, quint16 port = 0);
  void close();
  quint16 port() const;
  QString errorString() const;
  // Connections whose handshake is not done yet: beyond this many, new ones are closed at once.
  void setMaxPending(int n) { maxPending_ = n; }
  void setLimits(const Limits& l) { limits_ = l; }

 signals:
  // A guest proved it holds the secret of invitation `id`. The connection is the receiver's to keep
  // (its parent is this server until then; reparent it).
  void connected(gin::net::Connection* connection, const QString& id);
  // A connection that never got that far: "not_tls" (plain bytes), "unknown_invitation" (a well-formed
  // invitation id it does not have), "handshake_failed" (a wrong secret, a replayed or damaged
  // handshake), "timeout", "too_many".
  void refused(const QString& peer, const QString& code, const QString& detail);

 private:
  class Listener;
  void incoming(qintptr descriptor);
  SecretLookup lookup_;
  Listener* listener_ = nullptr;
  Limits limits_ = Limits::host();
  int maxPending_ = 64;
  int pending_ = 0;
};

}  // namespace gin::net

Q_DECLARE_METATYPE(gin::net::Closure)
