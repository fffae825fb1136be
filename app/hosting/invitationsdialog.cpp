// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosting/invitationsdialog.h"

#include <QClipboard>
#include <QEvent>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "hosting/networkhost.h"

InvitationsDialog::InvitationsDialog(NetworkHost* host, QWidget* parent) : QDialog(parent), host_(host) {
  setObjectName(QStringLiteral("invitationsDialog"));
  auto* lay = new QVBoxLayout(this);
  intro_ = new QLabel(this);
  intro_->setWordWrap(true);
  lay->addWidget(intro_);
  rowsLayout_ = new QVBoxLayout;
  lay->addLayout(rowsLayout_);
  waiting_ = new QLabel(this);
  waiting_->setObjectName(QStringLiteral("invitationsWaiting"));
  waiting_->setWordWrap(true);
  lay->addWidget(waiting_);
  logTitle_ = new QLabel(this);
  lay->addWidget(logTitle_);
  log_ = new QPlainTextEdit(this);
  log_->setObjectName(QStringLiteral("hostLog"));
  log_->setReadOnly(true);
  log_->setMinimumHeight(90);
  logTitle_->setBuddy(log_);
  lay->addWidget(log_, 1);
  auto* buttons = new QHBoxLayout;
  buttons->addStretch();
  close_ = new QPushButton(this);
  connect(close_, &QPushButton::clicked, this, &QDialog::close);
  buttons->addWidget(close_);
  lay->addLayout(buttons);
  connect(host, &NetworkHost::changed, this, &InvitationsDialog::refresh);
  connect(host, &NetworkHost::logged, this, [this](const QString& line) { log_->appendPlainText(line); });
  rebuild();
  retranslate();
  resize(640, sizeHint().height());
}

void InvitationsDialog::rebuild() {
  for (const Row& r : rows_) {
    delete r.who;
    delete r.link;
    delete r.copy;
    delete r.computer;
  }
  rows_.clear();
  log_->clear();
  if (!host_) return;
  for (const auto& [seat, inv] : host_->invitations()) {
    Row r{seat, new QLabel(this), new QLineEdit(inv.toString(), this), new QPushButton(this), new QPushButton(this)};
    r.link->setReadOnly(true);  // selectable, copied with the button or the keys
    r.link->setObjectName(QStringLiteral("invitation%1").arg(seat + 1));
    r.link->setCursorPosition(0);
    r.copy->setObjectName(QStringLiteral("copyInvitation%1").arg(seat + 1));
    r.copy->setText(tr("&Copy"));
    const QString text = inv.toString();
    connect(r.copy, &QPushButton::clicked, this, [this, text] {
      QGuiApplication::clipboard()->setText(text);
      if (QGuiApplication::clipboard()->supportsSelection()) QGuiApplication::clipboard()->setText(text, QClipboard::Selection);
      waiting_->setText(tr("The invitation was copied: send it to your friend."));
    });
    r.computer->setObjectName(QStringLiteral("computerForSeat%1").arg(seat + 1));
    r.computer->hide();
    connect(r.computer, &QPushButton::clicked, this, [this, seat] {
      if (host_ && host_->friendAway(seat)) emit computerAsked(seat);
    });
    auto* row = new QHBoxLayout;
    row->addWidget(r.link, 1);
    row->addWidget(r.copy);
    row->addWidget(r.computer);
    rowsLayout_->addWidget(r.who);
    rowsLayout_->addLayout(row);
    rows_ << r;
  }
  for (const QString& line : host_->logLines()) log_->appendPlainText(line);
}

void InvitationsDialog::refresh() {
  if (!host_) return;
  // A new table (hosted again while this stayed open): new links.
  bool same = rows_.size() == static_cast<int>(host_->invitations().size());
  for (int i = 0; same && i < rows_.size(); ++i) same = rows_[i].link->text() == host_->invitations()[i].second.toString();
  if (!same) rebuild();
  for (const Row& r : rows_) {
    r.who->setText(host_->seatText(r.seat));
    r.computer->setVisible(host_->friendAway(r.seat));
    // A seat a computer took over: its link stopped working, and copying it sent friends a dead link.
    const bool works = host_->invitationWorks(r.seat);
    r.link->setEnabled(works);
    r.copy->setEnabled(works);
  }
  QString waiting = host_->waitingText();
  if (waiting.isEmpty() && host_->active()) {
    // Not "every friend" once a computer plays a seat for a friend who left (a network play-test).
    const QStringList away = host_->standIns();
    waiting = away.isEmpty()     ? tr("Every friend is at the table.")
              : away.size() == 1 ? tr("Every seat is played: a computer plays in place of %1.").arg(away.front())
                                 : tr("Every seat is played: computers play in place of %1.").arg(QLocale().createSeparatedList(away));
  }
  waiting_->setText(waiting);
}

void InvitationsDialog::retranslate() {
  setWindowTitle(tr("Invitations"));
  intro_->setText(tr("Send each friend the invitation of their seat (by chat or e-mail). Whoever has the link can take "
                     "the seat, so send it only to them."));
  for (const Row& r : rows_) {
    r.copy->setText(tr("&Copy"));
    r.computer->setText(tr("Let a computer &play"));
  }
  logTitle_->setText(tr("Table &log:"));
  close_->setText(tr("Close"));
  refresh();
}

void InvitationsDialog::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(e);
}
