#!/bin/sh
# review.t -- galpha review --variant FILE: malformed variant files are
# refused with exit 2 naming FILE:LINE (or FILE for what no line holds);
# a review joins the programs' TAP into one plan and judges every claim
# (holds, fails, hypothesis violated with what was measured, not
# applicable, a program that did not complete), says on every row the
# problem it ran on, the measured value and the target, counts the claims
# on the variant's own problem first and apart from the others, with exit
# status 0 only when no claim fails and something was checked on the
# variant's problem; --out writes one TAP file per program and the
# summary.  The programs reviewed are the real S000-4.1 and S000-5.1
# (which answers not applicable) beside two stand-ins in a directory of
# their own (GALPHA_VERIFY_DIR): one whose claim fails, one that bails out.
# A variant's `reference = FILE` is judged (time, problem, a missing file)
# and, read, named in the TAP of the real S002-4.3.
. "$(dirname "$0")/common.sh"
B=$(dirname "$G")/../verify

# variant NAME LINES...: writes $T/NAME.conf
variant () { n=$1; shift; printf '%s\n' "$@" > "$T/$n.conf"; }
# rejects NAME PATTERN: review of $T/NAME.conf exits 2 and stderr has PATTERN
rejects () {
  "$G" review --variant "$T/$1.conf" > "$T/so" 2> "$T/se"; rc=$?
  [ "$rc" = 2 ] && grep -qF -- "$2" "$T/se" && [ ! -s "$T/so" ]
  ok $? "review refuses $1.conf with exit 2 naming '$2' (exit $rc: $(cat "$T/se"))"
}

