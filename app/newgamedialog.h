// New game: opponent (a computer level, hot seat, or poker gin with 2-5 players and a level per
// computer seat), names, a rule preset and every option of gin::Rules, and the game number (seed)
// to replay a game. Remembered between runs.
#pragma once

#include <QDialog>
#include <QVector>

#include "gamecontroller.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QDialogButtonBox;
class QFormLayout;

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  enum class Mode { Computer, HotSeat, Poker };

  explicit NewGameDialog(QWidget* parent = nullptr);

  // The game the dialog describes now (seed 0 when the game number is left empty).
  GameSetup setup() const;
  void setSetup(const GameSetup& s);
  // The last game started from this dialog (or the defaults).
  static GameSetup remembered();
  void remember() const;
  QString error() const;  // why the rules cannot be played, or empty

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void buildPlayersPage(QWidget* page);
  void buildRulesPage(QWidget* page);
  QLabel* label(const char* text);  // a row label translated from `text` on every language change
  void retranslate();
  void applyPreset(int index);
  void updateEnabled();
  gin::Rules rules() const;
  void setRules(const gin::Rules& r);
  Mode mode() const;

  QComboBox* mode_;
  QComboBox* level_;
  QLabel* levelAbout_;  // what the chosen level does
  QLineEdit* name1_;
  QLineEdit* name2_;
  QSpinBox* pokerPlayers_;
  QVector<QComboBox*> pokerLevels_;
  QComboBox* preset_;
  // The rule options, one row each, built from the engine's table of rule fields.
  struct FieldRow {
    const gin::RuleField* field;
    QWidget* editor;  // QCheckBox, QComboBox (enums) or QSpinBox
    QLabel* label;
  };
  QVector<FieldRow> fieldRows_;
  QFormLayout* players_;
  QFormLayout* rulesForm_;
  QLineEdit* seed_;
  QLabel* error_;
  QDialogButtonBox* buttons_;
  QVector<QLabel*> labels_;
};
