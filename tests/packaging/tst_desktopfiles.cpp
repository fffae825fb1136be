// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The .desktop file, the AppStream metainfo and the icon: valid for the freedesktop tools,
// consistent with each other and with the application id, and the icon legible when small.
#include <QColor>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "packagingtools.h"

using namespace packaging;

namespace {

// Keys of the [Desktop Entry] group, localized keys as written ("Name[fi]").
QMap<QString, QString> desktopEntry(const QByteArray& data) {
  QMap<QString, QString> keys;
  bool inEntry = false;
  for (const QString& line : QString::fromUtf8(data).split('\n')) {
    if (line.startsWith('[')) {
      inEntry = line == "[Desktop Entry]";
    } else if (inEntry && !line.startsWith('#') && line.contains('=')) {
      const qsizetype eq = line.indexOf('=');
      keys.insert(line.left(eq).trimmed(), line.mid(eq + 1).trimmed());
    }
  }
  return keys;
}

// The metainfo facts the packaging depends on, keyed by element (and "@lang" when localized).
struct Metainfo {
  QMap<QString, QString> text;  // "id", "name", "name@fi", "summary@fi", ...
  QString launchableType, iconType, ratingType;
  QStringList releases, binaries;  // releases newest first, as AppStream wants them
  int descriptionParagraphs = 0;
  bool parsed = false;
};

Metainfo readMetainfo(const QByteArray& data) {
  Metainfo m;
  QXmlStreamReader xml(data);
  QStringList path;  // open elements, to tell the component's description from a release's
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isEndElement()) path.removeLast();
    if (!xml.isStartElement()) continue;
    const QString name = xml.name().toString();
    const QString lang = xml.attributes().value("xml:lang").toString();
    const QString key = lang.isEmpty() ? name : name + "@" + lang;
    const QString parent = path.join('/');
    path << name;
    if (name == "release") {
      m.releases << xml.attributes().value("version").toString();
    } else if (name == "content_rating") {
      m.ratingType = xml.attributes().value("type").toString();
    } else if (name == "p" && lang.isEmpty() && parent == "component/description") {
      ++m.descriptionParagraphs;
    } else if (name == "id" || name == "name" || name == "summary" || name == "launchable" ||
               name == "icon" || name == "binary") {
      if (name == "launchable") m.launchableType = xml.attributes().value("type").toString();
      if (name == "icon") m.iconType = xml.attributes().value("type").toString();
      const QString value = xml.readElementText().trimmed();  // consumes the end element
      path.removeLast();
      if (name == "binary") m.binaries << value;
      else m.text.insert(key, value);
    }
  }
  m.parsed = !xml.hasError();
  return m;
}

QString replaced(const QString& text, const QString& pattern, const QString& replacement) {
  QString out = text;
  out.replace(QRegularExpression(pattern, QRegularExpression::MultilineOption), replacement);
  return out;
}

// Writes a broken variant under the real file name, so that only the content differs.
QString writeVariant(const QTemporaryDir& dir, const QString& name, const QString& content) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) return {};
  f.write(content.toUtf8());
  return path;
}

QImage renderIcon(QSvgRenderer& renderer, int size) {
  QImage img(size, size, QImage::Format_ARGB32);
  img.fill(Qt::transparent);
  QPainter p(&img);
  renderer.render(&p);
  return img;
}

}  // namespace

class TestDesktopFiles : public QObject {
  Q_OBJECT

 private slots:
  void desktopFileIsValid() {
    const Run r = validateDesktopFile(resourcePath(desktopFileName()));
    QVERIFY2(r.started, "desktop-file-validate is missing: run scripts/deps.sh");
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
  }

