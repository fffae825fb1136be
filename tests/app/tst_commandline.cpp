// The game's command line: parsing, and the real executable answering --help and --version.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "commandline.h"
#include "savegame.h"

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
  Run run(const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
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
    QVERIFY2(r.out.contains(dir_.filePath(QStringLiteral("data/ginrummy/ginrummy/autosave.json"))), qPrintable(r.out));
    QVERIFY2(r.out.contains(dir_.filePath(QStringLiteral("config/ginrummy/ginrummy.conf"))), qPrintable(r.out));
  }

  void executableVersion() {
    const Run r = run({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("ginrummy " GIN_VERSION));
  }

  // --seed reaches the match: the game's own save (written as soon as it deals) holds that seed.
  void executableSeedStartsThatMatch() {
    const QString save = dir_.filePath(QStringLiteral("data/ginrummy/ginrummy/autosave.json"));
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
