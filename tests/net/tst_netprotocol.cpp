// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol's messages (docs/network.md, "Messages"): what a peer sends is read back exactly, the
// JSON of a seat's update holds no card that seat may not see, and every malformed message is refused
// with a reason, never half read.
#include <QtTest>

#include "legal.h"
#include "protocol.h"

using namespace gin;
using namespace gin::net;

namespace {

QJsonObject parse(const char* text) {
  QJsonParseError e{};
  const QJsonDocument d = QJsonDocument::fromJson(QByteArray(text), &e);
  if (e.error != QJsonParseError::NoError || !d.isObject()) qFatal("bad test JSON: %s", text);
  return d.object();
}

// Reads a guest message, answering the refusal's reason ("" if read).
QString guestRefusal(const QJsonObject& m) {
  try {
    readGuestMessage(m);
    return QString();
  } catch (const BadMessage& e) {
    return QString::fromStdString(e.why);
  }
}
QString hostRefusal(const QJsonObject& m, const Rules& r) {
  try {
    readHostMessage(m, r);
    return QString();
  } catch (const BadMessage& e) {
    return QString::fromStdString(e.why);
  }
}

void compareViews(const SeatView& a, const SeatView& b) {
  QCOMPARE(a.seat, b.seat);
  QCOMPARE(a.players, b.players);
  QCOMPARE(a.dealer, b.dealer);
  QCOMPARE(a.toAct, b.toAct);
  QCOMPARE(int(a.phase), int(b.phase));
  QCOMPARE(a.hand, b.hand);
  QCOMPARE(a.discardTop, b.discardTop);
  QCOMPARE(a.discardPile, b.discardPile);
  QCOMPARE(a.stockCount, b.stockCount);
  QCOMPARE(a.firstUpcard, b.firstUpcard);
  QCOMPARE(a.knockLimit, b.knockLimit);
  QCOMPARE(a.takenFromDiscard, b.takenFromDiscard);
  QCOMPARE(a.handSizes, b.handSizes);
  QCOMPARE(a.history.size(), b.history.size());
  for (std::size_t i = 0; i < a.history.size(); ++i) {
    QCOMPARE(a.history[i].seat, b.history[i].seat);
    QCOMPARE(int(a.history[i].type), int(b.history[i].type));
    QCOMPARE(a.history[i].card, b.history[i].card);
    QCOMPARE(a.history[i].melds, b.history[i].melds);
    QCOMPARE(a.history[i].layoffs, b.history[i].layoffs);
  }
  // What a table at a screen draws besides (an update carries it; docs/network.md, "update").
  QCOMPARE(a.pileSize, b.pileSize);
  QCOMPARE(a.knockDiscardDown, b.knockDiscardDown);
  QCOMPARE(a.knockDiscard, b.knockDiscard);
  QCOMPARE(a.laidOut, b.laidOut);
  QCOMPARE(a.shown, b.shown);
  QCOMPARE(a.layoffs, b.layoffs);
  if (a.phase == Phase::Scored || a.phase == Phase::Drawn) {
    const HandResult &x = a.result, &y = b.result;
    QCOMPARE(int(x.outcome), int(y.outcome));
    QCOMPARE(x.knocker, y.knocker);
    QCOMPARE(x.winner, y.winner);
    QCOMPARE(x.deadwood, y.deadwood);
    QCOMPARE(x.deadwoodBefore, y.deadwoodBefore);
    QCOMPARE(x.points, y.points);
    QCOMPARE(x.pointsFrom, y.pointsFrom);
    QCOMPARE(x.bonus, y.bonus);
    QCOMPARE(x.multiplier, y.multiplier);
    QCOMPARE(x.melds, y.melds);
    QCOMPARE(x.layoffs, y.layoffs);
    QCOMPARE(x.deadwoodCards, y.deadwoodCards);
    QCOMPARE(x.tableMelds, y.tableMelds);
    QCOMPARE(x.tableOwner, y.tableOwner);
  }
  QCOMPARE(a.tableMelds, b.tableMelds);
  QCOMPARE(a.tableOwner, b.tableOwner);
  QCOMPARE(a.knocker, b.knocker);
  QCOMPARE(a.stockOnly, b.stockOnly);
  QCOMPARE(a.knockerGin, b.knockerGin);
  QVERIFY(a.rules == b.rules);
}

// Every card named anywhere in a JSON value.
void cardsIn(const QJsonValue& v, CardSet& out) {
  if (v.isString()) {
    const auto c = parseCard(v.toString().toStdString());
    if (c && v.toString().size() == 2) out |= bit(*c);
  } else if (v.isArray()) {
    for (const QJsonValue& x : v.toArray()) cardsIn(x, out);
  } else if (v.isObject()) {
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) cardsIn(*it, out);
  }
}

