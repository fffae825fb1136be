// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RULES.md "Cards and melds" and the notation of the foundation issue: two-character tokens, rank
// A 2-9 T J Q K (also 10), suit c d h s, case-insensitive on input, canonical on output; a seeded,
// deterministic shuffle pinned by golden lists.
#include <QtTest>

#include <set>

#include "card.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using testutil::S;

class TstCards : public QObject {
  Q_OBJECT
 private slots:
  void cardNumbering_suitTimes13PlusRank();
  void cardValue_aceOneFacesTen();
  void notation_canonicalOutputForAll52();
  void notation_inputCaseInsensitiveAndTen_data();
  void notation_inputCaseInsensitiveAndTen();
  void notation_rejectsMalformedTokens_data();
  void notation_rejectsMalformedTokens();
  void notation_setOutputOrderedBySuitThenRank();
  void cardSet_vectorRoundTrip();
  void shuffle_goldenOrder_data();
  void shuffle_goldenOrder();
  void shuffle_isPermutationAndSeedDependent();
  void rng_deterministicAndBounded();
};

void TstCards::cardNumbering_suitTimes13PlusRank() {
  QCOMPARE(int(makeCard(0, Clubs)), 0);
  QCOMPARE(int(C("Ac")), 0);
  QCOMPARE(int(C("Kc")), 12);
  QCOMPARE(int(C("Ad")), 13);
  QCOMPARE(int(C("Ah")), 26);
  QCOMPARE(int(C("As")), 39);
  QCOMPARE(int(C("Ks")), 51);
  for (int c = 0; c < kDeckSize; ++c) {
    QCOMPARE(int(makeCard(rankOf(Card(c)), suitOf(Card(c)))), c);
  }
  QCOMPARE(count(kFullDeck), 52);
  // "No card" is the empty set: masking it out of a hand changes nothing (and is defined behaviour).
  QCOMPARE(bit(NoCard), CardSet{0});
  QCOMPARE(kFullDeck & ~bit(NoCard), kFullDeck);
  // ...and no set holds it, not even every bit set (the table asks this of cards it does not know).
  QVERIFY(!contains(~CardSet{0}, NoCard));
  QVERIFY(!contains(kFullDeck, NoCard));
}

void TstCards::cardValue_aceOneFacesTen() {
  // Ace 1, 2-10 face value, J/Q/K 10, in every suit.
  const int expected[13] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};
  for (int suit = 0; suit < 4; ++suit)
    for (int rank = 0; rank < 13; ++rank) QCOMPARE(cardValue(makeCard(rank, suit)), expected[rank]);
  QCOMPARE(valueOf(S("Ac Td Jh Qs Ks 7c")), 1 + 10 + 10 + 10 + 10 + 7);
  QCOMPARE(valueOf(0), 0);
  QCOMPARE(valueOf(kFullDeck), 4 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 30));
}

void TstCards::notation_canonicalOutputForAll52() {
  const char ranks[] = "A23456789TJQK";
  const char suits[] = "cdhs";
  for (int c = 0; c < kDeckSize; ++c) {
    const std::string s = toString(Card(c));
    QCOMPARE(int(s.size()), 2);
    QCOMPARE(s[0], ranks[rankOf(Card(c))]);
    QCOMPARE(s[1], suits[suitOf(Card(c))]);
    const auto back = parseCard(s);
    QVERIFY(back.has_value());
    QCOMPARE(int(*back), c);
  }
}

void TstCards::notation_inputCaseInsensitiveAndTen_data() {
  QTest::addColumn<QString>("token");
  QTest::addColumn<QString>("canonical");
  QTest::newRow("As") << "As" << "As";
  QTest::newRow("as") << "as" << "As";
  QTest::newRow("AS") << "AS" << "As";
  QTest::newRow("aS") << "aS" << "As";
  QTest::newRow("Td") << "Td" << "Td";
  QTest::newRow("td") << "td" << "Td";
  QTest::newRow("TD") << "TD" << "Td";
  QTest::newRow("10d") << "10d" << "Td";
  QTest::newRow("10D") << "10D" << "Td";
  QTest::newRow("jc") << "jc" << "Jc";
  QTest::newRow("QH") << "QH" << "Qh";
  QTest::newRow("kS") << "kS" << "Ks";
  QTest::newRow("2c") << "2c" << "2c";
  QTest::newRow("9H") << "9H" << "9h";
}

void TstCards::notation_inputCaseInsensitiveAndTen() {
  QFETCH(QString, token);
  QFETCH(QString, canonical);
  const auto c = parseCard(token.toStdString());
  QVERIFY2(c.has_value(), qPrintable(token));
  QCOMPARE(QString::fromStdString(toString(*c)), canonical);
}

void TstCards::notation_rejectsMalformedTokens_data() {
  QTest::addColumn<QString>("token");
  for (const char* t : {"", "A", "s", "1s", "0s", "11s", "1Os", "Ax", "Asx", "AAs", "10", "Ts10", "Xh", "Bs", "1", "*s"})
    QTest::newRow(*t ? t : "empty") << QString::fromLatin1(t);
}

