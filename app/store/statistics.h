// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The player's record, per opponent level and variant: games and hands played and won, gins, big
// gins, undercuts given and taken, best game, longest winning streak. Kept in the settings store
// under "statistics/<level>/<variant>/".
//
// Only games with exactly one person at the table count (hot seat has no "you"). The opponent level
// is the computer's, or with several computers the strongest of them. A hand counts when it ends, a
// game when the match is over; a match abandoned half way counts its finished hands only. The coach's
// verdict on each finished match (error rate, luck) is kept in "statistics/reviews" for the chart.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <optional>

#include "ai/ai.h"
#include "hand.h"
#include "rules.h"

class GameController;
// What the statistics keep of one match analysed by the coach (app/coach/matchcoach.h), for the
// person's seat.
struct MatchVerdict {
  int hands = 0;
  int decisions = 0;     // non-trivial decisions judged (ai::Decision::trivial)
  double errorRate = 0;  // mean loss per non-trivial decision, percentage points of game-win chance
  double luck = 0;       // summed over the match's stock draws, percentage points of game-win chance
  int labels[4] = {0, 0, 0, 0};
};

// One finished match analysed by the coach (MatchCoach): the person's error rate and luck.
struct MatchReviewPoint {
  qint64 when = 0;  // seconds since the epoch, UTC
  gin::ai::Level level = gin::ai::Level::Casual;
  QString variant;
  int hands = 0;
  int decisions = 0;
  double errorRate = 0;  // mean loss per decision, percentage points of game-win chance
  double luck = 0;       // the match's luck, percentage points of game-win chance
  bool operator==(const MatchReviewPoint&) const = default;
};

struct StatRecord {
  int gamesPlayed = 0;
  int gamesWon = 0;
  int handsPlayed = 0;  // drawn hands included
  int handsWon = 0;
  int gins = 0;
  int bigGins = 0;
  int undercutsGiven = 0;  // you undercut the knocker
  int undercutsTaken = 0;  // you knocked and were undercut
  int bestGame = 0;        // the largest net result of a game you won (0: none yet)
  int longestStreak = 0;   // games won in a row
  int currentStreak = 0;
  int gamesWithUndo = 0;   // games in which a move was taken back (counted, but kept out of streaks)

  // Sum of counts; best game and longest streak are the maxima (streaks of different kinds do not add).
  StatRecord& operator+=(const StatRecord& o);
  bool operator==(const StatRecord&) const = default;
};

class Statistics : public QObject {
  Q_OBJECT

 public:
  explicit Statistics(QObject* parent = nullptr);

  // Variant keys: "gin", "oklahoma", "hollywood", "hollywood-oklahoma", "poker".
  static QString variantOf(const gin::Rules& rules);
  static QStringList variants();
  static QString variantTitle(const QString& variant);  // translated
  // Levels a person can choose: Beginner, Casual, Strong, Expert.
  static QList<gin::ai::Level> levels();

  StatRecord record(gin::ai::Level level, const QString& variant) const;
  // Sum over every level and/or variant (nullopt / empty = all).
  StatRecord total(std::optional<gin::ai::Level> level, const QString& variant) const;

  // What a finished hand and a finished game add. `you` is the person's seat.
  void addHand(gin::ai::Level level, const QString& variant, const gin::HandResult& result, int you);
  // A game with undo counts as played (and won), is counted in gamesWithUndo, and neither extends
  // nor breaks a winning streak.
  void addGame(gin::ai::Level level, const QString& variant, bool won, int result, bool undo = false);
  void reset();

  // The coach's verdict on a finished match (kept: the last kMaxReviews, oldest first).
  static constexpr int kMaxReviews = 200;
  void addMatchReview(gin::ai::Level level, const QString& variant, const MatchVerdict& verdict, qint64 when = 0);
  QList<MatchReviewPoint> matchReviews(std::optional<gin::ai::Level> level, const QString& variant) const;

  // Follows the controller: a hand is recorded when the action that ends it is applied, a game when
  // that action also ends the match. Resuming a saved game records nothing again.
  void track(GameController* controller);

 signals:
  void changed();

 private:
  void onAction();
  void store(gin::ai::Level level, const QString& variant, const StatRecord& r);
  QPointer<GameController> controller_;
};
