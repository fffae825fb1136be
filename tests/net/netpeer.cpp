// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// netpeer: one side of a network table in its own process, for the tests that run two processes over
// loopback or through network namespaces (tst_netprocesses, tst_netfaults). It prints one JSON object
// per line on standard output for each thing that happens.
//
//   netpeer host  [--address A] [--port P] [--hands N] [--grace S] [--idle-ms MS] [--announce UDPPORT]
//   netpeer guest (--link LINK | --browse UDPPORT) [--name N] [--state FILE] [--idle-ms MS]
//
// The host deals N hands to one guest at seat 1 through the fair deal and plays seat 0 itself. It is a
// stand-in for the real referee until the headless `ginrummy-cli serve` runs the game's controller: it
// applies actions to a gin::HandState and nothing more (no match, no scores), because these tests are
// about the network, not the game. The guest plays the first legal action of every view where it is to
// act, keeps its state in FILE (to come back after kill -9), and checks every deal.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QSaveFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "discovery.h"
#include "legal.h"
#include "match.h"
#include "session.h"

using namespace gin;
using namespace gin::net;

namespace {

void say(const QJsonObject& o) {
  const QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
  std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stdout);
  std::fflush(stdout);
}

// What both sides print at the end of a hand: a digest of the guest seat's final view.
QString digest(const SeatView& v) {
  return QString::fromLatin1(
      QCryptographicHash::hash(QJsonDocument(viewJson(v)).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex().left(16));
}

Limits tuned(Limits l, int idleMs) {
  if (idleMs > 0) {
    l.idleMs = idleMs;
    l.pingMs = std::max(50, idleMs / 3);
    l.handshakeMs = std::max(1000, idleMs);
  }
  return l;
}

class Host : public QObject {
 public:
  Host(int hands, int grace, int idleMs) : hands_(hands) {
    server_.setLimits(tuned(Limits::host(), idleMs));
    TableHost::Config c;
    c.name = QStringLiteral("Netpeer");
    c.seats = {{QStringLiteral("Netpeer"), QStringLiteral("computer")}, {QStringLiteral("Guest"), QStringLiteral("remote")}};
    c.graceSeconds = grace;
    table_ = std::make_unique<TableHost>(&server_, c);
    connect(table_.get(), &TableHost::joined, this, [this](int seat, const QString& name, bool resumed) {
      say({{"event", "joined"}, {"seat", seat}, {"name", name}, {"resumed", resumed}});
      if (!started_) {
        started_ = true;
        table_->openDeal(deal_);
      }
    });
    connect(table_.get(), &TableHost::left, this, [](int seat, const QString& code) { say({{"event", "left"}, {"seat", seat}, {"code", code}}); });
    connect(table_.get(), &TableHost::turnedAway, this, [](int seat, const QString&, const QString& code) {
      say({{"event", "turned_away"}, {"seat", seat}, {"code", code}});
    });
    connect(table_.get(), &TableHost::graceExpired, this, [](int seat) {
      say({{"event", "grace_expired"}, {"seat", seat}});
      QCoreApplication::exit(3);
    });
    connect(table_.get(), &TableHost::dealReady, this, [this](int deal, quint64 seed) {
      say({{"event", "deal"}, {"deal", deal}, {"seed", QString::number(seed)}});
      // As gin::Match deals (docs/network.md, "The fair deal"): the first deal's dealer is cut for with
      // its seed, later deals alternate.
      if (deal == 0) dealer_ = cutForDeal(2, seed).dealer;
      else dealer_ = 1 - dealer_;
      hand_ = std::make_unique<HandState>(Rules{}, dealer_, seed);
      send(QStringLiteral("deal"));
      step();
    });
    connect(table_.get(), &TableHost::actionReceived, this, [this](int seat, const Action& a) {
      if (!hand_) return;
      const Reject r = hand_->apply(seat, a);
      if (r != Reject::Ok) {
        ++refused_;
        table_->sendRefused(seat, {table_->lastSeq(seat), QString::fromLatin1(rejectCode(r))});
        return;
      }
      ++applied_;
      send(QStringLiteral("action"));
      step();
    });
    connect(&server_, &HostServer::refused, this, [](const QString& peer, const QString& code) {
      say({{"event", "refused"}, {"peer", peer}, {"code", code}});
    });
  }
  bool listen(const QHostAddress& a, quint16 port) { return server_.listen(a, port); }
  Invitation invite(const QString& address) { return table_->invite(1, address); }
  HostServer& server() { return server_; }
  TableHost& table() { return *table_; }

 private:
  void send(const QString& cause) {
    Update u;
    u.cause = cause;
    u.hand = deal_ + 1;
    u.deal = deal_;
    u.view = hand_->view(1);
    if (cause == QLatin1String("action") && !u.view.history.empty()) u.event = u.view.history.back();
    u.context.scores = {0, 0};
    u.context.lateKnocks = {0, 0};
    table_->sendUpdate(1, u);
  }
  // The host's own seat moves at once; the guest's turn waits for its action.
  void step() {
    while (!hand_->over() && hand_->toAct() == 0) {
      const auto legal = hand_->legalActions();
      hand_->apply(0, legal[legal.size() / 2]);
      send(QStringLiteral("action"));
    }
    if (!hand_->over()) return;
    say({{"event", "hand"}, {"deal", deal_}, {"digest", digest(hand_->view(1))}, {"outcome", outcomeCode(hand_->result().outcome)},
         {"actions", static_cast<int>(hand_->history().size())}});
    table_->revealDeal();
    if (++deal_ < hands_) {
      table_->openDeal(deal_);
      return;
    }
    say({{"event", "done"}, {"applied", applied_}, {"refused", refused_}});
    table_->close(QStringLiteral("match_over"));
    QTimer::singleShot(300, [] { QCoreApplication::exit(0); });
  }

  HostServer server_;
  std::unique_ptr<TableHost> table_;
  std::unique_ptr<HandState> hand_;
  int hands_, deal_ = 0, applied_ = 0, refused_ = 0, dealer_ = 0;
  bool started_ = false;
};

class Guest : public QObject {
 public:
  Guest(const Invitation& inv, const QString& name, const QString& stateFile, int idleMs) : stateFile_(stateFile) {
    session_ = std::make_unique<GuestSession>(inv, name);
    session_->setLimits(tuned(Limits::guest(), idleMs));
    session_->setRetryMs(100);
    session_->setGiveUpSlackMs(2000);
    QFile f(stateFile);
    if (!stateFile.isEmpty() && f.open(QIODevice::ReadOnly)) {
      const bool ok = session_->restore(QJsonDocument::fromJson(f.readAll()).object());
      say({{"event", "restored"}, {"ok", ok}});
    }
    connect(session_.get(), &GuestSession::stateChanged, this, &Guest::keep);
    connect(session_.get(), &GuestSession::welcomed, this, [this](const Welcome& w) {
      say({{"event", "welcome"}, {"seat", w.seat}, {"resumed", w.resumed}, {"reconnections", session_->reconnections()}});
    });
    connect(session_.get(), &GuestSession::updated, this, [this](const Update& u) {
      if (u.view.toAct == u.view.seat && u.view.phase != Phase::Scored && u.view.phase != Phase::Drawn) {
        const auto legal = legalActions(u.view);
        if (!legal.empty()) session_->act(legal.front());
      }
      if (u.view.phase == Phase::Scored || u.view.phase == Phase::Drawn)
        say({{"event", "hand"}, {"deal", u.deal}, {"digest", digest(u.view)}});
    });
    connect(session_.get(), &GuestSession::refused, this, [](const Refused& r) { say({{"event", "refused"}, {"reason", r.reason}}); });
    connect(session_.get(), &GuestSession::dealChecked, this, [](int deal, DealCheck v, quint64 seed) {
      say({{"event", "checked"}, {"deal", deal}, {"verdict", dealCheckCode(v)}, {"seed", QString::number(seed)}});
    });
    connect(session_.get(), &GuestSession::connectionLost, this, [](const QString& code) { say({{"event", "lost"}, {"code", code}}); });
    connect(session_.get(), &GuestSession::ended, this, [this](const QString& code, const QString& detail) {
      say({{"event", "end"}, {"code", code}, {"detail", detail}, {"reconnections", session_->reconnections()}});
      QCoreApplication::exit(code == QLatin1String("match_over") ? 0 : 1);
    });
    session_->start();
  }

 private:
  // Written whole or not at all (a kill in the middle of a write must not lose the seat).
  void keep() {
    if (stateFile_.isEmpty()) return;
    QSaveFile f(stateFile_);
    if (f.open(QIODevice::WriteOnly)) {
      f.write(QJsonDocument(session_->state()).toJson(QJsonDocument::Compact));
      f.commit();
    }
  }
  QString stateFile_;
  std::unique_ptr<GuestSession> session_;
};

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  QCommandLineParser p;
  p.addPositionalArgument(QStringLiteral("mode"), QStringLiteral("host or guest"));
  p.addOptions({{QStringLiteral("address"), QStringLiteral("host: listen here"), QStringLiteral("A"), QStringLiteral("127.0.0.1")},
                {QStringLiteral("port"), QStringLiteral("host: TCP port (0: any)"), QStringLiteral("P"), QStringLiteral("0")},
                {QStringLiteral("hands"), QStringLiteral("host: hands to deal"), QStringLiteral("N"), QStringLiteral("2")},
                {QStringLiteral("grace"), QStringLiteral("host: grace period in seconds"), QStringLiteral("S"), QStringLiteral("30")},
                {QStringLiteral("idle-ms"), QStringLiteral("silence that ends a connection"), QStringLiteral("MS"), QStringLiteral("0")},
                {QStringLiteral("announce"), QStringLiteral("host: answer LAN queries on this UDP port, admit every knock"), QStringLiteral("UDP")},
                {QStringLiteral("link"), QStringLiteral("guest: the invitation"), QStringLiteral("LINK")},
                {QStringLiteral("browse"), QStringLiteral("guest: find a table on the LAN at this UDP port and knock"), QStringLiteral("UDP")},
                {QStringLiteral("name"), QStringLiteral("guest: the player's name"), QStringLiteral("N"), QStringLiteral("Ben")},
                {QStringLiteral("state"), QStringLiteral("guest: keep the session's state here"), QStringLiteral("FILE")}});
  p.process(app);
  const QString mode = p.positionalArguments().value(0);
  const int idleMs = p.value(QStringLiteral("idle-ms")).toInt();
  std::unique_ptr<Host> host;
  std::unique_ptr<Guest> guest;
  std::unique_ptr<LanAnnouncer> announcer;
  std::unique_ptr<Lobby> lobby;
  std::unique_ptr<LanBrowser> browser;
  std::unique_ptr<Knock> knock;
  if (mode == QLatin1String("host")) {
    host = std::make_unique<Host>(p.value(QStringLiteral("hands")).toInt(), p.value(QStringLiteral("grace")).toInt(), idleMs);
    const QString address = p.value(QStringLiteral("address"));
    if (!host->listen(QHostAddress(address), static_cast<quint16>(p.value(QStringLiteral("port")).toUInt()))) {
      say({{"event", "error"}, {"detail", host->server().errorString()}});
      return 2;
    }
    if (p.isSet(QStringLiteral("announce"))) {
      announcer = std::make_unique<LanAnnouncer>();
      if (!announcer->start(static_cast<quint16>(p.value(QStringLiteral("announce")).toUInt()))) return 2;
      TableAd ad;
      ad.name = QStringLiteral("Netpeer");
      ad.variant = variantOf(Rules{});
      ad.free = 1;
      ad.port = host->server().port();
      announcer->setAd(ad);
      lobby = std::make_unique<Lobby>(&host->server());
      Lobby* l = lobby.get();
      Host* h = host.get();
      QObject::connect(l, &Lobby::knocked, l, [l, h, address](int request, const QString& name) {
        say({{"event", "knock"}, {"name", name}});
        l->admit(request, h->invite(address));
      });
      say({{"event", "listening"}, {"port", host->server().port()}});
    } else {
      say({{"event", "invite"}, {"link", host->invite(address).toString()}});
    }
  } else if (mode == QLatin1String("guest")) {
    const QString name = p.value(QStringLiteral("name"));
    const QString state = p.value(QStringLiteral("state"));
    if (p.isSet(QStringLiteral("browse"))) {
      browser = std::make_unique<LanBrowser>();
      const quint16 udp = static_cast<quint16>(p.value(QStringLiteral("browse")).toUInt());
      // name, state and idleMs by value: this block's locals are gone when the answer comes.
      QObject::connect(browser.get(), &LanBrowser::found, browser.get(), [&knock, &guest, name, state, idleMs](const TableAd& ad) {
        if (knock) return;
        say({{"event", "found"}, {"name", ad.name}, {"variant", ad.variant}, {"free", ad.free}, {"address", ad.address.toString()}});
        knock = std::make_unique<Knock>(ad.address.toString(), ad.port, name);
        QObject::connect(knock.get(), &Knock::admitted, knock.get(), [&guest, name, state, idleMs](const Invitation& inv) {
          say({{"event", "admitted"}, {"link", inv.toString()}});
          guest = std::make_unique<Guest>(inv, name, state, idleMs);
        });
        QObject::connect(knock.get(), &Knock::refused, knock.get(), [](const QString& code) {
          say({{"event", "end"}, {"code", code}});
          QCoreApplication::exit(1);
        });
      });
      auto* again = new QTimer(&app);
      QObject::connect(again, &QTimer::timeout, browser.get(), [&browser, &knock, udp] {
        if (!knock) browser->query(LanBrowser::broadcastAddresses(), udp);
      });
      again->start(300);
      browser->query(LanBrowser::broadcastAddresses(), udp);
    } else {
      const ParsedLink link = parseInvitation(p.value(QStringLiteral("link")));
      if (!link.invitation) {
        say({{"event", "end"}, {"code", linkErrorCode(link.error)}});
        return 2;
      }
      guest = std::make_unique<Guest>(*link.invitation, name, state, idleMs);
    }
  } else {
    p.showHelp(2);
  }
  return app.exec();
}
