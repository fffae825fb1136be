// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus (Game, View with the language, the cloth and the sorting, Help) and its words:
// retranslate gives every menu, button and tooltip the language now and says the status line again.
#include "shell/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QToolButton>
#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

#include "a11y/announcer.h"
#include "game/gamecontroller.h"
#include "shell/commands.h"
#include "store/settings.h"
#include "table/cardrenderer.h"
#include "table/carditem.h"
#include "table/sound.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/language.h"
#include "text/quickmessages.h"

using namespace gin;

void MainWindow::buildMenus() {
  buildGuest();
  langGroup_ = radioMenu(languageMenu_, {{QStringLiteral("language_fi"), QStringLiteral("fi")},
                                         {QStringLiteral("language_en"), QStringLiteral("en")}},
                         Language::instance().current(), [](const QVariant& code) {
                           Language::instance().setLanguage(code.toString());
                           Settings::setLanguage(code.toString());
                         });
  langGroup_->actions()[0]->setText(QStringLiteral("Suomi"));  // each language by its own name
  langGroup_->actions()[1]->setText(QStringLiteral("English"));
  // The welcome page and the command line choose the language too: the menu follows whoever did.
  connect(&Language::instance(), &Language::changed, this, [this](const QString& code) {
    for (QAction* a : langGroup_->actions()) a->setChecked(a->data().toString() == code);
  });
  QList<QPair<QString, QVariant>> speeds;
  for (int i = 0; i < 4; ++i) speeds.append({QStringLiteral("animationSpeed%1").arg(i), i});
  speedGroup_ = radioMenu(speedMenu_, speeds, int(Settings::animationSpeed()), [this](const QVariant& v) {
    const auto speed = static_cast<Settings::AnimationSpeed>(v.toInt());
    Settings::setAnimationSpeed(speed);
    Anim::setSpeed(Settings::animationFactor(speed));
    controller_->setAiDelay(Anim::aiDelay());
  });
  backGroup_ = radioMenu(backMenu_, {{QStringLiteral("back_blue"), QStringLiteral("blue")}, {QStringLiteral("back_red"), QStringLiteral("red")}},
                         Settings::deckBack(), [this](const QVariant& back) {
                           Settings::setDeckBack(back.toString());
                           CardRenderer::instance().setBack(CardRenderer::backNamed(back.toString()));
                           view_->table()->deckChanged();
                         });
  buildDisplayMenus();
  // A panel shown or hidden by its View entry (Ctrl+L) is said: a screen reader heard nothing of it,
  // and the keys stay on the table (a blind player's play-test).
  for (QDockWidget* dock : {sheetDock_, handLogDock_})
    connect(dock->toggleViewAction(), &QAction::triggered, this, [this, dock](bool shown) {
      announcer_->announce(shown ? tr("%1 shown beside the table; Tab goes there.").arg(dock->windowTitle())
                                 : tr("%1 hidden.").arg(dock->windowTitle()));
    });
  // Game › Say: the quick messages to the others at a network table, hosted here or joined.
  sayMenu_ = new QMenu(this);
  sayMenu_->setObjectName(QStringLiteral("sayMenu"));
  for (const QString& code : quickmessages::menuCodes()) {
    QAction* a = sayMenu_->addAction(QString());
    a->setObjectName(QStringLiteral("say_") + code);
    a->setData(code);
    connect(a, &QAction::triggered, this, [this, code] { say(code); });
  }
  // F10 opens the menus, as in GNOME's programs (it did nothing: a blind player's play-test); Alt with a
  // menu's letter works as before.
  auto* menuKey = new QShortcut(QKeySequence(Qt::Key_F10), this);
  connect(menuKey, &QShortcut::activated, this, [this] {
    const QList<QAction*> menus = menuBar()->actions();
    if (menus.isEmpty() || !menus.front()->menu()) return;
    menuBar()->setActiveAction(menus.front());
    // On its first entry, as Alt with a letter opens a menu: a screen reader then says the entry, not only "File".
    for (QAction* a : menus.front()->menu()->actions())
      if (a->isVisible() && a->isEnabled() && !a->isSeparator()) {
        menus.front()->menu()->setActiveAction(a);
        break;
      }
  });
  commands_->buildMenus(menuBar(),
                        {{QStringLiteral("say"), sayMenu_},
                         {QStringLiteral("language"), languageMenu_},
                         {QStringLiteral("volume"), volumeMenu_},
                         {QStringLiteral("sort"), sortMenu_},
                         {QStringLiteral("speed"), speedMenu_},
                         {QStringLiteral("back"), backMenu_},
                         {QStringLiteral("cardSize"), cardSizeMenu_},
                         {QStringLiteral("tableColour"), colourMenu_}},
                        {{QStringLiteral("scoreSheet"), sheetDock_->toggleViewAction()},
                         {QStringLiteral("handLog"), handLogDock_->toggleViewAction()}});
}

