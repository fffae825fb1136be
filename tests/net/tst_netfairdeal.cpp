// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The fair deal (docs/network.md, "The fair deal"): the hashes recomputed here from the description,
// byte by byte, and every way a host could cheat caught by the guest's checks.
#include <QtTest>

#include "fairdeal.h"
#include "match.h"

using namespace gin;
using namespace gin::net;

namespace {

// The description's bytes, written out independently of fairdeal.cpp.
QByteArray be32(quint32 v) {
  QByteArray b;
  b.append(char(v >> 24)).append(char(v >> 16)).append(char(v >> 8)).append(char(v));
  return b;
}
QByteArray docCommitment(int deal, const QByteArray& hostPart) {
  return QCryptographicHash::hash(QByteArray("ginrummy-commit-v1") + be32(quint32(deal)) + hostPart, QCryptographicHash::Sha256);
}
quint64 docSeed(int deal, const QByteArray& hostPart, const QList<QPair<int, QByteArray>>& guests) {
  QByteArray in = QByteArray("ginrummy-seed-v1") + be32(quint32(deal)) + hostPart;
  for (const auto& g : guests) in += char(g.first) + g.second;
  const QByteArray d = QCryptographicHash::hash(in, QCryptographicHash::Sha256);
  const quint64 v = d.left(6).toHex().toULongLong(nullptr, 16);
  return v == 0 ? 1 : v;
}
QByteArray bytes(char fill) { return QByteArray(kPartBytes, fill); }

}  // namespace

class TstNetFairDeal : public QObject {
  Q_OBJECT
 private slots:
  void hashesAreTheDescribedOnes();
  void everyPartChangesTheSeed();
  void hostCollectsOnePartPerGuest();
  void guestAnswersOneCommitmentPerDeal();
  void honestDealIsVerified();
  void cheatingHostIsCaught_data();
  void cheatingHostIsCaught();
  void dealtCardsAreChecked();
};

