// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table's part of a knock: the person's choice among equally good arrangements of the melds shown,
// before the knock goes to the controller (the engine lists the arrangements and decides big gin).
#include "game/gamecontroller.h"
#include "table/tablescene.h"

using namespace gin;

void TableScene::knock(Card discard) {
  cancelKnock();
  const SeatView& v = c_->view();
  if (c_->humanToAct() && bigGinBeatsKnock(turnOf(v))) {
    // All eleven cards are in melds: the engine says big gin pays at least what this knock would.
    selected_ = NoCard;
    c_->act(Action::bigGin());
    return;
  }
  const Action plain = Action::knock(discard);
  if (!c_->humanToAct() || c_->check(plain) != Reject::Ok) {
    c_->act(plain);  // refused: the controller names the rule
    return;
  }
  // The engine's choice (fewest lay-off chances) comes first, then the others in the engine's order.
  auto arrangements = knockArrangements(v.hand & ~bit(discard), turnOf(v).pool);
  selected_ = NoCard;
  if (arrangements.size() < 2) {
    c_->act(plain);
    return;
  }
  knock_.begin(discard, std::move(arrangements), v.history.size());
  emit message(tr("Your melds can be laid out in %n equally good ways: click your hand or press Next arrangement "
                  "to see the next one, then Knock. Esc takes the card back.",
                  nullptr, arrangementCount()));
  emit knockChoiceChanged();
  refresh(true);
}

void TableScene::nextArrangement() {
  if (!choosingArrangement()) return;
  knock_.next();
  emit knockChoiceChanged();
  refresh(true);
}

bool TableScene::confirmKnock() {
  if (!choosingArrangement()) return false;
  const Action a = Action::knock(knock_.card(), chosenMelds());
  cancelKnock();
  return c_->act(a);
}

void TableScene::cancelKnock() {
  if (!choosingArrangement()) return;
  knock_.clear();
  emit knockChoiceChanged();
  refresh(true);
}
