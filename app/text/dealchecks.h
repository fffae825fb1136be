// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the check of a network deal says (docs/network.md, "The fair deal"), in the language of this
// screen. The controller keeps a guest's verdict as its protocol code (gin::net::dealCheckCode), so the
// hand log and the review say it again in the other language after a switch.
#pragma once

#include <QString>

namespace dealchecks {
inline constexpr char kFair[] = "fair";
// Not a guest's verdict: the host's own line for a deal it dealt from its and its guests' random parts.
inline constexpr char kHosted[] = "hosted";
// A guest's verdict on a deal (or kHosted); an unknown code as a deal that could not be verified.
QString text(const QString& code);
}  // namespace dealchecks
