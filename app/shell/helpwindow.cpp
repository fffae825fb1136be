// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/helpwindow.h"

#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QKeyEvent>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "text/language.h"
#include "shell/screenfit.h"

HelpWindow* HelpWindow::open(QWidget* owner, const QString& topic) {
  auto* w = owner->findChild<HelpWindow*>(QString(), Qt::FindDirectChildrenOnly);
  if (!w) w = new HelpWindow(owner);
  w->showTopic(topic);
  w->show();
  w->raise();
  w->activateWindow();
  // The page has the keys: arrows and Page Down scroll it, a screen reader reads it (Close had them).
  w->browser_->setFocus();
  return w;
}

HelpWindow::HelpWindow(QWidget* owner) : QWidget(owner, Qt::Window) {
  // A child of the main window so that it closes with it, but a window of its own, not modal.
  setObjectName(QStringLiteral("helpWindow"));
  auto* lay = new QVBoxLayout(this);
  browser_ = new QTextBrowser(this);
  browser_->setOpenExternalLinks(true);
  // A caret the arrows move, line by line: a screen reader reads the line it reaches (without one the
  // arrows only scrolled and Orca said nothing after the page's first words: a blind player's play-test).
  browser_->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
  lay->addWidget(browser_);
  auto* box = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(box, &QDialogButtonBox::rejected, this, &QWidget::close);
  lay->addWidget(box);
  resizeWithinScreen(this, QSize(720, 640));
}

void HelpWindow::showTopic(const QString& topic) {
  topic_ = topic;
  load();
}

void HelpWindow::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_Escape) {
    close();
    return;
  }
  QWidget::keyPressEvent(e);
}

void HelpWindow::closeEvent(QCloseEvent* e) {
  QWidget::closeEvent(e);
  // The keys go back to the table: closed where no window manager passes the focus on, a screen
  // reader's player was left with no window to type into.
  if (QWidget* owner = parentWidget(); owner && owner->isVisible()) owner->activateWindow();
}

void HelpWindow::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange && !topic_.isEmpty()) load();
  QWidget::changeEvent(e);
}

void HelpWindow::load() {
  const QString lang = Language::instance().current().isEmpty() ? QStringLiteral("en") : Language::instance().current();
  QString path = QStringLiteral(":/help/%1_%2.html").arg(topic_, lang);
  if (!QFile::exists(path)) path = QStringLiteral(":/help/%1_en.html").arg(topic_);
  setWindowTitle(topic_ == QLatin1String("rules")      ? tr("Rules")
                 : topic_ == QLatin1String("strategy") ? tr("Strategy")
                                                       : tr("Keys"));
  if (QFile::exists(path)) {
    browser_->setSource(QUrl(QStringLiteral("qrc") + path));
  } else {
    browser_->clear();
    browser_->setPlainText(tr("This help page is not available."));
  }
}
