/* sled_chain.c -- the train of N Chaplygin sleds (sled_chain.h): its
   callbacks, dense and sparse, and its consistent start. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include "sled_chain.h"

/* what the problem owns: its parameters (first: the family copies them
   from here, settings/params.c), start and patterns */
typedef struct
{
  gp_sled_chain_params p;
  size_t N;
  double *y0, *z0, *a0, *psi0;
  size_t *idx;                  /* every pattern's rows and columns, one allocation */
  double *vfy, *vfp, *vky, *vkz;   /* the dense callbacks' sparse values (scratch) */
  gp_sparse_jac S;
  gp_problem P;
} sleds;

void
gp_sled_chain_default_params (gp_sled_chain_params *p)
{
  p->N = 3;
  p->mass = 1.0;
  p->inertia = 0.1;
  p->offset = 0.2;
  p->stiffness = 10.0;
  p->length = 1.0;
  p->torsion = 1.0;
  p->theta0 = 0.3;
  p->speed = 1.0;
}

/* spring j (0-based) goes from body j-1 (the anchor at the origin for
   j = 0) to body j: d_j = c_j - c_{j-1}, component c (0: x, 1: y) */
static inline double
sep (const double *y, size_t j, int c)
{
  return j ? y[3 * j + c] - y[3 * (j - 1) + c] : y[c];
}

/* spring j's pull s = k (r - L) d / r on body j-1 (body j gets -s), and,
   when K is not NULL, ds/dc_j = k ((1 - L/r) I + L d d^T / r^3) (row-major
   2 x 2); 1 (a recoverable failure: outside the model) when the two
   centres coincide */
static int
spring (const sleds *C, const double *y, size_t j, double s[2], double K[4])
{
  double dx = sep (y, j, 0), dy = sep (y, j, 1), r = hypot (dx, dy);
  double k = C->p.stiffness, L = C->p.length;
  if (!(r > 0))
    return 1;
  double T = k * (r - L) / r;
  s[0] = T * dx;
  s[1] = T * dy;
  if (K)
    {
      double a = k * (1 - L / r), b = k * L / (r * r * r);
      K[0] = a + b * dx * dx;
      K[1] = K[2] = b * dx * dy;
      K[3] = a + b * dy * dy;
    }
  return 0;
}

static int
mass_sp (double t, const double y[], double M[], void *params)
{
  (void) t;
  (void) y;
  const sleds *C = params;
  for (size_t j = 0; j < C->N; j++)
    {
      M[3 * j] = M[3 * j + 1] = C->p.mass;
      M[3 * j + 2] = C->p.inertia;
    }
  return 0;
}

/* f = f_app - k_z^T psi: the springs pull the centres, the torsional
   springs turn the headings, the blade pushes sideways at its point
   (k_z's row (-sin theta, cos theta, -b)); psi NULL: no reaction */
static int
force (double t, const double y[], const double z[], const double lam[],
       const double psi[], double f[], void *params)
{
  (void) t;
  (void) z;
  (void) lam;
  const sleds *C = params;
  size_t N = C->N;
  memset (f, 0, 3 * N * sizeof (double));
  for (size_t j = 0; j < N; j++)
    {
      double s[2];
      if (spring (C, y, j, s, NULL))
        return 1;
      for (int c = 0; c < 2; c++)
        {
          f[3 * j + c] -= s[c];
          if (j > 0)
            f[3 * (j - 1) + c] += s[c];
        }
      if (j > 0)
        {
          double tau = C->p.torsion * (y[3 * j + 2] - y[3 * (j - 1) + 2]);
          f[3 * j + 2] -= tau;
          f[3 * (j - 1) + 2] += tau;
        }
      if (psi)
        {
          double th = y[3 * j + 2];
          f[3 * j] += sin (th) * psi[j];
          f[3 * j + 1] -= cos (th) * psi[j];
          f[3 * j + 2] += C->p.offset * psi[j];
        }
    }
  return 0;
}

/* The patterns, in the order the sparse callbacks write (row and col NULL:
   count only).  f_q: per body j, its rows x_j, y_j each with the columns
   x_j, y_j, then x_{j-1}, y_{j-1}, then x_{j+1}, y_{j+1} (the springs), then
   theta_j (the reaction's turn); its row theta_j with the columns theta_j,
   theta_{j-1}, theta_{j+1} (the torsional springs).  f_psi: rows x_j, y_j,
   theta_j of column j.  k_y: row j, column theta_j.  k_z: row j, columns
   x_j, y_j, theta_j. */
