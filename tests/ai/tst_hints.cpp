// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Hints that are true: every reason the engine gives (engine/ai/reasons.h) checked against the
// position by a check of its own, written here from the rules' primitives (isMeld, minDeadwood,
// bestDefence) and the public history, not from the definitions it checks. Over 10,000 positions of
// dealt and played hands (every phase, several presets, two to five seats), for the move the
// Expert's heuristic would make and for random legal moves; then the real hint (the Expert's search).
#include <QtTest>

#include <algorithm>
#include <map>
#include <random>

#include "ai/ai.h"
#include "hand.h"
#include "legal.h"
#include "testutil.h"

using namespace gin;
using namespace gin::ai;
using testutil::C;
using testutil::S;

namespace {

// ---------------------------------------------------------------- independent checks

bool isMeld3(Card a, Card b, Card c) { return isMeld(bit(a) | bit(b) | bit(c)); }

// c fits in no meld of hand + c: no three-card meld with c (every longer meld contains one).
bool loose(CardSet hand, Card c) {
  const std::vector<Card> others = toVector(hand & ~bit(c));
  for (std::size_t i = 0; i < others.size(); ++i)
    for (std::size_t j = i + 1; j < others.size(); ++j)
      if (isMeld3(c, others[i], others[j])) return false;
  return true;
}

bool pairOf(Card a, Card b) {
  if (a == b) return false;
  if (rankOf(a) == rankOf(b)) return true;
  return suitOf(a) == suitOf(b) && std::abs(rankOf(a) - rankOf(b)) <= 2;
}

// Least deadwood after adding `t` and discarding any card but `forbidden`.
int afterDiscard(CardSet hand11, Card forbidden) {
  int best = 1000;
  for (Card d : toVector(hand11))
    if (d != forbidden) best = std::min(best, minDeadwood(hand11 & ~bit(d)));
  return best;
}

struct Public {
  CardSet everShown = 0;             // every card that was face up
  std::vector<CardSet> holds;        // per seat: cards taken from the pile and not discarded since
  CardSet pile = 0;                  // the discard pile's cards
};

Public publicOf(const SeatView& v) {
  Public p;
  p.holds.assign(v.players, 0);
  std::vector<Card> pile;
  if (v.firstUpcard != NoCard) pile.push_back(v.firstUpcard), p.everShown |= bit(v.firstUpcard);
  for (const PublicEvent& e : v.history) {
    if (e.card != NoCard) p.everShown |= bit(e.card);
    switch (e.type) {
      case ActionType::TakeUpcard:
      case ActionType::DrawDiscard:
        p.holds[e.seat] |= bit(pile.back());
        pile.pop_back();
        break;
      case ActionType::Discard:
      case ActionType::Knock:
        if (e.card != NoCard) pile.push_back(e.card), p.holds[e.seat] &= ~bit(e.card);
        break;
      default: break;
    }
  }
  for (Card c : pile) p.pile |= bit(c);
  for (Card c : v.discardPile) p.pile |= bit(c), p.everShown |= bit(c);
  return p;
}

CardSet unseenOf(const SeatView& v) { return kFullDeck & ~v.hand & ~publicOf(v).everShown; }

int improvingDraws(CardSet kept, CardSet unseen) {
  const int now = minDeadwood(kept);
  int n = 0;
  for (Card x : toVector(unseen)) n += afterDiscard(kept | bit(x), NoCard) < now;
  return n;
}

// Every meld with c needs a card in outOfPlay.
bool deadFor(Card c, CardSet outOfPlay) {
  for (Card a = 0; a < kDeckSize; ++a)
    for (Card b = a + 1; b < kDeckSize; ++b)
      if (a != c && b != c && isMeld3(a, b, c) && !contains(outOfPlay, a) && !contains(outOfPlay, b)) return false;
  return true;
}

// The share of the opponent's possible hands (its pickups plus unseen cards) whose deadwood after
// lay-offs on `melds` is above `dw`: sampled with a generator of its own.
double shareAbove(const SeatView& v, const std::vector<CardSet>& melds, int dw, std::uint64_t seed) {
  const int opp = 1 - v.seat;
  const Public p = publicOf(v);
  std::vector<Card> pool = toVector(unseenOf(v));
  const int missing = v.handSizes[opp] - count(p.holds[opp]);
  std::mt19937_64 gen(seed);
  const int n = 400;
  int above = 0;
  for (int i = 0; i < n; ++i) {
    std::shuffle(pool.begin(), pool.end(), gen);
    CardSet hand = p.holds[opp];
    for (int j = 0; j < missing; ++j) hand |= bit(pool[j]);
    above += bestDefence(hand, melds, true).deadwood > dw;
  }
  return static_cast<double>(above) / n;
}

// The knock's melds as shown: the action's own, else the engine's arrangement of the cards kept.
std::vector<CardSet> meldsOfKnock(const SeatView& v, const Action& a) {
  if (!a.melds.empty()) return a.melds;
  for (const Action& l : legalActions(v))
    if (l.type == ActionType::Knock && l.card == a.card) return l.melds;
  return {};
}

bool knockAllowed(const SeatView& v, Card c) {
  for (const Action& l : legalActions(v))
    if (l.type == ActionType::Knock && l.card == c) return true;
  return false;
}

QString describe(const SeatView& v, const Hint& h) {
  return QStringLiteral("reason %1, phase %2, seat %3 of %4, hand %5, top %6, card %7, other %8, with %9, numbers %10 %11")
      .arg(hintReasonCode(h.reason), phaseCode(v.phase))
      .arg(v.seat).arg(v.players)
      .arg(testutil::str(v.hand), QString::fromStdString(toString(v.discardTop)), QString::fromStdString(toString(h.card)),
           QString::fromStdString(toString(h.other)), testutil::str(h.with))
      .arg(h.number).arg(h.number2);
}

// The claim of h about the position v, checked from scratch; empty when true, else what is false.
QString falseClaim(const SeatView& v, const Hint& h) {
  const Action& a = h.action;
  const Card t = v.discardTop;
  const bool takes = a.type == ActionType::TakeUpcard || a.type == ActionType::DrawDiscard;
  const bool declines = a.type == ActionType::PassUpcard || a.type == ActionType::DrawStock;
  const CardSet may = v.hand & ~bit(v.takenFromDiscard);
  auto need = [](bool ok, const char* what) { return ok ? QString() : QString::fromLatin1(what); };
  // The card named is the card the move plays or takes, and never one that may not go this turn.
  if (a.type == ActionType::Discard || a.type == ActionType::Knock) {
    if (h.card != a.card) return QStringLiteral("names another card than the one played");
    if (a.card == v.takenFromDiscard) return QStringLiteral("discards the card just taken from the pile");
  }
  if (takes && h.card != t) return QStringLiteral("names another card than the one taken");
  switch (h.reason) {
    case HintReason::StockOnly:
      return need(a.type == ActionType::DrawStock && (v.stockOnly || t == NoCard), "the pile could be taken");
    case HintReason::TakeForGin: return need(takes && afterDiscard(v.hand | bit(t), t) == 0, "no gin with it");
    case HintReason::TakeForMeld: {
      if (!takes || count(h.with) < 2 || (h.with & ~v.hand) != 0) return QStringLiteral("meld partners not in hand");
      return need(isMeld(h.with | bit(t)), "not a meld");
    }
    case HintReason::TakeLowers:
      return need(takes && h.number == minDeadwood(v.hand) && h.number2 == afterDiscard(v.hand | bit(t), t) &&
                      h.number2 < h.number,
                  "deadwood numbers wrong");
    case HintReason::TakeSearch: return need(takes, "does not take");
    case HintReason::DeclineNoHelp:
      return need(declines && h.card == t && afterDiscard(v.hand | bit(t), t) >= minDeadwood(v.hand), "the card would help");
    case HintReason::DeclineSearch: return need(declines && h.card == t, "does not decline the top card");
    case HintReason::BigGin:
      return need(a.type == ActionType::BigGin && count(v.hand) == 11 && minDeadwood(v.hand) == 0, "not all melded");
    case HintReason::Gin:
      return need(a.type == ActionType::Knock && minDeadwood(v.hand & ~bit(a.card)) == 0, "not gin");
    case HintReason::KnockLikelyLower:
    case HintReason::KnockNow: {
      const int dw = minDeadwood(v.hand & ~bit(a.card));
      if (a.type != ActionType::Knock || dw != h.number || dw == 0) return QStringLiteral("knock deadwood wrong");
      if (!knockAllowed(v, a.card)) return QStringLiteral("knock not allowed");
      if (h.reason == HintReason::KnockNow) return {};
      if (v.players != 2) return QStringLiteral("likely lower claimed at a table");
      const double share = shareAbove(v, meldsOfKnock(v, a), dw, 0xC0FFEE ^ v.hand);
      return need(share > 0.5, "the opponent's deadwood is not likely higher");
    }
    case HintReason::PlayOnUndercut:
    case HintReason::PlayOn: {
      if (a.type != ActionType::Discard) return QStringLiteral("not a discard");
      int least = 1000;
      Card knock = NoCard;
      for (Card d : toVector(may)) {
        const int dw = minDeadwood(v.hand & ~bit(d));
        if (knockAllowed(v, d) && dw < least) least = dw, knock = d;
      }
      if (knock == NoCard || least != h.number) return QStringLiteral("no knock with that deadwood");
      // The knock named is one with that deadwood (the hint's own discard may keep more).
      if (h.other == NoCard || !knockAllowed(v, h.other) || minDeadwood(v.hand & ~bit(h.other)) != least)
        return QStringLiteral("the knock's discard not named");
      if (h.reason == HintReason::PlayOn) return {};
      if (v.players != 2 || least == 0) return QStringLiteral("undercut claimed where none is possible");
      const double share = shareAbove(v, meldsOfKnock(v, Action::knock(knock)), least, 0xBEEF ^ v.hand);
      return need(share < 0.5, "an undercut is not likely");
    }
    case HintReason::DiscardCostliest: {
      if (a.type != ActionType::Discard || !loose(v.hand, a.card)) return QStringLiteral("the card is matched");
      for (Card d : toVector(may))
        if (loose(v.hand, d) && cardValue(d) > cardValue(a.card)) return QStringLiteral("a costlier unmatched card");
      return need(h.number == cardValue(a.card), "value wrong");
    }
    case HintReason::AvoidsFeeding: {
      const Card x = h.other;
      if (a.type != ActionType::Discard || x == NoCard || x == a.card || !contains(may, x)) return QStringLiteral("other card not in hand");
      if (!loose(v.hand, x) || cardValue(x) <= cardValue(a.card)) return QStringLiteral("other card not a costlier unmatched card");
      for (Card d : toVector(may))
        if (loose(v.hand, d) && cardValue(d) > cardValue(x)) return QStringLiteral("other card not the costliest");
      if (h.seat < 0 || h.seat >= v.players || h.seat == v.seat) return QStringLiteral("no opponent named");
      if (!contains(publicOf(v).holds[h.seat], h.shown)) return QStringLiteral("the opponent did not take that card or let it go");
      return need(pairOf(x, h.shown), "the cards are not partners");
    }
    case HintReason::KeepsPair: {
      if (a.type != ActionType::Discard || !loose(v.hand, a.card)) return QStringLiteral("the card is matched");
      const std::vector<Card> pair = toVector(h.with);
      if (pair.size() != 2 || (h.with & ~v.hand) != 0 || contains(h.with, a.card)) return QStringLiteral("pair not in hand");
      if (!pairOf(pair[0], pair[1]) || !loose(v.hand, pair[0]) || !loose(v.hand, pair[1])) return QStringLiteral("not an unmatched pair");
      return need(std::max(cardValue(pair[0]), cardValue(pair[1])) > cardValue(a.card), "the pair is not costlier");
    }
    case HintReason::DeadCard: {
      if (a.type != ActionType::Discard || !deadFor(a.card, (v.hand & ~bit(a.card)) | publicOf(v).pile))
        return QStringLiteral("another seat could meld it");
      int least = 1000;
      for (Card d : toVector(may)) least = std::min(least, minDeadwood(v.hand & ~bit(d)));
      return need(h.number == minDeadwood(v.hand & ~bit(a.card)) && h.number2 == least, "deadwood kept or least wrong");
    }
    case HintReason::LeastDeadwood: {
      const int dw = minDeadwood(v.hand & ~bit(a.card));
      for (Card d : toVector(may))
        if (minDeadwood(v.hand & ~bit(d)) < dw) return QStringLiteral("another discard leaves less");
      return need(dw == h.number, "deadwood wrong");
    }
    case HintReason::KeepsDraws: {
      if (a.type != ActionType::Discard || !contains(may, h.other)) return QStringLiteral("other card not in hand");
      const int other = minDeadwood(v.hand & ~bit(h.other));
      for (Card d : toVector(may))
        if (minDeadwood(v.hand & ~bit(d)) < other) return QStringLiteral("other is not a least-deadwood discard");
      const CardSet unseen = unseenOf(v);
      if (improvingDraws(v.hand & ~bit(a.card), unseen) != h.number) return QStringLiteral("draw count wrong");
      if (improvingDraws(v.hand & ~bit(h.other), unseen) != h.number2) return QStringLiteral("other draw count wrong");
      return need(h.number > h.number2, "not more draws");
    }
    case HintReason::DiscardSearch: return need(a.type == ActionType::Discard, "not a discard");
    case HintReason::LayOff: {
      if (a.type != ActionType::Layoff || a.layoffs.empty()) return QStringLiteral("no lay-off");
      CardSet laid = 0;
      for (const Layoff& l : a.layoffs) laid |= bit(l.card);
      if (laid != h.with) return QStringLiteral("other cards named");
      if (h.number != bestDefence(v.hand, v.tableMelds, false).deadwood) return QStringLiteral("deadwood before wrong");
      int after = valueOf(v.hand & ~laid);
      for (CardSet m : a.melds) after -= valueOf(m);
      return need(h.number2 == after && after < h.number, "deadwood after wrong");
    }
    case HintReason::NothingToLayOff: {
      const int without = bestDefence(v.hand, v.tableMelds, false).deadwood;
      return need(h.number == without && bestDefence(v.hand, v.tableMelds, true).deadwood == without,
                  "a lay-off would lower the deadwood");
    }
  }
  return QStringLiteral("unknown reason");
}

Rules rulesFor(int i) {
  Rules r;
  switch (i % 6) {
    case 0: preset("standard", r); break;
    case 1: preset("oklahoma", r); r.oklahomaAceRequiresGin = (i / 6) % 2; break;
    case 2: preset("eaai", r); break;
    case 3: preset("hollywood", r); r.discardPileBrowsable = true; break;
    case 4: preset("poker", r); r.players = 2 + (i / 6) % 4; break;
    case 5: preset("standard", r); r.knockLimit = 5; r.discardPileBrowsable = (i / 6) % 2; break;
  }
  return r;
}

}  // namespace

