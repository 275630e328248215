#!/bin/sh
# options_header.t -- every value of every method option reaches the method:
# the output header records the options the stepper ran with (from the
# parsed gp_options, not from argv), so a value parsed as another one shows
# here even where the orders of a convergence study cannot tell them apart.
. "$(dirname "$0")/common.sh"

# has 'WANT' ARGS...: run succeeds and its '# method' line contains WANT
has () {
  want=$1; shift
  "$G" run "$@" --t-end 0.2 > "$T/o" 2> /dev/null; rc=$?
  line=$(grep '^# method' "$T/o")
  [ $rc = 0 ] && case $line in *"$want"*) true ;; *) false ;; esac
  ok $? "CLI run $(echo "$*" | sed 's/--problem [^ ]* //') records '$want' ($line; exit $rc)"
}
NH="--problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.1"
SO="--problem soi2-test --method ga-soi2 --rho-inf 0.5 --h 0.1"
HO="--problem jn-test --method hht-odae --alpha -0.1 --h 0.1"
GI="--problem andrews --method ga-i3 --rho-inf 0.5 --h 0.001"
NN="--problem cvt --method nh-newmark --h 0.1"
NC="--problem cvt --method nh-newmark-comp --h 0.1"

echo "1..27"
has "m_alpha=previous" $NH --m-alpha previous
has "m_alpha=explicit" $NH --m-alpha explicit
has "a_init=exact" $NH --a-init exact
has "a_init=a0" $NH --a-init a0
has "a_init=lunk-simeon" $SO --a-init lunk-simeon
has "step_fix=printed" $SO --step-fix printed
has "step_fix=off" $SO --step-fix off
has "step_fix=on" $SO --step-fix on
has "r1=explicit" $HO --r1 explicit
has "r1=implicit" $HO --r1 implicit
has "midpoint=yes" $HO --midpoint
has "b=0.10000000000000001" $HO --b 0.1
has "scaling=off" $GI --scaling off
has "scaling=on" $GI --scaling on
has "disc=15" $NN --disc 15
has "solve=explicit" $NN --solve explicit --alpha-d 0
has "alpha_d=0.29999999999999999" $NN --alpha-d 0.3
has "comp_order=reversed" $NC --comp-order reversed
has "substeps=full" $NC --substeps full
has "newton_tol=1e-10" $NH --newton-tol 1e-10
has "newton_tol=1e-12 newton=production" $NH
has "newton_tol=1e-12 newton=verify" $NH --newton verify
has "newton=production" $NH --newton production
has "newton=production" $GI --newton production
# force-time, a probe of galpha audit: in the header only off its default
has "force_time=old" $GI --force-time old
has "force_time=old" $HO --force-time old
"$G" run $HO --t-end 0.2 > "$T/o" 2> /dev/null; rc=$?
line=$(grep '^# method' "$T/o")
[ $rc = 0 ] && case $line in *force_time*) false ;; *"newton=production jacobian_reuse=3") true ;; *) false ;; esac
ok $? "CLI run hht-odae without --force-time: no force_time in the header, which ends with newton=production jacobian_reuse=3 ($line)"
