#include "table/tableaccessible.h"

#include <QPointer>
#include <optional>
#include <QWindow>

#include "table/carditem.h"
#include "text/cardtext.h"
#include "game/gamecontroller.h"
#include "table/seatpicture.h"
#include "table/tableitems.h"
#include "table/tablescene.h"
#include "table/tableview.h"

using namespace gin;
using Element = TableScene::AccessibleElement;

namespace {

// One thing on the table, found again by its key in the scene's current list every time it is asked.
class ElementAccessible : public QAccessibleInterface {
 public:
  ElementAccessible(TableView* view, int key) : view_(view), key_(key) {}
  int key() const { return key_; }

  bool isValid() const override { return view_ && find(); }
  QObject* object() const override { return nullptr; }
  QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
  QAccessibleInterface* childAt(int, int) const override { return nullptr; }
  QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(view_.data()); }
  QAccessibleInterface* child(int) const override { return nullptr; }
  int childCount() const override { return 0; }
  int indexOfChild(const QAccessibleInterface*) const override { return -1; }
  QString text(QAccessible::Text t) const override {
    const auto e = find();
    return e && t == QAccessible::Name ? e->name : QString();
  }
  void setText(QAccessible::Text, const QString&) override {}
  QRect rect() const override {
    const auto e = find();
    if (!e || !view_) return QRect();
    const QRect r = view_->mapFromScene(e->rect).boundingRect();
    return QRect(view_->viewport()->mapToGlobal(r.topLeft()), r.size());
  }
  QAccessible::Role role() const override {
    const auto e = find();
    return e && e->kind == Element::Kind::HandCard ? QAccessible::ListItem
           : e && e->kind == Element::Kind::Seat   ? QAccessible::Grouping
                                                   : QAccessible::Button;
  }
  QAccessible::State state() const override {
    QAccessible::State s;
    const auto e = find();
    if (!e) {
      s.invalid = true;
      return s;
    }
    s.focusable = e->kind != Element::Kind::Seat;
    s.focused = e->focused;
    s.selectable = e->kind == Element::Kind::HandCard;
    s.selected = e->selected;
    return s;
  }

 private:
  std::optional<Element> find() const {
    if (!view_) return std::nullopt;
    for (const Element& e : view_->table()->accessibleElements())
      if (e.key == key_) return e;
    return std::nullopt;
  }
  QPointer<TableView> view_;
  int key_;
};

}  // namespace

TableAccessible::TableAccessible(TableView* view) : QAccessibleWidget(view, QAccessible::Client) {}

TableAccessible::~TableAccessible() {
  for (QAccessible::Id id : std::as_const(ids_)) QAccessible::deleteAccessibleInterface(id);
}

void TableAccessible::install() {
  static bool done = false;
  if (done) return;
  done = true;
  QAccessible::installFactory([](const QString& cls, QObject* o) -> QAccessibleInterface* {
    if (cls == QLatin1String("TableView") && o && o->isWidgetType()) return new TableAccessible(static_cast<TableView*>(o));
    return nullptr;
  });
}

TableView* TableAccessible::view() const { return static_cast<TableView*>(widget()); }

int TableAccessible::childCount() const { return view()->table()->accessibleElements().size(); }

QAccessibleInterface* TableAccessible::element(int key) const {
  auto it = ids_.constFind(key);
  if (it != ids_.constEnd())
    if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it)) return iface;
  auto* iface = new ElementAccessible(view(), key);
  ids_.insert(key, QAccessible::registerAccessibleInterface(iface));
  return iface;
}

QAccessibleInterface* TableAccessible::child(int index) const {
  const auto all = view()->table()->accessibleElements();
  return index >= 0 && index < all.size() ? element(all[index].key) : nullptr;
}

int TableAccessible::indexOfChild(const QAccessibleInterface* child) const {
  const auto* e = dynamic_cast<const ElementAccessible*>(child);
  if (!e) return -1;
  const auto all = view()->table()->accessibleElements();
  for (int i = 0; i < all.size(); ++i)
    if (all[i].key == e->key()) return i;
  return -1;
}

