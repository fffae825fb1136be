// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The host's side of a network table in the game (issue 32): Game › Host a network game's dialog makes
// the table on the main window's own referee, the invitation copied with the Copy button lets a
// `ginrummy-cli join` process in over loopback, the host plays its seat with the mouse through the table to
// the end of the match, and the guest's result is the host's score sheet. A guest killed with SIGKILL
// shows "Waiting for … to reconnect"; it comes back with its state, or a computer takes the seat after
// the grace period.
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <functional>

#include "ai/review.h"
#include "coach/reviewdeals.h"
#include "host/hostedtable.h"
#include "hosting/invitationsdialog.h"
#include "hosting/networkhost.h"
#include "invitation.h"
#include "session.h"
#include "guest/guesttable.h"
#include "setup/hostdialog.h"
#include "shell/commands.h"
#include "store/autosave.h"
#include "store/savegame.h"
#include "store/statistics.h"
#include "table/resultpanel.h"
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include "tablefixture.h"
#include "text/language.h"

using namespace gin;
using T = TableScene::Target;

class TestHostGame : public QObject {
  Q_OBJECT

  tablefixture::Driver d_;
  QProcess guest_;
  QByteArray guestOut_, guestErr_;

  void startGuest(const QString& link, const QStringList& extra = {}) {
    guestOut_.clear();
    guestErr_.clear();
    guest_.setProcessChannelMode(QProcess::SeparateChannels);
    guest_.start(QStringLiteral(GIN_CLI_PATH), QStringList{QStringLiteral("join"), link, QStringLiteral("--level"), QStringLiteral("casual"),
                                                            QStringLiteral("--json"), QStringLiteral("--name"), QStringLiteral("Pekka")} +
                                                   extra);
    QVERIFY(guest_.waitForStarted(5000));
  }
  void readGuest() {
    guestOut_ += guest_.readAllStandardOutput();
    guestErr_ += guest_.readAllStandardError();
  }

