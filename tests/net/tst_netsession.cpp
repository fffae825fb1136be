// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions (docs/network.md, "Order of messages", "Reconnection", "The fair deal"): the host's side
// driven by a guest written from the description (specclient.h), and the guest's side of app/net
// against the host.
#include <QtNetwork>
#include <QtTest>

#include "legal.h"
#include "match.h"
#include "session.h"
#include "specclient.h"

using namespace gin;
using namespace gin::net;

namespace {

struct Table {
  HostServer server;
  std::unique_ptr<TableHost> table;
  QList<QPair<int, QString>> joins, lefts, turnedAway, says;
  QList<QPair<int, Action>> actions;
  QList<int> expired;
  QList<QPair<int, quint64>> ready;
  // `port`: a table opened again where its links point (0: any free port).
  explicit Table(int grace = 60, int guests = 1, quint16 port = 0) {
    const bool ok = server.listen(QHostAddress::LocalHost, port);
    Q_ASSERT(ok);
    TableHost::Config c;
    c.name = QStringLiteral("Anna");
    c.seats = {{QStringLiteral("Anna"), QStringLiteral("person")}};
    for (int g = 0; g < guests; ++g) c.seats.push_back({QStringLiteral("Guest"), QStringLiteral("remote")});
    c.rules.players = 1 + guests;
    c.rules.poker = c.rules.players > 2;  // only poker gin seats more than two (as a guest's reader checks)
    c.graceSeconds = grace;
    c.helloMs = 500;
    table = std::make_unique<TableHost>(&server, c);
    QObject::connect(table.get(), &TableHost::joined, [this](int s, const QString& name, bool resumed) {
      joins << qMakePair(s, name + (resumed ? "/resumed" : ""));
    });
    QObject::connect(table.get(), &TableHost::left, [this](int s, const QString& code) { lefts << qMakePair(s, code); });
    QObject::connect(table.get(), &TableHost::turnedAway, [this](int s, const QString&, const QString& code) { turnedAway << qMakePair(s, code); });
    QObject::connect(table.get(), &TableHost::actionReceived, [this](int s, const Action& a) { actions << qMakePair(s, a); });
    QObject::connect(table.get(), &TableHost::sayReceived, [this](int s, const QString& code) { says << qMakePair(s, code); });
    QObject::connect(table.get(), &TableHost::graceExpired, [this](int s) { expired << s; });
    QObject::connect(table.get(), &TableHost::dealReady, [this](int d, quint64 seed) { ready << qMakePair(d, seed); });
  }
  ~Table() { table.reset(); }
  spec::Link link(int seat) { return spec::Link::parse(table->invite(seat, QStringLiteral("127.0.0.1")).toString()); }
  Update update(int seat, const HandState& h, const QString& cause = QStringLiteral("action")) {
    Update u;
    u.cause = cause;
    u.view = h.view(seat);
    u.context.scores = {0, 0};
    u.context.lateKnocks = {0, 0};
    return u;
  }
};

// A spec client that joined: welcome read.
std::unique_ptr<spec::Client> join(Table& t, const spec::Link& link, const QString& name, QJsonObject* welcome = nullptr,
                                   const QString& resume = QString()) {
  auto c = std::make_unique<spec::Client>(link);
  if (!c->waitEncrypted()) return nullptr;
  c->sendHello(name, resume);
  const QJsonObject w = c->next();
  if (welcome) *welcome = w;
  Q_UNUSED(t);
  return c;
}

}  // namespace

class TstNetSession : public QObject {
  Q_OBJECT
 private slots:
  void helloIsAnsweredWithAWelcome();
  void secondJoinOfATakenSeatIsRefusedOnBothSides();
  void guestComesBackWithItsToken();
  void newLineReplacesADeadOne();
  void graceRunsOutWithoutTheGuest();
  void wrongVersionAndOtherFirstWords();
  void actionsAnswerTheLatestUpdateOnly();
  void malformedActionChangesNothing();
  void fairDealRound();
  void quickMessagesAndBye();
  void withdrawnSeat();
  void tableOpenedAgainFromItsState();
  void stateThatCannotBeTakenBackChangesNothing();
  void patientGuestWaitsForTheTableToOpenAgain();
  void guestReconnectsToATableOpenedAfterACrash();
  void guestSessionJoinsPlaysAndReconnects();
  void guestSessionEndsOnRefusal();
  void hostKeepsNothingOfConnectionsGone();
};

void TstNetSession::helloIsAnsweredWithAWelcome() {
  Table t;
  QJsonObject w;
  auto c = join(t, t.link(1), QStringLiteral("Ben"), &w);
  QVERIFY(c);
  QCOMPARE(w.value("type").toString(), QStringLiteral("welcome"));
  QCOMPARE(w.value("protocol").toInt(), 1);
  QCOMPARE(w.value("seat").toInt(), 1);
  QCOMPARE(w.value("grace").toInt(), 60);
  QCOMPARE(w.value("table").toString(), QStringLiteral("Anna"));
  QCOMPARE(w.value("resumed").toBool(), false);
  QCOMPARE(w.value("resume").toString().size(), 22);
  QCOMPARE(w.value("rules").toObject().value("knockLimit").toInt(), 10);
  QCOMPARE(w.value("rules").toObject().value("bigGin").toBool(), true);
  const QJsonArray seats = w.value("seats").toArray();
  QCOMPARE(seats.size(), 2);
  QCOMPARE(seats[1].toObject().value("name").toString(), QStringLiteral("Ben"));
  QCOMPARE(seats[1].toObject().value("kind").toString(), QStringLiteral("remote"));
  QCOMPARE(seats[0].toObject().value("kind").toString(), QStringLiteral("person"));
  QTRY_COMPARE(t.joins.size(), 1);
  QCOMPARE(t.joins[0], qMakePair(1, QStringLiteral("Ben")));
  QVERIFY(t.table->connected(1));
  QCOMPARE(t.table->guestName(1), QStringLiteral("Ben"));
}