int TableAccessible::focusIndex() const {
  const auto all = view()->table()->accessibleElements();
  for (int i = 0; i < all.size(); ++i)
    if (all[i].focused) return i;
  return -1;
}

QAccessibleInterface* TableAccessible::focusChild() const {
  const int i = focusIndex();
  return i >= 0 ? child(i) : nullptr;
}

QAccessibleInterface* TableAccessible::childAt(int x, int y) const {
  const QPoint p = view()->viewport()->mapFromGlobal(QPoint(x, y));
  const QPointF sp = view()->mapToScene(p);
  const auto all = view()->table()->accessibleElements();
  // The last element under the point: hand cards overlap to the right.
  for (int i = all.size() - 1; i >= 0; --i)
    if (all[i].rect.contains(sp)) return element(all[i].key);
  return nullptr;
}

// ---- the scene's side: what each element is called

QVector<Element> TableScene::accessibleElements() const {
  QVector<Element> out;
  if (!c_->hasMatch()) return out;
  const HandState& h = c_->hand();
  const bool on = keyboardActive_;
  auto add = [&](Element::Kind kind, int key, const QString& name, const QRectF& rect, bool focused, bool hinted) {
    Element e;
    e.kind = kind;
    e.key = key;
    e.name = hinted ? tr("%1, suggested by the hint").arg(name) : name;
    e.rect = rect;
    e.focused = focused;
    e.hinted = hinted;
    out.push_back(e);
  };
  add(Element::Kind::Stock, 100, tr("stock, %n card(s)", nullptr, int(h.stock().size())), stockSpot_->rect(),
      on && focus_.target == Target::Stock, hintTarget_ == Target::Stock);
  const Card top = h.discardTop();
  add(Element::Kind::Discard, 101,
      top != NoCard ? tr("discard pile, top card %1").arg(CardText::name(top)) : tr("discard pile, empty"),
      discardSpot_->rect(), on && focus_.target == Target::Discard, hintTarget_ == Target::Discard);
  add(Element::Kind::Knock, 102,
      knock_.active() ? tr("knock spot, %1 to be discarded face down").arg(CardText::name(knock_.card())) : tr("knock spot"),
      knockSpot_->rect(), on && focus_.target == Target::Knock, hintTarget_ == Target::Knock);
  // The view seat's cards as shown, each with its part in the hand's best arrangement (the engine's).
  const bool hidden = c_->curtain() || seatpicture::laidOutSeats(h)[c_->viewSeat()];
  if (!hidden) {
    const QVector<Card> shown = shownHand();
    const Arrangement best = bestArrangement(viewHand());
    for (int i = 0; i < shown.size(); ++i) {
      const Card c = shown[i];
      QString name = tr("%1, in your hand, unmatched").arg(CardText::name(c));
      for (CardSet m : best.melds)
        if (contains(m, c))
          name = isRun(m) ? tr("%1, in your hand, part of a run").arg(CardText::name(c))
                          : tr("%1, in your hand, part of a set").arg(CardText::name(c));
      const CardItem* it = cards_[c];
      add(Element::Kind::HandCard, c, name, it->sceneBoundingRect(), on && focus_.target == Target::Hand && focus_.index == i,
          c == hintCard_);
      out.back().selected = c == selected_;
    }
  }
  // Every seat but the view seat's hand while it is played: its name and what of it shows.
  for (int i = 0; i < h.players(); ++i) {
    const int s = (c_->viewSeat() + i) % h.players();
    if (i == 0 && !hidden) continue;
    QStringList faceUp;
    QRectF rect = seatLabels_[i]->sceneBoundingRect();
    forEach(h.hand(s), [&](Card c) {
      if (cards_[c]->isVisible()) rect |= cards_[c]->sceneBoundingRect();
      if (cards_[c]->isVisible() && cards_[c]->faceUp()) faceUp << CardText::name(c);
    });
    const QString name = faceUp.isEmpty()
                             ? tr("%1, %n card(s) face down", nullptr, count(h.hand(s))).arg(c_->seatName(s))
                             : tr("%1: %2").arg(c_->seatName(s), faceUp.join(QStringLiteral(", ")));
    add(Element::Kind::Seat, 200 + s, name, rect, false, false);
  }
  return out;
}
