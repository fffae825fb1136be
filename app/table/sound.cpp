// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/sound.h"

#include <QSoundEffect>
#include <QUrl>

#include "game/gamecontroller.h"
#include "store/settings.h"

using namespace gin;

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) {
  enabled_ = Settings::soundOn();
  volume_ = Settings::soundVolume();
  silent_ = silencedByEnvironment();
}

SoundPlayer::~SoundPlayer() = default;

bool SoundPlayer::silencedByEnvironment() { return qEnvironmentVariable("GIN_SOUND") == QLatin1String("off"); }

QString SoundPlayer::sourceOf(Sound s) {
  static const char* const names[kCount] = {"draw", "discard", "deal", "knock", "gin", "won", "lost"};
  return QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(names[static_cast<int>(s)]));
}

void SoundPlayer::setEnabled(bool on) {
  enabled_ = on;
  Settings::setSoundOn(on);
}

void SoundPlayer::setVolume(int percent) {
  volume_ = std::clamp(percent, 0, 100);
  Settings::setSoundVolume(volume_);
  for (QSoundEffect* e : effects_)
    if (e) e->setVolume(volume_ / 100.0);
}

void SoundPlayer::follow(GameController* controller) {
  if (controller_) disconnect(controller_, nullptr, this, nullptr);
  controller_ = controller;
  connect(controller, &GameController::actionApplied, this, &SoundPlayer::onAction);
  connect(controller, &GameController::matchStarted, this, &SoundPlayer::onDeal);
}

void SoundPlayer::onDeal() { play(Sound::Deal); }

void SoundPlayer::onAction() {
  const SeatView& v = controller_->view();
  if (v.history.empty()) return;
  switch (v.history.back().type) {
    case ActionType::TakeUpcard:
    case ActionType::DrawStock:
    case ActionType::DrawDiscard: play(Sound::Draw); break;
    case ActionType::Discard: play(Sound::Discard); break;
    case ActionType::Knock: play(v.knockerGin ? Sound::Gin : Sound::Knock); break;
    case ActionType::BigGin: play(Sound::Gin); break;
    case ActionType::PassUpcard:
    case ActionType::Layoff: break;
  }
  if (!controller_->matchOver()) return;
  // The match is decided by this move: won when a person at this screen won it (hot seat: someone did).
  const int winner = controller_->sheet().matchWinner();
  play(controller_->atThisScreen(winner) ? Sound::Won : Sound::Lost);
}

QSoundEffect* SoundPlayer::effect(Sound s) {
  QSoundEffect*& e = effects_[static_cast<int>(s)];
  if (!e) {
    e = new QSoundEffect(this);
    e->setSource(QUrl(sourceOf(s)));
    e->setVolume(volume_ / 100.0);
  }
  return e;
}

void SoundPlayer::play(Sound s) {
  emit requested(s);
  if (!enabled_ || silent_ || volume_ == 0) return;
  QSoundEffect* e = effect(s);
  if (e->status() == QSoundEffect::Error) return;  // no device or no decoder: stay silent
  e->play();
}
