/* ada_tolerance.c -- verifies ADA-TOL (theory/ada-tolerance.md): adaptive
 * steps with the error estimate of ADA-EST, the controller of
 * gp_integrate_adaptive and the methods' step-change corrections.
 *
 * CLAIM ADA-TOL.  With the corrections (seed 001 (15)-(16) with alpha for
 * ga-nh and ga-soi2, seed 002 (2.3) for hht-odae) at every change of h, the
 * global error of every component is proportional to the tolerance: the
 * controller keeps the error per unit step le/h ~ h^2 at the tolerance, so
 * h ~ tol^(1/2) and the O(h^2) global error ~ tol.  Without the corrections
 * each change of h leaves an O(h) error in a and the multipliers, whose
 * global error then follows tol^(1/2).
 *
 * Runs: rtol = atol = 1e-3 10^(-k/2), k = 0..8 (four decades), t in [0, 1],
 * the largest error over the accepted steps at t >= 0.1 (the start layer,
 * where a_alpha = a0 is O(h_0) off, is the start's) (a against a(t_n + alpha h_n-1),
 * hht-odae's multiplier as (Lambda0 + Lambda1)/2 against lambda(t_n - h/2)),
 * slopes by least squares over all levels:
 *   C1  ga-nh on jay-nh (CH(0.2)), corrections on: slopes of y, z, a, psi: 1 +- 0.1
 *   C2  ga-soi2 on soi2-test (CH(0.2), M_alpha previous): y, z, a, lambda, psi: 1 +- 0.1
 *   C3  hht-odae on jn-test (alpha = -0.15, b = 0.3): y, z, a, lambda-bar: 1 +- 0.1
 *   C4  the same three with step-fix off: the smaller slope of a and the
 *       multiplier over the finest two decades (the uncorrected error is
 *       c1 h + c2 h^2), largest over the problems: <= 0.7
 *   C5  hht-odae's Lambda1 against lambda(t_n), corrections on: slope 0.5 +- 0.1
 *       (Lambda1 is first order on constant steps too)
 *   C6  multiplier spikes at tol = 1e-6: the largest deviation of the
 *       multiplier from the line through its neighbours, against the same for
 *       the exact multiplier at the same times: with corrections <= 3 on all three
 *   C7  the same without the corrections: >= 5 on all three
 *   C8  counts: in every run the stepper's successful steps are the accepted
 *       ones, its undone steps the rejected ones and its failed steps the
 *       Newton failures; the runs have rejections
 *   C9  rejected steps are restored exactly: runs with an aggressive controller
 *       (rejections after the first step) end bit for bit where the replay
 *       of their accepted steps (gp_integrate on the list) ends, all three
 *       (under a variant whose aggressive run rejects no step, as ga-nh at
 *       rho_inf = 1: not measurable, as C8)
 *   C10 every run lands exactly on T = 1
 *   C11 ga-nh's new correction on alternating steps H/3, 2H/3 (jay-nh,
 *       H = 0.2 ... 0.2/2^9): orders of y, z, a, psi 2 +- 0.1
 *   C12 the same with step-fix off: orders of a and psi 1 +- 0.2
 *   C13 ga-i3 on jn-test (CH(0.7)), no correction exists: the smaller slope
 *       of a and lambda over the finest two decades <= 0.7 (measured: what
 *       happens without one; y and z keep slope 1)
 *   C0  no Newton solve accepted unconverged
 *
 * Under --variant FILE (method ga-nh, ga-soi2, hht-odae or ga-i3): one case,
 * the variant's method with its options (Newton tolerance 1e-14 unless it
 * sets one) on its problem when that has an exact solution and a multiplier,
 * else on the program's problem of that method, at the program's tolerances
 * and T = 1.  Its method's claim of C1-C3 (with the corrections, gated by the
 * method's order-condition row and step-fix on), C4 and C7 (the same case
 * with step-fix off; not applicable at alpha = 0, where the corrections
 * vanish), C5 (hht-odae), C6, C8-C10 over its runs, C11 and C12 (ga-nh, the
 * alternating steps on its problem), C13 (ga-i3); the claims about another
 * method are skipped as not about the variant.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "variant.h"
#include "vcommon.h"

#define LEVELS 9
#define MAXSTEPS 200000
/* errors and spikes are taken over t >= T_SKIP: the start layer is the start's */
#define T_SKIP 0.1
static gp_test_switches sw;
static int mut = -1;
static FILE *dat;

static const vc_mutant mutants[] = {
  { "no-correction", "C1,C2,C3,C6,C11", "the runs meant with the corrections take step-fix off" },
  { "undo-keeps-history", "C9", "a rejected step's history stays committed (gp_stepper_undo restores nothing)" },
  { "per-step", "C1,C2,C3,C5", "the controller on the error per step (le, exponent 1/3) instead of per unit step (le/h): h ~ tol^(1/3), the global error ~ tol^(2/3)" },
};

/* one case: method, problem, options; which multiplier */
typedef enum { MULT_NONE, MULT_LAM, MULT_PSI, MULT_LAMBAR } mult_kind;
typedef struct
{
  const char *tag;
  const gp_method *m;
  const gp_problem *P;
  gp_options o;
  mult_kind mk;
} ccase;

