/* generic.c -- ANY: the problem-generic claims (theory/generic.md).
 *
 * The other programs check a theorem on the paper's problems.  These
 * claims ask of one method on one problem -- any problem -- what a user
 * asks of their own model: the orders the method's convergence theorem
 * states, at t-end and over the run, on uniform and alternating steps with
 * and without the step-change correction; the constraints' drift; the
 * consistent start; the solution measured against; the iteration matrix
 * Newton uses; the adaptive driver's tolerance proportionality; Newton's
 * iterations per solve.  The claims are the table `claims` at the end, each
 * run by the runner (claims.h) on every case; theory/generic.md's claims
 * table states them with their bounds and reasons.  A claim that cannot run
 * -- a block the method does not output or states no order for, a problem
 * without constraints, a's shifted time against a reference at T -- is `not
 * applicable (needs ...)`, never a pass.
 *
 * Without --variant the claims run on a table of cases, one per method that
 * states orders, each on a problem of its paper and on one problem that has
 * neither an exact solution nor a reference at T (hht-odae on jn-pendulum,
 * T = 1), the runner's items: case k's claims are C(15k+1) .. C(15k+15), then
 * the sweep over every Newton method and problem (C91) and the iterations
 * (C92).  Under --variant FILE (any method; the variant must name a problem)
 * one case: the variant's method, options, problem and steps (h0, levels,
 * t-end, steps = uniform|alt; defaults: t-end the time of the problem's
 * committed reference, else 1; h0 = t-end/10; 6 levels), its claims
 * numbered as case 0's, the iterations C16, no sweep.  The orders are
 * asymptotic: steps outside the asymptotic range fail them, and the # lines
 * show the errors.  Every claim line then names its problem and steps
 * ([problem P; ...], vc_on).
 *
 * Wrong variants (--mutant), which together fail every claim that applies:
 * gamma-off (gamma + 0.05, off the order condition: the orders fall to 1),
 * drift (every component of the final y and z moved by h: C7, C8 see order
 * 1), start-off (z0 moved by 1e-6 after the consistent start: C9),
 * jacobian-x1.3 (the matrix Newton uses times 1.3: wrong but convergent, only
 * C11, the sweep and the iteration count see it), reference-off (the
 * reference's y moved by 1e-3: y's order, C10), z-first-order (a first-order
 * term in z's error: every z order), no-step-fix (the runs meant with the
 * correction without it: C13), step-fix-kept (the runs meant without it with
 * it: C14), per-step (the controller on the error per step: C15).
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "problems.h"
#include "tap.h"
#include "variant.h"
#include "settings.h"
#include "vcommon.h"
#include "gp_analysis.h"
#include "claims.h"
#include "twin.h"

/* 1 when P's parameters differ from their defaults (settings.h) */
static int
params_changed (const gp_problem *P)
{
  char buf[1024];
  settings_params_changes (P, buf, sizeof buf);
  return buf[0] != '\0';
}

#define ID "ANY"
#define PER_CASE 15
#define ALT_LOW 1.0         /* step-fix off: the order the correction's loss leaves */
#define ALT_LOW_SLACK 0.2   /* S001-SEC7 C4, S002-4.5 C8-C9, ADA-TOL C12 */
#define TOL_LEVELS 9        /* tolerances 1e-3 * 10^(-k/2), k = 0..8 (ADA-TOL's) */
#define ALT_MORE 2          /* the alternating studies' levels beyond the case's */
#define TOL0 1e-3
#define TOL_SLACK 0.1       /* ADA-TOL C1-C3 */
#define TOL_MAX_STEPS 200000  /* attempted steps of one adaptive run (a budget) */
#define ORDER_SLACK 0.15
#define RES_FLOOR 1e-9
#define START_BOUND 1e-10
#define REF_TOL 1e-12
#define REF_TOL_CHECK 1e-13
#define AUDIT_STEPS 10
#define AUDIT_BOUND 1e-6
#define ITERS_BOUND 6.0
#define REF_OFF 1e-3    /* reference-off: the relative displacement of y at T */
#define TWIN 93         /* the twin claim: case k's is C(93 + k), a variant's C93 */
#define TWIN_K 100.0    /* the twin bound's allowance: 4 (two codes, 2 floors each) x 25 (condition) */
#define TWIN_OFF 1e-6   /* twin-off: the twin's alpha_f moved by it */

static const vc_mutant mutants[] = {
  { "gamma-off", "C1,C2,C3,C5,C12,C13,C15,C18,C19,C20,C27,C28,C31,C32,C33,C42,C43,C45,C46,"
    "C49,C51,C57,C61,C62,C72,C76,C77,C87,C88,C90,C95,C96,C98",
    "gamma + 0.05: the order condition fails; the stated orders fall to 1 except ga-soi2's y "
    "and ga-i3's z, which keep 2, at t-end, over the run and on alternating steps, and the "
    "tolerance slope of y falls with y's order; the Octave twins, given the case's gamma, "
    "disagree with the library's steps" },
  { "drift", "C8,C22,C23,C37,C38,C52,C53,C68,C82,C83", "every component of the final y and z "
    "moved by h: the residuals fall like h only" },
  { "start-off", "C9,C24,C39,C54,C69,C84", "z0 moved by 1e-6 after the consistent start" },
  { "jacobian-x1.3", "C11,C26,C41,C56,C71,C86,C91,C92",
    "the iteration matrix Newton uses multiplied by 1.3 (the library's jacobian_factor switch): "
    "wrong but convergent, Newton still converges; only the audit and the iteration count see it" },
  { "reference-off", "C1,C10,C16,C25,C31,C40,C46,C55,C61,C70,C76,C85",
    "the exact or reference y at T moved by 1e-3 (relative): seen in the orders and C10 where "
    "the errors are small against it" },
  { "z-first-order", "C2,C12,C17,C27,C32,C42,C47,C57,C62,C72,C77,C87",
    "the measured z error (at t-end and over the run) plus the coarsest level's one times "
    "h/h0, as a method whose z is first order" },
  { "no-step-fix", "C13,C28,C43,C88", "the alternating runs meant with the step-change "
    "correction take it off (a correction that does nothing)" },
  { "step-fix-kept", "C14,C29,C44,C89", "the alternating runs meant without the correction keep it on" },
  { "per-step", "C15,C30,C45,C90", "the adaptive controller on the error per step (gp_control.per_step): "
    "h ~ tol^(1/3), errors ~ tol^(2/3)" },
  { "twin-off", "C95,C96,C98", "the Octave twin given alpha_f + 1e-6 (hht-odae's: alpha - 1e-6, "
    "with its beta and gamma), the library the case's coefficients" },
};
#define NMUT ((int) (sizeof mutants / sizeof *mutants))
enum { M_GAMMA, M_DRIFT, M_START, M_JAC, M_REF, M_ZFIRST, M_NOFIX, M_FIXKEPT, M_PERSTEP,
  M_TWIN };
static int mut = -1;
/* the library's test switches of a wrong variant (jacobian-x1.3) */
static gp_test_switches sw;

/* one method on one problem with its options and steps */
typedef struct
{
  const gp_method *m;
  const char *problem;
  const char *setting;          /* the options in words */
  void (*set) (gp_options *o);  /* NULL: the method's defaults */
  double h0;
  int levels;
  double T;
} gcase;