  void desktopValidatorRejectsBrokenFiles_data() {
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("no Type") << "^Type=.*\\n" << "" << "\"Type\"";
    QTest::newRow("not a key") << "^Exec=" << "Exec " << "not a comment, a group or an entry";
    QTest::newRow("bad boolean") << "^Terminal=.*$" << "Terminal=maybe" << "boolean";
    QTest::newRow("CardGame alone (only a hint)") << "^Categories=.*$" << "Categories=CardGame;"
                                                  << "main category";
  }
  void desktopValidatorRejectsBrokenFiles() {
    QFETCH(QString, pattern);
    QFETCH(QString, replacement);
    QFETCH(QString, complaint);
    const QString original = QString::fromUtf8(readAll(resourcePath(desktopFileName())));
    const QString broken = replaced(original, pattern, replacement);
    QVERIFY2(broken != original, "the pattern no longer matches the desktop file");
    QTemporaryDir dir;
    const Run r = validateDesktopFile(writeVariant(dir, desktopFileName(), broken));
    QVERIFY(r.started);
    QVERIFY2(r.exitCode != 0, "a broken desktop file passed validation");
    QVERIFY2(r.output.contains(complaint), qPrintable(r.output));
  }

  void desktopFileContent() {
    const auto keys = desktopEntry(readAll(resourcePath(desktopFileName())));
    QCOMPARE(keys.value("Type"), QStringLiteral("Application"));
    QCOMPARE(keys.value("Name"), QStringLiteral("Gin Rummy"));
    QCOMPARE(keys.value("Name[fi]"), QStringLiteral("Ginirommi"));
    QCOMPARE(keys.value("Categories"), QStringLiteral("Game;CardGame;"));
    QCOMPARE(keys.value("Icon"), QStringLiteral(GIN_APP_ID));
    QCOMPARE(keys.value("Exec").section(' ', 0, 0), QStringLiteral("ginrummy"));
    // The invitation links (ginrummy://...) open the game: it joins the network table (docs/network.md).
    QCOMPARE(keys.value("Exec"), QStringLiteral("ginrummy %u"));
    QCOMPARE(keys.value("MimeType"), QStringLiteral("x-scheme-handler/ginrummy;"));
    for (const QString& key : QStringList{"Comment", "GenericName", "Keywords"}) {
      QVERIFY2(!keys.value(key).isEmpty(), qPrintable(key));
      const QString fi = keys.value(key + "[fi]");
      QVERIFY2(!fi.isEmpty() && fi != keys.value(key), qPrintable(key + " has no Finnish text"));
    }
    // The glossary's Finnish terms, so that a Finnish search finds the game.
    const QStringList fiKeywords = keys.value("Keywords[fi]").split(';', Qt::SkipEmptyParts);
    for (const char* term : {"ginirommi", "korttipeli", "koputus"})
      QVERIFY2(fiKeywords.contains(QString::fromUtf8(term)), term);
  }

  void metainfoIsValid() {
    const Run r = validateMetainfo(resourcePath(metainfoFileName()));
    QVERIFY2(r.started, "appstreamcli is missing: run scripts/deps.sh");
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
  }

  void metainfoValidatorRejectsBrokenFiles_data() {
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<QString>("complaint");
    QTest::newRow("no summary") << "^\\s*<summary>.*\\n" << "" << "component-summary-missing";
    QTest::newRow("unclosed") << "</component>" << "" << "xml-markup-invalid";
    QTest::newRow("bad release date") << "date=\"[0-9-]+\"" << "date=\"2026-13-45\""
                                      << "invalid-iso8601-date";
    QTest::newRow("no launchable (only an info)") << "^\\s*<launchable.*\\n" << ""
                                                  << "desktop-app-launchable-omitted";
    QTest::newRow("no content rating (only an info)") << "^\\s*<content_rating.*\\n" << ""
                                                      << "content-rating-missing";
  }
  void metainfoValidatorRejectsBrokenFiles() {
    QFETCH(QString, pattern);
    QFETCH(QString, replacement);
    QFETCH(QString, complaint);
    const QString original = QString::fromUtf8(readAll(resourcePath(metainfoFileName())));
    const QString broken = replaced(original, pattern, replacement);
    QVERIFY2(broken != original, "the pattern no longer matches the metainfo file");
    QTemporaryDir dir;
    const Run r = validateMetainfo(writeVariant(dir, metainfoFileName(), broken));
    QVERIFY(r.started);
    QVERIFY2(r.exitCode != 0, "a broken metainfo file passed validation");
    QVERIFY2(r.output.contains(complaint), qPrintable(r.output));
  }

