/* s000_thm_4_1.c -- verifies THEOREM S000-4.1 (theory/s000-thm-4.1.md).
 *
 * THEOREM S000-4.1 (local error of ga-nh).  From consistent values on the
 * exact solution, with gamma != 0, alpha_m != 1, alpha_f != 1 and
 * a_alpha - a(t0 + alpha h) = O(h^q), q in {1, 2} (q = 2 also needs
 * gamma = 1/2 - alpha), one step gives
 *   y1 - y(t1) = O(h^3), z1 - z(t1) = O(h^{q+1}),
 *   a_{1+alpha} - a(t1 + alpha h) = O(h^q), psi1 - psi(t1) = O(h^q).
 *
 * ga-nh on jay-nh, CH(0.2), one step from the exact solution at t0 = 0.3,
 * h = 0.1 * 2^-k, k = 0..6, least squares over the asymptotic range (the
 * library's rule, gp_order_fit), tolerance +- 0.15.
 *
 * The claims: the table `claims` at the end (theory/s000-thm-4.1.md states
 * them in prose); each measure serves the paper's settings and a variant's.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "claims.h"

#define LEVELS 7
static const double H0 = 0.1, T0 = 0.3, SLACK = 0.15;
static const gp_problem *P = &gp_problem_jay_nh;

static int
has_exact (const gp_problem *Q)
{
  return Q->exact != NULL;
}
static gp_test_switches sw;

static const vc_mutant mutants[] = {
  { "gamma+1e-2", "C6,C7,C8", "gamma = 1/2 - alpha + 1e-2 (violates the order condition of q = 2)" },
  { "m-alpha-t0", "C6,C7,C8", "M_alpha = M(t0, y0) instead of M(t_alpha, y0 + alpha h z0)" },
  { "jacobian-x2.5-legacy", "C0", "Newton iteration matrix multiplied by 2.5 under the old stopping rule (a stalled increment below sqrt(tol) accepted), 100 iterations allowed" },
};

/* Local errors of one step for each level (single steps from the exact
   solution, not an integration); exact_start: a_alpha = a(t0 + alpha h). */
static const gp_block comps[4] = { GP_Y, GP_Z, GP_A, GP_PSI };

static void
local_errors (const gp_options *o, int exact_start, double h[LEVELS],
              double e[4][LEVELS], FILE *dat, const char *tag)
{
  gp_stepper *s = vc_stepper (&gp_method_ga_nh, P, o, &sw);
  gp_state *x = gp_stepper_state_alloc (s);
  double al = gp_coeffs_alpha (&o->c);
  for (int k = 0; k < LEVELS; k++)
    {
      h[k] = ldexp (H0, -k);
      vc_state_exact (P, T0, exact_start ? al * h[k] : 0.0, x);
      gp_stepper_reset (s);
      if (gp_stepper_step (s, h[k], x) != GP_OK)
        tap_bail ("step h = %g failed: %s", h[k], gp_stepper_message (s));
      double err[GP_NBLOCKS];
      vc_errors (P, x, al * h[k], err);
      for (int j = 0; j < 4; j++)
        e[j][k] = err[comps[j]];
      tap_diag ("%s h=%-9.4g y=%.3e z=%.3e a=%.3e psi=%.3e", tag, h[k], e[0][k], e[1][k],
                e[2][k], e[3][k]);
      if (dat)
        fprintf (dat, "%s\t%.17g\t%.17g\t%.17g\t%.17g\t%.17g\n", tag, h[k], e[0][k],
                 e[1][k], e[2][k], e[3][k]);
    }
  gp_state_free (x);
  gp_stepper_free (s);
}

/* ---- the settings: the paper's, or a variant's ---------------------------- */
/* Under a variant (method ga-nh): its options and, when it names one with
   an exact solution, its problem; C9 sets gamma = 1/2 - alpha + 0.05 from
   its alpha.  Single steps: no step sequence of the variant applies. */
static int mut = -1;
static gp_options o;
static FILE *dat;

