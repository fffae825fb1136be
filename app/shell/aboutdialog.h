// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help › About: the version, the licence, what the game is made of, and the Qt it runs on.
#pragma once

#include <QDialog>

class QLabel;

class AboutDialog : public QDialog {
  Q_OBJECT

 public:
  explicit AboutDialog(QWidget* parent = nullptr);
  // The text shown (rich text), for tests.
  QString text() const;
  // Opens the dialog over `parent` and waits until it is closed.
  static void showFor(QWidget* parent);

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  QLabel* label_;
};
