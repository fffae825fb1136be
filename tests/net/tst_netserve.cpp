// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `ginrummy-cli serve` and `ginrummy-cli join` as processes over loopback: whole matches refereed by the
// game's own controller, a seat that sees only its own cards (a recording guest written from
// docs/network.md, checked against the match replayed from the revealed seeds), refusals, and a join
// killed with SIGKILL that takes its seat back.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <functional>
#include <map>

#include "hand.h"
#include "match.h"
#include "rules.h"
#include "specclient.h"

namespace {

const QString kCli = QStringLiteral(GIN_CLI_PATH);

// A process of ginrummy-cli: its standard output in lines, its standard error kept for messages.
class Cli {
 public:
  explicit Cli(const QStringList& args) {
    p_.start(kCli, args);
    p_.waitForStarted();
  }
  ~Cli() {
    if (p_.state() != QProcess::NotRunning) {
      p_.terminate();
      if (!p_.waitForFinished(2000)) p_.kill();
      p_.waitForFinished(2000);
    }
  }
  // Standard output lines so far.
  QStringList lines() {
    out_ += p_.readAllStandardOutput();
    QStringList l = QString::fromUtf8(out_).split(QLatin1Char('\n'));
    l.removeLast();  // what follows the last newline: not a line yet
    return l;
  }
  QStringList waitLines(const QString& prefix, int n, int ms = 10000) {
    QElapsedTimer t;
    t.start();
    QStringList found;
    while (t.elapsed() < ms) {
      found.clear();
      for (const QString& l : lines())
        if (l.startsWith(prefix)) found << l.mid(prefix.size());
      if (found.size() >= n || p_.state() == QProcess::NotRunning) break;
      QTest::qWait(10);
    }
    return found;
  }
  bool waitStderr(const QString& text, int ms = 10000) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
      if (err().contains(text)) return true;
      if (p_.state() == QProcess::NotRunning) return err().contains(text);
      QTest::qWait(10);
    }
    return false;
  }
  // The exit status, -1 for a crash or a kill, -2 when it did not end in time.
  int wait(int ms) {
    QElapsedTimer t;
    t.start();
    while (p_.state() != QProcess::NotRunning && t.elapsed() < ms) QTest::qWait(10);
    if (p_.state() != QProcess::NotRunning) return -2;
    return p_.exitStatus() == QProcess::NormalExit ? p_.exitCode() : -1;
  }
  QJsonObject lastJson() {
    const QStringList l = lines();
    return l.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(l.last().toUtf8()).object();
  }
  QString err() {
    err_ += p_.readAllStandardError();
    return QString::fromUtf8(err_);
  }
  QString log() { return QStringLiteral("stdout:\n") + lines().join(QLatin1Char('\n')) + QStringLiteral("\nstderr:\n") + err(); }
  void killHard() {
    p_.kill();  // SIGKILL
    p_.waitForFinished(3000);
  }
  void signal(int sig) { ::kill(static_cast<pid_t>(p_.processId()), sig); }

 private:
  QProcess p_;
  QByteArray out_, err_;
};

QStringList serveArgs(const QStringList& tables, const QStringList& more = {}) {
  QStringList a{QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--address"),
                QStringLiteral("127.0.0.1"), QStringLiteral("--once")};
  for (const QString& t : tables) a << QStringLiteral("--table") << t;
  return a + more;
}

QStringList joinArgs(const QString& link, const QStringList& more = {}) {
  return QStringList{QStringLiteral("join"), link, QStringLiteral("--level"), QStringLiteral("casual"), QStringLiteral("--json")} + more;
}

// ---- the recording guest's check: every card in every message was visible to its seat then ----

std::optional<gin::Card> cardText(const QString& s) {
  static const QRegularExpression re(QStringLiteral("^(10|[2-9TJQKAtjqka])[cdhsCDHS]$"));
  if (!re.match(s).hasMatch()) return std::nullopt;
  return gin::parseCard(s.toStdString());
}

