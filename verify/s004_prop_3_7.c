/* s004_prop_3_7.c -- verifies S004-P3.7 (theory/s004-prop-3.7.md): Props
 * 3.6/3.7, eq. (18) and Remark 3.10 of seed 004 (Anahory Simoes, Ferraro,
 * Marrero, Martin de Diego, "Nonholonomic Newmark method"; catalogue sec. 5.4).
 *
 * S004-P3.7.  For gamma = 1/2 and any beta, the nh-newmark methods with
 * constraint parameters alpha_d and 1 - alpha_d are mutually adjoint,
 * (Phi^{alpha_d}_h)* = Phi^{1-alpha_d}_h, i.e. Phi^{1-alpha_d}_{-h} o
 * Phi^{alpha_d}_h = id, for (14) and (15).  Hence the composition (18)
 * Psi_h = Phi^{alpha_d}_{h/2} o Phi^{1-alpha_d}_{h/2} is symmetric, of
 * order 2 (Prop 3.6 is alpha_d = 0, beta = 0), and its triple jump
 * Psi_{c1 h} o Psi_{c2 h} o Psi_{c1 h} is of order 4.
 *
 * Problems nh-particle, nh-chaotic, cvt and cvt with epsilon = 0.1; round
 * trips from S0 (the initial values) and S1 (t = 1/2), h = 0.1 2^-k,
 * k = 0..6; orders at t = 1, h = 0.1 2^-k, least squares over the library's
 * asymptotic range (gp_order_fit).
 *
 * The claims: the table `claims` at the end (theory/s004-prop-3.7.md states
 * them in prose); each measure serves the paper's settings and a variant's.
 * Under --variant FILE (method nh-newmark, nh-newmark-comp or
 * nh-newmark-tj): the factor parameters beta, gamma, alpha_d, disc and the
 * Newton tolerance of the variant (for a composition also its comp-order
 * and substeps), on its problem when it names one that fits (else the four;
 * the triple jump's orders the first two): the adjoint pair alpha_d,
 * 1 - alpha_d of its factor, the composition (18) of that pair and its
 * triple jump, with its h0, levels and t-end (constant steps), each claim
 * gated by the S004-P3.7 rows of the method it is about (gate_for).
 */
#include <float.h>
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
#include "s004_roundtrip.h"

