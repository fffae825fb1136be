// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saves as files: round trip through bytes for every variant, every kind of bad file refused with a
// clear reason that names and quotes it. The disk, the autosave and resuming: tst_savedisk.
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

class TestSaveGame : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void roundTrip_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("actions");
    for (int actions : {0, 1, 17, 400}) {
      QTest::addRow("standard/%d", actions) << "standard" << 2 << actions;
      QTest::addRow("oklahoma/%d", actions) << "oklahoma" << 2 << actions;
      QTest::addRow("hollywood/%d", actions) << "hollywood" << 2 << actions;
      for (int p = 2; p <= 5; ++p) QTest::addRow("poker%d/%d", p, actions) << "poker" << p << actions;
    }
  }

  void roundTrip() {
    QFETCH(QString, preset);
    QFETCH(int, players);
    QFETCH(int, actions);
    GameSetup setup = setupFor(preset.toLatin1().constData(), players, 1000 + actions);
    // A high target keeps a random poker match (big swings) going for several hands.
    if (actions == 400) setup.rules.gameTarget = 1000;
    const SaveGame save = play(setup, actions, 7);
    if (actions == 400) QVERIFY2(save.log.size() > 1, "a long save spans several hands");
    const QByteArray bytes = save.toBytes();
    const SaveGame::LoadResult r = SaveGame::fromBytes(bytes);
    QVERIFY2(r.ok(), qPrintable(r.detail));
    QVERIFY(r.game->setup.rules == save.setup.rules);
    QVERIFY(r.game->setup.seats == save.setup.seats);
    QCOMPARE(r.game->setup.seed, save.setup.seed);
    QVERIFY(r.game->log == save.log);
    // The replayed match is the game that was played: same hand, same cards, same scores.
    gin::Match m(save.setup.rules, save.setup.seed);
    for (std::size_t h = 0; h < save.log.size(); ++h) {
      if (h > 0) QVERIFY(m.nextHand());
      for (const Action& a : save.log[h]) QCOMPARE(m.apply(m.hand().toAct(), a), Reject::Ok);
    }
    QCOMPARE(static_cast<int>(r.match->log().size()), savetest::actionCount(save.log));
    QCOMPARE(r.match->handNumber(), m.handNumber());
    for (int seat = 0; seat < players; ++seat) QCOMPARE(r.match->hand().hand(seat), m.hand().hand(seat));
    QVERIFY(r.match->hand().stock() == m.hand().stock());
    QVERIFY(r.match->hand().discardPile() == m.hand().discardPile());
    for (int g = 0; g < m.sheet().games(); ++g) QVERIFY(r.match->sheet().totals(g) == m.sheet().totals(g));
    QCOMPARE(r.game->toBytes(), bytes);  // writing is deterministic
  }

  void seedsKeepAllBits() {
    GameSetup s = setupFor("standard", 2, 0xFFFFFFFFFFFFFFFFull);
    const SaveGame::LoadResult r = SaveGame::fromBytes(play(s, 5, 1).toBytes());
    QVERIFY2(r.ok(), qPrintable(r.detail));
    QCOMPARE(r.game->setup.seed, 0xFFFFFFFFFFFFFFFFull);
  }

  void badFiles_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    const QByteArray good = play(setupFor("standard", 2, 9), 40, 3).toBytes();
    using S = SaveGame::Status;
    QTest::addRow("empty") << QByteArray() << int(S::Foreign) << "not a Gin Rummy save";
    QTest::addRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << int(S::Foreign) << "not a Gin Rummy save";
    QTest::addRow("other json") << QByteArray("{\"format\":\"kpat\",\"version\":1}") << int(S::Foreign)
                                << "header";
    QTest::addRow("json array") << QByteArray("[1,2,3]") << int(S::Foreign) << "header";
    QTest::addRow("huge") << QByteArray(SaveGame::kMaxBytes + 1, ' ') << int(S::Foreign) << "too large";
    QTest::addRow("truncated") << good.left(good.size() / 2) << int(S::Corrupted) << "not valid JSON";
    QTest::addRow("newer") << edited(good, [](QJsonObject& o) { o[QStringLiteral("version")] = 2; })
                           << int(S::NewerVersion) << "save format 2";
    QTest::addRow("version 0") << edited(good, [](QJsonObject& o) { o[QStringLiteral("version")] = 0; })
                               << int(S::Corrupted) << "version";
    QTest::addRow("version text") << edited(good, [](QJsonObject& o) { o[QStringLiteral("version")] = "1"; })
                                  << int(S::Corrupted) << "version";
    QTest::addRow("seed edited") << edited(good, [](QJsonObject& o) {
      QJsonObject g = o[QStringLiteral("game")].toObject();
      g[QStringLiteral("seed")] = QStringLiteral("12345");
      o[QStringLiteral("game")] = g;
    }) << int(S::Corrupted) << "checksum";
    QTest::addRow("checksum removed") << edited(good, [](QJsonObject& o) { o.remove(QStringLiteral("sha256")); })
                                      << int(S::Corrupted) << "checksum";
  }

  void badFiles() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const SaveGame::LoadResult r = SaveGame::fromBytes(bytes);
    QCOMPARE(int(r.status), status);
    QVERIFY2(r.detail.contains(detail), qPrintable(r.detail));
    QVERIFY(!r.game && !r.match);
  }

  // A save whose checksum is right but whose game breaks a rule: the replay finds the exact move.
  void illegalMoveNamed() {
    SaveGame save = play(setupFor("standard", 2, 11), 12, 4);
    QCOMPARE(save.log.size(), std::size_t(1));
    // Discarding a card the seat does not hold, as move 5 of hand 1.
    gin::Match m(save.setup.rules, save.setup.seed);
    for (int i = 0; i < 4; ++i) m.apply(m.hand().toAct(), save.log[0][i]);
    Card notHeld = 0;
    while (contains(m.hand().hand(m.hand().toAct()), notHeld)) ++notHeld;
    save.log[0].insert(save.log[0].begin() + 4, Action::discard(notHeld));
    const SaveGame::LoadResult r = SaveGame::fromBytes(save.toBytes());
    QCOMPARE(r.status, SaveGame::Status::Illegal);
    QVERIFY2(r.detail.startsWith(QStringLiteral("hand 1, move 5 (discard ")), qPrintable(r.detail));
    QVERIFY2(r.detail.endsWith(QLatin1String(rejectCode(m.hand().check(m.hand().toAct(), Action::discard(notHeld))))),
             qPrintable(r.detail));
  }

  void inconsistentContent_data() {
    QTest::addColumn<int>("what");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");
    using S = SaveGame::Status;
    QTest::addRow("hand after unfinished hand") << 0 << int(S::Illegal) << "starts before hand 1 is over";
    QTest::addRow("seat missing") << 1 << int(S::Corrupted) << "1 seats for a game of 2 players";
    QTest::addRow("unknown level") << 2 << int(S::Corrupted) << "computer level";
    QTest::addRow("bad rules") << 3 << int(S::Corrupted) << "rules";
    QTest::addRow("action text") << 4 << int(S::Corrupted) << "cannot be read";
    QTest::addRow("action after hand over") << 5 << int(S::Illegal) << "hand_over";
  }

  void inconsistentContent() {
    QFETCH(int, what);
    QFETCH(int, status);
    QFETCH(QString, detail);
    SaveGame save = play(setupFor("standard", 2, 13), what == 5 ? 400 : 6, 5);
    QByteArray bytes;
    switch (what) {
      case 0: save.log.push_back({}); bytes = save.toBytes(); break;
      case 1: save.setup.seats.removeLast(); bytes = save.toBytes(); break;
      case 3: save.setup.rules.knockLimit = -3; bytes = save.toBytes(); break;
      case 5: save.log[0].push_back(Action::drawStock()); bytes = save.toBytes(); break;
      default: {
        // Field edits that toBytes() cannot express: edit the JSON and recompute the checksum as we write it.
        QJsonObject root = QJsonDocument::fromJson(save.toBytes()).object();
        QJsonObject game = root[QStringLiteral("game")].toObject();
        if (what == 2) {
          QJsonArray seats = game[QStringLiteral("seats")].toArray();
          QJsonObject s1 = seats[1].toObject();
          s1[QStringLiteral("level")] = QStringLiteral("grandmaster");
          seats[1] = s1;
          game[QStringLiteral("seats")] = seats;
        } else {
          QJsonArray hands = game[QStringLiteral("hands")].toArray();
          QJsonArray h0 = hands[0].toArray();
          h0.append(QStringLiteral("dance"));
          hands[0] = h0;
          game[QStringLiteral("hands")] = hands;
        }
        root[QStringLiteral("game")] = game;
        root[QStringLiteral("sha256")] = QString::fromLatin1(
            QCryptographicHash::hash(QJsonDocument(game).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
                .toHex());
        bytes = QJsonDocument(root).toJson();
      }
    }
    const SaveGame::LoadResult r = SaveGame::fromBytes(bytes);
    QCOMPARE(int(r.status), status);
    QVERIFY2(r.detail.contains(detail), qPrintable(r.detail));
  }

  // The rules are part of every save: an empty or non-text value with a correct checksum is damage,
  // not "the default rules".
  void rulesMustBeThere_data() {
    QTest::addColumn<QJsonValue>("rules");
    QTest::newRow("empty") << QJsonValue(QStringLiteral(""));
    QTest::newRow("blank") << QJsonValue(QStringLiteral("  "));
    QTest::newRow("number") << QJsonValue(5);
    QTest::newRow("null") << QJsonValue();
    QTest::newRow("object") << QJsonValue(QJsonObject{{QStringLiteral("players"), 2}});
    QTest::newRow("missing") << QJsonValue(QJsonValue::Undefined);
  }

  void rulesMustBeThere() {
    QFETCH(QJsonValue, rules);
    const QByteArray bytes = resigned(play(setupFor("standard", 2, 13), 6, 5).toBytes(), [&](QJsonObject& game) {
      if (rules.isUndefined()) game.remove(QStringLiteral("rules"));
      else game[QStringLiteral("rules")] = rules;
    });
    const SaveGame::LoadResult r = SaveGame::fromBytes(bytes);
    QCOMPARE(r.status, SaveGame::Status::Corrupted);
    QVERIFY2(r.detail.contains(QStringLiteral("rules")), qPrintable(r.detail));
  }

  // Parsing is strict (issue #34): a save re-signed after an edit that the game never writes is refused
  // with a reason, not read leniently into something else.
  void strictFields_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("detail");
    const QString rules = QString::fromStdString(rulesToString(setupFor("standard", 2, 13).rules));
    QTest::newRow("hollywood=2") << "rules" << QJsonValue(QString(rules).replace(QStringLiteral("hollywood=0"), QStringLiteral("hollywood=2")))
                                 << "2 is not a value of the option hollywood (0 to 1)";
    QTest::newRow("rules \"poker=1\"") << "rules" << QJsonValue(QStringLiteral("poker=1")) << "the option players is missing";
    QTest::newRow("an option twice") << "rules" << QJsonValue(rules + QStringLiteral(";poker=1")) << "the option poker is given twice";
    QTest::newRow("an option out of order") << "rules"
                                            << QJsonValue(QString(rules).replace(QStringLiteral("players=2;poker=0"), QStringLiteral("poker=0;players=2")))
                                            << "not in the order";
    QTest::newRow("knockLimit=010") << "rules" << QJsonValue(QString(rules).replace(QStringLiteral("knockLimit=10"), QStringLiteral("knockLimit=010")))
                                    << "010 is not a value of the option knockLimit";
    QTest::newRow("seed \" 12345\"") << "seed" << QJsonValue(QStringLiteral(" 12345")) << "the match seed \" 12345\" is not a number";
    QTest::newRow("seed \"12345 \"") << "seed" << QJsonValue(QStringLiteral("12345 ")) << "is not a number";
    QTest::newRow("seed \"+13\"") << "seed" << QJsonValue(QStringLiteral("+13")) << "is not a number";
    QTest::newRow("seed \"013\"") << "seed" << QJsonValue(QStringLiteral("013")) << "is not a number";
    QTest::newRow("move \"take \"") << "move" << QJsonValue(QStringLiteral("take ")) << "hand 1, move 1 is not written as this game writes it: \"take \"";
  }

  void strictFields() {
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, detail);
    // A match whose first move was "take": the edited move is the same move, spelt differently.
    SaveGame save;
    save.setup = setupFor("standard", 2, 13);
    save.log = {{Action::take()}};
    QVERIFY(SaveGame::fromBytes(save.toBytes()).ok());
    const QByteArray bytes = resigned(save.toBytes(), [&](QJsonObject& game) {
      if (field == "move") game[QStringLiteral("hands")] = QJsonArray{QJsonArray{value}};
      else game[field] = value;
    });
    const SaveGame::LoadResult r = SaveGame::fromBytes(bytes);
    QCOMPARE(r.status, SaveGame::Status::Corrupted);
    QVERIFY2(r.detail.contains(detail), qPrintable(r.detail));
    QVERIFY(!r.message().isEmpty());
  }

  // A message quotes at most a short excerpt of what is in the file: a megabyte-long value (with a
  // correct checksum, so that the loader reads that far) must not reach the dialog.
  void messagesQuoteOnlyAnExcerpt_data() {
    QTest::addColumn<int>("what");
    QTest::newRow("level") << 0;
    QTest::newRow("unreadable move") << 1;
    QTest::newRow("rules") << 3;
  }

  void messagesQuoteOnlyAnExcerpt() {
    QFETCH(int, what);
    const QString huge(1000000, QLatin1Char('A'));
    const QByteArray bytes = resigned(play(setupFor("standard", 2, 13), 6, 5).toBytes(), [&](QJsonObject& game) {
      if (what == 0) {
        QJsonArray seats = game[QStringLiteral("seats")].toArray();
        QJsonObject s1 = seats[1].toObject();
        s1[QStringLiteral("level")] = huge;
        seats[1] = s1;
        game[QStringLiteral("seats")] = seats;
      } else if (what == 3) {
        game[QStringLiteral("rules")] = QStringLiteral("players=2;") + huge + QStringLiteral("=1");
      } else {
        QJsonArray hands = game[QStringLiteral("hands")].toArray();
        QJsonArray h0 = hands[0].toArray();
        h0.append(huge);
        hands[0] = h0;
        game[QStringLiteral("hands")] = hands;
      }
    });
    QVERIFY(bytes.size() < SaveGame::kMaxBytes);
    SaveGame::LoadResult r = SaveGame::fromBytes(bytes);
    QVERIFY(!r.ok());
    r.path = QStringLiteral("/home/someone/.local/share/ginrummy/autosave.json");
    QVERIFY2(r.message().size() < 400, qPrintable(r.message().left(400)));
    QVERIFY2(r.detail.contains(QStringLiteral("AAAA")), qPrintable(r.detail));  // still says what it found
  }

  // The name limit of the new-game dialog is the save's: every name it lets through can be saved.
  void nameLimitIsTheSaves() {
    GameSetup s = setupFor("standard", 2, 3);
    s.seats[0].name = QString(SeatSetup::kMaxNameLength, QChar(0x00C4));
    QVERIFY(SaveGame::fromBytes(play(s, 4, 1).toBytes()).ok());
    s.seats[0].name += QLatin1Char('x');
    const SaveGame::LoadResult r = SaveGame::fromBytes(play(s, 4, 1).toBytes());
    QCOMPARE(r.status, SaveGame::Status::Corrupted);
  }

  // Where names are typed and where they are remembered: no longer than a save takes, so that every
  // game started from the dialog can be saved.
  void dialogNamesFitTheSave() {
    NewGameDialog dialog;
    const QString longName(SeatSetup::kMaxNameLength + 100, QLatin1Char('n'));
    QLineEdit* yourName = nullptr;
    for (QLineEdit* e : dialog.findChildren<QLineEdit*>())
      if (e->placeholderText() == QLatin1String("You")) yourName = e;
    QVERIFY(yourName);
    QTest::keyClicks(yourName, longName.left(SeatSetup::kMaxNameLength + 5));
    const GameSetup typed = dialog.setup();
    QCOMPARE(typed.seats[0].name.size(), SeatSetup::kMaxNameLength);
    GameSetup game = typed;
    game.seed = 5;
    QVERIFY(SaveGame::fromBytes(play(game, 4, 1).toBytes()).ok());
    // A longer name edited into the settings file is cut to the limit when remembered.
    Settings::setPlayerNames({longName, QString()});
    QCOMPARE(NewGameDialog::remembered().seats[0].name, longName.left(SeatSetup::kMaxNameLength));
    Settings::setPlayerNames({});
  }

  // The autosave follows a controller where the computer plays every seat: after every action the file
  // on disk holds exactly the controller's game, and a new controller resumes it.
  // The question that offers a saved match says where it stands: a finished hand is "after hand 1" (it
  // said "hand 1" beside the scores of that hand, as if it were still being played).
  void describeSaysWhereTheMatchStands() {
    GameController controller;
    controller.setAiDelay(0);
    bool over = false;
    connect(&controller, &GameController::handOver, &controller, [&] { over = true; });
    controller.newMatch(computersOnly(setupFor("standard", 2, 77)));
    const QString first = Autosave::describe(SaveGame::of(controller), controller.match());
    QVERIFY2(first.startsWith(QStringLiteral("Standard gin: hand 1, ")) && first.endsWith(QStringLiteral(" 0")), qPrintable(first));
    QTRY_VERIFY_WITH_TIMEOUT(over, 30000);
    controller.setAiDelay(1000000);
    QVERIFY(!controller.matchOver());
    const QString after = Autosave::describe(SaveGame::of(controller), controller.match());
    QVERIFY2(after.startsWith(QStringLiteral("Standard gin: after hand 1, ")), qPrintable(after));
    QVERIFY(controller.nextHand());
    const QString second = Autosave::describe(SaveGame::of(controller), controller.match());
    QVERIFY2(second.startsWith(QStringLiteral("Standard gin: hand 2, ")), qPrintable(second));
  }
};

QTEST_MAIN(TestSaveGame)
#include "tst_savegame.moc"
