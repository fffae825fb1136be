# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A blind player's whole hand: the test plays by real key presses using only what it reads over the
AT-SPI bus and what Orca speaks (its debug file): its cards and their part in the hand, the pile, its
deadwood, every move of the computer; it never knocks, so the computer does, and then it lays off onto
the knocker's melds (focusable in the pile row) and reads the result and the score, spoken and in the
tree. Hands are dealt on until one ends with a lay-off of ours. Run by CTest (tests/a11y/CMakeLists.txt):
  /usr/bin/python3 test_hand.py GINRUMMY_EXECUTABLE en|fi
What the player hears is written below from the program's texts as a user reads them (both languages).
"""

import os
import re
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import session as S  # noqa: E402

GAME = None
LANG = "en"

# What a player hears, by language. Cards: "7 of hearts", "queen of spades" / "hertta 7", "patakuningatar".
WORDS = {
    "en": {
        "table": "Card table",
        "card": r"(?:(?P<rank>ace|king|queen|jack|\d+) of (?P<suit>clubs|diamonds|hearts|spades))",
        "ranks": {"ace": 1, "jack": 11, "queen": 12, "king": 13},
        "suits": ["clubs", "diamonds", "hearts", "spades"],
        "and": " and ",
        "unmatched": "in your hand, unmatched",
        "upcard": "Take the upcard",
        # The second after everybody passed the upcard: only the stock then.
        "draw": ("Draw from the stock or take the top card of the discard pile.", "Draw from the stock."),
        # Played by keys, the prompt names them (the mouse's words speak of dragging).
        "discard": "Pick up a card with Space. Discard: Up and Space",
        "layoff": "Lay off your cards on the knocker's melds, then confirm.",
        "passed": r"You passed the upcard\.",
        "drew": r"You drew the {card} from the stock\.",
        "hint": "notification Hint: ",
        "discarded": r"You discarded the {card}\.",
        "they_discarded": r"{who} discarded the {card}\.",
        # Since 2026-12-06 with the draw that began the knocker's turn: "Otto drew from the stock and knocked with 5 ...".
        "they_knocked": r"{who} (?:[^.!]*? and )?knocked with (\d+) deadwood points?\.",
        "pile": r"discard pile, top card {card}",
        "laid_off": r"You laid out your melds(?: and laid off (\d+) cards?)?\.",
        "result": r"({who} knocked and wins \d+ points?\.|You undercut {who} and win \d+ points?\.) Score: ([^.]*)\.",
        "details": r"Deadwood after lay-offs: [^,]+ (\d+), {who} (\d+)\.(?: Laid off: .*\.)?$",
        "laid_by": "Laid off: You {n} card",
        "laid_out": r" {who}: melds [^;]+; deadwood [^.]+\.",
        "deal": r"^notification Hand {n}\. Dealer: [^.]+\. Upcard: [^.]+\. ",
        "next": "Next hand",
        "your_hand": "your hand: ",
        "meld_of": "meld of {who}: ",
        "by_you": ". Laid off by you: ",
        "onto": r"The {card} goes onto the meld of {who}\.",
        "back": r"The {card} is back in your hand, picked up",
        # Spoken alone after the draw said a moment before (it was said twice, as if two draws).
        "knock_said": r"^notification {who} knocked with \d+ deadwood points?\.",
        "review": "Review",
        "sheet_row": (r"Hand {n}\.", r"Dealer [^.]+\.", r"Deadwood, {who} \d+\.", r"Running total, {who} \d+\."),
        "step": r"^notification Action {n} of \d+\. [^:]+: .+\. ",
    },
    "fi": {
        "table": "Korttipöytä",
        "card": r"(?:(?P<suit>risti|ruutu|hertta|pata) ?(?P<rank>ässä|sotamies|kuningatar|kuningas|\d+))",
        "ranks": {"ässä": 1, "sotamies": 11, "kuningatar": 12, "kuningas": 13},
        "suits": ["risti", "ruutu", "hertta", "pata"],
        "and": " ja ",
        "unmatched": "kädessäsi, ei yhdistelmässä",
        "upcard": "Ota avokortti",
        "draw": ("Nosta nostopakasta tai poistopakasta.", "Nosta nostopakasta."),
        "discard": "Valitse kortti välilyönnillä. Poisto: ylänuoli ja välilyönti",
        "layoff": "Liitä korttisi koputtajan yhdistelmiin ja vahvista sitten.",
        "passed": r"Passasit avokortin\.",
        "drew": r"Nostit nostopakasta kortin {card}\.",
        "hint": "notification Vihje: ",
        "discarded": r"Heitit pois kortin {card}\.",
        "they_discarded": r"{who} heitti pois kortin {card}\.",
        "they_knocked": r"{who} (?:[^.!]*? ja )?koputti (\d+) hukkapisteellä\.",
        "pile": r"poistopakka, päällimmäisenä {card}",
        "laid_off": r"Levitit yhdistelmäsi(?: ja liitit (\d+) korttia?)?\.",
        "result": r"({who} koputti ja voittaa \d+ pistettä?\.|Alitit koputtajan \({who}\) ja voitat \d+ pistettä?\.) "
                  r"(?:Tilanne|Pisteet): ([^.]*)\.",
        "details": r"Hukkapisteet liittämisen jälkeen: [^,]+ (\d+), {who} (\d+)\.(?: Liitetty: .*\.)?$",
        "laid_by": "Liitetty: Sinä {n} kort",
        "laid_out": r" {who}: yhdistelmät [^;]+; hukkakortit [^.]+\.",
        "deal": r"^notification Jako {n}\. Jakaja: [^.]+\. Avokortti: [^.]+\. ",
        "next": "Seuraava jako",
        "your_hand": "kätesi: ",
        "meld_of": "pelaajan {who} yhdistelmä: ",
        "by_you": ". Liität siihen: ",
        "onto": r"Kortti {card} liitetään pelaajan {who} yhdistelmään\.",
        "back": r"Kortti {card} on taas kädessäsi, nostettuna",
        "knock_said": r"^notification {who} koputti \d+ hukkapisteellä\.",
        "review": "Analyysi",
        "sheet_row": (r"Jako {n}\.", r"Jakaja [^.]+\.", r"Hukkapisteet, {who} \d+\.", r"Kertymä, {who} \d+\."),
        "step": r"^notification Siirto {n}/\d+\. [^:]+: .+\. ",
    },
}


def card_of(text, w):
    """(rank 1..13, suit 0..3) of the first card named in text."""
    m = re.search(w["card"], text)
    if not m:
        return None
    r = m.group("rank")
    rank = int(r) if r.isdigit() else w["ranks"][r]
    return rank, w["suits"].index(m.group("suit"))


def cards_of_list(text, w):
    """The cards of a list as the game says it (CardText::spokenList): "3 of clubs, 3 of diamonds and 3 of
    hearts", or a run by its ranks and its suit once: "7, 8 and 9 of spades" / "pata 7, 8 ja 9"."""
    pieces = [p.strip() for part in text.split(", ") for p in part.split(w["and"])]
    cards = [card_of(p, w) for p in pieces]
    if all(cards):
        return cards
    suits = {c[1] for c in cards if c}
    assert len(suits) == 1, f"a run names its suit once: {text!r}"
    suit = suits.pop()
    return [c or (int(p) if p.isdigit() else w["ranks"][p], suit) for p, c in zip(pieces, cards)]


