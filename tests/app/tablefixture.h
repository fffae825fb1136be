// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the table-story suites: positions and a real MainWindow driven with mouse and keys.
#pragma once

#include <QPushButton>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>
#include <optional>

#include "table/carditem.h"
#include "game/gamecontroller.h"
#include "hosting/networkhost.h"
#include "shell/mainwindow.h"
#include "table/tableitems.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "testutil.h"

namespace tablefixture {
using namespace gin;
using testutil::C;


// Does `w` look different with the keyboard focus, at the same size? The focus goes to `elsewhere`
// first (the window must be active); false, with a warning, when it does not.
inline bool focusShows(QWidget* w, QWidget* elsewhere) {
  elsewhere->setFocus();
  if (!QTest::qWaitFor([&] { return !w->hasFocus(); })) return false;
  const QImage plain = w->grab().toImage();
  w->setFocus(Qt::TabFocusReason);
  if (!QTest::qWaitFor([&] { return w->hasFocus(); })) return false;
  const QImage focused = w->grab().toImage();
  if (focused.size() != plain.size()) qWarning("%s changes size with the focus", qPrintable(w->objectName()));
  return focused.size() == plain.size() && focused != plain;
}

inline GameSetup vsComputer(Rules rules = Rules()) {
  GameSetup s;
  s.rules = rules;
  s.seed = 5;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}};
  return s;
}

inline GameSetup poker(int players) {
  GameSetup s;
  preset("poker", s.rules);
  s.rules.players = players;
  s.seed = 11;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, {}}};
  for (int i = 1; i < players; ++i) s.seats.push_back(SeatSetup{SeatKind::Computer, ai::Level::Casual, {}});
  return s;
}

// Poker gin, five seats (`rules`): seat 1 knocks with the Kh, seats 2 to 4 lay off their best defence,
// and the view seat (0) is left to lay off. Empty when the engine refused one of those moves.
inline std::optional<HandState> pokerFiveLaidOff(const Rules& rules) {
  Position p;
  p.rules = rules;
  p.dealer = 0;
  p.toAct = 1;
  p.phase = Phase::Discard;
  p.hands = {testutil::S("Ac 2c 3c 5d 9h Ks Qd"), testutil::S("4h 5h 6h 8s 8c 8d Jc Kh"), testutil::S("2d 3d 4d Th Tc 7s 6s"),
             testutil::S("9c 9d 9s 2h 2s Qc Js"), testutil::S("Ah As Ad 7c 7d 4s 3s")};
  p.pile = {C("5c")};
  CardSet used = bit(C("5c"));
  for (CardSet h : p.hands) used |= h;
  forEach(kFullDeck & ~used, [&](Card c) { p.stock.push_back(c); });
  HandState five = HandState::fromPosition(p);
  if (five.apply(1, Action::knock(C("Kh"))) != Reject::Ok) return std::nullopt;
  for (int seat = 2; seat < 5; ++seat) {
    const Defence d = five.suggestedDefence(seat);
    if (five.apply(seat, Action::layoff(d.melds, d.layoffs)) != Reject::Ok) return std::nullopt;
  }
  return five;
}

// We discard; the computer holds 5c 6c and takes a 7c, completing a run.
inline HandState weDiscard() {
  testutil::Script sc;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.phase = Phase::Discard;
  sc.hands = {"Ac 2c 3c 7h 7d 7s 4s 5s 6s 7c Kd", "5c 6c 8d 9d Th Jh Qh 2s 3s Ks"};
  sc.pile = "Qc";
  return sc.make();
}

// The upcard offer to `first` (not the dealer): the computer (seat 1) unless told.
inline HandState upcardOffer(Rules rules = Rules(), int first = 1) {
  testutil::Script sc;
  sc.rules = rules;
  sc.dealer = 1 - first;
  sc.toAct = first;
  sc.phase = Phase::FirstUpcard;
  sc.hands = {"Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h"};
  sc.pile = "8c";
  return sc.make();
}

