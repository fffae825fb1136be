#include "rules.h"

#include <charconv>
#include <functional>
#include <sstream>

namespace gin {

namespace {

#define GIN_INT_FIELD(name) \
  RuleField { #name, false, [](const Rules& r) { return r.name; }, [](Rules& r, int v) { r.name = v; } }
#define GIN_BOOL_FIELD(name) \
  RuleField { #name, true, [](const Rules& r) { return r.name ? 1 : 0; }, [](Rules& r, int v) { r.name = v != 0; } }
#define GIN_ENUM_FIELD(name, type) \
  RuleField { #name, false, [](const Rules& r) { return static_cast<int>(r.name); }, [](Rules& r, int v) { r.name = static_cast<type>(v); } }

const std::vector<RuleField>& fields() {
  static const std::vector<RuleField> f = {
      GIN_INT_FIELD(players),
      GIN_BOOL_FIELD(poker),
      GIN_BOOL_FIELD(oklahoma),
      GIN_BOOL_FIELD(hollywood),
      GIN_INT_FIELD(knockLimit),
      GIN_BOOL_FIELD(bigGin),
      GIN_BOOL_FIELD(discardPileBrowsable),
      GIN_BOOL_FIELD(oklahomaAceRequiresGin),
      GIN_BOOL_FIELD(oklahomaSpadeDoubles),
      GIN_ENUM_FIELD(dealerRotation, DealerRotation),
      GIN_INT_FIELD(ginBonus),
      GIN_INT_FIELD(bigGinBonus),
      GIN_INT_FIELD(undercutBonus),
      GIN_INT_FIELD(pokerBelowKnockerBonus),
      GIN_INT_FIELD(pokerGinBonus),
      GIN_INT_FIELD(gameTarget),
      GIN_INT_FIELD(boxBonus),
      GIN_INT_FIELD(gameBonus),
      GIN_ENUM_FIELD(shutoutRule, ShutoutRule),
      GIN_INT_FIELD(shutoutGameBonus),
      GIN_BOOL_FIELD(doubleSettlementOnShutout),
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
  if (r.knockLimit < 0 || r.knockLimit > 100) return fail("rules: knock limit out of range");
  if (r.gameTarget < 1 || r.gameTarget > 100000) return fail("rules: game target out of range");
  if (static_cast<int>(r.dealerRotation) < 0 || static_cast<int>(r.dealerRotation) > 2)
    return fail("rules: unknown dealer rotation");
  if (static_cast<int>(r.shutoutRule) < 0 || static_cast<int>(r.shutoutRule) > 1)
    return fail("rules: unknown shutout rule");
  for (int v : {r.ginBonus, r.bigGinBonus, r.undercutBonus, r.pokerBelowKnockerBonus, r.pokerGinBonus, r.boxBonus,
                r.gameBonus, r.shutoutGameBonus})
    if (v < 0 || v > 10000) return fail("rules: a bonus is out of range");
  return true;
}

}  // namespace gin
