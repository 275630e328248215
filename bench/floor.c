/* floor.c -- the hand-specialized floor steppers of issue 12: what one
   integration costs when it is written for one method on one problem in
   plain C, with nothing general about it, so that bench/run.sh can measure
   the library against them side by side (instructions per step).

   Each floor is written from the method's equations, not from the
   library's code: fixed sizes known at compile time, local arrays, no
   allocation, no finiteness sweeps, no statistics beyond the counts, its
   own tiny LU with partial pivoting (textbook Gaussian elimination), the
   problem's generated callbacks for the physics (the same functions the
   library calls).  The Newton iteration is the library's production rule
   (theory/library.md, "Two Newton regimes"), written out here: simplified
   Newton with the iteration matrix evaluated and factored at the predictor
   (again when the contraction rate exceeds 1/4) and kept for up to
   jacobian_reuse steps by the library's rule (below, THETA_REUSE), stopping
   when theta/(1-theta) |dx_i| <= KAPPA |x_i - x0_i| + TOL (1 + |x_i|) for
   every unknown, KAPPA = 1e-6, TOL = 1e-12, at the second iteration on a
   matrix or later, the first rate counted twice.  So library and floor do
   the same evaluations and differ only in what the library's generality
   costs.  The ga-i3 floor has the library's rounding-floor safeguard
   written out too (a stalled iteration accepted at Skeel's rounding floor
   when its residual is at the rounding level, that floor raising the
   absolute part of later steps' bound: FLOOR_C below), without which it
   failed at the first step for every h <= 1.25e-5 of the Andrews sweep;
   the library's restart on growing increments is left out.  The ga-nh
   floor has no safeguard (the disk's sweep never stalls).

   - ga-nh on rolling-disk (n = 5, m_k = 2): seed 000 eq. (2.3),
       y1 = y0 + h z0 + h^2/2 ((1-2 beta) a_alpha + 2 beta a1)
       z1 = z0 + h ((1-gamma) a_alpha + gamma a1)
       (1-am) M(t0+(1+al)h, y0+(1+al)h z0) a1 + am M(t0+al h, y0+al h z0) a_alpha
          = (1-af) f(t1, y1, z1, psi1) + af f(t0, y0, z0, psi0),   al = am - af,
       k(t1, y1, z1) / h = 0,
     unknowns (a1, psi1), predictor (a_alpha, psi0).
   - ga-i3 on andrews (n = 7, m_g = 6): seed 003 Algorithm 1 with the
     scaling (10): unknowns (q1, lambda1),
       a1 = (q1 - q0 - h qd0 - h^2 (1/2-beta) a0) / (beta h^2),
       qd1 = qd0 + h (1-gamma) a0 + h gamma a1,
       qdd1 = ((1-am) a1 + am a0 - af qdd0) / (1-af),
       beta h^2 (M(q1) qdd1 - f(t1, q1, qd1, lambda1)) = 0,  g(t1, q1) = 0,
     iteration matrix [beta h^2 (M beta' + d(M qdd1)/dq - f_q - f_qd gamma'),
     -beta h^2 f_lambda; g_q, 0] with beta' = (1-am)/((1-af) beta h^2),
     gamma' = gamma/(beta h); predictor: qdd1 = qdd0, lambda0.
   - rk4 on rolling-disk: classical Runge-Kutta on y' = z, z' = a(t, y, z),
     each stage one direct solve of the linear acceleration-level system
     [M -f_psi; k_z 0] (a, psi) = (f(t, y, z, 0), -(k_y z + k_t)): 4 solves
     per step. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"

#define KAPPA 1e-6
#define TOL 1e-12
#define THETA_REFRESH 0.25
#define MAXIT 25
/* the reuse of a factorization across steps (gp_options.jacobian_reuse,
   theory/library.md "Jacobian reuse"): up to `reuse` steps on one (h is
   fixed here), a solve on a kept one redone from its predictor on a fresh
   matrix when a rate exceeds THETA_REUSE or after REUSE_MAXIT iterations
   without convergence, and then the next 1, 2, 4, ... (at most
   BACKOFF_MAX) steps factor their own */
