/* test_callbacks.c -- a problem callback says recoverable (> 0) or fatal
   (< 0), as SUNDIALS' do (galpha.h, "problem description"):
     CBK C1  gp_callback_status: 0, 7, -3 are GP_OK, GP_ERECOV, GP_EFUNC
     CBK C2  every method, on the first problem it integrates: a step whose
             mass, force or applied force returns +1 fails with GP_ERECOV,
             with -1 with GP_EFUNC, the state and history unchanged (the
             same step then taken again gives the bits of an untroubled
             one): the code reaches gp_stepper_step through every method's
             functions and its Newton
     CBK C3  the fixed-step driver stops at a recoverable failure (its steps
             are given), naming the step and time
     CBK C4  the adaptive driver retries a smaller step after each of three
             recoverable failures (callback_retries = 3) and lands on T,
             its error at T within 10 times the untroubled run's
     CBK C5  the adaptive driver stops at a fatal failure, naming the time */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "gp_method.h"
#include "problems.h"
#include "tap.h"

/* the failure schedule: the next `left` calls of the wrapped callbacks
   return `code` (the original is not called) */
static int left, code;
static const gp_problem *orig;

static int
w_mass (double t, const double y[], double M[], void *p)
{
  if (left > 0)
    return left--, code;
  return orig->mass (t, y, M, p);
}

static int
w_force (double t, const double y[], const double z[], const double lam[],
         const double psi[], double f[], void *p)
{
  if (left > 0)
    return left--, code;
  return orig->force (t, y, z, lam, psi, f, p);
}

static int
w_force_app (double t, const double y[], const double z[], double f[], void *p)
{
  if (left > 0)
    return left--, code;
  return orig->force_app (t, y, z, f, p);
}

/* P0 with its mass, force and applied force wrapped */
static gp_problem
wrapped (const gp_problem *P0)
{
  gp_problem P = *P0;
  orig = P0;
  if (P.mass)
    P.mass = w_mass;
  if (P.force)
    P.force = w_force;
  if (P.force_app)
    P.force_app = w_force_app;
  return P;
}

/* the options of m for these runs: its defaults, with the coefficients
   the method needs */
static void
options_of (const gp_method *m, gp_options *o)
{
  char why[256];
  gp_options_for (m, o);
  const char *kv[][2] = { { "rho-inf", "0.5" }, { "alpha", "-0.1" }, { "beta", "0.25" },
                          { "gamma", "0.5" } };
  for (int i = 0; i < 4; i++)
    {
      const gp_option_info *r = gp_option_find (kv[i][0]);
      if (gp_method_takes (m, r) && (i < 2 || (m->options & GP_OPT_NEWMARK)))
        gp_options_set (o, m, kv[i][0], kv[i][1], why, sizeof why);
    }
}

static int
arm_at (const gp_state *x, long i, long N, void *ctx)
{
  (void) x;
  (void) N;
  const long *at = ctx;
  if (i == at[0])
    {
      left = (int) at[1];
      code = (int) at[2];
    }
  return 0;
}

