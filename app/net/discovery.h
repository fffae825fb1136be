// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tables on the same local network, found without an invitation (docs/network.md, "LAN discovery"):
// a guest broadcasts a query on UDP, every host answers with its table's name, variant and free seats.
// Joining still needs the host's consent: the guest knocks on the host's port through the public lobby
// key, the host's player admits it, and the guest receives an invitation over that channel.
#pragma once

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUdpSocket>
#include <functional>
#include <map>

#include "channel.h"
#include "invitation.h"
#include "rules.h"

namespace gin::net {

class HostServer;

inline constexpr quint16 kDiscoveryPort = 47321;
// The lobby's invitation id and secret: public, so that any guest can knock. The channel still has its
// ephemeral key exchange, so a passive listener cannot read the invitation that comes back; an active
// attacker on the local network could (docs/network.md, "Threat model").
inline const char* const kLobbyId = "lobby";
QByteArray lobbySecret();

// What a host says about its table.
struct TableAd {
  QString name;      // the host's name
  QString variant;   // a rules preset's name ("standard", "oklahoma", "poker"...) or "custom"
  int players = 2;
  int free = 0;      // seats open to guests now
  quint16 port = 0;  // the host's TCP port (HostServer)
  QHostAddress address;  // where the answer came from (set by the browser)
};
// The preset a rules value is, or "custom" (poker at any number of players is "poker").
QString variantOf(const Rules& rules);

QByteArray queryDatagram();
QByteArray adDatagram(const TableAd& ad);
// nullopt for anything that is not an answer of this protocol (datagrams are untrusted).
std::optional<TableAd> readAd(const QByteArray& datagram);
bool isQuery(const QByteArray& datagram);

// The host's side: answers queries with the table's current advertisement, at most 10 a second.
class LanAnnouncer : public QObject {
  Q_OBJECT
 public:
  explicit LanAnnouncer(QObject* parent = nullptr);
  bool start(quint16 port = kDiscoveryPort, const QHostAddress& bind = QHostAddress::AnyIPv4);
  quint16 port() const { return socket_.localPort(); }
  void setAd(const TableAd& ad) { ad_ = ad; }
  int answered() const { return answered_; }
  int ignored() const { return ignored_; }

 private:
  void onReady();
  QUdpSocket socket_;
  TableAd ad_;
  QElapsedTimer window_;
  int inWindow_ = 0;
  int answered_ = 0, ignored_ = 0;
};

// The guest's side: sends a query to every broadcast address of this machine (or to the targets
// given) and collects the answers.
class LanBrowser : public QObject {
  Q_OBJECT
 public:
  explicit LanBrowser(QObject* parent = nullptr);
  // The limited broadcast address and each IPv4 interface's broadcast address.
  static QList<QHostAddress> broadcastAddresses();
  void query(const QList<QHostAddress>& targets = broadcastAddresses(), quint16 port = kDiscoveryPort);

 signals:
  void found(const gin::net::TableAd& ad);

 private:
  void onReady();
  QUdpSocket socket_;
};

// The host's lobby: knocks from guests who found the table on the LAN. Each knock waits for the
// host's player to admit (with an invitation to a seat) or decline it.
class Lobby : public QObject {
  Q_OBJECT
 public:
  explicit Lobby(HostServer* server, QObject* parent = nullptr);
  ~Lobby() override;
  void admit(int request, const Invitation& invitation);
  void decline(int request);
  int waiting() const { return static_cast<int>(knocks_.size()); }
  void setMaxWaiting(int n) { maxWaiting_ = n; }

 signals:
  void knocked(int request, const QString& name, const QString& peer);
  void withdrawn(int request);  // the guest gave up waiting

 private:
  friend class HostServer;
  void incoming(Connection* c);
  HostServer* server_;
  std::map<int, QPointer<Connection>> knocks_;
  int next_ = 1;
  int maxWaiting_ = 8;
};

// The guest's knock on a table found on the LAN.
class Knock : public QObject {
  Q_OBJECT
 public:
  Knock(const QString& host, quint16 port, const QString& name, QObject* parent = nullptr);
  ~Knock() override;

 signals:
  void admitted(const gin::net::Invitation& invitation);
  void refused(const QString& code, const QString& detail);  // "declined", "busy", or a channel code

 private:
  QPointer<Connection> conn_;
  bool done_ = false;
};

}  // namespace gin::net
