// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli join: plays one seat of a network table (docs/network.md) with a computer level, the
// same gin::ai players the arena uses, deciding from the view the host sends and nothing else. It
// reconnects by itself within the host's grace period, checks every deal, and with --state keeps what
// it needs to take its seat back after it was killed.
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "ai/ai.h"
#include "game/seatnames.h"
#include "commands.h"
#include "invitation.h"
#include "legal.h"
#include "options.h"
#include "session.h"

using namespace gin;
using namespace gin::net;

namespace {

void note(const QString& text) {
  const QByteArray b = (QStringLiteral("ginrummy-cli join: ") + text + QLatin1Char('\n')).toUtf8();
  std::fwrite(b.constData(), 1, static_cast<std::size_t>(b.size()), stderr);
  std::fflush(stderr);
}

// What a refusal means, for the message: the codes of docs/network.md.
QString explain(const QString& code) {
  static const QHash<QString, QString> words{
      {QStringLiteral("wrong_secret"), QStringLiteral("the invitation's secret is wrong")},
      {QStringLiteral("unknown_invitation"), QStringLiteral("the host does not know this invitation (withdrawn, or never issued)")},
      {QStringLiteral("seat_taken"), QStringLiteral("another guest holds this seat")},
      {QStringLiteral("seat_closed"), QStringLiteral("the host closed this seat")},
      {QStringLiteral("seat_gone"), QStringLiteral("the host no longer keeps this seat (a computer took it, or the table is a new one)")},
      {QStringLiteral("replaced"), QStringLiteral("this seat goes on in a newer connection")},
      {QStringLiteral("bad_version"), QStringLiteral("the host speaks no protocol version this program does")},
      {QStringLiteral("gave_up"), QStringLiteral("the host was gone for longer than its grace period")},
      {QStringLiteral("unreachable"), QStringLiteral("nobody answers at the invitation's address")},
      {QStringLiteral("not_a_table"), QStringLiteral("what answers at that address is not a gin rummy table")},
      {QStringLiteral("host_closed"), QStringLiteral("the host closed the table")},
      {QStringLiteral("unfair_deal"), QStringLiteral("the host tried a second deck for one deal")},
      {QStringLiteral("adjourned"), QStringLiteral("the host kept the match to continue later: join again with the same --state once its table is open")},
  };
  return words.value(code, QStringLiteral("the connection ended"));
}

class Player : public QObject {
 public:
  Player(const Invitation& inv, const QString& name, ai::Level level, std::uint64_t seed, const QString& stateFile, bool json, int pauseMs)
      : session_(inv, name), player_(ai::makePlayer(level, seed)), stateFile_(stateFile), json_(json), pauseMs_(pauseMs) {
    pause_.setSingleShot(true);
    connect(&pause_, &QTimer::timeout, this, &Player::move);
    QFile f(stateFile);
    if (!stateFile.isEmpty() && f.exists()) {
      if (!f.open(QIODevice::ReadOnly) || !session_.restore(QJsonDocument::fromJson(f.readAll()).object()))
        note(QStringLiteral("%1 holds no seat to take back: joining anew").arg(stateFile));
      else
        note(QStringLiteral("taking the seat back with the state in %1").arg(stateFile));
    }
    connect(&session_, &GuestSession::stateChanged, this, &Player::keep);
    connect(&session_, &GuestSession::welcomed, this, [this](const Welcome& w) {
      note(QStringLiteral("%1 seat %2 at '%3' (%4 players)").arg(w.resumed ? QStringLiteral("back in") : QStringLiteral("took"))
               .arg(w.seat).arg(w.table).arg(w.rules.players));
    });
    connect(&session_, &GuestSession::updated, this, &Player::onUpdate);
    connect(&session_, &GuestSession::refused, this, [this](const Refused& r) {
      if (r.reason == QLatin1String("stale")) return;  // an action for a position already gone
      // The engine refused this player's move: a bug in the player, said aloud; the first legal action
      // keeps the game going.
      note(QStringLiteral("the host refused the move: %1").arg(r.reason));
      ++refusals_;
      if (session_.lastUpdate()) {
        const auto legal = legalActions(session_.lastUpdate()->view);
        if (!legal.empty()) session_.act(legal.front());
      }
    });
    connect(&session_, &GuestSession::dealChecked, this, [this](int deal, DealCheck v, quint64 seed) {
      ++checked_;
      if (v != DealCheck::Fair) {
        fair_ = false;
        note(QStringLiteral("deal %1 (seed %2) is NOT fair: %3").arg(deal).arg(seed).arg(QString::fromLatin1(dealCheckCode(v))));
      }
    });
    connect(&session_, &GuestSession::connectionLost, this, [](const QString& code) {
      note(QStringLiteral("the line dropped (%1): reconnecting").arg(code));
    });
    connect(&session_, &GuestSession::ended, this, &Player::onEnded);
    session_.start();
  }
  int status() const { return status_; }

 private:
  void onUpdate(const Update& u) {
    if (u.matchOver) final_ = u;
    const SeatView& v = u.view;
    pause_.stop();  // a move thought out for an earlier position is not made
    if (v.toAct != v.seat || v.phase == Phase::Scored || v.phase == Phase::Drawn) return;
    if (pauseMs_ > 0) pause_.start(pauseMs_);
    else move();
  }

  // The move for the latest update (GuestSession::act answers it).
  void move() {
    const std::optional<Update>& u = session_.lastUpdate();
    if (!u || u->view.toAct != u->view.seat || u->view.phase == Phase::Scored || u->view.phase == Phase::Drawn) return;
    session_.act(player_->decide(u->view, u->context));
  }

