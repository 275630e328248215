/* gp_newton.c -- the dense Newton iteration shared by every implicit method
   and by the acceleration-level solver, in two regimes (gp_options.newton_mode;
   theory/library.md, "Newton that cannot lie" and "Two Newton regimes").

   Verification regime (GP_NEWTON_VERIFY, the default).  Full Newton: the
   iteration matrix is evaluated and factored at every iteration.  Converged
   when the scaled increment
     inc = max_i |dx_i| / (1 + |x_i|)
   is at most tol.  When the increments stop decreasing (inc >= prev / 2)
   before that, the iterate is accepted only at the rounding floor
   (floor_verdict): inc below the floor estimate (floor_estimate: Skeel's
   componentwise bound, in the increment's measure) and every residual row
   at most GP_NEWTON_RESID_C eps (|J| m)_i, so that the accepted iterate
   solves the step's equations to their rounding.  Such an acceptance is
   counted with its size (stats->floor_accepts, stats->max_floor_inc).
   Otherwise the iteration goes on and fails after maxit: a wrong Jacobian,
   which converges linearly, is never accepted half-converged, and a stall
   whose residual stays above rounding (equations doubles cannot solve, a
   singular step system) is a failure, never a step.

   Production regime (GP_NEWTON_PRODUCTION).  Simplified Newton: the matrix
   is evaluated and factored at the Newton start x0 (the method's
   predictor), once per solve, and again at the current iterate when the
   contraction rate theta_k = r_k / r_{k-1} of the weighted increments
     r_k = max_i |dx_i| / w_i,   w_i = KAPPA |x_i - x0_i| + tol (1 + |x_i|)
   exceeds THETA_REFRESH.  The weight is the step's error level: the change
   of unknown i from its predictor, which for the generalized-alpha steps is
   beta h^2 |a1 - a_pred| in the positions, of the order of the local
   discretization error (O(h^3)), plus the absolute tolerance.  Converged
   when the error estimate of the iterate is below it:
     theta_k / (1 - theta_k) r_k <= 1    (k >= 2 iterations on one matrix),
   with the first rate on a matrix counted twice, so the Newton error of
   every unknown is at most KAPPA = GP_NEWTON_KAPPA = 1e-6 of the step's
   change plus tol (1 + |x_i|).  Increments that grow (theta >= 1) mean
   the iteration is not contracting towards the root nearest the
   predictor: the solve restarts from the predictor as full Newton (the
   verification regime's iteration, so its root), instead of following
   the simplified iteration to whatever root it reaches.  A stall
   (theta >= 1/2) is accepted at the rounding floor as in the verification
   regime, and the floor so measured raises the absolute part of the next
   steps' bound, up to GP_NEWTON_HINT_MAX (o->floor_hint, committed by the
   stepper with an accepted step and restored by undo).  A linearly
   converging iteration (a wrong Jacobian) is accepted only when its
   estimated error, which accounts for the rate, is below the bound; never
   half-converged. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <gsl/gsl_blas.h>
#include "gp_impl.h"

/* Safety factor of the floor estimate.  Measured over the verification
   programs, unit tests and CLI tests (about 90,000 stalled iterations): the
   stalls of correct systems lie below 3.1 times the bound; those that must
   not pass (a Jacobian 3 times too large; pre-asymptotic iterations of
   hht-odae whose second increment is 0.43) lie above 1e9 times it. */
#define FLOOR_C 16.0

gp_newton *
gp_newton_alloc (size_t N)
{
  gp_newton *w = calloc (1, sizeof *w);
  if (!w)
    return NULL;
  w->N = N;
  w->F = malloc ((3 * N + 1) * sizeof (double));
  w->perm = malloc ((N + 1) * sizeof (size_t));
  w->Jinv = malloc ((N * N + N + 1) * sizeof (double));   /* and a column */
  for (int k = 0; k < 2; k++)
    {
      w->mat[k] = malloc ((N * N + 1) * sizeof (double));
      w->pv[k] = malloc ((N + 1) * sizeof (size_t));
    }
  if (!w->F || !w->perm || !w->Jinv || !w->mat[0] || !w->mat[1] || !w->pv[0] || !w->pv[1])
    {
      gp_newton_free (w);
      return NULL;
    }
  w->dx = w->F + N;
  w->x0 = w->dx + N;
  w->J = w->mat[0];
  w->piv = w->pv[0];
  w->nJ = N * N;
  return w;
}

