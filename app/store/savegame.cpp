// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/savegame.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/paths.h"

#ifndef GIN_VERSION
#define GIN_VERSION "0"
#endif

using namespace gin;

namespace {
constexpr auto kMagic = "ginrummy-save";
constexpr int kMaxHands = 2000;           // a match to 100 points ends long before
constexpr int kMaxActionsPerHand = 1000;  // a hand has at most a few hundred
constexpr int kExcerpt = 40;  // characters of a file's content quoted in a message, at most

// A value from the file as a message quotes it: a bounded excerpt, so that a megabyte-long string in a
// save never reaches a dialog.
QString excerpt(const QString& text) {
  return text.size() <= kExcerpt ? text : text.left(kExcerpt) + QStringLiteral("…");
}
QString excerpt(const std::string& text) { return excerpt(QString::fromStdString(text.substr(0, 4 * kExcerpt + 4))); }

QString systemError(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

QByteArray checksum(const QJsonObject& game) {
  // Over the canonical (compact, sorted keys) form: any change of a value changes it, whitespace doesn't.
  return QCryptographicHash::hash(QJsonDocument(game).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
      .toHex();
}

SaveGame::LoadResult fail(SaveGame::Status status, const QString& detail) {
  SaveGame::LoadResult r;
  r.status = status;
  r.detail = detail;
  return r;
}
// The table's hand order: absent, or a known sort and distinct cards (the table checks that they are
// the hand before it uses them).
bool readOrder(const QJsonValue& value, HandOrder& order) {
  if (value.isUndefined()) return true;
  const QJsonObject o = value.toObject();
  const QString sort = o.value(QStringLiteral("sort")).toString();
  static const QStringList sorts = {QStringLiteral("rank"), QStringLiteral("suit"), QStringLiteral("melds"),
                                    QStringLiteral("manual")};
  if (!value.isObject() || !sorts.contains(sort) || !o.value(QStringLiteral("cards")).isString()) return false;
  CardSet seen = 0;
  for (const QString& t : o.value(QStringLiteral("cards")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const auto c = parseCard(t.toStdString());
    if (!c || contains(seen, *c) || order.cards.size() >= 11) return false;
    seen |= bit(*c);
    order.cards.push_back(*c);
  }
  order.sort = sort;
  return true;
}

// The rules as the game writes them (gin::rulesToString): every option once, in the table's order,
// each a whole number in its range, written plainly. Anything else is damage or an edit, never "the
// defaults" or "close enough". Returns the reason, or an empty string.
QString rulesProblem(const std::string& text) {
  const std::vector<RuleField>& fields = ruleFields();
  std::vector<std::string> keys;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = text.find(';', start);
    const std::string item = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    const std::size_t eq = item.find('=');
    const std::string key = item.substr(0, eq), value = eq == std::string::npos ? std::string() : item.substr(eq + 1);
    const auto field = std::find_if(fields.begin(), fields.end(), [&](const RuleField& f) { return key == f.key; });
    if (field == fields.end()) return SaveGame::tr("unknown option \"%1\"").arg(excerpt(key));
    if (std::find(keys.begin(), keys.end(), key) != keys.end()) return SaveGame::tr("the option %1 is given twice").arg(excerpt(key));
    int v = 0;
    const auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (eq == std::string::npos || ec != std::errc() || p != value.data() + value.size() || std::to_string(v) != value ||
        v < field->min || v > field->max)
      return SaveGame::tr("%1 is not a value of the option %2 (%3 to %4)")
          .arg(excerpt(value), excerpt(key))
          .arg(field->min)
          .arg(field->max);
    keys.push_back(key);
    if (end == std::string::npos) break;
    start = end + 1;
  }
  for (const RuleField& f : fields)
    if (std::find(keys.begin(), keys.end(), f.key) == keys.end()) return SaveGame::tr("the option %1 is missing").arg(QLatin1String(f.key));
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (keys[i] != fields[i].key) return SaveGame::tr("the options are not in the order this game writes them");
  return QString();
}

}  // namespace

SaveGame SaveGame::of(const GameController& c) {
  SaveGame save;
  save.setup = c.setup();
  // A network table's deals (and a resumed one's) came from seeds given from outside: the save keeps them.
  if (c.networked() || !save.setup.dealSeeds.empty()) {
    const auto& seeds = c.match().dealSeeds();
    save.setup.dealSeeds.assign(seeds.begin(), seeds.end());
  }
  save.log = c.actionLog();
  save.undoUsed = c.undoUsed();
  save.order = c.handOrder();
  return save;
}

QByteArray SaveGame::toBytes() const {
  QJsonArray seats;
  for (const SeatSetup& seat : setup.seats) {
    // The level of a person's seat too: it is the level the seat falls back to if handed to the computer.
    QJsonObject o{{QStringLiteral("human"), seat.kind == SeatKind::Person},
                  {QStringLiteral("name"), seat.name},
                  {QStringLiteral("level"), QLatin1String(ai::levelName(seat.level))}};
    // A friend's seat at a network table kept to continue later; a reader without the table plays it
    // with the computer.
    if (seat.kind == SeatKind::Remote && !network.isEmpty()) o.insert(QStringLiteral("remote"), true);
    // A computer playing on for a friend who left (SeatSetup::standIn).
    if ((seat.kind == SeatKind::Computer && seat.standIn) || (seat.kind == SeatKind::Remote && network.isEmpty()))
      o.insert(QStringLiteral("stand_in"), true);
    seats.append(o);
  }
  QJsonArray hands;
  for (const auto& hand : log) {
    QJsonArray actions;
    for (const Action& a : hand) actions.append(QString::fromStdString(actionToString(a)));
    hands.append(actions);
  }
  QJsonObject game{
      {QStringLiteral("rules"), QString::fromStdString(rulesToString(setup.rules))},
      // A string: JSON numbers are doubles and would round a 64-bit seed.
      {QStringLiteral("seed"), QString::number(setup.seed)},
      {QStringLiteral("seats"), seats},
      {QStringLiteral("hands"), hands},
  };
  // Only when used, so that every save without undo keeps the bytes of format 1 (readers ignore it).
  if (undoUsed) game.insert(QStringLiteral("undo"), true);
  // Only for a match dealt from outside (a network table): every save of a match at one screen keeps its
  // bytes. Strings, as the match seed.
  if (!setup.dealSeeds.empty()) {
    QJsonArray seeds;
    for (quint64 seed : setup.dealSeeds) seeds.append(QString::number(seed));
    game.insert(QStringLiteral("deal_seeds"), seeds);
  }
  if (!network.isEmpty()) game.insert(QStringLiteral("network"), network);
  if (!order.sort.isEmpty()) {
    QStringList cards;
    for (Card c : order.cards) cards << QString::fromStdString(toString(c));
    game.insert(QStringLiteral("order"), QJsonObject{{QStringLiteral("sort"), order.sort},
                                                     {QStringLiteral("cards"), cards.join(QLatin1Char(' '))}});
  }
  const QJsonObject root{
      {QStringLiteral("format"), QLatin1String(kMagic)},
      {QStringLiteral("version"), kFormatVersion},
      {QStringLiteral("app"), QLatin1String(GIN_VERSION)},
      {QStringLiteral("game"), game},
      {QStringLiteral("sha256"), QString::fromLatin1(checksum(game))},
  };
  // No trailing newline: the file ends with its closing brace, so any truncation breaks it.
  return QJsonDocument(root).toJson(QJsonDocument::Indented).trimmed();
}

SaveGame::LoadResult SaveGame::fromBytes(const QByteArray& bytes) {
  if (bytes.size() > kMaxBytes) return fail(Status::Foreign, tr("the file is too large to be a save"));
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
  if (doc.isNull()) {
    // Our name in an unreadable file: a save that was cut short or damaged, not someone else's file.
    if (bytes.contains(kMagic))
      return fail(Status::Corrupted, tr("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString()));
    return fail(Status::Foreign, tr("not a Gin Rummy save"));
  }
  const QJsonObject root = doc.object();
  if (!doc.isObject() || root.value(QStringLiteral("format")).toString() != QLatin1String(kMagic))
    return fail(bytes.contains(kMagic) ? Status::Corrupted : Status::Foreign, tr("no Gin Rummy save header"));

  const QJsonValue version = root.value(QStringLiteral("version"));
  const double v = version.toDouble(-1);
  if (!version.isDouble() || !(v >= 1) || v != std::floor(v))
    return fail(Status::Corrupted, tr("the format version is missing or invalid"));
  if (v > kFormatVersion) {
    LoadResult r = fail(Status::NewerVersion, tr("save format %1, this version reads format %2").arg(v).arg(kFormatVersion));
    r.version = v < 1e9 ? static_cast<int>(v) : 1000000000;
    return r;
  }

  const QJsonObject game = root.value(QStringLiteral("game")).toObject();
  if (root.value(QStringLiteral("sha256")).toString().toLatin1() != checksum(game))
    return fail(Status::Corrupted, tr("the checksum does not match the content"));

  // From here on the content is what we wrote (or a deliberate edit with a recomputed checksum):
  // check every field, then let the engine judge every action.
  auto save = std::make_shared<SaveGame>();
  std::string why;
  // The rules are always written in full: a missing, empty or non-text value is damage, not "the defaults".
  const QJsonValue rulesValue = game.value(QStringLiteral("rules"));
  if (!rulesValue.isString() || rulesValue.toString().trimmed().isEmpty())
    return fail(Status::Corrupted, tr("the rules are missing"));
  const std::string rulesText = rulesValue.toString().toStdString();
  if (const QString problem = rulesProblem(rulesText); !problem.isEmpty())
    return fail(Status::Corrupted, tr("the rules cannot be read: %1").arg(problem));
  if (!rulesFromString(rulesText, save->setup.rules, &why) || !rulesValid(save->setup.rules, &why))
    return fail(Status::Corrupted, tr("the rules cannot be read: %1").arg(excerpt(why)));
  const Rules& rules = save->setup.rules;

  // The seed as written: decimal digits only, no sign, no space, no leading zero.
  bool seedOk = false;
  const QString seedText = game.value(QStringLiteral("seed")).toString();
  save->setup.seed = seedText.toULongLong(&seedOk);
  if (!seedOk || QString::number(save->setup.seed) != seedText)
    return fail(Status::Corrupted, tr("the match seed \"%1\" is not a number as this game writes it").arg(excerpt(seedText)));

  const QJsonArray seats = game.value(QStringLiteral("seats")).toArray();
  if (seats.size() != rules.players)
    return fail(Status::Corrupted, tr("%1 seats for a game of %2 players").arg(seats.size()).arg(rules.players));
  for (const QJsonValue& value : seats) {
    const QJsonObject o = value.toObject();
    SeatSetup seat;
    const QJsonValue human = o.value(QStringLiteral("human")), name = o.value(QStringLiteral("name"));
    if (!human.isBool() || !name.isString() || name.toString().size() > SeatSetup::kMaxNameLength)
      return fail(Status::Corrupted, tr("a seat cannot be read"));
    const QJsonValue remote = o.value(QStringLiteral("remote"));
    if (!remote.isUndefined() && (!remote.isBool() || human.toBool())) return fail(Status::Corrupted, tr("a seat cannot be read"));
    const QJsonValue standIn = o.value(QStringLiteral("stand_in"));
    if (!standIn.isUndefined() && (!standIn.isBool() || human.toBool())) return fail(Status::Corrupted, tr("a seat cannot be read"));
    seat.kind = human.toBool() ? SeatKind::Person : remote.toBool() && game.value(QStringLiteral("network")).isObject() ? SeatKind::Remote : SeatKind::Computer;
    // A friend's seat read without its network table is played here by the computer, for the friend.
    seat.standIn = seat.kind == SeatKind::Computer && (standIn.toBool() || remote.toBool());
    seat.name = name.toString();
    const QByteArray level = o.value(QStringLiteral("level")).toString().toLatin1();
    const auto l = ai::levelFromName(std::string_view(level.constData(), level.size()));
    if (!l) return fail(Status::Corrupted, tr("unknown computer level \"%1\"").arg(excerpt(QString::fromLatin1(level))));
    seat.level = *l;
    save->setup.seats.append(seat);
  }

  // A network table kept to continue later (NetworkHost::saveState): read by the table that opens again.
  const QJsonValue network = game.value(QStringLiteral("network"));
  if (!network.isUndefined() && !network.isObject()) return fail(Status::Corrupted, tr("the network table cannot be read"));
  save->network = network.toObject();
  const QJsonValue undo = game.value(QStringLiteral("undo"));
  if (!undo.isUndefined() && !undo.isBool()) return fail(Status::Corrupted, tr("the undo mark cannot be read"));
  save->undoUsed = undo.toBool(false);
  if (!readOrder(game.value(QStringLiteral("order")), save->order))
    return fail(Status::Corrupted, tr("the hand order cannot be read"));

  const QJsonValue handsValue = game.value(QStringLiteral("hands"));
  const QJsonArray hands = handsValue.toArray();
  if (!handsValue.isArray() || hands.size() > kMaxHands) return fail(Status::Corrupted, tr("the hands cannot be read"));
  // Read every move first, then replay the whole log through the engine (gin::Match::replay, the one
  // replay of saves and the controller alike).
  save->log.clear();
  std::vector<std::vector<QString>> texts;  // as written, for messages
  for (int h = 0; h < hands.size(); ++h) {
    const QJsonValue handValue = hands.at(h);
    const QJsonArray actions = handValue.toArray();
    if (!handValue.isArray() || actions.size() > kMaxActionsPerHand)
      return fail(Status::Corrupted, tr("hand %1 cannot be read").arg(h + 1));
    std::vector<Action>& played = save->log.emplace_back();
    std::vector<QString>& written = texts.emplace_back();
    for (int i = 0; i < actions.size(); ++i) {
      const QString text = actions.at(i).toString();
      const auto action = actionFromString(text.toStdString());
      if (!action) return fail(Status::Corrupted, tr("hand %1, move %2 cannot be read: \"%3\"").arg(h + 1).arg(i + 1).arg(excerpt(text)));
      // Exactly as the game writes it: no stray space, no other spelling of the same move.
      if (QString::fromStdString(actionToString(*action)) != text)
        return fail(Status::Corrupted, tr("hand %1, move %2 is not written as this game writes it: \"%3\"")
                                           .arg(h + 1)
                                           .arg(i + 1)
                                           .arg(excerpt(text)));
      played.push_back(*action);
      written.push_back(text);
    }
  }
  // The seeds of a network table's deals, each written as the match seed is; the first is the match seed.
  if (const QJsonValue seeds = game.value(QStringLiteral("deal_seeds")); !seeds.isUndefined()) {
    const QJsonArray list = seeds.toArray();
    if (!seeds.isArray() || list.isEmpty() || list.size() > qsizetype(save->log.size()))
      return fail(Status::Corrupted, tr("the deals' seeds cannot be read"));
    for (int i = 0; i < list.size(); ++i) {
      bool ok = false;
      const QString text = list.at(i).toString();
      const quint64 seed = text.toULongLong(&ok);
      if (!ok || QString::number(seed) != text)
        return fail(Status::Corrupted, tr("the seed of deal %1 \"%2\" is not a number as this game writes it").arg(i + 1).arg(excerpt(text)));
      save->setup.dealSeeds.push_back(seed);
    }
    if (save->setup.dealSeeds.front() != save->setup.seed) return fail(Status::Corrupted, tr("the first deal's seed is not the match seed"));
  }
  const std::vector<std::uint64_t> dealSeeds(save->setup.dealSeeds.begin(), save->setup.dealSeeds.end());
  Match::ReplayError bad;
  std::shared_ptr<const Match> match =
      Match::replay(rules, save->setup.seed, save->log, &bad, dealSeeds.empty() ? nullptr : &dealSeeds);
  if (!match) {
    const int h = bad.deal + 1;
    switch (bad.kind) {
      case Match::ReplayError::Kind::HandNotOver:
        return fail(Status::Illegal, tr("hand %1 starts before hand %2 is over").arg(h).arg(h - 1));
      case Match::ReplayError::Kind::MatchOver:
        return fail(Status::Illegal, tr("hand %1 is played after the end of the match").arg(h));
      case Match::ReplayError::Kind::Refused:
        return fail(Status::Illegal, tr("hand %1, move %2 (%3) is refused: %4")
                                         .arg(h)
                                         .arg(bad.move + 1)
                                         .arg(excerpt(texts[bad.deal][bad.move]), QLatin1String(rejectCode(bad.reject))));
      case Match::ReplayError::Kind::Rules:
      case Match::ReplayError::Kind::None:
        // Checked above already; kept so that no kind goes unanswered.
        return fail(Status::Corrupted, tr("the rules cannot be read: %1").arg(excerpt(QString::fromStdString(bad.rules))));
    }
  }
  if (save->log.empty()) save->log.emplace_back();

  LoadResult r;
  r.status = Status::Ok;
  r.version = static_cast<int>(v);
  r.game = std::move(save);
  r.match = std::move(match);
  return r;
}

namespace {
// Reads a whole regular file of at most `limit` bytes. Anything else is refused before it is read: a
// FIFO would block, /dev/zero or /dev/urandom never end. The open does not block (O_NONBLOCK), the type
// is checked on the opened file itself (fstat), and at most limit + 1 bytes are ever read.
enum class ReadStatus { Ok, Missing, Unreadable, TooLarge };
ReadStatus readRegularFile(const QString& path, qint64 limit, QByteArray* bytes, QString* error) {
  const QByteArray name = QFile::encodeName(path);
  const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    const int e = errno;
    if (e == ENOENT) return ReadStatus::Missing;
    *error = systemError(e);
    return ReadStatus::Unreadable;
  }
  struct FdCloser {
    int fd;
    ~FdCloser() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    *error = systemError(errno);
    return ReadStatus::Unreadable;
  }
  if (!S_ISREG(st.st_mode)) {
    *error = SaveGame::tr("not a regular file");
    return ReadStatus::Unreadable;
  }
  if (st.st_size > limit) return ReadStatus::TooLarge;
  bytes->resize(limit + 1);
  qint64 got = 0;
  while (got < limit + 1) {
    const ssize_t n = ::read(fd, bytes->data() + got, static_cast<size_t>(limit + 1 - got));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      *error = systemError(errno);
      bytes->clear();
      return ReadStatus::Unreadable;
    }
    if (n == 0) break;
    got += n;
  }
  bytes->resize(got);
  return got > limit ? ReadStatus::TooLarge : ReadStatus::Ok;  // it grew while we read it
}

// write(2) until everything is written: a short write is not an error by itself, but it is not done.
bool writeAll(int fd, const QByteArray& bytes, int* error) {
  qint64 done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.constData() + done, static_cast<size_t>(bytes.size() - done));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      *error = n < 0 ? errno : ENOSPC;
      return false;
    }
    done += n;
  }
  return true;
}
}  // namespace

