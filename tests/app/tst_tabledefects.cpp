// Defects found while trying the table (issue 13), each with the test that would fail if it came back.
#include <QMenuBar>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QtTest>

#include "carditem.h"
#include "gamecontroller.h"
#include "language.h"
#include "mainwindow.h"
#include "resultpanel.h"
#include "tablescene.h"
#include "tableview.h"
#include "testutil.h"

using namespace gin;
using testutil::C;

namespace {
GameSetup poker4() {
  GameSetup s;
  preset("poker", s.rules);
  s.rules.players = 4;
  s.seed = 11;
  s.seats = {SeatSetup{true, ai::Level::Casual, {}}, SeatSetup{false, ai::Level::Beginner, {}},
             SeatSetup{false, ai::Level::Casual, {}}, SeatSetup{false, ai::Level::Casual, {}}};
  return s;
}

// Seat 0 knocks with 2 (discarding Kd); the others hold high deadwood.
HandState pokerKnock() {
  testutil::Script sc;
  sc.rules = poker4().rules;
  sc.dealer = 3;
  sc.toAct = 0;
  sc.phase = Phase::Discard;
  sc.hands = {"Ac 2c 3c 7h 7d 7s 4s 5s 6s 2d Kd", "8h 9h Th Jh Qh Kc Qc 8c 8d Js", "9c Tc Jc 3h 4h 5h 9d Td 2h Ks",
              "Qd Jd 3d 4d 5d 6d 6h 6c Qs Ts"};
  sc.pile = "Ah";
  return sc.make();
}

int visibleItems(QGraphicsScene* s) {
  int n = 0;
  for (QGraphicsItem* it : s->items())
    if (it->isVisible()) ++n;
  return n;
}
}  // namespace

class TestTableDefects : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    Anim::setSpeed(0);
  }

  void languageSwitchWithTheResultPanelOpen() {
    MainWindow w;
    w.resize(1180, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameController* c = w.controller();
    c->setAiDelay(0);
    c->startScripted(poker4(), pokerKnock());
    QTRY_VERIFY(c->humanToAct());
    QVERIFY(c->act(Action::knock(C("Kd"))));
    QTRY_VERIFY_WITH_TIMEOUT(c->hand().over(), 10000);
    QTRY_VERIFY(w.tableView()->resultPanel()->isVisible());
    QTest::qWait(100);
    QGraphicsScene* scene = w.tableView()->scene();
    const int items = scene->items().size(), visible = visibleItems(scene);
    if (qEnvironmentVariableIsSet("GIN_DEFECT_PAUSE")) QTest::qWait(4000);
    Language::instance().setLanguage(QStringLiteral("fi"));
    QTest::qWait(200);
    if (qEnvironmentVariableIsSet("GIN_DEFECT_PAUSE")) QTest::qWait(4000);
    QCOMPARE(scene->items().size(), items);
    QCOMPARE(visibleItems(scene), visible);
    Language::instance().setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestTableDefects)
#include "tst_tabledefects.moc"
