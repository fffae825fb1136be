// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tableview.h"

#include <QAccessible>
#include <QApplication>
#include <QKeyEvent>
#include <QResizeEvent>
#include <algorithm>
#include <utility>

#include "table/banner.h"
#include "table/curtain.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "table/pileviewer.h"
#include "table/resultpanel.h"
#include "table/tableaccessible.h"
#include "table/tablescene.h"

TableView::TableView(GameController* controller, QWidget* parent) : QGraphicsView(parent) {
  scene_ = new TableScene(controller, this);
  setScene(scene_);
  setFrameShape(QFrame::NoFrame);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
  setAlignment(Qt::AlignLeft | Qt::AlignTop);
  // Every update repaints the whole viewport. With the region updates (Smart, Minimal, BoundingRect) Qt
  // repaints an item's old place from the rectangle where it was last *laid out* for painting: a paint
  // of another part of the table (a menu closing over it, the result panel growing) between an item's
  // move and the scene's processing of that move records the new place, and the old pixels stay (a
  // second knocker mark, old seat labels, strips of the larger cards after View › Language with the
  // result panel open). A full repaint of the felt and 52 cached pixmaps costs a few ms.
  setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
  setFocusPolicy(Qt::StrongFocus);
  // Low enough that the action bar's status line can take two or three lines on a 1024x600 netbook
  // with the score sheet open: the layout shrinks the cards to fit, while a taller minimum made the
  // bar lie over the bottom of the hand.
  setMinimumSize(640, 400);
  // Before anything asks for this view's accessible interface (setAccessibleName does).
  TableAccessible::install();
  // Read by screen readers: follows the language like every visible text.
  auto name = [this] { setAccessibleName(tr("Card table")); };
  name();
  connect(&Language::instance(), &Language::changed, this, name);
  // Screen readers see the cards, piles and seats as the table's children (tableaccessible.h) and
  // hear the focused one as the keyboard focus moves.
  connect(scene_, &TableScene::focusMoved, this, [this] {
    // The view itself has the keys: hasFocus() is true too while the curtain is down (its button is
    // the view's focus proxy), and a card told focused then took Orca's focus from the button.
    if (!QAccessible::isActive() || QApplication::focusWidget() != this) return;
    auto* iface = dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(this));
    QAccessibleInterface* focused = iface ? iface->focusedElement() : nullptr;
    if (!focused) return;
    QAccessibleEvent ev(focused, QAccessible::Focus);
    QAccessible::updateAccessibility(&ev);
  });
  // The keys back on the table itself: its description (the focused element, TableAccessible::text) told
  // before Qt's focus event, which comes after this signal, so that a screen reader's cached copy is the
  // new one. A change event, not a second focus event: a card told focused after the table's own event
  // made Orca now and then miss the hot-seat curtain's button that came down next (832f23c).
  // Only a new one: Orca says a change of the object it has as focused, so the same card told again (the
  // keys back from a menu) would be said twice.
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
    if (now != this || !QAccessible::isActive()) return;
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(this);
    const QString description = iface ? iface->text(QAccessible::Description) : QString();
    if (description == std::exchange(toldDescription_, description)) return;
    QAccessibleEvent ev(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&ev);
  });
  // Cards came and went, piles and seats were renamed: screen readers hear of each (not through Qt's
  // ObjectReorder, whose AT-SPI signal libatspi rejects).
  auto tell = [this] {
    if (!QAccessible::isActive()) return;
    if (auto* iface = dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(this))) iface->notifyChanges();
  };
  connect(controller, &GameController::changed, this, tell);
  connect(scene_, &TableScene::infoChanged, this, tell);  // every layout pass: a card picked up, a lay-off
  connect(&Language::instance(), &Language::changed, this, tell);
  curtain_ = new Curtain(controller, this);
  result_ = new ResultPanel(controller, this);
  banner_ = new Banner(controller, this);  // an undercut shows with the result panel, beside its headline
  banner_->keepClearOf(result_);
  pile_ = new PileViewer(controller, this);
  connect(scene_, &TableScene::pileLookRequested, this, [this] { pile_->open(int(scene_->cardSize().height() * 0.8)); });
  connect(controller, &GameController::changed, this, &TableView::placeOverlays);
  // The result panel's text changes length with the language (queued: after its own LanguageChange).
  connect(&Language::instance(), &Language::changed, this, &TableView::placeOverlays, Qt::QueuedConnection);
}

void TableView::resizeEvent(QResizeEvent* e) {
  QGraphicsView::resizeEvent(e);
  scene_->setViewSize(viewport()->size(), devicePixelRatioF());
  placeOverlays();
}

void TableView::showEvent(QShowEvent* e) {
  QGraphicsView::showEvent(e);
  scene_->setViewSize(viewport()->size(), devicePixelRatioF());
  placeOverlays();
}

void TableView::placeOverlays() {
  curtain_->setGeometry(rect());
  // The result panel sits over the middle of the table, between the two rows of laid-out cards. Its
  // words grow with the table, as the cards and their labels do: 1 up to about a 1024x600 screen's table,
  // at most 1.6 (a maximized 1920x1080 window).
  result_->setScale(std::clamp(std::min(width() / 1000.0, height() / 520.0), 1.0, 1.6));
  const int w = std::min(width() - 40, std::max({420, width() * 11 / 20, result_->neededWidth()}));
  result_->setFixedWidth(w);
  // As tall as its wrapped lines are at this width (adjustSize takes a height for some other width: the
  // last line was cut off, or the panel had an empty band).
  result_->resize(w, result_->hasHeightForWidth() ? result_->heightForWidth(w) : result_->sizeHint().height());
  // The cards make room for the panel (they shrink at the end of a hand rather than hide under it).
  scene_->setResultSpace(result_->isVisible() ? result_->height() + 8 : 0, w + 8);
  const QRectF area = scene_->resultArea();
  const int centreY = area.isEmpty() ? height() / 2 : int(area.center().y());
  const int centreX = area.isEmpty() ? width() / 2 : int(area.center().x());
  result_->move(std::clamp(centreX - w / 2, 4, std::max(4, width() - w - 4)), std::max(4, centreY - result_->height() / 2));
}

void TableView::keyPressEvent(QKeyEvent* e) {
  // On a finished hand Enter deals the next one, as the result panel's button does; the table's own
  // Enter would pick up a card of a hand that is over. After the match's last hand it does nothing
  // here: the panel's New game button opens a dialog, and no key of the table opens one.
  if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && !result_->isHidden()) {
    result_->dealNext();
    return;
  }
  QGraphicsView::keyPressEvent(e);
}