/* per-run observation */
typedef struct
{
  const ccase *c;
  gp_state *r;
  double shift, tprev;
  double emax[GP_NBLOCKS + 2];   /* ... GP_NBLOCKS: the multiplier; +1: Lambda1 vs lambda(t) */
  long n;
  double *t, *mul, *mex;         /* the multiplier's first component, numerical and exact */
} obs_ctx;

static double
mult_err (const ccase *c, const gp_state *x, double h, double *num, double *ex)
{
  const gp_problem *P = c->P;
  double lam[8], psi[8], e = 0.0;
  size_t m = c->mk == MULT_PSI ? P->m_k : P->m_g;
  const double *v = c->mk == MULT_PSI ? x->psi : x->lam;
  double tt = c->mk == MULT_LAMBAR ? x->t - h / 2 : x->t;
  if (P->exact (tt, NULL, NULL, NULL, lam, psi, P->params))
    tap_bail ("exact solution of %s failed", P->name);
  const double *w = c->mk == MULT_PSI ? psi : lam;
  for (size_t j = 0; j < m; j++)
    {
      double vj = c->mk == MULT_LAMBAR ? 0.5 * (x->aux[j] + x->lam[j]) : v[j];
      e = hypot (e, vj - w[j]);
      if (j == 0)
        {
          *num = vj;
          *ex = w[0];
        }
    }
  return e;
}

static int
observe (const gp_state *x, long i, long N, void *vctx)
{
  (void) N;
  obs_ctx *o = vctx;
  const ccase *c = o->c;
  if (i > 0 && x->t >= T_SKIP)
    {
      double h = x->t - o->tprev, e[GP_NBLOCKS];
      vc_errors_for (c->m, c->P, x, o->shift * h, e);
      for (int b = 0; b < GP_NBLOCKS; b++)
        o->emax[b] = fmax (o->emax[b], e[b]);
      double num = 0, ex = 0;
      if (c->mk != MULT_NONE)
        o->emax[GP_NBLOCKS] = fmax (o->emax[GP_NBLOCKS], mult_err (c, x, h, &num, &ex));
      if (c->mk == MULT_LAMBAR)
        o->emax[GP_NBLOCKS + 1] = fmax (o->emax[GP_NBLOCKS + 1], e[GP_LAM]);
      if (o->t && o->n < MAXSTEPS)
        {
          o->t[o->n] = c->mk == MULT_LAMBAR ? x->t - h / 2 : x->t;
          o->mul[o->n] = num;
          o->mex[o->n] = ex;
          o->n++;
        }
    }
  o->tprev = x->t;
  return 0;
}

/* the largest deviation of v_n from the line through its neighbours */
static double
spike (const double *t, const double *v, long n)
{
  double s = 0.0;
  for (long k = 1; k + 1 < n; k++)
    {
      double w = (t[k] - t[k - 1]) / (t[k + 1] - t[k - 1]);
      s = fmax (s, fabs (v[k] - (v[k - 1] + w * (v[k + 1] - v[k - 1]))));
    }
  return s;
}

typedef struct
{
  gp_adaptive_run run;
  gp_stats st;
  double emax[GP_NBLOCKS + 2];
  double t_end, spike_ratio;
  int landed;
} result;

static long total_rejected;
static int counts_ok = 1, landed_ok = 1;
/* under a variant a run that breaks down is a measurement, not a bail-out:
   the runs that failed, and those that succeeded */
static long v_failed, v_succeeded;

static result
run_case (const ccase *c, const gp_options *o, double tol, const gp_control *ctl_in,
          int keep_series, gp_state *xout)
{
  result R;
  memset (&R, 0, sizeof R);
  gp_stepper *s = vc_stepper (c->m, c->P, o, &sw);
  gp_state *x = gp_stepper_state_alloc (s);
  char why[256];
  gp_control *ctl = gp_control_alloc (tol, tol, why, sizeof why);
  if (!ctl)
    tap_bail ("%s", why);
  if (ctl_in)
    *ctl = *ctl_in;
  ctl->per_step = mut == 2 && o->step_fix == GP_STEPFIX_ON;
  obs_ctx oc;
  memset (&oc, 0, sizeof oc);
  oc.c = c;
  oc.r = NULL;
  oc.shift = c->m->a_shift (o);
  if (keep_series)
    {
      oc.t = malloc (MAXSTEPS * sizeof (double));
      oc.mul = malloc (MAXSTEPS * sizeof (double));
      oc.mex = malloc (MAXSTEPS * sizeof (double));
      if (!oc.t || !oc.mul || !oc.mex)
        tap_bail ("out of memory");
    }
  int rc = gp_integrate_adaptive (s, ctl, 0.0, 1.0, x, 0, observe, &oc, &R.run);
  if (rc != GP_OK && vc_variant ())
    {
      /* NaN fails the claims that use the run; the # line says why */
      tap_diag ("%s adaptive run at tol %g failed (attempt %ld, t = %g, h = %g): %s", c->tag, tol,
                R.run.fail_step, R.run.fail_t, R.run.fail_h, gp_stepper_message (s));
      v_failed++;
      for (int b = 0; b < GP_NBLOCKS + 2; b++)
        R.emax[b] = (double) NAN;
      R.spike_ratio = (double) NAN;
      free (oc.t);
      free (oc.mul);
      free (oc.mex);
      gp_control_free (ctl);
      gp_state_free (x);
      gp_stepper_free (s);
      return R;
    }
  if (rc != GP_OK)
    tap_bail ("%s adaptive run at tol %g failed (attempt %ld, t = %g, h = %g): %s", c->tag, tol,
              R.run.fail_step, R.run.fail_t, R.run.fail_h, gp_stepper_message (s));
  v_succeeded++;
  R.st = *gp_stepper_stats (s);
  memcpy (R.emax, oc.emax, sizeof R.emax);
  R.t_end = x->t;
  R.landed = x->t == 1.0 && oc.tprev == 1.0;
  landed_ok &= R.landed;
  counts_ok &= R.st.steps == R.run.accepted && R.st.undone == R.run.rejected
    && R.st.failed_steps == R.run.newton_failures;
  total_rejected += R.run.rejected;
  if (keep_series)
    {
      double sn = spike (oc.t, oc.mul, oc.n), se = spike (oc.t, oc.mex, oc.n);
      R.spike_ratio = sn / se;
      tap_diag ("%s tol %g: multiplier spike %.3e, exact multiplier's %.3e, ratio %.3g "
                "(%ld accepted steps, %ld rejected)", c->tag, tol, sn, se, R.spike_ratio,
                R.run.accepted, R.run.rejected);
      free (oc.t);
      free (oc.mul);
      free (oc.mex);
    }
  if (xout)
    gp_state_copy (xout, x);
  gp_control_free (ctl);
  gp_state_free (x);
  gp_stepper_free (s);
  return R;
}

