// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language while playing: View › Language › Suomi re-translates the menus, the
// status line, the action buttons, the table labels, the score sheet headers (player names
// included), the result panel, the curtain, open dialogs, help and Qt's own strings, without a
// restart, and is remembered; Finnish words fit. At first start the language follows the system
// locale.
#include <QtTest>

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include "table/carditem.h"
#include "table/curtain.h"
#include "game/gamecontroller.h"
#include "shell/helpwindow.h"
#include "text/cardtext.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "../app/widgetchecks.h"
#include "setup/newgamedialog.h"
#include "table/resultpanel.h"
#include "sheet/scoresheetmodel.h"
#include "sheet/scoresheetwidget.h"
#include "setup/setupchoices.h"
#include "setup/welcomepage.h"
#include "store/settings.h"
#include "store/statistics.h"
#include "shell/statisticsdialog.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "testutil.h"

using namespace gin;

namespace {

using testutil::C;
using testutil::S;
using testutil::twoSeats;

// We are to draw, deadwood 33.
HandState toDraw() {
  return twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d", "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c");
}

// The computer has knocked with three melds; we defend, the engine's best lay-offs are offered.
HandState toDefend() {
  HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1);
  if (h.apply(1, Action::knock(C("Ad"))) != Reject::Ok) qFatal("scripted knock refused");
  return h;
}

GameSetup vsComputer() {
  GameSetup s;
  s.seed = 42;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QString()}, SeatSetup{SeatKind::Computer, ai::Level::Casual, QString()}};
  return s;
}

QString stripMnemonic(QString s) { return s.remove(QLatin1Char('&')); }

}  // namespace

class TstLangSwitch : public QObject {
  Q_OBJECT

  QTemporaryDir home_;
  std::unique_ptr<MainWindow> w_;

