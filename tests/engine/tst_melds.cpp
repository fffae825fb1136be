// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RULES.md "Cards and melds" and the knock/lay-off rules, checked against worked hands and against an
// independent brute force written here (meld subsets enumerated from gin::allMelds()).
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "card.h"
#include "meld.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using testutil::S;
using testutil::str;

namespace {

// --- Independent reference ----------------------------------------------------------------------

// Every meld, enumerated from the definition: 3 or 4 cards of a rank; 3+ consecutive cards of a suit,
// ace low, no wrap.
std::set<CardSet> referenceMelds() {
  std::set<CardSet> out;
  for (int rank = 0; rank < 13; ++rank)
    for (unsigned suits = 0; suits < 16; ++suits)
      if (std::popcount(suits) >= 3) {
        CardSet m = 0;
        for (int s = 0; s < 4; ++s)
          if (suits & (1u << s)) m |= bit(makeCard(rank, s));
        out.insert(m);
      }
  for (int suit = 0; suit < 4; ++suit)
    for (int lo = 0; lo < 13; ++lo)
      for (int hi = lo + 2; hi < 13; ++hi) {
        CardSet m = 0;
        for (int r = lo; r <= hi; ++r) m |= bit(makeCard(r, suit));
        out.insert(m);
      }
  return out;
}

// Brute force: every partition of `hand` into melds (from allMelds) and deadwood. Calls f(melds, dw).
void forEachArrangement(CardSet hand, const std::function<void(const std::vector<CardSet>&, CardSet)>& f) {
  const auto& melds = allMelds();
  std::vector<CardSet> chosen;
  std::function<void(CardSet, CardSet)> rec = [&](CardSet rest, CardSet dead) {
    if (!rest) {
      f(chosen, dead);
      return;
    }
    const Card c = lowest(rest);
    rec(rest & ~bit(c), dead | bit(c));  // c is deadwood
    for (CardSet m : melds)
      if (contains(m, c) && (m & rest) == m) {
        chosen.push_back(m);
        rec(rest & ~m, dead);
        chosen.pop_back();
      }
  };
  rec(hand, 0);
}

int bruteMinDeadwood(CardSet hand) {
  int best = 1 << 30;
  forEachArrangement(hand, [&](const std::vector<CardSet>&, CardSet dead) { best = std::min(best, valueOf(dead)); });
  return best;
}

int bruteMinAfterDiscard(CardSet hand) {
  int best = 1 << 30;
  forEach(hand, [&](Card c) { best = std::min(best, bruteMinDeadwood(hand & ~bit(c))); });
  return best;
}

// Runs "counted whole": touching runs of one suit are one run. Canonical form = sorted meld list.
std::vector<CardSet> canonical(std::vector<CardSet> melds) {
  bool merged = true;
  while (merged) {
    merged = false;
    for (std::size_t i = 0; i < melds.size() && !merged; ++i)
      for (std::size_t j = 0; j < melds.size() && !merged; ++j) {
        if (i == j || !isRun(melds[i]) || !isRun(melds[j]) || suitOf(lowest(melds[i])) != suitOf(lowest(melds[j])))
          continue;
        const Card top = static_cast<Card>(63 - std::countl_zero(melds[i]));
        if (rankOf(top) < 12 && contains(melds[j], top + 1)) {
          melds[i] |= melds[j];
          melds.erase(melds.begin() + j);
          merged = true;
        }
      }
  }
  std::sort(melds.begin(), melds.end());
  return melds;
}

std::set<std::vector<CardSet>> bruteOptimal(CardSet hand) {
  const int best = bruteMinDeadwood(hand);
  std::set<std::vector<CardSet>> out;
  forEachArrangement(hand, [&](const std::vector<CardSet>& m, CardSet dead) {
    if (valueOf(dead) == best) out.insert(canonical(m));
  });
  return out;
}

// A lay-off assignment is legal exactly when every target plus the cards given to it is still a meld.
int bruteBestDefence(CardSet hand, const std::vector<CardSet>& targets) {
  std::vector<Card> cand;
  forEach(hand, [&](Card c) {
    for (CardSet t : targets)
      if ((isSet(t) && rankOf(lowest(t)) == rankOf(c)) || (isRun(t) && suitOf(lowest(t)) == suitOf(c))) {
        cand.push_back(c);
        break;
      }
  });
  int best = bruteMinDeadwood(hand);
  std::vector<CardSet> grown(targets);
  std::function<void(std::size_t, CardSet)> rec = [&](std::size_t i, CardSet laid) {
    if (i == cand.size()) {
      for (std::size_t t = 0; t < targets.size(); ++t)
        if (!isMeld(grown[t])) return;
      best = std::min(best, bruteMinDeadwood(hand & ~laid));
      return;
    }
    rec(i + 1, laid);
    for (std::size_t t = 0; t < targets.size(); ++t) {
      grown[t] |= bit(cand[i]);
      rec(i + 1, laid | bit(cand[i]));
      grown[t] &= ~bit(cand[i]);
    }
  };
  rec(0, 0);
  return best;
}

CardSet randomHand(Rng& rng, int n, CardSet from) {
  std::vector<Card> pool = toVector(from);
  CardSet h = 0;
  for (int i = 0; i < n; ++i) {
    const auto k = rng.below(static_cast<std::uint32_t>(pool.size()));
    h |= bit(pool[k]);
    pool.erase(pool.begin() + k);
  }
  return h;
}

// Cards of ranks [lo, hi] in every suit: a dense pool where sets and runs overlap a lot.
CardSet rankWindow(int lo, int hi) {
  CardSet s = 0;
  for (int suit = 0; suit < 4; ++suit)
    for (int r = lo; r <= hi; ++r) s |= bit(makeCard(r, suit));
  return s;
}

QString arrangementText(const std::vector<CardSet>& melds) {
  QStringList parts;
  for (CardSet m : melds) parts << str(m);
  return parts.join(QLatin1String(" | "));
}

}  // namespace

