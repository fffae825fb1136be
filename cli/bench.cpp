// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli bench: throughput of the deadwood solver and of random full hands, on one core.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

#include "ai/ai.h"
#include "ai/knowledge.h"
#include "ai/review.h"
#include "analyzer.h"
#include "card.h"
#include "commands.h"
#include "hand.h"
#include "match.h"
#include "meld.h"
#include "options.h"

using namespace gin;

namespace {

std::vector<CardSet> randomHands(int n, int size, std::uint64_t seed) {
  std::vector<CardSet> hands;
  Rng rng(seed);
  hands.reserve(n);
  for (int i = 0; i < n; ++i) {
    CardSet h = 0;
    while (count(h) < size) h |= bit(static_cast<Card>(rng.below(kDeckSize)));
    hands.push_back(h);
  }
  return hands;
}

template <typename F>
double perSecond(double seconds, std::size_t batch, F&& f) {
  using clock = std::chrono::steady_clock;
  const auto start = clock::now();
  std::size_t done = 0;
  double elapsed = 0;
  do {
    f();
    done += batch;
    elapsed = std::chrono::duration<double>(clock::now() - start).count();
  } while (elapsed < seconds);
  return static_cast<double>(done) / elapsed;
}

double cpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// The Expert's decisions in whole games (eaai) against simple and marjj in turn, for at least
// `seconds`: the CPU time of each decision (the process's, so both search threads count) and its wall
// time, in milliseconds.
struct DecisionTimes {
  std::vector<double> cpu, wall;
};
DecisionTimes expertDecisions(double seconds) {
  using clock = std::chrono::steady_clock;
  DecisionTimes t;
  Rules rules;
  preset("eaai", rules);
  const auto start = clock::now();
  for (std::uint64_t game = 0; std::chrono::duration<double>(clock::now() - start).count() < seconds; ++game) {
    Match match(rules, 0xBE7C4000 + game);
    std::unique_ptr<ai::Player> players[2] = {ai::makePlayer(ai::Level::Expert, game),
                                              ai::makePlayer(game % 2 ? ai::Level::Marjj : ai::Level::Simple, game)};
    const int expert = static_cast<int>(game % 2);  // the Expert's seat
    if (expert == 1) std::swap(players[0], players[1]);
    for (;;) {
      const ai::MatchContext ctx = ai::contextOf(match);
      while (!match.hand().over()) {
        const int seat = match.hand().toAct();
        const SeatView v = match.hand().view(seat);
        const double c0 = cpuSeconds();
        const auto w0 = clock::now();
        const Action a = players[seat]->decide(v, ctx);
        if (seat == expert) {
          t.cpu.push_back(1000 * (cpuSeconds() - c0));
          t.wall.push_back(1000 * std::chrono::duration<double>(clock::now() - w0).count());
        }
        if (match.apply(seat, a) != Reject::Ok) match.apply(seat, match.hand().legalActions().front());
      }
      if (!match.nextHand()) break;
    }
  }
  return t;
}
// The coach as the game runs it (engine/ai/review.h, default options: two threads) over whole
// matches (eaai) of casual against beginner, a new player's kind of game, for at least `seconds`:
// the CPU time of each hand's review and of each match's, in seconds.
struct CoachTimes {
  std::vector<double> hand, match;
};
CoachTimes coachReviews(double seconds) {
  using clock = std::chrono::steady_clock;
  CoachTimes t;
  Rules rules;
  preset("eaai", rules);
  const auto start = clock::now();
  for (std::uint64_t game = 0; std::chrono::duration<double>(clock::now() - start).count() < seconds; ++game) {
    Match match(rules, 0xC0AC4000 + game);
    std::unique_ptr<ai::Player> players[2] = {ai::makePlayer(ai::Level::Casual, game), ai::makePlayer(ai::Level::Beginner, game)};
    for (;;) {
      const ai::MatchContext ctx = ai::contextOf(match);
      while (!match.hand().over()) {
        const int seat = match.hand().toAct();
        const Action a = players[seat]->decide(match.hand().view(seat), ctx);
        if (match.apply(seat, a) != Reject::Ok) match.apply(seat, match.hand().legalActions().front());
      }
      if (!match.nextHand()) break;
    }
    double sum = 0;
    for (const ai::HandRecord& r : ai::matchRecords(rules, match.seed(), match.handLog())) {
      const double c0 = cpuSeconds();
      ai::reviewHand(r, ai::ReviewOptions{});
      t.hand.push_back(cpuSeconds() - c0);
      sum += t.hand.back();
    }
    t.match.push_back(sum);
  }
  return t;
}

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  const std::size_t i = std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())));
  std::nth_element(v.begin(), v.begin() + static_cast<long>(i), v.end());
  return v[i];
}

}  // namespace

