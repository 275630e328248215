/* s001_sec_7.c -- verifies S001-SEC7 (theory/s001-sec-7.md): the variable
 * step-size corrections (15)-(16) of seed 001 section 7 for the
 * generalized-alpha-SOI2 method (14), and the experiment of section 8
 * (Figs. 1 and 2).
 *
 * S001-SEC7.  Before a step h_n that follows a step h_{n-1} != h_n, with
 * c = alpha (h_n/h_{n-1} - 1), alpha = alpha_m - alpha_f,
 *   a_{n+alpha}     <- a_{n+alpha} + c (a_{n+alpha} - a_{n-1+alpha})           (15)
 *   (M a)_{n+alpha} <- (M a)_{n+alpha} + c ((M a)_{n+alpha} - (M a)_{n-1+alpha}) (16)
 * keeps order 2 in y, z, a, lambda, psi; without them a, lambda, psi drop to
 * order 1 while y and z stay at order 2.  The extracted text prints (15)-(16)
 * without the factor alpha (c = h_n/h_{n-1} - 1); that form fails.
 *
 * ga-soi2 on soi2-test (variant A) at t = 1, CH(rho_inf = 0.2), a_alpha = a0.
 * "alt": steps H/3, 2H/3, ... (pairs of length H, the paper's h); "list": a
 * fixed pattern of K steps from a printed pseudo-random seed, scaled to a
 * block of length H.  a is compared with a(t_N + alpha h_{N-1}), h_{N-1} the
 * last step.
 *
 * The claims: the table `claims` at the end (theory/s001-sec-7.md states
 * them in prose, with what each takes from a variant and its gates); each
 * measure serves the paper's settings and a variant's.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "variant.h"
#include "claims.h"

#define ID "S001-SEC7"
enum { MUT_PRINTED_ON = 0, MUT_RATIO_INV, MUT_A_TIME, MUT_UNIFORM, MUT_NO_FIX_LIST,
       MUT_ALT_ASSIGN, MUT_SHIFT_ALL };
static const vc_mutant mutants[] = {
  { "printed-for-on", "C1,C3,C8,C10,C15",
    "the runs meant with (15)-(16) use step_fix printed: the factor alpha replaced by 1" },
  { "ratio-inverted", "C7,C8",
    "(15) applied by the program with c = alpha (h_{n-1}/h_n - 1), the ratio inverted" },
  { "a-time-pair", "C3,C7,C10,C12",
    "a compared with a(t_N + alpha H), H the pair (block) length, not the last step" },
  { "steps-uniform", "C2,C4,C5,C9,C13,C14",
    "the alternating runs take constant steps H instead of H/3, 2H/3" },
  { "list-constant", "C11",
    "the list pattern of steps has all ratios 1 (constant steps H/K)" },
  { "alt-assignment", "C1,C3,C7,C10",
    "the rejected SOI2 assignment of catalogue sec. 2.4 (test switch soi2_alt_assignment)" },
  { "shift-all", "C3,C6,C7,C10,C12,C15",
    "y, z, lambda, psi compared at t_N + alpha h_{N-1} as a is (the shift applied to every "
    "block)" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

#define T_END 1.0
#define H0 0.2
#define L_ACC 6      /* the acceptance run: H = 1/5 .. 1/160 */
#define L_ALT 11     /* H = 1/5 .. 1/5120 */
#define L_LIST 10    /* H = 1/5 .. 1/2560 (below, lambda nears 1e-11) */
#define L_OTHER 10   /* H = 1/5 .. 1/2560 */
#define K_LIST 6     /* steps per block of the list sequence */
#define SEED 20010007u

enum { C_Y = 0, C_Z, C_A, C_L, C_P, NC };
static const gp_block BL[NC] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI };
static const char *CN[NC] = { "y", "z", "a", "lambda", "psi" };

/* how a run treats a change of the step size (under a variant FIX_ON is
   its own step-fix; FIX_LIB_ON the library's on whatever it is) */
typedef enum { FIX_ON = 0, FIX_OFF, FIX_PRINTED, FIX_PROG15, FIX_LIB_ON } fixmode;
static const char *FN[5] = { "on", "off", "printed", "(15) by the program", "on" };

/* the first step (pair length) and end of run_study: the program's, or the
   variant's for its own run (C1, C2) */
static double run_h0 = H0, run_t = T_END;
typedef enum { SEQ_ALT = 0, SEQ_LIST } seqkind;

static double pattern[K_LIST];   /* the list's steps in a block of length 1 */

/* the pattern: ratios 2^(4u - 2) in [1/4, 4), u uniform in [0, 1) from a 64-bit LCG
   (Knuth's MMIX constants) seeded with SEED, normalized to sum 1 */
static void
pattern_init (void)
{
  uint64_t st = SEED;
  double sum = 0;
  for (int i = 0; i < K_LIST; i++)
    {
      st = st * 6364136223846793005ull + 1442695040888963407ull;
      double u = (double) (st >> 11) / 9007199254740992.0;
      pattern[i] = mut == MUT_NO_FIX_LIST ? 1.0 : exp2 (4 * u - 2);
      sum += pattern[i];
    }
  for (int i = 0; i < K_LIST; i++)
    pattern[i] /= sum;
}

