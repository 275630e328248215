#!/bin/sh
# mutate.sh -- `make mutate`: applies each mutant of mutate/catalogue, one at
# a time, to a copy of the working tree, rebuilds, runs the C suite (unit
# tests, problem checks, verification programs, the C-vs-Octave comparisons
# against the committed tables, the CLI tests) and records which TAP lines
# fail.  A mutant is caught when at least one line fails or a program exits
# nonzero; it survives otherwise.  Prints one TAP line per mutant (ok when
# caught, or when it survives and the catalogue says why it cannot be caught;
# not ok for an unexplained survivor, a stale explanation, a mutant whose
# text is not found exactly once, or one that does not build), then the
# score.  Evidence per mutant: $O/mutate/NAME.log.
#   ONLY=name1,name2  runs only those mutants.
#   FIRST=1  stops a mutant's suite at its first catch (programs not yet
#            started are skipped): the same verdicts and score, fewer
#            catching claims listed, and a caught mutant costs seconds
#            instead of the whole suite.  The unmutated baseline always runs whole.
set -u
O=${O:-build}
JOBS=${JOBS:-2}
TIMEOUT=${TIMEOUT:-300}
CAT=${CAT:-mutate/catalogue}
top=$(pwd)
W="$top/$O/mutate"
SRC="$W/src"
B="$W/build"
mkdir -p "$W"
rm -rf "$SRC"
mkdir -p "$SRC"
# the working tree as it is (tracked and untracked, not ignored)
git ls-files -co --exclude-standard -z | (cd "$top" && xargs -0 cp --parents -t "$SRC")

# the catalogue into $W/cat.K.{name,file,find,repl,what,surv} for mutant K,
# and the count into $W/cat.count
parse () {
  awk -v out="$W/cat" '
    function flush() { if (name != "") { n++; f = out "." n;
        printf "%s", name > (f ".name"); printf "%s", file > (f ".file");
        printf "%s", find > (f ".find"); printf "%s", repl > (f ".repl");
        printf "%s", what > (f ".what"); printf "%s", surv > (f ".surv");
        close(f ".name"); close(f ".file"); close(f ".find"); close(f ".repl");
        close(f ".what"); close(f ".surv") }
      name = file = find = repl = what = surv = "" }
    /^#/ { next }
    /^[ \t]*$/ { flush(); next }
    /^name: / { name = substr($0, 7); next }
    /^file: / { file = substr($0, 7); next }
    /^find: / { find = substr($0, 7); next }
    /^replace: / { repl = substr($0, 10); next }
    /^what: / { what = substr($0, 7); next }
    /^survives: / { surv = substr($0, 11); next }
    { printf "catalogue: unparsed line: %s\n", $0 > "/dev/stderr"; bad = 1 }
    END { flush(); print n > (out ".count"); exit bad }' "$CAT"
}
rm -f "$W"/cat.*
parse || exit 2
N=$(cat "$W/cat.count")

build () { make --no-print-directory -C "$SRC" O="$B" -j"$JOBS" all > "$W/build.log" 2>&1; }
if ! build; then
  echo "Bail out! the unmutated tree does not build: $W/build.log"
  exit 1
fi

# one test program ($1: binary, or a cli/t/*.t script) into $W/run/<name>.tap
# (a "not ok ... # TODO" line is a known defect, not a failure),
# with its exit status appended as a "# exit N" line (a script, so that
# xargs -P can run several)
cat > "$W/one.sh" <<'ONE'
W=$1 SRC=$2 B=$3 TIMEOUT=$4 FIRST=$5 p=$6
tag=$(printf '%s' "$p" | sed 's|^.*/cli/t/|cli-t-|; s|^.*/||')
cd "$SRC" || exit 1
[ "$FIRST" = 1 ] && [ -e "$W/run/.caught" ] && exit 0
t0=$(date +%s%N)
case $p in
  *.t) GALPHA="$B/bin/galpha" O="$B" timeout "$TIMEOUT" sh "$p" < /dev/null > "$W/run/$tag.tap" 2>&1 ;;
  *) GALPHA_DATA_DIR="$W/data" timeout "$TIMEOUT" "$p" < /dev/null > "$W/run/$tag.tap" 2>&1 ;;
esac
rc=$?
echo "# exit $rc" >> "$W/run/$tag.tap"
echo "$(( ($(date +%s%N) - t0) / 1000000 )) $p" > "$W/run/$tag.time"
if [ "$rc" != 0 ] || grep '^not ok' "$W/run/$tag.tap" | grep -qv '# TODO'; then : > "$W/run/.caught"; fi
ONE

