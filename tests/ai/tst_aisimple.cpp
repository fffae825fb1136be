// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `simple` plays as the challenge's SimpleGinRummyPlayer is described in docs/ai.md ("simple"), decision
// by decision. Every decision of a simple or camper seat in recorded games (tests/data/simple/) is
// checked against the rules written there, worked out here from scratch: the melds the challenge lists
// (every run of three or more, every three or four of a rank), its "best meld sets" (maximal sets of
// non-overlapping melds with the least deadwood), its referee's lay-offs. Where the original draws at
// random the check is the set of answers it may give; a few scripted positions cover the rare rules
// (a draw-and-discard pair not repeated, lay-off chains) and the randomness itself.
//
// The records were played by
//   ginrummy-cli arena --a simple --b casual --games 3 --seed 3711 --rules eaai --mirrored --record -
//   ginrummy-cli arena --a simple --b marjj  --games 3 --seed 3712 --rules eaai --mirrored --record -
//   ginrummy-cli arena --a camper --b simple --games 2 --seed 3713 --rules eaai --mirrored --record -
// (concatenated in tests/data/simple/records.jsonl); the positions they reach are what is tested, not
// the moves played in them.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "ai/ai.h"
#include "hand.h"
#include "rules.h"
#include "testutil.h"

using namespace gin;
using namespace gin::ai;
using testutil::C;
using testutil::S;

