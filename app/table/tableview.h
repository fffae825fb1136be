// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The view onto the table: one scene pixel per logical pixel (so cached card pixmaps stay crisp),
// rescaled by re-laying out on resize, with the hot-seat curtain and the result panel on top.
#pragma once

#include <QGraphicsView>

class GameController;
class TableScene;
class Curtain;
class ResultPanel;
class Banner;
class PileViewer;

class TableView : public QGraphicsView {
  Q_OBJECT

 public:
  explicit TableView(GameController* controller, QWidget* parent = nullptr);
  TableScene* table() const { return scene_; }
  Curtain* curtain() const { return curtain_; }
  ResultPanel* resultPanel() const { return result_; }
  Banner* banner() const { return banner_; }
  PileViewer* pileViewer() const { return pile_; }

 protected:
  void resizeEvent(QResizeEvent* e) override;
  void showEvent(QShowEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;

 private:
  void placeOverlays();
  TableScene* scene_;
  Curtain* curtain_;
  ResultPanel* result_;
  Banner* banner_;
  PileViewer* pile_;
  QString toldDescription_;  // the table's description screen readers were last told
};
