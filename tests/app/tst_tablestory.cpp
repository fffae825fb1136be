// The table tells every move (issue 13): another seat's draw and discard fly where they go (a pile card
// face up until it lands), the computer waits for the cards to land, each seat's last turn in words at
// that seat, the knocker's mark, the discard pile looked through (or why not), and every refused mouse
// gesture and key says why. Driven through a real MainWindow with mouse and key events.
#include <QListWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "carditem.h"
#include "cardtext.h"
#include "gamecontroller.h"
#include "language.h"
#include "mainwindow.h"
#include "pileviewer.h"
#include "seatpicture.h"
#include "settings.h"
#include "tableitems.h"
#include "tablescene.h"
#include "tableview.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using seatpicture::unionOf;

namespace {

GameSetup vsComputer(Rules rules = Rules()) {
  GameSetup s;
  s.rules = rules;
  s.seed = 5;
  s.seats = {SeatSetup{true, ai::Level::Casual, {}}, SeatSetup{false, ai::Level::Casual, {}}};
  return s;
}

GameSetup poker(int players) {
  GameSetup s;
  preset("poker", s.rules);
  s.rules.players = players;
  s.seed = 11;
  s.seats = {SeatSetup{true, ai::Level::Casual, {}}};
  for (int i = 1; i < players; ++i) s.seats.push_back(SeatSetup{false, ai::Level::Casual, {}});
  return s;
}

// We discard; the computer holds 5c 6c and takes a 7c, completing a run.
HandState weDiscard() {
  testutil::Script sc;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.phase = Phase::Discard;
  sc.hands = {"Ac 2c 3c 7h 7d 7s 4s 5s 6s 7c Kd", "5c 6c 8d 9d Th Jh Qh 2s 3s Ks"};
  sc.pile = "Qc";
  return sc.make();
}

// The upcard offer, the computer (not the dealer) first.
HandState upcardOffer(Rules rules = Rules()) {
  testutil::Script sc;
  sc.rules = rules;
  sc.dealer = 0;
  sc.toAct = 1;
  sc.phase = Phase::FirstUpcard;
  sc.hands = {"Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h"};
  sc.pile = "8c";
  return sc.make();
}

// We are to draw; a pile of four cards (bottom ... top).
HandState pileOfFour(Rules rules) {
  testutil::Script sc;
  sc.rules = rules;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.phase = Phase::Draw;
  sc.hands = {"Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h"};
  sc.pile = "8c 9s Jd 4h";
  return sc.make();
}

// Poker gin, three seats: seat 1 has knocked; seat 2 lays off next, then we.
HandState pokerSeat1Knocked() {
  testutil::Script sc;
  sc.rules = poker(3).rules;
  sc.dealer = 0;
  sc.toAct = 1;
  sc.phase = Phase::Discard;
  sc.hands = {"9c Tc Jc 3h 4h 5h 9d Td 2h Ks", "Ac 2c 3c 7h 7d 7s 4s 5s 6s 2d Kd", "8h 9h Th Jh Qh Kc Qc 8c 8d Js"};
  sc.pile = "Ah";
  HandState h = sc.make();
  if (h.apply(1, Action::knock(C("Kd"))) != Reject::Ok) qFatal("scripted knock refused");
  return h;
}

// We are offered the upcard first (the computer deals).
HandState ourUpcardOffer() {
  testutil::Script sc;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.phase = Phase::FirstUpcard;
  sc.hands = {"Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h"};
  sc.pile = "8c";
  return sc.make();
}

// The computer has knocked; we defend.
HandState weDefend() {
  HandState h = testutil::twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
  if (h.apply(1, Action::knock(C("Ad"))) != Reject::Ok) qFatal("scripted knock refused");
  return h;
}

// We knocked; the computer lays off (and, with a delay, waits).
HandState theyDefend() {
  HandState h = weDiscard();
  if (h.apply(0, Action::knock(C("Kd"))) != Reject::Ok) qFatal("scripted knock refused");
  return h;
}

bool anyMoving(TableScene* s) {
  for (int c = 0; c < kDeckSize; ++c)
    if (s->cardItem(Card(c))->isVisible() && s->cardItem(Card(c))->remainingMs() > 0) return true;
  return false;
}

}  // namespace

