// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/mainwindow.h"

#include <utility>

#include <QAction>
#include <QDir>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QKeyEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "a11y/announcer.h"
#include "shell/aboutdialog.h"
#include "store/autosave.h"
#include "table/carditem.h"
#include "coach/coachstatus.h"
#include "shell/commands.h"
#include "shell/confirm.h"
#include "game/seatnames.h"
#include "shell/handlogview.h"
#include "table/sound.h"
#include "table/cardrenderer.h"
#include "shell/helpwindow.h"
#include "hosting/networkhost.h"
#include "text/quickmessages.h"
#include "invitation.h"
#include "setup/hostdialog.h"
#include "text/language.h"
#include "shell/screenfit.h"
#include "lesson/lesson.h"
#include "setup/welcomepage.h"
#include "coach/matchcoach.h"
#include "setup/newgamedialog.h"
#include "table/resultpanel.h"
#include "sheet/scoresheetmodel.h"
#include "sheet/scoresheetwidget.h"
#include "store/settings.h"
#include "store/statistics.h"
#include "shell/statisticsdialog.h"
#include "coach/reviewwindow.h"
#include "guest/guesttable.h"
#include "session.h"
#include "table/tablescene.h"
#include "table/tableview.h"

using namespace gin;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  controller_ = new GameController(this);
  stats_ = new Statistics(this);
  stats_->track(controller_);
  Anim::setSpeed(Settings::animationFactor(Settings::animationSpeed()));
  controller_->setAiDelay(Anim::aiDelay());
  controller_->setUndoAllowed(Settings::undoAllowed());
  sound_ = new SoundPlayer(this);
  sound_->follow(controller_);

  auto* central = new QWidget(this);
  auto* lay = new QVBoxLayout(central);
  lay->setContentsMargins(0, 0, 0, 0);
  lay->setSpacing(0);
  view_ = new TableView(controller_, central);
  lay->addWidget(view_, 1);
  commands_ = new Commands(this);
  commands_->setFocusHome(view_);
  buildBar();
  lay->addWidget(bar_);
  setCentralWidget(central);
  central->installEventFilter(this);

  buildDocks();

  deal_ = new QLabel(this);
  deal_->setObjectName(QStringLiteral("dealLine"));
  statusBar()->addPermanentWidget(deal_);
  // Every finished match against the computer is analysed in the background for the statistics.
  coach_ = new MatchCoach(controller_, stats_, this);
  statusBar()->addPermanentWidget(new CoachStatus(coach_, this));
  // A network table hosted here: the window's controller is its referee.
  netHost_ = new NetworkHost(controller_, this, this);
  buildMenus();
  bindCommands();

  connectController();
  lesson_ = new Lesson(controller_, view_, this);
  // The lesson's words (its callout is painted) are spoken as each step comes up.
  connect(lesson_, &Lesson::said, announcer_, &a11y::Announcer::announce, Qt::QueuedConnection);
  connect(lesson_, &Lesson::started, this, &MainWindow::updateActions);
  connect(lesson_, &Lesson::left, this, [this](bool hadMatch) {
    if (!hadMatch) showWelcome();  // started from the welcome page: back to it
    updateActions();
  });
  view_->installEventFilter(this);  // the welcome page covers the table at every size

  retranslate();
  if (!restoreGeometry(Settings::windowGeometry())) {
    // The first start: four fifths of a large screen (at 1180 x 760 a 1920 x 1080 screen was mostly
    // black around a small table: a playtest), at least 1180 x 760, or less on a small screen (a
    // netbook's 1024 x 600), so that the action bar and the status line are on the screen.
    QSize first(1180, 760);
    if (const QScreen* s = screen()) first = first.expandedTo(s->availableGeometry().size() * 0.8);
    resizeWithinScreen(this, first);
  }
  restoreState(Settings::windowState());
  sheetRestored_ = !sheetDock_->isHidden();  // open at the last run: shown at the window's kept width
  view_->setFocus();
}

