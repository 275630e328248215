#!/bin/sh
# lint.sh -- theory documents and verification programs stay in step:
#  - every verify/s*_*.c has its theory document (s000_thm_6_1.c -> theory/s000-thm-6.1.md);
#  - every document names an existing program that states its id;
#  - ids are unique;
#  - every claim of a document's front matter has a TAP line "<id> <claim> "
#    in the program's output, and every TAP line's claim is in the front matter;
#  - a program written as a table of claims (verify/claims.h: it answers
#    --list-claims) and its document's claims table state the same claims,
#    their checks and bounds (tools/claims_lint.pl), and its header comment
#    lists no claims (the table is the statement in C);
#  - every figure a document names exists in paper_figs/;
#  - the measured blocks and README's results table are those of the current
#    run (tools/docs.sh --check): claim ids, statuses and text exactly, numbers
#    to the tolerance of tools/tapcmp.pl (round-off digits may differ);
#  - every relative link of every Markdown file git knows resolves inside the
#    repository, anchors included (tools/links.pl);
#  - every mutant of mutate/catalogue still applies: its find text occurs
#    exactly once in its file (make mutate, which builds and runs them, is
#    not part of make check; a generated file regenerated, or an edited line,
#    left four mutants that no longer applied while make check passed);
#  - README.md stays a front door: at most 25 KB, and no line over 200 bytes
#    outside tables and code blocks (the detail goes beside its code).
# LINT_TAP_SINCE=FILE (make check-c, which touches FILE before its verify):
# a program's TAP that tools/tap_save.sh kept in $O/tap after FILE, and not
# older than the program, is that program's output of this run: read, not
# made again.  Otherwise (make lint) every program runs here.
set -u
O=${O:-build}
fail=0
err () { echo "lint: $*"; fail=1; }
field () { sed -n "s/^$1: *//p" "$2" | head -1 | sed 's/^"//; s/"$//'; }

for f in verify/s*_*.c; do
  b=$(basename "$f" .c)
  d=$(echo "$b" | sed -E 's/^s([0-9]+)_([a-z]+)_(.*)$/s\1-\2-\3/; s/_/./g')
  [ -f "theory/$d.md" ] || err "$f has no theory document theory/$d.md"
done
ids=""
claims_list=$(mktemp)
trap 'rm -f "$claims_list" "$claims_list.tap"' EXIT
for doc in theory/*.md; do
  prog=$(field verified-by "$doc")
  [ -n "$prog" ] || continue
  id=$(field id "$doc")
  [ -n "$id" ] || { err "$doc has no id"; continue; }
  case " $ids " in *" $id "*) err "$doc: id $id is used twice";; esac
  ids="$ids $id"
  [ -f "$prog" ] || { err "$doc names $prog, which does not exist"; continue; }
  grep -q "$id" "$prog" || err "$prog does not state $id"
  bin=$O/verify/$(basename "$prog" .c)
  [ -x "$bin" ] || { err "$bin is not built"; continue; }
  kept=$O/tap/$(basename "$bin").tap
  if [ -n "${LINT_TAP_SINCE:-}" ] && [ -f "$kept" ] && [ "$kept" -nt "$LINT_TAP_SINCE" ] \
     && [ ! "$bin" -nt "$kept" ]; then
    out=$(cat "$kept")
  else
    out=$(sh "$(dirname "$0")/tap_save.sh" "$O/tap" "$bin")
  fi
  claims=$(field claims "$doc" | tr -d '[],')
  for c in $claims; do
    echo "$out" | grep -qE "^(not )?ok [0-9]+ - $id $c " || err "$doc claim $c has no TAP line in $bin"
  done
  for c in $(echo "$out" | sed -nE "s/^(not )?ok [0-9]+ - $id (C[0-9]+) .*/\2/p"); do
    case " $claims " in *" $c "*) ;; *) err "$bin reports $id $c, which $doc does not list";; esac
  done
  if "$bin" --list-claims > "$claims_list" 2>/dev/null; then
    echo "$out" > "$claims_list.tap"
    perl "$(dirname "$0")/claims_lint.pl" "$doc" "$claims_list" "$claims_list.tap" || fail=1
    grep -qE '^ \*[ ]+C[0-9]+(-C[0-9]+)? ' "$prog" \
      && err "$prog: its header comment lists claims (its table of claims states them)"
  fi
  for f in $(field figures "$doc" | tr -d '[]' | sed 's/,/ /g'); do
    [ -f "paper_figs/$f.pdf" ] && [ -f "paper_figs/$f.png" ] || err "$doc names figure $f, missing in paper_figs/"
  done
done
# the README's few words per document (docs/results.tsv) name no other id
for rid in $(awk -F '\t' '!/^#/ && $1 != "id" { print $1 }' docs/results.tsv); do
  case " $ids " in *" $rid "*) ;; *) err "docs/results.tsv names $rid, which no theory document has";; esac
done
# the programs' output just saved in $O/tap (tools/tap_save.sh: for make
# report too) serves the document check
O=$O TAP_DIR=$O/tap sh tools/docs.sh --check || fail=1
perl "$(dirname "$0")/links.pl" || fail=1
perl -e '
  my ($name, $file, $find, $bad) = ("", "", "", 0);
  sub check {
    return unless $name ne "";
    my $s = do { local $/; open my $h, "<", $file or do { print "lint: mutant $name: no file $file\n"; $bad = 1; return }; <$h> };
    (my $f = $find) =~ s/\\n/\n/g;
    my $n = () = $s =~ /\Q$f\E/g;
    if ($n != 1) { print "lint: mutant $name: its find text occurs $n times in $file (want exactly once)\n"; $bad = 1 }
  }
  while (<>) {
    chomp;
    if (/^\s*$/) { check (); ($name, $file, $find) = ("", "", ""); next }
    $name = $1 if /^name: (.*)/; $file = $1 if /^file: (.*)/; $find = $1 if /^find: (.*)/;
  }
  check ();
  exit $bad' mutate/catalogue || fail=1
size=$(wc -c < README.md)
[ "$size" -le 25600 ] || err "README.md has $size bytes, more than 25 KB: move the detail beside its code"
awk '/^ *```/ { code = !code; next }
  !code && !/^\|/ && length($0) > 200 {
    printf "lint: README.md:%d: a line of %d bytes (at most 200 outside tables and code)\n", NR, length($0); bad = 1 }
  END { exit bad }' README.md || fail=1
[ $fail = 0 ] && echo "lint: theory documents, programs, figures, README and links agree"
exit $fail
