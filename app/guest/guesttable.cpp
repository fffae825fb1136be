// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "guest/guesttable.h"
#include "text/quickmessages.h"
#include "text/dealchecks.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

#include "game/gamecontroller.h"
#include "session.h"
#include "store/savegame.h"

using namespace gin;
using namespace gin::net;

namespace {
const char* const kFormat = "ginrummy-network-seat";

SeatUpdate::Cause causeOf(const QString& cause) {
  if (cause == QLatin1String("deal")) return SeatUpdate::Cause::Deal;
  if (cause == QLatin1String("action")) return SeatUpdate::Cause::Action;
  if (cause == QLatin1String("undo")) return SeatUpdate::Cause::Undo;
  return SeatUpdate::Cause::Match;
}

QString clock(qint64 seconds) {
  seconds = std::max<qint64>(0, seconds);
  return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}
}  // namespace

GuestTable::GuestTable(GameController* controller, const Invitation& invitation, const QString& name, const QString& keepPath,
                       QObject* parent)
    : QObject(parent),
      controller_(controller),
      session_(std::make_unique<GuestSession>(invitation, name)),
      invitation_(invitation),
      name_(name),
      keepPath_(keepPath) {
  tick_.setInterval(1000);
  connect(&tick_, &QTimer::timeout, this, [this] { emit connectionChanged(connectionText()); });
  GuestSession* s = session_.get();
  // A player's seat waits for a host that keeps the match to continue later (or was closed when this
  // game restarted with the seat): the window comes back to the table by itself once it is open.
  s->setPatient(true);
  connect(s, &GuestSession::welcomed, this, &GuestTable::onWelcome);
  connect(s, &GuestSession::updated, this, &GuestTable::onUpdate);
  connect(s, &GuestSession::refused, this, [this](const Refused& r) {
    if (started_) controller_->guestRefused(r.reason);
  });
  connect(s, &GuestSession::stateChanged, this, &GuestTable::keep);
  // A deal shown (also one held back until Next hand) goes into the kept seat at once.
  connect(controller_, &GameController::matchStarted, this, [this] {
    if (started_ && controller_->guest()) keep();
  });
  connect(s, &GuestSession::connectionLost, this, [this] {
    lost_ = true;
    emit connectionChanged(connectionText());
    // A seat taken back before its table is open: said once where the window says what goes on.
    if (!welcome_ && !waitSaid_) {
      waitSaid_ = true;
      emit notice(connectionText());
    }
  });
  connect(s, &GuestSession::adjourned, this, [this] {
    adjourned_ = true;
    away_.clear();
    tick_.stop();
    keep();
    emit connectionChanged(connectionText());
    emit adjourned(tr("%1 saved the match to continue it later. Your seat is kept: this window goes back to the table by itself "
                      "when %1 opens the table again.")
                       .arg(tableName()));
  });
  connect(s, &GuestSession::presenceChanged, this, [this](const Presence& p) {
    // A guest who joined after our welcome: its name, for the table and the sheet.
    if (!p.name.isEmpty() && welcome_ && p.seat >= 0 && p.seat < int(welcome_->seats.size()) && p.seat != welcome_->seat &&
        welcome_->seats[p.seat].name != p.name) {
      welcome_->seats[p.seat].name = p.name;
      if (started_) controller_->renameSeat(p.seat, p.name);
    }
    if (p.computer && started_ && welcome_ && p.seat != welcome_->seat) {
      controller_->guestSeatIsComputer(p.seat);
      emit notice(tr("A computer player takes %1's seat.").arg(seatName(p.seat)));
    }
    if (p.connected) away_.erase(p.seat);
    else away_[p.seat].until = QDateTime::currentMSecsSinceEpoch() + qint64(p.grace) * 1000;
    if (away_.empty()) tick_.stop();
    else tick_.start();
    emit connectionChanged(connectionText());
  });
  connect(s, &GuestSession::said, this, [this](const Say& say) {
    emit said(tr("%1: %2").arg(seatName(say.seat), quickmessages::text(say.code)));
  });
  connect(s, &GuestSession::dealChecked, this, [this](int deal, DealCheck verdict, quint64 seed) {
    const QString code = QLatin1String(dealCheckCode(verdict));
    if (started_) controller_->setDealCheck(deal, code, seed);
    emit notice(dealchecks::text(code));
  });
  connect(s, &GuestSession::ended, this, [this](const QString& code, const QString&) {
    ended_ = true;
    lost_ = false;
    away_.clear();
    tick_.stop();
    // The host kept the match to continue later, or is not there (any more): the seat stays kept, to be
    // taken back once its table is open again. Otherwise the seat is gone for good (or the match is over).
    const bool keepSeat = (code == QLatin1String("adjourned") || code == QLatin1String("gave_up") || !gin::net::finalCode(code)) &&
                          !session_->state().isEmpty() && !keepPath_.isEmpty() && QFile::exists(keepPath_);
    if (!keepSeat) forget();
    emit connectionChanged(QString());
    emit ended(keepSeat ? endText(code) + QLatin1Char(' ') + tr("Your seat is kept: Game › Rejoin the table takes it back once the table is open.")
                        : endText(code),
               code);
  });
}

