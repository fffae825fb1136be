// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The card table: a QGraphicsScene laid out in card units from one seat's view (GameController::view():
// the seat at this screen; in hot seat the seat behind the curtain; at the end of a hand the result).
// It draws only what that view holds: a card the seat may not see lies face down with no face behind
// it (the scene's card items get their card from the view, and lose it again). Input (drag with the
// scene's own press/move/release, clicks, double-clicks, keyboard) becomes gin::Actions for the
// controller; the scene never decides a rule.
#pragma once

#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QHash>
#include <QPixmap>
#include <QVector>
#include <optional>

#include "card.h"
#include "hand.h"
#include "table/knockchooser.h"
#include "table/layoffeditor.h"
#include "legal.h"
#include "table/tablelayout.h"

class CardItem;
class GameController;
class SpotItem;
class LabelItem;

class TableScene : public QGraphicsScene {
  Q_OBJECT

 public:
  enum class Sort { Manual, Rank, Suit, Melds };
  enum class Target { None, Hand, Stock, Discard, Knock, Meld };

  explicit TableScene(GameController* controller, QObject* parent = nullptr);

  void setViewSize(const QSizeF& size, qreal dpr);
  // View › Card size (0 normal, 1 large, 2 extra large) and View › Table colour (Settings::tableColours()).
  void setCardSize(int size);
  int cardSizeChoice() const { return cardSize_; }
  void setTableColour(const QString& colour);
  QColor feltColour() const;
  // The card item showing `c` face up or face down where the view knows it (null when the view does not
  // know where `c` is: in the stock or in another seat's hand).
  CardItem* cardItem(gin::Card c) const { return byCard_.value(c, nullptr); }
  // The items lying at a seat (its hand, or its melds and deadwood once laid out), left to right; the
  // stock's top card; every item of the table.
  QVector<CardItem*> seatItems(int seat) const;
  CardItem* stockTop() const;
  const QVector<CardItem*>& allItems() const { return items_; }
  // The deck's colours or back changed (CardRenderer): every card fetches its pixmap again.
  void deckChanged();
  // Where a target lies on the scene (for tests and the keyboard). Meld: index into tableMelds.
  QRectF zoneRect(Target t, int meld = -1) const;
  QSizeF cardSize() const { return big_; }
  QString infoText() const;  // the deadwood line
  // What the dot (or ring) on the card at `p` means, or empty: the card's tooltip.
  QString markerTip(const QPointF& p) const;
  QString seatLabelText(int seat) const;  // the name and score by a seat's cards
  QRectF infoRect() const;   // where it shows
  // Height the centre band keeps free at the end of a hand, where the result panel shows: the cards get
  // smaller rather than hide under it.
  void setResultSpace(qreal h, qreal width = 0);
  // The free band between the other seats' row and the view seat's hand.
  QRectF centreBand() const { return centreBand_; }
  // Where the result panel goes: the part of the band below the piles at the end of a hand.
  QRectF resultArea() const { return resultArea_; }

  void setSort(Sort s);
  Sort sort() const { return sort_; }
  QVector<gin::Card> handOrder() const { return order_; }
  gin::Card selectedCard() const { return selected_; }

  // Lay-off editing when a person defends: starts from the engine's best defence.
  bool editingLayoffs() const;
  const std::vector<gin::Layoff>& pendingLayoffs() const { return layoffs_.pending(); }
  std::vector<gin::CardSet> pendingOwnMelds() const;
  bool confirmLayoffs();

  // Knocking. When the ten cards kept can be laid out in more than one equally low way, the person
  // chooses before the knock is made: the engine's choice first, then the others in turn. Otherwise
  // (and for a refused knock, which the controller explains) the knock goes straight to the controller.
  void knock(gin::Card discard);
  bool choosingArrangement() const { return knock_.active(); }
  gin::Card knockCard() const { return knock_.card(); }
  int arrangementCount() const { return knock_.count(); }
  int arrangementIndex() const { return knock_.index(); }
  std::vector<gin::CardSet> chosenMelds() const { return knock_.melds(); }
  void nextArrangement();
  bool confirmKnock();
  void cancelKnock();

  int layoutPasses() const { return passes_; }  // for tests: one pass per input
  // The outline of the keyboard focus on a hand card (empty when none shows).
  QRectF cardFocusOutline() const;
  QRectF hintRing() const;  // the hint's ring on a pile or the knock spot (empty when none shows)
  qreal focusRingZ() const;  // the rings lie above every card item
  qreal hintRingZ() const;
  QString discardLabel() const;  // the empty discard pile's label (empty when none shows)
  qreal cardFocusZ() const;

  // The story of the hand on the table (app/table/tablestory.cpp). Milliseconds until every card lies still
  // (the controller's pace: a computer never moves while a card is in flight); 0 when still.
  int msUntilStill() const;
  // The words shown at a seat: its last turn ("Took 7♥ from the discard pile · Discarded 9♣") while the
  // hand is played, empty when none is shown.
  QString captionOf(int seat) const;
  // The seat marked as the knocker while the others lay off and at the end (-1: none), and the mark.
  int knockerMarked() const;
  QString knockerMarkText() const;

