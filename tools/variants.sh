#!/bin/sh
# variants.sh run|table|write|check -- the reviews of variants/*.conf.
#   run    galpha review --variant F --out $O/review/NAME for every file,
#          keeping its stream ($O/review/NAME/review.tap), stderr and exit
#          status ($O/review/NAME/status)
#   table  the README's variants table (Markdown) from those results
#   write  splices the table into README.md between <!-- variants:begin -->
#          and <!-- variants:end -->
#   check  exit 1 when README.md's table is not the one the results give
# O=build by default; GALPHA=$O/bin/galpha.
set -u
O=${O:-build}
G=${GALPHA:-$O/bin/galpha}
R=$O/review
mode=${1:-}

name_of () { basename "$1" .conf; }
# the first comment line of a variant file: what it shows, in a sentence
what_of () { sed -n 's/^# *//p' "$1" | grep -v '^expect:' | head -1 | sed 's/|/\\|/g'; }

run () {
  mkdir -p "$R"
  for f in variants/*.conf; do
    n=$(name_of "$f")
    rm -rf "${R:?}/$n"
    mkdir -p "$R/$n"
    "$G" review --variant "$f" --out "$R/$n" > "$R/$n/review.tap" 2> "$R/$n/stderr"
    echo $? > "$R/$n/status"
  done
}

# the verdict cell of one review
verdict_of () {
  d=$R/$1
  st=$(cat "$d/status" 2> /dev/null || echo missing)
  if [ "$st" = 2 ]; then
    printf 'refused (exit 2): %s' "$(grep -v '^galpha review:' "$d/stderr" | head -1 \
      | sed 's/^galpha: [^ ]*: //; s/|/\\|/g')"
    return
  fi
  sum=$(grep '^# summary of ' "$d/review.tap" 2> /dev/null)
  [ -n "$sum" ] || { printf 'no review (exit %s)' "$st"; return; }
  echo "$sum" | sed 's/^# summary of [^:]*: //; s/ claims hold/ hold/; s/ under a violated hypothesis/ under a violated hypothesis/' \
    | awk -v st="$st" '{ printf "exit %s: %s", st, $0 }'
}

# the distinct violated conditions of one review (from the claims' SKIP reasons)
violated_of () {
  grep -o '# SKIP hypothesis violated: .*' "$R/$1/review.tap" 2> /dev/null \
    | sed 's/^# SKIP hypothesis violated: //; s/|/\\|/g' | sort -u | paste -sd ';' - | sed 's/;/; /g'
}

table () {
  echo '| variant | method | what it shows | verdict of the last review (`tools/variants.sh`) | hypotheses violated |'
  echo '|---|---|---|---|---|'
  for f in variants/*.conf; do
    n=$(name_of "$f")
    m=$(sed -n 's/^method *= *\([^ #]*\).*/\1/p' "$f" | head -1)
    p=$(sed -n 's/^problem *= *\([^ #]*\).*/\1/p' "$f" | head -1)
    printf '| [%s](%s) | %s%s | %s | %s | %s |\n' "$n" "$f" "$m" "${p:+ on $p}" "$(what_of "$f")" \
      "$(verdict_of "$n")" "$(violated_of "$n")"
  done
}

splice () {
  awk -v b="<!-- variants:begin -->" -v e="<!-- variants:end -->" -v f="$1" '
    $0 == b { print; while ((getline l < f) > 0) print l; skip = 1; next }
    $0 == e { skip = 0 }
    !skip { print }' README.md
}

case $mode in
  run) run ;;
  table) table ;;
  write|check)
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    table > "$tmp/table"
    splice "$tmp/table" > "$tmp/readme"
    if [ "$mode" = write ]; then cp "$tmp/readme" README.md
    elif ! cmp -s "$tmp/readme" README.md; then
      echo "variants: README.md's variants table is not what the last reviews gave (run: make docs)"
      diff README.md "$tmp/readme" | head -20
      exit 1
    fi ;;
  *) echo "usage: variants.sh run|table|write|check" >&2; exit 2 ;;
esac