void TstNetSession::secondJoinOfATakenSeatIsRefusedOnBothSides() {
  Table t;
  const spec::Link link = t.link(1);
  QJsonObject w;
  auto ben = join(t, link, QStringLiteral("Ben"), &w);
  QCOMPARE(w.value("type").toString(), QStringLiteral("welcome"));
  // Someone else with the same link: the channel lets it in (it has the secret), the seat does not.
  QJsonObject answer;
  auto eve = join(t, link, QStringLiteral("Eve"), &answer);
  QVERIFY(eve);
  QCOMPARE(answer.value("type").toString(), QStringLiteral("error"));
  QCOMPARE(answer.value("code").toString(), QStringLiteral("seat_taken"));
  QVERIFY(eve->waitClosed());
  QTRY_COMPARE(t.turnedAway.size(), 1);
  QCOMPARE(t.turnedAway[0], qMakePair(1, QStringLiteral("seat_taken")));
  // A token that is not the seat's does not help either.
  QJsonObject again;
  auto eve2 = join(t, link, QStringLiteral("Eve"), &again, QStringLiteral("AAAAAAAAAAAAAAAAAAAAAA"));
  QCOMPARE(again.value("code").toString(), QStringLiteral("seat_taken"));
  // The refused connections are gone from the host (a long-running host turns many away).
  QVERIFY(eve->waitClosed() && eve2->waitClosed());
  QTRY_COMPARE(t.table->findChildren<Connection*>().size(), 1);
  // Ben still has the seat and hears the table.
  QCOMPARE(t.joins.size(), 1);
  QVERIFY(t.table->connected(1));
  QCOMPARE(t.table->guestName(1), QStringLiteral("Ben"));
  const HandState h(Rules{}, 0, 5);
  t.table->sendUpdate(1, t.update(1, h, QStringLiteral("deal")));
  QCOMPARE(ben->nextOf(QStringLiteral("update")).value("seq").toInt(), 1);
}

void TstNetSession::guestComesBackWithItsToken() {
  Table t;
  const spec::Link link = t.link(1);
  QJsonObject w;
  auto ben = join(t, link, QStringLiteral("Ben"), &w);
  const QString token = w.value("resume").toString();
  const HandState h(Rules{}, 0, 5);
  t.table->sendUpdate(1, t.update(1, h, QStringLiteral("deal")));
  QCOMPARE(ben->nextOf(QStringLiteral("update")).value("seq").toInt(), 1);
  ben->drop();
  QTRY_COMPARE(t.lefts.size(), 1);
  QCOMPARE(t.lefts[0].first, 1);
  QVERIFY(!t.table->connected(1));
  QVERIFY(t.table->taken(1));
  QJsonObject back;
  auto ben2 = join(t, link, QStringLiteral("Ben"), &back, token);
  QCOMPARE(back.value("type").toString(), QStringLiteral("welcome"));
  QCOMPARE(back.value("resumed").toBool(), true);
  QCOMPARE(back.value("resume").toString(), token);
  // What it missed comes at once: the latest update, with its number.
  const QJsonObject u = ben2->nextOf(QStringLiteral("update"));
  QCOMPARE(u.value("seq").toInt(), 1);
  QCOMPARE(u.value("view").toObject().value("seat").toInt(), 1);
  QTRY_COMPARE(t.joins.size(), 2);
  QCOMPARE(t.joins[1], qMakePair(1, QStringLiteral("Ben/resumed")));
  QVERIFY(t.expired.isEmpty());
}

void TstNetSession::newLineReplacesADeadOne() {
  Table t;
  const spec::Link link = t.link(1);
  QJsonObject w;
  auto old = join(t, link, QStringLiteral("Ben"), &w);
  // The laptop woke up on another network: the old connection still looks open to the host.
  QJsonObject back;
  auto fresh = join(t, link, QStringLiteral("Ben"), &back, w.value("resume").toString());
  QCOMPARE(back.value("resumed").toBool(), true);
  const QJsonObject bye = old->next();
  QCOMPARE(bye.value("type").toString(), QStringLiteral("error"));
  QCOMPARE(bye.value("code").toString(), QStringLiteral("replaced"));
  QVERIFY(old->waitClosed());
  QVERIFY(t.table->connected(1));
  QCOMPARE(t.lefts.size(), 0);  // the seat was never without its guest
}