static gp_options
opts (gp_malpha ma, fixmode fix)
{
  gp_options o;
  char why[256];
  gp_options_default (&o);
  if (gp_coeffs_chung_hulbert (0.2, &o.c, why, sizeof why))
    tap_bail ("%s", why);
  o.m_alpha = ma;
  o.a_init = GP_AINIT_A0;
  gp_stepfix own = GP_STEPFIX_ON;
  if (vc_variant ())
    {
      /* its coefficients, a-init, Newton tolerance and step-fix */
      vc_variant_options (&gp_method_ga_soi2, &o);
      own = o.step_fix;
      o.m_alpha = ma;
    }
  if (fix == FIX_ON)
    o.step_fix = mut == MUT_PRINTED_ON ? GP_STEPFIX_PRINTED : own;
  else if (fix == FIX_LIB_ON)
    o.step_fix = GP_STEPFIX_ON;
  else if (fix == FIX_PRINTED)
    o.step_fix = GP_STEPFIX_PRINTED;
  else
    o.step_fix = GP_STEPFIX_OFF;      /* off, and the program's (15) */
  return o;
}

/* the step sequence of one level; list holds the steps of a list */
static gp_steps
sequence (seqkind q, double H, double **list)
{
  gp_steps S = { q == SEQ_ALT ? (mut == MUT_UNIFORM ? GP_STEPS_UNIFORM : GP_STEPS_ALT)
                 : GP_STEPS_LIST, H, NULL, 0 };
  if (q == SEQ_ALT)
    return S;
  long nb = lround (T_END / H);
  size_t n = (size_t) nb * K_LIST;
  double *l = realloc (*list, n * sizeof *l), sum = 0;
  if (!l)
    tap_bail ("out of memory");
  *list = l;
  for (size_t i = 0; i < n; i++)
    sum += l[i] = H * pattern[i % K_LIST];
  l[n - 1] += T_END - sum;       /* the blocks add up to T to rounding */
  S.list = l;
  S.nlist = n;
  return S;
}

/* The run of one level with (15) applied by the program (library fix off):
   before a step h after a step hp != h, x->a += c (x->a - a_prev), a_prev
   the a_alpha the previous step used, c = alpha (h/hp - 1) (ratio-inverted:
   alpha (hp/h - 1)).  The times are the driver's (gp_integrate). */
static int
run_prog15 (gp_stepper *s, const gp_problem *P, double al, const gp_steps *S, gp_state *x,
            double *h_last)
{
  char why[200];
  long N = gp_steps_count (S, P->t0, T_END, why, sizeof why);
  if (N < 0)
    tap_bail ("%s", why);
  if (gp_state_consistent (P, x, 1e-15) != GP_OK)
    tap_bail ("consistent start of %s failed", P->name);
  double t0 = x->t, hp = 0, aprev[16];
  if (P->n > 16)
    tap_bail ("n = %zu > 16", P->n);
  if (gp_stepper_start (s, gp_steps_time (S, t0, T_END, 1) - t0, x) != GP_OK)
    tap_bail ("start failed: %s", gp_stepper_message (s));
  for (long i = 1; i <= N; i++)
    {
      double tn = S->kind == GP_STEPS_LIST && i < N ? x->t + S->list[i - 1]
        : gp_steps_time (S, t0, T_END, i);
      double h = tn - x->t;
      if (hp > 0 && h != hp)
        {
          double c = al * (mut == MUT_RATIO_INV ? hp / h - 1 : h / hp - 1);
          for (size_t k = 0; k < P->n; k++)
            x->a[k] += c * (x->a[k] - aprev[k]);
        }
      memcpy (aprev, x->a, P->n * sizeof (double));
      if (gp_stepper_step (s, h, x) != GP_OK)
        {
          if (!vc_variant ())
            tap_bail ("step %ld (t=%g, h=%g) failed: %s", i, x->t, h, gp_stepper_message (s));
          tap_diag ("step %ld (t=%g, h=%g) failed: %s", i, x->t, h, gp_stepper_message (s));
          return 1;     /* a variant outside the hypotheses: a failed measurement */
        }
      x->t = tn;
      hp = h;
    }
  *h_last = hp;
  return 0;
}

typedef struct
{
  int L;
  double h[GP_STUDY_MAX_LEVELS];          /* H: the pair (alt) or block (list) */
  long steps[GP_STUDY_MAX_LEVELS];
  double err[NC][GP_STUDY_MAX_LEVELS];
  double err_a_pair[GP_STUDY_MAX_LEVELS]; /* a against a(t_N + alpha H) */
  double order[NC], order_a_pair;
  int lo[NC];
  double maxdiff;   /* against `other` (run_study): largest |difference| / error */
} study;

/* A study of L levels H = H0/2^k.  When other is not NULL, the final states
   of a second study (other's method options) are compared: maxdiff. */
static const gp_problem *Pcur;    /* the problem of run_study (soi2-test) */

static gp_stepper *
stepper (const gp_problem *P, const gp_options *o)
{
  gp_test_switches sw = { .soi2_alt_assignment = mut == MUT_ALT_ASSIGN };
  return vc_stepper (&gp_method_ga_soi2, P, o, &sw);
}

