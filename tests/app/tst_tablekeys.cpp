// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the card table played with the keyboard: arrows, Space and the move keys, the focus
// ring and the hint's ring, lay-offs by keys, the hot-seat curtain by keys (tablewindow.h).
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

class TestTableKeys : public TableWindowTest {
  Q_OBJECT

 private slots:
  void initTestCase() { setUpCase(); }
  void init() { openWindow(); }
  void cleanup() { closeWindow(); }

  // While laying off, Right goes from the knock spot through the knocker's melds as they lie on the
  // screen, left to right (a new player's playtest: it went in an order of its own), and a screen
  // reader lists them in the same order; Up from the piles goes to the melds.
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
      QTest::keyClick(view_, Qt::Key_Up);    // the first arrow shows the focus on the hand
      QTest::keyClick(view_, Qt::Key_Up);    // the melds, at the end of the pile row
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
      // The melds lie above the piles: Up goes to the first of them (it stayed on the pile: a keyboard
      // play-test), Up again stays there, Down goes to the hand.
      QTest::keyClick(view_, Qt::Key_Up);
      QCOMPARE(focused().kind, TableScene::AccessibleElement::Kind::Meld);
      QCOMPARE(focused().key, byKeys[0]);
      QTest::keyClick(view_, Qt::Key_Up);
      QCOMPARE(focused().key, byKeys[0]);
      QTest::keyClick(view_, Qt::Key_Down);
      QCOMPARE(focused().kind, TableScene::AccessibleElement::Kind::HandCard);
      // A card picked up says where it can go now: a meld above (it spoke only of the hand).
      if (round == 0) {
        QSignalSpy said(scene_, &TableScene::message);
        QTest::keyClick(view_, Qt::Key_Space);
        QVERIFY(scene_->selectedCard() != NoCard);
        QVERIFY(!said.isEmpty());
        QVERIFY2(said.last().at(0).toString().contains(QLatin1String("Up to a meld and Space lays it off there")),
                 qPrintable(said.last().at(0).toString()));
        // And so it does: Up goes to a meld (it went to the discard pile, which refused).
        QTest::keyClick(view_, Qt::Key_Up);
        QCOMPARE(focused().kind, TableScene::AccessibleElement::Kind::Meld);
        QTest::keyClick(view_, Qt::Key_Down);
        QTest::keyClick(view_, Qt::Key_Escape);
      }
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
    QTest::keyClick(view_, Qt::Key_Up);  // the first arrow shows the focus where it is (the hand)
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

  // A card held up for a lay-off that does not fit, then Confirm lay-offs: it lies down in the hand at
  // the hand's end (it stayed raised over its neighbour through the result panel: a play-test).
  void aHeldCardLiesDownAtTheHandsEnd() {
    HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
    QCOMPARE(h.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    c_->startScripted(vsComputer(), h);
    QVERIFY(scene_->editingLayoffs());
    // Picked up by Space (a screen reader's action on the card is the focus there and Space).
    for (const auto& e : scene_->accessibleElements())
      if (e.kind == TableScene::AccessibleElement::Kind::HandCard && e.name.startsWith(QStringLiteral("3 of spades")))
        QVERIFY(scene_->activateElement(e.key));
    QCOMPARE(scene_->selectedCard(), C("3s"));
    // Space on the knocker's hearts: refused, and the card stays held.
    for (const auto& e : scene_->accessibleElements())
      if (e.kind == TableScene::AccessibleElement::Kind::Meld && e.name.contains(QStringLiteral("hearts")))
        QVERIFY(scene_->activateElement(e.key));
    QVERIFY2(w_->statusText().contains(QStringLiteral("cannot be laid off")), qPrintable(w_->statusText()));
    QCOMPARE(scene_->selectedCard(), C("3s"));
    const qreal down = scene_->cardItem(C("2d"))->pos().y();
    QVERIFY(scene_->cardItem(C("3s"))->pos().y() < down);  // held up
    w_->button(QStringLiteral("confirm"))->click();
    QVERIFY(c_->hand().over());
    QCOMPARE(scene_->selectedCard(), NoCard);
    QTRY_COMPARE(scene_->cardItem(C("3s"))->pos().y(), scene_->cardItem(C("2d"))->pos().y());
  }

  // A card moved in the hand by keys is an own order at once: the sort button says so (it said "Melds
  // first" until the computer's move: a keyboard play-test) and the save gets it (only a drag handed it on).
  void keyboardReorderIsAnOwnOrderAtOnce() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    scene_->setSort(TableScene::Sort::Melds);
    view_->setFocus();
    auto* sort = w_->findChild<QToolButton*>(QStringLiteral("sortButton"));
    QVERIFY(sort);
    QTRY_VERIFY(sort->text() != QStringLiteral("Own order"));
    const Card first = scene_->handOrder().front();
    for (Qt::Key k : {Qt::Key_Down, Qt::Key_Home, Qt::Key_Space, Qt::Key_Right, Qt::Key_Right, Qt::Key_Space})
      QTest::keyClick(view_, k);
    QCOMPARE(scene_->sort(), TableScene::Sort::Manual);
    QCOMPARE(scene_->handOrder().indexOf(first), 2);
    QTRY_COMPARE(sort->text(), QStringLiteral("Own order"));  // the bar follows once the table has settled
    QCOMPARE(c_->handOrder().sort, QStringLiteral("manual"));
    QCOMPARE(c_->handOrder().cards, scene_->handOrder());
  }

