// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions on the secure channel (docs/network.md, "Order of messages", "Reconnection"): the host's
// side of a network table (who sits where, hello and welcome, a seat taken twice, a guest who drops and
// comes back within the grace period, the fair deal's rounds) and the guest's side (joining, reconnecting
// by itself, checking every deal). Neither side plays: the host's referee (GameController) and the
// seats feed updates in and take actions out.
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "channel.h"
#include "fairdeal.h"
#include "protocol.h"

namespace gin::net {

class TableHost;
class Lobby;

// The port a host listens on unless told otherwise (LAN discovery answers on kDiscoveryPort, one up).
inline constexpr quint16 kDefaultPort = 47320;

// The host's listening port: one for any number of tables. Routes each connection by the invitation id
// it authenticated with to the table and seat that issued it.
class HostServer : public QObject {
  Q_OBJECT
 public:
  explicit HostServer(QObject* parent = nullptr);
  bool listen(const QHostAddress& address = QHostAddress::Any, quint16 port = 0);
  quint16 port() const { return server_.port(); }
  QString errorString() const { return server_.errorString(); }
  void setLimits(const Limits& l);
  const Limits& limits() const { return limits_; }
  SecureServer& secureServer() { return server_; }
  // The LAN lobby (discovery.h) that takes the connections of the public lobby id; none by default.
  void setLobby(Lobby* lobby);

 signals:
  // A connection refused before any table saw it (the channel's codes: not_tls, handshake_failed...).
  void refused(const QString& peer, const QString& code, const QString& detail);

 private:
  friend class TableHost;
  struct Route {
    QPointer<TableHost> table;
    int seat = -1;
    QByteArray secret;
  };
  void add(const QString& id, TableHost* table, int seat, const QByteArray& secret);
  void remove(const QString& id);
  void route(Connection* c, const QString& id);
  SecureServer server_;
  QHash<QString, Route> routes_;
  QPointer<Lobby> lobby_;
  Limits limits_ = Limits::host();
};

// One network table on the host.
class TableHost : public QObject {
  Q_OBJECT
 public:
  struct Config {
    QString name;             // the table's name (the host's name, e.g. "Anna")
    Rules rules;
    std::vector<SeatInfo> seats;  // every seat; the remote ones are those invited
    int graceSeconds = 180;
    int helloMs = 10000;      // a connection must say hello this soon after the handshake
  };
  TableHost(HostServer* server, Config config, QObject* parent = nullptr);
  ~TableHost() override;

  const Config& config() const { return config_; }
  // Opens `seat` to one guest: answers its invitation (`hostAddress` is how guests reach this host).
  Invitation invite(int seat, const QString& hostAddress);
  // Closes the seat to guests (a computer takes it, or the table ends): its invitation stops working.
  void withdraw(int seat);
  // A seat whose guest said bye before the match began: its invitation seats the next guest who
  // comes with it (a new token, the new guest's name).
  void reopen(int seat);
  bool invited(int seat) const { return seats_.count(seat) > 0; }
  bool taken(int seat) const;      // a guest joined (connected or within the grace period)
  bool connected(int seat) const;  // a guest is connected now
  QString guestName(int seat) const;
  std::set<int> remoteSeats() const;

  // To one seat's guest: remembered as the seat's latest and sent again when the guest comes back.
  // Answers the update's sequence number (counted per seat).
  int sendUpdate(int seat, Update u);
  int lastSeq(int seat) const;
  void sendRefused(int seat, const Refused& r);
  // To every connected guest but `fromSeat`'s.
  void broadcastSay(int fromSeat, const QString& code);
  // The fair deal: a round for deal `deal` (a commitment to every guest); dealReady() follows once every
  // guest has sent its part. A guest replaced by a computer before it sent its part drops out of the round.
  void openDeal(int deal);
  bool dealOpen() const { return dealOpen_; }
  int dealRound() const { return deals_.deal(); }  // the deal of the latest round, -1 before the first
  // The deal whose reveal went out last, -1 before the first.
  int lastRevealed() const;
  std::uint64_t dealSeed() const { return deals_.seed(); }
  // After the hand: the host's part and every guest's, to every guest.
  void revealDeal();
  // Ends the table: every guest hears `reason` ("host_closed", "match_over", "adjourned").
  void close(const QString& reason);