// Every card named anywhere in a JSON value.
void cardsIn(const QJsonValue& v, gin::CardSet& out) {
  if (v.isString()) {
    if (const auto c = cardText(v.toString())) out |= gin::bit(*c);
  } else if (v.isArray()) {
    for (const QJsonValue& x : v.toArray()) cardsIn(x, out);
  } else if (v.isObject()) {
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) cardsIn(*it, out);
  }
}

gin::ActionType actionNamed(const QString& n) {
  using gin::ActionType;
  static const std::map<QString, ActionType> names{{"take_upcard", ActionType::TakeUpcard}, {"pass", ActionType::PassUpcard},
                                                   {"draw_stock", ActionType::DrawStock},   {"draw_discard", ActionType::DrawDiscard},
                                                   {"discard", ActionType::Discard},        {"knock", ActionType::Knock},
                                                   {"big_gin", ActionType::BigGin},         {"layoff", ActionType::Layoff}};
  const auto it = names.find(n);
  if (it == names.end()) qFatal("unknown history action %s", qPrintable(n));
  return it->second;
}

QString names(gin::CardSet s) {
  QStringList l;
  gin::forEach(s, [&](gin::Card c) { l << QString::fromStdString(gin::toString(c)); });
  return l.join(QLatin1Char(' '));
}

