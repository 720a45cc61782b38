#!/bin/sh
# make-gallery.sh BUILDDIR — the pictures of docs/printing.md, redrawn.
#
# Renders every document of the long-name matrix (tests/print/test-print-fit,
# with players whose names have 32 characters or more) in English and in
# Russian, keeps the PDFs, and turns the first page of a chosen few into
# small PNGs next to this script. Needs pdftoppm (poppler-utils).
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

build=${1:?usage: make-gallery.sh BUILDDIR}
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for lang in C ru; do
  mkdir -p "$tmp/$lang"
  LC_ALL=C.UTF-8 LANGUAGE=$lang TAV_LOCALE_DIR="$build/po" G_TEST_SRCDIR="$src/tests" \
    TAVOLO_PRINT_KEEP="$tmp/$lang" "$build/tests/print/test-print-fit" >/dev/null
done

# name of the PNG, language, PDF written by the test (without .pdf)
while read -r png lang pdf; do
  pdftoppm -png -gray -r 40 -f 1 -l 1 -singlefile "$tmp/$lang/$pdf.pdf" "$here/$png"
done <<'LIST'
sheets-bang-2011 C bang-2011-C-elimination-Record-Sheets--A4--1-a-page
sheets-bang-2011-two-ru ru bang-2011-ru-elimination-Record-Sheets--A4--2-a-page
sheets-catan-bg-ru ru catan-bg-ru-ranking-Record-Sheets--A4--1-a-page
sheets-bgl-ru ru bgl-ru-rounds-Record-Sheets--A4--1-a-page
sheets-destiny-ru ru destiny-ru-swiss-Record-Sheets--A4--2-a-page
slips-destiny C destiny-playoffs-C-playoffs-Match-slips--A4--2-a-page
slips-destiny-four-ru ru destiny-ru-swiss-Record-Sheets--A4--4-a-page
seating-bgl C bgl-C-rounds-Seating--A4--1-a-page
seating-destiny-ru ru destiny-ru-swiss-Seating--A4--1-a-page
standings-bang-2007-ru ru bang-2007-notes-ru-Standings--A4--1-a-page
standings-catan-bg C catan-bg-C-Standings--A4--1-a-page
bracket-destiny-ru ru destiny-playoffs-ru-playoffs-Bracket--A4--1-a-page
bracket-bang-2011 C bang-2011-C-finals-Bracket--A4--1-a-page
bracket-32-part-ru ru bang-2011-32-ru-finals-Bracket--A4--1-a-page
slips-destiny-six C destiny-C-swiss-Record-Sheets--A4--6-a-page
slips-destiny-links C destiny-playoffs-C-playoffs-Match-slips--A4--2-a-page--with-result-links
slips-destiny-links-four-ru ru destiny-ru-swiss-Record-Sheets--A4--4-a-page--with-result-links
sheets-bgl-link-ru ru bgl-ru-rounds-Record-Sheets--A4--1-a-page--with-result-links
standings-wall-ru ru catan-bg-ru-Standings--A4--1-a-page--wall-size
LIST
