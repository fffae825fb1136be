// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The view seat's hand order: by rank, by suit, melds first, or the person's own order kept while
// cards come and go; the sort and an own order are handed to the controller for the save and
// restored when a saved match resumes.
#include "table/tablescene.h"

#include <algorithm>

#include "game/gamecontroller.h"
#include "meld.h"
#include "table/seatpicture.h"

using namespace gin;

namespace {
using seatpicture::meldCards;
using seatpicture::unionOf;
QVector<Card> sorted(CardSet s) { return seatpicture::byRank(s); }
const char* const kSortNames[] = {"manual", "rank", "suit", "melds"};  // Sort order
}  // namespace

void TableScene::setSort(Sort s) {
  sort_ = s;
  if (c_->hasMatch()) {
    const CardSet h = c_->view().hand;
    if (s != Sort::Manual) order_.clear();
    syncOrder(h);
  }
  refresh(true);
}

QVector<QVector<Card>> TableScene::shownGroups() const {
  if (!choosingArrangement()) return handGroups(viewHand());
  // The arrangement being chosen, meld by meld, then the deadwood.
  QVector<QVector<Card>> groups;
  for (CardSet m : chosenMelds()) groups.push_back(meldCards(m));
  groups.push_back(sorted(viewHand() & ~unionOf(chosenMelds())));
  return groups;
}

QVector<Card> TableScene::shownHand() const {
  QVector<Card> shown;
  for (const auto& g : shownGroups()) shown += g;
  return shown;
}

void TableScene::syncOrder(CardSet hand) {
  QVector<Card> keep;
  for (Card c : order_)
    if (contains(hand, c)) keep.push_back(c);
  CardSet known = 0;
  for (Card c : keep) known |= bit(c);
  const QVector<Card> fresh = sorted(hand & ~known);
  if (fresh.size() == 1 && drawnAt_ && sort_ == Sort::Manual)
    keep.insert(slotAt(keep, *drawnAt_), fresh.front());  // a stock card dropped at a place in the hand
  else
    keep += fresh;  // new cards go to the right end
  drawnAt_.reset();
  order_ = keep;
  if (sort_ == Sort::Rank) std::sort(order_.begin(), order_.end(), seatpicture::rankFirst);
  if (sort_ == Sort::Suit) std::sort(order_.begin(), order_.end(), seatpicture::suitFirst);
  keepOrder();
  // The keyboard focus follows a card the player drew (or took back) into the hand, so that the next
  // keys work on it and a screen reader names it, rather than staying on the pile it came from. A draw
  // by the bar's key (S, D) is keyboard play too: the prompt says "Pick up a card with Space", so the
  // ring shows on the card drawn (it showed nowhere, and Space took the first card: a new player's
  // playtest). A card drawn with the mouse takes the focus too, unseen: the next key shows it there (it
  // stayed where it was, and Space then threw another card away: a network play-test).
  const SeatView& v = c_->view();
  if (fresh.size() == 1 && v.toAct == c_->viewSeat() && v.phase == Phase::Discard)
    if (const int at = int(shownHand().indexOf(fresh.front())); at >= 0) {
      focus_ = {Target::Hand, at};
      if (keyboardActive_ || lastInputKey_) {
        if (!keyboardActive_) setKeyboardActive(true);
        focusFollowed_ = true;
      }
    }
}

void TableScene::focusTheCardDrawn() {
  // As after a draw in play (syncOrder): a save resumed between the draw and the discard had the focus
  // on the first card, and Space picked that one up (a new player's play-test, after kill -9).
  const SeatView& v = c_->view();
  if (!c_->hasMatch() || v.toAct != c_->viewSeat() || v.phase != Phase::Discard) return;
  for (auto e = v.history.rbegin(); e != v.history.rend() && e->seat == v.toAct; ++e) {
    const Card drawn = e->type == ActionType::TakeUpcard ? v.firstUpcard
                       : e->type == ActionType::DrawStock || e->type == ActionType::DrawDiscard ? e->card
                                                                                              : NoCard;
    if (drawn == NoCard) continue;
    if (const int at = int(shownHand().indexOf(drawn)); at >= 0) focus_ = {Target::Hand, at};
    return;
  }
}

QVector<QVector<Card>> TableScene::handGroups(CardSet hand) const {
  if (sort_ != Sort::Melds) {
    QVector<Card> v;
    for (Card c : order_)
      if (contains(hand, c)) v.push_back(c);
    return {v};
  }
  // Melds first, each as a group, then the deadwood by rank.
  QVector<QVector<Card>> groups;
  const Arrangement a = bestArrangement(hand);
  for (CardSet m : a.melds) groups.push_back(meldCards(m));
  if (a.deadwoodCards) groups.push_back(sorted(a.deadwoodCards));
  return groups;
}

void TableScene::keepOrder() {
  HandOrder o{QLatin1String(kSortNames[int(sort_)]), sort_ == Sort::Manual ? order_ : QVector<Card>{}};
  if (c_->handOrder() == o) return;  // every refresh hands it on: said only when it changed
  c_->setHandOrder(o);
  emit orderChanged();
}

void TableScene::restoreOrder() {
  // A resumed save brings the sort back, and a manual order when its cards are this hand.
  const HandOrder& saved = c_->handOrder();
  for (int i = 0; i < 4; ++i)
    if (saved.sort == QLatin1String(kSortNames[i])) sort_ = Sort(i);
  CardSet cards = 0;
  for (Card k : saved.cards) cards |= bit(k);
  if (sort_ == Sort::Manual && c_->hasMatch() && cards == c_->view().hand &&
      saved.cards.size() == count(cards))
    order_ = saved.cards;
}

