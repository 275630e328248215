/* problems_check.c -- every generated test problem against itself and the
 * literature (theory/problems-check.md).  For each problem of the
 * registry, its claims (the table at the end), and C11 once.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <gsl/gsl_errno.h>
#include "galpha.h"
#include "gp_method.h"
#include "gp_analysis.h"
#include "problems.h"
#include "claims.h"
#include "tap.h"
#include "vcommon.h"

#define NMAX 16
#define MMAX 16

/* ---- C1: Jacobians by central differences -------------------------------- */
typedef struct
{
  double worst;                 /* max over terms of the scaled difference */
  char where[96];
} jac_result;

static void
note (jac_result *r, double err, const char *what)
{
  if (err > r->worst || isnan (err))
    {
      r->worst = isnan (err) ? (double) INFINITY : err;
      snprintf (r->where, sizeof r->where, "%s", what);
    }
}

/* the terms of the library's check (gp_problem_check_jacobians) in [lo, hi]
   into r, in the order of the library's table (the worst: the first term
   at the largest deviation, a NaN one always) */
static void
note_terms (jac_result *r, const gp_jac_check *out, gp_jac_term lo, gp_jac_term hi)
{
  for (int k = lo; k <= (int) hi; k++)
    if (out[k].checked)
      note (r, out[k].dev, gp_jac_term_name ((gp_jac_term) k));
}

static const vc_mutant mutants[] = {
  { "fy-entry", "C1", "the analytic f_y(1,1) scaled by 1 + 1e-4 before the comparison" },
  { "spurious-start", "C5", "Newton start lambda, psi = -2.5: the spurious roots of jay-nh, jn-test, jn-test-i2 and soi2-test" },
  { "reaction-sign", "C7,C8", "the reaction callback returns -r (f_app + r no longer adds up to f)" },
  { "energy-factor", "C9,C10,C11", "the energy with its kinetic part weighted 3/2 (E + T/2): not an invariant" },
  { "gv-entry", "C6", "the analytic G_y(1,1) of gv_jac scaled by 1 + 1e-4 before the comparison" },
  { "dindex-z", "C12", "z declared index 1 for holonomic problems (the nonholonomic rule's value)" },
};
#define NMUT ((int) (sizeof mutants / sizeof *mutants))
static int mut = -1;

/* the reaction-sign mutant: the problem's reaction, negated */
static const gp_problem *mut_orig;
static int
reaction_negated (double t, const double y[], const double z[], const double lam[],
                  const double psi[], double r[], void *params)
{
  int rc = mut_orig->reaction (t, y, z, lam, psi, r, params);
  for (size_t i = 0; i < mut_orig->n; i++)
    r[i] = -r[i];
  return rc;
}

/* the fy-entry mutant: the problem's f_y(1,1) scaled by 1 + 1e-4; the
   gv-entry mutant: G_y(1,1) of gv_jac scaled the same */
static const gp_problem *jac_orig;
static int
force_jac_fy_entry (double t, const double y[], const double z[], const double lam[],
                    const double psi[], double fy[], double fz[], double flam[], double fpsi[],
                    void *params)
{
  int rc = jac_orig->force_jac (t, y, z, lam, psi, fy, fz, flam, fpsi, params);
  if (fy)
    fy[0] *= 1 + 1e-4;
  return rc;
}

static int
gv_jac_gv_entry (double t, const double y[], const double z[], double Gy[], double Gt[],
                 void *params)
{
  int rc = jac_orig->gv_jac (t, y, z, Gy, Gt, params);
  Gy[0] *= 1 + 1e-4;
  return rc;
}

/* C1 at the state x: f_*, d(Mv)/dy, g_*, k_* (the library's check) */
static void
check_jacobians (const gp_problem *P, const gp_state *x, jac_result *r)
{
  gp_problem Pm = *P;
  jac_orig = P;
  if (mut == 0)
    Pm.force_jac = force_jac_fy_entry;
  gp_jac_check out[GP_JAC_NTERMS];
  if (gp_problem_check_jacobians (&Pm, x->t, x->y, x->z, x->a, x->lam, x->psi, out) == GP_ENOMEM)
    tap_bail ("%s: out of memory", P->name);
  note_terms (r, out, GP_JAC_F_Y, GP_JAC_K_T);
}

/* The observer that checks the Jacobians at steps 0, 10 and 20 of a run. */
typedef struct
{
  const gp_problem *P;
  jac_result *r;
} jac_points;

static int
jacobians_at (const gp_state *x, long i, long N, void *ctx)
{
  (void) N;
  jac_points *j = ctx;
  if (i % 10 == 0)
    check_jacobians (j->P, x, j->r);
  return 0;
}

