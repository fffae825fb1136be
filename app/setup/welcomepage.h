// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The welcome page at the first start (no saved match, never played): over the empty table, not a
// wall of options: your name, the language (switches at once), whom to play, the game, Play, and
// "Learn to play". The choices are app/setup/setupchoices.h, the same as Game › New game, and are remembered
// as the next new game's defaults.
#pragma once

#include <QFrame>

#include "game/gamecontroller.h"

class QLabel;
class QPushButton;
class QRadioButton;
class SetupChoices;

class WelcomePage : public QWidget {
  Q_OBJECT

 public:
  explicit WelcomePage(QWidget* parent = nullptr);

  // True at the first start: nothing was ever played or chosen (settings say so).
  static bool firstStart();

  // The game the page describes now (the game's preset rules, no seed).
  GameSetup setup() const;
  SetupChoices* choices() const { return choices_; }
  QPushButton* playButton() const { return play_; }
  QPushButton* learnButton() const { return learn_; }
  QPushButton* hostButton() const { return host_; }
  QPushButton* joinButton() const { return join_; }
  QRadioButton* languageButton(const QString& code) const;
  QFrame* panel() const { return panel_; }
  // A line at the top of the panel about what just happened ("You left Club's table."): the page hides
  // the status line that says it. Worded again at a language switch; empty words take it away.
  void setNotice(std::function<QString()> words);
  QString notice() const;

 signals:
  void play(const GameSetup& setup);  // remembered already
  void learn();
  void host();  // Host a network game
  void join();  // Join a network game

 protected:
  void changeEvent(QEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void paintEvent(QPaintEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void showEvent(QShowEvent* e) override;
  bool focusNextPrevChild(bool next) override;

 private:
  void retranslate();
  void placePanel();
  void startPlay();

  QFrame* panel_;
  QLabel* title_;
  QLabel* intro_;
  QLabel* notice_;
  std::function<QString()> noticeWords_;
  QLabel* languageLabel_;
  QRadioButton* finnish_;
  QRadioButton* english_;
  SetupChoices* choices_;
  QPushButton* play_;
  QPushButton* learn_;
  QPushButton* host_;
  QPushButton* join_;
};
