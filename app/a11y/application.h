// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The application as screen readers name it: the game's name in the current language ("Gin Rummy",
// "Ginirommi"), not the program's file name that Qt would give (QCoreApplication::applicationName is
// "ginrummy": it names the folders of the saves and settings, so it stays).
#pragma once

namespace a11y {

// Call before the QApplication is made: the application's accessible interface is made once, when a
// screen reader first asks, and then kept.
void nameApplication();

}  // namespace a11y