/* ---- C4: the exact solution satisfies the equations ---------------------- */
static void
check_exact (const gp_problem *P, double *res, double *deriv)
{
  size_t n = P->n;
  gp_state *x = gp_state_alloc (P, NULL);
  double ts[4] = { 0, 0.25, 0.5, 1 };
  *res = 0;
  *deriv = 0;
  for (int i = 0; i < 4; i++)
    {
      double t = P->t0 + ts[i], rp, rv, ra, f[NMAX];
      x->t = t;
      P->exact (t, x->y, x->z, x->a, x->lam, x->psi, P->params);
      gp_state_residuals (P, x, &rp, &rv, &ra);
      P->force (t, x->y, x->z, x->lam, x->psi, f, P->params);
      *res = fmax (*res, fmax (fmax (rp, rv), ra / (1 + vc_maxabs (f, n))));
      double d = 1e-5, yp[NMAX], ym[NMAX], zp[NMAX], zm[NMAX];
      P->exact (t + d, yp, zp, NULL, NULL, NULL, P->params);
      P->exact (t - d, ym, zm, NULL, NULL, NULL, P->params);
      for (size_t j = 0; j < n; j++)
        {
          *deriv = fmax (*deriv, fabs ((yp[j] - ym[j]) / (2 * d) - x->z[j]) / (1 + fabs (x->z[j])));
          *deriv = fmax (*deriv, fabs ((zp[j] - zm[j]) / (2 * d) - x->a[j]) / (1 + fabs (x->a[j])));
        }
    }
  gp_state_free (x);
}

/* ---- C6-C12: the completed interface ---------------------------------------
   Self-contained: these functions use only the gp_problem callbacks and small
   local arrays (no states, no steppers). */

/* deterministic uniform numbers in [-1, 1] (64-bit LCG, Knuth's MMIX constants) */
static unsigned long long lcg_state = 20261122ULL;
static double
uniform (void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 2.0 * (double) (lcg_state >> 11) / 9007199254740992.0 - 1.0;
}

/* A generic point (t, y, z, lambda, psi) near the start: not consistent. */
static void
random_point (const gp_problem *P, double *t, double *y, double *z, double *lam, double *psi)
{
  *t = P->t0 + 0.3 + 0.2 * uniform ();
  for (size_t i = 0; i < P->n; i++)
    {
      y[i] = P->y0[i] + 0.2 * uniform () * fmax (1, fabs (P->y0[i]));
      z[i] = P->z0[i] + uniform () * fmax (1, fabs (P->z0[i]));
    }
  for (size_t i = 0; i < P->m_g; i++)
    lam[i] = 2 * uniform ();
  for (size_t i = 0; i < P->m_k; i++)
    psi[i] = 2 * uniform ();
}

#define SMAX (NMAX + 2 * MMAX)

/* Solves A x = b (N x N, row-major; A and b are overwritten) by Gaussian
   elimination with partial pivoting.  Returns 1 if A is singular. */
static int
dense_solve (double *A, double *b, size_t N)
{
  for (size_t k = 0; k < N; k++)
    {
      size_t p = k;
      for (size_t i = k + 1; i < N; i++)
        if (fabs (A[i * N + k]) > fabs (A[p * N + k]))
          p = i;
      if (A[p * N + k] == 0)
        return 1;
      if (p != k)
        {
          for (size_t j = 0; j < N; j++)
            {
              double s = A[k * N + j];
              A[k * N + j] = A[p * N + j];
              A[p * N + j] = s;
            }
          double s = b[k];
          b[k] = b[p];
          b[p] = s;
        }
      for (size_t i = k + 1; i < N; i++)
        {
          double l = A[i * N + k] / A[k * N + k];
          for (size_t j = k; j < N; j++)
            A[i * N + j] -= l * A[k * N + j];
          b[i] -= l * b[k];
        }
    }
  for (size_t k = N; k-- > 0;)
    {
      double s = b[k];
      for (size_t j = k + 1; j < N; j++)
        s -= A[k * N + j] * b[j];
      b[k] = s / A[k * N + k];
    }
  return 0;
}

/* Minimum-norm Newton projection x := x - C^T (C C^T)^-1 c(x) onto c(x) = 0,
   for the position level (which = 0: c = g, C = g_y, x = y) or the velocity
   level (which = 1: c = (g_t + g_y z, k), C = (g_y; k_z), x = z).  Returns
   the final |c|_max. */
