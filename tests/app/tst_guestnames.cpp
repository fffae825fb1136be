// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The names at a network table, as a guest's window reads them: a computer's is the one the host's game
// gives it, `ginrummy-cli join` sits down with its level's first name, and no two seats share one. A real
// MainWindow over loopback, with `ginrummy-cli serve` and `join` as the other side.
#include "game/seatnames.h"
#include "guestfixture.h"

class TestGuestNames : public GuestFixture {
  Q_OBJECT

 private slots:
  void initTestCase() { initFixture(); }
  void cleanup() { cleanupFixture(); }

 private:
  // An eaai table whose second seat is the host's casual computer.
  static QStringList computerTable() {
    QStringList args = serveArgs();
    args.last() = QStringLiteral("eaai:2+1");
    return args;
  }
  // This window at that table's open seat under `name`, the match started.
  bool sitAgainstTheComputer(Cli& serve, const QString& name) {
    const QStringList links = serve.waitLines(QStringLiteral("invite: "), 1);
    if (links.size() != 1) return false;
    openWindow();
    w_->joinNetworkGame(invitation(links[0]), name);
    return playUntil([this] { return c_->guest() && c_->hasMatch(); }, 10000);
  }

 private slots:

  // A computer at the host's table has the name the host's referee gives it, here as there (this window
  // read "casual" where the host's read "Ella": a network play-test).
  void aComputerSeatIsNamedAsAtTheHost() {
    Cli serve(computerTable());
    QVERIFY2(sitAgainstTheComputer(serve, QStringLiteral("Anna")), qPrintable(serve.log()));
    const int computer = c_->guestSeat() == 0 ? 1 : 0;
    // The referee's names: seatnames::fill, casual's first name at the second seat.
    QVector<SeatSetup> seats(2);
    seats[c_->guestSeat()] = SeatSetup{SeatKind::Remote, ai::Level::Casual, QStringLiteral("Anna")};
    seats[computer] = SeatSetup{SeatKind::Computer, ai::Level::Casual, {}};
    seatnames::fill(seats);
    QCOMPARE(c_->seatName(computer), seats[computer].name);
    QVERIFY(seatnames::pool(ai::Level::Casual).contains(c_->seatName(computer)));
  }

  // A friend called as a computer at the table (`join`'s default for a casual bot is "Otto" too) gets a
  // number: two "Otto"s at one table were two players nobody could tell apart (a review).
  void aFriendNamedAsAComputerGetsANumber() {
    Cli serve(computerTable());  // the computer is Otto (the test above)
    QVERIFY2(sitAgainstTheComputer(serve, QStringLiteral("otto")), qPrintable(serve.log()));
    QCOMPARE(c_->seatName(1 - c_->guestSeat()), QStringLiteral("Otto"));
    QCOMPARE(c_->seatName(c_->guestSeat()), QStringLiteral("otto 2"));
  }

  // `ginrummy-cli join` without --name sits down with its level's first name, not its id ("expert wins
  // the match. expert knocked…" in lower case, in English in the Finnish game: a network play-test).
  void aJoinedComputerHasAName() {
    Cli serve(serveArgs());
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("expert"), QStringLiteral("--pause-ms"),
              QStringLiteral("60")});
    // (The name comes with the join's presence; the first deal follows it, as in playsAMatchAtTheHostsTable.)
    QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch() && c_->dealsSoFar() == 1; }, 10000), qPrintable(serve.log()));
    QTRY_COMPARE_WITH_TIMEOUT(c_->seatName(1), seatnames::face(ai::Level::Expert), 5000);
  }

  // Two friends of one name, the longest a name may be: the second's numbered name still fits (a longer
  // one would make every guest refuse the welcome).
  void aNumberedNameStaysWithinTheLength() {
    Cli serve(serveArgs());
    const QString name = QString(38, QLatin1Char('a')) + QStringLiteral("ää");  // 40 characters
    const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    openWindow();
    w_->joinNetworkGame(invitation(links[0]), name);
    QVERIFY2(serve.waitStderr(QStringLiteral(" joined")), qPrintable(serve.log()));  // this window first
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"), name,
              QStringLiteral("--pause-ms"), QStringLiteral("60")});
    QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch() && c_->dealsSoFar() == 1; }, 10000), qPrintable(serve.log()));
    QCOMPARE(c_->seatName(0), name);
    QTRY_COMPARE_WITH_TIMEOUT(c_->seatName(1), QString(38, QLatin1Char('a')) + QStringLiteral(" 2"), 5000);
  }
};

QTEST_MAIN(TestGuestNames)
#include "tst_guestnames.moc"
