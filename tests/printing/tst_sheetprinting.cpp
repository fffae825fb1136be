// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Paper score sheets: PDF export read back with pdftotext (players, hand rows, totals, page breaks with
// the header repeated), printing through QPrinter, blank sheets, page images, and the on-screen panel
// including a language switch. Images go to $TMPDIR/ginrummy-sheet/ to be looked at.
#include <QtTest>

#include <QApplication>
#include <QFileDialog>
#include <QHeaderView>
#include <QLineEdit>
#include <QAction>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QRadioButton>
#include <QPdfWriter>
#include <QProcess>
#include <QPrinter>
#include <QPushButton>
#include <QTableView>
#include <QTranslator>

#include "sheet/printing.h"
#include "sheet/scoresheetmodel.h"
#include "sheet/scoresheetpainter.h"
#include "sheet/scoresheetwidget.h"
#include "sheet/sheetview.h"
#include "sheetfixtures.h"

using fixtures::names2;
using SM = ScoreSheetModel;

namespace {

QString outDir() {
  const QString dir = QDir::temp().filePath(QStringLiteral("ginrummy-sheet"));
  QDir().mkpath(dir);
  return dir;
}

QString run(const QString& program, const QStringList& args) {
  QProcess p;
  p.start(program, args);
  if (!p.waitForFinished(60000) || p.exitCode() != 0) {
    qWarning() << program << args << p.readAllStandardError();
    return {};
  }
  return QString::fromUtf8(p.readAllStandardOutput());
}

// Text of a PDF (one page, 1-based, or all), laid out as on the page so that rows stay on one line.
QString pdfText(const QString& path, int page = 0) {
  QStringList args = {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8")};
  if (page > 0) args << "-f" << QString::number(page) << "-l" << QString::number(page);
  return run(QStringLiteral("pdftotext"), args << path << QStringLiteral("-"));
}

QString pdfInfo(const QString& path, const QString& key) {
  const QRegularExpression re(QStringLiteral("^%1:\\s*(.*)$").arg(key), QRegularExpression::MultilineOption);
  return re.match(run(QStringLiteral("pdfinfo"), {path})).captured(1).trimmed();
}

// A row of the table: the cells in order, separated by blanks only.
bool hasRow(const QString& text, const QStringList& cells) {
  QStringList escaped;
  for (const QString& c : cells) escaped << QRegularExpression::escape(c);
  const QRegularExpression re(QStringLiteral("^\\s*") + escaped.join(QStringLiteral("\\s+")) + QStringLiteral("\\s*$"),
                              QRegularExpression::MultilineOption);
  return re.match(text).hasMatch();
}

QString exportSheet(const gin::ScoreSheet& sheet, const QStringList& names, const QString& file) {
  SM model;
  model.setSheet(sheet, names);
  const QString path = QDir(outDir()).filePath(file);
  QString error;
  if (!Printing::exportPdf(model, path, &error)) qWarning() << error;
  return path;
}

// Pixels much darker than paper: ink.
int inkPixels(const QImage& image, const QRect& area) {
  int n = 0;
  for (int y = area.top(); y <= area.bottom(); ++y)
    for (int x = area.left(); x <= area.right(); ++x) n += qGray(image.pixel(x, y)) < 128;
  return n;
}

// Runs `f` on the next modal dialog once it is shown (the slots under test block in exec()).
void onNextDialog(std::function<void(QWidget*)> f, int tries = 500) {
  QTimer::singleShot(10, [f, tries] {
    QWidget* w = QApplication::activeModalWidget();
    if (w && w->isVisible()) f(w);
    else if (tries > 0) onNextDialog(f, tries - 1);
  });
}

// Stands in for the Finnish catalogue (owned by the i18n pass) to prove that the sheet re-translates.
class FakeFinnish : public QTranslator {
 public:
  bool isEmpty() const override { return false; }
  QString translate(const char*, const char* source, const char*, int) const override {
    static const QHash<QString, QString> fi = {
        {"Gin rummy score sheet", "Ginirommin pistelomake"}, {"Hand", "Jako"}, {"Dealer", "Jakaja"},
        {"Result", "Tulos"},  {"knock", "koputus"}, {"Total", "Yhteensä"}, {"Game %1", "Peli %1"},
        {"&Print…", "T&ulosta…"},
    };
    return fi.value(QString::fromUtf8(source));
  }
};

}  // namespace

class TestSheetPrinting : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    QVERIFY2(!QStandardPaths::findExecutable("pdftotext").isEmpty(), "pdftotext missing: run scripts/deps.sh");
    QVERIFY2(!QStandardPaths::findExecutable("pdftoppm").isEmpty(), "pdftoppm missing: run scripts/deps.sh");
  }

  void straightPdf() {
    const QString path = exportSheet(fixtures::straightGame(), names2(), "straight.pdf");
    QCOMPARE(pdfInfo(path, "Pages"), QString("1"));
    QVERIFY(pdfInfo(path, "Page size").startsWith("595 x 842"));  // A4 portrait
    QCOMPARE(pdfInfo(path, "Title"), QString("Gin rummy score sheet"));
    const QString text = pdfText(path);
    QVERIFY2(text.contains("Gin rummy score sheet"), qPrintable(text));
    QVERIFY(text.contains("Date: " + QLocale().toString(QDate::currentDate(), QLocale::LongFormat)));
    QVERIFY(text.contains("Players: Ann and Bob"));
    QVERIFY(text.contains("Standard gin"));
    QVERIFY(text.contains("knock limit 10"));
    QVERIFY(text.contains("Deadwood") && text.contains("Running total"));
    QVERIFY2(hasRow(text, {"1", "Ann", "knock (Ann)", "5", "20", "15", "15", "0"}), qPrintable(text));
    QVERIFY(hasRow(text, {"2", "Bob", "drawn hand", "15", "0"}));
    QVERIFY(hasRow(text, {"3", "Bob", "gin (Bob)", "12", "0", "37", "15", "37"}));
    QVERIFY(hasRow(text, {"4", "Ann", "undercut (Ann)", "6", "8", "27", "42", "37"}));
    QVERIFY(hasRow(text, {"5", "Bob", "big gin (Ann)", "0", "30", "61", "103", "37"}));
    QVERIFY(hasRow(text, {"Hand points", "103", "37"}));
    QVERIFY(hasRow(text, {"Hands won", "3", "1"}));
    QVERIFY(hasRow(text, {"Box bonus", "75", "25"}));
    QVERIFY(hasRow(text, {"Shutout", "no"}));
    QVERIFY(hasRow(text, {"Game bonus", "100", "0"}));
    QVERIFY(hasRow(text, {"Total", "278", "62"}));
    QVERIFY(hasRow(text, {"Settlement", "216 to Ann"}));
    QVERIFY(text.contains("Page 1 of 1"));
  }

  void hollywoodPdf() {
    const QString path = exportSheet(fixtures::hollywoodMatch(), names2(), "hollywood.pdf");
    const QString text = pdfText(path);
    QVERIFY2(text.contains("Hollywood gin"), qPrintable(text));
    QVERIFY(text.contains("Game 1") && text.contains("Game 2") && text.contains("Game 3"));
    QVERIFY2(hasRow(text, {"4", "Bob", "knock (Ann)", "30", "30", "30"}), qPrintable(text));
    QVERIFY(hasRow(text, {"6", "Bob", "undercut (Bob)", "30"}));
    QVERIFY(hasRow(text, {"Hand points", "105", "10", "135", "30", "100", "0"}));
    QVERIFY(hasRow(text, {"Game status", "closed after hand 5", "closed after hand 7", "closed after hand 8"}));
    QVERIFY(hasRow(text, {"Total", "305", "35", "335", "55", "400", "0"}));
    QVERIFY(text.contains("400 × 2 = 800 to Ann (shutout)"));
    QVERIFY(hasRow(text, {"Match result", "Match winner: Ann, by 1,350"}));
  }

  void pokerPdfIsLandscape() {
    const QString path = exportSheet(fixtures::pokerGame(), fixtures::names3(), "poker.pdf");
    QVERIFY(pdfInfo(path, "Page size").startsWith("842 x 595"));
    const QString text = pdfText(path);
    QVERIFY2(text.contains("Poker gin rummy, 3 players"), qPrintable(text));
    QVERIFY(text.contains("Players: Ann, Bob and Cara"));
    QVERIFY2(hasRow(text, {"2", "Bob", "undercut (Ann)", "Bob 1 and Cara 3", "5", "6", "8", "14", "10", "14", "36", "0"}),
             qPrintable(text));
    QVERIFY(hasRow(text, {"Total", "114", "36", "0"}));
    QVERIFY(hasRow(text, {"Result", "Winner: Ann, 114 points"}));
  }

  void fivePlayerPokerFitsLandscape() {
    gin::Rules rules;
    rules.poker = true;
    rules.players = 5;
    gin::ScoreSheet sheet(rules);
    // Hand h: seat h % 5 wins with 2 deadwood, every other seat has 10 + seat: it takes 8 + seat from each.
    for (int h = 0; h < 12; ++h) {
      gin::HandResult r;
      r.outcome = gin::Outcome::Knock;
      r.winner = r.knocker = h % 5;
      r.points.assign(5, 0);
      r.pointsFrom.assign(5, 0);
      for (int s = 0; s < 5; ++s) {
        r.deadwood.push_back(s == r.winner ? 2 : 10 + s);
        if (s != r.winner) r.pointsFrom[s] = 8 + s, r.points[r.winner] += 8 + s;
      }
      sheet.add((h + 4) % 5, r);
    }
    const QStringList names = {"Annikki", "Bertta", "Celestiina", "Dagmar", "Eerikki"};
    const QString path = exportSheet(sheet, names, "poker5.pdf");
    QCOMPARE(pdfInfo(path, "Pages"), QString("1"));
    QVERIFY(pdfInfo(path, "Page size").startsWith("842 x 595"));
    const QString text = pdfText(path);
    // Hand 1: Annikki takes 9 + 10 + 11 + 12 = 42.
    QVERIFY2(text.contains("Bertta 9, Celestiina 10, Dagmar 11 and Eerikki 12"), qPrintable(text));
    QVERIFY(hasRow(text.split('\n').filter(QRegularExpression("^\\s*1 ")).join('\n'),
                   {"1", "Eerikki", "knock (Annikki)", "Bertta 9, Celestiina 10, Dagmar 11 and Eerikki 12", "2", "11", "12", "13",
                    "14", "42", "42", "0", "0", "0", "0"}));
    run(QStringLiteral("pdftoppm"), {"-png", "-r", "70", "-singlefile", path, QDir(outDir()).filePath("poker5")});
  }

  void longGameBreaksPagesAndRepeatsTheHeader() {
    // 70 hands of 2 points, alternating: nobody reaches 100.
    gin::ScoreSheet sheet{gin::Rules{}};
    for (int h = 0; h < 70; ++h) sheet.add(h % 2, fixtures::hand2(gin::Outcome::Knock, h % 2, 3, 5, 2));
    const QString path = exportSheet(sheet, names2(), "long.pdf");
    const int pages = pdfInfo(path, "Pages").toInt();
    QVERIFY2(pages >= 2, qPrintable(pdfInfo(path, "Pages")));
    QList<int> seen(71, 0);
    int footerPage = 0;
    for (int p = 1; p <= pages; ++p) {
      const QString text = pdfText(path, p);
      QVERIFY(text.contains("Gin rummy score sheet"));
      QVERIFY(text.contains("Players: Ann and Bob"));
      QVERIFY(text.contains("Running total"));
      QVERIFY(text.contains(QString("Page %1 of %2").arg(p).arg(pages)));
      for (int h = 1; h <= 70; ++h) {
        const int a = (h + 1) / 2 * 2, b = h / 2 * 2;  // running totals
        const bool annWins = h % 2 == 1;
        if (hasRow(text, {QString::number(h), annWins ? "Ann" : "Bob", annWins ? "knock (Ann)" : "knock (Bob)", "3", "5", "2", QString::number(a), QString::number(b)}))
          ++seen[h];
      }
      if (text.contains("Hand points")) {
        QVERIFY(text.contains("Settlement"));  // the footer block is not split
        footerPage = p;
      }
    }
    for (int h = 1; h <= 70; ++h) QVERIFY2(seen[h] == 1, qPrintable(QString("hand %1 seen %2 times").arg(h).arg(seen[h])));
    QCOMPARE(footerPage, pages);
    // The painter agrees with the PDF about the page count.
    SM model;
    model.setSheet(sheet, names2());
    QPdfWriter writer(QDir(outDir()).filePath("probe.pdf"));
    writer.setPageLayout(Printing::pageLayoutFor(model));
    writer.setResolution(300);
    QCOMPARE(ScoreSheetPainter(model).pageCount(&writer, QRectF(0, 0, writer.width(), writer.height())), pages);
  }

  void printsThroughQPrinter() {
    SM model;
    model.setSheet(fixtures::straightGame(), names2());
    const QString path = QDir(outDir()).filePath("printer.pdf");
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setPageLayout(Printing::pageLayoutFor(model));
    Printing::paintDocument(model, &printer);
    const QString text = pdfText(path);
    QVERIFY2(hasRow(text, {"Total", "278", "62"}), qPrintable(text));
    QVERIFY(text.contains("216 to Ann"));
  }

  void blankSheets_data() {
    QTest::addColumn<bool>("hollywood");
    QTest::newRow("standard") << false;
    QTest::newRow("hollywood") << true;
  }

  void blankSheets() {
    QFETCH(bool, hollywood);
    ScoreSheetWidget w;
    const QString path = QDir(outDir()).filePath(hollywood ? "blank-hollywood.pdf" : "blank-standard.pdf");
    QString error;
    QVERIFY2(w.exportBlankPdf(hollywood, {"Aino", "Veikko"}, path, &error), qPrintable(error));
    QCOMPARE(pdfInfo(path, "Pages"), QString("1"));
    const QString text = pdfText(path);
    QVERIFY2(text.contains("Players: Aino and Veikko"), qPrintable(text));
    QVERIFY(text.contains(hollywood ? "Hollywood gin" : "Standard gin"));
    QVERIFY(text.contains("Date: ____"));
    QCOMPARE(text.contains("Game 3"), hollywood);
    QCOMPARE(text.contains("Deadwood"), !hollywood);
    QVERIFY(hasRow(text, {"Box bonus"}));
    QVERIFY(hasRow(text, {"Settlement"}));
    const int rows = Printing::blankHandRows(w.blankRules(hollywood));
    for (int h = 1; h <= rows; ++h) QVERIFY2(hasRow(text, {QString::number(h)}), qPrintable(QString::number(h)));
    QVERIFY(!text.contains(QRegularExpression(QStringLiteral("\\d to \\w"))));  // no settlement on a blank sheet
    // One page on US Letter too, which is shorter than A4.
    SM model;
    model.setBlank(w.blankRules(hollywood), {"Aino", "Veikko"}, rows);
    QPdfWriter letter(QDir(outDir()).filePath("probe-letter.pdf"));
    letter.setPageLayout(QPageLayout(QPageSize(QPageSize::Letter), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout::Millimeter));
    letter.setResolution(300);
    QCOMPARE(ScoreSheetPainter(model).pageCount(&letter, QRectF(0, 0, letter.width(), letter.height())), 1);
  }

  void pdfRendersToPng() {
    const QString pdf = exportSheet(fixtures::hollywoodMatch(), names2(), "hollywood-png.pdf");
    const QString prefix = QDir(outDir()).filePath("hollywood-page");
    run(QStringLiteral("pdftoppm"), {"-png", "-r", "80", "-singlefile", pdf, prefix});
    const QImage page(prefix + ".png");
    QVERIFY(!page.isNull());
    QVERIFY(page.height() > page.width());
    // Ink in the table area (title, grid and numbers), white paper at the bottom margin.
    QVERIFY(inkPixels(page, QRect(0, page.height() / 10, page.width(), page.height() / 3)) > 2000);
    QCOMPARE(inkPixels(page, QRect(0, page.height() - 20, page.width(), 20)), 0);
  }

  void imagesForEveryVariant() {
    const QList<std::tuple<QString, gin::ScoreSheet, QStringList>> sheets = {
        {"straight", fixtures::straightGame(), names2()},
        {"hollywood", fixtures::hollywoodMatch(), names2()},
        {"poker", fixtures::pokerGame(), fixtures::names3()},
    };
    for (const auto& [name, sheet, names] : sheets) {
      ScoreSheetWidget w;
      w.setSheet(sheet, names);
      const QImage image = w.renderSheetImage(QSize(794, 1123));
      QVERIFY(image.save(QDir(outDir()).filePath("render-" + name + ".png")));
      QVERIFY(inkPixels(image, QRect(0, 0, 794, 400)) > 1500);
    }
  }

  void panel() {
    ScoreSheetWidget w;
    auto* print = w.findChildren<QPushButton*>().value(0);
    QVERIFY(print);
    QVERIFY(!print->isEnabled());  // nothing to print before the first hand
    w.resize(720, 520);
    w.setSheet(fixtures::hollywoodMatch(), names2());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(print->isEnabled());
    QTableView* view = w.view();
    QCOMPARE(view->model(), w.model());
    const SM& m = *w.model();
    // Footer labels and notes span their columns in the view as on paper.
    QCOMPARE(view->columnSpan(m.footerRow(SM::Total), 0), 3);
    QCOMPARE(view->columnSpan(m.footerRow(SM::Settlement), m.gameColumn(1, 0)), 2);
    QCOMPARE(view->columnSpan(m.footerRow(SM::MatchResult), 3), 6);
    QCOMPARE(view->columnSpan(0, 0), 1);
    // Every column is wide enough for its widest value.
    const QFontMetrics fm(view->font());
    QVERIFY(view->columnWidth(2) >= fm.horizontalAdvance("big gin"));
    QVERIFY(w.grab().save(QDir(outDir()).filePath("panel-en.png")));
    w.resize(400, 520);  // as a dock beside the table
    QVERIFY(w.grab().save(QDir(outDir()).filePath("panel-narrow.png")));

    // The next hand of a new match replaces the sheet.
    w.setSheet(fixtures::straightGame(3), names2());
    QCOMPARE(m.handRowCount(), 3);
    QCOMPARE(view->columnSpan(m.footerRow(SM::Total), 0), m.totalColumn(0));
  }

  // The panel's buttons open the real dialogs: preview, file name, blank sheet choice.
  void panelDialogs() {
    ScoreSheetWidget w;
    gin::ScoreSheet sheet{gin::Rules{}};
    for (int h = 0; h < 70; ++h) sheet.add(h % 2, fixtures::hand2(gin::Outcome::Knock, h % 2, 3, 5, 2));
    w.setSheet(sheet, names2());
    w.show();
    const auto buttons = w.findChildren<QPushButton*>();
    QCOMPARE(buttons.size(), 3);

    int previewPages = -1;
    onNextDialog([&](QWidget* d) {
      auto* preview = d->findChild<QPrintPreviewWidget*>();
      if (preview) previewPages = preview->pageCount();
      d->close();
    });
    QTest::mouseClick(buttons[0], Qt::LeftButton);
    QCOMPARE(previewPages, 3);  // the long game's three pages

    const QString path = QDir(outDir()).filePath("from-dialog");
    QFile::remove(path + ".pdf");
    onNextDialog([&](QWidget* d) {
      auto* dialog = qobject_cast<QFileDialog*>(d);
      auto* edit = dialog ? dialog->findChild<QLineEdit*>("fileNameEdit") : nullptr;
      if (edit) {
        edit->setText(path);
        QMetaObject::invokeMethod(dialog, "accept");  // what the Save button does
      }
      if (d->isVisible()) d->close();  // never leave the test blocked in exec()
    });
    QTest::mouseClick(buttons[1], Qt::LeftButton);
    QVERIFY(QFile::exists(path + ".pdf"));  // the extension is added
    QCOMPARE(pdfInfo(path + ".pdf", "Pages"), QString("3"));

    QString blankTitle;
    QStringList defaultNames;
    bool hollywoodChosen = false;
    previewPages = -1;
    onNextDialog([&](QWidget* d) {
      auto* dialog = qobject_cast<BlankSheetDialog*>(d);
      if (!dialog) {
        d->close();
        return;
      }
      defaultNames = dialog->names();
      QTest::mouseClick(dialog->findChildren<QRadioButton*>().at(1), Qt::LeftButton);
      hollywoodChosen = dialog->hollywood();
      onNextDialog([&](QWidget* p) {
        blankTitle = p->windowTitle();
        if (auto* preview = p->findChild<QPrintPreviewWidget*>()) previewPages = preview->pageCount();
        p->close();
      });
      dialog->accept();
    });
    QTest::mouseClick(buttons[2], Qt::LeftButton);
    QCOMPARE(defaultNames, names2());  // the current players by default
    QVERIFY(hollywoodChosen);
    QCOMPARE(previewPages, 1);
    QVERIFY(!blankTitle.isEmpty());
  }

  void languageSwitch() {
    ScoreSheetWidget w;
    w.resize(720, 420);
    w.setSheet(fixtures::straightGame(), names2());
    FakeFinnish fi;
    QLocale::setDefault(QLocale(QLocale::Finnish, QLocale::Finland));
    QCoreApplication::installTranslator(&fi);  // posts LanguageChange to every widget
    QCoreApplication::processEvents();
    QCOMPARE(w.model()->headerData(0, Qt::Horizontal).toString(), QString("Jako"));
    QCOMPARE(w.view()->model()->index(0, 2).data().toString(), QString("koputus (Ann)"));
    QCOMPARE(w.findChildren<QPushButton*>().value(0)->text(), QString("T&ulosta…"));
    QVERIFY(w.grab().save(QDir(outDir()).filePath("panel-fi.png")));
    const QString path = QDir(outDir()).filePath("straight-fi.pdf");
    QString error;
    QVERIFY2(w.exportPdf(path, &error), qPrintable(error));
    const QString text = pdfText(path).simplified();
    const QString date = QLocale().toString(QDate::currentDate(), QLocale::LongFormat).simplified();
    QVERIFY2(text.contains("Ginirommin pistelomake"), qPrintable(text));
    QVERIFY2(text.contains(date), qPrintable(date));
    QVERIFY(text.contains("Jako Jakaja Tulos"));
    QVERIFY(text.contains("1 Ann koputus (Ann) 5 20 15 15 0"));
    QCoreApplication::removeTranslator(&fi);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    QCoreApplication::processEvents();
    QCOMPARE(w.model()->headerData(0, Qt::Horizontal).toString(), QString("Hand"));
  }

  // Printing says where the sheet went, as the export does (it said nothing: a new player printed to
  // a file and did not learn where). Print in the preview, then Print in the print dialog, to a file.
  void printSaysWhereItWent() {
    ScoreSheetWidget w;
    w.setSheet(fixtures::straightGame(), names2());
    w.show();
    QSignalSpy spy(&w, &ScoreSheetWidget::printed);
    const QString path = QDir(outDir()).filePath("printed.pdf");
    QFile::remove(path);
    bool printAsked = false;
    onNextDialog([&](QWidget* d) {
      auto* preview = qobject_cast<QPrintPreviewDialog*>(d);
      if (!preview) {
        d->close();
        return;
      }
      preview->printer()->setOutputFormat(QPrinter::PdfFormat);
      preview->printer()->setOutputFileName(path);
      onNextDialog([&](QWidget* p) {  // the print dialog over the preview: Print
        printAsked = qobject_cast<QPrintDialog*>(p) != nullptr;
        if (printAsked) QMetaObject::invokeMethod(p, "accept");
        if (p->isVisible()) p->close();
      });
      QAction* print = nullptr;
      for (QAction* a : preview->findChildren<QAction*>())
        if (a->text() == QPrintPreviewDialog::tr("Print")) print = a;
      if (print) print->trigger();
      if (preview->isVisible()) preview->close();  // never left blocking exec()
    });
    w.print();
    QVERIFY(printAsked);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), path);
    QVERIFY(spy.at(0).at(1).toBool());
    QCOMPARE(pdfInfo(path, "Pages"), QString("1"));
    // Closed without printing: nothing is said.
    onNextDialog([](QWidget* d) { d->close(); });
    w.print();
    QCOMPARE(spy.size(), 1);
  }

  // The export says where the file went; its dialog opens in the documents folder, or in home when
  // there is none (not in the program's working directory).
  void exportSaysWhereAndStartsAtHome() {
    ScoreSheetWidget w;
    w.setSheet(fixtures::straightGame(), names2());
    QSignalSpy spy(&w, &ScoreSheetWidget::exported);
    const QString path = QDir(outDir()).filePath("exported.pdf");
    QVERIFY(w.exportPdfTo(path));
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), path);
    QTemporaryDir home;
    const QByteArray was = qgetenv("HOME"), config = qgetenv("XDG_CONFIG_HOME");
    qputenv("HOME", home.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/.config")).toUtf8());  // no user-dirs.dirs
    const QString folder = ScoreSheetWidget::exportFolder();
    const bool made = QDir(home.path()).mkdir(QStringLiteral("Documents"));
    const QString documents = ScoreSheetWidget::exportFolder();
    qputenv("HOME", was);
    qputenv("XDG_CONFIG_HOME", config);
    if (config.isNull()) qunsetenv("XDG_CONFIG_HOME");
    QVERIFY(made);
    QCOMPARE(folder, home.path());
    QCOMPARE(documents, QDir(home.path()).filePath(QStringLiteral("Documents")));
  }

  void unwritablePathReportsAnError() {
    ScoreSheetWidget w;
    w.setSheet(fixtures::straightGame(), names2());
    QString error;
    QVERIFY(!w.exportPdf("/nonexistent-dir/x/sheet.pdf", &error));
    QVERIFY(error.contains("/nonexistent-dir/x/sheet.pdf"));
  }
};

QTEST_MAIN(TestSheetPrinting)
#include "tst_sheetprinting.moc"
