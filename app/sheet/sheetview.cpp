// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/sheetview.h"

#include <algorithm>

#include <QHeaderView>
#include <QPainter>
#include <QScrollBar>
#include <QStyledItemDelegate>

#include "sheet/scoresheetmodel.h"

namespace {

// Draws what the paper sheet draws besides the text: the line under the hand that closes a game, the
// strike through cells of a closed game and the rule above the bonuses and totals.
class SheetDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QStyledItemDelegate::paint(p, option, index);
    p->save();
    const QRect r = option.rect;
    QPen pen(option.palette.color(QPalette::Text));
    if (index.data(ScoreSheetModel::ClosedRole).toBool()) {
      pen.setWidthF(0.6);
      p->setPen(pen);
      p->drawLine(r.bottomLeft(), r.topRight());
    }
    pen.setWidth(2);
    p->setPen(pen);
    if (index.data(ScoreSheetModel::RuleBelowRole).toBool()) p->drawLine(r.bottomLeft(), r.bottomRight());
    const auto* model = static_cast<const ScoreSheetModel*>(index.model());
    if (index.row() == model->handRowCount()) p->drawLine(r.topLeft(), r.topRight());
    // The cell the arrows are on, while the sheet has the keys: nothing showed it (no selection, and the
    // style draws no focus frame in a table), so a keyboard player moved through the sheet unseen.
    if (option.state & QStyle::State_HasFocus) {
      QPen ring(option.palette.color(QPalette::Highlight));
      ring.setWidth(2);
      p->setPen(ring);
      p->setBrush(Qt::NoBrush);
      p->drawRect(r.adjusted(1, 1, -1, -1));
    }
    p->restore();
  }
};

// The labels' overlay shares the sheet's selection model, so the current cell moves in both; only the
// sheet tells screen readers (QTableView::currentChanged tells them of every move, with the focus or
// not): the overlay's event came after the sheet's, on a table outside the accessible tree, and Orca
// then said nothing at all as the arrows moved through the sheet.
class FrozenColumns : public QTableView {
 public:
  using QTableView::QTableView;

 protected:
  void currentChanged(const QModelIndex& current, const QModelIndex& previous) override {
    QAbstractItemView::currentChanged(current, previous);  // (QTableView's own would tell it)
  }
};

void setUp(QTableView* v) {
  v->setItemDelegate(new SheetDelegate(v));
  // Tab leaves the sheet (arrows move between its cells): it held the keyboard, and the cards were out
  // of reach without the mouse (a new player's playtest).
  v->setTabKeyNavigation(false);
  v->verticalHeader()->hide();
  v->setSelectionMode(QAbstractItemView::NoSelection);
  v->setEditTriggers(QAbstractItemView::NoEditTriggers);
  v->setWordWrap(false);
  v->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
  // By the pixel: by the column, a column could stay under the labels at every step.
  v->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
}

}  // namespace

SheetView::SheetView(QWidget* parent) : QTableView(parent), frozen_(new FrozenColumns(this)) {
  setUp(this);
  setUp(frozen_);
  frozen_->setObjectName(QStringLiteral("sheetRowLabels"));
  // Not a second table to the keyboard or a screen reader's focus: the sheet itself has every cell.
  frozen_->setFocusPolicy(Qt::NoFocus);
  frozen_->setFrameShape(QFrame::NoFrame);
  frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  frozen_->setVerticalScrollMode(verticalScrollMode());
  frozen_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  frozen_->hide();
  viewport()->stackUnder(frozen_);
  // Up and down together (the wheel over the labels moves the sheet too).
  connect(verticalScrollBar(), &QScrollBar::valueChanged, frozen_->verticalScrollBar(), &QScrollBar::setValue);
  connect(frozen_->verticalScrollBar(), &QScrollBar::valueChanged, verticalScrollBar(), &QScrollBar::setValue);
  connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
    if (column < columns_) frozen_->setColumnWidth(column, size);
    place();
  });
  connect(verticalHeader(), &QHeaderView::sectionResized, this,
          [this](int row, int, int size) { frozen_->setRowHeight(row, size); });
  connect(horizontalScrollBar(), &QScrollBar::rangeChanged, this, &SheetView::place);
}

void SheetView::setModel(QAbstractItemModel* model) {
  QTableView::setModel(model);
  frozen_->setModel(model);
  frozen_->setSelectionModel(selectionModel());
  syncFrozen();
}

void SheetView::setFrozenColumns(int columns) {
  columns_ = columns;
  syncFrozen();
}

void SheetView::syncFrozen() {
  if (!model()) return;
  frozen_->clearSpans();
  for (int c = 0; c < model()->columnCount(); ++c) {
    frozen_->setColumnHidden(c, c >= columns_ || isColumnHidden(c));
    if (c < columns_) frozen_->setColumnWidth(c, columnWidth(c));
  }
  for (int r = 0; r < model()->rowCount(); ++r) {
    frozen_->setRowHeight(r, rowHeight(r));
    // (columnSpan answers for every cell of a span: step over it.)
    for (int c = 0; c < columns_; c += std::max(1, columnSpan(r, c)))
      if (columnSpan(r, c) > 1) frozen_->setSpan(r, c, 1, columnSpan(r, c));
  }
  place();
}

int SheetView::frozenWidth() const {
  int width = 0;
  for (int c = 0; c < columns_ && model() && c < model()->columnCount(); ++c)
    if (!isColumnHidden(c)) width += columnWidth(c);
  return width;
}

void SheetView::place() {
  // Only while the sheet scrolls sideways; otherwise it would lie exactly over the same cells.
  frozen_->setVisible(columns_ > 0 && horizontalScrollBar()->maximum() > 0);
  if (frozen_->isHidden()) return;  // (isVisible: also false while the sheet's dock is closed)
  // The sheet's header has two lines (game, player) above its columns: the labels' header as tall.
  if (frozen_->horizontalHeader()->minimumHeight() != horizontalHeader()->height()) {
    frozen_->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    QMetaObject::invokeMethod(frozen_, "updateGeometries");  // a protected slot: lays the rows out under it
  }
  frozen_->setGeometry(frameWidth(), frameWidth(), frozenWidth(), viewport()->height() + horizontalHeader()->height());
  frozen_->verticalScrollBar()->setValue(verticalScrollBar()->value());
}

void SheetView::resizeEvent(QResizeEvent* event) {
  QTableView::resizeEvent(event);
  place();
}

void SheetView::updateGeometries() {
  QTableView::updateGeometries();
  place();
}

void SheetView::scrollTo(const QModelIndex& index, ScrollHint hint) {
  const int x = horizontalScrollBar()->value();
  QTableView::scrollTo(index, hint);
  if (frozen_->isHidden() || !index.isValid()) return;
  // A label cell is always in sight: only up and down. Another cell out from under the labels.
  if (index.column() < columns_) {
    horizontalScrollBar()->setValue(x);
    return;
  }
  const int under = frozenWidth() - visualRect(index).left();
  if (under > 0) horizontalScrollBar()->setValue(horizontalScrollBar()->value() - under);
}

QModelIndex SheetView::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) {
  const QModelIndex next = QTableView::moveCursor(action, modifiers);
  if (next.isValid() && next.column() >= columns_ && !frozen_->isHidden()) {
    const int under = frozenWidth() - visualRect(next).left();
    if (under > 0) horizontalScrollBar()->setValue(horizontalScrollBar()->value() - under);
  }
  return next;
}
