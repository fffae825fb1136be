// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help › Rules, Strategy and Keys open in one window beside the table that is not modal and
// follows the language; the Keys page lists every keyboard shortcut of the menus, in both
// languages; Help › About names the version, the licence, the project's own deck and Qt.
#include <QtTest>

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBrowser>

#include "shell/aboutdialog.h"
#include "shell/commands.h"
#include "shell/helpwindow.h"
#include "text/language.h"
#include "shell/mainwindow.h"

namespace {

// The <kbd> entries of a help page.
QSet<QString> keysOf(const QString& page) {
  QFile f(QStringLiteral(":/help/%1.html").arg(page));
  if (!f.open(QIODevice::ReadOnly)) return {};
  QSet<QString> out;
  const QRegularExpression kbd(QStringLiteral("<kbd>([^<]+)</kbd>"));
  for (auto it = kbd.globalMatch(QString::fromUtf8(f.readAll())); it.hasNext();) out.insert(it.next().captured(1));
  return out;
}

void collectShortcuts(const QMenu* menu, QStringList& out) {
  for (QAction* a : menu->actions()) {
    if (a->menu()) collectShortcuts(a->menu(), out);
    for (const QKeySequence& k : a->shortcuts()) out << k.toString(QKeySequence::PortableText);
  }
}

}  // namespace

