// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `marjj`: the winner of the 2021 EAAI gin rummy challenge (MARJJ v5), written from a reading of its
// published source as a description of how it plays (docs/ai.md, "marjj"). None of its code is used.
#include <algorithm>
#include <cmath>
#include <vector>

#include "playerkit.h"

namespace gin::ai {

namespace {

// What the original remembers in a hand: every card it has seen (its own, every face-up card, the
// opponent's discards) and every card an opponent took from the pile (never forgotten, even after
// that card is discarded again).
struct Memory {
  CardSet seen = 0;
  CardSet oppTook = 0;
};

Memory remember(const SeatView& v, const Knowledge& k) {
  Memory m;
  m.seen = kFullDeck & ~k.unseen;
  for (const PileTake& t : pileStory(v).takes)
    if (t.seat != v.seat && t.card != NoCard) m.oppTook |= bit(t.card);
  return m;
}

bool inDeck(int rank) { return rank >= 0 && rank < kRanks; }

// The original's measure of how much the opponent could lay off on an arrangement (the lower the
// better, used to choose among the arrangements of least deadwood): a run's end card counts its own
// value when the card beyond it is unseen or the opponent's; a three-card set counts a member's value
// when the same rank in the next suit is.
int layoffPoints(const std::vector<CardSet>& melds, const Memory& m) {
  auto open = [&](Card c) { return contains(m.oppTook, c) || !contains(m.seen, c); };
  int points = 0;
  for (CardSet meld : melds) {
    if (isRun(meld)) {
      const Card lo = lowest(meld);
      Card hi = lo;
      forEach(meld, [&](Card c) { hi = std::max(hi, c); });
      if (rankOf(lo) > 0 && open(makeCard(rankOf(lo) - 1, suitOf(lo)))) points += cardValue(lo);
      if (rankOf(hi) < kRanks - 1 && open(makeCard(rankOf(hi) + 1, suitOf(hi)))) points += cardValue(hi);
    } else {
      forEach(meld, [&](Card c) {
        if (open(makeCard(rankOf(c), (suitOf(c) + 1) % 4))) points += cardValue(c);
      });
    }
  }
  return points;
}

// Among the arrangements of least deadwood, the one with the fewest lay-off points (the first on ties).
std::vector<CardSet> chosenArrangement(CardSet hand, const Memory& m) {
  const auto all = optimalArrangements(hand);
  std::size_t pick = 0;
  int least = 1 << 30;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const int p = layoffPoints(all[i].melds, m);
    if (p < least) least = p, pick = i;
  }
  return all.empty() ? std::vector<CardSet>{} : all[pick].melds;
}

// Takes a pile card only when it is melded in the arrangement it would show and the best discard after
// it leaves less deadwood than now.
bool takes(CardSet hand, Card c, const Memory& m) {
  const CardSet with = hand | bit(c);
  bool melded = false;
  for (CardSet meld : chosenArrangement(with, m)) melded |= contains(meld, c);
  return melded && minDeadwoodAfterDiscard(with) < minDeadwood(hand);
}

// How much a discard helps the opponent, from the cards around it: bonuses (negative) for neighbours
// and same-rank cards it cannot have, penalties for those it took from the pile. The source's flags
// are kept as they are: a queen or king counts its higher neighbour as unavailable whatever it is,
// the card itself counts among the unavailable cards of its rank, and a rank penalty applies when no
// other card of the rank is unavailable.
double oppScore(Card c, const Memory& m) {
  const int r = rankOf(c), s = suitOf(c);
  // 1: the opponent took it; 2: seen elsewhere (unavailable); 0: unseen.
  auto state = [&](Card x) { return contains(m.oppTook, x) ? 1 : (contains(m.seen, x) ? 2 : 0); };
  bool oH = false, uH = false, oL = false, uL = false, o2H = false, u2H = false, o2L = false, u2L = false;
  if (inDeck(r + 1)) {
    const int st = state(makeCard(r + 1, s));
    oH = st == 1, uH = st == 2;
  } else {
    uH = true;
  }
  if (inDeck(r - 1)) {
    const int st = state(makeCard(r - 1, s));
    oL = st == 1, uL = st == 2;
  } else {
    uL = true;
  }
  if (inDeck(r + 2)) {
    const int st = state(makeCard(r + 2, s));
    o2H = st == 1, u2H = st == 2;
  } else {
    uH = true;
  }
  if (inDeck(r - 2)) {
    const int st = state(makeCard(r - 2, s));
    o2L = st == 1, u2L = st == 2;
  } else {
    u2L = true;
  }
  int oppSame = 0, unavailSame = 0;
  for (int suit = 0; suit < 4; ++suit) {
    const int st = state(makeCard(r, suit));
    oppSame += st == 1;
    unavailSame += st == 2;
  }
  double score = 0;
  if ((uH && (uL || u2L)) || (uL && (uH || u2H))) {
    score -= 10;
  } else {
    score -= 5.0 * (uL + uH) + 3.0 * (u2L + u2H);
  }
  if ((oH && (oL || o2L)) || (oL && (oH || o2H))) {
    score += 20;
  } else {
    score += 5.0 * (oL + oH) + 3.0 * (o2L + o2H);
  }
  if (unavailSame >= 3)
    score -= 10;
  else if (unavailSame == 2)
    score -= 4;
  if (oppSame >= 2)
    score += 20;
  else if (unavailSame == 1)
    score += 4;
  return score;
}

class MarjjPlayer final : public Player {
 public:
  explicit MarjjPlayer(std::uint64_t seed) : rng_(seed) {}