static void
run_study (gp_malpha ma, fixmode fix, seqkind q, int L, study *st, const gp_options *other)
{
  const gp_method *m = &gp_method_ga_soi2;
  const gp_problem *P = Pcur;
  gp_options o = opts (ma, fix);
  gp_stepper *s = stepper (P, &o), *s2 = other ? stepper (P, other) : NULL;
  gp_state *x = gp_stepper_state_alloc (s), *x2 = gp_stepper_state_alloc (s);
  if (!x || !x2)
    tap_bail ("out of memory");
  double al = gp_coeffs_alpha (&o.c), *list = NULL;
  memset (st, 0, sizeof *st);
  st->L = L;
  for (int k = 0; k < L; k++)
    {
      double H = ldexp (run_h0, -k), hl = 0, e[GP_NBLOCKS];
      gp_steps S = sequence (q, H, &list);
      gp_run run;
      int failed = 0;
      gp_stepper_reset (s);
      if (fix == FIX_PROG15)
        failed = run_prog15 (s, P, al, &S, x, &hl);
      else
        {
          if (gp_integrate (s, &S, run_t, x, 0, NULL, NULL, &run) != GP_OK)
            {
              if (!vc_variant ())
                tap_bail ("ga-soi2 H=%g failed at step %ld (t=%g, h=%g): %s", H, run.fail_step,
                          run.fail_t, run.fail_h, gp_stepper_message (s));
              tap_diag ("ga-soi2 H=%g failed at step %ld (t=%g, h=%g): %s", H, run.fail_step,
                        run.fail_t, run.fail_h, gp_stepper_message (s));
              failed = 1;   /* a variant outside the hypotheses: a failed measurement */
            }
          hl = run.last_h;
        }
      char why[200];
      st->h[k] = H;
      st->steps[k] = gp_steps_count (&S, P->t0, run_t, why, sizeof why);
      if (failed)
        {
          for (int j = 0; j < NC; j++)
            st->err[j][k] = (double) NAN;
          st->err_a_pair[k] = st->maxdiff = (double) NAN;
          continue;
        }
      vc_errors_for (m, P, x, al * (mut == MUT_A_TIME ? H : hl), e);
      for (int j = 0; j < NC; j++)
        st->err[j][k] = e[BL[j]];
      if (mut == MUT_SHIFT_ALL)
        {
          double t = x->t;
          x->t += al * hl;
          vc_errors_for (m, P, x, 0.0, e);
          x->t = t;
          for (int j = 0; j < NC; j++)
            if (j != C_A)
              st->err[j][k] = e[BL[j]];
        }
      vc_errors_for (m, P, x, al * H, e);
      st->err_a_pair[k] = e[GP_A];
      if (s2)
        {
          gp_stepper_reset (s2);
          if (gp_integrate (s2, &S, run_t, x2, 0, NULL, NULL, &run) != GP_OK)
            {
              if (!vc_variant ())
                tap_bail ("ga-soi2 H=%g failed: %s", H, gp_stepper_message (s2));
              tap_diag ("ga-soi2 H=%g failed: %s", H, gp_stepper_message (s2));
              st->maxdiff = (double) NAN;
              continue;
            }
          for (int j = 0; j < NC; j++)
            {
              const double *u = gp_state_block (x, BL[j]), *v = gp_state_block (x2, BL[j]);
              double d = 0;
              for (size_t i = 0; i < x->L.len[BL[j]]; i++)
                d = hypot (d, u[i] - v[i]);
              if (!isnan (st->maxdiff))      /* a failed level's NaN stays */
                st->maxdiff = fmax (st->maxdiff, d / st->err[j][k]);
            }
        }
    }
  for (int j = 0; j < NC; j++)
    st->order[j] = gp_order_fit (st->h, st->err[j], L, &st->lo[j]);
  int lo;
  st->order_a_pair = gp_order_fit (st->h, st->err_a_pair, L, &lo);
  free (list);
  gp_state_free (x);
  gp_state_free (x2);
  gp_stepper_free (s);
  gp_stepper_free (s2);
}

static void
diag_study (const char *what, const study *st)
{
  for (int k = 0; k < st->L; k++)
    tap_diag ("%s H=%-10.4g steps=%-6ld y %.3e z %.3e a %.3e lambda %.3e psi %.3e", what,
              st->h[k], st->steps[k], st->err[C_Y][k], st->err[C_Z][k], st->err[C_A][k],
              st->err[C_L][k], st->err[C_P][k]);
  char buf[300];
  size_t n = 0;
  for (int j = 0; j < NC && n < sizeof buf; j++)   /* components the problem has */
    if (!isnan (st->order[j]))
      n += (size_t) snprintf (buf + n, sizeof buf - n, " %s %.3f (from H = %.3g)", CN[j],
                              st->order[j], st->h[st->lo[j]]);
  tap_diag ("%s orders%s", what, buf);
}

