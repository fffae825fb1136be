// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Randomised play: thousands of hands with random legal actions for every variant and 2-5 seats.
// After every action: all 52 cards accounted for once, hand sizes by phase, stock and pile counts,
// turn order, the discard rule, views; at the end: the deadwood shown is the cards shown, and the
// score recomputed here from that deadwood by RULES.md matches the engine's. Hands replay from their
// seed and action text.
#include <QtTest>

#include <map>

#include "hand.h"
#include "legal.h"
#include "match.h"
#include "testutil.h"

using namespace gin;

namespace {

struct Variant {
  std::string name;
  Rules rules;
  int hands;
};

std::vector<Variant> variants() {
  std::vector<Variant> v;
  auto add = [&](const std::string& name, Rules r, int hands) { v.push_back({name, r, hands}); };
  for (const std::string& p : presetNames()) {
    Rules r;
    preset(p, r);
    if (r.poker) continue;  // poker below, for every player count
    add(p, r, 700);
  }
  Rules r;
  r.oklahoma = r.oklahomaAceRequiresGin = r.oklahomaSpadeDoubles = true;
  add("oklahoma ace+spade", r, 700);
  r = Rules{};
  r.bigGin = false;
  r.discardPileBrowsable = true;
  r.knockLimit = 5;
  add("no big gin, browsable, limit 5", r, 700);
  for (int n = 2; n <= 5; ++n) {
    Rules p;
    preset("poker", p);
    p.players = n;
    add("poker " + std::to_string(n), p, 400);
  }
  return v;
}

// The score of a finished hand recomputed from the deadwood the result shows.
std::vector<int> expectedPoints(const HandState& h, QString* note) {
  const HandResult& r = h.result();
  const Rules& rules = h.rules();
  const int n = rules.players;
  std::vector<int> pts(n, 0);
  if (r.outcome == Outcome::Drawn) return pts;
  const int k = r.knocker;
  const int K = r.deadwood[k];
  if (!rules.poker) {
    const int d = 1 - k;
    const int D = r.deadwood[d];
    int m = (rules.oklahoma && rules.oklahomaSpadeDoubles && suitOf(h.firstUpcard()) == Spades) ? 2 : 1;
    if (r.outcome == Outcome::BigGin) pts[k] = D + rules.bigGinBonus;
    else if (K == 0) pts[k] = D + rules.ginBonus;
    else if (K < D) pts[k] = D - K;
    else pts[d] = K - D + rules.undercutBonus;
    for (int& p : pts) p *= m;
    return pts;
  }
  int low = K, winner = k;
  bool knockerStrict = true;
  for (int i = 1; i < n; ++i) {  // from the knocker's left: the first lowest wins ties
    const int s = (k + i) % n;
    if (r.deadwood[s] <= K) knockerStrict = false;
    if (r.deadwood[s] < low || (r.deadwood[s] == low && winner == k)) {
      low = r.deadwood[s];
      winner = s;
    }
  }
  if (knockerStrict) winner = k;
  for (int s = 0; s < n; ++s)
    if (s != winner) pts[winner] += r.deadwood[s] - r.deadwood[winner];
  if (!knockerStrict)
    for (int s = 0; s < n; ++s)
      if (r.deadwood[s] < K) pts[s] += rules.pokerBelowKnockerBonus;
  if (K == 0) {
    if (!knockerStrict && note) *note = QStringLiteral("poker gin tied by another gin");
    pts[k] += rules.pokerGinBonus;
  }
  return pts;
}

QString describe(const HandResult& r) {
  QStringList out;
  QStringList t;
  for (std::size_t i = 0; i < r.tableMelds.size(); ++i)
    t << QStringLiteral("%1:%2(%3)").arg(i).arg(testutil::str(r.tableMelds[i])).arg(r.tableOwner[i]);
  out << QStringLiteral("table [%1]").arg(t.join(QLatin1String(" | ")));
  for (std::size_t s = 0; s < r.melds.size(); ++s) {
    QStringList m, l;
    for (CardSet x : r.melds[s]) m << testutil::str(x);
    for (const Layoff& x : r.layoffs[s]) l << QStringLiteral("%1>%2").arg(QString::fromStdString(toString(x.card))).arg(x.meld);
    out << QStringLiteral("seat %1: melds [%2] layoffs [%3] deadwood %4 = %5").arg(s).arg(m.join(QLatin1String(" | ")), l.join(' '),
                                                                                        testutil::str(r.deadwoodCards[s])).arg(r.deadwood[s]);
  }
  return out.join(QLatin1String("; "));
}

class Checker {
 public:
  explicit Checker(const HandState& h) : h_(h) {}

