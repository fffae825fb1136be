// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The simple choices of a new game, shared by the welcome page and Game › New game: your name, whom to
// play (Beginner, Casual, Strong, Expert, each with one line, or two people on this screen), the game
// (Classic, Oklahoma, Hollywood, Poker gin with its number of players). One mapping from these choices
// to a GameSetup, used by both.
#pragma once

#include <QVector>
#include <QWidget>

#include "game/gamecontroller.h"

class QButtonGroup;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace setupchoices {

enum class Game { Classic, Oklahoma, Hollywood, Poker };
constexpr int kLevelCount = 4;  // gin::ai::personLevels(), as choices (tst_newgamedialog checks the count)
constexpr int kTwoPeople = kLevelCount;  // the opponent index after the four levels

struct Choices {
  QString name;        // empty: "You"
  QString secondName;  // two people: the second player's name
  int opponent = 1;    // 0..3: Beginner..Expert; kTwoPeople: two people on this screen
  Game game = Game::Classic;
  int players = 4;     // poker gin: players at the table, 2-5
};

// The levels a person chooses from, in order; the reference players are for measurements.
gin::ai::Level level(int opponent);
int opponentOf(gin::ai::Level level);
// The rules of a game: its preset ("standard", "oklahoma", "hollywood", "poker" with `players`).
gin::Rules rulesOf(Game game, int players);
// The game these rules are (Hollywood with Oklahoma options is Hollywood).
Game gameOf(const gin::Rules& rules);
// The seats of the choices over `rules` (its number of players): seat 0 is you, seat 1 the second
// person when two people play, every other seat a computer at the chosen level, or in poker gin at
// `seatLevels[seat - 1]` when given.
GameSetup setupOf(const Choices& c, const gin::Rules& rules, const QVector<gin::ai::Level>& seatLevels = {});
Choices choicesOf(const GameSetup& setup);

// Makes the radio buttons of `group` one stop of the Tab key, on the checked button (as in a web page's
// radio group): Tab lands on the choice made, not on the first one; the arrows move the choice.
void oneTabStop(QButtonGroup* group);

}  // namespace setupchoices

class SetupChoices : public QWidget {
  Q_OBJECT

 public:
  explicit SetupChoices(QWidget* parent = nullptr);

  setupchoices::Choices choices() const;
  void setChoices(const setupchoices::Choices& c);
  QLineEdit* nameEdit() const { return name_; }
  QSpinBox* playersBox() const { return players_; }
  QRadioButton* opponentButton(int i) const;
  QRadioButton* gameButton(setupchoices::Game g) const;
  // The knock limit and game target of the rules under "All rules": the standard game's line says
  // them, so that it does not promise 100 points when the rules say 10.
  void setLimits(int knockLimit, int target);

 signals:
  void changed();
  // The person picked another game (not set from outside): its preset applies.
  void gameChosen(setupchoices::Game game);
  void opponentChosen(int opponent);

 protected:
  void changeEvent(QEvent* e) override;
  void showEvent(QShowEvent* e) override;

 private:
  void retranslate();
  // The opponents' title and names: they follow the game, the number of players and your name.
  void nameOpponents();
  void fitGameLine();
  void updateShown();

  QLabel* nameLabel_;
  QLineEdit* name_;
  QLabel* opponentTitle_;
  QButtonGroup* opponents_;
  QVector<QLabel*> opponentLines_;
  QLabel* secondLabel_;
  QLineEdit* second_;
  QLabel* gameTitle_;
  QButtonGroup* games_;
  QLabel* gameLine_;  // what the chosen game is like
  QStringList gameLines_;  // every game's line, in the order of the game buttons
  int knockLimit_ = 10;
  int target_ = 100;
  QLabel* playersLabel_;
  QSpinBox* players_;
};
