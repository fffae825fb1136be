#include "legal.h"

#include <algorithm>
#include <cassert>

namespace gin {

int knockLimitFor(const Rules& rules, Card firstUpcard) {
  if (rules.poker) return 1000;
  if (rules.oklahoma && firstUpcard != NoCard) return cardValue(firstUpcard);
  return rules.knockLimit;
}

Reject knockRule(const Rules& rules, int knockLimit, Card firstUpcard, int deadwood) {
  if (rules.poker) return Reject::Ok;  // poker gin: a knock at any deadwood
  if (rules.oklahoma && rules.oklahomaAceRequiresGin && firstUpcard != NoCard && rankOf(firstUpcard) == 0 && deadwood > 0)
    return Reject::AceRequiresGin;
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

CardSet pileSeen(const SeatView& v) {
  CardSet seen = toSet(v.discardPile);
  if (v.rules.discardPileBrowsable) return seen;
  std::vector<Card> pile;
  if (v.firstUpcard != NoCard) pile.push_back(v.firstUpcard);
  for (const PublicEvent& e : v.history) {
    switch (e.type) {
      case ActionType::TakeUpcard:
      case ActionType::DrawDiscard:
        if (!pile.empty()) pile.pop_back();
        break;
      case ActionType::Discard:
      case ActionType::Knock:
        if (e.card != NoCard) pile.push_back(e.card);
        break;
      default: break;
    }
  }
  return seen | toSet(pile);
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

std::vector<Action> legalActions(const Turn& t) {
  assert(t.rules);
  std::vector<Action> out;
  switch (t.phase) {
    case Phase::FirstUpcard:
      return {Action::take(), Action::pass()};
    case Phase::Draw:
      out.push_back(Action::drawStock());
      if (!t.stockOnly && t.pileTop) out.push_back(Action::drawDiscard());
      return out;
    case Phase::Discard:
      forEach(t.hand & ~bit(t.takenFromDiscard), [&](Card c) { out.push_back(Action::discard(c)); });
      forEach(t.hand & ~bit(t.takenFromDiscard), [&](Card c) {
        const CardSet kept = t.hand & ~bit(c);
        if (knockRule(*t.rules, t.knockLimit, t.firstUpcard, minDeadwood(kept)) == Reject::Ok)
          out.push_back(Action::knock(c, knockArrangement(kept, t.pool)));
      });
      if (bigGinRule(*t.rules, t.hand) == Reject::Ok) out.push_back(Action::bigGin(bestArrangement(t.hand).melds));
      return out;
    case Phase::Layoff: {
      assert(t.tableMelds);
      const Defence d = bestDefence(t.hand, *t.tableMelds, !t.knockerGin);
      return {Action::layoff(d.melds, d.layoffs)};
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
  t.pool = kFullDeck & ~(v.hand | pileSeen(v));
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
