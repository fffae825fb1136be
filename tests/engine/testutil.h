// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the engine suites: cards written the way RULES.md writes them.
#pragma once

#include <QtTest>

#include <sstream>
#include <string>
#include <vector>

#include "card.h"

namespace testutil {

// One card from notation; a typo in a test is a test bug, so it stops the run.
inline gin::Card C(const char* token) {
  const auto c = gin::parseCard(token);
  if (!c) qFatal("bad card token in test: %s", token);
  return *c;
}

// A card set from space-separated notation, e.g. S("As 2s 3s").
inline gin::CardSet S(const std::string& text) {
  std::istringstream in(text);
  std::string tok;
  gin::CardSet s = 0;
  while (in >> tok) {
    const gin::Card c = C(tok.c_str());
    if (gin::contains(s, c)) qFatal("duplicate card in test: %s", tok.c_str());
    s |= gin::bit(c);
  }
  return s;
}

inline QString str(gin::CardSet s) { return QString::fromStdString(gin::toString(s)); }

}  // namespace testutil

#include "hand.h"

namespace testutil {

inline std::vector<gin::Card> cards(const std::string& text) {
  std::istringstream in(text);
  std::string tok;
  std::vector<gin::Card> out;
  while (in >> tok) out.push_back(C(tok.c_str()));
  return out;
}

// A scripted position with all 52 cards accounted for: the cards named nowhere go under the given
// stock cards (or under the pile when `restToPile`).
struct Script {
  gin::Rules rules;
  int dealer = 0;
  int toAct = 1;
  gin::Phase phase = gin::Phase::Draw;
  std::vector<std::string> hands;  // per seat
  std::string pile;                // bottom ... top
  std::string stock;               // top first
  bool restToPile = false;
  std::string firstUpcard;         // empty: the bottom card of the pile
  bool stockOnly = false;
  std::string takenFromDiscard;

  gin::HandState make() const {
    gin::Position p;
    p.rules = rules;
    p.dealer = dealer;
    p.toAct = toAct;
    p.phase = phase;
    p.stockOnly = stockOnly;
    gin::CardSet used = 0;
    for (const auto& h : hands) {
      p.hands.push_back(S(h));
      used |= p.hands.back();
    }
    std::vector<gin::Card> pileCards = cards(pile), stockTop = cards(stock);
    for (gin::Card c : pileCards) used |= gin::bit(c);
    for (gin::Card c : stockTop) used |= gin::bit(c);
    const std::vector<gin::Card> rest = gin::toVector(gin::kFullDeck & ~used);
    if (restToPile) pileCards.insert(pileCards.begin(), rest.begin(), rest.end());
    else stockTop.insert(stockTop.end(), rest.begin(), rest.end());
    p.pile = pileCards;
    p.stock.assign(stockTop.rbegin(), stockTop.rend());  // Position: top is back()
    p.firstUpcard = firstUpcard.empty() ? (p.pile.empty() ? gin::NoCard : p.pile.front()) : C(firstUpcard.c_str());
    p.takenFromDiscard = takenFromDiscard.empty() ? gin::NoCard : C(takenFromDiscard.c_str());
    return gin::HandState::fromPosition(p);
  }
};

// Two seats, `toAct` to draw (or to discard when its hand holds 11 cards) and one card on the pile;
// the cards named nowhere form the stock under `stockTop`, lowest first.
inline gin::HandState twoSeats(const char* hand0, const char* hand1, const char* pileTop, int toAct = 0,
                               const char* stockTop = nullptr, const gin::Rules& rules = gin::Rules()) {
  Script s;
  s.rules = rules;
  s.dealer = 1 - toAct;
  s.toAct = toAct;
  s.hands = {hand0, hand1};
  s.phase = gin::count(S(s.hands[toAct])) == 11 ? gin::Phase::Discard : gin::Phase::Draw;
  s.pile = pileTop;
  s.stock = stockTop ? stockTop : "";
  return s.make();
}

inline QString code(gin::Reject r) { return QString::fromLatin1(gin::rejectCode(r)); }

}  // namespace testutil

// Apply and require success; the message names the refusal and shows the position.
#define APPLY_OK(h, seat, action)                                                                          \
  do {                                                                                                     \
    const gin::Action a_ = (action);                                                                       \
    const gin::Reject r_ = (h).apply((seat), a_);                                                          \
    if (r_ != gin::Reject::Ok)                                                                             \
      QFAIL(qPrintable(QStringLiteral("%1 by seat %2 refused: %3\n%4")                                     \
                           .arg(QString::fromStdString(gin::actionToString(a_)))                           \
                           .arg(seat)                                                                      \
                           .arg(testutil::code(r_), QString::fromStdString((h).diagram()))));              \
  } while (0)
// Require one refusal, and that the refused action changed nothing.
#define EXPECT_REJECT(h, seat, action, reason)                                          \
  do {                                                                                  \
    const auto before_ = (h).history().size();                                          \
    const auto hand_ = (h).hand(seat);                                                  \
    if ((h).check((seat), (action)) != (reason)) qInfo("%s", (h).diagram().c_str());    \
    QCOMPARE(testutil::code((h).check((seat), (action))), testutil::code(reason));      \
    QCOMPARE(testutil::code((h).apply((seat), (action))), testutil::code(reason));      \
    QCOMPARE((h).history().size(), before_);                                            \
    QCOMPARE((h).hand(seat), hand_);                                                    \
  } while (0)