std::vector<Rules> variants() {
  std::vector<Rules> out;
  for (const char* name : {"standard", "oklahoma", "hollywood", "eaai"}) {
    Rules r;
    preset(name, r);
    out.push_back(r);
  }
  Rules browse;
  browse.discardPileBrowsable = true;
  out.push_back(browse);
  for (int n = 3; n <= 5; ++n) {
    Rules p;
    preset("poker", p);
    p.players = n;
    out.push_back(p);
  }
  return out;
}

}  // namespace

class TstNetProtocol : public QObject {
  Q_OBJECT
 private slots:
  void viewsAndUpdatesReadBackExactly();
  void updateShowsOnlyWhatTheSeatMaySee();
  void actionsReadBackExactly();
  void guestMessagesReadBack();
  void hostMessagesReadBack();
  void badGuestMessages_data();
  void badGuestMessages();
  void badHostMessages_data();
  void badHostMessages();
  void namesAreBounded();
};

// Random hands of every variant: at every step, every seat's update goes through JSON and comes back
// the same view, context and event.
void TstNetProtocol::viewsAndUpdatesReadBackExactly() {
  Rng rng(7);
  int views = 0;
  for (const Rules& rules : variants()) {
    for (int game = 0; game < 2; ++game) {
      HandState h(rules, game % rules.players, rng.next());
      for (int step = 0; step < 400; ++step) {
        for (int seat = 0; seat < rules.players; ++seat) {
          Update u;
          u.seq = step * 10 + seat;
          u.cause = step == 0 ? QStringLiteral("deal") : QStringLiteral("action");
          u.hand = game + 1;
          u.deal = game;
          u.view = h.view(seat);
          if (!u.view.history.empty()) u.event = u.view.history.back();
          u.context.scores.assign(rules.players, 0);
          u.context.scores[seat] = 17 * seat;
          u.context.target = rules.gameTarget;
          u.context.deals = game;
          u.context.lateKnocks.assign(rules.players, seat % 2);
          u.matchOver = h.over() && game == 1;
          const QJsonObject json = toJson(u);
          // Through the text of the wire, as a peer receives it.
          const QJsonObject back = QJsonDocument::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact)).object();
          HostMessage m;
          try {
            m = readHostMessage(back, rules);
          } catch (const BadMessage& e) {
            QFAIL(qPrintable(QString::fromStdString(e.why + "\n" + h.diagram())));
          }
          const Update* r = std::get_if<Update>(&m);
          QVERIFY(r);
          QCOMPARE(r->seq, u.seq);
          QCOMPARE(r->cause, u.cause);
          QCOMPARE(r->hand, u.hand);
          QCOMPARE(r->deal, u.deal);
          QCOMPARE(r->context.scores, u.context.scores);
          QCOMPARE(r->context.target, u.context.target);
          QCOMPARE(r->context.deals, u.context.deals);
          QCOMPARE(r->context.lateKnocks, u.context.lateKnocks);
          QCOMPARE(r->matchOver, u.matchOver);
          QCOMPARE(r->event.has_value(), u.event.has_value());
          if (u.event) {
            QCOMPARE(r->event->seat, u.event->seat);
            QCOMPARE(int(r->event->type), int(u.event->type));
            QCOMPARE(r->event->card, u.event->card);
          }
          compareViews(r->view, u.view);
          // The view read back offers the seat the same legal actions.
          QCOMPARE(legalActions(r->view).size(), legalActions(u.view).size());
          ++views;
        }
        if (h.over()) break;
        const auto legal = h.legalActions();
        QCOMPARE(h.apply(h.toAct(), legal[rng.below(std::uint32_t(legal.size()))]), Reject::Ok);
      }
    }
  }
  qInfo("%d updates read back", views);
}

