// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The score sheet beside the table on a 1920x1080 screen (the offscreen platform's screen from
// desktop-screen.json, set in CMake): a window too narrow for the table and the sheet grows when the
// sheet opens, and goes back to its width when the sheet closes, unless the player resized it meanwhile.
// And what a resumed game shows beside it: no sheet before the match, the result of a hand saved over.
#include <QDockWidget>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QGraphicsView>
#include <QTableView>
#include <QTemporaryDir>
#include <QScreen>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

#include "game/gamecontroller.h"
#include "sheet/scoresheetwidget.h"
#include "sheet/sheetview.h"
#include "table/carditem.h"
#include "table/resultpanel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "shell/mainwindow.h"
#include "store/autosave.h"
#include "store/savegame.h"
#include "store/settings.h"
#include "tablefixture.h"
#include "tst_save_util.h"
#include "testutil.h"
#include "text/language.h"

using namespace gin;

namespace {
// A hand against the computer, which never moves in these tests.
void startHand(MainWindow& w, const Rules& rules = Rules()) {
  const GameSetup s = tablefixture::vsComputer(rules);
  w.controller()->setAiDelay(100000);
  w.controller()->startScripted(s, testutil::twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h",
                                                      "8c", 0, nullptr, s.rules));
}
}  // namespace

