/* problems_check.c -- every generated test problem against itself and the
 * literature (theory/problems-check.md).  For each problem of the registry:
 *
 *   C1  every generated Jacobian and derivative term (f_y, f_z, f_lambda,
 *       f_psi, d(Mv)/dy, g_y, g_t, g_acc, k_y, k_z, k_t) agrees with central
 *       differences at three consistent points along an rk4 trajectory:
 *       max |J_fd - J| / max(|J|_max, |F|_max) <= 1e-6
 *   C2  the consistent initial values the library computes from (y0, z0)
 *       have constraint and acceleration-level residuals <= 1e-12 (relative
 *       to 1 + |f(t0)|_max for the acceleration level)
 *   C3  the Jacobian of the acceleration-level (augmented) system at t0 is
 *       nonsingular: cond1 <= 1e12
 *   C4  the exact solution (where there is one) satisfies every equation at
 *       t0 + {0, 0.25, 0.5, 1}: residuals <= 1e-12, and y' = z, z' = a to
 *       1e-7 by central differences; SKIP without an exact solution
 *   C5  the consistent values agree with those printed in the catalogue or the
 *       paper (to the digits printed); SKIP where none are printed
 * Deliberately wrong variants (--mutant): fy-entry fails C1, spurious-start
 * fails C5 for jay-nh, jn-test and soi2-test.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <gsl/gsl_errno.h>
#include "galpha.h"
#include "problems.h"
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

static double
step_for (double x)
{
  return 1e-5 * fmax (1.0, fabs (x));
}

/* scaled difference of an analytic Jacobian column block against differences */
static double
scaled (const double *fd, const double *an, size_t len, double fscale)
{
  double d = 0, s = fscale;
  for (size_t i = 0; i < len; i++)
    {
      d = fmax (d, fabs (fd[i] - an[i]));
      s = fmax (s, fabs (an[i]));
    }
  return s > 0 ? d / s : d;
}

static const vc_mutant mutants[] = {
  { "fy-entry", "C1", "the analytic f_y(1,1) scaled by 1 + 1e-4 before the comparison" },
  { "spurious-start", "C5", "Newton start lambda, psi = -2.5: the spurious roots of jay-nh, jn-test and soi2-test" },
};
static int mut = -1;

