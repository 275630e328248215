/* study_pair.h -- for the unit tests (included, not a test of its own): one
   convergence study (h0 / 2^k, k < L, to T, against the problem's committed
   reference) made by two steppers of the same method and problem, and the
   largest distance of their end states over the levels and measured blocks
   relative to the first stepper's error there.  LIB C37 (test_library.c)
   compares the Newton regimes with it, REUSE C1 (test_reuse.c) the
   Jacobian reuse. */
#ifndef STUDY_PAIR_H
#define STUDY_PAIR_H
#include <math.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"

typedef struct
{
  gp_state *end[GP_STUDY_MAX_LEVELS];
  int level;
} study_pair_ends;

static int
study_pair_keep_end (const gp_state *x, long i, long N, void *ctx)
{
  study_pair_ends *e = ctx;
  if (i == N && e->level < GP_STUDY_MAX_LEVELS)
    gp_state_copy (e->end[e->level++], x);
  return 0;
}

/* max over levels k and blocks b of |x1 - x0|_2 / err0 (x0, err0 the first
   stepper's end state and error), with its h, block and err0 in *at_h,
   *at_b, *err; the studies' statistics in st[2] (may be NULL).  NAN when a
   stepper is NULL, a run failed or the reference is missing. */
static double
study_pair (gp_stepper *const s[2], const char *problem, double h0, int L, double T,
            double *at_h, gp_block *at_b, double *err, gp_stats *st)
{
  const gp_problem *P = gp_problem_by_name (problem);
  const gp_reference *R = P ? gp_reference_at (problem, T) : NULL;
  gp_state *ref = R ? gp_state_alloc (P, NULL) : NULL;
  if (!ref || R->nvalues != ref->L.size || L > GP_STUDY_MAX_LEVELS || !s[0] || !s[1])
    {
      gp_state_free (ref);
      return (double) NAN;
    }
  memcpy (ref->v, R->values, R->nvalues * sizeof (double));
  ref->t = T;
  static gp_study sd[2];
  study_pair_ends e[2];
  int ok = 1;
  memset (e, 0, sizeof e);
  for (int r = 0; r < 2; r++)
    {
      for (int k = 0; k < L; k++)
        e[r].end[k] = gp_stepper_state_alloc (s[r]);
      ok = ok && gp_study_run (s[r], GP_STEPS_UNIFORM, h0, L, T, ref, study_pair_keep_end, &e[r],
                               &sd[r]) == GP_OK && e[r].level == L;
      if (st)
        st[r] = sd[r].stats;
    }
  double worst = ok ? 0.0 : (double) NAN;
  for (int k = 0; ok && k < L; k++)
    for (int b = 0; b < GP_NBLOCKS; b++)
      if (sd[0].present[b])
        {
          double d[GP_NBLOCKS];
          gp_state_distances (e[1].end[k], e[0].end[k], d);
          double q = d[b] / sd[0].err[b][k];
          if (!(q <= worst))
            {
              worst = q;
              *at_h = sd[0].h[k];
              *at_b = (gp_block) b;
              *err = sd[0].err[b][k];
            }
        }
  for (int r = 0; r < 2; r++)
    for (int k = 0; k < L; k++)
      gp_state_free (e[r].end[k]);
  gp_state_free (ref);
  return worst;
}
#endif
