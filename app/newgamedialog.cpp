#include "newgamedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "settings.h"

using namespace gin;
using gin::ai::Level;

namespace {
// The levels a person chooses from; the reference players are for measurements.
const Level kLevels[] = {Level::Beginner, Level::Casual, Level::Strong, Level::Expert};
constexpr auto kModeKey = "newgame/mode";
constexpr auto kPokerLevelsKey = "newgame/pokerLevels";

int levelIndex(Level l) {
  for (int i = 0; i < 4; ++i)
    if (kLevels[i] == l) return i;
  return 1;
}
}  // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
  auto* tabs = new QTabWidget(this);
  auto* players = new QWidget;
  auto* rulesTab = new QWidget;
  tabs->addTab(players, QString());
  tabs->addTab(rulesTab, QString());

  auto label = [this](const char* text) {
    auto* l = new QLabel;
    l->setProperty("source", QByteArray(text));
    labels_.push_back(l);
    return l;
  };
  auto spin = [](int lo, int hi) {
    auto* s = new QSpinBox;
    s->setRange(lo, hi);
    return s;
  };

  auto* pf = new QFormLayout(players);
  mode_ = new QComboBox;
  mode_->addItems({QString(), QString(), QString()});
  pf->addRow(label(QT_TR_NOOP("&Opponent:")), mode_);
  level_ = new QComboBox;
  for (int i = 0; i < 4; ++i) level_->addItem(QString());
  pf->addRow(label(QT_TR_NOOP("Computer &level:")), level_);
  levelAbout_ = new QLabel;
  levelAbout_->setWordWrap(true);
  levelAbout_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  levelAbout_->setObjectName(QStringLiteral("levelAbout"));
  pf->addRow(QString(), levelAbout_);
  connect(level_, &QComboBox::currentIndexChanged, this,
          [this](int i) { levelAbout_->setText(level_->itemData(i, Qt::ToolTipRole).toString()); });
  name1_ = new QLineEdit;
  name1_->setMaxLength(SeatSetup::kMaxNameLength);
  pf->addRow(label(QT_TR_NOOP("&Your name:")), name1_);
  name2_ = new QLineEdit;
  name2_->setMaxLength(SeatSetup::kMaxNameLength);
  pf->addRow(label(QT_TR_NOOP("&Second player:")), name2_);
  pokerPlayers_ = spin(2, 5);
  pf->addRow(label(QT_TR_NOOP("&Players at the table:")), pokerPlayers_);
  for (int s = 1; s < 5; ++s) {
    auto* c = new QComboBox;
    for (int i = 0; i < 4; ++i) c->addItem(QString());
    pokerLevels_.push_back(c);
    auto* l = new QLabel;
    l->setProperty("seat", s + 1);
    labels_.push_back(l);
    pf->addRow(l, c);
  }
  seed_ = new QLineEdit;
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,15}")), seed_));
  pf->addRow(label(QT_TR_NOOP("&Game number:")), seed_);

  auto* rf = new QFormLayout(rulesTab);
  preset_ = new QComboBox;
  for (std::size_t i = 0; i < presetNames().size(); ++i) preset_->addItem(QString());
  rf->addRow(label(QT_TR_NOOP("&Preset:")), preset_);
  knockLimit_ = spin(0, 100);
  rf->addRow(label(QT_TR_NOOP("&Knock limit:")), knockLimit_);
  bigGin_ = new QCheckBox;
  rf->addRow(label(QT_TR_NOOP("Big gin:")), bigGin_);
  browsable_ = new QCheckBox;
  rf->addRow(label(QT_TR_NOOP("Discard pile browsable (home rule):")), browsable_);
  oklahoma_ = new QCheckBox;
  rf->addRow(label(QT_TR_NOOP("Oklahoma (knock limit from the upcard):")), oklahoma_);
  aceGin_ = new QCheckBox;
  rf->addRow(label(QT_TR_NOOP("Oklahoma: an ace upcard requires gin:")), aceGin_);
  spadeDoubles_ = new QCheckBox;
  rf->addRow(label(QT_TR_NOOP("Oklahoma: a spade upcard doubles the hand:")), spadeDoubles_);
  hollywood_ = new QCheckBox;
  rf->addRow(label(QT_TR_NOOP("Hollywood scoring (three games):")), hollywood_);
  rotation_ = new QComboBox;
  rotation_->addItems({QString(), QString(), QString()});
  rf->addRow(label(QT_TR_NOOP("Next dealer:")), rotation_);
  ginBonus_ = spin(0, 1000);
  rf->addRow(label(QT_TR_NOOP("Gin bonus:")), ginBonus_);
  bigGinBonus_ = spin(0, 1000);
  rf->addRow(label(QT_TR_NOOP("Big gin bonus:")), bigGinBonus_);
  undercutBonus_ = spin(0, 1000);
  rf->addRow(label(QT_TR_NOOP("Undercut bonus:")), undercutBonus_);
  pokerBelow_ = spin(0, 1000);
  rf->addRow(label(QT_TR_NOOP("Poker gin: bonus below the knocker:")), pokerBelow_);
  pokerGin_ = spin(0, 1000);
  rf->addRow(label(QT_TR_NOOP("Poker gin: gin bonus:")), pokerGin_);
  target_ = spin(1, 100000);
  rf->addRow(label(QT_TR_NOOP("Game target:")), target_);
  boxBonus_ = spin(0, 1000);
  rf->addRow(label(QT_TR_NOOP("Box bonus per hand won:")), boxBonus_);
  gameBonus_ = spin(0, 10000);
  rf->addRow(label(QT_TR_NOOP("Game bonus:")), gameBonus_);
  shutout_ = new QComboBox;
  shutout_->addItems({QString(), QString()});
  rf->addRow(label(QT_TR_NOOP("Shutout:")), shutout_);
  shutoutBonus_ = spin(0, 10000);
  rf->addRow(label(QT_TR_NOOP("Shutout game bonus:")), shutoutBonus_);
  doubleSettlement_ = new QCheckBox;
  rf->addRow(label(QT_TR_NOOP("Double the settlement on a shutout:")), doubleSettlement_);
  // addRow(QWidget*, QWidget*) sets no buddy: without one "&Preset:" shows its "&" instead of a shortcut.
  for (QFormLayout* form : {pf, rf})
    for (int r = 0; r < form->rowCount(); ++r) {
      QLayoutItem* name = form->itemAt(r, QFormLayout::LabelRole);
      QLayoutItem* field = form->itemAt(r, QFormLayout::FieldRole);
      if (auto* l = name ? qobject_cast<QLabel*>(name->widget()) : nullptr; l && field) l->setBuddy(field->widget());
    }

  error_ = new QLabel;
  error_->setStyleSheet(QStringLiteral("color: #c0392b;"));
  error_->setWordWrap(true);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  auto* lay = new QVBoxLayout(this);
  lay->addWidget(tabs);
  lay->addWidget(error_);
  lay->addWidget(buttons_);
  connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
    if (error().isEmpty()) {
      remember();
      accept();
    }
  });
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(preset_, qOverload<int>(&QComboBox::activated), this, &NewGameDialog::applyPreset);
  for (QWidget* w : findChildren<QWidget*>()) {
    if (auto* c = qobject_cast<QComboBox*>(w)) connect(c, qOverload<int>(&QComboBox::currentIndexChanged), this, &NewGameDialog::updateEnabled);
    if (auto* c = qobject_cast<QCheckBox*>(w)) connect(c, &QCheckBox::toggled, this, &NewGameDialog::updateEnabled);
    if (auto* c = qobject_cast<QSpinBox*>(w)) connect(c, qOverload<int>(&QSpinBox::valueChanged), this, &NewGameDialog::updateEnabled);
  }
  retranslate();
  setSetup(remembered());
}

