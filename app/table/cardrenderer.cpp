// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/cardrenderer.h"

#include <QCoreApplication>
#include <QPainter>
#include <QSvgRenderer>
#include <QtDebug>

namespace {

// Rendered pixmaps kept at most (a full deck at 200 px and dpr 2 is about 50 MB). Resizing the
// window asks for new sizes; when the budget is spent the cache starts over rather than growing.
constexpr qint64 kCacheBudgetBytes = 128LL * 1024 * 1024;

const char* const kRankIds[gin::kRanks] = {"1", "2", "3", "4", "5", "6", "7",
                                            "8", "9", "10", "jack", "queen", "king"};
const char* const kSuitIds[gin::kSuits] = {"club", "diamond", "heart", "spade"};

}  // namespace

CardRenderer::CardRenderer() = default;
CardRenderer::~CardRenderer() = default;

CardRenderer& CardRenderer::instance() {
  static CardRenderer shared;
  // Pixmaps must go before the application object does, not at static destruction.
  static const bool cleanupRegistered = [] {
    qAddPostRoutine([] { instance().clearCache(); });
    return true;
  }();
  Q_UNUSED(cleanupRegistered);
  return shared;
}

QString CardRenderer::elementId(gin::Card c) {
  return QStringLiteral("%1_%2").arg(QLatin1String(kRankIds[gin::rankOf(c)]),
                                     QLatin1String(kSuitIds[gin::suitOf(c)]));
}

QString CardRenderer::backId() const {
  return back_ == Back::Red ? QStringLiteral("back2") : QStringLiteral("back");
}

void CardRenderer::setFourColour(bool on) { fourColour_ = on; }

void CardRenderer::setBack(Back b) { back_ = b; }

CardRenderer::Back CardRenderer::backNamed(const QString& name) {
  return name == QLatin1String("red") ? Back::Red : Back::Blue;
}

QSvgRenderer* CardRenderer::renderer() const {
  auto& slot = fourColour_ ? fourColourRenderer_ : standard_;
  if (!slot) {
    const QString file = fourColour_ ? QStringLiteral(":/cards-4colour.svg") : QStringLiteral(":/cards.svg");
    slot = std::make_unique<QSvgRenderer>(file);
    if (!slot->isValid()) qWarning() << "CardRenderer: cannot load" << file;
  }
  return slot.get();
}

QPixmap CardRenderer::face(gin::Card c, QSize size, qreal dpr) { return element(elementId(c), size, dpr); }

QPixmap CardRenderer::backPixmap(QSize size, qreal dpr) { return element(backId(), size, dpr); }

QPixmap CardRenderer::element(const QString& id, QSize size, qreal dpr) {
  if (size.isEmpty() || dpr <= 0) return {};
  // The backs are the same in both files, but keying them by colour option too keeps this simple.
  const QString key = QStringLiteral("%1|%2|%3x%4|%5")
                          .arg(id)
                          .arg(fourColour_ ? 4 : 2)
                          .arg(size.width())
                          .arg(size.height())
                          .arg(dpr, 0, 'g', 6);
  if (const auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;

  QSvgRenderer* svg = renderer();
  const QSize pixels(qRound(size.width() * dpr), qRound(size.height() * dpr));
  QPixmap pixmap(pixels);
  pixmap.fill(Qt::transparent);
  if (svg->elementExists(id)) {
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    svg->render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixels)));
    ++renders_;
  } else {
    qWarning() << "CardRenderer: no element" << id;
  }
  pixmap.setDevicePixelRatio(dpr);

  const qint64 bytes = qint64(pixels.width()) * pixels.height() * 4;
  if (cacheBytes_ + bytes > kCacheBudgetBytes) clearCache();
  cache_.insert(key, pixmap);
  cacheBytes_ += bytes;
  return pixmap;
}

bool CardRenderer::elementExists(const QString& id) const { return renderer()->elementExists(id); }

QRectF CardRenderer::elementBounds(const QString& id) const { return renderer()->boundsOnElement(id); }

qreal CardRenderer::aspectRatio() const {
  const QRectF r = elementBounds(QStringLiteral("back"));
  return r.height() > 0 ? r.width() / r.height() : 5.0 / 7.0;
}

void CardRenderer::clearCache() {
  cache_.clear();
  cacheBytes_ = 0;
}
