// Shared by the table-story suites: positions and a real MainWindow driven with mouse and keys.
#pragma once

#include <QtTest>

#include "table/carditem.h"
#include "game/gamecontroller.h"
#include "shell/mainwindow.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "testutil.h"

namespace tablefixture {
using namespace gin;
using testutil::C;


inline GameSetup vsComputer(Rules rules = Rules()) {
  GameSetup s;
  s.rules = rules;
  s.seed = 5;
  s.seats = {SeatSetup{true, ai::Level::Casual, {}}, SeatSetup{false, ai::Level::Casual, {}}};
  return s;
}

inline GameSetup poker(int players) {
  GameSetup s;
  preset("poker", s.rules);
  s.rules.players = players;
  s.seed = 11;
  s.seats = {SeatSetup{true, ai::Level::Casual, {}}};
  for (int i = 1; i < players; ++i) s.seats.push_back(SeatSetup{false, ai::Level::Casual, {}});
  return s;
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

// The upcard offer, the computer (not the dealer) first.
inline HandState upcardOffer(Rules rules = Rules()) {
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

inline bool anyMoving(TableScene* s) {
  for (int c = 0; c < kDeckSize; ++c)
    if (s->cardItem(Card(c))->isVisible() && s->cardItem(Card(c))->remainingMs() > 0) return true;
  return false;
}


// A real main window and its table, driven with QTest mouse and key events on the viewport.
struct Driver {
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
};

}  // namespace tablefixture
