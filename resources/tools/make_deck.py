#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draws the project's own card deck as SVG Tiny.

Writes resources/cards.svg (red and black suits) and resources/cards-4colour.svg (clubs green,
diamonds blue) from the same drawing code, so both decks stay consistent. Run it after changing
anything here:  python3 resources/tools/make_deck.py

Only constructs that Qt SVG 6.4 renders are used: g, path, rect, circle with inline attributes
(no symbol, use, clipPath, filter, CSS or text), so nothing depends on installed fonts.
Each card is a <g id="..."> whose bounding box is exactly the card rectangle.
"""

import os
import sys

W, H = 250, 350          # card size in SVG units (poker ratio 5:7)
RADIUS = 14              # corner radius
BORDER = 2               # the thin border: a grey card under a white card inset by this much
GAP = 20                 # space between cards in the sheet
RANK_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"]
SUIT_IDS = ["club", "diamond", "heart", "spade"]  # the engine's suit order c d h s

BLACK = "#1b1b1b"
RED = "#c8141e"
TWO_COLOUR = {"club": BLACK, "diamond": RED, "heart": RED, "spade": BLACK}
FOUR_COLOUR = {"club": "#0e7a2e", "diamond": "#1546c0", "heart": RED, "spade": BLACK}
GOLD = "#e8b923"
CREAM = "#fbf4df"
BORDER_GREY = "#6e6e6e"


def n(x):
    """A compact number: at most two decimals, no trailing zeros."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def pts(*xy):
    return " ".join(f"{n(x)},{n(y)}" for x, y in xy)


def ellipse_path(cx, cy, rx, ry):
    """A closed ellipse as four cubic Beziers (clockwise on screen, so unions fill solid)."""
    k = 0.5523
    return (f"M{pts((cx + rx, cy))}"
            f"C{pts((cx + rx, cy + k * ry), (cx + k * rx, cy + ry), (cx, cy + ry))}"
            f"C{pts((cx - k * rx, cy + ry), (cx - rx, cy + k * ry), (cx - rx, cy))}"
            f"C{pts((cx - rx, cy - k * ry), (cx - k * rx, cy - ry), (cx, cy - ry))}"
            f"C{pts((cx + k * rx, cy - ry), (cx + rx, cy - k * ry), (cx + rx, cy))}Z")


# --- Suit symbols, centred on the origin in a box about 1 x 1 (y grows downwards). -----------------

SUIT_PATHS = {
    "heart": "M0,0.46C-0.08,0.36 -0.5,0.1 -0.5,-0.17C-0.5,-0.37 -0.37,-0.48 -0.24,-0.48"
             "C-0.12,-0.48 -0.03,-0.41 0,-0.29C0.03,-0.41 0.12,-0.48 0.24,-0.48"
             "C0.37,-0.48 0.5,-0.37 0.5,-0.17C0.5,0.1 0.08,0.36 0,0.46Z",
    "diamond": "M0,-0.5C0.11,-0.32 0.24,-0.15 0.38,0C0.24,0.15 0.11,0.32 0,0.5"
               "C-0.11,0.32 -0.24,0.15 -0.38,0C-0.24,-0.15 -0.11,-0.32 0,-0.5Z",
    "spade": "M0,-0.5C-0.07,-0.36 -0.5,-0.13 -0.5,0.12C-0.5,0.3 -0.37,0.39 -0.24,0.39"
             "C-0.15,0.39 -0.07,0.35 -0.03,0.29C-0.04,0.38 -0.1,0.45 -0.21,0.5L0.21,0.5"
             "C0.1,0.45 0.04,0.38 0.03,0.29C0.07,0.35 0.15,0.39 0.24,0.39"
             "C0.37,0.39 0.5,0.3 0.5,0.12C0.5,-0.13 0.07,-0.36 0,-0.5Z",
    # Three leaves, a filler between them and a flared stem, all in one winding direction.
    "club": ellipse_path(0, -0.25, 0.23, 0.23) + ellipse_path(-0.25, 0.1, 0.23, 0.23)
            + ellipse_path(0.25, 0.1, 0.23, 0.23) + ellipse_path(0, 0.06, 0.12, 0.12)
            + "M0.04,0.1C0.04,0.3 0.1,0.44 0.21,0.5L-0.21,0.5C-0.1,0.44 -0.04,0.3 -0.04,0.1Z",
}


