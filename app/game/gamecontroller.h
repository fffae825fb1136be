// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller: the referee. It wraps gin::Match (the single source of truth), makes a Seat
// for every player (app/seats: a person at this screen, a computer, the lesson's opponent), tells every
// seat after every change what that seat may know, and takes every seat's action through one path,
// submit(), checked by the engine (HandState::check/apply). It never decides a rule.
//
// For the screen it also keeps which seat is shown here (viewSeat: the one person at this screen, or in
// hot seat the person whose turn it is, behind a curtain between turns), the view the table draws, the
// pace of the computer's moves, undo per seat and the words of moves and refusals.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVector>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "ai/ai.h"
#include "match.h"
#include "seats/computerseat.h"
#include "seats/seat.h"

class QThread;
class PersonSeat;

using SeatKind = Seat::Kind;

struct SeatSetup {
  // The longest name a seat can have, in QChars: the new-game dialog stops typing there and a save
  // holding a longer one is refused (and one is never written: the dialog cannot produce it).
  static constexpr int kMaxNameLength = 200;
  SeatKind kind = SeatKind::Person;  // Person (at this screen), Computer, or Remote (made by the seat maker)
  gin::ai::Level level = gin::ai::Level::Casual;  // computer seats
  QString name;
  // A computer playing on for a friend elsewhere who left the table (a network seat taken over, or a
  // kept network match played on here alone): it keeps the friend's name and column, and the table
  // says that a computer plays it (GameController::seatCaption).
  bool standIn = false;
  bool operator==(const SeatSetup&) const = default;
};

// Everything needed to start (or, with the action log, rebuild) a match.
struct GameSetup {
  gin::Rules rules;
  QVector<SeatSetup> seats;  // rules.players entries
  quint64 seed = 0;          // match seed; 0 = pick one at random when the match starts
  // A match with deals dealt from seeds given from outside (a network table's fair deal): the seed of
  // every deal so far (Match::dealSeeds), so that a save replays those deals. Empty: the match seed's
  // own sequence.
  std::vector<quint64> dealSeeds;
};

// The person's own arrangement of the hand on the table: the sort ("rank", "suit", "melds" or
// "manual") and, for a manual order, the cards left to right. Not a rule: the table keeps it here
// so that a save brings it back.
struct HandOrder {
  QString sort;
  QVector<gin::Card> cards;
  bool operator==(const HandOrder&) const = default;
};

// Per hand, the actions applied in order (each by the seat to act at that moment).
using ActionLog = std::vector<std::vector<gin::Action>>;

class GameController : public QObject {
  Q_OBJECT

 public:
  explicit GameController(QObject* parent = nullptr);
  ~GameController() override;

  // Starts a match. A zero seed is replaced by a random one (see setup().seed afterwards).
  void newMatch(const GameSetup& setup);
  // Rebuilds a match by replaying a log as returned by actionLog(). False (and no match change)
  // if an action is refused.
  bool replay(const GameSetup& setup, const ActionLog& log);
  // Brings a match back as it was (after the lesson): replayed through the engine with its hand order
  // and undo mark set before matchStarted, so that the save written then is the save it had.
  bool restore(const GameSetup& setup, const ActionLog& log, const HandOrder& order, bool undoUsed);
  // Deals the current hand again from the same cards (the earlier hands of the match stay).
  void replayDeal();
  // Tests and tutorials: a match whose current hand is a scripted position.
  void startScripted(const GameSetup& setup, const gin::HandState& hand);
  // The lesson (Help › Learn to play): a scripted position whose computer seats play the given
  // players (null: the level's own), that counts nowhere: never saved, no statistics, no undo, no
  // replay or review of the deal.
  void startPractice(const GameSetup& setup, const gin::Position& position,
                     std::vector<std::unique_ptr<gin::ai::Player>> players);
  bool practice() const { return practice_; }
  // A narrower choice of moves than the engine's, for the lesson: the gate answers a sentence for a
  // move the engine allows but the lesson does not teach now (empty: allowed). It applies to the seats
  // at this screen; the engine is asked first, so a move against the rules is refused with the rule.
  // Cleared by every new match.
  using Gate = std::function<QString(const gin::Action&)>;
  void setGate(Gate gate) { gate_ = std::move(gate); }
  // No match any more (the lesson left from the welcome page): changed() follows.
  void clear();