class TstMelds : public QObject {
  Q_OBJECT
 private slots:
  void set_threeOrFourOfARank_data();
  void set_threeOrFourOfARank();
  void run_threePlusConsecutiveOneSuitAceLow_data();
  void run_threePlusConsecutiveOneSuitAceLow();
  void allMelds_are65SetsAnd264Runs();
  void deadwood_workedHands_data();
  void deadwood_workedHands();
  void deadwood_overlappingSetOrRunTakesTheCheaperDeadwood();
  void arrangements_everyOptimalOneListed();
  void arrangements_runsCountedWhole();
  void bestArrangement_isOptimalAndConsistent();
  void discard_bestCardAndResultingDeadwood();
  void discard_neverTheForbiddenCard();
  void discard_tiesGoToHighestValueThenHighestCard();
  void bigGin_elevenCardsAllInMelds();
  void bruteForce_minDeadwoodOfRandomHands();
  void bruteForce_minDeadwoodAfterDiscardOfRandomHands();
  void bruteForce_optimalArrangementsOfDenseHands();
  void bruteForce_meldPartnersOfRandomHands();
  void layoff_chainOntoRun();
  void layoff_fourthCardToSet();
  void layoff_notAcrossAceOrGapOrUnknownMeld();
  void layoff_everyCardMustConnectThroughTheChain();
  void defence_keepsCardInOwnMeldWhenThatLeavesLess();
  void defence_laysOffFourthCardOfOwnSetWhenThatLeavesLess();
  void defence_noLayoffsWhenNotAllowed();
  void defence_seed003Example();
  void bruteForce_bestDefence();
  void layoffChances_countsDirectLayoffsOnly();
  void meldsValid_disjointLegalAndInHand();
};

void TstMelds::set_threeOrFourOfARank_data() {
  QTest::addColumn<QString>("cards");
  QTest::addColumn<bool>("set");
  QTest::newRow("three sevens") << "7c 7d 7h" << true;
  QTest::newRow("four kings") << "Kc Kd Kh Ks" << true;
  QTest::newRow("three aces") << "Ac Ah As" << true;
  QTest::newRow("two sevens") << "7c 7d" << false;
  QTest::newRow("mixed ranks") << "7c 7d 8h" << false;
  QTest::newRow("run is not a set") << "5h 6h 7h" << false;
  QTest::newRow("one card") << "7c" << false;
}

