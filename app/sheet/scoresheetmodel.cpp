// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/scoresheetmodel.h"

#include <algorithm>

#include <QColor>
#include <QFont>
#include <QLocale>

#include "text/cardtext.h"
#include "text/ruletexts.h"
#include "text/scoretext.h"

namespace {

QString num(int n) { return QLocale().toString(n); }

// Views and the painter read alignments as int.
QVariant align(Qt::Alignment horizontal) { return static_cast<int>(horizontal | Qt::AlignVCenter); }

}  // namespace

ScoreSheetModel::ScoreSheetModel(QObject* parent) : QAbstractTableModel(parent), date_(QDate::currentDate()) {
  build(gin::Rules{}, {});
}

void ScoreSheetModel::build(const gin::Rules& rules, const QStringList& names) {
  rules_ = rules;
  names_ = names;
  columns_ = {{Col::Hand}, {Col::Dealer}, {Col::Result}};
  const int seats = rules.players;
  if (rules.hollywood) {
    for (int g = 0; g < 3; ++g)
      for (int s = 0; s < seats; ++s) columns_.push_back({Col::Game, s, g});
  } else {
    if (rules.poker) columns_.push_back({Col::WonFrom});
    for (Col kind : {Col::Deadwood, Col::Points, Col::Total})
      for (int s = 0; s < seats; ++s) columns_.push_back({kind, s, 0});
  }
  if (rules.poker) {
    footers_ = {HandsWon, Total, Settlement};
  } else {
    footers_ = {HandPoints};
    if (rules.hollywood) footers_.push_back(ClosedAfter);
    footers_.insert(footers_.end(), {HandsWon, BoxBonus, Shutout});
    if (rules.shutoutRule == gin::ShutoutRule::DoubleHandPoints) footers_.push_back(Doubling);
    footers_.insert(footers_.end(), {GameBonus, Total, Settlement});
    if (rules.hollywood) footers_.push_back(MatchResult);
  }
}

void ScoreSheetModel::setSheet(const gin::ScoreSheet& sheet, const QStringList& playerNames) {
  const bool newMatch = !sheet_ || !(sheet_->rules() == sheet.rules()) || sheet.hands().size() < sheet_->hands().size();
  beginResetModel();
  if (newMatch) date_ = QDate::currentDate();
  build(sheet.rules(), playerNames);
  sheet_ = sheet;
  blankRows_ = 0;
  settlements_.clear();
  for (int g = 0; g < sheet.games(); ++g) settlements_.push_back(sheet.settle(g));
  running_.clear();
  std::vector<int> run(sheet.seats(), 0);
  for (const gin::SheetHand& h : sheet.hands()) {
    for (int s = 0; s < sheet.seats(); ++s) run[s] += std::max(0, sheet.entry(0, h.number, s));
    running_.push_back(run);
  }
  endResetModel();
}

void ScoreSheetModel::setBlank(const gin::Rules& rules, const QStringList& playerNames, int handRows) {
  beginResetModel();
  sheet_.reset();
  build(rules, playerNames);
  blankRows_ = handRows;
  settlements_.clear();
  running_.clear();
  date_ = QDate::currentDate();
  endResetModel();
}

