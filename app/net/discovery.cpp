// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "discovery.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QTimer>

#include "protocol.h"
#include "session.h"

namespace gin::net {

namespace {

constexpr int kMaxDatagram = 512;
constexpr int kAnswersPerSecond = 10;

std::optional<QJsonObject> objectOf(const QByteArray& datagram) {
  if (datagram.size() > kMaxDatagram) return std::nullopt;
  QJsonParseError e{};
  const QJsonDocument d = QJsonDocument::fromJson(datagram, &e);
  if (e.error != QJsonParseError::NoError || !d.isObject()) return std::nullopt;
  return d.object();
}

}  // namespace

QByteArray lobbySecret() { return QByteArray(kSecretBytes, '\0'); }

QString variantOf(const Rules& rules) {
  for (const std::string& name : presetNames()) {
    Rules r;
    preset(name, r);
    if (r.poker) r.players = rules.players;
    if (r == rules) return QString::fromStdString(name);
  }
  return QStringLiteral("custom");
}

QByteArray queryDatagram() { return R"({"type":"ginrummy_query","version":1})"; }

bool isQuery(const QByteArray& datagram) {
  const auto o = objectOf(datagram);
  return o && o->value(QLatin1String("type")) == QLatin1String("ginrummy_query") && o->value(QLatin1String("version")).toInt() == 1;
}

QByteArray adDatagram(const TableAd& ad) {
  return QJsonDocument(QJsonObject{{"type", "ginrummy_table"},
                                   {"version", 1},
                                   {"name", ad.name},
                                   {"variant", ad.variant},
                                   {"players", ad.players},
                                   {"free", ad.free},
                                   {"port", ad.port}})
      .toJson(QJsonDocument::Compact);
}

std::optional<TableAd> readAd(const QByteArray& datagram) {
  const auto o = objectOf(datagram);
  if (!o || o->value(QLatin1String("type")) != QLatin1String("ginrummy_table") || o->value(QLatin1String("version")).toInt() != 1)
    return std::nullopt;
  try {
    TableAd ad;
    ad.name = readName(o->value(QLatin1String("name")), "name");
    ad.variant = readName(o->value(QLatin1String("variant")), "variant");
    ad.players = wholeNumber(o->value(QLatin1String("players")), 2, 5, "players");
    ad.free = wholeNumber(o->value(QLatin1String("free")), 0, ad.players, "free");
    ad.port = static_cast<quint16>(wholeNumber(o->value(QLatin1String("port")), 1, 65535, "port"));
    return ad;
  } catch (const BadMessage&) {
    return std::nullopt;
  }
}

// ---- LanAnnouncer --------------------------------------------------------------------------------

LanAnnouncer::LanAnnouncer(QObject* parent) : QObject(parent) {
  connect(&socket_, &QUdpSocket::readyRead, this, &LanAnnouncer::onReady);
  window_.start();
}

bool LanAnnouncer::start(quint16 port, const QHostAddress& bind) {
  // Several hosts on one machine may all listen for the broadcast.
  return socket_.bind(bind, port, QAbstractSocket::ShareAddress | QAbstractSocket::ReuseAddressHint);
}

void LanAnnouncer::onReady() {
  while (socket_.hasPendingDatagrams()) {
    const QNetworkDatagram d = socket_.receiveDatagram(kMaxDatagram + 1);
    if (!isQuery(d.data())) {
      ++ignored_;
      continue;
    }
    // A bounded number of answers, whoever asks: an answer is larger than a query, and a forged
    // sender address must not turn this host into an amplifier.
    if (window_.elapsed() > 1000) {
      window_.restart();
      inWindow_ = 0;
    }
    if (++inWindow_ > kAnswersPerSecond) {
      ++ignored_;
      continue;
    }
    socket_.writeDatagram(adDatagram(ad_), d.senderAddress(), static_cast<quint16>(d.senderPort()));
    ++answered_;
  }
}

// ---- LanBrowser ----------------------------------------------------------------------------------

LanBrowser::LanBrowser(QObject* parent) : QObject(parent) {
  connect(&socket_, &QUdpSocket::readyRead, this, &LanBrowser::onReady);
  socket_.bind(QHostAddress::AnyIPv4, 0);
}

QList<QHostAddress> LanBrowser::broadcastAddresses() {
  QList<QHostAddress> out{QHostAddress::Broadcast};
  for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
    if (!(i.flags() & QNetworkInterface::IsUp) || !(i.flags() & QNetworkInterface::CanBroadcast)) continue;
    for (const QNetworkAddressEntry& e : i.addressEntries())
      if (!e.broadcast().isNull() && !out.contains(e.broadcast())) out << e.broadcast();
  }
  return out;
}

