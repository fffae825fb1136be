#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <cstdio>

#include "autosave.h"
#include "cardrenderer.h"
#include "commandline.h"
#include "gamecontroller.h"
#include "language.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "savestatus.h"
#include "settings.h"
#include "tableview.h"

int main(int argc, char* argv[]) {
  QElapsedTimer clock;
  clock.start();
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("ginrummy"));
  QApplication::setOrganizationName(QStringLiteral("ginrummy"));
  QApplication::setApplicationVersion(QStringLiteral(GIN_VERSION));
  QApplication::setDesktopFileName(QStringLiteral(GIN_APP_ID));

  QStringList args = QApplication::arguments();
  // --measure-startup: time from main() to the first painted, playable table, then quit.
  const bool measure = args.removeAll(QStringLiteral("--measure-startup")) > 0;
  const CommandLine cmd = CommandLine::parse(args);
  const QString saved = Settings::language();
  Language::instance().setLanguage(!cmd.language.isEmpty() ? cmd.language
                                   : !saved.isEmpty()      ? saved
                                                           : Language::systemDefault());
  if (!cmd.error.isEmpty()) {
    std::fprintf(stderr, "%s\n\n%s", qPrintable(cmd.error), qPrintable(CommandLine::helpText()));
    return 2;
  }
  if (cmd.help || cmd.version) {
    std::printf("%s\n", qPrintable(cmd.help ? CommandLine::helpText() : CommandLine::versionText()));
    return 0;
  }
  CardRenderer::instance().setFourColour(Settings::fourColourDeck());
  CardRenderer::instance().setBack(Settings::deckBack() == QLatin1String("red") ? CardRenderer::Back::Red
                                                                                 : CardRenderer::Back::Blue);

  MainWindow w;
  GameSetup setup = NewGameDialog::remembered();
  const int autoplay = CommandLine::autoplayDelay();
  if (autoplay >= 0) {
    // Diagnostics: the computer plays every seat and deals on by itself.
    for (SeatSetup& s : setup.seats) s.human = false;
    w.controller()->setAiDelay(autoplay);
    QObject::connect(w.controller(), &GameController::handOver, w.controller(), [&w, autoplay] {
      QTimer::singleShot(autoplay, w.controller(), [&w] { w.controller()->nextHand(); });
    });
  }
  Autosave autosave(w.controller());
  autosave.setTrace(autoplay >= 0);
  SaveStatus::attach(&autosave, &w);
  w.show();
  if (autoplay >= 0 && !cmd.hasSeed && autosave.resumeIfPossible()) {
    // Diagnostics: a run that was killed carries on from its save (the kill test restarts it).
  } else if (cmd.hasSeed || measure || autoplay >= 0) {
    setup.seed = cmd.hasSeed ? cmd.seed : 0;
    w.startGame(setup);
  } else if (!autosave.offerResume(&w)) {
    w.startGame(setup);
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
