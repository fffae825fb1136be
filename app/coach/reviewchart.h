// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A small chart of the coach's verdicts over time (StatisticsDialog): the error rate of each
// analysed match as a line, and its luck as bars above or below zero, oldest match on the left.
#pragma once

#include <QList>
#include <QWidget>

#include "store/statistics.h"

class ReviewChart : public QWidget {
  Q_OBJECT

 public:
  explicit ReviewChart(QWidget* parent = nullptr);
  void setPoints(const QList<MatchReviewPoint>& points);
  const QList<MatchReviewPoint>& points() const { return points_; }
  // Where match i is drawn (its x) and its error rate's y, in widget coordinates (tests).
  QPointF errorPoint(int i) const;
  QSize sizeHint() const override { return minimumSizeHint().expandedTo({340, 260}); }
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* e) override;
  void changeEvent(QEvent* e) override;

 private:
  QString errorTitle() const;
  QString luckTitle() const;
  QRectF errorArea() const;
  QRectF luckArea() const;
  double errorTop() const;
  double luckSpan() const;
  QList<MatchReviewPoint> points_;
};