MainWindow::~MainWindow() {
  // The sheet's dock is hidden as the window goes, after this destructor: its toggle must not reach a
  // MainWindow that is no longer one (UBSan in CI).
  disconnect(sheetDock_->toggleViewAction(), nullptr, this, nullptr);
  for (QDockWidget* dock : {sheetDock_, handLogDock_}) disconnect(dock, nullptr, this, nullptr);
  layoutTimer_.stop();
  // A table hosted here goes before the referee it uses (the children go in the order they were made).
  delete netHost_;
}

void MainWindow::connectController() {
  connect(controller_, &GameController::matchStarted, this, [this] { dealing_ = true; });
  // Queued: the order is handed on inside the table's refresh, which the bar's update must not re-enter.
  connect(view_->table(), &TableScene::orderChanged, this, &MainWindow::updateActions, Qt::QueuedConnection);
  statusTimer_.setSingleShot(true);
  connect(&statusTimer_, &QTimer::timeout, this, [this] { showStatus(pendingStatus_); });
  noteTimer_.setSingleShot(true);
  connect(&noteTimer_, &QTimer::timeout, this, [this] {
    // Seen, and already spoken when it came: the prompt returns without being spoken again.
    if (controller_->hasMatch() && status_->text() == note_) status_->setText(standingLine(controller_->prompt()));
  });
  connect(controller_, &GameController::message, this, &MainWindow::showStatus);
  connect(view_->table(), &TableScene::message, this, &MainWindow::showStatus);
  connect(controller_, &GameController::changed, this, &MainWindow::updateActions);
  connect(controller_, &GameController::hintReady, view_->table(), &TableScene::showHint);
  connect(controller_, &GameController::hintReady, this, [this](const Action& a) { markHintButton(a); });
  connect(controller_, &GameController::changed, this, [this] { markHintButton(std::nullopt); });
  connect(view_->table(), &TableScene::knockChoiceChanged, this, &MainWindow::updateActions);
  auto updateSheet = [this] {
    QStringList names;
    for (int s = 0; s < controller_->players(); ++s) names << controller_->seatName(s);
    sheet_->setSheet(controller_->sheet(), names);
  };
  connect(controller_, &GameController::matchStarted, this, updateSheet);
  connect(controller_, &GameController::matchStarted, this, [this] {
    // A new match: other players, other columns. Every deal says so too: a width the player gave the
    // sheet stays (a play-test's widened sheet snapped back at the next hand).
    if (sheetDock_->isVisible()) fitSheetDock(false, controller_->dealsSoFar() > 1);
  });
  connect(controller_, &GameController::handOver, this, updateSheet);
  connect(controller_, &GameController::sheetChanged, this, updateSheet);
  // Default seat names ("You", "Computer") are words of the language: rename the sheet's players.
  connect(&Language::instance(), &Language::changed, this, [this, updateSheet] {
    if (controller_->hasMatch()) updateSheet();
  });
  connect(view_->resultPanel(), &ResultPanel::newGameRequested, this, &MainWindow::newGame);
  connect(view_->resultPanel(), &ResultPanel::reviewRequested, this, &MainWindow::openReview);
  connectHost();
}

QPushButton* MainWindow::button(const QString& name) const { return commands_->button(name); }

