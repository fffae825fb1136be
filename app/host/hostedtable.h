// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A network table on the host: the one referee (GameController over gin::Match) with a RemoteSeat for
// each invited seat, the table's sessions (gin::net::TableHost) and the fair deal: the controller asks
// for each deal's seed and deals once the commit-reveal round brings it. The same class serves the
// headless `ginrummy-cli serve` and (later) the game's Host dialog.
//
// The match starts once every invited seat has a guest. Seats nobody takes within `fillAfterMs` get a
// computer (if set). A guest whose line drops keeps the seat for the grace period; afterwards a computer
// of `takeover`'s level takes the seat (its invitation is withdrawn), or without `takeover` the seat keeps
// waiting for its guest, as long as the table is open.
#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

#include "game/gamecontroller.h"
#include "invitation.h"
#include "session.h"

class HostedTable : public QObject {
  Q_OBJECT

 public:
  struct Config {
    QString name;                // the table's name
    GameSetup setup;             // the rules and a SeatSetup per seat: kind Remote for the invited ones
    int graceSeconds = 180;
    std::optional<gin::ai::Level> takeover;  // after the grace period: a computer takes the seat
    int fillAfterMs = -1;        // seats nobody took this soon get a computer of fillLevel; -1: never
    // Also the level of the computer that plays on for a guest who left for good, without takeover.
    gin::ai::Level fillLevel = gin::ai::Level::Casual;
    int nextHandMs = 0;          // the pause between a hand's end and the next deal
    // Deal the next hand by itself after nextHandMs; false: the host's player deals it (the result
    // panel's Next hand, GameController::nextHand), as at one screen. The reveal comes at the hand's end.
    bool autoNext = true;
    // A table opened again (a match saved to continue later): state() as it was kept. The table takes
    // back its invitations, tokens and deal round, and the caller replays the saved match on the
    // controller (resumeMatch) instead of waiting for the guests to start one.
    QJsonObject resume;
  };
  // `controller`: the referee to use (the game's window's); null: the table makes its own.
  HostedTable(gin::net::HostServer* server, Config config, const QString& hostAddress, QObject* parent = nullptr,
              GameController* controller = nullptr);
  ~HostedTable() override;

  // The invitation of each invited seat, in seat order.
  const std::vector<std::pair<int, gin::net::Invitation>>& invitations() const { return invitations_; }
  GameController& controller() { return *controller_; }
  gin::net::TableHost& host() { return *host_; }
  const Config& config() const { return config_; }
  bool started() const { return started_; }
  // A reopened table (Config::resume): false with the reason when the kept state cannot be taken back.
  bool resumedOk(QString* why = nullptr) const {
    if (why) *why = resumeError_;
    return resumeError_.isEmpty();
  }
  // What to keep to open this table again later: TableHost::state() (Config::resume takes it back).
  QJsonObject state() const;
  // A reopened table's match, replayed from its save with the seats elsewhere as RemoteSeats. False: the
  // save does not replay.
  bool resumeMatch(const GameSetup& setup, const ActionLog& actions);
  bool finished() const { return finished_; }
  // The host's choice: a computer of `level` plays the friend seat `seat` from now on (computerTook).
  void giveToComputer(int seat, gin::ai::Level level) { computerTakes(seat, level, "was given to a computer by the host"); }

 signals:
  // One line for the host's log (stderr, the journal).
  void log(const QString& line);
  // The match is over and the table closed.
  void matchFinished();
  // The match began: every invited seat has its guest (or a computer).
  void matchStarted();
  // A computer of `level` took `seat` of a guest (the grace period ended, the guest left, nobody came).
  // `graceOver`: the friend's line stayed down through the grace period (said before the takeover).
  void computerTook(int seat, gin::ai::Level level, bool graceOver);
  // state() changed: the owner keeps it now (before a commitment goes out).
  void stateChanged();

 private:
  void maybeStart();
  void afterHand();
  void reveal(int deal);
  void computerTakes(int seat, gin::ai::Level level, const char* why, bool graceOver = false);

  Config config_;
  std::unique_ptr<GameController> own_;  // headless: the table's own referee
  GameController* controller_;
  std::unique_ptr<gin::net::TableHost> host_;
  std::vector<std::pair<int, gin::net::Invitation>> invitations_;
  QTimer fill_;
  bool started_ = false;
  bool finished_ = false;
  int revealed_ = -1;  // the last deal whose seed went to the guests
  QString resumeError_;
};
