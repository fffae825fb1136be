// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fairdeal.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include "hand.h"
#include "match.h"

namespace gin::net {

namespace {

QByteArray bigEndian32(int v) {
  const auto u = static_cast<quint32>(v);
  QByteArray b(4, '\0');
  b[0] = char(u >> 24);
  b[1] = char(u >> 16);
  b[2] = char(u >> 8);
  b[3] = char(u);
  return b;
}

}  // namespace

QByteArray newPart() {
  QByteArray p(kPartBytes, Qt::Uninitialized);
  QRandomGenerator::system()->generate(reinterpret_cast<quint32*>(p.data()), reinterpret_cast<quint32*>(p.data() + p.size()));
  return p;
}

QByteArray commitment(int deal, const QByteArray& hostPart) {
  QCryptographicHash h(QCryptographicHash::Sha256);
  h.addData(QByteArrayView("ginrummy-commit-v1"));
  h.addData(bigEndian32(deal));
  h.addData(hostPart);
  return h.result();
}

std::uint64_t jointSeed(int deal, const QByteArray& hostPart, const std::map<int, QByteArray>& guestParts) {
  QCryptographicHash h(QCryptographicHash::Sha256);
  h.addData(QByteArrayView("ginrummy-seed-v1"));
  h.addData(bigEndian32(deal));
  h.addData(hostPart);
  for (const auto& [seat, part] : guestParts) {  // std::map: in seat order
    const char s = char(seat);
    h.addData(QByteArrayView(&s, 1));
    h.addData(part);
  }
  const QByteArray d = h.result();
  std::uint64_t seed = 0;
  for (int i = 0; i < 6; ++i) seed = (seed << 8) | static_cast<unsigned char>(d[i]);
  return seed == 0 ? 1 : seed;
}

// ---------------------------------------------------------------------------------------------------

QByteArray DealHost::open(int deal, const std::set<int>& guestSeats) {
  open_ = true;
  deal_ = deal;
  part_ = newPart();
  commitment_ = commitment(deal, part_);
  guests_ = guestSeats;
  parts_.clear();
  return commitment_;
}

DealHost::Take DealHost::take(int seat, int deal, const QByteArray& part) {
  if (!open_ || deal != deal_) return Take::WrongDeal;
  if (!guests_.count(seat)) return Take::NotAGuest;
  if (part.size() != kPartBytes) return Take::BadValue;
  if (parts_.count(seat)) return parts_[seat] == part ? Take::Again : Take::Changed;
  parts_[seat] = part;
  return Take::Accepted;
}

void DealHost::drop(int seat) {
  if (!parts_.count(seat)) guests_.erase(seat);
}

std::set<int> DealHost::waitingFor() const {
  std::set<int> w;
  for (int s : guests_)
    if (!parts_.count(s)) w.insert(s);
  return w;
}

std::uint64_t DealHost::seed() const { return complete() ? jointSeed(deal_, part_, parts_) : 0; }

Reveal DealHost::reveal() const { return Reveal{deal_, part_, parts_, seed()}; }

void DealHost::restore(int deal, bool open, const QByteArray& part, const std::set<int>& guests, const std::map<int, QByteArray>& parts) {
  deal_ = deal;
  open_ = open;
  part_ = part;
  commitment_ = deal >= 0 ? commitment(deal, part) : QByteArray();
  guests_ = guests;
  parts_ = parts;
}

// ---------------------------------------------------------------------------------------------------

const char* dealCheckCode(DealCheck c) {
  switch (c) {
    case DealCheck::Fair: return "fair";
    case DealCheck::NoCommitment: return "no_commitment";
    case DealCheck::CommitmentBroken: return "commitment_broken";
    case DealCheck::PartMissing: return "part_missing";
    case DealCheck::SeedWrong: return "seed_wrong";
    case DealCheck::CardsWrong: return "cards_wrong";
  }
  return "?";
}

QByteArray DealGuest::answer(int deal, const QByteArray& c) {
  const auto known = commitments_.find(deal);
  if (known != commitments_.end()) return known->second == c ? parts_[deal] : QByteArray();
  commitments_[deal] = c;
  return parts_[deal] = newPart();
}

DealCheck DealGuest::check(const Reveal& r) const {
  const auto c = commitments_.find(r.deal);
  if (c == commitments_.end()) return DealCheck::NoCommitment;
  if (commitment(r.deal, r.hostPart) != c->second) return DealCheck::CommitmentBroken;
  const auto mine = r.guestParts.find(seat_);
  if (mine == r.guestParts.end() || mine->second != parts_.at(r.deal)) return DealCheck::PartMissing;
  if (jointSeed(r.deal, r.hostPart, r.guestParts) != r.seed) return DealCheck::SeedWrong;
  return DealCheck::Fair;
}

DealCheck DealGuest::checkCards(std::uint64_t seed, const Rules& rules, int deal, int dealer, int seat, CardSet hand, Card upcard) {
  if (dealer < 0 || dealer >= rules.players || seat < 0 || seat >= rules.players) return DealCheck::CardsWrong;
  if (deal == 0 && cutForDeal(rules.players, seed).dealer != dealer) return DealCheck::CardsWrong;
  const HandState dealt(rules, dealer, seed);
  if (dealt.hand(seat) != hand || dealt.firstUpcard() != upcard) return DealCheck::CardsWrong;
  return DealCheck::Fair;
}

}  // namespace gin::net