static size_t
fy_pattern (size_t N, size_t *row, size_t *col)
{
  size_t e = 0;
  for (size_t j = 0; j < N; j++)
    {
      for (size_t c = 0; c < 2; c++)
        {
          size_t r = 3 * j + c, cols[7], nc = 0;
          cols[nc++] = 3 * j;
          cols[nc++] = 3 * j + 1;
          if (j > 0)
            {
              cols[nc++] = 3 * (j - 1);
              cols[nc++] = 3 * (j - 1) + 1;
            }
          if (j + 1 < N)
            {
              cols[nc++] = 3 * (j + 1);
              cols[nc++] = 3 * (j + 1) + 1;
            }
          cols[nc++] = 3 * j + 2;
          for (size_t k = 0; k < nc; k++, e++)
            if (row)
              {
                row[e] = r;
                col[e] = cols[k];
              }
        }
      size_t r = 3 * j + 2;
      if (row)
        {
          row[e] = r;
          col[e] = r;
        }
      e++;
      if (j > 0)
        {
          if (row)
            {
              row[e] = r;
              col[e] = r - 3;
            }
          e++;
        }
      if (j + 1 < N)
        {
          if (row)
            {
              row[e] = r;
              col[e] = r + 3;
            }
          e++;
        }
    }
  return e;
}

/* the values of f_q, f_z (none: f does not depend on the velocities) and
   f_psi in their patterns' order */
static int
force_jac_sp (double t, const double y[], const double z[], const double lam[],
              const double psi[], double fy[], double fz[], double flam[], double fpsi[],
              void *params)
{
  (void) t;
  (void) z;
  (void) lam;
  (void) fz;
  (void) flam;    /* m_g = 0 */
  const sleds *C = params;
  size_t N = C->N, e = 0;
  double kt = C->p.torsion;
  double Kj[4], Kn[4] = { 0, 0, 0, 0 }, s[2];
  if (fy && spring (C, y, 0, s, Kn))
    return 1;
  for (size_t j = 0; fy && j < N; j++)
    {
      /* K_j (spring j, to the body before) and K_{j+1} (to the next) */
      memcpy (Kj, Kn, sizeof Kj);
      if (j + 1 < N && spring (C, y, j + 1, s, Kn))
        return 1;
      int next = j + 1 < N;
      double th = y[3 * j + 2], p = psi ? psi[j] : 0.0;
      for (int c = 0; c < 2; c++)
        {
          for (int d = 0; d < 2; d++)
            fy[e++] = -Kj[2 * c + d] - (next ? Kn[2 * c + d] : 0.0);
          if (j > 0)
            for (int d = 0; d < 2; d++)
              fy[e++] = Kj[2 * c + d];
          if (next)
            for (int d = 0; d < 2; d++)
              fy[e++] = Kn[2 * c + d];
          fy[e++] = c ? sin (th) * p : cos (th) * p;
        }
      fy[e++] = -kt * ((j > 0 ? 1.0 : 0.0) + (next ? 1.0 : 0.0));
      if (j > 0)
        fy[e++] = kt;
      if (next)
        fy[e++] = kt;
    }
  for (size_t j = 0; fpsi && j < N; j++)
    {
      double th = y[3 * j + 2];
      fpsi[3 * j] = sin (th);
      fpsi[3 * j + 1] = -cos (th);
      fpsi[3 * j + 2] = C->p.offset;
    }
  return 0;
}

/* the blades: k_j = -sin theta_j x_j' + cos theta_j y_j' - b theta_j' */
static int
nhcon (double t, const double y[], const double z[], double k[], void *params)
{
  (void) t;
  const sleds *C = params;
  for (size_t j = 0; j < C->N; j++)
    {
      double th = y[3 * j + 2];
      k[j] = -sin (th) * z[3 * j] + cos (th) * z[3 * j + 1] - C->p.offset * z[3 * j + 2];
    }
  return 0;
}