  // A network table (docs/network.md). Seats of kind Remote are made by `maker` (which knows the
  // network; this library does not). With a deal source set, no deal is dealt from the match's own seed
  // sequence: newMatch() and nextHand() ask the source for deal `deal` (0-based) and hold the deal until
  // dealFrom() brings its seed (the fair deal's round). The source stays until clear(). Undo and
  // replaying a deal are off at such a table: a seat elsewhere has seen every move, and a replay would
  // deal from the match's own seeds.
  using SeatMaker = std::function<Seat*(int seat, const SeatSetup& setup, QObject* parent)>;
  void setSeatMaker(SeatMaker maker) { seatMaker_ = std::move(maker); }
  using DealSource = std::function<void(int deal)>;
  void setDealSource(DealSource source) { dealSource_ = std::move(source); }
  bool networked() const { return static_cast<bool>(dealSource_); }
  // This match was dealt by a network table's fair deal (docs/network.md), also after the table closed
  // and in a save of it: not a match against the computer's levels, and its review says how it was dealt.
  bool fairDealt() const { return match_ && fairDeals_ > 0; }
  // How many of its deals, from the first, the fair deal dealt (a saved network match resumed here deals
  // the later ones from its own seed's sequence).
  int fairDeals() const { return match_ ? fairDeals_ : 0; }
  // The seat of deal `deal`, asked for by the deal source: deals it (the first deal starts the match held
  // by newMatch). False when no such deal is waiting.
  bool dealFrom(int deal, quint64 seed);
  // Waiting for the seed of this deal (-1: none).
  int dealWaiting() const { return dealWaiting_; }
  // A computer of `level` takes `seat` from now on (a seat elsewhere whose player did not come back):
  // told the position at once, it moves if it is its turn.
  bool seatComputer(int seat, gin::ai::Level level);

  // A seat at a table elsewhere (docs/network.md, docs/app.md "The guest's table"): the referee is the
  // host's engine. No Match here: the view, the hand and deal numbers come from the host's updates
  // (guestUpdate), the score sheet is the engine's ScoreSheet built from each finished hand's result in
  // them, and the person's moves go out through `send` instead of being applied. The engine's rules are
  // asked from the view (legal.h) for quick feedback, as the computer players do; the host decides.
  // `pastDeals`: the last view of each earlier deal (a guest that restarted), in deal order.
  using Sender = std::function<void(const gin::Action&)>;
  // `host`: the seat of the host's player, who deals each next hand (-1: the table deals by itself, a
  // club server), named while this seat waits for the next deal.
  void startGuest(const GameSetup& setup, int seat, Sender send, const std::vector<gin::SeatView>& pastDeals = {}, int host = -1);
  bool guest() const { return guestSeat_ >= 0; }
  // The host's first update has come (before it the guest's table is empty: nothing to act on).
  bool guestUpdated() const { return guest() && guestSeq_ > 0; }
  int guestSeat() const { return guestSeat_; }
  // The host's update for this seat (`deal`: its 0-based deal; `seq`: its sequence number, an update seen
  // again after a reconnection only redraws). Updates of the next deal wait while the finished hand is
  // on screen, until nextHand() (the person's Next hand).
  void guestUpdate(const SeatUpdate& u, int deal, int seq);
  // The host refused the move sent last (an engine reject code): the usual sentence; "stale": silently
  // lets the person act again.
  void guestRefused(const QString& code);
  // Updates held until the person goes on to the next hand.
  int guestHeld() const { return static_cast<int>(guestHeld_.size()); }
  // The last view of each deal seen here (for the guest's save).
  const std::vector<gin::SeatView>& guestDeals() const { return guestDeals_; }
  // A guest's check of a deal once the host revealed it (docs/network.md, "The fair deal"): the verdict's
  // code (gin::net::dealCheckCode; the hand log and the review say it, text/dealchecks.h) and the deal's
  // number. dealCheck is empty for a deal not checked yet.
  void setDealCheck(int deal, const QString& code, quint64 dealNumber);
  QString dealCheck(int deal) const;
  // A guest learns the name of a seat taken after its welcome (the host's presence message).
  void renameSeat(int seat, const QString& name);
  // ... and that the host's computer plays a seat from now on (its guest did not come back).
  void guestSeatIsComputer(int seat);
  // At a guest's match end: whether the sheet built here gives the host's result (true until then).
  bool guestResultAgrees() const { return guestAgrees_; }

