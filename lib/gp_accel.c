/* gp_accel.c -- the acceleration-level system of the general problem class,
     M a - f(t,y,z,lambda,psi) = 0          (n)
     g_y a + g_acc(t,y,z)      = 0          (m_g)  g_acc = g_tt + 2 g_ty z + g_yy(z,z)
     k_z a + k_y z + k_t       = 0          (m_k)
   solved for u = (a, lambda, psi).  It gives consistent initial values and
   the right-hand side of the state-space ODE (method rk4, the references).
   The constraint rows are linear in a (g_y, k_z do not depend on it) and
   the first row is linear in a; when f is affine in (lambda, psi) too
   (gp_problem.accel_linear, proved by the generator) the system is linear
   in u and is solved directly: one evaluation at u = 0, one factorization,
   one solve (gp_linear_solve), whatever the warm start, then refined with
   the same factors to the tolerance (consistent starts, references), or
   not at all (gp_accel_set_direct: rk4's stages).  Otherwise by Newton
   (verification regime) from the warm start u. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"

struct gp_accel
{
  const gp_problem *P;
  gp_newton *newton;
  int direct;                   /* a linear system: the direct solve only, unrefined */
  int at_zero;                  /* the next evaluation is the direct solve's, at u = 0 */
  double t;
  const double *y, *z;
  double *buf;                  /* the blocks below, one allocation */
  double *M, *f, *flam, *fpsi, *gy, *gacc, *ky, *kz, *kt;
  /* the sparse path (a problem with sparse blocks, the band LU preferred
     by gp_band_preferred): the solves take acc_system_sparse, whose J is
     the values of the pattern M (a, a), -f_lambda (a, lambda), -f_psi (a,
     psi), g_y (lambda, a), k_z (psi, a); the blocks' values */
  int values;
  size_t *pat;                  /* rows, then columns (kept for the band) */
  double *sM, *sflam, *sfpsi, *sgy, *sky, *skz;
};

/* the pattern of [M -f_lambda -f_psi; g_y 0 0; k_z 0 0] from the
   problem's sparse blocks, in that order (row and col NULL: count only) */
static size_t
sparse_pattern (const gp_problem *P, size_t *row, size_t *col)
{
  const gp_sparse_jac *S = P->sparse;
  size_t n = P->n, mg = P->m_g, k = 0;
  const struct { const gp_pattern *p; size_t r0, c0; } blk[5] = {
    { &S->M, 0, 0 }, { &S->flam, 0, n }, { &S->fpsi, 0, n + mg }, { &S->gy, n, 0 },
    { &S->kz, n + mg, 0 } };
  for (int b = 0; b < 5; b++)
    for (size_t e = 0; e < blk[b].p->nnz; e++, k++)
      if (row)
        {
          row[k] = blk[b].r0 + blk[b].p->row[e];
          col[k] = blk[b].c0 + blk[b].p->col[e];
        }
  return k;
}

/* whether the problem's sparse blocks have the callbacks the system needs
   (mass; g_jac for m_g, k_jac for m_k; force_jac for f_lambda, f_psi) */
static int
sparse_complete (const gp_problem *P)
{
  const gp_sparse_jac *S = P->sparse;
  return S && S->mass && (!P->m_g || S->g_jac) && (!P->m_k || S->k_jac)
    && (!(P->m_g || P->m_k) || S->force_jac);
}

/* the Newton workspace: on the band path when the problem gives sparse
   blocks and the rule prefers the band, as a step's (gp_stepper.c), so that
   a chain of 1000 bodies starts without a dense LU of its 3000 or 4000
   unknowns; dense otherwise */
