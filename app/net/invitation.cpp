// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "invitation.h"

#include <algorithm>

#include <QHostAddress>
#include <QRandomGenerator>
#include <QStringList>

namespace gin::net {

namespace {

const QString kScheme = QStringLiteral("ginrummy://");
constexpr int kMaxIdLength = 32;
constexpr int kMaxSecretBytes = 64;

bool idChar(QChar c) {
  return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
         (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_') || c == QLatin1Char('-');
}

// RFC 1123 host names: labels of letters, digits and hyphens, 1-63 characters, not starting or ending
// with a hyphen; 253 characters in all.
bool hostName(const QString& h) {
  if (h.isEmpty() || h.size() > 253) return false;
  for (const QString& label : h.split(QLatin1Char('.'))) {
    if (label.isEmpty() || label.size() > 63 || label.startsWith(QLatin1Char('-')) || label.endsWith(QLatin1Char('-')))
      return false;
    for (QChar c : label)
      if (!idChar(c) || c == QLatin1Char('_')) return false;
  }
  return true;
}

}  // namespace

const char* linkErrorCode(LinkError e) {
  switch (e) {
    case LinkError::None: return "ok";
    case LinkError::NotALink: return "not_a_link";
    case LinkError::BadHost: return "bad_host";
    case LinkError::BadPort: return "bad_port";
    case LinkError::BadId: return "bad_id";
    case LinkError::BadSecret: return "bad_secret";
    case LinkError::Extra: return "extra";
  }
  return "?";
}

QString linkErrorText(LinkError e) {
  switch (e) {
    case LinkError::None: return QString();
    case LinkError::NotALink: return QStringLiteral("not an invitation: it must start with ginrummy://");
    case LinkError::BadHost: return QStringLiteral("the invitation names no host, or the host is not a name or an address");
    case LinkError::BadPort: return QStringLiteral("the invitation's port is missing or not a number from 1 to 65535");
    case LinkError::BadId: return QStringLiteral("the invitation's seat id is missing or damaged");
    case LinkError::BadSecret: return QStringLiteral("the invitation's secret is missing, damaged or too short (copy the whole link)");
    case LinkError::Extra: return QStringLiteral("the invitation has something after the secret (copy exactly the link)");
  }
  return QString();
}

QString toBase64Url(const QByteArray& bytes) {
  return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<QByteArray> fromBase64Url(const QString& text) {
  if (text.isEmpty()) return std::nullopt;
  for (QChar c : text)
    if (!idChar(c)) return std::nullopt;
  const auto r = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
  if (!r) return std::nullopt;
  // Canonical only: one text per secret (the unused low bits of the last character must be zero).
  if (toBase64Url(*r) != text) return std::nullopt;
  return *r;
}

QString Invitation::toString() const {
  const bool v6 = host.contains(QLatin1Char(':'));
  return kScheme + (v6 ? QLatin1Char('[') + host + QLatin1Char(']') : host) + QLatin1Char(':') + QString::number(port) +
         QLatin1Char('/') + id + QLatin1Char('/') + toBase64Url(secret);
}

ParsedLink parseInvitation(const QString& text) {
  auto fail = [](LinkError e) { return ParsedLink{std::nullopt, e}; };
  const QString t = text.trimmed();
  if (!t.startsWith(kScheme, Qt::CaseInsensitive)) return fail(LinkError::NotALink);
  const QString rest = t.mid(kScheme.size());
  const int slash = rest.indexOf(QLatin1Char('/'));
  const QString authority = slash < 0 ? rest : rest.left(slash);
  const QString path = slash < 0 ? QString() : rest.mid(slash + 1);

  Invitation inv;
  QString portText;
  if (authority.startsWith(QLatin1Char('['))) {
    const int close = authority.indexOf(QLatin1Char(']'));
    if (close < 0) return fail(LinkError::BadHost);
    inv.host = authority.mid(1, close - 1);
    QHostAddress a;
    if (!a.setAddress(inv.host) || a.protocol() != QAbstractSocket::IPv6Protocol || inv.host.contains(QLatin1Char('%')))
      return fail(LinkError::BadHost);
    if (authority.mid(close + 1, 1) != QLatin1String(":")) return fail(LinkError::BadPort);
    portText = authority.mid(close + 2);
  } else {
    const int colon = authority.lastIndexOf(QLatin1Char(':'));
    inv.host = colon < 0 ? authority : authority.left(colon);
    if (!hostName(inv.host)) return fail(LinkError::BadHost);
    if (colon < 0) return fail(LinkError::BadPort);
    portText = authority.mid(colon + 1);
  }
  bool ok = false;
  const uint port = portText.toUInt(&ok);
  if (!ok || port < 1 || port > 65535 || portText.startsWith(QLatin1Char('+')) || portText.size() > 5)
    return fail(LinkError::BadPort);
  inv.port = static_cast<quint16>(port);

  const QStringList parts = path.split(QLatin1Char('/'));
  inv.id = parts.value(0);
  if (!validInvitationId(inv.id)) return fail(LinkError::BadId);
  QString secretText = parts.value(1);
  // A query or fragment glued to a whole secret, or a further path segment, is something extra; the
  // secret itself must still be whole to say so.
  qsizetype extra = -1;
  for (qsizetype i = 0; i < secretText.size() && extra < 0; ++i)
    if (secretText[i] == QLatin1Char('?') || secretText[i] == QLatin1Char('#')) extra = i;
  const bool more = parts.size() > 2 || extra >= 0;
  if (extra >= 0) secretText.truncate(extra);
  const auto secret = fromBase64Url(secretText);
  if (!secret || secret->size() < kSecretBytes || secret->size() > kMaxSecretBytes) return fail(LinkError::BadSecret);
  if (more) return fail(LinkError::Extra);
  inv.secret = *secret;
  return ParsedLink{inv, LinkError::None};
}

QByteArray newSecret() {
  QByteArray s(kSecretBytes, Qt::Uninitialized);
  QRandomGenerator::system()->generate(reinterpret_cast<quint32*>(s.data()),
                                       reinterpret_cast<quint32*>(s.data() + s.size()));
  return s;
}

bool validInvitationId(const QString& id) {
  return !id.isEmpty() && id.size() <= kMaxIdLength && std::all_of(id.begin(), id.end(), idChar);
}

QString newInvitationId() {
  QByteArray b(6, Qt::Uninitialized);
  for (char& c : b) c = static_cast<char>(QRandomGenerator::system()->bounded(256));
  return toBase64Url(b);
}

}  // namespace gin::net
