// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The work of `ginrummy-cli analyze`, without allocation per line: a hand's line in, its JSON line
// out. Shared by the command, bench's end-to-end line and the tests.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "card.h"
#include "meld.h"
#include "jsonwriter.h"

namespace cli {

// Whether the line holds nothing but white space (such lines are skipped, and still counted).
bool isBlank(std::string_view line);

// Appends the JSON line (newline included) for one input line, given without its '\n'; lineNo counts
// the input's lines from 1. A bad line gives {"error":...,"line":N}, returns false and leaves the
// message in error.
bool analyzeLine(std::string_view line, long long lineNo, int knockLimit, clijson::Buffer& out, std::string& error);

// Reads hands from inFd and writes their JSON lines to outFd in large blocks, with memory bounded by
// the longest line; bad lines are also reported on stderr. Exit status: 0, 1 when a line was bad or
// the input or output failed (with a message).
int analyzeStream(int inFd, int outFd, int knockLimit);

}  // namespace cli
