// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A small network laboratory for the tests: two network namespaces (a host's and a guest's) joined by
// one link whose packets the test can drop, delay, duplicate or cut. Traffic goes only between the
// namespaces the test made; they are removed again when the lab goes away (and stale ones of test
// runs that died are removed at the next start).
//
// The link is a pair of TUN devices forwarded by tunem (tests/net/tunem.cpp, a netem in user space),
// because the kernel this project is built on has no sch_netem. With GIN_NETLAB=netem in the
// environment the lab uses a veth pair with `tc qdisc ... netem` instead, where the kernel has it.
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>
#include <memory>
#include <signal.h>
#include <unistd.h>

class NetLab {
 public:
  struct Faults {
    double loss = 0;   // percent of packets dropped, each way
    int delayMs = 0;   // added to every packet, each way
    int jitterMs = 0;  // +- around the delay
    double dup = 0;    // percent of packets sent twice
  };

  const QString hostIp = QStringLiteral("10.231.0.1");
  const QString guestIp = QStringLiteral("10.231.0.2");
  QString hostNs, guestNs;

  ~NetLab() { tearDown(); }

  QString backend() const { return netem_ ? QStringLiteral("veth + tc netem") : QStringLiteral("tun + tunem"); }

  // False with the reason when this machine cannot make the lab (no ip, no CAP_NET_ADMIN, no TUN).
  bool setUp(const QString& tunem, QString* why) {
    auto no = [&](const QString& w) {
      *why = w;
      tearDown();
      return false;
    };
    removeStale();
    const QString tag = QStringLiteral("gin-%1").arg(getpid());
    hostNs = tag + QStringLiteral("-h");
    guestNs = tag + QStringLiteral("-g");
    QString out;
    if (!ip({QStringLiteral("netns"), QStringLiteral("add"), hostNs}, &out))
      return no(QStringLiteral("cannot make a network namespace (needs root or CAP_NET_ADMIN, and iproute2): ") + out);
    made_ << hostNs;
    if (!ip({QStringLiteral("netns"), QStringLiteral("add"), guestNs}, &out)) return no(out);
    made_ << guestNs;
    for (const QString& ns : {hostNs, guestNs})
      if (!ip({QStringLiteral("-n"), ns, QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("lo"), QStringLiteral("up")}, &out))
        return no(out);
    netem_ = qgetenv("GIN_NETLAB") == "netem";
    if (netem_) {
      const QString a = tag.mid(0, 12) + QStringLiteral("a"), b = tag.mid(0, 12) + QStringLiteral("b");
      dev_ = {a, b};
      if (!ip({QStringLiteral("link"), QStringLiteral("add"), a, QStringLiteral("netns"), hostNs, QStringLiteral("type"), QStringLiteral("veth"),
               QStringLiteral("peer"), QStringLiteral("name"), b, QStringLiteral("netns"), guestNs},
              &out))
        return no(QStringLiteral("cannot make a veth pair: ") + out);
      if (!address(hostNs, a, hostIp + QStringLiteral("/24"), {}) || !address(guestNs, b, guestIp + QStringLiteral("/24"), {}))
        return no(QStringLiteral("cannot give the veth pair its addresses"));
      if (!setFaults({})) return no(QStringLiteral("the kernel has no netem (tc qdisc ... netem): unset GIN_NETLAB"));
    } else {
      if (!QFile::exists(QStringLiteral("/dev/net/tun"))) return no(QStringLiteral("no /dev/net/tun"));
      dev_ = {QStringLiteral("gtun0"), QStringLiteral("gtun0")};
      tunem_ = std::make_unique<QProcess>();
      tunem_->start(tunem, {hostNs, dev_[0], guestNs, dev_[1], QStringLiteral("12345")});
      if (!tunem_->waitForStarted(5000) || !readReply(QStringLiteral("ready")))
        return no(QStringLiteral("tunem did not start: ") + QString::fromLocal8Bit(tunem_->readAllStandardError()));
      if (!address(hostNs, dev_[0], hostIp, guestIp) || !address(guestNs, dev_[1], guestIp, hostIp))
        return no(QStringLiteral("cannot give the TUN devices their addresses"));
    }
    return true;
  }

  void tearDown() {
    if (tunem_) {
      tunem_->write("quit\n");
      if (!tunem_->waitForFinished(2000)) tunem_->kill();
      tunem_->waitForFinished(2000);
      tunem_.reset();
    }
    for (const QString& ns : made_) ip({QStringLiteral("netns"), QStringLiteral("del"), ns}, nullptr);
    made_.clear();
  }

