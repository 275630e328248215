#!/bin/sh
# params_cli.t -- problem parameters from the command line (CONTRACT.md):
# `galpha list params --problem P`, and `--param NAME=VALUE` on run and conv:
# every refusal (exit 2, the value and the condition named, the problem's
# parameter names listed, nothing written at --out); soi2-test's variant=1
# changes the solution and conv measures against variant B's exact solution;
# rolling-disk's f4_printed=1 runs the printed model; the header records the
# parameters that differ from their defaults.
. "$(dirname "$0")/common.sh"

S="--problem soi2-test --method rk4 --h 0.01 --t-end 1"
SC="--problem soi2-test --method rk4 --t-end 1 --h0 0.1 --levels 4"
R="--problem rolling-disk --method ga-nh --rho-inf 0.5 --t-end 10"
NS="(parameters of soi2-test: variant;"
NR="(parameters of rolling-disk: m, r, I1, I2, grav, f4_printed;"

# --- list params
"$G" list params --problem soi2-test > "$T/l" 2> "$T/e"; rc=$?
printf 'variant\t0\t0: catalogue variant A (psi = e^t), 1: variant B (psi = e^-t); allowed {0, 1}\n' \
  | cmp -s - "$T/l"
ok $? "list params --problem soi2-test: one line NAME, default, meaning; allowed (exit $rc: $(cat "$T/l"))"
"$G" list params --problem rolling-disk > "$T/l"; rc=$?
[ $rc = 0 ] && [ "$(wc -l < "$T/l")" = 6 ] && grep -q "^f4_printed	0	1: use the seed's printed f4.*; allowed {0, 1}$" "$T/l"
ok $? "list params --problem rolling-disk: 6 lines, f4_printed default 0 allowed {0, 1} (exit $rc)"
"$G" list params --problem cvt > "$T/l"; rc=$?
[ $rc = 0 ] && grep -q "^epsilon	0	asymmetry of the pendulum (0: reversible); allowed (-inf, inf)$" "$T/l"
ok $? "list params --problem cvt: epsilon default 0 (exit $rc)"
"$G" list params --problem jay-nh > "$T/l" 2> "$T/e"; rc=$?
[ $rc = 0 ] && [ ! -s "$T/l" ] && [ ! -s "$T/e" ]
ok $? "list params --problem jay-nh (no parameters) prints nothing and exits 0 (exit $rc)"
# every problem: three tab-separated fields, the default inside the domain it prints
bad=""
for p in $("$G" list problems | cut -f1); do
  "$G" list params --problem "$p" > "$T/l" || bad="$bad $p(exit)"
  awk -F'\t' 'NF != 3 || $3 !~ /; allowed [[({]/ { exit 1 }' "$T/l" || bad="$bad $p(format)"
  # setting every parameter to its default is accepted and changes nothing
  args=$(awk -F'\t' '{ printf "--param %s=%s ", $1, $2 }' "$T/l")
  if [ -n "$args" ]; then
    "$G" run --problem "$p" --method rk4 --h 0.001 --t-end 0.001 $args > /dev/null 2> "$T/e" \
      || grep -q "does not apply\|integrates" "$T/e" || bad="$bad $p(defaults: $(cat "$T/e"))"
  fi
done
[ -z "$bad" ]
ok $? "list params for every problem: NAME<TAB>default<TAB>meaning; allowed D, defaults accepted by --param${bad:+ (failed:$bad)}"
"$G" list params --problem nope > "$T/l" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "unknown problem 'nope'" "$T/e" && [ ! -s "$T/l" ]
ok $? "list params --problem nope exits 2 naming it (exit $rc: $(cat "$T/e"))"
"$G" list params > "$T/l" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "list params: --problem is required" "$T/e"
ok $? "list params without --problem exits 2 (exit $rc: $(cat "$T/e"))"
"$G" list params --problem cvt --h 1 > "$T/l" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "option --h does not apply to galpha list params" "$T/e"
ok $? "list params refuses another option (exit $rc: $(cat "$T/e"))"

