// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosting/networkhost.h"
#include "text/quickmessages.h"

#include <QHostInfo>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPushButton>
#include <QWidget>

#include "discovery.h"
#include "game/seatnames.h"
#include "host/hostedtable.h"
#include "protocol.h"
#include "session.h"

using namespace gin;

namespace {
// RFC 1918 (Qt 6.4 has no QHostAddress::isPrivateUse).
bool privateUse(const QHostAddress& a) {
  return a.isInSubnet(QHostAddress(QStringLiteral("10.0.0.0")), 8) || a.isInSubnet(QHostAddress(QStringLiteral("172.16.0.0")), 12) ||
         a.isInSubnet(QHostAddress(QStringLiteral("192.168.0.0")), 16);
}
}  // namespace

NetworkHost::NetworkHost(GameController* controller, QWidget* window, QObject* parent)
    : QObject(parent), controller_(controller), window_(window) {
  tick_.setInterval(1000);
  connect(&tick_, &QTimer::timeout, this, &NetworkHost::tick);
}

NetworkHost::~NetworkHost() { stop(); }

bool NetworkHost::start(const Options& options, QString* error) { return open(options, QJsonObject(), error); }

bool NetworkHost::open(const Options& options, const QJsonObject& resume, QString* error) {
  stop();
  options_ = options;
  log_.clear();
  down_.clear();
  waitingAfterGrace_.clear();
  lent_.clear();
  names_.clear();
  matchOver_ = false;
  server_ = std::make_unique<net::HostServer>();
  const quint16 wanted = options_.port ? options_.port : defaultPort();
  // The usual port, so that a friend's firewall rule or a remembered link keeps working; another game or
  // a club server on this machine may hold it: then any free port (the invitations carry it).
  // A table opened again must be where its links point.
  if (!server_->listen(QHostAddress::Any, wanted) && (!resume.isEmpty() || !server_->listen(QHostAddress::Any, 0))) {
    if (error)
      *error = resume.isEmpty() ? server_->errorString()
                                : tr("port %1 is in use by another program (%2), and your friends' invitations point to it.")
                                      .arg(wanted)
                                      .arg(server_->errorString());
    server_.reset();
    return false;
  }
  connect(server_.get(), &net::HostServer::refused, this, [this](const QString& peer, const QString& code, const QString&) {
    addLog(tr("A connection from %1 was refused: %2.").arg(peer, reason(code)));
  });

  HostedTable::Config c;
  c.name = options_.name;
  c.setup = options_.setup;
  c.setup.seats.resize(c.setup.rules.players);
  if (!options_.name.isEmpty()) c.setup.seats[0].name = options_.name;
  c.graceSeconds = options_.graceSeconds;
  if (options_.computerAfterGrace) c.takeover = options_.takeoverLevel;
  c.autoNext = false;  // the host's player deals the next hand, as at one screen
  c.resume = resume;
  table_ = std::make_unique<HostedTable>(server_.get(), c, options_.hostAddress, nullptr, controller_);
  if (QString why; !table_->resumedOk(&why)) {
    if (error) *error = tr("the saved table cannot be read (%1)").arg(why);
    table_.reset();
    server_.reset();
    return false;
  }
  net::TableHost& host = table_->host();
  connect(table_.get(), &HostedTable::stateChanged, this, &NetworkHost::stateChanged);
  connect(&host, &net::TableHost::joined, this, &NetworkHost::onJoined);
  connect(&host, &net::TableHost::left, this, &NetworkHost::onLeft);
  connect(&host, &net::TableHost::graceExpired, this, &NetworkHost::onGraceExpired);
  connect(&host, &net::TableHost::turnedAway, this, [this](int seat, const QString& peer, const QString& code) {
    addLog(tr("A guest at %1 was turned away from seat %2: %3.").arg(peer).arg(seat + 1).arg(reason(code)));
  });
  connect(&host, &net::TableHost::sayReceived, this, [this](int seat, const QString& code) {
    const QString line = tr("%1: %2").arg(guest(seat), quickmessages::text(code));
    addLog(line);
    emit said(line);
  });
  connect(table_.get(), &HostedTable::computerTook, this, [this](int seat, ai::Level level, bool graceOver) {
    // Why first: the table hears of the grace's end before this host does, and the log read the other way
    // round ("takes seat 2", then "did not come back").
    if (graceOver) addLog(tr("%1 did not come back within %2 s.").arg(guest(seat)).arg(options_.graceSeconds));
    down_.erase(seat);
    const QString line = tr("A computer player (%1) takes seat %2.").arg(seatnames::levelTitle(level)).arg(seat + 1);
    addLog(line);
    emit status(line);
    updateAd();
    emit changed();
  });
  connect(table_.get(), &HostedTable::matchStarted, this, [this] {
    // After the last guest's "joined" line (the table starts the match while it hears of the join).
    QTimer::singleShot(0, this, [this] {
      addLog(tr("Every friend is at the table: the match starts."));
      emit started();
      emit changed();
    });
  });
  connect(table_.get(), &HostedTable::matchFinished, this, [this] {
    matchOver_ = true;
    down_.clear();
    tick_.stop();
    addLog(tr("The match is over; the table is closed."));
    emit changed();
    emit ended();
  });

  if (options_.announce) {
    announcer_ = std::make_unique<net::LanAnnouncer>();
    // Another table on this machine may answer the LAN already: this one is then found through its links only.
    if (!announcer_->start(options_.discoveryPort ? options_.discoveryPort : net::kDiscoveryPort))
      announcer_.reset();
    lobby_ = std::make_unique<net::Lobby>(server_.get());
    server_->setLobby(lobby_.get());
    connect(lobby_.get(), &net::Lobby::knocked, this, &NetworkHost::onKnock);
    connect(lobby_.get(), &net::Lobby::withdrawn, this, [this](int) {
      if (question_) question_->close();
    });
    updateAd();
  }
  addLog(tr("The table is open on port %1.").arg(server_->port()));
  emit status(waitingText());
  emit changed();
  return true;
}