/* pairwise orders of one component, as evidence of the asymptotic regime */
static void
diag_pairwise (const char *what, const study *st, int j)
{
  char buf[400];
  size_t n = 0;
  for (int k = 1; k < st->L && n < sizeof buf; k++)
    n += (size_t) snprintf (buf + n, sizeof buf - n, " %.2f",
                            log (st->err[j][k - 1] / st->err[j][k]) / log (st->h[k - 1] / st->h[k]));
  tap_diag ("%s pairwise orders of %s:%s", what, CN[j], buf);
}

static void
write_study (const char *file, const char *head, const study *st)
{
  FILE *f = vc_data_open (file, mut);
  if (!f)
    return;
  fprintf (f, "# %s; written by verify/s001_sec_7\n", head);
  fprintf (f, "H\tsteps\terr_y\terr_z\terr_a\terr_lambda\terr_psi\n");
  for (int k = 0; k < st->L; k++)
    fprintf (f, "%.17g\t%ld\t%.17g\t%.17g\t%.17g\t%.17g\t%.17g\n", st->h[k], st->steps[k],
             st->err[C_Y][k], st->err[C_Z][k], st->err[C_A][k], st->err[C_L][k],
             st->err[C_P][k]);
  fclose (f);
}

/* the order among components mask (bit j) of the studies farthest from want;
   at gets "fix/M_alpha component" */
static double
worst (const study *const *sts, const char *const *names, int ns, unsigned mask, double want,
       char *at, size_t len)
{
  double w = (double) NAN;
  for (int i = 0; i < ns; i++)
    for (int j = 0; j < NC; j++)
      if ((mask >> j & 1u) && (isnan (w) || fabs (sts[i]->order[j] - want) > fabs (w - want)
                               || isnan (sts[i]->order[j])))
        {
          w = sts[i]->order[j];
          snprintf (at, len, "%s %s", names[i], CN[j]);
        }
  return w;
}

/* under a variant: the orders of a, lambda, psi of two studies, so that a
   description shows what the variant's corrections give */
static const char *
alp_orders (const char *n1, const study *s1, const char *n2, const study *s2)
{
  static char buf[200];
  if (!vc_variant ())
    return "";
  snprintf (buf, sizeof buf, "; %s: a %.3f lambda %.3f psi %.3f, %s: a %.3f lambda %.3f "
            "psi %.3f", n1, s1->order[C_A], s1->order[C_L], s1->order[C_P], n2,
            s2->order[C_A], s2->order[C_L], s2->order[C_P]);
  return buf;
}

#define ALL5 0x1fu
#define AL_ 0x0cu        /* a, lambda */
#define ALP 0x1cu        /* a, lambda, psi */
#define YZ 0x03u
#define LP 0x18u         /* lambda, psi */

/* ---- under --variant FILE -------------------------------------------------- */
static int
soi2_test_itself (const gp_problem *Q)
{
  return strcmp (Q->name, "soi2-test") == 0;
}

/* alpha != 0 (and for (16) alpha_m != 0): else the uncorrected values are
   not O(h) off and the "order 1" claims have nothing to show */
static const char *
no_shift (const gp_options *o, int need_alpha_m)
{
  if (gp_coeffs_alpha (&o->c) == 0.0)
    return "alpha = 0 violates alpha != 0 (S001-SEC7: with alpha = 0, a_{n+alpha} is "
      "a(t_n) whatever the step, and the corrections have nothing to move)";
  if (need_alpha_m && o->c.alpha_m == 0.0)
    return "alpha_m = 0 violates alpha_m != 0 (S001-SEC7 C9: the stored product of (16) "
      "enters the step only through alpha_m)";
  return NULL;
}

/* ---- the settings: the paper's, or a variant's ---------------------------- */
/* Under a variant (method ga-soi2): its options (coefficients, a-init, and
   step-fix: "step_fix on" in the texts reads "the variant's step-fix") on
   the program's step sequences: alternating H/3, 2H/3 (whatever the
   variant's steps: the corrections act only when the step changes) and the
   seeded list, on soi2-test or the variant's problem when it is soi2-test
   (reading A or B).  C1 and C2 are the variant's own run (its M_alpha, h0,
   levels, t-end where it gives them); C3-C15 keep the program's ranges and
   M_alpha choices.  No data file is written. */
static const variant *V;
static const gp_problem *P;
static gp_malpha acc_ma = GP_MALPHA_PREVIOUS;   /* the run of C1, C2 */
static int acc_levels = L_ACC;
static const char *fixname = "on";    /* FIX_ON's step-fix, for the descriptions */
static gp_options ov;                 /* for the hypotheses */
static const char *rdB = "", *uni = "";
static char on_acc[160];
static const char *const on_alt = "%ssteps H/3, 2H/3, the program's H = %g*2^-k, k = 0..%d, "
  "t-end %g%s, %s";

