// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tablescene.h"

#include <QApplication>
#include <QPainter>
#include <QPointer>
#include <QRadialGradient>
#include <QSet>
#include <QWidget>
#include <algorithm>
#include <utility>

#include "table/cardrenderer.h"
#include "table/carditem.h"
#include "text/cardtext.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "table/seatpicture.h"
#include "table/tableitems.h"
#include "table/tablelayout.h"

using namespace gin;

using seatpicture::unionOf;

TableScene::TableScene(GameController* controller, QObject* parent) : QGraphicsScene(parent), c_(controller) {
  setItemIndexMethod(NoIndex);  // few items, most of them move
  connect(qApp, &QApplication::focusChanged, this, &TableScene::followAppFocus);
  qApp->installEventFilter(this);
  auto spot = [this](qreal z) {
    auto* s = new SpotItem;
    s->setZValue(z);
    addItem(s);
    return s;
  };
  stockSpot_ = spot(-10);
  discardSpot_ = spot(-10);
  knockSpot_ = spot(-10);
  meldHighlight_ = spot(900);
  meldHighlight_->setFilled(false);
  meldHighlight_->setVisible(false);
  // The hint's ring and the keyboard focus lie above every card: a pile's own outline is mostly
  // covered by its cards (on the stock only a sliver showed).
  hintRing_ = spot(970);  // above the focus ring's dark halo, which hid it on a focused pile
  hintRing_->setFilled(false);
  hintRing_->setState(SpotItem::State::Legal);
  hintRing_->setVisible(false);
  cardFocus_ = spot(960);
  cardFocus_->setFilled(false);
  cardFocus_->setVisible(false);
  // Fifty-two items; which card each one shows comes from the view at every layout pass.
  for (int c = 0; c < kDeckSize; ++c) {
    auto* item = new CardItem(NoCard);
    item->setVisible(false);
    addItem(item);
    items_.push_back(item);
    zoneOf_.insert(item, kNowhere);
  }
  auto label = [this] {
    auto* l = new LabelItem;
    l->setZValue(950);
    addItem(l);
    return l;
  };
  stockCount_ = label();
  info_ = label();
  for (int s = 0; s < 5; ++s) seatLabels_.push_back(label());
  for (int s = 0; s < 5; ++s) captions_.push_back(label());
  knockerBadge_ = label();
  // A card taken from the discard pile into a hidden hand shows which card it is until it lands.
  connect(c_, &GameController::actionApplied, this, [this](int, const Action& a, Card drawn) {
    if (a.type == ActionType::DrawDiscard || a.type == ActionType::TakeUpcard)
      takenUp_ = drawn != NoCard ? drawn : c_->view().firstUpcard;
  });
  // The computer moves only once the cards lie still.
  QPointer<TableScene> self(this);
  c_->setTablePace([self] { return self ? self->msUntilStill() : 0; });
  // Undo puts cards back at once (no face may show on its way back to a hidden place).
  connect(c_, &GameController::undone, this, [this] {
    undone_ = true;
    for (CardItem* it : items_) it->settle();
  });
  connect(c_, &GameController::changed, this, [this] {
    refresh(!undone_);
    undone_ = false;
  });
  connect(c_, &GameController::matchStarted, this, &TableScene::deal);
  // A scene gets no LanguageChange event of its own: redraw the labels in the new language.
  connect(&Language::instance(), &Language::changed, this, [this] { refresh(false); });
}

void TableScene::setViewSize(const QSizeF& size, qreal dpr) {
  if (size == view_ && dpr == dpr_ && !felt_.isNull()) return;
  view_ = size;
  dpr_ = dpr;
  setSceneRect(QRectF(QPointF(0, 0), size));
  paintFelt();
  refresh(false);
}

void TableScene::setCardSize(int size) {
  if (size == cardSize_) return;
  cardSize_ = size;
  refresh(false);
}

