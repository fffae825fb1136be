// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The guest's side at this screen (issue 32; docs/app.md "The guest's table"): a real MainWindow joins a
// table that `ginrummy-cli serve` referees over loopback, the other seat played by `ginrummy-cli join`.
// The window's seat is played through the table's own input path (bar buttons, mouse drags onto the
// piles and the knock spot); the table must show only this seat's cards, say the host's refusals in
// words, build the score sheet that gives the host's result, come back after its line was cut, and take
// its seat back in a new window from the kept state.
#include <optional>

#include "guestfixture.h"

class TestGuest : public GuestFixture {
  Q_OBJECT

 private slots:
  void initTestCase() { initFixture(); }
  void cleanup() { cleanupFixture(); }

  // A whole match at a network table, this window at seat 0 against `ginrummy-cli join`: only our cards
  // face up, the host's refusal in words, the sheet gives the host's result, every deal verified.
  void playsAMatchAtTheHostsTable() {
    Cli serve(serveArgs({QStringLiteral("--target"), QStringLiteral("25")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    // Bert pauses a little before each move, so that this window sees his turns as a person's.
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
              QStringLiteral("Bert"), QStringLiteral("--json"), QStringLiteral("--pause-ms"), QStringLiteral("60")});
    // The match starts: the table is drawn from the host's first update, our seat and names from the welcome.
    QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch() && c_->dealsSoFar() == 1; }, 10000), qPrintable(serve.log()));
    QCOMPARE(c_->guestSeat(), 0);
    QCOMPARE(c_->seatName(0), QStringLiteral("Anna"));
    QCOMPARE(c_->seatName(1), QStringLiteral("Bert"));
    QVERIFY(c_->isYou(0));
    QVERIFY(!c_->canUndo());
    QVERIFY(!w_->commands()->action(QStringLiteral("replayDeal"))->isEnabled());

    // Our turn to draw: a card dragged to the discard pile is refused here at once with the rule's words;
    // the same move sent to the host anyway comes back refused, in the same words.
    QVERIFY2(playUntil([this] { return c_->humanToAct() && c_->view().phase == Phase::Draw; }, 20000),
             qPrintable(QStringLiteral("phase %1, to act %2, status '%3'\n%4")
                            .arg(int(c_->view().phase)).arg(c_->view().toAct).arg(w_->statusText(), serve.log())));
    QVERIFY(still() || playUntil([this] { return still(); }, 3000));
    const QString drawFirst = QStringLiteral("Draw a card first, from the stock or the discard pile.");
    const Card mine = lowest(c_->view().hand);
    mouseDrag(w_->tableView(), pointOn(scene_, mine), scene_->zoneRect(TableScene::Target::Discard).center());
    QCOMPARE(w_->statusText(), drawFirst);
    QVERIFY(c_->humanToAct());  // nothing went out
    // The deal's number is not known here before the hand ends: the hand log does not say "deal number 0".
    QCOMPARE(w_->handLog()->model()->linesOf(0).first(), QStringLiteral("Hand 1"));
    QStringList reasons;
    QObject scope;  // ends the connections below with this test's locals (a later signal wrote to freed ones)
    connect(&w_->guestTable()->session(), &net::GuestSession::refused, &scope, [&](const net::Refused& r) { reasons << r.reason; });
    QSignalSpy rejected(c_, &GameController::rejected);
    w_->guestTable()->session().act(Action::discard(mine));
    QTRY_COMPARE_WITH_TIMEOUT(reasons, QStringList{QStringLiteral("wrong_phase")}, 5000);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.first().at(1).toString(), drawFirst);
    QCOMPARE(w_->statusText(), drawFirst);
    QVERIFY(c_->humanToAct());  // the person may act again on the same update

    // The rest of the match.
    otherTurn_.clear();
    QVERIFY2(playUntil([this] { return c_->matchOver(); }, 120000), qPrintable(serve.log()));
    // The other seat is a person elsewhere to this window: waited for, not "thinking".
    const QString other = c_->seatName(1 - c_->guestSeat());
    QVERIFY(otherTurn_.contains(QStringLiteral("Waiting for %1 to play…").arg(other)));
    const QSet<QString> waits{QStringLiteral("Waiting for %1 to play…").arg(other), QStringLiteral("Waiting for %1 to take or pass the upcard…").arg(other),
                              QStringLiteral("Waiting for %1 to lay off…").arg(other)};
    QVERIFY2(waits.contains(otherTurn_), qPrintable(otherTurn_.values().join(QStringLiteral(" | "))));
    QCOMPARE(join.wait(20000), 0);
    QCOMPARE(serve.wait(10000), 0);
    QCOMPARE(otherFaceShown_, 0);
    // The host's result, as the host logged it and as the other guest printed it, is the sheet built here.
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("winner seat (-?\\d+), result (-?\\d+) (-?\\d+)")).match(serve.err());
    QVERIFY2(m.hasMatch(), qPrintable(serve.log()));
    const std::vector<int> result = c_->sheet().matchResult();
    QCOMPARE(result, (std::vector<int>{m.captured(2).toInt(), m.captured(3).toInt()}));
    QCOMPARE(c_->sheet().matchWinner(), m.captured(1).toInt());
    QVERIFY(c_->guestResultAgrees());
    QVERIFY(c_->sheet().over());
    QCOMPARE(int(c_->sheet().hands().size()), c_->dealsSoFar());
    // Every deal was checked by this guest, and the hand log says so.
    QTRY_VERIFY_WITH_TIMEOUT(!c_->dealCheck(c_->dealsSoFar() - 1).isEmpty(), 5000);
    for (int d = 0; d < c_->dealsSoFar(); ++d) {
      QCOMPARE(c_->dealCheck(d), QStringLiteral("fair"));
      QVERIFY(c_->dealNumber(d) != 0);
    }
    const QString verified = QStringLiteral("Deal verified: neither side chose the cards.");
    QVERIFY(w_->handLog()->model()->linesOf(0).contains(verified));
    QCOMPARE(w_->handLog()->model()->linesOf(0).first(), QStringLiteral("Hand 1, deal number %1").arg(c_->dealNumber(0)));
    // The review replays every deal from its revealed number and the moves seen here, and says each
    // was verified. The replay ends with the hands shown at the end (the other seat's too), so the
    // review is the host's deal, not a guess.
    const ReviewDeals deals = reviewDeals(*c_);
    QCOMPARE(int(deals.hands.size()), c_->dealsSoFar());
    for (int d = 0; d < c_->dealsSoFar(); ++d) {
      const SeatView& seen = c_->guestDeals()[d];
      const HandState end = ai::replayStates(deals.hands[d], nullptr).back();
      QVERIFY(end.over());
      for (int s = 0; s < 2; ++s) QCOMPARE(end.hand(s), seen.shown[s]);
      QCOMPARE(deals.hands[d].dealer, seen.dealer);
    }
    std::unique_ptr<ReviewWindow> review(ReviewWindow::forController(*c_, nullptr, 8));
    QVERIFY(review);
    review->cancel();
    QCOMPARE(review->hands(), c_->dealsSoFar());
    QCOMPARE(review->noteText(), verified);
    // The window's way in: the result panel's Review and Game › Review.
    QVERIFY(w_->tableView()->resultPanel()->reviewButton()->isVisible());
    QVERIFY(!w_->tableView()->resultPanel()->rematchButton()->isVisible());
    QVERIFY(w_->commands()->action(QStringLiteral("review"))->isEnabled());
    // A deal the guest could not verify, or whose number does not deal what was seen, is not replayed:
    // nor is any after it.
    if (c_->dealsSoFar() >= 2) {
      const quint64 second = c_->dealNumber(1);
      c_->setDealCheck(1, QStringLiteral("cards_wrong"), second);
      QCOMPARE(int(reviewDeals(*c_).hands.size()), 1);
      c_->setDealCheck(1, QStringLiteral("fair"), second ^ 1);
      QCOMPARE(int(reviewDeals(*c_).hands.size()), 1);
      c_->setDealCheck(1, QStringLiteral("fair"), second);
    }
    // Finnish, after a switch: the hand log says the check again in the language now shown.
    Language::instance().setLanguage(QStringLiteral("fi"));
    QVERIFY(w_->handLog()->model()->linesOf(0).contains(QStringLiteral("Jako tarkistettu: kumpikaan osapuoli ei valinnut kortteja.")));
    Language::instance().setLanguage(QStringLiteral("en"));
    // The end of the table is the match's end, said in words; nothing is kept to rejoin.
    QTRY_VERIFY(w_->guestTable()->finished());
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("network-seat.json"))));
    // Nobody is left without us now: quitting asks nothing.
    const int questions = Confirm::questionsAsked();
    Confirm::answerAutomatically(false);
    QVERIFY(w_->close());
    Confirm::clearAutomaticAnswer();
    QCOMPARE(Confirm::questionsAsked(), questions);
  }

  // Quitting during the match asks first (the window closed without a word, the match going on without
  // us): No keeps the window and the seat; Yes quits, and the host hears the seat go.
  void quittingDuringTheMatchAsks() {
    Cli serve(serveArgs());
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
              QStringLiteral("Bert")});
    QVERIFY2(playUntil([this] { return c_->guestUpdated() && c_->view().history.size() >= 2; }, 20000), qPrintable(serve.log()));
    const int questions = Confirm::questionsAsked();
    Confirm::answerAutomatically(false);
    QVERIFY(!w_->close());
    QCOMPARE(Confirm::questionsAsked(), questions + 1);
    QVERIFY(w_->isVisible());
    QVERIFY(w_->guestTable() && w_->guestTable()->session().connected());
    Confirm::answerAutomatically(true);
    QVERIFY(w_->close());
    Confirm::clearAutomaticAnswer();
    QCOMPARE(Confirm::questionsAsked(), questions + 2);
    w_.reset();
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: gone")), qPrintable(serve.log()));
  }

  // Our line is cut: the status bar says we are reconnecting, the session gets back in by itself and the
  // game goes on.
  void reconnectsAfterTheLineIsCut() {
    Cli serve(serveArgs({QStringLiteral("--target"), QStringLiteral("25")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--pause-ms"),
              QStringLiteral("300")});
    QVERIFY2(playUntil([this] { return c_->hasMatch() && c_->view().history.size() >= 3; }, 20000), qPrintable(serve.log()));
    // Quick messages (while the match is surely on): Game › Say sends one and says so here; one received is shown with its sender's name,
    // in this screen's words.
    QAction* niceGin = w_->findChild<QAction*>(QStringLiteral("say_nice_gin"));
    QVERIFY(niceGin && niceGin->isEnabled());
    niceGin->trigger();
    QCOMPARE(w_->statusText(), QStringLiteral("You: Nice gin"));
    emit w_->guestTable()->session().said(net::Say{1, QStringLiteral("good_game")});
    QCOMPARE(w_->statusText(), c_->seatName(1) + QStringLiteral(": Good game"));
    Language::instance().setLanguage(QStringLiteral("fi"));
    emit w_->guestTable()->session().said(net::Say{1, QStringLiteral("just_a_moment")});
    QCOMPARE(w_->statusText(), c_->seatName(1) + QStringLiteral(": Hetkinen…"));
    Language::instance().setLanguage(QStringLiteral("en"));
    // A note: on our turn the turn's words come back after it (a play-test's guest kept "Anna: Hei" in
    // place of them for good).
    QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct(), 10000);
    QTest::qWait(1000);  // the host's last update in: nothing else replaces the note
    emit w_->guestTable()->session().said(net::Say{1, QStringLiteral("good_game")});
    const QString note = c_->seatName(1) + QStringLiteral(": Good game");
    QCOMPARE(w_->statusText(), note);
    QTRY_VERIFY2_WITH_TIMEOUT(w_->statusText() != note && w_->statusText().endsWith(c_->prompt()), qPrintable(w_->statusText()),
                              MainWindow::kNoteMs + 3000);
    const int movesBefore = int(c_->view().history.size());
    QStringList lines, said;  // what the status bar's connection line and the status line showed
    QObject scope;  // ends the connections below with this test's locals (a later signal wrote to freed ones)
    connect(w_->guestTable(), &GuestTable::connectionChanged, &scope, [&](const QString& t) { lines << t; });
    connect(w_->guestTable(), &GuestTable::notice, &scope, [&](const QString& t) { said << t; });
    w_->guestTable()->session().connection()->abort();
    QTRY_VERIFY_WITH_TIMEOUT(lines.contains(QStringLiteral("Connection lost, reconnecting…")), 3000);
    QTRY_VERIFY_WITH_TIMEOUT(w_->guestTable()->session().connected(), 10000);
    // Said once the table is redrawn, with what to do now (said before it, the update's words replaced it).
    const auto back = [&] {
      for (const QString& t : said)
        if (t.startsWith(QStringLiteral("Back at the table. ")) && t.size() > 20) return t;
      return QString();
    };
    QTRY_VERIFY(!back().isEmpty());
    QCOMPARE(netText(), QString());
    QCOMPARE(w_->guestTable()->session().reconnections(), 1);
    // The game goes on from where it was (to 25 points a first hand may end the match: it failed then, 1 run in 15).
    QVERIFY2(playUntil([&] {
               const int moves = int(c_->view().history.size());
               return c_->dealsSoFar() > 1 || moves > movesBefore + 4 || (c_->matchOver() && moves > movesBefore);
             }, 30000),
             qPrintable(serve.log()));
    QVERIFY(serve.err().contains(QStringLiteral("seat 0: Anna came back")));

  }

  // The other seat's line drops: its name and the time the host keeps its seat are shown, until it is back.
  void showsAnotherSeatAway() {
    Cli serve(serveArgs({QStringLiteral("--grace"), QStringLiteral("120")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    const QString state = dir_.filePath(QStringLiteral("bert.json"));
    QStringList args{QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
                     QStringLiteral("Bert"), QStringLiteral("--state"), state, QStringLiteral("--pause-ms"), QStringLiteral("200")};
    auto bert = std::make_unique<Cli>(args);
    QVERIFY2(playUntil([this] { return c_->hasMatch() && c_->view().history.size() >= 2; }, 20000), qPrintable(serve.log()));
    bert.reset();  // SIGKILL
    QTRY_VERIFY_WITH_TIMEOUT(netText().startsWith(QStringLiteral("Waiting for Bert to reconnect (")), 10000);
    QVERIFY2(netText().contains(QRegularExpression(QStringLiteral("\\((1:5\\d|2:0[0-2])\\)$"))), qPrintable(netText()));
    bert = std::make_unique<Cli>(args);  // taken back from its state file
    QTRY_COMPARE_WITH_TIMEOUT(netText(), QString(), 10000);
  }

  // The other seat's guest does not come back and the host's computer takes its seat: this window stops
  // waiting for it (it said "Waiting for Bert to reconnect (0:00)" for the rest of the match).
  void anotherSeatTakenByAComputer() {
    Cli serve(serveArgs({QStringLiteral("--grace"), QStringLiteral("1"), QStringLiteral("--takeover")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    auto bert = std::make_unique<Cli>(QStringList{QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"),
                                                  QStringLiteral("--name"), QStringLiteral("Bert"), QStringLiteral("--pause-ms"),
                                                  QStringLiteral("200")});
    QVERIFY2(playUntil([this] { return c_->hasMatch() && c_->view().history.size() >= 2; }, 20000), qPrintable(serve.log()));
    QStringList said;
    QObject scope;  // ends the connections below with this test's locals (a later signal wrote to freed ones)
    connect(w_->guestTable(), &GuestTable::notice, &scope, [&](const QString& t) { said << t; });
    bert.reset();  // SIGKILL
    QTRY_VERIFY_WITH_TIMEOUT(netText().startsWith(QStringLiteral("Waiting for Bert to reconnect (")), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(said.contains(QStringLiteral("A computer player takes Bert's seat.")), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(netText(), QString(), 3000);
    QCOMPARE(c_->setup().seats[1].kind, SeatKind::Computer);
    // Still Bert's seat and column, and the table says a computer plays it.
    QVERIFY(c_->setup().seats[1].standIn);
    QCOMPARE(c_->seatName(1), QStringLiteral("Bert"));
    QTRY_VERIFY_WITH_TIMEOUT(scene_->seatLabelText(1).startsWith(QStringLiteral("Bert (computer) · ")), 3000);
    QVERIFY(!scene_->seatLabelText(0).contains(QStringLiteral("(computer)")));
    // And the match goes on against it.
    const int moves = int(c_->view().history.size());
    QVERIFY2(playUntil([&] { return c_->dealsSoFar() > 1 || int(c_->view().history.size()) > moves + 4; }, 30000),
             qPrintable(serve.log()));
  }

  // Back after the host's grace period, when a computer has taken the seat: the window says so, not that
  // the invitation was never issued (a false error on both screens: a network play-test).
  void backTooLateHearsTheSeatWasGiven() {
    Cli serve(serveArgs({QStringLiteral("--grace"), QStringLiteral("1"), QStringLiteral("--takeover")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--pause-ms"),
              QStringLiteral("200")});
    QVERIFY2(playUntil([this] { return c_->hasMatch() && c_->view().history.size() >= 2; }, 20000), qPrintable(serve.log()));
    const auto k = GuestTable::readKept(dir_.filePath(QStringLiteral("network-seat.json")));
    QVERIFY(k.has_value());
    w_.reset();  // the window is gone, nothing said to the host
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0 ")) && serve.waitStderr(QStringLiteral("takes it")), qPrintable(serve.log()));
    openWindow();
    w_->joinNetworkGame(k->invitation, k->name);
    QTRY_VERIFY_WITH_TIMEOUT(w_->guestTable() == nullptr || w_->guestTable()->finished(), 10000);
    QTRY_VERIFY2_WITH_TIMEOUT(w_->statusText().contains(QStringLiteral("The host no longer keeps your seat: a computer took it after you were away too long")),
                              qPrintable(w_->statusText()), 10000);
  }

  // The window is gone (closed, or the program killed) in the middle of a hand: a new window takes the
  // seat back from what was kept, with the hands played before on its sheet.
  void takesTheSeatBackAfterARestart() {
    // A target no single hand reaches (at most 123 under these rules: a gin's 25 and 98 of deadwood): at
    // 60 the first hand ended the match now and then, and there was no second deal to go into.
    Cli serve(serveArgs({QStringLiteral("--target"), QStringLiteral("130")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual")});
    // Into the second deal, a few moves in.
    QVERIFY2(playUntil([this] { return c_->dealsSoFar() >= 2 && c_->view().history.size() >= 2; }, 60000), qPrintable(serve.log()));
    const int deals = c_->dealsSoFar();
    const std::vector<int> totals = c_->sheet().totals(0);
    const CardSet hand = c_->view().hand;
    QTRY_COMPARE_WITH_TIMEOUT(c_->dealCheck(0), QStringLiteral("fair"), 5000);
    const quint64 firstDeal = c_->dealNumber(0);
    const QStringList names = w_->sheetWidget()->model()->playerNames();
    QVERIFY2(names.contains(QStringLiteral("Anna")) && names.size() == 2, qPrintable(names.join(',')));
    const QString kept = dir_.filePath(QStringLiteral("network-seat.json"));
    QVERIFY(QFile::exists(kept));
    w_.reset();  // the window and its connection are gone, nothing said to the host
    QVERIFY(serve.waitStderr(QStringLiteral("seat 0: gone")));

    openWindow();
    const auto k = GuestTable::readKept(kept);
    QVERIFY(k.has_value());
    QCOMPARE(k->name, QStringLiteral("Anna"));
    QCOMPARE(k->invitation, invitation(links[0]));
    w_->joinNetworkGame(k->invitation, k->name);
    QTRY_VERIFY_WITH_TIMEOUT(c_->guest() && c_->hasMatch() && c_->view().hand != 0, 10000);
    QVERIFY(serve.waitStderr(QStringLiteral("seat 0: Anna came back")));
    QCOMPARE(c_->dealsSoFar(), deals);
    QCOMPARE(c_->sheet().totals(0), totals);
    // The window's sheet too, at once: the hands before and the players' names (it showed "Player 1 and
    // Player 2", no totals and no printing until the hand ended: a new player's playtest).
    ScoreSheetModel* sheet = w_->sheetWidget()->model();
    QVERIFY(!sheet->isBlank());
    QTRY_COMPARE_WITH_TIMEOUT(sheet->playerNames(), names, 5000);
    for (int seat = 0; seat < 2; ++seat)
      QCOMPARE(sheet->index(sheet->footerRow(ScoreSheetModel::HandPoints), sheet->valueColumn(0, seat)).data(ScoreSheetModel::ValueRole).toInt(),
               totals[seat]);
    // The checks of the deals before come back too (the hand log and the review read them).
    QCOMPARE(c_->dealCheck(0), QStringLiteral("fair"));
    QCOMPARE(c_->dealNumber(0), firstDeal);
    QCOMPARE(int(reviewDeals(*c_).hands.size()), deals - 1);
    QVERIFY(c_->view().hand == hand || c_->view().history.size() > 2);
    // And it plays on to the end, the sheet still the host's.
    QVERIFY2(playUntil([this] { return c_->matchOver(); }, 120000), qPrintable(serve.log()));
    QVERIFY(c_->guestResultAgrees());
    QCOMPARE(serve.wait(10000), 0);
  }

  // Closed while the end of a hand is on screen and the next deal waits behind it: back in, the table shows
  // the deal being played (the hand before is no news), with the right hand number.
  void takesTheSeatBackAtTheEndOfAHand() {
    // A target no single hand reaches: a first hand that reaches it ends the match, and no next deal is
    // held (the fair deal deals something else in every run; at 60 it happened about once in a few runs).
    Cli serve(serveArgs({QStringLiteral("--target"), QStringLiteral("500")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual")});
    const auto over = [this] { return c_->view().phase == Phase::Scored || c_->view().phase == Phase::Drawn; };
    // No Next hand pressed: play only while the first hand lasts, then wait for the next deal to be held.
    QVERIFY2(playUntil([&] { return c_->hasMatch() && c_->dealsSoFar() == 1 && over(); }, 60000), qPrintable(serve.log()));
    QTRY_VERIFY_WITH_TIMEOUT(c_->guestHeld() > 0, 10000);
    QVERIFY(over());
    // The status line says the next hand waits for us (nothing said so: a play-test).
    QTRY_COMPARE(w_->statusText(), QStringLiteral("The next hand is dealt: press Next hand when you are ready."));
    w_.reset();
    QVERIFY(serve.waitStderr(QStringLiteral("seat 0: gone")));
    openWindow();
    const auto k = GuestTable::readKept(dir_.filePath(QStringLiteral("network-seat.json")));
    QVERIFY(k.has_value());
    QCOMPARE(k->deals.size(), 1);
    w_->joinNetworkGame(k->invitation, k->name);
    QTRY_VERIFY_WITH_TIMEOUT(c_->guest() && c_->dealsSoFar() == 2, 10000);
    QVERIFY(!over());
    QCOMPARE(c_->guestHeld(), 0);
    QCOMPARE(c_->handNumber(), 2);
    QCOMPARE(int(c_->sheet().hands().size()), 1);  // the first hand's result, from what was kept
  }

  // Continuing later (issue 32): a host here keeps the match while the window plays its seat. The window
  // says so (not as a fault), keeps the seat and waits; a move made meanwhile is not lost silently. Once
  // the host opens the table again the window goes back by itself. After a second break the window is
  // closed; a new one started before the table is open waits for it too, and the match is played to its
  // end with the host's sheet.
  void keepsItsSeatWhenTheHostContinuesLater() {
    QTemporaryDir hostDir;
    GameController hostGame;
    hostGame.setAiDelay(0);
    // The host's player deals each next hand (the result panel's Next hand at its window).
    connect(&hostGame, &GameController::handOver, &hostGame, [&hostGame] { QTimer::singleShot(0, &hostGame, [&hostGame] { hostGame.nextHand(); }); });
    Autosave hostSave(&hostGame, hostDir.filePath(QStringLiteral("game.json")));
    auto host = std::make_unique<NetworkHost>(&hostGame, nullptr);
    hostSave.setNetworkTable([&] { return host->saveState(); }, {});
    connect(host.get(), &NetworkHost::stateChanged, &hostSave, &Autosave::saveNow);
    NetworkHost::Options o;
    o.name = QStringLiteral("Club");
    o.setup.rules = Rules{};
    o.setup.rules.gameTarget = 130;  // no single hand reaches it (129 at most): the match goes on after the breaks
    o.setup.seats.resize(2);
    o.setup.seats[0].kind = SeatKind::Computer;  // the host's seat, played by its computer here
    o.setup.seats[0].level = ai::Level::Casual;
    o.setup.seats[1].kind = SeatKind::Remote;
    o.hostAddress = QStringLiteral("127.0.0.1");
    o.port = 0;
    o.announce = false;
    QString why;
    QVERIFY2(host->start(o, &why), qPrintable(why));
    const net::Invitation inv = host->invitations().front().second;
    // The host opens its table again from its save (what the next start of its game does).
    const auto reopen = [&] {
      const SaveGame::LoadResult saved = SaveGame::load(hostSave.path());
      QVERIFY2(saved.ok(), qPrintable(saved.detail));
      host = std::make_unique<NetworkHost>(&hostGame, nullptr);
      connect(host.get(), &NetworkHost::stateChanged, &hostSave, &Autosave::saveNow);
      QVERIFY2(host->resume(saved.game->network, saved.game->setup, saved.game->log, &why), qPrintable(why));
      QCOMPARE(host->invitations().front().second, inv);
    };
    const QString waiting = QStringLiteral("Waiting for Club to open the table again…");
    openWindow();
    w_->joinNetworkGame(inv, QStringLiteral("Anna"));
    w_->guestTable()->session().setPatient(true, 100);  // a test need not wait 5 s between tries
    QVERIFY(playUntil([this] { return c_->hasMatch() && c_->view().history.size() >= 4 && c_->humanToAct(); }, 30000));
    int deals = c_->dealsSoFar();
    std::vector<int> totals = c_->sheet().totals(0);
    const std::size_t moves = c_->view().history.size();

    host->adjourn();
    QTRY_VERIFY_WITH_TIMEOUT(w_->statusText().startsWith(QStringLiteral("Club saved the match to continue it later.")), 15000);
    auto* box = w_->findChild<QMessageBox*>(QStringLiteral("networkAdjournedBox"));
    QVERIFY(box);
    QCOMPARE(box->icon(), QMessageBox::Information);
    box->close();
    QVERIFY(!w_->guestTable()->finished());
    QCOMPARE(w_->guestTable()->connectionText(), waiting);
    const QString kept = dir_.filePath(QStringLiteral("network-seat.json"));
    QVERIFY(QFile::exists(kept));
    // No move buttons while the table is closed; a move dragged on the table is not sent, and the person
    // is told so; the position stays.
    for (const char* b : {"take", "pass", "stock", "pile"}) QVERIFY2(!bar(b)->isVisible() || !bar(b)->isEnabled(), b);
    const SeatView& v = c_->view();
    const QPointF hand = scene_->zoneRect(TableScene::Target::Hand).center();
    if (v.phase == Phase::Discard) {
      Card card = NoCard;
      for (int x = 0; x < 52 && card == NoCard; ++x)
        if ((v.hand & bit(Card(x))) && Card(x) != v.takenFromDiscard) card = Card(x);
      mouseDrag(w_->tableView(), pointOn(scene_, card), scene_->zoneRect(TableScene::Target::Discard).center());
    } else if (v.phase == Phase::Draw) {
      mouseDrag(w_->tableView(), pointOn(scene_->stockTop()), hand);
    } else {
      mouseDrag(w_->tableView(), pointOn(scene_, v.discardTop), hand);  // the first upcard, taken
    }
    QVERIFY2(w_->statusText().startsWith(QStringLiteral("Not connected to the table")), qPrintable(w_->statusText()));
    QCOMPARE(c_->view().history.size(), moves);

    reopen();
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY_WITH_TIMEOUT(w_->statusText().startsWith(QStringLiteral("Back at the table.")), 15000);
    QTRY_VERIFY(host->waitingText().isEmpty());
    QCOMPARE(c_->dealsSoFar(), deals);
    QCOMPARE(c_->sheet().totals(0), totals);
    QCOMPARE(w_->guestTable()->connectionText(), QString());

    // A second break, and this time the game is closed and started again before the table is open.
    QVERIFY(playUntil([this, moves] { return c_->view().history.size() >= moves + 3 || c_->dealsSoFar() > 1; }, 30000));
    deals = c_->dealsSoFar();
    totals = c_->sheet().totals(0);
    host->adjourn();
    QTRY_COMPARE_WITH_TIMEOUT(w_->guestTable()->connectionText(), waiting, 15000);
    // Quitting now loses nothing (the seat is kept until the table opens again): not asked. The question
    // said the match went on without us (a network play-test).
    Confirm::answerAutomatically(false);
    const int asked = Confirm::questionsAsked();
    QVERIFY(w_->close());
    Confirm::clearAutomaticAnswer();
    QCOMPARE(Confirm::questionsAsked(), asked);
    w_.reset();
    openWindow();
    const auto k = GuestTable::readKept(kept);
    QVERIFY(k.has_value());
    QCOMPARE(k->table, QStringLiteral("Club"));
    w_->joinNetworkGame(k->invitation, k->name);
    w_->guestTable()->session().setPatient(true, 100);
    QTRY_COMPARE_WITH_TIMEOUT(w_->guestTable()->connectionText(), waiting, 15000);
    // Said where the window says what goes on, not only in the status bar (once the first try failed).
    QTRY_COMPARE_WITH_TIMEOUT(w_->statusText(), waiting, 15000);
    QVERIFY(!w_->guestTable()->finished());
    reopen();
    if (QTest::currentTestFailed()) return;
    QTRY_VERIFY_WITH_TIMEOUT(c_->guest() && c_->hasMatch() && c_->view().hand != 0, 15000);
    QCOMPARE(c_->dealsSoFar(), deals);
    QCOMPARE(c_->sheet().totals(0), totals);
    QVERIFY(playUntil([this] { return c_->matchOver(); }, 120000));
    QVERIFY(c_->guestResultAgrees());
    QCOMPARE(c_->sheet().matchResult(), hostGame.sheet().matchResult());
    for (int d = 0; d < c_->dealsSoFar(); ++d) QCOMPARE(c_->dealCheck(d), QStringLiteral("fair"));
  }

  // A seat kept when this game closed, whose host is gone meanwhile (closed, or a new game started there):
  // the window waited without end and without a word on how to stop (a play-test). It says how to give
  // the seat up; a match the host saved for later still only waits (above, the kept seat says so).
  void seatWhoseTableIsGoneSaysHowToLeave() {
    std::optional<Cli> serve(std::in_place, serveArgs({QStringLiteral("--target"), QStringLiteral("130")}));
    const QStringList links = sitAtServedTable(*serve);
    QVERIFY2(links.size() == 2, qPrintable(serve->log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual")});
    QVERIFY2(playUntil([this] { return c_->hasMatch() && c_->view().history.size() >= 2; }, 60000), qPrintable(serve->log()));
    const QString kept = dir_.filePath(QStringLiteral("network-seat.json"));
    QVERIFY(QFile::exists(kept));
    w_.reset();
    serve.reset();  // the host's program is gone
    openWindow();
    const auto k = GuestTable::readKept(kept);
    QVERIFY(k.has_value());
    QVERIFY(!k->adjourned);
    w_->joinNetworkGame(k->invitation, k->name);
    w_->guestTable()->session().setPatient(true, 100);
    const QString hint = QStringLiteral("Waiting for Club to open the table again… If Club ended the match, Leave the table gives your seat up.");
    QTRY_COMPARE_WITH_TIMEOUT(w_->guestTable()->connectionText(), hint, 15000);
    QCOMPARE(w_->statusText(), hint);
    QVERIFY(!w_->guestTable()->finished());
    QVERIFY(w_->findChild<QPushButton*>(QStringLiteral("leaveTableButton"))->isVisible());
  }

  // The next deal comes while this seat still looks at the last hand's end, and the other seat moves in
  // it before Next hand is pressed: every move held back is told when the person goes on (only the deal
  // was: the status line said "Waiting for Bert to play…" on our turn, and Bert's moves went unsaid).
  void heldMovesAreToldOnNextHand() {
    Cli serve(serveArgs({QStringLiteral("--target"), QStringLiteral("500")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
              QStringLiteral("Bert"), QStringLiteral("--pause-ms"), QStringLiteral("20")});
    bool checked = false;
    for (int hand = 0; hand < 8 && !checked; ++hand) {
      // This seat plays the hand to its end and stays on it.
      QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch() && (c_->view().phase == Phase::Scored || c_->view().phase == Phase::Drawn) && c_->guestHeld() == 0 && still(); }, 60000) ||
                   c_->guestHeld() > 0,
               qPrintable(serve.log()));
      // The next deal and, when Bert opens it, his first moves arrive meanwhile.
      QTest::qWait(1500);
      const int held = c_->guestHeld();
      QSignalSpy moves(c_, &GameController::actionApplied);
      QPushButton* next = w_->findChild<QPushButton*>(QStringLiteral("nextHandButton"));
      QVERIFY(next && next->isVisible());
      next->click();
      if (held >= 2) {
        QCOMPARE(moves.count(), held - 1);  // every held update after the deal's first is a move
        for (const auto& m : moves) QCOMPARE(m.at(0).toInt(), 1);  // Bert's
        QTRY_VERIFY(still());
        QTRY_VERIFY_WITH_TIMEOUT(c_->humanToAct(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!w_->statusText().startsWith(QStringLiteral("Waiting for")), 3000);
        QVERIFY2(w_->statusText().startsWith(QStringLiteral("Bert ")), qPrintable(w_->statusText()));
        checked = true;
      }
      QVERIFY(!c_->matchOver());
    }
    QVERIFY2(checked, "Bert never opened a deal while this seat looked at the last hand's end");
  }

  // Every code that ends a session has a sentence of its own, in both languages.
  void everyEndHasItsSentence() {
    const QStringList codes{"match_over", "host_closed", "adjourned", "left", "gave_up", "wrong_secret", "unknown_invitation", "seat_taken",
                            "seat_closed", "seat_gone", "replaced", "bad_version", "protocol", "malformed", "too_large", "rate_limited",
                            "timeout", "declined", "busy", "unfair_deal", "unreachable", "not_a_table", "not_tls",
                            "handshake_failed", "too_many", "disconnected", "closed"};
    const QString fallback = GuestTable::endText(QStringLiteral("no_such_code"));
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("fi")}) {
      Language::instance().setLanguage(lang);
      QSet<QString> seen;
      for (const QString& code : codes) {
        const QString text = GuestTable::endText(code);
        QVERIFY2(!text.contains(QStringLiteral("(%1)").arg(code)) && !text.isEmpty(), qPrintable(code));
        if (code != QLatin1String("leaving") && code != QLatin1String("left")) QVERIFY2(!seen.contains(text), qPrintable(code));
        seen.insert(text);
      }
    }
    Language::instance().setLanguage(QStringLiteral("en"));
    QVERIFY(fallback.contains(QStringLiteral("no_such_code")));
  }

};

QTEST_MAIN(TestGuest)
#include "tst_guest.moc"
