// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The coach's review window driven with real key and mouse events: stepping through a hand, the
// analysis on a worker thread with progress and cancel, the result panel's Review button, and no
// review of a hand that is still being played (hot seat).
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

#include "game/gamecontroller.h"
#include "text/language.h"
#include "table/resultpanel.h"
#include "coach/reviewtext.h"
#include "coach/reviewwindow.h"

using namespace gin;

namespace {
GameSetup setup(bool human0, bool human1, quint64 seed) {
  GameSetup s;
  s.seed = seed;
  s.seats = {SeatSetup{human0 ? SeatKind::Person : SeatKind::Computer, ai::Level::Casual, QStringLiteral("Anna")},
             SeatSetup{human1 ? SeatKind::Person : SeatKind::Computer, ai::Level::Beginner, QStringLiteral("Bert")}};
  return s;
}

void playOneHand(GameController& c) {
  c.setAiDelay(0);
  c.newMatch(setup(false, false, 41));
  QTRY_VERIFY_WITH_TIMEOUT(c.hand().over(), 20000);
}
}  // namespace

class TstReviewWindow : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { Language::instance().setLanguage(QStringLiteral("en")); }
  void stepsThroughAHandWithKeysAndMouse();
  void keysWhereverTheFocusIs();
  void cancelStopsTheAnalysis();
  void noReviewWhileTheHandIsPlayed();
  void hotSeatSeesOnlyFinishedHands();
  void reviewsTheAutosavesFinishedHands();
  void resultPanelOffersTheReview();
  void wordsAndFigures();
  void movesAboveTheBestAreAsGood();
};

// A keyboard player: the hand box has the focus first and kept Home and End for its own list; the step
// buttons were out of the Tab order.
void TstReviewWindow::keysWhereverTheFocusIs() {
  GameController c;
  playOneHand(c);
  std::unique_ptr<ReviewWindow> w(ReviewWindow::forController(c, nullptr, 8));
  QVERIFY(w);
  w->show();
  QVERIFY(QTest::qWaitForWindowExposed(w.get()));
  QTRY_VERIFY_WITH_TIMEOUT(!w->analysing(), 60000);
  const int n = w->steps();
  QVERIFY(n > 2);
  auto* box = w->findChild<QComboBox*>(QStringLiteral("reviewHand"));
  box->setFocus();
  QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(box));
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
  QCOMPARE(w->step(), n);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
  QCOMPARE(w->step(), 0);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
  QCOMPARE(w->step(), 1);
  // One hand: the page keys have no other hand to go to and leave the step alone.
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
  QCOMPARE(w->step(), 1);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp);
  QCOMPARE(w->step(), 1);
  // Tab reaches every step button, each named for a screen reader; Space presses it.
  QStringList reached;
  for (int i = 0; i < 8; ++i) {
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    if (auto* b = qobject_cast<QPushButton*>(QApplication::focusWidget())) reached << b->objectName();
  }
  for (const char* name : {"reviewFirst", "reviewBack", "reviewForward", "reviewLast"})
    QVERIFY2(reached.contains(QLatin1String(name)), qPrintable(reached.join(QLatin1Char(','))));
  auto* forward = w->findChild<QPushButton*>(QStringLiteral("reviewForward"));
  QCOMPARE(forward->accessibleName(), QStringLiteral("Forward one action (Right)"));
  forward->setFocus();
  QTRY_VERIFY(forward->hasFocus());
  QTest::keyClick(forward, Qt::Key_Space);
  QCOMPARE(w->step(), 2);
  // On a button the window's keys still step.
  QTest::keyClick(forward, Qt::Key_End);
  QCOMPARE(w->step(), n);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
  QCOMPARE(w->step(), n - 1);
  // A Close button closes it, as Esc does (there was none: a new player's playtest).
  auto* buttons = w->findChild<QDialogButtonBox*>(QStringLiteral("reviewClose"));
  QVERIFY(buttons);
  QPushButton* close = buttons->button(QDialogButtonBox::Close);
  QVERIFY(close && close->isVisible());
  QTest::mouseClick(close, Qt::LeftButton);
  QVERIFY(!w->isVisible());
}