// What a seat's update names: its own cards, the pile as it may see it, the melds on the table, the
// public events. Never a card of another hand or of the stock while the hand is played.
void TstNetProtocol::updateShowsOnlyWhatTheSeatMaySee() {
  Rng rng(99);
  int checked = 0;
  for (const Rules& rules : variants()) {
    for (int game = 0; game < 3; ++game) {
      HandState h(rules, game % rules.players, rng.next());
      // Every card a seat has seen face up so far, accumulated over the hand.
      std::vector<CardSet> seen(rules.players, 0);
      while (true) {
        for (int seat = 0; seat < rules.players; ++seat) {
          // From the state, not from the view under test: the own hand, the pile (every card of it lay
          // face up once) except a face-down knock discard, the melds on the table.
          seen[seat] |= h.hand(seat);
          CardSet pile = toSet(h.discardPile());
          if (h.knockDiscard() != NoCard && seat != h.knocker()) pile &= ~bit(h.knockDiscard());
          seen[seat] |= pile;
          for (CardSet m : h.tableMelds()) seen[seat] |= m;
          // A hand laid out is face up, deadwood too (RULES.md: the knocker lays down the whole hand, a
          // defender its melds and deadwood after its lay-offs): an update for a table shows it.
          if (h.knocker() >= 0) seen[seat] |= h.hand(h.knocker());
          for (const Step& st : h.history())
            if (st.action.type == ActionType::Layoff) seen[seat] |= h.hand(st.seat);
          Update u;
          u.view = h.view(seat);
          u.context.scores.assign(rules.players, 0);
          u.context.lateKnocks.assign(rules.players, 0);
          if (!u.view.history.empty()) u.event = u.view.history.back();
          CardSet named = 0;
          cardsIn(toJson(u), named);
          // The knock discard lies face down: only its knocker knows it until the hand is over.
          const CardSet hidden = named & ~seen[seat];
          if (h.over()) break;
          QVERIFY2(hidden == 0, qPrintable(QStringLiteral("seat %1 is sent %2\n%3")
                                               .arg(seat)
                                               .arg(QString::fromStdString(toString(hidden)))
                                               .arg(QString::fromStdString(h.diagram()))));
          ++checked;
        }
        if (h.over()) break;
        const auto legal = h.legalActions();
        h.apply(h.toAct(), legal[rng.below(std::uint32_t(legal.size()))]);
      }
    }
  }
  qInfo("%d updates checked", checked);
}

