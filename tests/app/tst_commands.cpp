// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus, action bar and shortcuts are built from the one command table
// (app/shell/commands.cpp), follow the language, and are enabled from one place (updateActions).
#include <QtTest>

#include <QAction>
#include <QLayout>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>

#include "shell/commands.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "store/settings.h"
#include "table/tablescene.h"
#include "table/tableview.h"

using namespace gin;

namespace {

QString translated(const char* text) { return QCoreApplication::translate("MainWindow", text); }

GameSetup vsComputer(quint64 seed) {
  GameSetup s;
  s.seed = seed;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QStringLiteral("Anna")}, SeatSetup{SeatKind::Computer, ai::Level::Casual, QString()}};
  return s;
}

}  // namespace

class TestCommands : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> w_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
  }
  void cleanupTestCase() { w_.reset(); }

  // Every entry of the table is in its menu, in table order, with its text and shortcut; the bar has a
  // button exactly for the bar commands, in the same order, with the same words.
  void menusAndBarComeFromTheTable() {
    Commands* cmds = w_->commands();
    QHash<QString, QStringList> order;  // menu -> the ids of its actions, in order
    for (const CommandSpec& c : Commands::table()) {
      QMenu* menu = cmds->menu(QLatin1String(c.menu));
      QVERIFY2(menu, c.menu);
      QVERIFY(w_->menuBar()->actions().contains(menu->menuAction()));
      if (c.kind != CommandSpec::Kind::Action && c.kind != CommandSpec::Kind::Toggle) continue;
      QAction* a = cmds->action(QLatin1String(c.id));
      QVERIFY2(a, c.id);
      QVERIFY2(menu->actions().contains(a), c.id);
      order[QLatin1String(c.menu)] << QLatin1String(c.id);
      QCOMPARE(a->text(), translated(c.text));
      QCOMPARE(a->isCheckable(), c.kind == CommandSpec::Kind::Toggle);
      const QKeySequence key = c.standardKey != QKeySequence::UnknownKey ? QKeySequence(c.standardKey)
                               : c.key                                   ? QKeySequence(QLatin1String(c.key))
                                                                         : QKeySequence();
      QCOMPARE(a->shortcut(), key);
      QPushButton* b = w_->button(QLatin1String(c.id));
      QCOMPARE(b != nullptr, c.bar);
      if (b) QCOMPARE(b->text(), a->text());
    }
    for (auto it = order.cbegin(); it != order.cend(); ++it) {
      QStringList inMenu;
      for (QAction* a : cmds->menu(it.key())->actions())
        if (it.value().contains(a->objectName())) inMenu << a->objectName();
      QCOMPARE(inMenu, it.value());
    }
    // The bar buttons sit left to right in table order, but Undo and Hint last (they keep their place
    // while the moves come and go: undoAndHintKeepTheirPlace).
    // First the window's own button for a guest whose table is out of reach (not a move: no key).
    QStringList bar, expected{QStringLiteral("leaveTableButton")};
    for (const CommandSpec& c : Commands::table())
      if (c.bar && qstrcmp(c.id, "undo") && qstrcmp(c.id, "hint")) expected << QLatin1String(c.id);
    expected << QStringLiteral("undo") << QStringLiteral("hint");
    QLayout* lay = w_->button(QStringLiteral("hint"))->parentWidget()->layout();
    for (int i = 0; i < lay->count(); ++i)
      if (auto* b = qobject_cast<QPushButton*>(lay->itemAt(i)->widget())) bar << b->objectName();
    QCOMPARE(bar, expected);
  }

  // Undo and Hint stand where they stood while the computer played when the moves come on the bar at
  // our turn: Undo stood first, where Take discard came when the computer had moved, and a click meant
  // for Undo took the pile card (a new player's playtest). The sort button is as wide as its widest
  // order, so that nothing left of it moves when the order changes (in Finnish "Ota" moved 23 px).
  void undoAndHintKeepTheirPlace() {
    GameController* c = w_->controller();
    c->setAiDelay(0);
    w_->startGame(vsComputer(7));
    QTRY_VERIFY(c->humanToAct());
    if (c->hand().phase() == Phase::FirstUpcard) QVERIFY(c->act(Action::pass()));
    QTRY_VERIFY(c->humanToAct() && c->hand().phase() == Phase::Draw);
    QVERIFY(c->act(Action::drawStock()));
    QVERIFY(c->act(Action::discard(lowest(c->hand().hand(0)))));
    QTRY_VERIFY(c->humanToAct() && c->hand().phase() == Phase::Draw);  // the computer has moved
    QCoreApplication::processEvents();
    QPushButton* undo = w_->button(QStringLiteral("undo"));
    QPushButton* hint = w_->button(QStringLiteral("hint"));
    QVERIFY(undo->isVisible() && hint->isVisible() && w_->button(QStringLiteral("pile"))->isVisible());
    const auto at = [this](QWidget* b) { return QRect(b->mapTo(w_.get(), QPoint(0, 0)), b->size()); };
    const QRect undoAtOurTurn = at(undo), hintAtOurTurn = at(hint);
    // Our draw and discard; the computer's turn is held.
    c->setAiDelay(100000);
    QVERIFY(c->act(Action::drawStock()));
    QVERIFY(c->act(Action::discard(lowest(c->hand().hand(0)))));
    QVERIFY(!c->humanToAct());
    QCoreApplication::processEvents();
    QVERIFY(undo->isVisible() && !w_->button(QStringLiteral("pile"))->isVisible());
    // Side to side (a status line in two lines makes the bar taller: tst_tabledefects keeps that still).
    QCOMPARE(at(undo).left(), undoAtOurTurn.left());
    QCOMPARE(at(undo).right(), undoAtOurTurn.right());
    QCOMPARE(at(hint).left(), hintAtOurTurn.left());
    // Every order of the hand leaves the buttons where they are, in both languages.
    const auto english = qScopeGuard([] { Language::instance().setLanguage(QStringLiteral("en")); });
    for (const char* lang : {"en", "fi"}) {
      Language::instance().setLanguage(QString::fromLatin1(lang));
      QCoreApplication::processEvents();
      auto* sort = w_->findChild<QToolButton*>(QStringLiteral("sortButton"));
      QVERIFY(sort);
      QRect hintAt;
      for (QAction* order : sort->menu()->actions()) {
        order->trigger();
        QCoreApplication::processEvents();
        if (hintAt.isNull()) hintAt = at(hint);
        QVERIFY2(at(hint).left() == hintAt.left(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(lang), order->text())));
        QVERIFY2(sort->width() >= sort->sizeHint().width(), qPrintable(order->text()));
      }
    }
    c->setAiDelay(0);
  }

  // A language switch renames the menus, the entries and the buttons together.
  void followsTheLanguage() {
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCoreApplication::processEvents();
    Commands* cmds = w_->commands();
    QAction* take = cmds->action(QStringLiteral("take"));
    QVERIFY(take->text() != QStringLiteral("Take"));
    QCOMPARE(take->text(), translated("Take"));
    QCOMPARE(w_->button(QStringLiteral("take"))->text(), take->text());
    QCOMPARE(cmds->menu(QStringLiteral("game"))->title(), translated("&Game"));
    QVERIFY(cmds->menu(QStringLiteral("game"))->title() != QStringLiteral("&Game"));
    Language::instance().setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(take->text(), QStringLiteral("Take"));
  }

  // A keyboard player opens every entry of a menu by its letter (Alt+V, then the letter) or its own key
  // (the moves: T, P, S…, which are buttons of the bar too): each entry has one of them, and no two of a
  // menu share a letter, in both languages (View › Hand log had neither).
  void everyMenuEntryHasItsOwnLetter() {
    const auto english = qScopeGuard([] { Language::instance().setLanguage(QStringLiteral("en")); });
    QStringList wrong;
    for (const char* lang : {"en", "fi"}) {
      Language::instance().setLanguage(QString::fromLatin1(lang));
      QCoreApplication::processEvents();
      for (QAction* top : w_->menuBar()->actions()) {
        QMenu* menu = top->menu();
        if (!menu) continue;
        QHash<QChar, QString> letters;
        for (QAction* a : menu->actions()) {
          if (a->isSeparator() || !a->isVisible()) continue;
          const QString t = a->text();
          const qsizetype at = t.indexOf(QLatin1Char('&'));
          if (at < 0 || at + 1 >= t.size()) {
            if (a->shortcut().isEmpty()) wrong << QStringLiteral("%1: %2 › %3 has no letter nor key").arg(QLatin1String(lang), top->text(), t);
            continue;
          }
          const QChar letter = t.at(at + 1).toLower();
          if (letters.contains(letter))
            wrong << QStringLiteral("%1: %2 › %3 and %4 share a letter").arg(QLatin1String(lang), top->text(), t, letters.value(letter));
          letters.insert(letter, t);
        }
      }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
  }

  // What is shown on the bar is what the keys and menu entries do: at the first upcard Take and Pass
  // work, the stock's key S does nothing; after passing, the upcard keys do nothing.
  void enabledFromOnePlace() {
    quint64 seed = 1;
    for (; seed < 60; ++seed) {
      w_->startGame(vsComputer(seed));
      if (w_->controller()->humanToAct() && w_->controller()->hand().phase() == Phase::FirstUpcard) break;
    }
    QVERIFY(seed < 60);
    GameController* c = w_->controller();
    Commands* cmds = w_->commands();
    for (const char* id : {"take", "pass"}) {
      QVERIFY2(w_->button(QLatin1String(id))->isVisible(), id);
      QVERIFY2(cmds->action(QLatin1String(id))->isEnabled(), id);
    }
    for (const char* id : {"stock", "pile", "knock", "confirm", "arrangement", "cancelknock"}) {
      QVERIFY2(!w_->button(QLatin1String(id))->isVisible(), id);
      QVERIFY2(!cmds->action(QLatin1String(id))->isEnabled(), id);
    }
    const size_t before = c->hand().history().size();
    QTest::keyClick(w_->tableView(), Qt::Key_S);
    QCOMPARE(c->hand().history().size(), before);
    QTest::keyClick(w_->tableView(), Qt::Key_P);
    QCOMPARE(c->hand().history().size(), before + 1);
    QCOMPARE(c->hand().history().back().action.type, ActionType::PassUpcard);
    QVERIFY(!cmds->action(QStringLiteral("take"))->isEnabled());
    QVERIFY(!w_->button(QStringLiteral("pass"))->isVisible());
    QVERIFY(cmds->action(QStringLiteral("replayDeal"))->isEnabled());
  }

  // View › Card size makes the view seat's cards larger at once and is remembered; View › Table colour
  // repaints the cloth and is remembered; a new window starts with both.
  void cardSizeAndTableColourAreAppliedAndRemembered() {
    w_->startGame(vsComputer(3));
    QCoreApplication::processEvents();
    TableScene* table = w_->tableView()->table();
    QAction* normal = w_->findChild<QAction*>(QStringLiteral("cardSize0"));
    QAction* extra = w_->findChild<QAction*>(QStringLiteral("cardSize2"));
    QVERIFY(normal && extra);
    normal->trigger();
    const qreal before = table->cardSize().height();
    extra->trigger();
    QVERIFY2(table->cardSize().height() > 1.1 * before, qPrintable(QString::number(table->cardSize().height())));
    QCOMPARE(Settings::cardSize(), Settings::CardSize::ExtraLarge);

    const auto feltAt = [table] {
      QImage img(table->sceneRect().size().toSize(), QImage::Format_RGB32);
      QPainter p(&img);
      table->render(&p, QRectF(), table->sceneRect());
      p.end();
      return img.pixelColor(2, img.height() / 2);  // the left edge: cloth, never a card
    };
    const QColor green = feltAt();
    QAction* blue = w_->findChild<QAction*>(QStringLiteral("tableColour_blue"));
    QVERIFY(blue);
    blue->trigger();
    const QColor bluish = feltAt();
    QVERIFY2(bluish.blue() > bluish.green() && green.green() > green.blue(),
             qPrintable(bluish.name() + QLatin1Char(' ') + green.name()));
    QCOMPARE(Settings::tableColour(), QStringLiteral("blue"));

    MainWindow again;
    QCOMPARE(again.tableView()->table()->cardSizeChoice(), 2);
    QCOMPARE(again.tableView()->table()->feltColour(), table->feltColour());
    QVERIFY(again.findChild<QAction*>(QStringLiteral("cardSize2"))->isChecked());
    QVERIFY(again.findChild<QAction*>(QStringLiteral("tableColour_blue"))->isChecked());
    normal->trigger();
    w_->findChild<QAction*>(QStringLiteral("tableColour_green"))->trigger();
  }
};

QTEST_MAIN(TestCommands)
#include "tst_commands.moc"
