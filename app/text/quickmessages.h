// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The quick messages of a network table (Game › Say): the protocol sends codes (gin::net::sayCodes),
// each side shows them in its own language. One list and one set of words for the host and the guest.
#pragma once

#include <QString>
#include <QStringList>

namespace quickmessages {
// The codes of the Say menu, the most used first.
QStringList menuCodes();
// The words for a code in the current language ("Good game"); an unknown code as it came.
QString text(const QString& code);
}  // namespace quickmessages