void TstMelds::set_threeOrFourOfARank() {
  QFETCH(QString, cards);
  QFETCH(bool, set);
  const CardSet s = S(cards.toStdString());
  QCOMPARE(isSet(s), set);
  QCOMPARE(isMeld(s), set || isRun(s));
  QVERIFY(!(isSet(s) && isRun(s)));
}

void TstMelds::run_threePlusConsecutiveOneSuitAceLow_data() {
  QTest::addColumn<QString>("cards");
  QTest::addColumn<bool>("run");
  QTest::newRow("A-2-3 is a run") << "Ah 2h 3h" << true;
  QTest::newRow("Q-K-A is not") << "Qs Ks As" << false;
  QTest::newRow("K-A-2 never wraps") << "Kd Ad 2d" << false;
  QTest::newRow("J-Q-K") << "Jc Qc Kc" << true;
  QTest::newRow("9-T-J") << "9d Td Jd" << true;
  QTest::newRow("long run") << "3s 4s 5s 6s 7s 8s 9s" << true;
  QTest::newRow("whole suit") << "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc" << true;
  QTest::newRow("two cards") << "4h 5h" << false;
  QTest::newRow("gap") << "4h 5h 7h" << false;
  QTest::newRow("mixed suits") << "4h 5h 6c" << false;
  QTest::newRow("set is not a run") << "4h 4c 4d" << false;
}

void TstMelds::run_threePlusConsecutiveOneSuitAceLow() {
  QFETCH(QString, cards);
  QFETCH(bool, run);
  QCOMPARE(isRun(S(cards.toStdString())), run);
}

void TstMelds::allMelds_are65SetsAnd264Runs() {
  const auto& all = allMelds();
  QCOMPARE(int(all.size()), 329);
  QCOMPARE(int(std::count_if(all.begin(), all.end(), isSet)), 65);
  QCOMPARE(int(std::count_if(all.begin(), all.end(), isRun)), 264);
  const std::set<CardSet> mine = referenceMelds();
  QCOMPARE(std::set<CardSet>(all.begin(), all.end()), mine);
}

void TstMelds::deadwood_workedHands_data() {
  QTest::addColumn<QString>("hand");
  QTest::addColumn<int>("deadwood");
  QTest::newRow("gin: two runs and a set") << "Ac 2c 3c 4c 7d 7h 7s 9s Ts Js" << 0;
  QTest::newRow("nothing melds") << "Ac 3d 5h 7s 9c Jd Kh Qs 2h 4s" << 1 + 3 + 5 + 7 + 9 + 10 + 10 + 10 + 2 + 4;
  QTest::newRow("seed 003 knocker: 3c and 4s left") << "Ac 2c 3c 7d 8d 9d Kh Ks Kd 4s" << 4;
  QTest::newRow("Q-K-A does not help") << "Qs Ks As 5c 5d 5h 9h Th Jh 2d" << 10 + 10 + 1 + 2;
  QTest::newRow("four of a kind and run") << "8c 8d 8h 8s 2s 3s 4s 5s Kd Qd" << 20;
  QTest::newRow("shared 7h: set and run both whole") << "7c 7d 7s 7h 8h 9h Ac 2c 3c Kd" << 10;
  QTest::newRow("13 cards: whole suit") << "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc" << 0;
  QTest::newRow("empty") << "" << 0;
}

void TstMelds::deadwood_workedHands() {
  QFETCH(QString, hand);
  QFETCH(int, deadwood);
  const CardSet h = S(hand.toStdString());
  QCOMPARE(minDeadwood(h), deadwood);
  QCOMPARE(bruteMinDeadwood(h), deadwood);  // the reference agrees with the hand-computed figure
}

