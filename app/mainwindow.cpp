#include "mainwindow.h"

#include <QAction>
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
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include "aboutdialog.h"
#include "carditem.h"
#include "cardrenderer.h"
#include "helpwindow.h"
#include "language.h"
#include "newgamedialog.h"
#include "resultpanel.h"
#include "scoresheetwidget.h"
#include "settings.h"
#include "statistics.h"
#include "statisticsdialog.h"
#include "tablescene.h"
#include "tableview.h"

using namespace gin;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  controller_ = new GameController(this);
  stats_ = new Statistics(this);
  stats_->track(controller_);
  Anim::setSpeed(Settings::animationFactor(Settings::animationSpeed()));
  controller_->setAiDelay(Anim::aiDelay());

  auto* central = new QWidget(this);
  auto* lay = new QVBoxLayout(central);
  lay->setContentsMargins(0, 0, 0, 0);
  lay->setSpacing(0);
  view_ = new TableView(controller_, central);
  lay->addWidget(view_, 1);
  buildBar();
  lay->addWidget(bar_);
  setCentralWidget(central);

  sheet_ = new ScoreSheetWidget(this);
  sheetDock_ = new QDockWidget(this);
  sheetDock_->setObjectName(QStringLiteral("scoreSheetDock"));
  sheetDock_->setWidget(sheet_);
  addDockWidget(Qt::RightDockWidgetArea, sheetDock_);
  // The table comes first: the sheet starts hidden and opens from View > Score sheet or the bar's button
  // (its visibility is remembered with the window state), as wide as its columns need.
  sheetDock_->hide();
  QAction* sheetToggle = sheetDock_->toggleViewAction();
  sheetToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
  connect(sheetToggle, &QAction::toggled, this, [this](bool on) {
    if (on) fitSheetDock(true);
  });
  sheetButton_ = new QToolButton(bar_);
  sheetButton_->setObjectName(QStringLiteral("sheetButton"));
  sheetButton_->setDefaultAction(sheetToggle);
  sheetButton_->setFocusPolicy(Qt::TabFocus);
  bar_->layout()->addWidget(sheetButton_);

  deal_ = new QLabel(this);
  statusBar()->addPermanentWidget(deal_);
  buildMenus();

  connect(controller_, &GameController::message, this, &MainWindow::showStatus);
  connect(view_->table(), &TableScene::message, this, &MainWindow::showStatus);
  connect(controller_, &GameController::changed, this, &MainWindow::updateActions);
  connect(controller_, &GameController::hintReady, view_->table(), &TableScene::showHint);
  connect(view_->table(), &TableScene::knockChoiceChanged, this, &MainWindow::updateActions);
  auto updateSheet = [this] {
    QStringList names;
    for (int s = 0; s < controller_->players(); ++s) names << controller_->seatName(s);
    sheet_->setSheet(controller_->match().sheet(), names);
  };
  connect(controller_, &GameController::matchStarted, this, updateSheet);
  connect(controller_, &GameController::matchStarted, this, [this] {
    if (sheetDock_->isVisible()) fitSheetDock(false);  // other players, other columns
  });
  connect(controller_, &GameController::handOver, this, updateSheet);
  // Default seat names ("You", "Computer") are words of the language: rename the sheet's players.
  connect(&Language::instance(), &Language::changed, this, [this, updateSheet] {
    if (controller_->hasMatch()) updateSheet();
  });
  connect(view_->resultPanel(), &ResultPanel::newGameRequested, this, &MainWindow::newGame);

  retranslate();
  if (!restoreGeometry(Settings::windowGeometry())) {
    // The first start: 1180 x 760, or less on a small screen (a netbook's 1024 x 600), so that the
    // action bar and the status line are on the screen.
    QSize size(1180, 760);
    if (const QScreen* s = screen()) size = size.boundedTo(s->availableGeometry().size() - QSize(16, 48));
    resize(size);
  }
  restoreState(Settings::windowState());
  view_->setFocus();
}

