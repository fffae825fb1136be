// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A GUI monkey: 10,000 seeded random clicks, drags, double-clicks and key presses on a real MainWindow
// (offscreen), over several game setups. After every event the engine's invariants must hold and the
// table must never show a card face up that the seat shown may not see. The match is allowed to
// progress: the monkey deals the next hand and starts a new match when one is over.
//
// GIN_MONKEY_SEED=<n> changes the seed, GIN_MONKEY_EVENTS=<n> the total number of events.
#include <QApplication>
#include <QCryptographicHash>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

#include "table/carditem.h"
#include "shell/confirm.h"
#include "table/curtain.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "table/resultpanel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"

using namespace gin;

namespace {

struct MonkeySetup {
  const char* name;
  GameSetup setup;
  int share;           // of the total number of events, in percent
  double animation;    // animation speed factor; 0 = off
  int purposeful;      // percent of events that make a legal move with a person's gesture
};

SeatSetup person(const char* name) { return SeatSetup{SeatKind::Person, ai::Level::Casual, QString::fromLatin1(name)}; }
SeatSetup computer(ai::Level level) { return SeatSetup{SeatKind::Computer, level, {}}; }

GameSetup game(const char* presetName, QVector<SeatSetup> seats, quint64 seed) {
  GameSetup s;
  preset(presetName, s.rules);
  s.rules.players = int(seats.size());
  s.seats = std::move(seats);
  s.seed = seed;
  return s;
}

QVector<MonkeySetup> setups() {
  GameSetup browsable = game("hollywood", {person("Anna"), computer(ai::Level::Beginner)}, 404);
  browsable.rules.discardPileBrowsable = true;
  GameSetup okla = game("oklahoma", {person("Anna"), computer(ai::Level::Casual)}, 303);
  okla.rules.oklahomaAceRequiresGin = true;
  okla.rules.oklahomaSpadeDoubles = true;
  return {
      {"vs computer", game("standard", {person("Anna"), computer(ai::Level::Casual)}, 101), 25, 0, 12},
      {"hot seat", game("standard", {person("Anna"), person("Ben")}, 202), 15, 0, 35},
      {"oklahoma", okla, 10, 0, 12},
      {"hollywood, browsable pile", browsable, 10, 0, 12},
      {"poker 3", game("poker", {person("Anna"), computer(ai::Level::Casual), computer(ai::Level::Beginner)}, 505), 15, 0, 12},
      {"poker 5, two people",
       game("poker", {person("Anna"), computer(ai::Level::Beginner), person("Ben"), computer(ai::Level::Casual),
                      computer(ai::Level::Beginner)},
            606),
       15, 0, 20},
      {"poker 4, animations on",
       game("poker", {person("Anna"), computer(ai::Level::Casual), computer(ai::Level::Beginner),
                      computer(ai::Level::Casual)},
            707),
       10, 0.25, 12},  // quarter-speed animations: the computer waits for every deal to land
  };
}

// Cards the view seat may see face up, from the engine state and the rules alone: its own hand (not
// while the hot-seat curtain is down), the top of the discard pile (all of it when the home rule lets
// players browse it), the knock discard only to the knocker and at the end, the laid-out hands, and
// everything at the end of the hand except the stock.
CardSet mayShow(const GameController& c) {
  const HandState& h = c.hand();
  CardSet ok = 0;
  if (!c.curtain()) ok |= h.hand(c.viewSeat());
  Card knockCard = NoCard;
  for (const Step& s : h.history()) {
    if (s.action.type == ActionType::Knock) knockCard = s.action.card;
    if (s.action.type == ActionType::Knock || s.action.type == ActionType::BigGin ||
        s.action.type == ActionType::Layoff)
      ok |= h.hand(s.seat);  // laid out on the table
  }
  for (CardSet m : h.tableMelds()) ok |= m;
  std::vector<Card> pile = h.discardPile();
  if (!pile.empty() && pile.back() == knockCard) {
    if (h.over() || (h.knocker() == c.viewSeat() && !c.curtain())) ok |= bit(knockCard);
    pile.pop_back();  // face down on the knock spot
  }
  if (h.rules().discardPileBrowsable)
    for (Card p : pile) ok |= bit(p);
  else if (!pile.empty())
    ok |= bit(pile.back());
  if (h.over())
    for (int s = 0; s < h.players(); ++s) ok |= h.hand(s);
  return ok;
}

}  // namespace