static void
set_hht (gp_options *o)
{
  /* HHT-alpha, alpha = -0.15, b = 0.3 (seed 002 Theorem 4.5's grid) */
  o->c.alpha_f = 0.15;   /* alpha = -alpha_f */
  o->c.alpha_m = 0.0;
  o->c.gamma = 0.5 + 0.15;
  o->c.beta = (1.0 + 0.15) * (1.0 + 0.15) / 4.0;
  o->c.b = 0.3;
}

static const gcase cases[] = {
  { &gp_method_ga_nh, "jay-nh", "CH(0.2)", NULL, 0.1, 7, 1.0 },
  { &gp_method_ga_soi2, "soi2-test", "CH(0.2)", NULL, 0.1, 7, 1.0 },
  { &gp_method_hht_odae, "jn-test", "alpha = -0.15, b = 0.3", set_hht, 0.1, 6, 1.0 },
  { &gp_method_ga_i3, "slider-crank", "CH(0.2)", NULL, 0.005, 5, 1.0 },
  { &gp_method_nh_newmark, "nh-chaotic", "beta = 0, gamma = alpha_d = 1/2", NULL, 0.1, 7, 1.0 },
  { &gp_method_hht_odae, "jn-pendulum", "alpha = -0.15, b = 0.3", set_hht, 0.1, 6, 1.0 },
};
#define NCASES ((int) (sizeof cases / sizeof *cases))

static const gp_block order_blocks[6] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI, GP_QDD };

/* what a level's observer keeps: the start and the final state, and the
   largest error of every block over the coarsest level's grid points
   t0 + j h0, j = 1..K (on every level's grid when steps halve), against the
   exact solution or the references run[j - 1] there */
typedef struct
{
  gp_state *start, *final;
  gp_stepper *s;
  const gp_problem *P;
  double t0, h0, a_shift, prev_t;
  long K;
  gp_state **run;               /* NULL: the exact solution */
  gp_state *scratch, *scratch2;
  double emax[GP_NBLOCKS];
  long points;                  /* grid points met on this level */
  int failed;                   /* an error could not be formed */
} keep;

/* |x->a - a_of (t, y, z)|: the method's a where it is not y'' */
static double
a_of_error (keep *k, const gp_state *x, double t, const double *y, const double *z)
{
  const gp_method *m = gp_stepper_method (k->s);
  if (m->a_of (k->s, t, y, z, k->scratch2->a) != GP_OK)
    {
      k->failed = 1;
      return (double) NAN;
    }
  return vc_dist (x->a, k->scratch2->a, k->P->n);
}

static void
run_errors (keep *k, const gp_state *x, double h_last)
{
  const gp_problem *P = k->P;
  const gp_method *m = gp_stepper_method (k->s);
  double jr = (x->t - k->t0) / k->h0;
  long j = lround (jr);
  if (j < 1 || j > k->K || fabs (jr - (double) j) > 1e-9)
    return;
  double e[GP_NBLOCKS];
  double shift = k->a_shift * h_last;
  if (!k->run)
    {
      if (gp_state_errors (P, x, shift, k->scratch, e) != GP_OK)
        {
          k->failed = 1;
          return;
        }
      if (m->a_of)
        {
          if (gp_state_exact (P, x->t + shift, 0.0, k->scratch2) != GP_OK)
            k->failed = 1;
          else
            e[GP_A] = a_of_error (k, x, x->t + shift, k->scratch2->y, k->scratch2->z);
        }
    }
  else
    {
      const gp_state *r = k->run[j - 1];
      gp_state_distances (x, r, e);
      e[GP_QDD] = x->L.len[GP_QDD] ? vc_dist (x->qdd, r->a, P->n) : 0.0;
      if (m->a_of)
        e[GP_A] = a_of_error (k, x, r->t, r->y, r->z);
    }
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (!(e[b] <= k->emax[b]))
      k->emax[b] = e[b];   /* NaN stays */
  k->points++;
}

static int
keep_states (const gp_state *x, long i, long N, void *ctx)
{
  keep *k = ctx;
  if (i == 0)
    {
      gp_state_copy (k->start, x);
      for (int b = 0; b < GP_NBLOCKS; b++)
        k->emax[b] = 0.0;
      k->points = 0;
    }
  else
    run_errors (k, x, x->t - k->prev_t);
  k->prev_t = x->t;
  if (i == N)
    gp_state_copy (k->final, x);
  return 0;
}

/* scaled residuals of a state: |g| / (1 + |y|), |g'| / (1 + |z|), and the
   acceleration level: the system M a = f + reactions where the method's a is
   y'' (with its multipliers), else a against what it approximates (a_of: the
   HHT family's M^-1 f without the reaction), relative; none where a
   approximates a at a shifted time (the start's a is then the method's) */
static void
residuals (gp_stepper *s, const gp_method *m, const gp_problem *P, const gp_state *x,
           double a_shift, double r[3])
{
  double rp = 0, rv = 0, ra = 0;
  gp_state_residuals (P, x, &rp, &rv, &ra);
  r[0] = rp / (1.0 + vc_norm (x->y, P->n));
  r[1] = rv / (1.0 + vc_norm (x->z, P->n));
  r[2] = ra / (1.0 + vc_norm (x->a, P->n));
  if (a_shift != 0.0)
    r[2] = 0.0;   /* a approximates a(t + shift h): no equation at t for it */
  else if (m->a_of)
    {
      double *a = malloc (P->n * sizeof *a);
      if (!a || m->a_of (s, x->t, x->y, x->z, a) != GP_OK)
        tap_bail ("%s: a_of at the start failed", m->name);
      r[2] = vc_dist (a, x->a, P->n) / (1.0 + vc_norm (a, P->n));
      free (a);
    }
}

/* the reference at T in x's layout (NULL: the exact solution), with the
   difference of a second, tighter one (its own error, 0 for exact) and how
   it was made */
static gp_state *
reference (const gp_problem *P, double T, double *own_err, char *how, size_t n)
{
  *own_err = 0.0;
  if (P->exact)
    {
      snprintf (how, n, "the exact solution");
      return NULL;
    }
  gp_state *ref = gp_state_alloc (P, NULL), *chk = gp_state_alloc (P, NULL);
  if (!ref || !chk)
    tap_bail ("out of memory");
  /* the variant's own reference file first (`reference = FILE`), then the
     committed one, then one computed here; C10 checks each against rk8pd
     at REF_TOL_CHECK */
  const gp_reference *R = vc_variant_reference (P, T);
  int from_variant = R != NULL;
  if (!R)
    R = params_changed (P) ? NULL : gp_reference_at (P->name, T);
  long steps = 0;
  if (R && R->nvalues == ref->L.size)
    {
      memcpy (ref->v, R->values, R->nvalues * sizeof (double));
      ref->t = T;
      if (from_variant)
        snprintf (how, n, "the variant's reference file at t = %g", T);
      else
        snprintf (how, n, "the committed reference at t = %g", T);
    }
  else if (gp_reference_solve (P, T, REF_TOL, ref, &steps) == GP_OK)
    snprintf (how, n, "a reference computed here (rk8pd, tol %g, %ld steps)", REF_TOL, steps);
  else
    tap_bail ("%s: no exact solution, no committed reference at t = %g, and the reference "
              "solver failed", P->name, T);
  if (gp_reference_solve (P, T, REF_TOL_CHECK, chk, &steps) != GP_OK)
    tap_bail ("%s: the check reference at tol %g failed", P->name, REF_TOL_CHECK);
  double d[GP_NBLOCKS];
  gp_state_distances (ref, chk, d);
  /* every block the orders are measured in (a and qdd of a reference are
     its a(T)) */
  *own_err = 0.0;
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (b != GP_AUX)
      *own_err = fmax (*own_err, d[b]);
  gp_state_free (chk);
  return ref;
}

