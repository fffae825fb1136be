// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Keeps the game in progress on disk: saves after every completed action (and at every new deal), so
// that closing, a crash or a kill loses at most the action in progress. At start-up it offers to
// resume that game; a save that cannot be loaded is moved aside (never deleted) and reported.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>
#include <memory>

#include "store/savegame.h"

#include "store/savelock.h"

class GameController;
class QWidget;

class Autosave : public QObject {
  Q_OBJECT

 public:
  explicit Autosave(GameController* controller, const QString& path = SaveGame::autosavePath(),
                    QObject* parent = nullptr);
  ~Autosave() override;

  // Two copies of the program never write the same save: a lock beside it ("<save>.lock", SaveLock)
  // is held while this one may write. False when another running copy holds it, or when the lock
  // cannot be taken at all (lockStatus() and lockProblem() say why); a lock no live copy holds is
  // taken over, whatever is in it. Without the lock, call setReadOnly(true) or quit.
  bool lock();
  bool locked() const;
  SaveLock::Status lockStatus() const;
  static QString lockPath(const QString& savePath) { return savePath + QStringLiteral(".lock"); }
  // Why the lock could not be taken, for the player: the real reason and what to do (translated).
  QString lockProblem() const;
  // Start-up with the player: takes the lock; if another copy holds it, says that a game is already
  // open and offers to go on read-only or to quit; if the folder cannot be written, says why and
  // offers to play without saving or to quit. False: quit.
  bool lockOrAsk(QWidget* parent);
  // Read-only: the save is read (to resume) but never written, moved or removed. `why` is what the
  // window tells the player (readOnlyReason()).
  void setReadOnly(bool on, const QString& why = QString());
  bool readOnly() const { return readOnly_; }
  QString readOnlyReason() const { return readOnlyReason_; }
  // What the player can do about the last failed save, or empty (translated).
  QString advice() const;
  // --seed while a match in progress is saved: offers that match instead of silently replacing it.
  // True when the player kept it (then it is resumed).
  bool offerSavedInsteadOfSeed(QWidget* parent, quint64 seed);

  QString path() const { return path_; }
  int writes() const { return writes_; }
  QString lastError() const { return lastError_; }

  // Writes the controller's game now. A game that would not load again (a scripted position, which
  // cannot be replayed from its seed) is not written, and the previous save stays. A finished match
  // removes the save: there is nothing left to resume.
  bool saveNow();

  // What start-up finds. `resumable`: a match in progress that loads. A bad file has been moved
  // aside to `movedTo` (empty if even that failed) and load.message() says why.
  struct Startup {
    SaveGame::LoadResult load;
    bool resumable = false;
    bool moveTried = false;  // false in read-only: the file is the other copy's business
    QString movedTo;
  };
  Startup check();
  // What a saved game is, for the questions that offer it: the variant, the hand, each player's score.
  static QString describe(const SaveGame& game, const gin::Match& match);
  // Starts the saved match in the controller (replayed through the engine).
  bool resume(const SaveGame& save);
  // Start-up with the player: asks whether to resume a saved match, or explains why a save could not
  // be used. True if a match was resumed; otherwise the caller starts or offers a new game.
  bool offerResume(QWidget* parent);
  // Start-up without a person (diagnostics, the kill test): resumes a saved match in progress without
  // asking; a bad save is moved aside. True if a match was resumed.
  bool resumeIfPossible();

  // A network table hosted here (NetworkHost): `state` gives what the save keeps to open the table again
  // (saveState), `hostAgain` opens a saved one. offerResume() then offers a kept network match to host
  // again; without them such a match is played on against the computer.
  void setNetworkTable(std::function<QJsonObject()> state, std::function<bool(const SaveGame&)> hostAgain) {
    networkState_ = std::move(state);
    hostAgain_ = std::move(hostAgain);
  }
  // The save's network match kept to continue later, if it holds one (a match in progress that loads).
  std::shared_ptr<SaveGame> keptNetworkMatch();

  // Diagnostics for the kill test: "applied N" on stderr when an action arrives, "saved N" once it is
  // on disk (N = actions in the match so far).
  void setTrace(bool on) { trace_ = on; }

 signals:
  void saved(const QString& path);
  void saveFailed(const QString& message);
  void readOnlyChanged(bool on);

 private:
  void onAction();
  QPointer<GameController> controller_;
  QString path_;
  int writes_ = 0;
  QString lastError_;
  int lastErrno_ = 0;
  bool trace_ = false;
  bool readOnly_ = false;
  QString readOnlyReason_;
  std::unique_ptr<SaveLock> lock_;
  std::function<QJsonObject()> networkState_;
  std::function<bool(const SaveGame&)> hostAgain_;
};
