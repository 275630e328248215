/* s002_sec_6.c -- verifies S002-SEC6 (theory/s002-sec-6.md): the index-2
 * variant of section 6 of Jay & Negrut (seed 002) and the midpoint variant of
 * section 3 (catalogue 3.3, 3.5), global order 2.
 *
 * S002-SEC6.  hht-i2 (R_1/2 = r(t0 + h/2, y0 + h/2 z0, (z0 + z1)/2, Psi),
 * 0 = k(t1, y1, z1)) converges with order 2 in y, z and a, and its multiplier
 * Psi_1/2 approximates psi at the midpoint t_n - h/2 with order 2.  The
 * midpoint variant of (3.4) (b = 0, (R0 + R1)/2 in (3.4b) replaced by
 * R_1/2 = r(t0 + h/2, y0 + h/2 z0, Lambda_1/2)) keeps order 2 in y, z, a.
 *
 * The claims: the table `claims` at the end (theory/s002-sec-6.md states
 * them in prose); HHT alpha = -0.15 (the paper's jn-test value), t = 1,
 * h = 0.1 / 2^k, k = 0..7, exact solutions; orders by gp_order_fit over
 * gp_asymptotic_range.  Each run's measure serves the paper's settings and
 * a variant's.
 *
 * Under --variant FILE: the variant's alpha, step-fix and Newton tolerance,
 * its step sequence (steps, h0, levels, t-end; defaults h = 0.1 2^-k,
 * k = 0..7, to t = 1).  Method hht-i2: its first run on its problem when it
 * names one with an exact solution (else jn-test-i2), the jay-nh run when
 * it names none (not about it when it does: the first run checks its
 * problem); hht-odae's midpoint run is not about it.  Method hht-odae: the
 * midpoint run on its problem when it names one with an exact solution
 * (else jn-test), the hht-i2 runs not about it; for the (3.4) and (3.5) forms,
 * whose multipliers are not midpoint values, the program answers as for
 * another method (1..0 # SKIP ... hht-odae-midpoint, not hht-odae).  The
 * midpoint-value claim over the runs made.  Gated by the method's S002-SEC6 rows; alternating
 * steps with step-fix off violate the correction (2.3) the orders assume
 * (a hypothesis of the program).
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
#include "claims.h"

#define ID "S002-SEC6"
#define L 8
#define LMAX 16               /* a variant's levels */
#define H0 0.1
#define T_END 1.0
#define ALPHA (-0.15)

/* the study's settings: the paper's, or the variant's (options from its
   file, its alpha, its step sequence) */
static const struct variant *V;
static double alpha = ALPHA, st_h0 = H0, st_t = T_END;
static int st_L = L;
static gp_steps_kind st_kind = GP_STEPS_UNIFORM;
static gp_options vopt;

