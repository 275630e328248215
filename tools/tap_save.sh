#!/bin/sh
# tap_save.sh DIR PROGRAM [ARG...] -- runs PROGRAM, passes its standard output
# (TAP) through and exits with its exit status, as prove's --exec:
#   prove --exec 'sh tools/tap_save.sh build/tap' build/verify/s000_thm_4_1
# The standard run (no arguments: the run the theory documents describe) also
# keeps its TAP as DIR/<program>.tap and the git revision it ran at
# (`git describe --always --dirty`) as DIR/<program>.rev, each written under a
# temporary name and renamed, so that a reader never sees half a file.  A run
# with arguments (--mutant NAME, --long, --rerun-octave, ...) is a different
# run: passed through, not kept.  make report weaves the kept files into the
# report (tools/report.py); make docs reads them with TAP_DIR.
set -u
if [ $# -lt 2 ]; then echo "usage: tap_save.sh DIR PROGRAM [ARG...]" >&2; exit 2; fi
dir=$1
shift
[ $# -eq 1 ] || exec "$@"
prog=$(basename "$1")
mkdir -p "$dir" || exit 2
tmp=$(mktemp "$dir/.$prog.XXXXXX") || exit 2
"$1" > "$tmp"
status=$?
cat "$tmp"
rev=$(git describe --always --dirty 2>/dev/null) || rev=unknown
printf '%s\n' "$rev" > "$tmp.rev"
mv -f "$tmp" "$dir/$prog.tap" && mv -f "$tmp.rev" "$dir/$prog.rev"
exit $status