  bool hasMatch() const { return match_ != nullptr || guest(); }
  // Cards to show: a match here, or a guest's table once its host has dealt (a seated guest waiting for
  // the host's first update had "Guest · 0 points", "Stock: 0 cards" and "hand 0" on its empty table).
  bool cardsShown() const { return match_ != nullptr || guestUpdated(); }
  const GameSetup& setup() const { return setup_; }
  // The match itself, for the saves (its log) and the tests; the table and the rest of the app read the
  // seat's view() and the public sheet() instead.
  const gin::Match& match() const { return *match_; }
  const gin::HandState& hand() const { return match_->hand(); }
  ActionLog actionLog() const { return match_ ? match_->handLog() : ActionLog{{}}; }
  int players() const { return setup_.rules.players; }
  // The seats of the match, in seat order.
  Seat* seat(int index) const { return index >= 0 && index < int(seats_.size()) ? seats_[index] : nullptr; }
  // Seats played at this screen (persons here), and how many there are.
  bool atThisScreen(int seat) const;
  int screenSeats() const;
  QString seatName(int seat) const;
  // The seat's name where the table labels it: with "(computer)" for a stand-in (SeatSetup::standIn).
  QString seatCaption(int seat) const;
  // The name a seat of `setup` has at the table (a saved game's players, before its match starts).
  static QString seatNameIn(const GameSetup& setup, int seat);
  // True when `seat` is the only person at the table: messages then say "you".
  bool isYou(int seat) const;

  // The score sheet, the hand number and the deal number of the match (public).
  const gin::ScoreSheet& sheet() const { return match_ ? match_->sheet() : *guestSheet_; }
  int handNumber() const { return match_ ? match_->handNumber() : guest() ? guestHand_ : 0; }
  quint64 dealNumber() const;
  quint64 dealNumber(int deal) const;  // 0-based deal
  int dealsSoFar() const { return match_ ? match_->dealsSoFar() : static_cast<int>(guestDeals_.size()); }
  bool matchOver() const;

  // The seat shown at this screen: its cards face up at the bottom of the table.
  int viewSeat() const { return viewSeat_; }
  // What the table draws: the view seat's view (at the end of a hand: the result and every hand).
  const gin::SeatView& view() const { return view_; }
  // The public view of a finished or current deal of the match (0-based), as `seat` saw it at its end
  // (-1: as a spectator saw it), for the hand log.
  gin::SeatView dealView(int deal, int seat) const;
  // Hot seat: between two people's turns both hands are hidden until the next player confirms.
  bool curtain() const { return curtain_; }
  // A person may act now at the seat to act (a seat at this screen, the view seat, no curtain).
  bool humanToAct() const;

  // "May I?": the engine's verdict for the seat to act.
  gin::Reject check(const gin::Action& a) const;
  // Says why `a` would be refused now (rejected() and message(), as act() does), without trying it:
  // for a gesture that cannot even start (pressing the stock during the upcard offer, K when no
  // knock is possible). Returns the refusal, Ok (and says nothing) when `a` would be allowed.
  gin::Reject explain(const gin::Action& a);
  // Says why no person may act now (the hand is over, another seat's turn, the curtain is down), for
  // a key whose command does not apply; false (and nothing said) when a person is to act.
  bool explainTurn();
  // Why Undo takes nothing back now (the setting, the end of the hand, a move made final, none yet).
  QString whyNoUndo() const;
  // A sentence naming the rule that refused `a` for the seat to act.
  QString rejectText(gin::Reject r, const gin::Action& a) const;
  // "Computer drew from the stock", "You discarded the 7 of hearts". `drawSaid`: another seat's knock
  // without the draw that began its turn (said a moment before, in a sentence of its own).
  QString describe(int seat, const gin::Action& a, gin::Card drawn, bool drawSaid = false) const;
  // What a screen reader says for the status line's `text`: the same words, except that after a draw
  // said on its own the knock that follows it does not say the draw again ("Otto drew from the stock."
  // then "Otto knocked with 3 deadwood points.": a blind player's play-test heard two draws).
  QString speechFor(const QString& text) const { return text == lastStatus_ && !lastSpoken_.isEmpty() ? lastSpoken_ : text; }
  // The draw that began the turn in which `seat` last knocked, as this seat saw it (null if none).
  const gin::PublicEvent* drawBefore(int seat) const;
  // Phase prompt for the status line: what the seat to act should do now (in hot seat after its name).
  QString prompt() const;
  // The prompts name the keys instead of dragging while the table's keyboard focus shows (TableScene:
  // from a key, until a click).
  void setKeyboardPrompts(bool on) { keyboardPrompts_ = on; }
  bool keyboardPrompts() const { return keyboardPrompts_; }
  // What the status line said after the last change (the move, then the prompt), in the language of
  // now: for a switch of language while playing (the prompt alone lost who knocked, with how much).
  QString statusNow() const;
  // The seat to act is a person at another computer (a network table's remote seat).
  bool remoteToAct() const;

