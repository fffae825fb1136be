// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: the one place that knows the QSettings keys and their defaults. Everything else asks
// here, so a key is never spelled twice and a default never differs between two screens.
// Stored with QSettings (native format, ~/.config/ginrummy/ginrummy.conf on Linux).
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <memory>

#include "ai/ai.h"
#include "rules.h"

class QSettings;

namespace Settings {

// The settings store. Tests point it elsewhere with XDG_CONFIG_HOME or QStandardPaths test mode.
// A settings file that is not a regular file (a FIFO, a device) or is larger than kMaxFileBytes is
// never opened: the run then keeps its preferences in a temporary file (and says so on stderr).
std::unique_ptr<QSettings> store();
// Where store() keeps the preferences normally (what QSettings computes for it).
QString filePath();
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;  // a real one is a few kilobytes

// "fi" or "en"; empty until the player chooses (then the system language is used).
QString language();
void setLanguage(const QString& code);

// Names of the people at the table, by seat; an empty entry means the default name.
QStringList playerNames();
void setPlayerNames(const QStringList& names);

// The name a player goes by at a network table (hosting or joining); empty: the first seat's name.
// A name given for this run (`--player NAME`) comes first and is not stored; a name typed into the
// Host or Join dialog is stored and replaces it.
QString networkName();
void setNetworkName(const QString& name);
void setNetworkNameForThisRun(const QString& name);

// The Host dialog's last choices (game, players, seats, grace period, what follows it, the address in
// the invitations), as that dialog reads and writes them: the same table is hosted again with a click.
QVariantMap hostChoices();
void setHostChoices(const QVariantMap& choices);

// The first start: nothing was ever played or chosen for a game (the welcome page shows then). A
// language chosen alone does not count. setPlayed() marks that a game was started.
bool firstStart();
void setPlayed();

// Computer opponent level of a new game (default Casual).
gin::ai::Level opponentLevel();
void setOpponentLevel(gin::ai::Level level);

// Rules of a new game (default: the "standard" preset). A stored value that no longer reads or is not
// playable falls back to the default.
gin::Rules defaultRules();
void setDefaultRules(const gin::Rules& rules);

// Animation speed: a factor every animation duration is multiplied by. Off = 0 (no animation).
enum class AnimationSpeed { Off, Slow, Normal, Fast };
AnimationSpeed animationSpeed();
void setAnimationSpeed(AnimationSpeed speed);
double animationFactor(AnimationSpeed speed);

// The deck: four colours (clubs green, diamonds blue) and the back design ("blue" or "red").
bool fourColourDeck();
void setFourColourDeck(bool on);
QString deckBack();
void setDeckBack(const QString& back);

// Card size on the table: larger cards leave less room to the other seats' row and overlap the own
// hand more (app/table/tablelayout.cpp). Remembered by name.
enum class CardSize { Normal, Large, ExtraLarge };
CardSize cardSize();
void setCardSize(CardSize size);
// The table's cloth: "green" (default), "blue", "red" or "grey".
QString tableColour();
void setTableColour(const QString& colour);
QStringList tableColours();

// Hints (the "what would the computer do" button) offered.
bool hintsEnabled();
void setHintsEnabled(bool on);

// Undo (Game > Undo) offered (default on).
bool undoAllowed();
void setUndoAllowed(bool on);

// Table sounds on/off (default on) and their volume, 0..100 (default 70).
bool soundOn();
void setSoundOn(bool on);
int soundVolume();
void setSoundVolume(int percent);

// Main window geometry and state (QWidget::saveGeometry / QMainWindow::saveState).
QByteArray windowGeometry();
void setWindowGeometry(const QByteArray& geometry);
QByteArray windowState();
void setWindowState(const QByteArray& state);

}  // namespace Settings
