// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/reviewwindow.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QAccessibleWidget>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>
#include <QWheelEvent>

#include "a11y/announcer.h"
#include "text/cardtext.h"
#include "text/dealchecks.h"
#include "game/gamecontroller.h"
#include "coach/reviewdeals.h"
#include "coach/reviewtext.h"

using namespace gin;
using namespace gin::ai;

namespace {

QString cardHtml(Card c) {
  const bool red = suitOf(c) == 1 || suitOf(c) == 2;  // diamonds, hearts
  const QString s = CardText::symbol(c).toHtmlEscaped();
  return red ? QStringLiteral("<span style=\"color:#c0392b\">%1</span>").arg(s) : s;
}
QString cardsHtml(const std::vector<Card>& cards) {
  QStringList out;
  for (Card c : cards) out << cardHtml(c);
  return out.join(QLatin1Char(' '));
}
QString plain(const QString& html) {
  QTextDocument d;
  d.setHtml(html);
  return d.toPlainText();
}
QString num(double x, int decimals = 1) { return ReviewText::number(x, decimals); }
QString percent(double x) { return QStringLiteral("%1%").arg(num(100.0 * x)); }

// A window beside the table, not a dialog, to a screen reader: Orca 43 says a notification from inside
// a dialog with the dialog's every label before it (its context when nothing had the focus before),
// so each step of the review came after the whole window read out, its cards as symbols.
QAccessibleInterface* windowFactory(const QString&, QObject* o) {
  if (o && o->metaObject() == &ReviewWindow::staticMetaObject)
    return new QAccessibleWidget(static_cast<QWidget*>(o), QAccessible::Window);
  return nullptr;
}
QWidget* tellAsWindow(QWidget* parent) {
  static const bool installed = [] {
    QAccessible::installFactory(windowFactory);
    return true;
  }();
  Q_UNUSED(installed);
  return parent;
}

}  // namespace

ReviewWindow::ReviewWindow(std::vector<HandRecord> hands, QStringList names, QWidget* parent, int samples)
    : QDialog(tellAsWindow(parent)), hands_(std::move(hands)), names_(std::move(names)), samples_(samples) {
  setObjectName(QStringLiteral("reviewWindow"));
  // An interface made while QDialog's constructor ran (a screen reader's bridge asks for one) is a
  // dialog's: made again now, the factory above answers.
  if (QAccessible::isActive())
    if (QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(this); iface && iface->role() == QAccessible::Dialog)
      QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
  for (const HandRecord& r : hands_) tables_.push_back(openTables(r));
  reviews_.resize(hands_.size());
  while (names_.size() < 2) names_ << QString();
  build();
  retranslate();
  setHand(hands_.empty() ? 0 : static_cast<int>(hands_.size()) - 1);
  startAnalysis();
}

ReviewWindow::~ReviewWindow() {
  cancel_ = true;
  joinWorker();
}

ReviewWindow* ReviewWindow::forController(const GameController& c, QWidget* parent, int samples) {
  ReviewDeals deals = reviewDeals(c);
  if (deals.hands.empty()) return nullptr;
  QStringList names;
  for (int s = 0; s < c.players(); ++s) names << c.seatName(s);
  auto* w = new ReviewWindow(std::move(deals.hands), names, parent, samples);
  w->setDealChecks(deals.checks);
  return w;
}

