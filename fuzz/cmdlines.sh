#!/bin/sh
# cmdlines.sh FILE DIR -- the seed corpus of fuzz/fuzz_cli.c from FILE, one
# command line per line in shell words without the leading `galpha` (#
# comments, blank lines skipped): line K becomes DIR/cmd-K (K from 001), its
# verb as the byte fuzz_cli.c reads as that verb (1 + its index in verbs[]) when
# it is one of them, every other word ended by a NUL byte.  DIR/list names
# the files in order, comma-separated, for libFuzzer's -seed_inputs=@LIST
# (an order that does not depend on the file system's).
set -u
F=${1:?usage: cmdlines.sh FILE DIR}
D=${2:?usage: cmdlines.sh FILE DIR}
# verbs[] of fuzz_cli.c, in order
verbs=$(tr '\n' ' ' < fuzz/fuzz_cli.c | sed -n 's/.*verbs\[\]\[[0-9]*\] *= *{\([^}]*\)}.*/\1/p' | tr -d '" ' | tr , ' ')
[ -n "$verbs" ] || { echo "cmdlines.sh: no verbs[] in fuzz/fuzz_cli.c" >&2; exit 1; }
mkdir -p "$D"
k=0
list=""
while IFS= read -r line; do
  case $line in ''|'#'*) continue;; esac
  eval "set -- $line"
  k=$((k + 1))
  f="$D/cmd-$(printf '%03d' "$k")"
  {
    idx=0 byte=""
    for v in $verbs; do
      idx=$((idx + 1))
      [ "$1" = "$v" ] && byte=$idx
    done
    if [ -n "$byte" ]; then printf "\\$(printf '%03o' "$byte")"; shift; fi
    for a; do printf '%s\000' "$a"; done
  } > "$f"
  list="$list${list:+,}$f"
done < "$F"
printf '%s\n' "$list" > "$D/list"
echo "$k"
