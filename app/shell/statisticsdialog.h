// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Shows the player's record (Statistics) by opponent level and variant, with the coach's verdicts on
// the analysed matches as a chart (ReviewChart), and resets it on request.
#pragma once

#include <QDialog>

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QDialogButtonBox;
class ReviewChart;
class Statistics;

class StatisticsDialog : public QDialog {
  Q_OBJECT

 public:
  explicit StatisticsDialog(Statistics* statistics, QWidget* parent = nullptr);

  // Tests: the value shown on the row of a field ("gamesWon", ...).
  QString valueText(const QString& field) const;
  QComboBox* levelBox() const { return level_; }
  QComboBox* variantBox() const { return variant_; }
  QPushButton* resetButton() const { return reset_; }
  ReviewChart* chart() const { return chart_; }

 public slots:
  void refresh();
  // Asks for confirmation, then clears every record.
  void confirmReset();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  Statistics* stats_;
  QComboBox* level_;
  QComboBox* variant_;
  QLabel* levelLabel_;
  QLabel* variantLabel_;
  QFormLayout* form_;
  QList<QLabel*> names_, values_;
  QPushButton* reset_;
  QDialogButtonBox* buttons_;
  ReviewChart* chart_;
};