/* Under a variant, the claims gated by it assume the stated theorem's
   hypotheses and, for variable steps, those of the step-change corrections:
   the one (m, o) violates, or NULL (the runner reports the claim as measured
   under it). */
static const char *
theorem_violated (const gp_method *m, const gp_options *o, gp_steps_kind kind)
{
  const gp_stated_orders *st = &m->stated;
  static char why[512];
  if (!vc_variant () || !st->theorem)
    return NULL;
  if (gp_hypothesis_violated (m, o, GP_HYP_THEOREM, st->theorem, why, sizeof why)
      || (kind != GP_STEPS_UNIFORM && st->steps_theorem
          && gp_hypothesis_violated (m, o, GP_HYP_THEOREM, st->steps_theorem, why, sizeof why)))
    return why;
  return NULL;
}

/* the least-squares order of e over the finest three levels */
static double
finest_order (const double *h, const double *e, int L)
{
  return L >= 3 ? gp_lsq_order (h, e, L - 3, L - 1) : (double) NAN;
}

/* Among the blocks with a stated order that a study measures (present),
   the one whose order ord[] lies farthest from its stated order (lowest:
   the one with the lowest order); -1 when none.  names gets "y 2.01, z
   1.98, ..." */
static int
pick_block (const gp_stated_orders *st, const int present[], const double ord[], int lowest,
            char *names, size_t n)
{
  int pick = -1;
  names[0] = '\0';
  for (int j = 0; j < 6; j++)
    {
      gp_block b = order_blocks[j];
      if (!st->theorem || !st->order[b] || !present[b])
        continue;
      size_t l = strlen (names);
      snprintf (names + l, n - l, "%s%s %.3f", l ? ", " : "", gp_block_name (b), ord[b]);
      if (pick < 0 || isnan (ord[b]))
        {
          if (pick < 0 || !isnan (ord[pick]))
            pick = b;
          continue;
        }
      if (isnan (ord[pick]))
        continue;
      if (lowest ? ord[b] < ord[pick]
          : fabs (ord[b] - st->order[b]) > fabs (ord[pick] - st->order[pick]))
        pick = b;
    }
  return pick;
}

/* 1 when M(t0, y0) is invertible (the estimate's projector needs M^-1) */
static int
mass_regular (const gp_problem *P)
{
  double *M = malloc (P->n * P->n * sizeof *M);
  if (!M || P->mass (P->t0, P->y0, M, P->params))
    tap_bail ("%s: the mass matrix at t0 failed", P->name);
  double c = gp_cond1 (M, P->n);
  free (M);
  return isfinite (c) && c < 1e14;
}

/* A study on alternating steps H/3, 2H/3, H = h0 / 2^k, with the
   step-change correction on or off: the orders (gp_order_fit) of every
   block into ord (NaN when a level fails) */
static void
alt_orders (const gp_method *m, const gp_problem *P, const gp_options *o, gp_stepfix fix,
            double h0, int L, double T, const gp_state *ref, double ord[GP_NBLOCKS])
{
  gp_options o2 = *o;
  o2.step_fix = fix;
  gp_stepper *s = vc_stepper (m, P, &o2, &sw);
  gp_study st;
  int rc = gp_study_run (s, GP_STEPS_ALT, h0, L, T, ref, NULL, NULL, &st);
  const char *w = fix == GP_STEPFIX_ON ? "on" : "off";
  if (rc != GP_OK)
    {
      tap_diag ("alternating steps, step-fix %s: level %d (H = %g) failed at step %ld "
                "(t = %.6g): %s", w, st.fail_level, ldexp (h0, -st.fail_level),
                st.run.fail_step, st.run.fail_t, gp_strerror (rc));
      for (int b = 0; b < GP_NBLOCKS; b++)
        ord[b] = (double) NAN;
    }
  else
    for (int b = 0; b < GP_NBLOCKS; b++)
      ord[b] = st.order[b];
  for (int l = 0; rc == GP_OK && l < L; l++)
    tap_diag ("alternating, step-fix %s: H=%-10.4g err_y=%.4e err_z=%.4e err_a=%.4e "
              "err_lambda=%.4e err_psi=%.4e err_qdd=%.4e", w, st.h[l], st.err[GP_Y][l],
              st.err[GP_Z][l], st.err[GP_A][l], st.err[GP_LAM][l], st.err[GP_PSI][l],
              st.err[GP_QDD][l]);
  gp_stepper_free (s);
}

/* the current item: one method on one problem with its options and steps
   (a case of the table, or the variant's) */
static struct
{
  const gp_method *m;
  const gp_problem *P;
  gp_options o0;                /* the case's options, without a mutant's change */
  const char *setting;
  gp_steps_kind kind;
  double h0, T;
  int L;
} cur;

/* what the study of the current item measured, for the claims after it */
static struct
{
  gp_options o;                 /* the options run (gamma-off: moved) */
  gp_stepper *s;
  gp_state *ref, *scratch;
  keep k;
  double ref_off, a_shift;
  char run_how[160];
  double h[GP_STUDY_MAX_LEVELS], errun[GP_NBLOCKS][GP_STUDY_MAX_LEVELS];
  int present[GP_NBLOCKS];
} cs;

/* C1-C10: the study of the current item at L levels, its orders at t-end,
   the drift, the start and the reference */