SaveGame::LoadResult SaveGame::load(const QString& path) {
  LoadResult r;
  QByteArray bytes;
  QString error;
  switch (readRegularFile(path, kMaxBytes, &bytes, &error)) {
    case ReadStatus::Missing: r = fail(Status::Missing, QString()); break;
    case ReadStatus::Unreadable: r = fail(Status::Unreadable, error); break;
    case ReadStatus::TooLarge: r = fail(Status::Foreign, tr("the file is too large to be a save")); break;
    case ReadStatus::Ok: r = fromBytes(bytes); break;
  }
  r.path = path;
  return r;
}

bool SaveGame::write(const QString& path, QString* error, int* errnum) const {
  // Every step is checked, and none is trusted alone: on a full disk Qt 6.4's QSaveFile::commit() was
  // seen to report success and leave a 0-byte file. The new save goes to a temporary file next to the
  // old one; it is written, synced, closed, then read back and loaded like the next start-up would.
  // Only a save verified that way is renamed over the previous one (an atomic replace), so until then
  // the last good save stays untouched.
  const QByteArray bytes = toBytes();
  if (errnum) *errnum = 0;
  auto failed = [&](const QString& why, int e = 0) {
    if (error) *error = why;
    if (errnum) *errnum = e;
    return false;
  };
  auto failedWith = [&](int e) { return failed(systemError(e), e); };
  const QFileInfo info(path);
  const QString folder = info.absolutePath();
  if (!QDir().mkpath(folder)) return failed(tr("the folder %1 cannot be created").arg(QDir::toNativeSeparators(folder)));
  // Hidden, and named after the save: a leftover of a crash is never taken for a save, and the next
  // write reuses (truncates) it.
  const QString temp = folder + QStringLiteral("/.") + info.fileName() + QStringLiteral(".new");
  const QByteArray tempName = QFile::encodeName(temp);
  auto removeTemp = [&] { ::unlink(tempName.constData()); };

  // A network table's save holds its invitations' secrets: for this user's eyes only.
  const int fd = ::open(tempName.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, network.isEmpty() ? 0644 : 0600);
  if (fd < 0) return failedWith(errno);
  int e = 0;
  bool ok = writeAll(fd, bytes, &e);
  if (ok && ::fsync(fd) != 0) ok = false, e = errno;
  if (::close(fd) != 0 && ok) ok = false, e = errno;
  if (!ok) {
    removeTemp();
    return failedWith(e);
  }
  // Read back what the disk now holds: exactly our bytes, and a save that loads.
  QByteArray back;
  QString readError;
  if (readRegularFile(temp, kMaxBytes, &back, &readError) != ReadStatus::Ok || back != bytes) {
    removeTemp();
    return failed(tr("the written file does not read back as written"));
  }
  if (const LoadResult verify = fromBytes(back); !verify.ok()) {
    removeTemp();
    return failed(tr("the written file does not load: %1").arg(verify.detail));
  }
  if (::rename(tempName.constData(), QFile::encodeName(path).constData()) != 0) {
    e = errno;
    removeTemp();
    return failedWith(e);
  }
  // The rename itself is on disk only once the folder is synced.
  if (const int dir = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
    const bool synced = ::fsync(dir) == 0;
    e = errno;
    ::close(dir);
    if (!synced && e != EINVAL) return failedWith(e);
  }
  return true;
}

