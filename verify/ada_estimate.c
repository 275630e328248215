/* ada_estimate.c -- verifies ADA-EST (theory/ada-estimate.md): the local
 * error estimate of the adaptive driver.
 *
 * CLAIM ADA-EST.  For ga-nh, ga-soi2, hht-odae (and ga-i3) one step from the
 * exact solution gives an estimate le (gp_stepper_estimate, n-vector) of the
 * local error of y, y1 - y(t1), with
 *   le = Pi C h^2 (A1 - A0),  C = beta - 1/6 + alpha/2,
 * (hht-odae: + (b/2 - 1/6) h^2 D, D the change of its reaction over the
 * step with the new multiplier held), Pi the projector onto ker g_y along
 * the constraint forces (holonomic constraints only).  Its leading term is
 * that of the true local error, so |le| / |y1 - y(t1)| -> 1 as h -> 0, with
 * an O(h) deviation.
 *
 * One step from the exact solution at t0 = 0.3 and 0.7, h = 0.1 2^-k,
 * k = 0..7, on every problem with an exact solution that the method
 * integrates (the start a_alpha = a(t0 + alpha h), the method's a).
 *
 * The claims: the table `claims` at the end (theory/ada-estimate.md states
 * them in prose, with what each takes from a variant and its gate); each
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

#define LEVELS 8
static const double H0 = 0.1, T0S[2] = { 0.3, 0.7 };
static gp_test_switches sw;
static int mut = -1;
static FILE *dat;

static const vc_mutant mutants[] = {
  { "constant-x2", "C1,C2,C3,C4,C5", "the estimate's constant C doubled (a wrong leading coefficient)" },
  { "no-projection", "C2,C3,C4,C5,C6", "the estimate not projected onto ker g_y for holonomic constraints" },
  { "no-reaction-term", "C3,C5,C6", "hht-odae's estimate without the reaction term (b/2 - 1/6) h^2 D" },
  { "beta-only", "C1,C2,C3,C4,C5", "the estimate beta h^2 (A1 - A0), y1 minus the Taylor predictor, without the -1/6 + alpha/2 of the exact solution" },
};

typedef struct
{
  double limit;      /* Richardson limit 2 r_L - r_{L-1} */
  double dev_order;  /* order of |r - 1| over the finest four levels */
  double cos_fine;   /* cos of the angle at the finest level */
} result;

/* ratios |le| / |y1 - y(t1)| over the levels for one start time */
static result
ratios (const gp_method *m, const gp_problem *P, const gp_options *o, double t0,
        const char *tag)
{
  gp_stepper *s = vc_stepper (m, P, o, &sw);
  gp_state *x = gp_stepper_state_alloc (s), *r = gp_stepper_state_alloc (s);
  double al = gp_coeffs_alpha (&o->c), h[LEVELS], rr[LEVELS], dev[LEVELS], le[16];
  result res = { 0, 0, 0 };
  for (int k = 0; k < LEVELS; k++)
    {
      h[k] = ldexp (H0, -k);
      vc_state_exact_for (m, P, t0, al * h[k], x);
      gp_stepper_reset (s);
      if (gp_stepper_step (s, h[k], x) != GP_OK)
        tap_bail ("%s step h = %g failed: %s", tag, h[k], gp_stepper_message (s));
      if (gp_stepper_estimate (s, x, le) != GP_OK)
        tap_bail ("%s estimate failed: %s", tag, gp_stepper_message (s));
      vc_state_exact (P, t0 + h[k], 0.0, r);
      double e2 = 0, l2 = 0, dot = 0;
      for (size_t i = 0; i < P->n; i++)
        {
          double d = x->y[i] - r->y[i];
          e2 += d * d;
          l2 += le[i] * le[i];
          dot += d * le[i];
        }
      rr[k] = sqrt (l2 / e2);
      dev[k] = fabs (rr[k] - 1);
      res.cos_fine = dot / sqrt (e2 * l2);
      if (dat)
        fprintf (dat, "%s\t%s\t%s\t%g\t%.17g\t%.17g\t%.17g\t%.17g\n", tag, m->name, P->name,
                 t0, h[k], sqrt (e2), sqrt (l2), rr[k]);
    }
  res.limit = 2 * rr[LEVELS - 1] - rr[LEVELS - 2];
  res.dev_order = gp_lsq_order (h, dev, LEVELS - 4, LEVELS - 1);
  tap_diag ("%-22s %-9s %-10s t0=%.1f ratios %.4f %.4f %.4f .. %.5f %.5f -> %.5f "
            "(|r-1| order %.2f, 1-cos %.1e)", tag, m->name, P->name, t0, rr[0], rr[1], rr[2],
            rr[LEVELS - 2], rr[LEVELS - 1], res.limit, res.dev_order, 1 - res.cos_fine);
  gp_state_free (x);
  gp_state_free (r);
  gp_stepper_free (s);
  return res;
}

