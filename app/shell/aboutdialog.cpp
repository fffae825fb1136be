// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/aboutdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtGlobal>

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("aboutDialog"));
  auto* lay = new QVBoxLayout(this);
  label_ = new QLabel(this);
  label_->setObjectName(QStringLiteral("aboutText"));
  label_->setTextFormat(Qt::RichText);
  label_->setWordWrap(true);
  label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  label_->setMinimumWidth(420);
  lay->addWidget(label_);
  auto* box = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
  lay->addWidget(box);
  retranslate();
}

QString AboutDialog::text() const { return label_->text(); }

void AboutDialog::showFor(QWidget* parent) {
  AboutDialog dlg(parent);
  dlg.exec();
}

void AboutDialog::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(e);
}

void AboutDialog::retranslate() {
  setWindowTitle(tr("About Gin Rummy"));
  const QString runtime = QString::fromLatin1(qVersion());
  const QString built = QStringLiteral(QT_VERSION_STR);
  label_->setText(
      tr("<h3>Gin Rummy %1</h3><p>Gin rummy, Oklahoma, Hollywood and poker gin against the computer or a friend.</p>")
          .arg(QStringLiteral(GIN_VERSION)) +
      tr("<p>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). "
         "The program comes with no warranty.</p>") +
      tr("<p>The card deck, the icon, the help pages and all the code of the game are this project's own work.</p>") +
      (runtime == built ? tr("<p>Uses Qt %1.</p>").arg(runtime)
                        : tr("<p>Uses Qt %1 (built with Qt %2).</p>").arg(runtime, built)));
}
