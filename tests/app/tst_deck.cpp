// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The deck (resources/cards.svg, cards-4colour.svg) and CardRenderer: every element exists with the
// card's shape, renders with the right colours, and is rendered once per size and dpr.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "table/cardrenderer.h"

using gin::Card;

namespace {

// Pixels of a rendered card by colour class: the white face, suit colours, black ink; grey border,
// gold and cream count in no class. Transparent corners are left out.
struct Ink {
  int light = 0, red = 0, green = 0, blue = 0, dark = 0, total = 0;
  QSet<QRgb> colours;
};

Ink inkOf(const QImage& image) {
  const QImage img = image.convertToFormat(QImage::Format_ARGB32);
  Ink ink;
  for (int y = 0; y < img.height(); ++y) {
    for (int x = 0; x < img.width(); ++x) {
      const QRgb p = img.pixel(x, y);
      if (qAlpha(p) < 255) continue;
      ++ink.total;
      ink.colours.insert(p);
      const int r = qRed(p), g = qGreen(p), b = qBlue(p);
      if (r > 230 && g > 230 && b > 230) ++ink.light;
      else if (r > 150 && g < 90 && b < 90) ++ink.red;
      else if (g > r + 40 && g > b + 20) ++ink.green;
      else if (b > r + 60 && b > g + 30) ++ink.blue;
      else if (r < 70 && g < 70 && b < 70) ++ink.dark;
    }
  }
  return ink;
}

// Both decks: the standard one and the four-colour one.
void addColourOptions() {
  QTest::addColumn<bool>("fourColour");
  QTest::newRow("two colours") << false;
  QTest::newRow("four colours") << true;
}

QList<Card> allCards() {
  QList<Card> cards;
  for (int c = 0; c < gin::kDeckSize; ++c) cards.append(Card(c));
  return cards;
}

QStringList allIds() {
  QStringList ids;
  for (Card c : allCards()) ids << CardRenderer::elementId(c);
  return ids << QStringLiteral("back") << QStringLiteral("back2");
}

// The table's card size for a width: the SVG's aspect ratio decides the height.
QSize cardSize(CardRenderer& r, int width) { return QSize(width, qRound(width / r.aspectRatio())); }

// All 52 faces in suit rows plus both backs, `width` px per card.
QImage deckSheet(CardRenderer& r, int width) {
  const QSize card = cardSize(r, width);
  const int gap = width / 10;
  QImage sheet(gap + 13 * (card.width() + gap), gap + 5 * (card.height() + gap), QImage::Format_ARGB32);
  sheet.fill(QColor(0x2e, 0x6b, 0x3a));  // felt green, as on the table
  QPainter p(&sheet);
  auto at = [&](int col, int row) {
    return QPoint(gap + col * (card.width() + gap), gap + row * (card.height() + gap));
  };
  for (Card c : allCards()) p.drawPixmap(at(gin::rankOf(c), gin::suitOf(c)), r.face(c, card, 1.0));
  const auto back = r.back();
  r.setBack(CardRenderer::Back::Blue);
  p.drawPixmap(at(0, 4), r.backPixmap(card, 1.0));
  r.setBack(CardRenderer::Back::Red);
  p.drawPixmap(at(1, 4), r.backPixmap(card, 1.0));
  r.setBack(back);
  return sheet;
}

// A hand of cards fanned as the table shows it: each card `offset` px right of the previous one.
QImage fan(CardRenderer& r, const QList<Card>& cards, int width, int offset, qreal dpr = 1.0) {
  const QSize card = cardSize(r, width);
  const QSize logical(20 + offset * (cards.size() - 1) + card.width(), 20 + card.height());
  QImage image(logical * dpr, QImage::Format_ARGB32);
  image.setDevicePixelRatio(dpr);
  image.fill(QColor(0x2e, 0x6b, 0x3a));
  QPainter p(&image);
  for (int i = 0; i < cards.size(); ++i) p.drawPixmap(10 + i * offset, 10, r.face(cards[i], card, dpr));
  return image;
}

}  // namespace

class TestDeck : public QObject {
  Q_OBJECT

