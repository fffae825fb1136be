// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/scoresheetpainter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "sheet/scoresheetmodel.h"

namespace {

// Sizes in points; converted with the device resolution so that a 96 dpi image and a 1200 dpi PDF match.
constexpr double kBodyPt = 9.0;
constexpr double kTitlePt = 15.0;
constexpr double kGroupPt = 8.0;
constexpr double kMinScale = 0.55;  // below this the text gets too small to read on paper

QFont sized(double pt, bool bold = false) {
  QFont f;
  f.setPointSizeF(pt);
  f.setBold(bold);
  return f;
}

QString groupOf(const ScoreSheetModel& m, int column) {
  return m.headerData(column, Qt::Horizontal, ScoreSheetModel::GroupRole).toString();
}

// End (exclusive) of the run of columns that share column c's group caption.
int groupEnd(const ScoreSheetModel& m, int c) {
  const QString g = groupOf(m, c);
  int end = c + 1;
  while (end < m.columnCount() && groupOf(m, end) == g) ++end;
  return end;
}

}  // namespace

struct ScoreSheetPainter::Layout {
  double unit = 1;  // device units per point
  QFont body, bold, title, group;
  double pad = 0, rowH = 0, headerH = 0, tableHeaderH = 0, footerH = 0;
  bool hasGroups = false;
  std::vector<double> widths;
  std::vector<std::pair<int, int>> pages;  // [first, last) model rows per page
};

ScoreSheetPainter::Layout ScoreSheetPainter::layout(QPaintDevice* device, const QRectF& rect) const {
  Layout L;
  L.unit = device->logicalDpiY() / 72.0;
  const int cols = model_.columnCount(), rows = model_.rowCount();

  // Natural column widths at full size; if the table is wider than the page, everything shrinks.
  auto measure = [&](double scale) {
    L.body = sized(kBodyPt * scale);
    L.bold = sized(kBodyPt * scale, true);
    L.title = sized(kTitlePt * scale, true);
    L.group = sized(kGroupPt * scale);
    const QFontMetricsF fm(L.body, device), fb(L.bold, device), fg(L.group, device);
    L.pad = 3 * L.unit * scale;
    L.widths.assign(cols, 0);
    const double numberMin = fm.horizontalAdvance(QStringLiteral("0000"));
    const double textMin = model_.isBlank() ? fm.horizontalAdvance(QLatin1Char('M')) * 7 : numberMin;
    for (int c = 0; c < cols; ++c) {
      const bool textCol = c == 1 || c == model_.resultColumn() || c == model_.wonFromColumn();
      double w = std::max(textCol ? textMin : numberMin,
                          fb.horizontalAdvance(model_.headerData(c, Qt::Horizontal, ScoreSheetModel::NameRole).toString()));
      for (int r = 0; r < rows; ++r) {
        const QModelIndex i = model_.index(r, c);
        if (i.data(ScoreSheetModel::SpanRole).toInt() != 1) continue;
        w = std::max(w, fb.horizontalAdvance(i.data().toString()));
      }
      L.widths[c] = w + 2 * L.pad;
    }
    // Spanned texts (footer labels, notes) and group captions widen the columns under them if needed:
    // the Result column for the labels, all spanned columns alike otherwise.
    auto ensure = [&](int first, int span, double needed, bool label) {
      double have = 0;
      for (int c = first; c < first + span; ++c) have += L.widths[c];
      if (have >= needed) return;
      if (label) {
        L.widths[model_.resultColumn()] += needed - have;
      } else {
        for (int c = first; c < first + span; ++c) L.widths[c] += (needed - have) / span;
      }
    };
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        const QModelIndex i = model_.index(r, c);
        const int span = i.data(ScoreSheetModel::SpanRole).toInt();
        if (span < 2) continue;
        ensure(c, span, fb.horizontalAdvance(i.data().toString()) + 2 * L.pad, c == 0 && span > model_.resultColumn());
      }
    L.hasGroups = false;
    for (int c = 0; c < cols;) {
      const QString g = groupOf(model_, c);
      const int end = groupEnd(model_, c);
      if (!g.isEmpty()) {
        L.hasGroups = true;
        ensure(c, end - c, fg.horizontalAdvance(g) + 2 * L.pad, false);
      }
      c = end;
    }
    double total = 0;
    for (double w : L.widths) total += w;
    return total;
  };
  double total = measure(1.0);
  if (total > rect.width()) total = measure(std::max(kMinScale, rect.width() / total * 0.98));
  // A paper sheet uses the page width: spread what is left over evenly.
  if (total < rect.width())
    for (double& w : L.widths) w += (rect.width() - total) / cols;

  const QFontMetricsF fm(L.body, device), ft(L.title, device);
  L.rowH = fm.height() + 2 * L.pad;
  const QRectF summary = fm.boundingRect(QRectF(0, 0, rect.width(), 1e9), Qt::TextWordWrap, model_.rulesSummary());
  L.headerH = ft.height() + 3 * fm.lineSpacing() + summary.height() + 2 * L.pad * 2;
  L.tableHeaderH = L.rowH * (L.hasGroups ? 2 : 1);
  L.footerH = fm.lineSpacing() + 2 * L.pad;

  // Pages: hands fill each page; the footer block stays together when it fits on one page.
  const int perPage = std::max(1, static_cast<int>((rect.height() - L.headerH - L.tableHeaderH - L.footerH) / L.rowH));
  const int hands = model_.handRowCount();
  int start = 0, used = 0;
  for (int r = 0; r < rows; ++r) {
    const bool footerStart = r == hands && rows - hands <= perPage && used + (rows - hands) > perPage;
    if (used == perPage || (footerStart && used > 0)) {
      L.pages.emplace_back(start, r);
      start = r;
      used = 0;
    }
    ++used;
  }
  L.pages.emplace_back(start, rows);
  return L;
}

