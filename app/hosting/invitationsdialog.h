// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Game › Invitations: the hosted table's panel, open beside the table while the host waits and plays. One
// row per friend seat: who sits there (or that it waits), the invitation's link as selectable text and a
// Copy button, and while the seat's friend is away "Let a computer play"; what the table waits for; the
// host's log (joins, drops, refused guests).
#pragma once

#include <QDialog>
#include <QPointer>
#include <QVector>

class NetworkHost;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

class InvitationsDialog : public QDialog {
  Q_OBJECT

 public:
  InvitationsDialog(NetworkHost* host, QWidget* parent = nullptr);

  // The Copy button and the link of the i-th friend seat (in seat order).
  QPushButton* copyButton(int i) const { return i >= 0 && i < rows_.size() ? rows_[i].copy : nullptr; }
  // "Let a computer play", shown while the i-th friend seat's friend is away during the match.
  QPushButton* computerButton(int i) const { return i >= 0 && i < rows_.size() ? rows_[i].computer : nullptr; }
  QLineEdit* linkEdit(int i) const { return i >= 0 && i < rows_.size() ? rows_[i].link : nullptr; }
  QLabel* waitingLabel() const { return waiting_; }
  QPlainTextEdit* log() const { return log_; }

 signals:
  // "Let a computer play" for `seat`, whose friend is away: the window asks the host first
  // (NetworkHost::giveSeatToComputer).
  void computerAsked(int seat);

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void rebuild();
  void refresh();
  void retranslate();

  QPointer<NetworkHost> host_;
  QVBoxLayout* rowsLayout_;
  struct Row {
    int seat;
    QLabel* who;
    QLineEdit* link;
    QPushButton* copy;
    QPushButton* computer;
  };
  QVector<Row> rows_;
  QLabel* intro_;
  QLabel* waiting_;
  QLabel* logTitle_;
  QPlainTextEdit* log_;
  QPushButton* close_;
};