void TstMelds::deadwood_overlappingSetOrRunTakesTheCheaperDeadwood() {
  // 6h belongs to the set 6c 6d 6h or to the run 4h 5h 6h, never both. Set: 4h 5h dead (9);
  // run: 6c 6d dead (12). The set wins: deadwood 9 + 9s + 2c = 20.
  const CardSet h = S("4h 5h 6h 6c 6d Kc Kd Ks 9s 2c");
  QCOMPARE(minDeadwood(h), 20);
  const auto arr = optimalArrangements(h);
  QCOMPARE(int(arr.size()), 1);
  QCOMPARE(arr[0].deadwoodCards, S("4h 5h 9s 2c"));
  // With a four-card set the shared card can go to the run while the set keeps three: nothing lost.
  const CardSet h2 = S("2h 3h 4h 4c 4d 4s Kc Kd Ks Qs");
  QCOMPARE(minDeadwood(h2), 10);
  const auto arr2 = optimalArrangements(h2);
  QCOMPARE(int(arr2.size()), 1);
  QCOMPARE(canonical(arr2[0].melds), canonical({S("2h 3h 4h"), S("4c 4d 4s"), S("Kc Kd Ks")}));
}

void TstMelds::arrangements_everyOptimalOneListed() {
  // J-Q-K of hearts or three kings: either leaves 20, so both arrangements reach the minimum 22.
  const CardSet h = S("Jh Qh Kh Kc Kd 2c 3c 4c Ad As");
  QCOMPARE(minDeadwood(h), 22);
  const auto arr = optimalArrangements(h);
  std::set<std::vector<CardSet>> got;
  for (const auto& a : arr) {
    QCOMPARE(a.deadwood, 22);
    QVERIFY(meldsValid(h, a.melds));
    CardSet used = 0;
    for (CardSet m : a.melds) used |= m;
    QCOMPARE(a.deadwoodCards, h & ~used);
    QCOMPARE(valueOf(a.deadwoodCards), a.deadwood);
    got.insert(canonical(a.melds));
  }
  QCOMPARE(int(arr.size()), 2);  // no duplicates
  const std::set<std::vector<CardSet>> expected = {canonical({S("2c 3c 4c"), S("Jh Qh Kh")}),
                                                   canonical({S("2c 3c 4c"), S("Kc Kd Kh")})};
  QCOMPARE(got, expected);
  QCOMPARE(got, bruteOptimal(h));
}

void TstMelds::arrangements_runsCountedWhole() {
  // 3h..8h shown as one run or as 3-4-5 + 6-7-8 is one arrangement.
  const CardSet h = S("3h 4h 5h 6h 7h 8h Kc Kd Ks 2d");
  const auto arr = optimalArrangements(h);
  QCOMPARE(int(arr.size()), 1);
  QCOMPARE(arr[0].deadwood, 2);
  QCOMPARE(canonical(arr[0].melds), canonical({S("3h 4h 5h 6h 7h 8h"), S("Kc Kd Ks")}));
}

void TstMelds::bestArrangement_isOptimalAndConsistent() {
  Rng rng(3);
  for (int i = 0; i < 300; ++i) {
    const CardSet h = randomHand(rng, 10, i % 2 ? kFullDeck : rankWindow(0, 6));
    const Arrangement a = bestArrangement(h);
    QVERIFY(meldsValid(h, a.melds));
    CardSet used = 0;
    for (CardSet m : a.melds) used |= m;
    QCOMPARE(a.deadwoodCards, h & ~used);
    QCOMPARE(a.deadwood, valueOf(a.deadwoodCards));
    QCOMPARE(a.deadwood, minDeadwood(h));
  }
}

void TstMelds::discard_bestCardAndResultingDeadwood() {
  // A-2-3s, 7-7-7, J-Q-K d; 9c and 5h loose: throw the 9c, keep 5.
  const CardSet h = S("As 2s 3s 7c 7d 7h Kd Qd Jd 9c 5h");
  const DiscardChoice d = bestDiscard(h);
  QCOMPARE(toString(d.discard), std::string("9c"));
  QCOMPARE(d.deadwood, 5);
  QCOMPARE(minDeadwoodAfterDiscard(h), 5);
  // Breaking a meld can be best: 4-card set 5c 5d 5h 5s plus 5s in a run: discard the Kh.
  const CardSet h2 = S("5c 5d 5h 5s 6s 7s Ac 2c 3c Kh 4d");
  QCOMPARE(toString(bestDiscard(h2).discard), std::string("Kh"));
  QCOMPARE(bestDiscard(h2).deadwood, 4);
}

