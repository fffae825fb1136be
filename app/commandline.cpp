#include "commandline.h"

#include <QCommandLineParser>
#include <QDir>
#include <QSettings>

#include "savegame.h"
#include "settings.h"

namespace {
struct Parser {
  QCommandLineParser parser;
  QCommandLineOption help, version;
  QCommandLineOption lang{QStringLiteral("lang"), CommandLine::tr("Use the language <code>: fi (Finnish) or en (English)."),
                          CommandLine::tr("code")};
  QCommandLineOption seed{QStringLiteral("seed"), CommandLine::tr("Start a new match with deal number <n> (shown in the status bar) instead of resuming: the same number deals the same cards."),
                          CommandLine::tr("n")};
  Parser() : help(parser.addHelpOption()), version(parser.addVersionOption()) {
    parser.setApplicationDescription(CommandLine::tr("Gin rummy for the desktop: standard gin, Oklahoma, Hollywood and "
                                                     "poker gin against the computer or in hot seat."));
    parser.addOption(lang);
    parser.addOption(seed);
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
  c.version = p.parser.isSet(p.version);
  if (!p.parser.positionalArguments().isEmpty())
    c.error = tr("Unexpected argument: %1").arg(p.parser.positionalArguments().first());
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
  return p.parser.helpText() + QLatin1Char('\n') +
         tr("Files:\n"
            "  Saved game:  %1\n"
            "               (written after every move; a damaged save is renamed *.broken-<date>, never deleted)\n"
            "  Settings:    %2\n")
             .arg(QDir::toNativeSeparators(SaveGame::autosavePath()),
                  QDir::toNativeSeparators(Settings::store()->fileName()));
}

QString CommandLine::versionText() {
  return QCoreApplication::applicationName() + QLatin1Char(' ') + QLatin1String(GIN_VERSION);
}

int CommandLine::autoplayDelay() {
  bool ok = false;
  const int ms = qEnvironmentVariableIntValue("GIN_AUTOPLAY", &ok);
  return ok && ms >= 0 ? ms : -1;
}
