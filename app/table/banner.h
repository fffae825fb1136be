// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The moments of a hand, announced on the table: "Knock!", "Gin!", "Big gin!", "Undercut!" in a short
// banner over the middle of the table that fades out (shown without fading with animations off).
#pragma once

#include <QLabel>
#include <QPointer>

class GameController;
class QPropertyAnimation;
class QTimer;

class Banner : public QLabel {
  Q_OBJECT

 public:
  enum class Moment { None, Knock, Gin, BigGin, Undercut };

  explicit Banner(GameController* controller, QWidget* parent);

  Moment moment() const { return moment_; }  // the one shown, None when hidden
  // Shows a moment now (the controller's moves call this).
  void announce(Moment m);
  static constexpr int kShowMs = 1300;  // at normal speed, before it fades
  // A panel the banner must not cover (the hand's result, whose headline it hid): the banner goes
  // above it, or below, and stays hidden where neither has room (the headline says the same).
  void keepClearOf(QWidget* panel);

 protected:
  void changeEvent(QEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  void onAction();
  void onHandOver();
  void retranslate();
  void finish();
  void place();

  GameController* c_;
  Moment moment_ = Moment::None;
  QTimer* timer_;
  QPointer<QPropertyAnimation> fade_;
  QPointer<QWidget> clearOf_;
};