void TstMelds::discard_neverTheForbiddenCard() {
  // The card just taken from the discard pile may not go back: the next best is 5h, leaving 9.
  const CardSet h = S("As 2s 3s 7c 7d 7h Kd Qd Jd 9c 5h");
  const DiscardChoice d = bestDiscard(h, bit(C("9c")));
  QCOMPARE(toString(d.discard), std::string("5h"));
  QCOMPARE(d.deadwood, 9);
}

void TstMelds::discard_tiesGoToHighestValueThenHighestCard() {
  // Kc and Kd loose next to three melds: either discard leaves 10. Equal value, so the higher card
  // in card order (suit, then rank) goes: Kd.
  const CardSet h = S("Ac Ad Ah 4s 5s 6s 7c 8c 9c Kd Kc");
  const DiscardChoice d = bestDiscard(h);
  QCOMPARE(d.deadwood, 10);
  QCOMPARE(toString(d.discard), std::string("Kd"));
  Rng rng(17);
  for (int i = 0; i < 300; ++i) {
    const CardSet hand = randomHand(rng, 11, i % 2 ? kFullDeck : rankWindow(2, 8));
    const DiscardChoice c = bestDiscard(hand);
    QVERIFY(contains(hand, c.discard));
    QCOMPARE(c.deadwood, minDeadwood(hand & ~bit(c.discard)));
    forEach(hand, [&](Card x) {
      const int dw = minDeadwood(hand & ~bit(x));
      QVERIFY(dw >= c.deadwood);
      if (dw == c.deadwood) {
        QVERIFY(cardValue(x) <= cardValue(c.discard));
        if (cardValue(x) == cardValue(c.discard)) QVERIFY(x <= c.discard);
      }
    });
  }
}

void TstMelds::bigGin_elevenCardsAllInMelds() {
  const CardSet big = S("Ac 2c 3c 4c 5c 7d 7h 7s Kd Kh Ks");
  QCOMPARE(minDeadwood(big), 0);
  QCOMPARE(minDeadwoodAfterDiscard(big), 0);
  const CardSet big2 = S("4d 5d 6d 7d 9h 9s 9c 9d Ac 2c 3c");  // overlap on 9d: run 4-7d, four nines
  QCOMPARE(minDeadwood(big2), 0);
  // Gin after the discard but not big gin: one card (the Kh) stays loose in 11.
  const CardSet notBig = S("Ac 2c 3c 4c 7d 7h 7s Jd Qd Kd Kh");
  QCOMPARE(minDeadwood(notBig), 10);
  QCOMPARE(minDeadwoodAfterDiscard(notBig), 0);
  QCOMPARE(bestDiscard(notBig).discard, C("Kh"));
}

void TstMelds::bruteForce_minDeadwoodOfRandomHands() {
  Rng rng(2024);
  for (int i = 0; i < 4000; ++i) {
    const CardSet pool = (i % 3 == 0) ? kFullDeck : (i % 3 == 1) ? rankWindow(0, 5) : rankWindow(6, 12);
    const CardSet h = randomHand(rng, 10, pool);
    const int want = bruteMinDeadwood(h);
    if (minDeadwood(h) != want) QFAIL(qPrintable(QStringLiteral("%1: engine %2, brute force %3").arg(str(h)).arg(minDeadwood(h)).arg(want)));
  }
}

void TstMelds::bruteForce_minDeadwoodAfterDiscardOfRandomHands() {
  Rng rng(77);
  for (int i = 0; i < 2000; ++i) {
    const CardSet pool = (i % 3 == 0) ? kFullDeck : (i % 3 == 1) ? rankWindow(0, 5) : rankWindow(5, 11);
    const CardSet h = randomHand(rng, 11, pool);
    const int want = bruteMinAfterDiscard(h);
    if (minDeadwoodAfterDiscard(h) != want || bestDiscard(h).deadwood != want)
      QFAIL(qPrintable(QStringLiteral("%1: engine %2 / %3, brute force %4")
                           .arg(str(h)).arg(minDeadwoodAfterDiscard(h)).arg(bestDiscard(h).deadwood).arg(want)));
    QCOMPARE(minDeadwood(h) == 0, bruteMinDeadwood(h) == 0);  // big gin detection
  }
}