  // The mover's Space, pressed once more or held after the Space that put the discard down, showed the
  // next player's hand to the player who had just moved (a play-test: 150 and 400 ms later). The curtain's
  // button takes no key for a moment after it comes down, and never a key held down.
  void moversSecondSpaceKeepsTheCurtainDown() {
    c_->setAiDelay(0);
    c_->newMatch(vsComputer(true));
    view_->activateWindow();
    view_->setFocus();
    if (c_->curtain()) spaceAtTheCurtain();
    const int first = c_->hand().toAct();
    keyMove();
    if (c_->hand().toAct() == first) keyMove();  // drew: the discard by Space, Up, Space
    QVERIFY(c_->curtain());
    QPushButton* button = view_->curtain()->button();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(button));
    for (int delay : {0, 150, 400}) {
      QTest::qWait(delay);
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    }
    QVERIFY(c_->curtain() && view_->curtain()->isVisible());  // nothing of the other hand shown
    QTest::qWait(Curtain::kKeyGuardMs);
    // Held down: the repeats are not a press either.
    QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), true);
    QApplication::sendEvent(button, &repeat);
    QKeyEvent up(QEvent::KeyRelease, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), true);
    QApplication::sendEvent(button, &up);
    QVERIFY(c_->curtain());
    // The next player's own Space shows their hand.
    QTest::keyClick(button, Qt::Key_Space);
    QVERIFY(!c_->curtain());
    QCOMPARE(c_->viewSeat(), 1 - first);
  }

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
    QSignalSpy said(scene_, &TableScene::message);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view_->curtain()->button()));
    QTest::qWait(Curtain::kKeyGuardMs + 50);  // past the guard against the mover's keys
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c_->hand().history().size(), firstsMoves);
    // Said why, not a cleared status line (a new player's play-test).
    QVERIFY(!said.isEmpty());
    QCOMPARE(said.last().at(0).toString(), QStringLiteral("At the hand-over only its button takes the move back."));
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

  // A draw by the bar's key S while the mouse played before: the prompt names the keys and the ring
  // stands on the card drawn, so Space picks that card up (the ring showed nowhere and Space took the
  // first card of the hand: a new player's playtest).
  void drawByKeyPutsTheFocusOnTheCardDrawn() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    w_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w_.get()));
    view_->setFocus();
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, QPoint(5, 5));  // the felt: the mouse plays
    QVERIFY(!c_->keyboardPrompts());
    QVERIFY(scene_->cardFocusOutline().isNull());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_S);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QVERIFY(contains(c_->hand().hand(0), C("4c")));
    QVERIFY(c_->keyboardPrompts());
    QTRY_VERIFY(!scene_->cardFocusOutline().isNull());
    QVERIFY(scene_->cardFocusOutline().intersects(QRectF(scene_->cardItem(C("4c"))->pos(), scene_->cardSize())));
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), C("4c"));
  }

  void keyboardPlay() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    // The first arrow shows the focus (on the hand), Up to the piles, left to the stock, Space draws.
    QTest::keyClick(view_, Qt::Key_Down);
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

  // A game resumed between the draw and the discard: the focus is on the card drawn, as after a draw in
  // play (it was on the first card, and Space picked that one up: a new player's play-test, after kill -9),
  // and the status line says the draw again.
  void aResumedTurnFocusesTheCardDrawn() {
    const GameSetup s = vsComputer();  // deal 5: the computer deals, we are offered the upcard first
    QVERIFY(c_->replay(s, ActionLog{{Action::pass(), Action::pass(), Action::drawStock()}}));
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QCOMPARE(c_->hand().toAct(), 0);
    const Card drawn = c_->hand().history().back().drawn;
    QVERIFY(drawn != NoCard);
    // The last move said again, as before the restart (only the prompt showed: a new player's play-test).
    QVERIFY2(w_->statusText().startsWith(QStringLiteral("You drew the %1 from the stock. ").arg(CardText::name(drawn))),
             qPrintable(w_->statusText()));
    bool leftmost = true;  // the first card of the hand was the old place of the focus
    forEach(c_->hand().hand(0), [&](Card c) { leftmost &= scene_->cardItem(c)->pos().x() >= scene_->cardItem(drawn)->pos().x(); });
    QVERIFY(!leftmost);
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Down);  // shows the focus where it is
    QVERIFY(scene_->cardItem(drawn)->focusRing());
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), drawn);
  }

  // A card of the hand held to the pile while the upcard is offered is a discard, refused with the rule:
  // Space there took the upcard (a new player's play-test).
  void aHeldCardOnThePileBeforeTheDrawIsRefused() {
    c_->startScripted(vsComputer(), tablefixture::upcardOffer(Rules(), 0));
    QCOMPARE(c_->hand().phase(), Phase::FirstUpcard);
    QCOMPARE(c_->hand().toAct(), 0);
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Down);   // shows the focus on the hand
    QTest::keyClick(view_, Qt::Key_Space);  // picks its card up
    const Card held = scene_->selectedCard();
    QVERIFY(held != NoCard);
    QTest::keyClick(view_, Qt::Key_Up);
    QSignalSpy said(c_, &GameController::message);
    QTest::keyClick(view_, Qt::Key_Space);  // on the discard pile
    QCOMPARE(c_->hand().phase(), Phase::FirstUpcard);  // nothing taken
    QVERIFY(c_->hand().history().empty());
    QCOMPARE(scene_->selectedCard(), held);
    QVERIFY(!said.isEmpty());
    QCOMPARE(said.last().at(0).toString(), QStringLiteral("First take the upcard or pass."));
  }

  // A turn begun with the mouse: the card drawn by the bar's button takes the focus unseen, and the first
  // Space shows it there, doing nothing else; the second picks it up (Space threw away another card that
  // showed no focus: a network play-test).
  void spaceAfterTheMouseShowsTheFocusFirst() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Right);  // keys first: the ring on the hand
    QVERIFY(!scene_->cardFocusOutline().isNull());
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, view_->mapFromScene(scene_->centreBand().topLeft() + QPointF(4, 4)));
    QVERIFY(scene_->cardFocusOutline().isNull());  // played with the mouse again: no ring
    QTest::mouseClick(w_->button(QStringLiteral("stock")), Qt::LeftButton);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), NoCard);  // nothing picked up, nothing thrown away
    QVERIFY(scene_->cardItem(C("4c"))->focusRing());
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), C("4c"));
  }

  // The keyboard focus shows from the first arrow press, on top of its neighbours, where it is: that
  // press moves nothing (the first Right of a match went to the second card, from a place nobody had
  // seen or heard: a blind player's play-test). Left and Right wrap around in the hand and in the pile
  // row; Home and End go to the ends.
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
    QSignalSpy told(scene_, &TableScene::focusMoved);
    QTest::keyClick(view_, Qt::Key_Right);
    QCOMPARE(focused().size(), 1);
    QCOMPARE(told.size(), 1);  // a screen reader hears the card shown
    const Card first = focused().front();
    QTest::keyClick(view_, Qt::Key_Home);
    QCOMPARE(focused().front(), first);  // the first card: the first Right moved nothing
    QTest::keyClick(view_, Qt::Key_Right);
    QCOMPARE(focused().size(), 1);
    const Card second = focused().front();
    QVERIFY(first != second);
    QTest::keyClick(view_, Qt::Key_Home);
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
    QTest::keyClick(view_, Qt::Key_Down);  // the first arrow shows the focus (on the hand)
    QTest::keyClick(view_, Qt::Key_Up);  // the discard pile
    QVERIFY(ringAbove(rectOf(scene_->cardItem(C("8c")))));
    QTest::keyClick(view_, Qt::Key_Left);  // the stock
    QVERIFY(ringAbove(rectOf(scene_->stockTop())));
    // A hint for the stock: its ring lies around the top card (not on its face, where it covered the
    // corner's rank), inside the focus ring (clear of its halo).
    scene_->showHint(Action::drawStock());
    QVERIFY(scene_->hintRing().contains(rectOf(scene_->stockTop())));
    QVERIFY(scene_->hintRing().width() < rectOf(scene_->stockTop()).width() + 10);
    QVERIFY(scene_->cardFocusOutline().contains(scene_->hintRing().adjusted(-4, -4, 4, 4)));
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

  // Played by keys, a hint takes the focus where it points: the stock to draw from, then the card to
  // discard, so that Space does it (a blind player arrowed through the hand for the card named).
  void hintTakesTheKeysWhereItPoints() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Down);  // the first arrow shows the focus (on the hand)
    QTest::keyClick(view_, Qt::Key_Up);  // the discard pile
    QVERIFY(scene_->cardFocusOutline().contains(QRectF(scene_->cardItem(C("8c"))->pos(), scene_->cardItem(C("8c"))->cardSize())));
    scene_->showHint(Action::drawStock());
    QVERIFY(scene_->cardFocusOutline().contains(QRectF(scene_->stockTop()->pos(), scene_->stockTop()->cardSize())));
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QTest::keyClick(view_, Qt::Key_Home);  // the first card, not the one the hint names
    QVERIFY(!scene_->cardItem(C("Qs"))->focusRing());
    scene_->showHint(Action::discard(C("Qs")));
    QVERIFY(scene_->cardItem(C("Qs"))->focusRing());
    QTest::keyClick(view_, Qt::Key_Space);
    QCOMPARE(scene_->selectedCard(), C("Qs"));
    // A card held stays held, and the focus with it, whatever the hint says.
    scene_->showHint(Action::discard(C("Kd")));
    QCOMPARE(scene_->selectedCard(), C("Qs"));
    QVERIFY(!scene_->cardItem(C("Kd"))->focusRing());
  }

  // The hint's green ring shows plainly on a pile that has the keyboard focus, on every cloth: the
  // focus ring's dark halo covered it, leaving a faint green line.
  void hintRingShowsOnTheFocusedPile() {
    c_->startScripted(vsComputer(), twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c",
                                             0, "4c"));
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_Down);  // the first arrow shows the focus (on the hand)
    QTest::keyClick(view_, Qt::Key_Up);  // the discard pile
    const QRectF pile = QRectF(scene_->cardItem(C("8c"))->pos(), scene_->cardItem(C("8c"))->cardSize());
    QVERIFY(scene_->cardFocusOutline().contains(pile));
    // Green pixels of the hint (0x9cff7a) in a rectangle of the scene, rendered alone.
    auto greenIn = [this](const QRectF& area) {
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
    const QRectF around = pile.adjusted(-12, -12, 12, 12);  // the pile's edge
    QCOMPARE(greenIn(around), 0);
    scene_->showHint(Action::drawDiscard());
    QVERIFY(!scene_->hintRing().isNull());
    QVERIFY(scene_->cardFocusOutline().contains(scene_->hintRing()));
    // A ring 4 px wide around most of the card's perimeter.
    const int perimeter = int(2 * (pile.width() + pile.height()));
    const int green = greenIn(around);
    QVERIFY2(green > 3 * perimeter, qPrintable(QStringLiteral("%1 green pixels, perimeter %2").arg(green).arg(perimeter)));
    // Nothing of it on the card's corner, where the rank and suit are printed (a ring inside the card
    // hid the "1" of a 10 and read as a 0: a play-test).
    QCOMPARE(greenIn(QRectF(pile.topLeft() + QPointF(3, 3), QSizeF(pile.width() * 0.22, pile.height() * 0.3))), 0);
  }

 private:
  // At the curtain the keys reach its default button ("I am …"): Space shows the next player's hand.
  void spaceAtTheCurtain() {
    QVERIFY(c_->curtain() && view_->curtain()->isVisible());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view_->curtain()->button()));
    QTest::qWait(Curtain::kKeyGuardMs + 50);  // the next player sits down: the mover's keys are not taken
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!c_->curtain());
    QTRY_VERIFY(view_->hasFocus());  // the keys go to the table, not to a button
  }
};

QTEST_MAIN(TestTableKeys)
#include "tst_tablekeys.moc"
