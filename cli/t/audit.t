#!/bin/sh
# audit.t -- galpha audit: another code's trajectories judged from outside
# (issue 28).  galpha run itself as the external code (ga-nh on jay-nh,
# ga-i3 on andrews against the committed reference): the orders of every
# block agree with galpha conv's; an explicit Euler written in awk (not
# galpha's code) shows order 1 and --expect-order y=2 catches it (exit 1),
# as it catches galpha's Newmark with gamma off the order condition.  Bad
# input: a template without {h} or {out} or with an unknown placeholder
# (exit 2); a command that fails or times out at one level (named with its
# output's last lines, the other levels kept and reported, exit 1); an
# output with a missing or non-numeric column or off the requested grid
# (named: level, line, column); fewer than 3 levels that ran (exit 1, no
# output).  No output file unless a report was written, and no temporary
# directory is ever left behind.  --columns FILE: the Euler writing its own
# column names (or none: positions) gives the same orders through a mapping;
# a mapping naming an unknown block, a component beyond the problem, or a
# column the output lacks is refused (exit 2) naming its line.
. "$(dirname "$0")/common.sh"
mkdir "$T/tmp"
export TMPDIR="$T/tmp"
# the private directories are gone
clean () { [ -z "$(ls -A "$T/tmp")" ]; }
A="audit --problem jay-nh --h0 0.1 --levels 5 --t-end 1"
R="$G run --problem jay-nh --method ga-nh --rho-inf 0.2 --h {h} --t-end {t_end} --every 1 --out {out}"
# ga-nh's a approximates a(t + alpha h), alpha = alpha_m - alpha_f
"$G" $A --run "$R" --a-shift -0.66666666666666674 --expect-order y=2,z=2,a=2,psi=2 --jobs 2 \
  --out "$T/nh" 2> "$T/e"; rc=$?
"$G" conv --problem jay-nh --method ga-nh --rho-inf 0.2 --t-end 1 --h0 0.1 --levels 5 \
  > "$T/conv" 2> "$T/e2"
same=0
for b in y z a psi; do
  [ "$(ord "$T/nh" err_$b)" = "$(ord "$T/conv" err_$b)" ] || same=1
done
[ "$rc" = 0 ] && [ "$same" = 0 ] && [ "$(grep -c '^# audit: .*: want 2: ok$' "$T/nh")" = 4 ] && clean
ok $? "galpha run ga-nh as the external code: orders y $(ord "$T/nh" err_y) z $(ord "$T/nh" err_z) a $(ord "$T/nh" err_a) psi $(ord "$T/nh" err_psi), the same as conv's, want 2 met (exit $rc)"
in_range "$T/nh" max_y 1.9 2.1 && grep -q '^# audit: transient psi: .*shrinks with h$' "$T/nh" \
  && grep -q '^# audit: constraint residuals at T' "$T/nh"
ok $? "max over the run (order $(ord "$T/nh" max_y)), psi's first-step transient shrinks with h, residuals at T reported"
"$G" audit --problem andrews --run "$G run --problem andrews --method ga-i3 --rho-inf 0.7 --h {h} --t-end {t_end} --every 1 --out {out}" \
  --h0 3e-4 --levels 5 --t-end 0.03 --expect-order y=2,z=2,lambda=2,qdd=2 > "$T/i3" 2> "$T/e"; rc=$?
"$G" conv --problem andrews --method ga-i3 --rho-inf 0.7 --t-end 0.03 --h0 3e-4 --levels 5 \
  > "$T/conv" 2> "$T/e2"
same=0
for b in y z lambda qdd; do
  [ "$(ord "$T/i3" err_$b)" = "$(ord "$T/conv" err_$b)" ] || same=1
done
[ "$rc" = 0 ] && [ "$same" = 0 ] && grep -q '^# errors at T against the committed reference' "$T/i3" && clean
ok $? "ga-i3 on andrews against the committed reference: orders y $(ord "$T/i3" err_y) lambda $(ord "$T/i3" err_lambda) qdd $(ord "$T/i3" err_qdd), conv's (exit $rc)"

