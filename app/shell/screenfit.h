// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The first size of a window: what it wants, but no larger than the screen it opens on leaves room
// for (a netbook's 1024 x 600 less the panels), so that its buttons and last lines are on the screen.
#pragma once

#include <QScreen>
#include <QWidget>

inline void resizeWithinScreen(QWidget* w, QSize wanted) {
  const QScreen* s = w->screen();
  if (s) wanted = wanted.boundedTo(s->availableGeometry().size() - QSize(16, 48));  // frame and title
  w->resize(wanted);
}
