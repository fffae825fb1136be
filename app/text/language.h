// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The user-interface language: Finnish or English, switchable at run time.
#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

class Language : public QObject {
  Q_OBJECT

 public:
  static Language& instance();
  // "fi" or "en". Installs our translation and Qt's own (qtbase_fi) and posts LanguageChange to every
  // widget, so that widgets re-translate themselves in changeEvent().
  bool setLanguage(const QString& code);
  QString current() const { return current_; }
  // Finnish if the system locale is Finnish, otherwise English.
  static QString systemDefault();

 signals:
  void changed(const QString& code);

 private:
  Language() = default;
  QString current_;
  QTranslator app_;
  QTranslator qt_;
};
