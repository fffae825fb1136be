// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A computer player in a seat: a gin::ai::Player (a level, or the lesson's scripted opponent) that
// thinks on a thread of its own from its seat's view only, and shows its move after a pause so that
// a person can follow it (Pace: the delay, a hold while the table deals, the table's cards in flight).
#pragma once

#include <QElapsedTimer>
#include <QPointer>
#include <QThread>
#include <functional>
#include <memory>

#include "seats/seat.h"

// How a computer's move is paced at this screen. One per controller, shared by its computer seats.
struct Pace {
  int delayMs = 700;          // the least time between a position and the computer's move in it
  QElapsedTimer hold;         // started by holdFor: no move until holdMs have passed (the deal)
  int holdMs = 0;
  std::function<int()> busy;  // ms until the table's cards lie still (0: still)
  void holdFor(int ms) {
    hold.start();
    holdMs = ms;
  }
  // Milliseconds still to wait after `thought` ms of thinking.
  int wait(qint64 thought) const;
  // The same before a move in `v`: at a table of more than two, a seat's turn (its draw, or its
  // lay-offs) begins after twice the delay, so that a person sees each seat's turn apart from the last.
  int wait(const gin::SeatView& v, qint64 thought) const;
};

class ComputerSeat : public Seat {
  Q_OBJECT

 public:
  // `scripted`: the lesson's opponent (Kind::Scripted), otherwise a computer level.
  ComputerSeat(int index, std::unique_ptr<gin::ai::Player> player, const Pace* pace, bool scripted,
               QObject* parent = nullptr);
  ~ComputerSeat() override;

  Kind kind() const override { return scripted_ ? Kind::Scripted : Kind::Computer; }
  void update(const SeatUpdate& u) override;
  // An engine refusal of a computer's move is a bug in that player: said aloud (tests fail on the
  // warning), then the first legal action of its view keeps the game going.
  void refused(const gin::Action& a, gin::Reject why, const QString& text) override;
  bool movesAgain() const override { return true; }
  void stop() override;
  bool busy() const override { return pending_; }
  // For the warning: the player's name (its level).
  void setName(const QString& name) { name_ = name; }

 private:
  void think();
  // Shows the move once it is still this seat's turn and the table is still; `thought` is false for a
  // move repeated after undo.
  void show(quint64 token, const gin::Action& a, bool thought);

  std::unique_ptr<gin::ai::Player> player_;
  const Pace* pace_;
  bool scripted_;
  QString name_;
  SeatUpdate last_;
  quint64 token_ = 0;  // bumped by every update: an answer for an older position is stale
  bool pending_ = false;
  bool lastWasAgain_ = false;
  QPointer<QThread> thread_;
};
