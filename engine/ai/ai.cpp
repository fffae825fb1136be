// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai.h"

#include <algorithm>
#include <array>

#include "../match.h"

namespace gin::ai {

namespace {
constexpr std::array<const char*, 10> kNames = {"random", "simple", "camper", "marjj",   "beginner",
                                                "casual", "strong", "expert", "expert0", "expert1"};
}  // namespace

std::optional<Level> levelFromName(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (name == kNames[i]) return static_cast<Level>(i);
  return std::nullopt;
}

const char* levelName(Level level) { return kNames[static_cast<std::size_t>(level)]; }

const std::vector<Level>& personLevels() {
  static const std::vector<Level> levels = {Level::Beginner, Level::Casual, Level::Strong, Level::Expert};
  return levels;
}

MatchContext contextOf(const Match& m) {
  MatchContext c{m.sheet().totals(0), m.rules().gameTarget};
  const int current = m.dealsSoFar() - 1;
  c.deals = current;
  c.lateKnocks.assign(static_cast<std::size_t>(m.rules().players), 0);
  c.lateKnockMax.assign(c.lateKnocks.size(), 0);
  const auto& sheet = m.sheet().hands();
  std::vector<int> turns(c.lateKnocks.size(), 0);
  int deal = 0;
  for (const Match::LoggedAction& a : m.log()) {
    if (a.deal >= current) break;
    if (a.deal != deal) deal = a.deal, std::fill(turns.begin(), turns.end(), 0);
    if (a.action.type != ActionType::Discard && a.action.type != ActionType::Knock) continue;
    const int turn = ++turns[static_cast<std::size_t>(a.seat)];
    if (a.action.type != ActionType::Knock || turn <= 4) continue;
    int melded = 0;
    for (CardSet meld : a.action.melds) melded += count(meld);
    if (melded < m.rules().cardsPerPlayer()) {  // not gin
      ++c.lateKnocks[static_cast<std::size_t>(a.seat)];
      // The knocker's deadwood is shown with its melds; the score sheet keeps it (one entry per deal).
      if (a.deal < static_cast<int>(sheet.size())) {
        const HandResult& r = sheet[static_cast<std::size_t>(a.deal)].result;
        if (r.knocker == a.seat && a.seat < static_cast<int>(r.deadwoodBefore.size()))
          c.lateKnockMax[static_cast<std::size_t>(a.seat)] =
              std::max(c.lateKnockMax[static_cast<std::size_t>(a.seat)], r.deadwoodBefore[static_cast<std::size_t>(a.seat)]);
      }
    }
  }
  return c;
}

bool knocksAnyTime(const MatchContext& m, int seat) {
  if (seat < 0 || seat >= static_cast<int>(m.lateKnocks.size())) return false;
  const int late = m.lateKnocks[static_cast<std::size_t>(seat)];
  return late >= 1 && 3 * late >= m.deals + 1;
}

int anyTimeKnockLimit(const MatchContext& m, int seat) {
  if (!knocksAnyTime(m, seat)) return 0;
  if (seat >= static_cast<int>(m.lateKnockMax.size()) || m.lateKnockMax[static_cast<std::size_t>(seat)] <= 0) return 10;
  return m.lateKnockMax[static_cast<std::size_t>(seat)];
}

}  // namespace gin::ai
