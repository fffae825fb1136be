// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Screen readers: the table's piles, knock spot, the view seat's cards and the other seats are the
// children of the table view's accessible interface, with names that say what they are in both
// languages, roles, states and places on the screen; the widgets over the table are its children too;
// the keyboard focus is reported as it moves, every message of the status line is announced, and the
// hinted card says so. What really reaches a screen reader is tested over AT-SPI with Orca (tests/a11y).
#include <QtTest>

#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QVBoxLayout>
#include <QPainter>
#include <QPushButton>
#include <QtGui/private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>
#include <algorithm>

#include "a11y/combobox.h"
#include "table/carditem.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "sheet/sheetview.h"
#include "store/settings.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/cardtext.h"
#include "testutil.h"

using namespace gin;
using testutil::C;
using testutil::twoSeats;

namespace {

struct Seen {
  QAccessible::Event type;
  QObject* object;
  int child;
  QString name;
  QAccessibleInterface* iface;
};
QList<Seen> events;

void record(QAccessibleEvent* e) {
  QString name;
  QAccessibleInterface* iface = nullptr;
  if (e->type() == QAccessible::Focus || e->type() == QAccessible::ObjectShow || e->type() == QAccessible::NameChanged)
    if ((iface = e->accessibleInterface())) name = iface->text(QAccessible::Name);
  events.push_back({e->type(), e->object(), e->child(), name, iface});
}

GameSetup vsComputer() {
  GameSetup s;
  s.seed = 5;
  s.seats = {SeatSetup{SeatKind::Person, ai::Level::Casual, QString()}, SeatSetup{SeatKind::Computer, ai::Level::Casual, QString()}};
  return s;
}

}  // namespace