GuestTable::~GuestTable() = default;

QString GuestTable::defaultKeepPath() { return SaveGame::folder() + QStringLiteral("/network-seat.json"); }

std::optional<GuestTable::Kept> GuestTable::readKept(const QString& path) {
  QFile f(path);
  if (path.isEmpty() || !f.open(QIODevice::ReadOnly) || f.size() > 4 * 1024 * 1024) return std::nullopt;
  const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
  if (o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) return std::nullopt;
  const ParsedLink link = parseInvitation(o.value(QStringLiteral("invitation")).toString());
  const QJsonObject session = o.value(QStringLiteral("session")).toObject();
  if (!link.invitation || session.isEmpty()) return std::nullopt;
  Kept k;
  k.invitation = *link.invitation;
  k.name = o.value(QStringLiteral("name")).toString();
  k.table = o.value(QStringLiteral("table")).toString();
  k.session = session;
  k.deals = o.value(QStringLiteral("deals")).toArray();
  k.checks = o.value(QStringLiteral("checks")).toArray();
  k.adjourned = o.value(QStringLiteral("adjourned")).toBool();
  if (k.name.isEmpty()) return std::nullopt;
  return k;
}

bool GuestTable::restore(const Kept& kept) {
  if (!session_->restore(kept.session)) return false;
  pastDeals_ = kept.deals;
  pastChecks_ = kept.checks;
  keptTable_ = kept.table;
  adjourned_ = kept.adjourned;
  return true;
}

void GuestTable::start() {
  session_->start();
  emit connectionChanged(connectionText());
}

void GuestTable::say(const QString& code) {
  if (sayCodes().contains(code)) session_->say(code);
}

void GuestTable::leave() {
  forget();
  keepPath_.clear();
  session_->leave();
}

QString GuestTable::tableName() const { return welcome_ ? welcome_->table : keptTable_; }

QString GuestTable::seatName(int seat) const {
  if (welcome_ && seat >= 0 && seat < int(welcome_->seats.size())) return welcome_->seats[seat].name;
  return tr("Player %1").arg(seat + 1);
}