 private slots:
  void elementIds();
  void everyElementExists_data() { addColourOptions(); }
  void everyElementExists();
  void elementsHaveTheCardShape_data() { addColourOptions(); }
  void elementsHaveTheCardShape();
  void facesRenderInTheirSuitColours_data() { addColourOptions(); }
  void facesRenderInTheirSuitColours();
  void backsDiffer();
  void cacheRendersOncePerSizeAndDpr();
  void fannedIndicesAreDistinct();
  void sheets();
  void svgMatchesGenerator();
  void benchmarkFullDeck_data();
  void benchmarkFullDeck();
};

void TestDeck::elementIds() {
  QCOMPARE(CardRenderer::elementId(gin::makeCard(0, gin::Clubs)), QStringLiteral("1_club"));
  QCOMPARE(CardRenderer::elementId(gin::makeCard(9, gin::Hearts)), QStringLiteral("10_heart"));
  QCOMPARE(CardRenderer::elementId(gin::makeCard(10, gin::Diamonds)), QStringLiteral("jack_diamond"));
  QCOMPARE(CardRenderer::elementId(gin::makeCard(11, gin::Spades)), QStringLiteral("queen_spade"));
  QCOMPARE(CardRenderer::elementId(gin::makeCard(12, gin::Clubs)), QStringLiteral("king_club"));
  const QStringList ids = allIds();
  QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), 54);

  CardRenderer r;
  QCOMPARE(r.backId(), QStringLiteral("back"));
  r.setBack(CardRenderer::Back::Red);
  QCOMPARE(r.backId(), QStringLiteral("back2"));
}

void TestDeck::everyElementExists() {
  QFETCH(bool, fourColour);
  CardRenderer r;
  r.setFourColour(fourColour);
  for (const QString& id : allIds()) QVERIFY2(r.elementExists(id), qPrintable(id));
  QVERIFY(!r.elementExists(QStringLiteral("11_club")));
  // A missing element gives an empty (transparent) card and a warning, and counts no render.
  QTest::ignoreMessage(QtWarningMsg, "CardRenderer: no element \"11_club\"");
  const QImage missing = r.element(QStringLiteral("11_club"), QSize(70, 98), 1.0).toImage();
  QCOMPARE(missing.size(), QSize(70, 98));
  QCOMPARE(qAlpha(missing.pixel(35, 49)), 0);
  QCOMPARE(r.renderCount(), 0);
}

void TestDeck::elementsHaveTheCardShape() {
  QFETCH(bool, fourColour);
  CardRenderer r;
  r.setFourColour(fourColour);
  QCOMPARE(r.aspectRatio(), 5.0 / 7.0);
  const QRectF first = r.elementBounds(allIds().first());
  QVERIFY(first.width() > 0);
  QList<QRectF> seen;
  for (const QString& id : allIds()) {
    const QRectF b = r.elementBounds(id);
    // Exactly the card: nothing (a stroke, a pip) sticks out of any card.
    QVERIFY2(qAbs(b.width() - first.width()) < 1e-6 && qAbs(b.height() - first.height()) < 1e-6,
             qPrintable(QStringLiteral("%1: %2x%3").arg(id).arg(b.width()).arg(b.height())));
    for (const QRectF& other : seen) QVERIFY2(!b.intersects(other), qPrintable(id));  // laid out on a grid
    seen << b;
  }
}

void TestDeck::facesRenderInTheirSuitColours() {
  QFETCH(bool, fourColour);
  CardRenderer r;
  r.setFourColour(fourColour);
  const QSize size = cardSize(r, 90);
  for (Card c : allCards()) {
    const QString id = CardRenderer::elementId(c);
    const QPixmap pm = r.face(c, size, 1.0);
    QCOMPARE(pm.size(), size);
    const Ink ink = inkOf(pm.toImage());
    // Not blank: a white face with a good share of ink in many shades.
    QVERIFY2(ink.light > ink.total / 3, qPrintable(id));
    QVERIFY2(ink.colours.size() > 20, qPrintable(id));
    const int suit = gin::suitOf(c);
    auto others = [&](int mine) { return ink.red + ink.green + ink.blue + ink.dark - mine; };
    int mine = 0;
    if (suit == gin::Hearts || (suit == gin::Diamonds && !fourColour)) mine = ink.red;
    else if (suit == gin::Diamonds) mine = ink.blue;
    else if (suit == gin::Clubs && fourColour) mine = ink.green;
    else mine = ink.dark;
    QVERIFY2(mine > 40, qPrintable(QStringLiteral("%1: %2 ink pixels of its colour").arg(id).arg(mine)));
    // Anti-aliasing makes a few mixed pixels; the suit colour must dominate by far.
    QVERIFY2(mine > 10 * others(mine),
             qPrintable(QStringLiteral("%1: red %2 green %3 blue %4 dark %5")
                            .arg(id).arg(ink.red).arg(ink.green).arg(ink.blue).arg(ink.dark)));
  }
}

