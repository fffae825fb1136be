// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <algorithm>

#include "discovery.h"

namespace gin::net {

namespace {

QByteArray newToken() {
  QByteArray t(kTokenBytes, Qt::Uninitialized);
  QRandomGenerator::system()->generate(reinterpret_cast<quint32*>(t.data()), reinterpret_cast<quint32*>(t.data() + t.size()));
  return t;
}

}  // namespace

bool finalCode(const QString& code) {
  static const QStringList retry{QStringLiteral("disconnected"), QStringLiteral("timeout"), QStringLiteral("unreachable"),
                                 QStringLiteral("closed"), QStringLiteral("handshake_failed")};
  return !retry.contains(code);
}

// ---- HostServer ----------------------------------------------------------------------------------

HostServer::HostServer(QObject* parent)
    : QObject(parent), server_([this](const QString& id) -> std::optional<QByteArray> {
        if (id == QLatin1String(kLobbyId)) return lobby_ ? std::optional<QByteArray>(lobbySecret()) : std::nullopt;
        const auto it = routes_.constFind(id);
        if (it == routes_.constEnd() || !it->table) return std::nullopt;
        return it->secret;
      }) {
  server_.setParent(this);
  connect(&server_, &SecureServer::connected, this, &HostServer::route);
  connect(&server_, &SecureServer::refused, this, &HostServer::refused);
}

void HostServer::setLobby(Lobby* lobby) { lobby_ = lobby; }

bool HostServer::listen(const QHostAddress& address, quint16 port) { return server_.listen(address, port); }

void HostServer::setLimits(const Limits& l) {
  limits_ = l;
  server_.setLimits(l);
}

void HostServer::add(const QString& id, TableHost* table, int seat, const QByteArray& secret) { routes_.insert(id, {table, seat, secret}); }
void HostServer::remove(const QString& id) { routes_.remove(id); }

void HostServer::route(Connection* c, const QString& id) {
  if (id == QLatin1String(kLobbyId)) {
    if (lobby_) {
      lobby_->incoming(c);
    } else {
      c->fail(QStringLiteral("seat_closed"), QStringLiteral("this host takes no knocks"));
      c->deleteLater();
    }
    return;
  }
  const Route r = routes_.value(id);
  if (!r.table) {  // withdrawn during the handshake
    c->fail(QStringLiteral("seat_closed"), QStringLiteral("the invitation was withdrawn"));
    c->deleteLater();
    return;
  }
  r.table->incoming(c, r.seat);
}

// ---- TableHost -----------------------------------------------------------------------------------

TableHost::TableHost(HostServer* server, Config config, QObject* parent) : QObject(parent), server_(server), config_(std::move(config)) {}

TableHost::~TableHost() {
  for (auto& [seat, s] : seats_) {
    server_->remove(s->id);
    if (Connection* c = s->conn) {
      c->disconnect(this);  // no signals from a table being destroyed
      c->abort();
    }
  }
}

TableHost::SeatState& TableHost::addSeat(int seat) {
  auto& s = seats_[seat];
  if (!s) {
    s = std::make_unique<SeatState>();
    s->grace.setSingleShot(true);
    connect(&s->grace, &QTimer::timeout, this, [this, seat] { emit graceExpired(seat); });
  } else {
    server_->remove(s->id);
  }
  return *s;
}

Invitation TableHost::invite(int seat, const QString& hostAddress) {
  SeatState& s = addSeat(seat);
  s.id = newInvitationId();
  s.secret = newSecret();
  server_->add(s.id, this, seat, s.secret);
  return invitation(seat, hostAddress);
}

Invitation TableHost::invitation(int seat, const QString& hostAddress) const {
  Invitation inv;
  const auto it = seats_.find(seat);
  if (it == seats_.end()) return inv;
  inv.host = hostAddress;
  inv.port = server_->port();
  inv.id = it->second->id;
  inv.secret = it->second->secret;
  return inv;
}

QJsonObject TableHost::state() const {
  QJsonArray seats;
  for (const auto& [seat, s] : seats_) {
    QJsonObject o{{"seat", seat}, {"id", s->id}, {"secret", toBase64Url(s->secret)}, {"seq", s->seq}};
    if (!s->token.isEmpty()) {
      o.insert(QStringLiteral("token"), toBase64Url(s->token));
      o.insert(QStringLiteral("name"), s->name);
    }
    if (s->left) o.insert(QStringLiteral("left"), true);
    seats.append(o);
  }
  QJsonObject o{{"seats", seats}};
  if (deals_.deal() >= 0) {
    QJsonArray guests, parts;
    for (int g : deals_.guests()) guests.append(g);
    for (const auto& [seat, part] : deals_.parts()) parts.append(QJsonObject{{"seat", seat}, {"part", QString::fromLatin1(part.toHex())}});
    o.insert(QStringLiteral("round"), QJsonObject{{"deal", deals_.deal()},
                                                  {"host_part", QString::fromLatin1(deals_.part().toHex())},
                                                  {"guests", guests},
                                                  {"parts", parts},
                                                  {"open", dealOpen_}});
  }
  // The last reveal as it went out: sent again to a guest that comes back (it may have missed it).
  if (lastReveal_) o.insert(QStringLiteral("last_reveal"), *lastReveal_);
  return o;
}

int TableHost::lastRevealed() const { return lastReveal_ ? lastReveal_->value(QLatin1String("deal")).toInt(-1) : -1; }

QStringList TableHost::guestNames(const QJsonObject& state) {
  QStringList names;
  for (const QJsonValue& v : state.value(QLatin1String("seats")).toArray())
    if (const QString n = v.toObject().value(QLatin1String("name")).toString(); !n.isEmpty()) names << n;
  return names;
}

bool TableHost::restore(const QJsonObject& state, QString* why) {
  auto fail = [why](const QString& w) {
    if (why) *why = w;
    return false;
  };
  const int players = static_cast<int>(config_.seats.size());
  struct Kept {
    int seat;
    QString id, name;
    QByteArray secret, token;
    int seq;
    bool left;
  };
  std::vector<Kept> kept;
  for (const QJsonValue& v : state.value(QLatin1String("seats")).toArray()) {
    const QJsonObject o = v.toObject();
    Kept k;
    k.seat = o.value(QLatin1String("seat")).toInt(-1);
    k.id = o.value(QLatin1String("id")).toString();
    const auto secret = fromBase64Url(o.value(QLatin1String("secret")).toString());
    const auto token = o.contains(QLatin1String("token")) ? fromBase64Url(o.value(QLatin1String("token")).toString()) : QByteArray();
    k.name = o.value(QLatin1String("name")).toString();
    k.seq = o.value(QLatin1String("seq")).toInt(-1);
    k.left = o.value(QLatin1String("left")).toBool(false);
    if (k.seat < 1 || k.seat >= players || !validInvitationId(k.id) || !secret || secret->size() < 16 || !token ||
        (!token->isEmpty() && token->size() != kTokenBytes) || k.seq < 0 || k.name.size() > 40)
      return fail(QStringLiteral("a seat cannot be read"));
    k.secret = *secret;
    k.token = *token;
    kept.push_back(k);
  }
  // Every seat still invited has its guest's invitation kept. A seat a computer took over is no longer
  // invited (withdraw): it is a computer seat here and has nothing kept, so a match whose only friend was
  // replaced keeps no seat at all, and its table still opens again (a guest who comes back with the old
  // link then hears that the invitation is gone, instead of waiting for a table that never opens).
  for (int seat = 1; seat < players; ++seat)
    if (config_.seats[seat].kind == QLatin1String("remote") &&
        std::none_of(kept.begin(), kept.end(), [seat](const Kept& k) { return k.seat == seat; }))
      return fail(QStringLiteral("no seat for a guest"));
  int deal = -1;
  bool open = false;
  QByteArray part;
  std::set<int> guests;
  std::map<int, QByteArray> parts;
  if (const QJsonValue r = state.value(QLatin1String("round")); r.isObject()) {
    const QJsonObject o = r.toObject();
    deal = o.value(QLatin1String("deal")).toInt(-1);
    part = QByteArray::fromHex(o.value(QLatin1String("host_part")).toString().toLatin1());
    open = o.value(QLatin1String("open")).toBool();
    for (const QJsonValue& g : o.value(QLatin1String("guests")).toArray()) guests.insert(g.toInt(-1));
    for (const QJsonValue& p : o.value(QLatin1String("parts")).toArray())
      parts[p.toObject().value(QLatin1String("seat")).toInt(-1)] = QByteArray::fromHex(p.toObject().value(QLatin1String("part")).toString().toLatin1());
    const bool seatsOk = std::all_of(guests.begin(), guests.end(), [players](int g) { return g >= 1 && g < players; }) &&
                         std::all_of(parts.begin(), parts.end(), [&guests](const auto& p) { return guests.count(p.first) && p.second.size() == kPartBytes; });
    if (deal < 0 || deal > 1000000 || part.size() != kPartBytes || !seatsOk || (!open && parts.size() != guests.size()))
      return fail(QStringLiteral("the deal round cannot be read"));
  }
  const QJsonValue reveal = state.value(QLatin1String("last_reveal"));
  if (!reveal.isUndefined() && reveal.toObject().value(QLatin1String("type")).toString() != QLatin1String("reveal"))
    return fail(QStringLiteral("the last reveal cannot be read"));
  for (const Kept& k : kept) {
    SeatState& s = addSeat(k.seat);
    s.id = k.id;
    s.secret = k.secret;
    s.token = k.token;
    s.name = k.token.isEmpty() ? QString() : k.name;
    s.seq = k.seq;
    s.left = k.left;
    server_->add(s.id, this, k.seat, s.secret);
    // Its guest is away until it comes back: the grace period runs from now, as for a dropped line.
    if (!s.token.isEmpty() && !s.left && config_.graceSeconds > 0) s.grace.start(config_.graceSeconds * 1000);
  }
  if (deal >= 0) {
    deals_.restore(deal, true, part, guests, parts);
    dealOpen_ = open;
    if (open) lastCommit_ = toJson(Commit{deal, deals_.commitmentSent()});
  }
  if (reveal.isObject()) lastReveal_ = reveal.toObject();
  return true;
}

void TableHost::reopen(int seat) {
  const auto it = seats_.find(seat);
  if (it == seats_.end() || it->second->conn) return;
  it->second->token.clear();
  it->second->name.clear();
  it->second->left = false;
  it->second->grace.stop();
  emit stateChanged();
}

void TableHost::withdraw(int seat) {
  const auto it = seats_.find(seat);
  if (it == seats_.end()) return;
  server_->remove(it->second->id);
  if (Connection* c = it->second->conn) {
    it->second->conn = nullptr;
    c->fail(QStringLiteral("seat_closed"), QStringLiteral("the host closed this seat"));
    c->deleteLater();
  }
  // The others stop waiting for this seat's guest: the host's computer plays it from now on, under its
  // guest's name and marked as standing in, in every welcome too (a guest that comes back after a drop
  // or a restart).
  if (seat >= 0 && seat < int(config_.seats.size())) {
    config_.seats[seat].kind = QStringLiteral("computer");
    config_.seats[seat].standIn = true;
    if (!it->second->name.isEmpty()) config_.seats[seat].name = it->second->name;
  }
  const QJsonObject m = toJson(Presence{seat, true, 0, it->second->name, true});
  for (const auto& [other, st] : seats_)
    if (other != seat) sendTo(other, m);
  seats_.erase(it);
  deals_.drop(seat);
  checkDealComplete();
}

bool TableHost::taken(int seat) const {
  const auto it = seats_.find(seat);
  return it != seats_.end() && !it->second->token.isEmpty() && !it->second->left;
}

bool TableHost::connected(int seat) const {
  const auto it = seats_.find(seat);
  return it != seats_.end() && it->second->conn;
}

QString TableHost::guestName(int seat) const {
  const auto it = seats_.find(seat);
  return it == seats_.end() ? QString() : it->second->name;
}

std::set<int> TableHost::remoteSeats() const {
  std::set<int> out;
  for (const auto& [seat, s] : seats_) out.insert(seat);
  return out;
}

void TableHost::incoming(Connection* c, int seat) {
  c->setParent(this);
  // Until its hello, a connection may say nothing else, and must say it soon. Whatever comes first
  // decides: a welcome (the seat's handlers own the connection from then on) or a refusal.
  enum class First { Waiting, Refused, Welcomed };
  auto first = std::make_shared<First>(First::Waiting);
  connect(c, &Connection::received, this, [this, c, seat, first](const QJsonObject& m) {
    if (*first != First::Waiting) return;
    *first = First::Refused;
    try {
      const GuestMessage g = readGuestMessage(m);
      if (const auto* h = std::get_if<Hello>(&g)) {
        if (onHello(c, seat, *h)) *first = First::Welcomed;
        return;
      }
      c->fail(QStringLiteral("protocol"), QStringLiteral("the first message must be hello"));
    } catch (const BadMessage& e) {
      c->fail(QStringLiteral("malformed"), QString::fromStdString(e.why));
    }
    emit turnedAway(seat, c->peer(), QStringLiteral("protocol"));
  });
  connect(c, &Connection::closed, this, [c, first] {
    if (*first != First::Welcomed) c->deleteLater();
  });
  QTimer::singleShot(config_.helloMs, c, [this, c, seat, first] {
    if (*first != First::Waiting) return;
    *first = First::Refused;
    c->fail(QStringLiteral("timeout"), QStringLiteral("no hello"));
    emit turnedAway(seat, c->peer(), QStringLiteral("timeout"));
  });
}

Welcome TableHost::welcomeFor(int seat, bool resumed) const {
  Welcome w;
  w.seat = seat;
  w.rules = config_.rules;
  w.seats = config_.seats;
  for (const auto& [s, st] : seats_)
    if (s < static_cast<int>(w.seats.size()) && !st->name.isEmpty()) w.seats[s] = {st->name, QStringLiteral("remote")};
  w.resume = seats_.at(seat)->token;
  w.grace = config_.graceSeconds;
  w.table = config_.name;
  w.resumed = resumed;
  return w;
}

bool TableHost::onHello(Connection* c, int seat, const Hello& h) {
  auto turnAway = [&](const QString& code, const QString& detail) {
    c->fail(code, detail);
    emit turnedAway(seat, c->peer(), code);
    return false;
  };
  if (std::find(h.versions.begin(), h.versions.end(), kProtocolVersion) == h.versions.end())
    return turnAway(QStringLiteral("bad_version"), QStringLiteral("this host speaks protocol version %1").arg(kProtocolVersion));
  const auto it = seats_.find(seat);
  if (it == seats_.end()) return turnAway(QStringLiteral("seat_closed"), QStringLiteral("the invitation was withdrawn"));
  SeatState& s = *it->second;
  bool resumed = false;
  if (!s.token.isEmpty()) {
    // The seat has its guest: only that guest, with its token, gets it back.
    if (h.resume != s.token) return turnAway(QStringLiteral("seat_taken"), QStringLiteral("another player has this seat"));
    resumed = true;
    if (Connection* old = s.conn) {
      // The same guest on a new line (the old one is dead and does not know it yet).
      s.conn = nullptr;
      old->fail(QStringLiteral("replaced"), QStringLiteral("this seat continues on a newer connection"));
      old->deleteLater();
    }
  } else {
    s.token = newToken();
    s.name = h.name;
    // One name per seat: a friend called as a computer at the table ("Otto", which is also `join`'s
    // default for a casual bot) or as another friend gets a number, for every screen alike.
    auto taken = [&](const QString& name) {
      for (std::size_t i = 0; i < config_.seats.size(); ++i) {
        const auto other = seats_.find(int(i));
        const QString n = other != seats_.end() ? other->second->name : config_.seats[i].name;
        if (int(i) != seat && !n.isEmpty() && n.compare(name, Qt::CaseInsensitive) == 0) return true;
      }
      return false;
    };
    for (int k = 2; taken(s.name); ++k) {
      // Within a name's length (a longer one would make every guest refuse the welcome).
      const QString number = QStringLiteral(" %1").arg(k);
      QList<uint> base = h.name.toUcs4();
      base.resize(std::min<qsizetype>(base.size(), kMaxNameLength - number.size()));
      s.name = QString::fromUcs4(reinterpret_cast<const char32_t*>(base.constData()), base.size()).trimmed() + number;
    }
    emit stateChanged();
  }
  s.conn = c;
  s.left = false;
  s.grace.stop();
  connect(c, &Connection::received, this, [this, seat, c](const QJsonObject& m) {
    if (seats_.count(seat) && seats_.at(seat)->conn == c) onMessage(seat, m);
  });
  connect(c, &Connection::closed, this, [this, seat, c](const Closure& why) { onClosed(seat, c, why); });
  c->send(toJson(welcomeFor(seat, resumed)));
  // What the guest missed: the round of the deal waiting for its part, the last reveal, the latest view.
  if (dealOpen_ && deals_.waitingFor().count(seat) && lastCommit_) c->send(*lastCommit_);
  if (resumed && lastReveal_) c->send(*lastReveal_);
  if (s.lastUpdate) c->send(*s.lastUpdate);
  emit joined(seat, s.name, resumed);
  presence(seat);
  return true;
}

void TableHost::onMessage(int seat, const QJsonObject& m) {
  SeatState& s = *seats_.at(seat);
  Connection* c = s.conn;
  try {
    const GuestMessage g = readGuestMessage(m);
    if (std::holds_alternative<Hello>(g)) {
      c->fail(QStringLiteral("protocol"), QStringLiteral("hello after the welcome"));
    } else if (const auto* a = std::get_if<ActionMessage>(&g)) {
      // An action answers the latest update only: one sent for an older position (a duplicate after a
      // reconnection, a click on a view already gone) changes nothing.
      if (a->seq != s.seq) {
        sendRefused(seat, {a->seq, QStringLiteral("stale")});
      } else {
        c->refund();  // paced by the host's updates: a quick player is not a flood
        emit actionReceived(seat, a->action);
      }
    } else if (const auto* p = std::get_if<Contribution>(&g)) {
      switch (deals_.take(seat, p->deal, p->part)) {
        case DealHost::Take::Accepted:
          c->refund();
          emit stateChanged();
          checkDealComplete();
          break;
        case DealHost::Take::Again: break;  // sent again after a reconnection
        case DealHost::Take::WrongDeal:
          if (p->deal <= deals_.deal() && !(dealOpen_ && p->deal == deals_.deal())) break;  // late, for a round already done
          c->fail(QStringLiteral("protocol"), QStringLiteral("a part for a deal not opened"));
          break;
        default:
          c->fail(QStringLiteral("protocol"), QStringLiteral("a changed part, or a part from a seat not in the round"));
          break;
      }
    } else if (const auto* say = std::get_if<Say>(&g)) {
      emit sayReceived(seat, say->code);
      broadcastSay(seat, say->code);
    } else if (std::holds_alternative<Bye>(g)) {
      s.left = true;
      s.conn = nullptr;
      c->closeGently(QStringLiteral("leaving"));
      c->deleteLater();
      emit left(seat, QStringLiteral("leaving"));
      presence(seat);
    }
  } catch (const BadMessage& e) {
    c->fail(QStringLiteral("malformed"), QString::fromStdString(e.why));
  }
}

void TableHost::onClosed(int seat, Connection* c, const Closure& why) {
  const auto it = seats_.find(seat);
  c->deleteLater();
  if (it == seats_.end() || it->second->conn != c) return;  // replaced, withdrawn, or gone with a bye
  SeatState& s = *it->second;
  s.conn = nullptr;
  if (config_.graceSeconds > 0) s.grace.start(config_.graceSeconds * 1000);
  else QTimer::singleShot(0, this, [this, seat] { emit graceExpired(seat); });
  emit left(seat, why.code);
  presence(seat);
}

void TableHost::sendTo(int seat, const QJsonObject& m) {
  const auto it = seats_.find(seat);
  if (it != seats_.end() && it->second->conn) it->second->conn->send(m);
}

int TableHost::sendUpdate(int seat, Update u) {
  const auto it = seats_.find(seat);
  if (it == seats_.end()) return 0;
  u.seq = ++it->second->seq;
  it->second->lastUpdate = toJson(u);
  sendTo(seat, *it->second->lastUpdate);
  return u.seq;
}

int TableHost::lastSeq(int seat) const {
  const auto it = seats_.find(seat);
  return it == seats_.end() ? 0 : it->second->seq;
}

void TableHost::sendRefused(int seat, const Refused& r) { sendTo(seat, toJson(r)); }

void TableHost::broadcastSay(int fromSeat, const QString& code) {
  for (const auto& [seat, s] : seats_)
    if (seat != fromSeat) sendTo(seat, toJson(Say{fromSeat, code}));
}

void TableHost::presence(int seat) {
  const auto it = seats_.find(seat);
  if (it == seats_.end()) return;
  const SeatState& s = *it->second;
  const int grace = s.grace.isActive() ? (s.grace.remainingTime() + 999) / 1000 : 0;
  const QJsonObject m = toJson(Presence{seat, static_cast<bool>(s.conn), grace, s.name});
  for (const auto& [other, st] : seats_)
    if (other != seat) sendTo(other, m);
}

void TableHost::openDeal(int deal) {
  // A deal's round is opened once: asked again for it (the table opened again from its state while the
  // round waited), the same commitment goes out again. A second commitment would be a second deck.
  if (dealOpen_ && deals_.deal() == deal) {
    for (int seat : deals_.waitingFor()) sendTo(seat, *lastCommit_);
    checkDealComplete();
    return;
  }
  std::set<int> guests;
  for (const auto& [seat, s] : seats_)
    if (!s->left) guests.insert(seat);
  const QByteArray c = deals_.open(deal, guests);
  dealOpen_ = true;
  lastCommit_ = toJson(Commit{deal, c});
  emit stateChanged();  // kept before it is sent
  for (int seat : guests) sendTo(seat, *lastCommit_);
  checkDealComplete();
}

void TableHost::checkDealComplete() {
  if (!dealOpen_ || !deals_.complete()) return;
  dealOpen_ = false;
  emit dealReady(deals_.deal(), deals_.seed());
}

void TableHost::revealDeal() {
  if (dealOpen_ || deals_.deal() < 0) return;
  lastReveal_ = toJson(deals_.reveal());
  emit stateChanged();
  for (const auto& [seat, s] : seats_) sendTo(seat, *lastReveal_);
}

void TableHost::close(const QString& reason) {
  for (auto& [seat, s] : seats_) {
    server_->remove(s->id);
    if (Connection* c = s->conn) {
      s->conn = nullptr;
      c->send(toJson(Bye{reason}));
      c->closeGently(reason);
      c->deleteLater();
    }
    s->grace.stop();
  }
}

}  // namespace gin::net
