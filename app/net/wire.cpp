// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wire.h"

#include <QJsonDocument>
#include <cmath>

#include "legal.h"
#include "meld.h"

namespace gin::net {

void refuse(const std::string& why) {
  constexpr std::size_t kMax = 200;
  throw BadMessage{why.size() <= kMax ? why : why.substr(0, kMax) + "..."};
}

int wholeNumber(const QJsonValue& v, double lo, double hi, const std::string& what) {
  const double d = v.toDouble();
  if (!v.isDouble() || d != std::floor(d)) refuse(what + " must be a whole number");
  if (d < lo || d > hi) refuse(what + " is out of range");
  return static_cast<int>(d);
}

int intField(const QJsonObject& o, const char* key, int fallback, bool required) {
  const QJsonValue v = o.value(QLatin1String(key));
  if (v.isUndefined()) {
    if (required) refuse(std::string("missing field '") + key + "'");
    return fallback;
  }
  if (!v.isDouble()) refuse(std::string("'") + key + "' must be a number");
  return wholeNumber(v, -1e6, 1e6, std::string("'") + key + "'");
}

Card cardOf(const QJsonValue& v, const char* field) {
  const auto c = parseCard(v.toString().toStdString());
  if (!v.isString() || !c) refuse(std::string(field) + ": not a card: " + QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).toStdString());
  return *c;
}

std::vector<Card> cardList(const QJsonValue& v, const char* field) {
  if (!v.isArray()) refuse(std::string(field) + ": expected a list of cards");
  std::vector<Card> out;
  for (const QJsonValue& x : v.toArray()) out.push_back(cardOf(x, field));
  return out;
}

CardSet claim(CardSet& seen, const std::vector<Card>& cards, const char* field) {
  CardSet s = 0;
  for (Card c : cards) {
    if (contains(seen, c)) refuse(std::string(field) + ": card " + toString(c) + " appears twice");
    seen |= bit(c);
    s |= bit(c);
  }
  return s;
}

Rules rulesOf(const QJsonValue& v) {
  Rules r;
  std::string error;
  if (v.isString()) {
    // A preset name or the compact key=value form.
    const std::string text = v.toString().toStdString();
    if (!preset(text, r) && !rulesFromString(text, r, &error)) refuse(error.empty() ? "unknown rules preset" : error);
  } else if (v.isObject()) {
    std::string text;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
      if (!it->isDouble() && !it->isBool()) refuse("rules: '" + it.key().toStdString() + "' must be a number or boolean");
      const int x = it->isBool() ? (it->toBool() ? 1 : 0) : wholeNumber(*it, -1e6, 1e6, "rules: '" + it.key().toStdString() + "'");
      text += it.key().toStdString() + "=" + std::to_string(x) + ";";
    }
    if (!rulesFromString(text, r, &error)) refuse(error);
  } else if (!v.isUndefined()) {
    refuse("rules: expected an object");
  }
  if (!rulesValid(r, &error)) refuse(error);
  return r;
}

ActionType historyAction(const QString& name) {
  if (name == QLatin1String("take_upcard")) return ActionType::TakeUpcard;
  if (name == QLatin1String("pass")) return ActionType::PassUpcard;
  if (name == QLatin1String("draw_stock")) return ActionType::DrawStock;
  if (name == QLatin1String("draw_discard")) return ActionType::DrawDiscard;
  if (name == QLatin1String("discard")) return ActionType::Discard;
  refuse("history: unknown action '" + name.toStdString() + "'");
}

QJsonObject actionJson(const SeatView& v, const Action& a) {
  switch (a.type) {
    case ActionType::TakeUpcard: return {{"action", "take"}};
    case ActionType::PassUpcard: return {{"action", "pass"}};
    case ActionType::DrawStock: return {{"action", "draw_stock"}};
    case ActionType::DrawDiscard: return {{"action", "draw_discard"}};
    case ActionType::Discard: return {{"action", "discard"}, {"card", card(a.card)}};
    case ActionType::Knock: {
      const CardSet kept = v.hand & ~bit(a.card);
      // Empty melds ask for the engine's arrangement, as HandState::apply would show it.
      const auto shown = a.melds.empty() ? knockArrangement(kept, turnOf(v).pool) : a.melds;
      return {{"action", minDeadwood(kept) == 0 ? "gin" : "knock"}, {"card", card(a.card)}, {"melds", melds(shown)}};
    }
    case ActionType::BigGin:
      return {{"action", "big_gin"}, {"melds", melds(a.melds.empty() ? bestArrangement(v.hand).melds : a.melds)}};
    case ActionType::Layoff: {
      QJsonArray layoffs;
      for (const Layoff& l : a.layoffs) layoffs.append(QJsonObject{{"card", card(l.card)}, {"meld", l.meld}});
      return {{"action", "layoff"}, {"melds", melds(a.melds)}, {"layoffs", layoffs}};
    }
  }
  return {{"error", "no action"}};
}

}  // namespace gin::net
