#!/bin/sh
# bench.t -- the benchmark harness of `make bench` works and can fail, in
# seconds (make check runs it; make bench is the benchmark):
#  - bench_wp: one galpha and one IDA run per problem at loose settings and
#    at a tighter one; every row parses (its columns, finite errors, counts
#    that are integers, the steps a fixed h implies) and the error falls when
#    h or rtol does; IDA's analytic Jacobians agree with central differences
#    of the residual; bad usage is refused;
#  - callgrind's --toggle-collect=bench_integrate counts one integration
#    only: halving h doubles the count (process start and setup, counted,
#    would not double);
#  - bench_summary: synthetic work-precision curves with a known crossover
#    and known ratios (power laws, which log-log interpolation reproduces
#    exactly), a dominated point that the front drops, a range that does not
#    reach 1e-6, curves without a crossover; the check rejects a wrong
#    crossover; malformed input and twin timings are handled;
#  - bench_chain (the chain of N bodies, bench/chain.sh): the rule's band
#    path and the forced dense LU give the same final positions and
#    multiplier, IDA band agrees to its tolerance, and so do ga-nh's band
#    path, its dense LU and IDA band on the sled chain; bench_summary --chain's
#    acceptance lines (the sled chain's too) PASS and FAIL on synthetic rows
#    around their bounds;
#  - bench_grid (the grid's own cost): its quick table has every block, the
#    uniform rows' ratio is 1, the linear oscillator does not feel a 10%
#    modulation (within 5%) while ga-nh on the disk does at some K (above
#    1.5 at N = 250); the adaptive grid replayed ends in the driver's bits
#    (bench_grid fails otherwise) and its error is the bench_wp row's.
O=${O:-build}
B=$O/bench
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
i=0
ok () { i=$((i + 1)); if [ "$1" = 0 ]; then echo "ok $i - $2"; else echo "not ok $i - $2"; fi; }
# field ROW N: the Nth tab-separated field
field () { printf '%s\n' "$1" | cut -f "$2"; }
# close A B REL: |A - B| <= REL |B|
close () { awk -v a="$1" -v b="$2" -v r="$3" 'BEGIN { d = a - b; if (d < 0) d = -d; m = b < 0 ? -b : b; exit !(a != "" && d <= r * m) }'; }
# less A B: A < B (numbers)
less () { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a + 0 < b + 0) }'; }

echo "1..57"

hdr=$("$B/bench_wp" --header)
[ "$(printf '%s\n' "$hdr" | awk -F'\t' '{ print NF }')" = 15 ] &&
  [ "$(field "$hdr" 5)" = err_y ] && [ "$(field "$hdr" 15)" = cpu_s ]
ok $? "bench_wp --header: 15 columns, err_y the 5th, cpu_s the last"

# row_ok ROW PROBLEM METHOD STEPS: 15 fields, the names, finite positive
# errors, integer counts, the steps (when given), a CPU time
row_ok () {
  printf '%s\n' "$1" | awk -F'\t' -v p="$2" -v m="$3" -v s="$4" '
    function num(x) { return x ~ /^[-+]?[0-9.]+([eE][-+]?[0-9]+)?$/ }
    NF != 15 || $1 != p || $2 != m { exit 1 }
    !num($5) || !num($6) || $5 <= 0 || $6 <= 0 { exit 1 }
    { for (j = 9; j <= 14; j++) if ($j !~ /^[0-9]+$/) exit 1 }
    s != "" && $9 != s { exit 1 }
    $11 < $9 || !num($15) { exit 1 }'
}

run () { "$B/bench_wp" "$@" 2> "$T/err"; }
g1=$(run --problem rolling-disk --method galpha --h 0.02)
row_ok "$g1" rolling-disk ga-nh 500
ok $? "galpha on rolling-disk, h = 0.02: ga-nh's row parses, 500 steps ($(field "$g1" 5) err_y)"
g2=$(run --problem rolling-disk --method galpha --h 0.01)
row_ok "$g2" rolling-disk ga-nh 1000 && less "$(field "$g2" 5)" "$(field "$g1" 5)"
ok $? "galpha on rolling-disk, h = 0.01: 1000 steps, err_y $(field "$g2" 5) below h = 0.02's"
[ "$(field "$g1" 4)" = NA ] && [ "$(field "$g1" 7)" = NA ]
ok $? "galpha rows: rtol NA, res_pos NA on a problem without holonomic constraints"
a1=$(run --problem rolling-disk --method galpha --rtol 1e-4)
a2=$(run --problem rolling-disk --method galpha --rtol 1e-6)
row_ok "$a1" rolling-disk ga-nh-adaptive "" && row_ok "$a2" rolling-disk ga-nh-adaptive "" \
  && [ "$(field "$a1" 3)" = NA ] && [ "$(field "$a1" 4)" = 1e-04 -o "$(field "$a1" 4)" = 0.0001 ] \
  && less "$(field "$a2" 5)" "$(field "$a1" 5)" && less "$(field "$a1" 9)" "$(field "$a2" 9)"
