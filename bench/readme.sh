#!/bin/sh
# readme.sh -- `make bench-docs`: bench/README.md's block between the lines
# <!-- bench:begin --> and <!-- bench:end --> becomes the summary of the
# last `make bench` ($O/bench/summary.txt) as a text block, with the
# revision it was run at, and the block between <!-- chain:begin --> and
# <!-- chain:end --> the chain's scaling table of the last make bench or
# bench/chain.sh ($O/bench/chain.dat, through bench_summary --chain), and
# the block between <!-- grid:begin --> and <!-- grid:end --> the step
# grid's table of the last make bench ($O/bench/grid.txt); the rest of the
# README stays as it is.  A block whose data are missing is
# left as it is (with a message).
set -eu
O=${O:-build}
R=${README:-bench/README.md}

fill () {   # fill MARKER FILE: the block MARKER:begin .. MARKER:end becomes FILE
  n1=$(grep -c "^<!-- $1:begin -->\$" "$R" || true)
  n2=$(grep -c "^<!-- $1:end -->\$" "$R" || true)
  [ "$n1" = 1 ] && [ "$n2" = 1 ] || {
    echo "readme.sh: $R needs exactly one <!-- $1:begin --> and one <!-- $1:end --> line" >&2
    exit 1; }
  tmp=$R.tmp.$$
  awk -v S="$2" -v B="<!-- $1:begin -->" -v E="<!-- $1:end -->" '
    $0 == B {
      print
      print "```text"
      while ((getline line < S) > 0) print line
      print "```"
      skip = 1
      next
    }
    $0 == E { skip = 0 }
    !skip' "$R" > "$tmp"
  mv "$tmp" "$R"
  echo "readme.sh: $R's $1 block is $2"
}

S=$O/bench/summary.txt
if [ -f "$S" ]; then fill bench "$S"; else echo "readme.sh: $S is missing: run make bench first" >&2; fi
C=$O/bench/chain.dat
if [ -f "$C" ]; then
  "$O/bench/bench_summary" --chain "$C" > "$O/bench/chain.txt"
  fill chain "$O/bench/chain.txt"
else
  echo "readme.sh: $C is missing: run make bench or bench/chain.sh first" >&2
fi
G=$O/bench/grid.txt
if [ -f "$G" ]; then fill grid "$G"; else echo "readme.sh: $G is missing: run make bench first" >&2; fi
[ -f "$S" ] || [ -f "$C" ] || [ -f "$G" ] || exit 1