static void
measure_study (void)
{
  const gp_method *m = cur.m;
  const gp_problem *P = cur.P;
  const char *setting = cur.setting;
  gp_steps_kind kind = cur.kind;
  double h0 = cur.h0, T = cur.T;
  int L = cur.L;
  cs.o = cur.o0;
  if (mut == M_GAMMA)
    cs.o.c.gamma += 0.05;
  gp_options o = cs.o;
  gp_stepper *s = cs.s = vc_stepper (m, P, &o, &sw);
  const char *steps_word = kind == GP_STEPS_ALT ? "alternating h/3, 2h/3" : "uniform";
  vc_on (P, "%s %s, h0 = %g, %d levels, t-end %g", m->name, setting, h0, L, T);
  double own_err;
  char how[160];
  gp_state *ref = cs.ref = reference (P, T, &own_err, how, sizeof how);
  double ref_off = 0.0;   /* reference-off: the displacement */
  double z_first = 0.0;   /* z-first-order: the coarsest level's z error */
  if (ref && mut == M_REF)
    {
      ref_off = REF_OFF * (1.0 + fabs (ref->y[0]));
      ref->y[0] += ref_off;
    }
  if (!ref && mut == M_REF)
    tap_diag ("reference-off on an exact solution: the final y is moved instead");
  tap_diag ("%s on %s (%s), %s steps h = %g / 2^k, k = 0..%d, t-end %g, against %s", m->name,
            P->name, setting, steps_word, h0, L - 1, T, how);

  double a_shift = cs.a_shift = m->a_shift ? m->a_shift (&o) : 0.0;
  keep *kp = &cs.k;
  *kp = (keep) { .start = gp_stepper_state_alloc (s), .final = gp_stepper_state_alloc (s) };
#define k (*kp)
  k.s = s;
  k.P = P;
  k.t0 = P->t0;
  k.h0 = h0;
  k.a_shift = a_shift;
  k.K = (long) floor ((T - P->t0) / h0 * (1.0 + 1e-12));
  k.scratch = gp_stepper_state_alloc (s);
  k.scratch2 = gp_stepper_state_alloc (s);
  gp_state *scratch = cs.scratch = gp_stepper_state_alloc (s);
  if (!k.start || !k.final || !scratch || !k.scratch || !k.scratch2 || k.K < 1
      || k.K > 100000)
    tap_bail ("out of memory, or h0 = %g not below t-end - t0", h0);
  char *run_how = cs.run_how;
  snprintf (run_how, sizeof cs.run_how, "the exact solution");
  if (!P->exact)
    {
      /* the references at the coarsest grid's points, in one rk8pd run */
      double *times = malloc (k.K * sizeof *times);
      k.run = malloc (k.K * sizeof *k.run);
      if (!times || !k.run)
        tap_bail ("out of memory");
      for (long j = 0; j < k.K; j++)
        {
          times[j] = j + 1 == k.K ? T : P->t0 + (double) (j + 1) * h0;
          if (!(k.run[j] = gp_state_alloc (P, NULL)))
            tap_bail ("out of memory");
        }
      long rsteps = 0;
      if (gp_reference_solve_times (P, times, k.K, REF_TOL, k.run, &rsteps) != GP_OK)
        tap_bail ("%s: the reference at the grid points failed", P->name);
      snprintf (run_how, sizeof cs.run_how, "references computed here at the %ld points (rk8pd, "
                "tol %g, %ld steps)", k.K, REF_TOL, rsteps);
      free (times);
    }
  double *h = cs.h, err[GP_NBLOCKS][GP_STUDY_MAX_LEVELS];
  double (*errun)[GP_STUDY_MAX_LEVELS] = cs.errun, zr_first = 0.0;
  double rp[GP_STUDY_MAX_LEVELS], rv[GP_STUDY_MAX_LEVELS], start_res = 0.0;
  int *present = cs.present, failed = 0;
  /* what a study measures, from the layout: a failed level leaves NaN errors,
     which fail the claims, never makes them not applicable */
  for (int b = 0; b < GP_NBLOCKS; b++)
    present[b] = k.final->L.len[b] > 0 && b != GP_AUX && !(b == GP_A && ref && a_shift != 0.0);
  for (int l = 0; l < L; l++)
    {
      gp_study one;
      h[l] = ldexp (h0, -l);
      int rc = gp_study_run (s, kind, h[l], 1, T, ref, keep_states, &k, &one);
      if (rc != GP_OK)
        {
          tap_diag ("level %d (h = %g) failed at step %ld (t = %.6g): %s", l, h[l],
                    one.run.fail_step, one.run.fail_t, gp_strerror (rc));
          failed = 1;
          for (int b = 0; b < GP_NBLOCKS; b++)
            err[b][l] = errun[b][l] = (double) NAN;
          rp[l] = rv[l] = (double) NAN;
          continue;
        }
      if (mut == M_DRIFT)
        for (size_t i = 0; i < P->n; i++)
          {
            k.final->y[i] += h[l];
            k.final->z[i] += h[l];
          }
      if (mut == M_START && l == 0)
        k.start->z[0] += 1e-6;
      for (int b = 0; b < GP_NBLOCKS; b++)
        {
          err[b][l] = one.err[b][0];
          errun[b][l] = k.failed || k.points != k.K ? (double) NAN : k.emax[b];
        }
      if (!ref && mut == M_REF)
        {
          /* the same displacement as the reference's, on the computed side */
          gp_state_exact (P, T, a_shift * one.run.last_h, scratch);
          double shift = REF_OFF * (1.0 + fabs (scratch->y[0])), e2[GP_NBLOCKS];
          k.final->y[0] -= shift;
          gp_state_errors (P, k.final, a_shift * one.run.last_h, scratch, e2);
          k.final->y[0] += shift;
          err[GP_Y][l] = e2[GP_Y];
          ref_off = shift;
        }
      if (mut == M_ZFIRST)
        {
          /* a first-order term as large as the coarsest level's z error */
          if (l == 0)
            {
              z_first = err[GP_Z][0];
              zr_first = errun[GP_Z][0];
            }
          err[GP_Z][l] += z_first * h[l] / h[0];
          errun[GP_Z][l] += zr_first * h[l] / h[0];
        }
      double r[3];
      residuals (s, m, P, k.final, a_shift, r);
      rp[l] = r[0];
      rv[l] = r[1];
      if (l == 0)
        {
          residuals (s, m, P, k.start, a_shift, r);
          start_res = fmax (r[0], fmax (r[1], r[2]));
        }
      tap_diag ("h=%-10.4g err_y=%.4e err_z=%.4e err_a=%.4e err_lambda=%.4e err_psi=%.4e "
                "err_qdd=%.4e res_pos=%.3e res_vel=%.3e", h[l], err[GP_Y][l], err[GP_Z][l],
                err[GP_A][l], err[GP_LAM][l], err[GP_PSI][l], err[GP_QDD][l], rp[l], rv[l]);
      tap_diag ("  largest over the %ld points t0 + j h0: err_y=%.4e err_z=%.4e err_a=%.4e "
                "err_lambda=%.4e err_psi=%.4e err_qdd=%.4e", k.K, errun[GP_Y][l], errun[GP_Z][l],
                errun[GP_A][l], errun[GP_LAM][l], errun[GP_PSI][l], errun[GP_QDD][l]);
    }
  if (failed)
    tap_diag ("a level failed: the claims that use it measure NaN and fail");

  cs.ref_off = ref_off;

  /* C1-C6: the orders at t-end (gated by the stated theorem's hypotheses,
     and for variable steps those of the step-change corrections, as C7, C8:
     the orders and the drift bound by y's order both assume the method
     converges) */
  const gp_stated_orders *st = &m->stated;
  double smallest = (double) INFINITY;
  for (int j = 0; j < 6; j++)
    {
      gp_block b = order_blocks[j];
      char c[16];
      snprintf (c, sizeof c, "C%d", j + 1);
      int want = st->theorem ? st->order[b] : 0;
      if (!st->theorem)
        vc_report_skip (c, "not applicable (needs a stated order: the method states none)", "%s",
                        "");
      else if (k.final->L.len[b] == 0)
        vc_report_skip (c, "not applicable (needs the block: the method has none on this "
                        "problem)", "%s", "");
      else if (!want)
        vc_report_skip (c, "not applicable (needs a stated order: the method's theorem states "
                        "none for this block)", "%s", "");
      else if (!present[b] && b == GP_A && ref)
        vc_report_skip (c, "not applicable (needs the exact solution: a approximates a at a "
                        "shifted time, a reference gives a(T) only)", "%s", "");
      else if (!present[b])
        vc_report_skip (c, "not applicable (needs a measurable block: the study does not "
                        "measure it)", "%s", "");
      else
        {
          int lo = 0;
          double p = gp_order_fit (h, err[b], L, &lo);
          if (isfinite (err[b][L - 1]))
            smallest = fmin (smallest, err[b][L - 1]);
          vc_report_vs (c, p, (double) want, " (%s, lsq h=%.4g..%.4g)", st->theorem, h[lo],
                        h[L - 1]);
        }
    }
  /* C7, C8: the constraints do not drift */
  int y_order = st->theorem && st->order[GP_Y] ? st->order[GP_Y] : 1;
  double *res[2] = { rp, rv };
  int has[2] = { P->m_g > 0, P->m_g + P->m_k > 0 };
  for (int j = 0; j < 2; j++)
    {
      const char *c = j == 0 ? "C7" : "C8";
      if (!has[j])
        {
          vc_report_skip (c, j == 0 ? "not applicable (needs holonomic constraints: the problem "
                          "has none)" : "not applicable (needs constraints: the problem has "
                          "none)", "%s", "");
          continue;
        }
      double worst = 0.0;
      for (int l = 0; l < L; l++)
        worst = isnan (res[j][l]) ? (double) NAN : fmax (worst, res[j][l]);
      if (worst <= RES_FLOOR)
        vc_report_check (c, VC_LE, worst, RES_FLOOR, " stays at the rounding level (largest "
                         "over the levels, scaled)");
      else
        {
          double p = finest_order (h, res[j], L);
          vc_report_check (c, VC_GE, p, (double) y_order - ORDER_SLACK, " falls with h at "
                           "least like y's order %d (finest three levels; largest residual "
                           "%.3g, above the rounding level %g)", y_order, worst, RES_FLOOR);
        }
    }

  /* C9: a consistent start */
  vc_report ("C9", start_res, " %s", a_shift != 0.0 ? "position and velocity level (a "
             "approximates a at a shifted time)" : "position, velocity and acceleration level");

  /* C10: the solution measured against */
  if (!ref && mut != M_REF)
    vc_report_skip ("C10", "not applicable (the exact solution: nothing to check)",
                    " against the smallest error measured");
  else if (!isfinite (smallest))
    vc_report_skip ("C10", "not applicable (needs a measured error: no order claim measured "
                    "one at the finest level)", " against the smallest error measured");
  else if (!ref)
    vc_report_vs ("C10", ref_off, 0.1 * smallest, " against the smallest error measured "
                  "(reference-off: the displacement)");
  else
    vc_report_vs ("C10", own_err + ref_off, 0.1 * smallest, " (%s against one at tol %g) "
                  "against a tenth of the smallest error at the finest level", how,
                  REF_TOL_CHECK);
#undef k
}

