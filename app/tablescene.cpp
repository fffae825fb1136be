#include "tablescene.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QRadialGradient>
#include <algorithm>

#include "cardrenderer.h"
#include "carditem.h"
#include "cardtext.h"
#include "gamecontroller.h"
#include "language.h"
#include "tableitems.h"
#include "tablelayout.h"

using namespace gin;

namespace {
bool byRank(Card a, Card b) { return rankOf(a) != rankOf(b) ? rankOf(a) < rankOf(b) : suitOf(a) < suitOf(b); }
bool bySuit(Card a, Card b) { return suitOf(a) != suitOf(b) ? suitOf(a) < suitOf(b) : rankOf(a) < rankOf(b); }
QVector<Card> sorted(CardSet s, bool (*less)(Card, Card) = byRank) {
  QVector<Card> v;
  forEach(s, [&](Card c) { v.push_back(c); });
  std::sort(v.begin(), v.end(), less);
  return v;
}
// A meld as players lay it out: runs by rank, sets by suit (both ascend with the card number order).
QVector<Card> meldCards(CardSet m) { return sorted(m, isSet(m) ? bySuit : byRank); }
CardSet unionOf(const std::vector<CardSet>& v) {
  CardSet u = 0;
  for (CardSet m : v) u |= m;
  return u;
}
}  // namespace

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
  connect(c_, &GameController::changed, this, [this] { refresh(true); });
  connect(c_, &GameController::matchStarted, this, &TableScene::deal);
  // A scene gets no LanguageChange event of its own: redraw the labels in the new language.
  connect(&Language::instance(), &Language::changed, this, [this] { refresh(false); });
}

void TableScene::setViewSize(const QSizeF& size, qreal dpr) {
  if (size == view_ && dpr == dpr_ && !felt_.isNull()) return;
  view_ = size;
  dpr_ = dpr;
  setSceneRect(QRectF(QPointF(0, 0), size));
  // The felt is painted once per size: a radial light over green cloth.
  felt_ = QPixmap((size * dpr).toSize());
  felt_.setDevicePixelRatio(dpr);
  QPainter p(&felt_);
  QRadialGradient g(QPointF(size.width() / 2, size.height() * 0.45), std::max(size.width(), size.height()) * 0.75);
  g.setColorAt(0, QColor(0x2e, 0x8b, 0x4f));
  g.setColorAt(0.6, QColor(0x1f, 0x6b, 0x3b));
  g.setColorAt(1, QColor(0x12, 0x47, 0x27));
  p.fillRect(QRectF(QPointF(0, 0), size), g);
  p.end();
  refresh(false);
}