  bool setFaults(const Faults& f) {
    faults_ = f;
    return apply();
  }
  // A cut line: every packet dropped, each way, until cut(false).
  bool cut(bool on) {
    cut_ = on;
    return apply();
  }
  QString stats() {
    if (!tunem_) return QStringLiteral("(netem: see tc -s qdisc)");
    tunem_->write("stats\n");
    QString line;
    readReply(QStringLiteral("ok forwarded"), &line);
    return line;
  }

  // The program and arguments that run `program` inside namespace `ns`.
  static QStringList in(const QString& ns, const QString& program, const QStringList& args) {
    return QStringList{QStringLiteral("netns"), QStringLiteral("exec"), ns, program} + args;
  }

 private:
  static bool ip(const QStringList& args, QString* out) {
    QProcess p;
    p.start(QStringLiteral("ip"), args);
    if (!p.waitForStarted(5000)) {
      if (out) *out = QStringLiteral("the ip command (iproute2) is missing");
      return false;
    }
    p.waitForFinished(10000);
    if (out) *out = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
  }
  static bool address(const QString& ns, const QString& dev, const QString& local, const QString& peer) {
    QStringList add{QStringLiteral("-n"), ns, QStringLiteral("addr"), QStringLiteral("add"), local};
    if (!peer.isEmpty()) add << QStringLiteral("peer") << peer;
    add << QStringLiteral("dev") << dev;
    return ip(add, nullptr) && ip({QStringLiteral("-n"), ns, QStringLiteral("link"), QStringLiteral("set"), dev, QStringLiteral("up")}, nullptr) &&
           // A default route through the link, so that the limited broadcast (255.255.255.255) has a way out.
           ip({QStringLiteral("-n"), ns, QStringLiteral("route"), QStringLiteral("add"), QStringLiteral("default"), QStringLiteral("dev"), dev}, nullptr);
  }
  bool readReply(const QString& start, QString* line = nullptr) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 5000) {
      if (!tunem_->canReadLine()) tunem_->waitForReadyRead(100);
      while (tunem_->canReadLine()) {
        const QString l = QString::fromLatin1(tunem_->readLine()).trimmed();
        if (l.startsWith(start)) {
          if (line) *line = l;
          return true;
        }
      }
      if (tunem_->state() != QProcess::Running) return false;
    }
    return false;
  }
  bool apply() {
    if (tunem_) {
      const QByteArray cmds = QStringLiteral("loss %1\ndelay %2 %3\ndup %4\ncut %5\n")
                                  .arg(faults_.loss)
                                  .arg(faults_.delayMs)
                                  .arg(faults_.jitterMs)
                                  .arg(faults_.dup)
                                  .arg(cut_ ? QStringLiteral("on") : QStringLiteral("off"))
                                  .toLatin1();
      tunem_->write(cmds);
      return readReply(QStringLiteral("ok cut"));
    }
    const QString loss = QString::number(cut_ ? 100 : faults_.loss) + QLatin1Char('%');
    for (int side = 0; side < 2; ++side) {
      QStringList args{QStringLiteral("-n"), side == 0 ? hostNs : guestNs, QStringLiteral("qdisc"), QStringLiteral("replace"),
                       QStringLiteral("dev"), dev_[side], QStringLiteral("root"), QStringLiteral("netem"), QStringLiteral("loss"), loss};
      if (faults_.delayMs > 0) args << QStringLiteral("delay") << QStringLiteral("%1ms").arg(faults_.delayMs) << QStringLiteral("%1ms").arg(faults_.jitterMs);
      if (faults_.dup > 0) args << QStringLiteral("duplicate") << QString::number(faults_.dup) + QLatin1Char('%');
      QProcess p;
      p.start(QStringLiteral("tc"), args);
      if (!p.waitForFinished(5000) || p.exitCode() != 0) return false;
    }
    return true;
  }
  // Namespaces of earlier runs whose process is gone (a crash, a kill): never those of a live run.
  static void removeStale() {
    QProcess p;
    p.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")});
    if (!p.waitForFinished(5000)) return;
    for (const QString& line : QString::fromLocal8Bit(p.readAllStandardOutput()).split(QLatin1Char('\n'))) {
      const QString name = line.section(QLatin1Char(' '), 0, 0);
      if (!name.startsWith(QLatin1String("gin-"))) continue;
      const int pid = name.section(QLatin1Char('-'), 1, 1).toInt();
      if (pid > 0 && kill(pid, 0) != 0 && errno == ESRCH) ip({QStringLiteral("netns"), QStringLiteral("del"), name}, nullptr);
    }
  }

  bool netem_ = false;
  bool cut_ = false;
  Faults faults_;
  QStringList made_;
  QStringList dev_;
  std::unique_ptr<QProcess> tunem_;
};
