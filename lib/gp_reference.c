/* gp_reference.c -- reference solutions for problems without an exact one:
   GSL's rk8pd (Prince-Dormand 8(9), gsl_odeiv2_driver with standard
   y_new error control) on the state-space ODE y' = z, z' = a(t, y, z), where
   a, lambda, psi solve the acceleration-level system at each evaluation
   (Newton to 1e-15, warm-started).  Constraints hold at the acceleration
   level only; at tolerance 1e-13 their drift stays at the same size. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include "gp_impl.h"

typedef struct
{
  gp_accel *A;
  double *u;
  int failed;
} ref_ctx;

static int
ode (double t, const double x[], double dx[], void *vctx)
{
  ref_ctx *c = vctx;
  if (gp_accel_ode (c->A, t, x, c->u, 1e-15, NULL, dx) != GP_OK)
    {
      c->failed = 1;
      return GSL_EBADFUNC;
    }
  return GSL_SUCCESS;
}

/* rk8pd through the increasing times T[0..nt-1] in one integration, in
   x[nt-1] (consistent start); x[i] (all of one layout) gets the state at
   T[i].  With nt = 1 this is gp_reference_solve, operation for operation. */
static int
solve_times (const gp_problem *P, const double *T, size_t nt, double tol, gp_state *const *xs,
             long *nsteps)
{
  size_t n = P->n, nu = P->n + P->m_g + P->m_k;
  gp_state *x = xs[nt - 1];
  if (!(tol >= GP_REFERENCE_TOL_MIN && tol < GP_REFERENCE_TOL_MAX))
    return GP_EINVAL;
  int rc = gp_state_consistent (P, x, 1e-15);
  if (rc != GP_OK)
    return rc;
  ref_ctx c = { gp_accel_alloc (P), x->a, 0 };
  if (!c.A)
    return GP_ENOMEM;
  /* GSL's errors are the return codes below, never an abort */
  gsl_error_handler_t *old = gp_gsl_off ();
  gsl_odeiv2_system sys = { ode, NULL, 2 * n, &c };
  gsl_odeiv2_driver *d = gsl_odeiv2_driver_alloc_y_new (&sys, gsl_odeiv2_step_rk8pd,
                                                        1e-3 * (T[nt - 1] - x->t), tol, tol);
  if (!d)   /* GSL refuses a zero first step (T = t0), or its allocation failed */
    {
      gp_gsl_restore (old);
      gp_accel_free (c.A);
      return T[nt - 1] == x->t ? GP_EINVAL : GP_ENOMEM;
    }
  gsl_odeiv2_driver_set_nmax (d, 100000000);
  double t = x->t;
  int s = GSL_SUCCESS;
  for (size_t i = 0; i < nt && rc == GP_OK; i++)
    {
      s = gsl_odeiv2_driver_apply (d, &t, T[i], x->y);    /* y, z contiguous */
      if (nsteps)
        *nsteps = (long) d->e->count;
      if (s == GSL_SUCCESS && !c.failed)
        {
          gp_state *xi = xs[i];
          if (xi != x)
            {
              /* y, z and a, lambda, psi are contiguous; a warm start from x */
              memcpy (xi->y, x->y, 2 * n * sizeof (double));
              memcpy (xi->a, x->a, nu * sizeof (double));
            }
          xi->t = T[i];
          rc = gp_accel_solve (c.A, T[i], xi->y, xi->z, xi->a, 1e-15, NULL);
        }
      else
        rc = c.failed ? GP_ENEWTON : GP_EFUNC;
    }
  gsl_odeiv2_driver_free (d);
  gp_gsl_restore (old);
  gp_accel_free (c.A);
  return rc;
}

int
gp_reference_solve (const gp_problem *P, double T, double tol, gp_state *x,
                    long *nsteps)
{
  return solve_times (P, &T, 1, tol, &x, nsteps);
}

int
gp_reference_solve_times (const gp_problem *P, const double *T, size_t nt, double tol,
                          gp_state *const *x, long *nsteps)
{
  if (nt == 0)
    return GP_EINVAL;
  for (size_t i = 0; i < nt; i++)
    if (!(T[i] > (i ? T[i - 1] : P->t0)) || x[i]->L.size != x[nt - 1]->L.size)
      return GP_EINVAL;
  return solve_times (P, T, nt, tol, x, nsteps);
}
