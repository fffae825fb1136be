// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/savelock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

QByteArray native(const QString& path) { return QFile::encodeName(path); }

bool readOnlyError(int e) { return e == EACCES || e == EPERM || e == EROFS; }
bool fullError(int e) { return e == ENOSPC || e == EDQUOT; }

}  // namespace

QString SaveLock::reason() const { return QString::fromLocal8Bit(std::strerror(error_)); }

SaveLock::Status SaveLock::fail(Status s, const QString& where, int error) {
  status_ = s;
  where_ = where;
  error_ = error;
  return s;
}

// Creates `folder` (absolute) and its missing parents, from the root down. On failure the status says
// why, about which path: the first entry in the way that is not a folder, or the folder that cannot be
// written into.
bool SaveLock::makeFolder(const QString& folder) {
  QString path;
  for (const QString& part : QDir::cleanPath(folder).split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
    const QString parent = path.isEmpty() ? QStringLiteral("/") : path;
    path += QLatin1Char('/') + part;
    struct stat st {};
    if (::stat(native(path).constData(), &st) == 0) {
      if (S_ISDIR(st.st_mode)) continue;
      fail(Status::NotAFolder, path, ENOTDIR);
      return false;
    }
    int e = errno;
    if (e == ENOENT) {
      if (::mkdir(native(path).constData(), 0755) == 0 || errno == EEXIST) continue;
      e = errno;
    }
    if (readOnlyError(e)) fail(Status::CannotCreateFolder, parent, e);
    else if (fullError(e)) fail(Status::DiskFull, path, e);
    else fail(Status::Failed, path, e);
    return false;
  }
  return true;
}

SaveLock::Status SaveLock::acquire() {
  if (held()) return status_;
  movedAside_.clear();
  const QString folder = QFileInfo(path_).absolutePath();
  if (!makeFolder(folder)) return status_;
  const QByteArray name = native(path_);
  // A few rounds at most: each either takes the lock, finds its holder, clears a thing in its way, or
  // finds that a copy that was letting go removed the file meanwhile.
  for (int round = 0; round < 8; ++round) {
    struct stat st {};
    if (::lstat(name.constData(), &st) == 0 && !S_ISREG(st.st_mode)) {
      // A folder, a link or a FIFO in the lock's place: no copy of the game holds that. Moved aside,
      // never deleted (it may hold something of the player's).
      const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
      QString aside = path_ + QStringLiteral(".broken-") + stamp;
      for (int n = 2; QFileInfo::exists(aside) || QFileInfo(aside).isSymLink(); ++n)
        aside = path_ + QStringLiteral(".broken-%1-%2").arg(stamp).arg(n);
      if (::rename(name.constData(), native(aside).constData()) != 0) {
        const int e = errno;
        return fail(readOnlyError(e) ? Status::ReadOnlyFolder : Status::Failed, folder, e);
      }
      movedAside_ = aside;
      continue;
    }
    const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
    if (fd < 0) {
      const int e = errno;
      if (e == ELOOP || e == EISDIR || e == ENXIO || e == ENOENT) continue;  // replaced meanwhile: look again
      // A lock file that is there but not ours to write (another user's) is not a read-only folder.
      if (readOnlyError(e)) return ::lstat(name.constData(), &st) == 0 ? fail(Status::Failed, path_, e) : fail(Status::ReadOnlyFolder, folder, e);
      if (fullError(e)) return fail(Status::DiskFull, folder, e);
      return fail(Status::Failed, path_, e);
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int e = errno;
      ::close(fd);
      if (e == EWOULDBLOCK) return fail(Status::HeldByAnother, path_, e);
      return fail(Status::Failed, path_, e);
    }
    // Held: but is it still the file at the path? A copy letting go removes its file while holding it,
    // so this may be a file nobody will see again.
    struct stat held {}, now {};
    if (::fstat(fd, &held) != 0 || ::stat(name.constData(), &now) != 0 || held.st_dev != now.st_dev ||
        held.st_ino != now.st_ino || !S_ISREG(held.st_mode)) {
      ::close(fd);
      continue;
    }
    // Ours now, whatever it held. The content is for people and for earlier versions (QLockFile's
    // form: process id, application, host); a full disk that refuses it does not matter here, the
    // next save will say so.
    const QByteArray info = QByteArray::number(QCoreApplication::applicationPid()) + '\n' +
                            QCoreApplication::applicationName().toUtf8() + '\n' + QSysInfo::machineHostName().toUtf8() + '\n';
    if (::ftruncate(fd, 0) == 0) {
      [[maybe_unused]] const ssize_t written = ::pwrite(fd, info.constData(), static_cast<size_t>(info.size()), 0);
    }
    fd_ = fd;
    status_ = Status::Locked;
    where_.clear();
    error_ = 0;
    return status_;
  }
  return fail(Status::Failed, path_, EAGAIN);
}

void SaveLock::release() {
  if (fd_ < 0) return;
  // Removed while still held, so that a copy starting now creates a fresh one (it checks that the
  // file it holds is the one at the path).
  ::unlink(native(path_).constData());
  ::close(fd_);
  fd_ = -1;
  status_ = Status::Failed;
}
