// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson/lesson.h"

#include <QFrame>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QTimer>
#include <QVBoxLayout>

#include "lesson/callout.h"
#include "table/carditem.h"
#include "text/cardtext.h"
#include "text/language.h"
#include "legal.h"
#include "table/resultpanel.h"
#include "table/tablescene.h"
#include "table/tableview.h"

using namespace gin;

namespace {

constexpr Card card(int rank, Suit suit) { return makeCard(rank - 1, suit); }  // rank 1 = ace ... 13 = king

// The teaching deal. You: a pair of sevens, a heart run, the ace and two of clubs, three high cards.
// The upcard 7♠ makes the set, the K♠ goes, the stock brings the 3♣ (an ace-low run), and the Q♦ goes
// on the knock spot: 9 left in deadwood. The dealer has two melds, the 3♥ and 4♣ to lay off on yours
// and ends with 12: a knock, not an undercut.
const Card k7s = card(7, Spades), k7c = card(7, Clubs), k7d = card(7, Diamonds);
const Card k4h = card(4, Hearts), k5h = card(5, Hearts), k6h = card(6, Hearts);
const Card kAc = card(1, Clubs), k2c = card(2, Clubs), k3c = card(3, Clubs);
const Card kKs = card(13, Spades), kQd = card(12, Diamonds), k9s = card(9, Spades);
const Card kKh = card(13, Hearts), k3h = card(3, Hearts), k4c = card(4, Clubs), kQs = card(12, Spades), k2s = card(2, Spades);

CardSet setOf(std::initializer_list<Card> cards) {
  CardSet s = 0;
  for (Card c : cards) s |= bit(c);
  return s;
}

const CardSet kYours = setOf({k7c, k7d, k4h, k5h, k6h, kAc, k2c, kKs, kQd, k9s});
const CardSet kDealers = setOf({card(11, Spades), card(11, Hearts), card(11, Clubs), card(8, Diamonds), card(9, Diamonds),
                                card(10, Diamonds), k3h, k4c, kQs, kKh});

// The dealer of the lesson: draws from the stock, throws away the K♥ it was dealt, and defends with
// the engine's best lay-offs (from its own view, like every computer seat).
class LessonOpponent : public ai::Player {
 public:
  Action decide(const SeatView& v, const ai::MatchContext&) override {
    if (v.phase == Phase::FirstUpcard) return Action::pass();
    if (v.phase == Phase::Draw) return Action::drawStock();
    if (v.phase == Phase::Discard && contains(v.hand, kKh)) return Action::discard(kKh);
    const std::vector<Action> legal = legalActions(v);
    for (const Action& a : legal)
      if (v.phase != Phase::Discard || a.type == ActionType::Discard) return a;
    return legal.front();
  }
};

// The steps: what each waits for and where its callout points.
enum class Point { Hand, Discard, Stock, Knock, Card, Result, Info };  // Hand: its leftmost card; Info: the deadwood line
using Side = CalloutItem::Side;
struct Spec {
  Phase phase;          // your turn in this phase; Scored: the hand is over
  Point point;
  Side side;            // where the callout goes, room permitting
  Card card = NoCard;   // Point::Card
  bool move = false;    // waits for a move (otherwise for Next)
  ActionType type = ActionType::PassUpcard;
  Card moveCard = NoCard;
  bool showsPile = false;  // speaks of the pile's top card while pointing elsewhere: leaves it in sight
};
const Spec kSteps[] = {
    {Phase::FirstUpcard, Point::Hand, Side::Left},
    {Phase::FirstUpcard, Point::Discard, Side::Right, NoCard, true, ActionType::TakeUpcard},
    {Phase::Discard, Point::Card, Side::Above, k7s},
    {Phase::Discard, Point::Info, Side::Right},  // beside the line it asks you to read, not over it
    {Phase::Discard, Point::Card, Side::Above, kKs, true, ActionType::Discard, kKs},
    {Phase::Draw, Point::Stock, Side::Left, NoCard, true, ActionType::DrawStock, NoCard, true},
    {Phase::Discard, Point::Card, Side::Above, kAc},
    {Phase::Discard, Point::Knock, Side::Right, NoCard, true, ActionType::Knock, kQd},
    {Phase::Scored, Point::Card, Side::Right, k3h},
    {Phase::Scored, Point::Result, Side::Below},
};
constexpr int kStepCount = sizeof(kSteps) / sizeof(kSteps[0]);

QString sym(Card c) { return CardText::symbol(c); }

}  // namespace