QString SaveGame::moveAside(const QString& path) {
  const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  QString target = path + QStringLiteral(".broken-") + stamp;
  for (int n = 2; QFile::exists(target); ++n) target = path + QStringLiteral(".broken-%1-%2").arg(stamp).arg(n);
  return QFile::rename(path, target) ? target : QString();
}

QString SaveGame::folder() { return Paths::dataFolder(); }

QString SaveGame::autosavePath() { return folder() + QStringLiteral("/autosave.json"); }

QString SaveGame::LoadResult::message() const {
  const QString file = QDir::toNativeSeparators(path);
  switch (status) {
    case Status::Ok: return QString();
    case Status::Missing: return tr("There is no saved game at %1.").arg(file);
    case Status::Unreadable: return tr("The saved game %1 could not be read: %2").arg(file, detail);
    case Status::Foreign: return tr("The file %1 is not a Gin Rummy saved game (%2).").arg(file, detail);
    case Status::Corrupted: return tr("The saved game %1 is damaged and cannot be resumed (%2).").arg(file, detail);
    case Status::NewerVersion:
      return tr("The saved game %1 was written by a newer version of Gin Rummy and cannot be opened by this "
                "version (%2).")
          .arg(file, detail);
    case Status::Illegal:
      return tr("The saved game %1 contains a move the rules do not allow, so it cannot be resumed (%2).")
          .arg(file, detail);
  }
  return QString();
}
