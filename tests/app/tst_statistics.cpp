// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics: what hands and games add, per opponent level and variant, kept across sessions,
// recorded from a real game through the controller (and not again when it is resumed), and the dialog.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "store/settings.h"
#include "store/statistics.h"
#include "shell/statisticsdialog.h"
#include "game/gamecontroller.h"

using namespace gin;
using ai::Level;

namespace {
HandResult result(Outcome o, int winner, int knocker) {
  HandResult r;
  r.outcome = o;
  r.winner = winner;
  r.knocker = knocker;
  return r;
}
Rules preset(const char* name) {
  Rules r;
  gin::preset(name, r);
  return r;
}
}  // namespace

class TestStatistics : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // Settings live in the temporary folder: the real record is never touched.
    QVERIFY(Settings::store()->fileName().startsWith(qEnvironmentVariable("XDG_CONFIG_HOME") + QLatin1Char('/')));
  }
  void init() { Statistics().reset(); }

  void variants() {
    QCOMPARE(Statistics::variantOf(preset("standard")), QStringLiteral("gin"));
    QCOMPARE(Statistics::variantOf(preset("20-point")), QStringLiteral("gin"));
    QCOMPARE(Statistics::variantOf(preset("oklahoma")), QStringLiteral("oklahoma"));
    QCOMPARE(Statistics::variantOf(preset("hollywood")), QStringLiteral("hollywood"));
    QCOMPARE(Statistics::variantOf(preset("hollywood-oklahoma")), QStringLiteral("hollywood-oklahoma"));
    QCOMPARE(Statistics::variantOf(preset("poker")), QStringLiteral("poker"));
    for (const QString& v : Statistics::variants()) QVERIFY(Statistics::variantTitle(v) != v);
  }

  void hands() {
    Statistics s;
    const QString gin = QStringLiteral("gin");
    s.addHand(Level::Casual, gin, result(Outcome::Knock, 0, 0), 0);      // won by knocking
    s.addHand(Level::Casual, gin, result(Outcome::Gin, 0, 0), 0);        // gin
    s.addHand(Level::Casual, gin, result(Outcome::BigGin, 0, 0), 0);     // big gin
    s.addHand(Level::Casual, gin, result(Outcome::Undercut, 0, 1), 0);   // you undercut the knocker
    s.addHand(Level::Casual, gin, result(Outcome::Undercut, 1, 0), 0);   // you were undercut
    s.addHand(Level::Casual, gin, result(Outcome::Gin, 1, 1), 0);        // the computer's gin
    s.addHand(Level::Casual, gin, result(Outcome::Drawn, -1, -1), 0);    // drawn
    StatRecord want;
    want.handsPlayed = 7;
    want.handsWon = 4;
    want.gins = 1;
    want.bigGins = 1;
    want.undercutsGiven = 1;
    want.undercutsTaken = 1;
    QCOMPARE(s.record(Level::Casual, gin), want);
    // Other levels and variants are separate.
    QCOMPARE(s.record(Level::Expert, gin), StatRecord());
    QCOMPARE(s.record(Level::Casual, QStringLiteral("poker")), StatRecord());
    // Seat 1 as "you" reads the same hands the other way round.
    s.reset();
    s.addHand(Level::Strong, gin, result(Outcome::Undercut, 0, 1), 1);
    QCOMPARE(s.record(Level::Strong, gin).undercutsTaken, 1);
    QCOMPARE(s.record(Level::Strong, gin).handsWon, 0);
  }

  void gamesAndStreaks() {
    Statistics s;
    const QString v = QStringLiteral("hollywood");
    const bool wins[] = {true, true, false, true, true, true, false, true};
    const int results[] = {120, 340, -80, 95, 410, 150, -20, 60};
    for (int i = 0; i < 8; ++i) s.addGame(Level::Expert, v, wins[i], results[i]);
    const StatRecord r = s.record(Level::Expert, v);
    QCOMPARE(r.gamesPlayed, 8);
    QCOMPARE(r.gamesWon, 6);
    QCOMPARE(r.bestGame, 410);
    QCOMPARE(r.longestStreak, 3);
    QCOMPARE(r.currentStreak, 1);
  }

  void keptAcrossSessionsAndTotals() {
    {
      Statistics s;
      s.addGame(Level::Beginner, QStringLiteral("gin"), true, 100);
      s.addGame(Level::Expert, QStringLiteral("gin"), true, 250);
      s.addGame(Level::Expert, QStringLiteral("poker"), false, -40);
      s.addHand(Level::Expert, QStringLiteral("poker"), result(Outcome::Gin, 2, 2), 2);
    }
    Statistics again;  // a new session reads what the last one stored
    QCOMPARE(again.record(Level::Beginner, QStringLiteral("gin")).gamesWon, 1);
    const StatRecord all = again.total(std::nullopt, QString());
    QCOMPARE(all.gamesPlayed, 3);
    QCOMPARE(all.gamesWon, 2);
    QCOMPARE(all.bestGame, 250);
    QCOMPARE(all.gins, 1);
    QCOMPARE(again.total(Level::Expert, QString()).gamesPlayed, 2);
    QCOMPARE(again.total(std::nullopt, QStringLiteral("gin")).gamesPlayed, 2);
    again.reset();
    QCOMPARE(again.total(std::nullopt, QString()), StatRecord());
  }

  // A real match through the controller: one person against the computer, played with the first legal
  // action, to a target of 1 so that the first hand won ends it.
  void recordedFromTheController() {
    Statistics stats;
    GameController controller;
    controller.setAiDelay(0);
    stats.track(&controller);
    GameSetup setup;
    setup.rules = preset("oklahoma");
    setup.rules.gameTarget = 1;
    setup.seed = 4242;
    setup.seats = {SeatSetup{SeatKind::Person, Level::Casual, {}}, SeatSetup{SeatKind::Computer, Level::Beginner, {}}};
    int hands = 0;
    connect(&controller, &GameController::handOver, this, [&] {
      ++hands;
      if (!controller.match().over()) QTimer::singleShot(0, &controller, &GameController::nextHand);
    });
    connect(&controller, &GameController::changed, this, [&] {
      if (controller.humanToAct())
        QTimer::singleShot(0, &controller, [&] {
          if (controller.humanToAct()) controller.act(controller.hand().legalActions().front());
        });
    });
    controller.newMatch(setup);
    QTRY_VERIFY_WITH_TIMEOUT(controller.match().over(), 60000);
    const StatRecord r = stats.record(Level::Beginner, QStringLiteral("oklahoma"));
    QCOMPARE(r.handsPlayed, hands);
    QCOMPARE(r.gamesPlayed, 1);
    const bool won = controller.match().sheet().matchWinner() == 0;
    QCOMPARE(r.gamesWon, won ? 1 : 0);
    QCOMPARE(r.handsWon, controller.match().sheet().winsSoFar(0));
    QCOMPARE(r.bestGame, won ? controller.match().sheet().matchResult()[0] : 0);

    // Resuming the same game (as after a restart) adds nothing.
    GameController resumed;
    stats.track(&resumed);
    QVERIFY(resumed.replay(controller.setup(), controller.actionLog()));
    QCOMPARE(stats.record(Level::Beginner, QStringLiteral("oklahoma")), r);
  }

  void hotSeatIsNotRecorded() {
    Statistics stats;
    GameController controller;
    stats.track(&controller);
    GameSetup setup;
    setup.rules = preset("standard");
    setup.seats = {SeatSetup{SeatKind::Person, Level::Casual, {}}, SeatSetup{SeatKind::Person, Level::Casual, {}}};
    setup.seed = 5;
    controller.newMatch(setup);
    for (int i = 0; i < 400 && !controller.hand().over(); ++i) {
      if (controller.curtain()) controller.revealSeat();
      const auto legal = controller.hand().legalActions();
      QVERIFY2(controller.act(legal[i % legal.size()]), qPrintable(QString::number(int(controller.hand().phase()))));
    }
    QVERIFY(controller.hand().over());
    QCOMPARE(stats.total(std::nullopt, QString()), StatRecord());
  }

  void dialog() {
    Statistics stats;
    for (int i = 0; i < 3; ++i) stats.addGame(Level::Strong, QStringLiteral("gin"), i != 1, 100 + i);
    stats.addHand(Level::Strong, QStringLiteral("gin"), result(Outcome::Gin, 0, 0), 0);
    stats.addGame(Level::Expert, QStringLiteral("poker"), false, -5);
    StatisticsDialog dlg(&stats);
    dlg.show();
    QCOMPARE(dlg.valueText(QStringLiteral("gamesPlayed")), QStringLiteral("4"));
    QCOMPARE(dlg.valueText(QStringLiteral("gamesWon")), QStringLiteral("2"));
    QCOMPARE(dlg.valueText(QStringLiteral("winRate")), QStringLiteral("50"));
    QCOMPARE(dlg.valueText(QStringLiteral("bestGame")), QStringLiteral("102"));
    QCOMPARE(dlg.valueText(QStringLiteral("gins")), QStringLiteral("1"));
    dlg.levelBox()->setCurrentIndex(dlg.levelBox()->findData(int(Level::Expert)));
    QCOMPARE(dlg.valueText(QStringLiteral("gamesPlayed")), QStringLiteral("1"));
    QCOMPARE(dlg.valueText(QStringLiteral("bestGame")), QStringLiteral("–"));
    dlg.variantBox()->setCurrentIndex(dlg.variantBox()->findData(QStringLiteral("gin")));
    QCOMPARE(dlg.valueText(QStringLiteral("gamesPlayed")), QStringLiteral("0"));
    dlg.levelBox()->setCurrentIndex(0);
    QCOMPARE(dlg.valueText(QStringLiteral("longestStreak")), QStringLiteral("1"));
    dlg.grab().save(QStringLiteral("/tmp/persist-statistics.png"));

    // Reset asks first: Cancel keeps everything, Reset clears it.
    answerNextMessageBox(QMessageBox::Cancel);
    QTest::mouseClick(dlg.resetButton(), Qt::LeftButton);
    QCOMPARE(dlg.valueText(QStringLiteral("gamesPlayed")), QStringLiteral("3"));
    answerNextMessageBox(QMessageBox::Reset);
    QTest::mouseClick(dlg.resetButton(), Qt::LeftButton);
    QCOMPARE(dlg.valueText(QStringLiteral("gamesPlayed")), QStringLiteral("0"));
    QVERIFY(!dlg.resetButton()->isEnabled());
    QCOMPARE(stats.total(std::nullopt, QString()), StatRecord());
  }

 private:
  void answerNextMessageBox(QMessageBox::StandardButton button) {
    QTimer::singleShot(50, this, [button] {
      if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->button(button)->click();
    });
  }
};

int main(int argc, char* argv[]) {
  // Before anything reads settings: a private settings folder for this run.
  QTemporaryDir config;
  qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
  QApplication app(argc, argv);
  TestStatistics t;
  return QTest::qExec(&t, argc, argv);
}
#include "tst_statistics.moc"