void TstNetSession::graceRunsOutWithoutTheGuest() {
  Table t(1);
  QJsonObject w;
  auto ben = join(t, t.link(1), QStringLiteral("Ben"), &w);
  QTRY_COMPARE(t.joins.size(), 1);
  ben->drop();
  QTRY_COMPARE(t.lefts.size(), 1);
  QVERIFY(t.expired.isEmpty());
  QTRY_COMPARE_WITH_TIMEOUT(t.expired.size(), 1, 3000);
  QCOMPARE(t.expired[0], 1);
}

void TstNetSession::wrongVersionAndOtherFirstWords() {
  Table t;
  const spec::Link link = t.link(1);
  struct Case {
    QByteArray first;
    const char* code;
  };
  const Case cases[] = {
      {"{\"type\":\"hello\",\"versions\":[2,3],\"name\":\"Ben\"}", "bad_version"},
      {"{\"type\":\"action\",\"seq\":0,\"action\":\"pass\"}", "protocol"},
      {"{\"type\":\"hello\",\"versions\":[1],\"name\":\"\"}", "malformed"},
      {"{\"type\":\"hello\",\"versions\":[1],\"name\":\"Ben\",\"resume\":\"short\"}", "malformed"},
  };
  for (const Case& k : cases) {
    spec::Client c(link);
    QVERIFY(c.waitEncrypted());
    c.send(k.first);
    const QJsonObject e = c.next();
    QCOMPARE(e.value("type").toString(), QStringLiteral("error"));
    QCOMPARE(e.value("code").toString(), QString::fromLatin1(k.code));
    QVERIFY(!e.value("detail").toString().isEmpty());
    QVERIFY(c.waitClosed());
  }
  // Saying nothing at all.
  spec::Client silent(link);
  QVERIFY(silent.waitEncrypted());
  const QJsonObject e = silent.next(3000);
  QCOMPARE(e.value("code").toString(), QStringLiteral("timeout"));
  QVERIFY(t.joins.isEmpty());
  QVERIFY(!t.table->taken(1));
  // The seat is still free for the real guest.
  QJsonObject w;
  auto ben = join(t, link, QStringLiteral("Ben"), &w);
  QCOMPARE(w.value("type").toString(), QStringLiteral("welcome"));
}

void TstNetSession::actionsAnswerTheLatestUpdateOnly() {
  Table t;
  QJsonObject w;
  auto ben = join(t, t.link(1), QStringLiteral("Ben"), &w);
  HandState h(Rules{}, 0, 11);  // seat 1 is offered the upcard first
  QCOMPARE(h.toAct(), 1);
  QCOMPARE(t.table->sendUpdate(1, t.update(1, h, QStringLiteral("deal"))), 1);
  QCOMPARE(t.table->sendUpdate(1, t.update(1, h)), 2);
  QCOMPARE(ben->nextOf(QStringLiteral("update")).value("seq").toInt(), 1);
  QCOMPARE(ben->nextOf(QStringLiteral("update")).value("seq").toInt(), 2);
  ben->send("{\"type\":\"action\",\"seq\":1,\"action\":\"pass\"}");
  const QJsonObject r = ben->nextOf(QStringLiteral("refused"));
  QCOMPARE(r.value("seq").toInt(), 1);
  QCOMPARE(r.value("reason").toString(), QStringLiteral("stale"));
  QVERIFY(t.actions.isEmpty());
  ben->send("{\"type\":\"action\",\"seq\":2,\"action\":\"pass\"}");
  QTRY_COMPARE(t.actions.size(), 1);
  QCOMPARE(t.actions[0].first, 1);
  QVERIFY(t.actions[0].second == Action::pass());
  // The refusal of an action the referee does not allow goes back the same way.
  t.table->sendRefused(1, {2, QStringLiteral("not_your_turn")});
  QCOMPARE(ben->nextOf(QStringLiteral("refused")).value("reason").toString(), QStringLiteral("not_your_turn"));
}

void TstNetSession::malformedActionChangesNothing() {
  Table t;
  QJsonObject w;
  auto ben = join(t, t.link(1), QStringLiteral("Ben"), &w);
  const HandState h(Rules{}, 0, 11);
  t.table->sendUpdate(1, t.update(1, h, QStringLiteral("deal")));
  ben->send("{\"type\":\"action\",\"seq\":1,\"action\":\"discard\",\"card\":\"Zz\"}");
  const QJsonObject e = ben->nextOf(QStringLiteral("error"));
  QCOMPARE(e.value("type").toString(), QStringLiteral("error"));
  QCOMPARE(e.value("code").toString(), QStringLiteral("malformed"));
  QVERIFY(e.value("detail").toString().contains("not a card"));
  QVERIFY(ben->waitClosed());
  QVERIFY(t.actions.isEmpty());
  QTRY_COMPARE(t.lefts.size(), 1);
  QVERIFY(t.table->taken(1));  // a dropped guest, who may come back
}

