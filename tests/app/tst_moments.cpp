// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The moments of a hand on the table: the knock, gin, big gin and undercut banners (shown, worded,
// gone again), and the end of a match: the winner in the result panel's title, Rematch and New game.
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtTest>

#include "table/banner.h"
#include "table/carditem.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "table/resultpanel.h"
#include "table/tablescene.h"
#include "game/seatnames.h"
#include "table/tableview.h"
#include "testutil.h"

using namespace gin;
using testutil::C;

namespace {
GameSetup vsComputer(int target = 100) {
  GameSetup s;
  s.seed = 11;
  s.rules.gameTarget = target;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}};
  return s;
}

HandState discardPosition(const char* mine, const char* other) {
  testutil::Script sc;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.phase = Phase::Discard;
  sc.hands = {mine, other};
  sc.pile = "Qc";
  return sc.make();
}
const char* kKnock = "Ac 2c 3c 7h 7d 7s 4s 5s 6s 2d Kd";  // knocks with 2 by discarding Kd
const char* kGin = "Ac 2c 3c 7h 7d 7s 7c 4s 5s 6s Kd";    // gin by discarding Kd
const char* kOne = "8h 9h Th Jh Qh Kh 8c 8d 8s Ah";       // deadwood 1: undercuts a knock of 2
const char* kHigh = "8h 9h Th Jh Qh Kh 8c 8d Js Qs";      // deadwood 20
}  // namespace

