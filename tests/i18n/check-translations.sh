#!/bin/sh
# check-translations.sh SRCDIR — every language of po/LINGUAS is complete.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints TAP, one line per language and check. For each language:
#  - msgfmt --check accepts the catalog (format strings, headers, plurals);
#  - it has no fuzzy and no untranslated entry;
#  - it has a translation for every message of the sources: a template is
#    extracted afresh from po/POTFILES.in, as po/meson.build does, and
#    compared with msgcmp (so a catalog that was not updated after new
#    strings were added fails).
# A language without a single translated entry yet is skipped, not failed.
# MSGFMT, XGETTEXT and MSGCMP come from the environment (meson test).
set -u

srcdir=${1:?usage: check-translations.sh SRCDIR}
cd "$srcdir" || exit 1
msgfmt=${MSGFMT:-msgfmt}
xgettext=${XGETTEXT:-}
msgcmp=${MSGCMP:-}

# The messages of the tools themselves in English, for parsing.
LC_ALL=C.UTF-8
LANGUAGE=C
export LC_ALL LANGUAGE

n=0
failed=0

ok () {
  n=$((n + 1))
  echo "ok $n - $1"
}

not_ok () {
  n=$((n + 1))
  failed=1
  echo "not ok $n - $1"
}

skip () {
  n=$((n + 1))
  echo "ok $n - $1 # SKIP $2"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The template, with the keywords of i18n.gettext (preset: 'glib').
template=""
if [ -n "$xgettext" ] && [ -n "$msgcmp" ]; then
  if "$xgettext" --directory=. --files-from=po/POTFILES.in --output="$tmp/tavolo.pot" \
       --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ \
       --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dcgettext:2 \
       --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
       --keyword=ngettext:1,2 2>"$tmp/xgettext.log"; then
    template="$tmp/tavolo.pot"
  else
    sed 's/^/# /' "$tmp/xgettext.log"
    not_ok "xgettext extracts the template from po/POTFILES.in"
  fi
fi


for lang in $(sed 's/#.*//' po/LINGUAS); do
  po="po/$lang.po"
  if [ ! -f "$po" ]; then
    not_ok "$lang: $po exists"
    continue
  fi

  if "$msgfmt" --check --statistics --output-file=/dev/null "$po" >"$tmp/msgfmt.log" 2>&1; then
    ok "$lang: msgfmt --check accepts $po"
  else
    sed 's/^/# /' "$tmp/msgfmt.log"
    not_ok "$lang: msgfmt --check accepts $po"
  fi

  stats=$(tail -n 1 "$tmp/msgfmt.log")
  translated=$(echo "$stats" | sed -n 's/^\([0-9][0-9]*\) translated message.*/\1/p')
  fuzzy=$(echo "$stats" | sed -n 's/.* \([0-9][0-9]*\) fuzzy translation.*/\1/p')
  untranslated=$(echo "$stats" | sed -n 's/.* \([0-9][0-9]*\) untranslated message.*/\1/p')
  translated=${translated:-0}
  fuzzy=${fuzzy:-0}
  untranslated=${untranslated:-0}
  echo "# $lang: $stats"

  if [ "$translated" -eq 0 ]; then
    skip "$lang: $po is complete" "not translated yet"
    continue
  fi

  if [ "$fuzzy" -eq 0 ] && [ "$untranslated" -eq 0 ]; then
    ok "$lang: $po has no fuzzy or untranslated entry"
  else
    not_ok "$lang: $po has no fuzzy or untranslated entry ($fuzzy fuzzy, $untranslated untranslated)"
  fi

  if [ -n "$template" ]; then
    if "$msgcmp" "$po" "$template" >"$tmp/msgcmp.log" 2>&1; then
      ok "$lang: $po translates every message of the sources"
    else
      missing=$(grep -c 'this message is used but not defined' "$tmp/msgcmp.log")
      head -n 20 "$tmp/msgcmp.log" | sed 's/^/# /'
      not_ok "$lang: $po translates every message of the sources ($missing missing; update it with ninja tavolo-update-po)"
    fi
  else
    skip "$lang: $po translates every message of the sources" "xgettext or msgcmp not found"
  fi
done

echo "1..$n"
exit $failed
