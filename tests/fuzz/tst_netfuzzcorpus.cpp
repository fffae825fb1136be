// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Replays the network fuzz corpus (tests/fuzz/corpus/net) through the fuzz target's body, so that every
// input the fuzzer ever kept is read again in every CI run, the sanitizer pass included. The corpus
// starts from real traffic of every message kind; `tst_netfuzzcorpus --generate DIR` writes those seeds.
#include <QtTest>

#include "match.h"
#include "netfuzz.h"

using namespace gin;
using namespace gin::net;

namespace {

// Real messages of every kind, each as one input: a mode byte, a split byte, the line.
QList<QPair<QString, QByteArray>> seeds() {
  QList<QPair<QString, QByteArray>> out;
  auto add = [&](const QString& name, int mode, int rulesPick, const QByteArray& body) {
    QByteArray in;
    in.append(char(mode | (rulesPick << 2))).append(char(body.size() / 2)).append(body);
    out << qMakePair(name, in);
  };
  auto line = [](const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n'; };
  Hello h;
  h.name = QStringLiteral("Ben");
  h.resume = QByteArray(kTokenBytes, 'x');
  add(QStringLiteral("hello"), 0, 0, line(toJson(h)));
  add(QStringLiteral("contribution"), 0, 0, line(toJson(Contribution{0, QByteArray(kPartBytes, 'p')})));
  add(QStringLiteral("say"), 0, 0, line(toJson(Say{-1, QStringLiteral("good_game")})));
  add(QStringLiteral("bye"), 0, 0, line(toJson(Bye{QStringLiteral("leaving")})));
  for (int pick : {0, 2, 6}) {
    const Rules rules = netfuzz::rulesFor(pick);
    Welcome w;
    w.rules = rules;
    w.seat = 1;
    for (int s = 0; s < rules.players; ++s) w.seats.push_back({QStringLiteral("P%1").arg(s), QStringLiteral("remote")});
    w.resume = QByteArray(kTokenBytes, 't');
    w.table = QStringLiteral("Anna");
    add(QStringLiteral("welcome-%1").arg(pick), 1, pick, line(toJson(w)));
    // A hand played at random: the updates of seat 1 at every step, and each action it could take.
    Match m(rules, 1000 + pick);
    Rng rng(pick + 1);
    int step = 0;
    QByteArray actions, updates;
    while (!m.hand().over() && step < 200) {
      Update u;
      u.seq = step;
      u.cause = QStringLiteral("action");
      u.view = m.hand().view(1);
      if (!u.view.history.empty()) u.event = u.view.history.back();
      u.context.scores.assign(rules.players, 0);
      u.context.lateKnocks.assign(rules.players, 0);
      if (step % 7 == 0) add(QStringLiteral("update-%1-%2").arg(pick).arg(step), 1, pick, line(toJson(u)));
      updates += line(toJson(u));
      if (m.hand().toAct() == 1)
        for (const Action& a : m.hand().legalActions()) actions += line(toJson(ActionMessage{step, a}, u.view));
      const auto legal = m.hand().legalActions();
      m.apply(m.hand().toAct(), legal[rng.below(std::uint32_t(legal.size()))]);
      ++step;
    }
    add(QStringLiteral("actions-%1").arg(pick), 0, pick, actions.left(8000));
    add(QStringLiteral("updates-%1").arg(pick), 1, pick, updates.right(20000));
  }
  add(QStringLiteral("refused"), 1, 0, line(toJson(Refused{3, QStringLiteral("stale")})));
  add(QStringLiteral("commit"), 1, 0, line(toJson(Commit{2, QByteArray(32, 'c')})));
  Reveal r;
  r.deal = 2;
  r.hostPart = QByteArray(kPartBytes, 'h');
  r.guestParts[1] = QByteArray(kPartBytes, 'g');
  r.seed = 123456789;
  add(QStringLiteral("reveal"), 1, 0, line(toJson(r)));
  add(QStringLiteral("presence"), 1, 0, line(toJson(Presence{1, false, 120})));
  add(QStringLiteral("say-host"), 1, 0, line(toJson(Say{0, QStringLiteral("nice_gin")})));
  TableAd ad;
  ad.name = QStringLiteral("Anna");
  ad.variant = QStringLiteral("standard");
  ad.free = 1;
  ad.port = 47320;
  add(QStringLiteral("lan-ad"), 2, 0, adDatagram(ad));
  add(QStringLiteral("lan-query"), 2, 0, queryDatagram());
  return out;
}

}  // namespace

class TstNetFuzzCorpus : public QObject {
  Q_OBJECT
 private slots:
  void seedsRun();
  void corpusRuns();
};

void TstNetFuzzCorpus::seedsRun() {
  for (const auto& [name, input] : seeds()) netfuzz::run(reinterpret_cast<const std::uint8_t*>(input.constData()), input.size());
}

void TstNetFuzzCorpus::corpusRuns() {
  QDir dir(QStringLiteral(GIN_NET_CORPUS));
  const QStringList files = dir.entryList(QDir::Files);
  QVERIFY2(files.size() >= 20, "the committed corpus is missing");
  for (const QString& f : files) {
    QFile file(dir.filePath(f));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray input = file.readAll();
    netfuzz::run(reinterpret_cast<const std::uint8_t*>(input.constData()), input.size());
  }
  qInfo("%d inputs", int(files.size()));
}

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  if (argc == 3 && QByteArray(argv[1]) == "--generate") {
    QDir dir(QString::fromLocal8Bit(argv[2]));
    for (const auto& [name, input] : seeds()) {
      QFile f(dir.filePath(QStringLiteral("seed-") + name));
      if (!f.open(QIODevice::WriteOnly) || f.write(input) != input.size()) return 1;
    }
    return 0;
  }
  TstNetFuzzCorpus t;
  return QTest::qExec(&t, argc, argv);
}

#include "tst_netfuzzcorpus.moc"
