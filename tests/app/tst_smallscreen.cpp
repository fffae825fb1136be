// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The windows beside the table on a 1024x600 netbook screen (the offscreen platform's screen from
// netbook-screen.json, set in CMake): the rules help and the coach's review open no taller than the
// screen, with their last lines and buttons on it; Escape closes the help; the review's step buttons
// stay where the mouse clicks them while the board above the decision changes from step to step. The
// score sheet beside the table says every total in words when its columns scroll sideways.
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QtTest>

#include "game/gamecontroller.h"
#include "shell/helpwindow.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "store/settings.h"
#include "coach/reviewwindow.h"
#include "sheet/scoresheetmodel.h"
#include "sheet/scoresheetwidget.h"
#include "sheet/sheetview.h"
#include "setup/newgamedialog.h"
#include "setup/setupchoices.h"
#include "tablefixture.h"
#include "testutil.h"

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
  // Every window as at a first start: the layout is kept as it changes, so an earlier test's open docks
  // would come up again.
  void init() { Settings::setWindowState(QByteArray()); }

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
    // The legend of the numbers gave way (it cut the summary off), and waits on the moves' tooltip.
    auto* legend = w->findChild<QLabel*>(QStringLiteral("reviewLegend"));
    auto* moves = w->findChild<QTableWidget*>(QStringLiteral("reviewCandidates"));
    QVERIFY(legend && moves);
    if (!legend->isVisible()) QCOMPARE(moves->toolTip(), legend->text());
    else QVERIFY(legend->mapTo(w.get(), QPoint(0, legend->height())).y() <= w->height());
  }

  // All rules at 1024x600 got a list about 100 px tall under the simple choices, four rows at a time (a
  // play-test): beside them it gets the dialog's height, and the dialog stays on the screen.
  void allRulesGetTheHeight() {
    NewGameDialog d;
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    d.choices()->gameButton(setupchoices::Game::Hollywood)->click();  // the most rows
    QTest::mouseClick(d.allRulesButton(), Qt::LeftButton);
    auto* rules = d.findChild<QScrollArea*>(QStringLiteral("allRulesPart"));
    QVERIFY(rules);
    QTRY_VERIFY(rules->isVisible());
    QCoreApplication::processEvents();
    QVERIFY2(rules->viewport()->height() >= 300, qPrintable(QStringLiteral("%1 px").arg(rules->viewport()->height())));
    QVERIFY2(room().contains(d.geometry()), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(d.x()).arg(d.y()).arg(d.width()).arg(d.height())));
    // Closed again, the dialog is the simple one.
    QTest::mouseClick(d.allRulesButton(), Qt::LeftButton);
    QTRY_VERIFY(!rules->isVisible());
    QTRY_VERIFY(d.width() < room().width() * 3 / 4);
  }

  // The print preview of the score sheet opens wide enough for its whole toolbar (at 680 px its page
  // setup and print buttons hid behind the toolbar's "»" on this screen), tall enough to see the page,
  // and inside the screen.
  void printPreviewShowsItsWholeToolbar() {
    ScoreSheetWidget sheet;
    sheet.setSheet(ScoreSheet(Rules{}), {QStringLiteral("Anna"), QStringLiteral("Bert")});
    sheet.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sheet));
    bool seen = false;
    QString why;
    QTimer::singleShot(200, [&] {
      QWidget* d = QApplication::activeModalWidget();
      if (!d) return;
      QCoreApplication::processEvents();
      seen = true;
      auto* bar = d->findChild<QToolBar*>();
      QToolButton* more = nullptr;
      for (auto* b : d->findChildren<QToolButton*>())
        if (b->objectName() == QLatin1String("qt_toolbar_ext_button")) more = b;
      const QRect frame = d->frameGeometry();
      if (!bar) why = QStringLiteral("no toolbar");
      else if (more && more->isVisible()) why = QStringLiteral("the toolbar's » shows at %1 px").arg(d->width());
      else if (d->height() < room().height() / 2) why = QStringLiteral("only %1 px tall").arg(d->height());
      else if (!room().contains(frame))
        why = QStringLiteral("%1,%2 %3x%4 outside the screen").arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height());
      d->close();
    });
    sheet.print();  // what its Print button does (disabled on a sheet without hands)
    QVERIFY(seen);
    QVERIFY2(why.isEmpty(), qPrintable(why));
  }

  // Beside the table at 1024x600 a Hollywood or five-player poker sheet scrolls sideways and its totals
  // were out of sight (a new player's first complaint): the standings above the columns name every
  // player with its total, every line on screen.
  void sheetNamesEveryTotalWhereItsColumnsScroll_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::newRow("hollywood") << QStringLiteral("hollywood") << 2;
    QTest::newRow("poker, five players") << QStringLiteral("poker") << 5;
  }
  void sheetNamesEveryTotalWhereItsColumnsScroll() {
    QFETCH(QString, variant);
    QFETCH(int, players);
    MainWindow w;
    w.resize(room().size());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameController* c = w.controller();
    c->setAiDelay(0);
    GameSetup s;
    QVERIFY(preset(variant.toStdString(), s.rules));
    s.rules.players = players;
    const QStringList names{QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Cilla"),
                            QStringLiteral("Daniel"), QStringLiteral("Eeva")};
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, names[0]}};
    for (int i = 1; i < players; ++i) s.seats.push_back(SeatSetup{SeatKind::Computer, ai::Level::Casual, names[i]});
    if (players == 2) {
      // Anna makes big gin.
      c->startScripted(s, testutil::twoSeats("Ac 2c 3c 4c 7h 7d 7s 9d Td Jd Qd", "5c 6c 8d Kd Th Jh 2s 3s 5s 6h", "8c", 0,
                                             nullptr, s.rules));
      QTest::mouseClick(w.button(QStringLiteral("biggin")), Qt::LeftButton);
    } else {
      // Bert knocks; Cilla, Daniel and Eeva lay off, then Anna confirms hers.
      const std::optional<HandState> five = tablefixture::pokerFiveLaidOff(s.rules);
      QVERIFY(five);
      c->startScripted(s, *five);
      QTest::mouseClick(w.button(QStringLiteral("confirm")), Qt::LeftButton);
    }
    QTRY_VERIFY(c->hand().over());
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    dock->toggleViewAction()->trigger();  // View > Score sheet
    QTRY_VERIFY(dock->isVisible());
    QCoreApplication::processEvents();
    QTableView* table = w.sheetWidget()->view();
    QVERIFY2(table->horizontalHeader()->length() > table->viewport()->width(), "the columns fit: nothing to prove here");
    auto* standings = w.sheetWidget()->findChild<QLabel*>(QStringLiteral("sheetStandings"));
    QVERIFY(standings && standings->isVisible());
    const QString text = standings->text();
    const gin::ScoreSheet& sheet = c->sheet();
    QCOMPARE(int(sheet.hands().size()), 1);
    int scored = 0;
    for (int g = 0; g < sheet.games(); ++g) {
      const std::vector<int> t = sheet.totals(g);
      for (int seat = 0; seat < players; ++seat) {
        scored += t[size_t(seat)];
        // Hollywood: "Game 1: Anna 25 – Bert 0"; poker: "Anna 0 · Bert 25 · ...".
        const QString said = variant == QLatin1String("hollywood")
                                 ? QStringLiteral("Game %1: Anna %2 – Bert %3").arg(g + 1).arg(t[0]).arg(t[1])
                                 : names[seat] + QLatin1Char(' ') + QString::number(t[size_t(seat)]);
        QVERIFY2(text.contains(said), qPrintable(said + QStringLiteral(" not in: ") + text));
      }
    }
    QVERIFY(scored > 0);
    // Every line on screen: inside the dock and tall enough for its wrapped lines.
    const QRect r(standings->mapTo(dock, QPoint(0, 0)), standings->size());
    QVERIFY2(dock->rect().contains(r), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())));
    QVERIFY(standings->height() >= standings->heightForWidth(standings->width()));

    // Scrolled sideways to the last game's totals, the rows still say what they are (a play-test lost the
    // labels with the first columns): what lies under the sheet's left edge is the "Total" label, and the
    // hand's result beside its number. Every column can still be brought out from under the labels.
    auto* view = w.sheetWidget()->view();
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    QCoreApplication::processEvents();
    const int total = w.sheetWidget()->model()->footerRow(ScoreSheetModel::Total);
    auto textAt = [&](int row, int x) {  // the text a person sees at that point of the sheet's rows
      const QPoint p(view->viewport()->x() + x, view->viewport()->y() + view->rowViewportPosition(row) + view->rowHeight(row) / 2);
      QWidget* under = view->childAt(p);
      auto* shown = under ? qobject_cast<QAbstractItemView*>(under->parentWidget()) : nullptr;
      return shown ? shown->indexAt(under->mapFrom(view, p)).data().toString() : QString();
    };
    QCOMPARE(textAt(total, 4), QStringLiteral("Total"));
    QCOMPARE(textAt(0, 4), QStringLiteral("1"));
    // And who won the hand, beside its number: the columns that said it are out of sight.
    const QString result = textAt(0, view->columnWidth(0) + view->columnWidth(1) + 4);
    const QString winner = names[sheet.hands()[0].result.winner];
    QVERIFY2(result.endsWith(QStringLiteral("(%1)").arg(winner)), qPrintable(result + QStringLiteral(", won by ") + winner));
    view->scrollTo(w.sheetWidget()->model()->index(total, 0));
    QCOMPARE(view->horizontalScrollBar()->value(), view->horizontalScrollBar()->maximum());  // a label keeps the scroll
    const int labels = view->frozenWidth();
    QVERIFY(labels > 0);
    // The dealers are left out beside the table (the table names this hand's): the room beside the labels
    // shows a whole game of a Hollywood sheet, both players' columns.
    QVERIFY(view->isColumnHidden(w.sheetWidget()->model()->dealerColumn()));
    if (variant == QLatin1String("hollywood")) {
      const int game = view->columnWidth(w.sheetWidget()->model()->gameColumn(0, 0)) + view->columnWidth(w.sheetWidget()->model()->gameColumn(0, 1));
      QVERIFY2(view->viewport()->width() - labels >= game,
               qPrintable(QStringLiteral("%1 px beside %2 px of labels for a game of %3 px").arg(view->viewport()->width() - labels).arg(labels).arg(game)));
    }
    for (int c = w.sheetWidget()->model()->resultColumn() + 1; c < w.sheetWidget()->model()->columnCount(); ++c) {
      if (view->isColumnHidden(c)) continue;
      view->scrollTo(w.sheetWidget()->model()->index(0, c));
      const QRect cell = view->visualRect(w.sheetWidget()->model()->index(0, c));
      // (A column wider than the room beside the labels shows its start; the rest scrolls out after it.)
      const bool fits = cell.width() <= view->viewport()->width() - labels;
      QVERIFY2(cell.left() >= labels && (cell.right() < view->viewport()->width() || (!fits && cell.left() == labels)),
               qPrintable(QStringLiteral("column %1 at %2-%3, labels %4").arg(c).arg(cell.left()).arg(cell.right()).arg(labels)));
    }
  }

  // Beside the table at 1024x600 the hand log and the score sheet keep the widths they have when a hand
  // ends (a play-test: the log shrank to 90 px, its words cut off, and the sheet took its room), and a
  // sheet the player made wider by its edge keeps that width at the next hand (it snapped back).
  void docksKeepTheirWidthsWhenAHandEnds() {
    MainWindow w;
    w.resize(room().size());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameController* c = w.controller();
    c->setAiDelay(100000);
    GameSetup s;
    QVERIFY(preset("hollywood", s.rules));
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")},
               SeatSetup{SeatKind::Computer, ai::Level::Casual, QStringLiteral("Bert")}};
    c->startScripted(s, testutil::twoSeats("Ac 2c 3c 4c 7h 7d 7s 9d Td Jd Qd", "5c 6c 8d Kd Th Jh 2s 3s 5s 6h", "8c", 0,
                                           nullptr, s.rules));
    auto* sheet = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    auto* log = w.findChild<QDockWidget*>(QStringLiteral("handLogDock"));
    sheet->toggleViewAction()->trigger();
    QTRY_VERIFY(sheet->isVisible());
    log->toggleViewAction()->trigger();
    QTRY_VERIFY(log->isVisible());
    QTest::qWait(50);
    const int logBefore = log->width(), sheetBefore = sheet->width();
    QVERIFY2(logBefore >= 150, qPrintable(QString::number(logBefore)));  // its lines readable
    QTest::mouseClick(w.button(QStringLiteral("biggin")), Qt::LeftButton);
    QTRY_VERIFY(c->hand().over());
    QTest::qWait(100);  // the fit after the result's bar comes queued
    QCOMPARE(log->width(), logBefore);
    QCOMPARE(sheet->width(), sheetBefore);
    // The log closed, the player drags the sheet's edge 150 px into the table; the next hand keeps it.
    log->toggleViewAction()->trigger();
    QTRY_VERIFY(!log->isVisible());
    QTest::qWait(50);
    w.resizeDocks({sheet}, {sheet->width() + 150}, Qt::Horizontal);  // what dragging the dock's edge does
    QTRY_VERIFY(sheet->width() >= sheetBefore + 100);
    const int widened = sheet->width();
    auto* next = w.findChild<QPushButton*>(QStringLiteral("nextHandButton"));
    QVERIFY(next && next->isVisible());
    QTest::mouseClick(next, Qt::LeftButton);
    QTRY_VERIFY(!c->hand().over());
    QTest::qWait(100);
    QCOMPARE(sheet->width(), widened);
  }
};

QTEST_MAIN(TstSmallScreen)
#include "tst_smallscreen.moc"
