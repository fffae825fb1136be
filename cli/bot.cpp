// ginrummy-cli bot: one JSON request per input line, one JSON answer per line, no state between
// requests. Each request is turned into the seat's view and handed to a freshly made player.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>
#include <iostream>
#include <string>

#include "ai/ai.h"
#include "commands.h"
#include "json.h"
#include "hand.h"
#include "legal.h"
#include "meld.h"
#include "options.h"
#include "rules.h"

using namespace gin;

namespace {

struct BadRequest {
  std::string why;
};
[[noreturn]] void fail(const std::string& why) { throw BadRequest{why}; }


Card cardOf(const QJsonValue& v, const char* field) {
  const auto c = parseCard(v.toString().toStdString());
  if (!v.isString() || !c) fail(std::string(field) + ": not a card: " + QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).toStdString());
  return *c;
}
std::vector<Card> cardList(const QJsonValue& v, const char* field) {
  if (!v.isArray()) fail(std::string(field) + ": expected a list of cards");
  std::vector<Card> out;
  for (const QJsonValue& x : v.toArray()) out.push_back(cardOf(x, field));
  return out;
}
// Adds cards to `seen`, failing on any card that appears twice in the request.
CardSet claim(CardSet& seen, const std::vector<Card>& cards, const char* field) {
  CardSet s = 0;
  for (Card c : cards) {
    if (contains(seen, c)) fail(std::string(field) + ": card " + toString(c) + " appears twice");
    seen |= bit(c);
    s |= bit(c);
  }
  return s;
}
int intField(const QJsonObject& o, const char* key, int fallback, bool required) {
  const QJsonValue v = o.value(QLatin1String(key));
  if (v.isUndefined()) {
    if (required) fail(std::string("missing field '") + key + "'");
    return fallback;
  }
  if (!v.isDouble()) fail(std::string("'") + key + "' must be a number");
  return v.toInt();
}

Rules rulesOf(const QJsonValue& v) {
  Rules r;
  std::string error;
  if (v.isString()) {
    // A preset name or the compact key=value form.
    const std::string text = v.toString().toStdString();
    if (!preset(text, r) && !rulesFromString(text, r, &error)) fail(error.empty() ? "unknown rules preset" : error);
  } else if (v.isObject()) {
    std::string text;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
      if (!it->isDouble() && !it->isBool()) fail("rules: '" + it.key().toStdString() + "' must be a number or boolean");
      const int x = it->isBool() ? (it->toBool() ? 1 : 0) : it->toInt();
      text += it.key().toStdString() + "=" + std::to_string(x) + ";";
    }
    if (!rulesFromString(text, r, &error)) fail(error);
  } else if (!v.isUndefined()) {
    fail("rules: expected an object");
  }
  if (!rulesValid(r, &error)) fail(error);
  return r;
}

ActionType historyAction(const QString& name) {
  if (name == QLatin1String("take_upcard")) return ActionType::TakeUpcard;
  if (name == QLatin1String("pass")) return ActionType::PassUpcard;
  if (name == QLatin1String("draw_stock")) return ActionType::DrawStock;
  if (name == QLatin1String("draw_discard")) return ActionType::DrawDiscard;
  if (name == QLatin1String("discard")) return ActionType::Discard;
  fail("history: unknown action '" + name.toStdString() + "'");
}

