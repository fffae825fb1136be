#include "analyzer.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>
#include <vector>

#include "jsonwriter.h"
#include "meld.h"

using namespace gin;

namespace cli {

namespace {

// Byte tables for the token parser. White space is C's isspace in the C locale (parseCard's tokens
// are separated by it); ranks and suits in either case, as parseCard reads them.
struct Tables {
  std::array<bool, 256> space{};
  std::array<signed char, 256> rank{};
  std::array<signed char, 256> suit{};
};
constexpr Tables makeTables() {
  Tables t;
  for (int i = 0; i < 256; ++i) t.rank[i] = t.suit[i] = -1;
  for (char c : {' ', '\t', '\n', '\v', '\f', '\r'}) t.space[static_cast<unsigned char>(c)] = true;
  const char ranks[] = "A23456789TJQK";
  for (int r = 0; r < kRanks; ++r) {
    t.rank[static_cast<unsigned char>(ranks[r])] = static_cast<signed char>(r);
    if (ranks[r] >= 'A') t.rank[static_cast<unsigned char>(ranks[r] - 'A' + 'a')] = static_cast<signed char>(r);
  }
  const char suits[] = "cdhs";
  for (int s = 0; s < kSuits; ++s) {
    t.suit[static_cast<unsigned char>(suits[s])] = static_cast<signed char>(s);
    t.suit[static_cast<unsigned char>(suits[s] - 'a' + 'A')] = static_cast<signed char>(s);
  }
  return t;
}
constexpr Tables kT = makeTables();

// Deadwood value of every suit's 13-bit rank mask (gin::valueOf by table lookups).
constexpr std::array<std::uint8_t, 8192> makeSuitValues() {
  std::array<std::uint8_t, 8192> v{};
  for (unsigned m = 0; m < 8192; ++m)
    for (int r = 0; r < kRanks; ++r)
      if ((m >> r) & 1u) v[m] = static_cast<std::uint8_t>(v[m] + rankValue(r));
  return v;
}
constexpr std::array<std::uint8_t, 8192> kSuitValue = makeSuitValues();

// The cards of each deadwood value 1..10.
constexpr std::array<CardSet, 11> makeValueCards() {
  std::array<CardSet, 11> v{};
  for (int c = 0; c < kDeckSize; ++c) v[cardValue(static_cast<Card>(c))] |= CardSet{1} << c;
  return v;
}
constexpr std::array<CardSet, 11> kValueCards = makeValueCards();
inline int handValue(CardSet s) {
  return kSuitValue[suitMask(s, 0)] + kSuitValue[suitMask(s, 1)] + kSuitValue[suitMask(s, 2)] + kSuitValue[suitMask(s, 3)];
}

inline int cardOf(const char* t, std::size_t n) {
  const auto u = [](char c) { return static_cast<unsigned char>(c); };
  if (n == 2) {
    const int r = kT.rank[u(t[0])], s = kT.suit[u(t[1])];
    return r >= 0 && s >= 0 ? s * kRanks + r : -1;
  }
  if (n == 3 && t[0] == '1' && t[1] == '0') {
    const int s = kT.suit[u(t[2])];
    return s >= 0 ? s * kRanks + 9 : -1;
  }
  return -1;
}

// Parses one line into a card set; on failure returns false with the same message as before.
bool parseHand(std::string_view line, CardSet& hand, std::string& error) {
  hand = 0;
  int n = 0;
  const char* p = line.data();
  const char* const end = p + line.size();
  for (;;) {
    while (p < end && kT.space[static_cast<unsigned char>(*p)]) ++p;
    if (p == end) break;
    const char* t = p;
    // Tokens are nearly always two characters: test for that before scanning.
    if (end - p >= 2 && !kT.space[static_cast<unsigned char>(p[1])] &&
        (end - p == 2 || kT.space[static_cast<unsigned char>(p[2])]))
      p += 2;
    else
      while (p < end && !kT.space[static_cast<unsigned char>(*p)]) ++p;
    const int c = cardOf(t, static_cast<std::size_t>(p - t));
    if (c < 0) {
      error.assign("unknown card '").append(t, p).append("'");
      return false;
    }
    if (contains(hand, static_cast<Card>(c))) {
      error.assign("duplicate card '").append(toString(static_cast<Card>(c))).append("'");
      return false;
    }
    hand |= bit(static_cast<Card>(c));
    ++n;
  }
  if (n != 10 && n != 11) {
    error.assign("expected 10 or 11 cards, got ").append(std::to_string(n));
    return false;
  }
  return true;
}

bool runsTouch(CardSet a, CardSet b) {
  if (!isRun(a) || !isRun(b) || suitOf(lowest(a)) != suitOf(lowest(b))) return false;
  const int s = suitOf(lowest(a));
  const unsigned m = suitMask(a, s);
  return (fromSuitMask(((m << 1) | (m >> 1)) & ~m, s) & b) != 0;
}

// The melds within hand in allMelds()'s order (by lowest card, then by mask), as the engine's
// meldsWithin lists them, without walking all 329 melds. Returns how many were written.
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

// optimalArrangements' depth-first search in the same order, stopping at the first arrangement.
struct Search {
  CardSet hand;
  int target;
  CardSet cand[329];  // allMelds().size(): any hand
  std::size_t candCount = 0;
  FlatArrangement chosen;

