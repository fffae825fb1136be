// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameController's words: a hint, a refused move's reason, each seat's move and the prompt of the
// turn, as the status line, the hand log and a screen reader say them. The engine decides; these
// only name what it decided.
#include "game/gamecontroller.h"

#include "legal.h"
#include "meld.h"
#include "text/cardtext.h"
#include "game/handlog.h"
#include "game/hinttext.h"

using namespace gin;

QString GameController::hintText(const ai::Hint& h, CardSet staged) const {
  return HintText::text(h, [this](int seat) { return seatName(seat); }, staged);
}

QString GameController::rejectText(Reject r, const Action& a) const {
  switch (r) {
    case Reject::Ok: return QString();
    case Reject::HandOver: return tr("The hand is over.");
    case Reject::NotYourTurn: return tr("It is not your turn: %1 is to play.").arg(seatName(toActNow()));
    case Reject::WrongPhase:
      switch (phaseNow()) {
        case Phase::FirstUpcard: return tr("First take the upcard or pass.");
        case Phase::Draw: return tr("Draw a card first, from the stock or the discard pile.");
        case Phase::Discard: return tr("You have drawn already: now discard a card or knock.");
        case Phase::Layoff: return tr("Lay off your cards and confirm first.");
        default: return tr("The hand is over.");
      }
    case Reject::StockOnlyAfterPasses:
      return tr("Everybody passed the upcard: the first card must be drawn from the stock.");
    case Reject::CardNotInHand: return tr("The %1 is not in your hand.").arg(CardText::name(a.card));
    case Reject::TakenFromDiscard:
      return tr("You took the %1 from the discard pile; you cannot discard it this turn.").arg(CardText::name(a.card));
    case Reject::AboveKnockLimit: {
      const int deadwood = match_ ? hand().deadwoodAfterDiscard(a.card) : minDeadwood(view_.hand & ~bit(a.card));
      const int limit = match_ ? hand().knockLimit() : view_.knockLimit;
      const gin::Card upcard = match_ ? hand().firstUpcard() : view_.firstUpcard;
      // Oklahoma: which card set the limit (it is buried in the pile by now).
      if (setup_.rules.oklahoma && upcard != gin::NoCard)
        return tr("You cannot knock: your deadwood would be %1, above the knock limit of %2 set by the first upcard, the %3.")
            .arg(deadwood)
            .arg(limit)
            .arg(CardText::name(upcard));
      return tr("You cannot knock: your deadwood would be %1, above the knock limit of %2.").arg(deadwood).arg(limit);
    }
    case Reject::AceRequiresGin: return tr("The first upcard was an ace: this hand can only be ended with gin.");
    case Reject::BigGinDisabled: return tr("Big gin is not played with these rules.");
    case Reject::NotBigGin: return tr("Big gin needs all eleven cards in melds.");
    case Reject::InvalidMelds:
      return tr("Those melds are not valid: each must be a set or a run of your own cards, no card in two melds.");
    case Reject::NotOptimal: return tr("Those melds do not give the least deadwood of your hand.");
    case Reject::NoLayoffAfterGin: return tr("No cards can be laid off after gin.");
    case Reject::InvalidLayoff:
      // The table names the card dragged or carried onto the meld (a play-test missed which card it meant).
      if (a.card != NoCard) return tr("The %1 does not fit that meld: it cannot be laid off there.").arg(CardText::name(a.card));
      return tr("That card does not fit that meld: it cannot be laid off there.");
  }
  return QString();
}

QString GameController::statusWords(const QString& event, bool newDeal) const {
  // The status line names the move, then what the person at the table should do now.
  QString text = event;
  // A person elsewhere may take a while: say whom the table waits for (not so for the computers, which
  // move at once).
  if (!overNow() && (humanToAct() || curtain_ || remoteToAct())) text = text.isEmpty() ? prompt() : text + QLatin1Char(' ') + prompt();
  // A new deal always says whose turn it is, so that the last hand's words do not stay up.
  if (text.isEmpty() && newDeal) text = prompt();
  if (guest() && guestOver_ && !guestAgrees_)
    text = tr("Warning: the score sheet here does not give the host's result. The host's result stands; "
              "the match may not have been scored as the rules say.");
  return text;
}

QString GameController::speechWords(const std::function<QString()>& spoken, const QString& text, bool newDeal) const {
  const QString words = spoken ? statusWords(spoken(), newDeal) : QString();
  if (!newDeal || text.isEmpty() || overNow() || practice()) return words;
  // The hand log's first lines, in one sentence (the announcer names the upcard's symbol).
  const QString deal = HandLogModel::handLine(handNumber()) + QStringLiteral(". ") +
                       HandLogModel::dealerLine(view_, [this](int s) { return seatName(s); });
  return deal + QLatin1Char(' ') + (words.isEmpty() ? text : words);
}