NewGameDialog::Mode NewGameDialog::mode() const { return static_cast<Mode>(mode_->currentIndex()); }

Rules NewGameDialog::rules() const {
  Rules r;
  r.poker = mode() == Mode::Poker;
  r.players = r.poker ? pokerPlayers_->value() : 2;
  r.knockLimit = knockLimit_->value();
  r.bigGin = bigGin_->isChecked();
  r.discardPileBrowsable = browsable_->isChecked();
  r.oklahoma = oklahoma_->isChecked();
  r.oklahomaAceRequiresGin = aceGin_->isChecked();
  r.oklahomaSpadeDoubles = spadeDoubles_->isChecked();
  r.hollywood = hollywood_->isChecked();
  r.dealerRotation = static_cast<DealerRotation>(rotation_->currentIndex());
  r.ginBonus = ginBonus_->value();
  r.bigGinBonus = bigGinBonus_->value();
  r.undercutBonus = undercutBonus_->value();
  r.pokerBelowKnockerBonus = pokerBelow_->value();
  r.pokerGinBonus = pokerGin_->value();
  r.gameTarget = target_->value();
  r.boxBonus = boxBonus_->value();
  r.gameBonus = gameBonus_->value();
  r.shutoutRule = static_cast<ShutoutRule>(shutout_->currentIndex());
  r.shutoutGameBonus = shutoutBonus_->value();
  r.doubleSettlementOnShutout = doubleSettlement_->isChecked();
  return r;
}

