// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The coach over a whole finished match, in the background: when a match with one person against
// one computer ends, every hand is reviewed for the person's seat on a worker thread (one thread,
// so the table keeps a core), with progress and cancel, and the match's error rate and luck go into
// the statistics (Statistics::addMatchReview). Automatic because it is cheap: about 0.3 s of CPU per
// hand (docs/ai.md), a few seconds for a match, while the player looks at the result.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <atomic>
#include <thread>
#include <vector>

#include "ai/review.h"
#include "store/statistics.h"

class GameController;

MatchVerdict verdictOf(const std::vector<gin::ai::HandReview>& reviews, int seat);

class MatchCoach : public QObject {
  Q_OBJECT

 public:
  MatchCoach(GameController* controller, Statistics* statistics, QObject* parent = nullptr);
  ~MatchCoach() override;  // cancels a running analysis and waits for it (between two decisions)

  // Reviews `hands` for `seat` and stores the verdict under the level and variant when done.
  void analyse(std::vector<gin::ai::HandRecord> hands, int seat, gin::ai::Level level, const QString& variant);
  bool running() const { return running_; }
  void cancel();
  void setSamples(int samples) { samples_ = samples; }  // tests: fewer samples

 signals:
  void progress(int done, int total);  // actions reviewed so far, of all the match's actions
  void finished(const MatchVerdict& verdict);
  void runningChanged(bool running);

 private:
  void onMatchAction();
  void join();

  QPointer<GameController> controller_;
  Statistics* stats_;
  int samples_ = 160;
  bool running_ = false;
  int generation_ = 0;  // a result from an analysis cancelled or replaced since is dropped
  std::atomic<bool> cancel_{false};
  std::thread worker_;
};
