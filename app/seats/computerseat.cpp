// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "seats/computerseat.h"

#include <QTimer>

using namespace gin;

int Pace::wait(qint64 thought) const {
  qint64 ms = std::max<qint64>(0, delayMs - thought);
  if (hold.isValid()) ms = std::max<qint64>(ms, holdMs - hold.elapsed());
  return static_cast<int>(ms);
}

int Pace::wait(const SeatView& v, qint64 thought) const {
  const bool turnBegins = v.phase == Phase::FirstUpcard || v.phase == Phase::Draw || v.phase == Phase::Layoff;
  return wait(thought - (v.players > 2 && turnBegins ? delayMs : 0));
}

ComputerSeat::ComputerSeat(int index, std::unique_ptr<ai::Player> player, const Pace* pace, bool scripted,
                           QObject* parent)
    : Seat(index, parent), player_(std::move(player)), pace_(pace), scripted_(scripted) {}

ComputerSeat::~ComputerSeat() { stop(); }

void ComputerSeat::stop() {
  ++token_;  // whatever still finishes is stale
  if (thread_) thread_->wait();
  pending_ = false;
}

void ComputerSeat::update(const SeatUpdate& u) {
  // A new position: the player never thinks about two at once (it keeps state between decisions).
  stop();
  last_ = u;
  if (u.myTurn()) think();
}

void ComputerSeat::think() {
  pending_ = true;
  const quint64 token = token_;
  if (last_.again) {
    // The move this seat made here before undo took it back: the same again, after the usual pause.
    const Action again = *last_.again;
    QTimer::singleShot(pace_->wait(last_.view, 0), this, [this, token, again] { show(token, again, false); });
    return;
  }
  const SeatView v = last_.view;
  const ai::MatchContext ctx = last_.context;
  ai::Player* player = player_.get();
  auto result = std::make_shared<Action>();
  QElapsedTimer clock;
  clock.start();
  // Think off the GUI thread; show the move after the pause so that a person can follow it.
  QThread* t = QThread::create([player, v, ctx, result] { *result = player->decide(v, ctx); });
  t->setParent(this);  // deleted with the seat even when its finished() handler never runs
  thread_ = t;
  connect(t, &QThread::finished, this, [this, t, token, result, clock] {
    t->deleteLater();
    if (token != token_) return;
    QTimer::singleShot(pace_->wait(last_.view, clock.elapsed()), this, [this, token, result] { show(token, *result, true); });
  });
  t->start();
}

void ComputerSeat::show(quint64 token, const Action& a, bool thought) {
  if (token != token_ || !last_.myTurn()) return;  // still this position, still our turn?
  if (const int busy = pace_->busy ? pace_->busy() : 0; busy > 0) {
    // A card is still in flight (the last move, the deal): this move waits until it has landed.
    QTimer::singleShot(busy, this, [this, token, a, thought] { show(token, a, thought); });
    return;
  }
  pending_ = false;
  lastWasAgain_ = !thought;
  emit act(index(), a);  // an accepted move comes back as an update; a refused one as refused()
}

void ComputerSeat::refused(const Action& a, Reject why, const QString&) {
  if (!last_.myTurn()) return;
  if (lastWasAgain_) {
    // A repeated move cannot be refused in the same position; if it is, think afresh.
    last_.again.reset();
    lastWasAgain_ = false;
    think();
    return;
  }
  qWarning("ComputerSeat: the engine refused %s's action '%s' (%s) in seat %d; playing the first legal action",
           qPrintable(name_), actionToString(a).c_str(), rejectCode(why), index());
  const auto legal = legalActions(last_.view);
  if (!legal.empty()) emit act(index(), legal.front());
}
