// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saves: round trip through bytes and files for every variant, every kind of bad file refused with a
// clear reason, atomic writes, moving bad files aside, and the autosave following a real controller.
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
#include "tst_save_util.h"

using namespace gin;
using savetest::play;
using savetest::setupFor;

namespace {
QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
void writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}
// A save whose "game" object is edited by `edit`, with the checksum recomputed as the game writes it:
// only the field checks can refuse it.
QByteArray resigned(const QByteArray& bytes, const std::function<void(QJsonObject&)>& edit) {
  QJsonObject root = QJsonDocument::fromJson(bytes).object();
  QJsonObject game = root[QStringLiteral("game")].toObject();
  edit(game);
  root[QStringLiteral("game")] = game;
  root[QStringLiteral("sha256")] = QString::fromLatin1(
      QCryptographicHash::hash(QJsonDocument(game).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex());
  return QJsonDocument(root).toJson();
}
// A save edited as JSON, with `edit` applied to the root object; the checksum is left as it was.
QByteArray edited(const QByteArray& bytes, const std::function<void(QJsonObject&)>& edit) {
  QJsonObject root = QJsonDocument::fromJson(bytes).object();
  edit(root);
  return QJsonDocument(root).toJson();
}
// A small tmpfs mounted over `dir` for the test's lifetime: a disk that can be filled or made
// read-only. Needs root (CI runs as root); ok() is false otherwise.
class Tmpfs {
 public:
  Tmpfs(const QString& dir, const char* options) : dir_(QFile::encodeName(dir)), options_(options) {
    ok_ = ::mount("tmpfs", dir_.constData(), "tmpfs", MS_NOSUID | MS_NODEV, options) == 0;
  }
  ~Tmpfs() {
    if (ok_) ::umount2(dir_.constData(), MNT_DETACH);
  }
  bool ok() const { return ok_; }
  bool setReadOnly(bool ro) {
    return ::mount(nullptr, dir_.constData(), nullptr, MS_REMOUNT | MS_NOSUID | MS_NODEV | (ro ? MS_RDONLY : 0),
                   options_) == 0;
  }

 private:
  QByteArray dir_;
  const char* options_;
  bool ok_ = false;
};
const char* kNeedsMount = "needs root to mount a tmpfs (CI runs as root): not tested here";

// Fills the file system of `path` with a file there until no byte more fits.
qint64 fillDisk(const QString& path) {
  const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return -1;
  const QByteArray block(4096, 'x');
  qint64 total = 0;
  for (ssize_t n; (n = ::write(fd, block.constData(), block.size())) > 0;) total += n;
  for (ssize_t n; (n = ::write(fd, block.constData(), 1)) > 0;) total += n;
  ::close(fd);
  return total;
}

// Every seat a person: the test makes each move itself (a legal one at random), so that it knows
// exactly which moves were played before and after the disk filled.
GameSetup peopleOnly(GameSetup s) {
  for (SeatSetup& seat : s.seats) seat.kind = SeatKind::Person;
  s.rules.gameTarget = 5000;
  return s;
}
void playMoves(GameController& c, int n, QRandomGenerator& rng) {
  for (int i = 0; i < n; ++i) {
    if (c.hand().over()) QVERIFY(c.nextHand());
    if (c.curtain()) c.revealSeat();
    const auto legal = c.hand().legalActions();
    QVERIFY(c.act(legal[rng.bounded(static_cast<int>(legal.size()))]));
  }
}

GameSetup computersOnly(GameSetup s) {
  for (SeatSetup& seat : s.seats) {
    seat.kind = SeatKind::Computer;
    seat.level = gin::ai::Level::Beginner;
  }
  return s;
}
}  // namespace

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
  // Measured, not asserted: `tst_savegame benchmarkAutosave`.
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

QTEST_MAIN(TestSaveGame)
#include "tst_savegame.moc"