variant unknown-key 'method = ga-nh' 'rho-inf = 0.2' 'rho = 0.3'
rejects unknown-key "unknown-key.conf:3: unknown key 'rho'"
variant bad-number '# a comment' 'method = ga-nh' 'rho-inf = 0.2x'
rejects bad-number "bad-number.conf:3: --rho-inf: '0.2x' is not a number"
variant no-method 'rho-inf = 0.2' 'problem = jay-nh'
rejects no-method "no-method.conf: no \`method = M\` line"
variant unknown-method 'method = ga-nhh' 'rho-inf = 0.2'
rejects unknown-method "unknown-method.conf:1: --method 'ga-nhh': unknown method"
variant twice 'method = ga-nh' 'rho-inf = 0.2' '' 'rho-inf = 0.3'
rejects twice "twice.conf:4: key 'rho-inf' given twice (first at line 2)"
variant no-equals 'method = ga-nh' 'rho-inf 0.2'
rejects no-equals "no-equals.conf:2: 'rho-inf 0.2' is not a \`key = value\` line"
variant no-value 'method = ga-nh' 'rho-inf ='
rejects no-value "no-value.conf:2: 'rho-inf = ': the value is missing"
variant not-for-method 'method = ga-nh' 'rho-inf = 0.2' 'b = 0.3'
rejects not-for-method "not-for-method.conf:3: option --b does not apply to method ga-nh"
variant bad-choice 'method = ga-nh' 'm-alpha = later' 'rho-inf = 0.2'
rejects bad-choice "bad-choice.conf:2: --m-alpha 'later': want explicit, previous or t0"
variant refused 'method = hht-odae' 'problem = jn-test' 'alpha = -0.1' 'b = 0.5'
rejects refused "refused.conf:4: b = 0.5 violates b != 1/2"
variant bad-problem 'method = ga-nh' 'rho-inf = 0.2' 'problem = jay'
rejects bad-problem "bad-problem.conf:3: --problem 'jay': unknown problem"
variant unsupported 'method = ga-nh' 'rho-inf = 0.2' 'problem = andrews'
rejects unsupported "unsupported.conf:3: --problem andrews:"
variant bad-param 'method = ga-nh' 'problem = rolling-disk' 'rho-inf = 0.2' 'param.mass = 2'
rejects bad-param "bad-param.conf:4: --param 'mass=2': problem rolling-disk has no parameter 'mass'"
variant param-alone 'method = ga-nh' 'rho-inf = 0.2' 'param.m = 2'
rejects param-alone "param-alone.conf:3: --param m=2: a problem parameter needs \`problem = P\`"
variant few-levels 'method = ga-nh' 'rho-inf = 0.2' 'levels = 2'
rejects few-levels "few-levels.conf:3: --levels = 2 must lie in [3, 16]"
variant bad-steps 'method = ga-nh' 'rho-inf = 0.2' 'steps = random'
rejects bad-steps "bad-steps.conf:3: --steps 'random': want uniform or alt"
variant bad-midpoint 'method = hht-odae' 'alpha = -0.1' 'midpoint = yes'
rejects bad-midpoint "bad-midpoint.conf:3: midpoint = 'yes': want on or off"
variant run-option 'method = ga-nh' 'rho-inf = 0.2' 'h = 0.1'
rejects run-option "run-option.conf:3: unknown key 'h'"
# reference = FILE: the file must be the problem's at t-end (a relative path is the variant's neighbour)
cp "$(dirname "$0")/../../ref/data/jn_pendulum-t2-rk8pd.dat" "$T/t2.dat"
variant ref-time 'method = hht-odae' 'alpha = -0.1' 'problem = jn-pendulum' 't-end = 1' 'reference = t2.dat'
rejects ref-time "ref-time.conf:5: --reference t2.dat: no row at t = 1 (the study's --t-end)"
variant ref-problem 'method = ga-i3' 'rho-inf = 0.7' 'problem = andrews' 'reference = t2.dat'
rejects ref-problem "ref-problem.conf:4: --reference t2.dat:3: column 5 is 'z1', want 'y4' (problem andrews"
variant ref-none 'method = hht-odae' 'alpha = -0.1' 'problem = jn-pendulum' 'reference = none.dat'
rejects ref-none "ref-none.conf:4: --reference none.dat: No such file"
# a good one: without t-end its row's time is the t-end, and the programs say what they measure against
variant ref-ok 'method = hht-odae' 'alpha = -0.1' 'problem = jn-pendulum' 'reference = t2.dat'
mkdir -p "$T/refdir" && ln -s "$(cd "$B" && pwd)/s002_thm_4_3" "$T/refdir/s002_thm_4_3"
GALPHA_VERIFY_DIR=$T/refdir "$G" review --variant "$T/ref-ok.conf" > "$T/so" 2> "$T/se"; rc=$?
grep -q "^# VARIANT reference: t2.dat, its row at t = 2, which is the t-end (reference of jn-pendulum at t = 2" "$T/so"
ok $? "a variant's reference = FILE is read, its time the t-end, and named in the programs' TAP (exit $rc)"
# the step study of the file judged as conv judges it, before any program runs
variant h0-tiny 'method = ga-nh' 'problem = jay-nh' 'rho-inf = 0.5' 'h0 = 1e-300' 'levels = 3' 't-end = 1'
rejects h0-tiny "h0-tiny.conf:4: --h0: h = 1e-300 needs more than 1e9 steps"
variant t-end-huge 'method = ga-nh' 'problem = jay-nh' 'rho-inf = 0.5' 'h0 = 0.1' 'levels = 3' 't-end = 1e300'
rejects t-end-huge "t-end-huge.conf:4: --h0: h = 0.1 needs more than 1e9 steps"
variant h0-not-dividing 'method = ga-nh' 'problem = jay-nh' 'rho-inf = 0.5' 'h0 = 0.3' 'levels = 3' 't-end = 1'
rejects h0-not-dividing "h0-not-dividing.conf:4: --h0: h = 0.3 does not divide the interval [0, 1]"
variant h0-alone 'method = ga-nh' 'rho-inf = 0.5' 'h0 = 0.1'
rejects h0-alone "h0-alone.conf:3: --h0 = 0.1 needs \`levels = L\` and \`t-end = T\` in the file"
variant h0-zero 'method = ga-nh' 'rho-inf = 0.5' 'h0 = 0' 'levels = 3' 't-end = 1'
rejects h0-zero "h0-zero.conf:3: --h0 = 0 must be positive"
variant levels-17 'method = ga-nh' 'rho-inf = 0.5' 'levels = 17'
rejects levels-17 "levels-17.conf:3: --levels = 17 must lie in [3, 16]"
variant hours 'method = ga-nh' 'problem = jay-nh' 'rho-inf = 0.5' 'h0 = 1e-6' 'levels = 16' 't-end = 1'
rejects hours "hours.conf:4: --h0 / 2^k: h = 9.765625e-10 needs more than 1e9 steps"
variant budget 'method = ga-nh' 'problem = jay-nh' 'rho-inf = 0.5' 'h0 = 1e-4' 'levels = 14' 't-end = 1'
rejects budget "budget.conf:4: the study of h0 = 0.0001, levels = 14, t-end = 1: 1.638e+08 steps x 7 state components = 1.15e+09, above the work budget of 1e+09"
rejects budget "add \`allow-long = on\` to the file to run it all the same"
variant budget-any 'method = ga-nh' 'rho-inf = 0.5' 'h0 = 1e-4' 'levels = 13' 't-end = 1'
rejects budget-any "budget-any.conf:3: the study of h0 = 0.0001, levels = 13, t-end = 1: 8.191e+07 steps x 22 state components"
variant allow-maybe 'method = ga-nh' 'rho-inf = 0.5' 'allow-long = maybe'
rejects allow-maybe "allow-maybe.conf:3: allow-long = 'maybe': want on or off"
variant bad-param-value 'method = ga-nh' 'problem = rolling-disk' 'rho-inf = 0.2' '' 'param.m = -1'
rejects bad-param-value "bad-param-value.conf:5: --param m = -1: m must lie in (0, inf)"
variant bad-param-start 'method = ga-nh' 'problem = rolling-disk' 'param.grav = 1e308' 'rho-inf = 0.2'
rejects bad-param-start "bad-param-start.conf:3: --param grav=1e+308: the problem's consistent start"
# the size limit is 16384 bytes, inclusive
{ printf 'method = ga-nh\nrho-inf = 0.2x\n'; head -c 16354 /dev/zero | tr '\0' '#'; } > "$T/full.conf"
"$G" review --variant "$T/full.conf" 2> "$T/se" > /dev/null
[ "$(wc -c < "$T/full.conf")" = 16384 ] && grep -q "full.conf:2: --rho-inf: '0.2x' is not a number" "$T/se"
ok $? "a variant file of exactly 16384 bytes is read, to its bad line 2 ($(cat "$T/se"))"
printf '#' >> "$T/full.conf"; mv "$T/full.conf" "$T/long.conf"
rejects long "long.conf: 16385 bytes, more than 16384 (16 KiB): not a variant file"
# special files: refused at once, never waited on
mkfifo "$T/fifo.conf"
timeout 20 "$G" review --variant "$T/fifo.conf" > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -qF "fifo.conf: not a regular file (a FIFO)" "$T/se"
ok $? "review refuses a FIFO with exit 2 without waiting on it (exit $rc: $(cat "$T/se"))"
timeout 20 "$B/s000_thm_4_1" --variant "$T/fifo.conf" > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -qF "fifo.conf: not a regular file (a FIFO)" "$T/se"
ok $? "a verification program refuses a FIFO the same way (exit $rc)"
"$G" review --variant /dev/null > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -qF "/dev/null: not a regular file (a device)" "$T/se"
ok $? "review refuses a device with exit 2 (exit $rc: $(cat "$T/se"))"
mkdir "$T/dir.conf"
"$G" review --variant "$T/dir.conf" > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -qF "dir.conf: not a regular file (a directory)" "$T/se"
ok $? "review refuses a directory with exit 2 (exit $rc: $(cat "$T/se"))"
printf 'method = ga-nh\nrho-inf = 0.2\001\n' > "$T/control.conf"
rejects control "control.conf:2: control character 0x01"
"$G" review --variant "$T/none.conf" > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -q "none.conf: No such file" "$T/se"
ok $? "review refuses a missing file with exit 2 (exit $rc: $(cat "$T/se"))"
"$G" review > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -q "review needs --variant FILE" "$T/se"
ok $? "review without --variant exits 2 (exit $rc)"
variant good 'method = ga-nh' 'rho-inf = 0.2'
"$G" review --variant "$T/good.conf" --variant "$T/good.conf" > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -q "unexpected argument '--variant'" "$T/se"
ok $? "review refuses --variant given twice (exit $rc)"