/* The sparse path's workspace: J holds the nnz values of the band's
   pattern and the band B factors them; two slots as on the dense path,
   each a band of its own (gp_band_twin), so a kept factorization survives
   a fresh one */
gp_newton *
gp_newton_alloc_band (size_t N, size_t nnz, gp_band *B)
{
  gp_newton *w = calloc (1, sizeof *w);
  if (!w)
    {
      gp_band_free (B);
      return NULL;
    }
  w->N = N;
  w->band = w->bands[0] = B;
  w->bands[1] = gp_band_twin (B);
  w->nJ = nnz;
  w->F = malloc ((3 * N + 1) * sizeof (double));
  w->perm = malloc ((N + 1) * sizeof (size_t));
  w->Jinv = malloc ((3 * N + 1) * sizeof (double));   /* the floor's scratch */
  for (int k = 0; k < 2; k++)
    {
      w->mat[k] = malloc ((nnz + 1) * sizeof (double));
      w->pv[k] = malloc ((N + 1) * sizeof (size_t));
    }
  if (!w->bands[1] || !w->F || !w->perm || !w->Jinv || !w->mat[0] || !w->mat[1] || !w->pv[0]
      || !w->pv[1])
    {
      gp_newton_free (w);
      return NULL;
    }
  w->dx = w->F + N;
  w->x0 = w->dx + N;
  w->J = w->mat[0];
  w->piv = w->pv[0];
  return w;
}

/* the factors' solve, dense or band */
static inline void
lu_solve (gp_newton *w, double *b)
{
  if (w->band)
    gp_band_solve (w->band, b);
  else
    gp_lu_solve (w->J, w->N, w->piv, b);
}

void
gp_newton_lu_solve (gp_newton *w, double *b)
{
  lu_solve (w, b);
}

void
gp_newton_free (gp_newton *w)
{
  if (!w)
    return;
  free (w->F);
  free (w->perm);
  free (w->Jinv);
  for (int k = 0; k < 2; k++)
    {
      free (w->mat[k]);
      free (w->pv[k]);
    }
  gp_band_free (w->bands[0]);
  gp_band_free (w->bands[1]);
  free (w);
}

double
gp_norm2 (const double *v, size_t n)
{
  gsl_vector_const_view vv = gsl_vector_const_view_array (v, n);
  return n ? gsl_blas_dnrm2 (&vv.vector) : 0.0;
}

/* Componentwise rounding floor of the solution, in the increment's measure:
     floor = FLOOR_C * max_i 2 eps (|J^-1| |J| |x|)_i / (1 + |x_i|),
   Skeel's bound for residual rows evaluated to relative eps.  It is
   invariant under row and column scaling, so rows and unknowns of mixed
   units (multipliers of 1e3 beside positions of 1, rows scaled by 2/h^2)
   do not inflate it as the normwise kappa(J) eps does.  |J| is rebuilt
   from the packed LU factors (P J = L U, unit lower L; row i of L U is row
   perm[i] of J) and J^-1 from them (GSL), only when the iteration stalls,
   so the iterations themselves pay nothing for it. */
