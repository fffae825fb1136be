// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Poker gin at a table of 3-5: the knock policy (seed 004's timing, players, pickups, score), the
// beginner's first turn, fairness and determinism of every level at a table, and the rotated table
// arena (engine/ai/table.h).
#include <QtTest>

#include "ai/ai.h"
#include "ai/knowledge.h"
#include "ai/poker.h"
#include "ai/search.h"
#include "ai/table.h"
#include "match.h"
#include "testutil.h"

using namespace gin;
using namespace gin::ai;
using testutil::C;
using testutil::S;

namespace {

constexpr Level kAll[] = {Level::Random, Level::Simple, Level::Camper,  Level::Marjj,
                          Level::Beginner, Level::Casual, Level::Strong, Level::Expert};

Rules pokerRules(int players) {
  Rules r;
  preset("poker", r);
  r.players = players;
  return r;
}

// A 4-player poker hand, dealer 3: seat 0 holds `mine`, everybody passes the upcard (Jc) and seat 0
// draws `drawn` from the stock; the other hands come from `seed`.
HandState firstTurn(CardSet mine, Card drawn, std::uint64_t seed) {
  const Rules rules = pokerRules(4);
  const Card up = C("Jc");
  std::vector<Card> rest = toVector(kFullDeck & ~mine & ~bit(up) & ~bit(drawn));
  Rng rng(seed);
  for (std::size_t i = rest.size(); i > 1; --i) std::swap(rest[i - 1], rest[rng.below(static_cast<std::uint32_t>(i))]);
  std::vector<CardSet> hands{mine, 0, 0, 0};
  for (int s = 1; s < 4; ++s)
    for (int i = 0; i < 7; ++i) hands[s] |= bit(rest.back()), rest.pop_back();
  rest.insert(rest.begin(), drawn);  // top first
  HandState h = HandState::fromHands(rules, 3, hands, up, rest);
  while (h.phase() == Phase::FirstUpcard)
    if (h.apply(h.toAct(), Action::pass()) != Reject::Ok) qFatal("pass refused");
  if (h.toAct() != 0 || h.apply(0, Action::drawStock()) != Reject::Ok) qFatal("seat 0 cannot draw");
  return h;
}

Knowledge table(int players, int turns) {
  Knowledge k;
  k.players = players;
  k.turns = turns;
  k.known.assign(players, 0);
  return k;
}

MatchContext scores(std::vector<int> s) { return MatchContext{std::move(s), 100}; }

// A table of four (dealer 3, seat 0 first) played by script for two rounds: seat 0 draws 9h and Jc
// (discarding Qh, then Jc) and then 8c, and is left to discard from Ks Kd Kc 4c 5s 6d 9h 8c; `giver`
// discards 7h and 8h on its two turns and `taker` (0: nobody) takes them from the pile; every other
// seat discards the card it drew. The spare cards stay clear of 9h and 8c (no eights, nines, 7c, Th).
HandState laterOpponent(int giver, int taker) {
  const Rules rules = pokerRules(4);
  std::vector<Card> junk = testutil::cards(
      "As 2s 3s 4s 6s 7s Js Qs Ad 2d 3d 4d 5d 7d Jd Qd Ac 2c 3c 5c 6c Ah 2h 3h 4h 5h");
  auto next = [&]() {
    const Card c = junk.front();
    junk.erase(junk.begin());
    return c;
  };
  std::vector<CardSet> hands(4, 0);
  hands[0] = S("Ks Kd Kc 4c 5s 6d Qh");
  hands[giver] = S("7h 8h");
  for (int s = 1; s < 4; ++s)
    while (count(hands[s]) < 7) hands[s] |= bit(next());
  const Card up = next();
  // The stock, top first, in the order of the draws.
  std::vector<Card> stock;
  std::vector<Card> drawn[4];
  for (int r = 0; r < 2; ++r) {
    stock.push_back(r == 0 ? C("9h") : C("Jc"));
    for (int s = 1; s < 4; ++s)
      if (s != taker) stock.push_back(drawn[s].emplace_back(next()));
  }
  stock.push_back(C("8c"));
  CardSet used = bit(up);
  for (CardSet h : hands) used |= h;
  for (Card c : stock) used |= bit(c);
  for (Card c : toVector(kFullDeck & ~used)) stock.push_back(c);
  HandState h = HandState::fromHands(rules, 3, hands, up, stock);
  auto play = [&](int seat, const Action& a) {
    if (h.apply(seat, a) != Reject::Ok) qFatal("scripted %s refused", actionToString(a).c_str());
  };
  for (int s = 0; s < 4; ++s) play(s, Action::pass());
  const CardSet takerOwn = taker ? hands[taker] : 0;
  for (int r = 0; r < 2; ++r) {
    play(0, Action::drawStock());
    play(0, Action::discard(r == 0 ? C("Qh") : C("Jc")));
    for (int s = 1; s < 4; ++s) {
      if (s == taker) {
        play(s, Action::drawDiscard());
        play(s, Action::discard(toVector(takerOwn)[r]));
      } else {
        play(s, Action::drawStock());
        play(s, Action::discard(s == giver ? (r == 0 ? C("7h") : C("8h")) : drawn[s][r]));
      }
    }
  }
  play(0, Action::drawStock());
  return h;
}

}  // namespace

