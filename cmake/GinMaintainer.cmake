# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# gin_package_maintainer(<var> <configured>): "Name <address>" from DEBFULLNAME and DEBEMAIL in
# the environment (Debian's convention), else <configured> (GIN_PACKAGE_MAINTAINER), else empty.
function(gin_package_maintainer var configured)
  if(NOT "$ENV{DEBEMAIL}" STREQUAL "")
    if("$ENV{DEBEMAIL}" MATCHES "<")
      set(value "$ENV{DEBEMAIL}")  # DEBEMAIL may hold "Name <address>" itself
    elseif(NOT "$ENV{DEBFULLNAME}" STREQUAL "")
      set(value "$ENV{DEBFULLNAME} <$ENV{DEBEMAIL}>")
    else()
      set(value "<$ENV{DEBEMAIL}>")
    endif()
  else()
    set(value "${configured}")
  endif()
  set(${var} "${value}" PARENT_SCOPE)
endfunction()
