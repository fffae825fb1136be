// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli soak: computer players play whole matches over every variant and 2-5 seats while every
// action is checked against the engine's invariants. A violation is printed and fails the run.
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "ai/ai.h"
#include "commands.h"
#include "match.h"
#include "options.h"

using namespace gin;

namespace {

struct Variant {
  const char* name;
  Rules rules;
};

std::vector<Variant> variants() {
  std::vector<Variant> out;
  static const char* const pokerNames[] = {"poker-2", "poker-3", "poker-4", "poker-5"};
  static std::vector<std::string> names = presetNames();  // stable storage for the names
  for (const std::string& p : names) {
    Rules r;
    preset(p, r);
    if (p == "poker") {
      for (int n = 2; n <= 5; ++n) {
        r.players = n;
        out.push_back({pokerNames[n - 2], r});
      }
    } else {
      out.push_back({p.c_str(), r});
    }
  }
  // Options that change play: every one of them gets its own table.
  Rules ok;
  preset("oklahoma", ok);
  ok.oklahomaAceRequiresGin = ok.oklahomaSpadeDoubles = true;
  ok.discardPileBrowsable = true;
  ok.dealerRotation = DealerRotation::WinnerDeals;
  out.push_back({"oklahoma-options", ok});
  Rules loser;
  loser.dealerRotation = DealerRotation::LoserDeals;
  loser.shutoutRule = ShutoutRule::DoubleHandPoints;
  out.push_back({"loser-deals", loser});
  return out;
}

// Checks what the engine's own invariants do not: views hide what they must, points follow the deadwood.
std::string checkHand(const HandState& h) {
  if (std::string e = h.checkInvariants(); !e.empty()) return e;
  for (int s = 0; s < h.players(); ++s) {
    const SeatView v = h.view(s);
    if (v.hand != h.hand(s)) return "view hand differs from the state";
    if (v.stockCount != static_cast<int>(h.stock().size())) return "view stock count differs";
    for (const PublicEvent& e : v.history)
      if (e.type == ActionType::DrawStock && e.seat != s && e.card != NoCard) return "view shows another seat's stock draw";
    if (!h.rules().discardPileBrowsable && v.discardPile.size() > 1) return "view shows the discard pile below the top";
  }
  if (h.phase() == Phase::Scored && !h.rules().poker) {
    const HandResult& r = h.result();
    const int k = r.knocker, d = 1 - k, K = r.deadwood[k], D = r.deadwood[d];
    int expect = 0;
    switch (r.outcome) {
      case Outcome::Knock: expect = D - K; break;
      case Outcome::Gin: expect = D + h.rules().ginBonus; break;
      case Outcome::BigGin: expect = D + h.rules().bigGinBonus; break;
      case Outcome::Undercut: expect = K - D + h.rules().undercutBonus; break;
      case Outcome::Drawn: break;
    }
    if (r.points[r.winner] != expect * r.multiplier) return "points do not follow the deadwood shown";
    if (r.outcome == Outcome::Knock && K >= D) return "a knock won without lower deadwood";
    if (r.outcome == Outcome::Undercut && D > K) return "an undercut with higher defender deadwood";
  }
  return "";
}

}  // namespace

int cmdSoak(const QStringList& args) {
  cliopt::Command cmd("soak", "[--hands N] [--seed S]",
                      "Computer players play whole matches over every variant and 2-5 seats while every action\n"
                      "is checked against the engine's invariants. A violation is printed and fails the run.");
  const QString handsName = QStringLiteral("hands"), seedName = QStringLiteral("seed");
  cmd.add({handsName, QStringLiteral("Hands to play (default 10000)."), QStringLiteral("N"), QStringLiteral("10000")});
  cmd.add({seedName, QStringLiteral("Seed of the deals and players (default 1)."), QStringLiteral("S"), QStringLiteral("1")});
  if (const auto stop = cmd.parse(args)) return *stop;
  const auto handsValue = cmd.integer(handsName, 1, 1'000'000'000'000LL);
  if (!handsValue) return cliopt::kUsage;
  const auto seedValue = cmd.unsignedValue(seedName);
  if (!seedValue) return cliopt::kUsage;
  const long long hands = *handsValue;
  const std::uint64_t seed = *seedValue;
  const auto tables = variants();
  // Fast levels only, so that a million hands fit in minutes; every level shares the same engine paths.
  const ai::Level levels[] = {ai::Level::Random, ai::Level::Simple, ai::Level::Beginner, ai::Level::Casual,
                              ai::Level::Camper, ai::Level::Marjj};
  const auto start = std::chrono::steady_clock::now();
  long long played = 0, actions = 0, violations = 0, matches = 0;
  std::vector<long long> perVariant(tables.size(), 0);
  for (std::uint64_t m = 0; played < hands; ++m) {
    const std::size_t vi = m % tables.size();
    const Variant& var = tables[vi];
    Match match(var.rules, seed * 1000003ull + m);
    std::vector<std::unique_ptr<ai::Player>> players;
    for (int s = 0; s < var.rules.players; ++s)
      players.push_back(ai::makePlayer(levels[(m + s) % std::size(levels)], seed + m * 7 + s));
    ++matches;
    while (played < hands) {
      HandState& h = match.hand();
      const ai::MatchContext ctx = ai::contextOf(match);  // changes only between deals
      while (!h.over()) {
        const int s = h.toAct();
        const Action a = players[s]->decide(h.view(s), ctx);
        const Reject r = match.apply(s, a);
        ++actions;
        if (r != Reject::Ok) {
          ++violations;
          std::fprintf(stderr, "soak: %s match %llu: %s chose an illegal action '%s': %s\n", var.name,
                       static_cast<unsigned long long>(m), ai::levelName(levels[(m + s) % std::size(levels)]),
                       actionToString(a).c_str(), rejectCode(r));
          break;
        }
        if (std::string e = checkHand(h); !e.empty()) {
          ++violations;
          std::fprintf(stderr, "soak: %s match %llu after '%s': %s\n", var.name, static_cast<unsigned long long>(m),
                       actionToString(a).c_str(), e.c_str());
          break;
        }
      }
      if (!h.over()) break;  // a violation ended this match
      ++played;
      ++perVariant[vi];
      if (!match.nextHand()) break;
    }
    if (violations > 20) break;
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("soak: %lld hands, %lld matches, %lld actions in %.1f s (%.0f hands/s), %lld violations\n", played,
              matches, actions, secs, played / secs, violations);
  for (std::size_t i = 0; i < tables.size(); ++i) std::printf("  %-20s %lld hands\n", tables[i].name, perVariant[i]);
  return cliopt::finish("soak", violations ? 1 : 0);
}
