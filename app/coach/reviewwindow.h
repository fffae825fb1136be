// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The coach's window: steps through every action of a finished hand with everything face up (both
// hands, the stock in order, the pile) and shows, for each decision, the Expert's candidates with
// their chance of winning the game, the loss, the label and the reason, the luck of stock draws and
// a summary per player. The analysis runs on a worker thread, with progress, and can be cancelled.
#pragma once

#include <QDialog>
#include <QStringList>
#include <atomic>
#include <optional>
#include <thread>
#include <vector>

#include "ai/review.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class GameController;
namespace a11y {
class Announcer;
}

class ReviewWindow : public QDialog {
  Q_OBJECT

 public:
  // hands: the finished hands of a match in order; names: per seat.
  ReviewWindow(std::vector<gin::ai::HandRecord> hands, QStringList names, QWidget* parent = nullptr,
               int samples = 160);
  ~ReviewWindow() override;
  // The finished hands of the controller's match (a hand still being played is left out, so in hot
  // seat nobody sees a hand's review before it is over); nullptr when no hand is finished.
  static ReviewWindow* forController(const GameController& c, QWidget* parent, int samples = 160);

  // Per hand, how its deal was checked (a network table's fair deal: a code of text/dealchecks.h), said
  // above the board.
  void setDealChecks(const QStringList& codes) {
    checks_ = codes;
    refresh();
  }
  QString noteText() const;
  int hands() const { return static_cast<int>(hands_.size()); }
  QSize sizeHint() const override;
  int handIndex() const { return hand_; }
  int step() const { return step_; }  // actions shown as played, 0..steps()
  int steps() const;
  void setHand(int index);
  void setStep(int step);
  bool analysing() const { return running_; }
  bool analysed(int hand) const { return reviews_[hand].has_value(); }
  void cancel();

  // Plain text of the panels, for tests and screen readers.
  QString boardText() const;
  QString decisionText() const;
  QString summaryText() const;

 signals:
  void analysisFinished();

 protected:
  void keyPressEvent(QKeyEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void changeEvent(QEvent* e) override;

 private:
  bool navigate(int key);  // the window's step and hand keys; false: not one of them
  void build();
  void startAnalysis();
  void joinWorker();
  void onReviewed(int hand, gin::ai::HandReview review);
  void refresh();
  void retranslate();
  QString boardHtml() const;
  QString decisionHtml() const;
  QString summaryHtml() const;
  void fillCandidates();
  void fitLegend();  // the legend shows where it leaves the moves their least height
  QString spokenStep() const;  // what a screen reader says of the step: the move, the verdict, the moves compared

  std::vector<gin::ai::HandRecord> hands_;
  std::vector<std::vector<gin::ai::OpenTable>> tables_;  // per hand: before each action, then the end
  std::vector<std::optional<gin::ai::HandReview>> reviews_;
  QStringList names_;
  QStringList checks_;
  int samples_;
  int hand_ = 0, step_ = 0;
  bool running_ = false, cancelled_ = false;
  std::atomic<bool> cancel_{false};
  std::thread worker_;
  int done_ = 0, total_ = 0;

  QComboBox* handBox_;
  QLabel* board_;
  QLabel* decision_;
  QTableWidget* candidates_;
  QLabel* legend_;  // what the numbers mean
  QLabel* summary_;
  QProgressBar* progress_;
  QPushButton* cancelButton_;
  QPushButton* first_;
  QPushButton* back_;
  QPushButton* forward_;
  QPushButton* last_;
  QLabel* status_;
  QLabel* note_;
  a11y::Announcer* announcer_;  // each step said as the player steps
};
