// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table's keyboard: the focus on a card, a pile, the knock spot or a meld, moved by the arrows and
// used by Space, when it shows (the last input, the widget that has the keys), and what it does, as a
// gin::Action for the controller or a local edit. The mouse is in tableinput.cpp.
#include "table/tablescene.h"

#include <QApplication>
#include <QGraphicsView>
#include <QKeyEvent>
#include <utility>

#include "table/carditem.h"
#include "text/cardtext.h"
#include "game/gamecontroller.h"
#include "table/tableitems.h"

using namespace gin;

void TableScene::focusInEvent(QFocusEvent* e) {
  QGraphicsScene::focusInEvent(e);
  // Tab onto the table shows where the keys act; followAppFocus (after this event) decides.
  tabbedIn_ = e->reason() == Qt::TabFocusReason || e->reason() == Qt::BacktabFocusReason;
}

void TableScene::followAppFocus(QWidget* old, QWidget* now) {
  QWidget* view = views().isEmpty() ? nullptr : views().first();
  // The ring shows where the keys act: not while another widget of the program has them (a bar button
  // showed its own focus beside the table's: two focus marks). A window that is no longer active (no
  // widget has the focus) keeps it, as a menu does.
  if (view && (old == view || now == view)) {
    const bool away = now && now != view;
    if (std::exchange(focusAway_, away) != away && keyboardActive_) applyFocus();
  }
  // The keys come to the table from another widget after a key press (Play pressed on the welcome page,
  // a bar button whose move is done) or by Tab: the ring shows at once (a keyboard player saw none until
  // an arrow: playtests). After a click none (Play, hidden then, passes its focus on as if by Tab).
  // Not told as a move of the focus: the table's own focus event follows with the focused card as its
  // description (TableView); a card's focus event before it was one event too many (Orca 43 dropped it,
  // and said "Card table" and the card once either way).
  const bool tabbed = std::exchange(tabbedIn_, false);
  if (keyboardActive_ || !old || !view || now != view) return;
  if (!lastInputKey_ && !(tabbed && old->isVisible())) return;
  setKeyboardActive(true);
  applyFocus();
}

bool TableScene::eventFilter(QObject* watched, QEvent* e) {
  // The prompts follow the last input: a player who plays by the bar's keys (S draws) hears the keys'
  // words too; the ring shows once a key moves or uses the table's focus, or draws a card (on the
  // card drawn: TableScene::syncOrder).
  const bool key = e->type() == QEvent::KeyPress || e->type() == QEvent::ShortcutOverride;
  if (key || e->type() == QEvent::MouseButtonPress || e->type() == QEvent::TouchBegin) {
    lastInputKey_ = key;
    c_->setKeyboardPrompts(key || keyboardActive_);
  }
  return QGraphicsScene::eventFilter(watched, e);
}

void TableScene::setKeyboardActive(bool on) {
  keyboardActive_ = on;
  c_->setKeyboardPrompts(on);
}