void NewGameDialog::setRules(const Rules& r) {
  knockLimit_->setValue(r.knockLimit);
  bigGin_->setChecked(r.bigGin);
  browsable_->setChecked(r.discardPileBrowsable);
  oklahoma_->setChecked(r.oklahoma);
  aceGin_->setChecked(r.oklahomaAceRequiresGin);
  spadeDoubles_->setChecked(r.oklahomaSpadeDoubles);
  hollywood_->setChecked(r.hollywood);
  rotation_->setCurrentIndex(static_cast<int>(r.dealerRotation));
  ginBonus_->setValue(r.ginBonus);
  bigGinBonus_->setValue(r.bigGinBonus);
  undercutBonus_->setValue(r.undercutBonus);
  pokerBelow_->setValue(r.pokerBelowKnockerBonus);
  pokerGin_->setValue(r.pokerGinBonus);
  target_->setValue(r.gameTarget);
  boxBonus_->setValue(r.boxBonus);
  gameBonus_->setValue(r.gameBonus);
  shutout_->setCurrentIndex(static_cast<int>(r.shutoutRule));
  shutoutBonus_->setValue(r.shutoutGameBonus);
  doubleSettlement_->setChecked(r.doubleSettlementOnShutout);
  if (r.poker) {
    mode_->setCurrentIndex(int(Mode::Poker));
    pokerPlayers_->setValue(r.players);
  } else if (mode() == Mode::Poker) {
    mode_->setCurrentIndex(int(Mode::Computer));
  }
}

void NewGameDialog::applyPreset(int index) {
  Rules r;
  if (!preset(presetNames().at(index), r)) return;
  if (!r.poker && mode() == Mode::Poker) mode_->setCurrentIndex(int(Mode::Computer));
  setRules(r);
}

GameSetup NewGameDialog::setup() const {
  GameSetup s;
  s.rules = rules();
  s.seed = seed_->text().toULongLong();
  const Mode m = mode();
  for (int seat = 0; seat < s.rules.players; ++seat) {
    SeatSetup seatSetup;
    seatSetup.human = seat == 0 || (m == Mode::HotSeat && seat == 1);
    if (seat == 0) seatSetup.name = name1_->text().trimmed();
    if (seat == 1 && m == Mode::HotSeat) seatSetup.name = name2_->text().trimmed();
    seatSetup.level = m == Mode::Poker ? kLevels[pokerLevels_[std::max(0, seat - 1)]->currentIndex()]
                                       : kLevels[level_->currentIndex()];
    s.seats.push_back(seatSetup);
  }
  return s;
}

void NewGameDialog::setSetup(const GameSetup& s) {
  const bool hot = s.seats.size() > 1 && s.seats[0].human && s.seats[1].human;
  mode_->setCurrentIndex(int(s.rules.poker ? Mode::Poker : hot ? Mode::HotSeat : Mode::Computer));
  setRules(s.rules);
  if (s.seats.size() > 0) name1_->setText(s.seats[0].name);
  if (hot) name2_->setText(s.seats[1].name);
  if (!s.rules.poker && s.seats.size() > 1 && !s.seats[1].human) level_->setCurrentIndex(levelIndex(s.seats[1].level));
  for (int seat = 1; seat < s.seats.size() && seat < 5; ++seat)
    if (s.rules.poker) pokerLevels_[seat - 1]->setCurrentIndex(levelIndex(s.seats[seat].level));
  seed_->setText(s.seed ? QString::number(s.seed) : QString());
  updateEnabled();
}

GameSetup NewGameDialog::remembered() {
  GameSetup s;
  s.rules = Settings::defaultRules();
  const auto store = Settings::store();
  const Mode m = static_cast<Mode>(std::clamp(store->value(QLatin1String(kModeKey), 0).toInt(), 0, 2));
  if (m != Mode::Poker && s.rules.poker) {
    Rules std;
    s.rules = std;
  }
  const QStringList names = Settings::playerNames();
  const QStringList pokerLevels = store->value(QLatin1String(kPokerLevelsKey)).toStringList();
  for (int seat = 0; seat < s.rules.players; ++seat) {
    SeatSetup seatSetup;
    seatSetup.human = seat == 0 || (m == Mode::HotSeat && seat == 1);
    // A name edited into the settings file gets the dialog's limit, so that the game can still be saved.
    seatSetup.name = seatSetup.human ? names.value(seat).left(SeatSetup::kMaxNameLength) : QString();
    seatSetup.level = Settings::opponentLevel();
    if (s.rules.poker && seat > 0) {
      const QByteArray n = pokerLevels.value(seat - 1).toLatin1();
      seatSetup.level = ai::levelFromName(std::string_view(n.constData(), n.size())).value_or(seatSetup.level);
    }
    s.seats.push_back(seatSetup);
  }
  return s;
}

