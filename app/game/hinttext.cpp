// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/hinttext.h"

#include "text/cardtext.h"

using gin::ActionType;
using gin::ai::HintReason;

QString HintText::text(const gin::ai::Hint& h, const std::function<QString(int)>& seatName, gin::CardSet staged) {
  const QString card = h.card != gin::NoCard ? CardText::name(h.card) : QString();
  const QString other = h.other != gin::NoCard ? CardText::name(h.other) : QString();
  const bool pass = h.action.type == ActionType::PassUpcard;
  const bool fromPile = h.action.type == ActionType::DrawDiscard;
  switch (h.reason) {
    case HintReason::StockOnly: return tr("Hint: draw from the stock: it is the only choice now.");
    case HintReason::TakeForGin:
      return fromPile ? tr("Hint: take the %1 from the discard pile: with it you can go gin.").arg(card)
                      : tr("Hint: take the upcard %1: with it you can go gin.").arg(card);
    case HintReason::TakeForMeld:
      return fromPile ? tr("Hint: take the %1 from the discard pile: it makes a meld with your %2.").arg(card, CardText::symbols(h.with))
                      : tr("Hint: take the upcard %1: it makes a meld with your %2.").arg(card, CardText::symbols(h.with));
    case HintReason::TakeLowers:
      return fromPile ? tr("Hint: take the %1 from the discard pile: it lowers your deadwood from %2 to %3.").arg(card).arg(h.number).arg(h.number2)
                      : tr("Hint: take the upcard %1: it lowers your deadwood from %2 to %3.").arg(card).arg(h.number).arg(h.number2);
    case HintReason::TakeSearch:
      return fromPile ? tr("Hint: take the %1 from the discard pile: played out many times, it beats an unknown card.").arg(card)
                      : tr("Hint: take the upcard %1: played out many times, it beats an unknown card.").arg(card);
    case HintReason::DeclineNoHelp:
      return pass ? tr("Hint: pass: the %1 would not lower your deadwood.").arg(card)
                  : tr("Hint: draw from the stock: the %1 would not lower your deadwood.").arg(card);
    case HintReason::DeclineSearch:
      // After a pass the other seat may draw first: the reason must not promise this seat the stock.
      return pass ? tr("Hint: pass: played out many times, the hand goes better without the %1.").arg(card)
                  : tr("Hint: draw from the stock: played out many times, an unknown card beats the %1.").arg(card);
    case HintReason::BigGin: return tr("Hint: declare big gin: all eleven cards are in melds.");
    case HintReason::Gin: return tr("Hint: go gin, discarding the %1.").arg(card);
    case HintReason::KnockLikelyLower:
      return tr("Hint: knock, discarding the %1: your deadwood %2 is likely lower than your opponent's.").arg(card).arg(h.number);
    case HintReason::KnockNow: return tr("Hint: knock, discarding the %1: your deadwood would be %2.").arg(card).arg(h.number);
    // The knock weighed discards the hint's own card most often: said once, so that the sentence keeps to
    // the two lines the action bar has at 1024 px (naming the card twice grew it, and the cards moved).
    case HintReason::PlayOnUndercut:
      if (h.other == h.card)
        return tr("Hint: discard the %1 and play on: a knock with it, deadwood %2, would likely be undercut.").arg(card).arg(h.number);
      return tr("Hint: discard the %1 and play on: a knock discarding the %2, with deadwood %3, would likely be undercut.")
          .arg(card, other)
          .arg(h.number);
    case HintReason::PlayOn:
      // The knock's own discard is named: knocking with the hint's card kept more (a playtest's undercut).
      if (h.number == 0)
        return h.other == h.card ? tr("Hint: discard the %1 and play on, though you could go gin with it now.").arg(card)
                                 : tr("Hint: discard the %1 and play on, though you could go gin now, discarding the %2.").arg(card, other);
      if (h.other == h.card)
        return tr("Hint: discard the %1 and play on: a knock with it, deadwood %2, is worth less than waiting.").arg(card).arg(h.number);
      return tr("Hint: discard the %1 and play on: you could knock discarding the %2, with deadwood %3, but "
                "waiting is better.")
          .arg(card, other)
          .arg(h.number);
    case HintReason::DiscardCostliest: return tr("Hint: discard the %1, your costliest unmatched card.").arg(card);
    case HintReason::AvoidsFeeding:
      return tr("Hint: discard the %1, not the %2: %3 took the %4 from the discard pile and could use the %2.")
          .arg(card, other, seatName(h.seat), CardText::name(h.shown));
    case HintReason::KeepsPair: {
      // Partners are a pair (one rank) or two cards of a suit towards a run: 6♣ 8♣ called a pair read
      // as a mistake (a play-test).
      const gin::Card first = gin::lowest(h.with);
      const bool pair = gin::count(h.with) == 2 && gin::rankOf(first) == gin::rankOf(gin::lowest(h.with & ~gin::bit(first)));
      if (pair) return tr("Hint: discard the %1: it keeps the %2 pair.").arg(card, CardText::symbols(h.with));
      return tr("Hint: discard the %1: it keeps %2 towards a run.").arg(card, CardText::symbols(h.with));
    }
    case HintReason::DeadCard:
      if (h.number > h.number2)  // out of a meld: what it costs
        return tr("Hint: discard the %1: it is safe, though it leaves %2 deadwood, not %3.").arg(card).arg(h.number).arg(h.number2);
      return tr("Hint: discard the %1: it is safe: every meld with it needs a card from your hand or the discard pile.").arg(card);
    case HintReason::LeastDeadwood: return tr("Hint: discard the %1: it leaves the least deadwood, %2.").arg(card).arg(h.number);
    case HintReason::KeepsDraws:
      return tr("Hint: discard the %1: %2 different draws would improve what you keep, %3 if you discard the %4.")
          .arg(card).arg(h.number).arg(h.number2).arg(other);
    case HintReason::DiscardSearch: return tr("Hint: discard the %1: played out many times, the hand goes best this way.").arg(card);
    case HintReason::LayOff: {
      // The hint is the engine's whole defence; what the person has already put on the melds is not
      // said again (it told them to lay off cards that lay there already).
      if (staged == h.with)
        return tr("Hint: your lay-offs are in place: confirm them, and your deadwood falls from %1 to %2.").arg(h.number).arg(h.number2);
      const gin::CardSet left = (staged & ~h.with) ? h.with : h.with & ~staged;
      if (left != h.with)
        return tr("Hint: lay off the %1 as well: your deadwood falls from %2 to %3.")
            .arg(CardText::symbols(left)).arg(h.number).arg(h.number2);
      return tr("Hint: lay off the %1: your deadwood falls from %2 to %3.").arg(CardText::symbols(left)).arg(h.number).arg(h.number2);
    }
    case HintReason::NothingToLayOff: return tr("Hint: nothing you could lay off lowers your deadwood, %1.").arg(h.number);
  }
  return QString();
}
