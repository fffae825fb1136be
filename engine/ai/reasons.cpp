// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reasons.h"

#include <algorithm>
#include <cstdlib>

#include "knowledge.h"
#include "search.h"

namespace gin::ai {

// ---------------------------------------------------------------- shared definitions

bool unmatched(CardSet hand, Card c) {
  hand |= bit(c);
  for (CardSet m : allMelds())
    if (contains(m, c) && (m & hand) == m) return false;
  return true;
}

bool partners(Card a, Card b) {
  if (a == b || a == NoCard || b == NoCard) return false;
  return rankOf(a) == rankOf(b) || (suitOf(a) == suitOf(b) && std::abs(rankOf(a) - rankOf(b)) <= 2);
}

bool joinsMeld(CardSet hand, Card c) {
  return c != NoCard && minDeadwood(hand | bit(c)) < minDeadwood(hand) + cardValue(c);
}

int helpingDraws(CardSet kept, CardSet unseen) {
  const int dw = minDeadwood(kept);
  int n = 0;
  forEach(unseen, [&](Card x) { n += bestDiscard(kept | bit(x), 0).deadwood < dw; });
  return n;
}

Card pickupBehind(const Knowledge& k, Card c, int* seat) {
  for (int s : opponents(k)) {
    Card found = NoCard;
    forEach(k.known[s], [&](Card x) {
      if (found == NoCard && partners(x, c)) found = x;
    });
    if (found != NoCard) {
      if (seat) *seat = s;
      return found;
    }
  }
  return NoCard;
}

bool deadCard(Card c, CardSet outOfPlay) {
  for (CardSet m : allMelds())
    if (count(m) == 3 && contains(m, c) && (m & outOfPlay & ~bit(c)) == 0) return false;
  return true;
}

double knockWinShare(const SeatView& v, CardSet kept, const std::vector<CardSet>& melds, int samples,
                     std::uint64_t seed) {
  if (v.players != 2 || samples <= 0) return 0;
  const Knowledge k = learn(v);
  const int opp = 1 - v.seat;
  const int dw = minDeadwood(kept);
  const std::vector<Card> pool = toVector(k.unseen);
  const int missing = k.handSizes[opp] - count(k.known[opp]);
  if (missing < 0 || missing > static_cast<int>(pool.size())) return 0;
  Rng rng(seed);
  int wins = 0;
  std::vector<Card> deck;
  for (int i = 0; i < samples; ++i) {
    deck = pool;
    CardSet hand = k.known[opp];
    for (int j = 0; j < missing; ++j) {
      const std::uint32_t r = j + rng.below(static_cast<std::uint32_t>(deck.size() - j));
      std::swap(deck[j], deck[r]);
      hand |= bit(deck[j]);
    }
    wins += bestDefence(hand, melds, true).deadwood > dw;
  }
  return static_cast<double>(wins) / samples;
}

// ---------------------------------------------------------------- hint reasons

const char* hintReasonCode(HintReason r) {
  switch (r) {
    case HintReason::StockOnly: return "stock_only";
    case HintReason::TakeForGin: return "take_for_gin";
    case HintReason::TakeForMeld: return "take_for_meld";
    case HintReason::TakeLowers: return "take_lowers";
    case HintReason::TakeSearch: return "take_search";
    case HintReason::DeclineNoHelp: return "decline_no_help";
    case HintReason::DeclineSearch: return "decline_search";
    case HintReason::BigGin: return "big_gin";
    case HintReason::Gin: return "gin";
    case HintReason::KnockLikelyLower: return "knock_likely_lower";
    case HintReason::KnockNow: return "knock_now";
    case HintReason::PlayOnUndercut: return "play_on_undercut";
    case HintReason::PlayOn: return "play_on";
    case HintReason::DiscardCostliest: return "discard_costliest";
    case HintReason::AvoidsFeeding: return "avoids_feeding";
    case HintReason::KeepsPair: return "keeps_pair";
    case HintReason::DeadCard: return "dead_card";
    case HintReason::LeastDeadwood: return "least_deadwood";
    case HintReason::KeepsDraws: return "keeps_draws";
    case HintReason::DiscardSearch: return "discard_search";
    case HintReason::LayOff: return "lay_off";
    case HintReason::NothingToLayOff: return "nothing_to_lay_off";
  }
  return "?";
}

namespace {

CardSet mayDiscard(const SeatView& v) { return v.hand & ~bit(v.takenFromDiscard); }

// The melds a knock keeping `kept` shows: the action's own, else the engine's arrangement.
std::vector<CardSet> shownMelds(const Knowledge& k, CardSet kept, const Action& a) {
  if (!a.melds.empty()) return a.melds;
  CardSet pool = k.unseen;
  for (int s : opponents(k)) pool |= k.known[s];
  return knockArrangement(kept, pool);
}

std::uint64_t claimSeed(const SeatView& v) { return mixSeed(viewDigest(v), 0x48494e54); }

void explainDraw(const SeatView& v, const Action& a, Hint& h) {
  const Card t = v.discardTop;
  const bool takes = a.type == ActionType::TakeUpcard || a.type == ActionType::DrawDiscard;
  if (!takes && (t == NoCard || v.stockOnly)) {
    h.reason = HintReason::StockOnly;
    return;
  }
  h.card = t;
  const int now = minDeadwood(v.hand);
  const DiscardChoice after = bestDiscard(v.hand | bit(t), bit(t));
  if (!takes) {
    h.reason = after.deadwood >= now ? HintReason::DeclineNoHelp : HintReason::DeclineSearch;
    return;
  }
  if (after.deadwood == 0) {
    h.reason = HintReason::TakeForGin;
    return;
  }
  for (CardSet m : bestArrangement((v.hand | bit(t)) & ~bit(after.discard)).melds)
    if (contains(m, t)) {
      h.reason = HintReason::TakeForMeld;
      h.with = m & ~bit(t);
      return;
    }
  if (after.deadwood < now) {
    h.reason = HintReason::TakeLowers;
    h.number = now;
    h.number2 = after.deadwood;
    return;
  }
  h.reason = HintReason::TakeSearch;
}

void explainKnock(const SeatView& v, const Action& a, Hint& h) {
  h.card = a.card;
  const CardSet kept = v.hand & ~bit(a.card);
  h.number = minDeadwood(kept);
  if (h.number == 0) {
    h.reason = HintReason::Gin;
    return;
  }
  h.reason = HintReason::KnockNow;
  if (v.players == 2) {
    const Knowledge k = learn(v);
    if (knockWinShare(v, kept, shownMelds(k, kept, a), kKnockSamples, claimSeed(v)) >= kLikely)
      h.reason = HintReason::KnockLikelyLower;
  }
}

void explainDiscard(const SeatView& v, const Action& a, Hint& h) {
  const Card c = a.card;
  h.card = c;
  const CardSet may = mayDiscard(v);
  // Could a knock go out now? Its least deadwood and card.
  int leastKnock = -1, least = 1000;
  Card knockCard = NoCard;
  forEach(may, [&](Card d) {
    const int dw = minDeadwood(v.hand & ~bit(d));
    least = std::min(least, dw);
    if (mayKnock(v, dw) && (leastKnock < 0 || dw < leastKnock)) leastKnock = dw, knockCard = d;
  });
  const Knowledge k = learn(v);
  // Poker gin allows a knock at any deadwood: only a knock worth making (10 or less) is named.
  if (leastKnock >= 0 && leastKnock <= 10) {
    h.number = leastKnock;
    h.other = knockCard;  // the knock's own discard: knocking with the hint's card may keep more
    h.reason = HintReason::PlayOn;
    if (v.players == 2 && leastKnock > 0) {
      const CardSet kept = v.hand & ~bit(knockCard);
      if (knockWinShare(v, kept, shownMelds(k, kept, Action::knock(knockCard)), kKnockSamples, claimSeed(v)) <=
          1 - kLikely)
        h.reason = HintReason::PlayOnUndercut;
    }
    return;
  }
  // The costliest unmatched cards that may go.
  int top = -1;
  forEach(may, [&](Card d) {
    if (unmatched(v.hand, d)) top = std::max(top, cardValue(d));
  });
  const bool loose = unmatched(v.hand, c);
  if (loose && cardValue(c) == top) {
    h.reason = HintReason::DiscardCostliest;
    h.number = top;
    return;
  }
  if (top > cardValue(c)) {
    // Kept back: a costliest unmatched card that feeds an opponent's pickup, or one in a pair.
    Card feeds = NoCard, paired = NoCard, partner = NoCard;
    forEach(may & ~bit(c), [&](Card x) {
      if (!unmatched(v.hand, x) || cardValue(x) != top) return;
      int seat = -1;
      const Card p = pickupBehind(k, x, &seat);
      if (p != NoCard && feeds == NoCard) feeds = x, h.shown = p, h.seat = seat;
      if (loose && paired == NoCard)
        forEach(v.hand & ~bit(c) & ~bit(x), [&](Card y) {
          if (paired == NoCard && partners(x, y) && unmatched(v.hand, y)) paired = x, partner = y;
        });
    });
    if (feeds != NoCard) {
      h.reason = HintReason::AvoidsFeeding;
      h.other = feeds;
      return;
    }
    h.shown = NoCard, h.seat = -1;
    if (paired != NoCard) {
      h.reason = HintReason::KeepsPair;
      h.with = bit(paired) | bit(partner);
      return;
    }
  }
  CardSet outOfPlay = (v.hand & ~bit(c)) | pileSeen(v);
  const int kept = minDeadwood(v.hand & ~bit(c));
  if (deadCard(c, outOfPlay)) {
    // With what it costs: a dead card out of a meld keeps more deadwood than the least (a new player
    // read "safe" alone as "free").
    h.reason = HintReason::DeadCard;
    h.number = kept;
    h.number2 = least;
    return;
  }
  if (kept == least) {
    h.reason = HintReason::LeastDeadwood;
    h.number = kept;
    return;
  }
  // Against the least-deadwood discard (the costliest such card), ways to improve.
  Card alt = NoCard;
  forEach(may, [&](Card d) {
    if (minDeadwood(v.hand & ~bit(d)) == least && (alt == NoCard || cardValue(d) >= cardValue(alt))) alt = d;
  });
  const int mine = helpingDraws(v.hand & ~bit(c), k.unseen), theirs = helpingDraws(v.hand & ~bit(alt), k.unseen);
  if (mine > theirs) {
    h.reason = HintReason::KeepsDraws;
    h.number = mine;
    h.other = alt;
    h.number2 = theirs;
    return;
  }
  h.reason = HintReason::DiscardSearch;
}

void explainLayoff(const SeatView& v, const Action& a, Hint& h) {
  const int without = bestDefence(v.hand, v.tableMelds, false).deadwood;
  const int with = a.layoffs.empty() ? without : planLayoffs(v.hand, v.tableMelds, a.layoffs).deadwood;
  if (with >= without) {
    // Lay-offs that only move a meld of its own onto the knocker's change nothing.
    h.reason = HintReason::NothingToLayOff;
    h.number = without;
    return;
  }
  h.reason = HintReason::LayOff;
  for (const Layoff& l : a.layoffs) h.with |= bit(l.card);
  h.number = without;
  h.number2 = with;
}

}  // namespace

Hint explainHint(const SeatView& v, const Action& action) {
  Hint h;
  h.action = action;
  switch (action.type) {
    case ActionType::TakeUpcard:
    case ActionType::PassUpcard:
    case ActionType::DrawStock:
    case ActionType::DrawDiscard: explainDraw(v, action, h); break;
    case ActionType::BigGin: h.reason = HintReason::BigGin; break;
    case ActionType::Knock: explainKnock(v, action, h); break;
    case ActionType::Discard: explainDiscard(v, action, h); break;
    case ActionType::Layoff: explainLayoff(v, action, h); break;
  }
  return h;
}

}  // namespace gin::ai
