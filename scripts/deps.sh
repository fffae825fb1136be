#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages the build and the tests need, only when something is missing,
# so re-running the play/test commands costs nothing once the machine is set up.
# iproute2: the network tests make namespaces and links (ip netns, ip link, tc; tests/net/netlab.h).
set -euo pipefail
pkgs=(cmake ninja-build g++ qt6-base-dev qt6-base-private-dev qt6-svg-dev qt6-multimedia-dev qt6-tools-dev qt6-l10n-tools
      qt6-translations-l10n libgl-dev xvfb xauth poppler-utils desktop-file-utils appstream
      dpkg-dev lintian man-db groff-base iproute2
      # Every file's licence, checked (tests/packaging: reuse lint).
      reuse
      # Screen readers for real (tests/a11y): the AT-SPI bus, a private D-Bus session, Orca, AT-SPI from
      # Debian's python3, real key presses.
      at-spi2-core dbus-daemon libglib2.0-bin orca python3-pyatspi gir1.2-atspi-2.0 python3-gi xdotool
      # The hosted table played by hand under Xvfb: the invitation read from the clipboard (docs/network.md).
      xclip)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
