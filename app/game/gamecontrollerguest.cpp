// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameController's guest mode (gamecontroller.h, "A seat at a table elsewhere"; docs/app.md "The guest's
// table"): no Match here, the host's updates drive the view, the sheet and the deal checks.
#include "game/gamecontroller.h"

#include "legal.h"

using namespace gin;

void GameController::resetGuest() {
  guestSeat_ = guestHost_ = -1;
  send_ = nullptr;
  guestSheet_.reset();
  guestDeals_.clear();
  dealChecks_.clear();
  guestHeld_.clear();
  guestHand_ = 0;
  guestSeq_ = 0;
  guestScored_ = -1;
  guestWaiting_ = guestGoOn_ = guestOver_ = false;
  guestAgrees_ = true;
}

void GameController::setDealCheck(int deal, const QString& code, quint64 dealNumber) {
  if (deal < 0) return;
  if (deal >= int(dealChecks_.size())) dealChecks_.resize(deal + 1);
  dealChecks_[deal] = {code, dealNumber};
  emit changed();
}

QString GameController::dealCheck(int deal) const {
  return deal >= 0 && deal < int(dealChecks_.size()) ? dealChecks_[deal].first : QString();
}

void GameController::startGuest(const GameSetup& setup, int seat, Sender send, const std::vector<SeatView>& pastDeals, int host) {
  clear();
  setup_ = setup;
  setup_.seats.resize(setup_.rules.players);
  guestSeat_ = seat;
  guestHost_ = host >= 0 && host < players() && host != seat ? host : -1;
  send_ = std::move(send);
  here_.assign(players(), false);
  here_[seat] = true;
  viewSeat_ = seat;
  guestSheet_.emplace(setup_.rules);
  // A guest that restarted: the deals it saw before, and the sheet from their results.
  for (int d = 0; d < int(pastDeals.size()); ++d) guestRecord(pastDeals[d], d);
  if (!pastDeals.empty()) view_ = pastDeals.back();
  emit sheetChanged();  // a restarted guest's sheet holds the hands before (it stayed blank until a hand ended)
  emit changed();       // the window's buttons: nothing to act on until the host's first update
}

void GameController::guestSeatIsComputer(int seat) {
  if (!guest() || seat < 0 || seat >= setup_.seats.size() || seat == guestSeat_) return;
  setup_.seats[seat].kind = SeatKind::Computer;
  setup_.seats[seat].standIn = true;
  emit changed();
}

void GameController::renameSeat(int seat, const QString& name) {
  if (!guest() || seat < 0 || seat >= setup_.seats.size() || seat == guestSeat_) return;
  setup_.seats[seat].name = name;
  // Before the match starts (it waits for every seat) its first update draws the names; after a restart
  // the match goes on, and the sheet takes the name now.
  emit changed();
  emit sheetChanged();
}

void GameController::guestRecord(const SeatView& v, int deal) {
  if (deal < 0) return;
  if (deal >= int(guestDeals_.size())) guestDeals_.resize(deal + 1);
  guestDeals_[deal] = v;
  // Each finished hand once, in order: the engine's sheet adds its result as the host's match does.
  const bool over = v.phase == Phase::Scored || v.phase == Phase::Drawn;
  if (over && deal > guestScored_) {
    guestSheet_->add(v.dealer, v.result);
    guestScored_ = deal;
  }
}

void GameController::guestUpdate(const SeatUpdate& u, int deal, int seq) {
  if (!guest()) return;
  // The finished hand stays on screen until the person goes on: the next deal's updates wait. Not the
  // first update after a restart: the hand kept from before is no news.
  const bool showingEnd = !guestDeals_.empty() && overNow() && guestSeq_ > 0;
  if (showingEnd && deal > dealsSoFar() - 1 && !guestGoOn_) {
    // Held in order, each once (one sent again after a reconnection is not held twice). guestSeq_ stays
    // at the last update applied: raised here, every held update after the deal's first was taken for one
    // seen before, and the other seat's moves went unsaid (the status line kept "Waiting for Bert…").
    // The first of them says so: the others wait for this seat (a play-test's guest sat before the result
    // with nothing saying the next hand was on).
    if (guestHeld_.empty()) emit message(tr("The next hand is dealt: press Next hand when you are ready."));
    if (guestHeld_.empty() || seq > guestHeld_.back().seq) guestHeld_.push_back({u, deal, seq});
    return;
  }
  applyGuest(u, deal, seq);
}

void GameController::applyGuest(const SeatUpdate& u, int deal, int seq) {
  const bool again = seq <= guestSeq_ && deal == dealsSoFar() - 1;  // seen before a reconnection
  const bool newDeal = deal > dealsSoFar() - 1;
  guestSeq_ = std::max(guestSeq_, seq);
  guestWaiting_ = false;
  if (newDeal) guestGoOn_ = false;
  ++generation_;  // a hint for the position before is stale
  view_ = u.view;
  guestHand_ = u.handNumber;
  guestContext_ = u.context;
  guestRecord(u.view, deal);
  if (u.matchOver && !guestOver_) {
    guestOver_ = true;
    // The sheet built here from the hands' results must give the host's result: say so if not.
    guestAgrees_ = guestSheet_->matchResult() == u.result && guestSheet_->matchWinner() == u.winner;
  }
  if (again) {
    emit changed();
    return;
  }
  lastEvent_ = nullptr;
  std::function<QString()> spoken;  // the words a screen reader hears instead (speechFor)
  if (newDeal || u.cause == SeatUpdate::Cause::Match || u.cause == SeatUpdate::Cause::Deal) {
    emit matchStarted();
  } else if (u.cause == SeatUpdate::Cause::Action && u.event.seat >= 0) {
    const PublicEvent& e = u.event;
    const bool draw = e.type == ActionType::TakeUpcard || e.type == ActionType::DrawStock || e.type == ActionType::DrawDiscard;
    const Action a = actionOf(e);
    const Card drawn = draw ? e.card : NoCard;
    emit actionApplied(e.seat, a, drawn);
    lastEvent_ = [this, seat = e.seat, a, drawn] { return describe(seat, a, drawn); };
    spoken = [this, seat = e.seat, a, drawn] { return describe(seat, a, drawn, true); };
  }
  emit changed();
  const QString text = statusWords(lastEvent_ ? lastEvent_() : QString(), newDeal);
  lastStatus_ = text;
  lastSpoken_ = speechWords(spoken, text, newDeal);
  if (!text.isEmpty()) emit message(text);
  if (overNow()) emit handOver();
}

void GameController::guestRefused(const QString& code) {
  if (!guest()) return;
  guestWaiting_ = false;
  if (code == QLatin1String("stale")) {
    emit changed();
    return;
  }
  Reject r = Reject::WrongPhase;
  for (int i = 1; i <= int(Reject::InvalidLayoff); ++i)
    if (code == QLatin1String(rejectCode(Reject(i)))) r = Reject(i);
  const QString text = rejectText(r, guestSent_);
  emit rejected(r, text);
  emit message(text);
  emit changed();
}