void TableScene::setTableColour(const QString& colour) {
  if (colour == colour_) return;
  colour_ = colour;
  paintFelt();
  update();
}

QColor TableScene::feltColour() const {
  // The middle tone of each cloth; the light in the centre and the dark edge are derived from it.
  if (colour_ == QLatin1String("blue")) return QColor(0x1f, 0x4a, 0x6b);
  if (colour_ == QLatin1String("red")) return QColor(0x6b, 0x1f, 0x2b);
  if (colour_ == QLatin1String("grey")) return QColor(0x45, 0x4b, 0x50);
  return QColor(0x1f, 0x6b, 0x3b);
}

void TableScene::paintFelt() {
  // The felt is painted once per size and colour: a radial light over the cloth.
  felt_ = QPixmap((view_ * dpr_).toSize());
  felt_.setDevicePixelRatio(dpr_);
  QPainter p(&felt_);
  const QColor mid = feltColour();
  QRadialGradient g(QPointF(view_.width() / 2, view_.height() * 0.45), std::max(view_.width(), view_.height()) * 0.75);
  g.setColorAt(0, mid.lighter(140));
  g.setColorAt(0.6, mid);
  g.setColorAt(1, mid.darker(165));
  p.fillRect(QRectF(QPointF(0, 0), view_), g);
}

void TableScene::drawBackground(QPainter* p, const QRectF& rect) {
  if (felt_.isNull()) {
    p->fillRect(rect, feltColour());
    return;
  }
  p->drawPixmap(rect, felt_, QRectF(rect.topLeft() * dpr_, rect.size() * dpr_));
}

QRectF TableScene::zoneRect(Target t, int meld) const {
  switch (t) {
    case Target::Stock: return stockSpot_->rect();
    case Target::Discard: return discardSpot_->rect();
    case Target::Knock: return knockSpot_->rect();
    case Target::Hand: return handArea_;
    case Target::Meld:
      for (const Zone& z : meldZones_)
        if (z.meld == meld) return z.rect;
      return {};
    case Target::None: break;
  }
  return {};
}

// ---- state to positions ----

bool TableScene::editingLayoffs() const {
  return c_->hasMatch() && c_->view().phase == Phase::Layoff && c_->humanToAct();
}

CardSet TableScene::viewHand() const { return c_->view().hand & ~layoffs_.laidOff() & ~bit(knock_.card()); }

QVector<CardItem*> TableScene::seatItems(int seat) const {
  QVector<CardItem*> out;
  for (CardItem* it : items_)
    if (it->isVisible() && zoneOf_.value(it) == kSeat + seat) out.push_back(it);
  std::sort(out.begin(), out.end(), [](const CardItem* a, const CardItem* b) { return a->home().x() < b->home().x(); });
  return out;
}

CardItem* TableScene::stockTop() const {
  CardItem* top = nullptr;
  for (CardItem* it : items_)
    if (it->isVisible() && zoneOf_.value(it) == kStock && (!top || it->zValue() > top->zValue())) top = it;
  return top;
}

std::vector<CardSet> TableScene::pendingOwnMelds() const { return layoffs_.plan().ownMelds; }

void TableScene::place(int zone, Card c, const QPointF& p, const QSizeF& size, bool faceUp, qreal z, int flipDelay) {
  int index = 0;
  for (const Place& q : places_) index += q.zone == zone;
  places_.push_back({zone, index, c, p, size, faceUp && c != NoCard, z, flipDelay});
}

