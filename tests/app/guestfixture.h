// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the guest's suites share (tst_guest, tst_guestaside): `ginrummy-cli` processes (serve, join), a relay
// that holds a line, and a real MainWindow whose seat is played through the table's own input path.
#pragma once

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include "ai/ai.h"
#include "ai/review.h"
#include "coach/reviewdeals.h"
#include "coach/reviewwindow.h"
#include "channel.h"
#include "guest/guesttable.h"
#include "hosting/networkhost.h"
#include "hosting/invitationsdialog.h"
#include "setup/hostdialog.h"
#include "shell/confirm.h"
#include "store/settings.h"
#include "store/autosave.h"
#include "store/savegame.h"
#include "legal.h"
#include "session.h"
#include "game/handlog.h"
#include "sheet/scoresheetmodel.h"
#include "sheet/scoresheetwidget.h"
#include "shell/handlogview.h"
#include "shell/commands.h"
#include "table/carditem.h"
#include "table/resultpanel.h"
#include "tablefixture.h"
#include "text/language.h"

using namespace gin;
using namespace tablefixture;

namespace {

const QString kCli = QStringLiteral(GIN_CLI_PATH);

// A ginrummy-cli process: standard output in lines, standard error kept for the host's log.
class Cli {
 public:
  explicit Cli(const QStringList& args) {
    p_.start(kCli, args);
    p_.waitForStarted();
  }
  ~Cli() {
    if (p_.state() != QProcess::NotRunning) {
      p_.kill();
      p_.waitForFinished(3000);
    }
  }
  QStringList waitLines(const QString& prefix, int n, int ms = 10000) {
    QElapsedTimer t;
    t.start();
    QStringList found;
    while (t.elapsed() < ms) {
      read();
      found.clear();
      for (const QString& l : out_.split(QLatin1Char('\n')))
        if (l.startsWith(prefix)) found << l.mid(prefix.size()).trimmed();
      if (found.size() >= n || p_.state() == QProcess::NotRunning) break;
      QTest::qWait(10);
    }
    return found;
  }
  bool waitStderr(const QString& text, int ms = 20000) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
      read();
      if (err_.contains(text)) return true;
      if (p_.state() == QProcess::NotRunning) return err_.contains(text);
      QTest::qWait(10);
    }
    return false;
  }
  int wait(int ms) {
    QElapsedTimer t;
    t.start();
    while (p_.state() != QProcess::NotRunning && t.elapsed() < ms) QTest::qWait(10);
    read();
    return p_.state() != QProcess::NotRunning ? -2 : p_.exitStatus() == QProcess::NormalExit ? p_.exitCode() : -1;
  }
  QString out() { return read(), out_; }
  QString err() { return read(), err_; }
  QString log() { return read(), out_ + QStringLiteral("\nstderr:\n") + err_; }

 private:
  void read() {
    out_ += QString::fromUtf8(p_.readAllStandardOutput());
    err_ += QString::fromUtf8(p_.readAllStandardError());
  }
  QProcess p_;
  QString out_, err_;
};

QStringList serveArgs(const QStringList& more = {}) {
  return QStringList{QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--address"),
                     QStringLiteral("127.0.0.1"), QStringLiteral("--once"), QStringLiteral("--name"), QStringLiteral("Club"),
                     QStringLiteral("--table"), QStringLiteral("eaai")} +
         more;
}

net::Invitation invitation(const QString& link) { return *net::parseInvitation(link).invitation; }

// A TCP relay on loopback in front of a host: bytes pass both ways unchanged, those from the guest only
// once released (until then the guest is connecting, and nothing has seated it).
class Relay : public QObject {
 public:
  explicit Relay(quint16 upstream) : upstream_(upstream) {
    server_.listen(QHostAddress::LocalHost, 0);
    connect(&server_, &QTcpServer::newConnection, this, [this] {
      while (QTcpSocket* in = server_.nextPendingConnection()) {
        auto* out = new QTcpSocket(in);
        out->connectToHost(QHostAddress::LocalHost, upstream_);
        connect(in, &QTcpSocket::readyRead, this, [this, in, out] { pass(in, out); });
        connect(out, &QTcpSocket::readyRead, in, [in, out] { in->write(out->readAll()); });
        connect(out, &QTcpSocket::connected, this, [this, in, out] { pass(in, out); });
        connect(in, &QTcpSocket::disconnected, out, &QTcpSocket::disconnectFromHost);
        connect(out, &QTcpSocket::disconnected, in, &QTcpSocket::disconnectFromHost);
        pairs_ << qMakePair(QPointer<QTcpSocket>(in), QPointer<QTcpSocket>(out));
      }
    });
  }
  quint16 port() const { return server_.serverPort(); }
  void release() {
    released_ = true;
    for (const auto& [in, out] : pairs_)
      if (in && out) pass(in, out);
  }