SeatView viewOf(const QJsonObject& req) {
  SeatView v;
  const QString decision = req.value(QLatin1String("decision")).toString();
  if (decision == QLatin1String("first_upcard")) v.phase = Phase::FirstUpcard;
  else if (decision == QLatin1String("draw")) v.phase = Phase::Draw;
  else if (decision == QLatin1String("discard")) v.phase = Phase::Discard;
  else if (decision == QLatin1String("layoff")) v.phase = Phase::Layoff;
  else fail("decision must be first_upcard, draw, discard or layoff");
  v.rules = rulesOf(req.value(QLatin1String("rules")));
  v.players = v.rules.players;
  v.seat = intField(req, "seat", 0, true);
  v.dealer = intField(req, "dealer", 0, true);
  if (v.seat < 0 || v.seat >= v.players || v.dealer < 0 || v.dealer >= v.players) fail("seat or dealer out of range");
  v.toAct = v.seat;
  v.stockCount = intField(req, "stock_count", 0, v.phase != Phase::Layoff);

  CardSet seen = 0;
  v.hand = claim(seen, cardList(req.value(QLatin1String("hand")), "hand"), "hand");
  const int size = v.rules.cardsPerPlayer() + (v.phase == Phase::Discard ? 1 : 0);
  if (count(v.hand) != size) fail("hand: expected " + std::to_string(size) + " cards, got " + std::to_string(count(v.hand)));
  const QJsonValue pileValue = req.value(QLatin1String("discard_pile"));
  v.discardPile = pileValue.isUndefined() ? std::vector<Card>{} : cardList(pileValue, "discard_pile");
  claim(seen, v.discardPile, "discard_pile");
  v.discardTop = v.discardPile.empty() ? NoCard : v.discardPile.back();
  if (v.phase == Phase::FirstUpcard && v.discardTop == NoCard) fail("first_upcard: the discard pile is empty");

  // History, with the first upcard recovered from it (or the bottom of the pile).
  const QJsonValue histValue = req.value(QLatin1String("history"));
  if (!histValue.isUndefined() && !histValue.isArray()) fail("history: expected a list");
  Card firstUpcard = req.contains(QLatin1String("first_upcard")) ? cardOf(req.value(QLatin1String("first_upcard")), "first_upcard") : NoCard;
  for (const QJsonValue& x : histValue.toArray()) {
    const QJsonObject e = x.toObject();
    PublicEvent ev;
    ev.seat = intField(e, "seat", 0, true);
    if (ev.seat < 0 || ev.seat >= v.players) fail("history: seat out of range");
    ev.type = historyAction(e.value(QLatin1String("action")).toString());
    if (e.contains(QLatin1String("card"))) ev.card = cardOf(e.value(QLatin1String("card")), "history");
    if (ev.type == ActionType::Discard && ev.card == NoCard) fail("history: a discard needs its card");
    if (ev.type == ActionType::TakeUpcard && ev.card != NoCard) firstUpcard = ev.card;
    v.history.push_back(ev);
  }
  if (firstUpcard == NoCard && !v.discardPile.empty()) firstUpcard = v.discardPile.front();
  v.firstUpcard = firstUpcard;
  for (PublicEvent& e : v.history)
    if (e.type == ActionType::TakeUpcard && e.card == NoCard) e.card = firstUpcard;
  v.knockLimit = knockLimitFor(v.rules, firstUpcard);
  v.handSizes.assign(v.players, v.rules.cardsPerPlayer());
  v.stockOnly = stockOnlyAfter(v.phase, v.history);

  if (v.phase == Phase::Discard) {
    v.handSizes[v.seat] += 1;
    const Card drawn = cardOf(req.value(QLatin1String("drawn")), "drawn");
    if (!contains(v.hand, drawn)) fail("drawn: the card is not in the hand");
    const QString from = req.value(QLatin1String("from")).toString();
    if (from != QLatin1String("stock") && from != QLatin1String("discard")) fail("from must be stock or discard");
    if (from == QLatin1String("discard")) v.takenFromDiscard = drawn;
    // The current draw, unless the referee already listed it.
    const bool listed = !v.history.empty() && v.history.back().seat == v.seat && v.history.back().type != ActionType::Discard &&
                        v.history.back().type != ActionType::PassUpcard;
    if (!listed) {
      bool firstTurn = true;
      for (const PublicEvent& e : v.history) firstTurn &= e.type == ActionType::PassUpcard;
      const ActionType t = from == QLatin1String("stock") ? ActionType::DrawStock
                           : (firstTurn && drawn == firstUpcard) ? ActionType::TakeUpcard : ActionType::DrawDiscard;
      v.history.push_back(PublicEvent{v.seat, t, drawn});
    }
  }
  if (v.phase == Phase::Layoff) {
    const int knocker = intField(req, "knocker", (v.seat + 1) % v.players, false);
    if (knocker < 0 || knocker >= v.players || knocker == v.seat) fail("knocker out of range");
    v.knocker = knocker;
    const QJsonValue mv = req.value(QLatin1String("melds"));
    if (!mv.isArray()) fail("melds: expected a list of melds");
    for (const QJsonValue& m : mv.toArray()) {
      const CardSet s = claim(seen, cardList(m, "melds"), "melds");
      if (!isMeld(s)) fail("melds: " + toString(s) + " is not a meld");
      v.tableMelds.push_back(s);
      v.tableOwner.push_back(knocker);
    }
    // The melds are the table's as they stand, earlier defenders' lay-offs included (poker gin), so
    // whether the knocker went gin is read from the request, never from the number of melded cards.
    const QJsonValue dv = req.value(QLatin1String("deadwood_cards"));
    const CardSet deadwood = dv.isUndefined() ? 0 : claim(seen, cardList(dv, "deadwood_cards"), "deadwood_cards");
    v.knockerGin = req.value(QLatin1String("gin")).toBool(false);
    if (v.knockerGin && deadwood) fail("gin: the knocker has deadwood cards");
  } else {
    // Everything must add up: own hand, pile, the other hands and the stock are the whole deck.
    int others = 0;
    for (int s = 0; s < v.players; ++s)
      if (s != v.seat) others += v.handSizes[s];
    const int expected = kDeckSize - count(v.hand) - static_cast<int>(v.discardPile.size()) - others;
    if (v.stockCount != expected) fail("stock_count: expected " + std::to_string(expected) + " from the cards shown");
    if (v.stockCount < (v.phase == Phase::Discard ? 2 : 3)) fail("stock_count: the hand would already be dead");
    if (v.phase == Phase::Draw && v.discardTop == NoCard && v.history.empty()) fail("draw: the discard pile is empty");
  }
  return v;
}