namespace {

// ---------------------------------------------------------------- the rules, from scratch

// Every meld the challenge lists inside `cards`: each run of three or more consecutive cards of a
// suit (each sub-run too), each three cards of a rank and the four.
std::vector<CardSet> challengeMelds(CardSet cards) {
  std::vector<CardSet> out;
  for (int s = 0; s < 4; ++s)
    for (int lo = 0; lo < 13; ++lo) {
      CardSet run = 0;
      for (int r = lo; r < 13 && contains(cards, makeCard(r, s)); ++r) {
        run |= bit(makeCard(r, s));
        if (r - lo >= 2) out.push_back(run);
      }
    }
  for (int r = 0; r < 13; ++r) {
    CardSet same = 0;
    for (int s = 0; s < 4; ++s)
      if (contains(cards, makeCard(r, s))) same |= bit(makeCard(r, s));
    if (count(same) == 4) {
      out.push_back(same);
      for (int s = 0; s < 4; ++s) out.push_back(same & ~bit(makeCard(r, s)));
    } else if (count(same) == 3) {
      out.push_back(same);
    }
  }
  return out;
}

int points(CardSet cards) {
  int p = 0;
  for (int c = 0; c < 52; ++c)
    if (contains(cards, static_cast<Card>(c))) p += std::min(rankOf(static_cast<Card>(c)) + 1, 10);
  return p;
}

bool oneSuit(CardSet m) {
  int suit = -1;
  for (int c = 0; c < 52; ++c)
    if (contains(m, static_cast<Card>(c))) {
      if (suit >= 0 && suit != suitOf(static_cast<Card>(c))) return false;
      suit = suitOf(static_cast<Card>(c));
    }
  return true;
}
bool consecutive(CardSet m) {
  int lo = 13, hi = -1;
  for (int c = 0; c < 52; ++c)
    if (contains(m, static_cast<Card>(c))) lo = std::min(lo, rankOf(static_cast<Card>(c))), hi = std::max(hi, rankOf(static_cast<Card>(c)));
  return hi - lo + 1 == count(m);
}

// A meld set written one way: touching runs of one suit joined (showing 3-4-5 and 6-7-8 or 3-8 is the
// same for every lay-off), melds in ascending order.
using Melds = std::vector<CardSet>;
Melds normal(Melds m) {
  for (bool joined = true; joined;) {
    joined = false;
    for (std::size_t i = 0; i < m.size() && !joined; ++i)
      for (std::size_t j = i + 1; j < m.size() && !joined; ++j)
        if (oneSuit(m[i] | m[j]) && (m[i] & m[j]) == 0 && consecutive(m[i] | m[j])) {
          m[i] |= m[j];
          m.erase(m.begin() + static_cast<long>(j));
          joined = true;
        }
  }
  std::sort(m.begin(), m.end());
  return m;
}

// The challenge's "best meld sets": every maximal set of non-overlapping melds (no listed meld could
// be added) with the least deadwood, each counted as often as the challenge lists it.
struct BestSets {
  int deadwood = 1 << 30;
  std::map<Melds, int> sets;  // normal form -> how many listed meld sets have it
};
BestSets bestMeldSets(CardSet cards) {
  const std::vector<CardSet> all = challengeMelds(cards);
  BestSets best;
  Melds chosen;
  std::function<void(std::size_t, CardSet)> dfs = [&](std::size_t from, CardSet used) {
    bool maximal = true;
    for (CardSet m : all) maximal = maximal && (m & used) != 0;
    if (maximal) {
      const int dw = points(cards & ~used);
      if (dw < best.deadwood) best.deadwood = dw, best.sets.clear();
      if (dw == best.deadwood) ++best.sets[normal(chosen)];
    }
    for (std::size_t i = from; i < all.size(); ++i) {
      if (all[i] & used) continue;
      chosen.push_back(all[i]);
      dfs(i + 1, used | all[i]);
      chosen.pop_back();
    }
  };
  dfs(0, 0);
  return best;
}
int leastDeadwood(CardSet cards) { return bestMeldSets(cards).deadwood; }

// The challenge's card order for the referee's lay-offs: clubs, hearts, spades, diamonds; ace to king.
int challengeIndex(Card c) {
  const int suit[4] = {0, 3, 1, 2};  // c d h s
  return suit[suitOf(c)] * 13 + rankOf(c);
}

// The referee lays off the defender's cards outside `own`: the first card (challenge order) that
// extends a knocker's meld (the first such meld), again and again.
std::set<std::pair<int, int>> refereeLayoffs(CardSet hand, const Melds& own, std::vector<CardSet> table) {
  CardSet loose = hand;
  for (CardSet m : own) loose &= ~m;
  std::set<std::pair<int, int>> out;
  for (;;) {
    Card found = NoCard;
    std::size_t onto = 0;
    for (int idx = 0; idx < 52 && found == NoCard; ++idx)
      for (int c = 0; c < 52; ++c) {
        if (challengeIndex(static_cast<Card>(c)) != idx || !contains(loose, static_cast<Card>(c))) continue;
        for (std::size_t i = 0; i < table.size(); ++i) {
          bool meld = false;
          for (CardSet m : challengeMelds(table[i] | bit(static_cast<Card>(c)))) meld = meld || m == (table[i] | bit(static_cast<Card>(c)));
          if (meld) {
            found = static_cast<Card>(c), onto = i;
            break;
          }
        }
      }
    if (found == NoCard) break;
    table[onto] |= bit(found);
    loose &= ~bit(found);
    out.insert({found, static_cast<int>(onto)});
  }
  return out;
}

// ---------------------------------------------------------------- the described decisions

struct Tally {
  int draws = 0, takesNotLowering = 0, discards = 0, discardTies = 0, knocks = 0, arrangementChoices = 0,
      layoffPhases = 0, layoffChoices = 0, layoffs = 0, pairRule = 0;
};

// Checks one decision of a simple (or camper) seat against the description; returns a failure or "".
QString check(const SeatView& v, const Action& a, bool camper, Tally& t) {
  auto fail = [&](const QString& why) { return why + QStringLiteral(" (hand %1)").arg(testutil::str(v.hand)); };
  if (v.phase == Phase::FirstUpcard || v.phase == Phase::Draw) {
    ++t.draws;
    const Card up = v.discardTop;
    const bool pileOk = up != NoCard && !v.stockOnly;
    bool inMeld = false;
    if (pileOk)
      for (CardSet m : challengeMelds(v.hand | bit(up))) inMeld = inMeld || contains(m, up);
    const bool took = a.type == ActionType::TakeUpcard || a.type == ActionType::DrawDiscard;
    if (took != inMeld) return fail(QStringLiteral("took %1: %2").arg(QString::fromStdString(toString(up))).arg(took));
    if (inMeld) {
      int bestAfter = 1 << 30;
      for (int c = 0; c < 52; ++c)
        if (contains(v.hand, static_cast<Card>(c))) bestAfter = std::min(bestAfter, leastDeadwood((v.hand | bit(up)) & ~bit(static_cast<Card>(c))));
      if (bestAfter >= leastDeadwood(v.hand)) ++t.takesNotLowering;
    }
    return {};
  }
  if (v.phase == Phase::Layoff) {
    ++t.layoffPhases;
    const BestSets own = bestMeldSets(v.hand);
    std::set<std::pair<Melds, std::set<std::pair<int, int>>>> allowed;
    for (const auto& [melds, n] : own.sets)
      allowed.insert({melds, v.knockerGin ? std::set<std::pair<int, int>>{} : refereeLayoffs(v.hand, melds, v.tableMelds)});
    if (allowed.size() > 1) ++t.layoffChoices;
    if (a.type != ActionType::Layoff) return fail(QStringLiteral("no lay-off action"));
    std::set<std::pair<int, int>> played;
    for (const Layoff& l : a.layoffs) played.insert({l.card, l.meld});
    t.layoffs += static_cast<int>(played.size());
    if (!allowed.count({normal(a.melds), played})) return fail(QStringLiteral("lay-off not as the referee would"));
    return {};
  }
  // Discard or knock. The pairs {drawn, discarded} of this seat's earlier turns are not repeated.
  ++t.discards;
  Card drawn = NoCard;
  std::vector<CardSet> pairs;
  for (const PublicEvent& e : v.history) {
    if (e.seat != v.seat) continue;
    if (e.type == ActionType::TakeUpcard) drawn = v.firstUpcard;
    if (e.type == ActionType::DrawStock || e.type == ActionType::DrawDiscard) drawn = e.card;
    if (e.type == ActionType::Discard) pairs.push_back(bit(drawn) | bit(e.card));
  }
  CardSet cands = 0, withoutRule = 0;
  for (int c = 0; c < 52; ++c) {
    if (!contains(v.hand, static_cast<Card>(c)) || c == v.takenFromDiscard) continue;
    withoutRule |= bit(static_cast<Card>(c));
    if (std::find(pairs.begin(), pairs.end(), bit(drawn) | bit(static_cast<Card>(c))) == pairs.end()) cands |= bit(static_cast<Card>(c));
  }
  if (!cands) cands = withoutRule;
  if (cands != withoutRule) ++t.pairRule;
  int least = 1 << 30;
  CardSet ties = 0;
  for (int c = 0; c < 52; ++c) {
    if (!contains(cands, static_cast<Card>(c))) continue;
    const int dw = leastDeadwood(v.hand & ~bit(static_cast<Card>(c)));
    if (dw < least) least = dw, ties = 0;
    if (dw == least) ties |= bit(static_cast<Card>(c));
  }
  if (count(ties) > 1) ++t.discardTies;
  if (a.type != ActionType::Discard && a.type != ActionType::Knock) return fail(QStringLiteral("neither discard nor knock"));
  if (!contains(ties, a.card)) return fail(QStringLiteral("discarded %1, allowed %2").arg(QString::fromStdString(toString(a.card)), testutil::str(ties)));
  const bool knock = least <= v.knockLimit && (!camper || least == 0);
  if ((a.type == ActionType::Knock) != knock) return fail(QStringLiteral("knock %1 with %2").arg(a.type == ActionType::Knock).arg(least));
  if (knock) {
    ++t.knocks;
    const BestSets shown = bestMeldSets(v.hand & ~bit(a.card));
    if (shown.sets.size() > 1) ++t.arrangementChoices;
    if (!shown.sets.count(normal(a.melds))) return fail(QStringLiteral("knock melds not a best meld set"));
  }
  return {};
}

Card card(const QJsonValue& v) { return *parseCard(v.toString().toStdString()); }
CardSet cardsOf(const QJsonValue& v) {
  CardSet s = 0;
  for (const QJsonValue& c : v.toArray()) s |= bit(card(c));
  return s;
}
Melds meldsOf(const QJsonValue& v) {
  Melds m;
  for (const QJsonValue& x : v.toArray()) m.push_back(cardsOf(x));
  return m;
}
Action actionOf(const QJsonObject& a) {
  const QString t = a.value("action").toString();
  if (t == "take_upcard") return Action::take();
  if (t == "pass") return Action::pass();
  if (t == "draw_stock") return Action::drawStock();
  if (t == "draw_discard") return Action::drawDiscard();
  if (t == "discard") return Action::discard(card(a.value("card")));
  if (t == "knock") return Action::knock(card(a.value("card")), meldsOf(a.value("melds")));
  if (t == "big_gin") return Action::bigGin(meldsOf(a.value("melds")));
  std::vector<Layoff> lo;
  for (const QJsonValue& x : a.value("layoffs").toArray()) lo.push_back(Layoff{card(x.toObject().value("card")), x.toObject().value("meld").toInt()});
  return Action::layoff(meldsOf(a.value("melds")), lo);
}

// A scripted hand for the rare rules: seat 0 (simple) and seat 1 play the given actions.
HandState scripted(const std::string& mine, const std::string& theirs, const char* upcard, const std::string& stockTop) {
  const CardSet a = S(mine), b = S(theirs);
  std::vector<Card> stock = testutil::cards(stockTop);
  CardSet used = a | b | bit(C(upcard));
  for (Card c : stock) used |= bit(c);
  for (int c = 0; c < 52; ++c)
    if (!contains(used, static_cast<Card>(c))) stock.push_back(static_cast<Card>(c));
  Rules r;
  preset("eaai", r);
  return HandState::fromHands(r, 1, {a, b}, C(upcard), stock);
}

}  // namespace

