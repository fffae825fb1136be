// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Asking before something throws away a match in progress (Game > New game, Replay this deal, joining
// another table while hosting one, hosting a table).
#pragma once

#include <QCoreApplication>

class GameController;
class QWidget;

class Confirm {
  Q_DECLARE_TR_FUNCTIONS(Confirm)

 public:
  // Join: a match hosted here ends when another table is joined. Leave: the network table joined is
  // left to go back to the match set aside for it. Host: the match here gives way to a hosted table's
  // (which takes the one save, so it cannot be set aside as a join's is). CloseHosted, CloseSeat: the
  // window closes during a network match, hosted here (it stops for the friends, kept to continue
  // later) or joined (it goes on there without us for a while).
  // LeaveSeat: the seat at a network table is given up for good (Game › Leave the table, or joining
  // another table). KeptSeat: a seat kept to take back (one at a time) is given up by joining another table.
  enum class Loss { Match, Deal, Join, Leave, LeaveSeat, KeptSeat, Host, CloseHosted, CloseSeat, EndHosted, GiveSeat };

  // True when `loss` would throw away moves already played: the match (any move, match not over) or
  // the current deal (a move of this deal, hand not over).
  static bool wouldLose(const GameController& c, Loss loss);

  // Asks the player when wouldLose(); true when nothing is lost or the player agrees.
  static bool mayDiscard(QWidget* parent, const GameController& c, Loss loss);
  // Asks whatever is on the table (a hosted table waiting for its friends has no match yet). `who`: the
  // other table's name (CloseSeat, LeaveSeat, KeptSeat), the friends at ours (EndHosted), the friend (GiveSeat).
  // `seconds`: how long the host keeps the seat (CloseSeat; 0: not known).
  static bool ask(QWidget* parent, Loss loss, const QString& who = QString(), int seconds = 0);

  // Tests and the monkey: answer every question with `yes` without showing it (reset with clear()).
  static void answerAutomatically(bool yes);
  static void clearAutomaticAnswer();
  static int questionsAsked();  // how many mayDiscard() had to ask (shown or answered automatically)
  static Loss lastAsked();      // what the latest question was about
};
