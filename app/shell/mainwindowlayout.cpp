// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's room: the docks (the score sheet, the hand log), the action bar in one row or two,
// and the score sheet beside the table as wide as its columns need while the table keeps a playable
// width (docs/scoresheet.md).
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include <QAction>
#include <QBoxLayout>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QTableView>
#include <QToolButton>

#include "sheet/scoresheetwidget.h"
#include "sheet/sheetview.h"
#include "shell/handlogview.h"
#include "shell/mainwindow.h"
#include "store/settings.h"

// The score sheet (right) and the hand log (left), both hidden at first.
void MainWindow::buildDocks() {
  sheet_ = new ScoreSheetWidget(this);
  connect(sheet_, &ScoreSheetWidget::exported, this, [this](const QString& path) {
    showNote(tr("The score sheet was saved as %1.").arg(QDir::toNativeSeparators(path)));
  });
  // Printing says where it went too (it said nothing: a new player's playtest printed to a file and
  // did not learn where).
  connect(sheet_, &ScoreSheetWidget::printed, this, [this](const QString& where, bool toFile) {
    showNote(toFile ? tr("The score sheet was printed to the file %1.").arg(QDir::toNativeSeparators(where))
                    : tr("The score sheet was sent to the printer %1.").arg(where));
  });
  sheetDock_ = new QDockWidget(this);
  sheetDock_->setObjectName(QStringLiteral("scoreSheetDock"));
  sheetDock_->setWidget(sheet_);
  addDockWidget(Qt::RightDockWidgetArea, sheetDock_);
  // The table comes first: the sheet starts hidden and opens from View > Score sheet or the bar's button
  // (its visibility is remembered with the window state), as wide as its columns need.
  sheetDock_->hide();
  QAction* sheetToggle = sheetDock_->toggleViewAction();
  sheetToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
  connect(sheetToggle, &QAction::toggled, this, [this](bool on) {
    // Opened by the player it may widen the window; restored open with the window's kept size it may not
    // (a restart with the sheet open came back wider, by 130 px at 1920 x 1080).
    if (on) return fitSheetDock(!std::exchange(sheetRestored_, false));
    // A window the sheet made wider goes back to its width when the sheet closes (it stayed wide: a
    // new player's playtest), unless the player has resized it since.
    if (sheetGrewFrom_ > 0 && width() == sheetGrewTo_ && !isMaximized() && !isFullScreen()) {
      resize(sheetGrewFrom_, height());
      // and to its place, if it had to move left to grow (it stayed there: a play-test at 1024x600), as
      // far as the screen has room for the width it gets (no less than its minimum)
      if (sheetMovedTo_ && pos() == *sheetMovedTo_ && screen()) {
        const int frameWidth = std::max(sheetGrewFrom_, minimumSizeHint().width()) + frameGeometry().width() - width();
        const QRect room = screen()->availableGeometry();
        move(std::max(room.left(), std::min(sheetMovedFrom_.x(), room.right() + 1 - frameWidth)), sheetMovedFrom_.y());
      }
    }
    sheetGrewFrom_ = sheetGrewTo_ = 0;
    sheetMovedTo_.reset();
  });
  sheetButton_ = new QToolButton(barButtons_);
  sheetButton_->setObjectName(QStringLiteral("sheetButton"));
  sheetButton_->setDefaultAction(sheetToggle);
  sheetButton_->setFocusPolicy(Qt::TabFocus);
  barButtons_->layout()->addWidget(sheetButton_);

  // The hand log: every public move of the hand, earlier hands browsable (starts hidden, View > Hand log).
  handLog_ = new HandLogView(controller_, this);
  handLogDock_ = new QDockWidget(this);
  handLogDock_->setObjectName(QStringLiteral("handLogDock"));
  handLogDock_->setWidget(handLog_);
  addDockWidget(Qt::LeftDockWidgetArea, handLogDock_);  // the score sheet has the right side
  handLogDock_->hide();
  handLogDock_->toggleViewAction()->setObjectName(QStringLiteral("handLog"));

  layoutTimer_.setSingleShot(true);
  layoutTimer_.setInterval(400);
  connect(&layoutTimer_, &QTimer::timeout, this, &MainWindow::keepLayout);
  for (QDockWidget* dock : {sheetDock_, handLogDock_}) {
    connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::keepLayoutSoon);
    connect(dock, &QDockWidget::dockLocationChanged, this, &MainWindow::keepLayoutSoon);
    connect(dock, &QDockWidget::topLevelChanged, this, &MainWindow::keepLayoutSoon);
  }
}

