// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table's mouse input: drags (the scene's own press, move and release), clicks and double-clicks,
// each turned into a gin::Action for the controller or a local edit (hand order, lay-offs, the knock
// arrangement). The keyboard is in tablekeys.cpp, the layout pass in tablescene.cpp.
#include "table/tablescene.h"

#include <QApplication>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QToolTip>
#include <utility>

#include "table/carditem.h"
#include "text/cardtext.h"
#include "game/gamecontroller.h"
#include "table/tableitems.h"

using namespace gin;

CardItem* TableScene::cardAt(const QPointF& p) const {
  CardItem* best = nullptr;
  for (CardItem* it : items_) {
    if (!it->isVisible() || it->waiting()) continue;  // a card still waiting to be dealt is not there yet
    if (!QRectF(it->pos(), it->cardSize()).contains(p)) continue;
    if (!best || it->zValue() > best->zValue()) best = it;
  }
  return best;
}

QString TableScene::markerTip(const QPointF& p) const {
  // The dots on the cards, explained where they are (seen and not understood: a new player's playtest).
  const CardItem* it = cardAt(p);
  if (!it || !it->faceUp()) return QString();
  switch (it->marker()) {
    case CardItem::Marker::Deadwood:
      return tr("Orange dot: deadwood, a card in none of the melds. Its points count when the hand is scored.");
    case CardItem::Marker::LaidOff: return tr("Blue dot: laid off on another player's meld. Its points do not count.");
    case CardItem::Marker::Hint: return tr("Green ring: the card the hint suggests.");
    case CardItem::Marker::None: break;
  }
  return QString();
}

void TableScene::helpEvent(QGraphicsSceneHelpEvent* e) {
  const QString tip = markerTip(e->scenePos());
  if (tip.isEmpty()) return QGraphicsScene::helpEvent(e);
  QToolTip::showText(e->screenPos(), tip, e->widget());
  e->accept();
}

TableScene::Source TableScene::sourceOf(const CardItem* item) const {
  if (!item || !c_->hasMatch() || c_->curtain()) return Source::None;
  const SeatView& v = c_->view();
  if (v.phase == Phase::Scored || v.phase == Phase::Drawn) return Source::None;
  const Card c = item->card();
  const int zone = zoneOf_.value(item, kNowhere);
  if (c != NoCard && contains(layoffs_.laidOff(), c)) return Source::LaidOff;
  if (c != NoCard && zone != kPile && (contains(viewHand(), c) || c == knock_.card())) return Source::Hand;
  if (!c_->humanToAct()) return Source::None;
  if (v.phase == Phase::Draw && item == stockTop()) return Source::Stock;
  if ((v.phase == Phase::Draw || v.phase == Phase::FirstUpcard) && zone == kPile && c != NoCard && c == v.discardTop)
    return Source::Discard;
  return Source::None;
}

TableScene::Target TableScene::targetFor(const CardItem* item, Source src, int* meld) const {
  const QRectF r(item->pos(), item->cardSize());
  Target best = Target::None;
  qreal bestArea = 0;
  *meld = -1;
  auto consider = [&](Target t, const QRectF& zone, int id) {
    const QRectF i = r.intersected(zone);
    const qreal a = i.width() * i.height();
    if (a > bestArea) best = t, bestArea = a, *meld = id;
  };
  consider(Target::Hand, handArea_, -1);
  if (src == Source::Hand) {
    const qreal grow = big_.width() * 0.12;
    consider(Target::Discard, discardSpot_->rect().adjusted(-grow, -grow, grow, grow), -1);
    consider(Target::Knock, knockSpot_->rect().adjusted(-grow, -grow, grow, grow), -1);
  }
  if ((src == Source::Hand || src == Source::LaidOff) && editingLayoffs())
    for (const Zone& z : meldZones_) consider(Target::Meld, z.rect, z.meld);
  return best;
}

std::optional<Action> TableScene::actionFor(Source src, Card c, Target t) const {
  const Phase ph = c_->view().phase;
  if (src == Source::Stock && t == Target::Hand) return Action::drawStock();
  if (src == Source::Discard && t == Target::Hand) return ph == Phase::FirstUpcard ? Action::take() : Action::drawDiscard();
  if (src == Source::Hand && t == Target::Discard) return Action::discard(c);
  if (src == Source::Hand && t == Target::Knock) return Action::knock(c);
  return std::nullopt;
}

bool TableScene::legal(Source src, Card c, Target t, int meld) const {
  if (t == Target::None) return false;
  if (t == Target::Meld) return layoffs_.fits(c, meld);
  if (t == Target::Hand && (src == Source::Hand || src == Source::LaidOff)) return true;
  const auto a = actionFor(src, c, t);
  return a && c_->humanToAct() && c_->check(*a) == Reject::Ok;
}