void TableScene::commitPlaces() {
  // 1. A card the view knows keeps the item that shows it.
  QVector<CardItem*> itemOf(places_.size(), nullptr);
  QHash<Card, int> placeOf;
  for (int i = 0; i < places_.size(); ++i)
    if (places_[i].card != NoCard) placeOf.insert(places_[i].card, i);
  QSet<CardItem*> used;
  for (CardItem* it : items_)
    if (it->card() != NoCard && placeOf.contains(it->card()) && !itemOf[placeOf[it->card()]]) {
      itemOf[placeOf[it->card()]] = it;
      used.insert(it);
    }
  // 2. The other items, by the zone they lay in, bottom or left first.
  QHash<int, QVector<CardItem*>> free;
  for (CardItem* it : items_)
    if (!used.contains(it)) free[zoneOf_.value(it)].push_back(it);
  // An item that still carries a card (a pile card just taken into a hidden hand) is given out first, so
  // that it stays in the hand: the discard that follows leaves from another item, as it must by the rules.
  for (auto& list : free)
    std::sort(list.begin(), list.end(), [](const CardItem* a, const CardItem* b) {
      if ((a->card() != NoCard) != (b->card() != NoCard)) return a->card() != NoCard;
      return a->zValue() != b->zValue() ? a->zValue() < b->zValue() : a->home().x() < b->home().x();
    });
  auto take = [&](int zone) -> CardItem* {
    auto it = free.find(zone);
    if (it == free.end() || it->isEmpty()) return nullptr;
    return it->takeFirst();
  };
  // 3. A face-down card the view does not know takes an item that lay in the same zone.
  for (int i = 0; i < places_.size(); ++i)
    if (places_[i].card == NoCard) itemOf[i] = take(places_[i].zone);
  // 4. The rest take the items left over where cards went missing (the stock top just drawn, the card a
  // hidden hand just discarded): a zone that lost a card first, the hidden items last.
  auto leftover = [&]() -> CardItem* {
    for (auto it = free.begin(); it != free.end(); ++it)
      if (it.key() != kNowhere && !it->isEmpty()) return it->takeLast();
    return take(kNowhere);
  };
  for (int i = 0; i < places_.size(); ++i)
    if (places_[i].card != NoCard && !itemOf[i]) itemOf[i] = leftover();
  for (int i = 0; i < places_.size(); ++i)
    if (!itemOf[i]) itemOf[i] = leftover();
  // 5. Move and turn them.
  byCard_.clear();
  QSet<CardItem*> placed;
  for (int i = 0; i < places_.size(); ++i) {
    const Place& q = places_[i];
    CardItem* it = itemOf[i];
    if (!it) continue;  // cannot happen: 52 items for at most 52 places
    placed.insert(it);
    // A card the view does not know shows no face; an item keeps the card it last showed only while it
    // lies face down where that card went (a card taken into a hidden hand turns over as it lands).
    if (q.card != NoCard) {
      it->setCard(q.card);
      byCard_.insert(q.card, it);
    } else if (it->card() != takenUp_ || q.faceUp) {
      it->setCard(NoCard);
    }
    it->setVisible(true);
    it->setCardSize(q.size, dpr_);
    // The deal: each card leaves the stock after the one before it and turns over as it lands.
    const int delay = animateNext_ ? dealDelay_.value(q.zone * 100 + q.index, 0) : 0;
    int flipDelay = q.flipDelay;
    // A pile card taken into a hidden hand turns face down only when it has landed: everybody saw it taken.
    if (it->card() != NoCard && it->card() == takenUp_ && !q.faceUp) flipDelay = Anim::ms(Anim::kMove);
    // Under the hot-seat curtain cards turn at once: nothing flips face up or down behind it.
    it->setFaceUp(q.faceUp, animateNext_ && !c_->curtain(), delay ? delay + Anim::ms(Anim::kMove) / 2 : flipDelay);
    it->setZValue(q.z);
    it->setMarker(q.card != NoCard ? CardItem::Marker(markers_.value(q.card, int(CardItem::Marker::None)))
                                   : CardItem::Marker::None);
    if (it != pressed_ || !dragging_) it->moveTo(q.pos, animateNext_, delay);
    zoneOf_[it] = q.zone;
  }
  for (CardItem* it : items_)
    if (!placed.contains(it)) {
      it->setVisible(false);
      it->setCard(NoCard);
      zoneOf_[it] = kNowhere;
    }
  places_.clear();
  markers_.clear();
}