// A submenu of radio choices, one checkable action per (object name, value), the current value checked;
// `chosen` gets the value picked. Texts are set in retranslate().
QActionGroup* MainWindow::radioMenu(QMenu*& menu, const QList<QPair<QString, QVariant>>& items, const QVariant& current,
                                    std::function<void(const QVariant&)> chosen) {
  menu = new QMenu(this);
  auto* group = new QActionGroup(this);
  for (const auto& [name, value] : items) {
    QAction* a = menu->addAction(QString());
    a->setObjectName(name);
    a->setCheckable(true);
    a->setData(value);
    a->setChecked(value == current);
    group->addAction(a);
  }
  connect(group, &QActionGroup::triggered, this, [chosen = std::move(chosen)](QAction* a) { chosen(a->data()); });
  return group;
}

// View › Card size, Table colour and Sound volume: radio choices, remembered, applied at once.
void MainWindow::buildDisplayMenus() {
  QList<QPair<QString, QVariant>> sizes, colours, volumes;
  for (int i = 0; i < 3; ++i) sizes.append({QStringLiteral("cardSize%1").arg(i), i});
  for (const QString& c : Settings::tableColours()) colours.append({QStringLiteral("tableColour_") + c, c});
  int nearest = 100;
  for (int percent : {25, 50, 75, 100}) {
    volumes.append({QStringLiteral("volume%1").arg(percent), percent});
    if (std::abs(sound_->volume() - percent) <= 12) nearest = percent;
  }
  cardSizeGroup_ = radioMenu(cardSizeMenu_, sizes, int(Settings::cardSize()), [this](const QVariant& v) {
    Settings::setCardSize(static_cast<Settings::CardSize>(v.toInt()));
    view_->table()->setCardSize(v.toInt());
  });
  colourGroup_ = radioMenu(colourMenu_, colours, Settings::tableColour(), [this](const QVariant& v) {
    Settings::setTableColour(v.toString());
    view_->table()->setTableColour(v.toString());
  });
  volumeGroup_ = radioMenu(volumeMenu_, volumes, nearest, [this](const QVariant& v) { sound_->setVolume(v.toInt()); });
  view_->table()->setCardSize(int(Settings::cardSize()));
  view_->table()->setTableColour(Settings::tableColour());
}

void MainWindow::retranslate() {
  setWindowTitle(tr("Gin Rummy"));
  // The label's accessible name is its text (the message now); what it is goes in the description.
  status_->setAccessibleDescription(tr("Status"));
  sheetDock_->setWindowTitle(tr("Score sheet"));
  handLogDock_->setWindowTitle(tr("Hand log"));
  // Their View menu entries with a letter each (a dock names its entry by its title, without one).
  sheetDock_->toggleViewAction()->setText(tr("Sco&re sheet"));
  handLogDock_->toggleViewAction()->setText(tr("Hand lo&g"));
  for (QAction* a : volumeGroup_->actions()) a->setText(tr("%1 %").arg(a->data().toInt()));
  commands_->retranslate();
  const QString speeds[] = {tr("Off"), tr("Slow"), tr("Normal"), tr("Fast")};
  for (QAction* a : speedGroup_->actions()) a->setText(speeds[a->data().toInt()]);
  for (QAction* a : backGroup_->actions())
    a->setText(a->data().toString() == QLatin1String("red") ? tr("Red") : tr("Blue"));
  const QString sizes[] = {tr("Normal"), tr("Large"), tr("Extra large")};
  for (QAction* a : cardSizeGroup_->actions()) a->setText(sizes[a->data().toInt()]);
  for (QAction* a : colourGroup_->actions()) {
    const QString c = a->data().toString();
    a->setText(c == QLatin1String("blue")  ? tr("Blue cloth")
               : c == QLatin1String("red") ? tr("Red cloth")
               : c == QLatin1String("grey") ? tr("Grey cloth")
                                            : tr("Green cloth"));
  }
  const QString sorts[] = {tr("By rank"), tr("By suit"), tr("Melds first")};
  const QString tips[] = {tr("Sort your hand by rank"), tr("Sort your hand by suit"), tr("Group your melds, deadwood last")};
  for (int i = 0; i < 3; ++i) {
    sortGroup_->actions()[i]->setText(sorts[i]);
    sortGroup_->actions()[i]->setToolTip(tips[i]);
  }
  sortButton_->setToolTip(tr("How your hand is sorted"));
  // As wide as its widest order, so that the buttons left of it stay where they are when the order
  // changes ("Take" moved by 23 px when "By suit" was chosen in Finnish: a new player's playtest).
  const QString current = sortButton_->text();
  int widest = 0;
  for (const QString& t : {sorts[0], sorts[1], sorts[2], tr("Own order")}) {
    sortButton_->setText(t);
    widest = std::max(widest, sortButton_->sizeHint().width());
  }
  sortButton_->setText(current);
  sortButton_->setMinimumWidth(widest);
  for (QAction* a : sayMenu_->actions()) a->setText(quickmessages::text(a->data().toString()));
  updateActions();
  if (controller_->hasMatch()) showStatus(standingLine(controller_->statusNow()));
}