ok $? "adaptive galpha on rolling-disk, rtol 1e-4 and 1e-6: ga-nh-adaptive rows (h NA), err_y $(field "$a1" 5) > $(field "$a2" 5) with $(field "$a1" 9) < $(field "$a2" 9) steps"
run --problem rolling-disk --method galpha --h 0.01 --rtol 1e-4 > /dev/null; rc=$?
[ $rc = 2 ] && grep -q "not both" "$T/err"
ok $? "galpha refuses --h and --rtol together (exit $rc)"
i1=$(run --problem rolling-disk --method ida --rtol 1e-3)
row_ok "$i1" rolling-disk ida ""
ok $? "IDA on rolling-disk, rtol 1e-3: the row parses ($(field "$i1" 5) err_y, $(field "$i1" 9) steps)"
i2=$(run --problem rolling-disk --method ida --rtol 1e-6)
row_ok "$i2" rolling-disk ida "" && less "$(field "$i2" 5)" "$(field "$i1" 5)" &&
  less "$(field "$i1" 9)" "$(field "$i2" 9)"
ok $? "IDA on rolling-disk, rtol 1e-6: err_y $(field "$i2" 5) below rtol 1e-3's, more steps"
[ "$(field "$i1" 3)" = NA ] && less 0 "$(field "$i1" 13)" && [ "$(field "$i1" 13)" = "$(field "$i1" 14)" ]
ok $? "IDA rows: h NA; Jacobian evaluations = linear solver setups > 0"
a1=$(run --problem andrews --method galpha --h 1e-4)
row_ok "$a1" andrews ga-i3 300
ok $? "galpha on andrews, h = 1e-4: ga-i3's row parses, 300 steps ($(field "$a1" 5) err_y)"
a2=$(run --problem andrews --method galpha --h 5e-5)
row_ok "$a2" andrews ga-i3 600 && less "$(field "$a2" 5)" "$(field "$a1" 5)" &&
  less "$(field "$a2" 7)" 1e-10
ok $? "galpha on andrews, h = 5e-5: err_y $(field "$a2" 5) below h = 1e-4's; |g| at T $(field "$a2" 7) < 1e-10 (index 3)"
b1=$(run --problem andrews --method ida --rtol 1e-3)
b2=$(run --problem andrews --method ida --rtol 1e-6)
row_ok "$b1" andrews ida "" && row_ok "$b2" andrews ida "" &&
  less "$(field "$b2" 5)" "$(field "$b1" 5)"
ok $? "IDA on andrews, rtol 1e-3 and 1e-6: rows parse, err_y $(field "$b1" 5) > $(field "$b2" 5)"
less 0 "$(field "$b1" 7)" && less "$(field "$b2" 7)" "$(field "$b1" 7)"
ok $? "IDA on andrews (index 1) drifts off g = 0: |g| at T $(field "$b1" 7) > 0, smaller at rtol 1e-6 ($(field "$b2" 7))"
r=$(run --problem rolling-disk --method rk4 --h 0.05)
row_ok "$r" rolling-disk rk4 200
ok $? "rk4 on rolling-disk, h = 0.05: the row parses, 200 steps"

for p in rolling-disk andrews; do
  d=$(run --problem $p --method ida --rtol 1e-5 --check-jacobian | sed -n 's/^jacobian_deviation\t//p')
  less "$d" 1e-6
  ok $? "IDA's Jacobian on $p at T: max |J_fd - J| / (1 + |J|) = $d < 1e-6"
done

"$B/bench_wp" --problem rolling-disk --method ida --h 0.01 > /dev/null 2> "$T/err"
[ $? = 2 ] && grep -q rtol "$T/err"
ok $? "bench_wp refuses --h for ida with exit 2"
"$B/bench_wp" --problem jay-nh --method galpha --h 0.01 > /dev/null 2> "$T/err"
[ $? = 2 ]
ok $? "bench_wp refuses a problem outside the benchmark with exit 2"
"$B/bench_wp" --problem rolling-disk --method galpha --h 0.03 > /dev/null 2> "$T/err"
[ $? = 1 ] && grep -q divide "$T/err"
ok $? "bench_wp fails (exit 1) for an h that does not divide [0, 10]: $(head -c 120 "$T/err")"

