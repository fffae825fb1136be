// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review.h"

#include <algorithm>
#include <cmath>
#include <thread>

#include "knowledge.h"
#include "search.h"

namespace gin::ai {

const char* labelCode(Label l) {
  switch (l) {
    case Label::None: return "none";
    case Label::Inaccuracy: return "inaccuracy";
    case Label::Mistake: return "mistake";
    case Label::Blunder: return "blunder";
  }
  return "none";
}

Label labelFor(double loss) {
  if (loss >= kBlunderLoss) return Label::Blunder;
  if (loss >= kMistakeLoss) return Label::Mistake;
  if (loss >= kInaccuracyLoss) return Label::Inaccuracy;
  return Label::None;
}

const char* decisionCode(DecisionKind k) {
  switch (k) {
    case DecisionKind::FirstUpcard: return "first_upcard";
    case DecisionKind::Draw: return "draw";
    case DecisionKind::Discard: return "discard";
    case DecisionKind::Layoff: return "layoff";
  }
  return "discard";
}

const char* reasonCode(ReasonKind k) {
  switch (k) {
    case ReasonKind::None: return "none";
    case ReasonKind::CompletesGin: return "completes_gin";
    case ReasonKind::JoinsMeld: return "joins_meld";
    case ReasonKind::UselessPickup: return "useless_pickup";
    case ReasonKind::BreaksMeld: return "breaks_meld";
    case ReasonKind::FeedsOpponent: return "feeds_opponent";
    case ReasonKind::LessDeadwood: return "less_deadwood";
    case ReasonKind::KeepsDraws: return "keeps_draws";
    case ReasonKind::UndercutRisk: return "undercut_risk";
    case ReasonKind::KnockNow: return "knock_now";
    case ReasonKind::GoGin: return "go_gin";
    case ReasonKind::MoreLayoffs: return "more_layoffs";
  }
  return "none";
}

void ErrorTally::add(const Decision& d) {
  ++decisions;
  ++labels[static_cast<int>(d.label)];
  if (d.trivial) return;
  ++counted;
  loss += d.loss;
}

Level ratingFor(double errorRate) {
  if (errorRate <= kRatingExpert) return Level::Expert;
  if (errorRate <= kRatingStrong) return Level::Strong;
  if (errorRate <= kRatingCasual) return Level::Casual;
  return Level::Beginner;
}

HandRecord recordOf(const HandState& dealt, std::vector<Action> actions, std::vector<int> scoresBefore, int target) {
  HandRecord r;
  r.rules = dealt.rules();
  r.dealer = dealt.dealer();
  for (int s = 0; s < dealt.players(); ++s) r.hands.push_back(dealt.hand(s));
  r.upcard = dealt.discardTop();
  r.stockTopFirst.assign(dealt.stock().rbegin(), dealt.stock().rend());
  r.actions = std::move(actions);
  r.scoresBefore = std::move(scoresBefore);
  r.target = target;
  return r;
}

std::vector<HandRecord> matchRecords(const Rules& rules, std::uint64_t seed, const std::vector<std::vector<Action>>& log,
                                     const std::vector<std::uint64_t>* dealSeeds) {
  std::vector<HandRecord> out;
  Match m(rules, seed);
  for (std::size_t d = 0; d < log.size(); ++d) {
    if (d > 0 && !(dealSeeds && d < dealSeeds->size() ? m.nextHand((*dealSeeds)[d]) : m.nextHand())) return {};
    const HandState dealt = m.hand();
    const std::vector<int> before = m.sheet().totals(0);
    const MatchContext seen = contextOf(m);  // before the deal's actions: the earlier deals' late knocks
    for (const Action& a : log[d])
      if (m.hand().over() || m.apply(m.hand().toAct(), a) != Reject::Ok) return {};
    out.push_back(recordOf(dealt, log[d], before, rules.gameTarget));
    out.back().match = seen;
  }
  return out;
}

std::vector<HandState> replayStates(const HandRecord& r, int* badMove) {
  if (badMove) *badMove = -1;
  std::vector<HandState> states;
  states.reserve(r.actions.size() + 1);
  states.push_back(HandState::fromHands(r.rules, r.dealer, r.hands, r.upcard, r.stockTopFirst));
  for (std::size_t i = 0; i < r.actions.size(); ++i) {
    HandState next = states.back();
    if (next.over() || next.apply(next.toAct(), r.actions[i]) != Reject::Ok) {
      if (badMove) *badMove = static_cast<int>(i);
      break;
    }
    states.push_back(std::move(next));
  }
  return states;
}

std::vector<OpenTable> openTables(const HandRecord& r) {
  std::vector<OpenTable> out;
  for (const HandState& s : replayStates(r, nullptr)) {
    OpenTable t;
    for (int seat = 0; seat < s.players(); ++seat) t.hands.push_back(s.hand(seat));
    t.stockTopFirst.assign(s.stock().rbegin(), s.stock().rend());
    t.pile = s.discardPile();
    t.tableMelds = s.tableMelds();
    if (!s.history().empty()) t.last = s.history().back();
    out.push_back(std::move(t));
  }
  return out;
}

namespace {

constexpr std::uint64_t kLuckSalt = 0x10CCull;
constexpr int kBatch = 40;

bool isDraw(Phase p) { return p == Phase::FirstUpcard || p == Phase::Draw; }
bool takes(const Action& a) { return a.type == ActionType::TakeUpcard || a.type == ActionType::DrawDiscard; }
bool isGin(CardSet hand, const Action& a) {
  return a.type == ActionType::BigGin || (a.type == ActionType::Knock && minDeadwood(hand & ~bit(a.card)) == 0);
}

struct Context {
  int me = 0, other = 1;
  int mine = 0, theirs = 0, target = 100;
  std::vector<int> scores;  // per seat, before the hand
  MatchContext match;       // what the seat has seen of the match (scores, earlier late knocks)
  double win(const HandState& s) const {
    const auto& pts = s.result().points;
    if (!s.over() || pts.size() != 2) return 0.5;
    return winChance(mine + pts[me], theirs + pts[other], target);
  }
  double points(const HandState& s) const {
    const auto& pts = s.result().points;
    return s.over() && pts.size() == 2 ? pts[me] - pts[other] : 0.0;
  }
};

void playOut(HandState& s) {
  for (int steps = 0; !s.over() && steps < 400; ++steps) s.apply(s.toAct(), rolloutAction(s));
}

// Runs work(i) for samples [0, n) on up to two threads, split by index so the result is the same.
template <class Work>
void forSamples(int n, int threads, Work work) {
  auto range = [&](int a, int b) {
    for (int i = a; i < b; ++i) work(i);
  };
  if (threads > 1 && n > 1) {
    std::thread helper(range, 0, n / 2);
    range(n / 2, n);
    helper.join();
  } else {
    range(0, n);
  }
}

std::uint64_t positionSeed(const SeatView& v, const Context& c) {
  return mixSeed(mixSeed(kCoachSeed, viewDigest(v)), (static_cast<std::uint64_t>(c.mine) << 32) | c.theirs);
}

// After a knock the defender's lay-offs decide the hand from public cards alone: exact values.
void evaluateLayoff(const HandState& s, const Context& c, std::vector<Candidate>& cands) {
  for (Candidate& cand : cands) {
    HandState t = s;
    if (t.apply(c.me, cand.action) != Reject::Ok) continue;
    playOut(t);
    cand.win = c.win(t);
    cand.points = c.points(t);
  }
}

// joinsMeld, helpingDraws and pickupBehind: the definitions the hints share (reasons.h).
Reason discardReason(const SeatView& v, const Action& played, const Action& best) {
  const CardSet h = v.hand;
  if (isGin(h, best) && !isGin(h, played)) return {ReasonKind::GoGin, best.card};
  const bool pk = played.type == ActionType::Knock, bk = best.type == ActionType::Knock;
  if (bk && !pk) return {ReasonKind::KnockNow, best.card};
  if (pk && !bk) return {ReasonKind::UndercutRisk};
  if (played.card == best.card || played.card == NoCard || best.card == NoCard) return {};
  const Knowledge k = learn(v);
  const int dwP = minDeadwood(h & ~bit(played.card)), dwB = minDeadwood(h & ~bit(best.card));
  const CardSet loose = bestArrangement(h).deadwoodCards;
  if (!contains(loose, played.card) && contains(loose, best.card) && dwP > dwB)
    return {ReasonKind::BreaksMeld, played.card, best.card};
  if (danger(k, played.card) >= 0.5 && danger(k, best.card) < danger(k, played.card))
    return {ReasonKind::FeedsOpponent, played.card, pickupBehind(k, played.card)};
  if (dwP > dwB) return {ReasonKind::LessDeadwood, best.card, NoCard, dwP - dwB};
  const int nP = helpingDraws(h & ~bit(played.card), k.unseen), nB = helpingDraws(h & ~bit(best.card), k.unseen);
  if (nB > nP) return {ReasonKind::KeepsDraws, best.card, NoCard, nB};
  return {};
}

Reason drawReason(const SeatView& v, const Action& played, const Action& best) {
  const Card t = v.discardTop;
  if (takes(best) && !takes(played)) {
    if (bestDiscard(v.hand | bit(t), bit(t)).deadwood == 0) return {ReasonKind::CompletesGin, t};
    if (joinsMeld(v.hand, t)) return {ReasonKind::JoinsMeld, t};
  }
  if (takes(played) && !takes(best) && !joinsMeld(v.hand, t)) return {ReasonKind::UselessPickup, t};
  return {};
}

// The candidates of one decision with the move played among them; false when nothing is to judge.
// Draws and discards: the Expert's own evaluation (search.h, expertJudgement), whose choice is the
// best move (the hint's too); lay-offs: exact values.
bool judge(const HandState& s, const Action& played, const Context& c, const ReviewOptions& o, Decision& d) {
  const SeatView v = s.view(c.me);
  d.candidates.clear();
  Action bestMove;
  if (s.phase() == Phase::Layoff) {
    const Action defence = s.legalActions().front();  // the engine's best defence
    if (defence == played) return false;
    d.candidates = {Candidate{defence}, Candidate{played}};
    evaluateLayoff(s, c, d.candidates);
    bestMove = d.candidates[0].win >= d.candidates[1].win ? defence : played;
  } else {
    if (isDraw(s.phase()) && s.legalActions().size() < 2) return false;  // forced: stock only
    const Judgement j = expertJudgement(v, c.match, kCoachSeed, &played, o.samples, o.threads);
    if (j.samples == 0 || j.moves.size() < 2) return false;
    for (std::size_t i = 0; i < j.moves.size(); ++i)
      d.candidates.push_back(Candidate{j.moves[i], j.win[i], j.points[i], j.se[i]});
    bestMove = j.moves[static_cast<std::size_t>(j.best)];
  }
  std::stable_sort(d.candidates.begin(), d.candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.win > b.win; });
  for (std::size_t i = 0; i < d.candidates.size(); ++i) {
    if (d.candidates[i].action == played) d.played = static_cast<int>(i);
    if (d.candidates[i].action == bestMove) d.best = static_cast<int>(i);
  }
  const Candidate& b = d.candidates[d.best];
  const Candidate& p = d.candidates[d.played];
  d.loss = std::max(0.0, 100.0 * (b.win - p.win));
  d.label = labelFor(d.loss);
  d.trivial = 100.0 * (d.candidates.front().win - d.candidates.back().win) < kInaccuracyLoss;  // best first
  d.kind = s.phase() == Phase::FirstUpcard ? DecisionKind::FirstUpcard
           : s.phase() == Phase::Draw      ? DecisionKind::Draw
           : s.phase() == Phase::Layoff    ? DecisionKind::Layoff
                                           : DecisionKind::Discard;
  d.reason = {};
  if (d.played == d.best || d.loss < kInaccuracyLoss) return true;
  if (isDraw(s.phase())) d.reason = drawReason(v, p.action, b.action);
  else if (s.phase() == Phase::Discard) d.reason = discardReason(v, p.action, b.action);
  else d.reason = {ReasonKind::MoreLayoffs, NoCard, NoCard, static_cast<int>(b.points - p.points)};
  return true;
}

// Puts `card` on top of a sampled position's stock: from deeper in the stock, or from a sampled
// opponent's hand (which takes the old top card instead).
void putOnTop(Position& q, int me, Card card) {
  const Card top = q.stock.back();
  if (top == card) return;
  auto it = std::find(q.stock.begin(), q.stock.end(), card);
  if (it != q.stock.end()) {
    std::swap(*it, q.stock.back());
    return;
  }
  for (std::size_t s = 0; s < q.hands.size(); ++s)
    if (static_cast<int>(s) != me && contains(q.hands[s], card)) q.hands[s] = (q.hands[s] & ~bit(card)) | bit(top);
  q.stock.back() = card;
}

// Luck of one stock draw: the seat's chance of winning after the card it drew against the average
// card of the real stock, paired on the same positions sampled from the seat's view. The review runs
// after the hand, so the stock is known: the stock was shuffled, so the card drawn is uniform over
// the cards really in it, and valuing the reference over exactly those cards makes the expected luck
// zero for any evaluation (an average over every card unseen by the seat is not: some of them are in
// the opponent's hand, measured -2 points per hand and seat). Sample i compares the card drawn with
// stock card i mod m, weighted so that each of the m stock cards counts the same.
double drawLuck(const HandState& s, Card drawn, const Context& c, const ReviewOptions& o) {
  const SeatView v = s.view(c.me);
  const Knowledge k = learn(v);
  // The stock's cards in card order, not stock order: the reference does not depend on where in the
  // stock a card lies, only on which cards are in it.
  CardSet inStock = 0;
  for (Card x : s.stock()) inStock |= bit(x);
  const std::vector<Card> stock = toVector(inStock);
  const int m = static_cast<int>(stock.size());
  if (m == 0 || !samplable(v, k) || !contains(k.unseen, drawn)) return 0;
  // The luck of a hand adds up many draws, so their noise averages out: half the samples, but at
  // least one per stock card.
  const int n = std::max(m, o.samples / 2);
  std::vector<double> diff(static_cast<std::size_t>(n));
  const std::uint64_t base = mixSeed(positionSeed(v, c), kLuckSalt);
  forSamples(n, o.threads, [&](int i) {
    const Card reference = stock[static_cast<std::size_t>(i % m)];
    if (reference == drawn) return;  // the same card: no difference
    Rng rng(mixSeed(base, static_cast<std::uint64_t>(i)));
    const Position p = samplePosition(v, k, rng, false);
    if (p.stock.empty()) return;
    Position actual = p, average = p;
    putOnTop(actual, c.me, drawn);
    putOnTop(average, c.me, reference);
    HandState a = HandState::fromPosition(actual), b = HandState::fromPosition(average);
    if (a.apply(c.me, Action::drawStock()) != Reject::Ok || b.apply(c.me, Action::drawStock()) != Reject::Ok) return;
    playOut(a);
    playOut(b);
    diff[static_cast<std::size_t>(i)] = c.win(a) - c.win(b);
  });
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    const int share = n / m + (i % m < n % m ? 1 : 0);  // samples given to this stock card
    sum += diff[static_cast<std::size_t>(i)] / (static_cast<double>(m) * share);
  }
  return 100.0 * sum;
}

}  // namespace