// We are to draw; a pile of four cards (bottom ... top).
inline HandState pileOfFour(Rules rules) {
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

// Poker gin, three seats: seat 2 has knocked; we lay off first, then seat 1. Our 4c goes onto the
// knocker's A-2-3c; 8-9-10h is our meld; 5d 6d 9c Kc Qs Jd stay deadwood (50).
HandState pokerSeat2Knocked() {
  testutil::Script sc;
  sc.rules = poker(3).rules;
  sc.dealer = 1;
  sc.toAct = 2;
  sc.phase = Phase::Discard;
  sc.hands = {"8h 9h Th 4c 5d 6d 9c Kc Qs Jd", "Ah 2h 3h 5c 6c 9d Td Js Qh Ks", "Ac 2c 3c 7h 7d 7s 4s 5s 6s 2d Kd"};
  sc.pile = "Ad";
  HandState h = sc.make();
  if (h.apply(2, Action::knock(C("Kd"))) != Reject::Ok) qFatal("scripted knock refused");
  return h;
}

// We are offered the upcard first (the computer deals).
inline HandState ourUpcardOffer() {
  testutil::Script sc;
  sc.dealer = 1;
  sc.toAct = 0;
  sc.phase = Phase::FirstUpcard;
  sc.hands = {"Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h"};
  sc.pile = "8c";
  return sc.make();
}

// The computer has knocked; we defend.
inline HandState weDefend() {
  HandState h = testutil::twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
  if (h.apply(1, Action::knock(C("Ad"))) != Reject::Ok) qFatal("scripted knock refused");
  return h;
}

// We knocked; the computer lays off (and, with a delay, waits).
inline HandState theyDefend() {
  HandState h = weDiscard();
  if (h.apply(0, Action::knock(C("Kd"))) != Reject::Ok) qFatal("scripted knock refused");
  return h;
}

// The mouse as a person uses it on the table, shared by every suite that plays with it.
// A point on an item, `across` of its width in from the left (inside the strip a fan leaves visible).
inline QPointF pointOn(const CardItem* it, qreal across = 0.3) {
  if (!it) qFatal("no item there");
  return it->pos() + QPointF(it->cardSize().width() * across, it->cardSize().height() / 2);
}
// A card the view knows (a hidden card has no item of its own: use stockTop() or seatItems()).
inline QPointF pointOn(const TableScene* s, Card c, qreal across = 0.3) { return pointOn(s->cardItem(c), across); }
// A real drag between two points of a widget: press, `steps` moves past the drag distance, release.
inline void mouseDrag(QWidget* w, const QPoint& a, const QPoint& b, int steps = 10) {
  QTest::mousePress(w, Qt::LeftButton, {}, a);
  for (int i = 1; i <= steps; ++i) QTest::mouseMove(w, a + (b - a) * i / steps);
  QTest::mouseRelease(w, Qt::LeftButton, {}, b);
}
// The same between two points of the table (scene coordinates).
inline void mouseDrag(QGraphicsView* view, const QPointF& from, const QPointF& to, int steps = 10) {
  mouseDrag(view->viewport(), view->mapFromScene(from), view->mapFromScene(to), steps);
}

// Whether some item on the table shows card c face up (a card the view does not know has no item).
inline bool faceShown(TableScene* s, Card c) {
  for (CardItem* it : s->allItems())
    if (it->isVisible() && it->card() == c && it->showsFace()) return true;
  return false;
}

inline bool anyMoving(TableScene* s) {
  for (CardItem* it : s->allItems())
    if (it->isVisible() && it->remainingMs() > 0) return true;
  return false;
}


// A real main window and its table, driven with QTest mouse and key events on the viewport.
// The visible pills of the table that the knocker's mark lies over (empty: none; no mark: "no mark").
inline QStringList pillsUnderKnockerMark(TableScene* scene) {
  const LabelItem* badge = nullptr;
  QVector<const LabelItem*> pills;
  for (QGraphicsItem* it : scene->items())
    if (auto* l = dynamic_cast<LabelItem*>(it); l && l->isVisible() && !l->text().isEmpty()) {
      if (l->text() == scene->knockerMarkText()) badge = l;
      else pills << l;
    }
  if (!badge) return {QStringLiteral("no mark")};
  QStringList under;
  for (const LabelItem* p : pills)
    if (badge->sceneBoundingRect().intersects(p->sceneBoundingRect())) under << p->text();
  return under;
}

struct Driver {
  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;
  TableScene* scene_ = nullptr;

  QWidget* vp() const { return view_->viewport(); }
  QPoint at(const QPointF& p) const { return view_->mapFromScene(p); }
  // A point on a card the view knows, or on any item (the stock's top, a hidden hand's card).
  QPoint itemPoint(const CardItem* it) const { return at(pointOn(it, 0.25)); }
  QPoint cardPoint(Card c) const { return itemPoint(scene_->cardItem(c)); }
  QPoint zonePoint(TableScene::Target t) const { return at(scene_->zoneRect(t).center()); }
  // A real drag (viewport points): press, several moves, release.
  void drag(const QPoint& a, const QPoint& b) { mouseDrag(vp(), a, b, 8); }
  // A double-click as a real mouse makes it: press, release, press, double-click, release.
  void doubleClick(const QPoint& p) {
    QTest::mousePress(vp(), Qt::LeftButton, {}, p);
    QTest::mouseRelease(vp(), Qt::LeftButton, {}, p);
    QTest::mousePress(vp(), Qt::LeftButton, {}, p);
    QTest::mouseDClick(vp(), Qt::LeftButton, {}, p);
    QTest::mouseRelease(vp(), Qt::LeftButton, {}, p);
  }
  // One move of seat 0 with the gesture a person uses (drags on the table, the bar's buttons): pass the
  // upcard, draw from the stock, discard the least-deadwood card (knocking where it may), confirm
  // lay-offs. Checks that the move was made.
  void seatZeroMoves() {
    using T = TableScene::Target;
    const HandState& h = c_->hand();
    const int before = int(h.history().size());
    const QPointF hand = scene_->zoneRect(T::Hand).center() + QPointF(0, 20);
    switch (h.phase()) {
      case Phase::FirstUpcard: QTest::mouseClick(w_->button(QStringLiteral("pass")), Qt::LeftButton); break;
      case Phase::Draw: mouseDrag(view_, pointOn(scene_->stockTop()), hand, 8); break;
      case Phase::Discard: {
        const DiscardChoice dc = bestDiscard(h.hand(0), bit(h.takenFromDiscard()));
        const bool knock = c_->check(Action::knock(dc.discard)) == Reject::Ok;
        mouseDrag(view_, pointOn(scene_, dc.discard), scene_->zoneRect(knock ? T::Knock : T::Discard).center(), 8);
        // A knock with a choice of melds waits for the arrangement: the bar's Knock confirms it.
        if (scene_->choosingArrangement()) QTest::mouseClick(w_->button(QStringLiteral("knock")), Qt::LeftButton);
        break;
      }
      case Phase::Layoff: QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton); break;
      default: break;
    }
    QVERIFY2(int(c_->hand().history().size()) > before, qPrintable(w_->statusText()));
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
};

// Network tables hosted by this test process listen on a port of their own (GIN_NETWORK_PORT): a table
// opened again needs the port it had, and the game's usual one may be a player's, or another suite's.
inline void privateNetworkPort() {
  QTcpServer probe;
  if (probe.listen(QHostAddress::LocalHost, 0)) qputenv("GIN_NETWORK_PORT", QByteArray::number(probe.serverPort()));
}

// Anna's two-seat table on loopback, seat 2 for a friend, not announced on the network.
inline NetworkHost::Options friendTable() {
  NetworkHost::Options o;
  o.name = QStringLiteral("Anna");
  o.setup = vsComputer();
  o.setup.seed = 0;
  o.setup.seats[1].kind = SeatKind::Remote;
  o.hostAddress = QStringLiteral("127.0.0.1");
  o.announce = false;
  return o;
}

// A suite's main with settings and saves in private folders for the run, set before anything reads them
// (the test-mode folder is shared by every suite: statistics added beside it, a first start that is not).
template <class Test>
int mainWithPrivateFolders(int argc, char* argv[]) {
  QTemporaryDir home;
  qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/config")).toLocal8Bit());
  qputenv("XDG_DATA_HOME", (home.path() + QStringLiteral("/data")).toLocal8Bit());
  QApplication app(argc, argv);
  Test t;
  return QTest::qExec(&t, argc, argv);
}

}  // namespace tablefixture
