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
  const HandState& h = c_->hand();
  const Card c = it->card();
  const CardSet pile = toSet(h.discardPile());
  const Card knockCard = h.knockDiscard();
  if (contains(pile, c) && c != h.discardTop() && c != knockCard) {
    lookThroughPile();
    return;
  }
  if (h.over()) {
    c_->explainTurn();  // "The hand is over."
    return;
  }
  if (!h.stock().empty() && c == h.stock().back()) {
    c_->explain(Action::drawStock());
  } else if (c == h.discardTop() && c != knockCard) {
    c_->explain(h.phase() == Phase::FirstUpcard ? Action::take() : Action::drawDiscard());
  } else if (c == knockCard) {
    emit message(tr("The knock discard lies face down until the hand is over."));
  } else if (contains(unionOf(h.tableMelds()), c)) {
    if (editingLayoffs())
      emit message(tr("To lay off, drag a card of your hand onto this meld, or click the card in your hand."));
    else
      c_->explain(Action::layoff({}, {}));  // another seat lays off now
  } else {
    for (int s = 0; s < h.players(); ++s)
      if (s != c_->viewSeat() && contains(h.hand(s), c)) {
        emit message(tr("Those are %1's cards: you cannot take them.").arg(c_->seatName(s)));
        return;
      }
  }
}

bool TableScene::explainKey(int key) {
  if (!c_->hasMatch()) return false;
  const HandState& h = c_->hand();
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
      const bool discarding = h.phase() == Phase::Discard && !h.over();
      const Card c = discarding ? bestDiscard(h.hand(h.toAct()), bit(h.takenFromDiscard())).discard : NoCard;
      c_->explain(Action::knock(c));
      return true;
    }
    default: return false;
  }
}
