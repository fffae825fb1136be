// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/reviewtext.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

#include "text/cardtext.h"

using namespace gin;
using namespace gin::ai;

QString ReviewText::move(const Action& a) {
  switch (a.type) {
    case ActionType::TakeUpcard: return tr("Take the upcard");
    case ActionType::PassUpcard: return tr("Pass the upcard");
    case ActionType::DrawStock: return tr("Draw from the stock");
    case ActionType::DrawDiscard: return tr("Take the discard");
    case ActionType::Discard: return tr("Discard %1").arg(CardText::symbol(a.card));
    case ActionType::Knock: return tr("Knock, discarding %1").arg(CardText::symbol(a.card));
    case ActionType::BigGin: return tr("Big gin");
    case ActionType::Layoff: {
      CardSet laid = 0;
      for (const Layoff& l : a.layoffs) laid |= bit(l.card);
      return laid ? tr("Lay off %1").arg(CardText::symbols(laid)) : tr("Lay off nothing");
    }
  }
  return QString();
}

QString ReviewText::label(Label l) {
  switch (l) {
    case Label::None: return QString();
    case Label::Inaccuracy: return tr("inaccuracy");
    case Label::Mistake: return tr("mistake");
    case Label::Blunder: return tr("blunder");
  }
  return QString();
}

QString ReviewText::reason(const Reason& r) {
  const QString card = r.card != NoCard ? CardText::symbol(r.card) : QString();
  const QString other = r.other != NoCard ? CardText::symbol(r.other) : QString();
  switch (r.kind) {
    case ReasonKind::None: return QString();
    case ReasonKind::CompletesGin: return tr("The %1 gives gin.").arg(card);
    case ReasonKind::JoinsMeld: return tr("The %1 joins a meld.").arg(card);
    case ReasonKind::UselessPickup: return tr("The %1 joins no meld; the stock was better.").arg(card);
    case ReasonKind::BreaksMeld: return tr("The %1 breaks a meld; the %2 is loose.").arg(card, other);
    case ReasonKind::FeedsOpponent:
      return other.isEmpty() ? tr("The opponent collects cards like the %1.").arg(card)
                             : tr("The %1 fits the %2 the opponent picked up.").arg(card, other);
    case ReasonKind::LessDeadwood: return tr("Discarding the %1 keeps %n point(s) less deadwood.", nullptr, r.number).arg(card);
    case ReasonKind::KeepsDraws: return tr("Discarding the %1 keeps %n card(s) that improve the hand.", nullptr, r.number).arg(card);
    case ReasonKind::UndercutRisk: return tr("The knock risks an undercut; playing on was better.");
    case ReasonKind::KnockNow: return tr("Knocking with the %1 was better than playing on.").arg(card);
    case ReasonKind::GoGin: return tr("Discarding the %1 gives gin.").arg(card);
    case ReasonKind::MoreLayoffs: return tr("The best lay-offs save %n more point(s).", nullptr, r.number);
  }
  return QString();
}

QString ReviewText::rating(Level level) {
  switch (level) {
    case Level::Expert: return tr("played like Expert");
    case Level::Strong: return tr("played like Strong");
    case Level::Casual: return tr("played like Casual");
    default: return tr("played like Beginner");
  }
}

QString ReviewText::decision(DecisionKind k) {
  switch (k) {
    case DecisionKind::FirstUpcard: return tr("first upcard");
    case DecisionKind::Draw: return tr("draw");
    case DecisionKind::Discard: return tr("discard");
    case DecisionKind::Layoff: return tr("lay-offs");
  }
  return QString();
}

QString ReviewText::decision(const Decision& d) {
  const bool couldKnock = std::any_of(d.candidates.begin(), d.candidates.end(), [](const Candidate& c) {
    return c.action.type == ActionType::Knock || c.action.type == ActionType::BigGin;
  });
  if (d.kind == DecisionKind::Discard && couldKnock) return tr("knock or play on");
  return decision(d.kind);
}

QString ReviewText::candidate(const Decision& d, int i) {
  const QString move = ReviewText::move(d.candidates[static_cast<std::size_t>(i)].action);
  // The best move is the Expert's choice (the hint's): it keeps its own first idea unless another move
  // is clearly better, so a move within the coach's margin may show a slightly higher chance.
  const bool asGood = i != d.best && d.candidates[static_cast<std::size_t>(i)].win > d.candidates[static_cast<std::size_t>(d.best)].win;
  if (i == d.played && i == d.best) return tr("%1 (played, best)").arg(move);
  if (i == d.played && asGood) return tr("%1 (played, as good as the best)").arg(move);
  if (i == d.played) return tr("%1 (played)").arg(move);
  if (i == d.best) return tr("%1 (best)").arg(move);
  if (asGood) return tr("%1 (as good as the best)").arg(move);
  return move;
}

QString ReviewText::number(double x, int decimals) {
  const double half = std::pow(10.0, -decimals) / 2;
  return QLocale().toString(std::abs(x) < half ? 0.0 : x, 'f', decimals);
}
