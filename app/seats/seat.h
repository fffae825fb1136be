// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A seat at the table: every player, whatever sits there, is one of these. The controller
// (GameController, the referee) tells every seat the same things after every change, each from that
// seat's own view, and every seat acts through the one signal `act`, which the controller checks with
// the engine and applies. What a seat is (a person at this screen, a computer player, the lesson's
// scripted opponent, a person elsewhere) matters only where a seat is made or shown.
#pragma once

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "ai/ai.h"
#include "hand.h"

// What a seat is told after a change: its own view and the public event that caused it.
struct SeatUpdate {
  enum class Cause { Match, Deal, Action, Undo };
  Cause cause = Cause::Match;
  gin::SeatView view;             // what this seat may know now (at the end of a hand: the result, every hand)
  gin::PublicEvent event;         // Cause::Action: the action just applied, as this seat sees it
  gin::ai::MatchContext context;  // the scores, the target, what earlier deals showed
  int handNumber = 1;
  bool matchOver = false;
  // Once the match is over: the engine's net result per seat (ScoreSheet::matchResult) and the winner
  // (ScoreSheet::matchWinner, -1 on a tie), so that a seat elsewhere hears the referee's result.
  std::vector<int> result;
  int winner = -1;
  // This seat's own move in this position before undo took it back: a computer makes it again, so that
  // taking back and repeating a person's move brings the same reply.
  std::optional<gin::Action> again;
  bool myTurn() const { return view.toAct == view.seat && view.phase != gin::Phase::Scored && view.phase != gin::Phase::Drawn; }
};

class Seat : public QObject {
  Q_OBJECT

 public:
  enum class Kind { Person, Computer, Scripted, Remote, Spectator };

  Seat(int index, QObject* parent = nullptr) : QObject(parent), index_(index) {}
  int index() const { return index_; }
  virtual Kind kind() const = 0;

  // After every change (a new match or deal, every applied action, undo), for every seat.
  virtual void update(const SeatUpdate& u) = 0;
  // The referee refused this seat's action: the engine's reason and the sentence for it.
  virtual void refused(const gin::Action& a, gin::Reject why, const QString& text) {
    Q_UNUSED(a);
    Q_UNUSED(why);
    Q_UNUSED(text);
  }
  // Undo may take back this seat's moves and have it move again (a computer decides again, or repeats
  // itself); a person's moves are theirs alone to take back.
  virtual bool movesAgain() const { return false; }
  // Stops any thinking and waits for it (the position is about to be replaced).
  virtual void stop() {}
  // Deciding a move right now.
  virtual bool busy() const { return false; }

 signals:
  // The one way in: the controller checks the action with the engine and applies it.
  void act(int seat, const gin::Action& a);

 private:
  int index_;
};
