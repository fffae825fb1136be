// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Game › Join a network game: paste a friend's invitation (checked as it is typed, with a sentence for a
// link that is not one), your name (remembered), or pick a table on this local network (LAN discovery,
// docs/network.md): picking one knocks, and the host's player decides; a host that lets you in sends the
// seat's invitation. The dialog ends with the invitation; MainWindow::joinNetworkGame takes the seat.
#pragma once

#include <QDialog>
#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <memory>
#include <optional>

#include "discovery.h"
#include "invitation.h"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

class JoinDialog : public QDialog {
  Q_OBJECT

 public:
  explicit JoinDialog(QWidget* parent = nullptr);
  ~JoinDialog() override;

  // The invitation to join with once accepted (pasted, or sent by a host that let you in).
  const std::optional<gin::net::Invitation>& invitation() const { return invitation_; }
  QString playerName() const;

  // Where the LAN query goes (default: every broadcast address, port gin::net::kDiscoveryPort); tests
  // ask a host on loopback.
  void setDiscoveryTargets(const QList<QHostAddress>& targets, quint16 port);
  void searchLan();

  // The sentence for a link's problem, in the UI's language.
  static QString linkProblem(gin::net::LinkError e);

  QLineEdit* linkEdit() const { return link_; }
  QLabel* linkStatus() const { return linkStatus_; }
  QLineEdit* nameEdit() const { return name_; }
  QListWidget* tables() const { return tables_; }
  QPushButton* askButton() const { return ask_; }
  QPushButton* joinButton() const;
  QLabel* knockStatus() const { return knockStatus_; }

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  void validate();
  void onFound(const gin::net::TableAd& ad);
  void askToJoin();

  QLabel* intro_;
  QLabel* linkLabel_;
  QLineEdit* link_;
  QLabel* linkStatus_;
  QLabel* nameLabel_;
  QLineEdit* name_;
  QLabel* lanLabel_;
  QListWidget* tables_;
  QPushButton* refresh_;
  QPushButton* ask_;
  QLabel* knockStatus_;
  QDialogButtonBox* buttons_;
  gin::net::LanBrowser browser_;
  QList<QHostAddress> targets_;
  quint16 discoveryPort_ = gin::net::kDiscoveryPort;
  QList<gin::net::TableAd> ads_;
  QPointer<gin::net::Knock> knock_;
  std::optional<gin::net::Invitation> invitation_;
};