void GuestTable::onWelcome(const Welcome& w) {
  welcome_ = w;
  const bool wasLost = lost_ || adjourned_;
  lost_ = false;
  adjourned_ = false;
  if (!started_) {
    GameSetup setup;
    setup.rules = w.rules;
    for (int s = 0; s < w.rules.players; ++s) {
      SeatSetup seat;
      // The host's computers are computers here too ("Casual is thinking…"); its people are elsewhere.
      const bool computer = s < int(w.seats.size()) && w.seats[s].kind == QLatin1String("computer");
      seat.kind = s == w.seat ? SeatKind::Person : computer ? SeatKind::Computer : SeatKind::Remote;
      seat.name = s < int(w.seats.size()) ? w.seats[s].name : QString();
      seat.standIn = computer && w.seats[s].standIn;
      setup.seats.push_back(seat);
    }
    // A restarted game: the deals it saw before this restart, read against the table's rules.
    std::vector<SeatView> past;
    try {
      for (const QJsonValue& v : pastDeals_) past.push_back(readView(v, w.rules));
    } catch (const BadMessage&) {
      past.clear();  // a damaged file: the sheet starts from the hands seen from now on
    }
    pastDeals_ = QJsonArray();
    // The host's player (at its screen) deals each next hand; a club server has none and deals by itself.
    int host = -1;
    for (int s = 0; s < int(w.seats.size()) && host < 0; ++s)
      if (w.seats[s].kind == QLatin1String("person")) host = s;
    emit aboutToSeat();
    controller_->startGuest(setup, w.seat, [this](const Action& a) {
      if (session_->connected()) return session_->act(a);
      // Nothing reaches the host now: the table shows the position again, and the person is told why.
      controller_->guestRefused(QStringLiteral("stale"));
      emit notice(ended_ ? tr("The table has ended for this seat: the move was not sent.")
                         : tr("Not connected to the table: the move was not sent. Make it again once you are back at the table."));
    }, past, host);
    // And its checks of those deals: the hand log says them, the review replays the deals verified.
    for (const QJsonValue& c : std::as_const(pastChecks_)) {
      const QJsonObject o = c.toObject();
      const int deal = o.value(QStringLiteral("deal")).toInt(-1);
      const quint64 seed = o.value(QStringLiteral("seed")).toString().toULongLong();
      if (deal >= 0 && deal < int(past.size())) controller_->setDealCheck(deal, o.value(QStringLiteral("check")).toString(), seed);
    }
    pastChecks_ = QJsonArray();
    started_ = true;
  }
  // Back in: said with the position's prompt once the host's update has redrawn it (said now, the
  // update's own words would replace it at once).
  if (w.resumed || wasLost) backPending_ = true;
  else emit notice(tr("Joined %1's table. Waiting for the other players…").arg(w.table));
  emit connectionChanged(connectionText());
}

void GuestTable::onUpdate(const Update& u) {
  if (!started_) return;
  SeatUpdate s;
  s.cause = causeOf(u.cause);
  s.view = u.view;
  if (u.event) s.event = *u.event;
  s.context = u.context;
  s.handNumber = u.hand;
  s.matchOver = u.matchOver;
  s.result = u.result;
  s.winner = u.winner;
  const int deals = controller_->dealsSoFar();
  controller_->guestUpdate(s, u.deal, u.seq);
  if (backPending_) {
    backPending_ = false;
    emit notice(tr("Back at the table.") + QLatin1Char(' ') + controller_->prompt());
  }
  // The deals seen (and the sheet built from them) go into the kept seat at each new deal and hand end.
  const bool over = u.view.phase == Phase::Scored || u.view.phase == Phase::Drawn;
  if (controller_->dealsSoFar() != deals || over) keep();
}

QString GuestTable::connectionText() const {
  if (ended_) return QString();
  // The host kept the match for later: its table opens again some day.
  if (adjourned_) return tr("Waiting for %1 to open the table again…").arg(tableName());
  // This restarted game's seat waits for a table that may be gone for good (its host started a new game
  // meanwhile): it waited without a word on how to stop (a play-test).
  if (lost_ && !welcome_)
    return tr("Waiting for %1 to open the table again… If %1 ended the match, Leave the table gives your seat up.").arg(tableName());
  if (lost_) return tr("Connection lost, reconnecting…");
  // Until the host seats us: the status line's "Connecting…" gives way to the match's own words while
  // the match here stays playable, and the join was pending with nothing on screen to say so.
  if (!welcome_) return tr("Connecting to the table…");
  QStringList out;
  const qint64 now = QDateTime::currentMSecsSinceEpoch();
  for (const auto& [seat, away] : away_)
    out << tr("Waiting for %1 to reconnect (%2)").arg(seatName(seat), clock((away.until - now + 999) / 1000));
  return out.join(QStringLiteral(" · "));
}