#define THETA_REUSE 0.1
#define REUSE_MAXIT 4
#define BACKOFF_MAX 64
/* the rounding-floor safeguard, written out for ga-i3 on Andrews (whose
   small steps stall Newton at rounding): an iteration whose rate is 1/2 or
   more, or above THETA_REFRESH again on a matrix refreshed at the solve's
   own iterate, is accepted when its scaled increment lies below Skeel's
   floor FLOOR_C 2 eps |J^-1| |J| |x| and its residual below RESID_C eps
   |J| |x| row by row; the floor so measured, committed with the step,
   raises the absolute part of later steps' bound up to HINT_MAX */
#define FLOOR_C 16.0
#define RESID_C 64.0
#define HINT_MAX 1e-8

/* ---- the tiny LU: Gaussian elimination with partial pivoting ---------- */
static inline int
lu (double *A, int n, int *piv)
{
  for (int j = 0; j < n; j++)
    {
      int p = j;
      for (int i = j + 1; i < n; i++)
        if (fabs (A[i * n + j]) > fabs (A[p * n + j]))
          p = i;
      piv[j] = p;
      if (A[p * n + j] == 0.0)
        return 1;
      if (p != j)
        for (int k = 0; k < n; k++)
          {
            double t = A[j * n + k];
            A[j * n + k] = A[p * n + k];
            A[p * n + k] = t;
          }
      for (int i = j + 1; i < n; i++)
        {
          double l = A[i * n + j] / A[j * n + j];
          A[i * n + j] = l;
          for (int k = j + 1; k < n; k++)
            A[i * n + k] -= l * A[j * n + k];
        }
    }
  return 0;
}

static inline void
lu_solve (const double *A, int n, const int *piv, double *b)
{
  for (int j = 0; j < n; j++)
    {
      double t = b[j];
      b[j] = b[piv[j]];
      b[piv[j]] = t;
    }
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i; j++)
      b[i] -= A[i * n + j] * b[j];
  for (int i = n - 1; i >= 0; i--)
    {
      for (int j = i + 1; j < n; j++)
        b[i] -= A[i * n + j] * b[j];
      b[i] /= A[i * n + i];
    }
}

#define AU_MAX 13   /* the largest system of a floor: Andrews' 7 + 6 */

/* the production stopping rule on one iteration: the new iterate x (after
   x -= dx), the predictor x0, the increment dx; k iterations on the
   current matrix; *rprev the previous weighted increment.  Returns 1 when
   converged (never on a matrix's first iteration; its first rate counts
   twice), sets *refresh when the matrix is to be refreshed. */
static inline int
converged_tol (const double *x, const double *x0, const double *dx, int n, int k,
               double *rprev, int *refresh, int stale, int *redo, double tol, int refreshed,
               int *stall)
{
  double r = 0.0;
  for (int i = 0; i < n; i++)
    r = fmax (r, fabs (dx[i]) / (KAPPA * fabs (x[i] - x0[i]) + tol * (1.0 + fabs (x[i]))));
  double theta = r / *rprev, th = k == 2 ? 2 * theta : theta;
  *rprev = r;
  if (stale && k > 1 && theta > THETA_REUSE)
    {
      *redo = 1;
      return 0;
    }
  if (k == 1)
    return 0;
  if (th < 1.0 && th / (1.0 - th) * r <= 1.0)
    return 1;
  if (stale)
    *redo = k >= REUSE_MAXIT;
  else
    {
      if (stall)
        *stall = theta >= 0.5 || (refreshed && theta > THETA_REFRESH);
      *refresh = theta > THETA_REFRESH;
    }
  return 0;
}

static inline int
converged (const double *x, const double *x0, const double *dx, int n, int k,
           double *rprev, int *refresh, int stale, int *redo)
{
  return converged_tol (x, x0, dx, n, k, rprev, refresh, stale, redo, TOL, 0, NULL);
}

/* Skeel's rounding floor of the solution x of the system whose packed LU
   (P J = L U, unit lower L) is A: FLOOR_C max_i 2 eps (|J^-1| |J| |x|)_i /
   (1 + |x_i|), |J| rebuilt from the factors and J^-1 solved column by
   column; Jm gets (|J| |x|)_i in J's row order; 0 at a zero or non-finite
   pivot (no stall is accepted then) */
