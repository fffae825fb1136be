// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's callout on the table: a bubble of text with a pointer to the thing it talks about (a card,
// a pile, the knock spot). Placed beside its target where the table has room, always inside the view;
// it takes no mouse buttons, so the cards under it can still be dragged.
#pragma once

#include <QGraphicsItem>
#include <QVector>
#include <QString>

class CalloutItem : public QGraphicsItem {
 public:
  enum class Side { Right, Left, Above, Below };
  CalloutItem();
  void setText(const QString& text);
  QString text() const { return text_; }
  // Points at `target` (scene coordinates; empty: no pointer, the bubble in the middle of `bounds`),
  // keeping the bubble inside `bounds`: on the `preferred` side if it fits there (beside: narrower if
  // need be), else on the first side that fits (right, left, above, below), else where most room is;
  // a side where it also leaves the `avoid` rectangles clear first (else the first of them).
  void pointAt(const QRectF& target, const QRectF& bounds, Side preferred = Side::Right, const QVector<QRectF>& avoid = {});
  QRectF bubble() const { return bubble_; }  // scene coordinates
  QPointF tip() const { return tip_; }

  QRectF boundingRect() const override;
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

 private:
  QSizeF textSize(qreal width) const;
  QFont font() const;
  QString text_;
  int fontPx_ = 15;  // grows with the table, as the cards do
  QRectF bubble_;  // scene coordinates (the item stays at the origin)
  QPointF tip_;
  bool pointer_ = false;
};