# an explicit Euler in awk on the oscillator y'' = -y; MODE breaks it at level 1
cat > "$T/euler.sh" <<'EOS'
#!/bin/sh
# euler.sh H T OUT LEVEL MODE
[ "$5" = fail ] && [ "$4" = 1 ] && { echo "euler: diverged at step 7" >&2; exit 3; }
[ "$5" = sleep ] && [ "$4" = 1 ] && sleep 30
awk -v h="$1" -v T="$2" -v lv="$4" -v mode="$5" 'BEGIN {
  n = int(T / h + 0.5); y = 1; z = 0
  if (mode == "missing" ) print "t\ty1\ty2\ta1"
  else if (mode == "named") print "step\ttime\tv\tx\tacc"
  else if (mode != "bare") print "t\ty1\tz1\ta1"
  for (i = 0; i <= n; i++) {
    t = (i == n) ? T : i * h
    if (mode == "grid") t = i * h * 1.01
    if (mode == "named" || mode == "bare") printf "%d\t%.17g\t%.17g\t%.17g\t%.17g\n", i, t, z, y, -y
    else if (mode == "nonnum" && i == 2) printf "%.17g\t%.17g\tabc\t%.17g\n", t, y, -y
    else printf "%.17g\t%.17g\t%.17g\t%.17g\n", t, y, z, -y
    yn = y + h * z; z = z - h * y; y = yn } }' > "$3"
EOS
E="sh $T/euler.sh {h} {t_end} {out} {level}"
B="audit --problem oscillator --h0 0.05 --levels 5 --t-end 1"
"$G" $B --run "$E ok" --expect-order y=2 --out "$T/eu" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && in_range "$T/eu" err_y 0.9 1.1 && grep -q '^# audit: y order .*want 2: MISSED' "$T/eu" \
  && grep -q 'miss the expected order by more than 0.15: y (1\.' "$T/e" && clean
ok $? "an explicit Euler in awk: order y $(ord "$T/eu" err_y), z $(ord "$T/eu" err_z); --expect-order y=2 exits 1 naming y (exit $rc)"
"$G" $B --run "$E ok" --expect-order y=1,z=1 > /dev/null 2>&1; rc=$?
[ "$rc" = 0 ]
ok $? "the same code with its true order: exit $rc"
# the same Euler writing its own column names (step time v x acc), read
# through --columns; without a header (bare), by positions
printf '# euler.sh named\nt = time\ny1 = x   # the position\nz1 = 3\na1 = acc\n' > "$T/map"
"$G" $B --run "$E named" --columns "$T/map" --expect-order y=1,z=1 --out "$T/eun" 2> "$T/e"; rc=$?
same=0
for b in y z a; do
  [ -n "$(ord "$T/eu" err_$b)" ] && [ "$(ord "$T/eun" err_$b)" = "$(ord "$T/eu" err_$b)" ] || same=1
