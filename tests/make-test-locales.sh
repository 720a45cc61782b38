#!/bin/sh
# make-test-locales.sh DIR STAMP LOCALE... — the locales the tests need,
# compiled into DIR for LOCPATH.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A minimal Debian (a fresh root, the GNOME SDK) has only C.UTF-8, yet
# gtk_test_init() switches to en_US.UTF-8 (GTK 4.24 warns when it cannot,
# a fatal warning in the tests) and the translated tests need a real
# locale: since glibc 2.37 LANGUAGE is ignored under C.UTF-8, as under C.
# So each LOCALE (ll_CC, always UTF-8) is compiled here with localedef from
# the sources of the "locales" package, with no root and no change to the
# system. Once LOCPATH is set glibc looks nowhere else, so C.UTF-8 is copied
# in too. A locale that cannot be made is left out and named in STAMP; the
# tests that need it skip and say so.
set -u

dir=$1
stamp=$2
shift 2
mkdir -p "$dir"
missing=""

# C.UTF-8: Debian ships it compiled; else compile it from its source.
if [ ! -d "$dir/C.UTF-8" ]; then
  if [ -d /usr/lib/locale/C.utf8 ]; then
    cp -R /usr/lib/locale/C.utf8 "$dir/C.UTF-8"
  elif command -v localedef >/dev/null 2>&1; then
    localedef -i C -f UTF-8 "$dir/C.UTF-8" >/dev/null 2>&1 || true
  fi
fi
[ -d "$dir/C.UTF-8" ] || missing="$missing C.UTF-8"

for l in "$@"; do
  [ -f "$dir/$l.UTF-8/LC_CTYPE" ] && continue
  if command -v localedef >/dev/null 2>&1 && [ -f "/usr/share/i18n/locales/$l" ]; then
    # localedef's status is 1 for mere warnings: what it wrote is judged.
    localedef -i "$l" -f UTF-8 "$dir/$l.UTF-8" >/dev/null 2>&1 || true
  fi
  [ -f "$dir/$l.UTF-8/LC_CTYPE" ] || { rm -rf "${dir:?}/$l.UTF-8"; missing="$missing $l.UTF-8"; }
done

if [ -n "$missing" ]; then
  echo "make-test-locales: not made (no localedef, or no sources: install \"locales\"):$missing" >&2
fi
echo "missing:$missing" > "$stamp"
