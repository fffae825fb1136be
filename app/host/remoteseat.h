// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A person elsewhere (Seat::Kind::Remote): the seat's guest on a network table (docs/network.md). Every
// update the referee gives this seat goes to the guest as an `update` message built from this seat's
// SeatView only; the guest's actions come back through the seat's `act` signal, so that the referee
// checks them with the engine exactly as it checks a click at this screen, and a refusal goes back as
// `refused` with the engine's reason.
#pragma once

#include <QPointer>

#include "seats/seat.h"
#include "session.h"

class RemoteSeat : public Seat {
  Q_OBJECT

 public:
  RemoteSeat(int index, gin::net::TableHost* host, QObject* parent = nullptr);
  Kind kind() const override { return Kind::Remote; }
  void update(const SeatUpdate& u) override;
  void refused(const gin::Action& a, gin::Reject why, const QString& text) override;

  // The protocol's update for a seat's SeatUpdate (its view, the public event, the match's context).
  static gin::net::Update message(const SeatUpdate& u);

 private:
  QPointer<gin::net::TableHost> host_;
};