/* C11: the matrix Newton uses against central differences of the step's
   residual, at the states of AUDIT_STEPS steps from t0 at the third level's h */
static void
measure_audit (void)
{
  int L = cur.L;
  double ha = cs.h[L > 2 ? 2 : L - 1];
  gp_jacobian_audit audit;
  gp_stepper *s = cs.s;
  if (gp_stepper_audit_jacobian (s, &audit) != GP_OK)
    tap_bail ("out of memory");
  gp_steps Sa = { GP_STEPS_UNIFORM, ha, NULL, 0 };
  gp_run ra;
  int rca = gp_integrate (s, &Sa, cur.P->t0 + AUDIT_STEPS * ha, cs.k.final, 0, NULL, NULL, &ra);
  gp_stepper_audit_jacobian (s, NULL);
  if (rca != GP_OK && audit.solves == 0)
    tap_diag ("the audit run failed at step %ld (t = %.6g): %s", ra.fail_step, ra.fail_t,
              gp_stepper_message (s));
  if (audit.solves == 0 && rca == GP_OK)
    vc_report_skip ("C11", "not applicable (needs a Newton method: the steps solve no "
                    "nonlinear system)", "%s", "");
  else
    vc_report ("C11", audit.solves ? audit.worst : (double) NAN, ", row-scaled, over %ld "
               "solves of %d steps at h = %g (worst row %d, column %d)", audit.solves,
               AUDIT_STEPS, ha, audit.row, audit.col);
}

/* C12: the orders of the largest error over the run */
static void
measure_over_run (void)
{
  const gp_stated_orders *st = &cur.m->stated;
  char names[256];
  double ord[GP_NBLOCKS];
  for (int b = 0; b < GP_NBLOCKS; b++)
    {
      int lo = 0;
      ord[b] = gp_order_fit (cs.h, cs.errun[b], cur.L, &lo);
    }
  int pb = pick_block (st, cs.present, ord, 0, names, sizeof names);
  if (!st->theorem)
    vc_report_skip ("C12", "not applicable (needs a stated order: the method states none)",
                    "%s", "");
  else if (pb < 0)
    vc_report_skip ("C12", "not applicable (needs a block with a stated order that the study "
                    "measures)", "%s", "");
  else
    vc_report_vs ("C12", ord[pb], (double) st->order[pb], " (the %ld points t0 + j h0, against "
                  "%s), every block with a stated order: farthest from it %s (%s; %s)", cs.k.K,
                  cs.run_how, gp_block_name (pb), names, st->theorem);
}

/* C13 (on), C14: alternating steps with and without the step-change
   correction, against the reference without a mutant's displacement */
static void
alternating (int on)
{
  const gp_method *m = cur.m;
  const gp_problem *P = cur.P;
  const gp_stated_orders *st = &m->stated;
  const char *c = on ? "C13" : "C14";
  if (on && cs.ref && mut == M_REF)
    cs.ref->y[0] -= cs.ref_off;
  int has_fix = (m->options & GP_OPT_STEP_FIX) != 0;
  gp_stepfix fix = on ? GP_STEPFIX_ON : GP_STEPFIX_OFF;
  if ((on && mut == M_NOFIX) || (!on && mut == M_FIXKEPT))
    fix = on ? GP_STEPFIX_OFF : GP_STEPFIX_ON;
  vc_on (P, "%s %s, step-fix %s, alternating steps H/3, 2H/3, H = %g / 2^k, %d levels, "
         "t-end %g", m->name, cur.setting, on ? "on" : "off", cur.h0, cur.L, cur.T);
  char names[256];
  double ord[GP_NBLOCKS];
  if (!st->theorem)
    vc_report_skip (c, "not applicable (needs a stated order: the method states none)", "%s", "");
  else if (!has_fix)
    vc_report_skip (c, "not applicable (needs a step-change correction: the method has none, "
                    "no step-fix option)", "%s", "");
  else if (!on && cs.a_shift == 0.0)
    vc_report_skip (c, "not applicable (needs alpha != 0: a is taken at t, nothing to correct)",
                    "%s", "");
  else
    {
      alt_orders (m, P, &cs.o, fix, cur.h0, cur.L + ALT_MORE, cur.T, cs.ref, ord);
      int pb = pick_block (st, cs.present, ord, !on, names, sizeof names);
      if (pb < 0)
        vc_report_skip (c, "not applicable (needs a block with a stated order that the study "
                        "measures)", "%s", "");
      else if (on)
        vc_report_vs (c, ord[pb], (double) st->order[pb], ": %s (%s; %s)", gp_block_name (pb),
                      names, st->theorem);
      else
        vc_report (c, ord[pb], ": step-fix off lowers %s's order to about 1 (%s)",
                   gp_block_name (pb), names);
    }
}