class TestAiSimple : public QObject {
  Q_OBJECT

 private slots:
  // Every decision of a simple or camper seat in the recorded games, as the description says.
  void recordedPositions() {
    QFile f(qEnvironmentVariable("GIN_SOURCE_DIR") + QStringLiteral("/tests/data/simple/records.jsonl"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    Tally t;
    int hands = 0;
    for (const QByteArray& l : f.readAll().trimmed().split('\n')) {
      const QJsonObject h = QJsonDocument::fromJson(l).object();
      Rules rules;
      preset("eaai", rules);
      const QJsonObject deal = h.value("deal").toObject();
      std::vector<CardSet> hs;
      for (const QJsonValue& x : deal.value("hands").toArray()) hs.push_back(cardsOf(x));
      std::vector<Card> stock;
      for (const QJsonValue& x : deal.value("stock").toArray()) stock.push_back(card(x));
      const QJsonArray seats = h.value("seats").toArray();
      HandState st = HandState::fromHands(rules, h.value("dealer").toInt(), hs, card(deal.value("upcard")), stock);
      std::uint64_t seed = static_cast<std::uint64_t>(hands) * 7919;
      for (const QJsonValue& av : h.value("actions").toArray()) {
        const QJsonObject a = av.toObject();
        const int seat = a.value("seat").toInt();
        const QString level = seats[seat].toString();
        if (level == "simple" || level == "camper") {
          const SeatView v = st.view(seat);
          Action mine = makePlayer(level == "simple" ? Level::Simple : Level::Camper, ++seed)->decide(v, {{0, 0}, 100});
          QCOMPARE(st.check(seat, mine), Reject::Ok);
          // A knock without melds shows the engine's arrangement: that is what the check sees.
          if (mine.type == ActionType::Knock && mine.melds.empty()) mine.melds = st.knockArrangement(seat, mine.card);
          const QString why = check(v, mine, level == "camper", t);
          QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("game %1 hand %2: ").arg(h.value("game").toInt()).arg(h.value("hand").toInt()) + why));
        }
        QCOMPARE(st.apply(seat, actionOf(a)), Reject::Ok);
      }
      ++hands;
    }
    qInfo("%d hands: %d draws (%d pickups that do not lower the deadwood), %d discards (%d ties, %d narrowed by the pair rule), "
          "%d knocks (%d with a choice of melds), %d lay-off phases (%d with a choice, %d cards laid off)",
          hands, t.draws, t.takesNotLowering, t.discards, t.discardTies, t.pairRule, t.knocks, t.arrangementChoices,
          t.layoffPhases, t.layoffChoices, t.layoffs);
    // The records reach every kind of decision, ties and choices included.
    QVERIFY(hands >= 100);
    QVERIFY(t.takesNotLowering > 0);
    QVERIFY(t.discardTies > 100);
    QVERIFY(t.knocks > 50);
    QVERIFY(t.arrangementChoices > 0);
    QVERIFY(t.layoffPhases > 30);
    QVERIFY(t.layoffChoices > 0);
    QVERIFY(t.layoffs > 10);
  }

