// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The corrupted-save corpus (tests/data/saves): 100 files, 25 each truncated, bit-flipped, of a wrong
// version and with an illegal action inserted (with a correct checksum, so that only the replay can
// catch it). Every one must give a clear error and stay on disk byte for byte as it was: moving a bad
// save aside is the application's reaction, not the loader's.
//
// The corpus is committed; `tst_savecorpus --generate <dir>` writes it again (deterministically).
// tests/data/saves/valid/ holds good saves of this format: they must keep loading in later versions.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <cmath>
#include <cstdio>

#include "tst_save_util.h"

using namespace gin;

namespace {
QString corpusDir() { return qEnvironmentVariable("GIN_SOURCE_DIR") + QStringLiteral("/tests/data/saves"); }

std::vector<SaveGame> bases() {
  using savetest::play;
  using savetest::setupFor;
  return {play(setupFor("standard", 2, 101), 40, 1), play(setupFor("poker", 4, 102), 120, 2),
          play(setupFor("hollywood", 2, 103), 300, 3), play(setupFor("oklahoma", 2, 104), 25, 4)};
}

bool writeFile(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

int generate(const QString& dir) {
  QDir().mkpath(dir + QStringLiteral("/valid"));
  const std::vector<SaveGame> saves = bases();
  int written = 0;
  auto put = [&](const QString& name, const QByteArray& bytes) { written += writeFile(dir + QLatin1Char('/') + name, bytes); };
  for (std::size_t b = 0; b < saves.size(); ++b) put(QStringLiteral("valid/valid-%1.json").arg(b), saves[b].toBytes());

  for (int i = 0; i < 25; ++i) {
    const QByteArray bytes = saves[i % saves.size()].toBytes();
    const qsizetype len = i == 24 ? bytes.size() - 1 : bytes.size() * i / 25;
    put(QStringLiteral("truncated-%1.json").arg(i, 2, 10, QLatin1Char('0')), bytes.left(len));
  }
  for (int i = 0; i < 25; ++i) {
    QByteArray bytes = saves[i % saves.size()].toBytes();
    QRandomGenerator rng(2024 + i);
    const int at = rng.bounded(static_cast<int>(bytes.size()));
    bytes[at] = static_cast<char>(bytes[at] ^ (1 << rng.bounded(8)));
    put(QStringLiteral("bitflip-%1.json").arg(i, 2, 10, QLatin1Char('0')), bytes);
  }
  const QList<QJsonValue> versions = {2,     3,     4,    10,      99,     100,       1000, 65536,  2147483648.0,
                                      1e30,  0,     -1,   -2,      1.5,    0.999,     QStringLiteral("1"),
                                      QStringLiteral("2"), QJsonValue(), true, false, QJsonArray{1},
                                      QJsonObject{{QStringLiteral("major"), 1}}, QJsonValue(QJsonValue::Undefined), 7, 1.0001};
  for (int i = 0; i < 25; ++i) {
    QJsonObject root = QJsonDocument::fromJson(saves[i % saves.size()].toBytes()).object();
    if (versions[i].isUndefined()) root.remove(QStringLiteral("version"));
    else root[QStringLiteral("version")] = versions[i];
    put(QStringLiteral("version-%1.json").arg(i, 2, 10, QLatin1Char('0')), QJsonDocument(root).toJson());
  }
  for (int i = 0; i < 25; ++i) {
    QRandomGenerator rng(4048 + i);
    for (int attempt = 0;; ++attempt) {
      if (attempt > 10000) return -1;
      SaveGame s = saves[i % saves.size()];
      const int h = rng.bounded(static_cast<int>(s.log.size()));
      auto& hand = s.log[h];
      const int at = rng.bounded(static_cast<int>(hand.size()) + 1);
      const Card c = static_cast<Card>(rng.bounded(kDeckSize));
      const Action probes[] = {Action::discard(c), Action::drawStock(), Action::drawDiscard(), Action::take(),
                               Action::pass(),     Action::knock(c),    Action::bigGin(),      hand.empty() ? Action::pass() : hand[rng.bounded(static_cast<int>(hand.size()))]};
      hand.insert(hand.begin() + at, probes[rng.bounded(8)]);
      const QByteArray bytes = s.toBytes();
      if (SaveGame::fromBytes(bytes).status != SaveGame::Status::Illegal) continue;
      put(QStringLiteral("illegal-%1.json").arg(i, 2, 10, QLatin1Char('0')), bytes);
      break;
    }
  }
  return written;
}
}  // namespace

class TestSaveCorpus : public QObject {
  Q_OBJECT

