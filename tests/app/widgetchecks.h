// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Checks on laid-out widgets shared by the GUI suites.
#pragma once

#include <QAbstractButton>
#include <QLabel>
#include <QStringList>
#include <QWidget>

// Visible buttons and one-line labels narrower than their text needs (cut-off words), and labels
// that show a shortcut's "&".
inline QStringList clippedTexts(QWidget* root) {
  QStringList out;
  for (QWidget* w : root->findChildren<QWidget*>()) {
    if (!w->isVisibleTo(root)) continue;
    auto* label = qobject_cast<QLabel*>(w);
    auto* button = qobject_cast<QAbstractButton*>(w);
    if (label && !label->wordWrap() && !label->text().isEmpty() && label->width() < label->minimumSizeHint().width())
      out << label->text();
    if (button && !button->text().isEmpty() && button->width() < button->minimumSizeHint().width())
      out << button->text();
    // A label shows its "&" unless a buddy turns it into a shortcut.
    if (label && !label->buddy() && label->textFormat() != Qt::RichText && label->text().remove(QStringLiteral("&&")).contains('&'))
      out << label->text();
  }
  return out;
}

// Visible widgets of a window that reach outside it (object name or class, and where).
inline QStringList outsideWindow(QWidget* window) {
  QStringList out;
  const QRect all = window->rect();
  for (QWidget* w : window->findChildren<QWidget*>()) {
    if (!w->isVisibleTo(window) || w->isWindow()) continue;
    const QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
    if (!all.contains(r))
      out << QStringLiteral("%1 %2,%3 %4x%5")
                 .arg(w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName())
                 .arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
  }
  return out;
}