class TestHints : public QObject {
  Q_OBJECT

 private slots:
  // The independent checks themselves, on positions worked out by hand.
  void checksOnKnownPositions() {
    QVERIFY(loose(S("2c 9h Kd 4s"), C("Kd")));
    QVERIFY(!loose(S("7h 8h 9h Kd"), C("8h")));
    QVERIFY(!loose(S("Ks Kh Kd 2c"), C("Ks")));
    QVERIFY(pairOf(C("6d"), C("6s")) && pairOf(C("6d"), C("8d")) && !pairOf(C("6d"), C("9d")) && !pairOf(C("6d"), C("7s")));
    // 5c is dead when every card it could meld with is kept or buried.
    QVERIFY(deadFor(C("5c"), S("5d 5h 5s 4c 6c")));
    QVERIFY(!deadFor(C("5c"), S("5d 5h 5s 4c")));  // 6c 7c 5c
  }

  // A card taken from the pile is never the hinted discard, even when it would be the costliest.
  void neverTheCardJustTaken() {
    // Seat 0 takes the Kd upcard, which joins nothing: the Kd is then its costliest card.
    const CardSet mine = S("2c 3c 4c 5h 6h 7h 9s 9d 4d Qs");
    const CardSet theirs = S("Ac 8c Tc Jh Qh 2s 3s 5s 6d 7d");
    HandState h = HandState::fromHands(Rules{}, 1, {mine, theirs}, C("Kd"),
                                       toVector(kFullDeck & ~mine & ~theirs & ~bit(C("Kd"))));
    QCOMPARE(h.apply(0, Action::take()), Reject::Ok);
    const SeatView v = h.view(0);
    QCOMPARE(v.takenFromDiscard, C("Kd"));
    for (const Action& a : legalActions(v)) {
      const Hint x = explainHint(v, a);
      QVERIFY2(falseClaim(v, x).isEmpty(), qPrintable(describe(v, x) + ": " + falseClaim(v, x)));
      QVERIFY(x.card != C("Kd") || a.type != ActionType::Discard);
    }
    const Hint best = hint(v, {{0, 0}, 100});
    QVERIFY(best.action.card != C("Kd"));
    QVERIFY(falseClaim(v, best).isEmpty());
  }