  // Marks a suggested move on the table until the next change.
  void showHint(const gin::Action& a);
  gin::Card hintCard() const { return hintCard_; }
  // The card the person at this screen has just drawn, standing a little out of the row until the
  // discard; NoCard otherwise.
  gin::Card freshCard() const { return fresh_; }
  // A move key (T, P, S, D, G, C, A, H, K) whose command is disabled now: says why on the status line
  // and returns true; false for any other key.
  bool explainKey(int key);

  // What a screen reader is told about the table (tableaccessible.cpp): the piles, the knock spot, the
  // list of the view seat's cards and the cards in the order shown, the melds while laying off, and every
  // seat. `key` stays the same for the same thing while the table changes (a card's number, a pile, a
  // seat, a meld).
  struct AccessibleElement {
    enum class Kind { Stock, Discard, Knock, Hand, HandCard, Seat, Meld };  // Hand: the list of the cards
    Kind kind = Kind::Stock;
    int key = 0;
    QString name;
    QRectF rect;  // scene coordinates
    bool focused = false, selected = false, hinted = false;
  };
  QVector<AccessibleElement> accessibleElements() const;
  // A screen reader's action on an element (its key): the focus goes there and Space is pressed.
  bool activateElement(int key);

 public slots:
  void refresh(bool animate = true);
  // View › Look through the discard pile (L), a right-click on the pile or a click on a covered card of
  // the fanned pile: asks for the look-through strip when the rules allow it, otherwise says why not.
  void lookThroughPile();
  void deal();

 signals:
  void infoChanged(const QString& text);  // deadwood line for the view seat
  void knockChoiceChanged();               // a knock arrangement is being chosen, or no longer
  void message(const QString& text);      // local messages (lay-off editing)
  void focusMoved();                       // the keyboard focus moved to another card or place
  void pileLookRequested();                // open the strip of the whole discard pile (PileViewer)
  void orderChanged();                     // the hand's order was handed to the controller (own order, a sort)

 protected:
  void drawBackground(QPainter* painter, const QRectF& rect) override;
  void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void focusInEvent(QFocusEvent* e) override;
  void helpEvent(QGraphicsSceneHelpEvent* e) override;  // the tooltip of a card's dot
  // QApplication::focusChanged: the ring hides while another widget has the keys,
  // and the keys coming to the table after a key press (Tab, Play, a bar button) turn it on.
  void followAppFocus(QWidget* old, QWidget* now);
  // The program's last input, a key press or a mouse press (a filter on the application).
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  enum class Source { None, Stock, Discard, Hand, LaidOff };
  struct Zone {
    int meld;
    QRectF rect;
  };
  struct Focus {
    Target target = Target::Hand;
    int index = 0;  // hand position or meld zone
    bool operator==(const Focus&) const = default;
  };

  Source sourceOf(const CardItem* item) const;
  CardItem* cardAt(const QPointF& p) const;
  Target targetFor(const CardItem* item, Source src, int* meld) const;
  std::optional<gin::Action> actionFor(Source src, gin::Card c, Target t) const;
  bool legal(Source src, gin::Card c, Target t, int meld) const;
  void drop(CardItem* item, Source src, Target t, int meld, qreal x);
  void click(CardItem* item);
  void explainPress(const CardItem* item);
  void setHighlight(Target t, int meld, bool legal);
  void reorder(gin::Card c, qreal x);
  int slotAt(const QVector<gin::Card>& shown, qreal x) const;
  bool addLayoff(gin::Card c, int meld);
  void removeLayoff(gin::Card c);
  void syncOrder(gin::CardSet hand);
  void keepOrder();     // tells the controller the hand order (kept with the save)
  void restoreOrder();  // takes the controller's (a resumed save's) order at a deal
  void focusTheCardDrawn();  // a match resumed after this seat's draw: the focus on the card it drew
  void updateInfo();
  void moveFocus(int dx, int dy);
  void moveFocusToEnd(bool last);  // Home, End
  QVector<Focus> pileRow() const;
  void activateFocus();
  void applyFocus();
  // Where a place of the pile row shows: the top card of the stock or the pile, else its spot.
  QRectF placeRect(Target t) const;
  // The part of a hand card that shows (a fanned card shows its left strip up to its neighbour).
  QRectF visiblePart(const CardItem* item) const;
  gin::CardSet viewHand() const;  // view seat's hand minus pending lay-offs and the knock card being placed
  QVector<QVector<gin::Card>> handGroups(gin::CardSet hand) const;
  QVector<QVector<gin::Card>> shownGroups() const;  // the view seat's hand as laid out, group by group
  QVector<gin::Card> shownHand() const;             // the same, in one row
  // Where a card lies: the stock, the discard pile, the knock spot, or a seat (kSeat + seat).
  enum Where : int { kNowhere = -1, kStock = 0, kPile = 1, kKnock = 2, kSeat = 10 };
  void layoutRow(int zone, const QVector<QVector<gin::Card>>& groups, const QRectF& area, const QSizeF& size,
                 bool faceUp, qreal& z, bool centre, QVector<Zone>* meldZones = nullptr,
                 const QVector<int>& meldIds = {});
  // Puts a card (NoCard: one the view does not know, face down) at its place in this layout pass.
  void place(int zone, gin::Card c, const QPointF& p, const QSizeF& size, bool faceUp, qreal z, int flipDelay = 0);
  // Gives every place of the pass an item: the one showing its card, else one that lay in the same
  // zone, else one left over where a card went missing; then moves and turns them.
  void commitPlaces();
  // The parts of a layout pass.
  void paintFelt();
  void placeStock(const TableLayout& L);
  void placePiles(const TableLayout& L);  // the discard pile, the knock spot
  void placeSeat(const TableLayout& L, int i);  // i-th seat from the view seat, with its label
  void placeStory(const TableLayout& L);        // the seats' last turns, the knocker's mark