class TestAccessibility : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;

  QAccessibleInterface* table() const { return QAccessible::queryAccessibleInterface(view_); }
  // The table's element children and the cards of the hand's list, in order.
  QList<QAccessibleInterface*> elements() const {
    QList<QAccessibleInterface*> out;
    QAccessibleInterface* t = table();
    for (int i = 0; i < t->childCount(); ++i) {
      QAccessibleInterface* ch = t->child(i);
      if (ch->object()) continue;  // a widget over the table
      out << ch;
      for (int j = 0; j < ch->childCount(); ++j) out << ch->child(j);
    }
    return out;
  }
  QStringList names() const {
    QStringList out;
    for (QAccessibleInterface* e : elements()) out << e->text(QAccessible::Name);
    return out;
  }
  QAccessibleInterface* childNamed(const QString& name) const {
    for (QAccessibleInterface* e : elements())
      if (e->text(QAccessible::Name) == name) return e;
    return nullptr;
  }

  // Otto (seat 1) has knocked with the ace of diamonds; we lay off next. The hand's end tests start here.
  void startKnocked(const GameSetup& s) {
    HandState h = twoSeats("7h 3h Qs 8s Ac 2d 5c 9c Kd 3s", "4h 5h 6h 9s Ts Js Qc Qd Qh 2c Ad", "8c", 1, nullptr, s.rules);
    QCOMPARE(h.apply(1, Action::knock(C("Ad"))), Reject::Ok);
    c_->startScripted(s, h);
  }
  // Whether the status line announced words holding `words` (events since they were last cleared).
  bool announcedWith(const QString& words) const {
    const QList<QWidget*> notes = w_->findChild<QLabel*>(QStringLiteral("statusLine"))->findChildren<QWidget*>(QStringLiteral("announcement"));
    return std::any_of(events.begin(), events.end(), [&](const Seen& e) {
      return e.type == QAccessible::ObjectShow && notes.contains(qobject_cast<QWidget*>(e.object)) && e.name.contains(words);
    });
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    a11y::sayComboValues();  // as main.cpp: after the QApplication, before any window
    QAccessible::installUpdateHandler(record);
    // As if a screen reader were on: QAccessible sends events only while the platform's bridge is active.
    QPlatformAccessibility* platform = QGuiApplicationPrivate::platformIntegration()->accessibility();
    QVERIFY(platform);
    platform->setActive(true);
    QVERIFY(QAccessible::isActive());
    Language::instance().setLanguage(QStringLiteral("en"));
    w_ = std::make_unique<MainWindow>();
    w_->resize(1280, 800);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    Anim::setSpeed(0);  // cards at their places at once
    c_ = w_->controller();
    view_ = w_->tableView();
  }
  void cleanupTestCase() {
    w_.reset();
    QAccessible::installUpdateHandler(nullptr);
  }

  // A list box says "label: value" (Orca 43 said "Preset: combo box"), has a value within its list, and a
  // value set by an assistive tool acts as a choice from the list (a review: it could leave no choice, and
  // the review's hand box, which acts on `activated`, did not follow). An editable box keeps Qt's interface.
  void comboBoxSaysLabelAndValue() {
    QWidget w;
    auto* lay = new QVBoxLayout(&w);
    auto* label = new QLabel(QStringLiteral("&Preset:"), &w);
    auto* box = new QComboBox(&w);
    box->addItems({QStringLiteral("Standard"), QStringLiteral("Oklahoma"), QStringLiteral("Hollywood")});
    label->setBuddy(box);
    lay->addWidget(label);
    lay->addWidget(box);
    auto* editable = new QComboBox(&w);
    editable->setEditable(true);
    lay->addWidget(editable);
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(box);
    QVERIFY(a);
    QCOMPARE(a->role(), QAccessible::ComboBox);
    QCOMPARE(a->text(QAccessible::Name), QStringLiteral("Preset: Standard"));
    QCOMPARE(a->childCount(), 0);
    QAccessibleValueInterface* value = a->valueInterface();
    QVERIFY(value);
    QCOMPARE(value->maximumValue().toInt(), 2);
    QSignalSpy activated(box, &QComboBox::activated);
    value->setCurrentValue(7);  // beyond the list: its last item, not none
    QCOMPARE(box->currentIndex(), 2);
    QCOMPARE(a->text(QAccessible::Name), QStringLiteral("Preset: Hollywood"));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.last().at(0).toInt(), 2);
    value->setCurrentValue(2);  // no change, no choice told
    QCOMPARE(activated.size(), 1);
    QAccessibleInterface* e = QAccessible::queryAccessibleInterface(editable);
    QVERIFY(e && !e->valueInterface());  // Qt's own, with its line edit as a child
  }

  // The table lists what lies on it, each child named for what it is, with its role and place.
  void cardsPilesAndSeatsHaveNames() {
    Language::instance().setLanguage(QStringLiteral("en"));
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    QAccessibleInterface* t = table();
    QVERIFY(t && t->isValid());
    QCOMPARE(t->text(QAccessible::Name), QStringLiteral("Card table"));
    // The piles and knock spot, the list of the ten cards and the two seats; then the widgets over the table.
    int elements = 0;
    while (elements < t->childCount() && !t->child(elements)->object()) ++elements;
    QCOMPARE(elements, 3 + 1 + 2);
    QAccessibleInterface* list = t->child(3);
    QCOMPARE(list->role(), QAccessible::List);
    QCOMPARE(list->text(QAccessible::Name), QStringLiteral("your cards, 10 cards"));
    QCOMPARE(list->childCount(), 10);
    for (int i = 0; i < 10; ++i) {
      QAccessibleInterface* card = list->child(i);
      QCOMPARE(card->role(), QAccessible::ListItem);
      QCOMPARE(card->parent(), list);
      QCOMPARE(list->indexOfChild(card), i);
      QCOMPARE(t->indexOfChild(card), -1);  // a grandchild of the table
    }
    for (int i = elements; i < t->childCount(); ++i) {
      QAccessibleInterface* over = t->child(i);
      QVERIFY(over && over->isValid() && over->object());
      QCOMPARE(over->object()->parent(), view_);
      QCOMPARE(over->parent(), t);
      QCOMPARE(t->indexOfChild(over), i);
    }
    const QStringList all = names();
    for (const char* expected : {"stock, 31 cards", "discard pile, top card queen of clubs", "knock spot",
                                 "your hand: Deadwood: 2, knock limit 10, 0 points",
                                 "7 of hearts, in your hand, part of a run", "3 of spades, in your hand, part of a set",
                                 "jack of diamonds, in your hand, part of a run", "2 of clubs, in your hand, unmatched"})
      QVERIFY2(all.contains(QString::fromUtf8(expected)), qPrintable(QStringLiteral("%1 not in: %2").arg(QString::fromUtf8(expected), all.join(" | "))));
    // The other seat by the computer's own name, with its score and the dealer, as its label shows them
    // (after commas: Orca names a "·" aloud, "middle dot").
    const QString seat = c_->seatName(1) + QStringLiteral(", 10 cards face down, 0 points, dealer");
    QVERIFY(c_->seatName(1) != QStringLiteral("Computer"));
    QVERIFY2(all.contains(seat), qPrintable(QStringLiteral("%1 not in: %2").arg(seat, all.join(" | "))));
    const QRect window(view_->mapToGlobal(QPoint(0, 0)), view_->size());
    for (QAccessibleInterface* ch : this->elements()) {
      QVERIFY(ch->isValid());
      QAccessibleInterface* parent = ch->parent();
      QVERIFY(parent == t || parent == list);
      QVERIFY(parent->indexOfChild(ch) >= 0);
      QCOMPARE(parent->child(parent->indexOfChild(ch)), ch);
      QVERIFY2(window.contains(ch->rect().center()), qPrintable(ch->text(QAccessible::Name)));
      QVERIFY(!ch->rect().isEmpty());
      // At its centre the table has the element itself (the smallest one there), or a card's list.
      QCOMPARE(t->childAt(ch->rect().center().x(), ch->rect().center().y()), parent == t ? ch : list);
    }
    QCOMPARE(childNamed(QStringLiteral("stock, 31 cards"))->role(), QAccessible::Button);
    QAccessibleInterface* seven = childNamed(QStringLiteral("7 of hearts, in your hand, part of a run"));
    QCOMPARE(seven->role(), QAccessible::ListItem);
    QVERIFY(seven->state().focusable && seven->state().selectable);
    // The same card on the point where it shows (the 7 is not covered by its neighbour there): the
    // table has the list there, the list the card.
    const QRect r = seven->rect();
    QCOMPARE(t->childAt(r.left() + 4, r.center().y()), list);
    QAccessibleInterface* at = list->childAt(r.left() + 4, r.center().y());
    QVERIFY2(at == seven, qPrintable(at ? at->text(QAccessible::Name) : QStringLiteral("nothing")));

    // Finnish names for the same things.
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCoreApplication::processEvents();
    const QStringList fi = names();
    for (const char* expected : {"nostopakka, 31 korttia", "poistopakka, päällimmäisenä ristikuningatar", "koputuspaikka",
                                 "hertta 7, kädessäsi, osa suoraa", "pata 3, kädessäsi, osa sarjaa",
                                 "risti 2, kädessäsi, ei yhdistelmässä"})
      QVERIFY2(fi.contains(QString::fromUtf8(expected)), qPrintable(QStringLiteral("%1 not in: %2").arg(QString::fromUtf8(expected), fi.join(" | "))));
    const QString fiSeat = c_->seatName(1) + QString::fromUtf8(", 10 korttia kuvapuoli alaspäin, 0 pistettä, jakaja");
    QVERIFY2(fi.contains(fiSeat), qPrintable(QStringLiteral("%1 not in: %2").arg(fiSeat, fi.join(" | "))));
    QCOMPARE(t->text(QAccessible::Name), QStringLiteral("Korttipöytä"));
    Language::instance().setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
  }

  // The computer knocked: its melds are in the tree, named card by card with what we lay off on them (the
  // table starts from the best defence), and take a lay-off through their Press action as through Space;
  // Press on a meld with nothing picked up takes its last lay-off back; the pile says the knock card lies
  // face down on it; a card picked up says so in its name.
  void knockersMeldsTakeLayoffsByAction() {
    Language::instance().setLanguage(QStringLiteral("en"));
    startKnocked(vsComputer());
    const QString who = c_->seatName(1);
    const QString hearts = QStringLiteral("meld of %1: 4, 5 and 6 of hearts").arg(who);
    const QString spades = QStringLiteral("meld of %1: 9, 10 and jack of spades").arg(who);
    const QString queens = QStringLiteral("meld of %1: queen of clubs, queen of diamonds and queen of hearts").arg(who);
    auto has = [this](const QString& name) {
      return names().contains(name) ? QString() : QStringLiteral("%1 not in: %2").arg(name, names().join(" | "));
    };
    for (const QString& expected : {hearts + QStringLiteral(". Laid off by you: 3 of hearts and 7 of hearts"),
                                    spades + QStringLiteral(". Laid off by you: 8 of spades and queen of spades"), queens,
                                    QStringLiteral("discard pile, the knock card face down on top")})
      QVERIFY2(has(expected).isEmpty(), qPrintable(has(expected)));
    auto press = [this](const QString& name) {
      QAccessibleInterface* e = childNamed(name);
      QVERIFY2(e, qPrintable(name + QStringLiteral(" not in: ") + names().join(" | ")));
      QAccessibleActionInterface* a = e->actionInterface();
      QVERIFY(a);
      QCOMPARE(a->actionNames(), QStringList{QAccessibleActionInterface::pressAction()});
      a->doAction(QAccessibleActionInterface::pressAction());
    };
    // The queen of spades back from the spades, picked up, onto the queens.
    press(spades + QStringLiteral(". Laid off by you: 8 of spades and queen of spades"));
    QVERIFY2(has(spades + QStringLiteral(". Laid off by you: 8 of spades")).isEmpty(), qPrintable(names().join(" | ")));
    QVERIFY2(has(QStringLiteral("queen of spades, in your hand, unmatched, picked up")).isEmpty(), qPrintable(names().join(" | ")));
    press(queens);
    const QString extended = queens + QStringLiteral(". Laid off by you: queen of spades");
    QVERIFY2(has(extended).isEmpty(), qPrintable(has(extended)));
    // The meld has the keyboard focus (its new name is in the tree; the status line says the lay-off
    // aloud), the card left the hand.
    QVERIFY(childNamed(extended)->state().focused);
    QVERIFY(!names().join(" | ").contains(QLatin1String("queen of spades, in your hand")));
    // A seat has no action.
    int seats = 0;
    for (QAccessibleInterface* e : elements())
      if (e->text(QAccessible::Name).startsWith(QLatin1String("your hand: Deadwood after lay-offs: "))) {
        QVERIFY(e->actionInterface()->actionNames().isEmpty());
        ++seats;
      }
    QCOMPARE(seats, 1);
  }

  // Each arrow key reports the newly focused card or place, which says it has the focus.
  void focusIsReportedAsItMoves() {
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    view_->activateWindow();
    view_->setFocus();
    QTRY_VERIFY(view_->hasFocus());
    events.clear();
    QTest::keyClick(view_, Qt::Key_Right);
    auto lastFocus = [] {
      for (auto it = events.crbegin(); it != events.crend(); ++it)
        if (it->type == QAccessible::Focus) return *it;
      return Seen{QAccessible::Focus, nullptr, -1, QString(), nullptr};
    };
    Seen f = lastFocus();
    // Told on the card itself, a child of the hand's list.
    QAccessibleInterface* focused = f.iface;
    QVERIFY(focused);
    QCOMPARE(focused->role(), QAccessible::ListItem);
    QCOMPARE(focused->parent()->role(), QAccessible::List);
    QVERIFY(focused->state().focused);
    QCOMPARE(table()->focusChild(), focused);
    QVERIFY2(f.name.contains(QStringLiteral(", in your hand, ")), qPrintable(f.name));
    QCOMPARE(f.name, focused->text(QAccessible::Name));
    const QString first = f.name;
    QTest::keyClick(view_, Qt::Key_Right);
    QVERIFY(lastFocus().name != first);
    QTest::keyClick(view_, Qt::Key_Up);
    f = lastFocus();
    QCOMPARE(f.name, QStringLiteral("discard pile, top card queen of clubs"));
    QVERIFY(f.iface->state().focused);
    QCOMPARE(f.iface->parent(), table());
    QTest::keyClick(view_, Qt::Key_Right);
    QCOMPARE(lastFocus().name, QStringLiteral("knock spot"));
    // Picking a card up shows in its state.
    QTest::keyClick(view_, Qt::Key_Down);
    QTest::keyClick(view_, Qt::Key_Space);
    QVERIFY(lastFocus().iface->state().selected);
    // Back on the table from another widget, the table's description is the focused card, told by a
    // description change before the table's own focus event: a screen reader says "Card table" and then
    // where the keys are (it said only "Card table", and the first arrow moved from an unheard place).
    const QString held = lastFocus().iface->text(QAccessible::Name);
    QTest::keyClick(view_, Qt::Key_Tab);
    QTRY_VERIFY(!view_->hasFocus());
    QCOMPARE(table()->text(QAccessible::Description), QString());  // only while the keys are on the table
    events.clear();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QTRY_VERIFY(view_->hasFocus());
    QCOMPARE(table()->text(QAccessible::Description), held);
    auto at = [this](QAccessible::Event type) {
      for (int i = 0; i < events.size(); ++i)
        if (events[i].type == type && events[i].object == view_ && events[i].child < 0) return i;
      return -1;
    };
    QVERIFY(at(QAccessible::DescriptionChanged) >= 0);
    QVERIFY(at(QAccessible::DescriptionChanged) < at(QAccessible::Focus));
  }

  // The keys brought to the table by Tab after the mouse played show the ring at once and are told once:
  // by the table's focus event, its description the focused card. A card's own focus event as well made
  // Orca say the card twice ("4 of hearts", "Card table, 4 of hearts").
  void tabbingOntoTheTableTellsTheCardOnce() {
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    view_->activateWindow();
    view_->setFocus();
    QTRY_VERIFY(view_->hasFocus());
    QTest::mouseClick(view_->viewport(), Qt::LeftButton, {}, QPoint(5, 5));  // played with the mouse: no ring
    QCOMPARE(table()->text(QAccessible::Description), QString());
    QTest::keyClick(view_, Qt::Key_Tab);
    QTRY_VERIFY(!view_->hasFocus());
    events.clear();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QTRY_VERIFY(view_->hasFocus());
    const QString card = table()->text(QAccessible::Description);
    QVERIFY2(card.contains(QStringLiteral(", in your hand, ")), qPrintable(card));  // the ring shows at once
    QList<QString> told;  // the focus events: the table's (its description) or an element's (its name)
    for (const Seen& e : events)
      if (e.type == QAccessible::Focus) told << (e.object == view_ && e.child < 0 ? QStringLiteral("table") : e.name);
    QCOMPARE(told, QList<QString>{QStringLiteral("table")});
  }

  // The arrows in the score sheet are told as the sheet's cells only: its row labels' overlay shares the
  // current cell and told its own cells too, after the sheet's, from outside the accessible tree, and
  // Orca said nothing (tests/a11y's test_5d hears the cells).
  void theScoreSheetAloneTellsItsCurrentCell() {
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    auto* sheet = w_->findChild<SheetView*>();
    QVERIFY(sheet && sheet->frozenView());
    sheet->setFocus();
    events.clear();
    sheet->setCurrentIndex(sheet->model()->index(1, 0));
    sheet->setCurrentIndex(sheet->model()->index(1, 1));
    int told = 0;
    for (const Seen& e : events) {
      QVERIFY2(!(e.type == QAccessible::Focus && e.object == sheet->frozenView()), "the overlay told its cell");
      if (e.type == QAccessible::Focus && e.object == sheet) ++told;
    }
    QCOMPARE(told, 2);
  }

  // What the status line says of a move is announced: the status line's notification object (a11y/announcer.h)
  // is shown with the message as its name. (That Orca speaks it is tests/a11y's to prove.)
  void statusLineAnnouncesEveryMove() {
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    auto* status = w_->findChild<QLabel*>(QStringLiteral("statusLine"));
    QVERIFY(status);
    const QList<QWidget*> notes = status->findChildren<QWidget*>(QStringLiteral("announcement"));
    QVERIFY(!notes.isEmpty());
    for (QWidget* note : notes) {
      QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(note);
      QCOMPARE(iface->role(), QAccessible::Notification);
      QCOMPARE(iface->parent(), QAccessible::queryAccessibleInterface(status));
      QVERIFY(iface->parent()->indexOfChild(iface) >= 0);
    }
    auto announced = [&] {
      return std::any_of(events.begin(), events.end(), [&](const Seen& e) {
        return e.type == QAccessible::ObjectShow && notes.contains(qobject_cast<QWidget*>(e.object)) &&
               e.name == status->text() && !e.name.isEmpty();
      });
    };
    events.clear();
    QVERIFY(c_->act(Action::drawStock()));
    QVERIFY2(announced(), qPrintable(status->text()));
    // The label's own name is the message: it can be read again at any time.
    QCOMPARE(QAccessible::queryAccessibleInterface(status)->text(QAccessible::Name), status->text());
    // A refused move is announced too.
    events.clear();
    c_->act(Action::drawStock());
    QVERIFY2(announced(), qPrintable(status->text()));
  }

  // The match's end is announced with its settlement (the bonuses and the margin), and W says it again: a
  // screen reader heard "Score: You 10, Otto 0" and never the settlement (a blind player's play-test).
  void theMatchsEndAnnouncesItsSettlement() {
    GameSetup s = vsComputer();
    s.rules.gameTarget = 10;
    startKnocked(s);
    auto* status = w_->findChild<QLabel*>(QStringLiteral("statusLine"));
    const QList<QWidget*> notes = status->findChildren<QWidget*>(QStringLiteral("announcement"));
    events.clear();
    QVERIFY(c_->act(Action::layoff({}, {})));
    QVERIFY(c_->matchOver());
    const QString settlement = QStringLiteral("The match is over: %1 wins by %2 points in the settlement.")
                                   .arg(c_->seatName(1))
                                   .arg(c_->sheet().matchResult()[1]);
    QTRY_VERIFY2(announcedWith(settlement), qPrintable(status->text()));
    // And the cards each seat laid out, by name (heard: "Otto laid out melds." and never which).
    QVERIFY(announcedWith(QStringLiteral("%1: melds ").arg(c_->seatName(1))));
    // Each meld said as one group, so that a listener hears where one ends (commas alone ran them together).
    QVERIFY(announcedWith(QStringLiteral("melds queen of clubs, queen of diamonds and queen of hearts, 4, 5 and 6 of hearts, "
                                         "9, 10 and jack of spades; deadwood 2 of clubs.")));
    QVERIFY(announcedWith(QStringLiteral("; deadwood 2 of clubs.")));
    events.clear();
    w_->findChild<QAction*>(QStringLiteral("whereWeStand"))->trigger();
    QVERIFY(announcedWith(settlement));
    // The score once (the status line has it at a hand's end, and W said it again).
    QVERIFY(std::any_of(events.begin(), events.end(), [&](const Seen& e) {
      return e.type == QAccessible::ObjectShow && notes.contains(qobject_cast<QWidget*>(e.object)) && e.name.count(QStringLiteral("Score: ")) == 1;
    }));
  }

  // Hot-seat names end in a number, and "Score: Player 1 0, Player 2 56" ran each into its score (a blind
  // player's play-test): such a name takes a colon, in the announcement and in W.
  void aNumberedNameIsKeptApartFromItsScore() {
    GameSetup s = vsComputer();
    s.seats[1].kind = SeatKind::Person;
    s.rules.gameTarget = 10;
    startKnocked(s);
    const QString score = QStringLiteral("Score: Player 1: 0, Player 2: %1.").arg(c_->sheet().totals(0)[1] + 56);
    events.clear();
    QVERIFY(c_->act(Action::layoff({}, {})));
    QTRY_VERIFY2(announcedWith(score), qPrintable(score));
    QCOMPARE(c_->sheet().totals(0)[1], 56);
  }

  // Hollywood's three games each have their score, and the hand's end and W say all three (W said the
  // first game's only: the screen-reader play-test).
  void hollywoodSaysEveryGamesScore() {
    GameSetup s = vsComputer();
    s.rules.hollywood = true;
    startKnocked(s);
    events.clear();
    QVERIFY(c_->act(Action::layoff({}, {})));
    const QString otto = c_->seatName(1);
    const QString scores = QStringLiteral("Game 1 score: You 0, %1 56. Game 2 score: You 0, %1 0. Game 3 score: You 0, %1 0.").arg(otto);
    QTRY_VERIFY2(announcedWith(scores), qPrintable(scores));
    events.clear();
    w_->findChild<QAction*>(QStringLiteral("whereWeStand"))->trigger();
    QVERIFY2(announcedWith(scores), qPrintable(scores));
  }

  // A move tells screen readers the names that changed, each once, and nothing of hidden widgets but the
  // announcements. Every event costs Orca a round trip to the program: under load its queue passed
  // 50 and Orca 43 dropped the move's announcements (CI, a11y_orca_WholeHand_en). The hand log's hand
  // picker was rebuilt on every move (its name told twice), the hidden hot-seat curtain renamed.
  void aMoveTellsOnlyChangedNames() {
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    QCoreApplication::processEvents();  // what earlier tests left waiting (a language change) comes first
    // A draw, then a discard that gives the turn to the computer (the curtain's "I am …" would change).
    for (const Action& a : {Action::drawStock(), Action::discard(C("2c"))}) {
      events.clear();
      QVERIFY(c_->act(a));
      QCoreApplication::processEvents();
      QHash<QObject*, int> told;
      for (const Seen& e : events) {
        // A combo box's value is its name on AT-SPI (Qt's bridge sends a value change as a name change).
        if ((e.type != QAccessible::NameChanged && e.type != QAccessible::ValueChanged) || !e.object ||
            !e.object->isWidgetType())
          continue;
        auto* w = static_cast<QWidget*>(e.object);
        if (w->objectName() == QStringLiteral("announcement")) continue;
        const QString what = QStringLiteral("%1 %2").arg(w->metaObject()->className(), w->objectName());
        QVERIFY2(w->isVisible(), qPrintable(QStringLiteral("hidden %1 renamed").arg(what)));
        QVERIFY2(++told[w] == 1, qPrintable(QStringLiteral("%1 told its name twice: %2").arg(what, e.name)));
      }
    }
  }

  // The hinted card stands out of the hand with a thick green ring, at every card size and on every
  // table colour, and the keyboard focus is white: never the hint's green.
  void hintStandsOutEverywhere() {
    TableScene* scene = view_->table();
    for (int size = 0; size < 3; ++size)
      for (const QString& colour : Settings::tableColours()) {
        scene->setCardSize(size);
        scene->setTableColour(colour);
        c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c 5s", "4h 5h 6h Tc Ts 9s 8s 7c 6s 5c", "Qc"));
        scene->showHint(Action::discard(C("5s")));
        CardItem* hinted = scene->cardItem(C("5s"));
        CardItem* other = scene->cardItem(C("2c"));
        const QSizeF card = hinted->cardSize();
        const QString where = QStringLiteral("size %1, %2").arg(size).arg(colour);
        QVERIFY2(other->pos().y() - hinted->pos().y() >= 0.08 * card.height(), qPrintable(where));
        QCOMPARE(hinted->marker(), CardItem::Marker::Hint);
        // The ring on the card's left edge (the part that shows in a fanned hand) is the hint's green,
        // far from the felt's colour.
        QImage img(view_->viewport()->size(), QImage::Format_RGB32);
        QPainter p(&img);
        view_->render(&p, QRectF(), view_->viewport()->rect());
        p.end();
        const qreal ring = std::max<qreal>(3, card.width() * 0.05);
        const QPoint at = view_->mapFromScene(hinted->pos() + QPointF(ring / 2 + 1, card.height() / 2));
        const QColor seen = img.pixelColor(at);
        QVERIFY2(seen.green() > 200 && seen.red() < 190 && seen.blue() < 160,
                 qPrintable(where + QStringLiteral(": ring colour ") + seen.name()));
        const QColor felt = scene->feltColour();
        QVERIFY2(std::abs(seen.lightness() - felt.lightness()) > 80, qPrintable(where));
      }
    scene->setCardSize(0);
    scene->setTableColour(QStringLiteral("green"));
  }

  // The hinted card or pile says so.
  void hintIsNamed() {
    c_->startScripted(vsComputer(), twoSeats("7h 8h 3c 3d 3s Jd Qd Kd 2c 4h", "Ah 5h 6h Tc Ts 9s 8s 7s 6s 5s", "9h"));
    QSignalSpy ready(c_, &GameController::hintReady);
    c_->requestHint();
    QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 30000);
    QVERIFY2(names().contains(QStringLiteral("discard pile, top card 9 of hearts, suggested by the hint")),
             qPrintable(names().join(" | ")));
    // The bar's button for the move is outlined in the hint's green until the table changes.
    QVERIFY(w_->button(QStringLiteral("pile"))->property("hinted").toBool());
    QVERIFY(!w_->button(QStringLiteral("stock"))->property("hinted").toBool());
    QVERIFY(c_->act(Action::drawStock()));
    QVERIFY(!w_->button(QStringLiteral("pile"))->property("hinted").toBool());
    // A hint to discard names the card, and the pile as the place it goes, not as a card to take.
    Action hint;
    connect(c_, &GameController::hintReady, this, [&hint](const Action& a) { hint = a; });
    c_->requestHint();
    QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 2, 30000);
    QCOMPARE(hint.type, ActionType::Discard);
    const QString card = CardText::name(hint.card);
    QVERIFY2(names().contains(QStringLiteral("%1, in your hand, unmatched, suggested by the hint").arg(card)) ||
                 names().contains(QStringLiteral("%1, in your hand, part of a set, suggested by the hint").arg(card)) ||
                 names().contains(QStringLiteral("%1, in your hand, part of a run, suggested by the hint").arg(card)),
             qPrintable(names().join(" | ")));
    QVERIFY2(names().contains(QStringLiteral("discard pile, top card 9 of hearts; the hint puts the %1 here").arg(card)),
             qPrintable(names().join(" | ")));
  }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