void MainWindow::buildBar() {
  bar_ = new QWidget(this);
  bar_->setObjectName(QStringLiteral("actionBar"));
  bar_->setStyleSheet(QStringLiteral(
      "#actionBar { background: #0f3520; border-top: 1px solid #2b5d3d; }"
      "#actionBar QLabel { color: #f4f4ea; font-size: 14px; }"
      "#actionBar QPushButton { background: #f2c94c; color: #1d1d1d; font-weight: bold; border-radius: 6px;"
      " padding: 6px 14px; min-height: 20px; border: 2px solid transparent; }"
      "#actionBar QPushButton:disabled { background: #5a6b5e; color: #aab5ac; }"
      "#actionBar QPushButton:focus { border-color: white; }"
      "#actionBar QPushButton[hinted=\"true\"] { border-color: #9cff7a; }"
      "#actionBar QToolButton { background: #1d4a30; color: #f4f4ea; border: 1px solid #3c7050; border-radius: 5px;"
      " padding: 5px 9px; } #actionBar QToolButton:checked { background: #3c7050; }"
      // A white edge for the focus, as the yellow buttons have (Tab onto them showed nothing: a new
      // player's playtest); a px less padding keeps the size.
      "#actionBar QToolButton:focus { border: 2px solid white; padding: 4px 8px; }"));
  // The status line beside the buttons; above them when the table side is narrow (the score sheet open
  // on a small screen), so that it reads in a line or two and the buttons need no more than their row.
  barLayout_ = new QBoxLayout(QBoxLayout::LeftToRight, bar_);
  barLayout_->setContentsMargins(10, 6, 10, 6);
  status_ = new QLabel(bar_);
  status_->setObjectName(QStringLiteral("statusLine"));
  status_->setWordWrap(true);
  status_->setMinimumWidth(160);
  // Room for two lines whatever it says, three where it is narrow (fitBar): a sentence that wraps must
  // not shrink the table under the pointer (seen above the buttons at 1024x600 with the score sheet
  // open: every card moved by a line).
  status_->ensurePolished();  // the bar's style sheet sets its font
  reserveStatusLines(0);  // two lines, until fitBar knows the width
  announcer_ = new a11y::Announcer(status_);
  // The result of a hand and the score are spoken when the result panel comes up, after the last move
  // (queued: the panel comes up on the change, before the status line names the move).
  // The status line says it too, instead of the hand's last move under the panel (a new player's
  // playtest: "Leo laid out melds." stayed up beside the result); spoken, so set silently. After a
  // network table, with the game set aside for it (its note replaced by the result's line).
  connect(view_->resultPanel(), &ResultPanel::shown, this, [this](const QString& summary) {
    const QString line = summary + keptNote();
    // Spoken with the panel table's deadwood and lay-offs (only the title and score were: a blind player).
    announcer_->announce(line + QLatin1Char(' ') + view_->resultPanel()->details());
    if (view_->resultPanel()->isHidden()) return;  // the next hand was dealt meanwhile
    // Nor do a deal's first words, held back while the cards fly, come after it: a resumed game whose
    // hand was over said "The hand is over." once its cards had landed.
    statusTimer_.stop();
    status_->setText(line);
    statusAge_.start();
  }, Qt::QueuedConnection);
  barLayout_->addWidget(status_, 1);
  barButtons_ = new QWidget(bar_);
  auto* lay = new QHBoxLayout(barButtons_);
  lay->setContentsMargins(0, 0, 0, 0);
  barLayout_->addWidget(barButtons_, 0, Qt::AlignRight);
  // A guest waiting for a table that is out of reach has nothing else to do here: Game › Leave the table
  // on the bar too (a play-test's guest found no way out of that wait but quitting).
  leaveButton_ = new QPushButton(barButtons_);
  leaveButton_->setObjectName(QStringLiteral("leaveTableButton"));
  leaveButton_->setFocusPolicy(Qt::TabFocus);
  leaveButton_->hide();
  QAction* leave = commands_->action(QStringLiteral("leaveTable"));
  connect(leaveButton_, &QPushButton::clicked, leave, &QAction::trigger);
  connect(leave, &QAction::changed, leaveButton_, [this, leave] { leaveButton_->setText(leave->text()); });
  lay->addWidget(leaveButton_);
  commands_->buildBar(lay, barButtons_);
  lay->addSpacing(12);
  // Sorting: one button naming the current order, with the three orders in its menu (and in View), so
  // that the bar stays narrow enough for the table and the score sheet side by side.
  sortGroup_ = new QActionGroup(this);
  sortGroup_->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);  // none for an own order
  sortMenu_ = new QMenu(this);
  const TableScene::Sort sorts[] = {TableScene::Sort::Rank, TableScene::Sort::Suit, TableScene::Sort::Melds};
  for (TableScene::Sort s : sorts) {
    QAction* a = sortMenu_->addAction(QString());
    a->setCheckable(true);
    a->setData(int(s));
    sortGroup_->addAction(a);
    connect(a, &QAction::triggered, this, [this, s] {
      view_->table()->setSort(s);
      updateActions();
      // Chosen from the bar's button by the keys: they go back to the cards (they stayed on the button,
      // two Tabs from the table: a keyboard playtest). After the menu has given the button its focus back.
      QTimer::singleShot(0, this, [this] {
        if (sortButton_->hasFocus()) view_->setFocus(Qt::OtherFocusReason);
      });
    });
  }
  sortButton_ = new QToolButton(barButtons_);
  sortButton_->setObjectName(QStringLiteral("sortButton"));
  sortButton_->setMenu(sortMenu_);
  sortButton_->setPopupMode(QToolButton::InstantPopup);
  sortButton_->setFocusPolicy(Qt::TabFocus);
  lay->addWidget(sortButton_);
}

