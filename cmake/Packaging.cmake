# SPDX-FileCopyrightText: 2026 The Gin Rummy developers
# SPDX-License-Identifier: GPL-3.0-or-later
# CPack: a Debian package of the whole install tree. `cpack -G DEB` in the build directory;
# the DEB generator installs to /usr by default.
# The version comes from project(); there is no Homepage field until the project has a public
# address. Library dependencies come from dpkg-shlibdeps (package dpkg-dev); the Qt plugins the
# program loads at run time are not linked, so they are listed by hand.
#
# The Maintainer field names whoever builds and looks after the package, as in Debian: the
# environment's DEBFULLNAME and DEBEMAIL (what dch and debuild use) when cpack runs, else
# -DGIN_PACKAGE_MAINTAINER="Name <address>". Without either, cpack -G DEB stops and says so: the
# project will not put a made-up address into a package. The same name signs the changelog.
set(CPACK_PACKAGE_NAME ginrummy)
set(CPACK_PACKAGE_VENDOR "The Gin Rummy developers")
set(CPACK_PACKAGE_CONTACT "${GIN_PACKAGE_MAINTAINER}")
set(CPACK_PROJECT_CONFIG_FILE "${CMAKE_CURRENT_LIST_DIR}/CPackMaintainer.cmake")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "gin rummy card game (Ginirommi)")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Gin rummy against the computer or a friend, in Finnish and English.\n\
Standard gin, Oklahoma gin, Hollywood scoring, big gin and poker gin rummy\n\
for two to five players, with every bonus as an option. Score sheets on\n\
screen, on paper and as PDF. Includes ginrummy-cli for hand analysis.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The xcb and wayland platform plugins are in qt6-qpa-plugins, which libqt6gui6 only recommends;
# Qt's own Finnish strings (dialog buttons) come from the translations package.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# `cpack --config CPackSourceConfig.cmake` must not sweep up build trees or the git store.
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/out/")

include(CPack)


# A stripped program still carries the compiler's .comment (and .note) sections; Debian's
# dh_strip removes them, and lintian reports them (binary-has-unneeded-section). Runs after the
# programs' own install rules (app/ and cli/ come earlier in the top-level CMakeLists.txt), only
# when installing stripped (cpack with CPACK_STRIP_FILES, or cmake --install --strip).
install(CODE "
if(CMAKE_INSTALL_DO_STRIP)
  foreach(program ginrummy ginrummy-cli)
    set(file \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/\${program}\")
    execute_process(COMMAND \"${CMAKE_STRIP}\" --remove-section=.comment --remove-section=.note \"\${file}\"
                    RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR \"could not strip \${file}\")
    endif()
  endforeach()
endif()")
