#!/bin/sh
# run-gui-test.sh WxH PROGRAM [ARGS...] — runs a window test on an Xvfb
# screen of WxH pixels, in a D-Bus session of its own.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Where the system lacks what that needs (the GNOME SDK of the Flatpak has
# no Xvfb), the test is skipped, naming what is missing: never failed, never
# passed without running. gtk_test_init() switches to en_US.UTF-8 (and GTK
# 4.24 warns, fatally in the tests, when it cannot): the tests compile it
# into LOCPATH (tests/make-test-locales.sh), and skip where that failed.
set -u

screen=$1
shift
for need in xvfb-run:xvfb xauth:xauth dbus-run-session:dbus-daemon; do
  if ! command -v "${need%%:*}" >/dev/null 2>&1; then
    echo "1..0 # SKIP ${need%%:*} is not installed (Debian package ${need#*:})"
    exit 0
  fi
done
if [ -n "$(LC_ALL=en_US.UTF-8 locale 2>&1 >/dev/null)" ]; then
  echo "1..0 # SKIP the locale en_US.UTF-8 that gtk_test_init() asks for is not available (package locales)"
  exit 0
fi
# A runtime directory of its own: the accessibility bus puts its socket
# there (else in ~/.cache/at-spi, the same for every test run at once, and
# one run's bus replaced another's).
runtime=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-gui-test.XXXXXX") || exit 1
XDG_RUNTIME_DIR=$runtime
export XDG_RUNTIME_DIR
# What the session's daemons print (the AT-SPI registry says it is running)
# goes to stderr: stdout is the test's TAP alone.
exec 3>&1 1>&2
dbus-run-session -- sh -c 'exec >&3 3>&-; exec xvfb-run -a -s "-screen 0 ${0}x24" "$@"' "$screen" "$@"
status=$?
rm -rf "$runtime"
exit $status
