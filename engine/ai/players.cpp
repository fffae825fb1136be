// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players: reference opponents (random, simple, camper, marjj) and the levels of the UI
// (beginner, casual: heuristics; strong, expert: Monte Carlo over sampled hidden cards).
#include <algorithm>
#include <cmath>
#include <optional>
#include <thread>

#include "ai.h"
#include "heuristic.h"
#include "knowledge.h"
#include "opponent.h"
#include "playerkit.h"
#include "poker.h"
#include "review.h"
#include "search.h"

namespace gin::ai {

namespace {

// ---------------------------------------------------------------- reference opponents

class RandomPlayer final : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  Action decide(const SeatView& v, const MatchContext&) override {
    auto legal = legalActions(v);
    return legal[rng_.below(static_cast<std::uint32_t>(legal.size()))];
  }

 private:
  Rng rng_;
};

}  // namespace

// ---------------------------------------------------------------- Monte Carlo levels

// Rollouts knock with deadwood only while the stock holds this many cards (the casual level's
// "first four turns"), later only with gin, except a seat that has shown it knocks any time.
constexpr int kRolloutEarlyStock = 22;
// The policy of both sides inside rollouts, from the seat's own hand and the pile: meld pickups,
// one-draw lookahead discards, early knocks.
namespace {
// `quick`: a seat of a two-player hand that knocks any time, not only early (knocksAnyTime), with up
// to `quickLimit` deadwood.
Action rollout(const HandState& s, const TableRollout* table, int quick = -1, int quickLimit = 10) {
  const int seat = s.toAct();
  const CardSet h = s.hand(seat);
  switch (s.phase()) {
    case Phase::FirstUpcard:
    case Phase::Draw: {
      const Card t = s.discardTop();
      const bool take = t != NoCard && joinsMeld(h, t) && lowersDeadwood(h, t);
      if (s.phase() == Phase::FirstUpcard) return take ? Action::take() : Action::pass();
      return take && s.check(seat, Action::drawDiscard()) == Reject::Ok ? Action::drawDiscard() : Action::drawStock();
    }
    case Phase::Discard: {
      if (s.rules().bigGinAllowed() && minDeadwood(h) == 0) return Action::bigGin();
      const CardSet forbidden = bit(s.takenFromDiscard());
      std::array<int, kDeckSize> after;
      DiscardChoice d = bestDiscard(h, forbidden, &after);
      if (d.deadwood > 0) {
        // Lookahead discards like the casual level, over the cards this seat has not seen.
        CardSet seen = h;
        for (Card c : s.discardPile()) seen |= bit(c);
        const CardSet unseen = kFullDeck & ~seen;
        double best = 1e9;
        forEach(h & ~forbidden, [&](Card c) {
          const CardSet kept = h & ~bit(c);
          const int dw = after[c];
          if (dw > d.deadwood + 10) return;
          const double score = dw + 5.0 * bestDrawsLookahead(kept, unseen, 5, dw) - 0.01 * cardValue(c);
          if (score < best) best = score, d = DiscardChoice{c, dw};
        });
      }
      // Knock early (or with gin), as the casual level does; poker gin has no limit, so ten is used
      // for two players and the casual level's limits by round at a table.
      const bool early = static_cast<int>(s.stock().size()) >= kRolloutEarlyStock;
      const bool close = table && seat != table->me && table->close[seat];
      const bool knock = s.players() > 2 ? d.deadwood <= pokerRolloutLimit(s, kCasual.poker, close)
                                         : d.deadwood == 0 || (early && d.deadwood <= std::min(10, s.knockLimit())) ||
                                               (seat == quick && d.deadwood <= std::min(quickLimit, s.knockLimit()));
      if (knock) {
        Action k = Action::knock(d.discard, bestArrangement(h & ~bit(d.discard)).melds);
        if (s.check(seat, k) == Reject::Ok) return k;
      }
      return Action::discard(d.discard);
    }
    default: {
      const Defence d = s.suggestedDefence(seat);
      return Action::layoff(d.melds, d.layoffs);
    }
  }
}
}  // namespace

Action rolloutAction(const HandState& s) { return rollout(s, nullptr); }
Action rolloutAction(const HandState& s, const TableRollout& t) { return rollout(s, &t); }

TableRollout::TableRollout(const MatchContext& m, int me, int players) : me(me), close(players) {
  for (int s = 0; s < players; ++s) close[s] = pokerCloseGame(m, s, players);
}