void TstNetSession::fairDealRound() {
  Table t;
  QJsonObject w;
  auto ben = join(t, t.link(1), QStringLiteral("Ben"), &w);
  t.table->openDeal(0);
  const QJsonObject commit = ben->nextOf(QStringLiteral("commit"));
  QCOMPARE(commit.value("deal").toInt(), 0);
  const QByteArray c = QByteArray::fromHex(commit.value("commitment").toString().toLatin1());
  QCOMPARE(c.size(), 32);
  QVERIFY(t.ready.isEmpty());
  const QByteArray part = QByteArray::fromHex("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
  ben->send("{\"type\":\"contribution\",\"deal\":0,\"part\":\"" + part.toHex() + "\"}");
  QTRY_COMPARE(t.ready.size(), 1);
  QCOMPARE(t.ready[0].first, 0);
  t.table->revealDeal();
  const QJsonObject r = ben->nextOf(QStringLiteral("reveal"));
  const QByteArray hostPart = QByteArray::fromHex(r.value("host_part").toString().toLatin1());
  // The guest's own checks, from the description: the commitment, its part, the seed.
  QCOMPARE(QCryptographicHash::hash("ginrummy-commit-v1" + QByteArray(4, '\0') + hostPart, QCryptographicHash::Sha256), c);
  const QJsonArray parts = r.value("parts").toArray();
  QCOMPARE(parts.size(), 1);
  QCOMPARE(parts[0].toObject().value("seat").toInt(), 1);
  QCOMPARE(QByteArray::fromHex(parts[0].toObject().value("part").toString().toLatin1()), part);
  const QByteArray d = QCryptographicHash::hash("ginrummy-seed-v1" + QByteArray(4, '\0') + hostPart + char(1) + part,
                                                QCryptographicHash::Sha256);
  const quint64 seed = d.left(6).toHex().toULongLong(nullptr, 16);
  QCOMPARE(quint64(r.value("seed").toDouble()), seed);
  QCOMPARE(t.ready[0].second, seed);
  // A part for a deal that was not opened is a protocol error.
  ben->send("{\"type\":\"contribution\",\"deal\":5,\"part\":\"" + part.toHex() + "\"}");
  QCOMPARE(ben->next().value("code").toString(), QStringLiteral("protocol"));
}

void TstNetSession::quickMessagesAndBye() {
  Table t;
  QJsonObject w;
  auto ben = join(t, t.link(1), QStringLiteral("Ben"), &w);
  ben->send("{\"type\":\"say\",\"code\":\"good_game\"}");
  QTRY_COMPARE(t.says.size(), 1);
  QCOMPARE(t.says[0], qMakePair(1, QStringLiteral("good_game")));
  t.table->broadcastSay(0, QStringLiteral("nice_gin"));
  const QJsonObject s = ben->nextOf(QStringLiteral("say"));
  QCOMPARE(s.value("seat").toInt(), 0);
  QCOMPARE(s.value("code").toString(), QStringLiteral("nice_gin"));
  ben->send("{\"type\":\"bye\",\"reason\":\"leaving\"}");
  QTRY_COMPARE(t.lefts.size(), 1);
  QCOMPARE(t.lefts[0], qMakePair(1, QStringLiteral("leaving")));
  QVERIFY(!t.table->taken(1));
  QTest::qWait(200);
  QVERIFY(t.expired.isEmpty());  // no grace for a guest who left on purpose
}

void TstNetSession::withdrawnSeat() {
  Table t;
  const spec::Link link = t.link(1);
  QJsonObject w;
  auto ben = join(t, link, QStringLiteral("Ben"), &w);
  t.table->withdraw(1);
  QCOMPARE(ben->next().value("code").toString(), QStringLiteral("seat_closed"));
  // The link no longer opens the channel at all.
  spec::Client again(link);
  QVERIFY(!again.waitEncrypted(3000));

  // At a table of three, the other guest stops waiting for the seat: the host's computer plays it now.
  Table three(60, 2);
  auto cara = join(three, three.link(1), QStringLiteral("Cara"));
  const spec::Link danLink = three.link(2);
  QJsonObject danWelcome;
  auto dan = join(three, danLink, QStringLiteral("Dan"), &danWelcome);
  QVERIFY(cara && dan);
  QTRY_COMPARE(three.joins.size(), 2);
  three.table->withdraw(1);
  QJsonObject closed = cara->next();
  while (!closed.isEmpty() && closed.value("type").toString() == QLatin1String("presence")) closed = cara->next();  // Dan's
  QCOMPARE(closed.value("code").toString(), QStringLiteral("seat_closed"));
  QJsonObject p = dan->nextOf(QStringLiteral("presence"));
  while (!p.isEmpty() && !p.value("computer").toBool()) p = dan->nextOf(QStringLiteral("presence"));
  QCOMPARE(p.value("type").toString(), QStringLiteral("presence"));
  QCOMPARE(p.value("seat").toInt(), 1);
  QVERIFY(p.value("connected").toBool());
  QVERIFY(p.value("computer").toBool());
  QCOMPARE(p.value("name").toString(), QStringLiteral("Cara"));
  // ... and the game's reader takes it so.
  const auto read = std::get<Presence>(readHostMessage(p, three.table->config().rules));
  QVERIFY(read.computer && read.connected);
  // Dan's line drops and comes back: the welcome says the same (a computer, under Cara's name).
  dan->drop();
  QTRY_VERIFY(!three.table->connected(2));
  QJsonObject back;
  auto dan2 = join(three, danLink, QStringLiteral("Dan"), &back, danWelcome.value("resume").toString());
  QCOMPARE(back.value("resumed").toBool(), true);
  const QJsonObject seat1 = back.value("seats").toArray().at(1).toObject();
  QCOMPARE(seat1.value("kind").toString(), QStringLiteral("computer"));
  QCOMPARE(seat1.value("name").toString(), QStringLiteral("Cara"));
  QCOMPARE(seat1.value("stand_in").toBool(), true);  // standing in for Cara, not a computer of the table's own
  QVERIFY(!back.value("seats").toArray().at(0).toObject().contains("stand_in"));
  // ... and the game's reader takes it so.
  try {
    const Welcome welcomed = readWelcome(back);
    QVERIFY(welcomed.seats[1].standIn && !welcomed.seats[0].standIn && !welcomed.seats[2].standIn);
  } catch (const BadMessage& e) {
    QFAIL(e.why.c_str());
  }
}

// Continuing later (docs/network.md): the host keeps its table's state, closes with "adjourned", and a
// new program's table on the same port takes the same guests back with their links and tokens, goes on
// counting their updates, and finishes the open deal round with the commitment it had sent.
void TstNetSession::tableOpenedAgainFromItsState() {
  QJsonObject state;
  quint16 port = 0;
  QString benToken, cleoToken;
  QByteArray commitment1;
  spec::Link benLink, cleoLink;
  const QByteArray benPart = QByteArray::fromHex("11111111111111111111111111111111111111111111111111111111111111aa");
  const QByteArray cleoPart0 = QByteArray::fromHex("22222222222222222222222222222222222222222222222222222222222222bb");
  const QByteArray cleoPart1 = QByteArray::fromHex("33333333333333333333333333333333333333333333333333333333333333cc");
  {
    Table t(60, 2);
    port = t.server.port();
    benLink = t.link(1);
    cleoLink = t.link(2);
    QSignalSpy kept(t.table.get(), &TableHost::stateChanged);
    QJsonObject w;
    auto ben = join(t, benLink, QStringLiteral("Ben"), &w);
    benToken = w.value("resume").toString();
    auto cleo = join(t, cleoLink, QStringLiteral("Cleo"), &w);
    cleoToken = w.value("resume").toString();
    QTRY_COMPARE(kept.size(), 2);  // each token given out is kept
    t.table->openDeal(0);
    QCOMPARE(kept.size(), 3);  // the round, before its commitment went out
    ben->nextOf(QStringLiteral("commit"));
    cleo->nextOf(QStringLiteral("commit"));
    ben->send("{\"type\":\"contribution\",\"deal\":0,\"part\":\"" + benPart.toHex() + "\"}");
    cleo->send("{\"type\":\"contribution\",\"deal\":0,\"part\":\"" + cleoPart0.toHex() + "\"}");
    QTRY_COMPARE(t.ready.size(), 1);
    const HandState h(Rules{}, 0, t.ready[0].second);
    t.table->sendUpdate(1, t.update(1, h, QStringLiteral("deal")));
    t.table->sendUpdate(1, t.update(1, h));
    t.table->sendUpdate(2, t.update(2, h, QStringLiteral("deal")));
    QCOMPARE(ben->nextOf(QStringLiteral("update")).value("seq").toInt(), 1);
    t.table->revealDeal();
    QCOMPARE(ben->nextOf(QStringLiteral("reveal")).value("deal").toInt(), 0);
    // The next round: Ben answers, Cleo has not yet when the host keeps the match for later.
    t.table->openDeal(1);
    commitment1 = QByteArray::fromHex(ben->nextOf(QStringLiteral("commit")).value("commitment").toString().toLatin1());
    QCOMPARE(commitment1.size(), 32);
    ben->send("{\"type\":\"contribution\",\"deal\":1,\"part\":\"" + benPart.toHex() + "\"}");
    const int before = kept.size();
    QTRY_COMPARE(kept.size(), before + 1);  // the part received is kept
    state = t.table->state();
    t.table->close(QStringLiteral("adjourned"));
    const QJsonObject bye = ben->nextOf(QStringLiteral("bye"));
    QCOMPARE(bye.value("reason").toString(), QStringLiteral("adjourned"));
    QCOMPARE(cleo->nextOf(QStringLiteral("bye")).value("reason").toString(), QStringLiteral("adjourned"));
  }
  // The state holds secrets and tokens, not in the clear where they need not be: base64url as the links.
  QCOMPARE(state.value("seats").toArray().size(), 2);

  Table again(60, 2, port);
  QVERIFY(again.table->restore(state));
  QVERIFY(again.table->taken(1) && again.table->taken(2));
  QVERIFY(!again.table->connected(1));
  QCOMPARE(again.table->guestName(2), QStringLiteral("Cleo"));
  // A stranger with the same link, or with a made-up token, does not get the seat.
  QJsonObject w;
  auto eve = join(again, benLink, QStringLiteral("Eve"), &w, QStringLiteral("AAAAAAAAAAAAAAAAAAAAAA"));
  QCOMPARE(w.value("code").toString(), QStringLiteral("seat_taken"));
  // Ben comes back: welcomed as resumed, with the last reveal, and no commitment (he answered it).
  auto ben = join(again, benLink, QStringLiteral("Ben"), &w, benToken);
  QCOMPARE(w.value("type").toString(), QStringLiteral("welcome"));
  QCOMPARE(w.value("resumed").toBool(), true);
  QCOMPARE(w.value("seat").toInt(), 1);
  QCOMPARE(ben->next().value("type").toString(), QStringLiteral("reveal"));
  // His updates go on counting: the next is 3, so an action for the old 2 would be stale, never a new one.
  again.table->sendUpdate(1, again.update(1, HandState(Rules{}, 0, 9)));
  QCOMPARE(ben->nextOf(QStringLiteral("update")).value("seq").toInt(), 3);
  // Cleo comes back and is asked for deal 1 with the commitment sent before the break: the same deck.
  auto cleo = join(again, cleoLink, QStringLiteral("Cleo"), &w, cleoToken);
  QCOMPARE(w.value("resumed").toBool(), true);
  const QJsonObject c = cleo->nextOf(QStringLiteral("commit"));
  QCOMPARE(c.value("deal").toInt(), 1);
  QCOMPARE(QByteArray::fromHex(c.value("commitment").toString().toLatin1()), commitment1);
  // The host's player deals: the open round is not opened a second time (the same commitment again).
  again.table->openDeal(1);
  QCOMPARE(QByteArray::fromHex(cleo->nextOf(QStringLiteral("commit")).value("commitment").toString().toLatin1()), commitment1);
  cleo->send("{\"type\":\"contribution\",\"deal\":1,\"part\":\"" + cleoPart1.toHex() + "\"}");
  QTRY_COMPARE(again.ready.size(), 1);
  QCOMPARE(again.ready[0].first, 1);
  again.table->revealDeal();
  const QJsonObject r = cleo->nextOf(QStringLiteral("reveal"));
  QCOMPARE(r.value("deal").toInt(), 1);
  // The reveal has Ben's part from before the break and Cleo's from after it; the seed is their hash.
  const QByteArray hostPart = QByteArray::fromHex(r.value("host_part").toString().toLatin1());
  QByteArray d1(4, '\0');
  d1[3] = 1;
  QCOMPARE(QCryptographicHash::hash("ginrummy-commit-v1" + d1 + hostPart, QCryptographicHash::Sha256), commitment1);
  const QByteArray seed = QCryptographicHash::hash("ginrummy-seed-v1" + d1 + hostPart + char(1) + benPart + char(2) + cleoPart1,
                                                   QCryptographicHash::Sha256);
  QCOMPARE(quint64(r.value("seed").toDouble()), seed.left(6).toHex().toULongLong(nullptr, 16));
  QCOMPARE(again.ready[0].second, seed.left(6).toHex().toULongLong(nullptr, 16));
}

// A kept state that is damaged is refused whole: the table stays as it was, with no seat.
void TstNetSession::stateThatCannotBeTakenBackChangesNothing() {
  Table t(60, 1);
  const QJsonObject good{{"seats", QJsonArray{QJsonObject{{"seat", 1}, {"id", "Qm9iX2Ex"}, {"secret", "3qYv0c9Q1mUu2xVJpPq9Xw"}, {"seq", 4}}}}};
  const QList<QJsonObject> bad = {
      QJsonObject{},
      QJsonObject{{"seats", QJsonArray{QJsonObject{{"seat", 0}, {"id", "Qm9iX2Ex"}, {"secret", "3qYv0c9Q1mUu2xVJpPq9Xw"}, {"seq", 4}}}}},
      QJsonObject{{"seats", QJsonArray{QJsonObject{{"seat", 1}, {"id", "bad id!"}, {"secret", "3qYv0c9Q1mUu2xVJpPq9Xw"}, {"seq", 4}}}}},
      QJsonObject{{"seats", QJsonArray{QJsonObject{{"seat", 1}, {"id", "Qm9iX2Ex"}, {"secret", "short"}, {"seq", 4}}}}},
      QJsonObject{{"seats", good.value("seats")}, {"round", QJsonObject{{"deal", 0}, {"host_part", "00"}, {"open", true}}}},
      QJsonObject{{"seats", good.value("seats")}, {"last_reveal", QJsonObject{{"type", "welcome"}}}},
  };
  for (const QJsonObject& state : bad) {
    QString why;
    QVERIFY2(!t.table->restore(state, &why), qPrintable(QJsonDocument(state).toJson(QJsonDocument::Compact)));
    QVERIFY(!why.isEmpty());
    QVERIFY(!t.table->invited(1));
  }
  QVERIFY(t.table->restore(good));
  QVERIFY(t.table->invited(1));
  QVERIFY(!t.table->taken(1));  // no guest had taken it: anyone with the link may
  QCOMPARE(t.table->lastSeq(1), 4);

  // A seat a computer took over (withdraw) is a computer seat of the table opened again, with nothing
  // kept for it: the kept state of a match whose only friend was replaced has no seat, and is taken.
  HostServer server;
  QVERIFY(server.listen(QHostAddress::LocalHost, 0));
  TableHost::Config c = t.table->config();
  c.seats[1] = {QStringLiteral("Ben"), QStringLiteral("computer"), true};
  TableHost replaced(&server, c);
  QString why;
  QVERIFY2(replaced.restore(QJsonObject{{"seats", QJsonArray{}}}, &why), qPrintable(why));
  QVERIFY(!replaced.invited(1));
}

// A player's session (patient) hears "adjourned": it does not end, tries the closed port again and
// again, and is welcomed back as soon as the table is open again; a table that no longer knows the
// invitation ends the wait. A session that is not patient (a bot) ends with "adjourned".
void TstNetSession::patientGuestWaitsForTheTableToOpenAgain() {
  auto table = std::make_unique<Table>(60, 1);
  const quint16 port = table->server.port();
  const Invitation inv = table->table->invite(1, QStringLiteral("127.0.0.1"));
  GuestSession g(inv, QStringLiteral("Ben"));
  g.setPatient(true, 50);
  QSignalSpy adjourned(&g, &GuestSession::adjourned), ended(&g, &GuestSession::ended);
  QList<Welcome> welcomed;
  connect(&g, &GuestSession::welcomed, this, [&welcomed](const Welcome& w) { welcomed << w; });
  g.start();
  QTRY_COMPARE(welcomed.size(), 1);
  const QJsonObject state = table->table->state();
  table->table->close(QStringLiteral("adjourned"));
  QTRY_COMPARE(adjourned.size(), 1);
  table.reset();  // the program is gone: nothing listens on the port
  QTest::qWait(400);  // several tries at a closed port
  QVERIFY(ended.isEmpty());
  QVERIFY(g.waitingForHost());

  Table again(60, 1, port);
  QVERIFY(again.table->restore(state));
  QTRY_COMPARE(welcomed.size(), 2);
  QCOMPARE(welcomed[1].resumed, true);
  QVERIFY(!g.waitingForHost());
  QVERIFY(g.connected());
  QCOMPARE(again.joins, (QList<QPair<int, QString>>{qMakePair(1, QStringLiteral("Ben/resumed"))}));

  // Kept for later once more, and the table opened next is a new one: its answer ends the wait.
  again.table->close(QStringLiteral("adjourned"));
  QTRY_COMPARE(adjourned.size(), 2);
  again.table->withdraw(1);
  QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 5000);
  QCOMPARE(ended[0][0].toString(), QStringLiteral("seat_closed"));

  // Not patient: the same news ends the session.
  Table t(60, 1);
  GuestSession bot(t.table->invite(1, QStringLiteral("127.0.0.1")), QStringLiteral("Bot"));
  QSignalSpy botEnded(&bot, &GuestSession::ended);
  bot.start();
  QTRY_VERIFY(bot.connected());
  t.table->close(QStringLiteral("adjourned"));
  QTRY_COMPARE(botEnded.size(), 1);
  QCOMPARE(botEnded[0][0].toString(), QStringLiteral("adjourned"));
}