# the hand-specialized floors (bench/floor.c) give the library's final
# error to 5 digits (relative 1e-5) at the h of make bench's acceptance rows,
# with the same Newton iterations, residuals and factorizations to 1%
floor_agrees () {   # floor_agrees PROBLEM LIB-METHOD FLOOR-METHOD H
  l=$(run --problem "$1" --method "$2" --h "$4")
  f=$(run --problem "$1" --method "$3" --h "$4")
  # the counts equal within 1% and one: rk4's library solves the first
  # step's first stage (it reuses the end-point solve from the second step
  # on); the floors lack the library's rounding-floor safeguards (a stall
  # accepted at the floor, the floor raising later steps' bound), which
  # save an iteration here and there
  row_ok "$f" "$1" "$(field "$f" 2)" "" && close "$(field "$f" 5)" "$(field "$l" 5)" 1e-5 &&
    ( for c in 11 12 14; do
        awk -v a="$(field "$l" $c)" -v b="$(field "$f" $c)" \
          'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= 1 + 0.01 * b) }' || exit 1
      done )
  ok $? "$(field "$f" 2) on $1, h = $4: err_y $(field "$f" 5) equals the library's $(field "$l" 5) to 1e-5 relative; Newton iterations $(field "$f" 11) and $(field "$l" 11), residuals $(field "$f" 12) and $(field "$l" 12), factorizations $(field "$f" 14) and $(field "$l" 14)"
}
floor_agrees rolling-disk galpha floor 0.001
floor_agrees andrews galpha floor 0.0004
floor_agrees rolling-disk rk4 floor-rk4 0.025
"$B/bench_wp" --problem andrews --method floor-rk4 --h 0.001 > /dev/null 2> "$T/err"
[ $? = 2 ] && grep -q "floor-rk4 is for rolling-disk" "$T/err"
ok $? "bench_wp refuses a floor it does not have (rk4 on andrews) with exit 2"

# callgrind restricted to bench_integrate: h halved, the count doubled
if ldd "$B/bench_wp" 2> /dev/null | grep -q 'libasan\|libubsan\|libtsan'; then
  ok 0 "callgrind counts one integration # SKIP $B/bench_wp is built with sanitizers, which do not run under valgrind"
elif ! command -v valgrind > /dev/null 2>&1; then
  ok 0 "callgrind counts one integration # SKIP valgrind is not installed"
elif ! valgrind -q --tool=none "$B/bench_wp" --header > /dev/null 2> "$T/vg"; then
  # e.g. valgrind 3.19 and clang 14's DWARF 5: 'Possibly corrupted debuginfo file'
  ok 0 "callgrind counts one integration # SKIP valgrind cannot run this build: $(grep -m1 -i 'debuginfo\|error' "$T/vg" | tr -d '=0-9')"
else
  # the verification regime: 3 Newton iterations at every step of both runs
  # (the production regime's count per step depends a little on h)
  for h in 0.02 0.01; do
    LD_BIND_NOW=1 valgrind --tool=callgrind --toggle-collect=bench_integrate \
      --callgrind-out-file="$T/cg.$h" "$B/bench_wp" --problem rolling-disk --method galpha \
      --h $h --newton verify --count-region > /dev/null 2>&1
  done
  c1=$(sed -n 's/^summary: *//p' "$T/cg.0.02")
  c2=$(sed -n 's/^summary: *//p' "$T/cg.0.01")
  awk -v a="$c1" -v b="$c2" 'BEGIN { r = b / a; exit !(a > 0 && r > 1.98 && r < 2.02) }'
  ok $? "callgrind counts one integration: $c1 instructions at h = 0.02, $c2 at h = 0.01 (ratio 2 within 1%)"
fi