# the whole C suite, $JOBS programs at a time; failing lines into $1 as
# "PROGRAM: not ok ..." and "PROGRAM: exit N".  $2 = 1: stop at the first
# catch (FIRST).  After the baseline the programs run fastest first.
suite () {
  rm -rf "$W/run"; mkdir -p "$W/run"
  if [ ! -s "$W/progs" ]; then
    { ls "$B"/t/* "$B"/verify/s*_* "$B"/verify/ada_* "$B"/verify/generic "$B"/verify/ref_* | grep -v '\.[a-z]*$'
      echo "$B/verify/problems_check"; ls "$SRC"/cli/t/*.t; } > "$W/progs"
  fi
  xargs -P "$JOBS" -I{} sh "$W/one.sh" "$W" "$SRC" "$B" "$TIMEOUT" "$2" {} < "$W/progs"
  : > "$1"
  for f in "$W"/run/*.tap; do
    prog=$(basename "$f" .tap)
    grep '^not ok' "$f" | grep -v '# TODO' | sed "s|^|$prog: |" >> "$1"
    rc=$(sed -n 's/^# exit //p' "$f" | tail -1)
    [ "$rc" = 0 ] || echo "$prog: exit $rc" >> "$1"
  done
}

mkdir -p "$W/data"
rm -f "$W/progs"
suite "$W/baseline.log" 0
if [ -s "$W/baseline.log" ]; then
  echo "Bail out! the unmutated suite fails: $W/baseline.log"
  exit 1
fi
cat "$W"/run/*.time | sort -n | cut -d' ' -f2- > "$W/progs"
echo "# baseline: $(wc -l < "$W/progs") programs, $(cat "$W"/run/*.time | awk '{ s += $1 } END { printf "%.0f", s / 1000 }') s of wall time summed over them"

# the tests that catch a mutant, shortened: "prog: not ok 3 - S001-THM1 C2 ..." -> "S001-THM1 C2"
catchers () {
  sed -e 's/^\([^:]*\): not ok [0-9]* - \([A-Z0-9.-]* C[0-9]*\).*/\2/' \
      -e 's/^\([^:]*\): not ok \([0-9]*\).*/\1 #\2/' "$1" | sort -u | head -12 | paste -sd';' - \
    | sed 's/;/; /g'
}

echo "1..$N"
caught=0 surv_ok=0 total=0 fails=0
report="$W/report.tsv"
printf 'mutant\tfile\tverdict\tcaught_by\n' > "$report"
i=0
while [ $i -lt "$N" ]; do
  i=$((i + 1))
  c="$W/cat.$i"
  name=$(cat "$c.name"); file=$(cat "$c.file"); surv=$(cat "$c.surv")
  case ${ONLY:-} in ""|*"$name"*) ;; *) continue ;; esac
  total=$((total + 1))
  log="$W/$name.log"
  cp "$SRC/$file" "$W/orig"
  count=$(perl -e 'local $/; open F, "<", $ARGV[0] or die; my $s = <F>; open G, "<", $ARGV[1] or die;
    my $f = <G>; $f =~ s/\\n/\n/g; my $n = () = $s =~ /\Q$f\E/g; print $n' "$SRC/$file" "$c.find")
  if [ "$count" != 1 ]; then
    echo "not ok $i - mutant $name: its text occurs $count times in $file (want exactly once)"
    fails=$((fails + 1)); continue
  fi
  perl -e 'local $/; sub rd { open my $h, "<", $_[0] or die; my $t = <$h>; $t =~ s/\\n/\n/g; $t }
    open F, "<", $ARGV[0] or die; my $s = <F>; close F; my ($f, $r) = (rd ($ARGV[1]), rd ($ARGV[2]));
    substr ($s, index ($s, $f), length $f) = $r; open F, ">", $ARGV[0] or die; print F $s' \
    "$SRC/$file" "$c.find" "$c.repl"
  if ! build; then
    cp "$W/orig" "$SRC/$file"
    echo "not ok $i - mutant $name ($file) does not build: $(grep -m1 error "$W/build.log")"
    fails=$((fails + 1)); continue
  fi
  suite "$log" "${FIRST:-0}"
  cp "$W/orig" "$SRC/$file"
  by=$(catchers "$log")
  if [ -s "$log" ]; then
    caught=$((caught + 1))
    printf '%s\t%s\tcaught\t%s\n' "$name" "$file" "$by" >> "$report"
    if [ -n "$surv" ]; then
      echo "not ok $i - mutant $name ($file) is caught by $by, but the catalogue says it survives: $surv"
      fails=$((fails + 1))
    else
      echo "ok $i - mutant $name ($file) caught by $by"
    fi
  else
    printf '%s\t%s\tsurvives\t%s\n' "$name" "$file" "$surv" >> "$report"
    if [ -n "$surv" ]; then
      surv_ok=$((surv_ok + 1))
      echo "ok $i - mutant $name ($file) survives, as the catalogue explains: $surv"
    else
      echo "not ok $i - mutant $name ($file) survives the suite: $(cat "$c.what")"
      fails=$((fails + 1))
    fi
  fi
done
score=$(awk -v c="$caught" -v t="$total" 'BEGIN { printf "%.1f", t ? 100 * c / t : 0 }')
echo "# mutation score: $caught of $total mutants caught ($score%); $surv_ok survivors explained; report $report"
awk -v c="$caught" -v t="$total" 'BEGIN { exit !(t > 0 && 100 * c >= 95 * t) }' || {
  echo "# the score is below 95%"; exit 1; }
[ $fails = 0 ]
