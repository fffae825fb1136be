// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The score sheet as a table: the one data source for the on-screen panel, the printed and PDF sheet
// (ScoreSheetPainter) and the tests. Rows are hands, then a fixed block of footer rows (bonuses,
// totals, settlement); columns depend on the variant:
//   straight gin:  Hand | Dealer | Result | Deadwood per player | Points per player | Running total per player
//   Hollywood:     Hand | Dealer | Result | Game 1 (per player) | Game 2 (per player) | Game 3 (per player)
//   poker gin:     Hand | Dealer | Result | Won from | Deadwood, Points, Running total per player (2-5)
// Hollywood columns are grouped by game, not by player: every game closes and is settled on its own, so
// its columns, its closing line and its settlement form one block with the two totals side by side.
// A blank sheet (for play with a real deck) has the same rows and columns with only the labels.
#pragma once

#include <QAbstractTableModel>
#include <QDate>
#include <QStringList>

#include <optional>
#include <vector>

#include "match.h"

class ScoreSheetModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Role {
    SpanRole = Qt::UserRole + 1,  // int: columns a cell covers; >1 starts a span, 0 = covered by one
    ValueRole,                    // int value of a numeric cell; invalid when the cell is empty
    ClosedRole,                   // bool: Hollywood cell of a game closed before this hand
    RuleBelowRole,                // bool: heavy line under the cell (a game closes on this hand)
    GroupRole,                    // horizontal header: caption above the column ("Deadwood", "Game 1")
    NameRole,                     // horizontal header: caption of the column itself
  };
  // Footer rows, in the order they appear. Which ones a sheet has depends only on the rules.
  enum Footer {
    HandPoints,   // sum of the hand points entered
    ClosedAfter,  // Hollywood: "closed after hand N"
    HandsWon,
    BoxBonus,
    Shutout,      // whether the loser won no hand, and what that did
    Doubling,     // only with the "double hand points" shutout rule
    GameBonus,
    Total,
    Settlement,   // what the loser pays (poker gin: the winner of the game)
    MatchResult,  // Hollywood: the three settlements summed
  };

  explicit ScoreSheetModel(QObject* parent = nullptr);

  // Copies what the sheet needs; a sheet with fewer hands or other rules than before starts a new match
  // (and a new date).
  void setSheet(const gin::ScoreSheet& sheet, const QStringList& playerNames);
  // An empty sheet with `handRows` numbered rows, for pen and paper.
  void setBlank(const gin::Rules& rules, const QStringList& playerNames, int handRows);
  // Texts are made in data(); this tells views that every text may have changed (language switch).
  void retranslate();

  bool isBlank() const { return !sheet_.has_value(); }
  const gin::Rules& rules() const { return rules_; }
  QStringList playerNames() const { return names_; }
  QDate date() const { return date_; }
  void setDate(const QDate& date) { date_ = date; }

  QString title() const;
  QString variantName() const;
  QString rulesSummary() const;  // one line of the options that change the score
  QString playersLine() const;
  // Every player's total in words, a line per game (text/scoretext.h); empty for a blank sheet.
  QStringList standings() const;

  int handRowCount() const;                   // rows before the footer block
  int footerRow(Footer f) const;              // row of a footer, -1 if this sheet has none
  int valueColumn(int game, int seat) const;  // column holding a seat's footer values for a game
  int deadwoodColumn(int seat) const;         // -1 for Hollywood
  int pointsColumn(int seat) const;           // straight and poker: points of the hand; -1 for Hollywood
  int totalColumn(int seat) const;            // straight and poker: running total; -1 for Hollywood
  int gameColumn(int game, int seat) const;   // Hollywood: points entered in a game; -1 otherwise
  int dealerColumn() const { return 1; }
  int resultColumn() const { return 2; }
  int wonFromColumn() const;                  // poker gin only; -1 otherwise

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  enum class Col { Hand, Dealer, Result, WonFrom, Deadwood, Points, Total, Game };
  struct Column {
    Col kind;
    int seat = 0;
    int game = 0;
  };
  void build(const gin::Rules& rules, const QStringList& names);
  QString name(int seat) const;
  QVariant handCell(int handIndex, const Column& col, int role) const;
  QVariant footerCell(Footer f, int column, int role) const;
  QString footerLabel(Footer f) const;
  QString spokenCell(const QModelIndex& index) const;
  QString footerNote(Footer f, int game) const;
  std::optional<int> footerValue(Footer f, int game, int seat) const;
  bool noteRow(Footer f) const;
  int findColumn(Col kind, int seat, int game) const;

  std::optional<gin::ScoreSheet> sheet_;
  gin::Rules rules_;
  QStringList names_;
  QDate date_;
  int blankRows_ = 0;
  std::vector<Column> columns_;
  std::vector<Footer> footers_;
  std::vector<gin::GameSettlement> settlements_;  // per game
  std::vector<std::vector<int>> running_;         // per hand, per seat: game 1 total after the hand
};
