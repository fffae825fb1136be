// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/quickmessages.h"

#include <QCoreApplication>

namespace quickmessages {

QStringList menuCodes() {
  return {QStringLiteral("good_game"), QStringLiteral("nice_gin"), QStringLiteral("just_a_moment"), QStringLiteral("well_played"),
          QStringLiteral("thanks"),    QStringLiteral("hello"),    QStringLiteral("oops"),          QStringLiteral("again")};
}

QString text(const QString& code) {
  if (code == QLatin1String("hello")) return QCoreApplication::translate("QuickMessages", "Hello");
  if (code == QLatin1String("good_game")) return QCoreApplication::translate("QuickMessages", "Good game");
  if (code == QLatin1String("nice_gin")) return QCoreApplication::translate("QuickMessages", "Nice gin");
  if (code == QLatin1String("well_played")) return QCoreApplication::translate("QuickMessages", "Well played");
  if (code == QLatin1String("thanks")) return QCoreApplication::translate("QuickMessages", "Thanks");
  if (code == QLatin1String("just_a_moment")) return QCoreApplication::translate("QuickMessages", "Just a moment…");
  if (code == QLatin1String("oops")) return QCoreApplication::translate("QuickMessages", "Oops");
  if (code == QLatin1String("again")) return QCoreApplication::translate("QuickMessages", "Another match?");
  return code;
}

}  // namespace quickmessages
