/* problems.c -- the registry of test problems. */
#include <math.h>
#include <stdlib.h>
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

/* each family at its defaults: built on first use, kept for the process,
   freed at its exit (so that a memory checker sees no block left) */
static gp_problem *family_defaults[sizeof families / sizeof families[0]];

static void
free_family_defaults (void)
{
  for (size_t i = 0; families[i]; i++)
    if (family_defaults[i])
      {
        free (family_defaults[i]->params);   /* one allocation: problems.h */
        family_defaults[i] = NULL;
      }
}

static const gp_problem *
family_default (size_t i)
{
  static int exit_handler;
  if (family_defaults[i])
    return family_defaults[i];
  if (!exit_handler)
    {
      if (atexit (free_family_defaults) != 0)
        return NULL;
      exit_handler = 1;
    }
  const gp_param_table *T = families[i]->table;
  double *par = calloc (1, T->size);   /* every parameter is a double */
  if (!par)
    return NULL;
  for (size_t k = 0; k < T->n; k++)
    par[T->desc[k].offset / sizeof (double)] = T->desc[k].def;
  char why[256];
  family_defaults[i] = families[i]->build (par, why, sizeof why);
  free (par);
  return family_defaults[i];
}

const gp_problem *
gp_problem_by_name (const char *name)
{
  for (const gp_problem *const *p = gp_registry_problems; *p; p++)
    if (strcmp ((*p)->name, name) == 0)
      return *p;
  for (size_t i = 0; families[i]; i++)
    if (strcmp (families[i]->table->problem, name) == 0)
      return family_default (i);
  return NULL;
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
