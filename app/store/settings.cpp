// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/settings.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <memory>

#include <sys/stat.h>

namespace {
// Every key, once.
constexpr auto kLanguage = "language";
constexpr auto kPlayerNames = "players/names";
constexpr auto kNetworkName = "network/name";
constexpr auto kHostChoices = "network/hostChoices";
constexpr auto kOpponent = "game/opponent";
constexpr auto kRules = "game/rules";
constexpr auto kAnimation = "display/animationSpeed";
constexpr auto kFourColour = "deck/fourColour";
constexpr auto kBack = "deck/back";
constexpr auto kHints = "game/hints";
constexpr auto kCardSize = "display/cardSize";
constexpr auto kTableColour = "display/tableColour";
constexpr auto kUndo = "game/undo";
constexpr auto kPlayed = "game/played";
constexpr auto kSoundOn = "sound/on";
constexpr auto kSoundVolume = "sound/volume";
constexpr auto kGeometry = "window/geometry";
constexpr auto kState = "window/state";

QVariant get(const char* key, const QVariant& fallback = {}) { return Settings::store()->value(QLatin1String(key), fallback); }
void put(const char* key, const QVariant& value) { Settings::store()->setValue(QLatin1String(key), value); }

// Stored as words, not numbers, so that the file stays readable and reordering the enum is harmless.
constexpr const char* kSpeedNames[] = {"off", "slow", "normal", "fast"};
constexpr const char* kCardSizeNames[] = {"normal", "large", "extra-large"};
constexpr const char* kTableColourNames[] = {"green", "blue", "red", "grey"};
}  // namespace

namespace Settings {

namespace {
// QSettings opens and reads its files whole, blocking: a FIFO in their place would hang the game before
// its window, /dev/zero would eat the memory. So the files QSettings reads for us (ours and the
// organisation-wide one next to it, where QSettings looks) are checked first, without opening them.
bool usable(const QString& path) {
  struct stat st {};
  if (::stat(QFile::encodeName(path).constData(), &st) != 0) return true;  // missing: QSettings creates it
  return S_ISREG(st.st_mode) && st.st_size <= kMaxFileBytes;
}
}  // namespace

std::unique_ptr<QSettings> store() {
  const QString folder = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
  if (usable(filePath()) && usable(folder + QStringLiteral("/ginrummy.conf"))) {
    // Explicit names: the file does not depend on what main() set as organisation name.
    return std::make_unique<QSettings>(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("ginrummy"),
                                       QStringLiteral("ginrummy"));
  }
  // Not a file we can read: this run keeps its preferences in a private file that goes with it, and
  // the one in place is neither read nor replaced.
  static QTemporaryDir fallback;
  static bool warned = false;
  if (!warned) {
    warned = true;
    qWarning("%s is not a regular file of at most %lld bytes; preferences are not kept this time",
             qPrintable(filePath()), static_cast<long long>(kMaxFileBytes));
  }
  return std::make_unique<QSettings>(fallback.filePath(QStringLiteral("ginrummy.conf")), QSettings::IniFormat);
}

QString filePath() {
  return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/ginrummy/ginrummy.conf");
}

QString language() {
  const QString code = get(kLanguage).toString();
  return code == QLatin1String("fi") || code == QLatin1String("en") ? code : QString();
}
void setLanguage(const QString& code) { put(kLanguage, code); }

bool firstStart() {
  const auto s = store();
  for (const char* key : {kPlayed, kRules, kOpponent, kPlayerNames})
    if (s->contains(QLatin1String(key))) return false;
  return !s->childGroups().contains(QStringLiteral("statistics"));
}

void setPlayed() { put(kPlayed, true); }

QStringList playerNames() { return get(kPlayerNames).toStringList(); }
void setPlayerNames(const QStringList& names) { put(kPlayerNames, names); }
namespace {
QString& nameForThisRun() {
  static QString name;
  return name;
}
}  // namespace
QString networkName() {
  if (!nameForThisRun().isEmpty()) return nameForThisRun();
  const QString n = get(kNetworkName).toString();
  return n.isEmpty() ? playerNames().value(0) : n;
}
void setNetworkName(const QString& name) {
  nameForThisRun().clear();
  put(kNetworkName, name);
}
void setNetworkNameForThisRun(const QString& name) { nameForThisRun() = name; }

QVariantMap hostChoices() { return get(kHostChoices).toMap(); }
void setHostChoices(const QVariantMap& choices) { put(kHostChoices, choices); }

gin::ai::Level opponentLevel() {
  const QByteArray name = get(kOpponent).toString().toLatin1();
  return gin::ai::levelFromName(std::string_view(name.constData(), name.size())).value_or(gin::ai::Level::Casual);
}
void setOpponentLevel(gin::ai::Level level) { put(kOpponent, QString::fromLatin1(gin::ai::levelName(level))); }

gin::Rules defaultRules() {
  gin::Rules standard;
  gin::preset("standard", standard);
  const QString text = get(kRules).toString();
  gin::Rules r;
  if (text.isEmpty() || !gin::rulesFromString(text.toStdString(), r) || !gin::rulesValid(r)) return standard;
  return r;
}
void setDefaultRules(const gin::Rules& rules) { put(kRules, QString::fromStdString(gin::rulesToString(rules))); }

AnimationSpeed animationSpeed() {
  const QString name = get(kAnimation).toString();
  for (int i = 0; i < 4; ++i)
    if (name == QLatin1String(kSpeedNames[i])) return static_cast<AnimationSpeed>(i);
  return AnimationSpeed::Normal;
}
void setAnimationSpeed(AnimationSpeed speed) { put(kAnimation, QLatin1String(kSpeedNames[static_cast<int>(speed)])); }

double animationFactor(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::Off: return 0.0;
    case AnimationSpeed::Slow: return 1.6;
    case AnimationSpeed::Normal: return 1.0;
    case AnimationSpeed::Fast: return 0.5;
  }
  return 1.0;
}