/* k_y: row j, column theta_j; k_z: row j, columns x_j, y_j, theta_j; k_t = 0 */
static int
nhcon_jac_sp (double t, const double y[], const double z[], double ky[], double kz[],
              double kt[], void *params)
{
  (void) t;
  const sleds *C = params;
  for (size_t j = 0; j < C->N; j++)
    {
      double th = y[3 * j + 2], sn = sin (th), cs = cos (th);
      if (ky)
        ky[j] = -cs * z[3 * j] - sn * z[3 * j + 1];
      if (kz)
        {
          kz[3 * j] = -sn;
          kz[3 * j + 1] = cs;
          kz[3 * j + 2] = -C->p.offset;
        }
      if (kt)
        kt[j] = 0.0;
    }
  return 0;
}

static int
energy (double t, const double y[], const double z[], double *E, void *params)
{
  (void) t;
  const sleds *C = params;
  double e = 0.0, k = C->p.stiffness, L = C->p.length;
  for (size_t j = 0; j < C->N; j++)
    {
      double vx = z[3 * j], vy = z[3 * j + 1], w = z[3 * j + 2];
      double r = hypot (sep (y, j, 0), sep (y, j, 1));
      e += 0.5 * C->p.mass * (vx * vx + vy * vy) + 0.5 * C->p.inertia * w * w
           + 0.5 * k * (r - L) * (r - L);
      if (j > 0)
        {
          double dth = y[3 * j + 2] - y[3 * (j - 1) + 2];
          e += 0.5 * C->p.torsion * dth * dth;
        }
    }
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
  const sleds *C = params;
  size_t n = 3 * C->N;
  memset (M, 0, n * n * sizeof (double));
  for (size_t j = 0; j < C->N; j++)
    {
      M[3 * j * n + 3 * j] = M[(3 * j + 1) * n + 3 * j + 1] = C->p.mass;
      M[(3 * j + 2) * n + 3 * j + 2] = C->p.inertia;
    }
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
  const sleds *C = params;
  size_t n = 3 * C->N;
  memset (dMv, 0, n * n * sizeof (double));
  return 0;
}

static int
force_jac (double t, const double y[], const double z[], const double lam[],
           const double psi[], double fy[], double fz[], double flam[], double fpsi[],
           void *params)
{
  (void) flam;    /* m_g = 0 */
  sleds *C = params;
  size_t N = C->N, n = 3 * N;
  int rc = force_jac_sp (t, y, z, lam, psi, fy ? C->vfy : NULL, NULL, NULL,
                         fpsi ? C->vfp : NULL, C);
  if (rc)
    return rc;
  if (fz)
    memset (fz, 0, n * n * sizeof (double));
  if (fy)
    {
      memset (fy, 0, n * n * sizeof (double));
      scatter (&C->S.fy, C->vfy, fy, n);
    }
  if (fpsi)
    {
      memset (fpsi, 0, n * N * sizeof (double));
      scatter (&C->S.fpsi, C->vfp, fpsi, N);
    }
  return 0;
}

static int
nhcon_jac (double t, const double y[], const double z[], double ky[], double kz[],
           double kt[], void *params)
{
  sleds *C = params;
  size_t N = C->N, n = 3 * N;
  nhcon_jac_sp (t, y, z, C->vky, C->vkz, kt, C);
  if (ky)
    {
      memset (ky, 0, N * n * sizeof (double));
      scatter (&C->S.ky, C->vky, ky, n);
    }
  if (kz)
    {
      memset (kz, 0, N * n * sizeof (double));
      scatter (&C->S.kz, C->vkz, kz, n);
    }
  return 0;
}

/* ---- the start ------------------------------------------------------------ */
/* a and psi at (y, z), body by body (body j's blade row touches body j
   only): with w = k_z's row j and M_j = diag(m, m, J),
     psi_j = (w M_j^-1 f_app,j + k_y,j z_j) / (w M_j^-1 w^T),
     a_j = M_j^-1 (f_app,j - w^T psi_j) */
