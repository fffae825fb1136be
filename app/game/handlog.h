// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The hand log: every public action of a hand in order, in words and card symbols ("Computer took
// 7♥ from the discard pile"), headed by the hand and deal number, and once the hand is over what was
// hidden (the knock discard, every hand as laid out). Worded from a seat's view of the deal (the one
// person at this screen; in hot seat a spectator's, since both people read it): the current hand
// follows the controller, the earlier hands of the match come from GameController::dealView. A list
// model, so that a view reads it with the keyboard and a screen reader.
#pragma once

#include <functional>

#include <QAbstractListModel>
#include <QPointer>
#include <QStringList>

#include "hand.h"

class GameController;

class HandLogModel : public QAbstractListModel {
  Q_OBJECT

 public:
  explicit HandLogModel(QObject* parent = nullptr);

  void follow(GameController* controller);

  // Deals of the match so far (the current one included) and the one shown, 0-based.
  int deals() const;
  int shownDeal() const { return shown_; }
  // Shows an earlier deal; -1 or the current one follows the hand being played.
  void showDeal(int deal);
  bool followsCurrent() const { return follow_; }

  // The lines of one deal of the controller's match as a person at the table may read them.
  QStringList linesOf(int deal) const;
  // The lines of a hand from a seat's view (a card is named where the view names it), and for a hand
  // that is over every hidden card at the end.
  QStringList describe(const gin::SeatView& v, int handNumber, quint64 dealNumber) const;

  // Builds the lines again (a language switch).
  void refresh();

  // Each seat's cards as laid out at the hand's end, `who` naming the seats: "Otto: melds 5♣ 6♣ 7♣ · K♠
  // K♥ K♦; deadwood 2♣." (the log's last lines; a screen reader hears them as the hand ends). Empty
  // before the end, and for a drawn hand each seat's shown cards.
  static QStringList laidOut(const gin::SeatView& v, const std::function<QString(int)>& who);
  // "Dealer: Otto. Upcard: 8♣." (the log's line after the hand's number; a screen reader hears both as
  // a hand is dealt).
  static QString dealerLine(const gin::SeatView& v, const std::function<QString(int)>& who);
  // "Hand 2" (the log's first line when the deal's number is not told).
  static QString handLine(int handNumber) { return tr("Hand %1").arg(handNumber); }

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

 signals:
  void dealsChanged();

 private:
  QString line(const gin::SeatView& v, const gin::PublicEvent& e) const;
  QStringList hidden(const gin::SeatView& v) const;
  QString who(int seat) const;
  bool you(int seat) const;

  QPointer<GameController> controller_;
  QStringList lines_;
  int shown_ = 0;
  bool follow_ = true;
};
