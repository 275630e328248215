/* gp_newton.c -- the dense Newton iteration shared by every implicit method
   and by the acceleration-level solver.

   Stopping rule.  Converged when the scaled increment
     inc = max_i |dx_i| / (1 + |x_i|)
   is at most tol.  When the increments stop decreasing (inc >= prev / 2)
   before that, the iterate is accepted only if inc lies below the rounding
   floor of the system (floor_estimate: Skeel's componentwise bound, in the
   increment's measure).  Such an acceptance is counted
   (stats->floor_accepts).  Otherwise the iteration goes on and fails after
   maxit: a wrong Jacobian, which converges linearly, is never accepted
   half-converged. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
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
  w->J = gsl_matrix_alloc (N, N);
  w->Jinv = gsl_matrix_alloc (N, N);
  w->perm = gsl_permutation_alloc (N);
  w->F = gsl_vector_alloc (N);
  w->dx = gsl_vector_alloc (N);
  if (!w->J || !w->Jinv || !w->perm || !w->F || !w->dx)
    {
      gp_newton_free (w);
      return NULL;
    }
  return w;
}

void
gp_newton_free (gp_newton *w)
{
  if (!w)
    return;
  if (w->J) gsl_matrix_free (w->J);
  if (w->Jinv) gsl_matrix_free (w->Jinv);
  if (w->perm) gsl_permutation_free (w->perm);
  if (w->F) gsl_vector_free (w->F);
  if (w->dx) gsl_vector_free (w->dx);
  free (w);
}

void
gp_matvec (const double *A, const double *x, double *y, size_t r, size_t c)
{
  gsl_matrix_const_view Av = gsl_matrix_const_view_array (A, r, c);
  gsl_vector_const_view xv = gsl_vector_const_view_array (x, c);
  gsl_vector_view yv = gsl_vector_view_array (y, r);
  gsl_blas_dgemv (CblasNoTrans, 1.0, &Av.matrix, &xv.vector, 0.0, &yv.vector);
}

double
gp_norm2 (const double *v, size_t n)
{
  gsl_vector_const_view vv = gsl_vector_const_view_array (v, n);
  return n ? gsl_blas_dnrm2 (&vv.vector) : 0.0;
}

int
gp_all_finite (const double *v, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (!isfinite (v[i]))
      return 0;
  return 1;
}

/* Componentwise rounding floor of the solution, in the increment's measure:
     floor = FLOOR_C * max_i 2 eps (|J^-1| |J| |x|)_i / (1 + |x_i|),
   Skeel's bound for residual rows evaluated to relative eps.  It is
   invariant under row and column scaling, so rows and unknowns of mixed
   units (multipliers of 1e3 beside positions of 1, rows scaled by 2/h^2)
   do not inflate it as the normwise kappa(J) eps does.  |J| is rebuilt
   from the packed LU factors (P J = L U, unit lower L; row i of L U is row
   perm[i] of J) and J^-1 from them, only when the iteration stalls, so the
   iterations themselves pay nothing for it. */
static double
floor_estimate (gp_newton *w, const double *x, const gp_newton_opts *o,
                void *ctx)
{
  size_t N = w->N;
  const gsl_matrix *LU = w->J;
  double *Jx = w->dx->data;   /* the increment is no longer needed */
  double *mag = w->F->data;   /* nor the residual */
  if (o->mag)
    o->mag (x, mag, ctx);
  else
    for (size_t j = 0; j < N; j++)
      mag[j] = fabs (x[j]);
  for (size_t i = 0; i < N; i++)
    {
      double acc = 0.0;
      for (size_t j = 0; j < N; j++)
        {
          /* (L U)_ij = sum_{k <= min(i, j)} L_ik U_kj, L_ii = 1 */
          double v = i <= j ? gsl_matrix_get (LU, i, j) : 0.0;
          size_t kmax = i < j ? i : j;
          for (size_t k = 0; k < kmax + (i > j); k++)
            v += gsl_matrix_get (LU, i, k) * gsl_matrix_get (LU, k, j);
          acc += fabs (v) * mag[j];
        }
      Jx[gsl_permutation_get (w->perm, i)] = acc;
    }
  gsl_linalg_LU_invert (LU, w->perm, w->Jinv);
  double fl = 0.0;
  for (size_t i = 0; i < N; i++)
    {
      double acc = 0.0;
      for (size_t k = 0; k < N; k++)
        acc += fabs (gsl_matrix_get (w->Jinv, i, k)) * Jx[k];
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

static void
count_solve (gp_stats *st, int rc, double contraction, const gp_newton_report *r,
             double tol)
{
  st->newton_solves++;
  st->max_contraction = fmax (st->max_contraction, contraction);
  if (rc == GP_OK)
    {
      double bound = fmax (tol, r->floor);
      if (r->last > tol)
        st->floor_accepts++;
      if (r->last > bound)
        st->unconverged++;
      st->max_final_ratio = fmax (st->max_final_ratio, r->last / bound);
    }
}

int
gp_newton_solve (gp_newton *w, gp_step_system *sys, void *ctx, double *x,
                 const gp_newton_opts *o, gp_stats *stats, gp_newton_report *r)
{
  size_t N = w->N;
  double *F = w->F->data, *J = w->J->data;   /* tightly packed: tda == N */
  double prev = (double) INFINITY, contraction = 0.0;
  r->iters = 0;
  r->last = (double) INFINITY;
  r->floor = 0.0;
  int rc = GP_ENEWTON;
  for (int it = 1; it <= o->maxit; it++)
    {
      int bad = sys (x, F, J, ctx);
      if (stats)
        { stats->residual_evals++; stats->jacobian_evals++; }
      if (bad || !gp_all_finite (F, N) || !gp_all_finite (J, N * N))
        { rc = GP_EFUNC; goto out; }
      if (o->jacobian_factor != 0.0 && o->jacobian_factor != 1.0)
        for (size_t i = 0; i < N * N; i++)
          J[i] *= o->jacobian_factor;
      int sgn;
      gsl_linalg_LU_decomp (w->J, w->perm, &sgn);
      if (stats)
        stats->factorizations++;
      for (size_t i = 0; i < N; i++)
        if (gsl_matrix_get (w->J, i, i) == 0.0)
          { rc = GP_ESING; goto out; }
      gsl_linalg_LU_solve (w->J, w->perm, w->F, w->dx);
      r->iters = it;
      if (stats)
        stats->newton_iters++;
      double inc = 0.0;
      for (size_t i = 0; i < N; i++)
        {
          x[i] -= gsl_vector_get (w->dx, i);
          inc = fmax (inc, fabs (gsl_vector_get (w->dx, i)) / (1.0 + fabs (x[i])));
        }
      r->last = inc;
      if (!isfinite (inc))
        goto out;
      if (inc <= o->tol)
        { rc = GP_OK; goto out; }
      if (it > 1)
        contraction = fmax (contraction, inc / prev);
      if (inc >= 0.5 * prev)
        {
          r->floor = floor_estimate (w, x, o, ctx);
          if (inc <= r->floor || (o->legacy && inc <= sqrt (o->tol)))
            {
              rc = GP_OK;
              goto out;
            }
        }
      prev = inc;
    }
out:
  totals.newton_iters += r->iters;
  count_solve (&totals, rc, contraction, r, o->tol);
  if (stats)
    count_solve (stats, rc, contraction, r, o->tol);
  return rc;
}