  // Empty when every invariant holds, else what broke.
  QString afterAction() const {
    if (const std::string e = h_.checkInvariants(); !e.empty()) return QString::fromStdString("checkInvariants: " + e);
    const int n = h_.players(), per = h_.rules().cardsPerPlayer();
    // 52 distinct cards: hands, stock, pile, nothing twice, nothing missing.
    CardSet all = 0;
    int total = 0;
    auto put = [&](Card c) {
      if (c >= kDeckSize || contains(all, c)) return false;
      all |= bit(c);
      ++total;
      return true;
    };
    for (int s = 0; s < n; ++s)
      for (Card c : toVector(h_.hand(s)))
        if (!put(c)) return QStringLiteral("card %1 twice (hand %2)").arg(c).arg(s);
    for (Card c : h_.stock())
      if (!put(c)) return QStringLiteral("card %1 twice (stock)").arg(c);
    for (Card c : h_.discardPile())
      if (!put(c)) return QStringLiteral("card %1 twice (pile)").arg(c);
    if (all != kFullDeck || total != 52) return QStringLiteral("%1 cards accounted for").arg(total);
    // Hand sizes by phase.
    for (int s = 0; s < n; ++s) {
      int want = per;
      if (h_.phase() == Phase::Discard && s == h_.toAct()) want = per + 1;
      if (s == h_.knocker() && h_.over() && h_.result().outcome == Outcome::BigGin) want = per + 1;  // no discard
      if (count(h_.hand(s)) != want) return QStringLiteral("seat %1 holds %2 cards, want %3").arg(s).arg(count(h_.hand(s))).arg(want);
    }
    // Stock: one card per stock draw; a hand goes on only with more than two left.
    int stockDraws = 0;
    for (const Step& st : h_.history()) stockDraws += st.action.type == ActionType::DrawStock;
    if (int(h_.stock().size()) != 52 - n * per - 1 - stockDraws) return QStringLiteral("stock count");
    if ((h_.phase() == Phase::Draw || h_.phase() == Phase::FirstUpcard) && h_.stock().size() <= 2)
      return QStringLiteral("play goes on with %1 stock cards").arg(h_.stock().size());
    if (h_.phase() == Phase::Drawn && h_.stock().size() != 2) return QStringLiteral("drawn with %1 stock cards").arg(h_.stock().size());
    // Turn order: after a discard the next seat draws.
    const auto& hist = h_.history();
    if (!hist.empty() && hist.back().action.type == ActionType::Discard && h_.phase() == Phase::Draw &&
        h_.toAct() != (hist.back().seat + 1) % n)
      return QStringLiteral("turn did not pass left");
    // The card taken from the pile is not discardable this turn.
    if (h_.phase() == Phase::Discard && !hist.empty() &&
        (hist.back().action.type == ActionType::DrawDiscard || hist.back().action.type == ActionType::TakeUpcard)) {
      const Card taken = hist.back().drawn != NoCard ? hist.back().drawn : h_.takenFromDiscard();
      if (h_.takenFromDiscard() != taken) return QStringLiteral("takenFromDiscard not set");
      for (const Action& a : h_.legalActions())
        if ((a.type == ActionType::Discard || a.type == ActionType::Knock) && a.card == taken)
          return QStringLiteral("the card taken from the pile is offered as a discard");
    }
    // Every legal action passes check(); the list is empty exactly when the hand is over.
    const auto legal = h_.legalActions();
    if (legal.empty() != h_.over()) return QStringLiteral("legal actions vs over");
    if (!h_.over())
      for (const Action& a : legal)
        if (h_.check(h_.toAct(), a) != Reject::Ok) return QStringLiteral("legal action refused: %1").arg(QString::fromStdString(actionToString(a)));
    // Views: own hand, sizes, stock count; another seat's stock draws hidden.
    for (int s = 0; s < n; ++s) {
      const SeatView v = h_.view(s);
      if (v.hand != h_.hand(s) || v.stockCount != int(h_.stock().size()) || v.toAct != h_.toAct()) return QStringLiteral("view %1").arg(s);
      for (int t = 0; t < n; ++t)
        if (v.handSizes[t] != count(h_.hand(t))) return QStringLiteral("view sizes");
      if (v.history.size() != hist.size()) return QStringLiteral("view history length");
      for (std::size_t i = 0; i < hist.size(); ++i) {
        if (hist[i].action.type == ActionType::DrawStock && hist[i].seat != s && v.history[i].card != NoCard)
          return QStringLiteral("seat %1 sees another seat's stock draw").arg(s);
        if (hist[i].action.type == ActionType::Discard && v.history[i].card != hist[i].action.card)
          return QStringLiteral("a discard is hidden");
      }
      if (!h_.rules().discardPileBrowsable && v.discardPile.size() > 1) return QStringLiteral("pile browsable");
      if (const QString e = viewTable(v, s); !e.isEmpty()) return QStringLiteral("seat %1: %2").arg(s).arg(e);
    }
    // A spectator's view (seat -1): no hand, and nothing a seat keeps to itself.
    if (const QString e = viewTable(h_.view(-1), -1); !e.isEmpty()) return QStringLiteral("spectator: %1").arg(e);
    return {};
  }

