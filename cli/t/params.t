#!/bin/sh
# params.t -- galpha params against CONTRACT.md: every ordered pair of
# conventions round-trips through the command line to 1e-14 (A -> B -> A,
# each step a separate invocation that reads the previous one's %.17g
# output); --to prints one convention; a set a convention cannot represent
# prints NA with the reason; the verdicts; values outside a convention's
# range, unknown conventions and missing or extra values exit 2 naming the
# value and the range, with nothing on stdout.  Run with GALPHA=path/to/galpha.
G=${GALPHA:-build/bin/galpha}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
i=0
ok () { i=$((i + 1)); if [ "$1" = 0 ]; then echo "ok $i - $2"; else echo "not ok $i - $2"; fi; }
CONVS="rho-inf ga-old ga-new hht hht-chrono hht-opensees newmark jwh"

# the values of convention $1 from the output on stdin, as options: --alpha-m 0.5 ...
as_opts () { awk -F'\t' -v k="$1" '$1 == k { o = $2; gsub(/_/, "-", o); printf "--%s %s ", o, $3 }'; }
# the values of convention $1, one per line
values () { awk -F'\t' -v k="$1" '$1 == k { print $3 }'; }

# a base set both conventions represent: CH(1/2) = HHT(-1/3) for every pair
# but those with newmark, which meet the others at HHT(0) = Newmark(1/4, 1/2)
echo "1..76"
for a in $CONVS; do
  for b in $CONVS; do
    [ "$a" = "$b" ] && continue
    base="--from rho-inf --rho-inf 0.5"
    case "$a $b" in *newmark*) base="--from hht --alpha 0" ;; esac
    case "$a $b" in
      "newmark rho-inf"|"rho-inf newmark"|"newmark jwh"|"jwh newmark")
        # disjoint families: B prints NA and says why, exit 0
        [ "$a" = newmark ] || base="--from rho-inf --rho-inf 0.5"
        va=$("$G" params $base --to "$a" | as_opts "$a")
        "$G" params --from "$a" $va --to "$b" > "$T/out"; rc=$?
        [ $rc = 0 ] && [ "$(values "$b" < "$T/out" | sort -u)" = NA ] && grep -q "^# $b: NA: " "$T/out"
        ok $? "params $a -> $b: the families are disjoint, $b prints NA with the reason (exit $rc)"
        continue ;;
    esac
    "$G" params $base --to "$a" > "$T/a"
    va=$(as_opts "$a" < "$T/a")
    "$G" params --from "$a" $va --to "$b" > "$T/b"
    vb=$(as_opts "$b" < "$T/b")
    "$G" params --from "$b" $vb --to "$a" > "$T/a2"
    values "$a" < "$T/a" > "$T/x"
    values "$a" < "$T/a2" > "$T/y"
    d=$(paste "$T/x" "$T/y" | awk -F'\t' '{ e = $1 - $2; if (e < 0) e = -e; if (e > m) m = e; n++ }
          END { if (n == 0 || NF == 0) print "none"; else printf "%.3g", m }')
    [ -n "$va" ] && [ -n "$vb" ] && [ "$d" != none ] && \
      awk -v d="$d" 'BEGIN { exit !(d <= 1e-14) }'
    ok $? "params round trip $a -> $b -> $a through the CLI (largest change $d, bound 1e-14)"
  done
done

"$G" params --from rho-inf --rho-inf 0.9 > "$T/all"; rc=$?
n=$(grep -v '^#' "$T/all" | sed 1d | cut -f1 | sort -u | wc -l)
[ $rc = 0 ] && [ "$(grep -v '^#' "$T/all" | head -1)" = "convention	parameter	value" ] && [ "$n" = 8 ]
ok $? "params prints one header and the rows of all 8 conventions (saw $n)"
awk -F'\t' '$1 == "ga-old" && $2 == "alpha_m" { a = $3 } $1 == "ga-old" && $2 == "alpha_f" { f = $3 }
  $1 == "ga-new" && $2 == "alpha_m" { n = $3 }
  END { d = a - 8/19; e = f - 9/19; g = n - 11/19
        exit !(d*d < 1e-30 && e*e < 1e-30 && g*g < 1e-30) }' "$T/all"
ok $? "params rho-inf 0.9: ga-old alpha_m = 8/19, alpha_f = 9/19; ga-new alpha_m = 11/19 (Chung-Hulbert, PETSc)"
grep -q "^hht	alpha	NA$" "$T/all" && grep -q "^# hht: NA: alpha_m = .* is not 0" "$T/all"
ok $? "params: a set HHT cannot represent prints NA and the reason as a comment"
grep -q "^# verdict order_condition yes " "$T/all" && grep -q "^# verdict unconditionally_stable yes " "$T/all" \
  && awk '$2 == "rho_inf" { d = $3 - 0.9; exit !(d * d < 1e-28) }' "$T/all"
ok $? "params rho-inf 0.9: order condition yes, unconditionally stable yes, rho_inf 0.9"
"$G" params --from newmark --beta 0.25 --gamma 0.6 > "$T/nm"
grep -q "^# verdict order_condition no " "$T/nm" && grep -q "^# verdict unconditionally_stable no " "$T/nm"
ok $? "params newmark (1/4, 0.6): first order only, not unconditionally stable (2 beta < gamma)"
"$G" params --from hht-opensees --alpha 0.95 --to hht > "$T/os"
[ "$(grep -v '^#' "$T/os" | sed 1d | cut -f1 | sort -u)" = hht ] && \
  awk -F'\t' '$1 == "hht" { d = $3 + 0.05; exit !(d * d < 1e-30) }' "$T/os"
ok $? "params --to hht prints only hht: OpenSees 0.95 is HHT -0.05"

# refuses: exit 2, the pattern on stderr, nothing on stdout
refuses () {
  pat=$1; shift
  "$G" params "$@" > "$T/so" 2> "$T/se"; rc=$?
  [ "$rc" = 2 ] && grep -q -- "$pat" "$T/se" && [ ! -s "$T/so" ]
  ok $? "params refuses '$*' with exit 2 naming '$pat' (exit $rc: $(cat "$T/se"))"
}
refuses "alpha = 1.05 is outside \[2/3, 1\]" --from hht-opensees --alpha 1.05
refuses "alpha = 0.1 is outside \[-1/3, 0\]" --from hht --alpha 0.1
refuses "alpha = -0.5 is outside \[-1/3, 0\].*clamp" --from hht-chrono --alpha -0.5
refuses "rho_inf = 1.5 is outside \[0, 1\]" --from rho-inf --rho-inf 1.5
refuses "alpha_m = 0 is outside the range of ga-new" --from ga-new --alpha-m 0 --alpha-f 0.5 --beta 0.3 --gamma 0.6
refuses "alpha_m = 1 is outside the range of ga-old" --from ga-old --alpha-m 1 --alpha-f 0.5 --beta 0.3 --gamma 0.6
refuses "beta = 0 is outside the range of newmark" --from newmark --beta 0 --gamma 0.5
refuses "gamma = 0.7 differs from 1/2 + alpha_m - alpha_f" --from jwh --alpha-m 0.7 --alpha-f 0.6 --gamma 0.7
refuses "unknown convention" --from foo --alpha 0.1
refuses "unknown convention" --from hht --alpha -0.1 --to bar
refuses "needs --alpha-f" --from ga-new --alpha-m 0.5
refuses "--beta is not a value of hht" --from hht --alpha -0.1 --beta 0.3
refuses "needs --from" --rho-inf 0.5
refuses "is not a number" --from rho-inf --rho-inf abc
