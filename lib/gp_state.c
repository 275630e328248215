/* gp_state.c -- states of an integration and consistent initial values. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"

gp_state *
gp_state_alloc (const gp_problem *P)
{
  gp_state *x = calloc (1, sizeof *x);
  /* one block: y, z, a (n each), lambda (m_g), psi (m_k); +1 avoids malloc(0) */
  double *b = calloc (3 * P->n + P->m_g + P->m_k + 1, sizeof *b);
  if (!x || !b)
    {
      free (x);
      free (b);
      return NULL;
    }
  x->y = b;
  x->z = b + P->n;
  x->a = b + 2 * P->n;
  x->lam = b + 3 * P->n;
  x->psi = x->lam + P->m_g;
  return x;
}

void
gp_state_free (gp_state *x)
{
  if (!x)
    return;
  free (x->y);
  free (x);
}

void
gp_state_copy (const gp_problem *P, gp_state *dst, const gp_state *src)
{
  dst->t = src->t;
  memcpy (dst->y, src->y, (3 * P->n + P->m_g + P->m_k) * sizeof (double));
}

int
gp_state_consistent (const gp_problem *P, gp_state *x, double tol)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  x->t = P->t0;
  memcpy (x->y, P->y0, n * sizeof (double));
  memcpy (x->z, P->z0, n * sizeof (double));
  /* u = (a, lambda, psi) is contiguous in the state */
  memcpy (x->a, P->a_start, n * sizeof (double));
  if (mg)
    memcpy (x->lam, P->lam_start, mg * sizeof (double));
  if (mk)
    memcpy (x->psi, P->psi_start, mk * sizeof (double));
  gp_accel *A = gp_accel_alloc (P);
  if (!A)
    return GP_ENOMEM;
  int rc = gp_accel_solve (A, x->t, x->y, x->z, x->a, tol, NULL);
  gp_accel_free (A);
  return rc;
}

int
gp_state_residuals (const gp_problem *P, const gp_state *x, double *res_pos,
                    double *res_vel, double *res_acc)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k, N = n + mg + mk;
  gp_accel *A = gp_accel_alloc (P);
  double *w = malloc ((N + 2 * mg + mg * n + mk + 1) * sizeof (double));
  int rc = GP_ENOMEM;
  if (!A || !w)
    goto out;
  double *F = w, *g = w + N, *gt = g + mg, *gy = gt + mg, *k = gy + mg * n;
  rc = GP_EFUNC;
  *res_pos = 0.0;
  *res_vel = 0.0;
  if (mg)
    {
      if (P->g (x->t, x->y, g, P->params) || P->g_jac (x->t, x->y, gy, gt, P->params))
        goto out;
      *res_pos = gp_norm2 (g, mg);
      gp_matvec (gy, x->z, g, mg, n);        /* velocity level g_t + g_y z */
      for (size_t i = 0; i < mg; i++)
        g[i] += gt[i];
      *res_vel = gp_norm2 (g, mg);
    }
  if (mk)
    {
      if (P->k (x->t, x->y, x->z, k, P->params))
        goto out;
      *res_vel = hypot (*res_vel, gp_norm2 (k, mk));
    }
  if (gp_accel_residual (A, x->t, x->y, x->z, x->a, F) != GP_OK)
    goto out;
  *res_acc = gp_norm2 (F, N);
  rc = GP_OK;
out:
  gp_accel_free (A);
  free (w);
  return rc;
}

static double
dist2 (const double *a, const double *b, size_t n)
{
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += (a[i] - b[i]) * (a[i] - b[i]);
  return sqrt (s);
}

int
gp_state_errors (const gp_problem *P, const gp_state *x, double a_shift,
                 gp_state *r, double err[5])
{
  if (!P->exact)
    return GP_EINVAL;
  if (P->exact (x->t, r->y, r->z, NULL, r->lam, r->psi, P->params)
      || P->exact (x->t + a_shift, NULL, NULL, r->a, NULL, NULL, P->params))
    return GP_EFUNC;
  gp_state_distances (P, x, r, err);
  return GP_OK;
}

void
gp_state_distances (const gp_problem *P, const gp_state *x, const gp_state *r,
                    double err[5])
{
  err[0] = dist2 (x->y, r->y, P->n);
  err[1] = dist2 (x->z, r->z, P->n);
  err[2] = dist2 (x->a, r->a, P->n);
  err[3] = dist2 (x->lam, r->lam, P->m_g);
  err[4] = dist2 (x->psi, r->psi, P->m_k);
}
