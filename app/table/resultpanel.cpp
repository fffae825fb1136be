// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/resultpanel.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QTextDocument>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "text/cardtext.h"
#include "text/scoretext.h"
#include "game/gamecontroller.h"
#include "game/handlog.h"

using namespace gin;

ResultPanel::ResultPanel(GameController* controller, QWidget* parent) : QFrame(parent), c_(controller) {
  setObjectName(QStringLiteral("resultPanel"));
  base_ = font();
  auto* lay = new QVBoxLayout(this);
  lay->setSpacing(4);
  title_ = new QLabel(this);
  title_->setWordWrap(true);
  body_ = new QLabel(this);
  body_->setTextFormat(Qt::RichText);
  body_->setWordWrap(true);
  next_ = new QPushButton(this);
  next_->setObjectName(QStringLiteral("nextHandButton"));
  rematch_ = new QPushButton(this);
  rematch_->setObjectName(QStringLiteral("rematchButton"));
  lay->addWidget(title_);
  lay->addWidget(body_);
  review_ = new QPushButton(this);
  review_->setObjectName(QStringLiteral("reviewButton"));
  // The deal's number beside the buttons, not on a line of its own: every line of the panel costs the
  // cards of the table room at 1024 x 600 (a poker table's revealed hands came out tiny: a playtest).
  deal_ = new QLabel(this);
  deal_->setObjectName(QStringLiteral("resultDealNumber"));
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(deal_);
  buttons->addStretch();
  buttons->addWidget(review_);
  buttons->addWidget(rematch_);
  buttons->addWidget(next_);
  lay->addLayout(buttons);
  // Tab goes through the buttons as they stand, left to right (Shift+Tab from Next hand left the panel).
  setTabOrder(review_, rematch_);
  setTabOrder(rematch_, next_);
  // Enter presses the button in focus, as in a dialog: it went on to the table, which deals the next
  // hand, with the focus on Analysis (a new player's playtest).
  for (QPushButton* b : {review_, rematch_, next_}) b->setAutoDefault(true);
  connect(review_, &QPushButton::clicked, this, &ResultPanel::reviewRequested);
  connect(rematch_, &QPushButton::clicked, this, [this] {
    GameSetup again = c_->setup();
    again.seed = 0;  // a new deal
    c_->newMatch(again);
  });
  connect(next_, &QPushButton::clicked, this, [this] {
    if (!dealNext()) emit newGameRequested();
  });
  connect(c_, &GameController::changed, this, &ResultPanel::sync);
  applyScale();
  sync();
}

void ResultPanel::setScale(double scale) {
  scale = std::round(std::clamp(scale, 1.0, 2.0) * 20) / 20;  // in steps of 5%: no restyling for a pixel
  if (scale == scale_) return;
  scale_ = scale;
  applyScale();
}

void ResultPanel::applyScale() {
  // Everything in proportion: the words, the buttons' padding and the margins (at 1920x1080 the panel's
  // 12-pixel text sat small in a wide frame over large cards: a play-test).
  const double s = scale_;
  auto px = [s](double v) { return int(std::lround(v * s)); };
  QFont f = base_;
  if (f.pixelSize() > 0)
    f.setPixelSize(px(f.pixelSize()));
  else
    f.setPointSizeF(f.pointSizeF() * s);
  setFont(f);
  // Set on each child too: under the panel's style sheet they kept the application's font.
  for (QWidget* w : std::initializer_list<QWidget*>{body_, next_, review_, rematch_}) w->setFont(f);
  setStyleSheet(QStringLiteral("#resultPanel { background: #0c1e14; border: 2px solid #f2c94c; border-radius: %1px; }"
                               "QLabel { color: #f4f4ea; } QPushButton { background: #f2c94c; color: #202020; font-weight: bold;"
                               " padding: %2px %3px; border-radius: 6px; border: 2px solid transparent; }"
                               " QPushButton:focus { border-color: white; }")
                    .arg(px(12))
                    .arg(px(8))
                    .arg(px(22)));
  title_->setStyleSheet(QStringLiteral("font-size: %1px; font-weight: bold; color: #f2c94c;").arg(px(17)));
  QFont small = f;  // the deal's number, quieter
  if (f.pixelSize() > 0)
    small.setPixelSize(int(f.pixelSize() * 0.85));
  else
    small.setPointSizeF(f.pointSizeF() * 0.85);
  deal_->setFont(small);
  deal_->setStyleSheet(QStringLiteral("color: #9fb3a4;"));
  layout()->setContentsMargins(px(18), px(10), px(18), px(10));
}

