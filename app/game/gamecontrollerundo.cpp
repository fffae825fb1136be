// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Taking moves back (Game › Undo): whose move, how far (never across another person's move, a knock
// that showed the cards or, with several people at the screen, a card drawn from the stock), the redo
// list, and the words when it cannot be done.
#include <QtGlobal>

#include <algorithm>

#include "game/gamecontroller.h"

using namespace gin;

void GameController::setUndoAllowed(bool on) {
  undoAllowed_ = on;
  emit changed();
}

std::vector<Match::LoggedAction> GameController::dealMoves() const {
  std::vector<Match::LoggedAction> out;
  const int deal = match_->dealsSoFar() - 1;
  for (const Match::LoggedAction& e : match_->log())
    if (e.deal == deal) out.push_back(e);
  return out;
}

// A knock lays the knocker's hand open: taking back a move from before it would let the person play
// the hand again knowing those cards, so the knock and everything before it are final.
int GameController::knockFloor(const std::vector<Match::LoggedAction>& moves) {
  for (int i = static_cast<int>(moves.size()) - 1; i >= 0; --i)
    if (moves[i].action.type == ActionType::Knock || moves[i].action.type == ActionType::BigGin) return i + 1;
  return 0;
}

// Hot seat: a card drawn from the stock has been seen. Taken back, the person could take the pile card
// instead, and the next player would draw a card they know unawares (a play-test): the draw is final
// for several people at one screen. Against the computer it is the person's own loss (the match is
// marked, docs/table.md).
int GameController::stockFloor(const std::vector<Match::LoggedAction>& moves) const {
  if (screenSeats() < 2) return 0;
  for (int i = static_cast<int>(moves.size()) - 1; i >= 0; --i)
    if (moves[i].action.type == ActionType::DrawStock) return i + 1;
  return 0;
}

int GameController::undoTarget(int seat) const {
  if (!match_ || !undoAllowed_ || scripted_ || networked() || hand().over() || !atThisScreen(seat)) return -1;
  const std::vector<Match::LoggedAction> moves = dealMoves();
  const int floor = std::max({undoFloor_, knockFloor(moves), stockFloor(moves)});
  // The seat's own last move, with the moves after it of seats that move again; never across the
  // move of another person.
  for (int i = static_cast<int>(moves.size()) - 1; i >= floor; --i) {
    if (moves[i].seat == seat) return i;
    if (!movesAgain(moves[i].seat)) return -1;
  }
  return -1;
}

int GameController::undoSeat() const {
  if (!match_) return -1;
  if (!curtain_) return viewSeat_;
  const std::vector<Match::LoggedAction> moves = dealMoves();
  return !moves.empty() && atThisScreen(moves.back().seat) ? moves.back().seat : -1;
}

bool GameController::canUndo() const { return undoTarget(undoSeat()) >= 0; }

void GameController::noteApplied(int seat, const Action& recorded) {
  // The same move as the one taken back keeps the rest of the redo list; any other move drops it.
  if (!redo_.empty() && redo_.front().seat == seat && redo_.front().action == recorded)
    redo_.erase(redo_.begin());
  else
    redo_.clear();
  if (movesAgain(seat)) return;
  // A person's move makes the other people's earlier moves final.
  const std::vector<Match::LoggedAction> moves = dealMoves();
  for (int i = static_cast<int>(moves.size()) - 2; i >= undoFloor_; --i) {
    if (movesAgain(moves[i].seat)) continue;
    if (moves[i].seat != seat) undoFloor_ = static_cast<int>(moves.size()) - 1;
    break;
  }
}

bool GameController::undo() {
  const int seat = undoSeat();
  const int target = undoTarget(seat);
  if (target < 0) return false;
  const std::vector<Match::LoggedAction> moves = dealMoves();
  ActionLog log = actionLog();
  log.back().resize(target);
  Match::ReplayError why;
  auto m = Match::replay(setup_.rules, setup_.seed, log, &why);
  if (!m) {
    qWarning("GameController: undo could not replay the match (deal %d, move %d)", why.deal, why.move);
    return false;
  }
  waitForThreads();  // a hint still thinking about the old position is stale
  stopSeats();       // so is a computer
  match_ = std::move(m);
  redo_.insert(redo_.begin(), moves.begin() + target, moves.end());
  undoUsed_ = true;
  // The seat that took its move back is the one at this screen: no curtain before its own turn. Unless
  // it was taken back from the curtain, which is down for the next player: whoever is at the screen
  // then, the cards wait behind it for the one who moved (the next player's click showed them at once:
  // a new player's play-test).
  viewSeat_ = seat;
  curtain_ = curtain_ && screenSeats() > 1;
  refreshView();  // before undone: its listeners read the new view
  emit undone();
  // Say whose moves went with it: a screen reader's player heard "Move taken back." and could not tell
  // that the computer's reply had gone too (a blind player's play-test).
  QList<int> others;
  for (auto it = moves.begin() + target; it != moves.end(); ++it)
    if (it->seat != seat && !others.contains(it->seat)) others << it->seat;
  afterChange(SeatUpdate::Cause::Undo, [this, others] {
    if (others.isEmpty()) return tr("Move taken back.");
    if (others.size() > 1) return tr("Move taken back, and the moves the others made after it.");
    return tr("Move taken back, and the moves %1 made after it.").arg(seatName(others.front()));
  });
  return true;
}

QString GameController::whyNoUndo() const {
  if (guest() || networked()) return tr("Moves cannot be taken back at a network table: the other players have seen them.");
  // Ctrl+Z at the hand-over: the move is the mover's to take back, with the curtain's own button (the
  // key cleared the status line and did nothing else: a new player's play-test).
  if (match_ && curtain_ && canUndo()) return tr("At the hand-over only its button takes the move back.");
  if (!match_ || canUndo()) return QString();
  if (!undoAllowed_) return tr("Undo is turned off: Game › Allow undo turns it on.");
  if (scripted_) return tr("This position was set up, not dealt: its moves cannot be taken back.");
  if (hand().over()) return tr("The hand is over: its moves cannot be taken back.");
  const std::vector<Match::LoggedAction> moves = dealMoves();
  if (knockFloor(moves) > 0) return tr("The knock has shown the cards: moves before it cannot be taken back.");
  const int seat = undoSeat();
  // The seat's last move drew from the stock, seen (hot seat: stockFloor).
  const int drawn = stockFloor(moves);
  bool movedSince = false;
  for (int i = drawn; i < static_cast<int>(moves.size()); ++i) movedSince |= moves[i].seat == seat;
  if (drawn > 0 && moves[drawn - 1].seat == seat && !movedSince)
    return tr("The card drawn from the stock has been seen: with several players at this screen the draw cannot be taken back.");
  for (int i = int(moves.size()) - 1; i >= std::min<int>(undoFloor_, int(moves.size())); --i) {
    if (moves[i].seat == seat) break;
    if (!movesAgain(moves[i].seat)) return tr("Another player has moved since your last move: it cannot be taken back.");
  }
  for (int i = 0; i < std::min<int>(undoFloor_, int(moves.size())); ++i)
    if (moves[i].seat == seat) return tr("Another player has moved since your last move: it cannot be taken back.");
  return tr("There is no move of yours to take back in this hand yet.");
}