static double
floor_estimate (gp_newton *w, const double *x, const gp_newton_opts *o,
                void *ctx)
{
  size_t N = w->N;
  const double *LU = w->J;
  double *Jx = w->dx;   /* the increment is no longer needed */
  double *mag = w->F;   /* nor the residual */
  if (o->mag)
    o->mag (x, mag, ctx);
  else
    for (size_t j = 0; j < N; j++)
      mag[j] = fabs (x[j]);
  if (w->band)
    return FLOOR_C * gp_band_floor (w->band, w->J, mag, x, Jx, w->Jinv, w->Jinv + N);
  gp_lu_perm (w->piv, N, w->perm);
  for (size_t i = 0; i < N; i++)
    {
      double acc = 0.0;
      for (size_t j = 0; j < N; j++)
        {
          /* (L U)_ij = sum_{k <= min(i, j)} L_ik U_kj, L_ii = 1 */
          double v = i <= j ? LU[i * N + j] : 0.0;
          size_t kmax = i < j ? i : j;
          for (size_t k = 0; k < kmax + (i > j); k++)
            v += LU[i * N + k] * LU[k * N + j];
          acc += fabs (v) * mag[j];
        }
      Jx[w->perm[i]] = acc;
    }
  /* J^-1 column by column from the factors (gp_dense); a zero or
     non-finite pivot: no floor, so that no stall is accepted at it */
  for (size_t k = 0; k < N; k++)
    if (!(LU[k * N + k] != 0.0 && isfinite (LU[k * N + k])))
      return 0.0;
  double *Jinv = w->Jinv, *col = w->Jinv + N * N;
  for (size_t k = 0; k < N; k++)
    {
      for (size_t i = 0; i < N; i++)
        col[i] = i == k ? 1.0 : 0.0;
      gp_lu_solve (LU, N, w->piv, col);
      for (size_t i = 0; i < N; i++)
        Jinv[i * N + k] = col[i];
    }
  double fl = 0.0;
  for (size_t i = 0; i < N; i++)
    {
      double acc = 0.0;
      for (size_t k = 0; k < N; k++)
        acc += fabs (Jinv[i * N + k]) * Jx[k];
      fl = fmax (fl, 2.0 * DBL_EPSILON * acc / (1.0 + fabs (x[i])));
    }
  return FLOOR_C * fl;
}

/* every solve of the process, with or without a stepper (not thread-safe:
   the library runs in one thread) */
static gp_stats totals;

const gp_stats *
gp_newton_totals (void)
{
  return &totals;
}

/* ratio: the accepted iterate's final measure over its bound (verification:
   inc / max(tol, floor); production: the error estimate over its bound, or
   inc / floor for a stall accepted at the floor); above 1 is a lie */
static inline void
count_solve (gp_stats *st, int rc, double contraction, const gp_newton_report *r,
             int floor_accept)
{
  st->newton_solves++;
  if (contraction > st->max_contraction)
    st->max_contraction = contraction;
  if (rc == GP_OK)
    {
      if (floor_accept)
        {
          st->floor_accepts++;
          if (r->floor_inc > st->max_floor_inc)
            st->max_floor_inc = r->floor_inc;
        }
      if (r->ratio > 1.0)
        st->unconverged++;
      if (r->ratio > st->max_final_ratio)
        st->max_final_ratio = r->ratio;
    }
}

/* a step system's failure as a return code: GP_ERECOV passes through, any
   other nonzero value is GP_EFUNC */
static int
sys_failure (int bad)
{
  return bad == GP_ERECOV ? GP_ERECOV : GP_EFUNC;
}

/* The iteration matrix at x, factored; GP_OK, GP_ERECOV or GP_EFUNC (a
   callback failed; a non-finite value is GP_EFUNC) or GP_ESING (a zero or
   non-finite pivot of a finite matrix).  The matrix is not swept for non-finite entries:
   partial pivoting never chooses a NaN as pivot and always an infinity, and
   a non-finite entry reaches every later row of its column through the
   elimination (NaN * 0 = NaN), so any non-finite entry leaves a non-finite
   pivot (lib/t/test_dense.c C10 checks it entry by entry).  Only then is
   the matrix evaluated again and swept, to tell a callback's non-finite
   value (GP_EFUNC) from an overflow of the elimination (GP_ESING). */
static int
factor (gp_newton *w, gp_step_system *sys, void *ctx, const double *x,
        const gp_newton_opts *o, gp_stats *stats)
{
  size_t N = w->N;
  /* never into the slot of the committed kept factorization */
  int slot = w->kept.valid ? 1 - w->kept.slot : 0;
  w->J = w->mat[slot];
  w->piv = w->pv[slot];
  if (w->band)
    w->band = w->bands[slot];
  if (w->next.valid && w->next.slot == slot)
    w->next.valid = 0;        /* overwritten: solve_production sets it anew */
  int bad = sys (x, w->F, w->J, ctx);
  if (stats)
    { stats->residual_evals++; stats->jacobian_evals++; }
  if (bad)
    return sys_failure (bad);
  if (!gp_all_finite (w->F, N))
    return GP_EFUNC;
  if (o->jacobian_factor != 0.0 && o->jacobian_factor != 1.0)
    for (size_t i = 0; i < w->nJ; i++)
      w->J[i] *= o->jacobian_factor;
  int info = w->band ? gp_band_factor (w->band, w->J) : gp_lu_factor (w->J, N, w->piv);
  if (stats)
    stats->factorizations++;
  if (info < 0)
    {
      int again = sys (x, w->F, w->J, ctx);
      if (again)
        return sys_failure (again);
      return gp_all_finite (w->J, w->nJ) ? GP_ESING : GP_EFUNC;
    }
  return info ? GP_ESING : GP_OK;
}

