/* ref_s000_ga_nh.c -- C against Octave: the discrete solutions of ga-nh on
 * jay-nh from this library and from the independent Octave implementation
 * (ref/ref_s000_ga_nh.m; theory/ref-s000-ga-nh.md) agree at every step of
 * every level.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "claims.h"
#include "ref_claims.h"
#define REF_PROBLEMS "*: jay-nh"
#include "tap.h"
#include "vcommon.h"

#define LEVELS 6
#define NCOL 11                 /* level h n t y1 y2 z1 z2 a1 a2 psi1 */
#define TOL_RERUN_V 1e-12
static const double KAPPA = 10, EPS = 2.220446049250313e-16;
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

#define ID "REF-S000-GA-NH"
static int want_rerun, expect, rows;
static char path[2048];

/* C1: the committed reference is present, finite and complete */
static void
m_reference (void)
{
  snprintf (path, sizeof path, "%s/s000_ga_nh_jay_nh.dat", vc_ref_data_dir ());
  rows = vc_read_table (path, NCOL, &ref);
  expect = 0;
  for (int k = 0; k < LEVELS; k++)
    expect += (int) lround (1.0 / ldexp (0.1, -k)) + 1;
  vc_report ("C1", rows == expect, " %s has %d finite rows (want %d)", path, rows, expect);
}

/* C2-C7: level k, each step of the C run against its row of the reference */
static void
level (int k)
{
  if (k == 0 && rows != expect)
    tap_bail ("no usable reference (run `make ref`)");
  gp_options o;
  gp_options_default (&o);
  gp_state *x = gp_state_alloc (P, NULL);
  static cmp_ctx cc = { 0, 0, 0, 0.0, 0.0 };
  double h = ldexp (0.1, -k);
  cc.level = k;
  cc.worst = cc.worst_t = 0.0;
  gp_stepper *s = vc_stepper (&gp_method_ga_nh, P, &o, NULL);
  gp_steps S = { GP_STEPS_UNIFORM, h, NULL, 0 };
  gp_run run;
  if (gp_integrate (s, &S, 1.0, x, 0, compare_row, &cc, &run) != GP_OK)
    tap_bail ("level %d step %ld failed: %s", k, run.fail_step, gp_stepper_message (s));
  gp_stepper_free (s);
  gp_state_free (x);
  double tol = (double) run.steps * (o.newton_tol + KAPPA * EPS / h);
  tap_diag ("h=%g: largest difference at t=%.4g", h, cc.worst_t);
  char cid[16];
  snprintf (cid, sizeof cid, "C%d", k + 2);
  vc_report_vs (cid, cc.worst, tol, " %ld steps of h=%g ga-nh/jay-nh", run.steps, h);
}

static void m_level0 (void) { level (0); }
static void m_level1 (void) { level (1); }
static void m_level2 (void) { level (2); }
static void m_level3 (void) { level (3); }
static void m_level4 (void) { level (4); }
static void m_level5 (void) { level (5); }

/* C8: (--rerun-octave) the Octave script reproduces the committed file */
static void
m_rerun (void)
{
  char cmd[4096], out[1024];
  const char *octave = want_rerun ? vc_octave_rerun (out, sizeof out) : NULL;
  if (!want_rerun)
    vc_report_skip ("C8", "not requested (--rerun-octave)", " reference");
  else if (!octave)
    vc_report_skip ("C8", "Octave not installed", " reference");
  else
    {
      snprintf (cmd, sizeof cmd, "ref_s000_ga_nh('%s/s000_ga_nh_jay_nh.dat')", out);
      int rc = vc_octave_eval (octave, out, cmd);
      snprintf (path, sizeof path, "%s/s000_ga_nh_jay_nh.dat", out);
      int rr = rc == 0 ? vc_read_table (path, NCOL, &rerun) : -1;
      double d = rr == ref.rows ? vc_table_diff (&rerun, &ref) : (double) INFINITY;
      tap_diag ("rerun: %s (exit %d, %d rows)", path, rc, rr);
      vc_report ("C8", d, " committed reference");
      free (rerun.v);
    }
}

static void
finish (void)
{
  free (ref.v);
}

#define LEVEL(n, m)                                                                      \
  { .id = n, .skip = REF_OCTAVE_SKIP, .measure = m, .check = VC_LE, .target = (double) NAN,      \
    .text = "C and Octave agree at all" }
static const vc_claim claims[] = {
  { .id = "C1", .skip = REF_OCTAVE_SKIP, .measure = m_reference, .check = VC_TRUE,
    .text = "committed Octave reference" },
  LEVEL ("C2", m_level0), LEVEL ("C3", m_level1), LEVEL ("C4", m_level2),
  LEVEL ("C5", m_level3), LEVEL ("C6", m_level4), LEVEL ("C7", m_level5),
  { .id = "C8", .skip = REF_OCTAVE_SKIP, .measure = m_rerun, .check = VC_LE, .target = TOL_RERUN_V,
    .text = "Octave rerun reproduces the" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID, .problem = REF_PROBLEMS, .claims = claims, .nclaims = (int) (sizeof claims / sizeof claims[0]),
    .newton = 1, .finish = finish, .flag = "--rerun-octave", .flag_given = &want_rerun,
  };
  return vc_run (argc, argv, &prog);
}
