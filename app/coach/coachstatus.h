// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar's view of the background match analysis (MatchCoach): what runs, its progress and
// a button to cancel it; hidden while nothing runs.
#pragma once

#include <QWidget>

class MatchCoach;
class QLabel;
class QProgressBar;
class QToolButton;

class CoachStatus : public QWidget {
  Q_OBJECT

 public:
  CoachStatus(MatchCoach* coach, QWidget* parent = nullptr);
  QToolButton* cancelButton() const { return cancel_; }
  QProgressBar* progressBar() const { return bar_; }

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  QLabel* label_;
  QProgressBar* bar_;
  QToolButton* cancel_;
};
