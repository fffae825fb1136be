// Helpers shared by the engine suites: cards written the way RULES.md writes them.
#pragma once

#include <QtTest>

#include <sstream>
#include <string>
#include <vector>

#include "card.h"

namespace testutil {

// One card from notation; a typo in a test is a test bug, so it stops the run.
inline gin::Card C(const char* token) {
  const auto c = gin::parseCard(token);
  if (!c) qFatal("bad card token in test: %s", token);
  return *c;
}

// A card set from space-separated notation, e.g. S("As 2s 3s").
inline gin::CardSet S(const std::string& text) {
  std::istringstream in(text);
  std::string tok;
  gin::CardSet s = 0;
  while (in >> tok) {
    const gin::Card c = C(tok.c_str());
    if (gin::contains(s, c)) qFatal("duplicate card in test: %s", tok.c_str());
    s |= gin::bit(c);
  }
  return s;
}

inline QString str(gin::CardSet s) { return QString::fromStdString(gin::toString(s)); }

}  // namespace testutil
