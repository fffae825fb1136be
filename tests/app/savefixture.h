// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the save tests (tst_savegame, tst_savedisk): files read and written whole, saves edited as
// JSON (with or without a new checksum), a tmpfs to fill or make read-only, games played move by move.
#pragma once

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>
#include <functional>

#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

#include "game/gamecontroller.h"
#include "tst_save_util.h"

namespace savetest {
inline QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
inline void writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}
// A save whose "game" object is edited by `edit`, with the checksum recomputed as the game writes it:
// only the field checks can refuse it.
inline QByteArray resigned(const QByteArray& bytes, const std::function<void(QJsonObject&)>& edit) {
  QJsonObject root = QJsonDocument::fromJson(bytes).object();
  QJsonObject game = root[QStringLiteral("game")].toObject();
  edit(game);
  root[QStringLiteral("game")] = game;
  root[QStringLiteral("sha256")] = QString::fromLatin1(
      QCryptographicHash::hash(QJsonDocument(game).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex());
  return QJsonDocument(root).toJson();
}
// A save edited as JSON, with `edit` applied to the root object; the checksum is left as it was.
inline QByteArray edited(const QByteArray& bytes, const std::function<void(QJsonObject&)>& edit) {
  QJsonObject root = QJsonDocument::fromJson(bytes).object();
  edit(root);
  return QJsonDocument(root).toJson();
}
// A small tmpfs mounted over `dir` for the test's lifetime: a disk that can be filled or made
// read-only. Needs root (CI runs as root); ok() is false otherwise.
class Tmpfs {
 public:
  Tmpfs(const QString& dir, const char* options) : dir_(QFile::encodeName(dir)), options_(options) {
    ok_ = ::mount("tmpfs", dir_.constData(), "tmpfs", MS_NOSUID | MS_NODEV, options) == 0;
  }
  ~Tmpfs() {
    if (ok_) ::umount2(dir_.constData(), MNT_DETACH);
  }
  bool ok() const { return ok_; }
  bool setReadOnly(bool ro) {
    return ::mount(nullptr, dir_.constData(), nullptr, MS_REMOUNT | MS_NOSUID | MS_NODEV | (ro ? MS_RDONLY : 0),
                   options_) == 0;
  }

 private:
  QByteArray dir_;
  const char* options_;
  bool ok_ = false;
};
inline constexpr const char* kNeedsMount = "needs root to mount a tmpfs (CI runs as root): not tested here";

// Fills the file system of `path` with a file there until no byte more fits.
inline qint64 fillDisk(const QString& path) {
  const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return -1;
  const QByteArray block(4096, 'x');
  qint64 total = 0;
  for (ssize_t n; (n = ::write(fd, block.constData(), block.size())) > 0;) total += n;
  for (ssize_t n; (n = ::write(fd, block.constData(), 1)) > 0;) total += n;
  ::close(fd);
  return total;
}

// Every seat a person: the test makes each move itself (a legal one at random), so that it knows
// exactly which moves were played before and after the disk filled.
inline GameSetup peopleOnly(GameSetup s) {
  for (SeatSetup& seat : s.seats) seat.kind = SeatKind::Person;
  s.rules.gameTarget = 5000;
  return s;
}
inline void playMoves(GameController& c, int n, QRandomGenerator& rng) {
  for (int i = 0; i < n; ++i) {
    if (c.hand().over()) QVERIFY(c.nextHand());
    if (c.curtain()) c.revealSeat();
    const auto legal = c.hand().legalActions();
    QVERIFY(c.act(legal[rng.bounded(static_cast<int>(legal.size()))]));
  }
}

inline GameSetup computersOnly(GameSetup s) {
  for (SeatSetup& seat : s.seats) {
    seat.kind = SeatKind::Computer;
    seat.level = gin::ai::Level::Beginner;
  }
  return s;
}
}  // namespace savetest
