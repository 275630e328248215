#!/bin/sh
# mutants.t -- every verification program must break exactly the claims that
# each of its deliberately wrong variants (`--mutant NAME`) names: a check
# that cannot fail proves nothing, and a variant that breaks other claims
# than the ones its author reasoned about is not understood.
#
# `PROG --list-mutants` prints one line per variant, three tab-separated
# fields:  NAME<TAB>BREAKS<TAB>WHAT, where BREAKS is a comma-separated list of
# claim ids (C1,C2,C5) or the word `bail`.  For a list, the claim ids of the
# failing TAP lines (`not ok N - ID Cn ...`, less `# TODO` ones) must be that
# set and the exit status nonzero; for `bail`, the output must have a
# `Bail out!` line and the exit status be nonzero.  One TAP line per
# (program, mutant), stating the expected and the observed set; each run's
# output is kept in $O/mutants/ as evidence.
O=${O:-build}
mkdir -p "$O/mutants"
tab=$(printf '\t')
progs=$(ls "$O"/verify/s*_* "$O"/verify/ada_* "$O"/verify/generic "$O"/verify/ref_* "$O"/verify/problems_check 2>/dev/null | grep -v '\.[a-z]*$')

# the claim ids of a comma- or newline-separated list, sorted, comma-separated
ids () { tr ',' '\n' | sed -n 's/^ *C\([0-9][0-9]*\) *$/\1/p' | sort -n -u | sed 's/^/C/' | paste -sd, -; }

n=0
for p in $progs; do
  n=$((n + $("$p" --list-mutants | wc -l)))
done
echo "1..$n"
for p in $progs; do
  prog=$(basename "$p")
  "$p" --list-mutants > "$O/mutants/$prog.list"
  while IFS= read -r line; do
    name=$(printf '%s\n' "$line" | cut -f1)
    what=$(printf '%s\n' "$line" | cut -f3-)
    case $line in
      *"$tab"*"$tab"*) breaks=$(printf '%s\n' "$line" | cut -f2) ;;
      *) breaks="" ;;
    esac
    id="MUTANT $prog --mutant $name"
    if [ -z "$breaks" ]; then
      echo "not ok - $id: mutant has no breaks list (want NAME<TAB>BREAKS<TAB>WHAT)"
      continue
    fi
    if [ "$breaks" != bail ] && ! printf '%s\n' "$breaks" | grep -Eq '^C[0-9]+(,C[0-9]+)*$'; then
      echo "not ok - $id: malformed breaks list '$breaks' (want bail or C1,C2,...)"
      continue
    fi
    log="$O/mutants/$prog-$name.tap"
    "$p" --mutant "$name" < /dev/null > "$log" 2>&1
    rc=$?
    if grep -q '^Bail out!' "$log"; then
      got=bail
    else
      got=$(grep '^not ok' "$log" | grep -v '# TODO' \
            | sed -n 's/^not ok [0-9]* *- *[^ ]* \(C[0-9][0-9]*\)\( .*\)*$/\1/p' | ids)
      [ -n "$got" ] || got=none
    fi
    if [ "$breaks" = bail ]; then want=bail; else want=$(printf '%s\n' "$breaks" | ids); fi
    if [ "$rc" -ne 0 ] && [ "$got" = "$want" ]; then
      echo "ok - $id: expected $want, observed $got (exit $rc)"
    else
      echo "not ok - $id: expected $want and a nonzero exit, observed $got (exit $rc): $what"
    fi
    grep -E '^(not ok|Bail out!)' "$log" | grep -v '# TODO' | head -3 | sed 's/^/#   /'
  done < "$O/mutants/$prog.list"
done
