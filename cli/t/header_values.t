#!/bin/sh
# header_values.t -- the values, not only the presence, of the output
# header's fields (issue 26 item 5): the '# method' line of run and conv
# prints alpha_m, alpha_f, beta and gamma equal to the Chung-Hulbert
# coefficients of --rho-inf, computed here independently with bc (40
# digits) from alpha_m = (2r-1)/(r+1), alpha_f = r/(r+1), alpha =
# alpha_m - alpha_f, gamma = 1/2 - alpha, beta = (1-alpha)^2/4, within 4
# units of rounding (4 * 2^-52 max(1, |value|)); and the problem parameters
# line after --param names each changed parameter with the value given and
# its default from `galpha list params`, and no parameter left at its default.
. "$(dirname "$0")/common.sh"

# exact R: the four coefficients for rho_inf = R, one per line (bc)
exact () {
  echo "scale = 40; r = $1; am = (2*r - 1)/(r + 1); af = r/(r + 1); a = am - af
am; af; (1 - a)^2/4; 1/2 - a" | bc -l
}

# coeffs_ok FILE R: FILE's '# method' line has the four coefficients of R;
# prints the largest deviation in units of the bound (spectrum's line ends
# its gamma with a colon; roots prints '# roots' for '# method')
coeffs_ok () {
  line=$(grep -E '^# (method|roots) ' "$1")
  exact "$2" | tr '\n' ' ' | awk -v line="$line" '
    { e["alpha_m"] = $1; e["alpha_f"] = $2; e["beta"] = $3; e["gamma"] = $4 }
    END {
      n = split(line, f, " "); worst = 0; seen = 0
      for (i = 1; i <= n; i++) {
        if (split(f[i], kv, "=") != 2 || !(kv[1] in e)) continue
        v = kv[2] + 0; x = e[kv[1]] + 0; s = (x < 0 ? -x : x); if (s < 1) s = 1
        d = v - x; if (d < 0) d = -d
        r = d / (4 * 2.220446049250313e-16 * s); if (r > worst) worst = r; seen++
      }
      printf "%.3g", (seen == 4 ? worst : 1e300)
      exit !(seen == 4 && worst <= 1)
    }'
}

echo "1..19"

# --- run and conv, every Chung-Hulbert method, rho_inf over [0, 1]
for r in 0 0.25 0.5 0.8 1; do
  for m in "jay-nh ga-nh" "oscillator ga" "andrews ga-i3"; do
    set -- $m
    h=0.1; [ "$2" = ga-i3 ] && h=0.001
    "$G" run --problem "$1" --method "$2" --rho-inf "$r" --h "$h" --t-end "$(awk -v h=$h 'BEGIN { print 2 * h }')" > "$T/o" 2> "$T/e"; rc=$?
    dev=$(coeffs_ok "$T/o" "$r"); st=$?
    [ $rc = 0 ] && [ $st = 0 ]
    ok $? "CLI run --method $2 --rho-inf $r: '# method' coefficients equal Chung-Hulbert's from bc (worst $dev units of 4 ulp, want <= 1; exit $rc)"
  done
done
"$G" conv --problem oscillator --method ga --rho-inf 0.3 --h0 0.1 --levels 2 --t-end 1 > "$T/o" 2> "$T/e"; rc=$?
dev=$(coeffs_ok "$T/o" 0.3); st=$?
[ $rc = 0 ] && [ $st = 0 ]
ok $? "CLI conv --method ga --rho-inf 0.3: '# method' coefficients equal Chung-Hulbert's from bc (worst $dev units of 4 ulp, want <= 1; exit $rc)"
for v in "spectrum --method ga" roots; do
  "$G" $v --rho-inf 0.6 > "$T/o" 2> "$T/e"; rc=$?
  dev=$(coeffs_ok "$T/o" 0.6); st=$?
  [ $rc = 0 ] && [ $st = 0 ]
  ok $? "CLI $v --rho-inf 0.6: the header's coefficients equal Chung-Hulbert's from bc (worst $dev units of 4 ulp, want <= 1; exit $rc)"
done

# --- the problem parameters line: values given, defaults listed, nothing at
# its default (r=1 is rolling-disk's default)
"$G" list params --problem rolling-disk > "$T/l"
"$G" run --problem rolling-disk --method ga-nh --rho-inf 0.5 --param m=2.5 --param r=1 \
  --param I2=0.3 --param grav=9.5 --h 0.05 --t-end 0.1 > "$T/o" 2> "$T/e"; rc=$?
line=$(grep '^# problem rolling-disk parameters' "$T/o")
want=$(awk -F'\t' 'BEGIN { v["m"] = "2.5"; v["I2"] = "0.3"; v["grav"] = "9.5" }
  $1 in v { s = s " " $1 "=" v[$1] " (default " $2 ")" }
  END { print "# problem rolling-disk parameters differing from the defaults:" s }' "$T/l")
[ $rc = 0 ] && [ "$line" = "$want" ]
ok $? "CLI run --param m=2.5 r=1 I2=0.3 grav=9.5: the parameters line names the three changed values with their listed defaults and not r ('$line'; want '$want'; exit $rc)"
