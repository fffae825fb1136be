# CPack: a Debian package of the whole install tree. `cpack -G DEB` in the build directory;
# the DEB generator installs to /usr by default.
# Version and homepage come from project(). Library dependencies come from dpkg-shlibdeps
# (package dpkg-dev); the Qt plugins the program loads at run time are not linked, so they are
# listed by hand.
set(CPACK_PACKAGE_NAME ginrummy)
set(CPACK_PACKAGE_VENDOR "The Gin Rummy developers")
set(CPACK_PACKAGE_CONTACT "The Gin Rummy developers <ginrummy@example.invalid>")
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

# Our own code under the GPL, version 3 or later (the same in the AppStream metainfo).
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION "${CMAKE_INSTALL_DOCDIR}" RENAME copyright)
