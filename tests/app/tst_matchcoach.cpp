// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The coach over a whole match in the background (MatchCoach): a finished match against the computer
// is analysed off the table's thread, with progress and cancel, and its error rate and luck are kept
// by the statistics and drawn over time in the statistics dialog (ReviewChart). Hot seat: nothing.
#include <QApplication>
#include <QElapsedTimer>
#include <memory>
#include <QComboBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include "coach/coachstatus.h"
#include "game/gamecontroller.h"
#include "coach/matchcoach.h"
#include "coach/reviewchart.h"
#include "store/settings.h"
#include "store/statistics.h"
#include "shell/statisticsdialog.h"
#include "text/language.h"

using namespace gin;
using ai::Level;

namespace {
ai::Decision decision(int seat, double loss) {
  ai::Decision d;
  d.seat = seat;
  d.loss = loss;
  d.label = ai::labelFor(loss);
  return d;
}
MatchVerdict verdict(double errorRate, double luck) {
  MatchVerdict v;
  v.hands = 8;
  v.decisions = 100;
  v.errorRate = errorRate;
  v.luck = luck;
  return v;
}
// A person (seat 0, the first legal action every time) against the computer, to a target of `target`.
void playMatch(GameController& c, Level level, int target, quint64 seed, bool hotSeat = false) {
  GameSetup setup;
  preset("standard", setup.rules);
  setup.rules.gameTarget = target;
  setup.seed = seed;
  setup.seats = {SeatSetup{SeatKind::Person, Level::Casual, {}}, SeatSetup{hotSeat ? SeatKind::Person : SeatKind::Computer, level, {}}};
  c.setAiDelay(0);
  QObject::connect(&c, &GameController::handOver, &c, [&c] {
    if (!c.match().over()) QTimer::singleShot(0, &c, &GameController::nextHand);
  });
  // The first legal action, but now and then another one: two people taking the same pile card back
  // and forth would never end a hand.
  auto moves = std::make_shared<int>(0);
  QObject::connect(&c, &GameController::changed, &c, [&c, moves] {
    if (c.humanToAct())
      QTimer::singleShot(0, &c, [&c, moves] {
        if (c.curtain()) c.revealSeat();
        if (!c.humanToAct()) return;
        const auto legal = c.hand().legalActions();
        c.act(legal[++*moves % 3 == 0 ? (*moves / 3) % legal.size() : 0]);
      });
  });
  c.newMatch(setup);
}
}  // namespace

class TestMatchCoach : public QObject {
  Q_OBJECT

 private slots:
  void init() { Statistics().reset(); }

  void verdictIsThePersonsSeat() {
    std::vector<ai::HandReview> reviews(2);
    reviews[0].decisions = {decision(0, 1.0), decision(1, 9.0), decision(0, 6.0)};
    reviews[0].luck = {3.5, -3.5};
    reviews[1].decisions = {decision(0, 11.0), decision(1, 0.0), decision(0, 1.5)};
    reviews[1].decisions.back().trivial = true;  // left out of the error rate
    reviews[1].luck = {-1.0, 1.0};
    const MatchVerdict v = verdictOf(reviews, 0);
    QCOMPARE(v.hands, 2);
    QCOMPARE(v.decisions, 3);
    QCOMPARE(v.errorRate, 6.0);
    QCOMPARE(v.luck, 2.5);
    QCOMPARE(v.labels[int(ai::Label::Mistake)], 1);
    QCOMPARE(v.labels[int(ai::Label::Blunder)], 1);
    QCOMPARE(verdictOf(reviews, 1).errorRate, 4.5);
  }

  void reviewsAreKeptFilteredAndCapped() {
    Statistics s;
    s.addMatchReview(Level::Casual, QStringLiteral("gin"), verdict(0.8, 12), 1000);
    s.addMatchReview(Level::Expert, QStringLiteral("gin"), verdict(0.4, -7), 2000);
    s.addMatchReview(Level::Expert, QStringLiteral("oklahoma"), verdict(0.3, 1), 3000);
    QCOMPARE(Statistics().matchReviews(std::nullopt, QString()).size(), 3);  // kept in the settings store
    const auto expert = s.matchReviews(Level::Expert, QString());
    QCOMPARE(expert.size(), 2);
    QCOMPARE(expert[0].when, 2000);
    QCOMPARE(expert[0].luck, -7.0);
    QCOMPARE(expert[1].variant, QStringLiteral("oklahoma"));
    QCOMPARE(s.matchReviews(std::nullopt, QStringLiteral("gin")).size(), 2);
    for (int i = 0; i < Statistics::kMaxReviews; ++i) s.addMatchReview(Level::Strong, QStringLiteral("gin"), verdict(0.5, i), 5000 + i);
    const auto all = s.matchReviews(std::nullopt, QString());
    QCOMPARE(all.size(), Statistics::kMaxReviews);  // the oldest go first
    QCOMPARE(all.front().when, 5000);
    s.reset();
    QVERIFY(s.matchReviews(std::nullopt, QString()).isEmpty());
  }