  QAction* languageAction(const QString& code) {
    for (QAction* top : w_->menuBar()->actions())
      if (top->menu())
        for (QAction* a : top->menu()->actions())
          if (a->menu())
            for (QAction* l : a->menu()->actions())
              if (l->data().toString() == code) return l;
    return nullptr;
  }
  QString menuTitle(int i) const { return w_->menuBar()->actions().value(i)->text(); }
  QString sheetHeader(int col) const {
    return w_->sheetWidget()->model()->headerData(col, Qt::Horizontal, Qt::DisplayRole).toString();
  }
  // Switch as a player does, through the menu, and let the LanguageChange events arrive.
  void choose(const QString& code) {
    QAction* a = languageAction(code);
    QVERIFY(a);
    a->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(Language::instance().current(), code);
  }
  void shot(const QString& name) {
    const QString dir = qEnvironmentVariable("GIN_SHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    w_->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
  }

 private slots:
  void initTestCase() {
    // A private settings store, so that suites running at the same time never share a stored language.
    QVERIFY(home_.isValid());
    qputenv("XDG_CONFIG_HOME", home_.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home_.filePath(QStringLiteral("data")).toLocal8Bit());
    QVERIFY(Settings::store()->fileName().startsWith(home_.path()));
    QVERIFY(Settings::language().isEmpty());
    Anim::setSpeed(0);
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  void init() {
    w_ = std::make_unique<MainWindow>();
    w_->resize(1180, 760);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    w_->controller()->setAiDelay(0);
    Anim::setSpeed(0);  // the window sets the stored speed
  }
  void cleanup() {
    w_.reset();
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // The cut-off and stray "&" checker itself finds what it claims to.
  void clippedCheckerFindsDefects() {
    QWidget root;
    auto* lay = new QVBoxLayout(&root);
    auto* stray = new QLabel(QStringLiteral("&Preset:"));
    auto* shortcut = new QLabel(QStringLiteral("&Name:"));
    auto* edit = new QLineEdit;
    shortcut->setBuddy(edit);
    auto* narrow = new QPushButton(QStringLiteral("Draw a card from the stock"));
    narrow->setFixedWidth(40);
    auto* fine = new QPushButton(QStringLiteral("OK"));
    for (QWidget* w : {static_cast<QWidget*>(stray), static_cast<QWidget*>(shortcut), static_cast<QWidget*>(edit),
                       static_cast<QWidget*>(narrow), static_cast<QWidget*>(fine)})
      lay->addWidget(w);
    root.show();
    QVERIFY(QTest::qWaitForWindowExposed(&root));
    QCOMPARE(clippedTexts(&root), (QStringList{QStringLiteral("&Preset:"), QStringLiteral("Draw a card from the stock")}));
  }

  void switchWhilePlaying() {
    GameController* c = w_->controller();
    c->startScripted(vsComputer(), toDraw());
    QVERIFY(c->humanToAct());
    QCOMPARE(menuTitle(0), QStringLiteral("&File"));
    QCOMPARE(menuTitle(1), QStringLiteral("&Game"));
    QCOMPARE(w_->statusText(), QStringLiteral("Draw from the stock or take the top card of the discard pile."));
    QCOMPARE(w_->button(QStringLiteral("stock"))->text(), QStringLiteral("Draw from stock"));
    QCOMPARE(sheetHeader(0), QStringLiteral("Hand"));
    QCOMPARE(sheetHeader(3), QStringLiteral("Deadwood\nYou"));
    QCOMPARE(w_->windowTitle(), QStringLiteral("Gin Rummy"));
    QCOMPARE(w_->tableView()->accessibleName(), QStringLiteral("Card table"));
    QCOMPARE(w_->findChild<QLabel*>(QStringLiteral("statusLine"))->accessibleDescription(), QStringLiteral("Status"));

    shot(QStringLiteral("en-table"));
    QSignalSpy tableInfo(w_->tableView()->table(), &TableScene::infoChanged);
    choose(QStringLiteral("fi"));
    QCOMPARE(menuTitle(0), QStringLiteral("&Tiedosto"));
    QCOMPARE(menuTitle(1), QStringLiteral("&Peli"));
    QCOMPARE(menuTitle(2), QStringLiteral("&Näytä"));
    QCOMPARE(menuTitle(3), QStringLiteral("O&hje"));
    QCOMPARE(w_->statusText(), QStringLiteral("Nosta nostopakasta tai poistopakasta."));
    QCOMPARE(w_->button(QStringLiteral("stock"))->text(), QStringLiteral("Nostopakasta"));
    QCOMPARE(w_->button(QStringLiteral("knock"))->text(), QStringLiteral("Koputa"));
    QCOMPARE(sheetHeader(0), QStringLiteral("Jako"));
    QCOMPARE(sheetHeader(1), QStringLiteral("Jakaja"));
    QCOMPARE(sheetHeader(3), QStringLiteral("Hukkapisteet\nSinä"));
    // The computer has a name of its own, the same in both languages.
    QCOMPARE(sheetHeader(4), QStringLiteral("Hukkapisteet\n") + c->seatName(1));
    QVERIFY(c->seatName(1) != QStringLiteral("Tietokone"));
    QCOMPARE(w_->windowTitle(), QStringLiteral("Ginirommi"));
    // What a screen reader says follows too.
    QCOMPARE(w_->tableView()->accessibleName(), QStringLiteral("Korttipöytä"));
    QCOMPARE(w_->findChild<QLabel*>(QStringLiteral("statusLine"))->accessibleDescription(), QStringLiteral("Tila"));
    // The table re-translated its own labels (the deadwood line beneath the hand).
    QVERIFY(!tableInfo.isEmpty());
    QVERIFY2(tableInfo.last().value(0).toString().startsWith(QStringLiteral("Hukkapisteet")),
             qPrintable(tableInfo.last().value(0).toString()));
    // Remembered, and the menu shows the choice.
    QCOMPARE(Settings::language(), QStringLiteral("fi"));
    QVERIFY(languageAction(QStringLiteral("fi"))->isChecked());
    QVERIFY(!languageAction(QStringLiteral("en"))->isChecked());
    shot(QStringLiteral("fi-table"));

    // A move in Finnish names the card the Finnish way.
    QVERIFY(c->act(Action::drawStock()));
    QVERIFY2(w_->statusText().startsWith(QStringLiteral("Nostit nostopakasta kortin ")), qPrintable(w_->statusText()));
    const QString prompt = c->prompt();

    choose(QStringLiteral("en"));
    // The status line says the move again, in English, before the prompt (it kept only the prompt: a
    // playtest lost who had knocked, and with how much).
    QCOMPARE(w_->statusText(), QStringLiteral("You drew the %1 from the stock. %2")
                                   .arg(CardText::name(c->hand().history().back().drawn), c->prompt()));
    QVERIFY(c->prompt() != prompt);
    QCOMPARE(menuTitle(0), QStringLiteral("&File"));
    QCOMPARE(sheetHeader(3), QStringLiteral("Deadwood\nYou"));
    QCOMPARE(w_->button(QStringLiteral("knock"))->text(), QStringLiteral("Knock"));
    QCOMPARE(Settings::language(), QStringLiteral("en"));
  }

  void resultPanelFollows() {
    GameController* c = w_->controller();
    // We confirm the offered lay-offs.
    c->startScripted(vsComputer(), toDefend());
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QVERIFY(c->hand().over());
    ResultPanel* panel = w_->tableView()->resultPanel();
    QVERIFY(panel->isVisible());
    const QString who = c->seatName(1);
    QVERIFY2(panel->text().startsWith(who + QStringLiteral(" knocked and wins")), qPrintable(panel->text()));
    QVERIFY(panel->text().contains(QStringLiteral("After lay-offs")));
    // The status line gives the result too, not the hand's last move ("You laid out your melds.").
    QTRY_VERIFY2(w_->statusText().startsWith(who + QStringLiteral(" knocked and wins")), qPrintable(w_->statusText()));
    QVERIFY2(w_->statusText().contains(QStringLiteral("Score: ")), qPrintable(w_->statusText()));
    choose(QStringLiteral("fi"));
    QVERIFY2(panel->text().startsWith(who + QStringLiteral(" koputti ja voittaa")), qPrintable(panel->text()));
    QVERIFY2(w_->statusText().startsWith(who + QStringLiteral(" koputti ja voittaa")), qPrintable(w_->statusText()));
    QVERIFY(panel->text().contains(QStringLiteral("Liittämisen jälkeen")));
    QCOMPARE(panel->nextButton()->text(), QStringLiteral("Seuraava jako"));
    shot(QStringLiteral("fi-result"));
    choose(QStringLiteral("en"));
    QVERIFY(panel->text().startsWith(who + QStringLiteral(" knocked and wins")));
  }

  // The match's last hand: the note names the settlement (totals and bonuses), not the score, in both
  // languages ("wins with 272 points" beside a score of 110 read as a wrong sum).
  void matchOverNamesTheSettlement() {
    GameController* c = w_->controller();
    GameSetup s = vsComputer();
    s.rules.gameTarget = 10;
    HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1, nullptr, s.rules);
    QCOMPARE(h.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    c->startScripted(s, h);
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QVERIFY(c->matchOver());
    const int settlement = c->sheet().matchResult()[1];
    QVERIFY2(settlement > c->sheet().totals(0)[1], "the settlement adds the bonuses");
    ResultPanel* panel = w_->tableView()->resultPanel();
    const QString who = c->seatName(1);
    QVERIFY2(panel->text().contains(QStringLiteral("The match is over: %1 wins by %2 points in the settlement.").arg(who).arg(settlement)),
             qPrintable(panel->text()));
    choose(QStringLiteral("fi"));
    QVERIFY2(panel->text().contains(QStringLiteral("Ottelu on päättynyt: %1 voittaa loppulaskelmassa %2 pisteellä.").arg(who).arg(settlement)),
             qPrintable(panel->text()));
    choose(QStringLiteral("en"));
  }

  // Hot seat: the curtain names the next player; with default names ("Player 2") the Finnish
  // sentence must not repeat the word ("pelaajalle Pelaaja 2").
  void hotSeatCurtainFollows() {
    GameController* c = w_->controller();
    GameSetup s = vsComputer();
    s.seats[1].kind = SeatKind::Person;
    c->startScripted(s, toDraw());
    QVERIFY(c->act(Action::drawStock()));
    QVERIFY(c->act(Action::discard(C("Kd"))));
    QVERIFY(c->curtain());
    Curtain* curtain = w_->tableView()->curtain();
    QVERIFY(curtain->isVisible());
    QCOMPARE(curtain->button()->text(), QStringLiteral("I am Player 2"));
    choose(QStringLiteral("fi"));
    QCOMPARE(curtain->button()->text(), QStringLiteral("Olen Pelaaja 2"));
    // The move, then the curtain's words, as before the switch.
    QCOMPARE(w_->statusText(), QStringLiteral("Pelaaja 1 heitti pois kortin %1. Anna näyttö seuraavalle pelaajalle (Pelaaja 2).")
                                   .arg(CardText::name(C("Kd"))));
    shot(QStringLiteral("fi-curtain"));
  }

  // Poker gin for four in Finnish: the seat labels, the sheet and the bar fit.
  void pokerTableInFinnish() {
    choose(QStringLiteral("fi"));
    GameSetup s;
    QVERIFY(preset("poker", s.rules));
    s.rules.players = 4;
    s.seed = 11;
    s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Beginner, {}},
               SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}, SeatSetup{SeatKind::Computer, ai::Level::Strong, {}}};
    w_->controller()->newMatch(s);
    QTRY_VERIFY(w_->controller()->humanToAct());
    QVERIFY(w_->sheetWidget()->model()->variantName().startsWith(QStringLiteral("Pokeriginirommi, 4 pelaajaa")));
    QVERIFY2(clippedTexts(w_.get()).isEmpty(), qPrintable(clippedTexts(w_.get()).join(" | ")));
    shot(QStringLiteral("fi-poker"));
  }

