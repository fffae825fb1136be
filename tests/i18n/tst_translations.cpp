// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The committed translations (translations/ginrummy_fi.ts, ginrummy_en.ts) are complete and current:
// every entry finished, plural forms filled, placeholders and shortcuts kept, the Finnish glossary
// terms used, and no source string of the app missing (lupdate is run into a temporary copy and
// must find nothing new and nothing vanished). Card names read naturally in both languages.
#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include "card.h"
#include "text/cardtext.h"
#include "text/language.h"

namespace {

struct Message {
  QString context, source, comment;
  bool numerus = false;
  QString type;        // translation type attribute: "", "unfinished", "vanished", "obsolete"
  QStringList forms;   // the translation, or its numerus forms
  QString key() const { return context + QLatin1Char('|') + source + QLatin1Char('|') + comment; }
};

struct TsFile {
  QString language;
  QList<Message> messages;
  QString error;
};

TsFile parseTs(const QString& path) {
  TsFile ts;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    ts.error = QStringLiteral("cannot open %1").arg(path);
    return ts;
  }
  QXmlStreamReader x(&f);
  QString context;
  Message m;
  bool inMessage = false;
  while (!x.atEnd()) {
    x.readNext();
    if (x.isStartElement()) {
      const auto n = x.name();
      if (n == QLatin1String("TS")) {
        ts.language = x.attributes().value(QLatin1String("language")).toString();
      } else if (n == QLatin1String("name") && !inMessage) {
        context = x.readElementText();
      } else if (n == QLatin1String("message")) {
        m = Message{};
        m.context = context;
        m.numerus = x.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        inMessage = true;
      } else if (n == QLatin1String("source")) {
        m.source = x.readElementText();
      } else if (n == QLatin1String("comment")) {
        m.comment = x.readElementText();
      } else if (n == QLatin1String("translation")) {
        m.type = x.attributes().value(QLatin1String("type")).toString();
        if (!m.numerus) m.forms << x.readElementText();
      } else if (n == QLatin1String("numerusform")) {
        m.forms << x.readElementText();
      }
    } else if (x.isEndElement() && x.name() == QLatin1String("message")) {
      ts.messages << m;
      inMessage = false;
    }
  }
  if (x.hasError()) ts.error = QStringLiteral("%1: %2 at line %3").arg(path, x.errorString()).arg(x.lineNumber());
  return ts;
}

QString tsPath(const QString& lang) {
  return qEnvironmentVariable("GIN_SOURCE_DIR") + QStringLiteral("/translations/ginrummy_%1.ts").arg(lang);
}

QString describe(const Message& m) { return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source); }

// Unfinished, vanished, empty or missing-plural entries; the problems as readable lines.
QStringList completenessProblems(const TsFile& ts) {
  QStringList out;
  for (const Message& m : ts.messages) {
    if (!m.type.isEmpty()) {
      out << QStringLiteral("%1 is %2").arg(describe(m), m.type);
      continue;
    }
    if (m.numerus && m.forms.size() != 2)
      out << QStringLiteral("%1 has %2 plural forms, Finnish and English need 2").arg(describe(m)).arg(m.forms.size());
    for (const QString& f : m.forms)
      if (f.trimmed().isEmpty()) out << QStringLiteral("%1 has an empty translation").arg(describe(m));
  }
  return out;
}

QSet<QString> placeholders(const QString& s) {
  static const QRegularExpression re(QStringLiteral("%L?(\\d+)"));
  QSet<QString> out;
  for (auto it = re.globalMatch(s); it.hasNext();) out.insert(it.next().captured(1));
  return out;
}

// Keyboard mnemonics: "&File" has one, "&&" and HTML entities (&amp;) are not mnemonics.
int mnemonics(const QString& s) {
  static const QRegularExpression re(QStringLiteral("&(?!&|[a-zA-Z]+;|#\\d+;)(?=\\S)"));
  QString t = s;
  t.remove(QStringLiteral("&&"));
  return int(t.count(re));
}

QString lupdate() { return QStringLiteral(GIN_LUPDATE); }

// The app's translatable sources exactly as the ginapp target hands them to lupdate.
QStringList appSources() {
  const QString app = qEnvironmentVariable("GIN_SOURCE_DIR") + QStringLiteral("/app");
  QStringList out;
  QDirIterator it(app, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString f = it.next();
    if (f != app + QStringLiteral("/main.cpp")) out << f;
  }
  out.sort();
  return out;
}

}  // namespace

