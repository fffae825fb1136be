// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli's command lines, through the real executable: --help and --version on standard
// output with status 0, unknown options and bad values refused with status 2 and a message, and a
// non-zero status whenever the output could not be written.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
  int status = -1;
  QString out, err;
};

Run cli(const QStringList& args, const QByteArray& input = {}, const QString& outFile = {}) {
  QProcess p;
  if (!outFile.isEmpty()) p.setStandardOutputFile(outFile);
  p.start(QStringLiteral(GIN_CLI_PATH), args);
  Run r;
  if (!p.waitForStarted()) return r;
  p.write(input);
  p.closeWriteChannel();
  if (!p.waitForFinished(120000)) {
    p.kill();
    p.waitForFinished();
    return r;
  }
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

const QStringList kCommands{"analyze", "bench", "soak", "arena", "arena-merge", "bot", "review"};
const QStringList kArena{"arena", "--a", "simple", "--b", "random", "--games", "2", "--seed", "1"};

bool haveDevFull() { return QFile::exists(QStringLiteral("/dev/full")); }

}  // namespace

class TstCliOptions : public QObject {
  Q_OBJECT
 private slots:
  void mainHelpAndVersion();
  void commandHelp_data();
  void commandHelp();
  void unknownOptions_data();
  void unknownOptions();
  void badValues_data();
  void badValues();
  void goodValues_run();
  void fullOutput_data();
  void fullOutput();
  void recordToFullDisk();
};

void TstCliOptions::mainHelpAndVersion() {
  for (const char* h : {"--help", "-h"}) {
    const Run r = cli({h});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.startsWith(QLatin1String("Usage: ginrummy-cli COMMAND")));
    for (const QString& c : kCommands) QVERIFY2(r.out.contains(QLatin1String("  ") + c + QLatin1Char(' ')), qPrintable(c));
    QVERIFY(r.out.contains(QLatin1String("ginrummy-cli(6)")));
    QVERIFY(!r.out.contains(QLatin1String("docs/")));  // not installed: the manual page is
    QVERIFY(r.err.isEmpty());
  }
  for (const char* v : {"--version", "-v"}) {
    const Run r = cli({v});
    QCOMPARE(r.status, 0);
    QVERIFY2(QRegularExpression(QStringLiteral("^ginrummy-cli \\d+\\.\\d+\\.\\d+\\n$")).match(r.out).hasMatch(), qPrintable(r.out));
  }
  const Run none = cli({});
  QCOMPARE(none.status, 2);
  QVERIFY(none.out.isEmpty());
  QVERIFY(none.err.contains(QLatin1String("Usage:")));
  const Run unknown = cli({"frobnicate"});
  QCOMPARE(unknown.status, 2);
  QVERIFY(unknown.err.contains(QLatin1String("unknown command 'frobnicate'")));
  const Run option = cli({"--frobnicate"});
  QCOMPARE(option.status, 2);
  QVERIFY(option.err.contains(QLatin1String("unknown option '--frobnicate'")));
}

void TstCliOptions::commandHelp_data() {
  QTest::addColumn<QString>("command");
  QTest::addColumn<QString>("flag");
  for (const QString& c : kCommands)
    for (const char* f : {"--help", "-h"}) QTest::newRow(qPrintable(c + QLatin1Char(' ') + QLatin1String(f))) << c << QString::fromLatin1(f);
}

void TstCliOptions::commandHelp() {
  QFETCH(QString, command);
  QFETCH(QString, flag);
  // --help wins over everything else on the line, even over required options left out.
  const Run r = cli({command, flag}, "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n");
  QCOMPARE(r.status, 0);
  QVERIFY2(r.out.startsWith(QLatin1String("Usage: ginrummy-cli ") + command + QLatin1Char(' ')), qPrintable(r.out));
  QVERIFY(r.out.contains(QLatin1String("--help")));
  QVERIFY(r.out.contains(QLatin1String("ginrummy-cli(6)")));
  QVERIFY(!r.out.contains(QLatin1String("\"deadwood\"")));  // analyze did not run
  QVERIFY(r.err.isEmpty());
}

void TstCliOptions::unknownOptions_data() {
  QTest::addColumn<QStringList>("args");
  for (const QString& c : kCommands) {
    QTest::newRow(qPrintable(c + QLatin1String(" --no-such-option"))) << QStringList{c, "--no-such-option"};
    QTest::newRow(qPrintable(c + QLatin1String(" -Z"))) << QStringList{c, "-Z"};
  }
  QTest::newRow("analyze stray argument") << QStringList{"analyze", "hands.txt"};
  QTest::newRow("arena stray argument") << (kArena + QStringList{"extra"});
}

void TstCliOptions::unknownOptions() {
  QFETCH(QStringList, args);
  const Run r = cli(args);
  QCOMPARE(r.status, 2);
  QVERIFY(r.out.isEmpty());
  QString name = args.last();
  while (name.startsWith(QLatin1Char('-'))) name.remove(0, 1);
  QVERIFY2(r.err.contains(QLatin1Char('\'') + name + QLatin1Char('\'')), qPrintable(r.err));
  QVERIFY2(r.err.contains(QLatin1String("--help")), qPrintable(r.err));
}