class TestMoments : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    Anim::setSpeed(0);
  }

  void knockGinAndUndercut() {
    GameController c;
    c.setAiDelay(100000);  // the computer does not defend yet: the banner is seen on its own
    TableView view(&c);
    view.resize(1000, 700);
    view.show();
    Banner* b = view.banner();
    c.startScripted(vsComputer(), discardPosition(kKnock, kHigh));
    QVERIFY(!b->isVisible());
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QCOMPARE(b->moment(), Banner::Moment::Knock);
    QVERIFY(b->isVisible());
    QCOMPARE(b->text(), QStringLiteral("Knock!"));
    QVERIFY(b->testAttribute(Qt::WA_TransparentForMouseEvents));  // never in the way of a drag
    Language::instance().setLanguage(QStringLiteral("fi"));
    QTRY_COMPARE(b->text(), QStringLiteral("Koputus!"));  // retranslated while it shows
    Language::instance().setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(b->text(), QStringLiteral("Knock!"));
    // Gone again after a while, also with animations off.
    QTRY_VERIFY_WITH_TIMEOUT(!b->isVisible(), Banner::kShowMs + 1500);
    QCOMPARE(b->moment(), Banner::Moment::None);

    c.startScripted(vsComputer(), discardPosition(kGin, kHigh));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QCOMPARE(b->text(), QStringLiteral("Gin!"));

    c.setAiDelay(0);
    c.startScripted(vsComputer(), discardPosition(kKnock, kOne));
    QVERIFY(!b->isVisible());  // a new position clears the banner
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QCOMPARE(c.hand().result().outcome, Outcome::Undercut);
    QCOMPARE(b->moment(), Banner::Moment::Undercut);
    QCOMPARE(b->text(), QStringLiteral("Undercut!"));
  }

  // The banner sat over the result panel's headline for two seconds (a new player's playtest): it goes
  // above the panel, or below, and where neither has room it stays hidden (the headline says it).
  void bannerLeavesTheResultHeadlineClear() {
    GameController c;
    c.setAiDelay(0);
    TableView view(&c);
    view.resize(1000, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    Banner* b = view.banner();
    ResultPanel* panel = view.resultPanel();
    auto clear = [&](const char* what) {
      QVERIFY2(!b->isVisible() || !b->geometry().intersects(panel->geometry()), what);
      QVERIFY2(!b->isVisible() || view.rect().contains(b->geometry()), what);
    };
    // The knock's banner is up when the computer's lay-offs end the hand and the panel comes.
    c.startScripted(vsComputer(), discardPosition(kKnock, kHigh));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QTRY_VERIFY(panel->isVisible());
    QCOMPARE(b->moment(), Banner::Moment::Knock);
    QVERIFY(b->isVisible());  // there is room above the panel
    clear("knock");
    QVERIFY(b->geometry().bottom() < panel->geometry().top());
    // The undercut comes with the panel; a table the size of 1024x600 with the score sheet beside it.
    view.resize(700, 480);
    c.startScripted(vsComputer(), discardPosition(kKnock, kOne));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QTRY_VERIFY(panel->isVisible());
    QCOMPARE(b->moment(), Banner::Moment::Undercut);
    clear("undercut, small table");
    // Resized while it shows: it keeps clear, or hides where there is no room.
    view.resize(520, 330);
    QCoreApplication::processEvents();
    clear("undercut, smallest table");
  }

  void bigGin() {
    GameController c;
    c.setAiDelay(100000);
    TableView view(&c);
    view.show();
    // Eleven cards in melds: Ac-4c run, three sevens, 4s-7s run.
    testutil::Script sc;
    sc.dealer = 1;
    sc.toAct = 0;
    sc.phase = Phase::Discard;
    sc.hands = {"Ac 2c 3c 4c 7h 7d 7c 4s 5s 6s 7s", kHigh};
    sc.pile = "Qc";
    c.startScripted(vsComputer(), sc.make());
    QVERIFY(c.act(Action::bigGin()));
    QCOMPARE(view.banner()->text(), QStringLiteral("Big gin!"));
  }

  void matchEndOffersRematchAndNewGame() {
    GameController c;
    c.setAiDelay(0);
    TableView view(&c);
    view.resize(1000, 700);
    view.show();
    ResultPanel* panel = view.resultPanel();
    c.startScripted(vsComputer(10), discardPosition(kGin, kHigh));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QVERIFY(c.match().over());
    QVERIFY(panel->isVisible());
    QVERIFY2(panel->text().startsWith(QStringLiteral("You win the match! You went gin")), qPrintable(panel->text()));
    QVERIFY(panel->rematchButton()->isVisible());
    QCOMPARE(panel->nextButton()->text(), QStringLiteral("New game"));
    QSignalSpy newGame(panel, &ResultPanel::newGameRequested);
    // Enter on the table opens no dialog (no key of the table does) and picks up no card.
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Down);
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(newGame.count(), 0);
    QCOMPARE(view.table()->selectedCard(), NoCard);
    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
    QCOMPARE(newGame.count(), 1);
    // Rematch: the same seats and rules, newly dealt.
    QSignalSpy started(&c, &GameController::matchStarted);
    QTest::mouseClick(panel->rematchButton(), Qt::LeftButton);
    QCOMPARE(started.count(), 1);
    QVERIFY(!c.match().over());
    QVector<SeatSetup> same = vsComputer(10).seats;
    seatnames::fill(same);  // the computer keeps its name
    QCOMPARE(c.setup().seats, same);
    QCOMPARE(c.setup().rules.gameTarget, 10);
    QVERIFY(c.hand().history().empty() || !c.atThisScreen(c.hand().history().front().seat));
    QVERIFY(!panel->isVisible());
  }

  void noRematchBeforeTheMatchEnds() {
    GameController c;
    c.setAiDelay(0);
    TableView view(&c);
    view.show();
    c.startScripted(vsComputer(), discardPosition(kGin, kHigh));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QVERIFY(!c.match().over());
    QVERIFY(!view.resultPanel()->rematchButton()->isVisible());
    QCOMPARE(view.resultPanel()->nextButton()->text(), QStringLiteral("Next hand"));
  }

  // Enter on a finished hand deals the next one, as the panel's button does; it picked up a card of
  // the finished hand (a keyboard player in the play-through of #35).
  void enterOnTheResultDealsTheNextHand() {
    GameController c;
    c.setAiDelay(0);
    TableView view(&c);
    view.resize(1000, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    c.startScripted(vsComputer(), discardPosition(kGin, kHigh));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QVERIFY(!c.match().over());
    QTRY_VERIFY(view.resultPanel()->isVisible());
    const int deals = c.dealsSoFar();
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Down);  // the focus in the finished hand, where Enter picked a card up
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(c.dealsSoFar(), deals + 1);
    QVERIFY(!c.hand().over());
    QCOMPARE(view.table()->selectedCard(), NoCard);
    QTRY_VERIFY(!view.resultPanel()->isVisible());
  }

  // Enter on a button of the panel presses that button: with the focus on Analysis it dealt the next
  // hand (a new player's playtest).
  void enterOnAPanelButtonPressesIt() {
    GameController c;
    c.setAiDelay(0);
    TableView view(&c);
    view.resize(1000, 700);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    c.startScripted(vsComputer(), discardPosition(kGin, kHigh));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QTRY_VERIFY(view.resultPanel()->isVisible());
    const int deals = c.dealsSoFar();
    QSignalSpy review(view.resultPanel(), &ResultPanel::reviewRequested);
    QPushButton* analysis = view.resultPanel()->reviewButton();
    QVERIFY(analysis->isVisible());
    analysis->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(analysis));
    QTest::keyClick(analysis, Qt::Key_Return);
    QCOMPARE(review.count(), 1);
    QCOMPARE(c.dealsSoFar(), deals);
    // On Next hand it deals.
    view.resultPanel()->nextButton()->setFocus();
    QTest::keyClick(view.resultPanel()->nextButton(), Qt::Key_Return);
    QCOMPARE(c.dealsSoFar(), deals + 1);
  }

  // The player tabs to Next hand and presses Space: the new hand is played on the table, so the focus
  // returns there (it went on to the next widget in the window, the action bar, where the table's keys
  // opened its menus).
  void nextHandByKeyboardReturnsFocusToTheTable() {
    GameController c;
    c.setAiDelay(0);
    QWidget window;
    auto* lay = new QVBoxLayout(&window);
    auto* view = new TableView(&c);
    lay->addWidget(view);
    auto* bar = new QPushButton(QStringLiteral("after the table"), &window);  // stands for the action bar
    lay->addWidget(bar);
    window.resize(1000, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    c.startScripted(vsComputer(), discardPosition(kGin, kHigh));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c.hand().over());
    QTRY_VERIFY(view->resultPanel()->isVisible());
    auto* next = view->resultPanel()->findChild<QPushButton*>(QStringLiteral("nextHandButton"));
    QVERIFY(next);
    next->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(next->hasFocus());
    const int deals = c.dealsSoFar();
    QTest::keyClick(next, Qt::Key_Space);
    QCOMPARE(c.dealsSoFar(), deals + 1);
    QTRY_VERIFY(!view->resultPanel()->isVisible());
    QVERIFY2(view->hasFocus(), qPrintable(QApplication::focusWidget() ? QApplication::focusWidget()->objectName()
                                                                       : QStringLiteral("nothing")));
  }
  // The end of a real match in Finnish: three buttons and a long deal number in one row. The number
  // stands whole (it was cut to its first digits at 1024 px, another number that replays another deal).
  void matchEndShowsTheWholeDealNumber() {
    Language::instance().setLanguage(QStringLiteral("fi"));
    auto english = qScopeGuard([] { Language::instance().setLanguage(QStringLiteral("en")); });
    GameController c;
    c.setAiDelay(0);
    TableView view(&c);
    view.resize(1008, 480);  // the table of a 1024 x 600 window
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    GameSetup setup = vsComputer(1);  // the first scored hand ends the match
    setup.seed = 245095449704593ull;
    c.newMatch(setup);
    // This seat draws from the stock and throws the card drawn until the computer goes out.
    QElapsedTimer clock;
    clock.start();
    while (!c.matchOver() && clock.elapsed() < 60000) {
      const HandState& h = c.hand();
      if (h.over()) {
        c.nextHand();  // a drawn hand
      } else if (h.toAct() != 0) {
        QTest::qWait(2);
      } else if (h.phase() == Phase::FirstUpcard) {
        QVERIFY(c.act(Action::pass()));
      } else if (h.phase() == Phase::Draw) {
        const CardSet before = h.hand(0);
        QVERIFY(c.act(Action::drawStock()));
        const CardSet drawn = c.hand().hand(0) & ~before;
        QCOMPARE(count(drawn), 1);
        QVERIFY(c.act(Action::discard(lowest(drawn))));
      } else if (h.phase() == Phase::Layoff) {
        const Defence d = h.suggestedDefence(0);
        QVERIFY(c.act(Action::layoff(d.melds, d.layoffs)));
      } else {
        QFAIL("a phase this seat does not play here");
      }
    }
    QVERIFY(c.matchOver());
    ResultPanel* panel = view.resultPanel();
    QTRY_VERIFY(panel->isVisible());
    QVERIFY(panel->rematchButton()->isVisible());
    auto* number = panel->findChild<QLabel*>(QStringLiteral("resultDealNumber"));
    QVERIFY(number);
    QCOMPARE(number->text(), QStringLiteral("Jakonumero %1").arg(c.dealNumber()));
    QVERIFY2(number->width() >= number->sizeHint().width(),
             qPrintable(QStringLiteral("%1 px for %2").arg(number->width()).arg(number->sizeHint().width())));
    QVERIFY(panel->geometry().right() < view.width());
  }
};

QTEST_MAIN(TestMoments)
#include "tst_moments.moc"