def suit(name, colour, x, y, size, flip=False):
    rot = " rotate(180)" if flip else ""
    return (f'<path transform="translate({n(x)},{n(y)}){rot} scale({n(size)})" '
            f'fill="{colour}" d="{SUIT_PATHS[name]}"/>')


# --- Rank glyphs: single strokes in a box of height 1, drawn with a thick round pen. --------------

def mirror(path_pts, width):
    return [(width - x, 1 - y) for x, y in path_pts]


SIX = [(0.54, 0.08), (0.47, 0.02), (0.4, 0), (0.33, 0), (0.13, 0), (0.03, 0.2), (0.03, 0.58),
       (0.03, 0.86), (0.14, 1), (0.32, 1), (0.49, 1), (0.6, 0.87), (0.6, 0.69), (0.6, 0.51),
       (0.49, 0.39), (0.32, 0.39), (0.18, 0.39), (0.07, 0.47), (0.04, 0.6)]


def bezier_chain(p):
    """M p0 C p1 p2 p3 C ... from a flat list of points."""
    return f"M{pts(p[0])}" + "".join(f"C{pts(*p[i:i + 3])}" for i in range(1, len(p) - 1, 3))


# name -> (width, path data); widths are used to centre an index.
GLYPHS = {
    "A": (0.66, "M0,1L0.33,0L0.66,1M0.12,0.67L0.54,0.67"),
    "2": (0.6, "M0.04,0.22C0.07,0.07 0.18,0 0.3,0C0.46,0 0.57,0.11 0.57,0.26"
               "C0.57,0.46 0.3,0.62 0.02,1L0.6,1"),
    "3": (0.6, "M0.04,0.13C0.1,0.04 0.2,0 0.3,0C0.46,0 0.56,0.1 0.56,0.24C0.56,0.38 0.45,0.46 0.26,0.46"
               "C0.48,0.46 0.6,0.56 0.6,0.72C0.6,0.89 0.47,1 0.3,1C0.17,1 0.07,0.95 0.01,0.86"),
    "4": (0.64, "M0.47,1L0.47,0L0,0.7L0.64,0.7"),
    "5": (0.6, "M0.55,0L0.1,0L0.06,0.45C0.14,0.39 0.22,0.37 0.3,0.37C0.48,0.37 0.6,0.5 0.6,0.68"
               "C0.6,0.87 0.47,1 0.29,1C0.17,1 0.07,0.95 0.01,0.86"),
    "6": (0.62, bezier_chain(SIX)),
    "7": (0.6, "M0,0L0.6,0L0.2,1"),
    "8": (0.6, ellipse_path(0.3, 0.24, 0.23, 0.24) + ellipse_path(0.3, 0.73, 0.29, 0.27)),
    "9": (0.62, bezier_chain(mirror(SIX, 0.63))),
    "10": (0.72, "M0,0.16L0.14,0L0.14,1" + ellipse_path(0.52, 0.5, 0.2, 0.5)),
    "J": (0.56, "M0.22,0L0.56,0M0.46,0L0.46,0.7C0.46,0.9 0.36,1 0.22,1C0.1,1 0.02,0.92 0,0.8"),
    "Q": (0.68, ellipse_path(0.34, 0.48, 0.32, 0.48) + "M0.4,0.72L0.68,1.02"),
    "K": (0.62, "M0.04,0L0.04,1M0.6,0L0.04,0.6M0.24,0.42L0.62,1"),
}
INDEX = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def glyph(name, colour, cx, top, height, stroke=0.17):
    """Rank glyph horizontally centred on cx with its top at `top`."""
    width, d = GLYPHS[name]
    x = cx - width * height / 2
    return (f'<path transform="translate({n(x)},{n(top)}) scale({n(height)})" fill="none" '
            f'stroke="{colour}" stroke-width="{n(stroke)}" stroke-linecap="round" '
            f'stroke-linejoin="round" d="{d}"/>')


# --- Card faces ----------------------------------------------------------------------------------