// A host that crashed (its connections cut, no bye) and opened its table again from the state it had
// kept: a guest inside the grace period is back by itself with its ordinary reconnection, patient or not.
void TstNetSession::guestReconnectsToATableOpenedAfterACrash() {
  auto table = std::make_unique<Table>(60, 1);
  const quint16 port = table->server.port();
  GuestSession g(table->table->invite(1, QStringLiteral("127.0.0.1")), QStringLiteral("Ben"));
  g.setRetryMs(50);
  QSignalSpy lost(&g, &GuestSession::connectionLost), ended(&g, &GuestSession::ended);
  QList<Welcome> welcomed;
  connect(&g, &GuestSession::welcomed, this, [&welcomed](const Welcome& w) { welcomed << w; });
  g.start();
  QTRY_COMPARE(welcomed.size(), 1);
  table->table->sendUpdate(1, table->update(1, HandState(Rules{}, 0, 3), QStringLiteral("deal")));
  QTRY_VERIFY(g.lastUpdate().has_value());
  const QJsonObject state = table->table->state();
  table.reset();  // the host's program is gone: its connections cut, no bye
  QTRY_COMPARE(lost.size(), 1);
  QTest::qWait(300);
  QVERIFY(ended.isEmpty());

  Table again(60, 1, port);
  QVERIFY(again.table->restore(state));
  QTRY_COMPARE(welcomed.size(), 2);
  QVERIFY(welcomed[1].resumed);
  QVERIFY(ended.isEmpty());
  // The next update goes on from the one the guest had.
  again.table->sendUpdate(1, again.update(1, HandState(Rules{}, 0, 3)));
  QTRY_COMPARE(g.lastUpdate()->seq, 2);
}

