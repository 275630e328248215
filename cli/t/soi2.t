#!/bin/sh
# soi2.t -- the command line of ga-soi2 (seed 001): the issue's acceptance
# studies with alternating steps and the three forms of the corrections
# (15)-(16), the starting values, the aux output, and the refusals.
. "$(dirname "$0")/common.sh"
S="--problem soi2-test --method ga-soi2 --rho-inf 0.2 --m-alpha previous --t-end 1 --h0 0.2 --levels 6 --steps alt"

echo "1..11"
"$G" conv $S --step-fix on > "$T/on"; rc=$?
r=0; for b in err_y err_z err_a err_lambda err_psi; do in_range "$T/on" $b 1.85 2.15 || r=1; done
ok $r "CLI conv ga-soi2 alt steps --step-fix on: orders y, z, a, lambda, psi 2 +- 0.15 ($(ord "$T/on" err_y), $(ord "$T/on" err_z), $(ord "$T/on" err_a), $(ord "$T/on" err_lambda), $(ord "$T/on" err_psi); exit $rc)"
for f in off printed; do
  "$G" conv $S --step-fix $f > "$T/$f"; rc=$?
  in_range "$T/$f" err_a 0.8 1.2 && in_range "$T/$f" err_lambda 0.8 1.2 \
    && in_range "$T/$f" err_y 1.85 2.15 && in_range "$T/$f" err_z 1.85 2.15
  ok $? "CLI conv ga-soi2 alt steps --step-fix $f: orders a, lambda in [0.8, 1.2], y, z 2 +- 0.15 ($(ord "$T/$f" err_a), $(ord "$T/$f" err_lambda), $(ord "$T/$f" err_y), $(ord "$T/$f" err_z); exit $rc)"
done
"$G" conv --problem soi2-test --method ga-soi2 --rho-inf 0.2 --a-init lunk-simeon --t-end 1 --h0 0.1 --levels 5 > "$T/ls"; rc=$?
r=0; for b in err_y err_z err_a err_psi; do in_range "$T/ls" $b 1.85 2.15 || r=1; done
ok $r "CLI conv ga-soi2 --a-init lunk-simeon constant steps: orders y, z, a, psi 2 +- 0.15 (exit $rc)"
"$G" run --problem soi2-test --method ga-soi2 --rho-inf 0.2 --a-init lunk-simeon --step-fix printed --h 0.1 --t-end 1 > "$T/run"; rc=$?
hdr=$(grep -v '^#' "$T/run" | head -1)
[ $rc = 0 ] && [ "$hdr" = "t	y1	y2	z1	z2	a1	a2	lambda1	psi1	tilde1	tilde2	tilde3	tilde4" ] \
  && grep -q "step_fix=printed m_alpha=explicit a_init=lunk-simeon" "$T/run"
ok $? "CLI run ga-soi2 writes y, z, a, lambda, psi and the step's tilde values, and records step_fix and a_init ($hdr)"
refuses "option --step-fix printed does not apply to method hht-odae" conv --problem jn-test --method hht-odae --alpha -0.1 --step-fix printed --t-end 1 --h0 0.1 --levels 3
refuses "option --a-init lunk-simeon does not apply to method ga-nh" conv --problem jay-nh --method ga-nh --rho-inf 0.2 --a-init lunk-simeon --t-end 1 --h0 0.1 --levels 3
refuses "--step-fix 'sideways': want on, off or printed" conv $S --step-fix sideways
refuses "beta = 0 violates beta != 0" run --problem soi2-test --method ga-soi2 --alpha-m 0 --alpha-f 0 --beta 0 --gamma 0.5 --h 0.1 --t-end 1
refuses "alpha_m = 1 violates alpha_m != 1" run --problem soi2-test --method ga-soi2 --alpha-m 1 --alpha-f 0 --beta 0.25 --gamma 0.5 --h 0.1 --t-end 1
"$G" run --problem soi2-test --method ga-soi2 --alpha-m 0.6 --alpha-f 0.6 --beta 0.25 --gamma 0.5 --h 0.01 --t-end 1 --out "$T/r" 2> "$T/e"; rc=$?
[ $rc = 1 ] && [ ! -e "$T/r" ] && grep -q "r_alpha_m = 1.5 violates r = |alpha_m/(1-alpha_m)| < 1" "$T/e" \
  && grep -q "run failed at step [0-9]* (t = " "$T/e"
ok $? "CLI run ga-soi2 alpha_m = alpha_f = 0.6 (r = 1.5): a note that Theorem 1's r < 1 is violated, then the growing transient fails Newton: exit 1 naming the step, no output ($(tr '\n' ' ' < "$T/e" | head -c 300))"