void TableScene::keyPressEvent(QKeyEvent* e) {
  // The focus shows from the first key that moves or uses it (not from a menu shortcut), where it is,
  // and that key does nothing else: the first Right of a match went to the second card from an unseen,
  // unheard place (a blind player's play-test), and after a turn played with the mouse Space threw away
  // a card that showed no focus (a network play-test).
  if (!e->modifiers() || e->modifiers() == Qt::KeypadModifier)
    switch (e->key()) {
      case Qt::Key_Left: case Qt::Key_Right: case Qt::Key_Up: case Qt::Key_Down: case Qt::Key_Home: case Qt::Key_End:
      case Qt::Key_Space: case Qt::Key_Return: case Qt::Key_Enter:
        if (!keyboardActive_ && c_->hasMatch()) {
          setKeyboardActive(true);
          applyFocus();
          emit focusMoved();
          e->accept();
          return;
        }
        break;
      default: break;
    }
  switch (e->key()) {
    case Qt::Key_Left: moveFocus(-1, 0); break;
    case Qt::Key_Right: moveFocus(1, 0); break;
    case Qt::Key_Up: moveFocus(0, -1); break;
    case Qt::Key_Down: moveFocus(0, 1); break;
    case Qt::Key_Home: moveFocusToEnd(false); break;
    case Qt::Key_End: moveFocusToEnd(true); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: activateFocus(); break;
    case Qt::Key_Z:
      // Ctrl+Z reaches the table only when there is nothing to take back: say why.
      if (e->modifiers() == Qt::ControlModifier && c_->hasMatch()) {
        emit message(c_->whyNoUndo());
        break;
      }
      QGraphicsScene::keyPressEvent(e);
      return;
    case Qt::Key_Escape: {
      const int passes = passes_;
      if (std::exchange(selected_, NoCard) != NoCard && c_->hasMatch()) emit message(c_->prompt());  // no longer "Holding…"
      cancelKnock();
      if (passes_ == passes) refresh(true);
      break;
    }
    default:
      // A move key reaches the table only when its command is disabled: say why.
      if (!e->modifiers() && explainKey(e->key())) break;
      QGraphicsScene::keyPressEvent(e);
      return;
  }
  e->accept();
}

QVector<TableScene::Focus> TableScene::pileRow() const {
  // The pile row: stock, discard, knock spot, then the melds on the table when laying off.
  QVector<Focus> row = {{Target::Stock, 0}, {Target::Discard, 0}, {Target::Knock, 0}};
  if (editingLayoffs())
    for (const Zone& z : meldZones_) row.push_back({Target::Meld, z.meld});
  return row;
}

void TableScene::moveFocus(int dx, int dy) {
  if (!c_->hasMatch()) return;
  const int handN = count(viewHand());
  if (dy < 0 && focus_.target != Target::Meld) {
    // While laying off, the knocker's melds lie above the piles: Up goes there, from the piles (a keyboard
    // player pressed Up twice and stayed on the pile) and from the hand (a card held says "Up to a meld",
    // and Up went to the discard pile, which only refuses: a review). They are also at the end of the pile
    // row, Right past the knock spot; Home reaches the piles. Otherwise Up from the hand: the discard pile.
    if (focus_.target == Target::Hand) focus_ = {Target::Discard, 0};
    for (const Focus& f : pileRow())
      if (f.target == Target::Meld) {
        focus_ = f;
        break;
      }
  } else if (dy > 0 && focus_.target != Target::Hand) {
    focus_ = {Target::Hand, std::min(focus_.index, std::max(0, handN - 1))};
  } else if (dx != 0) {
    // Left and right wrap around in both rows.
    const auto wrap = [](int i, int n) { return n > 0 ? ((i % n) + n) % n : 0; };
    if (focus_.target == Target::Hand) {
      focus_.index = wrap(focus_.index + dx, handN);
    } else {
      const QVector<Focus> row = pileRow();
      int at = 0;
      for (int i = 0; i < row.size(); ++i)
        if (row[i].target == focus_.target && row[i].index == focus_.index) at = i;
      focus_ = row[wrap(at + dx, int(row.size()))];
    }
  }
  applyFocus();
  emit focusMoved();
}

void TableScene::moveFocusToEnd(bool last) {
  if (!c_->hasMatch()) return;
  if (focus_.target == Target::Hand) {
    focus_.index = last ? std::max(0, count(viewHand()) - 1) : 0;
  } else {
    const QVector<Focus> row = pileRow();
    focus_ = last ? row.back() : row.front();
  }
  applyFocus();
  emit focusMoved();
}