static const char *comp_name (int b, const ccase *c);

/* the slopes of a tolerance study; comp lists the blocks (GP_NBLOCKS = the multiplier) */
static void
study (const ccase *c, const gp_options *o, const char *label, const int *comp, int ncomp,
       double slope[], double slope_fine[])
{
  double tol[LEVELS], e[GP_NBLOCKS + 2][LEVELS];
  for (int k = 0; k < LEVELS; k++)
    {
      tol[k] = 1e-3 * pow (10.0, -0.5 * k);
      result R = run_case (c, o, tol[k], NULL, 0, NULL);
      for (int b = 0; b < GP_NBLOCKS + 2; b++)
        e[b][k] = R.emax[b];
      if (dat && k == 0)
        {
          fprintf (dat, "# %s %s: the error columns are", c->tag, label);
          for (int j = 0; j < ncomp; j++)
            fprintf (dat, " err_%s", comp_name (comp[j], c));
          fprintf (dat, "\n");
        }
      if (dat)
        {
          fprintf (dat, "%s\t%s\t%.17g\t%ld\t%ld\t%ld", c->tag, label, tol[k], R.run.accepted,
                   R.run.rejected, R.run.newton_failures);
          for (int j = 0; j < ncomp; j++)
            fprintf (dat, "\t%.17g", e[comp[j]][k]);
          fprintf (dat, "\n");
        }
      tap_diag ("%s %s tol %.2e: %ld steps, %ld rejected, %ld Newton failures, h %.2e .. %.2e; "
                "errors %.2e %.2e %.2e %.2e%s", c->tag, label, tol[k], R.run.accepted,
                R.run.rejected, R.run.newton_failures, R.run.h_min, R.run.h_max,
                e[comp[0]][k], e[comp[1]][k], e[comp[2]][k], e[comp[3]][k],
                ncomp > 4 ? "" : "");
    }
  for (int j = 0; j < ncomp; j++)
    {
      slope[j] = gp_lsq_order (tol, e[comp[j]], 0, LEVELS - 1);
      slope_fine[j] = gp_lsq_order (tol, e[comp[j]], LEVELS - 5, LEVELS - 1);
    }
}

static const char *
comp_name (int b, const ccase *c)
{
  if (b == GP_NBLOCKS)
    return c->mk == MULT_PSI ? "psi" : c->mk == MULT_LAMBAR ? "lambda-bar" : "lambda";
  if (b == GP_NBLOCKS + 1)
    return "Lambda1";
  return gp_block_name ((gp_block) b);
}

/* C9: the final state of an adaptive run against the replay of its steps */
typedef struct
{
  double t[MAXSTEPS];
  long n;
} step_log;

static int
log_steps (const gp_state *x, long i, long N, void *vctx)
{
  (void) N;
  step_log *L = vctx;
  if (L->n < MAXSTEPS)
    L->t[L->n++] = x->t;
  (void) i;
  return 0;
}

static step_log slog;