void TableScene::layoutRow(int zone, const QVector<QVector<Card>>& groups, const QRectF& area, const QSizeF& size,
                           bool faceUp, qreal& z, bool centre, QVector<Zone>* meldZones, const QVector<int>& meldIds) {
  int cardsIn = 0, links = 0, g = 0;
  for (const auto& grp : groups)
    if (!grp.isEmpty()) cardsIn += grp.size(), links += grp.size() - 1, ++g;
  if (!g) return;
  qreal step = size.width() * 0.5;
  qreal gap = size.width() * 0.28;
  auto need = [&] { return links * step + g * size.width() + (g - 1) * gap; };
  if (need() > area.width() && links > 0) step = std::max(size.width() * 0.14, (area.width() - g * size.width() - (g - 1) * gap) / links);
  if (need() > area.width() && g > 1) gap = std::max(size.width() * 0.06, (area.width() - g * size.width() - links * step) / (g - 1));
  qreal x = centre ? area.x() + (area.width() - need()) / 2 : area.x();
  for (int i = 0; i < groups.size(); ++i) {
    const auto& grp = groups[i];
    if (grp.isEmpty()) continue;
    const qreal x0 = x;
    for (Card c : grp) {
      // The card picked up stands out of the row, whole, above its neighbours (it is in your fingers);
      // the hinted card a little less, in its place.
      const bool held = c != NoCard && c == selected_;
      const qreal lift = held                                          ? 0.16
                         : c != NoCard && c == hintCard_ && faceUp ? 0.1
                         : c != NoCard && c == fresh_ && faceUp    ? 0.06
                                                                   : 0;
      place(zone, c, QPointF(x, area.y() - lift * size.height()), size, faceUp, held ? z + 40 : z);
      ++z;
      x += step;
    }
    x += size.width() - step;
    // Appended left to right: the keyboard's Right and a screen reader go through the melds as shown.
    if (meldZones && i < meldIds.size() && meldIds[i] >= 0)
      meldZones->push_back({meldIds[i], QRectF(x0, area.y(), x - x0, size.height())});
    x += gap;
  }
}

void TableScene::deal() {
  lastPress_.invalidate();  // a press before the deal is no half of a double-click on the new table
  order_.clear();
  restoreOrder();
  selected_ = NoCard;
  layoffs_.clear();
  // A lay-off target of the last hand is nowhere now, and the knock spot is of no use at the start
  // (a keyboard playtest found the ring there after Next hand): the focus starts on the hand, or stays
  // on the stock or the pile, where Space takes the first card.
  if (focus_.target == Target::Meld || focus_.target == Target::Knock) focus_ = {Target::Hand, 0};
  focusTheCardDrawn();
  // Every card starts face down on the stock, then flies to its place: one at a time to each seat in
  // turn, starting left of the dealer, then the discard pile. The first pass only lays out the piles.
  for (CardItem* it : items_) it->settle();
  refresh(false);
  const QPointF from = stockSpot_->rect().topLeft();
  for (CardItem* it : items_) {
    it->setFaceUp(false);
    it->setCard(NoCard);
    it->moveTo(from, false);
    zoneOf_[it] = kStock;
  }
  dealDelay_.clear();
  if (c_->hasMatch()) {
    const SeatView& v = c_->view();
    int longest = 0;
    for (int size : v.handSizes) longest = std::max(longest, size);
    int k = 0;
    for (int round = 0; round < longest; ++round)
      for (int i = 1; i <= v.players; ++i) {
        const int s = (v.dealer + i) % v.players;
        if (round < v.handSizes[s]) dealDelay_.insert((kSeat + s) * 100 + round, Anim::ms(Anim::kDealStep) * k++);
      }
    for (int i = 0; i < v.pileSize; ++i) dealDelay_.insert(kPile * 100 + i, Anim::ms(Anim::kDealStep) * k++);
    // The computer waits until the last card has landed before its first move.
    c_->holdAi(k > 0 ? Anim::ms(Anim::kDealStep) * (k - 1) + Anim::ms(Anim::kMove) : 0);
  }
  refresh(true);
  dealDelay_.clear();
}

