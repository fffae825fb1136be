// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the table tells besides the cards themselves: every other seat's last turn in words at that seat
// (the upcard taken or passed, the card taken from the pile, the discard), the knocker's mark while the
// others lay off and at the end, and how long the cards are still in flight (the computer's pace).
// Everything is worded from the engine's history on each layout pass: an undo, a resumed save or a
// language switch words it again.
#include <algorithm>
#include <QCoreApplication>
#include <QStringList>

#include "table/carditem.h"
#include "text/cardtext.h"
#include "game/gamecontroller.h"
#include "table/tableitems.h"
#include "table/tablescene.h"

using namespace gin;

namespace {

class TableStory {
  Q_DECLARE_TR_FUNCTIONS(TableStory)

 public:
  // One move of another seat, as the person at the table saw it (a stock card is never named).
  static QString move(const SeatView& v, const PublicEvent& e) {
    switch (e.type) {
      case ActionType::TakeUpcard:
        return tr("Took the upcard %1").arg(CardText::symbol(e.card != NoCard ? e.card : v.firstUpcard));
      case ActionType::PassUpcard: return tr("Passed the upcard %1").arg(CardText::symbol(v.firstUpcard));
      case ActionType::DrawStock: return tr("Drew from the stock");
      case ActionType::DrawDiscard: return tr("Took %1 from the discard pile").arg(CardText::symbol(e.card));
      case ActionType::Discard: return tr("Discarded %1").arg(CardText::symbol(e.card));
      case ActionType::Knock: return tr("Knocked");
      case ActionType::BigGin: return tr("Big gin");
      case ActionType::Layoff: return tr("Laid off %n card(s)", nullptr, int(e.layoffs.size()));
    }
    return QString();
  }

  // The seat's last turn: its moves since another seat last acted before them.
  static QString lastTurn(const SeatView& v, int seat) {
    const auto& hist = v.history;
    int end = int(hist.size());
    while (end > 0 && hist[end - 1].seat != seat) --end;
    if (end == 0) return QString();
    int begin = end - 1;
    while (begin > 0 && hist[begin - 1].seat == seat) --begin;
    QStringList parts;
    for (int i = begin; i < end; ++i) parts << move(v, hist[i]);
    return parts.join(QStringLiteral(" · "));
  }

  static QString knocker() { return tr("Knocker"); }
  // A knock with no deadwood left, once the hand is scored as a gin: not "Knocker" (a play-test).
  static QString gin() { return tr("Gin"); }
};

}  // namespace

int TableScene::msUntilStill() const {
  int ms = 0;
  for (const CardItem* it : items_)
    if (it->isVisible()) ms = std::max(ms, it->remainingMs());
  // A moment more after the landing, so that the card is seen where it went before the next move.
  return ms > 0 ? ms + Anim::ms(Anim::kLanded) : 0;
}