void MainWindow::bindCommands() {
  commands_->bind("print", [this] { sheet_->print(); });
  commands_->bind("exportPdf", [this] { sheet_->exportPdf(); });
  commands_->bind("printBlank", [this] { sheet_->printBlankSheet(); });
  commands_->bind("quit", [this] { close(); });
  commands_->bind("newGame", [this] { newGame(); });
  commands_->bind("replayDeal", [this] { replayDeal(); });
  commands_->bind("hostGame", [this] { hostNetworkGame(); });
  commands_->bind("joinGame", [this] { openJoinDialog(); });
  commands_->bind("invitations", [this] { showInvitations(); });
  commands_->bind("adjournGame", [this] { adjournGame(); });
  commands_->bind("leaveTable", [this] { leaveTable(); });
  commands_->bind("undo", [this] { controller_->undo(); });
  commands_->bindToggle("allowUndo", Settings::undoAllowed(), [this](bool on) {
    Settings::setUndoAllowed(on);
    controller_->setUndoAllowed(on);
  });
  commands_->bindToggle("sound", sound_->enabled(), [this](bool on) {
    sound_->setEnabled(on);
    updateActions();
  });
  commands_->bind("statistics", [this] { StatisticsDialog(stats_, this).exec(); });
  commands_->bind("review", [this] { openReview(); });
  for (auto [id, action] : {std::pair{"take", Action::take()}, std::pair{"pass", Action::pass()},
                            std::pair{"stock", Action::drawStock()}, std::pair{"pile", Action::drawDiscard()},
                            std::pair{"biggin", Action::bigGin()}})
    commands_->bind(id, [this, action] { controller_->act(action); });
  commands_->bind("knock", [this] { knock(); });
  commands_->bind("arrangement", [this] { view_->table()->nextArrangement(); });
  commands_->bind("cancelknock", [this] { view_->table()->cancelKnock(); });
  commands_->bind("confirm", [this] { view_->table()->confirmLayoffs(); });
  commands_->bind("hint", [this] {
    CardSet staged = 0;  // while laying off: the cards already put on the melds
    if (view_->table()->editingLayoffs())
      for (const Layoff& l : view_->table()->pendingLayoffs()) staged |= bit(l.card);
    controller_->requestHint(staged);
  });
  commands_->bind("lookPile", [this] { view_->table()->lookThroughPile(); });
  // A screen reader's player who missed a message hears it again, with the deadwood line and the score
  // (only Orca's flat review reached them: a blind player's play-test).
  commands_->bind("whereWeStand", [this] {
    const QString status = status_->text() + QLatin1Char(' ') + view_->table()->infoText() + QLatin1Char('.');
    announcer_->announce(status + view_->resultPanel()->standing(status));
  });
  // The deck: four colours for colour-blind players, and the back design.
  commands_->bindToggle("fourColourDeck", Settings::fourColourDeck(), [this](bool on) {
    Settings::setFourColourDeck(on);
    CardRenderer::instance().setFourColour(on);
    view_->table()->deckChanged();
  });
  commands_->bindToggle("showHints", Settings::hintsEnabled(), [this](bool on) {
    Settings::setHintsEnabled(on);
    updateActions();
  });
  commands_->bind("learn", [this] { learnToPlay(); });
  commands_->bind("rules", [this] { showHelp(QStringLiteral("rules")); });
  commands_->bind("strategy", [this] { showHelp(QStringLiteral("strategy")); });
  commands_->bind("keys", [this] { showHelp(QStringLiteral("keys")); });
  commands_->bind("about", [this] { AboutDialog::showFor(this); });
}

QString MainWindow::standingLine(const QString& words) const {
  const ResultPanel* panel = view_->resultPanel();
  return panel->isHidden() ? words : panel->summary() + keptNote();
}

void MainWindow::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QMainWindow::changeEvent(e);
}