void TstNetFairDeal::hashesAreTheDescribedOnes() {
  const QByteArray h = QByteArray::fromHex("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
  QCOMPARE(commitment(0, h), docCommitment(0, h));
  QCOMPARE(commitment(70000, h), docCommitment(70000, h));
  QCOMPARE(commitment(0, h).size(), 32);
  std::map<int, QByteArray> parts{{3, bytes('c')}, {1, bytes('a')}};
  // Seat order, whatever order the parts came in.
  QCOMPARE(jointSeed(5, h, parts), docSeed(5, h, {{1, bytes('a')}, {3, bytes('c')}}));
  QVERIFY(jointSeed(5, h, parts) <= kSeedMask);
  QVERIFY(jointSeed(5, h, parts) != 0);
}

void TstNetFairDeal::everyPartChangesTheSeed() {
  const QByteArray h = newPart();
  QCOMPARE(h.size(), kPartBytes);
  QVERIFY(h != newPart());
  const std::map<int, QByteArray> base{{1, bytes('a')}, {2, bytes('b')}};
  const std::uint64_t s = jointSeed(1, h, base);
  QVERIFY(jointSeed(2, h, base) != s);              // the deal number
  QVERIFY(jointSeed(1, newPart(), base) != s);      // the host's part
  auto other = base;
  other[2][0] = 'x';
  QVERIFY(jointSeed(1, h, other) != s);             // any guest's part
  QVERIFY(jointSeed(1, h, {{1, bytes('a')}, {3, bytes('b')}}) != s);  // which seat gave it
}

void TstNetFairDeal::hostCollectsOnePartPerGuest() {
  DealHost host;
  QCOMPARE(int(host.take(1, 0, bytes('a'))), int(DealHost::Take::WrongDeal));  // nothing opened yet
  const QByteArray c = host.open(4, {1, 2});
  QCOMPARE(c, host.commitmentSent());
  QCOMPARE(host.deal(), 4);
  QVERIFY(!host.complete());
  QCOMPARE(host.seed(), std::uint64_t{0});
  QCOMPARE(int(host.take(1, 3, bytes('a'))), int(DealHost::Take::WrongDeal));
  QCOMPARE(int(host.take(0, 4, bytes('a'))), int(DealHost::Take::NotAGuest));
  QCOMPARE(int(host.take(1, 4, QByteArray(31, 'a'))), int(DealHost::Take::BadValue));
  QCOMPARE(int(host.take(1, 4, bytes('a'))), int(DealHost::Take::Accepted));
  QCOMPARE(int(host.take(1, 4, bytes('a'))), int(DealHost::Take::Again));
  QCOMPARE(int(host.take(1, 4, bytes('z'))), int(DealHost::Take::Changed));
  QCOMPARE(host.waitingFor(), std::set<int>{2});
  QVERIFY(!host.complete());
  QCOMPARE(int(host.take(2, 4, bytes('b'))), int(DealHost::Take::Accepted));
  QVERIFY(host.complete());
  const Reveal r = host.reveal();
  QCOMPARE(r.deal, 4);
  QCOMPARE(commitment(4, r.hostPart), c);
  QCOMPARE(r.guestParts.at(1), bytes('a'));  // the first part counts, not the changed one
  QCOMPARE(r.seed, docSeed(4, r.hostPart, {{1, bytes('a')}, {2, bytes('b')}}));
  QCOMPARE(host.seed(), r.seed);
}

void TstNetFairDeal::guestAnswersOneCommitmentPerDeal() {
  DealGuest g(1);
  const QByteArray c = commitment(0, newPart());
  const QByteArray p = g.answer(0, c);
  QCOMPARE(p.size(), kPartBytes);
  QCOMPARE(g.answer(0, c), p);  // asked again after a reconnection: the same part
  // The host tries a second deck for the same deal: no part for it.
  QVERIFY(g.answer(0, commitment(0, newPart())).isEmpty());
  QVERIFY(g.answer(1, c) != p);  // the next deal gets a fresh part
}

void TstNetFairDeal::honestDealIsVerified() {
  DealHost host;
  DealGuest ben(1);
  const QByteArray c = host.open(0, {1});
  QCOMPARE(int(host.take(1, 0, ben.answer(0, c))), int(DealHost::Take::Accepted));
  const Reveal r = host.reveal();
  QCOMPARE(dealCheckCode(ben.check(r)), "fair");
  // The match is dealt from that seed, and Ben's cards are the seed's.
  Rules rules;
  const Match m(rules, host.seed());
  QCOMPARE(dealCheckCode(DealGuest::checkCards(r.seed, rules, 0, m.hand().dealer(), 1, m.hand().hand(1), m.hand().firstUpcard())),
           "fair");
}

void TstNetFairDeal::cheatingHostIsCaught_data() {
  QTest::addColumn<QString>("cheat");
  QTest::addColumn<QString>("code");
  QTest::newRow("another host part") << "part" << "commitment_broken";
  QTest::newRow("guest part dropped") << "drop" << "part_missing";
  QTest::newRow("guest part replaced") << "replace" << "part_missing";
  QTest::newRow("seed not the hash") << "seed" << "seed_wrong";
  QTest::newRow("deal never committed") << "deal" << "no_commitment";
}

void TstNetFairDeal::cheatingHostIsCaught() {
  QFETCH(QString, cheat);
  QFETCH(QString, code);
  DealHost host;
  DealGuest ben(1);
  QVERIFY(host.take(1, 2, ben.answer(2, host.open(2, {1}))) == DealHost::Take::Accepted);
  Reveal r = host.reveal();
  if (cheat == "part") {
    // The host saw Ben's part, then looked for a part of its own that deals it a better hand.
    r.hostPart = newPart();
    r.seed = jointSeed(2, r.hostPart, r.guestParts);
  } else if (cheat == "drop") {
    r.guestParts.clear();
    r.seed = jointSeed(2, r.hostPart, r.guestParts);
  } else if (cheat == "replace") {
    r.guestParts[1] = newPart();
    r.seed = jointSeed(2, r.hostPart, r.guestParts);
  } else if (cheat == "seed") {
    r.seed ^= 1;
  } else if (cheat == "deal") {
    r.deal = 3;
  }
  QCOMPARE(QString::fromLatin1(dealCheckCode(ben.check(r))), code);
}

void TstNetFairDeal::dealtCardsAreChecked() {
  Rules rules;
  const std::uint64_t seed = 0x123456789ABCull;
  Match m(rules, seed);
  const int dealer = m.hand().dealer();
  const CardSet hand = m.hand().hand(1);
  const Card up = m.hand().firstUpcard();
  QCOMPARE(dealCheckCode(DealGuest::checkCards(seed, rules, 0, dealer, 1, hand, up)), "fair");
  // A card swapped, another upcard, another seed, the first deal's dealer not the one the cut chose.
  const Card mine = lowest(hand);
  Card other = 0;
  while (contains(hand, other)) ++other;
  QCOMPARE(dealCheckCode(DealGuest::checkCards(seed, rules, 0, dealer, 1, (hand & ~bit(mine)) | bit(other), up)), "cards_wrong");
  QCOMPARE(dealCheckCode(DealGuest::checkCards(seed, rules, 0, dealer, 1, hand, up == 0 ? 1 : 0)), "cards_wrong");
  QCOMPARE(dealCheckCode(DealGuest::checkCards(seed + 1, rules, 0, dealer, 1, hand, up)), "cards_wrong");
  QCOMPARE(dealCheckCode(DealGuest::checkCards(seed, rules, 0, 1 - dealer, 1, HandState(rules, 1 - dealer, seed).hand(1),
                                               HandState(rules, 1 - dealer, seed).firstUpcard())),
           "cards_wrong");
  QCOMPARE(dealCheckCode(DealGuest::checkCards(seed, rules, 0, 7, 1, hand, up)), "cards_wrong");
  // A later deal, dealt with Match::nextHand(seed): the dealer follows the match, not the cut.
  Rng rng(2);
  while (!m.hand().over()) {
    const auto legal = m.hand().legalActions();
    m.apply(m.hand().toAct(), legal[rng.below(std::uint32_t(legal.size()))]);
  }
  const std::uint64_t next = 0xFEDCBA987654ull;
  QVERIFY(m.nextHand(next));
  QCOMPARE(dealCheckCode(DealGuest::checkCards(next, rules, 1, m.hand().dealer(), 0, m.hand().hand(0), m.hand().firstUpcard())),
           "fair");
}

QTEST_APPLESS_MAIN(TstNetFairDeal)
#include "tst_netfairdeal.moc"