void ScoreSheetModel::retranslate() {
  if (columnCount() > 0) emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
  if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QString ScoreSheetModel::name(int seat) const {
  if (seat >= 0 && seat < names_.size() && !names_[seat].isEmpty()) return names_[seat];
  return tr("Player %1").arg(seat + 1);
}

QString ScoreSheetModel::title() const { return tr("Gin rummy score sheet"); }

QString ScoreSheetModel::variantName() const {
  if (rules_.poker) return tr("Poker gin rummy, %n players", nullptr, rules_.players);
  if (rules_.hollywood) return rules_.oklahoma ? tr("Hollywood Oklahoma gin") : tr("Hollywood gin");
  // The tournament's rules (no big gin, no game bonuses), to any target: "Standard gin" hid them (a
  // network play-test read it on a club server's eaai table).
  gin::Rules eaai;
  if (gin::preset("eaai", eaai)) {
    eaai.gameTarget = rules_.gameTarget;
    if (eaai == rules_) return tr("Tournament gin (EAAI)");
  }
  return rules_.oklahoma ? tr("Oklahoma gin") : tr("Standard gin");
}

QString ScoreSheetModel::playersLine() const {
  QStringList all;
  for (int s = 0; s < rules_.players; ++s) all << name(s);
  return tr("Players: %1").arg(QLocale().createSeparatedList(all));
}

QStringList ScoreSheetModel::standings() const {
  if (!sheet_) return {};
  QStringList names;
  for (int s = 0; s < rules_.players; ++s) names << name(s);
  return ScoreText::standings(*sheet_, names);
}

// The words of each option are in app/text/ruletexts.cpp, which options apply in the engine's table.
QString ScoreSheetModel::rulesSummary() const { return ruletexts::summary(rules_); }

int ScoreSheetModel::handRowCount() const {
  return sheet_ ? static_cast<int>(sheet_->hands().size()) : blankRows_;
}

int ScoreSheetModel::footerRow(Footer f) const {
  for (std::size_t i = 0; i < footers_.size(); ++i)
    if (footers_[i] == f) return handRowCount() + static_cast<int>(i);
  return -1;
}

int ScoreSheetModel::findColumn(Col kind, int seat, int game) const {
  for (std::size_t c = 0; c < columns_.size(); ++c)
    if (columns_[c].kind == kind && columns_[c].seat == seat && columns_[c].game == game) return static_cast<int>(c);
  return -1;
}

int ScoreSheetModel::valueColumn(int game, int seat) const {
  return rules_.hollywood ? gameColumn(game, seat) : totalColumn(seat);
}
int ScoreSheetModel::deadwoodColumn(int seat) const { return findColumn(Col::Deadwood, seat, 0); }
int ScoreSheetModel::pointsColumn(int seat) const { return findColumn(Col::Points, seat, 0); }
int ScoreSheetModel::totalColumn(int seat) const { return findColumn(Col::Total, seat, 0); }
int ScoreSheetModel::gameColumn(int game, int seat) const { return findColumn(Col::Game, seat, game); }
int ScoreSheetModel::wonFromColumn() const { return findColumn(Col::WonFrom, 0, 0); }

int ScoreSheetModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : handRowCount() + static_cast<int>(footers_.size());
}

int ScoreSheetModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(columns_.size());
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()) return {};
  const Column& c = columns_[section];
  QString group, caption;
  switch (c.kind) {
    case Col::Hand: caption = tr("Hand"); break;
    case Col::Dealer: caption = tr("Dealer"); break;
    case Col::Result: caption = tr("Result"); break;
    case Col::WonFrom: caption = tr("Won from"); break;
    case Col::Deadwood: group = tr("Deadwood"); break;
    case Col::Points: group = tr("Points"); break;
    case Col::Total: group = tr("Running total"); break;
    case Col::Game: group = tr("Game %1").arg(c.game + 1); break;
  }
  if (!group.isEmpty()) caption = name(c.seat);
  switch (role) {
    case Qt::DisplayRole: return group.isEmpty() ? caption : group + QLatin1Char('\n') + caption;
    // One line for a screen reader, which said the two run together ("Running total You").
    case Qt::AccessibleTextRole: return group.isEmpty() ? caption : tr("%1, %2", "a column's group and player").arg(group, caption);
    case GroupRole: return group;
    case NameRole: return caption;
    default: return {};
  }
}

QVariant ScoreSheetModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
  const int row = index.row();
  if (role == Qt::AccessibleTextRole) return spokenCell(index);
  if (row >= handRowCount()) return footerCell(footers_[row - handRowCount()], index.column(), role);
  const Column& col = columns_[index.column()];
  switch (role) {
    case SpanRole: return 1;
    case Qt::TextAlignmentRole: {
      const bool text = col.kind == Col::Dealer || col.kind == Col::Result || col.kind == Col::WonFrom;
      return align(text ? Qt::AlignLeft : Qt::AlignRight);
    }
    default: return handCell(row, col, role);
  }
}

// A screen reader reads a whole row as the row changes (Orca's default in a table), cell by cell:
// "1. Ella. undercut (Ella). 4. 2. 27. 0. 27." was all a blind player heard of a hand. So each cell
// says what its number is ("Deadwood, You 4"); a footer's numbers follow the row's label, which says
// what they are ("Hands won. You 1. Ella 2."). Colons only after a name ending in a number (Orca names
// them aloud by default): ScoreText::nameAndNumber.
QString ScoreSheetModel::spokenCell(const QModelIndex& index) const {
  const QString text = data(index, Qt::DisplayRole).toString();
  if (text.isEmpty()) return text;
  const Column& col = columns_[index.column()];
  const QString group = headerData(index.column(), Qt::Horizontal, GroupRole).toString();
  if (index.row() >= handRowCount()) {
    const Footer f = footers_[index.row() - handRowCount()];
    if (index.column() < valueColumn(0, 0)) return text;  // the row's label
    // A note of one Hollywood game says which ("216 to You" said nothing of it); the match's result is all three's.
    if (noteRow(f)) return col.kind == Col::Game && f != MatchResult ? tr("%1, %2", "a game and its note").arg(group, text) : text;
    // A footer's number after the row's label: player and number ("Otto 2"); Hollywood's with its game.
    const QString value = ScoreText::nameAndNumber(name(col.seat), text);
    return col.kind == Col::Game ? tr("%1, %2", "a game and a footer's player and number").arg(group, value) : value;
  }
  switch (col.kind) {
    case Col::Hand: return tr("Hand %1").arg(text);
    case Col::Dealer: return tr("Dealer %1").arg(text);
    case Col::Result: return text;
    case Col::WonFrom: return tr("Won from %1").arg(text);
    default:
      //: A number of a hand's row as a screen reader says it: column group, then player and number ("Deadwood, Otto 4").
      return tr("%1, %2", "group, then player and number").arg(group, ScoreText::nameAndNumber(name(col.seat), text));
  }
}

