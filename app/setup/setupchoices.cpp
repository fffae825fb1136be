// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/setupchoices.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "a11y/choiceline.h"
#include "game/seatnames.h"
#include "text/cardtext.h"

using namespace gin;
using gin::ai::Level;

namespace setupchoices {

Level level(int opponent) { return ai::personLevels().at(std::clamp(opponent, 0, kLevelCount - 1)); }

int opponentOf(Level l) {
  for (int i = 0; i < kLevelCount; ++i)
    if (ai::personLevels().at(i) == l) return i;
  return 1;
}

Rules rulesOf(Game game, int players) {
  Rules r;
  const char* names[] = {"standard", "oklahoma", "hollywood", "poker"};
  preset(names[int(game)], r);
  if (r.poker) r.players = std::clamp(players, 2, 5);
  return r;
}

Game gameOf(const Rules& r) {
  if (r.poker) return Game::Poker;
  if (r.hollywood) return Game::Hollywood;
  return r.oklahoma ? Game::Oklahoma : Game::Classic;
}

GameSetup setupOf(const Choices& c, const Rules& rules, const QVector<Level>& seatLevels) {
  GameSetup s;
  s.rules = rules;
  const bool two = c.opponent == kTwoPeople && !rules.poker;
  for (int seat = 0; seat < rules.players; ++seat) {
    SeatSetup st;
    st.kind = seat == 0 || (two && seat == 1) ? SeatKind::Person : SeatKind::Computer;
    if (seat == 0) st.name = c.name.trimmed().left(SeatSetup::kMaxNameLength);
    if (seat == 1 && two) st.name = c.secondName.trimmed().left(SeatSetup::kMaxNameLength);
    st.level = c.opponent == kTwoPeople ? Level::Casual : level(c.opponent);
    if (rules.poker && seat > 0 && seat - 1 < seatLevels.size()) st.level = seatLevels[seat - 1];
    s.seats.push_back(st);
  }
  return s;
}

void oneTabStop(QButtonGroup* group) {
  auto update = [group] {
    for (QAbstractButton* b : group->buttons()) b->setFocusPolicy(b->isChecked() ? Qt::StrongFocus : Qt::ClickFocus);
  };
  QObject::connect(group, &QButtonGroup::buttonToggled, group, update);
  update();
}

Choices choicesOf(const GameSetup& s) {
  Choices c;
  c.game = gameOf(s.rules);
  c.players = s.rules.poker ? s.rules.players : 4;
  if (!s.seats.isEmpty()) c.name = s.seats[0].name;
  const bool two = !s.rules.poker && s.seats.size() > 1 && s.seats[1].kind == SeatKind::Person;
  if (two) c.secondName = s.seats[1].name;
  c.opponent = two ? kTwoPeople : s.seats.size() > 1 ? opponentOf(s.seats[1].level) : 1;
  return c;
}

}  // namespace setupchoices

using namespace setupchoices;

