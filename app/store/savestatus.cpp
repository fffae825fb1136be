// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/savestatus.h"

#include <QEvent>
#include <QMainWindow>
#include <QStatusBar>

#include "store/autosave.h"

namespace {
constexpr int kRecoveredMs = 10000;  // how long "saved again" stays
}

SaveStatus* SaveStatus::attach(Autosave* autosave, QMainWindow* window) {
  auto* status = new SaveStatus(window->statusBar());
  window->statusBar()->addPermanentWidget(status);
  QObject::connect(autosave, &Autosave::saveFailed, status, [status, autosave](const QString& message) {
    status->saveFailed(message, autosave->lastError(), autosave->advice());
  });
  QObject::connect(autosave, &Autosave::saved, status, &SaveStatus::saved);
  QObject::connect(autosave, &Autosave::readOnlyChanged, status,
                   [status, autosave](bool on) { status->setReadOnly(on, autosave->readOnlyReason()); });
  if (autosave->readOnly()) status->setReadOnly(true, autosave->readOnlyReason());
  return status;
}

SaveStatus::SaveStatus(QStatusBar* bar) : QLabel(bar), bar_(bar) {
  setObjectName(QStringLiteral("saveStatus"));
  setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; padding: 0 6px; }"));
  retranslate();
  hide();
}

void SaveStatus::saveFailed(const QString& message, const QString& reason, const QString& advice) {
  reason_ = advice.isEmpty() ? message : message + QLatin1Char(' ') + advice;
  setToolTip(reason_);
  if (failing_) return;  // said once; the marker stays
  failing_ = true;
  retranslate();
  show();
  // Short enough for the status bar; the marker's tooltip has the whole message with the file.
  bar_->showMessage(advice.isEmpty()
                        ? tr("The game cannot be saved (%1). Saving is tried again after every move.").arg(reason)
                        : tr("The game cannot be saved (%1). %2 Saving is tried again after every move.").arg(reason, advice));
}

void SaveStatus::setReadOnly(bool on, const QString& why) {
  readOnly_ = on;
  reason_ = on ? why : QString();
  retranslate();
  setVisible(on || failing_);
  // Said at once, and kept in the marker: nothing played in this window reaches the disk.
  if (on) bar_->showMessage(tr("This window does not save the game."));
}

void SaveStatus::saved() {
  if (!failing_ || readOnly_) return;
  failing_ = false;
  reason_.clear();
  hide();
  bar_->showMessage(tr("The game is saved again."), kRecoveredMs);
}

void SaveStatus::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QLabel::changeEvent(e);
}

void SaveStatus::retranslate() {
  setText(readOnly_ ? tr("⚠ Read-only: not saved") : tr("⚠ Not saved"));
  setAccessibleName(tr("The game is not saved"));
  setToolTip(reason_);
}