void NetworkHost::stop() { stop(QStringLiteral("host_closed")); }

void NetworkHost::stop(const QString& reason) {
  if (!table_) return;
  if (question_) question_->deleteLater();
  tick_.stop();
  if (!table_->finished()) table_->host().close(reason);
  // The table first (its seats refer to the sessions), then the lobby and the port.
  table_.reset();
  if (server_) server_->setLobby(nullptr);
  lobby_.reset();
  announcer_.reset();
  server_.reset();
  down_.clear();
  emit changed();
  if (!matchOver_) emit ended();
}

bool NetworkHost::canAdjourn() const { return table_ && !matchOver_ && table_->started() && controller_->hasMatch(); }

QJsonObject NetworkHost::saveState() const {
  if (!canAdjourn()) return QJsonObject();
  QJsonObject o{{"name", options_.name},
                {"host_address", options_.hostAddress},
                {"port", int(server_->port())},
                {"grace", options_.graceSeconds},
                {"announce", options_.announce},
                {"table", table_->state()}};
  if (options_.computerAfterGrace) o.insert(QStringLiteral("takeover"), QLatin1String(ai::levelName(options_.takeoverLevel)));
  return o;
}

void NetworkHost::adjourn() {
  if (!canAdjourn()) return;
  emit stateChanged();  // the save holds the match and the table as they are now
  addLog(tr("The match is saved to continue later; the table is closed."));
  stop(QStringLiteral("adjourned"));
}

