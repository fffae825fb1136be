// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sub-commands of ginrummy-cli. Each takes the arguments after its name and returns the exit status.
#pragma once

#include <QStringList>

int cmdAnalyze(const QStringList& args);
int cmdBench(const QStringList& args);
int cmdArena(const QStringList& args);
int cmdArenaMerge(const QStringList& args);
int cmdBot(const QStringList& args);
int cmdSoak(const QStringList& args);
int cmdReview(const QStringList& args);
int cmdServe(const QStringList& args);
int cmdJoin(const QStringList& args);