static void
setup (int mutant)
{
  mut = mutant;
  pattern_init ();
  P = Pcur = vc_variant_problem (&gp_problem_soi2_test, soi2_test_itself);
  V = vc_variant ();
  ov = opts (GP_MALPHA_EXPLICIT, FIX_ON);
  if (V)
    {
      acc_ma = V->o.m_alpha;
      vc_variant_study (&run_h0, &acc_levels, &run_t);
      fixname = ov.step_fix == GP_STEPFIX_ON ? "on" : ov.step_fix == GP_STEPFIX_OFF ? "off"
        : "printed";
      if (V->have_steps && !V->alt)
        tap_diag ("the variant's steps = uniform: section 7 is about changing steps; the runs "
                  "use the program's alternating and list sequences");
      tap_diag ("the variant: alpha_m %g alpha_f %g beta %g gamma %g (alpha %g), step-fix %s, "
                "a-init %s; its own run (C1, C2): M_alpha %s, alt steps, t=%g, H=%g..%g",
                ov.c.alpha_m, ov.c.alpha_f, ov.c.beta, ov.c.gamma, gp_coeffs_alpha (&ov.c),
                fixname, ov.a_init == GP_AINIT_A0 ? "a0" : ov.a_init == GP_AINIT_EXACT
                ? "exact" : "lunk-simeon", acc_ma == GP_MALPHA_PREVIOUS ? "previous"
                : "explicit", run_t, run_h0, ldexp (run_h0, -(acc_levels - 1)));
    }
  /* what the claims ran on, under a variant (vc_on): P and the steps */
  rdB = ((const gp_soi2_test_params *) P->params)->variant ? "reading B, " : "";
  uni = V && V->have_steps && !V->alt ? " (not the variant's uniform)" : "";
  snprintf (on_acc, sizeof on_acc, "%salt steps%s, h0 = %g, %d levels, t-end %g", rdB, uni,
            run_h0, acc_levels, run_t);
}

/* Beside Theorem 1's hypotheses (the table's theorem), every gated claim
   assumes the order condition ("S001-SEC7"), the claims of order 2 with the
   corrections (C1, C3, C10, C15) also step-fix on ("S001-EQ15-16"), and
   those whose uncorrected a_alpha must be O(h) off alpha != 0 (C9 also
   alpha_m != 0; C13 that alone) */
static const char *
gate (const vc_claim *c)
{
  static char why[512];
  int n = atoi (c->id + 1);
  if (n == 8 || n == 12)
    return NULL;
  if (n != 13)
    {
      if (gp_hypothesis_violated (&gp_method_ga_soi2, &ov, GP_HYP_THEOREM, ID, why, sizeof why))
        return why;
      if ((n == 1 || n == 3 || n == 10 || n == 15)
          && gp_hypothesis_violated (&gp_method_ga_soi2, &ov, GP_HYP_THEOREM, "S001-EQ15-16",
                                     why, sizeof why))
        return why;
    }
  if (n == 2 || n == 4 || n == 11 || n == 13 || n == 14)
    return no_shift (&ov, 0);
  if (n == 9)
    return no_shift (&ov, 1);
  return NULL;
}

/* ---- measures ------------------------------------------------------------- */
/* C1, C2 (and C12): the acceptance run (the variant's own), by the
   library's study and by the program's */
static void
m_acceptance (void)
{
  char at[120];
  static const fixmode FX[3] = { FIX_ON, FIX_OFF, FIX_PRINTED };
  gp_study acc[3];
  study own[3];
  double accdiff = 0;
  for (int f = 0; f < 3; f++)
    {
      gp_options o = opts (acc_ma, FX[f]);
      gp_stepper *s = stepper (P, &o);
      if (!V)
        vc_study (s, sequence (SEQ_ALT, H0, NULL).kind, H0, L_ACC, T_END, NULL, &acc[f]);
      else if (gp_study_run (s, GP_STEPS_ALT, run_h0, acc_levels, run_t, NULL, NULL, NULL,
                             &acc[f]) != GP_OK)
        {
          /* a variant outside the hypotheses: a failed measurement */
          tap_diag ("step_fix %s: level %d (H = %g) failed at step %ld (t = %.6g): %s",
                    FN[FX[f]], acc[f].fail_level, acc[f].h[acc[f].fail_level],
                    acc[f].run.fail_step, acc[f].run.fail_t, gp_stepper_message (s));
          for (int b = 0; b < GP_NBLOCKS; b++)
            acc[f].order[b] = (double) NAN;
          for (int k = 0; k < acc_levels; k++)
            for (int b = 0; b < GP_NBLOCKS; b++)
              acc[f].err[b][k] = (double) NAN;
        }
      gp_stepper_free (s);
      run_study (acc_ma, FX[f], SEQ_ALT, acc_levels, &own[f], NULL);
      for (int k = 0; k < acc_levels; k++)
        for (int j = 0; j < NC; j++)
          {
            double a = acc[f].err[BL[j]][k], b = own[f].err[j][k];
            if (!isnan (accdiff))         /* a failed level's NaN stays */
              accdiff = fmax (accdiff, fabs (a - b) / fabs (a));
            if (isnan (a) != isnan (b))
              accdiff = (double) NAN;
          }
      tap_diag ("acceptance step_fix %s: orders y %.3f z %.3f a %.3f lambda %.3f psi %.3f",
                f ? FN[FX[f]] : fixname, acc[f].order[GP_Y], acc[f].order[GP_Z],
                acc[f].order[GP_A], acc[f].order[GP_LAM], acc[f].order[GP_PSI]);
    }
  double w = (double) NAN;
  for (int j = 0; j < NC; j++)
    if (isnan (w) || fabs (acc[0].order[BL[j]] - 2) > fabs (w - 2))
      {
        w = acc[0].order[BL[j]];
        snprintf (at, sizeof at, "%s", CN[j]);
      }
  vc_on (P, "%s, the variant's run", on_acc);
  if (V)
    vc_report ("C1", w, " (galpha conv with its options: --steps alt --h0 %g --levels %d "
               "--t-end %g --m-alpha %s --step-fix %s): order of y, z, a, lambda, psi farthest "
               "from 2 (%s; y %.3f z %.3f a %.3f lambda %.3f psi %.3f)", run_h0, acc_levels,
               run_t, acc_ma == GP_MALPHA_PREVIOUS ? "previous" : "explicit", fixname, at,
               acc[0].order[GP_Y], acc[0].order[GP_Z], acc[0].order[GP_A],
               acc[0].order[GP_LAM], acc[0].order[GP_PSI]);
  else
    vc_report ("C1", w, " (galpha conv --steps alt --h0 0.2 --levels 6 --m-alpha previous "
               "--step-fix on): order of y, z, a, lambda, psi farthest from 2 (%s)", at);
  w = (double) NAN;
  for (int f = 1; f < 3; f++)
    for (int j = C_A; j <= C_L; j++)
      if (isnan (w) || fabs (acc[f].order[BL[j]] - 1) > fabs (w - 1))
        {
          w = acc[f].order[BL[j]];
          snprintf (at, sizeof at, "%s %s", FN[FX[f]], CN[j]);
        }
  vc_on (P, "%s, step-fix off and printed (the program's)", on_acc);
  vc_report ("C2", w, " (%s)", at);
  vc_on (P, "%s, the runs of C1 and C2", on_acc);
  vc_report ("C12", accdiff, "%s", "");
  run_h0 = H0;          /* the other claims: the program's ranges */
  run_t = T_END;
}