class TestMonkey : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;
  TableScene* scene_ = nullptr;
  QRandomGenerator rng_;
  QStringList recent_;  // the last events, for a failure message
  int eventNo_ = 0;
  int modalsClosed_ = 0;
  struct Counts {
    int hands = 0, matches = 0, actions = 0, knockArrangements = 0;
  } counts_;

  void openWindow() {
    w_ = std::make_unique<MainWindow>();
    w_->resize(1180, 760);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    w_->activateWindow();
    c_ = w_->controller();
    view_ = w_->tableView();
    scene_ = view_->table();
    // Anything modal that opens anyway is closed at once: the monkey must never block on a dialog.
    auto* killer = new QTimer(w_.get());
    connect(killer, &QTimer::timeout, this, [this] {
      if (QWidget* m = QApplication::activeModalWidget()) {
        ++modalsClosed_;
        m->close();
      }
      if (QWidget* p = QApplication::activePopupWidget()) p->close();  // the sort menu
    });
    killer->start(20);
  }

  int below(int n) { return n <= 1 ? 0 : int(rng_.bounded(quint32(n))); }
  bool chance(int percent) { return below(100) < percent; }
  void note(const QString& e) {
    recent_ << QStringLiteral("#%1 %2").arg(eventNo_).arg(e);
    if (recent_.size() > 12) recent_.removeFirst();
  }
  QPoint toView(const QPointF& p) const { return view_->mapFromScene(p); }

  // A point on a visible card, inside the strip that shows in a fan.
  QPointF onItem(const CardItem* it) {
    const QSizeF s = it->cardSize();
    return it->pos() + QPointF(s.width() * (0.05 + below(25) / 100.0), s.height() * (0.1 + below(80) / 100.0));
  }
  QPointF onCard(Card k) { return onItem(scene_->cardItem(k)); }
  static QString nameOf(const CardItem* it) {
    return it->card() == NoCard ? QStringLiteral("a face-down card") : QString::fromStdString(toString(it->card()));
  }

  // A card worth touching: mostly the piles and the view seat's hand, sometimes any visible card (the
  // table's items: a card the view does not know has an item without a card).
  CardItem* pickCard() {
    const SeatView& v = c_->view();
    const int r = below(100);
    if (r < 15 && v.stockCount > 0) return scene_->stockTop();
    if (r < 27 && v.discardTop != NoCard && scene_->cardItem(v.discardTop)) return scene_->cardItem(v.discardTop);
    if (r < 85) {
      const std::vector<Card> mine = toVector(v.hand);
      if (!mine.empty())
        if (CardItem* it = scene_->cardItem(mine[below(int(mine.size()))])) return it;
    }
    std::vector<CardItem*> shown;
    for (CardItem* it : scene_->allItems())
      if (it->isVisible()) shown.push_back(it);
    return shown.empty() ? nullptr : shown[below(int(shown.size()))];
  }

  QPointF pickTarget() {
    using T = TableScene::Target;
    const QRectF area = scene_->sceneRect();
    const int r = below(100);
    QRectF zone;
    if (r < 25) zone = scene_->zoneRect(T::Discard);
    else if (r < 40) zone = scene_->zoneRect(T::Knock);
    else if (r < 65) zone = scene_->zoneRect(T::Hand);
    else if (r < 85 && !c_->hand().tableMelds().empty())
      zone = scene_->zoneRect(T::Meld, below(int(c_->hand().tableMelds().size())));
    if (zone.isEmpty()) zone = area;
    return {zone.left() + below(int(zone.width()) + 1), zone.top() + below(int(zone.height()) + 1)};
  }

  // The action bar (moves, sorting) and the hot-seat curtain; never the score sheet's print buttons.
  QList<QAbstractButton*> barButtons() const {
    QList<QAbstractButton*> out;
    for (QAbstractButton* b : w_->findChild<QWidget*>(QStringLiteral("actionBar"))->findChildren<QAbstractButton*>())
      if (b->isVisible()) out << b;
    if (view_->curtain()->isVisible()) out << view_->curtain()->button() << view_->curtain()->button();
    return out;
  }

  void drag(const QPointF& from, const QPointF& to, int steps) { tablefixture::mouseDrag(view_, from, to, steps); }

  // A legal move made with the gesture a person would use, so that hands and matches move on.
  void purposefulMove() {
    using T = TableScene::Target;
    if (view_->curtain()->isVisible()) {
      note(QStringLiteral("move: curtain"));
      QTest::mouseClick(view_->curtain()->button(), Qt::LeftButton);
      return;
    }
    if (!c_->humanToAct()) return;
    const HandState& h = c_->hand();
    const std::vector<Action> legal = h.legalActions();
    const Action a = legal[below(int(legal.size()))];
    note(QStringLiteral("move: %1").arg(QString::fromStdString(actionToString(a))));
    const QPointF hand = scene_->zoneRect(T::Hand).center() + QPointF(below(200) - 100, 40);
    switch (a.type) {
      case ActionType::DrawStock: drag(onItem(scene_->stockTop()), hand, 6); break;
      case ActionType::TakeUpcard:
      case ActionType::DrawDiscard: drag(onCard(h.discardTop()), hand, 6); break;
      case ActionType::PassUpcard: QTest::mouseClick(w_->button(QStringLiteral("pass")), Qt::LeftButton); break;
      case ActionType::Discard: drag(onCard(a.card), scene_->zoneRect(T::Discard).center(), 6); break;
      case ActionType::Knock: drag(onCard(a.card), scene_->zoneRect(T::Knock).center(), 6); break;
      case ActionType::BigGin: QTest::mouseClick(w_->button(QStringLiteral("biggin")), Qt::LeftButton); break;
      case ActionType::Layoff: QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton); break;
    }
  }

  void oneEvent(int purposeful) {
    QWidget* vp = view_->viewport();
    if (chance(purposeful)) {
      purposefulMove();
      return;
    }
    const int r = below(1000);
    if (r < 260) {
      const CardItem* k = pickCard();
      if (!k) return;
      note(QStringLiteral("click %1").arg(nameOf(k)));
      QTest::mouseClick(vp, Qt::LeftButton, {}, toView(onItem(k)));
    } else if (r < 520) {
      const CardItem* k = pickCard();
      if (!k) return;
      const QPointF to = pickTarget();
      note(QStringLiteral("drag %1 to %2,%3").arg(nameOf(k)).arg(to.x()).arg(to.y()));
      drag(onItem(k), to, 2 + below(8));
    } else if (r < 570) {
      const CardItem* k = pickCard();
      if (!k) return;
      note(QStringLiteral("double-click %1").arg(nameOf(k)));
      QTest::mouseDClick(vp, Qt::LeftButton, {}, toView(onItem(k)));
    } else if (r < 600) {
      const QPoint p(below(vp->width()), below(vp->height()));
      const Qt::MouseButton b = chance(70) ? Qt::LeftButton : chance(50) ? Qt::RightButton : Qt::MiddleButton;
      note(QStringLiteral("click %1,%2 button %3").arg(p.x()).arg(p.y()).arg(int(b)));
      QTest::mouseClick(vp, b, {}, p);
    } else if (r < 760) {
      static const Qt::Key keys[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up,    Qt::Key_Down,
                                     Qt::Key_Left, Qt::Key_Right, Qt::Key_Space, Qt::Key_Return,
                                     Qt::Key_Enter, Qt::Key_Escape, Qt::Key_Tab,  Qt::Key_X};
      const Qt::Key k = keys[below(int(std::size(keys)))];
      note(QStringLiteral("key %1").arg(QKeySequence(k).toString()));
      QTest::keyClick(view_, k);
    } else if (r < 800) {
      // The single-letter menu shortcuts of the Game menu.
      static const char letters[] = "TPSDKGCHAX";
      const char l = letters[below(int(sizeof letters) - 1)];
      note(QStringLiteral("shortcut %1").arg(QLatin1Char(l)));
      QTest::keyClick(w_.get(), l);
    } else if (r < 930) {
      const auto buttons = barButtons();
      if (buttons.isEmpty()) return;
      QAbstractButton* b = buttons[below(int(buttons.size()))];
      note(QStringLiteral("button %1 '%2'").arg(b->objectName(), b->text()));
      QTest::mouseClick(b, Qt::LeftButton);
    } else if (r < 960) {
      // Press, wander, an Escape in the middle, release somewhere else.
      const CardItem* k = pickCard();
      if (!k) return;
      note(QStringLiteral("drag %1 with Escape").arg(nameOf(k)));
      const QPoint a = toView(onItem(k)), b = toView(pickTarget());
      QTest::mousePress(vp, Qt::LeftButton, {}, a);
      QTest::mouseMove(vp, (a + b) / 2);
      QTest::keyClick(view_, Qt::Key_Escape);
      QTest::mouseMove(vp, b);
      QTest::mouseRelease(vp, Qt::LeftButton, {}, b);
    } else if (r < 975) {
      const bool fi = Language::instance().current() != QLatin1String("fi");
      note(QStringLiteral("language %1").arg(fi ? QStringLiteral("fi") : QStringLiteral("en")));
      Language::instance().setLanguage(fi ? QStringLiteral("fi") : QStringLiteral("en"));
    } else if (r < 999) {
      const QSize s(900 + below(500), 600 + below(300));
      note(QStringLiteral("resize %1x%2").arg(s.width()).arg(s.height()));
      settle();  // no computer move may land while the resize is processed: the run stays deterministic
      w_->resize(s);
      QCoreApplication::processEvents();
    } else {
      note(QStringLiteral("replay this deal"));
      QAction* replay = w_->findChild<QAction*>(QStringLiteral("replayDeal"));
      QVERIFY(replay);
      replay->trigger();
    }
  }

  // The match moves on by itself when a hand is over: the monkey deals on or starts a new match.
  void dealOnWhenOver(const GameSetup& setup) {
    if (!c_->hand().over() || !chance(35)) return;
    if (c_->match().over()) {
      note(QStringLiteral("new match"));
      ++counts_.matches;
      GameSetup next = setup;
      next.seed = setup.seed * 1000 + counts_.matches;
      w_->startGame(next);
    } else {
      note(QStringLiteral("next hand"));
      QTest::mouseClick(view_->resultPanel()->nextButton(), Qt::LeftButton);
    }
  }

  // Lets the computer seats play: waits until no AI move is pending (a few milliseconds each).
  void settle() {
    QElapsedTimer t;
    t.start();
    while (c_->aiThinking() && t.elapsed() < 20000) QTest::qWait(1);
  }

  QString failure(const QString& what) const {
    return QStringLiteral("%1\nseed %2, event %3, recent events:\n  %4")
        .arg(what)
        .arg(seed())
        .arg(eventNo_)
        .arg(recent_.join(QStringLiteral("\n  ")));
  }

  // The invariants that must hold after every event.
  QString broken() const {
    if (!c_->hasMatch()) return QStringLiteral("no match");
    const std::string inv = c_->hand().checkInvariants();
    if (!inv.empty()) return QStringLiteral("engine invariant: ") + QString::fromStdString(inv);
    const CardSet ok = mayShow(*c_);
    // The pile, and the cards taken from it (everybody saw them as they were taken).
    CardSet pile = 0;
    for (Card p : c_->hand().discardPile()) pile |= bit(p);
    for (const Step& s : c_->hand().history()) {
      if (s.action.type == ActionType::TakeUpcard) pile |= bit(c_->hand().firstUpcard());
      if (s.action.type == ActionType::DrawDiscard && s.drawn != NoCard) pile |= bit(s.drawn);
    }
    for (const CardItem* it : scene_->allItems()) {
      if (!it->isVisible()) continue;
      const Card k = it->card();
      // An item the view gives no card can only lie face down.
      if (k == NoCard) {
        if (it->faceUp() || it->showsFace()) return QStringLiteral("an item without a card lies face up");
        continue;
      }
      // The side a card turns to must be right at once. The painted side may lag only for a pile card
      // just covered by a discard, or one just taken from the pile into a hidden hand (it was the
      // visible top a moment ago), while it turns face down.
      const bool covering = contains(pile, k) && !it->faceUp();
      if ((it->faceUp() || (it->showsFace() && !covering)) && !contains(ok, k))
        return QStringLiteral("the table shows the hidden %1 face up (view seat %2)")
            .arg(QString::fromStdString(toString(k)))
            .arg(c_->viewSeat());
    }
    // Seats: the seat shown is a person whenever there is one at the table.
    if (c_->screenSeats() > 0 && !c_->atThisScreen(c_->viewSeat())) return QStringLiteral("a computer seat is shown");
    return {};
  }

  static quint64 seed() { return qEnvironmentVariableIsSet("GIN_MONKEY_SEED") ? qEnvironmentVariable("GIN_MONKEY_SEED").toULongLong() : 20240601; }

  // Plays `events` events on one setup; returns a fingerprint of everything that was played.
  QByteArray run(const MonkeySetup& m, int events, quint64 seed) {
    rng_.seed(quint32(seed ^ (seed >> 32)));
    counts_ = {};
    modalsClosed_ = 0;
    eventNo_ = 0;
    recent_.clear();
    Anim::setSpeed(m.animation);
    c_->setAiDelay(m.animation > 0 ? 20 : 3);
    Language::instance().setLanguage(QStringLiteral("en"));
    w_->resize(1180, 760);
    w_->startGame(m.setup);
    QCryptographicHash fingerprint(QCryptographicHash::Sha1);
    auto record = [&] {
      for (const auto& hand : c_->actionLog())
        for (const Action& a : hand) fingerprint.addData(QByteArray::fromStdString(actionToString(a) + ";"));
      fingerprint.addData("|");
    };
    QObject guard;
    connect(c_, &GameController::handOver, &guard, [this] { ++counts_.hands; });
    connect(c_, &GameController::actionApplied, &guard, [this] { ++counts_.actions; });
    connect(c_, &GameController::matchStarted, &guard, [&] {
      if (c_->match().handNumber() == 1) record();  // the log of the match just replaced
    });
    for (int i = 0; i < events; ++i, ++eventNo_) {
      oneEvent(m.purposeful);
      if (QTest::currentTestFailed()) return {};
      QString bad = broken();
      if (!bad.isEmpty()) {
        QTest::qFail(qPrintable(failure(bad)), __FILE__, __LINE__);
        return {};
      }
      // Most of the time the computer moves before the next event; sometimes the person is quicker.
      if (chance(80)) settle();
      dealOnWhenOver(m.setup);
      bad = broken();
      if (!bad.isEmpty()) {
        QTest::qFail(qPrintable(failure(bad)), __FILE__, __LINE__);
        return {};
      }
    }
    settle();
    record();
    // The log of the match replays to the same position: nothing the GUI did bypassed the engine.
    GameController replayed;
    if (!replayed.replay(c_->setup(), c_->actionLog())) {
      QTest::qFail(qPrintable(failure(QStringLiteral("the action log does not replay"))), __FILE__, __LINE__);
      return {};
    }
    if (replayed.hand().history().size() != c_->hand().history().size() ||
        replayed.match().sheet().totals(0) != c_->match().sheet().totals(0)) {
      QTest::qFail(qPrintable(failure(QStringLiteral("the replayed match differs"))), __FILE__, __LINE__);
      return {};
    }
    return fingerprint.result().toHex();
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    // The offscreen platform warns on every window size hint; thousands of resizes would drown the log.
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler([](QtMsgType t, const QMessageLogContext& ctx, const QString& msg) {
      if (!msg.contains(QLatin1String("propagateSizeHints"))) previous(t, ctx, msg);
    });
    Language::instance().setLanguage(QStringLiteral("en"));
    // Replay this deal asks before it throws moves away: the monkey always agrees (no dialog may open).
    Confirm::answerAutomatically(true);
  }

  void init() {
    // A computer's action the engine refuses is a player bug: its warning fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("engine refused")));
    openWindow();
  }
  void cleanup() {
    w_.reset();
    Anim::setSpeed(0);
  }

  // The same seed plays the same game: a failure can be reproduced from the seed in its message.
  void deterministic() {
    const MonkeySetup m = setups().first();
    const QByteArray a = run(m, 300, seed());
    QVERIFY(!a.isEmpty());
    w_.reset();
    openWindow();
    const QByteArray b = run(m, 300, seed());
    QCOMPARE(b, a);
    QVERIFY(counts_.actions > 20);  // the monkey really played
  }

  void monkey_data() {
    QTest::addColumn<int>("index");
    const auto all = setups();
    for (int i = 0; i < all.size(); ++i) QTest::newRow(all[i].name) << i;
  }

  void monkey() {
    QFETCH(int, index);
    const MonkeySetup m = setups()[index];
    const int total = qEnvironmentVariableIsSet("GIN_MONKEY_EVENTS") ? qEnvironmentVariableIntValue("GIN_MONKEY_EVENTS") : 10000;
    const int events = total * m.share / 100;
    QElapsedTimer clock;
    clock.start();
    const QByteArray print = run(m, events, seed() + index);
    if (QTest::currentTestFailed()) return;
    qInfo("%s: %d events, %d actions, %d hands over, %d matches over, %d dialogs closed, %lld ms, log %s", m.name,
          events, counts_.actions, counts_.hands, counts_.matches, modalsClosed_, clock.elapsed(), print.left(12).constData());
    QCOMPARE(modalsClosed_, 0);  // no event path of the table opens a modal dialog
    // The monkey must get somewhere: hands end (the computers knock, the stock runs out).
    QVERIFY2(counts_.hands >= 2, qPrintable(QStringLiteral("only %1 hands ended").arg(counts_.hands)));
  }
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
