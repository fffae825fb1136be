// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>
#include <vector>

#include "a11y/application.h"
#include "a11y/choiceline.h"
#include "a11y/combobox.h"
#include "invitation.h"
#include "store/autosave.h"
#include "table/cardrenderer.h"
#include "shell/commandline.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "setup/newgamedialog.h"
#include "store/paths.h"
#include "store/savestatus.h"
#include "store/settings.h"
#include "table/tableview.h"

namespace {

void nameApplication() {
  QCoreApplication::setApplicationName(QStringLiteral("ginrummy"));
  QCoreApplication::setOrganizationName(QStringLiteral("ginrummy"));
  QCoreApplication::setApplicationVersion(QStringLiteral(GIN_VERSION));
}

void chooseLanguage(const CommandLine& cmd) {
  const QString saved = Settings::language();
  Language::instance().setLanguage(!cmd.language.isEmpty() ? cmd.language
                                   : !saved.isEmpty()      ? saved
                                                           : Language::systemDefault());
}

// --help, --help-all, --version and wrong arguments: prints the answer and returns the exit
// status, or -1 when the game should start.
int answer(const CommandLine& cmd, const QStringList& args) {
  if (!cmd.error.isEmpty()) {
    std::fprintf(stderr, "%s\n\n%s", qPrintable(cmd.error), qPrintable(CommandLine::helpText()));
    return 2;
  }
  if (cmd.helpAll) CommandLine::showHelpAll(args);
  if (cmd.help || cmd.version) {
    std::printf("%s\n", qPrintable(cmd.help ? CommandLine::helpText() : CommandLine::versionText()));
    return 0;
  }
  return -1;
}

// Answers without a display: QtCore is enough for the help and the version (translated); the
// list of Qt's own GUI options needs a QApplication, which runs on the offscreen platform here.
int answerWithoutDisplay(int argc, char* argv[], const CommandLine& cmd, const QStringList& args) {
  if (cmd.helpAll && cmd.error.isEmpty()) {
    QList<QByteArray> storage;
    for (int i = 0; i < argc; ++i) storage << QByteArray(argv[i]);
    storage << QByteArrayLiteral("-platform") << QByteArrayLiteral("offscreen");
    std::vector<char*> guiArgv;
    for (QByteArray& a : storage) guiArgv.push_back(a.data());
    guiArgv.push_back(nullptr);
    int guiArgc = static_cast<int>(storage.size());
    QApplication app(guiArgc, guiArgv.data());
    nameApplication();
    chooseLanguage(cmd);
    return answer(cmd, args);
  }
  QCoreApplication app(argc, argv);
  nameApplication();
  chooseLanguage(cmd);
  return answer(cmd, args);
}

}  // namespace

