// SPDX-FileCopyrightText: 2026 The Gin Rummy developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tableitems.h"

#include <QFontMetricsF>
#include <QPainter>

void SpotItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing);
  const qreal rad = rect_.width() * 0.07;
  QColor line(255, 255, 255, 90);
  QColor fill(0, 0, 0, filled_ ? 40 : 0);
  if (state_ == State::Legal) line = QColor(0x9c, 0xff, 0x7a);
  if (state_ == State::Illegal) line = QColor(0xff, 0x6b, 0x5b);
  if (focus_) line = Qt::white;  // the keyboard focus, as on the cards: never the hint's green
  if (focus_) {
    // The focus as on the cards: white on a dark halo, visible on the felt and over white card faces.
    p->setPen(QPen(QColor(0x10, 0x20, 0x30, 210), 9));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(rect_, rad, rad);
  } else if (state_ != State::Normal) {
    // A soft glow under the line: visible over the cards of a pile or meld.
    QColor glow = line;
    glow.setAlpha(90);
    p->setPen(QPen(glow, 10));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(rect_, rad, rad);
  }
  QPen pen(line, state_ == State::Normal && !focus_ ? 2 : 4);
  if (state_ == State::Normal && !focus_) pen.setStyle(Qt::DashLine);
  p->setPen(pen);
  p->setBrush(fill);
  p->drawRoundedRect(rect_, rad, rad);
  if (!label_.isEmpty()) {
    QFont f = p->font();
    f.setBold(true);
    // As large as a sixth of the card, smaller where the word is long ("Poistopakka"), never cut off.
    const QRectF room = rect_.adjusted(4, 4, -4, -4);
    int px = qMax(9, int(rect_.width() * 0.16));
    for (f.setPixelSize(px); px > 9 && QFontMetricsF(f).horizontalAdvance(label_) > room.width(); f.setPixelSize(--px)) {
    }
    p->setFont(f);
    p->setPen(QColor(255, 255, 255, 150));
    p->drawText(rect_.adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, label_);
  }
}

QSizeF LabelItem::size() const {
  QFontMetricsF fm(font_);
  return {fm.horizontalAdvance(text_) + fm.height() * 1.1, fm.height() * 1.45};
}

void LabelItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  if (text_.isEmpty()) return;
  p->setRenderHint(QPainter::Antialiasing);
  const QRectF r = boundingRect();
  const QColor gold(0xf2, 0xc9, 0x4c);
  QColor fill(0, 0, 0, 105), ink(0xf4, 0xf4, 0xea);
  QPen edge(Qt::NoPen);
  switch (tone_) {
    case Tone::Plain: break;
    case Tone::Active: fill = QColor(0xf2, 0xc9, 0x4c, 235), ink = QColor(0x20, 0x20, 0x20); break;
    case Tone::Fresh: fill = QColor(0xf4, 0xf4, 0xea, 235), ink = QColor(0x14, 0x2a, 0x1c); break;
    case Tone::Badge: fill = QColor(0x0c, 0x1e, 0x14, 225), ink = gold, edge = QPen(gold, 2); break;
    case Tone::Quiet: fill = QColor(0x0c, 0x1e, 0x14, 220); break;
  }
  p->setPen(edge);
  p->setBrush(fill);
  const qreal inset = tone_ == Tone::Badge ? 1 : 0;
  const QRectF pill = r.adjusted(inset, inset, -inset, -inset);
  p->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
  p->setFont(font_);
  p->setPen(ink);
  p->drawText(r, Qt::AlignCenter, text_);
}
