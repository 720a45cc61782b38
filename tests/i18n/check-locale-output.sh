#!/bin/sh
# check-locale-output.sh TAVOLO_CLI EXAMPLES_DIR — numbers and dates follow
# the locale.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints TAP. Under LC_ALL=it_IT.UTF-8, the standings of the Catan example
# show percentages with a decimal comma ("117,40%"), and a Record Sheet of
# the BANG! example is dated in Italian ("21 novembre 2026", read back with
# PDFTOTEXT). Where the system has no it_IT.UTF-8 locale, one is compiled
# into a temporary directory with localedef (from the "locales" package's
# sources) and found through LOCPATH; without either the test is skipped.
set -u

cli=${1:?usage: check-locale-output.sh TAVOLO_CLI EXAMPLES_DIR}
examples=${2:?usage: check-locale-output.sh TAVOLO_CLI EXAMPLES_DIR}
locale=it_IT.UTF-8

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

skip_all () {
  echo "1..0 # SKIP $1"
  exit 0
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! locale -a 2>/dev/null | grep -qix 'it_IT\.utf-\?8'; then
  mkdir -p "$tmp/locales"
  if command -v localedef >/dev/null 2>&1 && [ -f /usr/share/i18n/locales/it_IT ] &&
     localedef -i it_IT -f UTF-8 "$tmp/locales/$locale" >"$tmp/localedef.log" 2>&1; then
    LOCPATH="$tmp/locales"
    export LOCPATH
    echo "# $locale compiled with localedef into a temporary LOCPATH"
  else
    skip_all "no $locale locale, and none can be compiled (install the \"locales\" package)"
  fi
fi

# The messages stay in English: only the formats change.
LANGUAGE=C
LC_ALL=$locale
export LANGUAGE LC_ALL

# Numbers: the decimal separator of LC_NUMERIC.
out=$("$cli" standings "$examples/catan-bg-14-players.tavolo" --format text 2>&1)
status=$?
echo "$out" | head -n 4 | sed 's/^/# /'
[ $status -eq 0 ] && echo "$out" | grep -Eq '[0-9],[0-9]{2}%' &&
  ! echo "$out" | grep -Eq '[0-9]\.[0-9]{2}%'
result $? "standings --format text under $locale: a decimal comma"

# Machine-readable output keeps the decimal point whatever the locale.
out=$("$cli" standings "$examples/catan-bg-14-players.tavolo" --format csv 2>&1)
status=$?
[ $status -eq 0 ] && echo "$out" | grep -Eq ',[0-9]+\.[0-9]+,'
result $? "standings --format csv under $locale: numbers keep the decimal point"

# Dates: the month names of LC_TIME on a Record Sheet.
if [ -n "${PDFTOTEXT:-}" ]; then
  if "$cli" print "$examples/bang-2011-27-players.tavolo" --what record-sheets \
       -o "$tmp/sheets.pdf" >"$tmp/print.log" 2>&1; then
    "$PDFTOTEXT" -enc UTF-8 "$tmp/sheets.pdf" - | tr -s ' \n' '  ' | grep -q '21 novembre 2026'
    result $? "a Record Sheet under $locale is dated “21 novembre 2026”"
  else
    sed 's/^/# /' "$tmp/print.log"
    result 1 "a Record Sheet under $locale is dated “21 novembre 2026”"
  fi
else
  n=$((n + 1))
  echo "ok $n - a Record Sheet under $locale is dated in Italian # SKIP pdftotext not found"
fi

echo "1..$n"
exit $failed
