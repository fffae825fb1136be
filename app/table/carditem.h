// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One card on the table. paint() only draws a cached pixmap from CardRenderer (never SVG), plus
// cheap overlays: focus/selection ring and a small marker.
#pragma once

#include <QGraphicsObject>
#include <QPixmap>
#include <QPointer>

#include "card.h"

class QAbstractAnimation;

// Every animation duration of the table in one place, scaled by the speed setting.
namespace Anim {
// Durations at normal speed, in milliseconds.
inline constexpr int kMove = 260;        // a card flying to its place: draw, discard, deal, re-layout
inline constexpr int kFlip = 200;        // turning a card over (narrowing to an edge and widening again)
inline constexpr int kDealStep = 45;     // between two cards of the deal, which fly one by one
inline constexpr int kAiDelay = 700;     // the computer shows its move after this, so that a person can follow
inline constexpr int kAiDelayOff = 250;  // the same with animations off
inline constexpr int kLanded = 160;      // the computer's next move waits this long after a card has landed
// 0 = off (moves are instant), 1 = normal, 0.5 = fast, 1.6 = slow.
void setSpeed(double factor);
double speed();
int ms(int normalMs);  // 0 when animations are off
int aiDelay();
}  // namespace Anim

class CardItem : public QGraphicsObject {
  Q_OBJECT
  Q_PROPERTY(qreal flip READ flip WRITE setFlip)

 public:
  enum class Marker { None, Deadwood, LaidOff, Hint };

  explicit CardItem(gin::Card card, QGraphicsItem* parent = nullptr);

  // The card shown, or gin::NoCard for a card whose face the seat at this screen does not know: such
  // an item only ever shows its back.
  gin::Card card() const { return card_; }
  void setCard(gin::Card c);
  // The side the card shows, or turns to while it flips.
  bool faceUp() const { return faceUp_; }
  // The side painted now (differs from faceUp() during the first half of a flip).
  bool showsFace() const { return shown_; }
  // Turns the card; animated as a flip (after `delayMs`) unless animations are off.
  void setFaceUp(bool up, bool animate = false, int delayMs = 0);
  // Logical size and device pixel ratio; fetches the pixmap from the renderer cache.
  void setCardSize(const QSizeF& size, qreal dpr);
  QSizeF cardSize() const { return size_; }
  void setMarker(Marker m);
  Marker marker() const { return marker_; }
  // The keyboard focus is on this card (the table draws the ring above the cards).
  void setFocusRing(bool on);
  bool focusRing() const { return focusRing_; }
  // Picked up: ringed (the table lays it out raised, above its neighbours).
  void setLifted(bool on);
  bool lifted() const { return lifted_; }

  // Moves to `target` (animated unless animations are off, starting after `delayMs`); `home` is where a
  // refused drag returns. A move already under way goes on (to the new target, if it changed).
  void moveTo(const QPointF& target, bool animate, int delayMs = 0);
  // Stops where it is (a drag takes the card).
  void stopMoving();
  // Ends every move and flip at once: the card shows the side it was turning to (a new deal).
  void settle();
  QPointF home() const { return home_; }
  bool moving() const;
  // A delayed move (the deal) that has not left yet: the card still lies on its old place.
  bool waiting() const;
  // Milliseconds until the card lies still: its move (with a pause before it) and its flip done.
  int remainingMs() const;

  qreal flip() const { return flip_; }
  void setFlip(qreal f);  // 0..1: the width shrinks to nothing at 0.5, where the other side shows

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 // Fetches the face or back again, e.g. after the deck's colours or back changed.
  void refreshPixmap();

 private:

  gin::Card card_;
  bool faceUp_ = false;
  bool shown_ = false;
  qreal flip_ = 0;
  QSizeF size_{70, 100};
  qreal dpr_ = 1;
  QPixmap pixmap_;
  Marker marker_ = Marker::None;
  bool focusRing_ = false;
  bool lifted_ = false;
  QPointF home_;
  QPointer<QAbstractAnimation> anim_;
  QPointer<QAbstractAnimation> flipAnim_;
  QPointer<QAbstractAnimation> movePart_;  // the flight inside anim_ (after the pause of a delayed move)
  int pauseMs_ = 0;
};
