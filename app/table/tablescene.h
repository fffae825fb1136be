// The card table: a QGraphicsScene laid out in card units from the controller's state, seen from
// the controller's view seat. Input (drag with the scene's own press/move/release, clicks,
// double-clicks, keyboard) becomes gin::Actions for the controller; the scene never decides a rule.
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
  CardItem* cardItem(gin::Card c) const { return cards_[c]; }
  // The deck's colours or back changed (CardRenderer): every card fetches its pixmap again.
  void deckChanged();
  // Where a target lies on the scene (for tests and the keyboard). Meld: index into tableMelds.
  QRectF zoneRect(Target t, int meld = -1) const;
  QSizeF cardSize() const { return big_; }
  QString infoText() const;  // the deadwood line
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

  // What a screen reader is told about the table (tableaccessible.cpp): the piles, the knock spot,
  // the view seat's cards in the order shown, and each other seat. `key` stays the same for the same
  // thing while the table changes (a card's number, a pile, a seat).
  struct AccessibleElement {
    enum class Kind { Stock, Discard, Knock, HandCard, Seat };
    Kind kind = Kind::Stock;
    int key = 0;
    QString name;
    QRectF rect;  // scene coordinates
    bool focused = false, selected = false, hinted = false;
  };
  QVector<AccessibleElement> accessibleElements() const;

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

 protected:
  void drawBackground(QPainter* painter, const QRectF& rect) override;
  void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;
  void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;

 private:
  enum class Source { None, Stock, Discard, Hand, LaidOff };
  struct Zone {
    int meld;
    QRectF rect;
  };
  struct Focus {
    Target target = Target::Hand;
    int index = 0;  // hand position or meld zone
  };

  Source sourceOf(const CardItem* item) const;
  CardItem* cardAt(const QPointF& p) const;
  Target targetFor(const CardItem* item, Source src, int* meld) const;
  std::optional<gin::Action> actionFor(Source src, gin::Card c, Target t) const;
  bool legal(Source src, gin::Card c, Target t, int meld) const;
  void drop(CardItem* item, Source src, Target t, int meld, qreal x);
  void click(CardItem* item);
  void explainPress(const CardItem* item);
  bool explainKey(int key);
  void setHighlight(Target t, int meld, bool legal);
  void reorder(gin::Card c, qreal x);
  bool addLayoff(gin::Card c, int meld);
  void removeLayoff(gin::Card c);
  void syncOrder(gin::CardSet hand);
  void keepOrder();     // tells the controller the hand order (kept with the save)
  void restoreOrder();  // takes the controller's (a resumed save's) order at a deal
  void updateInfo();
  void moveFocus(int dx, int dy);
  void moveFocusToEnd(bool last);  // Home, End
  QVector<Focus> pileRow() const;
  void activateFocus();
  void applyFocus();
  gin::CardSet viewHand() const;  // view seat's hand minus pending lay-offs and the knock card being placed
  QVector<QVector<gin::Card>> handGroups(gin::CardSet hand) const;
  QVector<QVector<gin::Card>> shownGroups() const;  // the view seat's hand as laid out, group by group
  QVector<gin::Card> shownHand() const;             // the same, in one row
  void layoutRow(const QVector<QVector<gin::Card>>& groups, const QRectF& area, const QSizeF& size, bool faceUp,
                 qreal& z, bool centre, QHash<int, QRectF>* meldRects = nullptr, const QVector<int>& meldIds = {});
  void place(gin::Card c, const QPointF& p, const QSizeF& size, bool faceUp, qreal z, int flipDelay = 0);
  // The parts of a layout pass, each returning the cards it placed.
  void paintFelt();
  gin::CardSet placeStock(const TableLayout& L);
  gin::CardSet placePiles(const TableLayout& L);  // the discard pile, the knock spot
  gin::CardSet placeSeat(const TableLayout& L, int i);  // i-th seat from the view seat, with its label
  void placeStory(const TableLayout& L);               // the seats' last turns, the knocker's mark

  GameController* c_;
  QVector<CardItem*> cards_;
  SpotItem* stockSpot_;
  SpotItem* discardSpot_;
  SpotItem* knockSpot_;
  SpotItem* meldHighlight_;
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
  QHash<gin::Card, int> dealDelay_;  // while dealing: how long each card waits before it leaves the stock

  Sort sort_ = Sort::Melds;
  QVector<gin::Card> order_;
  gin::Card selected_ = gin::NoCard;
  gin::Card hintCard_ = gin::NoCard;
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
  bool keyboardActive_ = false;
  QMetaObject::Connection hintClear_;  // clears the hint marks at the next change
};
