// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A test fixture, not the game: a window whose keyboard focus stays on a "board" (as the game's focus
// stays on the card table) and which, on each line read from standard input ("<mechanism> <text>"),
// tells the accessibility layer of a new message in one of the ways Qt 6 offers. test_probe.py runs it
// under the real AT-SPI bus with Orca and records what Orca speaks for each mechanism
// (docs/accessibility.md, "What reaches Orca").
#include <QAccessible>
#include <QAccessibleWidget>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QSocketNotifier>
#include <QTextStream>
#include <QTimer>
#include <QVBoxLayout>
#include <QWidget>
#include <cstdio>
#include <unistd.h>

namespace {

// A widget whose accessible role is chosen, named by its `message` (empty: by its object name),
// with a text interface and a value interface over the message when asked for.
class Speaker : public QWidget {
  Q_OBJECT
 public:
  Speaker(QAccessible::Role role, const QString& id, QWidget* parent, bool text = false, bool value = false,
          bool focusable = false)
      : QWidget(parent), role(role), text(text), value(value) {
    setObjectName(id);
    setMinimumSize(40, 20);
    if (focusable) setFocusPolicy(Qt::StrongFocus);
  }
  QAccessible::Role role;
  bool text, value;
  QString message;
  double number = 0;
};

class SpeakerAccessible : public QAccessibleWidget, public QAccessibleTextInterface, public QAccessibleValueInterface {
 public:
  explicit SpeakerAccessible(Speaker* s) : QAccessibleWidget(s, s->role) {}
  Speaker* speaker() const { return static_cast<Speaker*>(widget()); }
  QString text(QAccessible::Text t) const override {
    if (t == QAccessible::Name) return speaker()->message.isEmpty() ? speaker()->objectName() : speaker()->message;
    if (t == QAccessible::Value && speaker()->value) return speaker()->message;
    return QAccessibleWidget::text(t);
  }
  void* interface_cast(QAccessible::InterfaceType t) override {
    if (t == QAccessible::TextInterface && speaker()->text) return static_cast<QAccessibleTextInterface*>(this);
    if (t == QAccessible::ValueInterface && speaker()->value) return static_cast<QAccessibleValueInterface*>(this);
    return QAccessibleWidget::interface_cast(t);
  }
  // Text: the message, read only.
  void selection(int, int* s, int* e) const override { *s = *e = 0; }
  int selectionCount() const override { return 0; }
  void addSelection(int, int) override {}
  void removeSelection(int) override {}
  void setSelection(int, int, int) override {}
  int cursorPosition() const override { return 0; }
  void setCursorPosition(int) override {}
  QString text(int start, int end) const override { return speaker()->message.mid(start, end - start); }
  int characterCount() const override { return int(speaker()->message.size()); }
  QRect characterRect(int) const override { return QRect(); }
  int offsetAtPoint(const QPoint&) const override { return -1; }
  void scrollToSubstring(int, int) override {}
  QString attributes(int, int* s, int* e) const override {
    *s = 0;
    *e = characterCount();
    return QString();
  }
  // Value: a counter of messages.
  QVariant currentValue() const override { return speaker()->number; }
  void setCurrentValue(const QVariant&) override {}
  QVariant maximumValue() const override { return 1000; }
  QVariant minimumValue() const override { return 0; }
  QVariant minimumStepSize() const override { return 1; }
};

QAccessibleInterface* factory(const QString& cls, QObject* o) {
  // Widgets' own factory is asked first, by the most derived class name: a Speaker needs a name of its own.
  if (cls == QLatin1String("Speaker")) return new SpeakerAccessible(static_cast<Speaker*>(o));
  return nullptr;
}

void send(QAccessibleEvent&& e) { QAccessible::updateAccessibility(&e); }

}  // namespace