void TableScene::deckChanged() {
  for (CardItem* c : items_)
    if (c) c->refreshPixmap();
}

void TableScene::refresh(bool animate) {
  ++passes_;
  // No match (the start, the lesson left from the welcome page, a guest's table before the host deals):
  // an empty cloth.
  const QList<QGraphicsItem*> fixed = {stockSpot_, discardSpot_, knockSpot_, stockCount_, info_};
  if (!c_->cardsShown()) {
    for (CardItem* it : items_) it->setVisible(false);
    for (QGraphicsItem* it : fixed) it->setVisible(false);
    for (LabelItem* l : seatLabels_) l->setVisible(false);
    // Nor any mark of the last hand (a lesson finished from the welcome page left its "Knocker").
    for (LabelItem* l : captions_) l->setVisible(false);
    for (QGraphicsItem* it : std::initializer_list<QGraphicsItem*>{knockerBadge_, hintRing_, cardFocus_, meldHighlight_})
      it->setVisible(false);
    byCard_.clear();
    return;
  }
  for (QGraphicsItem* it : fixed) it->setVisible(true);
  const SeatView& v = c_->view();
  const bool over = v.phase == Phase::Scored || v.phase == Phase::Drawn;
  if (knock_.staleFor(c_->humanToAct() && v.phase == Phase::Discard, v.history.size(), c_->humanToAct() ? v.hand : 0)) {
    knock_.clear();  // the turn moved on (a new match, a replay): the choice is void
    emit knockChoiceChanged();
  }
  animateNext_ = animate;
  // A card held up that cannot be played now lies down (a refused lay-off, then Confirm: play-test).
  if (selected_ != NoCard && (over || !(v.hand & bit(selected_)))) selected_ = NoCard;
  layoffs_.sync(editingLayoffs(), v);
  const TableLayout L = computeTableLayout({view_, v.players, v.rules.discardPileBrowsable, over, resultSpace_,
                                            resultWidth_, CardRenderer::instance().aspectRatio(), cardSize_});
  big_ = L.big;
  small_ = L.small;
  for (LabelItem* l : seatLabels_) l->setPixelSize(L.fontPx);
  stockCount_->setPixelSize(L.fontPx);
  info_->setPixelSize(L.fontPx);
  handArea_ = L.handArea;
  centreBand_ = L.centreBand;
  resultArea_ = L.resultArea;
  stockSpot_->setRect(QRectF(L.stockPos, big_));
  knockSpot_->setRect(QRectF(L.knockPos, big_));
  knockSpot_->setLabel(tr("Knock"));
  stockSpot_->setLabel(QString());
  // Only while a card may still be discarded: at the hand's end the result panel narrows the table, and
  // the label of an empty pile said nothing of use there (cut off in Finnish at 1024x600).
  const bool playing = v.phase != Phase::Scored && v.phase != Phase::Drawn;
  discardSpot_->setLabel(v.pileSize == 0 && playing ? tr("Discard") : QString());

  places_.clear();
  markers_.clear();
  placeStock(L);
  placePiles(L);
  meldZones_.clear();
  for (int i = 0; i < v.players; ++i) placeSeat(L, i);
  for (int i = v.players; i < seatLabels_.size(); ++i) seatLabels_[i]->setVisible(false);
  commitPlaces();
  placeStory(L);

  // Highlights: hints on the piles (a ring above the pile's top card), keyboard focus.
  applyFocus();
  updateInfo();
  const qreal W = view_.width();
  info_->anchor(QPointF(W / 2, L.infoY), true);
  // A long line (Finnish, lay-off editing) moves right rather than over the view seat's name.
  const qreal nameRight = seatLabels_[0]->pos().x() + seatLabels_[0]->size().width() + 10;
  if (info_->pos().x() < nameRight) info_->setPos(std::min(nameRight, W - L.margin - info_->size().width()), L.infoY);
  animateNext_ = false;
  takenUp_ = NoCard;
  // Last: screen readers hear of the new card (ObjectCreated, on the change) before the focus names it.
  if (std::exchange(focusFollowed_, false)) emit focusMoved();
}