// Replays each deal of a recorded seat from its revealed seed, following the public history of the
// seat's own updates, and fails on any card a message named that was hidden from the seat at that
// moment: in the stock or in another seat's hand (unless the seat saw it go there: a discard taken from
// the pile), or the knock card lying face down. Returns the number
// of messages checked.
int checkVisibility(const QList<QJsonObject>& messages, const gin::Rules& rules, int seat) {
  using namespace gin;
  std::map<int, std::uint64_t> seeds;
  for (const QJsonObject& m : messages)
    if (m.value("type") == "reveal") seeds[m.value("deal").toInt()] = static_cast<std::uint64_t>(m.value("seed").toDouble());
  int checked = 0;
  int deal = -1;
  std::unique_ptr<HandState> h;
  std::size_t applied = 0;
  bool knocked = false;
  CardSet hiddenAtKnock = 0;
  CardSet seen = 0;  // what the seat has seen of the true deal: its own cards, every card shown face up
  Card knockCard = NoCard;
  int knocker = -1;
  for (int i = 0; i < messages.size(); ++i) {
    const QJsonObject& m = messages[i];
    if (m.value("type") != "update") {
      CardSet cards = 0;
      cardsIn(m, cards);
      if (cards) qFatal("a %s message names cards: %s", qPrintable(m.value("type").toString()), qPrintable(names(cards)));
      continue;
    }
    const QJsonObject view = m.value("view").toObject();
    const QJsonArray history = view.value("history").toArray();
    const QString phase = view.value("phase").toString();
    const bool over = phase == "scored" || phase == "drawn";
    if (m.value("deal").toInt() != deal) {
      deal = m.value("deal").toInt();
      if (!seeds.count(deal)) qFatal("deal %d was never revealed", deal);
      const std::uint64_t seed = seeds[deal];
      const int dealer = deal == 0 ? cutForDeal(rules.players, seed).dealer : view.value("dealer").toInt();
      if (view.value("dealer").toInt() != dealer) qFatal("deal %d: the dealer is not the cut's", deal);
      h = std::make_unique<HandState>(rules, dealer, seed);
      seen = h->hand(seat) | bit(h->discardPile().back());
      applied = 0;
      knocked = false;
      knocker = -1;
      knockCard = NoCard;
      // The knock card, from the deal's last update (the hand is over: everyone sees it then).
      for (int j = i; j < messages.size(); ++j) {
        const QJsonObject& n = messages[j];
        if (n.value("type") != "update" || n.value("deal").toInt() != deal) continue;
        for (const QJsonValue& e : n.value("view").toObject().value("history").toArray())
          if (e.toObject().value("action") == "knock" && e.toObject().contains("card") && !e.toObject().value("card").isNull())
            knockCard = *parseCard(e.toObject().value("card").toString().toStdString());
      }
    }
    // Follow the public history: every action the seat was told of, applied to the true hand.
    for (; applied < std::size_t(history.size()) && !knocked; ++applied) {
      const QJsonObject e = history[int(applied)].toObject();
      const int who = e.value("seat").toInt();
      Action a;
      a.type = actionNamed(e.value("action").toString());
      if (a.type == ActionType::Knock || a.type == ActionType::BigGin) {
        // From here the knocker's hand is laid out; the others' hands and the stock stay hidden.
        knocked = true;
        knocker = who;
        hiddenAtKnock = 0;
        for (Card c : h->stock()) hiddenAtKnock |= bit(c);
        for (int s = 0; s < rules.players; ++s)
          if (s != seat && s != who) hiddenAtKnock |= h->hand(s);
        hiddenAtKnock &= ~seen;
        break;
      }
      if (a.type == ActionType::Discard) a.card = *parseCard(e.value("card").toString().toStdString());
      if ((a.type == ActionType::DrawDiscard || a.type == ActionType::TakeUpcard) && !h->discardPile().empty()) seen |= bit(h->discardPile().back());
      const Reject r = h->apply(who, a);
      seen |= h->hand(seat);
      for (Card c : h->discardPile()) seen |= bit(c);
      if (r != Reject::Ok) qFatal("deal %d: the history's %s of seat %d does not replay: %s", deal, qPrintable(e.value("action").toString()), who, rejectCode(r));
    }
    if (over) continue;  // the hand is over: every hand is laid down, as at a real table
    CardSet hidden = 0;
    if (!knocked) {
      for (Card c : h->stock()) hidden |= bit(c);
      for (int s = 0; s < rules.players; ++s)
        if (s != seat) hidden |= h->hand(s);
      hidden &= ~seen;
      // And the seat's own hand is the true one.
      CardSet own = 0;
      cardsIn(view.value("hand"), own);
      if (own != h->hand(seat)) qFatal("deal %d: the seat's hand %s is not its true hand %s", deal, qPrintable(names(own)), qPrintable(names(h->hand(seat))));
    } else {
      hidden = hiddenAtKnock;
      // The face-down knock discard. A card the seat saw before (say on the pile, then taken by the
      // knocker) is named in the old history, which is no leak (it failed so once in a full run); that it
      // is the knock discard must not be said: no card in the knock event or the view's knock discard.
      if (seat != knocker && knockCard != NoCard) {
        hidden |= bit(knockCard) & ~seen;
        for (const QJsonValue& e : history)
          if (e.toObject().value("action") == "knock" && !e.toObject().value("card").isNull() && e.toObject().contains("card"))
            qFatal("deal %d, update %d: seat %d was told the knock discard", deal, m.value("seq").toInt(), seat);
        if (view.contains("knock_discard") && !view.value("knock_discard").isNull())
          qFatal("deal %d, update %d: seat %d was shown the knock discard", deal, m.value("seq").toInt(), seat);
      }
      // Cards laid off since the knock are on the table, in the open.
      CardSet open = 0;
      cardsIn(view.value("table_melds"), open);
      hidden &= ~open;
    }
    CardSet named = 0;
    cardsIn(m, named);
    if (named & hidden)
      qFatal("deal %d, update %d: seat %d was sent %s, hidden from it then:\n%s\n%s", deal, m.value("seq").toInt(), seat,
             qPrintable(names(named & hidden)), QJsonDocument(m).toJson(QJsonDocument::Compact).constData(), h->diagram().c_str());
    ++checked;
  }
  return checked;
}

}  // namespace

class TstNetServe : public QObject {
  Q_OBJECT
 private slots:
  void twoJoinsPlayAWholeMatch();
  void pokerTableWithAComputerAndTwoJoins();
  void aSeatSeesOnlyWhatItMay();
  void refusalsEndToEnd();
  void killedJoinTakesItsSeatBack();
  void hostGoneEndsTheJoins();
  void sleepingHostIsNoticed();
  void badCommandLines();
};

