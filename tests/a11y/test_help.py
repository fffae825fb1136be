# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Help › Rules as a blind player reads it: F1 opens it, and the arrows move a caret through the page line
by line while Orca speaks each line (they only scrolled, and Orca said nothing after the window's title:
a blind player's play-test); Esc closes it and the keys are the table's again. Run by CTest
(tests/a11y/CMakeLists.txt) as
  /usr/bin/python3 test_help.py GINRUMMY_EXECUTABLE en|fi
What is spoken is checked against the page as the user reads it (resources/help/rules_LANG.html).
"""

import html
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import session as S  # noqa: E402

GAME = None
LANG = "en"
HERE = os.path.dirname(os.path.abspath(__file__))
WORDS = {"en": {"table": "Card table", "title": "Rules.", "keys": "Keys", "key": "Left, Right, Up, Down",
               "does": "Move between the stock"},
         "fi": {"table": "Korttipöytä", "title": "Säännöt.", "keys": "Näppäimet", "key": "Vasen, Oikea, Ylös, Alas",
                "does": "Siirry nostopakan"}}


def page_text(lang):
    """The words of the rules page, tags and entities gone, white space single."""
    with open(os.path.join(HERE, "..", "..", "resources", "help", f"rules_{lang}.html"), encoding="utf-8") as f:
        body = f.read().split("<body>", 1)[1]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


class HelpByCaret(S.GameCase):
    @classmethod
    def setUpClass(cls):
        cls.start([GAME, "--lang", LANG, "--seed", "5"], table=lambda n: n == WORDS[LANG]["table"], focused=True)

    def test_rules_read_line_by_line(self):
        w = WORDS[LANG]
        # The player hears the table's first prompt, then asks for the rules. On a loaded machine Orca may
        # start listening after the prompt was told (seen beside a sanitizer build): W tells it again.
        try:
            self.s.wait_spoken(lambda u: u.startswith("notification "), what="Orca to speak the first prompt")
        except AssertionError:
            mark = self.s.mark()
            self.s.key("w")
            self.s.wait_spoken(lambda u: u.startswith("notification "), since=mark, what="Orca to speak the prompt again (W)")
        mark = self.s.mark()
        self.s.key("F1")
        self.s.wait_spoken(lambda u: u == w["title"], since=mark, what=f"Orca to speak the window's title {w['title']!r}")
        # The page has the keys (a focused text in the help window).
        help_window = S.wait_for("the help window", lambda: S.find(self.app, role="filler", name=w["title"][:-1]))
        S.wait_for("the keyboard focus on the page",
                   lambda: S.find(help_window, pred=lambda o: "focused" in S.states(o) and "multi-line" in S.states(o)))
        page = page_text(LANG)
        lines = []
        for key in ("Down", "Down", "Down", "Next", "Down"):
            mark = self.s.mark()
            self.s.key(key)
            # The table's own words ("notification …", the game's first prompt) may come meanwhile.
            said = self.s.wait_spoken(lambda u: len(u) > 20 and not u.startswith("notification "), since=mark,
                                      what=f"Orca to speak a line of the page after {key}")
            line = " ".join(said.split())
            self.assertTrue(line in page, f"{line!r} is not a line of rules_{LANG}.html")
            lines.append(line)
        # Each Down reads the line after the one before: the page in order, not one line again and again.
        where = [page.index(line) for line in lines]
        self.assertEqual(where, sorted(where), lines)
        self.assertEqual(len(set(lines)), len(lines), lines)
        # Esc closes the page; the keys are the table's again.
        self.s.key("Escape")
        S.wait_for("the keyboard focus on the table", lambda: "focused" in S.states(self.table), timeout=10)

    def test_keys_read_with_what_they_do(self):
        # Help › Keys by its menu item (an AT-SPI action, as a screen reader's menu does): Down from the page's
        # top reads a key, then what it does. The page was a table, and Down went from a key to the key
        # below it: a blind player's play-test heard keys without their meaning.
        w = WORDS[LANG]
        item = S.wait_for("Help › Keys", lambda: S.find(self.app, pred=lambda o: "menu item" in o.get_role_name()
                                                          and o.get_name() == w["keys"]))
        item.do_action(0)
        page = S.wait_for("the keys page focused", lambda: S.find(
            self.app, pred=lambda o: "focused" in S.states(o) and "multi-line" in S.states(o)))
        self.assertIsNotNone(page)
        lines = []
        for _ in range(5):
            mark = self.s.mark()
            self.s.key("Down")
            said = self.s.wait_spoken(lambda u: not u.startswith("notification ") and u.rstrip(".") != w["keys"],
                                      since=mark, what="Orca to speak a line of the keys page")
            lines.append(" ".join(said.split()))
        self.assertIn(w["key"], lines)
        after = lines[lines.index(w["key"]) + 1:]
        self.assertTrue(after and after[0].startswith(w["does"]), lines)
        self.s.key("Escape")
        S.wait_for("the keyboard focus on the table", lambda: "focused" in S.states(self.table), timeout=10)


if __name__ == "__main__":
    if len(sys.argv) < 3 or not os.access(sys.argv[1], os.X_OK):
        sys.exit("usage: test_help.py GINRUMMY_EXECUTABLE en|fi")
    GAME = os.path.abspath(sys.argv.pop(1))
    LANG = sys.argv.pop(1)
    unittest.main(verbosity=2)
