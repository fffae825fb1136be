#include "table/tablescene.h"

#include <QPainter>
#include <QPointer>
#include <QRadialGradient>
#include <algorithm>

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
  cardFocus_ = spot(960);
  cardFocus_->setFilled(false);
  cardFocus_->setVisible(false);
  for (int c = 0; c < kDeckSize; ++c) {
    auto* item = new CardItem(static_cast<Card>(c));
    item->setVisible(false);
    addItem(item);
    cards_.push_back(item);
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
      takenUp_ = drawn != NoCard ? drawn : c_->hand().firstUpcard();
  });
  // The computer moves only once the cards lie still.
  QPointer<TableScene> self(this);
  c_->setTablePace([self] { return self ? self->msUntilStill() : 0; });
  // Undo puts cards back at once (no face may show on its way back to a hidden place).
  connect(c_, &GameController::undone, this, [this] {
    undone_ = true;
    for (CardItem* it : cards_) it->settle();
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
  return c_->hasMatch() && c_->hand().phase() == Phase::Layoff && c_->humanToAct();
}

CardSet TableScene::viewHand() const {
  return c_->hand().hand(c_->viewSeat()) & ~layoffs_.laidOff() & ~bit(knock_.card());
}

// ---- choosing the knock arrangement ----

void TableScene::knock(Card discard) {
  cancelKnock();
  if (c_->humanToAct() && bigGinBeatsKnock(c_->hand().turn())) {
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
  const HandState& h = c_->hand();
  // The engine's choice (fewest lay-off chances) comes first, then the others in the engine's order.
  auto arrangements = h.knockArrangements(h.toAct(), discard);
  selected_ = NoCard;
  if (arrangements.size() < 2) {
    c_->act(plain);
    return;
  }
  knock_.begin(discard, std::move(arrangements), h.history().size());
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

std::vector<CardSet> TableScene::pendingOwnMelds() const { return layoffs_.plan().ownMelds; }

void TableScene::place(Card c, const QPointF& p, const QSizeF& size, bool faceUp, qreal z, int flipDelay) {
  CardItem* it = cards_[c];
  it->setVisible(true);
  it->setCardSize(size, dpr_);
  // The deal: each card leaves the stock after the one before it and turns over as it lands.
  const int delay = animateNext_ ? dealDelay_.value(c, 0) : 0;
  // A pile card taken into a hidden hand turns face down only when it has landed: everybody saw it taken.
  if (c == takenUp_ && !faceUp) flipDelay = Anim::ms(Anim::kMove);
  // Under the hot-seat curtain cards turn at once: nothing flips face up or down behind it.
  it->setFaceUp(faceUp, animateNext_ && !c_->curtain(), delay ? delay + Anim::ms(Anim::kMove) / 2 : flipDelay);
  it->setZValue(z);
  if (it != pressed_ || !dragging_) it->moveTo(p, animateNext_, delay);
}

void TableScene::layoutRow(const QVector<QVector<Card>>& groups, const QRectF& area, const QSizeF& size, bool faceUp,
                           qreal& z, bool centre, QHash<int, QRectF>* meldRects, const QVector<int>& meldIds) {
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
      // The card picked up stands out of the row; the hinted card a little less.
      const qreal lift = c == selected_ ? 0.16 : c == hintCard_ && faceUp ? 0.1 : 0;
      place(c, QPointF(x, area.y() - lift * size.height()), size, faceUp, z++);
      x += step;
    }
    x += size.width() - step;
    if (meldRects && i < meldIds.size() && meldIds[i] >= 0)
      meldRects->insert(meldIds[i], QRectF(x0, area.y(), x - x0, size.height()));
    x += gap;
  }
}

void TableScene::deal() {
  lastPress_.invalidate();  // a press before the deal is no half of a double-click on the new table
  order_.clear();
  restoreOrder();
  selected_ = NoCard;
  layoffs_.clear();
  // Every card starts on the stock, then flies to its place: one at a time to each seat in turn,
  // starting left of the dealer, then the discard pile. The first pass only lays out the piles.
  for (CardItem* it : cards_) it->settle();
  refresh(false);
  const QPointF from = stockSpot_->rect().topLeft();
  for (CardItem* it : cards_) {
    it->setFaceUp(false);
    it->moveTo(from, false);
  }
  dealDelay_.clear();
  if (c_->hasMatch()) {
    const HandState& h = c_->hand();
    std::vector<std::vector<Card>> hands;
    std::size_t longest = 0;
    for (int i = 1; i <= h.players(); ++i) {
      hands.push_back(toVector(h.hand((h.dealer() + i) % h.players())));
      longest = std::max(longest, hands.back().size());
    }
    int k = 0;
    for (std::size_t round = 0; round < longest; ++round)
      for (const auto& cards : hands)
        if (round < cards.size()) dealDelay_.insert(cards[round], Anim::ms(Anim::kDealStep) * k++);
    for (Card c : h.discardPile()) dealDelay_.insert(c, Anim::ms(Anim::kDealStep) * k++);
    // The computer waits until the last card has landed before its first move.
    c_->holdAi(k > 0 ? Anim::ms(Anim::kDealStep) * (k - 1) + Anim::ms(Anim::kMove) : 0);
  }
  refresh(true);
  dealDelay_.clear();
}

void TableScene::deckChanged() {
  for (CardItem* c : cards_)
    if (c) c->refreshPixmap();
}

void TableScene::refresh(bool animate) {
  ++passes_;
  // No match (the start, or the lesson left from the welcome page): an empty cloth.
  const QList<QGraphicsItem*> fixed = {stockSpot_, discardSpot_, knockSpot_, stockCount_, info_};
  if (!c_->hasMatch()) {
    for (CardItem* it : cards_) it->setVisible(false);
    for (QGraphicsItem* it : fixed) it->setVisible(false);
    for (LabelItem* l : seatLabels_) l->setVisible(false);
    return;
  }
  for (QGraphicsItem* it : fixed) it->setVisible(true);
  const HandState& h = c_->hand();
  if (knock_.staleFor(c_->humanToAct() && h.phase() == Phase::Discard, h.history().size(),
                      h.over() ? 0 : h.hand(h.toAct()))) {
    knock_.clear();  // the turn moved on (a new match, a replay): the choice is void
    emit knockChoiceChanged();
  }
  animateNext_ = animate;
  layoffs_.sync(editingLayoffs(), h, c_->viewSeat());
  const TableLayout L = computeTableLayout({view_, h.players(), h.rules().discardPileBrowsable, h.over(), resultSpace_,
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
  discardSpot_->setLabel(h.discardPile().empty() ? tr("Discard") : QString());

  for (CardItem* it : cards_) it->setMarker(CardItem::Marker::None);  // set again below where they apply
  CardSet placed = placeStock(L) | placePiles(L);
  meldZones_.clear();
  for (int i = 0; i < h.players(); ++i) placed |= placeSeat(L, i);
  for (int i = h.players(); i < seatLabels_.size(); ++i) seatLabels_[i]->setVisible(false);
  placeStory(L);
  for (int c = 0; c < kDeckSize; ++c)
    if (!contains(placed, static_cast<Card>(c))) cards_[c]->setVisible(false);

  // Highlights: hints on the piles, keyboard focus.
  stockSpot_->setState(hintTarget_ == Target::Stock ? SpotItem::State::Legal : SpotItem::State::Normal);
  discardSpot_->setState(hintTarget_ == Target::Discard ? SpotItem::State::Legal : SpotItem::State::Normal);
  knockSpot_->setState(hintTarget_ == Target::Knock ? SpotItem::State::Legal : SpotItem::State::Normal);
  applyFocus();
  updateInfo();
  const qreal W = view_.width();
  info_->anchor(QPointF(W / 2, L.infoY), true);
  // A long line (Finnish, lay-off editing) moves right rather than over the view seat's name.
  const qreal nameRight = seatLabels_[0]->pos().x() + seatLabels_[0]->size().width() + 10;
  if (info_->pos().x() < nameRight) info_->setPos(std::min(nameRight, W - L.margin - info_->size().width()), L.infoY);
  animateNext_ = false;
  takenUp_ = NoCard;
}

CardSet TableScene::placeStock(const TableLayout& L) {
  // Face down, a little thickness every few cards.
  const auto& stock = c_->hand().stock();
  CardSet placed = 0;
  for (int i = 0; i < int(stock.size()); ++i) {
    const qreal d = std::min(i, 24) / 6 * 1.5;
    place(stock[i], L.stockPos - QPointF(d, d), big_, false, i);
    placed |= bit(stock[i]);
  }
  stockCount_->setText(tr("Stock: %n card(s)", nullptr, int(stock.size())));
  stockCount_->anchor(QPointF(L.stockPos.x() + big_.width() / 2, L.centreY + L.cardHeight + 6), true);
  // Beside the result panel the stock lies at the left edge: its count line stays in the window.
  if (stockCount_->pos().x() < L.margin) stockCount_->setPos(L.margin, stockCount_->pos().y());
  return placed;
}

CardSet TableScene::placePiles(const TableLayout& L) {
  // The discard pile (fanned when the rules let it be looked through); the knock discard lies face down
  // on the knock spot.
  const HandState& h = c_->hand();
  const qreal cw = big_.width();
  const Card knockCard = h.knockDiscard();
  const auto& pile = h.discardPile();
  const bool fan = h.rules().discardPileBrowsable;
  const int pileN = int(pile.size()) - (knockCard != NoCard && !pile.empty() && pile.back() == knockCard ? 1 : 0);
  const qreal fanStep =
      fan && pileN > 1 ? std::min(cw * 0.3, (L.knockPos.x() - 0.35 * cw - L.discardPos.x() - cw) / (pileN - 1)) : 0;
  CardSet placed = 0;
  qreal z = 200;
  for (int i = 0; i < pileN; ++i) {
    const bool top = i == pileN - 1;
    // A covered card turns face down once the new top card has landed on it: unseen, as on a real pile.
    // A new discard from a hidden hand turns face up as it leaves, so that it is seen on its way.
    place(pile[i], L.discardPos + QPointF(i * fanStep, 0), big_, top || fan, z++, top ? 0 : Anim::ms(Anim::kMove));
    placed |= bit(pile[i]);
  }
  discardSpot_->setRect(QRectF(L.discardPos, QSizeF(cw + std::max(0, pileN - 1) * fanStep, big_.height())));
  if (knockCard != NoCard && pileN < int(pile.size())) {
    place(knockCard, L.knockPos, big_, h.over(), z++);
    placed |= bit(knockCard);
  }
  if (knock_.active()) {
    // The card being knocked with waits on the knock spot, face up for its owner, until the knock.
    place(knock_.card(), L.knockPos, big_, !c_->curtain(), z++);
    placed |= bit(knock_.card());
  }
  return placed;
}

CardSet TableScene::placeSeat(const TableLayout& L, int i) {
  // Seats: the view seat (i = 0) at the bottom, the others in play order across the top.
  const HandState& h = c_->hand();
  const int s = (c_->viewSeat() + i) % h.players();
  const QSizeF size = i == 0 ? big_ : small_;
  qreal z = 400 + i * 60;
  CardSet placed = 0;
  if (seatpicture::laidOutSeats(h)[s]) {
    const CardSet laidOff = seatpicture::laidOffCards(h, layoffs_.pending());
    const seatpicture::Picture pic = seatpicture::laidOut(h, s, layoffs_.pending(), laidOff);
    QHash<int, QRectF> rects;
    layoutRow(pic.groups, L.seatAreas[i], size, true, z, true, &rects, pic.meldIds);
    for (const auto& grp : pic.groups)
      for (Card c : grp) {
        placed |= bit(c);
        cards_[c]->setMarker(contains(laidOff, c)        ? CardItem::Marker::LaidOff
                             : contains(pic.deadwood, c) ? CardItem::Marker::Deadwood
                                                         : CardItem::Marker::None);
      }
    for (auto it = rects.begin(); it != rects.end(); ++it) meldZones_.push_back({it.key(), it.value()});
  } else if (i == 0) {
    syncOrder(h.hand(s));
    const bool up = !c_->curtain();
    const CardSet dead = choosingArrangement() ? viewHand() & ~unionOf(chosenMelds()) : bestArrangement(viewHand()).deadwoodCards;
    layoutRow(shownGroups(), L.seatAreas[i], size, up, z, true);
    forEach(viewHand(), [&](Card c) {
      placed |= bit(c);
      CardItem::Marker mk = up && contains(dead, c) ? CardItem::Marker::Deadwood : CardItem::Marker::None;
      if (c == hintCard_) mk = CardItem::Marker::Hint;
      cards_[c]->setMarker(mk);
    });
  } else {
    // Another seat's hand: never face up while the hand is played.
    const seatpicture::Picture pic = seatpicture::hidden(h, s);
    layoutRow(pic.groups, L.seatAreas[i], size, pic.faceUp, z, true);
    placed |= h.hand(s);
  }
  const auto scores = c_->match().sheet().totals(0);
  LabelItem* label = seatLabels_[i];
  label->setText(s == h.dealer() ? tr("%1 · %n point(s) · dealer", nullptr, scores[s]).arg(c_->seatName(s))
                                 : tr("%1 · %n point(s)", nullptr, scores[s]).arg(c_->seatName(s)));
  label->setActive(!h.over() && h.toAct() == s);
  label->setVisible(true);
  label->anchor(L.labelAnchors[i], L.labelCentred[i]);
  return placed;
}

QString TableScene::infoText() const { return info_->text(); }

void TableScene::setResultSpace(qreal h, qreal width) {
  if (qFuzzyCompare(h + 1, resultSpace_ + 1) && qFuzzyCompare(width + 1, resultWidth_ + 1)) return;
  resultSpace_ = h;
  resultWidth_ = width;
  if (c_->hasMatch() && c_->hand().over()) refresh(true);
}

void TableScene::updateInfo() {
  QString text;
  const HandState& h = c_->hand();
  const int v = c_->viewSeat();
  if (c_->curtain()) {
    text = tr("Hands hidden: pass the screen to %1.").arg(c_->seatName(h.toAct()));
  } else if (h.over()) {
    text = h.phase() == Phase::Drawn ? tr("Drawn hand") : tr("Hand over: %1").arg(CardText::outcomeName(h.result().outcome));
  } else if (choosingArrangement()) {
    text = tr("Knocking with %1 deadwood · arrangement %2 of %3")
               .arg(valueOf(viewHand() & ~unionOf(chosenMelds())))
               .arg(arrangementIndex() + 1)
               .arg(arrangementCount());
  } else if (editingLayoffs()) {
    text = tr("Deadwood after lay-offs: %1 · click or drag cards to change, then confirm").arg(layoffs_.plan().deadwood);
  } else {
    const CardSet hand = viewHand();
    const int dw = minDeadwood(hand);
    if (h.phase() == Phase::Discard && h.toAct() == v) {
      // Ask the engine which discards allow a knock: the table never decides a rule.
      const KnockChoice knock = bestKnock(h.turn());
      const bool canKnock = knock.discard != NoCard;
      const int best = knock.deadwood;
      const bool bigGin = c_->check(Action::bigGin()) == Reject::Ok;
      if (bigGin)
        text = tr("Deadwood: 0 · you have big gin!");
      else if (canKnock && best == 0)
        text = tr("Deadwood: %1 · you can go gin!").arg(dw);
      else if (canKnock)
        text = tr("Deadwood: %1 · you can knock (best: %2 left)").arg(dw).arg(best);
      else
        text = tr("Deadwood: %1 · knock limit %2").arg(dw).arg(h.knockLimit());
    } else {
      text = h.rules().poker ? tr("Deadwood: %1").arg(dw) : tr("Deadwood: %1 · knock limit %2").arg(dw).arg(h.knockLimit());
    }
  }
  info_->setText(text);
  emit infoChanged(text);
}

// ---- input ----
