/* gp_driver.c -- the one integration loop and the one convergence study of
   the project (the caller owns neither loop twice): step sequences, exact
   landing on the grid, the h > 0 policy, failure reports, errors at T and
   orders over the asymptotic range. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "gp_impl.h"

#define MAX_STEPS 1e9

long
gp_steps_count (const gp_steps *S, double t0, double T, char *why, size_t len)
{
  double L = T - t0;
  if (!(isfinite (L) && L > 0))
    {
      snprintf (why, len, "the interval [%s, %s] is empty or not finite", GP_NUM (t0), GP_NUM (T));
      return -1;
    }
  if (S->kind == GP_STEPS_LIST)
    {
      double sum = 0;
      for (size_t i = 0; i < S->nlist; i++)
        {
          if (!(S->list[i] > 0 && isfinite (S->list[i])))
            {
              snprintf (why, len, "step %zu of the list, h = %s, must be positive and "
                        "finite", i + 1, GP_NUM (S->list[i]));
              return -1;
            }
          sum += S->list[i];
        }
      if (S->nlist == 0 || fabs (sum - L) > 1e-12 * L)
        {
          snprintf (why, len, "the %zu listed steps add up to %.17g, not to T - t0 = %.17g",
                    S->nlist, sum, L);
          return -1;
        }
      return (long) S->nlist;
    }
  double H = S->H;
  if (!(H > 0 && isfinite (H)))
    {
      snprintf (why, len, "h = %s must be positive and finite", GP_NUM (H));
      return -1;
    }
  double q = L / H;
  if (q > MAX_STEPS)
    {
      snprintf (why, len, "h = %s needs more than 1e9 steps", GP_NUM (H));
      return -1;
    }
  double N = nearbyint (q);
  if (N < 1 || fabs (N * H - L) > 1e-12 * L)
    {
      snprintf (why, len, "h = %s does not divide the interval [%s, %s] (%.17g %s)",
                GP_NUM (H), GP_NUM (t0), GP_NUM (T), q,
                S->kind == GP_STEPS_ALT ? "pairs of steps" : "steps");
      return -1;
    }
  return S->kind == GP_STEPS_ALT ? 2 * (long) N : (long) N;
}

double
gp_steps_time (const gp_steps *S, double t0, double T, long i)
{
  switch (S->kind)
    {
    case GP_STEPS_LIST:
      {
        if ((size_t) i >= S->nlist)
          return T;
        double t = t0;
        for (long k = 0; k < i; k++)
          t += S->list[k];
        return t;
      }
    case GP_STEPS_ALT:
      {
        double t = t0 + (double) (i / 2) * S->H + (i % 2 ? S->H / 3 : 0.0);
        return fabs (t - T) <= 1e-12 * (T - t0) ? T : t;
      }
    default:
      {
        double t = t0 + (double) i * S->H;
        return fabs (t - T) <= 1e-12 * (T - t0) ? T : t;
      }
    }
}

int
gp_integrate (gp_stepper *s, const gp_steps *S, double T, gp_state *x,
              int given_start, gp_observer *obs, void *ctx, gp_run *run)
{
  const gp_problem *P = s->P;
  char why[200];
  memset (run, 0, sizeof *run);
  /* a given start is taken at its own time; otherwise the problem's t0 */
  long N = gp_steps_count (S, given_start ? x->t : P->t0, T, why, sizeof why);
  if (N < 0)
    {
      gp_stepper_set_message (s, "%s", why);
      return GP_EINVAL;
    }
  int rc = GP_OK;
  if (!given_start)
    {
      rc = gp_state_consistent (P, x, 1e-15);
      if (rc != GP_OK)
        {
          gp_stepper_set_message (s, "consistent initial values of %s: %s", P->name,
                                  gp_strerror (rc));
          return rc;
        }
    }
  double t0 = x->t, t_grid = t0;
  rc = gp_stepper_start (s, gp_steps_time (S, t0, T, 1) - t0, x);
  if (rc != GP_OK)
    return rc;
  if (obs && obs (x, 0, N, ctx))
    return GP_EFUNC;
  for (long i = 1; i <= N; i++)
    {
      /* a list's grid time accumulated as gp_steps_time sums it (bitwise the
         same), so that a list of N steps costs O(N), not O(N^2) */
      double t_next = S->kind == GP_STEPS_LIST && i < N ? t_grid + S->list[i - 1]
        : gp_steps_time (S, t0, T, i);
      double h = t_next - x->t;
      if (!(h > 0))     /* the driver's policy: forward steps only */
        rc = GP_EINVAL;
      else
        rc = gp_stepper_step (s, h, x);
      if (rc == GP_OK && !gp_all_finite (x->v, x->L.size))
        {
          gp_stepper_set_message (s, "non-finite value in the solution");
          rc = GP_EFUNC;
        }
      if (rc != GP_OK)
        {
          if (!(h > 0))
            gp_stepper_set_message (s, "step %ld has h = %s <= 0", i, GP_NUM (h));
          run->fail_step = i;
          run->fail_t = x->t;
          run->fail_h = h;
          return rc;
        }
      x->t = t_grid = t_next;      /* land exactly on the grid */
      run->steps = i;
      run->last_h = h;
      if (obs && obs (x, i, N, ctx))
        return GP_EFUNC;
    }
  return GP_OK;
}

