// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Score sheets built hand by hand from HandResult values, with the scores worked out in the comments,
// shared by the model and the printing suites.
#pragma once

#include <QStringList>

#include <vector>

#include "match.h"

namespace fixtures {

// A two-player hand: the winner's points as the engine would enter them.
inline gin::HandResult hand2(gin::Outcome outcome, int winner, int deadwoodA, int deadwoodB, int points) {
  gin::HandResult r;
  r.outcome = outcome;
  r.winner = outcome == gin::Outcome::Drawn ? -1 : winner;
  r.knocker = outcome == gin::Outcome::Undercut ? 1 - winner : winner;
  r.deadwood = {deadwoodA, deadwoodB};
  r.deadwoodBefore = r.deadwood;
  r.points = {0, 0};
  r.pointsFrom = {0, 0};
  if (r.winner >= 0) {
    r.points[winner] = points;
    r.pointsFrom[1 - winner] = points;
  }
  return r;
}

inline gin::HandResult drawn2() { return hand2(gin::Outcome::Drawn, -1, 0, 0, 0); }

inline const QStringList& names2() {
  static const QStringList n = {QStringLiteral("Ann"), QStringLiteral("Bob")};
  return n;
}

// Straight game to 100, default bonuses. Running totals Ann/Bob after each hand:
//  1 dealer Ann: Ann knocks 5 vs 20        -> Ann 15          15 / 0
//  2 dealer Bob: drawn hand                 -> nothing         15 / 0
//  3 dealer Bob: Bob gin, Ann 12 deadwood   -> Bob 12+25 = 37  15 / 37
//  4 dealer Ann: Bob knocks 8, Ann has 6    -> Ann undercut 2+25 = 27   42 / 37
//  5 dealer Bob: Ann big gin, Bob 30        -> Ann 30+31 = 61  103 / 37: the game closes
// End: hands won 3 / 1, box 75 / 25, game bonus 100 / 0, totals 278 / 62, settlement 216 to Ann.
inline gin::ScoreSheet straightGame(int hands = 5) {
  gin::ScoreSheet sheet{gin::Rules{}};
  const std::vector<std::pair<int, gin::HandResult>> all = {
      {0, hand2(gin::Outcome::Knock, 0, 5, 20, 15)},   {1, drawn2()},
      {1, hand2(gin::Outcome::Gin, 1, 12, 0, 37)},     {0, hand2(gin::Outcome::Undercut, 0, 6, 8, 27)},
      {1, hand2(gin::Outcome::BigGin, 0, 0, 30, 61)},
  };
  for (int i = 0; i < hands; ++i) sheet.add(all[i].first, all[i].second);
  return sheet;
}

// Ann wins three hands (40 + 30 + 35 = 105), Bob none: a shutout.
inline gin::ScoreSheet shutoutGame(const gin::Rules& rules) {
  gin::ScoreSheet sheet{rules};
  sheet.add(0, hand2(gin::Outcome::Knock, 0, 2, 42, 40));
  sheet.add(1, hand2(gin::Outcome::Knock, 0, 4, 34, 30));
  sheet.add(0, hand2(gin::Outcome::Knock, 0, 3, 38, 35));
  return sheet;
}

// Hollywood to 100. Ann's wins go to game 1, then 1+2, then 1+2+3 (open games only):
//  hand winner points   Ann's nth win / Bob's   entered in          G1 Ann/Bob  G2 Ann/Bob  G3 Ann/Bob
//   1   Ann    20       1st                     G1                  20/0
//   2   Bob    10       Bob 1st                 G1                  20/10
//   3   Ann    40       2nd                     G1 G2               60/10       40/0
//   4   Ann    30       3rd                     G1 G2 G3            90/10       70/0        30/0
//   5   Ann    15       4th                     G1 G2 G3            105/10 closed after 5   85/0   45/0
//   6   Bob    30       Bob 2nd                 G2 (G1 closed)                  85/30
//   7   Ann    50       5th                     G2 G3               -           135/30 closed after 7  95/0
//   8   Ann     5       6th                     G3                                          100/0 closed after 8
// G1: 105/10, won 4/1, box 100/25, game bonus 100, totals 305/35, settlement 270
// G2: 135/30, won 4/1, box 100/25, game bonus 100, totals 335/55, settlement 280
// G3: 100/0, won 4/0: shutout, box 100/0, game bonus 200, totals 400/0, difference 400, doubled 800
// Match: Ann wins 270 + 280 + 800 = 1350.
inline gin::ScoreSheet hollywoodMatch(int hands = 8) {
  gin::Rules rules;
  rules.hollywood = true;
  gin::ScoreSheet sheet{rules};
  const std::vector<gin::HandResult> all = {
      hand2(gin::Outcome::Knock, 0, 4, 24, 20),     hand2(gin::Outcome::Knock, 1, 15, 5, 10),
      hand2(gin::Outcome::Gin, 0, 0, 15, 40),       hand2(gin::Outcome::Knock, 0, 2, 32, 30),
      hand2(gin::Outcome::Knock, 0, 7, 22, 15),     hand2(gin::Outcome::Undercut, 1, 9, 4, 30),
      hand2(gin::Outcome::BigGin, 0, 0, 19, 50),    hand2(gin::Outcome::Knock, 0, 3, 8, 5),
  };
  for (int i = 0; i < hands; ++i) sheet.add(i % 2, all[i]);
  return sheet;
}

inline const QStringList& names3() {
  static const QStringList n = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cara")};
  return n;
}

// Poker gin, three players, winner deals next:
//  1 dealer Ann:  Bob knocks with 3, Ann 12, Cara 20: Bob lowest, takes 9 + 17 = 26
//  2 dealer Bob:  Cara knocks with 8, Ann 5, Bob 6: Ann lowest wins 1 + 3 = 4, +10 below the knocker = 14;
//                 Bob is below the knocker too: 10
//  3 dealer Ann:  Ann gin, Bob 30, Cara 45: 30 + 45 + 25 = 100 -> Ann 114, the game closes
// Totals 114 / 36 / 0; hands won 2 / 1 / 0.
inline gin::ScoreSheet pokerGame(int hands = 3) {
  gin::Rules rules;
  rules.poker = true;
  rules.players = 3;
  rules.bigGin = false;
  gin::ScoreSheet sheet{rules};
  auto make = [](gin::Outcome o, int knocker, int winner, std::vector<int> dw, std::vector<int> from,
                 std::vector<int> points, int bonus) {
    gin::HandResult r;
    r.outcome = o;
    r.knocker = knocker;
    r.winner = winner;
    r.deadwood = dw;
    r.deadwoodBefore = dw;
    r.pointsFrom = from;
    r.points = points;
    r.bonus = bonus;
    return r;
  };
  const std::vector<std::pair<int, gin::HandResult>> all = {
      {0, make(gin::Outcome::Knock, 1, 1, {12, 3, 20}, {9, 0, 17}, {0, 26, 0}, 0)},
      {1, make(gin::Outcome::Undercut, 2, 0, {5, 6, 8}, {0, 1, 3}, {14, 10, 0}, 0)},
      {0, make(gin::Outcome::Gin, 0, 0, {0, 30, 45}, {0, 30, 45}, {100, 0, 0}, 25)},
  };
  for (int i = 0; i < hands; ++i) sheet.add(all[i].first, all[i].second);
  return sheet;
}

}  // namespace fixtures
