// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table for screen readers: the view's accessible interface lists the piles, the knock spot, the
// list of the view seat's cards (the cards are its children), the melds while laying off and every seat
// as children (TableScene::accessibleElements), each with a name that says what it is in the current
// language, its place on the screen and its state (focused, picked up); after them the widgets that lie over the table (the welcome page, the result panel, the
// lesson's step box, the curtain...), shown or not, so that every child's index in its parent holds.
// Installed by TableView through a QAccessible factory.
#pragma once

#include <QAccessibleWidget>
#include <QHash>

#include "table/tablescene.h"

class TableView;

class TableAccessible : public QAccessibleWidget {
 public:
  explicit TableAccessible(TableView* view);
  ~TableAccessible() override;

  // Registers the factory that makes this interface for every TableView (once).
  static void install();

  int childCount() const override;
  QAccessibleInterface* child(int index) const override;
  int indexOfChild(const QAccessibleInterface* child) const override;
  QAccessibleInterface* focusChild() const override;
  QAccessibleInterface* childAt(int x, int y) const override;
  // The description, while the keys are on the table itself: the focused element's name. Read when the
  // keys come back from a dialog or by Tab, after "Card table", so that the first arrow moves from a
  // place the player heard (a blind player's play-test; no extra focus event: TableView).
  QString text(QAccessible::Text t) const override;

  // The element holding the keyboard focus (a pile, a meld, a card of the hand's list), or null.
  QAccessibleInterface* focusedElement() const;
  // The interface of the element with `key` (TableScene::AccessibleElement), one per key.
  QAccessibleInterface* element(int key) const;
  static constexpr int kHandKey = 150;  // the list of the hand's cards

  // Tells screen readers what changed on the table since the last call: a child created for each
  // element that came, a name change for each element renamed; the interfaces of elements that went
  // are dropped. (Qt 6.4's own ObjectReorder sends ChildrenChanged signals that libatspi rejects.)
  void notifyChanges();

 private:
  TableView* view() const;
  // The table's own element children: every element but the cards, which are the hand list's.
  QVector<TableScene::AccessibleElement> children() const;
  QList<QWidget*> overlays() const;
  mutable QHash<int, QAccessible::Id> ids_;  // one interface per element key, owned by Qt's cache
  QHash<int, QString> told_;                 // the elements and names screen readers were last told of
};
