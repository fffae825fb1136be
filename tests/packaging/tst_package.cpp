// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Debian package as a distribution would take it: `cpack -G DEB` from the build, lintian
// --pedantic and AppStream's validator with nothing to say (where they are installed; the
// scripts install them), the file list, the control fields, and the packaged program started
// under Xvfb from an unpacked copy of the package.
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "packagingtools.h"

using namespace packaging;

namespace {
constexpr int kIconSizes[] = {16, 22, 24, 32, 48, 64, 128, 256};

bool have(const QString& program) { return !QStandardPaths::findExecutable(program).isEmpty(); }
}  // namespace

class TestPackage : public QObject {
  Q_OBJECT

  QTemporaryDir work_;
  QString deb_;
  QString root_;  // the package unpacked with dpkg -x
  QString maintainer_;

  QString cpackCommand() const { return QFileInfo(QStringLiteral(GIN_CMAKE_COMMAND)).path() + QStringLiteral("/cpack"); }

 private slots:
  void initTestCase() {
    QVERIFY(work_.isValid());
    // The package's maintainer is whoever builds it (cmake/Packaging.cmake); this throwaway
    // package names the test unless the environment names someone.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (env.value("DEBEMAIL").isEmpty()) {
      env.insert("DEBFULLNAME", "Gin Rummy package test");
      env.insert("DEBEMAIL", "package-test@build.example.org");
    }
    maintainer_ = env.value("DEBEMAIL").contains('<') ? env.value("DEBEMAIL")
                                                      : env.value("DEBFULLNAME") + " <" + env.value("DEBEMAIL") + ">";
    const Run r = run(cpackCommand(), {"-G", "DEB", "-B", work_.filePath("out"), "--config",
                                       GIN_BINARY_DIR "/CPackConfig.cmake"}, env);
    QVERIFY2(r.started, "cpack is missing");
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    const QStringList debs = QDir(work_.filePath("out")).entryList({"*.deb"}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    deb_ = work_.filePath("out/" + debs.first());
    QCOMPARE(debs.first(), QStringLiteral("ginrummy_" GIN_VERSION "_amd64.deb"));
    root_ = work_.filePath("root");
    const Run x = run("dpkg-deb", {"-x", deb_, root_});
    QVERIFY2(x.exitCode == 0, qPrintable(x.output));
  }

