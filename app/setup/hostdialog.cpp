// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/hostdialog.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "game/seatnames.h"
#include "protocol.h"
#include "store/settings.h"

using namespace setupchoices;
using gin::ai::Level;

namespace {
constexpr int kMaxSeats = 5;
const Game kGames[] = {Game::Classic, Game::Oklahoma, Game::Hollywood, Game::Poker};

// Minutes with the word that fits the number ("1 minute", "3 minutes"; a suffix said "1 minutes").
class MinutesBox : public QSpinBox {
 public:
  explicit MinutesBox(QWidget* parent) : QSpinBox(parent) {
    // A number typed alone gets its word once the box is left.
    connect(this, &QAbstractSpinBox::editingFinished, this, [this] { setSuffix(QString()); });
  }

 protected:
  QString textFromValue(int v) const override {
    return QCoreApplication::translate("HostDialog", "%n minute(s)", nullptr, v);
  }
  int valueFromText(const QString& text) const override { return leadingNumber(text); }
  QValidator::State validate(QString& input, int&) const override {
    const int n = leadingNumber(input);
    return n >= minimum() && n <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
  }

 private:
  static int leadingNumber(const QString& text) {
    const QString t = text.trimmed();
    int i = 0;
    while (i < t.size() && t[i].isDigit()) ++i;
    bool ok = false;
    const int n = t.left(i).toInt(&ok);
    return ok ? n : -1;
  }
};
}  // namespace

HostDialog::HostDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("hostDialog"));
  auto* lay = new QVBoxLayout(this);
  form_ = new QFormLayout;
  lay->addLayout(form_);
  nameLabel_ = new QLabel(this);
  name_ = new QLineEdit(Settings::networkName(), this);
  name_->setObjectName(QStringLiteral("hostName"));
  name_->setMaxLength(gin::net::kMaxNameLength);
  nameLabel_->setBuddy(name_);
  form_->addRow(nameLabel_, name_);
  gameLabel_ = new QLabel(this);
  game_ = new QComboBox(this);
  game_->setObjectName(QStringLiteral("hostGame"));
  for (int i = 0; i < 4; ++i) game_->addItem(QString(), int(kGames[i]));
  gameLabel_->setBuddy(game_);
  form_->addRow(gameLabel_, game_);
  playersLabel_ = new QLabel(this);
  players_ = new QSpinBox(this);
  players_->setObjectName(QStringLiteral("hostPlayers"));
  players_->setRange(3, kMaxSeats);
  players_->setValue(3);
  playersLabel_->setBuddy(players_);
  form_->addRow(playersLabel_, players_);
  for (int s = 1; s < kMaxSeats; ++s) {
    auto* label = new QLabel(this);
    auto* box = new QComboBox(this);
    box->setObjectName(QStringLiteral("hostSeat%1").arg(s + 1));
    for (int i = 0; i <= kLevelCount; ++i) box->addItem(QString());
    // The second seat is a friend's (that is why one hosts); more seats: computers unless chosen.
    box->setCurrentIndex(s == 1 ? 0 : 1 + opponentOf(Level::Casual));
    label->setBuddy(box);
    form_->addRow(label, box);
    seatLabels_ << label;
    seats_ << box;
  }
  graceLabel_ = new QLabel(this);
  grace_ = new MinutesBox(this);
  grace_->setObjectName(QStringLiteral("hostGrace"));
  grace_->setRange(1, 30);
  grace_->setValue(3);
  graceLabel_->setBuddy(grace_);
  form_->addRow(graceLabel_, grace_);
  afterGraceLabel_ = new QLabel(this);
  afterGrace_ = new QComboBox(this);
  afterGrace_->setObjectName(QStringLiteral("hostAfterGrace"));
  afterGrace_->addItem(QString());
  afterGrace_->addItem(QString());
  afterGraceLabel_->setBuddy(afterGrace_);
  form_->addRow(afterGraceLabel_, afterGrace_);
  addressLabel_ = new QLabel(this);
  address_ = new QComboBox(this);
  address_->setObjectName(QStringLiteral("hostAddress"));
  address_->setEditable(true);
  address_->addItems(NetworkHost::hostAddresses());
  address_->setCurrentIndex(0);
  addressLabel_->setBuddy(address_);
  form_->addRow(addressLabel_, address_);
  note_ = new QLabel(this);
  note_->setWordWrap(true);
  lay->addWidget(note_);
  error_ = new QLabel(this);
  error_->setObjectName(QStringLiteral("hostError"));
  error_->setWordWrap(true);
  error_->setStyleSheet(QStringLiteral("color: #b00020;"));
  // Its room is kept when it is empty: the dialog must not shrink under the pointer as the name is typed
  // (the Host button moved away from a click).
  error_->setMinimumHeight(2 * error_->fontMetrics().lineSpacing());
  lay->addWidget(error_);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  lay->addWidget(buttons_);
  connect(buttons_, &QDialogButtonBox::accepted, this, &HostDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &HostDialog::reject);
  connect(game_, &QComboBox::currentIndexChanged, this, &HostDialog::updateShown);
  connect(players_, &QSpinBox::valueChanged, this, &HostDialog::updateShown);
  for (QComboBox* b : seats_) connect(b, &QComboBox::currentIndexChanged, this, &HostDialog::updateShown);
  connect(name_, &QLineEdit::textChanged, this, &HostDialog::updateShown);
  connect(address_, &QComboBox::currentTextChanged, this, &HostDialog::updateShown);
  retranslate();
  // After the texts: a combo box keeps the size it first measured, and before them it measured none
  // (the Finnish dialog opened too narrow, its choices cut).
  restoreChoices();
  updateShown();
}

