#!/usr/bin/env bash
# Builds (installing what is missing) and starts the game. Extra arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
exec ./build/app/ginrummy "$@"