static double
project (const gp_problem *P, int which, double t, double *y, double *z)
{
  size_t n = P->n, mg = P->m_g, m = which ? P->m_g + P->m_k : P->m_g;
  double res = 0;
  if (m == 0)
    return 0;
  for (int it = 0; it < 30; it++)
    {
      double C[2 * MMAX * NMAX], c[2 * MMAX], CC[4 * MMAX * MMAX], gt[MMAX];
      if (mg)
        P->g_jac (t, y, C, gt, P->params);
      if (which == 0)
        P->g (t, y, c, P->params);
      else
        {
          if (mg)
            {
              vc_matvec (C, z, c, mg, n);
              for (size_t i = 0; i < mg; i++)
                c[i] += gt[i];
            }
          if (P->m_k)
            {
              double ky[MMAX * NMAX], kt[MMAX];
              P->k (t, y, z, c + mg, P->params);
              P->k_jac (t, y, z, ky, C + mg * n, kt, P->params);
            }
        }
      res = vc_maxabs (c, m);
      if (res <= 1e-15)
        break;
      for (size_t i = 0; i < m; i++)
        for (size_t j = 0; j < m; j++)
          {
            double s = 0;
            for (size_t l = 0; l < n; l++)
              s += C[i * n + l] * C[j * n + l];
            CC[i * m + j] = s;
          }
      if (dense_solve (CC, c, m))
        return (double) INFINITY;
      double *x = which ? z : y;
      for (size_t l = 0; l < n; l++)
        for (size_t i = 0; i < m; i++)
          x[l] -= C[i * n + l] * c[i];
    }
  return res;
}

/* The acceleration-level system at (t, y, z) for u = (a, lambda, psi):
     M a - f = 0,  g_y a + g_acc = 0,  k_z a + k_y z + k_t = 0,
   by Newton from the problem's stated start.  Returns 0 on convergence. */
static int
accel_solve (const gp_problem *P, double t, const double *y, const double *z, double *u)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k, N = n + mg + mk;
  double *a = u, *lam = u + n, *psi = u + n + mg;
  memcpy (a, P->a_start, n * sizeof *a);
  if (mg)
    memcpy (lam, P->lam_start, mg * sizeof *lam);
  if (mk)
    memcpy (psi, P->psi_start, mk * sizeof *psi);
  for (int it = 0; it < 50; it++)
    {
      double J[SMAX * SMAX], F[SMAX], M[NMAX * NMAX], f[NMAX], fl[NMAX * MMAX], fp[NMAX * MMAX];
      memset (J, 0, N * N * sizeof *J);
      P->mass (t, y, M, P->params);
      P->force (t, y, z, lam, psi, f, P->params);
      P->force_jac (t, y, z, lam, psi, NULL, NULL, mg ? fl : NULL, mk ? fp : NULL, P->params);
      vc_matvec (M, a, F, n, n);
      for (size_t i = 0; i < n; i++)
        {
          F[i] -= f[i];
          for (size_t j = 0; j < n; j++)
            J[i * N + j] = M[i * n + j];
          for (size_t j = 0; j < mg; j++)
            J[i * N + n + j] = -fl[i * mg + j];
          for (size_t j = 0; j < mk; j++)
            J[i * N + n + mg + j] = -fp[i * mk + j];
        }
      if (mg)
        {
          double gy[MMAX * NMAX], gt[MMAX], r[MMAX];
          P->g_jac (t, y, gy, gt, P->params);
          P->g_acc (t, y, z, r, P->params);
          vc_matvec (gy, a, F + n, mg, n);
          for (size_t i = 0; i < mg; i++)
            {
              F[n + i] += r[i];
              for (size_t j = 0; j < n; j++)
                J[(n + i) * N + j] = gy[i * n + j];
            }
        }
      if (mk)
        {
          double ky[MMAX * NMAX], kz[MMAX * NMAX], kt[MMAX], kyz[MMAX];
          P->k_jac (t, y, z, ky, kz, kt, P->params);
          vc_matvec (kz, a, F + n + mg, mk, n);
          vc_matvec (ky, z, kyz, mk, n);
          for (size_t i = 0; i < mk; i++)
            {
              F[n + mg + i] += kyz[i] + kt[i];
              for (size_t j = 0; j < n; j++)
                J[(n + mg + i) * N + j] = kz[i * n + j];
            }
        }
      if (dense_solve (J, F, N))
        return 1;
      double step = 0;
      for (size_t i = 0; i < N; i++)
        {
          u[i] -= F[i];
          step = fmax (step, fabs (F[i]) / (1 + fabs (u[i])));
        }
      if (step <= 1e-15)
        return 0;
    }
  return 1;
}

/* C6: G_y and G_t of gv_jac against central differences of
   G = g_t + g_y z (from g_jac) in y and t, at 3 generic points (the
   library's check). */
static double
check_gv_jac (const gp_problem *P, char *where, size_t len)
{
  gp_problem Pm = *P;
  jac_orig = P;
  if (mut == 4)
    Pm.gv_jac = gv_jac_gv_entry;
  jac_result jr = { 0, "" };
  for (int k = 0; k < 3; k++)
    {
      double t, y[NMAX], z[NMAX], lam[MMAX], psi[MMAX];
      gp_jac_check out[GP_JAC_NTERMS];
      random_point (P, &t, y, z, lam, psi);
      if (gp_problem_check_jacobians (&Pm, t, y, z, NULL, lam, psi, out) == GP_ENOMEM)
        tap_bail ("%s: out of memory", P->name);
      note_terms (&jr, out, GP_JAC_GV_Y, GP_JAC_GV_T);
    }
  if (jr.where[0])
    snprintf (where, len, "%s", jr.where);
  return jr.worst;
}

