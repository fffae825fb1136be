// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A match of this screen and a network table (docs/app.md, "The match of this screen while a network table is
// played"): set aside when a table is joined and offered back after it, still on the table when the join
// fails; joining while hosting and hosting while seated elsewhere. A real MainWindow over loopback, with
// `ginrummy-cli serve` and `join` as the other side.
#include <functional>
#include "guestfixture.h"
#include "setup/welcomepage.h"
#include "text/language.h"

class TestGuestAside : public GuestFixture {
  Q_OBJECT

 private slots:
  void initTestCase() { initFixture(); }
  void cleanup() { cleanupFixture(); }

  // A join while a match of this screen is in progress: nobody answers at the invitation's address, and
  // that match is still on the table and goes on (its buttons stayed dead: the window waited for a line
  // that never came).
  void aFailedJoinLeavesTheGameHere() {
    openWindow();
    const ActionLog before = startLocalMatch();
    QTcpServer probe;  // a port nothing listens on
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    w_->joinNetworkGame(net::Invitation{QStringLiteral("127.0.0.1"), port, QStringLiteral("seat1"), QByteArray(32, 'k')},
                        QStringLiteral("Anna"));
    QCOMPARE(w_->statusText(), QStringLiteral("Connecting to the table… Your game here is kept for later."));
    QTRY_VERIFY_WITH_TIMEOUT(!w_->guestTable(), 15000);
    QVERIFY(!c_->guest());
    QVERIFY(c_->actionLog() == before);
    QCOMPARE(w_->statusText(), GuestTable::endText(QStringLiteral("unreachable")));
    closeBox(QStringLiteral("networkEndedBox"));
    QTRY_COMPARE_WITH_TIMEOUT(w_->statusText(), c_->prompt(), 10000);  // then what to do now
    // The next move of this screen's match is made with the bar's button.
    QVERIFY(c_->humanToAct());
    QPushButton* stock = bar("stock");
    QVERIFY(stock->isVisible() && stock->isEnabled());
    stock->click();
    QCOMPARE(int(c_->actionLog().back().size()), int(before.back().size()) + 1);
  }

