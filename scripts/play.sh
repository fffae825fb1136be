#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds (installing what is missing) and starts the game. Extra arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
exec ./build/app/ginrummy "$@"