class TestAiPoker : public QObject {
  Q_OBJECT

 private slots:
  // Seed 004's timing by rounds (draws per player), less for each player past three and for each
  // pile card the others took, and never more than 4 in a close game near the target.
  void knockLimit() {
    const PokerKnockStyle st{25, 16, 8, false};
    QCOMPARE(pokerKnockLimit(table(3, 0), scores({0, 0, 0}), st), 25);
    QCOMPARE(pokerKnockLimit(table(4, 0), scores({0, 0, 0, 0}), st), 24);
    QCOMPARE(pokerKnockLimit(table(5, 0), scores({0, 0, 0, 0, 0}), st), 23);
    QCOMPARE(pokerKnockLimit(table(3, 5), scores({0, 0, 0}), st), 25);   // round 1
    QCOMPARE(pokerKnockLimit(table(3, 6), scores({0, 0, 0}), st), 16);   // round 2
    QCOMPARE(pokerKnockLimit(table(3, 14), scores({0, 0, 0}), st), 16);  // round 4
    QCOMPARE(pokerKnockLimit(table(3, 15), scores({0, 0, 0}), st), 8);   // round 5
    Knowledge k = table(3, 6);
    k.known[1] = S("7h 8h");  // two pile cards seat 1 took and holds
    QCOMPARE(pokerKnockLimit(k, scores({0, 0, 0}), st), 14);
    k.known[2] = S("Ks Kd 2c");
    QCOMPARE(pokerKnockLimit(k, scores({0, 0, 0}), st), 13);  // at most three for pickups
    // Close and near the target: at most 4; far behind or far ahead the round's limit stands.
    QCOMPARE(pokerKnockLimit(table(3, 0), scores({80, 85, 10}), st), 4);
    QCOMPARE(pokerKnockLimit(table(3, 0), scores({40, 85, 10}), st), 25);
    QCOMPARE(pokerKnockLimit(table(3, 0), scores({30, 40, 10}), st), 25);
    // The beginner's plain rule counts the round only.
    const PokerKnockStyle plain{10, 6, 3, true};
    QCOMPARE(pokerKnockLimit(k, scores({80, 85, 10}), plain), 6);
    QCOMPARE(pokerKnockLimit(table(5, 40), scores({0, 0, 0, 0, 0}), plain), 3);
    // The search levels' heuristic at a table: the round's limit less the pickups, nothing else
    // (measured: seed 004's other adjustments cost it share, docs/ai.md); two players keep them.
    const PokerKnockStyle search{30, 20, 10, false, false};
    QCOMPARE(pokerKnockLimit(table(5, 0), scores({80, 85, 10, 0, 0}), search), 30);
    QCOMPARE(pokerKnockLimit(k, scores({80, 85, 10}), search), 17);
    QCOMPARE(pokerKnockLimit(table(2, 0), scores({80, 85}), search), 4);
  }

  // The search's value of a finished hand at a table, and the rollouts' knock limit.
  void searchValueAndRolloutLimit() {
    QCOMPARE(tableHandValue(scores({0, 0, 0, 0}), 0, {30, 0, 0, 0}), 0.30);
    QCOMPARE(tableHandValue(scores({0, 0, 0, 0}), 1, {30, 0, 0, 0}), -0.10);
    QCOMPARE(tableHandValue(scores({80, 0, 0, 0}), 0, {30, 0, 0, 0}), 0.80);   // wins the match
    QCOMPARE(tableHandValue(scores({80, 0, 0, 0}), 1, {30, 0, 0, 0}), -0.60);  // another seat wins it
    const PokerKnockStyle st{25, 16, 8, false};
    QCOMPARE(pokerRolloutLimit(HandState(pokerRules(4), 0, 5), st), 24);
    QCOMPARE(pokerRolloutLimit(HandState(pokerRules(3), 0, 5), st), 25);
    HandState h = firstTurn(S("Kc Qd 9h 6s 4c 3d 2h"), C("As"), 3);  // one card drawn: still round 0
    QCOMPARE(pokerRolloutLimit(h, st), 24);
  }