/* C7: f_app + r = f at 5 generic points, and r = 0, f_app = f at
   lambda = psi = 0: max |f_app + r - f| / max(|f|, |f_app|, |r|). */
static double
check_split (const gp_problem *P)
{
  size_t n = P->n;
  double worst = 0;
  for (int k = 0; k < 5; k++)
    {
      double t, y[NMAX], z[NMAX], lam[MMAX], psi[MMAX], zero[MMAX] = { 0 };
      double f[NMAX], fa[NMAX], r[NMAX];
      random_point (P, &t, y, z, lam, psi);
      for (int at_zero = 0; at_zero < 2; at_zero++)
        {
          const double *l = at_zero ? zero : lam, *p = at_zero ? zero : psi;
          P->force (t, y, z, l, p, f, P->params);
          P->force_app (t, y, z, fa, P->params);
          P->reaction (t, y, z, l, p, r, P->params);
          double s = fmax (vc_maxabs (f, n), fmax (vc_maxabs (fa, n), vc_maxabs (r, n))), d = 0;
          for (size_t i = 0; i < n; i++)
            d = fmax (d, fabs (fa[i] + r[i] - f[i]));
          worst = fmax (worst, s > 0 ? d / s : d);
          if (isnan (d))
            worst = (double) INFINITY;
        }
    }
  return worst;
}

/* C8: r_y, r_z, r_lambda, r_psi of reaction_jac against central differences
   of reaction at 3 generic points (scaled as C1; the library's check). */
static double
check_reaction_jac (const gp_problem *P, char *where, size_t len)
{
  jac_result jr = { 0, "" };
  for (int k = 0; k < 3; k++)
    {
      double t, y[NMAX], z[NMAX], lam[MMAX], psi[MMAX];
      gp_jac_check out[GP_JAC_NTERMS];
      random_point (P, &t, y, z, lam, psi);
      if (gp_problem_check_jacobians (P, t, y, z, NULL, lam, psi, out) == GP_ENOMEM)
        tap_bail ("%s: out of memory", P->name);
      note_terms (&jr, out, GP_JAC_R_Y, GP_JAC_R_PSI);
    }
  snprintf (where, len, "%s", jr.where);
  return jr.worst;
}

/* The energy (with the energy-factor mutant: kinetic part weighted 3/2). */
static double
energy_of (const gp_problem *P, double t, const double *y, const double *z)
{
  double E;
  P->energy (t, y, z, &E, P->params);
  if (mut == 3)
    {
      double M[NMAX * NMAX], Mz[NMAX], T = 0;
      P->mass (t, y, M, P->params);
      vc_matvec (M, z, Mz, P->n, P->n);
      for (size_t i = 0; i < P->n; i++)
        T += 0.5 * z[i] * Mz[i];
      E += 0.5 * T;
    }
  return E;
}

/* dE/dt along the vector field at a consistent (t, y, z): the acceleration
   a from the acceleration-level system, then central differences of E along
   (t, y, z) + s (1, z, a), split into its t, y and z parts.  Returns the
   rate; *flow = |E_t| + |E_y z| + |E_z a| (each part by differences), the
   power flows the rate is a cancellation of. */
static double
energy_rate (const gp_problem *P, double t, const double *y, const double *z, double *flow)
{
  size_t n = P->n;
  double u[SMAX];
  if (accel_solve (P, t, y, z, u))
    {
      *flow = 0;
      return (double) NAN;
    }
  const double *a = u;
  double part[3], total = 0;
  *flow = 0;
  for (int c = 0; c < 3; c++)   /* c = 0: along t, 1: along y (z), 2: along z (a) */
    {
      double yy[NMAX], zz[NMAX], Ev[2];
      double d = 1e-5 * fmax (1, c == 0 ? fabs (t) : c == 1 ? vc_maxabs (y, n) : vc_maxabs (z, n));
      for (int sg = 0; sg < 2; sg++)
        {
          double s = sg ? -d : d;
          for (size_t i = 0; i < n; i++)
            {
              yy[i] = y[i] + (c == 1 ? s * z[i] : 0);
              zz[i] = z[i] + (c == 2 ? s * a[i] : 0);
            }
          Ev[sg] = energy_of (P, t + (c == 0 ? s : 0), yy, zz);
        }
      part[c] = (Ev[0] - Ev[1]) / (2 * d);
      total += part[c];
      *flow += fabs (part[c]);
    }
  return total;
}

/* C9: |dE/dt| / (|E_t| + |E_y z| + |E_z a|) at the consistent start and at
   3 random consistent points (positions and velocities projected onto the
   constraints). */
typedef struct
{
  double t, y[NMAX], z[NMAX];
} point;

