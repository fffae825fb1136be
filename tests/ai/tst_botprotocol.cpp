// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Conformance of `ginrummy-cli bot` to its protocol (README, "`ginrummy-cli bot`: the line protocol";
// docs/ai.md holds the same text). A referee written from that description, not from cli/bot.cpp:
// it records whole matches played by the engine's computer players, builds for every decision of every
// seat the request the description asks for, from the true state of the hand, sends them all to the
// real `ginrummy-cli bot` process, and requires a legal action for each one. Two-player presets and
// poker gin for 2 to 5 players.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>
#include <memory>
#include <optional>

#include "ai/ai.h"
#include "card.h"
#include "hand.h"
#include "match.h"
#include "meld.h"
#include "rules.h"

using namespace gin;

namespace {

QJsonValue cardJson(Card c) { return QString::fromStdString(toString(c)); }
QJsonArray cardsJson(CardSet s) {
  QJsonArray a;
  forEach(s, [&](Card c) { a.append(cardJson(c)); });
  return a;
}
QJsonArray cardsJson(const std::vector<Card>& v) {
  QJsonArray a;
  for (Card c : v) a.append(cardJson(c));
  return a;
}

// One decision of the recorded match: the state of the hand at that moment and the request for it.
struct Decision {
  HandState state;
  int seat;
  QJsonObject request;
};

// The request for the seat to act in `st`, built the way the description says. `variant` varies what
// the description leaves open (rules as a name or an object, the current draw listed or not, the
// first upcard stated or not), so that every form is sent.
QJsonObject requestFor(const HandState& st, const QJsonValue& rules, const std::vector<int>& scores, int variant) {
  const int seat = st.toAct();
  QJsonObject r;
  switch (st.phase()) {
    case Phase::FirstUpcard: r["decision"] = "first_upcard"; break;
    case Phase::Draw: r["decision"] = "draw"; break;
    case Phase::Discard: r["decision"] = "discard"; break;
    case Phase::Layoff: r["decision"] = "layoff"; break;
    default: return {};
  }
  r["rules"] = rules;
  r["seat"] = seat;
  r["dealer"] = st.dealer();
  QJsonArray sc;
  for (int s : scores) sc.append(s);
  r["scores"] = sc;
  r["hand"] = cardsJson(st.hand(seat));
  // The whole pile, bottom to top, without the knocker's face-down discard (in no field).
  std::vector<Card> pile = st.discardPile();
  if (st.phase() == Phase::Layoff && st.knockDiscard() != NoCard) {
    if (pile.empty() || pile.back() != st.knockDiscard()) return {};  // the engine lays it on top, face down
    pile.pop_back();
  }
  r["discard_pile"] = cardsJson(pile);
  r["stock_count"] = static_cast<int>(st.stock().size());
  // The first upcard: stated, or left to the history (a taken upcard is then named by its entry).
  const bool statesUpcard = variant % 3 == 0;
  if (statesUpcard) r["first_upcard"] = cardJson(st.firstUpcard());

  // The public history from the deal: the offers of the first upcard, then draws and discards. The
  // knock and the lay-offs are not history entries; a stock draw shows its card to its own seat only.
  QJsonArray history;
  int lastDraw = -1;  // index in `history` of the seat's current draw (discard decision)
  for (const Step& s : st.history()) {
    QJsonObject e{{"seat", s.seat}};
    switch (s.action.type) {
      case ActionType::PassUpcard: e["action"] = "pass"; break;
      case ActionType::TakeUpcard:
        e["action"] = "take_upcard";
        if (!statesUpcard || variant % 2 == 0) e["card"] = cardJson(st.firstUpcard());
        break;
      case ActionType::DrawStock:
        e["action"] = "draw_stock";
        if (s.seat == seat) e["card"] = cardJson(s.drawn);
        break;
      case ActionType::DrawDiscard:
        e["action"] = "draw_discard";
        e["card"] = cardJson(s.drawn);
        break;
      case ActionType::Discard:
        e["action"] = "discard";
        e["card"] = cardJson(s.action.card);
        break;
      default: continue;  // knock, big gin, lay-offs
    }
    if (s.action.type == ActionType::TakeUpcard || s.action.type == ActionType::DrawStock ||
        s.action.type == ActionType::DrawDiscard)
      lastDraw = static_cast<int>(history.size());
    history.append(e);
  }
  if (st.phase() == Phase::Discard) {
    const QJsonObject draw = history.at(lastDraw).toObject();
    const QString how = draw.value("action").toString();
    r["from"] = how == "draw_stock" ? "stock" : "discard";
    r["drawn"] = how == "take_upcard" ? cardJson(st.firstUpcard()) : draw.value("card");
    // The current draw may be listed or left to drawn/from.
    if (variant % 2 == 1) history.removeAt(lastDraw);
  }
  r["history"] = history;

  if (st.phase() == Phase::Layoff) {
    // The knocker's melds as they stand (grown by earlier lay-offs) and its deadwood; the melds the
    // earlier defenders laid out themselves are not sent.
    const int knocker = st.knocker();
    QJsonArray melds;
    CardSet onTable = 0;
    for (std::size_t i = 0; i < st.tableMelds().size(); ++i) {
      onTable |= st.tableMelds()[i];
      if (st.tableOwner()[i] == knocker) melds.append(cardsJson(st.tableMelds()[i]));
    }
    r["melds"] = melds;
    const CardSet deadwood = st.hand(knocker) & ~onTable;
    r["deadwood_cards"] = cardsJson(deadwood);
    r["gin"] = deadwood == 0;
    r["knocker"] = knocker;
    if (variant % 4 == 1) r.remove("stock_count");  // optional in a lay-off
  }
  return r;
}

std::vector<CardSet> meldsOf(const QJsonValue& v, bool* ok) {
  std::vector<CardSet> out;
  for (const QJsonValue& m : v.toArray()) {
    CardSet s = 0;
    for (const QJsonValue& c : m.toArray()) {
      const auto card = parseCard(c.toString().toStdString());
      if (!card) *ok = false;
      else s |= bit(*card);
    }
    out.push_back(s);
  }
  return out;
}

// The answer as an action, read as the description lists the answers; nullopt if it is not one.
std::optional<Action> actionOf(const QJsonObject& a, const HandState& st) {
  const QString type = a.value("action").toString();
  bool ok = true;
  const auto card = [&](const char* key) {
    const auto c = parseCard(a.value(QLatin1String(key)).toString().toStdString());
    if (!c) ok = false;
    return c.value_or(NoCard);
  };
  std::optional<Action> act;
  if (type == "take") act = Action::take();
  else if (type == "pass") act = Action::pass();
  else if (type == "draw_stock") act = Action::drawStock();
  else if (type == "draw_discard") act = Action::drawDiscard();
  else if (type == "discard") act = Action::discard(card("card"));
  else if (type == "knock" || type == "gin") {
    act = Action::knock(card("card"), meldsOf(a.value("melds"), &ok));
    // "gin" names a knock that keeps no deadwood, "knock" one that keeps some.
    if (ok && (minDeadwood(st.hand(st.toAct()) & ~bit(act->card)) == 0) != (type == "gin")) ok = false;
  } else if (type == "big_gin") act = Action::bigGin(meldsOf(a.value("melds"), &ok));
  else if (type == "layoff") {
    // `meld` indexes the knocker's melds as sent: the first melds on the table, in their order.
    std::vector<Layoff> layoffs;
    for (const QJsonValue& x : a.value("layoffs").toArray())
      layoffs.push_back(Layoff{[&] {
                                 const auto c = parseCard(x.toObject().value("card").toString().toStdString());
                                 if (!c) ok = false;
                                 return c.value_or(NoCard);
                               }(),
                               x.toObject().value("meld").toInt(-1)});
    act = Action::layoff(meldsOf(a.value("melds"), &ok), layoffs);
  }
  if (!ok) return std::nullopt;
  return act;
}

struct Table {
  QString name;
  QJsonValue rules;  // as sent
  Rules parsed;
  std::vector<ai::Level> levels;
};

Rules presetRules(const char* name, int players = 0) {
  Rules r;
  preset(name, r);
  if (players) r.players = players;
  return r;
}

QJsonObject rulesObject(const Rules& r) {
  QJsonObject o;
  for (const RuleField& f : ruleFields()) {
    if (f.isBool) o[QLatin1String(f.key)] = f.get(r) != 0;
    else o[QLatin1String(f.key)] = f.get(r);
  }
  return o;
}

}  // namespace