  // The search's rollouts at a table play the other seats as casual players, which in a close game
  // near the target knock with at most 4 (seed 004); the searching seat keeps the round's limit.
  void rolloutsKeepCasualsCloseGame() {
    QVERIFY(pokerCloseGame(scores({80, 85, 10, 0}), 0, 4));
    QVERIFY(pokerCloseGame(scores({80, 85, 10, 0}), 1, 4));
    QVERIFY(!pokerCloseGame(scores({80, 85, 10, 0}), 2, 4));  // far behind
    QVERIFY(!pokerCloseGame(scores({40, 50, 10, 0}), 1, 4));  // far from the target
    const PokerKnockStyle st{25, 16, 8, false};
    const HandState h = firstTurn(S("5h 5s 5c 9d 8c 2d 3c"), C("Kd"), 1);
    QCOMPARE(bestDiscard(h.hand(0), 0).deadwood, 22);
    QCOMPARE(pokerRolloutLimit(h, st, true), 4);
    const MatchContext close = scores({80, 85, 10, 0}), open = scores({0, 0, 0, 0});
    QCOMPARE(rolloutAction(h).type, ActionType::Knock);  // 22 is below round 0's limit of 24
    QCOMPARE(rolloutAction(h, TableRollout(open, 1, 4)).type, ActionType::Knock);
    QCOMPARE(rolloutAction(h, TableRollout(close, 1, 4)).type, ActionType::Discard);  // seat 0 is casual
    QCOMPARE(rolloutAction(h, TableRollout(close, 0, 4)).type, ActionType::Knock);    // seat 0 searches
    QCOMPARE(rolloutAction(h, TableRollout(scores({10, 85, 80, 0}), 1, 4)).type, ActionType::Knock);
  }

