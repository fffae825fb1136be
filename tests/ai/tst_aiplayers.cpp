// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players: every level plays only legal moves in every variant, decides from its view alone
// (hidden cards reshuffled consistently with the view change nothing), and the reference opponents
// follow their published descriptions.
#include <QtTest>
#include <tuple>

#include "ai/ai.h"
#include "ai/arena.h"
#include "ai/knowledge.h"
#include "ai/modelcheck.h"
#include "ai/opponent.h"
#include "testutil.h"

using namespace gin;
using namespace gin::ai;
using testutil::C;
using testutil::S;

namespace {

constexpr Level kAll[] = {Level::Random, Level::Simple, Level::Camper,  Level::Marjj,  Level::Beginner,
                          Level::Casual, Level::Strong, Level::Expert, Level::Expert0, Level::Expert1};

Rules rulesOf(const char* name) {
  Rules r;
  if (!preset(name, r)) qFatal("no preset %s", name);
  return r;
}

// Plays one hand with `level` at every seat; returns false (with a message) on an illegal action.
bool playHand(Level level, const Rules& rules, std::uint64_t seed, QString& why) {
  HandState h(rules, static_cast<int>(seed % rules.players), seed);
  std::vector<std::unique_ptr<Player>> players;
  for (int s = 0; s < rules.players; ++s) players.push_back(makePlayer(level, seed * 31 + s));
  const MatchContext ctx{std::vector<int>(rules.players, 0), rules.gameTarget};
  for (int steps = 0; !h.over(); ++steps) {
    if (steps > 500) {
      why = QStringLiteral("hand did not end");
      return false;
    }
    const int seat = h.toAct();
    const Action a = players[seat]->decide(h.view(seat), ctx);
    const Reject r = h.apply(seat, a);
    if (r != Reject::Ok) {
      why = QStringLiteral("%1 seed %2: %3 rejected: %4")
                .arg(QLatin1String(levelName(level)))
                .arg(seed)
                .arg(QString::fromStdString(actionToString(a)), QLatin1String(rejectCode(r)));
      return false;
    }
  }
  return h.checkInvariants().empty();
}

bool sameView(const SeatView& a, const SeatView& b) {
  if (a.hand != b.hand || a.phase != b.phase || a.toAct != b.toAct || a.stockCount != b.stockCount ||
      a.discardPile != b.discardPile || a.discardTop != b.discardTop || a.firstUpcard != b.firstUpcard ||
      a.handSizes != b.handSizes || a.takenFromDiscard != b.takenFromDiscard || a.history.size() != b.history.size())
    return false;
  for (std::size_t i = 0; i < a.history.size(); ++i)
    if (a.history[i].seat != b.history[i].seat || a.history[i].type != b.history[i].type ||
        a.history[i].card != b.history[i].card)
      return false;
  return true;
}

// A state after the first upcard was taken by seat 0 (the non-dealer): seat 0 is to discard.
HandState afterTakingUpcard(CardSet seat0, CardSet seat1, Card upcard, const Rules& rules = Rules{}) {
  std::vector<Card> stock = toVector(kFullDeck & ~seat0 & ~seat1 & ~bit(upcard));
  HandState h = HandState::fromHands(rules, 1, {seat0, seat1}, upcard, stock);
  if (h.apply(0, Action::take()) != Reject::Ok) qFatal("take refused");
  return h;
}

// Seat 0 (mine) and seat 1 (theirs) pass the upcard Qs; each turn seat 0 draws and throws its card
// and seat 1 draws and throws `thrown[i].second`; then seat 0 draws `last` and is to discard.
// Seat 0 holds 7h 8h, 3c 3d 3s, Jd Qd Kd, Ac 2c: with 9h it may knock with 1.
SeatView afterTurns(const std::vector<std::pair<const char*, const char*>>& thrown, const char* drawnBySeat1,
                    const char* last) {
  const CardSet mine = S("7h 8h 3c 3d 3s Jd Qd Kd Ac 2c");
  const CardSet theirs = S("4h 5h 6h Tc Ts 9s 8s 7s 6s 5s");
  std::vector<Card> top;
  const std::vector<Card> theirDraws = testutil::cards(drawnBySeat1);
  for (std::size_t i = 0; i < thrown.size(); ++i) top.push_back(C(thrown[i].first)), top.push_back(theirDraws[i]);
  top.push_back(C(last));
  std::vector<Card> stock = top;
  for (Card c : toVector(kFullDeck & ~mine & ~theirs & ~toSet(top) & ~bit(C("Qs")))) stock.push_back(c);
  HandState h = HandState::fromHands(rulesOf("eaai"), 1, {mine, theirs}, C("Qs"), stock);
  bool ok = h.apply(0, Action::pass()) == Reject::Ok && h.apply(1, Action::pass()) == Reject::Ok;
  for (const auto& [ours, their] : thrown)
    ok = ok && h.apply(0, Action::drawStock()) == Reject::Ok && h.apply(0, Action::discard(C(ours))) == Reject::Ok &&
         h.apply(1, Action::drawStock()) == Reject::Ok && h.apply(1, Action::discard(C(their))) == Reject::Ok;
  if (!ok || h.apply(0, Action::drawStock()) != Reject::Ok) qFatal("afterTurns: a move was refused");
  return h.view(0);
}

}  // namespace

class TestAiPlayers : public QObject {
  Q_OBJECT

 private slots:
  void names() {
    for (Level l : kAll) QCOMPARE(levelFromName(levelName(l)), std::optional<Level>(l));
    QVERIFY(!levelFromName("grandmaster"));
    QCOMPARE(QString::fromLatin1(levelName(Level::Expert)), QStringLiteral("expert"));
  }