void TstNetServe::twoJoinsPlayAWholeMatch() {
  QElapsedTimer clock;
  clock.start();
  Cli serve(serveArgs({QStringLiteral("eaai")}));
  const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
  QVERIFY2(links.size() == 2, qPrintable(serve.log()));
  qInfo("two invitations %lld ms after serve started", clock.elapsed());
  Cli a(joinArgs(links[0], {QStringLiteral("--name"), QStringLiteral("Anna")}));
  Cli b(joinArgs(links[1], {QStringLiteral("--seed"), QStringLiteral("2")}));
  QCOMPARE(a.wait(60000), 0);
  QCOMPARE(b.wait(10000), 0);
  QCOMPARE(serve.wait(10000), 0);
  const QJsonObject ra = a.lastJson(), rb = b.lastJson();
  QVERIFY2(!ra.isEmpty() && !rb.isEmpty(), qPrintable(a.log() + b.log()));
  QCOMPARE(ra.value("seat").toInt(), 0);
  QCOMPARE(rb.value("seat").toInt(), 1);
  // Both guests heard the same referee.
  QCOMPARE(ra.value("winner"), rb.value("winner"));
  QCOMPARE(ra.value("scores"), rb.value("scores"));
  QCOMPARE(ra.value("result"), rb.value("result"));
  QCOMPARE(ra.value("deals"), rb.value("deals"));
  const int winner = ra.value("winner").toInt();
  QVERIFY(winner == 0 || winner == 1);
  // The winner reached the eaai target (100); every deal was checked by both and found fair.
  QVERIFY2(ra.value("scores").toArray().at(winner).toInt() >= 100, qPrintable(a.log()));
  QVERIFY(ra.value("fair").toBool() && rb.value("fair").toBool());
  QCOMPARE(ra.value("checked").toInt(), ra.value("deals").toInt());
  QCOMPARE(rb.value("checked").toInt(), rb.value("deals").toInt());
  QCOMPARE(ra.value("refusals").toInt(), 0);
  QVERIFY2(serve.err().contains(QStringLiteral("the match is over")), qPrintable(serve.log()));
  qInfo("%d deals, result %s, %lld ms", ra.value("deals").toInt(), QJsonDocument(ra.value("result").toArray()).toJson(QJsonDocument::Compact).constData(),
        clock.elapsed());
}

void TstNetServe::pokerTableWithAComputerAndTwoJoins() {
  Cli serve(serveArgs({QStringLiteral("poker:3+1")}, {QStringLiteral("--target"), QStringLiteral("60")}));
  const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
  QCOMPARE(links.size(), 2);  // the third seat is the host's computer
  QTest::qWait(200);
  QCOMPARE(serve.lines().size(), 2);
  Cli a(joinArgs(links[0]));
  Cli b(joinArgs(links[1], {QStringLiteral("--seed"), QStringLiteral("7")}));
  QCOMPARE(a.wait(90000), 0);
  QCOMPARE(b.wait(10000), 0);
  QCOMPARE(serve.wait(10000), 0);
  const QJsonObject ra = a.lastJson(), rb = b.lastJson();
  QCOMPARE(ra.value("result").toArray().size(), 3);
  QCOMPARE(ra.value("result"), rb.value("result"));
  QCOMPARE(ra.value("winner"), rb.value("winner"));
  QVERIFY(ra.value("fair").toBool() && rb.value("fair").toBool());
  QVERIFY2(serve.err().contains(QStringLiteral("the match starts")), qPrintable(serve.log()));
}