void TestDeck::backsDiffer() {
  CardRenderer r;
  const QSize size = cardSize(r, 90);
  const Ink blue = inkOf(r.backPixmap(size, 1.0).toImage());
  r.setBack(CardRenderer::Back::Red);
  const Ink red = inkOf(r.backPixmap(size, 1.0).toImage());
  QVERIFY(blue.blue > blue.total / 2);
  QCOMPARE(blue.red, 0);
  QVERIFY(red.red > red.total / 3);
  QCOMPARE(red.blue, 0);
  QVERIFY(blue.light > 0 && red.light > 0);  // the white frame and medallion
}

void TestDeck::cacheRendersOncePerSizeAndDpr() {
  CardRenderer r;
  const Card c = gin::makeCard(6, gin::Hearts);
  const QSize size = cardSize(r, 70);
  QCOMPARE(r.renderCount(), 0);  // lazy: nothing rendered before the first request

  const QPixmap first = r.face(c, size, 1.0);
  QCOMPARE(r.renderCount(), 1);
  const QPixmap again = r.face(c, size, 1.0);
  QCOMPARE(r.renderCount(), 1);
  QCOMPARE(again.cacheKey(), first.cacheKey());

  // High DPI: a new render at twice the pixels, same logical size.
  const QPixmap hiDpi = r.face(c, size, 2.0);
  QCOMPARE(r.renderCount(), 2);
  QCOMPARE(hiDpi.devicePixelRatio(), 2.0);
  QCOMPARE(hiDpi.size(), size * 2);
  QCOMPARE(hiDpi.deviceIndependentSize().toSize(), size);
  r.face(c, size, 2.0);
  QCOMPARE(r.renderCount(), 2);

  r.face(c, cardSize(r, 71), 1.0);  // another size
  QCOMPARE(r.renderCount(), 3);
  r.setFourColour(true);  // another colour option
  r.face(c, size, 1.0);
  QCOMPARE(r.renderCount(), 4);
  r.setFourColour(false);
  r.face(c, size, 1.0);
  QCOMPARE(r.renderCount(), 4);

  r.backPixmap(size, 1.0);
  r.backPixmap(size, 1.0);
  QCOMPARE(r.renderCount(), 5);
  r.setBack(CardRenderer::Back::Red);
  r.backPixmap(size, 1.0);
  QCOMPARE(r.renderCount(), 6);

  // Painting a whole fanned hand twice renders each card once.
  r.clearCache();
  const QList<Card> hand = {0, 14, 28, 42, 9, 23, 37, 51, 10, 11};
  const int before = r.renderCount();
  const QImage a = fan(r, hand, 70, 25);
  QCOMPARE(r.renderCount(), before + hand.size());
  const QImage b = fan(r, hand, 70, 25);
  QCOMPARE(r.renderCount(), before + hand.size());
  QCOMPARE(a, b);
}

// In a fanned hand only a strip at the left of each card shows: there the corner index (rank over
// suit) must tell every card of a suit apart, at the small size the table uses.
void TestDeck::fannedIndicesAreDistinct() {
  CardRenderer r;
  const int width = 70, strip = 25;
  const QSize size = cardSize(r, width);
  // The index sits left of the pips: the area above the first pip row and left of the strip.
  const QRect index(0, 0, strip * 2 / 3, size.height() * 3 / 10);
  for (int suit = 0; suit < gin::kSuits; ++suit) {
    QList<QImage> corners;
    for (int rank = 0; rank < gin::kRanks; ++rank) {
      const QImage img = r.face(gin::makeCard(rank, suit), size, 1.0).toImage().copy(index);
      const Ink ink = inkOf(img);
      QVERIFY2(ink.red + ink.dark > 20, qPrintable(CardRenderer::elementId(gin::makeCard(rank, suit))));
      for (int other = 0; other < corners.size(); ++other) {
        int differing = 0;
        for (int y = 0; y < img.height(); ++y)
          for (int x = 0; x < img.width(); ++x)
            differing += qAbs(qGray(img.pixel(x, y)) - qGray(corners[other].pixel(x, y))) > 96;
        QVERIFY2(differing > 15, qPrintable(QStringLiteral("suit %1: ranks %2 and %3 look alike (%4 px)")
                                                .arg(suit).arg(other).arg(rank).arg(differing)));
      }
      corners << img;
    }
  }
}