bool NetworkHost::resume(const QJsonObject& kept, const GameSetup& setup, const ActionLog& log, QString* error) {
  Options o;
  o.name = kept.value(QLatin1String("name")).toString();
  o.setup = setup;
  o.hostAddress = kept.value(QLatin1String("host_address")).toString();
  o.port = static_cast<quint16>(kept.value(QLatin1String("port")).toInt());
  o.graceSeconds = kept.value(QLatin1String("grace")).toInt(180);
  o.announce = kept.value(QLatin1String("announce")).toBool(true);
  const QByteArray level = kept.value(QLatin1String("takeover")).toString().toLatin1();
  const auto l = ai::levelFromName(std::string_view(level.constData(), level.size()));
  o.computerAfterGrace = l.has_value();
  if (l) o.takeoverLevel = *l;
  if (o.port == 0 || o.hostAddress.isEmpty() || !kept.value(QLatin1String("table")).isObject()) {
    if (error) *error = tr("the saved table cannot be read (%1)").arg(QStringLiteral("no port or address"));
    return false;
  }
  if (!open(o, kept.value(QLatin1String("table")).toObject(), error)) return false;
  if (!table_->resumeMatch(setup, log)) {
    if (error) *error = tr("the saved match cannot be replayed");
    stop();
    return false;
  }
  // Every guest is away until it comes back with its token, within the grace period the host chose
  // (a friend whose game waits comes back at once; one who closed it has that long to start it).
  for (const auto& [seat, inv] : table_->invitations()) {
    names_[seat] = table_->host().guestName(seat);
    if (table_->host().taken(seat)) down_[seat].start();
  }
  if (!down_.empty()) tick_.start();
  addLog(tr("The saved match goes on at hand %1.").arg(controller_->handNumber()));
  emit status(waitingText());
  emit started();
  emit changed();
  return true;
}

QStringList NetworkHost::guestNames(const QJsonObject& kept) {
  return net::TableHost::guestNames(kept.value(QLatin1String("table")).toObject());
}

quint16 NetworkHost::defaultPort() {
  // GIN_NETWORK_PORT: another port for a machine where 47320 is not free or not open in the firewall
  // (and for tests, which must not take a player's port, nor each other's).
  bool ok = false;
  const int p = qEnvironmentVariableIntValue("GIN_NETWORK_PORT", &ok);
  return ok && p > 0 && p < 65536 ? static_cast<quint16>(p) : net::kDefaultPort;
}

quint16 NetworkHost::port() const { return server_ ? server_->port() : 0; }
quint16 NetworkHost::discoveryPort() const { return announcer_ ? announcer_->port() : 0; }

const std::vector<std::pair<int, net::Invitation>>& NetworkHost::invitations() const {
  static const std::vector<std::pair<int, net::Invitation>> none;
  return table_ ? table_->invitations() : none;
}

int NetworkHost::friendSeats() const { return static_cast<int>(invitations().size()); }

int NetworkHost::joinedFriends() const {
  int n = 0;
  for (const auto& [seat, inv] : invitations())
    if (table_->host().taken(seat)) ++n;
  return n;
}

