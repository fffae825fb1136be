// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `ginrummy-cli review` through the real executable: the JSON format of every decision and of the
// summary, --level, determinism, a planted error in a record, and refused files and options.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
  int status = -1;
  QByteArray out, err;
  QList<QJsonObject> lines() const {
    QList<QJsonObject> l;
    for (const QByteArray& line : out.split('\n'))
      if (!line.trimmed().isEmpty()) l.append(QJsonDocument::fromJson(line).object());
    return l;
  }
};

Run cli(const QStringList& args) {
  QProcess p;
  p.start(QStringLiteral(GIN_CLI_PATH), args);
  Run r;
  if (!p.waitForStarted() || !p.waitForFinished(120000)) return r;
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = p.readAllStandardOutput();
  r.err = p.readAllStandardError();
  return r;
}

QJsonArray arr(const char* text) {
  QJsonArray a;
  for (const QString& t : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) a.append(t);
  return a;
}

void write(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}

}  // namespace

class TstCliReview : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase();
  void jsonFormat();
  void calibration();
  void reference();
  void levelFilter();
  void deterministic();
  void plantedError();
  void modelAccuracy();
  void refusals_data();
  void refusals();

 private:
  QTemporaryDir dir_;
  QString record_;
  QString oneHand_;  // the first of those hands, for the slower runs' text forms
  QString path(const char* name) const { return dir_.filePath(QLatin1String(name)); }
};

void TstCliReview::initTestCase() {
  QVERIFY(dir_.isValid());
  record_ = path("hands.jsonl");
  const Run r = cli({"arena", "--a", "casual", "--b", "beginner", "--games", "1", "--seed", "7", "--rules", "eaai",
                     "--record", record_});
  QCOMPARE(r.status, 0);
  // Three hands are enough and keep the suite fast under the sanitizers.
  QFile f(record_);
  QVERIFY(f.open(QIODevice::ReadOnly));
  QList<QByteArray> lines = f.readAll().split('\n');
  f.close();
  QVERIFY(lines.size() > 3);
  write(record_, lines[0] + '\n' + lines[1] + '\n' + lines[2] + '\n');
  oneHand_ = path("hand.jsonl");
  write(oneHand_, lines[0] + '\n');
}

void TstCliReview::jsonFormat() {
  const Run r = cli({"review", "--record", record_, "--json", "--samples", "20"});
  QCOMPARE(r.status, 0);
  const QList<QJsonObject> lines = r.lines();
  QVERIFY(lines.size() > 6);
  const QJsonObject summary = lines.last();
  QVERIFY(summary.value("summary").toBool());
  const int decisions = summary.value("decisions").toInt();
  QCOMPARE(decisions, lines.size() - 1);
  double loss = 0;
  int labelled[3] = {0, 0, 0}, counted = 0;
  for (int i = 0; i + 1 < lines.size(); ++i) {
    const QJsonObject d = lines[i];
    for (const char* key : {"game", "hand", "seat", "decision", "played", "best", "loss", "label", "trivial", "candidates"})
      QVERIFY2(d.contains(QLatin1String(key)), key);
    const QJsonArray cands = d.value("candidates").toArray();
    QVERIFY(cands.size() >= 2);
    // The best move is the Expert's choice (it keeps its heuristic's move unless another is clearly
    // better), listed among the candidates, which come by win chance; the loss is measured from it.
    double bestWin = -1, playedWin = -1;
    for (const QJsonValue& c : cands) {
      if (c.toObject().value("action") == d.value("best")) bestWin = c.toObject().value("win").toDouble();
      if (c.toObject().value("action") == d.value("played")) playedWin = c.toObject().value("win").toDouble();
    }
    QVERIFY(bestWin >= 0 && playedWin >= 0);
    QVERIFY(qAbs(d.value("loss").toDouble() - qMax(0.0, 100 * (bestWin - playedWin))) < 0.02);
    for (int c = 1; c < cands.size(); ++c)
      QVERIFY(cands[c - 1].toObject().value("win").toDouble() >= cands[c].toObject().value("win").toDouble());
    // Trivial: the candidates lie within an inaccuracy of each other; left out of the error rate.
    const double spread = 100 * (cands.first().toObject().value("win").toDouble() - cands.last().toObject().value("win").toDouble());
    QCOMPARE(d.value("trivial").toBool(), spread < 2.0 - 0.02 || (spread < 2.0 + 0.02 && d.value("trivial").toBool()));
    if (!d.value("trivial").toBool()) loss += d.value("loss").toDouble(), ++counted;
    const QString label = d.value("label").toString();
    if (label == QLatin1String("inaccuracy")) ++labelled[0];
    if (label == QLatin1String("mistake")) ++labelled[1];
    if (label == QLatin1String("blunder")) ++labelled[2];
    QVERIFY(d.value("loss").toDouble() >= 0);
  }
  QCOMPARE(summary.value("counted_decisions").toInt(), counted);
  QVERIFY(counted > 0 && counted < decisions);
  QVERIFY(qAbs(summary.value("error_rate").toDouble() - loss / counted) < 0.01);
  const QJsonObject labels = summary.value("labels").toObject();
  QCOMPARE(labels.value("inaccuracy").toInt(), labelled[0]);
  QCOMPARE(labels.value("mistake").toInt(), labelled[1]);
  QCOMPARE(labels.value("blunder").toInt(), labelled[2]);
  QCOMPARE(summary.value("luck").toArray().size(), 2);
  QVERIFY(summary.contains("seconds"));
  QVERIFY(summary.value("seconds_per_hand_median").toDouble() > 0);
  QVERIFY(summary.value("levels").toObject().contains("casual"));
}

