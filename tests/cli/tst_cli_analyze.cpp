// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `ginrummy-cli analyze`: one JSON object per input line (10 or 11 cards), bad lines reported as
// {"line": N, "error": ...} while the rest is still processed, exit status 1 when any line was bad.
// Blank lines are skipped but still counted, so N stays the line's number in the input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QProcess>
#include <QtTest>

namespace {

struct Run {
  int status = -1;
  QList<QJsonObject> lines;
  QString err;
  QByteArray out, errBytes;
};

Run analyze(const QByteArray& input, const QStringList& extra = {}, const QString& outFile = {}) {
  QProcess p;
  if (!outFile.isEmpty()) p.setStandardOutputFile(outFile);
  p.start(QStringLiteral(GIN_CLI_PATH), QStringList{QStringLiteral("analyze")} + extra);
  Run r;
  if (!p.waitForStarted()) return r;
  p.write(input);
  p.closeWriteChannel();
  if (!p.waitForFinished(60000)) return r;
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.errBytes = p.readAllStandardError();
  r.err = QString::fromUtf8(r.errBytes);
  r.out = p.readAllStandardOutput();
  for (const QByteArray& line : r.out.split('\n')) {
    if (line.isEmpty()) continue;
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(line, &e);
    if (e.error != QJsonParseError::NoError || !d.isObject()) {
      r.lines.append(QJsonObject{{QStringLiteral("unparsable"), QString::fromUtf8(line)}});
      continue;
    }
    r.lines.append(d.object());
  }
  return r;
}

QStringList strings(const QJsonValue& v) {
  QStringList out;
  for (const QJsonValue& x : v.toArray()) out << x.toString();
  return out;
}

// Melds as a sorted list of "c1 c2 c3" strings, so the test does not depend on meld order.
QStringList melds(const QJsonObject& o) {
  QStringList out;
  for (const QJsonValue& m : o.value(QStringLiteral("melds")).toArray()) out << strings(m).join(QLatin1Char(' '));
  out.sort();
  return out;
}

}  // namespace

class TstCliAnalyze : public QObject {
  Q_OBJECT
 private slots:
  void tenCards_deadwoodMeldsAndKnock();
  void elevenCards_bestDiscardAndBigGin();
  void input_caseInsensitiveAndTenOutputCanonical();
  void badLines_reportedRestProcessedExitOne();
  void knockLimitOption();
  void golden_sameBytesAsBefore();
  void blankLines_skippedAndStillCounted();
  void manyLinesAndLongLines_acrossReadBlocks();
  void fullOutput_failsWithMessage();
};

void TstCliAnalyze::tenCards_deadwoodMeldsAndKnock() {
  const Run r = analyze("Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n"
                        "4h 5h 6h 6c 6d Kc Kd Ks 9s 2c\n"
                        "Ac 2c 3c 4c 7d 7h 7s 9s Ts Js\n");
  QCOMPARE(r.status, 0);
  QCOMPARE(r.lines.size(), 3);
  const QJsonObject a = r.lines[0];
  QCOMPARE(a.value("deadwood").toInt(), 9);
  QCOMPARE(melds(a), QStringList({"7d 7h 7s", "Ac 2c 3c", "Jd Qd Kd"}));
  QCOMPARE(strings(a.value("deadwood_cards")), QStringList({"9c"}));
  QCOMPARE(a.value("gin").toBool(), false);
  QCOMPARE(a.value("can_knock").toBool(), true);
  QVERIFY(!a.contains("discard"));  // ten cards: nothing to discard
  // The 6h goes to the set, not the run: 4h 5h 9s 2c = 20, too much to knock.
  const QJsonObject b = r.lines[1];
  QCOMPARE(b.value("deadwood").toInt(), 20);
  QCOMPARE(melds(b), QStringList({"6c 6d 6h", "Kc Kd Ks"}));
  QCOMPARE(strings(b.value("deadwood_cards")), QStringList({"2c", "4h", "5h", "9s"}));
  QCOMPARE(b.value("can_knock").toBool(), false);
  const QJsonObject c = r.lines[2];
  QCOMPARE(c.value("deadwood").toInt(), 0);
  QCOMPARE(c.value("gin").toBool(), true);
  QVERIFY(strings(c.value("deadwood_cards")).isEmpty());
}