int
main (void)
{
  tap_plan (5);
  char why[512];

  tap_ok (gp_callback_status (0) == GP_OK && gp_callback_status (7) == GP_ERECOV
          && gp_callback_status (-3) == GP_EFUNC, "CBK C1 callback returns 0, 7, -3 are GP_OK, "
          "GP_ERECOV, GP_EFUNC");

  /* C2 */
  int methods = 0, right = 0;
  char wrong[512] = "";
  for (const gp_method *const *mp = gp_methods (); *mp; mp++)
    {
      const gp_method *m = *mp;
      const gp_problem *P0 = NULL;
      for (const gp_problem *const *pp = gp_problems (); *pp && !P0; pp++)
        if (m->supports (*pp, why, sizeof why) == GP_OK)
          P0 = *pp;
      if (!P0)
        continue;
      gp_problem P = wrapped (P0);
      gp_options o;
      options_of (m, &o);
      gp_stepper *s = gp_stepper_alloc (m, &P, &o, why, sizeof why);
      gp_state *x = s ? gp_stepper_state_alloc (s) : NULL;
      gp_state *x1 = s ? gp_stepper_state_alloc (s) : NULL;
      double h = 1e-3;
      left = 0;
      if (!x || !x1 || gp_state_consistent (&P, x, 1e-15) != GP_OK
          || gp_stepper_start (s, h, x) != GP_OK || gp_stepper_step (s, h, x) != GP_OK)
        {
          snprintf (wrong + strlen (wrong), sizeof wrong - strlen (wrong), " %s (no start: %.100s)",
                    m->name, s ? gp_stepper_message (s) : why);
          methods++;
          gp_state_free (x);
          gp_state_free (x1);
          gp_stepper_free (s);
          continue;
        }
      methods++;
      gp_state_copy (x1, x);
      left = 1, code = 1;
      int rc_rec = gp_stepper_step (s, h, x);
      int same_rec = memcmp (x->v, x1->v, x->L.size * sizeof (double)) == 0;
      left = 1, code = -1;
      int rc_fat = gp_stepper_step (s, h, x);
      int same_fat = memcmp (x->v, x1->v, x->L.size * sizeof (double)) == 0;
      left = 0;
      int rc_ok = gp_stepper_step (s, h, x);
      /* the untroubled step from the same state on a fresh stepper's twin:
         the history must be the one of the first step, so compare with a
         second stepper that never failed */
      gp_stepper *s2 = gp_stepper_alloc (m, &P, &o, why, sizeof why);
      gp_state *x2 = gp_stepper_state_alloc (s2);
      int ok2 = gp_state_consistent (&P, x2, 1e-15) == GP_OK && gp_stepper_start (s2, h, x2) == GP_OK
        && gp_stepper_step (s2, h, x2) == GP_OK && gp_stepper_step (s2, h, x2) == GP_OK;
      int same_bits = ok2 && memcmp (x->v, x2->v, x->L.size * sizeof (double)) == 0;
      if (rc_rec == GP_ERECOV && rc_fat == GP_EFUNC && same_rec && same_fat && rc_ok == GP_OK
          && same_bits)
        right++;
      else
        snprintf (wrong + strlen (wrong), sizeof wrong - strlen (wrong),
                  " %s on %s (+1: %d, -1: %d, unchanged %d %d, retake %d bits %d)", m->name,
                  P0->name, rc_rec, rc_fat, same_rec, same_fat, rc_ok, same_bits);
      gp_state_free (x2);
      gp_stepper_free (s2);
      gp_state_free (x);
      gp_state_free (x1);
      gp_stepper_free (s);
    }
  tap_ok (right == methods && methods >= 10, "CBK C2 %d of %d methods: +1 from a callback fails "
          "the step with GP_ERECOV, -1 with GP_EFUNC, the state and history unchanged "
          "(wrong:%s)", right, methods, *wrong ? wrong : " none");

  /* C3-C5: ga-nh on jay-nh, which has an exact solution */
  const gp_method *m = &gp_method_ga_nh;
  gp_problem P = wrapped (&gp_problem_jay_nh);
  gp_options o;
  options_of (m, &o);
  gp_stepper *s = gp_stepper_alloc (m, &P, &o, why, sizeof why);
  gp_state *x = gp_stepper_state_alloc (s), *ex = gp_stepper_state_alloc (s);
  if (!s || !x || !ex)
    tap_bail ("ga-nh on jay-nh: %s", why);
  double T = 1.0;

  gp_steps S = { GP_STEPS_UNIFORM, 0.01, NULL, 0 };
  gp_run run;
  long arm[3] = { 5, 1, 1 };
  gp_stepper_reset (s);
  int rc = gp_integrate (s, &S, T, x, 0, arm_at, arm, &run);
  tap_ok (rc == GP_ERECOV && run.fail_step == 6 && fabs (run.fail_t - 0.05) < 1e-12,
          "CBK C3 fixed steps: a recoverable failure at step 6 stops the run with GP_ERECOV "
          "(rc %d, step %ld, t %g)", rc, run.fail_step, run.fail_t);

  gp_control *ctl = gp_control_alloc (1e-6, 1e-6, why, sizeof why);
  if (!ctl)
    tap_bail ("control: %s", why);
  gp_adaptive_run ar0, ar;
  left = 0;
  gp_stepper_reset (s);
  int rc0 = gp_integrate_adaptive (s, ctl, 0, T, x, 0, NULL, NULL, &ar0);
  P.exact (T, ex->y, ex->z, NULL, NULL, NULL, P.params);
  double e0 = hypot (x->y[0] - ex->y[0], x->y[1] - ex->y[1]);
  long arm3[3] = { 10, 3, 1 };
  gp_stepper_reset (s);
  int rc1 = gp_integrate_adaptive (s, ctl, 0, T, x, 0, arm_at, arm3, &ar);
  double e1 = hypot (x->y[0] - ex->y[0], x->y[1] - ex->y[1]);
  tap_ok (rc0 == GP_OK && rc1 == GP_OK && ar.callback_retries == 3 && x->t == T && e1 <= 10 * e0,
          "CBK C4 adaptive: three recoverable failures after step 10 retried smaller "
          "(callback_retries %ld, rc %d), at T = %g with |y error| %.3g against %.3g untroubled",
          ar.callback_retries, rc1, x->t, e1, e0);

  long armf[3] = { 10, 1, -1 };
  gp_stepper_reset (s);
  rc = gp_integrate_adaptive (s, ctl, 0, T, x, 0, arm_at, armf, &ar);
  tap_ok (rc == GP_EFUNC && ar.fail_step > 10 && ar.fail_t > 0 && ar.callback_retries == 0,
          "CBK C5 adaptive: a fatal failure after step 10 stops the run with GP_EFUNC at "
          "attempt %ld, t = %.6g (rc %d)", ar.fail_step, ar.fail_t, rc);
  gp_control_free (ctl);
  gp_state_free (x);
  gp_state_free (ex);
  gp_stepper_free (s);
  return tap_done ();
}