INDEX_CX = 32      # centre of the corner index: it must sit inside the strip a fanned hand shows
INDEX_TOP = 14
INDEX_H = 58
INDEX_SUIT = 36


def corner_index(rank, suit_name, colour):
    """Rank over suit at the top left and, turned around, at the bottom right."""
    one = [glyph(INDEX[rank], colour, INDEX_CX, INDEX_TOP, INDEX_H),
           suit(suit_name, colour, INDEX_CX, INDEX_TOP + INDEX_H + 8 + INDEX_SUIT / 2, INDEX_SUIT)]
    return "".join(one) + f'<g transform="rotate(180 {n(W / 2)} {n(H / 2)})">' + "".join(one) + "</g>"


# Pip centres as (column, row fraction); columns -1 left, 0 middle, 1 right; rows 0 top .. 1 bottom.
PIPS = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)],
    10: [(-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6),
         (-1, 1), (1, 1)],
}
PIP_DX = 41        # column offset from the centre line
PIP_TOP, PIP_BOTTOM = 80, 270
PIP_SIZE = 38


def pips(count, suit_name, colour):
    out = []
    for col, f in PIPS[count]:
        y = PIP_TOP + f * (PIP_BOTTOM - PIP_TOP)
        # Pips below the middle are turned around, as on printed cards.
        out.append(suit(suit_name, colour, W / 2 + col * PIP_DX, y, PIP_SIZE, flip=f > 0.5))
    return "".join(out)


def ace(suit_name, colour):
    if suit_name == "spade":
        # The traditional showpiece: a large spade with an outline ring around it.
        return (suit(suit_name, colour, W / 2, H / 2, 120)
                + f'<path fill="none" stroke="{colour}" stroke-width="2" d="{ellipse_path(W / 2, H / 2, 78, 88)}"/>'
                + f'<path fill="none" stroke="{GOLD}" stroke-width="3" d="{ellipse_path(W / 2, H / 2, 72, 82)}"/>')
    return suit(suit_name, colour, W / 2, H / 2, 96)


# Court frame and headgear, all our own simple design.
FX0, FY0, FX1, FY1 = 62, 50, W - 62, H - 50


