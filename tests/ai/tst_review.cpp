// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The coach (engine/ai/review.h): planted errors are labelled mistakes or blunders with the reason
// the engine can tell, good moves are not, the review is deterministic and does not peek, and the
// luck of a stock draw compares the card drawn with the average card from the seat's own view.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>

#include "ai/review.h"
#include "ai/search.h"
#include "match.h"
#include "rules.h"
#include "testutil.h"

using namespace gin;
using namespace gin::ai;
using testutil::C;
using testutil::S;

namespace {

Rules eaai() {
  Rules r;
  preset("eaai", r);
  return r;
}

// A hand dealt by seat 1 (seat 0 acts first): the named stock cards on top, the rest below them.
HandRecord deal(const char* hand0, const char* hand1, const char* upcard, const char* stockTop,
                std::vector<int> scores = {0, 0}) {
  HandRecord r;
  r.rules = eaai();
  r.target = r.rules.gameTarget;
  r.dealer = 1;
  r.hands = {S(hand0), S(hand1)};
  r.upcard = C(upcard);
  r.stockTopFirst = testutil::cards(stockTop);
  CardSet used = r.hands[0] | r.hands[1] | bit(r.upcard);
  for (Card c : r.stockTopFirst) used |= bit(c);
  for (Card c : toVector(kFullDeck & ~used)) r.stockTopFirst.push_back(c);
  r.scoresBefore = std::move(scores);
  return r;
}

Action act(const char* text) {
  const auto a = actionFromString(text);
  if (!a) qFatal("bad action in test: %s", text);
  return *a;
}

// Reviews only the last action of the record, for seat `seat`.
Decision judgeLast(const HandRecord& r, int seat) {
  ReviewOptions o;
  o.seats = {seat == 0, seat == 1};
  o.onlyMove = static_cast<int>(r.actions.size()) - 1;
  const HandReview rev = reviewHand(r, o);
  if (!rev.complete || rev.decisions.size() != 1) qFatal("the planted decision was not judged");
  const Decision& d = rev.decisions.front();
  qInfo("played %s: loss %.2f, label %s, reason %s; best %s", actionToString(d.candidates[d.played].action).c_str(),
        d.loss, labelCode(d.label), reasonCode(d.reason.kind), actionToString(d.candidates[d.best].action).c_str());
  for (const Candidate& c : d.candidates)
    qInfo("  %s: win %.4f, points %+.2f", actionToString(c.action).c_str(), c.win, c.points);
  return d;
}

bool serious(const Decision& d) { return d.label == Label::Mistake || d.label == Label::Blunder; }

// Seat 1 takes the ace upcard, both play five rounds from the stock (so the stock runs low and
// both sides play for gin), then seat 1 takes `pickups` of seat 0's low discards from the pile,
// throwing its high cards: after eight it shows Ah Ad As Ac 2h 2d 2s 3c 3s, after nine also the 4d
// (its whole hand). Seat 0 builds 9-K of hearts and three sevens from the stock; the record ends
// with seat 0's next stock draw, `lastDraws` (its ninth and tenth).
HandRecord collectorHand(int pickups, const char* lastDraws, std::vector<int> scores) {
  HandRecord r = deal("Ad As Ac 2h 2d 2s 3c 3s 4d 9h", "Kc Kd Qc Qd Jc Jd Tc Td 9c 8c", "Ah",
                      (std::string("5c 6c 5d 6d 8d 9d 8s 9s Ts Js Th Jh Qh Kh 7c 7d 7s 6s ") + lastDraws).c_str(),
                      std::move(scores));
  for (const char* a : {"pass", "take", "discard Kc"}) r.actions.push_back(act(a));
  const char* fillers[] = {"5c", "6c", "5d", "6d", "8d", "9d", "8s", "9s", "Ts", "Js"};
  for (const char* f : fillers) {
    r.actions.push_back(act("stock"));
    r.actions.push_back(act((std::string("discard ") + f).c_str()));
  }
  const char* low[] = {"Ad", "As", "Ac", "2h", "2d", "2s", "3c", "3s", "4d"};
  const char* high[] = {"Kd", "Qc", "Qd", "Jc", "Jd", "Tc", "Td", "9c", "8c"};
  for (int i = 0; i < pickups; ++i) {
    r.actions.push_back(act("stock"));
    r.actions.push_back(act((std::string("discard ") + low[i]).c_str()));
    r.actions.push_back(act("pile"));
    r.actions.push_back(act((std::string("discard ") + high[i]).c_str()));
  }
  r.actions.push_back(act("stock"));
  return r;
}

}  // namespace

