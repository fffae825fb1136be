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
  // Every further opponent is another chance that someone is already below the knock.
  limit -= std::max(0, k.players - 3);
  limit -= std::min(3, pickups(k));
  // Seed 004: a close game near the target, never with more than 4 (an opponent below the knocker
  // takes the hand and 10 points more).
  const int mine = scoreOf(m, k.seat);
  int leader = 0;
  for (int s : opponents(k)) leader = std::max(leader, scoreOf(m, s));
  if (std::abs(mine - leader) <= 20 && std::max(mine, leader) + 25 >= m.target) limit = std::min(limit, 4);
  return std::max(0, limit);
}

double pokerThreat(const Knowledge& k) {
  const double t = 0.2 * rounds(k) + 0.15 * pickups(k);
  return std::min(1.0, t);
}

int pokerRolloutLimit(const HandState& s, const PokerKnockStyle& st) {
  const int n = s.players();
  const int dealtStock = kDeckSize - n * s.rules().cardsPerPlayer() - 1;
  const int r = (dealtStock - static_cast<int>(s.stock().size())) / n;
  return (r < 2 ? st.early : (r < 5 ? st.middle : st.late)) - std::max(0, n - 3);
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
