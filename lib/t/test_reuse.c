/* test_reuse.c -- the production regime's reuse of the iteration matrix and
   its LU across steps (gp_options.jacobian_reuse; lib/gp_newton.c;
   theory/library.md, "Jacobian reuse"):
     REUSE C1  with reuse (K = 3, the default) the final states of conv-like
               studies on rolling-disk (ga-nh) and andrews (ga-i3) equal the
               fresh-matrix runs' (K = 1) to 1e-3 of the discretization
               error, every level and measured block
     REUSE C2  the factorizations fall well below the steps (disk, h = 1e-3:
               at most half of them), and the counts add up: every solve
               that did not start on a kept LU, and every redo, formed one
     REUSE C3  a change of h beyond the stated ratio (5%) forms a fresh
               matrix; one within it, and K steps on one LU at most, keep it;
               other coefficients form a fresh one
     REUSE C4  a step taken, undone and taken again equals the first take in
               every bit with reuse on (the kept LU is committed with the
               step); the switch that leaves the undone step's LU kept
               differs
     REUSE C5  the verification regime ignores the option: no solve starts
               on a kept LU, one factorization per iteration
     REUSE C6  where the increments reach rounding noise (andrews, ga-i3,
               h = 4e-4/2^10 = 3.9e-7 to T = 0.03, K = 3 and K = 1): both
               runs complete, accepting steps at the rounding floor, and
               end within 1e-6 relative of each other in y; a rate above
               1/4 again on a matrix refreshed at the solve's own iterate
               is a stall (gp_newton.c), not a reason to refresh once more:
               without that rule the K = 3 run refreshed at every other
               iteration until newton_maxit and failed at step 70736
     REUSE C7  a residual that cannot be evaluated at an iterate of a kept
               LU (a recoverable callback failure) redoes the solve on a
               fresh matrix: the rolling disk (ga-nh, h = 1e-3, K = 3) with
               its force failing recoverably once, at the first iterate of
               a solve on a kept LU, completes its 50 steps with one more
               redo and ends within 1e-9 relative of the run without the
               failure (without the redo the step fails) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_testing.h"
#include "problems.h"
#include "tap.h"
#include "compare_runs.h"

/* a stepper of m on the named problem in the production regime with the
   reuse K and Chung-Hulbert rho_inf (NULL on failure) */
static gp_stepper *
production (const char *problem, const gp_method *m, double rho_inf, int K,
            gp_newton_mode mode)
{
  const gp_problem *P = gp_problem_by_name (problem);
  gp_options o;
  char why[256];
  gp_options_for (m, &o);
  o.newton_mode = mode;
  o.jacobian_reuse = K;
  if (!P || gp_coeffs_chung_hulbert (rho_inf, &o.c, why, sizeof why) != GP_OK)
    return NULL;
  gp_stepper *s = gp_stepper_alloc (m, P, &o, why, sizeof why);
  if (!s)
    tap_diag ("%s on %s: %s", m->name, problem, why);
  return s;
}

/* C1: the study of LIB C37 with K = 1 and K = 3 (compare_runs.h): the
   largest |x_K3 - x_K1|_2 / err_K1 over levels and measured blocks, where
   (*at_h, *at_b), and the solves on a kept LU.  NAN when a run failed. */
static double
reuse_vs_discretization (const char *problem, const gp_method *m, double rho_inf, double h0,
                         int L, double T, double *at_h, gp_block *at_b, long *reused)
{
  gp_stepper *s[2] = { production (problem, m, rho_inf, 1, GP_NEWTON_PRODUCTION),
                       production (problem, m, rho_inf, 3, GP_NEWTON_PRODUCTION) };
  gp_stats st[2];
  double err;
  double worst = study_pair (s, problem, h0, L, T, at_h, at_b, &err, st);
  *reused = isnan (worst) ? 0 : st[1].reused_solves;
  gp_stepper_free (s[0]);
  gp_stepper_free (s[1]);
  return worst;
}

