// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ginrummy-cli serve: network tables without a screen (a club server). Each table is the game's own
// referee (GameController, through HostedTable) with its invited seats on one listening port; computer
// players sit where asked. One line `invite: LINK` per open seat goes to standard output, flushed at
// once; everything else is a log on standard error (the journal under systemd).
#include <QCoreApplication>
#include <QHostAddress>
#include <QHostInfo>
#include <QTextStream>
#include <cstdio>
#include <memory>
#include <vector>

#include "ai/ai.h"
#include "commands.h"
#include "host/hostedtable.h"
#include "options.h"
#include "rules.h"
#include "session.h"

using namespace gin;

namespace {

void logLine(const QString& text) {
  const QByteArray b = (QStringLiteral("ginrummy-cli serve: ") + text + QLatin1Char('\n')).toUtf8();
  std::fwrite(b.constData(), 1, static_cast<std::size_t>(b.size()), stderr);
  std::fflush(stderr);
}

// A table as --table gives it: PRESET[:PLAYERS][+COMPUTERS], e.g. "eaai", "poker:4", "poker:3+1".
struct TableSpec {
  QString text;
  Rules rules;
  int computers = 0;  // the last seats are the host's computer players
};

std::optional<TableSpec> tableSpec(const QString& text, int target, QString* why) {
  TableSpec t;
  t.text = text;
  QString rest = text;
  const qsizetype plus = rest.indexOf(QLatin1Char('+'));
  if (plus >= 0) {
    bool ok = false;
    t.computers = rest.mid(plus + 1).toInt(&ok);
    if (!ok || t.computers < 0) return *why = QStringLiteral("--table %1: a number of computer seats expected after '+'").arg(text), std::nullopt;
    rest = rest.left(plus);
  }
  const qsizetype colon = rest.indexOf(QLatin1Char(':'));
  const QString name = colon >= 0 ? rest.left(colon) : rest;
  if (!preset(name.toStdString(), t.rules)) {
    QStringList names;
    for (const std::string& n : presetNames()) names << QString::fromStdString(n);
    return *why = QStringLiteral("--table %1: unknown preset '%2' (%3)").arg(text, name, names.join(QLatin1Char(' '))), std::nullopt;
  }
  if (colon >= 0) {
    bool ok = false;
    t.rules.players = rest.mid(colon + 1).toInt(&ok);
    if (!ok) return *why = QStringLiteral("--table %1: a number of players expected after ':'").arg(text), std::nullopt;
  }
  if (target > 0) t.rules.gameTarget = target;
  std::string error;
  if (!rulesValid(t.rules, &error)) return *why = QStringLiteral("--table %1: %2").arg(text, QString::fromStdString(error)), std::nullopt;
  if (t.computers >= t.rules.players)
    return *why = QStringLiteral("--table %1: at least one seat must be open to guests").arg(text), std::nullopt;
  return t;
}

class Server : public QObject {
 public:
  struct Options {
    std::vector<TableSpec> tables;
    QString advertise;  // the host in the invitations
    ai::Level computer = ai::Level::Casual;
    int fillAfterMs = -1;
    int grace = 180;
    bool takeover = false;
    bool once = false;
    QString name;
  };
  Server(Options o, QObject* parent = nullptr) : QObject(parent), o_(std::move(o)) {}
  gin::net::HostServer& host() { return server_; }

  void openAll() {
    tables_.resize(o_.tables.size());
    for (std::size_t i = 0; i < o_.tables.size(); ++i) open(static_cast<int>(i));
  }

 private:
  void open(int index) {
    const TableSpec& spec = o_.tables[static_cast<std::size_t>(index)];
    HostedTable::Config c;
    c.name = o_.name;
    c.setup.rules = spec.rules;
    c.setup.seats.resize(spec.rules.players);
    for (int s = 0; s < spec.rules.players; ++s) {
      SeatSetup& seat = c.setup.seats[s];
      seat.kind = s < spec.rules.players - spec.computers ? SeatKind::Remote : SeatKind::Computer;
      seat.level = o_.computer;
    }
    c.graceSeconds = o_.grace;
    if (o_.takeover) c.takeover = o_.computer;
    c.fillAfterMs = o_.fillAfterMs;
    c.fillLevel = o_.computer;
    auto table = std::make_unique<HostedTable>(&server_, c, o_.advertise);
    HostedTable* t = table.get();
    const QString tag = QStringLiteral("table %1 (%2)").arg(index + 1).arg(spec.text);
    connect(t, &HostedTable::log, this, [tag](const QString& line) { logLine(tag + QStringLiteral(": ") + line); });
    connect(t, &HostedTable::matchFinished, this, [this, index] { QTimer::singleShot(0, this, [this, index] { finished(index); }); });
    for (const auto& [seat, inv] : t->invitations()) {
      logLine(QStringLiteral("%1: seat %2 invited (id %3)").arg(tag).arg(seat).arg(inv.id));
      const QByteArray line = (QStringLiteral("invite: ") + inv.toString() + QLatin1Char('\n')).toUtf8();
      std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stdout);
    }
    std::fflush(stdout);  // a test or a script reads the links while the server runs
    tables_[static_cast<std::size_t>(index)] = std::move(table);
  }

  void finished(int index) {
    if (!o_.once) {
      // A club's table: a new match with new invitations.
      tables_[static_cast<std::size_t>(index)].reset();
      open(index);
      return;
    }
    for (const auto& t : tables_)
      if (!t->finished()) return;
    logLine(QStringLiteral("every match is over"));
    // The last byes are on their way: leave the event loop once they are written.
    QTimer::singleShot(200, qApp, [] { QCoreApplication::exit(0); });
  }