bool ResultPanel::dealNext() {
  if (!c_->hasMatch() || c_->matchOver()) return false;
  c_->nextHand();
  return true;
}

QString ResultPanel::text() const {
  QTextDocument d;
  d.setHtml(body_->text());
  QString t = title_->text() + QLatin1Char('\n') + d.toPlainText();
  if (!deal_->text().isEmpty()) t += QLatin1Char('\n') + deal_->text();
  return t;
}

void ResultPanel::sync() {
  const bool show = c_->hasMatch() && (c_->view().phase == Phase::Scored || c_->view().phase == Phase::Drawn);
  const bool was = !isHidden();  // (isVisible() is false while a parent is hidden: it would tell again)
  if (show) retranslate();
  // Hiding a focused button would pass the focus to the next widget in the chain (the action bar);
  // the player who pressed Next hand with the keyboard goes on playing cards on the table.
  const bool hadFocus = !show && was && isAncestorOf(QApplication::focusWidget());
  setVisible(show);
  if (hadFocus && parentWidget()) parentWidget()->setFocus(Qt::OtherFocusReason);
  if (show) raise();
  if (show && !was) {
    emit shown(summary());
    // A keyboard player's keys go to Next hand (they were left on the table or, after Confirm lay-offs,
    // on the next button of the bar: a playtest). After the bar's own update, which moves the keys too.
    QTimer::singleShot(0, this, [this] {
      QWidget* table = parentWidget();
      if (!isVisible() || !c_->keyboardPrompts() || !table || !table->hasFocus()) return;
      for (QPushButton* b : {next_, rematch_, review_})
        if (b->isVisible()) {
          b->setFocus(Qt::OtherFocusReason);
          return;
        }
    });
  }
}

QString ResultPanel::summary() const { return title() + QLatin1Char(' ') + scoreLine(); }

QString ResultPanel::scoreLine() const {
  auto scoresOf = [this](int game) {
    const auto totals = c_->sheet().totals(game);
    QStringList scores;
    for (int s = 0; s < c_->players() && s < int(totals.size()); ++s) {
      scores << ScoreText::nameAndNumber(c_->seatName(s), QString::number(totals[s]));
    }
    return scores.join(QStringLiteral(", "));
  };
  if (c_->sheet().games() == 1) return tr("Score: %1.").arg(scoresOf(0));
  // Hollywood: each game's column (W gave the first game's only: the screen-reader play-test).
  QStringList games;
  for (int g = 0; g < c_->sheet().games(); ++g)
    games << tr("Game %1 score: %2.", "Hollywood: one of its three games").arg(g + 1).arg(scoresOf(g));
  return games.join(QLatin1Char(' '));
}

void ResultPanel::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange && isVisible()) retranslate();
  QFrame::changeEvent(e);
}

QString ResultPanel::details() const {
  const HandResult& r = c_->view().result;
  QStringList parts;
  if (r.outcome != Outcome::Drawn && !r.deadwood.empty()) {
    QStringList deadwood, laid;
    for (int s = 0; s < c_->players() && s < int(r.deadwood.size()); ++s) {
      deadwood << tr("%1 %2", "a player and the deadwood").arg(c_->seatName(s), QString::number(r.deadwood[s]));
      if (s < int(r.layoffs.size()) && !r.layoffs[s].empty())
        laid << tr("%1 %n card(s)", "a player and the cards laid off", int(r.layoffs[s].size())).arg(c_->seatName(s));
    }
    parts << tr("Deadwood after lay-offs: %1.").arg(deadwood.join(QStringLiteral(", ")));
    if (!laid.isEmpty()) parts << tr("Laid off: %1.").arg(laid.join(QStringLiteral(", ")));
  }
  if (const QString s = settlement(); !s.isEmpty()) parts << s;
  // Every seat's cards as laid out, last: a screen reader heard "Otto laid out melds." and never which,
  // nor the deadwood he kept (a blind player's play-test).
  parts << HandLogModel::laidOut(c_->view(), [this](int s) { return c_->seatName(s); });
  return parts.join(QLatin1Char(' '));
}

QString ResultPanel::standing(const QString& said) const {
  const QString score = scoreLine(), end = settlement();
  return (said.contains(score) ? QString() : QLatin1Char(' ') + score) + (end.isEmpty() ? QString() : QLatin1Char(' ') + end);
}