void TstMelds::bruteForce_meldPartnersOfRandomHands() {
  Rng rng(91);
  for (int i = 0; i < 1000; ++i) {
    const CardSet pool = (i % 2 == 0) ? kFullDeck : rankWindow(3, 9);
    const CardSet h = randomHand(rng, 10, pool);
    CardSet want = 0;
    for (CardSet m : allMelds()) {
      const CardSet outside = m & ~h;
      if (count(outside) == 1) want |= outside;
    }
    if (meldPartners(h) != want)
      QFAIL(qPrintable(QStringLiteral("%1: engine %2, brute force %3").arg(str(h), str(meldPartners(h)), str(want))));
  }
}

void TstMelds::bruteForce_optimalArrangementsOfDenseHands() {
  Rng rng(5);
  for (int i = 0; i < 1500; ++i) {
    const CardSet h = randomHand(rng, 10, i % 2 ? rankWindow(0, 4) : rankWindow(3, 9));
    std::set<std::vector<CardSet>> got;
    const auto arr = optimalArrangements(h);
    for (const auto& a : arr) {
      QVERIFY(meldsValid(h, a.melds));
      QCOMPARE(valueOf(a.deadwoodCards), a.deadwood);
      QCOMPARE(a.deadwood, minDeadwood(h));
      got.insert(canonical(a.melds));
    }
    QCOMPARE(int(got.size()), int(arr.size()));  // listed once each
    const auto want = bruteOptimal(h);
    if (got != want) {
      QStringList g, w;
      for (const auto& m : got) g << arrangementText(m);
      for (const auto& m : want) w << arrangementText(m);
      QFAIL(qPrintable(QStringLiteral("%1\nengine: %2\nbrute:  %3").arg(str(h), g.join("; "), w.join("; "))));
    }
  }
}

void TstMelds::layoff_chainOntoRun() {
  // 5h then 4h onto 6-7-8h; 9h at the other end too.
  const std::vector<CardSet> targets = {S("6h 7h 8h")};
  const auto ls = possibleLayoffs(S("4h 5h 9h Kc"), targets);
  CardSet laid = 0;
  for (const Layoff& l : ls) {
    QCOMPARE(l.meld, 0);
    laid |= bit(l.card);
  }
  QCOMPARE(laid, S("4h 5h 9h"));
  // The order returned is playable one by one: 5h comes before 4h.
  auto pos = [&](const char* c) {
    return std::find_if(ls.begin(), ls.end(), [&](const Layoff& l) { return l.card == C(c); }) - ls.begin();
  };
  QVERIFY(pos("5h") < pos("4h"));
  // Chains are resolved in any order.
  QVERIFY(layoffsValid(S("4h 5h"), targets, {{C("4h"), 0}, {C("5h"), 0}}));
  QVERIFY(layoffsValid(S("4h 5h"), targets, {{C("5h"), 0}, {C("4h"), 0}}));
  // 4h alone does not touch the run.
  QVERIFY(!layoffsValid(S("4h 5h"), targets, {{C("4h"), 0}}));
  QVERIFY(possibleLayoffs(S("4h 3h"), targets).empty());
}

void TstMelds::layoff_fourthCardToSet() {
  const std::vector<CardSet> targets = {S("Tc Td Th"), S("2s 3s 4s")};
  const auto ls = possibleLayoffs(S("Ts 5s 9h"), targets);
  QCOMPARE(int(ls.size()), 2);
  QVERIFY(layoffsValid(S("Ts 5s 9h"), targets, {{C("Ts"), 0}, {C("5s"), 1}}));
  QVERIFY(!layoffsValid(S("Ts 5s 9h"), targets, {{C("Ts"), 1}}));  // a ten does not extend 2-3-4s
  QVERIFY(!layoffsValid(S("Ts 5s 9h"), targets, {{C("9h"), 0}}));
}

