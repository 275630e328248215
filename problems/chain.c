/* chain.c -- the planar chain of N bodies (chain.h): its callbacks, dense
   and sparse, and its consistent start. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include "chain.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* what the problem owns: its parameters, start and patterns */
typedef struct
{
  gp_chain_params p;
  size_t N;
  double *y0, *z0, *a0, *lam0;
  size_t *idx;           /* every pattern's rows and columns, one allocation */
  double *vfy, *vfl, *vgy;   /* the dense callbacks' sparse values (scratch) */
  gp_sparse_jac S;
  gp_problem P;
} chain;

void
gp_chain_default_params (gp_chain_params *p)
{
  p->N = 3;
  p->mass = 1.0;
  p->length = 1.0;
  p->grav = 9.81;
  p->theta0 = M_PI / 4;
}

/* link j (0-based) goes from body j-1 (the pivot for j = 0) to body j:
   d_j = p_j - p_{j-1}, component c */
static inline double
link (const double *y, size_t j, int c)
{
  return j ? y[2 * j + c] - y[2 * (j - 1) + c] : y[c];
}

static int
mass_sp (double t, const double y[], double M[], void *params)
{
  (void) t;
  (void) y;
  const chain *C = params;
  for (size_t i = 0; i < 2 * C->N; i++)
    M[i] = C->p.mass;
  return 0;
}

static int
force (double t, const double y[], const double z[], const double lam[],
       const double psi[], double f[], void *params)
{
  (void) t;
  (void) z;
  (void) psi;
  const chain *C = params;
  size_t N = C->N;
  for (size_t i = 0; i < N; i++)
    for (int c = 0; c < 2; c++)
      {
        /* the applied force, then the reaction -g_q^T lambda: link i pulls
           body i by -lambda_i d_i, link i+1 by +lambda_{i+1} d_{i+1} */
        double v = c ? -C->p.mass * C->p.grav : 0.0;
        v -= lam[i] * link (y, i, c);
        if (i + 1 < N)
          v += lam[i + 1] * link (y, i + 1, c);
        f[2 * i + c] = v;
      }
  return 0;
}

/* f_q = -sum_j lambda_j g_j'' (g_j'' = [I -I; -I I] over bodies j-1, j),
   entries in the pattern of gp_chain_alloc: per row (2i+c) the diagonal,
   then body i-1, then body i+1; f_lambda = -g_q^T: per row (2i+c) column
   i, then column i+1 */
static int
force_jac_sp (double t, const double y[], const double z[], const double lam[],
              const double psi[], double fy[], double fz[], double flam[], double fpsi[],
              void *params)
{
  (void) t;
  (void) z;
  (void) psi;
  (void) fz;    /* no entries: f does not depend on z */
  (void) fpsi;  /* m_k = 0 */
  const chain *C = params;
  size_t N = C->N, e = 0, l = 0;
  for (size_t i = 0; i < N; i++)
    for (int c = 0; c < 2; c++)
      {
        double next = i + 1 < N ? lam[i + 1] : 0.0;
        if (fy)
          {
            fy[e++] = -(lam[i] + next);
            if (i > 0)
              fy[e++] = lam[i];
            if (i + 1 < N)
              fy[e++] = next;
          }
        if (flam)
          {
            flam[l++] = -link (y, i, c);
            if (i + 1 < N)
              flam[l++] = link (y, i + 1, c);
          }
      }
  return 0;
}

static int
hcon (double t, const double y[], double g[], void *params)
{
  (void) t;
  const chain *C = params;
  double L2 = C->p.length * C->p.length;
  for (size_t j = 0; j < C->N; j++)
    {
      double dx = link (y, j, 0), dy = link (y, j, 1);
      g[j] = 0.5 * (dx * dx + dy * dy - L2);
    }
  return 0;
}

/* g_q: row j, columns of body j (d_j), then of body j-1 (-d_j) */
static int
hcon_jac_sp (double t, const double y[], double gy[], double gt[], void *params)
{
  (void) t;
  const chain *C = params;
  size_t e = 0;
  for (size_t j = 0; j < C->N; j++)
    {
      gy[e++] = link (y, j, 0);
      gy[e++] = link (y, j, 1);
      if (j > 0)
        {
          gy[e++] = -link (y, j, 0);
          gy[e++] = -link (y, j, 1);
        }
      if (gt)
        gt[j] = 0.0;
    }
  return 0;
}