/* the worst case of a claim's group */
typedef struct
{
  double lim_dev, order_dev, one_minus_cos;
} worst;

static worst all;

static double
group (const gp_method *m, const gp_problem *const *Ps, int nP, const gp_options *o,
       const char *tag)
{
  double wd = 0.0;
  for (int p = 0; p < nP; p++)
    for (int j = 0; j < 2; j++)
      {
        result r = ratios (m, Ps[p], o, T0S[j], tag);
        wd = fmax (wd, fabs (r.limit - 1));
        all.order_dev = fmax (all.order_dev, fabs (r.dev_order - 1));
        all.one_minus_cos = fmax (all.one_minus_cos, 1 - r.cos_fine);
      }
  return wd;
}

static void
apply_mutant (void)
{
  if (mut == 0)
    sw.est_factor = 2.0;
  if (mut == 1)
    sw.est_no_projection = 1;
  if (mut == 2)
    sw.est_no_reaction = 1;
}

/* the options of the beta-only mutant: C = beta, i.e. est_factor
   beta / (beta - 1/6 + alpha/2) */
static void
beta_only (const gp_options *o)
{
  if (mut == 3)
    sw.est_factor = o->c.beta / (o->c.beta - 1.0 / 6.0 + 0.5 * gp_coeffs_alpha (&o->c));
}

/* ---- under a variant ------------------------------------------------------- */
/* the theorem whose rows hold the method's order condition (the gate) */
static const char *
order_theorem (const gp_method *m)
{
  return m == &gp_method_ga_nh ? "S000-4.1/q=2" : m == &gp_method_ga_soi2 ? "S001-EQ14"
    : m == &gp_method_hht_odae ? "S002-4.3" : "S003-EQ20";
}

static int
has_exact (const gp_problem *P)
{
  return P->exact != NULL;
}

/* ---- the settings: the paper's, or a variant's ---------------------------- */
/* Under a variant (method ga-nh, ga-soi2, hht-odae or ga-i3): the claim of
   its method (C1, C2, C3 or C4) with the variant's options (Newton
   tolerance 1e-14 unless it sets one) on its problem when that has an
   exact solution, else on the program's problems of that method, at the
   program's t0 and h; C5 and C6 over those cases.  Its cases run in setup
   (their lines precede C1's). */
static const struct variant *V;
static const gp_method *const ms[4] = { &gp_method_ga_nh, &gp_method_ga_soi2,
                                        &gp_method_hht_odae, &gp_method_ga_i3 };
static int vcase;                     /* its method's claim, C1 + vcase */
static gp_options vo;
static char names[160];
static double vd;                     /* its largest distance of the limit from 1 */
static const char *const set = "one step from the exact solution at t0 = 0.3, 0.7, h = 0.1 .. "
  "0.1/128 (the program's steps)";

static void
setup (int mutant)
{
  mut = mutant;
  V = vc_variant ();
  if (!V)
    {
      apply_mutant ();
      dat = vc_data_open ("ada-estimate.dat", mut);
      if (dat)
        fprintf (dat, "# one step from the exact solution: the true local error of y and the "
                 "estimate; written by verify/ada_estimate\ncase\tmethod\tproblem\tt0\th\ttrue\t"
                 "estimate\tratio\n");
      return;
    }
  /* the program's problems of each method */
  const gp_problem *own[4][4] = {
    { &gp_problem_jay_nh, &gp_problem_oscillator },
    { &gp_problem_soi2_test, &gp_problem_jay_nh, &gp_problem_jn_test, &gp_problem_oscillator },
    { &gp_problem_jn_test }, { &gp_problem_jn_test } };
  const int nown[4] = { 2, 4, 1, 1 };
  while (ms[vcase] != V->m)
    vcase++;
  gp_options_for (V->m, &vo);
  vo.newton_tol = 1e-14;
  vc_variant_options (V->m, &vo);
  const gp_problem *Ps[4];
  int nP = nown[vcase];
  memcpy (Ps, own[vcase], sizeof Ps);
  const gp_problem *PV = vc_variant_problem (own[vcase][0], has_exact);
  if (PV != own[vcase][0])
    {
      Ps[0] = PV;
      nP = 1;
    }
  for (int p = 0; p < nP; p++)
    snprintf (names + strlen (names), sizeof names - strlen (names), "%s%s", p ? "," : "",
              Ps[p]->name);
  vd = group (V->m, Ps, nP, &vo, "the variant");
}

