// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/welcomepage.h"

#include <QApplication>
#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "text/language.h"
#include "setup/newgamedialog.h"
#include "store/settings.h"
#include "setup/setupchoices.h"

using namespace setupchoices;

WelcomePage::WelcomePage(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("welcomePage"));
  setAutoFillBackground(false);
  panel_ = new QFrame(this);
  panel_->setObjectName(QStringLiteral("welcomePanel"));
  panel_->setStyleSheet(QStringLiteral(
      "#welcomePanel { background: rgba(12, 30, 20, 235); border: 2px solid #f2c94c; border-radius: 14px; }"
      "QLabel, QRadioButton { color: #f4f4ea; } QLabel#welcomeTitle { color: #f2c94c; font-size: 22px; font-weight: bold; }"
      "QLabel#choiceTitle { color: #f2c94c; font-weight: bold; } QLabel#choiceLine { color: #b9cbbd; }"
      "QRadioButton:checked { color: #f2c94c; } QRadioButton:focus { text-decoration: underline; }"
      // Greyed out where it does not apply (two people at the screen in poker gin): the light text showed
      // no difference.
      "QRadioButton:disabled, QLabel#choiceLine:disabled { color: #6f8474; }"
      "QLineEdit { padding: 3px; } QPushButton { background: #f2c94c; color: #202020; font-weight: bold;"
      " padding: 8px 26px; border-radius: 6px; border: 2px solid transparent; } QPushButton:focus { border-color: white; }"
      "QPushButton#learnToPlay { background: #1d4a30; color: #f4f4ea; border: 1px solid #3c7050; }"
      "QPushButton#learnToPlay:focus { border: 2px solid white; }"));
  panel_->installEventFilter(this);
  auto* lay = new QVBoxLayout(panel_);
  lay->setContentsMargins(22, 14, 22, 14);
  lay->setSpacing(6);
  auto* top = new QHBoxLayout;
  title_ = new QLabel;
  title_->setObjectName(QStringLiteral("welcomeTitle"));
  // Beside the language choice, wrapping into two lines where the two do not fit on one (beside the
  // score sheet at 1024x600 the Finnish title ran under the choice).
  title_->setWordWrap(true);
  top->addWidget(title_, 1);
  // Each language by its own name; a choice switches at once and is kept.
  languageLabel_ = new QLabel;
  finnish_ = new QRadioButton(QStringLiteral("Suomi"));
  english_ = new QRadioButton(QStringLiteral("English"));
  finnish_->setObjectName(QStringLiteral("language_fi"));
  english_->setObjectName(QStringLiteral("language_en"));
  auto* languages = new QButtonGroup(this);
  languages->addButton(finnish_);
  languages->addButton(english_);
  oneTabStop(languages);
  languageLabel_->setBuddy(Language::instance().current() == QLatin1String("fi") ? finnish_ : english_);
  top->addWidget(languageLabel_);
  top->addWidget(finnish_);
  top->addWidget(english_);
  lay->addLayout(top);
  notice_ = new QLabel;
  notice_->setObjectName(QStringLiteral("welcomeNotice"));
  notice_->setWordWrap(true);
  notice_->setStyleSheet(QStringLiteral("color: #f2c94c; font-weight: bold;"));
  notice_->hide();
  lay->addWidget(notice_);
  intro_ = new QLabel;
  intro_->setWordWrap(true);
  lay->addWidget(intro_);
  lay->addSpacing(4);
  choices_ = new SetupChoices;
  lay->addWidget(choices_);
  // Another game or opponent changes the texts and rows shown (poker gin's line is three lines in
  // Finnish, with the players row): the panel takes its new height once the layout has them.
  connect(choices_, &SetupChoices::changed, this, &WelcomePage::placePanel, Qt::QueuedConnection);
  connect(choices_, &SetupChoices::gameChosen, this, &WelcomePage::placePanel, Qt::QueuedConnection);
  connect(choices_, &SetupChoices::opponentChosen, this, &WelcomePage::placePanel, Qt::QueuedConnection);
  auto* buttons = new QHBoxLayout;
  learn_ = new QPushButton;
  learn_->setObjectName(QStringLiteral("learnToPlay"));
  play_ = new QPushButton;
  play_->setObjectName(QStringLiteral("play"));
  buttons->addWidget(learn_);
  buttons->addStretch();
  buttons->addWidget(play_);
  lay->addLayout(buttons);
  // Play with friends on other computers: host a table or join one.
  auto* network = new QHBoxLayout;
  host_ = new QPushButton;
  host_->setObjectName(QStringLiteral("hostNetworkGame"));
  join_ = new QPushButton;
  join_->setObjectName(QStringLiteral("joinNetworkGame"));
  network->addWidget(host_);
  network->addWidget(join_);
  network->addStretch();
  lay->addLayout(network);

  (Language::instance().current() == QLatin1String("fi") ? finnish_ : english_)->setChecked(true);
  connect(finnish_, &QRadioButton::toggled, this, [](bool on) {
    if (!on) return;
    Language::instance().setLanguage(QStringLiteral("fi"));
    Settings::setLanguage(QStringLiteral("fi"));
  });
  connect(english_, &QRadioButton::toggled, this, [](bool on) {
    if (!on) return;
    Language::instance().setLanguage(QStringLiteral("en"));
    Settings::setLanguage(QStringLiteral("en"));
  });
  // The language menu may switch too: the buttons follow.
  connect(&Language::instance(), &Language::changed, this, [this](const QString& code) {
    const QSignalBlocker b1(finnish_), b2(english_);
    (code == QLatin1String("fi") ? finnish_ : english_)->setChecked(true);
  });
  connect(play_, &QPushButton::clicked, this, &WelcomePage::startPlay);
  connect(learn_, &QPushButton::clicked, this, &WelcomePage::learn);
  connect(host_, &QPushButton::clicked, this, &WelcomePage::host);
  connect(join_, &QPushButton::clicked, this, &WelcomePage::join);
  connect(choices_->nameEdit(), &QLineEdit::returnPressed, this, &WelcomePage::startPlay);

  // The last choices (the defaults at a first start).
  const GameSetup remembered = NewGameDialog::remembered();
  choices_->setChoices(choicesOf(remembered));
  // Your name first, then whom to play and the game, Play and Learn to play, the language last.
  QWidget* order[] = {static_cast<QWidget*>(choices_->playersBox()), play_, learn_, host_, join_, finnish_, english_};
  for (int i = 0; i + 1 < 7; ++i) setTabOrder(order[i], order[i + 1]);
  retranslate();
}

