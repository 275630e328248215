#!/bin/sh
# mutants.t -- every verification program must FAIL on each of its
# deliberately wrong variants (`--mutant NAME`): a check that cannot fail
# proves nothing.  One TAP line per (program, mutant); the failing TAP lines
# are kept in $O/mutants/ as evidence.
O=${O:-build}
mkdir -p "$O/mutants"
progs=$(ls "$O"/verify/s*_* "$O"/verify/problems_check 2>/dev/null | grep -v '\.[a-z]*$')
n=0
for p in $progs; do
  n=$((n + $("$p" --list-mutants | wc -l)))
done
echo "1..$n"
i=0
for p in $progs; do
  prog=$(basename "$p")
  "$p" --list-mutants | while IFS="$(printf '\t')" read -r name what; do
    i=$((i + 1))
    log="$O/mutants/$prog-$name.tap"
    "$p" --mutant "$name" > "$log" 2>&1
    rc=$?
    fails=$(grep '^not ok' "$log" | grep -vc '# TODO')
    if [ "$rc" -ne 0 ] && [ "$fails" -gt 0 ]; then
      echo "ok - MUTANT $prog --mutant $name is detected ($fails failing claims, exit $rc)"
    else
      echo "not ok - MUTANT $prog --mutant $name is NOT detected (exit $rc): $what"
    fi
    grep '^not ok' "$log" | grep -v '# TODO' | head -3 | sed 's/^/#   /'
  done
done