class TestHelpAbout : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> w_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
  }
  void cleanupTestCase() { w_.reset(); }

  // The window stays open beside the table: not modal, the main window still takes input, and
  // asking again reuses the same window with the other page.
  void helpWindowIsNotModal() {
    w_->showHelp(QStringLiteral("rules"));
    auto* help = w_->findChild<HelpWindow*>();
    QVERIFY(help);
    QVERIFY(help->isVisible());
    QVERIFY(help->isWindow());
    QCOMPARE(help->windowModality(), Qt::NonModal);
    QCOMPARE(QApplication::activeModalWidget(), nullptr);
    QVERIFY(w_->isEnabled());
    QCOMPARE(help->windowTitle(), QStringLiteral("Rules"));
    // The table is still playable while the help is open: a game command goes through.
    w_->startGame(GameSetup{});
    QVERIFY(help->isVisible());

    w_->showHelp(QStringLiteral("strategy"));
    QCOMPARE(w_->findChildren<HelpWindow*>().size(), 1);
    QCOMPARE(help->windowTitle(), QStringLiteral("Strategy"));
    QVERIFY(help->browser()->source().toString().endsWith(QStringLiteral("strategy_en.html")));
    // The page has the keys, not Close: Page Down scrolls it (a keyboard play-test pressed Tab first).
    QVERIFY(QTest::qWaitForWindowActive(help));
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(help->browser()));
    QScrollBar* bar = help->browser()->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    const int top = bar->value();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
    QVERIFY(bar->value() > top);
    help->close();
  }

  // Help › Keys is in the menu and opens the Keys page.
  void keysFromTheMenu() {
    QAction* keys = nullptr;
    for (QAction* top : w_->menuBar()->actions())
      if (top->menu() && top->text() == QStringLiteral("&Help"))
        for (QAction* a : top->menu()->actions())
          if (a->text() == QStringLiteral("&Keys")) keys = a;
    QVERIFY(keys);
    keys->trigger();
    auto* help = w_->findChild<HelpWindow*>();
    QVERIFY(help && help->isVisible());
    QCOMPARE(help->topic(), QStringLiteral("keys"));
    QCOMPARE(help->windowTitle(), QStringLiteral("Keys"));
    QVERIFY2(help->browser()->toPlainText().startsWith(QStringLiteral("Keyboard commands")),
             qPrintable(help->browser()->toPlainText().left(60)));
    // An open page follows a language switch.
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCoreApplication::processEvents();
    QCOMPARE(help->windowTitle(), QStringLiteral("Näppäimet"));
    QVERIFY(help->browser()->source().toString().endsWith(QStringLiteral("keys_fi.html")));
    QVERIFY2(help->browser()->toPlainText().startsWith(QStringLiteral("Näppäinkomennot")),
             qPrintable(help->browser()->toPlainText().left(60)));
    Language::instance().setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    help->close();
  }

  // Every shortcut of the menus is on the Keys page, in both languages, and the two pages list
  // the same letter and modifier keys (the arrow and space keys have Finnish names).
  void keysPageListsEveryShortcut() {
    QStringList shortcuts;
    for (QAction* top : w_->menuBar()->actions())
      if (top->menu()) collectShortcuts(top->menu(), shortcuts);
    QVERIFY(shortcuts.size() >= 10);
    const QSet<QString> en = keysOf(QStringLiteral("keys_en"));
    const QSet<QString> fi = keysOf(QStringLiteral("keys_fi"));
    QVERIFY(!en.isEmpty() && !fi.isEmpty());
    for (const QString& s : shortcuts) {
      QVERIFY2(en.contains(s), qPrintable(s + " is not on keys_en.html"));
      QVERIFY2(fi.contains(s), qPrintable(s + " is not on keys_fi.html"));
    }
    const auto plain = [](const QSet<QString>& keys) {
      QSet<QString> out;
      for (const QString& k : keys)
        if (k.size() == 1 || k.contains(QLatin1Char('+')) || QRegularExpression(QStringLiteral("^F\\d+$")).match(k).hasMatch())
          out.insert(k);
      return out;
    };
    QCOMPARE(plain(fi), plain(en));
    // The table's own keys (tablescene.cpp) are there too.
    for (const char* k : {"Left", "Right", "Up", "Down", "Home", "End", "Space", "Enter", "Esc"})
      QVERIFY2(en.contains(QLatin1String(k)), k);
    for (const char* k : {"Vasen", "Oikea", "Ylös", "Alas", "Home", "End", "Välilyönti", "Enter", "Esc"})
      QVERIFY2(fi.contains(QString::fromUtf8(k)), k);
  }

  // Every move of the action bar (the command table's bar entries) has a key, and the Keys page
  // lists it in both languages.
  void everyMoveHasAKeyOnTheKeysPage() {
    const QSet<QString> en = keysOf(QStringLiteral("keys_en"));
    const QSet<QString> fi = keysOf(QStringLiteral("keys_fi"));
    int moves = 0;
    for (const CommandSpec& c : Commands::table()) {
      if (!c.bar) continue;
      ++moves;
      const QKeySequence key = c.standardKey != QKeySequence::UnknownKey ? QKeySequence(c.standardKey)
                               : c.key                                   ? QKeySequence(QLatin1String(c.key))
                                                                         : QKeySequence();
      QVERIFY2(!key.isEmpty(), qPrintable(QStringLiteral("%1 has no key").arg(QLatin1String(c.id))));
      const QString text = key.toString(QKeySequence::PortableText);
      QVERIFY2(en.contains(text), qPrintable(text + " (" + QLatin1String(c.id) + ") is not on keys_en.html"));
      QVERIFY2(fi.contains(text), qPrintable(text + " (" + QLatin1String(c.id) + ") is not on keys_fi.html"));
      // The window's action carries it.
      QAction* a = w_->findChild<QAction*>(QLatin1String(c.id));
      QVERIFY(a);
      QCOMPARE(a->shortcut(), key);
    }
    QVERIFY(moves >= 10);
  }

  void aboutNamesVersionLicenceDeckAndQt() {
    AboutDialog about(w_.get());
    const QString text = about.text();
    QCOMPARE(about.windowTitle(), QStringLiteral("About Gin Rummy"));
    QVERIFY2(text.contains(QStringLiteral("Gin Rummy " GIN_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("card deck")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())), qPrintable(text));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCoreApplication::processEvents();
    QCOMPARE(about.windowTitle(), QStringLiteral("Tietoja Ginirommista"));
    QVERIFY2(about.text().contains(QStringLiteral("Ginirommi " GIN_VERSION)), qPrintable(about.text()));
    QVERIFY2(about.text().contains(QStringLiteral("Korttipakka")), qPrintable(about.text()));
    Language::instance().setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
  }
};

QTEST_MAIN(TestHelpAbout)
#include "tst_helpabout.moc"