# --- reviews over a directory of programs: two real, two stand-ins
D=$T/verify
mkdir -p "$D"
for p in s000_thm_4_1 s000_lemma_5_1; do ln -s "$(cd "$B" && pwd)/$p" "$D/$p"; done
printf '#!/bin/sh\necho 1..2\necho "ok 1 - S999-1 C1 stand-in holds (observed 1, bound 2)"\necho "not ok 2 - S999-1 C2 stand-in fails (observed 3, bound 2)"\nexit 1\n' > "$D/s999_fails"
printf '#!/bin/sh\necho 1..3\necho "ok 1 - S999-2 C1 stand-in holds"\necho "Bail out! stand-in gives up"\nexit 255\n' > "$D/s999_bails"
chmod +x "$D/s999_fails" "$D/s999_bails"
# ga-nh with gamma off the order condition by 0.1: the q = 2 claims of
# S000-4.1 are under a violated hypothesis; z, a and psi measured failing
variant gamma-off 'method = ga-nh' 'alpha-m = 0.2' 'alpha-f = 0.4' 'beta = 0.3025' 'gamma = 0.8'
GALPHA_VERIFY_DIR=$D "$G" review --variant "$T/gamma-off.conf" --out "$T/new/r" > "$T/so" 2> "$T/se"; rc=$?
ok $([ "$rc" = 1 ] && echo 0 || echo 1) "review exits 1 when a claim fails or a program does not complete (exit $rc)"
plan=$(sed -n 's/^1\.\.\([0-9]*\)$/\1/p' "$T/so")
count=$(grep -cE '^(not )?ok [0-9]+ ' "$T/so")
[ -n "$plan" ] && [ "$plan" = "$count" ] && [ "$(grep -c '^1\.\.' "$T/so")" = 1 ]
ok $? "one plan for the joined stream, met ($plan planned, $count lines)"
prove_out=$(perl -e 'use TAP::Parser; local $/; open my $f, "<", $ARGV[0] or die; my $p = TAP::Parser->new({ tap => scalar <$f> }); while (my $r = $p->next) {} print scalar($p->failed), " ", $p->is_good_plan ? "good" : "bad", "\n"' "$T/so")
[ "$prove_out" = "2 good" ]
ok $? "the stream is valid TAP with exactly the two failures (TAP::Parser: $prove_out)"
grep -q '^# s000_lemma_5_1: not applicable: ' "$T/so"
ok $? "a program with no claim about the method is listed as not applicable"
for c in C5 C6 C7 C8; do
  grep -qE "^ok [0-9]+ - S000-4\.1 $c .* # SKIP hypothesis violated: gamma = 0\.8 with 1/2 - alpha = 0\.7 violates gamma = 1/2 - alpha" "$T/so"
  ok $? "S000-4.1 $c reported under the violated order condition, naming the values"
