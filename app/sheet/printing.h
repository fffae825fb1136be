// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Printing, print preview and PDF export of score sheets, and blank sheets for play with a real deck.
// Everything is painted by ScoreSheetPainter; these functions only choose the page and the device.
#pragma once

#include <QDialog>
#include <QImage>
#include <QPageLayout>
#include <QString>
#include <QStringList>

#include "rules.h"

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPagedPaintDevice;
class QRadioButton;
class ScoreSheetModel;

namespace Printing {

// A4 with 15 mm margins; landscape when the table has many columns (poker gin with 3-5 players).
QPageLayout pageLayoutFor(const ScoreSheetModel& model);
// Paints every page of the sheet on a printer or PDF writer, starting a new page between pages.
void paintDocument(const ScoreSheetModel& model, QPagedPaintDevice* device);
// Writes the sheet as a PDF file without any dialog (tests, the CLI, the export action).
bool exportPdf(const ScoreSheetModel& model, const QString& path, QString* error = nullptr);
// Rows a blank sheet gets: enough for a usual game, on one page.
int blankHandRows(const gin::Rules& rules);
// A blank standard or Hollywood sheet with the players' names, as PDF.
bool exportBlankPdf(const gin::Rules& rules, const QStringList& names, const QString& path, QString* error = nullptr);
// One page as an image on white paper (tests and thumbnails).
QImage renderPage(const ScoreSheetModel& model, const QSize& size, int page = 0);
// Where a printed sheet went: a printer's name, or a file's path (`toFile`); empty when not printed.
struct Printed {
  QString where;
  bool toFile = false;
};
// Opens a modal QPrintPreviewDialog for the sheet; printing goes from there.
Printed preview(const ScoreSheetModel& model, QWidget* parent);

}  // namespace Printing

// Asks which blank sheet to print (standard or Hollywood) and the two players' names.
class BlankSheetDialog : public QDialog {
  Q_OBJECT

 public:
  explicit BlankSheetDialog(const QStringList& names, QWidget* parent = nullptr);
  bool hollywood() const;
  QStringList names() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QRadioButton* standard_;
  QRadioButton* hollywood_;
  QLabel* nameLabels_[2];
  QLineEdit* names_[2];
};
