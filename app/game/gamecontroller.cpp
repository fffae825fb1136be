// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gamecontroller.h"

#include <utility>

#include <QRandomGenerator>
#include <QThread>
#include <QTimer>

#include "legal.h"
#include "meld.h"
#include "game/seatnames.h"
#include "seats/personseat.h"

using namespace gin;

GameController::GameController(QObject* parent) : QObject(parent) {}

GameController::~GameController() {
  waitForThreads();
  stopSeats();
}

void GameController::waitForThreads() {
  ++generation_;  // whatever still finishes is stale
  for (const QPointer<QThread>& t : threads_)
    if (t) t->wait();
  threads_.clear();
}

void GameController::stopSeats() {
  for (Seat* s : seats_) s->stop();
}

void GameController::newMatch(const GameSetup& setup) {
  GameSetup s = setup;
  undoUsed_ = false;
  if (dealSource_) {
    // A network table: the first deal (and the cut for the first dealer) waits for the fair deal's seed.
    heldSetup_ = s;
    dealWaiting_ = 0;
    dealSource_(0);  // may answer at once (dealFrom) when no guest takes part in the round
    return;
  }
  if (s.seed == 0) s.seed = QRandomGenerator::global()->generate64() & 0xFFFFFFFFFFFFull;
  // Hot seat opens behind the curtain whoever acts first: the person who set the match up may be the
  // other player (player 1's first hand showed at once to whoever started it: a new player's play-test).
  curtainFirst_ = true;
  startMatch(s, std::make_unique<Match>(s.rules, s.seed));
}

bool GameController::dealFrom(int deal, quint64 seed) {
  if (!dealSource_ || deal != dealWaiting_ || seed == 0) return false;
  dealWaiting_ = -1;
  if (deal == 0) {
    GameSetup s = heldSetup_;
    s.seed = seed;
    startMatch(s, std::make_unique<Match>(s.rules, seed));
    return true;
  }
  if (!match_ || match_->dealsSoFar() != deal || !match_->nextHand(seed)) return false;
  ++fairDeals_;
  dealt();
  return true;
}

bool GameController::seatComputer(int index, ai::Level level) {
  if (!match_ || index < 0 || index >= players()) return false;
  Seat* old = seats_[index];
  old->stop();
  // A friend's seat: the computer plays on under the friend's name, said to be a computer at the table.
  if (setup_.seats[index].kind == SeatKind::Remote) setup_.seats[index].standIn = true;
  setup_.seats[index].kind = SeatKind::Computer;
  setup_.seats[index].level = level;
  auto* computer = new ComputerSeat(index, ai::makePlayer(level, setup_.seed * 31 + index + 1), &pace_, false, this);
  computer->setName(QString::fromLatin1(ai::levelName(level)));
  connect(computer, &Seat::act, this, &GameController::submit);
  seats_[index] = computer;
  here_[index] = false;
  old->deleteLater();  // it may be the sender of the signal that brought us here
  computer->update(updateFor(computer, SeatUpdate::Cause::Match, context()));
  emit changed();
  return true;
}

bool GameController::replay(const GameSetup& setup, const ActionLog& log) {
  Match::ReplayError why;
  const std::vector<std::uint64_t> seeds(setup.dealSeeds.begin(), setup.dealSeeds.end());
  auto m = Match::replay(setup.rules, setup.seed, log, &why, seeds.empty() ? nullptr : &seeds);
  if (!m) return false;
  // A resumed match or a deal played again: the person at the screen may not be the one to act.
  curtainFirst_ = true;
  resumed_ = true;
  startMatch(setup, std::move(m));
  undoUsed_ = false;  // a save that used undo says so after loading (setUndoUsed)
  return true;
}

bool GameController::restore(const GameSetup& setup, const ActionLog& log, const HandOrder& order, bool undoUsed) {
  const std::vector<std::uint64_t> seeds(setup.dealSeeds.begin(), setup.dealSeeds.end());
  auto m = Match::replay(setup.rules, setup.seed, log, nullptr, seeds.empty() ? nullptr : &seeds);
  if (!m) return false;
  handOrder_ = order;
  undoUsed_ = undoUsed;
  resumed_ = true;
  startMatch(setup, std::move(m));
  return true;
}

void GameController::replayDeal() {
  // The lesson's deal is not the deal of its seed; a network match's deals are not its seed's sequence.
  if (!match_ || practice_ || fairDealt() || guest()) return;
  ActionLog log = actionLog();
  log.back().clear();
  const bool used = undoUsed_;
  replay(setup_, log);
  undoUsed_ = used;
}