void
gp_stats_add (gp_stats *sum, const gp_stats *a, const gp_stats *b)
{
  /* sum += a - b for the counters; maxima as maxima */
  sum->steps += a->steps - b->steps;
  sum->failed_steps += a->failed_steps - b->failed_steps;
  sum->newton_solves += a->newton_solves - b->newton_solves;
  sum->newton_iters += a->newton_iters - b->newton_iters;
  sum->factorizations += a->factorizations - b->factorizations;
  sum->residual_evals += a->residual_evals - b->residual_evals;
  sum->jacobian_evals += a->jacobian_evals - b->jacobian_evals;
  sum->floor_accepts += a->floor_accepts - b->floor_accepts;
  sum->unconverged += a->unconverged - b->unconverged;
  sum->undone += a->undone - b->undone;
  sum->reused_solves += a->reused_solves - b->reused_solves;
  sum->reuse_redos += a->reuse_redos - b->reuse_redos;
  sum->max_contraction = fmax (sum->max_contraction, a->max_contraction);
  sum->max_final_ratio = fmax (sum->max_final_ratio, a->max_final_ratio);
  sum->max_floor_inc = fmax (sum->max_floor_inc, a->max_floor_inc);
}

/* The error of a for methods whose a is not y'' (gp_method.a_of): against
   a_of at the exact y, z at T + shift, or at the reference's y, z (shift 0). */
int
gp_method_a_error (gp_stepper *s, const gp_state *x, const gp_state *ref, double shift,
                   gp_state *r, double *err)
{
  const gp_problem *P = s->P;
  double t = x->t + shift;
  if (ref)
    {
      t = ref->t;
      memcpy (r->y, ref->y, P->n * sizeof (double));
      memcpy (r->z, ref->z, P->n * sizeof (double));
    }
  else if (P->exact (t, r->y, r->z, NULL, NULL, NULL, P->params))
    {
      gp_stepper_set_message (s, "exact solution of %s failed", P->name);
      return GP_EFUNC;
    }
  if (s->method->a_of (s, t, r->y, r->z, r->a) != GP_OK)
    {
      gp_stepper_set_message (s, "the method's a at the exact solution failed");
      return GP_EFUNC;
    }
  *err = 0.0;
  for (size_t i = 0; i < P->n; i++)
    *err = hypot (*err, x->a[i] - r->a[i]);
  return GP_OK;
}

int
gp_study_check (gp_stepper *s, int L, const gp_state *ref)
{
  if (L < 1 || L > GP_STUDY_MAX_LEVELS)
    {
      gp_stepper_set_message (s, "levels = %d must lie in [1, %d]", L, GP_STUDY_MAX_LEVELS);
      return GP_EINVAL;
    }
  if (!ref && !s->P->exact)
    {
      gp_stepper_set_message (s, "problem %s has no exact solution and no reference "
                              "was given", s->P->name);
      return GP_EINVAL;
    }
  return GP_OK;
}

void
gp_study_present (const gp_state *x, const gp_state *ref, double a_shift,
                  int present[GP_NBLOCKS])
{
  for (int b = 0; b < GP_NBLOCKS; b++)
    present[b] = x->L.len[b] > 0 && b != GP_AUX;
  if (ref)
    present[GP_A] = a_shift == 0.0;   /* a reference gives a(T) only */
}

int
gp_study_errors (gp_stepper *s, const gp_state *x, const gp_state *ref, double a_shift,
                 gp_state *r, double e[GP_NBLOCKS])
{
  int rc;
  if (ref)
    {
      gp_state_distances (x, ref, e);
      /* qdd approximates a(T), the reference's a */
      e[GP_QDD] = 0.0;
      for (size_t i = 0; i < x->L.len[GP_QDD]; i++)
        e[GP_QDD] = hypot (e[GP_QDD], x->qdd[i] - ref->a[i]);
    }
  else if ((rc = gp_state_errors (s->P, x, a_shift, r, e)) != GP_OK)
    {
      gp_stepper_set_message (s, "exact solution of %s failed", s->P->name);
      return rc;
    }
  if (s->method->a_of)
    return gp_method_a_error (s, x, ref, a_shift, r, &e[GP_A]);
  return GP_OK;
}

int
gp_study_run (gp_stepper *s, gp_steps_kind kind, double H0, int L, double T,
              const gp_state *ref, gp_observer *obs, void *ctx, gp_study *out)
{
  memset (out, 0, sizeof *out);
  int rc = gp_study_check (s, L, ref);
  if (rc != GP_OK)
    return rc;
  gp_state *x = gp_stepper_state_alloc (s), *r = gp_stepper_state_alloc (s);
  if (!x || !r)
    {
      gp_state_free (x);
      gp_state_free (r);
      return GP_ENOMEM;
    }
  double shift = s->method->a_shift (&s->o);
  out->L = L;
  gp_study_present (x, ref, shift, out->present);
  for (int k = 0; k < L && rc == GP_OK; k++)
    {
      gp_steps S = { kind, ldexp (H0, -k), NULL, 0 };
      gp_stats before = s->stats;
      out->h[k] = S.H;
      rc = gp_integrate (s, &S, T, x, 0, obs, ctx, &out->run);
      gp_stats_add (&out->stats, &s->stats, &before);
      if (rc != GP_OK)
        {
          out->fail_level = k;
          break;
        }
      double e[GP_NBLOCKS];
      if ((rc = gp_study_errors (s, x, ref, shift * out->run.last_h, r, e)) != GP_OK)
        break;
      for (int b = 0; b < GP_NBLOCKS; b++)
        out->err[b][k] = e[b];
      out->steps[k] = s->stats.steps - before.steps;
      out->newton_per_step[k] = (double) (s->stats.newton_iters - before.newton_iters)
        / (double) out->steps[k];
    }
  if (rc == GP_OK)
    for (int b = 0; b < GP_NBLOCKS; b++)
      {
        out->order[b] = (double) NAN;
        if (out->present[b] && L >= 3)
          out->order[b] = gp_order_fit (out->h, out->err[b], L, &out->lo[b]);
      }
  gp_state_free (x);
  gp_state_free (r);
  return rc;
}
