// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <stdexcept>

#include "meld.h"

using namespace gin;

namespace {

struct BadRecord : std::runtime_error {
  using std::runtime_error::runtime_error;
};
[[noreturn]] void bad(const std::string& why) { throw BadRecord(why); }

Card cardOf(const QJsonValue& v, const char* what) {
  const auto c = parseCard(v.toString().toStdString());
  if (!v.isString() || !c) bad(std::string(what) + ": not a card");
  return *c;
}
CardSet cardSet(const QJsonValue& v, const char* what) {
  if (!v.isArray()) bad(std::string(what) + ": expected a list of cards");
  CardSet s = 0;
  for (const QJsonValue& x : v.toArray()) s |= bit(cardOf(x, what));
  return s;
}
std::vector<CardSet> meldList(const QJsonValue& v) {
  if (!v.isArray()) bad("melds: expected a list of melds");
  std::vector<CardSet> out;
  for (const QJsonValue& m : v.toArray()) out.push_back(cardSet(m, "melds"));
  return out;
}
int whole(const QJsonValue& v, const char* what, int lo, int hi) {
  const double d = v.toDouble();
  if (!v.isDouble() || d != std::floor(d) || d < lo || d > hi) bad(std::string(what) + ": expected a whole number");
  return static_cast<int>(d);
}

Rules rulesOf(const QJsonValue& v) {
  if (!v.isObject()) bad("rules: expected an object");
  Rules r;
  const QJsonObject o = v.toObject();
  for (const RuleField& f : ruleFields()) {
    const QJsonValue x = o.value(QLatin1String(f.key));
    if (x.isUndefined()) continue;
    if (x.isBool()) f.set(r, x.toBool() ? 1 : 0);
    else f.set(r, whole(x, f.key, -1000000, 1000000));
  }
  std::string error;
  if (!rulesValid(r, &error)) bad("rules: " + error);
  if (r.players != 2) bad("rules: the review is for two players");
  return r;
}

Action actionOf(const QJsonObject& a) {
  const QString name = a.value(QLatin1String("action")).toString();
  const auto card = [&] { return cardOf(a.value(QLatin1String("card")), "actions: card"); };
  if (name == QLatin1String("take_upcard")) return Action::take();
  if (name == QLatin1String("pass")) return Action::pass();
  if (name == QLatin1String("draw_stock")) return Action::drawStock();
  if (name == QLatin1String("draw_discard")) return Action::drawDiscard();
  if (name == QLatin1String("discard")) return Action::discard(card());
  if (name == QLatin1String("knock")) return Action::knock(card(), meldList(a.value(QLatin1String("melds"))));
  if (name == QLatin1String("big_gin")) return Action::bigGin(meldList(a.value(QLatin1String("melds"))));
  if (name == QLatin1String("layoff")) {
    std::vector<Layoff> l;
    for (const QJsonValue& x : a.value(QLatin1String("layoffs")).toArray()) {
      const QJsonObject o = x.toObject();
      l.push_back(Layoff{cardOf(o.value(QLatin1String("card")), "layoffs: card"), whole(o.value(QLatin1String("meld")), "layoffs: meld", 0, 100)});
    }
    return Action::layoff(meldList(a.value(QLatin1String("melds"))), l);
  }
  bad("actions: unknown action '" + name.toStdString() + "'");
}


std::vector<int> ints(const QJsonValue& v, const char* what) {
  std::vector<int> out;
  if (!v.isArray()) bad(std::string(what) + ": expected a list of numbers");
  for (const QJsonValue& x : v.toArray()) out.push_back(whole(x, what, -1000000, 1000000));
  return out;
}

// One line of an arena --record file.
RecordHand parseHand(const QByteArray& line) {
  QJsonParseError err;
  const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
  if (!doc.isObject()) bad("not a JSON object (" + err.errorString().toStdString() + ")");
  const QJsonObject o = doc.object();
  RecordHand h;
  h.game = whole(o.value(QLatin1String("game")), "game", 0, 1000000000);
  h.hand = whole(o.value(QLatin1String("hand")), "hand", 1, 1000000);
  for (const QJsonValue& s : o.value(QLatin1String("seats")).toArray()) h.seats.push_back(s.toString().toStdString());
  ai::HandRecord& r = h.record;
  r.rules = rulesOf(o.value(QLatin1String("rules")));
  r.target = r.rules.gameTarget;
  if (h.seats.size() != 2) bad("seats: expected the level of each of the two seats");
  r.dealer = whole(o.value(QLatin1String("dealer")), "dealer", 0, 1);
  const QJsonObject deal = o.value(QLatin1String("deal")).toObject();
  for (const QJsonValue& x : deal.value(QLatin1String("hands")).toArray()) r.hands.push_back(cardSet(x, "deal: hands"));
  if (r.hands.size() != 2) bad("deal: expected two hands");
  r.upcard = cardOf(deal.value(QLatin1String("upcard")), "deal: upcard");
  for (const QJsonValue& x : deal.value(QLatin1String("stock")).toArray()) r.stockTopFirst.push_back(cardOf(x, "deal: stock"));
  CardSet all = bit(r.upcard);
  int n = 1;
  for (CardSet s : r.hands) all |= s, n += count(s);
  for (Card c : r.stockTopFirst) all |= bit(c), ++n;
  if (n != kDeckSize || all != kFullDeck || count(r.hands[0]) != 10 || count(r.hands[1]) != 10)
    bad("deal: the hands, upcard and stock are not one deck of 52 cards");
  if (!o.value(QLatin1String("actions")).isArray()) bad("actions: expected a list");
  for (const QJsonValue& a : o.value(QLatin1String("actions")).toArray()) r.actions.push_back(actionOf(a.toObject()));
  // Scores before the hand: the first game's totals after it less the hand's points (zero at hand 1).
  r.scoresBefore = {0, 0};
  const QJsonArray scores = o.value(QLatin1String("scores")).toArray();
  if (h.hand > 1 && !scores.isEmpty() && o.contains(QLatin1String("points"))) {
    const std::vector<int> after = ints(scores.first(), "scores"), pts = ints(o.value(QLatin1String("points")), "points");
    if (after.size() != 2 || pts.size() != 2) bad("scores: expected two seats");
    r.scoresBefore = {after[0] - pts[0], after[1] - pts[1]};
  }
  return h;
}

}  // namespace

std::vector<RecordHand> readRecord(const QString& path, std::string& error) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    error = "cannot read " + path.toStdString() + ": " + f.errorString().toStdString();
    return {};
  }
  std::vector<RecordHand> hands;
  int number = 0;
  for (const QByteArray& line : f.readAll().split('\n')) {
    ++number;
    if (line.trimmed().isEmpty()) continue;
    try {
      if (QJsonDocument::fromJson(line).object().value(QLatin1String("outcome")).toString() == QLatin1String("stalled")) continue;
      hands.push_back(parseHand(line));
      int badMove = -1;
      ai::replayStates(hands.back().record, &badMove);
      if (badMove >= 0) bad("action " + std::to_string(badMove) + " does not replay: the engine refuses it");
    } catch (const BadRecord& e) {
      error = path.toStdString() + ":" + std::to_string(number) + ": " + e.what();
      return {};
    }
  }
  if (hands.empty()) error = path.toStdString() + ": no hands (expected the JSON lines of arena --record)";
  return hands;
}

