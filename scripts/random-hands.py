#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Random gin rummy hands for `ginrummy-cli analyze`, one a line: random-hands.py COUNT [SIZE] [SEED].

SIZE is 10 or 11 cards (default 10). The same seed gives the same file on every machine.
Used to measure analyze's throughput:  random-hands.py 100000 11 > h11.txt; time ginrummy-cli analyze < h11.txt >/dev/null
"""
import random
import sys

DECK = [r + s for s in "cdhs" for r in "A23456789TJQK"]


def main() -> int:
    if not 2 <= len(sys.argv) <= 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    count = int(sys.argv[1])
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    out = sys.stdout
    for _ in range(count):
        out.write(" ".join(rng.sample(DECK, size)))
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
