// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/curtain.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "game/gamecontroller.h"

Curtain::Curtain(GameController* controller, QWidget* parent) : QWidget(parent), c_(controller) {
  setAttribute(Qt::WA_OpaquePaintEvent);
  auto* lay = new QVBoxLayout(this);
  lay->addStretch(2);
  text_ = new QLabel(this);
  text_->setAlignment(Qt::AlignCenter);
  text_->setWordWrap(true);
  text_->setStyleSheet(QStringLiteral("color: #f4f4ea; font-size: 20px;"));
  button_ = new QPushButton(this);
  button_->setObjectName(QStringLiteral("curtainButton"));
  button_->setDefault(true);
  button_->setStyleSheet(QStringLiteral(
      "QPushButton { background: #f2c94c; color: #202020; font-size: 18px; font-weight: bold;"
      " padding: 12px 28px; border-radius: 8px; border: 3px solid transparent; } QPushButton:focus { border-color: white; }"));
  undo_ = new QPushButton(this);
  undo_->setObjectName(QStringLiteral("curtainUndo"));
  undo_->setAutoDefault(false);
  undo_->setStyleSheet(QStringLiteral(
      "QPushButton { background: transparent; color: #f4f4ea; font-size: 14px; padding: 6px 16px;"
      " border: 1px solid #9fb3a4; border-radius: 6px; } QPushButton:focus { border-color: white; }"));
  lay->addWidget(text_);
  lay->addSpacing(16);
  lay->addWidget(button_, 0, Qt::AlignCenter);
  lay->addSpacing(24);
  lay->addWidget(undo_, 0, Qt::AlignCenter);
  lay->addStretch(3);
  button_->installEventFilter(this);
  undo_->installEventFilter(this);
  connect(button_, &QPushButton::clicked, c_, &GameController::revealSeat);
  connect(undo_, &QPushButton::clicked, c_, &GameController::undo);
  connect(c_, &GameController::changed, this, &Curtain::sync);
  sync();
}

void Curtain::sync() {
  const bool down = c_->hasMatch() && c_->curtain();
  const bool wasDown = isVisible();
  // Only while it shows: a hidden curtain renamed on every move would still tell screen readers so.
  if (down) retranslate();
  undo_->setVisible(down && c_->canUndo());
  setVisible(down);
  // While it is down, the table's keyboard focus is its button's, whoever gives the table the focus:
  // after Play in hot seat the table took it back, and Return only repeated "Pass the screen to ..."
  // (the hot-seat Orca suite found it; Tab was the only way to the button).
  if (parentWidget()) parentWidget()->setFocusProxy(down ? button_ : nullptr);
  // The guard starts again whenever the curtain comes down for another player (or again for the same).
  const QString next = down ? c_->seatName(c_->view().toAct) : QString();
  if (down && (!wasDown || next != for_)) down_.start();
  for_ = next;
  if (down) {
    raise();
    button_->setFocus();
  } else if (wasDown && parentWidget()) {
    parentWidget()->setFocus();  // revealed: the keys go to the table, not to a button of the bar
  }
}

bool Curtain::eventFilter(QObject* watched, QEvent* e) {
  // Keys only: a click is aimed at the button where it now is. A key held down repeats: never taken.
  if (e->type() == QEvent::KeyPress || e->type() == QEvent::KeyRelease) {
    const auto* k = static_cast<QKeyEvent*>(e);
    if (k->isAutoRepeat() || !down_.isValid() || down_.elapsed() < kKeyGuardMs) {
      e->accept();
      return true;
    }
  }
  return QWidget::eventFilter(watched, e);
}

void Curtain::retranslate() {
  if (!c_->hasMatch()) return;
  const QString name = c_->seatName(c_->view().toAct);
  text_->setText(tr("Both hands are hidden. Pass the screen to %1.").arg(name));
  button_->setText(tr("I am %1").arg(name));
  const int mover = c_->undoSeat();
  undo_->setText(mover >= 0 ? tr("%1: take back my move").arg(c_->seatName(mover)) : QString());
}

void Curtain::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void Curtain::paintEvent(QPaintEvent*) {
  // The same cloth as the table, darker, with a card back pattern hint: nothing of a hand shows.
  QPainter p(this);
  QLinearGradient g(0, 0, 0, height());
  g.setColorAt(0, QColor(0x10, 0x3d, 0x22));
  g.setColorAt(1, QColor(0x08, 0x24, 0x14));
  p.fillRect(rect(), g);
}
