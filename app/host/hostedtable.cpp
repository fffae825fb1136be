// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "host/hostedtable.h"

#include "game/seatnames.h"
#include "host/remoteseat.h"

using namespace gin;

HostedTable::HostedTable(net::HostServer* server, Config config, const QString& hostAddress, QObject* parent,
                         GameController* controller)
    : QObject(parent), config_(std::move(config)), own_(controller ? nullptr : std::make_unique<GameController>()),
      controller_(controller ? controller : own_.get()) {
  // The game's referee: this table's match replaces whatever it held (nothing of it may ask this table
  // for a deal).
  if (!own_) controller_->clear();
  GameSetup& setup = config_.setup;
  setup.seats.resize(setup.rules.players);
  // The computers' names now, as the referee would give them at the match's start: the table tells the
  // guests its seats' names from here (they read "casual" where the host read "Ella": a play-test).
  if (config_.resume.isEmpty()) seatnames::fill(setup.seats);
  net::TableHost::Config tc;
  tc.name = config_.name;
  tc.rules = setup.rules;
  tc.graceSeconds = config_.graceSeconds;
  for (const SeatSetup& s : setup.seats) {
    const bool remote = s.kind == SeatKind::Remote;
    const QString kind = remote ? QStringLiteral("remote") : s.kind == SeatKind::Computer ? QStringLiteral("computer") : QStringLiteral("person");
    tc.seats.push_back({s.name.isEmpty() ? QString::fromLatin1(remote ? "Guest" : ai::levelName(s.level)) : s.name, kind,
                        s.kind == SeatKind::Computer && s.standIn});
  }
  host_ = std::make_unique<net::TableHost>(server, tc);
  connect(host_.get(), &net::TableHost::stateChanged, this, &HostedTable::stateChanged);
  if (!config_.resume.isEmpty()) {
    // Opened again: the same links and tokens; the match comes from the save (resumeMatch).
    started_ = true;
    if (!host_->restore(config_.resume, &resumeError_)) return;
    revealed_ = host_->lastRevealed();
    for (int s = 0; s < setup.rules.players; ++s) {
      if (setup.seats[s].kind != SeatKind::Remote) continue;
      if (!host_->invited(s)) {
        resumeError_ = QStringLiteral("seat %1 has no invitation").arg(s + 1);
        return;
      }
      invitations_.emplace_back(s, host_->invitation(s, hostAddress));
    }
  } else {
    for (int s = 0; s < setup.rules.players; ++s)
      if (setup.seats[s].kind == SeatKind::Remote) invitations_.emplace_back(s, host_->invite(s, hostAddress));
  }

  // The referee: seats elsewhere are RemoteSeats on this table's sessions; every deal waits for the
  // fair deal's seed. Headless nobody watches the computers' moves: no pause before them (the game's
  // window keeps its own pace).
  if (own_) controller_->setAiDelay(0);
  controller_->setSeatMaker([this](int seat, const SeatSetup&, QObject* parent) -> Seat* { return new RemoteSeat(seat, host_.get(), parent); });
  controller_->setDealSource([this](int deal) {
    // The last deal's reveal before the next round's commitment, however soon the host's player deals.
    if (deal > 0) reveal(deal - 1);
    host_->openDeal(deal);
  });
  connect(host_.get(), &net::TableHost::dealReady, this, [this](int deal, quint64 seed) {
    emit log(QStringLiteral("deal %1: seed %2").arg(deal).arg(seed));
    controller_->dealFrom(deal, seed);
  });
  // handOver comes before the seats hear the hand's end: the reveal and the next deal follow them.
  connect(controller_, &GameController::handOver, this, [this] {
    QTimer::singleShot(config_.autoNext ? config_.nextHandMs : 0, this, &HostedTable::afterHand);
  });

  connect(host_.get(), &net::TableHost::joined, this, [this](int seat, const QString& name, bool resumed) {
    emit log(QStringLiteral("seat %1: %2 %3").arg(seat).arg(name, resumed ? QStringLiteral("came back") : QStringLiteral("joined")));
    if (!resumed && !started_) config_.setup.seats[seat].name = name;
    maybeStart();
  });
  connect(host_.get(), &net::TableHost::left, this, [this](int seat, const QString& code) {
    emit log(QStringLiteral("seat %1: gone (%2)").arg(seat).arg(code));
    if (code != QLatin1String("leaving")) return;
    // A guest who gave the seat up for good ("Leave the table") is not coming back, whatever the host
    // chose for a line that drops: before the match its invitation is open to a friend again, after
    // the start a computer plays the seat on. The table waited for ever, and the seat turned everyone
    // away ("seat_taken"), even the link's next friend (a network play-test).
    if (!started_) {
      host_->reopen(seat);
      return;
    }
    // After the host has heard that the guest left (its log and status line say that first).
    QTimer::singleShot(0, this, [this, seat] {
      if (!host_->taken(seat)) computerTakes(seat, config_.takeover.value_or(config_.fillLevel), "left the table");
    });
  });
  connect(host_.get(), &net::TableHost::graceExpired, this, [this](int seat) {
    if (finished_) return;
    if (config_.takeover) computerTakes(seat, *config_.takeover, "did not come back within the grace period", true);
    else emit log(QStringLiteral("seat %1: the grace period is over; the seat waits for its guest").arg(seat));
  });
  connect(host_.get(), &net::TableHost::turnedAway, this, [this](int seat, const QString& peer, const QString& code) {
    emit log(QStringLiteral("seat %1: turned away %2 (%3)").arg(seat).arg(peer, code));
  });
  if (config_.fillAfterMs >= 0) {
    fill_.setSingleShot(true);
    connect(&fill_, &QTimer::timeout, this, [this] {
      for (const auto& [seat, inv] : invitations_)
        if (config_.setup.seats[seat].kind == SeatKind::Remote && !host_->taken(seat)) computerTakes(seat, config_.fillLevel, "was not taken");
      maybeStart();
    });
    fill_.start(config_.fillAfterMs);
  }
  if (config_.resume.isEmpty()) QTimer::singleShot(0, this, &HostedTable::maybeStart);  // a table without invited seats starts at once
}

