// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The words for the engine's rule fields (gin::ruleFields()): each option's row in the new-game dialog,
// the names of an enum's choices, and its part of the score sheet's rules summary. The engine's table
// decides which options exist, their ranges and when they apply; this table only names them.
#pragma once

#include <QString>
#include <QStringList>

#include "rules.h"

namespace ruletexts {

// The field's row label in the new-game dialog ("&Knock limit:"); empty for fields chosen on the
// players page (the number of players, poker gin).
QString label(const gin::RuleField& f);
// The names of an enum field's values, in value order; empty for other fields.
QStringList choices(const gin::RuleField& f);
// True when this table has words for the field (tests: a new engine option must get them).
bool covers(const gin::RuleField& f);
// One line of the options in force that change the score, in the engine's field order.
QString summary(const gin::Rules& r);

}  // namespace ruletexts
