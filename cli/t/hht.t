#!/bin/sh
# hht.t -- the command line of the HHT-alpha family of seed 002 (hht-odae with
# its variants, hht-i2, hht, newmark): the issue's acceptance studies and the
# refusals with exit status 2 naming the value and the hypothesis.
. "$(dirname "$0")/common.sh"
JN="--problem jn-test --method hht-odae --alpha -0.15 --b 0.3 --t-end 1 --h0 0.1 --levels 6"

echo "1..17"
for v in "" "--r1 explicit"; do
  "$G" conv $JN $v > "$T/c"; rc=$?
  in_range "$T/c" err_y 1.9 2.1 && in_range "$T/c" err_z 1.9 2.1 && in_range "$T/c" err_a 1.9 2.1
  ok $? "CLI conv hht-odae ${v:-(3.4)} on jn-test: orders y, z, a 2 +- 0.1 ($(ord "$T/c" err_y), $(ord "$T/c" err_z), $(ord "$T/c" err_a); exit $rc)"
done
"$G" conv $JN --steps alt --step-fix off > "$T/off"; rc=$?
in_range "$T/off" err_a 0.8 1.2
ok $? "CLI conv hht-odae --steps alt --step-fix off: order of a in [0.8, 1.2] ($(ord "$T/off" err_a); exit $rc)"
"$G" conv $JN --steps alt --step-fix on > "$T/on"; rc=$?
in_range "$T/on" err_a 1.9 2.1 && in_range "$T/on" err_y 1.9 2.1 && in_range "$T/on" err_z 1.9 2.1
ok $? "CLI conv hht-odae --steps alt --step-fix on (2.3): orders y, z, a 2 +- 0.1 ($(ord "$T/on" err_a); exit $rc)"
for a in 0 -0.3; do
  "$G" conv --problem jn-pendulum --method hht-odae --alpha $a --t-end 2 --h0 0.02 --levels 6 > "$T/p"; rc=$?
  in_range "$T/p" err_y 1.85 2.15 && in_range "$T/p" err_z 1.85 2.15
  ok $? "CLI conv hht-odae jn-pendulum alpha=$a b=0 t=2: orders y, z 2 +- 0.15 ($(ord "$T/p" err_y), $(ord "$T/p" err_z); exit $rc)"
done
"$G" run --problem jn-test --method hht-odae --alpha -0.15 --b 0.3 --h 0.1 --t-end 1 > "$T/run"; rc=$?
hdr=$(grep -v '^#' "$T/run" | head -1)
[ $rc = 0 ] && [ "$hdr" = "t	y1	y2	z1	z2	a1	a2	lambda1	Lambda01" ] && grep -q "b=0.29999999999999999 r1=implicit midpoint=no step_fix=on" "$T/run"
ok $? "CLI run hht-odae writes y, z, a, lambda (= Lambda1) and Lambda0, and records b, r1, midpoint, step_fix ($hdr)"
first=$(grep -v '^#' "$T/run" | sed -n 2p)
echo "$first" | awk -F'\t' '{ exit !($6 == 0 && $7 == 3) }'
ok $? "CLI run hht-odae starts from a0 = f(t0, y0, z0) = (0, 3), without the reaction ($first)"
"$G" conv --problem oscillator --method hht --alpha -0.1 --t-end 1 --h0 0.1 --levels 5 > "$T/h"; rc=$?
in_range "$T/h" err_y 1.9 2.1 && in_range "$T/h" err_a 1.9 2.1
ok $? "CLI conv hht on oscillator: orders 2 ($(ord "$T/h" err_y), $(ord "$T/h" err_a); exit $rc)"
"$G" conv --problem oscillator --method newmark --beta 0.25 --gamma 0.5 --t-end 1 --h0 0.1 --levels 5 > "$T/n"; rc=$?
in_range "$T/n" err_y 1.9 2.1
ok $? "CLI conv newmark (1/4, 1/2) on oscillator: order 2 ($(ord "$T/n" err_y); exit $rc)"
"$G" conv --problem jay-nh --method hht-i2 --alpha -0.1 --t-end 1 --h0 0.1 --levels 6 > "$T/i2"; rc=$?
in_range "$T/i2" err_y 1.9 2.1 && in_range "$T/i2" err_z 1.9 2.1 && in_range "$T/i2" err_a 1.9 2.1
ok $? "CLI conv hht-i2 on jay-nh: orders y, z, a 2 +- 0.1 (exit $rc)"
JN_BASE="--problem jn-test --method hht-odae --t-end 1 --h0 0.1 --levels 6"
refuses "b = 0.5 violates b != 1/2" conv $JN_BASE --alpha -0.15 --b 0.5
refuses "alpha = 0.1 is outside \[-1/3, 0\]" conv $JN_BASE --alpha 0.1 --b 0.3
refuses "alpha = -0.5 is outside \[-1/3, 0\]" conv $JN_BASE --alpha -0.5 --b 0.3
refuses "option --b does not apply to method ga-nh" run --problem jay-nh --method ga-nh --rho-inf 0.5 --b 0.3 --h 0.1 --t-end 1
refuses "b = 0.3 with --midpoint violates b = 0" conv $JN --midpoint
refuses "--r1 'sideways'" conv $JN --r1 sideways
