// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson/callout.h"

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

}  // namespace

QFont CalloutItem::font() const {
  QFont f;
  f.setPixelSize(fontPx_);
  return f;
}

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
  d.setDefaultFont(font());
  d.setDocumentMargin(0);
  d.setTextWidth(width);
  d.setPlainText(text_);
  return {std::min(width, d.idealWidth()), d.size().height()};
}

void CalloutItem::pointAt(const QRectF& target, const QRectF& bounds, Side preferred, const QVector<QRectF>& avoid) {
  prepareGeometryChange();
  // 15 px on a small screen, up to 22 px on a tall one (the cards grow with the height too).
  fontPx_ = std::clamp(static_cast<int>(bounds.height() / 48), 15, 22);
  const qreal scale = fontPx_ / 15.0;
  const QRectF inner = bounds.adjusted(6, 6, -6, -6);
  const qreal width = std::clamp(bounds.width() * 0.42, 200.0, kMaxWidth * scale);
  // Above or below a target a callout may be wider (fewer lines, less of the table covered).
  const qreal wide = std::clamp(bounds.width() * 0.55, 200.0, 1.6 * kMaxWidth * scale);
  auto sizeFor = [this](qreal w) {
    const QSizeF t = textSize(w);
    return QSizeF(t.width() + 2 * kPad, t.height() + 2 * kPad);
  };
  auto clampInto = [&inner](QRectF r) {
    r.moveLeft(std::clamp(r.left(), inner.left(), std::max(inner.left(), inner.right() - r.width())));
    r.moveTop(std::clamp(r.top(), inner.top(), std::max(inner.top(), inner.bottom() - r.height())));
    return r;
  };
  pointer_ = !target.isEmpty();
  if (!pointer_) {
    const QSizeF size = sizeFor(width);
    bubble_ = clampInto(QRectF(QPointF(bounds.center().x() - size.width() / 2, bounds.center().y() - size.height() / 2), size));
    update();
    return;
  }
  const QPointF c = target.center();
  // The bubble on one side of the target, and whether it fits there whole (sliding along that side).
  auto place = [&](Side side, QRectF* rect, QPointF* tip) {
    qreal w = side == Side::Above || side == Side::Below ? wide : width;
    if (side == Side::Right) w = std::min(w, inner.right() - target.right() - kGap);
    if (side == Side::Left) w = std::min(w, target.left() - kGap - inner.left());
    if (w < 200) w = width;  // too narrow there: measured at full width, and it will not fit
    const QSizeF size = sizeFor(w - 2 * kPad);
    switch (side) {
      case Side::Right:
        *rect = QRectF(QPointF(target.right() + kGap, c.y() - size.height() / 2), size);
        *tip = QPointF(target.right(), c.y());
        return rect->right() <= inner.right() && size.height() <= inner.height();
      case Side::Left:
        *rect = QRectF(QPointF(target.left() - kGap - size.width(), c.y() - size.height() / 2), size);
        *tip = QPointF(target.left(), c.y());
        return rect->left() >= inner.left() && size.height() <= inner.height();
      case Side::Above:
        *rect = QRectF(QPointF(c.x() - size.width() / 2, target.top() - kGap - size.height()), size);
        *tip = QPointF(c.x(), target.top());
        return rect->top() >= inner.top() && size.width() <= inner.width();
      case Side::Below:
        *rect = QRectF(QPointF(c.x() - size.width() / 2, target.bottom() + kGap), size);
        *tip = QPointF(c.x(), target.bottom());
        return rect->bottom() <= inner.bottom() && size.width() <= inner.width();
    }
    return false;
  };
  // A side where the bubble fits whole and leaves every `avoid` rectangle clear, else the first ones
  // (the most important), else where it fits whole: on a narrow table (1024 px with the score sheet
  // open) the stock's callout went right of it, over the discard pile whose card it spoke of (a new
  // player's playtest).
  QRectF rect;
  bool fits = false;
  for (qsizetype keep = avoid.size(); keep >= 0 && !fits; --keep)
    for (Side side : {preferred, Side::Right, Side::Left, Side::Above, Side::Below}) {
      QRectF r;
      QPointF t;
      if (!place(side, &r, &t)) continue;
      bool clear = true;
      for (qsizetype i = 0; i < keep; ++i) clear = clear && !r.intersects(avoid[i]);
      if (!clear) continue;
      rect = r, tip_ = t, fits = true;
      break;
    }
  if (!fits) place(target.top() - inner.top() > inner.bottom() - target.bottom() ? Side::Above : Side::Below, &rect, &tip_);
  bubble_ = clampInto(rect);
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
  d.setDefaultFont(font());
  d.setDocumentMargin(0);
  d.setTextWidth(bubble_.width() - 2 * kPad);
  d.setPlainText(text_);
  p->save();
  p->translate(bubble_.topLeft() + QPointF(kPad, kPad));
  d.drawContents(p);
  p->restore();
}
