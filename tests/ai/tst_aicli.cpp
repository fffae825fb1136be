// `ginrummy-cli arena` and `ginrummy-cli bot` driven as a referee program would: the real executable
// through QProcess. The arena's --record lines are replayed through the engine to prove they hold
// the whole hand; the bot is fed valid, malformed and impossible requests.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "card.h"
#include "hand.h"
#include "meld.h"
#include "rules.h"

using namespace gin;

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

Run cli(const QStringList& args, const QByteArray& input = {}) {
  QProcess p;
  p.start(QStringLiteral(GIN_CLI_PATH), args);
  Run r;
  if (!p.waitForStarted()) return r;
  p.write(input);
  p.closeWriteChannel();
  if (!p.waitForFinished(120000)) return r;
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = p.readAllStandardOutput();
  r.err = p.readAllStandardError();
  return r;
}

Card card(const QJsonValue& v) { return *parseCard(v.toString().toStdString()); }
CardSet cards(const QJsonValue& v) {
  CardSet s = 0;
  for (const QJsonValue& c : v.toArray()) s |= bit(card(c));
  return s;
}
std::vector<CardSet> melds(const QJsonValue& v) {
  std::vector<CardSet> m;
  for (const QJsonValue& x : v.toArray()) m.push_back(cards(x));
  return m;
}
QJsonArray arr(const char* text) {
  QJsonArray a;
  for (const QString& t : QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) a.append(t);
  return a;
}
QByteArray line(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n'; }

// A discard request for seat 0 (dealer 1): the first upcard was passed by both, seat 0 drew from the stock.
QJsonObject discardRequest(const char* hand, const char* drawn) {
  return QJsonObject{{"decision", "discard"}, {"rules", QJsonObject{{"gameTarget", 100}}}, {"seat", 0}, {"dealer", 1},
                     {"scores", QJsonArray{0, 0}}, {"hand", arr(hand)}, {"discard_pile", arr("Kc")}, {"stock_count", 30},
                     {"history", QJsonArray{QJsonObject{{"seat", 0}, {"action", "pass"}}, QJsonObject{{"seat", 1}, {"action", "pass"}}}},
                     {"drawn", drawn}, {"from", "stock"}};
}

}  // namespace

class TestAiCli : public QObject {
  Q_OBJECT

 private slots:
  void arenaJsonAndRecord() {
    QTemporaryDir dir;
    const QString rec = dir.filePath(QStringLiteral("hands.jsonl"));
    const Run r = cli({"arena", "--a", "casual", "--b", "simple", "--games", "6", "--seed", "3", "--rules", "eaai",
                       "--mirrored", "--json", "--record", rec});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("95% interval"));
    QVERIFY(r.out.contains("decision time p50"));
    const QJsonObject s = r.lines().last();
    QCOMPARE(s.value("games").toInt(), 12);
    QCOMPARE(s.value("a").toObject().value("level").toString(), QStringLiteral("casual"));
    const int games = s.value("a").toObject().value("games").toInt() + s.value("b").toObject().value("games").toInt() + s.value("ties").toInt();
    QCOMPARE(games, 12);
    QVERIFY(s.value("share_a_low").toDouble() <= s.value("share_a").toDouble());
    QVERIFY(s.value("share_a").toDouble() <= s.value("share_a_high").toDouble());
    const int hands = s.value("hands").toInt();
    QVERIFY(hands >= 12);