void TableScene::applyFocus() {
  const QVector<Card> shown = c_->hasMatch() ? shownHand() : QVector<Card>();
  const bool on = keyboardActive_ && !focusAway_ && c_->hasMatch();
  for (CardItem* it : items_) {
    it->setFocusRing(false);
    it->setLifted(selected_ != NoCard && it->card() == selected_ && it->isVisible());
  }
  // One ring above every card: around the part of a fanned card that shows (framing the hidden part
  // too looked like two cards), around the top card of the stock or the pile, or the knock spot.
  QRectF ring;
  if (on && focus_.target == Target::Hand && focus_.index < shown.size()) {
    if (CardItem* it = cardItem(shown[focus_.index])) {
      it->setFocusRing(true);
      ring = visiblePart(it);
    }
  } else if (on && focus_.target != Target::Meld && focus_.target != Target::None) {
    ring = placeRect(focus_.target);
  }
  // The hint's ring on a pile (a ring above the pile's top card). Where the focus frames the same
  // pile, the hint's ring lies just outside the card and the focus further out, clear of the hint's
  // glow, so that both show plainly and neither covers the card's corner (a ring inside the card hid
  // the "1" of a 10: a play-test).
  const QRectF hinted = hintTarget_ == Target::Stock || hintTarget_ == Target::Discard || hintTarget_ == Target::Knock
                            ? placeRect(hintTarget_) : QRectF();
  const bool shared = !hinted.isNull() && !ring.isNull() && focus_.target == hintTarget_;
  cardFocus_->setVisible(!ring.isNull());
  if (!ring.isNull()) {
    // Outside the hint's ring, so that both show on a hinted pile; where a fanned card's neighbour
    // begins, inside its strip, so that the neighbour's own rings (the hint's) are not covered.
    const bool cut = focus_.target == Target::Hand && ring.width() < cardSize().width() - 1;
    const qreal out = shared ? 11 : 4;
    cardFocus_->setRect(ring.adjusted(-out, -out, cut ? -5 : out, out));
    cardFocus_->setFocusRing(true);
  }
  hintRing_->setVisible(!hinted.isNull());
  if (!hinted.isNull()) hintRing_->setRect(shared ? hinted.adjusted(-3, -3, 3, 3) : hinted.adjusted(-1, -1, 1, 1));
  if (on && focus_.target == Target::Meld) {
    meldHighlight_->setRect(zoneRect(Target::Meld, focus_.index).adjusted(-5, -5, 5, 5));
    meldHighlight_->setState(SpotItem::State::Normal);
    meldHighlight_->setFocusRing(true);
    meldHighlight_->setVisible(true);
  } else if (!dragging_) {
    meldHighlight_->setFocusRing(false);
    meldHighlight_->setVisible(false);
  }
}

QRectF TableScene::placeRect(Target t) const {
  const auto homeRect = [](const CardItem* it) { return QRectF(it->home(), it->cardSize()); };
  const SeatView& v = c_->view();
  switch (t) {
    case Target::Stock:
      if (const CardItem* it = v.stockCount > 0 ? stockTop() : nullptr) return homeRect(it);
      return stockSpot_->rect();
    case Target::Discard:
      if (const CardItem* it = v.discardTop != NoCard ? cardItem(v.discardTop) : nullptr) return homeRect(it);
      return discardSpot_->rect();
    case Target::Knock: return knockSpot_->rect();
    default: return QRectF();
  }
}

QRectF TableScene::visiblePart(const CardItem* item) const {
  QRectF r(item->home(), item->cardSize());
  // The next card to the right in the same row covers the rest (a raised card: what it overlaps).
  for (const CardItem* other : items_)
    if (other != item && other->isVisible() && other->zValue() > item->zValue() &&
        QRectF(other->home(), other->cardSize()).intersects(r) && other->home().x() > item->home().x() &&
        other->home().x() < r.right())
      r.setRight(other->home().x());
  return r;
}