class TstSheetDock : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(1920, 1080));  // desktop-screen.json
  }
  // Every window as at a first start (the layout is kept as it changes: an earlier test's sheet would open).
  void init() { Settings::setWindowState(QByteArray()); }

  // The docks and the window's size are kept as they change, not only when the window closes: after a
  // crash or a kill the next start showed the layout of the last close (the sheet opened, then gone).
  void layoutIsKeptBeforeTheWindowCloses() {
    MainWindow w;
    w.resize(1300, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    startHand(w);
    auto* sheet = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    auto* log = w.findChild<QDockWidget*>(QStringLiteral("handLogDock"));
    QVERIFY(sheet && log && !sheet->isVisible() && !log->isVisible());
    sheet->toggleViewAction()->trigger();
    log->toggleViewAction()->trigger();
    QTRY_VERIFY(sheet->isVisible() && log->isVisible());
    // Written without a close: a window made now from the settings opens both.
    QTRY_COMPARE(Settings::windowState(), w.saveState());
    {
      MainWindow next;
      next.show();
      QVERIFY(QTest::qWaitForWindowExposed(&next));
      QVERIFY(next.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"))->isVisible());
      QVERIFY(next.findChild<QDockWidget*>(QStringLiteral("handLogDock"))->isVisible());
    }
    // The log closed and the window made taller: kept too, once the change has settled.
    log->toggleViewAction()->trigger();
    w.resize(1300, 900);
    QTRY_COMPARE(Settings::windowState(), w.saveState());
    QTRY_COMPARE(Settings::windowGeometry(), w.saveGeometry());
    MainWindow again;
    QCOMPARE(again.height(), 900);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QTest::qWait(100);
    QCOMPARE(again.size(), QSize(1300, 900));  // the sheet restored does not widen the window kept
    QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"))->isVisible());
    QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("handLogDock"))->isVisible());
  }

  // The first start on a 1920x1080 screen: four fifths of it (at 1180 x 760 the screen was mostly black
  // around a small table: a playtest), and the table and the score sheet side by side without widening.
  void firstStartFillsALargeScreen() {
    Settings::setWindowGeometry(QByteArray());
    MainWindow w;
    const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
    QCOMPARE(w.size(), screen * 0.8);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    startHand(w);
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    QVERIFY(dock);
    const int before = w.width();
    dock->show();
    QTRY_VERIFY(dock->isVisible());
    QCOMPARE(w.width(), before);
  }

  // Opened at the window's first size it widened the window; closed, the window stayed wide (a new
  // player's playtest: 1180 px, 1404 with the sheet, 1404 after).
  void windowGoesBackWhenTheSheetCloses() {
    MainWindow w;
    w.resize(1180, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Rules hollywood;
    QVERIFY(preset("hollywood", hollywood));  // its sheet needs more than the table leaves
    startHand(w, hollywood);
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    auto* button = w.findChild<QToolButton*>(QStringLiteral("sheetButton"));
    QVERIFY(dock && button && !dock->isVisible());
    const int before = w.width();
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(dock->isVisible());
    QTRY_VERIFY2(w.width() > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(w.width())));  // it made room
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(!dock->isVisible());
    QTRY_COMPARE(w.width(), before);
    // Resized by the player while the sheet is open: the window keeps that width.
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(dock->isVisible());
    QTRY_VERIFY(w.width() > before);
    const int chosen = w.width() + 20;
    w.resize(chosen, w.height());
    QTRY_COMPARE(w.width(), chosen);
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(!dock->isVisible());
    QTest::qWait(50);
    QCOMPARE(w.width(), chosen);
  }

  // A window at the screen's right edge moves left as it widens for the sheet, and goes back to its
  // place when the sheet closes (the window manager had pushed it left, and there it stayed: a
  // play-test at 1024x600).
  void windowGoesBackToItsPlaceWhenTheSheetCloses() {
    MainWindow w;
    w.resize(1180, 760);
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.move(w.pos().x() + screen.right() - w.frameGeometry().right(), 100);  // its frame against the edge
    QTRY_COMPARE(w.frameGeometry().right(), screen.right());
    const QPoint place = w.pos();
    Rules hollywood;
    QVERIFY(preset("hollywood", hollywood));
    startHand(w, hollywood);
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    auto* button = w.findChild<QToolButton*>(QStringLiteral("sheetButton"));
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(dock->isVisible());
    QTRY_VERIFY(w.width() > 1180);
    QTRY_COMPARE(w.frameGeometry().right(), screen.right());  // still on the screen: it moved left
    QVERIFY(w.pos().x() < place.x());
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(!dock->isVisible());
    QTRY_COMPARE(w.width(), 1180);
    QTRY_COMPARE(w.pos(), place);
  }

  // The cell the arrows are on shows while the sheet has the keys (nothing showed it: no selection, and
  // the style draws no focus frame in a table), and only then.
  void theCurrentCellShowsWhileTheSheetHasTheKeys() {
    MainWindow w;
    w.resize(1600, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    startHand(w);
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    dock->show();
    QTRY_VERIFY(dock->isVisible());
    auto* sheet = w.findChild<SheetView*>();
    QVERIFY(sheet);
    w.activateWindow();
    sheet->setFocus();
    QTRY_VERIFY(sheet->hasFocus());
    const QModelIndex cell = sheet->model()->index(1, sheet->model()->columnCount() - 1);
    sheet->setCurrentIndex(cell);
    const QRect r = sheet->visualRect(cell);
    QVERIFY(sheet->viewport()->rect().contains(r));
    const QColor ring = sheet->palette().color(QPalette::Highlight);
    auto ringed = [&] {
      const QImage img = sheet->viewport()->grab().toImage();
      int on = 0;  // pixels of the ring's colour along the cell's top edge, inside it
      for (int x = r.left() + 3; x < r.right() - 3; ++x) on += img.pixelColor(x, r.top() + 1) == ring;
      return on > (r.width() - 6) / 2;
    };
    QVERIFY(ringed());
    w.tableView()->setFocus();
    QTRY_VERIFY(!sheet->hasFocus());
    QVERIFY(!ringed());
  }

  // The PDF's "saved as" note took the move's prompt off the status line for good (a new player's
  // playtest); after a while the prompt comes back, unless a move said something else meanwhile.
  void promptComesBackAfterThePdfNote() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    startHand(w);
    const QString prompt = w.controller()->prompt();
    QTRY_COMPARE(w.statusText(), prompt);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    QVERIFY(w.sheetWidget()->exportPdfTo(path));
    QVERIFY2(w.statusText().startsWith(QStringLiteral("The score sheet was saved as")), qPrintable(w.statusText()));
    QTRY_COMPARE_WITH_TIMEOUT(w.statusText(), prompt, MainWindow::kNoteMs + 3000);
    // A move's words after the note stay.
    QVERIFY(w.sheetWidget()->exportPdfTo(path));
    w.controller()->act(Action::drawStock());
    const QString after = w.statusText();
    QVERIFY(!after.startsWith(QStringLiteral("The score sheet")));
    QTest::qWait(MainWindow::kNoteMs + 500);
    QCOMPARE(w.statusText(), after);
  }

  // Tab moved only from cell to cell of the sheet: the keyboard never got back to the cards (a new
  // player's playtest). It goes on to the sheet's buttons and round to the table.
  void tabLeavesTheSheet() {
    MainWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    startHand(w);
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    QTest::keyClick(&w, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(dock->isVisible());
    auto* sheet = dock->findChild<QTableView*>();
    QVERIFY(sheet);
    sheet->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(sheet));
    QTest::keyClick(sheet, Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() != sheet);
    // On round the window, the table's view comes again.
    auto* table = w.findChild<QGraphicsView*>();
    QVERIFY(table);
    bool reached = false;
    for (int i = 0; i < 40 && !reached; ++i) {
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
      reached = QApplication::focusWidget() == table;
    }
    QVERIFY(reached);
  }

  // Before a match the sheet names none: while the start-up question offered a saved Hollywood match,
  // the open sheet beside it said "Standard gin — Players: Player 1 and Player 2" (a play-test). Once
  // the match is resumed, its own sheet.
  void sayNothingBeforeAMatch() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    const SaveGame save = savetest::play(savetest::setupFor("hollywood", 2, 21), 150, 2);
    QVERIFY(save.write(path));
    MainWindow w;
    w.controller()->setAiDelay(1000000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    dock->show();
    QTRY_VERIFY(dock->isVisible());
    Autosave autosave(w.controller(), path);
    QString asked, behind;
    bool columns = true;
    int headingTop = -1;
    QTimer::singleShot(50, this, [&] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box) return;
      asked = box->text();
      for (QLabel* l : w.sheetWidget()->findChildren<QLabel*>())
        if (l->isVisible()) behind += l->text() + QLatin1Char('|');
      columns = w.sheetWidget()->view()->isVisible();
      const QLabel* heading = w.sheetWidget()->findChildren<QLabel*>().front();
      headingTop = heading->height() - heading->heightForWidth(heading->width());
      box->button(QMessageBox::Yes)->click();
    });
    QVERIFY(autosave.offerResume(&w));
    QVERIFY2(asked.startsWith(QStringLiteral("A game in progress was saved (Hollywood gin")), qPrintable(asked));
    QCOMPARE(behind, QStringLiteral("No match yet: the sheet fills in as you play.|"));
    // Its lines at the top, not in the middle of a label stretched over the panel.
    QVERIFY2(headingTop < 10, qPrintable(QString::number(headingTop)));
    QVERIFY(!columns);
    QTRY_VERIFY(w.sheetWidget()->view()->isVisible());
    auto* heading = w.sheetWidget()->findChildren<QLabel*>().front();
    QCOMPARE(heading->text(), QStringLiteral("Hollywood gin"));
  }

  // A game saved at the end of a hand comes back with the result on the status line, as it went: the
  // deal's first words, held back while the cards flew in, came after it ("The hand is over.").
  void resumedHandSaysItsResult() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    SaveGame save;
    save.setup = savetest::setupFor("standard", 2, 5);
    save.log = {{}};
    Match m(save.setup.rules, save.setup.seed);
    QRandomGenerator rng(3);
    while (!m.hand().over()) {
      const auto legal = m.hand().legalActions();
      QCOMPARE(m.apply(m.hand().toAct(), legal[rng.bounded(int(legal.size()))]), Reject::Ok);
      save.log.back().push_back(m.hand().history().back().action);
    }
    QVERIFY(save.write(path));
    const double speed = Anim::speed();
    const auto restore = qScopeGuard([speed] { Anim::setSpeed(speed); });
    MainWindow w;
    Anim::setSpeed(1);  // as a player has it (the window set the shared test settings' speed): the cards fly
    w.controller()->setAiDelay(1000000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    Autosave autosave(w.controller(), path);
    QTimer::singleShot(50, this, [] {
      if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->button(QMessageBox::Yes)->click();
    });
    QVERIFY(autosave.offerResume(&w));
    ResultPanel* panel = w.tableView()->resultPanel();
    QTRY_VERIFY(panel->isVisible());
    QVERIFY(w.tableView()->table()->msUntilStill() > 0);  // the cards fly in: the words wait for them
    QTRY_COMPARE(w.tableView()->table()->msUntilStill(), 0);
    QTest::qWait(300);
    QVERIFY2(w.statusText().startsWith(panel->summary()), qPrintable(w.statusText()));
  }
};

QTEST_MAIN(TstSheetDock)
#include "tst_sheetdock.moc"