  // Cpack refuses to make a package without a maintainer rather than invent an address.
  void noMaintainerNoPackage() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DEBEMAIL");
    env.remove("DEBFULLNAME");
    const Run config = run(GIN_CMAKE_COMMAND, {"-N", "-L", GIN_BINARY_DIR});
    if (config.output.contains(QRegularExpression("GIN_PACKAGE_MAINTAINER:STRING=.+")))
      QSKIP("this build was configured with a maintainer");
    const Run r = run(cpackCommand(), {"-G", "DEB", "-B", work_.filePath("nomaintainer"), "--config",
                                       GIN_BINARY_DIR "/CPackConfig.cmake"}, env);
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.output.contains("needs a maintainer"), qPrintable(r.output));
  }

  void controlFields() {
    const Run r = run("dpkg-deb", {"-f", deb_});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    QVERIFY2(r.output.contains("\nMaintainer: " + maintainer_ + "\n"), qPrintable(r.output));
    QVERIFY2(r.output.contains("\nSection: games\n"), qPrintable(r.output));
    QVERIFY2(!r.output.contains("Homepage:"), "no public address: no Homepage field");
    QVERIFY2(!r.output.contains("example.invalid"), qPrintable(r.output));
    QVERIFY2(r.output.contains("qt6-qpa-plugins"), qPrintable(r.output));
  }

  void fileList_data() {
    QTest::addColumn<QString>("path");
    QTest::newRow("gui") << "usr/games/ginrummy";
    QTest::newRow("cli") << "usr/games/ginrummy-cli";
    QTest::newRow("desktop") << "usr/share/applications/" + desktopFileName();
    QTest::newRow("metainfo") << "usr/share/metainfo/" + metainfoFileName();
    QTest::newRow("scalable icon") << "usr/share/icons/hicolor/scalable/apps/" + iconFileName();
    for (int size : kIconSizes)
      QTest::addRow("icon %dpx", size) << QStringLiteral("usr/share/icons/hicolor/%1x%1/apps/" GIN_APP_ID ".png").arg(size);
    for (const char* page : {"man6/ginrummy.6.gz", "man6/ginrummy-cli.6.gz", "fi/man6/ginrummy.6.gz",
                             "fi/man6/ginrummy-cli.6.gz"})
      QTest::newRow(page) << QStringLiteral("usr/share/man/") + QLatin1String(page);
    QTest::newRow("copyright") << "usr/share/doc/ginrummy/copyright";
    QTest::newRow("changelog") << "usr/share/doc/ginrummy/changelog.gz";
  }
  void fileList() {
    QFETCH(QString, path);
    const QFileInfo info(root_ + "/" + path);
    QVERIFY2(info.isFile() && info.size() > 0, qPrintable(path + " is not in the package"));
    QCOMPARE(info.isExecutable(), path.startsWith("usr/games/"));
  }

  void copyrightPointsToCommonLicence() {
    const QByteArray text = readAll(root_ + "/usr/share/doc/ginrummy/copyright");
    QVERIFY(text.startsWith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"));
    QVERIFY(text.contains("/usr/share/common-licenses/GPL-3"));
    QVERIFY(!text.contains("TERMS AND CONDITIONS"));  // not the whole licence
  }

  // lintian --pedantic: no error and no warning (infos, pedantic notes and the "running as root"
  // notice are shown, not failed on).
  void lintianIsClean() {
    if (!have("lintian")) QSKIP("lintian is not installed (scripts/deps.sh installs it)");
    const Run r = run("lintian", {"--pedantic", "--display-info", deb_});
    QVERIFY(r.started);
    qInfo().noquote() << "lintian --pedantic:" << (r.output.trimmed().isEmpty() ? QStringLiteral("(nothing)") : r.output);
    const QRegularExpression problem(QStringLiteral("^[EW]: "), QRegularExpression::MultilineOption);
    QVERIFY2(!problem.match(r.output).hasMatch(), qPrintable(r.output));
    // The release build's hardening and stripping, which lintian only reports as infos (a
    // sanitizer build leaves fortification out on purpose).
    if (GIN_SANITIZED) return;
    for (const char* tag : {"hardening-no-bindnow", "hardening-no-fortify-functions", "hardening-no-relro",
                            "hardening-no-pie", "binary-has-unneeded-section", "unstripped-binary-or-object"})
      QVERIFY2(!r.output.contains(QLatin1String(tag)), tag);
    QCOMPARE(r.exitCode, 0);
  }

  // AppStream's own checks, pedantic included, have nothing to report on the packaged files.
  void appstreamIsClean() {
    if (!have("appstreamcli")) QSKIP("appstreamcli is not installed (scripts/deps.sh installs it)");
    const Run file = run("appstreamcli", {"validate", "--pedantic", "--no-net",
                                          root_ + "/usr/share/metainfo/" + metainfoFileName()});
    qInfo().noquote() << "appstreamcli validate --pedantic --no-net:" << file.output.trimmed();
    QCOMPARE(file.exitCode, 0);
    QCOMPARE(file.output.trimmed(), QStringLiteral("✔ Validation was successful."));
    const Run tree = run("appstreamcli", {"validate-tree", "--pedantic", "--no-net", root_});
    qInfo().noquote() << "appstreamcli validate-tree --pedantic --no-net:" << tree.output.trimmed();
    QCOMPARE(tree.exitCode, 0);
    QCOMPARE(tree.output.trimmed(), QStringLiteral("✔ Validation was successful."));
  }

  // The packaged program, from the unpacked package, on a private X server: it opens its window,
  // deals and paints the table (--measure-startup quits after the first paint), and the packaged
  // ginrummy-cli answers.
  void packagedProgramStarts() {
    if (!have("Xvfb")) QSKIP("Xvfb is not installed (scripts/deps.sh installs it)");
    QProcess xvfb;
    xvfb.start("Xvfb", {"-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"});
    QVERIFY(xvfb.waitForStarted());
    QByteArray number;
    QTRY_VERIFY_WITH_TIMEOUT((number += xvfb.readAllStandardOutput()).contains('\n'), 20000);
    const QString display = ":" + QString::fromLatin1(number.trimmed());

    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("QT_QPA_PLATFORM");  // the xcb plugin, as on a desktop
    env.remove("WAYLAND_DISPLAY");
    env.insert("DISPLAY", display);
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    env.insert("XDG_CONFIG_HOME", home.filePath("config"));
    QProcess game;
    game.setProcessEnvironment(env);
    game.start(root_ + "/usr/games/ginrummy", {"--measure-startup", "--seed", "7"});
    QVERIFY(game.waitForStarted());
    const bool finished = game.waitForFinished(30000);
    if (!finished) game.kill();
    const QString out = QString::fromUtf8(game.readAllStandardOutput());
    const QString err = QString::fromUtf8(game.readAllStandardError());
    xvfb.terminate();
    xvfb.waitForFinished(5000);
    QVERIFY2(finished, "the packaged game did not paint its table within 30 s");
    QVERIFY2(game.exitStatus() == QProcess::NormalExit && game.exitCode() == 0, qPrintable(err));
    QVERIFY2(out.contains("startup-ms"), qPrintable(out + err));

    const Run cli = run(root_ + "/usr/games/ginrummy-cli", {"--help"});
    QCOMPARE(cli.exitCode, 0);
    QVERIFY2(cli.output.contains("analyze"), qPrintable(cli.output));
  }
};

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