/* g_acc = g_qq(z, z) = |z_j - z_{j-1}|^2 */
static int
hcon_acc (double t, const double y[], const double z[], double r[], void *params)
{
  (void) t;
  (void) y;
  const chain *C = params;
  for (size_t j = 0; j < C->N; j++)
    {
      double vx = link (z, j, 0), vy = link (z, j, 1);
      r[j] = vx * vx + vy * vy;
    }
  return 0;
}

static int
energy (double t, const double y[], const double z[], double *E, void *params)
{
  (void) t;
  const chain *C = params;
  double e = 0.0;
  for (size_t i = 0; i < C->N; i++)
    e += 0.5 * C->p.mass * (z[2 * i] * z[2 * i] + z[2 * i + 1] * z[2 * i + 1])
         + C->p.mass * C->p.grav * y[2 * i + 1];
  *E = e;
  return 0;
}

/* ---- the dense callbacks: the sparse entries scattered, so that the
   Jacobian check of the dense ones checks the sparse ones too ---------- */
static void
scatter (const gp_pattern *pt, const double *v, double *A, size_t cols)
{
  for (size_t e = 0; e < pt->nnz; e++)
    A[pt->row[e] * cols + pt->col[e]] += v[e];
}

static int
mass (double t, const double y[], double M[], void *params)
{
  const chain *C = params;
  size_t n = 2 * C->N;
  memset (M, 0, n * n * sizeof (double));
  for (size_t i = 0; i < n; i++)
    M[i * n + i] = C->p.mass;
  (void) t;
  (void) y;
  return 0;
}

static int
mass_dv (double t, const double y[], const double v[], double dMv[], void *params)
{
  (void) t;
  (void) y;
  (void) v;
  const chain *C = params;
  size_t n = 2 * C->N;
  memset (dMv, 0, n * n * sizeof (double));
  return 0;
}

static int
force_jac (double t, const double y[], const double z[], const double lam[],
           const double psi[], double fy[], double fz[], double flam[], double fpsi[],
           void *params)
{
  (void) fpsi;    /* m_k = 0 */
  chain *C = params;
  size_t N = C->N, n = 2 * N;
  force_jac_sp (t, y, z, lam, psi, fy ? C->vfy : NULL, NULL, flam ? C->vfl : NULL, NULL, C);
  if (fz)
    memset (fz, 0, n * n * sizeof (double));
  if (fy)
    {
      memset (fy, 0, n * n * sizeof (double));
      scatter (&C->S.fy, C->vfy, fy, n);
    }
  if (flam)
    {
      memset (flam, 0, n * N * sizeof (double));
      scatter (&C->S.flam, C->vfl, flam, N);
    }
  return 0;
}

static int
hcon_jac (double t, const double y[], double gy[], double gt[], void *params)
{
  chain *C = params;
  size_t N = C->N, n = 2 * N;
  hcon_jac_sp (t, y, C->vgy, gt, C);
  memset (gy, 0, N * n * sizeof (double));
  scatter (&C->S.gy, C->vgy, gy, n);
  return 0;
}

/* ---- the start ------------------------------------------------------------ */
/* a and lambda at (y, z): g_q M^-1 g_q^T lambda = g_q M^-1 f_app + g_acc
   (tridiagonal: links j and j+1 share body j), by Thomas' algorithm (the
   matrix is symmetric positive definite for a chain with no zero link),
   then a = M^-1 (f_app - g_q^T lambda) */