/* C7: the disk's force, failing recoverably (returning 1) at call number
   fail_at (counting from 1; 0: never) */
static gp_force_fn *c7_force;
static long c7_calls, c7_fail_at;

static int
c7_failing_force (double t, const double y[], const double z[], const double lam[],
                  const double psi[], double f[], void *params)
{
  if (++c7_calls == c7_fail_at)
    return 1;
  return c7_force (t, y, z, lam, psi, f, params);
}

/* 50 steps of ga-nh on P (the disk with the failing force) at h = 1e-3, K =
   3; per step the force calls before it and the solves on a kept LU after
   it (calls[], reused[], 51 entries); the end state into y (n) */
static int
c7_run (const gp_problem *P, long *calls, long *reused, double *y, gp_stats *st)
{
  gp_options o;
  char why[256];
  gp_options_for (&gp_method_ga_nh, &o);
  o.newton_mode = GP_NEWTON_PRODUCTION;
  o.jacobian_reuse = 3;
  if (gp_coeffs_chung_hulbert (0.2, &o.c, why, sizeof why) != GP_OK)
    return GP_EINVAL;
  gp_stepper *s = gp_stepper_alloc (&gp_method_ga_nh, P, &o, why, sizeof why);
  if (!s)
    return GP_EINVAL;
  gp_state *x = gp_stepper_state_alloc (s);
  c7_calls = 0;
  int rc = gp_state_consistent (P, x, 1e-15);
  if (rc == GP_OK)
    rc = gp_stepper_start (s, 1e-3, x);
  for (int i = 0; rc == GP_OK && i < 50; i++)
    {
      calls[i] = c7_calls;
      rc = gp_stepper_step (s, 1e-3, x);
      reused[i] = gp_stepper_stats (s)->reused_solves;
    }
  if (rc != GP_OK)
    tap_diag ("C7 run: %s: %s", gp_strerror (rc), gp_stepper_message (s));
  memcpy (y, x->y, P->n * sizeof (double));
  *st = *gp_stepper_stats (s);
  gp_state_free (x);
  gp_stepper_free (s);
  return rc;
}

/* n steps of size h from the state x of s; GP_OK or the failure */
/* C6: a fixed-step run of ga-i3 CH(0.7) on andrews to T in the production
   regime with reuse K: GP_OK or the failure; its end state and stats */
static int
andrews_run (double h, double T, int K, gp_state **out, gp_stats *st)
{
  gp_stepper *s = production ("andrews", &gp_method_ga_i3, 0.7, K, GP_NEWTON_PRODUCTION);
  if (!s)
    return GP_EINVAL;
  gp_state *x = gp_stepper_state_alloc (s);
  gp_steps S = { GP_STEPS_UNIFORM, h, NULL, 0 };
  gp_run run;
  int rc = gp_state_consistent (gp_stepper_problem (s), x, 1e-15);
  if (rc == GP_OK)
    rc = gp_integrate (s, &S, T, x, 1, NULL, NULL, &run);
  if (rc != GP_OK)
    tap_diag ("andrews K = %d, h = %g: %s at step %ld: %s", K, h, gp_strerror (rc),
              run.fail_step, gp_stepper_message (s));
  *st = *gp_stepper_stats (s);
  *out = x;
  gp_stepper_free (s);
  return rc;
}

static int
steps (gp_stepper *s, gp_state *x, double h, int n)
{
  for (int i = 0; i < n; i++)
    {
      int rc = gp_stepper_step (s, h, x);
      if (rc != GP_OK)
        return rc;
    }
  return GP_OK;
}

/* C4: 40 steps of ga-nh on the rolling disk at h = 1e-3 with K = 3, each
   taken, undone and taken again; the number of retakes that differ from
   their first take in any bit (-1: a step failed); *reused: the solves
   that started on a kept LU */
