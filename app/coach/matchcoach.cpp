// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/matchcoach.h"
#include "coach/reviewdeals.h"

#include <QMetaObject>
#include <algorithm>
#include <iterator>

#include "game/gamecontroller.h"
#include "store/statistics.h"

using namespace gin;

MatchVerdict verdictOf(const std::vector<ai::HandReview>& reviews, int seat) {
  MatchVerdict v;
  ai::ErrorTally t;
  for (const ai::HandReview& r : reviews) {
    ++v.hands;
    for (const ai::Decision& d : r.decisions)
      if (d.seat == seat) t.add(d);
    if (seat < static_cast<int>(r.luck.size())) v.luck += r.luck[seat];
  }
  v.decisions = t.counted;
  v.errorRate = t.errorRate();
  std::copy(std::begin(t.labels), std::end(t.labels), std::begin(v.labels));
  return v;
}

MatchCoach::MatchCoach(GameController* controller, Statistics* statistics, QObject* parent)
    : QObject(parent), controller_(controller), stats_(statistics) {
  // actionApplied is emitted only for actions played now, never while a saved game is replayed.
  if (controller) connect(controller, &GameController::actionApplied, this, &MatchCoach::onMatchAction);
}

MatchCoach::~MatchCoach() {
  cancel_ = true;
  join();
}

void MatchCoach::join() {
  if (worker_.joinable()) worker_.join();
}

void MatchCoach::cancel() {
  if (!running_) return;
  ++generation_;
  cancel_ = true;
  join();
  running_ = false;
  emit runningChanged(false);
}

// A match of one person against one computer has just ended: analyse the person's decisions.
void MatchCoach::onMatchAction() {
  const GameController& c = *controller_;
  // Only against a computer, whose level the verdict is stored under: not at a network table.
  if (!c.matchOver() || c.screenSeats() != 1 || c.players() != 2 || c.guest() || c.fairDealt()) return;
  const int you = c.atThisScreen(0) ? 0 : 1;
  const ai::Level level = c.setup().seats[1 - you].level;
  std::vector<ai::HandRecord> hands = reviewDeals(c).hands;
  if (hands.empty()) return;
  analyse(std::move(hands), you, level, Statistics::variantOf(c.setup().rules));
}

void MatchCoach::analyse(std::vector<ai::HandRecord> hands, int seat, ai::Level level, const QString& variant) {
  cancel();  // a new match ended before the last one was analysed: the newer one counts
  cancel_ = false;
  running_ = true;
  const int generation = ++generation_;
  emit runningChanged(true);
  int total = 0;
  for (const ai::HandRecord& r : hands) total += static_cast<int>(r.actions.size());
  emit progress(0, total);
  QPointer<MatchCoach> self(this);
  worker_ = std::thread([this, self, hands = std::move(hands), seat, level, variant, total, generation] {
    std::vector<ai::HandReview> reviews;
    int base = 0;
    for (const ai::HandRecord& r : hands) {
      ai::ReviewOptions o;
      o.samples = samples_;
      o.threads = 1;
      o.seats = {seat == 0, seat == 1};
      o.cancel = &cancel_;
      o.progress = [self, base, total](int done, int) {
        QMetaObject::invokeMethod(self, [self, n = base + done, total] {
          if (self) emit self->progress(n, total);
        }, Qt::QueuedConnection);
      };
      ai::HandReview rev = ai::reviewHand(r, o);
      if (!rev.complete) return;  // cancelled (or a log that does not replay: nothing to store)
      reviews.push_back(std::move(rev));
      base += static_cast<int>(r.actions.size());
    }
    const MatchVerdict v = verdictOf(reviews, seat);
    QMetaObject::invokeMethod(self, [self, v, level, variant, generation] {
      if (!self || generation != self->generation_) return;
      self->join();
      self->running_ = false;
      if (self->stats_) self->stats_->addMatchReview(level, variant, v);
      emit self->runningChanged(false);
      emit self->finished(v);
    }, Qt::QueuedConnection);
  });
}