// Sheets to look at: GIN_DECK_SHEETS=/tmp/deck tst_deck sheets
void TestDeck::sheets() {
  CardRenderer r;
  QList<QPair<QString, QImage>> images;
  for (bool four : {false, true}) {
    r.setFourColour(four);
    const QString suffix = four ? QStringLiteral("-4colour") : QString();
    images << qMakePair(QStringLiteral("deck-90%1.png").arg(suffix), deckSheet(r, 90));
    images << qMakePair(QStringLiteral("deck-200%1.png").arg(suffix), deckSheet(r, 200));
    const QList<Card> hand = {0, 13, 14, 15, 28, 29, 30, 9, 23, 49};
    images << qMakePair(QStringLiteral("fan-70%1.png").arg(suffix), fan(r, hand, 70, 25));
    const QList<Card> courts = {9, 10, 11, 12, 22, 23, 24, 25, 38, 51};
    images << qMakePair(QStringLiteral("fan-70-courts%1.png").arg(suffix), fan(r, courts, 70, 25, 2.0));
  }
  for (const auto& [name, image] : images) QVERIFY2(!image.isNull() && inkOf(image).colours.size() > 100, qPrintable(name));

  const QString dir = qEnvironmentVariable("GIN_DECK_SHEETS");
  if (dir.isEmpty()) return;
  QVERIFY(QDir().mkpath(dir));
  for (const auto& [name, image] : images) QVERIFY2(image.save(QDir(dir).filePath(name)), qPrintable(name));
}

// The committed SVG files are what resources/tools/make_deck.py draws.
void TestDeck::svgMatchesGenerator() {
  const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
  const QString source = qEnvironmentVariable("GIN_SOURCE_DIR");
  if (python.isEmpty() || source.isEmpty()) QSKIP("needs python3 and GIN_SOURCE_DIR");
  QTemporaryDir out;
  QVERIFY(out.isValid());
  QProcess gen;
  gen.start(python, {QDir(source).filePath(QStringLiteral("resources/tools/make_deck.py")), out.path()});
  QVERIFY(gen.waitForFinished(60000));
  QCOMPARE(gen.exitCode(), 0);
  for (const QString& name : {QStringLiteral("cards.svg"), QStringLiteral("cards-4colour.svg")}) {
    QFile generated(QDir(out.path()).filePath(name)), committed(QDir(source).filePath(QStringLiteral("resources/") + name));
    QVERIFY(generated.open(QIODevice::ReadOnly));
    QVERIFY(committed.open(QIODevice::ReadOnly));
    QVERIFY2(generated.readAll() == committed.readAll(), qPrintable(name + QStringLiteral(" is stale: run make_deck.py")));
  }
}

void TestDeck::benchmarkFullDeck_data() {
  QTest::addColumn<int>("width");
  QTest::addColumn<qreal>("dpr");
  QTest::newRow("70 px, dpr 1") << 70 << 1.0;
  QTest::newRow("200 px, dpr 2") << 200 << 2.0;
}

// Speed is reported, not asserted: tst_deck benchmarkFullDeck
// The first-use cost: load the SVG, then render all 52 faces and a back.
void TestDeck::benchmarkFullDeck() {
  QFETCH(int, width);
  QFETCH(qreal, dpr);
  QBENCHMARK_ONCE {
    CardRenderer r;
    const QSize size = cardSize(r, width);
    for (Card c : allCards()) r.face(c, size, dpr);
    r.backPixmap(size, dpr);
    QCOMPARE(r.renderCount(), 53);
  }
}

QTEST_MAIN(TestDeck)
#include "tst_deck.moc"
