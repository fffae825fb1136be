// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's commands as data: one table names every menu entry, its text, tooltip, shortcut and
// whether it also has a button on the action bar. The menus, the bar and the shortcuts are built from it
// as QActions; the window binds what each command does and sets, in one place, what is shown and enabled.
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QObject>
#include <QString>

#include <functional>
#include <span>

class QAction;
class QLayout;
class QMenu;
class QMenuBar;
class QPushButton;
class QWidget;

struct CommandSpec {
  enum class Kind { Action, Toggle, Submenu, External, Separator };
  Kind kind;
  const char* menu;  // "file", "game", "view", "help"
  const char* id;    // object name of the QAction (and of its bar button); submenus and externals: their key
  const char* text;  // translated in the "MainWindow" context; empty for externals and separators
  const char* tip = nullptr;
  QKeySequence::StandardKey standardKey = QKeySequence::UnknownKey;
  const char* key = nullptr;  // a shortcut of its own, when there is no standard one
  bool bar = false;           // also a button on the action bar
};

class Commands : public QObject {
  Q_OBJECT

 public:
  explicit Commands(QWidget* window);

  static std::span<const CommandSpec> table();
  static const CommandSpec* spec(const QString& id);

  QAction* action(const QString& id) const { return actions_.value(id); }
  QPushButton* button(const QString& id) const { return buttons_.value(id); }
  QMenu* menu(const QString& name) const { return menus_.value(name); }

  // What a command does. Toggles start checked as given and report each change.
  void bind(const char* id, std::function<void()> run);
  void bindToggle(const char* id, bool checked, std::function<void(bool)> changed);

  // Builds the menus from the table: Submenu and External entries are taken from these maps.
  void buildMenus(QMenuBar* bar, const QHash<QString, QMenu*>& submenus, const QHash<QString, QAction*>& externals);
  // Adds a button for every bar command, in table order.
  void buildBar(QLayout* layout, QWidget* parent);

  // Shown: the bar button is visible; enabled: the button and the menu entry (and its key) work.
  // A focused button that goes passes the keys to `home` (setFocusHome), not to the next button.
  void setState(const QString& id, bool shown, bool enabled);
  void setFocusHome(QWidget* home) { home_ = home; }
  void retranslate();

 private:
  QWidget* window_;
  QWidget* home_ = nullptr;
  QHash<QString, QAction*> actions_;
  QHash<QString, QPushButton*> buttons_;
  QHash<QString, QMenu*> menus_;
  QHash<QString, QMenu*> submenus_;
};
