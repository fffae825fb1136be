// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A simple scan of the app sources for user-visible text that escapes translation: a string literal
// with words in it, passed to a call that shows text (setText, setWindowTitle, addAction,
// QMessageBox, setToolTip, showMessage, a QLabel constructor...) without tr() or
// QCoreApplication::translate() around it. The scanner is tested on snippets first, so that it is
// known to catch what it claims to.
#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>

namespace {

// Calls whose arguments people read.
const QStringList kSinks = {
    "setText", "setWindowTitle", "setTitle", "addAction", "addMenu", "setToolTip", "setStatusTip",
    "setWhatsThis", "setPlaceholderText", "showMessage", "setLabel", "setLabelText", "setAccessibleName",
    "setAccessibleDescription", "addItem", "addItems", "insertItem", "setItemText", "addTab", "setTabText",
    "setHeaderLabels", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "addRow", "insertRow",
    "setSuffix", "setPrefix", "setSpecialValueText", "setInformativeText", "setDetailedText", "setPlainText",
    "setHtml", "getSaveFileName", "getOpenFileName", "information", "warning", "critical", "question", "about",
    "message", "setButtonText", "setDescription", "QLabel", "QPushButton", "QCheckBox", "QRadioButton",
    "QGroupBox", "QAction", "QMessageBox", "QToolButton", "QMenu"};

// Calls inside a sink's arguments whose literals are translated or not shown as text.
const QStringList kTranslating = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP", "QT_TR_N_NOOP", "qtTrId"};
const QStringList kNotText = {"==", "fromTheme", "QIcon", "QKeySequence", "QUrl", "QColor", "setObjectName", "setProperty",
                              "property", "findChild", "QRegularExpression", "setData"};

// Deliberately untranslated: a language is named in its own language in the language menu; the
// invitation link's scheme is the same in every language.
const QStringList kAllowed = {"Suomi", "English", "ginrummy://…"};

struct Finding {
  int line;
  QString literal;
};

// Replaces comments with spaces (keeping line breaks and string literals) so that positions stay.
QString stripComments(const QString& s) {
  QString out = s;
  for (int i = 0; i < out.size(); ++i) {
    const QChar c = out[i];
    if (c == '"' || c == '\'') {
      for (++i; i < out.size() && out[i] != c; ++i)
        if (out[i] == '\\') ++i;
    } else if (c == '/' && i + 1 < out.size() && out[i + 1] == '/') {
      for (; i < out.size() && out[i] != '\n'; ++i) out[i] = ' ';
    } else if (c == '/' && i + 1 < out.size() && out[i + 1] == '*') {
      for (; i + 1 < out.size() && !(out[i] == '*' && out[i + 1] == '/'); ++i)
        if (out[i] != '\n') out[i] = ' ';
      if (i + 1 < out.size()) out[i] = out[i + 1] = ' ';
    }
  }
  return out;
}

// Text a person would read: no markup, placeholders or entities, at least one letter.
bool hasWords(const QString& literal) {
  QString t = literal;
  t.remove(QRegularExpression(QStringLiteral("<[^>]*>|%L?\\d+|%n|&[a-z]+;|\\\\[nt]")));
  return t.contains(QRegularExpression(QStringLiteral("\\p{L}")));
}

// The name of the call whose "(" is at pos; "==" when that call is compared with (x == QLatin1String("a")).
QString callBefore(const QString& s, int pos) {
  int e = pos;
  while (e > 0 && s[e - 1].isSpace()) --e;
  int b = e;
  while (b > 0 && (s[b - 1].isLetterOrNumber() || s[b - 1] == '_')) --b;
  int k = b;
  while (k > 0 && s[k - 1].isSpace()) --k;
  if (k >= 2 && (s.mid(k - 2, 2) == QLatin1String("==") || s.mid(k - 2, 2) == QLatin1String("!=")))
    return QStringLiteral("==");
  return s.mid(b, e - b);
}

// Literals with words inside a sink's argument list that no translating call encloses.
QList<Finding> scan(const QString& source) {
  const QString s = stripComments(source);
  QList<Finding> out;
  static const QRegularExpression sinkRe(QStringLiteral("\\b(%1)\\s*\\(").arg(kSinks.join('|')));
  for (auto it = sinkRe.globalMatch(s); it.hasNext();) {
    const auto m = it.next();
    // Walk the argument list, keeping the name of every open call.
    QStringList calls;
    for (int i = int(m.capturedEnd()); i < s.size();) {
      const QChar c = s[i];
      if (c == '(') {
        calls << callBefore(s, i);
        ++i;
      } else if (c == '{') {
        // A lambda body in the arguments is code, not text: skip it (strings included).
        int depth = 0;
        for (; i < s.size(); ++i) {
          if (s[i] == '"' || s[i] == '\'') {
            const QChar q = s[i];
            for (++i; i < s.size() && s[i] != q; ++i)
              if (s[i] == '\\') ++i;
          } else if (s[i] == '{') {
            ++depth;
          } else if (s[i] == '}' && --depth == 0) {
            break;
          }
        }
        ++i;
      } else if (c == ')') {
        if (calls.isEmpty()) break;
        calls.removeLast();
        ++i;
      } else if (c == '"') {
        const int start = i;
        QString lit;
        for (++i; i < s.size() && s[i] != '"'; ++i) {
          if (s[i] == '\\') lit += s[i++];
          lit += s[i];
        }
        ++i;
        bool excused = false;
        for (const QString& call : calls) excused |= kTranslating.contains(call) || kNotText.contains(call);
        if (!excused && hasWords(lit) && !kAllowed.contains(lit))
          out << Finding{int(s.left(start).count('\n')) + 1, lit};
      } else if (c == '\'') {
        for (++i; i < s.size() && s[i] != '\''; ++i)
          if (s[i] == '\\') ++i;
        ++i;
      } else if (c == ';' && calls.isEmpty()) {
        break;
      } else {
        ++i;
      }
    }
  }
  return out;
}

}  // namespace

