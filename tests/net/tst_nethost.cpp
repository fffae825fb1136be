// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The referee at a network table, in one process: seats of kind Remote made by the seat maker, deals
// held until their seed comes from outside (the fair deal), a computer seated where a guest did not come
// back, the match's result in the last update, and no undo.
#include <QTimer>
#include <QtTest>

#include "game/gamecontroller.h"
#include "legal.h"
#include "seats/personseat.h"

using namespace gin;

namespace {

// A seat elsewhere as the referee sees it: told every update, it answers with the first legal action
// (later, through the event loop, as a message from the network would come).
class StandIn : public Seat {
 public:
  using Seat::Seat;
  Kind kind() const override { return Kind::Remote; }
  void update(const SeatUpdate& u) override {
    updates.push_back(u);
    if (!u.myTurn() || !playing) return;
    const Action a = legalActions(u.view).front();
    QTimer::singleShot(0, this, [this, a] { emit act(index(), a); });
  }
  void refused(const Action&, Reject why, const QString&) override { refusals.push_back(why); }
  std::vector<SeatUpdate> updates;
  std::vector<Reject> refusals;
  bool playing = true;
};

GameSetup setupOf(int target) {
  GameSetup s;
  preset("eaai", s.rules);
  s.rules.gameTarget = target;
  s.seats = {SeatSetup{SeatKind::Remote, ai::Level::Casual, QStringLiteral("Anna")}, SeatSetup{SeatKind::Computer, ai::Level::Casual, {}}};
  return s;
}

bool handOver(const GameController& c) { return c.view().phase == Phase::Scored || c.view().phase == Phase::Drawn; }

}  // namespace

class TstNetHost : public QObject {
  Q_OBJECT
 private slots:
  void dealsWaitForTheirSeeds();
  void theLastUpdateCarriesTheResult();
  void aComputerTakesASeat();
  void whatTheFriendDoesIsSaid();
  void theGuestWaitsForTheHostToDeal();
};

void TstNetHost::dealsWaitForTheirSeeds() {
  GameController c;
  c.setAiDelay(0);
  std::vector<StandIn*> remote;
  c.setSeatMaker([&](int seat, const SeatSetup&, QObject* parent) -> Seat* {
    remote.push_back(new StandIn(seat, parent));
    return remote.back();
  });
  std::vector<int> asked;
  c.setDealSource([&](int deal) { asked.push_back(deal); });
  QVERIFY(c.networked());
  c.newMatch(setupOf(100));
  // Nothing is dealt before the seed comes.
  QVERIFY(!c.hasMatch());
  QCOMPARE(asked, std::vector<int>{0});
  QCOMPARE(c.dealWaiting(), 0);
  QVERIFY(!c.dealFrom(1, 99));  // not the deal waiting
  QVERIFY(!c.hasMatch());
  QVERIFY(c.dealFrom(0, 123456789));
  QVERIFY(!c.dealFrom(0, 5));   // dealt already
  QVERIFY(c.hasMatch());
  QCOMPARE(c.match().seed(), 123456789ull);
  QCOMPARE(c.match().dealSeeds(), std::vector<std::uint64_t>{123456789});
  QCOMPARE(remote.size(), std::size_t(1));
  QCOMPARE(c.seat(0)->kind(), SeatKind::Remote);
  QCOMPARE(c.seat(1)->kind(), SeatKind::Computer);
  QTRY_VERIFY_WITH_TIMEOUT(handOver(c), 30000);
  QVERIFY(remote[0]->refusals.empty());
  // The next deal waits for its own seed too.
  QVERIFY(c.nextHand());
  QCOMPARE(asked, (std::vector<int>{0, 1}));
  QVERIFY(handOver(c));
  QVERIFY(!c.nextHand());  // asked already
  QVERIFY(c.dealFrom(1, 42));
  QCOMPARE(c.match().dealSeeds(), (std::vector<std::uint64_t>{123456789, 42}));
  QCOMPARE(c.match().hand().seed(), 42ull);
  QCOMPARE(remote[0]->updates.back().cause, SeatUpdate::Cause::Deal);
  // The hand log's view of a finished deal is that deal, replayed from its own seed (deal 1 came from
  // the seed 42, not from the match seed's sequence).
  QTRY_VERIFY_WITH_TIMEOUT(handOver(c), 30000);
  if (!c.matchOver()) {
    QVERIFY(c.nextHand());
    QVERIFY(c.dealFrom(2, 43));
    const SeatView second = c.dealView(1, 0);
    QVERIFY(second.phase == Phase::Scored || second.phase == Phase::Drawn);
    SeatView seenThen;
    for (const SeatUpdate& u : remote[0]->updates)
      if (u.context.deals == 1) seenThen = u.view;
    QCOMPARE(second.history.size(), seenThen.history.size());
    QCOMPARE(second.hand, seenThen.hand);
    QCOMPARE(second.discardPile, seenThen.discardPile);
  }
  // Every update the seat got was its own view.
  for (const SeatUpdate& u : remote[0]->updates) QCOMPARE(u.view.seat, 0);
  // No undo at a network table, not even for a person here.
  QVERIFY(!c.canUndo());
}