static void
measure_alt_on (void)
{
  alternating (1);
}

static void
measure_alt_off (void)
{
  alternating (0);
}

/* C15: tolerance proportionality of the adaptive driver; the item's last
   claim frees its study */
static void
measure_tol (void)
{
  const gp_method *m = cur.m;
  const gp_problem *P = cur.P;
  const gp_options o = cs.o;
  double T = cur.T;
  vc_on (P, "%s %s, adaptive, rtol = atol = %g * 10^(-k/2), k = 0..%d, t-end %g", m->name,
         cur.setting, TOL0, TOL_LEVELS - 1, T);
  if (!gp_method_has_estimate (m, &o))
    vc_report_skip ("C15", "not applicable (needs a local error estimate: the method provides "
                    "none)", "%s", "");
  else if (P->m_g > 0 && !mass_regular (P))
    vc_report_skip ("C15", "not applicable (needs an invertible mass matrix: the estimate is "
                    "projected along M^-1 g_y^T, and M(t0, y0) is singular)", "%s", "");
  else
    {
      char why[256];
      gp_control *ctl = gp_control_alloc (TOL0, TOL0, why, sizeof why);
      if (!ctl)
        tap_bail ("control: %s", why);
      if (mut == M_PERSTEP)
        ctl->per_step = 1;
      /* a run that needs more is stopped, a measurement (NaN): andrews at
         tol 1e-7 takes 95280 steps; ga-i3 at rho_inf = 1 there 1e7 without
         reaching t-end */
      ctl->max_steps = TOL_MAX_STEPS;
      gp_stepper *s3 = vc_stepper (m, P, &o, &sw);
      gp_tol_study ts;
      int rc = gp_tol_study_run (s3, ctl, 0.0, TOL_LEVELS, T, cs.ref, &ts);
      double slope = ts.slope[GP_Y];   /* least squares over all levels, as ADA-TOL */
      if (rc != GP_OK)
        {
          tap_diag ("the tolerance study failed at tol %g (t = %.6g): %s",
                    TOL0 * pow (10.0, -0.5 * ts.fail_level), ts.run.fail_t,
                    gp_stepper_message (s3));
          slope = (double) NAN;
        }
      for (int l = 0; rc == GP_OK && l < TOL_LEVELS; l++)
        tap_diag ("tol=%-8.3g steps=%-6ld rejected=%-4ld err_y=%.4e err_z=%.4e", ts.rtol[l],
                  ts.steps[l], ts.rejected[l], ts.err[GP_Y][l], ts.err[GP_Z][l]);
      for (int l = 1; rc == GP_OK && l < TOL_LEVELS; l++)
        tap_diag ("slope of err_y from tol %.3g to %.3g: %.3f", ts.rtol[l - 1], ts.rtol[l],
                  log (ts.err[GP_Y][l - 1] / ts.err[GP_Y][l]) / log (ts.rtol[l - 1] / ts.rtol[l]));
      vc_report ("C15", slope, ", least squares over the %d tolerances %g .. %.3g (slope %.4f)",
                 TOL_LEVELS, TOL0, TOL0 * pow (10.0, -0.5 * (TOL_LEVELS - 1)), slope);
      gp_stepper_free (s3);
      gp_control_free (ctl);
    }

  if (cs.k.run)
    {
      for (long j = 0; j < cs.k.K; j++)
        gp_state_free (cs.k.run[j]);
      free (cs.k.run);
    }
  gp_state_free (cs.k.scratch);
  gp_state_free (cs.k.scratch2);
  gp_state_free (cs.k.start);
  gp_state_free (cs.k.final);
  gp_state_free (cs.scratch);
  if (cs.ref)
    gp_state_free (cs.ref);
  gp_stepper_free (cs.s);
  cs.ref = NULL;
  cs.s = NULL;
  cs.k.run = NULL;
}

/* case g's options (the paper's runs) */
static void
case_options (const gcase *g, gp_options *o)
{
  gp_options_for (g->m, o);
  o->newton_tol = 1e-12;
  if (g->set)
    g->set (o);
}

/* the coefficients the twin is given: the case's (o0), or under twin-off
   alpha_f moved (HHT-alpha's beta and gamma with it, its one parameter) */
static gp_options
twin_options (const gp_method *m, const gp_options *o0)
{
  gp_options o = *o0;
  if (mut == M_TWIN)
    {
      o.c.alpha_f += TWIN_OFF;
      if (m->options & GP_OPT_HHT_ALPHA)
        {
          o.c.gamma = 0.5 + o.c.alpha_f;
          o.c.beta = (1.0 + o.c.alpha_f) * (1.0 + o.c.alpha_f) / 4.0;
        }
    }
  return o;
}

/* C93: the method's Octave twin on the item's problem, uniform steps h0 to
   t-end (the coarsest level), step by step against the library's run with
   the options the study ran (gamma-off: moved; the twin keeps the case's).
   The twins of every case run in one Octave process, at the first item
   (twin.h); under a variant, its one. */
static void
measure_twin (void)
{
  static twin_run runs[NCASES];
  static int prepared = -1;
  const gp_method *m = cur.m;
  const gp_problem *P = cur.P;
  int slot = 0;
  if (vc_variant ())
    {
      gp_options ot = twin_options (m, &cur.o0);
      twin_prepare (m, P, &ot, cur.h0, cur.T, !params_changed (P), &runs[0]);
      twin_compute (runs, 1);
    }
  else
    {
      if (prepared < 0)
        {
          for (int i = 0; i < NCASES; i++)
            {
              gp_options o0, ot;
              const gp_problem *Pi = gp_problem_by_name (cases[i].problem);
              if (!Pi)
                tap_bail ("no problem %s", cases[i].problem);
              case_options (&cases[i], &o0);
              ot = twin_options (cases[i].m, &o0);
              twin_prepare (cases[i].m, Pi, &ot, cases[i].h0, cases[i].T, 1, &runs[i]);
            }
          twin_compute (runs, NCASES);
          prepared = 0;
        }
      /* the current case: the one whose method and problem are cur's, in order */
      while (prepared < NCASES && !(cases[prepared].m == m
                                    && strcmp (cases[prepared].problem, P->name) == 0))
        prepared++;
      if (prepared >= NCASES)
        tap_bail ("the twin claim: the item %s/%s is not a case", m->name, P->name);
      slot = prepared++;
    }
  const twin_run *r = &runs[slot];
  vc_on (P, "%s %s, uniform h = %g to t-end %g (the coarsest level; the twin's one-run mode "
         "takes constant steps), against %s", m->name, cur.setting, cur.h0, cur.T,
         r->why[0] ? "its Octave twin" : r->what);
  if (r->why[0])
    {
      vc_report_skip ("C93", r->why, "%s", "");
      return;
    }
  gp_options o = cur.o0;
  if (mut == M_GAMMA)
    o.c.gamma += 0.05;
  gp_stepper *s = vc_stepper (m, P, &o, &sw);
  double dev, ymax;
  long N;
  char detail[512];
  if (twin_compare (r, s, &dev, &N, &ymax, detail, sizeof detail) != 0)
    {
      tap_diag ("the twin comparison: %s", detail);
      vc_report ("C93", (double) NAN, " (%s: %s)", r->what, detail);
    }
  else
    {
      double beta = fmax (o.c.beta, 1e-300);
      double bound = TWIN_K * DBL_EPSILON * (double) (N + 1) * (1.0 + 1.0 / (beta * cur.h0
                                                                               * cur.h0))
        * fmax (1.0, ymax);
      tap_diag ("twin: %s; %ld steps of h = %g; largest relative deviation %.3g %s; bound %g "
                "eps (N + 1) (1 + 1/(beta h^2)) max(1, |y|max) = %.3g (|y|max %.4g)", r->what, N,
                cur.h0, dev, detail, TWIN_K, bound, ymax);
      vc_report ("C93", dev / bound, ": largest |x_C - x_O|_2 / max(1, |x_O|_2) %.3g %s, over "
                 "its rounding bound %.3g (%ld steps)", dev, detail, bound, N);
    }
  gp_stepper_free (s);
}