int main(int argc, char* argv[]) {
  QAccessible::installFactory(factory);
  QApplication app(argc, argv);
  app.setApplicationName(QStringLiteral("announceprobe"));

  QWidget window;
  window.setWindowTitle(QStringLiteral("Announce probe"));
  auto* lay = new QVBoxLayout(&window);
  auto* board = new Speaker(QAccessible::Client, QStringLiteral("Board"), &window, false, false, true);
  board->setMinimumSize(400, 200);
  lay->addWidget(board, 1);
  auto* row = new QHBoxLayout;
  lay->addLayout(row);
  auto* label = new QLabel(QStringLiteral("Ready"), &window);  // Qt's own label
  label->setObjectName(QStringLiteral("label"));
  row->addWidget(label, 1);
  auto* named = new QLabel(QStringLiteral("Ready"), &window);  // a label named by setAccessibleName
  named->setAccessibleName(QStringLiteral("Status"));
  row->addWidget(named, 1);
  auto* textLabel = new Speaker(QAccessible::StaticText, QStringLiteral("textLabel"), &window, true);
  auto* textStatus = new Speaker(QAccessible::StatusBar, QStringLiteral("textStatus"), &window, true);
  auto* statusBar = new Speaker(QAccessible::StatusBar, QStringLiteral("statusBar"), &window);
  auto* notification = new Speaker(QAccessible::Notification, QStringLiteral("notification"), &window);
  auto* notificationText = new Speaker(QAccessible::Notification, QStringLiteral("notificationText"), &window, true);
  auto* alert = new Speaker(QAccessible::AlertMessage, QStringLiteral("alert"), &window);
  auto* tooltip = new Speaker(QAccessible::ToolTip, QStringLiteral("tooltip"), &window);
  auto* valued = new Speaker(QAccessible::ProgressBar, QStringLiteral("value"), &window, false, true);
  auto* focusTarget = new Speaker(QAccessible::StaticText, QStringLiteral("focusTarget"), &window, false, false, true);
  auto* hiddenNotification = new Speaker(QAccessible::Notification, QStringLiteral("hiddenNotification"), &window);
  auto* sentinel = new Speaker(QAccessible::Notification, QStringLiteral("sentinel"), &window);  // the test's marks
  for (QWidget* w : {static_cast<QWidget*>(textLabel), static_cast<QWidget*>(textStatus), static_cast<QWidget*>(statusBar),
                     static_cast<QWidget*>(notification), static_cast<QWidget*>(notificationText),
                     static_cast<QWidget*>(alert), static_cast<QWidget*>(tooltip), static_cast<QWidget*>(valued),
                     static_cast<QWidget*>(focusTarget)})
    row->addWidget(w);

  window.resize(900, 400);
  window.show();
  hiddenNotification->hide();
  sentinel->hide();  // never on the screen: an object for screen readers only
  board->setFocus();

  // "<mechanism> <text>": one message, told in one way.
  auto handle = [&](const QString& line) {
    const QString mechanism = line.section(QLatin1Char(' '), 0, 0);
    const QString text = line.section(QLatin1Char(' '), 1);
    if (mechanism == QLatin1String("alert")) {  // today's game: an Alert on the status label
      label->setText(text);
      send(QAccessibleEvent(label, QAccessible::Alert));
    } else if (mechanism == QLatin1String("label")) {  // QLabel::setText alone
      label->setText(text);
    } else if (mechanism == QLatin1String("name")) {  // the named label's accessible name
      named->setText(text);
      named->setAccessibleName(text);
    } else if (mechanism == QLatin1String("text") || mechanism == QLatin1String("textstatus") ||
               mechanism == QLatin1String("textnotification")) {
      Speaker* s = mechanism == QLatin1String("text") ? textLabel : mechanism == QLatin1String("textstatus") ? textStatus : notificationText;
      const QString old = s->message;
      s->message = text;
      send(QAccessibleTextUpdateEvent(s, 0, old, text));
    } else if (mechanism == QLatin1String("statusshow") || mechanism == QLatin1String("notification") ||
               mechanism == QLatin1String("alertshow") || mechanism == QLatin1String("tooltip")) {
      Speaker* s = mechanism == QLatin1String("statusshow")     ? statusBar
                   : mechanism == QLatin1String("notification") ? notification
                   : mechanism == QLatin1String("alertshow")    ? alert
                                                                : tooltip;
      s->message = text;
      send(QAccessibleEvent(s, QAccessible::NameChanged));
      send(QAccessibleEvent(s, QAccessible::ObjectShow));
    } else if (mechanism == QLatin1String("burst") || mechanism == QLatin1String("burst2")) {
      // Two sentences at once (a move and the computer's reply): on one object, or on two.
      const QStringList two = text.split(QStringLiteral(" | "));
      Speaker* second = mechanism == QLatin1String("burst") ? notification : notificationText;
      for (int i = 0; i < 2; ++i) {
        Speaker* s = i == 0 ? notification : second;
        s->message = two.value(i);
        send(QAccessibleEvent(s, QAccessible::NameChanged));
        send(QAccessibleEvent(s, QAccessible::ObjectShow));
      }
    } else if (mechanism == QLatin1String("sentinel")) {
      sentinel->message = text;
      send(QAccessibleEvent(sentinel, QAccessible::ObjectShow));
    } else if (mechanism == QLatin1String("hidden") || mechanism == QLatin1String("noname")) {
      Speaker* s = mechanism == QLatin1String("hidden") ? hiddenNotification : notification;
      s->message = text;
      if (mechanism == QLatin1String("hidden")) send(QAccessibleEvent(s, QAccessible::NameChanged));
      send(QAccessibleEvent(s, QAccessible::ObjectShow));
    } else if (mechanism == QLatin1String("focusslow")) {  // to the message and back after a while
      focusTarget->message = text;
      focusTarget->setFocus();
      QTimer::singleShot(500, board, [board] { board->setFocus(); });
    } else if (mechanism == QLatin1String("value")) {
      valued->message = text;
      valued->number += 1;
      send(QAccessibleValueChangeEvent(valued, valued->number));
    } else if (mechanism == QLatin1String("focus")) {  // to the message and back to the board
      focusTarget->message = text;
      focusTarget->setFocus();
      QTimer::singleShot(0, board, [board] { board->setFocus(); });
    } else if (mechanism == QLatin1String("description")) {  // the focused object's description
      board->setAccessibleDescription(text);
    } else if (mechanism == QLatin1String("boardname")) {  // the focused object's name
      board->message = text;
      send(QAccessibleEvent(board, QAccessible::NameChanged));
    } else if (mechanism == QLatin1String("quit")) {
      QApplication::quit();
    }
    std::printf("done %s\n", qPrintable(mechanism));
    std::fflush(stdout);
  };
  QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
  QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
    char buf[4096];
    const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
    if (n <= 0) {
      QApplication::quit();
      return;
    }
    static QByteArray pending;
    pending.append(buf, n);
    int nl;
    while ((nl = pending.indexOf('\n')) >= 0) {
      handle(QString::fromUtf8(pending.left(nl)));
      pending.remove(0, nl + 1);
    }
  });
  return app.exec();
}

#include "probe.moc"
