// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared helpers of the packaging suites: where the files are, and running the validators.
#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace packaging {

inline QString sourceDir() { return qEnvironmentVariable("GIN_SOURCE_DIR"); }
inline QString resourcePath(const QString& name) { return sourceDir() + "/resources/" + name; }
inline QString desktopFileName() { return QStringLiteral(GIN_APP_ID ".desktop"); }
inline QString metainfoFileName() { return QStringLiteral(GIN_APP_ID ".metainfo.xml"); }
inline QString iconFileName() { return QStringLiteral(GIN_APP_ID ".svg"); }

struct Run {
  bool started = false;
  int exitCode = -1;
  QString output;  // stdout and stderr together
};

inline Run run(const QString& program, const QStringList& args,
               const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  QProcess p;
  p.setProcessEnvironment(env);
  p.setProcessChannelMode(QProcess::MergedChannels);
  p.start(program, args);
  Run r;
  r.started = p.waitForStarted();
  if (!r.started) return r;
  p.waitForFinished(-1);
  r.output = QString::fromUtf8(p.readAll());
  r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  return r;
}

// desktop-file-validate exits 0 even with warnings and hints; we accept a file only when it
// says nothing at all (a hint is how it reports e.g. CardGame without Game).
inline Run validateDesktopFile(const QString& path) {
  Run r = run("desktop-file-validate", {path});
  if (r.started && r.exitCode == 0 && !r.output.trimmed().isEmpty()) r.exitCode = 1;
  return r;
}

// --strict fails on every issue but the pedantic ones (infos such as a missing launchable
// or content rating included).
inline Run validateMetainfo(const QString& path) {
  return run("appstreamcli", {"validate", "--no-net", "--strict", path});
}

inline QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace packaging