QString NetworkHost::guest(int seat) const {
  // The name the guest joined with (kept after a computer took the seat and the table forgot it).
  const auto it = names_.find(seat);
  const QString name = it != names_.end() ? it->second : QString();
  return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

QStringList NetworkHost::standIns() const {
  return table_ ? seatnames::friends(table_->config().setup.seats, seatnames::Friends::Away) : QStringList();
}

bool NetworkHost::invitationWorks(int seat) const { return table_ && table_->host().invited(seat); }

QString NetworkHost::waitingText() const {
  if (!table_ || matchOver_) return QString();
  if (!table_->started()) return tr("Waiting for friends to join: %1 of %2").arg(joinedFriends()).arg(friendSeats());
  QStringList lines;
  for (const auto& [seat, since] : down_) {
    const int left = std::max(0, options_.graceSeconds - static_cast<int>(since.elapsed() / 1000));
    if (waitingAfterGrace_.count(seat))
      lines << tr("Waiting for %1 to reconnect").arg(guest(seat));
    else
      lines << tr("Waiting for %1 to reconnect (%2:%3)").arg(guest(seat)).arg(left / 60).arg(left % 60, 2, 10, QLatin1Char('0'));
  }
  return lines.join(QLatin1Char(' '));
}

QString NetworkHost::seatText(int seat) const {
  if (!table_) return QString();
  const SeatSetup& s = table_->config().setup.seats.value(seat);
  if (seat == 0) return tr("Seat 1: you");
  const net::TableHost& host = table_->host();
  if (!host.invited(seat)) {
    // A friend's seat a computer took over (also at a table opened again, which invites it no more).
    const bool tookOver = s.kind == SeatKind::Computer && s.standIn;
    // Named: "for the guest" read as a seat kept for the guest (a network play-test).
    const QString friendName = s.name.isEmpty() ? guest(seat) : s.name;  // a table opened again has only the save's
    return tookOver ? tr("Seat %1: a computer player (%2) in place of %3").arg(seat + 1).arg(seatnames::levelTitle(s.level), friendName)
                    : tr("Seat %1: a computer player (%2)").arg(seat + 1).arg(seatnames::levelTitle(s.level));
  }
  if (!host.taken(seat)) return tr("Seat %1: waiting for a friend").arg(seat + 1);
  if (host.connected(seat)) return tr("Seat %1: %2, connected").arg(seat + 1).arg(guest(seat));
  return tr("Seat %1: %2, not connected").arg(seat + 1).arg(guest(seat));
}

void NetworkHost::addLog(const QString& line) {
  log_ << line;
  emit logged(line);
}

void NetworkHost::onJoined(int seat, const QString& name, bool resumed) {
  names_[seat] = name;
  const bool wasDown = down_.erase(seat) > 0;
  waitingAfterGrace_.erase(seat);
  if (down_.empty()) tick_.stop();
  const QString line = resumed && wasDown ? tr("%1 is back at seat %2.").arg(name).arg(seat + 1)
                       : resumed         ? tr("%1 came back to seat %2.").arg(name).arg(seat + 1)
                                         : tr("%1 joined at seat %2.").arg(name).arg(seat + 1);
  addLog(line);
  updateAd();
  // Before the match: how many are still to come; during it: the line is back, and what the host's
  // player is to do, if anything (the news replaced the prompt).
  const QString waiting = waitingText();
  QString more = waiting;
  if (more.isEmpty() && controller_->hasMatch() && controller_->humanToAct()) more = controller_->prompt();
  emit status(more.isEmpty() ? line : line + QLatin1Char(' ') + more);
  emit changed();
}

void NetworkHost::onLeft(int seat, const QString& code) {
  if (matchOver_) return;
  if (code == QLatin1String("leaving")) {
    addLog(tr("%1 left the table.").arg(guest(seat)));
  } else {
    // "Bob's line dropped (the connection was cut)." said it twice (a network play-test).
    const bool cut = code == QLatin1String("disconnected") || code == QLatin1String("error");
    addLog(cut ? tr("%1's line dropped.").arg(guest(seat)) : tr("%1's line dropped (%2).").arg(guest(seat), reason(code)));
    down_[seat].start();
    tick_.start();
  }
  const QString waiting = waitingText();
  emit status(waiting.isEmpty() ? tr("%1 left the table.").arg(guest(seat)) : waiting);
  emit changed();
}

bool NetworkHost::friendAway(int seat) const {
  return table_ && table_->started() && !matchOver_ && down_.count(seat) && table_->config().setup.seats.value(seat).kind == SeatKind::Remote;
}

void NetworkHost::giveSeatToComputer(int seat) {
  if (friendAway(seat)) table_->giveToComputer(seat, options_.takeoverLevel);
}

void NetworkHost::onGraceExpired(int seat) {
  if (matchOver_ || !table_) return;
  if (table_->config().takeover) return;  // computerTook says it, before the takeover
  addLog(tr("%1 did not come back within %2 s; the seat waits for them (or let a computer play it).").arg(guest(seat)).arg(options_.graceSeconds));
  if (down_.count(seat)) waitingAfterGrace_.insert(seat);
  emit status(waitingText());
  emit changed();
}

void NetworkHost::tick() {
  if (down_.empty()) {
    tick_.stop();
    return;
  }
  emit countdown(waitingText());
  emit changed();
}

void NetworkHost::onKnock(int request, const QString& name, const QString& peer) {
  addLog(tr("%1 (%2) asks to join.").arg(name, peer));
  // The friend seat to give: one nobody has taken, and whose invitation no earlier knock received.
  int seat = -1;
  for (const auto& [s, inv] : invitations())
    if (!table_->host().taken(s) && !lent_.count(s) && table_->host().invited(s)) {
      seat = s;
      break;
    }
  if (seat < 0 || table_->started() || question_) {
    addLog(tr("No free seat for %1: declined.").arg(name));
    lobby_->decline(request);
    return;
  }
  auto* box = new QMessageBox(QMessageBox::Question, tr("Someone asks to join"),
                              tr("%1 asks to join your table. Let them in?").arg(name), QMessageBox::Yes | QMessageBox::No,
                              window_);
  box->setObjectName(QStringLiteral("knockQuestion"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setWindowModality(Qt::NonModal);  // the table keeps going while the host decides
  question_ = box;
  connect(box, &QMessageBox::finished, this, [this, box, request, seat, name] {
    if (!lobby_ || !table_) return;
    if (box->clickedButton() == box->button(QMessageBox::Yes) && !table_->host().taken(seat)) {
      for (const auto& [s, inv] : invitations())
        if (s == seat) lobby_->admit(request, inv);
      lent_.insert(seat);
      addLog(tr("%1 was let in to seat %2.").arg(name).arg(seat + 1));
    } else {
      lobby_->decline(request);
      addLog(tr("%1 was not let in.").arg(name));
    }
  });
  box->show();
}

void NetworkHost::updateAd() {
  if (!announcer_ || !table_) return;
  net::TableAd ad;
  ad.name = options_.name.isEmpty() ? tr("Host") : options_.name;
  ad.variant = net::variantOf(options_.setup.rules);
  ad.players = options_.setup.rules.players;
  int free = 0;
  if (!table_->started())
    for (const auto& [s, inv] : invitations())
      if (!table_->host().taken(s) && table_->host().invited(s)) ++free;
  ad.free = free;
  ad.port = server_->port();
  announcer_->setAd(ad);
}

void NetworkHost::say(const QString& code) {
  if (!table_ || !net::sayCodes().contains(code)) return;
  table_->host().broadcastSay(0, code);
  const QString line = tr("You: %1").arg(quickmessages::text(code));
  addLog(line);
  emit said(line);
}

QString NetworkHost::reason(const QString& code) const {
  if (code == QLatin1String("wrong_secret")) return tr("the invitation's secret is wrong");
  if (code == QLatin1String("unknown_invitation")) return tr("an invitation this table does not have (withdrawn, or its seat given to a computer)");
  if (code == QLatin1String("seat_taken")) return tr("the seat is taken");
  if (code == QLatin1String("seat_closed")) return tr("the seat is closed");
  if (code == QLatin1String("bad_version")) return tr("another version of the game");
  if (code == QLatin1String("not_tls")) return tr("not a game's connection");
  // A wrong secret fails the handshake itself: the host cannot tell it from a stranger (it said "not a
  // game's connection" to a friend with a mistyped link: a network play-test).
  if (code == QLatin1String("handshake_failed")) return tr("the secure handshake failed: an invitation with a wrong secret, or not the game");
  if (code == QLatin1String("timeout")) return tr("no answer in time");
  if (code == QLatin1String("disconnected") || code == QLatin1String("error")) return tr("the connection was cut");
  if (code == QLatin1String("malformed") || code == QLatin1String("too_large") || code == QLatin1String("rate_limited"))
    return tr("it sent what the game does not accept");
  return tr("code %1").arg(code);
}

QStringList NetworkHost::hostAddresses() {
  // Private IPv4 addresses first (a friend on the same LAN reaches them), then any other IPv4, then IPv6.
  QStringList priv, other, v6;
  for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
    if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack)) continue;
    for (const QNetworkAddressEntry& e : i.addressEntries()) {
      const QHostAddress a = e.ip();
      if (a.isLoopback() || a.isLinkLocal()) continue;
      if (a.protocol() == QAbstractSocket::IPv4Protocol) (privateUse(a) ? priv : other) << a.toString();
      else if (a.protocol() == QAbstractSocket::IPv6Protocol && a.scopeId().isEmpty()) v6 << a.toString();
    }
  }
  QStringList all = priv + other + v6;
  all << QHostInfo::localHostName() << QStringLiteral("127.0.0.1");
  all.removeDuplicates();
  all.removeAll(QString());
  return all;
}

QString NetworkHost::defaultHostAddress() { return hostAddresses().value(0, QStringLiteral("127.0.0.1")); }