static int
consistent_start (chain *C)
{
  size_t N = C->N;
  double m = C->p.mass, *lam = C->lam0;
  const double *y = C->y0, *z = C->z0;
  double *diag = malloc (N * sizeof (double)), *off = malloc (N * sizeof (double));
  if (!diag || !off)
    {
      free (diag);
      free (off);
      return GP_ENOMEM;
    }
  double fy_app = -m * C->p.grav;
  for (size_t j = 0; j < N; j++)
    {
      double dx = link (y, j, 0), dy = link (y, j, 1);
      diag[j] = (dx * dx + dy * dy) * (j ? 2.0 : 1.0) / m;
      off[j] = j + 1 < N ? -(dx * link (y, j + 1, 0) + dy * link (y, j + 1, 1)) / m : 0.0;
      /* g_q M^-1 f_app: d_j . (f_j - f_{j-1}) / m, f_{-1} the pivot's (none) */
      double vx = link (z, j, 0), vy = link (z, j, 1);
      lam[j] = dy * (fy_app - (j ? fy_app : 0.0)) / m + vx * vx + vy * vy;
    }
  for (size_t j = 1; j < N; j++)
    {
      double w = off[j - 1] / diag[j - 1];
      diag[j] -= w * off[j - 1];
      lam[j] -= w * lam[j - 1];
    }
  lam[N - 1] /= diag[N - 1];
  for (size_t j = N - 1; j-- > 0;)
    lam[j] = (lam[j] - off[j] * lam[j + 1]) / diag[j];
  free (diag);
  free (off);
  force (C->P.t0, y, z, lam, NULL, C->a0, C);
  for (size_t i = 0; i < 2 * N; i++)
    C->a0[i] /= m;
  return GP_OK;
}

gp_problem *
gp_chain_alloc (size_t N, const gp_chain_params *p, char *why, size_t len)
{
  gp_chain_params d;
  if (!p)
    {
      gp_chain_default_params (&d);
      d.N = (double) N;
      p = &d;
    }
  if (!(p->N >= 1 && p->N <= 1e6 && p->N == floor (p->N)) || (double) N != p->N)
    {
      snprintf (why, len, "N = %s must be an integer in [1, 1e6] (and the size asked for)",
                GP_NUM (p->N));
      return NULL;
    }
  if (!(p->mass > 0 && isfinite (p->mass)) || !(p->length > 0 && isfinite (p->length))
      || !(p->grav > 0 && isfinite (p->grav)) || !isfinite (p->theta0))
    {
      snprintf (why, len, "mass = %s, length = %s, grav = %s must be positive and finite, "
                "theta0 = %s finite", GP_NUM (p->mass), GP_NUM (p->length), GP_NUM (p->grav),
                GP_NUM (p->theta0));
      return NULL;
    }
  /* one allocation (gp_problem_family): the struct, then the doubles,
     then the pattern indices; sizeof (chain) keeps the doubles aligned */
  size_t n = 2 * N;
  size_t nM = n, nfy = n + 2 * (n - 2), nfl = n + 2 * (N - 1), ngy = nfl;
  size_t nd = 4 * n + N + nfy + nfl + ngy, ni = 2 * (nM + nfy + nfl + ngy);
  chain *C = calloc (1, sizeof *C + nd * sizeof (double) + ni * sizeof (size_t));
  if (!C)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  C->y0 = (double *) (C + 1);
  C->idx = (size_t *) (C->y0 + nd);
  C->p = *p;
  C->N = N;
  C->z0 = C->y0 + n;
  C->a0 = C->z0 + n;
  C->lam0 = C->a0 + n;
  C->vfy = C->lam0 + N;
  C->vfl = C->vfy + nfy;
  C->vgy = C->vfl + nfl;
  for (size_t i = 0; i < N; i++)
    {
      C->y0[2 * i] = (double) (i + 1) * p->length * sin (p->theta0);
      C->y0[2 * i + 1] = -(double) (i + 1) * p->length * cos (p->theta0);
      C->z0[2 * i] = C->z0[2 * i + 1] = 0.0;
    }
  /* the patterns, in the order the sparse callbacks write */
  size_t *q = C->idx;
  gp_pattern *pats[4] = { &C->S.M, &C->S.fy, &C->S.flam, &C->S.gy };
  size_t sizes[4] = { nM, nfy, nfl, ngy };
  for (int b = 0; b < 4; b++)
    {
      pats[b]->nnz = sizes[b];
      pats[b]->row = q;
      pats[b]->col = q + sizes[b];
      q += 2 * sizes[b];
    }
  size_t *r = (size_t *) C->S.M.row, *c = (size_t *) C->S.M.col;
  for (size_t i = 0; i < n; i++)
    r[i] = c[i] = i;
  size_t e = 0, l = 0;
  size_t *fr = (size_t *) C->S.fy.row, *fc = (size_t *) C->S.fy.col;
  size_t *lr = (size_t *) C->S.flam.row, *lc = (size_t *) C->S.flam.col;
  for (size_t i = 0; i < N; i++)
    for (size_t k = 0; k < 2; k++)
      {
        size_t row = 2 * i + k;
        fr[e] = row; fc[e++] = row;
        if (i > 0)
          { fr[e] = row; fc[e++] = row - 2; }
        if (i + 1 < N)
          { fr[e] = row; fc[e++] = row + 2; }
        lr[l] = row; lc[l++] = i;
        if (i + 1 < N)
          { lr[l] = row; lc[l++] = i + 1; }
      }
  size_t *gr = (size_t *) C->S.gy.row, *gc = (size_t *) C->S.gy.col;
  e = 0;
  for (size_t j = 0; j < N; j++)
    {
      gr[e] = j; gc[e++] = 2 * j;
      gr[e] = j; gc[e++] = 2 * j + 1;
      if (j > 0)
        {
          gr[e] = j; gc[e++] = 2 * (j - 1);
          gr[e] = j; gc[e++] = 2 * (j - 1) + 1;
        }
    }
  C->S.mass = mass_sp;
  C->S.force_jac = force_jac_sp;
  C->S.g_jac = hcon_jac_sp;
  gp_problem *P = &C->P;
  P->name = "chain";
  P->description = "planar chain of N point masses and rigid links, hung from a pivot";
  P->n = n;
  P->m_g = N;
  P->t0 = 0.0;
  P->y0 = C->y0;
  P->z0 = C->z0;
  P->a_start = C->a0;
  P->lam_start = C->lam0;
  P->mass = mass;
  P->mass_dv = mass_dv;
  P->force = force;
  P->force_jac = force_jac;
  P->g = hcon;
  P->g_jac = hcon_jac;
  P->g_acc = hcon_acc;
  P->energy = energy;
  P->params = C;
  P->dindex[GP_Y] = 1;
  P->dindex[GP_Z] = 2;
  P->dindex[GP_A] = 3;
  P->dindex[GP_QDD] = 3;
  P->dindex[GP_LAM] = 3;
  P->accel_linear = 1;     /* f is affine in lambda */
  P->sparse = &C->S;
  if (consistent_start (C) != GP_OK)
    {
      gp_chain_free (P);
      snprintf (why, len, "out of memory");
      return NULL;
    }
  return P;
}

