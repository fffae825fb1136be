// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/printing.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRadioButton>
#include <QScreen>
#include <QToolBar>
#include <QVBoxLayout>

#include "sheet/scoresheetmodel.h"
#include "sheet/scoresheetpainter.h"

namespace Printing {

QPageLayout pageLayoutFor(const ScoreSheetModel& model) {
  const auto orientation = model.columnCount() > 11 ? QPageLayout::Landscape : QPageLayout::Portrait;
  return QPageLayout(QPageSize(QPageSize::A4), orientation, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
}

void paintDocument(const ScoreSheetModel& model, QPagedPaintDevice* device) {
  QPainter painter(device);
  const QRectF area(0, 0, device->width(), device->height());
  const ScoreSheetPainter sheet(model);
  const int pages = sheet.pageCount(device, area);
  for (int page = 0; page < pages; ++page) {
    if (page > 0) device->newPage();
    sheet.paint(&painter, area, page);
  }
}

bool exportPdf(const ScoreSheetModel& model, const QString& path, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = QCoreApplication::translate("Printing", "Cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  QPdfWriter writer(&file);
  writer.setPageLayout(pageLayoutFor(model));
  writer.setResolution(300);
  writer.setTitle(model.title());
  writer.setCreator(QStringLiteral("Gin Rummy " GIN_VERSION));
  paintDocument(model, &writer);
  return true;
}

// Fits one A4 or Letter page with the footer block.
int blankHandRows(const gin::Rules& rules) { return rules.hollywood ? 24 : 26; }

bool exportBlankPdf(const gin::Rules& rules, const QStringList& names, const QString& path, QString* error) {
  ScoreSheetModel model;
  model.setBlank(rules, names, blankHandRows(rules));
  return exportPdf(model, path, error);
}

QImage renderPage(const ScoreSheetModel& model, const QSize& size, int page) {
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  QPainter painter(&image);
  const double margin = 0.04 * std::min(size.width(), size.height());
  ScoreSheetPainter(model).paint(&painter, QRectF(QPointF(0, 0), QSizeF(size)).adjusted(margin, margin, -margin, -margin),
                                 page);
  return image;
}

Printed preview(const ScoreSheetModel& model, QWidget* parent) {
  QPrinter printer(QPrinter::HighResolution);
  printer.setPageLayout(pageLayoutFor(model));
  printer.setDocName(model.title());
  QPrintPreviewDialog dialog(&printer, parent);
  QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                   [&model](QPrinter* p) { paintDocument(model, p); });
  // Wide enough for its whole toolbar where the screen has room: Qt opens it about 680 px wide, and
  // its page setup and Print buttons hid behind the toolbar's "»" (seen at 1024x600). Three quarters
  // of the screen's height for the page (the size Qt would give it is taken only without a resize).
  if (auto* bar = dialog.findChild<QToolBar*>()) {
    QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QRect room = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 600);
    const QMargins m = dialog.layout() ? dialog.layout()->contentsMargins() : QMargins();
    const int want = bar->sizeHint().width() + m.left() + m.right() + 16;
    const QSize size = dialog.sizeHint().expandedTo(QSize(want, room.height() * 3 / 4)).boundedTo(room.size() - QSize(16, 40));
    dialog.resize(size);
  }
  // The dialog is accepted when it has printed (closed, it is rejected).
  if (dialog.exec() != QDialog::Accepted) return {};
  if (!printer.outputFileName().isEmpty()) return {printer.outputFileName(), true};
  return {printer.printerName(), false};
}

}  // namespace Printing

BlankSheetDialog::BlankSheetDialog(const QStringList& names, QWidget* parent) : QDialog(parent) {
  auto* layout = new QVBoxLayout(this);
  standard_ = new QRadioButton(this);
  hollywood_ = new QRadioButton(this);
  standard_->setChecked(true);
  layout->addWidget(standard_);
  layout->addWidget(hollywood_);
  auto* form = new QFormLayout;
  for (int i = 0; i < 2; ++i) {
    nameLabels_[i] = new QLabel(this);
    names_[i] = new QLineEdit(i < names.size() ? names[i] : QString(), this);
    nameLabels_[i]->setBuddy(names_[i]);
    form->addRow(nameLabels_[i], names_[i]);
  }
  layout->addLayout(form);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  retranslate();
}

bool BlankSheetDialog::hollywood() const { return hollywood_->isChecked(); }

QStringList BlankSheetDialog::names() const { return {names_[0]->text().trimmed(), names_[1]->text().trimmed()}; }

void BlankSheetDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

void BlankSheetDialog::retranslate() {
  setWindowTitle(tr("Print blank score sheet"));
  standard_->setText(tr("&Standard sheet (one game)"));
  hollywood_->setText(tr("&Hollywood sheet (three games)"));
  for (int i = 0; i < 2; ++i) {
    nameLabels_[i]->setText(tr("Player &%1:").arg(i + 1));
    names_[i]->setPlaceholderText(tr("Player %1").arg(i + 1));
  }
}