void TstNetProtocol::actionsReadBackExactly() {
  Rng rng(3);
  int n = 0;
  for (const Rules& rules : variants()) {
    for (int game = 0; game < 2; ++game) {
      HandState h(rules, 0, rng.next());
      while (!h.over()) {
        const SeatView v = h.view(h.toAct());
        for (const Action& a : h.legalActions()) {
          const QJsonObject json = toJson(ActionMessage{42, a}, v);
          GuestMessage m;
          try {
            m = readGuestMessage(json);
          } catch (const BadMessage& e) {
            QFAIL(qPrintable(QString::fromStdString(e.why) + QJsonDocument(json).toJson()));
          }
          const ActionMessage* r = std::get_if<ActionMessage>(&m);
          QVERIFY(r);
          QCOMPARE(r->seq, 42);
          // The engine's own arrangement is spelled out on the wire: the state accepts it as the same move.
          QCOMPARE(int(r->action.type), int(a.type));
          QCOMPARE(r->action.card, a.card);
          QCOMPARE(h.check(h.toAct(), r->action), Reject::Ok);
          if (a.type == ActionType::Layoff) {
            QCOMPARE(r->action.melds, a.melds);
            QCOMPARE(r->action.layoffs.size(), a.layoffs.size());
          }
          ++n;
        }
        const auto legal = h.legalActions();
        h.apply(h.toAct(), legal[rng.below(std::uint32_t(legal.size()))]);
      }
    }
  }
  qInfo("%d actions read back", n);
}

void TstNetProtocol::guestMessagesReadBack() {
  Hello h;
  h.versions = {1, 2};
  h.name = QStringLiteral("Äiti 🂡");
  h.resume = QByteArray(kTokenBytes, 'r');
  h.app = QStringLiteral("ginrummy 0.1.0");
  const GuestMessage m = readGuestMessage(toJson(h));
  const Hello* r = std::get_if<Hello>(&m);
  QVERIFY(r);
  QCOMPARE(r->versions, h.versions);
  QCOMPARE(r->name, h.name);
  QCOMPARE(r->resume, h.resume);
  QCOMPARE(r->app, h.app);
  const Contribution c{3, QByteArray(kPartBytes, '\x7f')};
  const GuestMessage mc = readGuestMessage(toJson(c));
  QCOMPARE(std::get<Contribution>(mc).part, c.part);
  QCOMPARE(std::get<Contribution>(mc).deal, 3);
  for (const QString& code : sayCodes()) QCOMPARE(std::get<Say>(readGuestMessage(toJson(Say{-1, code}))).code, code);
  QCOMPARE(std::get<Bye>(readGuestMessage(toJson(Bye{QStringLiteral("leaving")}))).reason, QStringLiteral("leaving"));
  // The bot protocol's answer, as `ginrummy-cli bot` writes it, is an action's body.
  const GuestMessage a = readGuestMessage(parse(
      R"({"type":"action","seq":5,"action":"layoff","layoffs":[{"card":"6c","meld":0},{"card":"8c","meld":1}],"melds":[]})"));
  QCOMPARE(std::get<ActionMessage>(a).action.layoffs.size(), std::size_t(2));
}