void
gp_chain_free (gp_problem *P)
{
  if (P)
    free (P->params);
}

/* the family (problems.h): N sizes every array, so a value of N is a new
   problem; the other parameters are checked by gp_chain_alloc too */
static const gp_param_desc param_desc[] = {
  { "N", offsetof (gp_chain_params, N), 3, "[1, 1000000]", "bodies (an integer)" },
  { "mass", offsetof (gp_chain_params, mass), 1, "(0, inf)", "mass of each body" },
  { "length", offsetof (gp_chain_params, length), 1, "(0, inf)", "length of each link" },
  { "grav", offsetof (gp_chain_params, grav), 9.81, "(0, inf)", "gravity" },
  { "theta0", offsetof (gp_chain_params, theta0), M_PI / 4, "(-inf, inf)",
    "the start's angle from the downward vertical (the chain straight, at rest)" },
};

const gp_param_table gp_chain_param_table = {
  "chain", sizeof (gp_chain_params), sizeof param_desc / sizeof param_desc[0], param_desc
};

static gp_problem *
build (const void *params, char *why, size_t len)
{
  const gp_chain_params *p = params;
  if (!(p->N >= 1 && p->N <= 1e6 && p->N == floor (p->N)))
    {
      snprintf (why, len, "--param N = %s: N must be an integer in [1, 1000000]",
                GP_NUM (p->N));
      return NULL;
    }
  return gp_chain_alloc ((size_t) p->N, p, why, len);
}

const gp_problem_family gp_chain_family = { &gp_chain_param_table, build };
