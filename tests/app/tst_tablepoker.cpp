// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of poker gin at the card table (lay-offs on several players' melds, four players) and of
// the result panel: what each player paid, and the panel clear of the cards at every size (tablewindow.h).
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

class TestTablePoker : public TableWindowTest {
  Q_OBJECT

 private slots:
  void initTestCase() { setUpCase(); }
  void init() { openWindow(); }
  void cleanup() { closeWindow(); }

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
    // The table starts from the best lay-offs (the 8 of diamonds onto 5-6-7): said, or the card read as lost.
    // Computer 3 laid off after the knock: who knocked, with how much, is said again (a new player's
    // play-test heard only "Ella laid out melds." and looked for the knocker).
    QCOMPARE(w_->statusText(), c_->seatName(1) + QStringLiteral(" knocked with 10 deadwood points. Lay off your cards on the "
                                                                "other players' melds, then confirm. The cards that fit were "
                                                                "laid off for you to begin with."));
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
    // With a card drawn, the line under the hand says what a knock would leave and who then wins, not
    // "you can knock", always true without a knock limit (a new player knocked with 45 on it).
    if (c_->hand().phase() == Phase::FirstUpcard) QVERIFY(c_->act(Action::take()));
    if (c_->hand().phase() == Phase::Draw) QVERIFY(c_->act(Action::drawStock()));
    QCOMPARE(c_->hand().phase(), Phase::Discard);
    QCOMPARE(c_->hand().toAct(), 0);
    const KnockChoice k = bestKnock(turnOf(c_->hand().view(0)));
    QVERIFY(k.discard != NoCard && k.deadwood > 0);
    QCOMPARE(scene_->infoText(), QStringLiteral("Deadwood: %1 · a knock leaves %2: if anyone has as much or less, the lowest wins the hand")
                                     .arg(minDeadwood(c_->hand().hand(0))).arg(k.deadwood));
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
};

QTEST_MAIN(TestTablePoker)
#include "tst_tablepoker.moc"