  // What a view shows of the table: the pile's size, the knock discard, who has laid out and what,
  // the lay-offs as made and the result at the end, each as the state has it; and no card the seat
  // may not see named anywhere in it.
  QString viewTable(const SeatView& v, int seat) const {
    const int n = h_.players();
    const bool over = h_.over();
    const auto& hist = h_.history();
    const Card knockCard = h_.knockDiscard();
    const bool knockDown = knockCard != NoCard && !h_.discardPile().empty() && h_.discardPile().back() == knockCard;
    if (v.pileSize != int(h_.discardPile().size()) - (knockDown ? 1 : 0)) return QStringLiteral("pile size");
    if (v.knockDiscardDown != (knockDown && !over)) return QStringLiteral("knock discard face down");
    if (v.knockDiscard != ((seat == h_.knocker() || over) && knockDown ? knockCard : NoCard)) return QStringLiteral("knock discard");
    if (int(v.laidOut.size()) != n || int(v.shown.size()) != n || int(v.layoffs.size()) != n) return QStringLiteral("per-seat sizes");
    std::vector<bool> laid(n, over);
    if (h_.knocker() >= 0) laid[h_.knocker()] = true;
    for (const Step& st : hist) {
      if (st.action.type == ActionType::Layoff) laid[st.seat] = true;
      // After gin every defender lays out at once.
      if ((st.action.type == ActionType::Knock || st.action.type == ActionType::BigGin) && v.knockerGin) laid.assign(n, true);
    }
    for (int t = 0; t < n; ++t) {
      if (v.laidOut[t] != laid[t]) return QStringLiteral("laid out %1").arg(t);
      if (v.shown[t] != (laid[t] ? h_.hand(t) : 0)) return QStringLiteral("shown %1").arg(t);
      std::vector<Layoff> made;
      for (const Step& st : hist)
        if (st.seat == t && st.action.type == ActionType::Layoff) made = st.action.layoffs;
      if (v.layoffs[t] != made) return QStringLiteral("lay-offs %1").arg(t);
    }
    for (std::size_t i = 0; i < hist.size(); ++i) {
      const Action& a = hist[i].action;
      const PublicEvent& e = v.history[i];
      const bool withMelds = a.type == ActionType::Knock || a.type == ActionType::BigGin || a.type == ActionType::Layoff;
      if (e.melds != (withMelds ? a.melds : std::vector<CardSet>{})) return QStringLiteral("event melds %1").arg(i);
      if (e.layoffs != (a.type == ActionType::Layoff ? a.layoffs : std::vector<Layoff>{})) return QStringLiteral("event lay-offs %1").arg(i);
    }
    if (over != (v.result.points.size() == std::size_t(n))) return QStringLiteral("result only at the end");
    if (over && v.result.outcome != h_.result().outcome) return QStringLiteral("result");
    if (seat < 0 && v.hand != 0) return QStringLiteral("a spectator holds cards");
    if (over) return {};
    // What the seat may know while the hand is played: its own cards and draws, every card that lay
    // face up on the pile, the melds and hands laid out, its own knock discard.
    CardSet may = seat >= 0 ? h_.hand(seat) : 0;
    if (h_.firstUpcard() != NoCard) may |= bit(h_.firstUpcard());
    for (const Step& st : hist) {
      if (st.action.type == ActionType::Discard) may |= bit(st.action.card);
      if (st.action.type == ActionType::DrawStock && st.seat == seat) may |= bit(st.drawn);
      if (st.action.type == ActionType::Knock && st.seat == seat) may |= bit(st.action.card);
    }
    for (CardSet m : h_.tableMelds()) may |= m;
    for (int t = 0; t < n; ++t)
      if (laid[t]) may |= h_.hand(t);
    CardSet named = v.hand | toSet(v.discardPile) | bit(v.discardTop) | bit(v.firstUpcard) | bit(v.takenFromDiscard) |
                    bit(v.knockDiscard);
    for (const PublicEvent& e : v.history) {
      named |= bit(e.card);
      for (CardSet m : e.melds) named |= m;
      for (const Layoff& l : e.layoffs) named |= bit(l.card);
    }
    for (CardSet m : v.tableMelds) named |= m;
    for (CardSet c : v.shown) named |= c;
    named &= kFullDeck;  // bit(NoCard) is outside the deck
    if (named & ~may) return QStringLiteral("names cards it may not see: %1").arg(testutil::str(named & ~may));
    return {};
  }