done
[ "$rc" = 0 ] && [ "$same" = 0 ] && grep -q "^# its columns mapped by $T/map (4 lines)" "$T/eun" && clean
ok $? "the Euler's own column names through --columns: orders y $(ord "$T/eun" err_y) z $(ord "$T/eun" err_z) a $(ord "$T/eun" err_a), the same as in galpha's format (exit $rc)"
printf 't = 2\ny1 = 4\nz1 = 3\na1 = 5\n' > "$T/map2"
"$G" $B --run "$E bare" --columns "$T/map2" --out "$T/eub" 2> "$T/e"; rc=$?
[ "$rc" = 0 ] && [ "$(ord "$T/eub" err_y)" = "$(ord "$T/eu" err_y)" ] && [ "$(ord "$T/eub" err_z)" = "$(ord "$T/eu" err_z)" ] && clean
ok $? "no header, columns by position: the same orders (exit $rc)"
printf 't = time\nw1 = x\n' > "$T/m1"
refuses "columns $T/m1 line 2: 'w1 = x': unknown column 'w1' of galpha" $B --run "$E named" --columns "$T/m1"
printf 't = time\n\ny1 = x\ny2 = v\n' > "$T/m2"
refuses "columns $T/m2 line 4: 'y2 = v': problem oscillator has 1 y value" $B --run "$E named" --columns "$T/m2"
printf 'y1 = x\nz1 = v\n' > "$T/m3"
refuses "columns $T/m3: no line maps t" $B --run "$E named" --columns "$T/m3"
printf 'time\n' > "$T/m4"
refuses "columns $T/m4 line 1: 'time' is not GALPHA_COLUMN = OUTPUT_COLUMN" $B --run "$E named" --columns "$T/m4"
for m in speed 9 x; do
  printf 't = time\ny1 = x\nz1 = %s\n' "$m" > "$T/m5"
  case $m in
    x) pat="--columns $T/m5 line 3: 'z1 = x': column 4 of the output is mapped twice" ;;
    speed) pat="--columns $T/m5 line 3: 'z1 = speed': no column 'speed' in the header of level 0's output" ;;
    9) pat="--columns $T/m5 line 3: 'z1 = 9': column 9 is missing: the output of level 0 (h = 0.05) has 5 columns" ;;
  esac
  rm -f "$T/f7"
  "$G" $B --run "$E named" --columns "$T/m5" --out "$T/f7" 2> "$T/e"; rc=$?
  [ "$rc" = 2 ] && grep -qF -- "$pat" "$T/e" && [ ! -e "$T/f7" ] && clean
  ok $? "a mapping line the output does not fit (z1 = $m: missing, or mapped twice): exit 2 naming the mapping's line ($(tail -n 1 "$T/e" | cut -c1-160))"
done
"$G" $B --run "$E bare" --columns "$T/map" --out "$T/f7" 2> "$T/e"; rc=$?
[ "$rc" = 2 ] && grep -qF "line 2: 't = time': the output of level 0 (h = 0.05) has no header line" "$T/e" && [ ! -e "$T/f7" ] && clean
ok $? "a column named in the mapping, an output without a header: exit $rc naming the line"
"$G" $B --run "$G run --problem oscillator --method newmark --beta 0.3 --gamma 0.6 --h {h} --t-end {t_end} --every 1 --out {out}" \
  --expect-order y=2,z=2 --out "$T/nm" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && in_range "$T/nm" err_y 0.8 1.2 && grep -q "^galpha: audit: 2 block(s) miss" "$T/e"
ok $? "galpha's Newmark with gamma = 0.6 (first order): y $(ord "$T/nm" err_y), caught (exit $rc)"

# bad input
refuses "has no {h}" $B --run "sh $T/euler.sh 0.1 {t_end} {out}"
refuses "has no {out}" $B --run "sh $T/euler.sh {h} {t_end} x"
refuses "unknown placeholder {T}" $B --run "sh $T/euler.sh {h} {T} {out}"
refuses "--run TEMPLATE is required" $B
refuses "unknown block 'w'" $B --run "$E ok" --expect-order w=2
refuses "--jobs = 0 must lie in" $B --run "$E ok" --jobs 0
refuses "0.07 does not divide" audit --problem oscillator --h0 0.07 --levels 3 --t-end 1 --run "$E ok"
clean
ok $? "no temporary directory left by the refusals"
"$G" $B --run "$E fail" --out "$T/f1" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "level 1 (h = 0.025) failed: the command exited with status 3; its output ends: euler: diverged at step 7" "$T/e" \
  && grep -q "^# level 1 (h = 0.025) failed" "$T/f1" && [ "$(grep -c '^[0-9]' "$T/f1")" = 4 ] && clean
