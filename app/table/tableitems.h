// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The small items of the table besides the cards: pile places (outline, label, drop highlight,
// keyboard focus) and text pills (names, scores, counts, the deadwood line).
#pragma once

#include <QFont>
#include <QGraphicsItem>
#include <QString>

// A pile place on the felt: outline, label, and the drop highlight.
class SpotItem : public QGraphicsItem {
 public:
  enum class State { Normal, Legal, Illegal };
  void setRect(const QRectF& r) {
    prepareGeometryChange();
    rect_ = r;
  }
  QRectF rect() const { return rect_; }
  void setLabel(const QString& l) {
    label_ = l;
    update();
  }
  void setState(State s) {
    if (s == state_) return;
    state_ = s;
    update();
  }
  void setFocusRing(bool on) {
    if (on == focus_) return;
    focus_ = on;
    update();
  }
  void setFilled(bool on) { filled_ = on; }
  QRectF boundingRect() const override { return rect_.adjusted(-6, -6, 6, 6); }
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

 private:
  QRectF rect_;
  QString label_;
  State state_ = State::Normal;
  bool focus_ = false;
  bool filled_ = true;
};

// A text pill: names, scores, counts and the deadwood line.
class LabelItem : public QGraphicsItem {
 public:
  void setText(const QString& t) {
    if (t == text_) return;
    prepareGeometryChange();
    text_ = t;
    update();
  }
  QString text() const { return text_; }
  void setPixelSize(int px) {
    prepareGeometryChange();
    font_.setPixelSize(px);
  }
  // Plain: a dark pill; Active: gold (the seat to act); Fresh: light (the move just made); Badge: gold
  // outline and text on dark (the knocker's mark); Quiet: a near-opaque dark pill (an older caption laid
  // over cards, readable across their white edges).
  enum class Tone { Plain, Active, Fresh, Badge, Quiet };
  void setTone(Tone t) {
    if (t == tone_) return;
    tone_ = t;
    update();
  }
  Tone tone() const { return tone_; }
  void setActive(bool on) { setTone(on ? Tone::Active : Tone::Plain); }
  // Places the pill with its top centre (or top left) at p.
  void anchor(const QPointF& p, bool centre) { setPos(centre ? p - QPointF(size().width() / 2, 0) : p); }
  QSizeF size() const;
  QRectF boundingRect() const override { return QRectF(QPointF(0, 0), size()); }
  void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

 private:
  QString text_;
  QFont font_;
  Tone tone_ = Tone::Plain;
};
