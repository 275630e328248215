/* compare_runs.h -- for the unit tests (included, not a test of its own):
   runs made twice and compared.
   - study_pair: one convergence study (h0 / 2^k, k < L, to T, against the
     problem's committed reference) made by two steppers of the same method
     and problem, and the largest distance of their end states over the
     levels and measured blocks relative to the first stepper's error there
     (LIB C37 compares the Newton regimes with it, REUSE C1 the Jacobian
     reuse);
   - undo_retake: n steps of h, each taken, undone and taken again from the
     same state, and the retakes that differ from their first take in any
     bit (LIB C33: the floor hint; REUSE C4: the kept LU). */
#ifndef COMPARE_RUNS_H
#define COMPARE_RUNS_H
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

/* the retakes of n steps of h from the consistent start that differ from
   their first take in any bit; -1 when a step failed (s is the caller's) */
static int
undo_retake (gp_stepper *s, double h, int n)
{
  gp_state *x = gp_stepper_state_alloc (s), *x0 = gp_stepper_state_alloc (s);
  gp_state *x1 = gp_stepper_state_alloc (s);
  int bad = 0;
  if (gp_state_consistent (gp_stepper_problem (s), x, 1e-15) != GP_OK
      || gp_stepper_start (s, h, x) != GP_OK)
    bad = -1;
  for (int i = 0; bad >= 0 && i < n; i++)
    {
      gp_state_copy (x0, x);
      if (gp_stepper_step (s, h, x) != GP_OK)
        {
          bad = -1;
          break;
        }
      gp_state_copy (x1, x);
      gp_state_copy (x, x0);
      if (gp_stepper_undo (s) != GP_OK || gp_stepper_step (s, h, x) != GP_OK)
        {
          bad = -1;
          break;
        }
      bad += !(x->t == x1->t && memcmp (x->v, x1->v, x->L.size * sizeof (double)) == 0);
    }
  gp_state_free (x);
  gp_state_free (x0);
  gp_state_free (x1);
  return bad;
}
#endif