QString ResultPanel::settlement() const {
  if (!c_->matchOver()) return QString();
  const ScoreSheet& sheet = c_->sheet();
  const int winner = sheet.matchWinner();
  const auto result = sheet.matchResult();
  if (winner < 0) return tr("The match is over: a tie.");
  if (c_->view().rules.poker)  // poker gin's result is the totals
    return c_->isYou(winner) ? tr("The match is over: you win with %n point(s).", nullptr, result[winner])
                             : tr("The match is over: %1 wins with %n point(s).", nullptr, result[winner]).arg(c_->seatName(winner));
  // The settlement: the difference of the totals with the bonuses, not the score on the table.
  return c_->isYou(winner) ? tr("The match is over: you win by %n point(s) in the settlement.", nullptr, result[winner])
                           : tr("The match is over: %1 wins by %n point(s) in the settlement.", nullptr, result[winner])
                                 .arg(c_->seatName(winner));
}

QString ResultPanel::title() const {
  const HandResult& r = c_->view().result;
  QString t;
  if (r.outcome == Outcome::Drawn) {
    t = tr("Drawn hand: only two cards were left in the stock. Nobody scores.");
  } else {
    // Whole sentences for "you", so that verbs agree in both languages.
    const QString w = c_->seatName(r.winner);
    const int pts = r.points[r.winner];
    const bool you = c_->isYou(r.winner);
    switch (r.outcome) {
      case Outcome::Knock:
        t = you ? tr("You knocked and win %n point(s).", nullptr, pts)
                 : tr("%1 knocked and wins %n point(s).", nullptr, pts).arg(w);
        break;
      case Outcome::Gin:
        t = you ? tr("You went gin and win %n point(s).", nullptr, pts)
                 : tr("%1 went gin and wins %n point(s).", nullptr, pts).arg(w);
        break;
      case Outcome::BigGin:
        t = you ? tr("You made big gin and win %n point(s).", nullptr, pts)
                 : tr("%1 made big gin and wins %n point(s).", nullptr, pts).arg(w);
        break;
      case Outcome::Undercut:
        if (you)
          t = tr("You undercut %1 and win %n point(s).", nullptr, pts).arg(c_->seatName(r.knocker));
        else if (c_->isYou(r.knocker))
          t = tr("%1 undercut you and wins %n point(s).", nullptr, pts).arg(w);
        else
          t = tr("%1 undercut %2 and wins %n point(s).", nullptr, pts).arg(w, c_->seatName(r.knocker));
        break;
      case Outcome::Drawn: break;
    }
  }
  if (c_->matchOver()) {
    // The match's winner first, then how the last hand ended.
    const int winner = c_->sheet().matchWinner();
    const QString match = winner < 0          ? tr("The match is a tie.")
                          : c_->isYou(winner) ? tr("You win the match!")
                                              : tr("%1 wins the match.").arg(c_->seatName(winner));
    return match + QLatin1Char(' ') + t;
  }
  return t;
}