# --- refusals (run and conv)
refuses "problem soi2-test has no parameter 'foo' $NS" run $S --param foo=1
refuses "problem soi2-test has no parameter 'foo' $NS" conv $SC --param foo=1
refuses "--param 'variant': want NAME=VALUE, and there is no '=' $NS" run $S --param variant
refuses "--param '=1': the name before '=' is empty $NS" run $S --param =1
refuses "--param variant: 'abc' is not a number $NS" run $S --param variant=abc
refuses "--param variant: '' is not a number $NS" run $S --param variant=
refuses "--param variant: ' 1' starts with white space, not a number $NS" run $S --param "variant= 1"
refuses "--param variant: '1x' is not a number $NS" conv $SC --param variant=1x
refuses "--param variant: '1e999' is not a number (beyond the largest double, 1.8e308) $NS" run $S --param variant=1e999
refuses "--param variant = inf is not a finite number $NS" run $S --param variant=inf
refuses "--param variant = nan is not a finite number $NS" conv $SC --param variant=nan
refuses "--param variant = 2: variant must lie in {0, 1} $NS" run $S --param variant=2
refuses "--param variant = 0.5: variant must lie in {0, 1} $NS" conv $SC --param variant=0.5
refuses "--param f4_printed = 2: f4_printed must lie in {0, 1} $NR" run $R --h 0.1 --param f4_printed=2
refuses "--param m = 0: m must lie in (0, inf) $NR" run $R --h 0.1 --param m=0
refuses "--param m = -1: m must lie in (0, inf) $NR" run $R --h 0.1 --param m=-1
refuses "--param variant given twice (variant=1, then variant=0): give each parameter once $NS" \
  run $S --param variant=1 --param variant=0
refuses "--param variant given twice (variant=1, then variant=1)" conv $SC --param variant=1 --param variant=1
refuses "--param variant=1: problem jay-nh has no parameters" \
  run --problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1 --param variant=1
refuses "option --param needs a value" run $S --param
# reference takes --param (a reference for conv --reference FILE) and records it
"$G" reference --problem cvt --t-end 1 --param epsilon=0.1 > "$T/so" 2> "$T/se"; rc=$?
[ $rc = 0 ] && grep -q "^# problem cvt parameters differing from the defaults: epsilon=0.1 (default 0)" "$T/so" \
  && [ "$(sed -n 1p "$T/so" | cut -c1-28)" = "# reference of cvt at t = 1:" ]
ok $? "reference --param computes the reference for the parameters and records them after its first line (exit $rc)"
"$G" roots --rho-inf 0.5 --param x=1 > "$T/so" 2> "$T/se"; rc=$?
[ $rc = 2 ] && grep -q "option --param does not apply to galpha roots" "$T/se"
ok $? "roots refuses --param (exit $rc: $(cat "$T/se"))"
# initial values fixed for the defaults that these parameters make inconsistent
refuses "--param l1=0.2: the problem's initial values y0, z0 (fixed for the default parameters) violate its constraints" \
  run --problem slider-crank --method ga-i3 --rho-inf 0.5 --h 0.01 --t-end 0.1 --param l1=0.2
refuses "--param L=1: the problem's initial values y0, z0.*(parameters of jn-pendulum: m, L, kspring, c, grav;" \
  conv --problem jn-pendulum --method ga-i3 --rho-inf 0.5 --h0 0.01 --levels 3 --t-end 2 --param L=1
# conv against a committed reference that holds for the defaults only
refuses "conv: problem rolling-disk has no exact solution, and its committed reference .* not for --param f4_printed=1" \
  conv $R --h0 0.1 --levels 3 --param f4_printed=1
refuses "conv: problem cvt has no exact solution.* not for --param epsilon=0.1,vamp=2" \
  conv --problem cvt --method ga-nh --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 3 --param epsilon=0.1 --param vamp=2