void LanBrowser::query(const QList<QHostAddress>& targets, quint16 port) {
  for (const QHostAddress& t : targets) socket_.writeDatagram(queryDatagram(), t, port);
}

void LanBrowser::onReady() {
  while (socket_.hasPendingDatagrams()) {
    const QNetworkDatagram d = socket_.receiveDatagram(kMaxDatagram + 1);
    auto ad = readAd(d.data());
    if (!ad) continue;
    ad->address = QHostAddress(d.senderAddress().toIPv4Address());
    emit found(*ad);
  }
}

// ---- Lobby ---------------------------------------------------------------------------------------

Lobby::Lobby(HostServer* server, QObject* parent) : QObject(parent), server_(server) { server_->setLobby(this); }

Lobby::~Lobby() {
  if (server_) server_->setLobby(nullptr);
  for (auto& [id, c] : knocks_)
    if (c) {
      c->disconnect(this);
      c->abort();
    }
}

void Lobby::incoming(Connection* c) {
  c->setParent(this);
  auto state = std::make_shared<int>(0);  // 0: before the knock, else the request number
  connect(c, &Connection::received, this, [this, c, state](const QJsonObject& m) {
    if (*state != 0) {
      c->fail(QStringLiteral("protocol"), QStringLiteral("wait for the host's answer"));
      return;
    }
    try {
      if (m.value(QLatin1String("type")) != QLatin1String("knock")) refuse("type: the lobby takes only knock");
      bool speaks = false;
      for (const QJsonValue& v : m.value(QLatin1String("versions")).toArray()) speaks |= v.toInt() == kProtocolVersion;
      if (!speaks) {
        c->fail(QStringLiteral("bad_version"), QStringLiteral("this host speaks protocol version %1").arg(kProtocolVersion));
        return;
      }
      const QString name = readName(m.value(QLatin1String("name")), "name");
      if (waiting() >= maxWaiting_) {
        c->fail(QStringLiteral("busy"), QStringLiteral("too many players are waiting for the host"));
        return;
      }
      const int request = next_++;
      *state = request;
      knocks_[request] = c;
      emit knocked(request, name, c->peer());
    } catch (const BadMessage& e) {
      c->fail(QStringLiteral("malformed"), QString::fromStdString(e.why));
    }
  });
  connect(c, &Connection::closed, this, [this, c, state] {
    if (*state != 0 && knocks_.erase(*state)) emit withdrawn(*state);
    c->deleteLater();
  });
}

void Lobby::admit(int request, const Invitation& invitation) {
  const auto it = knocks_.find(request);
  if (it == knocks_.end()) return;
  QPointer<Connection> c = it->second;
  knocks_.erase(it);
  if (!c) return;
  c->send({{"type", "invite"}, {"link", invitation.toString()}});
  c->closeGently(QStringLiteral("admitted"));
}

void Lobby::decline(int request) {
  const auto it = knocks_.find(request);
  if (it == knocks_.end()) return;
  QPointer<Connection> c = it->second;
  knocks_.erase(it);
  if (c) c->fail(QStringLiteral("declined"), QStringLiteral("the host did not let you in"));
}

// ---- Knock ---------------------------------------------------------------------------------------

Knock::Knock(const QString& host, quint16 port, const QString& name, QObject* parent) : QObject(parent) {
  Invitation lobby;
  lobby.host = host;
  lobby.port = port;
  lobby.id = QLatin1String(kLobbyId);
  lobby.secret = lobbySecret();
  conn_ = Connection::open(lobby, Limits::guest(), this);
  connect(conn_, &Connection::ready, this, [this, name] {
    conn_->send({{"type", "knock"}, {"versions", QJsonArray{kProtocolVersion}}, {"name", name}});
  });
  connect(conn_, &Connection::received, this, [this, host, port](const QJsonObject& m) {
    if (done_) return;
    done_ = true;
    const ParsedLink p = parseInvitation(m.value(QLatin1String("link")).toString());
    if (m.value(QLatin1String("type")) != QLatin1String("invite") || !p.invitation) {
      conn_->fail(QStringLiteral("malformed"), QStringLiteral("expected an invitation"));
      emit refused(QStringLiteral("malformed"), QStringLiteral("the host's answer is not an invitation"));
      return;
    }
    // The host may not know by which address this guest reaches it: the one the knock reached is it.
    Invitation inv = *p.invitation;
    inv.host = host;
    inv.port = port;
    emit admitted(inv);
  });
  connect(conn_, &Connection::closed, this, [this](const Closure& why) {
    if (done_) return;
    done_ = true;
    emit refused(why.code, why.detail);
  });
}

Knock::~Knock() {
  if (conn_) {
    conn_->disconnect(this);
    conn_->abort();
  }
}

}  // namespace gin::net
