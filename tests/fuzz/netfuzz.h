// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The network protocol's readers under arbitrary bytes (docs/network.md): the framing, the JSON of a
// line, every message a guest or a host may send, and LAN datagrams. Shared by the libFuzzer target
// (fuzz_netmessage) and tst_netfuzzcorpus, which replays the committed corpus in every CI run (also
// under the sanitizers). Input: byte 0 picks the direction (bits 0-1) and the table's rules (bits 2-4),
// byte 1 where the stream is split in two reads; the rest is what the peer sent.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <cstdint>
#include <cstdlib>

#include "channel.h"
#include "discovery.h"
#include "protocol.h"

namespace netfuzz {

inline gin::Rules rulesFor(int pick) {
  gin::Rules r;
  switch (pick % 8) {
    case 1: gin::preset("oklahoma", r); break;
    case 2: gin::preset("hollywood", r); break;
    case 3: gin::preset("eaai", r); break;
    case 4: r.discardPileBrowsable = true; break;
    case 5: case 6: case 7: gin::preset("poker", r); r.players = pick % 8 - 2; break;
    default: break;
  }
  return r;
}

[[noreturn]] inline void broken(const char* what) {
  std::fprintf(stderr, "netfuzz: %s\n", what);
  std::abort();
}

inline QByteArray compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// A message read must write back into one that reads the same.
inline void roundTripGuest(const gin::net::GuestMessage& m) {
  using namespace gin::net;
  if (const auto* a = std::get_if<ActionMessage>(&m)) {
    // Written against a view holding its cards; empty knock or big gin melds stand for the engine's
    // arrangement and are filled in from the view, so they are not compared.
    if ((a->action.type == gin::ActionType::Knock || a->action.type == gin::ActionType::BigGin) && a->action.melds.empty()) return;
    gin::SeatView v;
    v.hand = gin::bit(a->action.card);
    for (gin::CardSet s : a->action.melds) v.hand |= s;
    const GuestMessage again = readGuestMessage(toJson(*a, v));
    const auto* b = std::get_if<ActionMessage>(&again);
    if (!b || b->seq != a->seq || !(b->action == a->action)) broken("an action does not read back");
    return;
  }
  QJsonObject json;
  if (const auto* h = std::get_if<Hello>(&m)) json = toJson(*h);
  else if (const auto* c = std::get_if<Contribution>(&m)) json = toJson(*c);
  else if (const auto* s = std::get_if<Say>(&m)) json = toJson(*s);
  else if (const auto* b = std::get_if<Bye>(&m)) json = toJson(*b);
  const GuestMessage again = readGuestMessage(json);
  QJsonObject json2;
  if (const auto* h = std::get_if<Hello>(&again)) json2 = toJson(*h);
  else if (const auto* c = std::get_if<Contribution>(&again)) json2 = toJson(*c);
  else if (const auto* s = std::get_if<Say>(&again)) json2 = toJson(*s);
  else if (const auto* b = std::get_if<Bye>(&again)) json2 = toJson(*b);
  if (json != json2) broken("a guest message does not read back");
}

inline QJsonObject hostJson(const gin::net::HostMessage& m) {
  using namespace gin::net;
  return std::visit([](const auto& x) -> QJsonObject { return toJson(x); }, m);
}

inline void roundTripHost(const gin::net::HostMessage& m, const gin::Rules& rules) {
  using namespace gin::net;
  const QJsonObject json = hostJson(m);
  // A welcome carries its own rules; everything else is read against the table's.
  const gin::Rules r = std::holds_alternative<Welcome>(m) ? std::get<Welcome>(m).rules : rules;
  if (hostJson(readHostMessage(json, r)) != json) broken("a host message does not read back");
}

inline int run(const std::uint8_t* data, std::size_t size) {
  using namespace gin::net;
  if (size < 2) return 0;
  const int mode = data[0] & 3;
  const gin::Rules rules = rulesFor(data[0] >> 2);
  const QByteArray rest(reinterpret_cast<const char*>(data + 2), static_cast<qsizetype>(size - 2));
  if (mode == 2) {  // a LAN datagram, either way
    if (const auto ad = readAd(rest)) {
      if (readAd(adDatagram(*ad))->name != ad->name) broken("an advertisement does not read back");
    }
    isQuery(rest);
    return 0;
  }
  const bool fromGuest = mode == 0 || mode == 3;
  FrameReader frames(fromGuest ? Limits::host().maxMessage : Limits::guest().maxMessage);
  const qsizetype split = rest.isEmpty() ? 0 : data[1] % (rest.size() + 1);
  QList<QByteArray> lines;
  if (frames.feed(rest.left(split), lines)) frames.feed(rest.mid(split), lines);
  for (const QByteArray& line : lines) {
    const int max = fromGuest ? Limits::host().maxMessage : Limits::guest().maxMessage;
    if (line.size() >= max) broken("a line over the bound got through");
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(line, &e);
    if (e.error != QJsonParseError::NoError || !d.isObject()) continue;
    try {
      if (fromGuest) roundTripGuest(readGuestMessage(d.object()));
      else roundTripHost(readHostMessage(d.object(), rules), rules);
    } catch (const BadMessage& b) {
      if (b.why.empty() || b.why.size() > 210) broken("a refusal without a short reason");
    }
  }
  return 0;
}

}  // namespace netfuzz