/* options every method accepts: its defaults, with HHT-alpha's and
   Newmark's own coefficients where the Chung-Hulbert defaults do not apply */
static void
sweep_options (const gp_method *m, gp_options *o)
{
  gp_options_for (m, o);
  o->newton_tol = 1e-12;
  if (m->options & GP_OPT_HHT_ALPHA)
    set_hht (o);
  if (m->options & GP_OPT_NEWMARK)
    {
      o->c.alpha_m = o->c.alpha_f = 0.0;
      o->c.beta = 0.25;
      o->c.gamma = 0.5;
    }
  gp_options_keep_read (m, o);   /* b = 0.3 is hht-odae's only */
}

/* The sweep claim (without a variant): every method that solves its steps
   by Newton, on every problem it supports, AUDIT_STEPS steps from t0 at the
   largest of h = 1e-2, 1e-3, 1e-4 whose run completes. */
static void
measure_sweep (void)
{
  double worst = 0.0;
  int pairs = 0, newton_pairs = 0, unrun = 0;
  char where[160] = "", unrun_list[512] = "", names[512] = "";
  for (const gp_problem *const *pp = gp_problems (); *pp; pp++)
    {
      size_t l = strlen (names);
      snprintf (names + l, sizeof names - l, "%s%s", l ? "," : "", (*pp)->name);
    }
  vc_on_names (names, "every Newton method on every problem it supports");
  for (const gp_method *const *mp = gp_methods (); *mp; mp++)
    for (const gp_problem *const *pp = gp_problems (); *pp; pp++)
      {
        const gp_method *m = *mp;
        const gp_problem *P = *pp;
        gp_options o;
        sweep_options (m, &o);
        char why[256];
        if (m->supports (P, why, sizeof why) != GP_OK)
          continue;   /* the problem class is not the method's */
        gp_stepper *s = gp_stepper_alloc (m, P, &o, why, sizeof why);
        if (!s)   /* the sweep's own options: a refusal is this program's error */
          tap_bail ("sweep %s/%s: options refused: %s", m->name, P->name, why);
        gp_stepper_set_test_switches (s, &sw);
        gp_state *x = gp_stepper_state_alloc (s);
        gp_jacobian_audit a;
        if (!x || gp_stepper_audit_jacobian (s, &a) != GP_OK)
          tap_bail ("out of memory");
        pairs++;
        int done = 0;
        double used = 0.0;
        for (double h = 1e-2; h >= 1e-4 * 0.99 && !done; h /= 10)
          {
            gp_steps S = { GP_STEPS_UNIFORM, h, NULL, 0 };
            gp_run run;
            gp_stepper_reset (s);
            gp_stepper_audit_jacobian (s, &a);
            done = gp_integrate (s, &S, P->t0 + AUDIT_STEPS * h, x, 0, NULL, NULL, &run) == GP_OK;
            used = h;
          }
        if (!done)
          {
            unrun++;
            size_t l = strlen (unrun_list);
            snprintf (unrun_list + l, sizeof unrun_list - l, "%s%s/%s", l ? ", " : "", m->name,
                      P->name);
          }
        else if (a.solves > 0)
          {
            newton_pairs++;
            tap_diag ("sweep %s/%s: h = %g, %ld solves, worst %.3g (row %d, column %d)", m->name,
                      P->name, used, a.solves, a.worst, a.row, a.col);
            if (!(a.worst <= worst))
              {
                worst = a.worst;
                snprintf (where, sizeof where, "%s/%s", m->name, P->name);
              }
          }
        gp_stepper_audit_jacobian (s, NULL);
        gp_state_free (x);
        gp_stepper_free (s);
      }
  if (unrun)
    tap_diag ("sweep: no run completed at h = 1e-2 .. 1e-4 for %s", unrun_list);
  /* a pair whose run does not start audits nothing: it is named, not
     counted as holding (the case claims C1-C10 measure whether a method runs) */
  vc_report ("C91", newton_pairs ? worst : (double) NAN, " %d steps from t0: %d pairs audited "
             "of %d (worst %s); not run at h = 1e-2 .. 1e-4, so not audited: %s", AUDIT_STEPS,
             newton_pairs, pairs, where[0] ? where : "none", unrun ? unrun_list : "none");
}

/* a variant's t-end when it gives none: the time of the problem's committed
   reference (its default parameters), where the papers measured it, else 1 */
static double
default_t_end (const gp_problem *P)
{
  if (!P->exact && !params_changed (P))
    for (const gp_reference *const *r = gp_references (); *r; r++)
      if (strcmp ((*r)->problem, P->name) == 0)
        return (*r)->t;
  return 1.0;
}

/* The last claim before C0: Newton's iterations per solve over every solve
   of this run (the library's totals).  The verification regime is full
   Newton from the predictor: quadratic convergence reaches 1e-12 in 3 to 4
   iterations (every case and variant measured: 2.1 .. 4.4); a wrong matrix
   that Newton still converges with costs more (the matrix times 1.3: 10.8). */
static void
measure_iterations (void)
{
  if (vc_variant ())
    vc_on (cur.P, "%s the variant's options, every solve of this run", cur.m->name);
  else
    vc_on_names (vc_problems_used (), "%s", "every solve of this run");
  const gp_stats *S = gp_newton_totals ();
  double per = S->newton_solves ? (double) S->newton_iters / (double) S->newton_solves
    : (double) NAN;
  vc_report ("C92", per, " (%ld solves)", S->newton_solves);
}

/* the variant needs a problem: the claims are about one */
static int
names_problem (const struct variant *v)
{
  return v->P != NULL;
}

/* item i: case i of the table, or under a variant its one case (the
   variant's method, options, problem and steps) */