static gp_newton *
newton_for (gp_accel *A)
{
  const gp_problem *P = A->P;
  size_t N = P->n + P->m_g + P->m_k;
  if (!sparse_complete (P))
    return gp_newton_alloc (N);
  const gp_sparse_jac *S = P->sparse;
  size_t nnz = sparse_pattern (P, NULL, NULL);
  size_t nf = S->fy.nnz + S->fz.nnz;   /* force_jac writes them too */
  A->pat = malloc (2 * nnz * sizeof (size_t));
  A->sM = malloc ((S->M.nnz + nf + S->flam.nnz + S->fpsi.nnz + S->gy.nnz + S->ky.nnz
                   + S->kz.nnz + 1) * sizeof (double));
  if (!A->pat || !A->sM)
    return NULL;
  A->sflam = A->sM + S->M.nnz + nf;
  A->sfpsi = A->sflam + S->flam.nnz;
  A->sgy = A->sfpsi + S->fpsi.nnz;
  A->sky = A->sgy + S->gy.nnz;
  A->skz = A->sky + S->ky.nnz;
  sparse_pattern (P, A->pat, A->pat + nnz);
  gp_band *B = gp_band_alloc (N, nnz, A->pat, A->pat + nnz, 1);
  if (!B)
    return NULL;
  if (gp_band_preferred (N, gp_band_lower (B), gp_band_upper (B), nnz))
    {
      A->values = 1;
      return gp_newton_alloc_band (N, nnz, B);
    }
  gp_band_free (B);
  free (A->pat);               /* the dense path needs neither */
  free (A->sM);
  A->pat = NULL;
  A->sM = NULL;
  return gp_newton_alloc (N);
}

gp_accel *
gp_accel_alloc (const gp_problem *P)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  gp_accel *A = calloc (1, sizeof *A);
  if (!A)
    return NULL;
  A->P = P;
  A->newton = newton_for (A);
  if (!A->newton)
    {
      gp_accel_free (A);
      return NULL;
    }
  /* the sparse path's solves need f, g_acc and k_t only (the blocks' values
     are in sM): no dense block, so memory stays linear in n */
  A->buf = calloc (A->values ? n + mg + mk + 1
                   : n * n + n + n * mg + n * mk + mg * n + mg + 2 * mk * n + mk + 1,
                   sizeof (double));
  if (!A->buf)
    {
      gp_accel_free (A);
      return NULL;
    }
  if (A->values)
    {
      A->f = A->buf;
      A->gacc = A->f + n;
      A->kt = A->gacc + mg;
      return A;
    }
  A->M = A->buf;
  A->f = A->M + n * n;
  A->flam = A->f + n;
  A->fpsi = A->flam + n * mg;
  A->gy = A->fpsi + n * mk;
  A->gacc = A->gy + mg * n;
  A->ky = A->gacc + mg;
  A->kz = A->ky + mk * n;
  A->kt = A->kz + mk * n;
  return A;
}

void
gp_accel_set_direct (gp_accel *A, int direct)
{
  A->direct = direct;
}

void
gp_accel_free (gp_accel *A)
{
  if (!A)
    return;
  gp_newton_free (A->newton);
  free (A->buf);
  free (A->pat);
  free (A->sM);
  free (A);
}