int main(int argc, char* argv[]) {
  QElapsedTimer clock;
  clock.start();
  // --measure-startup: time from main() to the first painted, playable table, then quit.
  bool measure = false;
  {
    // The command line is read before the GUI starts, so that --help, --help-all, --version and
    // wrong arguments are answered without a display. Qt's own options (-platform, -style...) are
    // only known to QApplication: with one of those, the arguments are read after it.
    QStringList raw;
    for (int i = 0; i < argc; ++i) raw << QString::fromLocal8Bit(argv[i]);
    measure = raw.removeAll(QStringLiteral("--measure-startup")) > 0;
    if (!CommandLine::mayHoldQtOptions(raw)) {
      const CommandLine early = CommandLine::parse(raw);
      if (early.help || early.helpAll || early.version || !early.error.isEmpty())
        return answerWithoutDisplay(argc, argv, early, raw);
    }
  }

  a11y::nameApplication();  // before the application's accessible interface can be made
  QApplication app(argc, argv);
  a11y::tieChoiceLines();
  a11y::sayComboValues();  // after Qt's own factory for widgets, installed with the application: asked first
  nameApplication();
  QApplication::setDesktopFileName(QStringLiteral(GIN_APP_ID));

  QStringList args = QApplication::arguments();
  args.removeAll(QStringLiteral("--measure-startup"));
  const CommandLine cmd = CommandLine::parse(args);
  chooseLanguage(cmd);
  if (const int status = answer(cmd, args); status >= 0) return status;
  // Saves of earlier versions move to the new folder before anything reads them; the player is told
  // what went where once the window is up.
  const QString moved = Paths::migrationReport(Paths::migrateLegacyData());
  // --player: the name the Host and Join dialogs offer in this run (not stored until one is used).
  if (!cmd.name.isEmpty()) Settings::setNetworkNameForThisRun(cmd.name);
  CardRenderer::instance().setFourColour(Settings::fourColourDeck());
  CardRenderer::instance().setBack(CardRenderer::backNamed(Settings::deckBack()));

  MainWindow w;
  GameSetup setup = NewGameDialog::remembered();
  const int autoplay = CommandLine::autoplayDelay();
  if (autoplay >= 0) {
    // Diagnostics: the computer plays every seat and deals on by itself.
    for (SeatSetup& s : setup.seats) s.kind = SeatKind::Computer;
    w.controller()->setAiDelay(autoplay);
    QObject::connect(w.controller(), &GameController::handOver, w.controller(), [&w, autoplay] {
      QTimer::singleShot(autoplay, w.controller(), [&w] { w.controller()->nextHand(); });
    });
  }
  Autosave autosave(w.controller());
  autosave.setTrace(autoplay >= 0);
  // Another running copy keeps the save, or the folder cannot be written: a person is told why and
  // chooses to play without saving or to quit; diagnostics go read-only and say why on stderr.
  const bool diagnostics = autoplay >= 0 || measure;
  if (diagnostics) {
    if (!autosave.lock()) {
      autosave.setReadOnly(true, autosave.lockProblem());
      std::fprintf(stderr, "read-only: %s\n", qPrintable(autosave.lockProblem()));
    }
  } else if (!autosave.lockOrAsk(&w)) {
    return 0;
  }
  if (!moved.isEmpty()) {
    if (diagnostics) std::fprintf(stderr, "moved: %s\n", qPrintable(moved));
    else QMessageBox::information(&w, Paths::migrationTitle(), moved);
  }
  SaveStatus::attach(&autosave, &w);
  w.setAutosave(&autosave);
  w.show();
  const QString name = Settings::networkName().left(40).trimmed();  // --player, else the one used before
  // A link that is no invitation, or nobody's name to join with (everyone so far sat as "Guest": a
  // network play-test): Join a network game with the link, which says what is wrong or asks the name.
  // Cancelled, the game starts as without a link.
  const bool ask = !cmd.badInvitation.isEmpty() || (!cmd.invitation.isEmpty() && name.isEmpty());
  if (ask && w.openJoinDialogWith(cmd.invitation.isEmpty() ? cmd.badInvitation : cmd.invitation)) {
    // At the table.
  } else if (!ask && !cmd.invitation.isEmpty()) {
    // An invitation (the command line, or a link opened through the desktop file's URL handler): that
    // network table; the save of a match here stays as it is.
    w.joinNetworkGame(*gin::net::parseInvitation(cmd.invitation).invitation, name);
  } else if (autoplay >= 0 && !cmd.hasSeed && autosave.resumeIfPossible()) {
    // Diagnostics: a run that was killed carries on from its save (the kill test restarts it).
  } else if (cmd.hasSeed && !measure && autoplay < 0 && autosave.offerSavedInsteadOfSeed(&w, cmd.seed)) {
    // The player kept the saved match.
  } else if (cmd.hasSeed || measure || autoplay >= 0) {
    setup.seed = cmd.hasSeed ? cmd.seed : 0;
    w.startGame(setup);
  } else if (w.offerRejoin()) {
    // A seat at a network table, kept when the game was closed or killed, taken back.
  } else if (!autosave.offerResume(&w)) {
    // The first start meets the welcome page; later ones start the remembered game as before.
    if (Settings::firstStart()) w.showWelcome();
    else w.startGame(setup);
  }
  if (measure) {
    // Stops the clock at the first paint of the table's viewport, which already shows the dealt hand.
    struct FirstPaint : QObject {
      QElapsedTimer* clock;
      bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint && clock) {
          std::printf("startup-ms %lld\n", static_cast<long long>(clock->elapsed()));
          std::fflush(stdout);
          clock = nullptr;
          QTimer::singleShot(0, qApp, &QApplication::quit);
        }
        return false;
      }
    };
    auto* watch = new FirstPaint;
    watch->clock = &clock;
    watch->setParent(&w);
    w.tableView()->viewport()->installEventFilter(watch);
  }
  return app.exec();
}