  // One card's place in a layout pass.
  struct Place {
    int zone = kNowhere;
    int index = 0;  // its order in the zone, bottom or left first
    gin::Card card = gin::NoCard;
    QPointF pos;
    QSizeF size;
    bool faceUp = false;
    qreal z = 0;
    int flipDelay = 0;
  };

  GameController* c_;
  QVector<CardItem*> items_;              // every card item; which card each shows is decided per pass
  QHash<gin::Card, CardItem*> byCard_;    // the items placed this pass with a card the view knows
  QHash<const CardItem*, int> zoneOf_;    // where each item lay after the last pass
  QVector<Place> places_;                 // the pass being laid out
  QHash<gin::Card, int> markers_;         // CardItem::Marker of the known cards this pass
  SpotItem* stockSpot_;
  SpotItem* discardSpot_;
  SpotItem* knockSpot_;
  SpotItem* meldHighlight_;
  SpotItem* hintRing_;   // the hint on a pile or the knock spot, above its cards
  SpotItem* cardFocus_;  // the keyboard focus on a card of the hand, outlined above every card
  LabelItem* stockCount_;
  LabelItem* info_;
  QVector<LabelItem*> seatLabels_;
  QVector<LabelItem*> captions_;  // by position from the view seat, like seatLabels_
  LabelItem* knockerBadge_;
  gin::Card takenUp_ = gin::NoCard;  // a pile card just taken into a hidden hand: face up until it lands
  QSizeF view_{1024, 640};
  qreal dpr_ = 1;
  QSizeF big_{80, 112}, small_{60, 84};
  QPixmap felt_;
  int cardSize_ = 0;
  QString colour_ = QStringLiteral("green");
  QRectF handArea_, centreBand_, resultArea_;
  qreal resultSpace_ = 0, resultWidth_ = 0;
  QVector<Zone> meldZones_;
  bool animateNext_ = false;
  bool undone_ = false;  // the next change is an undo: laid out without animation
  int passes_ = 0;  // layout passes so far: an input handler lays out again only if nothing else did
  QHash<int, int> dealDelay_;  // while dealing, by zone * 100 + index: how long each card waits in the stock

  Sort sort_ = Sort::Melds;
  QVector<gin::Card> order_;
  // Where a stock card was dropped in a hand of the player's own order: the card is not known until it
  // is drawn, so the next sync puts the new card there.
  std::optional<qreal> drawnAt_;
  gin::Card selected_ = gin::NoCard;
  gin::Card hintCard_ = gin::NoCard;
  gin::Card fresh_ = gin::NoCard;
  Target hintTarget_ = Target::None;

  KnockChooser knock_;     // choosing the knock arrangement
  LayoffEditor layoffs_;   // a person's lay-offs while defending

  // Drag state
  CardItem* pressed_ = nullptr;
  Source pressSource_ = Source::None;
  QPointF pressPos_, grabOffset_;
  bool dragging_ = false;
  QElapsedTimer lastPress_;  // the previous left press: a double-click's second press stays quiet
  QPointF lastPressPos_;

  // Keyboard
  Focus focus_;
  bool keyboardActive_ = false;  // the ring shows, the prompts name the keys: from a key until a click
  void setKeyboardActive(bool on);
  bool lastInputKey_ = false;  // the program's last input was a key press, not a mouse press
  bool tabbedIn_ = false;      // the last focus came by Tab (or a hidden widget passing it on)
  bool focusAway_ = false;  // another widget of the program has the keyboard focus: no ring shows
  bool focusFollowed_ = false;  // the layout pass moved the focus to a drawn card: told after the pass
  QMetaObject::Connection hintClear_;  // clears the hint marks at the next change
};