QJsonObject answerFor(const SeatView& v, const Action& a) {
  switch (a.type) {
    case ActionType::TakeUpcard: return {{"action", "take"}};
    case ActionType::PassUpcard: return {{"action", "pass"}};
    case ActionType::DrawStock: return {{"action", "draw_stock"}};
    case ActionType::DrawDiscard: return {{"action", "draw_discard"}};
    case ActionType::Discard: return {{"action", "discard"}, {"card", clijson::card(a.card)}};
    case ActionType::Knock: {
      const CardSet kept = v.hand & ~bit(a.card);
      // Empty melds ask for the engine's arrangement, as HandState::apply would show it.
      const auto melds = a.melds.empty() ? knockArrangement(kept, turnOf(v).pool) : a.melds;
      return {{"action", minDeadwood(kept) == 0 ? "gin" : "knock"}, {"card", clijson::card(a.card)}, {"melds", clijson::melds(melds)}};
    }
    case ActionType::BigGin:
      return {{"action", "big_gin"}, {"melds", clijson::melds(a.melds.empty() ? bestArrangement(v.hand).melds : a.melds)}};
    case ActionType::Layoff: {
      QJsonArray layoffs;
      for (const Layoff& l : a.layoffs) layoffs.append(QJsonObject{{"card", clijson::card(l.card)}, {"meld", l.meld}});
      return {{"action", "layoff"}, {"melds", clijson::melds(a.melds)}, {"layoffs", layoffs}};
    }
  }
  return {{"error", "no action"}};
}

QJsonObject answer(const std::string& line, ai::Level level, std::uint64_t seed) {
  QJsonParseError err{};
  const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &err);
  if (err.error != QJsonParseError::NoError) return {{"error", "malformed JSON: " + err.errorString()}};
  if (!doc.isObject()) return {{"error", "a request is a JSON object"}};
  try {
    const SeatView v = viewOf(doc.object());
    std::vector<int> scores;
    for (const QJsonValue& s : doc.object().value(QLatin1String("scores")).toArray()) scores.push_back(s.toInt());
    scores.resize(v.players, 0);
    const ai::MatchContext ctx{scores, v.rules.gameTarget};
    return answerFor(v, ai::makePlayer(level, seed)->decide(v, ctx));
  } catch (const BadRequest& e) {
    return {{"error", QString::fromStdString(e.why)}};
  }
}

}  // namespace

int cmdBot(const QStringList& args) {
  cliopt::Command cmd("bot", "--level LEVEL [--seed S]",
                      "Answers one JSON decision request per input line with one JSON line, no state between\n"
                      "requests; an impossible request gets {\"error\": ...}. Blank lines are skipped.\n"
                      "Levels: random simple camper marjj beginner casual strong expert.");
  const QString levelName = QStringLiteral("level"), seedName = QStringLiteral("seed");
  cmd.add({levelName, QStringLiteral("The computer player (default expert)."), QStringLiteral("LEVEL"), QStringLiteral("expert")});
  cmd.add({seedName, QStringLiteral("Seed of the player's random choices (default 1)."), QStringLiteral("S"), QStringLiteral("1")});
  if (const auto stop = cmd.parse(args)) return *stop;
  const auto levelValue = ai::levelFromName(cmd.parser().value(levelName).toStdString());
  if (!levelValue) return cmd.refuse(QStringLiteral("unknown level '%1'").arg(cmd.parser().value(levelName)));
  const auto seedValue = cmd.unsignedValue(seedName);
  if (!seedValue) return cliopt::kUsage;
  const ai::Level level = *levelValue;
  const std::uint64_t seed = *seedValue;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const QByteArray out = QJsonDocument(answer(line, level, seed)).toJson(QJsonDocument::Compact);
    std::fwrite(out.constData(), 1, out.size(), stdout);
    std::fputc('\n', stdout);
    if (std::fflush(stdout) != 0) return cliopt::finish("bot", 1);
  }
  return cliopt::finish("bot", 0);
}