Lesson::Lesson(GameController* controller, TableView* view, QObject* parent)
    : QObject(parent), c_(controller), view_(view) {
  panel_ = new QFrame(view);
  panel_->setObjectName(QStringLiteral("lessonPanel"));
  panel_->setStyleSheet(QStringLiteral(
      "#lessonPanel { background: #0c1e14; border: 2px solid #f2c94c; border-radius: 10px; }"
      "QLabel { color: #f4f4ea; font-weight: bold; } QPushButton { background: #f2c94c; color: #202020;"
      " font-weight: bold; padding: 4px 12px; border-radius: 6px; border: 2px solid transparent; }"
      "QPushButton:focus { border-color: white; } QPushButton:disabled { background: #5a6b5e; color: #aab5ac; }"
      "QPushButton#leaveLesson { background: #1d4a30; color: #f4f4ea; border: 1px solid #3c7050; }"
      // Its own border hid the focus's white edge (a new player's playtest); a px less padding keeps the size.
      "QPushButton#leaveLesson:focus { border: 2px solid white; padding: 3px 11px; }"));
  // Title over the buttons: narrow enough to stay in the table's top left corner, clear of the cards.
  auto* lay = new QVBoxLayout(panel_);
  lay->setContentsMargins(10, 6, 10, 8);
  lay->setSpacing(4);
  auto* buttons = new QHBoxLayout;
  title_ = new QLabel(panel_);
  title_->setObjectName(QStringLiteral("lessonStep"));
  next_ = new QPushButton(panel_);
  next_->setObjectName(QStringLiteral("lessonNext"));
  // Hidden while a step waits for a move, but keeping its place: otherwise Stop moved into it, and a
  // second click on Next ended the lesson.
  QSizePolicy keep = next_->sizePolicy();
  keep.setRetainSizeWhenHidden(true);
  next_->setSizePolicy(keep);
  leave_ = new QPushButton(panel_);
  leave_->setObjectName(QStringLiteral("leaveLesson"));
  leave_->setFocusPolicy(Qt::TabFocus);
  lay->addWidget(title_);
  buttons->addWidget(next_);
  buttons->addWidget(leave_);
  buttons->addStretch();
  lay->addLayout(buttons);
  panel_->hide();
  connect(next_, &QPushButton::clicked, this, &Lesson::next);
  connect(leave_, &QPushButton::clicked, this, &Lesson::leave);
  // Esc leaves from anywhere in the window (while the lesson runs), unless a card is held by the keys or a
  // knock's arrangement is being chosen: then it puts that down, as at the table (a keyboard learner's
  // Esc after Space ended the lesson).
  escape_ = new QShortcut(QKeySequence(Qt::Key_Escape), view->window());
  escape_->setEnabled(false);
  connect(escape_, &QShortcut::activated, this, [this] {
    TableScene* table = view_ ? view_->table() : nullptr;
    if (table && (table->selectedCard() != NoCard || table->choosingArrangement())) {
      QKeyEvent esc(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
      QCoreApplication::sendEvent(table, &esc);
      return;
    }
    leave();
  });
  // Return/Enter only while Next is offered: during a move step the table keeps them (keyboard play).
  const Qt::Key enterKeys[] = {Qt::Key_Return, Qt::Key_Enter};
  for (int i = 0; i < 2; ++i) {
    enter_[i] = new QShortcut(QKeySequence(enterKeys[i]), view->window());
    enter_[i]->setEnabled(false);
    connect(enter_[i], &QShortcut::activated, this, &Lesson::next);
  }
  callout_ = new CalloutItem;  // in the scene only while the lesson runs
  follow_ = new QTimer(this);
  follow_->setInterval(120);
  connect(follow_, &QTimer::timeout, this, &Lesson::place);
  connect(controller, &GameController::actionApplied, this, &Lesson::onAction);
  connect(controller, &GameController::changed, this, &Lesson::update);
  // Another match started meanwhile (Game › New game): the lesson is over, nothing to bring back.
  connect(controller, &GameController::matchStarted, this, [this] {
    if (active_ && !c_->practice()) end(false);
  });
  connect(&Language::instance(), &Language::changed, this, &Lesson::retranslate);
  retranslate();
}

Lesson::~Lesson() {
  // While the lesson runs the scene owns the callout (and may be gone already); otherwise it is ours.
  if (!active_) delete callout_;
}

int Lesson::steps() const { return kStepCount; }

Position Lesson::teachingDeal() {
  std::vector<Card> stock = {k2s, k3c};  // top first
  const CardSet used = kYours | kDealers | bit(k7s) | bit(k2s) | bit(k3c);
  for (Card c = 0; c < kDeckSize; ++c)
    if (!contains(used, c)) stock.push_back(c);
  // The computer deals (seat 1); you are offered the upcard first.
  Position p;
  p.dealer = 1;
  p.phase = Phase::FirstUpcard;
  p.toAct = 0;
  p.hands = {kYours, kDealers};
  p.stock.assign(stock.rbegin(), stock.rend());
  p.pile = {k7s};
  p.firstUpcard = k7s;
  return p;
}

void Lesson::start() {
  if (active_ || !c_ || !view_) return;
  saved_ = Saved();
  said_.clear();
  if (c_->hasMatch() && !c_->practice()) {
    saved_ = {true, c_->setup(), c_->actionLog(), c_->handOrder(), c_->undoUsed()};
  }
  GameSetup s;
  s.seed = 1;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QString()}, SeatSetup{SeatKind::Computer, ai::Level::Beginner, QString()}};
  std::vector<std::unique_ptr<ai::Player>> players(2);
  players[1] = std::make_unique<LessonOpponent>();
  active_ = true;
  step_ = 0;
  c_->startPractice(s, teachingDeal(), std::move(players));
  c_->setGate([this](const Action& a) { return refusal(a); });
  view_->table()->addItem(callout_);
  panel_->move(8, 8);
  panel_->show();
  panel_->raise();
  escape_->setEnabled(true);
  follow_->start();
  update();
  emit started();
}

