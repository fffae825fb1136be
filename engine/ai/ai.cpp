#include "ai.h"

#include <array>

#include "knowledge.h"

namespace gin::ai {

namespace {
constexpr std::array<const char*, 8> kNames = {"random", "simple", "camper", "marjj",
                                               "beginner", "casual", "strong", "expert"};
}  // namespace

std::optional<Level> levelFromName(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (name == kNames[i]) return static_cast<Level>(i);
  return std::nullopt;
}

const char* levelName(Level level) { return kNames[static_cast<std::size_t>(level)]; }

std::vector<Action> legalActionsFromView(const SeatView& v) {
  std::vector<Action> out;
  switch (v.phase) {
    case Phase::FirstUpcard:
      return {Action::take(), Action::pass()};
    case Phase::Draw: {
      out.push_back(Action::drawStock());
      if (!stockOnly(v) && v.discardTop != NoCard) out.push_back(Action::drawDiscard());
      return out;
    }
    case Phase::Discard: {
      forEach(v.hand, [&](Card c) {
        if (c != v.takenFromDiscard) out.push_back(Action::discard(c));
      });
      forEach(v.hand, [&](Card c) {
        if (c != v.takenFromDiscard && mayKnock(v, minDeadwood(v.hand & ~bit(c)))) out.push_back(Action::knock(c));
      });
      if (v.rules.bigGinAllowed() && minDeadwood(v.hand) == 0) out.push_back(Action::bigGin());
      return out;
    }
    case Phase::Layoff: {
      int knockerCards = 0;
      for (std::size_t i = 0; i < v.tableMelds.size(); ++i)
        if (v.tableOwner[i] == v.knocker) knockerCards += count(v.tableMelds[i]);
      const bool gin = knockerCards >= v.rules.cardsPerPlayer();
      const Defence d = bestDefence(v.hand, v.tableMelds, !gin);
      return {Action::layoff(d.melds, d.layoffs)};
    }
    default:
      return out;
  }
}

}  // namespace gin::ai
