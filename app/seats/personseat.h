// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A person at this screen. The table and the keyboard play for it (play()); what it was told last is
// what the table draws for it. In hot seat there are two, and the curtain decides which one shows.
#pragma once

#include "seats/seat.h"

class PersonSeat : public Seat {
  Q_OBJECT

 public:
  using Seat::Seat;
  Kind kind() const override { return Kind::Person; }
  void update(const SeatUpdate& u) override {
    last_ = u;
    emit updated();
  }
  void refused(const gin::Action& a, gin::Reject why, const QString& text) override { emit wasRefused(a, why, text); }
  // What this seat was told last.
  const SeatUpdate& last() const { return last_; }
  // The person's move: through the one way in.
  void play(const gin::Action& a) { emit act(index(), a); }

 signals:
  void updated();
  void wasRefused(const gin::Action& a, gin::Reject why, const QString& text);

 private:
  SeatUpdate last_;
};