void TstNetHost::theLastUpdateCarriesTheResult() {
  GameController c;
  c.setAiDelay(0);
  StandIn* remote = nullptr;
  c.setSeatMaker([&](int seat, const SeatSetup&, QObject* parent) -> Seat* { return remote = new StandIn(seat, parent); });
  std::uint64_t next = 1000;
  c.setDealSource([&](int deal) { QTimer::singleShot(0, &c, [&c, deal, seed = next++] { c.dealFrom(deal, seed); }); });
  connect(&c, &GameController::handOver, &c, [&c] { QTimer::singleShot(0, &c, [&c] { c.nextHand(); }); });
  c.newMatch(setupOf(30));
  QTRY_VERIFY_WITH_TIMEOUT(c.hasMatch() && c.matchOver(), 60000);
  QVERIFY(remote);
  const SeatUpdate& last = remote->updates.back();
  QVERIFY(last.matchOver);
  QCOMPARE(last.result, c.sheet().matchResult());
  QCOMPARE(last.winner, c.sheet().matchWinner());
  QVERIFY(last.winner == 0 || last.winner == 1);
  // Every deal came from the source, in order.
  const auto& seeds = c.match().dealSeeds();
  for (std::size_t d = 0; d < seeds.size(); ++d) QCOMPARE(seeds[d], 1000 + d);
  for (std::size_t i = 0; i + 1 < remote->updates.size(); ++i) QVERIFY(remote->updates[i].result.empty());
}

void TstNetHost::aComputerTakesASeat() {
  GameController c;
  c.setAiDelay(0);
  StandIn* remote = nullptr;
  c.setSeatMaker([&](int seat, const SeatSetup&, QObject* parent) -> Seat* {
    remote = new StandIn(seat, parent);
    remote->playing = false;  // the guest is gone
    return remote;
  });
  c.setDealSource([](int) {});
  c.newMatch(setupOf(100));
  QVERIFY(c.dealFrom(0, 777));
  // The game waits for seat 0 sooner or later (its first turn comes within two moves).
  QTRY_VERIFY_WITH_TIMEOUT(c.view().toAct == 0 && !c.aiThinking(), 10000);
  QTest::qWait(50);
  const int moves = int(c.match().log().size());
  QCOMPARE(int(c.match().log().size()), moves);  // nobody plays for it
  QVERIFY(!c.setup().seats[0].standIn);
  QVERIFY(c.seatComputer(0, ai::Level::Casual));
  QCOMPARE(c.seat(0)->kind(), SeatKind::Computer);
  QCOMPARE(c.setup().seats[0].kind, SeatKind::Computer);
  // It plays for the friend who left: the friend's name, said to be a computer where the table labels it.
  QVERIFY(c.setup().seats[0].standIn);
  QCOMPARE(c.seatCaption(0), QStringLiteral("%1 (computer)").arg(c.seatName(0)));
  QTRY_VERIFY_WITH_TIMEOUT(handOver(c), 30000);
  QVERIFY(int(c.match().log().size()) > moves);
  QVERIFY(!c.seatComputer(5, ai::Level::Casual));
}