  // The original randomises over tied discards and over its best meld sets: every allowed answer
  // comes up, and nothing else.
  void tiesAreRandom() {
    // Seat 0 drew 2d: Kc, Kd and Ks leave the same deadwood (7h 8h 9h, 3c 3d 3s, 4s 5s 6s kept).
    HandState h = scripted("7h 8h 9h 3c 3d 3s 4s 5s 6s Kc", "Ac 2c 4c 5c 6c 7c 8c 9c Tc Jc", "Qc", "Kd");
    QCOMPARE(h.apply(0, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);
    std::set<Card> seen;
    Tally t;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
      const Action a = makePlayer(Level::Simple, seed)->decide(h.view(0), {{0, 0}, 100});
      QVERIFY(check(h.view(0), a, false, t).isEmpty());
      seen.insert(a.card);
    }
    QCOMPARE(seen, (std::set<Card>{C("Kc"), C("Kd")}));
  }

  // A knock shows one of the best meld sets at random: 4s5s6s or 5s5d5c (deadwood 10 either way).
  void knockMeldsAreRandom() {
    HandState h = scripted("4s 5s 6s 5d 5c 7h 8h 9h Th Jh", "Ac 2c 3c 4c 6c 7c 8c 9c Tc Jc", "Qc", "Kc");
    QCOMPARE(h.apply(0, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);
    std::set<Melds> shown;
    Tally t;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
      const Action a = makePlayer(Level::Simple, seed)->decide(h.view(0), {{0, 0}, 100});
      QVERIFY(check(h.view(0), a, false, t).isEmpty());
      QCOMPARE(a.type, ActionType::Knock);
      QCOMPARE(a.card, C("Kc"));
      shown.insert(normal(a.melds));
    }
    QCOMPARE(shown, (std::set<Melds>{normal({S("4s 5s 6s"), S("7h 8h 9h Th Jh")}), normal({S("5s 5d 5c"), S("7h 8h 9h Th Jh")})}));
  }