QPushButton* MainWindow::addButton(const QString& name, QLayout* lay) {
  auto* b = new QPushButton(bar_);
  b->setObjectName(name);
  b->setFocusPolicy(Qt::TabFocus);
  lay->addWidget(b);
  buttons_ << b;
  return b;
}

QPushButton* MainWindow::button(const QString& name) const {
  for (QPushButton* b : buttons_)
    if (b->objectName() == name) return b;
  return nullptr;
}

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
      "#actionBar QToolButton { background: #1d4a30; color: #f4f4ea; border: 1px solid #3c7050; border-radius: 5px;"
      " padding: 5px 9px; } #actionBar QToolButton:checked { background: #3c7050; }"));
  auto* lay = new QHBoxLayout(bar_);
  lay->setContentsMargins(10, 6, 10, 6);
  status_ = new QLabel(bar_);
  status_->setObjectName(QStringLiteral("statusLine"));
  status_->setWordWrap(true);
  status_->setMinimumWidth(160);
  lay->addWidget(status_, 1);
  Action take = Action::take(), pass = Action::pass(), stock = Action::drawStock(), pile = Action::drawDiscard(),
         big = Action::bigGin();
  connect(addButton(QStringLiteral("take"), lay), &QPushButton::clicked, this, [this, take] { controller_->act(take); });
  connect(addButton(QStringLiteral("pass"), lay), &QPushButton::clicked, this, [this, pass] { controller_->act(pass); });
  connect(addButton(QStringLiteral("stock"), lay), &QPushButton::clicked, this, [this, stock] { controller_->act(stock); });
  connect(addButton(QStringLiteral("pile"), lay), &QPushButton::clicked, this, [this, pile] { controller_->act(pile); });
  connect(addButton(QStringLiteral("knock"), lay), &QPushButton::clicked, this, &MainWindow::knock);
  connect(addButton(QStringLiteral("arrangement"), lay), &QPushButton::clicked, this,
          [this] { view_->table()->nextArrangement(); });
  connect(addButton(QStringLiteral("cancelknock"), lay), &QPushButton::clicked, this,
          [this] { view_->table()->cancelKnock(); });
  connect(addButton(QStringLiteral("biggin"), lay), &QPushButton::clicked, this, [this, big] { controller_->act(big); });
  connect(addButton(QStringLiteral("confirm"), lay), &QPushButton::clicked, this, [this] { view_->table()->confirmLayoffs(); });
  connect(addButton(QStringLiteral("hint"), lay), &QPushButton::clicked, controller_, &GameController::requestHint);
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
    });
  }
  sortButton_ = new QToolButton(bar_);
  sortButton_->setObjectName(QStringLiteral("sortButton"));
  sortButton_->setMenu(sortMenu_);
  sortButton_->setPopupMode(QToolButton::InstantPopup);
  sortButton_->setFocusPolicy(Qt::TabFocus);
  lay->addWidget(sortButton_);
}