# --- bench_summary on synthetic curves ---------------------------------------
# galpha: cost = 1e4 e^(-1/2) at e = 1e-1 .. 1e-5; ida: cost = 1e4 10^1.2
# e^(-1/5) at e = 10^-0.5 .. 10^-7.5 (between the decades, so that every
# ratio and the crossover are interpolated), plus a dominated point at
# e = 2e-3 that would spoil the interpolation at 1e-3 if the front kept it.
# They cross at e = 1e-4, ida cheaper below; ratio galpha/ida =
# (e / 1e-4)^(-0.3).
head="problem	method	h	rtol	err_y	err_z	res_pos	res_vel	steps	rejected	newton_iters	residual_evals	jacobian_evals	factorizations	instructions	instr_per_step	cpu_min	cpu_median	repeats"
synth () {   # synth FILE IDA_FACTOR
  {
    echo "# synthetic curves of bench.t"
    echo "$head"
    for k in 1 2 3 4 5; do
      awk -v k=$k 'BEGIN { e = 10^-k; c = 1e4 * e^-0.5; printf "synth\tga-syn\t%g\tNA\t%.17g\t%.17g\tNA\t0\t%d\t0\t1\t1\t1\t1\t%.17g\t1\t%.17g\t%.17g\t1\n", e, e, e, 10 * k, c, c / 1e9, c / 1e9 }'
    done
    for k in 1 2 3 4 5 6 7 8; do
      awk -v k=$k -v f="$2" 'BEGIN { e = 10^-(k - 0.5); c = f * 1e4 * 10^1.2 * e^-0.2; printf "synth\tida\tNA\t%g\t%.17g\t%.17g\tNA\t0\t%d\t0\t1\t1\t1\t1\t%.17g\t1\t%.17g\t%.17g\t1\n", e, e, e, 10 * k, c, c / 1e9, c / 1e9 }'
    done
    # dominated: larger error and larger cost than ida's 10^-3.5 point
    printf 'synth\tida\tNA\t0.5\t0.002\t0.002\tNA\t0\t5\t0\t1\t1\t1\t1\t1e9\t1\t1\t1\t1\n'
  } > "$1"
}
synth "$T/wp-synth.dat" 1
"$B/bench_summary" "$T/wp-synth.dat" > "$T/sum" 2> "$T/err"
ok $? "bench_summary reads the synthetic curves"
x=$(sed -n 's/^crossover synth instructions: ida cheaper than ga-syn below error //p' "$T/sum")
close "$x" 1e-4 1e-5
ok $? "the crossover is at 1e-4 (computed $x), ida cheaper below"
close "$x" 2e-4 1e-5
[ $? != 0 ]
ok $? "the same check rejects a wrong crossover (2e-4 against the computed $x)"
r2=$(sed -n 's/^ratio synth at error 1e-02: instructions \([^ ]*\) .*/\1/p' "$T/sum")
r5=$(sed -n 's/^ratio synth at error 1e-05: instructions \([^ ]*\) .*/\1/p' "$T/sum")
close "$r2" 0.2512 0.005 && close "$r5" 1.995 0.005
ok $? "the ratios at 1e-2 and 1e-5 are 10^-0.6 and 10^0.3 ($r2, $r5)"
r3=$(sed -n 's/^ratio synth at error 1e-03: instructions \([^ ]*\) .*/\1/p' "$T/sum")
close "$r3" 0.5012 0.005
ok $? "the ratio at 1e-3 is 10^-0.3 ($r3): the dominated point at 2e-3 is off the front"
grep -q '^ratio synth at error 1e-06: out of range (ga-syn reaches err_y 1e-05 .. 0.1' "$T/sum"
ok $? "the ratio at 1e-6 is out of range: ga-syn's curve stops at 1e-5"
grep -q '^crossover synth cpu_min: ida cheaper than ga-syn below error 0.0001$' "$T/sum"
ok $? "the CPU-time crossover of the same curves is at 1e-4 too"
# a second galpha method (adaptive steps) in the same table: each is compared
# with ida on its own lines; its cost 2x ga-syn's moves the crossover to
# e = 1e-4 2^(1/0.3): the ratio 2 (e / 1e-4)^(-0.3) is 1 there
synth "$T/wp-synth.dat" 1
awk -F'\t' -v OFS='\t' '$2 == "ga-syn" { $2 = "ga-syn-adaptive"; $15 = 2 * $15; $17 = 2 * $17; $18 = 2 * $18; print }' \
  "$T/wp-synth.dat" > "$T/adaptive.rows"
