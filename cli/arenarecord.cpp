// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The per-hand records of `ginrummy-cli arena --record`, two-player and table runs alike.
#include "arenarecord.h"

#include <algorithm>
#include <cstring>

#include "json.h"
#include "match.h"
#include "rules.h"

using namespace gin;

namespace {

const char* actionName(ActionType t) {
  switch (t) {
    case ActionType::TakeUpcard: return "take_upcard";
    case ActionType::PassUpcard: return "pass";
    case ActionType::DrawStock: return "draw_stock";
    case ActionType::DrawDiscard: return "draw_discard";
    case ActionType::Discard: return "discard";
    case ActionType::Knock: return "knock";
    case ActionType::BigGin: return "big_gin";
    case ActionType::Layoff: return "layoff";
  }
  return "?";
}

// The same record written straight into a buffer (no document objects: --record must not slow the
// arena down). Keys are written in sorted order, as QJsonObject orders them, so the bytes are those of
// QJsonDocument's compact form of the same object.
void writeLayoffs(clijson::Writer& w, const std::vector<Layoff>& layoffs) {
  w.beginArray();
  for (const Layoff& l : layoffs) w.beginObject().key("card").card(l.card).key("meld").value(l.meld).endObject();
  w.endArray();
}
void writeInts(clijson::Writer& w, const std::vector<int>& v) {
  w.beginArray();
  for (int x : v) w.value(x);
  w.endArray();
}

}  // namespace

void writeHandRecord(clijson::Writer& w, const HandRecordInfo& info, const HandState& dealt, const HandState& done) {
  const bool stalled = info.stalled;
  const HandResult& r = done.result();
  w.beginObject();
  w.key("actions").beginArray();
  for (const Step& st : done.history()) {
    w.beginObject().key("action").value(actionName(st.action.type));
    const Card c = st.drawn != NoCard ? st.drawn : st.action.card;
    if (c != NoCard) w.key("card").card(c);
    if (st.action.type == ActionType::Layoff) writeLayoffs(w.key("layoffs"), st.action.layoffs);
    if (st.action.type == ActionType::Knock || st.action.type == ActionType::BigGin ||
        st.action.type == ActionType::Layoff)
      w.key("melds").melds(st.action.melds);
    w.key("seat").value(st.seat).endObject();
  }
  w.endArray();
  if (!stalled) {
    writeInts(w.key("deadwood"), r.deadwood);
    w.key("deadwood_cards").beginArray();
    for (CardSet d : r.deadwoodCards) w.cards(d);
    w.endArray();
  }
  w.key("deal").beginObject().key("hands").beginArray();
  for (int s = 0; s < dealt.players(); ++s) w.cards(dealt.hand(s));
  w.endArray().key("stock").beginArray();
  for (auto it = dealt.stock().rbegin(); it != dealt.stock().rend(); ++it) w.card(*it);
  w.endArray().key("upcard").card(dealt.discardTop()).endObject();
  w.key("dealer").value(dealt.dealer()).key("game").value(info.game).key("hand").value(info.hand);
  w.key("knocker").value(stalled ? -1 : r.knocker);
  if (!stalled) {
    w.key("layoffs").beginArray();
    for (const auto& l : r.layoffs) writeLayoffs(w, l);
    w.endArray().key("melds").beginArray();
    for (const auto& m : r.melds) w.melds(m);
    w.endArray();
  }
  w.key("outcome").value(stalled ? "stalled" : outcomeCode(r.outcome));
  if (!stalled) writeInts(w.key("points"), r.points);
  // Rules by field name, sorted as the document form sorts them.
  static const std::vector<const RuleField*> sortedFields = [] {
    std::vector<const RuleField*> f;
    for (const RuleField& x : ruleFields()) f.push_back(&x);
    std::sort(f.begin(), f.end(), [](const RuleField* a, const RuleField* b) { return std::strcmp(a->key, b->key) < 0; });
    return f;
  }();
  w.key("rules").beginObject();
  for (const RuleField* f : sortedFields) {
    w.anyKey(f->key);
    f->isBool ? w.value(f->get(dealt.rules()) != 0) : w.value(f->get(dealt.rules()));
  }
  w.endObject();
  const ScoreSheet& sheet = info.match->sheet();
  w.key("scores").beginArray();
  for (int g = 0; g < sheet.games(); ++g) writeInts(w, sheet.totals(g));
  w.endArray();
  w.key("seats").beginArray();
  for (int s = 0; s < dealt.players(); ++s) w.value(info.seatLevels[s]);
  w.endArray();
  if (!stalled && info.match->over()) {
    w.key("settlement").beginObject().key("games").beginArray();
    for (int g = 0; g < sheet.games(); ++g) {
      const GameSettlement st = sheet.settle(g);
      w.beginObject();
      writeInts(w.key("box_bonus"), st.boxBonus);
      writeInts(w.key("doubling"), st.doubling);
      writeInts(w.key("game_bonus"), st.gameBonus);
      writeInts(w.key("hand_points"), st.handPoints);
      writeInts(w.key("hands_won"), st.handsWon);
      w.key("settlement").value(st.settlement).key("settlement_doubled").value(st.settlementDoubled);
      w.key("shutout").value(st.shutout);
      writeInts(w.key("total"), st.total);
      w.key("winner").value(st.winner).endObject();
    }
    w.endArray();
    writeInts(w.key("match_result"), sheet.matchResult());
    w.key("match_winner").value(sheet.matchWinner()).endObject();
  }
  if (!stalled) w.key("table_melds").melds(r.tableMelds);
  w.key("winner").value(stalled ? -1 : r.winner);
  w.endObject();
  w.endLine();
}

