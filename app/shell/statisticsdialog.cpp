// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/statisticsdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include "game/seatnames.h"
#include "coach/reviewchart.h"
#include "store/statistics.h"

namespace {
// Row order of the dialog; the names are the test handles of valueText().
const char* const kRows[] = {"gamesPlayed", "gamesWon",       "winRate",        "handsPlayed",
                             "handsWon",    "gins",           "bigGins",        "undercutsGiven",
                             "undercutsTaken", "bestGame",    "longestStreak",  "gamesWithUndo",
                             "reviews",     "errorRate",      "luck"};
constexpr int kRowCount = sizeof(kRows) / sizeof(kRows[0]);
}  // namespace

StatisticsDialog::StatisticsDialog(Statistics* statistics, QWidget* parent)
    : QDialog(parent), stats_(statistics), level_(new QComboBox), variant_(new QComboBox),
      levelLabel_(new QLabel), variantLabel_(new QLabel), form_(new QFormLayout),
      reset_(new QPushButton), buttons_(new QDialogButtonBox(QDialogButtonBox::Close)), chart_(new ReviewChart) {
  auto* filters = new QFormLayout;
  filters->addRow(levelLabel_, level_);
  filters->addRow(variantLabel_, variant_);
  levelLabel_->setBuddy(level_);
  variantLabel_->setBuddy(variant_);
  for (int i = 0; i < kRowCount; ++i) {
    auto* name = new QLabel;
    auto* value = new QLabel;
    value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Each count is a stop of Tab, read with its row's name ("Games played: 3"): a screen reader read
    // the rows' names without their numbers, and Tab reached only the filters (a blind player's play-test).
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    value->setFocusPolicy(Qt::StrongFocus);  // keyboard-selectable text alone takes a click's focus only
    value->setObjectName(QStringLiteral("statValue"));
    name->setBuddy(value);
    form_->addRow(name, value);
    names_.append(name);
    values_.append(value);
  }
  buttons_->addButton(reset_, QDialogButtonBox::ResetRole);
  // A label shows no focus of its own: the count Tab is on is highlighted, as a list's row is.
  setStyleSheet(QStringLiteral("QLabel#statValue { padding: 0 3px; }"
                               "QLabel#statValue:focus { background: palette(highlight); color: palette(highlighted-text); }"));
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(filters);
  layout->addSpacing(8);
  // The coach's verdicts over time beside the counts (the dialog fits a 1024 x 600 screen).
  auto* body = new QHBoxLayout;
  auto* counts = new QVBoxLayout;
  counts->addLayout(form_);
  counts->addStretch();
  body->addLayout(counts);
  body->addWidget(chart_, 1);
  layout->addLayout(body, 1);
  layout->addWidget(buttons_);

  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(reset_, &QPushButton::clicked, this, &StatisticsDialog::confirmReset);
  connect(level_, &QComboBox::currentIndexChanged, this, &StatisticsDialog::refresh);
  connect(variant_, &QComboBox::currentIndexChanged, this, &StatisticsDialog::refresh);
  connect(stats_, &Statistics::changed, this, &StatisticsDialog::refresh);
  retranslate();
}

void StatisticsDialog::retranslate() {
  setWindowTitle(tr("Statistics"));
  setMinimumWidth(fontMetrics().averageCharWidth() * 90);
  levelLabel_->setText(tr("&Opponent:"));
  variantLabel_->setText(tr("&Variant:"));
  reset_->setText(tr("&Reset…"));

  // Refill the filters in the new language, keeping the selection.
  const int level = qMax(0, level_->currentIndex()), variant = qMax(0, variant_->currentIndex());
  const QSignalBlocker b1(level_), b2(variant_);
  level_->clear();
  level_->addItem(tr("All levels"), -1);
  const QList<gin::ai::Level> levels = Statistics::levels();
  // Each level with the name its computer is known by ("Beginner · Aino"), as on the welcome page.
  for (int i = 0; i < levels.size(); ++i)
    level_->addItem(tr("%1 · %2").arg(seatnames::levelTitle(levels[i]), seatnames::face(levels[i])), static_cast<int>(levels[i]));
  variant_->clear();
  variant_->addItem(tr("All variants"), QString());
  for (const QString& v : Statistics::variants()) variant_->addItem(Statistics::variantTitle(v), v);
  level_->setCurrentIndex(level);
  variant_->setCurrentIndex(variant);

  const QStringList titles = {tr("Games played:"),   tr("Games won:"),       tr("Games won (%):"),
                              tr("Hands played:"),   tr("Hands won:"),       tr("Gins:"),
                              tr("Big gins:"),       tr("You undercut the knocker:"), tr("You were undercut:"),
                              tr("Best game (points):"), tr("Longest winning streak:"),
                              tr("Games with a move taken back:"), tr("Matches analysed by the coach:"),
                              tr("Mean error rate:"), tr("Mean luck per match:")};
  for (int i = 0; i < kRowCount; ++i) names_[i]->setText(titles.value(i));
  refresh();
}

void StatisticsDialog::refresh() {
  const int levelData = level_->currentData().toInt();
  const std::optional<gin::ai::Level> level =
      levelData < 0 ? std::nullopt : std::optional(static_cast<gin::ai::Level>(levelData));
  const StatRecord r = stats_->total(level, variant_->currentData().toString());
  const QLocale locale;
  const QString none = tr("–", "no value yet");
  const QList<MatchReviewPoint> reviews = stats_->matchReviews(level, variant_->currentData().toString());
  double meanError = 0, meanLuck = 0;
  for (const MatchReviewPoint& p : reviews) meanError += p.errorRate / reviews.size(), meanLuck += p.luck / reviews.size();
  chart_->setPoints(reviews);
  const QStringList values = {
      locale.toString(r.gamesPlayed),
      locale.toString(r.gamesWon),
      r.gamesPlayed ? locale.toString(100.0 * r.gamesWon / r.gamesPlayed, 'f', 0) : none,
      locale.toString(r.handsPlayed),
      locale.toString(r.handsWon),
      locale.toString(r.gins),
      locale.toString(r.bigGins),
      locale.toString(r.undercutsGiven),
      locale.toString(r.undercutsTaken),
      r.gamesWon ? locale.toString(r.bestGame) : none,
      locale.toString(r.longestStreak),
      locale.toString(r.gamesWithUndo),
      locale.toString(static_cast<int>(reviews.size())),
      reviews.isEmpty() ? none : locale.toString(meanError, 'f', 2),
      reviews.isEmpty() ? none : (meanLuck > 0 ? QStringLiteral("+") : QString()) + locale.toString(meanLuck, 'f', 1),
  };
  for (int i = 0; i < kRowCount; ++i) {
    values_[i]->setText(values.value(i));
    // Read after its row's name (the label's buddy); the dash would be read as a dash or not at all.
    values_[i]->setAccessibleName(values.value(i) == none ? tr("none yet") : values.value(i));
  }
  const StatRecord all = stats_->total(std::nullopt, QString());
  reset_->setEnabled(all.handsPlayed > 0 || all.gamesPlayed > 0 || !stats_->matchReviews(std::nullopt, QString()).isEmpty());
}

QString StatisticsDialog::valueText(const QString& field) const {
  for (int i = 0; i < kRowCount; ++i)
    if (field == QLatin1String(kRows[i])) return values_[i]->text();
  return QString();
}

void StatisticsDialog::confirmReset() {
  const auto answer = QMessageBox::question(this, tr("Reset statistics"),
                                            tr("Clear the statistics of every opponent and variant? This cannot be undone."),
                                            QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
  if (answer == QMessageBox::Reset) stats_->reset();
}

void StatisticsDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}
