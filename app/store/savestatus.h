// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tells the player when the game in progress is not being saved (a full disk, a read-only folder):
// once, in the status bar, when saving starts failing; a marker in the status bar for as long as it
// fails (the reason in its tooltip); and a message when a save succeeds again. Saving itself is
// retried by the autosave after every move. Nothing blocks: no dialog interrupts the game.
// A window that does not save at all (opened read-only beside another copy, or played without saving
// because the folder cannot be written) shows a marker that says so for as long as it is open.
#pragma once

#include <QLabel>

class Autosave;
class QMainWindow;
class QStatusBar;

class SaveStatus : public QLabel {
  Q_OBJECT

 public:
  // Adds the marker to the window's status bar and follows the autosave. The window owns it.
  static SaveStatus* attach(Autosave* autosave, QMainWindow* window);

  explicit SaveStatus(QStatusBar* bar);
  bool failing() const { return failing_; }

  // `message`: the autosave's sentence (with the file), `reason`: the short cause ("No space left on device"),
  // `advice`: what the player can do, or empty.
  void saveFailed(const QString& message, const QString& reason, const QString& advice = QString());
  void saved();
  // The window does not save at all; `why` says why (the tooltip).
  void setReadOnly(bool on, const QString& why);
  bool readOnly() const { return readOnly_; }

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  QStatusBar* bar_;
  bool failing_ = false;
  bool readOnly_ = false;
  QString reason_;
};
