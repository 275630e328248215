#!/bin/sh
# variants.t -- reviews every variants/*.conf (tools/variants.sh run:
# galpha review into $O/variants/NAME) and holds each to the verdict its file
# states in `# expect:` comment lines:
#   # expect: holds            exit 0, every claim holds: none fails, none
#                              is under a violated hypothesis, and some ran
#                              on the variant's own problem
#   # expect: refused          exit 2: the file is refused before any run
#   # expect: violated ID ...  each theorem ID has claims reported under a
#                              violated hypothesis
#   # expect: fails ID CN ...  claim CN of theorem ID fails (and the review
#                              exits 1); without a `fails` line, no claim may fail
# Every review's claim rows name the problem they ran on (no "(not
# stated)": the programs tag their claims with vc_on).  Then
# variants/README.md's table must be the one these reviews give.
O=${O:-build}
export O
i=0
ok () { i=$((i + 1)); if [ "$1" = 0 ]; then echo "ok $i - $2"; else echo "not ok $i - $2"; fi; }

sh tools/variants.sh run
R=$O/variants
for f in variants/*.conf; do
  n=$(basename "$f" .conf)
  st=$(cat "$R/$n/status")
  out=$R/$n/review.out
  sum=$(grep '^# in all: ' "$out" 2> /dev/null | sed 's/^# in all: //')
  first=$(grep '^# summary of ' "$out" 2> /dev/null)
  own=$(echo "$first" | sed -n 's/^# summary of [^:]*): \([0-9]*\) claims ran on .*/\1/p')
  exp=$(sed -n 's/^# *expect: *//p' "$f")
  [ -n "$exp" ]
  ok $? "$n: the file states the verdict it expects"
  wants_fail=no
  echo "$exp" | grep -q '^fails ' && wants_fail=yes
  echo "$exp" | while read -r kind rest; do
    case $kind in
      holds)
        v=$(echo "$sum" | sed -n 's/^[0-9]* hold, \([0-9]*\) fail, \([0-9]*\) under a violated.*/\1 \2/p')
        [ "$st" = 0 ] && [ "$v" = "0 0" ] && [ "${own:-0}" -gt 0 ]
        echo "$? $n: every claim holds, $own of them on the variant's problem (exit $st: $sum)" ;;
      refused)
        [ "$st" = 2 ] && [ ! -s "$out" ]
        echo "$? $n: refused with exit 2 ($(grep -v '^galpha review:' "$R/$n/stderr" | head -1))" ;;
      violated)
        for id in $rest; do
          c=$(grep -cE "^ok [0-9]+ - $id C[0-9]+ .*# SKIP hypothesis violated: " "$out")
          [ "$c" -gt 0 ]
          echo "$? $n: $c claims of $id reported under a violated hypothesis"
        done ;;
      fails)
        id=${rest%% *}
        for c in ${rest#* }; do
          grep -qE "^not ok [0-9]+ - $id $c " "$out"
          echo "$? $n: $id $c fails, as the file says it shows ($(grep -E "^not ok [0-9]+ - $id $c " "$out" | sed -n 's/.*(observed \([^,]*\),.*/observed \1/p'))"
        done ;;
      *) echo "1 $n: unknown expectation '$kind $rest'" ;;
    esac
  done > "$R/$n/expect"
  while read -r rc what; do ok "$rc" "$what"; done < "$R/$n/expect"
  if [ "$st" != 2 ]; then
    unstated=$(grep -cE '^# [A-Z0-9.-]+ C[0-9]+ .*\(not stated\)' "$out")
    [ "$unstated" = 0 ]
    ok $? "$n: every claim row names the problem it ran on ($unstated rows do not)"
  fi
  if [ "$wants_fail" = yes ]; then
    [ "$st" = 1 ]
    ok $? "$n: the review exits 1 (claims fail) (exit $st)"
  elif ! echo "$exp" | grep -q '^refused'; then
    [ "$st" = 0 ]
    ok $? "$n: no claim fails, exit 0 (exit $st: $sum)"
  fi
done
sh tools/variants.sh check > "$R/readme-check" 2>&1
ok $? "variants/README.md's table is the one these reviews give ($(head -1 "$R/readme-check"))"
echo "1..$i"
