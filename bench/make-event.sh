#!/bin/sh
# make-event.sh — a big event for the benchmarks, made with tavolo-cli
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: make-event.sh TAVOLO_CLI RULESET PLAYERS FILE [ROUNDS]
#
# Registers PLAYERS players with distinct accented names and draws ROUNDS
# rounds (default 1); every round but the last gets a result at each table
# (destiny only: seat 1 wins), so the last round is the one being played
# and its tables are still waiting.
set -eu
cli=$1 ruleset=$2 n=$3 file=$4 rounds=${5:-1}
list=$(mktemp)
trap 'rm -f "$list"' EXIT

awk -v n="$n" 'BEGIN {
  split("Anna Bruno Chiara Dario Elena Fabio Giulia Luca Marta Nicolò Ørjan Petra Şule Zoë", f, " ")
  split("Bianchi Conti Ferri Müller Rossi Łukasz Vasilev Greco Ivanova Marino", l, " ")
  print "name,club"
  for (i = 0; i < n; i++)
    printf "%s %s %d,Club %d\n", f[i % 14 + 1], l[int(i / 14) % 10 + 1], i + 1, i % 40
}' > "$list"

"$cli" new "$file" --force --ruleset "$ruleset" --name "Bench $n" --seed 2026 >/dev/null
"$cli" players "$file" import "$list" --format csv >/dev/null
r=1
while [ "$r" -le "$rounds" ]; do
  "$cli" draw "$file" >/dev/null
  if [ "$r" -lt "$rounds" ]; then
    # Destiny: seat 1 wins each match (a bye is entered by the draw).
    "$cli" show "$file" --round "$r" --format json |
      jq -r '.rounds[0].tables[] | select(.result == null) | "\(.number) \(.seats[0].id)"' |
      while read -r table winner; do
        "$cli" result "$file" --round "$r" --table "$table" --json "{\"winner\": \"$winner\"}" >/dev/null
      done
  fi
  r=$((r + 1))
done
