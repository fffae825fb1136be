// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonwriter.h"

#include <QByteArray>
#include <QString>
#include <cerrno>
#include <cmath>
#include <unistd.h>

namespace clijson {

namespace {

constexpr char kRankChars[] = "A23456789TJQK";
constexpr char kSuitChars[] = "cdhs";
constexpr char kHex[] = "0123456789abcdef";

// ASCII only: what QJsonDocument escapes (", \ and controls below 0x20), the rest verbatim.
void appendAscii(Buffer& out, std::string_view s) {
  std::size_t from = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s.data() + from, i - from);
    from = i + 1;
    out.put('\\');
    switch (c) {
      case '"': out.put('"'); break;
      case '\\': out.put('\\'); break;
      case '\b': out.put('b'); break;
      case '\f': out.put('f'); break;
      case '\n': out.put('n'); break;
      case '\r': out.put('r'); break;
      case '\t': out.put('t'); break;
      default: {
        const char u[5] = {'u', '0', '0', kHex[c >> 4], kHex[c & 0xF]};
        out.append(u, 5);
      }
    }
  }
  out.append(s.data() + from, s.size() - from);
}

inline char* putCard(char* p, gin::Card c) {
  p[0] = '"';
  p[1] = kRankChars[gin::rankOf(c)];
  p[2] = kSuitChars[gin::suitOf(c)];
  p[3] = '"';
  return p + 4;
}

}  // namespace

void Buffer::grow(std::size_t n) {
  const std::size_t used = data_ ? size() : 0;
  const std::size_t cap = data_ ? static_cast<std::size_t>(cap_ - data_.get()) : 0;
  const std::size_t want = std::max(used + n, cap * 2);
  std::unique_ptr<char[]> bigger(new char[want]);
  if (used) std::memcpy(bigger.get(), data_.get(), used);
  data_ = std::move(bigger);
  end_ = data_.get() + used;
  cap_ = data_.get() + want;
}

void appendString(Buffer& out, std::string_view s) {
  out.put('"');
  bool ascii = true;
  for (char c : s) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) {
    appendAscii(out, s);
  } else {
    // Rare (error echoes): let Qt decide what an invalid sequence becomes, so the bytes stay Qt's.
    const QByteArray utf8 = QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())).toUtf8();
    appendAscii(out, std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
  }
  out.put('"');
}

Writer& Writer::value(double x) {
  if (!std::isfinite(x)) return null();
  separate();
  char* p = out_.room(32);
  out_.advance(std::to_chars(p, p + 32, x).ptr);
  return *this;
}

Writer& Writer::card(gin::Card c) {
  if (c >= gin::kDeckSize) return null();
  separate();
  out_.advance(putCard(out_.room(4), c));
  return *this;
}

Writer& Writer::cards(gin::CardSet s) {
  separate();
  char* p = out_.room(2 + 5 * 64);
  *p++ = '[';
  bool first = true;
  gin::forEach(s & gin::kFullDeck, [&](gin::Card c) {
    if (!first) *p++ = ',';
    first = false;
    p = putCard(p, c);
  });
  *p++ = ']';
  out_.advance(p);
  return *this;
}

Writer& Writer::melds(const gin::CardSet* ms, std::size_t n) {
  beginArray();
  for (std::size_t i = 0; i < n; ++i) cards(ms[i]);
  return endArray();
}

bool OutputFile::write(Buffer& buf) {
  const char* p = buf.data();
  std::size_t left = buf.size();
  while (left > 0 && !errno_) {
    const ssize_t n = ::write(fd_, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      errno_ = errno;
    } else {
      p += n;
      left -= static_cast<std::size_t>(n);
    }
  }
  buf.clear();
  return !errno_;
}

std::string OutputFile::error() const { return errno_ ? std::strerror(errno_) : std::string(); }

}  // namespace clijson