void TstNetSession::guestSessionJoinsPlaysAndReconnects() {
  Table t(30);
  const Invitation inv = t.table->invite(1, QStringLiteral("127.0.0.1"));
  GuestSession g(inv, QStringLiteral("Ben"));
  g.setRetryMs(50);
  QList<Update> updates;
  QList<DealCheck> checks;
  QList<QString> lost, ended;
  int welcomes = 0;
  connect(&g, &GuestSession::welcomed, [&] { ++welcomes; });
  connect(&g, &GuestSession::updated, [&](const Update& u) { updates << u; });
  connect(&g, &GuestSession::dealChecked, [&](int, DealCheck v, quint64) { checks << v; });
  connect(&g, &GuestSession::connectionLost, [&](const QString& code) { lost << code; });
  connect(&g, &GuestSession::ended, [&](const QString& code) { ended << code; });
  g.start();
  QTRY_COMPARE(welcomes, 1);
  QVERIFY(g.connected());
  QCOMPARE(g.welcome()->seat, 1);
  // The first deal's round, answered by the session by itself; the host deals from the joint seed.
  t.table->openDeal(0);
  QTRY_COMPARE(t.ready.size(), 1);
  Match m(Rules{}, t.ready[0].second);
  t.table->sendUpdate(1, t.update(1, m.hand(), QStringLiteral("match")));
  QTRY_COMPARE(updates.size(), 1);
  // Play the hand: the guest answers every update where it is to act with its first legal action.
  connect(&g, &GuestSession::updated, [&](const Update& u) {
    if (u.view.toAct == 1 && !m.hand().over()) g.act(legalActions(u.view).front());
  });
  connect(t.table.get(), &TableHost::actionReceived, [&](int seat, const Action& a) {
    QCOMPARE(m.apply(seat, a), Reject::Ok);
  });
  Rng rng(1);
  int cut = 0;
  while (!m.hand().over()) {
    if (m.hand().toAct() == 0) {
      const auto legal = m.hand().legalActions();
      QCOMPARE(m.apply(0, legal[rng.below(std::uint32_t(legal.size()))]), Reject::Ok);
    }
    const int before = int(m.log().size());
    // Now and then the line drops just before the guest's turn: it must come back and still act.
    if (m.hand().toAct() == 1 && ++cut % 3 == 0) g.connection()->abort();
    t.table->sendUpdate(1, t.update(1, m.hand()));
    if (m.hand().toAct() == 1) QTRY_VERIFY_WITH_TIMEOUT(int(m.log().size()) > before, 5000);
  }
  QVERIFY2(g.reconnections() > 0, "the line never dropped at the guest's turn");
  QVERIFY(!lost.isEmpty());
  QVERIFY(ended.isEmpty());
  // After the hand the host reveals, and the guest finds the deal fair, its cards included.
  t.table->revealDeal();
  QTRY_COMPARE(checks.size(), 1);
  QCOMPARE(dealCheckCode(checks[0]), "fair");
  qInfo("hand played with %d reconnections", g.reconnections());
  g.leave();
  QTRY_COMPARE(ended.size(), 1);
  QCOMPARE(ended[0], QStringLiteral("left"));
  QTRY_VERIFY(!t.table->taken(1));
}

