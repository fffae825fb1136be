// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legal.h"

#include <algorithm>
#include <cassert>

namespace gin {

int knockLimitFor(const Rules& rules, Card firstUpcard) {
  if (rules.poker) return 1000;
  if (rules.oklahoma && firstUpcard != NoCard) return cardValue(firstUpcard);
  return rules.knockLimit;
}

int handMultiplier(const Rules& rules, Card firstUpcard) {
  return rules.oklahoma && rules.oklahomaSpadeDoubles && firstUpcard != NoCard && suitOf(firstUpcard) == Spades ? 2 : 1;
}

bool onlyGinEnds(const Rules& rules, Card firstUpcard) {
  return !rules.poker && rules.oklahoma && rules.oklahomaAceRequiresGin && firstUpcard != NoCard && rankOf(firstUpcard) == 0;
}

Reject knockRule(const Rules& rules, int knockLimit, Card firstUpcard, int deadwood) {
  if (rules.poker) return Reject::Ok;  // poker gin: a knock at any deadwood
  if (onlyGinEnds(rules, firstUpcard) && deadwood > 0) return Reject::AceRequiresGin;
  if (deadwood > knockLimit) return Reject::AboveKnockLimit;
  return Reject::Ok;
}

bool mayKnock(const SeatView& v, int deadwood) {
  return knockRule(v.rules, v.knockLimit, v.firstUpcard, deadwood) == Reject::Ok;
}

Reject bigGinRule(const Rules& rules, CardSet hand) {
  if (!rules.bigGinAllowed()) return Reject::BigGinDisabled;
  if (minDeadwood(hand) != 0) return Reject::NotBigGin;
  return Reject::Ok;
}

bool stockOnlyAfter(Phase phase, const std::vector<PublicEvent>& history) {
  return phase == Phase::Draw && !history.empty() && history.back().type == ActionType::PassUpcard;
}

PileStory pileStory(const SeatView& v) {
  PileStory out;
  std::vector<Card>& pile = out.pile;
  if (v.firstUpcard != NoCard) pile.push_back(v.firstUpcard);
  for (const PublicEvent& e : v.history) {
    switch (e.type) {
      case ActionType::TakeUpcard:
      case ActionType::DrawDiscard: {
        const Card c = e.card != NoCard ? e.card : pile.empty() ? NoCard : pile.back();
        if (!pile.empty()) pile.pop_back();
        out.takes.push_back({e.seat, c});
        break;
      }
      case ActionType::Discard:
      case ActionType::Knock:
        if (e.card != NoCard) pile.push_back(e.card);
        break;
      default: break;
    }
  }
  return out;
}

CardSet pileSeen(const SeatView& v) {
  CardSet seen = toSet(v.discardPile);
  if (v.rules.discardPileBrowsable) return seen;
  return seen | toSet(pileStory(v).pile);
}

std::vector<std::vector<CardSet>> knockArrangements(CardSet kept, CardSet pool) {
  const auto all = optimalArrangements(kept);
  assert(!all.empty());
  std::size_t best = 0;
  int fewest = layoffChances(all[0].melds, pool);
  for (std::size_t i = 1; i < all.size(); ++i)
    if (const int ch = layoffChances(all[i].melds, pool); ch < fewest) best = i, fewest = ch;
  std::vector<std::vector<CardSet>> out{all[best].melds};
  for (std::size_t i = 0; i < all.size(); ++i)
    if (i != best) out.push_back(all[i].melds);
  return out;
}

std::vector<CardSet> knockArrangement(CardSet kept, CardSet pool) {
  const auto all = optimalArrangements(kept);
  assert(!all.empty());
  const Arrangement* best = &all.front();
  int fewest = layoffChances(best->melds, pool);
  for (const Arrangement& a : all)
    if (const int ch = layoffChances(a.melds, pool); ch < fewest) best = &a, fewest = ch;
  return best->melds;
}

namespace {

// One predicate per phase. Each answers for the seat to act; HandState::check adds whose turn it is.
Reject checkUpcard(const Turn& t) { return t.phase == Phase::FirstUpcard ? Reject::Ok : Reject::WrongPhase; }

Reject checkDraw(const Turn& t, const Action& a) {
  if (t.phase != Phase::Draw) return Reject::WrongPhase;
  if (a.type == ActionType::DrawDiscard) {
    if (t.stockOnly) return Reject::StockOnlyAfterPasses;
    if (!t.pileTop) return Reject::WrongPhase;
  }
  return Reject::Ok;
}

// A card of the hand that may leave it this turn (a discard or a knock's face-down discard).
Reject checkOut(const Turn& t, Card c) {
  if (c >= kDeckSize || !contains(t.hand, c)) return Reject::CardNotInHand;
  if (c == t.takenFromDiscard) return Reject::TakenFromDiscard;
  return Reject::Ok;
}

Reject checkDiscard(const Turn& t, const Action& a) {
  if (t.phase != Phase::Discard) return Reject::WrongPhase;
  return checkOut(t, a.card);
}

Reject checkKnock(const Turn& t, const Action& a, std::vector<CardSet>* meldsOut) {
  if (t.phase != Phase::Discard) return Reject::WrongPhase;
  CardSet kept = t.hand;
  if (a.type == ActionType::Knock) {
    if (const Reject r = checkOut(t, a.card); r != Reject::Ok) return r;
    kept = t.hand & ~bit(a.card);
    if (const Reject r = knockRule(*t.rules, t.knockLimit, t.firstUpcard, minDeadwood(kept)); r != Reject::Ok)
      return r;
  } else if (const Reject r = bigGinRule(*t.rules, t.hand); r != Reject::Ok) {
    return r;
  }
  if (a.melds.empty()) {
    // The engine's own arrangement is always legal: only build it when the caller asks for it (the
    // table asks "may I knock?" for every card after every change).
    if (meldsOut)
      *meldsOut = a.type == ActionType::Knock ? knockArrangement(kept, t.pool) : bestArrangement(kept).melds;
    return Reject::Ok;
  }
  if (!meldsValid(kept, a.melds)) return Reject::InvalidMelds;
  CardSet used = 0;
  for (CardSet m : a.melds) used |= m;
  if (valueOf(kept & ~used) != minDeadwood(kept)) return Reject::NotOptimal;
  if (meldsOut) *meldsOut = a.melds;
  return Reject::Ok;
}

Reject checkLayoff(const Turn& t, const Action& a) {
  if (t.phase != Phase::Layoff) return Reject::WrongPhase;
  if (!meldsValid(t.hand, a.melds)) return Reject::InvalidMelds;
  if (a.layoffs.empty()) return Reject::Ok;
  if (t.knockerGin) return Reject::NoLayoffAfterGin;
  CardSet loose = t.hand;
  for (CardSet m : a.melds) loose &= ~m;
  static const std::vector<CardSet> kNoMelds;
  if (!layoffsValid(loose, t.tableMelds ? *t.tableMelds : kNoMelds, a.layoffs)) return Reject::InvalidLayoff;
  return Reject::Ok;
}

}  // namespace

Reject checkAction(const Turn& t, const Action& a, std::vector<CardSet>* melds) {
  assert(t.rules);
  switch (a.type) {
    case ActionType::TakeUpcard:
    case ActionType::PassUpcard: return checkUpcard(t);
    case ActionType::DrawStock:
    case ActionType::DrawDiscard: return checkDraw(t, a);
    case ActionType::Discard: return checkDiscard(t, a);
    case ActionType::Knock:
    case ActionType::BigGin: return checkKnock(t, a, melds);
    case ActionType::Layoff: return checkLayoff(t, a);
  }
  return Reject::WrongPhase;
}

std::vector<Action> legalActions(const Turn& t) {
  assert(t.rules);
  std::vector<Action> out;
  if (t.phase == Phase::Discard) out.reserve(2 * count(t.hand) + 1);
  // The candidates of the phase, each kept when checkAction accepts it.
  auto offer = [&](Action&& a) {
    if (checkAction(t, a) == Reject::Ok) out.push_back(std::move(a));
  };
  switch (t.phase) {
    case Phase::FirstUpcard:
      offer(Action::take());
      offer(Action::pass());
      break;
    case Phase::Draw:
      offer(Action::drawStock());
      offer(Action::drawDiscard());
      break;
    case Phase::Discard:
      forEach(t.hand, [&](Card c) { offer(Action::discard(c)); });
      forEach(t.hand, [&](Card c) {
        // Checked without melds (cheap), listed with the engine's arrangement.
        if (checkAction(t, Action::knock(c)) == Reject::Ok)
          out.push_back(Action::knock(c, knockArrangement(t.hand & ~bit(c), t.pool)));
      });
      if (checkAction(t, Action::bigGin()) == Reject::Ok) out.push_back(Action::bigGin(bestArrangement(t.hand).melds));
      break;
    case Phase::Layoff: {
      if (!t.tableMelds) break;
      const Defence d = bestDefence(t.hand, *t.tableMelds, !t.knockerGin);
      offer(Action::layoff(d.melds, d.layoffs));
      break;
    }
    case Phase::Scored:
    case Phase::Drawn: break;
  }
  return out;
}

Turn turnOf(const SeatView& v) {
  Turn t;
  t.rules = &v.rules;
  t.phase = v.phase;
  t.hand = v.hand;
  t.takenFromDiscard = v.takenFromDiscard;
  t.stockOnly = v.stockOnly;
  t.pileTop = v.discardTop != NoCard;
  t.knockLimit = v.knockLimit;
  t.firstUpcard = v.firstUpcard;
  if (v.phase == Phase::Discard) t.pool = kFullDeck & ~(v.hand | pileSeen(v));  // for a knock's arrangement
  t.tableMelds = &v.tableMelds;
  t.knockerGin = v.knockerGin;
  return t;
}

std::vector<Action> legalActions(const SeatView& v) {
  if (v.seat != v.toAct || v.phase == Phase::Scored || v.phase == Phase::Drawn) return {};
  return legalActions(turnOf(v));
}

LayoffPlan planLayoffs(CardSet hand, const std::vector<CardSet>& tableMelds, const std::vector<Layoff>& layoffs) {
  LayoffPlan p;
  CardSet laid = 0;
  for (const Layoff& l : layoffs) laid |= bit(l.card);
  const Arrangement own = bestArrangement(hand & ~laid);
  p.ownMelds = own.melds;
  CardSet loose = hand;
  for (CardSet m : own.melds) loose &= ~m;
  p.ok = (laid & ~hand) == 0 && layoffsValid(loose, tableMelds, layoffs);
  p.deadwoodCards = loose & ~laid;
  p.deadwood = valueOf(p.deadwoodCards);
  return p;
}

KnockChoice bestKnock(const Turn& t) {
  KnockChoice best;
  int least = 1 << 20;
  if (t.phase != Phase::Discard) return best;
  forEach(t.hand & ~bit(t.takenFromDiscard), [&](Card c) {
    const int dw = minDeadwood(t.hand & ~bit(c));
    if (dw < least && knockRule(*t.rules, t.knockLimit, t.firstUpcard, dw) == Reject::Ok) least = dw, best = {c, dw};
  });
  return best;
}

bool bigGinBeatsKnock(const Turn& t) {
  return t.phase == Phase::Discard && bigGinRule(*t.rules, t.hand) == Reject::Ok &&
         t.rules->bigGinBonus >= t.rules->ginBonus;
}

}  // namespace gin