  QString atEnd(int* ginTies) const {
    const HandResult& r = h_.result();
    const int n = h_.players();
    if (r.outcome == Outcome::Drawn) {
      for (int p : r.points)
        if (p != 0) return QStringLiteral("a drawn hand scores");
      return {};
    }
    if (int(r.deadwood.size()) != n || int(r.melds.size()) != n || int(r.deadwoodCards.size()) != n) return QStringLiteral("result sizes");
    CardSet table = 0, shown = 0;
    for (CardSet m : r.tableMelds) {
      if (!isMeld(m)) return QStringLiteral("a table meld is not a meld");
      if (m & table) return QStringLiteral("table melds overlap");
      table |= m;
    }
    for (int s = 0; s < n; ++s) {
      // Melds, lay-offs and deadwood are exactly the seat's cards, and the deadwood is their value.
      const CardSet hand = h_.hand(s);
      if (!meldsValid(hand, r.melds[s])) return QStringLiteral("seat %1 shows invalid melds").arg(s);
      CardSet parts = 0;
      for (CardSet m : r.melds[s]) parts |= m;
      for (const Layoff& l : r.layoffs[s]) {
        if (contains(parts, l.card) || !contains(hand, l.card)) return QStringLiteral("lay-off card");
        if (l.meld < 0 || l.meld >= int(r.tableMelds.size()) || !contains(r.tableMelds[l.meld], l.card))
          return QStringLiteral("lay-off target");
        parts |= bit(l.card);
      }
      if (parts & r.deadwoodCards[s]) return QStringLiteral("deadwood overlaps melds");
      if ((parts | r.deadwoodCards[s]) != hand) return QStringLiteral("seat %1: shown cards are not the hand").arg(s);
      if (valueOf(r.deadwoodCards[s]) != r.deadwood[s]) return QStringLiteral("seat %1: deadwood figure vs cards").arg(s);
      int laidOff = 0;
      for (const Layoff& l : r.layoffs[s]) laidOff += cardValue(l.card);
      if (r.deadwoodBefore[s] != r.deadwood[s] + laidOff) return QStringLiteral("seat %1: deadwood before lay-offs").arg(s);
      shown |= parts;
      if (s == r.knocker) {
        if (!r.layoffs[s].empty()) return QStringLiteral("the knocker laid off");
        if (r.deadwood[s] != minDeadwood(hand)) return QStringLiteral("knocker's deadwood is not the least");
        if (!h_.rules().poker && r.deadwood[s] > h_.knockLimit()) return QStringLiteral("knocked above the limit");
      }
      if ((r.outcome == Outcome::Gin || r.outcome == Outcome::BigGin) && !r.layoffs[s].empty())
        return QStringLiteral("lay-off after gin");
    }
    if (shown != table) return QStringLiteral("table melds are not the melds and lay-offs shown: ") + describe(r);
    QString note;
    const std::vector<int> want = expectedPoints(h_, &note);
    if (!note.isEmpty()) {
      ++*ginTies;
      return {};
    }
    if (r.points != want) {
      QStringList w, g, d;
      for (int i = 0; i < n; ++i) {
        w << QString::number(want[i]);
        g << QString::number(r.points[i]);
        d << QString::number(r.deadwood[i]);
      }
      return QStringLiteral("%1: points %2, want %3 (deadwood %4, knocker %5)")
          .arg(QString::fromLatin1(outcomeCode(r.outcome)), g.join(','), w.join(','), d.join(','))
          .arg(r.knocker);
    }
    if (r.winner < 0 || r.points[r.winner] != *std::max_element(r.points.begin(), r.points.end()))
      return QStringLiteral("the winner does not score the most");
    return {};
  }