static int
consistent_points (const gp_problem *P, point pts[4])
{
  size_t n = P->n;
  pts[0].t = P->t0;
  memcpy (pts[0].y, P->y0, n * sizeof (double));
  memcpy (pts[0].z, P->z0, n * sizeof (double));
  for (int k = 1; k < 4; k++)
    {
      double lam[MMAX], psi[MMAX];
      random_point (P, &pts[k].t, pts[k].y, pts[k].z, lam, psi);
      if (project (P, 0, pts[k].t, pts[k].y, pts[k].z) > 1e-12
          || project (P, 1, pts[k].t, pts[k].y, pts[k].z) > 1e-12)
        return 1;
    }
  return 0;
}

static double
check_energy_rate (const gp_problem *P, const point pts[4])
{
  double worst = 0;
  char msg[256] = "";
  for (int k = 0; k < 4; k++)
    {
      double flow, rate = energy_rate (P, pts[k].t, pts[k].y, pts[k].z, &flow);
      /* a point where every power flow vanishes (a rest point) has rate 0 exactly */
      double rel = flow > 0 ? fabs (rate) / flow : fabs (rate);
      worst = isnan (rel) || isnan (worst) ? (double) NAN : fmax (worst, rel);
      size_t l = strlen (msg);
      snprintf (msg + l, sizeof msg - l, "%s%.2e (flows %.3g)", k ? ", " : "", rate, flow);
    }
  tap_diag ("%s dE/dt at the start and 3 random consistent points: %s", P->name, msg);
  return worst;
}

/* the kinetic energy z'M(t,y)z/2 */
static double
kinetic (const gp_problem *P, double t, const double *y, const double *z)
{
  double M[NMAX * NMAX], K = 0.0;
  size_t n = P->n;
  if (P->mass (t, y, M, P->params) != GP_OK)
    tap_bail ("%s: the mass matrix failed", P->name);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      K += z[i] * M[i * n + j] * z[j];
  return 0.5 * K;
}

/* C10: E at the committed reference (or the exact solution at t0 + 1 when
   there is none) against E(t0, y0, z0), relative.  *T gets the time; returns
   NAN when there is neither. */
static double
check_energy_reference (const gp_problem *P, double *T, const char **what)
{
  size_t n = P->n;
  double E0 = energy_of (P, P->t0, P->y0, P->z0), E1;
  const gp_reference *ref = NULL;
  for (const gp_reference *const *r = gp_references (); *r; r++)
    if (strcmp ((*r)->problem, P->name) == 0)
      ref = *r;
  if (ref)
    {
      *T = ref->t;
      *what = "committed reference";
      E1 = energy_of (P, ref->t, ref->values, ref->values + n);
    }
  else if (P->exact)
    {
      double y[NMAX], z[NMAX];
      *T = P->t0 + 1;
      *what = "exact solution";
      P->exact (*T, y, z, NULL, NULL, NULL, P->params);
      E1 = energy_of (P, *T, y, z);
    }
  else
    return (double) NAN;
  tap_diag ("%s energy: E(%g) = %.17g, E(%g) = %.17g (%s)", P->name, P->t0, E0, *T, E1, *what);
  /* relative to a scale that vanishes only when nothing moves and every
     potential is zero (then E1 - E0 is 0 as well): the magnitudes of the
     kinetic and the potential parts at both ends, not |E(t0)|, which is 0
     for a pendulum started where its energy is (3.96e+287 was printed) */
  const double *y1 = ref ? ref->values : NULL, *z1 = ref ? ref->values + n : NULL;
  double yx[NMAX], zx[NMAX];
  if (!ref)
    {
      P->exact (*T, yx, zx, NULL, NULL, NULL, P->params);
      y1 = yx;
      z1 = zx;
    }
  double K0 = kinetic (P, P->t0, P->y0, P->z0), K1 = kinetic (P, *T, y1, z1);
  double scale = fabs (K0) + fabs (E0 - K0) + fabs (K1) + fabs (E1 - K1);
  return fabs (E1 - E0) / fmax (scale, DBL_MIN);
}

/* C12: the differentiation index of every block by the rule of gen/README.md. */
static void
dindex_rule (size_t mg, size_t mk, int d[GP_NBLOCKS])
{
  for (int b = 0; b < GP_NBLOCKS; b++)
    d[b] = 0;
  if (mg)
    {
      d[GP_Y] = 1;
      d[GP_Z] = 2;
      d[GP_A] = d[GP_QDD] = d[GP_LAM] = 3;
      d[GP_PSI] = mk ? 2 : 0;
    }
  else if (mk)
    {
      d[GP_Y] = d[GP_Z] = 1;
      d[GP_A] = d[GP_QDD] = d[GP_PSI] = 2;
    }
}

static const char *
block_name (int b)
{
  static const char *const names[GP_NBLOCKS] = { "y", "z", "a", "qdd", "lambda", "psi", "aux" };
  return b >= 0 && b < GP_NBLOCKS ? names[b] : "?";
}