QVariant ScoreSheetModel::handCell(int handIndex, const Column& col, int role) const {
  if (!sheet_) {
    // A blank sheet only numbers its rows.
    if (col.kind == Col::Hand && (role == Qt::DisplayRole || role == ValueRole))
      return role == ValueRole ? QVariant(handIndex + 1) : QVariant(num(handIndex + 1));
    return {};
  }
  const gin::SheetHand& h = sheet_->hands()[handIndex];
  const gin::HandResult& r = h.result;
  const bool drawn = r.outcome == gin::Outcome::Drawn || r.winner < 0;
  if (col.kind == Col::Game && sheet_->closed(col.game)) {
    const bool after = h.number > sheet_->closedAfter(col.game);
    if (role == ClosedRole) return after;
    if (role == RuleBelowRole) return h.number == sheet_->closedAfter(col.game);
    if (role == Qt::BackgroundRole && after) return QColor(128, 128, 128, 90);
  }
  if (role == Qt::ToolTipRole && col.kind == Col::Game && sheet_->closed(col.game))
    return tr("Game %1 closed after hand %2").arg(col.game + 1).arg(num(sheet_->closedAfter(col.game)));

  std::optional<int> value;
  QString text;
  switch (col.kind) {
    case Col::Hand: value = h.number; break;
    case Col::Dealer: text = name(h.dealer); break;
    case Col::Result:
      text = CardText::outcomeName(r.outcome);
      //: Result of a hand whose score a spade upcard doubled (Oklahoma). %1 = knock, gin...
      if (r.multiplier > 1) text = tr("%1 ×%2").arg(text).arg(r.multiplier);
      // Who won it: beside a table on a small screen the points' columns (which said it) scroll out
      // of sight, and the dealer's name beside the result read as the winner's (a play-test).
      //: Result of a hand and who won it, e.g. "gin (Oskar)", "undercut (Anna)".
      if (!drawn && r.winner < sheet_->seats()) text = tr("%1 (%2)", "result and winner").arg(text, name(r.winner));
      break;
    case Col::WonFrom:
      if (!drawn && r.winner < static_cast<int>(r.pointsFrom.size())) {
        QStringList items;
        for (int s = 0; s < sheet_->seats(); ++s)
          //: Poker gin, column "Won from": an opponent and the points the winner took from them.
          if (s != r.winner) items << tr("%1 %2").arg(name(s), num(r.pointsFrom[s]));
        text = QLocale().createSeparatedList(items);
      }
      break;
    case Col::Deadwood:
      if (!drawn && col.seat < static_cast<int>(r.deadwood.size())) value = r.deadwood[col.seat];
      break;
    case Col::Points:
    case Col::Game: {
      const int e = sheet_->entry(col.kind == Col::Game ? col.game : 0, h.number, col.seat);
      if (e >= 0) value = e;
      break;
    }
    case Col::Total: value = running_[handIndex][col.seat]; break;
  }
  if (role == ValueRole) return value ? QVariant(*value) : QVariant();
  if (role == Qt::DisplayRole) return value ? num(*value) : text;
  return {};
}

bool ScoreSheetModel::noteRow(Footer f) const {
  return f == ClosedAfter || f == Shutout || f == Settlement || f == MatchResult;
}

QString ScoreSheetModel::footerLabel(Footer f) const {
  switch (f) {
    case HandPoints: return tr("Hand points");
    case ClosedAfter: return tr("Game status");  // "open" or "closed after hand 5" ("Game closed: open" read oddly: a play-test)
    case HandsWon: return tr("Hands won");
    case BoxBonus: return tr("Box bonus");  // the amount per hand is in the rules summary
    case Shutout: return tr("Shutout");
    case Doubling: return tr("Shutout: hand points doubled");
    case GameBonus: return tr("Game bonus");
    case Total: return tr("Total");
    case Settlement: return rules_.poker ? tr("Result") : tr("Settlement");
    case MatchResult: return tr("Match result");
  }
  return {};
}

