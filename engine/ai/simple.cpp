// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `simple` and `camper`: the 2021 EAAI gin rummy challenge's baseline, SimpleGinRummyPlayer, written
// from a reading of its published source as a description of how it plays (docs/ai.md, "simple").
// None of its code is used. `camper` is ours: the same player, but it goes out only with gin.
#include <algorithm>
#include <vector>

#include "playerkit.h"

namespace gin::ai {

namespace {

// The challenge orders cards clubs, hearts, spades, diamonds, ace to king within a suit; its referee
// lays off the defender's cards in that order.
int challengeOrder(Card c) {
  static constexpr int kSuitRank[kSuits] = {0, 3, 1, 2};  // c d h s -> C H S D
  return kSuitRank[suitOf(c)] * kRanks + rankOf(c);
}

// How many ways a run of `length` cards can be cut into runs of three or more: the original lists
// each such cut as a meld set of its own and picks among them uniformly.
int cuts(int length) {
  std::vector<int> c(static_cast<std::size_t>(std::max(length, 3)) + 1, 0);
  c[0] = 1;
  for (int n = 3; n <= length; ++n) c[n] = c[n - 1] + c[n - 3];
  return c[length];
}

// One of the arrangements of least deadwood, at random as the original picks among its "best meld
// sets": each arrangement weighs as many times as its long runs can be cut into shorter ones.
std::vector<CardSet> randomBestMelds(CardSet hand, Rng& rng) {
  const auto all = optimalArrangements(hand);
  if (all.empty()) return {};
  std::vector<std::uint32_t> weight;
  std::uint32_t total = 0;
  for (const Arrangement& a : all) {
    std::uint32_t w = 1;
    for (CardSet m : a.melds)
      if (isRun(m)) w *= static_cast<std::uint32_t>(cuts(count(m)));
    weight.push_back(w);
    total += w;
  }
  std::uint32_t pick = rng.below(total);
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (pick < weight[i]) return all[i].melds;
    pick -= weight[i];
  }
  return all.back().melds;
}

// What the challenge's referee lays off for a defender that shows `own`: again and again the first of
// its remaining cards (in the challenge's order) that extends one of the knocker's melds (the first
// such meld), until none does. The defender's own melds are never broken up.
std::vector<Layoff> refereeLayoffs(CardSet hand, const std::vector<CardSet>& own, std::vector<CardSet> table) {
  CardSet loose = hand;
  for (CardSet m : own) loose &= ~m;
  std::vector<Card> order;
  forEach(loose, [&](Card c) { order.push_back(c); });
  std::sort(order.begin(), order.end(), [](Card a, Card b) { return challengeOrder(a) < challengeOrder(b); });
  std::vector<Layoff> out;
  for (bool laid = true; laid;) {
    laid = false;
    for (auto it = order.begin(); it != order.end() && !laid; ++it) {
      for (std::size_t i = 0; i < table.size(); ++i) {
        if (!isMeld(table[i] | bit(*it))) continue;
        table[i] |= bit(*it);
        out.push_back({*it, static_cast<int>(i)});
        order.erase(it);
        laid = true;
        break;
      }
    }
  }
  return out;
}

// The pairs {card drawn, card discarded} of this seat's earlier turns in the hand, as unordered sets
// (the original keeps them as bit strings), and the card drawn this turn.
struct DrawDiscards {
  std::vector<CardSet> pairs;
  Card drawn = NoCard;
};
DrawDiscards drawDiscards(const SeatView& v) {
  DrawDiscards d;
  for (const PublicEvent& e : v.history) {
    if (e.seat != v.seat) continue;
    switch (e.type) {
      case ActionType::TakeUpcard: d.drawn = v.firstUpcard; break;
      case ActionType::DrawStock:
      case ActionType::DrawDiscard: d.drawn = e.card; break;
      case ActionType::Discard: d.pairs.push_back(bit(d.drawn) | bit(e.card)); break;
      default: break;
    }
  }
  return d;
}

class SimplePlayer final : public Player {
 public:
  SimplePlayer(bool ginOnly, std::uint64_t seed) : ginOnly_(ginOnly), rng_(seed) {}

  Action decide(const SeatView& v, const MatchContext&) override {
    // The face-up card whenever it would be part of any meld with the hand, even one that the least
    // deadwood does not use.
    if (isDrawPhase(v)) return takeAction(v, pileAllowed(v) && contains(meldPartners(v.hand), v.discardTop));
    if (v.phase == Phase::Layoff) {
      const std::vector<CardSet> own = randomBestMelds(v.hand, rng_);
      return Action::layoff(own, v.knockerGin ? std::vector<Layoff>{} : refereeLayoffs(v.hand, own, v.tableMelds));
    }
    // A card leaving the least deadwood, at random among ties; never the pile card just taken, nor a
    // card that would repeat a draw-and-discard pair of this hand (unless nothing else is left).
    const DrawDiscards dd = drawDiscards(v);
    CardSet allowed = discardable(v);
    CardSet fresh = 0;
    forEach(allowed, [&](Card c) {
      if (std::find(dd.pairs.begin(), dd.pairs.end(), bit(dd.drawn) | bit(c)) == dd.pairs.end()) fresh |= bit(c);
    });
    if (fresh) allowed = fresh;
    int least = 1 << 30;
    std::vector<Card> ties;
    forEach(allowed, [&](Card c) {
      const int dw = minDeadwood(v.hand & ~bit(c));
      if (dw < least) least = dw, ties.clear();
      if (dw == least) ties.push_back(c);
    });
    const Card pick = ties[rng_.below(static_cast<std::uint32_t>(ties.size()))];
    // Then it goes out whenever it may (camper: only with gin), showing a random best arrangement.
    if (mayKnock(v, least) && (!ginOnly_ || least == 0)) return Action::knock(pick, randomBestMelds(v.hand & ~bit(pick), rng_));
    return Action::discard(pick);
  }

 private:
  bool ginOnly_;
  Rng rng_;
};

}  // namespace

std::unique_ptr<Player> makeSimple(bool ginOnly, std::uint64_t seed) { return std::make_unique<SimplePlayer>(ginOnly, seed); }

}  // namespace gin::ai
