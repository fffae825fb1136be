// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/handlog.h"

#include "text/cardtext.h"
#include "text/dealchecks.h"
#include "game/gamecontroller.h"

using namespace gin;

namespace {
QString sym(Card c) { return CardText::symbol(c); }

QString melds(const std::vector<CardSet>& ms) {
  QStringList out;
  for (CardSet m : ms) out << CardText::symbols(m);
  return out.join(QStringLiteral(" · "));
}
}  // namespace

HandLogModel::HandLogModel(QObject* parent) : QAbstractListModel(parent) {}

void HandLogModel::follow(GameController* controller) {
  if (controller_) disconnect(controller_, nullptr, this, nullptr);
  controller_ = controller;
  for (auto signal : {&GameController::matchStarted, &GameController::changed, &GameController::undone})
    connect(controller, signal, this, [this] {
      if (follow_ || shown_ >= deals()) shown_ = std::max(0, deals() - 1);
      refresh();
      emit dealsChanged();
    });
  refresh();
}

int HandLogModel::deals() const { return controller_ && controller_->hasMatch() ? controller_->dealsSoFar() : 0; }

void HandLogModel::showDeal(int deal) {
  const int last = deals() - 1;
  follow_ = deal < 0 || deal >= last;
  shown_ = follow_ ? std::max(0, last) : deal;
  refresh();
}

void HandLogModel::refresh() {
  beginResetModel();
  lines_ = linesOf(shown_);
  endResetModel();
}

QStringList HandLogModel::linesOf(int deal) const {
  if (!controller_ || !controller_->hasMatch() || deal < 0 || deal >= deals()) return {};
  const GameController& c = *controller_;
  // Against the computer the person's own stock draws are named; in hot seat nobody's are (the log
  // is read by both people): a spectator's view.
  int viewer = -1;
  for (int s = 0; s < c.players(); ++s)
    if (c.isYou(s)) viewer = s;
  QStringList lines = describe(c.dealView(deal, viewer), deal + 1, c.dealNumber(deal));
  // A guest's check of the deal (docs/network.md, "The fair deal").
  if (const QString code = c.dealCheck(deal); !code.isEmpty()) lines << dealchecks::text(code);
  return lines;
}

QString HandLogModel::who(int seat) const { return controller_->seatName(seat); }
bool HandLogModel::you(int seat) const { return controller_->isYou(seat); }

QStringList HandLogModel::describe(const SeatView& v, int handNumber, quint64 dealNumber) const {
  QStringList out;
  // A network table's deal number is told only once the hand is over (docs/network.md, "The fair deal").
  out << (dealNumber ? tr("Hand %1, deal number %2").arg(handNumber).arg(dealNumber) : handLine(handNumber));
  out << dealerLine(v, [this](int s) { return who(s); });
  for (const PublicEvent& e : v.history) out << line(v, e);
  if (v.phase == Phase::Scored || v.phase == Phase::Drawn) out << hidden(v);
  return out;
}