void TstMelds::layoff_notAcrossAceOrGapOrUnknownMeld() {
  // K-A does not wrap; a card two away does not join; a rank or suit that does not fit never goes.
  QVERIFY(possibleLayoffs(S("Ah 9h"), {S("Jh Qh Kh")}).empty());
  QVERIFY(possibleLayoffs(S("Ks 4d"), {S("Ac 2c 3c")}).empty());
  QVERIFY(!layoffsValid(S("Kc"), {S("Ac 2c 3c")}, {{C("Kc"), 0}}));
  QVERIFY(!layoffsValid(S("7h"), {S("7c 7d 7s")} , {{C("7h"), 1}}));  // no such meld
  // A card not in the hand cannot be laid off.
  QVERIFY(!layoffsValid(S("4h"), {S("6h 7h 8h")}, {{C("5h"), 0}}));
  // The same card twice is refused.
  QVERIFY(!layoffsValid(S("5h"), {S("6h 7h 8h")}, {{C("5h"), 0}, {C("5h"), 0}}));
}

void TstMelds::layoff_everyCardMustConnectThroughTheChain() {
  // 3h and 9h onto 4-5-6h: only the 3h reaches; 7h makes 8h and 9h reachable.
  const std::vector<CardSet> t = {S("4h 5h 6h")};
  QVERIFY(!layoffsValid(S("3h 9h"), t, {{C("3h"), 0}, {C("9h"), 0}}));
  QVERIFY(layoffsValid(S("3h 7h 8h 9h"), t, {{C("9h"), 0}, {C("8h"), 0}, {C("3h"), 0}, {C("7h"), 0}}));
}

void TstMelds::defence_keepsCardInOwnMeldWhenThatLeavesLess() {
  // Knocker 5-6-7s. Defender 8c 8d 8s 9s: laying off 8s and 9s leaves 8c 8d (16); keeping the set
  // 8c 8d 8s leaves only 9s (9).
  const std::vector<CardSet> targets = {S("5s 6s 7s")};
  const CardSet hand = S("8c 8d 8s 9s Kh Kd Kc 2h 3h 4h");
  const Defence d = bestDefence(hand, targets);
  QCOMPARE(d.deadwood, 9);
  QCOMPARE(d.deadwoodCards, S("9s"));
  QVERIFY(d.layoffs.empty());
  QCOMPARE(bruteBestDefence(hand, targets), 9);
}

void TstMelds::defence_laysOffFourthCardOfOwnSetWhenThatLeavesLess() {
  // Knocker 8-9-Th. Defender Jc Jd Js Jh Qh: keeping four jacks leaves Qh (10); keeping three and
  // laying off Jh then Qh (a chain) leaves nothing.
  const std::vector<CardSet> targets = {S("8h 9h Th")};
  const CardSet hand = S("Jc Jd Js Jh Qh 2c 3c 4c 5d 5s");
  const Defence d = bestDefence(hand, targets);
  QCOMPARE(d.deadwood, 10);  // 5d 5s stay
  QCOMPARE(d.deadwoodCards, S("5d 5s"));
  CardSet laid = 0;
  for (const Layoff& l : d.layoffs) laid |= bit(l.card);
  QCOMPARE(laid, S("Jh Qh"));
  QVERIFY(layoffsValid(hand, targets, d.layoffs));
  QVERIFY(meldsValid(hand & ~laid, d.melds));
  QCOMPARE(bruteBestDefence(hand, targets), 10);
}

void TstMelds::defence_noLayoffsWhenNotAllowed() {
  // After gin no lay-offs: the defender only melds.
  const std::vector<CardSet> targets = {S("8h 9h Th")};
  const CardSet hand = S("Jc Jd Js Jh Qh 2c 3c 4c 5d 5s");
  const Defence d = bestDefence(hand, targets, false);
  QVERIFY(d.layoffs.empty());
  QCOMPARE(d.deadwood, 20);
  QCOMPARE(d.deadwood, minDeadwood(hand));
}

