// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game's command line: parsing, and the real executable answering --help and --version.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "shell/commandline.h"
#include "store/savegame.h"

class TestCommandLine : public QObject {
  Q_OBJECT

  static CommandLine parse(QStringList args) {
    args.prepend(QStringLiteral("ginrummy"));
    return CommandLine::parse(args);
  }

  // Runs the game offscreen with its data and settings in a temporary folder.
  struct Run {
    int exitCode = -1;
    QString out, err;
  };
  // display: false runs it with neither DISPLAY, WAYLAND_DISPLAY nor QT_QPA_PLATFORM, as on a
  // build machine or over ssh.
  Run run(const QStringList& args, bool display = true) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (display) {
      env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
      for (const char* v : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) env.remove(QLatin1String(v));
    }
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir_.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GIN_EXE), args);
    Run r;
    if (!p.waitForFinished(30000)) {
      p.kill();
      return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
  }
  QTemporaryDir dir_;

 private slots:
  void nothing() {
    const CommandLine c = parse({});
    QVERIFY(c.error.isEmpty());
    QVERIFY(!c.help && !c.version && !c.hasSeed);
    QVERIFY(c.language.isEmpty());
  }

  void options_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("help");
    QTest::addColumn<bool>("version");
    QTest::addColumn<QString>("language");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("error");  // part of the message, empty for none
    QTest::newRow("--help") << QStringList{"--help"} << true << false << "" << quint64(0) << "";
    QTest::newRow("-h") << QStringList{"-h"} << true << false << "" << quint64(0) << "";
    QTest::newRow("--version") << QStringList{"--version"} << false << true << "" << quint64(0) << "";
    QTest::newRow("--lang fi") << QStringList{"--lang", "fi"} << false << false << "fi" << quint64(0) << "";
    QTest::newRow("--lang=en") << QStringList{"--lang=en"} << false << false << "en" << quint64(0) << "";
    QTest::newRow("--lang de") << QStringList{"--lang", "de"} << false << false << "de" << quint64(0) << "\"de\"";
    QTest::newRow("--lang missing") << QStringList{"--lang"} << false << false << "" << quint64(0) << "lang";
    QTest::newRow("--seed 42") << QStringList{"--seed", "42"} << false << false << "" << quint64(42) << "";
    QTest::newRow("--seed max") << QStringList{"--seed=18446744073709551615"} << false << false << ""
                                << quint64(18446744073709551615ull) << "";
    QTest::newRow("--seed 0") << QStringList{"--seed", "0"} << false << false << "" << quint64(0) << "seed";
    QTest::newRow("--seed -1") << QStringList{"--seed", "-1"} << false << false << "" << quint64(0) << "seed";
    QTest::newRow("--seed x") << QStringList{"--seed", "x"} << false << false << "" << quint64(0) << "seed";
    QTest::newRow("--seed too big") << QStringList{"--seed", "18446744073709551616"} << false << false << ""
                                    << quint64(0) << "seed";
    QTest::newRow("both") << QStringList{"--lang", "fi", "--seed", "7"} << false << false << "fi" << quint64(7) << "";
    QTest::newRow("unknown") << QStringList{"--fullscreen"} << false << false << "" << quint64(0) << "fullscreen";
    QTest::newRow("positional") << QStringList{"save.json"} << false << false << "" << quint64(0) << "save.json";
  }
  void options() {
    QFETCH(QStringList, args);
    QFETCH(bool, help);
    QFETCH(bool, version);
    QFETCH(QString, language);
    QFETCH(quint64, seed);
    QFETCH(QString, error);
    const CommandLine c = parse(args);
    if (error.isEmpty()) {
      QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
      QCOMPARE(c.help, help);
      QCOMPARE(c.version, version);
      QCOMPARE(c.language, language);
      QCOMPARE(c.hasSeed, seed != 0);
      QCOMPARE(c.seed, seed);
    } else {
      QVERIFY2(c.error.contains(error), qPrintable(c.error));
      QVERIFY(!c.hasSeed);
    }
  }

  // An invitation link (the desktop file's URL handler passes one as %u): the network table to join.
  void invitationLink() {
    const QString link = QStringLiteral("ginrummy://127.0.0.1:47320/s1a/3qYv0c9Q1mUu2xVJpPq9Xw");
    CommandLine c = parse({link, QStringLiteral("--player"), QStringLiteral("Anna")});
    QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    QCOMPARE(c.invitation, link);
    QCOMPARE(c.name, QStringLiteral("Anna"));
    c = parse({QStringLiteral("GINRUMMY://127.0.0.1:47320/s1a/3qYv0c9Q1mUu2xVJpPq9Xw")});
    QCOMPARE(c.invitation, link);  // as the link's own form
    // A link cut short: the game starts and shows it in Join a network game, which says what is wrong
    // (refused with the help on a terminal, a link clicked on the desktop showed nothing).
    c = parse({QStringLiteral("ginrummy://127.0.0.1:47320/s1a/short")});
    QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    QCOMPARE(c.badInvitation, QStringLiteral("ginrummy://127.0.0.1:47320/s1a/short"));
    QVERIFY(c.invitation.isEmpty());
    c = parse({link, QStringLiteral("--player"), QStringLiteral(" ")});
    QVERIFY(!c.error.isEmpty());
    QVERIFY(!parse({QStringLiteral("somefile.txt")}).error.isEmpty());  // other arguments are still refused
  }

  void helpDocumentsOptionsAndFolders() {
    const QString text = CommandLine::helpText();
    for (const char* word : {"--help", "--version", "--lang", "--seed", "fi", "en"})
      QVERIFY2(text.contains(QLatin1String(word)), word);
    QVERIFY(text.contains(SaveGame::autosavePath()));
    QVERIFY(text.contains(QStringLiteral(".broken-")));
  }

  void executableHelp() {
    const Run r = run({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char* word : {"Usage:", "--version", "--lang <code>", "--seed <n>"})
      QVERIFY2(r.out.contains(QLatin1String(word)), qPrintable(r.out));
    // The saves' folder is documented where it really is.
    QVERIFY2(r.out.contains(dir_.filePath(QStringLiteral("data/ginrummy/autosave.json"))), qPrintable(r.out));
    QVERIFY2(r.out.contains(dir_.filePath(QStringLiteral("config/ginrummy/ginrummy.conf"))), qPrintable(r.out));
  }

  void executableVersion() {
    const Run r = run({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("ginrummy " GIN_VERSION));
  }

  // --seed reaches the match: the game's own save (written as soon as it deals) holds that seed.
  void executableSeedStartsThatMatch() {
    const QString save = dir_.filePath(QStringLiteral("data/ginrummy/autosave.json"));
    QFile::remove(save);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir_.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("GIN_AUTOPLAY"), QStringLiteral("1000000"));  // deals, then waits
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GIN_EXE), {QStringLiteral("--seed"), QStringLiteral("987654321987")});
    QTRY_VERIFY_WITH_TIMEOUT(SaveGame::load(save).ok(), 30000);
    p.kill();
    p.waitForFinished();
    QCOMPARE(SaveGame::load(save).game->setup.seed, quint64(987654321987));
  }

  // --help, --help-all and --version answer before the GUI starts: no display needed, exit 0,
  // and --help-all adds Qt's own options to the help.
  void answersWithoutDisplay_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("expected");  // in standard output
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("--help") << QStringList{"--help"} << QStringList{"Usage:", "--lang <code>", "--help-all", "autosave.json"}
                            << QStringList{"-platform"};
    QTest::newRow("-h") << QStringList{"-h"} << QStringList{"Usage:", "--seed <n>"} << QStringList{"-platform"};
    QTest::newRow("--help-all") << QStringList{"--help-all"}
                                << QStringList{"Usage:", "--lang <code>", "--platform", "--reverse", "autosave.json"}
                                << QStringList{};
    QTest::newRow("--version") << QStringList{"--version"} << QStringList{"ginrummy " GIN_VERSION} << QStringList{"Usage:"};
    QTest::newRow("Finnish help") << QStringList{"--lang", "fi", "--help"} << QStringList{"Käytä kieltä", "Tiedostot:"}
                                  << QStringList{"Use the language"};
    QTest::newRow("Finnish help-all") << QStringList{"--lang", "fi", "--help-all"}
                                      << QStringList{"Käytä kieltä", "-platform"} << QStringList{"Use the language"};
  }
  void answersWithoutDisplay() {
    QFETCH(QStringList, args);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, absent);
    const Run r = run(args, false);
    QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
    for (const QString& e : expected) QVERIFY2(r.out.contains(e), qPrintable(e + " missing in:\n" + r.out));
    for (const QString& a : absent) QVERIFY2(!r.out.contains(a), qPrintable(a + " unexpected in:\n" + r.out));
  }

  // Wrong arguments are refused with status 2 without a display too, and Qt's own options still
  // reach Qt (they are read after QApplication, which removes them).
  void refusesWithoutDisplayAndKeepsQtOptions() {
    const Run bad = run({QStringLiteral("--bogus")}, false);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QLatin1String("bogus")), qPrintable(bad.err));
    const Run qt = run({QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--version")}, false);
    QCOMPARE(qt.exitCode, 0);
    QCOMPARE(qt.out.trimmed(), QStringLiteral("ginrummy " GIN_VERSION));
  }

  void qtOptionsAreRecognised_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("qt");
    QTest::newRow("none") << QStringList{"--lang", "fi"} << false;
    QTest::newRow("-platform") << QStringList{"-platform", "xcb"} << true;
    QTest::newRow("-style=") << QStringList{"-style=fusion"} << true;
    QTest::newRow("--reverse") << QStringList{"--reverse"} << true;
    QTest::newRow("-h") << QStringList{"-h"} << false;
    QTest::newRow("--bogus") << QStringList{"--bogus"} << false;
    QTest::newRow("after --") << QStringList{"--", "-platform"} << false;
  }
  void qtOptionsAreRecognised() {
    QFETCH(QStringList, args);
    QFETCH(bool, qt);
    args.prepend(QStringLiteral("ginrummy"));
    QCOMPARE(CommandLine::mayHoldQtOptions(args), qt);
  }

  void helpAllIsParsed() {
    const CommandLine c = parse({QStringLiteral("--help-all")});
    QVERIFY(c.error.isEmpty());
    QVERIFY(c.helpAll);
    QVERIFY(!c.help);
  }

  // The first start of this version moves the saves of the nested folder earlier versions used.
  void executableMovesOldSaves() {
    const QString legacy = dir_.filePath(QStringLiteral("data/ginrummy/ginrummy"));
    const QString data = dir_.filePath(QStringLiteral("data/ginrummy"));
    QVERIFY(QDir().mkpath(legacy));
    QFile::remove(data + QStringLiteral("/autosave.json"));  // an earlier test's
    {
      QFile f(legacy + QStringLiteral("/autosave.json.broken-20261101-101010"));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("kept");
    }
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir_.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("GIN_AUTOPLAY"), QStringLiteral("1000000"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GIN_EXE), {QStringLiteral("--seed"), QStringLiteral("5")});
    QTRY_VERIFY_WITH_TIMEOUT(SaveGame::load(data + QStringLiteral("/autosave.json")).ok(), 30000);
    p.kill();
    p.waitForFinished();
    QFile moved(data + QStringLiteral("/autosave.json.broken-20261101-101010"));
    QVERIFY(moved.open(QIODevice::ReadOnly));
    QCOMPARE(moved.readAll(), QByteArray("kept"));
    QVERIFY(!QFileInfo::exists(legacy));
  }

  void executableRefusesBadArguments() {
    for (const QStringList& args : {QStringList{"--lang", "sv"}, QStringList{"--seed", "abc"}, QStringList{"--bogus"}}) {
      const Run r = run(args);
      QCOMPARE(r.exitCode, 2);
      QVERIFY2(r.err.contains(QLatin1String("Usage:")), qPrintable(r.err));
      QVERIFY(r.out.isEmpty());
    }
  }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
