// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The score sheet's table on screen. Beside the table on a small screen a Hollywood or poker sheet
// scrolls sideways, and its row labels (hand, dealer, result; "Total", "Settlement" under them) went
// out of sight with the first columns: a play-test scrolled to a game's totals and could not tell which
// row was which. The label columns stay in place: a second view of the same model lies over the left
// edge (Qt's frozen-column pattern), scrolls up and down with the sheet, and the sheet's columns slide
// under it.
#pragma once

#include <QTableView>

class SheetView : public QTableView {
  Q_OBJECT

 public:
  explicit SheetView(QWidget* parent = nullptr);

  void setModel(QAbstractItemModel* model) override;

  // The first `columns` columns stay in place while the others scroll sideways.
  void setFrozenColumns(int columns);
  // After the model, its spans, column widths, hidden columns or row heights changed.
  void syncFrozen();
  // The overlay (shown only while the sheet scrolls sideways), for tests.
  QTableView* frozenView() const { return frozen_; }
  int frozenWidth() const;

  // A cell beyond the labels scrolls out from under them, not only into the viewport.
  void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
  void updateGeometries() override;

 private:
  void place();

  QTableView* frozen_;
  int columns_ = 0;
};
