// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The invitation to one seat of a network table: a short link that carries where the table is and the
// seat's secret, e.g. ginrummy://192.168.1.20:47320/s1a/3qYv0c9Q1mUu2xVJpPq9Xw (docs/network.md,
// "Invitations"). Whoever holds the link may take the seat; nobody else can join or listen.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace gin::net {

// 128 bits: the least the link carries (a guess succeeds with chance 2^-128).
inline constexpr int kSecretBytes = 16;

struct Invitation {
  QString host;      // a host name, an IPv4 address or an IPv6 address (without brackets)
  quint16 port = 0;  // 1-65535
  QString id;        // the seat's invitation id: 1-32 of A-Z a-z 0-9 _ - (sent in the clear)
  QByteArray secret; // at least kSecretBytes random bytes (never sent: it keys the connection)

  // ginrummy://host:port/id/secret, the secret in base64url without padding.
  QString toString() const;
  bool operator==(const Invitation&) const = default;
};

// Why a link is not an invitation. Each has a code (stable, for peers and tests) and a sentence.
enum class LinkError {
  None,
  NotALink,   // does not start with ginrummy://
  BadHost,    // no host, or not a host name or address
  BadPort,    // no port, or not 1-65535
  BadId,      // no invitation id, or characters other than A-Z a-z 0-9 _ -, or longer than 32
  BadSecret,  // no secret, not base64url, or shorter than 128 bits
  Extra,      // something after the secret (a query, a fragment, another path segment)
};
const char* linkErrorCode(LinkError e);  // "not_a_link", "bad_host", ...
// An English sentence for the command line (the game translates the code itself).
QString linkErrorText(LinkError e);

struct ParsedLink {
  std::optional<Invitation> invitation;
  LinkError error = LinkError::None;
};
// Reads a link as a player pastes it: white space around it is ignored, the scheme in any case.
ParsedLink parseInvitation(const QString& text);

// A fresh secret of kSecretBytes from the system's cryptographic random source.
QByteArray newSecret();
// A fresh invitation id: 8 random base64url characters (48 bits; unique among a host's seats).
QString newInvitationId();
// An id as links and the channel's PSK identity carry it: 1-32 of A-Z a-z 0-9 _ -.
bool validInvitationId(const QString& id);

// base64url without padding, as the link writes secrets; nullopt when the text is not canonical.
QString toBase64Url(const QByteArray& bytes);
std::optional<QByteArray> fromBase64Url(const QString& text);

}  // namespace gin::net