  // What the host keeps to open this table again after the program ended (a match saved to continue
  // later, docs/network.md "Continuing later"): per seat the invitation's id and secret, the guest's
  // resume token, name and update count; the deal round (the host's part, the guests' parts) and the last
  // reveal sent. Secrets: keep it where only this user reads.
  QJsonObject state() const;
  // Opens the table again from state(), on this table's server: the same invitations and tokens, every
  // guest away until it comes back (its grace period starts now). Before anything else is done with the table. False: not a state this
  // table can take (why in `why`: a seat of kind "remote" without its invitation, a damaged field), and
  // nothing changed. Seats a computer took over are computer seats of the config and need nothing kept.
  bool restore(const QJsonObject& state, QString* why = nullptr);
  // The names of the guests who had taken seats, in a kept state().
  static QStringList guestNames(const QJsonObject& state);
  // An invited seat's invitation, as a guest has it.
  Invitation invitation(int seat, const QString& hostAddress) const;

 signals:
  void joined(int seat, const QString& name, bool resumed);
  // The seat's guest is gone: "leaving" (it said bye) or the channel's code; the grace period runs
  // unless it left on purpose.
  void left(int seat, const QString& code);
  void graceExpired(int seat);
  // A guest's action, with the sequence number of the update it answers. The receiver decides: the
  // referee checks it; an action answering an older update is refused here already ("stale").
  void actionReceived(int seat, const gin::Action& action);
  void sayReceived(int seat, const QString& code);
  void dealReady(int deal, quint64 seed);
  // state() changed (a guest took a seat, a deal round opened or got a part): the owner keeps it now. For
  // a new round it comes before the commitment goes out, so that a commitment sent is always one kept.
  void stateChanged();
  // A connection this table turned away after the handshake (seat_taken, bad_version, protocol...).
  void turnedAway(int seat, const QString& peer, const QString& code);

 private:
  friend class HostServer;
  struct SeatState {
    QString id;
    QByteArray secret;
    QByteArray token;             // the resume token of the guest who took the seat; empty while free
    QString name;
    QPointer<Connection> conn;    // the welcomed connection
    std::optional<QJsonObject> lastUpdate;
    int seq = 0;
    bool left = false;            // said bye
    QTimer grace;
  };
  void incoming(Connection* c, int seat);
  bool onHello(Connection* c, int seat, const Hello& h);  // true: welcomed
  void onMessage(int seat, const QJsonObject& m);
  void onClosed(int seat, Connection* c, const Closure& why);
  void sendTo(int seat, const QJsonObject& m);
  void presence(int seat);
  Welcome welcomeFor(int seat, bool resumed) const;
  SeatState& addSeat(int seat);
  void checkDealComplete();