static void
check_jacobians (const gp_problem *P, const gp_state *x, jac_result *r)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  double t = x->t, y[NMAX], z[NMAX], lam[MMAX], psi[MMAX];
  memcpy (y, x->y, n * sizeof *y);
  memcpy (z, x->z, n * sizeof *z);
  memcpy (lam, x->lam, mg * sizeof *lam);
  memcpy (psi, x->psi, mk * sizeof *psi);
  double fy[NMAX * NMAX], fz[NMAX * NMAX], fl[NMAX * MMAX], fp[NMAX * MMAX];
  double fpl[NMAX], fmi[NMAX], col[NMAX], an[NMAX], f0[NMAX];
  P->force_jac (t, y, z, lam, psi, fy, fz, mg ? fl : NULL, mk ? fp : NULL, P->params);
  if (mut == 0)
    fy[0] *= 1 + 1e-4;
  P->force (t, y, z, lam, psi, f0, P->params);
  double fs = vc_maxabs (f0, n);
  /* f with respect to y, z, lambda, psi: perturb one argument at a time */
  struct { double *arg; size_t len; const double *J; size_t ld; const char *name; } blk[4] = {
    { y, n, fy, n, "f_y" }, { z, n, fz, n, "f_z" }, { lam, mg, fl, mg, "f_lambda" },
    { psi, mk, fp, mk, "f_psi" } };
  for (int b = 0; b < 4; b++)
    for (size_t j = 0; j < blk[b].len; j++)
      {
        double keep = blk[b].arg[j], d = step_for (keep);
        blk[b].arg[j] = keep + d;
        P->force (t, y, z, lam, psi, fpl, P->params);
        blk[b].arg[j] = keep - d;
        P->force (t, y, z, lam, psi, fmi, P->params);
        blk[b].arg[j] = keep;
        for (size_t i = 0; i < n; i++)
          {
            col[i] = (fpl[i] - fmi[i]) / (2 * d);
            an[i] = blk[b].J[i * blk[b].ld + j];
          }
        note (r, scaled (col, an, n, fs), blk[b].name);
      }
  /* d(M v)/dy with v = a */
  double dMv[NMAX * NMAX], Mp[NMAX * NMAX], Mm[NMAX * NMAX], vp[NMAX], vm[NMAX], M0[NMAX * NMAX];
  P->mass_dv (t, y, x->a, dMv, P->params);
  P->mass (t, y, M0, P->params);
  for (size_t j = 0; j < n; j++)
    {
      double keep = y[j], d = step_for (keep);
      y[j] = keep + d;
      P->mass (t, y, Mp, P->params);
      y[j] = keep - d;
      P->mass (t, y, Mm, P->params);
      y[j] = keep;
      vc_matvec (Mp, x->a, vp, n, n);
      vc_matvec (Mm, x->a, vm, n, n);
      for (size_t i = 0; i < n; i++)
        {
          col[i] = (vp[i] - vm[i]) / (2 * d);
          an[i] = dMv[i * n + j];
        }
      vc_matvec (M0, x->a, vp, n, n);
      note (r, scaled (col, an, n, vc_maxabs (vp, n)), "d(Mv)/dy");
    }
  if (mg)
    {
      double gy[MMAX * NMAX], gt[MMAX], gp[MMAX], gm[MMAX], gc[MMAX], ga[MMAX];
      P->g_jac (t, y, gy, gt, P->params);
      for (size_t j = 0; j < n; j++)
        {
          double keep = y[j], d = step_for (keep);
          y[j] = keep + d;
          P->g (t, y, gp, P->params);
          y[j] = keep - d;
          P->g (t, y, gm, P->params);
          y[j] = keep;
          for (size_t i = 0; i < mg; i++)
            {
              gc[i] = (gp[i] - gm[i]) / (2 * d);
              ga[i] = gy[i * n + j];
            }
          note (r, scaled (gc, ga, mg, 0), "g_y");
        }
      double d = step_for (t);
      P->g (t + d, y, gp, P->params);
      P->g (t - d, y, gm, P->params);
      for (size_t i = 0; i < mg; i++)
        gc[i] = (gp[i] - gm[i]) / (2 * d);
      note (r, scaled (gc, gt, mg, vc_maxabs (gy, mg * n)), "g_t");
      /* g_acc = d/ds [g_t + g_y z] along (t, y) + s (1, z), z fixed */
      double gacc[MMAX], yy[NMAX], G[2][MMAX];
      P->g_acc (t, y, z, gacc, P->params);
      d = 1e-5;
      for (int sgn = 0; sgn < 2; sgn++)
        {
          double s = sgn ? -d : d, gyy[MMAX * NMAX], gtt[MMAX];
          for (size_t j = 0; j < n; j++)
            yy[j] = y[j] + s * z[j];
          P->g_jac (t + s, yy, gyy, gtt, P->params);
          vc_matvec (gyy, z, G[sgn], mg, n);
          for (size_t i = 0; i < mg; i++)
            G[sgn][i] += gtt[i];
        }
      for (size_t i = 0; i < mg; i++)
        gc[i] = (G[0][i] - G[1][i]) / (2 * d);
      note (r, scaled (gc, gacc, mg, vc_maxabs (gy, mg * n) * vc_maxabs (z, n)), "g_acc");
    }
  if (mk)
    {
      double ky[MMAX * NMAX], kz[MMAX * NMAX], kt[MMAX], kp[MMAX], km[MMAX], kc[MMAX], ka[MMAX];
      P->k_jac (t, y, z, ky, kz, kt, P->params);
      struct { double *arg; const double *J; const char *name; } kb[2] = {
        { y, ky, "k_y" }, { z, kz, "k_z" } };
      for (int b = 0; b < 2; b++)
        for (size_t j = 0; j < n; j++)
          {
            double keep = kb[b].arg[j], d = step_for (keep);
            kb[b].arg[j] = keep + d;
            P->k (t, y, z, kp, P->params);
            kb[b].arg[j] = keep - d;
            P->k (t, y, z, km, P->params);
            kb[b].arg[j] = keep;
            for (size_t i = 0; i < mk; i++)
              {
                kc[i] = (kp[i] - km[i]) / (2 * d);
                ka[i] = kb[b].J[i * n + j];
              }
            note (r, scaled (kc, ka, mk, 0), kb[b].name);
          }
      double d = step_for (t);
      P->k (t + d, y, z, kp, P->params);
      P->k (t - d, y, z, km, P->params);
      for (size_t i = 0; i < mk; i++)
        kc[i] = (kp[i] - km[i]) / (2 * d);
      note (r, scaled (kc, kt, mk, fmax (vc_maxabs (ky, mk * n), vc_maxabs (kz, mk * n))), "k_t");
    }
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

