// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/reviewdeals.h"

#include "game/gamecontroller.h"
#include "text/dealchecks.h"

using namespace gin;
using namespace gin::ai;

namespace {

bool finished(const SeatView& v) { return v.phase == Phase::Scored || v.phase == Phase::Drawn; }

// A finished deal's moves from what a seat saw of it: the events' actions, with the knock discard that
// lay face down until the hand ended.
std::vector<Action> movesSeen(const SeatView& v) {
  std::vector<Action> out;
  for (const PublicEvent& e : v.history) {
    Action a = actionOf(e);
    if (e.type == ActionType::Knock && a.card == NoCard) a.card = v.knockDiscard;
    out.push_back(std::move(a));
  }
  return out;
}

// The replayed deal ends as the seat saw it end: every move replays, and every hand is the one shown.
bool endsAsSeen(const HandRecord& r, const SeatView& v) {
  const std::vector<OpenTable> steps = openTables(r);  // before each action, then the end
  if (steps.size() != r.actions.size() + 1 || steps.back().hands.size() != v.shown.size()) return false;
  return steps.back().hands == v.shown;
}

ReviewDeals guestDeals(const GameController& c) {
  std::vector<std::vector<Action>> log;
  std::vector<std::uint64_t> seeds;
  const std::vector<SeatView>& seen = c.guestDeals();
  for (int d = 0; d < int(seen.size()); ++d) {
    if (!finished(seen[d]) || c.dealCheck(d) != QLatin1String(dealchecks::kFair) || c.dealNumber(d) == 0) break;
    log.push_back(movesSeen(seen[d]));
    seeds.push_back(c.dealNumber(d));
  }
  ReviewDeals out;
  // A deal whose moves do not replay from its number stops the replay: the deals before it are kept.
  while (!log.empty()) {
    out.hands = matchRecords(c.setup().rules, seeds.front(), log, &seeds);
    if (!out.hands.empty()) break;
    log.pop_back();
    seeds.pop_back();
  }
  for (std::size_t d = 0; d < out.hands.size(); ++d) {
    if (!endsAsSeen(out.hands[d], seen[d])) {
      out.hands.resize(d);
      break;
    }
    out.checks << c.dealCheck(int(d));
  }
  return out;
}

}  // namespace

ReviewDeals reviewDeals(const GameController& c) {
  if (!c.hasMatch()) return {};
  if (c.guest()) return guestDeals(c);
  ReviewDeals out;
  // The deals as they were dealt (a network table's from the fair deal's seeds).
  out.hands = matchRecords(c.setup().rules, c.setup().seed, c.actionLog(), &c.match().dealSeeds());
  if (!out.hands.empty() && !finished(c.view())) out.hands.pop_back();  // still being played
  for (std::size_t d = 0; d < out.hands.size(); ++d)
    out.checks << (int(d) < c.fairDeals() ? QString::fromLatin1(dealchecks::kHosted) : QString());
  return out;
}