/* max_i |dx_i| / (1 + |x_i|); a NaN propagates */
static double
scaled_increment (const double *dx, const double *x, size_t N)
{
  double inc = 0.0;
  for (size_t i = 0; i < N; i++)
    {
      double v = fabs (dx[i]) / (1.0 + fabs (x[i]));
      if (!(v <= inc))
        inc = v;
    }
  return inc;
}

/* The stall test of both regimes, after floor_estimate (which leaves
   |J| m, row by row, in w->dx): an iteration whose increments stopped
   falling is accepted at the rounding floor only if
   - its increment lies below the floor estimate (the stall is rounding,
     not a slow or wrong iteration), and
   - its residual is at the rounding level of the residual itself:
       |F_i(x)| <= GP_NEWTON_RESID_C eps (|J| m)_i   for every row i,
     so that the iterate solves the step's equations as well as doubles
     can (a backward error of a few eps per row).  A floor estimate can be
     large for two reasons: an ill-conditioned but solvable system (the
     iterate is a solution; its forward error, the accepted increment, is
     counted in stats->max_floor_inc), or equations that cannot be solved
     in doubles at this step size (rows scaled by 2/h^2 at h = 1e-9: the
     iterates wander with residuals 1e8 times the rounding level).  The
     second is a failure.
   1 accept; 0 go on: not at the floor yet, or at it with a residual above
   rounding (r->stalled says so, for the message if the iteration fails:
   a slowly converging iteration, a Jacobian 3 times too large, still
   reaches the rounding level a few iterations later). */
static int
floor_verdict (gp_newton *w, gp_step_system *sys, void *ctx, const double *x,
               double inc, const gp_newton_opts *o, gp_stats *stats, gp_newton_report *r)
{
  size_t N = w->N;
  if (!(inc <= r->floor))
    return 0;
  if (o->floor_unchecked)
    {
      r->floor_inc = inc;
      return 1;
    }
  const double *scale = w->dx;
  double *F = w->F;
  int bad = sys (x, F, NULL, ctx);
  if (stats)
    stats->residual_evals++;
  if (bad)
    return 0;
  for (size_t i = 0; i < N; i++)
    if (!(fabs (F[i]) <= GP_NEWTON_RESID_C * DBL_EPSILON * scale[i]))
      {
        r->stalled = 1;
        r->resid_row = (int) i;
        r->resid_ratio = fabs (F[i]) / (DBL_EPSILON * scale[i]);
        return 0;
      }
  r->stalled = 0;
  r->floor_inc = inc;
  return 1;
}

static int
solve_verify (gp_newton *w, gp_step_system *sys, void *ctx, double *x,
              const gp_newton_opts *o, gp_stats *stats, gp_newton_report *r,
              double *contraction, int *floor_accept)
{
  size_t N = w->N;
  double prev = (double) INFINITY;
  for (int it = 1; it <= o->maxit; it++)
    {
      int rc = factor (w, sys, ctx, x, o, stats);
      if (rc != GP_OK)
        return rc;
      memcpy (w->dx, w->F, N * sizeof (double));
      lu_solve (w, w->dx);
      r->iters = it;
      if (stats)
        stats->newton_iters++;
      for (size_t i = 0; i < N; i++)
        x[i] -= w->dx[i];
      double inc = r->last = scaled_increment (w->dx, x, N);
      if (!isfinite (inc))
        return GP_ENEWTON;
      if (inc <= o->tol)
        {
          r->stalled = 0;
          r->ratio = inc / fmax (o->tol, r->floor);
          return GP_OK;
        }
      if (it > 1 && inc / prev > *contraction)
        *contraction = inc / prev;
      if (inc >= 0.5 * prev)
        {
          r->floor = floor_estimate (w, x, o, ctx);
          if (o->legacy && inc <= sqrt (o->tol)
              ? (r->floor_inc = inc, 1) : floor_verdict (w, sys, ctx, x, inc, o, stats, r))
            {
              *floor_accept = 1;   /* inc > tol here */
              r->ratio = inc / fmax (o->tol, r->floor);
              return GP_OK;
            }
        }
      prev = inc;
    }
  return GP_ENEWTON;
}

