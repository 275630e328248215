#!/bin/sh
# check.t -- galpha check: every derivative term a problem provides against
# central differences (the library's gp_problem_check_jacobians) at the
# consistent start and at two states of rk8pd's solution.  Every registered
# problem passes; the table has one row per term the problem provides, the
# rest named as not provided; --param, --t-end and --out work; bad input is
# refused with exit 2.  A problem with a wrong term cannot be made from the
# command line: lib/t/test_problem_check.c (PCHK C2) shows each of the 17
# terms failing when one of its entries is wrong.
. "$(dirname "$0")/common.sh"
bad=""
n=0
for p in $("$G" list problems | cut -f1); do
  n=$((n + 1))
  "$G" check --problem "$p" > "$T/$p" 2> "$T/e"; rc=$?
  rows=$(grep -c -v '^#\|^term' "$T/$p")
  oks=$(grep -v '^#\|^term' "$T/$p" | awk -F'\t' '$7 == "ok" && $2 <= $3' | wc -l)
  [ "$rc" = 0 ] && [ "$rows" -ge 5 ] && [ "$rows" = "$oks" ] || bad="$bad $p(exit $rc, $oks of $rows ok)"
done
[ -z "$bad" ] && [ "$n" -ge 12 ]
ok $? "galpha check passes on every one of the $n registered problems, every term 'ok' within its bound (failing:${bad:- none})"
head -1 "$T/soi2-test" | grep -q "^# check of soi2-test: every derivative term it provides against central differences" \
  && grep -qx "term	deviation	bound	t	row	col	verdict" "$T/soi2-test" \
  && [ "$(grep -c -v '^#\|^term' "$T/soi2-test")" = 17 ] \
  && grep -q "^# 17 terms checked, 0 fail; not provided by soi2-test: none" "$T/soi2-test"
ok $? "soi2-test (every callback): the header, the column line, 17 rows, the summary"
cut -f1 "$T/soi2-test" | grep -v '^#\|^term' | tr '\n' ' ' > "$T/terms"
[ "$(cat "$T/terms")" = "f_y f_z f_lambda f_psi d(Mv)/dy g_y g_t g_acc k_y k_z k_t G_y G_t r_y r_z r_lambda r_psi " ]
ok $? "the rows name the terms in the library's order ($(cat "$T/terms"))"
grep -q "^# 5 terms checked, 0 fail; not provided by oscillator: f_lambda f_psi g_y g_t g_acc k_y k_z k_t G_y G_t r_lambda r_psi" "$T/oscillator"
ok $? "an unconstrained problem: the constraint terms named as not provided"
awk -F'\t' '$1 == "g_t" || $1 == "g_acc" { if ($6 != "-") exit 1 } $1 == "f_y" { if ($5 < 1 || $6 < 1) exit 1 }' "$T/soi2-test"
ok $? "row and column 1-based; '-' for the terms that are one column (g_t, g_acc, k_t, G_t)"
"$G" check --problem jn-pendulum --param c=50 --t-end 1 --out "$T/c50" > "$T/so" 2> "$T/e"; rc=$?
[ "$rc" = 0 ] && [ ! -s "$T/so" ] && grep -q "^# problem jn-pendulum parameters differing from the defaults: c=50" "$T/c50" \
  && grep -q "at the consistent start t = 0 and at t = 0.5, 1 of GSL's rk8pd solution" "$T/c50"
ok $? "--param, --t-end and --out: the parameters and the states' times in the output (exit $rc)"
refuses "--problem is required" check
refuses "unknown problem 'nosuch'" check --problem nosuch
refuses "--t-end = 0 must exceed the problem's t0 = 0" check --problem oscillator --t-end 0
refuses "option --h does not apply to galpha check" check --problem oscillator --h 0.1
refuses "has no parameter 'nosuch'" check --problem jn-pendulum --param nosuch=1
echo "1..$i"
