/* s004_rem_3_3.c -- verifies S004-R3.3 (theory/s004-rem-3.3.md): Remark 3.3
 * of seed 004, the conditioning of the nonholonomic Newmark step near
 * gamma = 2 beta, and what the trapezoidal case beta = 1/4, gamma = 1/2 does.
 *
 * S004-R3.3.  The coefficient vectors of a_k and a_{k+1} in (q_{k+1}, v_{k+1})
 * are ((1-2b) h^2/2, (1-g) h) and (b h^2, g h); for gamma = 2 beta they are
 * proportional, v_{k+1} = 2 (q_{k+1} - q_k)/h - v_k whatever the
 * accelerations, and the two constraints see the two multipliers through one
 * combination up to the change of mu over the step.  The 1-norm condition
 * number of the Newton matrix (gp_stepper_iteration_matrix, constraint rows
 * scaled by 1/h; gp_cond1) is measured; alpha_d = 1/2, (14).
 *
 * Claims:
 *   C1  fixed h = 1e-4, gamma = 1/2, beta = (1/2 - delta)/2, delta = 1e-1 ..
 *       1e-6, consistent starts of nh-chaotic and cvt: slope of log cond
 *       against log |gamma - 2 beta| within -1 +- 0.05
 *   C2  gamma = 2 beta = 1/2: slope of log cond against log h (h = 1e-2 ..
 *       1e-4) within -2 +- 0.1 at the t = 1 reference states of nh-particle,
 *       nh-chaotic, cvt and at nh-chaotic's start (d mu/dt != 0)
 *   C3  the same at the consistent starts of nh-particle and cvt, where
 *       d mu/dt = k_y-part vanishes (h = 1e-1 .. 1e-3): slope -4 +- 0.2
 *   C4  gamma != 2 beta (beta = 0; 1/6; beta = 0.3, gamma = 0.7), h = 1e-1 ..
 *       1e-8, starts and t = 1 states: |slope| <= 0.05 and cond <= 200
 *   C5  trapezoid beta = 1/4, gamma = 1/2 on nh-chaotic and cvt to t = 1, h =
 *       0.1 .. 0.1/256: every step's Newton converges (no failed step) with
 *       at most 6 iterations per step on average
 *   C6  the same runs: q_{k+1} - q_k = h/2 (v_k + v_{k+1}) at every step to
 *       rounding (gamma = 2 beta makes positions trapezoidal)
 *   C7  the same runs do not converge: the error of y at t = 1 is >= 0.1 at
 *       every h on both problems
 *   C8  control, beta = 1/6: order of y at t = 1 within 2 +- 0.1
 *   C9  trapezoid: the end multiplier at t = 1 grows like 1/h: order of
 *       |psi_N - psi(1)| within -1 +- 0.1
 *   C0  no Newton solve accepted unconverged
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "tap.h"
#include "vcommon.h"

#define ID "S004-R3.3"
#define U (DBL_EPSILON / 2)
#define NMAX 8
#define LV 9              /* h = 0.1 .. 0.1/256 */

