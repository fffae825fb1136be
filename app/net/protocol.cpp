// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

#include "invitation.h"
#include "meld.h"
#include "protocolfields.h"

namespace gin::net {

using namespace fields;

const QStringList& sayCodes() {
  static const QStringList codes{QStringLiteral("hello"),     QStringLiteral("good_game"),     QStringLiteral("nice_gin"),
                                 QStringLiteral("well_played"), QStringLiteral("thanks"),      QStringLiteral("just_a_moment"),
                                 QStringLiteral("oops"),      QStringLiteral("again")};
  return codes;
}

QString readName(const QJsonValue& v, const char* field) {
  if (!v.isString()) refuse(str(field, ": expected a name"));
  const QString s = v.toString().trimmed();
  const auto points = s.toUcs4();
  if (points.isEmpty() || points.size() > kMaxNameLength) refuse(str(field, ": a name has 1 to 40 characters"));
  for (char32_t c : points)
    if (!QChar::isPrint(c)) refuse(str(field, ": a name has only printable characters"));
  return s;
}

const char* eventName(ActionType t) {
  switch (t) {
    case ActionType::TakeUpcard: return "take_upcard";
    case ActionType::PassUpcard: return "pass";
    case ActionType::DrawStock: return "draw_stock";
    case ActionType::DrawDiscard: return "draw_discard";
    case ActionType::Discard: return "discard";
    case ActionType::Knock: return "knock";
    case ActionType::BigGin: return "big_gin";
    case ActionType::Layoff: return "layoff";
  }
  return "?";
}

// ---- actions, events, views ----

Action readAction(const QJsonObject& o) {
  const QString name = o.value(QLatin1String("action")).toString();
  CardSet seen = 0;
  auto melds = [&](bool required) {
    const QJsonValue v = o.value(QLatin1String("melds"));
    if (v.isUndefined() && !required) return std::vector<CardSet>{};
    return meldList(v, "melds", seen, kMaxMelds);
  };
  if (name == QLatin1String("take")) return Action::take();
  if (name == QLatin1String("pass")) return Action::pass();
  if (name == QLatin1String("draw_stock")) return Action::drawStock();
  if (name == QLatin1String("draw_discard")) return Action::drawDiscard();
  if (name == QLatin1String("discard")) return Action::discard(cardOf(o.value(QLatin1String("card")), "card"));
  if (name == QLatin1String("knock") || name == QLatin1String("gin")) {
    const Card c = cardOf(o.value(QLatin1String("card")), "card");
    seen |= bit(c);
    return Action::knock(c, melds(false));
  }
  if (name == QLatin1String("big_gin")) return Action::bigGin(melds(false));
  if (name == QLatin1String("layoff")) {
    auto own = melds(true);
    std::vector<Layoff> lay;
    for (const QJsonValue& x : arrayOf(o.value(QLatin1String("layoffs")), "layoffs", 11)) {
      const QJsonObject l = objectOf(x, "layoffs");
      const Card c = cardOf(l.value(QLatin1String("card")), "layoffs");
      claim(seen, {c}, "layoffs");
      lay.push_back({c, number(l, "meld", 0, kMaxTableMelds - 1)});
    }
    return Action::layoff(std::move(own), std::move(lay));
  }
  refuse("action: expected take, pass, draw_stock, draw_discard, discard, knock, gin, big_gin or layoff");
}

QJsonObject eventJson(const PublicEvent& e) {
  QJsonObject o{{"seat", e.seat}, {"action", eventName(e.type)}};
  if (e.card != NoCard) o.insert(QStringLiteral("card"), card(e.card));
  if (!e.melds.empty()) o.insert(QStringLiteral("melds"), melds(e.melds));
  if (!e.layoffs.empty()) o.insert(QStringLiteral("layoffs"), layoffsJson(e.layoffs));
  return o;
}

PublicEvent readEvent(const QJsonValue& v, int players) {
  const QJsonObject o = objectOf(v, "event");
  PublicEvent e;
  e.seat = number(o, "seat", 0, players - 1);
  e.type = eventType(o.value(QLatin1String("action")));
  e.card = optionalCard(o, "card");
  if (e.type == ActionType::Discard && e.card == NoCard) refuse("event: a discard shows its card");
  // A knock's or big gin's melds laid out, a defender's own melds and lay-offs (optional: a bot's history
  // has none).
  CardSet seen = 0;
  if (o.contains(QLatin1String("melds"))) e.melds = meldList(o.value(QLatin1String("melds")), "event: melds", seen, kMaxMelds);
  if (o.contains(QLatin1String("layoffs")))
    e.layoffs = layoffList(o.value(QLatin1String("layoffs")), "event: layoffs", seen, kMaxTableMelds);
  return e;
}

QJsonObject rulesJson(const Rules& r) {
  QJsonObject o;
  for (const RuleField& f : ruleFields()) {
    if (f.isBool) o.insert(QLatin1String(f.key), f.get(r) != 0);
    else o.insert(QLatin1String(f.key), f.get(r));
  }
  return o;
}

QJsonObject viewJson(const SeatView& v) {
  QJsonArray pile, history, sizes, owners;
  for (Card c : v.discardPile) pile.append(card(c));
  for (const PublicEvent& e : v.history) history.append(eventJson(e));
  for (int n : v.handSizes) sizes.append(n);
  for (int s : v.tableOwner) owners.append(s);
  return {{"seat", v.seat},
          {"dealer", v.dealer},
          {"to_act", v.toAct},
          {"phase", phaseCode(v.phase)},
          {"hand", cards(v.hand)},
          {"discard_pile", pile},
          {"discard_top", card(v.discardTop)},
          {"stock_count", v.stockCount},
          {"first_upcard", card(v.firstUpcard)},
          {"knock_limit", v.knockLimit},
          {"taken_from_discard", card(v.takenFromDiscard)},
          {"hand_sizes", sizes},
          {"history", history},
          {"table_melds", melds(v.tableMelds)},
          {"table_owner", owners},
          {"knocker", v.knocker},
          {"stock_only", v.stockOnly},
          {"knocker_gin", v.knockerGin}};
}

QJsonObject tableViewJson(const SeatView& v) {
  QJsonObject o = viewJson(v);
  QJsonArray laidOut, shown, layoffs;
  for (bool b : v.laidOut) laidOut.append(b);
  for (CardSet s : v.shown) shown.append(cards(s));
  for (const auto& l : v.layoffs) layoffs.append(layoffsJson(l));
  o.insert(QStringLiteral("pile_size"), v.pileSize);
  o.insert(QStringLiteral("knock_discard_down"), v.knockDiscardDown);
  if (v.knockDiscard != NoCard) o.insert(QStringLiteral("knock_discard"), card(v.knockDiscard));
  o.insert(QStringLiteral("laid_out"), laidOut);
  o.insert(QStringLiteral("shown"), shown);
  o.insert(QStringLiteral("layoffs"), layoffs);
  if (v.phase == Phase::Scored || v.phase == Phase::Drawn) o.insert(QStringLiteral("result"), resultJson(v.result));
  return o;
}

SeatView readView(const QJsonValue& value, const Rules& rules) {
  const QJsonObject o = objectOf(value, "view");
  SeatView v;
  v.rules = rules;
  v.players = rules.players;
  const int last = v.players - 1;
  v.seat = number(o, "seat", 0, last);
  v.dealer = number(o, "dealer", 0, last);
  v.toAct = number(o, "to_act", -1, last);  // -1 once the hand is over
  v.phase = phaseOf(o.value(QLatin1String("phase")));
  CardSet seen = 0;
  v.hand = claim(seen, cardList(o.value(QLatin1String("hand")), "hand"), "hand");
  v.discardPile = cardList(arrayOf(o.value(QLatin1String("discard_pile")), "discard_pile", kDeckSize), "discard_pile");
  claim(seen, v.discardPile, "discard_pile");
  // The top as this seat sees it: none while a knock discard lies face down on it.
  v.discardTop = optionalCard(o, "discard_top");
  if (v.discardTop != NoCard && (v.discardPile.empty() || v.discardPile.back() != v.discardTop))
    refuse("discard_top: not the top of discard_pile");
  v.stockCount = number(o, "stock_count", 0, kDeckSize);
  v.firstUpcard = optionalCard(o, "first_upcard");
  v.knockLimit = number(o, "knock_limit", 0, 1000);
  v.takenFromDiscard = optionalCard(o, "taken_from_discard");
  if (v.takenFromDiscard != NoCard && !contains(v.hand, v.takenFromDiscard)) refuse("taken_from_discard: not in the hand");
  v.handSizes = numbers(o.value(QLatin1String("hand_sizes")), "hand_sizes", v.players, 0, rules.cardsPerPlayer() + 1);
  for (const QJsonValue& e : arrayOf(o.value(QLatin1String("history")), "history", kMaxHistory))
    v.history.push_back(readEvent(e, v.players));
  // The melds laid out are still counted in their owners' hands (the knocker's own view holds them).
  CardSet onTable = 0;
  v.tableMelds = meldList(o.value(QLatin1String("table_melds")), "table_melds", onTable, kMaxTableMelds);
  for (Card c : v.discardPile)
    if (contains(onTable, c)) refuse("table_melds: " + toString(c) + " is on the discard pile");
  for (CardSet m : v.tableMelds)
    if (!isMeld(m)) refuse("table_melds: " + toString(m) + " is not a meld");
  const QJsonArray owners = arrayOf(o.value(QLatin1String("table_owner")), "table_owner", kMaxTableMelds);
  if (owners.size() != static_cast<int>(v.tableMelds.size())) refuse("table_owner: one seat per table meld");
  for (const QJsonValue& s : owners) v.tableOwner.push_back(wholeNumber(s, 0, last, "table_owner: a seat"));
  v.knocker = number(o, "knocker", -1, last);
  v.stockOnly = flag(o, "stock_only", false);
  v.knockerGin = flag(o, "knocker_gin", false);

  // What one deck can hold: the seat's hand is its size, and the cards shown and counted fit in 52.
  if (count(v.hand) != v.handSizes[v.seat]) refuse("hand_sizes: the seat's own size is not its hand's");
  int counted = count(seen) + v.stockCount;
  for (int s = 0; s < v.players; ++s)
    if (s != v.seat) counted += v.handSizes[s];
  if (counted > kDeckSize) refuse("view: more cards than a deck holds");

  // What a table at a screen draws besides (optional: a bot's view has none of it). A card face up at a
  // seat is not on the pile.
  if (o.contains(QLatin1String("pile_size"))) v.pileSize = number(o, "pile_size", 0, kDeckSize);
  v.knockDiscardDown = flag(o, "knock_discard_down", false);
  v.knockDiscard = optionalCard(o, "knock_discard");
  if (o.contains(QLatin1String("laid_out"))) {
    const QJsonArray a = arrayOf(o.value(QLatin1String("laid_out")), "laid_out", v.players);
    if (a.size() != v.players) refuse("laid_out: one per seat");
    for (const QJsonValue& b : a) {
      if (!b.isBool()) refuse("laid_out: true or false per seat");
      v.laidOut.push_back(b.toBool());
    }
  }
  if (o.contains(QLatin1String("shown"))) {
    const QJsonArray a = arrayOf(o.value(QLatin1String("shown")), "shown", v.players);
    if (a.size() != v.players) refuse("shown: one list per seat");
    for (int s = 0; s < v.players; ++s) {
      const auto cs = cardList(a[s], "shown");
      CardSet set = 0;
      for (Card c : cs) set |= bit(c);
      if (set & toSet(v.discardPile)) refuse("shown: a card face up at a seat and on the pile");
      if (count(set) > rules.cardsPerPlayer() + 1) refuse("shown: more cards than a seat holds");
      v.shown.push_back(set);
    }
  }
  if (o.contains(QLatin1String("layoffs"))) {
    const QJsonArray a = arrayOf(o.value(QLatin1String("layoffs")), "layoffs", v.players);
    if (a.size() != v.players) refuse("layoffs: one list per seat");
    CardSet laid = 0;
    for (const QJsonValue& l : a) v.layoffs.push_back(layoffList(l, "layoffs", laid, int(v.tableMelds.size())));
  }
  if (o.contains(QLatin1String("result"))) {
    if (v.phase != Phase::Scored && v.phase != Phase::Drawn) refuse("result: only once the hand is over");
    v.result = readResult(o.value(QLatin1String("result")), v.players);
  }
  return v;
}

// ---- guest to host ----

QJsonObject toJson(const Hello& m) {
  QJsonArray versions;
  for (int x : m.versions) versions.append(x);
  QJsonObject o{{"type", "hello"}, {"versions", versions}, {"name", m.name}};
  if (!m.resume.isEmpty()) o.insert(QStringLiteral("resume"), toBase64Url(m.resume));
  if (!m.app.isEmpty()) o.insert(QStringLiteral("app"), m.app);
  return o;
}

QJsonObject toJson(const ActionMessage& m, const SeatView& view) {
  QJsonObject o = actionJson(view, m.action);
  o.insert(QStringLiteral("type"), QStringLiteral("action"));
  o.insert(QStringLiteral("seq"), m.seq);
  return o;
}

QJsonObject toJson(const Contribution& m) { return {{"type", "contribution"}, {"deal", m.deal}, {"part", hexOf(m.part)}}; }

QJsonObject toJson(const Say& m) {
  QJsonObject o{{"type", "say"}, {"code", m.code}};
  if (m.seat >= 0) o.insert(QStringLiteral("seat"), m.seat);
  return o;
}

QJsonObject toJson(const Bye& m) { return {{"type", "bye"}, {"reason", m.reason}}; }

GuestMessage readGuestMessage(const QJsonObject& m) {
  const QString type = m.value(QLatin1String("type")).toString();
  if (type == QLatin1String("hello")) {
    Hello h;
    h.versions.clear();
    const QJsonArray versions = arrayOf(m.value(QLatin1String("versions")), "versions", 16);
    if (versions.isEmpty()) refuse("versions: expected at least one");
    for (const QJsonValue& x : versions) h.versions.push_back(wholeNumber(x, 1, 1000, "versions: a version"));
    h.name = readName(m.value(QLatin1String("name")), "name");
    if (m.contains(QLatin1String("resume"))) h.resume = token(m.value(QLatin1String("resume")), "resume");
    if (m.contains(QLatin1String("app"))) h.app = readName(m.value(QLatin1String("app")), "app");
    return h;
  }
  if (type == QLatin1String("action")) {
    ActionMessage a;
    a.seq = number(m, "seq", 0, kMaxSeq);
    a.action = readAction(m);
    return a;
  }
  if (type == QLatin1String("contribution"))
    return Contribution{number(m, "deal", 0, 1e6), hex32(m.value(QLatin1String("part")), "part")};
  if (type == QLatin1String("say")) {
    const QString code = codeWord(m.value(QLatin1String("code")), "code");
    if (!sayCodes().contains(code)) refuse("code: not a quick message");
    return Say{-1, code};
  }
  if (type == QLatin1String("bye"))
    return Bye{m.contains(QLatin1String("reason")) ? codeWord(m.value(QLatin1String("reason")), "reason") : QStringLiteral("leaving")};
  refuse("type: a guest sends hello, action, contribution, say or bye");
}

// ---- host to guest ----

QJsonObject toJson(const Welcome& m) {
  QJsonArray seats;
  for (const SeatInfo& s : m.seats) {
    QJsonObject o{{"name", s.name}, {"kind", s.kind}};
    if (s.standIn) o.insert(QStringLiteral("stand_in"), true);
    seats.append(o);
  }
  return {{"type", "welcome"}, {"protocol", m.protocol}, {"seat", m.seat},  {"rules", rulesJson(m.rules)},
          {"seats", seats},    {"resume", toBase64Url(m.resume)}, {"grace", m.grace}, {"table", m.table},
          {"resumed", m.resumed}};
}

Welcome readWelcome(const QJsonObject& m) {
  if (m.value(QLatin1String("type")).toString() != QLatin1String("welcome")) refuse("type: expected welcome");
  Welcome w;
  w.protocol = number(m, "protocol", 1, 1000);
  w.rules = rulesOf(objectOf(m.value(QLatin1String("rules")), "rules"));
  w.seat = number(m, "seat", 0, w.rules.players - 1);
  const QJsonArray seats = arrayOf(m.value(QLatin1String("seats")), "seats", w.rules.players);
  if (seats.size() != w.rules.players) refuse("seats: one per player");
  for (const QJsonValue& x : seats) {
    const QJsonObject s = objectOf(x, "seats");
    const QString kind = codeWord(s.value(QLatin1String("kind")), "seats: kind");
    if (kind != QLatin1String("person") && kind != QLatin1String("computer") && kind != QLatin1String("remote"))
      refuse("seats: kind is person, computer or remote");
    const bool standIn = flag(s, "stand_in", false);
    if (standIn && kind != QLatin1String("computer")) refuse("seats: only a computer stands in");
    w.seats.push_back({readName(s.value(QLatin1String("name")), "seats: name"), kind, standIn});
  }
  w.resume = token(m.value(QLatin1String("resume")), "resume");
  w.grace = number(m, "grace", 0, 86400);
  w.table = readName(m.value(QLatin1String("table")), "table");
  w.resumed = flag(m, "resumed", false);
  return w;
}

QJsonObject toJson(const Update& m) {
  QJsonArray scores, late;
  for (int s : m.context.scores) scores.append(s);
  for (int n : m.context.lateKnocks) late.append(n);
  QJsonObject o{{"type", "update"},        {"seq", m.seq},        {"cause", m.cause},
                {"hand", m.hand},          {"deal", m.deal},      {"view", tableViewJson(m.view)},
                {"scores", scores},        {"target", m.context.target},
                {"deals", m.context.deals}, {"late_knocks", late}, {"match_over", m.matchOver}};
  if (m.event) o.insert(QStringLiteral("event"), eventJson(*m.event));
  if (m.matchOver && !m.result.empty()) {
    QJsonArray result;
    for (int r : m.result) result.append(r);
    o.insert(QStringLiteral("result"), result);
    o.insert(QStringLiteral("winner"), m.winner);
  }
  return o;
}

QJsonObject toJson(const Refused& m) { return {{"type", "refused"}, {"seq", m.seq}, {"reason", m.reason}}; }
QJsonObject toJson(const Commit& m) { return {{"type", "commit"}, {"deal", m.deal}, {"commitment", hexOf(m.commitment)}}; }

QJsonObject toJson(const Reveal& m) {
  QJsonArray parts;
  for (const auto& [seat, part] : m.guestParts) parts.append(QJsonObject{{"seat", seat}, {"part", hexOf(part)}});
  return {{"type", "reveal"}, {"deal", m.deal}, {"host_part", hexOf(m.hostPart)}, {"parts", parts},
          {"seed", static_cast<double>(m.seed)}};
}

QJsonObject toJson(const Presence& m) {
  QJsonObject o{{"type", "presence"}, {"seat", m.seat}, {"connected", m.connected}, {"grace", m.grace}};
  if (!m.name.isEmpty()) o.insert(QStringLiteral("name"), m.name);
  if (m.computer) o.insert(QStringLiteral("computer"), true);
  return o;
}

HostMessage readHostMessage(const QJsonObject& m, const Rules& rules) {
  const QString type = m.value(QLatin1String("type")).toString();
  const int last = rules.players - 1;
  if (type == QLatin1String("welcome")) return readWelcome(m);
  if (type == QLatin1String("update")) {
    Update u;
    u.seq = number(m, "seq", 0, kMaxSeq);
    u.cause = codeWord(m.value(QLatin1String("cause")), "cause");
    if (u.cause != QLatin1String("match") && u.cause != QLatin1String("deal") && u.cause != QLatin1String("action") &&
        u.cause != QLatin1String("undo"))
      refuse("cause: expected match, deal, action or undo");
    u.hand = number(m, "hand", 1, 1e6);
    u.deal = number(m, "deal", 0, 1e6);
    u.view = readView(m.value(QLatin1String("view")), rules);
    if (m.contains(QLatin1String("event"))) u.event = readEvent(m.value(QLatin1String("event")), rules.players);
    u.context.scores = numbers(m.value(QLatin1String("scores")), "scores", rules.players, -1e6, 1e6);
    u.context.target = number(m, "target", 1, 1e6);
    u.context.deals = number(m, "deals", 0, 1e6);
    u.context.lateKnocks = numbers(m.value(QLatin1String("late_knocks")), "late_knocks", rules.players, 0, 1e6);
    u.matchOver = flag(m, "match_over", false);
    if (u.matchOver && m.contains(QLatin1String("result"))) {
      u.result = numbers(m.value(QLatin1String("result")), "result", rules.players, -1e6, 1e6);
      u.winner = number(m, "winner", -1, last);
    }
    return u;
  }
  if (type == QLatin1String("refused")) return Refused{number(m, "seq", 0, kMaxSeq), codeWord(m.value(QLatin1String("reason")), "reason")};
  if (type == QLatin1String("commit")) return Commit{number(m, "deal", 0, 1e6), hex32(m.value(QLatin1String("commitment")), "commitment")};
  if (type == QLatin1String("reveal")) {
    Reveal r;
    r.deal = number(m, "deal", 0, 1e6);
    r.hostPart = hex32(m.value(QLatin1String("host_part")), "host_part");
    for (const QJsonValue& x : arrayOf(m.value(QLatin1String("parts")), "parts", rules.players)) {
      const QJsonObject p = objectOf(x, "parts");
      const int seat = number(p, "seat", 0, last);
      if (r.guestParts.count(seat)) refuse("parts: a seat twice");
      r.guestParts[seat] = hex32(p.value(QLatin1String("part")), "parts: part");
    }
    const QJsonValue seed = m.value(QLatin1String("seed"));
    if (!seed.isDouble()) refuse("seed: expected a number");
    // 48 bits: exactly a JSON number (a double holds whole numbers up to 2^53).
    const double d = seed.toDouble();
    if (!(d >= 1 && d <= static_cast<double>(kSeedMask)) || d != std::floor(d))
      refuse("seed: expected a whole number from 1 to 2^48-1");
    r.seed = static_cast<std::uint64_t>(d);
    return r;
  }
  if (type == QLatin1String("presence")) {
    Presence p{number(m, "seat", 0, last), flag(m, "connected", true), number(m, "grace", 0, 86400)};
    if (m.contains(QLatin1String("name"))) p.name = readName(m.value(QLatin1String("name")), "name");
    p.computer = flag(m, "computer", false);
    return p;
  }
  if (type == QLatin1String("say")) {
    const QString code = codeWord(m.value(QLatin1String("code")), "code");
    if (!sayCodes().contains(code)) refuse("code: not a quick message");
    return Say{number(m, "seat", 0, last), code};
  }
  if (type == QLatin1String("bye"))
    return Bye{m.contains(QLatin1String("reason")) ? codeWord(m.value(QLatin1String("reason")), "reason") : QStringLiteral("host_closed")};
  refuse("type: a host sends welcome, update, refused, commit, reveal, presence, say or bye");
}

}  // namespace gin::net
