// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The windows beside the table on a 1024x600 netbook screen (the offscreen platform's screen from
// netbook-screen.json, set in CMake): the rules help and the coach's review open no taller than the
// screen, with their last lines and buttons on it; Escape closes the help; the review's step buttons
// stay where the mouse clicks them while the board above the decision changes from step to step.
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTextBrowser>
#include <QtTest>

#include "game/gamecontroller.h"
#include "shell/helpwindow.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "coach/reviewwindow.h"

using namespace gin;

class TstSmallScreen : public QObject {
  Q_OBJECT

  // What the screen leaves for a window's frame: the same room the windows size themselves to.
  static QRect room() { return QGuiApplication::primaryScreen()->availableGeometry(); }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    QCOMPARE(room().size(), QSize(1024, 600));  // netbook-screen.json, not the platform's default
  }

  void rulesFitAndEscapeCloses() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showHelp(QStringLiteral("rules"));
    auto* help = w.findChild<HelpWindow*>();
    QVERIFY(help && help->isVisible());
    QVERIFY2(help->height() <= room().height() - 48, qPrintable(QString::number(help->height())));
    help->browser()->setFocus();
    QTest::keyClick(help->browser(), Qt::Key_Escape);
    QVERIFY(!help->isVisible());
  }

  void reviewFitsAndItsButtonsStayPut() {
    GameController c;
    c.setAiDelay(0);
    GameSetup s;
    s.seed = 41;
    s.seats = {SeatSetup{SeatKind::Computer, ai::Level::Casual, QStringLiteral("Anna")},
               SeatSetup{SeatKind::Computer, ai::Level::Beginner, QStringLiteral("Bert")}};
    c.newMatch(s);
    QTRY_VERIFY_WITH_TIMEOUT(c.hand().over(), 20000);
    std::unique_ptr<ReviewWindow> w(ReviewWindow::forController(c, nullptr, 24));
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QTRY_VERIFY_WITH_TIMEOUT(!w->analysing(), 60000);
    QVERIFY2(w->height() <= room().height() - 48, qPrintable(QString::number(w->height())));
    auto* summary = w->findChild<QLabel*>(QStringLiteral("reviewSummary"));
    auto* forward = w->findChild<QPushButton*>(QStringLiteral("reviewForward"));
    QVERIFY(summary && forward);
    const int at = forward->mapTo(w.get(), QPoint(0, 0)).y();
    for (int step = 0; step <= w->steps(); ++step) {
      w->setStep(step);
      QCoreApplication::processEvents();  // the layout after the new texts
      QCOMPARE(forward->mapTo(w.get(), QPoint(0, 0)).y(), at);
      const QRect sum(summary->mapTo(w.get(), QPoint(0, 0)), summary->size());
      QVERIFY2(w->rect().contains(sum) && summary->height() >= summary->heightForWidth(summary->width()),
               qPrintable(QStringLiteral("step %1: summary %2,%3 %4x%5 in %6x%7")
                              .arg(step).arg(sum.x()).arg(sum.y()).arg(sum.width()).arg(sum.height())
                              .arg(w->width()).arg(w->height())));
    }
  }
};

QTEST_MAIN(TstSmallScreen)
#include "tst_smallscreen.moc"
