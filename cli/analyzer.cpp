// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "legal.h"
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

}  // namespace

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
    const DiscardChoice d = bestDiscard(hand);
    discard = d.discard;
    // All 11 cards in melds leaves a meld of four or more, so a big gin's best discard leaves gin.
    bigGin = d.deadwood == 0 && minDeadwood(hand) == 0;
    kept = hand & ~bit(d.discard);
  }
  const FlatArrangement a = firstOptimalArrangement(kept);
  w.beginObject();
  if (eleven) w.key("big_gin").value(bigGin);
  // Whether the hand may knock is the engine's rule (gin::knockRule), under standard rules with the
  // limit given; analyze knows no first upcard (no Oklahoma limit).
  Rules rules;
  rules.knockLimit = knockLimit;
  w.key("can_knock").value(knockRule(rules, knockLimitFor(rules, NoCard), NoCard, a.deadwood) == Reject::Ok);
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
