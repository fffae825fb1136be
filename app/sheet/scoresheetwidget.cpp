// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/scoresheetwidget.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

#include "sheet/printing.h"
#include "sheet/scoresheetmodel.h"
#include "sheet/sheetview.h"

namespace {

// The print buttons side by side when the panel is wide enough, one under the other when it is not:
// the panel's minimum width is then its widest button, so that on a small screen it fits beside the
// table instead of pushing the window wider than the screen.
class WrapRow : public QLayout {
 public:
  using QLayout::QLayout;
  ~WrapRow() override {
    while (QLayoutItem* i = takeAt(0)) delete i;
  }
  void addItem(QLayoutItem* item) override { items_.push_back(item); }
  int count() const override { return int(items_.size()); }
  QLayoutItem* itemAt(int i) const override { return i >= 0 && i < count() ? items_[size_t(i)] : nullptr; }
  QLayoutItem* takeAt(int i) override {
    if (i < 0 || i >= count()) return nullptr;
    QLayoutItem* item = items_[size_t(i)];
    items_.erase(items_.begin() + i);
    return item;
  }
  Qt::Orientations expandingDirections() const override { return {}; }
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
  QSize minimumSize() const override {
    int w = 0;
    for (QLayoutItem* i : items_) w = std::max(w, i->minimumSize().width());
    return QSize(w, rowHeight()) + QSize(contentsMargins().left() + contentsMargins().right(), 0);
  }
  QSize sizeHint() const override {
    int w = 0;
    for (QLayoutItem* i : items_) w += i->sizeHint().width() + (w ? gap() : 0);
    return QSize(w, rowHeight());
  }
  void setGeometry(const QRect& r) override {
    QLayout::setGeometry(r);
    arrange(r, true);
  }

 private:
  int gap() const { return spacing() >= 0 ? spacing() : 6; }
  int rowHeight() const {
    int h = 0;
    for (QLayoutItem* i : items_) h = std::max(h, i->sizeHint().height());
    return h;
  }
  bool fitsInRow(int width) const { return sizeHint().width() <= width; }
  // Places the items (when `place`) and returns the height they need.
  int arrange(const QRect& r, bool place) const {
    const bool row = fitsInRow(r.width());
    int x = r.x(), y = r.y();
    for (QLayoutItem* i : items_) {
      const QSize s = i->sizeHint();
      if (place) i->setGeometry(QRect(QPoint(x, y), row ? s : QSize(r.width(), s.height())));
      if (row) x += s.width() + gap();
      else y += s.height() + gap();
    }
    return row ? rowHeight() : std::max(0, y - r.y() - gap());
  }

  std::vector<QLayoutItem*> items_;
};

}  // namespace

ScoreSheetWidget::ScoreSheetWidget(QWidget* parent) : QWidget(parent), model_(new ScoreSheetModel(this)) {
  heading_ = new QLabel(this);
  heading_->setWordWrap(true);
  QFont bold = heading_->font();
  bold.setBold(true);
  heading_->setFont(bold);
  // The totals in words above the columns: beside the table on a small screen a Hollywood or poker
  // sheet scrolls sideways, and its totals were out of sight.
  standings_ = new QLabel(this);
  standings_->setObjectName(QStringLiteral("sheetStandings"));
  standings_->setWordWrap(true);
  standings_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  // Wrapped labels ask for a wide minimum of their own; let them wrap to the panel's width instead.
  for (QLabel* l : {heading_, standings_, summary_}) l->setMinimumWidth(120);
  view_ = new SheetView(this);
  view_->setModel(model_);
  view_->setFrozenColumns(model_->resultColumn() + 1);  // hand, dealer, result and the footer's labels
  printButton_ = new QPushButton(this);
  pdfButton_ = new QPushButton(this);
  blankButton_ = new QPushButton(this);
  connect(printButton_, &QPushButton::clicked, this, &ScoreSheetWidget::print);
  connect(pdfButton_, &QPushButton::clicked, this, qOverload<>(&ScoreSheetWidget::exportPdf));
  connect(blankButton_, &QPushButton::clicked, this, &ScoreSheetWidget::printBlankSheet);
  printButton_->setEnabled(false);
  pdfButton_->setEnabled(false);

  auto* buttons = new WrapRow;
  buttons->setContentsMargins(0, 0, 0, 0);
  buttons->addWidget(printButton_);
  buttons->addWidget(pdfButton_);
  buttons->addWidget(blankButton_);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(heading_);
  layout->addWidget(standings_);
  layout->addWidget(summary_);
  layout->addWidget(view_, 1);
  layout->addStretch();  // takes the room while the columns are hidden (no match yet): the words stay on top
  layout->addLayout(buttons);
  retranslate();
}