void MainWindow::keepLayoutSoon() {
  // Only a window on the screen has a layout the player made (the docks hide as the window closes).
  if (isVisible()) layoutTimer_.start();
}

void MainWindow::keepLayout() {
  if (!isVisible()) return;
  Settings::setWindowGeometry(saveGeometry());
  Settings::setWindowState(saveState());
}

void MainWindow::resizeEvent(QResizeEvent* e) {
  QMainWindow::resizeEvent(e);
  keepLayoutSoon();
}

void MainWindow::moveEvent(QMoveEvent* e) {
  QMainWindow::moveEvent(e);
  keepLayoutSoon();
}

void MainWindow::reserveStatusLines(int width) {
  // Two lines, or as many as the longest sentences take at this width: a hint runs to about 110
  // characters in Finnish (a few longer ones may still take a line more: room for them too made the
  // table a line smaller at 1024 px for the rare sentence). Measured as the label lays out plain text,
  // with its margins.
  const QFontMetrics fm = status_->fontMetrics();
  // Never narrower than 30 characters, never more than five lines: a width near nothing reserved
  // thousands of pixels, and the window grew past the screen (a playtest; tst_screens).
  const int chars = fm.averageCharWidth();
  const int lines = width > 0 ? std::clamp(int(std::ceil(110.0 * chars / std::max(width, 30 * chars))), 2, 5) : 2;
  const int height = fm.boundingRect(QRect(0, 0, 1000, 1000), Qt::TextWordWrap, QString(lines - 1, QLatin1Char('\n'))).height();
  const QMargins cm = status_->contentsMargins();
  status_->setMinimumHeight(height + cm.top() + cm.bottom() + 2 * status_->margin());
}

int MainWindow::widestBarButtons() const {
  // The turn's buttons change from turn to turn (Take and Pass, then Stock and Pile, Knock...): the
  // row's width with its widest set, so that what depends on it does not change with every turn.
  // (MainWindow::updateActions shows them.)
  static const QStringList ids = {QStringLiteral("take"),  QStringLiteral("pass"),   QStringLiteral("stock"),
                                  QStringLiteral("pile"),  QStringLiteral("knock"),  QStringLiteral("biggin"),
                                  QStringLiteral("arrangement"), QStringLiteral("cancelknock"), QStringLiteral("confirm")};
  static const std::vector<QStringList> rows = {
      {QStringLiteral("take"), QStringLiteral("pass")},
      {QStringLiteral("stock"), QStringLiteral("pile")},
      {QStringLiteral("knock"), QStringLiteral("biggin")},
      {QStringLiteral("knock"), QStringLiteral("arrangement"), QStringLiteral("cancelknock")},
      {QStringLiteral("confirm")}};
  // The row's spacing as the layout uses it (the style's when the layout sets none): the same for the
  // buttons shown and the widest set, whatever their number.
  const QLayout* line = barButtons_->layout();
  const int gap = std::max(0, line->spacing() >= 0 ? line->spacing()
                                                  : barButtons_->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, barButtons_));
  auto widthOf = [&](const QString& id, bool onlyShown) {
    const QPushButton* b = button(id);
    return b && (!onlyShown || !b->isHidden()) ? b->sizeHint().width() + gap : 0;
  };
  int shown = 0, widest = 0;
  for (const QString& id : ids) shown += widthOf(id, true);
  for (const QStringList& row : rows) {
    int w = 0;
    for (const QString& id : row) w += widthOf(id, false);
    widest = std::max(widest, w);
  }
  // Undo and Hint may stand beside any of them.
  for (const QString& id : {QStringLiteral("undo"), QStringLiteral("hint")}) shown += widthOf(id, true), widest += widthOf(id, false);
  return barButtons_->sizeHint().width() - shown + widest;
}

