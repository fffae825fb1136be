// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The hand log: every public action of a hand in order with its cards, nothing hidden named to the
// wrong seat, what was hidden shown once the hand is over, earlier hands of the match rebuilt to the
// same lines, the panel walkable by keyboard and retranslated on a language switch.
#include <QComboBox>
#include <QListView>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "text/cardtext.h"
#include "game/gamecontroller.h"
#include "game/handlog.h"
#include "game/seatnames.h"
#include "shell/handlogview.h"
#include "text/language.h"
#include "testutil.h"

using namespace gin;
using testutil::C;

namespace {
GameSetup setup(bool human1, quint64 seed = 21) {
  GameSetup s;
  s.seed = seed;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, {}}, SeatSetup{human1 ? SeatKind::Person : SeatKind::Computer, ai::Level::Beginner, {}}};
  return s;
}

HandState drawPosition() {
  testutil::Script sc;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.hands = {"Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h"};
  sc.pile = "8c";
  sc.stock = "Ks 4h";
  return sc.make();
}

QString sym(const char* c) { return CardText::symbol(C(c)); }
}  // namespace

class TestHandLog : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // What a screen reader is told says cards by name: a list of symbols becomes a list of names, in the
  // language now, ending on "and" and a run said by its ranks, so that melds said one after another stay
  // apart; "·", which Orca names aloud ("middle dot"), is a comma.
  void cardSymbolsSpokenByName() {
    QCOMPARE(CardText::spoken(QString::fromUtf8("Hint: discard the 3 of spades: it keeps 5♦ 6♦ towards a run.")),
             QStringLiteral("Hint: discard the 3 of spades: it keeps 5 and 6 of diamonds towards a run."));
    QCOMPARE(CardText::spoken(QString::fromUtf8("10♠ and K♥, A♣.")), QStringLiteral("10 of spades and king of hearts, ace of clubs."));
    QCOMPARE(CardText::spoken(QStringLiteral("Deadwood: 10 · knock limit 10")), QStringLiteral("Deadwood: 10, knock limit 10"));
    QCOMPARE(CardText::spoken(QString::fromUtf8("Otto laid out 3♣ 3♦ 3♥ · 7♠ 8♠ 9♠ · J♥ Q♥ K♥; deadwood 2♣ 4♣.")),
             QStringLiteral("Otto laid out 3 of clubs, 3 of diamonds and 3 of hearts, 7, 8 and 9 of spades, jack, queen and "
                            "king of hearts; deadwood 2 of clubs and 4 of clubs."));
    QCOMPARE(CardText::spoken(QString::fromUtf8("A♠ 2♠ 3♠ 5♠")), QStringLiteral("ace of spades, 2 of spades, 3 of spades and 5 of spades"));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCOMPARE(CardText::spoken(QString::fromUtf8("niin pari J♦ J♥ säilyy (avokortti 7♠)")),
             QString::fromUtf8("niin pari ruutusotamies ja herttasotamies säilyy (avokortti pata 7)"));
    QCOMPARE(CardText::spoken(QString::fromUtf8("3♣ 3♦ 3♥ · 7♠ 8♠ 9♠")), QString::fromUtf8("risti 3, ruutu 3 ja hertta 3, pata 7, 8 ja 9"));
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  void linesInOrderWithTheirCards() {
    GameController c;
    c.setAiDelay(100000);
    HandLogModel log;
    log.follow(&c);
    c.startScripted(setup(true), drawPosition());  // hot seat: two people read the same log
    QVERIFY(c.act(Action::drawStock()));
    QVERIFY(c.act(Action::discard(C("Ks"))));
    c.revealSeat();
    QVERIFY(c.act(Action::drawDiscard()));
    QVERIFY(c.act(Action::discard(C("2s"))));
    const QStringList lines = log.linesOf(0);
    QCOMPARE(log.rowCount(), lines.size());
    QVERIFY(lines[0].startsWith(QStringLiteral("Hand 1, deal number ")));
    QCOMPARE(lines[1], QStringLiteral("Dealer: Player 2. Upcard: %1.").arg(sym("8c")));
    // In hot seat nobody's stock draw is named: both people read this list.
    QCOMPARE(lines[2], QStringLiteral("Player 1 drew from the stock."));
    QCOMPARE(lines[3], QStringLiteral("Player 1 discarded %1.").arg(sym("Ks")));
    QCOMPARE(lines[4], QStringLiteral("Player 2 took %1 from the discard pile.").arg(sym("Ks")));
    QCOMPARE(lines[5], QStringLiteral("Player 2 discarded %1.").arg(sym("2s")));
    QCOMPARE(lines.size(), 6);
    // A screen reader gets the cards by name (Orca read "2♠" as "2 black spade suit").
    QCOMPARE(log.data(log.index(5), Qt::AccessibleTextRole).toString(), QStringLiteral("Player 2 discarded 2 of spades."));
    QCOMPARE(log.data(log.index(1), Qt::AccessibleTextRole).toString(), QStringLiteral("Dealer: Player 2. Upcard: 8 of clubs."));
  }

  void yourStockDrawIsYoursOnlyAndTheEndShowsWhatWasHidden() {
    GameController c;
    c.setAiDelay(0);
    HandLogModel log;
    log.follow(&c);
    testutil::Script sc;
    sc.dealer = 1;
    sc.toAct = 0;
    sc.hands = {"Ac 2c 3c 7h 7d 7s 4s 5s 6s 2d", "8h 9h Th Jh Qh Kh 8c 8d 8s Jc"};
    sc.pile = "Qc";
    sc.stock = "Kd";
    c.startScripted(setup(false), sc.make());
    QVERIFY(c.act(Action::drawStock()));
    QCOMPARE(log.linesOf(0).last(), QStringLiteral("You drew %1 from the stock.").arg(sym("Kd")));
    QVERIFY(c.act(Action::knock(C("Kd"))));
    QStringList lines = log.linesOf(0);
    QVERIFY2(lines.last().startsWith(QStringLiteral("You knocked, discarding %1 face down, and laid out ").arg(sym("Kd"))),
             qPrintable(lines.last()));
    QTRY_VERIFY(c.hand().over());  // the computer lays off
    lines = log.linesOf(0);
    QVERIFY(lines.contains(QStringLiteral("The knock discard was %1.").arg(sym("Kd"))));
    // The computer's own name (Casual's first), not "Computer".
    QCOMPARE(c.seatName(1), seatnames::face(c.setup().seats[1].level));
    QVERIFY2(lines.filter(c.seatName(1) + QStringLiteral(": melds")).size() == 1, qPrintable(lines.join('\n')));
    QVERIFY(lines.filter(QStringLiteral("Hand won by")).size() == 1);
    QCOMPARE(log.rowCount(), lines.size());
  }

  // The computer's knock names its melds as melds, and a hand without melds says so plainly (a new
  // player's playtest read "knocked with the discard face down: 10♣ 10♦ 10♠" and "melds no melds").
  void knockAndNoMeldsReadPlainly() {
    GameController c;
    c.setAiDelay(0);
    HandLogModel log;
    log.follow(&c);
    testutil::Script sc;
    sc.dealer = 0;
    sc.toAct = 1;
    sc.hands = {"Ac 3c 5c 7h 9d Js Kh 2s 4h 6d", "9h Th Jh Qh 8c 8d 8s 2c 3d 4s"};
    sc.pile = "Qc";
    sc.stock = "Kd";
    c.startScripted(setup(false), sc.make());
    QTRY_VERIFY(c.hand().phase() == Phase::Layoff || c.hand().over());
    QCOMPARE(c.hand().knocker(), 1);
    QStringList lines = log.linesOf(0);
    const QString knock = c.seatName(1) + QStringLiteral(" knocked, discarding face down, and laid out ");
    QVERIFY2(lines.filter(knock).size() == 1, qPrintable(lines.join('\n')));
    if (!c.hand().over()) QVERIFY(c.act(Action::layoff({}, {})));
    QVERIFY(c.hand().over());
    lines = log.linesOf(0);
    QVERIFY2(lines.contains(QStringLiteral("You: no melds; deadwood %1.").arg(CardText::symbols(c.hand().result().deadwoodCards[0]))),
             qPrintable(lines.join('\n')));
    QVERIFY(lines.filter(QStringLiteral("melds no melds")).isEmpty());
  }

  // Poker gin knocks at any count: a knock without a single meld read "and laid out ." (a play-test).
  void knockWithoutMeldsSaysSo() {
    GameController c;
    c.setAiDelay(100000);
    HandLogModel log;
    log.follow(&c);
    GameSetup s = setup(true);
    QVERIFY(preset("poker", s.rules));
    s.rules.players = 2;
    c.startScripted(s, testutil::twoSeats("Ac 3c 5c 7h 9d Js Kh 2s 4h 6d Qd", "9h Th Jh Qh 8c 8d 8s 2c 3d 4s", "Qc", 0,
                                          nullptr, s.rules));
    QVERIFY(c.act(Action::knock(C("Qd"))));
    const QStringList lines = log.linesOf(0);
    QCOMPARE(lines.filter(QStringLiteral("knocked")),
             QStringList{QStringLiteral("Player 1 knocked without a meld, discarding face down.")});
  }

  void earlierHandsReadTheSame() {
    GameController c;
    c.setAiDelay(0);
    HandLogModel log;
    log.follow(&c);
    c.newMatch(setup(false, 31));
    // Play the first hand to its end with the person's last legal move each time.
    for (;;) {
      QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct() || c.hand().over(), 20000);
      if (c.hand().over()) break;
      QVERIFY(c.act(c.hand().legalActions().back()));
    }
    const QStringList first = log.linesOf(0);
    QVERIFY(first.size() > 4);
    QVERIFY(c.nextHand());
    QCOMPARE(log.deals(), 2);
    QCOMPARE(log.shownDeal(), 1);  // follows the new hand
    QCOMPARE(log.linesOf(0), first);  // rebuilt by replay, same lines
    log.showDeal(0);
    QVERIFY(!log.followsCurrent());
    QCOMPARE(log.rowCount(), first.size());
    log.showDeal(-1);
    QCOMPARE(log.shownDeal(), 1);
  }

  void panelByKeyboardAndLanguage() {
    GameController c;
    c.setAiDelay(100000);
    HandLogView view(&c);
    view.show();
    c.startScripted(setup(true), drawPosition());
    QVERIFY(c.act(Action::drawStock()));
    QVERIFY(c.act(Action::discard(C("Ks"))));
    QCOMPARE(view.handChooser()->count(), 1);
    QListView* list = view.list();
    list->setFocus();
    list->setCurrentIndex(list->model()->index(0, 0));
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(list->currentIndex().row(), 2);
    QCOMPARE(list->currentIndex().data().toString(), QStringLiteral("Player 1 drew from the stock."));
    Language::instance().setLanguage(QStringLiteral("fi"));
    // The LanguageChange event is posted: the panel rebuilds its lines when it arrives.
    QTRY_COMPARE(view.model()->data(view.model()->index(3)).toString(), QStringLiteral("Pelaaja 1 heitti pois kortin %1.").arg(sym("Ks")));
    QCOMPARE(view.handChooser()->itemText(0), QStringLiteral("Jako 1 (nykyinen)"));
    Language::instance().setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(view.model()->data(view.model()->index(3)).toString(), QStringLiteral("Player 1 discarded %1.").arg(sym("Ks")));
  }
};

QTEST_MAIN(TestHandLog)
#include "tst_handlog.moc"