void TableScene::setHighlight(Target t, int meld, bool ok) {
  // One outline above the cards: green for a legal drop, red for one the engine would refuse.
  if (t == Target::None || t == Target::Hand) {
    meldHighlight_->setVisible(false);
    return;
  }
  meldHighlight_->setRect(zoneRect(t, meld).adjusted(-5, -5, 5, 5));
  meldHighlight_->setState(ok ? SpotItem::State::Legal : SpotItem::State::Illegal);
  meldHighlight_->setVisible(true);
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* e) {
  CardItem* it = cardAt(e->scenePos());
  if (e->button() == Qt::RightButton && c_->hasMatch() && it && zoneOf_.value(it) == kPile) {
    lookThroughPile();  // the pile's own menu, as it were: the whole pile, or why not
    return;
  }
  if (e->button() != Qt::LeftButton) return;
  // Played with the mouse again: no ring, and the prompts speak of dragging (until the next key).
  if (keyboardActive_) {
    setKeyboardActive(false);
    applyFocus();
  }
  // The second press of a double-click: the first one already acted or said why not (a stock card
  // just drawn must not be followed by "you have drawn already").
  const bool second = lastPress_.isValid() && lastPress_.elapsed() < QApplication::doubleClickInterval() &&
                      (e->scenePos() - lastPressPos_).manhattanLength() <= QApplication::startDragDistance();
  lastPress_.start();
  lastPressPos_ = e->scenePos();
  const Source src = sourceOf(it);
  if (src == Source::None) {
    if (!second) explainPress(it);
    return;
  }
  pressed_ = it;
  pressSource_ = src;
  pressPos_ = e->scenePos();
  grabOffset_ = e->scenePos() - it->pos();
  dragging_ = false;
  e->accept();
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent* e) {
  if (!pressed_) return;
  if (!dragging_) {
    if ((e->scenePos() - pressPos_).manhattanLength() < QApplication::startDragDistance()) return;
    if (choosingArrangement()) return;  // the cards stay put while an arrangement is chosen: clicks only
    dragging_ = true;
    emit message(c_->prompt());  // a refusal of the previous gesture is stale now
    pressed_->stopMoving();
    pressed_->setZValue(1000);
  }
  pressed_->setPos(e->scenePos() - grabOffset_);
  int meld = -1;
  const Target t = targetFor(pressed_, pressSource_, &meld);
  const bool inHand = t == Target::Hand && pressSource_ == Source::Hand;
  setHighlight(inHand ? Target::None : t, meld, legal(pressSource_, pressed_->card(), t, meld));
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
  if (!pressed_) return;
  CardItem* it = pressed_;
  const Source src = pressSource_;
  const bool wasDrag = dragging_;
  pressed_ = nullptr;
  dragging_ = false;
  setHighlight(Target::None, -1, false);
  if (wasDrag) {
    int meld = -1;
    const Target t = targetFor(it, src, &meld);
    drop(it, src, t, meld, it->pos().x() + it->cardSize().width() / 2);
  } else {
    click(it);
  }
  e->accept();
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* e) {
  const int passes = passes_;  // one layout pass per input: the controller's change may do it
  if (e->button() != Qt::LeftButton) return;
  CardItem* it = cardAt(e->scenePos());
  const Source src = sourceOf(it);
  // The first click of a double-click on a pile already drew the card; a hand card discards.
  if (choosingArrangement()) {
    // The first click already showed the next arrangement; no discard in the middle of a knock.
  } else if (editingLayoffs() && (src == Source::Hand || src == Source::LaidOff)) {
    // Its two presses laid the card off and took it back: once more, so that it counts as one click.
    click(it);
  } else if (src == Source::Hand) {
    selected_ = NoCard;
    c_->act(Action::discard(it->card()));
  } else if (src == Source::Stock || src == Source::Discard) {
    click(it);
  } else if (src == Source::None && !(lastPress_.isValid() && lastPress_.elapsed() < QApplication::doubleClickInterval())) {
    explainPress(it);  // a double-click without its presses (synthesised): a card that cannot be taken says why
  }
  if (passes_ == passes) refresh(true);
  e->accept();
}

void TableScene::drop(CardItem* item, Source src, Target t, int meld, qreal x) {
  const int passes = passes_;  // one layout pass per input: the controller's change may do it
  const Card c = item->card();
  if (t == Target::Hand && src == Source::Hand) {
    reorder(c, x);
  } else if (t == Target::Hand && src == Source::LaidOff) {
    removeLayoff(c);
  } else if (t == Target::Meld) {
    if (!addLayoff(c, meld)) emit message(c_->rejectText(Reject::InvalidLayoff, Action::discard(c)));
  } else if (t == Target::Knock && src == Source::Hand) {
    knock(c);
  } else if (t == Target::None) {
    // Dropped where nothing takes it: the card flies back, and the table says where it could go.
    emit message(src == Source::Hand      ? tr("Drop the card on the discard pile to discard it, on the knock spot to knock, "
                                               "or in your hand to move it.")
                 : src == Source::LaidOff ? tr("Drop the card on a meld to lay it off, or back in your hand.")
                                          : tr("Drop the card in your hand to take it."));
  } else if (const auto a = actionFor(src, c, t)) {
    if (a->type == ActionType::Discard) selected_ = NoCard;
    // A drawn card goes where it was dropped in a hand of the player's own order (placed before the
    // draw so that the controller's change lays it out once; a refused draw leaves the order as it was).
    // A stock card is not known before it is drawn: the sync that follows the draw places it.
    if (sort_ == Sort::Manual && t == Target::Hand) {
      if (c == NoCard)
        drawnAt_ = x;
      else
        reorder(c, x);
    }
    // A refused action: the controller names the rule, the card flies back below.
    c_->act(*a);
    drawnAt_.reset();
  }
  if (passes_ == passes) refresh(true);
}

