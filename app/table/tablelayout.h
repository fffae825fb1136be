// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Where everything lies on the table, from the view size and the seats alone: a pure computation in
// card units (no scene, no items), so that it can be tested at every screen size.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QVector>

struct TableLayoutInput {
  QSizeF view{1024, 640};
  int players = 2;
  bool fanPile = false;      // the discard pile is browsable: fanned out to the right
  bool handOver = false;     // the result panel needs `resultSpace` in the centre band
  qreal resultSpace = 0;
  qreal resultWidth = 0;     // the result panel's width: beside the piles when the table is wide enough
  qreal cardAspect = 0.714;  // width / height of the deck's cards
  int cardSize = 0;          // 0 normal, 1 large, 2 extra large (Settings::CardSize)
};

struct TableLayout {
  qreal margin = 0, labelHeight = 0, cardHeight = 0;
  int fontPx = 0;
  QSizeF big, small;  // the view seat's and the piles' cards; the other seats' cards
  qreal topRowY = 0, bottomY = 0, infoY = 0, centreY = 0;
  QRectF handArea;    // drop zone of the view seat's hand (below the deadwood line)
  QRectF centreBand;  // free band between the other seats and the view seat
  QRectF resultArea;  // where the result panel goes at the end of a hand: beside or below the piles
  QPointF stockPos, discardPos, knockPos;
  // Per seat, counted from the view seat in play order (0 = the view seat at the bottom): the row
  // its cards are laid out in, and where its name pill goes (top left for the view seat, top centre
  // for the others).
  QVector<QRectF> seatAreas;
  QVector<QPointF> labelAnchors;
  QVector<bool> labelCentred;
};

TableLayout computeTableLayout(const TableLayoutInput& in);
