// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a gesture or key does nothing: every refused press and every move key whose command does not
// apply says why in the status line, from the engine's refusal (GameController::explain) where there is
// one. The input itself is in tableinput.cpp.
#include "table/tablescene.h"

#include "table/carditem.h"
#include "game/gamecontroller.h"
#include "table/seatpicture.h"
#include "store/settings.h"

using namespace gin;
using seatpicture::unionOf;

void TableScene::explainPress(const CardItem* it) {
  // A card that cannot be picked up says why: the stock or the pile top when they cannot be taken (the
  // upcard offer, another seat's turn, a card drawn already), a covered card of the fanned pile opens the
  // look-through, another seat's hidden cards, the melds while laying off, the face-down knock discard.
  if (!it || !c_->hasMatch()) return;
  const SeatView& v = c_->view();
  const Card c = it->card();
  const int zone = zoneOf_.value(it, kNowhere);
  if (zone == kPile && !(c != NoCard && c == v.discardTop)) {
    lookThroughPile();
    return;
  }
  if (v.phase == Phase::Scored || v.phase == Phase::Drawn) {
    c_->explainTurn();  // "The hand is over."
    return;
  }
  if (it == stockTop()) {
    c_->explain(Action::drawStock());
  } else if (zone == kPile) {
    c_->explain(v.phase == Phase::FirstUpcard ? Action::take() : Action::drawDiscard());
  } else if (zone == kKnock) {
    emit message(tr("The knock discard lies face down until the hand is over."));
  } else if (c != NoCard && contains(unionOf(v.tableMelds), c)) {
    if (editingLayoffs())
      emit message(tr("To lay off, drag a card of your hand onto this meld, or click the card in your hand."));
    else
      c_->explain(Action::layoff({}, {}));  // another seat lays off now
  } else if (zone >= kSeat && zone - kSeat != c_->viewSeat()) {
    emit message(tr("Those are %1's cards: you cannot take them.").arg(c_->seatName(zone - kSeat)));
  }
}

bool TableScene::explainKey(int key) {
  if (!c_->hasMatch()) return false;
  const SeatView& v = c_->view();
  switch (key) {
    case Qt::Key_T: c_->explain(Action::take()); return true;
    case Qt::Key_P: c_->explain(Action::pass()); return true;
    case Qt::Key_S: c_->explain(Action::drawStock()); return true;
    case Qt::Key_D: c_->explain(Action::drawDiscard()); return true;
    case Qt::Key_G: c_->explain(Action::bigGin()); return true;
    case Qt::Key_C: c_->explain(Action::layoff({}, {})); return true;  // confirm lay-offs outside the lay-off phase
    case Qt::Key_A:
      if (!c_->explainTurn())
        emit message(tr("Next arrangement is for knocking: when your melds can be laid out in more than one way, "
                        "A shows the next way."));
      return true;
    case Qt::Key_H:
      if (!Settings::hintsEnabled())
        emit message(tr("Hints are turned off: View › Offer hints turns them on."));
      else if (choosingArrangement())
        emit message(tr("Choose how to lay out your melds first: Knock confirms, Esc takes the card back."));
      else
        c_->explainTurn();
      return true;
    case Qt::Key_K: {
      // The discard that would leave the least deadwood: the refusal names its deadwood and the limit.
      const bool discarding = v.phase == Phase::Discard && v.toAct == v.seat;
      const Card c = discarding ? bestDiscard(v.hand, bit(v.takenFromDiscard)).discard : NoCard;
      c_->explain(Action::knock(c));
      return true;
    }
    default: return false;
  }
}