void TstCliOptions::badValues_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("mention");
  const auto row = [](const char* name, const QStringList& args, const char* mention) {
    QTest::newRow(name) << args << QString::fromLatin1(mention);
  };
  row("soak --hands abc", {"soak", "--hands", "abc"}, "--hands");
  row("soak --hands -5", {"soak", "--hands", "-5"}, "--hands");
  row("soak --hands 0", {"soak", "--hands", "0"}, "--hands");
  row("soak --hands 1.5", {"soak", "--hands", "1.5"}, "--hands");
  row("soak --hands 5x", {"soak", "--hands", "5x"}, "--hands");
  row("soak --hands ' 5'", {"soak", "--hands", " 5"}, "--hands");
  row("soak --hands huge", {"soak", "--hands", "99999999999999999999"}, "--hands");
  row("soak --hands empty", {"soak", "--hands", ""}, "--hands");
  row("soak --hands missing", {"soak", "--hands"}, "hands");
  row("soak --seed -1", {"soak", "--seed", "-1"}, "--seed");
  row("soak --seed 2^64", {"soak", "--seed", "18446744073709551616"}, "--seed");
  row("bench --seconds abc", {"bench", "--seconds", "abc"}, "--seconds");
  row("bench --seconds -1", {"bench", "--seconds", "-1"}, "--seconds");
  row("bench --seconds 0", {"bench", "--seconds", "0"}, "--seconds");
  row("bench --seconds nan", {"bench", "--seconds", "nan"}, "--seconds");
  row("bench --seconds inf", {"bench", "--seconds", "inf"}, "--seconds");
  row("analyze --knock-limit -1", {"analyze", "--knock-limit", "-1"}, "--knock-limit");
  row("analyze --knock-limit x", {"analyze", "--knock-limit", "x"}, "--knock-limit");
  row("analyze --knock-limit 1e3", {"analyze", "--knock-limit", "1e3"}, "--knock-limit");
  row("analyze --knock-limit huge", {"analyze", "--knock-limit", "99999999999"}, "--knock-limit");
  row("arena --a casual alone", {"arena", "--a", "casual"}, "--b is required");
  row("arena without --games", {"arena", "--a", "casual", "--b", "simple", "--seed", "1"}, "--games is required");
  row("arena without --seed", {"arena", "--a", "casual", "--b", "simple", "--games", "2"}, "--seed is required");
  row("arena without --a", {"arena", "--b", "simple", "--games", "2", "--seed", "1"}, "--a is required");
  row("arena --a wizard", {"arena", "--a", "wizard", "--b", "simple", "--games", "2", "--seed", "1"}, "wizard");
  row("arena --games abc", {"arena", "--a", "casual", "--b", "simple", "--games", "abc", "--seed", "1"}, "--games");
  row("arena --games 0", {"arena", "--a", "casual", "--b", "simple", "--games", "0", "--seed", "1"}, "--games");
  row("arena --games -3", {"arena", "--a", "casual", "--b", "simple", "--games", "-3", "--seed", "1"}, "--games");
  row("arena --games 2^31", {"arena", "--a", "casual", "--b", "simple", "--games", "2147483648", "--seed", "1"}, "--games");
  row("arena --seed x", {"arena", "--a", "casual", "--b", "simple", "--games", "2", "--seed", "x"}, "--seed");
  row("arena --first-deal -1", kArena + QStringList{"--first-deal", "-1"}, "--first-deal");
  row("arena --rules nonsense", kArena + QStringList{"--rules", "nonsense"}, "nonsense");
  row("arena --record empty", kArena + QStringList{"--record", ""}, "--record");
  row("arena-merge no files", {"arena-merge"}, "no files");
  const QStringList table{"arena", "--games", "2", "--seed", "1", "--levels"};
  row("arena --levels of two", table + QStringList{"casual,simple"}, "--levels");
  row("arena --levels of six", table + QStringList{"casual,simple,simple,simple,simple,simple"}, "--levels");
  row("arena --levels empty name", table + QStringList{"casual,,simple"}, "--levels");
  row("arena --levels empty", table + QStringList{""}, "--levels");
  row("arena --levels wizard", table + QStringList{"casual,wizard,simple"}, "wizard");
  row("arena --levels and --a", table + QStringList{"casual,simple,simple", "--a", "casual"}, "--a");
  row("arena --levels and --mirrored", table + QStringList{"casual,simple,simple", "--mirrored"}, "--mirrored");
  row("arena --levels and --base-b", table + QStringList{"casual,simple,simple", "--base-b"}, "--base-b");
  row("arena --levels two-player rules", table + QStringList{"casual,simple,simple", "--rules", "eaai"}, "eaai");
  row("arena --levels bad rules", table + QStringList{"casual,simple,simple", "--rules", "nonsense"}, "nonsense");
  row("arena --levels without --games", {"arena", "--seed", "1", "--levels", "casual,simple,simple"}, "--games is required");
  row("arena --levels without --seed", {"arena", "--games", "1", "--levels", "casual,simple,simple"}, "--seed is required");
  row("arena --levels --games 0", {"arena", "--games", "0", "--seed", "1", "--levels", "casual,simple,simple"}, "--games");
  row("arena --levels --record empty", table + QStringList{"casual,simple,simple", "--record", ""}, "--record");
  row("arena two players, poker preset", kArena + QStringList{"--rules", "poker"}, "two players");
  row("bot --level wizard", {"bot", "--level", "wizard"}, "wizard");
  row("bot --seed 1.5", {"bot", "--seed", "1.5"}, "--seed");
}