/* ---- C5: printed consistent values ----------------------------------------- */
typedef struct
{
  const char *problem, *source;
  double tol;                        /* relative, from the digits printed */
  int na, nl, np;
  double a[NMAX], lam[MMAX], psi[MMAX];
} printed;

static const printed PRINTED[] = {
  { "jay-nh", "catalogue T1", 1e-14, 2, 0, 1, { 1, 4 }, { 0 }, { 1 } },
  { "rolling-disk", "catalogue T2 (corrected f4)", 1e-14, 5, 0, 2,
    { -1.9106729782512091e-4, -2.0000000000000018e-3, 1.4776574975540371,
      -1.5494951776875872e-3, -1.9106729782512153e-4 }, { 0 },
    { -2.0622180572126975e-3, -2.8188474193561470 } },
  { "soi2-test", "catalogue T3", 1e-14, 2, 1, 1, { 1, 4 }, { 1 }, { 1 } },
  { "jn-test", "catalogue T4", 1e-14, 2, 1, 0, { 1, 4 }, { 1 }, { 0 } },
  { "jn-test-i2", "catalogue T4 (index-2 form)", 1e-14, 2, 0, 1, { 1, 4 }, { 0 }, { 1 } },
  { "jn-pendulum", "seed 002 sec. 5.2 / catalogue T5", 1e-6, 3, 2, 0,
    { -75, 200, -37.5 }, { 375, -1049.05 }, { 0 } },
  { "slider-crank", "catalogue T6", 1e-9, 10, 8, 0,
    { -4.5045045045, 0, 30.03003003, -9.009009009, 0, 0, -9.009009009, 0, -9.009009009, 0 },
    { 1.621621621622, 0, 2.252252252252, -0.910236910885, 1.351351351351, 0,
      0.900900900901, -0.910236910885 }, { 0 } },
  { "andrews", "Test Set andrews.f / catalogue T7", 1e-12, 7, 6, 0,
    { 14222.4439199541138705911625887, -10666.8329399655854029433719415, 0, 0, 0, 0, 0 },
    { 98.5668703962410896057654982170, -6.12268834425566265503114393122, 0, 0, 0, 0 },
    { 0 } },
};

static double
rel_block (const double *have, const double *want, int len)
{
  double d = 0, s = 0;
  for (int i = 0; i < len; i++)
    {
      d = fmax (d, fabs (have[i] - want[i]));
      s = fmax (s, fabs (want[i]));
    }
  return len ? d / (s > 0 ? s : 1) : 0;
}

/* C11: rolling-disk with the printed f4 (erratum E2) does not conserve the
   energy: at 3 random consistent points the relative rate is at least 1e-5
   (100 times C9's bound),
   and the rate is the power z4 I2 cos(y3) z3 z5 of the term the printed f4 adds. */
static void
m_printed_f4 (void)
{
  gp_problem P = gp_problem_rolling_disk;
  gp_rolling_disk_params pp = gp_rolling_disk_default_params;
  pp.f4_printed = 1;
  P.params = &pp;
  point pts[4];
  if (consistent_points (&P, pts))
    tap_bail ("rolling-disk: projection onto the constraints failed");
  double rel_min = (double) INFINITY, dev = 0;
  for (int k = 0; k < 4; k++)
    {
      const double *y = pts[k].y, *z = pts[k].z;
      double flow, rate = energy_rate (&P, pts[k].t, y, z, &flow);
      double extra = z[3] * pp.I2 * cos (y[2]) * z[2] * z[4];
      tap_diag ("rolling-disk, printed f4, point %d: dE/dt %.6g, power of the printed term "
                "z4 I2 cos(y3) z3 z5 %.6g, power flows %.3g", k, rate, extra, flow);
      if (k > 0)
        rel_min = fmin (rel_min, fabs (rate) / flow);
      dev = fmax (dev, fabs (rate - extra) / flow);
      if (isnan (rate))
        rel_min = dev = (double) NAN;
    }
  tap_diag ("rolling-disk, printed f4: |dE/dt - z4 I2 cos(y3) z3 z5| / flows <= %.2e", dev);
  vc_report ("C11", dev <= 1e-7 ? rel_min : 0, "%s", "");
}

/* ---- the current problem: the registry's, with the selected mutant ------ */
static gp_problem Pm;
static const gp_problem *P = &Pm;
static double spurious[MMAX];

static const char *
item (int i)
{
  const gp_problem *const *pp = gp_problems ();
  for (int k = 0; k < i; k++)
    if (!pp[k])
      return NULL;
  if (!pp[i])
    return NULL;
  Pm = *pp[i];
  if (!vc_variant ())
    vc_on (&Pm, "%s", "");   /* the item's claims are about this problem */
  if (mut == 1)
    {
      Pm.lam_start = Pm.m_g ? spurious : NULL;
      Pm.psi_start = Pm.m_k ? spurious : NULL;
    }
  if (mut == 2)
    {
      mut_orig = pp[i];
      Pm.reaction = reaction_negated;
    }
  if (mut == 5 && Pm.m_g)
    Pm.dindex[GP_Z] = 1;
  return Pm.name;
}