int
main (int argc, char **argv)
{
  mut = vc_args (argc, argv, mutants, 2, NULL, NULL);
  gsl_set_error_handler_off ();
  int np = 0;
  for (const gp_problem *const *p = gp_problems (); *p; p++)
    np++;
  vc_plan ("PROBLEMS", 5 * np, 1);
  for (const gp_problem *const *pp = gp_problems (); *pp; pp++)
    {
      gp_problem Pm = **pp;
      double spurious[MMAX];
      for (int i = 0; i < MMAX; i++)
        spurious[i] = -2.5;
      if (mut == 1)
        {
          Pm.lam_start = Pm.m_g ? spurious : NULL;
          Pm.psi_start = Pm.m_k ? spurious : NULL;
        }
      const gp_problem *P = &Pm;
      if (P->n > NMAX || P->m_g > MMAX || P->m_k > MMAX)
        tap_bail ("%s is larger than this program handles", P->name);
      gp_state *x = gp_state_alloc (P, NULL);
      int rc = gp_state_consistent (P, x, 1e-15);
      double rp, rv, ra, f0[NMAX];
      gp_state_residuals (P, x, &rp, &rv, &ra);
      P->force (x->t, x->y, x->z, x->lam, x->psi, f0, P->params);
      double racc = ra / (1 + vc_maxabs (f0, P->n));
      size_t N = P->n + P->m_g + P->m_k;
      double J[(NMAX + 2 * MMAX) * (NMAX + 2 * MMAX)];
      gp_accel *A = gp_accel_alloc (P);
      gp_accel_matrix (A, x->t, x->y, x->z, x->a, J);
      double cond = gp_cond1 (J, N);
      gp_accel_free (A);
      double a0[NMAX], l0[MMAX], p0[MMAX];
      memcpy (a0, x->a, P->n * sizeof (double));
      memcpy (l0, x->lam, P->m_g * sizeof (double));
      memcpy (p0, x->psi, P->m_k * sizeof (double));

      /* C1 at t0 and after 10 and 20 rk4 steps of a step that resolves the motion */
      jac_result jr = { 0, "" };
      gp_options o;
      gp_options_default (&o);
      gp_stepper *s = vc_stepper (&gp_method_rk4, P, &o, NULL);
      double h = strcmp (P->name, "andrews") == 0 ? 1e-4 : 1e-2;
      gp_steps S = { GP_STEPS_UNIFORM, h, NULL, 0 };
      jac_points jp = { P, &jr };
      gp_run run;
      if (rc == GP_OK && gp_integrate (s, &S, P->t0 + 20 * h, x, 1, jacobians_at, &jp, &run))
        tap_bail ("%s: rk4 step %ld failed: %s", P->name, run.fail_step, gp_stepper_message (s));
      vc_stepper_free (s);
      tap_is_le (1e-6, jr.worst, "PROBLEMS C1 %s generated Jacobians against central "
                 "differences at 3 consistent points (worst: %s)", P->name, jr.where);
      tap_diag ("%s consistent start: |g| %.2e, |g_t + g_y z, k| %.2e, acceleration %.2e "
                "(relative %.2e), cond1 of the augmented Jacobian %.3g", P->name, rp, rv, ra,
                racc, cond);
      tap_ok (rc == GP_OK && rp <= 1e-12 && rv <= 1e-12 && racc <= 1e-12,
              "PROBLEMS C2 %s consistent initial values: residuals <= 1e-12", P->name);
      tap_is_le (1e12, cond, "PROBLEMS C3 %s augmented Jacobian at t0 is nonsingular (cond1)",
                 P->name);
      if (P->exact)
        {
          double res, der;
          check_exact (P, &res, &der);
          tap_diag ("%s exact solution: residual %.2e, derivative mismatch %.2e", P->name, res, der);
          tap_ok (res <= 1e-12 && der <= 1e-7, "PROBLEMS C4 %s exact solution satisfies the "
                  "equations at 4 times (residual %.2e, y'=z, z'=a %.2e)", P->name, res, der);
        }
      else
        tap_skip ("no exact solution", "PROBLEMS C4 %s exact solution", P->name);
      const printed *pr = NULL;
      for (size_t i = 0; i < sizeof PRINTED / sizeof *PRINTED; i++)
        if (strcmp (PRINTED[i].problem, P->name) == 0)
          pr = &PRINTED[i];
      if (pr)
        {
          double d = fmax (rel_block (a0, pr->a, pr->na),
                           fmax (rel_block (l0, pr->lam, pr->nl), rel_block (p0, pr->psi, pr->np)));
          tap_is_le (pr->tol, d, "PROBLEMS C5 %s consistent a0, lambda0, psi0 against %s",
                     P->name, pr->source);
        }
      else
        tap_skip ("no printed consistent values", "PROBLEMS C5 %s printed values", P->name);
      gp_state_free (x);
    }
  return vc_done ();
}
