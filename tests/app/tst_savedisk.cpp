// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saves on the disk: atomic writes, a full or read-only disk keeping the last good save, bad files
// moved aside with their bytes, the autosave following a real controller (network tables too), and
// resuming at start-up. The save format and its checks: tst_savegame.
#include <QAbstractButton>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

#include "store/autosave.h"
#include "game/seatnames.h"
#include "setup/newgamedialog.h"
#include "store/savestatus.h"
#include "store/settings.h"
#include "savefixture.h"

using namespace gin;
using namespace savetest;

class TestSaveDisk : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void fileRoundTripAndAtomicOverwrite() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/folder/autosave.json"));
    const SaveGame first = play(setupFor("standard", 2, 5), 10, 1);
    const SaveGame second = play(setupFor("poker", 4, 6), 30, 2);
    QString error;
    QVERIFY2(first.write(path, &error), qPrintable(error));
    QCOMPARE(readAll(path), first.toBytes());
    QVERIFY(second.write(path));
    const SaveGame::LoadResult r = SaveGame::load(path);
    QVERIFY2(r.ok(), qPrintable(r.detail));
    QVERIFY(r.game->log == second.log);
    QCOMPARE(r.path, path);
    // No temporary file is left behind.
    QCOMPARE(QDir(dir.filePath(QStringLiteral("sub/folder"))).entryList(QDir::Files),
             QStringList{QStringLiteral("autosave.json")});
  }

  void writeFailureIsReported() {
    QTemporaryDir dir;
    writeAll(dir.filePath(QStringLiteral("file")), "x");  // a file where the folder should be
    QString error;
    QVERIFY(!play(setupFor("standard", 2, 5), 3, 1).write(dir.filePath(QStringLiteral("file/autosave.json")), &error));
    QVERIFY(!error.isEmpty());
  }

  // The settings file checked before QSettings may open it is the one QSettings opens.
  void settingsCheckTheirOwnFile() {
    QCOMPARE(Settings::store()->fileName(), Settings::filePath());
  }

  // Only regular files are read; the rest (that cannot block or never end) is tested on the real
  // game by tst_hostilefiles.
  void folderInPlaceOfTheSave() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    QVERIFY(QDir().mkpath(path));
    const SaveGame::LoadResult r = SaveGame::load(path);
    QCOMPARE(r.status, SaveGame::Status::Unreadable);
  }

  // A full disk during play: every save from then on fails and says so, the last good save stays on
  // disk and loads, so only the moves since the disk filled are lost; once there is room again the
  // next move saves everything.
  void fullDiskKeepsTheLastGoodSave() {
    QTemporaryDir dir;
    Tmpfs disk(dir.path(), "size=256k");
    if (!disk.ok()) QSKIP(kNeedsMount);
    const QString path = dir.filePath(QStringLiteral("games/autosave.json"));
    GameController controller;
    controller.setAiDelay(1000000);
    Autosave autosave(&controller, path);
    QSignalSpy failed(&autosave, &Autosave::saveFailed);
    QRandomGenerator rng(42);
    controller.newMatch(peopleOnly(setupFor("standard", 2, 77)));
    playMoves(controller, 40, rng);
    QCOMPARE(failed.count(), 0);
    const ActionLog good = controller.actionLog();
    QVERIFY(SaveGame::load(path).ok());

    QVERIFY(fillDisk(dir.filePath(QStringLiteral("filler"))) > 0);
    playMoves(controller, 15, rng);
    QCOMPARE(failed.count(), 15);  // every move tried again, and said so
    QVERIFY2(failed.last().at(0).toString().contains(QDir::toNativeSeparators(path)), qPrintable(failed.last().at(0).toString()));
    QVERIFY(!autosave.lastError().isEmpty());
    SaveGame::LoadResult r = SaveGame::load(path);
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QVERIFY(r.game->log == good);  // the last good save, whole
    // Nothing half-written lies next to it (a start-up would only see the save).
    QCOMPARE(QDir(QFileInfo(path).path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("autosave.json")});

    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("filler"))));
    QSignalSpy saved(&autosave, &Autosave::saved);
    playMoves(controller, 1, rng);
    QCOMPARE(saved.count(), 1);
    r = SaveGame::load(path);
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QVERIFY(r.game->log == controller.actionLog());
    QCOMPARE(savetest::actionCount(r.game->log), 56);
  }

  // The player is told: once, in the status bar, when saving starts failing (here: the folder turns
  // read-only); a marker stays while it fails; a message when it works again.
  void failedSavesAreShown() {
    QTemporaryDir dir;
    Tmpfs disk(dir.path(), "size=1m");
    const bool mounted = disk.ok();
    if (!mounted && ::geteuid() == 0) QSKIP(kNeedsMount);  // root writes into a read-only folder
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    auto setReadOnly = [&](bool ro) {
      return mounted ? disk.setReadOnly(ro)
                     : QFile::setPermissions(dir.path(), ro ? QFile::ReadOwner | QFile::ExeOwner
                                                           : QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    };
    GameController controller;
    controller.setAiDelay(1000000);
    Autosave autosave(&controller, path);
    QMainWindow window;
    SaveStatus* status = SaveStatus::attach(&autosave, &window);
    QRandomGenerator rng(7);
    controller.newMatch(peopleOnly(setupFor("standard", 2, 5)));
    playMoves(controller, 5, rng);
    QVERIFY(!status->failing());
    QVERIFY(status->isHidden());
    QVERIFY(window.statusBar()->currentMessage().isEmpty());

    QVERIFY(setReadOnly(true));
    playMoves(controller, 1, rng);
    QVERIFY(status->failing());
    QVERIFY(!status->isHidden());
    QVERIFY(!status->text().isEmpty());
    const QString told = window.statusBar()->currentMessage();
    QVERIFY2(told.contains(QStringLiteral("cannot be saved (") + autosave.lastError() + QStringLiteral(")")) &&
                 told.contains(QStringLiteral("after every move")) && !autosave.lastError().isEmpty(),
             qPrintable(told));
    QVERIFY(status->toolTip().contains(QStringLiteral("could not be saved")));
    QVERIFY(status->toolTip().contains(QDir::toNativeSeparators(path)));
    // Said once: the next failures keep the marker but do not repeat the message.
    window.statusBar()->clearMessage();
    playMoves(controller, 3, rng);
    QVERIFY(status->failing());
    QVERIFY(!status->isHidden());
    QVERIFY(window.statusBar()->currentMessage().isEmpty());
    const SaveGame::LoadResult stale = SaveGame::load(path);
    QVERIFY(stale.ok());
    QCOMPARE(savetest::actionCount(stale.game->log), 5);

    QVERIFY(setReadOnly(false));
    playMoves(controller, 1, rng);
    QVERIFY(!status->failing());
    QVERIFY(status->isHidden());
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("saved again")),
             qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(savetest::actionCount(SaveGame::load(path).game->log), 10);
  }

  void messagesNameTheFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    SaveGame::LoadResult r = SaveGame::load(path);
    QCOMPARE(r.status, SaveGame::Status::Missing);
    QVERIFY(r.message().contains(path));
    writeAll(path, "hello");
    r = SaveGame::load(path);
    QCOMPARE(r.status, SaveGame::Status::Foreign);
    QVERIFY(r.message().contains(path));
    QVERIFY(r.message().contains(QStringLiteral("not a Gin Rummy saved game")));
    writeAll(path, edited(play(setupFor("standard", 2, 9), 4, 3).toBytes(),
                          [](QJsonObject& o) { o[QStringLiteral("version")] = 7; }));
    r = SaveGame::load(path);
    QVERIFY(r.message().contains(QStringLiteral("newer version")));
    QVERIFY(r.message().contains(QStringLiteral("save format 7")));
    QCOMPARE(r.version, 7);
  }

  void moveAsideKeepsTheBytes() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    writeAll(path, "broken 1");
    const QString first = SaveGame::moveAside(path);
    QVERIFY(!QFile::exists(path));
    QVERIFY(first.startsWith(path + QStringLiteral(".broken-")));
    QCOMPARE(readAll(first), QByteArray("broken 1"));
    writeAll(path, "broken 2");
    const QString second = SaveGame::moveAside(path);  // the same second: a different name
    QVERIFY(!second.isEmpty() && second != first);
    QCOMPARE(readAll(second), QByteArray("broken 2"));
    QCOMPARE(readAll(first), QByteArray("broken 1"));
    QVERIFY(SaveGame::moveAside(dir.filePath(QStringLiteral("none.json"))).isEmpty());
  }

  void autosaveFollowsEveryAction() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameController controller;
    controller.setAiDelay(0);
    Autosave autosave(&controller, path);
    int checked = 0;
    QString mismatch;
    connect(&autosave, &Autosave::saved, this, [&] {
      const SaveGame::LoadResult r = SaveGame::load(path);
      if (!r.ok() || r.game->log != controller.actionLog()) mismatch = r.detail.isEmpty() ? QStringLiteral("log differs") : r.detail;
      ++checked;
    });
    const GameSetup setup = computersOnly(setupFor("standard", 2, 77));
    connect(&controller, &GameController::handOver, &controller, [&] { QTimer::singleShot(0, &controller, &GameController::nextHand); });
    controller.newMatch(setup);
    QTRY_VERIFY_WITH_TIMEOUT(savetest::actionCount(controller.actionLog()) >= 60, 60000);
    const ActionLog seen = controller.actionLog();
    controller.setAiDelay(1000000);  // stop the game where it is
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    QVERIFY(checked >= 60);
    QCOMPARE(autosave.writes(), checked);

    GameController again;
    again.setAiDelay(1000000);
    Autosave resumed(&again, path);
    const Autosave::Startup s = resumed.check();
    QVERIFY(s.resumable);
    QVERIFY(s.movedTo.isEmpty());
    QVERIFY(resumed.resume(*s.load.game));
    QVERIFY(savetest::actionCount(controller.actionLog()) >= savetest::actionCount(seen));
    QVERIFY(again.actionLog() == controller.actionLog());
    // The seats as set up, the computer with the name it was given (kept in the save).
    QVector<SeatSetup> named = setup.seats;
    seatnames::fill(named);
    QVERIFY(again.setup().seats == named);
    QVERIFY(again.setup().seats == controller.setup().seats);
    QCOMPARE(again.setup().seed, quint64(77));
  }

  // A network table's deals come from the fair deal's seeds, not the match seed's sequence: the save keeps
  // them ("deal_seeds") and a resumed match replays those deals. Without them hand 2 does not replay.
  void networkDealsAreSavedWithTheirSeeds() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameController controller;
    controller.setAiDelay(1000000);
    int asked = -1;
    controller.setDealSource([&](int deal) { asked = deal; });
    Autosave autosave(&controller, path);
    controller.newMatch(peopleOnly(setupFor("standard", 2, 0)));
    QCOMPARE(asked, 0);
    QVERIFY(controller.dealFrom(0, 4242424242ull));
    QRandomGenerator rng(5);
    while (!controller.hand().over()) playMoves(controller, 1, rng);
    controller.nextHand();  // asks the deal source for deal 1 and waits for its seed
    QCOMPARE(asked, 1);
    QVERIFY(controller.dealFrom(1, 777000777000ull));
    playMoves(controller, 6, rng);
    QVERIFY(controller.match().dealSeeds() == (std::vector<std::uint64_t>{4242424242ull, 777000777000ull}));

    const SaveGame::LoadResult r = SaveGame::load(path);
    QVERIFY2(r.ok(), qPrintable(r.detail));
    QVERIFY(r.game->setup.dealSeeds == (std::vector<quint64>{4242424242ull, 777000777000ull}));
    QVERIFY(r.match->samePosition(controller.match()));
    QVERIFY(r.game->log == controller.actionLog());
    // The same save without the deals' seeds: hand 2 is dealt from the match seed's sequence and its
    // moves are refused.
    SaveGame bare = *r.game;
    bare.setup.dealSeeds.clear();
    QCOMPARE(SaveGame::fromBytes(bare.toBytes()).status, SaveGame::Status::Illegal);
    // Seeds that do not start with the match seed are refused as damaged.
    SaveGame wrong = *r.game;
    wrong.setup.dealSeeds.front() = 1;
    QCOMPARE(SaveGame::fromBytes(wrong.toBytes()).status, SaveGame::Status::Corrupted);

    // Resumed at one screen (the guests' seats as people here), the same position, and the save written
    // after the next move still carries the seeds.
    GameController again;
    again.setAiDelay(1000000);
    Autosave resumed(&again, path);
    QVERIFY(resumed.resume(*r.game));
    QVERIFY(again.match().samePosition(controller.match()));
    playMoves(again, 1, rng);
    const SaveGame::LoadResult after = SaveGame::load(path);
    QVERIFY2(after.ok(), qPrintable(after.detail));
    QVERIFY(after.game->setup.dealSeeds.size() == 2);
  }

  // A network table kept to continue later: the save holds the table ("network") and the friend's seat
  // ("remote"), readable by this user only; a reader that plays it alone gives the seat to the computer.
  void networkTableIsKeptWithTheMatch() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameController controller;
    controller.setAiDelay(1000000);
    controller.setDealSource([](int) {});
    // The friend's seat is elsewhere (a RemoteSeat at a real table): nobody acts for it in this test.
    struct Elsewhere : Seat {
      using Seat::Seat;
      Kind kind() const override { return Kind::Remote; }
      void update(const SeatUpdate&) override {}
    };
    controller.setSeatMaker([](int seat, const SeatSetup&, QObject* parent) -> Seat* { return new Elsewhere(seat, parent); });
    const QJsonObject table{{"port", 47320}, {"table", QJsonObject{{"seats", QJsonArray{}}}}};
    Autosave autosave(&controller, path);
    autosave.setNetworkTable([&] { return table; }, {});
    GameSetup setup = peopleOnly(setupFor("standard", 2, 0));
    setup.seats[1].kind = SeatKind::Remote;
    setup.seats[1].name = QStringLiteral("Pekka");
    controller.newMatch(setup);
    QVERIFY(controller.dealFrom(0, 4242424242ull));
    QRandomGenerator rng(9);
    for (int i = 0; i < 3; ++i) {  // whoever is to act, through the one way in
      const auto legal = controller.hand().legalActions();
      QVERIFY(controller.submit(controller.hand().toAct(), legal[rng.bounded(static_cast<int>(legal.size()))]));
    }
    const SaveGame::LoadResult r = SaveGame::load(path);
    QVERIFY2(r.ok(), qPrintable(r.detail));
    QCOMPARE(r.game->network, table);
    QCOMPARE(r.game->setup.seats[1].kind, SeatKind::Remote);
    QCOMPARE(r.game->setup.seats[0].kind, SeatKind::Person);
    QCOMPARE(QFileInfo(path).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFileDevice::Permissions());
    QCOMPARE(autosave.keptNetworkMatch()->network, table);

    // A friend's seat without its table is the computer's: "remote" alone is not a seat elsewhere.
    const QByteArray bytes = r.game->toBytes();
    SaveGame alone = *r.game;
    alone.network = QJsonObject();
    QCOMPARE(SaveGame::fromBytes(alone.toBytes()).game->setup.seats[1].kind, SeatKind::Computer);
    QVERIFY(SaveGame::fromBytes(alone.toBytes()).game->setup.seats[1].standIn);  // playing for Pekka
    // "remote" on a person's seat, or not a boolean, and a table that is not an object are damage (the
    // checksum made again, so that only the field is wrong).
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const std::vector<std::function<void(QJsonObject&)>> damage{
        [](QJsonObject& g) {
          QJsonArray seats = g.value("seats").toArray();
          QJsonObject seat = seats[1].toObject();
          seat.insert("human", true);
          seats[1] = seat;
          g.insert("seats", seats);
        },
        [](QJsonObject& g) {
          QJsonArray seats = g.value("seats").toArray();
          QJsonObject seat = seats[1].toObject();
          seat.insert("remote", 1);
          seats[1] = seat;
          g.insert("seats", seats);
        },
        [](QJsonObject& g) {
          QJsonArray seats = g.value("seats").toArray();
          QJsonObject seat = seats[1].toObject();
          seat.insert("stand_in", "yes");
          seats[1] = seat;
          g.insert("seats", seats);
        },
        [](QJsonObject& g) {  // a person here cannot be a computer standing in
          QJsonArray seats = g.value("seats").toArray();
          QJsonObject seat = seats[0].toObject();
          seat.insert("stand_in", true);
          seats[0] = seat;
          g.insert("seats", seats);
        },
        [](QJsonObject& g) { g.insert("network", QJsonArray{1}); },
    };
    for (const auto& change : damage) {
      QJsonObject game = root.value("game").toObject(), damaged = root;
      change(game);
      damaged.insert("game", game);
      damaged.insert("sha256", QString::fromLatin1(
                                   QCryptographicHash::hash(QJsonDocument(game).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex()));
      QCOMPARE(SaveGame::fromBytes(QJsonDocument(damaged).toJson()).status, SaveGame::Status::Corrupted);
    }

    // Played on here alone (no table to host it): the friend's seat is a computer, in the next save too.
    GameController again;
    again.setAiDelay(1000000);
    Autosave resumed(&again, path);
    QVERIFY(resumed.resume(*r.game));
    QCOMPARE(again.setup().seats[1].kind, SeatKind::Computer);
    QVERIFY(!again.networked());
    QVERIFY(resumed.saveNow());
    const SaveGame::LoadResult after = SaveGame::load(path);
    QVERIFY(after.ok() && after.game->network.isEmpty());
    QCOMPARE(after.game->setup.seats[1].kind, SeatKind::Computer);
    // Still Pekka's seat, played by the computer: so the save says, and the table's label.
    QVERIFY(after.game->setup.seats[1].standIn && !after.game->setup.seats[0].standIn);
    QCOMPARE(again.seatName(1), QStringLiteral("Pekka"));
    QCOMPARE(again.seatCaption(1), QStringLiteral("Pekka (computer)"));
    QCOMPARE(again.seatCaption(0), again.seatName(0));
    QVERIFY(!resumed.keptNetworkMatch());
  }

  void scriptedGamesAreNotSaved() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameController controller;
    controller.setAiDelay(1000000);
    Autosave autosave(&controller, path);
    controller.newMatch(setupFor("standard", 2, 5));
    const QByteArray before = readAll(path);
    QVERIFY(!before.isEmpty());
    // Not the deal of its seed: a save of it would load as a different table.
    const HandState scripted = HandState::fromHands(controller.setup().rules, 0, {0x3FFULL, 0x3FFULL << 13}, 40,
                                                    {41, 42, 43, 44, 45, 46, 47, 48});
    controller.startScripted(setupFor("standard", 2, 5), scripted);
    QVERIFY(!autosave.saveNow());
    QCOMPARE(readAll(path), before);  // the real game's save is kept
  }

  void finishedMatchRemovesTheSave() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameController controller;
    controller.setAiDelay(0);
    Autosave autosave(&controller, path);
    GameSetup setup = computersOnly(setupFor("standard", 2, 3));
    setup.rules.gameTarget = 1;  // the first hand won ends the match
    connect(&controller, &GameController::handOver, &controller, [&] { QTimer::singleShot(0, &controller, &GameController::nextHand); });
    controller.newMatch(setup);
    QVERIFY(QFile::exists(path));
    QTRY_VERIFY_WITH_TIMEOUT(controller.match().over(), 60000);
    QVERIFY(!QFile::exists(path));
  }

  void startupMovesABadSaveAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    QByteArray bytes = play(setupFor("standard", 2, 3), 20, 1).toBytes();
    bytes[bytes.size() / 2] = bytes[bytes.size() / 2] ^ 0x04;
    writeAll(path, bytes);
    GameController controller;
    Autosave autosave(&controller, path);
    const Autosave::Startup s = autosave.check();
    QVERIFY(!s.resumable);
    QVERIFY(s.load.status == SaveGame::Status::Corrupted);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(readAll(s.movedTo), bytes);
  }

  // The start-up dialogs, answered like a person would.
  void offerResumeAsksAndResumes() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    const SaveGame save = play(setupFor("hollywood", 2, 21), 150, 2);  // a few hands into the match
    QVERIFY(save.log.size() > 1);
    QVERIFY(save.write(path));
    GameController controller;
    controller.setAiDelay(1000000);
    Autosave autosave(&controller, path);
    QString asked;
    answerNextMessageBox(QMessageBox::Yes, &asked);
    QVERIFY(autosave.offerResume(nullptr));
    QVERIFY2(asked.contains(QStringLiteral("continue")), qPrintable(asked));
    QVERIFY(controller.actionLog() == save.log);
    // The question names the game, the hand and how it stands, as the table names the players.
    const QString game = QStringLiteral("Hollywood gin: hand %1, ").arg(controller.match().handNumber());
    QVERIFY2(controller.match().handNumber() > 1 && asked.contains(game), qPrintable(asked));
    for (int s = 0; s < controller.players(); ++s) {
      const QString score = QStringLiteral("%1 %2").arg(controller.seatName(s)).arg(controller.sheet().totals(0)[s]);
      QVERIFY2(asked.contains(score), qPrintable(score + QStringLiteral(" not in: ") + asked));
    }

    // The answers say what they do, and Esc keeps the game ("No" read as "not now" and dealt a new game
    // over the save: a play-test).
    {
      GameController again;
      again.setAiDelay(1000000);
      Autosave second(&again, path);
      QStringList buttons;
      QTimer::singleShot(50, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        asked = box->text();
        for (QAbstractButton* b : box->buttons()) buttons << b->text();
        QTest::keyClick(box, Qt::Key_Escape);
      });
      QVERIFY(second.offerResume(nullptr));
      QVERIFY(again.actionLog() == save.log);
      buttons.sort();
      QCOMPARE(buttons, (QStringList{QStringLiteral("&Continue"), QStringLiteral("&New game")}));
      QVERIFY2(asked.endsWith(QStringLiteral("A new game takes its place in the save.")), qPrintable(asked));
    }

    // A damaged save: a warning naming the problem and where the file went, no game resumed.
    QByteArray bytes = save.toBytes();
    bytes.chop(1);
    writeAll(path, bytes);
    answerNextMessageBox(QMessageBox::Ok, &asked);
    QVERIFY(!autosave.offerResume(nullptr));
    QVERIFY2(asked.contains(QStringLiteral("damaged")) && asked.contains(QStringLiteral(".broken-")), qPrintable(asked));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("autosave.json.broken-*")}).size(), 1);
  }

  // What one autosave of a long match costs (serialise, verify by replaying, write with fsync).
  // Measured, not asserted: `tst_savedisk benchmarkAutosave`.
  void benchmarkAutosave_data() {
    QTest::addColumn<bool>("write");
    QTest::newRow("serialise+verify") << false;
    QTest::newRow("serialise+verify+write") << true;
  }

  void benchmarkAutosave() {
    QFETCH(bool, write);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    const SaveGame save = play(setupFor("hollywood", 2, 31), 400, 9);
    QVERIFY(save.write(path));
    QBENCHMARK {
      const QByteArray bytes = save.toBytes();
      QVERIFY(SaveGame::fromBytes(bytes).ok());
      if (write) QVERIFY(save.write(path));
    }
    qInfo("%d actions in %zu hands, %lld bytes", savetest::actionCount(save.log), save.log.size(),
          static_cast<long long>(QFileInfo(path).size()));
  }

 private:
  // Presses `button` on the next message box that opens and records its text.
  void answerNextMessageBox(QMessageBox::StandardButton button, QString* text) {
    text->clear();
    QTimer::singleShot(50, this, [button, text] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box) return;
      *text = box->text();
      box->grab().save(QStringLiteral("/tmp/persist-messagebox-%1.png").arg(int(button)));  // to look at
      box->button(button)->click();
    });
  }
};

QTEST_MAIN(TestSaveDisk)
#include "tst_savedisk.moc"