static int
replay_same (const ccase *c, const gp_options *o, long *rejected_after_first)
{
  char why[256];
  gp_control *ctl = gp_control_alloc (1e-5, 1e-5, why, sizeof why);
  if (!ctl)
    tap_bail ("%s", why);
  ctl->safety = 1.0;
  ctl->grow_min = 1.0;
  ctl->ratio_max = 4.0;
  gp_stepper *s = vc_stepper (c->m, c->P, o, &sw);
  gp_state *x = gp_stepper_state_alloc (s), *y = gp_stepper_state_alloc (s);
  gp_adaptive_run run;
  slog.n = 0;
  if (gp_integrate_adaptive (s, ctl, 0.0, 1.0, x, 0, log_steps, &slog, &run) != GP_OK)
    {
      if (!vc_variant ())
        tap_bail ("%s aggressive run failed: %s", c->tag, gp_stepper_message (s));
      /* under a variant: the measurement, and -1 (not measurable) */
      tap_diag ("%s aggressive run failed: %s", c->tag, gp_stepper_message (s));
      gp_state_free (x);
      gp_state_free (y);
      gp_stepper_free (s);
      gp_control_free (ctl);
      *rejected_after_first = 0;
      return -1;
    }
  long nrej = run.rejected;
  /* rejections of the first step restart it; count the others */
  *rejected_after_first = nrej;
  double *list = malloc ((size_t) slog.n * sizeof (double));
  if (!list)
    tap_bail ("out of memory");
  for (long k = 1; k < slog.n; k++)
    list[k - 1] = slog.t[k] - slog.t[k - 1];
  gp_stepper_reset (s);
  gp_steps S = { GP_STEPS_LIST, 0.0, list, (size_t) (slog.n - 1) };
  gp_run r2;
  if (gp_integrate (s, &S, 1.0, y, 0, NULL, NULL, &r2) != GP_OK)
    tap_bail ("%s replay failed: %s", c->tag, gp_stepper_message (s));
  int same = x->t == y->t && memcmp (x->v, y->v, x->L.size * sizeof (double)) == 0;
  double d = 0.0;
  for (size_t i = 0; i < x->L.size; i++)
    d = fmax (d, fabs (x->v[i] - y->v[i]));
  tap_diag ("%s aggressive controller: %ld accepted, %ld rejected, %ld Newton failures; "
            "largest difference from the replay %.3g", c->tag, run.accepted, nrej,
            run.newton_failures, d);
  free (list);
  gp_state_free (x);
  gp_state_free (y);
  gp_stepper_free (s);
  gp_control_free (ctl);
  return same;
}

/* ---- under a variant ------------------------------------------------------- */
/* the gate: the method's convergence theorem, whose rows hold the order
   condition and the stability of the step-to-step transients (the runs are
   many steps long) */
static const char *
order_theorem (const gp_method *m)
{
  return m == &gp_method_ga_nh ? "S000-6.1" : m == &gp_method_ga_soi2 ? "S001-THM1"
    : m == &gp_method_hht_odae ? "S002-4.3" : "S003-EQ41";
}

/* a problem the variant's case can take: an exact solution (the errors)
   and a multiplier of at most 8 components (mult_err) */
static int
fits (const gp_problem *P)
{
  return P->exact && P->m_g + P->m_k > 0 && P->m_g <= 8 && P->m_k <= 8;
}

/* the gate of the claims with the corrections: the order condition, then
   step-fix on (the claims' premise) */
static void
gate_on (const ccase *c, const gp_options *o)
{
  if (!vc_hypotheses (c->m, o, order_theorem (c->m)) && o->step_fix != GP_STEPFIX_ON)
    tap_hypothesis (o->step_fix == GP_STEPFIX_OFF ? "step-fix = off violates step-fix on "
                    "(ADA-TOL: the corrections at every change of h)" : "step-fix = printed "
                    "violates step-fix on (ADA-TOL: the corrections at every change of h)");
}

/* C11, C12 under a variant: the alternating-step study; one that breaks
   down is the measurement (a # line, NaN orders) */
static void
alt_study (gp_stepper *s, const char *tag, gp_study *st)
{
  if (gp_study_run (s, GP_STEPS_ALT, 0.2, 10, 1.0, NULL, NULL, NULL, st) != GP_OK)
    {
      tap_diag ("%s alternating steps: level %d failed at step %ld (t = %.6g): %s", tag,
                st->fail_level, st->run.fail_step, st->run.fail_t, gp_stepper_message (s));
      for (int b = 0; b < GP_NBLOCKS; b++)
        st->order[b] = (double) NAN;
    }
}

static void
skip_none (const char *why, const char *what)
{
  vc_on (NULL, "nothing measured");
  tap_skip (why, "ADA-TOL %s", what);
}

