// Hot seat: covers the table between two people's turns so that neither sees the other's hand,
// until the next player confirms who they are.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class GameController;

class Curtain : public QWidget {
  Q_OBJECT

 public:
  explicit Curtain(GameController* controller, QWidget* parent = nullptr);
  QPushButton* button() const { return button_; }
  void sync();  // shows itself when the controller's curtain is down

 protected:
  void paintEvent(QPaintEvent* e) override;
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  GameController* c_;
  QLabel* text_;
  QPushButton* button_;
};
