#!/bin/sh
# option_added.t -- an option added through the options table alone
# (issue 23): in a scratch copy of the tree, one row in lib/gp_options.c's
# table and one field of gp_options make an on/off option `probe-flag` of
# the methods that read m-alpha (ga-nh, ga-soi2), with no other edit; then
#   1  the copy builds (galpha and one verification program)
#   2  galpha run parses it and writes it in the header (probe_flag=yes)
#   3  without it the header says probe_flag=no (the default)
#   4  it is refused, naming option and method, where ga-i3 is named
#   5  galpha help run and galpha run --help list it with its help line
#   6  galpha help --keys (the fuzz dictionary's source) lists it
#   7  a variant file's `probe-flag = on` is read (the program's VARIANT
#      options line says probe_flag=yes)
#   8  and refused at its line for ga-i3
# Run by make check (check-one); the copy is $O/option-added/.
O=${O:-build}
echo "1..8"
i=0
ok () { i=$((i + 1)); if [ "$1" = 0 ]; then echo "ok $i - $2"; else echo "not ok $i - $2"; fi; }
S=$(cd "$O" && pwd)/option-added
rm -rf "$S"
mkdir -p "$S/tree"
git ls-files -co --exclude-standard -z | xargs -0 tar cf - | (cd "$S/tree" && tar xf -)
cd "$S/tree" || exit 1

# the field, then the row: nothing else
python3 - <<'EOF' || exit 1
import sys
def edit(path, anchor, text, before=True):
    s = open(path).read()
    if s.count(anchor) != 1:
        sys.exit("anchor not unique in %s: %r" % (path, anchor))
    s = s.replace(anchor, text + anchor if before else anchor + text)
    open(path, "w").write(s)
edit("lib/galpha.h", "  unsigned given;\n} gp_options;",
     "  int probe_flag;                /* option_added.t's probe */\n")
edit("lib/gp_options.c", "  { NULL, 0, NULL, 0, 0, NULL, 0, NULL, NULL },\n};",
     '  { "probe-flag", GP_OPTION_FLAG, NULL, GP_OPT_M_ALPHA, GP_OPT_M_ALPHA, "probe_flag",\n'
     '    OFF (probe_flag), w_on_off, "a probe of option_added.t" },\n')
EOF

J="--problem jay-nh --method ga-nh --rho-inf 0.5 --h 0.1 --t-end 0.3"
make -j2 O=build build/bin/galpha build/verify/s000_thm_3_1 > "$S/build.log" 2>&1
ok $? "the copy with one row and one field builds (log: $S/build.log)"
G=build/bin/galpha

"$G" run $J --probe-flag > "$S/on.out" 2> "$S/on.err"; rc=$?
[ $rc = 0 ] && grep -q '^# method ga-nh .* probe_flag=yes' "$S/on.out"
ok $? "galpha run ga-nh --probe-flag: exit $rc, header: $(grep '^# method' "$S/on.out" | grep -o 'probe_flag=[a-z]*')"

"$G" run $J > "$S/off.out" 2>&1; rc=$?
[ $rc = 0 ] && grep -q '^# method ga-nh .* probe_flag=no' "$S/off.out"
ok $? "without it the header says the default: $(grep '^# method' "$S/off.out" | grep -o 'probe_flag=[a-z]*')"

"$G" run --problem andrews --method ga-i3 --rho-inf 0.5 --h 1e-3 --t-end 2e-3 --probe-flag \
  > /dev/null 2> "$S/i3.err"; rc=$?
[ $rc = 2 ] && grep -q "option --probe-flag does not apply to method ga-i3" "$S/i3.err"
ok $? "refused for ga-i3 (exit $rc: $(head -c 200 "$S/i3.err"))"

"$G" help run > "$S/help" 2>&1 && "$G" run --help > "$S/help2" 2>&1 \
  && grep -q -- "--probe-flag" "$S/help" && grep -q "a probe of option_added.t" "$S/help" \
  && cmp -s "$S/help" "$S/help2"
ok $? "galpha help run and galpha run --help list --probe-flag with its help line"

"$G" help --keys > "$S/keys" 2>&1 && grep -qx -- "--probe-flag" "$S/keys"
ok $? "galpha help --keys (the fuzz dictionary's source) lists --probe-flag"

printf 'method = ga-nh\nproblem = jay-nh\nrho-inf = 0.5\nprobe-flag = on\n' > "$S/on.conf"
build/verify/s000_thm_3_1 --variant "$S/on.conf" > "$S/variant.tap" 2>&1
grep -q '^# VARIANT options: .*probe_flag=yes' "$S/variant.tap"
ok $? "a variant file's probe-flag = on is read: $(grep '^# VARIANT options' "$S/variant.tap" | grep -o 'probe_flag=[a-z]*')"

printf 'method = ga-i3\nproblem = andrews\nrho-inf = 0.5\n\nprobe-flag = on\n' > "$S/i3.conf"
build/verify/s000_thm_3_1 --variant "$S/i3.conf" > "$S/i3.tap" 2>&1; rc=$?
[ $rc = 2 ] && grep -q "i3.conf:5: .*probe-flag does not apply to method ga-i3" "$S/i3.tap"
ok $? "and refused at its line for ga-i3 (exit $rc: $(head -c 200 "$S/i3.tap"))"
