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
/* NULL-terminated list of all problems. */
const gp_problem *const *gp_problems (void);
#endif
