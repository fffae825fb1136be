// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The saved game: rules, seats, match seed and the actions of every hand, as JSON with a SHA-256 of
// its content. Loading replays every action through the engine, so a save that was damaged, truncated
// or edited into an illegal game is refused with a clear reason instead of producing a wrong table.
// Writing is atomic and verified: the new save is written next to the old one, synced, read back and
// loaded, and only then renamed over it, so a crash, a kill or a full disk leaves the previous save.
//
// This file needs QtCore only, and of gamecontroller.h only the GameSetup and ActionLog types (the
// fuzz target builds it without widgets or the controller).
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <memory>

#include "game/gamecontroller.h"

class SaveGame {
  Q_DECLARE_TR_FUNCTIONS(SaveGame)

 public:
  static constexpr int kFormatVersion = 1;
  static constexpr qint64 kMaxBytes = 4 * 1024 * 1024;  // far above any real match

  GameSetup setup;
  ActionLog log{{}};  // per hand, as GameController::actionLog()
  bool undoUsed = false;  // a move was taken back in this match ("undo": true, written only then)
  HandOrder order;        // the table's hand order ("order": {"sort", "cards"}, written when set)
  // A network table's match kept to continue later ("network", NetworkHost::saveState; its friends'
  // seats "remote"): empty for a match at one screen. Holds secrets: the file is then 0600.
  QJsonObject network;

  enum class Status {
    Ok,
    Missing,       // no file
    Unreadable,    // the file exists but cannot be read
    Foreign,       // not a Gin Rummy save at all
    Corrupted,     // ours, but damaged: not JSON any more, a field missing, checksum wrong
    NewerVersion,  // written by a newer version in a format this one does not know
    Illegal,       // reads fine, but replaying it breaks a rule (a tampered or inconsistent game)
  };

  struct LoadResult {
    Status status = Status::Missing;
    QString path;
    QString detail;  // what exactly is wrong (English, for the message and bug reports)
    int version = 0; // NewerVersion: the format found
    // Ok: the game and the match rebuilt by replaying it.
    std::shared_ptr<SaveGame> game;
    std::shared_ptr<const gin::Match> match;
    bool ok() const { return status == Status::Ok; }
    // A sentence for the player (translated).
    QString message() const;
  };

  // The match on `c`'s table as a save keeps it (a network table's seeds included; `network` left
  // empty: only the host's NetworkHost knows it).
  static SaveGame of(const GameController& c);

  QByteArray toBytes() const;
  static LoadResult fromBytes(const QByteArray& bytes);

  // Reads a save. Never modifies, moves or deletes the file, whatever it contains. Only a regular file
  // is read (a FIFO, a device or a symlink to one is Unreadable), without blocking, and never more
  // than kMaxBytes + 1 bytes of it.
  static LoadResult load(const QString& path);
  // Writes atomically: the file is either the previous save or the new one, never a mix, and the new
  // one replaces the previous only once it has been read back from the disk and loads. On failure the
  // previous save is untouched, `error` says why and `errnum` holds the system's error number (0 when
  // the failure was not the system's).
  bool write(const QString& path, QString* error = nullptr, int* errnum = nullptr) const;

  // Renames a bad save to "<name>.broken-<date>-<time>" next to it, so that the player (or a bug
  // report) still has it. Returns the new path, or an empty string if it could not be moved.
  static QString moveAside(const QString& path);

  // The folder of saves: Paths::dataFolder() (~/.local/share/ginrummy on Linux).
  static QString folder();
  // The automatic save of the game in progress.
  static QString autosavePath();
};