 private:
  const HandState& h_;
};

// A random legal action, mixed with greedy play so that hands reach knocks, gins and undercuts:
// knocks are taken half the time when offered, the best discard most of the time, and defenders
// sometimes keep cards instead of the best defence (the choice is theirs).
Action pick(const HandState& h, Rng& rng) {
  const auto legal = h.legalActions();
  std::vector<Action> knocks;
  for (const Action& a : legal)
    if (a.type == ActionType::Knock || a.type == ActionType::BigGin) knocks.push_back(a);
  if (!knocks.empty() && rng.below(2) == 0) return knocks[rng.below(std::uint32_t(knocks.size()))];
  const int seat = h.toAct();
  if (h.phase() == Phase::Discard && rng.below(10) < 7) {
    const CardSet forbidden = bit(h.takenFromDiscard());
    return Action::discard(bestDiscard(h.hand(seat), forbidden).discard);
  }
  if (h.phase() == Phase::Draw && h.discardTop() != NoCard && rng.below(2) == 0) {
    const Action take = Action::drawDiscard();
    if (h.check(seat, take) == Reject::Ok &&
        minDeadwoodAfterDiscard(h.hand(seat) | bit(h.discardTop())) < minDeadwood(h.hand(seat)))
      return take;
  }
  Action a = legal[rng.below(std::uint32_t(legal.size()))];
  if (a.type == ActionType::Layoff && !a.layoffs.empty() && rng.below(4) == 0) {
    std::vector<Layoff> some;
    for (const Layoff& l : a.layoffs)
      if (rng.below(2)) some.push_back(l);
    Action partial = Action::layoff(a.melds, some);
    if (h.check(seat, partial) == Reject::Ok) return partial;
  }
  return a;
}

}  // namespace

class TstRandom : public QObject {
  Q_OBJECT
 private slots:
  void randomPlay_invariantsEveryVariantTwoToFiveSeats();
  void randomMatches_sheetTotalsAreHandPoints();
  void viewLegalActions_areExactlyWhatTheStateAccepts();
  void ruleFields_optionsThatDoNotApplyChangeNothing();
  void ruleFields_rangesAreWhatRulesValidAccepts();
};

namespace {
QString actionText(const Action& a) { return QString::fromStdString(actionToString(a)); }

// For one seat: the actions legal from its view are the state's legal actions (the same list, melds
// included), and every candidate action is accepted by the state exactly when the view lists it.
QString compareViewAndState(const HandState& h, int seat) {
  const std::vector<Action> fromView = legalActions(h.view(seat));
  const std::vector<Action> fromState = seat == h.toAct() ? h.legalActions() : std::vector<Action>{};
  if (fromView != fromState) {
    QStringList v, s;
    for (const Action& a : fromView) v << actionText(a);
    for (const Action& a : fromState) s << actionText(a);
    return QStringLiteral("seat %1: view lists [%2], state [%3]").arg(seat).arg(v.join(", "), s.join(", "));
  }
  for (const Action& a : fromView)
    if (const Reject r = h.check(seat, a); r != Reject::Ok)
      return QStringLiteral("seat %1: view's %2 refused (%3)").arg(seat).arg(actionText(a), rejectCode(r));
  std::vector<Action> candidates = {Action::take(), Action::pass(), Action::drawStock(), Action::drawDiscard(), Action::bigGin()};
  for (int c = 0; c < kDeckSize; ++c) {
    candidates.push_back(Action::discard(Card(c)));
    candidates.push_back(Action::knock(Card(c)));
  }
  for (const Action& a : candidates) {
    const bool accepted = h.check(seat, a) == Reject::Ok;
    bool listed = false;
    for (const Action& l : fromView) listed |= l.type == a.type && l.card == a.card;
    if (accepted != listed)
      return QStringLiteral("seat %1: %2 is %3 by the state but %4 from the view")
          .arg(seat)
          .arg(actionText(a), accepted ? "accepted" : "refused", listed ? "listed" : "not listed");
  }
  return {};
}
}  // namespace

