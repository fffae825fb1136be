// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` into a temporary DESTDIR puts every file where the desktop expects it,
// the installed tree passes AppStream's own tree check, and nothing else is installed.
#include <QDirIterator>
#include <QImage>
#include <iterator>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "packagingtools.h"

using namespace packaging;

namespace {
constexpr int kIconSizes[] = {16, 22, 24, 32, 48, 64, 128, 256};
}

class TestInstall : public QObject {
  Q_OBJECT

  QTemporaryDir destdir_;
  QString root_;  // destdir_ + the prefix

  QString installed(const QString& relative) const { return root_ + "/" + relative; }

 private slots:
  void initTestCase() {
    QVERIFY(destdir_.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("DESTDIR", destdir_.path());
    const Run r = run(GIN_CMAKE_COMMAND, {"--install", GIN_BINARY_DIR, "--prefix", "/usr"}, env);
    QVERIFY(r.started);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    root_ = destdir_.path() + "/usr";
  }

  void everyFileInPlace_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("source");  // the file it must be a copy of, if any
    QTest::addColumn<bool>("executable");
    QTest::newRow("gui") << "games/ginrummy" << "" << true;
    QTest::newRow("cli") << "games/ginrummy-cli" << "" << true;
    QTest::newRow("desktop") << "share/applications/" + desktopFileName()
                             << resourcePath(desktopFileName()) << false;
    // The metainfo as the build wrote it (the source, plus homepage and screenshots when
    // GIN_PUBLIC_URL is set).
    QTest::newRow("metainfo") << "share/metainfo/" + metainfoFileName()
                              << QStringLiteral(GIN_BINARY_DIR "/resources/") + metainfoFileName() << false;
    QTest::newRow("icon") << "share/icons/hicolor/scalable/apps/" + iconFileName()
                          << resourcePath("icons/" + iconFileName()) << false;
    for (int size : kIconSizes)
      QTest::addRow("icon %dpx", size) << QStringLiteral("share/icons/hicolor/%1x%1/apps/" GIN_APP_ID ".png").arg(size)
                                        << QString() << false;
    for (const char* page : {"man6/ginrummy.6.gz", "man6/ginrummy-cli.6.gz", "fi/man6/ginrummy.6.gz",
                             "fi/man6/ginrummy-cli.6.gz"})
      QTest::newRow(page) << QStringLiteral("share/man/") + QLatin1String(page) << QString() << false;
    QTest::newRow("copyright") << "share/doc/ginrummy/copyright" << resourcePath("doc/copyright") << false;
    QTest::newRow("changelog") << "share/doc/ginrummy/changelog.gz" << "" << false;
    QTest::newRow("serve unit") << "lib/systemd/user/ginrummy-serve.service" << "" << false;
  }
  void everyFileInPlace() {
    QFETCH(QString, path);
    QFETCH(QString, source);
    QFETCH(bool, executable);
    const QFileInfo info(installed(path));
    QVERIFY2(info.isFile(), qPrintable(path + " is not installed"));
    QCOMPARE(info.isExecutable(), executable);
    QVERIFY(info.size() > 0);
    if (!source.isEmpty()) QCOMPARE(readAll(info.filePath()), readAll(source));
  }

  // Static libraries, headers or test programs must not leak into the package.
  void nothingElseInstalled() {
    const QStringList allowed = {"games/ginrummy", "games/ginrummy-cli",
                                 "share/applications/", "share/metainfo/", "share/icons/hicolor/",
                                 "share/man/", "share/doc/ginrummy/copyright", "share/doc/ginrummy/changelog.gz",
                                 "lib/systemd/user/ginrummy-serve.service"};
    QDirIterator it(destdir_.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
      const QString file = it.next();
      QVERIFY2(file.startsWith(root_ + "/"), qPrintable(file + " is outside the prefix"));
      const QString relative = file.mid(root_.size() + 1);
      const bool ok = std::any_of(allowed.begin(), allowed.end(),
                                  [&](const QString& a) { return relative.startsWith(a); });
      QVERIFY2(ok, qPrintable(relative + " is installed but not expected"));
      ++files;
    }
    QCOMPARE(files, 5 + int(std::size(kIconSizes)) + 4 + 2 + 1);
  }

  // The club server's unit starts the installed command line tool (the prefix given to the install).
  void serveUnitStartsTheInstalledProgram() {
    const QString unit = QString::fromUtf8(readAll(installed("lib/systemd/user/ginrummy-serve.service")));
    QVERIFY2(unit.contains("\nExecStart=/usr/games/ginrummy-cli serve $GINRUMMY_SERVE_ARGS\n"), qPrintable(unit));
  }

  // Icons at the sizes named, rendered from the SVG (not blank), and the manual pages render
  // without a warning from man.
  void iconsAreTheirSize_data() {
    QTest::addColumn<int>("size");
    for (int size : kIconSizes) QTest::addRow("%dpx", size) << size;
  }
  void iconsAreTheirSize() {
    QFETCH(int, size);
    const QImage img(installed(QStringLiteral("share/icons/hicolor/%1x%1/apps/" GIN_APP_ID ".png").arg(size)));
    QCOMPARE(img.size(), QSize(size, size));
    QCOMPARE(qAlpha(img.pixel(0, 0)), 0);                 // rounded corner
    QCOMPARE(qAlpha(img.pixel(size / 2, size / 2)), 255);  // the felt
  }

  void manualPagesRender_data() {
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("name");  // in the NAME section
    QTest::newRow("ginrummy") << "man6/ginrummy.6.gz" << "gin rummy card game";
    QTest::newRow("ginrummy-cli") << "man6/ginrummy-cli.6.gz" << "hand analysis";
    QTest::newRow("fi ginrummy") << "fi/man6/ginrummy.6.gz" << "ginirommi-korttipeli";
    QTest::newRow("fi ginrummy-cli") << "fi/man6/ginrummy-cli.6.gz" << "bottiprotokolla";
  }
  void manualPagesRender() {
    QFETCH(QString, page);
    QFETCH(QString, name);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("MANWIDTH", "80");
    env.insert("LANG", "C.UTF-8");
    const QString path = installed("share/man/" + page);
    QProcess p;
    p.setProcessEnvironment(env);
    p.start("man", {"--warnings", "-l", path});
    QVERIFY2(p.waitForStarted(), "man is missing: run scripts/deps.sh");
    QVERIFY(p.waitForFinished(30000));
    const QString warnings = QString::fromUtf8(p.readAllStandardError());
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings));
    QVERIFY2(text.contains(name), qPrintable(text.left(400)));
    QVERIFY2(text.contains(QStringLiteral("ginrummy " GIN_VERSION)), "the footer names the version");
  }

  // The installed desktop file starts an installed program, and AppStream finds the
  // metainfo, the desktop file it names and the icon in the tree.
  void installedTreeIsConsistent() {
    const Run desktop = validateDesktopFile(installed("share/applications/" + desktopFileName()));
    QVERIFY2(desktop.exitCode == 0, qPrintable(desktop.output));
    const Run tree = run("appstreamcli", {"validate-tree", "--no-net", "--strict", destdir_.path()});
    QVERIFY2(tree.started, "appstreamcli is missing: run scripts/deps.sh");
    QVERIFY2(tree.exitCode == 0, qPrintable(tree.output));
  }
};

QTEST_MAIN(TestInstall)
#include "tst_install.moc"