int cmdBench(const QStringList& args) {
  cliopt::Command cmd("bench", "[--seconds S] [--expert-seconds S] [--coach-seconds S]",
                      "Measures on one core: the deadwood solver, best discards, the search's lookahead, analyze's\n"
                      "whole line (parse, solve, JSON) and random full hands; then the Expert's decision times in\n"
                      "whole games against simple and marjj (CPU of both its search threads, and wall clock); then the\n"
                      "coach's reviews of whole matches (CPU per hand and per match).\n"
                      "Figures only; nothing is judged.");
  const QString secondsName = QStringLiteral("seconds"), expertName = QStringLiteral("expert-seconds");
  cmd.add({secondsName, QStringLiteral("Time for each figure (default 2)."), QStringLiteral("S"), QStringLiteral("2")});
  cmd.add({expertName, QStringLiteral("Time for the Expert's decisions (default: --seconds; whole games, at least one)."),
           QStringLiteral("S"), QStringLiteral("-1")});
  const QString coachName = QStringLiteral("coach-seconds");
  cmd.add({coachName, QStringLiteral("Time for the coach's reviews (default: --seconds; whole matches, at least one)."),
           QStringLiteral("S"), QStringLiteral("-1")});
  if (const auto stop = cmd.parse(args)) return *stop;
  const auto secondsValue = cmd.number(secondsName, 0.001, 3600);
  if (!secondsValue) return cliopt::kUsage;
  const double seconds = *secondsValue;
  double expertSeconds = seconds;
  if (cmd.parser().value(expertName) != QStringLiteral("-1")) {
    const auto v = cmd.number(expertName, 0.001, 86400);
    if (!v) return cliopt::kUsage;
    expertSeconds = *v;
  }
  double coachSeconds = seconds;
  if (cmd.parser().value(coachName) != QStringLiteral("-1")) {
    const auto v = cmd.number(coachName, 0.001, 86400);
    if (!v) return cliopt::kUsage;
    coachSeconds = *v;
  }
  const int n = 1 << 16;
  const auto h10 = randomHands(n, 10, 1);
  const auto h11 = randomHands(n, 11, 2);
  volatile long sink = 0;

  const double r10 = perSecond(seconds, n, [&] {
    long s = 0;
    for (CardSet h : h10) s += minDeadwood(h);
    sink = sink + s;
  });
  const double r11 = perSecond(seconds, n, [&] {
    long s = 0;
    for (CardSet h : h11) s += minDeadwoodAfterDiscard(h);
    sink = sink + s;
  });
  const double r11card = perSecond(seconds, n, [&] {
    long s = 0;
    for (CardSet h : h11) s += bestDiscard(h).discard;
    sink = sink + s;
  });
  // The search's rollouts spend most of their time in the one-draw lookahead of each discard: ten
  // kept cards against a mid-hand's unseen cards (31 drawn at random, those in the hand removed).
  std::vector<CardSet> unseen31;
  for (std::size_t i = 0; i < h10.size(); ++i) {
    CardSet u = 0;
    Rng rng(i + 3);
    while (count(u) < 31) u |= bit(static_cast<Card>(rng.below(kDeckSize)));
    unseen31.push_back(u & ~h10[i]);
  }
  const double rLook = perSecond(seconds, n, [&] {
    double s = 0;
    for (std::size_t i = 0; i < h10.size(); ++i) s += ai::bestDrawsLookahead(h10[i], unseen31[i], 5);
    sink = sink + static_cast<long>(s);
  });
  // analyze's work per line as a whole: parse the text, solve, format the JSON (no I/O).
  std::string text;
  for (std::size_t i = 0; i < h10.size(); ++i) text += toString(i % 2 ? h11[i] : h10[i]) + '\n';
  clijson::Buffer out(1 << 20);
  std::string error;
  const double rAnalyze = perSecond(seconds, n, [&] {
    std::size_t from = 0;
    long long line = 0;
    while (from < text.size()) {
      const std::size_t nl = text.find('\n', from);
      cli::analyzeLine(std::string_view(text).substr(from, nl - from), ++line, 10, out, error);
      from = nl + 1;
      if (out.size() > (1 << 19)) {
        sink = sink + static_cast<long>(out.size());
        out.clear();
      }
    }
  });
  std::uint64_t seed = 1;
  Rules rules;
  const double hands = perSecond(seconds, 100, [&] {
    for (int i = 0; i < 100; ++i) {
      HandState h(rules, static_cast<int>(seed & 1), seed);
      Rng rng(seed++);
      while (!h.over()) {
        const auto acts = h.legalActions();
        h.apply(h.toAct(), acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
      }
    }
  });
  std::printf("min deadwood, 10-card hands:          %12.0f per second\n", r10);
  std::printf("best discard value, 11-card hands:    %12.0f per second\n", r11);
  std::printf("best discard card, 11-card hands:     %12.0f per second\n", r11card);
  std::printf("one-draw lookahead, 10 cards, ~25 unseen: %10.0f per second\n", rLook);
  std::printf("analyze lines (parse+solve+JSON), 10/11: %10.0f per second\n", rAnalyze);
  std::printf("random full hands simulated:          %12.0f per second\n", hands);
  // Output that cannot be written (a full disk) ends the bench here: the Expert's and the coach's parts
  // take a minute and more, for figures nobody would see.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) return cliopt::finish("bench", 0);
  const DecisionTimes d = expertDecisions(expertSeconds);
  std::printf("expert decisions (vs simple, marjj): %zu, CPU p50 %.1f ms, p99 %.1f ms; wall p50 %.1f ms, p99 %.1f ms\n",
              d.cpu.size(), quantile(d.cpu, 0.5), quantile(d.cpu, 0.99), quantile(d.wall, 0.5), quantile(d.wall, 0.99));
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) return cliopt::finish("bench", 0);
  const CoachTimes c = coachReviews(coachSeconds);
  std::printf("coach reviews (casual vs beginner): %zu hands, CPU per hand p50 %.2f s, p99 %.2f s; %zu matches, "
              "CPU per match p50 %.1f s, max %.1f s\n",
              c.hand.size(), quantile(c.hand, 0.5), quantile(c.hand, 0.99), c.match.size(), quantile(c.match, 0.5),
              c.match.empty() ? 0.0 : *std::max_element(c.match.begin(), c.match.end()));
  (void)sink;
  return cliopt::finish("bench", 0);
}
