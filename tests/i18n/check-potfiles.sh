#!/bin/sh
# check-potfiles.sh SRCDIR — po/POTFILES.in lists every file with
# translatable strings, and the templates mark every visible string.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints TAP. Checked:
#  1. every entry of po/POTFILES.in exists (xgettext would fail otherwise);
#  2. every .c or .h under src/, data/ and bench/ that calls _(), N_(),
#     C_(), NC_(), Q_(), ngettext() or g_dngettext() outside a comment is
#     listed;
#  3. every .ui under ui/ with translatable="yes" is listed, and so are the
#     .desktop.in, .metainfo.xml.in and .gschema.xml files under data/;
#  4. no .ui has a visible text property (label, title, subtitle,
#     tooltip-text, placeholder-text, description, heading, body, text)
#     without translatable="yes", unless its value has no letter at all
#     ("•", "0", "—") or is listed in tests/i18n/untranslatable.txt as
#     "FILE PROPERTY VALUE". Bound properties (bind-source) carry no text;
#  5. no translatable string in a listed source contains a G_*_FORMAT macro.
set -u

srcdir=${1:?usage: check-potfiles.sh SRCDIR}
cd "$srcdir" || exit 1
potfiles=po/POTFILES.in
exceptions=tests/i18n/untranslatable.txt

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

# The entries, one a line between newlines, read once.
entries="
$(grep -v '^[[:space:]]*#' "$potfiles" | sed 's/[[:space:]]*$//')
"

listed () {
  case "$entries" in
    *"
$1
"*) return 0 ;;
  esac
  return 1
}

# 1. Every entry exists.
missing=$(grep -v '^[[:space:]]*#' "$potfiles" | sed 's/[[:space:]]*$//' | grep -v '^$' |
          while read -r f; do [ -f "$f" ] || echo "$f"; done)
if [ -z "$missing" ]; then
  ok "every file in $potfiles exists"
else
  for f in $missing; do echo "# $f is in $potfiles but does not exist"; done
  not_ok "every file in $potfiles exists"
fi

# 2. Sources with a gettext call outside comments (block comments, their
#    continuation lines starting with "*", and // comments are dropped).
unlisted=""
for f in $(find src data bench -name '*.[ch]' 2>/dev/null | LC_ALL=C sort |
           xargs awk '
             FNR == 1 { if (prev != "" && found) print prev; prev = FILENAME; found = 0 }
             {
               line = $0
               gsub(/\/\*.*\*\//, "", line)
               sub(/\/\*.*$/, "", line)
               sub(/^[[:space:]]*\*.*$/, "", line)
               sub(/\/\/.*$/, "", line)
               if (line ~ /(^|[^A-Za-z0-9_])(_|N_|C_|NC_|Q_|ngettext|g_dngettext|g_dpgettext2?)[[:space:]]*\(/)
                 found = 1
             }
             END { if (prev != "" && found) print prev }'); do
  listed "$f" || unlisted="$unlisted $f"
done
if [ -z "$unlisted" ]; then
  ok "every source with translatable strings is in $potfiles"
else
  for f in $unlisted; do echo "# $f has translatable strings but is not in $potfiles"; done
  not_ok "every source with translatable strings is in $potfiles"
fi

# 3. Templates and data files.
unlisted=""
for f in $(find ui -name '*.ui' | LC_ALL=C sort); do
  if grep -q 'translatable="yes"' "$f"; then
    listed "$f" || unlisted="$unlisted $f"
  fi
done
for f in $(find data -maxdepth 1 \( -name '*.desktop.in' -o -name '*.metainfo.xml.in' -o -name '*.gschema.xml' \) |
           LC_ALL=C sort); do
  listed "$f" || unlisted="$unlisted $f"
done
if [ -z "$unlisted" ]; then
  ok "every template and data file with translatable strings is in $potfiles"
else
  for f in $unlisted; do echo "# $f has translatable strings but is not in $potfiles"; done
  not_ok "every template and data file with translatable strings is in $potfiles"
fi

# 4. Visible text in templates is marked for translation. The value is what
#    follows the opening tag on its line (enough for every template here).
#    One awk over every template: a process per line took 30 s and more on a
#    loaded machine.
untranslated=$(
  find ui -name '*.ui' | LC_ALL=C sort |
    xargs env LC_ALL=C.UTF-8 awk -v exceptions="$exceptions" '
      BEGIN {
        while ((getline line < exceptions) > 0)
          if (line !~ /^#/)
            allowed[line] = 1
      }
      /<(property|attribute) name="(label|title|subtitle|tooltip-text|placeholder-text|description|heading|body|text)"/ {
        if ($0 ~ /translatable="yes"/ || $0 ~ /bind-source=/ || $0 ~ /\/>/)
          next
        prop = $0
        sub(/^[^"]*name="/, "", prop)
        sub(/".*$/, "", prop)
        value = $0
        sub(/^[^>]*>/, "", value)
        sub(/<.*$/, "", value)
        # Nothing to translate without a letter (digits, bullets, dashes).
        if (value !~ /[[:alpha:]]/)
          next
        if ((FILENAME " " prop " " value) in allowed)
          next
        printf "%s:%d: %s “%s”\n", FILENAME, FNR, prop, value
      }')
if [ -z "$untranslated" ]; then
  ok "every visible string in the templates is translatable"
else
  echo "$untranslated" | sed 's/^/# not marked translatable="yes": /'
  not_ok "every visible string in the templates is translatable"
fi

# 5. xgettext cannot see through a format macro: "%" G_GINT64_FORMAT inside
#    _() cuts the msgid short, and the translation never matches.
macros=$(grep -nE '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|Q_)\([^)]*"[[:space:]]*G_G[A-Z0-9]*_(FORMAT|MODIFIER)' \
           $(grep -v '^[[:space:]]*#' "$potfiles" | grep '\.c$'))
if [ -z "$macros" ]; then
  ok "no translatable string contains a G_*_FORMAT macro"
else
  echo "$macros" | sed 's/^/# format macro in a translatable string (use %lld or %llu and a cast): /'
  not_ok "no translatable string contains a G_*_FORMAT macro"
fi

echo "1..$n"
exit $failed
