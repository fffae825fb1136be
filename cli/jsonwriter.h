// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A small JSON writer for bulk output (analyze, arena --record, review --json): values are formatted
// straight into a byte buffer, no document objects, and the bytes are what QJsonDocument's compact
// form writes for the same values (keys in the order given: give them sorted to match a QJsonObject).
// OutputFile writes such a buffer to a file descriptor in large blocks and remembers a failed write.
#pragma once

#include <charconv>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "card.h"

namespace clijson {

// Bytes being written: a growable array without the zero-filling and terminator of std::string.
class Buffer {
 public:
  explicit Buffer(std::size_t capacity = 4096) { grow(capacity); }
  const char* data() const { return data_.get(); }
  std::size_t size() const { return static_cast<std::size_t>(end_ - data_.get()); }
  bool empty() const { return end_ == data_.get(); }
  std::string_view view() const { return {data(), size()}; }
  void clear() { end_ = data_.get(); }

  void put(char c) { *room(1) = c, ++end_; }
  void append(const char* p, std::size_t n) {
    std::memcpy(room(n), p, n);
    end_ += n;
  }
  void append(std::string_view s) { append(s.data(), s.size()); }
  // At least n writable bytes at the end; write them, then advance() past what was written.
  char* room(std::size_t n) {
    if (static_cast<std::size_t>(cap_ - end_) < n) grow(n);
    return end_;
  }
  void advance(char* to) { end_ = to; }

 private:
  void grow(std::size_t n);
  std::unique_ptr<char[]> data_;
  char* end_ = nullptr;
  char* cap_ = nullptr;
};

// Appends s as a JSON string literal (quotes included), escaped as QJsonDocument escapes it (the
// quote, the backslash and controls below 0x20); invalid UTF-8 becomes U+FFFD as QString::fromUtf8
// makes it.
void appendString(Buffer& out, std::string_view s);

class Writer {
 public:
  explicit Writer(Buffer& out) : out_(out) {}

  Writer& beginObject() { return open('{'); }
  Writer& endObject() { return close('}'); }
  Writer& beginArray() { return open('['); }
  Writer& endArray() { return close(']'); }
  // A key written as it is, checked when compiled: a literal with nothing to escape.
  struct Key {
    consteval Key(const char* k) : text(k) {  // NOLINT: implicit, so that key("name") reads well
      for (char c : text)
        if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') throw "a literal key must need no escaping";
    }
    std::string_view text;
  };
  // An object key; the next call writes its value.
  Writer& key(Key k) {
    separate();
    char* p = out_.room(k.text.size() + 3);
    *p++ = '"';
    std::memcpy(p, k.text.data(), k.text.size());
    p += k.text.size();
    *p++ = '"';
    *p++ = ':';
    out_.advance(p);
    afterKey_ = true;
    return *this;
  }
  // A key made at run time, escaped as needed.
  Writer& anyKey(std::string_view k) {
    separate();
    appendString(out_, k);
    out_.put(':');
    afterKey_ = true;
    return *this;
  }

  Writer& value(bool b) {
    separate();
    b ? out_.append("true", 4) : out_.append("false", 5);
    return *this;
  }
  Writer& value(int x) { return integer(x); }
  Writer& value(long x) { return integer(x); }
  Writer& value(long long x) { return integer(x); }
  Writer& value(unsigned x) { return integer(x); }
  Writer& value(unsigned long x) { return integer(x); }
  Writer& value(unsigned long long x) { return integer(x); }
  // The shortest form that reads back to the same double (std::to_chars); not finite is null, as in
  // QJsonDocument. Qt lays some numbers out differently (1e-05 vs 1e-5): compare before relying on it.
  Writer& value(double x);
  // A string of UTF-8 bytes.
  Writer& value(std::string_view s) {
    separate();
    appendString(out_, s);
    return *this;
  }
  Writer& value(const char* s) { return value(std::string_view(s)); }
  Writer& null() {
    separate();
    out_.append("null", 4);
    return *this;
  }

  // A card in the notation of gin::toString: "As", "Td"; NoCard is null.
  Writer& card(gin::Card c);
  // The cards of a set as an array, ascending.
  Writer& cards(gin::CardSet s);
  // Melds as an array of card arrays.
  Writer& melds(const gin::CardSet* ms, std::size_t n);
  Writer& melds(const std::vector<gin::CardSet>& ms) { return melds(ms.data(), ms.size()); }

  // Ends one JSON line: the writer is ready for the next top-level value.
  void endLine() {
    out_.put('\n');
    depth_ = 0;
    hasItems_ = 0;
    afterKey_ = false;
  }

 private:
  template <typename T>
  Writer& integer(T x) {
    separate();
    char* p = out_.room(24);
    out_.advance(std::to_chars(p, p + 24, x).ptr);
    return *this;
  }
  Writer& open(char c) {
    separate();
    out_.put(c);
    hasItems_ &= ~(std::uint64_t{1} << depth_++);
    return *this;
  }
  Writer& close(char c) {
    out_.put(c);
    --depth_;
    return *this;
  }
  // The comma before a value, unless it follows its key or opens its container. Nesting: 64 levels.
  void separate() {
    if (afterKey_) {
      afterKey_ = false;
    } else if (depth_ > 0) {
      const std::uint64_t b = std::uint64_t{1} << (depth_ - 1);
      if (hasItems_ & b) out_.put(',');
      hasItems_ |= b;
    }
  }

  Buffer& out_;
  std::uint64_t hasItems_ = 0;  // bit d: the container at depth d + 1 already holds an item
  int depth_ = 0;
  bool afterKey_ = false;
};

class OutputFile {
 public:
  explicit OutputFile(int fd) : fd_(fd) {}
  // Writes everything in buf and clears it; false (and failed()) once a write failed.
  bool write(Buffer& buf);
  bool failed() const { return errno_ != 0; }
  // The reason of the first failed write, e.g. "No space left on device".
  std::string error() const;

 private:
  int fd_;
  int errno_ = 0;
};

}  // namespace clijson