ok $? "a command failing at level 1: named with its status and last line, the 4 other levels reported (exit $rc)"
"$G" $B --run "$E sleep" --timeout 2 --jobs 3 --out "$T/f2" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "level 1 (h = 0.025) failed: timed out" "$T/e" && [ -e "$T/f2" ] && clean
ok $? "a level timing out: killed and named, the others reported (exit $rc)"
for m in missing nonnum grid; do
  case $m in
    missing) pat="line 1: column 3 'y2': problem oscillator has 1 y values" ;;
    nonnum) pat="line 4: column 3: 'abc' is not a finite number" ;;
    grid) pat="line 3: t = 0.0505, want 0.05 (row 1 of the grid t0 + i h, h = 0.05): not the requested grid" ;;
  esac
  rm -f "$T/f3"
  "$G" $B --run "$E $m" --out "$T/f3" 2> "$T/e"; rc=$?
  [ "$rc" = 1 ] && grep -qF "level 0 (h = 0.05) failed: {out} $pat" "$T/e" \
    && grep -q "0 of 5 levels ran; at least 3 are needed" "$T/e" && [ ! -e "$T/f3" ] && clean
  ok $? "an output $m: named ($(grep -m1 "level 0 (h = 0.05) failed" "$T/e" | cut -c30-140)), no output file, exit $rc"
done
printf 't\ty1\tz1\tz2\n0\t1\t1\t1\n' > "$T/short.txt"
"$G" $A --run "cp $T/short.txt {out} # {h}" --out "$T/f6" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -qF "level 0 (h = 0.1) failed: {out} line 1: column y2 is missing (the header has 1 of the 2 y columns of problem jay-nh)" "$T/e" \
  && [ ! -e "$T/f6" ] && clean
ok $? "a header missing y2 of jay-nh: named (exit $rc)"
"$G" audit --problem oscillator --h0 0.05 --levels 2 --t-end 1 --run "$E ok" --out "$T/f4" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "2 of 2 levels ran; at least 3 are needed" "$T/e" && [ ! -e "$T/f4" ] && clean
ok $? "two levels: a clear refusal of an order, no output (exit $rc)"
"$G" $B --run "sh -c 'exit 0' {h} {out}" --out "$T/f5" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "failed: the command wrote no output file" "$T/e" && [ ! -e "$T/f5" ] && clean
ok $? "a command writing nothing: named (exit $rc)"

# which method is it: galpha's method step by step, and the probes
C="--method ga-nh --rho-inf 0.2"
"$G" $A --run "$R" $C --out "$T/c1" 2> "$T/e"; rc=$?
[ "$rc" = 0 ] && grep -q "^# compare: verdict: the trajectory is galpha's ga-nh alpha_m=-0.5 .* to rounding" "$T/c1" \
  && [ "$(grep -c '^# compare: level . (h = .*): agrees at all .* steps (largest deviation 0)' "$T/c1")" = 5 ] \
  && [ "$(grep -c '^# probe: .*differs' "$T/c1")" = 4 ]
ok $? "--method ga-nh --rho-inf 0.2 on galpha's own trajectories: agrees at every step of every level, the probes differ (exit $rc)"
"$G" $A --run "$R --a-init exact" $C --out "$T/c2" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "^# compare: level 0 (h = 0.1): differs first at step 0 (t = 0) in a by" "$T/c2" \
  && grep -q "^# compare: verdict: not the method as given; it matches the probe: a-init exact" "$T/c2" \
  && grep -q "not galpha's ga-nh" "$T/e"
ok $? "a code started with a(t0 + alpha h): differs at step 0 in a, the probe a-init exact matches (exit $rc)"
S="$G run --problem jay-nh --method ga-nh --alpha-m 0.16666666666666669 --alpha-f -0.5 --beta 0.69444444444444453 --gamma 1.1666666666666667 --h {h} --t-end {t_end} --every 1 --out {out}"
"$G" audit --problem jay-nh --h0 0.1 --levels 4 --t-end 1 --run "$S" $C --out "$T/c3" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "^# compare: level 0 (h = 0.1): differs first at step 1 (t = 0.1) in y" "$T/c3" \
  && grep -q "^# compare: verdict: not the method as given; it matches the probe: alpha_m and alpha_f swapped" "$T/c3"
ok $? "alpha_m and alpha_f swapped: differs at step 1, named by its probe (exit $rc)"
refuses "a method option needs --method M" $A --run "$R" --rho-inf 0.2
refuses "rho" $A --run "$R" --method ga-nh

