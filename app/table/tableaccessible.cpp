// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tableaccessible.h"

#include <QApplication>
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
class ElementAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
 public:
  ElementAccessible(TableView* view, int key) : view_(view), key_(key) {}
  int key() const { return key_; }

  void* interface_cast(QAccessible::InterfaceType t) override {
    return t == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this) : nullptr;
  }
  // Press does what Space does with the keyboard focus on the element: a card is picked up or put down,
  // the stock and the pile draw (or take the card picked up), the knock spot knocks, a meld takes a lay-off.
  QStringList actionNames() const override {
    const auto e = find();
    return e && e->kind != Element::Kind::Seat && e->kind != Element::Kind::Hand ? QStringList{pressAction()}
                                                                                  : QStringList();
  }
  void doAction(const QString& name) override {
    if (name == pressAction() && view_) view_->table()->activateElement(key_);
  }
  QStringList keyBindingsForAction(const QString& name) const override {
    return name == pressAction() ? QStringList{QStringLiteral("Space")} : QStringList();
  }

  bool isValid() const override { return view_ && find(); }
  QObject* object() const override { return nullptr; }
  QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
  // The hand's list holds the cards; every other element is a leaf under the table.
  QAccessibleInterface* childAt(int x, int y) const override {
    const QVector<Element> cards = handCards();
    for (auto it = cards.crbegin(); it != cards.crend(); ++it)  // the last card under the point: they overlap to the right
      if (QAccessibleInterface* c = table()->element(it->key); c && c->rect().contains(x, y)) return c;
    return nullptr;
  }
  QAccessibleInterface* parent() const override {
    return key_ < kDeckSize && table() ? table()->element(TableAccessible::kHandKey) : table();
  }
  QAccessibleInterface* child(int i) const override {
    const QVector<Element> cards = handCards();
    return i >= 0 && i < cards.size() ? table()->element(cards[i].key) : nullptr;
  }
  int childCount() const override { return int(handCards().size()); }
  int indexOfChild(const QAccessibleInterface* child) const override {
    const auto* e = dynamic_cast<const ElementAccessible*>(child);
    const QVector<Element> cards = handCards();
    for (int i = 0; e && i < cards.size(); ++i)
      if (cards[i].key == e->key()) return i;
    return -1;
  }
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
           : e && e->kind == Element::Kind::Hand   ? QAccessible::List
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
    s.focusable = e->kind != Element::Kind::Seat && e->kind != Element::Kind::Hand;
    s.focused = e->focused;
    s.selectable = e->kind == Element::Kind::HandCard;
    s.selected = e->selected;
    return s;
  }

 private:
  TableAccessible* table() const {
    return view_ ? dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(view_.data())) : nullptr;
  }
  QVector<Element> handCards() const {
    QVector<Element> out;
    if (key_ != TableAccessible::kHandKey || !view_) return out;
    for (const Element& e : view_->table()->accessibleElements())
      if (e.kind == Element::Kind::HandCard) out.push_back(e);
    return out;
  }
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

// The widgets over the table, in the order they were made: not the viewport and the scroll bars'
// containers of the scroll area, nor windows of their own.
QList<QWidget*> TableAccessible::overlays() const {
  QList<QWidget*> out;
  for (QObject* o : view()->children()) {
    auto* w = qobject_cast<QWidget*>(o);
    if (!w || w->isWindow() || w == view()->viewport() || w->objectName().startsWith(QLatin1String("qt_scrollarea")))
      continue;
    out << w;
  }
  return out;
}

QVector<Element> TableAccessible::children() const {
  QVector<Element> out;
  for (const Element& e : view()->table()->accessibleElements())
    if (e.kind != Element::Kind::HandCard) out.push_back(e);  // the cards are the hand list's children
  return out;
}

int TableAccessible::childCount() const { return int(children().size() + overlays().size()); }