static int
undo_retake_mismatches (int keep_matrix, long *reused)
{
  gp_stepper *s = production ("rolling-disk", &gp_method_ga_nh, 0.2, 3, GP_NEWTON_PRODUCTION);
  if (!s)
    return -1;
  gp_test_switches sw = { .undo_keeps_matrix = keep_matrix };
  gp_stepper_set_test_switches (s, &sw);
  int bad = undo_retake (s, 1e-3, 40);
  *reused = gp_stepper_stats (s)->reused_solves;
  gp_stepper_free (s);
  return bad;
}

int
main (void)
{
  tap_plan (7);

  /* C1: the studies of LIB C37, K = 3 against K = 1 */
  {
    double hd = 0.0, ha = 0.0;
    gp_block bd = GP_Y, ba = GP_Y;
    long rd = 0, ra = 0;
    double qd = reuse_vs_discretization ("rolling-disk", &gp_method_ga_nh, 0.2, 1e-2, 6, 10.0,
                                         &hd, &bd, &rd);
    double qa = reuse_vs_discretization ("andrews", &gp_method_ga_i3, 0.7, 4e-4, 5, 0.03, &ha,
                                         &ba, &ra);
    tap_ok (qd <= 1e-3 && qa <= 1e-3 && rd > 0 && ra > 0,
            "REUSE C1 the kept LU moves the results by far less than the discretization error: "
            "max over levels and blocks of |x_K3 - x_K1| / err_K1 at T = %.3g on rolling-disk "
            "ga-nh rho_inf 0.2, h = 1e-2 / 2^k, k < 6, T = 10 (block %s, h = %g; %ld solves on "
            "a kept LU); %.3g on andrews ga-i3 rho_inf 0.7, h = 4e-4 / 2^k, k < 5, T = 0.03 "
            "(block %s, h = %g; %ld solves on a kept LU); bound 1e-3", qd, gp_block_name (bd),
            hd, rd, qa, gp_block_name (ba), ha, ra);
  }

  /* C2: the counts on the disk at h = 1e-3 to t = 1 */
  {
    gp_stepper *s = production ("rolling-disk", &gp_method_ga_nh, 0.2, 3, GP_NEWTON_PRODUCTION);
    gp_state *x = s ? gp_stepper_state_alloc (s) : NULL;
    gp_steps S = { GP_STEPS_UNIFORM, 1e-3, NULL, 0 };
    gp_run run;
    int ok = x && gp_state_consistent (gp_stepper_problem (s), x, 1e-15) == GP_OK
      && gp_integrate (s, &S, 1.0, x, 1, NULL, NULL, &run) == GP_OK;
    const gp_stats *st = s ? gp_stepper_stats (s) : NULL;
    long fresh = st ? st->newton_solves - st->reused_solves : 0;
    double ratio = st ? (double) st->factorizations / (double) st->steps : (double) NAN;
    tap_ok (ok && ratio <= 0.5 && st->jacobian_evals == st->factorizations
            && st->factorizations >= fresh + st->reuse_redos && st->reused_solves > 0,
            "REUSE C2 rolling-disk ga-nh rho_inf 0.2, h = 1e-3, t = 1, K = 3: %ld factorizations "
            "for %ld steps (%.3f per step, bound 0.5: 1/3 without redos), %ld solves on a kept "
            "LU, %ld of them redone; the counts add up: %ld matrix evaluations = factorizations "
            ">= %ld solves started fresh + %ld redos", st ? st->factorizations : 0L,
            st ? st->steps : 0L, ratio, st ? st->reused_solves : 0L,
            st ? st->reuse_redos : 0L, st ? st->jacobian_evals : 0L, fresh,
            st ? st->reuse_redos : 0L);
    gp_state_free (x);
    gp_stepper_free (s);
  }

  /* C3: the refresh rules, step by step on the disk (K = 5): 3 steps at h
     (the first forms the LU, two reuse it), one at 1.02 h (within 5%:
     reused), one at 1.5 h (fresh), 5 more at 1.5 h (the fifth reuse would
     be the sixth solve on one LU: fresh), one with other coefficients
     (fresh) */
  {
    gp_stepper *s = production ("rolling-disk", &gp_method_ga_nh, 0.2, 5, GP_NEWTON_PRODUCTION);
    gp_state *x = s ? gp_stepper_state_alloc (s) : NULL;
    const gp_stats *st = s ? gp_stepper_stats (s) : NULL;
    const double h = 1e-3;
    long f[6] = { 0 }, u[6] = { 0 };
    gp_coeffs other;
    memset (&other, 0, sizeof other);
    if (s)
      other = gp_stepper_options (s)->c;
    other.alpha_m += 1e-3;
    int ok = x && gp_state_consistent (gp_stepper_problem (s), x, 1e-15) == GP_OK
      && gp_stepper_start (s, h, x) == GP_OK;
#define MARK(i) (f[i] = st->factorizations, u[i] = st->reused_solves)
    ok = ok && steps (s, x, h, 3) == GP_OK && (MARK (0), 1)
      && steps (s, x, 1.02 * h, 1) == GP_OK && (MARK (1), 1)
      && steps (s, x, 1.5 * h, 1) == GP_OK && (MARK (2), 1)
      && steps (s, x, 1.5 * h, 4) == GP_OK && (MARK (3), 1)
      && steps (s, x, 1.5 * h, 1) == GP_OK && (MARK (4), 1)
      && gp_stepper_step_with (s, &other, 1.5 * h, x) == GP_OK && (MARK (5), 1);
#undef MARK
    int redos = st ? (int) st->reuse_redos : -1;
    tap_ok (ok && redos == 0 && f[0] == 1 && u[0] == 2 && f[1] == 1 && u[1] == 3 && f[2] == 2
            && u[2] == 3 && f[3] == 2 && u[3] == 7 && f[4] == 3 && u[4] == 7 && f[5] == 4
            && u[5] == 7,
            "REUSE C3 rolling-disk ga-nh, K = 5, h = 1e-3, no redo (%d): factorizations / solves "
            "on a kept LU after 3 steps at h %ld / %ld (want 1 / 2), a step at 1.02 h %ld / %ld "
            "(within 5%%: 1 / 3), at 1.5 h %ld / %ld (beyond: 2 / 3), 4 more %ld / %ld (2 / 7), "
            "a fifth %ld / %ld (K = 5 solves on one LU: 3 / 7), other coefficients %ld / %ld "
            "(4 / 7)", redos, f[0], u[0], f[1], u[1], f[2], u[2], f[3], u[3], f[4], u[4], f[5],
            u[5]);
    gp_state_free (x);
    gp_stepper_free (s);
  }

  /* C4 */
  {
    long r0 = 0, r1 = 0;
    int m0 = undo_retake_mismatches (0, &r0), m1 = undo_retake_mismatches (1, &r1);
    tap_ok (m0 == 0 && m1 > 0 && r0 > 0,
            "REUSE C4 step, undo, step again (rolling-disk ga-nh, h = 1e-3, K = 3, 40 steps, "
            "%ld solves on a kept LU): %d retakes differ from their first take in any bit "
            "(want 0); with the undone step's LU left kept, %d differ", r0, m0, m1);
  }

  /* C5 */
  {
    gp_stepper *s = production ("rolling-disk", &gp_method_ga_nh, 0.2, 3, GP_NEWTON_VERIFY);
    gp_state *x = s ? gp_stepper_state_alloc (s) : NULL;
    gp_steps S = { GP_STEPS_UNIFORM, 1e-2, NULL, 0 };
    gp_run run;
    int ok = x && gp_state_consistent (gp_stepper_problem (s), x, 1e-15) == GP_OK
      && gp_integrate (s, &S, 1.0, x, 1, NULL, NULL, &run) == GP_OK;
    const gp_stats *st = s ? gp_stepper_stats (s) : NULL;
    tap_ok (ok && st->reused_solves == 0 && st->factorizations == st->newton_iters,
            "REUSE C5 the verification regime with jacobian_reuse 3 (rolling-disk ga-nh, "
            "h = 1e-2, t = 1): %ld solves on a kept LU (want 0), %ld factorizations for %ld "
            "iterations (want equal)", st ? st->reused_solves : -1L,
            st ? st->factorizations : -1L, st ? st->newton_iters : -1L);
    gp_state_free (x);
    gp_stepper_free (s);
  }
  /* C6 */
  {
    gp_state *x3 = NULL, *x1 = NULL;
    gp_stats s3, s1;
    double h = 4e-4 / 1024.0;
    int rc3 = andrews_run (h, 0.03, 3, &x3, &s3), rc1 = andrews_run (h, 0.03, 1, &x1, &s1);
    double d = 0.0, ny = 0.0;
    for (size_t i = 0; rc3 == GP_OK && rc1 == GP_OK && i < 7; i++)
      {
        d = hypot (d, x3->y[i] - x1->y[i]);
        ny = hypot (ny, x1->y[i]);
      }
    double rel = rc3 == GP_OK && rc1 == GP_OK ? d / ny : (double) INFINITY;
    tap_ok (rc3 == GP_OK && rc1 == GP_OK && s3.floor_accepts > 0 && rel <= 1e-6,
            "REUSE C6 andrews ga-i3 rho_inf 0.7, h = 4e-4/2^10, T = 0.03, where the increments "
            "reach rounding noise: K = 3 %s (%ld floor acceptances, %ld solves on a kept LU), "
            "K = 1 %s (%ld floor acceptances); |y_K3 - y_K1| / |y_K1| = %.3g <= 1e-6",
            rc3 == GP_OK ? "completes" : gp_strerror (rc3), s3.floor_accepts, s3.reused_solves,
            rc1 == GP_OK ? "completes" : gp_strerror (rc1), s1.floor_accepts, rel);
    gp_state_free (x3);
    gp_state_free (x1);
  }

  /* C7 */
  {
    const gp_problem *D = gp_problem_by_name ("rolling-disk");
    gp_problem W = *D;
    c7_force = D->force;
    W.force = c7_failing_force;
    long calls[51], reused[51], calls2[51], reused2[51];
    double y0[8], y1[8];
    gp_stats s0, s1;
    c7_fail_at = 0;
    int rc0 = c7_run (&W, calls, reused, y0, &s0);
    /* the first step that starts on a kept LU and calls the force at least
       three times: ga-nh's step calls it first for f(t_n) (prepare), then
       for Newton's residual at the predictor, then at the kept LU's first
       iterate, the call that fails */
    long target = 0;
    for (int i = 1; rc0 == GP_OK && i < 50 && !target; i++)
      if (reused[i] > reused[i - 1] && calls[i + 1] - calls[i] >= 3)
        target = calls[i] + 3;
    c7_fail_at = target;
    int rc1 = target ? c7_run (&W, calls2, reused2, y1, &s1) : GP_EINVAL;
    c7_fail_at = 0;
    double d = 0.0, ny = 0.0;
    for (size_t i = 0; rc1 == GP_OK && i < D->n; i++)
      {
        d = hypot (d, y1[i] - y0[i]);
        ny = hypot (ny, y0[i]);
      }
    double rel = rc1 == GP_OK ? d / ny : (double) INFINITY;
    tap_ok (rc0 == GP_OK && target > 0 && rc1 == GP_OK && s1.reuse_redos == s0.reuse_redos + 1
            && rel <= 1e-9,
            "REUSE C7 rolling-disk ga-nh, h = 1e-3, K = 3, 50 steps, the force failing "
            "recoverably once at call %ld (the first iterate of a solve on a kept LU): the run "
            "%s, redos %ld against %ld without the failure (want one more), end state %.3g "
            "relative to the unfailed run's (want <= 1e-9)", target,
            rc1 == GP_OK ? "completes" : gp_strerror (rc1), rc1 == GP_OK ? s1.reuse_redos : -1L,
            s0.reuse_redos, rel);
  }
  return tap_done ();
}
