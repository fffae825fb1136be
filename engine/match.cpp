// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include <algorithm>

namespace gin {

ScoreSheet::ScoreSheet(const Rules& rules) : rules_(rules) {
  entries_.assign(games(), {});
  closedAfter_.assign(games(), 0);
}

int ScoreSheet::winsSoFar(int seat) const {
  int n = 0;
  for (const SheetHand& h : hands_) n += h.result.winner == seat;
  return n;
}

void ScoreSheet::add(int dealer, const HandResult& result) {
  const int number = static_cast<int>(hands_.size()) + 1;
  hands_.push_back({number, dealer, result});
  if (result.outcome == Outcome::Drawn || result.winner < 0) return;
  if (rules_.poker) {
    for (int s = 0; s < seats(); ++s)
      if (result.points[s] > 0) entries_[0].push_back({number, s, result.points[s]});
  } else {
    // Hollywood: a player's n-th win goes into games 1..min(n, 3) that are still open.
    const int w = result.winner;
    const int n = std::min(winsSoFar(w), games());
    for (int g = 0; g < n; ++g)
      if (!closed(g)) entries_[g].push_back({number, w, result.points[w]});
  }
  for (int g = 0; g < games(); ++g) {
    if (closed(g)) continue;
    const auto t = totals(g);
    if (*std::max_element(t.begin(), t.end()) >= rules_.gameTarget) closedAfter_[g] = number;
  }
}

int ScoreSheet::entry(int game, int hand, int seat) const {
  for (const SheetEntry& e : entries_[game])
    if (e.hand == hand && e.seat == seat) return e.points;
  return -1;
}

std::vector<int> ScoreSheet::totals(int game) const {
  std::vector<int> t(seats(), 0);
  for (const SheetEntry& e : entries_[game]) t[e.seat] += e.points;
  return t;
}

bool ScoreSheet::over() const {
  for (int g = 0; g < games(); ++g)
    if (!closed(g)) return false;
  return true;
}

GameSettlement ScoreSheet::settle(int game) const {
  const int n = seats();
  GameSettlement s;
  s.handPoints = totals(game);
  s.handsWon.assign(n, 0);
  s.doubling.assign(n, 0);
  s.boxBonus.assign(n, 0);
  s.gameBonus.assign(n, 0);
  for (const SheetEntry& e : entries_[game]) s.handsWon[e.seat] += 1;
  const int best = *std::max_element(s.handPoints.begin(), s.handPoints.end());
  if (best > 0 && std::count(s.handPoints.begin(), s.handPoints.end(), best) == 1)
    s.winner = static_cast<int>(std::find(s.handPoints.begin(), s.handPoints.end(), best) - s.handPoints.begin());
  s.total = s.handPoints;
  if (rules_.poker) return s;  // poker gin: the totals are the result, no game-end bonuses
  if (s.winner >= 0) {
    const int w = s.winner, l = 1 - w;
    s.shutout = s.handsWon[l] == 0;
    if (s.shutout && rules_.shutoutRule == ShutoutRule::DoubleHandPoints) s.doubling[w] = s.handPoints[w];
    for (int p = 0; p < n; ++p) s.boxBonus[p] = rules_.boxBonus * s.handsWon[p];
    s.gameBonus[w] = (s.shutout && rules_.shutoutRule == ShutoutRule::BigGameBonus) ? rules_.shutoutGameBonus
                                                                                     : rules_.gameBonus;
    for (int p = 0; p < n; ++p) s.total[p] = s.handPoints[p] + s.doubling[p] + s.boxBonus[p] + s.gameBonus[p];
    s.difference = s.total[w] - s.total[l];
    s.settlementDoubled = s.shutout && rules_.doubleSettlementOnShutout;
    s.settlement = s.difference * (s.settlementDoubled ? 2 : 1);
  }
  return s;
}

std::vector<int> ScoreSheet::matchResult() const {
  std::vector<int> r(seats(), 0);
  if (rules_.poker) return totals(0);
  for (int g = 0; g < games(); ++g) {
    const GameSettlement s = settle(g);
    if (s.winner < 0) continue;
    r[s.winner] += s.settlement;
    r[1 - s.winner] -= s.settlement;
  }
  return r;
}

int ScoreSheet::matchWinner() const {
  const auto r = matchResult();
  const int best = *std::max_element(r.begin(), r.end());
  if (std::count(r.begin(), r.end(), best) != 1) return -1;
  return static_cast<int>(std::find(r.begin(), r.end(), best) - r.begin());
}

Cut cutForDeal(int players, std::uint64_t seed) {
  Cut cut;
  std::vector<int> cutting(players);
  for (int i = 0; i < players; ++i) cutting[i] = i;
  for (std::uint64_t round = 0;; ++round) {
    const auto deck = shuffledDeck(seed ^ (0xC0FFEEull + round * 0x9E3779B97F4A7C15ull));
    std::vector<Card> cards(players, NoCard);
    for (std::size_t i = 0; i < cutting.size(); ++i) cards[cutting[i]] = deck[i * 7];  // distinct cards
    cut.rounds.push_back(cards);
    int low = kRanks;
    for (int s : cutting) low = std::min(low, rankOf(cards[s]));
    std::vector<int> tied;
    for (int s : cutting)
      if (rankOf(cards[s]) == low) tied.push_back(s);
    if (tied.size() == 1) {
      cut.dealer = tied.front();
      return cut;
    }
    cutting = tied;
  }
}

Match::Match(const Rules& rules, std::uint64_t seed)
    : rules_(rules), seed_(seed), cut_(cutForDeal(rules.players, seed)), sheet_(rules) {
  hand_ = std::make_unique<HandState>(rules_, cut_.dealer, seed_);
  deals_ = 1;
  dealSeeds_.push_back(seed_);
}

std::uint64_t Match::handSeed(int n) const {
  if (n >= 0 && n < static_cast<int>(dealSeeds_.size())) return dealSeeds_[n];
  // The first deal is the match seed itself, so that the deal number a player reads off hand 1 (or any
  // later hand) starts a match with that very deal.
  if (n == 0) return seed_;
  std::uint64_t x = seed_ + 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(n + 1);
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return (x ^ (x >> 31)) & 0xFFFFFFFFFFFFull;  // 48 bits: short enough to read out as a deal number
}

Reject Match::apply(int seat, const Action& a) {
  const Reject r = hand_->apply(seat, a);
  if (r != Reject::Ok) return r;
  log_.push_back({seat, hand_->history().back().action, deals_ - 1});
  if (hand_->over()) sheet_.add(hand_->dealer(), hand_->result());
  return r;
}

std::vector<std::vector<Action>> Match::handLog() const {
  std::vector<std::vector<Action>> out(static_cast<std::size_t>(deals_));
  for (const LoggedAction& e : log_) out[e.deal].push_back(e.action);
  return out;
}

std::unique_ptr<Match> Match::replay(const Rules& rules, std::uint64_t seed, const std::vector<std::vector<Action>>& deals,
                                     ReplayError* error, const std::vector<std::uint64_t>* dealSeeds) {
  ReplayError e;
  auto fail = [&](ReplayError::Kind k, int deal, int move) -> std::unique_ptr<Match> {
    e.kind = k;
    e.deal = deal;
    e.move = move;
    if (error) *error = e;
    return nullptr;
  };
  if (!rulesValid(rules, &e.rules)) return fail(ReplayError::Kind::Rules, -1, -1);
  auto m = std::make_unique<Match>(rules, seed);
  for (std::size_t d = 0; d < deals.size(); ++d) {
    if (d > 0) {
      if (!m->hand().over()) return fail(ReplayError::Kind::HandNotOver, int(d), -1);
      // A deal dealt from a seed given from outside (a network table's fair deal) is dealt so again.
      const bool dealt = dealSeeds && d < dealSeeds->size() ? m->nextHand((*dealSeeds)[d]) : m->nextHand();
      if (!dealt) return fail(ReplayError::Kind::MatchOver, int(d), -1);
    }
    for (std::size_t i = 0; i < deals[d].size(); ++i) {
      e.reject = m->hand().over() ? Reject::HandOver : m->apply(m->hand().toAct(), deals[d][i]);
      if (e.reject != Reject::Ok) return fail(ReplayError::Kind::Refused, int(d), int(i));
    }
  }
  if (error) *error = ReplayError{};
  return m;
}

int Match::nextDealer() const {
  const HandResult& r = hand_->result();
  const int d = hand_->dealer();
  if (r.outcome == Outcome::Drawn) return d;  // same dealer deals again
  if (rules_.poker) return r.winner;
  switch (rules_.dealerRotation) {
    case DealerRotation::Alternate: return (d + 1) % rules_.players;
    case DealerRotation::WinnerDeals: return r.winner;
    case DealerRotation::LoserDeals: return 1 - r.winner;
  }
  return (d + 1) % rules_.players;
}

bool Match::nextHand() { return nextHand(handSeed(deals_)); }

bool Match::nextHand(std::uint64_t seed) {
  if (!hand_->over() || over()) return false;
  const int dealer = nextDealer();
  hand_ = std::make_unique<HandState>(rules_, dealer, seed);
  ++deals_;
  dealSeeds_.push_back(seed);
  return true;
}

bool Match::samePosition(const Match& o) const {
  const HandState& a = *hand_;
  const HandState& b = *o.hand_;
  if (handNumber() != o.handNumber() || a.phase() != b.phase() || a.toAct() != b.toAct() || a.stock() != b.stock() ||
      a.discardPile() != b.discardPile() || rules_.players != o.rules_.players)
    return false;
  for (int s = 0; s < rules_.players; ++s)
    if (a.hand(s) != b.hand(s)) return false;
  for (int g = 0; g < sheet_.games(); ++g)
    if (sheet_.totals(g) != o.sheet_.totals(g)) return false;
  return true;
}

}  // namespace gin
