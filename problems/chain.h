/* chain.h -- a planar chain of N point masses joined by rigid massless
   links, the first hung from a fixed pivot at the origin: the scalable
   problem of the sparse Newton path (issue 27; theory/library.md, "The
   sparse Newton path").  Written by hand, not generated: gen/ makes
   problems of a fixed size, and N here sizes every array.

   Unknowns q = (x_1, y_1, ..., x_N, y_N), n = 2N; m_g = N holonomic
   constraints g_j = (|p_j - p_{j-1}|^2 - L^2) / 2 (p_0 = 0); mass matrix
   m I; force f = (0, -m grav) per body - g_q^T lambda.  Index 3.  The
   start: the chain straight, at angle theta0 from the downward vertical,
   at rest; the consistent acceleration and multipliers solve the
   tridiagonal system g_q M^-1 g_q^T lambda = g_q M^-1 f_app + g_acc
   (computed here, so that a large N needs no dense start).  Every
   Jacobian block is given both dense and sparse (gp_problem.sparse), the
   dense ones scattered from the same entries. */
#ifndef GP_CHAIN_H
#define GP_CHAIN_H
#include "galpha.h"
#include "problems.h"

typedef struct
{
  double N;        /* bodies (an integer >= 1) */
  double mass;     /* of each body */
  double length;   /* of each link */
  double grav;
  double theta0;   /* the start's angle from the downward vertical */
} gp_chain_params;

/* the defaults: mass 1, length 1, grav 9.81, theta0 pi/4 */
void gp_chain_default_params (gp_chain_params *p);

/* The chain with parameters p (NULL: the defaults with N bodies), its
   arrays and patterns allocated: NULL with why filled for N not an integer
   in [1, 1e6], a mass, length or grav not positive and finite, a theta0
   not finite, or no memory.  Free with gp_chain_free. */
gp_problem *gp_chain_alloc (size_t N, const gp_chain_params *p, char *why, size_t len);
void gp_chain_free (gp_problem *P);

/* The chain as a problem of the registry's (galpha --problem chain --param
   N=100): its parameter table and builder (problems.h). */
extern const gp_param_table gp_chain_param_table;
extern const gp_problem_family gp_chain_family;

#endif