static void
setup (int mutant)
{
  mut = mutant;
  gsl_set_error_handler_off ();
  for (int i = 0; i < MMAX; i++)
    spurious[i] = -2.5;
  tap_diag ("random points: 64-bit LCG, seed %llu", lcg_state);
}

/* the consistent start (C1-C3, C5) */
static int start_rc;
static double rp, rv, ra, racc, cond, a0[NMAX], l0[MMAX], p0[MMAX];

/* C1 at t0 and after 10 and 20 rk4 steps of a step that resolves the motion */
static void
m_jacobians (void)
{
  if (P->n > NMAX || P->m_g > MMAX || P->m_k > MMAX)
    tap_bail ("%s is larger than this program handles", P->name);
  gp_state *x = gp_state_alloc (P, NULL);
  start_rc = gp_state_consistent (P, x, 1e-15);
  double f0[NMAX];
  gp_state_residuals (P, x, &rp, &rv, &ra);
  P->force (x->t, x->y, x->z, x->lam, x->psi, f0, P->params);
  racc = ra / (1 + vc_maxabs (f0, P->n));
  size_t N = P->n + P->m_g + P->m_k;
  double J[(NMAX + 2 * MMAX) * (NMAX + 2 * MMAX)];
  gp_accel *A = gp_accel_alloc (P);
  gp_accel_matrix (A, x->t, x->y, x->z, x->a, J);
  cond = gp_cond1 (J, N);
  gp_accel_free (A);
  memcpy (a0, x->a, P->n * sizeof (double));
  memcpy (l0, x->lam, P->m_g * sizeof (double));
  memcpy (p0, x->psi, P->m_k * sizeof (double));
  jac_result jr = { 0, "" };
  gp_options o;
  gp_options_default (&o);
  gp_stepper *s = vc_stepper (&gp_method_rk4, P, &o, NULL);
  double h = strcmp (P->name, "andrews") == 0 ? 1e-4 : 1e-2;
  gp_steps S = { GP_STEPS_UNIFORM, h, NULL, 0 };
  jac_points jp = { P, &jr };
  gp_run run;
  if (start_rc == GP_OK && gp_integrate (s, &S, P->t0 + 20 * h, x, 1, jacobians_at, &jp, &run))
    tap_bail ("%s: rk4 step %ld failed: %s", P->name, run.fail_step, gp_stepper_message (s));
  gp_stepper_free (s);
  gp_state_free (x);
  vc_report ("C1", jr.worst, " (worst: %s)", jr.where);
}

/* C2, C3: the consistent start's residuals and the augmented Jacobian */
static void
m_start (void)
{
  tap_diag ("%s consistent start: |g| %.2e, |g_t + g_y z, k| %.2e, acceleration %.2e "
            "(relative %.2e), cond1 of the augmented Jacobian %.3g", P->name, rp, rv, ra,
            racc, cond);
  vc_report ("C2", start_rc == GP_OK && rp <= 1e-12 && rv <= 1e-12 && racc <= 1e-12, "%s", "");
  vc_report ("C3", cond, "%s", "");
}

/* C4 */
static void
m_exact (void)
{
  if (!P->exact)
    {
      vc_report_skip ("C4", "no exact solution", "%s", "");
      return;
    }
  double res, der;
  check_exact (P, &res, &der);
  tap_diag ("%s exact solution: residual %.2e, derivative mismatch %.2e", P->name, res, der);
  vc_report ("C4", res <= 1e-12 && der <= 1e-7, " satisfies the equations at 4 times (residual "
             "%.2e, y'=z, z'=a %.2e)", res, der);
}

/* C5 */
static void
m_printed (void)
{
  const printed *pr = NULL;
  for (size_t i = 0; i < sizeof PRINTED / sizeof *PRINTED; i++)
    if (strcmp (PRINTED[i].problem, P->name) == 0)
      pr = &PRINTED[i];
  if (!pr)
    {
      vc_report_skip ("C5", "no printed consistent values", "%s", "");
      return;
    }
  double d = fmax (rel_block (a0, pr->a, pr->na),
                   fmax (rel_block (l0, pr->lam, pr->nl), rel_block (p0, pr->psi, pr->np)));
  vc_report_vs ("C5", d, pr->tol, " %s", pr->source);
}

/* C6 */
static void
m_gv_jac (void)
{
  char where[96] = "";
  if (!P->m_g)
    {
      vc_report_skip ("C6", "no holonomic constraints (gv_jac is NULL)", "%s", "");
      return;
    }
  double d = check_gv_jac (P, where, sizeof where);
  vc_report ("C6", d, " (worst: %s)", where);
}

/* C7 */
static void
m_split (void)
{
  vc_report ("C7", check_split (P), "%s", "");
}

