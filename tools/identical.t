#!/bin/sh
# identical.t -- results are bit-identical across the three builds of
# `make check`: gcc -O2 ($O), gcc -O0 ($O-O0) and clang -O2 ($O-clang).
# Compared byte for byte, the builds' outputs each against $O's:
#  (a) `galpha run ... --every 1` (standard output, standard error and exit
#      status) of every problem with every method under a few option sets per
#      method, short runs (20 steps); a combination that all three builds
#      refuse alike with exit 2 (the method does not take the problem or the
#      option) is not an item; then a few runs with --param and other verbs;
#  (b) every data file the verification programs wrote under each build's
#      data/ (run after verify in all three).  No data file is excluded: none
#      records timings, paths or anything else that depends on the build.
# One TAP line per item; a difference names the first differing line and
# field of each side as # evidence.  The run transcripts are kept in
# $O/identical/ (ITEM.BUILD).  Run by `make check-identical` after check-one
# and check-builds, or `make identical` on the builds as they are.
set -u
O=${O:-build}
builds="$O $O-O0 $O-clang"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keep=$O/identical
rm -rf "$keep"
mkdir -p "$keep"
for b in $builds; do
  if [ ! -x "$b/bin/galpha" ] || [ ! -d "$b/data" ]; then
    echo "Bail out! $b/bin/galpha or $b/data missing (make all verify-run there; make check-builds makes $O-O0 and $O-clang)"
    exit 1
  fi
done

n=0
fail=0
# first_diff A B -- where A and B first differ: line number, the first
# differing tab-separated field (number and both values), then each side's
# line (cut to 400 characters; "<end of file>" past the end)
first_diff () {
  awk -v f2="$2" '
    function out(n, a, b,   na, nb, fa, fb, k) {
      na = split(a, fa, "\t"); nb = split(b, fb, "\t")
      for (k = 1; k <= na || k <= nb; k++) if (fa[k] != fb[k]) break
      print n; print k; print fa[k]; print fb[k]
      print substr(a, 1, 400); print substr(b, 1, 400); found = 1
    }
    { if ((getline l2 < f2) <= 0) l2 = "<end of file>"
      if ($0 != l2) { out(NR, $0, l2); exit } }
    END { if (!found && (getline l2 < f2) > 0) out(NR + 1, "<end of file>", l2) }' "$1"
}

# report DESC FILE1 FILE2 FILE3 -- one TAP line: the files (one per build,
# in the order of $builds) are identical, or for each build that differs
# from $O the first differing line of both as evidence
report () {
  desc=$1 ref=$2 f2=$3 f3=$4
  set -- $builds
  n=$((n + 1))
  : > "$tmp/evidence"
  bad=""
  for k in 2 3; do
    if [ $k = 2 ]; then f=$f2 b=$2; else f=$f3 b=$3; fi
    cmp -s "$ref" "$f" && continue
    first_diff "$ref" "$f" > "$tmp/diff"
    bad="$bad, $b at line $(sed -n 1p "$tmp/diff")"
    { echo "# line $(sed -n 1p "$tmp/diff"), field $(sed -n 2p "$tmp/diff"): $(sed -n 3p "$tmp/diff") in $1, $(sed -n 4p "$tmp/diff") in $b"
      echo "# $1: $(sed -n 5p "$tmp/diff")"; echo "# $b: $(sed -n 6p "$tmp/diff")"; } >> "$tmp/evidence"
  done
  if [ -z "$bad" ]; then
    echo "ok $n - IDENT $desc identical in $1, $2, $3 ($(wc -l < "$ref") lines)"
  else
    fail=1
    echo "not ok $n - IDENT $desc: differs from $1 in ${bad#, }"
    cat "$tmp/evidence"
  fi
}