void TableScene::placeStory(const TableLayout& L) {
  const SeatView& v = c_->view();
  const int n = v.players;
  // The other seats' last turns, while the hand is played (after a knock the table shows the melds).
  const bool playing = v.phase != Phase::Scored && v.phase != Phase::Drawn && v.knocker < 0 && v.phase != Phase::Layoff;
  const int last = v.history.empty() ? -1 : v.history.back().seat;
  for (int i = 0; i < captions_.size(); ++i) {
    LabelItem* cap = captions_[i];
    const int s = (c_->viewSeat() + i) % std::max(1, n);
    const QString text = i > 0 && i < n && playing ? TableStory::lastTurn(v, s) : QString();
    cap->setVisible(!text.isEmpty());
    if (text.isEmpty()) continue;
    cap->setPixelSize(L.fontPx);
    cap->setText(text);
    // The move just made is lit; the others' stay readable until their next turn.
    cap->setTone(s == last ? LabelItem::Tone::Fresh : LabelItem::Tone::Quiet);
    // Over the lower part of that seat's face-down hand, which shows nothing to read.
    const QRectF area = L.seatAreas[i];
    cap->anchor(QPointF(area.center().x(), area.bottom() - cap->size().height() * 0.8), true);
    // Never wider than the window: a long caption moves in from the edge.
    const qreal W = view_.width();
    if (cap->pos().x() < L.margin) cap->setPos(L.margin, cap->pos().y());
    if (cap->pos().x() + cap->size().width() > W - L.margin) cap->setPos(W - L.margin - cap->size().width(), cap->pos().y());
  }
  // The knocker's mark, while the others lay off and at the end of the hand.
  const int k = v.knocker;
  knockerBadge_->setVisible(k >= 0);
  if (k < 0) return;
  const int i = ((k - c_->viewSeat()) % n + n) % n;
  knockerBadge_->setPixelSize(L.fontPx);
  const bool gin = v.phase == Phase::Scored && v.result.outcome == Outcome::Gin;
  knockerBadge_->setText(gin ? TableStory::gin() : TableStory::knocker());
  knockerBadge_->setTone(LabelItem::Tone::Badge);
  const LabelItem* name = seatLabels_[i];
  if (i == 0) {
    // The view seat: just above its name, on the free felt left of the piles; where the stock stands
    // there (the result panel pushes the piles to the left edge), beside the name.
    knockerBadge_->setPos(name->pos() - QPointF(0, knockerBadge_->size().height() + 4));
    const QRectF badge(knockerBadge_->pos(), knockerBadge_->size());
    const QRectF count(stockCount_->pos(), stockCount_->size());
    if (stockCount_->isVisible() && badge.adjusted(-2, -2, 2, 2).intersects(count))
      knockerBadge_->setPos(name->pos().x() + name->size().width() + 6, name->pos().y());
  } else if (const QRectF area = L.seatAreas[i];
             name->pos().x() + name->size().width() + 6 + knockerBadge_->size().width() <= area.right()) {
    // Another seat: beside its name where the seat's place has room (clear of the melds' corners)...
    knockerBadge_->setPos(name->pos().x() + name->size().width() + 6, name->pos().y());
  } else {
    // ... else over the lower part of its melds, as the turns' captions lie over a hand: under the name
    // it covered the cards' corners, their ranks and suits (a play-test with both side panels open).
    knockerBadge_->anchor(QPointF(area.center().x(), area.bottom() - knockerBadge_->size().height() * 0.8), true);
  }
}

QString TableScene::captionOf(int seat) const {
  if (!c_->hasMatch()) return QString();
  const int n = c_->players();
  const int i = ((seat - c_->viewSeat()) % n + n) % n;
  return i < captions_.size() && captions_[i]->isVisible() ? captions_[i]->text() : QString();
}

int TableScene::knockerMarked() const {
  return c_->hasMatch() && knockerBadge_->isVisible() ? c_->view().knocker : -1;
}

QString TableScene::knockerMarkText() const { return knockerBadge_->isVisible() ? knockerBadge_->text() : QString(); }

void TableScene::lookThroughPile() {
  if (!c_->hasMatch()) return;
  // The engine's view says what this seat may see of the pile; the home rule decides whether all of it.
  if (!c_->view().rules.discardPileBrowsable) {
    emit message(tr("Only the top card of the discard pile can be seen: looking through the pile is a home rule "
                    "that is not played in this game."));
    return;
  }
  emit pileLookRequested();
}

QRectF TableScene::cardFocusOutline() const { return cardFocus_->isVisible() ? cardFocus_->rect() : QRectF(); }
QRectF TableScene::hintRing() const { return hintRing_->isVisible() ? hintRing_->rect() : QRectF(); }
qreal TableScene::focusRingZ() const { return std::min(hintRing_->zValue(), cardFocus_->zValue()); }
qreal TableScene::hintRingZ() const { return hintRing_->zValue(); }
QString TableScene::discardLabel() const { return discardSpot_->label(); }
qreal TableScene::cardFocusZ() const { return cardFocus_->zValue(); }
