// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "poker.h"

#include <algorithm>

namespace gin::ai {

namespace {
int rounds(const Knowledge& k) { return k.players > 0 ? k.turns / k.players : 0; }
int scoreOf(const MatchContext& m, int seat) { return seat < static_cast<int>(m.scores.size()) ? m.scores[seat] : 0; }
// Pile cards the opponents took and still hold: each one is most likely part of a meld.
int pickups(const Knowledge& k) {
  int n = 0;
  for (int s : opponents(k)) n += count(k.known[s]);
  return n;
}
}  // namespace

int pokerKnockLimit(const Knowledge& k, const MatchContext& m, const PokerKnockStyle& st) {
  const int r = rounds(k);
  int limit = r < 2 ? st.early : (r < 5 ? st.middle : st.late);
  if (st.plain) return limit;
  limit -= std::min(3, pickups(k));
  if (!st.seedAdjustments && k.players > 2) return std::max(0, limit);
  // Every further opponent is another chance that someone is already below the knock.
  limit -= std::max(0, k.players - 3);
  // Seed 004: a close game near the target, never with more than 4 (an opponent below the knocker
  // takes the hand and 10 points more).
  if (pokerCloseGame(m, k.seat, k.players)) limit = std::min(limit, 4);
  return std::max(0, limit);
}

bool pokerCloseGame(const MatchContext& m, int seat, int players) {
  const int mine = scoreOf(m, seat);
  int leader = 0;
  for (int s = 0; s < players; ++s)
    if (s != seat) leader = std::max(leader, scoreOf(m, s));
  return std::abs(mine - leader) <= 20 && std::max(mine, leader) + 25 >= m.target;
}

double pokerThreat(const Knowledge& k) {
  const double t = 0.2 * rounds(k) + 0.15 * pickups(k);
  return std::min(1.0, t);
}

int pokerRolloutLimit(const HandState& s, const PokerKnockStyle& st, bool close) {
  const int n = s.players();
  const int dealtStock = kDeckSize - n * s.rules().cardsPerPlayer() - 1;
  const int r = (dealtStock - static_cast<int>(s.stock().size())) / n;
  const int limit = (r < 2 ? st.early : (r < 5 ? st.middle : st.late)) - std::max(0, n - 3);
  return close ? std::min(limit, 4) : limit;
}

std::vector<PokerSilence> pokerSilences(const SeatView& v, const MatchContext& m, const PokerKnockStyle& st) {
  std::vector<PokerSilence> out;
  for (int s = 0; s < v.players; ++s) {
    if (s == v.seat) continue;
    int last = -1;
    for (int i = 0; i < static_cast<int>(v.history.size()); ++i)
      if (v.history[i].seat == s && v.history[i].type == ActionType::Discard) last = i;
    if (last < 0) continue;
    // The seat's own view just before that discard, without its cards: its limit counts only the
    // rounds, the pile cards the others hold and the score, all public.
    SeatView then = v;
    then.seat = s;
    then.hand = 0;
    then.history.resize(last);
    PokerSilence q{s, v.history[last].card, NoCard, pokerKnockLimit(learn(then), m, st)};
    if (last > 0 && v.history[last - 1].seat == s && v.history[last - 1].type == ActionType::DrawDiscard)
      q.taken = v.history[last - 1].card;
    out.push_back(q);
  }
  return out;
}

bool pokerAgrees(const PokerSilence& q, CardSet hand) {
  const CardSet forbidden = q.taken == NoCard ? CardSet{0} : bit(q.taken);
  return bestDiscard(hand | bit(q.discarded), forbidden).deadwood > q.limit;
}

PokerSampleMender::PokerSampleMender(const SeatView& v, const Knowledge& k, const MatchContext& m,
                                     const PokerKnockStyle& st, int tries)
    : tries_(tries) {
  for (const PokerSilence& q : pokerSilences(v, m, st)) {
    Seat s{q, k.known[q.seat], {}};
    forEach(k.unseen, [&](Card c) { s.weight[c] = holdWeight(k, q.seat, c); });
    seats_.push_back(s);
  }
}

void PokerSampleMender::mend(Position& p, Rng& rng) const {
  for (const Seat& s : seats_) {
    const int seat = s.silence.seat;
    if (pokerAgrees(s.silence, p.hands[seat])) continue;
    const CardSet hidden = p.hands[seat] & ~s.known;
    CardSet pool = hidden;
    for (Card c : p.stock) pool |= bit(c);
    const int need = count(hidden);
    CardSet found = 0;
    for (int t = 0; t < tries_ && !found; ++t) {
      CardSet left = pool, drawn = 0;
      for (int i = 0; i < need && left; ++i) {
        double total = 0;
        forEach(left, [&](Card c) { total += s.weight[c]; });
        double x = rng.unit() * total;
        Card pick = lowest(left);
        forEach(left, [&](Card c) {
          if (x >= 0) pick = c;
          x -= s.weight[c];
        });
        left &= ~bit(pick);
        drawn |= bit(pick);
      }
      if (count(drawn) == need && pokerAgrees(s.silence, s.known | drawn)) found = drawn;
    }
    if (!found) continue;  // none agreed: the sample stays as it was
    p.hands[seat] = s.known | found;
    const std::vector<Card> back = toVector(hidden & ~found);
    std::size_t next = 0;
    for (Card& c : p.stock)
      if (contains(found, c)) c = back[next++];
  }
}

double tableHandValue(const MatchContext& m, int me, const std::vector<int>& pts) {
  const int n = static_cast<int>(pts.size());
  double others = 0;
  int top = -1, best = -1;
  for (int s = 0; s < n; ++s) {
    if (s != me) others += pts[s];
    const int total = scoreOf(m, s) + pts[s];
    if (total > best) best = total, top = s;
  }
  double value = (pts[me] - others / (n - 1)) / 100.0;
  if (best >= m.target) value += top == me ? 0.5 : -0.5;
  return value;
}

}  // namespace gin::ai