void TableScene::placeStock(const TableLayout& L) {
  // Face down, a little thickness every few cards.
  const int n = c_->view().stockCount;
  for (int i = 0; i < n; ++i) {
    const qreal d = std::min(i, 24) / 6 * 1.5;
    place(kStock, NoCard, L.stockPos - QPointF(d, d), big_, false, i);
  }
  stockCount_->setText(tr("Stock: %n card(s)", nullptr, n));
  stockCount_->anchor(QPointF(L.stockPos.x() + big_.width() / 2, L.centreY + L.cardHeight + 6), true);
  // Beside the result panel the stock lies at the left edge: its count line stays in the window.
  if (stockCount_->pos().x() < L.margin) stockCount_->setPos(L.margin, stockCount_->pos().y());
}

void TableScene::placePiles(const TableLayout& L) {
  // The discard pile (fanned when the rules let it be looked through); the knock discard lies face down
  // on the knock spot. Every card of the pile was seen face up: the seat's history lays the pile again.
  const SeatView& v = c_->view();
  const qreal cw = big_.width();
  std::vector<Card> pile = v.rules.discardPileBrowsable ? v.discardPile : pileStory(v).pile;
  if (v.knockDiscard != NoCard && !pile.empty() && pile.back() == v.knockDiscard) pile.pop_back();
  const int pileN = v.pileSize;
  const bool fan = v.rules.discardPileBrowsable;
  const qreal fanStep =
      fan && pileN > 1 ? std::min(cw * 0.3, (L.knockPos.x() - 0.35 * cw - L.discardPos.x() - cw) / (pileN - 1)) : 0;
  qreal z = 200;
  for (int i = 0; i < pileN; ++i) {
    const bool top = i == pileN - 1;
    // The pile as the history laid it; a card the history cannot name (a scripted position) face down.
    const int at = int(pile.size()) - pileN + i;
    Card c = at >= 0 && at < int(pile.size()) ? pile[at] : NoCard;
    if (top && v.discardTop != NoCard && v.discardTop != v.knockDiscard) c = v.discardTop;
    // A covered card turns face down once the new top card has landed on it: unseen, as on a real pile.
    // A new discard from a hidden hand turns face up as it leaves, so that it is seen on its way.
    place(kPile, c, L.discardPos + QPointF(i * fanStep, 0), big_, top || fan, z++, top ? 0 : Anim::ms(Anim::kMove));
  }
  discardSpot_->setRect(QRectF(L.discardPos, QSizeF(cw + std::max(0, pileN - 1) * fanStep, big_.height())));
  const bool over = v.phase == Phase::Scored || v.phase == Phase::Drawn;
  if (v.knockDiscardDown || (over && v.knockDiscard != NoCard))
    place(kKnock, v.knockDiscard, L.knockPos, big_, over, z++);
  if (knock_.active()) {
    // The card being knocked with waits on the knock spot, face up for its owner, until the knock.
    place(kKnock, knock_.card(), L.knockPos, big_, !c_->curtain(), z++);
  }
}

