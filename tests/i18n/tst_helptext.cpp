// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The in-app help (Help > Rules, Help > Strategy) in Finnish and English: the pages are embedded,
// well formed, navigable, use the Finnish glossary, state the engine's defaults, and every worked
// example says what the engine computes for the same cards.
#include <QtTest>

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextTable>

#include "hand.h"
#include "match.h"
#include "rules.h"

using namespace gin;

namespace {

const QStringList kDocs = {"rules_fi", "rules_en", "strategy_fi", "strategy_en"};
const QString kMinus = QString(QChar(0x2212));  // what &minus; becomes in plain text
const QString kTimes = QString(QChar(0x00D7));  // &times;

CardSet cards(const char* text) {
  CardSet s = 0;
  for (const QString& tok : QString::fromLatin1(text).split(' ', Qt::SkipEmptyParts)) {
    const auto c = parseCard(tok.toStdString());
    if (!c || contains(s, *c)) qFatal("bad card list in test: %s", text);
    s |= bit(*c);
  }
  return s;
}

std::vector<Card> cardList(const char* text) { return toVector(cards(text)); }

QString readDoc(const QString& name) {
  QFile f(QStringLiteral(":/help/%1.html").arg(name));
  return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Plain text with whitespace runs collapsed, so a phrase wrapped in the source still matches.
QString plainText(const QString& name) {
  QTextDocument d;
  d.setHtml(readDoc(name));
  return d.toPlainText().simplified();
}

QSet<QString> anchorNames(const QTextDocument& d) {
  QSet<QString> out;
  for (QTextBlock b = d.begin(); b.isValid(); b = b.next())
    for (auto it = b.begin(); !it.atEnd(); ++it)
      for (const QString& n : it.fragment().charFormat().anchorNames()) out.insert(n);
  return out;
}

// Targets of the internal links in `html`, in order.
QStringList linkTargets(const QString& html) {
  QStringList out;
  static const QRegularExpression href(QStringLiteral("href=\"#([^\"]+)\""));
  for (auto it = href.globalMatch(html); it.hasNext();) out << it.next().captured(1);
  return out;
}

// The table of contents: the links before the first section heading.
QStringList tocTargets(const QString& html) {
  return linkTargets(html.left(html.indexOf(QLatin1String("<h2><a name="))));
}

// Every element that needs a closing tag is closed, in order. Returns the first problem or "".
QString tagProblem(const QString& html) {
  static const QSet<QString> voidTags = {"br", "meta", "hr", "img", "col", "!doctype"};
  static const QRegularExpression tag(QStringLiteral("<(/?)([!a-zA-Z][a-zA-Z0-9]*)[^>]*?(/?)>"));
  QStringList stack;
  for (auto it = tag.globalMatch(html); it.hasNext();) {
    const auto m = it.next();
    const QString name = m.captured(2).toLower();
    if (voidTags.contains(name) || !m.captured(3).isEmpty()) continue;
    if (m.captured(1).isEmpty()) {
      stack << name;
    } else if (stack.isEmpty() || stack.last() != name) {
      return QStringLiteral("</%1> at offset %2 closes <%3>").arg(name).arg(m.capturedStart()).arg(stack.value(stack.size() - 1));
    } else {
      stack.removeLast();
    }
  }
  return stack.isEmpty() ? QString() : QStringLiteral("unclosed <%1>").arg(stack.join(QStringLiteral("> <")));
}

// The rows of the first table whose first header cell is `firstHeader`, as cell texts.
QList<QStringList> tableRows(const QTextDocument& d, const QString& firstHeader) {
  for (QTextBlock b = d.begin(); b.isValid(); b = b.next()) {
    QTextCursor c(b);
    QTextTable* t = c.currentTable();
    if (!t || t->cellAt(0, 0).firstCursorPosition().block() != b) continue;
    auto cellText = [&](int r, int col) {
      QTextCursor cc = t->cellAt(r, col).firstCursorPosition();
      cc.setPosition(t->cellAt(r, col).lastCursorPosition().position(), QTextCursor::KeepAnchor);
      return cc.selectedText().simplified();
    };
    if (cellText(0, 0) != firstHeader) continue;
    QList<QStringList> rows;
    for (int r = 0; r < t->rows(); ++r) {
      QStringList row;
      for (int col = 0; col < t->columns(); ++col) row << cellText(r, col);
      rows << row;
    }
    return rows;
  }
  return {};
}

bool containsWord(const QString& text, int number) {
  return QRegularExpression(QStringLiteral("(^|[^0-9])%1([^0-9]|$)").arg(number)).match(text).hasMatch();
}

// Plays a scripted two-player hand: seat 1 (non-dealer) takes the upcard and knocks with `knockDiscard`,
// seat 0 defends with the engine's best defence.
HandResult playKnock(const char* knocker, const char* upcard, const char* knockDiscard, const char* defender) {
  Rules r;
  HandState h = HandState::fromHands(r, 0, {cards(defender), cards(knocker)}, *parseCard(upcard),
                                     cardList("2s 3s 5s 6s 7s 8s"));
  if (h.apply(1, Action::take()) != Reject::Ok) qFatal("take refused");
  if (h.apply(1, Action::knock(*parseCard(knockDiscard))) != Reject::Ok) qFatal("knock refused");
  if (h.apply(0, h.legalActions().front()) != Reject::Ok) qFatal("defence refused");
  return h.result();
}

HandResult won(int seat, int points) {
  HandResult r;
  r.outcome = Outcome::Knock;
  r.knocker = r.winner = seat;
  r.points = {0, 0};
  r.points[seat] = points;
  return r;
}

}  // namespace

class TestHelpText : public QObject {
  Q_OBJECT