  // Milliseconds the computer waits before showing a move, so that a person can follow.
  void setAiDelay(int ms) { pace_.delayMs = ms; }
  int aiDelay() const { return pace_.delayMs; }
  // The computer shows no move for the next `ms` (the table is still dealing the cards).
  void holdAi(int ms) { pace_.holdFor(ms); }
  bool aiThinking() const;
  // The table's pace: milliseconds until its cards lie still (0 when they do). A computer's move waits
  // until then, so that it never moves while a card is still in flight and every move can be followed.
  void setTablePace(std::function<int()> busyMs) { pace_.busy = std::move(busyMs); }

  // Undo (through Match::replay), for the seat shown at this screen: a seat takes back only its own
  // moves, with every move after it of seats that move again (a computer), never another person's move
  // and never under the curtain. Never across hands, never once the hand is over, never in a scripted
  // position (no seed replays it). The computer replies taken back are replayed the same way when the
  // same move is made again (kept in a redo list, so the computer's random slips cannot make it differ).
  void setUndoAllowed(bool on);
  bool undoAllowed() const { return undoAllowed_; }
  bool canUndo() const;
  // Whose moves Undo takes back now: the seat shown at this screen, or under the curtain the person who
  // just moved (the screen is theirs until the next player says who they are); -1 when nobody's.
  int undoSeat() const;
  // A match in which undo was used (statistics mark it and keep it out of the win streaks).
  bool undoUsed() const { return undoUsed_; }
  void setUndoUsed(bool used) { undoUsed_ = used; }  // a resumed save says so

  // The table's hand order (saved with the game; a resumed save restores it before matchStarted).
  const HandOrder& handOrder() const { return handOrder_; }
  void setHandOrder(const HandOrder& order) { handOrder_ = order; }

 public slots:
  // The move of the person at this screen whose turn it is, through that person's seat. Returns false
  // and emits rejected() if refused.
  bool act(const gin::Action& a);
  // The one way in for every seat: the engine checks `a` for `seat` and applies it, or the seat hears
  // why not. Seats call it through their act signal.
  bool submit(int seat, const gin::Action& a);
  void revealSeat();
  bool nextHand();
  // A hint for the person to act; `staged`: the cards it has put on the melds while laying off, not
  // yet confirmed.
  void requestHint(gin::CardSet staged = 0);
  bool undo();

 signals:
  void matchStarted();
  void actionApplied(int seat, const gin::Action& action, gin::Card drawn);
  void changed();  // any state change: hand, piles, turn, phase, scores, curtain
  void rejected(gin::Reject reason, const QString& text);
  void message(const QString& text);
  void handOver();
  void hintReady(const gin::Action& action, const QString& text);
  void undone();  // the match was rebuilt one person's decision back (changed() follows)
  // The sheet or a seat's name changed outside a deal's start and end (matchStarted, handOver): a
  // guest's seat taken back after a restart, a seat's name from the host.
  void sheetChanged();

