# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Two people at one screen, one of them with a screen reader, in Finnish: over the real AT-SPI bus, with
real key presses, and what Orca really speaks (its debug file). The curtain between the turns names whose
turn it is, and once that player shows their cards the status line's prompt begins with their name
("Pelaaja 1: Ota avokortti ..."), so that a player who cannot see the yellow name label hears whose move
it is. Run by CTest (tests/a11y/CMakeLists.txt) as
  /usr/bin/python3 test_hotseat.py GINRUMMY_EXECUTABLE
"""

import os
import re
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import session as S  # noqa: E402

GAME = None  # the ginrummy executable, from the command line


class HotSeatInFinnish(S.GameCase):
    """The first start's welcome page: two players on this screen, then Play."""

    @classmethod
    def setUpClass(cls):
        cls.start([GAME, "--lang", "fi"], table="Korttipöytä")

    def curtain_button(self):
        """The curtain's button, "Olen NIMI", showing (looked for from the application: the table's
        children as read before the curtain came up may be what a cache of them still holds)."""
        return S.find(self.app, role="push button", pred=lambda o: o.get_name().startswith("Olen ") and "showing" in S.states(o))

    def reveal(self, button, mark):
        """The curtain's button as Orca speaks it (it has the keyboard focus), then Return: the player's
        prompt, spoken with the name."""
        name = button.get_name()[len("Olen "):]
        self.s.wait_spoken(lambda u: u == f"{button.get_name()} push button.", since=mark,
                           what=f"Orca to speak {button.get_name()!r} as the focused button")
        # The next player has sat down: the button takes no key in the first 0.8 s after the curtain came
        # down (the mover's own Space, pressed twice, showed the other hand); a person listening to the
        # curtain's words presses later than that.
        time.sleep(1.0)
        mark = self.s.mark()
        self.s.key("Return")
        said = self.s.wait_spoken(lambda u: u.startswith(f"notification {name}: "), since=mark,
                                  what=f"Orca to speak {name}'s prompt")
        return name, said

    def test_hot_seat_says_whose_turn(self):
        two = S.wait_for("the two-players choice", lambda: S.find(self.table, role="radio button",
                                                                  name="Kaksi pelaajaa samalla näytöllä"))
        two.do_action(0)
        S.wait_for("two players chosen", lambda: "checked" in S.states(two))
        play = S.find(self.table, role="push button", name="Pelaa")
        self.assertIsNotNone(play)
        mark = self.s.mark()
        play.do_action(0)
        upcard = r": Ota avokortti \(.+\) tai passaa\."
        # The first player to act: behind the curtain if it is the second (the first player pressed Play
        # and sees their own cards at once); either way the upcard is offered by name.
        first = S.wait_for("the curtain or the first prompt", lambda: self.curtain_button() or next(
            (u for u in self.s.spoken_since(mark) if re.match(r"notification Pelaaja [12]" + upcard, u)), None), timeout=15)
        if isinstance(first, str):
            first = re.match(r"notification (Pelaaja [12]):", first).group(1)
            self.assertEqual(first, "Pelaaja 1")
        else:
            first, said = self.reveal(first, mark)
            self.assertRegex(said, rf"^notification {re.escape(first)}{upcard}")
        # A pass by keys, then the curtain for the other player, who is offered the upcard too.
        mark = self.s.mark()
        self.s.key("p")
        button = S.wait_for("the curtain's button", self.curtain_button, timeout=15)
        second, said = self.reveal(button, mark)
        self.assertEqual({first, second}, {"Pelaaja 1", "Pelaaja 2"})
        self.assertRegex(said, rf"^notification {re.escape(second)}{upcard}")


if __name__ == "__main__":
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        sys.exit("usage: test_hotseat.py GINRUMMY_EXECUTABLE")
    GAME = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
