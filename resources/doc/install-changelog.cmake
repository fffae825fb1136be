# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs changelog.gz (run by `cmake --install` and by cpack, with their environment): the
# changelog signed by the package's maintainer (cmake/GinMaintainer.cmake), compressed as Debian
# wants it (gzip -9, no name or time stamp). Set by the install(CODE) before it:
# GIN_CHANGELOG (source), GIN_CONFIGURED_MAINTAINER, GIN_DOC_DESTINATION (absolute, no DESTDIR),
# GIN_WORK_DIR (in the build tree).
include("${CMAKE_CURRENT_LIST_DIR}/../../cmake/GinMaintainer.cmake")
gin_package_maintainer(maintainer "${GIN_CONFIGURED_MAINTAINER}")
if(maintainer STREQUAL "")
  set(maintainer "The Gin Rummy developers")  # only a .deb needs an address, and cpack insists on one
endif()
file(READ "${GIN_CHANGELOG}" text)
string(REPLACE "@MAINTAINER@" "${maintainer}" text "${text}")
set(work "${GIN_WORK_DIR}")
file(MAKE_DIRECTORY "${work}")
file(WRITE "${work}/changelog" "${text}")
execute_process(COMMAND gzip -9nf "${work}/changelog" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "gzip failed on ${work}/changelog")
endif()
file(INSTALL "${work}/changelog.gz" DESTINATION "${GIN_DOC_DESTINATION}")