    QFile f(rec);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), hands);
    Rules rules;
    preset("eaai", rules);
    for (const QByteArray& l : lines) {
      const QJsonObject h = QJsonDocument::fromJson(l).object();
      const QJsonObject deal = h.value("deal").toObject();
      std::vector<CardSet> hs;
      for (const QJsonValue& x : deal.value("hands").toArray()) hs.push_back(cards(x));
      std::vector<Card> stock;
      for (const QJsonValue& x : deal.value("stock").toArray()) stock.push_back(card(x));
      QCOMPARE(hs.size(), std::size_t{2});
      QCOMPARE(stock.size(), std::size_t{31});
      // Replaying the recorded actions on the recorded deal gives the recorded result.
      HandState st = HandState::fromHands(rules, h.value("dealer").toInt(), hs, card(deal.value("upcard")), stock);
      for (const QJsonValue& av : h.value("actions").toArray()) {
        const QJsonObject a = av.toObject();
        const QString t = a.value("action").toString();
        const int seat = a.value("seat").toInt();
        Action act;
        if (t == "take_upcard") act = Action::take();
        else if (t == "pass") act = Action::pass();
        else if (t == "draw_stock") {
          act = Action::drawStock();
          QCOMPARE(card(a.value("card")), st.stock().back());
        } else if (t == "draw_discard") act = Action::drawDiscard();
        else if (t == "discard") act = Action::discard(card(a.value("card")));
        else if (t == "knock") act = Action::knock(card(a.value("card")), melds(a.value("melds")));
        else if (t == "big_gin") act = Action::bigGin(melds(a.value("melds")));
        else if (t == "layoff") {
          std::vector<Layoff> lo;
          for (const QJsonValue& x : a.value("layoffs").toArray())
            lo.push_back(Layoff{card(x.toObject().value("card")), x.toObject().value("meld").toInt()});
          act = Action::layoff(melds(a.value("melds")), lo);
        } else QFAIL(qPrintable("unknown action " + t));
        QCOMPARE(st.apply(seat, act), Reject::Ok);
      }
      QVERIFY(st.over());
      QCOMPARE(QString::fromLatin1(outcomeCode(st.result().outcome)), h.value("outcome").toString());
      const QJsonArray pts = h.value("points").toArray();
      const QJsonArray dw = h.value("deadwood").toArray();
      for (int seat = 0; seat < 2; ++seat) {
        QCOMPARE(st.result().points[seat], pts[seat].toInt());
        if (st.result().outcome != Outcome::Drawn) QCOMPARE(st.result().deadwood[seat], dw[seat].toInt());
      }
    }
  }

  // A long run can be played in chunks (--first-deal) and merged: the same deals, the same totals
  // and the same pair-clustered interval as one run; overlapping chunks are refused.
  void arenaChunksMerge() {
    QTemporaryDir dir;
    const QStringList common{"--a", "casual", "--b", "simple", "--seed", "5", "--rules", "eaai", "--mirrored", "--json"};
    const Run whole = cli(QStringList{"arena", "--games", "10"} + common);
    QCOMPARE(whole.status, 0);
    const QString f1 = dir.filePath(QStringLiteral("1.txt")), f2 = dir.filePath(QStringLiteral("2.txt"));
    for (const auto& [file, args] : {std::pair{f1, QStringList{"--games", "4"}}, std::pair{f2, QStringList{"--games", "6", "--first-deal", "4"}}}) {
      const Run r = cli(QStringList{"arena"} + args + common);
      QCOMPARE(r.status, 0);
      QFile f(file);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(r.out);
    }
    const Run merged = cli({"arena-merge", f1, f2});
    QCOMPARE(merged.status, 0);
    const QJsonObject w = whole.lines().last(), m = merged.lines().last();
    QCOMPARE(w.value("pairs").toString().size(), 10);
    for (const char* key : {"games", "ties", "hands", "drawn_hands", "share_a", "share_a_low", "share_a_high",
                            "net_points_per_scored_hand"})
      QCOMPARE(m.value(key).toDouble(), w.value(key).toDouble());
    for (const char* side : {"a", "b"})
      for (const char* key : {"games", "knocks", "gins", "undercuts", "points"})
        QCOMPARE(m.value(side).toObject().value(key).toDouble(), w.value(side).toObject().value(key).toDouble());
    QCOMPARE(cli({"arena-merge", f1, f1}).status, 1);
    QCOMPARE(cli({"arena-merge", dir.filePath(QStringLiteral("missing.txt"))}).status, 1);
  }

  void arenaRejectsBadOptions() {
    QCOMPARE(cli({"arena", "--a", "wizard", "--b", "simple"}).status, 2);
    QCOMPARE(cli({"arena", "--a", "casual", "--b", "simple", "--rules", "nonsense"}).status, 2);
    QCOMPARE(cli({"arena", "--a", "casual", "--b", "simple", "--games", "0"}).status, 2);
  }

  void botAnswersEveryDecision() {
    QByteArray in;
    // 1: the upcard 9h completes 7h 8h: simple takes it.
    in += line({{"decision", "first_upcard"}, {"seat", 0}, {"dealer", 1}, {"hand", arr("7h 8h Kc Qd 2s 4c 9d Js 3d 5s")},
                {"discard_pile", arr("9h")}, {"stock_count", 31}, {"history", QJsonArray{}}});
    // 2: malformed JSON.
    in += "{\"decision\": \"draw\",\n";
    // 3: a card twice.
    in += line({{"decision", "first_upcard"}, {"seat", 0}, {"dealer", 1}, {"hand", arr("7h 8h Kc Qd 2s 4c 9d Js 3d 5s")},
                {"discard_pile", arr("7h")}, {"stock_count", 31}});
    // 4: gin after the draw.
    in += line(discardRequest("7h 8h 9h 3c 3d 3s Jd Qd Kd Td 2c", "Td"));
    // 5: deadwood too high to knock: a plain discard of a card in the hand.
    in += line(discardRequest("7h 8h 3c 3d Jd Qd 5s Ts Kd 2c 9c", "9c"));
    // 6: lay-offs onto the knocker's melds.
    in += line({{"decision", "layoff"}, {"seat", 1}, {"dealer", 1}, {"hand", arr("6c 8c Ks Kd 9d 9s 4s Ts 2h 5h")},
                {"melds", QJsonArray{arr("3c 4c 5c"), arr("8d 8h 8s"), arr("Jh Qh Kh")}}, {"deadwood_cards", arr("Ad")},
                {"gin", false}});
    // 7: a draw with the pile top joining a meld.
    in += line({{"decision", "draw"}, {"seat", 0}, {"dealer", 1}, {"hand", arr("7h 8h Kc Qd 2s 4c 9d Js 3d 5s")},
                {"discard_pile", arr("Ah 9h")}, {"stock_count", 30},
                {"history", QJsonArray{QJsonObject{{"seat", 0}, {"action", "pass"}}, QJsonObject{{"seat", 1}, {"action", "pass"}},
                                       QJsonObject{{"seat", 0}, {"action", "draw_stock"}, {"card", "Th"}},
                                       QJsonObject{{"seat", 0}, {"action", "discard"}, {"card", "Th"}}}}});
    // 8: an unknown decision, 9: not an object, 10: a stock count that does not add up.
    in += line({{"decision", "dance"}});
    in += "[1,2,3]\n";
    QJsonObject bad = discardRequest("7h 8h 3c 3d Jd Qd 5s Ts Kd 2c 9c", "9c");
    bad.insert("stock_count", 5);
    in += line(bad);
    in += "\n";  // blank lines are skipped
    for (const char* level : {"simple", "expert"}) {
      const Run r = cli({"bot", "--level", level, "--seed", "4"}, in);
      QCOMPARE(r.status, 0);
      const auto out = r.lines();
      QCOMPARE(out.size(), 10);
      if (QByteArray(level) == "simple") QCOMPARE(out[0].value("action").toString(), QStringLiteral("take"));
      QVERIFY(out[0].value("action").toString() == "take" || out[0].value("action").toString() == "pass");
      QVERIFY(out[1].value("error").toString().contains("malformed"));
      QVERIFY(out[2].value("error").toString().contains("twice"));
      QCOMPARE(out[3].value("action").toString(), QStringLiteral("gin"));
      QCOMPARE(card(out[3].value("card")), *parseCard("2c"));
      CardSet melded = 0;
      for (CardSet m : melds(out[3].value("melds"))) {
        QVERIFY(isMeld(m));
        melded |= m;
      }
      QCOMPARE(melded, testMask("7h 8h 9h 3c 3d 3s Jd Qd Kd Td"));
      QCOMPARE(out[4].value("action").toString(), QStringLiteral("discard"));
      QVERIFY(contains(testMask("7h 8h 3c 3d Jd Qd 5s Ts Kd 2c 9c"), card(out[4].value("card"))));
      QCOMPARE(out[5].value("action").toString(), QStringLiteral("layoff"));
      CardSet laid = 0;
      for (const QJsonValue& x : out[5].value("layoffs").toArray()) laid |= bit(card(x.toObject().value("card")));
      QCOMPARE(laid, testMask("6c 8c"));
      QVERIFY(out[6].value("action").toString().startsWith("draw_"));
      if (QByteArray(level) == "simple") QCOMPARE(out[6].value("action").toString(), QStringLiteral("draw_discard"));
      QVERIFY(out[7].contains("error"));
      QVERIFY(out[8].contains("error"));
      QVERIFY(out[9].value("error").toString().contains("stock_count"));
    }
  }

  // Poker gin, 4 players: the knocker's melds as they stand after an earlier defender laid off 4s 5s
  // (7 melded cards, but no gin). The later defender still lays off: 6h onto 7h 8h 9h, keeping 5c 5d 5h.
  // Once refused as "gin does not match the knocker's melds" (gin was guessed from the card count).
  void botLaterPokerDefenderLaysOff() {
    const QByteArray req =
        R"({"decision":"layoff","rules":{"poker":true,"players":4},"seat":0,"dealer":2,"scores":[0,0,0,0],)"
        R"("hand":["3c","5c","7c","5d","5h","6h","8s"],"melds":[["7h","8h","9h"],["As","2s","3s","4s","5s"]],)"
        R"("deadwood_cards":["Ad"],"gin":false,"knocker":1,"discard_pile":["Kc"],"stock_count":20,"history":[]})"
        "\n";
    for (const char* level : {"beginner", "expert"}) {
      const Run r = cli({"bot", "--level", level}, req);
      QCOMPARE(r.status, 0);
      QCOMPARE(r.lines().size(), 1);
      const QJsonObject a = r.lines().first();
      QVERIFY2(!a.contains("error"), qPrintable(a.value("error").toString()));
      QCOMPARE(a.value("action").toString(), QStringLiteral("layoff"));
      const QJsonArray lo = a.value("layoffs").toArray();
      QCOMPARE(lo.size(), 1);
      QCOMPARE(card(lo[0].toObject().value("card")), *parseCard("6h"));
      QCOMPARE(lo[0].toObject().value("meld").toInt(), 0);
      QCOMPARE(melds(a.value("melds")), std::vector<CardSet>{testMask("5c 5d 5h")});
    }
    // A gin with deadwood cards contradicts itself.
    QByteArray gin = req;
    gin.replace(R"("gin":false)", R"("gin":true)");
    QVERIFY(cli({"bot", "--level", "expert"}, gin).lines().first().value("error").toString().contains("gin"));
  }

  // No state between requests: the same request gives the same answer, alone or after others.
  void botIsStateless() {
    const QByteArray req = line(discardRequest("7h 8h 3c 3d Jd Qd 5s Ts Kd 2c 9c", "9c"));
    const Run once = cli({"bot", "--level", "expert"}, req);
    const Run thrice = cli({"bot", "--level", "expert"}, req + req + req);
    QCOMPARE(once.lines().size(), 1);
    QCOMPARE(thrice.lines().size(), 3);
    for (const QJsonObject& o : thrice.lines()) QCOMPARE(o, once.lines().first());
    QCOMPARE(cli({"bot", "--level", "nobody"}).status, 2);
  }

 private:
  static CardSet testMask(const char* text) { return cards(arr(text)); }
};

QTEST_APPLESS_MAIN(TestAiCli)
#include "tst_aicli.moc"