  // The defect of the issue: a beginner knocked with 35 on its first turn (poker gin allows any
  // deadwood). It waits now, and still knocks at once with a low hand.
  void beginnerDoesNotKnockWith35OnItsFirstTurn() {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const HandState h = firstTurn(S("Kc Qd 9h 6s 4c 3d 2h"), C("As"), seed);
      QCOMPARE(bestDiscard(h.hand(0), 0).deadwood, 35);
      for (Level l : {Level::Beginner, Level::Casual}) {
        const Action a = makePlayer(l, seed)->decide(h.view(0), scores({0, 0, 0, 0}));
        QVERIFY2(a.type == ActionType::Discard, qPrintable(QStringLiteral("%1 seed %2: %3").arg(levelName(l)).arg(seed)
                                                               .arg(QString::fromStdString(actionToString(a)))));
      }
      const HandState low = firstTurn(S("5h 5s 5c As 2c 3d Kd"), C("2s"), seed);
      QCOMPARE(bestDiscard(low.hand(0), 0).deadwood, 8);
      const Action a = makePlayer(Level::Beginner, seed)->decide(low.view(0), scores({0, 0, 0, 0}));
      QCOMPARE(a.type, ActionType::Knock);
      QCOMPARE(a.card, C("Kd"));
    }
  }

  // Every level at a table decides from its view alone, the same way every time: the other hands and
  // the stock below the seat's own draw differ between the two worlds.
  void neverPeeksAtTheTable() {
    for (std::uint64_t scenario = 0; scenario < 3; ++scenario) {
      std::vector<Card> deck;
      for (Card c : shuffledDeck(900 + scenario))
        if (c != C("Jc")) deck.push_back(c);  // the upcard of firstTurn
      const CardSet mine = toSet(std::vector<Card>(deck.begin(), deck.begin() + 7));
      const Card drawn = deck[7];
      const HandState worlds[2] = {firstTurn(mine, drawn, 10 + scenario), firstTurn(mine, drawn, 50 + scenario)};
      QVERIFY(worlds[0].hand(1) != worlds[1].hand(1));
      const SeatView a = worlds[0].view(0), b = worlds[1].view(0);
      QCOMPARE(a.hand, b.hand);
      for (Level l : kAll) {
        const MatchContext ctx = scores({20, 35, 0, 60});
        const Action da = makePlayer(l, 9)->decide(a, ctx);
        const Action db = makePlayer(l, 9)->decide(b, ctx);
        const Action again = makePlayer(l, 9)->decide(a, ctx);
        QVERIFY2(da == db && da == again, qPrintable(QStringLiteral("%1: %2 vs %3").arg(levelName(l))
                                                          .arg(QString::fromStdString(actionToString(da)),
                                                               QString::fromStdString(actionToString(db)))));
      }
    }
  }

  // The discards watch every opponent, not only the next one: a loose 9h that a later opponent can
  // use (it took 7h and 8h from the pile) may be laid off on its meld at the end, so casual keeps it
  // and discards 8c, a point more of deadwood; with nobody holding them the 9h goes.
  void discardsWatchEveryOpponent() {
    const HandState none = laterOpponent(1, 0);
    QCOMPARE(none.hand(0), S("Ks Kd Kc 4c 5s 6d 9h 8c"));
    QCOMPARE(makePlayer(Level::Casual, 1)->decide(none.view(0), scores({0, 0, 0, 0})), Action::discard(C("9h")));
    for (auto [giver, taker] : {std::pair{1, 2}, std::pair{2, 3}}) {
      const HandState h = laterOpponent(giver, taker);
      QCOMPARE(h.hand(0), S("Ks Kd Kc 4c 5s 6d 9h 8c"));
      QVERIFY(contains(h.hand(taker), C("7h")) && contains(h.hand(taker), C("8h")));
      QCOMPARE(makePlayer(Level::Casual, 1)->decide(h.view(0), scores({0, 0, 0, 0})), Action::discard(C("8c")));
    }
  }

  // What the opponents did not do: every one that discarded chose not to knock, so at a table of
  // casuals its real hand always agrees with its silence, and the search's samples are mended to
  // agree too (a valid deal: every card once, the known pickups kept, the stock's size unchanged).
  void silencesAgreeWithTheTruth() {
    const Rules rules = pokerRules(4);
    const PokerKnockStyle casual{25, 16, 8, false};
    int checked = 0, mendedAgree = 0, rawAgree = 0, samples = 0;
    for (std::uint64_t g = 0; g < 12; ++g) {
      Match match(rules, 500 + g);
      std::vector<std::unique_ptr<Player>> players;
      for (int s = 0; s < 4; ++s) players.push_back(makePlayer(Level::Casual, g * 10 + s));
      for (int hand = 0; hand < 3 && !match.over(); ++hand) {
        const MatchContext ctx{match.sheet().totals(0), rules.gameTarget};
        while (!match.hand().over()) {
          const HandState& h = match.hand();
          const int seat = h.toAct();
          const SeatView v = h.view(seat);
          if (v.phase == Phase::Discard) {
            for (const PokerSilence& q : pokerSilences(v, ctx, casual)) {
              QVERIFY(q.seat != seat && q.limit >= 0);
              QVERIFY2(pokerAgrees(q, h.hand(q.seat)), qPrintable(QStringLiteral("seat %1 limit %2").arg(q.seat).arg(q.limit)));
              ++checked;
            }
            const Knowledge k = learn(v);
            const PokerSampleMender mender(v, k, ctx, casual, 20);
            const auto silences = pokerSilences(v, ctx, casual);
            Rng rng(g * 1000 + v.history.size());
            for (int i = 0; i < 10; ++i) {
              Position p = samplePosition(v, k, rng, true);
              auto agree = [&] {
                for (const PokerSilence& q : silences)
                  if (!pokerAgrees(q, p.hands[q.seat])) return false;
                return true;
              };
              rawAgree += agree();
              mender.mend(p, rng);
              mendedAgree += agree();
              ++samples;
              CardSet all = 0;
              int cards = 0;
              for (int s = 0; s < 4; ++s) {
                QCOMPARE(count(p.hands[s]), count(h.hand(s)));
                QCOMPARE(p.hands[s] & k.known[s], k.known[s]);
                all |= p.hands[s], cards += count(p.hands[s]);
              }
              for (Card c : p.stock) all |= bit(c), ++cards;
              for (Card c : p.pile) all |= bit(c), ++cards;
              QCOMPARE(cards, kDeckSize);
              QCOMPARE(all, kFullDeck);
              QCOMPARE(static_cast<int>(p.stock.size()), v.stockCount);
              QCOMPARE(HandState::fromPosition(p).hand(seat), v.hand);
            }
          }
          match.apply(seat, players[seat]->decide(v, ctx));
        }
        if (!match.nextHand()) break;
      }
    }
    qInfo("%d silences checked; samples agreeing: raw %d, mended %d of %d", checked, rawAgree, mendedAgree, samples);
    QVERIFY(checked > 100);
    QVERIFY(rawAgree < samples * 9 / 10);     // sampling alone often contradicts them
    QVERIFY(mendedAgree > samples * 99 / 100);
  }

  // The search levels' heuristic at a table takes a pile card that lowers its deadwood by 4 or more
  // (seven-card hands end early); casual takes only meld cards and aces or deuces that save 7, and
  // two players are unchanged.
  void searchLevelsTakeACardThatSavesFour() {
    const CardSet mine = S("Ks Kd Kc Qh Jc 9s 8d");  // 37; with 3c for Qh: 30
    for (int players : {4, 2}) {
      const Rules rules = pokerRules(players);
      std::vector<CardSet> hands(players, 0);
      hands[0] = mine;
      if (players == 2) hands[0] |= S("Ah 2h 3h");  // ten cards for two players
      std::vector<Card> rest = toVector(kFullDeck & ~hands[0] & ~bit(C("3c")));
      for (int s = 1; s < players; ++s)
        while (count(hands[s]) < rules.cardsPerPlayer()) hands[s] |= bit(rest.back()), rest.pop_back();
      const HandState h = HandState::fromHands(rules, players - 1, hands, C("3c"), rest);
      QCOMPARE(h.toAct(), 0);
      const SeatView v = h.view(0);
      const bool table = players > 2;
      QCOMPARE(makeBasePlayer(Level::Strong, 1)->decide(v, scores(std::vector<int>(players, 0))).type,
               table ? ActionType::TakeUpcard : ActionType::PassUpcard);
      QCOMPARE(makeBasePlayer(Level::Expert, 1)->decide(v, scores(std::vector<int>(players, 0))).type,
               table ? ActionType::TakeUpcard : ActionType::PassUpcard);
      QCOMPARE(makePlayer(Level::Casual, 1)->decide(v, scores(std::vector<int>(players, 0))).type, ActionType::PassUpcard);
    }
  }

  // The rotated table: every entry sits in every seat once per deal, every game has its winners
  // (shared wins split), and the same seed plays the same games.
  void rotatedTable() {
    TableConfig cfg;
    cfg.levels = {Level::Casual, Level::Beginner, Level::Simple};
    cfg.rules = pokerRules(3);
    cfg.deals = 4;
    cfg.seed = 21;
    std::vector<std::vector<int>> seatings;
    const TableResult r = runTable(cfg, [&](const TableHandInfo& info, const HandState&, const HandState&) {
      if (info.hand == 1) seatings.push_back(info.entryAtSeat);
    });
    QCOMPARE(r.games, 12);
    QCOMPARE(static_cast<int>(seatings.size()), 12);
    for (int g = 0; g < 12; ++g)
      for (int seat = 0; seat < 3; ++seat) QCOMPARE(seatings[g][seat], ((seat - g % 3) % 3 + 3) % 3);
    double total = 0;
    for (int e = 0; e < 3; ++e) {
      QCOMPARE(r.seats[e].refused, 0);
      QCOMPARE(static_cast<int>(r.dealShare[e].size()), 4);
      total += r.share(e);
      double lo = 0, hi = 0;
      r.interval(e, lo, hi);
      QVERIFY(lo <= r.share(e) && r.share(e) <= hi);
    }
    QVERIFY(std::abs(total - 1.0) < 1e-9);
    for (int d = 0; d < 4; ++d) QVERIFY(std::abs(r.dealShare[0][d] + r.dealShare[1][d] + r.dealShare[2][d] - 3.0) < 1e-9);
    const TableResult again = runTable(cfg);
    QCOMPARE(again.hands, r.hands);
    for (int e = 0; e < 3; ++e) {
      QCOMPARE(again.seats[e].points, r.seats[e].points);
      QCOMPARE(again.dealShare[e], r.dealShare[e]);
    }
  }
};

QTEST_APPLESS_MAIN(TestAiPoker)
#include "tst_aipoker.moc"