# item ARGS... -- run galpha ARGS in every build; a transcript per build
# (stdout, stderr, exit status); an item unless every build refused it alike
item () {
  args="$*"
  files=""
  i=0
  for b in $builds; do
    i=$((i + 1))
    "$b/bin/galpha" "$@" > "$tmp/out" 2> "$tmp/err"
    rc=$?
    t=$keep/$((n + 1)).$(basename "$b")
    { cat "$tmp/out"; echo "## stderr"; cat "$tmp/err"; echo "## exit status $rc"; } > "$t"
    files="$files $t"
    eval "rc$i=$rc"
  done
  files=${files# }
  set -- $files
  if [ "$rc1" = 2 ] && [ "$rc2" = 2 ] && [ "$rc3" = 2 ] && cmp -s "$1" "$2" && cmp -s "$1" "$3"; then
    rm -f $files
    return
  fi
  report "galpha $args" $files
}

# the option sets of each method: METHOD|OPTIONS
sets="ga-nh|--rho-inf 0.5
ga-nh|--rho-inf 0.9 --m-alpha previous --steps alt
ga-nh|--alpha-m -0.2 --alpha-f 0.1 --beta 0.36 --gamma 0.8 --a-init exact --newton-tol 1e-10
ga-soi2|--rho-inf 0.5
ga-soi2|--rho-inf 0.7 --m-alpha previous --steps alt
ga-soi2|--rho-inf 0.9 --a-init lunk-simeon --step-fix printed --steps alt
ga-soi2|--rho-inf 0.2 --a-init exact --step-fix off --steps alt
ga-i3|--rho-inf 0.5
ga-i3|--rho-inf 0.8 --scaling off --steps alt
ga|--rho-inf 0.5
ga|--rho-inf 1 --steps alt
hht-odae|--alpha -0.2
hht-odae|--alpha -0.3 --b 0.3 --r1 explicit --steps alt
hht-odae|--alpha -0.1 --midpoint
hht-odae|--alpha -0.15 --step-fix off --steps alt
hht-i2|--alpha -0.2
hht-i2|--alpha -0.05 --step-fix off --steps alt
hht|--alpha -0.2
hht|--alpha -0.3 --steps alt
newmark|--beta 0.3025 --gamma 0.6
newmark|--beta 0.25 --gamma 0.5 --steps alt
nh-newmark|
nh-newmark|--beta 0.1 --gamma 0.6 --alpha-d 0.25 --disc 15 --steps alt
nh-newmark|--alpha-d 0 --solve explicit
nh-newmark-comp|
nh-newmark-comp|--alpha-d 0.25 --disc 15 --comp-order reversed --substeps full
nh-newmark-tj|
rk4|
rk4|--steps alt"

G1="$O/bin/galpha"
"$G1" list methods | cut -f1 > "$tmp/methods"
# every method must have an option set here
for m in $(cat "$tmp/methods"); do
  echo "$sets" | grep -q "^$m|" || { echo "Bail out! method $m has no option set in tools/identical.t"; exit 1; }
done
item list
for p in $("$G1" list problems | cut -f1); do
  # 20 steps; andrews is stiff: shorter steps
  case $p in andrews) hT="--h 2e-4 --t-end 4e-3" tr=0.004 ;; *) hT="--h 0.01 --t-end 0.2" tr=0.2 ;; esac
  for m in $(cat "$tmp/methods"); do
    echo "$sets" | sed -n "s/^$m|//p" > "$tmp/opts"
    while IFS= read -r opts; do
      item run --problem "$p" --method "$m" $opts $hT --every 1
    done < "$tmp/opts"
  done
  item reference --problem "$p" --t-end $tr
done
item run --problem rolling-disk --method ga-nh --rho-inf 0.5 --param f4_printed=1 --h 0.01 --t-end 0.2 --every 1
item run --problem soi2-test --method ga-soi2 --rho-inf 0.5 --param variant=1 --h 0.01 --t-end 0.2 --every 1
item run --problem cvt --method ga-nh --rho-inf 0.5 --param epsilon=0.1 --h 0.01 --t-end 0.2 --every 1
item run --problem slider-crank --method ga-i3 --rho-inf 0.5 --param kspring=500 --h 0.01 --t-end 0.2 --every 1
item conv --problem jay-nh --method ga-nh --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 3
item conv --problem soi2-test --method ga-soi2 --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 3
item run --problem soi2-test --method ga-soi2 --rho-inf 0.2 --m-alpha previous --t-end 1 --rtol 1e-4 --rtol-z 1e-4 --rtol-a 1e-4 --rtol-lambda 1e-4 --rtol-psi 1e-4 --every 1
item tolconv --problem jn-test --method ga-i3 --rho-inf 0.7 --t-end 1 --rtol0 1e-3 --levels 3 --rtol-lambda 1e-3
item roots --rho-inf 0.5
item spectrum --method ga --rho-inf 0.8

# (b) the verification programs' data files: the same names in every build
set -- $builds
for b in $builds; do (cd "$b/data" && ls) > "$tmp/names.$(basename "$b")"; done
cat "$tmp"/names.* | sort -u > "$tmp/names"
if [ ! -s "$tmp/names" ]; then
  n=$((n + 1)); fail=1
  echo "not ok $n - IDENT data: no data files under $O/data, $O-O0/data, $O-clang/data (run verify there first)"
fi
for f in $(cat "$tmp/names"); do
  missing=""
  files=""
  for b in $builds; do
    [ -f "$b/data/$f" ] || missing="$missing $b/data"
    files="$files $b/data/$f"
  done
  files=${files# }
  if [ -n "$missing" ]; then
    n=$((n + 1)); fail=1
    echo "not ok $n - IDENT data $f: missing in$missing"
    continue
  fi
  report "data $f" $files
done
echo "1..$n"
exit $fail