static double
rounding_floor (const double *A, int n, const int *piv, const double *x, double *Jm)
{
  int perm[AU_MAX];
  for (int i = 0; i < n; i++)
    perm[i] = i;
  for (int j = 0; j < n; j++)
    {
      int t = perm[j];
      perm[j] = perm[piv[j]];
      perm[piv[j]] = t;
    }
  for (int i = 0; i < n; i++)
    {
      double acc = 0.0;
      for (int j = 0; j < n; j++)
        {
          double v = i <= j ? A[i * n + j] : 0.0;
          int kmax = i < j ? i : j;
          for (int k = 0; k < kmax + (i > j); k++)
            v += A[i * n + k] * A[k * n + j];
          acc += fabs (v) * fabs (x[j]);
        }
      Jm[perm[i]] = acc;
    }
  for (int k = 0; k < n; k++)
    if (!(A[k * n + k] != 0.0 && isfinite (A[k * n + k])))
      return 0.0;
  double s[AU_MAX] = { 0.0 }, col[AU_MAX];
  for (int k = 0; k < n; k++)
    {
      for (int i = 0; i < n; i++)
        col[i] = i == k ? 1.0 : 0.0;
      lu_solve (A, n, piv, col);
      for (int i = 0; i < n; i++)
        s[i] += fabs (col[i]) * Jm[k];
    }
  double fl = 0.0;
  for (int i = 0; i < n; i++)
    fl = fmax (fl, 2.0 * DBL_EPSILON * s[i] / (1.0 + fabs (x[i])));
  return FLOOR_C * fl;
}

/* ---- the floors' state ------------------------------------------------- */
typedef enum { FLOOR_GANH_DISK, FLOOR_GAI3_ANDREWS, FLOOR_RK4_DISK } floor_kind;

#define DN 5        /* rolling disk */
#define DM 2
#define DU (DN + DM)
#define AN 7        /* andrews */
#define AM 6
#define AU (AN + AM)

struct bench_floor
{
  floor_kind kind;
  const gp_problem *P;
  gp_coeffs c;
  double h;
  long nsteps;
  /* state: t, y, z, a (ga-nh: a_alpha; ga-i3: the algorithmic a), qdd
     (ga-i3), multipliers */
  double t, y[AN], z[AN], a[AN], qdd[AN], mult[AM];
  bench_counts counts;
  /* the kept factorization (jacobian reuse): matrix, pivots, whether one
     is kept, the steps started on it, the back-off after a redo */
  double J[AU * AU];
  int piv[AU];
  int reuse, kept, uses, wait, backoff;
  /* the rounding floor the last accepted step measured (ga-i3): the
     absolute part of the bound is max(TOL, min(hint, HINT_MAX)) */
  double hint;
  char msg[160];
};

/* whether the step starts on the kept factorization */
static int
start_stale (bench_floor *b)
{
  if (b->wait > 0)
    {
      b->wait--;
      return 0;
    }
  if (b->reuse > 1 && b->kept && b->uses < b->reuse)
    {
      b->uses++;
      return 1;
    }
  return 0;
}

/* a solve on the kept factorization given up: from the predictor again on
   a fresh matrix, and the next steps factor their own */
static void
redo_fresh (bench_floor *b, double *u, const double *u0, int n, int *stale, int *fresh)
{
  memcpy (u, u0, (size_t) n * sizeof (double));
  *stale = 0;
  *fresh = 1;
  b->backoff = b->backoff ? 2 * b->backoff : 1;
  if (b->backoff > BACKOFF_MAX)
    b->backoff = BACKOFF_MAX;
  b->wait = b->backoff;
}