void TableScene::placeSeat(const TableLayout& L, int i) {
  // Seats: the view seat (i = 0) at the bottom, the others in play order across the top.
  const SeatView& v = c_->view();
  if (i == 0) fresh_ = NoCard;
  const int s = (c_->viewSeat() + i) % v.players;
  const QSizeF size = i == 0 ? big_ : small_;
  qreal z = 400 + i * 60;
  if (s < int(v.laidOut.size()) && v.laidOut[s]) {
    const CardSet laidOff = seatpicture::laidOffCards(v, layoffs_.pending());
    const seatpicture::Picture pic = seatpicture::laidOut(v, s, layoffs_.pending(), laidOff);
    layoutRow(kSeat + s, pic.groups, L.seatAreas[i], size, true, z, true, &meldZones_, pic.meldIds);
    for (const auto& grp : pic.groups)
      for (Card c : grp)
        markers_.insert(c, int(contains(laidOff, c)        ? CardItem::Marker::LaidOff
                               : contains(pic.deadwood, c) ? CardItem::Marker::Deadwood
                                                           : CardItem::Marker::None));
  } else if (i == 0) {
    syncOrder(v.hand);
    const bool up = !c_->curtain();
    // The card just drawn stands a little out of the row until the discard: sorted into the hand, a new
    // player could not find it (a playtest). The keyboard focus goes to it as well.
    fresh_ = NoCard;
    if (up && c_->humanToAct() && v.phase == Phase::Discard && !v.history.empty()) {
      const PublicEvent& e = v.history.back();
      const bool drew = e.type == ActionType::DrawStock || e.type == ActionType::DrawDiscard || e.type == ActionType::TakeUpcard;
      if (drew && e.seat == v.seat) fresh_ = e.card;
    }
    const CardSet dead = choosingArrangement() ? viewHand() & ~unionOf(chosenMelds()) : bestArrangement(viewHand()).deadwoodCards;
    layoutRow(kSeat + s, shownGroups(), L.seatAreas[i], size, up, z, true);
    forEach(viewHand(), [&](Card c) {
      CardItem::Marker mk = up && contains(dead, c) ? CardItem::Marker::Deadwood : CardItem::Marker::None;
      if (c == hintCard_) mk = CardItem::Marker::Hint;
      markers_.insert(c, int(mk));
    });
  } else {
    // Another seat's hand: never face up while the hand is played.
    const seatpicture::Picture pic = seatpicture::hidden(v, s);
    layoutRow(kSeat + s, pic.groups, L.seatAreas[i], size, pic.faceUp, z, true);
  }
  const auto scores = c_->sheet().totals(0);
  LabelItem* label = seatLabels_[i];
  const bool over = v.phase == Phase::Scored || v.phase == Phase::Drawn;
  label->setText(s == v.dealer ? tr("%1 · %n point(s) · dealer", nullptr, scores[s]).arg(c_->seatCaption(s))
                               : tr("%1 · %n point(s)", nullptr, scores[s]).arg(c_->seatCaption(s)));
  label->setActive(!over && v.toAct == s);
  label->setVisible(true);
  label->anchor(L.labelAnchors[i], L.labelCentred[i]);
}

QString TableScene::infoText() const { return info_->text(); }

QString TableScene::seatLabelText(int seat) const {
  const int players = c_->players();
  if (seat < 0 || seat >= players || players > int(seatLabels_.size())) return QString();
  return seatLabels_[(seat - c_->viewSeat() + players) % players]->text();
}

QRectF TableScene::infoRect() const { return info_->sceneBoundingRect(); }

void TableScene::setResultSpace(qreal h, qreal width) {
  if (qFuzzyCompare(h + 1, resultSpace_ + 1) && qFuzzyCompare(width + 1, resultWidth_ + 1)) return;
  resultSpace_ = h;
  resultWidth_ = width;
  const Phase ph = c_->hasMatch() ? c_->view().phase : Phase::FirstUpcard;
  if (ph == Phase::Scored || ph == Phase::Drawn) refresh(true);
}