void MainWindow::buildMenus() {
  fileMenu_ = menuBar()->addMenu(QString());
  printAct_ = fileMenu_->addAction(QString(), sheet_, &ScoreSheetWidget::print);
  printAct_->setShortcut(QKeySequence::Print);
  pdfAct_ = fileMenu_->addAction(QString(), sheet_, qOverload<>(&ScoreSheetWidget::exportPdf));
  blankAct_ = fileMenu_->addAction(QString(), sheet_, &ScoreSheetWidget::printBlankSheet);
  fileMenu_->addSeparator();
  quitAct_ = fileMenu_->addAction(QString(), this, &QWidget::close);
  quitAct_->setShortcut(QKeySequence::Quit);

  gameMenu_ = menuBar()->addMenu(QString());
  newAct_ = gameMenu_->addAction(QString(), this, &MainWindow::newGame);
  newAct_->setShortcut(QKeySequence::New);
  replayAct_ = gameMenu_->addAction(QString(), controller_, &GameController::replayDeal);
  replayAct_->setObjectName(QStringLiteral("replayDealAction"));
  statsAct_ = gameMenu_->addAction(QString(), this, [this] { StatisticsDialog(stats_, this).exec(); });
  gameMenu_->addSeparator();
  // Menu mirrors of the bar buttons, with single-key shortcuts for keyboard play (Esc cancels a knock
  // in the table itself).
  const char* keys[] = {"T", "P", "S", "D", "K", "A", nullptr, "G", "C", "H"};
  for (int i = 0; i < buttons_.size(); ++i) {
    QPushButton* b = buttons_[i];
    QAction* a = gameMenu_->addAction(QString(), b, &QPushButton::click);
    if (keys[i]) a->setShortcut(QKeySequence(QLatin1String(keys[i])));
    gameActions_ << a;
  }

  viewMenu_ = menuBar()->addMenu(QString());
  languageMenu_ = viewMenu_->addMenu(QString());
  langGroup_ = new QActionGroup(this);
  for (const auto& [code, name] : {std::pair{"fi", "Suomi"}, std::pair{"en", "English"}}) {
    QAction* a = languageMenu_->addAction(QString::fromUtf8(name));
    a->setCheckable(true);
    a->setData(QString::fromLatin1(code));
    a->setChecked(Language::instance().current() == QLatin1String(code));
    langGroup_->addAction(a);
  }
  connect(langGroup_, &QActionGroup::triggered, this, [](QAction* a) {
    Language::instance().setLanguage(a->data().toString());
    Settings::setLanguage(a->data().toString());
  });
  viewMenu_->addMenu(sortMenu_);
  speedMenu_ = viewMenu_->addMenu(QString());
  speedGroup_ = new QActionGroup(this);
  for (int i = 0; i < 4; ++i) {
    QAction* a = speedMenu_->addAction(QString());
    a->setObjectName(QStringLiteral("animationSpeed%1").arg(i));
    a->setCheckable(true);
    a->setData(i);
    a->setChecked(int(Settings::animationSpeed()) == i);
    speedGroup_->addAction(a);
  }
  connect(speedGroup_, &QActionGroup::triggered, this, [this](QAction* a) {
    const auto speed = static_cast<Settings::AnimationSpeed>(a->data().toInt());
    Settings::setAnimationSpeed(speed);
    Anim::setSpeed(Settings::animationFactor(speed));
    controller_->setAiDelay(Anim::aiDelay());
  });
  viewMenu_->addAction(sheetDock_->toggleViewAction());
  viewMenu_->addSeparator();
  // The deck: four colours for colour-blind players, and the back design.
  fourColourAct_ = viewMenu_->addAction(QString());
  fourColourAct_->setObjectName(QStringLiteral("fourColourDeck"));
  fourColourAct_->setCheckable(true);
  fourColourAct_->setChecked(Settings::fourColourDeck());
  connect(fourColourAct_, &QAction::toggled, this, [this](bool on) {
    Settings::setFourColourDeck(on);
    CardRenderer::instance().setFourColour(on);
    view_->table()->deckChanged();
  });
  backMenu_ = viewMenu_->addMenu(QString());
  backGroup_ = new QActionGroup(this);
  for (const char* back : {"blue", "red"}) {
    QAction* a = backMenu_->addAction(QString());
    a->setObjectName(QStringLiteral("back_%1").arg(QLatin1String(back)));
    a->setCheckable(true);
    a->setData(QString::fromLatin1(back));
    a->setChecked(Settings::deckBack() == QLatin1String(back));
    backGroup_->addAction(a);
  }
  connect(backGroup_, &QActionGroup::triggered, this, [this](QAction* a) {
    Settings::setDeckBack(a->data().toString());
    CardRenderer::instance().setBack(a->data().toString() == QLatin1String("red") ? CardRenderer::Back::Red
                                                                                   : CardRenderer::Back::Blue);
    view_->table()->deckChanged();
  });
  hintsAct_ = viewMenu_->addAction(QString());
  hintsAct_->setObjectName(QStringLiteral("showHints"));
  hintsAct_->setCheckable(true);
  hintsAct_->setChecked(Settings::hintsEnabled());
  connect(hintsAct_, &QAction::toggled, this, [this](bool on) {
    Settings::setHintsEnabled(on);
    updateActions();
  });

  helpMenu_ = menuBar()->addMenu(QString());
  rulesAct_ = helpMenu_->addAction(QString(), this, [this] { showHelp(QStringLiteral("rules")); });
  rulesAct_->setShortcut(QKeySequence::HelpContents);
  strategyAct_ = helpMenu_->addAction(QString(), this, [this] { showHelp(QStringLiteral("strategy")); });
  keysAct_ = helpMenu_->addAction(QString(), this, [this] { showHelp(QStringLiteral("keys")); });
  aboutAct_ = helpMenu_->addAction(QString(), this, [this] { AboutDialog::showFor(this); });
}

