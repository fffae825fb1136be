// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the card table's look and options: the deck and hint options of the View menu, the
// deal's animation and speed, painting while dragging, the score sheet dock, and the README's and the
// Finnish screenshots (tablewindow.h).
#include <QDockWidget>
#include <QHashSeed>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QTableView>
#include <QToolButton>

#include "sheet/scoresheetwidget.h"
#include "sheet/sheetview.h"
#include "store/settings.h"
#include "table/cardrenderer.h"
#include "table/curtain.h"
#include "table/resultpanel.h"
#include "table/tableitems.h"
#include "tablewindow.h"
#include "text/cardtext.h"

using namespace gin;
using tablewindow::vsComputer;
using testutil::C;
using testutil::S;
using testutil::twoSeats;

class TestTableLook : public TableWindowTest {
  Q_OBJECT

 private slots:
  void initTestCase() { setUpCase(); }
  void init() { openWindow(); }
  void cleanup() { closeWindow(); }

  // View menu: the four-colour deck, the card back and hints take effect at once on the table.
  void deckAndHintOptionsFromTheViewMenu() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    // Colours of what an item paints: (green-dominant, blue-dominant, red-dominant) pixel counts.
    auto inks = [](QGraphicsItem* item) {
      const QSize size = item->boundingRect().size().toSize();
      QImage img(size, QImage::Format_ARGB32);
      img.fill(Qt::white);
      QPainter p(&img);
      item->paint(&p, nullptr, nullptr);
      p.end();
      int g = 0, b = 0, r = 0;
      for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
          const QColor c = img.pixelColor(x, y);
          g += c.green() > c.red() + 50 && c.green() > c.blue() + 50;
          b += c.blue() > c.red() + 50 && c.blue() > c.green() + 30;
          r += c.red() > c.green() + 80 && c.red() > c.blue() + 80;
        }
      return std::array<int, 3>{g, b, r};
    };
    QAction* four = w_->findChild<QAction*>(QStringLiteral("fourColourDeck"));
    QAction* red = w_->findChild<QAction*>(QStringLiteral("back_red"));
    QAction* blue = w_->findChild<QAction*>(QStringLiteral("back_blue"));
    QAction* hints = w_->findChild<QAction*>(QStringLiteral("showHints"));
    QVERIFY(four && red && blue && hints);
    if (four->isChecked()) four->trigger();
    blue->trigger();
    CardItem* club = scene_->cardItem(C("Ac"));
    CardItem* back = scene_->seatItems(1).front();  // the computer's card, face down
    QVERIFY(!scene_->cardItem(C("5c")));              // and unknown to the table
    QVERIFY(club->faceUp() && !back->faceUp());
    QCOMPARE(inks(club)[0], 0);
    four->trigger();
    QVERIFY(inks(club)[0] > 50);  // clubs are green now
    four->trigger();
    QCOMPARE(inks(club)[0], 0);
    const auto blueBack = inks(back);
    QVERIFY(blueBack[1] > blueBack[2]);
    red->trigger();
    const auto redBack = inks(back);
    QVERIFY(redBack[2] > redBack[1]);
    blue->trigger();

    // Hints off: no Hint button, and its menu action is disabled too.
    QPushButton* hint = w_->button(QStringLiteral("hint"));
    if (!hints->isChecked()) hints->trigger();
    QVERIFY(hint->isVisible() && hint->isEnabled());
    hints->trigger();
    QVERIFY(!hint->isVisible());
    hints->trigger();
    QVERIFY(hint->isVisible() && hint->isEnabled());
  }

  void dragRepaintsWithoutSvg() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d 4c", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c"));
    view_->viewport()->repaint();
    const int renders = CardRenderer::instance().renderCount();
    QWidget* vp = view_->viewport();
    const QPoint a = toView(centreOf(C("Kd"))), b = toView(scene_->zoneRect(TableScene::Target::Knock).center());
    QElapsedTimer clock;
    clock.start();
    QTest::mousePress(vp, Qt::LeftButton, {}, a);
    for (int i = 1; i <= 30; ++i) {
      QTest::mouseMove(vp, a + (b - a) * i / 30);
      vp->repaint();
    }
    // A figure for the report, not an assertion: timing depends on the machine.
    qInfo("drag: 30 moves with a full repaint each, %.2f ms per move", clock.nsecsElapsed() / 30e6);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, a);
    vp->repaint();
    QCOMPARE(CardRenderer::instance().renderCount(), renders);
  }

  void dealIsStaggeredAndCardsFlip() {
    Anim::setSpeed(1);
    c_->setAiDelay(1000000);  // the computer waits: only the deal moves
    GameSetup s = vsComputer();
    s.seed = 9;
    c_->newMatch(s);
    const std::vector<Card> mine = toVector(c_->hand().hand(0));
    const std::vector<Card> theirs = toVector(c_->hand().hand(1));
    // Right after the deal every card still lies on the stock, face down; all but the first wait their turn.
    int waiting = 0;
    for (Card k : mine) {
      CardItem* it = scene_->cardItem(k);
      QVERIFY(it->faceUp());      // turning face up...
      QVERIFY(!it->showsFace());  // ...but not yet
      QVERIFY(it->pos() != it->home());
      waiting += it->waiting();
    }
    QVERIFY(waiting >= int(mine.size()) - 1);
    // One by one: a moment comes when some cards have landed face up and others still wait on the stock.
    auto landed = [&](Card k) {
      CardItem* it = scene_->cardItem(k);
      return it->pos() == it->home() && !it->moving();
    };
    QTRY_VERIFY(std::any_of(mine.begin(), mine.end(), landed) &&
                std::any_of(mine.begin(), mine.end(), [&](Card k) { return scene_->cardItem(k)->waiting(); }));
    shot(QStringLiteral("00-dealing"));
    auto itemLanded = [](const CardItem* it) { return it->pos() == it->home() && !it->moving(); };
    auto theirsLanded = [&] {
      const QVector<CardItem*> items = scene_->seatItems(1);
      return items.size() == int(theirs.size()) && std::all_of(items.begin(), items.end(), itemLanded);
    };
    QTRY_VERIFY(std::all_of(mine.begin(), mine.end(), landed) && theirsLanded());
    for (Card k : mine) QTRY_VERIFY(scene_->cardItem(k)->showsFace());
    const QVector<CardItem*> theirItems = scene_->seatItems(1);
    QCOMPARE(int(theirItems.size()), int(theirs.size()));
    for (CardItem* it : theirItems) QVERIFY(!it->showsFace() && it->card() == NoCard);
    // A draw: the card flies into the hand and flips on the way, narrowing to an edge and widening again.
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    CardItem* drawn = scene_->stockTop();
    auto anyMoving = [&] {
      for (CardItem* it : scene_->allItems())
        if (it->moving()) return true;
      return false;
    };
    QTRY_VERIFY(!anyMoving());  // the deal is over
    drag(tablefixture::pointOn(drawn), handDropPoint());
    QCOMPARE(scene_->cardItem(C("4c")), drawn);  // the stock's top item became the card drawn
    QVERIFY(drawn->faceUp());
    QVERIFY(!drawn->showsFace());
    QTRY_VERIFY(drawn->transform().m11() < 0.6);  // half way through the flip
    QTRY_VERIFY(drawn->showsFace() && drawn->transform().isIdentity() && drawn->pos() == drawn->home());
    Anim::setSpeed(0);
  }

  // With animations on, the computer's first move waits until the last dealt card has landed.
  void computerWaitsForTheDeal() {
    Anim::setSpeed(1);
    c_->setAiDelay(1000000);
    GameSetup s = vsComputer();
    for (s.seed = 1; s.seed < 50; ++s.seed) {  // a deal where the computer speaks first
      c_->newMatch(s);
      if (c_->hand().toAct() == 1) break;
    }
    QCOMPARE(c_->hand().toAct(), 1);
    c_->setAiDelay(0);
    bool dealing = false;
    const auto conn = connect(c_, &GameController::actionApplied, this, [&] {
      for (CardItem* it : scene_->allItems()) dealing |= it->waiting();
    });
    c_->newMatch(s);
    QTRY_VERIFY_WITH_TIMEOUT(!c_->hand().history().empty(), 10000);
    disconnect(conn);
    QVERIFY(!dealing);
    Anim::setSpeed(0);
  }

  void animationSpeedMenu() {
    QAction* off = w_->findChild<QAction*>(QStringLiteral("animationSpeed0"));
    QAction* normal = w_->findChild<QAction*>(QStringLiteral("animationSpeed2"));
    QVERIFY(off && normal);
    normal->trigger();
    QCOMPARE(Anim::speed(), 1.0);
    QCOMPARE(c_->aiDelay(), Anim::kAiDelay);
    off->trigger();
    QCOMPARE(Anim::speed(), 0.0);
    QCOMPARE(c_->aiDelay(), Anim::kAiDelayOff);
    // Off: the deal puts every card in its place at once, face up where it belongs.
    c_->setAiDelay(1000000);
    c_->newMatch(vsComputer());
    forEach(c_->hand().hand(0), [&](Card k) {
      QVERIFY(!scene_->cardItem(k)->moving());
      QVERIFY(scene_->cardItem(k)->showsFace());
    });
  }

  void scoreSheetDock() {
    // The sheet starts hidden: the table has the window. View > Score sheet (or the bar button) opens it
    // as wide as its columns need while the table keeps a playable width.
    QDockWidget* dock = w_->findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    QVERIFY(dock && !dock->isVisible());
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c"));
    QToolButton* button = w_->findChild<QToolButton*>(QStringLiteral("sheetButton"));
    QVERIFY(button && button->isVisible());
    QTableView* sheet = w_->sheetWidget()->view();
    // At the default size the table keeps its width; the sheet gets the rest.
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(dock->isVisible());
    QTRY_VERIFY(dock->width() >= 400);
    QVERIFY(view_->width() >= 700);
    shot(QStringLiteral("13-sheet-open"));
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(!dock->isVisible());
    // In a wide window the whole sheet shows, without scrolling sideways.
    w_->resize(1600, 800);
    QTRY_COMPARE(w_->width(), 1600);
    QTest::keySequence(w_.get(), QKeySequence(Qt::CTRL | Qt::Key_L));
    QTRY_VERIFY(dock->isVisible());
    QTRY_COMPARE(sheet->horizontalScrollBar()->maximum(), 0);
    QVERIFY(view_->width() >= 720);
  }

  // The README pictures, from a real window on a real X server:
  //   GIN_README_SHOTS=docs QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x800x24" ./tst_tablelook readmeScreenshots
  void readmeScreenshots() {
    const QString dir = qEnvironmentVariable("GIN_README_SHOTS");
    if (dir.isEmpty() || QGuiApplication::platformName() != QLatin1String("xcb")) QSKIP("README screenshots only");
    // Two computers play two hands and part of a third (deterministic: seeded deal, seeded players), until
    // seat 0 has drawn; then Anna takes seat 0 of the same match.
    GameSetup s = vsComputer();
    s.seed = 20251;
    Match m(s.rules, s.seed);
    auto a = ai::makePlayer(ai::Level::Strong, 1), b = ai::makePlayer(ai::Level::Strong, 2);
    ActionLog log{{}};
    while (true) {
      HandState& h = m.hand();
      if (h.over()) {
        QVERIFY(m.nextHand());
        log.push_back({});
        continue;
      }
      if (log.size() >= 3 && h.toAct() == 0 && h.phase() == Phase::Discard && h.history().size() >= 12) break;
      const int seat = h.toAct();
      ai::MatchContext ctx{m.sheet().totals(0), s.rules.gameTarget};
      const Action act = (seat == 0 ? a : b)->decide(h.view(seat), ctx);
      QCOMPARE(m.apply(seat, act), Reject::Ok);
      log.back().push_back(m.log().back().action);
    }
    w_->setWindowState(Qt::WindowNoState);
    w_->setGeometry(0, 0, 1280, 800);  // no window manager under Xvfb: the window is the screen
    QVERIFY(c_->replay(s, log));
    QVERIFY(c_->humanToAct());
    QTest::qWait(300);
    const auto grab = [&](const QString& name) {
      QCoreApplication::processEvents();
      QTest::qWait(200);
      QVERIFY(QGuiApplication::primaryScreen()->grabWindow(0).save(dir + QLatin1Char('/') + name));
    };
    grab(QStringLiteral("screenshot.png"));
    Language::instance().setLanguage(QStringLiteral("fi"));
    grab(QStringLiteral("screenshot-fi.png"));
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  void finnishShots() {
    if (qEnvironmentVariable("GIN_SHOTS").isEmpty()) QSKIP("screenshots only");
    Language::instance().setLanguage(QStringLiteral("fi"));
    HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
    h.apply(1, Action::knock(C("Ad")));
    c_->startScripted(vsComputer(), h);
    shot(QStringLiteral("fi-06-layoff"));
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    shot(QStringLiteral("fi-07-result"));
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c"));
    shot(QStringLiteral("fi-02-draw"));
    Language::instance().setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestTableLook)
#include "tst_tablelook.moc"