void TstNetServe::aSeatSeesOnlyWhatItMay() {
  // A target of 300: several deals (the recorder never knocks, so it loses each hand by much). At 150 a
  // match of two quick hands gave 19 updates to check, below the 21 asked for below (seen once; most
  // runs at 150 checked 60 to 160, at 300 about 160 to 250).
  Cli serve(serveArgs({QStringLiteral("eaai")}, {QStringLiteral("--target"), QStringLiteral("300")}));
  const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
  QCOMPARE(links.size(), 2);
  // Seat 0: a guest written from docs/network.md that records every message; it passes, draws from the
  // stock and discards, and lays off nothing. Seat 1: a computer player through join.
  spec::Client rec(spec::Link::parse(links[0]));
  QVERIFY(rec.waitEncrypted());
  rec.sendHello(QStringLiteral("Recorder"));
  Cli other(joinArgs(links[1]));
  QList<QJsonObject> messages;
  QJsonObject welcome = rec.nextOf(QStringLiteral("welcome"));
  QCOMPARE(welcome.value("seat").toInt(), 0);
  bool done = false;
  QElapsedTimer t;
  t.start();
  while (!done && t.elapsed() < 60000) {
    const QJsonObject m = rec.next(10000);
    QVERIFY2(!m.isEmpty(), qPrintable(serve.log()));
    const QString type = m.value("type").toString();
    if (type == "ping") rec.send("{\"type\":\"pong\"}");
    if (type == "ping" || type == "pong") continue;
    messages << m;
    if (type == "commit") {
      // A part of our own: 32 random bytes as 64 hex digits.
      QByteArray part(32, 0);
      for (char& c : part) c = char(QRandomGenerator::global()->bounded(256));
      rec.send("{\"type\":\"contribution\",\"deal\":" + QByteArray::number(m.value("deal").toInt()) + ",\"part\":\"" + part.toHex() + "\"}");
    } else if (type == "bye") {
      done = true;
    } else if (type == "update") {
      const QJsonObject v = m.value("view").toObject();
      if (v.value("to_act").toInt() != 0) continue;
      const QString phase = v.value("phase").toString();
      QByteArray action;
      if (phase == "first_upcard") action = "{\"action\":\"pass\"}";
      if (phase == "draw") action = "{\"action\":\"draw_stock\"}";
      if (phase == "discard") {
        const QString taken = v.value("taken_from_discard").toString();
        for (const QJsonValue& c : v.value("hand").toArray())
          if (c.toString() != taken) {
            action = "{\"action\":\"discard\",\"card\":\"" + c.toString().toLatin1() + "\"}";
            break;
          }
      }
      if (phase == "layoff") action = "{\"action\":\"layoff\",\"melds\":[],\"layoffs\":[]}";
      if (action.isEmpty()) continue;
      action.insert(1, "\"type\":\"action\",\"seq\":" + QByteArray::number(m.value("seq").toInt()) + ",");
      rec.send(action);
    } else if (type == "refused") {
      QFAIL(qPrintable("refused: " + QJsonDocument(m).toJson(QJsonDocument::Compact)));
    }
  }
  QVERIFY(done);
  QCOMPARE(other.wait(10000), 0);
  gin::Rules rules;
  QVERIFY(gin::preset("eaai", rules));
  rules.gameTarget = 300;
  const int updates = int(std::count_if(messages.begin(), messages.end(), [](const QJsonObject& m) { return m.value("type") == "update"; }));
  const int checked = checkVisibility(messages, rules, 0);
  qInfo("%lld messages recorded, %d updates of unfinished hands checked", messages.size(), checked);
  QVERIFY(checked > 20);
  QVERIFY(std::count_if(messages.begin(), messages.end(), [](const QJsonObject& m) { return m.value("type") == "reveal"; }) >= 2);
  QVERIFY(checked < updates);  // the end of each hand shows everything, and is not counted
  // The recording is the other seat's result too.
  QCOMPARE(other.lastJson().value("seat").toInt(), 1);
}