  // The defender shows one of its best meld sets at random; the referee lays off only what is left:
  // TsJsQs or QsQdQc, and with the knocker's 7s8s9s only the second lets Ts and Js go.
  void layoffFollowsTheShownMelds() {
    HandState h = scripted("7s 8s 9s 2c 3c 4c 5d 6d 7d Kh", "Ts Js Qs Qd Qc 3h 4h 5h 6h 7h", "Kc", "2h");
    QCOMPARE(h.apply(0, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::knock(C("Kh"))), Reject::Ok);
    QCOMPARE(h.phase(), Phase::Layoff);
    std::set<int> deadwood;
    Tally t;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
      const Action a = makePlayer(Level::Simple, seed)->decide(h.view(1), {{0, 0}, 100});
      QVERIFY(check(h.view(1), a, false, t).isEmpty());
      HandState after = h;
      QCOMPARE(after.apply(1, a), Reject::Ok);
      deadwood.insert(after.result().deadwood[1]);
    }
    QCOMPARE(deadwood, (std::set<int>{0, 20}));  // both seen: lays off Ts Js (0) or keeps Qd Qc (20)
  }

  // Chains: the referee goes on until nothing fits.
  void layoffChains() {
    HandState h = scripted("6h 7h 8h 2c 3c 4c 5d 6d 7d Kh", "9h Th 5c Ac 9s 2s 4s Qd Jc Kd", "Kc", "3h");
    QCOMPARE(h.apply(0, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::knock(C("Kh"))), Reject::Ok);
    const Action a = makePlayer(Level::Simple, 3)->decide(h.view(1), {{0, 0}, 100});
    Tally t;
    QVERIFY(check(h.view(1), a, false, t).isEmpty());
    QCOMPARE(static_cast<int>(a.layoffs.size()), 4);  // Ac and 5c onto 2c3c4c, 9h and Th onto 6h7h8h
  }

  // The original never repeats a pair {card drawn, card discarded} within a hand (as a set: drawing
  // Kd and discarding Qs rules out drawing Qs and discarding Kd): Kd is its least-deadwood discard,
  // but it took Qs back after drawing Kd and letting Qs go, so 6s goes (and it knocks with 10).
  void drawDiscardPairsAreNotRepeated() {
    HandState h = scripted("2c 3c 4c 5h 6h 7h Js Qs 8c 6s", "2h 9h 9c Ad 3d 5d 7d 9s Jd Kh", "Kc", "Kd Ts 4s");
    QCOMPARE(h.apply(0, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(1, Action::pass()), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);  // Kd
    QCOMPARE(h.apply(0, Action::discard(C("Qs"))), Reject::Ok);
    QCOMPARE(h.apply(1, Action::drawDiscard()), Reject::Ok);  // Qs
    QCOMPARE(h.apply(1, Action::discard(C("2h"))), Reject::Ok);
    QCOMPARE(h.apply(0, Action::drawStock()), Reject::Ok);  // Ts
    QCOMPARE(h.apply(0, Action::discard(C("8c"))), Reject::Ok);
    QCOMPARE(h.apply(1, Action::drawStock()), Reject::Ok);  // 4s
    QCOMPARE(h.apply(1, Action::discard(C("Qs"))), Reject::Ok);
    const Action take = makePlayer(Level::Simple, 1)->decide(h.view(0), {{0, 0}, 100});
    QCOMPARE(take.type, ActionType::DrawDiscard);  // Ts Js Qs
    QCOMPARE(h.apply(0, take), Reject::Ok);
    Tally t;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
      const Action a = makePlayer(Level::Simple, seed)->decide(h.view(0), {{0, 0}, 100});
      QVERIFY2(check(h.view(0), a, false, t).isEmpty(), qPrintable(QString::fromStdString(actionToString(a))));
      QCOMPARE(a, Action::knock(C("6s"), a.melds));
    }
    QCOMPARE(t.pairRule, 16);
    // Without that history Kd goes: the rule is what decides.
    QCOMPARE(leastDeadwood(h.hand(0) & ~bit(C("Kd"))), 6);
  }
};

QTEST_APPLESS_MAIN(TestAiSimple)
#include "tst_aisimple.moc"