void TstNetProtocol::hostMessagesReadBack() {
  Rules rules;
  preset("hollywood", rules);
  Welcome w;
  w.seat = 1;
  w.rules = rules;
  w.seats = {{QStringLiteral("Anna"), QStringLiteral("person")}, {QStringLiteral("Ben"), QStringLiteral("remote")}};
  w.resume = QByteArray(kTokenBytes, 't');
  w.grace = 180;
  w.table = QStringLiteral("Anna");
  w.resumed = true;
  const Welcome r = readWelcome(toJson(w));
  QCOMPARE(r.seat, 1);
  QVERIFY(r.rules == rules);
  QCOMPARE(r.seats.size(), std::size_t(2));
  QCOMPARE(r.seats[1].name, QStringLiteral("Ben"));
  QCOMPARE(r.seats[0].kind, QStringLiteral("person"));
  QCOMPARE(r.resume, w.resume);
  QCOMPARE(r.grace, 180);
  QVERIFY(r.resumed);
  QVERIFY(!r.seats[0].standIn && !r.seats[1].standIn);
  // A computer standing in for a guest who left: the mark read back; on any other kind it is refused.
  Welcome stood = w;
  stood.seats[1] = {QStringLiteral("Ben"), QStringLiteral("computer"), true};
  QJsonObject stoodJson = toJson(stood);
  QVERIFY(readWelcome(stoodJson).seats[1].standIn);
  QJsonArray seatsJson = stoodJson.value(QStringLiteral("seats")).toArray();
  QJsonObject seat0 = seatsJson[0].toObject();
  seat0.insert(QStringLiteral("stand_in"), true);  // on the host's own person
  seatsJson[0] = seat0;
  stoodJson.insert(QStringLiteral("seats"), seatsJson);
  QString why;
  try {
    readWelcome(stoodJson);
  } catch (const BadMessage& e) {
    why = QString::fromStdString(e.why);
  }
  QCOMPARE(why, QStringLiteral("seats: only a computer stands in"));
  Reveal rv;
  rv.deal = 2;
  rv.hostPart = QByteArray(kPartBytes, 'h');
  rv.guestParts[1] = QByteArray(kPartBytes, 'g');
  rv.seed = kSeedMask;  // the largest seed is exact in JSON
  const Reveal rr = std::get<Reveal>(readHostMessage(toJson(rv), rules));
  QCOMPARE(rr.seed, kSeedMask);
  QCOMPARE(rr.guestParts, rv.guestParts);
  QCOMPARE(rr.hostPart, rv.hostPart);
  QCOMPARE(std::get<Commit>(readHostMessage(toJson(Commit{4, QByteArray(32, 'c')}), rules)).commitment, QByteArray(32, 'c'));
  const Presence p = std::get<Presence>(readHostMessage(toJson(Presence{1, false, 170}), rules));
  QCOMPARE(p.connected, false);
  QCOMPARE(p.grace, 170);
  QCOMPARE(std::get<Refused>(readHostMessage(toJson(Refused{9, QStringLiteral("not_your_turn")}), rules)).reason,
           QStringLiteral("not_your_turn"));
  QCOMPARE(std::get<Say>(readHostMessage(toJson(Say{0, QStringLiteral("nice_gin")}), rules)).seat, 0);
}

void TstNetProtocol::badGuestMessages_data() {
  QTest::addColumn<QString>("json");
  QTest::addColumn<QString>("reason");  // a part of the reason
  QTest::newRow("unknown type") << R"({"type":"welcome"})" << "a guest sends";
  QTest::newRow("hello no versions") << R"({"type":"hello","name":"A"})" << "versions";
  QTest::newRow("hello empty versions") << R"({"type":"hello","versions":[],"name":"A"})" << "versions";
  QTest::newRow("hello version 1.5") << R"({"type":"hello","versions":[1.5],"name":"A"})" << "whole number";
  QTest::newRow("hello 17 versions") << R"({"type":"hello","versions":[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1],"name":"A"})" << "too long";
  QTest::newRow("hello no name") << R"({"type":"hello","versions":[1]})" << "name";
  QTest::newRow("hello blank name") << R"({"type":"hello","versions":[1],"name":"   "})" << "name";
  QTest::newRow("hello short token") << R"({"type":"hello","versions":[1],"name":"A","resume":"abc"})" << "resume";
  QTest::newRow("action no seq") << R"({"type":"action","action":"pass"})" << "seq";
  QTest::newRow("action negative seq") << R"({"type":"action","seq":-1,"action":"pass"})" << "out of range";
  QTest::newRow("action unknown") << R"({"type":"action","seq":1,"action":"cheat"})" << "action";
  QTest::newRow("discard no card") << R"({"type":"action","seq":1,"action":"discard"})" << "card";
  QTest::newRow("discard bad card") << R"({"type":"action","seq":1,"action":"discard","card":"1x"})" << "not a card";
  QTest::newRow("knock card twice") << R"({"type":"action","seq":1,"action":"knock","card":"2c","melds":[["2c","3c","4c"]]})" << "twice";
  QTest::newRow("melds not lists") << R"({"type":"action","seq":1,"action":"big_gin","melds":"all"})" << "melds";
  QTest::newRow("layoff no melds") << R"({"type":"action","seq":1,"action":"layoff","layoffs":[]})" << "melds";
  QTest::newRow("layoff meld index") << R"({"type":"action","seq":1,"action":"layoff","melds":[],"layoffs":[{"card":"6c","meld":99}]})" << "out of range";
  QTest::newRow("layoff card twice") << R"({"type":"action","seq":1,"action":"layoff","melds":[],"layoffs":[{"card":"6c","meld":0},{"card":"6c","meld":1}]})" << "twice";
  QTest::newRow("contribution short") << R"({"type":"contribution","deal":0,"part":"abcd"})" << "hex";
  QTest::newRow("contribution upper") << R"({"type":"contribution","deal":0,"part":"ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789"})" << "hex";
  QTest::newRow("say unknown") << R"({"type":"say","code":"you_cheat"})" << "quick message";
  QTest::newRow("say text") << R"({"type":"say","code":"Hello there!"})" << "code";
  QTest::newRow("bye reason") << R"({"type":"bye","reason":5})" << "reason";
}

