// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
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

CardSet laidOffCards(const SeatView& v, const std::vector<Layoff>& pending) {
  CardSet out = 0;
  for (const Layoff& l : pending) out |= bit(l.card);
  // Every lay-off shows as it is made (poker gin: the earlier defenders' before the later ones lay off).
  for (const auto& ls : v.layoffs)
    for (const Layoff& l : ls) out |= bit(l.card);
  return out;
}

Picture laidOut(const SeatView& v, int seat, const std::vector<Layoff>& pending, CardSet laidOff) {
  Picture p;
  p.faceUp = true;
  const auto& table = v.tableMelds;
  const auto& owner = v.tableOwner;
  const CardSet cards = seat < int(v.shown.size()) ? v.shown[seat] : 0;
  const bool over = v.phase == Phase::Scored || v.phase == Phase::Drawn;
  if (v.phase == Phase::Drawn) {
    const Arrangement a = bestArrangement(cards);
    for (CardSet m : a.melds) p.groups.push_back(meldCards(m)), p.meldIds.push_back(-1);
    p.deadwood = a.deadwoodCards;
  } else {
    CardSet inMelds = 0;
    bool anyTable = false;
    for (int t = 0; t < int(table.size()); ++t) {
      if (owner[t] != seat) continue;
      anyTable = true;
      CardSet m = table[t];
      for (const Layoff& l : pending)
        if (l.meld == t) m |= bit(l.card);
      p.groups.push_back(meldCards(m));
      p.meldIds.push_back(t);
      inMelds |= m;
    }
    if (!anyTable && over && seat < int(v.result.melds.size()))
      for (CardSet m : v.result.melds[seat]) {
        p.groups.push_back(meldCards(m));
        p.meldIds.push_back(-1);
        inMelds |= m;
      }
    // The cards laid off lie in the melds they went to, never twice.
    p.deadwood = cards & ~unionOf(table) & ~inMelds & ~laidOff;
  }
  if (p.deadwood) p.groups.push_back(byRank(p.deadwood)), p.meldIds.push_back(-1);
  return p;
}

Picture hidden(const SeatView& v, int seat) {
  Picture p;
  const int n = seat < int(v.handSizes.size()) ? v.handSizes[seat] : 0;
  p.groups = {QVector<Card>(n, NoCard)};
  p.meldIds = {-1};
  return p;
}

}  // namespace seatpicture