QString GameController::statusNow() const {
  if (!hasMatch()) return QString();
  const QString text = statusWords(lastEvent_ ? lastEvent_() : QString(), true);
  return text.isEmpty() ? prompt() : text;
}

const PublicEvent* GameController::drawBefore(int seat) const {
  // The seat's latest knock in this seat's view (what the viewer saw, a guest's too), and its turn's draw.
  const auto& hist = view_.history;
  for (int i = int(hist.size()) - 1; i > 0; --i)
    if (hist[i].seat == seat && hist[i].type == ActionType::Knock)
      return hist[i - 1].seat == seat ? &hist[i - 1] : nullptr;
  return nullptr;
}

QString GameController::describe(int seat, const Action& a, Card drawn, bool drawSaid) const {
  const QString who = seatName(seat);
  const bool you = isYou(seat);
  switch (a.type) {
    case ActionType::TakeUpcard:
      return you ? tr("You took the upcard, the %1.").arg(CardText::name(drawn != NoCard ? drawn : match_ ? hand().firstUpcard() : view_.firstUpcard))
                 : tr("%1 took the upcard, the %2.").arg(who, CardText::name(match_ ? hand().firstUpcard() : view_.firstUpcard));
    case ActionType::PassUpcard: return you ? tr("You passed the upcard.") : tr("%1 passed the upcard.").arg(who);
    case ActionType::DrawStock:
      return you ? tr("You drew the %1 from the stock.").arg(CardText::name(drawn)) : tr("%1 drew from the stock.").arg(who);
    case ActionType::DrawDiscard:
      return you ? tr("You took the %1 from the discard pile.").arg(CardText::name(drawn))
                 : tr("%1 took the %2 from the discard pile.").arg(who, CardText::name(drawn));
    case ActionType::Discard:
      return you ? tr("You discarded the %1.").arg(CardText::name(a.card))
                 : tr("%1 discarded the %2.").arg(who, CardText::name(a.card));
    case ActionType::Knock: {
      CardSet melded = 0;  // the step carries the melds the engine laid out
      for (CardSet m : a.melds) melded |= m;
      // A guest knows the knocker's cards from the view: its own hand, or the hand laid out.
      const CardSet cards = match_ ? hand().hand(seat)
                            : seat == view_.seat ? view_.hand
                            : seat < int(view_.shown.size()) ? view_.shown[seat] : CardSet(0);
      const int dw = valueOf(cards & ~melded & ~(a.card != NoCard ? bit(a.card) : CardSet(0)));
      // Our own knock names the card that went face down: with K the program chose it.
      if (you)
        return dw == 0 ? tr("You knocked with gin, the %1 face down.").arg(CardText::name(a.card))
                       : tr("You knocked with %n deadwood point(s), the %1 face down.", nullptr, dw).arg(CardText::name(a.card));
      // Another seat's knock says how its turn began: the status line keeps only the latest sentence, and
      // at a poker table the draw went by before anyone could read it (a play-test: "Ella took my 9♦ and
      // knocked" was only in the hand log).
      switch (const PublicEvent* draw = drawSaid ? nullptr : drawBefore(seat); draw ? draw->type : ActionType::Knock) {
        case ActionType::TakeUpcard:
          return dw == 0 ? tr("%1 took the upcard, the %2, and knocked with gin!").arg(who, CardText::name(view_.firstUpcard))
                         : tr("%1 took the upcard, the %2, and knocked with %n deadwood point(s).", nullptr, dw)
                               .arg(who, CardText::name(view_.firstUpcard));
        case ActionType::DrawStock:
          return dw == 0 ? tr("%1 drew from the stock and knocked with gin!").arg(who)
                         : tr("%1 drew from the stock and knocked with %n deadwood point(s).", nullptr, dw).arg(who);
        case ActionType::DrawDiscard:
          return dw == 0 ? tr("%1 took the %2 from the discard pile and knocked with gin!").arg(who, CardText::name(draw->card))
                         : tr("%1 took the %2 from the discard pile and knocked with %n deadwood point(s).", nullptr, dw)
                               .arg(who, CardText::name(draw->card));
        default:
          return dw == 0 ? tr("%1 knocked with gin!").arg(who) : tr("%1 knocked with %n deadwood point(s).", nullptr, dw).arg(who);
      }
    }
    case ActionType::BigGin: return you ? tr("You declared big gin!") : tr("%1 declared big gin!").arg(who);
    case ActionType::Layoff: {
      const int n = static_cast<int>(a.layoffs.size());
      // "laid off 0 cards" read as a count for its own sake (a new player's playtest); a defender with no
      // meld did not "lay out melds" (a play-test read that of Leo, whose log said "no melds").
      if (a.melds.empty()) {
        if (n == 0) return you ? tr("You had no melds and nothing to lay off.") : tr("%1 had no melds and nothing to lay off.").arg(who);
        return you ? tr("You laid off %n card(s).", nullptr, n) : tr("%1 laid off %n card(s).", nullptr, n).arg(who);
      }
      if (n == 0) return you ? tr("You laid out your melds.") : tr("%1 laid out melds.").arg(who);
      return you ? tr("You laid out your melds and laid off %n card(s).", nullptr, n)
                 : tr("%1 laid out melds and laid off %n card(s).", nullptr, n).arg(who);
    }
  }
  return QString();
}

