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
    if (model_->followsCurrent()) list_->scrollToBottom();
  });
  retranslate();
}

void HandLogView::fillHands() {
  const QSignalBlocker block(hands_);
  hands_->clear();
  const int n = model_->deals();
  for (int d = 0; d < n; ++d)
    hands_->addItem(d == n - 1 ? tr("Hand %1 (current)").arg(d + 1) : tr("Hand %1").arg(d + 1));
  hands_->setCurrentIndex(model_->shownDeal());
}

void HandLogView::retranslate() {
  label_->setText(tr("&Hand:"));
  list_->setAccessibleName(tr("Hand log"));
  fillHands();
  model_->refresh();
}

void HandLogView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}