void ReviewWindow::build() {
  auto* lay = new QVBoxLayout(this);
  auto* top = new QHBoxLayout;
  handBox_ = new QComboBox(this);
  handBox_->setObjectName(QStringLiteral("reviewHand"));
  top->addWidget(handBox_);
  top->addStretch();
  progress_ = new QProgressBar(this);
  progress_->setObjectName(QStringLiteral("reviewProgress"));
  cancelButton_ = new QPushButton(this);
  cancelButton_->setObjectName(QStringLiteral("reviewCancel"));
  top->addWidget(progress_);
  top->addWidget(cancelButton_);
  lay->addLayout(top);
  auto* nav = new QHBoxLayout;
  first_ = new QPushButton(QStringLiteral("|◀"), this);
  back_ = new QPushButton(QStringLiteral("◀"), this);
  forward_ = new QPushButton(QStringLiteral("▶"), this);
  last_ = new QPushButton(QStringLiteral("▶|"), this);
  first_->setObjectName(QStringLiteral("reviewFirst"));
  back_->setObjectName(QStringLiteral("reviewBack"));
  forward_->setObjectName(QStringLiteral("reviewForward"));
  last_->setObjectName(QStringLiteral("reviewLast"));
  status_ = new QLabel(this);
  // The steps' words are told from a place of their own: told from the step label, Orca said the label
  // ("Action 3 of 45 label") before each, and with a window manager the whole window (a blind player's
  // play-test).
  auto* told = new QWidget(this);
  told->setFixedSize(0, 0);
  announcer_ = new a11y::Announcer(told);
  nav->addWidget(first_);
  nav->addWidget(back_);
  nav->addWidget(forward_);
  nav->addWidget(last_);
  nav->addWidget(status_, 1);
  lay->addLayout(nav);
  note_ = new QLabel(this);
  note_->setObjectName(QStringLiteral("reviewDealNote"));
  note_->setWordWrap(true);
  note_->hide();
  lay->addWidget(note_);
  // Below the step buttons: the board's height changes from step to step, and the buttons must stay
  // where the mouse clicks them.
  board_ = new QLabel(this);
  board_->setTextFormat(Qt::RichText);
  board_->setWordWrap(true);
  board_->setObjectName(QStringLiteral("reviewBoard"));
  lay->addWidget(board_);
  decision_ = new QLabel(this);
  decision_->setTextFormat(Qt::RichText);
  decision_->setWordWrap(true);
  decision_->setMinimumHeight(4 * decision_->fontMetrics().lineSpacing());  // Finnish wraps to a second line
  lay->addWidget(decision_);
  candidates_ = new QTableWidget(0, 3, this);
  candidates_->setObjectName(QStringLiteral("reviewCandidates"));
  candidates_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  candidates_->setFocusPolicy(Qt::NoFocus);
  candidates_->verticalHeader()->hide();
  candidates_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  candidates_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  candidates_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
  candidates_->setMinimumHeight(110);
  lay->addWidget(candidates_, 1);
  // What the numbers are: a new player read "Points of the hand 19.5" for a knock that won 12 as a wrong
  // number, and "luck 8.2" had no unit (a play-test).
  legend_ = new QLabel(this);
  legend_->setObjectName(QStringLiteral("reviewLegend"));
  legend_->setWordWrap(true);
  lay->addWidget(legend_);
  summary_ = new QLabel(this);
  summary_->setTextFormat(Qt::RichText);
  summary_->setWordWrap(true);
  summary_->setObjectName(QStringLiteral("reviewSummary"));
  lay->addWidget(summary_);
  // A Close button, as a window of this desktop has (Esc and the title bar closed it, nothing in it
  // said so: a new player's playtest).
  auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
  close->setObjectName(QStringLiteral("reviewClose"));
  connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
  close->button(QDialogButtonBox::Close)->installEventFilter(this);  // the window's keys step there too
  lay->addWidget(close);
  // The step buttons are reached by Tab like any button; the window's keys (Left, Right, Home, End,
  // Page Up, Page Down) step wherever the focus is: the hand box, which has it first, took Home, End
  // and the page keys for its own list.
  for (QWidget* w : std::initializer_list<QWidget*>{handBox_, first_, back_, forward_, last_, cancelButton_})
    w->installEventFilter(this);
  connect(first_, &QPushButton::clicked, this, [this] { setStep(0); });
  connect(back_, &QPushButton::clicked, this, [this] { setStep(step_ - 1); });
  connect(forward_, &QPushButton::clicked, this, [this] { setStep(step_ + 1); });
  connect(last_, &QPushButton::clicked, this, [this] { setStep(steps()); });
  connect(cancelButton_, &QPushButton::clicked, this, &ReviewWindow::cancel);
  connect(handBox_, &QComboBox::activated, this, [this](int i) { setHand(i); });
}

// The opener fits this to the screen (shell/screenfit.h).
QSize ReviewWindow::sizeHint() const { return QSize(760, 640); }

int ReviewWindow::steps() const { return hands_.empty() ? 0 : static_cast<int>(tables_[hand_].size()) - 1; }

void ReviewWindow::setHand(int index) {
  // Page Down on the last hand (Page Up on the first) stays where it is: it went back to the deal.
  if (hands_.empty() || index < 0 || index >= hands()) return;
  hand_ = index;
  step_ = 0;
  handBox_->setCurrentIndex(hand_);
  refresh();
  // Not from the constructor: the window's own words say where it opens.
  if (isVisible()) announcer_->announce(spokenStep());
}

