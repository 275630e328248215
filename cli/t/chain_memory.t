#!/bin/sh
# chain_memory.t -- the chain on the sparse path needs memory linear in N
# (theory/library.md, "The sparse Newton path": memory): a run of N = 3000
# bodies (n = 6000 coordinates, 3000 multipliers) completes under a
# virtual-memory limit of 64 MB, which any buffer quadratic in N exceeds
# by itself (an n x n matrix of doubles is 288 MB, an m_g x n g_y 144 MB);
# the linear path needs about 24 MB, libraries included.  N is kept at
# 3000 because the consistent start's rounding-floor estimate on the band
# path costs N band solves (time quadratic in N: about 1 s here, 50 s at
# N = 20000).  rk4 likewise at N = 2000 (it allocated the estimate's dense
# projector, 11 N^2 doubles, though it has no estimate), and ga-nh on the
# sled chain at N = 2000 (n = 6000: its estimate needs no projector without
# holonomic constraints; the projector's n x n came back there, 288 MB,
# when only methods without the estimate were spared).  A run too large
# for memory fails cleanly: exit 1, the reason, no output file.  Skipped
# where the limit cannot be set or the binary cannot run under it (a
# sanitizer build reserves terabytes).
# Run with GALPHA=path/to/galpha.
. "$(dirname "$0")/common.sh"
echo "1..5"
LIM=65536   # kB
RUN="run --problem chain --method ga-i3 --rho-inf 0.7 --h 1e-3 --t-end 0.002"
limited () { sh -c "ulimit -v $LIM && exec \"\$@\"" sh "$@"; }

if ! limited "$G" $RUN --param N=3 > /dev/null 2>&1; then
  for k in 1 2 3 4 5; do
    echo "ok $k - memory linear in N # SKIP cannot run galpha under ulimit -v $LIM"
  done
  exit 0
fi

limited "$G" $RUN --param N=3000 --out "$T/big" 2> "$T/se"; rc=$?
last=$(grep -v '^#' "$T/big" 2> /dev/null | tail -1 | cut -f1)
ncol=$(grep -v '^#' "$T/big" 2> /dev/null | tail -1 | awk -F'\t' '{ print NF }')
[ $rc = 0 ] && [ "$last" = 0.002 ] && [ "$ncol" = 27001 ] \
  && grep -q '^# newton: the band LU of the sparse path' "$T/big"
ok $? "run --param N=3000 under ulimit -v $LIM kB: exit $rc, last row at t = $last (want 0.002) with $ncol columns (want 27001: t, y, z, a, qdd, lambda) $(head -c 200 "$T/se")"

# rk4 (no Newton of its own, no estimate: no projector; its stages solve
# the acceleration level on gp_accel's band path) at N = 2000
limited "$G" run --problem chain --method rk4 --h 1e-3 --t-end 0.002 --param N=2000 \
  --out "$T/rk4" 2> "$T/se"; rc=$?
last=$(grep -v '^#' "$T/rk4" 2> /dev/null | tail -1 | cut -f1)
[ $rc = 0 ] && [ "$last" = 0.002 ]
ok $? "run --method rk4 --param N=2000 under ulimit -v $LIM kB: exit $rc, last row at t = $last (want 0.002) $(head -c 200 "$T/se")"

# ga-nh on the sled chain (nonholonomic only: no projection of its
# estimate, no projector) at N = 2000
limited "$G" run --problem sled-chain --method ga-nh --rho-inf 0.7 --h 1e-3 --t-end 0.002 \
  --param N=2000 --out "$T/sled" 2> "$T/se"; rc=$?
last=$(grep -v '^#' "$T/sled" 2> /dev/null | tail -1 | cut -f1)
[ $rc = 0 ] && [ "$last" = 0.002 ] && grep -q '^# newton: the band LU of the sparse path' "$T/sled"
ok $? "run --problem sled-chain --method ga-nh --param N=2000 under ulimit -v $LIM kB: exit $rc, last row at t = $last (want 0.002) $(head -c 200 "$T/se")"

# too large for memory: the problem itself (N = 1e6 needs about 0.4 GB)
rm -f "$T/o.tsv"
limited "$G" $RUN --param N=1000000 --out "$T/o.tsv" > "$T/so" 2> "$T/se"; rc=$?
[ $rc = 1 ] && grep -q "^galpha: out of memory" "$T/se" && [ ! -e "$T/o.tsv" ] \
  && [ "$(ls -A "$T" | grep -c tsv)" = 0 ]
ok $? "run --param N=1000000 under ulimit -v $LIM kB fails cleanly: exit $rc (want 1), $(cat "$T/se"), no output file"

# and the stepper (the problem fits in 1 GB, its stepper and start do not)
LIM=1048576
limited "$G" $RUN --param N=1000000 --out "$T/o.tsv" > "$T/so" 2> "$T/se"; rc=$?
[ $rc = 1 ] && grep -q "^galpha: out of memory" "$T/se" && [ ! -e "$T/o.tsv" ] \
  && [ "$(ls -A "$T" | grep -c tsv)" = 0 ]
ok $? "run --param N=1000000 under ulimit -v $LIM kB fails cleanly: exit $rc (want 1), $(cat "$T/se"), no output file"