  Action decide(const SeatView& v, const MatchContext&) override {
    if (v.phase == Phase::Layoff) return defend(v);
    const Knowledge k = learn(v);
    const Memory m = remember(v, k);
    if (isDrawPhase(v)) return takeAction(v, pileAllowed(v) && takes(v.hand, v.discardTop, m));
    if (bigGinNow(v)) return Action::bigGin();
    const Card c = discard(v, k, m);
    const CardSet kept = v.hand & ~bit(c);
    const int dw = minDeadwood(kept);
    // Goes out during its first three turns with any knock, later only with gin.
    if (mayKnock(v, dw) && (dw == 0 || (k.myTurns <= 3 && !v.rules.poker)))
      return Action::knock(c, chosenArrangement(kept, m));
    return Action::discard(c);
  }

 private:
  Card discard(const SeatView& v, const Knowledge& k, const Memory& m) {
    const CardSet allowed = discardable(v);
    const int least11 = minDeadwood(v.hand);
    // The cards left out of some arrangement of least deadwood, the costliest first: none more than
    // 5 below the costliest of them.
    CardSet cands = 0;
    int biggest = 0;
    forEach(allowed, [&](Card c) {
      if (minDeadwood(v.hand & ~bit(c)) + cardValue(c) == least11) cands |= bit(c), biggest = std::max(biggest, cardValue(c));
    });
    forEach(cands, [&](Card c) {
      if (cardValue(c) < biggest - 5) cands &= ~bit(c);
    });
    if (count(cands) == 1) return lowest(cands);
    if (!cands) cands = allowed;
    std::array<int, kDeckSize> dw{};
    int best = 1 << 30;
    Card gin = NoCard;
    forEach(cands, [&](Card c) {
      dw[c] = minDeadwood(v.hand & ~bit(c));
      if (dw[c] == 0 && gin == NoCard) gin = c;
      best = std::min(best, dw[c]);
    });
    if (gin != NoCard) return gin;
    // Deadwood now plus the expected deadwood after the next draw (the mean of the seven best unseen
    // cards), weighted 18 x 0.9^(turn - 1), plus how much the card helps the opponent; ties at random.
    const double weight = 18.0 * std::pow(0.9, std::max(0, k.myTurns - 1));
    double bestScore = 1e18;
    std::vector<Card> ties;
    forEach(cands, [&](Card c) {
      if (dw[c] > best + 5) return;
      const double future = bestDrawsLookahead(v.hand & ~bit(c), k.unseen, 7, dw[c]);
      const double score = dw[c] + weight * future + oppScore(c, m);
      if (score < bestScore) bestScore = score, ties.clear();
      if (score == bestScore) ties.push_back(c);
    });
    return ties[rng_.below(static_cast<std::uint32_t>(ties.size()))];
  }

  Rng rng_;
};

}  // namespace

std::unique_ptr<Player> makeMarjj(std::uint64_t seed) { return std::make_unique<MarjjPlayer>(seed); }

}  // namespace gin::ai
