// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Cards, card sets and notation. A card is a number 0..51 (suit * 13 + rank, rank 0 = ace),
// a set of cards is a 64-bit mask with bit `card` set.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gin {

using Card = std::uint8_t;
using CardSet = std::uint64_t;

inline constexpr Card NoCard = 0xFF;
inline constexpr int kRanks = 13;
inline constexpr int kSuits = 4;
inline constexpr int kDeckSize = 52;
inline constexpr CardSet kFullDeck = (CardSet{1} << kDeckSize) - 1;

// Suit order is fixed by the notation letters c d h s.
enum Suit : int { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };

constexpr int rankOf(Card c) { return c % kRanks; }  // 0 = ace ... 12 = king
constexpr int suitOf(Card c) { return c / kRanks; }
constexpr Card makeCard(int rank, int suit) { return static_cast<Card>(suit * kRanks + rank); }
// Deadwood value: ace 1, 2-10 face value, J/Q/K 10.
constexpr int cardValue(Card c) { return rankOf(c) >= 9 ? 10 : rankOf(c) + 1; }
constexpr int rankValue(int rank) { return rank >= 9 ? 10 : rank + 1; }

// NoCard (and any other non-card) is the empty set, so `hand & ~bit(takenFromDiscard())` needs no guard
// and no set contains it (a shift by 255 would be undefined).
constexpr CardSet bit(Card c) { return c < kDeckSize ? CardSet{1} << c : CardSet{0}; }
constexpr bool contains(CardSet s, Card c) { return c < kDeckSize && ((s >> c) & 1u); }
constexpr int count(CardSet s) { return std::popcount(s); }
constexpr Card lowest(CardSet s) { return static_cast<Card>(std::countr_zero(s)); }

// The 13-bit rank mask of one suit inside a card set.
constexpr unsigned suitMask(CardSet s, int suit) { return static_cast<unsigned>(s >> (suit * kRanks)) & 0x1FFFu; }
constexpr CardSet fromSuitMask(unsigned m, int suit) { return CardSet{m & 0x1FFFu} << (suit * kRanks); }

// Sum of the deadwood values of the cards in s.
int valueOf(CardSet s);

template <typename F>
constexpr void forEach(CardSet s, F&& f) {
  while (s) {
    f(lowest(s));
    s &= s - 1;
  }
}

std::vector<Card> toVector(CardSet s);
CardSet toSet(const std::vector<Card>& cards);

// Canonical notation: rank A 2-9 T J Q K, suit c d h s, e.g. "As", "Td".
std::string toString(Card c);
// Cards in ascending order (suit, then rank), separated by single spaces.
std::string toString(CardSet s);
// Accepts either case and "10" for ten: "10h", "th", "TH".
std::optional<Card> parseCard(std::string_view token);

// Deterministic pseudo random numbers, the same on every machine and compiler
// (std distributions are implementation-defined, so they are not used for deals).
class Rng {
 public:
  explicit Rng(std::uint64_t seed);
  std::uint64_t next();
  // Uniform in [0, bound), unbiased.
  std::uint32_t below(std::uint32_t bound);
  double unit();  // [0, 1)

 private:
  std::array<std::uint64_t, 4> s_{};
};

// Fisher-Yates shuffle of the 52 cards from a seed; position 0 is the top of the deck.
std::array<Card, kDeckSize> shuffledDeck(std::uint64_t seed);

}  // namespace gin
