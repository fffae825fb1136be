#include "carditem.h"

#include <QPainter>
#include <QPropertyAnimation>

#include "cardrenderer.h"

namespace {
double g_speed = 1.0;
}

void Anim::setSpeed(double factor) { g_speed = factor < 0 ? 0 : factor; }
double Anim::speed() { return g_speed; }
int Anim::ms(int normalMs) { return static_cast<int>(normalMs * g_speed); }

CardItem::CardItem(gin::Card card, QGraphicsItem* parent) : QGraphicsObject(parent), card_(card) {
  setCacheMode(NoCache);  // the pixmap is the cache
}

void CardItem::setFaceUp(bool up) {
  if (up == faceUp_ && !pixmap_.isNull()) return;
  faceUp_ = up;
  refreshPixmap();
}

void CardItem::setCardSize(const QSizeF& size, qreal dpr) {
  if (size == size_ && dpr == dpr_ && !pixmap_.isNull()) return;
  prepareGeometryChange();
  size_ = size;
  dpr_ = dpr;
  refreshPixmap();
}

void CardItem::refreshPixmap() {
  CardRenderer& r = CardRenderer::instance();
  const QSize s = size_.toSize();
  pixmap_ = faceUp_ ? r.face(card_, s, dpr_) : r.backPixmap(s, dpr_);
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

void CardItem::moveTo(const QPointF& target, bool animate) {
  home_ = target;
  if (anim_) anim_->stop();
  const int duration = Anim::ms(260);
  if (!animate || duration <= 0 || pos() == target) {
    setPos(target);
    return;
  }
  auto* a = new QPropertyAnimation(this, "pos", this);
  a->setDuration(duration);
  a->setStartValue(pos());
  a->setEndValue(target);
  a->setEasingCurve(QEasingCurve::OutCubic);
  anim_ = a;
  a->start(QAbstractAnimation::DeleteWhenStopped);
}

QRectF CardItem::boundingRect() const { return QRectF(QPointF(-2, -2), size_ + QSizeF(4, 4)); }

void CardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  const QRectF r(QPointF(0, 0), size_);
  if (!pixmap_.isNull()) p->drawPixmap(r, pixmap_, QRectF(pixmap_.rect()));
  if (marker_ != Marker::None && faceUp_) {
    // In a fanned hand only the left strip shows: the marker sits at its bottom.
    const qreal d = size_.width() * 0.13;
    const QRectF dot(size_.width() * 0.07, size_.height() - d - size_.width() * 0.07, d, d);
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QPen(Qt::white, 1.2));
    QColor c = marker_ == Marker::Deadwood ? QColor(0xe8, 0x7b, 0x1e)
               : marker_ == Marker::LaidOff ? QColor(0x2f, 0x7d, 0xd6)
                                            : QColor(0xf2, 0xc9, 0x4c);
    p->setBrush(c);
    p->drawEllipse(dot);
  }
  if (focusRing_ || lifted_) {
    p->setRenderHint(QPainter::Antialiasing);
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(focusRing_ ? QColor(0xff, 0xd5, 0x4f) : QColor(0x8f, 0xd1, 0xff), 3));
    const qreal rad = size_.width() * 0.06;
    p->drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad);
  }
}