bool WelcomePage::firstStart() { return Settings::firstStart(); }

GameSetup WelcomePage::setup() const {
  const Choices c = choices_->choices();
  return setupOf(c, rulesOf(c.game, c.players));
}

void WelcomePage::startPlay() {
  const GameSetup s = setup();
  NewGameDialog::remember(s);
  emit play(s);
}

QRadioButton* WelcomePage::languageButton(const QString& code) const {
  return code == QLatin1String("fi") ? finnish_ : english_;
}

void WelcomePage::keyPressEvent(QKeyEvent* e) {
  // Enter plays from anywhere on the page (a focused button takes its own Enter first).
  if (e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) {
    if (learn_->hasFocus()) emit learn();
    else startPlay();
    return;
  }
  QWidget::keyPressEvent(e);
}

void WelcomePage::paintEvent(QPaintEvent*) {
  // The table shows dimmed around the page.
  QPainter p(this);
  p.fillRect(rect(), QColor(0, 0, 0, 90));
}

void WelcomePage::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  placePanel();
}

void WelcomePage::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  placePanel();
  choices_->nameEdit()->setFocus();
}

// Tab goes round the page's own choices while it covers the table: the empty table behind it was a
// stop of its own, which a screen reader named "Card table" and nothing more (a blind player's
// play-test), and Shift+Tab from the name reached the language only after it. Hidden (Play), the
// focus moves on as Qt moves it.
bool WelcomePage::focusNextPrevChild(bool next) {
  QWidget* from = QApplication::focusWidget();
  if (!isVisible() || !from || !isAncestorOf(from)) return QWidget::focusNextPrevChild(next);
  for (QWidget* w = next ? from->nextInFocusChain() : from->previousInFocusChain(); w && w != from;
       w = next ? w->nextInFocusChain() : w->previousInFocusChain())
    // Not a widget that passes its focus on (a spin box's line edit: Tab stayed on poker gin's player
    // count, as in Qt's own traversal).
    if (isAncestorOf(w) && w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy()) {
      w->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
      return true;
    }
  return QWidget::focusNextPrevChild(next);
}

void WelcomePage::placePanel() {
  // Four fifths of the table, but no narrower than 680 where the table has room for that (beside the
  // score sheet at 1024x600 the table is about 700 wide: the texts would wrap into more lines than
  // its height holds).
  const int w = std::min(width() - 16, std::max(680, std::min(900, width() * 4 / 5)));
  panel_->setFixedWidth(w);
  const int h = std::min(height() - 8, panel_->heightForWidth(w) > 0 ? panel_->heightForWidth(w) : panel_->sizeHint().height());
  panel_->setFixedHeight(h);
  panel_->move((width() - w) / 2, std::max(4, (height() - h) / 2));
}

bool WelcomePage::eventFilter(QObject* watched, QEvent* e) {
  // Whenever the panel's contents change their size (a language switch retranslates the choices
  // after this page; a game shows more rows), the panel takes the height they now need: a height
  // taken before was the old texts' (beside the score sheet in Finnish the last lines were squeezed).
  if (watched == panel_ && e->type() == QEvent::LayoutRequest)
    QMetaObject::invokeMethod(this, &WelcomePage::placePanel, Qt::QueuedConnection);
  return QWidget::eventFilter(watched, e);
}

void WelcomePage::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    retranslate();
    placePanel();  // the texts changed length
  }
  QWidget::changeEvent(e);
}

void WelcomePage::setNotice(std::function<QString()> words) {
  noticeWords_ = std::move(words);
  notice_->setText(noticeWords_ ? noticeWords_() : QString());
  notice_->setVisible(!notice_->text().isEmpty());
  placePanel();  // a line more or less
}

QString WelcomePage::notice() const { return notice_->isVisible() ? notice_->text() : QString(); }

void WelcomePage::retranslate() {
  if (noticeWords_) notice_->setText(noticeWords_());
  title_->setText(tr("Welcome to Gin Rummy"));
  intro_->setText(tr("Choose whom to play and the game, then Play. New to gin rummy? Learn to play walks you "
                     "through one hand."));
  languageLabel_->setText(tr("Lang&uage:"));
  play_->setText(tr("&Play"));
  learn_->setText(tr("&Learn to play"));
  host_->setText(tr("Host a net&work game…"));
  host_->setToolTip(tr("Open a table for friends on other computers"));
  join_->setText(tr("&Join a network game…"));
  join_->setToolTip(tr("Take a seat at a friend's table"));
}
