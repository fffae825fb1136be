// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "card.h"

#include <cctype>

namespace gin {

namespace {
constexpr char kRankChars[] = "A23456789TJQK";
constexpr char kSuitChars[] = "cdhs";

std::uint64_t splitmix(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
}  // namespace

int valueOf(CardSet s) {
  int v = 0;
  forEach(s, [&](Card c) { v += cardValue(c); });
  return v;
}

std::vector<Card> toVector(CardSet s) {
  std::vector<Card> out;
  out.reserve(count(s));
  forEach(s, [&](Card c) { out.push_back(c); });
  return out;
}

CardSet toSet(const std::vector<Card>& cards) {
  CardSet s = 0;
  for (Card c : cards) s |= bit(c);
  return s;
}

std::string toString(Card c) {
  if (c >= kDeckSize) return "??";
  return std::string{kRankChars[rankOf(c)], kSuitChars[suitOf(c)]};
}

std::string toString(CardSet s) {
  std::string out;
  forEach(s, [&](Card c) {
    if (!out.empty()) out += ' ';
    out += toString(c);
  });
  return out;
}

std::optional<Card> parseCard(std::string_view t) {
  int rank = -1;
  std::string_view suitPart;
  if (t.size() == 3 && t[0] == '1' && t[1] == '0') {
    rank = 9;
    suitPart = t.substr(2);
  } else if (t.size() == 2) {
    const char r = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
    for (int i = 0; i < kRanks; ++i)
      if (kRankChars[i] == r) rank = i;
    suitPart = t.substr(1);
  } else {
    return std::nullopt;
  }
  if (rank < 0) return std::nullopt;
  const char s = static_cast<char>(std::tolower(static_cast<unsigned char>(suitPart[0])));
  for (int i = 0; i < kSuits; ++i)
    if (kSuitChars[i] == s) return makeCard(rank, i);
  return std::nullopt;
}

// xoshiro256** seeded through splitmix64.
Rng::Rng(std::uint64_t seed) {
  for (auto& w : s_) w = splitmix(seed);
}

std::uint64_t Rng::next() {
  const auto rotl = [](std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); };
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint32_t Rng::below(std::uint32_t bound) {
  // Lemire's nearly divisionless method with rejection: exact and portable.
  std::uint64_t m = (next() >> 32) * bound;
  auto low = static_cast<std::uint32_t>(m);
  if (low < bound) {
    const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
    while (low < threshold) {
      m = (next() >> 32) * bound;
      low = static_cast<std::uint32_t>(m);
    }
  }
  return static_cast<std::uint32_t>(m >> 32);
}

double Rng::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

std::array<Card, kDeckSize> shuffledDeck(std::uint64_t seed) {
  std::array<Card, kDeckSize> deck{};
  for (int i = 0; i < kDeckSize; ++i) deck[i] = static_cast<Card>(i);
  Rng rng(seed);
  for (int i = kDeckSize - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.below(static_cast<std::uint32_t>(i + 1)));
    std::swap(deck[i], deck[j]);
  }
  return deck;
}

}  // namespace gin
