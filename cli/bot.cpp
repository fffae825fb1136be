// ginrummy-cli bot: one JSON request per input line, one JSON answer per line, no state between
// requests. Each request is turned into the seat's view and handed to a freshly made player.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <array>
#include <cmath>
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
#include "wire.h"

using namespace gin;

namespace {

// The JSON forms shared with the network protocol live in app/net/wire.h.
using BadRequest = net::BadMessage;
[[noreturn]] void fail(const std::string& why) { net::refuse(why); }
using net::cardList;
using net::cardOf;
using net::claim;
using net::historyAction;
using net::intField;
using net::rulesOf;
using net::wholeNumber;

// What the request states must be possible, beyond each field on its own: the scores, the knocker's
// cards in a lay-off, and above all the history, replayed from the deal against the hand and the
// pile. A history that is given starts at the deal (an empty one states nothing).
void checkConsistent(const QJsonObject& req, const SeatView& v) {
  const QJsonValue scores = req.value(QLatin1String("scores"));
  if (!scores.isUndefined()) {
    if (!scores.isArray()) fail("scores: expected a list of numbers");
    if (scores.toArray().size() > v.players) fail("scores: more scores than players");
    for (const QJsonValue& x : scores.toArray()) wholeNumber(x, 0, 1e6, "scores: a score");
  }
  const int perPlayer = v.rules.cardsPerPlayer();

  if (v.phase == Phase::Layoff) {
    // The knocker holds exactly a hand: its melds and its deadwood. A defender after another one
    // (poker gin) sees the melds as they stand, grown by the earlier defenders' lay-offs.
    int melded = 0;
    for (CardSet m : v.tableMelds) melded += count(m);
    const QJsonValue dv = req.value(QLatin1String("deadwood_cards"));
    const int deadwood = dv.isUndefined() ? 0 : static_cast<int>(cardList(dv, "deadwood_cards").size());
    const bool firstDefender = v.seat == (v.knocker + 1) % v.players;
    const bool tooMany = firstDefender && melded + deadwood > perPlayer;
    const bool tooFew = !dv.isUndefined() && melded + deadwood < perPlayer;
    if (tooMany || tooFew || (firstDefender && !dv.isUndefined() && melded + deadwood != perPlayer))
      fail("melds, deadwood_cards: the knocker holds " + std::to_string(perPlayer) + " cards, not " +
           std::to_string(melded + deadwood));
    if (req.contains(QLatin1String("stock_count"))) {
      const int expected = kDeckSize - count(v.hand) - static_cast<int>(v.discardPile.size()) - perPlayer * (v.players - 1);
      if (v.stockCount != expected) fail("stock_count: expected " + std::to_string(expected) + " from the cards shown");
    }
    return;
  }

  const QJsonArray given = req.value(QLatin1String("history")).toArray();
  if (given.isEmpty()) return;
  struct Event {
    int seat;
    ActionType type;
    Card card;  // NoCard: not stated
  };
  std::vector<Event> events;
  for (const QJsonValue& x : given) {
    const QJsonObject e = x.toObject();
    const QJsonValue c = e.value(QLatin1String("card"));
    events.push_back({intField(e, "seat", 0, true), historyAction(e.value(QLatin1String("action")).toString()),
                      c.isUndefined() ? NoCard : cardOf(c, "history")});
  }
  if (v.phase == Phase::Discard) {
    // The current draw: the last event if the referee listed it (as the view does), else `drawn`/`from`.
    const Card drawn = cardOf(req.value(QLatin1String("drawn")), "drawn");
    const bool fromStock = req.value(QLatin1String("from")).toString() == QLatin1String("stock");
    Event& last = events.back();
    if (last.seat == v.seat && last.type != ActionType::Discard && last.type != ActionType::PassUpcard) {
      if ((last.type == ActionType::DrawStock) != fromStock) fail("from: the history's last draw is from the other pile");
      if (last.card != NoCard && last.card != drawn) fail("drawn: the history's last draw is " + toString(last.card));
      last.card = drawn;
    } else {
      events.push_back({v.seat, fromStock ? ActionType::DrawStock : ActionType::DrawDiscard, drawn});
    }
  }

  // Replayed: the pile (bottom to top; NoCard = a card not stated, the upcard if unknown), who holds
  // each card known to be in a hand, and each seat's draws minus discards.
  const QJsonValue upcardValue = req.value(QLatin1String("first_upcard"));
  std::vector<Card> pile{upcardValue.isUndefined() ? NoCard : cardOf(upcardValue, "first_upcard")};
  std::array<int, kDeckSize> holder;
  holder.fill(-1);
  std::vector<int> held(v.players, 0);
  CardSet onPile = 0;
  int takes = 0;
  bool drawn = false;
  auto name = [](Card c) { return toString(c); };
  auto acquire = [&](const Event& e, Card c) {
    ++held[e.seat];
    if (c == NoCard) return;
    if (holder[c] >= 0) fail("history: " + name(c) + " is drawn while seat " + std::to_string(holder[c]) + " holds it");
    holder[c] = e.seat;
  };
  auto takeTop = [&](const Event& e, const char* action) {
    if (pile.empty()) fail(std::string("history: ") + action + " from an empty discard pile");
    Card c = pile.back();
    pile.pop_back();
    if (c != NoCard) onPile &= ~bit(c);
    if (e.card != NoCard && c != NoCard && e.card != c)
      fail(std::string("history: ") + action + " of " + name(e.card) + ", but the top of the pile was " + name(c));
    if (e.card != NoCard && c == NoCard && contains(onPile, e.card))
      fail(std::string("history: ") + action + " of " + name(e.card) + ", which is further down the pile");
    acquire(e, c != NoCard ? c : e.card);
  };
  for (const Event& e : events) {
    switch (e.type) {
      case ActionType::PassUpcard: break;
      case ActionType::TakeUpcard:
        if (++takes > 1) fail("history: more than one take_upcard");
        if (drawn) fail("history: take_upcard after the first draw");
        takeTop(e, "take_upcard");
        break;
      case ActionType::DrawDiscard:
        drawn = true;
        takeTop(e, "draw_discard");
        break;
      case ActionType::DrawStock:
        drawn = true;
        acquire(e, e.card);
        break;
      case ActionType::Discard:
        drawn = true;
        if (contains(onPile, e.card) || (!pile.empty() && pile.front() == e.card))
          fail("history: " + name(e.card) + " is discarded twice");
        if (holder[e.card] >= 0 && holder[e.card] != e.seat)
          fail("history: seat " + std::to_string(e.seat) + " discards " + name(e.card) + ", which seat " +
               std::to_string(holder[e.card]) + " holds");
        holder[e.card] = -1;
        --held[e.seat];
        pile.push_back(e.card);
        onPile |= bit(e.card);
        break;
      default: break;
    }
  }
  for (Card c = 0; c < kDeckSize; ++c) {
    if (holder[c] == v.seat && !contains(v.hand, c))
      fail("history: " + name(c) + " was drawn by seat " + std::to_string(v.seat) + " but is not in the hand");
    if (holder[c] >= 0 && holder[c] != v.seat && contains(v.hand, c))
      fail("hand: " + name(c) + " is held by seat " + std::to_string(holder[c]) + " according to the history");
  }
  for (Card c : pile)
    if (c != NoCard && contains(v.hand, c)) fail("hand: " + name(c) + " is on the discard pile according to the history");
  for (int s = 0; s < v.players; ++s) {
    const int expected = s == v.seat && v.phase == Phase::Discard ? 1 : 0;
    if (held[s] != expected)
      fail("history: seat " + std::to_string(s) + " has " + std::to_string(held[s]) + " more draws than discards, expected " +
           std::to_string(expected));
  }
  bool same = pile.size() == v.discardPile.size();
  for (std::size_t i = 0; same && i < pile.size(); ++i) same = pile[i] == NoCard || pile[i] == v.discardPile[i];
  if (!same) fail("discard_pile: not the pile the history leaves (" + std::to_string(pile.size()) + " cards)");
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
  checkConsistent(req, v);
  return v;
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
    ai::MatchContext ctx{scores, v.rules.gameTarget};
    // Optional: the earlier deals of the match and each seat's late knocks in them (ai.h).
    ctx.deals = std::max(0, doc.object().value(QLatin1String("deals")).toInt());
    for (const QJsonValue& n : doc.object().value(QLatin1String("late_knocks")).toArray()) ctx.lateKnocks.push_back(n.toInt());
    ctx.lateKnocks.resize(v.players, 0);
    return net::actionJson(v, ai::makePlayer(level, seed)->decide(v, ctx));
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