QJsonObject HostedTable::state() const { return host_->state(); }

bool HostedTable::resumeMatch(const GameSetup& setup, const ActionLog& actions) {
  if (!resumedOk() || config_.resume.isEmpty()) return false;
  config_.setup = setup;  // the guests' names, as the save kept them
  if (!controller_->replay(setup, actions)) return false;
  emit log(QStringLiteral("the match goes on from its save: deal %1").arg(controller_->dealsSoFar()));
  // The next deal's round was open (its commitment sent): the deal still waits for it, with the same
  // commitment (TableHost::openDeal sends it again to whoever has not answered).
  if (host_->dealOpen() && host_->dealRound() == controller_->dealsSoFar()) controller_->nextHand();
  return true;
}

HostedTable::~HostedTable() {
  // The seats refer to the sessions: gone first. The game's referee keeps a finished match on its table
  // (the result, the score sheet) but no longer asks this table for deals or seats.
  if (own_ || !finished_) {
    controller_->clear();
    return;
  }
  controller_->setSeatMaker({});
  controller_->setDealSource({});
}

void HostedTable::maybeStart() {
  if (started_) return;
  for (int s = 0; s < config_.setup.rules.players; ++s)
    if (config_.setup.seats[s].kind == SeatKind::Remote && !host_->taken(s)) return;
  started_ = true;
  fill_.stop();
  emit log(QStringLiteral("the match starts"));
  controller_->newMatch(config_.setup);
  emit matchStarted();
}

void HostedTable::computerTakes(int seat, ai::Level level, const char* why, bool graceOver) {
  if (finished_ || config_.setup.seats[seat].kind != SeatKind::Remote) return;
  emit log(QStringLiteral("seat %1 %2: a computer (%3) takes it").arg(seat).arg(QString::fromLatin1(why), QString::fromLatin1(ai::levelName(level))));
  config_.setup.seats[seat].kind = SeatKind::Computer;
  config_.setup.seats[seat].standIn = true;  // the guest's name, played by the computer
  config_.setup.seats[seat].level = level;
  host_->withdraw(seat);  // the invitation stops working; the deal round goes on without this seat
  if (started_ && controller_->hasMatch()) controller_->seatComputer(seat, level);
  emit computerTook(seat, level, graceOver);
}

void HostedTable::reveal(int deal) {
  // Once per deal: at the hand's end, or when the host's player dealt the next hand before that.
  if (revealed_ >= deal) return;
  revealed_ = deal;
  host_->revealDeal();
}

void HostedTable::afterHand() {
  if (finished_ || !controller_->hasMatch()) return;
  const Phase phase = controller_->view().phase;  // every seat's view says when the hand is over
  if (phase != Phase::Scored && phase != Phase::Drawn) return;
  reveal(controller_->dealsSoFar() - 1);
  if (controller_->matchOver()) {
    finished_ = true;
    QStringList scores;
    for (int r : controller_->sheet().matchResult()) scores << QString::number(r);
    emit log(QStringLiteral("the match is over after %1 deals: winner seat %2, result %3")
                 .arg(controller_->dealsSoFar())
                 .arg(controller_->sheet().matchWinner())
                 .arg(scores.join(QLatin1Char(' '))));
    host_->close(QStringLiteral("match_over"));
    emit matchFinished();
    return;
  }
  if (config_.autoNext) controller_->nextHand();
}
