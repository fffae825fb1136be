// ginrummy-cli bench: throughput of the deadwood solver and of random full hands, on one core.
#include <chrono>
#include <cstdio>
#include <vector>

#include "ai/knowledge.h"
#include "analyzer.h"
#include "card.h"
#include "commands.h"
#include "hand.h"
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

}  // namespace

int cmdBench(const QStringList& args) {
  cliopt::Command cmd("bench", "[--seconds S]",
                      "Measures on one core: the deadwood solver, best discards, the search's lookahead, analyze's\n"
                      "whole line (parse, solve, JSON) and random full hands. Figures only; nothing is judged.");
  const QString secondsName = QStringLiteral("seconds");
  cmd.add({secondsName, QStringLiteral("Time for each figure (default 2)."), QStringLiteral("S"), QStringLiteral("2")});
  if (const auto stop = cmd.parse(args)) return *stop;
  const auto secondsValue = cmd.number(secondsName, 0.001, 3600);
  if (!secondsValue) return cliopt::kUsage;
  const double seconds = *secondsValue;
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
  (void)sink;
  return cliopt::finish("bench", 0);
}
