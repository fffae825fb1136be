// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every refused input says why (issue 13): every key of Help › Keys, every click, double-click and drag
// from every source to every target, in seven phases of a hand, on a real MainWindow. An input either
// does something or the status line says why not; a silent refusal fails, naming the phase and input.
#include <QtTest>

#include "text/language.h"
#include "table/pileviewer.h"
#include "table/seatpicture.h"
#include "tablefixture.h"

using namespace gin;
using namespace tablefixture;
using seatpicture::unionOf;

class TestTableRefusals : public QObject, Driver {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
    Anim::setSpeed(0);
  }
  void cleanup() { w_.reset(); }

  // Every gesture and key of Help › Keys, in every phase: it either does something or the status line
  // says why not. A silent refusal fails, naming the phase and the input.
  void everyRefusalSaysWhy() {
    fresh();
    struct Phase_ {
      const char* name;
      std::function<void()> start;
    };
    const Phase_ phases[] = {
        {"upcard offer", [this] { c_->startScripted(vsComputer(), ourUpcardOffer()); }},
        {"our draw", [this] { c_->startScripted(vsComputer(), pileOfFour(Rules())); }},
        {"our discard", [this] { c_->startScripted(vsComputer(), weDiscard()); }},
        {"computer's turn",
         [this] { c_->startScripted(vsComputer(), testutil::twoSeats("Ac 2c 3c 7h 7d 7s Kd Qs 9h 4d",
                                                                      "5c 6c 8d 9d Th Jh 2s 3s 5s 6h", "8c", 1)); }},
        {"we lay off", [this] { c_->startScripted(vsComputer(), weDefend()); }},
        {"computer lays off", [this] { c_->startScripted(vsComputer(), theyDefend()); }},
        {"hand over",
         [this] {
           c_->setAiDelay(0);
           c_->startScripted(vsComputer(), theyDefend());
           QTRY_VERIFY(c_->hand().over());
           c_->setAiDelay(100000);
         }},
    };
    struct Snapshot {
      size_t moves;
      Card selected;
      bool choosing;
      int arrangement;
      size_t layoffs;
      QVector<Card> order;
      bool viewer;
      bool operator==(const Snapshot&) const = default;
    };
    auto snap = [this] {
      return Snapshot{c_->hand().history().size(), scene_->selectedCard(), scene_->choosingArrangement(),
                      scene_->arrangementIndex(), scene_->pendingLayoffs().size(), scene_->handOrder(), view_->pileViewer()->isVisible()};
    };
    const QString quiet = QStringLiteral("(quiet)");
    int walked = 0, refused = 0;
    auto walk = [&](const Phase_& ph, const QString& input, const std::function<void()>& prepare,
                    const std::function<void()>& gesture) {
      QElapsedTimer clock;
      clock.start();
      c_->setAiDelay(100000);
      scene_->cancelKnock();  // a knock choice of the walk before (the same position) is void
      ph.start();
      view_->pileViewer()->hide();
      view_->setFocus();
      if (prepare) prepare();
      const Snapshot before = snap();
      emit c_->message(quiet);
      gesture();
      // A hint is thought out on a thread (a search on a busy machine can take a while).
      QTRY_VERIFY2_WITH_TIMEOUT(!(snap() == before) || w_->statusText() != quiet,
                                qPrintable(QStringLiteral("%1, %2: nothing happened and nothing was said")
                                               .arg(QLatin1String(ph.name), input)),
                                (input == QLatin1String("H") ? 30000 : 3000));
      ++walked;
      if (clock.elapsed() > 300) qInfo("%s, %s: %lld ms", ph.name, qPrintable(input), clock.elapsed());
      if (snap() == before) {
        ++refused;
        QVERIFY2(!w_->statusText().trimmed().isEmpty(), qPrintable(input));
      }
    };
    auto key = [this](int k, Qt::KeyboardModifiers m = {}) { return [this, k, m] { QTest::keyClick(view_, Qt::Key(k), m); }; };
    auto focus = [this](std::vector<int> keys) {
      return [this, keys] {
        for (int k : keys) QTest::keyClick(view_, Qt::Key(k));
      };
    };
    const QPointF felt(scene_->sceneRect().left() + 12, 0);
    for (const Phase_& ph : phases) {
      ph.start();
      // Keys of Help › Keys (the moves and the menus' Ctrl+Z, L), wherever the focus is.
      const std::pair<int, const char*> letters[] = {{Qt::Key_T, "T"}, {Qt::Key_P, "P"}, {Qt::Key_S, "S"},
                                                     {Qt::Key_D, "D"}, {Qt::Key_K, "K"}, {Qt::Key_A, "A"},
                                                     {Qt::Key_G, "G"}, {Qt::Key_C, "C"}, {Qt::Key_H, "H"},
                                                     {Qt::Key_L, "L"}};
      for (auto [k, name] : letters) walk(ph, QLatin1String(name), {}, key(k));
      walk(ph, QStringLiteral("Ctrl+Z"), {}, key(Qt::Key_Z, Qt::ControlModifier));
      // Space and Enter on each place of the focus: a hand card, the stock, the pile, the knock spot, a meld.
      const std::pair<const char*, std::vector<int>> places[] = {
          {"hand", {Qt::Key_Down, Qt::Key_Home}},
          {"stock", {Qt::Key_Up, Qt::Key_Home}},
          {"pile", {Qt::Key_Up, Qt::Key_Home, Qt::Key_Right}},
          {"knock spot", {Qt::Key_Up, Qt::Key_Home, Qt::Key_Right, Qt::Key_Right}},
          {"last of the pile row", {Qt::Key_Up, Qt::Key_End}}};
      for (const auto& [place, keys] : places)
        for (int k : {int(Qt::Key_Space), int(Qt::Key_Return)})
          walk(ph, QStringLiteral("%1 on the %2").arg(k == Qt::Key_Space ? "Space" : "Enter", QLatin1String(place)),
               focus(keys), key(k));
      // The mouse: clicks, double-clicks and drags from every source to every target.
      // Each walk starts the phase again, which replaces the match: the hand is asked for anew each time.
      const HandState& h = c_->hand();
      const Card pileTop = h.discardPile().empty() ? NoCard : h.discardPile().back();
      const Card mine = toVector(scene_->handOrder().isEmpty() ? h.hand(0) : bit(scene_->handOrder().front())).front();
      // The items pressed are found again before each input: the table gives its items out anew.
      using Item = std::function<CardItem*()>;
      const Item stockItem = [&]() -> CardItem* { return c_->hand().stock().empty() ? nullptr : scene_->stockTop(); };
      const Item pileItem = [&, pileTop] { return pileTop == NoCard ? nullptr : scene_->cardItem(pileTop); };
      const Item mineItem = [&, mine] { return scene_->cardItem(mine); };
      const Item theirsItem = [&]() -> CardItem* {  // a card in the other hand, not on the table's melds
        for (CardItem* it : scene_->seatItems(1))
          // (a hidden card's item has no card: it cannot be on a meld)
          if (it->isVisible() && (it->card() == NoCard || !contains(unionOf(c_->hand().tableMelds()), it->card())))
            return it;
        return nullptr;
      };
      struct Press {
        const char* what;
        Item item;
      };
      for (const Press& p : {Press{"stock", stockItem}, Press{"pile top", pileItem}, Press{"own card", mineItem},
                             Press{"other seat's card", theirsItem}}) {
        if (!p.item()) continue;
        walk(ph, QStringLiteral("click on the %1").arg(QLatin1String(p.what)), {},
             [&, item = p.item] { QTest::mouseClick(vp(), Qt::LeftButton, {}, itemPoint(item())); });
        walk(ph, QStringLiteral("double-click on the %1").arg(QLatin1String(p.what)), {},
             [&, item = p.item] { doubleClick(itemPoint(item())); });
      }
      struct Drag {
        const char* what;
        Item item;
        std::function<QPoint()> to;
      };
      const Drag drags[] = {
          {"own card to the felt", mineItem, [&] { return at(QPointF(felt.x(), scene_->centreBand().center().y())); }},
          {"own card to the pile", mineItem, [&] { return zonePoint(TableScene::Target::Discard); }},
          {"own card to the knock spot", mineItem, [&] { return zonePoint(TableScene::Target::Knock); }},
          {"stock to the hand", stockItem, [&] { return zonePoint(TableScene::Target::Hand); }},
          {"stock to the felt", stockItem, [&] { return at(QPointF(felt.x(), scene_->centreBand().center().y())); }},
          {"pile top to the hand", pileItem, [&] { return zonePoint(TableScene::Target::Hand); }},
          {"pile top to the felt", pileItem, [&] { return at(QPointF(felt.x(), scene_->centreBand().center().y())); }},
      };
      for (const Drag& d : drags) {
        if (!d.item()) continue;
        walk(ph, QStringLiteral("drag the %1").arg(QLatin1String(d.what)), {},
             [&, item = d.item, to = d.to] { drag(itemPoint(item()), to()); });
      }
    }
    qInfo("walked %d inputs, %d of them refused (each with a word)", walked, refused);
    QVERIFY(refused > 50);
  }

  // Oklahoma with the option that an ace upcard asks for gin: the line under the hand says gin only, not
  // "knock limit 1" (a knock with 1 left was refused all the same: a review), and K says why.
  void aceUpcardAsksForGin() {
    fresh();
    GameSetup s = vsComputer();
    QVERIFY(preset("oklahoma", s.rules));
    s.rules.oklahomaAceRequiresGin = true;
    const char *ours = "2c 3c 4c 7h 7d 7s Kd Qs 9h 4d", *theirs = "5c 6c 8d 9d Th Jh 2s 5s 6h Ts";
    c_->startScripted(s, testutil::twoSeats(ours, theirs, "Ad", 0, nullptr, s.rules));
    QCOMPARE(scene_->infoText(), QStringLiteral("Deadwood: 33 · gin only (upcard A♦)"));
    view_->setFocus();
    QTest::keyClick(view_, Qt::Key_S);
    QTest::keyClick(view_, Qt::Key_K);
    QCOMPARE(w_->statusText(), QStringLiteral("The first upcard was an ace: this hand can only be ended with gin."));
    s.rules.oklahomaAceRequiresGin = false;  // without the option the ace sets a limit of 1
    c_->startScripted(s, testutil::twoSeats(ours, theirs, "Ad", 0, nullptr, s.rules));
    QCOMPARE(scene_->infoText(), QStringLiteral("Deadwood: 33 · knock limit 1 (upcard A♦)"));
  }
};

QTEST_MAIN(TestTableRefusals)
#include "tst_tablerefusals.moc"
