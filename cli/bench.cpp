// ginrummy-cli bench: throughput of the deadwood solver and of random full hands, on one core.
#include <chrono>
#include <cstdio>
#include <vector>

#include "ai/knowledge.h"
#include "card.h"
#include "commands.h"
#include "hand.h"
#include "meld.h"

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
  double seconds = 2.0;
  for (int i = 0; i < args.size(); ++i)
    if (args[i] == QLatin1String("--seconds") && i + 1 < args.size()) seconds = args[++i].toDouble();
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
  std::printf("random full hands simulated:          %12.0f per second\n", hands);
  (void)sink;
  return 0;
}