def card_re(w):
    """The card pattern without its named groups (to be used more than once in a pattern)."""
    return w["card"].replace("(?P<rank>", "(?:").replace("(?P<suit>", "(?:")


def value(card):
    return min(card[0], 10)


def fits(card, meld):
    """Whether a card extends a meld (a set of one rank, or a run of one suit), as RULES.md says."""
    ranks = {c[0] for c in meld}
    suits = {c[1] for c in meld}
    if len(ranks) == 1:
        return card[0] in ranks and card not in meld
    if len(suits) == 1 and card[1] in suits:
        lo, hi = min(ranks), max(ranks)
        return card[0] in (lo - 1, hi + 1) and 1 <= card[0] <= 13
    return False


class WholeHand(S.GameCase):
    @classmethod
    def setUpClass(cls):
        cls.w = WORDS[LANG]

        def quick(session):
            # The player's settings: quick animations (the computer's moves come one by one all the same).
            conf = os.path.join(session.env["XDG_CONFIG_HOME"], "ginrummy")
            os.makedirs(conf, exist_ok=True)
            with open(os.path.join(conf, "ginrummy.conf"), "w") as f:
                f.write("[display]\nanimationSpeed=fast\n")
        cls.start([GAME, "--lang", LANG, "--seed", os.environ.get("GIN_A11Y_SEED", "2")], before=quick,
                  table=cls.w["table"], focused=True)

    # ---- what the tree says

    def kids(self):
        return S.children(self.table)

    def cards(self):
        """The cards of the hand: the children of the list among the table's children."""
        hand = next((c for c in self.kids() if c.get_role_name() == "list"), None)
        return S.children(hand) if hand is not None else []

    def focused(self):
        return next((c for c in self.kids() + self.cards() if "focused" in S.states(c)), None)

    def seats(self):
        return [c for c in self.kids() if c.get_role_name() == "panel"]

    def melds(self):
        prefix = self.w["meld_of"].split("{who}")[0]
        return [c for c in self.kids() if c.get_role_name() == "push button" and c.get_name().startswith(prefix)]

    def status(self):
        label = S.find(self.app, role="label", pred=lambda o: o.get_description() in ("Status", "Tila"))
        return label.get_name() if label else ""

    # ---- what Orca says

    def next_utterance(self, since, pred, timeout=30, what="Orca to speak"):
        """(index after it, utterance) of the first utterance from `since` on that satisfies pred."""
        def found():
            said = self.s.spoken()
            for i in range(since, len(said)):
                if pred(said[i]):
                    return i + 1, said[i]
            return None
        try:
            return S.wait_for(what, found, timeout=timeout)
        except S.SetupError as e:
            raise AssertionError(f"{e}; Orca spoke: {self.s.spoken_since(since)[-12:]!r}") from None

    # ---- moves by keys

    def press_and_hear(self, key, settled, what):
        """Presses `key`, waits for its effect in the tree (settled() returns the focused element), then for
        Orca to speak that element, as a player listens before the next key. Without the wait the keys
        run ahead of Orca: on a slow machine its queue grows past what it keeps in a flood (Orca 43
        prunes notifications then), and the moves would go unspoken."""
        since = self.s.mark()
        self.s.key(key)
        f = S.wait_for(what, settled, timeout=15)
        name = f.get_name()
        self.next_utterance(since, lambda u: name in u, timeout=30, what=f"Orca to speak {name!r}")
        return f

    def focus_card(self, name):
        """Down to the hand, Home, then Right card by card until `name` has the focus."""
        def focused_card():
            f = self.focused()
            return f if f is not None and f.get_role_name() == "list item" else None
        # After a draw the focus is on the drawn card already (it follows the card into the hand).
        f = focused_card() or self.press_and_hear("Down", focused_card, "the focus in the hand")
        first = self.card_name(self.cards()[0])
        if self.card_name(f) != first:
            f = self.press_and_hear("Home", lambda: focused_card() if focused_card() is not None
                                    and self.card_name(focused_card()) == first else None,
                                    "the focus on the first card")
        for _ in range(14):
            if self.card_name(f) == name:
                return f
            was = self.card_name(f)
            f = self.press_and_hear("Right", lambda: focused_card() if focused_card() is not None
                                    and self.card_name(focused_card()) != was else None,
                                    "the focus on the next card")
        self.fail(f"no card named {name!r} took the focus")

    def focus_pile_row(self, pred, what):
        """Up to the pile row (the discard pile), then Right until pred(focused element)."""
        in_row = lambda: self.focused() if self.focused() is not None and self.focused().get_role_name() == "push button" else None
        # After a lay-off the focus is on the meld already (in the pile row).
        f = in_row() or self.press_and_hear("Up", in_row, "the focus in the pile row")
        for _ in range(8):
            if pred(f):
                return f
            was = f.get_name()
            f = self.press_and_hear("Right", lambda: in_row() if in_row() is not None
                                    and in_row().get_name() != was else None, "the focus on the next place")
        self.fail(f"the focus never reached {what}")

    def card_name(self, item):
        return item.get_name().split(",")[0]

    def test_whole_hand(self):
        w = self.s, self.w
        s, w = w
        who = re.split(r"[,:]", next(x for x in self.seats() if not x.get_name().startswith(w["your_hand"])).get_name())[0]
        card = card_re(w)
        mark = 0
        heard_moves = 0
        hints = []
        for deal in range(6):
            laid_off = None
            for turn in range(60):
                # Whose turn and what to do: the status line (its accessible name), or the result panel.
                def ready():
                    if self.result_panel_showing():
                        return "over"
                    text = self.status()
                    return text if self.phase(text) or w["upcard"] in text else None
                prompt = S.wait_for("a prompt for us or the hand's end", ready, timeout=40)
                if prompt == "over":
                    break
                if w["upcard"] in prompt:
                    s.key("p")
                    mark, _ = self.next_utterance(mark, lambda u: re.search(w["passed"], u), what="our pass spoken")
                    continue
                if self.phase(prompt) == "draw":
                    # The hint first (H): it names cards, by name, never by symbol.
                    s.key("h")
                    mark, u = self.next_utterance(mark, lambda u: u.startswith(w["hint"]), what="the hint spoken")
                    hints.append(u)
                    s.key("s")
                    mark, u = self.next_utterance(mark, lambda u: re.search(w["drew"].format(card=card), u),
                                                  what="our draw spoken")
                    continue
                if self.phase(prompt) == "discard":
                    self.check_deadwood()
                    held = self.cards()
                    loose = [c for c in held if w["unmatched"] in c.get_name()] or held
                    pick = max(loose, key=lambda c: (value(card_of(c.get_name(), w)), card_of(c.get_name(), w)))
                    name = self.card_name(pick)
                    item = self.focus_card(name)
                    s.key("space")
                    S.wait_for(f"{name} picked up", lambda: self.card_named(name) is not None
                               and "selected" in S.states(self.card_named(name)))
                    self.focus_pile_row(lambda f: f.get_index_in_parent() == 1, "the discard pile")
                    s.key("space")
                    mark, u = self.next_utterance(mark, lambda u: re.search(w["discarded"].format(card=re.escape(name)), u),
                                                  what=f"our discard of {name} spoken")
                    # The computer's answer, as Orca speaks it: a discard names its card, and the pile says the same.
                    _, u = self.next_utterance(mark, lambda u: re.search(w["they_discarded"].format(who=who, card=card), u)
                                                   or re.search(w["they_knocked"].format(who=who), u)
                                                   or re.search(r"koputti ginillä|knocked with gin", u), timeout=40,
                                                   what=f"{who}'s move spoken")
                    heard_moves += 1
                    m = re.search(w["they_discarded"].format(who=who, card=f"({card})"), u)
                    if m:
                        top = m.group(1)
                        S.wait_for(f"the pile named by {top}",
                                   lambda: re.fullmatch(w["pile"].format(card=re.escape(top)), self.kids()[1].get_name()))
                    continue
                if self.phase(prompt) == "layoff":
                    # The knock was heard with the knocker's deadwood, and the knocker's melds add up to
                    # the cards it laid out: its seat shows them face up.
                    _, knock = self.next_utterance(0, lambda u: re.search(w["they_knocked"].format(who=who), u),
                                                   what=f"{who}'s knock spoken")
                    self.assertRegex(knock, w["knock_said"].format(who=re.escape(who)))
                    seat = next(x for x in self.seats() if x.get_name().startswith(who + ":"))
                    # The cards, then the score and the dealer (after commas: "·" is named aloud by Orca).
                    shown = [c for c in (card_of(x, w) for x in seat.get_name().split(": ", 1)[1].split(", ")) if c]
                    for m in self.melds():
                        for c in self.meld_cards(m)[0]:
                            self.assertIn(c, shown, f"{m.get_name()} / {seat.get_name()}")
                    laid_off = self.lay_off(who, mark)
                    s.key("c")
                    mark, u = self.next_utterance(mark, lambda u: re.search(w["laid_off"], u), what="our lay-offs spoken")
                    # With nothing laid off the sentence has no count ("You laid out your melds.").
                    self.assertEqual(int(re.search(w["laid_off"], u).group(1) or 0), laid_off, u)
                    continue
                self.fail(f"a prompt the test does not know: {prompt!r}")
            # The hand is over: the result and the score, spoken and in the tree.
            mark, said = self.next_utterance(mark, lambda u: re.search(r"Score: |Tilanne: |Pisteet: ", u),
                                             timeout=40, what="the result spoken")
            panel = self.result_panel()
            text = " ".join(x.get_name() for x in S.descendants(panel) if x.get_role_name() == "label")
            first = said.removeprefix("notification ").split(". ")[0]
            self.assertIn(first, text, "the spoken result is the panel's title")
            print(f"hand {deal + 1}: {turn} turns, {laid_off} laid off", file=sys.stderr)
            if laid_off:
                self.assertRegex(said, w["result"].format(who=who))
                # The score names both players with their totals.
                score = re.search(w["result"].format(who=who), said).group(2)
                self.assertRegex(score, rf"^[^,]+ \d+, [^,]+ \d+$")
                # Then what the panel's table says: each player's deadwood after the lay-offs and who laid
                # off how many (only the title and the score were spoken: a blind player's play-test).
                details = re.search(w["details"].format(who=re.escape(who)), said)
                self.assertIsNotNone(details, said)
                self.assertIn(w["laid_by"].format(n=laid_off), said)
                # And the knocker's cards as laid out, by name ("Otto laid out melds." said nothing of
                # which: a blind player's play-test).
                self.assertRegex(said, w["laid_out"].format(who=re.escape(who)))
                # Cards are said by name in everything Orca spoke, hints included ("keeps 5♦ 6♦" was read
                # "5 black diamond suit": a blind player's play-test).
                self.assertTrue(hints)
                symbols = [u for u in self.s.spoken() if re.search("[\u2663\u2666\u2665\u2660]", u)]
                self.assertEqual(symbols, [])
                print(f"hints: {hints}", file=sys.stderr)
                self.assertIn(who, score)
                self.assertGreater(heard_moves, 0)
                self.sheet_row_spoken(who)
                self.review_steps_spoken()
                return
            nxt = S.find(panel, role="push button", name=w["next"])
            self.assertIsNotNone(nxt)
            mark = self.s.mark()
            nxt.do_action(0)
            S.wait_for("the next deal", lambda: not self.result_panel_showing(), timeout=10)
            # The new deal is said with its number, dealer and upcard (only "Otto is thinking…" was).
            self.s.wait_spoken(lambda u: re.search(w["deal"].format(n=deal + 2), u), since=mark,
                               what=f"hand {deal + 2} said as it is dealt")
        self.fail("no hand of six ended with a knock of the computer and a lay-off of ours")

    def sheet_row_spoken(self, who):
        """Ctrl+L, Tab to the score sheet: a hand's row is read with what each number is ("Deadwood, Otto
        4."); Orca reads a whole row as the row changes, and its numbers were bare ("1. Otto. 4. 2.")."""
        s, w = self.s, self.w
        s.key("ctrl+l")
        sheet = S.wait_for("the score sheet's table", lambda: S.find(self.app, role="table"), timeout=10)
        self.assertTrue(S.tab_to(s, sheet), "Tab never reached the score sheet")
        s.key("ctrl+End")  # a footer row: then the first hand's row is a new row, read whole
        s.wait_quiet(0.5)
        mark = s.mark()
        s.key("ctrl+Home")
        s.wait_spoken(lambda u: re.fullmatch(w["sheet_row"][0].format(n=1), u), since=mark, what="the first hand's row")
        s.wait_quiet(0.8)
        row = s.spoken_since(mark)
        print(f"sheet row: {row}", file=sys.stderr)
        for pattern in w["sheet_row"][1:]:
            self.assertTrue(any(re.fullmatch(pattern.format(who=re.escape(who)), u) for u in row), (pattern, row))
        # No bare number among them (an empty cell says nothing).
        self.assertFalse([u for u in row if re.fullmatch(r"\d+\.?", u)], row)
        s.key("ctrl+l")
        s.focus_window_of(self.game.pid)

    def review_steps_spoken(self):
        """Ctrl+R, the coach's review: each step is said as the player steps (it changed labels silently)."""
        s, w = self.s, self.w
        s.key("ctrl+r")
        mark = s.mark()
        # A window beside the table, to a screen reader too (as a dialog, Orca read all of it before every step).
        S.wait_for("the review window", lambda: S.find(self.app, role="frame", name=w["review"]), timeout=15)
        s.wait_spoken(lambda u: True, since=mark, timeout=15, what="the review window said")
        s.wait_quiet()  # its first words (the hand box, the analysis' progress) all said
        for n in (1, 2):
            mark = s.mark()
            s.key("Right")
            said = s.wait_spoken(lambda u: re.match(w["step"].format(n=n), u), since=mark, what=f"review step {n} spoken")
            print(f"review step {n}: {said}", file=sys.stderr)
            # The step alone: not its label first ("Action 3 of 45 label"), nor the whole window. Only the
            # analysis' progress bar may come between ("86 percent.").
            before = s.spoken_since(mark)[:s.spoken_since(mark).index(said)]
            self.assertTrue(all(re.fullmatch(r"\d+ (percent|prosenttia)\.", u) for u in before), s.spoken_since(mark))
            self.assertNotRegex(said, "[\u2663\u2666\u2665\u2660]")

    # ---- pieces

    def phase(self, prompt):
        """Which move the prompt asks for."""
        return ("draw" if prompt.endswith(self.w["draw"]) else "discard" if self.w["discard"] in prompt
                else "layoff" if self.w["layoff"] in prompt else None)

    def card_named(self, name):
        return next((c for c in self.cards() if c.get_name().startswith(name)), None)

    def result_panel(self):
        return next((k for k in self.kids() if k.get_role_name() == "frame"
                     and len([b for b in S.descendants(k) if b.get_role_name() == "push button"]) == 3), None)

    def result_panel_showing(self):
        p = self.result_panel()
        return p is not None and "showing" in S.states(p)

    def check_deadwood(self):
        """Our seat says our deadwood; it is the sum of the cards the tree calls unmatched."""
        seat = next(x for x in self.seats() if x.get_name().startswith(self.w["your_hand"]))
        m = re.search(r"(\d+)", seat.get_name())
        self.assertIsNotNone(m, seat.get_name())
        loose = [card_of(c.get_name(), self.w) for c in self.cards() if self.w["unmatched"] in c.get_name()]
        self.assertEqual(int(m.group(1)), sum(value(c) for c in loose), seat.get_name())

    def meld_cards(self, meld):
        """The cards of a meld element's name, and those of them we lay off (". Laid off by you: ...")."""
        w = self.w
        body = meld.get_name().split(": ", 1)[1]
        parts = body.split(w["by_you"])
        # A meld is said as one group ending on "and" (its cards ran into the next meld's with commas only).
        self.assertIn(w["and"], parts[0], meld.get_name())
        # No semicolon: Orca at its default punctuation level says "semi" for one.
        self.assertNotIn(";", meld.get_name())
        table = cards_of_list(parts[0], w)
        ours = cards_of_list(parts[1], w) if len(parts) > 1 else []
        return table, ours

    def lay_off(self, who, mark):
        """Lays off by keys every card of the hand that fits a meld (the table may have started from the
        best defence already), then takes one lay-off back by keys and lays it off again. Returns how many
        cards are laid off."""
        w = self.w
        self.assertTrue(self.melds(), "the knocker's melds are not in the tree")
        for m in self.melds():
            self.assertTrue(m.get_name().startswith(w["meld_of"].format(who=who)), m.get_name())
        for _ in range(10):
            moves = [(c, m) for c in self.cards() for m in self.melds()
                     if fits(card_of(c.get_name(), w), sum(self.meld_cards(m), []))]
            if not moves:
                break
            c, m = moves[0]
            name, meld_name = self.card_name(c), m.get_name()
            self.focus_card(name)
            self.s.key("space")
            target = self.focus_pile_row(lambda f: f.get_name() == meld_name, f"the meld {meld_name!r}")
            since = self.s.mark()
            self.s.key("space")
            S.wait_for(f"{name} on the meld", lambda: name in target.get_name())
            self.next_utterance(since, lambda u: re.search(w["onto"].format(card=re.escape(name), who=who), u),
                                what="the lay-off spoken")
        # A card laid off: Space on its meld with nothing picked up takes it back into the hand, picked up
        # (spoken); Space again lays it off once more.
        placed = next((m for m in self.melds() if self.meld_cards(m)[1]), None)
        if placed is not None:
            name = placed.get_name()
            back = self.meld_cards(placed)[1][-1]
            target = self.focus_pile_row(lambda f: f.get_name() == name, f"the meld {name!r}")
            since = self.s.mark()
            self.s.key("space")
            self.next_utterance(since, lambda u: re.search(w["back"].format(card=card_re(w)), u),
                                what="the card taken back spoken")
            S.wait_for("the meld without it", lambda: target.get_name() != name)
            S.wait_for("the card in the hand, picked up",
                       lambda: any(card_of(c.get_name(), w) == back and "selected" in S.states(c) for c in self.cards()))
            since = self.s.mark()
            self.s.key("space")
            S.wait_for("the meld with the card again", lambda: target.get_name() == name)
            self.next_utterance(since, lambda u: re.search(w["onto"].format(card=card_re(w), who=who), u),
                                what="the lay-off spoken")
        return sum(len(self.meld_cards(m)[1]) for m in self.melds())


if __name__ == "__main__":
    if len(sys.argv) < 3 or not os.access(sys.argv[1], os.X_OK):
        sys.exit("usage: test_hand.py GINRUMMY_EXECUTABLE en|fi")
    GAME = os.path.abspath(sys.argv.pop(1))
    LANG = sys.argv.pop(1)
    unittest.main(verbosity=2)