void TstNetSession::guestSessionEndsOnRefusal() {
  Table t;
  const Invitation inv = t.table->invite(1, QStringLiteral("127.0.0.1"));
  GuestSession first(inv, QStringLiteral("Ben"));
  QList<QString> ended;
  connect(&first, &GuestSession::ended, [&](const QString& code) { ended << "first:" + code; });
  first.start();
  QTRY_VERIFY(first.connected());
  GuestSession second(inv, QStringLiteral("Eve"));
  connect(&second, &GuestSession::ended, [&](const QString& code) { ended << "second:" + code; });
  second.start();
  QTRY_COMPARE(ended.size(), 1);
  QCOMPARE(ended[0], QStringLiteral("second:seat_taken"));
  Invitation wrong = inv;
  wrong.secret[0] = char(wrong.secret[0] ^ 0x80);
  GuestSession third(wrong, QStringLiteral("Mallory"));
  connect(&third, &GuestSession::ended, [&](const QString& code) { ended << "third:" + code; });
  third.start();
  QTRY_COMPARE(ended.size(), 2);
  QCOMPARE(ended[1], QStringLiteral("third:wrong_secret"));
  QVERIFY(first.connected());
}

// The leak check of a long-running host: after many connections come and go (wrong secrets, plain
// bytes, refused hellos, reconnections that replace a live line, drops), nothing of them is left: no
// connection object in the server or the table but the guest's current one, and no socket still
// finishing its goodbye.
void TstNetSession::hostKeepsNothingOfConnectionsGone() {
  Table t;
  const spec::Link link = t.link(1);
  QJsonObject w;
  auto ben = join(t, link, QStringLiteral("Ben"), &w);
  const QString token = w.value("resume").toString();
  spec::Link wrong = link;
  wrong.secret[0] = char(wrong.secret[0] ^ 1);
  for (int round = 0; round < 15; ++round) {
    spec::Client bad(wrong);
    QVERIFY(!bad.waitEncrypted(3000));
    QTcpSocket plain;
    plain.connectToHost(QHostAddress::LocalHost, link.port);
    QVERIFY(plain.waitForConnected(3000));
    plain.write("GET / HTTP/1.0\r\n\r\n");
    QJsonObject refused;
    auto eve = join(t, link, QStringLiteral("Eve"), &refused);
    QCOMPARE(refused.value("code").toString(), QStringLiteral("seat_taken"));
    // Ben on a new line, replacing the old one; every other round the old one just drops.
    if (round % 2) ben->drop();
    QJsonObject again;
    ben = join(t, link, QStringLiteral("Ben"), &again, token);
    QCOMPARE(again.value("resumed").toBool(), true);
    QVERIFY(eve->waitClosed());
  }
  QTRY_COMPARE(t.table->findChildren<Connection*>().size(), 1);
  QTRY_COMPARE(t.server.findChildren<Connection*>().size(), 0);
  QTRY_COMPARE_WITH_TIMEOUT(qApp->findChildren<QSslSocket*>(QString(), Qt::FindDirectChildrenOnly).size(), 0, 5000);
  QVERIFY(t.table->connected(1));
}

QTEST_MAIN(TstNetSession)
#include "tst_netsession.moc"