/* ---- ga-nh on the rolling disk ------------------------------------------ */
static int
ganh_disk_step (bench_floor *b)
{
  const gp_problem *P = b->P;
  void *par = P->params;
  const double h = b->h, am = b->c.alpha_m, af = b->c.alpha_f, be = b->c.beta,
    ga = b->c.gamma, al = am - af, t1 = b->t + h;
  double *y = b->y, *z = b->z, *a = b->a, *psi = b->mult;
  double M1[DN * DN], Ma[DN * DN], yp[DN], f0[DN], rhs0[DN], f1[DN], k1[DM];
  double fy[DN * DN], fz[DN * DN], fpsi[DN * DM], ky[DM * DN], kz[DM * DN], kt[DM];
  double y1[DN], z1[DN], u[DU], u0[DU], F[DU], *J = b->J;
  int *piv = b->piv;
  for (int i = 0; i < DN; i++)
    yp[i] = y[i] + h * (1 + al) * z[i];
  if (P->mass (b->t + (1 + al) * h, yp, M1, par))
    return 1;
  for (int i = 0; i < DN; i++)
    yp[i] = y[i] + h * al * z[i];
  if (P->mass (b->t + al * h, yp, Ma, par) || P->force (b->t, y, z, NULL, psi, f0, par))
    return 1;
  for (int i = 0; i < DN; i++)
    {
      double s = 0.0;
      for (int j = 0; j < DN; j++)
        s += Ma[i * DN + j] * a[j];
      rhs0[i] = am * s - af * f0[i];
    }
  memcpy (u, a, DN * sizeof (double));
  memcpy (u + DN, psi, DM * sizeof (double));
  memcpy (u0, u, sizeof u);
  const double cy = be * h * h, cz = ga * h;
  int stale = start_stale (b), fresh = !stale, k = 0, redo = 0;
  double rprev = 0.0;
  for (int it = 1; it <= MAXIT; it++)
    {
      for (int i = 0; i < DN; i++)
        {
          y1[i] = y[i] + h * z[i] + 0.5 * h * h * ((1 - 2 * be) * a[i] + 2 * be * u[i]);
          z1[i] = z[i] + h * ((1 - ga) * a[i] + ga * u[i]);
        }
      if (P->force (t1, y1, z1, NULL, u + DN, f1, par) || P->k (t1, y1, z1, k1, par))
        return 1;
      b->counts.residual_evals++;
      for (int i = 0; i < DN; i++)
        {
          double s = 0.0;
          for (int j = 0; j < DN; j++)
            s += M1[i * DN + j] * u[j];
          F[i] = (1 - am) * s + rhs0[i] - (1 - af) * f1[i];
        }
      for (int i = 0; i < DM; i++)
        F[DN + i] = k1[i] / h;
      if (fresh)
        {
          if (P->force_jac (t1, y1, z1, NULL, u + DN, fy, fz, NULL, fpsi, par)
              || P->k_jac (t1, y1, z1, ky, kz, kt, par))
            return 1;
          for (int i = 0; i < DN; i++)
            {
              for (int j = 0; j < DN; j++)
                J[i * DU + j] = (1 - am) * M1[i * DN + j]
                  - (1 - af) * (fy[i * DN + j] * cy + fz[i * DN + j] * cz);
              for (int j = 0; j < DM; j++)
                J[i * DU + DN + j] = -(1 - af) * fpsi[i * DM + j];
            }
          for (int i = 0; i < DM; i++)
            {
              for (int j = 0; j < DN; j++)
                J[(DN + i) * DU + j] = (ky[i * DN + j] * cy + kz[i * DN + j] * cz) / h;
              for (int j = 0; j < DM; j++)
                J[(DN + i) * DU + DN + j] = 0.0;
            }
          if (lu (J, DU, piv))
            return 1;
          b->counts.jacobian_evals++;
          b->counts.factorizations++;
          b->kept = 1;
          b->uses = 1;
          fresh = 0;
          k = 0;
        }
      lu_solve (J, DU, piv, F);
      for (int i = 0; i < DU; i++)
        u[i] -= F[i];
      b->counts.newton_iters++;
      if (converged (u, u0, F, DU, ++k, &rprev, &fresh, stale, &redo))
        {
          if (stale)
            b->backoff = 0;
          break;
        }
      if (redo)
        {
          redo_fresh (b, u, u0, DU, &stale, &fresh);
          redo = 0;
          it = 0;
          continue;
        }
      if (it == MAXIT)
        return 1;
    }
  for (int i = 0; i < DN; i++)
    {
      y[i] = y[i] + h * z[i] + 0.5 * h * h * ((1 - 2 * be) * a[i] + 2 * be * u[i]);
      z[i] = z[i] + h * ((1 - ga) * a[i] + ga * u[i]);
      a[i] = u[i];
    }
  memcpy (psi, u + DN, DM * sizeof (double));
  return 0;
}

/* ---- ga-i3 on andrews ----------------------------------------------------- */
/* the step residual at u = (q1, lambda1): a1, v1, qdd1 from u, then
   F = (beta h^2 (M qdd1 - f), g); M, f for the matrix; 1 on a failure */
