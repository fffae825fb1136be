// The end of a hand: scoring breakdown (deadwood each, lay-offs, bonuses, points, running score) and
// the button to the next hand; at the end of the match, the winner, the final scores and the choice
// of a rematch or a new game.
#pragma once

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
  QPushButton* reviewButton() const { return review_; }
  // At the end of a match: the same players and rules again, newly dealt.
  QPushButton* rematchButton() const { return rematch_; }
  void sync();

 signals:
  void newGameRequested();
  void reviewRequested();  // the coach's review of the match so far

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  GameController* c_;
  QLabel* title_;
  QLabel* body_;
  QPushButton* next_;
  QPushButton* review_;
  QPushButton* rematch_;
};
