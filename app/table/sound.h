// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Table sounds: the project's own generated WAVs (resources/tools/make_sounds.py) played through
// QSoundEffect when the controller reports a move, a deal or the end of a match.
//
// Every sound is first *requested* (the requested() signal, which the tests watch); it is played
// only when sound is on in the settings and the environment does not ask for silence
// (GIN_SOUND=off, which every test sets). The effects are created on the first sound actually
// played, so a silent run never opens an audio device; a machine without one plays nothing and
// carries on (QSoundEffect reports the failure as its status, never as an error to the player).
#pragma once

#include <QObject>
#include <QPointer>
#include <array>
#include <memory>

class GameController;
class QSoundEffect;

class SoundPlayer : public QObject {
  Q_OBJECT

 public:
  enum class Sound { Draw, Discard, Deal, Knock, Gin, Won, Lost };
  Q_ENUM(Sound)
  static constexpr int kCount = 7;

  explicit SoundPlayer(QObject* parent = nullptr);
  ~SoundPlayer() override;

  // Requests the right sound for every deal and applied action of the controller.
  void follow(GameController* controller);

  // On/off and volume (0..100), read from and written to the settings.
  bool enabled() const { return enabled_; }
  void setEnabled(bool on);
  int volume() const { return volume_; }
  void setVolume(int percent);

  // True when the environment asks for silence (GIN_SOUND=off): nothing is ever played.
  static bool silencedByEnvironment();
  // "qrc:/sounds/draw.wav" and so on.
  static QString sourceOf(Sound s);

 public slots:
  void play(Sound s);

 signals:
  void requested(SoundPlayer::Sound s);

 private:
  void onAction();
  void onDeal();
  QSoundEffect* effect(Sound s);

  QPointer<GameController> controller_;
  bool enabled_ = true;
  int volume_ = 70;
  bool silent_ = false;
  std::array<QSoundEffect*, kCount> effects_{};
};