static void
setup (int mutant)
{
  mut = mutant;
  gp_options_default (&o);
  o.newton_tol = 1e-14;
  vc_variant_options (&gp_method_ga_nh, &o);
  P = vc_variant_problem (P, has_exact);
  if (mut == 0)
    o.c.gamma += 1e-2;
  if (mut == 1)
    sw.malpha_t0 = 1;
  if (mut == 2)
    {
      sw.jacobian_factor = 2.5;
      sw.newton_legacy = 1;
      o.newton_maxit = 100;
    }
  dat = vc_data_open ("s000-thm-4.1-jay-nh.dat", mut);
  if (dat)
    fprintf (dat, "# one ga-nh step from the exact jay-nh solution at t0 = %g, CH(0.2); "
             "written by verify/s000_thm_4_1\ncase\th\terr_y\terr_z\terr_a\terr_psi\n", T0);
}

/* C1-C4 assume alpha != 0 (else a(t0) is a q = 2 start) */
static const char *
gate (const vc_claim *c)
{
  return atoi (c->id + 1) <= 4 && gp_coeffs_alpha (&o.c) == 0.0
    ? "alpha = 0 violates alpha != 0 (S000-4.1/q=1: else a(t0) = a(t0 + alpha h) is a q = 2 "
    "start)" : NULL;
}

/* ---- measures ------------------------------------------------------------- */
/* C1-C4 (q = 1, a_alpha = a(t0)), C5-C8 (q = 2, a_alpha = a(t0 + alpha h)) */
static void
local_orders (int q)
{
  static const char *const cid[8] = { "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8" };
  double h[LEVELS], e[4][LEVELS];
  local_errors (&o, q == 2, h, e, dat, q == 2 ? "q2" : "q1");
  vc_on (P, "single steps from the exact solution at t0 = %g, the program's h = %g*2^-k, "
         "k = 0..%d, a_alpha = %s", T0, H0, LEVELS - 1, q == 2 ? "a(t0 + alpha h)" : "a(t0)");
  for (int j = 0; j < 4; j++)
    vc_report (cid[4 * (q - 1) + j], gp_order_fit (h, e[j], LEVELS, NULL), " ga-nh/%s",
               P->name);
}

static void m_q1 (void) { local_orders (1); }
static void m_q2 (void) { local_orders (2); }

/* C9: q = 2 data with gamma off the order condition */
static void
m_c9 (void)
{
  double h[LEVELS], e[4][LEVELS];
  gp_options og = o;
  og.c.gamma = 0.5 - gp_coeffs_alpha (&o.c) + 0.05;
  local_errors (&og, 1, h, e, dat, "q2-gamma-off");
  vc_on (P, "as C5-C8 but gamma = 1/2 - alpha + 0.05 = %g, not the variant's", og.c.gamma);
  vc_report ("C9", gp_order_fit (h, e[1], LEVELS, NULL), " ga-nh/%s", P->name);
}

static void
finish (void)
{
  if (dat)
    fclose (dat);
}

/* ---- the claims (theory/s000-thm-4.1.md's table states them in prose) ----- */
#define TAKES "options, problem (with an exact solution); the program's h"
#define LOC(c, m, th, t, what) { .id = c, .theorem = th, .takes = TAKES, .measure = m, \
    .check = VC_ORDER, .target = t, .slack = SLACK, .text = what }
static const vc_claim claims[] = {
  LOC ("C1", m_q1, NULL, 3.0, "y local order q=1"),
  LOC ("C2", m_q1, NULL, 2.0, "z local order q=1"),
  LOC ("C3", m_q1, NULL, 1.0, "a local order q=1"),
  LOC ("C4", m_q1, NULL, 1.0, "psi local order q=1"),
  LOC ("C5", m_q2, "S000-4.1/q=2", 3.0, "y local order q=2"),
  LOC ("C6", m_q2, "S000-4.1/q=2", 3.0, "z local order q=2"),
  LOC ("C7", m_q2, "S000-4.1/q=2", 2.0, "a local order q=2"),
  LOC ("C8", m_q2, "S000-4.1/q=2", 2.0, "psi local order q=2"),
  LOC ("C9", m_c9, NULL, 2.0, "z local order drops to 2 with gamma = 1/2 - alpha + 0.05"),
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = "S000-4.1", .methods = "ga-nh", .mutants = mutants, .nmut = 3, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .gate = gate, .finish = finish, .method = &gp_method_ga_nh, .options = &o,
  };
  return vc_run (argc, argv, &prog);
}