void TstMelds::defence_seed003Example() {
  // Seed 003: the knocker shows two melds and 3c + 4s; the defender has one meld and, among the loose
  // cards, a queen and a seven; after laying off the defender keeps 19. One deal that tells the story:
  // knocker 6d-7d-8d-9d and four jacks; the defender melds 2-3-4h, lays off 5d, 4d, 3d (a chain) and Td.
  const std::vector<CardSet> targets = {S("6d 7d 8d 9d"), S("Jh Jc Js Jd")};
  const CardSet defender = S("2h 3h 4h Qs 7c 2s 3d 4d 5d Td");
  const Defence d = bestDefence(defender, targets);
  QCOMPARE(d.deadwood, 19);
  QCOMPARE(d.deadwoodCards, S("Qs 7c 2s"));
  QCOMPARE(bruteBestDefence(defender, targets), 19);
  QCOMPARE(minDeadwood(defender), 29);  // 3d 4d 5d meld on their own; the Td only goes as a lay-off
}

void TstMelds::bruteForce_bestDefence() {
  Rng rng(99);
  const auto& melds = allMelds();
  int withLayoff = 0;
  for (int i = 0; i < 1500; ++i) {
    // The knocker's melds: 1-3 random disjoint melds in a dense rank window.
    const CardSet window = rankWindow(int(rng.below(6)), 12);
    std::vector<CardSet> targets;
    CardSet used = 0;
    const int want = 1 + int(rng.below(3));
    for (int tries = 0; tries < 200 && int(targets.size()) < want; ++tries) {
      const CardSet m = melds[rng.below(std::uint32_t(melds.size()))];
      if ((m & window) == m && !(m & used) && count(used | m) <= 10) {
        targets.push_back(m);
        used |= m;
      }
    }
    const CardSet defender = randomHand(rng, 10, window & ~used);
    const Defence d = bestDefence(defender, targets);
    const int brute = bruteBestDefence(defender, targets);
    if (d.deadwood != brute) {
      QStringList t;
      for (CardSet m : targets) t << str(m);
      QFAIL(qPrintable(QStringLiteral("defender %1 onto %2: engine %3, brute %4").arg(str(defender), t.join(" | ")).arg(d.deadwood).arg(brute)));
    }
    CardSet laid = 0;
    for (const Layoff& l : d.layoffs) laid |= bit(l.card);
    withLayoff += laid != 0;
    QVERIFY(layoffsValid(defender, targets, d.layoffs));
    QVERIFY(meldsValid(defender & ~laid, d.melds));
    CardSet own = 0;
    for (CardSet m : d.melds) own |= m;
    QCOMPARE(d.deadwoodCards, defender & ~laid & ~own);
    QCOMPARE(d.deadwood, valueOf(d.deadwoodCards));
  }
  QVERIFY2(withLayoff > 300, "the generator must exercise lay-offs");
}

void TstMelds::layoffChances_countsDirectLayoffsOnly() {
  // 5h and 9h touch 6-7-8h directly; 4h only in a chain, so it does not count; 7s is a fourth seven.
  QCOMPARE(layoffChances({S("6h 7h 8h")}, S("5h 9h 4h Kc")), 2);
  QCOMPARE(layoffChances({S("6h 7h 8h"), S("Qc Qd Qh")}, S("5h 9h 4h Qs")), 3);
  QCOMPARE(layoffChances({S("7c 7d 7h 7s")}, S("6c 8c 6s")), 0);
  QCOMPARE(layoffChances({}, kFullDeck), 0);
}

void TstMelds::meldsValid_disjointLegalAndInHand() {
  const CardSet h = S("7c 7d 7h 8h 9h Ac 2c 3c Kd Ks");
  QVERIFY(meldsValid(h, {S("7c 7d 7h"), S("Ac 2c 3c")}));
  QVERIFY(meldsValid(h, {}));
  QVERIFY(!meldsValid(h, {S("7c 7d 7h"), S("7h 8h 9h")}));   // 7h twice
  QVERIFY(!meldsValid(h, {S("Kd Ks Kc")}));                  // Kc not in hand
  QVERIFY(!meldsValid(h, {S("Kd Ks")}));                     // not a meld
  QVERIFY(!meldsValid(h, {S("8h 9h Ac")}));
}

QTEST_APPLESS_MAIN(TstMelds)
#include "tst_melds.moc"
