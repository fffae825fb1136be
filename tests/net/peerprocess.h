// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A netpeer process (tests/net/netpeer.cpp) as the tests see it: started, its JSON events collected as
// they come, waited on, killed.
#pragma once

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <functional>
#include <memory>

class PeerProcess {
 public:
  explicit PeerProcess(const QString& name) : name_(name) {
    QObject::connect(&p_, &QProcess::readyReadStandardOutput, &p_, [this] { read(); });
  }
  ~PeerProcess() { stop(); }
  void start(const QString& program, const QStringList& args) {
    p_.setProcessChannelMode(QProcess::SeparateChannels);
    p_.start(program, args);
  }
  // Waits for the next event of `type` (and, if given, one for which `pred` holds) after the last one of
  // that type this returned.
  QJsonObject waitFor(const QString& type, int ms = 10000, const std::function<bool(const QJsonObject&)>& pred = {}) {
    QElapsedTimer t;
    t.start();
    while (true) {
      for (int i = cursor_.value(type); i < events_.size(); ++i)
        if (events_[i].value("type").toString() == type && (!pred || pred(events_[i]))) {
          cursor_[type] = i + 1;
          return events_[i];
        }
      if (t.elapsed() > ms || (p_.state() == QProcess::NotRunning && !p_.bytesAvailable())) return {};
      QTest::qWait(5);
      read();
    }
  }
  // Every event of `type` seen so far.
  QList<QJsonObject> all(const QString& type) {
    read();
    QList<QJsonObject> out;
    for (const QJsonObject& e : events_)
      if (e.value("type").toString() == type) out << e;
    return out;
  }
  bool waitExit(int ms, int* code) {
    QElapsedTimer t;
    t.start();
    while (p_.state() != QProcess::NotRunning && t.elapsed() < ms) QTest::qWait(10);
    read();
    if (p_.state() != QProcess::NotRunning) return false;
    *code = p_.exitStatus() == QProcess::NormalExit ? p_.exitCode() : -1;
    return true;
  }
  void killHard() {
    p_.kill();  // SIGKILL
    p_.waitForFinished(3000);
  }
  void stop() {
    if (p_.state() == QProcess::NotRunning) return;
    p_.terminate();
    if (!p_.waitForFinished(2000)) killHard();
  }
  QString log() const { return QString::fromUtf8(raw_) + QStringLiteral("\nstderr: ") + QString::fromLocal8Bit(err_); }
  qint64 pid() const { return p_.processId(); }

 private:
  void read() {
    raw_ += p_.readAllStandardOutput();
    err_ += p_.readAllStandardError();
    qsizetype nl;
    while ((nl = raw_.indexOf('\n', parsed_)) >= 0) {
      QJsonObject o = QJsonDocument::fromJson(raw_.mid(parsed_, nl - parsed_)).object();
      parsed_ = nl + 1;
      o.insert(QStringLiteral("type"), o.value(QStringLiteral("event")));
      events_ << o;
    }
  }
  QString name_;
  QProcess p_;
  QByteArray raw_, err_;
  qsizetype parsed_ = 0;
  QList<QJsonObject> events_;
  QHash<QString, int> cursor_;
};
