// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "a11y/combobox.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QAccessibleWidget>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QRegularExpression>
#include <algorithm>

namespace a11y {
namespace {

// The label that names the box (its buddy), without its mnemonic and colon.
QString labelOf(const QComboBox* box) {
  if (!box->accessibleName().isEmpty()) return box->accessibleName();
  const QWidget* w = box->parentWidget();
  for (const QLabel* l : w ? w->findChildren<QLabel*>() : QList<QLabel*>())
    if (l->buddy() == box) {
      QString text = l->text();
      text.remove(QRegularExpression(QStringLiteral("&(?=[^&])")));
      while (text.endsWith(QLatin1Char(':')) || text.endsWith(QLatin1Char(' '))) text.chop(1);
      return text;
    }
  return QString();
}

// A combo box read as "label: value". It has no label relation (Orca would say the label instead of the
// name), no children (the popup's list is a window of its own, read item by item as it opens), and a
// value, its current index: Qt tells a new index as a value change, which Orca 43 answers by saying the
// focused box again, with its new name.
class ComboAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
 public:
  explicit ComboAccessible(QComboBox* box) : QAccessibleWidget(box, QAccessible::ComboBox) {}
  QComboBox* box() const { return static_cast<QComboBox*>(widget()); }

  void* interface_cast(QAccessible::InterfaceType t) override {
    return t == QAccessible::ValueInterface ? static_cast<QAccessibleValueInterface*>(this)
                                            : QAccessibleWidget::interface_cast(t);
  }
  QString text(QAccessible::Text t) const override {
    if (t == QAccessible::Value) return box()->currentText();
    if (t != QAccessible::Name) return QAccessibleWidget::text(t);
    const QString label = labelOf(box());
    return label.isEmpty() ? box()->currentText()
                           : QCoreApplication::translate("a11y", "%1: %2", "a list box read: its label, its value")
                                 .arg(label, box()->currentText());
  }
  QVector<QPair<QAccessibleInterface*, QAccessible::Relation>> relations(QAccessible::Relation match) const override {
    auto all = QAccessibleWidget::relations(match);
    all.removeIf([](const auto& r) { return r.second & QAccessible::Label; });
    return all;
  }
  int childCount() const override { return 0; }
  QAccessibleInterface* child(int) const override { return nullptr; }
  int indexOfChild(const QAccessibleInterface*) const override { return -1; }
  QAccessible::State state() const override {
    QAccessible::State s = QAccessibleWidget::state();
    s.expandable = true;
    s.expanded = box()->view() && box()->view()->isVisible();
    return s;
  }
  // Opens the list, as Alt+Down does.
  QStringList actionNames() const override { return {showMenuAction()}; }
  void doAction(const QString& name) override {
    if (name == showMenuAction()) box()->showPopup();
  }
  QStringList keyBindingsForAction(const QString& name) const override {
    return name == showMenuAction() ? QStringList{QStringLiteral("Alt+Down")} : QStringList();
  }

  QVariant currentValue() const override { return box()->currentIndex(); }
  // A value set by an assistive tool is a choice made, as from the list: within the list, and told as
  // `activated` (the review's hand box acts on that signal: it showed one hand under another's number).
  void setCurrentValue(const QVariant& v) override {
    QComboBox* b = box();
    if (b->count() == 0) return;
    const int i = std::clamp(v.toInt(), 0, b->count() - 1);
    if (i == b->currentIndex()) return;
    b->setCurrentIndex(i);
    emit b->activated(i);
    emit b->textActivated(b->itemText(i));
  }
  QVariant maximumValue() const override { return std::max(0, box()->count() - 1); }
  QVariant minimumValue() const override { return 0; }
  QVariant minimumStepSize() const override { return 1; }
};

// Only boxes that offer a list (all of the game's): an editable one's line edit is its child, which
// this interface does not have; Qt's own reads its text.
QAccessibleInterface* comboFactory(const QString& cls, QObject* o) {
  if (cls != QLatin1String("QComboBox") || !o || !o->isWidgetType()) return nullptr;
  auto* box = static_cast<QComboBox*>(o);
  return box->isEditable() ? nullptr : new ComboAccessible(box);
}

}  // namespace

void sayComboValues() { QAccessible::installFactory(comboFactory); }

}  // namespace a11y
