// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// New game: the simple choices first (your name, whom to play, the game: app/setup/setupchoices.h, the same
// as the welcome page), then every rule option under "All rules" (collapsed at first): a rule preset
// (or "Custom"), a row per field of gin::Rules hidden where it does not apply, each computer's level
// in poker gin, and the game number (seed) to replay a game. Remembered between runs.
#pragma once

#include <QDialog>
#include <QVector>

#include "game/gamecontroller.h"

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QBoxLayout;
class QScrollArea;
class QToolButton;
class SetupChoices;

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  explicit NewGameDialog(QWidget* parent = nullptr);

  // The game the dialog describes now (seed 0 when the game number is left empty).
  GameSetup setup() const;
  void setSetup(const GameSetup& s);
  // The last game started from this dialog or the welcome page (or the defaults).
  static GameSetup remembered();
  // Keeps `s` as the next new game's defaults (the second person's name too, when two people play).
  static void remember(const GameSetup& s);
  QString error() const;  // why the game cannot be played, or empty

  SetupChoices* choices() const { return choices_; }
  QToolButton* allRulesButton() const { return allRules_; }

 protected:
  void changeEvent(QEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;  // the wheel over the rules' boxes

 private:
  void buildRules(QWidget* page);
  void retranslate();
  void applyPreset(int index);
  void updateEnabled();
  // Poker gin: each computer's level is labelled with the name that computer will have at the table.
  void nameSeats();
  // After rows of the simple choices appear or go: as tall as the wrapped texts need (the screen allows).
  void fitRows();
  // Shows every rule: under the simple choices, or beside them where the screen is too short for a
  // useful list under them.
  void openRules(bool open);
  gin::Rules rules() const;
  void setRules(const gin::Rules& r);

  SetupChoices* choices_;
  QToolButton* allRules_;  // shows or hides the rules part
  QScrollArea* rulesArea_;
  QBoxLayout* body_;
  int narrowWidth_ = 0;  // the width before the rules opened beside the choices, for when they close  // the simple choices and the rules: one above the other, or side by side (openRules)
  QVector<QComboBox*> pokerLevels_;
  QVector<QLabel*> pokerLevelLabels_;
  QComboBox* preset_;
  QLabel* presetLabel_;
  // The rule options, one row each, built from the engine's table of rule fields.
  struct FieldRow {
    const gin::RuleField* field;
    QWidget* editor;  // QCheckBox, QComboBox (enums) or QSpinBox
    QLabel* label;
  };
  QVector<FieldRow> fieldRows_;
  QFormLayout* rulesForm_;
  QLineEdit* seed_;
  QLabel* seedLabel_;
  QLabel* error_;
  QDialogButtonBox* buttons_;
};