  // A network game joined in the middle of a match of this screen: that match is set aside, and after the
  // network match Game › New game (the result panel's button) offers it first; Cancel keeps it aside,
  // Continue brings it back as it was. (A new game here overwrote its save without a question.)
  void keepsTheGameHereForAfterTheNetworkGame() {
    Cli serve(serveArgs({QStringLiteral("--target"), QStringLiteral("25")}));
    const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    openWindow();
    startLocalMatch();
    const quint64 seed = c_->setup().seed;
    const QString aino = c_->seatName(1);
    // Joined through a relay that holds our words until released: the line is coming up meanwhile.
    net::Invitation held = invitation(links[0]);
    Relay relay(held.port);
    held.port = relay.port();
    w_->joinNetworkGame(held, QStringLiteral("Anna"));
    QCOMPARE(w_->statusText(), QStringLiteral("Connecting to the table… Your game here is kept for later."));
    // The match here stays playable until we are seated (its buttons went dead), and what is set aside
    // is the match as it is then.
    QTest::qWait(300);
    QVERIFY(!c_->guest());
    QVERIFY(c_->humanToAct() && c_->view().phase == Phase::Draw);
    QPushButton* stock = bar("stock");
    QVERIFY(stock->isVisible() && stock->isEnabled());
    stock->click();
    QCOMPARE(c_->view().phase, Phase::Discard);
    QVERIFY(bar("knock")->isVisible());  // the discard's buttons are there (Knock went, Hint greyed out)
    QVERIFY(w_->commands()->action(QStringLiteral("hint"))->isEnabled());
    // The move's words replaced "Connecting…" in the status line: the status bar's network label still
    // says the join is pending (nothing did).
    auto* net = w_->findChild<QLabel*>(QStringLiteral("networkStatus"));
    QVERIFY(net && net->isVisible());
    QVERIFY(!w_->statusText().startsWith(QStringLiteral("Connecting")));
    QCOMPARE(net->text(), QStringLiteral("Connecting to the table…"));
    const ActionLog before = c_->actionLog();
    relay.release();
    // Seated, and the table waits for Bert: nothing to act on yet (Hint said "draw from the stock" beside
    // an empty stock, and Take and Pass showed).
    QTRY_VERIFY_WITH_TIMEOUT(c_->guest(), 10000);
    QVERIFY(!c_->guestUpdated());
    QCOMPARE(net->text(), QString());  // seated
    QVERIFY(!c_->humanToAct());
    QVERIFY(!bar("hint")->isVisible());
    QVERIFY(!bar("take")->isVisible() && !bar("pass")->isVisible() && !bar("stock")->isVisible());
    // Nor anything of a deal on the table, to the screen reader, or in the status bar (it showed "Guest · 0
    // points", "Stock: 0 cards" and "Standard gin · hand 0").
    QStringList shown;
    for (QGraphicsItem* it : scene_->items())
      if (auto* label = dynamic_cast<LabelItem*>(it); label && label->isVisible() && !label->text().isEmpty()) shown << label->text();
    for (QLabel* label : w_->findChildren<QLabel*>())
      if (label->isVisible() && label->text().contains(QStringLiteral(" · hand "))) shown << label->text();
    QVERIFY2(shown.isEmpty(), qPrintable(shown.join(QStringLiteral(" | "))));
    QVERIFY(scene_->accessibleElements().isEmpty());
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
              QStringLiteral("Bert")});
    // During the network match: going back to that game asks first about leaving this table; No stays.
    QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch() && !c_->view().history.empty(); }, 20000), qPrintable(serve.log()));
    const int questions = Confirm::questionsAsked();
    Confirm::answerAutomatically(false);
    QTimer::singleShot(0, this, [this] {
      if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
        for (QAbstractButton* b : box->buttons())
          if (b->text() == QStringLiteral("&Continue that game")) QTest::mouseClick(b, Qt::LeftButton);
    });
    w_->newGame();
    Confirm::clearAutomaticAnswer();
    QCOMPARE(Confirm::questionsAsked(), questions + 1);
    QVERIFY(c_->guest() && w_->guestTable() && !w_->guestTable()->finished());
    QVERIFY2(playUntil([this] { return c_->guest() && c_->matchOver(); }, 120000), qPrintable(serve.log()));
    QTRY_VERIFY(w_->guestTable()->finished());
    // The status line says the result and that the game from before waits (the result's line replaced
    // the note the end of the table gave).
    const QString kept = QStringLiteral(" Your game from before is kept: Game › New game offers to continue it.");
    ResultPanel* panel = w_->tableView()->resultPanel();
    QTRY_VERIFY(panel->nextButton()->isVisible());
    QTRY_COMPARE(w_->statusText(), panel->summary() + kept);
    QString asked;
    const auto answer = [&](const QString& button) {
      QTimer::singleShot(0, this, [&, button] {
        QWidget* modal = QApplication::activeModalWidget();
        auto* box = qobject_cast<QMessageBox*>(modal);
        if (!box) {
          if (auto* dlg = qobject_cast<QDialog*>(modal)) {
            asked = dlg->windowTitle();
            dlg->reject();
          }
          return;
        }
        asked = box->text();
        for (QAbstractButton* b : box->buttons())
          if (b->text().remove(QLatin1Char('&')) == button) return QTest::mouseClick(b, Qt::LeftButton);
        box->reject();
      });
    };
    answer(QStringLiteral("Cancel"));
    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
    QCOMPARE(asked, QStringLiteral("Before the network game you were playing Standard gin: hand 1, You 0, %1 0. Continue that game, or "
                                   "start a new one (that game is then lost)?")
                        .arg(aino));
    QVERIFY(c_->guest());  // cancelled: the network table's end stays
    // Host a network game asks the same, in its own words.
    answer(QStringLiteral("Cancel"));
    w_->hostNetworkGame();
    QCOMPARE(asked, QStringLiteral("Before the network game you were playing Standard gin: hand 1, You 0, %1 0. Continue that game, or "
                                   "host a new table (that game is then lost)?")
                        .arg(aino));
    QVERIFY(c_->guest() && !w_->networkHost()->active());
    asked.clear();
    answer(QStringLiteral("Continue that game"));
    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
    QVERIFY(!asked.isEmpty());
    QVERIFY(!c_->guest());
    QVERIFY(!w_->guestTable());
    QCOMPARE(c_->setup().seed, seed);
    QVERIFY(c_->actionLog() == before);
    QVERIFY(w_->statusText().startsWith(QStringLiteral("Your game goes on: Standard gin: hand 1, You 0, ")));
    // Asked once: the next New game is about this match again.
    asked.clear();
    answer(QStringLiteral("Cancel"));
    w_->newGame();
    QCOMPARE(asked, QStringLiteral("New game"));  // the New game dialog at once
    QVERIFY(c_->actionLog() == before);
  }

  // Game › Host a network game with a match in progress here asks in hosting's own words (it asked "Start a
  // new game?" under the title "New game"): the hosted match takes the game's place and its one save.
  void hostingAsksAboutTheGameHere() {
    openWindow();
    const ActionLog before = startLocalMatch();
    QString title, text;
    const auto host = [&](const QString& button) {
      QTimer::singleShot(0, this, [&] {
        auto* dlg = qobject_cast<HostDialog*>(QApplication::activeModalWidget());
        if (!dlg) return;
        dlg->nameEdit()->setText(QStringLiteral("Anna"));
        dlg->addressBox()->setEditText(QStringLiteral("127.0.0.1"));
        QTest::mouseClick(dlg->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
      });
      // The question comes once the table is chosen: wait for it, then press `button`.
      std::function<void(int)> poll = [&, button](int tries) {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
          if (tries > 0) QTimer::singleShot(20, this, [&poll, tries] { poll(tries - 1); });
          return;
        }
        title = box->windowTitle();
        text = box->text();
        for (QAbstractButton* b : box->buttons())
          if (b->text().remove(QLatin1Char('&')) == button) return QTest::mouseClick(b, Qt::LeftButton);
        box->reject();
      };
      QTimer::singleShot(20, this, [&poll] { poll(200); });
      w_->hostNetworkGame();
    };
    host(QStringLiteral("Keep playing"));
    QCOMPARE(title, QStringLiteral("Host a network game"));
    QCOMPARE(text, QStringLiteral("The game in progress will be lost: the network table's match takes its place. Host the table?"));
    QVERIFY(!w_->networkHost()->active());
    QVERIFY(c_->actionLog() == before);
    title.clear();
    host(QStringLiteral("Host the table"));
    QCOMPARE(title, QStringLiteral("Host a network game"));
    QVERIFY(w_->networkHost()->active());
    if (auto* inv = w_->invitationsDialog()) inv->close();
    w_->networkHost()->stop();
  }

  // Game › Host a network game while seated at a network table elsewhere: that seat is left (its host is
  // told) before the new table starts; its updates went on drawing over the hosted match.
  void hostingLeavesTheTableJoined() {
    Cli serve(serveArgs());
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
              QStringLiteral("Bert")});
    QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch(); }, 20000), qPrintable(serve.log()));
    Confirm::answerAutomatically(true);  // the network match in progress is given up
    bool answered = false;
    QTimer::singleShot(0, this, [&] {
      auto* dlg = qobject_cast<HostDialog*>(QApplication::activeModalWidget());
      if (!dlg) return;
      dlg->nameEdit()->setText(QStringLiteral("Anna"));
      dlg->addressBox()->setEditText(QStringLiteral("127.0.0.1"));
      answered = true;
      QTest::mouseClick(dlg->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    w_->hostNetworkGame();
    Confirm::clearAutomaticAnswer();
    QVERIFY(answered);
    QVERIFY(w_->networkHost()->active());
    QVERIFY(!w_->guestTable());
    QVERIFY(!c_->guest());
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: gone (leaving)"), 10000), qPrintable(serve.log()));
    if (auto* inv = w_->invitationsDialog()) inv->close();
    w_->networkHost()->stop();
  }

  // Game › Leave the table, and its button while the table is out of reach (a play-test's guest, left
  // waiting for a host that had gone, found no way out but quitting). The served table's process ends
  // with the seat's line: the button comes, a real click asks, and the game from before comes back; the
  // kept seat is forgotten. Then at a table that is up, from the menu: asked first ("Keep playing" keeps
  // the seat), and the host hears that the seat is left; with no game before, the welcome page.
  void leavingTheTable() {
    const QString asked =
        QStringLiteral("You give up your seat at Club's table for good: its match goes on without you. Leave the table?");
    const QString keepPath = dir_.filePath(QStringLiteral("network-seat.json"));
    // Answers the next question with the button named `answer`, and keeps its words in `text`.
    const auto answerWith = [this](const QString& answer, QString* text) {
      QTimer::singleShot(0, this, [answer, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        *text = box->text();
        for (QAbstractButton* b : box->buttons())
          if (b->text() == answer) b->click();
      });
    };
    {
      auto serve = std::make_unique<Cli>(serveArgs());
      const QStringList links = serve->waitLines(QStringLiteral("invite: "), 2);
      QVERIFY2(links.size() == 2, qPrintable(serve->log()));
      openWindow();
      const ActionLog before = startLocalMatch();
      w_->joinNetworkGame(invitation(links[0]), QStringLiteral("Anna"));
      Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
                QStringLiteral("Bert")});
      QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch() && c_->view().hand != 0; }, 20000), qPrintable(serve->log()));
      auto* leave = w_->findChild<QPushButton*>(QStringLiteral("leaveTableButton"));
      QVERIFY(leave);
      QVERIFY(!leave->isVisible());  // while the table is in reach the bar keeps its room for the moves
      QTRY_VERIFY(QFile::exists(keepPath));
      serve.reset();  // the host's process is gone
      QTRY_VERIFY_WITH_TIMEOUT(leave->isVisible() && leave->isEnabled(), 10000);
      QCOMPARE(leave->text(), QStringLiteral("&Leave the table"));
      QString text;
      answerWith(QStringLiteral("&Leave the table"), &text);
      QTest::mouseClick(leave, Qt::LeftButton);
      QCOMPARE(text, asked);
      QVERIFY(!w_->guestTable());
      QVERIFY(!c_->guest());
      QVERIFY(!QFile::exists(keepPath));  // not offered back at the next start
      QVERIFY(c_->actionLog() == before);
      QVERIFY2(w_->statusText().startsWith(QStringLiteral("Your game goes on:")), qPrintable(w_->statusText()));
      QVERIFY(!leave->isVisible());
      QVERIFY(!w_->findChild<QAction*>(QStringLiteral("leaveTable"))->isEnabled());
    }
    w_.reset();
    Cli serve(serveArgs());
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
              QStringLiteral("Bert")});
    QVERIFY2(playUntil([this] { return c_->guest() && c_->hasMatch() && c_->view().hand != 0; }, 20000), qPrintable(serve.log()));
    QAction* menu = w_->findChild<QAction*>(QStringLiteral("leaveTable"));
    QVERIFY(menu->isEnabled());
    QString text;
    // Closing the window asks first, saying how long the seat is kept, as the host set it (serve's 180 s).
    answerWith(QStringLiteral("&Keep playing"), &text);
    QVERIFY(!w_->close());
    // Not "the match goes on without you": the table waits for the seat (a network play-test).
    QCOMPARE(text, QStringLiteral("The others at Club's table wait for you: your seat is kept for at least 3 minutes. "
                                  "Start the game again to take it back. Quit now?"));
    answerWith(QStringLiteral("&Keep playing"), &text);
    menu->trigger();
    QCOMPARE(text, asked);
    QVERIFY(w_->guestTable() && c_->guest());
    text.clear();
    answerWith(QStringLiteral("&Leave the table"), &text);
    menu->trigger();
    QCOMPARE(text, asked);
    QVERIFY(!w_->guestTable());
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: gone (leaving)"), 10000), qPrintable(serve.log()));
    // The match goes on without us, as asked: a computer plays the seat, though the table (no --takeover)
    // keeps the seat of a line that drops. It waited at the seat's turn for ever (a network play-test).
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0 left the table: a computer (casual) takes it"), 10000), qPrintable(serve.log()));
    QCOMPARE(join.wait(60000), 0);  // Bert played the match to its end
    QCOMPARE(serve.wait(10000), 0);
    QVERIFY(!c_->hasMatch());
    auto* welcome = w_->findChild<WelcomePage*>();
    QVERIFY(welcome && welcome->isVisible());
    QCOMPARE(w_->statusText(), QStringLiteral("You left Club's table."));
    // Said on the page too, which hides the status line; in the language now, and gone at the next page.
    QCOMPARE(welcome->notice(), QStringLiteral("You left Club's table."));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QTRY_COMPARE(welcome->notice(), QStringLiteral("Poistuit pöydästä, jonka isäntä on Club."));  // at the posted LanguageChange
    Language::instance().setLanguage(QStringLiteral("en"));
    w_->showWelcome();  // shown again for another reason
    QCOMPARE(welcome->notice(), QString());
  }

  // A guest who leaves before the match began gives its seat back to the invitation: the next friend
  // with the link sits there (everyone was turned away, "seat_taken", and the table never started).
  void aSeatLeftBeforeTheMatchIsOpenAgain() {
    Cli serve(serveArgs());
    const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    openWindow();
    w_->joinNetworkGame(invitation(links[0]), QStringLiteral("Anna"));
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: Anna joined"), 10000), qPrintable(serve.log()));
    QTRY_VERIFY_WITH_TIMEOUT(c_->guest(), 10000);
    Confirm::answerAutomatically(true);
    w_->findChild<QAction*>(QStringLiteral("leaveTable"))->trigger();
    Confirm::clearAutomaticAnswer();
    QVERIFY(!w_->guestTable());
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: gone (leaving)"), 10000), qPrintable(serve.log()));
    Cli carol({QStringLiteral("join"), links[0], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
               QStringLiteral("Carol")});
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: Carol joined"), 10000), qPrintable(serve.log()));
    Cli bert({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--name"),
              QStringLiteral("Bert")});
    QCOMPARE(carol.wait(60000), 0);
    QCOMPARE(bert.wait(10000), 0);
    QVERIFY2(!serve.log().contains(QStringLiteral("a computer")), qPrintable(serve.log()));  // Carol played it
  }
  // A kept seat is taken back with Game › Rejoin the table (after "Not now" at start-up only a restart or
  // the link led back: a play-test), and joining another table asks before it gives a seat up: the one
  // played (it was left silently) or the one kept (replaced silently: one seat is kept at a time).
  void aKeptSeatComesBackFromTheMenuAndGoesOnlyWhenAsked() {
    Cli serve(serveArgs({QStringLiteral("--target"), QStringLiteral("500")}));
    const QStringList links = sitAtServedTable(serve);
    QVERIFY2(links.size() == 2, qPrintable(serve.log()));
    Cli join({QStringLiteral("join"), links[1], QStringLiteral("--level"), QStringLiteral("casual")});
    QVERIFY2(playUntil([this] { return c_->hasMatch() && c_->view().history.size() >= 2; }, 60000), qPrintable(serve.log()));
    const auto rejoin = [this] { return w_->findChild<QAction*>(QStringLiteral("rejoinTable")); };
    QVERIFY(!rejoin()->isEnabled());  // at the table
    const int asked = Confirm::questionsAsked();
    // Its own link again: nothing asked and nothing left (leaving to come back gave the seat up for good).
    w_->joinNetworkGame(invitation(links[0]), QStringLiteral("Anna"));
    QCOMPARE(Confirm::questionsAsked(), asked);
    QCOMPARE(w_->statusText(), QStringLiteral("You are at this table already."));
    QVERIFY(w_->guestTable() && !w_->guestTable()->finished() && c_->guest());
    Cli other(serveArgs());
    const QStringList otherLinks = other.waitLines(QStringLiteral("invite: "), 2);
    QVERIFY2(otherLinks.size() == 2, qPrintable(other.log()));
    Confirm::answerAutomatically(false);
    w_->joinNetworkGame(invitation(otherLinks[0]), QStringLiteral("Anna"));
    QCOMPARE(Confirm::questionsAsked(), asked + 1);
    QCOMPARE(Confirm::lastAsked(), Confirm::Loss::LeaveSeat);
    QVERIFY(w_->guestTable() && !w_->guestTable()->finished() && c_->guest());  // still seated here

    w_.reset();  // closed: the seat is kept
    QVERIFY(serve.waitStderr(QStringLiteral("seat 0: gone")));
    const QString kept = dir_.filePath(QStringLiteral("network-seat.json"));
    openWindow();  // as after "Not now" at start-up: no table
    QVERIFY(!w_->guestTable());
    QVERIFY(rejoin()->isEnabled());
    w_->joinNetworkGame(invitation(otherLinks[0]), QStringLiteral("Anna"));
    QCOMPARE(Confirm::questionsAsked(), asked + 2);
    QCOMPARE(Confirm::lastAsked(), Confirm::Loss::KeptSeat);
    Confirm::clearAutomaticAnswer();
    QVERIFY(!w_->guestTable());
    QVERIFY(GuestTable::readKept(kept) && GuestTable::readKept(kept)->invitation == invitation(links[0]));
    QTest::qWait(300);  // a join under way would have reached the other table by now
    QVERIFY2(!other.err().contains(QStringLiteral("Anna joined")), qPrintable(other.log()));

    rejoin()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(c_->guest() && c_->hasMatch() && c_->view().hand != 0, 10000);
    QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: Anna came back")), qPrintable(serve.log()));
    QVERIFY(!rejoin()->isEnabled());
    QCOMPARE(Confirm::questionsAsked(), asked + 2);  // its own seat: nothing to ask
  }

  // A kept seat's file that cannot be read (damaged): Rejoin says so and puts it aside, as a damaged save
  // is; the entry goes (it said no seat was kept, and stayed).
  void aDamagedKeptSeatIsPutAside() {
    const QString kept = dir_.filePath(QStringLiteral("network-seat.json"));
    {
      QFile f(kept);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("{\"format\":\"ginrummy-network-seat\",\"invitation\":");  // cut short
    }
    openWindow();
    QAction* rejoin = w_->findChild<QAction*>(QStringLiteral("rejoinTable"));
    QVERIFY(rejoin->isEnabled());
    rejoin->trigger();
    QCOMPARE(w_->statusText(), QStringLiteral("The kept seat could not be read: its file was put aside."));
    QVERIFY(!QFile::exists(kept));
    QVERIFY(!QDir(dir_.path()).entryList({QStringLiteral("network-seat.json.broken*")}).isEmpty());
    QVERIFY(!rejoin->isEnabled());
    QVERIFY(!w_->guestTable());
  }
};

QTEST_MAIN(TestGuestAside)
#include "tst_guestaside.moc"