done
grep -qE '^# S000-4\.1 C6 +hypothesis violated \(measured: fails\) +jay-nh +1\.9[0-9]* +3 \+- 0\.15 +z local order' "$T/so"
ok $? "the table gives C6's verdict, problem, measured order (z drops to 2), target and quantity"
grep -qE '^# S000-4\.1 C1 +holds +jay-nh +2\.9[0-9]* +3 \+- 0\.15 +y local order .*\[' "$T/so"
ok $? "the table gives C1 as holding on jay-nh with its measured order, target and settings"
n=$(grep -E '^(not )?ok [0-9]+ - S000-4\.1 C' "$T/so" | grep -vc '\[problem [^;]*; ')
[ "$n" = 0 ]
ok $? "every claim line of the real program names its problem and settings ($n without)"
grep -qE '^# S999-1 C2 +fails +\(not stated\) +3 +bound 2 +stand-in fails$' "$T/so"
ok $? "a failing claim whose line names no problem is in the table as fails, problem not stated"
grep -q '^# on a problem the claim lines do not state: 3 claims: 2 hold, 1 fail' "$T/so"
ok $? "claims whose lines state no problem are counted apart ($(grep '^# on a problem' "$T/so"))"
grep -qE '^not ok [0-9]+ - s999_bails completed its plan \(exit status 255\)' "$T/so" \
  && grep -qE '^# s999_bails +did not complete +exit status 255' "$T/so" \
  && grep -q '^# Bail out! stand-in gives up' "$T/so"
ok $? "a program that bails out fails its completion claim, its bail-out kept as evidence"
grep -qE '^# summary of .*gamma-off.conf \(method ga-nh, no problem named\): 10 claims ran on the programs.? own problems: 6 hold, 0 fail, 4 under a violated hypothesis \(3 of them measured failing\)' "$T/so"
ok $? "the summary's first line counts the claims that ran on a problem ($(grep '^# summary' "$T/so"))"
grep -qE '^# in all: [0-9]+ hold, 1 fail, 4 under a violated hypothesis \(3 of them measured failing\), 0 known failures \(TODO\), 0 not applicable; 1 programs not applicable' "$T/so"
ok $? "the totals line counts every verdict ($(grep '^# in all' "$T/so"))"
[ -f "$T/new/r/s000_thm_4_1.tap" ] && [ -f "$T/new/r/s999_bails.tap" ] \
  && head -1 "$T/new/r/summary.tsv" | grep -q "^program	claim	verdict	problem	settings	measured	target	description$" \
  && grep -q "^s000_thm_4_1	S000-4.1 C7	hypothesis violated (measured: fails)	" "$T/new/r/summary.tsv" \
  && grep -q "^s000_lemma_5_1		not applicable		" "$T/new/r/summary.tsv"
