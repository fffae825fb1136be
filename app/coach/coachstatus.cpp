// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/coachstatus.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include "coach/matchcoach.h"

CoachStatus::CoachStatus(MatchCoach* coach, QWidget* parent)
    : QWidget(parent), label_(new QLabel(this)), bar_(new QProgressBar(this)), cancel_(new QToolButton(this)) {
  setObjectName(QStringLiteral("coachStatus"));
  bar_->setObjectName(QStringLiteral("coachProgress"));
  cancel_->setObjectName(QStringLiteral("coachCancel"));
  bar_->setMaximumWidth(120);
  bar_->setTextVisible(false);
  cancel_->setFocusPolicy(Qt::NoFocus);  // the table keeps the keyboard
  auto* lay = new QHBoxLayout(this);
  lay->setContentsMargins(0, 0, 0, 0);
  lay->addWidget(label_);
  lay->addWidget(bar_);
  lay->addWidget(cancel_);
  connect(coach, &MatchCoach::progress, this, [this](int done, int total) {
    bar_->setRange(0, std::max(1, total));
    bar_->setValue(done);
  });
  connect(coach, &MatchCoach::runningChanged, this, &QWidget::setVisible);
  connect(cancel_, &QToolButton::clicked, coach, &MatchCoach::cancel);
  retranslate();
  setVisible(coach->running());
}

void CoachStatus::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void CoachStatus::retranslate() {
  label_->setText(tr("The coach is analysing the match…"));
  cancel_->setText(tr("Cancel"));
  cancel_->setToolTip(tr("Stop the analysis: this match gets no error rate in the statistics"));
}
