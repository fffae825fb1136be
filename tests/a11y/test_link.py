# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A ginrummy: link given to the game as a chat's link handler gives it (the desktop file's %u), over the
real AT-SPI bus with Orca listening: a link cut short opens Join a network game with the link in its field
and the sentence that says what is wrong, and Orca speaks the window (the game printed the error and its
help to a terminal nobody saw, and exited: a network play-test). Run by CTest (tests/a11y/CMakeLists.txt) as
  /usr/bin/python3 test_link.py GINRUMMY_EXECUTABLE
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import session as S  # noqa: E402

GAME = None  # the ginrummy executable, from the command line
LINK = "ginrummy://127.0.0.1:47320/cT4SF1lc/Rej_Q6R2bmePa1"  # the secret cut short
SENTENCE = "The invitation's secret is missing or cut short. Copy the whole link again."


def text_of(obj):
    """The text of an object with AT-SPI's Text interface (a line edit), else ""."""
    try:
        return S.atspi().Text.get_text(obj, 0, -1) or ""
    except Exception:  # no Text interface
        return ""


class LinkCutShort(S.GameCase):
    @classmethod
    def setUpClass(cls):
        cls.start([GAME, "--lang", "en", LINK])

    def test_join_dialog_says_what_is_wrong(self):
        dialog = S.wait_for("the Join a network game window", lambda: S.find(self.app, name="Join a network game"), timeout=15)
        field = S.wait_for("the invitation field", lambda: S.find(dialog, role="text", pred=lambda o: LINK in text_of(o)))
        self.assertIsNotNone(field)
        S.wait_for("the link's problem in the window", lambda: S.find(dialog, name=SENTENCE))
        self.s.wait_spoken(lambda u: "Join a network game" in u, what="Orca to speak the window", timeout=15)
        self.assertIsNone(self.game.poll(), "the game is still running")


if __name__ == "__main__":
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        sys.exit("usage: test_link.py GINRUMMY_EXECUTABLE")
    GAME = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
