// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tells screen readers a sentence at the moment it happens (a move, a hint, a refusal, the result),
// without taking the keyboard focus from where the player is (the table). One object per window: the
// status line and the table give it their sentences; nothing else in the game knows how it is done.
//
// How it is done depends on what reaches the screen reader (docs/accessibility.md, "What reaches Orca"):
// - Qt 6.8 and later: Qt's own announcement event (QAccessibleAnnouncementEvent, AT-SPI's
//   object:announcement), which later Orca versions speak as they are (Orca 43 has no handler for it).
// - Before Qt 6.8 (Debian 12's Qt 6.4 drops QAccessible::Alert and has no announcement event): a hidden
//   object with the Notification role whose name is the sentence, shown anew for every sentence.
//   Orca 43 speaks "notification <sentence>". One object would lose the first of two sentences that
//   come within milliseconds (a move and the computer's reply): Orca reads the name when it handles
//   the event, or drops a showing event when a newer one of the same object waits behind it. So
//   consecutive sentences go through different objects of a small ring.
#pragma once

#include <QObject>
#include <QList>
#include <QPointer>
#include <QString>

class QWidget;

namespace a11y {

class Announcer : public QObject {
  Q_OBJECT

 public:
  // `host`: the widget the announcements belong to (the status line); the hidden notification objects
  // are its children (object name "announcement"), so that they have a place in the tree.
  explicit Announcer(QWidget* host);

  // Says `sentence` to screen readers now (nothing when no screen reader listens, or it is empty).
  void announce(const QString& sentence);

 private:
  QPointer<QWidget> host_;
  QList<QWidget*> ring_;  // the hidden notification objects (before Qt 6.8)
  int next_ = 0;
};

}  // namespace a11y
