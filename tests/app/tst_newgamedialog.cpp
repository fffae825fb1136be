// The new-game dialog and the score sheet's rules summary are built from the engine's table of rule
// fields (gin::ruleFields()): a row per option, hidden where the option does not apply, ranges from the
// table, the preset named or "Custom"; the players page hides what the kind of game does not use.
#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>

#include "language.h"
#include "newgamedialog.h"
#include "ruletexts.h"
#include "scoresheetmodel.h"

using namespace gin;

namespace {

bool chosenOnPlayersPage(const RuleField& f) { return std::string(f.key) == "players" || std::string(f.key) == "poker"; }

}  // namespace

class TestNewGameDialog : public QObject {
  Q_OBJECT

  std::unique_ptr<NewGameDialog> d_;

  QWidget* editor(const char* key) const { return d_->findChild<QWidget*>(QLatin1String(key)); }
  QComboBox* presetBox() const { return d_->findChild<QComboBox*>(QStringLiteral("preset")); }
  QComboBox* modeBox() const {
    // The first combo box of the players page is the kind of game.
    auto* tabs = d_->findChild<QTabWidget*>();
    auto* form = qobject_cast<QFormLayout*>(tabs->widget(0)->layout());
    return qobject_cast<QComboBox*>(form->itemAt(0, QFormLayout::FieldRole)->widget());
  }
  // Shown: on its page, whichever tab is current.
  bool shown(QWidget* w) const { return w->isVisibleTo(w->parentWidget()); }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    Language::instance().setLanguage(QStringLiteral("en"));
  }
  void init() {
    d_ = std::make_unique<NewGameDialog>();
    GameSetup s;
    s.seats = {SeatSetup{true, ai::Level::Casual, QString()}, SeatSetup{false, ai::Level::Casual, QString()}};
    d_->setSetup(s);
    d_->show();
    QVERIFY(QTest::qWaitForWindowExposed(d_.get()));
  }
  void cleanup() { d_.reset(); }

  // Every option of the engine's table has words and a row of the right kind with the table's range;
  // the number of players and poker gin are chosen on the players page.
  void aRowForEveryField() {
    for (const RuleField& f : ruleFields()) {
      QVERIFY2(ruletexts::covers(f), f.key);
      QWidget* w = editor(f.key);
      if (chosenOnPlayersPage(f)) {
        QVERIFY2(!w, f.key);
        continue;
      }
      QVERIFY2(w, f.key);
      QVERIFY2(!ruletexts::label(f).isEmpty(), f.key);
      if (f.isBool) {
        QVERIFY2(qobject_cast<QCheckBox*>(w), f.key);
      } else if (auto* c = qobject_cast<QComboBox*>(w)) {
        QCOMPARE(c->count(), f.max - f.min + 1);
        for (int i = 0; i < c->count(); ++i) QVERIFY2(!c->itemText(i).isEmpty(), f.key);
      } else {
        auto* s = qobject_cast<QSpinBox*>(w);
        QVERIFY2(s, f.key);
        QCOMPARE(s->minimum(), f.min);
        QCOMPARE(s->maximum(), f.max);
      }
    }
  }

  // The dialog gives back the rules it was given, every option included.
  void rulesRoundTrip() {
    for (const std::string& name : presetNames()) {
      GameSetup s;
      QVERIFY(preset(name, s.rules));
      s.rules.ginBonus += 3;
      s.rules.gameTarget = 123;
      for (int seat = 0; seat < s.rules.players; ++seat) s.seats.push_back(SeatSetup{seat == 0, ai::Level::Strong, QString()});
      d_->setSetup(s);
      QVERIFY2(d_->setup().rules == s.rules, name.c_str());
    }
  }

  // Rows that do not apply are hidden, not greyed, exactly where the engine's table says so.
  void rowsThatDoNotApplyAreHidden() {
    for (int mode : {0, 2}) {  // the computer; poker gin
      modeBox()->setCurrentIndex(mode);
      for (bool oklahoma : {false, true}) {
        if (mode == 0) qobject_cast<QCheckBox*>(editor("oklahoma"))->setChecked(oklahoma);
        const Rules r = d_->setup().rules;
        for (const RuleField& f : ruleFields()) {
          if (chosenOnPlayersPage(f)) continue;
          QWidget* w = editor(f.key);
          QVERIFY2(shown(w) == f.applies(r), f.key);
          QVERIFY2(w->isEnabled(), f.key);
        }
      }
    }
    modeBox()->setCurrentIndex(2);
    QVERIFY(!shown(editor("knockLimit")));
    QVERIFY(shown(editor("pokerGinBonus")));
    modeBox()->setCurrentIndex(0);
    qobject_cast<QCheckBox*>(editor("oklahoma"))->setChecked(true);
    QVERIFY(!shown(editor("knockLimit")));
    QVERIFY(shown(editor("oklahomaAceRequiresGin")));
  }

  // The players page: the computer's level for one opponent, a second name in hot seat, the table's
  // seats in poker gin.
  void playersPageHidesWhatIsNotUsed() {
    auto* form = qobject_cast<QFormLayout*>(d_->findChild<QTabWidget*>()->widget(0)->layout());
    auto rowShown = [form](int row) {
      QWidget* w = form->itemAt(row, QFormLayout::FieldRole)->widget();
      return w->isVisibleTo(w->parentWidget());
    };
    QLineEdit* second = nullptr;
    for (QLineEdit* e : d_->findChildren<QLineEdit*>())
      if (e->placeholderText() == QLatin1String("Player 2")) second = e;
    QVERIFY(second);
    modeBox()->setCurrentIndex(0);
    QVERIFY(rowShown(1));  // the level
    QVERIFY(!second->isVisibleTo(d_.get()));
    modeBox()->setCurrentIndex(1);
    QVERIFY(!rowShown(1));
    QVERIFY(second->isVisibleTo(d_.get()));
    modeBox()->setCurrentIndex(2);
    QVERIFY(!second->isVisibleTo(d_.get()));
    int levelsShown = 0;
    for (QComboBox* c : d_->findChildren<QComboBox*>())
      if (c->count() == 4 && c != modeBox() && c->isVisibleTo(d_.get())) ++levelsShown;
    QCOMPARE(levelsShown, d_->setup().rules.players - 1);
  }

  // The preset box names the preset the rules are, "Custom" once an option is changed, and the
  // research preset by what it is.
  void presetIsNamedOrCustom() {
    QComboBox* p = presetBox();
    QVERIFY(p);
    QCOMPARE(p->currentText(), QStringLiteral("Standard gin rummy"));
    auto* gin = qobject_cast<QSpinBox*>(editor("ginBonus"));
    gin->setValue(gin->value() + 1);
    QCOMPARE(p->currentText(), QStringLiteral("Custom"));
    gin->setValue(gin->value() - 1);
    QCOMPARE(p->currentText(), QStringLiteral("Standard gin rummy"));
    const auto names = presetNames();
    const int eaai = int(std::find(names.begin(), names.end(), std::string("eaai")) - names.begin());
    QVERIFY(eaai < int(names.size()));
    p->setCurrentIndex(eaai);
    emit p->activated(eaai);
    QCOMPARE(p->currentText(), QStringLiteral("Tournament (no big gin, no game bonuses)"));
    Rules want;
    QVERIFY(preset("eaai", want));
    QVERIFY(d_->setup().rules == want);
    // "Custom" chosen by hand changes nothing.
    p->setCurrentIndex(p->count() - 1);
    emit p->activated(p->count() - 1);
    QVERIFY(d_->setup().rules == want);
  }

  // The summary names the options in force and leaves out the ones that do not apply.
  void summaryFromTheTable() {
    Rules standard;
    const QString s = ruletexts::summary(standard);
    QVERIFY2(s.contains(QStringLiteral("knock limit 10")), qPrintable(s));
    QVERIFY2(s.contains(QStringLiteral("game to 100")), qPrintable(s));
    QVERIFY2(!s.contains(QStringLiteral("below the knocker")), qPrintable(s));
    Rules poker;
    QVERIFY(preset("poker", poker));
    const QString p = ruletexts::summary(poker);
    QVERIFY2(p.contains(QStringLiteral("knock at any deadwood")), qPrintable(p));
    QVERIFY2(p.contains(QStringLiteral("10 to each player below the knocker")), qPrintable(p));
    QVERIFY2(!p.contains(QStringLiteral("knock limit")), qPrintable(p));
    QVERIFY2(!p.contains(QStringLiteral("box bonus")), qPrintable(p));
    Rules noBig;
    noBig.bigGin = false;
    QVERIFY(ruletexts::summary(noBig).contains(QStringLiteral("no big gin")));
    QVERIFY(!ruletexts::summary(noBig).contains(QStringLiteral("big gin bonus")));
    ScoreSheetModel m;
    m.setBlank(poker, {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")}, 5);
    QCOMPARE(m.rulesSummary(), p);
    Language::instance().setLanguage(QStringLiteral("fi"));
    QVERIFY(ruletexts::summary(standard) != s);
    Language::instance().setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestNewGameDialog)
#include "tst_newgamedialog.moc"
