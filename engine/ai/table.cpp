// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include <algorithm>
#include <chrono>

#include "../match.h"

namespace gin::ai {

double TableResult::share(int e) const {
  if (games == 0) return 0;
  double wins = 0;
  for (double y : dealShare[e]) wins += y;
  return wins / games;
}

void TableResult::interval(int e, double& low, double& high) const {
  clusteredWilson(share(e), games, dealShare[e], low, high);
}

double TableResult::pointsPerHand(int e) const {
  return scoredHands() ? static_cast<double>(seats[e].points) / scoredHands() : 0;
}

namespace {

// Plays one hand to its end (or abandons it); returns false when it stalled.
bool playHand(Match& match, std::vector<std::unique_ptr<Player>>& players, const std::vector<int>& entryAt,
              const MatchContext& ctx, TableResult& res) {
  using clock = std::chrono::steady_clock;
  while (!match.hand().over()) {
    if (static_cast<int>(match.hand().history().size()) > kMaxActionsPerHand) return false;
    const int seat = match.hand().toAct();
    const SeatView view = match.hand().view(seat);
    SideStats& side = res.seats[entryAt[seat]];
    const auto t0 = clock::now();
    const Action act = players[seat]->decide(view, ctx);
    side.decisionMicros.push_back(std::chrono::duration<float, std::micro>(clock::now() - t0).count());
    if (match.apply(seat, act) != Reject::Ok) {
      ++side.refused;  // a player bug, counted; the engine's first legal action keeps the game going
      match.apply(seat, match.hand().legalActions().front());
    }
  }
  return true;
}

void countHand(const HandResult& r, const std::vector<int>& entryAt, TableResult& res) {
  ++res.hands;
  if (r.outcome == Outcome::Drawn) {
    ++res.drawnHands;
    return;
  }
  countWin(res.seats[entryAt[r.winner]], r);
}

// The match's winners: every seat with the best result shares the win (a stalled game: everybody).
std::vector<int> matchWinners(const Match& match, bool stalled) {
  const int n = match.rules().players;
  std::vector<int> out;
  const std::vector<int> result = match.sheet().matchResult();
  const int best = *std::max_element(result.begin(), result.end());
  for (int s = 0; s < n; ++s)
    if (stalled || result[s] == best) out.push_back(s);
  return out;
}

}  // namespace

TableResult runTable(const TableConfig& cfg, const TableHandCallback& onHand) {
  const auto start = std::chrono::steady_clock::now();
  const int n = static_cast<int>(cfg.levels.size());
  TableResult res;
  res.seats.resize(n);
  res.dealShare.assign(n, {});
  for (int deal = cfg.firstDeal; deal < cfg.firstDeal + cfg.deals; ++deal) {
    std::vector<double> wins(n, 0.0);
    const std::uint64_t seed = gameSeed(cfg.seed, deal);
    for (int rot = 0; rot < n; ++rot) {
      const int game = deal * n + rot;
      std::vector<int> entryAtSeat(n);
      std::vector<std::unique_ptr<Player>> players(n);
      for (int seat = 0; seat < n; ++seat) {
        const int e = entryAt(seat, rot, n);
        entryAtSeat[seat] = e;
        // The player's seed follows its entry, not its seat: the same player on every rotation.
        const std::uint64_t playerSeed = gameSeed(seed, n * game + e + 1);
        players[seat] = cfg.base ? makeBasePlayer(cfg.levels[e], playerSeed) : makePlayer(cfg.levels[e], playerSeed);
      }
      Match match(cfg.rules, seed);
      bool stalled = false;
      for (int handNo = 1;; ++handNo) {
        const HandState dealt = match.hand();
        const MatchContext ctx = contextOf(match);
        stalled = !playHand(match, players, entryAtSeat, ctx, res);
        if (!stalled) countHand(match.hand().result(), entryAtSeat, res);
        if (onHand) onHand(TableHandInfo{game, handNo, entryAtSeat, stalled, &match}, dealt, match.hand());
        if (stalled || match.over() || handNo >= 2000 || !match.nextHand()) break;
      }
      ++res.games;
      res.stalledGames += stalled;
      const std::vector<int> winners = matchWinners(match, stalled || !match.over());
      if (winners.size() > 1) ++res.ties;
      for (int s : winners) wins[entryAtSeat[s]] += 1.0 / winners.size();
      if (winners.size() == 1) ++res.seats[entryAtSeat[winners[0]]].games;
    }
    for (int e = 0; e < n; ++e) res.dealShare[e].push_back(wins[e]);
  }
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

}  // namespace gin::ai
