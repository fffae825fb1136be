// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCoreApplication>
#include <cstdio>
#include <functional>
#include <map>

#include "commands.h"
#include "options.h"

namespace {
void print(FILE* f, const QString& text) {
  const QByteArray b = text.toUtf8();
  std::fwrite(b.constData(), 1, static_cast<std::size_t>(b.size()), f);
}
}  // namespace

int main(int argc, char* argv[]) {
  QCoreApplication app(argc, argv);
  QCoreApplication::setApplicationName(QStringLiteral("ginrummy-cli"));
  QCoreApplication::setApplicationVersion(QStringLiteral(GIN_VERSION));
  QStringList args = app.arguments().mid(1);
  const std::map<QString, std::function<int(const QStringList&)>> commands = {
      {QStringLiteral("analyze"), cmdAnalyze},
      {QStringLiteral("bench"), cmdBench},
      {QStringLiteral("arena"), cmdArena},
      {QStringLiteral("arena-merge"), cmdArenaMerge},
      {QStringLiteral("bot"), cmdBot},
      {QStringLiteral("soak"), cmdSoak},
      {QStringLiteral("review"), cmdReview},
      {QStringLiteral("serve"), cmdServe},
      {QStringLiteral("join"), cmdJoin},
  };
  if (args.isEmpty()) {
    print(stderr, cliopt::mainHelp());
    return cliopt::kUsage;
  }
  const QString& first = args.first();
  if (first == QLatin1String("--help") || first == QLatin1String("-h")) {
    print(stdout, cliopt::mainHelp());
    return cliopt::finish("", 0);
  }
  if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
    print(stdout, QStringLiteral("ginrummy-cli %1\n").arg(QCoreApplication::applicationVersion()));
    return cliopt::finish("", 0);
  }
  const auto it = commands.find(first);
  if (it == commands.end()) {
    std::fprintf(stderr, "ginrummy-cli: %s '%s'\nTry 'ginrummy-cli --help' or see ginrummy-cli(6).\n",
                 first.startsWith(QLatin1Char('-')) ? "unknown option" : "unknown command", qPrintable(first));
    return cliopt::kUsage;
  }
  return it->second(args.mid(1));
}
