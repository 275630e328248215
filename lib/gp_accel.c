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
  double *M, *f, *flam, *fpsi, *gy, *gacc, *ky, *kz, *kt;
};

gp_accel *
gp_accel_alloc (const gp_problem *P)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  gp_accel *A = calloc (1, sizeof *A);
  if (!A)
    return NULL;
  A->P = P;
  A->newton = gp_newton_alloc (n + mg + mk);
  A->M = calloc (n * n + n + n * mg + n * mk + mg * n + mg + 2 * mk * n + mk + 1,
                 sizeof (double));
  if (!A->newton || !A->M)
    {
      gp_accel_free (A);
      return NULL;
    }
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
  free (A->M);
  free (A);
}

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

int
gp_accel_solve (gp_accel *A, double t, const double *y, const double *z, double *u,
                double tol, gp_stats *stats)
{
  gp_newton_opts o = { tol, 50, NULL, 0.0, 0, GP_NEWTON_VERIFY, 0.0, 0, 0, 1, 0.0, NULL };
  gp_newton_report r;
  A->t = t;
  A->y = y;
  A->z = z;
  if (A->P->accel_linear)
    {
      A->at_zero = 1;
      int rc = gp_linear_solve (A->newton, acc_system, A, u, tol, !A->direct, stats);
      A->at_zero = 0;
      return rc;
    }
  return gp_newton_solve (A->newton, acc_system, A, u, &o, stats, &r);
}

int
gp_accel_residual (gp_accel *A, double t, const double *y, const double *z,
                   const double *u, double *F)
{
  A->t = t;
  A->y = y;
  A->z = z;
  return acc_system (u, F, NULL, A);
}

int
gp_accel_matrix (gp_accel *A, double t, const double *y, const double *z,
                 const double *u, double *J)
{
  A->t = t;
  A->y = y;
  A->z = z;
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