 private slots:
  void corpusComplete() {
    const QStringList files = QDir(corpusDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
    QCOMPARE(files.size(), 100);
    for (const char* kind : {"truncated-", "bitflip-", "version-", "illegal-"})
      QCOMPARE(files.filter(QRegularExpression(QStringLiteral("^") + QLatin1String(kind))).size(), 25);
  }

  void corruptedSave_data() {
    QTest::addColumn<QString>("path");
    for (const QString& f : QDir(corpusDir()).entryList({QStringLiteral("*.json")}, QDir::Files))
      QTest::newRow(qPrintable(f)) << corpusDir() + QLatin1Char('/') + f;
  }
  void corruptedSave() {
    QFETCH(QString, path);
    const QFileInfo before(path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    f.close();

    const SaveGame::LoadResult r = SaveGame::load(path);

    QVERIFY2(!r.ok(), "a corrupted save loaded");
    QVERIFY(!r.game && !r.match);
    QVERIFY2(!r.detail.isEmpty(), "no reason given");
    QVERIFY2(r.message().contains(QDir::toNativeSeparators(path)), qPrintable(r.message()));
    const QString name = before.fileName();
    using S = SaveGame::Status;
    if (name.startsWith(QLatin1String("truncated-")))
      // Cut before our header: nothing left says it was a save.
      QVERIFY2(r.status == S::Corrupted || (r.status == S::Foreign && !bytes.contains("ginrummy-save")), qPrintable(r.detail));
    else if (name.startsWith(QLatin1String("bitflip-")))
      QVERIFY2(r.status == S::Corrupted || r.status == S::Foreign || r.status == S::NewerVersion, qPrintable(r.detail));
    else if (name.startsWith(QLatin1String("version-")))
      QVERIFY2(r.status == S::NewerVersion || r.status == S::Corrupted, qPrintable(r.detail));
    else if (name.startsWith(QLatin1String("illegal-")))
      QVERIFY2(r.status == S::Illegal && r.detail.contains(QLatin1String(", move ")), qPrintable(r.detail));
    else
      QFAIL("unknown kind of corpus file");

    // Untouched: same bytes, same size, same time stamp, still there.
    const QFileInfo after(path);
    QVERIFY(after.exists());
    QCOMPARE(after.size(), before.size());
    QCOMPARE(after.lastModified(), before.lastModified());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes);
  }

  // A newer version is named as such (not just "damaged"), whatever number it has.
  void newerVersionsRecognised() {
    for (const QString& f : QDir(corpusDir()).entryList({QStringLiteral("version-*.json")})) {
      const QJsonValue v = QJsonDocument::fromJson([&] {
                             QFile file(corpusDir() + QLatin1Char('/') + f);
                             file.open(QIODevice::ReadOnly);
                             return file.readAll();
                           }()).object().value(QStringLiteral("version"));
      const bool newer = v.isDouble() && v.toDouble() > 1 && v.toDouble() == std::floor(v.toDouble());
      QCOMPARE(SaveGame::load(corpusDir() + QLatin1Char('/') + f).status == SaveGame::Status::NewerVersion, newer);
    }
  }

  void validSavesStillLoad() {
    const QStringList files = QDir(corpusDir() + QStringLiteral("/valid")).entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 4);
    for (const QString& f : files) {
      const SaveGame::LoadResult r = SaveGame::load(corpusDir() + QStringLiteral("/valid/") + f);
      QVERIFY2(r.ok(), qPrintable(f + QStringLiteral(": ") + r.detail));
    }
  }
};

int main(int argc, char* argv[]) {
  if (argc == 3 && QByteArray(argv[1]) == "--generate") {
    const int n = generate(QString::fromLocal8Bit(argv[2]));
    std::printf("%d files written\n", n);
    return n == 104 ? 0 : 1;
  }
  QCoreApplication app(argc, argv);
  TestSaveCorpus t;
  return QTest::qExec(&t, argc, argv);
}

#include "tst_savecorpus.moc"