void ReviewWindow::setStep(int step) {
  step_ = std::clamp(step, 0, steps());
  refresh();
  // A step changes only labels, which a screen reader does not read: stepping was silent (a blind
  // player's play-test).
  announcer_->announce(spokenStep());
}

QString ReviewWindow::spokenStep() const {
  QStringList parts{status_->text() + QLatin1Char('.'), boardText().section(QLatin1Char('\n'), 0, 0) + QLatin1Char('.'),
                    decisionText().replace(QLatin1Char('\n'), QLatin1Char(' '))};
  QStringList moves;
  for (int r = 0; r < candidates_->rowCount(); ++r)
    moves << tr("%1, %2").arg(candidates_->item(r, 0)->text(), candidates_->item(r, 1)->text());
  if (!moves.isEmpty()) parts << tr("Chance to win the game: %1.").arg(moves.join(QStringLiteral("; ")));
  return parts.join(QLatin1Char(' '));
}

void ReviewWindow::cancel() {
  if (!running_) return;
  cancel_ = true;
  cancelled_ = true;
  joinWorker();
  running_ = false;
  refresh();
}

void ReviewWindow::joinWorker() {
  if (worker_.joinable()) worker_.join();
}

// Every hand in turn on one worker thread (the review itself uses two); results come back queued.
void ReviewWindow::startAnalysis() {
  total_ = 0;
  for (const HandRecord& r : hands_) total_ += static_cast<int>(r.actions.size());
  done_ = 0;
  running_ = !hands_.empty();
  refresh();
  if (!running_) return;
  QPointer<ReviewWindow> self(this);
  worker_ = std::thread([this, self] {
    int base = 0;
    for (std::size_t h = 0; h < hands_.size() && !cancel_; ++h) {
      ReviewOptions o;
      o.samples = samples_;
      o.cancel = &cancel_;
      o.progress = [&, base](int done, int) {
        QMetaObject::invokeMethod(self, [self, n = base + done] {
          if (self) self->done_ = n, self->progress_->setValue(n);
        }, Qt::QueuedConnection);
      };
      HandReview r = reviewHand(hands_[h], o);
      base += static_cast<int>(hands_[h].actions.size());
      if (!r.complete) break;
      QMetaObject::invokeMethod(self, [self, h, r = std::move(r)]() mutable {
        if (self) self->onReviewed(static_cast<int>(h), std::move(r));
      }, Qt::QueuedConnection);
    }
  });
}

void ReviewWindow::onReviewed(int hand, HandReview review) {
  reviews_[hand] = std::move(review);
  bool all = true;
  for (const auto& r : reviews_) all &= r.has_value();
  if (all) {
    running_ = false;
    joinWorker();
  }
  refresh();
  if (all) emit analysisFinished();
}

bool ReviewWindow::navigate(int key) {
  switch (key) {
    case Qt::Key_Right: setStep(step_ + 1); return true;
    case Qt::Key_Left: setStep(step_ - 1); return true;
    case Qt::Key_Home: setStep(0); return true;
    case Qt::Key_End: setStep(steps()); return true;
    case Qt::Key_PageDown: setHand(hand_ + 1); return true;
    case Qt::Key_PageUp: setHand(hand_ - 1); return true;
    default: return false;
  }
}

void ReviewWindow::keyPressEvent(QKeyEvent* e) {
  if (!navigate(e->key())) QDialog::keyPressEvent(e);
}

bool ReviewWindow::eventFilter(QObject* watched, QEvent* e) {
  if (e->type() == QEvent::KeyPress) {
    auto* k = static_cast<QKeyEvent*>(e);
    // An open hand list keeps its own keys.
    if (!(watched == handBox_ && handBox_->view()->isVisible()) && k->modifiers() == Qt::NoModifier && navigate(k->key()))
      return true;
  }
  return QDialog::eventFilter(watched, e);
}

void ReviewWindow::wheelEvent(QWheelEvent* e) {
  const int dy = e->angleDelta().y();
  if (dy) setStep(step_ + (dy < 0 ? 1 : -1));
  e->accept();
}

void ReviewWindow::resizeEvent(QResizeEvent* e) {
  QDialog::resizeEvent(e);
  fitLegend();
}