SetupChoices::SetupChoices(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("setupChoices"));
  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setHorizontalSpacing(28);

  // Left: whom to play, each level with its line.
  auto* left = new QVBoxLayout;
  left->setSpacing(2);
  opponentTitle_ = new QLabel;
  opponentTitle_->setObjectName(QStringLiteral("choiceTitle"));
  left->addWidget(opponentTitle_);
  opponents_ = new QButtonGroup(this);
  for (int i = 0; i <= kTwoPeople; ++i) {
    auto* b = new QRadioButton;
    b->setObjectName(QStringLiteral("opponent%1").arg(i));
    opponents_->addButton(b, i);
    left->addWidget(b);
    auto* line = new QLabel;
    line->setObjectName(QStringLiteral("choiceLine"));
    line->setWordWrap(true);
    line->setIndent(24);
    opponentLines_.push_back(line);
    left->addWidget(line);
    a11y::tieLine(line, {b});
  }
  left->addStretch();
  opponentTitle_->setBuddy(opponents_->button(1));

  // Right: your name, the game and its players, the second person's name.
  auto* right = new QVBoxLayout;
  right->setSpacing(2);
  nameLabel_ = new QLabel;
  nameLabel_->setObjectName(QStringLiteral("choiceTitle"));
  name_ = new QLineEdit;
  name_->setObjectName(QStringLiteral("yourName"));
  name_->setMaxLength(SeatSetup::kMaxNameLength);
  nameLabel_->setBuddy(name_);
  right->addWidget(nameLabel_);
  right->addWidget(name_);
  right->addSpacing(8);
  gameTitle_ = new QLabel;
  gameTitle_->setObjectName(QStringLiteral("choiceTitle"));
  right->addWidget(gameTitle_);
  games_ = new QButtonGroup(this);
  for (int g = 0; g < 4; ++g) {
    auto* b = new QRadioButton;
    b->setObjectName(QStringLiteral("game%1").arg(g));
    games_->addButton(b, g);
    right->addWidget(b);
  }
  gameTitle_->setBuddy(games_->button(0));
  gameLine_ = new QLabel;
  gameLine_->setObjectName(QStringLiteral("choiceLine"));
  gameLine_->setWordWrap(true);
  right->addWidget(gameLine_);
  a11y::tieLine(gameLine_, {games_->button(0), games_->button(1), games_->button(2), games_->button(3)});
  auto* playersRow = new QHBoxLayout;
  playersLabel_ = new QLabel;
  players_ = new QSpinBox;
  players_->setObjectName(QStringLiteral("pokerPlayers"));
  players_->setRange(2, 5);
  players_->setValue(4);
  playersLabel_->setBuddy(players_);
  playersRow->addWidget(playersLabel_);
  playersRow->addWidget(players_);
  playersRow->addStretch();
  right->addLayout(playersRow);
  // The second person's name last in the column (poker gin, which shows the players above, is not
  // played by two people): when it appears nothing moves (between your name and the games it pushed
  // the games down under the mouse: a playtest).
  secondLabel_ = new QLabel;
  second_ = new QLineEdit;
  second_->setObjectName(QStringLiteral("secondName"));
  second_->setMaxLength(SeatSetup::kMaxNameLength);
  secondLabel_->setBuddy(second_);
  // Its room is kept while hidden: the page, centred on the screen, does not move when it appears.
  for (QWidget* w : {static_cast<QWidget*>(secondLabel_), static_cast<QWidget*>(second_)}) {
    QSizePolicy p = w->sizePolicy();
    p.setRetainSizeWhenHidden(true);
    w->setSizePolicy(p);
  }
  right->addSpacing(6);
  right->addWidget(secondLabel_);
  right->addWidget(second_);
  right->addStretch();

  // The three questions stand out from their choices (in the dialog too, which has no style of its own).
  for (QLabel* title : {opponentTitle_, nameLabel_, gameTitle_}) {
    QFont f = title->font();
    f.setBold(true);
    title->setFont(f);
  }
  grid->addLayout(left, 0, 0);
  grid->addLayout(right, 0, 1);
  grid->setColumnStretch(0, 3);
  grid->setColumnStretch(1, 2);

  opponents_->button(1)->setChecked(true);
  games_->button(0)->setChecked(true);
  // A click or an arrow key (autoExclusive buttons move the choice) is a choice.
  connect(opponents_, &QButtonGroup::idToggled, this, [this](int id, bool on) {
    if (!on) return;
    updateShown();
    emit opponentChosen(id);
    emit changed();
  });
  connect(games_, &QButtonGroup::idToggled, this, [this](int id, bool on) {
    if (!on || signalsBlocked()) return;
    updateShown();
    emit gameChosen(Game(id));
    emit changed();
  });
  connect(players_, &QSpinBox::valueChanged, this, &SetupChoices::changed);
  connect(name_, &QLineEdit::textChanged, this, &SetupChoices::changed);
  // The opponents' names follow the number of players (and a name of yours that one of them had).
  connect(players_, &QSpinBox::valueChanged, this, &SetupChoices::nameOpponents);
  connect(name_, &QLineEdit::textChanged, this, &SetupChoices::nameOpponents);
  connect(second_, &QLineEdit::textChanged, this, &SetupChoices::changed);
  // Tab: your name, whom to play, the second name, the game, its players.
  QList<QWidget*> order = {name_};
  for (int i = 0; i <= kTwoPeople; ++i) order << opponents_->button(i);
  order << second_;
  for (int g = 0; g < 4; ++g) order << games_->button(g);
  order << players_;
  for (int i = 0; i + 1 < order.size(); ++i) setTabOrder(order[i], order[i + 1]);
  oneTabStop(opponents_);
  oneTabStop(games_);
  retranslate();
  updateShown();
}

QRadioButton* SetupChoices::opponentButton(int i) const { return qobject_cast<QRadioButton*>(opponents_->button(i)); }
QRadioButton* SetupChoices::gameButton(Game g) const { return qobject_cast<QRadioButton*>(games_->button(int(g))); }

Choices SetupChoices::choices() const {
  Choices c;
  c.name = name_->text().trimmed();
  c.secondName = second_->text().trimmed();
  c.opponent = std::max(0, opponents_->checkedId());
  c.game = Game(std::max(0, games_->checkedId()));
  c.players = players_->value();
  if (c.game == Game::Poker && c.opponent == kTwoPeople) c.opponent = 1;
  return c;
}

void SetupChoices::setChoices(const Choices& c) {
  const QSignalBlocker block(this);
  name_->setText(c.name);
  second_->setText(c.secondName);
  opponents_->button(std::clamp(c.opponent, 0, int(kTwoPeople)))->setChecked(true);
  games_->button(int(c.game))->setChecked(true);
  players_->setValue(std::clamp(c.players, 2, 5));
  updateShown();
}