typedef struct
{
  double t1, h, hb, am, af, ga;
  const double *qpred, *vpred, *a, *qdd;
  double a1[AN], v1[AN], qdd1[AN], M[AN * AN], f[AN], g[AM];
} gai3_ctx;

static int
gai3_residual (bench_floor *b, gai3_ctx *c, const double *u, double *F)
{
  const gp_problem *P = b->P;
  void *par = P->params;
  for (int i = 0; i < AN; i++)
    {
      c->a1[i] = (u[i] - c->qpred[i]) / c->hb;
      c->v1[i] = c->vpred[i] + c->h * c->ga * c->a1[i];
      c->qdd1[i] = ((1 - c->am) * c->a1[i] + c->am * c->a[i] - c->af * c->qdd[i]) / (1 - c->af);
    }
  if (P->mass (c->t1, u, c->M, par) || P->force (c->t1, u, c->v1, u + AN, NULL, c->f, par)
      || P->g (c->t1, u, c->g, par))
    return 1;
  b->counts.residual_evals++;
  for (int i = 0; i < AN; i++)
    {
      double s = 0.0;
      for (int j = 0; j < AN; j++)
        s += c->M[i * AN + j] * c->qdd1[j];
      F[i] = c->hb * (s - c->f[i]);
    }
  memcpy (F + AN, c->g, AM * sizeof (double));
  return 0;
}

static int
gai3_andrews_step (bench_floor *b)
{
  const gp_problem *P = b->P;
  void *par = P->params;
  const double h = b->h, am = b->c.alpha_m, af = b->c.alpha_f, be = b->c.beta,
    ga = b->c.gamma, t1 = b->t + h, hb = be * h * h;
  const double bp = (1 - am) / ((1 - af) * hb), gp = ga / (h * be);
  double *q = b->y, *qd = b->z, *a = b->a, *qdd = b->qdd, *lam = b->mult;
  double qpred[AN], vpred[AN];
  double dMv[AN * AN], fy[AN * AN], fz[AN * AN], flam[AN * AM], gy[AM * AN], gt[AM];
  double u[AU], u0[AU], F[AU], Jm[AU], *J = b->J;
  int *piv = b->piv;
  gai3_ctx c = { t1, h, hb, am, af, ga, qpred, vpred, a, qdd, { 0 }, { 0 }, { 0 }, { 0 },
                 { 0 }, { 0 } };
  for (int i = 0; i < AN; i++)
    {
      qpred[i] = q[i] + h * qd[i] + h * h * (0.5 - be) * a[i];
      vpred[i] = qd[i] + h * (1 - ga) * a[i];
      u[i] = qpred[i] + hb * (qdd[i] - am * a[i]) / (1 - am);   /* qdd1 = qdd0 */
    }
  memcpy (u + AN, lam, AM * sizeof (double));
  memcpy (u0, u, sizeof u);
  int stale = start_stale (b), fresh = !stale, k = 0, redo = 0, refreshed = 0;
  double rprev = 0.0, tol = fmax (TOL, fmin (b->hint, HINT_MAX)), hint = b->hint;
  for (int it = 1; it <= MAXIT; it++)
    {
      if (gai3_residual (b, &c, u, F))
        return 1;
      if (fresh)
        {
          if (P->mass_dv (t1, u, c.qdd1, dMv, par)
              || P->force_jac (t1, u, c.v1, u + AN, NULL, fy, fz, flam, NULL, par)
              || P->g_jac (t1, u, gy, gt, par))
            return 1;
          for (int i = 0; i < AN; i++)
            {
              for (int j = 0; j < AN; j++)
                J[i * AU + j] = hb * (c.M[i * AN + j] * bp + dMv[i * AN + j] - fy[i * AN + j]
                                      - fz[i * AN + j] * gp);
              for (int j = 0; j < AM; j++)
                J[i * AU + AN + j] = -hb * flam[i * AM + j];
            }
          for (int i = 0; i < AM; i++)
            {
              memcpy (J + (AN + i) * AU, gy + i * AN, AN * sizeof (double));
              memset (J + (AN + i) * AU + AN, 0, AM * sizeof (double));
            }
          if (lu (J, AU, piv))
            return 1;
          b->counts.jacobian_evals++;
          b->counts.factorizations++;
          b->kept = 1;
          b->uses = 1;
          fresh = 0;
          k = 0;
        }
      lu_solve (J, AU, piv, F);
      for (int i = 0; i < AU; i++)
        u[i] -= F[i];
      b->counts.newton_iters++;
      int stall = 0;
      if (converged_tol (u, u0, F, AU, ++k, &rprev, &fresh, stale, &redo, tol, refreshed,
                         &stall))
        {
          if (stale)
            b->backoff = 0;
          break;
        }
      if (redo)
        {
          redo_fresh (b, u, u0, AU, &stale, &fresh);
          redo = 0;
          refreshed = 0;
          it = 0;
          continue;
        }
      if (stall)
        {
          /* the scaled increment against the floor, then the residual at
             the iterate against its rounding level (one more evaluation) */
          double inc = 0.0;
          for (int i = 0; i < AU; i++)
            inc = fmax (inc, fabs (F[i]) / (1.0 + fabs (u[i])));
          double fl = rounding_floor (J, AU, piv, u, Jm);
          if (fl > 0.0)
            hint = fl;
          if (inc <= fl)
            {
              if (gai3_residual (b, &c, u, F))
                return 1;
              int ok = 1;
              for (int i = 0; i < AU; i++)
                ok = ok && fabs (F[i]) <= RESID_C * DBL_EPSILON * Jm[i];
              if (ok)
                break;
            }
        }
      if (fresh)
        refreshed = 1;
      if (it == MAXIT)
        return 1;
    }
  b->hint = hint;               /* committed with the step */
  for (int i = 0; i < AN; i++)
    {
      double an = (u[i] - qpred[i]) / hb;
      qd[i] = vpred[i] + h * ga * an;
      qdd[i] = ((1 - am) * an + am * a[i] - af * qdd[i]) / (1 - af);
      a[i] = an;
      q[i] = u[i];
    }
  memcpy (lam, u + AN, AM * sizeof (double));
  return 0;
}

