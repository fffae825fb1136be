#include <QApplication>
#include <QMainWindow>

int main(int argc, char* argv[]) {
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("ginrummy"));
  QApplication::setDesktopFileName(QStringLiteral(GIN_APP_ID));
  QMainWindow w;
  w.setWindowTitle(QApplication::translate("main", "Gin Rummy"));
  w.resize(1024, 720);
  w.show();
  return app.exec();
}
