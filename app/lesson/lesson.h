// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help › Learn to play: one guided hand on a fixed teaching deal against a scripted opponent. Each step
// is a callout on the table next to the thing it talks about (the upcard, a card, the stock, the knock
// spot) and waits for its move, or for Next when it only explains; other moves are refused with the
// reason (the engine first, then the lesson's narrower choice, GameController::setGate). The lesson
// is a practice match: never saved, never in the statistics. Leaving (Esc, Leave, or Finish at the end)
// brings back the match it interrupted, exactly as it was, or the welcome page.
#pragma once

#include <QObject>
#include <QPointer>
#include <memory>

#include "game/gamecontroller.h"

class CalloutItem;
class QFrame;
class QLabel;
class QPushButton;
class QShortcut;
class QTimer;
class TableView;

class Lesson : public QObject {
  Q_OBJECT

 public:
  Lesson(GameController* controller, TableView* view, QObject* parent = nullptr);
  ~Lesson() override;

  // The teaching deal: you (seat 0) against the dealer (seat 1), standard rules.
  static gin::Position teachingDeal();

  bool active() const { return active_; }
  int step() const { return step_; }
  int steps() const;
  // The callout of the step shown now (empty while the opponent plays).
  QString calloutText() const;
  CalloutItem* callout() const { return callout_; }
  QFrame* panel() const { return panel_; }
  QPushButton* nextButton() const { return next_; }
  QPushButton* leaveButton() const { return leave_; }

 public slots:
  void start();
  void next();   // an explaining step: on to the next one (the last one finishes)
  void leave();  // at any time: the table as it was

 signals:
  void started();
  // A step's callout came up: its words, for screen readers to speak (the callout is painted).
  void said(const QString& text);
  // The lesson is over and the table restored; `hadMatch`: a match was brought back (otherwise the
  // table is empty: the lesson was started from the welcome page).
  void left(bool hadMatch);

 private:
  struct Saved {
    bool had = false;
    GameSetup setup;
    ActionLog log;
    HandOrder order;
    bool undo = false;
  };
  bool ready() const;  // the step's moment has come (your turn in its phase, or the hand over)
  bool waitsForMove() const;
  QString text() const;
  QString refusal(const gin::Action& a) const;  // the gate
  QRectF targetRect() const;
  void update();
  void place();
  void onAction(int seat, const gin::Action& a);
  void retranslate();
  void end(bool restore);

  QPointer<GameController> c_;
  QPointer<TableView> view_;
  bool active_ = false;
  int step_ = 0;
  Saved saved_;
  CalloutItem* callout_ = nullptr;
  QFrame* panel_;
  QLabel* title_;
  QPushButton* next_;
  QPushButton* leave_;
  QShortcut* escape_;
  QShortcut* enter_[2];  // Return and Enter press Next while a step explains
  QTimer* follow_;  // the callout follows its card while cards fly and the table is laid out again
  QString said_;    // the callout last told to screen readers
};