bool Lesson::ready() const {
  if (!active_ || !c_ || !c_->hasMatch()) return false;
  const SeatView& v = c_->view();
  const Spec& s = kSteps[step_];
  const bool over = v.phase == Phase::Scored || v.phase == Phase::Drawn;
  if (s.phase == Phase::Scored) return over;
  return !over && v.phase == s.phase && c_->humanToAct() && v.toAct == 0;
}

bool Lesson::waitsForMove() const { return active_ && kSteps[step_].move; }

QString Lesson::calloutText() const { return active_ && ready() ? text() : QString(); }

QString Lesson::text() const {
  const QString opp = c_->seatName(1);
  switch (step_) {
    case 0:
      return tr("This is your hand of ten cards. The aim: put your cards into melds and keep the rest, your "
                "deadwood, low. %1 deals, so you play first.")
          .arg(opp);
    case 1:
      return tr("The upcard, the %1. You may take it first: with your %2 and %3 it makes a set. Drag it into "
                "your hand, or press Take (T).")
          .arg(sym(k7s), sym(k7c), sym(k7d));
    case 2:
      return tr("Melds. A set is three or four cards of one rank, like your three sevens. A run is three or "
                "more cards in a row in one suit, like %1 %2 %3.")
          .arg(sym(k4h), sym(k5h), sym(k6h));
    case 3:
      return tr("Cards in no meld are deadwood: aces count 1, number cards their value, pictures 10. Yours: "
                "%1, together %2. The line above your hand counts it for you.")
          .arg(CardText::symbols(setOf({kAc, k2c, k9s, kQd, kKs})))
          .arg(valueOf(setOf({kAc, k2c, k9s, kQd, kKs})));
    case 4:
      return tr("After taking a card you discard one. Throw away your costliest deadwood, the %1: drag it "
                "onto the discard pile, or double-click it (keys: the arrows to it, Space, Up, Space).")
          .arg(sym(kKs));
    case 5:
      return tr("%1 drew from the stock and discarded the %2. Your turn: draw the top card of the stock or of "
                "the discard pile. The %2 fits none of your melds: drag a card from the stock into your hand (or "
                "press S).")
          .arg(opp, sym(kKh));
    case 6:
      return tr("You drew the %1: %2 %3 %1 is a run. The ace is low: it goes below the 2, never above the king.")
          .arg(sym(k3c), sym(kAc), sym(k2c));
    case 7:
      return tr("Only the %1 and the %2 are left out. Knock: drag the %2 onto the knock spot (or press K). It "
                "is discarded face down (it turns up when the hand is scored), and you keep %3 in deadwood: 10 or "
                "less may knock.")
          .arg(sym(k9s), sym(kQd))
          .arg(cardValue(k9s));
    case 8:
      return tr("%1 laid out melds and laid off the %2 on your hearts and the %3 on your clubs: whoever did not "
                "knock may add cards to the knocker's melds, and those stop counting as deadwood.")
          .arg(opp, sym(k3h), sym(k4c));
    case 9: {
      const HandResult& r = c_->view().result;
      const Rules& rules = c_->view().rules;
      return tr("You score the difference: %1's %2 in deadwood minus your %3 is %4 points. Had %1 ended with "
                "%3 or less, that would be an undercut: %1 would score the difference and %5 more. Knocking "
                "with no deadwood at all is gin: %6 more, and nothing may be laid off.")
          .arg(opp, QString::number(r.deadwood.at(1)), QString::number(r.deadwood.at(0)),
               QString::number(r.points.at(0)), QString::number(rules.undercutBonus), QString::number(rules.ginBonus));
    }
  }
  return QString();
}

