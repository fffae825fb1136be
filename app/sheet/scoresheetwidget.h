// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The score sheet panel beside the table: the current match's sheet, updated after every hand, with
// print, PDF export and blank-sheet actions. The table and the printed sheet read the same model.
#pragma once

#include <QImage>
#include <QStringList>
#include <QWidget>

#include "match.h"
#include "sheet/printing.h"

class QLabel;
class QPushButton;
class SheetView;
class ScoreSheetModel;

class ScoreSheetWidget : public QWidget {
  Q_OBJECT

 public:
  explicit ScoreSheetWidget(QWidget* parent = nullptr);

  // Call after every hand (and at the start of a match); copies what the sheet needs.
  void setSheet(const gin::ScoreSheet& sheet, const QStringList& playerNames);

  ScoreSheetModel* model() const { return model_; }
  SheetView* view() const { return view_; }

  // Compact: the deadwood and dealer columns are left out (the printed sheet keeps them), for a dock that
  // would otherwise scroll sideways beside the table on a small screen.
  void setCompact(bool compact);
  bool compact() const { return compact_; }
  // The width the panel needs to show every visible column without scrolling sideways.
  int neededWidth() const;

  // Non-interactive forms of the slots, for tests and scripts.
  bool exportPdf(const QString& path, QString* error) const;
  // (The slot's second half, after the file dialog.)
  // Writes the PDF and says so (exported), or shows why not in a message box.
  bool exportPdfTo(const QString& path);
  // Where the export's file dialog opens: the documents folder, or home when there is none (a dialog
  // given a folder that does not exist opens in the program's working directory).
  static QString exportFolder();
  bool exportBlankPdf(bool hollywood, const QStringList& names, const QString& path, QString* error) const;
  QImage renderSheetImage(const QSize& size, int page = 0) const;
  // The rules a blank sheet is drawn for: the current bonuses, two players, standard or Hollywood.
  gin::Rules blankRules(bool hollywood) const;

 public slots:
  void print();            // print preview of the current sheet
  void exportPdf();        // asks for a file name, then writes the PDF
  void printBlankSheet();  // asks standard/Hollywood and the names, then print preview

 signals:
  void exported(const QString& path);  // a PDF was written there
  // The sheet (or a blank one) was printed: to that printer, or to that file (`toFile`).
  void printed(const QString& where, bool toFile);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void refresh();  // spans, column widths, captions after the model changed
  void fitColumns();
  void tellPrinted(const Printing::Printed& printed);  // emits printed when it was

  ScoreSheetModel* model_;
  QLabel* heading_;
  QLabel* standings_;  // every player's total in words: it fits where the columns would scroll
  QLabel* summary_;
  SheetView* view_;
  QPushButton* printButton_;
  QPushButton* pdfButton_;
  QPushButton* blankButton_;
  bool compact_ = false;
  bool filled_ = false;  // setSheet has given it a match
};
