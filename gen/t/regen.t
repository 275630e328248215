#!/bin/sh
# regen.t -- the committed generated problem code is exactly what the
# generator makes from the symbolic descriptions: regenerate into $O/gen and
# compare byte for byte (a hand edit of a generated file fails here), and the
# registry (problems/registry.{c,h}) against tools/registry.sh's.  Skips
# when Octave's symbolic package or the pinned SymPy is not installed.
O=${O:-build}
OCTAVE=${OCTAVE:-octave-cli}
PY=${SYMPY_PYTHON:-/usr/bin/python3}
set -- $GEN_PROBLEMS
echo "1..$(($# + 1))"
have=1
command -v "$OCTAVE" >/dev/null 2>&1 && "$PY" -c "import sympy" 2>/dev/null \
  && "$OCTAVE" --no-gui --quiet --eval "pkg load symbolic" >/dev/null 2>&1 || have=0
mkdir -p "$O/gen/c" "$O/gen/m"
for p in "$@"; do
  if [ $have = 0 ]; then
    echo "ok - GEN $p regenerates identically # SKIP Octave symbolic with $PY sympy not installed"
    continue
  fi
  PYTHON=$PY "$OCTAVE" --no-gui --quiet --eval \
    "addpath('gen'); gen_problem('$p', '$O/gen/c', '$O/gen/m')" >"$O/gen/$p.log" 2>&1
  bad=""
  for f in "problems/$p.c:$O/gen/c/$p.c" "problems/$p.h:$O/gen/c/$p.h" \
           "ref/problems/${p}_problem.m:$O/gen/m/${p}_problem.m"; do
    committed=${f%%:*}; fresh=${f#*:}
    cmp -s "$committed" "$fresh" || bad="$bad $committed"
  done
  if [ -z "$bad" ]; then
    echo "ok - GEN $p regenerates identically (problems/$p.c, problems/$p.h, ref/problems/${p}_problem.m)"
  else
    echo "not ok - GEN $p: committed files differ from the generator's output:$bad (run make gen; never edit them by hand)"
    for f in $bad; do diff "$f" "$O/gen/$( [ "${f#ref/}" != "$f" ] && echo m || echo c)/$(basename "$f")" | head -5 | sed 's/^/# /'; done
  fi
done
# the registry: every description listed, nothing else (no Octave needed)
sh tools/registry.sh "$O/gen/registry" \
  && cmp -s problems/registry.c "$O/gen/registry/registry.c" \
  && cmp -s problems/registry.h "$O/gen/registry/registry.h"
if [ $? = 0 ]; then
  echo "ok - GEN the registry lists every description in gen/problems (problems/registry.c, problems/registry.h)"
else
  echo "not ok - GEN the committed registry is not what tools/registry.sh writes from gen/problems (run make gen)"
fi