void MainWindow::closeEvent(QCloseEvent* e) {
  // Quitting in the middle of a network match stops it for the other players, or leaves them without
  // us: asked (the window closed without a word). A match of this screen alone is saved as it is.
  const bool hosting = netHost_->canAdjourn() && netHost_->joinedFriends() > 0 && !controller_->matchOver();
  // Not asked while the seat waits for its table (kept for later, or our line is down): nothing is lost.
  const bool seated =
      guest_ && !guest_->finished() && !guest_->waitingForTable() && controller_->guestUpdated() && !controller_->matchOver();
  if ((hosting && !Confirm::ask(this, Confirm::Loss::CloseHosted)) ||
      (seated && !Confirm::ask(this, Confirm::Loss::CloseSeat, guest_->tableName(), guest_->graceSeconds()))) {
    e->ignore();
    return;
  }
  // A hosted match in progress is kept to continue later: the friends keep their seats.
  netHost_->adjourn();
  // What changed since the last move is kept too: the hand's order (a sort chosen, then the window
  // closed, came back as the order before: a new player's playtest).
  if (autosave_) autosave_->saveNow();
  layoutTimer_.stop();
  keepLayout();
  QMainWindow::closeEvent(e);
}

void MainWindow::keyPressEvent(QKeyEvent* e) {
  // A move key whose command is disabled reaches the window when a button has the focus (the table
  // says why itself): K on the Hint button did nothing, without a word (a new player's playtest).
  if (!e->modifiers() && view_->table()->explainKey(e->key())) return e->accept();
  QMainWindow::keyPressEvent(e);
}

QString MainWindow::statusText() const { return status_->text(); }

void MainWindow::showStatus(const QString& text) {
  // A new deal's first words (the upcard offered) wait until the cards have landed: they named the upcard
  // while it was still flying from the dealer. Any later message replaces them.
  statusTimer_.stop();
  if (std::exchange(dealing_, false)) {
    if (const int ms = view_->table()->msUntilStill(); ms > 0) {
      pendingStatus_ = text;
      statusTimer_.start(ms);
      status_->clear();  // nor do the last hand's words stay up meanwhile
      return;
    }
  }
  status_->setText(text);
  statusAge_.start();
  // Every move, hint and refusal the status line tells is spoken by screen readers as it happens.
  announcer_->announce(controller_->speechFor(text));
}

void MainWindow::showNote(const QString& text) {
  showStatus(text);
  note_ = status_->text();
  noteTimer_.start(kNoteMs);
}

