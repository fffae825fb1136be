// The game controller: wraps gin::Match (the single source of truth), takes actions from every seat
// (mouse/keyboard through the table, the AI from a worker thread) and tells the views what changed.
// It never decides a rule: every action goes through HandState::check/apply.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVector>
#include <functional>
#include <memory>
#include <vector>

#include "ai/ai.h"
#include "match.h"

class QThread;

struct SeatSetup {
  // The longest name a seat can have, in QChars: the new-game dialog stops typing there and a save
  // holding a longer one is refused (and one is never written: the dialog cannot produce it).
  static constexpr int kMaxNameLength = 200;
  bool human = true;
  gin::ai::Level level = gin::ai::Level::Casual;  // computer seats
  QString name;
  bool operator==(const SeatSetup&) const = default;
};

// Everything needed to start (or, with the action log, rebuild) a match.
struct GameSetup {
  gin::Rules rules;
  QVector<SeatSetup> seats;  // rules.players entries
  quint64 seed = 0;          // match seed; 0 = pick one at random when the match starts
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
  void startPractice(const GameSetup& setup, const gin::HandState& hand,
                     std::vector<std::unique_ptr<gin::ai::Player>> players);
  bool practice() const { return practice_; }
  // A narrower choice of moves than the engine's, for the lesson: the gate answers a sentence for a
  // move the engine allows but the lesson does not teach now (empty: allowed). The engine is asked
  // first, so a move against the rules is refused with the rule. Cleared by every new match.
  using Gate = std::function<QString(const gin::Action&)>;
  void setGate(Gate gate) { gate_ = std::move(gate); }
  // No match any more (the lesson left from the welcome page): changed() follows.
  void clear();

  bool hasMatch() const { return match_ != nullptr; }
  const GameSetup& setup() const { return setup_; }
  const gin::Match& match() const { return *match_; }
  const gin::HandState& hand() const { return match_->hand(); }
  ActionLog actionLog() const { return match_ ? match_->handLog() : ActionLog{{}}; }
  int players() const { return setup_.rules.players; }
  bool isHuman(int seat) const;
  int humanCount() const;
  QString seatName(int seat) const;
  // True when `seat` is the only person at the table: messages then say "you".
  bool isYou(int seat) const;

  // The seat whose cards are shown face up at the bottom of the table.
  int viewSeat() const { return viewSeat_; }
  // Hot seat: between two people's turns both hands are hidden until the next player confirms.
  bool curtain() const { return curtain_; }
  // A person may act now at the seat to act (not the AI, no curtain).
  bool humanToAct() const;
  gin::SeatView view() const { return hand().view(viewSeat_); }

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
  // "Computer drew from the stock", "You discarded the 7 of hearts".
  QString describe(int seat, const gin::Action& a, gin::Card drawn) const;
  // Phase prompt for the status line: what the seat to act should do now.
  QString prompt() const;

  // Milliseconds the computer waits before showing a move, so that a person can follow.
  void setAiDelay(int ms) { aiDelay_ = ms; }
  int aiDelay() const { return aiDelay_; }
  // The computer shows no move for the next `ms` (the table is still dealing the cards).
  void holdAi(int ms) {
    aiHold_.start();
    aiHoldMs_ = ms;
  }
  bool aiThinking() const { return aiPending_; }
  // The table's pace: milliseconds until its cards lie still (0 when they do). A computer's move waits
  // until then, so that it never moves while a card is still in flight and every move can be followed.
  void setTablePace(std::function<int()> busyMs) { tableBusy_ = std::move(busyMs); }

  // Undo (through Match::replay). Against the computer a person takes back their own last move and
  // every computer move after it; in hot seat a person's moves only until another player has acted.
  // Never across hands, never once the hand is over, never in a scripted position (no seed replays
  // it). The computer replies taken back are replayed the same way when the same move is made again
  // (kept in a redo list, so the computer's random slips cannot make it differ).
  void setUndoAllowed(bool on);
  bool undoAllowed() const { return undoAllowed_; }
  bool canUndo() const;
  // A match in which undo was used (statistics mark it and keep it out of the win streaks).
  bool undoUsed() const { return undoUsed_; }
  void setUndoUsed(bool used) { undoUsed_ = used; }  // a resumed save says so

  // The table's hand order (saved with the game; a resumed save restores it before matchStarted).
  const HandOrder& handOrder() const { return handOrder_; }
  void setHandOrder(const HandOrder& order) { handOrder_ = order; }

 public slots:
  // A person's action for the seat to act. Returns false and emits rejected() if refused.
  bool act(const gin::Action& a);
  void revealSeat();
  bool nextHand();
  void requestHint();
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

 private:
  bool apply(int seat, const gin::Action& a);
  // `players`: the lesson's computer seats (and practice mode); null for every real match.
  void startMatch(const GameSetup& setup, std::unique_ptr<gin::Match> m,
                  std::vector<std::unique_ptr<gin::ai::Player>>* players = nullptr);
  void afterChange(const QString& event = QString());
  void updateView();
  void scheduleAi();
  // Shows a computer's move once it is still that seat's turn and the table is still; `thought` is false
  // for a reply replayed from the redo list.
  void showAiMove(quint64 token, int seat, const gin::Action& a, bool thought);
  void waitForThreads();
  gin::ai::MatchContext context() const;
  QString hintText(const gin::ai::Hint& h) const;
  int undoTarget() const;  // index in the current deal's moves that undo goes back to, -1: none
  std::vector<gin::Match::LoggedAction> dealMoves() const;
  static int knockFloor(const std::vector<gin::Match::LoggedAction>& moves);  // first move after the last knock, 0: none
  void noteApplied(int seat, const gin::Action& recorded);

  GameSetup setup_;
  std::unique_ptr<gin::Match> match_;
  std::vector<std::unique_ptr<gin::ai::Player>> ai_;
  int viewSeat_ = 0;
  bool curtain_ = false;
  int aiDelay_ = 700;
  QElapsedTimer aiHold_;
  int aiHoldMs_ = 0;
  std::function<int()> tableBusy_;
  bool aiPending_ = false;
  quint64 generation_ = 0;  // bumped on every change: stale AI answers are dropped
  QVector<QPointer<QThread>> threads_;
  bool scripted_ = false;     // a position no seed replays: no undo
  bool practice_ = false;     // the lesson: no save, no statistics
  Gate gate_;
  bool undoAllowed_ = true;
  bool undoUsed_ = false;
  HandOrder handOrder_;
  int undoFloor_ = 0;         // moves of the current deal before this index are final (hot seat)
  std::vector<gin::Match::LoggedAction> redo_;  // moves taken back, replayed when the same move comes
};
