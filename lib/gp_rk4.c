/* gp_rk4.c -- method rk4: the classical fourth-order Runge-Kutta method with
   fixed steps on the state-space form y' = z, z' = a(t, y, z), where a (with
   lambda, psi) solves the acceleration-level system at each evaluation
   (gp_accel.c; Newton warm-started from the previous solution).  Holonomic
   constraints are then enforced at the acceleration level only, so g and
   g_t + g_y z drift by O(h^4) per unit time: a reference and comparison
   method (seeds 002, 004), not a constraint-preserving one.  x->a is the true
   acceleration a(t), with lambda(t), psi(t), at the step's end. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "gp_impl.h"

static int
check (const gp_options *o, char *why, size_t len)
{
  (void) o; (void) why; (void) len;
  return GP_OK;
}

static int
supports (const gp_problem *P, char *why, size_t len)
{
  if ((P->m_g && (!P->g || !P->g_jac || !P->g_acc)) || (P->m_k && (!P->k || !P->k_jac)))
    {
      snprintf (why, len, "problem %s lacks constraint callbacks", P->name);
      return GP_EUNSUP;
    }
  return GP_OK;
}

static double
a_shift (const gp_options *o)
{
  (void) o;
  return 0.0;
}

/* k-vectors (4 of 2n), a trial point (2n), the warm start u (N) */
static size_t
work_size (const gp_problem *P)
{
  return 10 * P->n + P->n + P->m_g + P->m_k;
}

static int
start (gp_stepper *s, double h, gp_state *x)
{
  (void) s; (void) h; (void) x;
  return GP_OK;
}

static int
step (gp_stepper *s, double h, gp_state *x)
{
  const gp_problem *P = s->P;
  size_t n = P->n, N = n + P->m_g + P->m_k;
  double *k[4], *xt = s->work + 8 * n, *u = s->work + 10 * n;
  for (int i = 0; i < 4; i++)
    k[i] = s->work + 2 * n * i;
  static const double c[4] = { 0.0, 0.5, 0.5, 1.0 };
  memcpy (u, x->a, N * sizeof (double));    /* (a, lambda, psi) are contiguous */
  int rc = GP_OK;
  for (int i = 0; i < 4 && rc == GP_OK; i++)
    {
      for (size_t j = 0; j < n; j++)
        {
          xt[j] = x->y[j] + (i ? c[i] * h * k[i - 1][j] : 0.0);
          xt[n + j] = x->z[j] + (i ? c[i] * h * k[i - 1][n + j] : 0.0);
        }
      rc = gp_accel_ode (s->accel, x->t + c[i] * h, xt, u, s->o.newton_tol, &s->stats, k[i]);
    }
  if (rc == GP_OK)
    {
      for (size_t j = 0; j < 2 * n; j++)
        xt[j] = x->y[j] + h / 6 * (k[0][j] + 2 * k[1][j] + 2 * k[2][j] + k[3][j]);
      rc = gp_accel_solve (s->accel, x->t + h, xt, xt + n, u, s->o.newton_tol, &s->stats);
    }
  if (rc != GP_OK || !gp_all_finite (xt, 2 * n))
    {
      snprintf (s->msg, sizeof s->msg, "acceleration-level solve: %s",
                gp_strerror (rc == GP_OK ? GP_EFUNC : rc));
      return rc == GP_OK ? GP_EFUNC : rc;
    }
  x->t += h;
  memcpy (x->y, xt, 2 * n * sizeof (double));   /* y and z are contiguous */
  memcpy (x->a, u, N * sizeof (double));
  return GP_OK;
}

static int
iteration_matrix (gp_stepper *s, double h, const gp_state *x, double *J)
{
  (void) h;
  return gp_accel_matrix (s->accel, x->t, x->y, x->z, x->a, J);
}

const gp_method gp_method_rk4 = {
  "rk4",
  "classical Runge-Kutta, fixed steps, on the state-space form (references and comparisons)",
  GP_OPT_NEWTON_TOL,
  check, supports, a_shift, work_size, start, step, iteration_matrix
};