class TstTranslations : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY2(!qEnvironmentVariableIsEmpty("GIN_SOURCE_DIR"), "GIN_SOURCE_DIR must point at the repository");
    QVERIFY2(QFileInfo::exists(lupdate()), qPrintable(lupdate()));
  }

  // The checker itself: a file with each kind of defect must be reported, a clean one must not.
  void checkerFindsDefects() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.ts"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"(<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="fi_FI">
<context><name>C</name>
<message><source>Done</source><translation>Valmis</translation></message>
<message><source>New</source><translation type="unfinished"></translation></message>
<message><source>Old</source><translation type="vanished">Vanha</translation></message>
<message><source>Empty</source><translation></translation></message>
<message numerus="yes"><source>%n card(s)</source><translation><numerusform>%n kortti</numerusform></translation></message>
</context></TS>)");
    f.close();
    const TsFile ts = parseTs(path);
    QVERIFY(ts.error.isEmpty());
    QCOMPARE(ts.messages.size(), 5);
    const QStringList p = completenessProblems(ts);
    QCOMPARE(p.size(), 4);
    QVERIFY(p[0].contains(QLatin1String("New")) && p[0].contains(QLatin1String("unfinished")));
    QVERIFY(p[1].contains(QLatin1String("vanished")));
    QVERIFY(p[2].contains(QLatin1String("empty")));
    QVERIFY(p[3].contains(QLatin1String("plural")));
    QCOMPARE(mnemonics(QStringLiteral("&File")), 1);
    QCOMPARE(mnemonics(QStringLiteral("Tom && Jerry &amp; co")), 0);
    QCOMPARE(placeholders(QStringLiteral("%1 of %L2")), (QSet<QString>{"1", "2"}));
  }

  void complete_data() {
    QTest::addColumn<QString>("lang");
    QTest::newRow("fi") << QStringLiteral("fi");
    QTest::newRow("en") << QStringLiteral("en");
  }
  void complete() {
    QFETCH(QString, lang);
    const TsFile ts = parseTs(tsPath(lang));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QVERIFY(ts.language.startsWith(lang));
    QVERIFY2(ts.messages.size() > 100, "the translation holds too few messages");
    const QStringList p = completenessProblems(ts);
    QVERIFY2(p.isEmpty(), qPrintable(QStringLiteral("%1 problems:\n").arg(p.size()) + p.mid(0, 20).join('\n')));
  }

  // A translation keeps every %1.. placeholder and plural forms name the count; shortcuts stay.
  void placeholdersAndShortcuts_data() { complete_data(); }
  void placeholdersAndShortcuts() {
    QFETCH(QString, lang);
    const TsFile ts = parseTs(tsPath(lang));
    QStringList bad;
    for (const Message& m : ts.messages) {
      for (int i = 0; i < m.forms.size(); ++i) {
        const QString& t = m.forms[i];
        if (placeholders(t) != placeholders(m.source)) bad << describe(m) + QStringLiteral(": placeholders differ in \"%1\"").arg(t);
        if (mnemonics(t) != mnemonics(m.source)) bad << describe(m) + QStringLiteral(": shortcut marks differ in \"%1\"").arg(t);
        if (t.count(QLatin1Char('<')) != m.source.count(QLatin1Char('<')))
          bad << describe(m) + QStringLiteral(": markup differs in \"%1\"").arg(t);
      }
      // The plural form (and in English also the singular form) must show the count.
      if (m.numerus && !m.forms.isEmpty() && !m.forms.last().contains(QLatin1String("%n")))
        bad << describe(m) + QStringLiteral(": the plural form lacks %n");
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.mid(0, 20).join('\n')));
  }

  // English is the source language: the English file repeats the source, and writes out both
  // forms of every plural ("%n card" / "%n cards") instead of "card(s)".
  void englishMatchesSource() {
    const TsFile ts = parseTs(tsPath(QStringLiteral("en")));
    QStringList bad;
    for (const Message& m : ts.messages) {
      if (!m.numerus) {
        if (m.forms.value(0) != m.source) bad << describe(m) + QStringLiteral(" -> \"%1\"").arg(m.forms.value(0));
        continue;
      }
      for (const QString& f : m.forms)
        if (f.contains(QLatin1String("(s)")) || !f.contains(QLatin1String("%n"))) bad << describe(m) + QStringLiteral(" -> \"%1\"").arg(f);
      if (m.forms.size() == 2 && m.forms[0] == m.forms[1]) bad << describe(m) + QStringLiteral(": singular equals plural");
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.mid(0, 20).join('\n')));
  }

  // Finnish: a card picked up in the hand with the keyboard is held ("Pidät korttia"), not drawn:
  // "Nostit kortin" said both, and a player could not tell a draw from the stock from it (a play-test).
  void finnishHoldingIsNotDrawing() {
    const TsFile ts = parseTs(tsPath(QStringLiteral("fi")));
    int holding = 0;
    for (const Message& m : ts.messages) {
      if (!m.source.startsWith(QLatin1String("Holding the")) && !m.source.startsWith(QLatin1String("Pick up a card of your hand")))
        continue;
      ++holding;
      const QString t = m.forms.value(0);
      QVERIFY2(!t.contains(QLatin1String("Nostit")) && !t.startsWith(QLatin1String("Nosta")), qPrintable(t));
    }
    QCOMPARE(holding, 4);  // discard, hand, lay-off (holding) and the pick-up prompt
  }

  // The printed sheet's date: the Finnish long date begins with the weekday in the essive ("sunnuntaina
  // 6. joulukuuta 2026"), which read oddly after "Päiväys:" (a play-test's PDF): "Pelattu sunnuntaina ...".
  void finnishSheetDateReads() {
    const TsFile ts = parseTs(tsPath(QStringLiteral("fi")));
    int found = 0;
    for (const Message& m : ts.messages)
      if (m.source == QLatin1String("Date: %1")) {
        ++found;
        QCOMPARE(m.forms.value(0), QStringLiteral("Pelattu %1"));
      }
    QCOMPARE(found, 1);
    QVERIFY(QLocale(QLocale::Finnish).toString(QDate(2026, 12, 6), QLocale::LongFormat).startsWith(QStringLiteral("sunnuntaina")));
  }

  // Finnish: nothing left in English by mistake, and the glossary terms of RULES.md throughout.
  void finnishUsesGlossary() {
    const TsFile ts = parseTs(tsPath(QStringLiteral("fi")));
    // Text that is the same in both languages.
    const QSet<QString> same = {QStringLiteral("%1 %2"), QStringLiteral("%1 ×%2"), QStringLiteral("–"),
                                QStringLiteral("gin"), QStringLiteral("big gin"), QStringLiteral("Big gin"),
                                QStringLiteral("Big gin:")};
    // English term (regex over the source) -> stem every Finnish translation of it must contain.
    const QList<std::pair<QString, QString>> terms = {
        {QStringLiteral("deadwood"), QStringLiteral("hukka")},
        {QStringLiteral("knock"), QStringLiteral("koput")},
        {QStringLiteral("knock limit"), QStringLiteral("koputusraja")},
        {QStringLiteral("\\bstock\\b"), QStringLiteral("nostopak")},
        {QStringLiteral("discard pile"), QStringLiteral("poistopak")},
        {QStringLiteral("\\bmelds?\\b"), QStringLiteral("yhdistelm")},
        {QStringLiteral("lay(-| )offs?|laid off"), QStringLiteral("liit")},
        {QStringLiteral("undercut"), QStringLiteral("alit")},
        {QStringLiteral("score sheet"), QStringLiteral("pistelomak")},
        {QStringLiteral("shutout"), QStringLiteral("valkoi")},
        {QStringLiteral("box bonus"), QStringLiteral("laatikkobonu")},
        {QStringLiteral("game bonus"), QStringLiteral("pelibonu")},
        {QStringLiteral("\\bdealer\\b"), QStringLiteral("jakaj")},
        {QStringLiteral("upcard"), QStringLiteral("avokort")},
        {QStringLiteral("drawn hand"), QStringLiteral("tasapel")},
    };
    QStringList bad;
    for (const Message& m : ts.messages) {
      if (m.context == QLatin1String("CardText") && m.source.contains(QLatin1String("%1 of %2"))) continue;
      for (const QString& t : m.forms) {
        if (t == m.source && !same.contains(t) && t.contains(QRegularExpression(QStringLiteral("[a-z]{3}"))))
          bad << describe(m) + QStringLiteral(": not translated");
        for (const auto& [en, fi] : terms) {
          const QRegularExpression re(en, QRegularExpression::CaseInsensitiveOption);
          if (m.source.contains(re) && !t.contains(fi, Qt::CaseInsensitive))
            bad << describe(m) + QStringLiteral(": \"%1\" should use the term \"%2…\"").arg(t, fi);
        }
      }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 problems:\n").arg(bad.size()) + bad.mid(0, 25).join('\n')));
  }

  // lupdate over the app sources into temporary copies of both files must find nothing new (a string
  // of the app missing from a .ts) and nothing vanished (an entry whose string left the app).
  void currentWithSources_data() { complete_data(); }
  void currentWithSources() {
    QFETCH(QString, lang);
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy_%1.ts").arg(lang));
    QVERIFY(QFile::copy(tsPath(lang), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QFile list(dir.filePath(QStringLiteral("sources.lst")));
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write(appSources().join('\n').toUtf8());
    list.close();
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    // The include folders the ginapp target gives lupdate: app/'s headers are included by their folder
    // ("store/savegame.h"), and lupdate needs them to place a tr() in its class.
    const QString src = qEnvironmentVariable("GIN_SOURCE_DIR");
    p.start(lupdate(), {QLatin1Char('@') + list.fileName(), QStringLiteral("-I"), src + QStringLiteral("/app"),
                        QStringLiteral("-I"), src + QStringLiteral("/engine"), QStringLiteral("-ts"), copy,
                        QStringLiteral("-locations"), QStringLiteral("none")});
    QVERIFY(p.waitForFinished(120000));
    const QString out = QString::fromLocal8Bit(p.readAll());
    QCOMPARE(p.exitCode(), 0);
    // lupdate warns about tr() it cannot place (a class without Q_OBJECT, a non-literal argument).
    QVERIFY2(!out.contains(QLatin1String("warning"), Qt::CaseInsensitive), qPrintable(out));

    const TsFile before = parseTs(tsPath(lang));
    const TsFile after = parseTs(copy);
    QVERIFY2(after.error.isEmpty(), qPrintable(after.error));
    QSet<QString> oldKeys, newKeys;
    for (const Message& m : before.messages) oldKeys.insert(m.key());
    for (const Message& m : after.messages)
      if (m.type != QLatin1String("vanished") && m.type != QLatin1String("obsolete")) newKeys.insert(m.key());
    QStringList missing = newKeys.subtract(oldKeys).values();
    missing.sort();
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("source strings missing from ginrummy_%1.ts (run the "
                                                          "update_translations target and translate):\n")
                                               .arg(lang) +
                                           missing.mid(0, 20).join('\n')));
    const QStringList p2 = completenessProblems(after);
    QVERIFY2(p2.isEmpty(), qPrintable(QStringLiteral("after lupdate:\n") + p2.mid(0, 20).join('\n')));
  }

  // Card names as they appear in messages ("7 of hearts" / "hertta 7"), and plural forms at run time.
  void cardNamesAndPlurals() {
    using namespace gin;
    auto card = [](const char* s) { return *parseCard(s); };
    QVERIFY(Language::instance().setLanguage(QStringLiteral("en")));
    QCOMPARE(CardText::name(card("7h")), QStringLiteral("7 of hearts"));
    QCOMPARE(CardText::name(card("Ks")), QStringLiteral("king of spades"));
    QCOMPARE(CardText::name(card("Ac")), QStringLiteral("ace of clubs"));
    QCOMPARE(CardText::name(card("Qd")), QStringLiteral("queen of diamonds"));
    QCOMPARE(CardText::outcomeName(Outcome::Undercut), QStringLiteral("undercut"));
    // The compiled English plural forms are in use.
    QCOMPARE(QCoreApplication::translate("TableScene", "Stock: %n card(s)", nullptr, 1), QStringLiteral("Stock: 1 card"));
    QCOMPARE(QCoreApplication::translate("TableScene", "Stock: %n card(s)", nullptr, 31), QStringLiteral("Stock: 31 cards"));
    QVERIFY(Language::instance().setLanguage(QStringLiteral("fi")));
    QCOMPARE(QCoreApplication::translate("TableScene", "Stock: %n card(s)", nullptr, 1), QStringLiteral("Nostopakka: 1 kortti"));
    QCOMPARE(QCoreApplication::translate("TableScene", "Stock: %n card(s)", nullptr, 31), QStringLiteral("Nostopakka: 31 korttia"));
    QCOMPARE(CardText::name(card("7h")), QStringLiteral("hertta 7"));
    QCOMPARE(CardText::name(card("Ks")), QStringLiteral("patakuningas"));
    QCOMPARE(CardText::name(card("Ac")), QStringLiteral("ristiässä"));
    QCOMPARE(CardText::name(card("Qd")), QStringLiteral("ruutukuningatar"));
    QCOMPARE(CardText::name(card("Jc")), QStringLiteral("ristisotamies"));
    QCOMPARE(CardText::outcomeName(Outcome::Undercut), QStringLiteral("alittaminen"));
    QCOMPARE(CardText::outcomeName(Outcome::Drawn), QStringLiteral("tasapeli"));
    // Symbols are the same in both languages (as printed on the cards).
    QCOMPARE(CardText::symbol(card("Th")), QStringLiteral("10♥"));
    // In a real sentence the name needs no inflection.
    QCOMPARE(QCoreApplication::translate("GameController", "You discarded the %1.").arg(CardText::name(card("7h"))),
             QStringLiteral("Heitit pois kortin hertta 7."));
    // An ace or a face card is one word in Finnish (the play test read "kortin hertta kuningas").
    QCOMPARE(QCoreApplication::translate("GameController", "You discarded the %1.").arg(CardText::name(card("Kh"))),
             QStringLiteral("Heitit pois kortin herttakuningas."));
    QVERIFY(Language::instance().setLanguage(QStringLiteral("en")));
  }
};

QTEST_MAIN(TstTranslations)
#include "tst_translations.moc"
