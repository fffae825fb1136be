// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the network protocol's readers (netfuzz.h says what the input is).
#include "netfuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) { return netfuzz::run(data, size); }
