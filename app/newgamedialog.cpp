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

#include <cstring>

#include "ruletexts.h"
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

QLabel* NewGameDialog::label(const char* text) {
  auto* l = new QLabel;
  l->setProperty("source", QByteArray(text));
  labels_.push_back(l);
  return l;
}

namespace {
QSpinBox* spin(int lo, int hi) {
  auto* s = new QSpinBox;
  s->setRange(lo, hi);
  return s;
}
}  // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
  auto* tabs = new QTabWidget(this);
  auto* players = new QWidget;
  auto* rulesTab = new QWidget;
  tabs->addTab(players, QString());
  tabs->addTab(rulesTab, QString());
  buildPlayersPage(players);
  buildRulesPage(rulesTab);
  // addRow(QWidget*, QWidget*) sets no buddy: without one "&Preset:" shows its "&" instead of a shortcut.
  for (QFormLayout* form : {players_, rulesForm_})
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

void NewGameDialog::buildPlayersPage(QWidget* page) {
  auto* pf = players_ = new QFormLayout(page);
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
}

void NewGameDialog::buildRulesPage(QWidget* page) {
  rulesForm_ = new QFormLayout(page);
  preset_ = new QComboBox;
  preset_->setObjectName(QStringLiteral("preset"));
  for (std::size_t i = 0; i <= presetNames().size(); ++i) preset_->addItem(QString());  // the last: "Custom"
  rulesForm_->addRow(label(QT_TR_NOOP("&Preset:")), preset_);
  // One row per option of the engine's table; the players page chooses the number of players and poker gin.
  for (const RuleField& f : ruleFields()) {
    if (ruletexts::label(f).isEmpty()) continue;
    QWidget* editor = nullptr;
    if (f.isBool) {
      editor = new QCheckBox;
    } else if (!ruletexts::choices(f).isEmpty()) {
      auto* c = new QComboBox;
      for (int v = f.min; v <= f.max; ++v) c->addItem(QString());
      editor = c;
    } else {
      editor = spin(f.min, f.max);
    }
    editor->setObjectName(QLatin1String(f.key));
    auto* l = new QLabel;
    l->setProperty("field", QByteArray(f.key));
    labels_.push_back(l);
    rulesForm_->addRow(l, editor);
    fieldRows_.push_back({&f, editor, l});
  }
}

NewGameDialog::Mode NewGameDialog::mode() const { return static_cast<Mode>(mode_->currentIndex()); }

namespace {

int editorValue(const QWidget* w) {
  if (auto* c = qobject_cast<const QCheckBox*>(w)) return c->isChecked() ? 1 : 0;
  if (auto* c = qobject_cast<const QComboBox*>(w)) return c->currentIndex();
  return static_cast<const QSpinBox*>(w)->value();
}

void setEditorValue(QWidget* w, int v) {
  if (auto* c = qobject_cast<QCheckBox*>(w)) c->setChecked(v != 0);
  else if (auto* c = qobject_cast<QComboBox*>(w)) c->setCurrentIndex(v);
  else static_cast<QSpinBox*>(w)->setValue(v);
}

// The preset these rules are, comparing only the options that apply to them; -1: none ("Custom").
int matchingPreset(const Rules& r) {
  const auto presets = presetNames();
  for (std::size_t i = 0; i < presets.size(); ++i) {
    Rules p;
    if (!preset(presets[i], p) || p.poker != r.poker) continue;
    bool same = true;
    for (const RuleField& f : ruleFields())  // the players page chooses the number of players
      if (f.applies(r) && std::strcmp(f.key, "players") != 0 && f.get(p) != f.get(r)) same = false;
    if (same) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

Rules NewGameDialog::rules() const {
  Rules r;
  r.poker = mode() == Mode::Poker;
  r.players = r.poker ? pokerPlayers_->value() : 2;
  for (const FieldRow& row : fieldRows_) row.field->set(r, editorValue(row.editor));
  return r;
}

void NewGameDialog::setRules(const Rules& r) {
  for (const FieldRow& row : fieldRows_) setEditorValue(row.editor, row.field->get(r));
  if (r.poker) {
    mode_->setCurrentIndex(int(Mode::Poker));
    pokerPlayers_->setValue(r.players);
  } else if (mode() == Mode::Poker) {
    mode_->setCurrentIndex(int(Mode::Computer));
  }
}

void NewGameDialog::applyPreset(int index) {
  Rules r;
  if (index >= int(presetNames().size()) || !preset(presetNames().at(index), r)) return;  // "Custom"
  if (r.poker && mode() == Mode::Poker) r.players = pokerPlayers_->value();
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
  // Rows that do not apply are hidden, not greyed: the players page by the kind of game, the rules by
  // the engine's table.
  players_->setRowVisible(level_, m == Mode::Computer);
  players_->setRowVisible(levelAbout_, m == Mode::Computer);
  players_->setRowVisible(name2_, m == Mode::HotSeat);
  players_->setRowVisible(pokerPlayers_, poker);
  for (int i = 0; i < pokerLevels_.size(); ++i)
    players_->setRowVisible(pokerLevels_[i], poker && i + 1 < pokerPlayers_->value());
  const Rules r = rules();
  for (const FieldRow& row : fieldRows_) rulesForm_->setRowVisible(row.editor, row.field->applies(r));
  const int p = matchingPreset(r);
  preset_->setCurrentIndex(p >= 0 ? p : preset_->count() - 1);
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
    else if (l->property("field").isValid())
      continue;  // the rule rows, below
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
  for (const FieldRow& row : fieldRows_) {
    row.label->setText(ruletexts::label(*row.field));
    if (auto* c = qobject_cast<QComboBox*>(row.editor)) {
      const QStringList names = ruletexts::choices(*row.field);
      for (int i = 0; i < c->count(); ++i) c->setItemText(i, names.value(i));
    }
  }
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
    if (n == "eaai") t = tr("Tournament (no big gin, no game bonuses)");
    preset_->setItemText(int(i), t);
  }
  preset_->setItemText(preset_->count() - 1, tr("Custom"));
  seed_->setPlaceholderText(tr("random"));
  name1_->setPlaceholderText(tr("You"));
  name2_->setPlaceholderText(tr("Player 2"));
  updateEnabled();
}
