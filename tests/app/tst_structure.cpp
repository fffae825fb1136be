// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The app's structure as docs/app.md describes it, read from the sources themselves:
// - the folders of app/ include each other without a circle;
// - only the referee (app/game) and the seats (app/seats) touch the engine's full hand state: every
//   other part reads a seat's view (GameController::view) and the public sheet;
// - what a seat is (SeatKind) is asked only where a seat is made (setup, the controller, the saves,
//   the lesson's match, the command line, a network table) or shown (its name).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

namespace {

QString appDir() { return qEnvironmentVariable("GIN_SOURCE_DIR") + QStringLiteral("/app"); }

// Every source of app/, by its path relative to app/ ("table/tablescene.cpp"), with comments removed.
QHash<QString, QString> sources() {
  QHash<QString, QString> out;
  const QDir app(appDir());
  QDirIterator it(app.path(), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString path = it.next();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) continue;
    QString text = QString::fromUtf8(f.readAll());
    text.remove(QRegularExpression(QStringLiteral("/\\*.*?\\*/"), QRegularExpression::DotMatchesEverythingOption));
    text.remove(QRegularExpression(QStringLiteral("//[^\n]*")));
    out.insert(app.relativeFilePath(path), text);
  }
  return out;
}

QString folderOf(const QString& rel) { return rel.contains(QLatin1Char('/')) ? rel.section(QLatin1Char('/'), 0, 0) : QString(); }

}  // namespace

class TstStructure : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY2(!qEnvironmentVariableIsEmpty("GIN_SOURCE_DIR"), "GIN_SOURCE_DIR must point at the repository");
    QVERIFY(sources().size() > 50);
  }

  // Includes of app headers name their folder, the file exists, and the folders form no circle.
  void foldersIncludeWithoutACircle() {
    const auto src = sources();
    const QRegularExpression inc(QStringLiteral("#include \"([a-z0-9_]+)/([a-z0-9_]+\\.h)\""));
    QHash<QString, QSet<QString>> uses;
    QStringList bad;
    for (auto it = src.begin(); it != src.end(); ++it) {
      const QString from = folderOf(it.key());
      auto m = inc.globalMatch(it.value());
      while (m.hasNext()) {
        const auto hit = m.next();
        const QString to = hit.captured(1);
        if (to == QLatin1String("ai")) continue;  // the engine's engine/ai/
        if (!QFile::exists(appDir() + QLatin1Char('/') + to + QLatin1Char('/') + hit.captured(2)))
          bad << QStringLiteral("%1 includes %2/%3, which is not in app/").arg(it.key(), to, hit.captured(2));
        if (!from.isEmpty() && to != from) uses[from].insert(to);
      }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join('\n')));
    // Depth-first search for a circle among the folders.
    QHash<QString, int> state;  // 1 on the path, 2 done
    QStringList path, circle;
    std::function<bool(const QString&)> visit = [&](const QString& f) {
      state[f] = 1;
      path << f;
      for (const QString& g : uses.value(f)) {
        if (state.value(g) == 1) {
          circle = path.mid(path.indexOf(g)) << g;
          return true;
        }
        if (state.value(g) == 0 && visit(g)) return true;
      }
      path.removeLast();
      state[f] = 2;
      return false;
    };
    for (const QString& f : uses.keys())
      if (state.value(f) == 0 && visit(f)) break;
    QVERIFY2(circle.isEmpty(), qPrintable(QStringLiteral("include circle: ") + circle.join(QStringLiteral(" -> "))));
    // The two libraries: gingame (text, game, seats) never reaches into the Qt Widgets part.
    for (const QString& core : {QStringLiteral("text"), QStringLiteral("game"), QStringLiteral("seats")})
      for (const QString& to : uses.value(core))
        QVERIFY2(to == QLatin1String("text") || to == QLatin1String("game") || to == QLatin1String("seats"),
                 qPrintable(QStringLiteral("%1/ includes %2/, outside gingame").arg(core, to)));
  }

  // The full state of a hand stays inside the referee and the seats.
  void onlyTheRefereeReadsTheHandState() {
    const QRegularExpression state(QStringLiteral("\\bHandState\\b|[.>]hand\\(\\)"));
    QStringList bad;
    const auto src = sources();
    for (auto it = src.begin(); it != src.end(); ++it) {
      const QString folder = folderOf(it.key());
      if (folder == QLatin1String("game") || folder == QLatin1String("seats")) continue;
      // A network guest's check of a finished deal deals it again from its revealed seed (HandState's
      // constructor) to compare its own first cards: a deal of the past, never the table's state.
      if (it.key() == QLatin1String("net/fairdeal.cpp")) continue;
      auto m = state.globalMatch(it.value());
      if (m.hasNext()) bad << QStringLiteral("%1: %2").arg(it.key(), m.next().captured(0));
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("outside app/game and app/seats:\n") + bad.join('\n')));
  }

  // What a seat is matters where a seat is made or shown, nowhere else.
  void seatKindOnlyWhereMadeOrShown() {
    const QSet<QString> allowed = {
        QStringLiteral("game/gamecontroller.h"),  QStringLiteral("game/gamecontroller.cpp"),  // makes the seats
        QStringLiteral("game/gamecontrollerguest.cpp"),                                        // ... and a guest's
        QStringLiteral("seats/seat.h"),           QStringLiteral("seats/personseat.h"),        // the seats themselves
        QStringLiteral("seats/computerseat.h"),   QStringLiteral("setup/setupchoices.cpp"),    // a new game's choices
        QStringLiteral("store/savegame.cpp"),     QStringLiteral("game/seatnames.cpp"),        // the save; names shown
        QStringLiteral("lesson/lesson.cpp"),      QStringLiteral("main.cpp"),                  // the lesson's match; --demo
        QStringLiteral("host/hostedtable.h"),     QStringLiteral("host/hostedtable.cpp"),      // a network table's seats
        QStringLiteral("host/remoteseat.h"),                                                   // a person elsewhere
        QStringLiteral("setup/hostdialog.cpp"),   QStringLiteral("hosting/networkhost.cpp"),   // a hosted table's choices; its seats shown
        QStringLiteral("guest/guesttable.cpp"),                                                // a guest's table from the welcome
    };
    const QRegularExpression kind(QStringLiteral(
        "\\bSeatKind\\b|\\bSeat::Kind\\b|\\bKind::(Person|Computer|Scripted|Remote|Spectator)\\b|->kind\\(\\)"));
    QStringList bad;
    const auto src = sources();
    for (auto it = src.begin(); it != src.end(); ++it)
      if (!allowed.contains(it.key()) && kind.match(it.value()).hasMatch()) bad << it.key();
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("the seat kind asked in:\n") + bad.join('\n')));
  }
};

QTEST_GUILESS_MAIN(TstStructure)
#include "tst_structure.moc"
