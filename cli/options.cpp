// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include <cerrno>
#include <QRegularExpression>
#include <charconv>
#include <cstring>
#include <cmath>
#include <cstdio>
#include <string>

namespace cliopt {

namespace {
constexpr char kManual[] = "See the manual page ginrummy-cli(6) for details.\n";
}

Command::Command(const char* name, const char* synopsis, const char* description)
    : name_(name), synopsis_(synopsis), helpOption_(QStringList{QStringLiteral("h"), QStringLiteral("help")},
                                                    QStringLiteral("Display this help and exit.")) {
  parser_.setApplicationDescription(QString::fromUtf8(description));
  parser_.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
  parser_.addOption(helpOption_);
}

QString Command::help() const {
  // Qt's first line names the program by the path it was started with; name the subcommand instead.
  QString text = parser_.helpText();
  const qsizetype nl = text.indexOf(QLatin1Char('\n'));
  text.replace(0, nl, QStringLiteral("Usage: ginrummy-cli %1 %2").arg(QLatin1String(name_), QLatin1String(synopsis_)));
  for (const QString& o : spellLong_)  // same width: one space of the padding becomes the dash
    text.replace(QRegularExpression(QStringLiteral("\n  -%1( <[^>]*>)? ").arg(o)), QStringLiteral("\n  --%1\\1").arg(o));
  return text + QLatin1Char('\n') + QLatin1String(kManual);
}

std::optional<int> Command::parse(const QStringList& args) {
  if (!parser_.parse(QStringList{QStringLiteral("ginrummy-cli")} + args)) return refuse(parser_.errorText());
  if (parser_.isSet(helpOption_)) {
    const QByteArray text = help().toUtf8();
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    return finish(name_, 0);
  }
  if (!positional_ && !parser_.positionalArguments().isEmpty())
    return refuse(QStringLiteral("unexpected argument '%1'").arg(parser_.positionalArguments().constFirst()));
  return std::nullopt;
}

int Command::refuse(const QString& why) const {
  std::fprintf(stderr, "ginrummy-cli %s: %s\nTry 'ginrummy-cli %s --help' or see ginrummy-cli(6).\n", name_,
               qPrintable(why), name_);
  return kUsage;
}

std::optional<long long> Command::integer(const QString& option, long long min, long long max) const {
  const std::string text = parser_.value(option).toStdString();
  long long x = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), x);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty() || x < min || x > max) {
    refuse(QStringLiteral("--%1 takes a whole number from %2 to %3, not '%4'")
               .arg(option).arg(min).arg(max).arg(QString::fromStdString(text)));
    return std::nullopt;
  }
  return x;
}

std::optional<std::uint64_t> Command::unsignedValue(const QString& option) const {
  const std::string text = parser_.value(option).toStdString();
  std::uint64_t x = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), x);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty()) {
    refuse(QStringLiteral("--%1 takes a whole number from 0 to 18446744073709551615, not '%2'")
               .arg(option, QString::fromStdString(text)));
    return std::nullopt;
  }
  return x;
}

std::optional<double> Command::number(const QString& option, double min, double max) const {
  const std::string text = parser_.value(option).toStdString();
  double x = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), x);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty() || !std::isfinite(x) || x < min ||
      x > max) {
    refuse(QStringLiteral("--%1 takes a number from %2 to %3, not '%4'")
               .arg(option).arg(min).arg(max).arg(QString::fromStdString(text)));
    return std::nullopt;
  }
  return x;
}

std::optional<QStringList> Command::list(const QString& option, int minCount, int maxCount) const {
  const QString text = parser_.value(option);
  const QStringList items = text.split(QLatin1Char(','));
  if (items.size() < minCount || items.size() > maxCount || items.contains(QString())) {
    refuse(QStringLiteral("--%1 takes %2 to %3 comma-separated names, not '%4'").arg(option).arg(minCount).arg(maxCount).arg(text));
    return std::nullopt;
  }
  return items;
}

bool Command::required(const QStringList& options) const {
  for (const QString& o : options)
    if (!parser_.isSet(o)) {
      refuse(QStringLiteral("--%1 is required").arg(o));
      return false;
    }
  return true;
}

int finish(const char* name, int status) {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return status;
  std::fprintf(stderr, "ginrummy-cli%s%s: cannot write the output: %s\n", *name ? " " : "", name, std::strerror(errno));
  return 1;
}

QString mainHelp() {
  return QStringLiteral(
      "Usage: ginrummy-cli COMMAND [options]\n"
      "Gin rummy from the command line: hand analysis, benchmarks, computer players and network tables.\n"
      "\n"
      "Commands:\n"
      "  analyze [--knock-limit N]   read hands (10 or 11 cards a line) from stdin, write JSON lines\n"
      "  bench [--seconds S]         solver, analysis and random-hand throughput on one core\n"
      "  soak [--hands N] [--seed S] computer players over every variant, invariants checked\n"
      "  arena --a LEVEL --b LEVEL --games N --seed S [options]\n"
      "                              computer against computer over full games\n"
      "  arena --levels L1,...,Ln --games N --seed S [options]\n"
      "                              a poker gin table of 3 to 5 computer players\n"
      "  arena-merge FILE...         combine the --json results of one run played in chunks\n"
      "  bot --level LEVEL [--seed S] one JSON decision request per input line, one answer each\n"
      "  review --record FILE [--level LEVEL] [--json]\n"
      "                              the coach: every decision of recorded hands judged, with luck\n"
      "  serve --table SPEC [...]    network tables without a screen; one 'invite: LINK' per open seat\n"
      "  join INVITATION --level LEVEL [--json]\n"
      "                              play a network table's seat with a computer player\n"
      "\n"
      "Options:\n"
      "  -h, --help     Display this help and exit.\n"
      "  -v, --version  Display the version and exit.\n"
      "\n"
      "'ginrummy-cli COMMAND --help' describes a command's options.\n") +
         QLatin1String(kManual);
}

}  // namespace cliopt