class TstReview : public QObject {
  Q_OBJECT
 private slots:
  void labelsFollowTheThresholds();
  void ratingsFollowTheCalibration();
  void passingTheGinCardIsABlunder();
  void breakingAMeldIsAMistake();
  void feedingTheCollectorIsAnError();
  void knockingIntoAnUndercutIsAMistake();
  void theGoodMoveIsNotAnError();
  void deterministic();
  void doesNotPeek();
  void luckOfAGoodDrawIsPositive();
  void luckIsMeasuredAgainstTheRealStock();
  void trivialDecisionsAreNotCounted();
  void refusedActionsStopTheReview();
  void hintAndCoachNameTheSameBestMove();
  void recordsFollowTheDealSeeds();
};

void TstReview::labelsFollowTheThresholds() {
  QCOMPARE(labelFor(0), Label::None);
  QCOMPARE(labelFor(kInaccuracyLoss - 0.01), Label::None);
  QCOMPARE(labelFor(kInaccuracyLoss), Label::Inaccuracy);
  QCOMPARE(labelFor(kMistakeLoss), Label::Mistake);
  QCOMPARE(labelFor(kBlunderLoss), Label::Blunder);
  QCOMPARE(ratingFor(0), Level::Expert);
  QCOMPARE(ratingFor(kRatingCasual + 1), Level::Beginner);
}

// Each level's own error rate, as the coach with the Expert's evaluation measured it (docs/coach.md,
// "Ordered levels": 16 eaai games each against casual, seed 1521), earns that level's rating, and each
// bound lies midway between two neighbouring levels.
void TstReview::ratingsFollowTheCalibration() {
  struct Measured {
    Level level;
    double rate;
  };
  const Measured levels[] = {{Level::Expert, 0.122}, {Level::Strong, 0.605}, {Level::Casual, 0.994},
                             {Level::Beginner, 1.264}};
  for (const Measured& m : levels) QCOMPARE(ratingFor(m.rate), m.level);
  const double bounds[] = {kRatingExpert, kRatingStrong, kRatingCasual};
  for (int i = 0; i < 3; ++i) {
    const double mid = (levels[i].rate + levels[i + 1].rate) / 2;
    QVERIFY2(std::abs(bounds[i] - mid) < 0.01, qPrintable(QString("bound %1 is %2, midpoint %3").arg(i).arg(bounds[i]).arg(mid)));
  }
}

// The 4c gives gin at once (A-2-3-4 of clubs, three sevens, J-Q-K of diamonds; the 5s goes).
void TstReview::passingTheGinCardIsABlunder() {
  HandRecord r = deal("Ac 2c 3c 7h 7d 7s Jd Qd Kd 5s", "Ah 2h 3h 9s Ts 4d 8c Jh 6h 9d", "4c", "");
  r.actions = {act("pass")};
  const Decision d = judgeLast(r, 0);
  QCOMPARE(d.kind, DecisionKind::FirstUpcard);
  QCOMPARE(d.label, Label::Blunder);
  QCOMPARE(d.reason.kind, ReasonKind::CompletesGin);
  QCOMPARE(d.reason.card, C("4c"));
  QCOMPARE(d.candidates[d.best].action, Action::take());
}

