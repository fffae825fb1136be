// One card on the table. paint() only draws a cached pixmap from CardRenderer (never SVG), plus
// cheap overlays: focus/selection ring and a small marker.
#pragma once

#include <QGraphicsObject>
#include <QPixmap>
#include <QPointer>

#include "card.h"

class QPropertyAnimation;

// Every animation duration of the table in one place, scaled by the speed setting.
namespace Anim {
// 0 = off (moves are instant), 1 = normal, 0.5 = fast, 2 = slow.
void setSpeed(double factor);
double speed();
int ms(int normalMs);  // 0 when animations are off
}  // namespace Anim

class CardItem : public QGraphicsObject {
  Q_OBJECT

 public:
  enum class Marker { None, Deadwood, LaidOff, Hint };

  explicit CardItem(gin::Card card, QGraphicsItem* parent = nullptr);

  gin::Card card() const { return card_; }
  bool faceUp() const { return faceUp_; }
  // The side painted now (differs from faceUp() half way through a flip).
  bool showsFace() const { return faceUp_; }
  void setFaceUp(bool up);
  // Logical size and device pixel ratio; fetches the pixmap from the renderer cache.
  void setCardSize(const QSizeF& size, qreal dpr);
  QSizeF cardSize() const { return size_; }
  void setMarker(Marker m);
  Marker marker() const { return marker_; }
  void setFocusRing(bool on);
  bool focusRing() const { return focusRing_; }
  void setLifted(bool on);
  bool lifted() const { return lifted_; }

  // Moves to `target` (animated unless animations are off); `home` is where a refused drag returns.
  void moveTo(const QPointF& target, bool animate);
  QPointF home() const { return home_; }
  bool moving() const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  void refreshPixmap();

  gin::Card card_;
  bool faceUp_ = false;
  QSizeF size_{70, 100};
  qreal dpr_ = 1;
  QPixmap pixmap_;
  Marker marker_ = Marker::None;
  bool focusRing_ = false;
  bool lifted_ = false;
  QPointF home_;
  QPointer<QPropertyAnimation> anim_;
};
