// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table's input: drags (the scene's own press, move and release), clicks, double-clicks and the
// keyboard focus, each turned into a gin::Action for the controller or a local edit (hand order,
// lay-offs, the knock arrangement). The layout pass is in tablescene.cpp.
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
  // The marks last until the next change of the table.
  disconnect(hintClear_);
  hintClear_ = connect(c_, &GameController::changed, this, [this] {
    hintCard_ = NoCard;
    hintTarget_ = Target::None;
    disconnect(hintClear_);
    refresh(true);
  });
}

// ---- keyboard ----

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
  const bool tabbed = std::exchange(tabbedIn_, false);
  if (keyboardActive_ || !old || !view || now != view) return;
  if (!lastInputKey_ && !(tabbed && old->isVisible())) return;
  setKeyboardActive(true);
  applyFocus();
  emit focusMoved();
}

bool TableScene::eventFilter(QObject* watched, QEvent* e) {
  // The prompts follow the last input: a player who plays by the bar's keys (S draws) hears the keys'
  // words too, though no ring shows until a key moves or uses the table's focus.
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
  // The focus shows from the first key that moves or uses it (not from a menu shortcut).
  if (!e->modifiers() || e->modifiers() == Qt::KeypadModifier)
    switch (e->key()) {
      case Qt::Key_Left: case Qt::Key_Right: case Qt::Key_Up: case Qt::Key_Down: case Qt::Key_Home: case Qt::Key_End:
      case Qt::Key_Space: case Qt::Key_Return: case Qt::Key_Enter: setKeyboardActive(true); break;
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
  if (dy < 0 && focus_.target == Target::Hand) {
    focus_ = {Target::Discard, 0};
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
  cardFocus_->setVisible(!ring.isNull());
  if (!ring.isNull()) {
    // Outside the hint's ring, so that both show on a hinted pile; where a fanned card's neighbour
    // begins, inside its strip, so that the neighbour's own rings (the hint's) are not covered.
    const bool cut = focus_.target == Target::Hand && ring.width() < cardSize().width() - 1;
    cardFocus_->setRect(ring.adjusted(-4, -4, cut ? -5 : 4, 4));
    cardFocus_->setFocusRing(true);
  }
  // The hint's ring on a pile (a ring above the pile's top card). Where the focus frames the same
  // pile, the hint's ring lies inside it, clear of the focus's halo, so that both show plainly.
  const QRectF hinted = hintTarget_ == Target::Stock || hintTarget_ == Target::Discard || hintTarget_ == Target::Knock
                            ? placeRect(hintTarget_) : QRectF();
  hintRing_->setVisible(!hinted.isNull());
  if (!hinted.isNull()) {
    const bool shared = !ring.isNull() && focus_.target == hintTarget_;
    hintRing_->setRect(shared ? hinted.adjusted(5, 5, -5, -5) : hinted.adjusted(-1, -1, 1, 1));
  }
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