static vc_not_about
not_about (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  if (n <= 4 && n - 1 != vcase)
    return (vc_not_about) { "the claim is about another method", "nothing measured" };
  return (vc_not_about) { NULL, NULL };
}

/* C1-C6 assume the method's order-condition row (the derivation's A0, A1
   approximate the accelerations at the shifted times) */
static const char *
gate (const vc_claim *c)
{
  static char why[512];
  if (atoi (c->id + 1) > 6)
    return NULL;
  return gp_hypothesis_violated (V->m, &vo, GP_HYP_THEOREM, order_theorem (V->m), why,
                                 sizeof why) ? why : NULL;
}

/* ---- measures ------------------------------------------------------------- */
/* C1-C4 under a variant: its method's, from setup's cases */
static int
variant_case (const char *cid)
{
  if (!V)
    return 0;
  vc_on_names (names, "%s", set);
  vc_report (cid, vd, ", the variant (%s): Richardson limit of |le| / |y1 - y(t1)|, largest "
             "distance from 1", names);
  return 1;
}

static void
m_c1 (void)
{
  if (variant_case ("C1"))
    return;
  gp_options o;
  const gp_problem *nh[] = { &gp_problem_jay_nh, &gp_problem_oscillator };
  gp_options_for (&gp_method_ga_nh, &o);
  o.newton_tol = 1e-14;
  beta_only (&o);
  double d1 = group (&gp_method_ga_nh, nh, 2, &o, "ga-nh CH(0.2)");
  vc_report ("C1", d1, " (jay-nh, oscillator; t0 = 0.3, 0.7): Richardson limit of |le| / "
             "|y1 - y(t1)|, largest distance from 1");
}

static void
m_c2 (void)
{
  if (variant_case ("C2"))
    return;
  gp_options o;
  const gp_problem *so[] = { &gp_problem_soi2_test, &gp_problem_jay_nh, &gp_problem_jn_test,
                             &gp_problem_oscillator };
  gp_options_for (&gp_method_ga_soi2, &o);
  o.newton_tol = 1e-14;
  o.m_alpha = GP_MALPHA_PREVIOUS;
  beta_only (&o);
  double d2 = group (&gp_method_ga_soi2, so, 4, &o, "ga-soi2 CH(0.2)");
  vc_report ("C2", d2, " (soi2-test, jay-nh, jn-test, oscillator): Richardson limit of the "
             "ratio, largest distance from 1");
}

static const gp_problem *const jn[] = { &gp_problem_jn_test };

static void
m_c3 (void)
{
  if (variant_case ("C3"))
    return;
  char why[256];
  gp_options o;
  double d3 = 0.0;
  struct { double b; int r1, mid; const char *tag; } hv[] = {
    { 0.3, 0, 0, "hht-odae (3.4) b=0.3" }, { 0.0, 0, 0, "hht-odae (3.4) b=0" },
    { 0.3, 1, 0, "hht-odae (3.5) b=0.3" }, { 0.0, 0, 1, "hht-odae midpoint" } };
  for (int v = 0; v < 4; v++)
    {
      gp_options_for (&gp_method_hht_odae, &o);
      o.newton_tol = 1e-14;
      if (gp_coeffs_hht (-0.15, &o.c, why, sizeof why))
        tap_bail ("%s", why);
      o.c.b = hv[v].b;
      o.r1 = hv[v].r1 ? GP_R1_EXPLICIT : GP_R1_IMPLICIT;
      o.midpoint = hv[v].mid;
      beta_only (&o);
      d3 = fmax (d3, group (&gp_method_hht_odae, jn, 1, &o, hv[v].tag));
    }
  vc_report ("C3", d3, " alpha = -0.15 on jn-test ((3.4) b = 0.3 and 0, (3.5), midpoint): "
             "Richardson limit of the ratio, largest distance from 1");
}

static void
m_c4 (void)
{
  if (variant_case ("C4"))
    return;
  char why[256];
  gp_options o;
  double d4 = 0.0;
  for (int v = 0; v < 2; v++)
    {
      gp_options_for (&gp_method_ga_i3, &o);
      o.newton_tol = 1e-14;
      if (gp_coeffs_chung_hulbert (v ? 0.7 : 0.2, &o.c, why, sizeof why))
        tap_bail ("%s", why);
      beta_only (&o);
      d4 = fmax (d4, group (&gp_method_ga_i3, jn, 1, &o, v ? "ga-i3 CH(0.7)" : "ga-i3 CH(0.2)"));
    }
  vc_report ("C4", d4, " on jn-test (CH(0.2), CH(0.7)): Richardson limit of the ratio, largest "
             "distance from 1");
}

