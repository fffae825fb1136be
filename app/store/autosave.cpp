// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/autosave.h"
#include "store/statistics.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QPushButton>
#include <QMessageBox>
#include <cerrno>
#include <cstdio>

#include "game/gamecontroller.h"
#include "game/seatnames.h"

namespace {

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
  lock_ = std::make_unique<SaveLock>(lockPath(path_));
  return lock_->acquire() == SaveLock::Status::Locked;
}

bool Autosave::locked() const { return lock_ && lock_->held(); }

SaveLock::Status Autosave::lockStatus() const { return lock_ ? lock_->status() : SaveLock::Status::Failed; }

QString Autosave::lockProblem() const {
  if (!lock_) return QString();
  const QString folder = QDir::toNativeSeparators(QFileInfo(path_).absolutePath());
  const QString where = QDir::toNativeSeparators(lock_->where());
  switch (lock_->status()) {
    case SaveLock::Status::Locked: return QString();
    case SaveLock::Status::HeldByAnother:
      return tr("Gin Rummy is already running and keeps this game. You can open it read-only here "
                "(nothing you play is saved) or quit.");
    case SaveLock::Status::NotAFolder:
      return tr("Gin Rummy keeps its games in the folder %1, but %2 is a file, not a folder. Rename or move "
                "that file, then start Gin Rummy again.")
          .arg(folder, where);
    case SaveLock::Status::CannotCreateFolder:
      return tr("Gin Rummy cannot create the folder %1 for its games: nothing can be written in %2 (%3). "
                "Make it writable, then start Gin Rummy again.")
          .arg(folder, where, lock_->reason());
    case SaveLock::Status::ReadOnlyFolder:
      return tr("Gin Rummy cannot save games in the folder %1: it is read-only (%2). Make it writable, then "
                "start Gin Rummy again.")
          .arg(folder, lock_->reason());
    case SaveLock::Status::DiskFull:
      return tr("Gin Rummy cannot save games in the folder %1: the disk is full (%2). Free some space, then "
                "start Gin Rummy again.")
          .arg(folder, lock_->reason());
    case SaveLock::Status::Failed:
      return tr("Gin Rummy cannot save games in the folder %1 (%2).").arg(folder, lock_->reason());
  }
  return QString();
}

void Autosave::setReadOnly(bool on, const QString& why) {
  readOnlyReason_ = on ? why : QString();
  if (readOnly_ == on) return;
  readOnly_ = on;
  emit readOnlyChanged(on);
}

bool Autosave::lockOrAsk(QWidget* parent) {
  if (lock()) return true;
  const bool another = lockStatus() == SaveLock::Status::HeldByAnother;
  const QString problem = lockProblem();
  QMessageBox box(QMessageBox::Warning, another ? tr("Game already open") : tr("Games cannot be saved"),
                  another ? problem
                          : tr("%1\n\nYou can play without saving, or quit. The saved game, if there is one, is "
                               "left as it is.")
                                .arg(problem),
                  QMessageBox::NoButton, parent);
  QPushButton* readOnly = box.addButton(another ? tr("Open read-only") : tr("Play without saving"), QMessageBox::AcceptRole);
  QPushButton* quit = box.addButton(tr("Quit"), QMessageBox::RejectRole);
  box.setDefaultButton(another ? quit : readOnly);
  box.exec();
  if (box.clickedButton() != readOnly) return false;
  setReadOnly(true, another ? tr("Another copy of Gin Rummy keeps this game: nothing played in this window is saved.")
                            : problem);
  return true;
}

QString Autosave::advice() const {
  switch (lastErrno_) {
    case ENOSPC:
    case EDQUOT: return tr("Free some space on the disk.");
    case EACCES:
    case EPERM:
    case EROFS: return tr("Make the folder %1 writable.").arg(QDir::toNativeSeparators(QFileInfo(path_).absolutePath()));
    default: return QString();
  }
}

QString Autosave::describe(const SaveGame& game, const gin::Match& match) {
  // "Oklahoma gin: hand 3, You 35, Otto 12": what the game is, who plays it and how it stands.
  const std::vector<int> totals = match.sheet().totals(0);
  QStringList scores;
  for (int i = 0; i < game.setup.seats.size() && i < int(totals.size()); ++i)
    scores << tr("%1 %2", "a player and the score").arg(GameController::seatNameIn(game.setup, i), QString::number(totals[i]));
  // Between hands the scores are the finished hand's: "after hand 1", not "hand 1" as if it went on. (The
  // hand number counts the sheet's hands and the one being played: no more than the sheet's, none is.)
  const bool between = match.handNumber() == static_cast<int>(match.sheet().hands().size());
  const QString text = between ? tr("%1: after hand %2, %3") : tr("%1: hand %2, %3");
  return text.arg(Statistics::variantTitle(Statistics::variantOf(game.setup.rules)))
      .arg(match.handNumber())
      .arg(scores.join(QStringLiteral(", ")));
}

