// Renders the cards of resources/cards.svg once per element, size and device pixel ratio into a
// cache, so that painting a card never renders SVG.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QSize>
#include <QString>
#include <memory>

#include "card.h"

class QSvgRenderer;

class CardRenderer {
 public:
  enum class Back { Blue, Red };

  CardRenderer();
  ~CardRenderer();
  static CardRenderer& instance();

  // SVG element id of a card: "1_club" ... "10_heart", "jack_diamond", "queen_spade", "king_club".
  static QString elementId(gin::Card c);
  QString backId() const;  // "back" or "back2"

  void setFourColour(bool on);  // clubs green, diamonds blue
  bool fourColour() const { return fourColour_; }
  void setBack(Back b);
  Back back() const { return back_; }

  // The card face (or back) at `size` logical pixels for `dpr`. Cached; the first call renders.
  QPixmap face(gin::Card c, QSize size, qreal dpr);
  QPixmap backPixmap(QSize size, qreal dpr);
  QPixmap element(const QString& id, QSize size, qreal dpr);

  bool elementExists(const QString& id) const;
  QRectF elementBounds(const QString& id) const;
  // Width / height of a card in the SVG.
  qreal aspectRatio() const;
  int renderCount() const { return renders_; }  // for tests: SVG renders so far
  void clearCache();

 private:
  QSvgRenderer* renderer() const;
  std::unique_ptr<QSvgRenderer> standard_;
  std::unique_ptr<QSvgRenderer> fourColourRenderer_;
  QHash<QString, QPixmap> cache_;
  bool fourColour_ = false;
  Back back_ = Back::Blue;
  int renders_ = 0;
};
