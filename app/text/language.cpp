// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

Language& Language::instance() {
  static Language lang;
  return lang;
}

QString Language::systemDefault() {
  return QLocale::system().language() == QLocale::Finnish ? QStringLiteral("fi") : QStringLiteral("en");
}

bool Language::setLanguage(const QString& code) {
  const QString lang = code == QLatin1String("fi") ? QStringLiteral("fi") : QStringLiteral("en");
  QCoreApplication::removeTranslator(&app_);
  QCoreApplication::removeTranslator(&qt_);
  const bool ok = app_.load(QStringLiteral(":/i18n/ginrummy_%1.qm").arg(lang));
  if (ok) QCoreApplication::installTranslator(&app_);
  if (qt_.load(QStringLiteral("qtbase_%1").arg(lang), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QCoreApplication::installTranslator(&qt_);
  QLocale::setDefault(QLocale(lang == QLatin1String("fi") ? QLocale::Finnish : QLocale::English,
                              lang == QLatin1String("fi") ? QLocale::Finland : QLocale::UnitedKingdom));
  current_ = lang;
  emit changed(lang);
  return ok;
}
