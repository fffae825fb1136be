// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/statistics.h"

#include <QDateTime>
#include <QSettings>
#include <algorithm>

#include "game/gamecontroller.h"
#include "store/settings.h"

using namespace gin;

namespace {
// Field keys in the store, in StatRecord order.
constexpr const char* kFields[] = {"gamesPlayed", "gamesWon",       "handsPlayed",   "handsWon",
                                   "gins",        "bigGins",        "undercutsGiven", "undercutsTaken",
                                   "bestGame",    "longestStreak",  "currentStreak", "gamesWithUndo"};
int* fieldsOf(StatRecord& r, int i) {
  int* f[] = {&r.gamesPlayed, &r.gamesWon, &r.handsPlayed,    &r.handsWon,      &r.gins,         &r.bigGins,
              &r.undercutsGiven, &r.undercutsTaken, &r.bestGame, &r.longestStreak, &r.currentStreak, &r.gamesWithUndo};
  return f[i];
}
constexpr int kFieldCount = sizeof(kFields) / sizeof(kFields[0]);

QString group(ai::Level level, const QString& variant) {
  return QStringLiteral("statistics/%1/%2").arg(QLatin1String(ai::levelName(level)), variant);
}
}  // namespace

StatRecord& StatRecord::operator+=(const StatRecord& o) {
  gamesPlayed += o.gamesPlayed;
  gamesWon += o.gamesWon;
  handsPlayed += o.handsPlayed;
  handsWon += o.handsWon;
  gins += o.gins;
  bigGins += o.bigGins;
  undercutsGiven += o.undercutsGiven;
  undercutsTaken += o.undercutsTaken;
  bestGame = std::max(bestGame, o.bestGame);
  longestStreak = std::max(longestStreak, o.longestStreak);
  currentStreak = std::max(currentStreak, o.currentStreak);
  gamesWithUndo += o.gamesWithUndo;
  return *this;
}

Statistics::Statistics(QObject* parent) : QObject(parent) {}

QString Statistics::variantOf(const Rules& rules) {
  if (rules.poker) return QStringLiteral("poker");
  if (rules.hollywood) return rules.oklahoma ? QStringLiteral("hollywood-oklahoma") : QStringLiteral("hollywood");
  return rules.oklahoma ? QStringLiteral("oklahoma") : QStringLiteral("gin");
}

QStringList Statistics::variants() {
  return {QStringLiteral("gin"), QStringLiteral("oklahoma"), QStringLiteral("hollywood"),
          QStringLiteral("hollywood-oklahoma"), QStringLiteral("poker")};
}

QString Statistics::variantTitle(const QString& variant) {
  if (variant == QLatin1String("gin")) return tr("Standard gin");
  if (variant == QLatin1String("oklahoma")) return tr("Oklahoma gin");
  if (variant == QLatin1String("hollywood")) return tr("Hollywood gin");
  if (variant == QLatin1String("hollywood-oklahoma")) return tr("Hollywood Oklahoma gin");
  if (variant == QLatin1String("poker")) return tr("Poker gin");
  return variant;
}

QList<ai::Level> Statistics::levels() {
  return QVector<ai::Level>(ai::personLevels().begin(), ai::personLevels().end());
}

StatRecord Statistics::record(ai::Level level, const QString& variant) const {
  const auto s = Settings::store();
  s->beginGroup(group(level, variant));
  StatRecord r;
  for (int i = 0; i < kFieldCount; ++i) *fieldsOf(r, i) = s->value(QLatin1String(kFields[i]), 0).toInt();
  return r;
}

StatRecord Statistics::total(std::optional<ai::Level> level, const QString& variant) const {
  StatRecord sum;
  for (ai::Level l : levels())
    for (const QString& v : variants())
      if ((!level || *level == l) && (variant.isEmpty() || variant == v)) sum += record(l, v);
  return sum;
}

void Statistics::store(ai::Level level, const QString& variant, const StatRecord& r) {
  const auto s = Settings::store();
  s->beginGroup(group(level, variant));
  StatRecord copy = r;
  for (int i = 0; i < kFieldCount; ++i) s->setValue(QLatin1String(kFields[i]), *fieldsOf(copy, i));
  s->endGroup();
  s->sync();
  emit changed();
}

void Statistics::addHand(ai::Level level, const QString& variant, const HandResult& result, int you) {
  StatRecord r = record(level, variant);
  ++r.handsPlayed;
  if (result.winner == you) {
    ++r.handsWon;
    if (result.outcome == Outcome::Gin) ++r.gins;
    if (result.outcome == Outcome::BigGin) ++r.bigGins;
    if (result.outcome == Outcome::Undercut) ++r.undercutsGiven;
  }
  if (result.outcome == Outcome::Undercut && result.knocker == you) ++r.undercutsTaken;
  store(level, variant, r);
}

