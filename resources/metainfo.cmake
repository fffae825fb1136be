# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the installed AppStream metainfo from resources/<id>.metainfo.xml.
#   cmake -DIN=<source> -DOUT=<output> [-DPUBLIC_URL=https://...] -P metainfo.cmake
# AppStream wants a homepage and screenshots as web addresses. The project has no public address
# yet, and a made-up one would be false, so they are added only when the builder names the place
# where the repository is published (GIN_PUBLIC_URL, e.g. a forge's raw-file address of a tag):
# the homepage is that address, the screenshots are its docs/screenshot.png (English) and
# docs/screenshot-fi.png (Finnish), which the test suite takes (tst_table readmeScreenshots).
# Without it the output is the source unchanged.
file(READ "${IN}" text)
set(marker "  <!-- homepage and screenshots: see resources/metainfo.cmake -->\n")
string(FIND "${text}" "${marker}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${IN} lacks the marker line: ${marker}")
endif()
if(PUBLIC_URL)
  if(NOT PUBLIC_URL MATCHES "^https://")
    message(FATAL_ERROR "GIN_PUBLIC_URL must be an https:// address, not '${PUBLIC_URL}'")
  endif()
  string(REGEX REPLACE "/+$" "" base "${PUBLIC_URL}")
  set(links "  <url type=\"homepage\">${base}</url>
  <screenshots>
    <screenshot type=\"default\">
      <caption>A hand in play against the computer</caption>
      <caption xml:lang=\"fi\">Jako käynnissä tietokonetta vastaan</caption>
      <image>${base}/docs/screenshot.png</image>
      <image xml:lang=\"fi\">${base}/docs/screenshot-fi.png</image>
    </screenshot>
  </screenshots>
")
  string(REPLACE "${marker}" "${links}" text "${text}")
endif()
file(WRITE "${OUT}.tmp" "${text}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
