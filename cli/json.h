// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Cards as JSON for the command line tools: "As", "Td"; a missing card (NoCard) is null.
#pragma once

#include <QJsonArray>
#include <QJsonValue>
#include <vector>

#include "card.h"

namespace clijson {

inline QJsonValue card(gin::Card c) {
  return c == gin::NoCard ? QJsonValue() : QJsonValue(QString::fromStdString(gin::toString(c)));
}

inline QJsonArray cards(gin::CardSet s) {
  QJsonArray a;
  gin::forEach(s, [&](gin::Card c) { a.append(card(c)); });
  return a;
}

inline QJsonArray melds(const std::vector<gin::CardSet>& ms) {
  QJsonArray a;
  for (gin::CardSet m : ms) a.append(cards(m));
  return a;
}

}  // namespace clijson
