// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The heuristic levels (internal to engine/ai): how beginner and casual play, and the heuristic under
// each search level (strong, expert and the frozen references), whose move the search keeps unless a
// candidate is clearly better (players.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "playerkit.h"
#include "poker.h"

namespace gin::ai {

struct Style {
  bool counting = true;    // tracks the cards seen and what the opponent picks and discards
  bool careful = true;     // safe discards, score-aware knocking, plays on for gin when it pays
  double slip = 0;         // chance of a human-like slip (a second-best discard, a missed pickup)
  bool lookahead = true;   // a counting player also weighs how each discard leaves the next draw
  // Deadwood a careful player still knocks with after its first four turns (0: only gin). Waiting
  // for gin measured strongest against every level (the undercut risk of a late knock is high);
  // casual knocks with 4 or less, strong with 5 or less.
  int lateKnock = 0;
  // Poker gin's knock limits by round (measured with `arena --levels`, docs/ai.md): far above seed
  // 004's advice, because at a table that knocks early the player who waits is knocked out.
  PokerKnockStyle poker{};
  double pokerLook = 0.5;  // poker: how much the opponents' pressure discounts the next draw
  double pokerLay = 0.3;   // poker: a loose card that may be laid off on a later opponent's meld
  // Poker gin at a table: a pile card is also taken when it lowers the deadwood by this much (0: only
  // a card that joins a meld). Seven-card hands end early; measured +2 points of share (docs/ai.md).
  int pokerTake = 0;
  // Two players: a discard also scores the gin outs of the cards kept (unseen cards that would give
  // gin with the best discard), this much each. Against opponents that wait for gin the hand is a
  // race to gin, where the count of outs matters beyond the lookahead's five best draws (the Expert's
  // heuristic +2.1 to +2.4 points of share against expert0's: docs/panel/2026-12-02-47b466d-gin-outs.md).
  double ginOuts = 0;
  // Two players: the pile card is taken when the hand it leaves, after the best discard, scores
  // better by the discard score below than a stock draw does on average over the unseen cards, by
  // this margin (< 0: only a card that joins a meld, or a low card for a high loose one). The
  // Expert's heuristic +3 points of share against expert0's (docs/panel/2026-12-02-47b466d-gin-outs.md).
  double scoredPickup = -1;
  double look = 5.0;          // the weight of the one-draw lookahead in two-player discards
  double dangerWeight = 6.0;  // the weight of the danger of a discard (two players)
  int earlyTurns = 4;         // a careful player knocks with any legal deadwood during these turns
  // A careful player knocks with any legal deadwood when its score is this close to the target (a
  // knock is likely to end the game). The Expert's 10 instead of 15 (heuristics alone, paired over
  // 2,000 mirrored deals): against marjj +0.5 and +0.9 points of share, against casual +0.5, against
  // simple +0.4; with its search +0.6 against marjj over 250 deals (standard errors 0.2-0.35;
  // docs/panel/2026-12-04-80c4986-expert-panel.md).
  int endKnock = 15;
  // Two players: the danger of a discard measured on hidden hands sampled by the informed opponent
  // model (kDangerSamples of them), this much for a card the opponent takes in every sample (0: the
  // single-card guess danger(), weighed by dangerWeight). The sampled hands see what the opponent's
  // pickups, discards and passes say about its whole hand, not card by card. The Expert's heuristic
  // with 10 against expert1's: +2.5 points of share, against marjj +2.1, against simple +0.9
  // (heuristics alone, paired over 2,000 mirrored deals; docs/ai.md, "The sampled danger").
  double sampledDanger = 0;
};
// The hidden hands the sampled danger is measured on, per discard decision.
inline constexpr int kDangerSamples = 40;
// The heuristic of each level (the search levels keep it unless the search is clearly better).
inline constexpr Style kBeginner{false, false, 0.15, false, 0, {10, 6, 3, true}};
inline constexpr Style kCasual{true, true, 0, false, 4, {25, 16, 8, false}};
inline constexpr Style kStrong{true, true, 0, true, 5, {30, 20, 10, false, false}, 0.5, 0.3, 4};
inline constexpr Style kExpert{true, true, 0, true, 0, {30, 20, 10, false, false}, 0.5, 0.3, 4, 9, 1, 5.0, 6.0, 4, 10, 10};
// The Expert's heuristic against an opponent that has shown it knocks whenever it may (knocksAnyTime):
// such a player knocks the moment it is at the limit, so the hand is a race to low deadwood rather
// than to gin. It keeps its deadwood low (the lookahead weighs 1 instead of 5, no gin outs), discards
// more safely (danger 12 instead of 6) and knocks only during its first two turns, later with gin:
// a knock against a quick knocker's low hand is often undercut, while its knocks into our low hand
// are ours to undercut. Against simple, heuristics alone, paired over 3,000 mirrored deals: +4.0
// points of share (seed 3722, standard error 0.55; docs/ai.md, "The Expert").
inline constexpr Style kExpertQuick{true, true, 0, true, 0, {30, 20, 10, false, false}, 0.5, 0.3, 4, 0, 1, 1.0, 12.0, 2, 10};
// The quick style is for a player who has knocked late with this much deadwood or more: casual and
// strong knock late too, but only with 4 or 5 points, and wait for gin otherwise.
inline constexpr int kQuickStyleFrom = 6;
// The Expert's heuristic of commit 7c8775b, under the frozen reference level expert0.
inline constexpr Style kExpert0{true, true, 0, true, 0, {30, 20, 10, false, false}, 0.5, 0.3, 4, 0, -1};
// The Expert's heuristic at commit 150fe3d, under the frozen reference level expert1.
inline constexpr Style kExpert1{true, true, 0, true, 0, {30, 20, 10, false, false}, 0.5, 0.3, 4, 9, 1};

struct RankedDiscard {
  Card card = NoCard;
  int deadwood = 0;
  double score = 0;
};

// A knock discarding `c`, the rest shown in the engine's arrangement (the fewest lay-off chances).
Action knockWith(const Knowledge& k, Card c);

class HeuristicPlayer final : public Player {
 public:
  // `quick`, when given: the style against a two-player opponent that has shown it knocks whenever it
  // may (knocksAnyTime, from the earlier deals of the match).
  HeuristicPlayer(Style st, std::uint64_t seed, const Style* quick = nullptr) : st_(st), rng_(seed), quick_(quick) {}
  Action decide(const SeatView& v, const MatchContext& m) override { return choose(v, m); }

  // The style this player plays against the opponent of `v`.
  const Style& styleFor(const SeatView& v, const MatchContext& m) const {
    const bool quick = quick_ && v.players == 2 && !v.rules.poker && anyTimeKnockLimit(m, 1 - v.seat) >= kQuickStyleFrom;
    return quick ? *quick_ : st_;
  }

  // `ranked`, when given, receives the discards as ranked for the choice (empty when none were).
  Action choose(const SeatView& v, const MatchContext& m, std::vector<RankedDiscard>* ranked = nullptr);

 private:
  Style st_;
  Rng rng_;
  const Style* quick_;
};

}  // namespace gin::ai