/* Whether the solve may start on the kept factorization (o->reuse_max > 1):
   one is kept, of this system and size, made for a step size within
   GP_NEWTON_REUSE_H_RATIO of this one's (the h-scaled blocks of the matrix
   change by that ratio, and so do the first rates on it) and for the same
   coefficients, and fewer than reuse_max solves have started on it. */
static int
reuse_admissible (gp_newton *w, gp_step_system *sys, const gp_newton_opts *o)
{
  gp_newton_kept *k = &w->next;
  if (k->wait > 0)
    {
      k->wait--;
      return 0;
    }
  return k->valid && k->sys == sys && k->uses < o->reuse_max
    && fabs (o->key_h - k->h) <= GP_NEWTON_REUSE_H_RATIO * fabs (k->h)
    && memcmp (o->key_c, &k->c, sizeof k->c) == 0;
}

static int
solve_production (gp_newton *w, gp_step_system *sys, void *ctx, double *x,
                  const gp_newton_opts *o, gp_stats *stats, gp_newton_report *r,
                  double *contraction, int *floor_accept)
{
  size_t N = w->N;
  double *x0 = w->x0, *F = w->F, *dx = w->F;   /* solved in place */
  /* the absolute part of the bound: the tolerance, or the rounding floor an
     earlier step measured when that is larger (the verification regime
     accepts there too; chasing rounding noise below it only costs
     iterations and refreshes) */
  const double hint = o->floor_hint < GP_NEWTON_HINT_MAX ? o->floor_hint : GP_NEWTON_HINT_MAX;
  const double kappa = GP_NEWTON_KAPPA, tol = fmax (o->tol, hint);
  int fresh = 1, k = 0;              /* iterations on the current matrix */
  /* stale: iterating on the kept factorization of an earlier solve; done:
     the iterations of a solve on it that was given up (counted in r->iters) */
  int stale = 0, done = 0;
  /* refreshed: the current matrix was formed at an iterate of this solve
     because the rate on the one before exceeded GP_NEWTON_THETA_REFRESH */
  int refreshed = 0;
  double rprev = (double) INFINITY;
  memcpy (x0, x, N * sizeof (double));
  const int reuse = o->reuse_max > 1;
  if (reuse && reuse_admissible (w, sys, o))
    {
      fresh = 0;
      stale = 1;
      w->J = w->mat[w->next.slot];
      w->piv = w->pv[w->next.slot];
      if (w->band)
        w->band = w->bands[w->next.slot];
      w->next.uses++;
      if (stats)
        stats->reused_solves++;
    }
  for (int it = 1; it <= o->maxit; it++)
    {
      int rc;
      if (fresh)
        {
          rc = factor (w, sys, ctx, x, o, stats);
          if (rc != GP_OK)
            return rc;
          fresh = 0;
          k = 0;
          if (reuse)
            {
              w->next.valid = 1;
              w->next.slot = w->J == w->mat[0] ? 0 : 1;
              w->next.sys = sys;
              w->next.h = o->key_h;
              w->next.c = *o->key_c;
              w->next.uses = 1;
            }
        }
      else
        {
          int bad = sys (x, F, NULL, ctx);
          if (stats)
            stats->residual_evals++;
          /* an iterate of the kept matrix where the residual cannot be
             evaluated (a recoverable callback failure, a non-finite value):
             the solve again from its predictor on a fresh matrix, whose
             iterates differ, as for a slow rate (a fatal failure ends it) */
          if (stale && k > 0 && (bad == GP_ERECOV || (!bad && !gp_all_finite (F, N))))
            goto redo;
          if (bad)
            return sys_failure (bad);
          if (!gp_all_finite (F, N))
            return GP_EFUNC;
        }
      lu_solve (w, F);     /* the increment, in place */
      r->iters = done + it;
      k++;
      if (stats)
        stats->newton_iters++;
      double rk = 0.0;
      for (size_t i = 0; i < N; i++)
        {
          double xi = x[i] - dx[i];
          double vr = fabs (dx[i]) / (kappa * fabs (xi - x0[i]) + tol * (1.0 + fabs (xi)));
          x[i] = xi;
          if (!(vr <= rk))      /* a NaN increment propagates */
            rk = vr;
        }
      /* the scaled increment, for the report and the floor, formed here
         only once it is needed (dx is still the last increment) */
#define LAST_INC() (r->last = scaled_increment (dx, x, N))
      double theta = k == 1 ? 0.0 : rk / rprev;
      if (stale && (!isfinite (rk) || theta > GP_NEWTON_THETA_REUSE))
        goto redo;            /* the kept matrix no longer contracts fast */
      if (!isfinite (rk))
        {
          LAST_INC ();
          return GP_ENEWTON;
        }
      if (it == o->maxit)
        LAST_INC ();          /* for the failure's message (dx is scratch below) */
      if (k == 1)
        {
          rprev = rk;         /* no rate yet: no acceptance on one iteration */
          continue;
        }
      if (theta > *contraction)
        *contraction = theta;
      if (theta >= 1.0 && !o->no_restart)
        {
          /* growing increments: the iteration is not contracting towards
             the root nearest its start and may end at any other root of
             the step equations (theory/library.md).  Full Newton from the
             start instead: the verification regime's iterates and root. */
          memcpy (x, x0, N * sizeof (double));
          int before = r->iters;
          rc = solve_verify (w, sys, ctx, x, o, stats, r, contraction, floor_accept);
          r->iters += before;
          return rc;          /* (factor dropped next: full Newton refactored its slot) */
        }
      /* the error estimate: the first contraction on a new matrix is that of
         a Newton step from the point where the matrix is exact, half the
         next one's (e1 = J^-1 F''(e0/2) e0, e2 = J^-1 F''(e0) e1), so the
         first rate counts twice (on a kept matrix, exact at no point of
         this solve, the rates are about equal, and twice is conservative) */
      double th = k == 2 ? 2.0 * theta : theta;
      if (th < 1.0)
        {
          double est = th / (1.0 - th) * rk;
          if (est <= 1.0)
            {
              r->ratio = est;     /* r->last is not needed on success */
              r->stalled = 0;
              if (tol > o->tol)
                {
                  /* accepted at the floor if the tolerance alone would not do */
                  double rt = 0.0;
                  for (size_t i = 0; i < N; i++)
                    {
                      double vr = fabs (dx[i]) / (kappa * fabs (x[i] - x0[i])
                                                  + o->tol * (1.0 + fabs (x[i])));
                      if (!(vr <= rt))
                        rt = vr;
                    }
                  *floor_accept = th / (1.0 - th) * rt > 1.0;
                }
              if (*floor_accept)
                r->floor_inc = LAST_INC ();
              if (stale)
                w->next.backoff = 0;
              return GP_OK;
            }
        }
      if (stale)
        {
          if (k >= GP_NEWTON_REUSE_MAXIT)
            goto redo;        /* not converged on the kept matrix in time */
          rprev = rk;
          continue;           /* theta <= THETA_REUSE < 1/4: no stall, no refresh */
        }
      /* a stall: the rate of 1/2 or more, or a rate above the refresh
         threshold again on a matrix formed at this solve's own iterate, from
         which an iteration is a Newton step that contracts fast unless the
         increments are rounding noise (without this, noise rates of about
         1/4 refreshed the matrix at every other iteration until newton_maxit:
         Andrews at h = 3.9e-7 with the Jacobian reuse) */
      if (theta >= 0.5 || (refreshed && theta > GP_NEWTON_THETA_REFRESH))
        {
          double inc = LAST_INC ();
          r->floor = floor_estimate (w, x, o, ctx);
          if (floor_verdict (w, sys, ctx, x, inc, o, stats, r))
            {
              *floor_accept = 1;
              r->ratio = inc / r->floor;
              return GP_OK;
            }
        }
      if (theta > GP_NEWTON_THETA_REFRESH)
        fresh = refreshed = 1;
      rprev = rk;
      continue;
    redo:
      /* given up on the kept matrix: the solve again from its start on a
         fresh matrix, so that it is the solve a fresh matrix makes */
      done += it;
      it = 0;
      memcpy (x, x0, N * sizeof (double));
      stale = 0;
      fresh = 1;
      refreshed = 0;
      rprev = (double) INFINITY;
      if (stats)
        stats->reuse_redos++;
      {
        gp_newton_kept *kp = &w->next;
        kp->backoff = kp->backoff ? 2 * kp->backoff : 1;
        if (kp->backoff > GP_NEWTON_REUSE_BACKOFF_MAX)
          kp->backoff = GP_NEWTON_REUSE_BACKOFF_MAX;
        kp->wait = kp->backoff;
      }
    }
#undef LAST_INC
  return GP_ENEWTON;
}

