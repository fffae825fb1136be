// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hand.h"

#include <algorithm>
#include <cassert>

#include "legal.h"

namespace gin {

HandState::HandState(const Rules& rules, int dealer, std::uint64_t seed) : rules_(rules), dealer_(dealer), seed_(seed) {
  dealFrom(shuffledDeck(seed));
}

HandState::HandState(const Rules& rules, int dealer, const std::array<Card, kDeckSize>& deck)
    : rules_(rules), dealer_(dealer) {
  dealFrom(deck);
}

HandState HandState::fromHands(const Rules& rules, int dealer, const std::vector<CardSet>& hands, Card upcard,
                               const std::vector<Card>& stockTopFirst) {
  HandState h;
  h.rules_ = rules;
  h.dealer_ = dealer;
  h.hands_ = hands;
  h.hands_.resize(rules.players, 0);
  h.pile_ = {upcard};
  h.stock_.assign(stockTopFirst.rbegin(), stockTopFirst.rend());
  h.startPlay();
  return h;
}

HandState HandState::fromPosition(const Position& p) {
  HandState h;
  h.rules_ = p.rules;
  h.dealer_ = p.dealer;
  h.hands_ = p.hands;
  h.hands_.resize(p.rules.players, 0);
  h.pile_ = p.pile;
  h.stock_ = p.stock;
  h.startPlay();
  h.firstUpcard_ = p.firstUpcard != NoCard ? p.firstUpcard : (p.pile.empty() ? NoCard : p.pile.front());
  h.setKnockLimit();
  h.phase_ = p.phase;
  h.toAct_ = p.toAct;
  h.offers_ = p.passes;
  h.stockOnly_ = p.stockOnly;
  h.takenFromDiscard_ = p.takenFromDiscard;
  return h;
}

void HandState::dealFrom(const std::array<Card, kDeckSize>& deck) {
  const int n = rules_.players;
  hands_.assign(n, 0);
  int pos = 0;
  for (int round = 0; round < rules_.cardsPerPlayer(); ++round)
    for (int i = 1; i <= n; ++i) hands_[(dealer_ + i) % n] |= bit(deck[pos++]);
  pile_ = {deck[pos++]};
  stock_.assign(deck.rbegin(), deck.rend() - pos);
  startPlay();
}

void HandState::startPlay() {
  const int n = rules_.players;
  firstUpcard_ = pile_.empty() ? NoCard : pile_.back();
  setKnockLimit();
  phase_ = Phase::FirstUpcard;
  toAct_ = next(dealer_);
  shownMelds_.assign(n, {});
  layoffs_.assign(n, {});
  laidOut_.assign(n, false);
}

void HandState::setKnockLimit() { knockLimit_ = knockLimitFor(rules_, firstUpcard_); }

int HandState::deadwoodAfterDiscard(Card c) const { return minDeadwood(hands_[toAct_] & ~bit(c)); }

// Lay-off chances are counted over the cards the knocker cannot place: not in hand, not seen in the pile.
CardSet HandState::knockPool(int seat) const { return kFullDeck & ~(hands_[seat] | toSet(pile_)); }

std::vector<CardSet> HandState::knockArrangement(int seat, Card discard) const {
  return gin::knockArrangement(hands_[seat] & ~bit(discard), knockPool(seat));
}

std::vector<std::vector<CardSet>> HandState::knockArrangements(int seat, Card discard) const {
  return gin::knockArrangements(hands_[seat] & ~bit(discard), knockPool(seat));
}

Defence HandState::suggestedDefence(int seat) const {
  return bestDefence(hands_[seat], table_, phase_ == Phase::Layoff && !knockerWentGin());
}

bool HandState::knockerWentGin() const { return knocker_ >= 0 && (bigGin_ || minDeadwood(hands_[knocker_]) == 0); }

// The rules of each phase are written once, in legal.cpp (checkAction); the state adds only whose
// turn it is.
Reject HandState::check(int seat, const Action& a) const {
  if (over()) return Reject::HandOver;
  if (seat != toAct_) return Reject::NotYourTurn;
  return checkAction(turn(), a);
}

Reject HandState::apply(int seat, const Action& a) {
  const Reject r = check(seat, a);
  if (r != Reject::Ok) return r;
  Step step{seat, a, NoCard};
  switch (a.type) {
    case ActionType::TakeUpcard:
    case ActionType::DrawDiscard: takePileTop(seat, step); break;
    case ActionType::PassUpcard: passUpcard(seat); break;
    case ActionType::DrawStock: drawStock(seat, step); break;
    case ActionType::Discard: discard(seat, a.card); break;
    case ActionType::Knock:
    case ActionType::BigGin: knock(seat, a, step); break;
    case ActionType::Layoff: layOff(seat, a); break;
  }
  history_.push_back(std::move(step));
  return Reject::Ok;
}

void HandState::takePileTop(int seat, Step& step) {
  assert(!pile_.empty());
  const Card c = pile_.back();
  // The first upcard's take is logged without the card; a later pile draw names it (public either way).
  if (step.action.type == ActionType::DrawDiscard) step.drawn = c;
  hands_[seat] |= bit(c);
  takenFromDiscard_ = c;
  pile_.pop_back();
  phase_ = Phase::Discard;
}

void HandState::passUpcard(int seat) {
  if (++offers_ >= rules_.players) {
    // Nobody took it: the first player must draw from the stock.
    toAct_ = next(dealer_);
    phase_ = Phase::Draw;
    stockOnly_ = true;
  } else {
    toAct_ = next(seat);
  }
}

void HandState::drawStock(int seat, Step& step) {
  assert(!stock_.empty());
  step.drawn = stock_.back();
  hands_[seat] |= bit(stock_.back());
  stock_.pop_back();
  takenFromDiscard_ = NoCard;
  stockOnly_ = false;
  phase_ = Phase::Discard;
}

void HandState::discard(int seat, Card c) {
  hands_[seat] &= ~bit(c);
  pile_.push_back(c);
  takenFromDiscard_ = NoCard;
  if (static_cast<int>(stock_.size()) <= 2) {
    phase_ = Phase::Drawn;  // dead hand
    result_ = HandResult{};
    result_.outcome = Outcome::Drawn;
    result_.points.assign(rules_.players, 0);
  } else {
    toAct_ = next(seat);
    phase_ = Phase::Draw;
  }
}

void HandState::knock(int seat, const Action& a, Step& step) {
  std::vector<CardSet> melds;
  checkAction(turn(), a, &melds);  // completes the arrangement shown (the engine's when none is given)
  step.action.melds = melds;  // the arrangement shown, as the engine completed it
  knocker_ = seat;
  if (a.type == ActionType::Knock) {
    hands_[seat] &= ~bit(a.card);
    knockDiscard_ = a.card;
    pile_.push_back(a.card);  // face down
  } else {
    bigGin_ = true;
  }
  takenFromDiscard_ = NoCard;
  shownMelds_[seat] = melds;
  laidOut_[seat] = true;
  for (CardSet m : melds) {
    table_.push_back(m);
    tableOwner_.push_back(seat);
  }
  if (!knockerWentGin()) {
    phase_ = Phase::Layoff;
    toAct_ = next(seat);
    return;
  }
  // No lay-offs after gin: every defender shows the best arrangement of the hand.
  for (int s = 0; s < rules_.players; ++s) {
    if (s == seat) continue;
    shownMelds_[s] = bestArrangement(hands_[s]).melds;
    laidOut_[s] = true;
    for (CardSet m : shownMelds_[s]) {  // the defenders still lay their melds out
      table_.push_back(m);
      tableOwner_.push_back(s);
    }
  }
  score();
}

void HandState::layOff(int seat, const Action& a) {
  shownMelds_[seat] = a.melds;
  layoffs_[seat] = a.layoffs;
  laidOut_[seat] = true;
  // Grow the table melds: later defenders (poker gin) may lay off onto them, and onto this seat's melds.
  std::vector<Layoff> pending = a.layoffs;
  for (bool progress = true; progress && !pending.empty();) {
    progress = false;
    for (auto it = pending.begin(); it != pending.end();) {
      CardSet& m = table_[it->meld];
      if (isMeld(m | bit(it->card))) {
        m |= bit(it->card);
        it = pending.erase(it);
        progress = true;
      } else {
        ++it;
      }
    }
  }
  assert(pending.empty());  // checkAction() accepted every lay-off
  for (CardSet m : a.melds) {
    table_.push_back(m);
    tableOwner_.push_back(seat);
  }
  const int nxt = next(seat);
  if (nxt == knocker_)
    score();
  else
    toAct_ = nxt;
}

void HandState::score() {
  const int n = rules_.players;
  HandResult& r = result_;
  r = HandResult{};
  r.knocker = knocker_;
  r.deadwood.assign(n, 0);
  r.deadwoodBefore.assign(n, 0);
  r.points.assign(n, 0);
  r.pointsFrom.assign(n, 0);
  r.deadwoodCards.assign(n, 0);
  r.melds = shownMelds_;
  r.layoffs = layoffs_;
  r.tableMelds = table_;
  r.tableOwner = tableOwner_;
  for (int s = 0; s < n; ++s) {
    CardSet loose = hands_[s];
    for (CardSet m : shownMelds_[s]) loose &= ~m;
    r.deadwoodBefore[s] = valueOf(loose);
    for (const Layoff& l : layoffs_[s]) loose &= ~bit(l.card);
    r.deadwoodCards[s] = loose;
    r.deadwood[s] = valueOf(loose);
  }
  r.multiplier = handMultiplier(rules_, firstUpcard_);
  rules_.poker ? scorePoker(r) : scoreGin(r);
  phase_ = Phase::Scored;
  toAct_ = -1;
}

// Two players: knock, gin, big gin or undercut between the knocker and the defender.
void HandState::scoreGin(HandResult& r) const {
  const int k = knocker_;
  const int K = r.deadwood[k];
  const int d = next(k);
  const int D = r.deadwood[d];
  if (bigGin_) {
    r.outcome = Outcome::BigGin;
    r.winner = k;
    r.bonus = rules_.bigGinBonus;
    r.points[k] = D + r.bonus;
  } else if (K == 0) {
    r.outcome = Outcome::Gin;
    r.winner = k;
    r.bonus = rules_.ginBonus;
    r.points[k] = D + r.bonus;
  } else if (K < D) {
    r.outcome = Outcome::Knock;
    r.winner = k;
    r.points[k] = D - K;
  } else {
    // A tie is an undercut.
    r.outcome = Outcome::Undercut;
    r.winner = d;
    r.bonus = rules_.undercutBonus;
    r.points[d] = K - D + r.bonus;
  }
  r.pointsFrom[r.winner == k ? d : k] = r.points[r.winner];
  for (int& p : r.points) p *= r.multiplier;
  for (int& p : r.pointsFrom) p *= r.multiplier;
}

// Poker gin (RULES.md, "Poker gin rummy", from the source text seeds/004): the lowest deadwood takes
// the difference from everyone; those below a beaten knocker get a bonus, a gin its own bonus.
void HandState::scorePoker(HandResult& r) const {
  const int n = rules_.players;
  const int k = knocker_;
  const int K = r.deadwood[k];
  bool knockerLowest = true;
  for (int s = 0; s < n; ++s)
    if (s != k && r.deadwood[s] <= K) knockerLowest = false;
  int w = k;
  if (!knockerLowest) {
    // Lowest deadwood wins; ties go to the player nearest the knocker's left.
    w = -1;
    for (int i = 1; i < n; ++i) {
      const int s = (k + i) % n;
      if (w < 0 || r.deadwood[s] < r.deadwood[w]) w = s;
    }
  }
  r.winner = w;
  r.outcome = knockerLowest ? (K == 0 ? Outcome::Gin : Outcome::Knock) : Outcome::Undercut;
  for (int s = 0; s < n; ++s)
    if (s != w) {
      r.pointsFrom[s] = r.deadwood[s] - r.deadwood[w];
      r.points[w] += r.pointsFrom[s];
    }
  if (!knockerLowest)
    for (int s = 0; s < n; ++s)
      if (s != k && r.deadwood[s] < K) r.points[s] += rules_.pokerBelowKnockerBonus;
  if (K == 0) {
    r.points[k] += rules_.pokerGinBonus;
    r.bonus = rules_.pokerGinBonus;
  }
}

Turn HandState::turn() const {
  Turn t;
  t.rules = &rules_;
  t.phase = phase_;
  if (over()) return t;
  t.hand = hands_[toAct_];
  t.takenFromDiscard = takenFromDiscard_;
  t.stockOnly = stockOnly_;
  t.pileTop = !pile_.empty();
  t.knockLimit = knockLimit_;
  t.firstUpcard = firstUpcard_;
  if (phase_ == Phase::Discard) t.pool = knockPool(toAct_);  // only a knock's arrangement needs it
  t.tableMelds = &table_;
  t.knockerGin = phase_ == Phase::Layoff && knockerWentGin();
  return t;
}

std::vector<Action> HandState::legalActions() const {
  if (over()) return {};
  return gin::legalActions(turn());
}

SeatView HandState::view(int seat) const {
  SeatView v;
  const bool seated = seat >= 0 && seat < rules_.players;
  v.rules = rules_;
  v.seat = seat;
  v.players = rules_.players;
  v.dealer = dealer_;
  v.toAct = toAct_;
  v.phase = phase_;
  v.hand = seated ? hands_[seat] : 0;
  v.discardTop = discardTop();
  if (rules_.discardPileBrowsable)
    v.discardPile = pile_;
  else if (!pile_.empty())
    v.discardPile = {pile_.back()};
  v.pileSize = static_cast<int>(pile_.size());
  const bool knockDown = knocker_ >= 0 && !bigGin_ && !pile_.empty() && pile_.back() == knockDiscard_;
  if (knockDown) {
    --v.pileSize;
    v.knockDiscardDown = !over();
    if (seat == knocker_ || over()) v.knockDiscard = knockDiscard_;
  }
  if (knockDown && seat != knocker_ && !over()) {
    // The knock discard lies face down on the pile: it hides the top card; with the home rule the cards
    // under it can still be looked through (without it, nothing of the pile shows).
    v.discardTop = NoCard;
    v.discardPile.pop_back();
  }
  v.stockCount = static_cast<int>(stock_.size());
  v.firstUpcard = firstUpcard_;
  v.knockLimit = knockLimit_;
  v.takenFromDiscard = seat == toAct_ ? takenFromDiscard_ : NoCard;
  for (CardSet h : hands_) v.handSizes.push_back(count(h));
  v.history.reserve(history_.size());
  for (const Step& s : history_) {
    PublicEvent e{s.seat, s.action.type, NoCard, {}, {}};
    switch (s.action.type) {
      case ActionType::TakeUpcard: e.card = firstUpcard_; break;
      case ActionType::DrawStock: e.card = s.seat == seat ? s.drawn : NoCard; break;
      case ActionType::DrawDiscard: e.card = s.drawn; break;
      case ActionType::Discard: e.card = s.action.card; break;
      case ActionType::Knock: e.card = (s.seat == seat || over()) ? s.action.card : NoCard; [[fallthrough]];
      case ActionType::BigGin: e.melds = s.action.melds; break;
      case ActionType::Layoff:
        e.melds = s.action.melds;
        e.layoffs = s.action.layoffs;
        break;
      default: break;
    }
    v.history.push_back(std::move(e));
  }
  v.tableMelds = table_;
  v.tableOwner = tableOwner_;
  v.knocker = knocker_;
  v.stockOnly = stockOnly_ && phase_ == Phase::Draw;
  v.knockerGin = knocker_ >= 0 && knockerWentGin();
  v.laidOut.assign(rules_.players, over());
  v.shown.assign(rules_.players, 0);
  for (int s = 0; s < rules_.players; ++s) {
    if (s < static_cast<int>(laidOut_.size()) && laidOut_[s]) v.laidOut[s] = true;
    if (v.laidOut[s]) v.shown[s] = hands_[s];
  }
  v.layoffs = layoffs_;
  v.layoffs.resize(rules_.players);
  if (over()) v.result = result_;
  return v;
}

std::string HandState::checkInvariants() const {
  CardSet all = 0;
  int total = 0;
  auto add = [&](Card c) {
    if (c >= kDeckSize) return false;
    if (contains(all, c)) return false;
    all |= bit(c);
    ++total;
    return true;
  };
  for (CardSet h : hands_) {
    total += count(h);
    if (all & h) return "a card is in two hands";
    all |= h;
  }
  for (Card c : stock_)
    if (!add(c)) return "stock card duplicated or invalid: " + toString(c);
  for (Card c : pile_)
    if (!add(c)) return "discard pile card duplicated or invalid: " + toString(c);
  if (total != kDeckSize || all != kFullDeck) return "cards missing: " + std::to_string(total);
  const int base = rules_.cardsPerPlayer();
  for (int s = 0; s < rules_.players; ++s) {
    const int n = count(hands_[s]);
    const bool holder = (phase_ == Phase::Discard && s == toAct_) || (bigGin_ && s == knocker_);
    if (n != base + (holder ? 1 : 0)) return "seat " + std::to_string(s) + " holds " + std::to_string(n) + " cards";
  }
  if (!over() && static_cast<int>(stock_.size()) < 2) return "stock below two cards during play";
  if (phase_ == Phase::Scored) {
    int sum = 0;
    for (int p : result_.points) sum += p;
    // In poker gin equal deadwood can leave the winner a difference of 0; in gin the winner always scores.
    if (result_.winner < 0 || result_.points[result_.winner] < (rules_.poker ? 0 : 1))
      return "scored hand without points for the winner";
    if (!rules_.poker && sum != result_.points[result_.winner]) return "points to a seat other than the winner";
    for (int s = 0; s < rules_.players; ++s) {
      CardSet loose = hands_[s];
      for (CardSet m : result_.melds[s]) loose &= ~m;
      for (const Layoff& l : result_.layoffs[s]) loose &= ~bit(l.card);
      if (valueOf(loose) != result_.deadwood[s]) return "deadwood shown does not match the cards";
    }
  }
  return "";
}

Action actionOf(const PublicEvent& e) {
  const bool draw = e.type == ActionType::TakeUpcard || e.type == ActionType::DrawStock || e.type == ActionType::DrawDiscard;
  return Action::make(e.type, draw ? NoCard : e.card, e.melds, e.layoffs);
}

}  // namespace gin