void MainWindow::retranslate() {
  setWindowTitle(tr("Gin Rummy"));
  status_->setAccessibleName(tr("Status"));
  sheetDock_->setWindowTitle(tr("Score sheet"));
  fileMenu_->setTitle(tr("&File"));
  printAct_->setText(tr("&Print score sheet…"));
  pdfAct_->setText(tr("&Export score sheet as PDF…"));
  blankAct_->setText(tr("Print a &blank score sheet…"));
  quitAct_->setText(tr("&Quit"));
  gameMenu_->setTitle(tr("&Game"));
  newAct_->setText(tr("&New game…"));
  replayAct_->setText(tr("&Replay this deal"));
  statsAct_->setText(tr("S&tatistics…"));
  viewMenu_->setTitle(tr("&View"));
  languageMenu_->setTitle(tr("&Language"));
  speedMenu_->setTitle(tr("&Animation speed"));
  const QString speeds[] = {tr("Off"), tr("Slow"), tr("Normal"), tr("Fast")};
  for (QAction* a : speedGroup_->actions()) a->setText(speeds[a->data().toInt()]);
  fourColourAct_->setText(tr("&Four-colour deck"));
  fourColourAct_->setToolTip(tr("Clubs green and diamonds blue, for telling the suits apart at a glance"));
  backMenu_->setTitle(tr("Card &back"));
  for (QAction* a : backGroup_->actions())
    a->setText(a->data().toString() == QLatin1String("red") ? tr("Red") : tr("Blue"));
  hintsAct_->setText(tr("Offer &hints"));
  helpMenu_->setTitle(tr("&Help"));
  rulesAct_->setText(tr("&Rules"));
  strategyAct_->setText(tr("&Strategy"));
  keysAct_->setText(tr("&Keys"));
  aboutAct_->setText(tr("&About Gin Rummy"));
  const QString texts[] = {tr("Take"),   tr("Pass"),    tr("Draw from stock"),  tr("Take discard"),
                           tr("Knock"),  tr("Next arrangement"), tr("Cancel knock"), tr("Big gin"),
                           tr("Confirm lay-offs"), tr("Hint")};
  for (int i = 0; i < buttons_.size(); ++i) {
    buttons_[i]->setText(texts[i]);
    gameActions_[i]->setText(texts[i]);
  }
  sortMenu_->setTitle(tr("S&ort hand"));
  const QString sorts[] = {tr("By rank"), tr("By suit"), tr("Melds first")};
  const QString tips[] = {tr("Sort your hand by rank"), tr("Sort your hand by suit"), tr("Group your melds, deadwood last")};
  for (int i = 0; i < 3; ++i) {
    sortGroup_->actions()[i]->setText(sorts[i]);
    sortGroup_->actions()[i]->setToolTip(tips[i]);
  }
  sortButton_->setToolTip(tr("How your hand is sorted"));
  updateActions();
  if (controller_->hasMatch()) showStatus(controller_->prompt());
}

