// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces behind `ginrummy-cli analyze`, in process: the engine's allocation-free arrangement is the
// first of its optimal arrangements, its quick best discard is the full loop's card, and the JSON
// writer writes the bytes QJsonDocument writes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <random>

#include "analyzer.h"
#include "jsonwriter.h"
#include "meld.h"

using namespace gin;

namespace {

CardSet randomHand(std::mt19937_64& rng, int size, int lowRank, int ranks, int suits) {
  CardSet h = 0;
  while (count(h) < size) {
    const int r = lowRank + static_cast<int>(rng() % ranks), s = static_cast<int>(rng() % suits);
    h |= bit(makeCard(r, s));
  }
  return h;
}

QByteArray qtCompact(const QJsonValue& v) {
  QByteArray b = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
  return b.mid(1, b.size() - 2);  // strip the array's brackets
}

}  // namespace

class TstCliAnalyzer : public QObject {
  Q_OBJECT
 private slots:
  void firstArrangement_isBestArrangement_andDiscards();
  void strings_escapedAsQt();
  void nesting_andScalars();
  void keys_literalAndRunTime();
};

void TstCliAnalyzer::firstArrangement_isBestArrangement_andDiscards() {
  std::mt19937_64 rng(7);
  int withMelds = 0;
  for (int i = 0; i < 60000; ++i) {
    // Random hands, and hands from a narrow part of the deck, where melds and ties are many.
    const bool narrow = i % 2;
    const int size = 10 + (i / 2) % 2;
    const int ranks = narrow ? 4 + static_cast<int>(rng() % 3) : kRanks;
    const int low = narrow ? static_cast<int>(rng() % (kRanks - ranks + 1)) : 0;
    const CardSet hand = randomHand(rng, size, low, ranks, narrow ? 3 + static_cast<int>(rng() % 2) : kSuits);
    const Arrangement want = optimalArrangements(hand).front();
    const FlatArrangement got = firstOptimalArrangement(hand);
    QCOMPARE(bestArrangement(hand).melds, want.melds);
    QCOMPARE(got.deadwood, want.deadwood);
    QCOMPARE(got.deadwoodCards, want.deadwoodCards);
    QCOMPARE(static_cast<std::size_t>(got.meldCount), want.melds.size());
    for (int k = 0; k < got.meldCount; ++k) QCOMPARE(got.melds[k], want.melds[k]);
    withMelds += got.meldCount >= 2;
    if (size == 11) {
      std::array<int, kDeckSize> after{};  // asking for every discard's deadwood takes the full loop
      const DiscardChoice fast = bestDiscard(hand), slow = bestDiscard(hand, 0, &after);
      QCOMPARE(fast.discard, slow.discard);
      QCOMPARE(fast.deadwood, slow.deadwood);
    }
  }
  QVERIFY(withMelds > 10000);  // the narrow hands did reach the interesting cases
}

void TstCliAnalyzer::strings_escapedAsQt() {
  std::mt19937_64 rng(11);
  const std::string pieces[] = {"a", "\"", "\\", "\x01", "\x1f", "\x7f", "\b", "\f", "\n", "\r", "\t", std::string(1, '\0'),
                                "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x82\xa1", "\xe2\x80\xa8", "\xff", "\xfe", "\x80",
                                "\xc3", "\xe2\x82", "\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", " "};
  for (int i = 0; i < 20000; ++i) {
    std::string s;
    const int n = static_cast<int>(rng() % 12);
    for (int k = 0; k < n; ++k) s += i % 3 ? pieces[rng() % std::size(pieces)] : std::string(1, static_cast<char>(rng()));
    clijson::Buffer out(1);  // grows
    clijson::appendString(out, s);
    const QByteArray want = qtCompact(QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())));
    QCOMPARE(QByteArray(out.data(), static_cast<qsizetype>(out.size())), want);
  }
}

void TstCliAnalyzer::nesting_andScalars() {
  clijson::Buffer out(8);
  clijson::Writer w(out);
  w.beginObject().key("a").beginArray().value(1).value(-7).value(true).null().beginArray().endArray().endArray();
  w.key("b").beginObject().key("c").value(static_cast<long long>(1) << 53).key("d").value("x").endObject();
  w.key("e").card(makeCard(9, Diamonds)).key("f").card(NoCard).key("g").cards(bit(makeCard(0, Spades)) | bit(makeCard(12, Clubs)));
  w.key("h").value(0.5).key("i").value(18446744073709551615ull).endObject().endLine();
  w.beginArray().endArray().endLine();
  const QJsonObject o{{"a", QJsonArray{1, -7, true, QJsonValue(), QJsonArray{}}},
                      {"b", QJsonObject{{"c", static_cast<qint64>(1) << 53}, {"d", "x"}}},
                      {"e", "Td"},
                      {"f", QJsonValue()},
                      {"g", QJsonArray{"Kc", "As"}},
                      {"h", 0.5}};
  QByteArray want = QJsonDocument(o).toJson(QJsonDocument::Compact);
  want.chop(1);  // the writer's unsigned 64-bit integer is beyond QJsonValue
  want += ",\"i\":18446744073709551615}\n[]\n";
  QCOMPARE(QByteArray(out.data(), static_cast<qsizetype>(out.size())), want);
}

void TstCliAnalyzer::keys_literalAndRunTime() {
  clijson::Buffer out;
  clijson::Writer w(out);
  w.beginObject().anyKey("caf\xc3\xa9").value(3).anyKey("needs \"quotes\"\n").value(2).key("plain").value(1).endObject();
  const QJsonObject o{{"plain", 1}, {"needs \"quotes\"\n", 2}, {QString::fromUtf8("caf\xc3\xa9"), 3}};
  // QJsonObject sorts its keys; the writer keeps the order given, here sorted too.
  QCOMPARE(QByteArray(out.data(), static_cast<qsizetype>(out.size())), QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QTEST_GUILESS_MAIN(TstCliAnalyzer)
#include "tst_cli_analyzer.moc"