# --- soi2-test variant B: a different solution, and conv measures against it
"$G" run $S > "$T/a.tsv" && "$G" run $S --param variant=1 > "$T/b.tsv" \
  && "$G" run $S --param variant=0 > "$T/a0.tsv"; rc=$?
last () { grep -v '^#' "$1" | tail -1; }
# psi1 (column 9) at t = 1: e for variant A, 1/e for B; y1, y2 (columns 2, 3) the same
last "$T/a.tsv" | awk -F'\t' '{ exit !($1 == 1 && ($9 - exp(1))^2 < 1e-16) }' \
  && last "$T/b.tsv" | awk -F'\t' '{ exit !($1 == 1 && ($9 - exp(-1))^2 < 1e-16) }' \
  && [ "$(last "$T/a.tsv" | cut -f1-3)" = "$(last "$T/b.tsv" | cut -f1-3)" ]
ok $? "run soi2-test --param variant=1: psi(1) = $(last "$T/b.tsv" | cut -f9) (1/e), without it $(last "$T/a.tsv" | cut -f9) (e) (exit $rc)"
grep -qx "# problem soi2-test parameters differing from the defaults: variant=1 (default 0)" "$T/b.tsv" \
  && ! grep -q "differing from the defaults" "$T/a.tsv" && ! grep -q "differing from the defaults" "$T/a0.tsv"
ok $? "the header records variant=1, and nothing for the defaults (given or not)"
grep -v '^#' "$T/a.tsv" > "$T/a.d"; grep -v '^#' "$T/a0.tsv" > "$T/a0.d"
cmp -s "$T/a.d" "$T/a0.d"
ok $? "--param variant=0 (the default) gives the default run's rows exactly"
"$G" conv $SC --param variant=1 > "$T/c.tsv"; rc=$?
[ $rc = 0 ] && awk -F'\t' '$1 !~ /^#/ && NR > 1 && $1 != "h" { e = $7 } END { exit !(e < 1e-9) }' "$T/c.tsv" \
  && in_range "$T/c.tsv" err_psi 3.8 4.2
ok $? "conv soi2-test --param variant=1 measures against variant B's exact psi: err_psi order $(ord "$T/c.tsv" err_psi) (rk4: 4)"

# --- rolling-disk with the printed f4
"$G" run $R --h 0.01 --param f4_printed=1 > "$T/p.tsv" && "$G" run $R --h 0.01 > "$T/d.tsv" \
  && "$G" run --problem rolling-disk --method rk4 --t-end 10 --h 0.01 --param f4_printed=1 > "$T/p4.tsv"; rc=$?
grep -qx "# problem rolling-disk parameters differing from the defaults: f4_printed=1 (default 0)" "$T/p.tsv"
ok $? "run rolling-disk --param f4_printed=1: the header records it (exit $rc)"
# y at t = 10 (columns 2-6): ga-nh and rk4 agree on the printed model, which
# is far from the corrected one (its extra term I2 cos(y3) z3 z5 does work)
dist () { paste "$1" "$2" | awk -F'\t' '{ d = 0; for (j = 2; j <= 6; j++) d += ($j - $(j + NF/2))^2; printf "%.3g", sqrt(d) }'; }
last "$T/p.tsv" | cut -f1-6 > "$T/p.y"; last "$T/p4.tsv" | cut -f1-6 > "$T/p4.y"; last "$T/d.tsv" | cut -f1-6 > "$T/d.y"
same=$(dist "$T/p.y" "$T/p4.y"); other=$(dist "$T/p.y" "$T/d.y")
awk -v s="$same" -v o="$other" 'BEGIN { exit !(s < 1e-3 && o > 0.05) }'
ok $? "f4_printed=1 runs the printed model: |y_ga-nh - y_rk4| = $same (< 1e-3) on it, |y_printed - y_corrected| = $other (> 0.05) at t = 10"

echo "1..$i"