void TstReviewWindow::stepsThroughAHandWithKeysAndMouse() {
  GameController c;
  playOneHand(c);
  std::unique_ptr<ReviewWindow> w(ReviewWindow::forController(c, nullptr, 24));
  QVERIFY(w);
  QVERIFY(w->analysing());  // the constructor returned before the analysis: the table is not blocked
  w->show();
  QVERIFY(QTest::qWaitForWindowExposed(w.get()));
  QSignalSpy finished(w.get(), &ReviewWindow::analysisFinished);
  QTRY_VERIFY_WITH_TIMEOUT(!w->analysing(), 60000);
  QCOMPARE(finished.count(), 1);
  QVERIFY(w->analysed(0));
  const int n = w->steps();
  QCOMPARE(n, int(c.hand().history().size()));
  QCOMPARE(w->step(), 0);
  QVERIFY(w->boardText().contains(QLatin1String("Anna:")));
  QVERIFY(w->boardText().contains(QLatin1String("Stock, top first:")));
  QTest::keyClick(w.get(), Qt::Key_End);
  QCOMPARE(w->step(), n);
  QTest::keyClick(w.get(), Qt::Key_Home);
  QCOMPARE(w->step(), 0);
  QTest::keyClick(w.get(), Qt::Key_Right);
  QCOMPARE(w->step(), 1);
  // The first action is the first upcard decision of the non-dealer: judged, with its candidates.
  QVERIFY2(w->decisionText().contains(QLatin1String("first upcard")), qPrintable(w->decisionText()));
  auto* table = w->findChild<QTableWidget*>(QStringLiteral("reviewCandidates"));
  QCOMPARE(table->rowCount(), 2);
  // The move played and the best move (the Expert's choice, the hint's) are marked; one row may be both.
  int played = 0, best = 0;
  for (int i = 0; i < table->rowCount(); ++i) {
    const QString text = table->item(i, 0)->text();
    played += text.endsWith(QLatin1String("(played)")) || text.endsWith(QLatin1String("(played, best)"));
    best += text.endsWith(QLatin1String("(best)")) || text.endsWith(QLatin1String("(played, best)"));
  }
  QCOMPARE(played, 1);
  QCOMPARE(best, 1);
  QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("reviewForward")), Qt::LeftButton);
  QCOMPARE(w->step(), 2);
  QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("reviewBack")), Qt::LeftButton);
  QCOMPARE(w->step(), 1);
  QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("reviewLast")), Qt::LeftButton);
  QCOMPARE(w->step(), n);
  QVERIFY(!w->findChild<QPushButton*>(QStringLiteral("reviewForward"))->isEnabled());
  QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("reviewFirst")), Qt::LeftButton);
  QCOMPARE(w->step(), 0);
  QVERIFY(w->summaryText().contains(QLatin1String("Anna: error rate")));
  // It says which decisions it counts: those where the choice mattered, of all it judged.
  const QRegularExpressionMatch counted = QRegularExpression(
      QStringLiteral("Anna: error rate [0-9.]+ over (\\d+) decisions? where the choice mattered \\((\\d+) judged in all"))
                                              .match(w->summaryText());
  QVERIFY2(counted.hasMatch(), qPrintable(w->summaryText()));
  QVERIFY(counted.captured(1).toInt() <= counted.captured(2).toInt());
  QVERIFY(counted.captured(2).toInt() > 0);
  QVERIFY(w->summaryText().contains(QLatin1String("played like")));
  // For looking at the window by hand (both languages): GIN_REVIEW_SHOTS=dir writes two pictures.
  const QString shots = qEnvironmentVariable("GIN_REVIEW_SHOTS");
  if (!shots.isEmpty()) {
    QTest::keyClick(w.get(), Qt::Key_Home);
    QTest::keyClick(w.get(), Qt::Key_Right);
    QVERIFY(w->grab().save(shots + QLatin1String("/review_en.png")));
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(shots + QLatin1String("/review_fi.png")));
    Language::instance().setLanguage(QStringLiteral("en"));
  }
}

void TstReviewWindow::cancelStopsTheAnalysis() {
  GameController c;
  playOneHand(c);
  std::unique_ptr<ReviewWindow> w(ReviewWindow::forController(c, nullptr, 2000));
  w->show();
  QVERIFY(QTest::qWaitForWindowExposed(w.get()));
  auto* cancel = w->findChild<QPushButton*>(QStringLiteral("reviewCancel"));
  QVERIFY(cancel->isVisible());
  QTest::mouseClick(cancel, Qt::LeftButton);
  QVERIFY(!w->analysing());
  QVERIFY(!cancel->isVisible());
  QVERIFY(!w->findChild<QProgressBar*>(QStringLiteral("reviewProgress"))->isVisible());
  QCoreApplication::processEvents();
  if (!w->analysed(0)) QCOMPARE(w->decisionText(), QStringLiteral("Analysis cancelled."));
}

// Two people at the table: while the first hand is played there is nothing to review.
void TstReviewWindow::noReviewWhileTheHandIsPlayed() {
  GameController c;
  c.newMatch(setup(true, true, 5));
  QVERIFY(!c.hand().over());
  QVERIFY(ReviewWindow::forController(c, nullptr) == nullptr);
}