/* C5, C6: over every case of C1-C4 (a variant's: its cases) */
static void
m_all (void)
{
  const char *over = V ? "the variant's cases" : "every case";
  if (V)
    vc_on_names (names, "%s", set);
  vc_report ("C5", 1.0 + all.order_dev, " over %s", over);
  vc_report ("C6", all.one_minus_cos, " at h = %g over %s", ldexp (H0, -(LEVELS - 1)), over);
}

/* C7: the projection is what makes the constant the method's */
static void
m_c7 (void)
{
  if (V)
    {
      vc_on (NULL, "nothing measured");
      vc_report_skip ("C7", "not applicable: needs the estimate without its projection (a test "
                      "switch), a contrast of the estimate's design on ga-soi2's program "
                      "settings", "%s", "");
      return;
    }
  gp_options o;
  gp_test_switches keep = sw;
  sw.est_no_projection = 1;
  gp_options_for (&gp_method_ga_soi2, &o);
  o.newton_tol = 1e-14;
  o.m_alpha = GP_MALPHA_PREVIOUS;
  beta_only (&o);
  result a = ratios (&gp_method_ga_soi2, &gp_problem_jn_test, &o, T0S[0], "unprojected");
  result b = ratios (&gp_method_ga_soi2, &gp_problem_jn_test, &o, T0S[1], "unprojected");
  sw = keep;
  vc_report ("C7", fabs (a.limit - b.limit), ": ga-soi2 on jn-test, |limit(t0 = 0.3) - "
             "limit(t0 = 0.7)| (%.4f, %.4f)", a.limit, b.limit);
}

/* C8: hht-odae's reaction term */
static void
m_c8 (void)
{
  if (V)
    {
      vc_report_skip ("C8", "not applicable: needs hht-odae's estimate without its reaction "
                      "term (a test switch), a contrast on the program's settings", ": the "
                      "limit is off 1");
      return;
    }
  char why[256];
  gp_options o;
  gp_test_switches keep = sw;
  sw.est_no_reaction = 1;
  double w = 0.0;
  for (int j = 0; j < 2; j++)
    {
      gp_options_for (&gp_method_hht_odae, &o);
      o.newton_tol = 1e-14;
      if (gp_coeffs_hht (-0.15, &o.c, why, sizeof why))
        tap_bail ("%s", why);
      o.c.b = 0.0;
      beta_only (&o);
      result r = ratios (&gp_method_hht_odae, &gp_problem_jn_test, &o, T0S[j], "no reaction term");
      w = j == 0 ? fabs (r.limit - 1) : fmin (w, fabs (r.limit - 1));
    }
  sw = keep;
  vc_report ("C8", w, " (b/2 - 1/6) h^2 D: the limit's distance from 1, the smaller of t0 = 0.3 "
             "and 0.7");
}

static void
finish (void)
{
  if (dat)
    fclose (dat);
}

/* ---- the claims (theory/ada-estimate.md's tables state them in prose) ----- */
#define EST(c, m, what) { .id = c, .takes = "options; its problem when it has an exact solution " \
    "(the program's t0 and h)", .measure = m, .check = VC_LE, .target = 0.01, .text = what }
static const vc_claim claims[] = {
  EST ("C1", m_c1, "ga-nh"), EST ("C2", m_c2, "ga-soi2"), EST ("C3", m_c3, "hht-odae"),
  EST ("C4", m_c4, "ga-i3"),
  { .id = "C5", .takes = "its cases", .measure = m_all, .check = VC_ORDER, .target = 1.0,
    .slack = 0.25,
    .text = "|ratio - 1| is O(h): fitted order over the finest four levels, farthest from 1" },
  { .id = "C6", .takes = "its cases", .measure = m_all, .check = VC_LE, .target = 1e-4,
    .text = "le and y1 - y(t1) point the same way: largest 1 - cos" },
  { .id = "C7", .takes = "nothing: not applicable (the estimate without its projection, a test "
    "switch)", .measure = m_c7, .check = VC_GE, .target = 0.1,
    .text = "without the projection the limit depends on the point" },
  { .id = "C8", .takes = "nothing: not applicable (the estimate without its reaction term, a "
    "test switch)", .measure = m_c8, .check = VC_GE, .target = 0.5,
    .text = "hht-odae (3.4) b = 0 without the reaction term" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = "ADA-EST",
    .problem = "C1: jay-nh,oscillator; C2, C5, C6: soi2-test,jay-nh,jn-test,oscillator; "
      "C3, C4, C7, C8: jn-test",
    .methods = "ga-nh ga-soi2 hht-odae ga-i3", .mutants = mutants, .nmut = 4,
    .claims = claims, .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1,
    .setup = setup, .not_about = not_about, .gate = gate, .finish = finish, .options = &vo,
  };
  return vc_run (argc, argv, &prog);
}