  // Opens Game › Host a network game and answers its dialog as a person would: a two-player classic table,
  // seat 2 for a friend, the address on loopback.
  void hostFromMenu() {
    bool answered = false;
    QTimer::singleShot(0, this, [&] {
      auto* dlg = qobject_cast<HostDialog*>(QApplication::activeModalWidget());
      QVERIFY(dlg);
      // A failed check returns from here: the dialog is closed all the same (it hung the suite open).
      const auto closeAnyway = qScopeGuard([dlg] {
        if (dlg->isVisible()) dlg->reject();
      });
      // Typing the name takes the warning away without moving the buttons (a click aimed at Host missed).
      dlg->nameEdit()->clear();
      QVERIFY(!dlg->error().isEmpty());
      QApplication::processEvents();
      const QPoint okAt = dlg->buttons()->button(QDialogButtonBox::Ok)->mapTo(dlg, QPoint());
      dlg->nameEdit()->setText(QStringLiteral("Anna"));
      QApplication::processEvents();
      QCOMPARE(dlg->buttons()->button(QDialogButtonBox::Ok)->mapTo(dlg, QPoint()), okAt);
      dlg->gameBox()->setCurrentIndex(0);  // Standard gin rummy
      dlg->seatBox(1)->setCurrentIndex(0);  // a friend
      QCOMPARE(dlg->graceBox()->value(), 3);  // the default grace period: 3 minutes
      dlg->addressBox()->setEditText(QStringLiteral("127.0.0.1"));
      QVERIFY2(dlg->error().isEmpty(), qPrintable(dlg->error()));
      QTest::mouseClick(dlg->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
      answered = true;
    });
    d_.w_->commands()->action(QStringLiteral("hostGame"))->trigger();
    QVERIFY(answered);
  }

  // The host plays its seat to the end of the match: every hand, then the result panel's Next hand.
  void playToTheEnd(const QElapsedTimer& clock, int* waitedForPekka = nullptr) {
    while (!d_.c_->matchOver()) {
      QVERIFY2(clock.elapsed() < 120000, "the match took too long");
      readGuest();
      QVERIFY2(guest_.state() == QProcess::Running, guestErr_.constData());
      if (d_.c_->hasMatch() && d_.c_->hand().over()) {
        QTRY_VERIFY(d_.view_->resultPanel()->isVisible());
        QTest::mouseClick(d_.view_->resultPanel()->nextButton(), Qt::LeftButton);
        // The next deal waits for the guest's part of the seed.
        QTRY_VERIFY_WITH_TIMEOUT(d_.c_->matchOver() || !d_.c_->hand().over(), 10000);
        continue;
      }
      if (!d_.c_->hand().over() && d_.c_->hand().toAct() == 1) {
        // A person, not "thinking" (what he is doing, by phase: tst_nethost::whatTheFriendDoesIsSaid).
        QVERIFY2(d_.c_->prompt().startsWith(QStringLiteral("Waiting for Pekka to ")), qPrintable(d_.c_->prompt()));
        if (waitedForPekka) ++*waitedForPekka;
      }
      if (d_.c_->humanToAct()) {
        hostMoves();
        if (QTest::currentTestFailed()) return;
      } else {
        QTest::qWait(2);
      }
    }
  }

  // The join's last line once the match is over: the referee's result, checked against the host's sheet.
  QJsonObject guestResult() {
    // The bye with the result goes out once the last hand is revealed.
    [&] { QTRY_VERIFY_WITH_TIMEOUT(guest_.state() == QProcess::NotRunning, 15000); }();
    readGuest();
    [&] {
      QCOMPARE(guest_.exitStatus(), QProcess::NormalExit);
      QVERIFY2(guest_.exitCode() == 0, guestErr_.constData());
    }();
    const QList<QByteArray> lines = guestOut_.trimmed().split('\n');
    const QJsonObject r = QJsonDocument::fromJson(lines.last()).object();
    [&] {
      QVERIFY2(!r.isEmpty(), guestOut_.constData());
      // The guest's result is the host's score sheet.
      const ScoreSheet& sheet = d_.c_->sheet();
      QCOMPARE(r.value("seat").toInt(), 1);
      QCOMPARE(r.value("winner").toInt(), sheet.matchWinner());
      QJsonArray result, scores;
      for (int v : sheet.matchResult()) result.append(v);
      for (int v : sheet.totals(0)) scores.append(v);
      QCOMPARE(r.value("result").toArray(), result);
      QCOMPARE(r.value("scores").toArray(), scores);
      QCOMPARE(r.value("hands").toInt(), int(sheet.hands().size()));
      QVERIFY(r.value("fair").toBool());
    }();
    return r;
  }

  // Clicks the button with `text` of the next message box that opens.
  void answerBox(const QString& text, bool* answered) {
    QTimer::singleShot(0, this, [this, text, answered] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box) return answerBox(text, answered);  // not open yet
      for (QAbstractButton* b : box->buttons())
        if (b->text() == text) {
          *answered = true;
          QTest::mouseClick(b, Qt::LeftButton);
          return;
        }
      QFAIL(qPrintable(QStringLiteral("no button %1 in: %2").arg(text, box->text())));
    });
  }

  // One move of the host's seat with the gesture a person uses.
  void hostMoves() { d_.seatZeroMoves(); }

 private slots:
  void initTestCase() {
    tablefixture::privateNetworkPort();
    Language::instance().setLanguage(QStringLiteral("en"));
    Anim::setSpeed(0);
  }
  void init() { d_.fresh(0); }
  void cleanup() {
    if (guest_.state() != QProcess::NotRunning) {
      guest_.kill();
      guest_.waitForFinished(3000);
    }
    d_.w_.reset();
  }

  void wholeMatchWithAJoinProcess() {
    QElapsedTimer clock;
    clock.start();
    const int handsCounted = Statistics().total(std::nullopt, QString()).handsPlayed;
    QCOMPARE(handsCounted, 0);  // a folder of its own: nobody else adds to it
    hostFromMenu();
    NetworkHost* net = d_.w_->networkHost();
    QVERIFY(net->active());
    QCOMPARE(net->friendSeats(), 1);
    // The table is the window's own referee: seat 0 at this screen, seat 1 the friend's.
    QCOMPARE(net->table()->config().setup.seats[1].kind, SeatKind::Remote);
    QCOMPARE(d_.w_->statusText(), QStringLiteral("Waiting for friends to join: 0 of 1"));
    InvitationsDialog* inv = d_.w_->invitationsDialog();
    QVERIFY(inv && inv->isVisible());
    QVERIFY(!d_.w_->commands()->action(QStringLiteral("learn"))->isEnabled());
    QVERIFY(d_.w_->commands()->action(QStringLiteral("invitations"))->isEnabled());

    // The Copy button puts the link on the clipboard: that text is what the friend gets.
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(inv->copyButton(0), Qt::LeftButton);
    const QString link = QGuiApplication::clipboard()->text();
    QCOMPARE(link, inv->linkEdit(0)->text());
    const net::ParsedLink parsed = net::parseInvitation(link);
    QVERIFY2(parsed.invitation, qPrintable(link));
    QCOMPARE(parsed.invitation->host, QStringLiteral("127.0.0.1"));
    QCOMPARE(parsed.invitation->port, net->port());

    startGuest(link);
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->hasMatch(), 10000);
    QVERIFY(d_.c_->networked());
    QCOMPARE(d_.c_->seatName(1), QStringLiteral("Pekka"));
    QCOMPARE(d_.c_->seatName(0), QStringLiteral("Anna"));
    QVERIFY(d_.c_->atThisScreen(0));
    QVERIFY(!d_.c_->atThisScreen(1));
    QTRY_VERIFY(inv->waitingLabel()->text() == QStringLiteral("Every friend is at the table."));

    // The host plays its seat to the end of the match: every hand, then the result panel's Next hand.
    int waitedForPekka = 0;
    playToTheEnd(clock, &waitedForPekka);
    if (QTest::currentTestFailed()) return;
    QVERIFY(waitedForPekka > 0);
    const QJsonObject r = guestResult();
    if (QTest::currentTestFailed()) return;
    const ScoreSheet& sheet = d_.c_->sheet();
    QCOMPARE(r.value("checked").toInt(), int(sheet.hands().size()));
    qInfo("a match of %d hands at the host's window in %lld ms", int(sheet.hands().size()), clock.elapsed());
    // The table closes after the bye; the finished match stays on the table.
    QTRY_VERIFY(!net->active());
    QVERIFY(d_.c_->hasMatch() && d_.c_->matchOver());
    QVERIFY(!d_.c_->networked());
    QVERIFY(d_.c_->fairDealt());
    QCOMPARE(d_.c_->fairDeals(), d_.c_->dealsSoFar());
    // Its deals are not its seed's sequence: no Replay deal (it failed silently, or replayed a one-deal
    // match as a local one against a computer in the friend's seat).
    QVERIFY(!d_.w_->commands()->action(QStringLiteral("replayDeal"))->isEnabled());
    const int dealsBefore = d_.c_->dealsSoFar();
    d_.c_->replayDeal();
    QVERIFY(d_.c_->fairDealt() && d_.c_->matchOver());
    QCOMPARE(d_.c_->dealsSoFar(), dealsBefore);
    // The result panel offers no Rematch: it would be a match against a computer in the friend's seat.
    QTRY_VERIFY(d_.view_->resultPanel()->isVisible());
    QVERIFY(!d_.view_->resultPanel()->rematchButton()->isVisible());
    QVERIFY(d_.view_->resultPanel()->reviewButton()->isVisible());
    // Its review replays the deals as they were dealt, from the fair deal's seeds (from the match seed's
    // sequence the second deal's moves do not replay), and says how they were dealt.
    const ReviewDeals deals = reviewDeals(*d_.c_);
    QCOMPARE(int(deals.hands.size()), d_.c_->dealsSoFar());
    QCOMPARE(deals.checks, QStringList(QList<QString>(deals.hands.size(), QStringLiteral("hosted"))));
    for (int d = 0; d < d_.c_->dealsSoFar(); ++d)
      QCOMPARE(ai::replayStates(deals.hands[d], nullptr).back().hand(1), d_.c_->dealView(d, 0).shown[1]);
    // A match against a friend is not one against a computer level: nothing in the statistics.
    QCOMPARE(Statistics().total(std::nullopt, QString()).handsPlayed, handsCounted);
  }

  // A guest killed mid-hand: the host's status line waits for it with the grace period's countdown; the
  // same process started again with its state takes the seat back and the hand goes on.
  void killedGuestComesBack() {
    QTemporaryDir dir;
    const QString state = dir.filePath(QStringLiteral("seat.json"));
    hostFromMenu();
    NetworkHost* net = d_.w_->networkHost();
    const QString link = net->invitations().front().second.toString();
    startGuest(link, {QStringLiteral("--state"), state, QStringLiteral("--pause-ms"), QStringLiteral("50")});
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->hasMatch(), 10000);
    // A few moves, so that it is mid-hand.
    for (int i = 0; i < 3 && !d_.c_->hand().over(); ++i) {
      QTRY_VERIFY_WITH_TIMEOUT(d_.c_->humanToAct() || d_.c_->hand().over(), 10000);
      if (!d_.c_->hand().over()) hostMoves();
    }
    const int moves = int(d_.c_->hand().history().size());
    ::kill(static_cast<pid_t>(guest_.processId()), SIGKILL);
    QVERIFY(guest_.waitForFinished(3000));
    QTRY_VERIFY_WITH_TIMEOUT(d_.w_->statusText().startsWith(QStringLiteral("Waiting for Pekka to reconnect (")), 5000);
    QVERIFY(d_.w_->statusText().contains(QRegularExpression(QStringLiteral("\\((2:5\\d|3:00)\\)$"))));
    QVERIFY(net->seatText(1).contains(QStringLiteral("not connected")));
    // A refusal stays up while the seconds tick (the countdown wiped it within the second: a new
    // player's playtest), and the countdown comes back after it has been read.
    d_.w_->findChild<QAction*>(QStringLiteral("lookPile"))->trigger();
    const QString refusal = d_.w_->statusText();
    QVERIFY2(refusal.startsWith(QStringLiteral("Only the top card of the discard pile")), qPrintable(refusal));
    QTest::qWait(2500);
    QCOMPARE(d_.w_->statusText(), refusal);
    QTRY_VERIFY_WITH_TIMEOUT(d_.w_->statusText().startsWith(QStringLiteral("Waiting for Pekka to reconnect (")), MainWindow::kNoteMs + 3000);
    startGuest(link, {QStringLiteral("--state"), state});
    // (The status line says so too, until the guest's next move replaces it.)
    QTRY_VERIFY_WITH_TIMEOUT(net->logLines().contains(QStringLiteral("Pekka is back at seat 2.")), 10000);
    QVERIFY(net->seatText(1).contains(QStringLiteral(", connected")));
    QVERIFY(net->waitingText().isEmpty());
    // The hand goes on where it stopped: the same moves, and the guest moves again.
    QVERIFY(int(d_.c_->hand().history().size()) >= moves);
    for (int i = 0; i < 4 && !d_.c_->hand().over(); ++i) {
      QTRY_VERIFY_WITH_TIMEOUT(d_.c_->humanToAct() || d_.c_->hand().over(), 10000);
      if (!d_.c_->hand().over()) hostMoves();
    }
    // Three moves more, or the hand played to its end (the deal is random: a knock may end it sooner;
    // the suite failed once that way).
    QVERIFY2(d_.c_->hand().over() || int(d_.c_->hand().history().size()) > moves + 2,
             qPrintable(QStringLiteral("%1 moves, %2 at the kill").arg(d_.c_->hand().history().size()).arg(moves)));
  }

  // Continuing later (issue 32): the host keeps the match mid-hand with Game › Continue later; the
  // join process hears it and keeps its seat (exit 3); the save holds the match and the table (only for
  // this user's eyes). A new window offers the kept match at start-up, opens the table again on the same
  // port, the join started again with its state takes its seat back, and the match is played to the end:
  // the guest's result is the host's score sheet and every deal, the one across the break too, is fair.
  void adjournedMatchGoesOnLater() {
    QElapsedTimer clock;
    clock.start();
    QTemporaryDir dir;
    const QString savePath = dir.filePath(QStringLiteral("game.json")), state = dir.filePath(QStringLiteral("seat.json"));
    auto autosave = std::make_unique<Autosave>(d_.c_, savePath);
    d_.w_->setAutosave(autosave.get());
    hostFromMenu();
    NetworkHost* net = d_.w_->networkHost();
    const QString link = net->invitations().front().second.toString();
    const quint16 port = net->port();
    startGuest(link, {QStringLiteral("--state"), state, QStringLiteral("--pause-ms"), QStringLiteral("20")});
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->hasMatch(), 10000);
    // The first hand to its end, the next deal and a few moves of it.
    while (!d_.c_->hand().over() || d_.c_->dealsSoFar() < 2) {
      QVERIFY2(clock.elapsed() < 60000, "the first hand took too long");
      if (d_.c_->hand().over()) {
        QTRY_VERIFY(d_.view_->resultPanel()->isVisible());
        QTest::mouseClick(d_.view_->resultPanel()->nextButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!d_.c_->hand().over(), 10000);
        for (int i = 0; i < 2 && !d_.c_->hand().over(); ++i) {
          QTRY_VERIFY_WITH_TIMEOUT(d_.c_->humanToAct() || d_.c_->hand().over(), 10000);
          if (!d_.c_->hand().over()) hostMoves();
        }
        break;
      }
      if (d_.c_->humanToAct()) hostMoves();
      else QTest::qWait(2);
      if (QTest::currentTestFailed()) return;
    }
    if (d_.c_->matchOver()) QSKIP("the first hand ended the match (a big gin to the target)");
    const int deals = d_.c_->dealsSoFar();
    const std::vector<int> totals = d_.c_->sheet().totals(0);
    QTRY_VERIFY(d_.c_->humanToAct() || d_.c_->hand().over());  // the guest's move is in
    const int moves = int(d_.c_->hand().history().size());

    QAction* later = d_.w_->commands()->action(QStringLiteral("adjournGame"));
    QVERIFY(later->isVisible() && later->isEnabled());
    later->trigger();
    QVERIFY(!net->active());
    auto* told = d_.w_->findChild<QMessageBox*>(QStringLiteral("adjournedBox"));
    QVERIFY(told && told->isVisible());
    QVERIFY2(told->text().startsWith(QStringLiteral("The match with Pekka is saved.")), qPrintable(told->text()));
    told->close();
    // The join hears that the match goes on later: not refused, its seat kept.
    QTRY_VERIFY_WITH_TIMEOUT(guest_.state() == QProcess::NotRunning, 15000);
    readGuest();
    QCOMPARE(guest_.exitCode(), 3);
    QVERIFY2(guestErr_.contains("adjourned: the host kept the match to continue later: join again with the same --state"),
             guestErr_.constData());
    // The save: the match as it stood, the friend's seat, and the table with its secrets, for this user only.
    const SaveGame::LoadResult saved = SaveGame::load(savePath);
    QVERIFY2(saved.ok(), qPrintable(saved.detail));
    QCOMPARE(saved.game->setup.seats[1].kind, SeatKind::Remote);
    QCOMPARE(int(saved.game->setup.dealSeeds.size()), deals);
    QCOMPARE(int(saved.match->hand().history().size()), moves);
    QVERIFY(!saved.game->network.isEmpty());
    QCOMPARE(QFileInfo(savePath).permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
             QFileDevice::Permissions());
    QCOMPARE(NetworkHost::guestNames(saved.game->network), QStringList{QStringLiteral("Pekka")});

    // The program ends; a new one starts and offers the kept match.
    autosave.reset();
    d_.fresh(0);
    autosave = std::make_unique<Autosave>(d_.c_, savePath);
    d_.w_->setAutosave(autosave.get());
    bool answered = false;
    answerBox(QStringLiteral("Host it again"), &answered);
    QVERIFY(autosave->offerResume(d_.w_.get()));
    QVERIFY(answered);
    net = d_.w_->networkHost();
    QVERIFY(net->active());
    QCOMPARE(net->port(), port);  // where the friend's link points
    QCOMPARE(net->invitations().front().second.toString(), link);
    QVERIFY(d_.c_->networked());
    QCOMPARE(d_.c_->dealsSoFar(), deals);
    QCOMPARE(int(d_.c_->hand().history().size()), moves);
    QCOMPARE(d_.c_->sheet().totals(0), totals);
    QCOMPARE(d_.c_->seatName(1), QStringLiteral("Pekka"));
    QCOMPARE(d_.c_->fairDeals(), deals);
    // The grace period the host chose runs again for the friend to come back.
    QVERIFY2(net->waitingText().contains(QRegularExpression(QStringLiteral("^Waiting for Pekka to reconnect \\((2:5\\d|3:00)\\)$"))),
             qPrintable(net->waitingText()));
    QVERIFY(net->seatText(1).contains(QStringLiteral("not connected")));

    startGuest(link, {QStringLiteral("--state"), state, QStringLiteral("--pause-ms"), QStringLiteral("5")});
    QTRY_VERIFY_WITH_TIMEOUT(net->logLines().contains(QStringLiteral("Pekka is back at seat 2.")), 10000);
    QVERIFY(net->waitingText().isEmpty());
    playToTheEnd(clock);
    if (QTest::currentTestFailed()) return;
    const QJsonObject r = guestResult();
    if (QTest::currentTestFailed()) return;
    // The second process checked the deal across the break and every later one.
    QVERIFY(r.value("checked").toInt() >= d_.c_->dealsSoFar() - deals + 1);
    QCOMPARE(d_.c_->fairDeals(), d_.c_->dealsSoFar());
    // The finished match leaves nothing to continue.
    QTRY_VERIFY(!QFile::exists(savePath));
  }

  // After the grace period a computer takes the seat: said in the status line and the table's log.
  void graceEndsWithAComputer() {
    NetworkHost::Options o = tablefixture::friendTable();
    o.graceSeconds = 2;  // short, for the test
    o.computerAfterGrace = true;
    o.takeoverLevel = ai::Level::Casual;
    NetworkHost* net = d_.w_->networkHost();
    QStringList said;
    QObject scope;  // ends the connections below with this test's locals (a later signal wrote to freed ones)
    connect(net, &NetworkHost::status, &scope, [&](const QString& t) { said << t; });
    QVERIFY(net->start(o));
    startGuest(net->invitations().front().second.toString());
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->hasMatch(), 10000);
    ::kill(static_cast<pid_t>(guest_.processId()), SIGKILL);
    QVERIFY(guest_.waitForFinished(3000));
    QTRY_VERIFY_WITH_TIMEOUT(d_.w_->statusText().startsWith(QStringLiteral("Waiting for Pekka to reconnect (0:0")), 5000);
    // Said in the status line (where the computer's first move may follow it at once: the tests' computers
    // do not pause).
    QTRY_VERIFY_WITH_TIMEOUT(said.contains(QStringLiteral("A computer player (Casual) takes seat 2.")), 6000);
    QCOMPARE(d_.c_->seat(1)->kind(), Seat::Kind::Computer);
    // The log says why before what (it said the takeover first).
    const int gone = int(net->logLines().indexOf(QStringLiteral("Pekka did not come back within 2 s.")));
    QVERIFY2(gone >= 0, qPrintable(net->logLines().join('\n')));
    QCOMPARE(net->logLines().value(gone + 1), QStringLiteral("A computer player (Casual) takes seat 2."));
    QVERIFY(net->waitingText().isEmpty());
    // The computer plays the seat: the host's moves get replies to the end of the hand.
    for (int guard = 0; guard < 80 && !d_.c_->hand().over(); ++guard) {
      QTRY_VERIFY_WITH_TIMEOUT(d_.c_->humanToAct() || d_.c_->hand().over(), 10000);
      if (!d_.c_->hand().over()) hostMoves();
    }
    QVERIFY(d_.c_->hand().over());
  }

  // Joining another table while hosting one: the hosted table cannot go on under it (it was refereed on
  // while the other table's updates drew over it), so the player is asked as for a new game; Keep
  // playing changes nothing, Join closes this table and its guest is told so.
  void joiningAnotherTableClosesThisOne() {
    const NetworkHost::Options o = tablefixture::friendTable();
    NetworkHost* net = d_.w_->networkHost();
    QVERIFY(net->start(o));
    QTcpServer probe;  // the other table: a port nothing listens on
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const net::Invitation elsewhere{QStringLiteral("127.0.0.1"), probe.serverPort(), QStringLiteral("seat1"), QByteArray(32, 'k')};
    probe.close();
    // Asked while the table waits for its friend too (it closed silently: a friend may be on the way).
    bool answered = false;
    answerBox(QStringLiteral("&Keep playing"), &answered);
    d_.w_->joinNetworkGame(elsewhere, QStringLiteral("Anna"));
    QVERIFY(answered);
    QVERIFY(net->active());
    startGuest(net->invitations().front().second.toString());
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->hasMatch(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->humanToAct(), 10000);
    hostMoves();  // a move played: the match would be lost
    const ActionLog played = d_.c_->actionLog();
    answered = false;
    answerBox(QStringLiteral("&Keep playing"), &answered);
    d_.w_->joinNetworkGame(elsewhere, QStringLiteral("Anna"));
    QVERIFY(answered);
    QVERIFY(net->active());
    QVERIFY(!d_.w_->guestTable());
    QVERIFY(d_.c_->actionLog() == played);
    answered = false;
    answerBox(QStringLiteral("&Join the table"), &answered);
    d_.w_->joinNetworkGame(elsewhere, QStringLiteral("Anna"));
    QVERIFY(answered);
    QVERIFY(!net->active());
    QVERIFY(d_.w_->guestTable());
    QTRY_VERIFY_WITH_TIMEOUT(guest_.state() == QProcess::NotRunning, 10000);
    readGuest();
    QVERIFY2(guestErr_.contains("the host closed the table"), guestErr_.constData());
  }

  // Quitting while a friend plays at the table asks first (the window closed without a word and the
  // friend's match stopped): Keep playing keeps the table open; Quit saves the match to continue later.
  // A new game asks too, naming the friend whose seat closes with the table (a play-test's host was
  // asked only about "the game in progress").
  void quittingAsksWhileFriendsPlay() {
    const NetworkHost::Options o = tablefixture::friendTable();
    NetworkHost* net = d_.w_->networkHost();
    QVERIFY(net->start(o));
    startGuest(net->invitations().front().second.toString());
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->hasMatch(), 10000);
    QString text;
    QTimer::singleShot(0, this, [&] {
      if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) text = box->windowTitle() + QLatin1Char('|') + box->text();
    });
    bool answered = false;
    answerBox(QStringLiteral("&Keep playing"), &answered);
    QVERIFY(!d_.w_->close());
    QVERIFY(answered);
    QCOMPARE(text, QStringLiteral("Quit|A match is being played at your table. Quitting stops it for everyone: it is saved, and "
                                  "Game › Host a network game opens the table again to continue it. Quit now?"));
    QVERIFY(net->active());
    QVERIFY(d_.w_->isVisible());
    QTimer::singleShot(0, this, [] {  // the New game dialog, as it opens: OK
      if (auto* dlg = qobject_cast<QDialog*>(QApplication::activeModalWidget())) dlg->accept();
    });
    text.clear();
    std::function<void()> read = [&] {  // the question that follows: read, then Keep playing
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box) return QTimer::singleShot(0, this, read);
      text = box->text();
      for (QAbstractButton* b : box->buttons())
        if (b->text() == QStringLiteral("&Keep playing")) QTest::mouseClick(b, Qt::LeftButton);
    };
    QTimer::singleShot(0, this, read);
    d_.w_->newGame();
    // Named as the host's table names the seat.
    QCOMPARE(text, QStringLiteral("A new game here ends the network match with %1: the table closes, and their seats with it. "
                                  "Start a new game?").arg(d_.c_->seatName(1)));
    QVERIFY(net->active());
    answered = false;
    answerBox(QStringLiteral("&Quit"), &answered);
    QVERIFY(d_.w_->close());
    QVERIFY(answered);
    QVERIFY(!net->active());
    QTRY_VERIFY_WITH_TIMEOUT(guest_.state() == QProcess::NotRunning, 10000);
    readGuest();
    // Bert was started without --state: nothing there can take the seat back, and it says so.
    QVERIFY2(guestErr_.contains("adjourned: the host kept the match to continue later; this seat was not kept here"),
             guestErr_.constData());
  }

  // Quick messages: Game › Say reaches the guest as a code; a guest's message is a line in the status bar.
  void quickMessages() {
    hostFromMenu();
    NetworkHost* net = d_.w_->networkHost();
    QMenu* say = d_.w_->findChild<QMenu*>(QStringLiteral("sayMenu"));
    QVERIFY(say && say->isEnabled());
    net::GuestSession guest(net->invitations().front().second, QStringLiteral("Pekka"));
    QList<net::Say> heard;
    connect(&guest, &net::GuestSession::said, this, [&](const net::Say& s) { heard << s; });
    guest.start();
    QTRY_VERIFY_WITH_TIMEOUT(d_.c_->hasMatch(), 10000);
    QAction* goodGame = say->findChild<QAction*>(QStringLiteral("say_good_game"));
    QVERIFY(goodGame);
    QCOMPARE(goodGame->text(), QStringLiteral("Good game"));
    goodGame->trigger();
    QTRY_COMPARE(heard.size(), 1);
    QCOMPARE(heard[0].code, QStringLiteral("good_game"));
    QCOMPARE(heard[0].seat, 0);
    QCOMPARE(d_.w_->statusText(), QStringLiteral("You: Good game"));
    guest.say(QStringLiteral("just_a_moment"));
    QTRY_COMPARE(d_.w_->statusText(), QStringLiteral("Pekka: Just a moment…"));
    // A note: the prompt comes back after it (it stood in place of the turn's words for good: a play-test).
    QTRY_COMPARE_WITH_TIMEOUT(d_.w_->statusText(), d_.c_->prompt(), MainWindow::kNoteMs + 3000);
    QVERIFY(!d_.c_->prompt().isEmpty());
    // In Finnish on the host's side.
    Language::instance().setLanguage(QStringLiteral("fi"));
    guest.say(QStringLiteral("nice_gin"));
    QTRY_VERIFY(d_.w_->statusText().startsWith(QStringLiteral("Pekka: ")));
    QVERIFY(d_.w_->statusText() != QStringLiteral("Pekka: Nice gin"));
    QTRY_VERIFY2(goodGame->text() != QStringLiteral("Good game"), qPrintable(goodGame->text() + QLatin1Char(' ') + d_.w_->statusText()));
    Language::instance().setLanguage(QStringLiteral("en"));
  }

  // A guest turned away (a wrong secret) is a line in the host's log, not a dialog.
  void refusedGuestIsALogLine() {
    hostFromMenu();
    NetworkHost* net = d_.w_->networkHost();
    net::Invitation wrong = net->invitations().front().second;
    wrong.secret = net::newSecret();
    startGuest(wrong.toString());
    QVERIFY(guest_.waitForFinished(10000));
    QCOMPARE(guest_.exitCode(), 1);
    QTRY_VERIFY(std::any_of(net->logLines().begin(), net->logLines().end(),
                            [](const QString& l) { return l.startsWith(QStringLiteral("A connection from")); }));
    QVERIFY(d_.w_->invitationsDialog()->log()->toPlainText().contains(QStringLiteral("A connection from")));
    QVERIFY(!QApplication::activeModalWidget());
    QCOMPARE(net->joinedFriends(), 0);
  }
};

int main(int argc, char* argv[]) { return tablefixture::mainWithPrivateFolders<TestHostGame>(argc, argv); }
#include "tst_hostgame.moc"
