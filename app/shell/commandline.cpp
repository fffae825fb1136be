// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/commandline.h"

#include <QCommandLineParser>
#include <QDir>
#include <QSettings>
#include <cstdlib>

#include "invitation.h"
#include "protocol.h"
#include "store/savegame.h"
#include "store/settings.h"

namespace {
QString filesText() {
  return CommandLine::tr("Files:\n"
                         "  Saved game:  %1\n"
                         "               (written after every move; a damaged save is renamed *.broken-<date>, never deleted)\n"
                         "  Settings:    %2\n")
      .arg(QDir::toNativeSeparators(SaveGame::autosavePath()), QDir::toNativeSeparators(Settings::store()->fileName()))
      .trimmed();
}

struct Parser {
  QCommandLineParser parser;
  QCommandLineOption help, version;
  QCommandLineOption lang{QStringLiteral("lang"), CommandLine::tr("Use the language <code>: fi (Finnish) or en (English)."),
                          CommandLine::tr("code")};
  QCommandLineOption seed{QStringLiteral("seed"), CommandLine::tr("Start a new match with deal number <n> (shown in the status bar) instead of resuming: the same number deals the same cards."),
                          CommandLine::tr("n")};
  QCommandLineOption name{QStringLiteral("player"), CommandLine::tr("Your name at a network table."), CommandLine::tr("name")};
  Parser() : help(parser.addHelpOption()), version(parser.addVersionOption()) {
    // The files go into the description, so that --help-all (printed by Qt) shows them as well.
    parser.setApplicationDescription(CommandLine::tr("Gin rummy for the desktop: standard gin, Oklahoma, Hollywood and "
                                                     "poker gin against the computer or in hot seat.") +
                                     QStringLiteral("\n\n") + filesText());
    parser.addOption(lang);
    parser.addOption(seed);
    parser.addOption(name);
    parser.addPositionalArgument(QStringLiteral("invitation"),
                                 CommandLine::tr("Join the network table of this invitation (ginrummy://...)."),
                                 QStringLiteral("[invitation]"));
  }
};
}  // namespace

CommandLine CommandLine::parse(const QStringList& arguments) {
  CommandLine c;
  Parser p;
  if (!p.parser.parse(arguments)) {
    c.error = p.parser.errorText();
    return c;
  }
  c.help = p.parser.isSet(p.help);
  c.helpAll = p.parser.isSet(QStringLiteral("help-all"));
  c.version = p.parser.isSet(p.version);
  const QStringList positional = p.parser.positionalArguments();
  if (positional.size() == 1 && positional.first().trimmed().startsWith(QLatin1String("ginrummy:"), Qt::CaseInsensitive)) {
    const gin::net::ParsedLink link = gin::net::parseInvitation(positional.first());
    if (link.invitation) c.invitation = link.invitation->toString();
    else c.badInvitation = positional.first().trimmed();
  } else if (!positional.isEmpty()) {
    c.error = tr("Unexpected argument: %1").arg(positional.first());
  }
  if (p.parser.isSet(p.name)) {
    try {
      c.name = gin::net::readName(QJsonValue(p.parser.value(p.name).trimmed()), "name");
    } catch (const gin::net::BadMessage&) {
      c.error = tr("The name must be 1 to %1 printable characters.").arg(gin::net::kMaxNameLength);
    }
  }
  if (p.parser.isSet(p.lang)) {
    c.language = p.parser.value(p.lang);
    if (c.language != QLatin1String("fi") && c.language != QLatin1String("en"))
      c.error = tr("Unknown language \"%1\": use fi or en.").arg(c.language);
  }
  if (p.parser.isSet(p.seed)) {
    bool ok = false;
    c.seed = p.parser.value(p.seed).toULongLong(&ok);
    c.hasSeed = ok && c.seed > 0;  // 0 means "pick one at random" in GameSetup
    if (!c.hasSeed) c.error = tr("The seed must be a whole number from 1 to 18446744073709551615.");
  }
  return c;
}

QString CommandLine::helpText() {
  Parser p;
  return p.parser.helpText();
}

void CommandLine::showHelpAll(const QStringList& arguments) {
  Parser p;
  p.parser.process(arguments);  // --help-all: prints and exits
  std::exit(0);                 // not reached when --help-all is among the arguments
}

bool CommandLine::mayHoldQtOptions(const QStringList& arguments) {
  // QGuiApplication's and QApplication's options; QGuiApplication accepts them with "--" too.
  static const QStringList qtNames = {
      QStringLiteral("platform"),   QStringLiteral("platformpluginpath"), QStringLiteral("platformtheme"),
      QStringLiteral("plugin"),     QStringLiteral("qwindowgeometry"),    QStringLiteral("geometry"),
      QStringLiteral("qwindowtitle"), QStringLiteral("title"),          QStringLiteral("qwindowicon"),
      QStringLiteral("icon"),       QStringLiteral("display"),            QStringLiteral("name"),
      QStringLiteral("reverse"),    QStringLiteral("session"),            QStringLiteral("testability"),
      QStringLiteral("qmljsdebugger"), QStringLiteral("style"),          QStringLiteral("stylesheet"),
      QStringLiteral("widgetcount"), QStringLiteral("nograb"),            QStringLiteral("dograb"),
      QStringLiteral("visual"),     QStringLiteral("ncols"),              QStringLiteral("cmap")};
  for (qsizetype i = 1; i < arguments.size(); ++i) {
    const QString& a = arguments[i];
    if (a == QLatin1String("--")) break;
    if (a.size() < 2 || !a.startsWith(QLatin1Char('-'))) continue;
    const bool doubleDash = a.startsWith(QLatin1String("--"));
    const QString name = a.mid(doubleDash ? 2 : 1).section(QLatin1Char('='), 0, 0);
    // Our own single-dash options are single letters (-h, -v); a single-dash word is Qt's style.
    if (!doubleDash && name.size() > 1) return true;
    if (doubleDash && qtNames.contains(name)) return true;
  }
  return false;
}

QString CommandLine::versionText() {
  return QCoreApplication::applicationName() + QLatin1Char(' ') + QLatin1String(GIN_VERSION);
}

int CommandLine::autoplayDelay() {
  bool ok = false;
  const int ms = qEnvironmentVariableIntValue("GIN_AUTOPLAY", &ok);
  return ok && ms >= 0 ? ms : -1;
}