cat "$T/adaptive.rows" >> "$T/wp-synth.dat"
"$B/bench_summary" "$T/wp-synth.dat" > "$T/sum4"
r2a=$(sed -n 's/^ratio synth ga-syn-adaptive at error 1e-02: instructions \([^ ]*\) .*/\1/p' "$T/sum4")
r2f=$(sed -n 's/^ratio synth ga-syn at error 1e-02: instructions \([^ ]*\) .*/\1/p' "$T/sum4")
close "$r2a" 0.5024 0.005 && close "$r2f" 0.2512 0.005
ok $? "two galpha methods in one table: each has its ratio lines (fixed $r2f, adaptive $r2a = twice)"
xa=$(sed -n 's/^crossover synth instructions: ida cheaper than ga-syn-adaptive below error //p' "$T/sum4")
xw=$(awk 'BEGIN { printf "%.6g", 1e-4 * 2^(1/0.3) }')
close "$xa" "$xw" 1e-4
ok $? "the adaptive method's crossover is its own ($xa, computed $xw)"
# adaptive against the best fixed step: rows at rtol = err (1e-1 .. 1e-5; the
# lines take rtol 1e-3 .. 1e-8) cost twice ga-syn's at the same error: ratio 2
# at 1e-3, 1e-4, 1e-5, FAIL; at half the cost: ratio 0.5, PASS
awk -F'\t' -v OFS='\t' '{ $4 = $5; print }' "$T/adaptive.rows" > "$T/adaptive2.rows"
synth "$T/wp-synth.dat" 1
cat "$T/adaptive2.rows" >> "$T/wp-synth.dat"
"$B/bench_summary" "$T/wp-synth.dat" > "$T/sum5"
ra=$(sed -n 's/^adaptive synth ga-syn-adaptive rtol 1e-04: .*ratio \([^ ]*\)$/\1/p' "$T/sum5")
close "$ra" 2 1e-9 && grep -q '^acceptance synth ga-syn-adaptive no dearer than ga-syn at equal err_y: ratios 2 .. 2 over 3 tolerances (3 dearer, 0 out of ga-syn.s range): FAIL$' "$T/sum5"
ok $? "adaptive at twice the fixed cost: ratio $ra at rtol 1e-4, acceptance FAIL ($(grep '^acceptance synth ga-syn-adaptive' "$T/sum5"))"
synth "$T/wp-synth.dat" 1
awk -F'\t' -v OFS='\t' '{ $15 = $15 / 4; print }' "$T/adaptive2.rows" >> "$T/wp-synth.dat"
"$B/bench_summary" "$T/wp-synth.dat" > "$T/sum6"
grep -q '^acceptance synth ga-syn-adaptive no dearer than ga-syn at equal err_y: ratios 0.5 .. 0.5 over 3 tolerances (0 dearer, 0 out of ga-syn.s range): PASS$' "$T/sum6"
ok $? "adaptive at half the fixed cost: acceptance PASS ($(grep '^acceptance synth ga-syn-adaptive' "$T/sum6"))"
synth "$T/wp-synth.dat" 1e-3
"$B/bench_summary" "$T/wp-synth.dat" > "$T/sum2"
grep -q '^crossover synth instructions: none in the common error range \[1e-05, 0.1\]: ida cheaper throughout$' "$T/sum2"
ok $? "with ida 1000 times cheaper: no crossover, ida cheaper throughout the common range"
synth "$T/wp-synth.dat" 1e3
"$B/bench_summary" "$T/wp-synth.dat" > "$T/sum3"
grep -q '^crossover synth instructions: none in the common error range \[1e-05, 0.1\]: ga-syn cheaper throughout$' "$T/sum3"
ok $? "with ida 1000 times dearer: no crossover, galpha cheaper throughout"
grep -v '^#' "$T/wp-synth.dat" | cut -f 1-14 > "$T/wp-bad.dat"
"$B/bench_summary" "$T/wp-bad.dat" > /dev/null 2> "$T/err"
[ $? = 1 ] && grep -q 'lacks column instructions' "$T/err"
ok $? "bench_summary fails on a file without the instructions column: $(cat "$T/err")"

printf '# synthetic\nc\t0.002\t630\nc\t0.001\t630\nc\t0.003\t630\noctave\t3\t630\noctave\t2\t630\n' > "$T/twin.dat"
"$B/bench_summary" --twin "$T/twin.dat" > "$T/tw"
grep -q '^twin ratio octave/c (min wall): 2000$' "$T/tw" &&
  grep -q '^twin ratio octave/c (median wall): 1250$' "$T/tw"
ok $? "the twin ratios: Octave's minimum 2 s over C's 1 ms, medians 2.5 s over 2 ms"
printf 'c\t0.002\t630\noctave\t3\t631\n' > "$T/twin2.dat"
"$B/bench_summary" --twin "$T/twin2.dat" > /dev/null 2> "$T/err"
[ $? = 1 ] && grep -q 'same number of steps' "$T/err"
ok $? "the twin timings must have run the same steps"
printf '# octave-cli is not installed\nc\t0.002\t630\n' > "$T/twin3.dat"
"$B/bench_summary" --twin "$T/twin3.dat" > "$T/tw3"
grep -q '^twin ratio octave/c: not measured (no Octave runs)$' "$T/tw3"
ok $? "without Octave runs the twin ratio says it was not measured"

