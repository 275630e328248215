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

/* The acceleration-level system for a nonholonomic problem:
     M a - f(t,y,z,-,psi) = 0,   k_t + k_y z + k_z a = 0,   unknowns (a, psi). */
typedef struct
{
  const gp_problem *P;
  const gp_state *x;
  double *M, *ky, *kz, *kt, *fpsi, *f;
} acc_ctx;

static int
acc_sys (const double *u, double *F, double *J, void *vctx)
{
  acc_ctx *c = vctx;
  const gp_problem *P = c->P;
  size_t n = P->n, m = P->m_k, N = n + m;
  const double *a = u, *psi = u + n;
  double t = c->x->t;
  const double *y = c->x->y, *z = c->x->z;
  if (P->mass (t, y, c->M, P->params) || P->force (t, y, z, NULL, psi, c->f, P->params)
      || (m && P->k_jac (t, y, z, c->ky, c->kz, c->kt, P->params)))
    return 1;
  gp_matvec (c->M, a, F, n, n);
  for (size_t i = 0; i < n; i++)
    F[i] -= c->f[i];
  for (size_t i = 0; i < m; i++)
    {
      double s = c->kt[i];
      for (size_t j = 0; j < n; j++)
        s += c->ky[i * n + j] * z[j] + c->kz[i * n + j] * a[j];
      F[n + i] = s;
    }
  if (!J)
    return 0;
  if (m && P->force_jac (t, y, z, NULL, psi, NULL, NULL, NULL, c->fpsi, P->params))
    return 1;
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        J[i * N + j] = c->M[i * n + j];
      for (size_t j = 0; j < m; j++)
        J[i * N + n + j] = -c->fpsi[i * m + j];
    }
  for (size_t i = 0; i < m; i++)
    {
      for (size_t j = 0; j < n; j++)
        J[(n + i) * N + j] = c->kz[i * n + j];
      for (size_t j = 0; j < m; j++)
        J[(n + i) * N + n + j] = 0.0;
    }
  return 0;
}

static int
acc_alloc (const gp_problem *P, const gp_state *x, acc_ctx *c)
{
  size_t n = P->n, m = P->m_k;
  c->P = P;
  c->x = x;
  c->M = calloc (n * n + 2 * m * n + m + n * m + n + 1, sizeof (double));
  if (!c->M)
    return GP_ENOMEM;
  c->ky = c->M + n * n;
  c->kz = c->ky + m * n;
  c->kt = c->kz + m * n;
  c->fpsi = c->kt + m;
  c->f = c->fpsi + n * m;
  return GP_OK;
}

int
gp_state_consistent (const gp_problem *P, gp_state *x, double tol)
{
  if (P->m_g > 0)
    return GP_EUNSUP;   /* holonomic acceleration-level terms: not in this class yet */
  size_t n = P->n, m = P->m_k, N = n + m;
  x->t = P->t0;
  memcpy (x->y, P->y0, n * sizeof (double));
  memcpy (x->z, P->z0, n * sizeof (double));
  acc_ctx c;
  if (acc_alloc (P, x, &c))
    return GP_ENOMEM;
  gp_newton *w = gp_newton_alloc (N);
  double *u = malloc (N * sizeof *u);
  int rc = GP_ENOMEM, iters;
  double last;
  if (w && u)
    {
      memcpy (u, P->a_start, n * sizeof (double));
      if (m)
        memcpy (u + n, P->psi_start, m * sizeof (double));
      rc = gp_newton_solve (w, acc_sys, &c, u, tol, 50, NULL, &iters, &last);
      if (rc == GP_OK)
        {
          memcpy (x->a, u, n * sizeof (double));
          memcpy (x->psi, u + n, m * sizeof (double));
        }
    }
  free (u);
  free (c.M);
  gp_newton_free (w);
  return rc;
}


int
gp_state_residuals (const gp_problem *P, const gp_state *x, double *res_pos,
                    double *res_vel, double *res_acc)
{
  size_t n = P->n, m = P->m_k, N = n + m;
  *res_pos = 0.0;               /* no holonomic constraints in this class yet */
  *res_vel = 0.0;
  if (P->m_g > 0)
    return GP_EUNSUP;
  acc_ctx c;
  if (acc_alloc (P, x, &c))
    return GP_ENOMEM;
  double *u = malloc (N * sizeof *u), *F = malloc (N * sizeof *F);
  int rc = GP_ENOMEM;
  if (u && F)
    {
      rc = GP_EFUNC;
      double *k = c.kt;          /* reuse: k is evaluated before kt is needed */
      if (m && P->k (x->t, x->y, x->z, k, P->params))
        goto out;
      *res_vel = gp_norm2 (k, m);
      memcpy (u, x->a, n * sizeof (double));
      memcpy (u + n, x->psi, m * sizeof (double));
      if (acc_sys (u, F, NULL, &c))
        goto out;
      *res_acc = gp_norm2 (F, N);
      rc = GP_OK;
    }
out:
  free (u);
  free (F);
  free (c.M);
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
  err[0] = dist2 (x->y, r->y, P->n);
  err[1] = dist2 (x->z, r->z, P->n);
  err[2] = dist2 (x->a, r->a, P->n);
  err[3] = dist2 (x->lam, r->lam, P->m_g);
  err[4] = dist2 (x->psi, r->psi, P->m_k);
  return GP_OK;
}