void TstCliAnalyze::elevenCards_bestDiscardAndBigGin() {
  const Run r = analyze("As 2s 3s 7c 7d 7h Kd Qd Jd 9c 5h\nAc 2c 3c 4c 5c 7d 7h 7s Kd Kh Ks\n");
  QCOMPARE(r.status, 0);
  QCOMPARE(r.lines.size(), 2);
  const QJsonObject a = r.lines[0];
  QCOMPARE(a.value("discard").toString(), QStringLiteral("9c"));
  QCOMPARE(a.value("deadwood").toInt(), 5);
  QCOMPARE(strings(a.value("deadwood_cards")), QStringList({"5h"}));
  QCOMPARE(a.value("big_gin").toBool(), false);
  QCOMPARE(a.value("can_knock").toBool(), true);
  const QJsonObject b = r.lines[1];
  QCOMPARE(b.value("big_gin").toBool(), true);
  QCOMPARE(b.value("deadwood").toInt(), 0);
  QCOMPARE(b.value("gin").toBool(), true);
}

void TstCliAnalyze::input_caseInsensitiveAndTenOutputCanonical() {
  const Run r = analyze("ac 2C 3c 10d jd QH 7h 7S 7c kc\n");
  QCOMPARE(r.status, 0);
  QCOMPARE(r.lines.size(), 1);
  QCOMPARE(melds(r.lines[0]), QStringList({"7c 7h 7s", "Ac 2c 3c"}));
  QCOMPARE(strings(r.lines[0].value("deadwood_cards")), QStringList({"Kc", "Td", "Jd", "Qh"}));
  QCOMPARE(r.lines[0].value("deadwood").toInt(), 40);
}

void TstCliAnalyze::badLines_reportedRestProcessedExitOne() {
  const Run r = analyze("Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n"  // 1 good
                        "Ac 2c 3c 7d 7h 7s Kd Qd Jd Zz\n"  // 2 unknown token
                        "Ac 2c 3c 7d 7h 7s Kd Qd Jd ac\n"  // 3 duplicate (either case)
                        "Ac 2c 3c 7d 7h 7s Kd Qd Jd\n"     // 4 nine cards
                        "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c 5h 6h\n"  // 5 twelve cards
                        "As 2s 3s 7c 7d 7h Kd Qd Jd 9c 5h\n");   // 6 good
  QCOMPARE(r.status, 1);
  QCOMPARE(r.lines.size(), 6);
  QCOMPARE(r.lines[0].value("deadwood").toInt(), 9);
  const int bad[] = {2, 3, 4, 5};
  const char* mention[] = {"Zz", "duplicate", "9", "12"};
  for (int i = 0; i < 4; ++i) {
    const QJsonObject o = r.lines[bad[i] - 1];
    QCOMPARE(o.value("line").toInt(), bad[i]);
    QVERIFY2(o.value("error").toString().contains(QLatin1String(mention[i])), qPrintable(o.value("error").toString()));
    QVERIFY(!o.contains("deadwood"));
  }
  QCOMPARE(r.lines[5].value("discard").toString(), QStringLiteral("9c"));
  QVERIFY(!r.err.isEmpty());  // errors are also reported on stderr
  // One-character tokens before white space, at the end of a line, and tokens of three and more.
  const struct {
    const char* line;
    const char* error;
  } cases[] = {{"K  Qd", "unknown card 'K'"}, {"Qd K", "unknown card 'K'"}, {"Qd K\t ", "unknown card 'K'"},
               {"Qd\tKd 9", "unknown card '9'"}, {"Qd Kdd", "unknown card 'Kdd'"}, {"10s 10s", "duplicate card 'Ts'"},
               {"Qd 10s  Kd", "expected 10 or 11 cards, got 3"}};
  for (const auto& c : cases) {
    const Run one = analyze(QByteArray(c.line) + '\n');
    QCOMPARE(one.lines.value(0).value("error").toString(), QString::fromLatin1(c.error));
  }
}