void GameController::startScripted(const GameSetup& setup, const HandState& hand) {
  auto m = std::make_unique<Match>(setup.rules, setup.seed ? setup.seed : 1);
  m->hand() = hand;
  startMatch(setup, std::move(m));
  scripted_ = true;
  undoUsed_ = false;
}

void GameController::startPractice(const GameSetup& setup, const Position& position,
                                   std::vector<std::unique_ptr<ai::Player>> players) {
  auto m = std::make_unique<Match>(setup.rules, setup.seed ? setup.seed : 1);
  Position p = position;
  p.rules = setup.rules;
  m->hand() = HandState::fromPosition(p);
  // Marked before the match starts, so that nothing listening to matchStarted saves or counts it.
  practice_ = true;
  startMatch(setup, std::move(m), &players);  // practice_ stays: the players are given
  scripted_ = true;
}

void GameController::clear() {
  waitForThreads();
  stopSeats();
  for (Seat* s : seats_) delete s;
  seats_.clear();
  here_.clear();
  match_.reset();
  setup_ = GameSetup();
  seatMaker_ = nullptr;
  dealSource_ = nullptr;
  dealWaiting_ = -1;
  view_ = SeatView();
  lastEvent_ = nullptr;  // a move of the match before is not said again (statusNow)
  practice_ = false;
  scripted_ = false;
  gate_ = nullptr;
  curtain_ = false;
  resetGuest();
  emit changed();
}

void GameController::startMatch(const GameSetup& setup, std::unique_ptr<Match> m,
                                std::vector<std::unique_ptr<ai::Player>>* scriptedPlayers) {
  waitForThreads();
  stopSeats();
  gate_ = nullptr;
  resetGuest();  // a match here ends a seat at a table elsewhere
  if (!scriptedPlayers) practice_ = false;
  setup_ = setup;
  // A network table's match (its first deal: dealFrom), or one saved from it: those deals came from the
  // fair deal's seeds.
  fairDeals_ = std::max(networked() ? 1 : 0, int(setup.dealSeeds.size()));
  setup_.seats.resize(setup_.rules.players);
  // Computer seats get names of their own (kept in the save); a save of an earlier version without
  // them gets the same names its seats would have had.
  seatnames::fill(setup_.seats);
  match_ = std::move(m);
  scripted_ = false;
  undoFloor_ = 0;
  redo_.clear();
  makeSeats(scriptedPlayers);
  // The first person at this screen sees the table first; in hot seat the curtain decides later.
  viewSeat_ = 0;
  for (int s = players() - 1; s >= 0; --s)
    if (here_[s]) viewSeat_ = s;
  curtain_ = false;
  if (std::exchange(curtainFirst_, false)) curtainForTheSeatToAct();
  // A match resumed in the middle of a hand says its last move again, as the status line said it before
  // (after a restart only the prompt showed: what the opponent had just done was gone, a play-test).
  std::function<QString()> last;
  if (std::exchange(resumed_, false) && !hand().history().empty())
    last = [this, step = hand().history().back()] { return describe(step.seat, step.action, step.drawn); };
  afterChange(SeatUpdate::Cause::Match, last);
}

void GameController::makeSeats(std::vector<std::unique_ptr<ai::Player>>* given) {
  for (Seat* s : seats_) delete s;
  seats_.clear();
  here_.assign(players(), false);
  for (int s = 0; s < players(); ++s) {
    std::unique_ptr<ai::Player> player = given && s < int(given->size()) ? std::move((*given)[s]) : nullptr;
    Seat* seat = nullptr;
    if (setup_.seats[s].kind == SeatKind::Remote && seatMaker_ && !player) seat = seatMaker_(s, setup_.seats[s], this);
    // A friend's seat without its network table (a match kept to continue later, played on here alone):
    // the computer's from now on, in the save too.
    if (setup_.seats[s].kind == SeatKind::Remote && !seat) {
      setup_.seats[s].kind = SeatKind::Computer;
      setup_.seats[s].standIn = true;
    }
    if (seat) {
      // a seat elsewhere
    } else if (setup_.seats[s].kind == SeatKind::Person && !player) {
      seat = new PersonSeat(s, this);
      here_[s] = true;
    } else {
      const bool scripted = player != nullptr;
      if (!player) player = ai::makePlayer(setup_.seats[s].level, setup_.seed * 31 + s + 1);
      auto* computer = new ComputerSeat(s, std::move(player), &pace_, scripted, this);
      computer->setName(QString::fromLatin1(ai::levelName(setup_.seats[s].level)));
      seat = computer;
    }
    connect(seat, &Seat::act, this, &GameController::submit);
    seats_.push_back(seat);
  }
}

