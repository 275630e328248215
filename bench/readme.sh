#!/bin/sh
# readme.sh -- `make bench-docs`: bench/README.md's block between the lines
# <!-- bench:begin --> and <!-- bench:end --> becomes the summary of the
# last `make bench` ($O/bench/summary.txt) as a text block, with the
# revision it was run at; the rest of the README stays as it is.
set -eu
O=${O:-build}
S=$O/bench/summary.txt
R=${README:-bench/README.md}
[ -f "$S" ] || { echo "readme.sh: $S is missing: run make bench first" >&2; exit 1; }
n1=$(grep -c '^<!-- bench:begin -->$' "$R" || true)
n2=$(grep -c '^<!-- bench:end -->$' "$R" || true)
[ "$n1" = 1 ] && [ "$n2" = 1 ] || {
  echo "readme.sh: $R needs exactly one <!-- bench:begin --> and one <!-- bench:end --> line" >&2
  exit 1; }
tmp=$R.tmp.$$
awk -v S="$S" '
  /^<!-- bench:begin -->$/ {
    print
    print "```text"
    while ((getline line < S) > 0) print line
    print "```"
    skip = 1
    next
  }
  /^<!-- bench:end -->$/ { skip = 0 }
  !skip' "$R" > "$tmp"
mv "$tmp" "$R"
echo "readme.sh: $R's benchmark block is $S"
