// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the save loader (SaveGame::fromBytes). Any input must give either a save that
// writes back to an equal save, or an error with a reason; never a crash, a hang or undefined behaviour.
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdint>
#include <cstdlib>

#include "store/savegame.h"

namespace {
void check(const QByteArray& bytes) {
  const SaveGame::LoadResult r = SaveGame::fromBytes(bytes);
  if (!r.ok()) {
    if (r.detail.isEmpty() || r.message().isEmpty() || r.game || r.match) std::abort();
    // The message quotes the file only as a short excerpt, whatever is in it.
    if (r.message().size() > 400) std::abort();
    return;
  }
  // A loaded save is a real game: written again and loaded again, it is the same game.
  const SaveGame::LoadResult again = SaveGame::fromBytes(r.game->toBytes());
  if (!again.ok() || again.game->log != r.game->log || !(again.game->setup.rules == r.game->setup.rules) ||
      again.game->setup.seats != r.game->setup.seats || again.game->setup.seed != r.game->setup.seed)
    std::abort();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
  check(bytes);
  // Most mutations only break the checksum. Make it right (as a deliberate edit would) so that the
  // fuzzer also explores the field checks and the replay through the engine.
  QJsonObject root = QJsonDocument::fromJson(bytes).object();
  const QJsonObject game = root.value(QStringLiteral("game")).toObject();
  if (!game.isEmpty()) {
    root[QStringLiteral("sha256")] = QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(game).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex());
    check(QJsonDocument(root).toJson(QJsonDocument::Compact));
  }
  return 0;
}
