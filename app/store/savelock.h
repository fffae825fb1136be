// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lock that keeps two copies of the game from writing the same save: a file beside it
// ("autosave.json.lock") held with flock(2) while this copy may write. The kernel drops the hold when
// the copy ends, however it ends, so a lock is held exactly when a live copy holds it: a file left by
// a power cut (empty), one of random bytes, or anything else in its place (a folder, a link) is taken
// over. When the lock cannot be taken for another reason, the reason is named (the folder is a file,
// cannot be created, is read-only, the disk is full) instead of being taken for another copy.
// Copies of earlier versions held a QLockFile at the same path, which also holds flock: the two agree.
// QtCore and POSIX only.
#pragma once

#include <QString>

class SaveLock {
 public:
  enum class Status {
    Locked,
    HeldByAnother,       // a live copy of the game holds it
    NotAFolder,          // a file stands where a folder must be (where())
    CannotCreateFolder,  // the folder is missing and its parent (where()) cannot be written
    ReadOnlyFolder,      // the folder exists but nothing can be created in it
    DiskFull,            // no space (or quota) left for even the lock file
    Failed,              // anything else: error() and reason() say what
  };

  explicit SaveLock(const QString& path) : path_(path) {}
  ~SaveLock() { release(); }
  SaveLock(const SaveLock&) = delete;
  SaveLock& operator=(const SaveLock&) = delete;

  Status acquire();
  bool held() const { return fd_ >= 0; }
  // Removes the lock file (while still holding it) and lets go.
  void release();

  QString path() const { return path_; }
  Status status() const { return status_; }
  // The file or folder the problem is about.
  QString where() const { return where_; }
  int error() const { return error_; }
  QString reason() const;  // the system's words for error()
  // What stood in the lock's place and was moved aside to be taken over (a folder, a link): its new
  // name, or empty.
  QString movedAside() const { return movedAside_; }

 private:
  Status fail(Status s, const QString& where, int error);
  bool makeFolder(const QString& folder);
  QString path_;
  int fd_ = -1;
  Status status_ = Status::Failed;
  QString where_;
  int error_ = 0;
  QString movedAside_;
};
