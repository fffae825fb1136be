// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledge.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

namespace gin::ai {

Knowledge learn(const SeatView& v) {
  Knowledge k;
  k.seat = v.seat;
  k.players = v.players;
  k.mine = v.hand;
  k.known.assign(v.players, 0);
  k.discarded.assign(v.players, 0);
  k.declined.assign(v.players, 0);
  k.handSizes = v.handSizes;
  k.handSizes.resize(v.players, v.rules.cardsPerPlayer());
  k.stockCount = v.stockCount;
  k.knockLimit = v.knockLimit;
  if (v.firstUpcard != NoCard) k.pile.push_back(v.firstUpcard);
  auto took = [&](int s, Card c) {
    if (c == NoCard && !k.pile.empty()) c = k.pile.back();
    if (!k.pile.empty()) k.pile.pop_back();
    if (c != NoCard) k.known[s] |= bit(c);
    ++k.turns;
    if (s == k.seat) ++k.myTurns;
  };
  for (const PublicEvent& e : v.history) {
    if (e.seat < 0 || e.seat >= v.players) continue;
    switch (e.type) {
      case ActionType::TakeUpcard: took(e.seat, e.card); break;
      case ActionType::DrawDiscard: took(e.seat, e.card); break;
      case ActionType::PassUpcard:
        if (v.firstUpcard != NoCard) k.declined[e.seat] |= bit(v.firstUpcard);
        break;
      case ActionType::DrawStock:
        if (!k.pile.empty()) k.declined[e.seat] |= bit(k.pile.back());
        ++k.turns;
        if (e.seat == k.seat) ++k.myTurns;
        break;
      case ActionType::Discard:
      case ActionType::Knock:
        if (e.card == NoCard) break;  // a knock discard lies face down
        k.pile.push_back(e.card);
        k.known[e.seat] &= ~bit(e.card);
        k.discarded[e.seat] |= bit(e.card);
        break;
      default: break;
    }
  }
  k.known[k.seat] = k.mine;
  for (Card c : k.pile) k.pileSet |= bit(c);
  CardSet placed = k.mine | k.pileSet;
  for (CardSet s : k.known) placed |= s;
  for (CardSet m : v.tableMelds) placed |= m;
  k.unseen = kFullDeck & ~placed;
  return k;
}

std::vector<int> opponents(const Knowledge& k) {
  std::vector<int> out;
  for (int i = 1; i < k.players; ++i) out.push_back((k.seat + i) % k.players);
  return out;
}

namespace {
// Same suit, rank distance d (1 or 2); NoCard off the edge.
Card neighbour(Card c, int d) {
  const int r = rankOf(c) + d;
  return (r < 0 || r >= kRanks) ? NoCard : makeCard(r, suitOf(c));
}
bool has(CardSet s, Card c) { return c != NoCard && contains(s, c); }
constexpr CardSet kAces = bit(0) | bit(13) | bit(26) | bit(39);
int sameRank(CardSet s, Card c) { return count(s & ~bit(c) & (kAces << rankOf(c))); }
}  // namespace

double dangerFrom(const Knowledge& k, int s, Card c) {
  const CardSet live = k.unseen;
  const CardSet K = k.known[s];
  const CardSet D = k.discarded[s] | k.declined[s];
  double d = 0;
  const int nk = sameRank(K, c);
  if (nk >= 2) d = 1;
  if (nk == 1) d += 0.35;
  const bool m1 = has(K, neighbour(c, -1)), p1 = has(K, neighbour(c, 1));
  const bool m2 = has(K, neighbour(c, -2)), p2 = has(K, neighbour(c, 2));
  if ((m1 && m2) || (p1 && p2) || (m1 && p1)) d = 1;
  d += 0.3 * (m1 + p1) + 0.15 * (m2 + p2);
  // Unknown holdings: the more live cards could pair with c, the likelier a meld exists.
  d += 0.04 * sameRank(live, c) + 0.05 * (has(live, neighbour(c, -1)) + has(live, neighbour(c, 1)));
  if (sameRank(D, c) > 0) d *= 0.6;
  if (has(D, neighbour(c, -1)) || has(D, neighbour(c, 1))) d *= 0.7;
  return std::min(1.0, d);
}

double danger(const Knowledge& k, Card c) {
  double worst = 0;
  for (int s : opponents(k)) worst = std::max(worst, dangerFrom(k, s, c));
  return worst;
}

double holdWeight(const Knowledge& k, int s, Card c) {
  const CardSet K = k.known[s];
  const CardSet D = k.discarded[s] | k.declined[s];
  double w = 1;
  w *= std::pow(1.8, sameRank(K, c));
  w *= std::pow(1.6, has(K, neighbour(c, -1)) + has(K, neighbour(c, 1)));
  w *= std::pow(1.3, has(K, neighbour(c, -2)) + has(K, neighbour(c, 2)));
  w *= std::pow(0.6, std::min(2, sameRank(D, c)));
  w *= std::pow(0.6, has(D, neighbour(c, -1)) + has(D, neighbour(c, 1)));
  w *= std::pow(0.8, has(D, neighbour(c, -2)) + has(D, neighbour(c, 2)));
  return w;
}

namespace {
// The cards of each deadwood value 1..10 (index 0 unused).
constexpr std::array<CardSet, 11> makeValueMasks() {
  std::array<CardSet, 11> m{};
  for (int c = 0; c < kDeckSize; ++c) m[cardValue(static_cast<Card>(c))] |= CardSet{1} << c;
  return m;
}
constexpr std::array<CardSet, 11> kValueCards = makeValueMasks();
}  // namespace

double bestDrawsLookahead(CardSet hand10, CardSet unseen, int best, int deadwood, int* ginOuts) {
  if (deadwood < 0) deadwood = minDeadwood(hand10);
  if (ginOuts) *ginOuts = 0;
  const int n = count(unseen);
  if (n == 0) return deadwood;
  const int k = std::min(best, n);
  // Only a card that can join a meld with hand10 needs the solver. Any other card stays deadwood
  // whatever is melded: the best is to discard it or to keep it and make hand10's own best discard,
  // so its result depends only on its value, rising with it (the rollouts spend most time here).
  const CardSet joins = meldPartners(hand10) & unseen;
  std::array<int, kDeckSize> withJoin;
  int nj = 0;
  forEach(joins, [&](Card u) { withJoin[nj++] = minDeadwoodAfterDiscard(hand10 | bit(u)); });
  std::sort(withJoin.begin(), withJoin.begin() + nj);
  // A card that joins no meld gives gin only by going straight back, when hand10 is gin already.
  if (ginOuts)
    *ginOuts = deadwood == 0 ? n : static_cast<int>(std::lower_bound(withJoin.begin(), withJoin.begin() + nj, 1) - withJoin.begin());
  const CardSet loners = unseen & ~joins;
  const int keep = loners ? minDeadwoodAfterDiscard(hand10) : 0;
  // Merge the two ascending lists and sum the k smallest.
  int sum = 0, taken = 0, j = 0;
  for (int value = 1; value <= 10 && taken < k; ++value) {
    int left = count(loners & kValueCards[value]);
    const int x = std::min(deadwood, keep + value);
    for (; taken < k && j < nj && withJoin[j] < x; ++taken) sum += withJoin[j++];
    for (; taken < k && left > 0; --left, ++taken) sum += x;
  }
  for (; taken < k; ++taken) sum += withJoin[j++];
  return static_cast<double>(sum) / k;
}

Position samplePosition(const SeatView& v, const Knowledge& k, Rng& rng, bool weighted, double replay) {
  Position p;
  p.rules = v.rules;
  p.dealer = v.dealer;
  p.phase = v.phase;
  p.toAct = v.toAct;
  p.hands.assign(v.players, 0);
  p.hands[v.seat] = v.hand;
  p.pile = k.pile;
  p.firstUpcard = v.firstUpcard;
  p.takenFromDiscard = v.takenFromDiscard;
  for (const PublicEvent& e : v.history) p.passes += e.type == ActionType::PassUpcard;
  p.stockOnly = v.stockOnly;
  CardSet pool = k.unseen;
  std::array<double, kDeckSize> w{};
  for (int s : opponents(k)) {
    p.hands[s] = k.known[s];
    int need = k.handSizes[s] - count(k.known[s]);
    forEach(pool, [&](Card c) { w[c] = weighted ? holdWeight(k, s, c) : 1.0; });
    auto draw = [&]() {
      double total = 0;
      forEach(pool, [&](Card c) { total += w[c]; });
      double x = rng.unit() * total;
      Card pick = lowest(pool);
      forEach(pool, [&](Card c) {
        if (x >= 0) pick = c;
        x -= w[c];
      });
      pool &= ~bit(pick);
      return pick;
    };
    while (need-- > 0 && pool) p.hands[s] |= bit(draw());
    if (!weighted) continue;
    // A real hand has been improved by every stock draw: replay that many draws with the best
    // discard, so that late in a hand the sampled opponent is as close to going out as a real one.
    int draws = 0;
    for (const PublicEvent& e : v.history) draws += e.seat == s && e.type == ActionType::DrawStock;
    if (replay < 1) draws = static_cast<int>(draws * replay + 0.5);
    // A draw that would have given gin is drawn again: the seat would have gone out (measured: without
    // this a sixth of late samples held gin, which no real opponent still playing does).
    for (int i = 0; i < draws && pool; ++i) {
      for (int attempt = 0;; ++attempt) {
        const Card c = draw();
        const DiscardChoice d = bestDiscard(p.hands[s] | bit(c), k.known[s]);
        if (d.deadwood == 0 && attempt < 8 && pool) {
          pool |= bit(c);
          continue;
        }
        p.hands[s] = (p.hands[s] | bit(c)) & ~bit(d.discard);
        pool |= bit(d.discard);
        break;
      }
    }
  }
  std::vector<Card> rest = toVector(pool);
  for (std::size_t i = rest.size(); i > 1; --i) std::swap(rest[i - 1], rest[rng.below(static_cast<std::uint32_t>(i))]);
  // A view that counts fewer stock cards than are unseen (a careless referee) keeps the stock size.
  if (static_cast<int>(rest.size()) > v.stockCount && v.stockCount >= 0) rest.resize(v.stockCount);
  p.stock = std::move(rest);
  return p;
}

double winChance(int mine, int theirs, int target) {
  if (target <= 0) return 0.5;
  if (mine >= target || theirs >= target) return mine > theirs ? 1.0 : (mine < theirs ? 0.0 : 0.5);
  // Points a hand winner scores and how often (a rough mix of knocks, undercuts and gins).
  static constexpr std::array<std::pair<int, double>, 10> kModel = {{{5, 0.10}, {10, 0.15}, {15, 0.15}, {20, 0.12},
                                                                    {25, 0.08}, {30, 0.10}, {35, 0.10}, {40, 0.08},
                                                                    {50, 0.07}, {60, 0.05}}};
  static std::mutex mutex;
  static std::map<int, std::vector<double>> tables;
  const int T = std::min(target, 2000);
  mine = std::max(0, std::min(mine, T - 1));
  theirs = std::max(0, std::min(theirs, T - 1));
  std::lock_guard<std::mutex> lock(mutex);
  auto it = tables.find(T);
  if (it == tables.end()) {
    std::vector<double> W(static_cast<std::size_t>(T) * T);
    for (int a = T - 1; a >= 0; --a)
      for (int b = T - 1; b >= 0; --b) {
        double w = 0;
        for (auto [pts, pr] : kModel) {
          const double mineWins = a + pts >= T ? 1.0 : W[static_cast<std::size_t>(a + pts) * T + b];
          const double theyWin = b + pts >= T ? 0.0 : W[static_cast<std::size_t>(a) * T + b + pts];
          w += pr * 0.5 * (mineWins + theyWin);
        }
        W[static_cast<std::size_t>(a) * T + b] = w;
      }
    it = tables.emplace(T, std::move(W)).first;
  }
  return it->second[static_cast<std::size_t>(mine) * T + theirs];
}

}  // namespace gin::ai
