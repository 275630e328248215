#!/bin/sh
# nh_newmark.t -- the command line of the nonholonomic Newmark methods
# (seed 004): the issue's acceptance orders, the options of the family, the
# explicit form, and the refusals (options that do not apply, values outside
# the method's definition, problems outside its class).
. "$(dirname "$0")/common.sh"
C="--problem nh-chaotic --t-end 1 --h0 0.1"

echo "1..16"
"$G" conv $C --levels 5 --method nh-newmark-comp > "$T/comp"; rc=$?
in_range "$T/comp" err_y 1.9 2.1 && in_range "$T/comp" err_z 1.9 2.1
ok $? "CLI conv nh-newmark-comp nh-chaotic (defaults: Phi_{h/2} o Phi*_{h/2}, eq. 17): orders y, z 2 +- 0.1 ($(ord "$T/comp" err_y), $(ord "$T/comp" err_z); exit $rc)"
for ad in 0 0.5; do
  "$G" conv $C --levels 5 --method nh-newmark --alpha-d $ad > "$T/nn$ad" 2> /dev/null; rc=$?
  want=$([ $ad = 0 ] && echo 1 || echo 2)
  in_range "$T/nn$ad" err_y $((want - 1)).9 $want.1 && in_range "$T/nn$ad" err_z $((want - 1)).9 $want.1
  ok $? "CLI conv nh-newmark --alpha-d $ad nh-chaotic: orders y, z $want +- 0.1 ($(ord "$T/nn$ad" err_y), $(ord "$T/nn$ad" err_z); exit $rc)"
done
"$G" conv $C --method nh-newmark-tj --levels 4 > "$T/tj"; rc=$?
in_range "$T/tj" err_y 3.8 4.2 && in_range "$T/tj" err_z 3.8 4.2
ok $? "CLI conv nh-newmark-tj nh-chaotic h = 0.1 .. 0.0125: orders y, z 4 +- 0.2 ($(ord "$T/tj" err_y), $(ord "$T/tj" err_z); exit $rc)"
"$G" conv $C --levels 5 --method nh-newmark-comp --substeps full --comp-order reversed --disc 15 --alpha-d 0.25 > "$T/full"; rc=$?
in_range "$T/full" err_y 1.9 2.1 && in_range "$T/full" err_z 1.9 2.1 \
  && grep -q "# method nh-newmark-comp beta=0 gamma=0.5 alpha_d=0.25 disc=15 comp_order=reversed substeps=full" "$T/full"
ok $? "CLI conv nh-newmark-comp --substeps full --comp-order reversed --disc 15 --alpha-d 0.25: orders y, z 2 +- 0.1, the options recorded in the header ($(ord "$T/full" err_y), $(ord "$T/full" err_z); exit $rc)"
# the explicit form and the Newton solve of the same scheme: the same rows to rounding (the
# Newton solve to rounding: the verification regime; production stops at its error level)
"$G" run --problem nh-chaotic --method nh-newmark --alpha-d 0 --newton verify --h 0.05 --t-end 1 --every 1 > "$T/nw" 2> /dev/null
"$G" run --problem nh-chaotic --method nh-newmark --alpha-d 0 --solve explicit --h 0.05 --t-end 1 --every 1 > "$T/ex" 2> /dev/null; rc=$?
d=$(paste "$T/nw" "$T/ex" | awk -F'\t' '!/^#/ && NR > 1 && $1 != "t" { n = NF / 2; for (i = 2; i <= n; i++) { e = $i - $(i + n); if (e < 0) e = -e; if (e > m) m = e } } END { printf "%.3g", m }')
awk -v d="$d" 'BEGIN { exit !(d <= 1e-12) }'
ok $? "CLI run nh-newmark --solve explicit equals the Newton solve on nh-chaotic, 20 steps: max difference $d <= 1e-12 (exit $rc)"
"$G" run --problem cvt --method nh-newmark --beta 0.25 --gamma 0.6 --alpha-d 0.3 --disc 15 --h 0.1 --t-end 1 > "$T/hdr" 2> /dev/null; rc=$?
[ $rc = 0 ] && grep -q "# method nh-newmark beta=0.25 gamma=0.59999999999999998 alpha_d=0.29999999999999999 disc=15 solve=newton" "$T/hdr" \
  && [ "$(grep -v '^#' "$T/hdr" | head -1)" = "t	y1	y2	y3	z1	z2	z3	a1	a2	a3	psi1	start1	start2	start3	start4" ]
ok $? "CLI run nh-newmark records beta, gamma, alpha_d, disc and solve, and writes the step's start values (a0, psi0) as start1.. (exit $rc)"
refuses "option --rho-inf does not apply to method nh-newmark" run --problem cvt --method nh-newmark --rho-inf 0.5 --h 0.1 --t-end 1
refuses "option --substeps does not apply to method nh-newmark" run --problem cvt --method nh-newmark --substeps half --h 0.1 --t-end 1
refuses "option --solve does not apply to method nh-newmark-comp" run --problem cvt --method nh-newmark-comp --solve explicit --h 0.1 --t-end 1
refuses "option --alpha-d does not apply to method ga-nh" run --problem cvt --method ga-nh --rho-inf 0.5 --alpha-d 0.5 --h 0.1 --t-end 1
refuses "alpha_d = 1.5 violates 0 <= alpha_d <= 1" run --problem cvt --method nh-newmark --alpha-d 1.5 --h 0.1 --t-end 1
refuses "--disc '16': want 14 or 15" run --problem cvt --method nh-newmark --disc 16 --h 0.1 --t-end 1
refuses "solve explicit with beta = 0.25, gamma = 0.5, alpha_d = 0 violates beta = 0, gamma = 1/2, alpha_d = 0" run --problem cvt --method nh-newmark --solve explicit --beta 0.25 --alpha-d 0 --h 0.1 --t-end 1
refuses "constraint of problem jay-nh is not (k_z depends on z)" run --problem jay-nh --method nh-newmark --h 0.1 --t-end 1
refuses "explicit form (Prop 3.8) needs f affine in psi and independent of z; problem rolling-disk" run --problem rolling-disk --method nh-newmark --solve explicit --alpha-d 0 --h 0.1 --t-end 1