static void
variant_claims (const struct variant *V)
{
  static const gp_method *const ms[4] = { &gp_method_ga_nh, &gp_method_ga_soi2,
                                          &gp_method_hht_odae, &gp_method_ga_i3 };
  const gp_problem *own[4] = { &gp_problem_jay_nh, &gp_problem_soi2_test, &gp_problem_jn_test,
                               &gp_problem_jn_test };
  int i = 0;
  while (ms[i] != V->m)
    i++;
  static char tag[128];
  ccase c;
  memset (&c, 0, sizeof c);
  c.m = V->m;
  c.P = vc_variant_problem (own[i], fits);
  snprintf (tag, sizeof tag, "the variant, %s/%s", c.m->name, c.P->name);
  c.tag = tag;
  c.mk = c.m == &gp_method_hht_odae ? MULT_LAMBAR : c.P->m_g ? MULT_LAM : MULT_PSI;
  gp_options_for (c.m, &c.o);
  c.o.newton_tol = 1e-14;
  vc_variant_options (c.m, &c.o);
  int cc[5] = { GP_Y, GP_Z, GP_A, GP_NBLOCKS, 0 }, nc = 4;
  if (c.mk == MULT_LAMBAR)
    cc[nc++] = GP_NBLOCKS + 1;
  else if (c.mk == MULT_LAM && c.P->m_k)
    cc[nc++] = GP_PSI;
  const char *tols = "rtol = atol = 1e-3 .. 1e-7 in half decades to T = 1 (the program's "
    "settings)";
  const char *not_about = "not about the variant: the claim is about another method";
  const char *alpha0 = "not applicable: needs alpha != 0 (at alpha = 0 the corrections vanish: "
    "there is nothing to switch off)";
  int i3 = c.m == &gp_method_ga_i3, al0 = gp_coeffs_alpha (&c.o.c) == 0.0;
  double son[5], fon[5], soff[5], foff[5];

  /* C1-C3: the variant's method with the corrections */
  if (!i3)
    study (&c, &c.o, "on", cc, nc, son, fon);
  for (int k = 0; k < 3; k++)
    {
      static const char *const what[3] = { "C1 ga-nh/jay-nh with the corrections",
                                           "C2 ga-soi2/soi2-test with the corrections",
                                           "C3 hht-odae/jn-test with the corrections" };
      if (k != i)
        {
          skip_none (not_about, what[k]);
          continue;
        }
      double far = son[0];
      char desc[256] = "";
      for (int j = 0; j < nc; j++)
        {
          if (cc[j] != GP_NBLOCKS + 1 && fabs (son[j] - 1) > fabs (far - 1))
            far = son[j];
          snprintf (desc + strlen (desc), sizeof desc - strlen (desc), "%s%s %.3f", j ? ", " : "",
                    comp_name (cc[j], &c), son[j]);
        }
      vc_on (c.P, "%s", tols);
      gate_on (&c, &c.o);
      tap_is_order (1.0, far, 0.1, "ADA-TOL C%d %s with the corrections, tol 1e-3 .. 1e-7: "
                    "slopes of the largest errors against tol (%s), farthest from 1", k + 1,
                    c.tag, desc);
      vc_hypotheses_end ();
    }

  /* C4: the same case without the corrections */
  if (i3)
    skip_none ("not about the variant: ga-i3 has no step-change correction (C13)", "C4 without "
               "the corrections: the smaller slope of a and the multiplier");
  else if (al0)
    skip_none (alpha0, "C4 without the corrections: the smaller slope of a and the multiplier");
  else
    {
      gp_options o = c.o;
      o.step_fix = GP_STEPFIX_OFF;
      study (&c, &o, "off", cc, 4, soff, foff);
      vc_on (c.P, "%s, step-fix off (not the variant's)", tols);
      vc_hypotheses (c.m, &c.o, order_theorem (c.m));
      tap_is_le (0.7, fmin (foff[2], foff[3]), "ADA-TOL C4 without the corrections (step-fix "
                 "off), %s: the smaller slope of a (%.3f) and %s (%.3f) over the finest two "
                 "decades (all levels %.3f, %.3f)", c.tag, foff[2], comp_name (GP_NBLOCKS, &c),
                 foff[3], soff[2], soff[3]);
      vc_hypotheses_end ();
    }
  if (c.mk == MULT_LAMBAR)
    {
      vc_on (c.P, "%s", tols);
      gate_on (&c, &c.o);
      tap_is_order (0.5, son[4], 0.1, "ADA-TOL C5 %s: Lambda1 against lambda(t_n), with the "
                    "corrections, slope against tol", c.tag);
      vc_hypotheses_end ();
    }
  else
    skip_none ("not about the variant: the claim is about hht-odae's Lambda1", "C5 hht-odae: "
               "Lambda1 against lambda(t_n), slope 0.5");

  /* C6, C7: spikes at tol = 1e-6 */
  if (i3)
    {
      const char *why = "not about the variant: ga-i3 has no step-change correction";
      skip_none (why, "C6 multiplier spikes with the corrections");
      skip_none (why, "C7 multiplier spikes without the corrections");
    }
  else
    {
      result R = run_case (&c, &c.o, 1e-6, NULL, 1, NULL);
      vc_on (c.P, "one adaptive run at tol 1e-6 to T = 1 (the program's settings)");
      gate_on (&c, &c.o);
      tap_is_le (3.0, R.spike_ratio, "ADA-TOL C6 multiplier spikes with the corrections, tol "
                 "1e-6, %s: the largest deviation from the line through the neighbours against "
                 "the exact multiplier's", c.tag);
      vc_hypotheses_end ();
      if (al0)
        skip_none (alpha0, "C7 multiplier spikes without the corrections");
      else
        {
          gp_options o = c.o;
          o.step_fix = GP_STEPFIX_OFF;
          result Q = run_case (&c, &o, 1e-6, NULL, 1, NULL);
          vc_on (c.P, "one adaptive run at tol 1e-6 to T = 1 (the program's settings), step-fix "
                 "off (not the variant's)");
          vc_hypotheses (c.m, &c.o, order_theorem (c.m));
          tap_is_ge (5.0, Q.spike_ratio, "ADA-TOL C7 the same without the corrections");
          vc_hypotheses_end ();
        }
    }

  /* C13 first (its runs count in C8 and C10), then C8-C12 */
  double sg[4], sf[4];
  if (i3)
    study (&c, &c.o, "none", cc, 4, sg, sf);
  long rej;
  int same = replay_same (&c, &c.o, &rej);
  long runs = v_succeeded + v_failed;
  vc_on (c.P, "every adaptive run of this program, tol 1e-7 .. 1e-3 to T = 1 (the program's "
         "settings)");
  if (v_succeeded == 0)
    tap_skip ("not measurable for the variant: every adaptive run failed", "ADA-TOL C8 counts: "
              "in every run steps = accepted, undone = rejected, failed = Newton failures");
  else if (total_rejected == 0)
    tap_skip ("not measurable for the variant: its runs at these tolerances reject no step, so "
              "the count of undone steps is not tested", "ADA-TOL C8 counts: in every run "
              "steps = accepted, undone = rejected, failed = Newton failures (counts %s)",
              counts_ok ? "equal" : "differ");
  else
    tap_ok (counts_ok, "ADA-TOL C8 counts: in every successful run (%ld of %ld) steps = "
            "accepted, undone = rejected, failed = Newton failures (%ld rejections over the "
            "runs)", v_succeeded, runs, total_rejected);
  vc_on (c.P, "an aggressive controller at tol 1e-5 to T = 1 and the replay (the program's "
         "settings)");
  if (same < 0)
    tap_skip ("not measurable for the variant: its run with the aggressive controller failed",
              "ADA-TOL C9 rejected steps restored exactly");
  else if (rej == 0)
    tap_skip ("not measurable for the variant: its run with the aggressive controller rejects "
              "no step, so no undo is tested", "ADA-TOL C9 rejected steps restored exactly: "
              "%s with an aggressive controller (0 rejections; difference from the replay %s)",
              c.tag, same ? "none" : "nonzero");
  else
    tap_ok (same && rej > 0, "ADA-TOL C9 rejected steps restored exactly: %s with an aggressive "
            "controller (%ld rejections) ends bit for bit where the replay of its accepted steps "
            "ends", c.tag, rej);
  vc_on (c.P, "every adaptive run of this program (the program's settings)");
  if (v_succeeded == 0)
    tap_skip ("not measurable for the variant: every adaptive run failed", "ADA-TOL C10 every "
              "adaptive run lands exactly on T = 1");
  else
    tap_ok (landed_ok, "ADA-TOL C10 every successful adaptive run (%ld of %ld) lands exactly on "
            "T = 1", v_succeeded, runs);
  if (c.m == &gp_method_ga_nh)
    {
      const char *alt = "alternating steps H/3, 2H/3, H = 0.2 .. 0.2/2^9, t-end 1 (the "
        "program's steps)";
      gp_stepper *s = vc_stepper (c.m, c.P, &c.o, &sw);
      gp_study st;
      alt_study (s, c.tag, &st);
      gp_stepper_free (s);
      const gp_block bl[4] = { GP_Y, GP_Z, GP_A, GP_PSI };
      double far = 2.0;
      for (int j = 0; j < 4; j++)
        if (c.P->m_k || bl[j] != GP_PSI)
          if (fabs (st.order[bl[j]] - 2) > fabs (far - 2))
            far = st.order[bl[j]];
      vc_on (c.P, "%s", alt);
      gate_on (&c, &c.o);
      tap_is_order (2.0, far, 0.1, "ADA-TOL C11 %s alternating steps H/3, 2H/3 with its "
                    "correction (15)-(16): orders y %.3f, z %.3f, a %.3f, psi %.3f, farthest "
                    "from 2", c.tag, st.order[GP_Y], st.order[GP_Z], st.order[GP_A],
                    st.order[GP_PSI]);
      vc_hypotheses_end ();
      if (al0)
        skip_none (alpha0, "C12 the same without the correction");
      else
        {
          gp_options o = c.o;
          o.step_fix = GP_STEPFIX_OFF;
          s = vc_stepper (c.m, c.P, &o, &sw);
          alt_study (s, c.tag, &st);
          gp_stepper_free (s);
          double f1 = fabs (st.order[GP_A] - 1) > fabs (st.order[GP_PSI] - 1) || !c.P->m_k
            ? st.order[GP_A] : st.order[GP_PSI];
          vc_on (c.P, "%s, step-fix off (not the variant's)", alt);
          vc_hypotheses (c.m, &c.o, order_theorem (c.m));
          tap_is_order (1.0, f1, 0.2, "ADA-TOL C12 the same without it: orders a %.3f, psi "
                        "%.3f (y %.3f, z %.3f), farthest from 1", st.order[GP_A],
                        st.order[GP_PSI], st.order[GP_Y], st.order[GP_Z]);
          vc_hypotheses_end ();
        }
    }
  else
    {
      skip_none ("not about the variant: the claim is about ga-nh's correction", "C11 ga-nh "
                 "alternating steps with its correction: orders 2");
      skip_none ("not about the variant: the claim is about ga-nh's correction", "C12 the same "
                 "without it: orders of a and psi 1");
    }
  if (i3)
    {
      vc_on (c.P, "%s", tols);
      vc_hypotheses (c.m, &c.o, order_theorem (c.m));
      tap_is_le (0.7, fmin (sf[2], sf[3]), "ADA-TOL C13 %s has no step-change correction: "
                 "slopes y %.3f, z %.3f, a %.3f, lambda %.3f (finest two decades: a %.3f, lambda "
                 "%.3f); the smaller of a and lambda over the finest two decades", c.tag, sg[0],
                 sg[1], sg[2], sg[3], sf[2], sf[3]);
      vc_hypotheses_end ();
    }
  else
    skip_none ("not about the variant: the claim is about ga-i3", "C13 ga-i3 has no "
               "step-change correction");
}

