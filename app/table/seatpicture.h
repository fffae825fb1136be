// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What each seat shows on the table, as data: which cards, grouped how, face up or down, which are
// deadwood and which were laid off. Pure (no scene, no Qt items): the table scene places the cards,
// tests check the picture. Drawn from a seat's view (gin::SeatView) alone: a card the seat may not see
// is gin::NoCard, shown face down.
#pragma once

#include <QVector>

#include <vector>

#include "hand.h"

namespace seatpicture {

// Display orders: by rank (suit breaking ties), by suit (rank breaking ties).
bool rankFirst(gin::Card a, gin::Card b);
bool suitFirst(gin::Card a, gin::Card b);
// A hand sorted for display.
QVector<gin::Card> byRank(gin::CardSet s);
QVector<gin::Card> bySuit(gin::CardSet s);
// Every card of these melds.
gin::CardSet unionOf(const std::vector<gin::CardSet>& melds);
// A meld as players lay it out: runs by rank, sets by suit.
QVector<gin::Card> meldCards(gin::CardSet m);

struct Picture {
  QVector<QVector<gin::Card>> groups;  // left to right: melds, then deadwood
  QVector<int> meldIds;                // per group: index into the hand's tableMelds, or -1
  gin::CardSet deadwood = 0;
  bool faceUp = false;
};

// Cards laid off so far (onto any seat's melds), with the lay-offs being edited.
gin::CardSet laidOffCards(const gin::SeatView& v, const std::vector<gin::Layoff>& pending);
// A laid-out seat (v.laidOut[seat]): its table melds (with pending lay-offs onto them), or at the end
// the melds it showed, then its deadwood. A drawn hand shows each hand's best arrangement.
Picture laidOut(const gin::SeatView& v, int seat, const std::vector<gin::Layoff>& pending, gin::CardSet laidOff);
// Another seat's hand while it is played: as many face-down cards as it holds, in one group.
Picture hidden(const gin::SeatView& v, int seat);

}  // namespace seatpicture