void TableScene::drawBackground(QPainter* p, const QRectF& rect) {
  if (felt_.isNull()) {
    p->fillRect(rect, QColor(0x1f, 0x6b, 0x3b));
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

void TableScene::setSort(Sort s) {
  sort_ = s;
  if (c_->hasMatch()) {
    const CardSet h = c_->hand().hand(c_->viewSeat());
    if (s != Sort::Manual) order_.clear();
    syncOrder(h);
  }
  refresh(true);
}

// ---- state to positions ----

bool TableScene::editingLayoffs() const {
  return c_->hasMatch() && c_->hand().phase() == Phase::Layoff && c_->humanToAct();
}

CardSet TableScene::viewHand() const {
  return c_->hand().hand(c_->viewSeat()) & ~layoffs_.laidOff() & ~bit(knock_.card());
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

void TableScene::syncOrder(CardSet hand) {
  QVector<Card> keep;
  for (Card c : order_)
    if (contains(hand, c)) keep.push_back(c);
  CardSet known = 0;
  for (Card c : keep) known |= bit(c);
  for (Card c : sorted(hand & ~known)) keep.push_back(c);  // new cards go to the right end
  order_ = keep;
  if (sort_ == Sort::Rank) std::sort(order_.begin(), order_.end(), byRank);
  if (sort_ == Sort::Suit) std::sort(order_.begin(), order_.end(), bySuit);
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

void TableScene::place(Card c, const QPointF& p, const QSizeF& size, bool faceUp, qreal z, int flipDelay) {
  CardItem* it = cards_[c];
  it->setVisible(true);
  it->setCardSize(size, dpr_);
  // The deal: each card leaves the stock after the one before it and turns over as it lands.
  const int delay = animateNext_ ? dealDelay_.value(c, 0) : 0;
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
      const bool lift = c == selected_;
      place(c, QPointF(x, area.y() - (lift ? size.height() * 0.16 : 0)), size, faceUp, z++);
      x += step;
    }
    x += size.width() - step;
    if (meldRects && i < meldIds.size() && meldIds[i] >= 0)
      meldRects->insert(meldIds[i], QRectF(x0, area.y(), x - x0, size.height()));
    x += gap;
  }
}

void TableScene::deal() {
  order_.clear();
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
  if (!c_->hasMatch()) {
    for (CardItem* it : cards_) it->setVisible(false);
    return;
  }
  const HandState& h = c_->hand();
  if (knock_.staleFor(c_->humanToAct() && h.phase() == Phase::Discard, h.history().size(),
                      h.over() ? 0 : h.hand(h.toAct()))) {
    knock_.clear();  // the turn moved on (a new match, a replay): the choice is void
    emit knockChoiceChanged();
  }
  animateNext_ = animate;
  layoffs_.sync(editingLayoffs(), h, c_->viewSeat());
  const int n = h.players();
  const int v = c_->viewSeat();
  const bool over = h.over();
  const bool curtain = c_->curtain();
  const qreal W = view_.width();
  const bool fan = h.rules().discardPileBrowsable;
  const TableLayout L =
      computeTableLayout({view_, n, fan, over, resultSpace_, CardRenderer::instance().aspectRatio()});
  big_ = L.big;
  small_ = L.small;
  const qreal cw = big_.width(), ch = L.cardHeight, m = L.margin, infoY = L.infoY, centreY = L.centreY;
  for (LabelItem* l : seatLabels_) l->setPixelSize(L.fontPx);
  stockCount_->setPixelSize(L.fontPx);
  info_->setPixelSize(L.fontPx);
  handArea_ = L.handArea;
  centreBand_ = L.centreBand;
  const QPointF stockPos = L.stockPos, discardPos = L.discardPos, knockPos = L.knockPos;
  stockSpot_->setRect(QRectF(stockPos, big_));
  knockSpot_->setRect(QRectF(knockPos, big_));
  knockSpot_->setLabel(tr("Knock"));
  stockSpot_->setLabel(QString());
  discardSpot_->setLabel(h.discardPile().empty() ? tr("Discard") : QString());

  CardSet placed = 0;
  qreal z = 0;
  for (CardItem* it : cards_) it->setMarker(CardItem::Marker::None);  // set again below where they apply
  // Stock: face down, a little thickness every few cards.
  const auto& stock = h.stock();
  for (int i = 0; i < int(stock.size()); ++i) {
    const qreal d = std::min(i, 24) / 6 * 1.5;
    place(stock[i], stockPos - QPointF(d, d), big_, false, z++);
    placed |= bit(stock[i]);
  }
  stockCount_->setText(tr("Stock: %n card(s)", nullptr, int(stock.size())));
  stockCount_->anchor(QPointF(stockPos.x() + cw / 2, centreY + ch + 6), true);

  // Discard pile; the knock discard lies face down on the knock spot.
  Card knockCard = NoCard;
  for (const Step& s : h.history())
    if (s.action.type == ActionType::Knock) knockCard = s.action.card;
  const auto& pile = h.discardPile();
  const int pileN = int(pile.size()) - (knockCard != NoCard && !pile.empty() && pile.back() == knockCard ? 1 : 0);
  const qreal fanStep = fan && pileN > 1 ? std::min(cw * 0.3, (knockPos.x() - 0.35 * cw - discardPos.x() - cw) / (pileN - 1)) : 0;
  z = 200;
  for (int i = 0; i < pileN; ++i) {
    const bool top = i == pileN - 1;
    // A covered card turns face down once the new top card has landed on it: unseen, as on a real pile.
    place(pile[i], discardPos + QPointF(i * fanStep, 0), big_, top || fan, z++, Anim::ms(Anim::kMove));
    placed |= bit(pile[i]);
  }
  discardSpot_->setRect(QRectF(discardPos, QSizeF(big_.width() + std::max(0, pileN - 1) * fanStep, big_.height())));
  if (knockCard != NoCard && pileN < int(pile.size())) {
    place(knockCard, knockPos, big_, over, z++);
    placed |= bit(knockCard);
  }
  if (knock_.active()) {
    // The card being knocked with waits on the knock spot, face up for its owner, until the knock.
    place(knock_.card(), knockPos, big_, !curtain, z++);
    placed |= bit(knock_.card());
  }

  // Seats: the view seat at the bottom, the others in play order across the top.
  meldZones_.clear();
  const Arrangement mine = bestArrangement(viewHand());
  std::vector<bool> laidOut(n, over);
  if (h.knocker() >= 0) laidOut[h.knocker()] = true;
  for (const Step& s : h.history())
    if (s.action.type == ActionType::Layoff) laidOut[s.seat] = true;
  const auto& table = h.tableMelds();
  const auto& owner = h.tableOwner();
  const HandResult& res = h.result();
  CardSet laidOffCards = layoffs_.laidOff();
  if (h.phase() == Phase::Scored)
    for (const auto& ls : res.layoffs)
      for (const Layoff& l : ls) laidOffCards |= bit(l.card);
  const CardSet onTable = unionOf(table);

  const auto scores = c_->match().sheet().totals(0);
  for (int i = 0; i < n; ++i) {
    const int s = (v + i) % n;
    const bool me = i == 0;
    const QSizeF size = me ? big_ : small_;
    const QRectF area = L.seatAreas[i];
    z = 400 + i * 60;
    if (laidOut[s]) {
      // Melds (table melds of this seat, with the lay-offs being edited) then deadwood.
      QVector<QVector<Card>> groups;
      QVector<int> ids;
      CardSet inMelds = 0;
      bool anyTable = false;
      for (int t = 0; t < int(table.size()); ++t) {
        if (owner[t] != s) continue;
        anyTable = true;
        CardSet cards = table[t];
        for (const Layoff& l : layoffs_.pending())
          if (l.meld == t) cards |= bit(l.card);
        groups.push_back(meldCards(cards));
        ids.push_back(t);
        inMelds |= cards;
      }
      if (!anyTable && over)
        for (CardSet mm : (s < int(res.melds.size()) ? res.melds[s] : std::vector<CardSet>{})) {
          groups.push_back(meldCards(mm));
          ids.push_back(-1);
          inMelds |= mm;
        }
      CardSet dead = h.hand(s) & ~onTable & ~inMelds & ~laidOffCards;
      if (!anyTable && !over) dead = h.hand(s) & ~inMelds;
      if (over && h.phase() == Phase::Drawn) {
        groups.clear();
        ids.clear();
        const Arrangement a = bestArrangement(h.hand(s));
        for (CardSet mm : a.melds) groups.push_back(meldCards(mm)), ids.push_back(-1);
        dead = a.deadwoodCards;
      }
      if (dead) groups.push_back(sorted(dead)), ids.push_back(-1);
      QHash<int, QRectF> rects;
      layoutRow(groups, area, size, true, z, true, &rects, ids);
      for (const auto& grp : groups)
        for (Card c : grp) {
          placed |= bit(c);
          cards_[c]->setMarker(contains(laidOffCards, c) ? CardItem::Marker::LaidOff
                               : contains(dead, c)       ? CardItem::Marker::Deadwood
                                                         : CardItem::Marker::None);
        }
      for (auto it = rects.begin(); it != rects.end(); ++it) meldZones_.push_back({it.key(), it.value()});
    } else if (me) {
      syncOrder(h.hand(s));
      const bool up = !curtain;
      const CardSet dead = choosingArrangement() ? viewHand() & ~unionOf(chosenMelds()) : mine.deadwoodCards;
      layoutRow(shownGroups(), area, size, up, z, true);
      forEach(viewHand(), [&](Card c) {
        placed |= bit(c);
        CardItem::Marker mk = up && contains(dead, c) ? CardItem::Marker::Deadwood : CardItem::Marker::None;
        if (c == hintCard_) mk = CardItem::Marker::Hint;
        cards_[c]->setMarker(mk);
      });
    } else {
      // Another seat's hand: never face up while the hand is played.
      layoutRow({sorted(h.hand(s))}, area, size, false, z, true);
      placed |= h.hand(s);
    }
    LabelItem* label = seatLabels_[i];
    QString text = s == h.dealer() ? tr("%1 · %n point(s) · dealer", nullptr, scores[s]).arg(c_->seatName(s))
                                   : tr("%1 · %n point(s)", nullptr, scores[s]).arg(c_->seatName(s));
    label->setText(text);
    label->setActive(!over && h.toAct() == s);
    label->setVisible(true);
    label->anchor(L.labelAnchors[i], L.labelCentred[i]);
  }
  for (int i = n; i < seatLabels_.size(); ++i) seatLabels_[i]->setVisible(false);
  for (int c = 0; c < kDeckSize; ++c)
    if (!contains(placed, static_cast<Card>(c))) cards_[c]->setVisible(false);

  // Highlights: hints on the piles, keyboard focus.
  stockSpot_->setState(hintTarget_ == Target::Stock ? SpotItem::State::Legal : SpotItem::State::Normal);
  discardSpot_->setState(hintTarget_ == Target::Discard ? SpotItem::State::Legal : SpotItem::State::Normal);
  knockSpot_->setState(hintTarget_ == Target::Knock ? SpotItem::State::Legal : SpotItem::State::Normal);
  applyFocus();
  updateInfo();
  info_->anchor(QPointF(W / 2, infoY), true);
  // A long line (Finnish, lay-off editing) moves right rather than over the view seat's name.
  const qreal nameRight = seatLabels_[0]->pos().x() + seatLabels_[0]->size().width() + 10;
  if (info_->pos().x() < nameRight) info_->setPos(std::min(nameRight, W - m - info_->size().width()), infoY);
  animateNext_ = false;
}

QString TableScene::infoText() const { return info_->text(); }

void TableScene::setResultSpace(qreal h) {
  if (qFuzzyCompare(h + 1, resultSpace_ + 1)) return;
  resultSpace_ = h;
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

CardItem* TableScene::cardAt(const QPointF& p) const {
  CardItem* best = nullptr;
  for (CardItem* it : cards_) {
    if (!it->isVisible() || it->waiting()) continue;  // a card still waiting to be dealt is not there yet
    if (!QRectF(it->pos(), it->cardSize()).contains(p)) continue;
    if (!best || it->zValue() > best->zValue()) best = it;
  }
  return best;
}

TableScene::Source TableScene::sourceOf(const CardItem* item) const {
  if (!item || !c_->hasMatch() || c_->curtain() || c_->hand().over()) return Source::None;
  const HandState& h = c_->hand();
  const Card c = item->card();
  if (contains(layoffs_.laidOff(), c)) return Source::LaidOff;
  if (contains(viewHand(), c) || c == knock_.card()) return Source::Hand;
  if (!c_->humanToAct()) return Source::None;
  if (h.phase() == Phase::Draw && !h.stock().empty() && c == h.stock().back()) return Source::Stock;
  if ((h.phase() == Phase::Draw || h.phase() == Phase::FirstUpcard) && c == h.discardTop()) return Source::Discard;
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
  const Phase ph = c_->hand().phase();
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
  if (e->button() != Qt::LeftButton) return;
  CardItem* it = cardAt(e->scenePos());
  const Source src = sourceOf(it);
  if (src == Source::None) return;
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
  } else if (src == Source::Hand && !editingLayoffs()) {
    selected_ = NoCard;
    c_->act(Action::discard(it->card()));
  } else if (src == Source::Stock || src == Source::Discard) {
    click(it);
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
  } else if (const auto a = actionFor(src, c, t)) {
    if (a->type == ActionType::Discard) selected_ = NoCard;
    // A drawn card goes where it was dropped in a hand of the player's own order (placed before the
    // draw so that the controller's change lays it out once; a refused draw leaves the order as it was).
    if (sort_ == Sort::Manual && t == Target::Hand) reorder(c, x);
    // A refused action: the controller names the rule, the card flies back below.
    c_->act(*a);
  }
  if (passes_ == passes) refresh(true);
}

void TableScene::click(CardItem* item) {
  const int passes = passes_;  // one layout pass per input: the controller's change may do it
  const Card c = item->card();
  switch (sourceOf(item)) {
    case Source::Stock: c_->act(Action::drawStock()); break;
    case Source::Discard:
      c_->act(c_->hand().phase() == Phase::FirstUpcard ? Action::take() : Action::drawDiscard());
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
        for (int t = 0; t < int(c_->hand().tableMelds().size()) && !done; ++t)
          if (c_->hand().tableOwner()[t] != c_->viewSeat()) done = addLayoff(c, t);
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
  int at = shown.size();
  for (int i = 0; i < shown.size(); ++i)
    if (cards_[shown[i]]->home().x() + big_.width() / 2 > x) {
      at = i;
      break;
    }
  shown.insert(at, c);
  order_ = shown;
  sort_ = Sort::Manual;
}

bool TableScene::addLayoff(Card c, int meld) { return editingLayoffs() && layoffs_.add(c, meld); }

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

void TableScene::keyPressEvent(QKeyEvent* e) {
  keyboardActive_ = true;
  switch (e->key()) {
    case Qt::Key_Left: moveFocus(-1, 0); break;
    case Qt::Key_Right: moveFocus(1, 0); break;
    case Qt::Key_Up: moveFocus(0, -1); break;
    case Qt::Key_Down: moveFocus(0, 1); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: activateFocus(); break;
    case Qt::Key_Escape: {
      const int passes = passes_;
      selected_ = NoCard;
      cancelKnock();
      if (passes_ == passes) refresh(true);
      break;
    }
    default: QGraphicsScene::keyPressEvent(e); return;
  }
  e->accept();
}

void TableScene::moveFocus(int dx, int dy) {
  if (!c_->hasMatch()) return;
  const int handN = count(viewHand());
  if (dy < 0 && focus_.target == Target::Hand) {
    focus_ = {Target::Discard, 0};
  } else if (dy > 0 && focus_.target != Target::Hand) {
    focus_ = {Target::Hand, std::min(focus_.index, std::max(0, handN - 1))};
  } else if (dx != 0) {
    if (focus_.target == Target::Hand) {
      focus_.index = std::clamp(focus_.index + dx, 0, std::max(0, handN - 1));
    } else {
      // The pile row: stock, discard, knock spot, then the melds on the table when laying off.
      QVector<Focus> row = {{Target::Stock, 0}, {Target::Discard, 0}, {Target::Knock, 0}};
      if (editingLayoffs())
        for (const Zone& z : meldZones_) row.push_back({Target::Meld, z.meld});
      int at = 0;
      for (int i = 0; i < row.size(); ++i)
        if (row[i].target == focus_.target && row[i].index == focus_.index) at = i;
      focus_ = row[std::clamp(at + dx, 0, int(row.size()) - 1)];
    }
  }
  applyFocus();
}

void TableScene::applyFocus() {
  const QVector<Card> shown = c_->hasMatch() ? shownHand() : QVector<Card>();
  const bool on = keyboardActive_ && c_->hasMatch();
  for (CardItem* it : cards_) it->setFocusRing(false);
  if (on && focus_.target == Target::Hand && focus_.index < shown.size()) cards_[shown[focus_.index]]->setFocusRing(true);
  stockSpot_->setFocusRing(on && focus_.target == Target::Stock);
  discardSpot_->setFocusRing(on && focus_.target == Target::Discard);
  knockSpot_->setFocusRing(on && focus_.target == Target::Knock);
  if (on && focus_.target == Target::Meld) {
    meldHighlight_->setRect(zoneRect(Target::Meld, focus_.index).adjusted(-5, -5, 5, 5));
    meldHighlight_->setState(SpotItem::State::Normal);
    meldHighlight_->setFocusRing(true);
    meldHighlight_->setVisible(true);
  } else if (!dragging_) {
    meldHighlight_->setFocusRing(false);
    meldHighlight_->setVisible(false);
  }
  for (CardItem* it : cards_)
    if (it->card() == selected_) it->setLifted(true);
    else it->setLifted(false);
}

void TableScene::activateFocus() {
  const int passes = passes_;  // one layout pass per input: the controller's change may do it
  if (!c_->hasMatch() || c_->curtain()) return;
  const Phase ph = c_->hand().phase();
  switch (focus_.target) {
    case Target::Hand: {
      QVector<Card> shown = shownHand();
      if (focus_.index >= shown.size()) break;
      const Card c = shown[focus_.index];
      if (choosingArrangement()) {
        nextArrangement();
      } else if (selected_ == NoCard || selected_ == c) {
        selected_ = selected_ == c ? NoCard : c;  // pick up or put down
      } else {
        // Put the held card down at this place in the hand.
        shown.removeAll(selected_);
        shown.insert(std::min<int>(focus_.index, shown.size()), selected_);
        order_ = shown;
        sort_ = Sort::Manual;
        selected_ = NoCard;
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
      if (choosingArrangement())
        confirmKnock();
      else if (selected_ == NoCard)
        emit message(tr("Pick up the card to discard face down first (Space on a card in your hand)."));
      else
        knock(selected_);
      break;
    case Target::Meld:
      if (selected_ != NoCard) {
        if (addLayoff(selected_, focus_.index))
          selected_ = NoCard;
        else
          emit message(c_->rejectText(Reject::InvalidLayoff, Action::discard(selected_)));
      }
      break;
    case Target::None: break;
  }
  if (passes_ == passes) refresh(true);
}