/* C3-C6 (and C13): alternating steps, H = 1/5 .. 1/5120 */
static void
m_alternating (void)
{
  char at[120];
  study on_p, on_e, off_p, off_e, pr_p, pr_e;
  run_study (GP_MALPHA_PREVIOUS, FIX_ON, SEQ_ALT, L_ALT, &on_p, NULL);
  run_study (GP_MALPHA_EXPLICIT, FIX_ON, SEQ_ALT, L_ALT, &on_e, NULL);
  run_study (GP_MALPHA_PREVIOUS, FIX_OFF, SEQ_ALT, L_ALT, &off_p, NULL);
  run_study (GP_MALPHA_EXPLICIT, FIX_OFF, SEQ_ALT, L_ALT, &off_e, NULL);
  run_study (GP_MALPHA_PREVIOUS, FIX_PRINTED, SEQ_ALT, L_ALT, &pr_p, NULL);
  run_study (GP_MALPHA_EXPLICIT, FIX_PRINTED, SEQ_ALT, L_ALT, &pr_e, NULL);
  diag_study ("alt on previous", &on_p);
  diag_study ("alt on explicit", &on_e);
  diag_study ("alt off previous", &off_p);
  diag_pairwise ("alt off previous", &off_p, C_P);
  diag_study ("alt off explicit", &off_e);
  diag_study ("alt printed previous", &pr_p);
  diag_pairwise ("alt printed previous", &pr_p, C_P);
  diag_study ("alt printed explicit", &pr_e);
  write_study ("s001-sec-7-fig1.dat", "seed 001 Fig. 1: ga-soi2 CH(0.2) soi2-test t=1, steps "
               "H/3, 2H/3, step_fix on, M_alpha previous, a against a(t_N + alpha h_{N-1})",
               &on_p);
  write_study ("s001-sec-7-fig2.dat", "seed 001 Fig. 2: ga-soi2 CH(0.2) soi2-test t=1, steps "
               "H/3, 2H/3, step_fix off, M_alpha previous, a against a(t_N + alpha h_{N-1})",
               &off_p);
  const study *a[2] = { &on_p, &on_e };
  const char *na[2] = { "previous", "explicit" };
  double w = worst (a, na, 2, ALL5, 2.0, at, sizeof at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "M_alpha previous and explicit");
  vc_report ("C3", w, " %s, M_alpha previous and explicit: order of y, z, a, lambda, psi "
             "farthest from 2 (%s%s)", fixname, at,
             alp_orders ("previous", &on_p, "explicit", &on_e));
  const study *b[2] = { &off_p, &off_e };
  w = worst (b, na, 2, ALP, 1.0, at, sizeof at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "step-fix off, M_alpha previous and "
         "explicit");
  vc_report ("C4", w, " (%s)", at);
  const study *c[2] = { &pr_p, &pr_e };
  w = worst (c, na, 2, ALP, 1.0, at, sizeof at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "step-fix printed, M_alpha previous and "
         "explicit");
  vc_report ("C5", w, " (%s)", at);
  const study *d[4] = { &off_p, &off_e, &pr_p, &pr_e };
  const char *nd[4] = { "off previous", "off explicit", "printed previous",
                        "printed explicit" };
  w = worst (d, nd, 4, YZ, 2.0, at, sizeof at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "step-fix off and printed, M_alpha "
         "previous and explicit");
  vc_report ("C6", w, " (%s)", at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "M_alpha previous");
  vc_report ("C13", on_p.order_a_pair, " %s, M_alpha previous, a against a(t_N + alpha H) (the "
             "caption's h read as the pair length H): order of a", fixname);
}

