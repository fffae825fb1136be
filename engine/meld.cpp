// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "meld.h"

#include <bit>
#include <iterator>

#include <algorithm>
#include <array>
#include <functional>

namespace gin {

namespace {

// Per 13-bit suit mask: deadwood value left when every maximal segment of 3+ consecutive ranks is a
// run (a run has no upper length, so a whole segment is always one run), and the highest rank left
// outside runs (-1 when none). Built at compile time.
struct SuitEntry {
  std::uint8_t dead;
  std::int8_t maxDeadRank;
};

constexpr std::array<SuitEntry, 8192> makeSuitTable() {
  std::array<SuitEntry, 8192> t{};
  for (unsigned m = 0; m < 8192; ++m) {
    int dead = 0, maxRank = -1;
    int r = 0;
    while (r < 13) {
      if (!((m >> r) & 1u)) {
        ++r;
        continue;
      }
      int e = r;
      while (e < 13 && ((m >> e) & 1u)) ++e;
      if (e - r < 3) {
        for (int k = r; k < e; ++k) {
          dead += rankValue(k);
          maxRank = k;
        }
      }
      r = e;
    }
    t[m] = SuitEntry{static_cast<std::uint8_t>(dead), static_cast<std::int8_t>(maxRank)};
  }
  return t;
}

constexpr std::array<SuitEntry, 8192> kSuit = makeSuitTable();

// Ranks (13-bit mask) held in at least three suits: the only ranks that can form a set.
inline unsigned setRanks(const unsigned s[4]) {
  return (s[0] & s[1] & s[2]) | (s[0] & s[1] & s[3]) | (s[0] & s[2] & s[3]) | (s[1] & s[2] & s[3]);
}

// Enumerates set choices for the ranks in `ranks` (none, the four, or any three), calling f with the
// suit masks left for runs and the value taken by sets.
template <typename F>
inline void enumerateSets(unsigned s0, unsigned s1, unsigned s2, unsigned s3, unsigned ranks, int setValue,
                          F& f) {
  if (!ranks) {
    f(s0, s1, s2, s3, setValue);
    return;
  }
  const int r = std::countr_zero(ranks);
  const unsigned rb = 1u << r;
  const unsigned rest = ranks & (ranks - 1);
  enumerateSets(s0, s1, s2, s3, rest, setValue, f);  // no set of this rank
  const unsigned has[4] = {s0 & rb, s1 & rb, s2 & rb, s3 & rb};
  const int n = (has[0] != 0) + (has[1] != 0) + (has[2] != 0) + (has[3] != 0);
  const int v = rankValue(r);
  if (n == 4) {
    enumerateSets(s0 & ~rb, s1 & ~rb, s2 & ~rb, s3 & ~rb, rest, setValue + 4 * v, f);
    // Three of four: the fourth card stays available for a run.
    enumerateSets(s0, s1 & ~rb, s2 & ~rb, s3 & ~rb, rest, setValue + 3 * v, f);
    enumerateSets(s0 & ~rb, s1, s2 & ~rb, s3 & ~rb, rest, setValue + 3 * v, f);
    enumerateSets(s0 & ~rb, s1 & ~rb, s2, s3 & ~rb, rest, setValue + 3 * v, f);
    enumerateSets(s0 & ~rb, s1 & ~rb, s2 & ~rb, s3, rest, setValue + 3 * v, f);
  } else {
    enumerateSets(s0 & ~rb, s1 & ~rb, s2 & ~rb, s3 & ~rb, rest, setValue + 3 * v, f);
  }
}

std::vector<CardSet> buildAllMelds() {
  std::vector<CardSet> melds;
  for (int r = 0; r < kRanks; ++r) {
    CardSet four = 0;
    for (int s = 0; s < kSuits; ++s) four |= bit(makeCard(r, s));
    melds.push_back(four);
    for (int s = 0; s < kSuits; ++s) melds.push_back(four & ~bit(makeCard(r, s)));
  }
  for (int s = 0; s < kSuits; ++s)
    for (int lo = 0; lo < kRanks; ++lo)
      for (int hi = lo + 2; hi < kRanks; ++hi) {
        const unsigned m = ((1u << (hi + 1)) - 1) & ~((1u << lo) - 1);
        melds.push_back(fromSuitMask(m, s));
      }
  std::sort(melds.begin(), melds.end(), [](CardSet a, CardSet b) {
    return lowest(a) != lowest(b) ? lowest(a) < lowest(b) : a < b;
  });
  return melds;
}

// The melds within hand in allMelds()'s order (by lowest card, then by mask), without walking all
// 329 melds. Returns how many were written to out (room for allMelds().size()).
std::size_t meldsWithin(CardSet hand, CardSet* out) {
  std::size_t n = 0;
  unsigned s[kSuits];
  for (int suit = 0; suit < kSuits; ++suit) s[suit] = suitMask(hand, suit);
  // Sets: ranks held three or four times.
  const unsigned three = (s[0] & s[1] & (s[2] | s[3])) | ((s[0] | s[1]) & s[2] & s[3]);
  for (unsigned ranks = three; ranks; ranks &= ranks - 1) {
    const int r = std::countr_zero(ranks);
    CardSet all = 0;
    for (int suit = 0; suit < kSuits; ++suit) all |= hand & bit(makeCard(r, suit));
    out[n++] = all;
    if (count(all) == 4)
      for (int suit = 0; suit < kSuits; ++suit) out[n++] = all & ~bit(makeCard(r, suit));
  }
  // Runs: every stretch of three or more within each suit's sequences.
  for (int suit = 0; suit < kSuits; ++suit) {
    const unsigned m = s[suit];
    for (unsigned starts = m & (m >> 1) & (m >> 2); starts; starts &= starts - 1) {
      const int lo = std::countr_zero(starts);
      for (int hi = lo + 2; hi < kRanks && ((m >> hi) & 1u); ++hi)
        out[n++] = fromSuitMask(((1u << (hi + 1)) - 1) & ~((1u << lo) - 1), suit);
    }
  }
  // Few entries: insertion sort into allMelds()'s order.
  const auto before = [](CardSet a, CardSet b) { return lowest(a) != lowest(b) ? lowest(a) < lowest(b) : a < b; };
  for (std::size_t i = 1; i < n; ++i)
    for (std::size_t j = i; j > 0 && before(out[j], out[j - 1]); --j) std::swap(out[j], out[j - 1]);
  return n;
}

std::vector<CardSet> meldsWithin(CardSet hand) {
  CardSet buf[329];
  return std::vector<CardSet>(buf, buf + meldsWithin(hand, buf));
}

// The cards of one deadwood value (1..10).
constexpr CardSet cardsOfValue(int value) {
  CardSet s = 0;
  for (int c = 0; c < kDeckSize; ++c)
    if (cardValue(static_cast<Card>(c)) == value) s |= CardSet{1} << c;
  return s;
}

// The cards that could extend meld m by one card.
CardSet extensions(CardSet m) {
  if (isSet(m)) {
    if (count(m) == 4) return 0;
    const int r = rankOf(lowest(m));
    CardSet all = 0;
    for (int s = 0; s < kSuits; ++s) all |= bit(makeCard(r, s));
    return all & ~m;
  }
  const int s = suitOf(lowest(m));
  const unsigned sm = suitMask(m, s);
  const unsigned ext = ((sm << 1) | (sm >> 1)) & ~sm & 0x1FFFu;
  return fromSuitMask(ext, s);
}

bool runsTouch(CardSet a, CardSet b) {
  if (!isRun(a) || !isRun(b) || suitOf(lowest(a)) != suitOf(lowest(b))) return false;
  return (extensions(a) & b) != 0;
}

}  // namespace

bool isSet(CardSet s) {
  const int n = count(s);
  if (n < 3 || n > 4) return false;
  const int r = rankOf(lowest(s));
  bool ok = true;
  forEach(s, [&](Card c) { ok = ok && rankOf(c) == r; });
  return ok;
}

bool isRun(CardSet s) {
  if (count(s) < 3) return false;
  const int suit = suitOf(lowest(s));
  if (s & ~fromSuitMask(0x1FFF, suit)) return false;
  const unsigned m = suitMask(s, suit);
  const unsigned shifted = m >> std::countr_zero(m);
  return (shifted & (shifted + 1)) == 0;
}

const std::vector<CardSet>& allMelds() {
  static const std::vector<CardSet> melds = buildAllMelds();
  return melds;
}

int minDeadwood(CardSet hand) {
  const unsigned s[4] = {suitMask(hand, 0), suitMask(hand, 1), suitMask(hand, 2), suitMask(hand, 3)};
  const unsigned ranks = setRanks(s);
  if (!ranks) return kSuit[s[0]].dead + kSuit[s[1]].dead + kSuit[s[2]].dead + kSuit[s[3]].dead;
  int best = 1 << 30;
  auto f = [&](unsigned a, unsigned b, unsigned c, unsigned d, int) {
    best = std::min(best, kSuit[a].dead + kSuit[b].dead + kSuit[c].dead + kSuit[d].dead);
  };
  enumerateSets(s[0], s[1], s[2], s[3], ranks, 0, f);
  return best;
}

// For each choice of sets with maximal runs, the best discard is the highest card left outside melds;
// the optimum over discards is always reached by such a choice (adding the discarded card back can only
// lengthen runs). A choice with nothing left over is a big gin, whose best discard leaves gin.
int minDeadwoodAfterDiscard(CardSet hand) {
  const unsigned s[4] = {suitMask(hand, 0), suitMask(hand, 1), suitMask(hand, 2), suitMask(hand, 3)};
  int best = 1 << 30;
  auto f = [&](unsigned a, unsigned b, unsigned c, unsigned d, int) {
    const SuitEntry e[4] = {kSuit[a], kSuit[b], kSuit[c], kSuit[d]};
    const int maxRank = std::max(std::max(e[0].maxDeadRank, e[1].maxDeadRank), std::max(e[2].maxDeadRank, e[3].maxDeadRank));
    const int dead = e[0].dead + e[1].dead + e[2].dead + e[3].dead;
    best = std::min(best, maxRank < 0 ? 0 : dead - rankValue(maxRank));
  };
  enumerateSets(s[0], s[1], s[2], s[3], setRanks(s), 0, f);
  return best;
}

CardSet meldPartners(CardSet hand) {
  const unsigned s[4] = {suitMask(hand, 0), suitMask(hand, 1), suitMask(hand, 2), suitMask(hand, 3)};
  const unsigned pairRanks = (s[0] & (s[1] | s[2] | s[3])) | (s[1] & (s[2] | s[3])) | (s[2] & s[3]);
  CardSet out = 0;
  for (int suit = 0; suit < kSuits; ++suit) {
    const unsigned m = s[suit];
    const unsigned up1 = m >> 1, up2 = m >> 2, down1 = m << 1, down2 = m << 2;
    const unsigned run = (down2 & down1) | (down1 & up1) | (up1 & up2);
    out |= fromSuitMask((run | pairRanks) & ~m, suit);
  }
  return out;
}

DiscardChoice bestDiscard(CardSet hand, CardSet forbidden, std::array<int, kDeckSize>* after) {
  if (!forbidden && !after && count(hand) == 11) {
    // Solve the hand once, then try the discards in the tie order (highest value, then highest card)
    // until one reaches that minimum: the same card as the loop below, usually after a few tries.
    const int least = minDeadwoodAfterDiscard(hand);
    for (int value = 10; value >= 1; --value)
      for (CardSet m = hand & cardsOfValue(value); m;) {
        const Card c = static_cast<Card>(63 - std::countl_zero(m));
        m &= ~bit(c);
        if (minDeadwood(hand & ~bit(c)) == least) return {c, least};
      }
  }
  DiscardChoice best{NoCard, 1 << 30};
  forEach(hand & ~forbidden, [&](Card c) {
    const int d = minDeadwood(hand & ~bit(c));
    if (after) (*after)[c] = d;
    // Later cards are higher, so >= prefers the higher-value, higher card among ties.
    if (d < best.deadwood || (d == best.deadwood && cardValue(c) >= cardValue(best.discard))) best = {c, d};
  });
  return best;
}

namespace {
// The depth-first search over the melds within a hand for every arrangement that reaches the least
// deadwood, in a fixed order; `found` is called for each and returns false to stop the search.
template <typename Found>
struct ArrangementSearch {
  CardSet hand = 0;
  int target = 0;
  CardSet cand[329];  // allMelds().size(): room for any hand
  std::size_t candCount = 0;
  CardSet chosen[17];  // a 52-card hand holds at most 17 melds
  int chosenCount = 0;
  Found& found;