bool GameController::atThisScreen(int seat) const { return seat >= 0 && seat < int(here_.size()) && here_[seat]; }

int GameController::screenSeats() const { return static_cast<int>(std::count(here_.begin(), here_.end(), true)); }

bool GameController::movesAgain(int seat) const {
  return seat >= 0 && seat < int(seats_.size()) && seats_[seat]->movesAgain();
}

bool GameController::isYou(int seat) const { return atThisScreen(seat) && screenSeats() == 1; }

QString GameController::seatName(int seat) const {
  if (seat >= 0 && seat < setup_.seats.size() && !setup_.seats[seat].name.isEmpty())
    return setup_.seats[seat].name;
  // A person elsewhere is a player, as one of several at this screen would be.
  if (seat >= 0 && seat < setup_.seats.size() && setup_.seats[seat].kind == SeatKind::Remote) return tr("Player %1").arg(seat + 1);
  return unnamed(atThisScreen(seat), screenSeats(), players(), seat);
}

QString GameController::seatCaption(int seat) const {
  const bool standIn = seat >= 0 && seat < setup_.seats.size() && setup_.seats[seat].standIn;
  return standIn ? tr("%1 (computer)", "a computer playing on for a friend who left the network table").arg(seatName(seat))
                 : seatName(seat);
}

QString GameController::unnamed(bool here, int seatsHere, int players, int seat) {
  if (here) return seatsHere == 1 ? tr("You") : tr("Player %1").arg(seat + 1);
  return players == 2 ? tr("Computer") : tr("Computer %1").arg(seat + 1);
}

QString GameController::seatNameIn(const GameSetup& setup, int seat) {
  QVector<SeatSetup> seats = setup.seats;
  seatnames::fill(seats);  // as a match names its computers when it starts
  if (seat < 0 || seat >= seats.size()) return QString();
  if (!seats[seat].name.isEmpty()) return seats[seat].name;
  const int here = int(std::count_if(seats.begin(), seats.end(), [](const SeatSetup& s) { return s.kind == SeatKind::Person; }));
  return unnamed(seats[seat].kind == SeatKind::Person, here, int(seats.size()), seat);
}

quint64 GameController::dealNumber() const { return match_ ? hand().seed() : dealNumber(dealsSoFar() - 1); }

quint64 GameController::dealNumber(int deal) const {
  if (match_) return match_->handSeed(deal);
  // A guest knows a deal's number (its seed) once the host has revealed it.
  return deal >= 0 && deal < int(dealChecks_.size()) ? dealChecks_[deal].second : 0;
}

bool GameController::matchOver() const { return (match_ && match_->over()) || (guest() && guestOver_); }

int GameController::toActNow() const { return match_ ? hand().toAct() : view_.toAct; }

Phase GameController::phaseNow() const { return match_ ? hand().phase() : view_.phase; }

bool GameController::overNow() const {
  if (match_) return hand().over();
  return view_.phase == Phase::Scored || view_.phase == Phase::Drawn;
}

SeatView GameController::dealView(int deal, int seat) const {
  if (guest()) return deal >= 0 && deal < int(guestDeals_.size()) ? guestDeals_[deal] : SeatView();
  if (!match_ || deal < 0 || deal >= match_->dealsSoFar()) return {};
  if (deal == match_->dealsSoFar() - 1) return hand().view(seat);
  // An earlier deal: replay the match up to the end of it (the log is short: milliseconds).
  ActionLog log = actionLog();
  log.resize(deal + 1);
  // The deals as they were dealt: a network table's from the fair deal's seeds, not the match seed's sequence.
  const auto past = Match::replay(setup_.rules, setup_.seed, log, nullptr, &match_->dealSeeds());
  return past ? past->hand().view(seat) : SeatView();
}

bool GameController::humanToAct() const {
  if (guest()) return guestSeq_ > 0 && !overNow() && view_.toAct == guestSeat_ && !guestWaiting_ && guestHeld_.empty();
  return match_ && !hand().over() && !curtain_ && atThisScreen(hand().toAct()) && hand().toAct() == viewSeat_;
}

bool GameController::aiThinking() const {
  for (const Seat* s : seats_)
    if (s->busy()) return true;
  return false;
}