class TestBotProtocol : public QObject {
  Q_OBJECT

  // Plays one whole match with the engine's players and returns every decision of it.
  static std::vector<Decision> record(const Table& t, std::uint64_t seed) {
    std::vector<Decision> out;
    Match m(t.parsed, seed);
    std::vector<std::unique_ptr<ai::Player>> players;
    for (std::size_t s = 0; s < t.levels.size(); ++s) players.push_back(ai::makePlayer(t.levels[s], seed + s));
    int variant = static_cast<int>(seed);
    while (!m.over()) {
      HandState& st = m.hand();
      if (st.over()) {
        if (!m.nextHand()) break;
        continue;
      }
      const int seat = st.toAct();
      const std::vector<int> scores = m.sheet().totals(0);
      out.push_back({st, seat, requestFor(st, t.rules, scores, variant++)});
      const Action a = players[seat]->decide(st.view(seat), ai::contextOf(m));
      if (m.apply(seat, a) != Reject::Ok) {
        qWarning("the engine's own player made an illegal move");
        return {};
      }
      if (out.size() > 20000) break;  // a match never gets there
    }
    return out;
  }

  // Sends every request to one `ginrummy-cli bot` process; every answer must be a legal action.
  static void answerEach(const std::vector<Decision>& decisions, const char* level, int every = 1) {
    QByteArray in;
    std::vector<const Decision*> sent;
    for (std::size_t i = 0; i < decisions.size(); i += every) {
      in += QJsonDocument(decisions[i].request).toJson(QJsonDocument::Compact) + '\n';
      sent.push_back(&decisions[i]);
    }
    QProcess bot;
    bot.start(QStringLiteral(GIN_CLI_PATH), {"bot", "--level", level, "--seed", "3"});
    QVERIFY(bot.waitForStarted());
    bot.write(in);
    bot.closeWriteChannel();
    QVERIFY(bot.waitForFinished(120000));
    QCOMPARE(bot.exitCode(), 0);
    const QList<QByteArray> lines = bot.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(static_cast<std::size_t>(lines.size()), sent.size());
    int byKind[4] = {};
    for (std::size_t i = 0; i < sent.size(); ++i) {
      const Decision& d = *sent[i];
      const QJsonObject a = QJsonDocument::fromJson(lines[static_cast<qsizetype>(i)]).object();
      const QByteArray req = QJsonDocument(d.request).toJson(QJsonDocument::Compact);
      QVERIFY2(!a.contains("error"), qPrintable("refused: " + lines[static_cast<qsizetype>(i)] + "\n" + req));
      const std::optional<Action> act = actionOf(a, d.state);
      QVERIFY2(act, qPrintable("not an answer of the protocol: " + lines[static_cast<qsizetype>(i)]));
      const Reject why = d.state.check(d.seat, *act);
      QVERIFY2(why == Reject::Ok, qPrintable(QString::fromLatin1(rejectCode(why)) + ": " + lines[static_cast<qsizetype>(i)] + "\n" + req));
      ++byKind[static_cast<int>(d.state.phase())];
    }
    // Every kind of decision was asked.
    if (every == 1)
      for (int k = 0; k < 4; ++k) QVERIFY2(byKind[k] > 0, qPrintable(QStringLiteral("no decision of kind %1").arg(k)));
  }

