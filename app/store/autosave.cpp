#include "store/autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QPushButton>
#include <QMessageBox>
#include <cstdio>

#include "game/gamecontroller.h"

namespace {
// The table a save rebuilds is the one being played: same hand, cards in the same places, same scores.
bool sameTable(const gin::Match& a, const gin::Match& b) {
  if (a.handNumber() != b.handNumber() || a.hand().phase() != b.hand().phase() || a.hand().toAct() != b.hand().toAct() ||
      a.hand().stock() != b.hand().stock() || a.hand().discardPile() != b.hand().discardPile())
    return false;
  for (int s = 0; s < a.rules().players; ++s)
    if (a.hand().hand(s) != b.hand().hand(s)) return false;
  for (int g = 0; g < a.sheet().games(); ++g)
    if (a.sheet().totals(g) != b.sheet().totals(g)) return false;
  return true;
}

int actionCount(const ActionLog& log) {
  int n = 0;
  for (const auto& hand : log) n += static_cast<int>(hand.size());
  return n;
}
}  // namespace

Autosave::Autosave(GameController* controller, const QString& path, QObject* parent)
    : QObject(parent), controller_(controller), path_(path) {
  connect(controller, &GameController::actionApplied, this, &Autosave::onAction);
  // A new match or a new deal: the save then starts from the fresh hand. (Resuming writes the same
  // content again, which is harmless.)
  connect(controller, &GameController::matchStarted, this, &Autosave::saveNow);
  // A move taken back: the save loses it too (and records that undo was used).
  connect(controller, &GameController::undone, this, &Autosave::saveNow);
}

Autosave::~Autosave() = default;

bool Autosave::lock() {
  if (locked()) return true;
  QDir().mkpath(QFileInfo(path_).absolutePath());
  auto l = std::make_unique<QLockFile>(lockPath(path_));
  l->setStaleLockTime(0);  // never stale by age: only when the copy holding it is gone
  if (!l->tryLock(0)) return false;
  lock_ = std::move(l);
  return true;
}

bool Autosave::locked() const { return lock_ && lock_->isLocked(); }

bool Autosave::lockOrAsk(QWidget* parent) {
  if (lock()) return true;
  QMessageBox box(QMessageBox::Warning, tr("Game already open"),
                  tr("Gin Rummy is already running and keeps this game. You can open it read-only here "
                     "(nothing you play is saved) or quit."),
                  QMessageBox::NoButton, parent);
  QPushButton* readOnly = box.addButton(tr("Open read-only"), QMessageBox::AcceptRole);
  QPushButton* quit = box.addButton(tr("Quit"), QMessageBox::RejectRole);
  box.setDefaultButton(quit);
  box.exec();
  if (box.clickedButton() != readOnly) return false;
  setReadOnly(true);
  return true;
}

bool Autosave::offerSavedInsteadOfSeed(QWidget* parent, quint64 seed) {
  const Startup s = check();
  if (!s.resumable) return false;
  QMessageBox box(QMessageBox::Question, tr("Saved game in progress"),
                  tr("A game in progress is saved (hand %1). Starting game number %2 ends it. "
                     "Continue the saved game instead?")
                      .arg(s.load.match->handNumber())
                      .arg(seed),
                  QMessageBox::NoButton, parent);
  QPushButton* keep = box.addButton(tr("Continue saved game"), QMessageBox::AcceptRole);
  box.addButton(tr("Start game %1").arg(seed), QMessageBox::DestructiveRole);
  box.setDefaultButton(keep);
  box.exec();
  return box.clickedButton() == keep && resume(*s.load.game);
}

void Autosave::onAction() {
  if (trace_) {
    std::fprintf(stderr, "applied %d\n", actionCount(controller_->actionLog()));
    std::fflush(stderr);
  }
  if (saveNow() && trace_) {
    std::fprintf(stderr, "saved %d\n", actionCount(controller_->actionLog()));
    std::fflush(stderr);
  }
}

bool Autosave::saveNow() {
  // The lesson is never saved: the save keeps the match it interrupted.
  if (!controller_ || !controller_->hasMatch() || readOnly_ || controller_->practice()) return false;
  if (controller_->match().over()) {
    QFile::remove(path_);  // our own healthy save of a finished match: nothing to resume
    return false;
  }
  SaveGame save;
  save.setup = controller_->setup();
  save.log = controller_->actionLog();
  save.undoUsed = controller_->undoUsed();
  save.order = controller_->handOrder();
  const QByteArray bytes = save.toBytes();
  // Never replace a good save with one that would not bring back this table: the same load the next
  // start-up makes. (A scripted position is not the deal of its seed, so it is never saved.)
  const SaveGame::LoadResult verify = SaveGame::fromBytes(bytes);
  if (!verify.ok() || !sameTable(*verify.match, controller_->match())) {
    lastError_ = verify.ok() ? QStringLiteral("the save does not rebuild this table") : verify.detail;
    return false;
  }
  QString error;
  if (!save.write(path_, &error)) {
    lastError_ = error;
    emit saveFailed(tr("The game could not be saved to %1: %2.").arg(QDir::toNativeSeparators(path_), error));
    return false;
  }
  ++writes_;
  lastError_.clear();
  emit saved(path_);
  return true;
}

Autosave::Startup Autosave::check() {
  Startup s;
  s.load = SaveGame::load(path_);
  switch (s.load.status) {
    case SaveGame::Status::Ok: s.resumable = !s.load.match->over(); break;
    case SaveGame::Status::Missing: break;
    default:
      if (!readOnly_) s.movedTo = SaveGame::moveAside(path_);  // the other copy's business otherwise
      break;
  }
  return s;
}

bool Autosave::resume(const SaveGame& save) {
  if (!controller_) return false;
  const HandOrder before = controller_->handOrder();
  controller_->setHandOrder(save.order);  // before the replay: the table reads it as the match starts
  if (!controller_->replay(save.setup, save.log)) {
    controller_->setHandOrder(before);
    return false;
  }
  controller_->setUndoUsed(save.undoUsed);
  return true;
}

bool Autosave::resumeIfPossible() {
  const Startup s = check();
  return s.resumable && resume(*s.load.game);
}

bool Autosave::offerResume(QWidget* parent) {
  const Startup s = check();
  if (s.resumable) {
    const gin::Match& m = *s.load.match;
    const QMessageBox::StandardButton answer = QMessageBox::question(
        parent, tr("Resume game"),
        tr("A game in progress was saved (hand %1). Do you want to continue it?").arg(m.handNumber()),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    return answer == QMessageBox::Yes && resume(*s.load.game);
  }
  if (s.load.status == SaveGame::Status::Missing || s.load.ok()) return false;
  const QString where = s.movedTo.isEmpty()
                            ? tr("The file could not be moved aside; it was left where it is.")
                            : tr("The file was kept as %1.").arg(QDir::toNativeSeparators(s.movedTo));
  QMessageBox::warning(parent, tr("Saved game not loaded"),
                       tr("%1\n\n%2\n\nA new game will be started.").arg(s.load.message(), where));
  return false;
}
