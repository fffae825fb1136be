// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The text forms of the hand's vocabulary: reject, phase and outcome codes, melds and actions as
// saves, records and the bot protocol write them, and the diagram printed when a test fails.
#include <sstream>

#include "hand.h"

namespace gin {

const char* rejectCode(Reject r) {
  switch (r) {
    case Reject::Ok: return "ok";
    case Reject::HandOver: return "hand_over";
    case Reject::NotYourTurn: return "not_your_turn";
    case Reject::WrongPhase: return "wrong_phase";
    case Reject::StockOnlyAfterPasses: return "stock_only_after_passes";
    case Reject::CardNotInHand: return "card_not_in_hand";
    case Reject::TakenFromDiscard: return "taken_from_discard";
    case Reject::AboveKnockLimit: return "above_knock_limit";
    case Reject::AceRequiresGin: return "ace_requires_gin";
    case Reject::BigGinDisabled: return "big_gin_disabled";
    case Reject::NotBigGin: return "not_big_gin";
    case Reject::InvalidMelds: return "invalid_melds";
    case Reject::NotOptimal: return "not_optimal";
    case Reject::NoLayoffAfterGin: return "no_layoff_after_gin";
    case Reject::InvalidLayoff: return "invalid_layoff";
  }
  return "unknown";
}

const char* phaseCode(Phase p) {
  switch (p) {
    case Phase::FirstUpcard: return "first_upcard";
    case Phase::Draw: return "draw";
    case Phase::Discard: return "discard";
    case Phase::Layoff: return "layoff";
    case Phase::Scored: return "scored";
    case Phase::Drawn: return "drawn";
  }
  return "unknown";
}

const char* outcomeCode(Outcome o) {
  switch (o) {
    case Outcome::Knock: return "knock";
    case Outcome::Gin: return "gin";
    case Outcome::BigGin: return "big_gin";
    case Outcome::Undercut: return "undercut";
    case Outcome::Drawn: return "drawn";
  }
  return "unknown";
}

std::string HandState::diagram() const {
  std::ostringstream out;
  out << "phase " << phaseCode(phase_) << ", dealer " << dealer_ << ", to act " << toAct_ << ", knock limit "
      << knockLimit_ << (stockOnly_ ? ", stock only" : "") << "\n";
  for (int s = 0; s < rules_.players; ++s) {
    out << (s == toAct_ ? "> " : "  ") << "seat " << s << " (" << count(hands_[s]) << "): " << toString(hands_[s]);
    if (!over() && phase_ != Phase::Layoff && count(hands_[s]))
      out << "   deadwood " << minDeadwood(hands_[s]);
    if (s == knocker_) out << "   knocker";
    out << "\n";
  }
  out << "  pile (bottom to top):";
  for (Card c : pile_) out << ' ' << toString(c);
  if (takenFromDiscard_ != NoCard) out << "   taken from the pile: " << toString(takenFromDiscard_);
  out << "\n  stock (" << stock_.size() << ", top first):";
  for (auto it = stock_.rbegin(); it != stock_.rend(); ++it) out << ' ' << toString(*it);
  out << "\n";
  for (std::size_t i = 0; i < table_.size(); ++i)
    out << "  table meld " << i << " (seat " << tableOwner_[i] << "): " << toString(table_[i]) << "\n";
  out << "  history:";
  for (const Step& st : history_) out << " " << st.seat << ":" << actionToString(st.action);
  out << "\n";
  return out.str();
}

// ---- text form of actions ----

namespace {
std::string meldsToString(const std::vector<CardSet>& melds) {
  std::string out = "[";
  for (std::size_t i = 0; i < melds.size(); ++i) {
    if (i) out += '|';
    out += toString(melds[i]);
  }
  return out + "]";
}

bool meldsFromString(const std::string& t, std::vector<CardSet>& out) {
  if (t.size() < 2 || t.front() != '[' || t.back() != ']') return false;
  out.clear();
  std::stringstream ss(t.substr(1, t.size() - 2));
  std::string part;
  while (std::getline(ss, part, '|')) {
    std::stringstream cs(part);
    std::string tok;
    CardSet m = 0;
    while (cs >> tok) {
      const auto c = parseCard(tok);
      if (!c || contains(m, *c)) return false;
      m |= bit(*c);
    }
    if (!m) return false;
    out.push_back(m);
  }
  return true;
}
}  // namespace

std::string actionToString(const Action& a) {
  switch (a.type) {
    case ActionType::TakeUpcard: return "take";
    case ActionType::PassUpcard: return "pass";
    case ActionType::DrawStock: return "stock";
    case ActionType::DrawDiscard: return "pile";
    case ActionType::Discard: return "discard " + toString(a.card);
    case ActionType::Knock: return "knock " + toString(a.card) + " " + meldsToString(a.melds);
    case ActionType::BigGin: return "biggin " + meldsToString(a.melds);
    case ActionType::Layoff: {
      std::string out = "layoff " + meldsToString(a.melds);
      for (const Layoff& l : a.layoffs) out += " " + toString(l.card) + ">" + std::to_string(l.meld);
      return out;
    }
  }
  return "?";
}

std::optional<Action> actionFromString(const std::string& text) {
  std::string verb, rest;
  const auto sp = text.find(' ');
  verb = text.substr(0, sp);
  if (sp != std::string::npos) rest = text.substr(sp + 1);
  auto takeBracket = [&](std::string& from, std::string& bracket) {
    const auto open = from.find('[');
    const auto close = from.find(']');
    if (open == std::string::npos || close == std::string::npos || close < open) return false;
    bracket = from.substr(open, close - open + 1);
    from = from.substr(close + 1);
    return true;
  };
  if (verb == "take" && rest.empty()) return Action::take();
  if (verb == "pass" && rest.empty()) return Action::pass();
  if (verb == "stock" && rest.empty()) return Action::drawStock();
  if (verb == "pile" && rest.empty()) return Action::drawDiscard();
  if (verb == "discard") {
    const auto c = parseCard(rest);
    if (!c) return std::nullopt;
    return Action::discard(*c);
  }
  if (verb == "knock") {
    const auto c = parseCard(rest.substr(0, rest.find(' ')));
    std::string br;
    std::vector<CardSet> melds;
    if (!c || !takeBracket(rest, br) || !meldsFromString(br, melds)) return std::nullopt;
    return Action::knock(*c, melds);
  }
  if (verb == "biggin") {
    std::string br;
    std::vector<CardSet> melds;
    if (!takeBracket(rest, br) || !meldsFromString(br, melds)) return std::nullopt;
    return Action::bigGin(melds);
  }
  if (verb == "layoff") {
    std::string br;
    std::vector<CardSet> melds;
    if (!takeBracket(rest, br) || !meldsFromString(br, melds)) return std::nullopt;
    std::vector<Layoff> lay;
    std::stringstream ss(rest);
    std::string tok;
    while (ss >> tok) {
      const auto gt = tok.find('>');
      if (gt == std::string::npos) return std::nullopt;
      const auto c = parseCard(tok.substr(0, gt));
      int idx = -1;
      try {
        idx = std::stoi(tok.substr(gt + 1));
      } catch (...) {
        return std::nullopt;
      }
      if (!c || idx < 0 || idx > 64) return std::nullopt;
      lay.push_back({*c, idx});
    }
    return Action::layoff(melds, lay);
  }
  return std::nullopt;
}

}  // namespace gin
