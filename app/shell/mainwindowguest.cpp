// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's side of a seat at a network table elsewhere: joining (the Join dialog and the command
// line end in joinNetworkGame), the connection line in the status bar, quick messages, the end of the
// table, and a kept seat offered back at start-up. The table itself is the usual one: the controller's
// guest mode draws it from the host's updates (docs/app.md, "The guest's table").
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include "a11y/announcer.h"
#include "hosting/networkhost.h"
#include "lesson/lesson.h"
#include "guest/guesttable.h"
#include "session.h"
#include "shell/commands.h"
#include "shell/confirm.h"
#include "setup/joindialog.h"
#include "setup/welcomepage.h"
#include "shell/mainwindow.h"
#include "setup/setupchoices.h"
#include "store/autosave.h"
#include "store/savegame.h"
#include "store/settings.h"
#include "table/tableview.h"
#include "text/language.h"

using namespace gin;

void MainWindow::buildGuest() {
  guestKeepPath_ = GuestTable::defaultKeepPath();
  net_ = new QLabel(this);
  net_->setObjectName(QStringLiteral("networkStatus"));
  statusBar()->addPermanentWidget(net_);
  commands_->bind("rejoinTable", [this] { rejoinKeptSeat(); });
}

void MainWindow::updateGuestActions() {
  const bool joined = guest_ && !guest_->finished();
  commands_->setState(QStringLiteral("leaveTable"), true, joined);
  // A kept seat (a file beside the save) is taken back from the menu too: after "Not now" at start-up
  // nothing led back but a restart or the invitation's link (a play-test).
  commands_->setState(QStringLiteral("rejoinTable"), true, !joined && QFile::exists(guestKeepPath_));
  const bool leaveShown = joined && guest_->waitingForTable();
  if (leaveButton_->hasFocus() && !leaveShown) view_->setFocus(Qt::OtherFocusReason);
  leaveButton_->setVisible(leaveShown);
}

void MainWindow::joinNetworkGame(const net::Invitation& invitation, const QString& playerName) {
  if (readyToJoin(invitation)) sitAt(invitation, playerName);
}

// Before a seat at a table elsewhere: every question first, then what the answers allow (a hosted table
// stopped before "Keep the seat" was answered stayed closed all the same). False: not joining.
bool MainWindow::readyToJoin(const net::Invitation& invitation) {
  // From the lesson: the match it interrupted comes back first, to be set aside.
  if (lesson_->active()) lesson_->leave();
  const bool joined = guest_ && !guest_->finished();
  if (joined && guest_->invitation() == invitation) {
    // Its own link again: leaving to come back would say goodbye, and the seat would go for good. A note:
    // the turn's instruction comes back after it.
    showNote(tr("You are at this table already."));
    return false;
  }
  // A table hosted here cannot go on under another table: its match ends for its players, so ask as
  // Game › New game does (it went on being refereed here while the guest's table replaced it).
  const bool hosting = netHost_->active();
  if (hosting && !Confirm::ask(this, Confirm::Loss::Join)) return false;
  // Another table's seat is given up by joining this one: asked, as Leave the table asks (it went
  // silently); a fresh seat still connecting loses nothing. One seat is kept at a time
  // (network-seat.json): a kept one goes too.
  const auto kept = GuestTable::readKept(guestKeepPath_);
  if (joined && (controller_->guest() || (kept && kept->invitation == guest_->invitation()))) {
    if (!Confirm::ask(this, Confirm::Loss::LeaveSeat, guest_->shownName())) return false;
  } else if (!joined && kept && !(kept->invitation == invitation)) {
    if (!Confirm::ask(this, Confirm::Loss::KeptSeat, kept->tableName())) return false;
  }
  if (hosting) netHost_->stop();
  return true;
}

void MainWindow::sitAt(const net::Invitation& invitation, const QString& playerName) {
  endGuest();
  // The same invitation as a kept seat's (the game was closed or killed): that seat, taken back.
  auto* table = new GuestTable(controller_, invitation, playerName, guestKeepPath_, this);
  if (const auto kept = GuestTable::readKept(guestKeepPath_); kept && kept->invitation == invitation) table->restore(*kept);
  joinWith(table);
}

