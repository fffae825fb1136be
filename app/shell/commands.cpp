// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/commands.h"

#include <QAction>
#include <QCoreApplication>
#include <QLayout>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>

namespace {

using K = CommandSpec::Kind;
using SK = QKeySequence::StandardKey;

// The texts keep the "MainWindow" context they had when the window built its menus itself.
const CommandSpec kCommands[] = {
    {K::Action, "file", "print", QT_TRANSLATE_NOOP("MainWindow", "&Print score sheet…"), nullptr, SK::Print},
    {K::Action, "file", "exportPdf", QT_TRANSLATE_NOOP("MainWindow", "&Export score sheet as PDF…")},
    {K::Action, "file", "printBlank", QT_TRANSLATE_NOOP("MainWindow", "Print a &blank score sheet…")},
    {K::Separator, "file", "", ""},
    {K::Action, "file", "quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), nullptr, SK::Quit},

    {K::Action, "game", "newGame", QT_TRANSLATE_NOOP("MainWindow", "&New game…"), nullptr, SK::New},
    {K::Action, "game", "hostGame", QT_TRANSLATE_NOOP("MainWindow", "&Host a network game…"),
     QT_TRANSLATE_NOOP("MainWindow", "Open a table for friends on other computers: each gets an invitation")},
    {K::Action, "game", "joinGame", QT_TRANSLATE_NOOP("MainWindow", "&Join a network game…"),
     QT_TRANSLATE_NOOP("MainWindow", "Take a seat at a friend's table with their invitation, or find one on this network")},
    // Not one of the bar's moves (they have keys): its button there, while the seat waits for a table
    // that is out of reach, is the window's own (MainWindow::buildBar).
    {K::Action, "game", "rejoinTable", QT_TRANSLATE_NOOP("MainWindow", "Rej&oin the table"),
     QT_TRANSLATE_NOOP("MainWindow", "Take back your kept seat at a network table (after the game was closed, or the host will continue later)")},
    {K::Action, "game", "leaveTable", QT_TRANSLATE_NOOP("MainWindow", "&Leave the table"),
     QT_TRANSLATE_NOOP("MainWindow", "Give up your seat at the network table you joined: its match goes on without you")},
    {K::Action, "game", "invitations", QT_TRANSLATE_NOOP("MainWindow", "&Invitations…"),
     QT_TRANSLATE_NOOP("MainWindow", "The invitations of the table you host, who has joined, and the table's log")},
    {K::Action, "game", "adjournGame", QT_TRANSLATE_NOOP("MainWindow", "&Continue later"),
     QT_TRANSLATE_NOOP("MainWindow", "Keep the network match to continue it later with the same friends, and close the table")},
    {K::Submenu, "game", "say", QT_TRANSLATE_NOOP("MainWindow", "Sa&y")},
    {K::Separator, "game", "", ""},
    {K::Action, "game", "replayDeal", QT_TRANSLATE_NOOP("MainWindow", "&Replay this deal")},
    {K::Action, "game", "statistics", QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…")},
    {K::Action, "game", "review", QT_TRANSLATE_NOOP("MainWindow", "Re&view…"),
     QT_TRANSLATE_NOOP("MainWindow", "The coach: every decision of the finished hands judged, with luck"), SK::UnknownKey,
     "Ctrl+R"},
    {K::Toggle, "game", "allowUndo", QT_TRANSLATE_NOOP("MainWindow", "Allow &undo"),
     QT_TRANSLATE_NOOP("MainWindow", "Offer Undo; games with a move taken back are kept out of the winning streaks")},
    {K::Separator, "game", "", ""},
    {K::Action, "game", "undo", QT_TRANSLATE_NOOP("MainWindow", "Undo"),
     QT_TRANSLATE_NOOP("MainWindow", "Take back your last move (the computer's reply too)"), SK::Undo, nullptr, true},
    // The moves: buttons on the bar, each with a key for keyboard play (Esc works only while a knock
    // arrangement is chosen; otherwise the table takes it: put a carried card back).
    {K::Action, "game", "take", QT_TRANSLATE_NOOP("MainWindow", "Take"), nullptr, SK::UnknownKey, "T", true},
    {K::Action, "game", "pass", QT_TRANSLATE_NOOP("MainWindow", "Pass"), nullptr, SK::UnknownKey, "P", true},
    {K::Action, "game", "stock", QT_TRANSLATE_NOOP("MainWindow", "Draw from stock"), nullptr, SK::UnknownKey, "S", true},
    {K::Action, "game", "pile", QT_TRANSLATE_NOOP("MainWindow", "Take discard"), nullptr, SK::UnknownKey, "D", true},
    {K::Action, "game", "knock", QT_TRANSLATE_NOOP("MainWindow", "Knock"), nullptr, SK::UnknownKey, "K", true},
    {K::Action, "game", "arrangement", QT_TRANSLATE_NOOP("MainWindow", "Next arrangement"), nullptr, SK::UnknownKey, "A",
     true},
    {K::Action, "game", "cancelknock", QT_TRANSLATE_NOOP("MainWindow", "Cancel knock"), nullptr, SK::UnknownKey, "Esc",
     true},
    {K::Action, "game", "biggin", QT_TRANSLATE_NOOP("MainWindow", "Big gin"), nullptr, SK::UnknownKey, "G", true},
    {K::Action, "game", "confirm", QT_TRANSLATE_NOOP("MainWindow", "Confirm lay-offs"), nullptr, SK::UnknownKey, "C", true},
    {K::Action, "game", "hint", QT_TRANSLATE_NOOP("MainWindow", "Hint"), nullptr, SK::UnknownKey, "H", true},

    {K::Submenu, "view", "language", QT_TRANSLATE_NOOP("MainWindow", "&Language")},
    {K::Submenu, "view", "sort", QT_TRANSLATE_NOOP("MainWindow", "S&ort hand")},
    {K::Submenu, "view", "speed", QT_TRANSLATE_NOOP("MainWindow", "&Animation speed")},
    {K::External, "view", "scoreSheet", ""},
    {K::External, "view", "handLog", ""},
    {K::Action, "view", "lookPile", QT_TRANSLATE_NOOP("MainWindow", "Look through the discard &pile"),
     QT_TRANSLATE_NOOP("MainWindow", "Every card of the discard pile, newest first (when the rules let players look)"),
     SK::UnknownKey, "L"},
    {K::Action, "view", "whereWeStand", QT_TRANSLATE_NOOP("MainWindow", "&Where we stand"),
     QT_TRANSLATE_NOOP("MainWindow", "Says again the last message, your deadwood and the score (for a screen reader)"),
     SK::UnknownKey, "W"},
    {K::Separator, "view", "", ""},
    {K::Toggle, "view", "fourColourDeck", QT_TRANSLATE_NOOP("MainWindow", "&Four-colour deck"),
     QT_TRANSLATE_NOOP("MainWindow", "Clubs green and diamonds blue, for telling the suits apart at a glance")},
    {K::Submenu, "view", "back", QT_TRANSLATE_NOOP("MainWindow", "Card &back")},
    {K::Submenu, "view", "cardSize", QT_TRANSLATE_NOOP("MainWindow", "Card si&ze")},
    {K::Submenu, "view", "tableColour", QT_TRANSLATE_NOOP("MainWindow", "&Table colour")},
    {K::Toggle, "view", "showHints", QT_TRANSLATE_NOOP("MainWindow", "Offer &hints")},
    {K::Separator, "view", "", ""},
    {K::Toggle, "view", "sound", QT_TRANSLATE_NOOP("MainWindow", "&Sound")},
    {K::Submenu, "view", "volume", QT_TRANSLATE_NOOP("MainWindow", "Sound &volume")},

    {K::Action, "help", "learn", QT_TRANSLATE_NOOP("MainWindow", "&Learn to play"),
     QT_TRANSLATE_NOOP("MainWindow", "A guided first hand: each step explained on the table (leave at any time with Esc)")},
    {K::Action, "help", "rules", QT_TRANSLATE_NOOP("MainWindow", "&Rules"), nullptr, SK::HelpContents},
    {K::Action, "help", "strategy", QT_TRANSLATE_NOOP("MainWindow", "&Strategy")},
    {K::Action, "help", "keys", QT_TRANSLATE_NOOP("MainWindow", "&Keys")},
    {K::Action, "help", "about", QT_TRANSLATE_NOOP("MainWindow", "&About Gin Rummy")},
};

struct MenuSpec {
  const char* name;
  const char* title;
};
const MenuSpec kMenus[] = {{"file", QT_TRANSLATE_NOOP("MainWindow", "&File")},
                           {"game", QT_TRANSLATE_NOOP("MainWindow", "&Game")},
                           {"view", QT_TRANSLATE_NOOP("MainWindow", "&View")},
                           {"help", QT_TRANSLATE_NOOP("MainWindow", "&Help")}};

QString translated(const char* text) { return QCoreApplication::translate("MainWindow", text); }

}  // namespace

Commands::Commands(QWidget* window) : QObject(window), window_(window) {
  for (const CommandSpec& c : kCommands) {
    if (c.kind != K::Action && c.kind != K::Toggle) continue;
    auto* a = new QAction(window);
    a->setObjectName(QLatin1String(c.id));
    a->setCheckable(c.kind == K::Toggle);
    if (c.standardKey != SK::UnknownKey) a->setShortcut(QKeySequence(c.standardKey));
    else if (c.key) a->setShortcut(QKeySequence(QLatin1String(c.key)));
    actions_.insert(a->objectName(), a);
  }
}

std::span<const CommandSpec> Commands::table() { return kCommands; }

const CommandSpec* Commands::spec(const QString& id) {
  for (const CommandSpec& c : kCommands)
    if (id == QLatin1String(c.id)) return &c;
  return nullptr;
}

void Commands::bind(const char* id, std::function<void()> run) {
  QAction* a = action(QLatin1String(id));
  Q_ASSERT(a);
  connect(a, &QAction::triggered, this, [run = std::move(run)] { run(); });
}

void Commands::bindToggle(const char* id, bool checked, std::function<void(bool)> changed) {
  QAction* a = action(QLatin1String(id));
  Q_ASSERT(a && a->isCheckable());
  a->setChecked(checked);
  connect(a, &QAction::toggled, this, [changed = std::move(changed)](bool on) { changed(on); });
}

void Commands::buildMenus(QMenuBar* bar, const QHash<QString, QMenu*>& submenus,
                          const QHash<QString, QAction*>& externals) {
  submenus_ = submenus;
  for (const MenuSpec& m : kMenus) {
    QMenu* menu = bar->addMenu(QString());
    menu->setObjectName(QLatin1String(m.name) + QLatin1String("Menu"));
    menus_.insert(QLatin1String(m.name), menu);
    for (const CommandSpec& c : kCommands) {
      if (qstrcmp(c.menu, m.name) != 0) continue;
      switch (c.kind) {
        case K::Separator: menu->addSeparator(); break;
        case K::Submenu: menu->addMenu(submenus.value(QLatin1String(c.id))); break;
        case K::External: menu->addAction(externals.value(QLatin1String(c.id))); break;
        default: menu->addAction(action(QLatin1String(c.id))); break;
      }
    }
  }
}

void Commands::buildBar(QLayout* layout, QWidget* parent) {
  // The moves first, then Undo and Hint, which stay on the bar while the other seat plays: the bar
  // stands against the right edge, so those two keep their place when the moves come and go. Undo
  // first (as in the menu) stood where "Take discard" came when the computer had moved, and a click
  // meant for Undo took the pile card (a new player's playtest).
  auto last = [](const char* id) { return !qstrcmp(id, "undo") || !qstrcmp(id, "hint"); };
  for (int pass = 0; pass < 2; ++pass)
    for (const CommandSpec& c : kCommands) {
      if (!c.bar || last(c.id) != (pass == 1)) continue;
      auto* b = new QPushButton(parent);
      b->setObjectName(QLatin1String(c.id));
      b->setFocusPolicy(Qt::TabFocus);
      QAction* a = action(b->objectName());
      connect(b, &QPushButton::clicked, a, &QAction::trigger);
      layout->addWidget(b);
      buttons_.insert(b->objectName(), b);
    }
}

void Commands::setState(const QString& id, bool shown, bool enabled) {
  if (QPushButton* b = button(id)) {
    // Confirm lay-offs pressed with Space left the keys on "Melds first" (a keyboard playtest): the
    // cards are where the keys go on. Before hiding it, or Qt passes the focus to the next button.
    if (home_ && b->hasFocus() && !(shown && enabled)) home_->setFocus(Qt::OtherFocusReason);
    b->setVisible(shown);
    b->setEnabled(enabled);
  }
  if (QAction* a = action(id)) a->setEnabled(shown && enabled);
}

void Commands::retranslate() {
  for (const MenuSpec& m : kMenus)
    if (QMenu* menu = menus_.value(QLatin1String(m.name))) menu->setTitle(translated(m.title));
  for (const CommandSpec& c : kCommands) {
    const QString id = QLatin1String(c.id);
    if (c.kind == K::Submenu) {
      if (QMenu* sub = submenus_.value(id)) sub->setTitle(translated(c.text));
      continue;
    }
    QAction* a = action(id);
    if (!a) continue;
    a->setText(translated(c.text));
    if (c.tip) a->setToolTip(translated(c.tip));
    if (QPushButton* b = button(id)) {
      b->setText(a->text());
      if (c.tip) b->setToolTip(a->toolTip());
    }
  }
}