  Options o_;
  gin::net::HostServer server_;
  std::vector<std::unique_ptr<HostedTable>> tables_;
};

}  // namespace

int cmdServe(const QStringList& args) {
  cliopt::Command cmd("serve", "--table SPEC [--table SPEC...] [options]",
                      "Hosts network tables without a screen: each --table is a match played by the game's own\n"
                      "referee, its open seats taken by guests with an invitation (one line 'invite: LINK' per\n"
                      "open seat on standard output). SPEC is PRESET[:PLAYERS][+COMPUTERS]: eaai, standard,\n"
                      "poker:4, poker:3+1 (three seats, the last a computer). The log goes to standard error.\n"
                      "Presets: standard 20-point oklahoma hollywood hollywood-oklahoma poker eaai.");
  const QString table = QStringLiteral("table"), port = QStringLiteral("port"), address = QStringLiteral("address"),
                host = QStringLiteral("host"), computer = QStringLiteral("computer"), fill = QStringLiteral("fill-after"),
                grace = QStringLiteral("grace"), takeover = QStringLiteral("takeover"), target = QStringLiteral("target"),
                once = QStringLiteral("once"), name = QStringLiteral("name");
  cmd.add({table, QStringLiteral("A table to open (repeatable)."), QStringLiteral("SPEC")});
  cmd.add({port, QStringLiteral("The TCP port to listen on (default 47320; 0: any free port)."), QStringLiteral("N"),
           QString::number(net::kDefaultPort)});
  cmd.add({address, QStringLiteral("The address to listen on (default: every address)."), QStringLiteral("A")});
  cmd.add({host, QStringLiteral("The host name or address written in the invitations (default: the listen address, or\n"
                                "this machine's name)."),
           QStringLiteral("NAME")});
  cmd.add({computer, QStringLiteral("The level of the computer players (default casual)."), QStringLiteral("LEVEL"),
           QStringLiteral("casual")});
  cmd.add({fill, QStringLiteral("Seats nobody has taken S seconds after a table opens get a computer player (default:\n"
                                "the table waits for its guests)."),
           QStringLiteral("S")});
  cmd.add({grace, QStringLiteral("Seconds a seat is kept for a guest whose line dropped (default 180)."), QStringLiteral("S"),
           QStringLiteral("180")});
  cmd.add({takeover, QStringLiteral("After the grace period a computer player takes the seat (default: the seat waits for\n"
                                    "its guest).")});
  cmd.add({target, QStringLiteral("The match's target score, for every table (default: the preset's)."), QStringLiteral("N")});
  cmd.add({once, QStringLiteral("Exit once every table's match is over (default: each table starts a new match with new\n"
                                "invitations).")});
  cmd.add({name, QStringLiteral("The tables' name, shown to guests (default: Club)."), QStringLiteral("NAME"), QStringLiteral("Club")});
  if (const auto stop = cmd.parse(args)) return *stop;
  if (!cmd.required({table})) return cliopt::kUsage;

  Server::Options o;
  int targetScore = 0;
  if (cmd.parser().isSet(target)) {
    const auto t = cmd.integer(target, 1, 100000);
    if (!t) return cliopt::kUsage;
    targetScore = static_cast<int>(*t);
  }
  for (const QString& spec : cmd.parser().values(table)) {
    QString why;
    const auto t = tableSpec(spec, targetScore, &why);
    if (!t) return cmd.refuse(why);
    o.tables.push_back(*t);
  }
  const auto level = ai::levelFromName(cmd.parser().value(computer).toStdString());
  if (!level) return cmd.refuse(QStringLiteral("unknown level '%1'").arg(cmd.parser().value(computer)));
  o.computer = *level;
  if (cmd.parser().isSet(fill)) {
    const auto f = cmd.number(fill, 0, 86400);
    if (!f) return cliopt::kUsage;
    o.fillAfterMs = static_cast<int>(*f * 1000);
  }
  const auto g = cmd.integer(grace, 0, 86400);
  if (!g) return cliopt::kUsage;
  o.grace = static_cast<int>(*g);
  o.takeover = cmd.parser().isSet(takeover);
  o.once = cmd.parser().isSet(once);
  o.name = cmd.parser().value(name).trimmed();
  if (o.name.isEmpty() || o.name.size() > net::kMaxNameLength) return cmd.refuse(QStringLiteral("--name: 1 to 40 characters"));
  const auto p = cmd.integer(port, 0, 65535);
  if (!p) return cliopt::kUsage;
  QHostAddress listenAt = QHostAddress::Any;
  if (cmd.parser().isSet(address) && !listenAt.setAddress(cmd.parser().value(address)))
    return cmd.refuse(QStringLiteral("--address: not an IP address: %1").arg(cmd.parser().value(address)));
  o.advertise = cmd.parser().isSet(host) ? cmd.parser().value(host)
                : cmd.parser().isSet(address) ? listenAt.toString()
                                              : QHostInfo::localHostName();

  Server server(o);
  if (!server.host().listen(listenAt, static_cast<quint16>(*p))) {
    std::fprintf(stderr, "ginrummy-cli serve: cannot listen on port %lld: %s\n", *p, qPrintable(server.host().errorString()));
    return 1;
  }
  QObject::connect(&server.host(), &net::HostServer::refused, [](const QString& peer, const QString& code, const QString& detail) {
    logLine(QStringLiteral("refused %1: %2 (%3)").arg(peer, code, detail));
  });
  logLine(QStringLiteral("listening on port %1, %2 table(s)").arg(server.host().port()).arg(o.tables.size()));
  server.openAll();
  const int status = QCoreApplication::exec();
  return cliopt::finish("serve", status);
}
