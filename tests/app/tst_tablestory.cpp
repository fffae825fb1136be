// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table tells every move (issue 13): another seat's draw and discard fly where they go (a pile card
// face up until it lands), the computer waits for the cards to land, each seat's last turn in words at
// that seat, the knocker's mark, the discard pile looked through (or why not), the hand log and undo.
// Driven through a real MainWindow with mouse and key events (the refusals: tst_tablerefusals).
#include <QAbstractItemModel>
#include <QAction>
#include <QDialog>
#include <QListWidget>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include "table/carditem.h"
#include "text/cardtext.h"
#include "game/gamecontroller.h"
#include "game/handlog.h"
#include "shell/handlogview.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "shell/commands.h"
#include "table/pileviewer.h"
#include "table/resultpanel.h"
#include "store/settings.h"
#include "table/tableitems.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using namespace tablefixture;


class TestTableStory : public QObject, Driver {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    Anim::setSpeed(0);
  }
  void cleanup() {
    w_.reset();
    Language::instance().setLanguage(QStringLiteral("en"));
    Anim::setSpeed(0);
  }

  // Animations on (slow): the computer's reply waits until our discard has landed, and the card it takes
  // from the pile flies face up to its hidden hand, turning face down only once it is there.
  void computerWaitsForTheFlightAndShowsThePileCard() {
    fresh(1.6);
    c_->startScripted(vsComputer(), weDiscard());
    QTRY_VERIFY_WITH_TIMEOUT(!anyMoving(scene_), 10000);  // the deal has landed
    int aiMoves = 0, movedInFlight = 0;
    bool tookFaceUpInFlight = false, sawTake = false;
    CardItem* pileItem = nullptr;
    QObject scope;  // ends the connections below with this test's locals (a later signal wrote to freed ones)
    connect(c_, &GameController::actionApplied, &scope, [&](int seat) {
      if (seat != 1) return;
      ++aiMoves;
      if (anyMoving(scene_)) ++movedInFlight;  // before the table lays this move out
    });
    // After the scene's own layout pass (connected first): the card taken is on its way.
    connect(c_, &GameController::changed, &scope, [&] {
      const auto& hist = c_->hand().history();
      if (hist.empty() || sawTake || hist.back().seat != 1 || hist.back().action.type != ActionType::DrawDiscard) return;
      sawTake = true;
      CardItem* it = pileItem;
      QVERIFY(it && hist.back().drawn == C("7c") && it->card() == C("7c"));
      // Face up now and turning face down (faceUp() false at once), the turn scheduled after the landing.
      tookFaceUpInFlight = it->moving() && it->showsFace() && !it->faceUp() &&
                           it->remainingMs() > Anim::ms(Anim::kMove) + Anim::ms(Anim::kFlip) / 2;
      // GIN_SHOTS=dir: a picture of the card half way (run under xcb for what the screen shows).
      if (const QString dir = qEnvironmentVariable("GIN_SHOTS"); !dir.isEmpty())
        QTimer::singleShot(Anim::ms(Anim::kMove) / 2, this, [this, dir] {
          w_->grab().save(dir + QStringLiteral("/pile-card-in-flight.png"));
        });
    });
    drag(cardPoint(C("7c")), zonePoint(TableScene::Target::Discard));
    QCOMPARE(c_->hand().discardTop(), C("7c"));
    // The 7c's item on the pile: the card the computer takes (then unknown to our view, it has no
    // card of its own to look it up by).
    pileItem = scene_->cardItem(C("7c"));
    QVERIFY(pileItem);
    QVERIFY(anyMoving(scene_));  // our discard flies now; the computer already knows its move
    QTRY_VERIFY_WITH_TIMEOUT(aiMoves >= 2, 15000);
    QCOMPARE(movedInFlight, 0);
    QVERIFY2(sawTake, "the computer did not take the 7c: choose another position");
    QVERIFY(tookFaceUpInFlight);
    CardItem* taken = pileItem;
    QTRY_VERIFY_WITH_TIMEOUT(!taken->moving() && !taken->showsFace(), 5000);
    QVERIFY(!scene_->cardItem(C("7c")));  // in the computer's hidden hand
    // It stays there: the computer's discard after it leaves from another card (by the rules it cannot
    // throw the card it took, and the table must not look as if it did).
    QVERIFY(scene_->seatItems(1).contains(taken));
    QCOMPARE(scene_->msUntilStill() == 0, !anyMoving(scene_));
  }

  // Each other seat's last turn is told at that seat, in words and card symbols, and follows the language.
  void captionsTellEveryMove() {
    fresh();
    c_->setAiDelay(100000);
    c_->startScripted(vsComputer(), upcardOffer());
    QCOMPARE(scene_->captionOf(1), QString());  // nothing done yet
    c_->setAiDelay(0);
    c_->startScripted(vsComputer(), upcardOffer());
    QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct(), 10000);
    const bool passed = c_->hand().history().front().action.type == ActionType::PassUpcard;
    if (passed)
      QCOMPARE(scene_->captionOf(1), QStringLiteral("Passed the upcard 8♣"));
    else
      QVERIFY2(scene_->captionOf(1).startsWith(QStringLiteral("Took the upcard 8♣ · Discarded ")), qPrintable(scene_->captionOf(1)));
    QCOMPARE(scene_->captionOf(0), QString());  // our own moves are ours to remember
    Language::instance().setLanguage(QStringLiteral("fi"));
    QVERIFY2(scene_->captionOf(1).startsWith(passed ? QStringLiteral("Passasi avokortin 8♣") : QStringLiteral("Otti avokortin 8♣")),
             qPrintable(scene_->captionOf(1)));
    Language::instance().setLanguage(QStringLiteral("en"));
    // Play on with the mouse until the computer has drawn and discarded: the caption is its whole turn.
    for (int guard = 0; guard < 6 && !c_->hand().over(); ++guard) {
      QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct() || c_->hand().over(), 10000);
      const auto& hist = c_->hand().history();
      if (hist.size() >= 3 && hist.back().seat == 1 && hist.back().action.type == ActionType::Discard) break;
      const Phase ph = c_->hand().phase();
      if (ph == Phase::FirstUpcard)
        QTest::keyClick(view_, Qt::Key_P);
      else if (ph == Phase::Draw)
        drag(itemPoint(scene_->stockTop()), zonePoint(TableScene::Target::Hand));
      else if (ph == Phase::Discard)
        drag(cardPoint(bestDiscard(c_->hand().hand(0), bit(c_->hand().takenFromDiscard())).discard),
             zonePoint(TableScene::Target::Discard));
    }
    const auto& hist = c_->hand().history();
    QVERIFY(hist.back().seat == 1 && hist.back().action.type == ActionType::Discard);
    const Step draw = hist[hist.size() - 2];
    QCOMPARE(draw.seat, 1);
    const QString drew = draw.action.type == ActionType::DrawStock
                             ? QStringLiteral("Drew from the stock")
                             : QStringLiteral("Took %1 from the discard pile").arg(CardText::symbol(draw.drawn));
    QCOMPARE(scene_->captionOf(1), drew + QStringLiteral(" · Discarded ") + CardText::symbol(hist.back().action.card));

    // Once we have drawn, the caption stays up over the computer's cards, readable across their white
    // edges: its pill stays dark on white (a see-through pill made the text grey on grey).
    if (!c_->hand().over()) {
      drag(itemPoint(scene_->stockTop()), zonePoint(TableScene::Target::Hand));
      QTRY_COMPARE(c_->hand().phase(), Phase::Discard);
      LabelItem* caption = nullptr;
      for (QGraphicsItem* it : scene_->items())
        if (auto* l = dynamic_cast<LabelItem*>(it); l && l->isVisible() && l->text() == scene_->captionOf(1)) caption = l;
      QVERIFY(caption);
      const QRectF r = caption->boundingRect();
      QImage img(r.size().toSize() + QSize(1, 1), QImage::Format_ARGB32);
      img.fill(Qt::white);
      {
        QPainter p(&img);
        p.translate(-r.topLeft());
        caption->paint(&p, nullptr, nullptr);
      }
      const QColor pill = img.pixelColor(int(r.height() * 0.3), int(r.height() / 2));
      QVERIFY2(qGray(pill.rgb()) < 80, qPrintable(QStringLiteral("pill grey %1 on white").arg(qGray(pill.rgb()))));
    }
  }

  // Poker gin: the knocker is marked while the others lay off and at the end, in both languages; the
  // mark sits at the knocker's seat.
  void knockerMarked() {
    fresh();
    c_->setAiDelay(100000);  // seat 2 lays off later: the table is seen in the lay-off phase
    c_->startScripted(poker(3), pokerSeat1Knocked());
    QCOMPARE(c_->hand().phase(), Phase::Layoff);
    QCOMPARE(scene_->knockerMarked(), 1);
    QCOMPARE(scene_->knockerMarkText(), QStringLiteral("Knocker"));
    QCOMPARE(scene_->captionOf(1), QString());  // the melds speak now
    const QRectF seat1 = scene_->zoneRect(TableScene::Target::Meld, 0);  // the knocker's first meld
    QGraphicsItem* badge = nullptr;
    for (QGraphicsItem* it : scene_->items())
      if (auto* l = dynamic_cast<LabelItem*>(it); l && l->isVisible() && l->text() == QStringLiteral("Knocker")) badge = it;
    QVERIFY(badge);
    const QRectF b = badge->sceneBoundingRect();
    QVERIFY2(b.top() < seat1.bottom() && b.bottom() > seat1.top() - 40, "the mark is not by the knocker's melds");
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCOMPARE(scene_->knockerMarkText(), QStringLiteral("Koputtaja"));
    Language::instance().setLanguage(QStringLiteral("en"));
    c_->setAiDelay(0);
    c_->startScripted(poker(3), pokerSeat1Knocked());
    QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct(), 10000);  // seat 2 laid off, our turn
    QCOMPARE(scene_->knockerMarked(), 1);
    QVERIFY(scene_->confirmLayoffs());
    QTRY_VERIFY(c_->hand().over());
    QCOMPARE(scene_->knockerMarked(), 1);  // still marked at the end
  }

  // A gin is marked as a gin, on the table and in the result panel, not as a knock (a play-test read
  // "Anna (knocker)" under "You went gin").
  void ginMarkedAsGin() {
    fresh();
    HandState h = testutil::twoSeats("Ac 2c 3c 7h 7d 7s 7c 4s 5s 6s Kd", "8h 9h Th Jh Qh Kh 8c 8d Js Qs", "Qc");
    QCOMPARE(h.apply(0, Action::knock(C("Kd"))), Reject::Ok);
    c_->startScripted(vsComputer(), h);
    QTRY_VERIFY(c_->hand().over());
    QCOMPARE(c_->view().result.outcome, Outcome::Gin);
    QCOMPARE(scene_->knockerMarked(), 0);
    QCOMPARE(scene_->knockerMarkText(), QStringLiteral("Gin"));
    QTRY_VERIFY(view_->resultPanel()->isVisible());
    const QString text = view_->resultPanel()->text();
    QVERIFY2(text.contains(QStringLiteral("You (gin)")) && !text.contains(QStringLiteral("knocker")), qPrintable(text));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QTRY_VERIFY2(view_->resultPanel()->text().contains(QStringLiteral("Sinä (gin)")), qPrintable(view_->resultPanel()->text()));
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // Our knock at a small window: the result panel pushes the piles to the left edge, where the mark
  // above our name lay over the stock's count (the lesson in Finnish at 1024x600). No pill covers
  // another, in both languages, small and large.
  void knockerMarkCoversNoOtherPill() {
    for (const QSize size : {QSize(1008, 560), QSize(1008, 540), QSize(1010, 520), QSize(1900, 1000)})
      for (const char* lang : {"en", "fi"}) {
        fresh();
        w_->resize(size);
        Language::instance().setLanguage(QString::fromLatin1(lang));
        // We knock with 9; the computer lays off its 3h on our hearts (the lesson's kind of hand).
        HandState h = testutil::twoSeats("Ac 2c 3c 7c 7d 7s 4h 5h 6h 9s Qd", "Jc Jd Jh 8d 9d Td 2s Qs 3h Kc", "8c");
        QCOMPARE(h.apply(0, Action::knock(C("Qd"))), Reject::Ok);
        c_->startScripted(vsComputer(), h);
        QTRY_VERIFY(c_->hand().over());
        QTRY_VERIFY(view_->resultPanel()->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(scene_->knockerMarked(), 0);
        const QStringList under = pillsUnderKnockerMark(scene_);
        QVERIFY2(under.isEmpty(), qPrintable(QStringLiteral("%1 %2x%3: the mark covers %4")
                                                 .arg(QLatin1String(lang)).arg(size.width()).arg(size.height()).arg(under.join(QLatin1Char(',')))));
      }
  }

  // Another seat's mark where its place has no room beside the name (poker at a narrow table: both side
  // panels open at 1920) lay over the top edge of its melds and hid their ranks and suits (a play-test).
  // At no size does it cover the corner of a card that shows its face.
  void knockerMarkCoversNoCardCorner() {
    // Four seats; the last, at the right, has knocked.
    testutil::Script sc;
    sc.rules = poker(4).rules;
    sc.dealer = 2;
    sc.toAct = 3;
    sc.phase = Phase::Discard;
    sc.hands = {"9c Tc Jc 3h 4h 5h 9d Td 2h Ks", "8h 9h Th Jh Qh Kc Qc 8c 8d Js", "As 2s 3s Ad 3d 4d 5d Jd Qd 6h",
                "Ac 2c 3c 7h 7d 7s 4s 5s 6s 2d Kd"};
    sc.pile = "Ah";
    HandState knocked = sc.make();
    QCOMPARE(knocked.apply(3, Action::knock(C("Kd"))), Reject::Ok);
    // A long name fills the seat's place as "Ilona · 13 points" did with larger letters.
    GameSetup four = poker(4);
    four.seats[3].name = QStringLiteral("Maximiliana Konstantinopoulou");
    int placedOver = 0;
    for (const int width : {700, 800, 1000, 1900}) {
      fresh();
      w_->resize(width, 560);
      c_->setAiDelay(100000);
      c_->startScripted(four, knocked);
      QCoreApplication::processEvents();
      QCOMPARE(scene_->knockerMarked(), 3);
      const LabelItem* badge = nullptr;
      for (QGraphicsItem* it : scene_->items())
        if (auto* l = dynamic_cast<LabelItem*>(it); l && l->isVisible() && l->text() == scene_->knockerMarkText()) badge = l;
      QVERIFY(badge);
      const QRectF b = badge->sceneBoundingRect();
      for (QGraphicsItem* it : scene_->items()) {
        auto* card = dynamic_cast<CardItem*>(it);
        if (!card || !card->isVisible() || !card->faceUp()) continue;
        const QRectF r = card->sceneBoundingRect();
        const QRectF corner(r.topLeft(), QSizeF(r.width() * 0.3, r.height() * 0.3));
        QVERIFY2(!b.intersects(corner), qPrintable(QStringLiteral("%1 px: the mark covers the corner of %2")
                                                       .arg(width).arg(CardText::symbol(card->card()))));
        placedOver += b.intersects(r);
      }
    }
    QVERIFY(placedOver > 0);  // some width had no room beside the name: the mark lay on the melds
  }

  // A new deal's status line offers the upcard once the cards have landed, not while the upcard still
  // flies from the dealer; the last hand's words do not stay up meanwhile.
  void upcardNamedOnceItLies() {
    fresh(0);
    c_->setAiDelay(100000);
    c_->startScripted(vsComputer(), weDiscard());
    QVERIFY(!w_->statusText().isEmpty());  // words of the hand before
    Anim::setSpeed(1.0);
    c_->startScripted(vsComputer(), ourUpcardOffer());
    QVERIFY(scene_->msUntilStill() > 0);
    QCOMPARE(w_->statusText(), QString());
    QTRY_VERIFY_WITH_TIMEOUT(w_->statusText().contains(QStringLiteral("upcard")), 15000);
    QCOMPARE(scene_->msUntilStill(), 0);
    // Without animations, at once.
    Anim::setSpeed(0);
    c_->startScripted(vsComputer(), ourUpcardOffer());
    QVERIFY(w_->statusText().contains(QStringLiteral("upcard")));
  }

  // Poker gin at a table of three: Review is not greyed out without a word; it says why there is none.
  void reviewAtATableOfThreeSaysWhy() {
    fresh();
    c_->setAiDelay(0);
    c_->startScripted(poker(3), pokerSeat1Knocked());
    QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct(), 10000);
    QVERIFY(scene_->confirmLayoffs());
    QTRY_VERIFY(c_->hand().over());
    QAction* review = w_->commands()->action(QStringLiteral("review"));
    QVERIFY(review->isEnabled());
    review->trigger();
    QCOMPARE(w_->statusText(),
             QStringLiteral("The coach reviews games of two players only: its trial plays of the hand are not made for a table of more."));
    QVERIFY(!w_->findChild<QDialog*>());
  }

  // Poker gin, not the last to lay off: once our lay-offs are confirmed, the deadwood line counts the
  // cards left in our hand as they lie (it counted the whole hand again: 54 where the hand showed 50).
  void deadwoodAfterOurLayoffs() {
    fresh();
    c_->setAiDelay(100000);  // seat 1 lays off after us, later
    c_->startScripted(poker(3), pokerSeat2Knocked());
    QCOMPARE(c_->hand().phase(), Phase::Layoff);
    QCOMPARE(c_->view().toAct, 0);
    QVERIFY(scene_->editingLayoffs());
    QVERIFY2(scene_->infoText().contains(QStringLiteral(": 50")), qPrintable(scene_->infoText()));
    QVERIFY(scene_->confirmLayoffs());
    QCOMPARE(c_->hand().phase(), Phase::Layoff);
    QCOMPARE(c_->view().toAct, 1);
    QCOMPARE(c_->view().layoffs[0].size(), size_t(1));
    QCOMPARE(scene_->infoText(), QStringLiteral("Deadwood: 50"));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QVERIFY2(scene_->infoText().endsWith(QStringLiteral(" 50")), qPrintable(scene_->infoText()));
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // With the home rule, a right-click on the pile, a click on a covered card of the fan or L shows every
  // card newest first; Esc closes it. Without it only the top shows, and the attempt says why.
  void pileLookThrough() {
    fresh();
    c_->setAiDelay(100000);
    Rules browsable;
    browsable.discardPileBrowsable = true;
    c_->startScripted(vsComputer(browsable), pileOfFour(browsable));
    PileViewer* pv = view_->pileViewer();
    QVERIFY(!pv->isVisible());
    QTest::mouseClick(vp(), Qt::RightButton, {}, cardPoint(C("4h")));
    QVERIFY(pv->isVisible());
    const QVector<Card> newestFirst{C("4h"), C("Jd"), C("9s"), C("8c")};
    QCOMPARE(pv->cards(), newestFirst);
    QCOMPARE(pv->list()->count(), 4);
    QCOMPARE(pv->list()->currentRow(), 0);
    QVERIFY(pv->list()->item(0)->data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("4 of hearts")));
    QTest::keyClick(pv->list(), Qt::Key_Escape);
    QVERIFY(!pv->isVisible());
    QCOMPARE(c_->hand().history().size(), size_t(0));  // looking took nothing
    // A covered card of the fan.
    QTest::mouseClick(vp(), Qt::LeftButton, {}, cardPoint(C("9s")));
    QVERIFY(pv->isVisible());
    QTest::keyClick(pv->list(), Qt::Key_Escape);
    // L, the View menu's key.
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_L);
    QVERIFY(pv->isVisible());
    QTest::keyClick(pv->list(), Qt::Key_Escape);
    // The home rule off: only the top card, and a word why.
    c_->startScripted(vsComputer(), pileOfFour(Rules()));
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_L);
    QVERIFY(!pv->isVisible());
    QVERIFY2(w_->statusText().startsWith(QStringLiteral("Only the top card of the discard pile can be seen")),
             qPrintable(w_->statusText()));
    emit c_->message(QStringLiteral("-"));
    QTest::mouseClick(vp(), Qt::RightButton, {}, cardPoint(C("4h")));
    QVERIFY(!pv->isVisible());
    QVERIFY(w_->statusText().startsWith(QStringLiteral("Only the top card")));
    for (Card c : {C("8c"), C("9s"), C("Jd")}) QVERIFY(!faceShown(scene_, c));
  }

  // Played with the mouse and the keys in a real window: the hand log's lines follow in order with their
  // cards, and Ctrl+Z puts back exactly the position before our move: hands, piles, the log and every
  // card's place and side on the table.
  void logAndUndoByMouseAndKeys() {
    fresh();
    c_->newMatch(vsComputer());  // dealt from a seed: undo replays it
    QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct(), 10000);
    auto lines = [this] {
      QStringList out;
      const QAbstractItemModel* m = w_->handLog()->model();
      for (int i = 0; i < m->rowCount(); ++i) out << m->data(m->index(i, 0)).toString();
      return out;
    };
    view_->setFocus();
    while (c_->hand().phase() == Phase::FirstUpcard && c_->humanToAct()) {
      QTest::keyClick(view_, Qt::Key_P);
      QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct(), 10000);
    }
    QCOMPARE(c_->hand().phase(), Phase::Draw);
    struct Table {
      CardSet hand0, hand1;
      std::vector<Card> pile, stock;
      size_t moves;
      QStringList log;
      QVector<std::tuple<qreal, qreal, bool, int>> cards;  // every shown item's place, side and card, sorted
      bool operator==(const Table&) const = default;
    };
    auto table = [&] {
      Table t{c_->hand().hand(0), c_->hand().hand(1), c_->hand().discardPile(), c_->hand().stock(),
              c_->hand().history().size(), lines(), {}};
      // The table gives its items out anew on each change: compare what they show, not which item shows it.
      for (CardItem* it : scene_->allItems())
        if (it->isVisible()) t.cards.push_back({it->pos().x(), it->pos().y(), it->faceUp(), int(it->card())});
      std::sort(t.cards.begin(), t.cards.end());
      return t;
    };
    const Table before = table();
    const int logBefore = before.log.size();
    const Card drawn = c_->hand().stock().back();
    drag(itemPoint(scene_->stockTop()), zonePoint(TableScene::Target::Hand));
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    const Table afterDraw = table();
    const Card out = bestDiscard(c_->hand().hand(0), bit(c_->hand().takenFromDiscard())).discard;
    drag(cardPoint(out), zonePoint(TableScene::Target::Discard));
    QCOMPARE(c_->hand().discardTop(), out);
    QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct() || c_->hand().over(), 10000);
    // Our draw names its card (to us only), then our discard, then the computer's reply, in order.
    const QStringList l = lines();
    QCOMPARE(l.value(logBefore), QStringLiteral("You drew %1 from the stock.").arg(CardText::symbol(drawn)));
    QCOMPARE(l.value(logBefore + 1), QStringLiteral("You discarded %1.").arg(CardText::symbol(out)));
    const auto& hist = c_->hand().history();
    const Step reply = hist[before.moves + 2];
    QCOMPARE(reply.seat, 1);
    // The computer by its own name.
    const QString who = c_->seatName(1);
    QVERIFY(who != QStringLiteral("Computer"));
    QCOMPARE(l.value(logBefore + 2), reply.action.type == ActionType::DrawDiscard
                                         ? QStringLiteral("%1 took %2 from the discard pile.").arg(who, CardText::symbol(out))
                                         : QStringLiteral("%1 drew from the stock.").arg(who));
    if (!c_->hand().over())
      QCOMPARE(l.value(logBefore + 3),
               QStringLiteral("%1 discarded %2.").arg(who, CardText::symbol(hist[before.moves + 3].action.card)));
    // Ctrl+Z: our discard and the computer's reply are taken back, the card we drew is in our hand again;
    // once more: our draw too, back to exactly where we were.
    QTest::keyClick(view_, Qt::Key_Z, Qt::ControlModifier);
    Table after = table();
    QCOMPARE(after.hand0, afterDraw.hand0);
    QCOMPARE(after.pile, afterDraw.pile);
    QCOMPARE(after.log, afterDraw.log);
    QVERIFY(after == afterDraw);
    QTest::keyClick(view_, Qt::Key_Z, Qt::ControlModifier);
    after = table();
    QCOMPARE(after.hand0, before.hand0);
    QCOMPARE(after.log, before.log);
    QVERIFY(after == before);
  }

};

QTEST_MAIN(TestTableStory)
#include "tst_tablestory.moc"