/* C7-C9: (15) applied by the program */
static void
m_program15 (void)
{
  char at[120];
  study p15_e, p15_p;
  gp_options on_explicit = opts (GP_MALPHA_EXPLICIT, V ? FIX_LIB_ON : FIX_ON);
  run_study (GP_MALPHA_EXPLICIT, FIX_PROG15, SEQ_ALT, L_ALT, &p15_e, &on_explicit);
  run_study (GP_MALPHA_PREVIOUS, FIX_PROG15, SEQ_ALT, L_ALT, &p15_p, NULL);
  diag_study ("alt (15) by the program, explicit", &p15_e);
  diag_study ("alt (15) by the program, previous", &p15_p);
  const study *a[1] = { &p15_e };
  const char *na[1] = { "explicit" };
  double w = worst (a, na, 1, ALL5, 2.0, at, sizeof at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "(15) by the program, M_alpha explicit");
  vc_report ("C7", w, " (%s)", at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "the program's (15) vs step-fix on, "
         "M_alpha explicit");
  vc_report ("C8", p15_e.maxdiff, "%s", "");
  const study *b[1] = { &p15_p };
  const char *nb[1] = { "previous" };
  w = worst (b, nb, 1, LP, 1.0, at, sizeof at);
  vc_on (P, on_alt, rdB, H0, L_ALT - 1, T_END, uni, "(15) by the program, M_alpha previous");
  vc_report ("C9", w, " (%s; y %.3f z %.3f a %.3f)", at, p15_p.order[C_Y], p15_p.order[C_Z],
             p15_p.order[C_A]);
}

/* C10, C11: the list sequence */
static void
m_list (void)
{
  char buf[200], at[120];
  size_t n = 0;
  for (int i = 0; i < K_LIST; i++)
    n += (size_t) snprintf (buf + n, sizeof buf - n, " %.6f", pattern[i]);
  tap_diag ("list: blocks of length H of %d steps H *%s (LCG seed %u)", K_LIST, buf, SEED);
  study lon_p, lon_e, loff_p, lpr_p;
  run_study (GP_MALPHA_PREVIOUS, FIX_ON, SEQ_LIST, L_LIST, &lon_p, NULL);
  run_study (GP_MALPHA_EXPLICIT, FIX_ON, SEQ_LIST, L_LIST, &lon_e, NULL);
  run_study (GP_MALPHA_PREVIOUS, FIX_OFF, SEQ_LIST, L_LIST, &loff_p, NULL);
  run_study (GP_MALPHA_PREVIOUS, FIX_PRINTED, SEQ_LIST, L_LIST, &lpr_p, NULL);
  diag_study ("list on previous", &lon_p);
  diag_study ("list on explicit", &lon_e);
  diag_study ("list off previous", &loff_p);
  diag_study ("list printed previous", &lpr_p);
  const study *a[2] = { &lon_p, &lon_e };
  const char *na[2] = { "previous", "explicit" };
  double w = worst (a, na, 2, ALL5, 2.0, at, sizeof at);
  const char *on_list = "%sblocks H of %d seeded steps, the program's H = %g*2^-k, "
    "k = 0..%d, t-end %g, %s";
  vc_on (P, on_list, rdB, K_LIST, H0, L_LIST - 1, T_END, "M_alpha previous and explicit");
  vc_report ("C10", w, " %s, M_alpha previous and explicit: order of y, z, a, lambda, psi "
             "farthest from 2 (%s%s)", fixname, at,
             alp_orders ("previous", &lon_p, "explicit", &lon_e));
  const study *b[2] = { &loff_p, &lpr_p };
  const char *nb[2] = { "off", "printed" };
  w = worst (b, nb, 2, AL_, 1.0, at, sizeof at);
  vc_on (P, on_list, rdB, K_LIST, H0, L_LIST - 1, T_END, "step-fix off and printed, M_alpha "
         "previous");
  vc_report ("C11", w, " (%s)", at);
}

/* C14, C15: the same steps on problems whose velocity constraints do not
   fix z (jay-nh: n = 2, one nonholonomic; jn-test: n = 2, one holonomic;
   oscillator: none) */