static int
consistent_start (sleds *C)
{
  size_t N = C->N;
  const double *y = C->y0, *z = C->z0;
  double minv[3] = { 1.0 / C->p.mass, 1.0 / C->p.mass, 1.0 / C->p.inertia };
  if (force (C->P.t0, y, z, NULL, NULL, C->a0, C))   /* f_app into a0 */
    return GP_EINVAL;
  for (size_t j = 0; j < N; j++)
    {
      double th = y[3 * j + 2], sn = sin (th), cs = cos (th);
      double w[3] = { -sn, cs, -C->p.offset };
      double kyz = (-cs * z[3 * j] - sn * z[3 * j + 1]) * z[3 * j + 2];
      double num = kyz, den = 0.0;
      for (int c = 0; c < 3; c++)
        {
          num += w[c] * minv[c] * C->a0[3 * j + c];
          den += w[c] * minv[c] * w[c];
        }
      C->psi0[j] = num / den;
    }
  if (force (C->P.t0, y, z, NULL, C->psi0, C->a0, C))
    return GP_EINVAL;
  for (size_t i = 0; i < 3 * N; i++)
    C->a0[i] *= minv[i % 3];
  return GP_OK;
}

gp_problem *
gp_sled_chain_alloc (size_t N, const gp_sled_chain_params *p, char *why, size_t len)
{
  gp_sled_chain_params d;
  if (!p)
    {
      gp_sled_chain_default_params (&d);
      d.N = (double) N;
      p = &d;
    }
  if (!(p->N >= 1 && p->N <= 1e6 && p->N == floor (p->N)) || (double) N != p->N)
    {
      snprintf (why, len, "N = %s must be an integer in [1, 1e6] (and the size asked for)",
                GP_NUM (p->N));
      return NULL;
    }
  if (!(p->mass > 0 && isfinite (p->mass)) || !(p->inertia > 0 && isfinite (p->inertia))
      || !(p->stiffness > 0 && isfinite (p->stiffness))
      || !(p->length > 0 && isfinite (p->length)))
    {
      snprintf (why, len, "mass = %s, inertia = %s, stiffness = %s, length = %s must be "
                "positive and finite", GP_NUM (p->mass), GP_NUM (p->inertia),
                GP_NUM (p->stiffness), GP_NUM (p->length));
      return NULL;
    }
  if (!(p->torsion >= 0 && isfinite (p->torsion)) || !isfinite (p->offset)
      || !isfinite (p->theta0) || !isfinite (p->speed))
    {
      snprintf (why, len, "torsion = %s must be finite and >= 0, offset = %s, theta0 = %s, "
                "speed = %s finite", GP_NUM (p->torsion), GP_NUM (p->offset),
                GP_NUM (p->theta0), GP_NUM (p->speed));
      return NULL;
    }
  /* one allocation (gp_problem_family): the struct, then the doubles,
     then the pattern indices; sizeof (sleds) keeps the doubles aligned */
  size_t n = 3 * N;
  size_t nM = n, nfy = fy_pattern (N, NULL, NULL), nfp = n, nky = N, nkz = n;
  size_t nd = 3 * n + N + nfy + nfp + nky + nkz, ni = 2 * (nM + nfy + nfp + nky + nkz);
  sleds *C = calloc (1, sizeof *C + nd * sizeof (double) + ni * sizeof (size_t));
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
  C->psi0 = C->a0 + n;
  C->vfy = C->psi0 + N;
  C->vfp = C->vfy + nfy;
  C->vky = C->vfp + nfp;
  C->vkz = C->vky + nky;
  for (size_t j = 0; j < N; j++)
    {
      double th = (j % 2 ? -1.0 : 1.0) * p->theta0;
      C->y0[3 * j] = (double) (j + 1) * p->length;
      C->y0[3 * j + 1] = 0.0;
      C->y0[3 * j + 2] = th;
      C->z0[3 * j] = p->speed * cos (th);
      C->z0[3 * j + 1] = p->speed * sin (th);
      C->z0[3 * j + 2] = 0.0;
    }
  /* the patterns, in the order the sparse callbacks write */
  size_t *q = C->idx;
  gp_pattern *pats[5] = { &C->S.M, &C->S.fy, &C->S.fpsi, &C->S.ky, &C->S.kz };
  size_t sizes[5] = { nM, nfy, nfp, nky, nkz };
  for (int b = 0; b < 5; b++)
    {
      pats[b]->nnz = sizes[b];
      pats[b]->row = q;
      pats[b]->col = q + sizes[b];
      q += 2 * sizes[b];
    }
  size_t *r = (size_t *) C->S.M.row, *c = (size_t *) C->S.M.col;
  for (size_t i = 0; i < n; i++)
    r[i] = c[i] = i;
  fy_pattern (N, (size_t *) C->S.fy.row, (size_t *) C->S.fy.col);
  size_t *pr = (size_t *) C->S.fpsi.row, *pc = (size_t *) C->S.fpsi.col;
  size_t *yr = (size_t *) C->S.ky.row, *yc = (size_t *) C->S.ky.col;
  size_t *zr = (size_t *) C->S.kz.row, *zc = (size_t *) C->S.kz.col;
  for (size_t j = 0; j < N; j++)
    {
      yr[j] = j;
      yc[j] = 3 * j + 2;
      for (size_t k = 0; k < 3; k++)
        {
          pr[3 * j + k] = 3 * j + k;
          pc[3 * j + k] = j;
          zr[3 * j + k] = j;
          zc[3 * j + k] = 3 * j + k;
        }
    }
  C->S.mass = mass_sp;
  C->S.force_jac = force_jac_sp;
  C->S.k_jac = nhcon_jac_sp;
  gp_problem *P = &C->P;
  P->name = "sled-chain";
  P->description = "planar train of N Chaplygin sleds (a blade each) joined by springs";
  P->n = n;
  P->m_k = N;
  P->t0 = 0.0;
  P->y0 = C->y0;
  P->z0 = C->z0;
  P->a_start = C->a0;
  P->psi_start = C->psi0;
  P->mass = mass;
  P->mass_dv = mass_dv;
  P->force = force;
  P->force_jac = force_jac;
  P->k = nhcon;
  P->k_jac = nhcon_jac;
  P->energy = energy;
  P->params = C;
  P->dindex[GP_Y] = 1;
  P->dindex[GP_Z] = 1;
  P->dindex[GP_A] = 2;
  P->dindex[GP_QDD] = 2;
  P->dindex[GP_PSI] = 2;
  P->accel_linear = 1;     /* f is affine in psi */
  P->sparse = &C->S;
  if (consistent_start (C) != GP_OK)
    {
      gp_sled_chain_free (P);
      snprintf (why, len, "the start's springs have zero length (length = %s)",
                GP_NUM (p->length));
      return NULL;
    }
  return P;
}

