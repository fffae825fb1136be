// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every option of RULES.md as one value, with named presets.
#pragma once

#include <string>
#include <vector>

namespace gin {

enum class DealerRotation { Alternate, WinnerDeals, LoserDeals };
enum class ShutoutRule {
  BigGameBonus,      // the game bonus becomes `shutoutGameBonus` (seeds 000/001/002)
  DoubleHandPoints,  // the winner's hand points are doubled before bonuses (seed 003)
};

struct Rules {
  // Table
  int players = 2;              // 2 for gin; poker gin takes 2-5
  bool poker = false;           // poker gin rummy (seed 004): knock at any deadwood, lay off on everyone
  bool oklahoma = false;        // knock limit = value of the first upcard
  bool hollywood = false;       // three games scored at once (two players only)

  // The hand
  int knockLimit = 10;
  bool bigGin = true;
  bool discardPileBrowsable = false;  // home rule
  bool oklahomaAceRequiresGin = false;
  bool oklahomaSpadeDoubles = false;
  DealerRotation dealerRotation = DealerRotation::Alternate;

  // Scoring
  int ginBonus = 25;
  int bigGinBonus = 31;
  int undercutBonus = 25;
  int pokerBelowKnockerBonus = 10;  // each player whose deadwood is below the knocker's
  int pokerGinBonus = 25;

  // The game
  int gameTarget = 100;
  int boxBonus = 25;
  int gameBonus = 100;
  ShutoutRule shutoutRule = ShutoutRule::BigGameBonus;
  int shutoutGameBonus = 200;
  bool doubleSettlementOnShutout = true;

  int cardsPerPlayer() const { return (poker && players > 2) ? 7 : 10; }
  bool bigGinAllowed() const { return bigGin && !poker; }
  bool operator==(const Rules&) const = default;
};

// Every field of Rules by its name, as an integer (booleans 0/1, enums by value): the one table behind
// the text form, saves, records, the bot protocol's rule objects, rulesValid's ranges, and the app's
// new-game dialog and rules summary (which add only the words).
struct RuleField {
  const char* key;  // the Rules member's name, e.g. "knockLimit"
  bool isBool;
  int (*get)(const Rules&);
  void (*set)(Rules&, int);
  int min, max;  // the values rulesValid accepts (enums: 0 .. choices - 1)
  // Whether the option changes anything under these rules (in poker gin the knock limit does not,
  // without big gin its bonus does not): the dialog hides the others, the summary leaves them out.
  bool (*applies)(const Rules&);
};
const std::vector<RuleField>& ruleFields();

// Named presets: "standard", "20-point", "oklahoma", "hollywood", "hollywood-oklahoma", "poker",
// "eaai" (the 2021 research challenge: no big gin, no game-end bonuses).
std::vector<std::string> presetNames();
bool preset(const std::string& name, Rules& out);

// Compact "key=value;..." text of every option, for saves, records and the bot protocol.
std::string rulesToString(const Rules& r);
// Reads what rulesToString writes; unknown keys or bad values fail with a message in `error`.
bool rulesFromString(const std::string& text, Rules& out, std::string* error = nullptr);
// A rules value is playable: player count, limits and bonuses in range. Names the problem otherwise.
bool rulesValid(const Rules& r, std::string* error = nullptr);

}  // namespace gin
