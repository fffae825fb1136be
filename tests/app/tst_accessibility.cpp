// Screen readers: the table's piles, knock spot, the view seat's cards and the other seats are the
// children of the table view's accessible interface, with names that say what they are in both
// languages, roles, states and places on the screen; the keyboard focus is reported as it moves,
// every message of the status line is an accessible alert, and the hinted card says so.
#include <QtTest>

#include <QAccessible>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QtGui/private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>
#include <algorithm>

#include "table/carditem.h"
#include "game/gamecontroller.h"
#include "text/language.h"
#include "shell/mainwindow.h"
#include "store/settings.h"
#include "table/tablescene.h"
#include "table/tableview.h"
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
};
QList<Seen> events;

void record(QAccessibleEvent* e) {
  QString name;
  if (e->type() == QAccessible::Focus || e->type() == QAccessible::Alert)
    if (QAccessibleInterface* iface = e->accessibleInterface()) name = iface->text(QAccessible::Name);
  events.push_back({e->type(), e->object(), e->child(), name});
}

GameSetup vsComputer() {
  GameSetup s;
  s.seed = 5;
  s.seats = {SeatSetup{true, ai::Level::Casual, QString()}, SeatSetup{false, ai::Level::Casual, QString()}};
  return s;
}

}  // namespace

class TestAccessibility : public QObject {
  Q_OBJECT

  std::unique_ptr<MainWindow> w_;
  GameController* c_ = nullptr;
  TableView* view_ = nullptr;

  QAccessibleInterface* table() const { return QAccessible::queryAccessibleInterface(view_); }
  QStringList names() const {
    QStringList out;
    QAccessibleInterface* t = table();
    for (int i = 0; i < t->childCount(); ++i) out << t->child(i)->text(QAccessible::Name);
    return out;
  }
  QAccessibleInterface* childNamed(const QString& name) const {
    QAccessibleInterface* t = table();
    for (int i = 0; i < t->childCount(); ++i)
      if (t->child(i)->text(QAccessible::Name) == name) return t->child(i);
    return nullptr;
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
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

  // The table lists what lies on it, each child named for what it is, with its role and place.
  void cardsPilesAndSeatsHaveNames() {
    Language::instance().setLanguage(QStringLiteral("en"));
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    QAccessibleInterface* t = table();
    QVERIFY(t && t->isValid());
    QCOMPARE(t->text(QAccessible::Name), QStringLiteral("Card table"));
    QCOMPARE(t->childCount(), 3 + 10 + 1);
    const QStringList all = names();
    for (const char* expected : {"stock, 31 cards", "discard pile, top card queen of clubs", "knock spot",
                                 "7 of hearts, in your hand, part of a run", "3 of spades, in your hand, part of a set",
                                 "jack of diamonds, in your hand, part of a run", "2 of clubs, in your hand, unmatched"})
      QVERIFY2(all.contains(QLatin1String(expected)), qPrintable(QStringLiteral("%1 not in: %2").arg(expected, all.join(" | "))));
    // The other seat by the computer's own name.
    const QString seat = c_->seatName(1) + QStringLiteral(", 10 cards face down");
    QVERIFY(c_->seatName(1) != QStringLiteral("Computer"));
    QVERIFY2(all.contains(seat), qPrintable(QStringLiteral("%1 not in: %2").arg(seat, all.join(" | "))));
    const QRect window(view_->mapToGlobal(QPoint(0, 0)), view_->size());
    for (int i = 0; i < t->childCount(); ++i) {
      QAccessibleInterface* ch = t->child(i);
      QVERIFY(ch->isValid());
      QCOMPARE(ch->parent(), t);
      QCOMPARE(t->indexOfChild(ch), i);
      QVERIFY2(window.contains(ch->rect().center()), qPrintable(ch->text(QAccessible::Name)));
      QVERIFY(!ch->rect().isEmpty());
      QCOMPARE(t->childAt(ch->rect().center().x(), ch->rect().center().y()) != nullptr, true);
    }
    QCOMPARE(childNamed(QStringLiteral("stock, 31 cards"))->role(), QAccessible::Button);
    QAccessibleInterface* seven = childNamed(QStringLiteral("7 of hearts, in your hand, part of a run"));
    QCOMPARE(seven->role(), QAccessible::ListItem);
    QVERIFY(seven->state().focusable && seven->state().selectable);
    // The same child on the point where the card shows (the 7 is not covered by its neighbour there).
    const QRect r = seven->rect();
    QAccessibleInterface* at = t->childAt(r.left() + 4, r.center().y());
    QVERIFY2(at == seven, qPrintable(at ? at->text(QAccessible::Name) : QStringLiteral("nothing")));

    // Finnish names for the same things.
    Language::instance().setLanguage(QStringLiteral("fi"));
    QCoreApplication::processEvents();
    const QStringList fi = names();
    for (const char* expected : {"nostopakka, 31 korttia", "poistopakka, päällimmäisenä ristikuningatar", "koputuspaikka",
                                 "hertta 7, kädessäsi, osa suoraa", "pata 3, kädessäsi, osa sarjaa",
                                 "risti 2, kädessäsi, ei yhdistelmässä"})
      QVERIFY2(fi.contains(QString::fromUtf8(expected)), qPrintable(QStringLiteral("%1 not in: %2").arg(QString::fromUtf8(expected), fi.join(" | "))));
    const QString fiSeat = c_->seatName(1) + QString::fromUtf8(", 10 korttia kuvapuoli alaspäin");
    QVERIFY2(fi.contains(fiSeat), qPrintable(QStringLiteral("%1 not in: %2").arg(fiSeat, fi.join(" | "))));
    QCOMPARE(t->text(QAccessible::Name), QStringLiteral("Korttipöytä"));
    Language::instance().setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
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
      return Seen{QAccessible::Focus, nullptr, -1, QString()};
    };
    Seen f = lastFocus();
    QCOMPARE(f.object, view_);
    QVERIFY(f.child >= 3);
    QAccessibleInterface* focused = table()->child(f.child);
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
    QVERIFY(table()->child(f.child)->state().focused);
    QTest::keyClick(view_, Qt::Key_Right);
    QCOMPARE(lastFocus().name, QStringLiteral("knock spot"));
    // Picking a card up shows in its state.
    QTest::keyClick(view_, Qt::Key_Down);
    QTest::keyClick(view_, Qt::Key_Space);
    QVERIFY(table()->child(lastFocus().child)->state().selected);
  }

  // What the status line says of a move is an accessible alert with that text.
  void statusLineAnnouncesEveryMove() {
    c_->startScripted(vsComputer(), twoSeats("7h 8h 9h 3c 3d 3s Jd Qd Kd 2c", "4h 5h 6h Tc Ts 9s 8s 7s 6s 5s", "Qc"));
    auto* status = w_->findChild<QLabel*>(QStringLiteral("statusLine"));
    QVERIFY(status);
    events.clear();
    QVERIFY(c_->act(Action::drawStock()));
    bool alerted = false;
    for (const Seen& e : events)
      if (e.type == QAccessible::Alert && e.object == status && !status->text().isEmpty()) alerted = true;
    if (!alerted) {
      qInfo() << "active" << QAccessible::isActive() << "events" << events.size();
      for (const Seen& e : events) qInfo() << e.type << e.object << e.child << e.name;
    }
    QVERIFY2(alerted, qPrintable(status->text()));
    // A refused move is announced too.
    events.clear();
    c_->act(Action::drawStock());
    QVERIFY(std::any_of(events.begin(), events.end(), [&](const Seen& e) { return e.type == QAccessible::Alert && e.object == status; }));
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
  }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
