// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/reviewchart.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

ReviewChart::ReviewChart(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("reviewChart"));
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

// Wide enough for the panels' titles in the current language (the dialog grows to fit).
QSize ReviewChart::minimumSizeHint() const {
  const QFontMetrics fm(font());
  const int titles = std::max(fm.horizontalAdvance(errorTitle()), fm.horizontalAdvance(luckTitle()));
  return {std::max(220, titles + 8), 180};
}
QString ReviewChart::errorTitle() const { return tr("Error rate per match"); }
QString ReviewChart::luckTitle() const { return tr("Luck per match (points of game-win chance)"); }

void ReviewChart::setPoints(const QList<MatchReviewPoint>& points) {
  points_ = points;
  setAccessibleDescription(tr("%n match(es) analysed", nullptr, static_cast<int>(points_.size())));
  update();
}

// The two panels share the width; the error rate above (about 60%), the luck below.
QRectF ReviewChart::errorArea() const {
  const QFontMetricsF fm(font());
  const double left = fm.horizontalAdvance(QStringLiteral("-00.0")) + 6, top = fm.height() + 4;
  const double h = (height() - 2 * fm.height() - 12) * 0.58;
  return {left, top, std::max(10.0, width() - left - 6), std::max(10.0, h)};
}
QRectF ReviewChart::luckArea() const {
  const QFontMetricsF fm(font());
  const QRectF e = errorArea();
  const double top = e.bottom() + fm.height() + 8;
  return {e.left(), top, e.width(), std::max(10.0, height() - top - 4)};
}

// Rounded up to a half point, at least 1: the levels' error rates lie between 0.2 and 1.
double ReviewChart::errorTop() const {
  double top = 1;
  for (const MatchReviewPoint& p : points_) top = std::max(top, std::ceil(p.errorRate * 2) / 2);
  return top;
}
double ReviewChart::luckSpan() const {
  double span = 10;
  for (const MatchReviewPoint& p : points_) span = std::max(span, std::ceil(std::abs(p.luck) / 10) * 10);
  return span;
}

QPointF ReviewChart::errorPoint(int i) const {
  const QRectF a = errorArea();
  const int n = static_cast<int>(points_.size());
  const double x = n <= 1 ? a.center().x() : a.left() + a.width() * (i + 0.5) / n;
  return {x, a.bottom() - a.height() * std::min(1.0, points_[i].errorRate / errorTop())};
}

void ReviewChart::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QPalette pal = palette();
  const QLocale locale;
  const QRectF e = errorArea(), l = luckArea();
  const QColor grid = pal.color(QPalette::Mid), text = pal.color(QPalette::WindowText);
  p.setPen(text);
  p.drawText(QRectF(0, 0, width(), e.top() - 2), Qt::AlignLeft | Qt::AlignVCenter, errorTitle());
  p.drawText(QRectF(0, e.bottom() + 4, width(), l.top() - e.bottom() - 6), Qt::AlignLeft | Qt::AlignVCenter,
             luckTitle());
  p.setPen(QPen(grid, 1));
  p.drawRect(e);
  p.drawRect(l);
  const double top = errorTop(), span = luckSpan();
  p.setPen(text);
  // Axis labels inside their panel's height, clear of the titles above the panels.
  const double lh = QFontMetricsF(font()).height();
  auto yLabel = [&](double y, Qt::Alignment v, const QString& s) {
    const double y0 = v == Qt::AlignTop ? y : v == Qt::AlignBottom ? y - lh : y - lh / 2;
    p.drawText(QRectF(0, y0, e.left() - 4, lh), Qt::AlignRight | v, s);
  };
  yLabel(e.top(), Qt::AlignTop, locale.toString(top, 'f', 1));
  yLabel(e.bottom(), Qt::AlignBottom, locale.toString(0.0, 'f', 1));
  yLabel(l.top(), Qt::AlignTop, QStringLiteral("+") + locale.toString(span, 'f', 0));
  yLabel(l.center().y(), Qt::AlignVCenter, locale.toString(0));
  yLabel(l.bottom(), Qt::AlignBottom, QStringLiteral("-") + locale.toString(span, 'f', 0));
  p.setPen(QPen(grid, 1, Qt::DotLine));
  p.drawLine(QPointF(l.left(), l.center().y()), QPointF(l.right(), l.center().y()));
  const int n = static_cast<int>(points_.size());
  if (n == 0) {
    p.setPen(text);
    // Inside the frame with a margin: in Finnish the words touched both of its sides (a playtest).
    const double m = QFontMetricsF(font()).averageCharWidth();
    p.drawText(e.adjusted(m, 0, -m, 0), Qt::AlignCenter | Qt::TextWordWrap,
               tr("No match analysed yet: the coach reviews every finished match."));
    return;
  }
  // Luck: a bar per match, green above zero, red below.
  const double bar = std::max(1.0, std::min(14.0, l.width() / n * 0.6));
  for (int i = 0; i < n; ++i) {
    const double x = errorPoint(i).x();
    const double h = l.height() / 2 * std::clamp(points_[i].luck / span, -1.0, 1.0);
    const QColor c = points_[i].luck >= 0 ? QColor(0x2e, 0x8b, 0x57) : QColor(0xc0, 0x39, 0x2b);
    p.fillRect(QRectF(x - bar / 2, l.center().y() - std::max(0.0, h), bar, std::abs(h)), c);
  }
  // Error rate: a line through the matches, a dot on each.
  const QColor line = pal.color(QPalette::Highlight);
  QPainterPath path;
  for (int i = 0; i < n; ++i) i == 0 ? path.moveTo(errorPoint(i)) : path.lineTo(errorPoint(i));
  p.setPen(QPen(line, 2));
  p.drawPath(path);
  p.setBrush(line);
  for (int i = 0; i < n; ++i) p.drawEllipse(errorPoint(i), 3, 3);
}

void ReviewChart::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    setPoints(points_);
    updateGeometry();  // the titles' width changed
  }
  QWidget::changeEvent(e);
}