static const vc_mutant mutants[] = {
  { "mult-at-tn", "C4,C8,C12",
    "the multipliers compared with their exact value at t_n instead of t_n - h/2" },
  { "gamma-off", "C1,C2,C3,C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "gamma = 1/2 - alpha + 0.01: HHT's order condition broken" },
  { "a-at-tn", "C3,C7,C11",
    "a compared with f(t_n, y(t_n), z(t_n)) instead of at t_n + alpha h" },
  { "c13-at-midpoint", "C13",
    "C13's comparison made at t_n - h/2 instead of t_n: the order is 2" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

typedef struct
{
  double h[LMAX], err[GP_NBLOCKS][LMAX], emid[LMAX], etn[LMAX];
  double order[GP_NBLOCKS], omid, otn;
  double theta;   /* finest level: (mult - mu(t_n)) / (-h mu'(t_n)), first component */
  int lo[GP_NBLOCKS], lomid, lotn;
  const gp_problem *P;   /* the problem the study ran on */
} result;

/* The exact multiplier (lambda or psi, whichever the problem has) at t. */
static void
exact_mult (const gp_problem *P, double t, double *mu)
{
  double y[8], z[8], a[8], lam[4], psi[4];
  if (P->exact (t, y, z, a, lam, psi, P->params))
    tap_bail ("exact solution of %s failed at t = %g", P->name, t);
  memcpy (mu, P->m_g ? lam : psi, (P->m_g ? P->m_g : P->m_k) * sizeof (double));
}

static void
study (const gp_method *m, const gp_problem *P, int midpoint, const char *tag,
       result *r)
{
  gp_options o;
  char why[256];
  gp_options_default (&o);
  if (V)
    o = vopt;
  if (gp_coeffs_hht (alpha, &o.c, why, sizeof why))
    tap_bail ("%s", why);
  o.midpoint = midpoint;
  if (mut == 1)
    o.c.gamma += 0.01;
  gp_stepper *s = vc_stepper (m, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  r->P = P;
  double shift = m->a_shift (&o);
  size_t nm = P->m_g ? P->m_g : P->m_k;
  /* where the multiplier is compared: t_n - h/2 (the claim); C13 at t_n */
  double th_mid = mut == 0 ? 0.0 : 0.5, th_tn = mut == 3 ? 0.5 : 0.0;
  for (int k = 0; k < st_L; k++)
    {
      double h = ldexp (st_h0, -k), mu[4];
      gp_steps S = { st_kind, h, NULL, 0 };
      gp_run run;
      gp_stepper_reset (s);
      if (gp_integrate (s, &S, st_t, x, 0, NULL, NULL, &run) != GP_OK)
        tap_bail ("%s %s h=%g failed at step %ld: %s", tag, P->name, h, run.fail_step,
                  gp_stepper_message (s));
      /* alternating steps: the last step's size sets the offsets */
      if (st_kind != GP_STEPS_UNIFORM)
        h = run.last_h;
      double e[GP_NBLOCKS];
      vc_errors_for (m, P, x, mut == 2 ? 0.0 : shift * h, e);
      const double *xm = P->m_g ? x->lam : x->psi;
      exact_mult (P, x->t - th_mid * h, mu);
      r->emid[k] = vc_dist (xm, mu, nm);
      exact_mult (P, x->t - th_tn * h, mu);
      r->etn[k] = vc_dist (xm, mu, nm);
      r->h[k] = h;
      if (k == st_L - 1)
        {
          /* the time offset in units of h, from mu's derivative (central
             difference of the exact multiplier, truncation ~1e-12) */
          double mp[4], mm[4], m0[4], d = 1e-5;
          exact_mult (P, x->t + d, mp);
          exact_mult (P, x->t - d, mm);
          exact_mult (P, x->t, m0);
          r->theta = (xm[0] - m0[0]) / (-h * (mp[0] - mm[0]) / (2 * d));
        }
      for (int b = 0; b < GP_NBLOCKS; b++)
        r->err[b][k] = e[b];
      tap_diag ("%s/%s h=%-9.4g err_y=%.4e err_z=%.4e err_a=%.4e err_mult(t-h/2)=%.4e "
                "err_mult(t)=%.4e", tag, P->name, h, e[GP_Y], e[GP_Z], e[GP_A], r->emid[k],
                r->etn[k]);
    }
  for (int k = 0; k < st_L; k++)
    r->h[k] = ldexp (st_h0, -k);   /* the fits against H (alternating: the pair) */
  for (int b = GP_Y; b <= GP_A; b++)
    r->order[b] = gp_order_fit (r->h, r->err[b], st_L, &r->lo[b]);
  r->omid = gp_order_fit (r->h, r->emid, st_L, &r->lomid);
  r->otn = gp_order_fit (r->h, r->etn, st_L, &r->lotn);
  gp_state_free (x);
  gp_stepper_free (s);
}

/* under a variant, what the claims that follow ran on: the problems' names
   (comma-separated) and the study's step sequence (study's b = 0 is the
   variant's: the midpoint form with another b is refused, hht-i2 has none) */
static void
on_study (const char *names)
{
  vc_on_names (names, "h0 = %g, %d levels, t-end %g%s", st_h0, st_L, st_t,
               st_kind != GP_STEPS_UNIFORM ? ", alternating steps" : "");
}

/* the orders of one run: y, z, a (c0 .. c0 + 2) and the multiplier (c0 + 3) */
static void
claims (const result *r, const char *what, int c0)
{
  static const gp_block B[3] = { GP_Y, GP_Z, GP_A };
  on_study (r->P->name);
  for (int j = 0; j < 3; j++)
    {
      char cid[16];
      snprintf (cid, sizeof cid, "C%d", c0 + j);
      vc_report (cid, r->order[B[j]], "/%s alpha=%g t=%g (lsq h=%.3g..%.3g)", what, alpha, st_t,
                 r->h[r->lo[B[j]]], r->h[st_L - 1]);
    }
  char cid[16];
  snprintf (cid, sizeof cid, "C%d", c0 + 3);
  vc_report (cid, r->omid, "/%s (lsq h=%.3g..%.3g)", what, r->h[r->lomid], r->h[st_L - 1]);
}

/* a problem the variant may name: an exact solution, multipliers of at most
   4 components and n <= 8 (the buffers of exact_mult) */
static int
fits (const gp_problem *Q)
{
  return Q->exact != NULL && Q->n <= 8 && Q->m_g + Q->m_k <= 4;
}

/* The variants this program reviews: hht-i2's, and hht-odae's midpoint
   form.  No claim is about the forms (3.4), (3.5), whose multipliers are
   not midpoint values. */
static int
midpoint_or_i2 (const struct variant *v)
{
  return v->m != &gp_method_hht_odae || v->o.midpoint;
}

/* ---- the settings: the paper's runs, or a variant's ----------------------- */
static vc_program prog;

static void
setup (int mutant)
{
  mut = mutant;
  V = vc_variant ();
  if (!V)
    return;
  gp_options_default (&vopt);
  vc_variant_options (V->m, &vopt);
  prog.method = V->m;
  /* its options, alpha and step sequence */
  alpha = gp_coeffs_alpha (&vopt.c);
  st_kind = V->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM;
  st_h0 = V->have_h0 ? V->h0 : H0;
  st_t = V->have_t_end ? V->t_end : T_END;
  st_L = V->have_levels ? (int) V->levels : L;
}

/* the runs made (for C13): hht-i2 on jn-test-i2 (or a variant's problem),
   on jay-nh, the midpoint form on jn-test (or a variant's problem) */
static result runs[3];
static const result *made[3];
static char what[3][96];
static int nmade;

static void
run (int i, const gp_method *m, const gp_problem *P, int midpoint, const char *tag, int c0)
{
  snprintf (what[i], sizeof what[i], "%s", P->name);
  study (m, P, midpoint, tag, &runs[i]);
  claims (&runs[i], what[i], c0);
  made[nmade++] = &runs[i];
}

/* C1-C4 */
static void
m_i2 (void)
{
  const gp_problem *P = V ? vc_variant_problem (&gp_problem_jn_test_i2, fits)
    : &gp_problem_jn_test_i2;
  run (0, &gp_method_hht_i2, P, 0, "hht-i2", 1);
}

/* C5-C8 */
static void
m_jay (void)
{
  run (1, &gp_method_hht_i2, &gp_problem_jay_nh, 0, "hht-i2", 5);
}

/* C9-C12 */
static void
m_midpoint (void)
{
  const gp_problem *P = V ? vc_variant_problem (&gp_problem_jn_test, fits) : &gp_problem_jn_test;
  run (2, &gp_method_hht_odae, P, 1, "hht-odae-midpoint", 9);
}

/* C13 over the runs made */
static void
m_c13 (void)
{
  double worst = made[0]->otn;
  char names[200] = "", list[300] = "";
  static const char *const LABEL[3] = { "hht-i2/", "hht-i2/", "hht-odae --midpoint b=0/" };
  for (int i = 0; i < nmade; i++)
    {
      size_t k = strlen (names);
      snprintf (names + k, sizeof names - k, "%s%s", k ? "," : "", made[i]->P->name);
    }
  on_study (names);
  for (int i = 0; i < nmade; i++)
    {
      const result *r = made[i];
      tap_diag ("run %d: order against the multiplier at t_n %.3f (lsq h=%.3g..%.3g); at "
                "h=%.3g the multiplier lies at t_n - %.4f h", i + 1, r->otn,
                r->h[r->lotn], r->h[st_L - 1], r->h[st_L - 1], r->theta);
      if (!(fabs (r->otn - 1.0) <= fabs (worst - 1.0)))
        worst = r->otn;
    }
  if (V)
    for (int i = 0; i < 3; i++)
      {
        if (runs[i].P == NULL)
          continue;
        size_t k = strlen (list);
        snprintf (list + k, sizeof list - k, "%s%s%s", k ? ", " : "", LABEL[i], what[i]);
      }
  else
    snprintf (list, sizeof list, "hht-i2/jn-test-i2, hht-i2/jay-nh, midpoint/jn-test");
  vc_report ("C13", worst, ", worst of %s", list);
}

/* the runs a variant's method and problem put outside */
static vc_not_about
not_about (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  int i2 = V->m == &gp_method_hht_i2;
  if (n <= 4 && !i2)
    return (vc_not_about) { "hht-i2, the variant is hht-odae", "not run: hht-i2/jn-test-i2" };
  if (n >= 5 && n <= 8 && !i2)
    return (vc_not_about) { "hht-i2, the variant is hht-odae", "not run: hht-i2/jay-nh" };
  if (n >= 5 && n <= 8 && V->P)
    return (vc_not_about) { "it names its problem, which C1-C4 check", "not run: hht-i2/jay-nh" };
  if (n >= 9 && n <= 12 && i2)
    return (vc_not_about) { "the midpoint form of hht-odae, the variant is hht-i2",
                            "not run: hht-odae --midpoint" };
  return (vc_not_about) { NULL, NULL };
}

/* alternating steps with step-fix off: the correction (2.3) the orders
   assume is missing */
static const char *
gate (const vc_claim *c)
{
  if (atoi (c->id + 1) <= 12 && st_kind != GP_STEPS_UNIFORM && vopt.step_fix == GP_STEPFIX_OFF)
    return "steps = alt with step-fix off violates the correction (2.3) on a change of step "
      "size (S002-SEC6 with variable steps)";
  return NULL;
}

/* ---- the claims (theory/s002-sec-6.md's table states them in prose) ------- */
#define RUN "options (alpha, step-fix, Newton tolerance), problem, steps (steps, h0, levels, " \
  "t-end)"
#define ORD(cid, m, what) \
  { .id = cid, .theorem = ID, .takes = RUN, .measure = m, .check = VC_ORDER, .target = 2.0, \
    .slack = 0.1, .text = what }
static const vc_claim claims_table[] = {
  ORD ("C1", m_i2, "y global order hht-i2"),
  ORD ("C2", m_i2, "z global order hht-i2"),
  ORD ("C3", m_i2, "a global order hht-i2"),
  ORD ("C4", m_i2, "Psi_1/2 against the exact multiplier at t_n - h/2, global order hht-i2"),
  ORD ("C5", m_jay, "y global order hht-i2"),
  ORD ("C6", m_jay, "z global order hht-i2"),
  ORD ("C7", m_jay, "a global order hht-i2"),
  ORD ("C8", m_jay, "Psi_1/2 against the exact multiplier at t_n - h/2, global order hht-i2"),
  ORD ("C9", m_midpoint, "y global order hht-odae --midpoint b=0"),
  ORD ("C10", m_midpoint, "z global order hht-odae --midpoint b=0"),
  ORD ("C11", m_midpoint, "a global order hht-odae --midpoint b=0"),
  ORD ("C12", m_midpoint, "Lambda_1/2 against the exact multiplier at t_n - h/2, global order "
       "hht-odae --midpoint b=0"),
  { .id = "C13", .theorem = ID, .takes = RUN, .measure = m_c13, .check = VC_ORDER,
    .target = 1.0, .slack = 0.1, .text = "the multipliers are midpoint values: against the exact "
    "multiplier at t_n their order is 1 (the h/2 offset)" },
};

static vc_program prog = {
  .id = ID, .methods = "hht-i2 hht-odae", .applies = midpoint_or_i2,
  .why_not = "its claims about hht-odae are about the midpoint form (midpoint = on), not the "
  "forms (3.4), (3.5)", .mutants = mutants, .nmut = NMUT, .claims = claims_table,
  .nclaims = (int) (sizeof claims_table / sizeof claims_table[0]), .newton = 1, .setup = setup,
  .not_about = not_about, .method = &gp_method_hht_i2, .options = &vopt, .gate = gate,
};

int
main (int argc, char **argv)
{
  return vc_run (argc, argv, &prog);
}
