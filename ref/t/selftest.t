#!/bin/sh
# selftest.t -- runs the %!test blocks of the Octave reference scripts (TAP);
# skips when Octave is not installed.  With GALPHA_REF_CACHE set (make check:
# build/ref/cache) the %!shared blocks reuse the runs that the Octave reruns
# of the verification programs (verify/ref_*.c --rerun-octave) just computed
# with the same sources (ref/ref_cache.m): every %!test still runs on them,
# and the file-layout tests still write their file; without it every run is
# computed here.
OCTAVE=${OCTAVE:-octave-cli}
scripts="ref_s000_ga_nh ref_s003_ga_i3 ref_s002_hht ref_s001_soi2 ref_s004_nh_newmark"
echo "1..$(echo $scripts | wc -w)"
for s in $scripts; do
  if ! command -v "$OCTAVE" >/dev/null 2>&1; then
    echo "ok - REF $s Octave self-tests # SKIP Octave not installed"
    continue
  fi
  out=$(cd ref && "$OCTAVE" --no-gui --quiet --eval "exit (! test ('$s', 'quiet'))" 2>&1)
  rc=$?
  if [ $rc = 0 ]; then echo "ok - REF $s Octave self-tests (%!test) pass"
  else echo "not ok - REF $s Octave self-tests (%!test) fail (exit $rc)"; echo "$out" | sed 's/^/# /' | head -20; fi
done
