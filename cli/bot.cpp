// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli bot: one JSON request per input line, one JSON answer per line, no state between
// requests. Each request is turned into the seat's view and handed to a freshly made player.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstring>
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
// RFC 8259 JSON, checked before Qt parses it: QJsonDocument also reads what JSON does not allow (a
// byte-order mark before the value, unknown escapes such as "\s" read as "s"), and a request that is not
// JSON must be refused, not guessed at. Returns an empty string for valid JSON, else the reason.
class StrictJson {
 public:
  explicit StrictJson(const std::string& text) : s_(text) {}
  std::string check() {
    if (s_.compare(0, 3, "\xEF\xBB\xBF") == 0) return "a byte-order mark before the JSON";
    space();
    if (!value(0)) return why_;
    space();
    if (i_ != s_.size()) return at("text after the JSON value");
    return {};
  }

 private:
  static constexpr int kMaxDepth = 64;  // a request nests four levels deep
  bool bad(const char* what) {
    why_ = at(what);
    return false;
  }
  std::string at(const char* what) const { return std::string(what) + " at byte " + std::to_string(i_); }
  int peek() const { return i_ < s_.size() ? static_cast<unsigned char>(s_[i_]) : -1; }
  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
  }
  bool literal(const char* word) {
    const std::size_t n = std::char_traits<char>::length(word);
    if (s_.compare(i_, n, word) != 0) return bad("illegal value");
    i_ += n;
    return true;
  }
  bool digits() {
    if (!std::isdigit(peek())) return bad("a digit expected");
    while (std::isdigit(peek())) ++i_;
    return true;
  }
  bool number() {
    if (peek() == '-') ++i_;
    if (peek() == '0') ++i_;
    else if (!digits()) return false;
    if (peek() == '.' && (++i_, !digits())) return false;
    if (peek() == 'e' || peek() == 'E') {
      ++i_;
      if (peek() == '+' || peek() == '-') ++i_;
      if (!digits()) return false;
    }
    return true;
  }
  // One UTF-8 sequence (no overlong forms, no surrogates, at most U+10FFFF).
  bool utf8() {
    const int c = peek();
    int n = c >= 0xF0 && c <= 0xF4 ? 3 : c >= 0xE0 ? 2 : c >= 0xC2 && c < 0xE0 ? 1 : -1;
    if (n < 0 || c > 0xF4) return bad("invalid UTF-8");
    unsigned cp = static_cast<unsigned>(c) & (0x3Fu >> n);
    for (int k = 1; k <= n; ++k) {
      const int x = i_ + k < s_.size() ? static_cast<unsigned char>(s_[i_ + k]) : -1;
      if ((x & 0xC0) != 0x80) return bad("invalid UTF-8");
      cp = cp << 6 | (static_cast<unsigned>(x) & 0x3F);
    }
    if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
      return bad("invalid UTF-8");
    i_ += n + 1;
    return true;
  }
  bool string() {
    ++i_;  // the opening quote
    for (;;) {
      const int c = peek();
      if (c < 0) return bad("unterminated string");
      if (c == '"') {
        ++i_;
        return true;
      }
      if (c < 0x20) return bad("a control character in a string");
      if (c >= 0x80) {
        if (!utf8()) return false;
        continue;
      }
      ++i_;
      if (c != '\\') continue;
      const int e = peek();
      if (e <= 0 || !std::strchr("\"\\/bfnrtu", e)) return bad("invalid escape sequence");
      ++i_;
      if (e == 'u')
        for (int k = 0; k < 4; ++k, ++i_)
          if (!std::isxdigit(peek())) return bad("invalid \\u escape");
    }
  }
  bool value(int depth) {
    if (depth > kMaxDepth) return bad("nested too deeply");
    const int c = peek();
    if (c == '{' || c == '[') {
      const char close = c == '{' ? '}' : ']';
      ++i_;
      space();
      if (peek() == close) return ++i_, true;
      for (;;) {
        if (c == '{') {
          if (peek() != '"') return bad("a member name expected");
          if (!string()) return false;
          space();
          if (peek() != ':') return bad("':' expected");
          ++i_;
          space();
        }
        if (!value(depth + 1)) return false;
        space();
        if (peek() == ',') {
          ++i_;
          space();
          continue;
        }
        if (peek() != close) return bad(c == '{' ? "',' or '}' expected" : "',' or ']' expected");
        ++i_;
        return true;
      }
    }
    if (c == '"') return string();
    if (c == '-' || std::isdigit(c)) return number();
    if (c == 't') return literal("true");
    if (c == 'f') return literal("false");
    if (c == 'n') return literal("null");
    return bad("illegal value");
  }
  const std::string& s_;
  std::size_t i_ = 0;
  std::string why_;
};

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

  // Layoff: where the knocker's cards are. Its melds (as they stand: in poker gin a later defender sees
  // them grown by the earlier defenders' lay-offs) and its deadwood are in the request; the card it
  // discarded face down is in no field, neither on the pile nor anywhere else. Big gin has no such
  // card: all eleven are melded.
  CardSet melded = 0, deadwood = 0;
  bool bigGin = false;
  if (v.phase == Phase::Layoff) {
    for (CardSet m : v.tableMelds) melded |= m;
    const QJsonValue dv = req.value(QLatin1String("deadwood_cards"));
    deadwood = dv.isUndefined() ? 0 : toSet(cardList(dv, "deadwood_cards"));
    const int shown = count(melded) + count(deadwood);
    bigGin = v.knockerGin && v.rules.bigGinAllowed() && deadwood == 0 && shown == perPlayer + 1;
    const bool firstDefender = v.seat == (v.knocker + 1) % v.players;
    if (firstDefender ? shown != perPlayer + (bigGin ? 1 : 0) : shown < perPlayer)
      fail("melds, deadwood_cards: the knocker holds " + std::to_string(perPlayer) + " cards, not " + std::to_string(shown));
    if (req.contains(QLatin1String("stock_count"))) {
      // Lay-offs move cards between hands and melds, never out of them: every seat holds a hand, and
      // one card more is out of sight (the face-down knock discard, or big gin's eleventh card).
      const int expected = kDeckSize - perPlayer * v.players - 1 - static_cast<int>(v.discardPile.size());
      if (v.stockCount != expected) fail("stock_count: expected " + std::to_string(expected) + " from the cards shown");
    }
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
      // A draw from the pile while the first upcard is still being offered takes it.
      const bool offered = std::all_of(events.begin(), events.end(), [](const Event& e) { return e.type == ActionType::PassUpcard; });
      events.push_back({v.seat, fromStock ? ActionType::DrawStock : offered ? ActionType::TakeUpcard : ActionType::DrawDiscard, drawn});
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
  if (v.phase == Phase::Layoff) {
    // What the history says a seat holds must be where that seat's cards can be now: the knocker's in
    // its melds or deadwood (one may be its face-down discard), a defender's in its hand, or in the
    // melds once that defender has laid off.
    const auto earlier = [&](int s) { return (s - v.knocker + v.players) % v.players < (v.seat - v.knocker + v.players) % v.players; };
    int unseen = 0;
    for (Card c = 0; c < kDeckSize; ++c) {
      const int h = holder[c];
      if (h == v.knocker && !contains(melded | deadwood, c) && ++unseen > (bigGin ? 0 : 1))
        fail("history: the knocker drew " + name(c) + ", which is neither in its melds nor in its deadwood");
      if (h >= 0 && h != v.knocker && h != v.seat && contains(deadwood, c))
        fail("deadwood_cards: " + name(c) + " is held by seat " + std::to_string(h) + " according to the history");
      if (h >= 0 && h != v.knocker && h != v.seat && contains(melded, c) && !earlier(h))
        fail("melds: " + name(c) + " is held by seat " + std::to_string(h) + " according to the history");
    }
  }
  for (int s = 0; s < v.players; ++s) {
    // The seat to discard has drawn; so has the knocker, whose knock discard the history leaves out.
    const int expected = (s == v.seat && v.phase == Phase::Discard) || (s == v.knocker && v.phase == Phase::Layoff) ? 1 : 0;
    if (held[s] != expected)
      fail("history: seat " + std::to_string(s) + " has " + std::to_string(held[s]) + " more draws than discards, expected " +
           std::to_string(expected));
  }
  bool same = pile.size() == v.discardPile.size();
  for (std::size_t i = 0; same && i < pile.size(); ++i) same = pile[i] == NoCard || pile[i] == v.discardPile[i];
  if (!same) fail("discard_pile: not the pile the history leaves (" + std::to_string(pile.size()) + " cards)");

  // The order of play: the first upcard is offered from the dealer's left, one seat after another,
  // until a seat takes it (and discards) or every seat passed (then the dealer's left draws first,
  // from the stock); from then on each seat in turn draws and discards.
  const auto seat = [](int s) { return "seat " + std::to_string(s); };
  int turn = (v.dealer + 1) % v.players, passes = 0;
  bool offering = true, hasDrawn = false, stockFirst = false;
  for (const Event& e : events) {
    const bool offer = e.type == ActionType::PassUpcard || e.type == ActionType::TakeUpcard;
    if (offer && !offering) fail("history: " + seat(e.seat) + (e.type == ActionType::PassUpcard ? " passes" : " takes the first upcard") +
                                 " after the first upcard was taken or passed by every seat");
    if (offer || offering) {
      if (!offer) fail("history: " + seat(e.seat) + " plays before the first upcard was taken or passed by every seat");
      if (e.seat != turn) fail("history: the first upcard is offered to " + seat(turn) + ", not to " + seat(e.seat));
      if (e.type == ActionType::TakeUpcard) {
        offering = false;
        hasDrawn = true;
      } else {
        turn = (turn + 1) % v.players;
        offering = ++passes < v.players;
        stockFirst = !offering;
      }
      continue;
    }
    if (e.seat != turn) fail("history: " + seat(e.seat) + " plays in the turn of " + seat(turn));
    if (e.type == ActionType::Discard) {
      if (!hasDrawn) fail("history: " + seat(e.seat) + " discards without drawing");
      hasDrawn = false;
      turn = (turn + 1) % v.players;
    } else {
      if (hasDrawn) fail("history: " + seat(e.seat) + " draws twice in one turn");
      if (stockFirst && e.type == ActionType::DrawDiscard)
        fail("history: every seat passed the first upcard, so the first draw is from the stock");
      hasDrawn = true;
      stockFirst = false;
    }
  }
  const bool ends = v.phase == Phase::FirstUpcard ? offering && turn == v.seat
                    : v.phase == Phase::Draw      ? !offering && !hasDrawn && turn == v.seat
                    : v.phase == Phase::Discard   ? !offering && hasDrawn && turn == v.seat
                                                  : !offering && hasDrawn && turn == v.knocker;
  if (!ends) {
    const std::string who = seat(v.phase == Phase::Layoff ? v.knocker : v.seat);
    fail("history: after it, " + who + " is not the one " +
         (v.phase == Phase::FirstUpcard ? "offered the first upcard" : v.phase == Phase::Draw ? "to draw"
          : v.phase == Phase::Discard ? "to discard" : "who knocked"));
  }
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
  if (v.phase == Phase::FirstUpcard && v.discardPile.size() != 1) fail("discard_pile: only the first upcard is on the pile while it is offered");

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
    const QJsonValue gin = req.value(QLatin1String("gin"));
    if (!gin.isUndefined() && !gin.isBool()) fail("gin: expected true or false");
    v.knockerGin = gin.toBool(false);
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
  // While it is offered, the first upcard is the card on the pile, never one in the bot's hand.
  if (v.phase == Phase::FirstUpcard && contains(v.hand, v.firstUpcard)) fail("first_upcard: " + toString(v.firstUpcard) + " is in the hand");
  if (v.phase == Phase::FirstUpcard && v.firstUpcard != v.discardTop)
    fail("first_upcard: " + toString(v.firstUpcard) + " is not the card on the pile");
  return v;
}

