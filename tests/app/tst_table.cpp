// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the card table played with the mouse: real drags with QTest::mousePress/mouseMove/
// mouseRelease on the viewport, clicks and double-clicks, the knock and its arrangements, the lay-off
// phase, a whole hand against the computer and the hot-seat curtain. Scripted positions keep them
// deterministic. The keyboard: tst_tablekeys; poker gin and the result panel: tst_tablepoker; the
// table's look and options: tst_tablelook (all in the window of tablewindow.h).
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

class TestTable : public TableWindowTest {
  Q_OBJECT

 private slots:
  void initTestCase() { setUpCase(); }
  void init() { openWindow(); }
  void cleanup() { closeWindow(); }

  // The first start (no saved geometry) opens a window that fits the screen, a netbook's included.
  void firstWindowFitsTheScreen() {
    w_.reset();
    Settings::setWindowGeometry({});
    MainWindow fresh;
    const QSize avail = fresh.screen()->availableGeometry().size();
    QVERIFY2(fresh.width() <= avail.width() && fresh.height() <= avail.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(fresh.width()).arg(fresh.height()).arg(avail.width()).arg(avail.height())));
  }

  void drawFromStockByDrag() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    QVERIFY(c_->humanToAct());
    shot(QStringLiteral("02-draw"));
    const Card top = C("4c");
    // The table does not know the stock's top card: its item shows only a back.
    QVERIFY(!scene_->cardItem(top));
    QVERIFY(!scene_->stockTop()->faceUp() && scene_->stockTop()->card() == NoCard);
    const int passes = scene_->layoutPasses();
    drag(tablefixture::pointOn(scene_->stockTop()), handDropPoint());
    // One layout pass for the drop: the controller's change lays the table out, the drop does not again.
    QCOMPARE(scene_->layoutPasses(), passes + 1);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QVERIFY(contains(c_->hand().hand(0), top));
    QVERIFY(scene_->cardItem(top)->faceUp());
    QVERIFY(w_->statusText().startsWith(QStringLiteral("You drew the 4 of clubs from the stock. Discard a card")));
    shot(QStringLiteral("03-discard"));
  }

  void discardByDrag() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d 4c", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c"));
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    // Hovering over the pile highlights it as a legal target before the drop.
    QWidget* vp = view_->viewport();
    const QPoint a = toView(centreOf(C("Kd"))), b = toView(scene_->zoneRect(TableScene::Target::Discard).center());
    QTest::mousePress(vp, Qt::LeftButton, {}, a);
    for (int i = 1; i <= 10; ++i) QTest::mouseMove(vp, a + (b - a) * i / 10);
    shot(QStringLiteral("04-drag-discard"));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, b);
    QCOMPARE(c_->hand().history().front().action, Action::discard(C("Kd")));
    QVERIFY(!contains(c_->hand().hand(0), C("Kd")));
    QCOMPARE(w_->statusText().left(32), QStringLiteral("You discarded the king of diamon"));
  }

  void illegalDiscardRefused() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c"));
    const Card up = C("8c");
    drag(centreOf(up), handDropPoint());  // take the discard
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QVERIFY(contains(c_->hand().hand(0), up));
    const QPointF home = scene_->cardItem(up)->pos();
    dragCardTo(up, TableScene::Target::Discard);
    QCOMPARE(c_->hand().phase(), Phase::Discard);  // refused: nothing changed
    QVERIFY(contains(c_->hand().hand(0), up));
    QCOMPARE(w_->statusText(),
             QStringLiteral("You took the 8 of clubs from the discard pile; you cannot discard it this turn."));
    QCOMPARE(scene_->cardItem(up)->pos(), home);  // flew back (animations off: at once)
    shot(QStringLiteral("05-refused"));
  }

  void knockByDrag() {
    // Melds Ac-2c-3c, 7h-7d-7s, 4d-5d-6d; deadwood 9h + 2s = 11 → knock discarding 9h leaves 2.
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s 4d 5d 6d 9h 2s", "5c 6c 8d 9d Th Jh 3s 5s 6h Kc", "8c"));
    dragCardTo(C("9h"), TableScene::Target::Knock);
    QCOMPARE(c_->hand().knocker(), 0);
    QVERIFY(c_->hand().phase() == Phase::Layoff || c_->hand().over());
    QCOMPARE(c_->hand().history().front().action.type, ActionType::Knock);
    QTRY_VERIFY(c_->hand().over());
    QVERIFY(view_->resultPanel()->isVisible());
    QVERIFY(view_->resultPanel()->text().contains(QStringLiteral("Anna")));
    QVERIFY(faceUp(c_->hand().hand(1)));  // both hands show at the end
    shot(QStringLiteral("07-result"));
  }

  void knockArrangementChoice() {
    // The 7c joins the sevens (8c-9c-Tc left as a run) or the clubs (7c-8c-9c-Tc and three sevens): both
    // leave Ad 2d 3s = 6. Only the clubs run lets the computer lay off its 5c and 6c.
    c_->startScripted(vsComputer(), twoSeats("7h 7d 7s 7c 8c 9c Tc Ad 2d 3s Kh", "5c 6c 8d 9d Th Jh 2s 4s 5s 6h", "8h"));
    const std::vector<CardSet> engine = c_->hand().knockArrangement(0, C("Kh"));
    QVERIFY(std::count(engine.begin(), engine.end(), S("7h 7d 7s 7c")));  // the fewest lay-off chances
    dragCardTo(C("Kh"), TableScene::Target::Knock);
    QVERIFY(scene_->choosingArrangement());
    QCOMPARE(c_->hand().knocker(), -1);  // nothing is knocked yet
    QCOMPARE(scene_->arrangementCount(), 2);
    QCOMPARE(scene_->chosenMelds(), engine);  // the engine's choice comes first
    QVERIFY(scene_->zoneRect(TableScene::Target::Knock).contains(centreOf(C("Kh"))));
    QVERIFY(w_->button(QStringLiteral("arrangement"))->isVisible());
    QVERIFY(w_->button(QStringLiteral("knock"))->isEnabled());
    QVERIFY(w_->statusText().contains(QStringLiteral("2 equally good ways")));
    // The 7c lies with the sevens, apart from the run.
    auto gap = [&](const char* a, const char* b) {
      return scene_->cardItem(C(b))->pos().x() - scene_->cardItem(C(a))->pos().x();
    };
    QVERIFY(gap("7c", "8c") > scene_->cardSize().width());
    shot(QStringLiteral("06a-knock-arrangement"));
    // A click on the hand shows the other arrangement; the button goes round to the first and back.
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, toView(centreOf(C("9c"))));
    QCOMPARE(scene_->arrangementIndex(), 1);
    const std::vector<CardSet> other = scene_->chosenMelds();
    QVERIFY(std::count(other.begin(), other.end(), S("7c 8c 9c Tc")));
    QVERIFY(gap("7c", "8c") < scene_->cardSize().width());  // now side by side in the run
    QVERIFY(scene_->infoText().contains(QStringLiteral("arrangement 2 of 2")));
    QTest::mouseClick(w_->button(QStringLiteral("arrangement")), Qt::LeftButton);
    QCOMPARE(scene_->chosenMelds(), engine);
    QTest::mouseClick(w_->button(QStringLiteral("arrangement")), Qt::LeftButton);
    QCOMPARE(scene_->chosenMelds(), other);
    shot(QStringLiteral("06b-knock-arrangement-2"));
    QTest::mouseClick(w_->button(QStringLiteral("knock")), Qt::LeftButton);
    QVERIFY(!scene_->choosingArrangement());
    QCOMPARE(c_->hand().knocker(), 0);
    QCOMPARE(c_->hand().history().front().action.melds, other);
    QTRY_VERIFY(c_->hand().over());
    QCOMPARE(c_->hand().result().melds[0], other);
    QCOMPARE(c_->hand().result().deadwood[0], 6);
    QCOMPARE(int(c_->hand().result().layoffs[1].size()), 2);  // what the choice cost: 5c and 6c laid off
  }

  void knockArrangementTakenBack() {
    c_->startScripted(vsComputer(), twoSeats("7h 7d 7s 7c 8c 9c Tc Ad 2d 3s Kh", "5c 6c 8d 9d Th Jh 2s 4s 5s 6h", "8h"));
    const QRectF knockSpot = scene_->zoneRect(TableScene::Target::Knock);
    // Esc takes the card back.
    dragCardTo(C("Kh"), TableScene::Target::Knock);
    QVERIFY(scene_->choosingArrangement());
    QTest::keyClick(view_, Qt::Key_Escape);
    QVERIFY(!scene_->choosingArrangement());
    QVERIFY(!knockSpot.contains(centreOf(C("Kh"))));
    QVERIFY(!w_->button(QStringLiteral("arrangement"))->isVisible());
    // So does a click on the card on the knock spot, and the Cancel button.
    dragCardTo(C("Kh"), TableScene::Target::Knock);
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, toView(centreOf(C("Kh"))));
    QVERIFY(!scene_->choosingArrangement());
    dragCardTo(C("Kh"), TableScene::Target::Knock);
    QTest::mouseClick(w_->button(QStringLiteral("cancelknock")), Qt::LeftButton);
    QVERIFY(!scene_->choosingArrangement());
    QVERIFY(c_->hand().history().empty());
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    // Keyboard: pick up the king, knock on the knock spot, Space on a hand card for the next
    // arrangement, Space on the knock spot knocks.
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Down);
    for (int i = 0; i < 12 && scene_->selectedCard() != C("Kh"); ++i) {
      QTest::keyClick(view_, Qt::Key_Right);
      QTest::keyClick(view_, Qt::Key_Space);
      if (scene_->selectedCard() != C("Kh")) QTest::keyClick(view_, Qt::Key_Space);  // put it down again
    }
    QCOMPARE(scene_->selectedCard(), C("Kh"));
    // The status line says what the keys do with it (a keyboard player found it only in Help › Keys);
    // Esc puts it back and the turn's prompt returns.
    const QString holding = QStringLiteral("Holding the king of hearts: Up to the discard pile or the knock spot, then Space. Esc puts it back.");
    QCOMPARE(w_->statusText(), holding);
    QTest::keyClick(view_, Qt::Key_Escape);
    QCOMPARE(scene_->selectedCard(), NoCard);
    // The turn's prompt in the keys' words: the prompts spoke of dragging only.
    QCOMPARE(w_->statusText(), QStringLiteral("Pick up a card with Space. Discard: Up and Space; knock: Up, Right and Space."));
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), C("Kh"));
    QCOMPARE(w_->statusText(), holding);
    QTest::keyClick(view_, Qt::Key_Up);     // the discard pile
    QTest::keyClick(view_, Qt::Key_Right);  // the knock spot
    QTest::keyClick(view_, Qt::Key_Space);
    QVERIFY(scene_->choosingArrangement());
    QTest::keyClick(view_, Qt::Key_Down);
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->arrangementIndex(), 1);
    QTest::keyClick(view_, Qt::Key_Up);
    QTest::keyClick(view_, Qt::Key_Right);
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(c_->hand().knocker(), 0);
  }

  void bigGinButton() {
    // Ac-2c-3c-4c, 7h-7d-7s and 9d-Td-Jd-Qd: all eleven cards in melds after the draw.
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 4c 7h 7d 7s 9d Td Jd Qd", "5c 6c 8d Kd Th Jh 2s 3s 5s 6h", "8c"));
    QPushButton* big = w_->button(QStringLiteral("biggin"));
    QVERIFY(big->isVisible() && big->isEnabled());
    QVERIFY(scene_->infoText().contains(QStringLiteral("big gin")));
    QTest::mouseClick(big, Qt::LeftButton);
    QVERIFY(c_->hand().over());
    const HandResult& r = c_->hand().result();
    QCOMPARE(r.outcome, Outcome::BigGin);
    QCOMPARE(count(c_->hand().hand(0)), 11);  // nothing discarded
    QCOMPARE(r.points[0], r.deadwood[1] + c_->hand().rules().bigGinBonus);
    QVERIFY(r.layoffs[1].empty());  // no lay-offs after big gin
    QVERIFY(view_->resultPanel()->isVisible());
    QVERIFY(view_->resultPanel()->text().contains(QStringLiteral("You made big gin")));
    QVERIFY(faceUp(c_->hand().hand(0) | c_->hand().hand(1)));
    shot(QStringLiteral("07c-big-gin"));
  }

  // Hollywood: each game's line names whose total is which (it said "Game 1: 56 – 0").
  void hollywoodGamesNameTheirPlayers() {
    Rules hollywood;
    preset("hollywood", hollywood);
    GameSetup setup = vsComputer();
    setup.rules = hollywood;
    c_->startScripted(setup, twoSeats("Ac 2c 3c 4c 7h 7d 7s 9d Td Jd Qd", "5c 6c 8d Kd Th Jh 2s 3s 5s 6h", "8c", 0, nullptr, hollywood));
    QTest::mouseClick(w_->button(QStringLiteral("biggin")), Qt::LeftButton);
    QVERIFY(c_->hand().over());
    const int points = c_->hand().result().points[0];
    QVERIFY(points > 0);
    const QString text = view_->resultPanel()->text();
    const QString you = c_->seatName(0), them = c_->seatName(1);
    QVERIFY2(text.contains(QStringLiteral("Game 1: %1 %2 – %3 0").arg(you).arg(points).arg(them)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Game 3: %1 0 – %2 0").arg(you, them)), qPrintable(text));
    // The status bar names the game: nothing on the table said it was Hollywood (a new player's playtest).
    const QString deal = w_->findChild<QLabel*>(QStringLiteral("dealLine"))->text();
    QVERIFY2(deal.startsWith(QStringLiteral("Hollywood gin · hand 1")), qPrintable(deal));
  }

  void bigGinByDrop() {
    // Holding big gin, a card dropped on the knock spot declares it instead of a lesser gin knock.
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 4c 7h 7d 7s 9d Td Jd Qd", "5c 6c 8d Kd Th Jh 2s 3s 5s 6h", "8c"));
    dragCardTo(C("Qd"), TableScene::Target::Knock);
    QVERIFY(c_->hand().over());
    QCOMPARE(c_->hand().result().outcome, Outcome::BigGin);
    QVERIFY(contains(c_->hand().hand(0), C("Qd")));
    QCOMPARE(w_->statusText(), QStringLiteral("You declared big gin!"));
    // Without big gin in the rules the same drop is a gin knock, discarding the queen.
    GameSetup noBig = vsComputer();
    noBig.rules.bigGin = false;
    c_->startScripted(noBig, twoSeats("Ac 2c 3c 4c 7h 7d 7s 9d Td Jd Qd", "5c 6c 8d Kd Th Jh 2s 3s 5s 6h", "8c", 0,
                                      nullptr, noBig.rules));
    QVERIFY(!w_->button(QStringLiteral("biggin"))->isVisible());
    dragCardTo(C("Qd"), TableScene::Target::Knock);
    QVERIFY(c_->hand().over());
    QCOMPARE(c_->hand().result().outcome, Outcome::Gin);
    QVERIFY(!contains(c_->hand().hand(0), C("Qd")));
  }

  // The card just drawn stands out of the row until the discard: sorted into the hand, a new player
  // could not find it (a playtest). Animations are off here: positions are final at once.
  void drawnCardStandsOut() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c", 0, "4c"));
    QCOMPARE(scene_->freshCard(), NoCard);
    const qreal row = scene_->cardItem(C("Kd"))->pos().y();
    QVERIFY(c_->act(Action::drawStock()));
    QCOMPARE(scene_->freshCard(), C("4c"));
    const qreal drawn = scene_->cardItem(C("4c"))->pos().y();
    QVERIFY2(drawn < row - 0.03 * scene_->cardItem(C("4c"))->cardSize().height(), qPrintable(QStringLiteral("%1 vs %2").arg(drawn).arg(row)));
    QCOMPARE(scene_->cardItem(C("Kd"))->pos().y(), row);  // the others stay in the row
    // Discarded something else: the 4c is one of the hand again.
    QVERIFY(c_->act(Action::discard(C("Kd"))));
    QCOMPARE(scene_->freshCard(), NoCard);
    QCOMPARE(scene_->cardItem(C("4c"))->pos().y(), row);
    // A card taken from the pile stands out the same way.
    QTRY_VERIFY(c_->humanToAct());
    QCOMPARE(c_->view().phase, Phase::Draw);
    const Card top = c_->view().discardTop;
    QVERIFY(top != NoCard);
    QVERIFY(c_->act(Action::drawDiscard()));
    QCOMPARE(scene_->freshCard(), top);
  }

  void knockAboveLimitRefused() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d 4c", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c"));
    dragCardTo(C("Kd"), TableScene::Target::Knock);
    QCOMPARE(c_->hand().knocker(), -1);
    QVERIFY(w_->statusText().startsWith(QStringLiteral("You cannot knock: your deadwood would be")));
  }

  void layoffPhase() {
    // The computer (seat 1) knocks with runs 4h-5h-6h and 9s-Ts-Js plus a set of queens; Anna defends.
    HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
    QCOMPARE(h.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    QCOMPARE(h.phase(), Phase::Layoff);
    c_->startScripted(vsComputer(), h);
    QVERIFY(c_->humanToAct());
    QVERIFY(scene_->editingLayoffs());
    // The engine's best lay-offs are offered: 7h and 3h on the heart run, Qs on the queens, 8s on spades.
    const auto offered = scene_->pendingLayoffs();
    QCOMPARE(int(offered.size()), 4);
    shot(QStringLiteral("06-layoff"));
    // The hint does not tell to lay off what lies on the melds already (a new player's playtest: it
    // named the offered cards as if they were still in the hand).
    QTest::mouseClick(w_->button(QStringLiteral("hint")), Qt::LeftButton);
    QTRY_VERIFY2(w_->statusText().startsWith(QStringLiteral("Hint: your lay-offs are in place: confirm them")), qPrintable(w_->statusText()));
    // Drag the 8s back into the hand, then onto the spade run again.
    const Card s8 = C("8s");
    drag(centreOf(s8), handDropPoint());
    QCOMPARE(int(scene_->pendingLayoffs().size()), 3);
    QTest::mouseClick(w_->button(QStringLiteral("hint")), Qt::LeftButton);
    const QString asWell = QStringLiteral("Hint: lay off the %1 as well:").arg(CardText::symbols(bit(s8)));
    QTRY_VERIFY2(w_->statusText().startsWith(asWell), qPrintable(w_->statusText()));
    int spadeMeld = -1;
    for (int i = 0; i < int(c_->hand().tableMelds().size()); ++i)
      if (contains(c_->hand().tableMelds()[i], C("9s"))) spadeMeld = i;
    QVERIFY(spadeMeld >= 0);
    // A card that does not fit is refused with a message and stays in the hand.
    dragCardTo(C("Kd"), TableScene::Target::Meld, spadeMeld);
    QCOMPARE(int(scene_->pendingLayoffs().size()), 3);
    QVERIFY(w_->statusText().contains(QStringLiteral("cannot be laid off")));
    dragCardTo(s8, TableScene::Target::Meld, spadeMeld);
    QCOMPARE(int(scene_->pendingLayoffs().size()), 4);
    // Clicking a laid-off card takes it back: keep the 3h in hand.
    const QPoint p3 = toView(centreOf(C("3h")));
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, p3);
    QCOMPARE(int(scene_->pendingLayoffs().size()), 3);
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QVERIFY(c_->hand().over());
    const HandResult& r = c_->hand().result();
    QCOMPARE(int(r.layoffs[0].size()), 3);
    QCOMPARE(r.deadwood[0], valueOf(S("3h Ac 2d 5c 9c Kd 3s")));
    QVERIFY(view_->resultPanel()->isVisible());
    shot(QStringLiteral("07b-result-layoffs"));
  }

  void firstUpcardButtons() {
    GameSetup s = vsComputer();
    c_->newMatch(s);
    // Whoever is first: play until Anna faces the upcard or the draw.
    QTRY_VERIFY(c_->humanToAct());
    if (c_->hand().phase() == Phase::FirstUpcard) {
      shot(QStringLiteral("01-first-upcard"));
      QVERIFY(w_->button(QStringLiteral("take"))->isVisible());
      QVERIFY(w_->button(QStringLiteral("pass"))->isVisible());
      QTest::mouseClick(w_->button(QStringLiteral("pass")), Qt::LeftButton);
      QCOMPARE(c_->hand().history().back().action.type, ActionType::PassUpcard);
    }
  }

  void wholeHandAgainstComputer() {
    GameSetup s = vsComputer();
    s.seed = 7;
    c_->newMatch(s);
    for (int guard = 0; guard < 200 && !c_->hand().over(); ++guard) {
      QTRY_VERIFY(c_->humanToAct() || c_->hand().over());
      if (c_->hand().over()) break;
      const HandState& h = c_->hand();
      const int before = int(h.history().size());
      switch (h.phase()) {
        case Phase::FirstUpcard: QTest::mouseClick(w_->button(QStringLiteral("pass")), Qt::LeftButton); break;
        case Phase::Draw: drag(tablefixture::pointOn(scene_->stockTop()), handDropPoint()); break;
        case Phase::Discard: {
          const DiscardChoice d = bestDiscard(h.hand(0), bit(h.takenFromDiscard()));
          const bool knock = c_->check(Action::knock(d.discard)) == Reject::Ok;
          dragCardTo(d.discard, knock ? TableScene::Target::Knock : TableScene::Target::Discard);
          break;
        }
        case Phase::Layoff: QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton); break;
        default: break;
      }
      QVERIFY2(int(c_->hand().history().size()) > before, qPrintable(w_->statusText()));
    }
    QTRY_VERIFY(c_->hand().over());
    QVERIFY(view_->resultPanel()->isVisible());
    QCOMPARE(int(c_->match().sheet().hands().size()), 1);
    QVERIFY(c_->hand().checkInvariants().empty());
    // The log replays to the same table.
    const ActionLog log = c_->actionLog();
    GameController other;
    QVERIFY(other.replay(c_->setup(), log));
    QCOMPARE(other.hand().result().points, c_->hand().result().points);
    // Next hand from the result panel.
    QTest::mouseClick(view_->resultPanel()->nextButton(), Qt::LeftButton);
    QCOMPARE(c_->match().handNumber(), 2);
    QVERIFY(!view_->resultPanel()->isVisible());
  }

  void hotSeatCurtain() {
    c_->startScripted(vsComputer(true),
                      twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c", 0, "4c"));
    const CardSet anna = c_->hand().hand(0), ben = c_->hand().hand(1);
    QVERIFY(!c_->curtain());
    QVERIFY(faceUp(anna));
    QVERIFY(!anyFaceUp(ben));
    drag(tablefixture::pointOn(scene_->stockTop()), handDropPoint());
    dragCardTo(C("Kd"), TableScene::Target::Discard);
    // Ben's turn: the curtain hides both hands until Ben confirms.
    QCOMPARE(c_->hand().toAct(), 1);
    QVERIFY(c_->curtain());
    QVERIFY(view_->curtain()->isVisible());
    QVERIFY(!anyFaceUp(c_->hand().hand(0)));
    QVERIFY(!anyFaceUp(ben));
    QCOMPARE(view_->curtain()->button()->text(), QStringLiteral("I am Ben"));
    shot(QStringLiteral("08-curtain"));
    // Clicks on the table do nothing while the curtain is down.
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, toView(tablefixture::pointOn(scene_->stockTop())));
    QCOMPARE(c_->hand().phase(), Phase::Draw);
    QTest::mouseClick(view_->curtain()->button(), Qt::LeftButton);
    QVERIFY(!c_->curtain());
    QVERIFY(!view_->curtain()->isVisible());
    QCOMPARE(c_->viewSeat(), 1);
    QVERIFY(faceUp(ben));
    QVERIFY(!anyFaceUp(c_->hand().hand(0)));  // the inactive hand is never face up
    QCOMPARE(scene_->cardItem(C("Kd"))->marker(), CardItem::Marker::None);  // no deadwood mark on the pile
    // Ben's hand is now at the bottom of the table.
    QVERIFY(scene_->cardItem(C("5c"))->pos().y() > scene_->zoneRect(TableScene::Target::Stock).bottom());
    shot(QStringLiteral("09-hotseat-ben"));
  }

  // Under the curtain the player who just moved may still take it back with the curtain's second
  // button (the next player has not acted); it is never the default, so Enter or Space at the curtain
  // shows the next hand instead.
  void curtainUndoIsTheMoversAndNeverTheDefault() {
    c_->setAiDelay(0);
    c_->newMatch(vsComputer(true));
    if (c_->curtain()) QTest::mouseClick(view_->curtain()->button(), Qt::LeftButton);
    const int first = c_->hand().toAct();
    view_->setFocus();
    keyMove();
    if (c_->hand().toAct() == first) keyMove();
    QVERIFY(c_->curtain());
    const std::size_t moves = c_->hand().history().size();
    QPushButton* undo = view_->curtain()->findChild<QPushButton*>(QStringLiteral("curtainUndo"));
    QVERIFY(undo && undo->isVisible());
    QVERIFY(!undo->isDefault() && !undo->autoDefault());
    QVERIFY2(undo->text().startsWith(c_->seatName(first)), qPrintable(undo->text()));
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(c_->hand().history().size(), moves - 1);
    // The mover's cards wait behind the curtain: the next player, who may be the one at the screen and
    // may have pressed it, saw them at once (a new player's play-test).
    QVERIFY(c_->curtain());
    QCOMPARE(c_->viewSeat(), first);
    QCOMPARE(c_->hand().toAct(), first);
    QCOMPARE(c_->prompt(), QStringLiteral("Pass the screen to %1.").arg(c_->seatName(first)));
    QVERIFY(!anyFaceUp(c_->hand().hand(first)));
    QTest::mouseClick(view_->curtain()->button(), Qt::LeftButton);
    QVERIFY(!c_->curtain());
  }

  void doubleClicks() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    QTest::mouseDClick(view_->viewport(), Qt::LeftButton, {}, toView(tablefixture::pointOn(scene_->stockTop())));
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QCOMPARE(int(c_->hand().history().size()), 1);  // one draw, not two attempts
    QTest::mouseDClick(view_->viewport(), Qt::LeftButton, {}, toView(centreOf(C("Qs"))));
    QCOMPARE(c_->hand().history().at(1).action, Action::discard(C("Qs")));
  }

  void reorderWithinHand() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c"));
    scene_->setSort(TableScene::Sort::Rank);
    QCOMPARE(scene_->handOrder().first(), C("Ac"));
    // Drag the ace to the right end of the hand.
    const QRectF hand = scene_->zoneRect(TableScene::Target::Hand);
    drag(centreOf(C("Ac")), QPointF(hand.right() - 20, centreOf(C("Ac")).y()));
    QCOMPARE(scene_->sort(), TableScene::Sort::Manual);
    QCOMPARE(scene_->handOrder().last(), C("Ac"));
    QCOMPARE(c_->hand().phase(), Phase::Draw);  // no action
  }

  // The empty discard pile is labelled while a card may be discarded, not at the hand's end, where the
  // result panel narrows the table (the Finnish word was cut off at 1024x600).
  void emptyPileLabelOnlyWhilePlaying() {
    testutil::Script sc;
    sc.dealer = 1;
    sc.toAct = 0;
    sc.phase = Phase::FirstUpcard;
    sc.hands = {"Ac 2c 3c 7h 7d 7s 4s 5s 6s Kd", "5c 6c 8d 9d Th Jh 2s 3s 9s 6h"};
    sc.pile = "2d";
    c_->startScripted(vsComputer(), sc.make());
    QCOMPARE(scene_->discardLabel(), QString());
    QVERIFY(c_->act(Action::take()));
    QCOMPARE(c_->view().pileSize, 0);
    QCOMPARE(scene_->discardLabel(), QStringLiteral("Discard"));
    QVERIFY(c_->act(Action::knock(C("Kd"))));
    QTRY_VERIFY(c_->hand().over());
    QCOMPARE(c_->view().pileSize, 0);
    QCOMPARE(scene_->discardLabel(), QString());
  }

  // A card that fits none of the knocker's melds, dragged onto one: refused, and the words name it.
  void layoffRefusalNamesTheCard() {
    c_->startScripted(vsComputer(), tablefixture::weDefend());  // melds 4h 5h 6h, 9s Ts Js, Qc Qd Qh
    QVERIFY(scene_->editingLayoffs());
    const std::vector<Layoff> before = scene_->pendingLayoffs();  // the lay-offs the table suggests
    dragCardTo(C("Kd"), TableScene::Target::Meld, 0);
    QCOMPARE(scene_->pendingLayoffs(), before);
    QCOMPARE(w_->statusText(), QStringLiteral("The king of diamonds does not fit that meld: it cannot be laid off there."));
  }

  // An empty table (no match: the start, a lesson finished from the welcome page) shows no mark of the
  // last hand: no knocker's mark, no caption, no focus or hint ring.
  void nothingOfTheLastHandOnAnEmptyTable() {
    c_->startScripted(vsComputer(), tablefixture::weDefend());
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Up);
    scene_->showHint(Action::drawStock());
    QVERIFY(!scene_->knockerMarkText().isEmpty());
    QVERIFY(!scene_->cardFocusOutline().isNull());
    c_->clear();
    QVERIFY(scene_->knockerMarkText().isEmpty());
    QVERIFY(scene_->cardFocusOutline().isNull());
    QVERIFY(scene_->hintRing().isNull());
    for (QGraphicsItem* it : scene_->items())
      if (auto* label = dynamic_cast<LabelItem*>(it)) QVERIFY2(!label->isVisible(), qPrintable(label->text()));
  }

  // In a hand of the player's own order a card drawn from the stock goes where it was dropped, though
  // the table does not know the card until it is drawn (it used to go in as "no card" and land at the end).
  void stockCardGoesWhereDropped() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    scene_->setSort(TableScene::Sort::Rank);
    const QRectF hand = scene_->zoneRect(TableScene::Target::Hand);
    drag(centreOf(C("Ac")), QPointF(hand.right() - 20, centreOf(C("Ac")).y()));
    QCOMPARE(scene_->sort(), TableScene::Sort::Manual);
    const QVector<Card> before = scene_->handOrder();
    // Drop the stock card between the hand's first and second card.
    const QPointF between = (centreOf(before[0]) + centreOf(before[1])) / 2;
    drag(tablefixture::pointOn(scene_->stockTop()), between);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    const QVector<Card> after = scene_->handOrder();
    QCOMPARE(after.size(), before.size() + 1);
    QVERIFY(!after.contains(NoCard));
    QCOMPARE(after[0], before[0]);
    QCOMPARE(after[1], C("4c"));
    QCOMPARE(after.mid(2), before.mid(1));
  }
};

QTEST_MAIN(TestTable)
#include "tst_table.moc"
