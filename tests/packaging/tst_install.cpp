// `cmake --install` into a temporary DESTDIR puts every file where the desktop expects it,
// the installed tree passes AppStream's own tree check, and nothing else is installed.
#include <QDirIterator>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "packagingtools.h"

using namespace packaging;

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
    QTest::newRow("gui") << "bin/ginrummy" << "" << true;
    QTest::newRow("cli") << "bin/ginrummy-cli" << "" << true;
    QTest::newRow("desktop") << "share/applications/" + desktopFileName()
                             << resourcePath(desktopFileName()) << false;
    QTest::newRow("metainfo") << "share/metainfo/" + metainfoFileName()
                              << resourcePath(metainfoFileName()) << false;
    QTest::newRow("icon") << "share/icons/hicolor/scalable/apps/" + iconFileName()
                          << resourcePath("icons/" + iconFileName()) << false;
    QTest::newRow("licence") << "share/doc/ginrummy/copyright" << sourceDir() + "/LICENSE" << false;
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
    const QStringList allowed = {"bin/ginrummy", "bin/ginrummy-cli",
                                 "share/applications/", "share/metainfo/", "share/icons/hicolor/",
                                 "share/doc/ginrummy/copyright"};
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
    QCOMPARE(files, 6);
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