bool MainWindow::offerRejoin() {
  const auto kept = GuestTable::readKept(guestKeepPath_);
  if (!kept) return false;
  QMessageBox box(QMessageBox::Question, tr("Network game"),
                  tr("You have a seat at %1's network table. Take it back?").arg(kept->tableName()), QMessageBox::NoButton, this);
  QPushButton* rejoin = box.addButton(tr("Rejoin the table"), QMessageBox::AcceptRole);
  box.addButton(tr("Not now"), QMessageBox::RejectRole);
  QPushButton* drop = box.addButton(tr("Give up the seat"), QMessageBox::DestructiveRole);
  box.setDefaultButton(rejoin);
  box.exec();
  if (box.clickedButton() == drop) QFile::remove(guestKeepPath_);  // asked no more; the host may seat a computer
  updateGuestActions();
  return box.clickedButton() == rejoin && rejoinKeptSeat();
}

bool MainWindow::rejoinKeptSeat() {
  const auto kept = GuestTable::readKept(guestKeepPath_);
  if (!kept) {
    // A file that cannot be read is put aside as a damaged save is (the entry stayed, saying no seat was kept).
    const bool damaged = QFile::exists(guestKeepPath_);
    if (damaged) SaveGame::moveAside(guestKeepPath_);
    showStatus(damaged ? tr("The kept seat could not be read: its file was put aside.") : tr("No seat at a network table is kept here."));
    updateGuestActions();
    return false;
  }
  if (!readyToJoin(kept->invitation)) return false;
  sitAt(kept->invitation, kept->name);
  return true;
}