# the probes forces at t_n and no step-change correction.  examples/audit/
# hht.awk (HHT-alpha in awk on the oscillator, on the step sizes of {steps})
# on the alternating grid h/3, 2h/3: with its step-change correction it is
# galpha's hht; with fix=0 the audit names the probe; on a uniform grid the
# probe cannot tell (not applicable), nor can forces at t_n on a problem
# that does not depend on t
H="audit --problem oscillator --h0 0.3 --levels 3 --t-end 3 --method hht --alpha -0.2"
W="awk -v steps={steps} -f examples/audit/hht.awk"
"$G" $H --steps alt --run "$W > {out}" --out "$T/p1" 2> "$T/e"; rc=$?
[ "$rc" = 0 ] && grep -q "^# compare: verdict: the trajectory is galpha's hht .* to rounding" "$T/p1" \
  && grep -q "^# probe: no step-change correction (step-fix off): differs" "$T/p1" \
  && grep -q "^# probe: forces and constraints at t_n instead of t_{n+1} (force-time old): not applicable here (its run is the method's on every level: largest difference 0" "$T/p1" && clean
ok $? "hht.awk on the alternating grid: galpha's hht at every step; the no-correction probe differs ($(grep -o 'step-fix off): differs.*' "$T/p1")), forces at t_n not applicable on the oscillator (exit $rc)"
"$G" $H --steps alt --run "$W -v fix=0 > {out}" --out "$T/p2" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "^# compare: verdict: not the method as given; it matches the probe: no step-change correction (step-fix off)$" "$T/p2" \
  && grep -q "^# compare: level 0 (h = 0.3): differs first at step 2 (t = 0.3) " "$T/p2" && clean
ok $? "hht.awk without its step-change correction: differs first at step 2 (the first change of h), named by the probe no step-change correction (exit $rc; y order $(ord "$T/p2" err_y), $(ord "$T/p1" err_y) with it)"
"$G" $H --run "$W -v fix=0 > {out}" --out "$T/p3" 2> "$T/e"; rc=$?
[ "$rc" = 0 ] && grep -q "^# probe: no step-change correction (step-fix off): not applicable (needs a variable step grid" "$T/p3"
ok $? "the same code on a uniform grid: the trajectory is hht's, the probe not applicable (needs a variable step grid) (exit $rc)"
"$G" $H --run "$W -v beta=0.16 -v gamma=0.3 > {out}" --out "$T/p5" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "^# compare: verdict: not the method as given; it matches the probe: beta and gamma of the other sign convention" "$T/p5" \
  && [ "$(grep -c 'MATCHES at every step' "$T/p5")" = 1 ]
ok $? "hht.awk given beta = (1 + alpha)^2/4 = 0.16, gamma = 1/2 + alpha = 0.3 (alpha = -0.2): that convention's probe named alone (exit $rc; y order $(ord "$T/p5" err_y))"
J="audit --problem jn-test --h0 0.1 --levels 3 --t-end 1 --method hht-odae --alpha -0.15 --b 0.3"
RJ="$G run --problem jn-test --method hht-odae --alpha -0.15 --b 0.3 --h {h} --t-end {t_end} --every 1 --out {out}"
"$G" $J --run "$RJ --force-time old" --out "$T/p4" 2> "$T/e"; rc=$?
[ "$rc" = 1 ] && grep -q "^# compare: verdict: not the method as given; it matches the probe: forces and constraints at t_n instead of t_{n+1} (force-time old)$" "$T/p4" \
  && [ "$(grep -c '^# compare: verdict' "$T/p4")" = 1 ]
ok $? "galpha run with forces at t_n (force-time old) on jn-test, whose force depends on t: the audit names that probe alone (exit $rc; y order $(ord "$T/p4" err_y))"

# force-time old is a probe, never a method: run says it is outside the
# convergence theory (a THEOREM row of the method's hypotheses)
"$G" run --problem jn-test --method hht-odae --alpha -0.15 --h 0.1 --t-end 0.2 --force-time old \
  > /dev/null 2> "$T/e"; rc=$?