  void legalInEveryVariant_data() {
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("hands");
    for (Level l : kAll) {
      const bool search = l == Level::Strong || l == Level::Expert || l == Level::Expert0 || l == Level::Expert1;
      for (const char* v : {"standard", "eaai", "oklahoma", "hollywood", "poker"})
        QTest::addRow("%s/%s", levelName(l), v) << static_cast<int>(l) << QString::fromLatin1(v) << (search ? 2 : 40);
    }
  }
  void legalInEveryVariant() {
    QFETCH(int, level);
    QFETCH(QString, variant);
    QFETCH(int, hands);
    Rules rules = rulesOf(qPrintable(variant));
    if (variant == QLatin1String("oklahoma")) rules.oklahomaAceRequiresGin = rules.oklahomaSpadeDoubles = true;
    for (int i = 0; i < hands; ++i) {
      if (variant == QLatin1String("poker")) rules.players = 2 + i % 4;
      QString why;
      QVERIFY2(playHand(static_cast<Level>(level), rules, 1000 + i, why), qPrintable(why));
    }
  }

  // The same view over different hidden cards (the opponent's hand, the stock order below the cards
  // the seat itself draws) gives the same decision at every level.
  void neverPeeks() {
    Rng rng(77);
    for (int scenario = 0; scenario < 4; ++scenario) {
      const auto deck = shuffledDeck(500 + scenario);
      const CardSet mine = toSet(std::vector<Card>(deck.begin(), deck.begin() + 10));
      const Card up = deck[10], x = deck[11], z = deck[12], d = deck[13];
      std::vector<Card> pool(deck.begin() + 14, deck.end());  // 38 hidden cards
      HandState worlds[2] = {HandState(Rules{}, 0, 0), HandState(Rules{}, 0, 0)};
      for (auto& w : worlds) {
        for (std::size_t i = pool.size(); i > 1; --i) std::swap(pool[i - 1], pool[rng.below(static_cast<std::uint32_t>(i))]);
        const CardSet theirs = bit(d) | toSet(std::vector<Card>(pool.begin(), pool.begin() + 9));
        std::vector<Card> stock(pool.begin() + 7, pool.end());  // top first: x, a hidden card, z, ...
        stock[0] = x, stock[1] = pool[9], stock[2] = z;
        w = HandState::fromHands(Rules{}, 1, {mine, theirs}, up, stock);
      }
      QVERIFY(worlds[0].hand(1) != worlds[1].hand(1));
      auto compareAll = [&](const char* where) {
        const SeatView a = worlds[0].view(0), b = worlds[1].view(0);
        QVERIFY2(sameView(a, b), where);
        for (Level l : kAll) {
          const MatchContext ctx{{20, 35}, 100};
          const Action da = makePlayer(l, 9)->decide(a, ctx);
          const Action db = makePlayer(l, 9)->decide(b, ctx);
          QVERIFY2(da == db, qPrintable(QStringLiteral("%1 at %2: %3 vs %4")
                                            .arg(QLatin1String(levelName(l)), QLatin1String(where),
                                                 QString::fromStdString(actionToString(da)),
                                                 QString::fromStdString(actionToString(db)))));
        }
      };
      compareAll("first upcard");
      for (auto& w : worlds) {
        QCOMPARE(w.apply(0, Action::pass()), Reject::Ok);
        QCOMPARE(w.apply(1, Action::pass()), Reject::Ok);
        QCOMPARE(w.apply(0, Action::drawStock()), Reject::Ok);
        QCOMPARE(w.apply(0, Action::discard(x)), Reject::Ok);
        QCOMPARE(w.apply(1, Action::drawStock()), Reject::Ok);  // a different, hidden card in each world
        QCOMPARE(w.apply(1, Action::discard(d)), Reject::Ok);
      }
      compareAll("draw");
      for (auto& w : worlds) QCOMPARE(w.apply(0, Action::drawStock()), Reject::Ok);
      compareAll("discard");
    }
  }

  void expertIsDeterministic() {
    HandState h(Rules{}, 0, 4242);
    h.apply(1, Action::pass());
    h.apply(0, Action::pass());
    h.apply(1, Action::drawStock());
    const SeatView v = h.view(1);
    const Action a = makePlayer(Level::Expert, 5)->decide(v, {{0, 0}, 100});
    for (int i = 0; i < 3; ++i) QCOMPARE(makePlayer(Level::Expert, 5)->decide(v, {{0, 0}, 100}), a);
  }

  // contextOf counts, per seat, the knocks with deadwood after the knocker's fourth turn in the deals
  // before the current one: checked against each finished hand's own history and result.
  void contextCountsLateKnocks() {
    const Rules rules = rulesOf("eaai");
    int late = 0, early = 0, gins = 0;
    for (std::uint64_t seed : {11u, 12u, 13u, 14u}) {
      Match match(rules, seed);
      std::unique_ptr<Player> players[] = {makePlayer(Level::Simple, seed), makePlayer(Level::Camper, seed + 1)};
      std::vector<int> expected{0, 0}, most{0, 0};
      for (int deal = 0;; ++deal) {
        const MatchContext ctx = contextOf(match);
        QCOMPARE(ctx.deals, deal);
        QCOMPARE(ctx.lateKnocks, expected);
        QCOMPARE(ctx.lateKnockMax, most);
        QCOMPARE(ctx.scores, match.sheet().totals(0));
        while (!match.hand().over()) {
          const int seat = match.hand().toAct();
          QCOMPARE(match.apply(seat, players[seat]->decide(match.hand().view(seat), ctx)), Reject::Ok);
        }
        const HandResult& r = match.hand().result();
        if (r.outcome == Outcome::Knock || r.outcome == Outcome::Undercut) {
          int turns = 0;
          for (const Step& st : match.hand().history())
            if (st.seat == r.knocker && (st.action.type == ActionType::Discard || st.action.type == ActionType::Knock)) ++turns;
          if (turns > 4) ++expected[r.knocker], ++late, most[r.knocker] = std::max(most[r.knocker], r.deadwoodBefore[r.knocker]);
          else ++early;
        } else if (r.outcome == Outcome::Gin) {
          ++gins;
        }
        if (!match.nextHand()) break;
      }
    }
    QVERIFY(late > 0);
    QVERIFY(early > 0);
    QVERIFY(gins > 0);
  }