void Statistics::addGame(ai::Level level, const QString& variant, bool won, int result, bool undo) {
  StatRecord r = record(level, variant);
  ++r.gamesPlayed;
  if (won) {
    ++r.gamesWon;
    r.bestGame = std::max(r.bestGame, result);
  }
  if (undo) ++r.gamesWithUndo;
  else if (won) r.longestStreak = std::max(r.longestStreak, ++r.currentStreak);
  else r.currentStreak = 0;
  store(level, variant, r);
}

void Statistics::reset() {
  const auto s = Settings::store();
  s->remove(QStringLiteral("statistics"));
  s->sync();
  emit changed();
}

void Statistics::track(GameController* controller) {
  if (controller_) disconnect(controller_, nullptr, this, nullptr);
  controller_ = controller;
  // actionApplied is emitted only for actions played now, never while a saved game is replayed.
  connect(controller, &GameController::actionApplied, this, &Statistics::onAction);
}

void Statistics::onAction() {
  const GameController& c = *controller_;
  const SeatView& v = c.view();
  const bool over = v.phase == Phase::Scored || v.phase == Phase::Drawn;
  // The record is the one person's at this screen against the computer; the lesson counts nowhere.
  // A network table is not a match against a computer level: not counted.
  if (!over || c.screenSeats() != 1 || c.practice() || c.guest() || c.fairDealt()) return;
  int you = 0;
  std::optional<ai::Level> level;
  for (int s = 0; s < c.players(); ++s) {
    if (c.atThisScreen(s)) you = s;
    else if (!level || c.setup().seats[s].level > *level) level = c.setup().seats[s].level;
  }
  if (!level) return;
  const QString variant = variantOf(c.setup().rules);
  addHand(*level, variant, v.result, you);
  if (c.matchOver()) {
    const ScoreSheet& sheet = c.sheet();
    addGame(*level, variant, sheet.matchWinner() == you, sheet.matchResult()[you], c.undoUsed());
  }
}

namespace {
constexpr const char* kReviews = "statistics/reviews";
QList<MatchReviewPoint> readReviews() {
  const auto s = Settings::store();
  QList<MatchReviewPoint> out;
  const int n = s->beginReadArray(QLatin1String(kReviews));
  for (int i = 0; i < n; ++i) {
    s->setArrayIndex(i);
    MatchReviewPoint p;
    p.when = s->value(QStringLiteral("when")).toLongLong();
    const auto level = ai::levelFromName(s->value(QStringLiteral("level")).toString().toStdString());
    if (!level) continue;  // a hand-edited file: skip what cannot be read
    p.level = *level;
    p.variant = s->value(QStringLiteral("variant")).toString();
    p.hands = s->value(QStringLiteral("hands")).toInt();
    p.decisions = s->value(QStringLiteral("decisions")).toInt();
    p.errorRate = s->value(QStringLiteral("errorRate")).toDouble();
    p.luck = s->value(QStringLiteral("luck")).toDouble();
    out.append(p);
  }
  s->endArray();
  return out;
}
}  // namespace

void Statistics::addMatchReview(ai::Level level, const QString& variant, const MatchVerdict& v, qint64 when) {
  QList<MatchReviewPoint> all = readReviews();
  MatchReviewPoint p;
  p.when = when ? when : QDateTime::currentSecsSinceEpoch();
  p.level = level;
  p.variant = variant;
  p.hands = v.hands;
  p.decisions = v.decisions;
  p.errorRate = v.errorRate;
  p.luck = v.luck;
  all.append(p);
  while (all.size() > kMaxReviews) all.removeFirst();
  const auto s = Settings::store();
  s->remove(QLatin1String(kReviews));
  s->beginWriteArray(QLatin1String(kReviews), static_cast<int>(all.size()));
  for (int i = 0; i < all.size(); ++i) {
    s->setArrayIndex(i);
    s->setValue(QStringLiteral("when"), all[i].when);
    s->setValue(QStringLiteral("level"), QLatin1String(ai::levelName(all[i].level)));
    s->setValue(QStringLiteral("variant"), all[i].variant);
    s->setValue(QStringLiteral("hands"), all[i].hands);
    s->setValue(QStringLiteral("decisions"), all[i].decisions);
    s->setValue(QStringLiteral("errorRate"), all[i].errorRate);
    s->setValue(QStringLiteral("luck"), all[i].luck);
  }
  s->endArray();
  s->sync();
  emit changed();
}

QList<MatchReviewPoint> Statistics::matchReviews(std::optional<ai::Level> level, const QString& variant) const {
  QList<MatchReviewPoint> out;
  for (const MatchReviewPoint& p : readReviews())
    if ((!level || *level == p.level) && (variant.isEmpty() || variant == p.variant)) out.append(p);
  return out;
}
