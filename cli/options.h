// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line handling shared by ginrummy-cli's subcommands: QCommandLineParser with --help on
// standard output (status 0), errors on standard error (status 2), and strict number checks.
#pragma once

#include <QCommandLineParser>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace cliopt {

// Exit status for a refused command line.
inline constexpr int kUsage = 2;

class Command {
 public:
  // name: "analyze"; synopsis: what follows it in the usage line ("[--knock-limit N]").
  Command(const char* name, const char* synopsis, const char* description);
  QCommandLineParser& parser() { return parser_; }
  void add(const QCommandLineOption& o) { parser_.addOption(o); }
  // One-letter options that are spelled long (--a): Qt's usage would show them as -a.
  void spellLong(const QStringList& names) { spellLong_ = names; }
  // Accepts arguments that are not options (otherwise they are refused), listed in the usage.
  void addPositional(const QString& name, const QString& description, const QString& syntax) {
    parser_.addPositionalArgument(name, description, syntax);
    positional_ = true;
  }

  // Parses args (those after the subcommand's name). Returns an exit status when the command must
  // stop here: 0 after --help, kUsage (with a message) for unknown options or missing values.
  std::optional<int> parse(const QStringList& args);
  // The usage text as --help prints it.
  QString help() const;
  // Prints "NAME: why" and a pointer to --help on standard error; returns kUsage.
  int refuse(const QString& why) const;

  // Checked values: on failure, refuse() has printed why and the result is empty.
  std::optional<long long> integer(const QString& option, long long min, long long max) const;
  std::optional<std::uint64_t> unsignedValue(const QString& option) const;
  std::optional<double> number(const QString& option, double min, double max) const;
  // A comma-separated list of minCount to maxCount non-empty items ("a,b,c").
  std::optional<QStringList> list(const QString& option, int minCount, int maxCount) const;
  // Refuses when any of the options is not given.
  bool required(const QStringList& options) const;

 private:
  const char* name_;
  const char* synopsis_;
  QCommandLineParser parser_;
  QCommandLineOption helpOption_;
  bool positional_ = false;
  QStringList spellLong_;
};

// Flushes standard output: when anything written to it was lost (a full disk, a closed pipe), says so
// on standard error and returns 1; otherwise returns status. name: the subcommand, or "".
int finish(const char* name, int status);

// The top-level usage, listing the subcommands.
QString mainHelp();

}  // namespace cliopt
