// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules.h"

#include <charconv>
#include <functional>
#include <sstream>

namespace gin {

namespace {

bool always(const Rules&) { return true; }
bool ginOnly(const Rules& r) { return !r.poker; }
bool pokerOnly(const Rules& r) { return r.poker; }
bool knockLimitApplies(const Rules& r) { return !r.poker && !r.oklahoma; }
bool oklahomaOption(const Rules& r) { return !r.poker && r.oklahoma; }
bool bigGinBonusApplies(const Rules& r) { return r.bigGinAllowed(); }
bool shutoutBonusApplies(const Rules& r) { return !r.poker && r.shutoutRule == ShutoutRule::BigGameBonus; }

constexpr int kMaxBonus = 10000;

#define GIN_INT_FIELD(name, lo, hi, when) \
  RuleField { #name, false, [](const Rules& r) { return r.name; }, [](Rules& r, int v) { r.name = v; }, lo, hi, when }
#define GIN_BOOL_FIELD(name, when) \
  RuleField { #name, true, [](const Rules& r) { return r.name ? 1 : 0; }, [](Rules& r, int v) { r.name = v != 0; }, 0, 1, when }
#define GIN_ENUM_FIELD(name, type, count, when)                                                             \
  RuleField {                                                                                               \
    #name, false, [](const Rules& r) { return static_cast<int>(r.name); },                                  \
        [](Rules& r, int v) { r.name = static_cast<type>(v); }, 0, (count) - 1, when                        \
  }

const std::vector<RuleField>& fields() {
  // The order is the text form's (saves and records keep it).
  static const std::vector<RuleField> f = {
      GIN_INT_FIELD(players, 2, 5, pokerOnly),
      GIN_BOOL_FIELD(poker, always),
      GIN_BOOL_FIELD(oklahoma, ginOnly),
      GIN_BOOL_FIELD(hollywood, ginOnly),
      GIN_INT_FIELD(knockLimit, 0, 100, knockLimitApplies),
      GIN_BOOL_FIELD(bigGin, ginOnly),
      GIN_BOOL_FIELD(discardPileBrowsable, always),
      GIN_BOOL_FIELD(oklahomaAceRequiresGin, oklahomaOption),
      GIN_BOOL_FIELD(oklahomaSpadeDoubles, oklahomaOption),
      GIN_ENUM_FIELD(dealerRotation, DealerRotation, 3, ginOnly),  // poker gin: the winner deals
      GIN_INT_FIELD(ginBonus, 0, kMaxBonus, ginOnly),
      GIN_INT_FIELD(bigGinBonus, 0, kMaxBonus, bigGinBonusApplies),
      GIN_INT_FIELD(undercutBonus, 0, kMaxBonus, ginOnly),
      GIN_INT_FIELD(pokerBelowKnockerBonus, 0, kMaxBonus, pokerOnly),
      GIN_INT_FIELD(pokerGinBonus, 0, kMaxBonus, pokerOnly),
      GIN_INT_FIELD(gameTarget, 1, 100000, always),
      // Poker gin: the totals are the result, no game-end bonuses.
      GIN_INT_FIELD(boxBonus, 0, kMaxBonus, ginOnly),
      GIN_INT_FIELD(gameBonus, 0, kMaxBonus, ginOnly),
      GIN_ENUM_FIELD(shutoutRule, ShutoutRule, 2, ginOnly),
      GIN_INT_FIELD(shutoutGameBonus, 0, kMaxBonus, shutoutBonusApplies),
      GIN_BOOL_FIELD(doubleSettlementOnShutout, ginOnly),
  };
  return f;
}

#undef GIN_INT_FIELD
#undef GIN_BOOL_FIELD
#undef GIN_ENUM_FIELD

}  // namespace

const std::vector<RuleField>& ruleFields() { return fields(); }

std::vector<std::string> presetNames() {
  return {"standard", "20-point", "oklahoma", "hollywood", "hollywood-oklahoma", "poker", "eaai"};
}

bool preset(const std::string& name, Rules& out) {
  Rules r;
  if (name == "standard") {
  } else if (name == "20-point") {
    r.ginBonus = r.undercutBonus = r.boxBonus = 20;
  } else if (name == "oklahoma") {
    r.oklahoma = true;
  } else if (name == "hollywood") {
    r.hollywood = true;
  } else if (name == "hollywood-oklahoma") {
    r.hollywood = r.oklahoma = true;
  } else if (name == "poker") {
    r.poker = true;
    r.players = 4;
    r.bigGin = false;
  } else if (name == "eaai") {
    r.bigGin = false;
    r.boxBonus = r.gameBonus = r.shutoutGameBonus = 0;
    r.doubleSettlementOnShutout = false;
  } else {
    return false;
  }
  out = r;
  return true;
}

std::string rulesToString(const Rules& r) {
  std::string out;
  for (const RuleField& f : fields()) {
    if (!out.empty()) out += ';';
    out += f.key;
    out += '=';
    out += std::to_string(f.get(r));
  }
  return out;
}

bool rulesFromString(const std::string& text, Rules& out, std::string* error) {
  Rules r;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ';')) {
    if (item.empty()) continue;
    const auto eq = item.find('=');
    if (eq == std::string::npos) {
      if (error) *error = "rules: missing '=' in '" + item + "'";
      return false;
    }
    const std::string key = item.substr(0, eq);
    const std::string val = item.substr(eq + 1);
    int v = 0;
    const auto [p, ec] = std::from_chars(val.data(), val.data() + val.size(), v);
    if (ec != std::errc() || p != val.data() + val.size()) {
      if (error) *error = "rules: '" + key + "' is not a number";
      return false;
    }
    bool found = false;
    for (const RuleField& f : fields())
      if (key == f.key) {
        f.set(r, v);
        found = true;
      }
    if (!found) {
      if (error) *error = "rules: unknown option '" + key + "'";
      return false;
    }
  }
  if (!rulesValid(r, error)) return false;
  out = r;
  return true;
}

bool rulesValid(const Rules& r, std::string* error) {
  auto fail = [&](const char* why) {
    if (error) *error = why;
    return false;
  };
  if (r.players < 2 || r.players > 5) return fail("rules: 2 to 5 players");
  if (!r.poker && r.players != 2) return fail("rules: gin rummy is for two players; poker gin takes 2 to 5");
  if (r.hollywood && r.players != 2) return fail("rules: Hollywood scoring is for two players");
  if (r.poker && (r.hollywood || r.oklahoma)) return fail("rules: poker gin has its own scoring and no knock limit");
  for (const RuleField& f : fields())
    if (const int v = f.get(r); v < f.min || v > f.max) {
      if (error) *error = "rules: " + std::string(f.key) + " out of range (" + std::to_string(f.min) + " to " +
                          std::to_string(f.max) + ")";
      return false;
    }
  return true;
}

}  // namespace gin
