#!/bin/sh
# check-locale-output.sh TAVOLO_CLI EXAMPLES_DIR — numbers and dates follow
# the locale.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints TAP. Under LC_ALL=it_IT.UTF-8, the standings of the Catan example
# show percentages with a decimal comma ("117,40%"), and a Record Sheet of
# the BANG! example is dated in Italian ("21 novembre 2026", read back with
# PDFTOTEXT). BANG! dollars are grouped in thousands as the locale groups
# them, in the standings and in the balance a player asks for: "7.500 $"
# under it_IT, "7 500 $" (a narrow no-break space) under ru_RU; machine
# output (CSV) never is. Where the system lacks a locale, one is compiled
# into a temporary directory with localedef (from the "locales" package's
# sources, no root needed) and found through LOCPATH; what needs a locale
# that neither gives is skipped. (glibc's bg_BG has no thousands grouping:
# Bulgarian amounts read "7500 $", as that locale says.)
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
mkdir -p "$tmp/locales"

# usable NAME: programs can switch to the locale NAME now.
usable () {
  [ -z "$(LC_ALL=$1 locale 2>&1 >/dev/null)" ]
}

# A missing locale is compiled, with the other one: once LOCPATH is set,
# glibc looks for every locale there and nowhere else.
if ! usable $locale || ! usable ru_RU.UTF-8; then
  for l in it_IT ru_RU; do
    if command -v localedef >/dev/null 2>&1 && [ -f "/usr/share/i18n/locales/$l" ] &&
       localedef -i $l -f UTF-8 "$tmp/locales/$l.UTF-8" >>"$tmp/localedef.log" 2>&1; then
      echo "# $l.UTF-8 compiled with localedef into a temporary LOCPATH"
    fi
  done
  LOCPATH="$tmp/locales"
  export LOCPATH
fi
usable $locale || skip_all "no $locale locale, and none can be compiled (install the \"locales\" package)"

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

# Thousands: BANG! dollars grouped as the locale groups them, in the
# standings and in the balance a player asks for; never in CSV.
bang="$examples/bang-2011-27-players.tavolo"
for loc in $locale ru_RU.UTF-8; do
  case $loc in
    it_*) amount='7.500 $' ;;
    *) amount="7$(printf '\342\200\257')500 \$" ;;   # ru_RU: a narrow no-break space
  esac
  if ! usable $loc; then
    n=$((n + 1))
    echo "ok $n - dollars grouped under $loc # SKIP no $loc locale"
    n=$((n + 1))
    echo "ok $n - a balance grouped under $loc # SKIP no $loc locale"
    continue
  fi
  out=$(LC_ALL=$loc "$cli" standings "$bang" 2>&1)
  status=$?
  echo "$out" | grep ' p12 ' | sed 's/^/# /'
  [ $status -eq 0 ] && echo "$out" | grep ' p12 ' | grep -qF "$amount"
  result $? "standings under $loc: 7500 \$ reads $amount"
  out=$(LC_ALL=$loc "$cli" balance "$bang" p12 2>&1)
  echo "# $out"
  [ "$out" = "Мария Смирнова: $amount after 2 games" ]
  result $? "balance under $loc: $amount"
done
out=$(LC_ALL=$locale "$cli" standings "$bang" --format csv 2>&1)
echo "$out" | grep -q '^1,p12,Мария Смирнова,7500,20700,'
result $? "standings --format csv under $locale: dollars not grouped"

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