ok $? "--out DIR (created with its missing parents) holds each program's TAP and summary.tsv, claim by claim"
: > "$T/file"
"$G" review --variant "$T/good.conf" --out "$T/file/r" > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -q -- "--out $T/file/r: Not a directory" "$T/se"
ok $? "--out under a file is refused with exit 2 ($rc: $(cat "$T/se"))"

# allow-long = on lifts the budget: the file is read (not refused, exit 2),
# and a program that is not about the method answers at once; nothing then
# ran on jay-nh, which the review says (exit 1)
mkdir "$T/na"
printf '#!/bin/sh\necho "1..0 # SKIP stand-in: not about the method"\n' > "$T/na/s998_na"
chmod +x "$T/na/s998_na"
variant allowed 'method = ga-nh' 'problem = jay-nh' 'rho-inf = 0.5' 'h0 = 1e-4' 'levels = 14' 't-end = 1' 'allow-long = on'
GALPHA_VERIFY_DIR=$T/na "$G" review --variant "$T/allowed.conf" > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 1 ] && grep -q '^# s998_na: not applicable' "$T/so" \
  && grep -q '^# NOT CHECKED: no claim ran on jay-nh' "$T/so"
ok $? "allow-long = on admits the study above the budget (exit $rc: $(cat "$T/se"))"

# the paper's own setting through the real program alone: every claim holds
rm "$D/s999_fails" "$D/s999_bails"
GALPHA_VERIFY_DIR=$D "$G" review --variant "$T/good.conf" > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 0 ] && grep -qE '^# in all: 10 hold, 0 fail, 0 under a violated hypothesis' "$T/so" \
  && ! grep -q '^not ok' "$T/so"
ok $? "CH(0.2) for ga-nh: every claim holds, exit 0 ($rc: $(grep '^# in all' "$T/so"))"
# the same variant naming jay-nh: the claims ran on the variant's problem
variant on-jay 'method = ga-nh' 'rho-inf = 0.2' 'problem = jay-nh'
GALPHA_VERIFY_DIR=$D "$G" review --variant "$T/on-jay.conf" > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 0 ] && grep -qE "^# summary of .*on-jay.conf \(method ga-nh, problem jay-nh\): 10 claims ran on jay-nh, the variant's problem: 10 hold, 0 fail" "$T/so"
ok $? "a variant on jay-nh: the first line counts the 10 claims that ran on it (C0 included), exit 0 ($rc: $(grep '^# summary' "$T/so"))"
# naming a problem S000-4.1 cannot use (no exact solution): its claims run
# on the program's jay-nh, which is no evidence about the variant's problem
variant on-disk 'method = ga-nh' 'rho-inf = 0.2' 'problem = rolling-disk'
GALPHA_VERIFY_DIR=$D "$G" review --variant "$T/on-disk.conf" > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 1 ] && grep -qE "^# summary of .*: 0 claims ran on rolling-disk, the variant's problem" "$T/so" \
  && grep -q "^# NOT CHECKED: no claim ran on rolling-disk, the variant's problem" "$T/so" \
  && grep -q "galpha review: not checked: no claim ran on rolling-disk" "$T/se" \
  && grep -qE '^# S000-4\.1 C1 +holds, on another problem +jay-nh ' "$T/so" \
  && ! grep -qE '^# S000-4\.1 C[1-9] +holds +' "$T/so"
ok $? "a variant on a problem no claim can use: said plainly, no row 'holds' for it, exit 1 ($rc: $(cat "$T/se"))"
# a variant of another method: S000-4.1 is not applicable, nothing is checked
variant other 'method = ga-i3' 'rho-inf = 0.7'
GALPHA_VERIFY_DIR=$D "$G" review --variant "$T/other.conf" > "$T/so" 2> "$T/se"; rc=$?
[ "$rc" = 1 ] && grep -q '^1\.\.0$' "$T/so" && grep -q '^# s000_thm_4_1: not applicable: S000-4.1 checks ga-nh, not ga-i3' "$T/so" \
  && grep -q '^# NOT CHECKED: no claim ran for the variant' "$T/so"
ok $? "a variant of another method: nothing applies, plan 1..0, not checked, exit 1 ($rc)"
# the program itself refuses a malformed file as galpha does
"$B/s000_thm_4_1" --variant "$T/unknown-key.conf" > /dev/null 2> "$T/se"; rc=$?
[ "$rc" = 2 ] && grep -q "unknown-key.conf:3: unknown key 'rho'" "$T/se"
ok $? "a verification program refuses a malformed variant file by the same rules (exit $rc)"
echo "1..$i"
