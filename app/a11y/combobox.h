// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every combo box as screen readers meet it: its label and its value in one name ("Preset: Oklahoma
// gin"), said when the focus comes and again when the arrows change the value. Orca 43 reads a Qt 6.4
// combo box by its label alone ("Preset: combo box"): it looks for the value in a selection that Qt's
// AT-SPI bridge does not offer before Qt 6.5 (a blind player's play-test heard no combo box's value).
#pragma once

namespace a11y {

// Call after the QApplication is made (the factory installed last is asked first; Qt installs its own
// for widgets then) and before any window is.
void sayComboValues();

}  // namespace a11y
