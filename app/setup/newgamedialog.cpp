// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/newgamedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QBoxLayout>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <cstring>

#include "text/ruletexts.h"
#include "game/seatnames.h"
#include "store/settings.h"
#include "setup/setupchoices.h"

using namespace gin;
using namespace setupchoices;
using gin::ai::Level;

namespace {
constexpr auto kModeKey = "newgame/mode";  // 0 the computer, 1 two people, 2 poker gin
constexpr auto kPokerLevelsKey = "newgame/pokerLevels";

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

// A number box that lets a number outside its range be typed (instead of swallowing the key), so that
// the dialog can say what the range is; the box keeps its last good value meanwhile.
class RangeSpinBox : public QSpinBox {
 public:
  QValidator::State validate(QString& text, int& pos) const override {
    const QValidator::State state = QSpinBox::validate(text, pos);
    bool number = false;
    text.trimmed().toInt(&number);
    return state == QValidator::Invalid && number ? QValidator::Intermediate : state;
  }
};

// The preset these rules are, comparing only the options that apply to them; -1: none ("Custom").
int matchingPreset(const Rules& r) {
  const auto presets = presetNames();
  for (std::size_t i = 0; i < presets.size(); ++i) {
    Rules p;
    if (!preset(presets[i], p) || p.poker != r.poker) continue;
    bool same = true;
    for (const RuleField& f : ruleFields())  // the simple choices give the number of players
      if (f.applies(r) && std::strcmp(f.key, "players") != 0 && f.get(p) != f.get(r)) same = false;
    if (same) return static_cast<int>(i);
  }
  return -1;
}
}  // namespace

void NewGameDialog::fitRows() {
  if (!isVisible()) return;
  layout()->activate();
  // The width stays (SetupChoices keeps the game's line as wide as the widest): another game picked
  // never moves the OK button from under the pointer.
  const int w = std::max(width(), minimumSizeHint().width());
  // The wrapped descriptions' height at this width (sizeHint asks them at their own width).
  const int need = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(w) : sizeHint().height();
  const int room = screen() ? screen()->availableGeometry().height() - 80 : need;
  // With every rule shown the player chose the height; collapsed, a row gone leaves no gap.
  const int h = std::max(rulesArea_->isVisible() ? height() : sizeHint().height(), need);
  if (w != width() || h != height()) resize(w, std::min(h, room));
}