// Hot seat, any action that keeps the hand going: plays until `hands` deals are over and the next
// one has begun (its first action played), as a person would while the other waits.
void playHotSeat(GameController& c, int hands) {
  c.newMatch(setup(true, true, 5));
  int over = 0;
  for (int i = 0; i < 20000 && over < hands; ++i) {
    if (c.curtain()) c.revealSeat();
    const auto legal = c.hand().legalActions();
    QVERIFY(c.act(legal[i % legal.size()]));
    if (c.hand().over() && ++over < hands + 1) c.nextHand();
  }
  QCOMPARE(over, hands);
  if (c.curtain()) c.revealSeat();
  QVERIFY(c.act(c.hand().legalActions().front()));  // the next hand has begun
  QVERIFY(!c.hand().over());
}

// Two people: during the third hand the review holds the two finished hands only, never the one
// being played (its stock order and the other player's hand stay hidden).
void TstReviewWindow::hotSeatSeesOnlyFinishedHands() {
  GameController c;
  playHotSeat(c, 2);
  QCOMPARE(c.actionLog().size(), std::size_t{3});
  std::unique_ptr<ReviewWindow> w(ReviewWindow::forController(c, nullptr, 8));
  QVERIFY(w);
  QCOMPARE(w->hands(), 2);
  w->setHand(5);
  QCOMPARE(w->handIndex(), 1);
  w->setStep(w->steps());
  QVERIFY(w->boardText().contains(QLatin1String("Stock, top first")));
  QCOMPARE(w->steps(), int(c.actionLog()[1].size()));
  w->cancel();
}

// A match resumed from the autosave (replayed from its setup and action log) offers every finished
// hand of the match, the same hands as before the restart.
void TstReviewWindow::reviewsTheAutosavesFinishedHands() {
  GameController before;
  playHotSeat(before, 2);
  GameController resumed;
  QVERIFY(resumed.replay(before.setup(), before.actionLog()));
  std::unique_ptr<ReviewWindow> a(ReviewWindow::forController(before, nullptr, 8)), b(ReviewWindow::forController(resumed, nullptr, 8));
  QVERIFY(a && b);
  QCOMPARE(b->hands(), 2);
  for (int h = 0; h < 2; ++h) {
    a->setHand(h), b->setHand(h);
    QCOMPARE(b->steps(), a->steps());
    a->setStep(a->steps()), b->setStep(b->steps());
    QCOMPARE(b->boardText(), a->boardText());
  }
  a->cancel(), b->cancel();
}

void TstReviewWindow::resultPanelOffersTheReview() {
  GameController c;
  ResultPanel panel(&c);
  playOneHand(c);
  panel.show();
  QVERIFY(QTest::qWaitForWindowExposed(&panel));
  QSignalSpy asked(&panel, &ResultPanel::reviewRequested);
  QPushButton* b = panel.reviewButton();
  QVERIFY(b->isVisible());
  QCOMPARE(b->text(), QStringLiteral("Review"));
  QTest::mouseClick(b, Qt::LeftButton);
  QCOMPARE(asked.count(), 1);
}

// Found in a play test: "1 inaccuracies", "-0.0", a point for a decimal comma in Finnish, a knock
// called a discard, "a good move, loss 1.5" with no unit.
void TstReviewWindow::wordsAndFigures() {
  QCOMPARE(ReviewText::number(45.94), QStringLiteral("45.9"));
  QCOMPARE(ReviewText::number(-0.04), QStringLiteral("0.0"));
  QCOMPARE(ReviewText::number(-0.004, 2), QStringLiteral("0.00"));
  QCOMPARE(ReviewText::number(-0.06), QStringLiteral("-0.1"));
  Language::instance().setLanguage(QStringLiteral("fi"));
  QCOMPARE(ReviewText::number(45.94), QStringLiteral("45,9"));
  QCOMPARE(ReviewText::number(-0.04), QStringLiteral("0,0"));
  Language::instance().setLanguage(QStringLiteral("en"));

  GameController c;
  playOneHand(c);
  std::unique_ptr<ReviewWindow> w(ReviewWindow::forController(c, nullptr, 24));
  QTRY_VERIFY_WITH_TIMEOUT(!w->analysing(), 60000);
  auto* table = w->findChild<QTableWidget*>(QStringLiteral("reviewCandidates"));
  int knockSteps = 0, judged = 0;
  for (int step = 1; step <= w->steps(); ++step) {
    w->setStep(step);
    const QString text = w->decisionText();
    QVERIFY2(!text.contains(QLatin1String("-0.0")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("loss ")), qPrintable(text));
    bool knockCandidate = false;
    for (int i = 0; i < table->rowCount(); ++i) knockCandidate |= table->item(i, 0)->text().startsWith(QLatin1String("Knock"));
    if (table->rowCount() > 0) {
      ++judged;
      QVERIFY2(text.contains(QLatin1String("the best move")) || text.contains(QLatin1String("points of game-win chance")),
               qPrintable(text));
    }
    if (knockCandidate) {
      ++knockSteps;
      QVERIFY2(text.contains(QLatin1String("(knock or play on)")), qPrintable(text));
    }
  }
  QVERIFY(judged > 0);
  QVERIFY(knockSteps > 0);  // the hand ends with a knock: that decision had one
  const QRegularExpression counts(QStringLiteral("inaccuracies \\d+, mistakes \\d+, blunders \\d+"));
  QVERIFY2(w->summaryText().contains(counts), qPrintable(w->summaryText()));
  // The legend says what each column's number is, by the column's own name, and what the summary's
  // error rate and luck count (a new player read the hand's points as a wrong score: a play-test).
  const auto* legend = w->findChild<QLabel*>(QStringLiteral("reviewLegend"));
  w->resize(w->sizeHint());  // the window's own size (a short one leaves the legend out: tst_smallscreen)
  w->show();
  QVERIFY(QTest::qWaitForWindowExposed(w.get()));
  QTRY_VERIFY(legend && legend->isVisible());
  QCOMPARE(table->toolTip(), QString());  // shown, so not in the tooltip as well (it was at first: a review)
  const auto legendNamesTheColumns = [&] {
    for (int col = 1; col < 3; ++col)
      QVERIFY2(legend->text().contains(table->horizontalHeaderItem(col)->text() + QLatin1Char(':')), qPrintable(legend->text()));
  };
  legendNamesTheColumns();
  QVERIFY2(legend->text().contains(QLatin1String("Error rate and luck")), qPrintable(legend->text()));
  // In Finnish the figures take a decimal comma: the win chances of the candidates.
  Language::instance().setLanguage(QStringLiteral("fi"));
  w->setStep(1);
  QVERIFY2(table->rowCount() > 0 && table->item(0, 1)->text().contains(QLatin1Char(',')), qPrintable(table->item(0, 1)->text()));
  legendNamesTheColumns();
  Language::instance().setLanguage(QStringLiteral("en"));
}