void ResultPanel::retranslate() {
  const SeatView& v = c_->view();
  const HandResult& r = v.result;
  const ScoreSheet& sheet = c_->sheet();
  const int n = c_->players();
  auto name = [this](int s) { return c_->seatName(s).toHtmlEscaped(); };
  next_->setText(c_->matchOver() ? tr("New game") : tr("Next hand"));
  review_->setText(tr("Review"));
  // The lesson is one hand: its end leads nowhere but back (the lesson's own Finish).
  const bool practice = c_->practice();
  next_->setVisible(!practice);
  review_->setVisible(!practice && c_->players() == 2);  // the coach's search is for two players
  rematch_->setText(tr("Rematch"));
  // Not after a network match: the host decides whether there is another one, and a rematch here would be
  // against a computer in the friend's seat.
  rematch_->setVisible(!practice && !c_->guest() && !c_->fairDealt() && c_->matchOver());

  title_->setText(title());

  QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'>");
  const QString th = QStringLiteral("<th align='%1' style='color:#c8d6c0'>%2</th>");
  html += QStringLiteral("<tr>") + th.arg(QStringLiteral("left"), tr("Player"));
  if (r.outcome != Outcome::Drawn)
    html += th.arg(QStringLiteral("right"), tr("Deadwood")) + th.arg(QStringLiteral("right"), tr("Laid off")) +
            th.arg(QStringLiteral("right"), tr("After lay-offs")) + th.arg(QStringLiteral("right"), tr("Points"));
  html += th.arg(QStringLiteral("right"), tr("Score")) + QStringLiteral("</tr>");
  const auto totals = sheet.totals(0);
  for (int s = 0; s < n; ++s) {
    // The knocker marked; a gin's by its gin, as the title says (a play-test read "(knocker)" there).
    const QString mark = r.outcome == Outcome::Gin ? tr("gin") : tr("knocker");
    html += QStringLiteral("<tr><td>%1%2</td>")
                .arg(name(s), s == r.knocker ? QStringLiteral(" <span style='color:#f2c94c'>(%1)</span>").arg(mark) : QString());
    if (r.outcome != Outcome::Drawn) {
      QStringList laid;
      for (const Layoff& l : r.layoffs[s]) laid << CardText::symbol(l.card);
      html += QStringLiteral("<td align='right'>%1</td><td align='right'>%2</td><td align='right'><b>%3</b></td>"
                             "<td align='right'><b>%4</b></td>")
                  .arg(r.deadwoodBefore[s])
                  .arg(laid.isEmpty() ? QStringLiteral("–") : laid.join(QLatin1Char(' ')))
                  .arg(r.deadwood[s])
                  .arg(r.points[s] ? QStringLiteral("+%1").arg(r.points[s]) : QStringLiteral("0"));
    }
    html += QStringLiteral("<td align='right'>%1</td></tr>").arg(totals[s]);
  }
  html += QStringLiteral("</table>");

  QStringList notes;
  if (r.outcome == Outcome::Gin) notes << tr("Gin bonus: %n point(s).", nullptr, r.bonus);
  if (r.outcome == Outcome::BigGin) notes << tr("Big gin bonus: %n point(s).", nullptr, r.bonus);
  if (r.outcome == Outcome::Undercut && !v.rules.poker) notes << tr("Undercut bonus: %n point(s).", nullptr, r.bonus);
  if (v.rules.poker && r.outcome != Outcome::Drawn && r.winner >= 0) {
    // Poker gin: what each player paid the winner, and the beaten knocker's bonus to those below it.
    auto named = [this](int s, int points) { return tr("%1 %2", "a player and the points paid").arg(c_->seatName(s), QString::number(points)); };
    QStringList paid;
    int taken = 0;
    for (int s = 0; s < n && s < int(r.pointsFrom.size()); ++s)
      if (s != r.winner) paid << named(s, r.pointsFrom[s]), taken += r.pointsFrom[s];
    // Whole sentences for "you", as in the title.
    notes << (c_->isYou(r.winner) ? tr("You take the difference in deadwood from each player: %1.").arg(paid.join(QStringLiteral(", ")))
                                  : tr("%1 takes the difference in deadwood from each player: %2.")
                                        .arg(c_->seatName(r.winner), paid.join(QStringLiteral(", "))));
    if (r.knocker >= 0 && r.winner != r.knocker) {
      // A beaten knocker: beyond what the winner took, the points each seat scored are its bonus.
      QStringList below;
      for (int s = 0; s < n && s < int(r.points.size()); ++s)
        if (const int bonus = r.points[s] - (s == r.winner ? taken : 0); s != r.knocker && bonus > 0)
          below << named(s, bonus);
      if (!below.isEmpty())
        notes << (c_->isYou(r.knocker)
                      ? tr("You knocked and were beaten: each player below your deadwood gets a bonus: %1.")
                            .arg(below.join(QStringLiteral(", ")))
                      : tr("The knocker %1 was beaten: each player below its deadwood gets a bonus: %2.")
                            .arg(c_->seatName(r.knocker), below.join(QStringLiteral(", "))));
    }
  }
  if (r.multiplier > 1) notes << tr("The first upcard was a spade: this hand counts double.");
  if (v.rules.hollywood) {
    const QStringList names{c_->seatName(0), c_->seatName(1)};
    for (int g = 0; g < sheet.games(); ++g) notes << ScoreText::hollywoodGame(sheet, g, names);
  }
  if (const QString s = settlement(); !s.isEmpty()) notes << s;
  for (const QString& note : notes) html += QStringLiteral("<p style='margin:2px'>%1</p>").arg(note.toHtmlEscaped());
  // The lesson's deal is no deal of a seed; a guest learns the number when the host reveals it.
  const bool numbered = !c_->practice() && c_->dealNumber() != 0;
  deal_->setText(numbered ? tr("Deal number %1").arg(c_->dealNumber()) : QString());
  body_->setText(html);
  adjustSize();
}

int ResultPanel::neededWidth() const {
  // The table only: the notes below it wrap (measured unwrapped, a long note would widen the panel).
  QString html = body_->text();
  if (const int end = html.indexOf(QLatin1String("</table>")); end >= 0) html.truncate(end + 8);
  QTextDocument doc;
  doc.setDefaultFont(body_->font());
  doc.setHtml(html);
  const QMargins m = layout()->contentsMargins();
  // The row of the deal's number and the buttons whole as well: at the end of a match in Finnish
  // (three buttons) the number was cut to its first digits, another number.
  const int table = int(std::ceil(doc.idealWidth())) + m.left() + m.right() + 2 * body_->margin() + 8;
  return std::max(table, minimumSizeHint().width());
}
