// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Looking through the discard pile (the home rule "discard pile browsable"): a strip over the table with
// every card of the pile, newest first, each one a list entry that the arrow keys walk and a screen
// reader names. What may be seen is the engine's (the view seat's SeatView): with the rule off the table
// explains instead of opening it.
#pragma once

#include <QFrame>
#include <QVector>

#include "card.h"

class GameController;
class QLabel;
class QListWidget;
class QPushButton;

class PileViewer : public QFrame {
  Q_OBJECT

 public:
  PileViewer(GameController* controller, QWidget* parent);
  // Shows the pile as the view seat may see it, the newest card selected; `cardHeight` in logical pixels.
  void open(int cardHeight);
  QVector<gin::Card> cards() const { return cards_; }  // as listed, newest first
  QListWidget* list() const { return list_; }

 protected:
  void changeEvent(QEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;

 private:
  void fill();
  void retranslate();
  GameController* c_;
  QLabel* title_;
  QListWidget* list_;
  QPushButton* close_;
  QVector<gin::Card> cards_;
  int cardHeight_ = 100;
};