void MainWindow::fitBar(int centralWidth) {
  // One row while the status line keeps about 40 characters beside the buttons, else two rows.
  const QMargins m = barLayout_->contentsMargins();
  const int room = centralWidth - m.left() - m.right() - barButtons_->sizeHint().width() - barLayout_->spacing();
  const auto dir = room < 40 * status_->fontMetrics().averageCharWidth() ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
  // Room for the longest sentences at the line's narrowest, so that the cards do not move when one
  // comes (a new player's playtest at 1024x600: a hint of three lines beside the buttons moved every
  // card up), nor when the turn's buttons change.
  const QMargins cm = status_->contentsMargins();
  const int narrowest = centralWidth - m.left() - m.right() - widestBarButtons() - barLayout_->spacing();
  reserveStatusLines((dir == QBoxLayout::LeftToRight ? narrowest : centralWidth - m.left() - m.right()) - cm.left() - cm.right() -
                     2 * status_->margin());
  if (barLayout_->direction() == dir) return;
  barLayout_->setDirection(dir);
  // The window's minimum follows at once, so that a dock resized right after this gets its room.
  barLayout_->activate();
  centralWidget()->layout()->activate();
  layout()->activate();
}

void MainWindow::fitSheetDock(bool mayGrowWindow, bool keepWider) {
  // Below 720 px the cards of a 4-5 player table get small; the action bar, its status line above the
  // buttons, may need more.
  const QMargins bm = barLayout_->contentsMargins();
  const int sep = style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent);
  const int tableSide = std::max(720, std::max(status_->minimumWidth(), barButtons_->sizeHint().width()) + bm.left() + bm.right() + sep);
  sheet_->setCompact(false);
  int need = sheet_->neededWidth();
  if (mayGrowWindow && width() - need < tableSide && !isMaximized() && !isFullScreen() && screen()) {
    const int room = screen()->availableGeometry().width() - frameGeometry().width();
    const int grow = std::min(tableSide + need - width(), room);
    if (grow > 0) {
      if (sheetGrewFrom_ == 0) sheetGrewFrom_ = width();
      sheetGrewTo_ = width() + grow;
      // Moved left as far as the growth needs to stay on the screen, by the program and not by the
      // window manager, so that closing the sheet can put it back.
      const int over = frameGeometry().right() + grow - screen()->availableGeometry().right();
      if (over > 0) {
        if (!sheetMovedTo_) sheetMovedFrom_ = pos();
        sheetMovedTo_ = pos() - QPoint(over, 0);
        move(*sheetMovedTo_);
      }
      resize(sheetGrewTo_, height());
    }
  }
  // Still no room for every column: leave out the deadwood rather than scroll sideways (on a netbook
  // the sheet scrolls all the same, but it never pushes the window wider than the screen).
  if (width() - need < tableSide) {
    sheet_->setCompact(true);
    need = sheet_->neededWidth();
  }
  const int least = sheetDock_->minimumSizeHint().width();
  // The hand log docked on the other side keeps its room: the table has no less than its minimum, so
  // what the sheet took came from the log (a play-test at 1024x600: the log's words cut off at a hand's end).
  const int log = handLogDock_->isVisible() && !handLogDock_->isFloating() ? handLogDock_->width() + sep : 0;
  int dockWidth = std::clamp(need, least, std::max(least, width() - tableSide - log));
  if (keepWider) dockWidth = std::max(dockWidth, sheetDock_->width());
  fitBar(width() - dockWidth - sep);  // before the dock takes its room: the bar's minimum may shrink
  resizeDocks({sheetDock_}, {dockWidth}, Qt::Horizontal);
}

void MainWindow::keepSheetFitting() {
  // The action bar grows with the buttons a turn needs: it may go to two rows, and if the sheet was
  // squeezed into scrolling sideways it is fitted again (a sheet that fits keeps the width the player
  // gave it).
  fitBar(centralWidget()->width());
  if (!sheetDock_->isVisible() || sheetDock_->isFloating()) return;
  QTableView* t = sheet_->view();
  if (t->horizontalHeader()->length() > t->viewport()->width()) fitSheetDock(false, true);
}