  // Choosing among equally good knock arrangements, in Finnish: the extra buttons fit.
  void knockArrangementInFinnish() {
    // The 7c joins the sevens or the clubs run: both leave Ad 2d 3s = 6.
    w_->controller()->startScripted(
        vsComputer(), twoSeats("7h 7d 7s 7c 8c 9c Tc Ad 2d 3s Kh", "5c 6c 8d 9d Th Jh 2s 4s 5s 6h", "8h"));
    TableScene* table = w_->tableView()->table();
    choose(QStringLiteral("fi"));
    table->knock(C("Kh"));
    QVERIFY(table->choosingArrangement());
    QVERIFY2(w_->statusText().startsWith(QStringLiteral("Yhdistelmäsi voi levittää 2 yhtä hyvällä tavalla")),
             qPrintable(w_->statusText()));
    QCOMPARE(table->infoText(), QStringLiteral("Koputus 6 hukkapisteellä · järjestys 1/2"));
    QCOMPARE(w_->button(QStringLiteral("arrangement"))->text(), QStringLiteral("Seuraava järjestys"));
    QVERIFY(w_->button(QStringLiteral("cancelknock"))->isVisible());
    QCoreApplication::processEvents();
    QVERIFY2(clippedTexts(w_.get()).isEmpty(), qPrintable(clippedTexts(w_.get()).join(" | ")));
    shot(QStringLiteral("fi-knock-arrangement"));
    choose(QStringLiteral("en"));
    QCOMPARE(table->infoText(), QStringLiteral("Knocking with 6 deadwood · arrangement 1 of 2"));
  }