void TstNetProtocol::badGuestMessages() {
  QFETCH(QString, json);
  QFETCH(QString, reason);
  const QString why = guestRefusal(parse(json.toUtf8().constData()));
  QVERIFY2(!why.isEmpty(), qPrintable(json));
  QVERIFY2(why.contains(reason), qPrintable(why));
}

void TstNetProtocol::badHostMessages_data() {
  QTest::addColumn<QString>("json");
  QTest::addColumn<QString>("reason");
  // A valid view to spoil, field by field.
  const QString view =
      R"("view":{"seat":1,"dealer":0,"to_act":1,"phase":"first_upcard","hand":["Ac","2c","3c","4c","5c","6c","7c","8c","9c","Tc"],)"
      R"("discard_pile":["Kd"],"discard_top":"Kd","stock_count":31,"first_upcard":"Kd","knock_limit":10,"taken_from_discard":null,)"
      R"("hand_sizes":[10,10],"history":[],"table_melds":[],"table_owner":[],"knocker":-1,"stock_only":false,"knocker_gin":false})";
  const QString ok = R"({"type":"update","seq":1,"cause":"deal","hand":1,"deal":0,%1,"scores":[0,0],"target":100,"deals":0,"late_knocks":[0,0]})";
  QTest::newRow("valid") << ok.arg(view) << "";
  auto spoil = [&](const char* name, const QString& from, const QString& to, const char* reason) {
    QString v = view;
    v.replace(from, to);
    QTest::newRow(name) << ok.arg(v) << reason;
  };
  spoil("seat out of range", R"("seat":1)", R"("seat":2)", "out of range");
  spoil("phase", R"("first_upcard","hand")", R"("shuffle","hand")", "phase");
  spoil("card twice", R"("discard_pile":["Kd"])", R"("discard_pile":["Ac"])", "twice");
  spoil("top not on pile", R"("discard_top":"Kd")", R"("discard_top":"Qd")", "discard_top");
  spoil("too many cards", R"("stock_count":31)", R"("stock_count":52)", "more cards than a deck");
  spoil("own size", R"("hand_sizes":[10,10])", R"("hand_sizes":[10,9])", "own size");
  spoil("sizes per seat", R"("hand_sizes":[10,10])", R"("hand_sizes":[10,10,10])", "too long");
  spoil("history seat", R"("history":[])", R"("history":[{"seat":7,"action":"pass"}])", "out of range");
  spoil("history action", R"("history":[])", R"("history":[{"seat":0,"action":"peek"}])", "unknown action");
  spoil("discard without card", R"("history":[])", R"("history":[{"seat":0,"action":"discard"}])", "shows its card");
  spoil("not a meld", R"("table_melds":[],"table_owner":[])", R"("table_melds":[["Kh","2s","7d"]],"table_owner":[0])", "not a meld");
  spoil("owner count", R"("table_owner":[])", R"("table_owner":[0])", "one seat per table meld");
  spoil("taken not in hand", R"("taken_from_discard":null)", R"("taken_from_discard":"Kd")", "not in the hand");
  QTest::newRow("view not object") << ok.arg(R"("view":[])") << "view: expected an object";
  QTest::newRow("no view") << R"({"type":"update","seq":1,"cause":"deal","hand":1,"deal":0,"scores":[0,0],"target":100,"deals":0,"late_knocks":[0,0]})"
                           << "view";
  QTest::newRow("cause") << ok.arg(view).replace(R"("cause":"deal")", R"("cause":"magic")") << "cause";
  QTest::newRow("scores per seat") << ok.arg(view).replace(R"("scores":[0,0])", R"("scores":[0])") << "one number per seat";
  QTest::newRow("host part short") << R"({"type":"reveal","deal":0,"host_part":"00","parts":[],"seed":1})" << "hex";
  QTest::newRow("seed zero") << R"({"type":"reveal","deal":0,"host_part":"0000000000000000000000000000000000000000000000000000000000000000","parts":[],"seed":0})"
                             << "seed";
  QTest::newRow("seed 2^48") << R"({"type":"reveal","deal":0,"host_part":"0000000000000000000000000000000000000000000000000000000000000000","parts":[],"seed":281474976710656})"
                             << "seed";
  QTest::newRow("reveal seat twice") << R"({"type":"reveal","deal":0,"host_part":"0000000000000000000000000000000000000000000000000000000000000000","parts":[{"seat":1,"part":"0000000000000000000000000000000000000000000000000000000000000000"},{"seat":1,"part":"0000000000000000000000000000000000000000000000000000000000000000"}],"seed":5})"
                                     << "twice";
  QTest::newRow("presence seat") << R"({"type":"presence","seat":3,"connected":true,"grace":0})" << "out of range";
  QTest::newRow("presence connected") << R"({"type":"presence","seat":0,"connected":"yes","grace":0})" << "true or false";
  QTest::newRow("unknown type") << R"({"type":"hello"})" << "a host sends";
}

