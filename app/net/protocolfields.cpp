// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocolfields.h"

#include <cmath>

#include "invitation.h"
#include "meld.h"

namespace gin::net::fields {

std::string str(const char* a, const char* b) { return std::string(a) + b; }

QJsonObject objectOf(const QJsonValue& v, const char* field) {
  if (!v.isObject()) refuse(str(field, ": expected an object"));
  return v.toObject();
}

int number(const QJsonObject& o, const char* key, double lo, double hi) {
  const QJsonValue v = o.value(QLatin1String(key));
  if (v.isUndefined()) refuse(str("missing field '", key) + "'");
  return wholeNumber(v, lo, hi, str("'", key) + "'");
}

bool flag(const QJsonObject& o, const char* key, bool fallback) {
  const QJsonValue v = o.value(QLatin1String(key));
  if (v.isUndefined()) return fallback;
  if (!v.isBool()) refuse(str("'", key) + "' must be true or false");
  return v.toBool();
}

// A short code word: lower case letters, digits and underscores, 1-40 of them.
QString codeWord(const QJsonValue& v, const char* field) {
  const QString s = v.toString();
  if (!v.isString() || s.isEmpty() || s.size() > 40) refuse(str(field, ": expected a code word"));
  for (QChar c : s)
    if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_')))
      refuse(str(field, ": expected a code word"));
  return s;
}

QByteArray hex32(const QJsonValue& v, const char* field) {
  const QString s = v.toString();
  if (!v.isString() || s.size() != 64) refuse(str(field, ": expected 64 hex digits"));
  for (QChar c : s)
    if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
      refuse(str(field, ": expected 64 lower-case hex digits"));
  return QByteArray::fromHex(s.toLatin1());
}
QString hexOf(const QByteArray& b) { return QString::fromLatin1(b.toHex()); }

QByteArray token(const QJsonValue& v, const char* field) {
  const auto b = fromBase64Url(v.toString());
  if (!v.isString() || !b || b->size() != kTokenBytes) refuse(str(field, ": expected a token of 22 base64url characters"));
  return *b;
}

QJsonArray arrayOf(const QJsonValue& v, const char* field, int max) {
  if (!v.isArray()) refuse(str(field, ": expected a list"));
  const QJsonArray a = v.toArray();
  if (a.size() > max) refuse(str(field, ": too long"));
  return a;
}

std::vector<int> numbers(const QJsonValue& v, const char* field, int size, double lo, double hi) {
  const QJsonArray a = arrayOf(v, field, size);
  if (a.size() != size) refuse(str(field, ": one number per seat"));
  std::vector<int> out;
  for (const QJsonValue& x : a) out.push_back(wholeNumber(x, lo, hi, str(field, ": a number")));
  return out;
}

// Melds of one action or one table: lists of cards, no card twice (in `seen`).
std::vector<CardSet> meldList(const QJsonValue& v, const char* field, CardSet& seen, int max) {
  std::vector<CardSet> out;
  for (const QJsonValue& m : arrayOf(v, field, max)) {
    const auto cards = cardList(m, field);
    if (cards.size() > 13) refuse(str(field, ": a meld of more than 13 cards"));
    out.push_back(claim(seen, cards, field));
  }
  return out;
}

Phase phaseOf(const QJsonValue& v) {
  const QString s = v.toString();
  for (Phase p : {Phase::FirstUpcard, Phase::Draw, Phase::Discard, Phase::Layoff, Phase::Scored, Phase::Drawn})
    if (s == QLatin1String(phaseCode(p))) return p;
  refuse("view: unknown phase");
}

ActionType eventType(const QJsonValue& v) {
  const QString s = v.toString();
  for (ActionType t : {ActionType::TakeUpcard, ActionType::PassUpcard, ActionType::DrawStock, ActionType::DrawDiscard,
                       ActionType::Discard, ActionType::Knock, ActionType::BigGin, ActionType::Layoff})
    if (s == QLatin1String(eventName(t))) return t;
  refuse("event: unknown action '" + s.left(40).toStdString() + "'");
}

Card optionalCard(const QJsonObject& o, const char* key) {
  const QJsonValue v = o.value(QLatin1String(key));
  return v.isUndefined() || v.isNull() ? NoCard : cardOf(v, key);
}

// Lay-offs: {card, meld} with the meld an index into `melds` melds; no card twice (in `seen`).
QJsonArray layoffsJson(const std::vector<Layoff>& ls) {
  QJsonArray a;
  for (const Layoff& l : ls) a.append(QJsonObject{{"card", card(l.card)}, {"meld", l.meld}});
  return a;
}
std::vector<Layoff> layoffList(const QJsonValue& v, const char* field, CardSet& seen, int melds) {
  std::vector<Layoff> out;
  for (const QJsonValue& x : arrayOf(v, field, 11)) {
    const QJsonObject l = objectOf(x, field);
    const Card c = cardOf(l.value(QLatin1String("card")), field);
    claim(seen, {c}, field);
    out.push_back({c, number(l, "meld", 0, std::max(0, melds - 1))});
    if (melds == 0) refuse(str(field, ": a lay-off onto no meld"));
  }
  return out;
}

Outcome outcomeOf(const QJsonValue& v) {
  const QString s = v.toString();
  for (Outcome o : {Outcome::Knock, Outcome::Gin, Outcome::BigGin, Outcome::Undercut, Outcome::Drawn})
    if (s == QLatin1String(outcomeCode(o))) return o;
  refuse("result: unknown outcome");
}

// The end of a hand as the view shows it (engine: HandResult): everything is face up by then.
QJsonObject resultJson(const HandResult& r) {
  auto ints = [](const std::vector<int>& v) {
    QJsonArray a;
    for (int x : v) a.append(x);
    return a;
  };
  QJsonArray melds, layoffs, dead;
  for (const auto& m : r.melds) melds.append(gin::net::melds(m));
  for (const auto& l : r.layoffs) layoffs.append(layoffsJson(l));
  for (CardSet d : r.deadwoodCards) dead.append(cards(d));
  return {{"outcome", outcomeCode(r.outcome)},
          {"knocker", r.knocker},
          {"winner", r.winner},
          {"deadwood", ints(r.deadwood)},
          {"deadwood_before", ints(r.deadwoodBefore)},
          {"points", ints(r.points)},
          {"points_from", ints(r.pointsFrom)},
          {"bonus", r.bonus},
          {"multiplier", r.multiplier},
          {"melds", melds},
          {"layoffs", layoffs},
          {"deadwood_cards", dead},
          {"table_melds", gin::net::melds(r.tableMelds)},
          {"table_owner", ints(r.tableOwner)}};
}

HandResult readResult(const QJsonValue& value, int players) {
  const QJsonObject o = objectOf(value, "result");
  const int last = players - 1;
  HandResult r;
  r.outcome = outcomeOf(o.value(QLatin1String("outcome")));
  r.knocker = number(o, "knocker", -1, last);
  r.winner = number(o, "winner", -1, last);
  // Per seat, or empty (a drawn hand scores nothing).
  auto perSeat = [&](const char* key, double lo, double hi) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || (v.isArray() && v.toArray().isEmpty())) return std::vector<int>{};
    return numbers(v, key, players, lo, hi);
  };
  r.deadwood = perSeat("deadwood", 0, 1000);
  r.deadwoodBefore = perSeat("deadwood_before", 0, 1000);
  r.points = perSeat("points", -1e6, 1e6);
  r.pointsFrom = perSeat("points_from", -1e6, 1e6);
  r.bonus = number(o, "bonus", 0, 1e6);
  r.multiplier = number(o, "multiplier", 1, 16);
  if (r.winner >= 0 && int(r.points.size()) != players) refuse("result: a won hand has points per seat");
  CardSet onTable = 0;
  r.tableMelds = meldList(o.value(QLatin1String("table_melds")), "result: table_melds", onTable, kMaxTableMelds);
  const QJsonArray owners = arrayOf(o.value(QLatin1String("table_owner")), "result: table_owner", kMaxTableMelds);
  if (owners.size() != static_cast<int>(r.tableMelds.size())) refuse("result: table_owner: one seat per table meld");
  for (const QJsonValue& s : owners) r.tableOwner.push_back(wholeNumber(s, 0, last, "result: table_owner: a seat"));
  const QJsonArray melds = arrayOf(o.value(QLatin1String("melds")), "result: melds", players);
  const QJsonArray layoffs = arrayOf(o.value(QLatin1String("layoffs")), "result: layoffs", players);
  const QJsonArray dead = arrayOf(o.value(QLatin1String("deadwood_cards")), "result: deadwood_cards", players);
  CardSet seen = 0;  // each card in one seat's melds or deadwood
  for (const QJsonValue& m : melds) r.melds.push_back(meldList(m, "result: melds", seen, kMaxMelds));
  for (const QJsonValue& d : dead) r.deadwoodCards.push_back(claim(seen, cardList(d, "result: deadwood_cards"), "result: deadwood_cards"));
  CardSet laid = 0;
  for (const QJsonValue& l : layoffs) r.layoffs.push_back(layoffList(l, "result: layoffs", laid, int(r.tableMelds.size())));
  // A seat's melds go with its deadwood (the hand log and the result panel read them together).
  if (!r.melds.empty() && (int(r.melds.size()) != players || int(r.deadwoodCards.size()) != players))
    refuse("result: melds and deadwood_cards per seat");
  if (r.outcome != Outcome::Drawn && (r.winner < 0 || r.knocker < 0)) refuse("result: a scored hand has a knocker and a winner");
  return r;
}

}  // namespace gin::net::fields
