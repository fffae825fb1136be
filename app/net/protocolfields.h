// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol's field checks, shared by its readers and writers (protocol.cpp) and nothing else: each
// reader refuses a field that is missing, of the wrong type or out of range (refuse(), protocol.h).
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <string>
#include <vector>

#include "protocol.h"

namespace gin::net::fields {

constexpr double kMaxSeq = 2147483647.0;
constexpr int kMaxHistory = 10000;  // events in one hand's history (the arena calls a hand of 2,000 actions stalled)
constexpr int kMaxMelds = 8;        // melds in one action (a hand of 11 holds at most 3)
constexpr int kMaxTableMelds = 40;

std::string str(const char* a, const char* b = "");  // a refusal's words
// Readers: the field's value, or refuse().
QJsonObject objectOf(const QJsonValue& v, const char* field);
int number(const QJsonObject& o, const char* key, double lo, double hi);
bool flag(const QJsonObject& o, const char* key, bool fallback);
QString codeWord(const QJsonValue& v, const char* field);
QByteArray hex32(const QJsonValue& v, const char* field);
QByteArray token(const QJsonValue& v, const char* field);
QJsonArray arrayOf(const QJsonValue& v, const char* field, int max);
std::vector<int> numbers(const QJsonValue& v, const char* field, int size, double lo, double hi);
std::vector<CardSet> meldList(const QJsonValue& v, const char* field, CardSet& seen, int max);
Phase phaseOf(const QJsonValue& v);
ActionType eventType(const QJsonValue& v);
Card optionalCard(const QJsonObject& o, const char* key);
// Writers and readers of the parts that several messages share.
QString hexOf(const QByteArray& b);
QJsonArray layoffsJson(const std::vector<Layoff>& ls);
std::vector<Layoff> layoffList(const QJsonValue& v, const char* field, CardSet& seen, int melds);
Outcome outcomeOf(const QJsonValue& v);
QJsonObject resultJson(const HandResult& r);
HandResult readResult(const QJsonValue& value, int players);

}  // namespace gin::net::fields