QString Lesson::refusal(const Action& a) const {
  if (!active_) return QString();
  const Spec& s = kSteps[step_];
  if (!s.move || !ready()) return tr("Read the note on the table first, then press Next.");
  if (a.type == s.type && (s.moveCard == NoCard || a.card == s.moveCard)) return QString();
  switch (step_) {
    case 1: return tr("Take the %1 this time: it makes a set of sevens with your %2 and %3.").arg(sym(k7s), sym(k7c), sym(k7d));
    case 4: return tr("Discard the %1 now: it is your costliest deadwood.").arg(sym(kKs));
    case 5: return tr("The %1 fits none of your melds: draw from the stock this time.").arg(sym(kKh));
    case 7:
      return tr("Knock now: drag the %1 onto the knock spot. It leaves %2 in deadwood; the %3 would leave %4.")
          .arg(sym(kQd), QString::number(cardValue(k9s)), sym(k9s), QString::number(cardValue(kQd)));
  }
  return QString();
}

void Lesson::onAction(int seat, const Action& a) {
  if (!active_ || seat != 0 || !waitsForMove()) return;
  const Spec& s = kSteps[step_];
  if (a.type == s.type && (s.moveCard == NoCard || a.card == s.moveCard)) {
    ++step_;
    update();
  }
}

void Lesson::next() {
  if (!active_ || waitsForMove() || !ready()) return;
  if (step_ + 1 >= kStepCount) {
    leave();
    return;
  }
  ++step_;
  update();
}

void Lesson::leave() {
  if (active_) end(true);
}

void Lesson::end(bool restore) {
  active_ = false;
  follow_->stop();
  escape_->setEnabled(false);
  for (QShortcut* key : enter_) key->setEnabled(false);
  panel_->hide();
  if (callout_ && callout_->scene()) callout_->scene()->removeItem(callout_);
  if (!c_) return;
  bool had = false;
  if (restore) {
    c_->setGate(nullptr);
    had = saved_.had && c_->restore(saved_.setup, saved_.log, saved_.order, saved_.undo);
    if (!had) c_->clear();
  } else {
    had = true;  // a new match is on the table
  }
  saved_ = Saved();
  if (view_) view_->setFocus();
  emit left(had);
}

