// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The host's side of a network table in the game (docs/network.md, docs/app.md): the listening port, the
// table (HostedTable over the main window's GameController: the one referee the window draws), LAN
// discovery's announcer and lobby, and what the host's player is told about the guests: who sits where,
// "Waiting for friends to join", "Waiting for Anna to reconnect (2:40)", a computer taking a seat, quick
// messages, and a log of refused guests. The rules stay with the referee; this only wires and words.
#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <map>
#include <memory>
#include <set>
#include <vector>

#include "game/gamecontroller.h"
#include "invitation.h"

class HostedTable;

class QWidget;
namespace gin::net {
class HostServer;
class LanAnnouncer;
class Lobby;
}  // namespace gin::net

class NetworkHost : public QObject {
  Q_OBJECT

 public:
  struct Options {
    QString name;               // the host's name: the table's name, seat 0's name
    GameSetup setup;            // seat 0 the host (Person), Remote seats for friends, Computer seats
    int graceSeconds = 180;
    bool computerAfterGrace = true;  // after the grace period: a computer takes the seat; false: the seat waits
    gin::ai::Level takeoverLevel = gin::ai::Level::Casual;
    QString hostAddress;        // written in the invitations
    quint16 port = 0;           // 0: defaultPort(), or a free port when that is taken
    bool announce = true;       // answer LAN discovery queries and take knocks
    quint16 discoveryPort = 0;  // 0: gin::net::kDiscoveryPort
  };

  // `window`: the parent of the questions (a knock from the LAN).
  NetworkHost(GameController* controller, QWidget* window, QObject* parent = nullptr);
  ~NetworkHost() override;

  // Opens the table: false with the reason when the port cannot be opened.
  bool start(const Options& options, QString* error = nullptr);
  // Closes the table: every guest hears that the host closed it.
  void stop();

  // Continuing later (docs/network.md): what the save keeps besides the match to open this table again
  // (the options, the port, every seat's invitation and guest token, the deal round); empty without a
  // table, or once the match is over. It holds the invitations' secrets.
  QJsonObject saveState() const;
  // A match is under way at a table hosted here: it can be kept to continue later.
  bool canAdjourn() const;
  // Keeps the match to continue later: the save takes it as it is now (stateChanged), every guest hears
  // "adjourned" and keeps its seat, and the table closes.
  void adjourn();
  // Opens a table kept by saveState() again on the port its links name, and goes on with the saved
  // match (`setup`, `log`: the save's) on the window's referee. The guests come back with the links
  // and tokens they kept. False with the reason when the port is taken or the save cannot be replayed.
  bool resume(const QJsonObject& kept, const GameSetup& setup, const ActionLog& log, QString* error = nullptr);
  // The guests' names in a kept table (the seats it still keeps for them).
  static QStringList guestNames(const QJsonObject& kept);
  bool active() const { return static_cast<bool>(table_); }
  HostedTable* table() const { return table_.get(); }
  quint16 port() const;
  quint16 discoveryPort() const;
  const Options& options() const { return options_; }
  const std::vector<std::pair<int, gin::net::Invitation>>& invitations() const;

  // What the table is waiting for, for the status line: friends to join, a guest to reconnect (empty
  // when nothing).
  QString waitingText() const;
  // One line per seat: its player and whether connected.
  QString seatText(int seat) const;
  int friendSeats() const;
  int joinedFriends() const;
  // The friend of `seat` is away (its line is down) while the match is on: the host may let a computer
  // play the seat instead of waiting (giveSeatToComputer, the Invitations dialog's button).
  bool friendAway(int seat) const;
  // The friend's name at `seat` (or "Guest 2" before one joined).
  QString guest(int seat) const;
  // The friends whose seats a computer plays since they left, in seat order.
  QStringList standIns() const;
  // The invitation of `seat` still seats a friend (a computer that took the seat over withdrew it).
  bool invitationWorks(int seat) const;
  // A computer of the takeover level plays `seat` to the end of the match, under the friend's name; the
  // invitation stops working. A friend who never comes back (a lost token, a seat given up on another
  // computer) left a table that waits with no way on but ending the match (a network play-test).
  void giveSeatToComputer(int seat);
  const QStringList& logLines() const { return log_; }

  // A quick message (a code of gin::net::sayCodes()) from the host's seat to every guest.
  void say(const QString& code);
  // The words of a quick message in the UI's language.
  // The codes offered in Game › Say.

  // This machine's addresses a friend on the LAN can reach (private IPv4 first), and the first of them
  // (or the machine's name).
  static QStringList hostAddresses();
  // The port a table listens on unless told otherwise: GIN_NETWORK_PORT, or gin::net::kDefaultPort.
  static quint16 defaultPort();
  static QString defaultHostAddress();

  // The open question of a knock (tests answer it).
  QMessageBox* knockQuestion() const { return question_; }

 signals:
  // A line for the status bar (a join, a drop, the waiting line).
  void status(const QString& text);
  // A quick message, ours or a guest's ("Pekka: Good game"): a note on the status line, after which the
  // prompt comes back (it stood in place of the turn's instruction for good: a play-test).
  void said(const QString& line);
  // The waiting line again with its seconds, every second: not news (neither spoken nor over a newer line).
  void countdown(const QString& text);
  void logged(const QString& line);
  // Seats, presence or the waiting line changed.
  void changed();
  void started();  // the match began
  void ended();    // the table closed (the match is over, or stop())
  // saveState() changed: keep it now (a guest took a seat, a deal round opened or got a part).
  void stateChanged();

 private:
  bool open(const Options& options, const QJsonObject& resume, QString* error);
  void stop(const QString& reason);
  void addLog(const QString& line);
  void onJoined(int seat, const QString& name, bool resumed);
  void onLeft(int seat, const QString& code);
  void onGraceExpired(int seat);
  void onKnock(int request, const QString& name, const QString& peer);
  void updateAd();
  void tick();
  QString reason(const QString& code) const;

  GameController* controller_;
  QPointer<QWidget> window_;
  Options options_;
  std::unique_ptr<gin::net::HostServer> server_;
  std::unique_ptr<HostedTable> table_;
  std::unique_ptr<gin::net::LanAnnouncer> announcer_;
  std::unique_ptr<gin::net::Lobby> lobby_;
  std::map<int, QElapsedTimer> down_;  // seats whose guest's line is down, since when
  std::set<int> waitingAfterGrace_;    // seats past the grace period that wait for their guest
  std::map<int, QString> names_;       // the guests' names, by seat
  std::set<int> lent_;                 // seats whose invitation went to a knock
  QStringList log_;
  QTimer tick_;
  QPointer<QMessageBox> question_;
  bool matchOver_ = false;
};
