// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Hot seat: covers the table between two people's turns so that neither sees the other's hand,
// until the next player confirms who they are. Until then the screen is still the player who just
// moved: a second button, with that player's name, takes their move back (never the default button,
// so that the next player's Space or Enter cannot). Once revealed, the keyboard is the table's.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QPushButton;
class GameController;

class Curtain : public QWidget {
  Q_OBJECT

 public:
  explicit Curtain(GameController* controller, QWidget* parent = nullptr);
  QPushButton* button() const { return button_; }
  QPushButton* undoButton() const { return undo_; }
  void sync();  // shows itself when the controller's curtain is down

  // For this long after the curtain comes down its button takes no key: the mover's own Space, pressed
  // twice or held (Space puts the discard down), showed the next player's hand to the player who had
  // just moved (a play-test: a second Space 150 and 400 ms after the discard).
  static constexpr int kKeyGuardMs = 800;

 protected:
  void paintEvent(QPaintEvent* e) override;
  void changeEvent(QEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  void retranslate();
  GameController* c_;
  QLabel* text_;
  QPushButton* button_;
  QPushButton* undo_;
  QElapsedTimer down_;  // since the curtain came down for the player named on it
  QString for_;         // that player's name
};