/* the system from the dense callbacks (F; J dense, N x N, when not NULL) */
static int
acc_system (const double *u, double *F, double *J, void *ctx)
{
  gp_accel *A = ctx;
  const gp_problem *P = A->P;
  size_t n = P->n, mg = P->m_g, mk = P->m_k, N = n + mg + mk;
  const double *a = u, *lam = u + n, *psi = u + n + mg;
  double t = A->t;
  const double *y = A->y, *z = A->z;
  GP_TRY_CALLBACK (P->mass (t, y, A->M, P->params));
  GP_TRY_CALLBACK (P->force (t, y, z, lam, psi, A->f, P->params));
  if (mg)
    {
      GP_TRY_CALLBACK (P->g_jac (t, y, A->gy, NULL, P->params));
      GP_TRY_CALLBACK (P->g_acc (t, y, z, A->gacc, P->params));
    }
  if (mk)
    GP_TRY_CALLBACK (P->k_jac (t, y, z, A->ky, A->kz, A->kt, P->params));
  /* the terms in a: M a, g_y a, k_z a (none at u = 0, the direct solve's
     point, where they vanish) */
  if (A->at_zero)
    {
      memset (F, 0, N * sizeof (double));   /* the same bits as the products with 0 */
      A->at_zero = 0;                       /* the refinement's residuals have them */
    }
  else
    {
      gp_matvec (A->M, a, F, n, n);
      gp_matvec (A->gy, a, F + n, mg, n);
      gp_matvec (A->kz, a, F + n + mg, mk, n);
    }
  const double *f = A->f, *gacc = A->gacc, *kt = A->kt, *ky = A->ky;
  for (size_t i = 0; i < n; i++)
    F[i] -= f[i];
  if (mg)
    {
      for (size_t i = 0; i < mg; i++)
        F[n + i] += gacc[i];
    }
  if (mk)
    {
      double *Fk = F + n + mg;
      gp_affine (ky, z, kt, A->kt, mk, n);   /* k_t + k_y z, over k_t: k_jac refills it */
      for (size_t i = 0; i < mk; i++)
        Fk[i] += A->kt[i];
    }
  if (!J)
    return 0;
  if (mg || mk)
    GP_TRY_CALLBACK (P->force_jac (t, y, z, lam, psi, NULL, NULL, mg ? A->flam : NULL,
                                   mk ? A->fpsi : NULL, P->params));
  /* J = [M -f_lambda -f_psi; g_y 0 0; k_z 0 0], row by row (the workspace's
     blocks in locals: the stores into J may alias them for the compiler) */
  const double *M = A->M, *flam = A->flam, *fpsi = A->fpsi, *gy = A->gy, *kz = A->kz;
  for (size_t i = 0; i < n; i++)
    {
      double *Ji = J + i * N;
      const double *Mi = M + i * n, *fl = flam + i * mg, *fp = fpsi + i * mk;
      memcpy (Ji, Mi, n * sizeof (double));
      for (size_t j = 0; j < mg; j++)
        Ji[n + j] = -fl[j];
      for (size_t j = 0; j < mk; j++)
        Ji[n + mg + j] = -fp[j];
    }
  for (size_t i = 0; i < mg + mk; i++)
    {
      double *Ji = J + (n + i) * N;
      const double *Ci = i < mg ? gy + i * n : kz + (i - mg) * n;
      memcpy (Ji, Ci, n * sizeof (double));
      for (size_t j = n; j < N; j++)
        Ji[j] = 0.0;
    }
  return 0;
}

/* the same from the problem's sparse blocks, J the values of the pattern
   M, -f_lambda, -f_psi, g_y, k_z in that order (sparse_pattern) */
static int
acc_system_sparse (const double *u, double *F, double *J, void *ctx)
{
  gp_accel *A = ctx;
  const gp_problem *P = A->P;
  const gp_sparse_jac *S = P->sparse;
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  const double *a = u, *lam = u + n, *psi = u + n + mg;
  double t = A->t;
  const double *y = A->y, *z = A->z;
  GP_TRY_CALLBACK (S->mass (t, y, A->sM, P->params));
  GP_TRY_CALLBACK (P->force (t, y, z, mg ? lam : NULL, mk ? psi : NULL, A->f, P->params));
  if (mg)
    {
      GP_TRY_CALLBACK (S->g_jac (t, y, A->sgy, NULL, P->params));
      GP_TRY_CALLBACK (P->g_acc (t, y, z, A->gacc, P->params));
    }
  if (mk)
    GP_TRY_CALLBACK (S->k_jac (t, y, z, A->sky, A->skz, A->kt, P->params));
  memset (F, 0, (n + mg + mk) * sizeof (double));
  if (A->at_zero)
    A->at_zero = 0;           /* the products with u = 0 vanish, as in acc_system */
  else
    {
      for (size_t e = 0; e < S->M.nnz; e++)
        F[S->M.row[e]] += A->sM[e] * a[S->M.col[e]];
      for (size_t e = 0; mg && e < S->gy.nnz; e++)
        F[n + S->gy.row[e]] += A->sgy[e] * a[S->gy.col[e]];
      for (size_t e = 0; mk && e < S->kz.nnz; e++)
        F[n + mg + S->kz.row[e]] += A->skz[e] * a[S->kz.col[e]];
    }
  for (size_t i = 0; i < n; i++)
    F[i] -= A->f[i];
  for (size_t i = 0; i < mg; i++)
    F[n + i] += A->gacc[i];
  if (mk)
    {
      /* k_t + k_y z, then added, as acc_system's gp_affine (over k_t) */
      for (size_t e = 0; e < S->ky.nnz; e++)
        A->kt[S->ky.row[e]] += A->sky[e] * z[S->ky.col[e]];
      for (size_t i = 0; i < mk; i++)
        F[n + mg + i] += A->kt[i];
    }
  if (!J)
    return 0;
  double *fy = A->sM + S->M.nnz, *fz = fy + S->fy.nnz;
  if (mg || mk)
    GP_TRY_CALLBACK (S->force_jac (t, y, z, mg ? lam : NULL, mk ? psi : NULL, fy, fz,
                                   mg ? A->sflam : NULL, mk ? A->sfpsi : NULL, P->params));
  size_t e = 0;
  for (size_t i = 0; i < S->M.nnz; i++)
    J[e++] = A->sM[i];
  for (size_t i = 0; mg && i < S->flam.nnz; i++)
    J[e++] = -A->sflam[i];
  for (size_t i = 0; mk && i < S->fpsi.nnz; i++)
    J[e++] = -A->sfpsi[i];
  for (size_t i = 0; mg && i < S->gy.nnz; i++)
    J[e++] = A->sgy[i];
  for (size_t i = 0; mk && i < S->kz.nnz; i++)
    J[e++] = A->skz[i];
  return 0;
}

