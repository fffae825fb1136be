// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The messages of the network protocol, version 1 (docs/network.md, "Messages"): what each side may
// send, read field by field. A reader throws BadMessage (wire.h) naming the first thing wrong; nothing
// is half read, so a refused message changes nothing. Views, events and actions use the bot protocol's
// JSON forms where they fit (docs/ai.md).
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <map>
#include <optional>
#include <variant>
#include <vector>

#include "ai/ai.h"
#include "fairdeal.h"
#include "hand.h"
#include "rules.h"
#include "wire.h"

namespace gin::net {

inline constexpr int kProtocolVersion = 1;
inline constexpr int kMaxNameLength = 40;   // characters (Unicode code points) of a player's or a table's name
inline constexpr int kTokenBytes = 16;      // a resume token

// The quick messages a player can send ("Good game"...), as codes: each side shows its own words.
const QStringList& sayCodes();

// A name as a peer may send it: 1-40 printable characters after trimming (no control or format
// characters, so no bidi tricks); throws BadMessage otherwise.
QString readName(const QJsonValue& v, const char* field);

// ---- guest to host ----

struct Hello {
  std::vector<int> versions{kProtocolVersion};  // the protocol versions the guest speaks
  QString name;
  QByteArray resume;  // the token of an earlier welcome: this guest takes its seat back
  QString app;        // e.g. "ginrummy 0.1.0", for the host's log
};
struct ActionMessage {
  int seq = 0;  // the update this action answers
  Action action;
};
struct Contribution {
  int deal = 0;
  QByteArray part;
};
struct Say {
  int seat = -1;  // host to guest: who said it; guest to host: -1
  QString code;
};
struct Bye {
  QString reason;  // "leaving", "match_over", "host_closed"
};
using GuestMessage = std::variant<Hello, ActionMessage, Contribution, Say, Bye>;

// ---- host to guest ----

struct SeatInfo {
  QString name;
  QString kind;  // "person" (at the host's screen), "computer", "remote"
  bool standIn = false;  // a computer that plays on for a guest who left (kind "computer")
};
struct Welcome {
  int protocol = kProtocolVersion;
  int seat = 0;
  Rules rules;
  std::vector<SeatInfo> seats;
  QByteArray resume;  // kTokenBytes: the guest's proof of this seat on reconnection
  int grace = 0;      // seconds the host keeps the seat for a guest who dropped
  QString table;      // the table's name
  bool resumed = false;
};
struct Update {
  int seq = 0;
  QString cause;  // "match", "deal", "action", "undo"
  int hand = 1;   // the hand's number in the match (1-based)
  int deal = 0;   // the deal's index in the match (0-based, drawn hands count)
  SeatView view;
  std::optional<PublicEvent> event;  // cause "action": the action, as this seat may see it
  ai::MatchContext context;
  bool matchOver = false;
  // With match_over: the host's engine's net result per seat and the winner (-1: a tie).
  std::vector<int> result;
  int winner = -1;
};
struct Refused {
  int seq = 0;
  QString reason;  // an engine reject code (gin::rejectCode) or "stale", "not_now"
};
struct Commit {
  int deal = 0;
  QByteArray commitment;
};
struct Presence {
  int seat = 0;
  bool connected = true;
  int grace = 0;  // seconds the seat is still kept (not connected)
  QString name{}; // the seat's guest's name, once one has joined (a guest welcomed earlier learns it here)
  bool computer = false;  // the host's computer plays the seat from now on (its guest is not coming back)
};
using HostMessage = std::variant<Welcome, Update, Refused, Commit, Reveal, Presence, Say, Bye>;

// Readers. `rules` are the table's (from the welcome): views are read against them.
GuestMessage readGuestMessage(const QJsonObject& m);
HostMessage readHostMessage(const QJsonObject& m, const Rules& rules);
Welcome readWelcome(const QJsonObject& m);

// Writers.
QJsonObject toJson(const Hello& m);
QJsonObject toJson(const ActionMessage& m, const SeatView& view);
QJsonObject toJson(const Contribution& m);
QJsonObject toJson(const Say& m);
QJsonObject toJson(const Bye& m);
QJsonObject toJson(const Welcome& m);
QJsonObject toJson(const Update& m);
QJsonObject toJson(const Refused& m);
QJsonObject toJson(const Commit& m);
QJsonObject toJson(const Reveal& m);
QJsonObject toJson(const Presence& m);

// The pieces, also for tests.
QJsonObject rulesJson(const Rules& r);
QJsonObject viewJson(const SeatView& v);
// The view with what a table at a screen draws besides (the piles' sizes, the knock discard, who has laid
// out, the cards face up at each seat, the lay-offs, and once the hand is over its result): what an
// update carries. readView reads both forms.
QJsonObject tableViewJson(const SeatView& v);
SeatView readView(const QJsonValue& v, const Rules& rules);
QJsonObject eventJson(const PublicEvent& e);
PublicEvent readEvent(const QJsonValue& v, int players);
// An action in the bot's answer form ({"action":"discard","card":"Qs"}...): the reading side of
// actionJson. Empty melds of a knock or big gin stand for the engine's arrangement.
Action readAction(const QJsonObject& o);
// The event names of a history: the bot's five, and knock, big_gin and layoff.
const char* eventName(ActionType t);

}  // namespace gin::net