void TstNetProtocol::badHostMessages() {
  QFETCH(QString, json);
  QFETCH(QString, reason);
  const QString why = hostRefusal(parse(json.toUtf8().constData()), Rules{});
  if (reason.isEmpty()) {
    QVERIFY2(why.isEmpty(), qPrintable(why));
    return;
  }
  QVERIFY2(!why.isEmpty(), qPrintable(json));
  QVERIFY2(why.contains(reason), qPrintable(why));
}

void TstNetProtocol::namesAreBounded() {
  QCOMPARE(readName(QJsonValue(QStringLiteral("  Anna ")), "name"), QStringLiteral("Anna"));
  QCOMPARE(readName(QJsonValue(QString(40, QChar(0x00E4))), "name").size(), 40);
  // 40 characters outside the Basic Multilingual Plane are 80 UTF-16 units: still 40 characters.
  QString cards;
  for (int i = 0; i < 40; ++i) cards += QString::fromUcs4(U"\U0001F0A1");
  QCOMPARE(readName(QJsonValue(cards), "name"), cards);
  auto refused = [](const QString& s) {
    try {
      readName(QJsonValue(s), "name");
      return false;
    } catch (const BadMessage&) {
      return true;
    }
  };
  QVERIFY(refused(QString(41, QLatin1Char('a'))));
  QVERIFY(refused(QStringLiteral("Anna\nBen")));
  QVERIFY(refused(QStringLiteral("Anna") + QChar(0x202E) + QStringLiteral("neB")));  // a right-to-left override
  QVERIFY(refused(QStringLiteral("A\u200Bb")));                                     // a zero-width space (format)
  QVERIFY(refused(QString()));
}

QTEST_APPLESS_MAIN(TstNetProtocol)
#include "tst_netprotocol.moc"
