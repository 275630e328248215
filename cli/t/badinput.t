#!/bin/sh
# badinput.t -- a table of bad inputs over every verb: each is refused with
# exit 2 and a message naming the value or the violated condition, before
# any work, and nothing is written at --out; then output safety: what is at
# --out (a file, a read-only file, a device, a symlink) is never replaced by
# a refused or failed run, write errors are reported, and a signal during
# the final write leaves no temporary file.
. "$(dirname "$0")/common.sh"

J="--problem jay-nh --method ga-nh"
H="--problem jn-test --method hht-odae"
I="--problem andrews --method ga-i3"

# bad PATTERN ARGS...: refused (exit 2, PATTERN in stderr); verbs that take
# --out get one, which must not be created
bad () {
  pat=$1; shift
  case "$1" in
    run|conv|spectrum|reference) refuses "$pat" "$@" ;;
    *) "$G" "$@" > "$T/so" 2> "$T/se"; rc=$?
       [ "$rc" = 2 ] && grep -q -- "$pat" "$T/se"
       ok $? "CLI refuses '$(printf '%s' "$*" | tr '\n\r\t' '???')' with exit 2 naming '$pat' (exit $rc: $(cat "$T/se"))" ;;
  esac
}

# --- the verb and the command line
bad "unknown verb 'runn'" runn
bad "unknown verb ''" ""
bad "list 'nothing': want problems or methods" list nothing
bad "list takes at most one argument" list problems methods
bad "help takes at most one verb, not '--problem jay-nh'" help --problem jay-nh
bad "help 'nosuch': want a verb: list, run, conv" --help nosuch
bad "unexpected argument 'jay-nh'" run jay-nh
bad "option --h needs a value, not the option --out" run $J --rho-inf 0.5 --t-end 1 --h
bad "option --h needs a value" roots --rho-inf 0.5 --h
bad "unknown option '--hh'" run $J --rho-inf 0.5 --hh 0.1 --t-end 1
bad "unexpected argument '-h'" run $J --rho-inf 0.5 -h 0.1 --t-end 1
bad "option --h given twice" run $J --rho-inf 0.5 --h 0.1 --h 0.2 --t-end 1
bad "option --rho-inf given twice" run $J --rho-inf 0.5 --rho-inf 0.6 --h 0.1 --t-end 1
bad "option --problem given twice" run $J --problem jay-nh --rho-inf 0.5 --h 0.1 --t-end 1
bad "option --midpoint given twice" run $H --alpha -0.1 --midpoint --midpoint --h 0.1 --t-end 1
bad "option --out given twice" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/x1"
bad "control character (0x0a)" run $J --rho-inf 0.5 --h 0.1 --t-end "$(printf '1\n0')"
bad "control character (0x09)" run --problem "$(printf 'jay-nh\t')" --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1
bad "control character (0x0d)" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --steps "$(printf 'alt\r')"
# --- problems, methods and their pairing
bad "--problem is required" run --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1
bad "--method is required" run --problem jay-nh --rho-inf 0.5 --h 0.1 --t-end 1
bad "--problem 'nope': unknown problem" run --problem nope --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1
bad "--problem '': unknown problem" run --problem "" --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1
bad "--method 'nope': unknown method" run --problem jay-nh --method nope --rho-inf 0.5 --h 0.1 --t-end 1
bad "--method 'GA-NH': unknown method" run --problem jay-nh --method GA-NH --rho-inf 0.5 --h 0.1 --t-end 1
bad "ga-i3" run --problem jay-nh --method ga-i3 --rho-inf 0.5 --h 0.1 --t-end 1
bad "hht-odae" run --problem jay-nh --method hht-odae --alpha -0.1 --h 0.1 --t-end 1
bad "ga-nh" run --problem andrews --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 1
bad "ga" run --problem jay-nh --method ga --rho-inf 0.5 --h 0.1 --t-end 1
bad "hht" run --problem jn-test --method hht --alpha -0.1 --h 0.1 --t-end 1
bad "problem jn-test has 1 holonomic" run --problem jn-test --method newmark --beta 0.25 --gamma 0.5 --h 0.1 --t-end 1
# --- numbers
bad "--h: 'x' is not a number" run $J --rho-inf 0.5 --h x --t-end 1
bad "--h: '' is not a number" run $J --rho-inf 0.5 --h "" --t-end 1
bad "--h: '0.1x' is not a number" run $J --rho-inf 0.5 --h 0.1x --t-end 1
bad "--h: ' 0.1' starts with white space" run $J --rho-inf 0.5 --h " 0.1" --t-end 1
bad "--h: '0.1 ' is not a number" run $J --rho-inf 0.5 --h "0.1 " --t-end 1
bad "--h = nan is not a finite number" run $J --rho-inf 0.5 --h nan --t-end 1
bad "--h = inf is not a finite number" run $J --rho-inf 0.5 --h inf --t-end 1
bad "--h = -inf is not a finite number" run $J --rho-inf 0.5 --h -inf --t-end 1
bad "--h: '1e999' is not a number" run $J --rho-inf 0.5 --h 1e999 --t-end 1
bad "--h = 0 must be positive" run $J --rho-inf 0.5 --h 0 --t-end 1
bad "--h = -0.1 must be positive" run $J --rho-inf 0.5 --h -0.1 --t-end 1
bad "--h = -0 must be positive" run $J --rho-inf 0.5 --h -0 --t-end 1
bad "h = 1e-12 needs more than 1e9 steps" run $J --rho-inf 0.5 --h 1e-12 --t-end 1
bad "h = 0.3 does not divide" run $J --rho-inf 0.5 --h 0.3 --t-end 1
bad "h = 0.10000001 does not divide" run $J --rho-inf 0.5 --h 0.10000001 --t-end 1
bad "--t-end is required" run $J --rho-inf 0.5 --h 0.1
bad "--t-end = 0 must exceed the problem's t0 = 0" run $J --rho-inf 0.5 --h 0.1 --t-end 0
bad "--t-end = -1 must exceed" run $J --rho-inf 0.5 --h 0.1 --t-end -1
bad "--t-end = nan is not a finite number" run $J --rho-inf 0.5 --h 0.1 --t-end nan
bad "--every = 0 must be a positive integer" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --every 0
bad "--every = -3 must be a positive integer" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --every -3
bad "--every: '1.5' is not an integer" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --every 1.5
bad "--every: ' 2' starts with white space" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --every " 2"
bad "--every: '99999999999999999999' is not an integer" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --every 99999999999999999999
bad "--h is required" run $J --rho-inf 0.5 --t-end 1
bad "--steps 'random': want uniform or alt" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --steps random
bad "--h0 and --levels belong to conv" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --h0 0.1
bad "--h and --every belong to run" conv $J --rho-inf 0.5 --h 0.1 --t-end 1 --h0 0.1 --levels 3
bad "--h0 is required" conv $J --rho-inf 0.5 --t-end 1 --levels 3
bad "--levels is required: an integer in \[1, 20\]" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1
bad "--levels = 0 must lie in \[1, 20\]" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 0
bad "--levels = 21 must lie in \[1, 20\]" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 21
bad "--levels: 'three' is not an integer" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1 --levels three
bad "needs more than 1e9 steps" conv $J --rho-inf 0.5 --t-end 1 --h0 1e-4 --levels 20
bad "--h0 = 0 must be positive" conv $J --rho-inf 0.5 --t-end 1 --h0 0 --levels 3
bad "h = 0.3 does not divide" conv $J --rho-inf 0.5 --t-end 1 --h0 0.3 --levels 3
bad "no exact solution and no committed reference at t = 0.77" conv --problem rolling-disk --method ga-nh --rho-inf 0.5 --t-end 0.77 --h0 0.01 --levels 3
# levels and numbers at their limits: each refusal names the value
bad "--levels = 1000 must lie in \[1, 20\]" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 1000
bad "--levels = 9223372036854775807 must lie in \[1, 20\]" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 9223372036854775807
bad "--levels = -1 must lie in \[1, 20\]" tolconv $J --rho-inf 0.5 --t-end 1 --rtol0 1e-3 --levels -1
bad "--levels is required: an integer in \[1, 20\]" tolconv $J --rho-inf 0.5 --t-end 1 --rtol0 1e-3
# a subnormal is judged by its value, spelled in decimal or in hex
bad "--h: h = 4.94066e-324 needs more than 1e9 steps" run $J --rho-inf 0.5 --h 4.9e-324 --t-end 1
bad "--h: h = 4.94066e-324 needs more than 1e9 steps" run $J --rho-inf 0.5 --h 0x1p-1074 --t-end 1
bad "--h: '1e-400' is not a number (below the smallest double, 4.9e-324: it rounds to 0)" run $J --rho-inf 0.5 --h 1e-400 --t-end 1
bad "--h: '-0x1p-1080' is not a number (below the smallest double" run $J --rho-inf 0.5 --h -0x1p-1080 --t-end 1
bad "--h: '1e999' is not a number (beyond the largest double, 1.8e308)" run $J --rho-inf 0.5 --h 1e999 --t-end 1
# --- the work budget (steps x state components, 1e9): refused before any
# work, naming the estimate, the budget and --allow-long
bad "the run: 1e+09 steps x 7 state components = 7e+09, above the work budget of 1e+09.*give --allow-long" run $J --rho-inf 0.5 --h 1e-9 --t-end 1
bad "the study: 4.095e+08 steps x 7 state components = 2.87e+09, above the work budget of 1e+09.*give --allow-long" conv $J --rho-inf 0.5 --t-end 1 --h0 1e-5 --levels 12
bad "the run: 1e+08 steps x 34 state components = 3.4e+09, above the work budget" run $I --rho-inf 0.7 --h 3e-10 --t-end 0.03
bad "the study: .* above the work budget" conv $J --rho-inf 0.5 --t-end 1 --h0 1e-4 --levels 14 --steps alt
bad "option --allow-long does not apply to galpha tolconv" tolconv $J --rho-inf 0.5 --t-end 1 --rtol0 1e-3 --levels 3 --allow-long
bad "option --allow-long does not apply to galpha roots" roots --rho-inf 0.5 --allow-long
bad "option --allow-long given twice" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --allow-long --allow-long
# --allow-long lifts the budget only: the driver's own limit of 1e9 steps stays
bad "--h: h = 1e-10 needs more than 1e9 steps" run $J --rho-inf 0.5 --h 1e-10 --t-end 1 --allow-long
"$G" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --allow-long > "$T/al" 2> "$T/se"; rc=$?
"$G" run $J --rho-inf 0.5 --h 0.1 --t-end 1 > "$T/nal" 2> /dev/null
[ "$rc" = 0 ] && [ "$(sed 1d "$T/al")" = "$(sed 1d "$T/nal")" ] && head -1 "$T/al" | grep -q -- '--allow-long$'
ok $? "CLI --allow-long within the budget changes nothing but the echoed command line (exit $rc)"
# --- coefficients and method hypotheses
bad "coefficients needed" run $J --h 0.1 --t-end 1
bad "rho_inf = 1.5 is outside \[0, 1\]" run $J --rho-inf 1.5 --h 0.1 --t-end 1
bad "rho_inf = 1.0000001 is outside \[0, 1\]" run $J --rho-inf 1.0000001 --h 0.1 --t-end 1
bad "rho_inf = -1e-300 is outside \[0, 1\]" run $J --rho-inf -1e-300 --h 0.1 --t-end 1
bad "explicit coefficients need all of" run $J --alpha-m 0.2 --alpha-f 0.3 --beta 0.3 --h 0.1 --t-end 1
bad "give the coefficients one way" run $J --rho-inf 0.5 --alpha-m 0.2 --alpha-f 0.3 --beta 0.3 --gamma 0.6 --h 0.1 --t-end 1
bad "alpha_m = 1 violates alpha_m != 1" run $J --alpha-m 1 --alpha-f 0.3 --beta 0.3 --gamma 0.6 --h 0.1 --t-end 1
bad "alpha_f = 1 violates alpha_f != 1" run $I --alpha-m 0.2 --alpha-f 1 --beta 0.3 --gamma 0.6 --h 0.001 --t-end 0.01
bad "beta = 0 violates beta != 0" run $I --alpha-m 0.2 --alpha-f 0.3 --beta 0 --gamma 0.6 --h 0.001 --t-end 0.01
bad "gamma = 0" run $J --alpha-m 0.2 --alpha-f 0.3 --beta 0.3 --gamma 0 --h 0.1 --t-end 1
bad "option --alpha does not apply to method ga-nh" run $J --alpha -0.1 --h 0.1 --t-end 1
bad "option --b does not apply to method ga-i3" run $I --rho-inf 0.5 --b 0.3 --h 0.001 --t-end 0.01
bad "option --scaling does not apply to method ga-nh" run $J --rho-inf 0.5 --scaling off --h 0.1 --t-end 1
bad "option --r1 does not apply to method ga-nh" run $J --rho-inf 0.5 --r1 explicit --h 0.1 --t-end 1
bad "option --midpoint does not apply to method ga-nh" run $J --rho-inf 0.5 --midpoint --h 0.1 --t-end 1
bad "--m-alpha 'later': want explicit, previous or t0" run $J --rho-inf 0.5 --m-alpha later --h 0.1 --t-end 1
bad "--a-init 'zero': want a0 or exact" run $J --rho-inf 0.5 --a-init zero --h 0.1 --t-end 1
bad "--scaling 'maybe': want on or off" run $I --rho-inf 0.5 --scaling maybe --h 0.001 --t-end 0.01
bad "--newton-tol = 0 must lie in (0, 1)" run $J --rho-inf 0.5 --newton-tol 0 --h 0.1 --t-end 1
bad "--newton-tol = 1 must lie in (0, 1)" run $J --rho-inf 0.5 --newton-tol 1 --h 0.1 --t-end 1
bad "--newton 'fast': want verify" run $J --rho-inf 0.5 --newton fast --h 0.1 --t-end 1
bad "option --newton does not apply to method rk4" run --problem jay-nh --method rk4 --newton production --h 0.1 --t-end 1
bad "method hht-odae needs alpha (HHT-alpha" run $H --h 0.1 --t-end 1
bad "alpha = 0.1 is outside \[-1/3, 0\]" run $H --alpha 0.1 --h 0.1 --t-end 1
bad "alpha = -0.33333334 is outside \[-1/3, 0\]" run $H --alpha -0.33333334 --h 0.1 --t-end 1
bad "b = 0.5 violates b != 1/2" run $H --alpha -0.1 --b 0.5 --h 0.1 --t-end 1
bad "--step-fix 'sometimes': want on or off" run $H --alpha -0.1 --step-fix sometimes --h 0.1 --t-end 1
bad "--r1 'sideways'" run $H --alpha -0.1 --r1 sideways --h 0.1 --t-end 1
bad "option --rho-inf does not apply to method newmark" run --problem oscillator --method newmark --rho-inf 0.5 --h 0.1 --t-end 1
bad "method newmark needs beta and gamma" run --problem oscillator --method newmark --beta 0.25 --h 0.1 --t-end 1
# --- options that do not apply to the verb
bad "option --steps does not apply to galpha roots" roots --rho-inf 0.5 --steps alt
bad "option --problem does not apply to galpha roots" roots --rho-inf 0.5 --problem jay-nh
bad "option --out does not apply to galpha roots" roots --rho-inf 0.5 --out "$T/r"
bad "option --b does not apply to galpha roots" roots --rho-inf 0.5 --b 0.3
bad "option --levels does not apply to galpha reference" reference --problem andrews --t-end 0.03 --levels 3
bad "option --method does not apply to galpha reference" reference --problem andrews --t-end 0.03 --method ga-i3
bad "option --steps does not apply to galpha spectrum" spectrum --method ga --rho-inf 0.5 --steps alt
bad "option --midpoint does not apply to galpha spectrum" spectrum --method hht --alpha -0.1 --midpoint
# --- roots, spectrum, params, reference
bad "coefficients needed" roots
bad "rho_inf = 2 is outside \[0, 1\]" roots --rho-inf 2
bad "explicit coefficients need all of" roots --beta 0
bad "alpha_m = 1 violates alpha_m != 1" roots --alpha-m 1 --alpha-f 0.5 --beta 0.3 --gamma 0.5
bad "alpha = -1 is outside \[-1/3, 0\]" roots --alpha -1
bad "--h-over-T given twice" spectrum --method ga --rho-inf 0.5 --h-over-T 0.1 --h-over-T 0.2
bad "--h-over-T = -1 must be positive" spectrum --method ga --rho-inf 0.5 --h-over-T -1
bad "params needs --from CONVENTION" params
bad "unknown convention" params --from nope --rho-inf 0.5
bad "option --rho-inf given twice" params --from rho-inf --rho-inf 0.5 --rho-inf 0.6
bad "--tol given twice" reference --problem andrews --t-end 0.03 --tol 1e-10 --tol 1e-11
bad "--tol = 1 must lie in \[1e-15, 0.001)" reference --problem andrews --t-end 0.03 --tol 1
bad "--tol = 1e-300 must lie in \[1e-15, 0.001): below it the error control asks for less than the rounding" reference --problem andrews --t-end 0.03 --tol 1e-300
bad "--tol = 1e-16 must lie in \[1e-15, 0.001)" reference --problem andrews --t-end 0.03 --tol 1e-16
bad "alpha_m = 0, alpha_f = 0, beta = 1e+308, gamma = 1e+308: the amplification matrix at h/T = 0.001 is not finite" spectrum --method newmark --beta 1e308 --gamma 1e308
bad "beta = 1e+300, gamma = 1e+300: the amplification matrix at h/T = 10000000000 is not finite" spectrum --method newmark --beta 1e300 --gamma 1e300 --h-over-T 1e10
bad "alpha_m = 1e-17 is positive, but 1 - alpha_m rounds to 1 in double precision" params --from ga-new --alpha-m 1e-17 --alpha-f 0.3 --beta 0.3 --gamma 0.6
bad "alpha_f = -1e-17 is outside the range of ga-new" params --from ga-new --alpha-m 0.2 --alpha-f -1e-17 --beta 0.3 --gamma 0.6
bad "--param grav=-1e+308: the problem's consistent start (its acceleration-level system at t0) cannot be computed" run --problem jn-pendulum --method ga-i3 --rho-inf 0.5 --h 1e-3 --t-end 0.01 --param grav=-1e308
bad "--param grav=1e+308: the problem's consistent start" run --problem rolling-disk --method ga-nh --rho-inf 0.5 --h 1e-3 --t-end 0.01 --param grav=1e308
bad "--param grav=-1e+308: the problem's consistent start" conv --problem jn-pendulum --method ga-i3 --rho-inf 0.5 --h0 1e-3 --levels 3 --t-end 0.01 --param grav=-1e308
bad "--problem is required" reference --t-end 0.03
bad "--t-end must be given and exceed" reference --problem andrews
# --- failures that are not refusals name step, time and what was asked
"$G" conv $J --alpha-m 0.3 --alpha-f 0.1 --beta 0.16 --gamma 0.3 --h0 0.1 --t-end 1 --levels 3 > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 1 ] && grep -q '^galpha: level 0 (h = 0.10000000000000001): run failed at step 9 (t = ' "$T/se" \
  && [ "$(grep -o 'galpha:' "$T/se" | wc -l)" = 2 ]   # the failure and the hypothesis note