 private:
  void pass(QTcpSocket* in, QTcpSocket* out) {
    if (released_ && out->state() == QAbstractSocket::ConnectedState) out->write(in->readAll());
  }
  quint16 upstream_;
  QTcpServer server_;
  bool released_ = false;
  QList<QPair<QPointer<QTcpSocket>, QPointer<QTcpSocket>>> pairs_;
};

}  // namespace

class GuestFixture : public QObject {
 protected:

  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableScene* scene_ = nullptr;
  QTemporaryDir dir_;
  std::unique_ptr<ai::Player> player_ = ai::makePlayer(ai::Level::Casual, 7);
  int otherFaceShown_ = 0;  // another seat's card face up that this seat never saw, before any knock laid it out

  // `serve`'s two invitations, this window opened and seated with the first as Anna: the opening of
  // most tests here. Empty when the server gave no two invitations (the caller names its log).
  QStringList sitAtServedTable(Cli& serve) {
    const QStringList links = serve.waitLines(QStringLiteral("invite: "), 2);
    if (links.size() != 2) return {};
    openWindow();
    w_->joinNetworkGame(invitation(links[0]), QStringLiteral("Anna"));
    return links;
  }

  void openWindow() {
    w_ = std::make_unique<MainWindow>();
    w_->setGuestKeepPath(dir_.filePath(QStringLiteral("network-seat.json")));
    w_->resize(1180, 760);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    c_ = w_->controller();
    scene_ = w_->tableView()->table();
    // After every change: no card of the other seat shows its face while its hand is hidden.
    connect(c_, &GameController::changed, this, [this] {
      if (!c_->guest() || !c_->hasMatch()) return;
      const SeatView& v = c_->view();
      if (v.phase == Phase::Scored || v.phase == Phase::Drawn) return;
      // What this seat has seen face up: every card named in the public events (a card taken from the pile
      // is seen going into the other's hand), the pile, the first upcard.
      CardSet seen = 0;
      for (const PublicEvent& e : v.history)
        if (e.card != NoCard) seen |= bit(e.card);
      for (Card c : v.discardPile) seen |= bit(c);
      if (v.firstUpcard != NoCard) seen |= bit(v.firstUpcard);
      for (int s = 0; s < c_->players(); ++s) {
        if (s == c_->guestSeat() || (s < int(v.laidOut.size()) && v.laidOut[s])) continue;
        for (CardItem* it : scene_->seatItems(s))
          if (it->isVisible() && it->showsFace() && it->card() != NoCard && !(seen & bit(it->card()))) {
            ++otherFaceShown_;
            if (qEnvironmentVariableIsSet("GUEST_TRACE"))
              qInfo("face shown: seat %d card %d phase %d deal %d history %d laidOut %d", s, int(it->card()), int(v.phase),
                    c_->dealsSoFar(), int(v.history.size()), int(v.laidOut.size()));
          }
      }
    });
  }

  QPushButton* bar(const char* id) { return w_->button(QLatin1String(id)); }

  bool still() {
    for (CardItem* it : scene_->allItems())
      if (it->isVisible() && it->remainingMs() > 0) return false;
    return true;
  }