// review --calibration: the coach's chance of winning the hand for the move played against the real
// result, for its model (expert) and the earlier one (basic). The figures agree with each other (the
// table's counts, the base rate's Brier), and on these hands the coach's model is the better
// calibrated one, as over the 30 games of docs/coach.md.
void TstCliReview::calibration() {
  const Run r = cli({"review", "--record", record_, "--calibration", "--json", "--samples", "20"});
  QCOMPARE(r.status, 0);
  const QJsonObject summary = r.lines().last();
  QCOMPARE(summary.value("hands").toInt(), 3);
  double brier[2] = {0, 0};
  int m = 0;
  for (const char* model : {"expert", "basic"}) {
    const QJsonObject c = summary.value(QLatin1String(model)).toObject();
    const int decisions = c.value("decisions").toInt();
    QVERIFY2(decisions > 30, model);
    int n = 0;
    double won = 0;
    for (const QJsonValue& row : c.value("reliability").toArray()) {
      const QJsonObject x = row.toObject();
      const int k = x.value("n").toInt();
      n += k;
      won += k * x.value("observed").toDouble();
      if (k == 0) continue;
      QVERIFY(x.value("estimated").toDouble() >= x.value("from").toDouble());
      QVERIFY(x.value("estimated").toDouble() <= x.value("to").toDouble());
    }
    QCOMPARE(n, decisions);
    const double p = won / n;
    QVERIFY(qAbs(c.value("base_brier").toDouble() - p * (1 - p)) < 1e-9);
    brier[m] = c.value("brier").toDouble();
    QVERIFY(brier[m] > 0 && brier[m] < 1);
    QVERIFY(qAbs(c.value("skill").toDouble() - (1 - brier[m] / (p * (1 - p)))) < 1e-9);
    ++m;
  }
  QVERIFY2(brier[0] <= brier[1], qPrintable(QStringLiteral("expert %1, basic %2").arg(brier[0]).arg(brier[1])));
  // One line per decision before the summary: the Brier score follows from them.
  const QList<QJsonObject> lines = r.lines();
  QCOMPARE(lines.size() - 1, summary.value("expert").toObject().value("decisions").toInt());
  double sq = 0;
  for (int i = 0; i + 1 < lines.size(); ++i) {
    const double e = lines[i].value("expert").toObject().value("chance").toDouble() - (lines[i].value("won").toBool() ? 1 : 0);
    sq += e * e;
  }
  QVERIFY(qAbs(sq / (lines.size() - 1) - brier[0]) < 1e-9);
  // The text form says what the JSON says (on one hand, to keep the suite quick under the sanitizers).
  const Run one = cli({"review", "--record", oneHand_, "--calibration", "--json", "--samples", "20"});
  const Run text = cli({"review", "--record", oneHand_, "--calibration", "--samples", "20"});
  QCOMPARE(text.status, 0);
  const double oneBrier = one.lines().last().value("expert").toObject().value("brier").toDouble();
  QVERIFY(text.out.contains(QStringLiteral("expert  %1").arg(oneBrier, 0, 'f', 4).toUtf8()));
  // --model and --calibration are separate runs.
  QCOMPARE(cli({"review", "--record", record_, "--calibration", "--model"}).status, 2);
}