# the acceptance lines: computed from the floor file's rows, PASS at or
# below the bound, FAIL above it or without the rows
floorfile () {   # floorfile FILE LIB_INSTR FLOOR_INSTR
  {
    echo "# synthetic floor rows of bench.t"
    echo "# accept synth ga-syn floor-ga-syn 0.001 1.1 100"
    echo "# accept synth rk4 floor-rk4 0.01 1.2"
    echo "$head"
    printf 'synth\tga-syn\t0.001\tNA\t1e-5\t1e-5\tNA\t0\t1000\t0\t2000\t2000\t1000\t1000\t%s\t1\t1\t1\t1\n' "$2"
    printf 'synth\tfloor-ga-syn\t0.001\tNA\t1e-5\t1e-5\tNA\t0\t1000\t0\t2000\t2000\t1000\t1000\t%s\t1\t1\t1\t1\n' "$3"
    printf 'synth\trk4\t0.01\tNA\t1e-8\t1e-8\tNA\t0\t100\t0\t400\t400\t400\t400\t1190000\t1\t1\t1\t1\n'
  } > "$1"
}
floorfile "$T/floor.dat" 109900 100000
"$B/bench_summary" --floor "$T/floor.dat" > "$T/fl" 2> "$T/err"
grep -q '^acceptance synth ga-syn h=0.001: instructions per step 110 / 100 = 1.099 <= 1.1: PASS (against the floor of issue 12, 100 per step: 1.099)$' "$T/fl"
ok $? "bench_summary --floor: 110 / 100 instructions per step is 1.099 <= 1.1: PASS ($(grep '^acceptance synth ga-syn' "$T/fl"))"
grep -q '^acceptance synth rk4 h=0.01: FAIL (no row of floor-rk4)$' "$T/fl"
ok $? "a missing floor row is a FAIL, not a pass ($(grep '^acceptance synth rk4' "$T/fl"))"
floorfile "$T/floor2.dat" 110100 100000
"$B/bench_summary" --floor "$T/floor2.dat" > "$T/fl2" 2> "$T/err"
grep -q '^acceptance synth ga-syn h=0.001: instructions per step 110 / 100 = 1.101 > 1.1: FAIL' "$T/fl2"
ok $? "the same check fails a ratio of 1.101 > 1.1 ($(grep '^acceptance synth ga-syn' "$T/fl2"))"
# the split of instructions into the problem's callbacks and the rest: from
# the optional column callback_instr (library 40 + 70, floor 40 + 60 per
# step: machinery 70 / 60); without the column, not applicable
{
  echo "# accept synth ga-syn floor-ga-syn 0.001 1.2"
  echo "$head	callback_instr"
  printf 'synth\tga-syn\t0.001\tNA\t1e-5\t1e-5\tNA\t0\t1000\t0\t2000\t2000\t1000\t1000\t110000\t1\t1\t1\t1\t40000\n'
  printf 'synth\tfloor-ga-syn\t0.001\tNA\t1e-5\t1e-5\tNA\t0\t1000\t0\t2000\t2000\t1000\t1000\t100000\t1\t1\t1\t1\t40000\n'
} > "$T/floor3.dat"
"$B/bench_summary" --floor "$T/floor3.dat" > "$T/fl3" 2> "$T/err"
grep -q '^split synth ga-syn h=0.001: problem callbacks per step 40 / 40 = 1; machinery per step 70 / 60 = 1.167$' "$T/fl3" &&
  grep -q '^split synth ga-syn h=0.001: not applicable (needs the callback_instr column)$' "$T/fl2"
ok $? "bench_summary --floor splits callbacks and machinery ($(grep '^split' "$T/fl3")); without the column: $(grep '^split synth ga-syn' "$T/fl2")"

# the twin's C side runs
tw=$("$B/bench_twin")
[ "$(field "$tw" 1)" = c ] && [ "$(field "$tw" 3)" = 630 ] && less 0 "$(field "$tw" 2)"
ok $? "bench_twin runs ref_s000_ga_nh.m's six levels: 630 steps in $(field "$tw" 2) s"
# the figure script names every column it plots
for c in err_y instructions cpu_min method; do
  grep -q "\"$c\"" plots/bench_wp.gp || { echo "# plots/bench_wp.gp lacks $c"; false; }
done
ok $? "plots/bench_wp.gp reads the columns err_y, instructions, cpu_min and method by name"

# the chain of N bodies: the band path (the rule's at N = 5) and the dense
# LU end in the same positions and multiplier (the same digits: both
# solve the same equations, bench_summary's bound is 1e-12 relative)
cb=$("$B/bench_chain" --N 5 --t-end 0.02)
cd_=$("$B/bench_chain" --N 5 --t-end 0.02 --path dense)
ci=$("$B/bench_chain" --N 5 --t-end 0.02 --solver ida)
set -- $cb; bpath=$2; bkw=$8; bx=$9; by=${10}; bl=${11}
set -- $cd_; dpath=$2; dx=$9; dy=${10}; dl=${11}
[ "$bpath" = band ] && [ "$dpath" = forced-dense ] && [ "$bkw" -gt 0 ] \
  && close "$bx" "$dx" 1e-12 && close "$by" "$dy" 1e-12 && close "$bl" "$dl" 1e-12
ok $? "bench_chain N = 5: the rule's $bpath path (kl + ku = $bkw) and the $dpath LU agree: x_N $bx / $dx, lambda_1 $bl / $dl"
set -- $ci
[ "$1" = ida ] && close "$9" "$bx" 1e-5 && close "${10}" "$by" 1e-5
ok $? "IDA band on the same chain ends within 1e-5 relative of ga-i3: x_N $9 against $bx"
# the sled chain: ga-nh's band path (the rule's at N = 5) and its dense LU
sb=$("$B/bench_chain" --problem sled-chain --N 5 --t-end 0.02)
sd=$("$B/bench_chain" --problem sled-chain --N 5 --t-end 0.02 --path dense)
set -- $sb; bs=$1; bpath=$2; bkw=$8; bx=$9; by=${10}; bl=${11}
set -- $sd; dpath=$2; dx=$9; dy=${10}; dl=${11}
[ "$bs" = ga-nh ] && [ "$bpath" = band ] && [ "$dpath" = forced-dense ] && [ "$bkw" -gt 0 ] \
  && close "$bx" "$dx" 1e-12 && close "$by" "$dy" 1e-12 && close "$bl" "$dl" 1e-12
