#!/bin/sh
# figures_repro.t -- make figures redraws a figure byte for byte, so that
# `make figures` on a clean checkout leaves `git status` clean:
#  - the figure FIG (default fig7_1) is drawn twice by make figures' own rule
#    (FIG_OUT and FIG_STAMPS pointed at a temporary directory), at least one
#    second apart and with two different revisions (REV=...): the PDF and the
#    PNG must be byte-identical, so neither the time nor the revision can be
#    in them (cairo writes the time into a PDF's /CreationDate);
#  - no date of today and neither revision string is in either file;
#  - each is byte-identical to paper_figs/FIG.pdf and .png, the committed
#    files (the data are those of this build; make figures would write the
#    same bytes);
#  - the run changed nothing in the checkout (git status --porcelain).
# The stamp FIG_STAMPS/FIG.stamp keeps the revision and the date instead:
# it must name the revision make was given.
# One palette: no plots/*.gp but plots/common.gp writes a colour (rgb "...",
# #rrggbb), a line or point type by number (lc 3, lt 2, pt 7) or a line style
# of its own (set linetype, set style line); the scripts name a block or a
# method (bc("y"), mc("rk4"), ...) and common.gp holds the one colour and
# symbol of each (PLOTS: the scripts to check, default plots/*.gp).
# Run by make check (check-one); by hand: prove --exec sh tools/figures_repro.t
# Environment: O (build), FIG (fig7_1), MAKE (make), PLOTS (plots/*.gp).
set -u
O=${O:-build}
FIG=${FIG:-fig7_1}
MAKE=${MAKE:-make}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
fail=0
check () {   # check STATUS DESCRIPTION [EVIDENCE-FILE]
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"
  else
    echo "not ok $n - $2"; fail=1
    [ $# -ge 3 ] && [ -s "$3" ] && head -20 "$3" | sed 's/^/# /'
  fi
}
[ -f "plots/$FIG.gp" ] || { echo "Bail out! no plots/$FIG.gp"; exit 1; }
git status --porcelain > "$tmp/status-before" 2>&1 || { echo "Bail out! not a git checkout"; exit 1; }

draw () {   # draw DIR REVISION: FIG by the Makefile's rule into DIR
  "$MAKE" --no-print-directory -s O="$O" FIG_OUT="$tmp/$1" FIG_STAMPS="$tmp/$1" REV="$2" \
    "$tmp/$1/$FIG.pdf" "$tmp/$1/$FIG.png" > "$tmp/$1.log" 2>&1
}
draw one rev-one-1111111
check $? "make draws $FIG into a temporary directory (REV=rev-one-1111111)" "$tmp/one.log"
sleep 1.2
draw two rev-two-2222222
check $? "make draws $FIG again a second later (REV=rev-two-2222222)" "$tmp/two.log"

for ext in pdf png; do
  cmp "$tmp/one/$FIG.$ext" "$tmp/two/$FIG.$ext" > "$tmp/bad" 2>&1
  check $? "$FIG.$ext drawn twice, at two times and two revisions: the same bytes" "$tmp/bad"
done

today=$(date -u +%Y%m%d)
: > "$tmp/bad"
for f in "$tmp/one/$FIG.pdf" "$tmp/one/$FIG.png"; do
  for s in rev-one-1111111 rev-two-2222222 "$today" "$(date -u +%Y-%m-%d)"; do
    LC_ALL=C grep -aqF "$s" "$f" && echo "$(basename "$f") holds '$s'" >> "$tmp/bad"
  done
done
[ ! -s "$tmp/bad" ]
check $? "neither file holds today's date ($today) or the revision" "$tmp/bad"

for ext in pdf png; do
  cmp "$tmp/one/$FIG.$ext" "paper_figs/$FIG.$ext" > "$tmp/bad" 2>&1
  check $? "$FIG.$ext is byte-identical to paper_figs/$FIG.$ext" "$tmp/bad"
done

grep -qx 'revision	rev-two-2222222' "$tmp/two/$FIG.stamp" 2>/dev/null
check $? "the stamp $FIG.stamp keeps the revision of the run" "$tmp/two/$FIG.stamp"

# the palette: a colour, a line type or a point type written outside common.gp
: > "$tmp/bad"
for f in ${PLOTS:-plots/*.gp}; do
  [ "$f" = plots/common.gp ] && continue
  LC_ALL=C awk -v f="$f" '/^[ \t]*#/ { next }
    /rgb(color)? *["\047]|#[0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F]|(^|[^a-z_])(lc|linecolor|lt|linetype|pt|pointtype|ls|linestyle) +[0-9]|set +(linetype|style +line)/ {
      printf "%s:%d: %s\n", f, FNR, $0 }' "$f" >> "$tmp/bad"
done
[ ! -s "$tmp/bad" ]
check $? "no plots/*.gp but common.gp writes a colour, a line type or a point type (one palette)" "$tmp/bad"

git status --porcelain > "$tmp/status-after" 2>&1
diff "$tmp/status-before" "$tmp/status-after" > "$tmp/bad"
check $? "the checkout is as it was (git status --porcelain)" "$tmp/bad"

echo "1..$n"
exit $fail
