#!/bin/sh
# check-icons.sh APP_ICON SYMBOLIC_ICON — the application icons.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints TAP. Both are well-formed SVG (XMLLINT in the environment); the
# application icon is drawn on the 128×128 canvas of the GNOME guidelines;
# the symbolic icon is 16×16, in one colour, made of plain shapes only (no
# text, bitmap, gradient, filter or stroke, which recolouring would miss).
set -u

icon=${1:?usage: check-icons.sh APP_ICON SYMBOLIC_ICON}
symbolic=${2:?usage: check-icons.sh APP_ICON SYMBOLIC_ICON}

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

for f in "$icon" "$symbolic"; do
  if [ -n "${XMLLINT:-}" ]; then
    "$XMLLINT" --noout "$f"
    result $? "$(basename "$f") is well-formed XML"
  else
    n=$((n + 1))
    echo "ok $n - $(basename "$f") is well-formed XML # SKIP xmllint not found"
  fi
done

grep -q '<svg [^>]*width="128" height="128" viewBox="0 0 128 128"' "$icon"
result $? "$(basename "$icon") is 128×128"

grep -q '<svg [^>]*width="16" height="16" viewBox="0 0 16 16"' "$symbolic"
result $? "$(basename "$symbolic") is 16×16"

colours=$(grep -o '\(fill\|stroke\)="[^"]*"' "$symbolic" | sort -u)
if [ "$(echo "$colours" | wc -l)" -eq 1 ] && echo "$colours" | grep -q '^fill="#'; then
  result 0 "$(basename "$symbolic") is monochrome"
else
  echo "$colours" | sed 's/^/# /'
  result 1 "$(basename "$symbolic") is monochrome"
fi

! grep -Eq '<(text|image|linearGradient|radialGradient|filter|use)[ >]|stroke' "$symbolic"
result $? "$(basename "$symbolic") has only plain shapes"

echo "1..$n"
exit $failed
