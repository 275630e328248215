/* ref_s000_ga_nh.c -- C against Octave: the discrete solutions of ga-nh on
 * jay-nh from this library and from the independent Octave implementation
 * (ref/ref_s000_ga_nh.m; theory/ref-s000-ga-nh.md) agree at every step of
 * every level.
 *
 * Claims (one TAP line each):
 *   C1     the committed reference ref/data/s000_ga_nh_jay_nh.dat is present,
 *          finite, and has every step of the six levels h = 0.1 * 2^-k
 *   C2-C7  level k = 0..5: max over steps and components of
 *          |x_C - x_Octave| / (1 + |x_Octave|) <= N_k (newton_tol + kappa eps / h_k),
 *          newton_tol = 1e-12, kappa = 10 (cond1 of the iteration matrix is
 *          about 6, s000_thm_3_1), N_k = steps: each code ends a step within
 *          newton_tol or at the round-off floor kappa eps / h of the discrete
 *          solution, and the stable recursion at most adds these over N_k steps
 *   C8     (--rerun-octave, when Octave is installed) rerunning the Octave
 *          script reproduces the committed file to 1e-12 relative; SKIP otherwise
 *   C0     no Newton solve accepted unconverged
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "tap.h"
#include "vcommon.h"

#define LEVELS 6
#define NCOL 11                 /* level h n t y1 y2 z1 z2 a1 a2 psi1 */
static const double KAPPA = 10, EPS = 2.220446049250313e-16, TOL_RERUN = 1e-12;
static const gp_problem *P = &gp_problem_jay_nh;

static vc_table ref, rerun;

/* Compares each step of the C run with its row of the Octave reference. */
typedef struct
{
  int level, row;
  int pad;
  double worst, worst_t;
} cmp_ctx;

static int
compare_row (const gp_state *x, long n, long N, void *vctx)
{
  (void) N;
  cmp_ctx *c = vctx;
  const double *o_ = ref.v + (size_t) c->row++ * NCOL;
  if ((int) o_[0] != c->level || (long) o_[2] != n)
    tap_bail ("reference row %d is level %g step %g, want %d %ld", c->row - 1, o_[0],
              o_[2], c->level, n);
  double c_[7] = { x->y[0], x->y[1], x->z[0], x->z[1], x->a[0], x->a[1], x->psi[0] };
  for (int j = 0; j < 7; j++)
    {
      double d = fabs (c_[j] - o_[4 + j]) / (1 + fabs (o_[4 + j]));
      if (d > c->worst)
        {
          c->worst = d;
          c->worst_t = o_[3];
        }
    }
  return 0;
}


int
main (int argc, char **argv)
{
  int want_rerun;
  vc_args (argc, argv, NULL, 0, "--rerun-octave", &want_rerun);
  vc_plan ("REF-S000-GA-NH", 8, 1);
  const char *dir = getenv ("GALPHA_REF_DIR");
  char path[2048];
  snprintf (path, sizeof path, "%s/s000_ga_nh_jay_nh.dat", dir && *dir ? dir : "ref/data");
  int rows = vc_read_table (path, NCOL, &ref), expect = 0;
  for (int k = 0; k < LEVELS; k++)
    expect += (int) lround (1.0 / ldexp (0.1, -k)) + 1;
  if (!tap_ok (rows == expect, "REF-S000-GA-NH C1 committed Octave reference %s has "
               "%d finite rows (want %d)", path, rows, expect))
    tap_bail ("no usable reference (run `make ref`)");

  gp_options o;
  gp_options_default (&o);
  gp_state *x = gp_state_alloc (P, NULL);
  cmp_ctx cc = { 0, 0, 0, 0.0, 0.0 };
  for (int k = 0; k < LEVELS; k++)
    {
      double h = ldexp (0.1, -k);
      cc.level = k;
      cc.worst = cc.worst_t = 0.0;
      gp_stepper *s = vc_stepper (&gp_method_ga_nh, P, &o, NULL);
      gp_steps S = { GP_STEPS_UNIFORM, h, NULL, 0 };
      gp_run run;
      if (gp_integrate (s, &S, 1.0, x, 0, compare_row, &cc, &run) != GP_OK)
        tap_bail ("level %d step %ld failed: %s", k, run.fail_step, gp_stepper_message (s));
      gp_stepper_free (s);
      double tol = (double) run.steps * (o.newton_tol + KAPPA * EPS / h);
      tap_diag ("h=%g: largest difference at t=%.4g", h, cc.worst_t);
      tap_is_le (tol, cc.worst, "REF-S000-GA-NH C%d C and Octave agree at all %ld steps of "
                 "h=%g ga-nh/jay-nh", k + 2, run.steps, h);
    }
  gp_state_free (x);

  char cmd[4096], out[1024];
  const char *octave = want_rerun ? vc_octave_rerun (out, sizeof out) : NULL;
  if (!want_rerun)
    tap_skip ("not requested (--rerun-octave)", "REF-S000-GA-NH C8 Octave rerun reproduces the reference");
  else if (!octave)
    tap_skip ("Octave not installed", "REF-S000-GA-NH C8 Octave rerun reproduces the reference");
  else
    {
      snprintf (cmd, sizeof cmd, "ref_s000_ga_nh('%s/s000_ga_nh_jay_nh.dat')", out);
      int rc = vc_octave_eval (octave, out, cmd);
      snprintf (path, sizeof path, "%s/s000_ga_nh_jay_nh.dat", out);
      int rr = rc == 0 ? vc_read_table (path, NCOL, &rerun) : -1;
      double d = rr == ref.rows ? vc_table_diff (&rerun, &ref) : (double) INFINITY;
      tap_diag ("rerun: %s (exit %d, %d rows)", path, rc, rr);
      tap_is_le (TOL_RERUN, d, "REF-S000-GA-NH C8 Octave rerun reproduces the committed reference");
      free (rerun.v);
    }
  free (ref.v);
  return vc_done ();
}
