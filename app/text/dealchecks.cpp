// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/dealchecks.h"

#include <QCoreApplication>

namespace dealchecks {

QString text(const QString& code) {
  if (code == QLatin1String(kFair)) return QCoreApplication::translate("DealChecks", "Deal verified: neither side chose the cards.");
  if (code == QLatin1String(kHosted))
    return QCoreApplication::translate("DealChecks",
                                       "Dealt fairly: the deal's number was made of the host's and every guest's random parts.");
  if (code == QLatin1String("commitment_broken"))
    return QCoreApplication::translate("DealChecks",
                                       "WARNING: this deal was not fair: the host's part is not what it committed to. "
                                       "The host may have chosen the cards.");
  if (code == QLatin1String("part_missing"))
    return QCoreApplication::translate("DealChecks",
                                       "WARNING: this deal was not fair: your part of the deal was left out or changed. "
                                       "The host may have chosen the cards.");
  if (code == QLatin1String("seed_wrong"))
    return QCoreApplication::translate("DealChecks",
                                       "WARNING: this deal was not fair: its number is not made of both sides' parts. "
                                       "The host may have chosen the cards.");
  if (code == QLatin1String("cards_wrong"))
    return QCoreApplication::translate("DealChecks",
                                       "WARNING: this deal was not fair: you were not dealt the cards its number deals. "
                                       "The host may have chosen the cards.");
  // "no_commitment", and anything a newer version may add.
  return QCoreApplication::translate("DealChecks",
                                     "WARNING: this deal could not be verified: the host never committed to it. "
                                     "The host may have chosen the cards.");
}

}  // namespace dealchecks