  ArrangementSearch(CardSet h, Found& f) : hand(h), target(minDeadwood(h)), found(f) {}

  bool run() {
    candCount = meldsWithin(hand, cand);
    return dfs(0, 0);
  }
  bool dfs(std::size_t from, CardSet used) {  // false: stop
    const CardSet left = hand & ~used;
    // Cheap bound: once the remaining cards' best cannot reach the target, stop.
    if (minDeadwood(left) != target) return true;
    if (valueOf(left) == target) return found(chosen, chosenCount, left, target);
    for (std::size_t i = from; i < candCount; ++i) {
      const CardSet m = cand[i];
      if (m & used) continue;
      bool touches = false;
      for (int k = 0; k < chosenCount; ++k) touches = touches || runsTouch(chosen[k], m);
      if (touches) continue;
      chosen[chosenCount++] = m;
      const bool goOn = dfs(i + 1, used | m);
      --chosenCount;
      if (!goOn) return false;
    }
    return true;
  }
};
}  // namespace

std::vector<Arrangement> optimalArrangements(CardSet hand) {
  std::vector<Arrangement> out;
  auto collect = [&](const CardSet* melds, int n, CardSet left, int dw) {
    out.push_back(Arrangement{std::vector<CardSet>(melds, melds + n), left, dw});
    return true;
  };
  ArrangementSearch<decltype(collect)>(hand, collect).run();
  return out;
}

FlatArrangement firstOptimalArrangement(CardSet hand) {
  FlatArrangement a;
  auto first = [&](const CardSet* melds, int n, CardSet left, int dw) {
    std::copy(melds, melds + n, a.melds);
    a.meldCount = n;
    a.deadwoodCards = left;
    a.deadwood = dw;
    return false;  // the first one is enough
  };
  ArrangementSearch<decltype(first)>(hand, first).run();
  return a;
}

Arrangement bestArrangement(CardSet hand) {
  // Fifteen cards hold at most five melds, as many as FlatArrangement has room for.
  if (count(hand) > 15) return optimalArrangements(hand).front();
  const FlatArrangement f = firstOptimalArrangement(hand);
  return Arrangement{std::vector<CardSet>(f.melds, f.melds + f.meldCount), f.deadwoodCards, f.deadwood};
}

std::vector<Layoff> possibleLayoffs(CardSet loose, const std::vector<CardSet>& targets) {
  std::vector<Layoff> out;
  std::vector<CardSet> grown = targets;
  // Runs first: a card that is both the fourth of a set and a run extension goes to the run, where it
  // may carry a chain. Repeat until nothing more fits (chains).
  bool progress = true;
  while (progress && loose) {
    progress = false;
    for (int pass = 0; pass < 2; ++pass) {
      for (std::size_t i = 0; i < grown.size(); ++i) {
        const bool run = isRun(grown[i]);
        if ((pass == 0) != run) continue;
        CardSet fit = extensions(grown[i]) & loose;
        while (fit) {
          const Card c = lowest(fit);
          fit &= fit - 1;
          out.push_back({c, static_cast<int>(i)});
          grown[i] |= bit(c);
          loose &= ~bit(c);
          fit = extensions(grown[i]) & loose;
          progress = true;
        }
      }
    }
  }
  return out;
}

bool layoffsValid(CardSet hand, const std::vector<CardSet>& targets, const std::vector<Layoff>& layoffs) {
  std::vector<CardSet> grown = targets;
  std::vector<Layoff> pending = layoffs;
  CardSet seen = 0;
  for (const Layoff& l : layoffs) {
    if (l.card >= kDeckSize || !contains(hand, l.card) || contains(seen, l.card)) return false;
    if (l.meld < 0 || l.meld >= static_cast<int>(targets.size())) return false;
    seen |= bit(l.card);
  }
  // Resolve chains in whatever order the player listed them.
  bool progress = true;
  while (!pending.empty() && progress) {
    progress = false;
    for (auto it = pending.begin(); it != pending.end();) {
      if (contains(extensions(grown[it->meld]), it->card)) {
        grown[it->meld] |= bit(it->card);
        it = pending.erase(it);
        progress = true;
      } else {
        ++it;
      }
    }
  }
  return pending.empty();
}

Defence bestDefence(CardSet hand, const std::vector<CardSet>& targets, bool layoffsAllowed) {
  const std::vector<CardSet> cand = meldsWithin(hand);
  Defence best;
  best.deadwood = 1 << 30;
  std::vector<CardSet> chosen;
  std::function<void(std::size_t, CardSet)> dfs = [&](std::size_t from, CardSet used) {
    const CardSet left = hand & ~used;
    std::vector<Layoff> lay;
    CardSet laid = 0;
    if (layoffsAllowed) {
      lay = possibleLayoffs(left, targets);
      for (const Layoff& l : lay) laid |= bit(l.card);
    }
    const int dw = valueOf(left & ~laid);
    if (dw < best.deadwood) best = Defence{chosen, lay, left & ~laid, dw};
    for (std::size_t i = from; i < cand.size(); ++i) {
      if (cand[i] & used) continue;
      chosen.push_back(cand[i]);
      dfs(i + 1, used | cand[i]);
      chosen.pop_back();
    }
  };
  dfs(0, 0);
  return best;
}

int layoffChances(const std::vector<CardSet>& melds, CardSet pool) {
  CardSet ext = 0;
  for (CardSet m : melds) ext |= extensions(m);
  return count(ext & pool);
}

bool meldsValid(CardSet hand, const std::vector<CardSet>& melds) {
  CardSet used = 0;
  for (CardSet m : melds) {
    if (!isMeld(m) || (m & ~hand) || (m & used)) return false;
    used |= m;
  }
  return true;
}

}  // namespace gin