void TstNetServe::refusalsEndToEnd() {
  Cli serve(serveArgs({QStringLiteral("eaai")}));
  const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
  QCOMPARE(links.size(), 2);
  // A wrong secret: the same seat, 16 zero bytes as the secret.
  QString wrong = links[0];
  wrong = wrong.left(wrong.lastIndexOf(QLatin1Char('/')) + 1) + QString(22, QLatin1Char('A'));
  Cli w(joinArgs(wrong));
  QCOMPARE(w.wait(10000), 1);
  QVERIFY2(w.err().contains(QStringLiteral("wrong_secret")) && w.err().contains(QStringLiteral("secret is wrong")), qPrintable(w.err()));
  // A seat taken: the first join holds it (the match waits for the second seat), a second is refused.
  QTemporaryDir dir;
  Cli first(joinArgs(links[0]));
  QVERIFY2(first.waitStderr(QStringLiteral("took seat 0")), qPrintable(first.log()));
  Cli second(joinArgs(links[0]));
  QCOMPARE(second.wait(10000), 1);
  QVERIFY2(second.err().contains(QStringLiteral("seat_taken")) && second.err().contains(QStringLiteral("another guest holds this seat")),
           qPrintable(second.err()));
  // A bad link: refused before any connection.
  Cli bad(joinArgs(links[1].left(links[1].lastIndexOf(QLatin1Char('/')))));
  QCOMPARE(bad.wait(10000), 2);
  QVERIFY2(bad.err().contains(QStringLiteral("not an invitation")), qPrintable(bad.err()));
  // None of it touched the table: the other seat still joins and the match is played out.
  Cli b(joinArgs(links[1]));
  QCOMPARE(first.wait(60000), 0);
  QCOMPARE(b.wait(10000), 0);
  QCOMPARE(first.lastJson().value("result"), b.lastJson().value("result"));
  QVERIFY(serve.err().contains(QStringLiteral("turned away")));
}

void TstNetServe::killedJoinTakesItsSeatBack() {
  QTemporaryDir dir;
  const QString state = dir.filePath(QStringLiteral("seat0.json"));
  Cli serve(serveArgs({QStringLiteral("eaai")}, {QStringLiteral("--grace"), QStringLiteral("30"), QStringLiteral("--target"), QStringLiteral("200")}));
  const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
  QCOMPARE(links.size(), 2);
  // 20 ms before each move, and a target no single hand reaches (eaai: at most gin's 25 and 98 of deadwood):
  // the match lasts long enough to be cut in the middle (with 60 one big hand ended it before the cut).
  auto a = std::make_unique<Cli>(joinArgs(links[0], {QStringLiteral("--state"), state, QStringLiteral("--pause-ms"), QStringLiteral("20")}));
  Cli b(joinArgs(links[1], {QStringLiteral("--pause-ms"), QStringLiteral("20")}));
  QVERIFY2(serve.waitStderr(QStringLiteral("the match starts")), qPrintable(serve.log()));
  QTest::qWait(400);
  a->killHard();
  QVERIFY2(serve.waitStderr(QStringLiteral("seat 0: gone")), qPrintable(serve.log()));
  QVERIFY2(!serve.err().contains(QStringLiteral("the match is over")), "the match ended before the kill");
  QElapsedTimer back;
  back.start();
  Cli again(joinArgs(links[0], {QStringLiteral("--state"), state}));
  QVERIFY2(again.waitStderr(QStringLiteral("back in seat 0")), qPrintable(again.log()));
  qInfo("back in the seat %lld ms after the new process started", back.elapsed());
  QVERIFY(serve.err().contains(QStringLiteral("seat 0: Casual came back")) || serve.err().contains(QStringLiteral("came back")));
  QCOMPARE(again.wait(60000), 0);
  QCOMPARE(b.wait(10000), 0);
  QCOMPARE(again.lastJson().value("result"), b.lastJson().value("result"));
  QCOMPARE(again.lastJson().value("winner"), b.lastJson().value("winner"));
  QVERIFY(again.lastJson().value("fair").toBool());
  QCOMPARE(serve.wait(10000), 0);
}

// The host killed in the middle of a match: each guest tries to get back in for the grace period the
// welcome named (2 s here) and its slack (10 s), then ends with the reason instead of waiting forever.
void TstNetServe::hostGoneEndsTheJoins() {
  Cli serve(serveArgs({QStringLiteral("eaai")}, {QStringLiteral("--grace"), QStringLiteral("2"), QStringLiteral("--target"), QStringLiteral("200")}));
  const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
  QCOMPARE(links.size(), 2);
  Cli a(joinArgs(links[0], {QStringLiteral("--pause-ms"), QStringLiteral("20")}));
  Cli b(joinArgs(links[1], {QStringLiteral("--pause-ms"), QStringLiteral("20")}));
  QVERIFY2(serve.waitStderr(QStringLiteral("the match starts")), qPrintable(serve.log()));
  QTest::qWait(300);
  serve.killHard();
  QElapsedTimer gone;
  gone.start();
  for (Cli* c : {&a, &b}) {
    QCOMPARE(c->wait(40000), 1);
    QVERIFY2(c->err().contains(QStringLiteral("the line dropped")), qPrintable(c->log()));
    QVERIFY2(c->err().contains(QStringLiteral("gave_up")) && c->err().contains(QStringLiteral("the host was gone for longer than its grace period")),
             qPrintable(c->log()));
    QVERIFY2(c->lastJson().isEmpty(), "no match result without the referee's");
  }
  // Not before the grace period and its slack are over.
  QVERIFY2(gone.elapsed() >= 11000, qPrintable(QString::number(gone.elapsed())));
  qInfo("both guests gave up %lld ms after the host was killed", gone.elapsed());
}