void
gp_sled_chain_free (gp_problem *P)
{
  if (P)
    free (P->params);
}

/* the family (problems.h): N sizes every array, so a value of N is a new
   problem; the other parameters are checked by gp_sled_chain_alloc too */
static const gp_param_desc param_desc[] = {
  { "N", offsetof (gp_sled_chain_params, N), 3, "[1, 1000000]", "bodies (an integer)" },
  { "mass", offsetof (gp_sled_chain_params, mass), 1, "(0, inf)", "mass of each sled" },
  { "inertia", offsetof (gp_sled_chain_params, inertia), 0.1, "(0, inf)",
    "moment of inertia of each sled about its centre" },
  { "offset", offsetof (gp_sled_chain_params, offset), 0.2, "(-inf, inf)",
    "the blade's distance behind the centre (0: a knife edge under it)" },
  { "stiffness", offsetof (gp_sled_chain_params, stiffness), 10, "(0, inf)",
    "of the springs between neighbouring centres (the first to the anchor)" },
  { "length", offsetof (gp_sled_chain_params, length), 1, "(0, inf)",
    "rest length of those springs (the start's spacing)" },
  { "torsion", offsetof (gp_sled_chain_params, torsion), 1, "[0, inf)",
    "stiffness of the torsional springs between neighbouring headings" },
  { "theta0", offsetof (gp_sled_chain_params, theta0), 0.3, "(-inf, inf)",
    "the start's headings, +theta0 and -theta0 in turn" },
  { "speed", offsetof (gp_sled_chain_params, speed), 1, "(-inf, inf)",
    "the start's speed of each sled along its heading" },
};

const gp_param_table gp_sled_chain_param_table = {
  "sled-chain", sizeof (gp_sled_chain_params), sizeof param_desc / sizeof param_desc[0],
  param_desc
};

static gp_problem *
build (const void *params, char *why, size_t len)
{
  const gp_sled_chain_params *p = params;
  if (!(p->N >= 1 && p->N <= 1e6 && p->N == floor (p->N)))
    {
      snprintf (why, len, "--param N = %s: N must be an integer in [1, 1000000]",
                GP_NUM (p->N));
      return NULL;
    }
  return gp_sled_chain_alloc ((size_t) p->N, p, why, len);
}

const gp_problem_family gp_sled_chain_family = { &gp_sled_chain_param_table, build };
