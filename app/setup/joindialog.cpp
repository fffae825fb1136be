// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/joindialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "protocol.h"
#include "store/settings.h"

using namespace gin::net;

namespace {
// The words of a variant as the host's table announces it (a preset's name).
QString variantText(const QString& v) {
  if (v == QLatin1String("standard")) return JoinDialog::tr("Standard gin rummy");
  if (v == QLatin1String("oklahoma")) return JoinDialog::tr("Oklahoma gin");
  if (v == QLatin1String("hollywood") || v == QLatin1String("hollywood-oklahoma")) return JoinDialog::tr("Hollywood scoring");
  if (v == QLatin1String("poker")) return JoinDialog::tr("Poker gin rummy");
  if (v == QLatin1String("20-point")) return JoinDialog::tr("20-point gin");
  if (v == QLatin1String("eaai")) return JoinDialog::tr("Tournament gin (EAAI)");
  return JoinDialog::tr("Own rules");
}
}  // namespace

JoinDialog::JoinDialog(QWidget* parent) : QDialog(parent), targets_(LanBrowser::broadcastAddresses()) {
  setObjectName(QStringLiteral("joinDialog"));
  auto* lay = new QVBoxLayout(this);
  intro_ = new QLabel(this);
  intro_->setWordWrap(true);
  lay->addWidget(intro_);
  auto* form = new QFormLayout;
  lay->addLayout(form);
  linkLabel_ = new QLabel(this);
  link_ = new QLineEdit(this);
  link_->setObjectName(QStringLiteral("joinLink"));
  link_->setPlaceholderText(QStringLiteral("ginrummy://…"));
  link_->setMinimumWidth(420);
  linkLabel_->setBuddy(link_);
  form->addRow(linkLabel_, link_);
  linkStatus_ = new QLabel(this);
  linkStatus_->setObjectName(QStringLiteral("joinLinkStatus"));
  linkStatus_->setWordWrap(true);
  form->addRow(QString(), linkStatus_);
  nameLabel_ = new QLabel(this);
  name_ = new QLineEdit(Settings::networkName(), this);
  name_->setObjectName(QStringLiteral("joinName"));
  name_->setMaxLength(kMaxNameLength);
  nameLabel_->setBuddy(name_);
  form->addRow(nameLabel_, name_);
  lanLabel_ = new QLabel(this);
  lay->addWidget(lanLabel_);
  tables_ = new QListWidget(this);
  tables_->setObjectName(QStringLiteral("joinTables"));
  tables_->setMinimumHeight(90);
  lanLabel_->setBuddy(tables_);
  lay->addWidget(tables_);
  auto* lanButtons = new QHBoxLayout;
  refresh_ = new QPushButton(this);
  refresh_->setObjectName(QStringLiteral("joinRefresh"));
  ask_ = new QPushButton(this);
  ask_->setObjectName(QStringLiteral("joinAsk"));
  lanButtons->addWidget(refresh_);
  lanButtons->addStretch();
  lanButtons->addWidget(ask_);
  lay->addLayout(lanButtons);
  knockStatus_ = new QLabel(this);
  knockStatus_->setObjectName(QStringLiteral("joinKnockStatus"));
  knockStatus_->setWordWrap(true);
  lay->addWidget(knockStatus_);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  lay->addWidget(buttons_);

  connect(link_, &QLineEdit::textChanged, this, &JoinDialog::validate);
  // A link pasted is the way in: no table of the network list stays highlighted beside it (which of the
  // two Join used was not clear: a network play-test).
  connect(link_, &QLineEdit::textChanged, this, [this](const QString& t) {
    if (t.trimmed().isEmpty()) return;
    tables_->setCurrentRow(-1);
    tables_->clearSelection();
  });
  connect(name_, &QLineEdit::textChanged, this, &JoinDialog::validate);
  connect(refresh_, &QPushButton::clicked, this, &JoinDialog::searchLan);
  connect(ask_, &QPushButton::clicked, this, &JoinDialog::askToJoin);
  connect(tables_, &QListWidget::itemDoubleClicked, this, &JoinDialog::askToJoin);
  connect(tables_, &QListWidget::currentRowChanged, this, &JoinDialog::validate);
  connect(&browser_, &LanBrowser::found, this, &JoinDialog::onFound);
  connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
    const ParsedLink p = parseInvitation(link_->text());
    if (!p.invitation || playerName().isEmpty()) return;
    invitation_ = p.invitation;
    Settings::setNetworkName(playerName());
    accept();
  });
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  retranslate();
  validate();
  searchLan();
}

JoinDialog::~JoinDialog() = default;

QPushButton* JoinDialog::joinButton() const { return buttons_->button(QDialogButtonBox::Ok); }

QString JoinDialog::playerName() const { return name_->text().trimmed(); }