Reject GameController::check(const Action& a) const {
  if (guest()) return overNow() ? Reject::HandOver : view_.toAct != guestSeat_ ? Reject::NotYourTurn : checkAction(turnOf(view_), a);
  if (!match_) return Reject::HandOver;
  const Reject r = hand().check(hand().toAct(), a);
  if (r == Reject::Ok && gate_ && atThisScreen(hand().toAct()) && !gate_(a).isEmpty()) return Reject::WrongPhase;
  return r;
}

Reject GameController::explain(const Action& a) {
  if (guest()) {
    const Reject r = check(a);
    if (r != Reject::Ok) {
      const QString text = rejectText(r, a);
      emit rejected(r, text);
      emit message(text);
    }
    return r;
  }
  if (!match_) return Reject::HandOver;
  const int seat = hand().toAct();
  Reject r = hand().over() ? Reject::HandOver : Reject::Ok;
  if (r == Reject::Ok && (!atThisScreen(seat) || curtain_)) r = Reject::NotYourTurn;
  if (r == Reject::Ok) r = hand().check(seat, a);
  // The lesson's narrower choice: refused with its own sentence (the code only tells the table "no").
  const QString narrowed = r == Reject::Ok && gate_ ? gate_(a) : QString();
  if (!narrowed.isEmpty()) r = Reject::WrongPhase;
  if (r != Reject::Ok) {
    const QString text = narrowed.isEmpty() ? rejectText(r, a) : narrowed;
    emit rejected(r, text);
    emit message(text);
  }
  return r;
}

bool GameController::explainTurn() {
  if (!hasMatch()) return false;
  const Reject r = overNow()                                    ? Reject::HandOver
                   : !atThisScreen(toActNow()) || curtain_ ? Reject::NotYourTurn
                                                                     : Reject::Ok;
  if (r == Reject::Ok) return false;
  const QString text = rejectText(r, Action::pass());
  emit rejected(r, text);
  emit message(text);
  return true;
}

bool GameController::act(const Action& a) {
  if (guest()) {
    // To the host, the referee; its update (or refusal) answers. Nothing more until then.
    if (guestWaiting_ || !humanToAct() || explain(a) != Reject::Ok || !send_) return false;
    guestWaiting_ = true;
    guestSent_ = a;
    send_(a);
    return true;
  }
  if (!match_) return false;
  if (explain(a) != Reject::Ok) return false;
  auto* person = qobject_cast<PersonSeat*>(seat(hand().toAct()));
  if (!person) return false;
  lastSubmit_ = false;
  person->play(a);  // through the seat's signal into submit()
  return lastSubmit_;
}

bool GameController::submit(int seat, const Action& a) {
  lastSubmit_ = false;
  if (!match_ || seat < 0 || seat >= players()) return false;
  Reject r = hand().check(seat, a);
  const QString narrowed = r == Reject::Ok && gate_ && atThisScreen(seat) ? gate_(a) : QString();
  if (!narrowed.isEmpty()) r = Reject::WrongPhase;
  if (r != Reject::Ok) {
    const QString text = narrowed.isEmpty() ? rejectText(r, a) : narrowed;
    if (atThisScreen(seat) && seat == viewSeat_) {
      emit rejected(r, text);
      emit message(text);
    }
    seats_[seat]->refused(a, r, text);
    return false;
  }
  lastSubmit_ = apply(seat, a);
  return lastSubmit_;
}

bool GameController::apply(int seat, const Action& a) {
  if (match_->apply(seat, a) != Reject::Ok) return false;
  const Step& step = hand().history().back();  // logged by the match with the melds the engine chose
  ++generation_;
  noteApplied(seat, step.action);
  refreshView();  // before actionApplied: its listeners read the new view
  emit actionApplied(seat, step.action, step.drawn);
  afterChange(SeatUpdate::Cause::Action, [this, seat, a = step.action, drawn = step.drawn] { return describe(seat, a, drawn); },
              [this, seat, a = step.action, drawn = step.drawn] { return describe(seat, a, drawn, true); });
  return true;
}

bool GameController::nextHand() {
  if (guest()) {
    // The host deals; the person is ready for the next deal: the updates held back are shown now.
    if (!overNow() || guestOver_) return false;
    guestGoOn_ = true;
    std::vector<Held> held;
    held.swap(guestHeld_);
    for (const Held& h : held) applyGuest(h.u, h.deal, h.seq);
    if (held.empty())
      emit message(guestHost_ >= 0 ? tr("Waiting for %1 to deal…").arg(seatName(guestHost_)) : tr("Waiting for the next deal…"));
    return true;
  }
  if (!match_ || practice_) return false;  // the lesson is one hand
  if (dealSource_) {
    // The deal waits for its seed; dealFrom() deals it.
    if (dealWaiting_ >= 0 || !hand().over() || match_->over()) return false;
    dealWaiting_ = match_->dealsSoFar();
    dealSource_(dealWaiting_);
    return true;
  }
  if (!match_->nextHand()) return false;
  dealt();
  return true;
}