ok $? "CLI a failed conv level names level, step and time after one 'galpha:' (exit $rc: $(cat "$T/se"))"
"$G" run $J --rho-inf 0.5 --rtol 1e-3 --rtol-psi 1e-15 --t-end 1 > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 1 ] && grep -q 'with --rtol = 0.001, --atol = 0.001, blocks psi:rtol=1e-15,atol=1e-15,index=2, --h-init = default: step size 1e-15 below the smallest allowed 1e-12' "$T/se"
ok $? "CLI an unreachable adaptive tolerance names the tolerances and --h-init (exit $rc: $(cat "$T/se"))"
"$G" run $J --rho-inf 0.5 --rtol 1e-3 --h-init 1e-13 --t-end 1 > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 1 ] && grep -q -- '--h-init = 1e-13: step size 1e-13 below the smallest allowed 1e-12' "$T/se"
ok $? "CLI an --h-init below the driver's smallest step is named (exit $rc: $(cat "$T/se"))"
# --- progress on stderr: one line per level, before the level's work
"$G" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 3 > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 0 ] && [ "$(cat "$T/se")" = "galpha conv: level 0 of 0-2 (h = 0.1, 10 steps)
galpha conv: level 1 of 0-2 (h = 0.05, 20 steps)
galpha conv: level 2 of 0-2 (h = 0.025, 40 steps)" ]
ok $? "CLI conv shows each level on stderr as it starts (exit $rc: $(cat "$T/se"))"
"$G" reference --problem andrews --t-end 0.03 > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 0 ] && [ "$(cat "$T/se")" = "galpha reference: andrews to t = 0.03 with rk8pd at tol = 1e-13" ]
ok $? "CLI reference says what it integrates on stderr (exit $rc: $(cat "$T/se"))"
"$G" tolconv $J --rho-inf 0.5 --t-end 1 --rtol0 1e-3 --levels 3 > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 0 ] && [ "$(cat "$T/se")" = "galpha tolconv: 3 adaptive runs, rtol = 0.001 to 0.001 10^(-2/2)" ]
ok $? "CLI tolconv says its runs on stderr (exit $rc: $(cat "$T/se"))"
# --- --out: checked before any work
bad "--out '': an empty path" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out ""
bad "is a directory, not a file" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T"
bad "names a directory, not a file" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/new/"
bad "its directory '$T/missing' does not exist" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/missing/x.tsv"
bad "is not a regular file" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out /dev/null
bad "is not a regular file" conv $J --rho-inf 0.5 --t-end 1 --h0 0.1 --levels 3 --out /dev/zero
mkfifo "$T/fifo"
bad "is not a regular file" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/fifo"
echo keep > "$T/target"; ln -s "$T/target" "$T/link"
bad "is a symbolic link" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/link"
[ -L "$T/link" ] && [ "$(cat "$T/target")" = keep ]
ok $? "CLI a symlink at --out and its target are left as they were"
echo keep > "$T/ro"; chmod 444 "$T/ro"
bad "is read-only" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/ro"
[ "$(cat "$T/ro")" = keep ]
ok $? "CLI a read-only file at --out is left as it was"
mkdir "$T/rodir"; chmod 555 "$T/rodir"
if [ "$(id -u)" = 0 ]; then
  echo "ok $((i = i + 1)) - CLI a non-writable directory of --out # SKIP run as root, which may write it"
