/* generic.c -- ANY: the problem-generic claims (theory/generic.md).
 *
 * The other programs check a theorem on the paper's problems.  These
 * claims ask of one method on one problem -- any problem -- what a user
 * asks of their own model:
 *   C1-C6   the global error at T of y, z, a, lambda, psi, qdd has the order
 *           the method's convergence theorem states for that block
 *           (gp_method.stated), least squares over the asymptotic range,
 *           within 2 +- 0.15; under that theorem's hypotheses (a variant that
 *           violates one gets them measured and reported as such);
 *   C7, C8  the constraints do not drift: the position- and velocity-level
 *           residuals at T stay at the rounding level (<= 1e-9 (1 + |y|),
 *           resp. (1 + |z|)) or fall with h at least like y's stated order
 *           (finest three levels, least squares, 0.15 slack);
 *   C9      the start is consistent: its position, velocity and
 *           acceleration-level residuals are <= 1e-10 (scaled);
 *   C10     the solution it is measured against is good enough: an exact
 *           solution; or the committed reference (problems/references.c) or,
 *           lacking one, a reference computed here by gp_reference_solve at
 *           tolerance 1e-12, each compared with a second reference at 1e-13:
 *           their difference is at most a tenth of the smallest error measured
 *           at the finest level;
 *   C11     the iteration matrix Newton uses against central differences of
 *           the step's own residual (gp_stepper_audit_jacobian), row-scaled,
 *           at the solutions of 10 steps from t0 at the third level's h:
 *           <= 1e-6;
 *   C12     the orders of the largest error over the run: every block with a
 *           stated order, its largest error over the coarsest level's grid
 *           points t0 + j h0 (on every level's grid), against the exact
 *           solution or references computed there in one rk8pd run
 *           (gp_reference_solve_times, tol 1e-12); the same fit and slack as
 *           C1-C6, the block farthest from its stated order;
 *   C13     alternating steps H/3, 2H/3 (H = h0 / 2^k, two levels more than
 *           the case's) with the method's step-change correction (step-fix
 *           on): the stated orders at t-end, 2 +- 0.15;
 *   C14     the same without it (step-fix off): the lowest order of the
 *           blocks with a stated order is 1 +- 0.2 (S001-SEC7 C4, S002-4.5
 *           C8-C9, ADA-TOL C12); not applicable without a step-fix option
 *           or at alpha = 0 (nothing to correct);
 *   C15     tolerance proportionality of the adaptive driver: the slope of
 *           y's error at t-end against rtol = atol = 1e-3 * 10^(-k/2),
 *           k = 0..8 (gp_tol_study_run), least squares over the nine, 1 +- 0.1
 *           (ADA-TOL C1-C3); not applicable without an estimate, or for a
 *           constrained problem whose M(t0, y0) is singular (the estimate's
 *           projector needs M^-1);
 *   C0      no Newton solve accepted unconverged.
 * Then C16 (C92 without a variant): Newton's iterations per solve over every
 * solve of the run <= 6 (full Newton converges quadratically: 2.1 .. 4.4
 * measured; a wrong but convergent matrix costs more).
 * Without a variant one more claim, after the cases: the same audit for every
 * method that solves by Newton on every problem it supports (10 steps from
 * t0 at the largest of h = 1e-2, 1e-3, 1e-4 that runs), <= 1e-6; the pairs
 * that do not run are named, not audited.
 * A claim that cannot run -- a block the method does not output or states no
 * order for, a problem without constraints, a's shifted time against a
 * reference at T -- is `not applicable (needs ...)`, never a pass.
 *
 * Without --variant the claims run on a table of cases, one per method that
 * states orders, each on a problem of its paper and on one problem that has
 * neither an exact solution nor a reference at T (hht-odae on jn-pendulum,
 * T = 1): case k's claims are C(15k+1) .. C(15k+15), the sweep C91.  Under --variant FILE
 * (any method; the variant must name a problem) one case: the variant's
 * method, options, problem and steps (h0, levels, t-end, steps = uniform|alt;
 * defaults: t-end the time of the problem's committed reference, else 1;
 * h0 = t-end/10; 6 levels), claims C1-C15.  The orders are asymptotic: steps
 * outside the asymptotic range fail them, and the # lines show the errors.  Every claim
 * line then names its problem and steps ([problem P; ...], vc_on).
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

static const vc_mutant mutants[] = {
  { "gamma-off", "C1,C2,C3,C5,C12,C13,C15,C18,C19,C20,C27,C28,C31,C32,C33,C42,C43,C45,C46,"
    "C49,C51,C57,C61,C62,C72,C76,C77,C87,C88,C90",
    "gamma + 0.05: the order condition fails; the stated orders fall to 1 except ga-soi2's y "
    "and ga-i3's z, which keep 2, at t-end, over the run and on alternating steps, and the "
    "tolerance slope of y falls with y's order" },
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
};
#define NMUT ((int) (sizeof mutants / sizeof *mutants))
enum { M_GAMMA, M_DRIFT, M_START, M_JAC, M_REF, M_ZFIRST, M_NOFIX, M_FIXKEPT, M_PERSTEP };
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

/* Under a variant, the claims that follow assume the stated theorem's
   hypotheses and, for variable steps, those of the step-change corrections:
   when (m, o) violates one they are measured and reported as such. */