bool Autosave::offerSavedInsteadOfSeed(QWidget* parent, quint64 seed) {
  const Startup s = check();
  if (!s.resumable) return false;
  QMessageBox box(QMessageBox::Question, tr("Saved game in progress"),
                  tr("A game in progress is saved (%1). Starting game number %2 ends it. "
                     "Continue the saved game instead?")
                      .arg(describe(*s.load.game, *s.load.match))
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
  // A seat at a network table is not a match of this screen: its session keeps it (GuestTable), and the
  // save of a match here stays as it was.
  if (!controller_ || !controller_->hasMatch() || readOnly_ || controller_->practice() || controller_->guest()) return false;
  if (controller_->matchOver()) {
    QFile::remove(path_);  // our own healthy save of a finished match: nothing to resume
    return false;
  }
  SaveGame save = SaveGame::of(*controller_);
  // A table hosted here: what opens it again later, the guests' seats included.
  if (controller_->networked() && networkState_) save.network = networkState_();
  const QByteArray bytes = save.toBytes();
  // Never replace a good save with one that would not bring back this table: the same load the next
  // start-up makes. (A scripted position is not the deal of its seed, so it is never saved.)
  const SaveGame::LoadResult verify = SaveGame::fromBytes(bytes);
  if (!verify.ok() || !verify.match->samePosition(controller_->match())) {
    lastError_ = verify.ok() ? QStringLiteral("the save does not rebuild this table") : verify.detail;
    return false;
  }
  QString error;
  if (!save.write(path_, &error, &lastErrno_)) {
    lastError_ = error;
    emit saveFailed(tr("The game could not be saved to %1: %2.").arg(QDir::toNativeSeparators(path_), error));
    return false;
  }
  ++writes_;
  lastError_.clear();
  lastErrno_ = 0;
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
      s.moveTried = !readOnly_;  // the other copy's business otherwise
      if (s.moveTried) s.movedTo = SaveGame::moveAside(path_);
      break;
  }
  return s;
}

bool Autosave::resume(const SaveGame& save) {
  if (!controller_) return false;
  const HandOrder before = controller_->handOrder();
  controller_->setHandOrder(save.order);  // before the replay: the table reads it as the match starts
  // A friend's seat of a network table kept to continue later: played by the computer here
  // (GameController::makeSeats), unless hostAgain_ opened its table.
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

std::shared_ptr<SaveGame> Autosave::keptNetworkMatch() {
  const SaveGame::LoadResult load = SaveGame::load(path_);
  if (!load.ok() || load.match->over() || load.game->network.isEmpty()) return nullptr;
  return load.game;
}

bool Autosave::offerResume(QWidget* parent) {
  const Startup s = check();
  if (s.resumable && !s.load.game->network.isEmpty() && hostAgain_) {
    // A network match kept to continue later: its friends come back once the table is open again. A
    // table whose friends a computer replaced has nobody to come back (it still asked: a play-test).
    const QStringList friends = seatnames::friends(s.load.game->setup.seats, seatnames::Friends::Seated);
    const QStringList replaced = seatnames::friends(s.load.game->setup.seats, seatnames::Friends::Away);
    const QString match = describe(*s.load.game, *s.load.match);
    QMessageBox box(QMessageBox::Question, tr("Resume game"),
                    friends.isEmpty() && !replaced.isEmpty()
                        ? tr("A network match is saved (%1). The computer plays for %2 now. Open its table again?")
                              .arg(match, QLocale().createSeparatedList(replaced))
                        : tr("A network match is saved (%1). Open its table again so that your friends can come back?").arg(match),
                    QMessageBox::NoButton, parent);
    QPushButton* host = box.addButton(tr("Host it again"), QMessageBox::AcceptRole);
    QPushButton* alone = box.addButton(tr("Play on against the computer"), QMessageBox::ActionRole);
    box.addButton(tr("New game"), QMessageBox::RejectRole);
    box.setDefaultButton(host);
    box.exec();
    if (box.clickedButton() == host) return hostAgain_(*s.load.game);
    return box.clickedButton() == alone && resume(*s.load.game);
  }
  if (s.resumable) {
    // The answers say what they do: "No" read as "not now", and it started a new game over the save (a
    // play-test). Esc keeps the game: closing the question loses nothing.
    QMessageBox box(QMessageBox::Question, tr("Resume game"),
                    tr("A game in progress was saved (%1). Do you want to continue it? A new game takes its place "
                       "in the save.")
                        .arg(describe(*s.load.game, *s.load.match)),
                    QMessageBox::Yes | QMessageBox::No, parent);
    box.button(QMessageBox::Yes)->setText(tr("&Continue"));
    box.button(QMessageBox::No)->setText(tr("&New game"));
    box.setDefaultButton(QMessageBox::Yes);
    box.setEscapeButton(QMessageBox::Yes);
    return box.exec() == QMessageBox::Yes && resume(*s.load.game);
  }
  if (s.load.status == SaveGame::Status::Missing || s.load.ok()) return false;
  const QString where = !s.moveTried         ? tr("This window does not save, so the file was left as it is.")
                        : s.movedTo.isEmpty() ? tr("The file could not be moved aside; it was left where it is.")
                                              : tr("The file was kept as %1.").arg(QDir::toNativeSeparators(s.movedTo));
  QMessageBox::warning(parent, tr("Saved game not loaded"),
                       tr("%1\n\n%2\n\nA new game will be started.").arg(s.load.message(), where));
  return false;
}