// The last table hosted comes back as it was chosen (a playtest typed its address again after every
// question): each value only where it still fits the dialog.
void HostDialog::restoreChoices() {
  const QVariantMap c = Settings::hostChoices();
  const auto pick = [](QComboBox* box, const QVariant& value) {
    bool ok = false;
    const int i = value.toInt(&ok);
    if (ok && i >= 0 && i < box->count()) box->setCurrentIndex(i);
  };
  pick(game_, c.value(QStringLiteral("game")));
  if (const int n = c.value(QStringLiteral("players")).toInt(); n >= players_->minimum() && n <= players_->maximum()) players_->setValue(n);
  const QVariantList seats = c.value(QStringLiteral("seats")).toList();
  for (int s = 0; s < int(seats_.size()) && s < int(seats.size()); ++s) pick(seats_[s], seats[s]);
  if (const int g = c.value(QStringLiteral("grace")).toInt(); g >= grace_->minimum() && g <= grace_->maximum()) grace_->setValue(g);
  pick(afterGrace_, c.value(QStringLiteral("afterGrace")));
  if (const QString a = c.value(QStringLiteral("address")).toString().trimmed(); !a.isEmpty()) address_->setEditText(a);
}

void HostDialog::storeChoices() const {
  QVariantList seats;
  for (const QComboBox* box : seats_) seats << box->currentIndex();
  Settings::setHostChoices({{QStringLiteral("game"), game_->currentIndex()},
                            {QStringLiteral("players"), players_->value()},
                            {QStringLiteral("seats"), seats},
                            {QStringLiteral("grace"), grace_->value()},
                            {QStringLiteral("afterGrace"), afterGrace_->currentIndex()},
                            {QStringLiteral("address"), address_->currentText().trimmed()}});
}

Game HostDialog::game() const { return static_cast<Game>(game_->currentData().toInt()); }

NetworkHost::Options HostDialog::options() const {
  NetworkHost::Options o;
  o.name = name_->text().trimmed();
  const Game g = game();
  o.setup.rules = rulesOf(g, g == Game::Poker ? players_->value() : 2);
  const int players = o.setup.rules.players;
  o.setup.seats.resize(players);
  o.setup.seats[0].kind = SeatKind::Person;
  o.setup.seats[0].name = o.name;
  for (int s = 1; s < players; ++s) {
    const int choice = seats_[s - 1]->currentIndex();
    SeatSetup& seat = o.setup.seats[s];
    seat.kind = choice == 0 ? SeatKind::Remote : SeatKind::Computer;
    seat.level = choice == 0 ? Level::Casual : level(choice - 1);
  }
  o.graceSeconds = grace_->value() * 60;
  o.computerAfterGrace = afterGrace_->currentIndex() == 0;
  o.takeoverLevel = Level::Casual;
  o.hostAddress = address_->currentText().trimmed();
  return o;
}

QString HostDialog::error() const {
  const NetworkHost::Options o = options();
  if (o.name.isEmpty()) return tr("Write your name: your friends see it at the table.");
  bool friendSeat = false;
  for (const SeatSetup& s : o.setup.seats) friendSeat = friendSeat || s.kind == SeatKind::Remote;
  if (!friendSeat) return tr("Choose at least one seat for a friend.");
  if (o.hostAddress.isEmpty() || o.hostAddress.contains(QLatin1Char(' ')) || o.hostAddress.contains(QLatin1Char('/')))
    return tr("Write the address your friends reach this computer at.");
  return QString();
}

void HostDialog::accept() {
  if (!error().isEmpty()) return;
  Settings::setNetworkName(name_->text().trimmed());
  storeChoices();
  QDialog::accept();
}

void HostDialog::updateShown() {
  const bool poker = game() == Game::Poker;
  const int players = poker ? players_->value() : 2;
  form_->setRowVisible(players_, poker);
  for (int s = 1; s < kMaxSeats; ++s) form_->setRowVisible(seats_[s - 1], s < players);
  const QString why = error();
  error_->setText(why);
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
  adjustSize();
}

void HostDialog::retranslate() {
  setWindowTitle(tr("Host a network game"));
  nameLabel_->setText(tr("Your &name:"));
  gameLabel_->setText(tr("&Game:"));
  const QString games[] = {tr("Standard gin rummy"), tr("Oklahoma gin"), tr("Hollywood scoring"), tr("Poker gin rummy")};
  for (int i = 0; i < 4; ++i) game_->setItemText(i, games[i]);
  playersLabel_->setText(tr("&Players:"));
  for (int s = 1; s < kMaxSeats; ++s) {
    seatLabels_[s - 1]->setText(tr("Seat %1:").arg(s + 1));
    seats_[s - 1]->setItemText(0, tr("A friend (gets an invitation)"));
    for (int i = 0; i < kLevelCount; ++i) seats_[s - 1]->setItemText(1 + i, tr("Computer: %1").arg(seatnames::levelTitle(level(i))));
  }
  graceLabel_->setText(tr("&Wait for a dropped line:"));
  grace_->setSuffix(QString());  // shows its number's words again, in the new language
  afterGraceLabel_->setText(tr("&After that:"));
  afterGrace_->setItemText(0, tr("A computer player takes the seat"));
  afterGrace_->setItemText(1, tr("The table waits for the friend"));
  addressLabel_->setText(tr("&Address in the invitations:"));
  note_->setText(tr("Each friend's seat gets an invitation, a link to send them. The match starts when every friend "
                    "has joined. Friends on this local network can also find the table and ask to join."));
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Host"));
  updateShown();
}

void HostDialog::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(e);
}
