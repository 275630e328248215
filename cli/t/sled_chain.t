#!/bin/sh
# sled_chain.t -- the train of N Chaplygin sleds, the nonholonomic problem
# family (problems/sled_chain.h): listed and described like the registry's
# problems; `--param N=1000` builds a problem of 3000 coordinates and 1000
# blades that starts (gp_accel.c's band path with the blades' rows) and
# runs ga-nh on the sparse Newton path; refusals of N and the other
# parameters name the value and the condition; check and conv (with galpha
# reference) run on it.  Run with GALPHA=path/to/galpha.
. "$(dirname "$0")/common.sh"
echo "1..11"
RUN="run --problem sled-chain --method ga-nh --rho-inf 0.7 --h 1e-3"

"$G" list problems > "$T/l"
grep -q "^sled-chain	planar train of N Chaplygin sleds.*a family: --param N=" "$T/l"
ok $? "list problems shows sled-chain as a family"

"$G" list params --problem sled-chain > "$T/p"
grep -q "^N	3	bodies (an integer); allowed \[1, 1000000\]" "$T/p" \
  && grep -q "^torsion	1	.*allowed \[0, inf)" "$T/p"
ok $? "list params --problem sled-chain: N, default 3, torsion, their allowed values"

# N = 1000: 3000 coordinates, 1000 blade multipliers (the start and 100
# steps on the band path: a few hundredths of a second; bench/README.md
# measures the cost)
"$G" $RUN --t-end 0.1 --param N=1000 --out "$T/big" 2> "$T/se"; rc=$?
ny=$(awk -F'\t' '$1 == "t" { for (k = 1; k <= NF; k++) if ($k ~ /^y[0-9]+$/) c++; print c; exit }' "$T/big")
np=$(awk -F'\t' '$1 == "t" { for (k = 1; k <= NF; k++) if ($k ~ /^psi[0-9]+$/) c++; print c; exit }' "$T/big")
last=$(grep -v '^#' "$T/big" | tail -1 | cut -f1)
[ $rc = 0 ] && [ "$ny" = 3000 ] && [ "$np" = 1000 ] && [ "$last" = 0.10000000000000001 ] \
  && grep -q "^# problem sled-chain parameters differing from the defaults: N=1000 (default 3)" "$T/big"
ok $? "run --param N=1000: exit $rc, $ny position and $np psi columns (want 3000, 1000), last row at t = $last (want 0.1)"

# the header says which LU the steps take: the band at 1000 bodies, the
# dense LU at the default 3 (ga-nh's crossover on the sleds is 4 bodies)
"$G" $RUN --t-end 0.002 > "$T/small" 2> /dev/null
grep -q '^# newton: the band LU of the sparse path' "$T/big" \
  && ! grep -q '^# newton: the band LU' "$T/small"
ok $? "the header names the band LU at N=1000 and not at N=3"

# the start's residuals (written by run): velocity (the blades) <= 1e-12,
# acceleration <= 1e-12 at N = 1000 (one 4 x 4 solve per body)
awk '$2 == "start" { exit !($5 <= 1e-12 && $7 <= 1e-12 && $9 <= 1e-12) }' "$T/big"
ok $? "N=1000 consistent start: $(grep '^# start' "$T/big" | sed 's/^# //') (want each <= 1e-12)"

refuses "N = 2.5: N must be an integer" $RUN --t-end 0.01 --param N=2.5
refuses "N = 0: N must lie in \[1, 1000000\]" $RUN --t-end 0.01 --param N=0
refuses "torsion = -1: torsion must lie in \[0, inf)" $RUN --t-end 0.01 --param torsion=-1

"$G" check --problem sled-chain --param N=7 > "$T/c"; rc=$?
[ $rc = 0 ] && grep -q "^# 7 terms checked, 0 fail" "$T/c"
ok $? "check --problem sled-chain --param N=7: 7 derivative terms within their bound (exit $rc)"

# conv against a reference computed by galpha reference with the same N
# (N = 5: on the band path)
"$G" reference --problem sled-chain --param N=5 --t-end 0.5 --out "$T/ref" 2> /dev/null \
  && "$G" conv --problem sled-chain --param N=5 --method ga-nh --rho-inf 0.7 --h0 2e-2 \
       --levels 4 --t-end 0.5 --reference "$T/ref" > "$T/conv" 2> /dev/null
in_range "$T/conv" err_y 1.9 2.1 && in_range "$T/conv" err_psi 1.9 2.1 \
  && grep -q '^# newton: the band LU of the sparse path' "$T/conv"
ok $? "conv on sled-chain N=5 (band LU) against galpha reference: order y $(ord "$T/conv" err_y), psi $(ord "$T/conv" err_psi) (want 2 +- 0.1)"

# ga-i3 integrates holonomic constraints only: refused, naming the blades
"$G" run --problem sled-chain --method ga-i3 --rho-inf 0.7 --h 1e-3 --t-end 0.01 \
  > /dev/null 2> "$T/se"; rc=$?
[ $rc != 0 ] && grep -q "nonholonomic" "$T/se"
ok $? "ga-i3 on sled-chain refused (exit $rc: $(head -1 "$T/se"))"