void TstCliAnalyze::knockLimitOption() {
  const QByteArray hand = "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n";  // deadwood 9
  QCOMPARE(analyze(hand, {"--knock-limit", "9"}).lines.value(0).value("can_knock").toBool(), true);
  QCOMPARE(analyze(hand, {"--knock-limit", "8"}).lines.value(0).value("can_knock").toBool(), false);
  QCOMPARE(analyze(hand, {"--knock-limit", "x"}).status, 2);
  QCOMPARE(analyze(hand, {"--no-such-option"}).status, 2);
}

QByteArray readData(const char* name) {
  QFile f(QStringLiteral(GIN_CLI_DATA "/") + QLatin1String(name));
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// tests/cli/data/analyze-golden.in holds good 10- and 11-card hands (lower case, "10", odd white
// space, CRLF, 700 random and meld-rich hands, a last line without newline) and bad ones (unknown,
// duplicate, too few or many cards, quotes, controls, NUL, valid and invalid UTF-8). The .out and .err
// files are what ginrummy-cli wrote for it before analyze was streamed (commit 184c513), minus the
// three errors it then gave for blank lines, which are now skipped.
void TstCliAnalyze::golden_sameBytesAsBefore() {
  const QByteArray in = readData("analyze-golden.in");
  QVERIFY(in.size() > 10000);
  const Run r = analyze(in);
  QCOMPARE(r.status, 1);
  const QList<QByteArray> got = r.out.split('\n'), want = readData("analyze-golden.out").split('\n');
  QCOMPARE(got.size(), want.size());
  for (qsizetype i = 0; i < want.size(); ++i) QCOMPARE(got[i], want[i]);  // names the first line that differs
  QCOMPARE(r.out, readData("analyze-golden.out"));
  QCOMPARE(r.errBytes, readData("analyze-golden.err"));
}

void TstCliAnalyze::blankLines_skippedAndStillCounted() {
  const Run r = analyze("\n   \t\n"
                        "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n"
                        "\r\n"
                        "Zz\n"
                        "\n");
  QCOMPARE(r.status, 1);  // for line 5, not for the blank ones
  QCOMPARE(r.lines.size(), 2);
  QCOMPARE(r.lines[0].value("deadwood").toInt(), 9);
  QCOMPARE(r.lines[1].value("line").toInt(), 5);
  QVERIFY(!r.err.contains(QLatin1String("got 0")));
  const Run blank = analyze("\n\n \n");
  QCOMPARE(blank.status, 0);
  QVERIFY(blank.out.isEmpty());
}

// Input is read in blocks of 256 KiB: lines cut at a block's end, and one line longer than a block.
void TstCliAnalyze::manyLinesAndLongLines_acrossReadBlocks() {
  const QByteArray hand = "Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c";
  QByteArray in;
  const int n = 30011;  // about 900 KiB, so lines straddle several blocks
  for (int i = 0; i < n; ++i) in += (i % 7 ? hand : QByteArray("  ") + hand + "  \t") + '\n';
  in += QByteArray(700000, ' ') + hand + QByteArray(300000, '\t') + '\n';
  in += "Zz" + QByteArray(600000, 'x') + '\n';
  const Run r = analyze(in);
  QCOMPARE(r.status, 1);
  QCOMPARE(r.lines.size(), n + 2);
  const QJsonObject first = r.lines[0];
  for (int i = 0; i <= n; ++i) QCOMPARE(r.lines[i], first);
  QCOMPARE(r.lines[n + 1].value("line").toInt(), n + 2);
  QCOMPARE(r.lines[n + 1].value("error").toString().size(), 15 + 600002);  // "unknown card 'Zz...'"
}

void TstCliAnalyze::fullOutput_failsWithMessage() {
  if (!QFile::exists(QStringLiteral("/dev/full"))) QSKIP("no /dev/full on this system");
  const Run r = analyze("Ac 2c 3c 7d 7h 7s Kd Qd Jd 9c\n", {}, QStringLiteral("/dev/full"));
  QVERIFY2(r.status != 0 && r.status != -1, qPrintable(QString::number(r.status)));
  QVERIFY2(r.err.contains(QLatin1String("cannot write")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TstCliAnalyze)
#include "tst_cli_analyze.moc"
