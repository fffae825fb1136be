// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/carditem.h"

#include <QPainter>
#include <algorithm>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>
#include <cmath>

#include "table/cardrenderer.h"

namespace {
double g_speed = 1.0;
const QColor kHintColour(0x9c, 0xff, 0x7a);  // the hinted pile's highlight (SpotItem::State::Legal) too

// Runs `a` after `delayMs`; returns what to keep track of (the group when there is a pause).
QAbstractAnimation* afterDelay(QAbstractAnimation* a, int delayMs, QObject* parent) {
  if (delayMs <= 0) {
    a->setParent(parent);
    return a;
  }
  auto* g = new QSequentialAnimationGroup(parent);
  g->addPause(delayMs);
  g->addAnimation(a);
  return g;
}
}  // namespace

void Anim::setSpeed(double factor) { g_speed = factor < 0 ? 0 : factor; }
double Anim::speed() { return g_speed; }
int Anim::ms(int normalMs) { return static_cast<int>(normalMs * g_speed); }
int Anim::aiDelay() { return g_speed > 0 ? ms(kAiDelay) : kAiDelayOff; }

CardItem::CardItem(gin::Card card, QGraphicsItem* parent) : QGraphicsObject(parent), card_(card) {
  setCacheMode(NoCache);  // the pixmap is the cache
}

void CardItem::setFaceUp(bool up, bool animate, int delayMs) {
  if (up == faceUp_ && !pixmap_.isNull()) return;  // already showing or turning to that side
  faceUp_ = up;
  if (flipAnim_) flipAnim_->stop();
  const int duration = Anim::ms(Anim::kFlip);
  if (!animate || duration <= 0 || shown_ == up || pixmap_.isNull()) {
    // Instant; also when a flip is reversed before its middle: the shown side is already right.
    setFlip(0);
    shown_ = up;
    refreshPixmap();
    return;
  }
  auto* a = new QPropertyAnimation(this, "flip");
  a->setDuration(duration);
  a->setStartValue(0.0);
  a->setEndValue(1.0);
  flipAnim_ = afterDelay(a, delayMs, this);
  connect(flipAnim_, &QAbstractAnimation::finished, this, [this] { setFlip(0); });
  flipAnim_->start(QAbstractAnimation::DeleteWhenStopped);
}

void CardItem::setFlip(qreal f) {
  flip_ = f;
  if (f >= 0.5 && shown_ != faceUp_) {
    shown_ = faceUp_;
    refreshPixmap();
  }
  // Narrow the card around its vertical centre line: full width at 0 and 1, an edge at 0.5.
  const qreal sx = std::max(0.02, std::abs(1 - 2 * f));
  const qreal cx = size_.width() / 2;
  setTransform(f <= 0 || f >= 1 ? QTransform() : QTransform().translate(cx, 0).scale(sx, 1).translate(-cx, 0));
}

void CardItem::setCardSize(const QSizeF& size, qreal dpr) {
  if (size == size_ && dpr == dpr_ && !pixmap_.isNull()) return;
  prepareGeometryChange();
  size_ = size;
  dpr_ = dpr;
  refreshPixmap();
}

void CardItem::setCard(gin::Card c) {
  if (c == card_) return;
  card_ = c;
  refreshPixmap();
}

void CardItem::refreshPixmap() {
  CardRenderer& r = CardRenderer::instance();
  const QSize s = size_.toSize();
  pixmap_ = shown_ && card_ != gin::NoCard ? r.face(card_, s, dpr_) : r.backPixmap(s, dpr_);
  update();
}

void CardItem::setMarker(Marker m) {
  if (m == marker_) return;
  marker_ = m;
  update();
}

void CardItem::setFocusRing(bool on) {
  if (on == focusRing_) return;
  focusRing_ = on;
  update();
}

void CardItem::setLifted(bool on) {
  if (on == lifted_) return;
  lifted_ = on;
  update();
}

bool CardItem::moving() const { return anim_ && anim_->state() == QAbstractAnimation::Running; }

bool CardItem::waiting() const { return moving() && movePart_ && movePart_->state() != QAbstractAnimation::Running; }

int CardItem::remainingMs() const {
  auto left = [](const QAbstractAnimation* a) {
    return a && a->state() == QAbstractAnimation::Running ? std::max(0, a->totalDuration() - a->currentTime()) : 0;
  };
  return std::max(left(anim_), left(flipAnim_));
}

void CardItem::settle() {
  stopMoving();
  if (flipAnim_) flipAnim_->stop();
  setFlip(0);
  if (shown_ != faceUp_) {
    shown_ = faceUp_;
    refreshPixmap();
  }
}

void CardItem::stopMoving() {
  if (anim_) anim_->stop();
  home_ = pos();
}

void CardItem::moveTo(const QPointF& target, bool animate, int delayMs) {
  if (moving()) {
    if (home_ == target) return;  // under way already
    // Laid out again while in flight (a resize, the deal): fly on to the new place, keeping the turn
    // of a card still waiting to be dealt.
    if (waiting()) delayMs = std::max(delayMs, pauseMs_ - anim_->currentTime());
    animate = true;
  }
  home_ = target;
  if (anim_) anim_->stop();
  const int duration = Anim::ms(Anim::kMove);
  if (!animate || duration <= 0 || pos() == target) {
    setPos(target);
    return;
  }
  auto* a = new QPropertyAnimation(this, "pos");
  a->setDuration(duration);
  a->setStartValue(pos());
  a->setEndValue(target);
  a->setEasingCurve(QEasingCurve::OutCubic);
  movePart_ = a;
  pauseMs_ = delayMs;
  anim_ = afterDelay(a, delayMs, this);
  anim_->start(QAbstractAnimation::DeleteWhenStopped);
}

QRectF CardItem::boundingRect() const { return QRectF(QPointF(-2, -2), size_ + QSizeF(4, 4)); }

void CardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  const QRectF r(QPointF(0, 0), size_);
  if (!pixmap_.isNull()) p->drawPixmap(r, pixmap_, QRectF(pixmap_.rect()));
  if (marker_ != Marker::None && shown_) {
    // In a fanned hand only the left strip shows: the marker sits at its bottom.
    const qreal d = size_.width() * 0.13;
    const QRectF dot(size_.width() * 0.07, size_.height() - d - size_.width() * 0.07, d, d);
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QPen(Qt::white, 1.2));
    QColor c = marker_ == Marker::Deadwood ? QColor(0xe8, 0x7b, 0x1e)
               : marker_ == Marker::LaidOff ? QColor(0x2f, 0x7d, 0xd6)
                                            : kHintColour;
    p->setBrush(c);
    p->drawEllipse(dot);
  }
  // Rings, each its own colour: the hinted card green (as the hinted pile), the card picked up blue (the
  // keyboard focus, white on a dark halo, is the table's ring above every card).
  const qreal rad = size_.width() * 0.06;
  auto ring = [&](const QColor& colour, qreal width, qreal inset) {
    p->setRenderHint(QPainter::Antialiasing);
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(colour, width));
    p->drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), rad, rad);
  };
  if (marker_ == Marker::Hint && shown_) {
    // Thick enough to see at a glance at every card size, with a dark edge on the white face.
    const qreal w = std::max<qreal>(3, size_.width() * 0.05);
    ring(QColor(0x10, 0x40, 0x10, 170), w + 2, w / 2 + 0.5);
    ring(kHintColour, w, w / 2 + 0.5);
  }
  if (lifted_) ring(QColor(0x8f, 0xd1, 0xff), 3, 0.5);
}