class TestTableStory : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;
  TableScene* scene_ = nullptr;

  QWidget* vp() const { return view_->viewport(); }
  QPoint at(const QPointF& p) const { return view_->mapFromScene(p); }
  QPoint cardPoint(Card c) const {
    CardItem* it = scene_->cardItem(c);
    return at(it->pos() + QPointF(it->cardSize().width() * 0.25, it->cardSize().height() / 2));
  }
  QPoint zonePoint(TableScene::Target t) const { return at(scene_->zoneRect(t).center()); }
  // A real drag: press, several moves, release.
  void drag(const QPoint& a, const QPoint& b) {
    QTest::mousePress(vp(), Qt::LeftButton, {}, a);
    for (int i = 1; i <= 8; ++i) QTest::mouseMove(vp(), a + (b - a) * i / 8);
    QTest::mouseRelease(vp(), Qt::LeftButton, {}, b);
  }
  // A double-click as a real mouse makes it: press, release, press, double-click, release.
  void doubleClick(const QPoint& p) {
    QTest::mousePress(vp(), Qt::LeftButton, {}, p);
    QTest::mouseRelease(vp(), Qt::LeftButton, {}, p);
    QTest::mousePress(vp(), Qt::LeftButton, {}, p);
    QTest::mouseDClick(vp(), Qt::LeftButton, {}, p);
    QTest::mouseRelease(vp(), Qt::LeftButton, {}, p);
  }
  void fresh(double speed = 0) {
    w_ = std::make_unique<MainWindow>();
    w_->resize(1180, 760);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    c_ = w_->controller();
    view_ = w_->tableView();
    scene_ = view_->table();
    Anim::setSpeed(speed);  // the window sets the stored speed
    c_->setAiDelay(0);
  }

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
    connect(c_, &GameController::actionApplied, this, [&](int seat) {
      if (seat != 1) return;
      ++aiMoves;
      if (anyMoving(scene_)) ++movedInFlight;  // before the table lays this move out
    });
    // After the scene's own layout pass (connected first): the card taken is on its way.
    connect(c_, &GameController::changed, this, [&] {
      const auto& hist = c_->hand().history();
      if (hist.empty() || sawTake || hist.back().seat != 1 || hist.back().action.type != ActionType::DrawDiscard) return;
      sawTake = true;
      CardItem* it = scene_->cardItem(hist.back().drawn);
      // Face up now and turning face down (faceUp() false at once), the turn scheduled after the landing.
      tookFaceUpInFlight = it->moving() && it->showsFace() && !it->faceUp() &&
                           it->remainingMs() > Anim::ms(Anim::kMove) + Anim::ms(Anim::kFlip) / 2;
    });
    drag(cardPoint(C("7c")), zonePoint(TableScene::Target::Discard));
    QCOMPARE(c_->hand().discardTop(), C("7c"));
    QVERIFY(anyMoving(scene_));  // our discard flies now; the computer already knows its move
    QTRY_VERIFY_WITH_TIMEOUT(aiMoves >= 2, 15000);
    QCOMPARE(movedInFlight, 0);
    QVERIFY2(sawTake, "the computer did not take the 7c: choose another position");
    QVERIFY(tookFaceUpInFlight);
    CardItem* taken = scene_->cardItem(C("7c"));
    QTRY_VERIFY_WITH_TIMEOUT(!taken->moving() && !taken->showsFace(), 5000);
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
    QVERIFY2(scene_->captionOf(1).startsWith(passed ? QStringLiteral("Ohitti avokortin 8♣") : QStringLiteral("Otti avokortin 8♣")),
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
        drag(cardPoint(c_->hand().stock().back()), zonePoint(TableScene::Target::Hand));
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
    for (Card c : {C("8c"), C("9s"), C("Jd")}) QVERIFY(!scene_->cardItem(c)->showsFace());
  }

  // Every gesture and key of Help › Keys, in every phase: it either does something or the status line
  // says why not. A silent refusal fails, naming the phase and the input.
  void everyRefusalSaysWhy() {
    fresh();
    struct Phase_ {
      const char* name;
      std::function<void()> start;
    };
    const Phase_ phases[] = {
        {"upcard offer", [this] { c_->startScripted(vsComputer(), ourUpcardOffer()); }},
        {"our draw", [this] { c_->startScripted(vsComputer(), pileOfFour(Rules())); }},
        {"our discard", [this] { c_->startScripted(vsComputer(), weDiscard()); }},
        {"computer's turn",
         [this] { c_->startScripted(vsComputer(), testutil::twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d",
                                                                      "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c", 1)); }},
        {"we lay off", [this] { c_->startScripted(vsComputer(), weDefend()); }},
        {"computer lays off", [this] { c_->startScripted(vsComputer(), theyDefend()); }},
        {"hand over",
         [this] {
           c_->setAiDelay(0);
           c_->startScripted(vsComputer(), theyDefend());
           QTRY_VERIFY(c_->hand().over());
           c_->setAiDelay(100000);
         }},
    };
    struct Snapshot {
      size_t moves;
      Card selected;
      bool choosing;
      int arrangement;
      size_t layoffs;
      QVector<Card> order;
      bool viewer;
      bool operator==(const Snapshot&) const = default;
    };
    auto snap = [this] {
      return Snapshot{c_->hand().history().size(), scene_->selectedCard(), scene_->choosingArrangement(),
                      scene_->arrangementIndex(), scene_->pendingLayoffs().size(), scene_->handOrder(), view_->pileViewer()->isVisible()};
    };
    const QString quiet = QStringLiteral("(quiet)");
    int walked = 0, refused = 0;
    auto walk = [&](const Phase_& ph, const QString& input, const std::function<void()>& prepare,
                    const std::function<void()>& gesture) {
      QElapsedTimer clock;
      clock.start();
      c_->setAiDelay(100000);
      scene_->cancelKnock();  // a knock choice of the walk before (the same position) is void
      ph.start();
      view_->pileViewer()->hide();
      view_->setFocus();
      if (prepare) prepare();
      const Snapshot before = snap();
      emit c_->message(quiet);
      gesture();
      // A hint is thought out on a thread (a search on a busy machine can take a while).
      QTRY_VERIFY2_WITH_TIMEOUT(!(snap() == before) || w_->statusText() != quiet,
                                qPrintable(QStringLiteral("%1, %2: nothing happened and nothing was said")
                                               .arg(QLatin1String(ph.name), input)),
                                (input == QLatin1String("H") ? 30000 : 3000));
      ++walked;
      if (clock.elapsed() > 300) qInfo("%s, %s: %lld ms", ph.name, qPrintable(input), clock.elapsed());
      if (snap() == before) {
        ++refused;
        QVERIFY2(!w_->statusText().trimmed().isEmpty(), qPrintable(input));
      }
    };
    auto key = [this](int k, Qt::KeyboardModifiers m = {}) { return [this, k, m] { QTest::keyClick(view_, Qt::Key(k), m); }; };
    auto focus = [this](std::vector<int> keys) {
      return [this, keys] {
        for (int k : keys) QTest::keyClick(view_, Qt::Key(k));
      };
    };
    const QPointF felt(scene_->sceneRect().left() + 12, 0);
    for (const Phase_& ph : phases) {
      ph.start();
      // Keys of Help › Keys (the moves and the menus' Ctrl+Z, L), wherever the focus is.
      const std::pair<int, const char*> letters[] = {{Qt::Key_T, "T"}, {Qt::Key_P, "P"}, {Qt::Key_S, "S"},
                                                     {Qt::Key_D, "D"}, {Qt::Key_K, "K"}, {Qt::Key_A, "A"},
                                                     {Qt::Key_G, "G"}, {Qt::Key_C, "C"}, {Qt::Key_H, "H"},
                                                     {Qt::Key_L, "L"}};
      for (auto [k, name] : letters) walk(ph, QLatin1String(name), {}, key(k));
      walk(ph, QStringLiteral("Ctrl+Z"), {}, key(Qt::Key_Z, Qt::ControlModifier));
      // Space and Enter on each place of the focus: a hand card, the stock, the pile, the knock spot, a meld.
      const std::pair<const char*, std::vector<int>> places[] = {
          {"hand", {Qt::Key_Down, Qt::Key_Home}},
          {"stock", {Qt::Key_Up, Qt::Key_Home}},
          {"pile", {Qt::Key_Up, Qt::Key_Home, Qt::Key_Right}},
          {"knock spot", {Qt::Key_Up, Qt::Key_Home, Qt::Key_Right, Qt::Key_Right}},
          {"last of the pile row", {Qt::Key_Up, Qt::Key_End}}};
      for (const auto& [place, keys] : places)
        for (int k : {int(Qt::Key_Space), int(Qt::Key_Return)})
          walk(ph, QStringLiteral("%1 on the %2").arg(k == Qt::Key_Space ? "Space" : "Enter", QLatin1String(place)),
               focus(keys), key(k));
      // The mouse: clicks, double-clicks and drags from every source to every target.
      const HandState& h = c_->hand();
      const Card stockTop = h.stock().empty() ? NoCard : h.stock().back();
      const Card pileTop = h.discardPile().empty() ? NoCard : h.discardPile().back();
      const Card mine = toVector(scene_->handOrder().isEmpty() ? h.hand(0) : bit(scene_->handOrder().front())).front();
      Card theirs = NoCard;
      forEach(h.hand(1), [&](Card c) {
        if (theirs == NoCard && !contains(unionOf(h.tableMelds()), c) && scene_->cardItem(c)->isVisible()) theirs = c;
      });
      struct Press {
        const char* what;
        Card card;
      };
      for (const Press& p : {Press{"stock", stockTop}, Press{"pile top", pileTop}, Press{"own card", mine},
                             Press{"other seat's card", theirs}}) {
        if (p.card == NoCard) continue;
        walk(ph, QStringLiteral("click on the %1").arg(QLatin1String(p.what)), {},
             [&, c = p.card] { QTest::mouseClick(vp(), Qt::LeftButton, {}, cardPoint(c)); });
        walk(ph, QStringLiteral("double-click on the %1").arg(QLatin1String(p.what)), {},
             [&, c = p.card] { doubleClick(cardPoint(c)); });
      }
      struct Drag {
        const char* what;
        Card card;
        std::function<QPoint()> to;
      };
      const Drag drags[] = {
          {"own card to the felt", mine, [&] { return at(QPointF(felt.x(), scene_->centreBand().center().y())); }},
          {"own card to the pile", mine, [&] { return zonePoint(TableScene::Target::Discard); }},
          {"own card to the knock spot", mine, [&] { return zonePoint(TableScene::Target::Knock); }},
          {"stock to the hand", stockTop, [&] { return zonePoint(TableScene::Target::Hand); }},
          {"stock to the felt", stockTop, [&] { return at(QPointF(felt.x(), scene_->centreBand().center().y())); }},
          {"pile top to the hand", pileTop, [&] { return zonePoint(TableScene::Target::Hand); }},
          {"pile top to the felt", pileTop, [&] { return at(QPointF(felt.x(), scene_->centreBand().center().y())); }},
      };
      for (const Drag& d : drags) {
        if (d.card == NoCard) continue;
        walk(ph, QStringLiteral("drag the %1").arg(QLatin1String(d.what)), {},
             [&, c = d.card] { drag(cardPoint(c), d.to()); });
      }
    }
    qInfo("walked %d inputs, %d of them refused (each with a word)", walked, refused);
    QVERIFY(refused > 50);
  }
};

QTEST_MAIN(TestTableStory)
#include "tst_tablestory.moc"