bool fourColourDeck() { return get(kFourColour, false).toBool(); }
void setFourColourDeck(bool on) { put(kFourColour, on); }
QString deckBack() {
  const QString back = get(kBack).toString();
  return back == QLatin1String("red") ? back : QStringLiteral("blue");
}
void setDeckBack(const QString& back) { put(kBack, back); }

CardSize cardSize() {
  const QString name = get(kCardSize).toString();
  for (int i = 0; i < 3; ++i)
    if (name == QLatin1String(kCardSizeNames[i])) return static_cast<CardSize>(i);
  return CardSize::Normal;
}
void setCardSize(CardSize size) { put(kCardSize, QLatin1String(kCardSizeNames[static_cast<int>(size)])); }

QStringList tableColours() {
  QStringList out;
  for (const char* c : kTableColourNames) out << QLatin1String(c);
  return out;
}
QString tableColour() {
  const QString c = get(kTableColour).toString();
  return tableColours().contains(c) ? c : QStringLiteral("green");
}
void setTableColour(const QString& colour) { put(kTableColour, colour); }

bool hintsEnabled() { return get(kHints, true).toBool(); }
void setHintsEnabled(bool on) { put(kHints, on); }

bool undoAllowed() { return get(kUndo, true).toBool(); }
void setUndoAllowed(bool on) { put(kUndo, on); }

bool soundOn() { return get(kSoundOn, true).toBool(); }
void setSoundOn(bool on) { put(kSoundOn, on); }
int soundVolume() {
  bool ok = false;
  const int v = get(kSoundVolume, 70).toInt(&ok);
  return ok ? std::clamp(v, 0, 100) : 70;
}
void setSoundVolume(int percent) { put(kSoundVolume, std::clamp(percent, 0, 100)); }

QByteArray windowGeometry() { return get(kGeometry).toByteArray(); }
void setWindowGeometry(const QByteArray& geometry) { put(kGeometry, geometry); }
QByteArray windowState() { return get(kState).toByteArray(); }
void setWindowState(const QByteArray& state) { put(kState, state); }

}  // namespace Settings
