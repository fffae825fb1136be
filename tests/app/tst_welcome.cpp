// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The first start: the welcome page over the empty table (your name, the language at once, whom to
// play, the game, Play, Learn to play), keyboard-usable, fitting 1024x600 in both languages, its
// choices remembered as the next game's defaults; and the computers' own names on the table, the score
// sheet, the messages, the statistics and in the save.
#include <QtTest>

#include <QTemporaryDir>

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>

#include "shell/commands.h"
#include "table/carditem.h"
#include "tablefixture.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "lesson/lesson.h"
#include "shell/mainwindow.h"
#include "setup/hostdialog.h"
#include "setup/joindialog.h"
#include "setup/newgamedialog.h"
#include "store/savegame.h"
#include "sheet/scoresheetmodel.h"
#include "sheet/scoresheetwidget.h"
#include "game/seatnames.h"
#include "store/settings.h"
#include "setup/setupchoices.h"
#include "store/statistics.h"
#include "shell/statisticsdialog.h"
#include "table/tableitems.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "setup/welcomepage.h"
#include "widgetchecks.h"

using namespace gin;
using setupchoices::Game;

class TestWelcome : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> w_;

  void shot(const QString& name) {
    const QString dir = qEnvironmentVariable("GIN_SHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    w_->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
  }
  QStringList tableLabels() const {
    QStringList out;
    for (QGraphicsItem* it : w_->tableView()->table()->items())
      if (auto* l = dynamic_cast<LabelItem*>(it); l && l->isVisible()) out << l->text();
    return out;
  }
  QString sheetHeader(int col) const {
    return w_->sheetWidget()->model()->headerData(col, Qt::Horizontal, Qt::DisplayRole).toString();
  }

 private slots:
  void initTestCase() {
    // Private settings (main): clearing them touches no other suite's.
    QVERIFY(Settings::store()->fileName().startsWith(qEnvironmentVariable("XDG_CONFIG_HOME") + QLatin1Char('/')));
    Anim::setSpeed(0);
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  void init() {
    Settings::store()->clear();
    w_ = std::make_unique<MainWindow>();
    Anim::setSpeed(0);  // the window set the speed of the settings
    w_->resize(1180, 760);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    w_->controller()->setAiDelay(0);
  }
  void cleanup() {
    w_.reset();
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // Only the first start: once a game was started (or chosen), later starts resume as before.
  void onlyAtTheFirstStart() {
    QVERIFY(WelcomePage::firstStart());
    Settings::setLanguage(QStringLiteral("en"));  // a language alone is no game
    QVERIFY(WelcomePage::firstStart());
    w_->startGame(NewGameDialog::remembered());
    QVERIFY(!WelcomePage::firstStart());
    Settings::store()->clear();
    Statistics().addHand(ai::Level::Casual, QStringLiteral("gin"), HandResult(), 0);
    QVERIFY(!WelcomePage::firstStart());  // an older version's player
  }

  // Played with the keyboard: type the name, arrows to the Expert, Tab to the game, arrows to poker
  // gin, Enter plays. The game is what was chosen, and the choices are the next game's defaults.
  void keyboardToPlay() {
    w_->showWelcome();
    WelcomePage* page = w_->welcome();
    QVERIFY(page && page->isVisible());
    QCOMPARE(page->geometry(), w_->tableView()->rect());
    QVERIFY(!w_->findChild<QWidget*>(QStringLiteral("actionBar"))->isVisible());
    QVERIFY(!w_->controller()->hasMatch());
    QLineEdit* name = page->choices()->nameEdit();
    QTRY_COMPARE(QApplication::focusWidget(), name);
    QTest::keyClicks(name, QStringLiteral("Maija"));
    // Tab to whom to play, arrows down to the Expert.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY2(qobject_cast<QRadioButton*>(QApplication::focusWidget()), QApplication::focusWidget()->metaObject()->className());
    QVERIFY(QApplication::focusWidget()->objectName().startsWith(QStringLiteral("opponent")));
    for (int i = 0; i < 4 && !page->choices()->opponentButton(3)->isChecked(); ++i)
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QVERIFY(page->choices()->opponentButton(3)->isChecked());
    // Tab on to the game, arrows down to poker gin.
    for (int i = 0; i < 8 && !QApplication::focusWidget()->objectName().startsWith(QStringLiteral("game")); ++i)
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget()->objectName().startsWith(QStringLiteral("game")));
    for (int i = 0; i < 4 && !page->choices()->gameButton(Game::Poker)->isChecked(); ++i)
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QVERIFY(page->choices()->gameButton(Game::Poker)->isChecked());
    QVERIFY(page->choices()->playersBox()->isVisible());
    QVERIFY(!page->choices()->opponentButton(setupchoices::kTwoPeople)->isEnabled());
    {
      // ... and looks it: its text is darker than an enabled choice's (the page's light text showed none).
      auto lightest = [page](QWidget* b) {
        const QImage img = page->grab(QRect(b->mapTo(page, QPoint()), b->size())).toImage();
        int most = 0;
        for (int y = 0; y < img.height(); ++y)  // the text, right of the round indicator
          for (int x = img.height() + 4; x < img.width(); ++x) most = std::max(most, QColor(img.pixel(x, y)).lightness());
        return most;
      };
      const int enabled = lightest(page->choices()->opponentButton(0));
      QTRY_VERIFY2(lightest(page->choices()->opponentButton(setupchoices::kTwoPeople)) + 60 < enabled,
                   qPrintable(QStringLiteral("%1 against %2").arg(lightest(page->choices()->opponentButton(setupchoices::kTwoPeople))).arg(enabled)));
    }
    page->choices()->playersBox()->setFocus();
    QTest::keyClick(page->choices()->playersBox(), Qt::Key_Down);  // 4 -> 3 players
    shot(QStringLiteral("welcome-en"));
    QTest::keyClick(page->choices()->playersBox(), Qt::Key_Return);
    GameController* c = w_->controller();
    QVERIFY(c->hasMatch());
    QVERIFY(!page->isVisible());
    QVERIFY(w_->findChild<QWidget*>(QStringLiteral("actionBar"))->isVisible());
    QVERIFY(c->setup().rules.poker);
    // Played with the keyboard: the table shows where the keys act at once, and the prompts name the
    // keys (a keyboard playtest saw no focus until an arrow, and prompts of dragging).
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w_->tableView()));
    int focused = 0;
    for (const auto& e : w_->tableView()->table()->accessibleElements()) focused += e.focused;
    QCOMPARE(focused, 1);
    QVERIFY(!w_->tableView()->table()->cardFocusOutline().isNull());
    QVERIFY(c->keyboardPrompts());
    QCOMPARE(c->players(), 3);
    QCOMPARE(c->seatName(0), QStringLiteral("Maija"));
    QCOMPARE(c->setup().seats[1].level, ai::Level::Expert);
    QCOMPARE(c->setup().seats[2].level, ai::Level::Expert);
    // Each computer its own name, Expert's first.
    QCOMPARE(c->seatName(1), QStringLiteral("Ilona"));
    QCOMPARE(c->seatName(2), QStringLiteral("Viktor"));
    // Remembered: the dialog opens with the same.
    const GameSetup next = NewGameDialog::remembered();
    QVERIFY(next.rules == c->setup().rules);
    QCOMPARE(next.seats.size(), 3);
    QCOMPARE(next.seats[0].name, QStringLiteral("Maija"));
    QCOMPARE(next.seats[2].level, ai::Level::Expert);
    NewGameDialog dialog;
    QVERIFY(dialog.choices()->opponentButton(3)->isChecked());
    QVERIFY(dialog.choices()->gameButton(Game::Poker)->isChecked());
    QCOMPARE(dialog.choices()->nameEdit()->text(), QStringLiteral("Maija"));
  }

  // Tab goes round the page's own choices: from the language (last) to the name, and Shift+Tab from the
  // name to the language; never to the empty table behind the page (a screen reader's silent stop).
  // And past poker gin's player count, a spin box (Tab stayed on it: its line edit passes the focus
  // back: a review found it).
  void tabStaysOnThePage() {
    w_->showWelcome();
    WelcomePage* page = w_->welcome();
    QLineEdit* name = page->choices()->nameEdit();
    QTRY_COMPARE(QApplication::focusWidget(), name);
    auto round = [&] {
      QSet<QWidget*> seen;
      for (int i = 0; i < 25; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* f = QApplication::focusWidget();
        if (f == w_->tableView() || !page->isAncestorOf(f)) return QSet<QWidget*>();
        seen << f;
        if (f == name) break;
      }
      return QApplication::focusWidget() == name ? seen : QSet<QWidget*>();  // round the page and back
    };
    QSet<QWidget*> seen = round();
    QVERIFY(seen.contains(page->languageButton(Language::instance().current())));
    QTest::mouseClick(page->choices()->gameButton(Game::Poker), Qt::LeftButton, {}, QPoint(8, 8));
    auto* players = page->findChild<QSpinBox*>(QStringLiteral("pokerPlayers"));
    QVERIFY(players && players->isVisible());
    name->setFocus();
    QVERIFY(round().contains(players));
    name->setFocus();
    QTest::keyClick(name, Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(page->languageButton(Language::instance().current())));
  }

  // Game › New game over the welcome page opens on what the page shows, not on the last game played.
  void newGameFollowsThePage() {
    GameSetup last = NewGameDialog::remembered();
    last.rules = Rules();  // the classic game last
    NewGameDialog::remember(last);
    w_->showWelcome();
    WelcomePage* page = w_->welcome();
    QTRY_VERIFY(page->choices()->gameButton(Game::Poker)->isVisible());
    QApplication::processEvents();
    QTest::mouseClick(page->choices()->gameButton(Game::Poker), Qt::LeftButton, {}, QPoint(8, 8));
    QTest::mouseClick(page->choices()->opponentButton(3), Qt::LeftButton, {}, QPoint(8, 8));
    QVERIFY(page->choices()->gameButton(Game::Poker)->isChecked());
    bool seen = false, poker = false, expert = false, pokerRules = false;
    QTimer::singleShot(0, this, [&] {
      auto* dlg = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
      if (!dlg) return;
      seen = true;
      poker = dlg->choices()->gameButton(Game::Poker)->isChecked();
      expert = dlg->choices()->opponentButton(3)->isChecked();
      pokerRules = dlg->setup().rules.poker;
      dlg->reject();
    });
    w_->newGame();
    QVERIFY(seen);
    QVERIFY(poker);
    QVERIFY(expert);
    QVERIFY(pokerRules);
    QVERIFY(!w_->controller()->hasMatch());  // cancelled: nothing started, the page stays
    QVERIFY(page->isVisible());
  }

  // Two players on this screen with the mouse: the second name, the classic game, Play.
  void twoPlayersByMouse() {
    w_->showWelcome();
    WelcomePage* page = w_->welcome();
    // Where every choice is: the second name appears without moving any (it pushed the games down
    // under the mouse: a playtest).
    auto places = [&] {
      QVector<QPoint> at;
      for (int i = 0; i < setupchoices::kTwoPeople; ++i) at << page->choices()->opponentButton(i)->mapTo(w_.get(), QPoint());
      for (Game g : {Game::Classic, Game::Oklahoma, Game::Hollywood, Game::Poker})
        at << page->choices()->gameButton(g)->mapTo(w_.get(), QPoint());
      return at;
    };
    QTRY_VERIFY(page->choices()->gameButton(Game::Poker)->isVisible());
    QApplication::processEvents();  // the window's layout settles (the page grows once the welcome shows)
    const QVector<QPoint> before = places();
    QTest::mouseClick(page->choices()->opponentButton(setupchoices::kTwoPeople), Qt::LeftButton, {}, QPoint(8, 8));
    auto* second = page->choices()->findChild<QLineEdit*>(QStringLiteral("secondName"));
    QVERIFY(second->isVisible());
    // The first name is the first player's, not "yours" (a play-test): its label and its default.
    QLabel* firstLabel = nullptr;
    for (QLabel* l : page->choices()->findChildren<QLabel*>())
      if (l->buddy() == page->choices()->nameEdit()) firstLabel = l;
    QVERIFY(firstLabel);
    QCOMPARE(firstLabel->text(), QStringLiteral("First player's &name"));
    QCOMPARE(page->choices()->nameEdit()->placeholderText(), QStringLiteral("Player 1"));
    QApplication::processEvents();
    QCOMPARE(places(), before);
    // It lies under the choice that asked for it.
    QVERIFY(second->mapTo(w_.get(), QPoint()).y() > page->choices()->opponentButton(setupchoices::kTwoPeople)->mapTo(w_.get(), QPoint()).y());
    QTest::keyClicks(second, QStringLiteral("Ben"));
    QTest::mouseClick(page->choices()->gameButton(Game::Hollywood), Qt::LeftButton, {}, QPoint(8, 8));
    QTest::mouseClick(page->playButton(), Qt::LeftButton);
    GameController* c = w_->controller();
    QVERIFY(c->hasMatch());
    // Played with the mouse: the table shows no keyboard focus (the page's Play button, hidden, passes
    // its focus on as if by Tab).
    QApplication::processEvents();
    for (const auto& e : w_->tableView()->table()->accessibleElements()) QVERIFY2(!e.focused, qPrintable(e.name));
    QVERIFY(!c->keyboardPrompts());
    QCOMPARE(c->screenSeats(), 2);
    QCOMPARE(c->seatName(1), QStringLiteral("Ben"));
    QVERIFY(c->setup().rules.hollywood);
  }

  // The language switches at once (and is kept); back in English the same.
  void languageAtOnce() {
    w_->showWelcome();
    WelcomePage* page = w_->welcome();
    QTest::mouseClick(page->languageButton(QStringLiteral("fi")), Qt::LeftButton, {}, QPoint(8, 8));
    QCOMPARE(Language::instance().current(), QStringLiteral("fi"));
    QCOMPARE(Settings::language(), QStringLiteral("fi"));
    QTRY_COMPARE(page->playButton()->text(), QStringLiteral("Pe&laa"));
    QTRY_COMPARE(page->choices()->opponentButton(0)->text(), QStringLiteral("Aloittelija · Aino"));
    QTRY_COMPARE(w_->menuBar()->actions().value(1)->text(), QStringLiteral("&Peli"));
    // The View › Language menu shows the language chosen here (it showed the start's English).
    auto* fi = w_->findChild<QAction*>(QStringLiteral("language_fi"));
    auto* en = w_->findChild<QAction*>(QStringLiteral("language_en"));
    QVERIFY(fi && en);
    QVERIFY(fi->isChecked());
    QVERIFY(!en->isChecked());
    QTest::mouseClick(page->languageButton(QStringLiteral("en")), Qt::LeftButton, {}, QPoint(8, 8));
    QTRY_COMPARE(page->playButton()->text(), QStringLiteral("&Play"));
    QVERIFY(en->isChecked());
    QVERIFY(!fi->isChecked());
    QTRY_COMPARE(page->choices()->opponentButton(0)->text(), QStringLiteral("Beginner · Aino"));
  }

  // At 1024x600 (a netbook) in both languages the page lies inside the table, nothing cut off; also
  // with the score sheet open beside the table (the title ran under the language choice in Finnish).
  void fitsTheSmallestScreen_data() {
    QTest::addColumn<bool>("sheet");
    QTest::newRow("table alone") << false;
    QTest::newRow("score sheet open") << true;
  }
  void fitsTheSmallestScreen() {
    QFETCH(bool, sheet);
    auto* dock = w_->findChild<QDockWidget*>(QStringLiteral("scoreSheetDock"));
    QVERIFY(dock);
    dock->setVisible(sheet);
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fi")}) {
      Language::instance().setLanguage(lang);
      w_->resize(1024, 600 - 48);
      w_->showWelcome();
      if (sheet) QTRY_VERIFY(w_->welcome()->width() < 800);  // the dock takes its share of the width
      QCoreApplication::processEvents();  // the language change and the layout
      QCoreApplication::processEvents();
      WelcomePage* page = w_->welcome();
      QTRY_VERIFY2(squeezedLabels(page->panel()).isEmpty(), qPrintable(squeezedLabels(page->panel()).join(QLatin1Char('|'))));
      QVERIFY(page->rect().contains(page->panel()->geometry()));
      for (QWidget* child : page->panel()->findChildren<QWidget*>()) {
        if (!child->isVisibleTo(page->panel())) continue;
        const QRect r(child->mapTo(page->panel(), QPoint(0, 0)), child->size());
        QVERIFY2(page->panel()->rect().contains(r), qPrintable(child->objectName() + QLatin1Char(' ') + lang));
        // Word-wrapped lines get the height they need.
        if (auto* l = qobject_cast<QLabel*>(child); l && l->wordWrap())
          QVERIFY2(l->height() >= l->heightForWidth(l->width()), qPrintable(l->text()));
      }
      QVERIFY2(clippedTexts(page).isEmpty(), qPrintable(clippedTexts(page).join(QStringLiteral(" | "))));
      // The title beside the language choice, not under it, and all of it in sight.
      QLabel* title = page->panel()->findChild<QLabel*>(QStringLiteral("welcomeTitle"));
      QVERIFY(title);
      const QRect titleRect(title->mapTo(page->panel(), QPoint(0, 0)), title->size());
      for (QWidget* other : {static_cast<QWidget*>(page->languageButton(QStringLiteral("fi"))),
                             static_cast<QWidget*>(page->languageButton(QStringLiteral("en")))}) {
        const QRect r(other->mapTo(page->panel(), QPoint(0, 0)), other->size());
        QVERIFY2(!titleRect.intersects(r), qPrintable(lang));
      }
      const QRect needed = title->fontMetrics().boundingRect(QRect(0, 0, title->width(), 1000), Qt::TextWordWrap, title->text());
      QVERIFY2(needed.width() <= title->width() && needed.height() <= title->height(),
               qPrintable(QStringLiteral("%1: %2x%3 needed, %4x%5 given").arg(lang).arg(needed.width()).arg(needed.height())
                              .arg(title->width()).arg(title->height())));
      shot(QStringLiteral("welcome-1024-%1%2").arg(lang, sheet ? QStringLiteral("-sheet") : QString()));
    }
  }

  // Whatever game is chosen, in both languages, small screen and large: the panel grows with its
  // texts (poker gin's line is three lines in Finnish, and the players row comes with it).
  void everyGameFits() {
    for (const QSize size : {QSize(1024, 600 - 48), QSize(1920, 1080 - 48)})
      for (const QString& lang : {QStringLiteral("fi"), QStringLiteral("en")}) {
        Language::instance().setLanguage(lang);
        w_->resize(size);
        w_->showWelcome();
        QCoreApplication::processEvents();
        WelcomePage* page = w_->welcome();
        for (Game g : {Game::Poker, Game::Classic, Game::Poker, Game::Hollywood}) {
          QTest::mouseClick(page->choices()->gameButton(g), Qt::LeftButton, {}, QPoint(8, 8));
          QCoreApplication::processEvents();
          QCoreApplication::processEvents();
          const QString where = QStringLiteral("%1x%2 %3 game %4").arg(size.width()).arg(size.height()).arg(lang).arg(int(g));
          QVERIFY2(page->rect().contains(page->panel()->geometry()), qPrintable(where));
          for (QWidget* child : page->panel()->findChildren<QWidget*>()) {
            if (!child->isVisibleTo(page->panel())) continue;
            const QRect r(child->mapTo(page->panel(), QPoint(0, 0)), child->size());
            QVERIFY2(page->panel()->rect().contains(r), qPrintable(where + QLatin1Char(' ') + child->objectName()));
            if (auto* l = qobject_cast<QLabel*>(child); l && l->wordWrap())
              QVERIFY2(l->height() >= l->heightForWidth(l->width()), qPrintable(where + QLatin1Char(' ') + l->text()));
          }
        }
      }
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // The name typed on the welcome page is the one Host and Join offer (a play-test typed "Anna" there,
  // then found Host's name empty), from the page's buttons or the menu; cancelled, nothing is stored
  // and the welcome page still comes at the next start.
  void networkDialogsTakeTheWelcomeName() {
    w_->showWelcome();
    WelcomePage* page = w_->welcome();
    QTest::keyClicks(page->choices()->nameEdit(), QStringLiteral("Anna"));
    QString hostName, joinName;
    QTimer::singleShot(0, this, [&] {
      if (auto* d = qobject_cast<HostDialog*>(QApplication::activeModalWidget())) {
        hostName = d->nameEdit()->text();
        d->reject();
      }
    });
    QTest::mouseClick(page->hostButton(), Qt::LeftButton);
    QCOMPARE(hostName, QStringLiteral("Anna"));
    QTimer::singleShot(0, this, [&] {
      if (auto* d = qobject_cast<JoinDialog*>(QApplication::activeModalWidget())) {
        joinName = d->nameEdit()->text();
        d->reject();
      }
    });
    w_->commands()->action(QStringLiteral("joinGame"))->trigger();
    QCOMPARE(joinName, QStringLiteral("Anna"));
    QVERIFY(WelcomePage::firstStart());
    Settings::setNetworkNameForThisRun(QString());
  }

  // Learn to play from the welcome page, and back to it.
  void learnFromTheWelcome() {
    w_->showWelcome();
    WelcomePage* page = w_->welcome();
    QTest::mouseClick(page->learnButton(), Qt::LeftButton);
    QVERIFY(w_->lesson()->active());
    QVERIFY(!page->isVisible());
    QTest::mouseClick(w_->lesson()->leaveButton(), Qt::LeftButton);
    QVERIFY(!w_->lesson()->active());
    QVERIFY(page->isVisible());
    QVERIFY(!w_->controller()->hasMatch());
    // Nothing of the lesson's table shows through the page: no cards, names or counts.
    QVERIFY2(tableLabels().isEmpty(), qPrintable(tableLabels().join(QLatin1Char('|'))));
    for (QGraphicsItem* it : w_->tableView()->table()->items())
      QVERIFY(!dynamic_cast<CardItem*>(it) || !it->isVisible());
    QVERIFY(WelcomePage::firstStart());  // a lesson is not a game
  }

  // The computers' names: on the table, the score sheet, the status line, the statistics, the save.
  void computersHaveNames() {
    GameSetup s;
    s.seed = 99;
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QString()}, SeatSetup{SeatKind::Computer, ai::Level::Strong, QString()}};
    w_->startGame(s);
    GameController* c = w_->controller();
    QCOMPARE(c->seatName(1), QStringLiteral("Oskar"));
    QVERIFY2(tableLabels().filter(QStringLiteral("Oskar")).size() == 1, qPrintable(tableLabels().join(QLatin1Char('|'))));
    QCOMPARE(sheetHeader(4), QStringLiteral("Deadwood\nOskar"));
    QTRY_VERIFY(c->humanToAct());
    // The save keeps the names: a later version's names would not rename a match in progress.
    SaveGame save;
    save.setup = c->setup();
    save.log = c->actionLog();
    const SaveGame::LoadResult loaded = SaveGame::fromBytes(save.toBytes());
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.game->setup.seats[1].name, QStringLiteral("Oskar"));
    // A person named like a computer keeps the name; the computer takes its level's next one.
    s.seats[0].name = QStringLiteral("oskar");
    w_->startGame(s);
    QCOMPARE(c->seatName(1), QStringLiteral("Helmi"));
    // Poker gin: no two seats alike, in both languages the same names.
    Rules poker;
    QVERIFY(preset("poker", poker));
    poker.players = 5;
    GameSetup p = setupchoices::setupOf({QString(), QString(), 1, Game::Poker, 5}, poker);
    w_->startGame(p);
    QStringList names;
    for (int seat = 1; seat < 5; ++seat) names << c->seatName(seat);
    QCOMPARE(names, QStringList({QStringLiteral("Otto"), QStringLiteral("Ella"), QStringLiteral("Leo"), QStringLiteral("Sara")}));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCOMPARE(c->seatName(1), QStringLiteral("Otto"));
    // The statistics name each level's computer.
    Statistics stats;
    StatisticsDialog dialog(&stats);
    auto* levels = dialog.findChildren<QComboBox*>().value(0);
    QVERIFY(levels);
    QTRY_COMPARE(levels->itemText(1), QStringLiteral("Aloittelija · Aino"));
  }
};

int main(int argc, char* argv[]) { return tablefixture::mainWithPrivateFolders<TestWelcome>(argc, argv); }
#include "tst_welcome.moc"
