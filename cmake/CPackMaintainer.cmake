# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Read by cpack for every generator (CPACK_PROJECT_CONFIG_FILE), with the environment of the
# cpack run: the Maintainer field of the .deb (see Packaging.cmake).
include("${CMAKE_CURRENT_LIST_DIR}/GinMaintainer.cmake")
if(CPACK_GENERATOR STREQUAL "DEB")
  gin_package_maintainer(maintainer "${CPACK_PACKAGE_CONTACT}")
  if(maintainer STREQUAL "")
    message(FATAL_ERROR "The .deb needs a maintainer: set DEBFULLNAME and DEBEMAIL in the environment, "
                        "or configure with -DGIN_PACKAGE_MAINTAINER=\"Name <address>\".")
  endif()
  set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${maintainer}")
endif()