// While a friend elsewhere is to act, the prompt says what the friend is doing: the upcard, the lay-offs or
// a turn (the host read "Waiting for Pekka to play…" while Pekka laid off: a network play-test).
void TstNetHost::whatTheFriendDoesIsSaid() {
  GameController c;
  c.setAiDelay(0);
  c.setSeatMaker([&](int seat, const SeatSetup&, QObject* parent) -> Seat* { return new StandIn(seat, parent); });
  std::uint64_t next = 2000;
  c.setDealSource([&](int deal) { QTimer::singleShot(0, &c, [&c, deal, seed = next++] { c.dealFrom(deal, seed); }); });
  connect(&c, &GameController::handOver, &c, [&c] { QTimer::singleShot(0, &c, [&c] { c.nextHand(); }); });
  QMap<Phase, QSet<QString>> said;
  connect(&c, &GameController::changed, &c, [&] {
    if (c.hasMatch() && !handOver(c) && c.view().toAct == 0) said[c.view().phase] << c.prompt();
  });
  c.newMatch(setupOf(60));
  QTRY_VERIFY_WITH_TIMEOUT(c.hasMatch() && c.matchOver(), 60000);
  QCOMPARE(said.value(Phase::FirstUpcard), QSet<QString>{QStringLiteral("Waiting for Anna to take or pass the upcard…")});
  QCOMPARE(said.value(Phase::Draw), QSet<QString>{QStringLiteral("Waiting for Anna to play…")});
  QCOMPARE(said.value(Phase::Discard), QSet<QString>{QStringLiteral("Waiting for Anna to play…")});
  QCOMPARE(said.value(Phase::Layoff), QSet<QString>{QStringLiteral("Waiting for Anna to lay off…")});  // the computer knocked
}

// A guest that pressed Next hand before the next deal came hears who deals it: the host's player at a
// table hosted from the game ("Waiting for the host to deal…" named nobody: a play-test), nobody at a
// club server's table, which deals by itself. The guest's controller is fed the updates the referee
// gave the friend's seat.
void TstNetHost::theGuestWaitsForTheHostToDeal() {
  GameController host;
  host.setAiDelay(0);
  StandIn* friendSeat = nullptr;
  host.setSeatMaker([&](int seat, const SeatSetup&, QObject* parent) -> Seat* { return friendSeat = new StandIn(seat, parent); });
  host.setDealSource([&](int deal) { QTimer::singleShot(0, &host, [&host, deal] { host.dealFrom(deal, 4321); }); });
  host.newMatch(setupOf(500));
  QTRY_VERIFY_WITH_TIMEOUT(host.hasMatch() && handOver(host), 30000);
  QVERIFY(friendSeat && !friendSeat->updates.empty());
  GameSetup seen = setupOf(500);  // as the guest sees the table: itself here, the host's seat elsewhere
  seen.seats[0].kind = SeatKind::Person;
  seen.seats[1] = SeatSetup{SeatKind::Remote, ai::Level::Casual, QStringLiteral("Pekka")};
  for (const int dealer : {1, -1}) {
    GameController guest;
    guest.startGuest(seen, 0, [](const Action&) {}, {}, dealer);
    int seq = 0;
    for (const SeatUpdate& u : friendSeat->updates) guest.guestUpdate(u, 0, ++seq);
    QVERIFY(handOver(guest));
    QSignalSpy said(&guest, &GameController::message);
    QVERIFY(guest.nextHand());
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.first().at(0).toString(), dealer == 1 ? QStringLiteral("Waiting for Pekka to deal…") : QStringLiteral("Waiting for the next deal…"));
  }
}

QTEST_GUILESS_MAIN(TstNetHost)
#include "tst_nethost.moc"
