// The main window: the table, the action bar and status line, the score sheet dock, and the menus
// (game actions, language, animation speed, help).
#pragma once

#include <QMainWindow>

#include "gamecontroller.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QPushButton;
class QToolButton;
class TableView;
class ScoreSheetWidget;
class Statistics;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);

  GameController* controller() const { return controller_; }
  TableView* tableView() const { return view_; }
  ScoreSheetWidget* sheetWidget() const { return sheet_; }
  QString statusText() const;
  // Named action buttons for tests: "take", "pass", "stock", "pile", "knock", "arrangement", "cancelknock",
  // "biggin", "confirm", "hint".
  QPushButton* button(const QString& name) const;

 public slots:
  void newGame();  // asks with the new game dialog
  void startGame(const GameSetup& setup);
  void knock();
  void showHelp(const QString& topic);

 protected:
  void changeEvent(QEvent* e) override;
  void closeEvent(QCloseEvent* e) override;

 private:
  void buildMenus();
  void buildBar();
  void retranslate();
  void updateActions();
  void showStatus(const QString& text);
  QPushButton* addButton(const QString& name, QLayout* lay);
  // Sizes the score sheet dock to its columns; may widen the window when the screen has room.
  void fitSheetDock(bool mayGrowWindow);

  GameController* controller_;
  Statistics* stats_;
  TableView* view_;
  ScoreSheetWidget* sheet_;
  QDockWidget* sheetDock_;
  QLabel* status_;
  QLabel* deal_;
  QWidget* bar_;
  QList<QPushButton*> buttons_;
  QToolButton* sortButton_;
  QMenu* sortMenu_;
  QActionGroup* sortGroup_;
  QToolButton* sheetButton_;
  QMenu* fileMenu_;
  QMenu* gameMenu_;
  QMenu* viewMenu_;
  QMenu* helpMenu_;
  QMenu* languageMenu_;
  QMenu* speedMenu_;
  QMenu* backMenu_;
  QActionGroup* backGroup_;
  QAction* fourColourAct_;
  QAction* hintsAct_;
  QAction* newAct_;
  QAction* replayAct_;
  QAction* statsAct_;
  QAction* quitAct_;
  QAction* printAct_;
  QAction* pdfAct_;
  QAction* blankAct_;
  QAction* rulesAct_;
  QAction* strategyAct_;
  QAction* keysAct_;
  QAction* aboutAct_;
  QActionGroup* langGroup_;
  QActionGroup* speedGroup_;
  QList<QAction*> gameActions_;  // mirror the bar buttons, with shortcuts
};