// Seat 0 throws the 8h out of its run 7-8-9h while the Kc lies loose.
void TstReview::breakingAMeldIsAMistake() {
  HandRecord r = deal("7h 8h 9h 3s 3d 3c 4s 5s Kc Qd", "Ah 2h As 9s Ts 4d 8c Jh 6h 9d", "Kh", "2d");
  r.actions = {act("pass"), act("pass"), act("stock"), act("discard 8h")};
  const Decision d = judgeLast(r, 0);
  QVERIFY2(serious(d), labelCode(d.label));
  QCOMPARE(d.reason.kind, ReasonKind::BreaksMeld);
  QCOMPARE(d.reason.card, C("8h"));
}

// Seat 1 has visibly collected four aces and the 2h 2d; seat 0 draws the 7d and throws it the 2s.
// An error with its reason. How large depends on the picture of the opponent: the Expert's informed
// model (the coach's since #36) takes cards a player picked up and still holds to be melded, so it
// gives seat 1 the 2c or the 3h beside its deuces more often than the weighted model did, and the 2s
// helps it less: 1.7 points of game-win chance over 2,000 positions (the weighted model: 6.7, a
// mistake). The real seat 1 took the deuces into no meld, which the model finds unlikely.
void TstReview::feedingTheCollectorIsAnError() {
  HandRecord r = collectorHand(5, "3d", {0, 0});
  r.actions.push_back(act("discard 2s"));
  const Decision d = judgeLast(r, 0);
  QVERIFY2(d.label != Label::None, labelCode(d.label));
  // The sevens are worth the same to both seats: either is the best (the Expert's sampled danger ranks
  // the 7c first, the single-card guess ranked the 7d).
  const Action best = d.candidates[d.best].action;
  QVERIFY2(best == act("discard 7d") || best == act("discard 7c"), toString(best.card).c_str());
  QCOMPARE(d.reason.kind, ReasonKind::FeedsOpponent);
  QCOMPARE(d.reason.card, C("2s"));
  QVERIFY(d.reason.other == C("2h") || d.reason.other == C("2d"));
}

// Seat 1's whole hand is known (Ah Ad As Ac, 2h 2d 2s, 3c 3s 4d: ten points): seat 0's knock with
// ten (6s 4h) is a sure undercut, while the stock still gives it chances to improve.
void TstReview::knockingIntoAnUndercutIsAMistake() {
  HandRecord r = collectorHand(9, "4h Ks", {60, 75});
  r.actions.push_back(Action::knock(C("Ks")));
  const Decision d = judgeLast(r, 0);
  QVERIFY2(serious(d), labelCode(d.label));
  QCOMPARE(d.reason.kind, ReasonKind::UndercutRisk);
}

void TstReview::theGoodMoveIsNotAnError() {
  HandRecord r = deal("Ac 2c 3c 7h 7d 7s Jd Qd Kd 5s", "Ah 2h 3h 9s Ts 4d 8c Jh 6h 9d", "4c", "");
  r.actions = {act("take")};
  const Decision d = judgeLast(r, 0);
  QCOMPARE(d.label, Label::None);
  QCOMPARE(d.loss, 0.0);
  HandRecord m = deal("7h 8h 9h 3s 3d 3c 4s 5s Kc Qd", "Ah 2h As 9s Ts 4d 8c Jh 6h 9d", "Kh", "2d");
  m.actions = {act("pass"), act("pass"), act("stock"), act("discard Kc")};
  QVERIFY(judgeLast(m, 0).loss < kInaccuracyLoss);
}