void TableScene::activateFocus() {
  const int passes = passes_;  // one layout pass per input: the controller's change may do it
  if (!c_->hasMatch()) return;
  if (c_->curtain()) {
    emit message(c_->prompt());  // "Pass the screen to …": the cards wait behind the curtain
    return;
  }
  const Phase ph = c_->view().phase;
  switch (focus_.target) {
    case Target::Hand: {
      QVector<Card> shown = shownHand();
      if (focus_.index >= shown.size()) break;
      const Card c = shown[focus_.index];
      if (choosingArrangement()) {
        nextArrangement();
      } else if (selected_ == NoCard || selected_ == c) {
        selected_ = selected_ == c ? NoCard : c;  // pick up or put down
        // What the keys do with it now: the prompts speak of dragging, and a keyboard player found the
        // way to the discard pile only in Help › Keys (a playtest). Put down, the turn's prompt returns.
        if (selected_ == NoCard)
          emit message(c_->prompt());
        else if (c_->humanToAct() && ph == Phase::Discard)
          emit message(tr("Holding the %1: Up to the discard pile or the knock spot, then Space. Esc puts it back.")
                           .arg(CardText::name(c)));
        else if (editingLayoffs())  // it spoke only of moving the card in the hand (a blind player's play-test)
          emit message(tr("Holding the %1: Up to a meld and Space lays it off there; Left or Right moves it in your "
                          "hand. Esc puts it back.").arg(CardText::name(c)));
        else
          emit message(tr("Holding the %1: Space at its new place in your hand puts it there. Esc puts it back.").arg(CardText::name(c)));
      } else {
        // Put the held card down at this place in the hand.
        shown.removeAll(selected_);
        shown.insert(std::min<int>(focus_.index, shown.size()), selected_);
        order_ = shown;
        sort_ = Sort::Manual;
        selected_ = NoCard;
        emit message(c_->prompt());
      }
      break;
    }
    case Target::Stock: c_->act(Action::drawStock()); break;
    case Target::Discard:
      if (selected_ != NoCard && ph == Phase::Discard) {
        const Card c = selected_;
        if (c_->act(Action::discard(c))) selected_ = NoCard;
      } else if (selected_ != NoCard) {
        // A card held to the pile is a discard, refused with the rule ("First take the upcard or pass"),
        // not a take of the pile's card (it took the upcard: a new player's play-test).
        c_->explain(Action::discard(selected_));
      } else {
        c_->act(ph == Phase::FirstUpcard ? Action::take() : Action::drawDiscard());
      }
      break;
    case Target::Knock:
      if (choosingArrangement()) {
        confirmKnock();
      } else if (selected_ != NoCard) {
        knock(selected_);
      } else if (!c_->explainTurn()) {  // another seat's turn, the curtain, the hand's end: said so
        if (ph != Phase::Discard)
          c_->explain(Action::knock(NoCard, {}));  // it said "pick up the card to discard" while laying off
        else
          emit message(tr("Pick up the card to discard face down first (Space on a card in your hand)."));
      }
      break;
    case Target::Meld:
      if (selected_ == NoCard) {
        // Nothing carried: the last card laid off on this meld comes back into the hand, picked up, to go
        // onto another meld or stay (as a click on a laid-off card does with the mouse).
        Card last = NoCard;
        for (const Layoff& l : layoffs_.pending())
          if (l.meld == focus_.index) last = l.card;
        if (last == NoCard) {
          emit message(tr("Pick up a card of your hand first (Space on the card), then Space on a meld lays it off."));
        } else {
          const CardSet before = layoffs_.laidOff();
          removeLayoff(last);
          selected_ = last;
          QString text = tr("The %1 is back in your hand, picked up: Space on a meld lays it off, Esc keeps it.")
                             .arg(CardText::name(last));
          // Lay-offs that rested on it no longer fit and come back too: say which.
          if (const CardSet alsoBack = before & ~layoffs_.laidOff() & ~bit(last))
            text += QLatin1Char(' ') + tr("Back with it: %1.").arg(CardText::symbols(alsoBack));
          emit message(text);
        }
      } else if (addLayoff(selected_, focus_.index))
        selected_ = NoCard;
      else
        emit message(c_->rejectText(Reject::InvalidLayoff, Action::discard(selected_)));
      break;
    case Target::None: break;
  }
  if (passes_ == passes) refresh(true);
}
