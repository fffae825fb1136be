// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "a11y/application.h"

#include <QAccessible>
#include <QAccessibleApplication>
#include <QCoreApplication>

#include "text/language.h"

namespace a11y {
namespace {

class NamedApplication : public QAccessibleApplication {
 public:
  QString text(QAccessible::Text t) const override {
    // The main window's title, one translation for both.
    return t == QAccessible::Name ? QCoreApplication::translate("MainWindow", "Gin Rummy") : QAccessibleApplication::text(t);
  }
};

QAccessibleInterface* applicationFactory(const QString&, QObject* o) {
  if (o && o == QCoreApplication::instance()) {
    // A language switch renames it (connected once, when the interface is first made).
    QObject::connect(&Language::instance(), &Language::changed, o, [o] {
      if (!QAccessible::isActive()) return;
      QAccessibleEvent ev(o, QAccessible::NameChanged);
      QAccessible::updateAccessibility(&ev);
    });
    return new NamedApplication;
  }
  return nullptr;
}

}  // namespace

void nameApplication() { QAccessible::installFactory(applicationFactory); }

}  // namespace a11y
