// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/confirm.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>
#include <optional>

#include "game/gamecontroller.h"

namespace {
std::optional<bool> automatic;
int asked = 0;
}  // namespace

bool Confirm::wouldLose(const GameController& c, Loss loss) {
  if (!c.hasMatch() || c.matchOver()) return false;
  const gin::SeatView& v = c.view();
  const bool over = v.phase == gin::Phase::Scored || v.phase == gin::Phase::Drawn;
  if (loss == Loss::Deal) return !over && !v.history.empty();
  // Something played in this match: a move of this deal, or an earlier deal.
  return !v.history.empty() || c.dealsSoFar() > 1 || !c.sheet().hands().empty();
}

bool Confirm::mayDiscard(QWidget* parent, const GameController& c, Loss loss) {
  if (!wouldLose(c, loss)) return true;
  ++asked;
  if (automatic) return *automatic;
  const bool match = loss == Loss::Match;
  QMessageBox box(QMessageBox::Question, match ? tr("New game") : tr("Replay this deal"),
                  match ? tr("The game in progress will be lost. Start a new game?")
                        : tr("The moves of this hand will be lost and it is dealt again. Replay it?"),
                  QMessageBox::NoButton, parent);
  QPushButton* yes = box.addButton(match ? tr("&Start a new game") : tr("&Replay the deal"), QMessageBox::DestructiveRole);
  QPushButton* no = box.addButton(tr("&Keep playing"), QMessageBox::RejectRole);
  box.setDefaultButton(no);
  box.exec();
  return box.clickedButton() == yes;
}

void Confirm::answerAutomatically(bool yes) { automatic = yes; }
void Confirm::clearAutomaticAnswer() { automatic.reset(); }
int Confirm::questionsAsked() { return asked; }

