/* problems.c -- the registry of test problems. */
#include <math.h>
#include <string.h>
#include "problems.h"
#include "chain.h"
#include "sled_chain.h"

static const gp_problem_family *const families[] = { &gp_chain_family,
                                                     &gp_sled_chain_family, NULL };

const gp_problem_family *const *
gp_problem_families (void)
{
  return families;
}

const gp_problem_family *
gp_problem_family_of (const char *name)
{
  for (const gp_problem_family *const *f = families; *f; f++)
    if (strcmp ((*f)->table->problem, name) == 0)
      return *f;
  return NULL;
}

/* by name, since a caller's problem may be its own copy of the registry's */
const gp_param_table *
gp_param_table_of (const char *problem)
{
  for (const gp_param_table *const *t = gp_registry_param_tables; *t; t++)
    if (strcmp ((*t)->problem, problem) == 0)
      return *t;
  const gp_problem_family *f = gp_problem_family_of (problem);
  return f ? f->table : NULL;
}

const gp_problem *const *
gp_problems (void)
{
  return gp_registry_problems;
}

const gp_problem *
gp_problem_by_name (const char *name)
{
  for (const gp_problem *const *p = gp_registry_problems; *p; p++)
    if (strcmp ((*p)->name, name) == 0)
      return *p;
  const gp_problem_family *f = gp_problem_family_of (name);
  return f ? f->instance () : NULL;
}

const gp_reference *
gp_reference_at (const char *problem, double t)
{
  for (const gp_reference *const *r = gp_references (); *r; r++)
    if (strcmp ((*r)->problem, problem) == 0
        && fabs ((*r)->t - t) <= 1e-12 * fmax (1.0, fabs (t)))
      return *r;
  return NULL;
}