void TstRandom::viewLegalActions_areExactlyWhatTheStateAccepts() {
  int steps = 0, layoffSteps = 0, laterDefenders = 0;
  const auto all = variants();
  for (std::size_t vi = 0; vi < all.size(); ++vi) {
    const Variant& v = all[vi];
    // Poker gin gets more hands: its later defenders after an earlier lay-off are rare.
    const int hands = v.rules.poker && v.rules.players > 2 ? 500 : 60;
    for (int i = 0; i < hands; ++i) {
      const std::uint64_t seed = 7000003ull * i + 104729ull * vi + 3;
      HandState h(v.rules, i % v.rules.players, seed);
      Rng rng(seed ^ 0xfeed);
      while (true) {
        for (int s = 0; s < h.players(); ++s)
          if (const QString err = compareViewAndState(h, s); !err.isEmpty())
            QFAIL(qPrintable(QStringLiteral("%1, hand %2 (seed %3): %4\n%5")
                                 .arg(QString::fromStdString(v.name)).arg(i).arg(seed)
                                 .arg(err, QString::fromStdString(h.diagram()))));
        ++steps;
        if (h.over()) break;
        if (h.phase() == Phase::Layoff) {
          ++layoffSteps;
          // Earlier lay-offs grew the knocker's melds to a hand's worth of cards although it did not go
          // gin: the case a count of melded cards once mistook for gin.
          int knockerCards = 0;
          for (std::size_t m = 0; m < h.tableMelds().size(); ++m)
            if (h.tableOwner()[m] == h.knocker()) knockerCards += count(h.tableMelds()[m]);
          laterDefenders += knockerCards >= h.rules().cardsPerPlayer() && !h.view(h.toAct()).knockerGin;
        }
        APPLY_OK(h, h.toAct(), pick(h, rng));
      }
    }
  }
  qInfo("%d positions compared for every seat, %d in the lay-off phase (%d after lay-offs onto the knocker's melds)", steps,
        layoffSteps, laterDefenders);
  QVERIFY(layoffSteps > 200);
  QVERIFY(laterDefenders >= 5);  // poker gin: defenders after another defender's lay-offs are covered
}

