/* gp_rk4.c -- method rk4: the classical fourth-order Runge-Kutta method with
   fixed steps on the state-space form y' = z, z' = a(t, y, z), where a (with
   lambda, psi) solves the acceleration-level system at each evaluation
   (gp_accel.c: one factorization and one solve, unrefined, when the
   problem's system is linear in (a, lambda, psi), else Newton warm-started
   from the previous solution); the first stage reuses the previous step's
   end-point solve.
   Holonomic constraints are then enforced at the acceleration level only, so g and
   g_t + g_y z drift by O(h^4) per unit time: a reference and comparison
   method (seeds 002, 004), not a constraint-preserving one.  x->a is the true
   acceleration a(t), with lambda(t), psi(t), at the step's end. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_method.h"
#include "gp_testing.h"

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
static gp_shape
shape (const gp_problem *P, const gp_options *o)
{
  (void) o;
  gp_shape sh = { 0, 10 * P->n + P->n + P->m_g + P->m_k, 0, 0 };
  return sh;
}

/* The method's own data: the acceleration-level solver, and the last
   solve of an accepted step (at its end point), which is the first stage
   of the next step when the state is still that end point: the stage then
   reuses it instead of solving the same system again (4 solves per step,
   not 5).  The reuse is exact: it is taken only when t, y, z and the state's
   (a, lambda, psi) are bitwise those of that solve. */
typedef struct
{
  gp_accel *A;
  int have_last;
  double t_last;
  double *yz_last, *u_last;     /* 2n, N */
} rk4_data;

static int
alloc (gp_stepper *s)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, N = n + P->m_g + P->m_k;
  rk4_data *d = calloc (1, sizeof *d);
  if (!d)
    return GP_ENOMEM;
  d->A = gp_accel_alloc (gp_stepper_problem (s));
  d->yz_last = malloc ((2 * n + N) * sizeof (double));
  gp_stepper_set_data (s, d);
  if (!d->A || !d->yz_last)
    return GP_ENOMEM;
  gp_accel_set_direct (d->A, 1);   /* a linear system: one solve per stage */
  d->u_last = d->yz_last + 2 * n;
  return GP_OK;
}

static void
free_data (gp_stepper *s)
{
  rk4_data *d = gp_stepper_data (s);
  if (!d)
    return;
  gp_accel_free (d->A);
  free (d->yz_last);
  free (d);
}

static void
reset (gp_stepper *s)
{
  rk4_data *d = gp_stepper_data (s);
  d->have_last = 0;
}

static int
start (gp_stepper *s, double h, gp_state *x)
{
  (void) s; (void) h; (void) x;
  return GP_OK;
}

static int
step (gp_stepper *s, const gp_coeffs *coeffs, double h, gp_state *x)
{
  (void) coeffs;
  rk4_data *d = gp_stepper_data (s);
  gp_accel *A = d->A;
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, N = n + P->m_g + P->m_k;
  double tol = gp_stepper_options (s)->newton_tol, *work = gp_stepper_work (s);
  gp_stats *stats = gp_stepper_stats_rw (s);
  double *k[4], *xt = work + 8 * n, *u = work + 10 * n;
  for (int i = 0; i < 4; i++)
    k[i] = work + 2 * n * i;
  static const double c[4] = { 0.0, 0.5, 0.5, 1.0 };
  memcpy (u, x->a, N * sizeof (double));    /* (a, lambda, psi) are contiguous */
  int rc = GP_OK, i0 = 0;
  if (d->have_last && x->t == d->t_last
      && memcmp (x->y, d->yz_last, 2 * n * sizeof (double)) == 0    /* y, z contiguous */
      && memcmp (x->a, d->u_last, N * sizeof (double)) == 0)
    {
      memcpy (k[0], x->z, n * sizeof (double));
      memcpy (k[0] + n, x->a, n * sizeof (double));
      i0 = 1;
    }
  for (int i = i0; i < 4 && rc == GP_OK; i++)
    {
      for (size_t j = 0; j < n; j++)
        {
          xt[j] = x->y[j] + (i ? c[i] * h * k[i - 1][j] : 0.0);
          xt[n + j] = x->z[j] + (i ? c[i] * h * k[i - 1][n + j] : 0.0);
        }
      rc = gp_accel_ode (A, x->t + c[i] * h, xt, u, tol, stats, k[i]);
    }
  if (rc == GP_OK)
    {
      for (size_t j = 0; j < 2 * n; j++)
        xt[j] = x->y[j] + h / 6 * (k[0][j] + 2 * k[1][j] + 2 * k[2][j] + k[3][j]);
      rc = gp_accel_solve (A, x->t + h, xt, xt + n, u, tol, stats);
    }
  if (rc != GP_OK || !gp_all_finite (xt, 2 * n))
    {
      gp_stepper_set_message (s, "acceleration-level solve: %s",
                              gp_strerror (rc == GP_OK ? GP_EFUNC : rc));
      return rc == GP_OK ? GP_EFUNC : rc;
    }
  x->t += h;
  memcpy (x->y, xt, 2 * n * sizeof (double));   /* y and z are contiguous */
  memcpy (x->a, u, N * sizeof (double));
  d->have_last = 1;
  d->t_last = x->t;
  memcpy (d->yz_last, xt, 2 * n * sizeof (double));
  memcpy (d->u_last, u, N * sizeof (double));
  return GP_OK;
}

static int
iteration_matrix (gp_stepper *s, const gp_coeffs *c, double h, const gp_state *x,
                  double *J)
{
  (void) h; (void) c;
  rk4_data *d = gp_stepper_data (s);
  return gp_accel_matrix (d->A, x->t, x->y, x->z, x->a, J);
}

static const gp_hypothesis hypotheses[] = { { GP_HYP_REFUSE, NULL, NULL, NULL } };

const gp_method gp_method_rk4 = {
  .name = "rk4",
  .description = "classical Runge-Kutta, fixed steps, on the state-space form (references and comparisons)",
  .options = GP_OPT_NEWTON_TOL,
  .hypotheses = hypotheses,
  .supports = supports,
  .a_shift = a_shift,
  .shape = shape,
  .alloc = alloc,
  .reset = reset,
  .free = free_data,
  .start = start,
  .step = step,
  .iteration_matrix = iteration_matrix,
};
