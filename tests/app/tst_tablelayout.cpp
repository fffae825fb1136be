// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The table's layout as a pure computation: at every screen size from a netbook to 4K, for 2-5 seats,
// with and without a fanned pile and the result panel's room, everything lies inside the view and
// nothing overlaps what it must not.
#include <QtTest>

#include <algorithm>

#include "table/tablelayout.h"

class TstTableLayout : public QObject {
  Q_OBJECT

 private slots:
  void everythingInsideAndApart_data() {
    QTest::addColumn<QSizeF>("view");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("fan");
    QTest::addColumn<qreal>("resultSpace");
    QTest::addColumn<qreal>("resultWidth");
    QTest::addColumn<int>("cardSize");
    const QSizeF sizes[] = {{1024, 600}, {1024, 768}, {1280, 800}, {1366, 768}, {1920, 1080}, {3840, 2160}, {720, 640}};
    for (const QSizeF& s : sizes)
      for (int n = 2; n <= 5; ++n)
        for (bool fan : {false, true})
          for (qreal space : {0.0, 180.0, 260.0})
            for (int size = 0; size < 3; ++size) {
              // The panel's width as TableView gives it (a little over half the view, at least 420).
              const qreal width = space > 0 ? std::min(s.width() - 40, std::max(420.0, s.width() * 11 / 20)) + 8 : 0;
              QTest::addRow("%dx%d, %d seats%s%s %d, card size %d", int(s.width()), int(s.height()), n,
                            fan ? ", fanned" : "", space > 0 ? ", result panel" : "", int(space), size)
                  << s << n << fan << space << width << size;
            }
  }

  void everythingInsideAndApart() {
    QFETCH(QSizeF, view);
    QFETCH(int, players);
    QFETCH(bool, fan);
    QFETCH(qreal, resultSpace);
    QFETCH(qreal, resultWidth);
    QFETCH(int, cardSize);
    const TableLayout L = computeTableLayout({view, players, fan, resultSpace > 0, resultSpace, resultWidth, 0.714, cardSize});
    const QRectF all(QPointF(0, 0), view);
    QVERIFY(L.big.width() >= 20 && L.big.height() > L.big.width());
    QVERIFY(L.small.width() < L.big.width());
    QCOMPARE(L.seatAreas.size(), players);
    const QRectF stock(L.stockPos, L.big), discard(L.discardPos, L.big), knock(L.knockPos, L.big);
    for (const QRectF& pile : {stock, discard, knock}) {
      QVERIFY2(all.contains(pile), "a pile lies outside the view");
      QVERIFY2(!pile.intersects(L.seatAreas[0]), "a pile covers the view seat's hand");
      for (int i = 1; i < players; ++i) QVERIFY2(!pile.intersects(L.seatAreas[i]), "a pile covers another seat");
    }
    QVERIFY(!stock.intersects(discard) && !discard.intersects(knock) && !stock.intersects(knock));
    for (int i = 0; i < players; ++i) {
      QVERIFY2(all.contains(L.seatAreas[i]), qPrintable(QStringLiteral("seat %1 outside the view").arg(i)));
      QVERIFY(all.contains(L.labelAnchors[i]));
      for (int j = i + 1; j < players; ++j) QVERIFY(!L.seatAreas[i].intersects(L.seatAreas[j]));
    }
    // The other seats' row, the centre band and the view seat's hand come in that order, top to bottom.
    for (int i = 1; i < players; ++i) QVERIFY(L.seatAreas[i].bottom() <= L.centreBand.top());
    QVERIFY(L.centreBand.bottom() <= L.handArea.top());
    QVERIFY(L.handArea.top() < L.seatAreas[0].top());
    QVERIFY(L.seatAreas[0].bottom() <= view.height());
    // The piles and their count line sit inside the centre band.
    QVERIFY(stock.top() >= L.centreBand.top() - 1);
    QVERIFY(stock.bottom() + L.labelHeight <= L.handArea.top() + 1);
    if (resultSpace > 0) {
      // At the end of a hand the cards shrink so that the band keeps the result panel's room.
      const TableLayout playing = computeTableLayout({view, players, fan, false, 0, 0, 0.714, cardSize});
      QVERIFY(L.big.height() <= playing.big.height());
      QVERIFY(L.centreBand.height() >= std::min(resultSpace, playing.centreBand.height()) - 1);
      // The panel's place is inside the band, beside or below the piles and their count line, and
      // holds the panel (both ways unless the view is too small for the cards' floor).
      const QRectF pilesAndCount = (stock | discard | knock).adjusted(0, 0, 0, L.labelHeight + 6);
      QVERIFY2(!L.resultArea.intersects(pilesAndCount), "the result panel would cover the piles");
      QVERIFY(L.centreBand.contains(L.resultArea.adjusted(0.5, 0.5, -0.5, -0.5)));
      QVERIFY2(L.resultArea.height() >= resultSpace - 1, "no room for the result panel");
      if (L.resultArea.width() < view.width() - 1)
        QVERIFY2(L.resultArea.width() >= resultWidth - 1, "no room beside the piles");
    }
  }

  // Each larger size gives the view seat and the piles larger cards at every screen size and seat count
  // (the other seats' row gives up the room), unless the pile is fanned across the table.
  void largerCardSizesAreLarger() {
    for (const QSizeF view : {QSizeF(1024, 600), QSizeF(1366, 768), QSizeF(1920, 1080), QSizeF(3840, 2160)})
      for (int n = 2; n <= 5; ++n) {
        qreal last = 0;
        for (int size = 0; size < 3; ++size) {
          const TableLayout L = computeTableLayout({view, n, false, false, 0, 0, 0.714, size});
          QVERIFY2(L.big.height() > last, qPrintable(QStringLiteral("%1x%2, %3 seats, size %4")
                                                         .arg(view.width()).arg(view.height()).arg(n).arg(size)));
          last = L.big.height();
        }
        QVERIFY(last >= 1.1 * computeTableLayout({view, n, false, false, 0, 0, 0.714, 0}).big.height());
      }
  }

  // An unusable aspect ratio from a broken deck falls back to the standard card.
  void badAspectFallsBack() {
    const TableLayout good = computeTableLayout({{1280, 800}, 2, false, false, 0, 0, 0.714});
    const TableLayout bad = computeTableLayout({{1280, 800}, 2, false, false, 0, 0, 0});
    QCOMPARE(bad.big, good.big);
  }
};

QTEST_APPLESS_MAIN(TstTableLayout)
#include "tst_tablelayout.moc"