[ "$rc" = 0 ] && grep -q "note: force_time = old violates .*(force-time new), a hypothesis of S002-4.3 S002-4.5: outside its convergence theory" "$T/e"
ok $? "galpha run --force-time old: $(cut -c1-160 "$T/e")"

# a that is not the acceleration: HHT's a is f = M^-1 f_app.  Without
# --method it is measured against y'' (no order); with --method hht-odae
# against the method's own a (its a_of at the exact solution, at t + alpha
# h): conv's order; --a-shift puts the measure back to y''
"$G" $J --run "$RJ" --out "$T/q1" 2> "$T/e"; rc1=$?
"$G" conv --problem jn-test --method hht-odae --alpha -0.15 --b 0.3 --h0 0.1 --levels 3 --t-end 1 \
  > "$T/qc" 2> "$T/e"
"$G" audit --problem jn-test --h0 0.1 --levels 3 --t-end 1 --run "$RJ" --out "$T/q2" 2> "$T/e"; rc2=$?
"$G" $J --a-shift 0 --run "$RJ" --out "$T/q3" 2> "$T/e"
[ "$rc1" = 0 ] && [ "$rc2" = 0 ] && [ "$(ord "$T/q1" err_a)" = "$(ord "$T/qc" err_a)" ] \
  && grep -q "a against galpha's hht-odae's a (not y''" "$T/q1" \
  && awk -v p="$(ord "$T/q2" err_a)" 'BEGIN { exit !(p < 0.5) }' \
  && [ "$(ord "$T/q3" err_a)" = "$(ord "$T/q2" err_a)" ]
ok $? "hht-odae's a: order $(ord "$T/q1" err_a) with --method (conv's $(ord "$T/qc" err_a)), $(ord "$T/q2" err_a) against y'' without it or with --a-shift 0 ($(ord "$T/q3" err_a))"

# generalized-alpha's a is an auxiliary variable, y'' at t + alpha h (alpha
# = alpha_m - alpha_f) to order 2 and y''(t) to order 1 only: --method ga
# measures it at the method's shift, as conv does
RG="$G run --problem oscillator --method ga --rho-inf 0.5 --h {h} --t-end {t_end} --every 1 --out {out}"
"$G" audit --problem oscillator --h0 0.1 --levels 4 --t-end 2 --run "$RG" --out "$T/g1" 2> "$T/e"
"$G" audit --problem oscillator --h0 0.1 --levels 4 --t-end 2 --run "$RG" --method ga --rho-inf 0.5 \
  --out "$T/g2" 2> "$T/e"; rc=$?
"$G" conv --problem oscillator --method ga --rho-inf 0.5 --h0 0.1 --levels 4 --t-end 2 > "$T/gc" 2> "$T/e"
[ "$rc" = 0 ] && [ "$(ord "$T/g2" err_a)" = "$(ord "$T/gc" err_a)" ] && in_range "$T/g1" err_a 0.8 1.2 \
  && grep -q "a against y'' at t + -0.3333333333333333 h (the method's a_shift" "$T/g2"
ok $? "ga's auxiliary a on the oscillator: order $(ord "$T/g2" err_a) with --method ga (at t + alpha h; conv's $(ord "$T/gc" err_a)), $(ord "$T/g1" err_a) against y''(t) without it"

# bad input of the new parts
refuses "--steps 'every': want uniform or alt" $H --steps every --run "$W > {out}"
refuses "--force-time 'later': want new or old" $H --force-time later --run "$W > {out}"
refuses "force-time does not apply to method ga-nh" $A --run "$R" --method ga-nh --rho-inf 0.2 --force-time old
refuses "has no {h}: the step size must reach the command (or the step sizes, {steps})" $H --run "awk -f x > {out}"
refuses "h = 0.07 does not divide the interval \\[0, 3\\] (42.857142857142854 pairs of steps)" \
  audit --problem oscillator --h0 0.07 --levels 3 --t-end 3 --steps alt --run "$W > {out}"
echo "1..$i"