  // The deadwood up to which a seat is taken to knock any time: the most it knocked with late, once it
  // has shown it knocks late in a third of the deals; 10 when the most is not known (a bot request
  // without late_knock_max).
  void anyTimeKnockLimitReadsTheLateKnocks() {
    MatchContext m{{0, 0}, 100, 2, {0, 1}};
    QCOMPARE(anyTimeKnockLimit(m, 1), 10);
    QCOMPARE(anyTimeKnockLimit(m, 0), 0);
    m.lateKnockMax = {0, 4};
    QCOMPARE(anyTimeKnockLimit(m, 1), 4);
    m.deals = 3;  // one late knock in four deals: not any time
    QCOMPARE(anyTimeKnockLimit(m, 1), 0);
  }

  // Against a seat that knocks late with up to the limit (simple) the Expert's heuristic races to low
  // deadwood: after its second turn it knocks only with gin. Against a careful late knocker (casual's
  // 4 points) or a patient opponent it still knocks during its first four turns; expert1 always does.
  void expertReadsAQuickKnocker() {
    // Seat 0 has drawn three times (Ks, Kc, then 9h); it can knock with 1.
    const SeatView v = afterTurns({{"Ks", "Tc"}, {"Kc", "Ts"}}, "4c 4d", "9h");
    const MatchContext patient{{0, 0}, 100, 3, {0, 0}, {0, 0}}, quick{{0, 0}, 100, 3, {0, 2}, {0, 9}},
        careful{{0, 0}, 100, 3, {0, 2}, {0, 4}};
    QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, patient).type, ActionType::Knock);
    QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, careful).type, ActionType::Knock);
    QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, quick).type, ActionType::Discard);
    QCOMPARE(makeBasePlayer(Level::Expert1, 1)->decide(v, quick).type, ActionType::Knock);
  }

  // Late in a hand a careful player knocks only with gin, unless a knock is likely to end the game:
  // the Expert when it is within 10 points of the target, expert1 (and casual, strong) within 15.
  void expertKnocksLateOnlyCloseToTheTarget() {
    // Seat 0 draws and throws Ks, Kc, Js and 5c, then draws 9h (its fifth turn) and may knock with 1.
    const SeatView v = afterTurns({{"Ks", "Tc"}, {"Kc", "Ts"}, {"Js", "2d"}, {"5c", "2s"}}, "4c 4d 2d 2s", "9h");
    const MatchContext at80{{80, 0}, 100, 3, {0, 0}, {0, 0}}, at88{{88, 0}, 100, 3, {0, 0}, {0, 0}},
        at91{{91, 0}, 100, 3, {0, 0}, {0, 0}};
    QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, at80).type, ActionType::Discard);
    QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, at88).type, ActionType::Discard);
    QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, at91).type, ActionType::Knock);
    QCOMPARE(makeBasePlayer(Level::Expert1, 1)->decide(v, at80).type, ActionType::Discard);
    QCOMPARE(makeBasePlayer(Level::Expert1, 1)->decide(v, at88).type, ActionType::Knock);
    QCOMPARE(makeBasePlayer(Level::Casual, 1)->decide(v, at88).type, ActionType::Knock);
  }

  // The Expert measures the danger of a discard on sampled hands of the opponent (Style::sampledDanger)
  // instead of guessing card by card. Late in a hand (seed 7, eaai) the opponent has drawn nine times
  // from the stock and thrown Th Kc Kh 7d 7h 8h 6s 6h 8d: what it keeps are low cards, and in many
  // hands that explain its play 2h completes a meld or gin (it holds Ah 3h 4h, 2c 2s). No single card
  // of it is known, so the card-by-card guess finds 2h harmless: expert1 throws it, the Expert does not.
  void expertReadsTheWholeHandForDanger() {
    HandState h(rulesOf("eaai"), 1, 7);
    bool ok = h.apply(0, Action::take()) == Reject::Ok && h.apply(0, Action::discard(C("Jc"))) == Reject::Ok;
    // Each turn: seat 1 draws from the stock and throws its card, then seat 0 draws and throws.
    const std::vector<std::tuple<const char*, bool, const char*>> turns = {
        {"Th", false, "Qc"}, {"Kc", false, "Qs"}, {"Kh", false, "9d"}, {"7d", false, "9c"}, {"7h", false, "Ks"},
        {"8h", true, "7s"},  {"6s", false, "6d"}, {"6h", false, "Tc"}};
    for (const auto& [theirs, takesIt, ours] : turns)
      ok = ok && h.apply(1, Action::drawStock()) == Reject::Ok && h.apply(1, Action::discard(C(theirs))) == Reject::Ok &&
           h.apply(0, takesIt ? Action::drawDiscard() : Action::drawStock()) == Reject::Ok &&
           h.apply(0, Action::discard(C(ours))) == Reject::Ok;
    ok = ok && h.apply(1, Action::drawStock()) == Reject::Ok && h.apply(1, Action::discard(C("8d"))) == Reject::Ok &&
         h.apply(0, Action::drawDiscard()) == Reject::Ok;
    QVERIFY(ok);
    const SeatView v = h.view(0);
    QCOMPARE(v.hand, S("Ac 4c 6c 8c Ad 8d 2h 8h As 4s 8s"));
    QCOMPARE(h.hand(1), S("2c 3d 4d Jd Qd Kd Ah 3h 4h 2s"));  // what the samples read, unseen by seat 0
    const MatchContext m{{0, 0}, 100, 0, {0, 0}, {0, 0}};
    const Action expert = makeBasePlayer(Level::Expert, 1)->decide(v, m);
    QCOMPARE(expert.type, ActionType::Discard);
    QVERIFY2(expert.card != C("2h"), "the Expert throws the card its samples say the opponent wants");
    QCOMPARE(makeBasePlayer(Level::Expert1, 1)->decide(v, m), Action::discard(C("2h")));
    QCOMPARE(makePlayer(Level::Expert, 1)->decide(v, m), expert);  // its search keeps it
  }

  // A quick knocker that has discarded without knocking held more than it knocks with: the samples
  // of such an opponent (OpponentModel::low up to lowLimit) rarely give it a hand it would have
  // knocked with, and only those.
  void samplesAgreeWithAQuickKnocker() {
    OpponentModel quick;
    quick.low = 0.1;
    quick.lowLimit = 10;
    OpponentModel careful = quick;  // a seat that knocks late with up to 5
    careful.lowLimit = 5;
    int low = 0, lowQuick = 0, positions = 0, upTo5 = 0, upTo5Careful = 0, from6 = 0, from6Careful = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      HandState h(rulesOf("eaai"), 0, seed);
      std::unique_ptr<Player> players[] = {makePlayer(Level::Casual, seed), makePlayer(Level::Simple, seed)};
      int theirTurns = 0;
      while (!h.over()) {
        const int seat = h.toAct();
        const SeatView v = h.view(seat);
        if (seat == 0 && v.phase == Phase::Draw && theirTurns >= 3) {
          const Knowledge k = learn(v);
          Rng a(seed), b(seed), c(seed);
          for (int i = 0; i < 50; ++i) {
            const int dw = minDeadwood(sampleInformed(v, k, a).hands[1]);
            const int dwCareful = minDeadwood(sampleInformed(v, k, c, careful).hands[1]);
            low += dw <= 10;
            lowQuick += minDeadwood(sampleInformed(v, k, b, quick).hands[1]) <= 10;
            upTo5 += dw <= 5, from6 += dw > 5 && dw <= 10;
            upTo5Careful += dwCareful <= 5, from6Careful += dwCareful > 5 && dwCareful <= 10;
          }
          ++positions;
        }
        const Action act = players[seat]->decide(v, {{0, 0}, 100});
        if (seat == 1 && act.type == ActionType::Discard) ++theirTurns;
        QCOMPARE(h.apply(seat, act), Reject::Ok);
      }
    }
    qInfo("%d positions: %d and %d samples at 10 or less; at 5 or less %d and %d (careful), 6-10 %d and %d",
          positions, low, lowQuick, upTo5, upTo5Careful, from6, from6Careful);
    // Against a seat that knocks late with up to 5 only hands of 5 or less are unlikely.
    QVERIFY(upTo5Careful * 3 < upTo5 && from6Careful * 5 > from6 * 4);
    QVERIFY2(positions >= 10 && low >= 5 * positions && lowQuick * 4 < low,
             qPrintable(QStringLiteral("%1 positions: %2 and %3 low samples").arg(positions).arg(low).arg(lowQuick)));
  }


  // A seat knocks any time when a third of the deals so far ended in its late knock.
  void knocksAnyTimeNeedsAThird() {
    MatchContext m{{0, 0}, 100};
    QVERIFY(!knocksAnyTime(m, 1));
    m.deals = 2;
    m.lateKnocks = {0, 1};
    QVERIFY(knocksAnyTime(m, 1));
    QVERIFY(!knocksAnyTime(m, 0));
    m.deals = 3;
    QVERIFY(!knocksAnyTime(m, 1));
    m.deals = 5;
    m.lateKnocks = {0, 2};
    QVERIFY(knocksAnyTime(m, 1));
    QVERIFY(!knocksAnyTime(m, 2));
    QVERIFY(!knocksAnyTime(m, -1));
  }

  // Against an opponent that has shown it knocks any time the Expert's rollouts let it knock any time
  // too, which changes some of its later decisions; expert0 (frozen) ignores it.
  void expertRespectsQuickKnockers() {
    const Rules rules = rulesOf("eaai");
    int compared = 0, changed = 0;
    for (std::uint64_t seed = 1; seed <= 12 && changed == 0; ++seed) {
      HandState h(rules, 0, seed);
      std::unique_ptr<Player> simple = makePlayer(Level::Simple, seed);
      const MatchContext patient{{0, 0}, 100, 2, {0, 0}}, quick{{0, 0}, 100, 2, {0, 1}};
      int turns = 0;
      while (!h.over()) {
        const int seat = h.toAct();
        const SeatView v = h.view(seat);
        if (seat == 1) {
          QCOMPARE(h.apply(1, simple->decide(v, patient)), Reject::Ok);
          continue;
        }
        const Action a = makePlayer(Level::Expert, seed)->decide(v, patient);
        if (v.phase == Phase::Discard && ++turns > 4) {
          ++compared;
          if (!(makePlayer(Level::Expert, seed)->decide(v, quick) == a)) ++changed;
          QCOMPARE(makePlayer(Level::Expert0, seed)->decide(v, quick), makePlayer(Level::Expert0, seed)->decide(v, patient));
        }
        QCOMPARE(h.apply(0, a), Reject::Ok);
      }
    }
    QVERIFY(compared > 0);
    QVERIFY(changed > 0);
  }

  // Strong searches its pickups only: every discard and knock is its heuristic's. (Expert also
  // searches knock-or-play-on and its two best discards.)
  void strongSearchesPickupsOnly() {
    int discards = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      HandState h(rulesOf("eaai"), 0, seed);
      auto strong = makePlayer(Level::Strong, seed), base = makeBasePlayer(Level::Strong, seed);
      for (int steps = 0; !h.over() && steps < 200; ++steps) {
        const int seat = h.toAct();
        const SeatView v = h.view(seat);
        const Action a = strong->decide(v, {{0, 0}, 100});
        if (v.phase == Phase::Discard) {
          QCOMPARE(a, base->decide(v, {{0, 0}, 100}));
          ++discards;
        }
        QCOMPARE(h.apply(seat, a), Reject::Ok);
      }
    }
    QVERIFY(discards > 50);
  }

  void simpleTakesOnlyMeldingUpcards() {
    const CardSet mine = S("7h 8h Kc Qd 2s 4c 9d Js 3d 5s");
    for (const auto& [up, take] : {std::pair{"9h", true}, std::pair{"6h", true}, std::pair{"Kd", false}, std::pair{"Ah", false}}) {
      HandState h = HandState::fromHands(Rules{}, 1, {mine, S("Ac 2c 3c 4d 5d 6d 7c 8c Tc Th")}, C(up),
                                         toVector(kFullDeck & ~mine & ~S("Ac 2c 3c 4d 5d 6d 7c 8c Tc Th") & ~bit(C(up))));
      const Action a = makePlayer(Level::Simple, 1)->decide(h.view(0), {});
      QCOMPARE(a.type, take ? ActionType::TakeUpcard : ActionType::PassUpcard);
    }
  }

  void simpleKnocksCamperWaitsForGin() {
    // After taking 9h: 7h 8h 9h, 3c 3d 3s, Jd Qd Kd melded; Ac 2c deadwood 3, one card to shed.
    const CardSet mine = S("7h 8h 3c 3d 3s Jd Qd Kd Ac 2c");
    const CardSet theirs = S("4h 5h 6h Tc Ts 9s 8s 7s 6s 5s");
    HandState h = afterTakingUpcard(mine, theirs, C("9h"));
    const SeatView v = h.view(0);
    const Action simple = makePlayer(Level::Simple, 1)->decide(v, {});
    QCOMPARE(simple.type, ActionType::Knock);
    QCOMPARE(h.check(0, simple), Reject::Ok);
    const Action camper = makePlayer(Level::Camper, 1)->decide(v, {});
    QCOMPARE(camper.type, ActionType::Discard);
    QCOMPARE(h.check(0, camper), Reject::Ok);
    // With gin in hand the camper goes out too.
    HandState g = afterTakingUpcard(S("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c"), theirs, C("Td"));
    const Action gin = makePlayer(Level::Camper, 1)->decide(g.view(0), {});
    QCOMPARE(gin.type, ActionType::Knock);
    QCOMPARE(minDeadwood(g.hand(0) & ~bit(gin.card)), 0);
  }

  void marjjKnocksOnlyEarly() {
    // Deadwood 3 after the discard: early it knocks, after its third turn it plays on.
    const CardSet mine = S("7h 8h 3c 3d 3s Jd Qd Kd Ac 2c");
    const CardSet theirs = S("4h 5h 6h Tc Ts 9s 8s 7s 6s 5s");
    HandState h = afterTakingUpcard(mine, theirs, C("9h"));
    SeatView v = h.view(0);
    QCOMPARE(makePlayer(Level::Marjj, 1)->decide(v, {}).type, ActionType::Knock);
    for (int i = 0; i < 4; ++i) {  // pretend three more turns of each seat happened before
      v.history.insert(v.history.begin(), PublicEvent{1, ActionType::DrawStock, NoCard});
      v.history.insert(v.history.begin(), PublicEvent{0, ActionType::DrawStock, NoCard});
    }
    QCOMPARE(makePlayer(Level::Marjj, 1)->decide(v, {}).type, ActionType::Discard);
  }

  // marjj takes a pile card only when it is melded in the arrangement it would show and lowers the
  // deadwood (MARJJ v5, docs/ai.md).
  void marjjTakesOnlyMeldsThatLowerDeadwood() {
    const CardSet mine = S("7h 8h Kc Qd 2s 4c 9d Js 3d 5s");
    const CardSet theirs = S("Ac 2c 3c 4d 5d 6d 7c 8c Tc Th");
    for (const auto& [up, take] : {std::pair{"9h", true}, std::pair{"6h", true}, std::pair{"Kd", false}, std::pair{"4h", false}}) {
      HandState h = HandState::fromHands(Rules{}, 1, {mine, theirs}, C(up), toVector(kFullDeck & ~mine & ~theirs & ~bit(C(up))));
      QCOMPARE(makePlayer(Level::Marjj, 1)->decide(h.view(0), {}).type, take ? ActionType::TakeUpcard : ActionType::PassUpcard);
    }
  }

  // marjj's discard weighs what the opponent took from the pile: of two loose kings alike in
  // everything else, it keeps the one next to the queen the opponent picked up.
  void marjjKeepsCardsNextToOpponentPickups() {
    const CardSet mine = S("7h 8h 9h 3c 3d 3s 4s 5s 6s Kc");
    const CardSet theirs = S("Ac 2c 4d 5d 6d 7c 8c Tc Th 9d");
    std::vector<Card> stock = toVector(kFullDeck & ~mine & ~theirs & ~S("Qd Kd"));
    stock.insert(stock.begin(), C("Kd"));  // seat 0's first draw
    HandState h = HandState::fromHands(rulesOf("eaai"), 1, {mine, theirs}, C("Qd"), stock);
    QCOMPARE(h.apply(0, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::take()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::discard(C("Tc"))), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const Action a = makePlayer(Level::Marjj, seed)->decide(h.view(0), {});
      QCOMPARE(a.card, C("Kc"));
      QCOMPARE(a.type, ActionType::Knock);  // ten points in its first turn: it knocks
    }
  }

  // The informed opponent model keeps what a whole hand must explain: a pile card the opponent took
  // and holds is melded in most samples (82% here, against 37% in today's weighted samples),
  // and every sample is a consistent position.
  void informedSamplesExplainPickups() {
    const CardSet mine = S("7h 8h 9h 3c 3d 3s 4s 5s 6s Kc");
    const CardSet theirs = S("Ac 2c 4d 5d 6d 7c 8c Tc Jd 9d");
    std::vector<Card> stock = toVector(kFullDeck & ~mine & ~theirs & ~S("Qd Kd"));
    stock.insert(stock.begin(), C("Kd"));
    HandState h = HandState::fromHands(rulesOf("eaai"), 1, {mine, theirs}, C("Qd"), stock);
    h.apply(0, Action::pass());
    h.apply(1, Action::take());
    h.apply(1, Action::discard(C("Tc")));
    h.apply(0, Action::drawStock());
    const SeatView v = h.view(0);
    const Knowledge k = learn(v);
    Rng rng(3);
    int informed = 0, weighted = 0;
    const auto joinsMeld = [](CardSet hand, Card c) { return minDeadwood(hand | bit(c)) < minDeadwood(hand) + cardValue(c); };
    for (int i = 0; i < 200; ++i) {
      const Position p = sampleInformed(v, k, rng);
      QVERIFY(contains(p.hands[1], C("Qd")));
      QCOMPARE(count(p.hands[1]), 10);
      QCOMPARE(p.hands[0], h.hand(0));
      QCOMPARE(static_cast<int>(p.stock.size()), v.stockCount);
      QCOMPARE(QString::fromStdString(HandState::fromPosition(p).checkInvariants()), QString());
      informed += joinsMeld(p.hands[1] & ~bit(C("Qd")), C("Qd"));
      weighted += joinsMeld(samplePosition(v, k, rng, true).hands[1] & ~bit(C("Qd")), C("Qd"));
    }
    QVERIFY2(informed >= 150 && informed > weighted + 50, qPrintable(QStringLiteral("%1 %2").arg(informed).arg(weighted)));
  }

  // Scored against the real hands of casual against marjj (docs/ai.md, "The opponent model"): the
  // informed model predicts the opponent's hidden cards better than today's weighted model, which
  // beats uniform sampling, and its samples' deadwood is not biased far from the real one.
  void informedModelPredictsRealHands() {
    ArenaConfig cfg;
    cfg.a = Level::Casual;
    cfg.b = Level::Marjj;
    cfg.games = 2;
    cfg.seed = 1701;
    preset("eaai", cfg.rules);
    std::vector<HandRecord> records;
    runArena(cfg, [&](const HandInfo& info, const HandState& dealt, const HandState& done) {
      std::vector<Action> actions;
      for (const Step& st : done.history()) actions.push_back(st.action);
      if (records.size() < 12 && !info.stalled) records.push_back(recordOf(dealt, actions, {0, 0}, cfg.rules.gameTarget));
    });
    ModelAccuracy acc[3];
    const ModelKind kinds[3] = {ModelKind::Uniform, ModelKind::Weighted, ModelKind::Informed};
    for (int m = 0; m < 3; ++m)
      for (const HandRecord& r : records) checkModel(r, {}, kinds[m], 40, acc[m]);
    const QString what = QStringLiteral("%1 decisions; log-likelihood %2 %3 %4; top %5 %6 %7; bias %8 %9")
                             .arg(acc[0].decisions)
                             .arg(acc[0].meanLogLikelihood()).arg(acc[1].meanLogLikelihood()).arg(acc[2].meanLogLikelihood())
                             .arg(acc[0].topShare()).arg(acc[1].topShare()).arg(acc[2].topShare())
                             .arg(acc[1].meanDeadwoodBias()).arg(acc[2].meanDeadwoodBias());
    qInfo("%s", qPrintable(what));
    QVERIFY2(acc[0].decisions > 200, qPrintable(what));
    QVERIFY2(acc[2].meanLogLikelihood() > acc[1].meanLogLikelihood() + 0.2, qPrintable(what));
    QVERIFY2(acc[1].meanLogLikelihood() > acc[0].meanLogLikelihood(), qPrintable(what));
    QVERIFY2(acc[2].topShare() > acc[1].topShare() && acc[1].topShare() > acc[0].topShare(), qPrintable(what));
    QVERIFY2(std::abs(acc[2].meanDeadwoodBias()) < 3, qPrintable(what));
  }

  // Every careful level knocks early with any legal deadwood; later casual knocks with 4 or less,
  // strong's heuristic with 5 or less, and expert's waits for gin.
  void lateKnockLimitsByLevel() {
    const CardSet theirs = S("4h 5h 6h Tc Ts 9s 8s 7s 6s 5s");
    for (const auto& [hand, deadwood] : {std::pair{"7h 8h 3c 3d 3s Jd Qd Kd Ac 2c", 1}, std::pair{"7h 8h 3c 3d 3s Jd Qd Kd 6c 5d", 5}}) {
      HandState h = afterTakingUpcard(S(hand), theirs, C("9h"), rulesOf("eaai"));
      SeatView v = h.view(0);
      const MatchContext ctx{{0, 0}, 100};
      const Action early = makePlayer(Level::Casual, 1)->decide(v, ctx);
      QCOMPARE(early.type, ActionType::Knock);
      QCOMPARE(minDeadwood(v.hand & ~bit(early.card)), deadwood);
      for (Level l : {Level::Strong, Level::Expert}) QCOMPARE(makeBasePlayer(l, 1)->decide(v, ctx).type, ActionType::Knock);
      for (int i = 0; i < 5; ++i) {  // five more turns of each seat happened before
        v.history.insert(v.history.begin(), PublicEvent{1, ActionType::DrawStock, NoCard});
        v.history.insert(v.history.begin(), PublicEvent{0, ActionType::DrawStock, NoCard});
      }
      QCOMPARE(makePlayer(Level::Casual, 1)->decide(v, ctx).type, deadwood <= 4 ? ActionType::Knock : ActionType::Discard);
      QCOMPARE(makeBasePlayer(Level::Strong, 1)->decide(v, ctx).type, ActionType::Knock);
      QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, ctx).type, ActionType::Discard);
      // A knock that is likely to end the game is made late too.
      QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, MatchContext{{90, 0}, 100}).type, ActionType::Knock);
    }
  }

  // A heuristic player never takes back a card it discarded earlier in the hand: two players doing so
  // passed three aces back and forth forever in an arena run.
  void noTakingBackOwnDiscard() {
    const CardSet mine = S("7h 8h Kc Qd 2s 4c 9d Js 3d 5s");
    const CardSet theirs = S("9h Ac 2c 3c 4d 5d 6d 7c Tc Th");
    HandState h = HandState::fromHands(rulesOf("eaai"), 1, {mine, theirs}, C("Ks"),
                                       toVector(kFullDeck & ~mine & ~theirs & ~bit(C("Ks"))));
    QCOMPARE(h.apply(0, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);
    const Card drawn = h.history().back().drawn;
    QCOMPARE(h.apply(0, Action::discard(drawn)), Reject::Ok);
    QCOMPARE(h.apply(1, Action::drawStock()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::discard(C("9h"))), Reject::Ok);
    SeatView v = h.view(0);
    QCOMPARE(v.discardTop, C("9h"));
    QCOMPARE(makePlayer(Level::Casual, 3)->decide(v, {}).type, ActionType::DrawDiscard);
    QCOMPARE(makeBasePlayer(Level::Expert, 3)->decide(v, {}).type, ActionType::DrawDiscard);
    // The same pile card, had this seat discarded it before (as in the loop), is left alone.
    v.history.insert(v.history.begin(), PublicEvent{0, ActionType::Discard, C("9h")});
    for (Level l : {Level::Casual, Level::Beginner}) QCOMPARE(makePlayer(l, 3)->decide(v, {}).type, ActionType::DrawStock);
    QCOMPARE(makeBasePlayer(Level::Expert, 3)->decide(v, {}).type, ActionType::DrawStock);
  }

  // A knock shows the optimal arrangement with the fewest lay-off chances for the unseen cards.
  void knockShowsFewestLayoffChances() {
    int knocks = 0;
    for (std::uint64_t seed = 1; seed < 400 && knocks < 25; ++seed) {
      HandState h(rulesOf("eaai"), 0, seed);
      auto p0 = makePlayer(Level::Casual, seed), p1 = makePlayer(Level::Casual, seed + 1);
      while (!h.over()) {
        const int seat = h.toAct();
        const SeatView v = h.view(seat);
        const Action a = (seat == 0 ? p0 : p1)->decide(v, {});
        if (a.type == ActionType::Knock) {
          const CardSet kept = v.hand & ~bit(a.card);
          QVERIFY(meldsValid(kept, a.melds));
          const Knowledge k = learn(v);
          const CardSet pool = k.unseen | k.known[1 - seat];
          int fewest = 1000;
          for (const Arrangement& arr : optimalArrangements(kept)) fewest = std::min(fewest, layoffChances(arr.melds, pool));
          QCOMPARE(layoffChances(a.melds, pool), fewest);
          ++knocks;
        }
        QCOMPARE(h.apply(seat, a), Reject::Ok);
      }
    }
    QVERIFY(knocks >= 10);
  }

  void defenderLaysOff() {
    // Seat 0 knocks with 3c 4c 5c, 8d 8h 8s, Jh Qh Kh and deadwood 2d; seat 1 holds 6c and 8c.
    const CardSet mine = S("3c 4c 5c 8d 8h 8s Jh Qh Kh 2d");
    const CardSet theirs = S("6c 8c Ks Kd 9d 9s 4s Ts 2h 5h");
    HandState h = afterTakingUpcard(mine, theirs, C("Ad"));
    QCOMPARE(h.apply(0, Action::knock(C("2d"))), Reject::Ok);
    QCOMPARE(h.phase(), Phase::Layoff);
    for (Level l : kAll) {
      const Action a = makePlayer(l, 3)->decide(h.view(1), {});
      QCOMPARE(a.type, ActionType::Layoff);
      QCOMPARE(h.check(1, a), Reject::Ok);
      CardSet laid = 0;
      for (const Layoff& lo : a.layoffs) laid |= bit(lo.card);
      QCOMPARE(laid, S("6c 8c"));
    }
  }

  void hints() {
    HandState g = afterTakingUpcard(S("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c"), S("4h 5h 6h Tc Ts 9s 8s 7s 6s 5s"), C("Td"));
    Hint h = hint(g.view(0), {{0, 0}, 100});
    QCOMPARE(h.reason, HintReason::Gin);
    QCOMPARE(h.action.type, ActionType::Knock);
    const CardSet mine = S("7h 8h Kc Qd 2s 4c 9d Js 3d 5s");
    const CardSet theirs = S("Ac 2c 3c 4d 5d 6d 7c 8c Tc Th");
    HandState u = HandState::fromHands(Rules{}, 1, {mine, theirs}, C("9h"), toVector(kFullDeck & ~mine & ~theirs & ~bit(C("9h"))));
    h = hint(u.view(0), {{0, 0}, 100});
    QCOMPARE(h.action.type, ActionType::TakeUpcard);
    QCOMPARE(h.reason, HintReason::TakeForMeld);
    QCOMPARE(h.with, S("7h 8h"));
    QCOMPARE(h.card, C("9h"));
  }

  void winChanceModel() {
    QVERIFY(std::abs(winChance(40, 40, 100) - 0.5) < 1e-9);
    QVERIFY(winChance(90, 0, 100) > 0.85);
    QVERIFY(winChance(0, 90, 100) < 0.15);
    QVERIFY(std::abs(winChance(70, 30, 100) + winChance(30, 70, 100) - 1) < 1e-9);
    QVERIFY(winChance(60, 30, 100) > winChance(50, 30, 100));
    QCOMPARE(winChance(100, 99, 100), 1.0);
  }

  // Sampled positions keep every card of the view in place and fill the rest consistently.
  // The opponent's sampled hand replays its stock draws; one that would have reached gin is drawn
  // again, since a player holding gin goes out. Without that about a sixth of late samples held gin.
  void sampledOpponentsDoNotHoldGin() {
    int samples = 0, gins = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      HandState h(rulesOf("eaai"), 0, seed);
      auto p0 = makePlayer(Level::Camper, seed), p1 = makePlayer(Level::Camper, seed + 1);  // campers play on for gin
      for (int steps = 0; !h.over() && (h.stock().size() > 8 || h.phase() != Phase::Draw); ++steps) {
        const int seat = h.toAct();
        h.apply(seat, (seat == 0 ? p0 : p1)->decide(h.view(seat), {}));
      }
      if (h.over() || h.phase() != Phase::Draw) continue;
      const SeatView v = h.view(h.toAct());
      const Knowledge k = learn(v);
      Rng rng(seed);
      for (int i = 0; i < 25; ++i, ++samples)
        gins += minDeadwood(samplePosition(v, k, rng, true).hands[1 - v.seat]) == 0;
    }
    QVERIFY2(samples >= 250, qPrintable(QString::number(samples)));
    QVERIFY2(gins * 100 <= samples, qPrintable(QStringLiteral("%1 of %2 samples hold gin").arg(gins).arg(samples)));
  }

  // The lookahead's shortcut for cards that join no meld must give exactly the direct mean.
  void lookaheadMatchesDirectComputation() {
    Rng rng(12);
    for (int i = 0; i < 300; ++i) {
      const auto deck = shuffledDeck(rng.next());
      CardSet hand = 0, unseen = 0;
      for (int c = 0; c < 10; ++c) hand |= bit(deck[c]);
      for (int c = 10; c < 10 + 20 + i % 12; ++c) unseen |= bit(deck[c]);
      for (int best : {5, 7}) {
        std::vector<int> next;
        forEach(unseen, [&](Card u) { next.push_back(minDeadwoodAfterDiscard(hand | bit(u))); });
        std::sort(next.begin(), next.end());
        double sum = 0;
        for (int j = 0; j < best; ++j) sum += next[j];
        QCOMPARE(bestDrawsLookahead(hand, unseen, best), sum / best);
        int outs = -1;
        QCOMPARE(bestDrawsLookahead(hand, unseen, best, minDeadwood(hand), &outs), sum / best);
        QCOMPARE(outs, static_cast<int>(std::count(next.begin(), next.end(), 0)));
      }
    }
  }

  // Gin outs (issue #17): the unseen cards that give gin with the best discard.
  void ginOutsCounted() {
    auto outsOf = [](const char* hand, CardSet unseen) {
      int outs = -1;
      bestDrawsLookahead(S(hand), unseen, 5, -1, &outs);
      return outs;
    };
    // Three melds and a loose king: 2c or 6c extends the clubs, 7c makes four sevens, 8s or Qs
    // extends the spades; each then lets the king go.
    const CardSet nine = S("3c 4c 5c 7d 7h 7s 9s Ts Js");
    const CardSet rest = kFullDeck & ~nine & ~S("Kh");
    QCOMPARE(outsOf("3c 4c 5c 7d 7h 7s 9s Ts Js Kh", rest), 5);
    QCOMPARE(outsOf("3c 4c 5c 7d 7h 7s 9s Ts Js Kh", rest & ~S("7c Qs")), 3);
    // Four loose cards (9s Ts Kh Qd): no single draw leaves gin.
    QCOMPARE(outsOf("3c 4c 5c 7d 7h 7s 9s Ts Kh Qd", kFullDeck & ~S("3c 4c 5c 7d 7h 7s 9s Ts Kh Qd")), 0);
    // Gin already: every card drawn can go straight back.
    const CardSet melded = S("3c 4c 5c 7d 7h 7s 9s Ts Js Qs");
    QCOMPARE(outsOf("3c 4c 5c 7d 7h 7s 9s Ts Js Qs", kFullDeck & ~melded & ~S("Ah")), 41);
  }

  void samplesAreConsistent() {
    HandState h(Rules{}, 0, 99);
    h.apply(1, Action::take());
    h.apply(1, Action::discard(lowest(h.hand(1) & ~bit(h.takenFromDiscard()))));
    h.apply(0, Action::drawDiscard());
    h.apply(0, Action::discard(lowest(h.hand(0) & ~bit(h.takenFromDiscard()))));
    const SeatView v = h.view(1);
    const Knowledge k = learn(v);
    QCOMPARE(k.known[0] & ~h.hand(0), CardSet{0});
    QVERIFY(k.known[0] != 0);
    Rng rng(1);
    for (int i = 0; i < 50; ++i) {
      const Position p = samplePosition(v, k, rng, i % 2 == 0);
      QCOMPARE(p.hands[1], h.hand(1));
      QCOMPARE(p.hands[0] & k.known[0], k.known[0]);
      QCOMPARE(count(p.hands[0]), 10);
      QCOMPARE(static_cast<int>(p.stock.size()), v.stockCount);
      QCOMPARE(p.pile, h.discardPile());
      const HandState s = HandState::fromPosition(p);
      QCOMPARE(QString::fromStdString(s.checkInvariants()), QString());
    }
  }
};

QTEST_APPLESS_MAIN(TestAiPlayers)
#include "tst_aiplayers.moc"