QJsonObject answer(const std::string& line, ai::Level level, std::uint64_t seed) {
  if (const std::string why = StrictJson(line).check(); !why.empty()) return {{"error", QString::fromStdString("malformed JSON: " + why)}};
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
    // Optional: the earlier deals of the match, each seat's late knocks in them and the most deadwood
    // it knocked with late (ai.h).
    // Checked like every other field: whole numbers in range, a list per seat at most.
    const QJsonObject req = doc.object();
    ctx.deals = intField(req, "deals", 0, false);
    if (ctx.deals < 0) fail("'deals' is out of range");
    auto perSeat = [&](const char* key, int hi, std::vector<int>& out) {
      const QJsonValue list = req.value(QLatin1String(key));
      if (list.isUndefined()) return;
      if (!list.isArray()) fail(std::string(key) + ": expected a list of numbers");
      if (list.toArray().size() > v.players) fail(std::string(key) + ": more entries than players");
      for (const QJsonValue& n : list.toArray()) out.push_back(wholeNumber(n, 0, hi, std::string(key) + ": an entry"));
    };
    perSeat("late_knocks", std::max(ctx.deals, 0), ctx.lateKnocks);
    ctx.lateKnocks.resize(v.players, 0);
    perSeat("late_knock_max", 100, ctx.lateKnockMax);
    if (!ctx.lateKnockMax.empty()) ctx.lateKnockMax.resize(v.players, 0);
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