else
  bad "is not writable" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/rodir/x"
fi

# --- a failed run keeps what is at --out; write errors are reported
echo keep > "$T/old.tsv"
"$G" run $J --alpha-m 0.3 --alpha-f 0.1 --beta 0.16 --gamma 0.3 --h 0.1 --t-end 1 --out "$T/old.tsv" 2> "$T/se"; rc=$?
[ "$rc" = 1 ] && [ "$(cat "$T/old.tsv")" = keep ] && [ -z "$(ls "$T" | grep 'old.tsv.tmp')" ]
ok $? "CLI a run whose Newton fails (exit $rc) leaves the existing --out file as it was, and no temporary"
if [ -w /dev/full ]; then
  "$G" list > /dev/full 2> "$T/se"; rc=$?
  [ "$rc" = 1 ] && grep -q "cannot write standard output" "$T/se"
  ok $? "CLI galpha list > /dev/full exits 1 naming the lost output (exit $rc: $(cat "$T/se"))"
  "$G" run $J --rho-inf 0.5 --h 0.1 --t-end 1 > /dev/full 2> "$T/se"; rc=$?
  [ "$rc" = 1 ] && [ "$(grep -c 'cannot write' "$T/se")" = 1 ]
  ok $? "CLI run > /dev/full exits 1 with one message (exit $rc: $(cat "$T/se"))"
  "$G" roots --rho-inf 0.5 > /dev/full 2> "$T/se"; rc=$?
  [ "$rc" = 1 ]
  ok $? "CLI roots > /dev/full exits 1 (exit $rc)"
else
  for k in 1 2 3; do echo "ok $((i = i + 1)) - CLI /dev/full # SKIP no /dev/full"; done
fi
# a signal during the final write (the test hook raises SIGTERM after the
# fresh file beside --out is created): the old file stays, no temporary
echo keep > "$T/sig.tsv"
GALPHA_TEST_SIGNAL_IN_COMMIT=1 "$G" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/sig.tsv" 2> /dev/null; rc=$?
[ "$rc" = 143 ] && [ "$(cat "$T/sig.tsv")" = keep ] && [ -z "$(ls "$T" | grep 'sig.tsv.tmp')" ]
ok $? "CLI SIGTERM during the final write leaves the old --out and no temporary (exit $rc)"
# a successful run replaces a writable regular file, with the usual mode
"$G" run $J --rho-inf 0.5 --h 0.1 --t-end 1 --out "$T/sig.tsv" && head -1 "$T/sig.tsv" | grep -q '^# galpha run' \
  && [ "$(stat -c %a "$T/sig.tsv")" = "$(umask -S > /dev/null; printf '%o' $(( 0666 & ~$(umask) )))" ]
ok $? "CLI a successful run replaces a writable --out with mode 0666 & ~umask"
echo "1..$i"