void ScoreSheetWidget::setSheet(const gin::ScoreSheet& sheet, const QStringList& playerNames) {
  model_->setSheet(sheet, playerNames);
  filled_ = true;
  printButton_->setEnabled(true);
  pdfButton_->setEnabled(true);
  refresh();
  if (model_->handRowCount() > 0) view_->scrollTo(model_->index(model_->handRowCount() - 1, 0));
}

void ScoreSheetWidget::refresh() {
  // Before the first match nothing is said of any: the default sheet's "Standard gin, Player 1 and
  // Player 2" stood behind the question whether to resume a saved Hollywood match (a play-test).
  view_->setVisible(filled_);
  summary_->setVisible(filled_);
  if (!filled_) {
    heading_->setText(tr("No match yet: the sheet fills in as you play."));
    standings_->hide();
    return;
  }
  // The standings name every player; without them (before a match) the heading does.
  const QStringList standings = model_->standings();
  heading_->setText(standings.isEmpty() ? model_->variantName() + QStringLiteral(" — ") + model_->playersLine()
                                        : model_->variantName());
  standings_->setText(standings.join(QLatin1Char('\n')));
  standings_->setVisible(!standings.isEmpty());
  summary_->setText(model_->rulesSummary());
  view_->clearSpans();
  for (int r = model_->handRowCount(); r < model_->rowCount(); ++r)
    for (int c = 0; c < model_->columnCount(); ++c) {
      const int span = model_->index(r, c).data(ScoreSheetModel::SpanRole).toInt();
      if (span > 1) view_->setSpan(r, c, 1, span);
    }
  for (int c = 0; c < model_->columnCount(); ++c) view_->setColumnHidden(c, false);
  if (compact_) {
    for (int seat = 0; seat < model_->rules().players; ++seat)
      if (const int c = model_->deadwoodColumn(seat); c >= 0) view_->setColumnHidden(c, true);
    // And the dealers: the table names this hand's; the result's winner matters more in the room left
    // beside the row labels (at 1024x600 a single score column showed).
    view_->setColumnHidden(model_->dealerColumn(), true);
  }
  fitColumns();
  view_->resizeRowsToContents();
  view_->syncFrozen();
}

void ScoreSheetWidget::setCompact(bool compact) {
  if (compact == compact_) return;
  compact_ = compact;
  refresh();
}

int ScoreSheetWidget::neededWidth() const {
  // The visible columns, the row labels, the frame, a vertical scroll bar and the margins.
  const QMargins m = layout() ? layout()->contentsMargins() : QMargins();
  return view_->horizontalHeader()->length() + (view_->verticalHeader()->isHidden() ? 0 : view_->verticalHeader()->width()) +
         2 * view_->frameWidth() + view_->verticalScrollBar()->sizeHint().width() + m.left() + m.right() + 8;
}

