#!/bin/sh
# registry.sh [DIR] | --refs -- writes the problem registry from the symbolic
# descriptions: every gen/problems/<cname>.m (gp_vec.m is a helper) is a
# problem whose generated module problems/<cname>.{c,h} declares
# gp_problem_<cname> and gp_<cname>_param_table.  Writes DIR/registry.h (the
# modules' headers) and DIR/registry.c (the NULL-terminated lists that
# problems/problems.c serves), DIR = problems by default.  Adding a problem is
# one description and `make gen`, which runs this; gen/t/regen.t checks that
# the committed registry is what this writes.  The problems are listed by
# cname in the C locale's order.
# --refs prints the CNAME:T pairs at which `make ref` computes a committed
# reference: the times of a description's `P.references = [T1, T2];` line
# (for a problem without an exact solution; the generator ignores the field).
set -eu
names=$(ls gen/problems/*.m | sed 's|.*/||; s|\.m$||' | grep -vx 'gp_vec' | LC_ALL=C sort)
if [ "${1:-}" = --refs ]; then
  for n in $names; do
    sed -n 's/^ *P\.references *= *\[*\([^];]*\)\]* *;.*/\1/p' "gen/problems/$n.m" \
      | tr ', ' '\n\n' | sed '/^$/d; s/^/'"$n"':/'
  done
  exit 0
fi
dir=${1:-problems}
tmp_h=$(mktemp) tmp_c=$(mktemp)
trap 'rm -f "$tmp_h" "$tmp_c"' EXIT
{
  echo "/* registry.h -- written by tools/registry.sh from the descriptions gen/problems/CNAME.m -- do not edit; regenerate with \`make gen\` */"
  echo "#ifndef GP_REGISTRY_H"
  echo "#define GP_REGISTRY_H"
  for n in $names; do echo "#include \"$n.h\""; done
  echo ""
  echo "/* NULL-terminated, in registry.c */"
  echo "extern const gp_problem *const gp_registry_problems[];"
  echo "extern const gp_param_table *const gp_registry_param_tables[];"
  echo "#endif"
} > "$tmp_h"
{
  echo "/* registry.c -- written by tools/registry.sh from the descriptions gen/problems/CNAME.m -- do not edit; regenerate with \`make gen\` */"
  echo "#include \"problems.h\""
  echo ""
  echo "const gp_problem *const gp_registry_problems[] = {"
  for n in $names; do echo "  &gp_problem_$n,"; done
  echo "  NULL"
  echo "};"
  echo ""
  echo "const gp_param_table *const gp_registry_param_tables[] = {"
  for n in $names; do echo "  &gp_${n}_param_table,"; done
  echo "  NULL"
  echo "};"
} > "$tmp_c"
mkdir -p "$dir"
cp "$tmp_h" "$dir/registry.h"
cp "$tmp_c" "$dir/registry.c"