/* ---- rk4 on the rolling disk ---------------------------------------------- */
/* a(t, y, z) (and psi) by one direct solve of the acceleration-level system */
static int
disk_accel (bench_floor *b, double t, const double *y, const double *z, double *a,
            double *psi)
{
  const gp_problem *P = b->P;
  void *par = P->params;
  static const double zero[DM] = { 0.0, 0.0 };
  double M[DN * DN], f[DN], fpsi[DN * DM], ky[DM * DN], kz[DM * DN], kt[DM];
  double J[DU * DU], u[DU];
  int piv[DU];
  if (P->mass (t, y, M, par) || P->force (t, y, z, NULL, zero, f, par)
      || P->force_jac (t, y, z, NULL, zero, NULL, NULL, NULL, fpsi, par)
      || P->k_jac (t, y, z, ky, kz, kt, par))
    return 1;
  for (int i = 0; i < DN; i++)
    {
      for (int j = 0; j < DN; j++)
        J[i * DU + j] = M[i * DN + j];
      for (int j = 0; j < DM; j++)
        J[i * DU + DN + j] = -fpsi[i * DM + j];
      u[i] = f[i];
    }
  for (int i = 0; i < DM; i++)
    {
      double s = kt[i];
      for (int j = 0; j < DN; j++)
        {
          J[(DN + i) * DU + j] = kz[i * DN + j];
          s += ky[i * DN + j] * z[j];
        }
      for (int j = 0; j < DM; j++)
        J[(DN + i) * DU + DN + j] = 0.0;
      u[DN + i] = -s;
    }
  if (lu (J, DU, piv))
    return 1;
  lu_solve (J, DU, piv, u);
  b->counts.residual_evals++;
  b->counts.jacobian_evals++;
  b->counts.factorizations++;
  b->counts.newton_iters++;
  memcpy (a, u, DN * sizeof (double));
  if (psi)
    memcpy (psi, u + DN, DM * sizeof (double));
  return 0;
}

