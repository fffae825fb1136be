// The table for screen readers: the view's accessible interface lists the piles, the knock spot, the
// view seat's cards and the other seats as children (TableScene::accessibleElements), each with a name
// that says what it is in the current language, its place on the screen and its state (focused,
// picked up). Installed by TableView through a QAccessible factory.
#pragma once

#include <QAccessibleWidget>
#include <QHash>

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

  // Index of the child holding the keyboard focus, -1 when none does.
  int focusIndex() const;

 private:
  TableView* view() const;
  QAccessibleInterface* element(int key) const;
  mutable QHash<int, QAccessible::Id> ids_;  // one interface per element key, owned by Qt's cache
};
