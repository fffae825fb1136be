#include "callout.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>
#include <QTextOption>

namespace {
constexpr qreal kPad = 12;
constexpr qreal kGap = 18;  // between the bubble and its target: room for the pointer
constexpr qreal kMaxWidth = 330;

QFont calloutFont() {
  QFont f;
  f.setPixelSize(15);
  return f;
}
}  // namespace

CalloutItem::CalloutItem() {
  setAcceptedMouseButtons(Qt::NoButton);
  setAcceptHoverEvents(false);
  setZValue(100000);  // above every card, dragged ones included
}

void CalloutItem::setText(const QString& text) {
  if (text == text_) return;
  prepareGeometryChange();
  text_ = text;
  update();
}

QSizeF CalloutItem::textSize(qreal width) const {
  QTextDocument d;
  d.setDefaultFont(calloutFont());
  d.setDocumentMargin(0);
  d.setTextWidth(width);
  d.setPlainText(text_);
  return {std::min(width, d.idealWidth()), d.size().height()};
}

void CalloutItem::pointAt(const QRectF& target, const QRectF& bounds) {
  prepareGeometryChange();
  const qreal width = std::clamp(bounds.width() * 0.42, 200.0, kMaxWidth);
  const QSizeF t = textSize(width);
  const QSizeF size(t.width() + 2 * kPad, t.height() + 2 * kPad);
  const QRectF inner = bounds.adjusted(6, 6, -6, -6);
  auto clampInto = [&inner](QRectF r) {
    r.moveLeft(std::clamp(r.left(), inner.left(), std::max(inner.left(), inner.right() - r.width())));
    r.moveTop(std::clamp(r.top(), inner.top(), std::max(inner.top(), inner.bottom() - r.height())));
    return r;
  };
  pointer_ = !target.isEmpty();
  if (!pointer_) {
    bubble_ = clampInto(QRectF(QPointF(bounds.center().x() - size.width() / 2, bounds.center().y() - size.height() / 2), size));
    update();
    return;
  }
  // Beside the target where it fits whole: right, left, above, below; otherwise the side with most room.
  const QPointF c = target.center();
  struct Place {
    QRectF rect;
    QPointF tip;
  };
  const Place places[] = {
      {QRectF(QPointF(target.right() + kGap, c.y() - size.height() / 2), size), QPointF(target.right(), c.y())},
      {QRectF(QPointF(target.left() - kGap - size.width(), c.y() - size.height() / 2), size), QPointF(target.left(), c.y())},
      {QRectF(QPointF(c.x() - size.width() / 2, target.top() - kGap - size.height()), size), QPointF(c.x(), target.top())},
      {QRectF(QPointF(c.x() - size.width() / 2, target.bottom() + kGap), size), QPointF(c.x(), target.bottom())},
  };
  const Place* chosen = nullptr;
  for (int i = 0; i < 4 && !chosen; ++i) {
    const QRectF& r = places[i].rect;
    // Beside: fits across (it slides up or down into the view); above or below: fits that way.
    const bool fits = i < 2 ? r.left() >= inner.left() && r.right() <= inner.right() && r.height() <= inner.height()
                            : r.top() >= inner.top() && r.bottom() <= inner.bottom() && r.width() <= inner.width();
    if (fits) chosen = &places[i];
  }
  if (!chosen) chosen = target.top() - inner.top() > inner.bottom() - target.bottom() ? &places[2] : &places[3];
  bubble_ = clampInto(chosen->rect);
  tip_ = chosen->tip;
  update();
}

QRectF CalloutItem::boundingRect() const { return bubble_.united(QRectF(tip_, QSizeF(1, 1))).adjusted(-4, -4, 4, 4); }

void CalloutItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  if (text_.isEmpty()) return;
  p->setRenderHint(QPainter::Antialiasing);
  QPainterPath path;
  path.addRoundedRect(bubble_, 10, 10);
  if (pointer_ && !bubble_.contains(tip_)) {
    // A wedge from the bubble's nearest edge to the target.
    const QPointF from(std::clamp(tip_.x(), bubble_.left() + 16, bubble_.right() - 16),
                       std::clamp(tip_.y(), bubble_.top() + 16, bubble_.bottom() - 16));
    const QPointF d = tip_ - from;
    const QPointF n = QPointF(-d.y(), d.x()) / std::max(1.0, std::hypot(d.x(), d.y())) * 10;
    QPainterPath wedge;
    wedge.moveTo(from + n);
    wedge.lineTo(tip_);
    wedge.lineTo(from - n);
    wedge.closeSubpath();
    path = path.united(wedge);
  }
  p->setPen(QPen(QColor(0x1d, 0x1d, 0x1d), 2));
  p->setBrush(QColor(0xff, 0xf6, 0xd5));
  p->drawPath(path);
  QTextDocument d;
  d.setDefaultFont(calloutFont());
  d.setDocumentMargin(0);
  d.setTextWidth(bubble_.width() - 2 * kPad);
  d.setPlainText(text_);
  p->save();
  p->translate(bubble_.topLeft() + QPointF(kPad, kPad));
  d.drawContents(p);
  p->restore();
}
