// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "arena.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "../match.h"

namespace gin::ai {

std::uint64_t gameSeed(std::uint64_t seed, int deal) {
  std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(deal) * 0xD1B54A32D192ED03ull + 1;
  x = (x ^ (x >> 31)) * 0xBF58476D1CE4E5B9ull;
  return (x ^ (x >> 29)) & 0xFFFFFFFFFFFFull;
}

double ArenaResult::shareA() const { return games ? (a.games + 0.5 * ties) / games : 0; }

double ArenaResult::netPointsPerHand() const {
  return scoredHands() ? static_cast<double>(a.points - b.points) / scoredHands() : 0;
}

void ArenaResult::interval(double& low, double& high) const { clusteredWilson(shareA(), games, pairShare, low, high); }

void countWin(SideStats& w, const HandResult& r) {
  w.points += r.points[r.winner];
  switch (r.outcome) {
    case Outcome::Knock: ++w.knocks; break;
    case Outcome::Gin: ++w.gins; break;
    case Outcome::BigGin: ++w.bigGins; break;
    case Outcome::Undercut: ++w.undercuts; break;
    default: break;
  }
}

void clusteredWilson(double p, int games, const std::vector<double>& clusters, double& low, double& high) {
  low = 0, high = 1;
  if (games == 0) return;
  double n = games;
  const std::size_t m = clusters.size();
  if (m > 1 && static_cast<int>(m) < games) {
    // Cluster-robust variance of the mean over clusters versus the variance of independent games.
    const double k = static_cast<double>(games) / m;
    double ss = 0;
    for (double y : clusters) ss += (y - k * p) * (y - k * p);
    const double clustered = ss / (m - 1) / (m * k * k);
    const double independent = p * (1 - p) / games;
    if (clustered > 0 && independent > 0) n = games * std::min(1.0, independent / clustered);  // never claim more than independent games
  }
  const double z = 1.959964, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  low = std::max(0.0, centre - half);
  high = std::min(1.0, centre + half);
}

double percentile(std::vector<float> values, double p) {
  if (values.empty()) return 0;
  const std::size_t i = std::min(values.size() - 1, static_cast<std::size_t>(p / 100.0 * values.size()));
  std::nth_element(values.begin(), values.begin() + i, values.end());
  return values[i];
}

ArenaResult runArena(const ArenaConfig& cfg, const HandCallback& onHand) {
  using clock = std::chrono::steady_clock;
  ArenaResult res;
  const auto start = clock::now();
  const int perDeal = cfg.mirrored ? 2 : 1;
  for (int deal = cfg.firstDeal; deal < cfg.firstDeal + cfg.games; ++deal) {
    double pairWins = 0;
    for (int rep = 0; rep < perDeal; ++rep) {
      const int game = deal * perDeal + rep;
      // Not mirrored: A alternates seats from game to game so that neither side keeps the cut.
      const int seatOfA = cfg.mirrored ? rep : deal % 2;
      const std::uint64_t seed = gameSeed(cfg.seed, deal);
      std::unique_ptr<Player> players[2];
      players[seatOfA] = cfg.baseA ? makeBasePlayer(cfg.a, gameSeed(seed, 2 * game + 1))
                                   : makePlayer(cfg.a, gameSeed(seed, 2 * game + 1));
      players[1 - seatOfA] = cfg.baseB ? makeBasePlayer(cfg.b, gameSeed(seed, 2 * game + 2))
                                       : makePlayer(cfg.b, gameSeed(seed, 2 * game + 2));
      Match match(cfg.rules, seed);
      int handNo = 1;
      for (;;) {
        const HandState dealt = match.hand();
        const MatchContext ctx = contextOf(match);
        bool stalled = false;
        while (!match.hand().over()) {
          if (static_cast<int>(match.hand().history().size()) > kMaxActionsPerHand) {
            stalled = true;
            break;
          }
          const int seat = match.hand().toAct();
          const SeatView view = match.hand().view(seat);
          const auto t0 = clock::now();
          Action act = players[seat]->decide(view, ctx);
          const float us = std::chrono::duration<float, std::micro>(clock::now() - t0).count();
          (seat == seatOfA ? res.a : res.b).decisionMicros.push_back(us);
          if (match.apply(seat, act) != Reject::Ok) {
            // A player that proposes an illegal action is a bug: counted (the CI gate requires none),
            // and the engine's first legal action keeps the game going.
            ++(seat == seatOfA ? res.a : res.b).refused;
            match.apply(seat, match.hand().legalActions().front());
          }
        }
        if (stalled) {
          ++res.stalledGames;
          if (onHand) onHand(HandInfo{game, handNo, seatOfA, true, &match}, dealt, match.hand());
          break;
        }
        const HandResult& r = match.hand().result();
        ++res.hands;
        if (r.outcome == Outcome::Drawn) {
          ++res.drawnHands;
        } else {
          countWin(r.winner == seatOfA ? res.a : res.b, r);
        }
        if (onHand) onHand(HandInfo{game, handNo, seatOfA, false, &match}, dealt, match.hand());
        ++handNo;
        if (match.over() || handNo > 2000 || !match.nextHand()) break;
      }
      ++res.games;
      const int winner = match.hand().over() ? match.sheet().matchWinner() : -1;
      if (winner < 0) {
        ++res.ties;
        pairWins += 0.5;
      } else if (winner == seatOfA) {
        ++res.a.games;
        pairWins += 1;
      } else {
        ++res.b.games;
      }
    }
    res.pairShare.push_back(pairWins);
  }
  res.seconds = std::chrono::duration<double>(clock::now() - start).count();
  return res;
}

}  // namespace gin::ai
