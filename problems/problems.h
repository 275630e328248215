/* problems.h -- the registry of test problems (one file per problem,
   listed by tools/registry.sh from gen/problems/: registry.h, registry.c). */
#ifndef GP_PROBLEMS_H
#define GP_PROBLEMS_H
#include "galpha.h"
/* every problem module: written by `make gen` (tools/registry.sh) */
#include "registry.h"
#include "problem_params.h"

const gp_problem *gp_problem_by_name (const char *name);

/* A committed reference solution at time t (Test Set `solut`): values are
   y, z, a, lambda, psi (3n + m_g + m_k), `how` says how they were computed.
   References live in problems/references.c, written by `make ref`. */
typedef struct
{
  const char *problem;
  double t;
  size_t nvalues;
  const double *values;
  const char *how;
} gp_reference;

/* NULL-terminated list of all references. */
const gp_reference *const *gp_references (void);
/* The reference of the named problem at t (within 1e-12 relative), or NULL. */
const gp_reference *gp_reference_at (const char *problem, double t);
/* NULL-terminated list of all problems of a fixed size (the generated ones). */
const gp_problem *const *gp_problems (void);

/* A family of problems whose size is a parameter (a chain of N bodies):
   written by hand (gen/ writes problems of a fixed size), served by name
   beside the registry.  `build` makes a problem from a full parameter
   struct (NULL, with why filled, when the values are refused), as ONE
   allocation: freeing the built problem's `params` with free() releases
   everything.  The family at its defaults (its table's) is what
   gp_problem_by_name gives for its name: built on first use, kept for the
   process and freed at its exit (problems/problems.c). */
typedef struct
{
  const gp_param_table *table;
  gp_problem *(*build) (const void *params, char *why, size_t len);
} gp_problem_family;

/* NULL-terminated list of the families (problems/problems.c). */
const gp_problem_family *const *gp_problem_families (void);
/* The family of the named problem, or NULL for a problem of fixed size. */
const gp_problem_family *gp_problem_family_of (const char *name);
#endif
