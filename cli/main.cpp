#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>
#include <functional>
#include <map>

#include "commands.h"

namespace {
void usage() {
  std::fputs(
      "usage: ginrummy-cli COMMAND [options]\n"
      "  analyze [--knock-limit N]   read hands (10 or 11 cards a line) from stdin, write JSON lines\n"
      "  bench [--seconds S]         deadwood solver and random-hand throughput on one core\n"
      "  soak [--hands N] [--seed S] computer players over every variant, invariants checked\n"
      "  arena --a LEVEL --b LEVEL --games N --seed S [--rules PRESET] [--mirrored] [--first-deal N]\n"
      "        [--base-a] [--base-b] [--json] [--record FILE]\n"
      "                              computer against computer over full games (docs/ai.md)\n"
      "  arena-merge FILE...         combine the --json results of one run played in chunks\n"
      "  bot --level LEVEL [--seed S] one JSON decision request per input line, one answer each\n",
      stderr);
}
}  // namespace

int main(int argc, char* argv[]) {
  QCoreApplication app(argc, argv);
  QCoreApplication::setApplicationName(QStringLiteral("ginrummy-cli"));
  QStringList args = app.arguments().mid(1);
  const std::map<QString, std::function<int(const QStringList&)>> commands = {
      {QStringLiteral("analyze"), cmdAnalyze},
      {QStringLiteral("bench"), cmdBench},
      {QStringLiteral("arena"), cmdArena},
      {QStringLiteral("arena-merge"), cmdArenaMerge},
      {QStringLiteral("bot"), cmdBot},
      {QStringLiteral("soak"), cmdSoak},
  };
  if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
    usage();
    return args.isEmpty() ? 2 : 0;
  }
  const auto it = commands.find(args.first());
  if (it == commands.end()) {
    std::fprintf(stderr, "ginrummy-cli: unknown command '%s'\n", qPrintable(args.first()));
    usage();
    return 2;
  }
  return it->second(args.mid(1));
}