QAccessibleInterface* TableAccessible::element(int key) const {
  auto it = ids_.constFind(key);
  if (it != ids_.constEnd())
    if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it)) return iface;
  auto* iface = new ElementAccessible(view(), key);
  ids_.insert(key, QAccessible::registerAccessibleInterface(iface));
  return iface;
}

QAccessibleInterface* TableAccessible::child(int index) const {
  const auto all = children();
  if (index >= 0 && index < all.size()) return element(all[index].key);
  const QList<QWidget*> over = overlays();
  index -= int(all.size());
  return index >= 0 && index < over.size() ? QAccessible::queryAccessibleInterface(over[index]) : nullptr;
}

int TableAccessible::indexOfChild(const QAccessibleInterface* child) const {
  const auto all = children();
  if (const auto* e = dynamic_cast<const ElementAccessible*>(child)) {
    for (int i = 0; i < all.size(); ++i)
      if (all[i].key == e->key()) return i;
    return -1;
  }
  const int i = child ? int(overlays().indexOf(qobject_cast<QWidget*>(child->object()))) : -1;
  return i >= 0 ? int(all.size()) + i : -1;
}

QAccessibleInterface* TableAccessible::focusedElement() const {
  for (const Element& e : view()->table()->accessibleElements())
    if (e.focused) return element(e.key);
  return nullptr;
}

QString TableAccessible::text(QAccessible::Text t) const {
  if (t == QAccessible::Description && QApplication::focusWidget() == view())
    if (const QAccessibleInterface* e = focusedElement()) return e->text(QAccessible::Name);
  return QAccessibleWidget::text(t);
}

QAccessibleInterface* TableAccessible::focusChild() const {
  if (QAccessibleInterface* e = focusedElement()) return e;  // a descendant: a card is in the hand's list
  // The keyboard focus in a widget over the table (a button of the result panel, the welcome page).
  const QWidget* f = QApplication::focusWidget();
  for (QWidget* w : overlays())
    if (f && w->isAncestorOf(f)) return QAccessible::queryAccessibleInterface(w);
  return nullptr;
}

QAccessibleInterface* TableAccessible::childAt(int x, int y) const {
  // What lies over the table first, the topmost (the last made) first.
  const QList<QWidget*> over = overlays();
  for (auto it = over.crbegin(); it != over.crend(); ++it)
    if ((*it)->isVisible() && QRect((*it)->mapToGlobal(QPoint(0, 0)), (*it)->size()).contains(x, y))
      return QAccessible::queryAccessibleInterface(*it);
  const QPoint p = view()->viewport()->mapFromGlobal(QPoint(x, y));
  const QPointF sp = view()->mapToScene(p);
  // The smallest element under the point: a meld lies inside its seat's area (the cards are the hand
  // list's children, found by the list).
  const auto all = children();
  const Element* best = nullptr;
  for (const Element& e : all)
    if (e.rect.contains(sp) && (!best || e.rect.width() * e.rect.height() < best->rect.width() * best->rect.height()))
      best = &e;
  return best ? element(best->key) : nullptr;
}

void TableAccessible::notifyChanges() {
  const auto all = view()->table()->accessibleElements();
  QHash<int, QString> now;
  for (int i = 0; i < all.size(); ++i) {
    now.insert(all[i].key, all[i].name);
    const auto was = told_.constFind(all[i].key);
    // Told on the element itself: a card's parent is the hand's list, not the table.
    if (was == told_.constEnd()) {
      QAccessibleEvent ev(element(all[i].key), QAccessible::ObjectCreated);
      QAccessible::updateAccessibility(&ev);
    } else if (*was != all[i].name) {
      QAccessibleEvent ev(element(all[i].key), QAccessible::NameChanged);
      QAccessible::updateAccessibility(&ev);
    }
  }
  for (auto it = told_.constBegin(); it != told_.constEnd(); ++it)
    if (!now.contains(it.key()))
      if (auto id = ids_.find(it.key()); id != ids_.end()) {
        QAccessible::deleteAccessibleInterface(*id);
        ids_.erase(id);
      }
  told_ = now;
}