void TstCliOptions::badValues() {
  QFETCH(QStringList, args);
  QFETCH(QString, mention);
  const Run r = cli(args);
  QCOMPARE(r.status, 2);
  QVERIFY(r.out.isEmpty());  // nothing ran
  QVERIFY2(r.err.contains(mention), qPrintable(r.err));
}

// The checks refuse only what is wrong: the same options with good values run.
void TstCliOptions::goodValues_run() {
  const Run soak = cli({"soak", "--hands", "3", "--seed", "18446744073709551615"});
  QCOMPARE(soak.status, 0);
  QVERIFY(soak.out.startsWith(QLatin1String("soak: 3 hands")));
  const Run arena = cli(kArena + QStringList{"--first-deal", "4", "--rules", "standard", "--mirrored", "--json"});
  QCOMPARE(arena.status, 0);
  QVERIFY(arena.out.contains(QLatin1String("\"first_deal\":4")));
  const Run table = cli({"arena", "--levels", "simple,random,simple,random,simple", "--games", "1", "--seed", "0", "--rules", "poker"});
  QCOMPARE(table.status, 0);
  QVERIFY2(table.out.startsWith(QLatin1String("arena: table of 5, rules poker")), qPrintable(table.out));
  const Run analyze = cli({"analyze", "--knock-limit=0"}, "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n");
  QCOMPARE(analyze.status, 0);
  QVERIFY(analyze.out.contains(QLatin1String("\"can_knock\":false")));
  const Run bot = cli({"bot", "--level", "simple", "--seed", "0"}, "\n{}\n");
  QCOMPARE(bot.status, 0);
  QVERIFY(bot.out.startsWith(QLatin1String("{\"error\"")));
}

void TstCliOptions::fullOutput_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QByteArray>("input");
  QTest::newRow("--help") << QStringList{"--help"} << QByteArray();
  QTest::newRow("--version") << QStringList{"--version"} << QByteArray();
  QTest::newRow("analyze --help") << QStringList{"analyze", "--help"} << QByteArray();
  QTest::newRow("analyze") << QStringList{"analyze"} << QByteArray("Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n");
  QTest::newRow("arena") << kArena << QByteArray();
  QTest::newRow("arena --json") << (kArena + QStringList{"--json"}) << QByteArray();
  QTest::newRow("arena --levels") << QStringList{"arena", "--levels", "simple,random,simple", "--games", "1", "--seed", "1", "--json"}
                                  << QByteArray();
  QTest::newRow("soak") << QStringList{"soak", "--hands", "2"} << QByteArray();
  QTest::newRow("bench") << QStringList{"bench", "--seconds", "0.001"} << QByteArray();
  QTest::newRow("bot") << QStringList{"bot"} << QByteArray("{}\n");
}

void TstCliOptions::fullOutput() {
  if (!haveDevFull()) QSKIP("no /dev/full on this system");
  QFETCH(QStringList, args);
  QFETCH(QByteArray, input);
  const Run r = cli(args, input, QStringLiteral("/dev/full"));
  QVERIFY2(r.status > 0, qPrintable(QString::number(r.status)));
  QVERIFY2(r.err.contains(QLatin1String("cannot write")), qPrintable(r.err));
}

void TstCliOptions::recordToFullDisk() {
  if (!haveDevFull()) QSKIP("no /dev/full on this system");
  const Run r = cli(kArena + QStringList{"--record", "/dev/full"});
  QVERIFY2(r.status > 0, qPrintable(QString::number(r.status)));
  QVERIFY2(r.err.contains(QLatin1String("/dev/full")), qPrintable(r.err));
  // arena-merge writes too: give it a real chunk and a full standard output.
  QTemporaryDir dir;
  const QString chunk = dir.filePath(QStringLiteral("chunk.txt"));
  QProcess p;
  p.setStandardOutputFile(chunk);
  p.start(QStringLiteral(GIN_CLI_PATH), kArena + QStringList{"--json"});
  QVERIFY(p.waitForFinished(60000));
  QCOMPARE(p.exitCode(), 0);
  QCOMPARE(cli({"arena-merge", chunk}).status, 0);
  const Run merge = cli({"arena-merge", chunk}, {}, QStringLiteral("/dev/full"));
  QVERIFY2(merge.status > 0, qPrintable(QString::number(merge.status)));
  QVERIFY(merge.err.contains(QLatin1String("cannot write")));
}

QTEST_GUILESS_MAIN(TstCliOptions)
#include "tst_cli_options.moc"