void Lesson::update() {
  if (!active_) return;
  retranslate();
  const bool show = ready();
  callout_->setVisible(show);
  if (show) {
    // The callout is painted on the table: its words are the step box's description in the tree, read
    // with the Next button when it takes the focus. Told besides unless Next takes the focus now: told
    // always, they were heard twice; a new description of the button that has the focus already is not
    // read by Orca 43 (two explaining steps in a row: the second was silent). Blind players' play-tests.
    const QString words = text();
    callout_->setText(words);
    // Cards by name for a screen reader ("7♠" was read "7 black spade suit").
    title_->setAccessibleDescription(CardText::spoken(words));
    next_->setAccessibleDescription(CardText::spoken(words));
    const bool nextTakesKeys = !waitsForMove() && !next_->hasFocus();
    if (words != said_ && !nextTakesKeys) emit said(words);
    said_ = words;
  }
  // Next hidden with the focus passes it on to Leave lesson: the learner's Space, which picks up a card,
  // then ended the lesson (a keyboard play-test). Remembered before it hides.
  const bool onNext = next_->hasFocus();
  next_->setEnabled(show && !waitsForMove());
  next_->setVisible(!waitsForMove());
  for (QShortcut* key : enter_) key->setEnabled(next_->isEnabled());
  // Next takes the keys while a step explains; the table gets them back for a move.
  if (show && !waitsForMove()) next_->setFocus();
  else if (view_ && onNext) view_->setFocus();
  place();
}

QRectF Lesson::targetRect() const {
  TableScene* t = view_->table();
  const Spec& s = kSteps[step_];
  switch (s.point) {
    case Point::Hand: {  // beside the hand's first card, off the piles
      QRectF first;
      forEach(c_->view().hand, [&](Card c) {
        const CardItem* it = t->cardItem(c);
        if (it && (first.isNull() || it->home().x() < first.left())) first = QRectF(it->home(), it->cardSize());
      });
      return first;
    }
    case Point::Discard: return t->zoneRect(TableScene::Target::Discard);
    case Point::Stock: return t->zoneRect(TableScene::Target::Stock);
    case Point::Knock: return t->zoneRect(TableScene::Target::Knock);
    case Point::Info: return t->infoRect();
    case Point::Card: {
      const CardItem* it = t->cardItem(s.card);
      return it ? QRectF(it->home(), it->cardSize()) : QRectF();
    }
    case Point::Result: {  // the result panel, a widget over the view
      const QWidget* panel = view_->resultPanel();
      return panel->isVisible() ? view_->mapToScene(panel->geometry()).boundingRect() : QRectF();
    }
  }
  return {};
}

void Lesson::place() {
  if (!active_ || !view_ || !callout_->isVisible()) return;
  const QRectF bounds = view_->mapToScene(view_->viewport()->rect()).boundingRect();
  // Clear of the step's box over the table (its words hid the callout's first line), and of the
  // discard pile where it can when the step speaks of its card (avoided for every step, the pile pushed
  // the 7♠'s callout over the hearts it named).
  QVector<QRectF> avoid{view_->mapToScene(QRect(view_->viewport()->mapFrom(view_, panel_->pos()), panel_->size())).boundingRect()};
  if (kSteps[step_].showsPile) avoid << view_->table()->zoneRect(TableScene::Target::Discard);
  callout_->pointAt(targetRect(), bounds, kSteps[step_].side, avoid);
}

void Lesson::retranslate() {
  title_->setText(tr("Learn to play · step %1 of %2").arg(step_ + 1).arg(kStepCount));
  next_->setText(step_ + 1 >= kStepCount ? tr("Finish") : tr("Next"));
  leave_->setText(tr("Leave lesson"));
  leave_->setToolTip(tr("Back to the table as it was (Esc)"));
  panel_->adjustSize();
  if (active_ && callout_ && ready()) callout_->setText(text());
}
