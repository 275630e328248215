/* test_library.c -- unit tests of the stepper library itself: transactional
   steps, refused parameters, callback failures, statistics, analysis helpers,
   and the jay-nh Jacobians against central differences. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <gsl/gsl_errno.h>
#include "galpha.h"
#include "problems.h"
#include "tap.h"

static const gp_problem *J = &gp_problem_jay_nh;

/* a copy of jay-nh whose force fails (returns 1) after `budget` calls */
static int budget;
static int
failing_force (double t, const double y[], const double z[], const double lam[],
               const double psi[], double f[], void *params)
{
  if (budget-- <= 0)
    return 1;
  return gp_problem_jay_nh.force (t, y, z, lam, psi, f, params);
}

static int
same_state (const gp_problem *P, const gp_state *a, const gp_state *b)
{
  return a->t == b->t && memcmp (a->y, b->y, (3 * P->n + P->m_g + P->m_k) * sizeof (double)) == 0;
}

int
main (void)
{
  gsl_set_error_handler_off ();
  tap_plan (16);
  gp_options o;
  gp_options_default (&o);
  char why[256];
  gp_stepper *s = gp_stepper_alloc (&gp_method_ga_nh, J, &o, why, sizeof why);
  gp_state *x = gp_state_alloc (J), *x0 = gp_state_alloc (J);
  tap_ok (s && x && gp_state_consistent (J, x, 1e-15) == GP_OK,
          "LIB C1 stepper allocates and consistent start solves for jay-nh");
  gp_state_copy (J, x0, x);

  /* transactional failure: Newton cannot meet an impossible tolerance */
  gp_options ot = o;
  ot.newton_tol = 1e-300;
  ot.newton_maxit = 3;
  gp_stepper *st = gp_stepper_alloc (&gp_method_ga_nh, J, &ot, why, sizeof why);
  int rc = gp_stepper_step (st, 0.1, x);
  tap_ok (rc == GP_ENEWTON && same_state (J, x, x0) && gp_stepper_stats (st)->failed_steps == 1,
          "LIB C2 failed Newton step returns GP_ENEWTON and leaves the state unchanged (%s)",
          gp_stepper_message (st));
  gp_stepper_free (st);

  rc = gp_stepper_step (s, 0.0, x);
  int rc2 = gp_stepper_step (s, NAN, x);
  int rc3 = gp_stepper_step (s, -0.1, x);
  tap_ok (rc == GP_EINVAL && rc2 == GP_EINVAL && rc3 == GP_EINVAL && same_state (J, x, x0),
          "LIB C3 h = 0, NaN, -0.1 are refused with GP_EINVAL and the state unchanged");

  /* callback failure inside Newton */
  gp_problem bad = *J;
  bad.force = failing_force;
  gp_stepper *sb = gp_stepper_alloc (&gp_method_ga_nh, &bad, &o, why, sizeof why);
  budget = 2;
  rc = gp_stepper_step (sb, 0.1, x);
  tap_ok (rc == GP_EFUNC && same_state (J, x, x0),
          "LIB C4 a failing callback gives GP_EFUNC and the state unchanged");
  gp_stepper_free (sb);

  /* refused coefficients */
  gp_options on = o;
  on.c.gamma = NAN;
  gp_stepper *sn = gp_stepper_alloc (&gp_method_ga_nh, J, &on, why, sizeof why);
  tap_ok (!sn && strstr (why, "finite"), "LIB C5 NaN coefficient refused (%s)", why);
  on = o;
  on.newton_tol = 0;
  sn = gp_stepper_alloc (&gp_method_ga_nh, J, &on, why, sizeof why);
  tap_ok (!sn && strstr (why, "newton_tol"), "LIB C6 newton_tol = 0 refused (%s)", why);
  gp_coeffs c;
  tap_ok (gp_coeffs_chung_hulbert (NAN, &c, why, sizeof why) == GP_EINVAL
          && gp_coeffs_chung_hulbert (1.01, &c, why, sizeof why) == GP_EINVAL
          && gp_coeffs_hht (0.1, &c, why, sizeof why) == GP_EINVAL,
          "LIB C7 rho_inf NaN or > 1 and HHT alpha > 0 are refused");

  /* statistics */
  rc = gp_stepper_step (s, 0.1, x);
  const gp_stats *S = gp_stepper_stats (s);
  tap_ok (rc == GP_OK && S->steps == 1 && S->newton_iters >= 2
          && S->factorizations == S->newton_iters && S->residual_evals == S->newton_iters,
          "LIB C8 statistics: 1 step, %ld iterations = factorizations = residual evaluations",
          S->newton_iters);

  /* previous M_alpha: the first step equals the explicit one */
  gp_options op = o;
  op.m_alpha = GP_MALPHA_PREVIOUS;
  gp_stepper *sp = gp_stepper_alloc (&gp_method_ga_nh, J, &op, why, sizeof why);
  gp_state *xp = gp_state_alloc (J);
  gp_state_copy (J, xp, x0);
  gp_stepper_step (sp, 0.1, xp);
  tap_ok (same_state (J, xp, x), "LIB C9 m-alpha previous: first step equals explicit");
  gp_stepper_free (sp);
  gp_state_free (xp);

  /* analysis helpers */
  double h[5], e[5];
  for (int i = 0; i < 5; i++)
    {
      h[i] = ldexp (0.1, -i);
      e[i] = 3.0 * h[i] * h[i] * (i < 2 ? 1.5 : 1.0);   /* pre-asymptotic first two */
    }
  double p = gp_lsq_order (h, e, 2, 4);
  int lo = gp_asymptotic_range (h, e, 5, 0.1);
  tap_ok (fabs (p - 2) < 1e-12 && lo == 2, "LIB C10 lsq order %.15g and asymptotic range "
          "start %d on a power law with a pre-asymptotic head", p, lo);
  double A[4] = { 2, 1, 1, 1 };   /* inverse [1 -1; -1 2]: cond1 = 3 * 3 */
  tap_ok (fabs (gp_cond1 (A, 2) - 9) < 1e-12, "LIB C11 cond1 of [2 1; 1 1] is 9 (%.17g)",
          gp_cond1 (A, 2));
  double Z[4] = { 1, 2, 2, 4 };
  tap_ok (isinf (gp_cond1 (Z, 2)), "LIB C12 cond1 of a singular matrix is infinite");
  double eig[6];
  gp_amplification_eigs (&o.c, 0.0, eig);
  double target = o.c.alpha_m / (o.c.alpha_m - 1), best = INFINITY;
  int ones = 0;
  for (int i = 0; i < 3; i++)
    {
      ones += fabs (eig[2 * i] - 1) < 1e-7 && fabs (eig[2 * i + 1]) < 1e-7;
      best = fmin (best, hypot (eig[2 * i] - target, eig[2 * i + 1]));
    }
  tap_ok (ones == 2 && best < 1e-12, "LIB C13 amplification at h -> 0: eigenvalues 1, 1, "
          "alpha_m/(alpha_m-1)");

  /* jay-nh Jacobians against central differences at a non-solution point */
  double t = 0.37, y[2] = { 1.3, 0.4 }, z[2] = { 0.7, -1.1 }, psi[1] = { 0.8 };
  double fy[4], fz[4], fp[2], ky[2], kz[2], kt[1], worst = 0;
  J->force_jac (t, y, z, NULL, psi, fy, fz, NULL, fp, NULL);
  J->k_jac (t, y, z, ky, kz, kt, NULL);
  for (int j = 0; j < 5; j++)   /* perturb y1 y2 z1 z2 psi */
    {
      double d = 1e-6, yp[2], zp[2], pp[1], ym[2], zm[2], pm[1], fpl[2], fmi[2], kpl, kmi;
      memcpy (yp, y, sizeof y); memcpy (ym, y, sizeof y);
      memcpy (zp, z, sizeof z); memcpy (zm, z, sizeof z);
      pp[0] = pm[0] = psi[0];
      double *vp = j < 2 ? &yp[j] : j < 4 ? &zp[j - 2] : &pp[0];
      double *vm = j < 2 ? &ym[j] : j < 4 ? &zm[j - 2] : &pm[0];
      *vp += d; *vm -= d;
      J->force (t, yp, zp, NULL, pp, fpl, NULL);
      J->force (t, ym, zm, NULL, pm, fmi, NULL);
      J->k (t, yp, zp, &kpl, NULL);
      J->k (t, ym, zm, &kmi, NULL);
      for (int i = 0; i < 2; i++)
        {
          double an = j < 2 ? fy[2 * i + j] : j < 4 ? fz[2 * i + j - 2] : fp[i];
          worst = fmax (worst, fabs ((fpl[i] - fmi[i]) / (2 * d) - an) / (1 + fabs (an)));
        }
      double ank = j < 2 ? ky[j] : j < 4 ? kz[j - 2] : 0;
      worst = fmax (worst, fabs ((kpl - kmi) / (2 * d) - ank) / (1 + fabs (ank)));
    }
  tap_is_le (1e-8, worst, "LIB C14 jay-nh f and k Jacobians against central differences "
             "(d = 1e-6: truncation d^2 ~ 1e-12, cancellation eps/d ~ 1e-10)");

  /* exact solution satisfies the DAE */
  double res = 0;
  for (int i = 0; i <= 4; i++)
    {
      gp_state_free (xp = NULL), xp = gp_state_alloc (J);
      double tt = 0.25 * i, rp, rv, ra;
      xp->t = tt;
      J->exact (tt, xp->y, xp->z, xp->a, NULL, xp->psi, NULL);
      gp_state_residuals (J, xp, &rp, &rv, &ra);
      res = fmax (res, fmax (rv, ra));
      gp_state_free (xp);
    }
  tap_is_le (1e-13, res, "LIB C15 jay-nh exact solution: |k| and acceleration-level residual");
  tap_ok (gp_method_by_name ("ga-nh") == &gp_method_ga_nh && !gp_method_by_name ("nope")
          && gp_problem_by_name ("jay-nh") == J && !gp_problem_by_name ("nope"),
          "LIB C16 lookup by name finds ga-nh and jay-nh and nothing else");
  gp_stepper_free (s);
  gp_state_free (x);
  gp_state_free (x0);
  return tap_done ();
}
