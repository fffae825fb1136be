// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "a11y/choiceline.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QLabel>

namespace a11y {
namespace {

const char* const kChoices = "gin_choiceLineOf";

QList<QWidget*> choicesOf(const QObject* line) {
  QList<QWidget*> out;
  for (QObject* o : line->property(kChoices).value<QObjectList>())
    if (o && o->isWidgetType()) out << static_cast<QWidget*>(o);
  return out;
}

// A label as Qt's own reads it (static text named by its words), controlled by its choices.
class ChoiceLine : public QAccessibleWidget {
 public:
  explicit ChoiceLine(QLabel* line) : QAccessibleWidget(line, QAccessible::StaticText) {}
  QString text(QAccessible::Text t) const override {
    if (t == QAccessible::Name && widget()->accessibleName().isEmpty()) return static_cast<QLabel*>(widget())->text();
    return QAccessibleWidget::text(t);
  }
  QVector<QPair<QAccessibleInterface*, QAccessible::Relation>> relations(QAccessible::Relation match) const override {
    auto all = QAccessibleWidget::relations(match);
    if (match & QAccessible::Controller)
      for (QWidget* choice : choicesOf(widget()))
        if (QAccessibleInterface* i = QAccessible::queryAccessibleInterface(choice)) all.append({i, QAccessible::Controller});
    return all;
  }
};

QAccessibleInterface* lineFactory(const QString& cls, QObject* o) {
  if (cls != QLatin1String("QLabel") || !o || !o->property(kChoices).isValid()) return nullptr;
  return new ChoiceLine(static_cast<QLabel*>(o));
}

}  // namespace

void tieLine(QLabel* line, const QList<QWidget*>& choices) {
  QObjectList list;
  for (QWidget* c : choices) {
    list << c;
    // A choice that goes first (siblings are deleted in the order they were made) leaves the list.
    QObject::connect(c, &QObject::destroyed, line, [line](QObject* gone) {
      QObjectList now = line->property(kChoices).value<QObjectList>();
      now.removeAll(gone);
      line->setProperty(kChoices, QVariant::fromValue(now));
    });
  }
  line->setProperty(kChoices, QVariant::fromValue(list));
}

void tieChoiceLines() { QAccessible::installFactory(lineFactory); }

}  // namespace a11y