  // Big gin (rare in play), and the check refusing claims where they are false.
  void bigGinAndFalseClaims() {
    HandState big = testutil::twoSeats("Ac 2c 3c 4c 7h 7d 7s 9d Td Jd Qd", "5c 6c 8d Kd Th Jh 2s 3s 5s 6h", "8c");
    Hint h = explainHint(big.view(0), Action::bigGin());
    QCOMPARE(h.reason, HintReason::BigGin);
    QVERIFY(falseClaim(big.view(0), h).isEmpty());
    // 7h 8h 9h, 3c 3d 3s, Jd Qd Kd; discarding the 4c keeps the 2c: a knock, not gin.
    HandState knock = testutil::twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c 4c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Ac");
    const SeatView v = knock.view(0);
    h = explainHint(v, Action::knock(C("4c")));
    QVERIFY2(h.reason == HintReason::KnockNow || h.reason == HintReason::KnockLikelyLower, hintReasonCode(h.reason));
    QCOMPARE(h.number, 2);
    QVERIFY(falseClaim(v, h).isEmpty());
    Hint wrong = h;
    wrong.reason = HintReason::Gin;
    QVERIFY(!falseClaim(v, wrong).isEmpty());
    wrong = h;
    wrong.number = 3;
    QVERIFY(!falseClaim(v, wrong).isEmpty());
    wrong = explainHint(v, Action::discard(C("2c")));
    wrong.reason = HintReason::DiscardCostliest;  // the 4c is costlier and unmatched too
    QVERIFY(!falseClaim(v, wrong).isEmpty());
  }

