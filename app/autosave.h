// Keeps the game in progress on disk: saves after every completed action (and at every new deal), so
// that closing, a crash or a kill loses at most the action in progress. At start-up it offers to
// resume that game; a save that cannot be loaded is moved aside (never deleted) and reported.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include "savegame.h"

class GameController;
class QWidget;

class Autosave : public QObject {
  Q_OBJECT

 public:
  explicit Autosave(GameController* controller, const QString& path = SaveGame::autosavePath(),
                    QObject* parent = nullptr);

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
    QString movedTo;
  };
  Startup check();
  // Starts the saved match in the controller (replayed through the engine).
  bool resume(const SaveGame& save);
  // Start-up with the player: asks whether to resume a saved match, or explains why a save could not
  // be used. True if a match was resumed; otherwise the caller starts or offers a new game.
  bool offerResume(QWidget* parent);
  // Start-up without a person (diagnostics, the kill test): resumes a saved match in progress without
  // asking; a bad save is moved aside. True if a match was resumed.
  bool resumeIfPossible();

  // Diagnostics for the kill test: "applied N" on stderr when an action arrives, "saved N" once it is
  // on disk (N = actions in the match so far).
  void setTrace(bool on) { trace_ = on; }

 signals:
  void saved(const QString& path);
  void saveFailed(const QString& message);

 private:
  void onAction();
  QPointer<GameController> controller_;
  QString path_;
  int writes_ = 0;
  QString lastError_;
  bool trace_ = false;
};