  void metainfoContent() {
    const Metainfo m = readMetainfo(readAll(resourcePath(metainfoFileName())));
    QVERIFY(m.parsed);
    QCOMPARE(m.text.value("id"), QStringLiteral(GIN_APP_ID));
    QCOMPARE(m.text.value("name@fi"), QStringLiteral("Ginirommi"));
    QVERIFY(!m.text.value("summary@fi").isEmpty());
    QVERIFY(m.text.value("summary@fi") != m.text.value("summary"));
    QVERIFY(m.descriptionParagraphs >= 1);
    QCOMPARE(m.launchableType, QStringLiteral("desktop-id"));
    QCOMPARE(m.text.value("launchable"), desktopFileName());
    QCOMPARE(m.iconType, QStringLiteral("stock"));
    QCOMPARE(m.text.value("icon"), QStringLiteral(GIN_APP_ID));
    QCOMPARE(m.ratingType, QStringLiteral("oars-1.1"));
    QVERIFY(m.binaries.contains("ginrummy"));
    QVERIFY(m.binaries.contains("ginrummy-cli"));
    // The newest release is the version CMake builds: bump both together.
    QVERIFY(!m.releases.isEmpty());
    QCOMPARE(m.releases.first(), QStringLiteral(GIN_VERSION));
  }

  // No placeholder address anywhere a package or software centre shows.
  void noPlaceholderAddresses() {
    for (const QString& f : {resourcePath(desktopFileName()), resourcePath(metainfoFileName()),
                             resourcePath("doc/copyright"), resourcePath("doc/changelog"),
                             sourceDir() + "/CMakeLists.txt", sourceDir() + "/cmake/Packaging.cmake"})
      QVERIFY2(!readAll(f).contains("example.invalid"), qPrintable(f));
  }

  // The release notes of the version built, in English and Finnish.
  void releaseNotesInBothLanguages() {
    const QString xml = QString::fromUtf8(readAll(resourcePath(metainfoFileName())));
    const qsizetype at = xml.indexOf(QStringLiteral("<release version=\"" GIN_VERSION "\""));
    QVERIFY(at >= 0);
    const QString release = xml.mid(at, xml.indexOf(QStringLiteral("</release>"), at) - at);
    QVERIFY2(release.contains(QStringLiteral("<description>")), qPrintable(release));
    QVERIFY(release.count(QStringLiteral("<li>")) >= 3);
    QCOMPARE(release.count(QStringLiteral("<li xml:lang=\"fi\">")), release.count(QStringLiteral("<li>")));
    QVERIFY(release.contains(QStringLiteral("<p xml:lang=\"fi\">")));
  }