// The host's machine sleeps (the process stopped: its connections stay open and say nothing): each guest
// notices by the silence, with the protocol's real bounds (pings after 5 s, dead after 20 s; it took 45 s),
// and is back in its seat once the host wakes.
void TstNetServe::sleepingHostIsNoticed() {
  Cli serve(serveArgs({QStringLiteral("eaai")}, {QStringLiteral("--target"), QStringLiteral("200")}));
  const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
  QCOMPARE(links.size(), 2);
  Cli a(joinArgs(links[0], {QStringLiteral("--pause-ms"), QStringLiteral("20")}));
  Cli b(joinArgs(links[1], {QStringLiteral("--pause-ms"), QStringLiteral("20")}));
  QVERIFY2(serve.waitStderr(QStringLiteral("the match starts")), qPrintable(serve.log()));
  QTest::qWait(300);
  serve.signal(SIGSTOP);
  QElapsedTimer asleep;
  asleep.start();
  for (Cli* c : {&a, &b}) QVERIFY2(c->waitStderr(QStringLiteral("the line dropped (timeout)"), 40000), qPrintable(c->log()));
  const qint64 noticed = asleep.elapsed();
  qInfo("both guests noticed the sleeping host after %lld ms", noticed);
  QVERIFY2(noticed >= 15000 && noticed < 30000, qPrintable(QString::number(noticed)));
  serve.signal(SIGCONT);
  QTRY_VERIFY2_WITH_TIMEOUT(serve.err().count(QStringLiteral("came back")) >= 2, qPrintable(serve.log()), 20000);
}

void TstNetServe::badCommandLines() {
  Cli noTable(QStringList{QStringLiteral("serve")});
  QCOMPARE(noTable.wait(5000), 2);
  Cli badPreset(QStringList{QStringLiteral("serve"), QStringLiteral("--table"), QStringLiteral("bridge")});
  QCOMPARE(badPreset.wait(5000), 2);
  QVERIFY(badPreset.err().contains(QStringLiteral("unknown preset 'bridge'")));
  Cli tooMany(QStringList{QStringLiteral("serve"), QStringLiteral("--table"), QStringLiteral("standard:3")});
  QCOMPARE(tooMany.wait(5000), 2);
  QVERIFY2(tooMany.err().contains(QStringLiteral("poker gin takes 2 to 5")), qPrintable(tooMany.err()));
  Cli allComputers(QStringList{QStringLiteral("serve"), QStringLiteral("--table"), QStringLiteral("poker:3+3")});
  QCOMPARE(allComputers.wait(5000), 2);
  Cli noLevel(QStringList{QStringLiteral("join"), QStringLiteral("ginrummy://127.0.0.1:1/abc/AAAAAAAAAAAAAAAAAAAAAA")});
  QCOMPARE(noLevel.wait(5000), 2);
  // Nobody listens: refused with the reason, status 1.
  Cli nobody(joinArgs(QStringLiteral("ginrummy://127.0.0.1:1/abc/AAAAAAAAAAAAAAAAAAAAAA")));
  QCOMPARE(nobody.wait(10000), 1);
  QVERIFY2(nobody.err().contains(QStringLiteral("unreachable")), qPrintable(nobody.err()));
}

QTEST_GUILESS_MAIN(TstNetServe)
#include "tst_netserve.moc"
