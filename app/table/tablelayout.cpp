// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tablelayout.h"

#include <algorithm>
#include <cmath>

TableLayout computeTableLayout(const TableLayoutInput& in) {
  TableLayout L;
  const int n = std::max(2, in.players);
  const qreal W = in.view.width(), H = in.view.height();
  // Metrics in card units: two full-size rows (piles, own hand) and one small row for the others.
  const qreal m = std::max<qreal>(8, std::min(W, H) * 0.02);
  const qreal labelH = std::clamp<qreal>(H * 0.034, 18, 28);
  // Larger cards take their room from the other seats' row (face down while the hand is played) and
  // from the overlap of the own hand.
  const int size = std::clamp(in.cardSize, 0, 2);
  const qreal smallScale = (n <= 2 ? 0.8 : 0.62) * (1.0 - 0.25 * size);
  // Card widths across the view: a fanned pile needs its full width, the plain piles 4.5 cards.
  const qreal perWidth = in.fanPile ? 7.4 : 7.4 - 0.9 * size;
  qreal aspect = in.cardAspect;
  if (aspect <= 0.3 || aspect > 1.5) aspect = 0.714;
  qreal ch = (H - 2 * m - 3 * labelH - 8) / (2.45 + smallScale);
  ch = std::min(ch, W / perWidth / aspect);
  // At the end of a hand the centre band (see below; H - 2m - 2 labelH - 24 - ch (1.16 + smallScale)
  // high) holds the piles and the result panel, never one over the other: side by side when the piles
  // fit left of the panel (3.65 card widths, a fanned pile 5.55), else the panel under the pile row
  // (ch + the stock count, labelH + 12). Whichever leaves the larger cards.
  const bool panel = in.handOver && in.resultSpace > 0;
  bool beside = false;
  if (panel) {
    const qreal playing = ch;
    const qreal besideFit = std::min({ch, (H - 2 * m - 2 * labelH - 24 - in.resultSpace) / (1.16 + smallScale),
                                      (W - in.resultWidth - 3 * m) / ((in.fanPile ? 5.6 : 3.7) * aspect)});
    const qreal belowFit = std::min(ch, (H - 2 * m - 3 * labelH - 36 - in.resultSpace) / (2.16 + smallScale));
    beside = in.resultWidth > 0 && besideFit >= belowFit;
    ch = std::max(beside ? besideFit : belowFit, playing * 0.3);
  }
  L.margin = m;
  L.labelHeight = labelH;
  L.cardHeight = ch;
  L.big = QSizeF(std::round(ch * aspect), std::round(ch));
  L.small = QSizeF(std::round(L.big.width() * smallScale), std::round(L.big.height() * smallScale));
  L.fontPx = int(labelH * 0.55);
  const qreal cw = L.big.width();

  L.topRowY = m + labelH + 6;
  L.bottomY = H - m - ch;
  L.infoY = L.bottomY - ch * 0.16 - labelH - 6;
  L.centreY = ((L.topRowY + L.small.height()) + L.infoY) / 2 - (ch + labelH) / 2;
  L.handArea = QRectF(0, L.infoY, W, H - L.infoY);
  const qreal bandTop = L.topRowY + L.small.height() + 6;
  L.centreBand = QRectF(0, bandTop, W, L.infoY - 6 - bandTop);
  L.resultArea = L.centreBand;
  if (panel && !beside) {
    // The piles at the top of the band, the panel below them.
    L.centreY = bandTop + 2;
    const qreal top = L.centreY + ch + labelH + 10;
    L.resultArea = QRectF(0, top, W, std::max<qreal>(0, L.infoY - 6 - top));
  }

  // Piles in the middle: stock, discard (fanned when browsable), knock spot.
  const qreal cx = W / 2;
  L.stockPos = QPointF(cx - (in.fanPile ? 3.6 : 2.25) * cw, L.centreY);
  L.discardPos = QPointF(L.stockPos.x() + 1.3 * cw, L.centreY);
  L.knockPos = QPointF(cx + (in.fanPile ? 2.6 : 1.25) * cw, L.centreY);
  if (beside) {
    // The piles at the left (a fanned pile closes up), the panel right of the knock spot.
    L.stockPos = QPointF(m + 0.05 * cw, L.centreY);
    L.discardPos = QPointF(L.stockPos.x() + 1.3 * cw, L.centreY);
    L.knockPos = QPointF(L.stockPos.x() + (in.fanPile ? 4.5 : 2.6) * cw, L.centreY);
    const qreal left = L.knockPos.x() + cw + m;
    L.resultArea = QRectF(left, bandTop, W - m - left, L.centreBand.height());
  }

  // Seats: the view seat at the bottom, the others in play order across the top.
  for (int i = 0; i < n; ++i) {
    if (i == 0) {
      L.seatAreas.push_back(QRectF(m, L.bottomY, W - 2 * m, ch));
      L.labelAnchors.push_back(QPointF(m, L.infoY));
      L.labelCentred.push_back(false);
    } else {
      const qreal slotW = (W - 2 * m) / (n - 1);
      const QRectF area(m + (i - 1) * slotW + m / 2, L.topRowY, slotW - m, L.small.height());
      L.seatAreas.push_back(area);
      L.labelAnchors.push_back(QPointF(area.center().x(), m));
      L.labelCentred.push_back(true);
    }
  }
  return L;
}