def crown(kind, colour, cx, base):
    """Headgear above the court letter; `base` is its bottom line."""
    s = f'stroke="{colour}" stroke-width="2.5" stroke-linejoin="round"'
    if kind == "king":
        # Five-pointed crown with pearls on the points and a jewelled band.
        w, h = 66, 44
        x0, x1 = cx - w / 2, cx + w / 2
        top = base - h
        outline = ((x0 - 4, top + 6), (x0 + w * 0.22, top + 24), (cx - 12, top), (cx, top + 20),
                   (cx + 12, top), (x1 - w * 0.22, top + 24), (x1 + 4, top + 6), (x1, base))
        d = f"M{pts((x0, base))}L{pts(*outline)}Z"
        pearls = "".join(f'<circle cx="{n(px)}" cy="{n(py)}" r="4.5" fill="{CREAM}" {s}/>'
                         for px, py in ((x0 - 4, top + 4), (cx - 12, top - 2), (cx + 12, top - 2), (x1 + 4, top + 4)))
        band = f'<rect x="{n(x0 - 2)}" y="{n(base - 12)}" width="{n(w + 4)}" height="12" rx="3" fill="{colour}"/>'
        jewels = "".join(f'<circle cx="{n(cx + dx)}" cy="{n(base - 6)}" r="3" fill="{GOLD}"/>' for dx in (-20, 0, 20))
        return f'<path fill="{GOLD}" {s} d="{d}"/>' + pearls + band + jewels
    if kind == "queen":
        # A rounded coronet: arched bumps on a band, with a jewel in the middle.
        w = 64
        x0 = cx - w / 2
        bumps = 4
        step = w / bumps
        d = f"M{pts((x0, base))}L{pts((x0, base - 24))}"
        for i in range(bumps):
            a = x0 + i * step
            d += f"C{pts((a, base - 46), (a + step, base - 46), (a + step, base - 24))}"
        d += f"L{pts((x0 + w, base))}Z"
        band = f'<rect x="{n(x0 - 2)}" y="{n(base - 10)}" width="{n(w + 4)}" height="10" rx="3" fill="{colour}"/>'
        jewel = f'<path fill="{colour}" d="M{pts((cx, base - 40), (cx + 8, base - 28), (cx, base - 16), (cx - 8, base - 28))}Z"/>'
        dots = "".join(f'<circle cx="{n(x0 + i * step)}" cy="{n(base - 26)}" r="4" fill="{CREAM}" {s}/>'
                       for i in range(bumps + 1))
        return f'<path fill="{GOLD}" {s} d="{d}"/>' + band + jewel + dots
    # Jack: a flat beret worn at a slant, with a long plume sweeping back.
    w = 70
    x0 = cx - w / 2
    cap = (f"M{pts((x0, base - 6))}C{pts((x0 + 4, base - 26), (cx + 6, base - 34), (x0 + w, base - 14))}"
           f"C{pts((x0 + w + 4, base - 8), (x0 + w, base - 2), (x0 + w - 8, base))}L{pts((x0 + 6, base))}Z")
    plume = (f"M{pts((cx - 6, base - 24))}C{pts((cx - 2, base - 52), (cx + 30, base - 62), (cx + 50, base - 48))}"
             f"C{pts((cx + 30, base - 50), (cx + 8, base - 44), (cx - 6, base - 24))}Z")
    quill = f"M{pts((cx - 6, base - 24))}C{pts((cx + 2, base - 44), (cx + 24, base - 54), (cx + 46, base - 49))}"
    band = f'<rect x="{n(x0 + 4)}" y="{n(base - 9)}" width="{n(w - 10)}" height="9" rx="4" fill="{colour}"/>'
    return (f'<path fill="{colour}" {s} d="{plume}"/>'
            f'<path fill="none" stroke="{CREAM}" stroke-width="1.5" d="{quill}"/>'
            f'<path fill="{GOLD}" {s} d="{cap}"/>' + band
            + f'<circle cx="{n(cx - 6)}" cy="{n(base - 22)}" r="4.5" fill="{CREAM}" {s}/>')


def scrolls(cx, y, colour):
    """A pair of mirrored gold scrolls under the court letter."""
    out = []
    for sign in (-1, 1):
        def p(dx, dy):
            return (cx + sign * dx, y + dy)
        d = f"M{pts(p(4, 0))}C{pts(p(16, -9), p(28, 9), p(42, 0))}C{pts(p(50, -6), p(48, -14), p(41, -13))}"
        out.append(f'<path fill="none" stroke="{GOLD}" stroke-width="3.5" stroke-linecap="round" d="{d}"/>')
        out.append(f'<circle cx="{n(cx + sign * 41)}" cy="{n(y - 9)}" r="2.5" fill="{colour}"/>')
    out.append(f'<circle cx="{n(cx)}" cy="{n(y)}" r="3.5" fill="{colour}"/>')
    return "".join(out)


def court(rank_id, suit_name, colour):
    cx = W / 2
    frame = (f'<rect x="{FX0}" y="{FY0}" width="{FX1 - FX0}" height="{FY1 - FY0}" rx="8" fill="{CREAM}" '
             f'stroke="{colour}" stroke-width="2.5"/>'
             f'<rect x="{FX0 + 6}" y="{FY0 + 6}" width="{FX1 - FX0 - 12}" height="{FY1 - FY0 - 12}" rx="5" '
             f'fill="none" stroke="{GOLD}" stroke-width="1.5"/>')
    letter = {"jack": "J", "queen": "Q", "king": "K"}[rank_id]
    body = crown(rank_id, colour, cx, 122) + glyph(letter, colour, cx, 134, 92, stroke=0.13)
    # Scrolls and the suit under the letter, small suits in the frame corners.
    body += scrolls(cx, 244, colour) + suit(suit_name, colour, cx, 268, 30)
    corners = "".join(suit(suit_name, colour, x, y, 16, flip=y > H / 2)
                      for x, y in ((FX0 + 17, FY0 + 19), (FX1 - 17, FY0 + 19), (FX0 + 17, FY1 - 19), (FX1 - 17, FY1 - 19)))
    return frame + body + corners


