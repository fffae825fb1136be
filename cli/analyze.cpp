// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli analyze: one JSON object per input hand, streamed (analyzer.h does the work).
#include <climits>
#include <unistd.h>

#include "analyzer.h"
#include "commands.h"
#include "options.h"

int cmdAnalyze(const QStringList& args) {
  cliopt::Command cmd("analyze", "[--knock-limit N] < HANDS",
                      "Reads hands from standard input, 10 or 11 cards a line (\"Ac 2c 3c ...\"), and writes one\n"
                      "JSON object per hand: the least deadwood, its melds, gin, whether it may knock, and for\n"
                      "11 cards the best discard and big gin. Blank lines are skipped; a bad line gets\n"
                      "{\"error\": ..., \"line\": N} and the exit status 1.");
  const QString knock = QStringLiteral("knock-limit");
  cmd.add({knock, QStringLiteral("Deadwood that may knock (default 10)."), QStringLiteral("N"), QStringLiteral("10")});
  if (const auto stop = cmd.parse(args)) return *stop;
  const auto knockLimit = cmd.integer(knock, 0, INT_MAX);
  if (!knockLimit) return cliopt::kUsage;
  return cli::analyzeStream(STDIN_FILENO, STDOUT_FILENO, static_cast<int>(*knockLimit));
}