ok $? "bench_chain --problem sled-chain N = 5: ga-nh's $bpath path (kl + ku = $bkw) and the $dpath LU agree: x_N $bx / $dx, psi_1 $bl / $dl"
si=$("$B/bench_chain" --problem sled-chain --N 5 --t-end 0.02 --solver ida)
set -- $si
[ "$1" = ida ] && [ "$4" = 50 ] && close "$9" "$bx" 1e-5 && close "${10}" "$by" 1e-5 \
  && close "${11}" "$bl" 1e-5
ok $? "IDA band on the same sleds (50 unknowns: $4) ends within 1e-5 relative of ga-nh: x_N $9 against $bx, psi_1 ${11} against $bl"
# the acceptance lines on synthetic rows: instructions per step 1000 N^E,
# IDA's 1000 N / R at N = 100, the dense path's x_N off by D
chainfile () {   # chainfile FILE E R D
  awk -v E="$2" -v R="$3" -v D="$4" 'BEGIN {
    print "# synthetic chain rows of bench.t"
    split("3 10 100 1000", Ns, " ")
    for (k = 1; k <= 4; k++) {
      N = Ns[k]
      printf "ga-i3 %s %d %d 100 200 100 8 1.5 -2.5 30 1e-16 %.17g\n", N < 10 ? "dense" : "band", N, 3 * N, 1e5 * N^E
      if (N <= 100)
        printf "ga-i3 forced-dense %d %d 100 200 100 0 %.17g -2.5 30 1e-16 %.17g\n", N, 3 * N, 1.5 + D * 2.5, 1e5 * N^3
      printf "ida band %d %d 50 100 20 0 1.5 -2.5 30 1e-8 %.17g\n", N, 7 * N, 50 * 1000 * N^E / R
      printf "ga-nh %s %d %d 100 200 100 10 1.5 -2.5 30 1e-16 %.17g\n", N < 10 ? "dense" : "band", N, 4 * N, 2e5 * N^E
      if (N <= 100)
        printf "ga-nh forced-dense %d %d 100 200 100 0 %.17g -2.5 30 1e-16 %.17g\n", N, 4 * N, 1.5 + D * 2.5, 2e5 * N^3
      printf "ida band %d %d 50 100 20 0 1.5 -2.5 30 1e-8 %.17g\n", N, 10 * N, 50 * 2000 * N^E / R
    } }' > "$1"
}
chainfile "$T/chain.dat" 1.19 1.99 0
"$B/bench_summary" --chain "$T/chain.dat" > "$T/ch" 2> "$T/err"
grep -q '^acceptance chain ga-i3 exponent N=10..1000: 1.190 <= 1.2: PASS$' "$T/ch" \
  && grep -q '^acceptance chain ga-i3 / IDA band at N=100: 1.99 <= 2: PASS$' "$T/ch" \
  && grep -q '^acceptance chain sparse = dense: .* 0 <= 1e-12: PASS$' "$T/ch" \
  && grep -q '^acceptance sled-chain ga-nh exponent N=10..1000: 1.190 <= 1.2: PASS$' "$T/ch" \
  && grep -q '^acceptance sled-chain ga-nh / IDA band at N=100: 1.99 <= 2: PASS$' "$T/ch" \
  && grep -q '^acceptance sled-chain sparse = dense: .* 0 <= 1e-12: PASS$' "$T/ch"
ok $? "bench_summary --chain: exponent 1.19, ratio 1.99, equal rows: six PASS, the sled chain's three among them ($(grep -c PASS "$T/ch"))"
chainfile "$T/chain2.dat" 1.21 2.01 1e-11
"$B/bench_summary" --chain "$T/chain2.dat" > "$T/ch2" 2> "$T/err"
grep -q '^acceptance chain ga-i3 exponent N=10..1000: 1.210 <= 1.2: FAIL$' "$T/ch2" \
  && grep -q '^acceptance chain ga-i3 / IDA band at N=100: 2.01 <= 2: FAIL$' "$T/ch2" \
  && grep -q '^acceptance chain sparse = dense: .*: FAIL$' "$T/ch2" \
  && grep -q '^acceptance sled-chain ga-nh exponent N=10..1000: 1.210 <= 1.2: FAIL$' "$T/ch2" \
  && grep -q '^acceptance sled-chain ga-nh / IDA band at N=100: 2.01 <= 2: FAIL$' "$T/ch2" \
  && grep -q '^acceptance sled-chain sparse = dense: .*: FAIL$' "$T/ch2"
ok $? "the same lines FAIL at exponent 1.21, ratio 2.01 and x_N off by 1e-11 relative ($(grep -c FAIL "$T/ch2"))"

