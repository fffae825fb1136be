#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turns an `arena --record` file into bot requests: every decision of every seat in every hand, as
`ginrummy-cli bot` would be asked it by a referee (the first_upcard, draw, discard and layoff
decisions, with the public history; a seat's own stock draws carry their card). Discard requests
alternate between listing the current draw in the history and leaving it to `drawn`/`from`.

    ginrummy-cli arena --a casual --b simple --games 3 --seed 5 --rules eaai --record hands.jsonl
    python3 make_requests.py hands.jsonl > requests.jsonl
"""
import json
import sys

CARDS_PER_PLAYER = 10


def main(path):
    out = []
    for line in open(path):
        rec = json.loads(line)
        hands = [list(h) for h in rec["deal"]["hands"]]
        pile = [rec["deal"]["upcard"]]
        stock = len(rec["deal"]["stock"])
        dealer = rec["dealer"]
        history = []  # (seat, event) with the card of stock draws kept for its owner only
        last_draw = {}
        knock = None

        def public(seat):
            evs = []
            for s, ev in history:
                e = dict(ev)
                if e["action"] == "draw_stock" and s != seat:
                    e.pop("card", None)
                evs.append(e)
            return evs

        def base(decision, seat):
            return {"decision": decision, "rules": "eaai", "seat": seat, "dealer": dealer, "scores": [0, 0],
                    "hand": list(hands[seat]), "discard_pile": list(pile), "stock_count": stock}

        for a in rec["actions"]:
            seat, act, card = a["seat"], a["action"], a.get("card")
            if act in ("take_upcard", "pass"):
                r = base("first_upcard", seat)
                r["history"] = public(seat)
                out.append(r)
            elif act in ("draw_stock", "draw_discard"):
                r = base("draw", seat)
                r["history"] = public(seat)
                out.append(r)
            elif act in ("discard", "knock", "big_gin"):
                drawn, source, listed = last_draw[seat]
                r = base("discard", seat)
                h = public(seat)
                if len(out) % 2 == 0 and h and h[-1].get("seat") == seat and h[-1]["action"] != "discard" and listed:
                    h = h[:-1]
                r["history"] = h
                r["drawn"] = drawn
                r["from"] = source
                out.append(r)
            elif act == "layoff":
                r = base("layoff", seat)
                del r["stock_count"]
                if knock.get("face_down"):
                    r["discard_pile"] = r["discard_pile"][:-1]  # the knock discard is face down: in no field
                melds = knock["melds"]
                in_melds = {c for m in melds for c in m}
                r["melds"] = melds
                r["deadwood_cards"] = [c for c in hands[knock["seat"]] if c not in in_melds]
                r["gin"] = len(in_melds) >= CARDS_PER_PLAYER
                r["knocker"] = knock["seat"]
                out.append(r)

            # Apply the action.
            if act == "take_upcard":
                c = pile.pop()
                hands[seat].append(c)
                history.append((seat, {"seat": seat, "action": "take_upcard", "card": c}))
                last_draw[seat] = (c, "discard", True)
            elif act == "pass":
                history.append((seat, {"seat": seat, "action": "pass"}))
            elif act == "draw_stock":
                stock -= 1
                hands[seat].append(card)
                history.append((seat, {"seat": seat, "action": "draw_stock", "card": card}))
                last_draw[seat] = (card, "stock", True)
            elif act == "draw_discard":
                c = pile.pop()
                hands[seat].append(c)
                history.append((seat, {"seat": seat, "action": "draw_discard", "card": c}))
                last_draw[seat] = (c, "discard", True)
            elif act == "discard":
                hands[seat].remove(card)
                pile.append(card)
                history.append((seat, {"seat": seat, "action": "discard", "card": card}))
            elif act == "knock":
                hands[seat].remove(card)
                pile.append(card)
                knock = {"seat": seat, "melds": a["melds"], "face_down": True}
            elif act == "big_gin":
                knock = {"seat": seat, "melds": a["melds"]}
    for r in out:
        print(json.dumps(r, separators=(",", ":")))


if __name__ == "__main__":
    main(sys.argv[1])
