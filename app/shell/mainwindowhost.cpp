// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's side of a network table hosted here: opening one (the Host dialog), keeping a match
// to continue later (Game › Continue later, and closing the window), and opening a kept one again (at
// start-up, or from Game › Host a network game). The table itself is NetworkHost's; the save keeps what
// it needs (Autosave::setNetworkTable, docs/network.md "Continuing later").
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

#include "hosting/invitationsdialog.h"
#include "game/seatnames.h"
#include "host/hostedtable.h"
#include "hosting/networkhost.h"
#include "lesson/lesson.h"
#include "setup/hostdialog.h"
#include "setup/welcomepage.h"
#include "shell/confirm.h"
#include "shell/mainwindow.h"
#include "store/autosave.h"
#include "store/settings.h"

void MainWindow::connectHost() {
  connect(netHost_, &NetworkHost::status, this, [this](const QString& text) {
    showStatus(text);
    hostLine_ = status_->text();
  });
  // The countdown ticks silently, and not over a newer line until that has stood a note's while (it
  // wiped a refusal within the second, and a screen reader spoke it every second).
  connect(netHost_, &NetworkHost::countdown, this, [this](const QString& text) {
    if (status_->text() != hostLine_ && statusAge_.isValid() && statusAge_.elapsed() < kNoteMs) return;
    status_->setText(text);
    hostLine_ = text;
  });
  connect(netHost_, &NetworkHost::said, this, &MainWindow::showNote);
  connect(netHost_, &NetworkHost::changed, this, &MainWindow::updateActions);
  // Everyone is in: the table says whose turn it is (the dealing rules the status line from here).
  connect(netHost_, &NetworkHost::started, this, [this] { bar_->show(); });
  connect(netHost_, &NetworkHost::ended, this, [this] {
    // The last words (the bye) go out before the port closes; the finished match stays on the table.
    QTimer::singleShot(1000, netHost_, [this] {
      if (netHost_->table() && netHost_->table()->finished()) netHost_->stop();
    });
  });
}

void MainWindow::setAutosave(Autosave* autosave) {
  autosave_ = autosave;
  autosave->setNetworkTable([this] { return netHost_->saveState(); }, [this](const SaveGame& save) { return hostAgain(save); });
  // A guest took a seat, a deal round opened or got a part: saved at once, so that a table opened again
  // after a crash knows its guests and sends the same commitment again.
  connect(netHost_, &NetworkHost::stateChanged, autosave, &Autosave::saveNow);
}

void MainWindow::hostNetworkGame() {
  if (lesson_->active()) lesson_->leave();
  offerWelcomeName();
  if (!settleSetAside(true)) return;  // after a network table: the match set aside for it first
  // A match kept to continue later (and not on the table now): its table first.
  if (autosave_ && !controller_->hasMatch()) {
    if (const auto kept = autosave_->keptNetworkMatch()) {
      QMessageBox box(QMessageBox::Question, tr("Host a network game"),
                      tr("Your network match with %1 is saved to continue later. Open its table again, or a new "
                         "table (the saved match is then given up)?")
                          .arg(seatnames::friends(kept->setup.seats, seatnames::Friends::All).join(QStringLiteral(", "))),
                      QMessageBox::NoButton, this);
      QPushButton* again = box.addButton(tr("Host it again"), QMessageBox::AcceptRole);
      QPushButton* fresh = box.addButton(tr("New table"), QMessageBox::DestructiveRole);
      box.addButton(QMessageBox::Cancel);
      box.setDefaultButton(again);
      box.exec();
      if (box.clickedButton() == again) {
        hostAgain(*kept);
        return;
      }
      if (box.clickedButton() != fresh) return;
    }
  }
  HostDialog dlg(this);
  if (dlg.exec() != QDialog::Accepted) return;
  if (!Confirm::mayDiscard(this, *controller_, Confirm::Loss::Host)) return;  // asked once the table is chosen
  endGuest();  // a seat at another table is given up (its updates would go on drawing over this table)
  QString why;
  if (!netHost_->start(dlg.options(), &why)) {
    QMessageBox::warning(this, tr("Host a network game"), tr("The table could not be opened: %1").arg(why));
    return;
  }
  setAside_.reset();  // the hosted match is saved over it (settleSetAside asked)
  if (welcome_) welcome_->hide();
  bar_->show();
  Settings::setPlayed();
  showInvitations();
}

bool MainWindow::hostAgain(const SaveGame& save) {
  if (lesson_->active()) lesson_->leave();
  QString why;
  controller_->setHandOrder(save.order);  // before the replay: the table reads it as the match starts
  if (!netHost_->resume(save.network, save.setup, save.log, &why)) {
    // The kept match stays in the save: nothing here replaces it until a new match is played.
    QMessageBox::warning(this, tr("Host a network game"),
                         tr("The table could not be opened again: %1\n\nThe match stays saved; try again with Game › "
                            "Host a network game.")
                             .arg(why));
    showWelcome();
    return true;
  }
  controller_->setUndoUsed(save.undoUsed);
  if (welcome_) welcome_->hide();
  bar_->show();  // the friends have their links: no panel over the table (Game › Invitations has it)
  return true;
}

void MainWindow::adjournGame() {
  if (!netHost_->canAdjourn()) return;
  const QStringList names = seatnames::friends(controller_->setup().seats, seatnames::Friends::All);
  netHost_->adjourn();
  showWelcome();
  // The welcome page hides the status line: said in a box.
  const QString text = tr("The match with %1 is saved. To go on with it, start the game again or choose Game › Host a network "
                          "game; your friends' games go back to the table by themselves.")
                           .arg(names.join(QStringLiteral(", ")));
  showStatus(text);
  auto* box = new QMessageBox(QMessageBox::Information, tr("Continue later"), text, QMessageBox::Ok, this);
  box->setObjectName(QStringLiteral("adjournedBox"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

InvitationsDialog* MainWindow::invitationsDialog() const { return invitations_; }

void MainWindow::showInvitations() {
  if (!netHost_->active()) return;
  if (!invitations_) {
    invitations_ = new InvitationsDialog(netHost_, this);
    invitations_->setAttribute(Qt::WA_DeleteOnClose);
    // A friend away for good: asked first, the invitation stops working (Confirm::Loss::GiveSeat).
    connect(invitations_, &InvitationsDialog::computerAsked, this, [this](int seat) {
      if (Confirm::ask(invitations_, Confirm::Loss::GiveSeat, netHost_->guest(seat))) netHost_->giveSeatToComputer(seat);
    });
  }
  // Beside the table, not in front of it: the host plays while the panel is open.
  invitations_->setModal(false);
  invitations_->show();
  invitations_->raise();
  invitations_->activateWindow();
}