  void onEnded(const QString& code, const QString& detail) {
    if (final_) {
      // The match is over (the bye, or the line after it): the referee's result.
      const Update& u = *final_;
      note(QStringLiteral("the match is over: winner seat %1").arg(u.winner));
      if (json_) {
        QJsonArray scores, result;
        for (int s : u.context.scores) scores.append(s);
        for (int r : u.result) result.append(r);
        const QJsonObject o{{"seat", u.view.seat}, {"winner", u.winner}, {"scores", scores}, {"result", result},
                            {"hands", u.hand}, {"deals", u.deal + 1}, {"checked", checked_}, {"fair", fair_},
                            {"reconnections", session_.reconnections()}, {"refusals", refusals_}};
        const QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
        std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stdout);
      }
      status_ = fair_ ? 0 : 1;
    } else if (code == QLatin1String("adjourned")) {
      // Without --state nothing here can take the seat back: said so, not "join again with the same --state".
      note(stateFile_.isEmpty() ? QStringLiteral("adjourned: the host kept the match to continue later; this seat was not "
                                                 "kept here (join with --state FILE to be able to take a seat back)")
                                : QStringLiteral("adjourned: %1").arg(explain(code)));
      status_ = 3;  // not a refusal: the seat is kept (docs/network.md, "Continuing later")
    } else {
      note(QStringLiteral("refused: %1: %2%3").arg(code, explain(code), detail.isEmpty() ? QString() : QStringLiteral(" (") + detail + QLatin1Char(')')));
      status_ = 1;
    }
    QCoreApplication::exit(status_);
  }

  // Written whole or not at all: a kill in the middle of a write must not lose the seat.
  void keep() {
    if (stateFile_.isEmpty()) return;
    QSaveFile f(stateFile_);
    if (f.open(QIODevice::WriteOnly)) {
      f.write(QJsonDocument(session_.state()).toJson(QJsonDocument::Compact));
      if (!f.commit()) note(QStringLiteral("cannot write %1").arg(stateFile_));
    }
  }

  GuestSession session_;
  std::unique_ptr<ai::Player> player_;
  QString stateFile_;
  bool json_;
  int pauseMs_;
  QTimer pause_;
  std::optional<Update> final_;
  int checked_ = 0;
  bool fair_ = true;
  int refusals_ = 0;
  int status_ = 1;
};

}  // namespace

int cmdJoin(const QStringList& args) {
  cliopt::Command cmd("join", "INVITATION --level LEVEL [--json] [--name N] [--state FILE]",
                      "Plays one seat of a network table with a computer player, from the view the host sends.\n"
                      "Exits 0 after the match; 1 when the host refuses the seat, the table ends early or the\n"
                      "host is gone for longer than its grace period (the reason on standard error); 2 for a bad\n"
                      "command line or link. Levels: random simple camper marjj beginner casual strong expert.");
  cmd.addPositional(QStringLiteral("INVITATION"), QStringLiteral("The link: ginrummy://HOST:PORT/ID/SECRET."), QStringLiteral("INVITATION"));
  const QString level = QStringLiteral("level"), json = QStringLiteral("json"), name = QStringLiteral("name"),
                state = QStringLiteral("state"), seed = QStringLiteral("seed"), pause = QStringLiteral("pause-ms");
  cmd.add({level, QStringLiteral("The computer player."), QStringLiteral("LEVEL")});
  cmd.add({json, QStringLiteral("After the match, one JSON line: seat, winner, scores, result, hands, deals, fair...")});
  cmd.add({name, QStringLiteral("The name shown at the table (default: the level's first name, e.g. Ilona for expert)."), QStringLiteral("N")});
  cmd.add({state, QStringLiteral("Keep the seat's state in FILE, and take the seat back from it when it exists (after a\n"
                                 "crash or kill)."),
           QStringLiteral("FILE")});
  cmd.add({seed, QStringLiteral("Seed of the player's random choices (default 1)."), QStringLiteral("S"), QStringLiteral("1")});
  cmd.add({pause, QStringLiteral("Wait MS milliseconds before each move, as a person would (default 0)."), QStringLiteral("MS"),
           QStringLiteral("0")});
  if (const auto stop = cmd.parse(args)) return *stop;
  if (!cmd.required({level})) return cliopt::kUsage;
  const auto pauseMs = cmd.integer(pause, 0, 600000);
  if (!pauseMs) return cliopt::kUsage;
  const QStringList positional = cmd.parser().positionalArguments();
  if (positional.size() != 1) return cmd.refuse(QStringLiteral("one invitation expected"));
  const ParsedLink link = parseInvitation(positional.first());
  if (!link.invitation)
    return cmd.refuse(QStringLiteral("not an invitation (%1): %2").arg(QString::fromLatin1(linkErrorCode(link.error)), linkErrorText(link.error)));
  const auto lv = ai::levelFromName(cmd.parser().value(level).toStdString());
  if (!lv) return cmd.refuse(QStringLiteral("unknown level '%1'").arg(cmd.parser().value(level)));
  const auto s = cmd.unsignedValue(seed);
  if (!s) return cliopt::kUsage;
  // By default the level's first name, as the game names its computers ("Ilona"): its id ("expert") read
  // as a name in lower case at the start of sentences, in English in the Finnish game (a play-test).
  QString who = cmd.parser().isSet(name) ? cmd.parser().value(name).trimmed() : seatnames::face(*lv);
  try {
    who = readName(QJsonValue(who), "name");
  } catch (const BadMessage& e) {
    return cmd.refuse(QStringLiteral("--name: %1").arg(QString::fromStdString(e.why)));
  }
  Player player(*link.invitation, who, *lv, *s, cmd.parser().value(state), cmd.parser().isSet(json), static_cast<int>(*pauseMs));
  QCoreApplication::exec();
  return cliopt::finish("join", player.status());
}
