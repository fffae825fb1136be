// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The guest's side of a seat (session.h): joining, reconnecting by itself, waiting for a table kept for
// later, checking every deal. Moved out of session.cpp as it was.
#include <QJsonArray>
#include <algorithm>

#include "session.h"

namespace gin::net {

namespace {

QString appName() { return QStringLiteral("ginrummy %1").arg(QLatin1String(GIN_VERSION)); }

}  // namespace

GuestSession::GuestSession(const Invitation& invitation, const QString& name, QObject* parent)
    : QObject(parent), invitation_(invitation), name_(name) {
  retryTimer_.setSingleShot(true);
  connect(&retryTimer_, &QTimer::timeout, this, &GuestSession::retry);
}

GuestSession::~GuestSession() {
  if (conn_) {
    conn_->disconnect(this);  // no signals from a session being destroyed
    conn_->abort();
  }
}

void GuestSession::start() {
  retryMs_ = retryFirstMs_;
  connectNow();
}

void GuestSession::connectNow() {
  if (ended_) return;
  conn_ = Connection::open(invitation_, limits_, this);
  connect(conn_, &Connection::ready, this, &GuestSession::onReady);
  connect(conn_, &Connection::received, this, &GuestSession::onMessage);
  connect(conn_, &Connection::closed, this, &GuestSession::onClosed);
}

QJsonObject GuestSession::state() const {
  QJsonObject o;
  const QByteArray token = welcome_ ? welcome_->resume : restoredToken_;
  const int seat = welcome_ ? welcome_->seat : restoredSeat_;
  if (token.isEmpty()) return o;
  o.insert(QStringLiteral("resume"), toBase64Url(token));
  o.insert(QStringLiteral("seat"), seat);
  QJsonArray rounds;
  if (deals_)
    for (const auto& [deal, c] : deals_->commitments()) {
      QJsonObject r{{"deal", deal}, {"commitment", QString::fromLatin1(c.toHex())},
                    {"part", QString::fromLatin1(deals_->parts().at(deal).toHex())}};
      const auto d = dealt_.find(deal);
      if (d != dealt_.end()) {
        r.insert(QStringLiteral("dealer"), d->second.dealer);
        r.insert(QStringLiteral("hand"), cards(d->second.hand));
        r.insert(QStringLiteral("upcard"), card(d->second.upcard));
      }
      rounds.append(r);
    }
  o.insert(QStringLiteral("rounds"), rounds);
  return o;
}

bool GuestSession::restore(const QJsonObject& state) {
  try {
    const auto token = fromBase64Url(state.value(QLatin1String("resume")).toString());
    if (!token || token->size() != kTokenBytes) return false;
    const int seat = wholeNumber(state.value(QLatin1String("seat")), 0, 4, "seat");
    auto deals = std::make_unique<DealGuest>(seat);
    std::map<int, Dealt> dealt;
    for (const QJsonValue& x : state.value(QLatin1String("rounds")).toArray()) {
      const QJsonObject r = x.toObject();
      const int deal = wholeNumber(r.value(QLatin1String("deal")), 0, 1e6, "deal");
      const QByteArray c = QByteArray::fromHex(r.value(QLatin1String("commitment")).toString().toLatin1());
      const QByteArray p = QByteArray::fromHex(r.value(QLatin1String("part")).toString().toLatin1());
      if (c.size() != 32 || p.size() != kPartBytes) return false;
      deals->restore(deal, c, p);
      if (r.contains(QLatin1String("hand"))) {
        CardSet seen = 0;
        dealt[deal] = {wholeNumber(r.value(QLatin1String("dealer")), 0, 4, "dealer"), claim(seen, cardList(r.value(QLatin1String("hand")), "hand"), "hand"),
                       cardOf(r.value(QLatin1String("upcard")), "upcard")};
      }
    }
    restoredToken_ = *token;
    restoredSeat_ = seat;
    deals_ = std::move(deals);
    dealt_ = std::move(dealt);
    return true;
  } catch (const BadMessage&) {
    return false;
  }
}

void GuestSession::onReady() {
  Hello h;
  h.name = name_;
  h.resume = welcome_ ? welcome_->resume : restoredToken_;
  h.app = appName();
  conn_->send(toJson(h));
}

void GuestSession::onMessage(const QJsonObject& m) {
  if (!conn_) return;
  try {
    if (!welcomed_) {
      const Welcome w = readWelcome(m);
      if (w.protocol != kProtocolVersion) {
        conn_->fail(QStringLiteral("bad_version"), QStringLiteral("this guest speaks protocol version %1").arg(kProtocolVersion));
        return;
      }
      if ((welcome_ && (w.seat != welcome_->seat || w.rules != welcome_->rules)) || (restoredSeat_ >= 0 && w.seat != restoredSeat_)) {
        conn_->fail(QStringLiteral("protocol"), QStringLiteral("the seat or the rules changed on reconnection"));
        return;
      }
      const bool again = welcome_.has_value() || !restoredToken_.isEmpty();
      welcome_ = w;
      welcomed_ = true;
      adjourned_ = false;
      resync_ = true;
      retryMs_ = retryFirstMs_;
      lostFor_.invalidate();
      if (again) ++reconnections_;
      if (!deals_) deals_ = std::make_unique<DealGuest>(w.seat);
      emit stateChanged();
      emit welcomed(w);
      return;
    }
    const HostMessage h = readHostMessage(m, welcome_->rules);
    if (const auto* u = std::get_if<Update>(&h)) {
      if (u->view.seat != welcome_->seat) {
        conn_->fail(QStringLiteral("protocol"), QStringLiteral("an update for another seat"));
        return;
      }
      // The host sends its latest update again after a reconnection: shown once, unless the session was
      // away (then whoever plays the seat must see it again to act on it).
      if (last_ && u->seq <= last_->seq && !resync_) return;
      resync_ = false;
      last_ = *u;
      if (u->view.history.empty() && (u->view.phase == Phase::FirstUpcard || u->view.phase == Phase::Draw) && !dealt_.count(u->deal)) {
        dealt_[u->deal] = {u->view.dealer, u->view.hand, u->view.discardTop};
        emit stateChanged();
      }
      emit updated(*u);
    } else if (const auto* r = std::get_if<Refused>(&h)) {
      emit refused(*r);
    } else if (const auto* c = std::get_if<Commit>(&h)) {
      const QByteArray part = deals_->answer(c->deal, c->commitment);
      if (part.isEmpty()) {
        conn_->fail(QStringLiteral("unfair_deal"), QStringLiteral("a second commitment for deal %1").arg(c->deal));
        return;
      }
      emit stateChanged();
      if (conn_) conn_->send(toJson(Contribution{c->deal, part}));
    } else if (const auto* rv = std::get_if<Reveal>(&h)) {
      if (checked_.count(rv->deal)) return;  // sent again after a reconnection
      checked_.insert(rv->deal);
      DealCheck verdict = deals_->check(*rv);
      const auto d = dealt_.find(rv->deal);
      if (verdict == DealCheck::Fair && d != dealt_.end())
        verdict = DealGuest::checkCards(rv->seed, welcome_->rules, rv->deal, d->second.dealer, welcome_->seat, d->second.hand,
                                        d->second.upcard);
      emit dealChecked(rv->deal, verdict, rv->seed);
    } else if (const auto* p = std::get_if<Presence>(&h)) {
      emit presenceChanged(*p);
    } else if (const auto* s = std::get_if<Say>(&h)) {
      emit said(*s);
    } else if (const auto* b = std::get_if<Bye>(&h)) {
      const QString reason = b->reason;
      if (reason == QLatin1String("adjourned") && patient_) {
        // The seat stays ours: wait for the host to open the table again (onClosed retries). Not
        // connected from now on, for whoever asks while it hears the news.
        adjourned_ = true;
        welcomed_ = false;
        emit adjourned();
        if (conn_) conn_->closeGently(reason);
        return;
      }
      conn_->closeGently(reason);
      finish(reason, QStringLiteral("the host ended the table"));
    } else {
      conn_->fail(QStringLiteral("protocol"), QStringLiteral("a second welcome"));
    }
  } catch (const BadMessage& e) {
    if (conn_) conn_->fail(QStringLiteral("malformed"), QString::fromStdString(e.why));
  }
}

void GuestSession::act(const Action& a) {
  if (!connected() || !last_) return;  // the host sends the position again on reconnection
  conn_->send(toJson(ActionMessage{last_->seq, a}, last_->view));
}

void GuestSession::say(const QString& code) {
  if (connected()) conn_->send(toJson(Say{-1, code}));
}

void GuestSession::leave() {
  leaving_ = true;
  if (conn_ && conn_->isReady()) {
    conn_->send(toJson(Bye{QStringLiteral("leaving")}));
    conn_->closeGently(QStringLiteral("left"));
  } else {
    finish(QStringLiteral("left"), QString());
  }
}

void GuestSession::onClosed(const Closure& why) {
  if (Connection* c = conn_) {
    conn_ = nullptr;
    c->deleteLater();
  }
  const bool wasWelcomed = welcomed_;
  welcomed_ = false;
  if (ended_) return;
  if (leaving_) return finish(QStringLiteral("left"), QString());
  // Waiting for a host that will be back: every way of not getting in but a refusal is tried again.
  if (waitingForHost() && (!finalCode(why.code) || why.code == QLatin1String("adjourned"))) {
    if (!wasWelcomed && !adjourned_) emit connectionLost(why.code);  // a restored seat: its table is not open (yet)
    retryTimer_.start(patientMs_);
    return;
  }
  // Never in: the host refused the guest, or is not there. No retrying a first join. A seat kept from an
  // earlier run that the host no longer knows is gone (most often a computer took it after the grace
  // period; or the table is a new one): it was issued, and "never issued" was a false error on both
  // screens (a network play-test).
  if (!welcome_) {
    const bool gone = !restoredToken_.isEmpty() && why.code == QLatin1String("unknown_invitation");
    return finish(gone ? QStringLiteral("seat_gone") : why.code, why.detail);
  }
  if (finalCode(why.code)) {
    // A withdrawn invitation after the guest had the seat: the host gave the seat to someone else.
    const QString code = why.code == QLatin1String("unknown_invitation") ? QStringLiteral("seat_closed") : why.code;
    return finish(code, why.detail);
  }
  if (wasWelcomed) emit connectionLost(why.code);
  if (!lostFor_.isValid()) lostFor_.start();
  retryTimer_.start(retryMs_);
  retryMs_ = std::min(retryMs_ * 2, 5000);
}

void GuestSession::retry() {
  if (ended_) return;
  if (waitingForHost()) return connectNow();
  // The host keeps the seat for its grace period; a little longer covers clocks and a slow line.
  if (lostFor_.isValid() && lostFor_.elapsed() > welcome_->grace * 1000 + slackMs_)
    return finish(QStringLiteral("gave_up"), QStringLiteral("no connection to the host within its grace period"));
  connectNow();
}

void GuestSession::finish(const QString& code, const QString& detail) {
  if (ended_) return;
  ended_ = true;
  retryTimer_.stop();
  emit ended(code, detail);
}

}  // namespace gin::net