void TstRandom::randomPlay_invariantsEveryVariantTwoToFiveSeats() {
  int totalHands = 0, actions = 0, ginTies = 0;
  const auto all = variants();
  for (std::size_t vi = 0; vi < all.size(); ++vi) {
    const Variant& v = all[vi];
    std::map<Outcome, int> outcomes;
    for (int i = 0; i < v.hands; ++i) {
      const std::uint64_t seed = 1000003ull * i + 7919ull * vi + 17;
      const int dealer = i % v.rules.players;
      HandState h(v.rules, dealer, seed);
      Rng rng(seed ^ 0x5eed);
      Checker check(h);
      QString err = check.afterAction();
      while (err.isEmpty() && !h.over()) {
        const int seat = h.toAct();
        // An illegal action is refused and changes nothing.
        if (rng.below(8) == 0) {
          const CardSet before = h.hand(seat);
          const std::size_t steps = h.history().size();
          const Card foreign = lowest(kFullDeck & ~before);
          if (h.apply(seat, Action::discard(foreign)) == Reject::Ok || h.hand(seat) != before || h.history().size() != steps)
            err = QStringLiteral("discarding a card not held was accepted");
          if (h.apply((seat + 1) % h.players(), Action::drawStock()) == Reject::Ok) err = QStringLiteral("out of turn accepted");
        }
        const Action a = pick(h, rng);
        const Reject r = h.apply(seat, a);
        if (r != Reject::Ok) err = QStringLiteral("legal action refused: %1 (%2)").arg(QString::fromStdString(actionToString(a)), rejectCode(r));
        ++actions;
        if (err.isEmpty()) err = check.afterAction();
      }
      if (err.isEmpty()) err = check.atEnd(&ginTies);
      if (err.isEmpty() && i % 10 == 0) {
        // Replay from the seed and the action text gives the same end.
        HandState again(v.rules, dealer, seed);
        for (const Step& st : h.history()) {
          const auto a = actionFromString(actionToString(st.action));
          if (!a || again.apply(st.seat, *a) != Reject::Ok) {
            err = QStringLiteral("replay refused %1").arg(QString::fromStdString(actionToString(st.action)));
            break;
          }
        }
        if (err.isEmpty() && (again.result().points != h.result().points || again.hand(0) != h.hand(0)))
          err = QStringLiteral("replay differs");
      }
      if (!err.isEmpty())
        QFAIL(qPrintable(QStringLiteral("%1, hand %2 (seed %3, dealer %4), after %5 actions: %6\n%7")
                             .arg(QString::fromStdString(v.name)).arg(i).arg(seed).arg(dealer).arg(h.history().size())
                             .arg(err, QString::fromStdString(h.diagram()))));
      ++outcomes[h.result().outcome];
      ++totalHands;
    }
    QStringList seen;
    for (auto [o, c] : outcomes) seen << QStringLiteral("%1 %2").arg(QLatin1String(outcomeCode(o))).arg(c);
    qInfo("%s: %s", v.name.c_str(), qPrintable(seen.join(QLatin1String(", "))));
    // Each variant must reach knocks and (outside poker) undercuts and drawn hands, else it tests little.
    QVERIFY2(outcomes[Outcome::Knock] > 0, v.name.c_str());
    if (!v.rules.poker) QVERIFY2(outcomes[Outcome::Drawn] > 0 && outcomes[Outcome::Undercut] > 0, v.name.c_str());
  }
  qInfo("%d hands, %d actions, %d poker gin ties skipped", totalHands, actions, ginTies);
  QVERIFY(totalHands >= 7000);
}

void TstRandom::randomMatches_sheetTotalsAreHandPoints() {
  for (const std::string& p : presetNames()) {
    Rules r;
    preset(p, r);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Match m(r, seed);
      Rng rng(seed);
      int hands = 0;
      while (!m.over() && hands < 300) {
        while (!m.hand().over()) QCOMPARE(testutil::code(m.apply(m.hand().toAct(), pick(m.hand(), rng))), testutil::code(Reject::Ok));
        ++hands;
        if (!m.over()) QVERIFY(m.nextHand());
      }
      QVERIFY2(m.over(), p.c_str());
      const ScoreSheet& s = m.sheet();
      for (int g = 0; g < s.games(); ++g) {
        QVERIFY(s.closed(g));
        // A game's totals are the entries made in it; one closes at the target.
        std::vector<int> sum(r.players, 0);
        for (const SheetEntry& e : s.entries(g)) sum[e.seat] += e.points;
        QCOMPARE(s.totals(g), sum);
        QVERIFY(*std::max_element(sum.begin(), sum.end()) >= r.gameTarget);
        if (!r.hollywood) {
          // Straight game: every won hand's points are on the sheet.
          std::vector<int> all(r.players, 0);
          for (const SheetHand& h : s.hands())
            for (int i = 0; i < r.players; ++i) all[i] += h.result.points[i];
          QCOMPARE(sum, all);
        }
      }
      // The match result is zero-sum between two players.
      if (r.players == 2 && !r.poker) {
        const auto res = s.matchResult();
        QCOMPARE(res[0], -res[1]);
      }
    }
  }
}

// Everything the rules can change in a match played with pick() from a seed: each hand's outcome,
// winner, points, bonus and doubling, the dealers, and every game's settlement.
// pick(), but going out with gin and knocking only now and then otherwise, so that gins, big gins and
// late undercuts happen too.
Action patientPick(const HandState& h, Rng& rng) {
  const Action a = pick(h, rng);
  if (a.type != ActionType::Knock || minDeadwood(h.hand(h.toAct()) & ~bit(a.card)) == 0 || rng.below(6) == 0) return a;
  return Action::discard(a.card);
}