void TstReview::deterministic() {
  HandRecord r = deal("8h 8d Ks Qs 4c 5c 6c Th 2d 9s", "Kc Kd Qc Qd Js 3h 7d Ah 5s 6h", "8c", "Jh 2s");
  r.actions = {act("pass"), act("take"), act("discard Kc"), act("stock"), act("discard 8h"), act("pile"),
               act("discard Kd"), act("stock"), act("discard 8d")};
  ReviewOptions o;
  o.samples = 40;
  const HandReview a = reviewHand(r, o);
  o.threads = 1;
  const HandReview b = reviewHand(r, o);
  QVERIFY(a.complete);
  QCOMPARE(a.decisions.size(), b.decisions.size());
  QVERIFY(a.decisions.size() >= 4);
  for (std::size_t i = 0; i < a.decisions.size(); ++i) {
    QCOMPARE(a.decisions[i].loss, b.decisions[i].loss);
    QCOMPARE(a.decisions[i].candidates.size(), b.decisions[i].candidates.size());
    for (std::size_t j = 0; j < a.decisions[i].candidates.size(); ++j)
      QCOMPARE(a.decisions[i].candidates[j].win, b.decisions[i].candidates[j].win);
  }
  QCOMPARE(a.draws.size(), b.draws.size());
  for (std::size_t i = 0; i < a.draws.size(); ++i) QCOMPARE(a.draws[i].luck, b.draws[i].luck);
}

// Seat 1's hidden cards and the stock below seat 0's draws change; seat 0's review must not.
void TstReview::doesNotPeek() {
  HandRecord a = deal("7h 8h 9h 3s 3d 3c 4s 5s Kc Qd", "Ah 2h As 9s Ts 4d 8c Jh 6h 9d", "Kh", "2d");
  HandRecord b = deal("7h 8h 9h 3s 3d 3c 4s 5s Kc Qd", "Ac Ad Jc Qs Tc 6d 5c Js 2s Td", "Kh", "2d");
  for (HandRecord* r : {&a, &b}) r->actions = {act("pass"), act("pass"), act("stock"), act("discard Qd")};
  ReviewOptions o;
  o.seats = {true, false};
  o.samples = 60;
  const HandReview ra = reviewHand(a, o), rb = reviewHand(b, o);
  QCOMPARE(ra.decisions.size(), rb.decisions.size());
  QVERIFY(!ra.decisions.empty());
  for (std::size_t i = 0; i < ra.decisions.size(); ++i) {
    QCOMPARE(ra.decisions[i].seat, 0);
    QCOMPARE(ra.decisions[i].loss, rb.decisions[i].loss);
    QCOMPARE(ra.decisions[i].candidates[0].win, rb.decisions[i].candidates[0].win);
  }
  // The luck is measured after the hand against the real stock (luckIsMeasuredAgainstTheRealStock),
  // so it may differ here: the stocks below the 2d differ.
}

// Drawing the 4c that gives gin beats the average card by far; drawing a useless king does not.
void TstReview::luckOfAGoodDrawIsPositive() {
  HandRecord good = deal("Ac 2c 3c 7h 7d 7s Jd Qd Kd 5s", "Ah 2h 3h 9s Ts 4d 8c Jh 6h 9d", "Ks", "4c");
  HandRecord poor = deal("Ac 2c 3c 7h 7d 7s Jd Qd Kd 5s", "Ah 2h 3h 9s Ts 4d 8c Jh 6h 9d", "Ks", "Kh");
  for (HandRecord* r : {&good, &poor}) r->actions = {act("pass"), act("pass"), act("stock")};
  ReviewOptions o;
  o.onlyMove = 2;
  const HandReview g = reviewHand(good, o), p = reviewHand(poor, o);
  QCOMPARE(g.draws.size(), std::size_t{1});
  QCOMPARE(g.draws[0].card, C("4c"));
  qInfo("luck: gin card %+.2f, king %+.2f", g.luck[0], p.luck[0]);
  QVERIFY(g.luck[0] > 10);
  QVERIFY(p.luck[0] < 0);
  QCOMPARE(g.luck[1], 0.0);
}