def blank_card():
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{BORDER_GREY}"/>'
            f'<rect x="{BORDER}" y="{BORDER}" width="{W - 2 * BORDER}" height="{H - 2 * BORDER}" '
            f'rx="{RADIUS - BORDER}" fill="#ffffff"/>')


def face(rank, suit_name, colour):
    rank_id = RANK_IDS[rank]
    if rank == 0:
        middle = ace(suit_name, colour)
    elif rank >= 10:
        middle = court(rank_id, suit_name, colour)
    else:
        middle = pips(rank + 1, suit_name, colour)
    return blank_card() + middle + corner_index(rank, suit_name, colour)


# --- Backs ---------------------------------------------------------------------------------------

def back(main, light, dark):
    """A lattice of small diamonds in a framed panel, with a medallion of the four suits."""
    inset = 12
    px0, py0, px1, py1 = inset, inset, W - inset, H - inset
    cx, cy = W / 2, H / 2
    mrx, mry = 52, 62
    out = [blank_card(),
           f'<rect x="{px0}" y="{py0}" width="{px1 - px0}" height="{py1 - py0}" rx="8" fill="{main}"/>']
    step, r = 14, 5
    lattice = []
    y = py0 + 12
    row = 0
    while y <= py1 - 12:
        x = px0 + 12 + (step / 2 if row % 2 else 0)
        while x <= px1 - 12:
            # Leave the medallion clear.
            if ((x - cx) / (mrx + 8)) ** 2 + ((y - cy) / (mry + 8)) ** 2 > 1:
                lattice.append(f"M{n(x)},{n(y - r)}l{r},{r} -{r},{r} -{r},-{r}z")
            x += step
        y += step / 2
        row += 1
    out.append(f'<path fill="{light}" d="{"".join(lattice)}"/>')
    out.append(f'<rect x="{px0 + 5}" y="{py0 + 5}" width="{px1 - px0 - 10}" height="{py1 - py0 - 10}" rx="5" '
               f'fill="none" stroke="#ffffff" stroke-width="2"/>')
    out.append(f'<path fill="{dark}" stroke="#ffffff" stroke-width="3" d="{ellipse_path(cx, cy, mrx, mry)}"/>')
    out.append(f'<path fill="none" stroke="{light}" stroke-width="1.5" d="{ellipse_path(cx, cy, mrx - 7, mry - 7)}"/>')
    for name, (dx, dy) in zip(SUIT_IDS, ((-20, 0), (0, -24), (20, 0), (0, 24))):
        out.append(suit(name, "#ffffff", cx + dx, cy + dy, 24))
    return "".join(out)


BACKS = {
    "back": ("#1f4f96", "#3f74c2", "#143867"),   # blue
    "back2": ("#9c1f2a", "#c34450", "#6e1219"),  # red
}


# --- The sheet -----------------------------------------------------------------------------------

def card_group(element_id, col, row, content):
    x, y = GAP + col * (W + GAP), GAP + row * (H + GAP)
    return f'<g id="{element_id}" transform="translate({x},{y})">{content}</g>\n'


def build(colours, title):
    cols, rows = 13, 5
    sheet_w, sheet_h = GAP + cols * (W + GAP), GAP + rows * (H + GAP)
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n',
             "<!-- Generated by resources/tools/make_deck.py: edit that script, not this file. -->\n",
             f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
             f'width="{sheet_w}" height="{sheet_h}" viewBox="0 0 {sheet_w} {sheet_h}">\n',
             f"<title>{title}</title>\n"]
    for row, suit_name in enumerate(SUIT_IDS):
        for rank in range(13):
            parts.append(card_group(f"{RANK_IDS[rank]}_{suit_name}", rank, row,
                                    face(rank, suit_name, colours[suit_name])))
    for col, (element_id, tones) in enumerate(BACKS.items()):
        parts.append(card_group(element_id, col, 4, back(*tones)))
    parts.append("</svg>\n")
    return "".join(parts)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    for name, colours, title in (("cards.svg", TWO_COLOUR, "Gin rummy deck"),
                                 ("cards-4colour.svg", FOUR_COLOUR, "Gin rummy deck, four colours")):
        with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(build(colours, title))


if __name__ == "__main__":
    main()