int
gp_linear_solve (gp_newton *w, gp_step_system *sys, void *ctx, double *x, double tol,
                 int refine, gp_stats *stats)
{
  size_t N = w->N;
  gp_newton_report r = { 0, (double) INFINITY, 0.0, 0.0, 0.0, 0, -1, 0.0 };
  /* what factor and floor_estimate read of the options (the matrix as the
     system gives it, no magnitudes): built once, not at every solve (rk4
     makes four of these per step) */
  static const gp_newton_opts o = { 0.0, 1, NULL, 0.0, 0, GP_NEWTON_VERIFY, 0.0, 0, 0, 1, 0.0,
                                    NULL };
  int floor_accept = 0;
  memset (x, 0, N * sizeof (double));
  int rc = factor (w, sys, ctx, x, &o, stats);
  if (rc == GP_OK)
    {
      for (size_t i = 0; i < N; i++)
        x[i] = -w->F[i];
      lu_solve (w, x);
      r.iters = 1;
      r.ratio = 0.0;
      if (stats)
        stats->newton_iters++;
      if (!gp_all_finite (x, N))
        rc = GP_EFUNC;
    }
  /* refinement: Newton on the linear system with its one factorization,
     until the scaled correction is at most tol or stalls at the rounding
     floor (as gp_newton_solve's verification regime accepts it) */
  double prev = (double) INFINITY;
  for (int k = 0; rc == GP_OK && refine && k < 4; k++)
    {
      int bad = sys (x, w->F, NULL, ctx);
      if (bad || !gp_all_finite (w->F, N))
        {
          rc = bad ? sys_failure (bad) : GP_EFUNC;
          break;
        }
      if (stats)
        stats->residual_evals++;
      lu_solve (w, w->F);
      for (size_t i = 0; i < N; i++)
        x[i] -= w->F[i];
      r.iters++;
      if (stats)
        stats->newton_iters++;
      double inc = r.last = scaled_increment (w->F, x, N);
      if (!isfinite (inc))
        rc = GP_ENEWTON;
      else if (inc <= tol)
        {
          r.ratio = inc / tol;
          break;
        }
      else if (inc >= 0.5 * prev || k == 3)
        {
          r.floor = floor_estimate (w, x, &o, ctx);
          floor_accept = 1;
          r.floor_inc = inc;
          r.ratio = inc / fmax (tol, r.floor);
          break;
        }
      prev = inc;
    }
  totals.newton_iters += r.iters;
  count_solve (&totals, rc, 0.0, &r, floor_accept);
  if (stats)
    count_solve (stats, rc, 0.0, &r, floor_accept);
  return rc;
}

int
gp_newton_solve (gp_newton *w, gp_step_system *sys, void *ctx, double *x,
                 const gp_newton_opts *o, gp_stats *stats, gp_newton_report *r)
{
  double contraction = 0.0;
  int floor_accept = 0;
  r->iters = 0;
  r->last = (double) INFINITY;
  r->floor = 0.0;
  r->ratio = (double) INFINITY;
  r->stalled = 0;             /* floor_inc, resid_row, resid_ratio: set with it */
  int rc = o->mode == GP_NEWTON_PRODUCTION
    ? solve_production (w, sys, ctx, x, o, stats, r, &contraction, &floor_accept)
    : solve_verify (w, sys, ctx, x, o, stats, r, &contraction, &floor_accept);
  totals.newton_iters += r->iters;
  count_solve (&totals, rc, contraction, r, floor_accept);
  if (stats)
    count_solve (stats, rc, contraction, r, floor_accept);
  return rc;
}