// The card drawn is uniform over the real stock, so the reference is the average over exactly the
// stock's cards (known after the hand), not over every card the seat has not seen, some of which are
// in the opponent's hand: then the expected luck is zero (measured over 2,000 hands in docs/ai.md).
// Two hands that seat 0 (one card from gin) sees alike up to its draw of the Ks: in the first the
// opponent holds the three cards that give seat 0 gin and seven low cards, and the stock is poor, so
// the Ks is about an average draw; in the second the stock holds them, so the Ks is an unlucky draw.
// Reordering the stock below the card drawn changes nothing.
void TstReview::luckIsMeasuredAgainstTheRealStock() {
  const char* mine = "Ac 2c 3c 7h 7d 7s Jd Qd Kd 5s";
  const char* wanted = "4c 7c Td Ah Ad As 2h 2d 2s 3h";
  HandRecord poorStock = deal(mine, wanted, "Kh", "Ks");
  HandRecord richStock = deal(mine, "9c 9s 8c 8s Jc Js Qc Qs Tc Ts", "Kh", (std::string("Ks ") + wanted).c_str());
  HandRecord reordered = poorStock;
  std::reverse(reordered.stockTopFirst.begin() + 1, reordered.stockTopFirst.end());
  ReviewOptions o;
  o.onlyMove = 2;
  o.samples = 2000;  // the reference's noise well below the difference
  double luck[3];
  int i = 0;
  for (HandRecord* r : {&poorStock, &richStock, &reordered}) {
    r->actions = {act("pass"), act("pass"), act("stock")};
    const HandReview rev = reviewHand(*r, o);
    QCOMPARE(rev.draws.size(), std::size_t{1});
    QCOMPARE(rev.draws[0].card, C("Ks"));
    luck[i++] = rev.luck[0];
  }
  qInfo("luck of the Ks: %+.2f with a poor stock, %+.2f with a rich one", luck[0], luck[1]);
  QVERIFY(std::abs(luck[0]) < 1.5);
  QVERIFY(luck[1] < luck[0] - 1);  // against every unseen card the two would be equal
  QCOMPARE(luck[2], luck[0]);
}

// A decision is trivial exactly when its candidates lie within an inaccuracy of each other, it is
// never labelled, and the error rate leaves it out.
void TstReview::trivialDecisionsAreNotCounted() {
  HandRecord r = deal("8h 8d Ks Qs 4c 5c 6c Th 2d 9s", "Kc Kd Qc Qd Js 3h 7d Ah 5s 6h", "8c", "Jh 2s");
  r.actions = {act("pass"), act("take"), act("discard Kc"), act("stock"), act("discard 8h"), act("pile"),
               act("discard Kd"), act("stock"), act("discard 8d")};
  ReviewOptions o;
  o.samples = 40;
  const HandReview rev = reviewHand(r, o);
  ErrorTally t;
  double loss = 0;
  int counted = 0;
  for (const Decision& d : rev.decisions) {
    const double spread = 100 * (d.candidates.front().win - d.candidates.back().win);
    QCOMPARE(d.trivial, spread < kInaccuracyLoss);
    if (d.trivial) QCOMPARE(d.label, Label::None);
    else loss += d.loss, ++counted;
    t.add(d);
  }
  QCOMPARE(t.decisions, int(rev.decisions.size()));
  QCOMPARE(t.counted, counted);
  QCOMPARE(t.errorRate(), counted ? loss / counted : 0.0);
  Decision trivial;
  trivial.loss = 1.5;
  trivial.trivial = true;
  ErrorTally one;
  one.add(trivial);
  QCOMPARE(one.decisions, 1);
  QCOMPARE(one.counted, 0);
  QCOMPARE(one.errorRate(), 0.0);
}

void TstReview::refusedActionsStopTheReview() {
  HandRecord r = deal("Ac 2c 3c 7h 7d 7s Jd Qd Kd 5s", "Ah 2h 3h 9s Ts 4d 8c Jh 6h 9d", "4c", "");
  r.actions = {act("pass"), act("discard 4c")};
  ReviewOptions o;
  o.samples = 20;
  const HandReview rev = reviewHand(r, o);
  QVERIFY(!rev.complete);
  QCOMPARE(rev.badMove, 1);
}


