#!/bin/sh
# adaptive.t -- adaptive steps on the command line: run --rtol R [--atol A]
# [--h-init H], the blocks' --rtol-B [--atol-B] (theory/ada-mixed.md) and the
# tolerance study tolconv (theory/ada-tolerance.md):
# refusals with exit 2 naming the value, exact landing on T, rejected steps
# restored exactly, the output format, and the study's slopes.
. "$(dirname "$0")/common.sh"
J="--problem jay-nh --method ga-nh --rho-inf 0.2 --t-end 1"
S="--problem soi2-test --method ga-soi2 --rho-inf 0.2 --m-alpha previous --t-end 1"

echo "1..35"
refuses "rtol = 0 must be positive" run $J --rtol 0
refuses "rtol = -1e-06 must be positive" run $J --rtol -1e-6
refuses "rtol = nan is not a finite number" run $J --rtol nan
refuses "rtol = 1 must be below 1" run $J --rtol 1
refuses "--h and --rtol exclude each other" run $J --rtol 1e-4 --h 0.1
refuses "need --rtol (adaptive steps)" run $J --atol 1e-4 --h 0.1
refuses "atol = -1 must be nonnegative" run $J --rtol 1e-4 --atol -1
refuses "h-init = 5 must lie in (0, T - t0]" run $J --rtol 1e-4 --h-init 5
refuses "steps alt does not apply to adaptive steps" run $J --rtol 1e-4 --steps alt
refuses "method nh-newmark provides no local error estimate" run --problem nh-particle --method nh-newmark --t-end 1 --rtol 1e-4
refuses "rtol0 is required" tolconv $J --levels 3
refuses "tolconv takes --rtol0 and --levels" tolconv $J --rtol0 1e-3 --levels 3 --h 0.1
refuses "rtol0 = 0 must be positive" tolconv $J --rtol0 0 --levels 3

# a run lands exactly on T, its rows are the fixed-step run's columns
"$G" run $J --rtol 1e-5 > "$T/a"; rc=$?
last=$(grep -v '^#' "$T/a" | tail -1 | cut -f1)
[ $rc = 0 ] && [ "$last" = 1 ]
ok $? "CLI run --rtol lands exactly on T = 1 (last t $last; exit $rc)"
"$G" run --problem soi2-test --method ga-soi2 --rho-inf 0.2 --t-end 0.7 --rtol 1e-4 > "$T/b" 2>/dev/null; rc=$?
last=$(grep -v '^#' "$T/b" | tail -1 | cut -f1)
[ $rc = 0 ] && [ "$last" = 0.69999999999999996 ]
ok $? "CLI run --rtol lands exactly on T = 0.7 (last t $last; exit $rc)"
"$G" run $J --h 0.01 > "$T/f"
[ "$(grep -v '^#' "$T/a" | head -1)" = "$(grep -v '^#' "$T/f" | head -1)" ] \
  && [ "$(grep -v '^#' "$T/a" | tail -n +2 | wc -l)" = 2 ]
ok $? "CLI run --rtol writes the columns of the fixed-step run, the first and last rows by default"
grep -q '^# adaptive rtol=1e-05 atol=1e-05 h_init=default controller=filter' "$T/a" \
  && grep -Eq '^# stats steps=[0-9]+ rejected=[0-9]+ newton_failures=[0-9]+ h_first=' "$T/a"
ok $? "CLI run --rtol records the tolerances and the controller, and counts steps, rejections and Newton failures"
"$G" run $J --rtol 1e-5 --every 10 > "$T/e"
n=$(grep -v '^#' "$T/e" | tail -n +2 | wc -l); steps=$(sed -n 's/^# stats steps=\([0-9]*\) .*/\1/p' "$T/e")
[ "$n" = $((1 + steps / 10 + (steps % 10 != 0))) ]
ok $? "CLI run --rtol --every 10 writes every tenth accepted step ($n rows for $steps steps)"

# rejected steps restored: a first step far too large is rejected and the
# method restarted; the run then equals the one started with the accepted h
"$G" run $J --rtol 1e-5 --h-init 0.5 > "$T/r1"; rc=$?
rej=$(sed -n 's/^# stats .*rejected=\([0-9]*\) .*/\1/p' "$T/r1")
hf=$(sed -n 's/^# stats .*h_first=\([^ ]*\) .*/\1/p' "$T/r1")
"$G" run $J --rtol 1e-5 --h-init "$hf" --every 1 > "$T/r2"
"$G" run $J --rtol 1e-5 --h-init 0.5 --every 1 > "$T/r3"
[ $rc = 0 ] && [ "$rej" -ge 1 ] && cmp -s "$(grep -v '^#' "$T/r2" > "$T/r2d"; echo "$T/r2d")" \
  "$(grep -v '^#' "$T/r3" > "$T/r3d"; echo "$T/r3d")"
ok $? "CLI run --rtol --h-init 0.5: $rej rejections restored exactly: every row equals the run started with the accepted h = $hf"
# rejections in the middle of a run (ga-soi2 from a coarse tolerance)
"$G" run $S --rtol 1e-3 --h-init 0.2 > "$T/m"; rc=$?
[ $rc = 0 ] && [ "$(grep -v '^#' "$T/m" | tail -1 | cut -f1)" = 1 ]
ok $? "CLI run ga-soi2 --rtol 1e-3 --h-init 0.2 ends on T ($(sed -n 's/^# stats \(steps=[0-9]* rejected=[0-9]*\).*/\1/p' "$T/m"))"

