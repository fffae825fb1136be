// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the card table: real drags with QTest::mousePress/mouseMove/mouseRelease on the
// viewport, clicks, the keyboard, the lay-off phase, a whole hand against the computer and the
// hot-seat curtain. Scripted positions keep them deterministic. Set GIN_SHOTS=<dir> to save a
// screenshot of every phase.
#include <QDir>
#include <QDockWidget>
#include <QHashSeed>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QToolButton>
#include <QApplication>
#include <QtTest>

#include "table/cardrenderer.h"
#include "table/carditem.h"
#include "text/cardtext.h"
#include "table/curtain.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "table/resultpanel.h"
#include "sheet/scoresheetwidget.h"
#include "store/settings.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "table/tableitems.h"
#include "tablefixture.h"
#include "testutil.h"

using namespace gin;

namespace {

using testutil::C;
using testutil::S;
using testutil::twoSeats;

GameSetup vsComputer(bool hotSeat = false) {
  GameSetup s;
  s.seed = 42;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")},
             SeatSetup{hotSeat ? SeatKind::Person : SeatKind::Computer, ai::Level::Casual, hotSeat ? QStringLiteral("Ben") : QString()}};
  return s;
}

}  // namespace

class TestTable : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;
  TableScene* scene_ = nullptr;

  void shot(const QString& name) {
    const QString dir = qEnvironmentVariable("GIN_SHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    w_->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
  }
  QPoint toView(const QPointF& scenePos) const { return view_->mapFromScene(scenePos); }
  QPointF centreOf(Card c) const { return tablefixture::pointOn(scene_, c); }
  void drag(const QPointF& from, const QPointF& to) { tablefixture::mouseDrag(view_, from, to); }
  void dragCardTo(Card c, TableScene::Target t, int meld = -1) {
    drag(centreOf(c), scene_->zoneRect(t, meld).center());
  }
  QPointF handDropPoint() const { return scene_->zoneRect(TableScene::Target::Hand).center() + QPointF(0, 40); }
  bool faceUp(CardSet s) const {
    bool all = true;
    forEach(s, [&](Card c) { all = all && scene_->cardItem(c) && scene_->cardItem(c)->faceUp(); });
    return all;
  }
  bool anyFaceUp(CardSet s) const {
    bool any = false;
    // A card the view does not know has no item of its own: it cannot be face up.
    forEach(s, [&](Card c) { any = any || (scene_->cardItem(c) && scene_->cardItem(c)->faceUp()); });
    return any;
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Anim::setSpeed(0);
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  void init() {
    // A computer's action the engine refuses is a player bug: its warning fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("engine refused")));
    w_ = std::make_unique<MainWindow>();
    w_->resize(1180, 760);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    c_ = w_->controller();
    c_->setAiDelay(0);
    Anim::setSpeed(0);
    view_ = w_->tableView();
    scene_ = view_->table();
  }

  void cleanup() { w_.reset(); }

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

  void pokerDefenderLaysOffOnAnotherDefender() {
    // Poker gin, 3 players. Computer 2 knocks with 2h-3h-4h and 9c-9d-9s; Computer 3 lays out 5d-6d-7d
    // and the jacks; Anna may lay off onto every other player's melds, not only the knocker's.
    GameSetup s;
    preset("poker", s.rules);
    s.rules.players = 3;
    s.seed = 3;
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")}, SeatSetup{SeatKind::Computer, ai::Level::Casual, {}},
               SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}};
    Position p;
    p.rules = s.rules;
    p.dealer = 0;
    p.toAct = 1;
    p.phase = Phase::Discard;
    p.hands = {S("8d Jh Ac 5s 6c Th Qs"), S("2h 3h 4h 9c 9d 9s Kc Kd"), S("5d 6d 7d Jc Jd Js Qh")};
    p.pile = {C("2c")};
    CardSet used = p.hands[0] | p.hands[1] | p.hands[2] | bit(C("2c"));
    forEach(kFullDeck & ~used, [&](Card c) { p.stock.push_back(c); });
    HandState h = HandState::fromPosition(p);
    QCOMPARE(h.apply(1, Action::knock(C("Kd"))), Reject::Ok);
    QCOMPARE(h.toAct(), 2);
    QCOMPARE(h.apply(2, Action::layoff(bestArrangement(h.hand(2)).melds, {})), Reject::Ok);
    QCOMPARE(h.toAct(), 0);
    c_->startScripted(s, h);
    QVERIFY(scene_->editingLayoffs());
    QCOMPARE(w_->statusText(), QStringLiteral("Lay off your cards on the other players' melds, then confirm."));
    const auto& table = c_->hand().tableMelds();
    int diamonds = -1, jacks = -1, hearts = -1;
    for (int i = 0; i < int(table.size()); ++i) {
      if (table[i] == S("5d 6d 7d")) diamonds = i;
      if (table[i] == S("Jc Jd Js")) jacks = i;
      if (table[i] == S("2h 3h 4h")) hearts = i;
    }
    QVERIFY(diamonds >= 0 && jacks >= 0 && hearts >= 0);
    QCOMPARE(c_->hand().tableOwner()[diamonds], 2);
    // The best defence is offered: 8d on Computer 3's run, Jh on its jacks.
    QCOMPARE(int(scene_->pendingLayoffs().size()), 2);
    shot(QStringLiteral("11-poker-layoff"));
    // Take the 8d back, refuse it on the knocker's hearts, lay it off on Computer 3's run by drag.
    drag(centreOf(C("8d")), handDropPoint());
    QCOMPARE(int(scene_->pendingLayoffs().size()), 1);
    dragCardTo(C("8d"), TableScene::Target::Meld, hearts);
    QCOMPARE(int(scene_->pendingLayoffs().size()), 1);
    QVERIFY(w_->statusText().contains(QStringLiteral("cannot be laid off")));
    dragCardTo(C("8d"), TableScene::Target::Meld, diamonds);
    QVERIFY(scene_->pendingLayoffs().back() == (Layoff{C("8d"), diamonds}));
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QVERIFY(c_->hand().over());
    const HandResult& r = c_->hand().result();
    QCOMPARE(int(r.layoffs[0].size()), 2);
    for (const Layoff& l : r.layoffs[0]) QCOMPARE(c_->hand().tableOwner()[l.meld], 2);
    QCOMPARE(r.deadwood[0], valueOf(S("Ac 5s 6c Th Qs")));
    QVERIFY(view_->resultPanel()->isVisible());
    shot(QStringLiteral("11b-poker-layoff-result"));
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

  // While laying off, Right goes from the knock spot through the knocker's melds as they lie on the
  // screen, left to right (a new player's playtest: it went in an order of its own), and a screen
  // reader lists them in the same order.
  void layoffKeysFollowTheScreen() {
    HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
    QCOMPARE(h.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    auto focused = [&] {
      for (const auto& e : scene_->accessibleElements())
        if (e.focused) return e;
      return TableScene::AccessibleElement{};
    };
    // The order went with a hash's seed: several seeds, so that an order of its own cannot pass by luck.
    for (int round = 0; round < 8; ++round) {
      QHashSeed::resetRandomGlobalSeed();
      c_->startScripted(vsComputer(), h);
      QVERIFY(scene_->editingLayoffs());
      view_->setFocus();
      QTest::keyClick(view_, Qt::Key_Up);    // the pile row
      QTest::keyClick(view_, Qt::Key_Home);  // the stock
      QTest::keyClick(view_, Qt::Key_Right);
      QTest::keyClick(view_, Qt::Key_Right);  // the knock spot
      QCOMPARE(focused().kind, TableScene::AccessibleElement::Kind::Knock);
      QVector<int> byKeys;
      QVector<qreal> xs;
      for (int i = 0; i < 3; ++i) {
        QTest::keyClick(view_, Qt::Key_Right);
        const auto e = focused();
        QCOMPARE(e.kind, TableScene::AccessibleElement::Kind::Meld);
        byKeys << e.key;
        xs << e.rect.x();
      }
      QVERIFY2(xs[0] < xs[1] && xs[1] < xs[2], qPrintable(QStringLiteral("%1 %2 %3").arg(xs[0]).arg(xs[1]).arg(xs[2])));
      QTest::keyClick(view_, Qt::Key_Right);  // around to the stock
      QCOMPARE(focused().kind, TableScene::AccessibleElement::Kind::Stock);
      QVector<int> listed;
      for (const auto& e : scene_->accessibleElements())
        if (e.kind == TableScene::AccessibleElement::Kind::Meld) listed << e.key;
      QCOMPARE(listed, byKeys);
    }
  }

  // A keyboard player's lay-offs and the next hand (a keyboard playtest): Space on the knock spot
  // says what to do now (it said "pick up the card to discard face down first"), the table's words
  // name the keys, Confirm lay-offs pressed with Space leaves the keys on Next hand (they went to
  // "Melds first" on the bar), and the next hand's table shows the focus on the hand at once.
  void layoffAndNextHandByKeys() {
    HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
    QCOMPARE(h.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    c_->startScripted(vsComputer(), h);
    QVERIFY(scene_->editingLayoffs());
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Up);
    QTest::keyClick(view_, Qt::Key_Home);
    QTest::keyClick(view_, Qt::Key_Right);
    QTest::keyClick(view_, Qt::Key_Right);  // the knock spot, the knocker's discard face down on it
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(w_->statusText(), QStringLiteral("Lay off your cards and confirm first."));
    QVERIFY2(scene_->infoText().endsWith(QStringLiteral("Space on a card, then on a meld; then confirm")), qPrintable(scene_->infoText()));
    QPushButton* confirm = w_->button(QStringLiteral("confirm"));
    confirm->setFocus(Qt::TabFocusReason);
    QTest::keyClick(confirm, Qt::Key_Space);
    QVERIFY(c_->hand().over());
    auto* next = view_->resultPanel()->findChild<QPushButton*>(QStringLiteral("nextHandButton"));
    QVERIFY(next && next->isVisible());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(next));
    // Shift+Tab reaches Review, left of it (it went back to the table: the buttons were in the chain
    // in the order they were made), and Tab comes back.
    auto* review = view_->resultPanel()->findChild<QPushButton*>(QStringLiteral("reviewButton"));
    QVERIFY(review && review->isVisible());
    QTest::keyClick(next, Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(review));
    QTest::keyClick(review, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(next));
    QTest::keyClick(next, Qt::Key_Space);
    QVERIFY(!c_->hand().over());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view_));
    QVERIFY(!scene_->cardFocusOutline().isNull());
    for (const auto& e : scene_->accessibleElements())
      if (e.focused) QVERIFY2(e.kind != TableScene::AccessibleElement::Kind::Knock, qPrintable(e.name));
    // A click plays with the mouse again: no ring, and the prompts speak of dragging.
    QVERIFY(c_->keyboardPrompts());
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, toView(centreOf(c_->hand().discardTop())));
    QVERIFY(!c_->keyboardPrompts());
    QVERIFY(scene_->cardFocusOutline().isNull());
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

 private:
  // One move of the seat to act, by the keys of Help › Keys: P passes the upcard, S draws from the stock,
  // and a discard is Down to the hand, Home, Space to pick the card up, Up to the pile, Space.
  void keyMove() {
    switch (c_->hand().phase()) {
      case Phase::FirstUpcard: QTest::keyClick(view_, Qt::Key_P); break;
      case Phase::Draw: QTest::keyClick(view_, Qt::Key_S); break;
      case Phase::Discard:
        for (Qt::Key k : {Qt::Key_Down, Qt::Key_Home, Qt::Key_Space, Qt::Key_Up, Qt::Key_Space}) QTest::keyClick(view_, k);
        break;
      default: QTest::keyClick(view_, Qt::Key_C); break;
    }
  }
  // At the curtain the keys reach its default button ("I am …"): Space shows the next player's hand.
  void spaceAtTheCurtain() {
    QVERIFY(c_->curtain() && view_->curtain()->isVisible());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view_->curtain()->button()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!c_->curtain());
    QTRY_VERIFY(view_->hasFocus());  // the keys go to the table, not to a button
  }

 private slots:
  // A hot-seat hand played by keyboard through the curtain. Space at the curtain shows the next hand and
  // takes nothing back; Ctrl+Z does nothing under the curtain and later takes back only the player's own
  // move, never the other person's.
  void hotSeatByKeyboardThroughTheCurtain() {
    c_->setAiDelay(0);
    c_->newMatch(vsComputer(true));  // dealt from a seed: undo replays it
    view_->activateWindow();
    view_->setFocus();
    if (c_->curtain()) spaceAtTheCurtain();
    const int first = c_->hand().toAct(), second = 1 - first;
    QCOMPARE(c_->viewSeat(), first);
    keyMove();
    const std::size_t afterFirst = c_->hand().history().size();
    QVERIFY(afterFirst >= 1);
    if (c_->hand().toAct() == first) {  // a draw: the same player discards, then the curtain
      keyMove();
      QCOMPARE(c_->hand().history().size(), afterFirst + 1);
    }
    const std::size_t firstsMoves = c_->hand().history().size();
    QCOMPARE(c_->hand().toAct(), second);
    QVERIFY(c_->curtain());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c_->hand().history().size(), firstsMoves);
    spaceAtTheCurtain();
    QCOMPARE(c_->hand().history().size(), firstsMoves);  // Space did not take the first player's move back
    QCOMPARE(c_->viewSeat(), second);
    // The second player's move is theirs to take back; the first player's is not. (A draw, T for the
    // upcard or S for the stock: the same player moves next, no curtain in between.)
    QTest::keyClick(view_, c_->hand().phase() == Phase::FirstUpcard ? Qt::Key_T : Qt::Key_S);
    QCOMPARE(c_->hand().history().size(), firstsMoves + 1);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QVERIFY(!c_->curtain());
    QCOMPARE(c_->undoSeat(), second);
    QTest::keyClick(view_, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c_->hand().history().size(), firstsMoves);
    QCOMPARE(c_->hand().toAct(), second);
    QCOMPARE(c_->viewSeat(), second);
    QVERIFY(!c_->canUndo());
    QTest::keyClick(view_, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c_->hand().history().size(), firstsMoves);
    QVERIFY(!c_->undo());
    QCOMPARE(c_->hand().history().size(), firstsMoves);
    // Play the hand out by keys, through every curtain: each player sees only their own hand.
    for (int guard = 0; guard < 400 && !c_->hand().over(); ++guard) {
      if (c_->curtain()) {
        spaceAtTheCurtain();
        continue;
      }
      QCOMPARE(c_->viewSeat(), c_->hand().toAct());
      QVERIFY(faceUp(c_->hand().hand(c_->viewSeat())));
      QVERIFY(!anyFaceUp(c_->hand().hand(1 - c_->viewSeat())));
      const std::size_t before = c_->hand().history().size();
      keyMove();
      QVERIFY2(c_->hand().history().size() > before, qPrintable(w_->statusText()));
    }
    QVERIFY(c_->hand().over());
    QVERIFY(c_->hand().history().size() > 20);
    QTRY_VERIFY(view_->resultPanel()->isVisible());
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
    QVERIFY(!c_->curtain());
    QCOMPARE(c_->viewSeat(), first);
    QCOMPARE(c_->hand().toAct(), first);
  }

  void keyboardPlay() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    // Up to the piles, left to the stock, Space draws.
    QTest::keyClick(view_, Qt::Key_Up);
    QTest::keyClick(view_, Qt::Key_Left);
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QVERIFY(contains(c_->hand().hand(0), C("4c")));
    // Down to the hand, pick up the first card, Esc puts it back, pick it again, up to the pile, Space.
    QTest::keyClick(view_, Qt::Key_Down);
    QTest::keyClick(view_, Qt::Key_Space);
    const Card held = scene_->selectedCard();
    QVERIFY(held != NoCard);
    QTest::keyClick(view_, Qt::Key_Escape);
    QCOMPARE(scene_->selectedCard(), NoCard);
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), held);
    QTest::keyClick(view_, Qt::Key_Up);
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(c_->hand().history().at(1).action, Action::discard(held));
  }

  // The keyboard focus shows from the first arrow press, on top of its neighbours; Left and Right wrap
  // around in the hand and in the pile row; Home and End go to the ends.
  void keyboardFocusWrapsHomeEnd() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    auto focused = [this] {
      QList<Card> out;  // the cards of the items with a focus ring (a hidden card's item has none)
      for (CardItem* it : scene_->allItems())
        if (it->focusRing()) out << it->card();
      return out;
    };
    QVERIFY(focused().isEmpty());
    QTest::keyClick(view_, Qt::Key_Right);
    QCOMPARE(focused().size(), 1);
    const Card second = focused().front();
    QTest::keyClick(view_, Qt::Key_Home);
    QCOMPARE(focused().size(), 1);
    const Card first = focused().front();
    QVERIFY(first != second);
    QTest::keyClick(view_, Qt::Key_Left);  // wraps to the last card
    const Card last = focused().front();
    QVERIFY(last != first && last != second);
    QTest::keyClick(view_, Qt::Key_Home);
    QTest::keyClick(view_, Qt::Key_End);
    QCOMPARE(focused().front(), last);
    QTest::keyClick(view_, Qt::Key_Right);  // and back round to the first
    QCOMPARE(focused().front(), first);
    // The focused card keeps its place in the fan (the card to its right still lies over it, its index
    // in sight) and is outlined where it shows: framing the hidden part too looked like two cards.
    auto rectOf = [this](Card c) { return QRectF(scene_->cardItem(c)->pos(), scene_->cardItem(c)->cardSize()); };
    QVERIFY(scene_->cardItem(first)->zValue() < scene_->cardItem(second)->zValue());
    QVERIFY(rectOf(second).left() < rectOf(first).right());  // the two overlap
    const QRectF strip(rectOf(first).topLeft(), QPointF(rectOf(second).left(), rectOf(first).bottom()));
    // (its right side stays inside the strip: the neighbour's own rings, a hint's, are not covered)
    QVERIFY(scene_->cardFocusOutline().contains(strip.adjusted(0, 0, -6, 0)));
    QVERIFY(scene_->cardFocusOutline().right() < rectOf(second).left());
    QTest::keyClick(view_, Qt::Key_Right);
    const Card next = focused().front();
    QCOMPARE(next, second);
    QVERIFY(scene_->cardFocusOutline().left() > rectOf(first).left() + 4);
    // The pile row wraps too: discard pile, knock spot, round to the stock, where Space draws.
    QTest::keyClick(view_, Qt::Key_Up);
    QTest::keyClick(view_, Qt::Key_Right);
    QTest::keyClick(view_, Qt::Key_Right);
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QVERIFY(contains(c_->hand().hand(0), C("4c")));
    // Home and End in the pile row: End is the knock spot, Home the stock (which no longer draws).
    QTest::keyClick(view_, Qt::Key_End);
    QTest::keyClick(view_, Qt::Key_Home);
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(int(c_->hand().history().size()), 1);
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

  // The keyboard focus and the hint's ring lie above the cards on the stock and the pile (the stock's
  // own outline showed a sliver at its right edge, the pile's focus a thin line); both show on one pile;
  // a card picked up with Space is raised out of its row; after a draw the focus is on the card drawn.
  void focusAndHintRingsAboveTheCards() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    auto rectOf = [](const CardItem* it) { return QRectF(it->pos(), it->cardSize()); };
    auto ringAbove = [this](const QRectF& cards) {
      // The outline frames the place and is drawn above every card item.
      const QRectF o = scene_->cardFocusOutline();
      if (!o.contains(cards)) return false;
      for (CardItem* it : scene_->allItems())
        if (it->isVisible() && it->sceneBoundingRect().intersects(o) && it->zValue() >= scene_->focusRingZ()) return false;
      return true;
    };
    QTest::keyClick(view_, Qt::Key_Up);  // the discard pile
    QVERIFY(ringAbove(rectOf(scene_->cardItem(C("8c")))));
    QTest::keyClick(view_, Qt::Key_Left);  // the stock
    QVERIFY(ringAbove(rectOf(scene_->stockTop())));
    // A hint for the stock: its ring lies on the top card, inside the focus ring (clear of its halo).
    scene_->showHint(Action::drawStock());
    QVERIFY(rectOf(scene_->stockTop()).contains(scene_->hintRing()));
    QVERIFY(scene_->hintRing().width() > rectOf(scene_->stockTop()).width() * 0.8);
    QVERIFY(scene_->cardFocusOutline().contains(scene_->hintRing()));
    QVERIFY(scene_->hintRingZ() > scene_->cardFocusZ());
    // The focus moves on: the hint's ring frames the whole top card again.
    QTest::keyClick(view_, Qt::Key_Right);
    QVERIFY(scene_->hintRing().contains(rectOf(scene_->stockTop())));
    QTest::keyClick(view_, Qt::Key_Left);
    // Space draws: the focus goes to the card drawn, in the hand.
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QVERIFY(scene_->cardItem(C("4c"))->focusRing());
    // Space picks it up: raised out of its row and above its neighbours (one lay over it), ringed whole.
    QTest::keyClick(view_, Qt::Key_Home);
    const CardItem* held = nullptr;
    for (const CardItem* it : scene_->seatItems(0))
      if (it->focusRing()) held = it;
    QVERIFY(held);
    const qreal rowTop = held->pos().y();
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), held->card());
    QVERIFY(held->lifted());
    QVERIFY(held->pos().y() < rowTop - held->cardSize().height() * 0.1);
    for (const CardItem* it : scene_->seatItems(0))
      if (it != held && it->isVisible()) QVERIFY(it->zValue() < held->zValue());
    QVERIFY(scene_->cardFocusOutline().contains(QRectF(held->pos(), held->cardSize())));
  }

  // The hint's green ring shows plainly on a pile that has the keyboard focus, on every cloth: the
  // focus ring's dark halo covered it, leaving a faint green line.
  void hintRingShowsOnTheFocusedPile() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Up);  // the discard pile
    const QRectF pile = QRectF(scene_->cardItem(C("8c"))->pos(), scene_->cardItem(C("8c"))->cardSize());
    QVERIFY(scene_->cardFocusOutline().contains(pile));
    // Green pixels of the hint (0x9cff7a) along the pile's edge, the pile's rectangle rendered alone.
    auto greenAround = [this, &pile] {
      const QRectF area = pile.adjusted(-12, -12, 12, 12);
      QImage img(area.size().toSize(), QImage::Format_ARGB32);
      img.fill(Qt::black);
      QPainter p(&img);
      scene_->render(&p, QRectF(QPointF(0, 0), area.size()), area);
      p.end();
      int n = 0;
      for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
          const QColor c = img.pixelColor(x, y);
          if (c.green() > 200 && c.red() > 110 && c.red() < 190 && c.blue() < 160) ++n;
        }
      return n;
    };
    QCOMPARE(greenAround(), 0);
    scene_->showHint(Action::drawDiscard());
    QVERIFY(!scene_->hintRing().isNull());
    QVERIFY(scene_->cardFocusOutline().contains(scene_->hintRing()));
    // A ring 4 px wide around most of the card's perimeter.
    const int perimeter = int(2 * (pile.width() + pile.height()));
    const int green = greenAround();
    QVERIFY2(green > 3 * perimeter, qPrintable(QStringLiteral("%1 green pixels, perimeter %2").arg(green).arg(perimeter)));
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

  // Poker gin: a later defender sees the earlier defenders' lay-offs on the knocker's melds as they are
  // made, not in their hands as deadwood (found by a new player, #35).
  void earlierPokerLayoffsShowOnTheKnockersMelds() {
    startPokerLayoffs();
    CardItem* seven = scene_->cardItem(C("7h"));
    QVERIFY(seven && seven->faceUp());
    QCOMPARE(seven->marker(), CardItem::Marker::LaidOff);
    QVERIFY(scene_->seatItems(1).contains(seven));   // in the knocker's row, with its hearts
    QVERIFY(!scene_->seatItems(2).contains(seven));  // not left in the defender's hand
    QCOMPARE(seven->home().y(), scene_->cardItem(C("6h"))->home().y());
    shot(QStringLiteral("14-poker-earlier-layoff"));
  }

  // Poker gin's result says what each player paid the winner, and in both languages (#35).
  void pokerResultSaysWhatEachPaid() {
    startPokerLayoffs();
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QTRY_VERIFY(c_->hand().over());
    const HandResult& r = c_->hand().result();
    QVERIFY(r.winner >= 0);
    QStringList paid;
    for (int s = 0; s < 3; ++s)
      if (s != r.winner) paid << QStringLiteral("%1 %2").arg(c_->seatName(s)).arg(r.pointsFrom[s]);
    QVERIFY(r.pointsFrom[r.winner == 0 ? 1 : 0] > 0);
    const QString text = view_->resultPanel()->text();
    QVERIFY2(text.contains(QStringLiteral("%1 takes the difference in deadwood from each player: %2.")
                               .arg(c_->seatName(r.winner), paid.join(QStringLiteral(", ")))),
             qPrintable(text));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QTRY_VERIFY2(view_->resultPanel()->text().contains(QStringLiteral("saa jokaiselta pelaajalta hukkapisteiden erotuksen: ") +
                                                       paid.join(QStringLiteral(", "))),
                 qPrintable(view_->resultPanel()->text()));
    Language::instance().setLanguage(QStringLiteral("en"));
    shot(QStringLiteral("15-poker-result"));
  }

  // When you are the beaten knocker, the note says so in a whole sentence ("Koputtaja Sinä hävisi" read
  // badly in Finnish), in both languages.
  void pokerResultWhenYouAreTheBeatenKnocker() {
    GameSetup s;
    preset("poker", s.rules);
    s.rules.players = 3;
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")},
               SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}};
    Position p;
    p.rules = s.rules;
    p.dealer = 2;
    p.toAct = 0;
    p.phase = Phase::Discard;
    p.hands = {S("Ac 2c 3c 5d 9h Ks Qd Jc"), S("4h 5h 6h 8s 8c 8d Kh"), S("7h 9c 9d 9s 2h 3d Qs")};
    p.pile = {C("5c")};
    CardSet used = bit(C("5c"));
    for (CardSet h : p.hands) used |= h;
    forEach(kFullDeck & ~used, [&](Card c) { p.stock.push_back(c); });
    HandState h = HandState::fromPosition(p);
    QVERIFY2(h.checkInvariants().empty(), h.checkInvariants().c_str());
    QCOMPARE(h.apply(0, Action::knock(C("Jc"))), Reject::Ok);  // Anna knocks with 34: Otto has 10, Ella 22
    c_->setAiDelay(0);
    c_->startScripted(s, h);
    QTRY_VERIFY(c_->hand().over());
    const HandResult& r = c_->hand().result();
    QCOMPARE(r.outcome, Outcome::Undercut);
    QCOMPARE(r.winner, 1);
    const int bonus = s.rules.pokerBelowKnockerBonus;
    const QString list = QStringLiteral("%1 %2, %3 %4").arg(c_->seatName(1)).arg(bonus).arg(c_->seatName(2)).arg(bonus);
    QVERIFY2(view_->resultPanel()->text().contains(
                 QStringLiteral("You knocked and were beaten: each player below your deadwood gets a bonus: ") + list),
             qPrintable(view_->resultPanel()->text()));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QTRY_VERIFY2(view_->resultPanel()->text().contains(QStringLiteral("Koputit ja hävisit: ") + QStringLiteral("jokainen, jonka hukkapisteet jäivät alle sinun, saa bonuksen: ") + list),
                 qPrintable(view_->resultPanel()->text()));
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // An undercut at a poker table: the result names the bonus of each player below the beaten knocker.
  void pokerResultNamesTheBonusBelowABeatenKnocker() {
    startPokerLayoffs("7h 9c 9d 9s 2h 3d As");  // Ella keeps 2h 3d As: 6 against Otto's 10
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QTRY_VERIFY(c_->hand().over());
    const HandResult& r = c_->hand().result();
    QCOMPARE(r.outcome, Outcome::Undercut);
    QCOMPARE(r.winner, 2);
    const int bonus = c_->setup().rules.pokerBelowKnockerBonus;
    QVERIFY(bonus > 0);
    QCOMPARE(r.points[2], r.pointsFrom[0] + r.pointsFrom[1] + bonus);
    const QString text = view_->resultPanel()->text();
    QVERIFY2(text.contains(QStringLiteral("The knocker %1 was beaten: each player below its deadwood gets a bonus: %2 %3.")
                               .arg(c_->seatName(1), c_->seatName(2))
                               .arg(bonus)),
             qPrintable(text));
  }

 private:
  // Three players of poker gin: Otto (seat 1) has knocked, Ella (seat 2) has laid off the 7h on his
  // hearts, and Anna (seat 0, at this screen) lays off now.
  void startPokerLayoffs(const char* ella = "7h 9c 9d 9s 2h 3d Qs") {
    GameSetup s;
    preset("poker", s.rules);
    s.rules.players = 3;
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")},
               SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}};
    Position p;
    p.rules = s.rules;
    p.dealer = 0;
    p.toAct = 1;
    p.phase = Phase::Discard;
    p.hands = {S("Ac 2c 3c 5d 9h Ks Qd"), S("4h 5h 6h 8s 8c 8d Jc Kh"), S(ella)};
    p.pile = {C("5c")};
    CardSet used = bit(C("5c"));
    for (CardSet h : p.hands) used |= h;
    forEach(kFullDeck & ~used, [&](Card c) { p.stock.push_back(c); });
    HandState h = HandState::fromPosition(p);
    QVERIFY2(h.checkInvariants().empty(), h.checkInvariants().c_str());  // every card once
    QCOMPARE(h.apply(1, Action::knock(C("Kh"))), Reject::Ok);
    QCOMPARE(h.toAct(), 2);
    const Defence d = h.suggestedDefence(2);
    QVERIFY(std::any_of(d.layoffs.begin(), d.layoffs.end(), [](const Layoff& l) { return l.card == C("7h"); }));
    QCOMPARE(h.apply(2, Action::layoff(d.melds, d.layoffs)), Reject::Ok);
    QCOMPARE(h.toAct(), 0);
    c_->setAiDelay(1000000);
    c_->startScripted(s, h);
    QCOMPARE(c_->hand().phase(), Phase::Layoff);
  }

 private slots:

  // Every card of every hand stays clear of the result panel: the cards shrink to make room.
  void resultPanelLeavesCardsClear() {
    auto clear = [&](const char* what) {
      QCoreApplication::processEvents();
      QVERIFY(view_->resultPanel()->isVisible());
      const QRect panel = view_->resultPanel()->geometry();
      for (int s = 0; s < c_->players(); ++s)
        forEach(c_->hand().hand(s), [&](Card k) {
          CardItem* it = scene_->cardItem(k);  // every card is known once the hand is over
          QVERIFY(it);
          const QRect r = view_->mapFromScene(QRectF(it->pos(), it->cardSize())).boundingRect();
          QVERIFY2(!it->isVisible() || !r.intersects(panel),
                   qPrintable(QStringLiteral("%1: %2 under the panel").arg(QLatin1String(what), QString::fromStdString(toString(k)))));
        });
    };
    // Two players, at the default size and at the smallest.
    HandState two = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
    QCOMPARE(two.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    c_->startScripted(vsComputer(), two);
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    clear("two players");
    w_->resize(w_->minimumSizeHint());
    clear("two players, smallest window");
    w_->resize(1180, 760);
    // Five players of poker gin: the tallest panel and three rows of cards.
    GameSetup s;
    preset("poker", s.rules);
    s.rules.players = 5;
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")}};
    for (int i = 1; i < 5; ++i) s.seats.push_back(SeatSetup{SeatKind::Computer, ai::Level::Casual, {}});
    const std::optional<HandState> five = tablefixture::pokerFiveLaidOff(s.rules);
    QVERIFY(five);
    c_->startScripted(s, *five);
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    clear("five players");
    shot(QStringLiteral("12-poker-5-result"));
    Language::instance().setLanguage(QStringLiteral("fi"));
    clear("five players in Finnish");
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // At 1024x600 with the score sheet open, in Finnish, the result panel shows the hand's whole table: at
  // 420 px it cut off the last column and the match's last line (seen in a real window).
  void resultPanelFitsASmallScreenWithTheSheet() {
    Language::instance().setLanguage(QStringLiteral("fi"));
    w_->resize(1024, 600);
    HandState two = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
    QCOMPARE(two.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    c_->startScripted(vsComputer(), two);
    QTest::mouseClick(w_->findChild<QToolButton*>(QStringLiteral("sheetButton")), Qt::LeftButton);
    QTRY_VERIFY(w_->findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"))->isVisible());
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QCoreApplication::processEvents();
    ResultPanel* panel = view_->resultPanel();
    QTRY_VERIFY(panel->isVisible());
    QVERIFY2(view_->width() < 800, qPrintable(QString::number(view_->width())));
    QVERIFY2(panel->width() >= panel->neededWidth(), qPrintable(QStringLiteral("%1 < %2").arg(panel->width()).arg(panel->neededWidth())));
    QVERIFY(view_->rect().contains(panel->geometry()));
    QCOMPARE(panel->height(), panel->heightForWidth(panel->width()));  // every line, and no empty band
    shot(QStringLiteral("13b-result-1024x600-sheet-fi"));
    Language::instance().setLanguage(QStringLiteral("en"));
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

  void pokerFourPlayers() {
    GameSetup s;
    preset("poker", s.rules);
    s.rules.players = 4;
    s.seed = 13;  // a deal where no computer knocks before Anna's first turn (they may knock at once in poker gin)
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")}, SeatSetup{SeatKind::Computer, ai::Level::Beginner, {}},
               SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Strong, {}}};
    c_->newMatch(s);
    QTRY_VERIFY(c_->humanToAct());
    QCOMPARE(count(c_->hand().hand(0)), c_->hand().phase() == Phase::Discard ? 8 : 7);
    for (int seat = 1; seat < 4; ++seat) QVERIFY(!anyFaceUp(c_->hand().hand(seat)));
    shot(QStringLiteral("10-poker-4"));
  }

  // The README pictures, from a real window on a real X server:
  //   GIN_README_SHOTS=docs QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x800x24" ./tst_table readmeScreenshots
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

QTEST_MAIN(TestTable)
#include "tst_table.moc"