int
gp_accel_solve (gp_accel *A, double t, const double *y, const double *z, double *u,
                double tol, gp_stats *stats)
{
  A->t = t;
  A->y = y;
  A->z = z;
  gp_step_system *sys = A->values ? acc_system_sparse : acc_system;
  if (A->P->accel_linear)
    {
      A->at_zero = 1;
      int rc = gp_linear_solve (A->newton, sys, A, u, tol, !A->direct, stats);
      A->at_zero = 0;
      return rc;
    }
  gp_newton_opts o = { tol, 50, NULL, 0.0, 0, GP_NEWTON_VERIFY, 0.0, 0, 0, 1, 0.0, NULL };
  gp_newton_report r;
  return gp_newton_solve (A->newton, sys, A, u, &o, stats, &r);
}

int
gp_accel_residual (gp_accel *A, double t, const double *y, const double *z,
                   const double *u, double *F)
{
  A->t = t;
  A->y = y;
  A->z = z;
  return A->values ? acc_system_sparse (u, F, NULL, A) : acc_system (u, F, NULL, A);
}

/* the dense matrix on the sparse path, from the pattern's values (into the
   workspace's J, free between solves) added into zeros as the families'
   dense callbacks scatter them: the -f_lambda and -f_psi blocks start from
   -0, the bits of acc_system's -(0 + v) */
static int
acc_matrix_sparse (gp_accel *A, const double *u, double *J)
{
  const gp_problem *P = A->P;
  size_t n = P->n, mg = P->m_g, mk = P->m_k, N = n + mg + mk, nnz = A->newton->nJ;
  double *v = A->newton->J;
  GP_TRY (acc_system_sparse (u, A->newton->F, v, A));
  memset (J, 0, N * N * sizeof (double));
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < mg + mk; j++)
      J[i * N + n + j] = -0.0;
  const size_t *row = A->pat, *col = A->pat + nnz;
  for (size_t e = 0; e < nnz; e++)
    J[row[e] * N + col[e]] += v[e];
  return GP_OK;
}

int
gp_accel_matrix (gp_accel *A, double t, const double *y, const double *z,
                 const double *u, double *J)
{
  A->t = t;
  A->y = y;
  A->z = z;
  /* the caller wants the dense matrix, whichever path the solves take */
  if (A->values)
    return acc_matrix_sparse (A, u, J);
  return acc_system (u, A->newton->F, J, A);
}

int
gp_accel_ode (gp_accel *A, double t, const double *x, double *u, double tol,
              gp_stats *stats, double *dx)
{
  size_t n = A->P->n;
  int rc = gp_accel_solve (A, t, x, x + n, u, tol, stats);
  if (rc != GP_OK)
    return rc;
  memcpy (dx, x + n, n * sizeof (double));
  memcpy (dx + n, u, n * sizeof (double));
  return GP_OK;
}
