#include "table/seatpicture.h"

#include <algorithm>

#include "meld.h"

using namespace gin;

namespace seatpicture {

bool rankFirst(Card a, Card b) { return rankOf(a) != rankOf(b) ? rankOf(a) < rankOf(b) : suitOf(a) < suitOf(b); }
bool suitFirst(Card a, Card b) { return suitOf(a) != suitOf(b) ? suitOf(a) < suitOf(b) : rankOf(a) < rankOf(b); }

namespace {
QVector<Card> sortedBy(CardSet s, bool (*less)(Card, Card)) {
  QVector<Card> v;
  forEach(s, [&](Card c) { v.push_back(c); });
  std::sort(v.begin(), v.end(), less);
  return v;
}
}  // namespace

CardSet unionOf(const std::vector<CardSet>& v) {
  CardSet u = 0;
  for (CardSet m : v) u |= m;
  return u;
}

QVector<Card> byRank(CardSet s) { return sortedBy(s, rankFirst); }
QVector<Card> bySuit(CardSet s) { return sortedBy(s, suitFirst); }
QVector<Card> meldCards(CardSet m) { return isSet(m) ? bySuit(m) : byRank(m); }

std::vector<bool> laidOutSeats(const HandState& h) {
  std::vector<bool> out(h.players(), h.over());
  if (h.knocker() >= 0) out[h.knocker()] = true;
  for (const Step& s : h.history())
    if (s.action.type == ActionType::Layoff) out[s.seat] = true;
  return out;
}

CardSet laidOffCards(const HandState& h, const std::vector<Layoff>& pending) {
  CardSet out = 0;
  for (const Layoff& l : pending) out |= bit(l.card);
  if (h.phase() == Phase::Scored)
    for (const auto& ls : h.result().layoffs)
      for (const Layoff& l : ls) out |= bit(l.card);
  return out;
}

Picture laidOut(const HandState& h, int seat, const std::vector<Layoff>& pending, CardSet laidOff) {
  Picture p;
  p.faceUp = true;
  const auto& table = h.tableMelds();
  const auto& owner = h.tableOwner();
  const HandResult& res = h.result();
  const bool over = h.over();
  if (over && h.phase() == Phase::Drawn) {
    const Arrangement a = bestArrangement(h.hand(seat));
    for (CardSet m : a.melds) p.groups.push_back(meldCards(m)), p.meldIds.push_back(-1);
    p.deadwood = a.deadwoodCards;
  } else {
    CardSet inMelds = 0;
    bool anyTable = false;
    for (int t = 0; t < int(table.size()); ++t) {
      if (owner[t] != seat) continue;
      anyTable = true;
      CardSet cards = table[t];
      for (const Layoff& l : pending)
        if (l.meld == t) cards |= bit(l.card);
      p.groups.push_back(meldCards(cards));
      p.meldIds.push_back(t);
      inMelds |= cards;
    }
    if (!anyTable && over && seat < int(res.melds.size()))
      for (CardSet m : res.melds[seat]) {
        p.groups.push_back(meldCards(m));
        p.meldIds.push_back(-1);
        inMelds |= m;
      }
    p.deadwood = anyTable || over ? h.hand(seat) & ~unionOf(table) & ~inMelds & ~laidOff : h.hand(seat) & ~inMelds;
  }
  if (p.deadwood) p.groups.push_back(byRank(p.deadwood)), p.meldIds.push_back(-1);
  return p;
}

Picture hidden(const HandState& h, int seat) {
  Picture p;
  p.groups = {byRank(h.hand(seat))};
  p.meldIds = {-1};
  return p;
}

}  // namespace seatpicture