/* C8 */
static void
m_reaction_jac (void)
{
  char where[96] = "";
  double rjac = check_reaction_jac (P, where, sizeof where);
  vc_report ("C8", rjac, " (worst: %s)", where[0] ? where : "r = 0, all exact");
}

/* C9, C10: the energy */
static void
m_energy (void)
{
  if (!P->energy)
    {
      vc_report_skip ("C9", "no energy (not conservative)", "%s", "");
      return;
    }
  point pts[4];
  if (consistent_points (P, pts))
    tap_bail ("%s: projection onto the constraints failed", P->name);
  vc_report ("C9", check_energy_rate (P, pts), "%s", "");
}

static void
m_energy_reference (void)
{
  if (!P->energy)
    {
      vc_report_skip ("C10", "no energy (not conservative)", "%s", "");
      return;
    }
  double T;
  const char *what = "";
  double drift = check_energy_reference (P, &T, &what);
  if (isnan (drift) && !*what)
    vc_report_skip ("C10", "no committed reference and no exact solution", "%s", "");
  else
    vc_report ("C10", drift, " %s: |E(%g) - E(t0)| / (|K| + |E - K| at both ends)", what, T);
}

/* C12 */
static void
m_dindex (void)
{
  int rule[GP_NBLOCKS], bad = -1;
  dindex_rule (P->m_g, P->m_k, rule);
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (P->dindex[b] != rule[b] && bad < 0)
      bad = b;
  if (bad >= 0)
    tap_diag ("%s dindex[%s] = %d, the rule gives %d", P->name, block_name (bad),
              P->dindex[bad], rule[bad]);
  vc_report ("C12", bad < 0, " (y %d, z %d, a %d, qdd %d, lambda %d, psi %d, aux %d) follows "
             "the rule for m_g = %zu, m_k = %zu", P->dindex[GP_Y], P->dindex[GP_Z],
             P->dindex[GP_A], P->dindex[GP_QDD], P->dindex[GP_LAM], P->dindex[GP_PSI],
             P->dindex[GP_AUX], P->m_g, P->m_k);
}

#define REGISTRY { "the registry's problems, checked against themselves", "nothing run" }
static const vc_claim claims[] = {
  { .id = "C1", .skip = REGISTRY, .measure = m_jacobians, .check = VC_LE, .target = 1e-6,
    .text = "generated Jacobians against central differences at 3 consistent points" },
  { .id = "C2", .skip = REGISTRY, .measure = m_start, .check = VC_TRUE,
    .text = "consistent initial values: residuals <= 1e-12" },
  { .id = "C3", .skip = REGISTRY, .measure = m_start, .check = VC_LE, .target = 1e12,
    .text = "augmented Jacobian at t0 is nonsingular (cond1)" },
  { .id = "C4", .skip = REGISTRY, .measure = m_exact, .check = VC_TRUE,
    .text = "exact solution" },
  { .id = "C5", .skip = REGISTRY, .measure = m_printed, .check = VC_LE, .target = (double) NAN,
    .text = "consistent a0, lambda0, psi0 against", .skiptext = "printed values" },
  { .id = "C6", .skip = REGISTRY, .measure = m_gv_jac, .check = VC_LE, .target = 1e-6,
    .text = "gv_jac (G_y, G_t of G = g_t + g_y z) against central differences at 3 random "
    "points", .skiptext = "gv_jac" },
  { .id = "C7", .skip = REGISTRY, .measure = m_split, .check = VC_LE, .target = 1e-13,
    .text = "force_app + reaction = force at 5 random points, and at lambda = psi = 0" },
  { .id = "C8", .skip = REGISTRY, .measure = m_reaction_jac, .check = VC_LE, .target = 1e-6,
    .text = "reaction_jac against central differences at 3 random points" },
  { .id = "C9", .skip = REGISTRY, .measure = m_energy, .check = VC_LE, .target = 1e-7,
    .text = "energy conserved by the dynamics: |dE/dt| / (|E_t| + |E_y z| + |E_z a|) at the "
    "start and 3 random consistent points", .skiptext = "energy rate" },
  { .id = "C10", .skip = REGISTRY, .measure = m_energy_reference, .check = VC_LE,
    .target = 1e-10, .text = "energy at the", .skiptext = "energy at a reference" },
  { .id = "C12", .skip = REGISTRY, .measure = m_dindex, .check = VC_TRUE, .text = "dindex" },
  { .id = "C11", .skip = REGISTRY, .measure = m_printed_f4, .check = VC_GE, .target = 1e-5,
    .once = 1, .text = "rolling-disk with the printed f4 (f4_printed = 1) does NOT conserve "
    "energy: |dE/dt| / (|E_t| + |E_y z| + |E_z a|) at 3 random consistent points, and dE/dt = "
    "z4 I2 cos(y3) z3 z5 (erratum E2)" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = "PROBLEMS",
    .problem = "C11: rolling-disk",
    .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .item = item,
  };
  return vc_run (argc, argv, &prog);
}
