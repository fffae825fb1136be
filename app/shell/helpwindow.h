// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help › Rules, Strategy and Keys: one window beside the table, not modal, so that the player can
// read while playing. The pages are :/help/<topic>_<language>.html and follow the language.
#pragma once

#include <QWidget>

class QTextBrowser;

class HelpWindow : public QWidget {
  Q_OBJECT

 public:
  // The help window of `owner` (created on first use), showing `topic`: "rules", "strategy" or
  // "keys". It stays open until closed and is raised when asked for again.
  static HelpWindow* open(QWidget* owner, const QString& topic);

  explicit HelpWindow(QWidget* owner);
  void showTopic(const QString& topic);
  QString topic() const { return topic_; }
  QTextBrowser* browser() const { return browser_; }

 protected:
  void changeEvent(QEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;  // Escape closes, as it does a dialog
  void closeEvent(QCloseEvent* e) override;

 private:
  void load();
  QString topic_;
  QTextBrowser* browser_;
};
