// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/ruletexts.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstring>

namespace {

// The texts keep the contexts they were first translated in: the dialog's rows ("NewGameDialog") and
// the sheet's summary ("ScoreSheetModel"). lupdate reads only literal QT_TRANSLATE_NOOP calls.

struct Words {
  const char* key;
  const char* label;                 // the dialog's row; nullptr: chosen on the players page
  const char* on = nullptr;          // summary: ints "%1" with the value; booleans when on
  const char* off = nullptr;         // booleans: summary when off
  const char* choice[3] = {};        // enums: the dialog's names of the values
  const char* choiceSummary[3] = {};  // enums: summary per value (nullptr: nothing)
};

const Words kWords[] = {
    {"players", nullptr},
    {"poker", nullptr, QT_TRANSLATE_NOOP("ScoreSheetModel", "knock at any deadwood")},
    {"oklahoma", QT_TRANSLATE_NOOP("NewGameDialog", "Oklahoma (knock limit from the upcard):"), QT_TRANSLATE_NOOP("ScoreSheetModel", "knock limit: value of the first upcard")},
    {"hollywood", QT_TRANSLATE_NOOP("NewGameDialog", "Hollywood scoring (three games):")},
    {"knockLimit", QT_TRANSLATE_NOOP("NewGameDialog", "&Knock limit:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "knock limit %1")},
    {"bigGin", QT_TRANSLATE_NOOP("NewGameDialog", "Big gin:"), nullptr, QT_TRANSLATE_NOOP("ScoreSheetModel", "no big gin")},
    {"discardPileBrowsable", QT_TRANSLATE_NOOP("NewGameDialog", "Discard pile browsable (home rule):")},
    {"oklahomaAceRequiresGin", QT_TRANSLATE_NOOP("NewGameDialog", "Oklahoma: an ace upcard requires gin:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "an ace upcard requires gin")},
    {"oklahomaSpadeDoubles", QT_TRANSLATE_NOOP("NewGameDialog", "Oklahoma: a spade upcard doubles the hand:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "a spade upcard doubles the hand")},
    {"dealerRotation",
     QT_TRANSLATE_NOOP("NewGameDialog", "Next dealer:"),
     nullptr,
     nullptr,
     {QT_TRANSLATE_NOOP("NewGameDialog", "Alternate"), QT_TRANSLATE_NOOP("NewGameDialog", "Winner of the hand deals"), QT_TRANSLATE_NOOP("NewGameDialog", "Loser of the hand deals")}},
    {"ginBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Gin bonus:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "gin bonus %1")},
    {"bigGinBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Big gin bonus:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "big gin bonus %1")},
    {"undercutBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Undercut bonus:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "undercut bonus %1")},
    {"pokerBelowKnockerBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Poker gin: bonus below the knocker:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "%1 to each player below the knocker")},
    {"pokerGinBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Poker gin: gin bonus:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "gin bonus %1")},
    {"gameTarget", QT_TRANSLATE_NOOP("NewGameDialog", "Game target:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "game to %1")},
    {"boxBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Box bonus per hand won:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "box bonus %1")},
    {"gameBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Game bonus:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "game bonus %1")},
    {"shutoutRule",
     QT_TRANSLATE_NOOP("NewGameDialog", "Shutout:"),
     nullptr,
     nullptr,
     {QT_TRANSLATE_NOOP("NewGameDialog", "Bigger game bonus"), QT_TRANSLATE_NOOP("NewGameDialog", "Winner's hand points doubled")},
     {nullptr, QT_TRANSLATE_NOOP("ScoreSheetModel", "a shutout doubles the hand points")}},
    {"shutoutGameBonus", QT_TRANSLATE_NOOP("NewGameDialog", "Shutout game bonus:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "shutout game bonus %1")},
    {"doubleSettlementOnShutout", QT_TRANSLATE_NOOP("NewGameDialog", "Double the settlement on a shutout:"), QT_TRANSLATE_NOOP("ScoreSheetModel", "settlement doubled on a shutout")},
};

const Words* wordsFor(const gin::RuleField& f) {
  for (const Words& w : kWords)
    if (std::strcmp(w.key, f.key) == 0) return &w;
  return nullptr;
}

QString row(const char* text) { return text ? QCoreApplication::translate("NewGameDialog", text) : QString(); }
QString sum(const char* text) { return text ? QCoreApplication::translate("ScoreSheetModel", text) : QString(); }

}  // namespace

namespace ruletexts {

bool covers(const gin::RuleField& f) { return wordsFor(f) != nullptr; }

QString label(const gin::RuleField& f) {
  const Words* w = wordsFor(f);
  return w ? row(w->label) : QString();
}

QStringList choices(const gin::RuleField& f) {
  QStringList out;
  if (const Words* w = wordsFor(f))
    for (const char* c : w->choice)
      if (c) out << row(c);
  return out;
}

QString summary(const gin::Rules& r) {
  QStringList parts;
  for (const gin::RuleField& f : gin::ruleFields()) {
    const Words* w = wordsFor(f);
    if (!w || !f.applies(r)) continue;
    const int v = f.get(r);
    QString part;
    if (f.isBool) part = sum(v ? w->on : w->off);
    else if (w->choice[0]) part = v >= 0 && v < 3 ? sum(w->choiceSummary[v]) : QString();
    else if (w->on) part = sum(w->on).arg(QLocale().toString(v));
    if (!part.isEmpty()) parts << part;
  }
  return parts.join(QStringLiteral(" · "));
}

}  // namespace ruletexts