void MainWindow::updateActions() {
  const bool has = controller_->hasMatch();
  // A guest's moves go nowhere while its line is down (or its table waits to be opened again).
  // The match here stays playable while a join's line comes up (it is set aside once we are seated).
  const bool me = has && controller_->humanToAct() && (!controller_->guest() || (guest_ && guest_->session().connected()));
  const Phase ph = has ? controller_->view().phase : Phase::Scored;
  const bool over = ph == Phase::Scored || ph == Phase::Drawn;
  auto legal = [this](const Action& a) { return controller_->check(a) == Reject::Ok; };
  const bool canKnock = me && ph == Phase::Discard && bestKnock(turnOf(controller_->view())).discard != NoCard;
  auto set = [this](const char* id, bool shown, bool enabled) { commands_->setState(QLatin1String(id), shown, enabled); };
  set("take", me && ph == Phase::FirstUpcard, true);
  set("pass", me && ph == Phase::FirstUpcard, true);
  set("stock", me && ph == Phase::Draw, true);
  set("pile", me && ph == Phase::Draw, me && legal(Action::drawDiscard()));
  const bool choosing = me && view_->table()->choosingArrangement();
  set("knock", me && ph == Phase::Discard, canKnock);
  set("arrangement", choosing, true);
  set("cancelknock", choosing, true);
  set("biggin", me && ph == Phase::Discard && !choosing && legal(Action::bigGin()), true);
  set("confirm", me && ph == Phase::Layoff, true);
  // The lesson speaks with one voice: no hint beside its callouts.
  // Nor before a guest's table has its first position from the host.
  const bool waiting = controller_->guest() && !controller_->guestUpdated();
  set("hint", has && !over && !waiting && Settings::hintsEnabled() && !choosing && !controller_->practice(), me);
  // The lesson's deal is no deal of a seed: nothing to replay or review.
  const bool practice = has && controller_->practice();
  // A seat at a network table: the host deals; no replay here (the review replays the deals verified).
  const bool guest = has && controller_->guest();
  set("replayDeal", true, has && !practice && !guest && !controller_->fairDealt());
  sayMenu_->menuAction()->setEnabled(netHost_->active() || (guest && guest_ && !guest_->finished()));
  // Only finished hands are reviewed (hot seat: nobody sees a hand before it is over). At a table of more
  // than two it stays enabled and says why there is no review (greyed out, it said nothing).
  set("review", true, has && !practice && (over || controller_->handNumber() > 1));
  // The lesson borrows the referee: not while it referees a network table.
  set("learn", true, (!lesson_ || !lesson_->active()) && !netHost_->active());
  set("whereWeStand", true, has);
  set("invitations", true, netHost_->active());
  set("adjournGame", netHost_->active(), netHost_->canAdjourn());
  updateGuestActions();
  // On the bar only while there is something to take back: the bar stays narrow for the score sheet.
  // Under the hot-seat curtain the mover's own button on the curtain takes a move back, not the bar's.
  set("undo", controller_->canUndo() && !controller_->curtain(), true);
  volumeMenu_->setEnabled(sound_->enabled());
  // A hand arranged by dragging shows "Own order" and no checked entry.
  const int current = int(view_->table()->sort());
  QString sortText = tr("Own order");
  for (QAction* a : sortGroup_->actions()) {
    a->setChecked(a->data().toInt() == current);
    if (a->isChecked()) sortText = a->text();
  }
  sortButton_->setText(sortText);
  // A guest learns a deal's number once the host reveals it after the hand.
  const quint64 dealNumber = has ? controller_->dealNumber() : 0;
  // With the game's name: nothing on the table said that a match was Hollywood or Oklahoma (a new
  // player's playtest).
  const QString variant = sheet_->model()->variantName();
  deal_->setText(controller_->cardsShown() && !practice ? dealNumber ? tr("%1 · hand %2 · deal number %3").arg(variant).arg(controller_->handNumber()).arg(dealNumber)
                                               : tr("%1 · hand %2").arg(variant).arg(controller_->handNumber())
                     : QString());
  QTimer::singleShot(0, this, &MainWindow::keepSheetFitting);  // after the bar's new layout
}

void MainWindow::markHintButton(const std::optional<Action>& a) {
  // The bar's button for the hinted move is outlined in the hint's green too (a pass has nothing on the
  // table to mark); no hint (any change of the table) clears it.
  QString id;
  if (a) switch (a->type) {
      case ActionType::TakeUpcard: id = QStringLiteral("take"); break;
      case ActionType::PassUpcard: id = QStringLiteral("pass"); break;
      case ActionType::DrawStock: id = QStringLiteral("stock"); break;
      case ActionType::DrawDiscard: id = QStringLiteral("pile"); break;
      case ActionType::Knock: id = QStringLiteral("knock"); break;
      case ActionType::BigGin: id = QStringLiteral("biggin"); break;
      case ActionType::Layoff: id = QStringLiteral("confirm"); break;
      case ActionType::Discard: break;
    }
  for (QPushButton* b : bar_->findChildren<QPushButton*>()) {
    const bool on = !id.isEmpty() && b->objectName() == id;
    if (b->property("hinted").toBool() == on) continue;
    b->setProperty("hinted", on);
    b->style()->unpolish(b);
    b->style()->polish(b);
  }
}

void MainWindow::knock() {
  if (!controller_->humanToAct()) return;
  TableScene* table = view_->table();
  if (table->choosingArrangement()) {
    table->confirmKnock();
    return;
  }
  const Card selected = table->selectedCard();
  if (selected != NoCard) {
    table->knock(selected);
    return;
  }
  // No card chosen: knock with the discard that leaves the least deadwood, if the engine allows one.
  const SeatView& v = controller_->view();
  const Card best = bestKnock(turnOf(v)).discard;
  // With no allowed knock, the controller explains why the best discard cannot knock.
  table->knock(best != NoCard ? best : bestDiscard(v.hand, bit(v.takenFromDiscard)).discard);
}

