#!/bin/sh
# chain.sh -- the scaling table of the chain of N bodies (issue 27 items 4
# and 6), into $O/bench/chain.dat; run by bench/run.sh (make bench), or
# alone: `O=build sh bench/chain.sh` (then it prints the summary).
# One integration per row, counted by
#   valgrind --tool=callgrind --toggle-collect=bench_integrate
# (bench_chain's rows, then the instructions), after one native run whose
# row must be the same (the runs are deterministic).  The rows:
#   ga-i3 as the library's rule picks its linear solver, N = 3 .. 1000;
#   ga-i3 forced onto the dense LU, N = 3 .. 100 (N = 333 would take
#     about 30 G instructions: not run);
#   IDA with its band solver, N = 3 .. 1000;
#   the train of N Chaplygin sleds (bench_chain --problem sled-chain) by
#     ga-nh with the same options, as the rule picks, N = 3 .. 1000, on
#     the dense LU, N = 3 .. 100, and by IDA band (bench/ida_sleds.c),
#     N = 3 .. 1000.
# All to T = 0.1 (ga-i3, ga-nh: h = 1e-3, 100 steps; IDA: rtol = atol = 1e-6).
# No CPU times: instructions only, which a loaded machine does not change.
set -eu
O=${O:-build}
OUT=$O/bench
BC=$OUT/bench_chain
T=${CHAIN_T_END:-0.1}
export LD_BIND_NOW=1
[ -x "$BC" ] || { echo "chain.sh: $BC is not built (make bench-build)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "chain.sh: valgrind is missing (make deps-bench)" >&2; exit 2; }
ctmp=$(mktemp -d)
trap 'rm -rf "$ctmp"' EXIT

row () {   # bench_chain ARGS -> one row with the instructions appended
  "$BC" "$@" --t-end "$T" > "$ctmp/native" || { echo "chain.sh: bench_chain $* failed" >&2; exit 1; }
  valgrind --tool=callgrind --toggle-collect=bench_integrate \
    --callgrind-out-file="$ctmp/cg.out" "$BC" "$@" --t-end "$T" > "$ctmp/cg.row" 2> "$ctmp/cg.log" || {
      cat "$ctmp/cg.log" >&2; echo "chain.sh: the callgrind run of $* failed" >&2; exit 1; }
  cmp -s "$ctmp/native" "$ctmp/cg.row" || {
    echo "chain.sh: the callgrind run of $* differs from the native one" >&2; exit 1; }
  instr=$(sed -n 's/^summary: *\([0-9][0-9]*\)$/\1/p' "$ctmp/cg.out")
  [ -n "$instr" ] || { echo "chain.sh: no instruction count" >&2; exit 1; }
  echo "$(cat "$ctmp/native") $instr"
  echo "bench: chain $* -> $instr instructions" >&2
}

f=$OUT/chain.dat
{
  echo "# bench/chain.sh at ${REV:-$(git describe --always --dirty 2>/dev/null || echo unknown)}" \
    "on $(uname -n): chain of N bodies at rest at 45 degrees, T = $T; ga-i3 rho_inf 0.7," \
    "h = 1e-3, production Newton; IDA band, index-1 form, rtol = atol = 1e-6;" \
    "sled chain (zigzag at 0.3 rad, speed 1): ga-nh with ga-i3's options, IDA band" \
    "on its index-1 form with the same tolerances;" \
    "instructions: callgrind, one integration"
  echo "# solver path N unknowns steps newton_iters factorizations kl_ku x_N y_N lambda_1 max|g| instructions"
  for N in 3 10 33 100 333 1000; do
    row --N "$N"
    case $N in 3|10|33|100) row --N "$N" --path dense ;; esac
    row --N "$N" --solver ida
    row --problem sled-chain --N "$N"
    case $N in 3|10|33|100) row --problem sled-chain --N "$N" --path dense ;; esac
    row --problem sled-chain --N "$N" --solver ida
  done
} > "$f.tmp"
mv "$f.tmp" "$f"
[ "${CHAIN_QUIET:-0}" = 1 ] || "$OUT/bench_summary" --chain "$f"