void ScoreSheetWidget::fitColumns() {
  // As on paper: a column fits its own cells; labels and notes that span columns widen the columns
  // under them (QTableView::resizeColumnsToContents would give a spanned text to its first column).
  const int cols = model_->columnCount();
  QFont boldFont = view_->font();
  boldFont.setBold(true);
  const QFontMetrics fm(view_->font()), fb(boldFont);
  const int pad = 2 * fm.horizontalAdvance(QLatin1Char(' ')) + 4;
  auto textWidth = [&](const QModelIndex& i) {
    const bool bold = i.data(Qt::FontRole).value<QFont>().bold();
    return (bold ? fb : fm).horizontalAdvance(i.data().toString()) + pad;
  };
  std::vector<int> widths(cols);
  for (int c = 0; c < cols; ++c) {
    int header = 0;
    for (const QString& line : model_->headerData(c, Qt::Horizontal).toString().split(QLatin1Char('\n')))
      header = std::max(header, fb.horizontalAdvance(line) + pad);
    widths[c] = header;
    for (int r = 0; r < model_->rowCount(); ++r) {
      const QModelIndex i = model_->index(r, c);
      if (i.data(ScoreSheetModel::SpanRole).toInt() == 1) widths[c] = std::max(widths[c], textWidth(i));
    }
  }
  for (int r = model_->handRowCount(); r < model_->rowCount(); ++r)
    for (int c = 0; c < cols; ++c) {
      const QModelIndex i = model_->index(r, c);
      const int span = i.data(ScoreSheetModel::SpanRole).toInt();
      if (span < 2) continue;
      // A footer's label (column 0) fits the columns that stay in place when the sheet scrolls
      // sideways; a note fits the columns it covers.
      const int end = c == 0 ? model_->resultColumn() + 1 : c + span;
      int have = 0, shown = 0;
      for (int k = c; k < end; ++k)
        if (!view_->isColumnHidden(k)) have += widths[k], ++shown;
      const int missing = textWidth(i) - have;
      if (missing <= 0) continue;
      if (c == 0) {
        widths[model_->resultColumn()] += missing;
      } else {
        for (int k = c; k < end; ++k)
          if (!view_->isColumnHidden(k)) widths[k] += (missing + shown - 1) / std::max(shown, 1);
      }
    }
  for (int c = 0; c < cols; ++c) view_->setColumnWidth(c, widths[c]);
}

void ScoreSheetWidget::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void ScoreSheetWidget::retranslate() {
  printButton_->setText(tr("&Print…"));
  pdfButton_->setText(tr("Export P&DF…"));
  blankButton_->setText(tr("&Blank sheet…"));
  model_->retranslate();
  refresh();
}

bool ScoreSheetWidget::exportPdf(const QString& path, QString* error) const {
  return Printing::exportPdf(*model_, path, error);
}

gin::Rules ScoreSheetWidget::blankRules(bool hollywood) const {
  // Keep the bonuses the table plays with; a blank sheet is always for two players.
  gin::Rules rules = model_->rules().poker ? gin::Rules{} : model_->rules();
  rules.players = 2;
  rules.hollywood = hollywood;
  return rules;
}

bool ScoreSheetWidget::exportBlankPdf(bool hollywood, const QStringList& names, const QString& path,
                                      QString* error) const {
  return Printing::exportBlankPdf(blankRules(hollywood), names, path, error);
}

QImage ScoreSheetWidget::renderSheetImage(const QSize& size, int page) const {
  return Printing::renderPage(*model_, size, page);
}

void ScoreSheetWidget::print() { tellPrinted(Printing::preview(*model_, this)); }

void ScoreSheetWidget::tellPrinted(const Printing::Printed& printed) {
  if (!printed.where.isEmpty()) emit this->printed(printed.where, printed.toFile);
}

QString ScoreSheetWidget::exportFolder() {
  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  return !documents.isEmpty() && QDir(documents).exists() ? documents : QDir::homePath();
}

void ScoreSheetWidget::exportPdf() {
  //: Suggested file name of an exported score sheet; %1 = date as 2024-05-31.
  const QString suggested = tr("score-sheet-%1.pdf").arg(model_->date().toString(Qt::ISODate));
  QString path = QFileDialog::getSaveFileName(this, tr("Export score sheet as PDF"),
                                              QDir(exportFolder()).filePath(suggested), tr("PDF files (*.pdf)"));
  if (path.isEmpty()) return;
  if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) path += QLatin1String(".pdf");
  exportPdfTo(path);
}

bool ScoreSheetWidget::exportPdfTo(const QString& path) {
  QString error;
  if (!exportPdf(path, &error)) {
    QMessageBox::warning(this, tr("Export PDF"), error);
    return false;
  }
  emit exported(path);
  return true;
}

void ScoreSheetWidget::printBlankSheet() {
  BlankSheetDialog dialog(model_->isBlank() ? QStringList() : model_->playerNames(), this);
  if (dialog.exec() != QDialog::Accepted) return;
  ScoreSheetModel blank;
  const gin::Rules rules = blankRules(dialog.hollywood());
  blank.setBlank(rules, dialog.names(), Printing::blankHandRows(rules));
  tellPrinted(Printing::preview(blank, this));
}
