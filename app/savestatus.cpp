#include "savestatus.h"

#include <QEvent>
#include <QMainWindow>
#include <QStatusBar>

#include "autosave.h"

namespace {
constexpr int kRecoveredMs = 10000;  // how long "saved again" stays
}

SaveStatus* SaveStatus::attach(Autosave* autosave, QMainWindow* window) {
  auto* status = new SaveStatus(window->statusBar());
  window->statusBar()->addPermanentWidget(status);
  QObject::connect(autosave, &Autosave::saveFailed, status, &SaveStatus::saveFailed);
  QObject::connect(autosave, &Autosave::saved, status, &SaveStatus::saved);
  return status;
}

SaveStatus::SaveStatus(QStatusBar* bar) : QLabel(bar), bar_(bar) {
  setObjectName(QStringLiteral("saveStatus"));
  setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; padding: 0 6px; }"));
  retranslate();
  hide();
}

void SaveStatus::saveFailed(const QString& message) {
  reason_ = message;
  setToolTip(reason_);
  if (failing_) return;  // said once; the marker stays
  failing_ = true;
  retranslate();
  show();
  bar_->showMessage(tr("%1 The game goes on; saving is tried again after every move.").arg(message));
}

void SaveStatus::saved() {
  if (!failing_) return;
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
  setText(tr("⚠ Not saved"));
  setAccessibleName(tr("The game is not saved"));
  setToolTip(reason_);
}