std::optional<int> ScoreSheetModel::footerValue(Footer f, int game, int seat) const {
  if (!sheet_) return std::nullopt;
  const gin::GameSettlement& s = settlements_[game];
  if (rules_.poker) {
    if (f == HandsWon) return sheet_->winsSoFar(seat);
    if (f == Total) return s.total[seat];
    return std::nullopt;
  }
  // Hand points and hands won are counted as the game goes (the boxes so far; a playtest looked for
  // its three won hands in an open Hollywood game), bonuses and totals exist once the game is over.
  if (f == HandPoints) return s.handPoints[seat];
  if (f == HandsWon) return s.handsWon[seat];
  if (!sheet_->closed(game)) return std::nullopt;
  switch (f) {
    case BoxBonus: return s.boxBonus[seat];
    case Doubling: return s.doubling[seat];
    case GameBonus: return s.gameBonus[seat];
    case Total: return s.total[seat];
    default: return std::nullopt;
  }
}

QString ScoreSheetModel::footerNote(Footer f, int game) const {
  if (!sheet_) return {};
  const gin::GameSettlement& s = settlements_[game];
  const bool closed = sheet_->closed(game);
  switch (f) {
    case ClosedAfter:
      return closed ? tr("closed after hand %1").arg(num(sheet_->closedAfter(game))) : tr("open");
    case Shutout:
      if (!closed || s.winner < 0) return {};
      if (!s.shutout) return tr("no");
      return rules_.shutoutRule == gin::ShutoutRule::BigGameBonus ? tr("yes: game bonus %1").arg(num(s.gameBonus[s.winner]))
                                                                  : tr("yes: hand points doubled");
    case Settlement:
      if (!closed) return {};
      if (rules_.poker)
        return s.winner >= 0 ? tr("Winner: %1, %2 points").arg(name(s.winner), num(s.total[s.winner]))
                             : tr("tied at the top");
      if (s.winner < 0) return {};
      // Worded so that it reads with any name, "You" included ("216 to You").
      //: %1 = winner, %2 = difference of the totals, %3 = settlement (twice the difference).
      if (s.settlementDoubled)
        return tr("%2 × 2 = %3 to %1 (shutout)").arg(name(s.winner), num(s.difference), num(s.settlement));
      return tr("%2 to %1").arg(name(s.winner), num(s.settlement));
    case MatchResult: {
      if (!sheet_->over()) return {};
      const int w = sheet_->matchWinner();
      if (w < 0) return tr("The match is even");
      return tr("Match winner: %1, by %2").arg(name(w), num(sheet_->matchResult()[w]));
    }
    default: return {};
  }
}

QVariant ScoreSheetModel::footerCell(Footer f, int column, int role) const {
  const int seats = rules_.players;
  const int firstValue = valueColumn(0, 0);
  if (role == Qt::BackgroundRole) return QColor(128, 128, 128, 28);
  if (role == Qt::FontRole && (f == Total || f == Settlement || f == MatchResult)) {
    QFont bold;
    bold.setBold(true);
    return bold;
  }
  if (column < firstValue) {
    // The label spans every column left of the values.
    switch (role) {
      case SpanRole: return column == 0 ? firstValue : 0;
      case Qt::DisplayRole: return column == 0 ? footerLabel(f) : QString();
      case Qt::TextAlignmentRole: return align(Qt::AlignLeft);
      default: return {};
    }
  }
  const int offset = column - firstValue;
  const int game = offset / seats, seat = offset % seats;
  if (noteRow(f)) {
    // A note covers a game's columns; the match result covers all three games.
    const int width = f == MatchResult ? seats * (rules_.hollywood ? 3 : 1) : seats;
    const bool start = offset % width == 0;
    switch (role) {
      case SpanRole: return start ? width : 0;
      case Qt::DisplayRole: return start ? footerNote(f, game) : QString();
      case Qt::TextAlignmentRole: return align(Qt::AlignHCenter);
      default: return {};
    }
  }
  const std::optional<int> v = footerValue(f, game, seat);
  switch (role) {
    case SpanRole: return 1;
    case ValueRole: return v ? QVariant(*v) : QVariant();
    case Qt::DisplayRole: return v ? num(*v) : QString();
    case Qt::TextAlignmentRole: return align(Qt::AlignRight);
    default: return {};
  }
}
