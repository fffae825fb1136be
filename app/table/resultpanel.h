// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a hand: scoring breakdown (deadwood each, lay-offs, bonuses, points, running score) and
// the button to the next hand; at the end of the match, the winner, the final scores and the choice
// of a rematch or a new game.
#pragma once

#include <QFont>
#include <QFrame>

class QLabel;
class QPushButton;
class GameController;

class ResultPanel : public QFrame {
  Q_OBJECT

 public:
  explicit ResultPanel(GameController* controller, QWidget* parent = nullptr);
  QString text() const;  // the breakdown as plain text (tests, screen readers)
  QPushButton* nextButton() const { return next_; }
  // Deals the next hand if the match goes on (what the button does before the match's end).
  bool dealNext();
  // The width the hand's table needs, unwrapped (the view gives the panel at least this when it can: a
  // narrower panel cut off its last column and its last lines at 1024x600 with the score sheet open).
  int neededWidth() const;
  QPushButton* reviewButton() const { return review_; }
  // At the end of a match: the same players and rules again, newly dealt.
  QPushButton* rematchButton() const { return rematch_; }
  void sync();
  // The size of everything in the panel against its size at a small screen (1 at 1024x600): the table
  // view sets it from its own size, as the cards and labels grow with it.
  void setScale(double scale);
  double scale() const { return scale_; }
  // The title and the score in one sentence each, in the language now (the status line's words while
  // the panel is up; the words screen readers speak as it comes up).
  QString summary() const;
  // "Score: Anna 12, Otto 30." (also View › Where we stand's last sentence).
  QString scoreLine() const;
  // What the panel says beyond them, for screen readers: each player's deadwood after the lay-offs,
  // how many cards each laid off (nothing for a drawn hand), at the match's end its settlement, and
  // every seat's cards as laid out (HandLogModel::laidOut).
  QString details() const;
  // What View › Where we stand says after `said` (the status line and the deadwood line): the score,
  // unless `said` has it (at a hand's end the status line does: W said it twice), and the settlement.
  QString standing(const QString& said) const;
  // At the match's end: who wins it by how much in the settlement (poker gin: with how many points);
  // empty before. A screen reader never heard it, not even with W (a blind player's play-test).
  QString settlement() const;

 signals:
  void newGameRequested();
  void reviewRequested();  // the coach's review of the match so far
  // The panel came up: the title and the score in one sentence each, for screen readers to speak.
  void shown(const QString& summary);

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  void applyScale();
  // How the hand (and at the end the match) ended.
  QString title() const;
  GameController* c_;
  QLabel* title_;
  QLabel* body_;
  QLabel* deal_;  // the deal's number, beside the buttons
  QPushButton* next_;
  QPushButton* review_;
  QPushButton* rematch_;
  QFont base_;  // the application's font, at scale 1
  double scale_ = 1;
};