class TstTrScan : public QObject {
  Q_OBJECT

 private slots:
  void catchesUntranslated_data() {
    QTest::addColumn<QString>("code");
    QTest::newRow("setText") << R"c(label->setText("Hello world");)c";
    QTest::newRow("QStringLiteral tooltip") << R"c(b->setToolTip(QStringLiteral("Sort by rank"));)c";
    QTest::newRow("message box title") << R"c(QMessageBox::warning(this, QStringLiteral("Error"), tr("x"));)c";
    QTest::newRow("label constructor") << R"c(auto* l = new QLabel(QLatin1String("Name:"), this);)c";
    QTest::newRow("arg pattern") << R"c(a->setText(QString("Pass %1").arg(n));)c";
    QTest::newRow("signal") << R"c(emit message(QStringLiteral("Knock now")));)c";
    QTest::newRow("fragment glued on") << R"c(setText(tr("Deadwood") + QStringLiteral(" points"));)c";
    QTest::newRow("arg inside") << R"c(setText(tr("Hi %1").arg(QStringLiteral("friend")));)c";
    QTest::newRow("multi-line") << "menu->addAction(\n    QStringLiteral(\"Quit\"),\n    this);";
    QTest::newRow("status bar") << R"c(statusBar()->showMessage("Ready");)c";
  }
  void catchesUntranslated() {
    QFETCH(QString, code);
    QCOMPARE(scan(code).size(), 1);
  }

  void acceptsTranslated_data() {
    QTest::addColumn<QString>("code");
    QTest::newRow("tr") << R"c(label->setText(tr("Hello world"));)c";
    QTest::newRow("translate") << R"c(setText(QCoreApplication::translate("Ctx", "Hi there"));)c";
    QTest::newRow("no words") << R"c(setText(QStringLiteral("–"));)c";
    QTest::newRow("pattern without words") << R"c(setText(QStringLiteral("%1 · %2").arg(a, b));)c";
    QTest::newRow("markup only") << R"c(setText(QStringLiteral("<b>%1</b>").arg(tr("Bold")));)c";
    QTest::newRow("icon name") << R"c(addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy"));)c";
    QTest::newRow("commented out") << "// setText(\"commented out\");\n/* setText(\"too\"); */";
    QTest::newRow("quotes and parens in tr") << "setText(tr(\"Say \\\"hi\\\" (now)\")); setObjectName(QStringLiteral(\"x y\"));";
    QTest::newRow("object name") << R"c(b->setObjectName(QStringLiteral("knock button"));)c";
    QTest::newRow("endonym") << R"c(menu->addAction(QStringLiteral("Suomi"));)c";
    QTest::newRow("lambda body") << R"c(m->addAction(tr("Rules"), this, [this] { showHelp(QStringLiteral("rules")); });)c";
    QTest::newRow("comparison") << R"c(setWindowTitle(topic == QLatin1String("rules") ? tr("Rules") : tr("Strategy"));)c";
    QTest::newRow("noop") << R"c(static const char* t[] = {QT_TR_NOOP("Fast")}; setText(tr(t[0]));)c";
  }
  void acceptsTranslated() {
    QFETCH(QString, code);
    const auto f = scan(code);
    QVERIFY2(f.isEmpty(), qPrintable(f.isEmpty() ? QString() : f.first().literal));
  }

  // The real sources. main.cpp is not in the ginapp target, so lupdate never sees a tr() there.
  void appSources() {
    QDir dir(qEnvironmentVariable("GIN_SOURCE_DIR") + QStringLiteral("/app"));
    QStringList files;  // paths relative to app/, every folder
    QDirIterator it(dir.path(), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << dir.relativeFilePath(it.next());
    files.sort();
    QVERIFY(files.size() > 10);
    QStringList bad;
    for (const QString& name : files) {
      QFile f(dir.filePath(name));
      QVERIFY(f.open(QIODevice::ReadOnly));
      const QString text = QString::fromUtf8(f.readAll());
      for (const Finding& x : scan(text)) bad << QStringLiteral("app/%1:%2: \"%3\"").arg(name).arg(x.line).arg(x.literal);
      if (name == QLatin1String("main.cpp") && stripComments(text).contains(QRegularExpression(QStringLiteral("\\btr\\s*\\("))))
        bad << QStringLiteral("app/main.cpp calls tr(), but lupdate only reads the ginapp sources");
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("user-visible text not wrapped in tr():\n") + bad.join('\n')));
  }
};

QTEST_GUILESS_MAIN(TstTrScan)
#include "tst_trscan.moc"
