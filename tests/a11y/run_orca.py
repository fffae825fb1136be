# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Starts the installed Orca (/usr/bin/orca) as it is, with two changes for a private test desktop:
it does not refuse to start when another user session on the machine runs an Orca of its own (its
check looks at every process of the user, not at the display or bus), and it does not rename its
process to "orca", so that no other Orca's --replace can kill this one; and its debug file is
written line by line, so that a test reads what Orca said as soon as it said it."""

import builtins

import importlib.machinery
import importlib.util
import sys

path = "/usr/bin/orca"
loader = importlib.machinery.SourceFileLoader("orca_launcher", path)
spec = importlib.util.spec_from_loader("orca_launcher", loader)
launcher = importlib.util.module_from_spec(spec)
loader.exec_module(launcher)
launcher.otherOrcas = lambda: []
launcher.setProcessName = lambda name: False
# main() opens the debug file with the open() it finds first in its module.
launcher.open = lambda name, mode="r", *args, **kw: builtins.open(name, mode, 1, *args, **kw)
sys.argv = [path] + sys.argv[1:]
sys.exit(launcher.main())