void NewGameDialog::remember() const {
  const GameSetup s = setup();
  Settings::setDefaultRules(s.rules);
  Settings::setPlayerNames({name1_->text().trimmed(), name2_->text().trimmed()});
  Settings::setOpponentLevel(kLevels[level_->currentIndex()]);
  QStringList levels;
  for (QComboBox* c : pokerLevels_) levels << QString::fromLatin1(ai::levelName(kLevels[c->currentIndex()]));
  const auto store = Settings::store();
  store->setValue(QLatin1String(kModeKey), mode_->currentIndex());
  store->setValue(QLatin1String(kPokerLevelsKey), levels);
}

QString NewGameDialog::error() const {
  std::string why;
  if (rulesValid(rules(), &why)) return QString();
  const Rules r = rules();
  if (r.poker && (r.hollywood || r.oklahoma)) return tr("Poker gin has its own scoring: turn off Oklahoma and Hollywood.");
  return tr("These rules cannot be played: %1").arg(QString::fromStdString(why));
}

void NewGameDialog::updateEnabled() {
  const Mode m = mode();
  const bool poker = m == Mode::Poker;
  level_->setEnabled(m == Mode::Computer);
  levelAbout_->setVisible(m == Mode::Computer);
  name2_->setEnabled(m == Mode::HotSeat);
  pokerPlayers_->setEnabled(poker);
  for (int i = 0; i < pokerLevels_.size(); ++i) pokerLevels_[i]->setEnabled(poker && i + 1 < pokerPlayers_->value());
  const bool ok = oklahoma_->isChecked();
  knockLimit_->setEnabled(!ok && !poker);
  aceGin_->setEnabled(ok);
  spadeDoubles_->setEnabled(ok);
  shutoutBonus_->setEnabled(shutout_->currentIndex() == int(ShutoutRule::BigGameBonus));
  pokerBelow_->setEnabled(poker);
  pokerGin_->setEnabled(poker);
  const QString e = error();
  error_->setText(e);
  error_->setVisible(!e.isEmpty());
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(e.isEmpty());
}

void NewGameDialog::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(e);
}

void NewGameDialog::retranslate() {
  setWindowTitle(tr("New game"));
  auto* tabs = findChild<QTabWidget*>();
  tabs->setTabText(0, tr("Players"));
  tabs->setTabText(1, tr("Rules"));
  for (QLabel* l : labels_) {
    if (l->property("seat").isValid())
      l->setText(tr("Computer %1 level:").arg(l->property("seat").toInt()));
    else
      l->setText(tr(l->property("source").toByteArray().constData()));
  }
  mode_->setItemText(0, tr("The computer"));
  mode_->setItemText(1, tr("Hot seat: two people on this screen"));
  mode_->setItemText(2, tr("Poker gin: 2–5 players against computers"));
  const QString levels[] = {tr("Beginner"), tr("Casual"), tr("Strong"), tr("Expert")};
  // What each level does differently against one opponent (docs/ai.md), shown as the item's tooltip.
  // Not for poker gin: there every level plays its heuristic.
  const QString about[] = {
      tr("Plays from its own hand, knocks at the first chance and now and then misses a good card."),
      tr("Counts the cards and avoids discards you can use; knocks early, later only with a low count."),
      tr("Also weighs each discard by the next draw and simulates deals to decide its pickups."),
      tr("Waits for gin when knocking is risky and simulates deals on both cores to decide pickups, "
         "knocks and discards.")};
  for (int i = 0; i < 4; ++i) {
    level_->setItemText(i, levels[i]);
    level_->setItemData(i, about[i], Qt::ToolTipRole);
    for (QComboBox* c : pokerLevels_) c->setItemText(i, levels[i]);
  }
  levelAbout_->setText(about[std::max(0, level_->currentIndex())]);
  const auto names = presetNames();
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& n = names[i];
    QString t = QString::fromStdString(n);
    if (n == "standard") t = tr("Standard gin rummy");
    if (n == "20-point") t = tr("20-point bonuses");
    if (n == "oklahoma") t = tr("Oklahoma gin");
    if (n == "hollywood") t = tr("Hollywood scoring");
    if (n == "hollywood-oklahoma") t = tr("Hollywood and Oklahoma");
    if (n == "poker") t = tr("Poker gin rummy");
    if (n == "eaai") t = tr("EAAI challenge (no big gin, no game bonuses)");
    preset_->setItemText(int(i), t);
  }
  rotation_->setItemText(0, tr("Alternate"));
  rotation_->setItemText(1, tr("Winner of the hand deals"));
  rotation_->setItemText(2, tr("Loser of the hand deals"));
  shutout_->setItemText(0, tr("Bigger game bonus"));
  shutout_->setItemText(1, tr("Winner's hand points doubled"));
  seed_->setPlaceholderText(tr("random"));
  name1_->setPlaceholderText(tr("You"));
  name2_->setPlaceholderText(tr("Player 2"));
  updateEnabled();
}
