// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "host/remoteseat.h"

using namespace gin;

RemoteSeat::RemoteSeat(int index, net::TableHost* host, QObject* parent) : Seat(index, parent), host_(host) {
  // Only this seat's guest acts for it: the table routes a connection's actions by its seat.
  connect(host, &net::TableHost::actionReceived, this, [this](int seat, const Action& a) {
    if (seat == this->index()) emit act(seat, a);
  });
}

net::Update RemoteSeat::message(const SeatUpdate& u) {
  net::Update m;
  switch (u.cause) {
    case SeatUpdate::Cause::Match: m.cause = QStringLiteral("match"); break;
    case SeatUpdate::Cause::Deal: m.cause = QStringLiteral("deal"); break;
    case SeatUpdate::Cause::Action: m.cause = QStringLiteral("action"); break;
    case SeatUpdate::Cause::Undo: m.cause = QStringLiteral("undo"); break;
  }
  m.hand = u.handNumber;
  m.deal = u.context.deals;  // the earlier deals: this deal's 0-based index
  m.view = u.view;
  if (u.cause == SeatUpdate::Cause::Action) m.event = u.event;
  m.context = u.context;
  m.matchOver = u.matchOver;
  m.result = u.result;
  m.winner = u.winner;
  return m;
}

void RemoteSeat::update(const SeatUpdate& u) {
  if (host_) host_->sendUpdate(index(), message(u));
}

void RemoteSeat::refused(const Action& a, Reject why, const QString& text) {
  Q_UNUSED(a);
  Q_UNUSED(text);  // the host's words; the guest says the engine's code in its own language
  // The referee answers within the action's own call: the latest update is the one the action answered.
  if (host_) host_->sendRefused(index(), {host_->lastSeq(index()), QString::fromLatin1(rejectCode(why))});
}