// The legend gives way first on a short window (a 1024x600 screen with little room): the moves, the
// verdict and the match summary matter more; it took their height and the summary was cut off. It is
// shown where the moves' table keeps its least height with it. Shown or not by isHidden: before the
// window first shows, isVisible() is false for a legend about to show (its text went to the tooltip too).
void ReviewWindow::fitLegend() {
  if (!layout() || legend_->text().isEmpty()) return;
  const bool was = !legend_->isHidden();
  legend_->setVisible(false);
  layout()->activate();
  const int spare = candidates_->height() - candidates_->minimumHeight();
  const int need = legend_->heightForWidth(candidates_->width()) + layout()->spacing();
  const bool show = spare >= need;
  legend_->setVisible(show);
  if (show != was || show) layout()->activate();
  candidates_->setToolTip(show ? QString() : legend_->text());  // where it is not shown
}

void ReviewWindow::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(e);
}

void ReviewWindow::retranslate() {
  setWindowTitle(tr("Review"));
  cancelButton_->setText(tr("Cancel"));
  first_->setToolTip(tr("First action (Home)"));
  back_->setToolTip(tr("Back one action (Left)"));
  forward_->setToolTip(tr("Forward one action (Right)"));
  last_->setToolTip(tr("Last action (End)"));
  // Read by a screen reader instead of the arrows drawn on the buttons.
  for (QPushButton* b : {first_, back_, forward_, last_}) b->setAccessibleName(b->toolTip());
  candidates_->setHorizontalHeaderLabels({tr("Move"), tr("Chance to win the game"), tr("Points of the hand")});
  legend_->setText(tr("The coach plays each move out many times, the cards hidden from the player dealt at random. "
                      "Chance to win the game: how often the player then won the game. Points of the hand: the hand's "
                      "points on average in those plays, the player's less the opponent's (not the points really scored). "
                      "Error rate and luck: points of the chance to win the game, lost on average per decision, or "
                      "given and taken by the draws."));
  handBox_->clear();
  for (int i = 0; i < hands(); ++i) handBox_->addItem(tr("Hand %1").arg(i + 1));
  handBox_->setCurrentIndex(hand_);
  refresh();
}

void ReviewWindow::refresh() {
  if (hands_.empty()) return;
  status_->setText(tr("Action %1 of %2").arg(step_).arg(steps()));
  const QString check = checks_.value(hand_);
  note_->setText(check.isEmpty() ? QString() : dealchecks::text(check));
  note_->setVisible(!note_->text().isEmpty());
  first_->setEnabled(step_ > 0);
  back_->setEnabled(step_ > 0);
  forward_->setEnabled(step_ < steps());
  last_->setEnabled(step_ < steps());
  progress_->setRange(0, std::max(1, total_));
  progress_->setValue(running_ ? done_ : total_);
  progress_->setVisible(running_);
  cancelButton_->setVisible(running_);
  board_->setText(boardHtml());
  decision_->setText(decisionHtml());
  fillCandidates();
  summary_->setText(summaryHtml());
  fitLegend();
}

QString ReviewWindow::boardHtml() const {
  const OpenTable& t = tables_[hand_][step_];
  QString html;
  if (step_ > 0) {
    QString what = ReviewText::move(t.last.action);
    if (t.last.drawn != NoCard) what += QStringLiteral(" (%1)").arg(cardHtml(t.last.drawn));
    html += tr("<b>%1</b>: %2").arg(names_[t.last.seat].toHtmlEscaped(), what) + QStringLiteral("<br>");
  } else {
    html += tr("<b>The deal</b>") + QStringLiteral("<br>");
  }
  for (int seat = 0; seat < static_cast<int>(t.hands.size()); ++seat) {
    const CardSet h = t.hands[seat];
    html += tr("%1: %2 (deadwood %3)").arg(names_[seat].toHtmlEscaped(), cardsHtml(toVector(h))).arg(minDeadwood(h)) +
            QStringLiteral("<br>");
  }
  html += tr("Stock, top first: %1").arg(t.stockTopFirst.empty() ? tr("empty") : cardsHtml(t.stockTopFirst)) + QStringLiteral("<br>");
  html += tr("Discard pile, top last: %1").arg(t.pile.empty() ? tr("empty") : cardsHtml(t.pile));
  for (const CardSet m : t.tableMelds) html += QStringLiteral("<br>") + tr("On the table: %1").arg(cardsHtml(toVector(m)));
  return html;
}