int ScoreSheetPainter::pageCount(QPaintDevice* device, const QRectF& rect) const {
  return static_cast<int>(layout(device, rect).pages.size());
}

void ScoreSheetPainter::paint(QPainter* p, const QRectF& rect, int page) const {
  const Layout L = layout(p->device(), rect);
  page = std::clamp(page, 0, static_cast<int>(L.pages.size()) - 1);
  const QFontMetricsF fm(L.body, p->device()), ft(L.title, p->device());
  const QColor ink(20, 20, 20), grid(90, 90, 90);
  const QPen thin(grid, 0.5 * L.unit), heavy(ink, 1.6 * L.unit);
  p->save();
  p->setRenderHint(QPainter::Antialiasing);
  p->setPen(ink);

  // Header, repeated on every page so that each sheet identifies the game.
  double y = rect.top();
  p->setFont(L.title);
  p->drawText(QRectF(rect.left(), y, rect.width(), ft.height()), Qt::AlignLeft | Qt::AlignVCenter, model_.title());
  p->setFont(L.body);
  //: On a blank score sheet: a line to write the date on.
  const QString date = model_.isBlank() ? tr("Date: ____________")
                                         : tr("Date: %1").arg(QLocale().toString(model_.date(), QLocale::LongFormat));
  p->drawText(QRectF(rect.left(), y, rect.width(), ft.height()), Qt::AlignRight | Qt::AlignVCenter, date);
  y += ft.height() + L.pad;
  p->drawText(QRectF(rect.left(), y, rect.width(), fm.lineSpacing()), Qt::AlignLeft, model_.playersLine());
  y += fm.lineSpacing();
  p->setFont(L.bold);
  p->drawText(QRectF(rect.left(), y, rect.width(), fm.lineSpacing()), Qt::AlignLeft, model_.variantName());
  y += fm.lineSpacing();
  p->setFont(L.body);
  p->drawText(QRectF(rect.left(), y, rect.width(), rect.bottom() - y), Qt::TextWordWrap | Qt::AlignLeft,
              model_.rulesSummary());
  y = rect.top() + L.headerH;

  const int cols = model_.columnCount();
  std::vector<double> xs(cols + 1, rect.left());
  for (int c = 0; c < cols; ++c) xs[c + 1] = xs[c] + L.widths[c];
  auto cellText = [&](const QRectF& r, const QString& text, Qt::Alignment align) {
    const QRectF inner = r.adjusted(L.pad, 0, -L.pad, 0);
    p->drawText(inner, align, QFontMetricsF(p->font(), p->device()).elidedText(text, Qt::ElideRight, inner.width()));
  };

  // Table header: group captions over their columns, then the column captions.
  const QColor headerFill(0, 0, 0, 22);
  if (L.hasGroups) {
    p->setFont(L.group);
    for (int c = 0; c < cols;) {
      const QString g = groupOf(model_, c);
      const int end = groupEnd(model_, c);
      const QRectF r(xs[c], y, xs[end] - xs[c], L.rowH);
      if (!g.isEmpty()) {
        p->fillRect(r, headerFill);
        p->setPen(thin);
        p->drawRect(r);
        p->setPen(ink);
        cellText(r, g, Qt::AlignCenter);
      }
      c = end;
    }
    y += L.rowH;
  }
  p->setFont(L.bold);
  for (int c = 0; c < cols; ++c) {
    // Ungrouped captions (Hand, Dealer...) fill both header rows.
    const bool tall = L.hasGroups && groupOf(model_, c).isEmpty();
    const QRectF r(xs[c], tall ? y - L.rowH : y, L.widths[c], tall ? 2 * L.rowH : L.rowH);
    p->fillRect(r, headerFill);
    p->setPen(thin);
    p->drawRect(r);
    p->setPen(ink);
    cellText(r, model_.headerData(c, Qt::Horizontal, ScoreSheetModel::NameRole).toString(), Qt::AlignCenter);
  }
  y += L.rowH;
  p->setPen(heavy);
  p->drawLine(QPointF(xs[0], y), QPointF(xs[cols], y));

  // Rows.
  const auto [first, last] = L.pages[page];
  for (int r = first; r < last; ++r) {
    if (r == model_.handRowCount()) {
      // The footer block starts under a double rule, as on a paper sheet.
      p->setPen(heavy);
      p->drawLine(QPointF(xs[0], y), QPointF(xs[cols], y));
      p->drawLine(QPointF(xs[0], y + 2 * L.unit), QPointF(xs[cols], y + 2 * L.unit));
      y += 2 * L.unit;
    }
    for (int c = 0; c < cols; ++c) {
      const QModelIndex i = model_.index(r, c);
      const int span = i.data(ScoreSheetModel::SpanRole).toInt();
      if (span == 0) continue;
      const QRectF cell(xs[c], y, xs[c + span] - xs[c], L.rowH);
      const QVariant bg = i.data(Qt::BackgroundRole);
      if (bg.canConvert<QColor>()) p->fillRect(cell, bg.value<QColor>());
      p->setPen(thin);
      p->drawRect(cell);
      if (i.data(ScoreSheetModel::ClosedRole).toBool()) {
        // A closed game's cells are struck through, as one would on paper.
        p->drawLine(cell.bottomLeft(), cell.topRight());
      }
      if (i.data(ScoreSheetModel::RuleBelowRole).toBool()) {
        p->setPen(heavy);
        p->drawLine(cell.bottomLeft(), cell.bottomRight());
      }
      const QVariant font = i.data(Qt::FontRole);
      p->setFont(font.isValid() && font.value<QFont>().bold() ? L.bold : L.body);
      p->setPen(ink);
      const auto align = Qt::Alignment(i.data(Qt::TextAlignmentRole).toInt());
      cellText(cell, i.data().toString(), align ? align : Qt::AlignVCenter | Qt::AlignLeft);
    }
    y += L.rowH;
  }

  // Page number at the foot of the page.
  p->setFont(L.body);
  p->setPen(ink);
  const QRectF foot(rect.left(), rect.bottom() - fm.lineSpacing(), rect.width(), fm.lineSpacing());
  p->drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, model_.variantName());
  p->drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
              tr("Page %1 of %2").arg(QLocale().toString(page + 1), QLocale().toString(static_cast<int>(L.pages.size()))));
  p->restore();
}