void MainWindow::newGame() {
  // From the lesson: the match it interrupted comes back first, and the question is about that one.
  if (lesson_->active()) lesson_->leave();
  // After a network table: the match set aside for it first (continued, or left for a new one).
  if (!settleSetAside()) return;
  NewGameDialog dlg(this);
  // Over the welcome page, the game chosen there (the dialog opened on the last game played: a playtest).
  if (welcome_ && !welcome_->isHidden()) dlg.setSetup(welcome_->setup());
  // The choices first, the question about the game in progress only once a new one is chosen: Cancel
  // keeps the game without asking whether to lose it.
  if (dlg.exec() != QDialog::Accepted) return;
  // A match hosted here: its friends are named, seated or away (their seats close with the table).
  const QStringList friends = netHost_->active() && controller_->hasMatch() && !controller_->matchOver()
                                  ? seatnames::friends(controller_->setup().seats, seatnames::Friends::All)
                                  : QStringList();
  if (!friends.isEmpty() ? Confirm::ask(this, Confirm::Loss::EndHosted, QLocale().createSeparatedList(friends))
                         : Confirm::mayDiscard(this, *controller_, Confirm::Loss::Match))
    startGame(dlg.setup());
}

void MainWindow::replayDeal() {
  if (Confirm::mayDiscard(this, *controller_, Confirm::Loss::Deal)) controller_->replayDeal();
}

void MainWindow::startGame(const GameSetup& setup) {
  netHost_->stop();  // a new game at this screen closes a table hosted here
  endGuest();
  setAside_.reset();  // the new game is saved over it (settleSetAside asked)
  if (welcome_) welcome_->hide();
  bar_->show();
  Settings::setPlayed();
  controller_->newMatch(setup);
  view_->setFocus();
}

void MainWindow::showWelcome() {
  if (!welcome_) {
    welcome_ = new WelcomePage(view_);
    connect(welcome_, &WelcomePage::play, this, &MainWindow::startGame);
    connect(welcome_, &WelcomePage::learn, this, &MainWindow::learnToPlay);
    connect(welcome_, &WelcomePage::host, this, &MainWindow::hostNetworkGame);
    connect(welcome_, &WelcomePage::join, this, &MainWindow::openJoinDialog);
  }
  welcome_->setNotice({});  // what a caller says next, if anything
  welcome_->setGeometry(view_->rect());
  bar_->hide();  // nothing on the table to act on yet
  welcome_->show();
  welcome_->raise();
}

void MainWindow::learnToPlay() {
  if (lesson_->active()) return;
  if (welcome_) welcome_->hide();
  bar_->show();
  lesson_->start();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* e) {
  if (watched == view_ && e->type() == QEvent::Resize && welcome_) welcome_->setGeometry(view_->rect());
  // The action bar's rows follow the table side's width.
  if (watched == centralWidget() && e->type() == QEvent::Resize) fitBar(centralWidget()->width());
  return QMainWindow::eventFilter(watched, e);
}

void MainWindow::openReview() {
  if (controller_->hasMatch() && controller_->players() != 2) {
    showNote(tr("The coach reviews games of two players only: its trial plays of the hand are not made for a table of more."));
    return;
  }
  ReviewWindow* w = ReviewWindow::forController(*controller_, this);
  if (!w) {
    // A guest reviews a deal once the host has revealed its number and this game has verified it.
    if (controller_->guest())
      showNote(tr("No hand to review yet: a deal can be reviewed once its number has come from the host and has been "
                    "verified here."));
    return;
  }
  w->setAttribute(Qt::WA_DeleteOnClose);
  resizeWithinScreen(w, w->sizeHint());
  w->show();
  w->activateWindow();  // the keys go with it, as the help's do: its step keys went to the table behind
}

void MainWindow::showHelp(const QString& topic) { HelpWindow::open(this, topic); }

void MainWindow::say(const QString& code) {
  if (netHost_->active()) {
    netHost_->say(code);  // its log and the status line say it
  } else if (guest_ && !guest_->finished()) {
    guest_->say(code);
    showNote(tr("You: %1").arg(quickmessages::text(code)));
  }
}