 private slots:
  void wholeMatches_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("asObject");
    QTest::addColumn<quint64>("seed");
    for (const char* p : {"standard", "20-point", "oklahoma", "hollywood", "hollywood-oklahoma", "eaai"})
      QTest::newRow(p) << QString::fromLatin1(p) << 0 << (std::string(p) == "oklahoma") << quint64(11);
    for (int n = 2; n <= 5; ++n)
      QTest::newRow(qPrintable(QStringLiteral("poker %1").arg(n))) << QStringLiteral("poker") << n << true << quint64(20 + n);
  }
  void wholeMatches() {
    QFETCH(QString, preset);
    QFETCH(int, players);
    QFETCH(bool, asObject);
    QFETCH(quint64, seed);
    Table t;
    t.name = preset;
    t.parsed = presetRules(qPrintable(preset), players);
    t.rules = asObject || players ? QJsonValue(rulesObject(t.parsed)) : QJsonValue(preset);
    // Different players make different hands: knocks early and late, gins, undercuts, lay-offs.
    const ai::Level mix[] = {ai::Level::Casual, ai::Level::Beginner, ai::Level::Strong, ai::Level::Simple, ai::Level::Casual};
    for (int s = 0; s < t.parsed.players; ++s) t.levels.push_back(mix[s]);
    // A match at a poker table lasts two or three hands: several of them.
    std::vector<Decision> decisions;
    for (quint64 match = 0; match < (t.parsed.players > 2 ? 5u : 1u); ++match) {
      std::vector<Decision> more = record(t, seed + 100 * match);
      QVERIFY(!more.empty());
      decisions.insert(decisions.end(), more.begin(), more.end());
    }
    QVERIFY(decisions.size() > 50);
    answerEach(decisions, "casual");
    // The Expert reads the same requests (a sample: it searches for tens of milliseconds each).
    answerEach(decisions, "expert", 31);
  }
};

QTEST_GUILESS_MAIN(TestBotProtocol)
#include "tst_botprotocol.moc"