static void
theorem_hypotheses (const gp_method *m, const gp_options *o, gp_steps_kind kind)
{
  const gp_stated_orders *st = &m->stated;
  char why[512];
  if (!vc_variant () || !st->theorem)
    return;
  if (gp_hypothesis_violated (m, o, GP_HYP_THEOREM, st->theorem, why, sizeof why)
      || (kind != GP_STEPS_UNIFORM && st->steps_theorem
          && gp_hypothesis_violated (m, o, GP_HYP_THEOREM, st->steps_theorem, why, sizeof why)))
    tap_hypothesis (why);
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

/* one case's fifteen claims, numbered from base + 1 */
static void
run_case (const gp_method *m, const gp_problem *P, const gp_options *o0, const char *setting,
          gp_steps_kind kind, double h0, int L, double T, int base)
{
  gp_options o = *o0;
  if (mut == M_GAMMA)
    o.c.gamma += 0.05;
  gp_stepper *s = vc_stepper (m, P, &o, &sw);
  const char *steps_word = kind == GP_STEPS_ALT ? "alternating h/3, 2h/3" : "uniform";
  vc_on (P, "%s %s, h0 = %g, %d levels, t-end %g", m->name, setting, h0, L, T);
  double own_err;
  char how[160];
  gp_state *ref = reference (P, T, &own_err, how, sizeof how);
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

  double a_shift = m->a_shift ? m->a_shift (&o) : 0.0;
  keep k = { .start = gp_stepper_state_alloc (s), .final = gp_stepper_state_alloc (s) };
  k.s = s;
  k.P = P;
  k.t0 = P->t0;
  k.h0 = h0;
  k.a_shift = a_shift;
  k.K = (long) floor ((T - P->t0) / h0 * (1.0 + 1e-12));
  k.scratch = gp_stepper_state_alloc (s);
  k.scratch2 = gp_stepper_state_alloc (s);
  gp_state *scratch = gp_stepper_state_alloc (s);
  if (!k.start || !k.final || !scratch || !k.scratch || !k.scratch2 || k.K < 1
      || k.K > 100000)
    tap_bail ("out of memory, or h0 = %g not below t-end - t0", h0);
  char run_how[160] = "the exact solution";
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
      snprintf (run_how, sizeof run_how, "references computed here at the %ld points (rk8pd, "
                "tol %g, %ld steps)", k.K, REF_TOL, rsteps);
      free (times);
    }
  double h[GP_STUDY_MAX_LEVELS], err[GP_NBLOCKS][GP_STUDY_MAX_LEVELS];
  double errun[GP_NBLOCKS][GP_STUDY_MAX_LEVELS], zr_first = 0.0;
  double rp[GP_STUDY_MAX_LEVELS], rv[GP_STUDY_MAX_LEVELS], start_res = 0.0;
  int present[GP_NBLOCKS] = { 0 }, failed = 0;
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

  /* C1-C8 under the stated theorem's hypotheses (and, for variable steps,
     those of the step-change corrections): the orders and the drift bound
     by y's order both assume the method converges */
  const gp_stated_orders *st = &m->stated;
  theorem_hypotheses (m, &o, kind);
  double smallest = (double) INFINITY;
  for (int j = 0; j < 6; j++)
    {
      gp_block b = order_blocks[j];
      int c = base + j + 1;
      const char *bn = gp_block_name (b);
      int want = st->theorem ? st->order[b] : 0;
      if (!st->theorem)
        tap_skip ("not applicable (needs a stated order: the method states none)",
                  ID " C%d %s global order at t-end", c, bn);
      else if (k.final->L.len[b] == 0)
        tap_skip ("not applicable (needs the block: the method has none on this problem)",
                  ID " C%d %s global order at t-end", c, bn);
      else if (!want)
        tap_skip ("not applicable (needs a stated order: the method's theorem states none "
                  "for this block)", ID " C%d %s global order at t-end", c, bn);
      else if (!present[b] && b == GP_A && ref)
        tap_skip ("not applicable (needs the exact solution: a approximates a at a shifted "
                  "time, a reference gives a(T) only)", ID " C%d %s global order at t-end", c,
                  bn);
      else if (!present[b])
        tap_skip ("not applicable (needs a measurable block: the study does not measure it)",
                  ID " C%d %s global order at t-end", c, bn);
      else
        {
          int lo = 0;
          double p = gp_order_fit (h, err[b], L, &lo);
          if (isfinite (err[b][L - 1]))
            smallest = fmin (smallest, err[b][L - 1]);
          tap_is_order ((double) want, p, ORDER_SLACK, ID " C%d %s global order at t-end "
                        "(%s, lsq h=%.4g..%.4g)", c, bn, st->theorem, h[lo], h[L - 1]);
        }
    }
  /* C7, C8: the constraints do not drift */
  int y_order = st->theorem && st->order[GP_Y] ? st->order[GP_Y] : 1;
  const char *lvl[2] = { "position", "velocity" };
  double *res[2] = { rp, rv };
  int has[2] = { P->m_g > 0, P->m_g + P->m_k > 0 };
  for (int j = 0; j < 2; j++)
    {
      int c = base + 7 + j;
      if (!has[j])
        {
          tap_skip (j == 0 ? "not applicable (needs holonomic constraints: the problem has none)"
                    : "not applicable (needs constraints: the problem has none)",
                    ID " C%d %s-level constraint residual at t-end", c, lvl[j]);
          continue;
        }
      double worst = 0.0;
      for (int l = 0; l < L; l++)
        worst = isnan (res[j][l]) ? (double) NAN : fmax (worst, res[j][l]);
      if (worst <= RES_FLOOR)
        tap_is_le (RES_FLOOR, worst, ID " C%d %s-level constraint residual at t-end stays at "
                   "the rounding level (largest over the levels, scaled)", c, lvl[j]);
      else
        {
          double p = finest_order (h, res[j], L);
          tap_is_ge ((double) y_order - ORDER_SLACK, p, ID " C%d %s-level constraint residual "
                     "at t-end falls with h at least like y's order %d (finest three levels; "
                     "largest residual %.3g, above the rounding level %g)", c, lvl[j], y_order,
                     worst, RES_FLOOR);
        }
    }

  vc_hypotheses_end ();

  /* C9: a consistent start */
  tap_is_le (START_BOUND, start_res, ID " C%d the start is consistent: largest scaled residual "
             "at %s", base + 9, a_shift != 0.0 ? "position and velocity level (a approximates a "
             "at a shifted time)" : "position, velocity and acceleration level");

  /* C10: the solution measured against */
  if (!ref && mut != M_REF)
    tap_skip ("not applicable (the exact solution: nothing to check)", ID " C%d the reference's "
              "own error against the smallest error measured", base + 10);
  else if (!isfinite (smallest))
    tap_skip ("not applicable (needs a measured error: no order claim measured one at the finest "
              "level)", ID " C%d the reference's own error against the smallest error measured",
              base + 10);
  else if (!ref)
    tap_is_le (0.1 * smallest, ref_off, ID " C%d the reference's own error against the smallest "
               "error measured (reference-off: the displacement)", base + 10);
  else
    tap_is_le (0.1 * smallest, own_err + ref_off, ID " C%d the reference's own "
               "error (%s against one at tol %g) against a tenth of the smallest error at the "
               "finest level", base + 10, how, REF_TOL_CHECK);

  /* C11: the matrix Newton uses against central differences of the step's
     residual, at the states of AUDIT_STEPS steps from t0 at the third level's h */
  double ha = h[L > 2 ? 2 : L - 1];
  gp_jacobian_audit audit;
  if (gp_stepper_audit_jacobian (s, &audit) != GP_OK)
    tap_bail ("out of memory");
  gp_steps Sa = { GP_STEPS_UNIFORM, ha, NULL, 0 };
  gp_run ra;
  int rca = gp_integrate (s, &Sa, P->t0 + AUDIT_STEPS * ha, k.final, 0, NULL, NULL, &ra);
  gp_stepper_audit_jacobian (s, NULL);
  if (rca != GP_OK && audit.solves == 0)
    tap_diag ("the audit run failed at step %ld (t = %.6g): %s", ra.fail_step, ra.fail_t,
              gp_stepper_message (s));
  if (audit.solves == 0 && rca == GP_OK)
    tap_skip ("not applicable (needs a Newton method: the steps solve no nonlinear system)",
              ID " C%d the iteration matrix against central differences of the step residual",
              base + 11);
  else
    tap_is_le (AUDIT_BOUND, audit.solves ? audit.worst : (double) NAN, ID " C%d the iteration "
               "matrix against central differences of the step residual, row-scaled, over %ld "
               "solves of %d steps at h = %g (worst row %d, column %d)", base + 11, audit.solves,
               AUDIT_STEPS, ha, audit.row, audit.col);

  /* C12: the orders of the largest error over the run */
  char names[256];
  double ord[GP_NBLOCKS];
  for (int b = 0; b < GP_NBLOCKS; b++)
    {
      int lo = 0;
      ord[b] = gp_order_fit (h, errun[b], L, &lo);
    }
  theorem_hypotheses (m, &o, kind);
  int pb = pick_block (st, present, ord, 0, names, sizeof names);
  if (!st->theorem)
    tap_skip ("not applicable (needs a stated order: the method states none)", ID " C%d orders "
              "of the largest error over the run", base + 12);
  else if (pb < 0)
    tap_skip ("not applicable (needs a block with a stated order that the study measures)",
              ID " C%d orders of the largest error over the run", base + 12);
  else
    tap_is_order ((double) st->order[pb], ord[pb], ORDER_SLACK, ID " C%d orders of the largest "
                  "error over the run (the %ld points t0 + j h0, against %s), every block with a "
                  "stated order: farthest from it %s (%s; %s)", base + 12, k.K, run_how,
                  gp_block_name (pb), names, st->theorem);
  vc_hypotheses_end ();

  /* C13, C14: alternating steps with and without the step-change correction,
     against the reference without a mutant's displacement */
  if (ref && mut == M_REF)
    ref->y[0] -= ref_off;
  int has_fix = (m->options & GP_OPT_STEP_FIX) != 0;
  for (int j = 0; j < 2; j++)
    {
      int on = j == 0, c = base + 13 + j;
      gp_stepfix fix = on ? GP_STEPFIX_ON : GP_STEPFIX_OFF;
      if ((on && mut == M_NOFIX) || (!on && mut == M_FIXKEPT))
        fix = on ? GP_STEPFIX_OFF : GP_STEPFIX_ON;
      gp_options of = o;
      of.step_fix = on ? GP_STEPFIX_ON : GP_STEPFIX_OFF;
      vc_on (P, "%s %s, step-fix %s, alternating steps H/3, 2H/3, H = %g / 2^k, %d levels, "
             "t-end %g", m->name, setting, on ? "on" : "off", h0, L, T);
      const char *what = on ? "alternating steps H/3, 2H/3 with the step-change correction: "
        "orders at t-end of every block with a stated order, farthest from it"
        : "alternating steps H/3, 2H/3 without the step-change correction: the lowest order "
        "at t-end of the blocks with a stated order, about 1";
      if (!st->theorem)
        tap_skip ("not applicable (needs a stated order: the method states none)",
                  ID " C%d %s", c, what);
      else if (!has_fix)
        tap_skip ("not applicable (needs a step-change correction: the method has none, no "
                  "step-fix option)", ID " C%d %s", c, what);
      else if (!on && a_shift == 0.0)
        tap_skip ("not applicable (needs alpha != 0: a is taken at t, nothing to correct)",
                  ID " C%d %s", c, what);
      else
        {
          alt_orders (m, P, &o, fix, h0, L + ALT_MORE, T, ref, ord);
          /* the correction's own hypotheses gate the run with it; the run
             without it assumes the method's theorem only */
          theorem_hypotheses (m, &of, on ? GP_STEPS_ALT : GP_STEPS_UNIFORM);
          pb = pick_block (st, present, ord, !on, names, sizeof names);
          if (pb < 0)
            tap_skip ("not applicable (needs a block with a stated order that the study "
                      "measures)", ID " C%d %s", c, what);
          else if (on)
            tap_is_order ((double) st->order[pb], ord[pb], ORDER_SLACK, ID " C%d %s: %s (%s; "
                          "%s)", c, what, gp_block_name (pb), names, st->theorem);
          else
            tap_is_order (ALT_LOW, ord[pb], ALT_LOW_SLACK, ID " C%d %s: step-fix off lowers "
                          "%s's order to about 1 (%s)", c, what, gp_block_name (pb), names);
          vc_hypotheses_end ();
        }
    }

  /* C15: tolerance proportionality of the adaptive driver */
  vc_on (P, "%s %s, adaptive, rtol = atol = %g * 10^(-k/2), k = 0..%d, t-end %g", m->name,
         setting, TOL0, TOL_LEVELS - 1, T);
  if (!gp_method_has_estimate (m, &o))
    tap_skip ("not applicable (needs a local error estimate: the method provides none)",
              ID " C%d tolerance proportionality: slope of y's error at t-end against the "
              "tolerance", base + 15);
  else if (P->m_g > 0 && !mass_regular (P))
    tap_skip ("not applicable (needs an invertible mass matrix: the estimate is projected "
              "along M^-1 g_y^T, and M(t0, y0) is singular)", ID " C%d tolerance "
              "proportionality: slope of y's error at t-end against the tolerance", base + 15);
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
      int rc = gp_tol_study_run (s3, ctl, 0.0, TOL_LEVELS, T, ref, &ts);
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
      theorem_hypotheses (m, &o, GP_STEPS_ALT);
      for (int l = 1; rc == GP_OK && l < TOL_LEVELS; l++)
        tap_diag ("slope of err_y from tol %.3g to %.3g: %.3f", ts.rtol[l - 1], ts.rtol[l],
                  log (ts.err[GP_Y][l - 1] / ts.err[GP_Y][l]) / log (ts.rtol[l - 1] / ts.rtol[l]));
      tap_is_order (1.0, slope, TOL_SLACK, ID " C%d tolerance proportionality: slope of y's "
                    "error at t-end against the tolerance, least squares over the %d "
                    "tolerances %g .. %.3g (slope %.4f)", base + 15, TOL_LEVELS, TOL0,
                    TOL0 * pow (10.0, -0.5 * (TOL_LEVELS - 1)), slope);
      vc_hypotheses_end ();
      gp_stepper_free (s3);
      gp_control_free (ctl);
    }

  if (k.run)
    {
      for (long j = 0; j < k.K; j++)
        gp_state_free (k.run[j]);
      free (k.run);
    }
  gp_state_free (k.scratch);
  gp_state_free (k.scratch2);
  gp_state_free (k.start);
  gp_state_free (k.final);
  gp_state_free (scratch);
  if (ref)
    gp_state_free (ref);
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
sweep_claim (int id)
{
  double worst = 0.0;
  int pairs = 0, newton_pairs = 0, unrun = 0;
  char where[160] = "", unrun_list[512] = "";
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
  tap_is_le (AUDIT_BOUND, newton_pairs ? worst : (double) NAN, ID " C%d every Newton method's "
             "iteration matrix on every problem it supports against central differences of its "
             "step residual, row-scaled, %d steps from t0: %d pairs audited of %d (worst %s); not "
             "run at h = 1e-2 .. 1e-4, so not audited: %s", id, AUDIT_STEPS, newton_pairs, pairs,
             where[0] ? where : "none", unrun ? unrun_list : "none");
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
iterations_claim (int id, const gp_method *m, const gp_options *o, gp_steps_kind kind)
{
  const gp_stats *S = gp_newton_totals ();
  double per = S->newton_solves ? (double) S->newton_iters / (double) S->newton_solves
    : (double) NAN;
  if (m)
    theorem_hypotheses (m, o, kind);
  tap_is_le (ITERS_BOUND, per, ID " C%d Newton iterations per solve over every solve of this run "
             "(%ld solves)", id, S->newton_solves);
  vc_hypotheses_end ();
}

/* the variant needs a problem: the claims are about one */
static int
names_problem (const struct variant *v)
{
  return v->P != NULL;
}

int
main (int argc, char **argv)
{
  vc_reviews_when (ID, "ga-nh ga-soi2 ga-i3 ga hht-odae hht-i2 hht newmark nh-newmark "
                   "nh-newmark-comp nh-newmark-tj rk4", names_problem,
                   "its claims are about a problem: the variant names none (add `problem = P`)");
  mut = vc_args (argc, argv, mutants, NMUT, NULL, NULL);
  if (mut == M_JAC)
    sw.jacobian_factor = 1.3;
  const variant *V = vc_variant ();
  if (V)
    {
      vc_plan (ID, PER_CASE + 1, 1);
      gp_options o;
      gp_options_for (V->m, &o);
      o.newton_tol = 1e-12;
      vc_variant_options (V->m, &o);
      double T = V->have_t_end ? V->t_end : default_t_end (V->P);
      double h0 = V->have_h0 ? V->h0 : T / 10.0;
      int L = V->have_levels ? (int) V->levels : 6;
      run_case (V->m, V->P, &o, "the variant's options",
                V->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, h0, L, T, 0);
      vc_on (V->P, "%s the variant's options, every solve of this run", V->m->name);
      iterations_claim (PER_CASE + 1, V->m, &o, V->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM);
      return vc_done ();
    }
  vc_plan (ID, PER_CASE * NCASES + 2, 1);
  for (int i = 0; i < NCASES; i++)
    {
      const gcase *g = &cases[i];
      gp_options o;
      gp_options_for (g->m, &o);
      o.newton_tol = 1e-12;
      if (g->set)
        g->set (&o);
      const gp_problem *P = gp_problem_by_name (g->problem);
      if (!P)
        tap_bail ("no problem %s", g->problem);
      run_case (g->m, P, &o, g->setting, GP_STEPS_UNIFORM, g->h0, g->levels, g->T, PER_CASE * i);
    }
  sweep_claim (PER_CASE * NCASES + 1);
  iterations_claim (PER_CASE * NCASES + 2, NULL, NULL, GP_STEPS_UNIFORM);
  return vc_done ();
}
