#include "ai.h"

#include <array>


namespace gin::ai {

namespace {
constexpr std::array<const char*, 9> kNames = {"random", "simple", "camper", "marjj",  "beginner",
                                               "casual", "strong", "expert", "expert0"};
}  // namespace

std::optional<Level> levelFromName(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (name == kNames[i]) return static_cast<Level>(i);
  return std::nullopt;
}

const char* levelName(Level level) { return kNames[static_cast<std::size_t>(level)]; }

}  // namespace gin::ai