# the tolerance study
"$G" tolconv $J --rtol0 1e-3 --levels 9 > "$T/t"; rc=$?
hdr=$(grep -v '^#' "$T/t" | head -1)
[ $rc = 0 ] && [ "$hdr" = "rtol	atol	steps	rejected	newton_failures	err_y	err_z	err_a	err_lambda	err_psi	newton_its" ] \
  && [ "$(grep -v '^#' "$T/t" | wc -l)" = 10 ]
ok $? "CLI tolconv writes rtol, atol, steps, rejected, newton_failures and the errors per component, one row per level ($hdr)"
sl () { sed -n "s/^# slope $2 //p" "$1"; }
in_slope () { v=$(sl "$1" "$2"); awk -v v="$v" -v lo="$3" -v hi="$4" 'BEGIN { exit !(v != "" && v >= lo && v <= hi) }'; }
in_slope "$T/t" err_y 0.9 1.1 && in_slope "$T/t" err_z 0.9 1.1 && in_slope "$T/t" err_a 0.9 1.1 && in_slope "$T/t" err_psi 0.9 1.1
ok $? "CLI tolconv ga-nh/jay-nh: slopes of y, z, a, psi 1 +- 0.1 ($(sl "$T/t" err_y), $(sl "$T/t" err_z), $(sl "$T/t" err_a), $(sl "$T/t" err_psi))"
"$G" tolconv $S --rtol0 1e-3 --levels 9 > "$T/s" 2>/dev/null
"$G" tolconv $S --step-fix off --rtol0 1e-3 --levels 9 > "$T/s0" 2>/dev/null
in_slope "$T/s" err_a 0.9 1.1 && in_slope "$T/s0" err_a 0 0.7 && in_slope "$T/s0" err_lambda 0 0.7
ok $? "CLI tolconv ga-soi2/soi2-test: slope of a $(sl "$T/s" err_a) with the corrections; a $(sl "$T/s0" err_a), lambda $(sl "$T/s0" err_lambda) below 0.7 without"
"$G" tolconv --problem andrews --method ga-i3 --rho-inf 0.7 --t-end 0.03 --rtol0 1e-3 --levels 3 > "$T/g"; rc=$?
[ $rc = 0 ] && grep -q '^# errors against the committed reference of andrews' "$T/g" && grep -q '^# slope err_y ' "$T/g"
ok $? "CLI tolconv on a problem without an exact solution measures against the committed reference (ga-i3/andrews; exit $rc)"
refuses "does not apply to galpha tolconv" tolconv $J --rtol0 1e-3 --levels 3 --every 2

# per-block tolerances (theory/ada-mixed.md)
refuses "--rtol-lambda: problem jay-nh has no lambda block" run $J --rtol 1e-3 --rtol-lambda 1e-3
refuses "--atol-z needs --rtol-z" run $J --rtol 1e-3 --atol-z 1e-5
refuses "--rtol-z = 0 must lie in (0, 1)" run $J --rtol 1e-3 --rtol-z 0
refuses "--atol-psi = -1 must be nonnegative" run $J --rtol 1e-3 --rtol-psi 1e-3 --atol-psi -1
refuses "need --rtol (adaptive steps)" run $J --h 0.01 --rtol-z 1e-3
refuses "unknown option '--rtol-qdd'" run $J --rtol 1e-3 --rtol-qdd 1e-3
"$G" run $J --rtol 0.5 --rtol-z 1e-5 --atol-z 1e-6 > "$T/bz"; rc=$?
grep -q '^# adaptive blocks tested beside y .*: z:rtol=1e-05,atol=1e-06,index=1$' "$T/bz" \
  && grep -Eq '^# steps set by y=[0-9]+ z=[0-9]+$' "$T/bz"
ok $? "CLI run --rtol-z --atol-z records the block's tolerances and index and counts the steps each block set (exit $rc)"
zs=$(sed -n 's/^# steps set by y=[0-9]* z=\([0-9]*\)$/\1/p' "$T/bz"); st=$(sed -n 's/^# stats steps=\([0-9]*\) .*/\1/p' "$T/bz")
[ -n "$zs" ] && [ $((10 * zs)) -ge $((9 * st)) ]
ok $? "CLI run with y loose and z tight: z sets $zs of the $st steps"
"$G" run --problem jn-test --method ga-i3 --rho-inf 0.7 --t-end 1 --rtol 0.5 --rtol-lambda 1e-4 > "$T/bl"; rc=$?
[ $rc = 0 ] && grep -q 'lambda:rtol=0.0001,atol=0.0001,index=3$' "$T/bl" && [ "$(grep -v '^#' "$T/bl" | tail -1 | cut -f1)" = 1 ]
ok $? "CLI run ga-i3 --rtol-lambda (index 3) ends on T (exit $rc)"
"$G" tolconv $J --rtol0 1e-3 --levels 7 --rtol-z 1e-3 --rtol-a 1e-3 --rtol-psi 1e-3 > "$T/tb"; rc=$?
[ $rc = 0 ] && grep -q '^# blocks tested beside y at level 0' "$T/tb" \
  && in_slope "$T/tb" err_y 0.9 1.1 && in_slope "$T/tb" err_z 0.9 1.1 && in_slope "$T/tb" err_a 0.9 1.1 && in_slope "$T/tb" err_psi 0.9 1.1
ok $? "CLI tolconv with z, a, psi tested: slopes 1 +- 0.1 ($(sl "$T/tb" err_y), $(sl "$T/tb" err_z), $(sl "$T/tb" err_a), $(sl "$T/tb" err_psi))"
