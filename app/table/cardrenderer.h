// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
  // The back a setting names ("blue", "red"; anything else is the blue one).
  static Back backNamed(const QString& name);
  Back back() const { return back_; }

  // The card face (or back) at `size` logical pixels for `dpr`. Cached; the first call renders.
  QPixmap face(gin::Card c, QSize size, qreal dpr);
  QPixmap backPixmap(QSize size, qreal dpr);
  // Any element of the deck (a card or a back), rendered into exactly `size`.
  QPixmap element(const QString& id, QSize size, qreal dpr);

  bool elementExists(const QString& id) const;
  QRectF elementBounds(const QString& id) const;
  // Width / height of a card in the SVG.
  qreal aspectRatio() const;
  int renderCount() const { return renders_; }  // for tests: SVG renders so far
  void clearCache();

 private:
  // The SVG of the current colour option, loaded on first use (start-up does not pay for it).
  QSvgRenderer* renderer() const;
  mutable std::unique_ptr<QSvgRenderer> standard_;
  mutable std::unique_ptr<QSvgRenderer> fourColourRenderer_;
  QHash<QString, QPixmap> cache_;
  qint64 cacheBytes_ = 0;
  bool fourColour_ = false;
  Back back_ = Back::Blue;
  int renders_ = 0;
};
