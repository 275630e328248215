#!/bin/sh
# variants.sh run|table|write|check -- the reviews of variants/*.conf.
#   run    galpha review --variant F --out $O/variants/NAME for every file,
#          keeping its stream ($O/variants/NAME/review.out), stderr and exit
#          status ($O/variants/NAME/status)
#   table  the variants table (Markdown) from those results, its links
#          relative to variants/
#   write  splices the table into variants/README.md between
#          <!-- variants:begin --> and <!-- variants:end -->
#   check  exit 1 when variants/README.md's table is not the one the results
#          give
# O=build by default; GALPHA=$O/bin/galpha; VREADME=variants/README.md.
set -u
O=${O:-build}
G=${GALPHA:-$O/bin/galpha}
R=$O/variants
VREADME=${VREADME:-variants/README.md}
mode=${1:-}

name_of () { basename "$1" .conf; }
# the `# shows:` line of a variant file: what it shows, in a sentence
what_of () { sed -n 's/^# *shows: *//p' "$1" | head -1 | sed 's/|/\\|/g'; }

run () {
  mkdir -p "$R"
  for f in variants/*.conf; do
    n=$(name_of "$f")
    rm -rf "${R:?}/$n"
    mkdir -p "$R/$n"
    "$G" review --variant "$f" --out "$R/$n" > "$R/$n/review.out" 2> "$R/$n/stderr"
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
  first=$(grep '^# summary of ' "$d/review.out" 2> /dev/null)
  sum=$(grep '^# in all: ' "$d/review.out" 2> /dev/null)
  [ -n "$sum" ] && [ -n "$first" ] || { printf 'no review (exit %s)' "$st"; return; }
  # the first line: "# summary of F (method M, problem P): N claims ran on P, ..."
  own=$(echo "$first" | sed -n 's/^# summary of [^:]*): \([0-9]*\) claims ran on \([^,:]*\).*/\1 ran on \2/p')
  # "# in all: H hold, F fail, V under a violated hypothesis (VF of them
  # measured failing), T known failures (TODO), N not applicable; ..." -> the
  # nonzero counts
  echo "$sum" | sed 's/^# in all: //' | awk -v st="$st" -v own="$own" '{
    n = split($0, w, /[ ,;()]+/); h = f = v = vf = t = s = 0
    for (i = 1; i < n; i++) {
      if (w[i + 1] == "hold") h = w[i]
      else if (w[i + 1] == "fail") f = w[i]
      else if (w[i + 1] == "under") v = w[i]
      else if (w[i + 1] == "of" && w[i + 3] == "measured") vf = w[i]
      else if (w[i + 1] == "known") t = w[i]
      else if (w[i + 1] == "not" && w[i + 2] == "applicable" && !s) s = w[i] }
    out = (f > 0 ? f " fail, " : "") h " hold"
    if (v > 0) out = out ", " v " under a violated hypothesis (" vf " measured failing)"
    if (t > 0) out = out ", " t " known failures (TODO)"
    if (s > 0) out = out ", " s " not applicable"
    printf "exit %s: %s; %s, the variant%ss problem", st, out, own, "\047" }'
}

# the distinct violated conditions of one review (from the claims' SKIP reasons)
violated_of () {
  grep -o '# SKIP hypothesis violated: .*' "$R/$1/review.out" 2> /dev/null \
    | sed 's/^# SKIP hypothesis violated: //; s/|/\\|/g' | sort -u | paste -sd ';' - | sed 's/;/; /g'
}

table () {
  echo '| variant | method | what it shows | verdict of the last review (`tools/variants.sh`) | hypotheses violated |'
  echo '|---|---|---|---|---|'
  for f in variants/*.conf; do
    n=$(name_of "$f")
    m=$(sed -n 's/^method *= *\([^ #]*\).*/\1/p' "$f" | head -1)
    p=$(sed -n 's/^problem *= *\([^ #]*\).*/\1/p' "$f" | head -1)
    printf '| [%s](%s) | %s%s | %s | %s | %s |\n' "$n" "$n.conf" "$m" "${p:+ on $p}" "$(what_of "$f")" \
      "$(verdict_of "$n")" "$(violated_of "$n")"
  done
}

splice () {
  awk -v b="<!-- variants:begin -->" -v e="<!-- variants:end -->" -v f="$1" '
    $0 == b { print; while ((getline l < f) > 0) print l; skip = 1; next }
    $0 == e { skip = 0 }
    !skip { print }' "$VREADME"
}

case $mode in
  run) run ;;
  table) table ;;
  write|check)
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    table > "$tmp/table"
    splice "$tmp/table" > "$tmp/readme"
    if [ "$mode" = write ]; then cp "$tmp/readme" "$VREADME"
    elif ! cmp -s "$tmp/readme" "$VREADME"; then
      echo "variants: $VREADME's variants table is not what the last reviews gave (run: make docs)"
      diff "$VREADME" "$tmp/readme" | head -20
      exit 1
    fi ;;
  *) echo "usage: variants.sh run|table|write|check" >&2; exit 2 ;;
esac
