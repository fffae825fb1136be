// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/pileviewer.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "table/cardrenderer.h"
#include "text/cardtext.h"
#include "game/gamecontroller.h"

using namespace gin;

PileViewer::PileViewer(GameController* controller, QWidget* parent) : QFrame(parent), c_(controller) {
  setObjectName(QStringLiteral("pileViewer"));
  setStyleSheet(QStringLiteral(
      "#pileViewer { background: rgba(12, 30, 20, 235); border: 2px solid #f2c94c; border-radius: 12px; }"
      "QLabel { color: #f4f4ea; font-weight: bold; } QListWidget { background: transparent; border: none; color: #f4f4ea; }"
      "QListWidget::item:selected { background: rgba(242, 201, 76, 90); border-radius: 6px; }"
      "QPushButton { background: #f2c94c; color: #202020; font-weight: bold; padding: 6px 18px; border-radius: 6px;"
      " border: 2px solid transparent; } QPushButton:focus { border-color: white; }"));
  auto* lay = new QVBoxLayout(this);
  lay->setContentsMargins(14, 8, 14, 8);
  auto* top = new QHBoxLayout;
  title_ = new QLabel(this);
  close_ = new QPushButton(this);
  close_->setObjectName(QStringLiteral("pileViewerClose"));
  top->addWidget(title_, 1);
  top->addWidget(close_);
  lay->addLayout(top);
  list_ = new QListWidget(this);
  list_->setObjectName(QStringLiteral("pileList"));
  list_->setViewMode(QListView::IconMode);
  list_->setFlow(QListView::LeftToRight);
  list_->setWrapping(false);
  list_->setMovement(QListView::Static);
  list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  list_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  list_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
  list_->setSpacing(4);
  lay->addWidget(list_);
  connect(close_, &QPushButton::clicked, this, &QWidget::hide);
  // The pile changes with every move: follow it while open; a new deal closes the strip.
  connect(c_, &GameController::changed, this, [this] {
    if (isVisible()) fill();
  });
  connect(c_, &GameController::matchStarted, this, &QWidget::hide);
  hide();
  retranslate();
}

void PileViewer::open(int cardHeight) {
  cardHeight_ = std::max(40, cardHeight);
  fill();
  show();
  raise();
  list_->setFocus();
}

void PileViewer::fill() {
  // What the view seat may see of the pile is the engine's: the whole pile with the home rule on, and
  // nothing of a knock discard lying face down.
  cards_.clear();
  if (c_->hasMatch()) {
    const std::vector<Card> pile = c_->view().discardPile;
    for (auto it = pile.rbegin(); it != pile.rend(); ++it) cards_.push_back(*it);
  }
  const qreal dpr = devicePixelRatioF();
  const QSize size(int(cardHeight_ * CardRenderer::instance().aspectRatio()), cardHeight_);
  list_->clear();
  list_->setIconSize(size);
  for (int i = 0; i < cards_.size(); ++i) {
    // The same picture when selected: the style's tint would recolour the card.
    const QPixmap face = CardRenderer::instance().face(cards_[i], size, dpr);
    QIcon icon;
    icon.addPixmap(face, QIcon::Normal);
    icon.addPixmap(face, QIcon::Selected);
    auto* item = new QListWidgetItem(icon, CardText::symbol(cards_[i]));
    item->setData(Qt::AccessibleTextRole, i == 0 ? tr("%1, the top card").arg(CardText::name(cards_[i])) : CardText::name(cards_[i]));
    item->setTextAlignment(Qt::AlignHCenter);
    list_->addItem(item);
  }
  list_->setFixedHeight(size.height() + list_->fontMetrics().height() + 28);
  if (!cards_.isEmpty()) list_->setCurrentRow(0);
  retranslate();
  adjustSize();
  if (parentWidget()) {
    const int w = std::min(parentWidget()->width() - 40, std::max(360, int(cards_.size()) * (size.width() + 12) + 40));
    setFixedWidth(w);
    adjustSize();
    move((parentWidget()->width() - w) / 2, std::max(4, (parentWidget()->height() - height()) / 2));
  }
}

void PileViewer::retranslate() {
  title_->setText(cards_.isEmpty() ? tr("The discard pile: no card can be seen.")
                                   : tr("The discard pile, newest first: %n card(s)", nullptr, int(cards_.size())));
  close_->setText(tr("Close"));
  setAccessibleName(tr("Discard pile"));
}

void PileViewer::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    retranslate();
    if (isVisible()) fill();  // the cards' spoken names
  }
  QFrame::changeEvent(e);
}

void PileViewer::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Escape) {
    hide();
    if (parentWidget()) parentWidget()->setFocus();
    return;
  }
  QFrame::keyPressEvent(e);
}