  // The person's move, made as a person makes it: the bar's buttons, a card dragged onto a pile or the
  // knock spot, the lay-offs confirmed.
  void perform(const Action& a) {
    QGraphicsView* view = w_->tableView();
    switch (a.type) {
      case ActionType::TakeUpcard: bar("take")->click(); break;
      case ActionType::PassUpcard: bar("pass")->click(); break;
      case ActionType::DrawStock: bar("stock")->click(); break;
      case ActionType::DrawDiscard: bar("pile")->click(); break;
      case ActionType::Discard:
        mouseDrag(view, pointOn(scene_, a.card), scene_->zoneRect(TableScene::Target::Discard).center());
        break;
      case ActionType::Knock:
        mouseDrag(view, pointOn(scene_, a.card), scene_->zoneRect(TableScene::Target::Knock).center());
        if (scene_->choosingArrangement()) scene_->confirmKnock();
        break;
      case ActionType::BigGin: bar("biggin")->click(); break;
      case ActionType::Layoff: bar("confirm")->click(); break;
    }
  }

  // Plays this window's seat until `done` holds (or the time is up): moves when it is the person's turn,
  // Next hand when a hand is over.
  bool playUntil(const std::function<bool()>& done, int ms) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
      if (done()) return true;
      QTest::qWait(20);
      if (done()) return true;
      if (!c_->guest()) continue;
      const SeatView& v = c_->view();
      if (c_->hasMatch() && v.phase != Phase::Scored && v.phase != Phase::Drawn && !c_->humanToAct() && v.toAct != c_->guestSeat())
        otherTurn_.insert(c_->prompt());
      if (!still()) continue;
      if ((v.phase == Phase::Scored || v.phase == Phase::Drawn) && !c_->matchOver()) {
        if (auto* next = w_->findChild<QPushButton*>(QStringLiteral("nextHandButton")); next && next->isVisible()) next->click();
        else c_->nextHand();
        continue;
      }
      if (!c_->humanToAct()) continue;
      const auto& u = w_->guestTable()->session().lastUpdate();
      // The move is chosen from the host's last update and made on the screen: only while the screen
      // shows that update (a move chosen ahead of it named a card the table had no item for yet).
      if (!u || u->view.phase != c_->view().phase || u->view.history.size() != c_->view().history.size() ||
          u->view.hand != c_->view().hand)
        continue;
      if (qEnvironmentVariableIsSet("GUEST_TRACE")) qInfo("phase %d act %d human %d", int(c_->view().phase), int(player_->decide(u->view, u->context).type), int(c_->humanToAct()));
      perform(player_->decide(u->view, u->context));
    }
    return done();
  }

  // A match of this screen against the computer, with this seat's first moves made (so there is
  // something to lose), until its turn to draw from the stock: its log.
  ActionLog startLocalMatch() {
    c_->newMatch(vsComputer());
    bool moved = false;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 20000) {
      QTest::qWait(20);
      if (!c_->humanToAct() || !still()) continue;
      const SeatView& v = c_->view();
      if (v.phase == Phase::Draw && moved) break;
      if (v.phase == Phase::FirstUpcard) bar("pass")->click();
      else if (v.phase == Phase::Draw) bar("stock")->click();
      else if (v.phase == Phase::Discard)
        mouseDrag(w_->tableView(), pointOn(scene_, bestDiscard(v.hand, bit(v.takenFromDiscard)).discard),
                  scene_->zoneRect(TableScene::Target::Discard).center());
      moved = true;
    }
    return c_->actionLog();
  }

  void closeBox(const QString& name) {
    QTRY_VERIFY(w_->findChild<QMessageBox*>(name));
    w_->findChild<QMessageBox*>(name)->close();
  }

  QSet<QString> otherTurn_;  // what the status line says while another seat is to play

  QString netText() { return w_->findChild<QLabel*>(QStringLiteral("networkStatus"))->text(); }

  void initFixture() {
    privateNetworkPort();
    QStandardPaths::setTestModeEnabled(true);
    // The window takes its speed (and the computer's pace) from the settings, which are the suite's own.
    Settings::setAnimationSpeed(Settings::AnimationSpeed::Off);
    Anim::setSpeed(0);
    Language::instance().setLanguage(QStringLiteral("en"));
    QVERIFY(dir_.isValid());
  }

  void cleanupFixture() {
    w_.reset();
    QFile::remove(dir_.filePath(QStringLiteral("network-seat.json")));
  }

  static Card lowest(CardSet s) {
    for (int c = 0; c < 52; ++c)
      if (s & bit(Card(c))) return Card(c);
    return NoCard;
  }
};
