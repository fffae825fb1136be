// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game's command line: --help, --help-all, --version, --lang fi|en, --seed N, --player NAME, and an
// invitation link (the desktop file's URL handler passes one). Parsing is
// separate from acting on it so that tests can parse without exiting; main() prints and exits.
// main() parses before the GUI starts, so that --help, --help-all and --version need no display.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

struct CommandLine {
  Q_DECLARE_TR_FUNCTIONS(CommandLine)

 public:
  bool help = false;
  bool helpAll = false;  // --help-all: the help with Qt's own options
  bool version = false;
  QString language;    // "fi", "en" or empty (the saved or system language)
  bool hasSeed = false;
  quint64 seed = 0;    // start a new match with this match seed instead of offering to resume
  QString invitation;  // a network table's invitation link (ginrummy://...): join it (docs/network.md)
  // A ginrummy: link that is no valid invitation (cut short in a chat): the game opens Join a network
  // game with it, whose sentence says what is wrong. It was refused here, and a link clicked on the
  // desktop (the desktop file's %u) showed nothing at all (a network play-test).
  QString badInvitation;
  QString name;        // --player: the name shown at a network table (--name is Qt's own option)
  QString error;       // non-empty: the arguments are wrong; print it with the help and exit 2

  // Arguments as QCoreApplication::arguments() (the program name first).
  static CommandLine parse(const QStringList& arguments);
  // The --help text, translated into the current language; documents the saves' folder.
  static QString helpText();
  // "ginrummy 0.1.0"
  static QString versionText();
  // Prints the help with Qt's own options (QCommandLineParser::process) and exits with status 0.
  // Needs the QApplication, which is what knows the GUI options.
  [[noreturn]] static void showHelpAll(const QStringList& arguments);

  // True when the arguments may hold one of Qt's own options (-platform, -style, --reverse, ...),
  // which only QApplication recognises and removes: then they are parsed after it is created.
  static bool mayHoldQtOptions(const QStringList& arguments);

  // Diagnostics and tests: GIN_AUTOPLAY=<ms> makes the computer play every seat with that delay
  // and deal on without asking; -1 when unset.
  static int autoplayDelay();
};