enum { MUT_UNSCALED = 0, MUT_GAMMA_BETA, MUT_NEAR_TRAP, MUT_TRAP_ALPHA0 };
static const vc_mutant mutants[] = {
  { "unscaled-rows", "C2,C3,C4",
    "the condition number of the matrix with the constraint rows multiplied back by h "
    "(the library's 1/h row scaling undone)" },
  { "gamma-eq-beta", "C1,C2,C3",
    "the sweeps approach gamma = beta instead of gamma = 2 beta (a misreading of Remark 3.3)" },
  { "near-trapezoid", "C6,C7,C9",
    "the trapezoid runs take beta = 1/4 - 1e-3: consistent, but no longer gamma = 2 beta" },
  { "control-alpha-d-0", "C8", "the beta = 1/6 control runs with alpha_d = 0 (first order)" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

static double
maxabs (const double *a, size_t n)
{
  double m = 0;
  for (size_t i = 0; i < n; i++)
    m = fmax (m, fabs (a[i]));
  return m;
}

/* beta for "gamma = 2 beta approached by delta" (the mutant: gamma = beta) */
static double
beta_near (double gamma, double delta)
{
  return mut == MUT_GAMMA_BETA ? gamma - delta : (gamma - delta) / 2;
}

/* cond_1 of the Newton matrix for (beta, gamma) from the consistent start
   (at1 = 0) or from the committed reference state at t = 1 (at1 = 1) */
static double
cond_at (const gp_problem *P, double beta, double gamma, double h, int at1)
{
  gp_options o;
  gp_options_for (&gp_method_nh_newmark, &o);
  o.c.beta = beta;
  o.c.gamma = gamma;
  o.c.alpha_d = 0.5;
  gp_stepper *s = vc_stepper (&gp_method_nh_newmark, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  size_t n = P->n, m = P->m_k, N = gp_stepper_unknowns (s);
  double *J = malloc (N * N * sizeof (double));
  if (!x || !J)
    tap_bail ("out of memory");
  if (gp_state_consistent (P, x, 1e-14) != GP_OK)
    tap_bail ("consistent start of %s failed", P->name);
  if (at1)
    {
      const gp_reference *R = gp_reference_at (P->name, 1.0);
      if (!R)
        tap_bail ("no reference of %s at t = 1", P->name);
      x->t = 1.0;
      memcpy (x->y, R->values, n * sizeof (double));
      memcpy (x->z, R->values + n, n * sizeof (double));
      memcpy (x->a, R->values + 2 * n, n * sizeof (double));
      memcpy (x->psi, R->values + 3 * n + P->m_g, m * sizeof (double));
    }
  if (gp_stepper_start (s, h, x) != GP_OK || gp_stepper_iteration_matrix (s, h, x, J) != GP_OK)
    tap_bail ("iteration matrix of %s failed: %s", P->name, gp_stepper_message (s));
  if (mut == MUT_UNSCALED)
    for (size_t i = 2 * n; i < N; i++)
      for (size_t j = 0; j < N; j++)
        J[i * N + j] *= h;
  double c = gp_cond1 (J, N);
  free (J);
  gp_state_free (x);
  gp_stepper_free (s);
  return c;
}

static double
slope (const double *x, const double *y, int n)
{
  return gp_lsq_order (x, y, 0, n - 1);
}

/* ---- C5-C9: runs to t = 1 ------------------------------------------------- */
typedef struct
{
  double h[LV], ey[LV], ep[LV], its, pos_ratio, order_y, order_p;
  long solves, floor_accepts;
  int failed;
} trap_study;

static void
run_to_1 (const gp_problem *P, double beta, double ad, trap_study *S)
{
  size_t n = P->n;
  const gp_reference *R = gp_reference_at (P->name, 1.0);
  if (!R)
    tap_bail ("no reference of %s at t = 1", P->name);
  gp_options o;
  gp_options_for (&gp_method_nh_newmark, &o);
  o.c.beta = beta;
  o.c.alpha_d = ad;
  gp_stepper *s = vc_stepper (&gp_method_nh_newmark, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  memset (S, 0, sizeof *S);
  long steps = 0;
  gp_stats before = *gp_stepper_stats (s);
  for (int l = 0; l < LV; l++)
    {
      double h = ldexp (0.1, -l), q0[NMAX], v0[NMAX];
      long N = lround (1.0 / h);
      gp_stepper_reset (s);
      if (gp_state_consistent (P, x, 1e-14) != GP_OK || gp_stepper_start (s, h, x) != GP_OK)
        tap_bail ("start of %s failed", P->name);
      for (long k = 0; k < N; k++)
        {
          memcpy (q0, x->y, n * sizeof (double));
          memcpy (v0, x->z, n * sizeof (double));
          if (gp_stepper_step (s, h, x) != GP_OK)
            {
              tap_diag ("%s beta=%g h=%g: step %ld failed: %s", P->name, beta, h, k + 1,
                        gp_stepper_message (s));
              S->failed++;
              break;
            }
          steps++;
          /* the trapezoidal position rule and its rounding bound */
          double r = 0;
          for (size_t i = 0; i < n; i++)
            r = fmax (r, fabs ((x->y[i] - q0[i]) - 0.5 * h * (v0[i] + x->z[i])));
          double B = 4 * U * (maxabs (x->y, n) + maxabs (q0, n) + h * maxabs (v0, n)
                              + h * maxabs (x->z, n)
                              + h * h * (maxabs (x->a, n) + maxabs (x->aux, n)));
          S->pos_ratio = fmax (S->pos_ratio, r / B);
        }
      S->h[l] = h;
      S->ey[l] = vc_dist (x->y, R->values, n);
      S->ep[l] = fabs (x->psi[0] - R->values[3 * n + P->m_g]);
    }
  const gp_stats *A = gp_stepper_stats (s);
  S->its = (double) (A->newton_iters - before.newton_iters) / (double) (steps ? steps : 1);
  S->solves = A->newton_solves - before.newton_solves;
  S->floor_accepts = A->floor_accepts - before.floor_accepts;
  int lo;
  S->order_y = gp_order_fit (S->h, S->ey, LV, &lo);
  S->order_p = gp_order_fit (S->h, S->ep, LV, &lo);
  gp_state_free (x);
  gp_stepper_free (s);
}

int
main (int argc, char **argv)
{
  mut = vc_args (argc, argv, mutants, NMUT, NULL, NULL);
  vc_plan (ID, 9, 1);
  const gp_problem *PS[3] = { &gp_problem_nh_particle, &gp_problem_nh_chaotic, &gp_problem_cvt };

  /* C1: cond against |gamma - 2 beta| at h = 1e-4 */
  {
    double d[6], c[6], w = (double) NAN;
    char at[200] = "";
    for (int p = 1; p < 3; p++)
      {
        for (int i = 0; i < 6; i++)
          {
            d[i] = pow (10.0, -1 - i);
            c[i] = cond_at (PS[p], beta_near (0.5, d[i]), 0.5, 1e-4, 0);
          }
        double sl = slope (d, c, 6);
        tap_diag ("%s start, h=1e-4: cond at |gamma-2beta| = 1e-1..1e-6: %.3g %.3g %.3g %.3g "
                  "%.3g %.3g; slope %.4f", PS[p]->name, c[0], c[1], c[2], c[3], c[4], c[5], sl);
        if (isnan (w) || fabs (sl + 1) > fabs (w + 1))
          {
            w = sl;
            snprintf (at, sizeof at, "%s", PS[p]->name);
          }
      }
    tap_diag ("C1: farthest from -1 on %s", at);
    tap_is_order (-1.0, w, 0.05, ID " C1 h=1e-4, gamma=1/2, |gamma-2beta| = 1e-1..1e-6, "
                  "consistent starts of nh-chaotic and cvt: slope of log cond_1 against "
                  "log|gamma-2beta|, the one farthest from -1");
  }

  /* C2, C3: gamma = 2 beta against h */
  {
    double w2 = (double) NAN, w3 = (double) NAN;
    char at2[200] = "", at3[200] = "";
    for (int p = 0; p < 3; p++)
      for (int at1 = 0; at1 < 2; at1++)
        {
          /* the starts of nh-particle and cvt have d mu/dt = 0 (C3) */
          int degenerate = !at1 && p != 1;
          double hs[3], c[3];
          for (int i = 0; i < 3; i++)
            {
              hs[i] = pow (10.0, (degenerate ? -1 : -2) - i);
              c[i] = cond_at (PS[p], beta_near (0.5, 0.0), 0.5, hs[i], at1);
            }
          double sl = slope (hs, c, 3);
          tap_diag ("%s %s, gamma = 2 beta: cond at h = %g, %g, %g: %.3g %.3g %.3g; slope %.3f",
                    PS[p]->name, at1 ? "t=1" : "start", hs[0], hs[1], hs[2], c[0], c[1], c[2],
                    sl);
          if (degenerate && (isnan (w3) || fabs (sl + 4) > fabs (w3 + 4)))
            {
              w3 = sl;
              snprintf (at3, sizeof at3, "%s start", PS[p]->name);
            }
          if (!degenerate && (isnan (w2) || fabs (sl + 2) > fabs (w2 + 2)))
            {
              w2 = sl;
              snprintf (at2, sizeof at2, "%s %s", PS[p]->name, at1 ? "t=1" : "start");
            }
        }
    tap_diag ("C2: farthest from -2 at %s; C3: farthest from -4 at %s", at2, at3);
    tap_is_order (-2.0, w2, 0.1, ID " C2 gamma = 2 beta = 1/2: slope of log cond_1 against log h "
                  "(h=1e-2..1e-4) at the t=1 states of nh-particle, nh-chaotic, cvt and "
                  "nh-chaotic's start, the one farthest from -2");
    tap_is_order (-4.0, w3, 0.2, ID " C3 the same at the starts of nh-particle and cvt, where "
                  "d mu/dt = 0 (h=1e-1..1e-3): the slope farthest from -4");
  }

  /* C4: gamma != 2 beta stays bounded */
  {
    static const double BG[3][2] = { { 0.0, 0.5 }, { 1.0 / 6.0, 0.5 }, { 0.3, 0.7 } };
    double wsl = 0, cmax = 0;
    for (int p = 0; p < 3; p++)
      for (int at1 = 0; at1 < 2; at1++)
        for (int b = 0; b < 3; b++)
          {
            double hs[8], c[8];
            for (int i = 0; i < 8; i++)
              {
                hs[i] = pow (10.0, -1 - i);
                c[i] = cond_at (PS[p], BG[b][0], BG[b][1], hs[i], at1);
                cmax = fmax (cmax, c[i]);
              }
            double sl = slope (hs, c, 8);
            if (fabs (sl) >= fabs (wsl))
              wsl = sl;
            tap_diag ("%s %s beta=%.4g gamma=%g: cond at h=1e-1: %.3g, 1e-8: %.3g; slope %.4f",
                      PS[p]->name, at1 ? "t=1" : "start", BG[b][0], BG[b][1], c[0], c[7], sl);
          }
    tap_ok (fabs (wsl) <= 0.05 && cmax <= 200, ID " C4 gamma != 2 beta (beta=0; 1/6; 0.3 with "
            "gamma=0.7), h=1e-1..1e-8, starts and t=1 states of the three problems: cond_1 stays "
            "bounded (largest |slope| %.4f, bound 0.05; largest cond %.4g, bound 200)", wsl, cmax);
  }

  /* C5-C9: the trapezoidal case and the beta = 1/6 control */
  {
    trap_study T[2], B6[2];
    double btrap = mut == MUT_NEAR_TRAP ? 0.25 - 1e-3 : 0.25;
    double its = 0, pos = 0, eymin = HUGE_VAL, wo = (double) NAN, wp = (double) NAN;
    int failed = 0;
    for (int p = 1; p < 3; p++)
      {
        trap_study *S = &T[p - 1], *C = &B6[p - 1];
        run_to_1 (PS[p], btrap, 0.5, S);
        run_to_1 (PS[p], 1.0 / 6.0, mut == MUT_TRAP_ALPHA0 ? 0.0 : 0.5, C);
        for (int l = 0; l < LV; l++)
          {
            tap_diag ("%s trapezoid h=%-10.4g err y %.3e psi %.3e | beta=1/6 err y %.3e",
                      PS[p]->name, S->h[l], S->ey[l], S->ep[l], C->ey[l]);
            eymin = fmin (eymin, S->ey[l]);
          }
        tap_diag ("%s trapezoid: %.2f Newton iterations per step, %ld of %ld solves accepted at "
                  "the rounding floor; orders y %.3f psi %.3f; beta=1/6: order y %.3f (floor: %ld "
                  "of %ld)", PS[p]->name, S->its, S->floor_accepts, S->solves, S->order_y,
                  S->order_p, C->order_y, C->floor_accepts, C->solves);
        its = fmax (its, S->its);
        pos = fmax (pos, S->pos_ratio);
        failed += S->failed;
        if (isnan (wo) || fabs (C->order_y - 2) > fabs (wo - 2))
          wo = C->order_y;
        if (isnan (wp) || fabs (S->order_p + 1) > fabs (wp + 1))
          wp = S->order_p;
      }
    tap_ok (failed == 0 && its <= 6, ID " C5 trapezoid beta=1/4, gamma=1/2 (alpha_d=1/2) on "
            "nh-chaotic and cvt to t=1, h=0.1..0.1/256: Newton converges at every step (%d failed "
            "steps) with %.2f iterations per step at most (bound 6)", failed, its);
    tap_is_le (1.0, pos, ID " C6 the same runs: q_{k+1} - q_k = h/2 (v_k + v_{k+1}) at every "
               "step: largest residual over its rounding bound 4u(|q_{k+1}|+|q_k|+h|v_k|+h|v_{k+1}|"
               "+h^2(|a_k|+|a_{k+1}|))");
    tap_is_ge (0.1, eymin, ID " C7 the trapezoid does not converge: smallest error of y at t=1 "
               "over h=0.1..0.1/256 and both problems (orders nh-chaotic %.3f, cvt %.3f)",
               T[0].order_y, T[1].order_y);
    tap_is_order (2.0, wo, 0.1, ID " C8 control beta=1/6, gamma=1/2, alpha_d=1/2: order of y at "
                  "t=1 farthest from 2 (nh-chaotic %.3f, cvt %.3f)", B6[0].order_y,
                  B6[1].order_y);
    tap_is_order (-1.0, wp, 0.1, ID " C9 trapezoid: the end multiplier at t=1 grows like 1/h: "
                  "order of |psi_N - psi(1)| farthest from -1 (nh-chaotic %.3f, cvt %.3f)",
                  T[0].order_p, T[1].order_p);
  }
  return vc_done ();
}