  // The table is not blocked: the match is over at once, the analysis reports progress and ends
  // with the verdict in the statistics, under the computer's level.
  void aFinishedMatchIsAnalysedInTheBackground() {
    Statistics stats;
    GameController c;
    stats.track(&c);
    MatchCoach coach(&c, &stats);
    coach.setSamples(8);
    QSignalSpy progress(&coach, &MatchCoach::progress), finished(&coach, &MatchCoach::finished);
    playMatch(c, Level::Beginner, 40, 77);
    QTRY_VERIFY_WITH_TIMEOUT(c.match().over(), 60000);
    QVERIFY(coach.running());
    QVERIFY(stats.matchReviews(std::nullopt, QString()).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
    QVERIFY(!coach.running());
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), progress.last().at(1).toInt());  // done == total
    const auto reviews = stats.matchReviews(Level::Beginner, QStringLiteral("gin"));
    QCOMPARE(reviews.size(), 1);
    QCOMPARE(reviews[0].hands, c.match().sheet().hands().size() + 0);
    QVERIFY(reviews[0].decisions > 0);
    QVERIFY(reviews[0].errorRate >= 0);
    QCOMPARE(stats.record(Level::Beginner, QStringLiteral("gin")).gamesPlayed, 1);
  }

  void cancelStoresNothing() {
    Statistics stats;
    GameController c;
    MatchCoach coach(nullptr, &stats);
    CoachStatus status(&coach);
    playMatch(c, Level::Casual, 30, 5);
    QTRY_VERIFY_WITH_TIMEOUT(c.match().over(), 60000);
    coach.setSamples(5000);  // long enough to be cancelled half way
    coach.analyse(ai::matchRecords(c.setup().rules, c.setup().seed, c.actionLog()), 0, Level::Casual, QStringLiteral("gin"));
    QVERIFY(coach.running());
    QVERIFY(!status.isHidden());
    const QString shots = qEnvironmentVariable("GIN_REVIEW_SHOTS");
    if (!shots.isEmpty()) {
      status.show();
      QTRY_VERIFY(status.progressBar()->value() > 0);
      QVERIFY(status.grab().save(shots + QLatin1String("/coach_status.png")));
    }
    QTest::mouseClick(status.cancelButton(), Qt::LeftButton);
    QVERIFY(!coach.running());
    QVERIFY(status.isHidden());
    QTest::qWait(200);
    QVERIFY(stats.matchReviews(std::nullopt, QString()).isEmpty());
  }

  void hotSeatIsNotAnalysed() {
    Statistics stats;
    GameController c;
    MatchCoach coach(&c, &stats);
    coach.setSamples(8);
    GameSetup setup;
    preset("standard", setup.rules);
    setup.rules.gameTarget = 1;  // the first hand won ends the match
    setup.seed = 9;
    setup.seats = {SeatSetup{SeatKind::Person, Level::Casual, {}}, SeatSetup{SeatKind::Person, Level::Casual, {}}};
    c.newMatch(setup);
    for (int i = 0; i < 4000 && !c.match().over(); ++i) {
      if (c.hand().over()) c.nextHand();
      if (c.curtain()) c.revealSeat();
      const auto legal = c.hand().legalActions();
      QVERIFY(c.act(legal[i % legal.size()]));
    }
    QVERIFY(c.match().over());
    QVERIFY(!coach.running());
    QTest::qWait(50);
    QVERIFY(stats.matchReviews(std::nullopt, QString()).isEmpty());
  }

  // With no match analysed the chart says so inside its frame with a margin: in Finnish the words
  // touched both sides of the frame (a new player's playtest). At every width, the text's pixels
  // stay 6 px or more inside the frame (without the margin: 3 px at some widths here, 0 there).
  void emptyChartKeepsItsWordsOffTheFrame() {
    Language::instance().setLanguage(QStringLiteral("fi"));
    const auto english = qScopeGuard([] { Language::instance().setLanguage(QStringLiteral("en")); });
    for (int width = 280; width <= 460; width += 2) {
      ReviewChart chart;
      chart.resize(width, 260);
      const QImage img = chart.grab().toImage().convertToFormat(QImage::Format_RGB32);
      // The error panel's frame, as ReviewChart::errorArea places it.
      const QColor text = chart.palette().color(QPalette::WindowText);
      const QFontMetricsF fm(chart.font());
      const int left = int(fm.horizontalAdvance(QStringLiteral("-00.0")) + 6);
      const int right = width - 6;
      const int top = int(fm.height() + 4), bottom = int(top + (260 - 2 * fm.height() - 12) * 0.58);
      auto isText = [&](int x, int y) {
        const QColor c = img.pixelColor(x, y);
        return std::abs(c.red() - text.red()) + std::abs(c.green() - text.green()) + std::abs(c.blue() - text.blue()) < 90;
      };
      int nearest = 999;
      for (int y = top + 2; y < bottom - 2; ++y)
        for (int x = left + 1; x < right - 1; ++x)
          if (isText(x, y)) nearest = std::min({nearest, x - left, right - x});
      QVERIFY2(nearest < 999, qPrintable(QStringLiteral("%1 px: no words drawn").arg(width)));
      QVERIFY2(nearest >= 6, qPrintable(QStringLiteral("%1 px: words %2 px from the frame").arg(width).arg(nearest)));
    }
  }

  // The dialog shows the verdicts of the chosen opponent and variant, oldest first.
  void theDialogDrawsTheVerdictsOverTime() {
    Statistics stats;
    stats.addMatchReview(Level::Casual, QStringLiteral("gin"), verdict(0.9, 12), 1000);
    stats.addMatchReview(Level::Casual, QStringLiteral("gin"), verdict(0.5, -20), 2000);
    stats.addMatchReview(Level::Expert, QStringLiteral("gin"), verdict(0.25, 3), 3000);
    StatisticsDialog dlg(&stats);
    dlg.resize(900, 480);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));
    QCOMPARE(dlg.chart()->points().size(), 3);
    QCOMPARE(dlg.valueText(QStringLiteral("reviews")), QStringLiteral("3"));
    QCOMPARE(dlg.valueText(QStringLiteral("errorRate")), QStringLiteral("0.55"));
    QCOMPARE(dlg.valueText(QStringLiteral("luck")), QStringLiteral("-1.7"));
    // Time runs left to right; a higher error rate is drawn higher.
    const ReviewChart* chart = dlg.chart();
    QVERIFY(chart->errorPoint(0).x() < chart->errorPoint(1).x());
    QVERIFY(chart->errorPoint(0).y() < chart->errorPoint(1).y());
    QVERIFY(chart->errorPoint(2).y() > chart->errorPoint(1).y());
    QVERIFY(chart->isVisible() && chart->width() >= chart->minimumSizeHint().width());
    dlg.levelBox()->setCurrentIndex(dlg.levelBox()->findData(int(Level::Casual)));
    QCOMPARE(dlg.chart()->points().size(), 2);
    QCOMPARE(dlg.valueText(QStringLiteral("errorRate")), QStringLiteral("0.70"));
    dlg.levelBox()->setCurrentIndex(dlg.levelBox()->findData(int(Level::Strong)));
    QVERIFY(dlg.chart()->points().isEmpty());
    QCOMPARE(dlg.valueText(QStringLiteral("errorRate")), QStringLiteral("–"));
    QVERIFY(dlg.resetButton()->isEnabled());  // reviews alone are something to reset
    const QString shots = qEnvironmentVariable("GIN_REVIEW_SHOTS");
    if (!shots.isEmpty()) {
      dlg.levelBox()->setCurrentIndex(0);
      QVERIFY(dlg.grab().save(shots + QLatin1String("/statistics_chart.png")));
    }
  }
};

int main(int argc, char* argv[]) {
  // Before anything reads settings: a private settings folder for this run.
  QTemporaryDir config;
  qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
  QApplication app(argc, argv);
  TestMatchCoach t;
  return QTest::qExec(&t, argc, argv);
}
#include "tst_matchcoach.moc"