// review --reference N: the coach against a long reference. The shares agree with the label table
// (its diagonal, its sum), a best move within a point includes the same best move, and the knock
// table counts only decisions among those compared.
void TstCliReview::reference() {
  const Run r = cli({"review", "--record", record_, "--reference", "100", "--json", "--samples", "20"});
  QCOMPARE(r.status, 0);
  const QJsonObject s = r.lines().last();
  const int decisions = s.value("decisions").toInt();
  QVERIFY(decisions > 30);
  QCOMPARE(s.value("reference").toInt(), 100);
  int sum = 0, diagonal = 0;
  const QJsonArray labels = s.value("labels").toArray();
  QCOMPARE(labels.size(), 4);
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b) {
      const int n = labels[a].toArray()[b].toInt();
      sum += n;
      if (a == b) diagonal += n;
    }
  QCOMPARE(sum, decisions);
  QVERIFY(qAbs(s.value("same_label").toDouble() - static_cast<double>(diagonal) / decisions) < 1e-9);
  QVERIFY(s.value("near_best").toDouble() >= s.value("same_best").toDouble());
  QVERIFY(s.value("same_best").toDouble() > 0.5);  // mostly the same move, even on 100 positions
  int knocks = 0;
  for (const QJsonValue& c : s.value("knock").toArray()) knocks += c.toObject().value("decisions").toInt();
  QVERIFY(knocks <= decisions);
  QCOMPARE(cli({"review", "--record", record_, "--reference", "10"}).status, 2);  // below 40 positions
}

void TstCliReview::levelFilter() {
  const Run r = cli({"review", "--record", record_, "--json", "--samples", "20", "--level", "beginner"});
  QCOMPARE(r.status, 0);
  const QList<QJsonObject> lines = r.lines();
  QVERIFY(lines.size() > 2);
  for (int i = 0; i + 1 < lines.size(); ++i) QCOMPARE(lines[i].value("level").toString(), QStringLiteral("beginner"));
  const Run none = cli({"review", "--record", record_, "--json", "--samples", "20", "--level", "expert"});
  QCOMPARE(none.status, 0);
  QCOMPARE(none.lines().size(), 1);
  QCOMPARE(none.lines().last().value("decisions").toInt(), 0);
}

void TstCliReview::deterministic() {
  const QStringList args{"review", "--record", record_, "--json", "--samples", "20"};
  QList<QJsonObject> a = cli(args).lines(), b = cli(args).lines();
  QCOMPARE(a.size(), b.size());
  for (QList<QJsonObject>* l : {&a, &b})
    for (const char* key : {"seconds", "seconds_per_hand_median", "seconds_per_hand_max", "seconds_per_game_median",
                            "seconds_per_game_max"})
      l->last().remove(QLatin1String(key));
  QCOMPARE(a, b);
}

// review --model scores the three opponent models on the same decisions; the models that read the
// view (weighted, informed) predict the real hidden cards better than uniform sampling.
void TstCliReview::modelAccuracy() {
  const Run r = cli({"review", "--record", record_, "--model", "--json", "--samples", "40", "--level", "casual"});
  QCOMPARE(r.status, 0);
  const QList<QJsonObject> lines = r.lines();
  QCOMPARE(lines.size(), 1);
  const QJsonObject s = lines.first();
  QVERIFY(s.value("summary").toBool());
  QCOMPARE(s.value("hands").toInt(), 3);
  const QJsonObject u = s.value("uniform").toObject(), w = s.value("weighted").toObject(), i = s.value("informed").toObject();
  QVERIFY(u.value("decisions").toInt() > 10);
  QCOMPARE(w.value("decisions"), u.value("decisions"));
  QCOMPARE(i.value("decisions"), u.value("decisions"));
  for (const QJsonObject& m : {u, w, i}) {
    QVERIFY(m.value("log_likelihood_per_decision").toDouble() < 0);
    QVERIFY(m.value("top_share").toDouble() > 0 && m.value("top_share").toDouble() < 1);
  }
  QVERIFY(w.value("top_share").toDouble() > u.value("top_share").toDouble());
  QVERIFY(i.value("top_share").toDouble() > u.value("top_share").toDouble());
  QVERIFY(i.value("log_likelihood_per_decision").toDouble() > u.value("log_likelihood_per_decision").toDouble());
  const Run text = cli({"review", "--record", record_, "--model", "--samples", "10"});
  QCOMPARE(text.status, 0);
  QVERIFY(text.out.contains("informed"));
}

