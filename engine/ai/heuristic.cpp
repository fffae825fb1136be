// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The heuristic levels: discards scored by deadwood, lookahead, gin outs and danger; pickups; when to
// knock (heuristic.h).
#include "heuristic.h"

#include <algorithm>
#include <array>
#include <optional>

#include "opponent.h"
#include "search.h"

namespace gin::ai {

namespace {

// The engine's arrangement for a knock: fewest lay-off chances for the cards others may hold.
std::vector<CardSet> showMelds(const Knowledge& k, CardSet kept) {
  CardSet pool = k.unseen;
  for (int s : opponents(k)) pool |= k.known[s];
  return knockArrangement(kept, pool);
}

// Poker gin: every opponent may knock at any time, so the more they press (rounds, pickups) the
// less the next draw is worth against the deadwood held now; only the next seat can take the
// discard, while a loose card that fits a meld another opponent probably holds may be laid off at
// the end (everybody lays off on everybody), so keeping it costs less than its value.
double pokerDiscardTerms(const Knowledge& k, const Style& st, Card c, CardSet kept, int deadwood) {
  double score = 0;
  if (st.lookahead) score += 5.0 * (1 - st.pokerLook * pokerThreat(k)) * bestDrawsLookahead(kept, k.unseen, 5, deadwood);
  if (!st.careful) return score;
  const auto opp = opponents(k);
  score += 6.0 * dangerFrom(k, opp.front(), c);
  double lay = 0;
  for (std::size_t i = 1; i < opp.size(); ++i) lay = std::max(lay, dangerFrom(k, opp[i], c));
  return score + st.pokerLay * cardValue(c) * lay;
}

using CardValues = std::array<double, kDeckSize>;

// The two-player discard score of keeping `kept` and letting `c` go (lower is better): deadwood now,
// deadwood expected after one more draw from `unseen`, gin outs, danger (`sampled`, when given: the
// danger measured on sampled hands, weighed by the style's sampledDanger).
double keptScore(const Knowledge& k, const Style& st, CardSet kept, Card c, CardSet unseen, int deadwood,
                 const CardValues* sampled = nullptr) {
  double score = deadwood;
  if (st.counting && st.lookahead) {
    int outs = 0;
    score += st.look * bestDrawsLookahead(kept, unseen, 5, deadwood, &outs) - st.ginOuts * outs;
  }
  if (st.counting && st.careful)
    score += sampled ? st.sampledDanger * (*sampled)[c] : st.dangerWeight * danger(k, c);
  return score;
}

// The danger of each card the seat may discard, measured on hidden hands of the opponent sampled by
// the informed model (opponent.h): the share of samples in which it would take the card from the pile
// (the card joins a meld and lowers its deadwood), a take that gives it gin counting three. The same
// view gives the same samples.
CardValues sampledDanger(const SeatView& v, const Knowledge& k) {
  CardValues d{};
  Rng rng(mixSeed(viewDigest(v), 0xDA46E5ull));
  const int opp = 1 - v.seat;
  for (int i = 0; i < kDangerSamples; ++i) {
    const CardSet h = sampleInformed(v, k, rng).hands[static_cast<std::size_t>(opp)];
    forEach(discardable(v), [&](Card c) {
      if (!joinsMeld(h, c) || !lowersDeadwood(h, c)) return;
      d[c] += bestDiscard(h | bit(c), bit(c)).deadwood == 0 ? 3.0 : 1.0;
    });
  }
  for (double& x : d) x /= kDangerSamples;
  return d;
}

// Discards ranked best first by the style's score: deadwood now, after one more draw, danger.
std::vector<RankedDiscard> rankDiscards(const SeatView& v, const Knowledge& k, const Style& st) {
  std::vector<RankedDiscard> out;
  std::optional<CardValues> sampled;
  if (st.sampledDanger > 0 && st.counting && st.careful && v.players == 2 && !v.rules.poker && samplable(v, k))
    sampled = sampledDanger(v, k);
  forEach(discardable(v), [&](Card c) {
    const CardSet kept = v.hand & ~bit(c);
    RankedDiscard r{c, minDeadwood(kept), 0};
    r.score = v.rules.poker && st.counting ? r.deadwood + pokerDiscardTerms(k, st, c, kept, r.deadwood)
                                           : keptScore(k, st, kept, c, k.unseen, r.deadwood, sampled ? &*sampled : nullptr);
    r.score -= 0.01 * cardValue(c);  // ties: shed the higher card
    out.push_back(r);
  });
  std::sort(out.begin(), out.end(), [](const RankedDiscard& a, const RankedDiscard& b) { return a.score < b.score; });
  return out;
}

// The best keptScore of an eleven-card hand, over the discards allowed.
double bestKeptScore(const Knowledge& k, const Style& st, CardSet hand11, CardSet forbidden, CardSet unseen) {
  double best = 1e9;
  forEach(hand11 & ~forbidden, [&](Card c) {
    const CardSet kept = hand11 & ~bit(c);
    best = std::min(best, keptScore(k, st, kept, c, unseen, minDeadwood(kept)));
  });
  return best;
}

bool wantsPile(const SeatView& v, const Style& st) {
  if (!pileAllowed(v)) return false;
  const Card t = v.discardTop;
  const Knowledge k = learn(v);
  // Never a card this seat discarded earlier in the hand: taking it back lets two players pass the
  // same cards around forever (seen: three aces between two casual players), and it rarely helps.
  if (contains(k.discarded[v.seat], t)) return false;
  if (st.scoredPickup >= 0 && !v.rules.poker && k.unseen != 0) {
    // The pile card against the mean stock draw, both followed by the best discard (at the first
    // upcard a pass stands for the stock draw that usually follows).
    double stock = 0;
    forEach(k.unseen, [&](Card u) { stock += bestKeptScore(k, st, v.hand | bit(u), 0, k.unseen & ~bit(u)); });
    return bestKeptScore(k, st, v.hand | bit(t), bit(t), k.unseen) < stock / count(k.unseen) - st.scoredPickup;
  }
  if (joinsMeld(v.hand, t) && lowersDeadwood(v.hand, t)) return true;
  if (v.rules.poker && v.players > 2 && st.pokerTake > 0 &&
      bestDiscard(v.hand | bit(t), bit(t)).deadwood <= minDeadwood(v.hand) - st.pokerTake)
    return true;
  // A careful player also takes an ace or deuce that replaces a high loose card.
  return st.careful && cardValue(t) <= 2 && bestDiscard(v.hand | bit(t), bit(t)).deadwood <= minDeadwood(v.hand) - 7;
}

// Knock (not gin) with `dw` deadwood now, or play on?
bool knockNow(const SeatView& v, const Knowledge& k, const MatchContext& m, const Style& st, int dw) {
  if (dw == 0) return true;
  if (v.rules.poker) return dw <= pokerKnockLimit(k, m, st.poker);
  if (!st.careful) return true;
  const int mine = scoreOf(m, v.seat);
  if (mine + st.endKnock >= m.target) return true;  // a knock is likely to end the game
  // Early the opponent's hand is still poor; later an undercut (measured against the reference
  // opponents under the eaai rules) costs more than waiting for gin.
  return k.myTurns <= st.earlyTurns || dw <= st.lateKnock;
}

}  // namespace

Action knockWith(const Knowledge& k, Card c) { return Action::knock(c, showMelds(k, k.mine & ~bit(c))); }

Action HeuristicPlayer::choose(const SeatView& v, const MatchContext& m, std::vector<RankedDiscard>* rankedOut) {
  const Style& st = styleFor(v, m);
  if (isDrawPhase(v)) {
    bool take = wantsPile(v, st);
    if (take && st.slip > 0 && rng_.unit() < st.slip) take = false;  // did not notice the meld
    return takeAction(v, take);
  }
  if (v.phase == Phase::Layoff) return defend(v);
  if (bigGinNow(v)) return Action::bigGin();
  Knowledge k = learn(v);
  if (!st.counting) k.unseen = kFullDeck & ~v.hand & ~(v.discardTop == NoCard ? CardSet{0} : bit(v.discardTop));
  std::vector<RankedDiscard> rankedHere;
  std::vector<RankedDiscard>& ranked = rankedOut ? *rankedOut : rankedHere;
  ranked = rankDiscards(v, k, st);
  // Going out: the knockable discard with the least deadwood.
  const RankedDiscard* out = nullptr;
  for (const auto& r : ranked)
    if (mayKnock(v, r.deadwood) && (!out || r.deadwood < out->deadwood)) out = &r;
  if (out && knockNow(v, k, m, st, out->deadwood)) return knockWith(k, out->card);
  std::size_t pick = 0;
  if (st.slip > 0 && ranked.size() > 1 && rng_.unit() < st.slip) {
    // A slip: the second-best loose card, never one out of a meld of the best arrangement.
    const CardSet loose = bestArrangement(v.hand).deadwoodCards;
    if (contains(loose, ranked[1].card)) pick = 1;
  }
  return Action::discard(ranked[pick].card);
}

}  // namespace gin::ai