void MainWindow::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QMainWindow::changeEvent(e);
}

void MainWindow::closeEvent(QCloseEvent* e) {
  Settings::setWindowGeometry(saveGeometry());
  Settings::setWindowState(saveState());
  QMainWindow::closeEvent(e);
}

QString MainWindow::statusText() const { return status_->text(); }

void MainWindow::showStatus(const QString& text) { status_->setText(text); }

void MainWindow::updateActions() {
  const bool has = controller_->hasMatch();
  const bool me = has && controller_->humanToAct();
  const Phase ph = has ? controller_->hand().phase() : Phase::Scored;
  auto legal = [this](const Action& a) { return controller_->check(a) == Reject::Ok; };
  const bool canKnock = me && ph == Phase::Discard && bestKnock(controller_->hand().turn()).discard != NoCard;
  auto set = [this](const char* name, bool visible, bool enabled) {
    QPushButton* b = button(QLatin1String(name));
    b->setVisible(visible);
    b->setEnabled(enabled);
  };
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
  set("hint", has && !controller_->hand().over() && Settings::hintsEnabled() && !choosing, me);
  for (int i = 0; i < buttons_.size(); ++i) gameActions_[i]->setEnabled(buttons_[i]->isVisible() && buttons_[i]->isEnabled());
  // A hand arranged by dragging shows "Own order" and no checked entry.
  const int current = int(view_->table()->sort());
  QString sortText = tr("Own order");
  for (QAction* a : sortGroup_->actions()) {
    a->setChecked(a->data().toInt() == current);
    if (a->isChecked()) sortText = a->text();
  }
  sortButton_->setText(sortText);
  replayAct_->setEnabled(has);
  deal_->setText(has ? tr("Hand %1 · deal number %2").arg(controller_->match().handNumber()).arg(controller_->hand().seed())
                     : QString());
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
  const HandState& h = controller_->hand();
  const Card best = bestKnock(h.turn()).discard;
  // With no allowed knock, the controller explains why the best discard cannot knock.
  table->knock(best != NoCard ? best : bestDiscard(h.hand(h.toAct()), bit(h.takenFromDiscard())).discard);
}

void MainWindow::fitSheetDock(bool mayGrowWindow) {
  // The columns of the sheet, its row labels, frame, scroll bar and margins.
  QTableView* t = sheet_->view();
  const QMargins m = sheet_->layout() ? sheet_->layout()->contentsMargins() : QMargins();
  const int need = t->horizontalHeader()->length() + (t->verticalHeader()->isHidden() ? 0 : t->verticalHeader()->width()) +
                   2 * t->frameWidth() + t->verticalScrollBar()->sizeHint().width() + m.left() + m.right() + 8;
  const int tableMin = 720;  // below this the cards of a 4-5 player table get small
  if (mayGrowWindow && width() - need < tableMin && !isMaximized() && !isFullScreen() && screen()) {
    const int room = screen()->availableGeometry().width() - frameGeometry().width();
    const int grow = std::min(tableMin + need - width(), room);
    if (grow > 0) resize(width() + grow, height());
  }
  resizeDocks({sheetDock_}, {std::clamp(need, 240, std::max(240, width() - tableMin))}, Qt::Horizontal);
}

void MainWindow::newGame() {
  NewGameDialog dlg(this);
  if (dlg.exec() == QDialog::Accepted) startGame(dlg.setup());
}

void MainWindow::startGame(const GameSetup& setup) {
  controller_->newMatch(setup);
  view_->setFocus();
}

void MainWindow::showHelp(const QString& topic) { HelpWindow::open(this, topic); }
