#!/bin/sh
# gendict.sh GALPHA -- the libFuzzer dictionary of `make fuzz` on standard
# output, from what galpha says of itself, so that it follows the CLI: verbs,
# every option and the words options take (`galpha help --keys`, made from
# the tables of cli/help.c and lib/gp_options.c), problems and methods
# (galpha list), each problem's parameters as NAME= (galpha list params),
# conventions (galpha params), the variant file's keys (the options as
# KEY = , allow-long among them), and numbers and fuzz/harness.c's fixture names
# for the edges (limits of levels, steps, tolerances and the double range).  Every word twice: bare, and ended by a NUL byte,
# which ends an argument in fuzz/fuzz_cli.c.
set -u
G=${1:?usage: gendict.sh GALPHA}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
  # verbs, --options and words, one a line
  "$G" help --keys
  # the variant file's keys (fuzz_variant.c): the options without --, and param.
  "$G" help --keys | grep -v -e "^--help$" -e "^--keys$" | sed -n 's/^--\(.*\)/\1 = /p'
  printf '%s\n' 'param.' ' = ' '# ' '='
  "$G" list problems | cut -f1
  "$G" list methods | cut -f1
  for p in $("$G" list problems | cut -f1); do
    "$G" list params --problem "$p" | cut -f1 | sed 's/$/=/'
  done
  "$G" params --from '?' 2>&1 | sed -n 's/.*want one of \([^)]*\)).*/\1/p' | tr -d ' ' | tr , '\n'
  for n in 0 1 -1 2 -0 0.5 0.2 0.7 -0.1 -0.3 0.25 0.3 0.6 1e-4 3e-4 0.01 0.03 0.001 10 20 21 \
    1e-12 1e-13 1e9 1e308 1e999 1e-300 nan inf -inf 0x1p-1074 -0.33333333333333331 \
    1.0000001 99999999999999999999 ' 1' 1e-15 1e-16 1e-17 4.9e-324 1e-400 -1e308 1e300 \
    9223372036854775807 1000 16 17 1e-5 1e-6 1e-9; do echo "$n"; done
  for f in file ro dir dir/ link dangling fifo missing/x /dev/null; do echo "$f"; done
} | grep -v '^$' | awk '!seen[$0]++' > "$tmp"
[ -s "$tmp" ] || { echo "gendict.sh: $G described nothing" >&2; exit 1; }
while IFS= read -r w; do
  printf '"%s"\n"%s\\x00"\n' "$w" "$w"
done < "$tmp"
