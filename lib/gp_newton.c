/* gp_newton.c -- the dense Newton iteration shared by every implicit method
   and by the consistent-initialisation solver. */
#include <math.h>
#include <stdlib.h>
#include <gsl/gsl_blas.h>
#include "gp_impl.h"

gp_newton *
gp_newton_alloc (size_t N)
{
  gp_newton *w = calloc (1, sizeof *w);
  if (!w)
    return NULL;
  w->N = N;
  w->J = gsl_matrix_alloc (N, N);
  w->perm = gsl_permutation_alloc (N);
  w->F = gsl_vector_alloc (N);
  w->dx = gsl_vector_alloc (N);
  if (!w->J || !w->perm || !w->F || !w->dx)
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

int
gp_newton_solve (gp_newton *w, gp_newton_sys *sys, void *ctx, double *x,
                 double tol, int maxit, gp_stats *stats, int *iters,
                 double *last)
{
  size_t N = w->N;
  double *F = w->F->data, *J = w->J->data;   /* tightly packed: tda == N */
  *iters = 0;
  *last = INFINITY;
  double prev = INFINITY;
  for (int it = 1; it <= maxit; it++)
    {
      int rc = sys (x, F, J, ctx);
      if (stats)
        { stats->residual_evals++; stats->jacobian_evals++; }
      if (rc != 0 || !gp_all_finite (F, N) || !gp_all_finite (J, N * N))
        return GP_EFUNC;
      int sgn;
      gsl_linalg_LU_decomp (w->J, w->perm, &sgn);
      if (stats)
        stats->factorizations++;
      for (size_t i = 0; i < N; i++)
        if (gsl_matrix_get (w->J, i, i) == 0.0)
          return GP_ESING;
      gsl_linalg_LU_solve (w->J, w->perm, w->F, w->dx);
      *iters = it;
      if (stats)
        stats->newton_iters++;
      double inc = 0.0;
      for (size_t i = 0; i < N; i++)
        {
          x[i] -= gsl_vector_get (w->dx, i);
          inc = fmax (inc, fabs (gsl_vector_get (w->dx, i)) / (1.0 + fabs (x[i])));
        }
      *last = inc;
      if (!isfinite (inc))
        return GP_ENEWTON;
      if (inc <= tol)
        return GP_OK;
      /* Stagnation at the round-off floor: in the quadratic regime an
         increment below sqrt(tol) is followed by one near tol; when instead it
         no longer halves, the increments are residual round-off (eps/h for the
         1/h-scaled constraint rows) and the iterate is as good as it gets. */
      if (inc <= sqrt (tol) && inc >= 0.5 * prev)
        return GP_OK;
      prev = inc;
    }
  return GP_ENEWTON;
}