void TableScene::click(CardItem* item) {
  const int passes = passes_;  // one layout pass per input: the controller's change may do it
  const Card c = item->card();
  switch (sourceOf(item)) {
    case Source::Stock: c_->act(Action::drawStock()); break;
    case Source::Discard:
      c_->act(c_->view().phase == Phase::FirstUpcard ? Action::take() : Action::drawDiscard());
      break;
    case Source::Hand:
      if (choosingArrangement()) {
        // The card on the knock spot goes back into the hand; any other card shows the next arrangement.
        if (c == knock_.card())
          cancelKnock();
        else
          nextArrangement();
      } else if (editingLayoffs()) {
        // Click a card to lay it off on the first meld it fits.
        bool done = false;
        const SeatView& v = c_->view();
        for (int t = 0; t < int(v.tableMelds.size()) && !done; ++t)
          if (v.tableOwner[t] != c_->viewSeat()) done = addLayoff(c, t);
        if (!done) emit message(tr("The %1 cannot be laid off on any meld.").arg(CardText::name(c)));
      } else {
        selected_ = selected_ == c ? NoCard : c;
      }
      break;
    case Source::LaidOff: removeLayoff(c); break;
    case Source::None: break;
  }
  if (passes_ == passes) refresh(true);
}

void TableScene::reorder(Card c, qreal x) {
  // Insert where the card was dropped: before the first card whose centre is right of x.
  QVector<Card> shown = shownHand();
  shown.removeAll(c);
  shown.insert(slotAt(shown, x), c);
  order_ = shown;
  sort_ = Sort::Manual;
  keepOrder();
}

int TableScene::slotAt(const QVector<Card>& shown, qreal x) const {
  // Before the first card whose centre is right of x.
  for (int i = 0; i < shown.size(); ++i)
    if (const CardItem* it = cardItem(shown[i]); it && it->home().x() + big_.width() / 2 > x) return i;
  return shown.size();
}

bool TableScene::addLayoff(Card c, int meld) {
  if (!editingLayoffs() || !layoffs_.add(c, meld)) return false;
  // Said on the status line (and so to screen readers, which do not speak the meld's new name).
  const SeatView& v = c_->view();
  const int owner = meld < int(v.tableOwner.size()) ? v.tableOwner[meld] : v.knocker;
  emit message(tr("The %1 goes onto the meld of %2. Confirm the lay-offs when you are done (C).")
                   .arg(CardText::name(c), c_->seatName(owner)));
  return true;
}

void TableScene::removeLayoff(Card c) { layoffs_.remove(c); }

bool TableScene::confirmLayoffs() {
  if (!editingLayoffs()) return false;
  const Action a = Action::layoff(pendingOwnMelds(), layoffs_.pending());
  return c_->act(a);
}

void TableScene::showHint(const Action& a) {
  hintCard_ = NoCard;
  hintTarget_ = Target::None;
  switch (a.type) {
    case ActionType::DrawStock: hintTarget_ = Target::Stock; break;
    case ActionType::DrawDiscard:
    case ActionType::TakeUpcard: hintTarget_ = Target::Discard; break;
    case ActionType::Discard: hintCard_ = a.card, hintTarget_ = Target::Discard; break;
    case ActionType::Knock: hintCard_ = a.card, hintTarget_ = Target::Knock; break;
    default: break;
  }
  refresh(false);
  // Played by keys, the focus goes where the hint points: its card, or the pile to draw from (a blind
  // player arrowed through up to ten cards for the one the hint named). A card held stays held.
  if (keyboardActive_ && selected_ == NoCard) {
    Focus f = focus_;
    if (hintCard_ != NoCard) {
      if (const int i = int(shownHand().indexOf(hintCard_)); i >= 0) f = {Target::Hand, i};
    } else if (hintTarget_ == Target::Stock || hintTarget_ == Target::Discard) {
      f = {hintTarget_, 0};
    }
    if (f.target != focus_.target || f.index != focus_.index) {
      focus_ = f;
      applyFocus();
      emit focusMoved();
    }
  }
  // The marks last until the next change of the table.
  disconnect(hintClear_);
  hintClear_ = connect(c_, &GameController::changed, this, [this] {
    hintCard_ = NoCard;
    hintTarget_ = Target::None;
    disconnect(hintClear_);
    refresh(true);
  });
}
