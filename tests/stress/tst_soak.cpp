// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// CI's share of the soak: computer players over every variant and 2-5 seats, every action checked.
// The full million-hand run is `ginrummy-cli soak --hands 1000000` (see README).
#include <QProcess>
#include <QtTest>

class TestSoak : public QObject {
  Q_OBJECT

 private slots:
  void everyVariantKeepsItsInvariants() {
    QProcess p;
    p.start(QStringLiteral(GIN_CLI), {QStringLiteral("soak"), QStringLiteral("--hands"), QStringLiteral("30000"),
                                      QStringLiteral("--seed"), QStringLiteral("7")});
    QVERIFY(p.waitForFinished(600000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitCode() == 0, qPrintable(err));
    QVERIFY2(out.contains(QLatin1String("30000 hands")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String(", 0 violations")), qPrintable(out));
    // Every table was reached: the poker seats and the option tables too.
    for (const char* v : {"standard", "oklahoma", "hollywood", "poker-2", "poker-3", "poker-4", "poker-5", "eaai",
                          "oklahoma-options", "loser-deals"}) {
      const QRegularExpression line(QStringLiteral("\\n\\s+%1\\s+([0-9]+) hands").arg(QLatin1String(v)));
      const auto m = line.match(out);
      QVERIFY2(m.hasMatch() && m.captured(1).toInt() > 0, v);
    }
  }

  void anIllegalOptionIsRefused() {
    QProcess p;
    p.start(QStringLiteral(GIN_CLI), {QStringLiteral("soak"), QStringLiteral("--bogus")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 2);
  }
};

QTEST_GUILESS_MAIN(TestSoak)
#include "tst_soak.moc"