# --rho-inf: ga-nh with another rho_inf names its rows (ga-nh-rho0.8), uses
# Chung-Hulbert's coefficients of that value (its describe line) and ends
# where galpha run with the same coefficients ends (the final positions'
# error, the same digits); refused for ida and outside [0, 1]
rr=$("$B/bench_wp" --problem rolling-disk --method galpha --rho-inf 0.8 --h 0.04)
rd=$("$B/bench_wp" --problem rolling-disk --method galpha --rho-inf 0.8 --describe | sed -n 2p)
"$O/bin/galpha" conv --problem rolling-disk --method ga-nh --rho-inf 0.8 --t-end 10 --h0 0.04 \
  --levels 1 > "$T/rconv" 2> /dev/null
cerr=$(grep -v '^#' "$T/rconv" | awk -F'\t' '$1 != "h" { print $3; exit }')
"$B/bench_wp" --problem rolling-disk --method ida --rho-inf 0.8 --rtol 1e-3 > /dev/null 2>&1; ri=$?
"$B/bench_wp" --problem rolling-disk --method galpha --rho-inf 1.5 --h 0.04 > /dev/null 2>&1; rb=$?
[ "$(field "$rr" 2)" = ga-nh-rho0.8 ] \
  && case $rd in "# ga-nh-rho0.8: fixed steps, Chung-Hulbert rho_inf = 0.8"*"alpha_m = 0.333333333333333"*) true ;; *) false ;; esac \
  && close "$(field "$rr" 5)" "$cerr" 1e-6 && [ $ri = 2 ] && [ $rb = 2 ]
ok $? "bench_wp --rho-inf 0.8: row $(field "$rr" 2), err_y $(field "$rr" 5) against galpha conv's $cerr; ida and 1.5 refused (exit $ri, $rb)"

# the ga-i3 floor at the small steps of the Andrews sweep, where Newton's
# increments reach rounding and the floor needs the rounding-floor
# safeguard (without it: failed at step 1 for h <= 1.25e-5): it completes
# at h = 4e-4/2^5 and 4e-4/2^10, and at 2^5 gives the library's error to
# 1e-5 relative with Newton iterations within 1%
hs=$(awk 'BEGIN { printf "%.17g", 4e-4 / 32 }'); hf=$(awk 'BEGIN { printf "%.17g", 4e-4 / 1024 }')
fs=$("$B/bench_wp" --problem andrews --method floor --h "$hs" 2> "$T/fe"); r1=$?
ls_=$("$B/bench_wp" --problem andrews --method galpha --h "$hs")
"$B/bench_wp" --problem andrews --method floor --h "$hf" > "$T/ff" 2>> "$T/fe"; r2=$?
[ $r1 = 0 ] && [ $r2 = 0 ] && close "$(field "$fs" 5)" "$(field "$ls_" 5)" 1e-5 \
  && close "$(field "$fs" 11)" "$(field "$ls_" 11)" 0.01
ok $? "floor-ga-i3 on andrews at h = 1.25e-5 and 3.9e-7 completes (exit $r1, $r2); at 1.25e-5 err_y $(field "$fs" 5) against the library's $(field "$ls_" 5), Newton iterations $(field "$fs" 11) against $(field "$ls_" 11) $(head -1 "$T/fe")"

# bench_grid: the table of the grid's own cost (bench/README.md) in its
# quick form; the adaptive row's error at T is bench_wp's adaptive row's
"$B/bench_grid" --quick > "$T/grid" 2> "$T/grid.err"; rg=$?
nu=$(awk '$4 == "0" && $5 == "-" && $7 == "1"' "$T/grid" | wc -l)
osc=$(awk '$1 == "oscillator" && $4 == "0.1" { r = $7 + 0; if (r > m) m = r } END { print m }' "$T/grid")
disk=$(awk '$1 == "rolling-disk" && $2 == "ga-nh-rho0.8" && $4 == "0.1" { r = $7 + 0; if (r > m) m = r } END { print m }' "$T/grid")
[ $rg = 0 ] && [ "$nu" = 4 ] && less "$osc" 1.05 && less 1.5 "$disk"
ok $? "bench_grid --quick: 4 uniform rows of ratio 1 (exit $rg); 10% modulation: oscillator's worst ratio $osc < 1.05, ga-nh rho 0.8 on the disk's $disk > 1.5"
ga=$(awk '$1 == "rolling-disk" && $3 == "1e-04" { print $6 }' "$T/grid")
wa=$("$B/bench_wp" --problem rolling-disk --method galpha --rtol 1e-4)
[ -n "$ga" ] && close "$ga" "$(field "$wa" 5)" 1e-3
ok $? "bench_grid's adaptive grid replayed, rtol 1e-4: err_y at T $ga, bench_wp's adaptive row $(field "$wa" 5)"