static int
rk4_disk_step (bench_floor *b)
{
  const double h = b->h, t = b->t;
  double k[4][2 * DN], x[2 * DN];
  static const double c[4] = { 0.0, 0.5, 0.5, 1.0 };
  for (int s = 0; s < 4; s++)
    {
      for (int j = 0; j < DN; j++)
        {
          x[j] = b->y[j] + (s ? c[s] * h * k[s - 1][j] : 0.0);
          x[DN + j] = b->z[j] + (s ? c[s] * h * k[s - 1][DN + j] : 0.0);
        }
      memcpy (k[s], x + DN, DN * sizeof (double));
      if (disk_accel (b, t + c[s] * h, x, x + DN, k[s] + DN, NULL))
        return 1;
    }
  for (int j = 0; j < DN; j++)
    {
      b->y[j] += h / 6 * (k[0][j] + 2 * k[1][j] + 2 * k[2][j] + k[3][j]);
      b->z[j] += h / 6 * (k[0][DN + j] + 2 * k[1][DN + j] + 2 * k[2][DN + j] + k[3][DN + j]);
    }
  return 0;
}

/* ---- the integration ------------------------------------------------------- */
bench_floor *
bench_floor_alloc (const gp_problem *P, const char *method, const gp_coeffs *c, int reuse,
                   const gp_state *x0, double h, double T, char *why, size_t len)
{
  bench_floor *b = calloc (1, sizeof *b);
  if (!b)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  int disk = P->n == DN && P->m_g == 0 && P->m_k == DM && strcmp (P->name, "rolling-disk") == 0;
  int andrews = P->n == AN && P->m_g == AM && P->m_k == 0 && strcmp (P->name, "andrews") == 0;
  if (disk && strcmp (method, "ga-nh") == 0)
    b->kind = FLOOR_GANH_DISK;
  else if (andrews && strcmp (method, "ga-i3") == 0)
    b->kind = FLOOR_GAI3_ANDREWS;
  else if (disk && strcmp (method, "rk4") == 0)
    b->kind = FLOOR_RK4_DISK;
  else
    {
      snprintf (why, len, "no floor stepper for %s on %s (ga-nh and rk4 on rolling-disk, "
                "ga-i3 on andrews)", method, P->name);
      free (b);
      return NULL;
    }
  double L = T - x0->t, q = L / h, N = nearbyint (q);
  if (!(N >= 1 && fabs (N * h - L) <= 1e-12 * L))
    {
      snprintf (why, len, "h = %.17g does not divide the interval (%.17g steps)", h, q);
      free (b);
      return NULL;
    }
  b->P = P;
  b->c = *c;
  b->reuse = reuse;
  b->h = h;
  b->nsteps = (long) N;
  b->t = x0->t;
  size_t n = P->n;
  memcpy (b->y, x0->y, n * sizeof (double));
  memcpy (b->z, x0->z, n * sizeof (double));
  memcpy (b->a, x0->a, n * sizeof (double));     /* a_alpha = a0; ga-i3: a0 = qdd0 */
  memcpy (b->qdd, x0->a, n * sizeof (double));
  memcpy (b->mult, P->m_g ? x0->lam : x0->psi, (P->m_g + P->m_k) * sizeof (double));
  return b;
}

int
bench_floor_integrate (void *ctx)
{
  bench_floor *b = ctx;
  double t0 = b->t;
  for (long i = 1; i <= b->nsteps; i++)
    {
      int bad = b->kind == FLOOR_GANH_DISK ? ganh_disk_step (b)
        : b->kind == FLOOR_GAI3_ANDREWS ? gai3_andrews_step (b) : rk4_disk_step (b);
      if (bad)
        {
          snprintf (b->msg, sizeof b->msg, "step %ld at t = %.17g failed", i, b->t);
          return 1;
        }
      b->t = t0 + (double) i * b->h;
      b->counts.steps++;
    }
  return 0;
}

void
bench_floor_state (bench_floor *b, gp_state *x)
{
  size_t n = b->P->n;
  x->t = b->t;
  memcpy (x->y, b->y, n * sizeof (double));
  memcpy (x->z, b->z, n * sizeof (double));
  /* a(t) at T: ga-i3 carries it as qdd; the disk's floors do not need it */
  memcpy (x->a, b->kind == FLOOR_GAI3_ANDREWS ? b->qdd : b->a, n * sizeof (double));
  if (b->P->m_g)
    memcpy (x->lam, b->mult, b->P->m_g * sizeof (double));
  if (b->P->m_k)
    memcpy (x->psi, b->mult, b->P->m_k * sizeof (double));
}

void
bench_floor_counts (const bench_floor *b, bench_counts *c)
{
  *c = b->counts;
}

const char *
bench_floor_message (const bench_floor *b)
{
  return b->msg;
}

void
bench_floor_free (bench_floor *b)
{
  free (b);
}