std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b) {
  std::uint64_t x = a ^ (b + 0x9E3779B97F4A7C15ull + (a << 6) + (a >> 2));
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// A digest of everything the seat sees: the search depends on the view and the seed only.
std::uint64_t viewDigest(const SeatView& v) {
  std::uint64_t h = mixSeed(v.hand, static_cast<std::uint64_t>(v.phase) * 64 + v.seat);
  for (const PublicEvent& e : v.history)
    h = mixSeed(h, (static_cast<std::uint64_t>(e.type) << 16) | (e.card << 8) | e.seat);
  return mixSeed(h, v.discardTop);
}

bool samplable(const SeatView& v, const Knowledge& k) {
  int hidden = v.stockCount;
  for (int s : opponents(k)) hidden += k.handSizes[s] - count(k.known[s]);
  return hidden == count(k.unseen);
}

namespace {

// The heuristic's move first, then the alternatives the search compares: the other draw; the
// heuristic's `discards` best discards and, with `knocks`, the best knock and playing on with its card.
// `ranked`: the heuristic's ranking of the discards, as its choice made it (HeuristicPlayer::choose).
std::vector<Action> candidatesFor(const SeatView& v, const Knowledge& k, const std::vector<RankedDiscard>& ranked,
                                  const Action& heuristic, bool knocks, int discards) {
  std::vector<Action> cands{heuristic};
  auto add = [&](Action a) {
    if (std::find(cands.begin(), cands.end(), a) == cands.end()) cands.push_back(std::move(a));
  };
  if (isDrawPhase(v)) {
    add(takeAction(v, false));
    if (pileAllowed(v)) add(takeAction(v, true));
    return cands;
  }
  for (std::size_t i = 0; i < ranked.size() && static_cast<int>(i) < discards; ++i) add(Action::discard(ranked[i].card));
  const RankedDiscard* out = nullptr;
  for (const auto& r : ranked)
    if (mayKnock(v, r.deadwood) && (!out || r.deadwood < out->deadwood)) out = &r;
  if (out && knocks) {
    add(knockWith(k, out->card));
    add(Action::discard(out->card));
  }
  return cands;
}

// How a search level searches. A search level keeps its heuristic's move unless a candidate is
// better by `z` standard errors of the paired difference and by `margin` of game-win chance.
struct Tuning {
  int samples = 240;     // at most, in batches of kBatch
  bool knocks = false;   // it also decides knock or play on
  int discards = 0;      // how many of the heuristic's best discards it compares
  int threads = 1;
  bool informed = false; // opponents sampled by sampleInformed (opponent.h) instead of samplePosition
  // An opponent that has shown it knocks as soon as it may (knocksAnyTime) does so in the rollouts
  // too, instead of only early: against such a player the search no longer plays on for gin as if it
  // would wait (against simple +3.3 points of share, paired over 300 deals; 77.9% over 2,000 pairs:
  // docs/panel/2026-12-02-f115ca6-late-knocks.md).
  bool quickOpponents = false;
  // Reads how much deadwood such an opponent knocks with (anyTimeKnockLimit: the most it has knocked
  // with late) instead of taking it to knock with up to 10, in the rollouts and the samples below.
  bool quickLimit = false;
  // The acceptance of a sampled hand with which such a quick opponent could have knocked after its
  // last discard (1: no check). It would have knocked: checked against the real hands of simple in
  // recorded games (review --model), the samples' deadwood was 2.8 below the real without this check
  // and 0.9 below with 0.1 (docs/ai.md, "The Expert").
  double quickLow = 1;
};
constexpr Tuning kStrongSearch{100, false, 0, 1, false};
// The Expert of commit 7c8775b, kept as the reference level `expert0`.
constexpr Tuning kExpert0Search{240, true, 2, 2, false};
// The Expert at two-player tables: the informed opponent model, and up to three times
// the samples where the decision is close (the sequential test stops clear decisions after 40).
constexpr Tuning kExpertSearch{720, true, 2, 2, true, true, true, 0.1};
// The Expert at a poker gin table: also up to 720 samples where the decision is close (with the
// rollouts' close-game cap +0.9 points of share against three casuals over 240 samples, 1,500 deals;
// 1,440 no better, docs/ai.md), without the informed model (no better at a table).
constexpr Tuning kExpertTableSearch{720, true, 2, 2, false};
// The Expert's candidates and choice with the coach's former model of the hidden cards (weighted
// samples, opponents knocking only early): EvalModel::Basic, for the calibration in docs/coach.md.
constexpr Tuning kBasicCoachSearch{720, true, 2, 2, false};
// The Expert's search at commit 150fe3d (two players and tables), under the frozen level expert1.
constexpr Tuning kExpert1Search{720, true, 2, 2, true, true};
constexpr Tuning kExpert1TableSearch{720, true, 2, 2, false};

class SearchPlayer final : public Player {
 public:
  // `two`: at two-player tables (not poker gin); `table`: poker gin and tables of three or more.
  SearchPlayer(Style base, Tuning two, Tuning table, std::uint64_t seed, const Style* quick = nullptr)
      : two_(two), table_(table), seed_(seed), base_(base, seed, quick) {}

  Action decide(const SeatView& v, const MatchContext& m) override {
    const Judgement j = judge(v, m, nullptr, 0, -1);
    return j.moves[static_cast<std::size_t>(j.best)];
  }

  // The search's evaluation of the decision (search.h, Judgement). With `played`, that move is
  // played out on the same positions too and, after the choice, up to `reviewSamples` positions
  // until it is clearly no error (less than an inaccuracy worse than the choice). `threads` < 1: the
  // tuning's.
  // `fixed` > 0: a reference instead (search.h, referenceJudgement): exactly that many positions for
  // every move, the best the one with the highest mean.
  Judgement judge(const SeatView& v, const MatchContext& m, const Action* played, int reviewSamples, int threads,
                  int fixed = 0) {
    Judgement j;
    std::vector<RankedDiscard> ranked;  // ranked once: the Expert's ranking samples hidden hands
    const Action heuristic = base_.choose(v, m, &ranked);
    j.moves = {heuristic};
    const Tuning& t = v.players == 2 && !v.rules.poker ? two_ : table_;
    // Where the heuristic's move stands without a search: lay-offs, big gin, gin, levels without a
    // search here, tables of three or more outside poker gin.
    const bool search = v.phase != Phase::Layoff && heuristic.type != ActionType::BigGin &&
                        (v.players == 2 || v.rules.poker) && (isDrawPhase(v) || t.knocks || t.discards > 0) &&
                        !(heuristic.type == ActionType::Knock && minDeadwood(v.hand & ~bit(heuristic.card)) == 0);
    if (v.phase == Phase::Layoff || (!search && !played)) return j;  // the heuristic's move stands
    const Knowledge k = learn(v);
    if (!samplable(v, k)) return j;
    if (search) j.moves = candidatesFor(v, k, ranked, heuristic, t.knocks, t.discards);
    const std::size_t searched = j.moves.size();
    if (played) {
      j.played = static_cast<int>(std::find(j.moves.begin(), j.moves.end(), *played) - j.moves.begin());
      if (j.played == static_cast<int>(j.moves.size())) j.moves.push_back(*played);
    }
    if (j.moves.size() < 2) return j;
    const std::size_t C = j.moves.size();
    std::vector<double> values, points, hands;
    int done = 0;
    bool chosen = searched < 2 || fixed > 0;
    if (fixed > 0) j.chosenAfter = fixed;
    auto diff = [&](std::size_t a, std::size_t b) {  // mean and standard error of values[a] - values[b]
      double sum = 0, sq = 0;
      for (int i = 0; i < done; ++i) {
        const double d = values[i * C + a] - values[i * C + b];
        sum += d;
        sq += d * d;
      }
      const double mean = sum / done;
      return std::pair{mean, std::sqrt(std::max(0.0, sq / done - mean * mean) / std::max(1, done - 1))};
    };
    for (;;) {
      int limit = t.samples;
      if (fixed > 0) {
        limit = fixed;
        if (done >= limit) break;
      } else if (chosen) {
        // The coach's part: the move played against the choice, on the same positions.
        if (j.played < 0 || j.played == j.best) break;
        limit = std::max(j.chosenAfter, reviewSamples);
        if (done >= limit) break;
        if (done >= 2 * kBatch) {
          const auto [mean, se] = diff(static_cast<std::size_t>(j.best), static_cast<std::size_t>(j.played));
          if (mean + 3 * se < kInaccuracy) break;
        }
      }
      const int next = std::min(limit, done + kBatch);
      values.resize(static_cast<std::size_t>(next) * C);
      points.resize(values.size());
      hands.resize(values.size());
      evaluate(v, k, m, t, threads > 0 ? threads : t.threads, j.moves, done, next, values, points, hands);
      done = next;
      if (chosen) continue;
      // Samples in batches; stop as soon as no alternative can still pass the test below (most
      // decisions: the heuristic's move stands), which saves most of the work at the same decisions.
      bool hope = false;
      std::size_t best = 0;
      double bestGain = 0;
      for (std::size_t c = 1; c < searched; ++c) {
        const auto [mean, se] = diff(c, 0);
        // Deviate from the heuristic only when the search is clearly better (paired over the samples):
        // three standard errors, and at least one percent of game-win chance. With several candidates
        // a looser test deviates on noise (measured: more knocks, more undercuts).
        if (mean > 3.0 * se && mean > 0.01 && mean > bestGain) best = c, bestGain = mean;
        hope |= mean + 2.0 * se > 0.01;
      }
      if (!hope || done >= t.samples) {
        chosen = true;
        j.best = static_cast<int>(best);
        j.chosenAfter = done;
      }
    }
    j.samples = done;
    if (done == 0) return j;
    const std::size_t ref = static_cast<std::size_t>(j.played >= 0 ? j.played : j.best);
    for (std::size_t c = 0; c < C; ++c) {
      double w = 0, p = 0, h = 0;
      for (int i = 0; i < done; ++i) w += values[i * C + c], p += points[i * C + c], h += hands[i * C + c];
      j.win.push_back(w / done);
      j.points.push_back(p / done);
      j.hand.push_back(h / done);
      j.se.push_back(done > 1 ? diff(c, ref).second : 0);
    }
    if (fixed > 0) j.best = static_cast<int>(std::max_element(j.win.begin(), j.win.end()) - j.win.begin());
    return j;
  }

 private:
  static constexpr int kBatch = 40;
  static constexpr double kInaccuracy = kInaccuracyLoss / 100;  // the coach's least error, as a share
  static constexpr int kMendTries = 20;

  // values[sample * candidates + candidate] for samples [from, to): the chance of winning the game
  // after that hand. Sample i always uses the same random numbers, whatever the batching.
  void evaluate(const SeatView& v, const Knowledge& k, const MatchContext& m, const Tuning& t, int threads,
                const std::vector<Action>& cands, int from, int to, std::vector<double>& values,
                std::vector<double>& points, std::vector<double>& hands) const {
    const std::uint64_t base = mixSeed(seed_, viewDigest(v));
    // "The other" seat only at a table of two; poker gin tables value hands by tableHandValue.
    const int me = v.seat, other = v.players == 2 ? 1 - v.seat : -1;
    const int mine = scoreOf(m, me), theirs = scoreOf(m, other);
    if (v.players == 2) winChance(mine, theirs, m.target);  // build the table before the threads use it
    // At a table the samples also agree with what the opponents did not do: knock (assumed to knock
    // like casual, as in the rollouts).
    std::optional<PokerSampleMender> mender;
    if (v.players > 2) mender.emplace(v, k, m, kCasual.poker, kMendTries);
    const TableRollout table(m, me, v.players);
    const int quick = t.quickOpponents && other >= 0 && knocksAnyTime(m, other) ? other : -1;
    const int quickLimit = quick >= 0 && t.quickLimit ? anyTimeKnockLimit(m, quick) : 10;
    // A quick opponent that has discarded in this hand without knocking held more than it knocks with.
    OpponentModel model;
    model.lowLimit = quickLimit;
    if (quick >= 0)
      for (const PublicEvent& e : v.history)
        if (e.seat == quick && e.type == ActionType::Discard) model.low = t.quickLow;
    auto work = [&](int a, int b) {
      for (int i = a; i < b; ++i) {
        Rng rng(mixSeed(base, static_cast<std::uint64_t>(i)));
        Position pos = t.informed ? sampleInformed(v, k, rng, model) : samplePosition(v, k, rng, true);
        if (mender) mender->mend(pos, rng);
        const HandState start = HandState::fromPosition(pos);
        for (std::size_t c = 0; c < cands.size(); ++c) {
          HandState s = start;
          double value = v.players > 2 ? -1.0 : 0.5;  // an illegal candidate (none expected) never wins
          double hand = 0, won = 0;
          if (s.apply(me, cands[c]) == Reject::Ok) {
            for (int steps = 0; !s.over() && steps < 400; ++steps)
              s.apply(s.toAct(), v.players > 2 ? rolloutAction(s, table) : rollout(s, nullptr, quick, quickLimit));
            const auto& pts = s.result().points;
            if (v.players > 2)
              value = s.over() ? tableHandValue(m, me, pts) : 0;
            else
              value = s.over() && pts.size() == 2 ? winChance(mine + pts[me], theirs + pts[other], m.target) : 0.5;
            if (s.over() && pts.size() == 2) hand = pts[me] - pts[other];
            if (s.over() && me < static_cast<int>(pts.size()) && pts[me] > 0) won = 1;
          }
          values[static_cast<std::size_t>(i) * cands.size() + c] = value;
          points[static_cast<std::size_t>(i) * cands.size() + c] = hand;
          hands[static_cast<std::size_t>(i) * cands.size() + c] = won;
        }
      }
    };
    if (threads > 1) {
      const int mid = from + (to - from) / 2;
      std::thread helper(work, from, mid);
      work(mid, to);
      helper.join();
    } else {
      work(from, to);
    }
  }

  Tuning two_, table_;
  std::uint64_t seed_;
  HeuristicPlayer base_;
};

}  // namespace

std::unique_ptr<Player> makePlayer(Level level, std::uint64_t seed) {
  switch (level) {
    case Level::Random: return std::make_unique<RandomPlayer>(seed);
    case Level::Simple: return makeSimple(false, seed);
    case Level::Camper: return makeSimple(true, seed);
    case Level::Marjj: return makeMarjj(seed);
    case Level::Beginner: return std::make_unique<HeuristicPlayer>(kBeginner, seed);
    case Level::Casual: return std::make_unique<HeuristicPlayer>(kCasual, seed);
    case Level::Strong: return std::make_unique<SearchPlayer>(kStrong, kStrongSearch, kStrongSearch, seed);
    case Level::Expert: return std::make_unique<SearchPlayer>(kExpert, kExpertSearch, kExpertTableSearch, seed, &kExpertQuick);
    case Level::Expert0: return std::make_unique<SearchPlayer>(kExpert0, kExpert0Search, kExpert0Search, seed);
    case Level::Expert1: return std::make_unique<SearchPlayer>(kExpert1, kExpert1Search, kExpert1TableSearch, seed);
  }
  return std::make_unique<RandomPlayer>(seed);
}

std::unique_ptr<Player> makeBasePlayer(Level level, std::uint64_t seed) {
  if (level == Level::Strong) return std::make_unique<HeuristicPlayer>(kStrong, seed);
  if (level == Level::Expert) return std::make_unique<HeuristicPlayer>(kExpert, seed, &kExpertQuick);
  if (level == Level::Expert0) return std::make_unique<HeuristicPlayer>(kExpert0, seed);
  if (level == Level::Expert1) return std::make_unique<HeuristicPlayer>(kExpert1, seed);
  return makePlayer(level, seed);
}

std::vector<Action> expertCandidates(const SeatView& v, const MatchContext& m) {
  if (v.phase == Phase::Layoff || v.phase == Phase::Scored || v.phase == Phase::Drawn) return {};
  HeuristicPlayer base(kExpert, 0);
  std::vector<RankedDiscard> ranked;
  const Action heuristic = base.choose(v, m, &ranked);
  if (heuristic.type == ActionType::BigGin) return {heuristic};
  return candidatesFor(v, learn(v), ranked, heuristic, true, 2);
}

Judgement expertJudgement(const SeatView& v, const MatchContext& m, std::uint64_t seed, const Action* played,
                          int reviewSamples, int threads, EvalModel model) {
  if (model == EvalModel::Basic) {
    SearchPlayer basic(kExpert, kBasicCoachSearch, kExpertTableSearch, seed, &kExpertQuick);
    return basic.judge(v, m, played, reviewSamples, threads);
  }
  SearchPlayer expert(kExpert, kExpertSearch, kExpertTableSearch, seed, &kExpertQuick);
  return expert.judge(v, m, played, reviewSamples, threads);
}

Judgement referenceJudgement(const SeatView& v, const MatchContext& m, std::uint64_t seed, const Action* played,
                             int samples, int threads) {
  SearchPlayer expert(kExpert, kExpertSearch, kExpertTableSearch, seed, &kExpertQuick);
  return expert.judge(v, m, played, 0, threads, std::max(1, samples));
}

Hint hint(const SeatView& v, const MatchContext& match) {
  const Judgement j = expertJudgement(v, match, kCoachSeed);
  return explainHint(v, j.moves[static_cast<std::size_t>(j.best)]);
}

}  // namespace gin::ai
