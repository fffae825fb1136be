// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "a11y/announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QWidget>

#include "text/cardtext.h"

namespace a11y {

// Never on the screen: an object for screen readers only. Its accessible name is the last sentence.
class NotificationWidget : public QWidget {
  Q_OBJECT

 public:
  explicit NotificationWidget(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("announcement"));
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    hide();
  }
  QString sentence;
};

class NotificationAccessible : public QAccessibleWidget {
 public:
  explicit NotificationAccessible(NotificationWidget* w) : QAccessibleWidget(w, QAccessible::Notification) {}
  QString text(QAccessible::Text t) const override {
    return t == QAccessible::Name ? static_cast<NotificationWidget*>(widget())->sentence : QString();
  }
};

// Widgets' own factory is asked first, for the most derived class: this class has a meta-object of its own.
QAccessibleInterface* notificationFactory(const QString&, QObject* o) {
  if (o && o->metaObject() == &NotificationWidget::staticMetaObject)
    return new NotificationAccessible(static_cast<NotificationWidget*>(o));
  return nullptr;
}

Announcer::Announcer(QWidget* host) : QObject(host), host_(host) {
#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
  static const bool installed = [] {
    QAccessible::installFactory(notificationFactory);
    return true;
  }();
  Q_UNUSED(installed);
  for (int i = 0; i < 4; ++i) ring_ << new NotificationWidget(host);
#endif
}

void Announcer::announce(const QString& text) {
  if (text.isEmpty() || !host_ || !QAccessible::isActive()) return;
  // Cards said by name: a hint's "keeps 5♦ 6♦" was spoken "5 black diamond suit" (a blind player's play-test).
  const QString sentence = CardText::spoken(text);
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
  QAccessibleAnnouncementEvent ev(host_, sentence);
  QAccessible::updateAccessibility(&ev);
#else
  // Orca 43 speaks a Notification when it is shown ("object:state-changed:showing"); the name is read
  // anew each time, the NameChanged keeps clients that cache names up to date.
  auto* n = static_cast<NotificationWidget*>(ring_[next_]);
  next_ = (next_ + 1) % ring_.size();
  n->sentence = sentence;
  QAccessibleEvent named(n, QAccessible::NameChanged);
  QAccessible::updateAccessibility(&named);
  QAccessibleEvent shown(n, QAccessible::ObjectShow);
  QAccessible::updateAccessibility(&shown);
#endif
}

}  // namespace a11y

#include "announcer.moc"
