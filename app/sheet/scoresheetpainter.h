// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Paints a ScoreSheetModel as a paper score sheet: title, date, players, variant and a short rules
// summary, then the table with grid lines, bonuses, totals and settlement. One routine serves the print
// preview, the printer, PDF export and test images; long sheets break into pages that repeat the header.
#pragma once

#include <QCoreApplication>
#include <QRectF>
#include <vector>

class QPainter;
class QPaintDevice;
class ScoreSheetModel;

class ScoreSheetPainter {
  Q_DECLARE_TR_FUNCTIONS(ScoreSheetPainter)

 public:
  explicit ScoreSheetPainter(const ScoreSheetModel& model) : model_(model) {}

  // Pages the sheet needs when painted into `rect` (device coordinates) on `device`.
  int pageCount(QPaintDevice* device, const QRectF& rect) const;
  // Paints page `page` (0-based) into `rect`. Sizes are in points, so any resolution works.
  void paint(QPainter* painter, const QRectF& rect, int page = 0) const;

 private:
  struct Layout;
  Layout layout(QPaintDevice* device, const QRectF& rect) const;

  const ScoreSheetModel& model_;
};
