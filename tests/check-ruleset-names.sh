#!/bin/sh
# Code outside src/core asks the ruleset interface, never a ruleset by name:
# no string literal equal to a registered ruleset's id, no #include of a
# ruleset's header (src/core/rulesets/*.h). The ids are the registry's own,
# as `tavolo-cli rulesets` lists them.
#
# Usage: check-ruleset-names.sh SOURCE_ROOT TAVOLO_CLI
set -u
root=$1
cli=$2

ids=$("$cli" rulesets | sed -n 's/^\([a-z0-9][a-z0-9-]*\)  .*/\1/p')
headers=$(cd "$root/src/core/rulesets" && ls ./*.h | sed 's|^\./||')
sources=$(find "$root/src" -path "$root/src/core" -prune -o \( -name '*.c' -o -name '*.h' \) -print | sort)

echo "1..3"
n=$(printf '%s\n' $ids | grep -c .)
if [ "$n" -ge 5 ]; then
  echo "ok 1 - the registry lists $n rulesets:" $ids
else
  echo "not ok 1 - tavolo-cli rulesets listed $n rulesets, expected at least 5"
fi

# report NUMBER WHAT HITS: one TAP line, with the offending lines below.
report () {
  if [ -z "$3" ]; then
    echo "ok $1 - no code outside src/core $2"
  else
    echo "not ok $1 - code outside src/core $2; ask the ruleset interface (tav-ruleset.h):"
    printf '%s\n' "$3" | sed 's|^|# |'
  fi
}

hits=$(for id in $ids; do grep -nF "\"$id\"" $sources; done)
report 2 "names a ruleset id" "$hits"

hits=$(for h in $headers; do
  grep -nE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]([^\">]*/)?$h[\">]" $sources
done)
report 3 "includes a ruleset's header, private to the core" "$hits"
