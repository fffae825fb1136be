# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""What reaches Orca from Qt: the probe (probe.cpp) tells a message in each way Qt 6 offers while the
keyboard focus stays on its board, and this test records what Orca 43 speaks for each, in English and
Finnish, and checks it against docs/accessibility.md ("What reaches Orca"). Run by CTest as
  /usr/bin/python3 test_probe.py A11Y_PROBE_EXECUTABLE
It prints the table of what was spoken.

Each trial is followed by a sentinel told through a mechanism that works (a notification of another
object): Orca handles events in order, so once the sentinel is spoken, everything the trial made Orca
say has been said.
"""

import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import session as S  # noqa: E402

PROBE = None
EN = "Otto discarded the 7 of hearts."
FI = "Otto heitti pois kortin hertta 7."

# What Orca 43 speaks for each mechanism, a message at a time: None for nothing at all.
EXPECTED = {
    "alert": None,             # QAccessible::Alert on a label: Qt 6.4's bridge drops it
    "label": None,             # QLabel::setText: a name change of a label, ignored by Orca
    "name": None,              # setAccessibleName on a label: the same
    "text": None,              # text-changed on a label with a text interface: not the focus, ignored
    "textstatus": None,        # the same on a status bar
    "textnotification": None,  # the same on a notification
    "statusshow": None,        # a status bar shown: Orca lets the event through but says nothing
    "alertshow": None,         # an alert shown: the same
    "tooltip": None,           # a tool tip shown: only with Orca's "present tool tips" on (off by default)
    "description": None,       # the focused object's description: Qt 6.4 sends no text with the change
    "boardname": None,         # the focused object's name: the same
    "notification": "notification {}",  # a notification shown: spoken, its name read anew
    "hidden": "notification {}",        # the same, never on the screen
    "noname": "notification {}",        # the same without a NameChanged first
}


class WhatReachesOrca(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.s = S.Session()
        cls.s.__enter__()
        try:
            cls.probe = cls.s.start_program("probe", [PROBE], stdin=subprocess.PIPE)
            S.application(cls.probe.pid)
            cls.s.start_orca()
            mark = cls.s.mark()
            cls.s.focus_window_of(cls.probe.pid)
            cls.s.wait_spoken(lambda u: u == "Board.", since=mark, what="the board focused")
        except BaseException:
            cls.s.close()
            raise
        cls.sentinels = 0
        cls.table = []

    @classmethod
    def tearDownClass(cls):
        if cls.table:
            for mechanism, text, spoken in cls.table:
                print(f"{mechanism:17} {text[:24]:24} -> {spoken}")
        cls.probe.stdin.close()
        cls.s.close()

    def tell(self, mechanism, text):
        """What Orca says for one message told by `mechanism`."""
        mark = self.s.mark()
        self.probe.stdin.write(f"{mechanism} {text}\n".encode())
        cls = type(self)
        cls.sentinels += 1
        end = f"end {cls.sentinels}"
        self.probe.stdin.write(f"sentinel {end}\n".encode())
        self.probe.stdin.flush()
        said = self.s.wait_spoken(lambda u: u.rstrip(".") == f"notification {end}", since=mark,
                                  what=f"the sentinel after {mechanism}")
        spoken = self.s.spoken_since(mark)
        spoken = spoken[:spoken.index(said)]
        cls.table.append((mechanism, text, spoken))
        return spoken

    def test_each_mechanism_in_both_languages(self):
        for mechanism, expected in EXPECTED.items():
            for text in (EN, FI, EN):  # the same message twice: spoken again, or not at all
                with self.subTest(mechanism=mechanism, text=text):
                    spoken = self.tell(mechanism, text)
                    self.assertEqual(spoken, [expected.format(text)] if expected else [])

    def test_a_value_change_says_only_a_percentage(self):
        spoken = [self.tell("value", t) for t in (EN, FI)]
        self.assertFalse(any(EN in u or FI in u for said in spoken for u in said), spoken)

    def test_a_focus_move_to_the_message_and_back(self):
        # Spoken, but as a label, and the board again after it: the player hears where the focus went.
        mark = self.s.mark()
        self.probe.stdin.write(f"focusslow {EN}\n".encode())
        self.probe.stdin.flush()
        self.s.wait_spoken(lambda u: u == "Board.", since=mark, what="the focus back on the board")
        self.assertEqual(self.s.spoken_since(mark), [f"{EN} label.", "Board."])

    def test_two_messages_at_once(self):
        # On one object the first sentence is lost: Orca reads the name when it handles the event, by
        # then the second sentence (so it says the second twice), or it drops the first showing event
        # as a "duplicate state-changed event" when the second waits behind it. On two objects both
        # are spoken, in order. Hence the announcer's ring of objects.
        one = self.tell("burst", f"{EN} | {FI}")
        self.assertNotIn(f"notification {EN}", one)
        self.assertIn(f"notification {FI}", one)
        two = self.tell("burst2", f"{EN} | {FI}")
        self.assertEqual(two, [f"notification {EN}", f"notification {FI}"])


if __name__ == "__main__":
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        sys.exit("usage: test_probe.py A11Y_PROBE_EXECUTABLE")
    PROBE = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