// Even seeds play patiently.
std::string playedMatch(const Rules& r, std::uint64_t seed) {
  Match m(r, seed);
  Rng rng(seed ^ 0xa11);
  std::string out;
  for (int hands = 0; hands < 300; ++hands) {
    while (!m.hand().over()) {
      const Action a = seed % 2 ? pick(m.hand(), rng) : patientPick(m.hand(), rng);
      if (m.apply(m.hand().toAct(), a) != Reject::Ok) return "refused";
    }
    const HandResult& res = m.hand().result();
    out += "dealer " + std::to_string(m.hand().dealer()) + " " + outcomeCode(res.outcome) + " winner " +
           std::to_string(res.winner) + " bonus " + std::to_string(res.bonus) + " x" + std::to_string(res.multiplier);
    for (int p : res.points) out += " " + std::to_string(p);
    out += "\n";
    if (m.over() || !m.nextHand()) break;
  }
  for (int g = 0; g < m.sheet().games(); ++g) {
    const GameSettlement st = m.sheet().settle(g);
    out += "game " + std::to_string(g) + " winner " + std::to_string(st.winner) + " settlement " +
           std::to_string(st.settlement);
    for (int t : st.total) out += " " + std::to_string(t);
    out += "\n";
  }
  for (int x : m.sheet().matchResult()) out += std::to_string(x) + " ";
  return out;
}

// The engine's table says when an option applies (the new-game dialog hides the others and the rules
// summary leaves them out). An option that does not apply must change nothing: the same seeds play the
// same matches, decision for decision, to the same settlement, whatever its value.
void TstRandom::ruleFields_optionsThatDoNotApplyChangeNothing() {
  std::vector<Rules> bases;
  for (const char* p : {"standard", "oklahoma", "hollywood", "eaai", "poker"}) {
    Rules r;
    QVERIFY(preset(p, r));
    bases.push_back(r);
  }
  Rules poker3 = bases.back(), poker2 = bases.back(), noBigGin, doubling;
  poker3.players = 3;
  poker2.players = 2;
  noBigGin.bigGin = false;
  doubling.shutoutRule = ShutoutRule::DoubleHandPoints;
  bases.insert(bases.end(), {poker3, poker2, noBigGin, doubling});
  int tried = 0;
  for (const Rules& base : bases) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const std::string played = playedMatch(base, seed);
      for (const RuleField& f : ruleFields()) {
        if (f.applies(base)) continue;
        for (int v : {f.min, f.max, (f.min + f.max) / 2, f.get(base) + 1}) {
          Rules changed = base;
          f.set(changed, v);
          if (changed == base || !rulesValid(changed)) continue;
          ++tried;
          QVERIFY2(playedMatch(changed, seed) == played,
                   (rulesToString(base) + ": " + f.key + "=" + std::to_string(v) + " changed the match").c_str());
        }
      }
    }
  }
  QVERIFY2(tried >= 100, std::to_string(tried).c_str());
}

// rulesValid accepts exactly the table's ranges (the dialog's spin boxes take them from there too).
void TstRandom::ruleFields_rangesAreWhatRulesValidAccepts() {
  for (const RuleField& f : ruleFields()) {
    if (f.isBool) {
      QCOMPARE(f.min, 0);
      QCOMPARE(f.max, 1);
      continue;
    }
    Rules base;
    if (std::string(f.key) == "players") base.poker = true;
    for (int v : {f.min, f.max}) {
      Rules r = base;
      f.set(r, v);
      std::string error;
      QVERIFY2(rulesValid(r, &error), (std::string(f.key) + ": " + error).c_str());
    }
    for (int v : {f.min - 1, f.max + 1}) {
      Rules r = base;
      f.set(r, v);
      std::string error;
      QVERIFY2(!rulesValid(r, &error), f.key);
      QVERIFY2(!error.empty(), f.key);
    }
  }
}

QTEST_APPLESS_MAIN(TstRandom)
#include "tst_random.moc"