void MainWindow::joinWith(GuestTable* table) {
  setAsideLocalMatch();
  guest_ = table;
  if (welcome_) welcome_->hide();
  bar_->show();
  connect(table, &GuestTable::connectionChanged, this, [this](const QString& text) {
    // Our own line dropping is said once in the status line too (and to screen readers); the countdown
    // of a seat away stays in the status bar.
    if (text != net_->text() && text == tr("Connection lost, reconnecting…")) showStatus(text);
    net_->setText(text);
    updateActions();  // the move buttons wait for the line
  });
  connect(table, &GuestTable::notice, this, &MainWindow::showStatus);
  connect(table, &GuestTable::said, this, &MainWindow::showNote);
  // The match here was playable while the line came up: set aside as it is when the guest's table
  // replaces it.
  connect(table, &GuestTable::aboutToSeat, this, &MainWindow::setAsideLocalMatch);
  connect(table, &GuestTable::adjourned, this, [this](const QString& text) {
    showStatus(text);
    updateActions();
    auto* box = new QMessageBox(QMessageBox::Information, tr("Network game"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("networkAdjournedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
  });
  connect(table, &GuestTable::ended, this, [this](QString text, const QString& code) {
    net_->clear();
    const bool seated = controller_->guest();
    if (!seated) {
      // Never seated (nobody answered, the invitation was refused): the match of this screen goes on.
      endGuest();
      if (setAside_ && !controller_->hasMatch()) bringBackSetAside();
      setAside_.reset();
    } else {
      text += keptNote();
    }
    // The match here goes on: its prompt comes back after the words (they stayed up on our turn).
    if (!seated && controller_->hasMatch()) showNote(text);
    else showStatus(text);
    updateActions();
    if (code == QLatin1String("match_over") || code == QLatin1String("left")) return;  // the result panel says the rest
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Network game"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("networkEndedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
  });
  showStatus(setAside_ ? tr("Connecting to the table… Your game here is kept for later.") : tr("Connecting to the table…"));
  table->start();
  view_->setFocus();
}

void MainWindow::leaveTable() {
  if (!guest_ || guest_->finished()) return;
  // Seated once (the host's table drawn here): the seat is given up for good, so asked as quitting is.
  // Still connecting: nothing to lose.
  const bool seated = controller_->guest();
  const QString table = guest_->tableName();
  if (seated && !Confirm::ask(this, Confirm::Loss::LeaveSeat, table)) return;
  endGuest();  // a bye if the line is up; the kept seat is forgotten either way
  // The game from before: back if the network table had replaced it (still on the table if not).
  if (setAside_ && !controller_->hasMatch() && bringBackSetAside()) return;
  setAside_.reset();
  setAsideMatch_.reset();
  const auto words = [table] { return table.isEmpty() ? tr("You left the network table.") : tr("You left %1's table.").arg(table); };
  if (!controller_->hasMatch()) {
    showWelcome();
    welcome_->setNotice(words);  // the page hides the status line (a play-test saw only the page)
  }
  showStatus(words());
  updateActions();
}

void MainWindow::endGuest() {
  if (!guest_) return;
  GuestTable* table = std::exchange(guest_, nullptr);
  table->disconnect(this);
  if (!table->finished()) table->leave();  // a new game here: the host frees the seat
  table->deleteLater();
  net_->clear();
  if (controller_->guest()) controller_->clear();
}

// The name typed on the welcome page, not stored until Play, is the one the network dialogs offer in
// this run (a play-test typed it there, then found Host's name empty). Nothing is stored: the welcome
// page still comes at the next start if no game is played.
void MainWindow::offerWelcomeName() {
  if (!welcome_ || !welcome_->isVisible()) return;
  const QString name = welcome_->choices()->nameEdit()->text().trimmed();
  if (!name.isEmpty()) Settings::setNetworkNameForThisRun(name);
}

void MainWindow::openJoinDialog() { openJoinDialogWith(QString()); }

bool MainWindow::openJoinDialogWith(const QString& link) {
  offerWelcomeName();
  JoinDialog dlg(this);
  if (!link.isEmpty()) dlg.linkEdit()->setText(link);
  // A good link and no name yet: the name is what is left to type.
  if (gin::net::parseInvitation(link).invitation && dlg.nameEdit()->text().trimmed().isEmpty()) dlg.nameEdit()->setFocus();
  if (dlg.exec() != QDialog::Accepted || !dlg.invitation()) return false;
  joinNetworkGame(*dlg.invitation(), dlg.playerName());
  return true;
}

void MainWindow::setAsideLocalMatch() {
  SaveGame::LoadResult kept;
  if (controller_->hasMatch()) {
    // A match of this screen with moves in it, as it is now (a network table's, the lesson's or a
    // finished one loses nothing here; one set aside before an earlier network table stays).
    if (controller_->guest() || controller_->practice() || controller_->networked() ||
        !Confirm::wouldLose(*controller_, Confirm::Loss::Match))
      return;
    kept = SaveGame::fromBytes(SaveGame::of(*controller_).toBytes());
    if (kept.ok() && !kept.match->samePosition(controller_->match())) return;  // a scripted position
  } else if (setAside_) {
    return;
  } else if (autosave_ && !netHost_->active()) {
    // Start-up (a kept seat, an invitation on the command line): the match saved here, not yet resumed.
    kept = SaveGame::load(autosave_->path());
    if (kept.ok() && !kept.game->network.isEmpty()) return;  // a hosted table's: Host offers it
  }
  if (!kept.ok() || kept.match->over()) return;
  setAside_ = kept.game;
  setAsideMatch_ = kept.match;
}

QString MainWindow::keptNote() const {
  // Said once the network table is over for us (the match's end, the host gone), not after every hand.
  const bool over = controller_->guest() && (controller_->matchOver() || (guest_ && guest_->finished()));
  return setAside_ && over ? QLatin1Char(' ') + tr("Your game from before is kept: Game › New game offers to continue it.") : QString();
}

QString MainWindow::setAsideText() const { return setAside_ ? Autosave::describe(*setAside_, *setAsideMatch_) : QString(); }

bool MainWindow::bringBackSetAside() {
  const QString what = setAsideText();
  const std::shared_ptr<SaveGame> save = std::exchange(setAside_, nullptr);
  setAsideMatch_.reset();
  if (!save) return false;
  endGuest();
  if (welcome_) welcome_->hide();
  bar_->show();
  if (!controller_->restore(save->setup, save->log, save->order, save->undoUsed)) return false;
  view_->setFocus();
  showStatus(tr("Your game goes on: %1.").arg(what));
  return true;
}

bool MainWindow::settleSetAside(bool hosting) {
  if (!setAside_) return true;
  QMessageBox box(QMessageBox::Question, tr("Your game from before"),
                  hosting ? tr("Before the network game you were playing %1. Continue that game, or host a new table "
                               "(that game is then lost)?")
                                .arg(setAsideText())
                          : tr("Before the network game you were playing %1. Continue that game, or start a new one "
                               "(that game is then lost)?")
                                .arg(setAsideText()),
                  QMessageBox::NoButton, this);
  box.setObjectName(QStringLiteral("setAsideBox"));
  QPushButton* again = box.addButton(tr("&Continue that game"), QMessageBox::AcceptRole);
  QPushButton* fresh = box.addButton(hosting ? tr("&Host a new table") : tr("&Start a new game"), QMessageBox::DestructiveRole);
  box.addButton(QMessageBox::Cancel);
  box.setDefaultButton(again);
  box.exec();
  if (box.clickedButton() == fresh) return true;
  // Continuing it leaves the network table: asked about as any match in progress.
  if (box.clickedButton() == again && Confirm::mayDiscard(this, *controller_, Confirm::Loss::Leave)) bringBackSetAside();
  return false;
}
