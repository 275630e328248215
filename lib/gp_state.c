/* gp_state.c -- block-structured states, consistent initial values, errors. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"

static const char *const block_names[GP_NBLOCKS] = {
  "y", "z", "a", "qdd", "lambda", "psi", "aux"
};

const char *
gp_block_name (gp_block b)
{
  return (unsigned) b < GP_NBLOCKS ? block_names[b] : "?";
}

void
gp_layout_of (const gp_problem *P, const gp_method *m, gp_layout *L)
{
  static const gp_block order[GP_NBLOCKS] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI, GP_QDD, GP_AUX };
  unsigned extra = m ? m->blocks : 0;
  memset (L, 0, sizeof *L);
  L->len[GP_Y] = L->len[GP_Z] = L->len[GP_A] = P->n;
  L->len[GP_LAM] = P->m_g;
  L->len[GP_PSI] = P->m_k;
  L->len[GP_QDD] = (extra & (1u << GP_QDD)) ? P->n : 0;
  if ((extra & (1u << GP_AUX)) && m->aux_len)
    {
      L->len[GP_AUX] = m->aux_len (P);
      L->aux_name = m->aux_name;
    }
  size_t off = 0;
  for (int i = 0; i < GP_NBLOCKS; i++)
    {
      L->off[order[i]] = off;
      off += L->len[order[i]];
    }
  L->size = off;
}

const char *
gp_layout_block_name (const gp_layout *L, gp_block b)
{
  return b == GP_AUX && L->aux_name ? L->aux_name : gp_block_name (b);
}

gp_state *
gp_state_alloc (const gp_problem *P, const gp_method *m)
{
  gp_state *x = calloc (1, sizeof *x);
  if (!x)
    return NULL;
  gp_layout_of (P, m, &x->L);
  x->v = calloc (x->L.size + 1, sizeof (double));   /* +1: no malloc(0) */
  if (!x->v)
    {
      free (x);
      return NULL;
    }
  double **p[GP_NBLOCKS] = { &x->y, &x->z, &x->a, &x->qdd, &x->lam, &x->psi, &x->aux };
  for (int b = 0; b < GP_NBLOCKS; b++)
    *p[b] = x->L.len[b] ? x->v + x->L.off[b] : x->v + x->L.size;
  return x;
}

void
gp_state_free (gp_state *x)
{
  if (!x)
    return;
  free (x->v);
  free (x);
}

void
gp_state_copy (gp_state *dst, const gp_state *src)
{
  dst->t = src->t;
  memcpy (dst->v, src->v, src->L.size * sizeof (double));
}

double *
gp_state_block (const gp_state *x, gp_block b)
{
  return x->v + (x->L.len[b] ? x->L.off[b] : x->L.size);
}

int
gp_state_consistent (const gp_problem *P, gp_state *x, double tol)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  x->t = P->t0;
  memset (x->v, 0, x->L.size * sizeof (double));
  memcpy (x->y, P->y0, n * sizeof (double));
  memcpy (x->z, P->z0, n * sizeof (double));
  /* u = (a, lambda, psi) is contiguous in every layout */
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
  if (x->L.len[GP_QDD])
    memcpy (x->qdd, x->a, n * sizeof (double));
  return rc;
}

/* With sparse blocks, g_y z from the sparse g_jac's values in row order
   (gp_rows_matvec: the bits of the dense product), so that the memory is
   linear in n: no m_g x n g_y (theory/library.md, "The sparse Newton
   path"). */
int
gp_state_residuals (const gp_problem *P, const gp_state *x, double *res_pos,
                    double *res_vel, double *res_acc)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k, N = n + mg + mk;
  const gp_sparse_jac *S = mg ? P->sparse : NULL;
  gp_rows R = { 0, NULL, NULL };
  size_t ngy = S ? S->gy.nnz : mg * n;
  gp_accel *A = gp_accel_alloc (P);
  double *w = malloc ((N + 2 * mg + ngy + mk + 1) * sizeof (double));
  int rc = GP_ENOMEM;
  if (!A || !w || (S && gp_rows_init (&R, &S->gy, mg, n) != GP_OK))
    goto out;
  double *F = w, *g = w + N, *gt = g + mg, *gy = gt + mg, *k = gy + ngy;
  rc = GP_EFUNC;
  *res_pos = 0.0;
  *res_vel = 0.0;
  if (mg)
    {
      if (P->g (x->t, x->y, g, P->params)
          || (S ? S->g_jac (x->t, x->y, gy, gt, P->params)
              : P->g_jac (x->t, x->y, gy, gt, P->params)))
        goto out;
      *res_pos = gp_norm2 (g, mg);
      if (S)                                 /* velocity level g_t + g_y z */
        gp_rows_matvec (&R, &S->gy, gy, x->z, g);
      else
        gp_matvec (gy, x->z, g, mg, n);
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
  gp_rows_free (&R);
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
gp_state_exact (const gp_problem *P, double t, double a_shift, gp_state *r)
{
  if (!P->exact)
    return GP_EINVAL;
  r->t = t;
  memset (r->v, 0, r->L.size * sizeof (double));
  if (P->exact (t, r->y, r->z, NULL, r->L.len[GP_LAM] ? r->lam : NULL,
                r->L.len[GP_PSI] ? r->psi : NULL, P->params)
      || P->exact (t + a_shift, NULL, NULL, r->a, NULL, NULL, P->params)
      || (r->L.len[GP_QDD] && P->exact (t, NULL, NULL, r->qdd, NULL, NULL, P->params)))
    return GP_EFUNC;
  return GP_OK;
}

int
gp_state_errors (const gp_problem *P, const gp_state *x, double a_shift,
                 gp_state *r, double err[GP_NBLOCKS])
{
  int rc = gp_state_exact (P, x->t, a_shift, r);
  if (rc != GP_OK)
    return rc;
  gp_state_distances (x, r, err);
  return GP_OK;
}

void
gp_state_distances (const gp_state *x, const gp_state *r, double err[GP_NBLOCKS])
{
  for (int b = 0; b < GP_NBLOCKS; b++)
    err[b] = x->L.len[b] && r->L.len[b] == x->L.len[b]
      ? dist2 (x->v + x->L.off[b], r->v + r->L.off[b], x->L.len[b]) : 0.0;
}