void GameController::dealt() {
  ++generation_;
  undoFloor_ = 0;
  redo_.clear();
  // Whoever pressed Next hand saw the next player's new cards (a new player's playtest).
  curtainForTheSeatToAct();
  afterChange(SeatUpdate::Cause::Deal);
}

void GameController::curtainForTheSeatToAct() {
  if (screenSeats() < 2 || hand().over() || !atThisScreen(hand().toAct())) return;
  viewSeat_ = hand().toAct();
  curtain_ = true;
}

void GameController::revealSeat() {
  if (!curtain_) return;
  curtain_ = false;
  emit changed();
  emit message(prompt());
}

void GameController::followTurn() {
  const HandState& h = hand();
  if (h.over()) {
    curtain_ = false;  // both hands show at the end of a hand
    return;
  }
  const int seat = h.toAct();
  if (atThisScreen(seat) && seat != viewSeat_) {
    viewSeat_ = seat;
    curtain_ = screenSeats() > 1;
  }
}

void GameController::refreshView() {
  followTurn();
  view_ = hand().view(viewSeat_);
}

void GameController::afterChange(SeatUpdate::Cause cause, std::function<QString()> event, std::function<QString()> spoken) {
  // An action and an undo have refreshed the view already, before their own signals.
  if (cause != SeatUpdate::Cause::Action && cause != SeatUpdate::Cause::Undo) refreshView();
  if (cause == SeatUpdate::Cause::Match || cause == SeatUpdate::Cause::Deal) emit matchStarted();
  lastEvent_ = std::move(event);
  emit changed();
  const bool newDeal = cause == SeatUpdate::Cause::Match || cause == SeatUpdate::Cause::Deal;
  const QString text = statusWords(lastEvent_ ? lastEvent_() : QString(), newDeal);
  lastStatus_ = text;
  lastSpoken_ = speechWords(spoken, text, newDeal);
  if (!text.isEmpty()) emit message(text);
  if (hand().over()) emit handOver();
  tellSeats(cause);
}

void GameController::tellSeats(SeatUpdate::Cause cause) {
  const ai::MatchContext ctx = context();
  const quint64 generation = generation_;
  for (Seat* seat : seats_) {
    if (generation != generation_) return;  // a seat's answer changed the position: its update follows
    seat->update(updateFor(seat, cause, ctx));
  }
}

SeatUpdate GameController::updateFor(const Seat* seat, SeatUpdate::Cause cause, const ai::MatchContext& ctx) const {
  SeatUpdate u;
  u.cause = cause;
  u.view = seat->index() == viewSeat_ ? view_ : hand().view(seat->index());
  if (cause == SeatUpdate::Cause::Action && !u.view.history.empty()) u.event = u.view.history.back();
  u.context = ctx;
  u.handNumber = match_->handNumber();
  u.matchOver = match_->over();
  if (u.matchOver) {
    u.result = sheet().matchResult();
    u.winner = sheet().matchWinner();
  }
  if (!redo_.empty() && redo_.front().seat == seat->index() && u.myTurn()) u.again = redo_.front().action;
  return u;
}

ai::MatchContext GameController::context() const { return match_ ? ai::contextOf(*match_) : guestContext_; }

void GameController::requestHint(CardSet staged) {
  if (!humanToAct()) return;
  const quint64 token = generation_;
  const SeatView v = view();
  const ai::MatchContext ctx = context();
  auto result = std::make_shared<ai::Hint>();
  QThread* t = QThread::create([v, ctx, result] { *result = ai::hint(v, ctx); });
  t->setParent(this);
  threads_.append(t);
  connect(t, &QThread::finished, this, [this, t, token, result, staged] {
    threads_.removeAll(t);
    t->deleteLater();
    if (token != generation_) return;
    const QString text = hintText(*result, staged);
    emit hintReady(result->action, text);
    emit message(text);
  });
  t->start();
}

bool GameController::remoteToAct() const {
  if (!hasMatch() || overNow()) return false;
  const int seat = toActNow();
  return seat >= 0 && seat < int(setup_.seats.size()) && setup_.seats[seat].kind == SeatKind::Remote;
}
