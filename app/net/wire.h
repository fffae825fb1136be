// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON forms of cards, rules and actions that the bot protocol (`ginrummy-cli bot`, docs/ai.md)
// and the network protocol (docs/network.md) share. A value that cannot be read throws BadMessage
// with a short reason naming the field; both protocols answer it with that reason.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <string>
#include <vector>

#include "card.h"
#include "hand.h"
#include "rules.h"

namespace gin::net {

struct BadMessage {
  std::string why;
};
// Throws BadMessage. The reason quotes the message at most briefly: a megabyte-long value is not
// echoed back.
[[noreturn]] void refuse(const std::string& why);

// A JSON number that is a whole number within [lo, hi] (JSON numbers are doubles: 1.5 or 1e10 are not
// read as some int).
int wholeNumber(const QJsonValue& v, double lo, double hi, const std::string& what);
// A whole-number field of `o`: `fallback` when absent and not required.
int intField(const QJsonObject& o, const char* key, int fallback, bool required);

// "As", "Td"; a missing card (NoCard) is null.
inline QJsonValue card(Card c) { return c == NoCard ? QJsonValue() : QJsonValue(QString::fromStdString(toString(c))); }
inline QJsonArray cards(CardSet s) {
  QJsonArray a;
  forEach(s, [&](Card c) { a.append(card(c)); });
  return a;
}
inline QJsonArray melds(const std::vector<CardSet>& ms) {
  QJsonArray a;
  for (CardSet m : ms) a.append(cards(m));
  return a;
}

Card cardOf(const QJsonValue& v, const char* field);
std::vector<Card> cardList(const QJsonValue& v, const char* field);
// Adds cards to `seen`, failing on any card that appears twice in the message.
CardSet claim(CardSet& seen, const std::vector<Card>& cards, const char* field);

// A preset name, the compact key=value text, or an object with the field names of gin::Rules;
// validated with rulesValid.
Rules rulesOf(const QJsonValue& v);

// The history's action names: take_upcard, pass, draw_stock, draw_discard, discard.
ActionType historyAction(const QString& name);

// An action as the bot answers it: {"action":"discard","card":"Qs"}, a knock with the arrangement
// shown ("gin" when the ten cards kept are all melded), a lay-off with the defender's own melds and
// the lay-offs. Empty knock or big gin melds stand for the engine's arrangement, read from the view.
QJsonObject actionJson(const SeatView& v, const Action& a);

}  // namespace gin::net
