// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// netload: many guests in one process against `ginrummy-cli serve`, for the load run of docs/network.md
// (a benchmark, not a test). It reads the server's `invite: LINK` lines from standard input, joins every
// seat (at most --handshakes joins under way at once), plays each seat with a quick computer level, and
// after --seconds prints one JSON line: seats joined, actions answered and per second, the round trip
// from sending an action to the update that answers it (p50, p99, max), and the time to join.
//
//   ginrummy-cli serve --port 0 --address 127.0.0.1 --table eaai ... > invites &
//   netload --seconds 60 < invites
#include <sys/resource.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#include "ai/ai.h"
#include "session.h"

using namespace gin;
using namespace gin::net;

namespace {

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

struct Seat {
  std::unique_ptr<GuestSession> session;
  std::unique_ptr<ai::Player> player;
  QElapsedTimer sent;  // valid while an action waits for its answer
  int sentSeq = 0;
};

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  QCommandLineParser p;
  p.addOptions({{QStringLiteral("seconds"), QStringLiteral("measure for this long after the last seat joined"), QStringLiteral("S"), QStringLiteral("30")},
                {QStringLiteral("handshakes"), QStringLiteral("joins under way at once"), QStringLiteral("N"), QStringLiteral("16")},
                {QStringLiteral("level"), QStringLiteral("the computer level of every seat"), QStringLiteral("L"), QStringLiteral("simple")},
                {QStringLiteral("think-ms"), QStringLiteral("a seat waits this long before each move (0: at once, the server saturated)"),
                 QStringLiteral("MS"), QStringLiteral("0")}});
  p.process(app);
  const int seconds = p.value(QStringLiteral("seconds")).toInt();
  const int thinkMs = p.value(QStringLiteral("think-ms")).toInt();
  const int parallel = std::max(1, p.value(QStringLiteral("handshakes")).toInt());
  const auto level = ai::levelFromName(p.value(QStringLiteral("level")).toStdString());
  if (!level) return 2;

  std::vector<Invitation> links;
  QTextStream in(stdin);
  for (QString line; in.readLineInto(&line);)
    if (line.startsWith(QLatin1String("invite: ")))
      if (const auto inv = parseInvitation(line.mid(8)).invitation) links.push_back(*inv);

  std::vector<Seat> seats(links.size());
  std::vector<double> rtt, joinMs;
  long long actions = 0, refusedCount = 0, ended = 0, lost = 0;
  std::size_t next = 0;
  int underWay = 0;
  bool measuring = false;
  QElapsedTimer window, total;
  total.start();

  std::function<void()> startMore;
  auto finishMeasure = [&] {
    const double s = window.isValid() ? window.elapsed() / 1000.0 : 0;
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    const double cpu = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    QJsonObject o{{"seats", static_cast<int>(links.size())},
                  {"think_ms", thinkMs},
                  {"joined", static_cast<int>(joinMs.size())},
                  {"seconds", s},
                  {"actions", actions},
                  {"actions_per_second", s > 0 ? actions / s : 0},
                  {"rtt_p50_ms", percentile(rtt, 0.5)},
                  {"rtt_p99_ms", percentile(rtt, 0.99)},
                  {"rtt_max_ms", rtt.empty() ? 0 : *std::max_element(rtt.begin(), rtt.end())},
                  {"join_p50_ms", percentile(joinMs, 0.5)},
                  {"join_p99_ms", percentile(joinMs, 0.99)},
                  {"join_all_ms", static_cast<double>(total.elapsed()) - s * 1000},
                  {"refused", refusedCount},
                  {"ended", ended},
                  {"lost", lost},
                  {"netload_cpu_s", cpu}};
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    QCoreApplication::exit(0);
  };
  auto startWindow = [&] {
    if (measuring) return;
    measuring = true;
    actions = 0;
    rtt.clear();
    window.start();
    QTimer::singleShot(seconds * 1000, &app, finishMeasure);
  };
  startMore = [&] {
    while (underWay < parallel && next < links.size()) {
      Seat& s = seats[next];
      const std::size_t index = next++;
      ++underWay;
      s.session = std::make_unique<GuestSession>(links[index], QStringLiteral("Load %1").arg(index));
      s.player = ai::makePlayer(*level, index + 1);
      auto joinClock = std::make_shared<QElapsedTimer>();
      joinClock->start();
      GuestSession* g = s.session.get();
      QObject::connect(g, &GuestSession::welcomed, &app, [&, joinClock, g](const Welcome& w) {
        if (w.resumed) return;
        joinMs.push_back(static_cast<double>(joinClock->nsecsElapsed()) / 1e6);
        --underWay;
        if (joinMs.size() == links.size()) startWindow();
        startMore();
        Q_UNUSED(g);
      });
      QObject::connect(g, &GuestSession::updated, &app, [&s, &rtt, &actions, &measuring, thinkMs](const Update& u) {
        if (s.sent.isValid() && u.seq > s.sentSeq) {
          if (measuring) {
            rtt.push_back(static_cast<double>(s.sent.nsecsElapsed()) / 1e6);
            ++actions;
          }
          s.sent.invalidate();
        }
        const SeatView& v = u.view;
        if (v.toAct != v.seat || v.phase == Phase::Scored || v.phase == Phase::Drawn) return;
        const Action a = s.player->decide(v, u.context);
        auto send = [&s, a, seq = u.seq] {
          // Still the latest position (a reconnection may have brought it again).
          if (!s.session->lastUpdate() || s.session->lastUpdate()->seq != seq) return;
          s.sentSeq = seq;
          s.sent.start();
          s.session->act(a);
        };
        if (thinkMs > 0) QTimer::singleShot(thinkMs, s.session.get(), send);
        else send();
      });
      QObject::connect(g, &GuestSession::refused, &app, [&refusedCount](const Refused&) { ++refusedCount; });
      QObject::connect(g, &GuestSession::connectionLost, &app, [&lost](const QString&) { ++lost; });
      QObject::connect(g, &GuestSession::ended, &app, [&, index](const QString& code, const QString& detail) {
        ++ended;
        if (!seats[index].session->welcome()) {
          std::fprintf(stderr, "netload: seat %zu not joined: %s %s\n", index, qPrintable(code), qPrintable(detail));
          --underWay;
          startMore();
        }
      });
      g->start();
    }
  };
  if (links.empty()) return 2;
  startMore();
  return QCoreApplication::exec();
}