  // Alt+letter stays unambiguous in every menu, in both languages.
  void menuShortcutsUnique() {
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fi")}) {
      choose(lang);
      QList<QList<QAction*>> menus{w_->menuBar()->actions()};
      for (QAction* top : w_->menuBar()->actions())
        if (top->menu()) menus << top->menu()->actions();
      for (const auto& actions : menus) {
        QSet<QChar> seen;
        for (QAction* a : actions) {
          const int amp = a->text().indexOf(QLatin1Char('&'));
          if (amp < 0 || amp + 1 >= a->text().size()) continue;
          const QChar key = a->text().at(amp + 1).toLower();
          QVERIFY2(!seen.contains(key), qPrintable(lang + QStringLiteral(": shortcut %1 twice, at \"%2\"").arg(key).arg(a->text())));
          seen.insert(key);
        }
      }
    }
  }

  // Help › Rules opens the page of the current language.
  void helpFollowsLanguage_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("heading");
    QTest::newRow("fi") << "fi" << "Säännöt" << "Ginirommin säännöt";
    QTest::newRow("en") << "en" << "Rules" << "Gin rummy rules";
  }
  void helpFollowsLanguage() {
    QFETCH(QString, lang);
    QFETCH(QString, title);
    QFETCH(QString, heading);
    choose(lang);
    w_->showHelp(QStringLiteral("rules"));
    auto* help = w_->findChild<HelpWindow*>();
    QVERIFY(help);
    QVERIFY(help->isVisible());
    QCOMPARE(help->windowTitle(), title);
    const QString seenSource = help->browser()->source().toString();
    QVERIFY2(seenSource.endsWith(QStringLiteral("rules_%1.html").arg(lang)), qPrintable(seenSource));
    QVERIFY2(help->browser()->toPlainText().startsWith(heading), qPrintable(help->browser()->toPlainText().left(80)));
    if (lang == QLatin1String("fi") && !qEnvironmentVariableIsEmpty("GIN_SHOTS"))
      help->grab().save(qEnvironmentVariable("GIN_SHOTS") + QStringLiteral("/fi-rules.png"));
    help->close();
  }

  // Open dialogs follow the switch too, and no Finnish label or button is cut off.
  void dialogsFollowLanguage() {
    NewGameDialog game(w_.get());
    game.show();
    QVERIFY(QTest::qWaitForWindowExposed(&game));
    QCOMPARE(game.windowTitle(), QStringLiteral("New game"));
    choose(QStringLiteral("fi"));
    QCOMPARE(game.windowTitle(), QStringLiteral("Uusi peli"));
    // The simple choices and the All rules part, in Finnish; each level with its line.
    QCOMPARE(game.allRulesButton()->text(), QStringLiteral("K&aikki säännöt"));
    QCOMPARE(game.choices()->opponentButton(3)->text(), QStringLiteral("Mestari · Ilona"));
    QStringList lines;
    for (QLabel* l : game.choices()->findChildren<QLabel*>(QStringLiteral("choiceLine"))) lines << l->text();
    QVERIFY2(lines.filter(QStringLiteral("Opettelee itsekin")).size() == 1, qPrintable(lines.join(QLatin1Char('|'))));
    for (bool open : {false, true}) {
      game.allRulesButton()->setChecked(open);
      game.adjustSize();
      QCoreApplication::processEvents();
      QVERIFY2(clippedTexts(&game).isEmpty(), qPrintable(clippedTexts(&game).join(" | ")));
      if (!qEnvironmentVariableIsEmpty("GIN_SHOTS"))
        game.grab().save(qEnvironmentVariable("GIN_SHOTS") + QStringLiteral("/fi-newgame-%1.png").arg(open));
    }
    game.close();

    Statistics stats;
    StatisticsDialog sd(&stats, w_.get());
    sd.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sd));
    QCOMPARE(sd.windowTitle(), QStringLiteral("Tilastot"));
    QVERIFY2(clippedTexts(&sd).isEmpty(), qPrintable(clippedTexts(&sd).join(" | ")));
    if (!qEnvironmentVariableIsEmpty("GIN_SHOTS")) sd.grab().save(qEnvironmentVariable("GIN_SHOTS") + QStringLiteral("/fi-stats.png"));
    choose(QStringLiteral("en"));
    QCOMPARE(sd.windowTitle(), QStringLiteral("Statistics"));
    QCOMPARE(game.allRulesButton()->text(), QStringLiteral("All &rules"));
    QCOMPARE(game.choices()->opponentButton(0)->text(), QStringLiteral("Beginner · Aino"));
  }

  // The action bar fits the Finnish words at the default window size.
  void actionBarNotClipped() {
    GameController* c = w_->controller();
    c->startScripted(vsComputer(), toDraw());
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fi")}) {
      choose(lang);
      QCoreApplication::processEvents();
      QVERIFY2(clippedTexts(w_.get()).isEmpty(), qPrintable(lang + ": " + clippedTexts(w_.get()).join(" | ")));
    }
  }

  // The print preview of the score sheet: Qt's dialog and our sheet, both in Finnish.
  void printPreviewInFinnish() {
    GameController* c = w_->controller();
    c->startScripted(vsComputer(), toDefend());
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QVERIFY(c->hand().over());
    choose(QStringLiteral("fi"));
    QString title;
    QTimer::singleShot(0, this, [&] {
      QWidget* dlg = QApplication::activeModalWidget();
      if (!dlg) return;
      title = dlg->windowTitle();
      dlg->resize(900, 700);
      QCoreApplication::processEvents();
      if (!qEnvironmentVariableIsEmpty("GIN_SHOTS"))
        dlg->grab().save(qEnvironmentVariable("GIN_SHOTS") + QStringLiteral("/fi-printpreview.png"));
      dlg->close();
    });
    w_->sheetWidget()->print();
    QCOMPARE(title, QStringLiteral("Tulostuksen esikatselu: Ginirommin pistelomake"));
  }

  // Alt and a letter opens a menu of the menu bar: no button of the window (the welcome page, the
  // action bar, the score sheet, the result panel) underlines a menu's letter, in either language.
  // Alt+T went to the sheet's "Tulosta…" before the File menu, and the welcome page's "Pelaa" was
  // never reached: Alt+P opened the Game menu (a new player's playtest).
  void noButtonTakesAMenusLetter_data() {
    QTest::addColumn<QString>("lang");
    QTest::newRow("fi") << QStringLiteral("fi");
    QTest::newRow("en") << QStringLiteral("en");
  }
  void noButtonTakesAMenusLetter() {
    QFETCH(QString, lang);
    w_->showWelcome();
    choose(lang);
    auto letter = [](const QString& text) {
      QString t = text;
      t.remove(QStringLiteral("&&"));
      const int i = t.indexOf(QLatin1Char('&'));
      return i >= 0 && i + 1 < t.size() ? t.at(i + 1).toLower() : QChar();
    };
    QHash<QChar, QString> menus;
    for (QAction* top : w_->menuBar()->actions()) {
      const QChar c = letter(top->text());
      QVERIFY2(!c.isNull(), qPrintable(top->text()));
      QVERIFY2(!menus.contains(c), qPrintable(top->text() + QStringLiteral(" and ") + menus.value(c)));
      menus.insert(c, top->text());
    }
    QStringList clashes;
    for (QAbstractButton* b : w_->findChildren<QAbstractButton*>()) {
      const QChar c = letter(b->text());
      if (!c.isNull() && menus.contains(c)) clashes << b->text() + QStringLiteral(" / ") + menus.value(c);
    }
    for (QLabel* l : w_->findChildren<QLabel*>()) {  // a label's letter goes to its field
      const QChar c = l->buddy() ? letter(l->text()) : QChar();
      if (!c.isNull() && menus.contains(c)) clashes << l->text() + QStringLiteral(" / ") + menus.value(c);
    }
    QVERIFY(w_->welcome() && w_->findChildren<QAbstractButton*>().contains(w_->welcome()->findChild<QAbstractButton*>()));
    // On the welcome page every letter leads to one place ("Vastustaja" and "Liity verkkopeliin" shared V).
    QHash<QChar, QString> page;
    QStringList texts;
    for (QAbstractButton* b : w_->welcome()->findChildren<QAbstractButton*>()) texts << b->text();
    for (QLabel* l : w_->welcome()->findChildren<QLabel*>())
      if (l->buddy()) texts << l->text();
    for (const QString& t : texts) {
      const QChar c = letter(t);
      if (c.isNull()) continue;
      if (page.contains(c)) clashes << t + QStringLiteral(" / ") + page.value(c);
      page.insert(c, t);
    }
    QVERIFY(page.size() >= 8);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral(", "))));
  }

  // Qt's own strings come from qtbase_fi.qm.
  void qtDialogButtons() {
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Close);
    QCOMPARE(stripMnemonic(box.button(QDialogButtonBox::Cancel)->text()), QStringLiteral("Cancel"));
    choose(QStringLiteral("fi"));
    QCOMPARE(stripMnemonic(box.button(QDialogButtonBox::Cancel)->text()), QStringLiteral("Peru"));  // qtbase_fi words it so
    QCOMPARE(stripMnemonic(box.button(QDialogButtonBox::Close)->text()), QStringLiteral("Sulje"));
    // Undo is not Qt's Cancel: "Peru" named both (a playtest), Finnish programs say "Kumoa".
    QCOMPARE(stripMnemonic(w_->button(QStringLiteral("undo"))->text()), QStringLiteral("Kumoa"));
    QCOMPARE(QLocale().language(), QLocale::Finnish);
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1\u00a0234,5"));
  }

  // Benchmark command, not a check: GIN_BENCH=1 tst_langswitch benchSwitch (fi and back, full table).
  void benchSwitch() {
    if (qEnvironmentVariableIsEmpty("GIN_BENCH")) QSKIP("benchmark: set GIN_BENCH=1");
    w_->controller()->startScripted(vsComputer(), toDefend());
    QTest::mouseClick(w_->button(QStringLiteral("confirm")), Qt::LeftButton);
    QBENCHMARK {
      choose(QStringLiteral("fi"));
      choose(QStringLiteral("en"));
    }
  }

  // First start: the system locale decides; a saved choice wins over it.
  void firstStartFollowsSystem_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("saved");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Finnish system") << "fi_FI.UTF-8" << "" << "fi";
    QTest::newRow("English system") << "en_US.UTF-8" << "" << "en";
    QTest::newRow("German system") << "de_DE.UTF-8" << "" << "en";
    QTest::newRow("saved English on a Finnish system") << "fi_FI.UTF-8" << "en" << "en";
    QTest::newRow("saved Finnish on an English system") << "en_GB.UTF-8" << "fi" << "fi";
  }
  void firstStartFollowsSystem() {
    QFETCH(QString, locale);
    QFETCH(QString, saved);
    QFETCH(QString, expected);
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANG"), locale);
    env.insert(QStringLiteral("LANGUAGE"), QString());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    if (!saved.isEmpty()) {
      QDir().mkpath(home.filePath(QStringLiteral("config/ginrummy")));
      QSettings s(home.filePath(QStringLiteral("config/ginrummy/ginrummy.conf")), QSettings::IniFormat);
      s.setValue(QStringLiteral("language"), saved);
    }
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GIN_BINARY), {QStringLiteral("--help")});
    QVERIFY(p.waitForFinished(60000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QCOMPARE(p.exitCode(), 0);
    const bool finnish = out.contains(QStringLiteral("Ginirommi työpöydälle"));
    const bool english = out.contains(QStringLiteral("Gin rummy for the desktop"));
    QVERIFY2(finnish != english, qPrintable(out));
    QCOMPARE(finnish ? QStringLiteral("fi") : QStringLiteral("en"), expected);
  }
};

QTEST_MAIN(TstLangSwitch)
#include "tst_langswitch.moc"
