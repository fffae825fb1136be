// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help › Learn to play, played in a real main window with real mouse drags, clicks and keys: every
// step's callout (its words and where it points), a wrong move refused with the lesson's reason and one
// refused by the engine's rule, the scripted opponent's moves, the lay-offs and the points; leaving
// (Finish, Esc) brings back the match it interrupted exactly, and neither the save nor the statistics
// change. Both languages.
#include <QtTest>

#include <QAction>
#include <QDockWidget>
#include <QFrame>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>

#include "store/autosave.h"
#include "lesson/callout.h"
#include "table/carditem.h"
#include "text/cardtext.h"
#include "shell/commands.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "lesson/lesson.h"
#include "shell/mainwindow.h"
#include "table/resultpanel.h"
#include "store/settings.h"
#include "store/statistics.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "testutil.h"

using namespace gin;
using testutil::C;

class TestLesson : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> w_;
  std::unique_ptr<Autosave> save_;
  QTemporaryDir dir_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;
  TableScene* scene_ = nullptr;
  Lesson* lesson_ = nullptr;

  void shot(const QString& name) {
    const QString dir = qEnvironmentVariable("GIN_SHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    w_->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
  }
  QPoint toView(const QPointF& p) const { return view_->mapFromScene(p); }
  QPointF centreOf(Card c) const { return tablefixture::pointOn(scene_, c); }
  void drag(const QPointF& from, const QPointF& to) { tablefixture::mouseDrag(view_, from, to); }
  void dragTo(Card c, TableScene::Target t) { drag(centreOf(c), scene_->zoneRect(t).center()); }
  QPointF handPoint() const { return scene_->zoneRect(TableScene::Target::Hand).center() + QPointF(0, 40); }
  QString sym(const char* card) const { return CardText::symbol(C(card)); }
  QString callout() const { return lesson_->calloutText(); }
  // The callout shows its text, inside the view, and points at `target` (its tip on the target's edge).
  bool pointsAt(const QRectF& target) const {
    CalloutItem* item = lesson_->callout();
    const QRectF viewRect = view_->mapToScene(view_->viewport()->rect()).boundingRect();
    return item->isVisible() && item->scene() == scene_ && viewRect.contains(item->bubble()) &&
           target.adjusted(-1, -1, 1, 1).contains(item->tip()) && !item->bubble().intersects(target.adjusted(2, 2, -2, -2));
  }
  QRectF cardRect(const char* card) const {
    CardItem* it = scene_->cardItem(C(card));
    return QRectF(it->home(), it->cardSize());
  }
  QByteArray saveBytes() const {
    QFile f(save_->path());
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }
  QMap<QString, QVariant> statistics() const {
    auto s = Settings::store();
    QMap<QString, QVariant> out;
    for (const QString& k : s->allKeys())
      if (k.startsWith(QLatin1String("statistics"))) out.insert(k, s->value(k));
    return out;
  }
  // Next by a real click, or by the Space key on the focused button.
  void next(bool key) {
    QPushButton* b = lesson_->nextButton();
    QVERIFY(b->isVisible() && b->isEnabled());
    if (key) {
      QCOMPARE(QApplication::focusWidget(), b);
      QTest::keyClick(b, Qt::Key_Space);
    } else {
      QTest::mouseClick(b, Qt::LeftButton);
    }
  }

 private slots:
  void initTestCase() {
    // Private settings (main): clearing them touches no other suite's.
    QVERIFY(Settings::store()->fileName().startsWith(qEnvironmentVariable("XDG_CONFIG_HOME") + QLatin1Char('/')));
    Settings::store()->clear();
    Anim::setSpeed(0);
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  void init() {
    QTest::failOnWarning(QRegularExpression(QStringLiteral("engine refused")));
    w_ = std::make_unique<MainWindow>();
    Anim::setSpeed(0);  // the window set the speed of the settings
    w_->resize(1180, 760);
    save_ = std::make_unique<Autosave>(w_->controller(), dir_.filePath(QStringLiteral("autosave.json")));
    QVERIFY(save_->lock());
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    c_ = w_->controller();
    c_->setAiDelay(0);
    view_ = w_->tableView();
    scene_ = view_->table();
    lesson_ = w_->lesson();
    // A match in progress against the computer, one move into it.
    GameSetup s;
    s.seed = 20261202;
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")}, SeatSetup{SeatKind::Computer, ai::Level::Casual, QString()}};
    w_->startGame(s);
    QTRY_VERIFY(c_->humanToAct());
    if (c_->hand().phase() == Phase::FirstUpcard) QVERIFY(c_->act(Action::pass()));
    QTRY_VERIFY(c_->humanToAct() || c_->hand().over());
  }

  void cleanup() {
    save_.reset();
    w_.reset();
  }

  // Tab onto Leave lesson showed nothing: its own border hid the focus's (a new player's playtest).
  void leaveLessonShowsTheFocus() {
    w_->learnToPlay();
    QTRY_VERIFY(lesson_->active());
    auto* leave = w_->findChild<QPushButton*>(QStringLiteral("leaveLesson"));
    QVERIFY(leave && leave->isVisible());
    w_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w_.get()));
    QVERIFY(tablefixture::focusShows(leave, view_));
    lesson_->leave();
  }

  // The whole lesson, move by move, then Finish: the match comes back, the save and statistics as before.
  // Also on a netbook's screen with the score sheet open, where the table is narrow: a callout covered
  // the card it spoke of there (a new player's playtest).
  void wholeLesson_data() {
    QTest::addColumn<bool>("narrow");
    QTest::newRow("1180x760") << false;
    QTest::newRow("1024x600 with the score sheet") << true;
  }
  void wholeLesson() {
    QFETCH(bool, narrow);
    if (narrow) {
      w_->resize(1024, 600);
      auto* dock = w_->findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
      QVERIFY(dock);
      dock->show();
      // The dock takes the width its columns need once it is laid out: until the table's width holds.
      for (int was = -1, i = 0; i < 40 && was != view_->width(); ++i) {
        was = view_->width();
        QTest::qWait(50);
      }
      QVERIFY2(view_->width() < 800, qPrintable(QString::number(view_->width())));
    }
    const QByteArray savedBefore = saveBytes();
    QVERIFY(!savedBefore.isEmpty());
    const auto statsBefore = statistics();
    const ActionLog logBefore = c_->actionLog();
    const CardSet handBefore = c_->hand().hand(0);
    const int writes = save_->writes();

    // From the Help menu.
    QAction* learn = w_->commands()->action(QStringLiteral("learn"));
    QVERIFY(learn && learn->isEnabled());
    learn->trigger();
    QVERIFY(lesson_->active());
    QVERIFY(c_->practice());
    QVERIFY(!learn->isEnabled());
    QVERIFY(lesson_->panel()->isVisible());
    QCOMPARE(c_->hand().hand(0), Lesson::teachingDeal().hands[0]);
    const QString aino = c_->seatName(1);
    QCOMPARE(aino, QStringLiteral("Aino"));
    // The lesson's deal is no deal of a seed: no replay, no review, no undo.
    QVERIFY(!w_->commands()->action(QStringLiteral("replayDeal"))->isEnabled());
    QVERIFY(!w_->commands()->action(QStringLiteral("review"))->isEnabled());
    QVERIFY(!c_->canUndo());
    QVERIFY(!w_->commands()->action(QStringLiteral("hint"))->isEnabled());  // the callouts are the advice

    // 1. Your hand.
    QCOMPARE(lesson_->step(), 0);
    QVERIFY2(callout().startsWith(QStringLiteral("This is your hand of ten cards.")), qPrintable(callout()));
    QVERIFY(callout().contains(aino + QStringLiteral(" deals")));
    // Beside the first card of the hand, off the upcard it does not talk about yet.
    QRectF first;
    forEach(c_->hand().hand(0), [&](Card k) {
      const QRectF r(scene_->cardItem(k)->home(), scene_->cardItem(k)->cardSize());
      if (first.isNull() || r.left() < first.left()) first = r;
    });
    QTRY_VERIFY(pointsAt(first));
    QVERIFY(!lesson_->callout()->bubble().intersects(scene_->zoneRect(TableScene::Target::Discard)));
    // A move before Next is refused with the lesson's reason.
    QTest::mouseClick(w_->button(QStringLiteral("take")), Qt::LeftButton);
    QCOMPARE(w_->statusText(), QStringLiteral("Read the note on the table first, then press Next."));
    QVERIFY(c_->hand().history().empty());
    shot(QStringLiteral("lesson-1"));
    const QPoint nextAt = lesson_->nextButton()->mapTo(w_.get(), lesson_->nextButton()->rect().center());
    const QPoint leaveAt = lesson_->leaveButton()->mapTo(w_.get(), QPoint(0, 0));
    next(false);
    QCoreApplication::processEvents();  // the panel's layout after Next hid
    // Next hides while the step waits for a move; Stop keeps its place, so a second click where Next
    // was (a double click) does not end the lesson.
    QCOMPARE(lesson_->leaveButton()->mapTo(w_.get(), QPoint(0, 0)), leaveAt);
    QWidget* under = w_->childAt(nextAt);
    QWidget* target = under ? under : w_.get();
    QTest::mouseClick(target, Qt::LeftButton, {}, target->mapFrom(w_.get(), nextAt));
    QVERIFY(lesson_->active());

    // 2. The upcard: Pass is refused with the reason; the drag into the hand takes it.
    QCOMPARE(lesson_->step(), 1);
    QVERIFY2(callout().startsWith(QStringLiteral("The upcard, the %1.").arg(sym("7s"))), qPrintable(callout()));
    QTRY_VERIFY(pointsAt(scene_->zoneRect(TableScene::Target::Discard)));
    QVERIFY(!lesson_->nextButton()->isVisible());
    shot(QStringLiteral("lesson-2"));
    QTest::mouseClick(w_->button(QStringLiteral("pass")), Qt::LeftButton);
    QCOMPARE(w_->statusText(), QStringLiteral("Take the %1 this time: it makes a set of sevens with your %2 and %3.")
                                   .arg(sym("7s"), sym("7c"), sym("7d")));
    QVERIFY(c_->hand().history().empty());
    drag(centreOf(C("7s")), handPoint());
    QCOMPARE(c_->hand().history().size(), std::size_t(1));
    QCOMPARE(c_->hand().history().back().action.type, ActionType::TakeUpcard);

    // 3. Melds (Next by the keyboard: the button has the focus).
    QCOMPARE(lesson_->step(), 2);
    QVERIFY2(callout().startsWith(QStringLiteral("Melds. A set is")), qPrintable(callout()));
    QTRY_VERIFY(pointsAt(cardRect("7s")));
    // The hearts it names as a run stay in sight (kept off the empty pile, it lay over them).
    QVERIFY(!lesson_->callout()->bubble().intersects(cardRect("5h")));
    next(true);

    // 4. Deadwood: the table's own count says the same.
    QCOMPARE(lesson_->step(), 3);
    QVERIFY2(callout().contains(QStringLiteral("together 32")), qPrintable(callout()));
    QVERIFY2(scene_->infoText().contains(QStringLiteral("32")), qPrintable(scene_->infoText()));
    // It points at that line and leaves it in sight (it lay over it, above the K♠).
    QTRY_VERIFY(pointsAt(scene_->infoRect()));
    QVERIFY(!lesson_->callout()->bubble().intersects(scene_->infoRect()));
    shot(QStringLiteral("lesson-4"));
    next(false);

    // 5. Discard the K♠: the taken 7♠ is refused by the engine's rule, the 9♠ by the lesson (and a
    // drag shows it red: the table asks the same check).
    QCOMPARE(lesson_->step(), 4);
    QCOMPARE(c_->check(Action::discard(C("Ks"))), Reject::Ok);
    QVERIFY(c_->check(Action::discard(C("9s"))) != Reject::Ok);
    QCOMPARE(c_->check(Action::discard(C("7s"))), Reject::TakenFromDiscard);
    QTRY_VERIFY(pointsAt(cardRect("Ks")));
    dragTo(C("7s"), TableScene::Target::Discard);
    QCOMPARE(w_->statusText(), QStringLiteral("You took the 7 of spades from the discard pile; you cannot discard it this turn."));
    dragTo(C("9s"), TableScene::Target::Discard);
    QCOMPARE(w_->statusText(), QStringLiteral("Discard the %1 now: it is your costliest deadwood.").arg(sym("Ks")));
    QCOMPARE(c_->hand().history().size(), std::size_t(1));
    dragTo(C("Ks"), TableScene::Target::Discard);
    QCOMPARE(c_->hand().discardTop(), C("Ks"));

    // 6. The opponent draws and throws the K♥; you draw from the stock (the K♥ is refused).
    QTRY_COMPARE(lesson_->step(), 5);
    QTRY_VERIFY(!callout().isEmpty());
    QVERIFY2(callout().startsWith(QStringLiteral("%1 drew from the stock and discarded the %2.").arg(aino, sym("Kh"))),
             qPrintable(callout()));
    QTRY_VERIFY(pointsAt(scene_->zoneRect(TableScene::Target::Stock)));  // it follows the stock as the table settles
    // The K♥ it speaks of stays in sight on the pile (on a narrow table the callout lay over it).
    QVERIFY(!lesson_->callout()->bubble().intersects(scene_->zoneRect(TableScene::Target::Discard)));
    drag(centreOf(C("Kh")), handPoint());
    QCOMPARE(w_->statusText(), QStringLiteral("The %1 fits none of your melds: draw from the stock this time.").arg(sym("Kh")));
    shot(QStringLiteral("lesson-6"));
    drag(scene_->zoneRect(TableScene::Target::Stock).center(), handPoint());
    QVERIFY(contains(c_->hand().hand(0), C("3c")));

    // 7. The ace-low run.
    QCOMPARE(lesson_->step(), 6);
    QVERIFY2(callout().contains(QStringLiteral("The ace is low")), qPrintable(callout()));
    QTRY_VERIFY(pointsAt(cardRect("Ac")));
    // Return, wherever the keyboard focus is in the window, is Next while a step explains.
    view_->setFocus();
    QTest::keyClick(view_->viewport(), Qt::Key_Return);

    // 8. Knock with the Q♦ (the 9♠ on the knock spot is refused with both counts).
    QCOMPARE(lesson_->step(), 7);
    QTRY_VERIFY(pointsAt(scene_->zoneRect(TableScene::Target::Knock)));
    shot(QStringLiteral("lesson-8"));
    dragTo(C("9s"), TableScene::Target::Knock);
    QVERIFY2(w_->statusText().startsWith(QStringLiteral("Knock now: drag the %1 onto the knock spot.").arg(sym("Qd"))),
             qPrintable(w_->statusText()));
    QVERIFY(c_->hand().phase() == Phase::Discard);
    dragTo(C("Qd"), TableScene::Target::Knock);

    // 9. The opponent lays off the 3♥ and the 4♣; the hand is scored.
    QTRY_VERIFY(c_->hand().over());
    QCOMPARE(lesson_->step(), 8);
    const HandResult& r = c_->hand().result();
    QCOMPARE(r.outcome, Outcome::Knock);
    QCOMPARE(r.winner, 0);
    QCOMPARE(r.layoffs.at(1).size(), std::size_t(2));
    QVERIFY2(callout().startsWith(QStringLiteral("%1 laid out melds and laid off the %2 on your hearts and the %3 on your clubs")
                                      .arg(aino, sym("3h"), sym("4c"))),
             qPrintable(callout()));
    QVERIFY(lesson_->callout()->isVisible());
    // The result panel has no way on from the lesson's hand.
    ResultPanel* panel = view_->resultPanel();
    QVERIFY(panel->isVisible());
    QVERIFY(!panel->nextButton()->isVisible());
    QVERIFY(!panel->reviewButton()->isVisible());
    // The knocker's mark covers no other pill, small or large, in both languages (at 1024x600 in
    // Finnish it lay over the stock's count, the piles pushed to the left by the result panel).
    for (const QSize size : {QSize(1008, 560), QSize(1180, 760)})
      for (const char* lang : {"fi", "en"}) {
        w_->resize(size);
        Language::instance().setLanguage(QString::fromLatin1(lang));
        QCoreApplication::processEvents();
        QTRY_VERIFY(panel->isVisible());
        const QStringList under = tablefixture::pillsUnderKnockerMark(scene_);
        QVERIFY2(under.isEmpty(), qPrintable(QStringLiteral("%1 %2x%3: the mark covers %4")
                                                 .arg(QLatin1String(lang)).arg(size.width()).arg(size.height()).arg(under.join(QLatin1Char(',')))));
      }
    next(false);

    // 10. The points, true to the engine's result.
    QCOMPARE(lesson_->step(), 9);
    QCOMPARE(r.deadwood.at(0), 9);
    QCOMPARE(r.deadwood.at(1), 12);
    QCOMPARE(r.points.at(0), 3);
    QVERIFY2(callout().startsWith(QStringLiteral("You score the difference: %1's 12 in deadwood minus your 9 is 3 points.").arg(aino)),
             qPrintable(callout()));
    QCOMPARE(lesson_->nextButton()->text(), QStringLiteral("Finish"));
    shot(QStringLiteral("lesson-10"));
    next(false);

    // Back: the same match, the same save, the same statistics.
    QVERIFY(!lesson_->active());
    QVERIFY(!c_->practice());
    QVERIFY(!lesson_->panel()->isVisible());
    QVERIFY(!lesson_->callout()->scene());
    QVERIFY(c_->actionLog() == logBefore);
    QCOMPARE(c_->hand().hand(0), handBefore);
    QCOMPARE(c_->seatName(0), QStringLiteral("Anna"));
    QVERIFY(!panel->isVisible());
    QCOMPARE(saveBytes(), savedBefore);
    QVERIFY(save_->writes() >= writes);  // written again at most with the same bytes
    QCOMPARE(statistics(), statsBefore);
    QVERIFY(learn->isEnabled());
  }

  // Played by keys: at a step that waits for a move the table has the keys, not Leave lesson (Next hid
  // with the focus and passed it on: the learner's Space, which picks up a card, ended the lesson, a
  // keyboard play-test), and the callout names the key of the move.
  void keyboardLearnerKeepsTheTable() {
    w_->learnToPlay();
    QVERIFY(lesson_->active());
    w_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w_.get()));
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(lesson_->nextButton()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);  // Next
    QCOMPARE(lesson_->step(), 1);
    QVERIFY2(callout().endsWith(QStringLiteral("or press Take (T).")), qPrintable(callout()));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view_));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(lesson_->active());
    QVERIFY(scene_->selectedCard() != NoCard);
    // Esc puts the card down, as at the table; the lesson goes on (Esc then leaves it).
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(lesson_->active());
    QCOMPARE(scene_->selectedCard(), NoCard);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_T);
    QCOMPARE(lesson_->step(), 2);
    for (int step : {2, 3}) {
      QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(lesson_->nextButton()));
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
      QCOMPARE(lesson_->step(), step + 1);
    }
    QVERIFY2(callout().contains(QStringLiteral("(keys: the arrows to it, Space, Up, Space)")), qPrintable(callout()));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view_));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(lesson_->active());
    lesson_->leave();
  }

  // Esc leaves at any time, the table as it was; a lesson from no match leaves an empty table.
  void escapeLeaves() {
    const ActionLog logBefore = c_->actionLog();
    const QByteArray savedBefore = saveBytes();
    w_->learnToPlay();
    QVERIFY(lesson_->active());
    next(false);
    drag(centreOf(C("7s")), handPoint());
    QCOMPARE(lesson_->step(), 2);
    QTest::keyClick(view_->viewport(), Qt::Key_Escape);
    QVERIFY(!lesson_->active());
    QVERIFY(c_->actionLog() == logBefore);
    QVERIFY(!lesson_->callout()->scene());
    QCOMPARE(saveBytes(), savedBefore);
    // The table plays on: the person's move is accepted again by the engine alone.
    QVERIFY(c_->humanToAct() || c_->hand().over());
  }

  // Game › New game in the middle of the lesson: the interrupted match comes back first, and whatever
  // asks next asks about it (here every question is answered No).
  void newGameLeavesTheLessonFirst() {
    const ActionLog logBefore = c_->actionLog();
    w_->learnToPlay();
    next(false);
    QVERIFY(c_->practice());
    QTimer closer;
    connect(&closer, &QTimer::timeout, [] {
      if (QWidget* modal = QApplication::activeModalWidget()) modal->close();
    });
    closer.start(50);
    w_->newGame();
    closer.stop();
    QVERIFY(!lesson_->active());
    QVERIFY(!c_->practice());
    QVERIFY(c_->actionLog() == logBefore);
  }

  // The callouts, the panel and the refusals speak Finnish after a switch in the middle.
  void followsTheLanguage() {
    w_->learnToPlay();
    const QString english = callout();
    Language::instance().setLanguage(QStringLiteral("fi"));
    QVERIFY(callout() != english);
    QVERIFY2(callout().startsWith(QStringLiteral("Tässä on kätesi")), qPrintable(callout()));
    QCOMPARE(lesson_->nextButton()->text(), QStringLiteral("Seuraava"));
    QCOMPARE(lesson_->callout()->text(), callout());
    next(false);
    QTest::mouseClick(w_->button(QStringLiteral("pass")), Qt::LeftButton);
    QVERIFY2(w_->statusText().startsWith(QStringLiteral("Ota avokortti %1").arg(sym("7s"))), qPrintable(w_->statusText()));
    shot(QStringLiteral("lesson-fi-2"));
    QTest::mouseClick(lesson_->leaveButton(), Qt::LeftButton);
    QVERIFY(!lesson_->active());
    Language::instance().setLanguage(QStringLiteral("en"));
  }
};

int main(int argc, char* argv[]) { return tablefixture::mainWithPrivateFolders<TestLesson>(argc, argv); }
#include "tst_lesson.moc"