void GuestTable::keep() {
  if (keepPath_.isEmpty() || ended_) return;
  const QJsonObject state = session_->state();
  if (state.isEmpty()) return;
  QJsonArray deals;
  for (const SeatView& v : controller_->guestDeals()) deals.append(tableViewJson(v));
  QJsonArray checks;
  for (int d = 0; d < controller_->dealsSoFar(); ++d)
    if (const QString code = controller_->dealCheck(d); !code.isEmpty())
      checks.append(QJsonObject{{"deal", d}, {"check", code}, {"seed", QString::number(controller_->dealNumber(d))}});
  const QJsonObject o{{"format", kFormat},
                      {"version", 1},
                      {"invitation", invitation_.toString()},
                      {"name", name_},
                      {"table", tableName()},
                      {"session", state},
                      {"deals", controller_->guest() ? deals : pastDeals_},
                      {"checks", controller_->guest() ? checks : pastChecks_},
                      {"adjourned", adjourned_}};
  // Written whole or not at all: a kill in the middle of a write must not lose the seat.
  QSaveFile f(keepPath_);
  if (f.open(QIODevice::WriteOnly)) {
    f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
    f.commit();
  }
}

void GuestTable::forget() {
  if (!keepPath_.isEmpty()) QFile::remove(keepPath_);
}

QString GuestTable::endText(const QString& code) {
  static const char* const context = "GuestTable";
  struct Entry {
    const char* code;
    const char* text;
  };
  // Every code that ends a guest's session (docs/network.md, "The channel" and "Errors"), and the ends of a table.
  static const Entry entries[] = {
      {"match_over", QT_TR_NOOP("The match is over. The host has closed the table.")},
      {"host_closed", QT_TR_NOOP("The host closed the table.")},
      {"left", QT_TR_NOOP("You left the table.")},
      {"leaving", QT_TR_NOOP("You left the table.")},
      {"gave_up", QT_TR_NOOP("The connection to the host did not come back within the time the host keeps a seat.")},
      {"adjourned", QT_TR_NOOP("The host kept the match to continue it later and closed the table for now.")},
      {"wrong_secret", QT_TR_NOOP("The invitation's secret is wrong: ask the host for the invitation again.")},
      {"unknown_invitation", QT_TR_NOOP("The host does not know this invitation: it was withdrawn or never issued.")},
      {"seat_taken", QT_TR_NOOP("Another player has already taken this seat.")},
      {"seat_closed", QT_TR_NOOP("The host closed this seat: a computer plays it now.")},
      {"seat_gone", QT_TR_NOOP("The host no longer keeps your seat: a computer took it after you were away too long, or the table was opened anew.")},
      {"replaced", QT_TR_NOOP("This seat is being played in another window or on another computer.")},
      {"bad_version", QT_TR_NOOP("The host's program speaks another version of the network game: update one of the programs.")},
      {"protocol", QT_TR_NOOP("The host sent something the network game does not allow at that moment: the connection was closed.")},
      {"malformed", QT_TR_NOOP("The host sent a message this program cannot read: the connection was closed.")},
      {"too_large", QT_TR_NOOP("The host sent a message larger than allowed: the connection was closed.")},
      {"rate_limited", QT_TR_NOOP("Too many messages in too short a time: the connection was closed.")},
      {"timeout", QT_TR_NOOP("The host did not answer in time.")},
      {"declined", QT_TR_NOOP("The host did not let you in.")},
      {"busy", QT_TR_NOOP("Too many players are waiting to join this host: try again later.")},
      {"unfair_deal", QT_TR_NOOP("The host tried to use a second deck for one deal: you left the table to keep the game fair.")},
      {"unreachable", QT_TR_NOOP("Nobody answers at the invitation's address: check that the host is running and reachable.")},
      {"not_a_table", QT_TR_NOOP("What answers at the invitation's address is not a gin rummy table.")},
      {"not_tls", QT_TR_NOOP("What answers at the invitation's address does not speak the network game's secure connection.")},
      {"handshake_failed", QT_TR_NOOP("The secure connection to the host could not be set up.")},
      {"too_many", QT_TR_NOOP("The host is too busy to take the connection: try again later.")},
      {"disconnected", QT_TR_NOOP("The connection to the host was cut.")},
      {"closed", QT_TR_NOOP("The host closed the connection.")},
  };
  for (const Entry& e : entries)
    if (code == QLatin1String(e.code)) return QCoreApplication::translate(context, e.text);
  return tr("The connection to the table ended (%1).").arg(code);
}
