// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the table, the action bar and status line, the score sheet dock, and the menus
// (built from the command table of app/shell/commands.h).
#pragma once

#include <optional>

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>
#include <QVariant>

#include <functional>

#include "game/gamecontroller.h"

class Commands;
class NetworkHost;
class Autosave;
class SaveGame;
class InvitationsDialog;
class GuestTable;
namespace gin::net {
struct Invitation;
}
namespace a11y {
class Announcer;
}
class Lesson;
class WelcomePage;
class HandLogView;
class SoundPlayer;
class QAction;
class QActionGroup;
class QBoxLayout;
class QDockWidget;
class QLabel;
class QMenu;
class QPushButton;
class QToolButton;
class TableView;
class ScoreSheetWidget;
class Statistics;
class MatchCoach;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  static constexpr int kNoteMs = 6000;  // how long a note (showNote) stays before the prompt comes back
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  GameController* controller() const { return controller_; }
  TableView* tableView() const { return view_; }
  ScoreSheetWidget* sheetWidget() const { return sheet_; }
  QString statusText() const;
  // The bar button of a command of app/shell/commands.cpp ("take", "pass", "stock", "pile", "knock", ...).
  QPushButton* button(const QString& name) const;
  Commands* commands() const { return commands_; }
  SoundPlayer* sound() const { return sound_; }
  HandLogView* handLog() const { return handLog_; }
  MatchCoach* coach() const { return coach_; }
  QDockWidget* handLogDock() const { return handLogDock_; }
  Lesson* lesson() const { return lesson_; }
  WelcomePage* welcome() const { return welcome_; }  // null until first shown
  NetworkHost* networkHost() const { return netHost_; }
  InvitationsDialog* invitationsDialog() const;  // null until first shown

 public slots:
  void openReview();  // the coach's review of the finished hands
  void newGame();  // asks with the new game dialog (and first whether to end a match in progress)
  void replayDeal();  // asks first whether to throw away the moves of this deal
  void startGame(const GameSetup& setup);
  void knock();
  void markHintButton(const std::optional<gin::Action>& a);
  void showHelp(const QString& topic);
  // The first start: the welcome page over the empty table (Play starts the game it describes).
  void showWelcome();
  void learnToPlay();  // Help › Learn to play (and the welcome page's button)
  // Game › Host a network game (and the welcome page's button): the host dialog, then the table.
  void hostNetworkGame();
  void showInvitations();  // Game › Invitations: the hosted table's panel
  // Game › Continue later (mainwindowhost.cpp): the hosted match is kept in the save and the table closes;
  // the guests keep their seats.
  void adjournGame();
  // Opens a network table kept in `save` again and goes on with its match. True: handled (a failure
  // is said, and the save stays as it is).
  bool hostAgain(const SaveGame& save);
  // The save this window's game goes to: a hosted table is kept in it to continue later.
  void setAutosave(Autosave* autosave);
  void openJoinDialog();   // Game › Join a network game (and the welcome page's button)
  // The same with `link` in its invitation field (a link given on the command line that is no invitation,
  // or with no name to join with): true when it joined.
  bool openJoinDialogWith(const QString& link);
  // Game › Leave the table (and its bar button while the table is out of reach): the seat joined is given
  // up for good; the game from before comes back, or the welcome page.
  void leaveTable();
  // Game › Say: a quick message to the others at the network table hosted or joined here.
  void say(const QString& code);
  // Takes a seat at a network table elsewhere (mainwindowguest.cpp): the Join dialog and the command
  // line's invitation end here. Leaves a network table this window plays first.
  void joinNetworkGame(const gin::net::Invitation& invitation, const QString& playerName);
  // Start-up: a seat kept from a game that was closed or killed is offered back (true: rejoining).
  bool offerRejoin();
  // Game › Rejoin the table: the kept seat taken back (after "Not now" at start-up, a closed game, an
  // adjourned match whose table is open again). False: no seat is kept, or it was not taken back.
  bool rejoinKeptSeat();

 protected:
  bool eventFilter(QObject* watched, QEvent* e) override;
  void changeEvent(QEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void closeEvent(QCloseEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void moveEvent(QMoveEvent* e) override;

 private:
  void buildMenus();
  void buildBar();
  void bindCommands();
  void buildDisplayMenus();
  QActionGroup* radioMenu(QMenu*& menu, const QList<QPair<QString, QVariant>>& items, const QVariant& current,
                          std::function<void(const QVariant&)> chosen);
  void buildDocks();
  void offerWelcomeName();  // the welcome page's name for the network dialogs of this run
  void connectController();  // status line, actions, score sheet and result panel follow the game
  void connectHost();        // the status line and the bar follow a table hosted here (mainwindowhost.cpp)
  void retranslate();
  void updateActions();
  void showStatus(const QString& text);
  // A note beside the game (a file saved, a refusal of the coach, a quick message sent): shown, and after
  // kNoteMs the move's prompt comes back unless something else was said meanwhile.
  void showNote(const QString& text);
  // What stands on the status line between moves: `words`, or while a hand's result is up, the result.
  QString standingLine(const QString& words) const;
  // Sizes the score sheet dock to its columns; may widen the window when the screen has room.
  // `keepWider`: a sheet the player made wider keeps its width (the fit after a change, not a new match).
  void fitSheetDock(bool mayGrowWindow, bool keepWider = false);
  void keepSheetFitting();
  void fitBar(int centralWidth);
  // The window's geometry and its docks (which are open, where, how wide) are written to the settings a
  // moment after they change, not only on close: a crash or a kill kept the layout of the last close.
  void keepLayoutSoon();
  void keepLayout();
  // The status line's height: two lines, or what the longest sentences take at `width` (0: two lines).
  void reserveStatusLines(int width);
  int widestBarButtons() const;  // the bar's buttons with the widest set a turn shows

  GameController* controller_;
  Statistics* stats_;
  MatchCoach* coach_;
  TableView* view_;
  Commands* commands_;
  ScoreSheetWidget* sheet_;
  QDockWidget* sheetDock_;
  SoundPlayer* sound_;
  HandLogView* handLog_;
  QDockWidget* handLogDock_;
  QMenu* volumeMenu_;
  QActionGroup* volumeGroup_;
  QLabel* status_;
  QTimer statusTimer_;     // a new deal's first status words, shown once its cards have landed
  QString pendingStatus_;
  QTimer noteTimer_;       // brings the prompt back after a note
  QTimer layoutTimer_;     // keepLayoutSoon: one write after a drag of the window's edge, not one per step
  QString note_;
  QElapsedTimer statusAge_;  // since the status line last said something new
  QString hostLine_;         // the hosted table's last line (its countdown replaces only that)
  bool dealing_ = false;   // a deal began and its first status words have not come yet
  a11y::Announcer* announcer_;  // what the status line says, told to screen readers as it happens
  QLabel* deal_;
  QWidget* bar_;
  QBoxLayout* barLayout_;
  QWidget* barButtons_;  // the bar's buttons, beside or under the status line
  QPushButton* leaveButton_ = nullptr;  // Game › Leave the table, while a guest's table is out of reach
  QToolButton* sortButton_;
  QMenu* sortMenu_;
  QActionGroup* sortGroup_;
  QToolButton* sheetButton_;
  int sheetGrewFrom_ = 0, sheetGrewTo_ = 0;  // the window's width before and after the sheet widened it
  QPoint sheetMovedFrom_;                     // and its place, if it moved left to widen on the screen
  std::optional<QPoint> sheetMovedTo_;
  bool sheetRestored_ = false;  // the sheet was open at the last run: its first showing does not widen the window
  QMenu* languageMenu_;
  QMenu* speedMenu_;
  QMenu* backMenu_;
  QActionGroup* backGroup_;
  QMenu* cardSizeMenu_;
  QActionGroup* cardSizeGroup_;
  QMenu* colourMenu_;
  QActionGroup* colourGroup_;
  QActionGroup* langGroup_;
  QActionGroup* speedGroup_;
  Lesson* lesson_ = nullptr;
  WelcomePage* welcome_ = nullptr;
  NetworkHost* netHost_ = nullptr;
  Autosave* autosave_ = nullptr;
  QPointer<InvitationsDialog> invitations_;
  QMenu* sayMenu_ = nullptr;

  // A seat at a network table elsewhere (mainwindowguest.cpp).
 public:
  GuestTable* guestTable() const { return guest_; }
  // Where the guest's seat is kept (tests use a folder of their own).
  void setGuestKeepPath(const QString& path) {
    guestKeepPath_ = path;
    updateGuestActions();
  }
 private:
  void buildGuest();
  bool readyToJoin(const gin::net::Invitation& invitation);  // the questions before a seat elsewhere
  void sitAt(const gin::net::Invitation& invitation, const QString& playerName);
  void joinWith(GuestTable* table);
  void updateGuestActions();  // Rejoin and Leave the table, and the Leave button while a seat waits
  void endGuest();  // leaves the network table for good (a new game here)
  // The match of this screen, set aside while a network table is played (joinWith): the one on the table,
  // or at start-up the one saved. It comes back when the join fails, and Game › New game and Host offer
  // it before anything replaces it (the guest's table never saves, so the save still holds it).
  void setAsideLocalMatch();
  // True: go on to a new game (a new hosted table); false: the match came back, or the player cancelled.
  bool settleSetAside(bool hosting = false);
  bool bringBackSetAside();
  QString setAsideText() const;
  QString keptNote() const;  // " Your game from before is kept: …" once the network table is over for us
  std::shared_ptr<SaveGame> setAside_;
  std::shared_ptr<const gin::Match> setAsideMatch_;
  QLabel* net_ = nullptr;
  GuestTable* guest_ = nullptr;
  QString guestKeepPath_;
};
