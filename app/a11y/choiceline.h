// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The line under a choice that says what it means ("Counts the cards and avoids giving you what you
// need."), as screen readers meet it. The choice says it as its description where the focus is; the line
// itself is tied to the choice by a relation. Orca reads, when a dialog opens, every label that has no
// relation at all: the New game dialog was heard as every choice's line in one block (a blind player's
// play-test). Qt 6.4 offers no "description for" relation; "controlled by" the choice is the nearest
// (the game's line does change with the game chosen), and Orca does not speak it.
#pragma once

#include <QList>

class QLabel;
class QWidget;

namespace a11y {

// `line` says what `choices` mean (their accessible descriptions say it too, set where the words are).
void tieLine(QLabel* line, const QList<QWidget*>& choices);

// Call after the QApplication is made, as sayComboValues.
void tieChoiceLines();

}  // namespace a11y
