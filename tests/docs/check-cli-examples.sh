#!/bin/sh
# Runs every ```sh block of docs/cli.md as it is written, each in a new
# empty folder, with the tavolo-cli just built first in the PATH; TAP.
# Usage: check-cli-examples.sh DOCS/CLI.MD CLI_DIR
set -u

doc=$1
cli_dir=$2

if ! command -v jq > /dev/null 2>&1; then
  echo "1..0 # SKIP jq is not installed (.ci/install-deps installs it)"
  exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-cli-examples-XXXXXX")
trap 'rm -rf "$work"' EXIT

# One file per block, named after the line where the block starts.
awk -v dir="$work" '
  /^```sh[[:space:]]*$/ { n++; file = sprintf("%s/block-%02d-line-%d.sh", dir, n, NR + 1); next }
  /^```/ && file != "" { close(file); file = ""; next }
  file != "" { print > file }
' "$doc"

set -- "$work"/block-*.sh
if [ ! -e "$1" ]; then
  echo "Bail out! no \`\`\`sh block in $doc"
  exit 1
fi

echo "1..$#"
n=0
status=0
for block in "$@"; do
  n=$((n + 1))
  line=${block##*-line-}
  line=${line%.sh}
  dir="$work/run-$n"
  mkdir "$dir"
  if (cd "$dir" && PATH="$cli_dir:$PATH" sh -e "$block") > "$dir.log" 2>&1; then
    echo "ok $n - $(basename "$doc"):$line"
  else
    echo "not ok $n - $(basename "$doc"):$line"
    sed 's/^/# /' "$dir.log" | tail -n 20
    status=1
  fi
done
exit $status
