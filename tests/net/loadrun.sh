#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The load run of docs/network.md: `ginrummy-cli serve` with TABLES two-player tables and netload's guests
# in one process, both under nice -n 19; prints netload's JSON line with the server's peak memory.
#   tests/net/loadrun.sh BUILD_DIR TABLES [SECONDS] [THINK_MS]
set -euo pipefail
build=$1 tables=$2 seconds=${3:-30} think=${4:-0}
dir=$(mktemp -d)
trap 'kill "$serve" 2>/dev/null || true; rm -rf "$dir"' EXIT
: > "$dir/invites"
args=()
for ((i = 0; i < tables; i++)); do args+=(--table eaai); done
# A target no match reaches in the window: every table keeps playing.
nice -n 19 "$build/cli/ginrummy-cli" serve --port 0 --address 127.0.0.1 --target 100000 "${args[@]}" \
  > "$dir/invites" 2> "$dir/serve.log" &
serve=$!
for ((t = 0; t < 600; t++)); do
  [ "$(grep -c '^invite: ' "$dir/invites" || true)" -ge $((2 * tables)) ] && break
  sleep 0.1
done
rss0=$(awk '/VmRSS/ {print $2}' "/proc/$serve/status")
line=$(nice -n 19 "$build/tests/net/netload" --seconds "$seconds" --think-ms "$think" < "$dir/invites")
hwm=$(awk '/VmHWM/ {print $2}' "/proc/$serve/status")
# The server's processor time, user and system, in seconds (from start-up: joins included).
cpu=$(awk -v hz="$(getconf CLK_TCK)" '{printf "%.1f", ($14 + $15) / hz}' "/proc/$serve/stat")
echo "${line%\}},\"tables\":$tables,\"serve_rss_idle_kb\":$rss0,\"serve_vmhwm_kb\":$hwm,\"serve_cpu_s\":$cpu}"
