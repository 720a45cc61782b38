#!/bin/sh
# check-mime.sh MIME_XML DESKTOP_FILE — the MIME type of .tavolo files.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints TAP. The shared-mime-info package is well-formed XML, declares
# application/x-tavolo with a comment and the *.tavolo glob, and
# update-mime-database (UPDATE_MIME_DATABASE in the environment) builds a
# database from it without a complaint; the desktop entry opens that type.
set -u

mime=${1:?usage: check-mime.sh MIME_XML DESKTOP_FILE}
desktop=${2:?usage: check-mime.sh MIME_XML DESKTOP_FILE}
type=application/x-tavolo

n=0
failed=0

result () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then
    echo "ok $n - $2"
  else
    failed=1
    echo "not ok $n - $2"
  fi
}

skip () {
  n=$((n + 1))
  echo "ok $n - $1 # SKIP $2"
}

if [ -n "${XMLLINT:-}" ]; then
  "$XMLLINT" --noout "$mime"
  result $? "$(basename "$mime") is well-formed XML"
else
  skip "$(basename "$mime") is well-formed XML" "xmllint not found"
fi

grep -q "<mime-type type=\"$type\">" "$mime" &&
  grep -q '<glob pattern="\*\.tavolo"/>' "$mime" &&
  grep -q '<comment>[^<][^<]*</comment>' "$mime"
result $? "$type has the *.tavolo glob and a comment"

if [ -n "${UPDATE_MIME_DATABASE:-}" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/mime/packages"
  cp "$mime" "$tmp/mime/packages/"
  XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp" "$UPDATE_MIME_DATABASE" "$tmp/mime" >"$tmp/log" 2>&1
  status=$?
  if [ -s "$tmp/log" ]; then
    sed 's/^/# /' "$tmp/log"
    status=1
  fi
  grep -q "^50:$type:\*\.tavolo$" "$tmp/mime/globs2" || status=1
  result $status "update-mime-database accepts it and maps *.tavolo to $type"
else
  skip "update-mime-database accepts it" "update-mime-database not found"
fi

grep -q "^MimeType=\(.*;\)\?$type;" "$desktop"
result $? "$(basename "$desktop") opens $type"

echo "1..$n"
exit $failed
