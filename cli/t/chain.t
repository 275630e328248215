#!/bin/sh
# chain.t -- the chain of N bodies, a problem family whose size is a
# parameter (problems/chain.h, problems.h gp_problem_family): listed and
# described like the registry's problems; `--param N=1000` builds a
# problem of 3000 unknowns that starts (gp_accel.c's band path) and runs on
# the sparse Newton path; refusals of N and the other parameters name the
# value and the condition; check and conv (with galpha reference) run on it.
# Run with GALPHA=path/to/galpha.
. "$(dirname "$0")/common.sh"
echo "1..11"
RUN="run --problem chain --method ga-i3 --rho-inf 0.7 --h 1e-3"

"$G" list problems > "$T/l"
grep -q "^chain	planar chain of N point masses.*a family: --param N=" "$T/l"
ok $? "list problems shows chain as a family"

"$G" list params --problem chain > "$T/p"
grep -q "^N	3	bodies (an integer); allowed \[1, 1000000\]" "$T/p"
ok $? "list params --problem chain: N, default 3, its allowed values"

# N = 1000: 2000 coordinates, 1000 multipliers (the start and the steps on
# the band path: under a second; bench/README.md measures the cost)
"$G" $RUN --t-end 0.1 --param N=1000 --out "$T/big" 2> "$T/se"; rc=$?
ny=$(awk -F'\t' '$1 == "t" { for (k = 1; k <= NF; k++) if ($k ~ /^y[0-9]+$/) c++; print c; exit }' "$T/big")
last=$(grep -v '^#' "$T/big" | tail -1 | cut -f1)
[ $rc = 0 ] && [ "$ny" = 2000 ] && [ "$last" = 0.10000000000000001 ] \
  && grep -q "^# problem chain parameters differing from the defaults: N=1000 (default 3)" "$T/big"
ok $? "run --param N=1000: exit $rc, $ny position columns (want 2000), last row at t = $last (want 0.1)"

# the header says which LU the steps take: the band at 1000 bodies, the
# dense LU at the default 3 (the rule's crossover is 4 bodies)
"$G" $RUN --t-end 0.002 > "$T/small" 2> /dev/null
grep -q '^# newton: the band LU of the sparse path' "$T/big" \
  && ! grep -q '^# newton: the band LU' "$T/small"
ok $? "the header names the band LU at N=1000 and not at N=3"

# the start's residuals (written by run): position <= 1e-10, acceleration
# <= 1e-9 at N = 1000 (rounding of 3000 unknowns of size up to 1e3)
awk '$2 == "start" { exit !($5 <= 1e-10 && $9 <= 1e-9) }' "$T/big"
ok $? "N=1000 consistent start: $(grep '^# start' "$T/big" | sed 's/^# //') (want position <= 1e-10, acceleration <= 1e-9)"

refuses "N = 2.5: N must be an integer" $RUN --t-end 0.01 --param N=2.5
refuses "N = 0: N must lie in \[1, 1000000\]" $RUN --t-end 0.01 --param N=0
refuses "mass = -1: mass must lie in (0, inf)" $RUN --t-end 0.01 --param mass=-1

"$G" check --problem chain --param N=7 > "$T/c"; rc=$?
[ $rc = 0 ] && grep -q "^# 7 terms checked, 0 fail" "$T/c"
ok $? "check --problem chain --param N=7: 7 derivative terms within their bound (exit $rc)"

# conv against a reference computed by galpha reference with the same N
"$G" reference --problem chain --param N=4 --t-end 0.1 --out "$T/ref" 2> /dev/null \
  && "$G" conv --problem chain --param N=4 --method ga-i3 --rho-inf 0.7 --h0 1e-2 --levels 4 \
       --t-end 0.1 --reference "$T/ref" > "$T/conv" 2> /dev/null
in_range "$T/conv" err_y 1.9 2.1 && in_range "$T/conv" err_lambda 1.9 2.1
ok $? "conv on chain N=4 against galpha reference: order y $(ord "$T/conv" err_y), lambda $(ord "$T/conv" err_lambda) (want 2 +- 0.1)"

# conv with another N than the reference's is refused, not compared
"$G" conv --problem chain --param N=5 --method ga-i3 --rho-inf 0.7 --h0 1e-2 --levels 3 \
  --t-end 0.1 --reference "$T/ref" > /dev/null 2> "$T/se"; rc=$?
[ $rc = 2 ]
ok $? "conv with N=5 against the N=4 reference refused (exit $rc: $(head -1 "$T/se"))"
