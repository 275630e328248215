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
 * slopes by least squares over all levels.
 *
 * The claims: the table `claims` at the end (theory/ada-tolerance.md states
 * them in prose, with what each takes from a variant and its gates); each
 * measure serves the paper's settings and a variant's.
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
#include "claims.h"

#define LEVELS 9
#define MAXSTEPS 200000
/* errors and spikes are taken over t >= T_SKIP: the start layer is the start's */
#define T_SKIP 0.1
/* C14: the step ratios after the start's growth (the first steps) */
#define SMOOTH_SKIP 10
static gp_test_switches sw;
static int mut = -1;
static FILE *dat;

static const vc_mutant mutants[] = {
  { "no-correction", "C1,C2,C3,C6,C11", "the runs meant with the corrections take step-fix off" },
  { "undo-keeps-history", "C9", "a rejected step's history stays committed (gp_stepper_undo restores nothing)" },
  { "per-step", "C1,C2,C3,C5", "the controller on the error per step (le, exponent 1/3) instead of per unit step (le/h): h ~ tol^(1/3), the global error ~ tol^(2/3)" },
  { "dead-band", "C6,C14", "the runs under issue 13's dead-band controller instead of the filter: h held, then grown by 1.5 or more" },
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
  double hprev, ring[2], rmax;   /* C14: |log(h_i / h_(i-1))|, two steps late */
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
  if (i > 0)
    {
      /* C14: the step ratio r_i = h_i / h_(i-1) is confirmed two steps
         later, so that the last two (the split last step) never count, and
         only past the SMOOTH_SKIP-th step (the start's growth from h_0) */
      double h = x->t - o->tprev;
      if (i >= 4 && i - 2 > SMOOTH_SKIP)
        o->rmax = fmax (o->rmax, o->ring[i % 2]);
      if (i >= 2)
        o->ring[i % 2] = fabs (log (h / o->hprev));
      o->hprev = h;
    }
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
/* C14: the largest |log(h_i / h_(i-1))| over the runs under the default
   control, and their number */
static double smooth_max;
static long smooth_runs;
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
  if (mut == 2 && o->step_fix == GP_STEPFIX_ON)
    ctl->per_step = GP_PER_STEP;
  if (mut == 3 && !ctl_in)
    ctl->controller = GP_CTRL_DEADBAND;
  /* without the corrections (C4, C7): issue 13's control (the error per
     unit step, the dead-band controller), whose finite step ratios are what
     the corrections are for; the default's smooth changes hide part of the
     loss (theory/ada-tolerance.md, C4) */
  if (!ctl_in && (c->m->options & GP_OPT_STEP_FIX) && o->step_fix == GP_STEPFIX_OFF)
    {
      ctl->controller = GP_CTRL_DEADBAND;
      ctl->per_step = GP_PER_UNIT_STEP;
    }
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
  /* C14 over the runs meant under the default control (not C9's own
     control, not the uncorrected contrasts of C4, C7) */
  if (!ctl_in && !((c->m->options & GP_OPT_STEP_FIX) && o->step_fix == GP_STEPFIX_OFF))
    {
      smooth_max = fmax (smooth_max, oc.rmax);
      smooth_runs++;
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
  ctl->controller = GP_CTRL_DEADBAND;   /* elementary: no dead band at grow_min 1 */
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
  /* its counts enter C8: the filter of the other runs rejects few steps */
  const gp_stats *st = gp_stepper_stats (s);
  counts_ok &= st->steps == run.accepted && st->undone == run.rejected
    && st->failed_steps == run.newton_failures;
  total_rejected += run.rejected;
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

/* ---- the settings: the paper's, or a variant's ---------------------------- */
/* The paper's: three cases with the corrections (ga-nh/jay-nh CH(0.2),
   ga-soi2/soi2-test CH(0.2) M_alpha previous, hht-odae/jn-test alpha =
   -0.15, b = 0.3) and ga-i3/jn-test CH(0.7).  Under a variant (method
   ga-nh, ga-soi2, hht-odae or ga-i3): one case, the variant's method with
   its options (Newton tolerance 1e-14 unless it sets one) on its problem
   when that has an exact solution and a multiplier, else on the program's
   problem of that method, at the program's tolerances and T = 1; the claims
   about another method are not about it. */
static const char *const tols = "rtol = atol = 1e-3 .. 1e-7 in half decades to T = 1 (the "
  "program's settings)";
static const char *const alpha0 = "not applicable: needs alpha != 0 (at alpha = 0 the "
  "corrections vanish: there is nothing to switch off)";
static const struct variant *V;
static ccase C[3], vc;               /* the paper's cases; the variant's */
static int vi, i3, al0;              /* its method's slot (C1-C3); ga-i3; alpha = 0 */
static int vcc[5] = { GP_Y, GP_Z, GP_A, GP_NBLOCKS, 0 }, vnc = 4;
static double son[5], fon[5];        /* its slopes with the corrections */
static char vtag[128];

static void
setup (int mutant)
{
  mut = mutant;
  V = vc_variant ();
  if (V)
    {
      static const gp_method *const ms[4] = { &gp_method_ga_nh, &gp_method_ga_soi2,
                                              &gp_method_hht_odae, &gp_method_ga_i3 };
      const gp_problem *own[4] = { &gp_problem_jay_nh, &gp_problem_soi2_test,
                                   &gp_problem_jn_test, &gp_problem_jn_test };
      while (ms[vi] != V->m)
        vi++;
      vc.m = V->m;
      vc.P = vc_variant_problem (own[vi], fits);
      snprintf (vtag, sizeof vtag, "the variant, %s/%s", vc.m->name, vc.P->name);
      vc.tag = vtag;
      vc.mk = vc.m == &gp_method_hht_odae ? MULT_LAMBAR : vc.P->m_g ? MULT_LAM : MULT_PSI;
      gp_options_for (vc.m, &vc.o);
      vc.o.newton_tol = 1e-14;
      vc_variant_options (vc.m, &vc.o);
      if (vc.mk == MULT_LAMBAR)
        vcc[vnc++] = GP_NBLOCKS + 1;
      else if (vc.mk == MULT_LAM && vc.P->m_k)
        vcc[vnc++] = GP_PSI;
      i3 = vc.m == &gp_method_ga_i3;
      al0 = gp_coeffs_alpha (&vc.o.c) == 0.0;
      /* its study with the corrections serves C1-C3 (whichever is its
         method's), C5; its lines precede C1's */
      if (!i3)
        study (&vc, &vc.o, "on", vcc, vnc, son, fon);
      return;
    }
  if (mut == 1)
    sw.undo_keeps_history = 1;
  dat = vc_data_open ("ada-tolerance.dat", mut);
  if (dat)
    fprintf (dat, "# adaptive runs on [0, 1], rtol = atol = tol: largest errors over the "
             "accepted steps; written by verify/ada_tolerance\ncase\tcorrections\ttol\t"
             "steps\trejected\tnewton_failures\terrors...\n");
  char why[256];
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
}

static vc_not_about
not_about (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  const char *nm = "nothing measured";
  if (n <= 3 && n - 1 != vi)
    return (vc_not_about) { "the claim is about another method", nm };
  if (n == 4 && i3)
    return (vc_not_about) { "ga-i3 has no step-change correction (C13)", nm };
  if (n == 5 && vc.mk != MULT_LAMBAR)
    return (vc_not_about) { "the claim is about hht-odae's Lambda1", nm };
  if ((n == 6 || n == 7) && i3)
    return (vc_not_about) { "ga-i3 has no step-change correction", nm };
  if ((n == 11 || n == 12) && vc.m != &gp_method_ga_nh)
    return (vc_not_about) { "the claim is about ga-nh's correction", nm };
  if (n == 13 && !i3)
    return (vc_not_about) { "the claim is about ga-i3", nm };
  return (vc_not_about) { NULL, NULL };
}

/* every claim of the variant's case assumes its method's order-condition
   and convergence rows; those with the corrections (C1-C3, C5, C6, C11)
   also step-fix on, their premise; C8-C10 (counts) nothing */
static const char *
gate (const vc_claim *c)
{
  static char why[512];
  int n = atoi (c->id + 1);
  if (n >= 8 && n <= 10)
    return NULL;
  if (gp_hypothesis_violated (vc.m, &vc.o, GP_HYP_THEOREM, order_theorem (vc.m), why, sizeof why))
    return why;
  if ((n <= 3 || n == 5 || n == 6 || n == 11) && vc.o.step_fix != GP_STEPFIX_ON)
    return vc.o.step_fix == GP_STEPFIX_OFF ? "step-fix = off violates step-fix on (ADA-TOL: "
      "the corrections at every change of h)" : "step-fix = printed violates step-fix on "
      "(ADA-TOL: the corrections at every change of h)";
  return NULL;
}

/* ---- measures ------------------------------------------------------------- */
static const int comps[3][5] = { { GP_Y, GP_Z, GP_A, GP_NBLOCKS, 0 },
                                 { GP_Y, GP_Z, GP_A, GP_NBLOCKS, GP_PSI },
                                 { GP_Y, GP_Z, GP_A, GP_NBLOCKS, GP_NBLOCKS + 1 } };
static const int ncomp[3] = { 4, 5, 4 };
static double lambda1_slope;

/* C1-C3: case i with the corrections (a variant's: its study of setup) */
static void
with_corrections (int i)
{
  const char *cid = i == 0 ? "C1" : i == 1 ? "C2" : "C3";
  double slope[5], fine[5];
  const ccase *c = V ? &vc : &C[i];
  const int *cc = V ? vcc : comps[i];
  int nc = V ? vnc : ncomp[i];
  if (V)
    memcpy (slope, son, sizeof slope);
  else
    {
      gp_options o = C[i].o;
      if (mut == 0)
        o.step_fix = GP_STEPFIX_OFF;
      int ccs[5];
      memcpy (ccs, comps[i], sizeof ccs);
      if (i == 2)
        {
          ccs[4] = GP_NBLOCKS + 1;
          nc = 5;
        }
      study (&C[i], &o, "on", ccs, nc, slope, fine);
      if (i == 2)
        lambda1_slope = slope[4];
      nc = ncomp[i];
    }
  double far = slope[0];
  char desc[256] = "";
  for (int j = 0; j < nc; j++)
    {
      if ((!V || cc[j] != GP_NBLOCKS + 1) && fabs (slope[j] - 1) > fabs (far - 1))
        far = slope[j];
      snprintf (desc + strlen (desc), sizeof desc - strlen (desc), "%s%s %.3f", j ? ", " : "",
                comp_name (cc[j], c), slope[j]);
    }
  if (V)
    vc_on (vc.P, "%s", tols);
  vc_report (cid, far, "%s%s with the corrections, tol 1e-3 .. 1e-7: slopes of the largest "
             "errors against tol (%s), farthest from 1", V ? ", " : "", V ? vc.tag + 13 : "",
             desc);
}

static void m_c1 (void) { with_corrections (0); }
static void m_c2 (void) { with_corrections (1); }
static void m_c3 (void) { with_corrections (2); }

/* C4: without the corrections (and C5: hht-odae's Lambda1, from C3's or
   the variant's study) */
static void
m_off (void)
{
  double slope_off[3][5], fine_off[3][5];
  if (V)
    {
      if (vc.mk == MULT_LAMBAR)
        {
          vc_on (vc.P, "%s", tols);
          vc_report ("C5", son[4], ", hht-odae/%s: Lambda1 against lambda(t_n), with the "
                     "corrections, slope against tol", vc.P->name);
        }
      if (i3)
        return;
      if (al0)
        {
          vc_on (NULL, "nothing measured");
          vc_report_skip ("C4", alpha0, "%s", "");
          return;
        }
      gp_options o = vc.o;
      o.step_fix = GP_STEPFIX_OFF;
      study (&vc, &o, "off", vcc, 4, slope_off[0], fine_off[0]);
      vc_on (vc.P, "%s, step-fix off (not the variant's)", tols);
      vc_report ("C4", fmin (fine_off[0][2], fine_off[0][3]), ", %s: the smaller slope of a "
                 "(%.3f) and %s (%.3f) over the finest two decades (all levels %.3f, %.3f)",
                 vc.tag, fine_off[0][2], comp_name (GP_NBLOCKS, &vc), fine_off[0][3],
                 slope_off[0][2], slope_off[0][3]);
      return;
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
  vc_report ("C4", worst_off, ": the smaller slope of a and the multiplier over the finest two "
             "decades, largest over the three (%s)", desc4);
  vc_report ("C5", lambda1_slope, ": Lambda1 against lambda(t_n), with the corrections, slope "
             "against tol (first order on constant steps too: the reason for lambda-bar)");
}

/* C6, C7: spikes at tol = 1e-6 (a variant's C7: m_c7, its run after C6's
   line) */
static void
m_spikes (void)
{
  if (V)
    {
      result R = run_case (&vc, &vc.o, 1e-6, NULL, 1, NULL);
      vc_on (vc.P, "one adaptive run at tol 1e-6 to T = 1 (the program's settings)");
      vc_report ("C6", R.spike_ratio, ", %s: the largest deviation from the line through the "
                 "neighbours against the exact multiplier's", vc.tag);
      return;
    }
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
  vc_report ("C6", sp_on, ": the largest deviation from the line through the neighbours "
             "against the exact multiplier's, largest over the three");
  vc_report ("C7", sp_off, ", smallest over the three");
}

static void
m_c7 (void)
{
  if (!V)
    return;     /* m_spikes reported it */
  if (al0)
    {
      vc_on (NULL, "nothing measured");
      vc_report_skip ("C7", alpha0, "%s", "");
      return;
    }
  gp_options o = vc.o;
  o.step_fix = GP_STEPFIX_OFF;
  result Q = run_case (&vc, &o, 1e-6, NULL, 1, NULL);
  vc_on (vc.P, "one adaptive run at tol 1e-6 to T = 1 (the program's settings), step-fix "
         "off (not the variant's)");
  vc_report ("C7", Q.spike_ratio, "%s", "");
}

/* C8 (and, under a variant, C9, C10 and C13's study, whose runs count in
   C8 and C10) */
static double sg[4], sf[4];
static int replay_same_all = 1;
static long replay_rej_all;

static void
m_counts (void)
{
  if (!V)
    {
      /* the aggressive runs of C9 first: they count in C8 too */
      for (int i = 0; i < 3; i++)
        {
          long rej;
          replay_same_all &= replay_same (&C[i], &C[i].o, &rej);
          replay_rej_all += rej;
        }
      vc_report ("C8", counts_ok && total_rejected > 0, ": in every run steps = accepted, "
                 "undone = rejected, failed = Newton failures (%ld rejections over the runs)",
                 total_rejected);
      return;
    }
  if (i3)
    study (&vc, &vc.o, "none", vcc, 4, sg, sf);
  long rej;
  int same = replay_same (&vc, &vc.o, &rej);
  long runs = v_succeeded + v_failed;
  const char *steps = ": in every run steps = accepted, undone = rejected, failed = Newton "
    "failures";
  vc_on (vc.P, "every adaptive run of this program, tol 1e-7 .. 1e-3 to T = 1 (the program's "
         "settings)");
  if (v_succeeded == 0)
    vc_report_skip ("C8", "not measurable for the variant: every adaptive run failed", "%s",
                    steps);
  else if (total_rejected == 0)
    vc_report_skip ("C8", "not measurable for the variant: its runs at these tolerances reject "
                    "no step, so the count of undone steps is not tested", "%s (counts %s)",
                    steps, counts_ok ? "equal" : "differ");
  else
    vc_report ("C8", counts_ok, ": in every successful run (%ld of %ld) steps = accepted, "
               "undone = rejected, failed = Newton failures (%ld rejections over the runs)",
               v_succeeded, runs, total_rejected);
  vc_on (vc.P, "an aggressive controller at tol 1e-5 to T = 1 and the replay (the program's "
         "settings)");
  if (same < 0)
    vc_report_skip ("C9", "not measurable for the variant: its run with the aggressive "
                    "controller failed", "%s", "");
  else if (rej == 0)
    vc_report_skip ("C9", "not measurable for the variant: its run with the aggressive "
                    "controller rejects no step, so no undo is tested", ": %s with an "
                    "aggressive controller (0 rejections; difference from the replay %s)",
                    vc.tag, same ? "none" : "nonzero");
  else
    vc_report ("C9", same && rej > 0, ": %s with an aggressive controller (%ld rejections) ends "
               "bit for bit where the replay of its accepted steps ends", vc.tag, rej);
  vc_on (vc.P, "every adaptive run of this program (the program's settings)");
  if (v_succeeded == 0)
    vc_report_skip ("C10", "not measurable for the variant: every adaptive run failed", "%s",
                    " adaptive run lands exactly on T = 1");
  else
    vc_report ("C10", landed_ok, " successful adaptive run (%ld of %ld) lands exactly on T = 1",
               v_succeeded, runs);
}

/* C14: the steps change smoothly under the filter */
static void
m_smooth (void)
{
  if (V)
    vc_on (vc.P, "every adaptive run of this program under the default control, tol 1e-7 .. "
           "1e-3 to T = 1 (the program's settings)");
  if (smooth_runs == 0)
    {
      vc_report_skip ("C14", "not measurable: no run under the default control succeeded", "%s",
                      "");
      return;
    }
  vc_report ("C14", exp (smooth_max), ": the largest step ratio max(h_i / h_(i-1), "
             "h_(i-1) / h_i) over the accepted steps of %ld runs under the default control, the "
             "first %d and the last two left out", smooth_runs, SMOOTH_SKIP);
}

/* C9, C10 (the paper's) */
static void
m_replay (void)
{
  if (V)
    return;     /* m_counts reported them */
  int same_all = replay_same_all;   /* the runs m_counts made */
  long rej_all = replay_rej_all;
  vc_report ("C9", same_all && rej_all > 0, ": three runs with an aggressive controller (%ld "
             "rejections) end bit for bit where the replays of their accepted steps end",
             rej_all);
  vc_report ("C10", landed_ok, " adaptive run lands exactly on T = 1");
}

/* C11, C12: ga-nh's correction on alternating steps */
static void
alternating (const char *cid, gp_stepfix fix)
{
  const ccase *c = V ? &vc : &C[0];
  gp_options o = c->o;
  if (fix == GP_STEPFIX_OFF || (!V && mut == 0))
    o.step_fix = GP_STEPFIX_OFF;
  gp_stepper *s = vc_stepper (&gp_method_ga_nh, c->P, &o, &sw);
  gp_study st;
  if (V)
    alt_study (s, c->tag, &st);
  else
    vc_study (s, GP_STEPS_ALT, 0.2, 10, 1.0, NULL, &st);
  gp_stepper_free (s);
  const char *alt = "alternating steps H/3, 2H/3, H = 0.2 .. 0.2/2^9, t-end 1 (the "
    "program's steps)";
  if (fix == GP_STEPFIX_ON)
    {
      const gp_block bl[4] = { GP_Y, GP_Z, GP_A, GP_PSI };
      double far = 2.0;
      for (int j = 0; j < 4; j++)
        if (c->P->m_k || bl[j] != GP_PSI)
          if (fabs (st.order[bl[j]] - 2) > fabs (far - 2))
            far = st.order[bl[j]];
      if (V)
        vc_on (c->P, "%s", alt);
      vc_report (cid, far, "%s%s alternating steps H/3, 2H/3 with its correction (15)-(16): "
                 "orders y %.3f, z %.3f, a %.3f, psi %.3f, farthest from 2", V ? ", " : "",
                 V ? vc.tag + 13 : "", st.order[GP_Y], st.order[GP_Z], st.order[GP_A],
                 st.order[GP_PSI]);
      return;
    }
  double f1 = fabs (st.order[GP_A] - 1) > fabs (st.order[GP_PSI] - 1) || !c->P->m_k
    ? st.order[GP_A] : st.order[GP_PSI];
  if (V)
    vc_on (c->P, "%s, step-fix off (not the variant's)", alt);
  vc_report (cid, f1, ": orders a %.3f, psi %.3f (y %.3f, z %.3f), farthest from 1",
             st.order[GP_A], st.order[GP_PSI], st.order[GP_Y], st.order[GP_Z]);
}

static void
m_c11 (void)
{
  alternating ("C11", GP_STEPFIX_ON);
}

static void
m_c12 (void)
{
  if (V && al0)
    {
      vc_on (NULL, "nothing measured");
      vc_report_skip ("C12", alpha0, "%s", "");
      return;
    }
  alternating ("C12", GP_STEPFIX_OFF);
}

/* C13: ga-i3, no correction (a variant's: m_counts' study) */
static void
m_c13 (void)
{
  if (V)
    {
      vc_on (vc.P, "%s", tols);
      vc_report ("C13", fmin (sf[2], sf[3]), ", ga-i3/%s has no step-change correction: slopes "
                 "y %.3f, z %.3f, a %.3f, lambda %.3f (finest two decades: a %.3f, lambda "
                 "%.3f); the smaller of a and lambda over the finest two decades", vc.P->name,
                 sg[0], sg[1], sg[2], sg[3], sf[2], sf[3]);
      return;
    }
  char why[256];
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
  study (&G, &G.o, "none", cg, 4, sg, sf);
  vc_report ("C13", fmin (sf[2], sf[3]), " has no step-change correction: slopes y %.3f, z "
             "%.3f, a %.3f, lambda %.3f (finest two decades: a %.3f, lambda %.3f); the smaller "
             "of a and lambda over the finest two decades", sg[0], sg[1], sg[2], sg[3], sf[2],
             sf[3]);
}

static void
finish (void)
{
  if (dat)
    fclose (dat);
}

/* ---- the claims (theory/ada-tolerance.md's tables state them in prose) ---- */
#define CASE "options; its case (its problem when it has an exact solution and a multiplier), " \
  "the program's tolerances"
#define ON(c, m, what) { .id = c, .takes = CASE, .measure = m, .check = VC_ORDER, .target = 1.0, \
    .slack = 0.1, .text = what, .vcheck = VC_ORDER, .vtarget = 1.0, .vtext = "the variant" }
static const vc_claim claims[] = {
  ON ("C1", m_c1, "ga-nh/jay-nh"), ON ("C2", m_c2, "ga-soi2/soi2-test"),
  ON ("C3", m_c3, "hht-odae/jn-test"),
  { .id = "C4", .takes = CASE " (step-fix off)", .measure = m_off, .check = VC_LE,
    .target = 0.7, .text = "without the corrections (step-fix off)" },
  { .id = "C5", .takes = CASE " (hht-odae)", .measure = m_off, .check = VC_ORDER, .target = 0.5,
    .slack = 0.1, .text = "hht-odae/jn-test", .vcheck = VC_ORDER, .vtarget = 0.5,
    .vtext = "the variant" },
  { .id = "C6", .takes = CASE, .measure = m_spikes, .check = VC_LE, .target = 3.0,
    .text = "multiplier spikes with the corrections, tol 1e-6" },
  { .id = "C7", .takes = CASE " (step-fix off)", .measure = m_c7, .check = VC_GE, .target = 5.0,
    .text = "the same without the corrections" },
  { .id = "C8", .takes = "its runs", .measure = m_counts, .check = VC_TRUE, .text = "counts" },
  { .id = "C9", .takes = CASE, .measure = m_replay, .check = VC_TRUE,
    .text = "rejected steps restored exactly" },
  { .id = "C10", .takes = "its runs", .measure = m_replay, .check = VC_TRUE, .text = "every" },
  { .id = "C11", .takes = CASE " (ga-nh; alternating steps)", .measure = m_c11,
    .check = VC_ORDER, .target = 2.0, .slack = 0.1, .text = "ga-nh/jay-nh",
    .vcheck = VC_ORDER, .vtarget = 2.0, .vtext = "the variant" },
  { .id = "C12", .takes = CASE " (ga-nh; alternating steps, step-fix off)", .measure = m_c12,
    .check = VC_ORDER, .target = 1.0, .slack = 0.2, .text = "the same without it" },
  { .id = "C13", .takes = CASE " (ga-i3)", .measure = m_c13, .check = VC_LE, .target = 0.7,
    .text = "ga-i3/jn-test CH(0.7)", .vcheck = VC_LE, .vtarget = 0.7, .vtext = "the variant" },
  { .id = "C14", .takes = "its runs", .measure = m_smooth, .check = VC_LE, .target = 1.2,
    .text = "no hold-and-jump: the filter changes h smoothly" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = "ADA-TOL",
    .problem = "C1, C11, C12: jay-nh; C2: soi2-test; C3, C5, C13: jn-test; "
      "*: jay-nh,soi2-test,jn-test",
    .methods = "ga-nh ga-soi2 hht-odae ga-i3", .mutants = mutants, .nmut = 4,
    .claims = claims, .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1,
    .setup = setup, .not_about = not_about, .gate = gate, .finish = finish, .options = &vc.o,
  };
  return vc_run (argc, argv, &prog);
}