// The hint and the coach come from one evaluation (search.h, expertJudgement): at decisions of played
// matches, the coach's best move is the move the hint suggests, in the same match context (a
// quick-knocking opponent's late knocks included: simple knocks whenever it may). The coach judges the
// move played on the same positions, so its loss is never negative.
void TstReview::hintAndCoachNameTheSameBestMove() {
  std::mt19937_64 gen(2026);
  int compared = 0, differed = 0;
  for (int match = 0; match < 3; ++match) {
    const Rules rules = eaai();
    Match m(rules, gen());
    auto a = makePlayer(match == 0 ? Level::Beginner : Level::Casual, gen());
    auto b = makePlayer(Level::Simple, gen());
    for (int deal = 0; deal < 4 && !m.over(); ++deal) {
      if (deal > 0 && !m.nextHand()) break;
      for (int step = 0; !m.hand().over() && step < 300; ++step) {
        const int seat = m.hand().toAct();
        const SeatView v = m.hand().view(seat);
        QCOMPARE(m.apply(seat, (seat == 0 ? a : b)->decide(v, contextOf(m))), Reject::Ok);
      }
    }
    const std::vector<HandRecord> records = matchRecords(rules, m.seed(), m.handLog());
    QVERIFY(!records.empty());
    for (const HandRecord& r : records) {
      const std::vector<HandState> states = replayStates(r, nullptr);
      for (std::size_t i = 0; i + 1 < states.size(); ++i) {
        const HandState& s = states[i];
        if (s.phase() == Phase::Layoff || gen() % 3 != 0) continue;
        ReviewOptions o;
        o.onlyMove = static_cast<int>(i);
        o.samples = 80;
        const HandReview rev = reviewHand(r, o);
        QVERIFY(rev.complete);
        if (rev.decisions.empty()) continue;  // forced, or nothing to compare
        const Decision& d = rev.decisions.front();
        MatchContext ctx = r.match;
        ctx.scores = r.scoresBefore;
        ctx.target = r.target;
        const Hint h = hint(s.view(s.toAct()), ctx);
        QCOMPARE(actionToString(d.candidates[d.best].action), actionToString(h.action));
        QVERIFY(d.loss >= 0);
        ++compared;
        differed += d.played != d.best;
      }
    }
    QVERIFY(std::any_of(records.begin(), records.end(), [](const HandRecord& r) { return r.match.deals > 0; }));
  }
  qInfo("%d decisions compared, %d played other than the best", compared, differed);
  QVERIFY(compared >= 40);
  QVERIFY(differed > 0);
}

// A network table deals each hand from a seed of its own (the fair deal), not from the match seed's
// sequence: its records replay those deals when given the seeds, and the log does not replay without.
void TstReview::recordsFollowTheDealSeeds() {
  const Rules rules = eaai();
  Match m(rules, 777);
  auto a = makePlayer(Level::Casual, 1);
  auto b = makePlayer(Level::Simple, 2);
  const std::vector<std::uint64_t> fair{777, 0x123456789ABCull, 0x0F0F0F0F0F0Full};
  for (std::size_t deal = 0; deal < fair.size() && !m.over(); ++deal) {
    if (deal > 0) QVERIFY(m.nextHand(fair[deal]));
    for (int step = 0; !m.hand().over() && step < 300; ++step) {
      const int seat = m.hand().toAct();
      QCOMPARE(m.apply(seat, (seat == 0 ? a : b)->decide(m.hand().view(seat), contextOf(m))), Reject::Ok);
    }
  }
  QVERIFY(m.dealsSoFar() >= 2);
  const std::vector<HandRecord> records = matchRecords(rules, m.seed(), m.handLog(), &m.dealSeeds());
  QCOMPARE(int(records.size()), m.dealsSoFar());
  for (int d = 0; d < m.dealsSoFar(); ++d) {
    const HandState dealt(rules, records[d].dealer, fair[d]);
    for (int s = 0; s < 2; ++s) QCOMPARE(records[d].hands[s], dealt.hand(s));
    QVERIFY(replayStates(records[d], nullptr).back().over());
  }
  QVERIFY(matchRecords(rules, m.seed(), m.handLog()).empty());
}

QTEST_APPLESS_MAIN(TstReview)
#include "tst_review.moc"