// ---- the scene's side: what each element is called

QVector<Element> TableScene::accessibleElements() const {
  QVector<Element> out;
  if (!c_->cardsShown()) return out;
  const SeatView& v = c_->view();
  const bool on = keyboardActive_;
  auto add = [&](Element::Kind kind, int key, const QString& name, const QRectF& rect, bool focused, bool hinted) {
    Element e;
    e.kind = kind;
    e.key = key;
    // Cards by name, not by symbol: "upcard 7♠" in the deadwood line was read "7 black spade suit".
    e.name = CardText::spoken(hinted ? tr("%1, suggested by the hint").arg(name) : name);
    e.rect = rect;
    e.focused = focused;
    e.hinted = hinted;
    out.push_back(e);
  };
  add(Element::Kind::Stock, 100, tr("stock, %n card(s)", nullptr, v.stockCount), stockSpot_->rect(),
      on && focus_.target == Target::Stock, hintTarget_ == Target::Stock);
  const Card top = v.discardTop;
  // From a knock to the hand's end the knock card lies face down on the pile and hides its top.
  const QString pile = v.knockDiscardDown && v.knockDiscard != NoCard
                           ? tr("discard pile, the knock card %1 face down on top").arg(CardText::name(v.knockDiscard))
                       : v.knockDiscardDown ? tr("discard pile, the knock card face down on top")
                       : top != NoCard      ? tr("discard pile, top card %1").arg(CardText::name(top))
                                            : tr("discard pile, empty");
  // A hint to discard (or knock with) a card marks the place it goes: said so, not as a card to take
  // (the pile read "suggested by the hint" after a discard hint: a blind player's play-test).
  auto hintPuts = [&](Target t, const QString& name) {
    return hintCard_ != NoCard && hintTarget_ == t ? tr("%1; the hint puts the %2 here").arg(name, CardText::name(hintCard_)) : name;
  };
  add(Element::Kind::Discard, 101, hintPuts(Target::Discard, pile), discardSpot_->rect(),
      on && focus_.target == Target::Discard, hintTarget_ == Target::Discard && hintCard_ == NoCard);
  add(Element::Kind::Knock, 102,
      hintPuts(Target::Knock, knock_.active() ? tr("knock spot, %1 to be discarded face down").arg(CardText::name(knock_.card()))
                                              : tr("knock spot")),
      knockSpot_->rect(), on && focus_.target == Target::Knock, hintTarget_ == Target::Knock && hintCard_ == NoCard);
  // The view seat's cards as shown, each with its part in the hand's best arrangement (the engine's).
  const bool hidden = c_->curtain() || (c_->viewSeat() < int(v.laidOut.size()) && v.laidOut[c_->viewSeat()]);
  if (!hidden) {
    const QVector<Card> shown = shownHand();
    const Arrangement best = bestArrangement(viewHand());
    // The cards are the children of a list: a screen reader says "4 of 10", not "4 of 15".
    QRectF all;
    for (Card c : shown)
      if (const CardItem* it = cardItem(c)) all |= it->sceneBoundingRect();
    add(Element::Kind::Hand, TableAccessible::kHandKey, tr("your cards, %n card(s)", nullptr, int(shown.size())), all,
        false, false);
    for (int i = 0; i < shown.size(); ++i) {
      const Card c = shown[i];
      QString name = tr("%1, in your hand, unmatched").arg(CardText::name(c));
      for (CardSet m : best.melds)
        if (contains(m, c))
          name = isRun(m) ? tr("%1, in your hand, part of a run").arg(CardText::name(c))
                          : tr("%1, in your hand, part of a set").arg(CardText::name(c));
      // A card picked up says so in its name: the name change is what a screen reader speaks.
      if (c == selected_) name = tr("%1, picked up").arg(name);
      const CardItem* it = cardItem(c);
      add(Element::Kind::HandCard, c, name, it ? it->sceneBoundingRect() : QRectF(), on && focus_.target == Target::Hand && focus_.index == i,
          c == hintCard_);
      out.back().selected = c == selected_;
    }
  }
  // The knocker's melds on the table (with the lay-offs made so far), while you lay off: lay-off targets
  // in the pile row. (Otherwise their cards are named with the seat that laid them out.)
  const std::vector<Layoff>& pending = layoffs_.pending();
  for (const Zone& z : editingLayoffs() ? meldZones_ : QVector<Zone>()) {
    if (z.meld < 0 || z.meld >= int(v.tableMelds.size())) continue;
    CardSet mine = 0;  // the cards this seat is laying off onto it
    for (const Layoff& l : pending)
      if (l.meld == z.meld) mine |= bit(l.card);
    auto names = [](CardSet cards) { return CardText::spokenList(seatpicture::meldCards(cards)); };
    const int owner = z.meld < int(v.tableOwner.size()) ? v.tableOwner[z.meld] : v.knocker;
    QString name = tr("meld of %1: %2").arg(c_->seatName(owner), names(v.tableMelds[z.meld]));
    // A full stop, not ";": Orca at its default punctuation level says "semi" for a semicolon.
    if (mine) name = tr("%1. Laid off by you: %2").arg(name, names(mine));
    add(Element::Kind::Meld, 300 + z.meld, name, z.rect, on && focus_.target == Target::Meld && focus_.index == z.meld,
        false);
  }
  // Every seat: its name and what of it shows, what it did last (its caption); the view seat's hand while
  // it is played with the deadwood line instead of its cards (they are the elements above).
  for (int i = 0; i < v.players; ++i) {
    const int s = (c_->viewSeat() + i) % v.players;
    QStringList faceUp;
    QRectF rect = seatLabels_[i]->sceneBoundingRect();
    if (i == 0 && !hidden)
      rect |= info_->sceneBoundingRect();  // the cards are elements of their own
    else
      for (const CardItem* it : seatItems(s)) {
        rect |= it->sceneBoundingRect();
        if (it->faceUp() && it->card() != NoCard) faceUp << CardText::name(it->card());
      }
    QString name = i == 0 && !hidden ? tr("your hand: %1").arg(info_->text())
                   : faceUp.isEmpty()
                       ? tr("%1, %n card(s) face down", nullptr, v.handSizes[s]).arg(c_->seatCaption(s))
                       : tr("%1: %2").arg(c_->seatCaption(s), faceUp.join(QStringLiteral(", ")));
    // The score and the dealer, as the seat's label shows them (a screen reader's player never heard
    // them during a hand: a blind player's play-test); after what the seat holds, which comes first.
    name += QStringLiteral(" · ") + tr("%n point(s)", nullptr, c_->sheet().totals(0)[s]);
    if (s == v.dealer) name += QStringLiteral(" · ") + tr("dealer");
    if (const QString caption = captionOf(s); !caption.isEmpty()) name += QStringLiteral(" · ") + caption;
    add(Element::Kind::Seat, 200 + s, CardText::spoken(name), rect, false, false);
  }
  return out;
}

bool TableScene::activateElement(int key) {
  if (!c_->cardsShown()) return false;
  Focus f{Target::None, 0};
  if (key == 100) f = {Target::Stock, 0};
  else if (key == 101) f = {Target::Discard, 0};
  else if (key == 102) f = {Target::Knock, 0};
  else if (key >= 300) f = {Target::Meld, key - 300};
  else if (key < kDeckSize) f = {Target::Hand, int(shownHand().indexOf(Card(key)))};
  if (f.target == Target::None || f.index < 0) return false;
  if (f.target == Target::Meld && !pileRow().contains(f)) return false;  // not a lay-off target now
  setKeyboardActive(true);
  focus_ = f;
  applyFocus();
  emit focusMoved();
  activateFocus();
  return true;
}
