// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The match: hands in sequence, dealer choice, and the score sheet layer fed with hand results
// (straight game, Hollywood's three games, poker gin for up to five players).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "hand.h"
#include "rules.h"

namespace gin {

struct SheetHand {
  int number = 0;  // 1-based
  int dealer = 0;
  HandResult result;
};

struct SheetEntry {
  int hand = 0;  // 1-based hand number
  int seat = 0;
  int points = 0;
};

// How one game on the sheet ends. Valid at any time; final once the game is closed.
struct GameSettlement {
  int winner = -1;  // -1 while nobody leads or for an empty game
  std::vector<int> handPoints;   // per seat, the hand points entered in this game
  std::vector<int> handsWon;     // per seat, entries in this game (box count)
  bool shutout = false;          // the loser won no hand in this game
  std::vector<int> doubling;     // per seat, points added by doubling hand points on a shutout
  std::vector<int> boxBonus;     // per seat
  std::vector<int> gameBonus;    // per seat (only the winner)
  std::vector<int> total;        // per seat
  int difference = 0;            // winner's total minus the loser's
  bool settlementDoubled = false;
  int settlement = 0;            // what the loser pays the winner
};

class ScoreSheet {
 public:
  explicit ScoreSheet(const Rules& rules);

  void add(int dealer, const HandResult& result);

  const Rules& rules() const { return rules_; }
  int seats() const { return rules_.players; }
  int games() const { return rules_.hollywood ? 3 : 1; }
  const std::vector<SheetHand>& hands() const { return hands_; }
  const std::vector<SheetEntry>& entries(int game) const { return entries_[game]; }
  // Points entered for `seat` in `game` by hand number `hand`, or -1 if none.
  int entry(int game, int hand, int seat) const;
  std::vector<int> totals(int game) const;
  bool closed(int game) const { return closedAfter_[game] > 0; }
  int closedAfter(int game) const { return closedAfter_[game]; }  // hand number, 0 while open
  bool over() const;
  GameSettlement settle(int game) const;
  // Net result per seat over all games: positive for what a seat wins. Poker gin: the totals.
  std::vector<int> matchResult() const;
  // Seat with the best match result, -1 on a tie.
  int matchWinner() const;
  int winsSoFar(int seat) const;  // hands won by seat

 private:
  Rules rules_;
  std::vector<SheetHand> hands_;
  std::vector<std::vector<SheetEntry>> entries_;
  std::vector<int> closedAfter_;
};

// The first dealer is chosen by cutting: every player cuts a card, lowest rank deals, a tie for
// lowest cuts again among the tied.
struct Cut {
  std::vector<std::vector<Card>> rounds;  // per round, per seat (NoCard when the seat did not cut again)
  int dealer = 0;
};
Cut cutForDeal(int players, std::uint64_t seed);

class Match {
 public:
  Match(const Rules& rules, std::uint64_t seed);

  const Rules& rules() const { return rules_; }
  std::uint64_t seed() const { return seed_; }
  const Cut& cut() const { return cut_; }
  int handNumber() const { return static_cast<int>(sheet_.hands().size()) + (hand_->over() ? 0 : 1); }
  HandState& hand() { return *hand_; }
  const HandState& hand() const { return *hand_; }
  const ScoreSheet& sheet() const { return sheet_; }
  bool over() const { return sheet_.over(); }
  // The same table: the same hand in the same phase, the cards in the same places, the same scores (a
  // save is checked by rebuilding its match and comparing).
  bool samePosition(const Match& other) const;

  // Applies an action to the current hand; a hand that ends is entered on the sheet at once.
  Reject apply(int seat, const Action& a);
  // Deals the next hand once the current one is over and the match goes on. False otherwise.
  bool nextHand();
  // The same, dealt from `seed` instead of the match's own sequence: a network table deals each hand
  // from a seed that every side contributed to (app/net/fairdeal.h), so that no side chooses the deck.
  bool nextHand(std::uint64_t seed);
  // Seed of the n-th hand (0-based) of this match: the deal number shown to players. Hand 0 is dealt
  // from the match seed itself; a hand dealt already answers the seed it was dealt from.
  std::uint64_t handSeed(int n) const;
  // The seed of every hand dealt so far, in order (the first is the match seed).
  const std::vector<std::uint64_t>& dealSeeds() const { return dealSeeds_; }
  int nextDealer() const;
  int dealsSoFar() const { return deals_; }

  // Every action applied so far, over all hands, as recorded (a knock with the melds shown). Replaying
  // it from the same rules and seed rebuilds the match exactly.
  struct LoggedAction {
    int seat = 0;
    Action action;
    int deal = 0;  // 0-based: which deal of the match (drawn hands count)
  };
  const std::vector<LoggedAction>& log() const { return log_; }
  // The same log per deal, each action by the seat to act at that moment (what saves store): one
  // list for every deal so far, the current one included (empty when nothing is played yet).
  std::vector<std::vector<Action>> handLog() const;
  // Why a per-deal log does not replay: the first bad entry (0-based deal and move).
  struct ReplayError {
    enum class Kind { None, Rules, HandNotOver, MatchOver, Refused };
    Kind kind = Kind::None;
    int deal = -1, move = -1;
    Reject reject = Reject::Ok;  // Refused: the engine's reason
    std::string rules;           // Rules: what is wrong with them
  };
  // Rebuilds a match from a per-deal log as handLog() returns it; nullptr and the first bad entry
  // otherwise. The one replay: saves and the controller rebuild matches through it. `dealSeeds` (as
  // dealSeeds() returns them): the later deals were dealt from these seeds (nextHand(seed)), not from the
  // match's own sequence; the first is `seed` itself.
  static std::unique_ptr<Match> replay(const Rules& rules, std::uint64_t seed,
                                       const std::vector<std::vector<Action>>& deals, ReplayError* error,
                                       const std::vector<std::uint64_t>* dealSeeds = nullptr);

 private:
  Rules rules_;
  std::uint64_t seed_;
  Cut cut_;
  ScoreSheet sheet_;
  std::unique_ptr<HandState> hand_;
  int deals_ = 0;  // hands dealt, drawn hands included
  std::vector<std::uint64_t> dealSeeds_;  // the seed of each hand dealt
  std::vector<LoggedAction> log_;
};

}  // namespace gin