static const char *
item (int i)
{
  const variant *V = vc_variant ();
  if (V)
    {
      if (i > 0)
        return NULL;
      cur.m = V->m;
      cur.P = V->P;
      gp_options_for (V->m, &cur.o0);
      cur.o0.newton_tol = 1e-12;
      vc_variant_options (V->m, &cur.o0);
      cur.setting = "the variant's options";
      cur.kind = V->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM;
      cur.T = V->have_t_end ? V->t_end : default_t_end (V->P);
      cur.h0 = V->have_h0 ? V->h0 : cur.T / 10.0;
      cur.L = V->have_levels ? (int) V->levels : 6;
      return "";
    }
  if (i >= NCASES)
    return NULL;
  const gcase *g = &cases[i];
  cur.m = g->m;
  case_options (g, &cur.o0);
  if (!(cur.P = gp_problem_by_name (g->problem)))
    tap_bail ("no problem %s", g->problem);
  cur.setting = g->setting;
  cur.kind = GP_STEPS_UNIFORM;
  cur.h0 = g->h0;
  cur.L = g->levels;
  cur.T = g->T;
  vc_on (cur.P, "%s", "");   /* the case's claims: its problem */
  return "";
}

#define SWEEP 91
#define ITERS 92

/* case i's claims are C(15 i + 1) .. C(15 i + 15); the sweep C91 and the
   iterations C92 after them; under a variant, one case and the iterations
   C16, no sweep */
static int
number (const vc_claim *c, int i)
{
  int n = atoi (c->id + 1);
  if (n == TWIN)
    return TWIN + (i > 0 ? i : 0);
  if (i >= 0)
    return n + PER_CASE * i;
  if (!vc_variant ())
    return n;
  return n == SWEEP ? 0 : PER_CASE + 1;
}

static void
setup (int mutant)
{
  mut = mutant;
  if (mut == M_JAC)
    sw.jacobian_factor = 1.3;
}

/* under a variant, the hypotheses a claim assumes: the stated theorem's
   (C1-C8, C12-C15, C92, C93 on uniform steps), for variable steps the step-change corrections'
   (the run with the correction on C13's, the one without it C14's none) */
static const char *
gate (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  gp_options of = cs.o;
  if (n <= 8 || n == 12)
    return theorem_violated (cur.m, &cs.o, cur.kind);
  if (n == 13 || n == 14)
    {
      of.step_fix = n == 13 ? GP_STEPFIX_ON : GP_STEPFIX_OFF;
      return theorem_violated (cur.m, &of, n == 13 ? GP_STEPS_ALT : GP_STEPS_UNIFORM);
    }
  if (n == 15)
    return theorem_violated (cur.m, &cs.o, GP_STEPS_ALT);
  if (n == ITERS)
    return theorem_violated (cur.m, &cur.o0, cur.kind);
  /* the twin's bound assumes a zero-stable recursion (theory/generic.md):
     the stated theorem's hypotheses, on the uniform steps it compares */
  if (n == TWIN)
    return theorem_violated (cur.m, &cur.o0, GP_STEPS_UNIFORM);
  return NULL;
}

#define TAKES "method, options, problem, steps"
#define TAKES_RUN "method, options, problem"

static const vc_claim claims[] = {
  { .id = "C1", .takes = TAKES, .measure = measure_study, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "y global order at t-end" },
  { .id = "C2", .takes = TAKES, .measure = measure_study, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "z global order at t-end" },
  { .id = "C3", .takes = TAKES, .measure = measure_study, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "a global order at t-end" },
  { .id = "C4", .takes = TAKES, .measure = measure_study, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "lambda global order at t-end" },
  { .id = "C5", .takes = TAKES, .measure = measure_study, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "psi global order at t-end" },
  { .id = "C6", .takes = TAKES, .measure = measure_study, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "qdd global order at t-end" },
  /* C7, C8: at the rounding level, or falling with h at least like y's
     order (the measure states which) */
  { .id = "C7", .takes = TAKES, .measure = measure_study, .check = VC_LE, .target = RES_FLOOR,
    .text = "position-level constraint residual at t-end" },
  { .id = "C8", .takes = TAKES, .measure = measure_study, .check = VC_LE, .target = RES_FLOOR,
    .text = "velocity-level constraint residual at t-end" },
  { .id = "C9", .takes = TAKES, .measure = measure_study, .check = VC_LE, .target = START_BOUND,
    .text = "the start is consistent: largest scaled residual at" },
  { .id = "C10", .takes = TAKES, .measure = measure_study, .check = VC_LE, .target = (double) NAN,
    .text = "the reference's own error" },
  { .id = "C11", .takes = TAKES, .measure = measure_audit, .check = VC_LE, .target = AUDIT_BOUND,
    .text = "the iteration matrix against central differences of the step residual" },
  { .id = "C12", .takes = TAKES, .measure = measure_over_run, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "orders of the largest error over the run" },
  { .id = "C13", .takes = TAKES, .measure = measure_alt_on, .check = VC_ORDER, .target = (double) NAN,
    .slack = ORDER_SLACK, .text = "alternating steps H/3, 2H/3 with the step-change correction: "
    "orders at t-end of every block with a stated order, farthest from it" },
  { .id = "C14", .takes = TAKES, .measure = measure_alt_off, .check = VC_ORDER,
    .target = ALT_LOW, .slack = ALT_LOW_SLACK, .text = "alternating steps H/3, 2H/3 without the "
    "step-change correction: the lowest order at t-end of the blocks with a stated order, "
    "about 1" },
  { .id = "C15", .takes = TAKES_RUN, .measure = measure_tol, .check = VC_ORDER, .target = 1.0,
    .slack = TOL_SLACK, .text = "tolerance proportionality: slope of y's error at t-end against "
    "the tolerance" },
  { .id = "C93", .takes = "method, options, problem, h0, t-end", .measure = measure_twin,
    .check = VC_LE, .target = 1.0, .text = "the method's Octave twin on the same generated "
    "problem and steps agrees with the library step by step" },
  { .id = "C91", .skip = { "the sweep is over every method and problem, not the variant's",
                           "every method on every problem" },
    .measure = measure_sweep, .check = VC_LE, .target = AUDIT_BOUND, .once = 1,
    .text = "every Newton method's iteration matrix on every problem it supports against "
    "central differences of its step residual, row-scaled," },
  { .id = "C92", .takes = "method, options, problem, steps (C16 under a variant)",
    .measure = measure_iterations, .check = VC_LE, .target = ITERS_BOUND, .once = 1,
    .text = "Newton iterations per solve over every solve of this run" },
};

static const vc_program prog = {
  .id = ID,
  .methods = "ga-nh ga-soi2 ga-i3 ga hht-odae hht-i2 hht newmark nh-newmark nh-newmark-comp "
  "nh-newmark-tj rk4",
  .applies = names_problem,
  .why_not = "its claims are about a problem: the variant names none (add `problem = P`)",
  .mutants = mutants,
  .nmut = NMUT,
  .claims = claims,
  .nclaims = (int) (sizeof claims / sizeof *claims),
  .newton = 1,
  .setup = setup,
  .gate = gate,
  .item = item,
  .number = number,
};

int
main (int argc, char **argv)
{
  return vc_run (argc, argv, &prog);
}
