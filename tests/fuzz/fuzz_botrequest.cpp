// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the bot protocol request parser of `ginrummy-cli bot` (cli/bot.cpp). The
// parser is internal to that file, so the file is compiled into this target as it is. Every line must
// be answered with one JSON object holding either an action or an error.
#include "../../cli/bot.cpp"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string line(reinterpret_cast<const char*>(data), size);
  // The random player: the parser and the view it builds are under test, not the search.
  const QJsonObject out = answer(line, ai::Level::Random, 1);
  if (out.contains(QLatin1String("error")) == out.contains(QLatin1String("action"))) std::abort();
  // A refusal quotes the request only briefly.
  if (out.value(QLatin1String("error")).toString().size() > 300) std::abort();
  return 0;
}