void JoinDialog::setDiscoveryTargets(const QList<QHostAddress>& targets, quint16 port) {
  targets_ = targets;
  discoveryPort_ = port;
}

void JoinDialog::searchLan() {
  ads_.clear();
  tables_->clear();
  browser_.query(targets_, discoveryPort_);
  validate();
}

void JoinDialog::onFound(const TableAd& ad) {
  // One entry per table (several broadcast addresses reach the same host).
  for (const TableAd& a : ads_)
    if (a.address.isEqual(ad.address, QHostAddress::TolerantConversion) && a.port == ad.port) return;
  ads_ << ad;
  auto* item = new QListWidgetItem(tr("%1 · %2 · %3 players · free seats: %4 · %5")
                                       .arg(ad.name, variantText(ad.variant))
                                       .arg(ad.players)
                                       .arg(ad.free)
                                       .arg(QHostAddress(ad.address.toIPv4Address()).toString()),
                                   tables_);
  if (ad.free <= 0) item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
  if (tables_->currentRow() < 0 && ad.free > 0 && link_->text().trimmed().isEmpty()) tables_->setCurrentItem(item);
  validate();
}

void JoinDialog::askToJoin() {
  const int row = tables_->currentRow();
  if (row < 0 || row >= ads_.size() || knock_ || playerName().isEmpty()) return;
  const TableAd ad = ads_[row];
  const QString host = ad.address.protocol() == QAbstractSocket::IPv6Protocol && ad.address.toIPv4Address()
                           ? QHostAddress(ad.address.toIPv4Address()).toString()
                           : ad.address.toString();
  knock_ = new Knock(host, ad.port, playerName(), this);
  knockStatus_->setText(tr("Asking %1 to let you in…").arg(ad.name));
  connect(knock_, &Knock::admitted, this, [this](const Invitation& inv) {
    invitation_ = inv;
    Settings::setNetworkName(playerName());
    knock_->deleteLater();
    accept();
  });
  connect(knock_, &Knock::refused, this, [this, ad](const QString& code, const QString&) {
    knockStatus_->setText(code == QLatin1String("declined") ? tr("%1 did not let you in.").arg(ad.name)
                          : code == QLatin1String("busy")   ? tr("%1 has too many asking at once: try again in a moment.").arg(ad.name)
                                                            : tr("The table could not be reached (%1).").arg(code));
    knock_->deleteLater();
    knock_ = nullptr;  // another table may be asked now
    validate();
  });
  validate();
}

QString JoinDialog::linkProblem(LinkError e) {
  switch (e) {
    case LinkError::None: return QString();
    case LinkError::NotALink: return tr("This is not an invitation: an invitation starts with ginrummy://");
    case LinkError::BadHost: return tr("The invitation does not say which computer the table is on. Copy the whole link again.");
    case LinkError::BadPort: return tr("The invitation's port is missing or wrong. Copy the whole link again.");
    case LinkError::BadId: return tr("The invitation's seat is missing or damaged. Copy the whole link again.");
    case LinkError::BadSecret: return tr("The invitation's secret is missing or cut short. Copy the whole link again.");
    case LinkError::Extra: return tr("Something follows the invitation. Copy exactly the link, nothing after it.");
  }
  return QString();
}

void JoinDialog::validate() {
  const QString text = link_->text().trimmed();
  const ParsedLink p = parseInvitation(text);
  if (text.isEmpty()) linkStatus_->setText(tr("Paste the invitation your friend sent you."));
  else if (p.invitation) linkStatus_->setText(tr("An invitation to a table at %1, port %2.").arg(p.invitation->host).arg(p.invitation->port));
  else linkStatus_->setText(linkProblem(p.error));
  linkStatus_->setProperty("bad", !text.isEmpty() && !p.invitation);
  linkStatus_->setStyleSheet(!text.isEmpty() && !p.invitation ? QStringLiteral("color: #b00020;") : QString());
  const bool named = !playerName().isEmpty();
  joinButton()->setEnabled(p.invitation.has_value() && named);
  const int row = tables_->currentRow();
  ask_->setEnabled(named && !knock_ && row >= 0 && row < ads_.size() && ads_[row].free > 0);
}

void JoinDialog::retranslate() {
  setWindowTitle(tr("Join a network game"));
  intro_->setText(tr("Paste the invitation a friend sent you, or ask to join a table on this local network."));
  linkLabel_->setText(tr("&Invitation:"));
  nameLabel_->setText(tr("Your &name:"));
  lanLabel_->setText(tr("&Tables on this network:"));
  refresh_->setText(tr("&Search again"));
  ask_->setText(tr("&Ask to join"));
  joinButton()->setText(tr("&Join"));
  validate();
}

void JoinDialog::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(e);
}
