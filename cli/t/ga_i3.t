#!/bin/sh
# ga_i3.t -- the command line of methods ga-i3 and ga (seed 003): the
# acceptance study of the issue, the qdd columns, --scaling, and refusals
# with exit status 2 naming the value and the condition.
. "$(dirname "$0")/common.sh"

echo "1..12"
"$G" conv --problem andrews --method ga-i3 --rho-inf 0.7 --t-end 0.03 --h0 3e-4 --levels 5 > "$T/and"; rc=$?
for c in err_y err_z err_lambda err_qdd; do
  in_range "$T/and" $c 1.85 2.15
  ok $? "CLI conv ga-i3/andrews rho_inf=0.7 t=0.03 h0=3e-4 L=5: $c order 2 +- 0.15 ($(grep "order $c " "$T/and"), exit $rc)"
done
"$G" conv --problem slider-crank --method ga-i3 --rho-inf 0.7 --t-end 1 --h0 1e-2 --levels 6 > "$T/sc"; rc=$?
in_range "$T/sc" err_y 1.85 2.15 && in_range "$T/sc" err_z 1.85 2.15 && in_range "$T/sc" err_lambda 1.85 2.15
ok $? "CLI conv ga-i3/slider-crank t=1 h0=1e-2 L=6: orders of y, z, lambda 2 +- 0.15 (exit $rc)"

"$G" run --problem andrews --method ga-i3 --rho-inf 0.7 --h 3e-4 --t-end 0.03 > "$T/run"; rc=$?
hdr=$(grep -v '^#' "$T/run" | head -1)
[ $rc = 0 ] && echo "$hdr" | grep -q "a7	lambda1	lambda2	lambda3	lambda4	lambda5	lambda6	qdd1	" \
  && grep -q "scaling=on" "$T/run"
ok $? "CLI run ga-i3 writes a, lambda, then qdd columns and says scaling=on ($hdr)"
"$G" run --problem andrews --method ga-i3 --rho-inf 0.7 --scaling off --h 3e-4 --t-end 0.003 > "$T/off"; rc=$?
[ $rc = 0 ] && grep -q "scaling=off" "$T/off"
ok $? "CLI run ga-i3 --scaling off runs and records it (exit $rc)"
"$G" conv --problem oscillator --method ga --rho-inf 0.9 --t-end 1 --h0 0.1 --levels 5 > "$T/osc"; rc=$?
in_range "$T/osc" err_y 1.85 2.15 && in_range "$T/osc" err_qdd 1.85 2.15
ok $? "CLI conv ga/oscillator: y and qdd order 2 (exit $rc)"
refuses "--scaling 'maybe'" run --problem andrews --method ga-i3 --rho-inf 0.7 --scaling maybe --h 3e-4 --t-end 0.03
refuses "option --scaling does not apply to method ga-nh" run --problem jay-nh --method ga-nh --rho-inf 0.7 --scaling on --h 0.1 --t-end 1
refuses "beta = 0 violates beta != 0" run --problem andrews --method ga-i3 --alpha-m 0 --alpha-f 0 --beta 0 --gamma 0.5 --h 3e-4 --t-end 0.03
refuses "has 8 holonomic" run --problem slider-crank --method ga --rho-inf 0.7 --h 1e-2 --t-end 1
