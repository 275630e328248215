#!/bin/sh
# docs.sh [--check] -- writes (or, with --check, compares) the "measured"
# block of every theory/*.md and the results table of README.md from the TAP
# output of the verification programs, so that documents say what the last
# run measured.  The table has one short row per document: its id (a link),
# the result it checks in a few words (docs/results.tsv), its status and the
# claims ok of total; the long reasons stay in the documents.  O=build by default.  --check tolerates round-off digits:
# numbers must agree to the tolerance that tools/tapcmp.pl states, everything
# else (claim ids, ok / not ok, SKIP / TODO, descriptions) exactly.
set -u
O=${O:-build}
tools=$(dirname "$0")
mode=${1:-write}
status=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# replace the text between <!-- NAME:begin --> and <!-- NAME:end --> of file $1 with file $3
splice () {
  awk -v b="<!-- $2:begin -->" -v e="<!-- $2:end -->" -v f="$3" '
    $0 == b { print; while ((getline l < f) > 0) print l; skip = 1; next }
    $0 == e { skip = 0 }
    !skip { print }' "$1"
}
commit () {   # $1 = target, $2 = candidate
  if [ "$mode" = --check ]; then
    # same text, claims and statuses; numbers equal up to round-off
    # (tools/tapcmp.pl states the tolerance)
    if ! perl "$tools/tapcmp.pl" "$1" "$2" > "$tmp/cmp"; then
      echo "docs: $1 is not what the current run measured (run: make docs)"
      cat "$tmp/cmp"
      status=1
    fi
  else
    cp "$2" "$1"
  fi
}
field () { sed -n "s/^$1: *//p" "$2" | head -1 | sed 's/^"//; s/"$//'; }

# README.md's results table: one short row per document, its few words from
# docs/results.tsv, everything else from the document's front matter and the run
words () { awk -F '\t' -v id="$1" '$1 == id { print $2; exit }' docs/results.tsv; }
printf '| id | result | status | claims ok / total (last run) |\n|---|---|---|---|\n' > "$tmp/results"
for doc in theory/s*.md theory/[!s]*.md; do
  prog=$(field verified-by "$doc")
  [ -n "$prog" ] || continue
  bin=$O/verify/$(basename "$prog" .c)
  if [ ! -x "$bin" ]; then echo "docs: $bin is not built (run make)"; status=1; continue; fi
  # the TAP a run kept in $TAP_DIR (tools/tap_save.sh), unless the program
  # is newer than it; else the program runs here
  saved=${TAP_DIR:+$TAP_DIR/$(basename "$bin").tap}
  if [ -n "$saved" ] && [ -f "$saved" ] && [ ! "$bin" -nt "$saved" ]; then
    cp "$saved" "$tmp/tap"
  else
    "$bin" > "$tmp/tap" 2>&1
  fi
  { echo '```'; grep -E '^(not )?ok ' "$tmp/tap"; echo '```'; } > "$tmp/block"
  splice "$doc" measured "$tmp/block" > "$tmp/doc"
  commit "$doc" "$tmp/doc"
  id=$(field id "$doc")
  n=$(grep -cE '^(not )?ok ' "$tmp/tap")
  pass=$(grep -E '^ok ' "$tmp/tap" | grep -cv '# SKIP')
  todo=$(grep -c '# TODO' "$tmp/tap")
  skip=$(grep -c '# SKIP' "$tmp/tap")
  extra=""
  [ "$todo" -gt 0 ] && extra="$extra, $todo TODO"
  [ "$skip" -gt 0 ] && extra="$extra, $skip SKIP"
  w=$(words "$id")
  if [ -z "$w" ]; then echo "docs: docs/results.tsv has no row for $id ($doc)"; status=1; fi
  printf '| [%s](%s) | %s | %s | %s / %s%s |\n' \
    "$id" "$doc" "$w" "$(field status "$doc")" "$pass" "$n" "$extra" >> "$tmp/results"
done
splice README.md results "$tmp/results" > "$tmp/readme"
commit README.md "$tmp/readme"
exit $status
