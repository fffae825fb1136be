// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A seat at a network table elsewhere, played at this screen (docs/network.md, docs/app.md "The guest's
// table"): the guest's session (gin::net::GuestSession) wired to the controller's guest mode. The host's
// updates go into GameController::guestUpdate, the person's moves come out of it into the session; the
// connection, the other seats' presence, quick messages, the deal checks and the end of the table become
// sentences for the window. The seat is kept on disk (kept(), written whole or not at all) so that a game
// that was closed or killed takes it back within the host's grace period.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>
#include <optional>

#include "invitation.h"
#include "protocol.h"

class GameController;
namespace gin::net {
class GuestSession;
}

class GuestTable : public QObject {
  Q_OBJECT

 public:
  // `keepPath`: where the seat is kept for a restart (empty: nowhere).
  GuestTable(GameController* controller, const gin::net::Invitation& invitation, const QString& name,
             const QString& keepPath, QObject* parent = nullptr);
  ~GuestTable() override;

  // What a kept seat says, read back for a restart.
  struct Kept {
    gin::net::Invitation invitation;
    QString name;
    QString table;
    QJsonObject session;  // GuestSession::state()
    QJsonArray deals;     // the last view of each deal seen, in the protocol's view form
    QJsonArray checks;    // the deal checks done: {deal, check (its code), seed (a decimal string)}
    bool adjourned = false;  // the host said it keeps the match for later (else our own game closed)
    QString tableName() const { return nameOr(table, invitation); }
  };
  static std::optional<Kept> readKept(const QString& path);
  // The default place: beside the game's save.
  static QString defaultKeepPath();
  // Takes the seat back with a kept state (before start()). False: it holds no seat.
  bool restore(const Kept& kept);
  void start();
  // A quick message (a code of gin::net::sayCodes()).
  void say(const QString& code);
  // Leaves the table for good: the host frees the seat and nothing is kept.
  void leave();

  gin::net::GuestSession& session() { return *session_; }
  bool finished() const { return ended_; }
  // Our own line is down, or the host kept the match for later: no move can be made until the table is
  // back (which may take days).
  bool waitingForTable() const { return !ended_ && (lost_ || adjourned_); }
  // The connection line for the status bar: our own line dropping, another seat waiting to come back;
  // empty while everyone is connected.
  QString connectionText() const;
  QString tableName() const;
  // The table's name for a question, its host's address before the table has said its name.
  QString shownName() const { return nameOr(tableName(), invitation_); }
  static QString nameOr(const QString& table, const gin::net::Invitation& invitation) {
    return table.isEmpty() ? invitation.host : table;
  }
  const gin::net::Invitation& invitation() const { return invitation_; }
  // How long the host keeps this seat for us if our line drops (its welcome's grace period; 0 before it).
  int graceSeconds() const { return welcome_ ? welcome_->grace : 0; }

  // Sentences in the language of this screen.
  static QString endText(const QString& code);   // every code that ends a session (docs/network.md)

 signals:
  // connectionText() changed.
  void connectionChanged(const QString& text);
  // Something to show at once in the status line ("Deal verified.").
  void notice(const QString& text);
  // A quick message from the table ("Anna: Good game"): a note, after which the prompt comes back (it
  // stood in place of the turn's instruction for good: a play-test).
  void said(const QString& line);
  // The table is over for this seat: why, in a sentence (the match's end says so too).
  void ended(const QString& text, const QString& code);
  // The host kept the match to continue later: the seat waits for its table (a sentence for the window).
  void adjourned(const QString& text);
  // The host seated us: the controller's match is replaced by the guest's table right after this.
  void aboutToSeat();

 private:
  void onWelcome(const gin::net::Welcome& w);
  void onUpdate(const gin::net::Update& u);
  void keep();
  void forget();
  QString seatName(int seat) const;

  GameController* controller_;
  std::unique_ptr<gin::net::GuestSession> session_;
  gin::net::Invitation invitation_;
  QString name_;
  QString keepPath_;
  QJsonArray pastDeals_;  // a restored seat's deals, until the welcome gives the rules to read them
  QJsonArray pastChecks_; // and its checks of them
  std::optional<gin::net::Welcome> welcome_;
  bool started_ = false;  // the controller plays this table
  bool lost_ = false;     // our own line is down
  bool adjourned_ = false;  // the host kept the match for later: waiting for its table
  QString keptTable_;       // a restored seat's table name, until the welcome says it
  bool waitSaid_ = false;   // a restored seat's wait for its table was said
  bool ended_ = false;
  bool backPending_ = false;  // say "Back at the table." after the next update
  struct Away {
    qint64 until = 0;  // ms since the epoch when the host stops keeping the seat
  };
  std::map<int, Away> away_;  // other seats not connected
  QTimer tick_;               // the countdown of a seat away
};