void NewGameDialog::openRules(bool open) {
  allRules_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
  const QRect screenRect = screen() ? screen()->availableGeometry() : QRect(0, 0, 1920, 1000);
  const int room = screenRect.height() - 80;
  const int rulesHeight = rulesArea_->widget()->sizeHint().height();
  const int rulesWidth = rulesArea_->widget()->sizeHint().width() + rulesArea_->verticalScrollBar()->sizeHint().width();
  // Under the choices the rules get what the screen leaves; at 1024x600 that was about 100 px, four
  // rows at a time (a play-test). Beside them, where the screen is wide enough, they get the height.
  const bool beside = open && room - sizeHint().height() < std::min(rulesHeight, 320) &&
                      width() + rulesWidth + 40 <= screenRect.width();
  const bool wasBeside = body_->direction() == QBoxLayout::LeftToRight;
  if (beside && !wasBeside) narrowWidth_ = width();
  body_->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
  rulesArea_->setVisible(open);
  if (wasBeside && !beside) resize(narrowWidth_, height());  // (fitRows keeps the width it finds)
  if (!open) return fitRows();
  layout()->activate();
  if (beside) resize(std::min(screenRect.width() - 20, width() + rulesWidth + 20), std::min(room, std::max(height(), rulesHeight + 80)));
  else resize(width(), std::min(room, sizeHint().height() + rulesHeight));  // as tall as the rules need, as far as the screen allows
  // Grown where it stood, it reached past the screen's edge: moved back onto it.
  const QRect frame = frameGeometry();
  const int dx = std::min(0, screenRect.right() - frame.right()), dy = std::min(0, screenRect.bottom() - frame.bottom());
  if (dx || dy) move(std::max(screenRect.left(), frame.left() + dx), std::max(screenRect.top(), frame.top() + dy));
}

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
  choices_ = new SetupChoices(this);
  allRules_ = new QToolButton(this);
  allRules_->setObjectName(QStringLiteral("allRules"));
  allRules_->setCheckable(true);
  allRules_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  allRules_->setAutoRaise(true);
  allRules_->setArrowType(Qt::RightArrow);
  rulesArea_ = new QScrollArea(this);
  rulesArea_->setObjectName(QStringLiteral("allRulesPart"));
  rulesArea_->setWidgetResizable(true);
  rulesArea_->setFrameShape(QFrame::NoFrame);
  // Not a stop of Tab of its own: the area had the keys with no name between All rules and Preset, and a
  // screen reader said nothing there. (Tab within it scrolls a box into view: QScrollArea::focusNextPrevChild.)
  rulesArea_->setFocusPolicy(Qt::NoFocus);
  auto* rulesPage = new QWidget;
  buildRules(rulesPage);
  rulesArea_->setWidget(rulesPage);
  rulesArea_->hide();  // collapsed: the simple choices are enough for most games
  // The wheel scrolls the rules; it changes a number or a choice only in the box being edited (scrolling
  // the list changed the gin bonus under the pointer, unseen: a playtest of the game).
  for (QWidget* w : rulesPage->findChildren<QWidget*>())
    if (qobject_cast<QSpinBox*>(w) || qobject_cast<QComboBox*>(w)) {
      w->setFocusPolicy(Qt::StrongFocus);
      w->installEventFilter(this);
    }

  error_ = new QLabel;
  error_->setObjectName(QStringLiteral("setupError"));
  error_->setStyleSheet(QStringLiteral("color: #c0392b;"));
  error_->setWordWrap(true);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  auto* left = new QVBoxLayout;
  left->setContentsMargins(0, 0, 0, 0);
  left->addWidget(choices_);
  left->addWidget(allRules_, 0, Qt::AlignLeft);
  body_ = new QBoxLayout(QBoxLayout::TopToBottom);
  body_->addLayout(left);
  body_->addWidget(rulesArea_, 1);
  auto* lay = new QVBoxLayout(this);
  lay->addLayout(body_, 1);
  lay->addWidget(error_);
  lay->addWidget(buttons_);
  connect(allRules_, &QToolButton::toggled, this, &NewGameDialog::openRules);
  connect(buttons_, &QDialogButtonBox::accepted, this, [this] {
    if (error().isEmpty()) {
      remember(setup());
      accept();
    }
  });
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(preset_, qOverload<int>(&QComboBox::activated), this, &NewGameDialog::applyPreset);
  // A game picked in the simple choices brings its preset; a level picked sets every computer's.
  connect(choices_, &SetupChoices::gameChosen, this, [this](Game g) { setRules(rulesOf(g, choices_->choices().players)); });
  connect(choices_, &SetupChoices::opponentChosen, this, [this](int opponent) {
    if (opponent < kLevelCount)
      for (QComboBox* c : pokerLevels_) c->setCurrentIndex(opponent);
  });
  connect(choices_, &SetupChoices::changed, this, &NewGameDialog::updateEnabled);
  // Once the layout has taken the rows shown or hidden.
  connect(choices_, &SetupChoices::changed, this, [this] { QTimer::singleShot(0, this, &NewGameDialog::fitRows); });
  for (QWidget* w : rulesPage->findChildren<QWidget*>()) {
    // Not the preset: its new index named the old rules' preset again before `activated` applied it, so
    // no preset could be chosen, by keys or by the mouse (a blind player's play-test).
    if (auto* c = qobject_cast<QComboBox*>(w); c && c != preset_)
      connect(c, qOverload<int>(&QComboBox::currentIndexChanged), this, &NewGameDialog::updateEnabled);
    if (auto* c = qobject_cast<QCheckBox*>(w)) connect(c, &QCheckBox::toggled, this, &NewGameDialog::updateEnabled);
    if (auto* c = qobject_cast<QSpinBox*>(w)) connect(c, qOverload<int>(&QSpinBox::valueChanged), this, &NewGameDialog::updateEnabled);
  }
  retranslate();
  setSetup(remembered());
}