QString HandLogModel::line(const SeatView& v, const PublicEvent& e) const {
  const int seat = e.seat;
  const bool me = you(seat);
  const QString w = who(seat);
  switch (e.type) {
    case ActionType::TakeUpcard:
      return me ? tr("You took the upcard %1.").arg(sym(v.firstUpcard)) : tr("%1 took the upcard %2.").arg(w, sym(v.firstUpcard));
    case ActionType::PassUpcard:
      return me ? tr("You passed the upcard %1.").arg(sym(v.firstUpcard))
                : tr("%1 passed the upcard %2.").arg(w, sym(v.firstUpcard));
    case ActionType::DrawStock:
      // The view names a stock card only to the seat that drew it.
      if (e.card != NoCard) return tr("You drew %1 from the stock.").arg(sym(e.card));
      return me ? tr("You drew from the stock.") : tr("%1 drew from the stock.").arg(w);
    case ActionType::DrawDiscard:
      return me ? tr("You took %1 from the discard pile.").arg(sym(e.card))
                : tr("%1 took %2 from the discard pile.").arg(w, sym(e.card));
    case ActionType::Discard:
      return me ? tr("You discarded %1.").arg(sym(e.card)) : tr("%1 discarded %2.").arg(w, sym(e.card));
    case ActionType::Knock: {
      // The discard is face down: named only to the knocker, or once the hand is over (hidden()).
      const bool gin = v.phase == Phase::Scored ? v.result.outcome == Outcome::Gin : v.knockerGin;
      if (gin) return me ? tr("You went gin: %1.").arg(melds(e.melds)) : tr("%1 went gin: %2.").arg(w, melds(e.melds));
      // The melds said as melds: "with the discard face down: 10♣ 10♦ 10♠" read as if they were the discard.
      // Poker gin knocks at any count, with no meld at all: it read "and laid out ." (a play-test).
      if (e.melds.empty())
        return me ? tr("You knocked without a meld, discarding %1 face down.").arg(sym(e.card))
                  : tr("%1 knocked without a meld, discarding face down.").arg(w);
      return me ? tr("You knocked, discarding %1 face down, and laid out %2.").arg(sym(e.card), melds(e.melds))
                : tr("%1 knocked, discarding face down, and laid out %2.").arg(w, melds(e.melds));
    }
    case ActionType::BigGin:
      return me ? tr("You declared big gin: %1.").arg(melds(e.melds)) : tr("%1 declared big gin: %2.").arg(w, melds(e.melds));
    case ActionType::Layoff: {
      CardSet off = 0;
      for (const Layoff& l : e.layoffs) off |= bit(l.card);
      const QString laid = off ? CardText::symbols(off) : tr("nothing", "laid off nothing");
      const QString own = e.melds.empty() ? tr("no melds") : melds(e.melds);
      return me ? tr("You laid out %1 and laid off %2.").arg(own, laid)
                : tr("%1 laid out %2 and laid off %3.").arg(w, own, laid);
    }
  }
  return QString();
}

QStringList HandLogModel::hidden(const SeatView& v) const {
  QStringList out;
  const HandResult& r = v.result;
  if (r.outcome == Outcome::Drawn) {
    out << tr("The hand is drawn: only two cards were left in the stock.");
  } else {
    for (const PublicEvent& e : v.history)
      if (e.type == ActionType::Knock && r.outcome != Outcome::Gin)
        out << tr("The knock discard was %1.").arg(sym(e.card));
    out << tr("Hand won by %1 (%2): %n point(s).", nullptr, r.points.empty() ? 0 : r.points[r.winner])
               .arg(who(r.winner), CardText::outcomeName(r.outcome));
  }
  return out + laidOut(v, [this](int s) { return who(s); });
}

QString HandLogModel::dealerLine(const SeatView& v, const std::function<QString(int)>& who) {
  return tr("Dealer: %1. Upcard: %2.").arg(who(v.dealer), sym(v.firstUpcard));
}

QStringList HandLogModel::laidOut(const SeatView& v, const std::function<QString(int)>& who) {
  QStringList out;
  const HandResult& r = v.result;
  if (v.phase != Phase::Scored && v.phase != Phase::Drawn) return out;
  for (int s = 0; s < v.players; ++s) {
    const bool laidOut = s < static_cast<int>(r.melds.size()) && r.outcome != Outcome::Drawn;
    const CardSet dead = laidOut ? r.deadwoodCards[s] : v.shown[s];
    const QString deadwood = dead ? CardText::symbols(dead) : tr("none", "no deadwood");
    if (laidOut && !r.melds[s].empty())
      out << tr("%1: melds %2; deadwood %3.").arg(who(s), melds(r.melds[s]), deadwood);
    else  // not "melds no melds"
      out << tr("%1: no melds; deadwood %2.").arg(who(s), deadwood);
  }
  return out;
}

int HandLogModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : lines_.size(); }

QVariant HandLogModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= lines_.size()) return {};
  if (role == Qt::DisplayRole || role == Qt::ToolTipRole) return lines_[index.row()];
  // Cards by name for a screen reader, which read "7♥" as "7 black heart suit".
  if (role == Qt::AccessibleTextRole) return CardText::spoken(lines_[index.row()]);
  return {};
}