  bool dfs(std::size_t from, CardSet used) {
    const CardSet left = hand & ~used;
    if (minDeadwood(left) != target) return false;
    if (handValue(left) == target) {
      chosen.deadwoodCards = left;
      chosen.deadwood = target;
      return true;
    }
    for (std::size_t i = from; i < candCount; ++i) {
      const CardSet m = cand[i];
      if (m & used) continue;
      bool touches = false;
      for (int k = 0; k < chosen.meldCount; ++k) touches = touches || runsTouch(chosen.melds[k], m);
      if (touches || chosen.meldCount == 4) continue;
      chosen.melds[chosen.meldCount++] = m;
      if (dfs(i + 1, used | m)) return true;
      --chosen.meldCount;
    }
    return false;
  }
};

}  // namespace

FlatArrangement firstArrangement(CardSet hand) {
  Search s;
  s.hand = hand;
  s.target = minDeadwood(hand);
  if (handValue(hand) == s.target) {  // no meld helps: the search would stop at its root
    s.chosen.deadwoodCards = hand;
    s.chosen.deadwood = s.target;
    return s.chosen;
  }
  s.candCount = meldsWithin(hand, s.cand);
  s.dfs(0, 0);
  return s.chosen;
}

DiscardChoice bestDiscardFast(CardSet hand) {
  const int best = minDeadwoodAfterDiscard(hand);
  // bestDiscard keeps, among the discards that reach the minimum, the highest value and then the
  // highest card: try them in that order.
  for (int value = 10; value >= 1; --value) {
    CardSet m = hand & kValueCards[value];
    while (m) {
      const Card c = static_cast<Card>(63 - std::countl_zero(m));
      m &= ~bit(c);
      if (minDeadwood(hand & ~bit(c)) == best) return {c, best};
    }
  }
  return bestDiscard(hand);  // not reached: some discard reaches the minimum
}

bool isBlank(std::string_view line) {
  for (char c : line)
    if (!kT.space[static_cast<unsigned char>(c)]) return false;
  return true;
}

bool analyzeLine(std::string_view line, long long lineNo, int knockLimit, clijson::Buffer& out, std::string& error) {
  CardSet hand = 0;
  clijson::Writer w(out);
  // Keys in QJsonObject's (sorted) order, as the output has always had them.
  if (!parseHand(line, hand, error)) {
    w.beginObject().key("error").value(std::string_view(error)).key("line").value(lineNo).endObject().endLine();
    return false;
  }
  CardSet kept = hand;
  const bool eleven = count(hand) == 11;
  Card discard = NoCard;
  bool bigGin = false;
  if (eleven) {
    const DiscardChoice d = bestDiscardFast(hand);
    discard = d.discard;
    // All 11 cards in melds leaves a meld of four or more, so a big gin's best discard leaves gin.
    bigGin = d.deadwood == 0 && minDeadwood(hand) == 0;
    kept = hand & ~bit(d.discard);
  }
  const FlatArrangement a = firstArrangement(kept);
  w.beginObject();
  if (eleven) w.key("big_gin").value(bigGin);
  w.key("can_knock").value(a.deadwood <= knockLimit);
  w.key("deadwood").value(a.deadwood);
  w.key("deadwood_cards").cards(a.deadwoodCards);
  if (eleven) w.key("discard").card(discard);
  w.key("gin").value(a.deadwood == 0);
  w.key("melds").melds(a.melds, static_cast<std::size_t>(a.meldCount));
  w.endObject().endLine();
  return true;
}

int analyzeStream(int inFd, int outFd, int knockLimit) {
  constexpr std::size_t kBlock = 1 << 18;
  std::vector<char> in(kBlock);
  std::size_t have = 0;  // bytes in `in`, from a line's start
  clijson::Buffer out(kBlock + 4096);
  std::string error;
  clijson::OutputFile file(outFd);
  long long lineNo = 0;
  int status = 0;
  const auto handle = [&](std::string_view line) {
    ++lineNo;
    if (isBlank(line)) return;
    if (!analyzeLine(line, lineNo, knockLimit, out, error)) {
      std::fprintf(stderr, "analyze: line %lld: %s\n", lineNo, error.c_str());
      status = 1;
    }
  };
  const auto writeFailed = [&] {
    std::fprintf(stderr, "ginrummy-cli analyze: cannot write the output: %s\n", file.error().c_str());
    return 1;
  };
  for (;;) {
    if (have == in.size()) in.resize(in.size() * 2);  // one line longer than the buffer
    const ssize_t n = ::read(inFd, in.data() + have, in.size() - have);
    if (n < 0) {
      if (errno == EINTR) continue;
      std::fprintf(stderr, "ginrummy-cli analyze: cannot read the input: %s\n", std::strerror(errno));
      file.write(out);
      return 1;
    }
    if (n == 0) break;
    const char* start = in.data();
    const char* const end = in.data() + have + n;
    const char* scan = in.data() + have;  // the bytes before this hold no newline
    while (const char* nl = static_cast<const char*>(std::memchr(scan, '\n', static_cast<std::size_t>(end - scan)))) {
      handle(std::string_view(start, static_cast<std::size_t>(nl - start)));
      start = scan = nl + 1;
      if (out.size() >= kBlock && !file.write(out)) return writeFailed();
    }
    have = static_cast<std::size_t>(end - start);
    std::memmove(in.data(), start, have);
  }
  if (have > 0) handle(std::string_view(in.data(), have));  // a last line without its newline
  if (!file.write(out)) return writeFailed();
  return status;
}

}  // namespace cli