  HostServer* server_;
  Config config_;
  std::map<int, std::unique_ptr<SeatState>> seats_;
  DealHost deals_;
  bool dealOpen_ = false;
  std::optional<QJsonObject> lastCommit_, lastReveal_;
};

// The guest's side of one seat.
class GuestSession : public QObject {
  Q_OBJECT
 public:
  GuestSession(const Invitation& invitation, const QString& name, QObject* parent = nullptr);
  ~GuestSession() override;
  void setLimits(const Limits& l) { limits_ = l; }
  // Reconnection attempts start after this many ms and double up to 5 s; the session gives up once the
  // host's grace period (plus this much) has passed without getting back in.
  void setRetryMs(int first) { retryFirstMs_ = first; }
  // How long after the grace period the session keeps trying (default 10 s).
  void setGiveUpSlackMs(int ms) { slackMs_ = ms; }
  // Waits for a host that will be back (a player's window; a bot that exits is not patient): after the
  // host's `bye` with `adjourned` (adjourned() instead of ended()), and for a seat restored from its
  // state before its first welcome, a line that fails is tried again every `ms` without end, until the
  // host's table is open again or the owner gives up. A final code still ends the session.
  void setPatient(bool on, int ms = 5000) {
    patient_ = on;
    patientMs_ = ms;
  }
  bool waitingForHost() const { return adjourned_ || (patient_ && !welcome_ && !restoredToken_.isEmpty() && !ended_); }
  void start();
  // What a guest keeps to take its seat back after its program was restarted (the game keeps it in its
  // save): the resume token and seat, the deal rounds it answered, the cards it was dealt. A session
  // restored from it sends the token in its first hello.
  QJsonObject state() const;
  bool restore(const QJsonObject& state);
  // Sends an action for the latest update (its sequence number and view).
  void act(const Action& a);
  void say(const QString& code);
  // Leaves for good: the host frees the seat.
  void leave();

  bool connected() const { return conn_ && conn_->isReady() && welcomed_; }
  const std::optional<Welcome>& welcome() const { return welcome_; }
  const std::optional<Update>& lastUpdate() const { return last_; }
  int reconnections() const { return reconnections_; }

  // Test hook: the connection now in use (or null).
  Connection* connection() const { return conn_; }

 signals:
  void welcomed(const gin::net::Welcome& w);      // first, and again (resumed) after every reconnection
  void updated(const gin::net::Update& u);
  void refused(const gin::net::Refused& r);
  void presenceChanged(const gin::net::Presence& p);
  void said(const gin::net::Say& s);
  // After each hand: whether the deal was fair, by the guest's own checks (fairdeal.h).
  void dealChecked(int deal, gin::net::DealCheck verdict, quint64 seed);
  void connectionLost(const QString& code);
  // A patient session heard that the host keeps the match to continue later: it waits for the table.
  void adjourned();
  // state() changed (a welcome, a deal round answered, the cards of a new deal): the owner saves it now.
  // For a deal round it comes before the part is sent, so that a part sent is always a part kept.
  void stateChanged();
  // The end: the host refused the guest, closed the table, or the line did not come back in time.
  void ended(const QString& code, const QString& detail);

 private:
  void connectNow();
  void onReady();
  void onMessage(const QJsonObject& m);
  void onClosed(const Closure& why);
  void retry();
  void finish(const QString& code, const QString& detail);

  Invitation invitation_;
  QString name_;
  Limits limits_ = Limits::guest();
  QPointer<Connection> conn_;
  std::optional<Welcome> welcome_;
  std::optional<Update> last_;
  bool welcomed_ = false;
  bool resync_ = false;  // welcomed again: the next update is shown even if it is not new
  bool ended_ = false;
  bool leaving_ = false;
  bool patient_ = false;
  bool adjourned_ = false;  // the host kept the match for later: waiting for its table to open again
  int patientMs_ = 5000;
  int retryFirstMs_ = 200;
  int slackMs_ = 10000;
  QByteArray restoredToken_;
  int restoredSeat_ = -1;
  int retryMs_ = 200;
  int reconnections_ = 0;
  QElapsedTimer lostFor_;
  QTimer retryTimer_;
  std::unique_ptr<DealGuest> deals_;
  struct Dealt {
    int dealer = 0;
    CardSet hand = 0;
    Card upcard = NoCard;
  };
  std::map<int, Dealt> dealt_;  // per deal: what this seat was dealt, as its first view of the deal showed
  std::set<int> checked_;       // deals whose reveal was checked
};

// Error codes that end a session (the host will not take the guest back), as opposed to a dropped line.
bool finalCode(const QString& code);

}  // namespace gin::net