void TstCards::notation_rejectsMalformedTokens() {
  QFETCH(QString, token);
  QVERIFY2(!parseCard(token.toStdString()).has_value(), qPrintable(token));
}

void TstCards::notation_setOutputOrderedBySuitThenRank() {
  // Input order and case do not matter; output is canonical: suit c d h s, then rank A..K.
  QCOMPARE(QString::fromStdString(toString(S("as kc TH ac 10d 2C"))), QStringLiteral("Ac 2c Kc Td Th As"));
  QCOMPARE(QString::fromStdString(toString(CardSet{0})), QString());
  QCOMPARE(QString::fromStdString(toString(bit(C("7h")))), QStringLiteral("7h"));
}

void TstCards::cardSet_vectorRoundTrip() {
  const CardSet s = S("Ks 3c 9d Ah");
  const std::vector<Card> v = toVector(s);
  QCOMPARE(int(v.size()), 4);
  QVERIFY(std::is_sorted(v.begin(), v.end()));
  QCOMPARE(toSet(v), s);
  QCOMPARE(toSet({}), CardSet{0});
}

// Golden lists: the order of a deal must never change, or saved games and recorded deal numbers
// would replay differently. If this fails, the shuffle changed: that is a compatibility break.
void TstCards::shuffle_goldenOrder_data() {
  QTest::addColumn<quint64>("seed");
  QTest::addColumn<QString>("deck");
  QTest::newRow("seed 0") << quint64(0)
                          << "Jh 8c 7s Ad 4s Qc Kc 6s 7h Ac 4h Ah Js 3h 2s 2d 9s 5d 9d 5h 9h 4c Ts Jd Td 4d "
                             "9c 2h 8h Ks 3d Tc 2c 5s 7c Qs Jc 6d Kd 3s 3c 5c As Qh Qd 7d 8s Th 8d 6c Kh 6h";
  QTest::newRow("seed 1") << quint64(1)
                          << "Tc Kd 9h Ts 8d 6h 5h Ks Ad 4d Qd 9s 8s 5s Kc 7s 5c 2h 8c 9c 4s Ac 2s 4h 9d Js "
                             "6c Qc Jc 6d 3d 2d Th 2c 6s 3c 7h Td Qs Qh 3s As Jd Kh 5d 4c 7c 8h 7d 3h Ah Jh";
  QTest::newRow("seed 42") << quint64(42)
                           << "2s 2c Ks Th 6h 4c 6d 9d 4s Qh 8c 8d 8s 7c Ac 4d 6s 2d 5s 3s Ah Tc 5h 3d Qs Jc "
                              "Js 9c 5d Ad 6c 3c Jd Qd 4h Td As 2h Kc 7h Qc 3h Kd Ts Kh 8h Jh 9s 7s 9h 7d 5c";
  QTest::newRow("seed 20240601") << quint64(20240601)
                                 << "Th Ah Kh 9s 3s 9d 2h 9h Jc Qs 2c 5c Qd 7h 6c 9c 4s Js 4h Ts Kc 6s Ks Qh Ad 5s "
                                    "7c 5h 8d 3c Ac Jh Jd Tc 2s 3d Td 6h 8c Qc 2d 5d 8s As 7d 4c 4d 8h 3h 7s Kd 6d";
}

void TstCards::shuffle_goldenOrder() {
  QFETCH(quint64, seed);
  QFETCH(QString, deck);
  QStringList got;
  for (Card c : shuffledDeck(seed)) got << QString::fromStdString(toString(c));
  QCOMPARE(got.join(QLatin1Char(' ')), deck);
}

void TstCards::shuffle_isPermutationAndSeedDependent() {
  std::set<std::string> orders;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const auto d = shuffledDeck(seed);
    CardSet seen = 0;
    for (Card c : d) {
      QVERIFY(c < kDeckSize);
      QVERIFY(!contains(seen, c));
      seen |= bit(c);
    }
    QCOMPARE(seen, kFullDeck);
    QVERIFY(d == shuffledDeck(seed));  // same seed, same order
    orders.insert(std::string(d.begin(), d.end()));
  }
  QCOMPARE(int(orders.size()), 200);  // distinct seeds give distinct deals
  // Over many seeds every card reaches the top: no position is stuck.
  CardSet tops = 0;
  for (std::uint64_t seed = 0; seed < 2000; ++seed) tops |= bit(shuffledDeck(seed)[0]);
  QCOMPARE(tops, kFullDeck);
}

void TstCards::rng_deterministicAndBounded() {
  Rng a(12345), b(12345), c(12346);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    QCOMPARE(x, b.next());
    differs |= x != c.next();
  }
  QVERIFY(differs);
  Rng r(9);
  int hist[7] = {};
  for (int i = 0; i < 70000; ++i) {
    const auto v = r.below(7);
    QVERIFY(v < 7);
    ++hist[v];
    const double u = r.unit();
    QVERIFY(u >= 0.0 && u < 1.0);
  }
  for (int h : hist) QVERIFY2(h > 9000 && h < 11000, "below(7) is far from uniform");
  QCOMPARE(r.below(1), 0u);
}

QTEST_APPLESS_MAIN(TstCards)
#include "tst_cards.moc"