// The first hand of the record with a new deal: seat 0 passes the 4c, which gives it gin at once.
void TstCliReview::plantedError() {
  QFile f(record_);
  QVERIFY(f.open(QIODevice::ReadOnly));
  QJsonObject hand = QJsonDocument::fromJson(f.readLine()).object();
  const QJsonArray hands{arr("Ac 2c 3c 7h 7d 7s Jd Qd Kd 5s"), arr("Ah 2h 3h 9s Ts 4d 8c Jh 6h 9d")};
  QJsonArray stock = arr("Ks 5h 6s Tc");
  QStringList used = {"Ac", "2c", "3c", "7h", "7d", "7s", "Jd", "Qd", "Kd", "5s", "Ah", "2h", "3h", "9s",
                      "Ts", "4d", "8c", "Jh", "6h", "9d", "4c", "Ks", "5h", "6s", "Tc"};
  for (const char* suit : {"c", "d", "h", "s"})
    for (const char* rank : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"}) {
      const QString c = QLatin1String(rank) + QLatin1String(suit);
      if (!used.contains(c)) stock.append(c);
    }
  hand["deal"] = QJsonObject{{"hands", hands}, {"upcard", "4c"}, {"stock", stock}};
  hand["dealer"] = 1;
  hand["hand"] = 1;
  hand["actions"] = QJsonArray{QJsonObject{{"seat", 0}, {"action", "pass"}}};
  write(path("planted.jsonl"), QJsonDocument(hand).toJson(QJsonDocument::Compact) + '\n');
  const Run r = cli({"review", "--record", path("planted.jsonl"), "--json"});
  QCOMPARE(r.status, 0);
  const QList<QJsonObject> lines = r.lines();
  QCOMPARE(lines.size(), 2);
  const QJsonObject d = lines.first();
  QCOMPARE(d.value("decision").toString(), QStringLiteral("first_upcard"));
  QCOMPARE(d.value("played").toString(), QStringLiteral("pass"));
  QCOMPARE(d.value("best").toString(), QStringLiteral("take"));
  QCOMPARE(d.value("label").toString(), QStringLiteral("blunder"));
  QCOMPARE(d.value("reason").toObject().value("kind").toString(), QStringLiteral("completes_gin"));
  QCOMPARE(lines.last().value("labels").toObject().value("blunder").toInt(), 1);
}

void TstCliReview::refusals_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QByteArray>("file");
  QTest::addColumn<QString>("message");
  QTest::newRow("no record") << QStringList{"review"} << QByteArray() << "--record is required";
  QTest::newRow("missing file") << QStringList{"review", "--record", "@dir/none.jsonl"} << QByteArray() << "cannot read";
  QTest::newRow("bad level") << QStringList{"review", "--record", "@file", "--level", "grandmaster"} << QByteArray("{}\n")
                             << "unknown level 'grandmaster'";
  QTest::newRow("bad samples") << QStringList{"review", "--record", "@file", "--samples", "0"} << QByteArray("{}\n")
                               << "--samples takes a whole number";
  QTest::newRow("not json") << QStringList{"review", "--record", "@file"} << QByteArray("hello\n") << "file.jsonl:1:";
  QTest::newRow("empty") << QStringList{"review", "--record", "@file"} << QByteArray("\n\n") << "no hands";
  QTest::newRow("no deal") << QStringList{"review", "--record", "@file"}
                           << QByteArray("{\"game\":0,\"hand\":1,\"seats\":[\"casual\",\"casual\"],\"rules\":{},\"dealer\":0}\n")
                           << "deal";
}

void TstCliReview::refusals() {
  QFETCH(QStringList, args);
  QFETCH(QByteArray, file);
  QFETCH(QString, message);
  if (!file.isEmpty()) write(path("file.jsonl"), file);
  for (QString& a : args) a.replace(QLatin1String("@file"), path("file.jsonl")).replace(QLatin1String("@dir"), dir_.path());
  const Run r = cli(args);
  QCOMPARE(r.status, 2);
  QVERIFY(r.out.isEmpty());
  QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

QTEST_GUILESS_MAIN(TstCliReview)
#include "tst_cli_review.moc"
