#!/bin/sh
# run.sh DIR TARGET... -- `make fuzz`: runs each libFuzzer target
# DIR/fuzz/fuzz_TARGET (built by the Makefile) for FUZZ_RUNS executions from
# the fixed seed FUZZ_SEED, with a FUZZ_TIMEOUT-second limit per input, and
# fails on any finding (a crash, an abort of fuzz/harness.c's checks, a
# leak, undefined behaviour, a timeout) or when the run stops short.
# Everything starts afresh in DIR: the dictionary (fuzz/gendict.sh, from
# $GALPHA), the seed corpus (fuzz/corpus/TARGET.cmd through fuzz/cmdlines.sh,
# and the files of fuzz/corpus/TARGET/ if any), in a fixed order, and an
# empty working corpus, so that a run is repeated exactly by the same seed
# and the same sources.  Log: DIR/fuzz-TARGET.log; findings: DIR/artifacts-TARGET/.
set -u
[ $# -ge 2 ] || { echo "usage: run.sh DIR TARGET..." >&2; exit 2; }
B=$(cd "$1" && pwd) || exit 2
shift
RUNS=${FUZZ_RUNS:-400000}
SEED=${FUZZ_SEED:-1}
TIMEOUT=${FUZZ_TIMEOUT:-10}
MAXLEN=${FUZZ_MAXLEN:-2048}
G=${GALPHA:?run.sh needs GALPHA, the galpha binary that describes itself for the dictionary}
sh fuzz/gendict.sh "$G" > "$B/galpha.dict" || exit 1
# What makes a run depend on more than the seed: pointer values that the
# comparisons of the code under test show the mutator (addresses differ
# from run to run under address-space randomization, hence setarch -R where
# the system allows it), and -reload (rereading the corpus every second).
norand=""
if setarch "$(uname -m)" -R true 2> /dev/null; then
  norand="setarch $(uname -m) -R"
else
  echo "fuzz: setarch -R is not allowed here: addresses vary, and a run may differ from the next"
fi
fail=0
for t; do
  bin="$B/fuzz/fuzz_$t" seed="$B/seed-$t" work="$B/corpus-$t" art="$B/artifacts-$t"
  log="$B/fuzz-$t.log"
  rm -rf "$seed" "$work" "$art"
  mkdir -p "$seed" "$work" "$art"
  n=0
  [ -f "fuzz/corpus/$t.cmd" ] && n=$(sh fuzz/cmdlines.sh "fuzz/corpus/$t.cmd" "$seed")
  if [ -d "fuzz/corpus/$t" ]; then
    for f in fuzz/corpus/"$t"/*; do
      cp "$f" "$seed/" && n=$((n + 1))
      printf '%s%s' "$([ -s "$seed/list" ] && echo ,)" "$seed/$(basename "$f")" >> "$seed/list"
    done
  fi
  echo "fuzz: $t: $RUNS executions, -seed=$SEED, -timeout=$TIMEOUT, -max_len=$MAXLEN, $n seeds, dictionary $B/galpha.dict"
  echo "fuzz: $t: $bin -seed=$SEED -runs=$RUNS ... (log: $log)"
  start=$(date +%s)
  $norand "$bin" -seed="$SEED" -runs="$RUNS" -timeout="$TIMEOUT" -max_len="$MAXLEN" -rss_limit_mb=2048 \
    -dict="$B/galpha.dict" -seed_inputs=@"$seed/list" -artifact_prefix="$art/" \
    -reload=0 -print_final_stats=1 "$work" > "$log" 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  done_line=$(grep '^#[0-9]*[[:space:]]*DONE' "$log" | tail -1)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  units=$(ls "$work" | wc -l)
  if [ "$rc" = 0 ] && [ "${execs:-0}" -ge "$RUNS" ] && [ -z "$(ls "$art")" ]; then
    echo "fuzz: $t: ok: $execs executions in ${secs}s ($rate exec/s), no finding; ${done_line#*DONE}; $units new corpus inputs"
  else
    tail -40 "$log"
    echo "fuzz: $t: FAILED (exit $rc, ${execs:-?} of $RUNS executions; log $log; findings: $(ls "$art" | tr '\n' ' '))"
    fail=1
  fi
done
exit $fail
