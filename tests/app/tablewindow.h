// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window the card table's GUI tests play in (tst_table, tst_tablekeys, tst_tablepoker,
// tst_tablelook): a fresh window per test function, the computer without delay, animations off, and
// the helpers that find, drag and check cards on the table. Set GIN_SHOTS=<dir> to save a screenshot
// of every phase.
#pragma once

#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QtTest>
#include <memory>

#include "game/gamecontroller.h"
#include "shell/mainwindow.h"
#include "table/carditem.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "testutil.h"
#include "text/language.h"

namespace tablewindow {

inline GameSetup vsComputer(bool hotSeat = false) {
  GameSetup s;
  s.seed = 42;
  s.seats = {SeatSetup{SeatKind::Person, gin::ai::Level::Casual, QStringLiteral("Anna")},
             SeatSetup{hotSeat ? SeatKind::Person : SeatKind::Computer, gin::ai::Level::Casual,
                       hotSeat ? QStringLiteral("Ben") : QString()}};
  return s;
}

}  // namespace tablewindow

// The base of the table's test classes: each calls setUpCase() from initTestCase(), openWindow()
// from init() and closeWindow() from cleanup().
class TableWindowTest : public QObject {
 protected:
  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;
  TableScene* scene_ = nullptr;

  static void setUpCase() {
    QStandardPaths::setTestModeEnabled(true);
    Anim::setSpeed(0);
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  void openWindow() {
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

  void closeWindow() { w_.reset(); }

  // One move of the seat to act, by the keys of Help › Keys: P passes the upcard, S draws from the stock,
  // and a discard is Down to the hand, Home, Space to pick the card up, Up to the pile, Space.
  void keyMove() {
    switch (c_->hand().phase()) {
      case gin::Phase::FirstUpcard: QTest::keyClick(view_, Qt::Key_P); break;
      case gin::Phase::Draw: QTest::keyClick(view_, Qt::Key_S); break;
      case gin::Phase::Discard:
        for (Qt::Key k : {Qt::Key_Down, Qt::Key_Home, Qt::Key_Space, Qt::Key_Up, Qt::Key_Space}) QTest::keyClick(view_, k);
        break;
      default: QTest::keyClick(view_, Qt::Key_C); break;
    }
  }

  void shot(const QString& name) {
    const QString dir = qEnvironmentVariable("GIN_SHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    w_->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
  }
  QPoint toView(const QPointF& scenePos) const { return view_->mapFromScene(scenePos); }
  QPointF centreOf(gin::Card c) const { return tablefixture::pointOn(scene_, c); }
  void drag(const QPointF& from, const QPointF& to) { tablefixture::mouseDrag(view_, from, to); }
  void dragCardTo(gin::Card c, TableScene::Target t, int meld = -1) {
    drag(centreOf(c), scene_->zoneRect(t, meld).center());
  }
  QPointF handDropPoint() const { return scene_->zoneRect(TableScene::Target::Hand).center() + QPointF(0, 40); }
  bool faceUp(gin::CardSet s) const {
    bool all = true;
    gin::forEach(s, [&](gin::Card c) { all = all && scene_->cardItem(c) && scene_->cardItem(c)->faceUp(); });
    return all;
  }
  bool anyFaceUp(gin::CardSet s) const {
    bool any = false;
    // A card the view does not know has no item of its own: it cannot be face up.
    gin::forEach(s, [&](gin::Card c) { any = any || (scene_->cardItem(c) && scene_->cardItem(c)->faceUp()); });
    return any;
  }
};
