// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Cards as JSON for the command line tools: "As", "Td"; a missing card (NoCard) is null. The forms are
// the ones the bot and the network protocol share (app/net/wire.h).
#pragma once

#include "wire.h"

namespace clijson {

using gin::net::card;
using gin::net::cards;
using gin::net::melds;

}  // namespace clijson
