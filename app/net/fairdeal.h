// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Neither side chooses the deck (docs/network.md, "The fair deal"). Before each deal the host commits
// to a random part of its own (a hash of it), each guest then sends a random part, and the deal's seed
// is a hash of all of them: the host cannot steer it (it is bound to its part before it sees the
// guests'), and no guest can (it does not know the host's part). After the hand the host reveals its
// part and every guest checks the commitment, the seed and the cards it was dealt.
#pragma once

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "card.h"
#include "rules.h"

namespace gin::net {

inline constexpr int kPartBytes = 32;
// Seeds are deal numbers as the game shows them: 48 bits (Match::handSeed), never 0.
inline constexpr std::uint64_t kSeedMask = 0xFFFFFFFFFFFFull;

// kPartBytes from the system's cryptographic random source.
QByteArray newPart();
// SHA-256("ginrummy-commit-v1" || deal as 4 bytes big-endian || hostPart).
QByteArray commitment(int deal, const QByteArray& hostPart);
// SHA-256("ginrummy-seed-v1" || deal as 4 bytes big-endian || hostPart || for each guest in seat order:
// seat as one byte || its part); the first 6 bytes big-endian, and 1 if that is 0.
std::uint64_t jointSeed(int deal, const QByteArray& hostPart, const std::map<int, QByteArray>& guestParts);

// What the host shows after the hand.
struct Reveal {
  int deal = 0;
  QByteArray hostPart;
  std::map<int, QByteArray> guestParts;  // seat -> part
  std::uint64_t seed = 0;
};

// The host's side: one round per deal.
class DealHost {
 public:
  // Starts deal `deal`'s round with a fresh part; answers the commitment to send to every guest.
  QByteArray open(int deal, const std::set<int>& guestSeats);
  enum class Take { Accepted, WrongDeal, NotAGuest, Again, Changed, BadValue };
  // A guest's part for `deal`. Only the first part of each guest counts: the same part again (sent once
  // more after a reconnection) is Again, a different one Changed.
  Take take(int seat, int deal, const QByteArray& part);
  // A guest replaced by a computer before it sent its part leaves the round (the host saw no part of
  // it, so leaving it out gives the host no choice of seed); one that sent its part stays in.
  void drop(int seat);
  bool complete() const { return open_ && parts_.size() == guests_.size(); }
  int deal() const { return deal_; }
  const QByteArray& commitmentSent() const { return commitment_; }
  std::set<int> waitingFor() const;
  // Once complete: the deal's seed.
  std::uint64_t seed() const;
  Reveal reveal() const;

  // What a host keeps to go on with the round after a restart (a match saved to continue later): the
  // same part, so that a guest asked again for this deal gets the same commitment.
  bool isOpen() const { return open_; }
  const QByteArray& part() const { return part_; }
  const std::set<int>& guests() const { return guests_; }
  const std::map<int, QByteArray>& parts() const { return parts_; }
  void restore(int deal, bool open, const QByteArray& part, const std::set<int>& guests, const std::map<int, QByteArray>& parts);

 private:
  bool open_ = false;
  int deal_ = -1;
  QByteArray part_, commitment_;
  std::set<int> guests_;
  std::map<int, QByteArray> parts_;
};

// Why a guest does not trust a deal.
enum class DealCheck {
  Fair,
  NoCommitment,      // the reveal names a deal the guest never saw a commitment for
  CommitmentBroken,  // the host's part does not hash to what it committed to
  PartMissing,       // the guest's own part is not in the reveal, or not as it was sent
  SeedWrong,         // the seed is not the hash of the parts
  CardsWrong,        // the cards dealt are not the ones that seed deals
};
const char* dealCheckCode(DealCheck c);

// A guest's side: the commitment it received and the part it answered, per deal.
class DealGuest {
 public:
  explicit DealGuest(int seat) : seat_(seat) {}
  // The host's commitment to deal `deal`; answers the part to send back (the same part if the host asks
  // again for the same commitment, e.g. after a reconnection). A second, different commitment for the
  // same deal is a host trying another deal: refused (empty answer).
  QByteArray answer(int deal, const QByteArray& commitment);
  // Checks a reveal: the commitment, the guest's own part, the seed.
  DealCheck check(const Reveal& r) const;
  // Checks the cards this seat was dealt (its first hand, the first upcard) against what the revealed
  // seed deals with that dealer. The first deal of a match also cut for the dealer with that seed
  // (gin::Match), so there the dealer is checked too.
  static DealCheck checkCards(std::uint64_t seed, const Rules& rules, int deal, int dealer, int seat, CardSet hand, Card upcard);

  // What a guest keeps in its save, so that a restarted program still checks the deal in progress.
  const std::map<int, QByteArray>& commitments() const { return commitments_; }
  const std::map<int, QByteArray>& parts() const { return parts_; }
  void restore(int deal, const QByteArray& commitment, const QByteArray& part) {
    commitments_[deal] = commitment;
    parts_[deal] = part;
  }

 private:
  int seat_;
  std::map<int, QByteArray> commitments_, parts_;
};

}  // namespace gin::net
