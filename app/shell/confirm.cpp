// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/confirm.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>
#include <optional>

#include "game/gamecontroller.h"

namespace {
std::optional<bool> automatic;
int asked = 0;
Confirm::Loss last = Confirm::Loss::Match;
}  // namespace

bool Confirm::wouldLose(const GameController& c, Loss loss) {
  if (!c.hasMatch() || c.matchOver()) return false;
  const gin::SeatView& v = c.view();
  const bool over = v.phase == gin::Phase::Scored || v.phase == gin::Phase::Drawn;
  if (loss == Loss::Deal) return !over && !v.history.empty();
  // Something played in this match: a move of this deal, or an earlier deal.
  return !v.history.empty() || c.dealsSoFar() > 1 || !c.sheet().hands().empty();
}

bool Confirm::mayDiscard(QWidget* parent, const GameController& c, Loss loss) { return !wouldLose(c, loss) || ask(parent, loss); }

bool Confirm::ask(QWidget* parent, Loss loss, const QString& who, int seconds) {
  ++asked;
  last = loss;
  if (automatic) return *automatic;
  QString title, text, act;
  switch (loss) {
    case Loss::Match:
      title = tr("New game");
      text = tr("The game in progress will be lost. Start a new game?");
      act = tr("&Start a new game");
      break;
    case Loss::Deal:
      title = tr("Replay this deal");
      text = tr("The moves of this hand will be lost and it is dealt again. Replay it?");
      act = tr("&Replay the deal");
      break;
    case Loss::Join:
      title = tr("Join a network game");
      text = tr("Joining another table closes the table you host: its invitations stop working, and a match there ends "
                "for everyone at it. Join the other table?");
      act = tr("&Join the table");
      break;
    case Loss::LeaveSeat:
      title = tr("Leave the table");
      text = tr("You give up your seat at %1's table for good: its match goes on without you. Leave the table?").arg(who);
      act = tr("&Leave the table");
      break;
    case Loss::KeptSeat:
      title = tr("Join a network game");
      text = tr("Your seat at %1's table is kept for you to take back. Only one seat is kept: joining another table "
                "gives that one up for good. Join the other table?")
                 .arg(who);
      act = tr("&Join the other table");
      break;
    case Loss::Host:
      title = tr("Host a network game");
      text = tr("The game in progress will be lost: the network table's match takes its place. Host the table?");
      act = tr("&Host the table");
      break;
    case Loss::CloseHosted:
      title = tr("Quit");
      // Worded for one friend or several (a play-test read "Your friends" with one at the table).
      text = tr("A match is being played at your table. Quitting stops it for everyone: it is saved, and Game › "
                "Host a network game opens the table again to continue it. Quit now?");
      act = tr("&Quit");
      break;
    case Loss::CloseSeat:
      title = tr("Quit");
      // How long, as the host set it (a play-test's guest read "for a while" where the host showed 3:00).
      // The others wait for the seat that long at least; then the host's choice, which a guest does not
      // know: a computer plays the seat or it waits on ("the match goes on without you" was untrue).
      if (seconds >= 60)
        text = tr("The others at %1's table wait for you: your seat is kept for at least %n minute(s). Start the game "
                  "again to take it back. Quit now?", nullptr, (seconds + 30) / 60)
                   .arg(who);
      else if (seconds > 0)
        text = tr("The others at %1's table wait for you: your seat is kept for at least %n second(s). Start the game "
                  "again to take it back. Quit now?", nullptr, seconds)
                   .arg(who);
      else
        text = tr("The others at %1's table wait for you for a while: start the game again to take your seat back. "
                  "Quit now?")
                   .arg(who);
      act = tr("&Quit");
      break;
    case Loss::EndHosted:
      // Not only "the game in progress": the friends' seats go with it (a play-test's host was not told).
      title = tr("New game");
      text = tr("A new game here ends the network match with %1: the table closes, and their seats with it. Start a "
                "new game?")
                 .arg(who);
      act = tr("&Start a new game");
      break;
    case Loss::GiveSeat:
      title = tr("Let a computer play");
      text = tr("A computer plays %1's seat to the end of the match, and %1's invitation stops working: %1 cannot "
                "come back to this match. Let a computer play?")
                 .arg(who);
      act = tr("Let a computer &play");
      break;
    case Loss::Leave:
      title = tr("Leave the network table");
      text = tr("You leave the network table: its match goes on without you. Go back to your game from before?");
      act = tr("&Leave the table");
      break;
  }
  QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
  QPushButton* yes = box.addButton(act, QMessageBox::DestructiveRole);
  QPushButton* no = box.addButton(loss == Loss::GiveSeat   ? tr("&Keep waiting")
                                  : loss == Loss::KeptSeat ? tr("&Keep the seat")
                                                           : tr("&Keep playing"),
                                  QMessageBox::RejectRole);
  box.setDefaultButton(no);
  box.exec();
  return box.clickedButton() == yes;
}

void Confirm::answerAutomatically(bool yes) { automatic = yes; }
void Confirm::clearAutomaticAnswer() { automatic.reset(); }
int Confirm::questionsAsked() { return asked; }
Confirm::Loss Confirm::lastAsked() { return last; }