QString GameController::prompt() const {
  if (!hasMatch()) return QString();
  const QString move = movePrompt();
  // Two people at this screen: the prompt says whose move it is (a hot-seat play-test read "Draw from
  // the stock" without knowing whom it meant; only the name's yellow label said so).
  if (screenSeats() > 1 && !overNow() && !curtain_ && humanToAct()) return tr("%1: %2", "hot seat: the name of the player to move, then what to do").arg(seatName(toActNow()), move);
  return move;
}

QString GameController::movePrompt() const {
  if (overNow()) return tr("The hand is over.");
  if (curtain_) return tr("Pass the screen to %1.").arg(seatName(toActNow()));
  if (!humanToAct()) {
    // A person at another computer is not "thinking" as the computer players are said to.
    // What the friend is doing (a host read "Waiting for Pekka to play…" while Pekka laid off: a play-test).
    if (remoteToAct()) {
      const QString who = seatName(toActNow());
      if (phaseNow() == gin::Phase::FirstUpcard) return tr("Waiting for %1 to take or pass the upcard…").arg(who);
      if (phaseNow() == gin::Phase::Layoff) return tr("Waiting for %1 to lay off…").arg(who);
      return tr("Waiting for %1 to play…").arg(who);
    }
    return tr("%1 is thinking…").arg(seatName(toActNow()));
  }
  switch (phaseNow()) {
    case Phase::FirstUpcard: {
      const QString ask = tr("Take the upcard, the %1, or pass.").arg(CardText::name(match_ ? hand().discardTop() : view_.discardTop));
      // Oklahoma: the upcard sets the hand's knock limit (and a spade doubles it); the prompt that names
      // the card says so too: only the line under the hand did (a blind player's play-test).
      const gin::SeatView& v = view();
      if (!v.rules.oklahoma || v.firstUpcard == gin::NoCard) return ask;
      // With the option that an ace upcard asks for gin, the engine allows no knock at all (limit 1 said so).
      const QString limit = gin::onlyGinEnds(v.rules, v.firstUpcard) ? tr("An ace: this hand can only be ended with gin.")
                                    : tr("It sets this hand's knock limit: %1.").arg(v.knockLimit);
      return ask + QLatin1Char(' ') +
             (gin::handMultiplier(v.rules, v.firstUpcard) > 1 ? tr("%1 A spade: the hand counts double.").arg(limit) : limit);
    }
    case Phase::Draw:
      // Everybody passed the first upcard: the engine allows only the stock (the prompt offered the pile).
      return check(gin::Action::drawDiscard()) == gin::Reject::Ok ? tr("Draw from the stock or take the top card of the discard pile.")
                                                                   : tr("Draw from the stock.");
    case Phase::Discard: {
      // A keyboard player found the way to the discard pile only in Help › Keys (a playtest). The knock
      // is offered when the engine allows one: the prompt named it always, and a blind player learnt
      // only from a refusal that it was not open.
      const bool knock = gin::bestKnock(gin::turnOf(view())).discard != gin::NoCard;
      if (keyboardPrompts_)
        return knock ? tr("Pick up a card with Space. Discard: Up and Space; knock: Up, Right and Space.")
                     : tr("Pick up a card with Space. Discard: Up and Space.");
      return knock ? tr("Discard a card onto the discard pile, or drop it on the knock spot to knock.")
                   : tr("Discard a card onto the discard pile.");
    }
    case Phase::Layoff: {
      QString ask = setup_.rules.poker ? tr("Lay off your cards on the other players' melds, then confirm.")
                                       : tr("Lay off your cards on the knocker's melds, then confirm.");
      const gin::SeatView& v = view();
      // Other seats laid off between the knock and this turn, and their words took the knock's place in
      // the status line: who knocked, with how much, is said again (a new player's poker play-test heard
      // only "Ella laid out melds." and looked for the knocker). Not when the knock is the latest news.
      for (auto e = v.history.rbegin(); e != v.history.rend(); ++e)
        if (e->type == gin::ActionType::Knock) {
          if (e != v.history.rbegin()) ask = describe(e->seat, gin::actionOf(*e), gin::NoCard) + QLatin1Char(' ') + ask;
          break;
        }
      // The table starts from the engine's best defence: cards that moved onto the melds by themselves
      // read as lost (a play-test). Said of the start, so that it stays true while the player changes them.
      if (gin::bestDefence(v.hand, v.tableMelds, !v.knockerGin).layoffs.empty()) return ask;
      return ask + QLatin1Char(' ') + tr("The cards that fit were laid off for you to begin with.");
    }
    default: return QString();
  }
}
