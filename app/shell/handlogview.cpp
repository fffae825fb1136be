// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/handlogview.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

#include "game/handlog.h"

HandLogView::HandLogView(GameController* controller, QWidget* parent)
    : QWidget(parent), model_(new HandLogModel(this)), label_(new QLabel), hands_(new QComboBox), list_(new QListView) {
  model_->follow(controller);
  list_->setModel(model_);
  list_->setWordWrap(true);
  list_->setUniformItemSizes(false);
  list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  list_->setFocusPolicy(Qt::StrongFocus);
  label_->setBuddy(hands_);
  auto* lay = new QVBoxLayout(this);
  lay->setContentsMargins(4, 4, 4, 4);
  lay->addWidget(label_);
  lay->addWidget(hands_);
  lay->addWidget(list_, 1);
  connect(hands_, &QComboBox::activated, this, [this](int i) { model_->showDeal(i); });
  connect(model_, &HandLogModel::dealsChanged, this, [this] {
    fillHands();
    // Scrolled only while it shows (a hidden scroll bar that moves still tells screen readers so).
    if (model_->followsCurrent() && isVisible()) list_->scrollToBottom();
  });
  retranslate();
}

void HandLogView::fillHands() {
  // Called after every move: items are renamed in place, and only when their text changes, because
  // each rebuild of the box tells screen readers its name twice (a flood of events slows them down).
  const QSignalBlocker block(hands_);
  const int n = model_->deals();
  while (hands_->count() > n) hands_->removeItem(hands_->count() - 1);
  for (int d = 0; d < n; ++d) {
    const QString text = d == n - 1 ? tr("Hand %1 (current)").arg(d + 1) : tr("Hand %1").arg(d + 1);
    if (d >= hands_->count())
      hands_->addItem(text);
    else if (hands_->itemText(d) != text)
      hands_->setItemText(d, text);
  }
  if (hands_->currentIndex() != model_->shownDeal()) hands_->setCurrentIndex(model_->shownDeal());
}

void HandLogView::retranslate() {
  label_->setText(tr("H&and:"));
  list_->setAccessibleName(tr("Hand log"));
  fillHands();
  model_->refresh();
}

void HandLogView::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  if (model_->followsCurrent()) list_->scrollToBottom();
}

void HandLogView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}