void TableScene::updateInfo() {
  QString text;
  const SeatView& v = c_->view();
  const int me = c_->viewSeat();
  if (c_->curtain()) {
    text = tr("Hands hidden: pass the screen to %1.").arg(c_->seatName(v.toAct));
  } else if (v.phase == Phase::Drawn) {
    text = tr("Drawn hand");
  } else if (v.phase == Phase::Scored) {
    text = tr("Hand ended: %1").arg(CardText::outcomeName(v.result.outcome));  // "Hand over" read as "hand the screen over"
  } else if (choosingArrangement()) {
    text = tr("Knocking with %1 deadwood · arrangement %2 of %3")
               .arg(valueOf(viewHand() & ~unionOf(chosenMelds())))
               .arg(arrangementIndex() + 1)
               .arg(arrangementCount());
  } else if (editingLayoffs()) {
    text = keyboardActive_ ? tr("Deadwood after lay-offs: %1 · Space on a card, then on a meld; then confirm").arg(layoffs_.plan().deadwood)
                           : tr("Deadwood after lay-offs: %1 · click or drag cards to change, then confirm").arg(layoffs_.plan().deadwood);
  } else if (me < int(v.laidOut.size()) && v.laidOut[me]) {
    // Our cards lie face up (the knock, our confirmed lay-offs) while others still lay off: the
    // deadwood is what the table shows left over, not the whole hand arranged afresh.
    const CardSet laidOff = seatpicture::laidOffCards(v, {});
    text = tr("Deadwood: %1").arg(valueOf(seatpicture::laidOut(v, me, {}, laidOff).deadwood));
  } else {
    const CardSet hand = viewHand();
    const int dw = minDeadwood(hand);
    // Oklahoma: the upcard that set the limit is named beside it (once buried, nothing showed which card
    // it was, and a new player saw the limit change from hand to hand without a reason).
    const bool upcardLimit = v.rules.oklahoma && v.firstUpcard != NoCard;
    auto withLimit = [&] {  // an ace upcard that asks for gin (an Oklahoma option) sets no limit of 1
      if (onlyGinEnds(v.rules, v.firstUpcard))
        return tr("Deadwood: %1 · gin only (upcard %2)").arg(dw).arg(CardText::symbol(v.firstUpcard));
      return upcardLimit ? tr("Deadwood: %1 · knock limit %2 (upcard %3)").arg(dw).arg(v.knockLimit).arg(CardText::symbol(v.firstUpcard))
                         : tr("Deadwood: %1 · knock limit %2").arg(dw).arg(v.knockLimit);
    };
    if (v.phase == Phase::Discard && v.toAct == me) {
      // Ask the engine which discards allow a knock: the table never decides a rule.
      const KnockChoice knock = bestKnock(turnOf(v));
      const bool canKnock = knock.discard != NoCard;
      const int best = knock.deadwood;
      const bool bigGin = c_->check(Action::bigGin()) == Reject::Ok;
      if (bigGin)
        text = tr("Deadwood: 0 · you have big gin!");
      else if (canKnock && best == 0)
        text = tr("Deadwood: %1 · you can go gin!").arg(dw);
      else if (canKnock && v.rules.poker)
        // Poker gin has no knock limit: "you can knock" was always true and invited a beginner's knock
        // with 45 (a new player's play-test). What a knock leaves, and who then wins (a tie beats the
        // knocker: the engine's scorePoker), instead.
        text = tr("Deadwood: %1 · a knock leaves %2: if anyone has as much or less, the lowest wins the hand").arg(dw).arg(best);
      else if (canKnock)
        text = tr("Deadwood: %1 · you can knock (best: %2 left)").arg(dw).arg(best);
      else
        text = withLimit();
    } else {
      text = v.rules.poker ? tr("Deadwood: %1").arg(dw) : withLimit();
    }
    // Oklahoma's doubled hand said so only in the result, after the hand (a new player's playtest).
    if (handMultiplier(v.rules, v.firstUpcard) > 1) text = tr("%1 · spade upcard: the hand counts double").arg(text);
  }
  info_->setText(text);
  emit infoChanged(text);
}
