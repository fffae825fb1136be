// ginrummy-cli analyze: one JSON object per input hand.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <cstdio>
#include <iostream>
#include <string>

#include "card.h"
#include "commands.h"
#include "json.h"
#include "meld.h"

using namespace gin;

namespace {

using clijson::cards;

// Parses one line into a card set; on failure returns false with a message.
bool parseHand(const std::string& line, CardSet& hand, std::string& error) {
  hand = 0;
  int n = 0;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i >= line.size()) break;
    std::size_t j = i;
    while (j < line.size() && !std::isspace(static_cast<unsigned char>(line[j]))) ++j;
    const std::string tok = line.substr(i, j - i);
    const auto c = parseCard(tok);
    if (!c) {
      error = "unknown card '" + tok + "'";
      return false;
    }
    if (contains(hand, *c)) {
      error = "duplicate card '" + toString(*c) + "'";
      return false;
    }
    hand |= bit(*c);
    ++n;
    i = j;
  }
  if (n != 10 && n != 11) {
    error = "expected 10 or 11 cards, got " + std::to_string(n);
    return false;
  }
  return true;
}

}  // namespace

int cmdAnalyze(const QStringList& args) {
  int knockLimit = 10;
  for (int i = 0; i < args.size(); ++i) {
    if (args[i] == QLatin1String("--knock-limit") && i + 1 < args.size()) {
      bool ok = false;
      knockLimit = args[++i].toInt(&ok);
      if (!ok || knockLimit < 0) {
        std::fputs("analyze: --knock-limit takes a number >= 0\n", stderr);
        return 2;
      }
    } else {
      std::fprintf(stderr, "analyze: unknown option '%s'\n", qPrintable(args[i]));
      return 2;
    }
  }
  int status = 0;
  std::string line;
  int lineNo = 0;
  while (std::getline(std::cin, line)) {
    ++lineNo;
    CardSet hand = 0;
    std::string error;
    QJsonObject o;
    if (!parseHand(line, hand, error)) {
      o[QStringLiteral("line")] = lineNo;
      o[QStringLiteral("error")] = QString::fromStdString(error);
      std::fprintf(stderr, "analyze: line %d: %s\n", lineNo, error.c_str());
      status = 1;
    } else {
      CardSet kept = hand;
      if (count(hand) == 11) {
        const DiscardChoice d = bestDiscard(hand);
        o[QStringLiteral("discard")] = QString::fromStdString(toString(d.discard));
        o[QStringLiteral("big_gin")] = minDeadwood(hand) == 0;
        kept = hand & ~bit(d.discard);
      }
      const Arrangement a = bestArrangement(kept);
      QJsonArray melds;
      for (CardSet m : a.melds) melds.append(cards(m));
      o[QStringLiteral("deadwood")] = a.deadwood;
      o[QStringLiteral("melds")] = melds;
      o[QStringLiteral("deadwood_cards")] = cards(a.deadwoodCards);
      o[QStringLiteral("gin")] = a.deadwood == 0;
      o[QStringLiteral("can_knock")] = a.deadwood <= knockLimit;
    }
    std::fputs(QJsonDocument(o).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
  }
  return status;
}