// A play-test read "Pass the upcard (played, best)" at 47.6% under "Take the upcard" at 48.6% as the
// opposite of what it meant: a move listed above the best (a higher chance within the coach's margin)
// says it is as good as the best.
void TstReviewWindow::movesAboveTheBestAreAsGood() {
  gin::ai::Decision d;
  d.kind = gin::ai::DecisionKind::FirstUpcard;
  d.candidates = {{Action::take(), 0.486, -2.8, 0}, {Action::pass(), 0.476, -5.2, 0}, {Action::drawStock(), 0.40, -9, 0}};
  d.best = 1;
  d.played = 1;
  QCOMPARE(ReviewText::candidate(d, 0), QStringLiteral("Take the upcard (as good as the best)"));
  QCOMPARE(ReviewText::candidate(d, 1), QStringLiteral("Pass the upcard (played, best)"));
  QVERIFY(!ReviewText::candidate(d, 2).contains(QLatin1Char('(')));
  d.played = 0;
  QCOMPARE(ReviewText::candidate(d, 0), QStringLiteral("Take the upcard (played, as good as the best)"));
  QCOMPARE(ReviewText::candidate(d, 1), QStringLiteral("Pass the upcard (best)"));
  d.best = 0;
  QCOMPARE(ReviewText::candidate(d, 1), QStringLiteral("Pass the upcard"));  // below the best: no mark

  // In a reviewed hand every row listed above the best says so, and no row below it does.
  GameController c;
  playOneHand(c);
  std::unique_ptr<ReviewWindow> w(ReviewWindow::forController(c, nullptr, 24));
  QTRY_VERIFY_WITH_TIMEOUT(!w->analysing(), 60000);
  auto* table = w->findChild<QTableWidget*>(QStringLiteral("reviewCandidates"));
  int rows = 0;
  for (int step = 1; step <= w->steps(); ++step) {
    w->setStep(step);
    int bestRow = -1;
    for (int i = 0; i < table->rowCount(); ++i)
      if (table->item(i, 0)->text().endsWith(QLatin1String("best)")) && !table->item(i, 0)->text().contains(QLatin1String("as good")))
        bestRow = i;
    if (table->rowCount() == 0) continue;
    QVERIFY(bestRow >= 0);
    const double best = table->item(bestRow, 1)->text().chopped(1).toDouble();
    for (int i = 0; i < table->rowCount(); ++i, ++rows) {
      const QString text = table->item(i, 0)->text();
      const double win = table->item(i, 1)->text().chopped(1).toDouble();
      if (i != bestRow && win > best) QVERIFY2(text.endsWith(QLatin1String("as good as the best)")), qPrintable(text));
      if (win < best) QVERIFY2(!text.contains(QLatin1String("as good")), qPrintable(text));
    }
  }
  QVERIFY(rows > 0);
}

QTEST_MAIN(TstReviewWindow)
#include "tst_reviewwindow.moc"