 private slots:
  void embedded_data();
  void embedded();
  void structure_data();
  void structure();
  void sameSectionsInBothLanguages();
  void variantSections_data();
  void variantSections();
  void optionDefaults_data();
  void optionDefaults();
  void finnishTerms();
  void handExample();
  void gameExample();
  void hollywoodExample();
  void pokerExample();
  void render_data();
  void render();
};

void TestHelpText::embedded_data() {
  QTest::addColumn<QString>("name");
  for (const QString& d : kDocs) QTest::newRow(qPrintable(d)) << d;
}

// The app reads the pages from :/help; what is embedded is what is in resources/help.
void TestHelpText::embedded() {
  QFETCH(QString, name);
  const QString html = readDoc(name);
  QVERIFY2(!html.isEmpty(), qPrintable(name + " is not embedded under :/help"));
  const QByteArray src = qgetenv("GIN_SOURCE_DIR");
  if (!src.isEmpty()) {
    QFile f(QString::fromLocal8Bit(src) + "/resources/help/" + name + ".html");
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(html, QString::fromUtf8(f.readAll()));
  }
}

void TestHelpText::structure_data() { embedded_data(); }

void TestHelpText::structure() {
  QFETCH(QString, name);
  const QString html = readDoc(name);
  const QString lang = name.right(2);
  QVERIFY(html.contains(QStringLiteral("<html lang=\"%1\">").arg(lang)));
  const QString problem = tagProblem(html);
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  // Self-contained: nothing fetched from outside, nothing executed.
  for (const char* banned : {"<script", "src=", "http:", "https:", "<link"})
    QVERIFY2(!html.contains(QLatin1String(banned), Qt::CaseInsensitive), banned);

  QTextDocument d;
  d.setHtml(html);
  QVERIFY(!d.metaInformation(QTextDocument::DocumentTitle).isEmpty());
  QVERIFY(d.characterCount() > 3000);
  const QStringList toc = tocTargets(html);
  QVERIFY2(toc.size() >= 5, "a table of contents with links to the sections");
  const QSet<QString> anchors = anchorNames(d);
  for (const QString& target : linkTargets(html)) QVERIFY2(anchors.contains(target), qPrintable("no anchor #" + target));
  // Every section can be reached from the table of contents.
  for (const QString& a : anchors) QVERIFY2(toc.contains(a), qPrintable("#" + a + " is not in the contents"));
}

void TestHelpText::sameSectionsInBothLanguages() {
  for (const QString doc : {"rules", "strategy"}) {
    QCOMPARE(tocTargets(readDoc(doc + "_fi")), tocTargets(readDoc(doc + "_en")));
  }
}

void TestHelpText::variantSections_data() {
  QTest::addColumn<QString>("name");
  QTest::addColumn<QStringList>("titles");  // heading words for standard, Oklahoma, Hollywood, poker gin
  QTest::newRow("fi") << "rules_fi" << QStringList{"Tavallinen ginirommi", "Oklahoma", "Hollywood", "Pokeri"};
  QTest::newRow("en") << "rules_en" << QStringList{"Standard gin rummy", "Oklahoma", "Hollywood", "Poker gin"};
}

// A section for every variant the program plays, with a heading that names it.
void TestHelpText::variantSections() {
  QFETCH(QString, name);
  QFETCH(QStringList, titles);
  QTextDocument d;
  d.setHtml(readDoc(name));
  const QStringList anchors = {"standard", "oklahoma", "hollywood", "poker"};
  for (int i = 0; i < anchors.size(); ++i) {
    bool found = false;
    for (QTextBlock b = d.begin(); b.isValid() && !found; b = b.next()) {
      if (b.blockFormat().headingLevel() != 2) continue;
      for (auto it = b.begin(); !it.atEnd(); ++it)
        if (it.fragment().charFormat().anchorNames().contains(anchors[i])) {
          QVERIFY2(b.text().contains(titles[i]), qPrintable(b.text()));
          found = true;
        }
    }
    QVERIFY2(found, qPrintable("no h2 section #" + anchors[i]));
  }
}

void TestHelpText::optionDefaults_data() {
  QTest::addColumn<QString>("name");
  QTest::addColumn<QString>("header");
  QTest::addColumn<QStringList>("labels");
  // Same order as the values in optionDefaults().
  QTest::newRow("fi") << "rules_fi" << "Asetus"
                      << QStringList{"Koputusraja", "Ginibonus", "Big gin -bonus", "Alittamisbonus", "Pelin tavoite",
                                     "Laatikkobonus voitettua jakoa kohden", "Pelibonus", "Valkoisen pelin pelibonus",
                                     "Pokeriginirommi: bonus koputtajan alittamisesta", "Pokeriginirommi: ginibonus"};
  QTest::newRow("en") << "rules_en" << "Option"
                      << QStringList{"Knock limit", "Gin bonus", "Big gin bonus", "Undercut bonus", "Game target",
                                     "Box bonus per hand won", "Game bonus", "Shutout game bonus",
                                     "Poker gin: bonus below the knocker", "Poker gin: gin bonus"};
}

// The options table states the engine's defaults.
void TestHelpText::optionDefaults() {
  QFETCH(QString, name);
  QFETCH(QString, header);
  QFETCH(QStringList, labels);
  const Rules r;
  const QList<int> values = {r.knockLimit, r.ginBonus, r.bigGinBonus, r.undercutBonus, r.gameTarget,
                             r.boxBonus, r.gameBonus, r.shutoutGameBonus, r.pokerBelowKnockerBonus, r.pokerGinBonus};
  QCOMPARE(values, (QList<int>{10, 25, 31, 25, 100, 25, 100, 200, 10, 25}));  // what the brief asks to state
  QTextDocument d;
  d.setHtml(readDoc(name));
  const auto rows = tableRows(d, header);
  QVERIFY2(rows.size() > labels.size(), "options table");
  for (int i = 0; i < labels.size(); ++i) {
    bool found = false;
    for (const QStringList& row : rows)
      if (row.value(0) == labels[i]) {
        QVERIFY2(containsWord(row.value(1), values[i]), qPrintable(labels[i] + ": " + row.value(1)));
        found = true;
      }
    QVERIFY2(found, qPrintable("no row " + labels[i]));
  }
  // The off-by-default rules are stated as off.
  QVERIFY(!r.discardPileBrowsable && !r.oklahomaAceRequiresGin && !r.oklahomaSpadeDoubles && r.bigGin &&
          r.doubleSettlementOnShutout && r.dealerRotation == DealerRotation::Alternate);
}

// The Finnish pages speak the glossary of RULES.md.
void TestHelpText::finnishTerms() {
  const QString rules = plainText("rules_fi").toLower();
  for (const char* term : {"ginirommi", "koputus", "koputtaa", "hukkakortit", "jäännöskortit", "yhdistelmä", "sarja",
                           "suora", "liittää", "alittaminen", "nostopakka", "poistopakka", "avokortti", "jakaja",
                           "ei-jakaja", "jako", "pistelomake", "laatikkobonus", "rivibonus", "pelibonus",
                           "valkoinen peli", "tasapeli"})
    QVERIFY2(rules.contains(QString::fromUtf8(term)), term);
  const QString strategy = plainText("strategy_fi").toLower();
  for (const char* stem : {"koputu", "hukkakort", "sarja", "suora", "liittä", "alittami", "nostopak", "poistopak"})
    QVERIFY2(strategy.contains(QString::fromUtf8(stem)), stem);
}

// Seed 003's example, with the cards the help names: 7 against 19 gives 12; 7 against 6 is an undercut.
void TestHelpText::handExample() {
  const char* knocker = "4h 5h 6h 7h 9c 9d 9s 3c 4s Kc";
  const HandResult win = playKnock(knocker, "8h", "Kc", "Jc Jd Js Qs 7d 2c 2h 3h 9h Th");
  QCOMPARE(win.outcome, Outcome::Knock);
  QCOMPARE(win.deadwood[1], 7);
  QCOMPARE(win.deadwood[0], 19);
  QCOMPARE(win.layoffs[0].size(), std::size_t(4));
  const QString winText = QStringLiteral("%1 %2 %3 = %4").arg(19).arg(kMinus).arg(7).arg(win.points[1]);
  QCOMPARE(win.points[1], 12);

  const HandResult under = playKnock(knocker, "8h", "Kc", "Jc Jd Js Qc Qd Qh As 5c 2h 3h");
  QCOMPARE(under.outcome, Outcome::Undercut);
  QCOMPARE(under.deadwood[0], 6);
  QCOMPARE(under.points[0], 26);
  const QString underText = QStringLiteral("7 %1 6 + 25 = %2").arg(kMinus).arg(under.points[0]);

  for (const QString doc : {"rules_fi", "rules_en"}) {
    const QString text = plainText(doc);
    QVERIFY2(text.contains(winText), qPrintable(doc + " lacks " + winText));
    QVERIFY2(text.contains(underText), qPrintable(doc + " lacks " + underText));
  }
}

// The end-of-game example: box and game bonuses, the shutout in both forms and the doubled settlement.
void TestHelpText::gameExample() {
  auto play = [](const Rules& rules, const QList<QPair<int, int>>& hands) {
    ScoreSheet sheet(rules);
    for (const auto& [seat, points] : hands) sheet.add(0, won(seat, points));
    if (!sheet.over()) qFatal("example game did not end");
    return sheet.settle(0);
  };
  const QList<QPair<int, int>> anna = {{0, 20}, {0, 25}, {0, 12}, {0, 30}, {0, 19}};
  QList<QPair<int, int>> both = {{0, 20}, {1, 15}, {0, 25}, {1, 26}, {0, 12}, {1, 7}, {0, 30}, {0, 19}};

  const GameSettlement s = play(Rules{}, both);
  QCOMPARE(s.handPoints, (std::vector<int>{106, 48}));
  QCOMPARE(s.total, (std::vector<int>{331, 123}));
  QCOMPARE(s.settlement, 208);
  const GameSettlement shut = play(Rules{}, anna);
  QCOMPARE(shut.total[0], 431);
  QCOMPARE(shut.settlement, 862);
  Rules doubling;
  doubling.shutoutRule = ShutoutRule::DoubleHandPoints;
  const GameSettlement shut2 = play(doubling, anna);
  QCOMPARE(shut2.total[0], 437);
  QCOMPARE(shut2.settlement, 874);

  const QStringList phrases = {
      QStringLiteral("106 + 5 %1 25 + 100 = 331").arg(kTimes), QStringLiteral("48 + 3 %1 25 = 123").arg(kTimes),
      QStringLiteral("331 %1 123 = 208").arg(kMinus), QStringLiteral("106 + 125 + 200 = 431"), QStringLiteral("862"),
      QStringLiteral("212 + 125 + 100 = 437"), QStringLiteral("874")};
  for (const QString doc : {"rules_fi", "rules_en"}) {
    const QString text = plainText(doc);
    for (const QString& p : phrases) QVERIFY2(text.contains(p), qPrintable(doc + " lacks " + p));
  }
}

// The Hollywood table in the help is what the engine's score sheet enters for the same wins.
void TestHelpText::hollywoodExample() {
  Rules rules;
  rules.hollywood = true;
  ScoreSheet sheet(rules);
  const QList<QPair<int, int>> wins = {{0, 20}, {1, 15}, {0, 30}, {0, 12}};
  for (const auto& [seat, points] : wins) sheet.add(0, won(seat, points));

  for (const QString doc : {"rules_fi", "rules_en"}) {
    QTextDocument d;
    d.setHtml(readDoc(doc));
    const bool fi = doc.endsWith("fi");
    const auto rows = tableRows(d, fi ? QStringLiteral("Jako") : QStringLiteral("Hand"));
    QCOMPARE(rows.size(), wins.size() + 3);  // two header rows, hands, totals
    QCOMPARE(rows[0].size(), 7);
    // Grouped by game, both players in each, as the game's sheet groups them (grouped by player, the
    // help's example read differently from the sheet on screen: a play-test).
    const QStringList names = fi ? QStringList{"Anna", "Ville"} : QStringList{"Anna", "Ben"};
    for (int seat = 0; seat < 2; ++seat)
      for (int g = 0; g < 3; ++g) {
        const int col = 1 + g * 2 + seat;
        QCOMPARE(rows[0][col], QStringLiteral("%1 %2").arg(fi ? "Peli" : "Game").arg(g + 1));
        QCOMPARE(rows[1][col], names[seat]);
        for (int hand = 1; hand <= wins.size(); ++hand) {
          const int e = sheet.entry(g, hand, seat);
          QCOMPARE(rows[hand + 1][col], e < 0 ? QString() : QString::number(e));
        }
        QCOMPARE(rows.last()[col], QString::number(sheet.totals(g)[seat]));
      }
  }
}

// Poker gin with four players: the winner when the knocker is not lowest, and when the knocker is.
void TestHelpText::pokerExample() {
  Rules rules;
  QVERIFY(preset("poker", rules));
  QCOMPARE(rules.players, 4);
  auto play = [&](const char* anna) {
    // David (seat 3) deals; Anna (seat 0) takes the upcard and knocks. No card can be laid off.
    HandState h = HandState::fromHands(
        rules, 3, {cards(anna), cards("7d 8d 9d Qs Qd Qh 9c"), cards("5h 6h 7h Jc Jd Jh 4c"),
                   cards("Tc Th Ts Ah 2h 3d 9h")},
        *parseCard("4s"), cardList("2d 5c 7c 8c"));
    if (h.apply(0, Action::take()) != Reject::Ok || h.apply(0, Action::knock(*parseCard("Td"))) != Reject::Ok)
      qFatal("poker knock refused");
    for (int seat = 1; seat < 4; ++seat)
      if (h.apply(seat, h.legalActions().front()) != Reject::Ok) qFatal("poker lay-off refused");
    return h.result();
  };
  const HandResult r = play("Kd Kc Kh 2s 3s 6c Td");
  QCOMPARE(r.deadwood, (std::vector<int>{6, 9, 4, 15}));
  QCOMPARE(r.winner, 2);
  QCOMPARE(r.pointsFrom, (std::vector<int>{2, 5, 0, 11}));
  QCOMPARE(r.points[2], 28);
  const HandResult low = play("Kd Kc Kh 2s 3s 3c Td");
  QCOMPARE(low.winner, 0);
  QCOMPARE(low.points[0], 19);

  const QStringList phrases = {
      QStringLiteral("6 %1 4 = 2").arg(kMinus), QStringLiteral("9 %1 4 = 5").arg(kMinus),
      QStringLiteral("15 %1 4 = 11").arg(kMinus), QStringLiteral("28"), QStringLiteral("6 + 1 + 12 = 19")};
  for (const QString doc : {"rules_fi", "rules_en"}) {
    const QString text = plainText(doc);
    for (const QString& p : phrases) QVERIFY2(text.contains(p), qPrintable(doc + " lacks " + p));
  }
}

void TestHelpText::render_data() { embedded_data(); }

// Renders each page as the help window shows it, clicks the last entry of the contents with the mouse
// and checks that the page scrolled to that section. The PNGs are left in the temp folder to look at.
void TestHelpText::render() {
  QFETCH(QString, name);
  QTextBrowser browser;
  browser.resize(800, 1000);
  browser.setSource(QUrl(QStringLiteral("qrc:/help/%1.html").arg(name)));
  browser.show();
  QVERIFY(QTest::qWaitForWindowExposed(&browser));

  const QImage top = browser.grab().toImage();
  QVERIFY(top.save(QDir::temp().filePath(QStringLiteral("help_%1.png").arg(name))));
  int inked = 0;
  const QRgb bg = top.pixel(top.width() - 30, top.height() - 5);
  for (int y = 0; y < top.height(); y += 4)
    for (int x = 0; x < top.width(); x += 4) inked += top.pixel(x, y) != bg;
  QVERIFY2(inked > 1000, "the page shows text");

  const QString target = tocTargets(readDoc(name)).last();
  QTextDocument* d = browser.document();
  QTextCursor link;
  for (QTextBlock b = d->begin(); b.isValid() && link.isNull(); b = b.next())
    for (auto it = b.begin(); !it.atEnd(); ++it)
      if (it.fragment().charFormat().anchorHref() == "#" + target) {
        link = QTextCursor(d);
        link.setPosition(it.fragment().position() + 1);
        break;
      }
  QVERIFY(!link.isNull());
  QCOMPARE(browser.verticalScrollBar()->value(), 0);
  const QPoint at = browser.cursorRect(link).center();
  QTest::mouseClick(browser.viewport(), Qt::LeftButton, {}, at);
  QTRY_VERIFY(browser.verticalScrollBar()->value() > 0);
  QCOMPARE(browser.source().fragment(), target);
  // The section heading is at the top of the view, unless the page ends first.
  qreal headingTop = -1;
  for (QTextBlock b = d->begin(); b.isValid(); b = b.next())
    for (auto it = b.begin(); !it.atEnd(); ++it)
      if (it.fragment().charFormat().anchorNames().contains(target))
        headingTop = d->documentLayout()->blockBoundingRect(b).top();
  const QScrollBar* bar = browser.verticalScrollBar();
  QVERIFY2(qAbs(bar->value() - headingTop) < 30 || bar->value() == bar->maximum(),
           qPrintable(QStringLiteral("scrolled to %1, heading at %2").arg(bar->value()).arg(headingTop)));
  QVERIFY(browser.grab().save(QDir::temp().filePath(QStringLiteral("help_%1_%2.png").arg(name, target))));
}

QTEST_MAIN(TestHelpText)
#include "tst_helptext.moc"