void NewGameDialog::buildRules(QWidget* page) {
  rulesForm_ = new QFormLayout(page);
  preset_ = new QComboBox;
  preset_->setObjectName(QStringLiteral("preset"));
  for (std::size_t i = 0; i <= presetNames().size(); ++i) preset_->addItem(QString());  // the last: "Custom"
  presetLabel_ = new QLabel;
  presetLabel_->setBuddy(preset_);
  rulesForm_->addRow(presetLabel_, preset_);
  // One row per option of the engine's table; the simple choices give the number of players and poker gin.
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
      auto* s = new RangeSpinBox;
      s->setRange(f.min, f.max);  // the engine's range: a value outside it is refused with the range
      // Every keystroke, a number out of range too (the box's own signals wait for a valid value).
      if (auto* edit = s->findChild<QLineEdit*>()) connect(edit, &QLineEdit::textChanged, this, &NewGameDialog::updateEnabled);
      editor = s;
    }
    editor->setObjectName(QLatin1String(f.key));
    auto* l = new QLabel;
    l->setBuddy(editor);
    rulesForm_->addRow(l, editor);
    fieldRows_.push_back({&f, editor, l});
  }
  // Poker gin: each computer's level (the simple choice sets them all).
  for (int s = 1; s < 5; ++s) {
    auto* c = new QComboBox;
    c->setObjectName(QStringLiteral("seatLevel%1").arg(s + 1));
    for (int i = 0; i < kLevelCount; ++i) c->addItem(QString());
    auto* l = new QLabel;
    l->setBuddy(c);
    pokerLevels_.push_back(c);
    pokerLevelLabels_.push_back(l);
    rulesForm_->addRow(l, c);
  }
  seed_ = new QLineEdit;
  seed_->setObjectName(QStringLiteral("gameNumber"));
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,15}")), seed_));
  seedLabel_ = new QLabel;
  seedLabel_->setBuddy(seed_);
  rulesForm_->addRow(seedLabel_, seed_);
}

Rules NewGameDialog::rules() const {
  const Choices c = choices_->choices();
  Rules r;
  r.poker = c.game == Game::Poker;
  r.players = r.poker ? c.players : 2;
  for (const FieldRow& row : fieldRows_) row.field->set(r, editorValue(row.editor));
  return r;
}

void NewGameDialog::setRules(const Rules& r) {
  for (const FieldRow& row : fieldRows_) setEditorValue(row.editor, row.field->get(r));
  Choices c = choices_->choices();
  c.game = gameOf(r);
  if (r.poker) c.players = r.players;
  choices_->setChoices(c);
  updateEnabled();
}

void NewGameDialog::applyPreset(int index) {
  Rules r;
  if (index >= int(presetNames().size()) || !preset(presetNames().at(index), r)) return;  // "Custom"
  if (r.poker) r.players = choices_->choices().players;
  setRules(r);
}

GameSetup NewGameDialog::setup() const {
  QVector<Level> levels;
  for (QComboBox* c : pokerLevels_) levels.push_back(level(c->currentIndex()));
  GameSetup s = setupOf(choices_->choices(), rules(), levels);
  s.seed = seed_->text().toULongLong();
  return s;
}

void NewGameDialog::setSetup(const GameSetup& s) {
  setRules(s.rules);
  Choices c = choicesOf(s);
  if (c.opponent != kTwoPeople) c.secondName = Settings::playerNames().value(1);  // kept for next time
  choices_->setChoices(c);
  for (int seat = 1; seat < 5; ++seat)
    pokerLevels_[seat - 1]->setCurrentIndex(
        s.rules.poker && seat < s.seats.size() ? opponentOf(s.seats[seat].level) : std::min(c.opponent, kLevelCount - 1));
  seed_->setText(s.seed ? QString::number(s.seed) : QString());
  updateEnabled();
}

GameSetup NewGameDialog::remembered() {
  const auto store = Settings::store();
  Choices c;
  const int mode = std::clamp(store->value(QLatin1String(kModeKey), 0).toInt(), 0, 2);
  Rules r = Settings::defaultRules();
  if (mode != 2 && r.poker) r = Rules();
  const QStringList names = Settings::playerNames();
  // A name edited into the settings file gets the dialog's limit, so that the game can still be saved.
  // No game played here yet under a name: the one given for a network table, by this person too (a
  // play-test hosted as "Anna", then found New game's name empty).
  c.name = (names.value(0).isEmpty() ? Settings::networkName() : names.value(0)).left(SeatSetup::kMaxNameLength);
  c.secondName = names.value(1).left(SeatSetup::kMaxNameLength);
  c.opponent = mode == 1 ? kTwoPeople : opponentOf(Settings::opponentLevel());
  c.game = gameOf(r);
  c.players = r.players;
  QVector<Level> levels;
  for (const QString& name : store->value(QLatin1String(kPokerLevelsKey)).toStringList()) {
    const QByteArray n = name.toLatin1();
    levels.push_back(ai::levelFromName(std::string_view(n.constData(), n.size())).value_or(Settings::opponentLevel()));
  }
  return setupOf(c, r, levels);
}