static void
m_others (void)
{
  char at[120];
  static const gp_problem *const PS[3] = { &gp_problem_jay_nh, &gp_problem_jn_test,
                                           &gp_problem_oscillator };
  study po[3], pn[3];
  const study *so[3], *sn[3];
  const char *nm[3];
  for (int i = 0; i < 3; i++)
    {
      char what[80];
      Pcur = PS[i];
      nm[i] = PS[i]->name;
      run_study (GP_MALPHA_PREVIOUS, FIX_OFF, SEQ_ALT, L_OTHER, &po[i], NULL);
      run_study (GP_MALPHA_PREVIOUS, FIX_ON, SEQ_ALT, L_OTHER, &pn[i], NULL);
      so[i] = &po[i];
      sn[i] = &pn[i];
      snprintf (what, sizeof what, "alt off %s", nm[i]);
      diag_study (what, &po[i]);
      snprintf (what, sizeof what, "alt on %s", nm[i]);
      diag_study (what, &pn[i]);
    }
  Pcur = P;
  double w = worst (so, nm, 3, YZ, 1.0, at, sizeof at);
  vc_on_names ("jay-nh,jn-test,oscillator", on_alt, "", H0, L_OTHER - 1, T_END, uni,
               "step-fix off, M_alpha previous");
  vc_report ("C14", w, " (%s)", at);
  w = worst (sn, nm, 3, YZ, 2.0, at, sizeof at);
  vc_on_names ("jay-nh,jn-test,oscillator", on_alt, "", H0, L_OTHER - 1, T_END, uni,
               "M_alpha previous");
  vc_report ("C15", w, " %s: order of y, z farthest from 2 (%s)", fixname, at);
}

/* ---- the claims (theory/s001-sec-7.md's table states them in prose) ------- */
#define THM "S001-THM1"
#define OWN "options (coefficients, a-init, step-fix), problem (soi2-test, reading A or B); " \
  "the program's steps"
#define ORD(c, th, m, t, s, what) { .id = c, .theorem = th, .takes = OWN, .measure = m, \
    .check = VC_ORDER, .target = t, .slack = s, .text = what }
static const vc_claim claims[] = {
  { .id = "C1", .theorem = THM, .takes = "options (M_alpha, step-fix too), problem, h0, levels, "
    "t-end (alternating steps)", .measure = m_acceptance, .check = VC_ORDER, .target = 2.0,
    .slack = 0.15, .text = "acceptance run",
    .vcheck = VC_ORDER, .vtarget = 2.0, .vtext = "the variant's run" },
  { .id = "C2", .theorem = THM, .takes = "options (M_alpha), problem, h0, levels, t-end "
    "(alternating steps; step-fix off and printed)", .measure = m_acceptance, .check = VC_ORDER,
    .target = 1.0, .slack = 0.2,
    .text = "the same with --step-fix off and printed: order of a and lambda farthest from 1" },
  ORD ("C3", THM, m_alternating, 2.0, 0.1, "alt steps H/3, 2H/3 (H=1/5..1/5120), step_fix"),
  ORD ("C4", THM, m_alternating, 1.0, 0.2, "the same steps, step_fix off: order of a, lambda, "
       "psi farthest from 1"),
  ORD ("C5", THM, m_alternating, 1.0, 0.2, "the same, step_fix printed ((15)-(16) without "
       "alpha): order of a, lambda, psi farthest from 1"),
  ORD ("C6", THM, m_alternating, 2.0, 0.1, "step_fix off and printed, M_alpha previous and "
       "explicit: order of y, z farthest from 2"),
  ORD ("C7", THM, m_program15, 2.0, 0.1, "alt steps, (15) applied by the program (library "
       "step_fix off), M_alpha explicit: order of y, z, a, lambda, psi farthest from 2"),
  { .id = "C8", .takes = OWN, .measure = m_program15, .check = VC_LE, .target = 1e-2,
    .text = "the same runs against the library's step_fix on, M_alpha explicit: largest 2-norm "
    "difference of the final y, z, a, lambda, psi over the levels, relative to that level's "
    "global error of the component" },
  ORD ("C9", THM, m_program15, 1.0, 0.2, "alt steps, (15) by the program, M_alpha previous "
       "(stored product not corrected: (15) without (16)): order of lambda, psi farthest from 1"),
  ORD ("C10", THM, m_list, 2.0, 0.1, "list steps (seeded pattern of 6, H=1/5..1/2560), "
       "step_fix"),
  ORD ("C11", THM, m_list, 1.0, 0.2, "list steps, step_fix off and printed, M_alpha previous: "
       "order of a, lambda farthest from 1"),
  { .id = "C12", .takes = "options (M_alpha), problem, h0, levels, t-end (alternating steps)",
    .measure = m_acceptance, .check = VC_LE, .target = 1e-12,
    .text = "the program's errors on the acceptance set against gp_study_run's (galpha conv): "
    "largest relative difference" },
  ORD ("C13", NULL, m_alternating, 1.0, 0.2, "alt steps, step_fix"),
  { .id = "C14", .theorem = THM, .takes = "options (coefficients, a-init); the program's "
    "problems and steps", .measure = m_others, .check = VC_ORDER, .target = 1.0, .slack = 0.2,
    .text = "alt steps (H=1/5..1/2560), step_fix off, M_alpha previous, on jay-nh, jn-test, "
    "oscillator: order of y, z farthest from 1" },
  { .id = "C15", .theorem = THM, .takes = "options (coefficients, a-init, step-fix); the "
    "program's problems and steps", .measure = m_others, .check = VC_ORDER, .target = 2.0,
    .slack = 0.1, .text = "the same with step_fix" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID, .methods = "ga-soi2", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .gate = gate, .method = &gp_method_ga_soi2, .options = &ov,
  };
  return vc_run (argc, argv, &prog);
}
