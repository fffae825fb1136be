// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Game › Host a network game: the table the host opens for friends on other computers (docs/network.md).
// Your name, the game (the welcome page's games; poker gin for 3-5 players), each other seat a friend
// (who gets an invitation) or a computer player of a level, the grace period for a dropped line and what
// happens after it, and the address written in the invitations (a LAN address, editable).
#pragma once

#include <QDialog>
#include <QVector>

#include "hosting/networkhost.h"
#include "setup/setupchoices.h"

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

class HostDialog : public QDialog {
  Q_OBJECT

 public:
  explicit HostDialog(QWidget* parent = nullptr);

  // The table the dialog describes now.
  NetworkHost::Options options() const;
  QString error() const;  // why the table cannot be opened, or empty

  QLineEdit* nameEdit() const { return name_; }
  QComboBox* gameBox() const { return game_; }
  QSpinBox* playersBox() const { return players_; }
  // The choice for seat `seat` (1-based seats after yours: 1..players-1): 0 a friend, 1+i a computer of level i.
  QComboBox* seatBox(int seat) const { return seats_.value(seat - 1); }
  QSpinBox* graceBox() const { return grace_; }
  QComboBox* afterGraceBox() const { return afterGrace_; }
  QComboBox* addressBox() const { return address_; }
  QDialogButtonBox* buttons() const { return buttons_; }

  // Remembers the choices in the settings with the name: the next dialog opens with them.
  void accept() override;

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  void updateShown();
  void restoreChoices();
  void storeChoices() const;
  setupchoices::Game game() const;

  QFormLayout* form_;
  QLabel* nameLabel_;
  QLineEdit* name_;
  QLabel* gameLabel_;
  QComboBox* game_;
  QLabel* playersLabel_;
  QSpinBox* players_;
  QVector<QLabel*> seatLabels_;
  QVector<QComboBox*> seats_;
  QLabel* graceLabel_;
  QSpinBox* grace_;
  QLabel* afterGraceLabel_;
  QComboBox* afterGrace_;
  QLabel* addressLabel_;
  QComboBox* address_;
  QLabel* note_;
  QLabel* error_;
  QDialogButtonBox* buttons_;
};
