// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `ginrummy-cli arena` and `ginrummy-cli bot` driven as a referee program would: the real executable
// through QProcess. The arena's --record lines are replayed through the engine to prove they hold
// the whole hand; the bot is fed valid, malformed and impossible requests.
#include <QJsonArray>
#include <QJsonDocument>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

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
QJsonObject object(const char* json) { return QJsonDocument::fromJson(json).object(); }
QByteArray dataFile(const char* name) {
  QFile f(qEnvironmentVariable("GIN_SOURCE_DIR") + QStringLiteral("/tests/data/bot/") + QLatin1String(name));
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Valid requests from a real game (tests/data/bot/requests.jsonl).
// D: seat 0 to draw; seat 1 passed, seat 0 took the upcard 7d and discarded Tc, seat 1 drew and threw Jc.
constexpr const char* kDraw =
    R"({"decision":"draw","rules":"eaai","seat":0,"dealer":0,"scores":[0,0],"hand":["3c","6c","5d","6d","Ah","As","2s","9s","Js","7d"],"discard_pile":["Tc","Jc"],"stock_count":30,"history":[{"seat":1,"action":"pass"},{"seat":0,"action":"take_upcard","card":"7d"},{"seat":0,"action":"discard","card":"Tc"},{"seat":1,"action":"draw_stock"},{"seat":1,"action":"discard","card":"Jc"}]})";
// X: seat 1 to discard after taking 7d, just thrown by seat 0; seat 1's own stock draws were 7h and Qs.
constexpr const char* kDiscard =
    R"({"decision":"discard","rules":"eaai","seat":1,"dealer":1,"scores":[0,0],"hand":["2c","3c","5c","9c","6d","8d","Jd","9h","4s","7h","7d"],"discard_pile":["Ts","Qc","Tc","8c","Qs"],"stock_count":26,"history":[{"seat":0,"action":"pass"},{"seat":1,"action":"pass"},{"seat":0,"action":"draw_stock"},{"seat":0,"action":"discard","card":"Qc"},{"seat":1,"action":"draw_stock","card":"7h"},{"seat":1,"action":"discard","card":"Tc"},{"seat":0,"action":"draw_stock"},{"seat":0,"action":"discard","card":"8c"},{"seat":1,"action":"draw_stock","card":"Qs"},{"seat":1,"action":"discard","card":"Qs"},{"seat":0,"action":"draw_stock"},{"seat":0,"action":"discard","card":"7d"},{"seat":1,"action":"draw_discard","card":"7d"}],"drawn":"7d","from":"discard"})";
// F: the README's first upcard; L: the README's lay-off.
constexpr const char* kFirst =
    R"({"decision":"first_upcard","rules":"eaai","seat":0,"dealer":1,"scores":[0,0],"hand":["7h","8h","Kc","Qd","2s","4c","9d","Js","3d","5s"],"discard_pile":["9h"],"stock_count":31,"history":[]})";
constexpr const char* kLayoff =
    R"({"decision":"layoff","seat":1,"dealer":1,"hand":["6c","8c","Ks","Kd","9d","9s","4s","Ts","2h","5h"],"melds":[["3c","4c","5c"],["8d","8h","8s"],["Jh","Qh","Kh"]],"deadwood_cards":["Ad"],"gin":false})";
// H: the README's lay-off with the history of its hand: both passed the upcard 2c, seat 0 drew and
// threw 7d, seat 1 drew Qs and threw it, seat 0 drew and knocked (its face-down discard is in no field).
constexpr const char* kLayoffHistory =
    R"({"decision":"layoff","seat":1,"dealer":1,"hand":["6c","8c","Ks","Kd","9d","9s","4s","Ts","2h","5h"],"melds":[["3c","4c","5c"],["8d","8h","8s"],["Jh","Qh","Kh"]],"deadwood_cards":["Ad"],"gin":false,"discard_pile":["2c","7d","Qs"],"stock_count":28,"history":[{"seat":0,"action":"pass"},{"seat":1,"action":"pass"},{"seat":0,"action":"draw_stock"},{"seat":0,"action":"discard","card":"7d"},{"seat":1,"action":"draw_stock","card":"Qs"},{"seat":1,"action":"discard","card":"Qs"},{"seat":0,"action":"draw_stock"}]})";
// U: the first upcard offered to the dealer after seat 0 passed.
constexpr const char* kSecondOffer =
    R"({"decision":"first_upcard","rules":"eaai","seat":1,"dealer":1,"scores":[0,0],"hand":["7h","8h","Kc","Qd","2s","4c","9d","Js","3d","5s"],"discard_pile":["9h"],"stock_count":31,"history":[{"seat":0,"action":"pass"}]})";
// B: big gin: the knocker melded all eleven cards and discarded nothing; the defender lays out its melds.
constexpr const char* kAfterBigGin =
    R"({"decision":"layoff","seat":1,"dealer":1,"hand":["6c","8c","Ks","Kd","9d","9s","4s","Ts","2h","5h"],"melds":[["2c","3c","4c","5c"],["8d","8h","8s"],["Th","Jh","Qh","Kh"]],"deadwood_cards":[],"gin":true,"stock_count":31})";
QJsonObject ev(int seat, const char* action, const char* card = nullptr) {
  QJsonObject o{{"seat", seat}, {"action", action}};
  if (card) o.insert("card", card);
  return o;
}

// A discard request for seat 0 (dealer 1): the first upcard was passed by both, seat 0 drew from the stock.
QJsonObject discardRequest(const char* hand, const char* drawn) {
  return QJsonObject{{"decision", "discard"}, {"rules", QJsonObject{{"gameTarget", 100}}}, {"seat", 0}, {"dealer", 1},
                     {"scores", QJsonArray{0, 0}}, {"hand", arr(hand)}, {"discard_pile", arr("Kc")}, {"stock_count", 30},
                     {"history", QJsonArray{QJsonObject{{"seat", 0}, {"action", "pass"}}, QJsonObject{{"seat", 1}, {"action", "pass"}}}},
                     {"drawn", drawn}, {"from", "stock"}};
}

// Replays every recorded hand on its recorded deal: the recorded actions are legal and give the
// recorded outcome, points and deadwood.
void replayRecords(const QList<QByteArray>& lines, const Rules& rules, std::size_t stockSize) {
  for (const QByteArray& l : lines) {
    const QJsonObject h = QJsonDocument::fromJson(l).object();
    const QJsonObject deal = h.value("deal").toObject();
    std::vector<CardSet> hs;
    for (const QJsonValue& x : deal.value("hands").toArray()) hs.push_back(cards(x));
    std::vector<Card> stock;
    for (const QJsonValue& x : deal.value("stock").toArray()) stock.push_back(card(x));
    QCOMPARE(hs.size(), static_cast<std::size_t>(rules.players));
    QCOMPARE(stock.size(), stockSize);
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
    for (int seat = 0; seat < rules.players; ++seat) {
      QCOMPARE(st.result().points[seat], pts[seat].toInt());
      if (st.result().outcome != Outcome::Drawn) QCOMPARE(st.result().deadwood[seat], dw[seat].toInt());
    }
  }
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
    replayRecords(lines, rules, 31);
  }

  // arena --levels: a poker gin table, every deal once per seat rotation, per-seat JSON, and records
  // that replay like the two-player ones, with the levels rotating through the seats.
  void arenaTableJsonAndRecord() {
    QTemporaryDir dir;
    const QString rec = dir.filePath(QStringLiteral("table.jsonl"));
    const Run r = cli({"arena", "--levels", "casual,beginner,simple,casual", "--games", "3", "--seed", "7", "--json",
                       "--record", rec});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("clustered by deal"));
    const QJsonObject s = r.lines().last();
    QCOMPARE(s.value("games").toInt(), 12);
    QCOMPARE(s.value("players").toInt(), 4);
    QCOMPARE(s.value("rules").toString(), QStringLiteral("poker"));
    const QJsonArray seats = s.value("seats").toArray();
    QCOMPARE(seats.size(), 4);
    double share = 0;
    int wins = 0;
    for (const QJsonValue& v : seats) {
      const QJsonObject x = v.toObject();
      QVERIFY(x.value("share_low").toDouble() <= x.value("share").toDouble());
      QVERIFY(x.value("share").toDouble() <= x.value("share_high").toDouble());
      QVERIFY(x.contains("points_per_hand") && x.contains("decision_ms_p99") && x.contains("undercuts"));
      QCOMPARE(x.value("refused_actions").toInt(), 0);
      share += x.value("share").toDouble();
      wins += x.value("games").toInt();
    }
    QCOMPARE(seats[1].toObject().value("level").toString(), QStringLiteral("beginner"));
    QVERIFY(std::abs(share - 1.0) < 1e-9);
    QCOMPARE(wins + s.value("ties").toInt(), 12);
    QFile f(rec);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), s.value("hands").toInt());
    Rules rules;
    preset("poker", rules);
    rules.players = 4;
    replayRecords(lines, rules, 52 - 4 * 7 - 1);
    // Game g seats the levels rotated by g % 4: the beginner (entry 1) sits at seat (1 + g) % 4.
    for (const QByteArray& l : lines) {
      const QJsonObject h = QJsonDocument::fromJson(l).object();
      const int g = h.value("game").toInt();
      QCOMPARE(h.value("seats").toArray()[(1 + g) % 4].toString(), QStringLiteral("beginner"));
      QCOMPARE(h.value("rules").toObject().value("players").toInt(), 4);
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
                {"discard_pile", arr("Ah Th 9h")}, {"stock_count", 29},
                {"history", QJsonArray{QJsonObject{{"seat", 0}, {"action", "pass"}}, QJsonObject{{"seat", 1}, {"action", "pass"}},
                                       QJsonObject{{"seat", 0}, {"action", "draw_stock"}, {"card", "Th"}},
                                       QJsonObject{{"seat", 0}, {"action", "discard"}, {"card", "Th"}},
                                       QJsonObject{{"seat", 1}, {"action", "draw_stock"}},
                                       QJsonObject{{"seat", 1}, {"action", "discard"}, {"card", "9h"}}}}});
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
  // The stock: 52 cards less four hands of 7 (lay-offs move cards between hands and melds, never out of
  // them), the knocker's face-down discard (in no field) and the pile's Kc leave 22. (The first request
  // said 20; the test once said 23, the value a check that counted the face-down card twice wanted.)
  void botLaterPokerDefenderLaysOff() {
    const QByteArray req =
        R"({"decision":"layoff","rules":{"poker":true,"players":4},"seat":0,"dealer":2,"scores":[0,0,0,0],)"
        R"("hand":["3c","5c","7c","5d","5h","6h","8s"],"melds":[["7h","8h","9h"],["As","2s","3s","4s","5s"]],)"
        R"("deadwood_cards":["Ad"],"gin":false,"knocker":1,"discard_pile":["Kc"],"stock_count":22,"history":[]})"
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

  // Valid requests keep the answers the bot gave before it checked histories: every decision of a
  // short arena run (tests/data/bot/make_requests.py) and the README's examples, at two levels; the
  // frozen reference expert0 keeps the Expert's answers of before issue #17, and the Expert of #17
  // differs from them at three decisions (a knock with 5d instead of playing on; the first upcards
  // 2c and 3s taken, a low card for a high loose one, by the scored pickup). The frozen expert1 keeps
  // the answers of the Expert at commit 150fe3d. The Expert's sampled danger changed two answers:
  // Kc thrown instead of Qh (request 21), and playing on with 5d instead of knocking with 9 (41).
  void botKeepsItsAnswers_data() {
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("requests");
    QTest::addColumn<QString>("answers");
    QTest::newRow("casual") << "casual" << "requests.jsonl" << "answers-casual.jsonl";
    QTest::newRow("expert") << "expert" << "requests-expert.jsonl" << "answers-expert.jsonl";
    QTest::newRow("expert0") << "expert0" << "requests-expert.jsonl" << "answers-expert0.jsonl";
    QTest::newRow("expert1") << "expert1" << "requests-expert.jsonl" << "answers-expert1.jsonl";
  }
  void botKeepsItsAnswers() {
    QFETCH(QString, level);
    QFETCH(QString, requests);
    QFETCH(QString, answers);
    const QByteArray in = dataFile(qPrintable(requests));
    const QList<QByteArray> expected = dataFile(qPrintable(answers)).trimmed().split('\n');
    QVERIFY(expected.size() > 50);
    const Run r = cli({"bot", "--level", level, "--seed", "1"}, in);
    QCOMPARE(r.status, 0);
    const QList<QByteArray> got = r.out.trimmed().split('\n');
    QCOMPARE(got.size(), expected.size());
    for (int i = 0; i < got.size(); ++i) QVERIFY2(got[i] == expected[i], qPrintable(QString::number(i + 1) + ": " + got[i]));
  }

  // Requests that cannot happen are refused, naming the problem, instead of being answered.
  void botRefusesTheImpossible_data() {
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("error");
    auto edit = [](const char* base, const std::function<void(QJsonObject&)>& f) {
      QJsonObject o = object(base);
      f(o);
      return o;
    };
    // The history against the hand and the pile.
    QTest::newRow("discarded card in the hand") << edit(kDraw, [](QJsonObject& o) {
      o["hand"] = arr("Tc 6c 5d 6d Ah As 2s 9s Js 7d");
      o["discard_pile"] = arr("Jc");
      o["stock_count"] = 31;
    }) << "Tc is on the discard pile";
    QTest::newRow("own stock draw missing") << edit(kDiscard, [](QJsonObject& o) {
      o["hand"] = arr("2c 3c 5c 9c 6d 8d Jd 9h 4s Kh 7d");
    }) << "7h was drawn by seat 1 but is not in the hand";
    QTest::newRow("upcard in the hand") << edit(kFirst, [](QJsonObject& o) {
      o["decision"] = "draw";
      o["first_upcard"] = "7h";
      o["history"] = QJsonArray{ev(0, "pass"), ev(1, "pass")};
    }) << "7h is on the discard pile";
    QTest::newRow("upcard taken by the other seat") << edit(kFirst, [](QJsonObject& o) {
      o["seat"] = 1;
      o["dealer"] = 0;
      o["history"] = QJsonArray{ev(1, "pass"), ev(0, "take_upcard", "7h"), ev(0, "discard", "9h")};
    }) << "7h is held by seat 0";
    QTest::newRow("two take_upcard") << edit(kDraw, [](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      h[0] = ev(1, "take_upcard");
      o["history"] = h;
    }) << "more than one take_upcard";
    QTest::newRow("take_upcard after a draw") << edit(kDiscard, [](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      h.insert(4, ev(1, "take_upcard"));
      o["history"] = h;
    }) << "take_upcard after the first draw";
    QTest::newRow("from discard, never on the pile") << edit(kDiscard, [](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      h.removeLast();
      h[h.size() - 1] = ev(0, "discard", "Kh");
      o["history"] = h;
    }) << "draw_discard of 7d, but the top of the pile was Kh";
    QTest::newRow("listed draw from the other pile") << edit(kDiscard, [](QJsonObject& o) { o["from"] = "stock"; })
                                                     << "from: the history's last draw is from the other pile";
    QTest::newRow("own discard missing") << edit(kDraw, [](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      h.removeAt(2);
      o["history"] = h;
      o["discard_pile"] = arr("Jc");
      o["hand"] = arr("3c 6c 5d 6d Ah As 2s 9s Js 7d");
      o["stock_count"] = 31;
    }) << "seat 0 has 1 more draws than discards";
    QTest::newRow("pile out of order") << edit(kDraw, [](QJsonObject& o) { o["discard_pile"] = arr("Jc Tc"); })
                                       << "discard_pile: not the pile the history leaves";
    QTest::newRow("discarded twice") << edit(kDraw, [](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      h[4] = ev(1, "discard", "Tc");
      o["history"] = h;
    }) << "Tc is discarded twice";
    // Cards that do not make a deck.
    QTest::newRow("knocker with 11 cards") << edit(kLayoff, [](QJsonObject& o) { o["deadwood_cards"] = arr("Ad Ac"); })
                                           << "the knocker holds 10 cards, not 11";
    QTest::newRow("lay-off stock count") << edit(kLayoff, [](QJsonObject& o) { o["stock_count"] = 40; }) << "stock_count: expected 31";
    // Numbers that are not whole numbers in range.
    QTest::newRow("seat 1.5") << edit(kFirst, [](QJsonObject& o) { o["seat"] = 1.5; }) << "'seat' must be a whole number";
    QTest::newRow("dealer 1e10") << edit(kFirst, [](QJsonObject& o) { o["dealer"] = 1e10; }) << "'dealer' is out of range";
    QTest::newRow("stock_count 31.5") << edit(kFirst, [](QJsonObject& o) { o["stock_count"] = 31.5; }) << "'stock_count' must be a whole number";
    QTest::newRow("knockLimit 1e10") << edit(kFirst, [](QJsonObject& o) { o["rules"] = QJsonObject{{"knockLimit", 1e10}}; })
                                     << "'knockLimit' is out of range";
    QTest::newRow("history seat 0.5") << edit(kDraw, [](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      h[0] = QJsonObject{{"seat", 0.5}, {"action", "pass"}};
      o["history"] = h;
    }) << "'seat' must be a whole number";
    QTest::newRow("score 1.5") << edit(kFirst, [](QJsonObject& o) { o["scores"] = QJsonArray{1.5, 0}; }) << "scores: a score must be a whole number";
    QTest::newRow("score -3") << edit(kFirst, [](QJsonObject& o) { o["scores"] = QJsonArray{-3, 0}; }) << "scores: a score is out of range";
    QTest::newRow("three scores") << edit(kFirst, [](QJsonObject& o) { o["scores"] = QJsonArray{0, 0, 0}; }) << "more scores than players";
    QTest::newRow("scores not a list") << edit(kFirst, [](QJsonObject& o) { o["scores"] = 5; }) << "scores: expected a list";
    // Issue #34: the history of a lay-off and of a first upcard is checked like any other.
    const auto repeated = [](int n, const std::function<QJsonObject(int)>& event) {
      QJsonArray h;
      for (int i = 0; i < n; ++i) h.append(event(i));
      return h;
    };
    QTest::newRow("lay-off: 40 passes") << edit(kLayoffHistory, [&](QJsonObject& o) {
      QJsonArray h = repeated(40, [](int i) { return ev(i % 2, "pass"); });
      for (const QJsonValue& e : o["history"].toArray()) h.append(e);
      o["history"] = h;
    }) << "seat 0 passes after the first upcard was taken or passed by every seat";
    QTest::newRow("lay-off: a discard still in the hand") << edit(kLayoffHistory, [](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      h[5] = ev(1, "discard", "6c");  // the bot's 6c, which seat 0 then takes from the pile
      h[6] = ev(0, "draw_discard", "6c");
      o["history"] = h;
      o["hand"] = arr("6c 8c Ks Kd 9d 9s 4s Ts 2h Qs");
      o["discard_pile"] = arr("2c 7d");
      o["stock_count"] = 29;
    }) << "hand: 6c is held by seat 0 according to the history";
    QTest::newRow("lay-off: 52 take_upcard") << edit(kLayoffHistory, [&](QJsonObject& o) {
      o["history"] = repeated(52, [](int i) { return ev(i % 2, "take_upcard"); });
    }) << "more than one take_upcard";
    QTest::newRow("lay-off: 200,000 entries") << edit(kLayoffHistory, [&](QJsonObject& o) {
      QJsonArray h = o["history"].toArray();
      for (int i = 0; i < 200000 / 2; ++i) {
        h.append(ev(1, "draw_discard", "Qs"));
        h.append(ev(1, "discard", "Qs"));
      }
      o["history"] = h;
    }) << "seat 1 plays in the turn of seat 0";
    QTest::newRow("first upcard: 40 passes") << edit(kSecondOffer, [&](QJsonObject& o) {
      o["history"] = repeated(40, [](int i) { return ev(i % 2, "pass"); });
    }) << "seat 0 passes after the first upcard was taken or passed by every seat";
    QTest::newRow("first upcard: a discard still in the hand") << edit(kSecondOffer, [](QJsonObject& o) {
      o["history"] = QJsonArray{ev(0, "pass"), ev(1, "discard", "7h")};
    }) << "7h is on the discard pile according to the history";
    QTest::newRow("first upcard: 52 take_upcard") << edit(kSecondOffer, [&](QJsonObject& o) {
      o["history"] = repeated(52, [](int i) { return ev(i % 2, "take_upcard"); });
    }) << "more than one take_upcard";
    QTest::newRow("first upcard: 200,000 entries") << edit(kSecondOffer, [&](QJsonObject& o) {
      o["history"] = repeated(200000, [](int i) { return ev(i % 2, "pass"); });
    }) << "seat 0 passes after the first upcard was taken or passed by every seat";
    QTest::newRow("first upcard: offered out of turn") << edit(kSecondOffer, [](QJsonObject& o) { o["history"] = QJsonArray{ev(1, "pass")}; })
                                                       << "the first upcard is offered to seat 0, not to seat 1";
    QTest::newRow("first upcard in the hand") << edit(kFirst, [](QJsonObject& o) { o["first_upcard"] = "7h"; })
                                              << "first_upcard: 7h is in the hand";
    QTest::newRow("first upcard not the pile's") << edit(kFirst, [](QJsonObject& o) { o["first_upcard"] = "Ah"; })
                                                 << "first_upcard: Ah is not the card on the pile";
    QTest::newRow("first upcard: a pile of two") << edit(kFirst, [](QJsonObject& o) {
      o["discard_pile"] = arr("Ah 9h");
      o["stock_count"] = 30;
    }) << "only the first upcard is on the pile";
    for (const QJsonValue& gin : {QJsonValue(QJsonValue::Null), QJsonValue("x"), QJsonValue(1.5), QJsonValue(QJsonArray{})})
      QTest::newRow(qPrintable("lay-off gin " + QJsonDocument(QJsonArray{gin}).toJson(QJsonDocument::Compact)))
          << edit(kLayoff, [&](QJsonObject& o) { o["gin"] = gin; }) << "gin: expected true or false";
    QTest::newRow("draw after every pass from the pile") << edit(kDraw, [](QJsonObject& o) {
      o["history"] = QJsonArray{ev(1, "pass"), ev(0, "pass"), ev(1, "draw_discard", "Tc"), ev(1, "discard", "Jc")};
      o["discard_pile"] = arr("Jc");
      o["stock_count"] = 31;
    }) << "the first draw is from the stock";
    QTest::newRow("poker: the knocker's deadwood holds another seat's card") << edit(kLayoff, [](QJsonObject& o) {
      // Three players: seat 1 threw 7d, seat 2 took it; yet the knocker's deadwood shows 7d.
      o["rules"] = QJsonObject{{"poker", true}, {"players", 3}};
      o["seat"] = 1;
      o["knocker"] = 0;
      o["dealer"] = 2;
      o["hand"] = arr("6c 8c Ks Kd 9d 9s Qs");
      o["melds"] = QJsonArray{arr("3c 4c 5c"), arr("8d 8h 8s")};
      o["deadwood_cards"] = arr("7d");
      o["discard_pile"] = arr("2c Jc 5h");
      o["stock_count"] = 52 - 21 - 1 - 3;
      o["history"] = QJsonArray{ev(0, "pass"), ev(1, "pass"), ev(2, "pass"), ev(0, "draw_stock"), ev(0, "discard", "Jc"),
                                ev(1, "draw_stock", "Qs"), ev(1, "discard", "7d"), ev(2, "draw_discard", "7d"),
                                ev(2, "discard", "5h"), ev(0, "draw_stock")};
    }) << "deadwood_cards: 7d is held by seat 2 according to the history";
  }
  void botRefusesTheImpossible() {
    QFETCH(QJsonObject, request);
    QFETCH(QString, error);
    const Run r = cli({"bot", "--level", "casual"}, line(request));
    QCOMPARE(r.status, 0);
    QCOMPARE(r.lines().size(), 1);
    const QString got = r.lines().first().value("error").toString();
    QVERIFY2(got.contains(error), qPrintable(QStringLiteral("%1 (answer: %2)").arg(got, QString::fromUtf8(r.out))));
  }
  // The bases of those rows are valid, and a refusal quotes the request only briefly.
  void botRefusalsAreShort() {
    const QByteArray in = line(object(kDraw)) + line(object(kDiscard)) + line(object(kFirst)) + line(object(kLayoff)) +
                          line(object(kLayoffHistory)) + line(object(kSecondOffer)) + line(object(kAfterBigGin));
    for (const QJsonObject& o : cli({"bot", "--level", "casual"}, in).lines()) QVERIFY2(!o.contains("error"), qPrintable(o.value("error").toString()));
    QJsonObject huge = object(kDraw);
    huge["history"] = QJsonArray{QJsonObject{{"seat", 0}, {"action", QString(1000000, QLatin1Char('x'))}}};
    QJsonObject hugeCard = object(kDraw);
    hugeCard["hand"] = QJsonArray{QString(1000000, QLatin1Char('x'))};
    const Run r = cli({"bot", "--level", "casual"}, line(huge) + line(hugeCard));
    QCOMPARE(r.lines().size(), 2);
    for (const QJsonObject& o : r.lines()) {
      QVERIFY(o.contains("error"));
      QVERIFY2(o.value("error").toString().size() < 300, qPrintable(o.value("error").toString().left(300)));
    }
  }

  // What is not JSON (RFC 8259) is refused, though Qt's parser would read it: a byte-order mark before
  // the request, an escape JSON does not have ("9\s" would be read as the card 9s), and the like.
  void botRefusesWhatIsNotJson_data() {
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("error");
    const QByteArray first(kFirst);
    auto with = [&](const char* from, const char* to) { return QByteArray(first).replace(from, to); };
    QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF") + first << "a byte-order mark";
    QTest::newRow("escape \\s") << with(R"(["9h"])", R"(["9\s"])") << "invalid escape sequence";
    QTest::newRow("escape \\x") << with(R"("eaai")", R"("\x65aai")") << "invalid escape sequence";
    QTest::newRow("short \\u") << with(R"("eaai")", R"("\u0Zai")") << "invalid .u escape";
    QTest::newRow("leading zero") << with(R"("seat":0)", R"("seat":00)") << "text after|',' or '}' expected";
    QTest::newRow("plus sign") << with(R"("seat":0)", R"("seat":+0)") << "illegal value";
    QTest::newRow("tab in a string") << with(R"("eaai")", "\"ea\tai\"") << "control character";
    QTest::newRow("trailing comma") << with(R"("history":[]})", R"("history":[],})") << "member name expected";
    QTest::newRow("Latin-1 byte") << with(R"("eaai")", "\"ea\xE4i\"") << "invalid UTF-8";
    QTest::newRow("overlong UTF-8") << with(R"("eaai")", "\"ea\xC0\xAFi\"") << "invalid UTF-8";
  }
  void botRefusesWhatIsNotJson() {
    QFETCH(QByteArray, request);
    QFETCH(QString, error);
    const Run r = cli({"bot", "--level", "casual"}, request + '\n' + QByteArray(kFirst) + '\n');
    QCOMPARE(r.status, 0);
    QCOMPARE(r.lines().size(), 2);
    const QString got = r.lines().first().value("error").toString();
    QVERIFY2(got.startsWith("malformed JSON: ") && got.contains(QRegularExpression(error)), qPrintable(got + " / " + r.out));
    QVERIFY2(!r.lines().last().contains("error"), qPrintable(r.out));  // the valid request after it is answered
  }

  // No state between requests: the same request gives the same answer, alone or after others.
  // The request may say what the match has shown (deals, late_knocks): at request 41 of the Expert's
  // file expert1 knocks with 9, but plays on against an opponent that knocks any time
  // (ai::knocksAnyTime, in its rollouts), not when the late knocks are the bot's own or too few. (The
  // Expert knocked there too until its sampled danger; now it plays on against anyone.)
  void botHearsLateKnocks() {
    QJsonObject req = QJsonDocument::fromJson(dataFile("requests-expert.jsonl").split('\n').at(40)).object();
    const auto answer = [&](int deals, QJsonArray late) {
      req.insert("deals", deals);
      req.insert("late_knocks", late);
      const Run r = cli({"bot", "--level", "expert1", "--seed", "1"}, line(req));
      return r.lines().value(0);
    };
    QCOMPARE(answer(2, {0, 0}).value("action").toString(), QString("knock"));
    QCOMPARE(answer(2, {1, 0}).value("action").toString(), QString("knock"));
    QCOMPARE(answer(3, {0, 1}).value("action").toString(), QString("knock"));
    const QJsonObject quick = answer(2, {0, 1});
    QCOMPARE(quick.value("action").toString(), QString("discard"));
    QCOMPARE(quick.value("card").toString(), QString("5d"));
    // Checked like every field: whole numbers in range, at most one entry per seat.
    const auto refusal = [&](const char* key, const QJsonValue& value) {
      QJsonObject bad = req;
      bad.insert("deals", 2);
      bad.insert("late_knocks", QJsonArray{0, 1});
      bad.insert(QLatin1String(key), value);
      return cli({"bot", "--level", "expert", "--seed", "1"}, line(bad)).lines().value(0).value("error").toString();
    };
    QVERIFY(refusal("deals", 1.5).contains("whole number"));
    QVERIFY(refusal("deals", -1).contains("out of range"));
    QVERIFY(refusal("late_knocks", "1").contains("list"));
    QVERIFY(refusal("late_knocks", QJsonArray{0, 3}).contains("out of range"));  // more than the deals
    QVERIFY(refusal("late_knocks", QJsonArray{0, 1, 0}).contains("more entries than players"));
    QVERIFY(refusal("late_knock_max", QJsonArray{0, 0.5}).contains("whole number"));
  }

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
