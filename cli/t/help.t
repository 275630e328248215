#!/bin/sh
# help.t -- usage and help are made from the tables (cli/help.c's verbs and
# options, lib/gp_options.c's method options), so that they list every
# option: `galpha help` against the keys of lib/gp_options.c (read from the
# source, not from the help printer), `galpha help VERB` and `galpha VERB
# --help` for every verb, `galpha help --keys`, and GNU's --KEY=VALUE
# against --KEY VALUE.  Run with GALPHA=path/to/galpha from the top of the
# tree (it reads lib/gp_options.c and cli/cli.h).
. "$(dirname "$0")/common.sh"
SRC=$(cd "$(dirname "$0")/../.." && pwd)
JAY="--problem jay-nh --method ga-nh --rho-inf 0.2 --h 0.1 --t-end 1"

# the method options' keys: the rows `{ "key", GP_OPTION_` of the table
sed -n 's/^ *{ "\([a-z0-9-]*\)", GP_OPTION_.*/\1/p' "$SRC/lib/gp_options.c" > "$T/keys"
verbs="list run conv tolconv roots spectrum params reference check review help"
echo "1..$((11 + 4 * 11))"

[ "$(wc -l < "$T/keys")" -ge 20 ]
ok $? "lib/gp_options.c has the rows of the method options ($(wc -l < "$T/keys") keys)"

"$G" help > "$T/help" 2> "$T/se"; rc=$?
[ $rc = 0 ] && [ ! -s "$T/se" ] && grep -q '^usage: galpha' "$T/help"
ok $? "galpha help prints the overview on stdout, exit 0 (exit $rc)"
missing=""
for k in $(cat "$T/keys"); do
  grep -q -- "--$k\([ |]\|$\)" "$T/help" || missing="$missing --$k"
done
[ -z "$missing" ]
ok $? "galpha help lists every method option of the table (missing:${missing:- none})"
"$G" --help > "$T/help2"; rc=$?
[ $rc = 0 ] && cmp -s "$T/help" "$T/help2"
ok $? "galpha --help prints the same overview (exit $rc)"

"$G" help --keys > "$T/allkeys"; rc=$?
missing=""
for k in $(cat "$T/keys"); do grep -qx -- "--$k" "$T/allkeys" || missing="$missing --$k"; done
for v in $verbs; do grep -qx -- "$v" "$T/allkeys" || missing="$missing $v"; done
[ $rc = 0 ] && [ -z "$missing" ] && grep -qx -- "--h-over-T" "$T/allkeys" && grep -qx lunk-simeon "$T/allkeys"
ok $? "galpha help --keys lists every verb, option and word (missing:${missing:- none})"

for v in $verbs; do
  "$G" help "$v" > "$T/h-$v" 2> "$T/se"; rc=$?
  [ $rc = 0 ] && grep -q "^usage: galpha $v" "$T/h-$v" && [ ! -s "$T/se" ]
  ok $? "galpha help $v: its synopsis, exit 0 (exit $rc)"
  "$G" "$v" --help > "$T/v-$v" 2> "$T/se"; rc=$?
  [ $rc = 0 ] && cmp -s "$T/h-$v" "$T/v-$v"
  ok $? "galpha $v --help prints the same (exit $rc: $(head -c 200 "$T/se"))"
  # every option the verb's refusal names is in its help: ask with an
  # option no verb takes
  "$G" "$v" --no-such-option-given 1 > /dev/null 2> "$T/se"
  # the options it takes, from the table of verbs (help --keys has them all)
  opts=$(sed -n "s/.*does not apply to galpha $v (it takes \(.*\))$/\1/p" "$T/se")
  missing=""
  for o in $opts; do grep -q -- "$o\( \|$\)" "$T/h-$v" || missing="$missing $o"; done
  [ -z "$missing" ]
  ok $? "galpha help $v lists the options galpha $v takes (missing:${missing:- none})"
  "$G" "$v" --help extra words > /dev/null 2>&1; rc=$?
  [ $rc = 0 ]
  ok $? "galpha $v --help wins over the other arguments (exit $rc)"
done
# the verbs that take the method options list them all in their help
missing=""
for v in run conv tolconv; do
  for k in $(cat "$T/keys"); do grep -q -- "--$k\([ |]\|$\)" "$T/h-$v" || missing="$missing $v:--$k"; done
done
[ -z "$missing" ]
ok $? "galpha help run/conv/tolconv list every method option (missing:${missing:- none})"

"$G" help nosuch > "$T/so" 2> "$T/se"; rc=$?
[ $rc = 2 ] && grep -q "help 'nosuch': want a verb: list, run, conv, tolconv, roots, spectrum" "$T/se" \
  && [ ! -s "$T/so" ]
ok $? "galpha help nosuch: exit 2 naming the verbs (exit $rc: $(cat "$T/se"))"

# --KEY=VALUE is --KEY VALUE: the same bytes, provenance line included
"$G" run $JAY --every 2 --out "$T/x.tsv" && mv "$T/x.tsv" "$T/two.tsv"
"$G" run --problem=jay-nh --method=ga-nh --rho-inf=0.2 --h=0.1 --t-end=1 --every=2 \
  --out="$T/x.tsv"; rc=$?
mv "$T/x.tsv" "$T/one.tsv"
[ $rc = 0 ] && cmp -s "$T/one.tsv" "$T/two.tsv"
ok $? "run --KEY=VALUE writes the bytes of run --KEY VALUE (exit $rc)"
"$G" conv --problem cvt --method=nh-newmark --beta=0.25 --gamma 0.6 --alpha-d=0.3 --disc=15 \
  --t-end=1 --h0=0.1 --levels=3 > "$T/c1" 2> /dev/null
"$G" conv --problem cvt --method nh-newmark --beta 0.25 --gamma 0.6 --alpha-d 0.3 --disc 15 \
  --t-end 1 --h0 0.1 --levels 3 > "$T/c2" 2> /dev/null
rc=$?
[ $rc = 0 ] && cmp -s "$T/c1" "$T/c2"
ok $? "conv --KEY=VALUE (nh-newmark's options) is conv --KEY VALUE (exit $rc)"
refuses "option --midpoint takes no value: give --midpoint, not --midpoint=on" run \
  --problem slider-crank --method hht-odae --alpha -0.1 --midpoint=on --h 0.01 --t-end 0.1
refuses "option --allow-long takes no value: give --allow-long, not --allow-long=yes" run $JAY \
  --allow-long=yes