// Hidden where it does not apply: the second name unless two people play, the number of players
// unless poker gin. Poker gin is played against computers: two people at the screen stays in sight but
// greyed out, so that the dialog keeps its height (it grew when another game was picked, and a click
// meant for OK landed on empty space: a play-test).
void SetupChoices::updateShown() {
  const bool poker = games_->checkedId() == int(Game::Poker);
  if (poker && opponents_->checkedId() == kTwoPeople) opponents_->button(1)->setChecked(true);
  opponents_->button(kTwoPeople)->setEnabled(!poker);
  opponentLines_[kTwoPeople]->setEnabled(!poker);
  const bool two = opponents_->checkedId() == kTwoPeople;
  secondLabel_->setVisible(two);
  second_->setVisible(two);
  playersLabel_->setVisible(poker);
  players_->setVisible(poker);
  retranslate();
}

void SetupChoices::setLimits(int knockLimit, int target) {
  if (knockLimit == knockLimit_ && target == target_) return;
  knockLimit_ = knockLimit;
  target_ = target;
  retranslate();
}

void SetupChoices::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) fitGameLine();
  QWidget::changeEvent(e);
}

void SetupChoices::showEvent(QShowEvent* e) {
  fitGameLine();  // the labels are polished now: their font is the one shown
  QWidget::showEvent(e);
}

// The game's line is as wide as the widest game's line asks, whichever is shown: picking another game
// then never moves the dialog's buttons from under the pointer.
void SetupChoices::fitGameLine() {
  if (gameLines_.isEmpty()) return;
  int widest = 0;
  gameLine_->setMinimumWidth(0);
  for (const QString& line : gameLines_) {
    gameLine_->setText(line);
    widest = std::max(widest, gameLine_->sizeHint().width());
  }
  gameLine_->setMinimumWidth(widest);
  gameLine_->setText(gameLines_[std::clamp(games_->checkedId(), 0, int(gameLines_.size()) - 1)]);
}

void SetupChoices::nameOpponents() {
  // Poker gin for three or more: every computer seat plays at the level chosen, each with its name.
  const int computers = games_->checkedId() == int(Game::Poker) ? players_->value() - 1 : 1;
  opponentTitle_->setText(computers > 1 ? tr("&Opponents") : tr("&Opponent"));
  for (int i = 0; i < kLevelCount; ++i) {
    //: A computer level and the name of the computer player at that level, e.g. "Beginner · Aino".
    opponents_->button(i)->setText(tr("%1 · %2").arg(seatnames::levelTitle(level(i)),
                                                     seatnames::computerNames(level(i), computers, name_->text().trimmed())
                                                         .join(tr(", ", "between the names of computer players"))));
    opponents_->button(i)->setAccessibleName(CardText::spoken(opponents_->button(i)->text()));  // no "middle dot"
  }
}

void SetupChoices::retranslate() {
  nameOpponents();
  const QString lines[] = {
      tr("Learning too: plays from its own hand and now and then misses a good card."),
      tr("Counts the cards and avoids giving you what you need."),
      tr("Thinks a draw ahead and seldom gives anything away."),
      tr("The toughest: simulates deals and waits for gin when knocking is risky."),
      tr("Take turns at one screen; the hands are hidden between turns.")};
  opponents_->button(kTwoPeople)->setText(tr("Two players on this screen"));
  // Each choice's line is its button's description too: a screen reader said "Beginner · Aino, radio
  // button" and never what the choice means (a blind player's play-test).
  for (int i = 0; i <= kTwoPeople; ++i) {
    opponentLines_[i]->setText(lines[i]);
    opponents_->button(i)->setAccessibleDescription(lines[i]);
  }
  // Greyed out in poker gin (updateShown): why, where the pointer goes. The line keeps its words, so
  // that its height, and the dialog's, stays.
  const QString why = games_->checkedId() == int(Game::Poker) ? tr("Poker gin is played against the computer.") : QString();
  opponents_->button(kTwoPeople)->setToolTip(why);
  opponentLines_[kTwoPeople]->setToolTip(why);
  // Two people at the screen: the first name is the first player's, not "yours" (a play-test).
  const bool two = opponents_->checkedId() == kTwoPeople;
  nameLabel_->setText(two ? tr("First player's &name") : tr("Your &name"));
  name_->setPlaceholderText(two ? tr("Player 1") : tr("You"));
  secondLabel_->setText(tr("Second player's na&me"));
  second_->setPlaceholderText(tr("Player 2"));
  gameTitle_->setText(tr("G&ame"));
  const QString games[] = {tr("Standard gin rummy"), tr("Oklahoma gin"), tr("Hollywood scoring"), tr("Poker gin rummy")};
  const QString gameLines[] = {
      tr("Knock with %1 or less in deadwood; the first to %n points wins.", nullptr, target_).arg(knockLimit_),
      tr("The first upcard sets the knock limit of each hand."),
      tr("Three games scored at once on one sheet."),
      tr("2–5 players; knock at any count, the lowest deadwood scores from everyone.")};
  for (int g = 0; g < 4; ++g) {
    games_->button(g)->setText(games[g]);
    games_->button(g)->setAccessibleDescription(gameLines[g]);
  }
  gameLines_.clear();
  for (const QString& line : gameLines) gameLines_ << line;
  fitGameLine();
  playersLabel_->setText(tr("Pla&yers at the table:"));
}