HandReview reviewHand(const HandRecord& r, const ReviewOptions& o) {
  HandReview out;
  out.luck.assign(r.rules.players, 0.0);
  const std::vector<HandState> states = replayStates(r, &out.badMove);
  const int total = static_cast<int>(states.size()) - 1;
  if (r.rules.players != 2) {  // the search is for two players
    out.complete = out.badMove < 0;
    return out;
  }
  for (int i = 0; i < total; ++i) {
    if (o.cancel && o.cancel->load()) return out;
    const HandState& s = states[i];
    Context c;
    c.me = s.toAct();
    c.other = 1 - c.me;
    c.mine = c.me < static_cast<int>(r.scoresBefore.size()) ? r.scoresBefore[c.me] : 0;
    c.theirs = c.other < static_cast<int>(r.scoresBefore.size()) ? r.scoresBefore[c.other] : 0;
    c.target = r.target;
    c.scores = {c.me == 0 ? c.mine : c.theirs, c.me == 0 ? c.theirs : c.mine};
    c.match = r.match;
    c.match.scores = c.scores;
    c.match.target = c.target;
    const Action& played = r.actions[i];
    if (o.onlyMove >= 0 && i != o.onlyMove) continue;
    if (played.type == ActionType::DrawStock) {
      const Card drawn = states[i + 1].history().back().drawn;
      const double luck = drawLuck(s, drawn, c, o);
      out.draws.push_back(DrawLuck{i, c.me, drawn, luck});
      out.luck[c.me] += luck;
    }
    const bool judged = o.seats.empty() || (c.me < static_cast<int>(o.seats.size()) && o.seats[c.me]);
    Decision d;
    d.move = i;
    d.seat = c.me;
    if (judged && judge(s, played, c, o, d)) out.decisions.push_back(std::move(d));
    if (o.progress) o.progress(i + 1, total);
  }
  out.complete = out.badMove < 0;
  return out;
}

}  // namespace gin::ai