// The decision and the draw of the action just played (the one that led to this step).
QString ReviewWindow::decisionHtml() const {
  const auto& rev = reviews_[hand_];
  if (!rev) return cancelled_ ? tr("Analysis cancelled.") : tr("Analysing…");
  if (step_ == 0) return tr("Step forward to see each decision judged.");
  const int move = step_ - 1;
  QStringList lines;
  for (const DrawLuck& d : rev->draws)
    if (d.move == move) lines << tr("Luck of the draw: %1 points of game-win chance.").arg(num(d.luck));
  for (const Decision& d : rev->decisions) {
    if (d.move != move) continue;
    const QString name = names_[d.seat].toHtmlEscaped();
    const QString kind = ReviewText::decision(d);
    const bool aboveBest = d.candidates[0].win > d.candidates[d.best].win;  // listed by chance, best first
    if ((d.played == d.best || d.loss < 0.05) && aboveBest)  // a tie with the best is the best too
      lines << tr("%1 (%2): the best move; the moves listed above it differ by less than the coach's margin.")
                   .arg(name, kind);
    else if (d.played == d.best || d.loss < 0.05)
      lines << tr("%1 (%2): the best move.").arg(name, kind);
    else if (d.label == Label::None)
      lines << tr("%1 (%2): a good move, %3 points of game-win chance below the best, within the coach's margin.")
                   .arg(name, kind, num(d.loss));
    else
      lines << tr("%1 (%2): <b>%3</b>, %4 points of game-win chance lost; best: %5.")
                   .arg(name, kind, ReviewText::label(d.label))
                   .arg(num(d.loss))
                   .arg(ReviewText::move(d.candidates[d.best].action));
    const QString why = ReviewText::reason(d.reason);
    if (!why.isEmpty()) lines << why.toHtmlEscaped();
  }
  if (lines.isEmpty()) lines << tr("Nothing to decide here.");
  return lines.join(QStringLiteral("<br>"));
}

void ReviewWindow::fillCandidates() {
  candidates_->setRowCount(0);
  const auto& rev = reviews_[hand_];
  if (!rev || step_ == 0) return;
  for (const Decision& d : rev->decisions) {
    if (d.move != step_ - 1) continue;
    candidates_->setRowCount(static_cast<int>(d.candidates.size()));
    for (int i = 0; i < static_cast<int>(d.candidates.size()); ++i) {
      const Candidate& c = d.candidates[i];
      candidates_->setItem(i, 0, new QTableWidgetItem(ReviewText::candidate(d, i)));
      candidates_->setItem(i, 1, new QTableWidgetItem(percent(c.win)));
      candidates_->setItem(i, 2, new QTableWidgetItem(num(c.points)));
    }
  }
}

// Per seat over the hands analysed so far: error rate, labels, luck and the rating in words.
QString ReviewWindow::summaryHtml() const {
  QStringList lines;
  int analysedHands = 0;
  for (const auto& r : reviews_) analysedHands += r.has_value();
  if (!analysedHands) return QString();
  lines << tr("<b>Match summary</b> (%n hand(s) analysed)", nullptr, analysedHands);
  for (int seat = 0; seat < 2; ++seat) {
    ErrorTally t;
    double luck = 0;
    for (const auto& r : reviews_) {
      if (!r) continue;
      for (const Decision& d : r->decisions)
        if (d.seat == seat) t.add(d);
      if (seat < static_cast<int>(r->luck.size())) luck += r->luck[seat];
    }
    const double rate = t.errorRate();
    const int n = t.counted;
    const int* labels = t.labels;
    // Say what is counted: only the decisions where some move was clearly worse (ErrorTally).
    lines << tr("%1: error rate %2 over %n decision(s) where the choice mattered (%3 judged in all; in the others no "
                "move was clearly worse); inaccuracies %4, mistakes %5, blunders %6; luck %7; %8",
                nullptr, n)
                 .arg(names_[seat].toHtmlEscaped(), num(rate, 2))
                 .arg(t.decisions)
                 .arg(labels[1])
                 .arg(labels[2])
                 .arg(labels[3])
                 .arg(num(luck), ReviewText::rating(ratingFor(rate)));
  }
  return lines.join(QStringLiteral("<br>"));
}

QString ReviewWindow::noteText() const { return note_->text(); }
QString ReviewWindow::boardText() const { return plain(board_->text()); }
QString ReviewWindow::decisionText() const { return plain(decision_->text()); }
QString ReviewWindow::summaryText() const { return plain(summary_->text()); }