 private:
  QString movePrompt() const;  // prompt() without the name
  bool apply(int seat, const gin::Action& a);
  // `players`: the lesson's computer seats (and practice mode); null for every real match.
  void startMatch(const GameSetup& setup, std::unique_ptr<gin::Match> m,
                  std::vector<std::unique_ptr<gin::ai::Player>>* players = nullptr);
  void makeSeats(std::vector<std::unique_ptr<gin::ai::Player>>* players);
  void stopSeats();
  // `event` words the change (kept in lastEvent_, so that statusNow can say it again in another language).
  // `spoken`: the words a screen reader hears instead, if others (speechFor).
  void afterChange(SeatUpdate::Cause cause, std::function<QString()> event = {}, std::function<QString()> spoken = {});
  // The status line's words for `event`: then what the person at the table should do now, if anything.
  QString statusWords(const QString& event, bool newDeal) const;
  // What a screen reader hears for the status line `text` (lastSpoken_; empty: the text itself): the
  // event's `spoken` words when it has its own, and at a new deal the hand's number, dealer and upcard
  // first (a blind player heard only "Otto is thinking…" as a hand began: a play-test).
  QString speechWords(const std::function<QString()>& spoken, const QString& text, bool newDeal) const;
  // Tells every seat what it may know now; `cause` and the last step say why.
  void tellSeats(SeatUpdate::Cause cause);
  SeatUpdate updateFor(const Seat* seat, SeatUpdate::Cause cause, const gin::ai::MatchContext& ctx) const;
  // A new deal was dealt: every seat hears of it.
  void dealt();
  // The seat to act, if a person at this screen, becomes the view seat (behind the curtain in hot seat).
  void followTurn();
  // Hot seat: the seat to act, if a person at this screen, is shown behind the curtain (a new deal or a
  // resumed match: whoever dealt it or opened the program must not see the next player's cards).
  void curtainForTheSeatToAct();
  // followTurn, then the view seat's view.
  void refreshView();
  void waitForThreads();
  gin::ai::MatchContext context() const;
  QString hintText(const gin::ai::Hint& h, gin::CardSet staged = 0) const;
  // An unnamed seat: "You" (the one person here), "Player 2" (one of several), "Computer" or "Computer 3".
  static QString unnamed(bool here, int seatsHere, int players, int seat);
  int undoTarget(int seat) const;  // index in the current deal's moves that undo goes back to, -1: none
  std::vector<gin::Match::LoggedAction> dealMoves() const;
  static int knockFloor(const std::vector<gin::Match::LoggedAction>& moves);  // first move after the last knock, 0: none
  // With several people at this screen: the first move after the last draw from the stock (0: none).
  int stockFloor(const std::vector<gin::Match::LoggedAction>& moves) const;
  void noteApplied(int seat, const gin::Action& recorded);
  bool movesAgain(int seat) const;

  GameSetup setup_;
  std::unique_ptr<gin::Match> match_;
  std::vector<Seat*> seats_;  // children of this controller
  std::vector<bool> here_;    // per seat: played at this screen
  Pace pace_;
  int viewSeat_ = 0;
  gin::SeatView view_;
  bool curtain_ = false;
  bool curtainFirst_ = false;  // the match being started opens behind the curtain (replay)
  bool resumed_ = false;       // the match being started is a save's: its last move is said again
  bool lastSubmit_ = false;   // what the last submit() answered (act() goes through a seat's signal)
  quint64 generation_ = 0;    // bumped on every change: stale hint answers are dropped
  QVector<QPointer<QThread>> threads_;  // hints
  bool scripted_ = false;     // a position no seed replays: no undo
  bool practice_ = false;     // the lesson: no save, no statistics
  bool keyboardPrompts_ = false;
  Gate gate_;
  bool undoAllowed_ = true;
  bool undoUsed_ = false;
  HandOrder handOrder_;
  int undoFloor_ = 0;         // moves of the current deal before this index are final (hot seat)
  std::vector<gin::Match::LoggedAction> redo_;  // moves taken back, replayed when the same move comes
  SeatMaker seatMaker_;
  DealSource dealSource_;
  int fairDeals_ = 0;
  int dealWaiting_ = -1;
  GameSetup heldSetup_;  // newMatch's setup while its first deal waits for its seed

  // A guest (startGuest).
  void applyGuest(const SeatUpdate& u, int deal, int seq);
  void resetGuest();
  void guestRecord(const gin::SeatView& v, int deal);
  // The seat to act, the phase and a seat's cards as this screen knows them (the hand, or the view).
  int toActNow() const;
  gin::Phase phaseNow() const;
  bool overNow() const;
  int guestSeat_ = -1;
  int guestHost_ = -1;
  Sender send_;
  std::optional<gin::ScoreSheet> guestSheet_;
  std::vector<gin::SeatView> guestDeals_;
  std::vector<std::pair<QString, quint64>> dealChecks_;  // per deal: verdict code, seed
  struct Held {
    SeatUpdate u;
    int deal = 0, seq = 0;
  };
  std::vector<Held> guestHeld_;
  int guestHand_ = 0;
  int guestSeq_ = 0;
  int guestScored_ = -1;      // the last deal whose result is on the sheet
  bool guestWaiting_ = false; // a move went out: no other until the host answers
  bool guestGoOn_ = false;    // the person asked for the next hand before it came
  bool guestAgrees_ = true;
  bool guestOver_ = false;    // the host said the match is over
  std::function<QString()> lastEvent_;  // the last change's words (the move described), in the current language
  QString lastStatus_, lastSpoken_;     // the last move's status line and its words for a screen reader
  gin::ai::MatchContext guestContext_;
  gin::Action guestSent_;
};
