// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/banner.h"

#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QPropertyAnimation>
#include <QTimer>

#include "table/carditem.h"
#include "game/gamecontroller.h"

using namespace gin;

Banner::Banner(GameController* controller, QWidget* parent) : QLabel(parent), c_(controller), timer_(new QTimer(this)) {
  setObjectName(QStringLiteral("banner"));
  setAlignment(Qt::AlignCenter);
  setAttribute(Qt::WA_TransparentForMouseEvents);  // never in the way of a drag
  setStyleSheet(QStringLiteral("#banner { background: rgba(12, 30, 20, 215); color: #f2c94c; border: 2px solid #f2c94c;"
                               " border-radius: 14px; font-size: 30px; font-weight: bold; padding: 10px 34px; }"));
  setGraphicsEffect(new QGraphicsOpacityEffect(this));
  hide();
  timer_->setSingleShot(true);
  connect(timer_, &QTimer::timeout, this, [this] {
    const int ms = Anim::ms(400);
    if (ms == 0) return finish();
    fade_ = new QPropertyAnimation(graphicsEffect(), "opacity", this);
    fade_->setDuration(ms);
    fade_->setStartValue(1.0);
    fade_->setEndValue(0.0);
    connect(fade_, &QPropertyAnimation::finished, this, &Banner::finish);
    fade_->start(QAbstractAnimation::DeleteWhenStopped);
  });
  connect(c_, &GameController::actionApplied, this, &Banner::onAction);
  connect(c_, &GameController::handOver, this, &Banner::onHandOver);
  connect(c_, &GameController::matchStarted, this, &Banner::finish);
  connect(c_, &GameController::undone, this, &Banner::finish);
}

void Banner::onAction() {
  const SeatView& v = c_->view();
  if (v.history.empty()) return;
  const ActionType type = v.history.back().type;
  if (type == ActionType::BigGin) return announce(Moment::BigGin);
  if (type != ActionType::Knock) return;
  // The knocker's melds are on the table now: whether they took every card is public.
  announce(v.knockerGin ? Moment::Gin : Moment::Knock);
}

void Banner::onHandOver() {
  if (c_->view().result.outcome == Outcome::Undercut) announce(Moment::Undercut);
}

void Banner::announce(Moment m) {
  if (fade_) fade_->stop();
  moment_ = m;
  static_cast<QGraphicsOpacityEffect*>(graphicsEffect())->setOpacity(1.0);
  retranslate();
  raise();
  place();  // and shows it
  // With animations off it stays up as long as at normal speed: it is read, not watched.
  timer_->start(Anim::ms(kShowMs) > 0 ? Anim::ms(kShowMs) : kShowMs);
}

void Banner::keepClearOf(QWidget* panel) {
  if (clearOf_) clearOf_->removeEventFilter(this);
  clearOf_ = panel;
  if (panel) panel->installEventFilter(this);
}

bool Banner::eventFilter(QObject* watched, QEvent* e) {
  if (watched == clearOf_ && moment_ != Moment::None)
    switch (e->type()) {
      case QEvent::Show:
      case QEvent::Move:
      case QEvent::Resize: place(); break;
      default: break;
    }
  return QLabel::eventFilter(watched, e);
}

void Banner::place() {
  if (!parentWidget() || moment_ == Moment::None) return;
  const int h = parentWidget()->height(), x = (parentWidget()->width() - width()) / 2;
  QRect r(QPoint(x, h / 3 - height() / 2), size());
  if (clearOf_ && clearOf_->isVisible() && r.intersects(clearOf_->geometry())) {
    const QRect p = clearOf_->geometry();
    if (p.top() - 6 - height() >= 4) r.moveBottom(p.top() - 7);
    else if (p.bottom() + 6 + height() <= h - 4) r.moveTop(p.bottom() + 7);
    else return hide();  // no room: the result's headline says it
  }
  move(r.topLeft());
  if (isHidden()) show();
}

void Banner::finish() {
  timer_->stop();
  if (fade_) fade_->stop();
  moment_ = Moment::None;
  hide();
}

void Banner::retranslate() {
  switch (moment_) {
    case Moment::Knock: setText(tr("Knock!")); break;
    case Moment::Gin: setText(tr("Gin!")); break;
    case Moment::BigGin: setText(tr("Big gin!")); break;
    case Moment::Undercut: setText(tr("Undercut!")); break;
    case Moment::None: setText(QString()); break;
  }
  adjustSize();
}

void Banner::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QLabel::changeEvent(e);
}