  // With the public address given (GIN_PUBLIC_URL), the build adds the homepage and the
  // screenshots the test suite takes, and the result passes AppStream's pedantic checks; a
  // non-https address is refused.
  void metainfoWithPublicAddress() {
    QTemporaryDir dir;
    const QString out = dir.filePath(metainfoFileName());
    const QString script = resourcePath("metainfo.cmake");
    Run r = run(GIN_CMAKE_COMMAND, {"-DIN=" + resourcePath(metainfoFileName()), "-DOUT=" + out,
                                    "-DPUBLIC_URL=https://forge.example.org/ginrummy/raw/v" GIN_VERSION "/", "-P", script});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    const QString xml = QString::fromUtf8(readAll(out));
    QVERIFY(xml.contains(QStringLiteral("<url type=\"homepage\">https://forge.example.org/ginrummy/raw/v" GIN_VERSION "</url>")));
    for (const char* shot : {"docs/screenshot.png", "docs/screenshot-fi.png"}) {
      QVERIFY2(xml.contains(QStringLiteral("/v" GIN_VERSION "/") + QLatin1String(shot) + QStringLiteral("</image>")), shot);
      QImage img(sourceDir() + "/" + QLatin1String(shot));
      QVERIFY2(!img.isNull() && img.width() >= 620, shot);  // what software centres want at least
    }
    r = run("appstreamcli", {"validate", "--pedantic", "--no-net", out});
    QVERIFY2(r.started, "appstreamcli is missing: run scripts/deps.sh");
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    QCOMPARE(r.output.trimmed(), QStringLiteral("✔ Validation was successful."));
    // Without an address the metainfo is the source as it is.
    r = run(GIN_CMAKE_COMMAND, {"-DIN=" + resourcePath(metainfoFileName()), "-DOUT=" + out, "-P", script});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    QCOMPARE(readAll(out), readAll(resourcePath(metainfoFileName())));
    r = run(GIN_CMAKE_COMMAND, {"-DIN=" + resourcePath(metainfoFileName()), "-DOUT=" + out,
                                "-DPUBLIC_URL=http://forge.example.org/ginrummy", "-P", script});
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.output.contains("https://"), qPrintable(r.output));
  }

  // Software centres show the metainfo, menus the desktop file: they must say the same.
  void desktopFileAndMetainfoAgree() {
    const auto keys = desktopEntry(readAll(resourcePath(desktopFileName())));
    const Metainfo m = readMetainfo(readAll(resourcePath(metainfoFileName())));
    QCOMPARE(m.text.value("name"), keys.value("Name"));
    QCOMPARE(m.text.value("name@fi"), keys.value("Name[fi]"));
    QCOMPARE(m.text.value("summary"), keys.value("Comment"));
    QCOMPARE(m.text.value("summary@fi"), keys.value("Comment[fi]"));
  }

  // Qt SVG 6.4 and icon caches skip filters, clip paths, masks and symbols, and text depends
  // on the fonts of the machine: the icon uses none of them.
  void iconUsesPortableSvgOnly() {
    const QByteArray svg = readAll(resourcePath("icons/" + iconFileName()));
    QVERIFY(!svg.isEmpty());
    for (const char* tag : {"<filter", "<clipPath", "<mask", "<symbol", "<text", "<image", "<style"})
      QVERIFY2(!svg.contains(tag), tag);
  }

  void iconIsLegibleWhenSmall_data() {
    QTest::addColumn<int>("size");
    for (int size : {16, 32, 48, 128}) QTest::addRow("%dpx", size) << size;
  }
  void iconIsLegibleWhenSmall() {
    QFETCH(int, size);
    QSvgRenderer renderer(resourcePath("icons/" + iconFileName()));
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.defaultSize(), QSize(128, 128));
    const QImage img = renderIcon(renderer, size);
    // Rounded felt: transparent corners, opaque middle.
    for (QPoint corner : {QPoint(0, 0), QPoint(size - 1, 0), QPoint(0, size - 1), QPoint(size - 1, size - 1)})
      QCOMPARE(qAlpha(img.pixel(corner)), 0);
    QCOMPARE(qAlpha(img.pixel(size / 2, size / 2)), 255);
    // The felt, the red back, the white face and the black pip each keep whole pixels of
    // their own, even at 16 px: the picture does not blur into one colour.
    int green = 0, red = 0, white = 0, black = 0;
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        const QColor c = QColor::fromRgba(img.pixel(x, y));
        if (c.alpha() < 255) continue;
        if (c.green() > c.red() + 40 && c.green() > c.blue() + 20) ++green;
        else if (c.red() > 150 && c.green() < 90 && c.blue() < 90) ++red;
        else if (c.lightness() > 215) ++white;
        else if (c.lightness() < 60) ++black;
      }
    }
    const int minimum = std::max(2, size * size / 100);
    QVERIFY2(green >= 10 * minimum, qPrintable(QString("green %1").arg(green)));
    QVERIFY2(red >= minimum, qPrintable(QString("red %1").arg(red)));
    QVERIFY2(white >= 2 * minimum, qPrintable(QString("white %1").arg(white)));
    QVERIFY2(black >= minimum, qPrintable(QString("black %1").arg(black)));
  }
};

QTEST_MAIN(TestDesktopFiles)
#include "tst_desktopfiles.moc"
