// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The hand log panel (a dock in the main window): which hand of the match to read, and its lines in a
// list that the keyboard and screen readers can walk. Follows the hand being played unless an earlier
// hand is chosen.
#pragma once

#include <QWidget>

class GameController;
class HandLogModel;
class QComboBox;
class QLabel;
class QListView;

class HandLogView : public QWidget {
  Q_OBJECT

 public:
  explicit HandLogView(GameController* controller, QWidget* parent = nullptr);

  HandLogModel* model() const { return model_; }
  QListView* list() const { return list_; }
  QComboBox* handChooser() const { return hands_; }

 protected:
  void changeEvent(QEvent* e) override;
  void showEvent(QShowEvent* e) override;

 private:
  void fillHands();
  void retranslate();

  HandLogModel* model_;
  QLabel* label_;
  QComboBox* hands_;
  QListView* list_;
};