  // 10,000+ positions: every hint reason given holds in its position.
  void everyReasonHoldsInRandomPositions() {
    std::map<HintReason, int> seen;
    std::map<Phase, int> phases;
    int deadAtACost = 0;  // dead cards out of a meld: the hint names what they cost
    std::mt19937_64 gen(20261202);
    int positions = 0, hands = 0;
    while (positions < 10000) {
      const Rules rules = rulesFor(hands);
      HandState s(rules, hands % rules.players, gen());
      auto heuristic = makeBasePlayer(Level::Expert, gen());
      auto casual = makeBasePlayer(Level::Casual, gen());
      ++hands;
      for (int step = 0; !s.over() && step < 300; ++step) {
        const int seat = s.toAct();
        const SeatView v = s.view(seat);
        const MatchContext m{std::vector<int>(rules.players, 0), rules.gameTarget};
        const Action mine = heuristic->decide(v, m);
        const std::vector<Action> legal = legalActions(v);
        // Explain the Expert heuristic's move, and now and then a random legal move.
        std::vector<Action> explain{mine};
        if (gen() % 3 == 0) explain.push_back(legal[gen() % legal.size()]);
        for (const Action& a : explain) {
          const Hint h = explainHint(v, a);
          const QString wrong = falseClaim(v, h);
          QVERIFY2(wrong.isEmpty(), qPrintable(describe(v, h) + ": " + wrong));
          ++seen[h.reason];
          if (h.reason == HintReason::DeadCard && h.number > h.number2) ++deadAtACost;
          ++phases[v.phase];
          ++positions;
        }
        // Play on with a mix of styles so positions vary.
        s.apply(seat, gen() % 2 ? mine : casual->decide(v, m));
      }
    }
    QString counts;
    for (const auto& [r, n] : seen) counts += QStringLiteral("%1=%2 ").arg(hintReasonCode(r)).arg(n);
    qInfo("%d positions from %d hands: %s (dead cards at a cost: %d)", positions, hands, qPrintable(counts), deadAtACost);
    QVERIFY(deadAtACost > 0);
    QVERIFY(phases[Phase::FirstUpcard] > 100 && phases[Phase::Draw] > 1000 && phases[Phase::Discard] > 1000 &&
            phases[Phase::Layoff] > 50);
    // The common kinds all occur (the rare ones have positions of their own below).
    for (HintReason r : {HintReason::TakeForMeld, HintReason::DeclineNoHelp, HintReason::KnockNow, HintReason::Gin,
                         HintReason::PlayOn, HintReason::DiscardCostliest, HintReason::KeepsPair, HintReason::LeastDeadwood,
                         HintReason::LayOff, HintReason::NothingToLayOff, HintReason::StockOnly})
      QVERIFY2(seen[r] > 0, hintReasonCode(r));
  }

  // The real hint (the Expert's search) on positions of played hands: its reason holds too.
  void expertHintsAreTrue() {
    std::mt19937_64 gen(77);
    int checked = 0;
    for (int hand = 0; checked < 300; ++hand) {
      const Rules rules = rulesFor(hand);
      HandState s(rules, 0, gen());
      auto casual = makeBasePlayer(Level::Casual, gen());
      for (int step = 0; !s.over() && step < 300; ++step) {
        const int seat = s.toAct();
        const SeatView v = s.view(seat);
        const MatchContext m{std::vector<int>(rules.players, 0), rules.gameTarget};
        if (gen() % 8 == 0) {
          const Hint h = hint(v, m);
          QVERIFY(std::find(legalActions(v).begin(), legalActions(v).end(), h.action) != legalActions(v).end() ||
                  h.action.type == ActionType::Knock || h.action.type == ActionType::Layoff);
          QCOMPARE(s.check(seat, h.action), Reject::Ok);
          const QString wrong = falseClaim(v, h);
          QVERIFY2(wrong.isEmpty(), qPrintable(describe(v, h) + ": " + wrong));
          ++checked;
        }
        s.apply(seat, casual->decide(v, m));
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestHints)
#include "tst_hints.moc"