void NewGameDialog::remember(const GameSetup& s) {
  const Choices c = choicesOf(s);
  Settings::setDefaultRules(s.rules);
  QStringList names = Settings::playerNames();
  names = {c.name, c.opponent == kTwoPeople ? c.secondName : names.value(1)};
  Settings::setPlayerNames(names);
  if (c.opponent != kTwoPeople) Settings::setOpponentLevel(level(c.opponent));
  const auto store = Settings::store();
  store->setValue(QLatin1String(kModeKey), s.rules.poker ? 2 : c.opponent == kTwoPeople ? 1 : 0);
  if (s.rules.poker) {
    QStringList levels;
    for (int seat = 1; seat < s.seats.size(); ++seat) levels << QString::fromLatin1(ai::levelName(s.seats[seat].level));
    store->setValue(QLatin1String(kPokerLevelsKey), levels);
  }
}

QString NewGameDialog::error() const {
  // A number typed outside the engine's range (the box keeps its last good value meanwhile).
  for (const FieldRow& row : fieldRows_)
    if (auto* spin = qobject_cast<const QSpinBox*>(row.editor); spin && !spin->hasAcceptableInput() && spin->isVisibleTo(this))
      return tr("%1 can be from %2 to %3.")
          .arg(row.label->text().remove(QLatin1Char('&')).remove(QLatin1Char(':')).trimmed())
          .arg(spin->minimum())
          .arg(spin->maximum());
  const GameSetup s = setup();
  for (const SeatSetup& seat : s.seats)
    if (seat.name.size() > SeatSetup::kMaxNameLength)
      return tr("A name can have at most %1 characters.").arg(SeatSetup::kMaxNameLength);
  std::string why;
  if (rulesValid(s.rules, &why)) return QString();
  if (s.rules.poker && (s.rules.hollywood || s.rules.oklahoma)) return tr("Poker gin has its own scoring: turn off Oklahoma and Hollywood.");
  return tr("These rules cannot be played: %1").arg(QString::fromStdString(why));
}

void NewGameDialog::updateEnabled() {
  const Rules r = rules();
  // Rows that do not apply are hidden, not greyed: the rules by the engine's table, the computers'
  // levels by the number of players in poker gin.
  for (const FieldRow& row : fieldRows_) rulesForm_->setRowVisible(row.editor, row.field->applies(r));
  for (int i = 0; i < pokerLevels_.size(); ++i) rulesForm_->setRowVisible(pokerLevels_[i], r.poker && i + 1 < r.players);
  nameSeats();
  // The rules say which game it is (Oklahoma checked: the Oklahoma game).
  if (Choices c = choices_->choices(); c.game != gameOf(r)) {
    c.game = gameOf(r);
    choices_->setChoices(c);
  }
  choices_->setLimits(r.knockLimit, r.gameTarget);
  const int p = matchingPreset(r);
  preset_->setCurrentIndex(p >= 0 ? p : preset_->count() - 1);
  const QString e = error();
  // A name at the limit is kept (the box takes no more): said, but it does not stop the game.
  const Choices c = choices_->choices();
  const bool full = c.name.size() >= SeatSetup::kMaxNameLength || c.secondName.size() >= SeatSetup::kMaxNameLength;
  const QString note = e.isEmpty() && full ? tr("A name can have at most %1 characters.").arg(SeatSetup::kMaxNameLength) : e;
  error_->setText(note);
  error_->setVisible(!note.isEmpty());
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(e.isEmpty());
}

void NewGameDialog::nameSeats() {
  // By the names the table will show ("Computer 2, level" said nothing of which player at the table
  // that is: a new player's playtest). A level chosen brings its own name.
  QVector<SeatSetup> seats = setup().seats;
  seatnames::fill(seats);
  for (int i = 0; i < pokerLevelLabels_.size(); ++i)
    pokerLevelLabels_[i]->setText(i + 1 < seats.size() ? tr("%1, level:", "a computer player's name").arg(seats[i + 1].name)
                                                       : QString());
}

bool NewGameDialog::eventFilter(QObject* watched, QEvent* e) {
  if (e->type() == QEvent::Wheel && watched->isWidgetType() && !static_cast<QWidget*>(watched)->hasFocus()) {
    QCoreApplication::sendEvent(rulesArea_->viewport(), e);
    return true;
  }
  return QDialog::eventFilter(watched, e);
}

void NewGameDialog::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(e);
}

void NewGameDialog::retranslate() {
  setWindowTitle(tr("New game"));
  allRules_->setText(tr("All &rules"));
  allRules_->setToolTip(tr("The rule preset, every option of the rules, each computer's level and the game number"));
  presetLabel_->setText(tr("&Preset:"));
  seedLabel_->setText(tr("&Game number:"));
  for (int s = 0; s < pokerLevels_.size(); ++s)
    for (int i = 0; i < kLevelCount; ++i) pokerLevels_[s]->setItemText(i, seatnames::levelTitle(level(i)));
  nameSeats();
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
  updateEnabled();
}