int
main (int argc, char **argv)
{
  vc_reviews ("ADA-TOL", "ga-nh ga-soi2 hht-odae ga-i3");
  mut = vc_args (argc, argv, mutants, 3, NULL, NULL);
  vc_plan ("ADA-TOL", 13, 1);
  const struct variant *V = vc_variant ();
  if (V)
    {
      variant_claims (V);
      return vc_done ();
    }
  if (mut == 1)
    sw.undo_keeps_history = 1;
  dat = vc_data_open ("ada-tolerance.dat", mut);
  if (dat)
    fprintf (dat, "# adaptive runs on [0, 1], rtol = atol = tol: largest errors over the "
             "accepted steps; written by verify/ada_tolerance\ncase\tcorrections\ttol\t"
             "steps\trejected\tnewton_failures\terrors...\n");
  char why[256];
  ccase C[3];
  memset (C, 0, sizeof C);
  C[0].tag = "ga-nh/jay-nh";
  C[0].m = &gp_method_ga_nh;
  C[0].P = &gp_problem_jay_nh;
  C[0].mk = MULT_PSI;
  gp_options_for (&gp_method_ga_nh, &C[0].o);
  C[1].tag = "ga-soi2/soi2-test";
  C[1].m = &gp_method_ga_soi2;
  C[1].P = &gp_problem_soi2_test;
  C[1].mk = MULT_LAM;
  gp_options_for (&gp_method_ga_soi2, &C[1].o);
  C[1].o.m_alpha = GP_MALPHA_PREVIOUS;
  C[2].tag = "hht-odae/jn-test";
  C[2].m = &gp_method_hht_odae;
  C[2].P = &gp_problem_jn_test;
  C[2].mk = MULT_LAMBAR;
  gp_options_for (&gp_method_hht_odae, &C[2].o);
  if (gp_coeffs_hht (-0.15, &C[2].o.c, why, sizeof why))
    tap_bail ("%s", why);
  C[2].o.c.b = 0.3;
  for (int i = 0; i < 3; i++)
    {
      C[i].o.newton_tol = 1e-14;
      C[i].o.step_fix = GP_STEPFIX_ON;
    }
  const int comps[3][5] = { { GP_Y, GP_Z, GP_A, GP_NBLOCKS, 0 },
                            { GP_Y, GP_Z, GP_A, GP_NBLOCKS, GP_PSI },
                            { GP_Y, GP_Z, GP_A, GP_NBLOCKS, GP_NBLOCKS + 1 } };
  const int ncomp[3] = { 4, 5, 4 };
  double slope_on[3][5], slope_off[3][5], fine_on[3][5], fine_off[3][5], lambda1_slope = 0;
  for (int i = 0; i < 3; i++)
    {
      gp_options o = C[i].o;
      if (mut == 0)
        o.step_fix = GP_STEPFIX_OFF;
      int cc[5];
      memcpy (cc, comps[i], sizeof cc);
      int nc = ncomp[i];
      if (i == 2)
        {
          cc[4] = GP_NBLOCKS + 1;
          nc = 5;
        }
      if (i == 1)
        {
          /* soi2-test: lambda is the multiplier (GP_NBLOCKS), psi a block */
        }
      study (&C[i], &o, "on", cc, nc, slope_on[i], fine_on[i]);
      if (i == 2)
        lambda1_slope = slope_on[i][4];
      double far = slope_on[i][0];
      char desc[256] = "";
      for (int j = 0; j < ncomp[i]; j++)
        {
          if (fabs (slope_on[i][j] - 1) > fabs (far - 1))
            far = slope_on[i][j];
          snprintf (desc + strlen (desc), sizeof desc - strlen (desc), "%s%s %.3f", j ? ", " : "",
                    comp_name (cc[j], &C[i]), slope_on[i][j]);
        }
      tap_is_order (1.0, far, 0.1, "ADA-TOL C%d %s with the corrections, tol 1e-3 .. 1e-7: "
                    "slopes of the largest errors against tol (%s), farthest from 1", i + 1,
                    C[i].tag, desc);
    }
  double worst_off = 0.0;
  char desc4[512] = "";
  for (int i = 0; i < 3; i++)
    {
      gp_options o = C[i].o;
      o.step_fix = GP_STEPFIX_OFF;
      study (&C[i], &o, "off", comps[i], ncomp[i], slope_off[i], fine_off[i]);
      double lo = fmin (fine_off[i][2], fine_off[i][3]);
      worst_off = fmax (worst_off, lo);
      snprintf (desc4 + strlen (desc4), sizeof desc4 - strlen (desc4),
                "%s%s a %.3f, %s %.3f (all levels %.3f, %.3f)", i ? "; " : "", C[i].tag,
                fine_off[i][2], comp_name (GP_NBLOCKS, &C[i]), fine_off[i][3], slope_off[i][2],
                slope_off[i][3]);
    }
  tap_is_le (0.7, worst_off, "ADA-TOL C4 without the corrections (step-fix off): the smaller "
             "slope of a and the multiplier over the finest two decades, largest over the "
             "three (%s)", desc4);
  tap_is_order (0.5, lambda1_slope, 0.1, "ADA-TOL C5 hht-odae/jn-test: Lambda1 against "
                "lambda(t_n), with the corrections, slope against tol (first order on "
                "constant steps too: the reason for lambda-bar)");

  /* C6, C7: spikes at tol = 1e-6 */
  double sp_on = 0.0, sp_off = HUGE_VAL;
  for (int i = 0; i < 3; i++)
    {
      gp_options o = C[i].o;
      if (mut == 0)
        o.step_fix = GP_STEPFIX_OFF;
      result R = run_case (&C[i], &o, 1e-6, NULL, 1, NULL);
      sp_on = fmax (sp_on, R.spike_ratio);
      o.step_fix = GP_STEPFIX_OFF;
      result Q = run_case (&C[i], &o, 1e-6, NULL, 1, NULL);
      sp_off = fmin (sp_off, Q.spike_ratio);
      if (dat)
        fprintf (dat, "# spikes %s: on %.6g off %.6g\n", C[i].tag, R.spike_ratio, Q.spike_ratio);
    }
  tap_is_le (3.0, sp_on, "ADA-TOL C6 multiplier spikes with the corrections, tol 1e-6: the "
             "largest deviation from the line through the neighbours against the exact "
             "multiplier's, largest over the three");
  tap_is_ge (5.0, sp_off, "ADA-TOL C7 the same without the corrections, smallest over the three");

  tap_ok (counts_ok && total_rejected > 0, "ADA-TOL C8 counts: in every run steps = accepted, "
          "undone = rejected, failed = Newton failures (%ld rejections over the runs)",
          total_rejected);

  int same_all = 1;
  long rej_all = 0;
  for (int i = 0; i < 3; i++)
    {
      long rej;
      same_all &= replay_same (&C[i], &C[i].o, &rej);
      rej_all += rej;
    }
  tap_ok (same_all && rej_all > 0, "ADA-TOL C9 rejected steps restored exactly: three runs "
          "with an aggressive controller (%ld rejections) end bit for bit where the replays of "
          "their accepted steps end", rej_all);
  tap_ok (landed_ok, "ADA-TOL C10 every adaptive run lands exactly on T = 1");

  /* C11, C12: ga-nh's correction on alternating steps */
  {
    gp_options o = C[0].o;
    if (mut == 0)
      o.step_fix = GP_STEPFIX_OFF;
    gp_stepper *s = vc_stepper (&gp_method_ga_nh, &gp_problem_jay_nh, &o, &sw);
    gp_study st;
    vc_study (s, GP_STEPS_ALT, 0.2, 10, 1.0, NULL, &st);
    const gp_block bl[4] = { GP_Y, GP_Z, GP_A, GP_PSI };
    double far = 2.0;
    for (int j = 0; j < 4; j++)
      if (fabs (st.order[bl[j]] - 2) > fabs (far - 2))
        far = st.order[bl[j]];
    tap_is_order (2.0, far, 0.1, "ADA-TOL C11 ga-nh/jay-nh alternating steps H/3, 2H/3 with its "
                  "correction (15)-(16): orders y %.3f, z %.3f, a %.3f, psi %.3f, farthest from 2",
                  st.order[GP_Y], st.order[GP_Z], st.order[GP_A], st.order[GP_PSI]);
    gp_stepper_free (s);
    o = C[0].o;
    o.step_fix = GP_STEPFIX_OFF;
    s = vc_stepper (&gp_method_ga_nh, &gp_problem_jay_nh, &o, &sw);
    vc_study (s, GP_STEPS_ALT, 0.2, 10, 1.0, NULL, &st);
    double f1 = fabs (st.order[GP_A] - 1) > fabs (st.order[GP_PSI] - 1) ? st.order[GP_A]
      : st.order[GP_PSI];
    tap_is_order (1.0, f1, 0.2, "ADA-TOL C12 the same without it: orders a %.3f, psi %.3f "
                  "(y %.3f, z %.3f), farthest from 1", st.order[GP_A], st.order[GP_PSI],
                  st.order[GP_Y], st.order[GP_Z]);
    gp_stepper_free (s);
  }

  /* C13: ga-i3, no correction */
  {
    ccase G;
    memset (&G, 0, sizeof G);
    G.tag = "ga-i3/jn-test";
    G.m = &gp_method_ga_i3;
    G.P = &gp_problem_jn_test;
    G.mk = MULT_LAM;
    gp_options_for (&gp_method_ga_i3, &G.o);
    if (gp_coeffs_chung_hulbert (0.7, &G.o.c, why, sizeof why))
      tap_bail ("%s", why);
    G.o.newton_tol = 1e-14;
    const int cg[4] = { GP_Y, GP_Z, GP_A, GP_NBLOCKS };
    double sg[4], sf[4];
    study (&G, &G.o, "none", cg, 4, sg, sf);
    tap_is_le (0.7, fmin (sf[2], sf[3]), "ADA-TOL C13 ga-i3/jn-test CH(0.7) has no "
               "step-change correction: slopes y %.3f, z %.3f, a %.3f, lambda %.3f (finest "
               "two decades: a %.3f, lambda %.3f); the smaller of a and lambda over the "
               "finest two decades", sg[0], sg[1], sg[2], sg[3], sf[2], sf[3]);
  }
  if (dat)
    fclose (dat);
  return vc_done ();
}