#define ID "S004-P3.7"
enum
{
  MUT_GAMMA = 0, MUT_SAME, MUT_TJ, MUT_ADJ, MUT_LOOSE, MUT_REF
};
static const vc_mutant mutants[] = {
  { "gamma-off", "C1,C2,C3,C6,C7,C8,C10",
    "gamma = 1/2 + 1e-3 in every step meant with gamma = 1/2 (the coefficients passed to "
    "gp_stepper_step_with in the adjoint round trips, the options of the compositions)" },
  { "comp-same", "C6,C7,C8,C10",
    "the library's test switch nh_comp_same in every composition: both factors "
    "Phi^{alpha_d}, no adjoint" },
  { "tj-c1", "C10",
    "the library's test switch nh_tj_c1: c1 = 1/(2 - 2^(1/2)), the wrong root" },
  { "adjoint-same-alpha", "C1,C2,C5",
    "the adjoint round trip's backward step with alpha_d instead of 1 - alpha_d" },
  { "newton-loose", "C1,C2,C6,C7,C10",
    "Newton matrix multiplied by 1.3 (linear convergence, factor 0.23) and tolerance "
    "1e-6 in every run" },
  { "reference-1e-9", "C10,C12",
    "the reference at t = 1 computed with rk8pd at tolerance 1e-9 instead of 1e-13" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;
static gp_test_switches sw;

static const gp_disc DISCS[2] = { GP_DISC_14, GP_DISC_15 };
static int
disc_no (gp_disc d)
{
  return d == GP_DISC_15 ? 15 : 14;
}

/* ---- under a variant ---------------------------------------------------- */
static const struct variant *V;
static gp_options vo;              /* the variant's options (its method's) */
static int v_nh, v_2beta;
static double o_h0 = 0.1, o_t = 1.0, o_tmid;
static int o_lev = -1;             /* levels: the variant's, or each study's own */
static long o_n0, o_m0;

static gp_options
opts (const gp_method *m, double beta, double ad, gp_disc disc)
{
  gp_options o;
  gp_options_for (m, &o);
  o.c.beta = beta;
  o.c.alpha_d = ad;
  o.disc = disc;
  if (mut == MUT_LOOSE)
    o.newton_tol = 1e-6;
  return o;
}

/* the coefficients a step is taken with: the wrong variants change them here */
static gp_coeffs
stepped (const gp_coeffs *c)
{
  gp_coeffs k = *c;
  if (mut == MUT_GAMMA && k.gamma == 0.5)
    k.gamma += 1e-3;
  return k;
}

static gp_stepper *
stepper (const gp_method *m, const gp_problem *P, gp_options o)
{
  o.c = stepped (&o.c);
  return vc_stepper (m, P, &o, &sw);
}

static gp_state *S0[S4_NP], *S1[S4_NP];

/* the value farthest from want (a NaN stays) */
static void
far_note (double *far, double *val, double want, double got)
{
  if (!(fabs (got - want) <= *far))
    {
      *far = fabs (got - want);
      *val = got;
    }
}

/* ---- the adjoint pair ------------------------------------------------------ */
typedef struct
{
  gp_stepper *sf, *sb;      /* nh-newmark with alpha_d and 1 - alpha_d (intended) */
  gp_coeffs cf, cb;         /* the coefficients the steps are taken with */
} pair_ctx;

static int
pair_step (void *vctx, int backward, double h, gp_state *x)
{
  pair_ctx *c = vctx;
  gp_stepper *s = backward ? c->sb : c->sf;
  int rc = gp_stepper_step_with (s, backward ? &c->cb : &c->cf, h, x);
  if (rc != GP_OK)
    tap_diag ("%s step alpha_d=%g beta=%g h=%g: %s", backward ? "backward" : "forward",
              gp_stepper_options (s)->c.alpha_d, gp_stepper_options (s)->c.beta, h,
              gp_stepper_message (s));
  return rc;
}

static double
pair_kappa (void *vctx, int backward, double h, const gp_state *x)
{
  pair_ctx *c = vctx;
  return s4_kappa (backward ? c->sb : c->sf, h, x);
}

/* round trips Phi^{1-ad}_{-h} o Phi^{ad}_h on problem p from x0 */
static void
pair_trips (int p, double beta, double gamma, double ad, gp_disc disc, const gp_state *x0,
            s4_trip r[S4_NH])
{
  const gp_problem *P = s4_prob[p];
  gp_options of = opts (&gp_method_nh_newmark, beta, ad, disc);
  gp_options ob = opts (&gp_method_nh_newmark, beta, 1.0 - ad, disc);
  of.c.gamma = ob.c.gamma = gamma;
  pair_ctx c;
  c.sf = vc_stepper (&gp_method_nh_newmark, P, &of, &sw);
  c.sb = vc_stepper (&gp_method_nh_newmark, P, &ob, &sw);
  c.cf = stepped (&of.c);
  c.cb = stepped (&ob.c);
  if (mut == MUT_ADJ)
    c.cb.alpha_d = c.cf.alpha_d;
  gp_state *x = gp_stepper_state_alloc (c.sf);
  if (!x)
    tap_bail ("out of memory");
  for (int k = 0; k < S4_NH; k++)
    r[k] = s4_roundtrip (pair_step, pair_kappa, &c, s4_h (k), x0, x);
  gp_state_free (x);
  gp_stepper_free (c.sf);
  gp_stepper_free (c.sb);
}

/* under a variant: the options its claims are about, the factor's (C1),
   the composition's (C6, C8, C9) and the triple jump's (C7, C10, C12),
   and the text naming the factor */
static gp_options v_onh, v_oc, v_ot;
static char v_what[160];

/* C1-C3: the adjoint pair (the paper's: gamma = 1/2 and beta = 1/4; a
   variant's: its factor's pair, C1) */
static void
m_adjoint (void)
{
  if (V)
    {
      double beta = vo.c.beta, gamma = vo.c.gamma, ad = vo.c.alpha_d;
      s4_worst w;
      memset (&w, 0, sizeof w);
      for (int p = 0; p < s4_np; p++)
        for (int st = 0; st < 2; st++)
          {
            s4_trip r[S4_NH];
            char at[120];
            pair_trips (p, beta, gamma, ad, vo.disc, st ? S1[p] : S0[p], r);
            snprintf (at, sizeof at, "%s S%d", s4_pname[p], st);
            for (int k = 0; k < S4_NH; k++)
              s4_note (&w, &r[k], at, s4_h (k));
          }
      s4_worst_diag (&w, "the variant's pair");
      s4_on (s4_np, "round trips of the pair from S0 and S1, h = 0.1 .. 0.1/64 (the program's "
             "steps)");
      vc_report ("C1", w.ratio <= 1.0 && w.out == 0, ", %s, %d problem%s, S0 and S1, h = 0.1 .. "
                 "0.1/64: largest defect / (eps kappa S) %.3g (bound 1; kappa <= %.3g; %ld cases "
                 "beyond eps kappa > 1e-6)", v_what, s4_np, s4_np > 1 ? "s" : "", w.ratio,
                 w.kappa, w.out);
      return;
    }
  static const double ADS[4] = { 0.0, 0.25, 0.7, 0.5 };
  static const double BETAS[2] = { 0.0, 1.0 / 6.0 };
  s4_worst w[2];
  memset (w, 0, sizeof w);
  for (int p = 0; p < S4_NP; p++)
    for (int b = 0; b < 3; b++)
      for (int a = 0; a < 3; a++)
        for (int d = 0; d < 2; d++)
          for (int st = 0; st < 2; st++)
            {
              /* beta = 1/4 (gamma = 2 beta): the pair 0.25 / 0.75 only; alpha_d = 0
                 has no usable adjoint there (C3) and 0.7 fails in Newton (S004-P3.4) */
              if (b == 2 && a != 1)
                continue;
              double beta = b == 2 ? 0.25 : BETAS[b];
              s4_trip r[S4_NH];
              char what[120];
              pair_trips (p, beta, 0.5, ADS[a], DISCS[d], st ? S1[p] : S0[p], r);
              snprintf (what, sizeof what, "%s beta=%.4g alpha_d=%g eq.%d S%d", s4_pname[p],
                        beta, ADS[a], disc_no (DISCS[d]), st);
              for (int k = 0; k < S4_NH; k++)
                s4_note (&w[b == 2], &r[k], what, s4_h (k));
            }
  s4_worst_diag (&w[0], "beta in {0, 1/6}");
  s4_worst_diag (&w[1], "beta = 1/4, alpha_d = 0.25 / 0.75");
  vc_report ("C1", w[0].ratio <= 1.0 && w[0].out == 0, ", gamma = 1/2, alpha_d in {0, 0.25, "
             "0.7}, beta in {0, 1/6}, eqs. 14/15, four problems, S0 and S1, h = 0.1 .. 0.1/64: "
             "largest defect / (eps kappa S) %.3g (bound 1; kappa <= %.3g)", w[0].ratio,
             w[0].kappa);
  vc_report ("C2", w[1].ratio, ", on the %ld of %ld cases with eps kappa <= 1e-6: largest "
             "defect / (eps kappa S)", w[1].in, w[1].in + w[1].out);
  vc_report ("C3", w[1].out_defect, " (up to %.2g) the round trip is no longer the "
             "identity: largest defect", w[1].out_kappa);
}

/* C4: beta = 1/4: the factor alpha_d = 1, the adjoint of alpha_d = 0 (the
   paper's settings only) */
static void
m_factor1 (void)
{
  double k4 = (double) INFINITY, k6 = 0;
  for (int p = 0; p < S4_NP; p++)
    for (int b = 0; b < 2; b++)
      {
        gp_options o = opts (&gp_method_nh_newmark, b ? 0.25 : 1.0 / 6.0, 1.0, GP_DISC_14);
        gp_stepper *s = vc_stepper (&gp_method_nh_newmark, s4_prob[p], &o, &sw);
        for (int st = 0; st < 2; st++)
          for (int k = 0; k < S4_NH; k++)
            {
              double kap = s4_kappa (s, s4_h (k), st ? S1[p] : S0[p]);
              if (b)
                k4 = s4_min (k4, isinf (kap) ? DBL_MAX : kap);
              else
                k6 = s4_max (k6, kap);
            }
        gp_stepper_free (s);
      }
  vc_report ("C4", k4 >= 1e7 && k6 <= 100, ": smallest condition %.3g over the four problems, "
             "S0 and S1, h = 0.1 .. 0.1/64 (want >= 1e7; with beta = 1/6 the largest is %.3g, "
             "bound 100)", k4, k6);
}

/* C5: gamma != 1/2 (the paper's settings only) */
static void
m_gamma (void)
{
  static const double ADS[4] = { 0.0, 0.25, 0.7, 0.5 };
  double fq = 0, oq = (double) NAN, fv = 0, ov = (double) NAN, smallest = (double) INFINITY;
  for (int p = 0; p < S4_NP; p++)
    for (int a = 0; a < 4; a++)
      for (int d = 0; d < 2; d++)
        {
          s4_trip r[S4_NH];
          double h[S4_NH], eq[S4_NH], ev[S4_NH];
          pair_trips (p, 0.0, 0.6, ADS[a], DISCS[d], S1[p], r);
          for (int k = 0; k < S4_NH; k++)
            {
              h[k] = s4_h (k);
              eq[k] = r[k].dq;
              ev[k] = r[k].dv;
            }
          double pq = gp_order_fit (h, eq, S4_NH, NULL), pv = gp_order_fit (h, ev, S4_NH, NULL);
          tap_diag ("gamma=0.6 alpha_d=%g %s eq.%d S1: defect q %.3g .. %.3g (order %.3f), v %.3g "
                    ".. %.3g (order %.3f); at h = %g defect/(eps kappa S) %.3g", ADS[a],
                    s4_pname[p], disc_no (DISCS[d]), eq[0], eq[S4_NH - 1], pq, ev[0],
                    ev[S4_NH - 1], pv, h[S4_NH - 1], s4_trip_ratio (&r[S4_NH - 1]));
          far_note (&fq, &oq, 3.0, pq);
          far_note (&fv, &ov, 2.0, pv);
          smallest = s4_min (smallest, s4_trip_ratio (&r[S4_NH - 1]));
        }
  vc_report ("C5", fabs (oq - 3) <= 0.1 && fabs (ov - 2) <= 0.1 && smallest >= 1e3,
             ": the defect is O(h^3) in q and O(h^2) in v (orders farthest from 3 and 2: %.3f, "
             "%.3f, want +- 0.1) and at h = 0.1/64 still >= 1e3 eps kappa S (observed smallest "
             "%.3g), alpha_d in {0, 0.25, 0.5, 0.7}, eqs. 14/15, four problems, S1", oq, ov,
             smallest);
}

/* ---- the compositions ------------------------------------------------------ */
typedef struct
{
  gp_stepper *s;              /* the composition (comp or tj) */
  int pairs;                  /* full substeps: a round trip is two steps each way */
  gp_stepper *fa, *fb;        /* nh-newmark factors alpha_d and 1 - alpha_d, intended */
  double sub[3];              /* the factors' step sizes per unit h */
  int nsub;
} comp_ctx;

static int
comp_step (void *vctx, int backward, double h, gp_state *x)
{
  comp_ctx *c = vctx;
  int rc = GP_OK;
  (void) backward;
  if (!backward)
    gp_stepper_reset (c->s);    /* full substeps: the pair starts with the first factor */
  for (int i = 0; i < (c->pairs ? 2 : 1) && rc == GP_OK; i++)
    rc = gp_stepper_step (c->s, h, x);
  return rc;
}

/* the largest condition of the factors' Newton matrices at x for the
   substep sizes of the composition */
static double
comp_kappa (void *vctx, int backward, double h, const gp_state *x)
{
  comp_ctx *c = vctx;
  double k = 0;
  (void) backward;
  for (int i = 0; i < c->nsub; i++)
    k = s4_max (k, s4_max (s4_kappa (c->fa, c->sub[i] * h, x), s4_kappa (c->fb, c->sub[i] * h, x)));
  return k;
}

static void
comp_ctx_init (comp_ctx *c, const gp_method *m, const gp_problem *P, const gp_options *o)
{
  gp_options fa = opts (&gp_method_nh_newmark, o->c.beta, o->c.alpha_d, o->disc);
  gp_options fb = opts (&gp_method_nh_newmark, o->c.beta, 1.0 - o->c.alpha_d, o->disc);
  double cb2 = cbrt (2.0), c1 = 1.0 / (2.0 - cb2), c2 = -cb2 / (2.0 - cb2);
  c->s = stepper (m, P, *o);
  c->fa = vc_stepper (&gp_method_nh_newmark, P, &fa, NULL);
  c->fb = vc_stepper (&gp_method_nh_newmark, P, &fb, NULL);
  c->pairs = m == &gp_method_nh_newmark_comp && o->substeps == GP_SUBSTEPS_FULL;
  if (m == &gp_method_nh_newmark_tj)
    {
      c->nsub = 2;
      c->sub[0] = c1 / 2;
      c->sub[1] = c2 / 2;
    }
  else
    {
      c->nsub = 1;
      c->sub[0] = c->pairs ? 1.0 : 0.5;
    }
}

static void
comp_ctx_free (comp_ctx *c)
{
  gp_stepper_free (c->s);
  gp_stepper_free (c->fa);
  gp_stepper_free (c->fb);
}

static const char *
comp_name (const gp_options *o, int tj)
{
  static char buf[80];
  snprintf (buf, sizeof buf, "%s%s%s alpha_d=%g beta=%.4g", tj ? "tj" : "comp",
            tj ? "" : (o->substeps == GP_SUBSTEPS_FULL ? " full" : " half"),
            o->comp_order == GP_COMP_REVERSED ? " reversed" : " eq.18", o->c.alpha_d,
            o->c.beta);
  return buf;
}

static gp_options
comp_opts (const gp_method *m, double beta, double ad, int full, int rev)
{
  gp_options o = opts (m, beta, ad, GP_DISC_14);
  o.substeps = full ? GP_SUBSTEPS_FULL : GP_SUBSTEPS_HALF;
  o.comp_order = rev ? GP_COMP_REVERSED : GP_COMP_18;
  return o;
}
/* C6, C7: the compositions are symmetric (the paper's cases, or the
   composition and the triple jump of the variant's pair) */
static void
m_compsym (void)
{
  s4_worst wc, wt;
  memset (&wc, 0, sizeof wc);
  memset (&wt, 0, sizeof wt);
  if (V)
    {
      for (int p = 0; p < s4_np; p++)
        for (int kind = 0; kind < 2; kind++)
          for (int st = 0; st < 2; st++)
            {
              const gp_method *m = kind ? &gp_method_nh_newmark_tj : &gp_method_nh_newmark_comp;
              comp_ctx c;
              char at[160];
              comp_ctx_init (&c, m, s4_prob[p], kind ? &v_ot : &v_oc);
              gp_state *x = gp_stepper_state_alloc (c.s);
              if (!x)
                tap_bail ("out of memory");
              snprintf (at, sizeof at, "%s %s S%d", s4_pname[p],
                        comp_name (kind ? &v_ot : &v_oc, kind), st);
              for (int k = 0; k < S4_NH; k++)
                {
                  s4_trip r = s4_roundtrip (comp_step, comp_kappa, &c, s4_h (k),
                                            st ? S1[p] : S0[p], x);
                  s4_note (kind ? &wt : &wc, &r, at, s4_h (k));
                }
              gp_state_free (x);
              comp_ctx_free (&c);
            }
      s4_worst_diag (&wc, "the composition");
      s4_worst_diag (&wt, "the triple jump");
      s4_on (s4_np, "round trips from S0 and S1, h = 0.1 .. 0.1/64 (the program's steps)");
      vc_report ("C6", wc.ratio <= 1.0 && wc.out == 0, ": %s of %s, S0 and S1, h = 0.1 .. "
                 "0.1/64: largest defect / (eps kappa S) %.3g (bound 1; %ld cases beyond eps "
                 "kappa > 1e-6)", comp_name (&v_oc, 0), v_what, wc.ratio, wc.out);
      vc_report ("C7", wt.ratio <= 1.0 && wt.out == 0, ": %s, the same cases: largest defect / "
                 "(eps kappa S) %.3g (bound 1; %ld cases beyond)", comp_name (&v_ot, 1), wt.ratio,
                 wt.out);
      return;
    }
  for (int p = 0; p < S4_NP; p++)
    for (int b = 0; b < 2; b++)
      for (int a = 0; a < 2; a++)
        for (int rev = 0; rev < 2; rev++)
          for (int kind = 0; kind < 3; kind++)   /* half, full, tj */
            for (int st = 0; st < 2; st++)
              {
                const gp_method *m = kind == 2 ? &gp_method_nh_newmark_tj
                  : &gp_method_nh_newmark_comp;
                gp_options o = comp_opts (m, b ? 1.0 / 6.0 : 0.0, a ? 0.25 : 0.0, kind == 1, rev);
                comp_ctx c;
                char what[160];
                comp_ctx_init (&c, m, s4_prob[p], &o);
                gp_state *x = gp_stepper_state_alloc (c.s);
                if (!x)
                  tap_bail ("out of memory");
                snprintf (what, sizeof what, "%s %s S%d", s4_pname[p], comp_name (&o, kind == 2),
                          st);
                for (int k = 0; k < S4_NH; k++)
                  {
                    s4_trip r = s4_roundtrip (comp_step, comp_kappa, &c, s4_h (k),
                                              st ? S1[p] : S0[p], x);
                    s4_note (kind == 2 ? &wt : &wc, &r, what, s4_h (k));
                  }
                gp_state_free (x);
                comp_ctx_free (&c);
              }
  s4_worst_diag (&wc, "compositions");
  s4_worst_diag (&wt, "triple jump");
  vc_report ("C6", wc.ratio <= 1.0 && wc.out == 0, ": nh-newmark-comp, substeps half and "
             "full, eq. 18 and reversed, alpha_d in {0, 0.25}, beta in {0, 1/6}, four problems, "
             "S0 and S1, h = 0.1 .. 0.1/64: largest defect / (eps kappa S) %.3g (bound 1)",
             wc.ratio);
  vc_report ("C7", wt.ratio <= 1.0 && wt.out == 0, ": nh-newmark-tj, the same cases: largest "
             "defect / (eps kappa S) %.3g (bound 1)", wt.ratio);
}

/* ---- orders ---------------------------------------------------------------- */
static gp_state *REF1[S4_NP];

#define LEV 8
#define LEV_TJ 6

static void
study (const gp_method *m, int p, const gp_options *o, int L, gp_study *st)
{
  gp_stepper *s = stepper (m, s4_prob[p], *o);
  if (o_lev > 0)
    L = o_lev;
  if (gp_study_run (s, GP_STEPS_UNIFORM, o_h0, L, o_t, REF1[p], NULL, NULL, st) != GP_OK)
    tap_bail ("study %s %s failed at level %d: %s", m->name, s4_pname[p], st->fail_level,
              gp_stepper_message (s));
  gp_stepper_free (s);
}

/* the triple jump's C10 and C12: the orders of y and z (farthest from 4
   in o, its distance in far, the latest start of a fitted range in lo) and
   the smallest ratio of the finest errors to the reference's own error */
typedef struct
{
  double far, o, ratio;
  int lo;
} tj_orders;
#define TJ_ORDERS_INIT { 0, (double) NAN, (double) INFINITY, 0 }

/* the reference's own error at T on problem p: rk8pd at 1e-13 (REF1)
   against 1e-14, in y and z */
static double
reference_own_error (int p, double T)
{
  gp_state *r14 = gp_state_alloc (s4_prob[p], &gp_method_nh_newmark_tj);
  long ns;
  if (!r14 || gp_reference_solve (s4_prob[p], T, 1e-14, r14, &ns) != GP_OK)
    tap_bail ("reference of %s at 1e-14 failed", s4_pname[p]);
  double dref = s4_max (s4_dinf (r14->y, REF1[p]->y, s4_prob[p]->n),
                        s4_dinf (r14->z, REF1[p]->z, s4_prob[p]->n));
  gp_state_free (r14);
  return dref;
}

/* one study of nh-newmark-tj with options o on problem p into t; returns
   its number of levels */
static int
tj_orders_add (tj_orders *t, int p, const gp_options *o, double dref)
{
  gp_study st;
  int loy, loz;
  study (&gp_method_nh_newmark_tj, p, o, LEV_TJ, &st);
  int L = st.L;
  double oy = gp_order_fit (st.h, st.err[GP_Y], L, &loy);
  double oz = gp_order_fit (st.h, st.err[GP_Z], L, &loz);
  tap_diag ("%s %s: orders y %.3f (levels %d..%d) z %.3f (levels %d..%d); errors y %.3g .. "
            "%.3g, z %.3g .. %.3g; reference rk8pd 1e-13 vs 1e-14: %.2g", comp_name (o, 1),
            s4_pname[p], oy, loy, L - 1, oz, loz, L - 1, st.err[GP_Y][0], st.err[GP_Y][L - 1],
            st.err[GP_Z][0], st.err[GP_Z][L - 1], dref);
  far_note (&t->far, &t->o, 4.0, oy);
  far_note (&t->far, &t->o, 4.0, oz);
  t->lo = loy > t->lo ? loy : t->lo;
  t->lo = loz > t->lo ? loz : t->lo;
  t->ratio = s4_min (t->ratio, s4_min (st.err[GP_Y][L - 1], st.err[GP_Z][L - 1])
                     / fmax (dref, DBL_MIN));
  return L;
}


/* the options of method m (a composition) built from the variant: its own
   when m is its method, else m's defaults with the variant's factor
   parameters (and comp-order when it has one) */
static gp_options
v_opts (const gp_method *m)
{
  if (V->m == m)
    return vo;
  gp_options o;
  gp_options_for (m, &o);
  o.c = vo.c;
  o.disc = vo.disc;
  o.newton_tol = vo.newton_tol;
  if (!v_nh)
    o.comp_order = vo.comp_order;
  return o;
}
/* C8, C9, C11: the composition's orders (the paper's cases and the
   non-adjoint pair of nh_comp_same; a variant's composition) */
static void
m_comp (void)
{
  double f6 = 0, o6 = (double) NAN, f7 = 0, o7 = (double) NAN, f9 = 0, o9 = (double) NAN;
  if (V)
    {
      int Lc = 0;
      for (int p = 0; p < s4_np; p++)
        {
          gp_study st;
          study (&gp_method_nh_newmark_comp, p, &v_oc, LEV, &st);
          int L = Lc = st.L;
          tap_diag ("%s %s: orders y %.3f z %.3f psi %.3f; errors at h = %g: y %.3g psi %.3g",
                    comp_name (&v_oc, 0), s4_pname[p], st.order[GP_Y], st.order[GP_Z],
                    st.order[GP_PSI], st.h[L - 1], st.err[GP_Y][L - 1], st.err[GP_PSI][L - 1]);
          far_note (&f6, &o6, 2.0, st.order[GP_Y]);
          far_note (&f6, &o6, 2.0, st.order[GP_Z]);
          far_note (&f7, &o7, 0.0, st.order[GP_PSI]);
        }
      s4_on (s4_np, "h0 = %g, %d levels, t-end %g, %s", o_h0, Lc, o_t, s4_steps_whose ());
      vc_report ("C8", o6, " at t = %g, %s of %s (farthest from 2)", o_t, comp_name (&v_oc, 0),
                 v_what);
      vc_report ("C9", o7, " (order farthest from 0; alpha_d = %g: the last factor is not "
                 "symmetric)", vo.c.alpha_d);
      return;
    }
  for (int p = 0; p < S4_NP; p++)
    for (int a = 0; a < 2; a++)
      for (int full = 0; full < 2; full++)
        for (int rev = 0; rev < 2; rev++)
          for (int same = 0; same < 2; same++)
            {
              if (same && a == 1)
                continue;
              gp_options o = comp_opts (&gp_method_nh_newmark_comp, 0.0, a ? 0.25 : 0.0, full, rev);
              gp_study st;
              sw.nh_comp_same = same || mut == MUT_SAME;
              study (&gp_method_nh_newmark_comp, p, &o, LEV, &st);
              sw.nh_comp_same = mut == MUT_SAME;
              tap_diag ("%s%s %s: orders y %.3f z %.3f psi %.3f; errors at h = %g: y %.3g psi %.3g",
                        comp_name (&o, 0), same ? " (nh_comp_same)" : "", s4_pname[p],
                        st.order[GP_Y], st.order[GP_Z], st.order[GP_PSI], st.h[LEV - 1],
                        st.err[GP_Y][LEV - 1], st.err[GP_PSI][LEV - 1]);
              if (same)
                {
                  far_note (&f9, &o9, 1.0, st.order[GP_Y]);
                  far_note (&f9, &o9, 1.0, st.order[GP_Z]);
                }
              else
                {
                  far_note (&f6, &o6, 2.0, st.order[GP_Y]);
                  far_note (&f6, &o6, 2.0, st.order[GP_Z]);
                  far_note (&f7, &o7, 0.0, st.order[GP_PSI]);
                }
            }
  vc_report ("C8", o6, " at t = 1, substeps half and full, eq. 18 and reversed, alpha_d in {0, "
             "0.25}, beta = 0, four problems (farthest from 2)");
  vc_report ("C9", o7, " (order farthest from 0)");
  vc_report ("C11", o9, " (nh_comp_same, both factors Phi^0, alpha_d = 0): orders of y, z at "
             "t = 1, half and full, eq. 18 and reversed (farthest from 1)");
}

/* C10, C12: the triple jump's orders and the reference's own error (rk8pd
   at 1e-13 against 1e-14), nh-particle and nh-chaotic (a variant's problem) */
static void
m_tj (void)
{
  tj_orders tj = TJ_ORDERS_INIT;
  if (V)
    {
      int ntj = s4_np < 2 ? s4_np : 2, L = 0;
      for (int p = 0; p < ntj; p++)
        L = tj_orders_add (&tj, p, &v_ot, reference_own_error (p, o_t));
      s4_on (ntj, "h0 = %g, %d levels, t-end %g, %s", o_h0, L, o_t, s4_steps_whose ());
      vc_report ("C10", tj.o, " at t = %g (the range rule keeps levels %d..%d), %s of %s, %d "
                 "problem%s (farthest from 4)", o_t, tj.lo, L - 1, comp_name (&v_ot, 1), v_what,
                 ntj, ntj > 1 ? "s" : "");
      s4_on (ntj, "h0 = %g, %d levels, t-end %g, the reference rk8pd 1e-13 against 1e-14", o_h0,
             L, o_t);
      vc_report ("C12", tj.ratio, " stand above the reference's own error (rk8pd at 1e-13 "
                 "against 1e-14): smallest ratio");
      return;
    }
  for (int p = 0; p < 2; p++)
    {
      double dref = reference_own_error (p, 1.0);
      for (int a = 0; a < 2; a++)
        for (int rev = 0; rev < 2; rev++)
          {
            gp_options o = comp_opts (&gp_method_nh_newmark_tj, 0.0, a ? 0.25 : 0.0, 0, rev);
            tj_orders_add (&tj, p, &o, dref);
          }
    }
  vc_report ("C10", tj.o, " at t = 1 over h = 0.1 .. 0.1/32 (the range rule keeps levels "
             "%d..%d), nh-particle and nh-chaotic, alpha_d in {0, 0.25}, eq. 18 and reversed "
             "(farthest from 4)", tj.lo, LEV_TJ - 1);
  vc_report ("C12", tj.ratio, " (h = 0.1/32) stand above the reference's own error (rk8pd at "
             "1e-13 against 1e-14): smallest ratio");
}

/* ---- the settings: the paper's runs, or a variant's ------------------------ */
static void
setup (int mutant)
{
  mut = mutant;
  if (mut == MUT_LOOSE)
    sw.jacobian_factor = 1.3;
  if (mut == MUT_SAME)
    sw.nh_comp_same = 1;
  if (mut == MUT_TJ)
    sw.nh_tj_c1 = 1;
  s4_problems_init ();
  V = vc_variant ();
  if (V)
    {
      int lev = -1;
      s4_variant_options_and_steps (&vo, &v_nh, &v_2beta, &o_h0, &lev, &o_t, &o_n0, &o_m0,
                                    &o_tmid);
      o_lev = V->have_levels ? lev : -1;
      snprintf (v_what, sizeof v_what, "the variant's factor (beta = %g, gamma = %g, alpha_d = "
                "%g, eq. %d)", vo.c.beta, vo.c.gamma, vo.c.alpha_d, disc_no (vo.disc));
      /* C1 is about the factor, nh-newmark: its hypotheses judge the factor's options */
      v_onh = vo;
      if (!v_nh)
        {
          gp_options_for (&gp_method_nh_newmark, &v_onh);
          v_onh.c = vo.c;
          v_onh.disc = vo.disc;
          v_onh.newton_tol = vo.newton_tol;
        }
      v_oc = v_opts (&gp_method_nh_newmark_comp);
      v_ot = v_opts (&gp_method_nh_newmark_tj);
    }
  for (int p = 0; p < s4_np; p++)
    {
      long ns;
      S0[p] = gp_state_alloc (s4_prob[p], &gp_method_nh_newmark);
      S1[p] = gp_state_alloc (s4_prob[p], &gp_method_nh_newmark);
      REF1[p] = gp_state_alloc (s4_prob[p], &gp_method_nh_newmark);
      if (!S0[p] || !S1[p] || !REF1[p])
        tap_bail ("out of memory");
      s4_starts (s4_prob[p], S0[p], S1[p]);
      if (gp_reference_solve (s4_prob[p], o_t, mut == MUT_REF ? 1e-9 : 1e-13, REF1[p], &ns) != GP_OK)
        tap_bail ("reference of %s failed", s4_pname[p]);
    }
}

static void
finish (void)
{
  for (int p = 0; p < s4_np; p++)
    {
      gp_state_free (S0[p]);
      gp_state_free (S1[p]);
      gp_state_free (REF1[p]);
    }
}

/* C9's premise: the last factor not symmetric, alpha_d != 1/2 */
static vc_not_about
not_about (const vc_claim *c)
{
  if (strcmp (c->id, "C9") == 0 && vo.c.alpha_d == 0.5)
    return (vc_not_about) { "the claim is about a last factor that is not symmetric, alpha_d != "
                            "1/2; the variant has alpha_d = 1/2", "nothing measured" };
  return (vc_not_about) { NULL, NULL };
}

/* the method each claim is about: the factor (C1), the composition (C6, C8,
   C9) or its triple jump (C7, C10) */
static void
gate_for (const vc_claim *c, const gp_method **m, const gp_options **o)
{
  int n = atoi (c->id + 1);
  if (n == 1)
    *m = &gp_method_nh_newmark, *o = &v_onh;
  else if (n == 7 || n == 10)
    *m = &gp_method_nh_newmark_tj, *o = &v_ot;
  else
    *m = &gp_method_nh_newmark_comp, *o = &v_oc;
}

/* ---- the claims (theory/s004-prop-3.7.md's table states them in prose) ---- */
#define PAIR "options (the factor), problem"
#define COMP "options (the factor, comp-order, substeps), problem"
#define STEPS "options (the factor, comp-order, substeps), problem, steps (h0, levels, t-end)"
#define E2 { "errata-s004 E2's case beta = 1/4 (the pair 0.25/0.75, the factor alpha_d = 1), " \
             "held fixed", "nothing measured" }
static const vc_claim claims[] = {
  { .id = "C1", .theorem = ID, .takes = PAIR, .measure = m_adjoint, .check = VC_TRUE,
    .text = "Phi^{1-alpha_d}_{-h} o Phi^{alpha_d}_h = id to rounding (the adjoint pair)" },
  { .id = "C2", .skip = E2, .measure = m_adjoint, .check = VC_LE, .target = 1.0,
    .text = "the same with beta = 1/4 (gamma = 2 beta) for the pair alpha_d = 0.25 / 0.75" },
  { .id = "C3", .skip = E2, .measure = m_adjoint, .check = VC_GE, .target = 1e-6,
    .text = "beta = 1/4, the pair 0.25 / 0.75: where kappa exceeds 1e-6/eps" },
  { .id = "C4", .skip = E2, .measure = m_factor1, .check = VC_TRUE,
    .text = "beta = 1/4 (gamma = 2 beta): the factor alpha_d = 1, the adjoint of alpha_d = 0, "
    "has a singular or near-singular Newton matrix" },
  { .id = "C5", .skip = { "the counterexample gamma = 0.6 (beta = 0), held fixed",
                          "nothing measured" }, .measure = m_gamma, .check = VC_TRUE,
    .text = "gamma = 0.6 (beta = 0): the pair is not adjoint" },
  { .id = "C6", .theorem = ID, .takes = COMP, .measure = m_compsym, .check = VC_TRUE,
    .text = "the composition (18) is symmetric, Psi_{-h} o Psi_h = id to rounding" },
  { .id = "C7", .theorem = ID, .takes = COMP, .measure = m_compsym, .check = VC_TRUE,
    .text = "the triple jump is symmetric" },
  { .id = "C8", .theorem = ID, .takes = STEPS, .measure = m_comp, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "nh-newmark-comp: orders of y, z" },
  { .id = "C9", .theorem = ID, .takes = STEPS, .measure = m_comp, .check = VC_ORDER,
    .target = 0.0, .slack = 0.1,
    .text = "nh-newmark-comp: the end multiplier psi_{k+1} does not converge" },
  { .id = "C10", .theorem = ID, .takes = STEPS, .measure = m_tj, .check = VC_ORDER,
    .target = 4.0, .slack = 0.2, .text = "nh-newmark-tj: orders of y, z" },
  { .id = "C11", .skip = { "a wrong composition (test switch nh_comp_same), held fixed",
                           "nothing measured" }, .measure = m_comp, .check = VC_ORDER,
    .target = 1.0, .slack = 0.1, .text = "the composition of a non-adjoint pair" },
  { .id = "C12", .takes = STEPS, .measure = m_tj, .check = VC_GE, .target = 10.0,
    .text = "the triple jump's finest errors" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "C10, C12: nh-particle,nh-chaotic; *: nh-particle,nh-chaotic,cvt",
    .methods = "nh-newmark nh-newmark-comp nh-newmark-tj", .mutants = mutants,
    .nmut = NMUT, .claims = claims, .nclaims = (int) (sizeof claims / sizeof claims[0]),
    .newton = 1, .setup = setup, .not_about = not_about, .method = &gp_method_nh_newmark,
    .options = &vo, .gate_for = gate_for, .finish = finish,
  };
  return vc_run (argc, argv, &prog);
}
