# common.sh -- what the CLI test scripts (cli/t/*.t) share; sourced, not run.
# GALPHA is the binary under test; $T a scratch directory removed on exit.
G=${GALPHA:-build/bin/galpha}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
i=0
ok () { i=$((i + 1)); if [ "$1" = 0 ]; then echo "ok $i - $2"; else echo "not ok $i - $2"; fi; }

# refuses PATTERN ARGS...: exit 2, stderr matches PATTERN, and --out FILE is
# not created
refuses () {
  pat=$1; shift
  rm -f "$T/out.tsv"
  "$G" "$@" --out "$T/out.tsv" > "$T/so" 2> "$T/se"; rc=$?
  msg=$(cat "$T/se")
  [ "$rc" = 2 ] && grep -q -- "$pat" "$T/se" && [ ! -e "$T/out.tsv" ]
  ok $? "CLI refuses '$(printf '%s' "$*" | tr '\n\r\t' '???')' with exit 2 naming '$pat' (exit $rc: $msg)"
}

# in_range FILE NAME LO HI: conv's '# order NAME V' line has LO <= V <= HI
in_range () { awk -v n="$2" -v lo="$3" -v hi="$4" '$1 == "#" && $2 == "order" && $3 == n { f = 1; exit !($4 >= lo && $4 <= hi) } END { if (!f) exit 1 }' "$1"; }
# ord FILE NAME: the order conv reports for NAME
ord () { sed -n "s/^# order $2 //p" "$1"; }
