/* s002_fig_5.c -- verifies S002-FIG5 (theory/s002-fig-5.md): the pendulum
 * experiment of Jay & Negrut (seed 002, section 5.2, Figures 5.6-5.8).
 *
 * S002-FIG5.  The extended HHT-alpha method (3.4) with b = 0 converges with
 * order 2 in the pendulum angle y3 and its rate z3 at t = 2, for alpha = 0
 * (Fig. 5.7) and alpha = -0.3 (Fig. 5.8), against the paper's reference: RK4
 * with h = 1e-5 on the underlying ODE
 *     y3' = z3,  (4 m L^2 / 3) z3' + c z3 + k (y3 - 3 pi/2) + m g L cos y3 = 0.
 * Fig. 5.6 is y3(t) on [0, 4].
 *
 * The claims: the table `claims` at the end (theory/s002-fig-5.md states
 * them in prose); h = 2/N, N = 100, 200, ..., 25600 (z3's error at t = 2 is
 * pre-asymptotic up to N = 1600 for alpha = 0, see the theory).  The
 * measures of the orders and of Fig. 5.6 serve the paper's settings and a
 * variant's.
 *
 * Under --variant FILE (method hht-odae): the orders of y3, z3 for the
 * variant's options (alpha, b, form, step-fix, Newton tolerance) on
 * jn-pendulum with the variant's parameters (the underlying ODE and its RK4
 * reference follow them; another problem gets a note), with its step
 * sequence (steps, h0, levels, t-end; defaults h = 2/100 .. 2/25600 to
 * t = 2); Fig. 5.6 with its options at h = 2/1600 on [0, 4].  Gated by the
 * method's S002-4.5 rows (Figs. 5.7, 5.8 are Thm 4.5 on the pendulum);
 * alternating steps with step-fix off violate (2.3) (a hypothesis of the
 * program).  Not about the variant: the paper's reference against the
 * committed one, and the paper's second alpha.  No data file is written.
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

#define ID "S002-FIG5"
#define NL 9                  /* N = 100 * 2^k, k = 0..8 */
#define T_ERR 2.0
#define T_FIG 4.0
#define H_RK4 1e-5
#define NFIG 1600
#define PI 3.14159265358979323846             /* Fig. 5.6: h = 2 / 1600 on [0, 4] */

static const vc_mutant mutants[] = {
  { "gamma-off", "C2,C3,C4,C5",
    "gamma = 1/2 - alpha + 0.01: HHT's order condition broken" },
  { "ode-inertia", "C1,C2,C3,C4,C5,C6",
    "the underlying ODE with inertia m L^2/3 (the rod about its centre) instead of "
    "4 m L^2/3 (about the pin): the reference is another motion" },
  { "rk4-short", "C1,C2,C3,C4,C5",
    "the RK4 reference taken one step (1e-5) before t = 2" },
  { "fig-coarse", "C6", "Fig. 5.6's run made with h = 2/50 instead of 2/1600" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

static const gp_jn_pendulum_params *par;
/* the problem (jn-pendulum, or the variant's copy with its parameters) and,
   under a variant, its options and the end of the reference run */
static const gp_problem *PEND;
static const struct variant *V;
static gp_options vopt;
static double t_rk = T_FIG;

/* the underlying ODE for (y3, z3) */
static void
ode (const double u[2], double du[2])
{
  double m = par->m, L = par->L;
  double J = (mut == 1 ? 1.0 : 4.0) * m * L * L / 3.0;
  du[0] = u[1];
  du[1] = -(par->c * u[1] + par->kspring * (u[0] - 1.5 * PI) + m * par->grav * L * cos (u[0]))
    / J;
}

/* RK4 with H_RK4 on [0, T_FIG]: y3 at the Fig. 5.6 grid (every `every`
   steps) into fig[], and (y3, z3) after `n_err` steps into at_err. */
static void
rk4 (const double u0[2], long every, double *fig, long n_err, double at_err[2])
{
  long N = lround (t_rk / H_RK4), nfig = lround (T_FIG / H_RK4) / every;
  double u[2] = { u0[0], u0[1] }, k1[2], k2[2], k3[2], k4[2], v[2], h = H_RK4;
  fig[0] = u[0];
  for (long i = 1; i <= N; i++)
    {
      ode (u, k1);
      for (int j = 0; j < 2; j++)
        v[j] = u[j] + 0.5 * h * k1[j];
      ode (v, k2);
      for (int j = 0; j < 2; j++)
        v[j] = u[j] + 0.5 * h * k2[j];
      ode (v, k3);
      for (int j = 0; j < 2; j++)
        v[j] = u[j] + h * k3[j];
      ode (v, k4);
      for (int j = 0; j < 2; j++)
        u[j] += h / 6.0 * (k1[j] + 2 * k2[j] + 2 * k3[j] + k4[j]);
      if (i % every == 0 && i / every <= nfig)
        fig[i / every] = u[0];
      if (i == n_err)
        memcpy (at_err, u, sizeof u);
    }
}

static gp_stepper *
stepper (double alpha)
{
  gp_options o;
  char why[256];
  if (V)
    return vc_stepper (&gp_method_hht_odae, PEND, &vopt, NULL);
  gp_options_default (&o);
  if (gp_coeffs_hht (alpha, &o.c, why, sizeof why))
    tap_bail ("%s", why);
  o.c.b = 0.0;
  if (mut == 0)
    o.c.gamma += 0.01;
  return vc_stepper (&gp_method_hht_odae, &gp_problem_jn_pendulum, &o, NULL);
}

/* Figs. 5.7/5.8: errors of y3, z3 at t = 2 for h = 2/N; orders into ord[2] */
static void
errors (double alpha, const double ref[2], const char *file, double ord[2], int lo[2],
        double hs[NL])
{
  gp_stepper *s = stepper (alpha);
  gp_state *x = gp_stepper_state_alloc (s);
  double e[2][NL];
  FILE *f = vc_data_open (file, mut);
  if (!x)
    tap_bail ("out of memory");
  if (f)
    fprintf (f, "# hht-odae (3.4) alpha=%g b=0 on jn-pendulum: errors at t=2 against RK4 "
             "(h=1e-5) on the underlying ODE; written by verify/s002_fig_5\n"
             "h\tN\terr_y3\terr_z3\n", alpha);
  for (int k = 0; k < NL; k++)
    {
      int N = 100 << k;
      gp_steps S = { GP_STEPS_UNIFORM, T_ERR / N, NULL, 0 };
      gp_run run;
      gp_stepper_reset (s);
      if (gp_integrate (s, &S, T_ERR, x, 0, NULL, NULL, &run) != GP_OK)
        tap_bail ("alpha=%g N=%d failed at step %ld: %s", alpha, N, run.fail_step,
                  gp_stepper_message (s));
      hs[k] = S.H;
      e[0][k] = fabs (x->y[2] - ref[0]);
      e[1][k] = fabs (x->z[2] - ref[1]);
      tap_diag ("alpha=%-5g h=2/%-5d err_y3=%.4e err_z3=%.4e", alpha, N, e[0][k], e[1][k]);
      if (f)
        fprintf (f, "%.17g\t%d\t%.17g\t%.17g\n", S.H, N, e[0][k], e[1][k]);
    }
  for (int j = 0; j < 2; j++)
    ord[j] = gp_order_fit (hs, e[j], NL, &lo[j]);
  if (f)
    fclose (f);
  gp_state_free (x);
  gp_stepper_free (s);
}

/* Fig. 5.6: y3 on [0, 4] at h = 4/nsteps into y3[0..nsteps] */
typedef struct
{
  double *y3;
} traj_ctx;

static int
record (const gp_state *x, long i, long N, void *vctx)
{
  traj_ctx *c = vctx;
  (void) N;
  c->y3[i] = x->y[2];
  return 0;
}

static void
trajectory (double alpha, long nsteps, double *y3)
{
  gp_stepper *s = stepper (alpha);
  gp_state *x = gp_stepper_state_alloc (s);
  gp_steps S = { GP_STEPS_UNIFORM, T_FIG / (double) nsteps, NULL, 0 };
  gp_run run;
  traj_ctx c = { y3 };
  if (!x)
    tap_bail ("out of memory");
  if (gp_integrate (s, &S, T_FIG, x, 0, record, &c, &run) != GP_OK)
    tap_bail ("alpha=%g on [0, 4] failed at step %ld: %s", alpha, run.fail_step,
              gp_stepper_message (s));
  gp_state_free (x);
  gp_stepper_free (s);
}

/* C2, C3 under a variant: errors of y3, z3 at t_err with its step sequence */
static void
variant_errors (const double ref[2], double t_err, double ord[2], int lo[2], double *h0,
                double *hmin, double *hfirst, int *L)
{
  gp_stepper *s = stepper (0.0);
  gp_state *x = gp_stepper_state_alloc (s);
  gp_steps_kind kind = V->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM;
  int nl = V->have_levels ? (int) V->levels : NL;
  double H0 = V->have_h0 ? V->h0 : T_ERR / 100, hs[GP_STUDY_MAX_LEVELS], e[2][GP_STUDY_MAX_LEVELS];
  if (!x)
    tap_bail ("out of memory");
  for (int k = 0; k < nl; k++)
    {
      gp_steps S = { kind, ldexp (H0, -k), NULL, 0 };
      gp_run run;
      gp_stepper_reset (s);
      if (gp_integrate (s, &S, t_err, x, 0, NULL, NULL, &run) != GP_OK)
        tap_bail ("the variant at H=%g failed at step %ld: %s", S.H, run.fail_step,
                  gp_stepper_message (s));
      hs[k] = S.H;
      e[0][k] = fabs (x->y[2] - ref[0]);
      e[1][k] = fabs (x->z[2] - ref[1]);
      tap_diag ("the variant H=%-10.4g steps=%-6ld err_y3=%.4e err_z3=%.4e", S.H, run.steps,
                e[0][k], e[1][k]);
    }
  for (int j = 0; j < 2; j++)
    ord[j] = gp_order_fit (hs, e[j], nl, &lo[j]);
  *h0 = hs[lo[0] < lo[1] ? lo[0] : lo[1]];
  *hmin = hs[nl - 1];
  *hfirst = H0;
  *L = nl;
  gp_state_free (x);
  gp_stepper_free (s);
}

static int
is_pendulum (const gp_problem *Q)
{
  return strcmp (Q->name, "jn-pendulum") == 0;
}

/* ---- the settings: the paper's runs, or a variant's ----------------------- */
static double t_err = T_ERR;
static long nfig;
static double *rk, ref[2];   /* the RK4 reference: Fig. 5.6's curve, (y3, z3) at t_err */
static char what[200];       /* the variant's method */

static void
setup (int mutant)
{
  mut = mutant;
  V = vc_variant ();
  PEND = &gp_problem_jn_pendulum;
  if (V)
    {
      gp_options_default (&vopt);
      vc_variant_options (&gp_method_hht_odae, &vopt);
      PEND = vc_variant_problem (PEND, is_pendulum);
    }
  const gp_problem *P = PEND;
  par = P->params;
  t_err = V && V->have_t_end ? V->t_end : T_ERR;
  t_rk = fmax (T_FIG, t_err);

  /* the paper's reference, with Fig. 5.6's RK4 curve on the same run */
  nfig = 2 * NFIG;
  long every = lround (T_FIG / H_RK4) / nfig;
  double u0[2] = { P->y0[2], P->z0[2] };
  rk = malloc ((size_t) (nfig + 1) * sizeof (double));
  if (!rk)
    tap_bail ("out of memory");
  rk4 (u0, every, rk, lround (t_err / H_RK4) - (mut == 2 ? 1 : 0), ref);
  if (V)
    {
      snprintf (what, sizeof what, "hht-odae %s alpha=%g b=%g", vopt.midpoint ? "midpoint"
                : vopt.r1 == GP_R1_EXPLICIT ? "(3.5)" : "(3.4)", gp_coeffs_alpha (&vopt.c),
                vopt.c.b);
      tap_diag ("t=%g: RK4 (h=1e-5) on the underlying ODE of %s: y3=%.15f z3=%.15f", t_err,
                P->name, ref[0], ref[1]);
    }
}

static void
finish (void)
{
  free (rk);
}

/* C1: the paper's reference against the committed one (the paper's settings) */
static void
m_reference (void)
{
  const gp_problem *P = PEND;
  const gp_reference *R = gp_reference_at (P->name, T_ERR);
  if (!R || R->nvalues != 3 * P->n + P->m_g)
    tap_bail ("no committed reference of %s at t = %g (make ref)", P->name, T_ERR);
  double cy = R->values[2], cz = R->values[P->n + 2];
  tap_diag ("t=2: RK4 (h=1e-5) y3=%.15f z3=%.15f; committed y3=%.15f z3=%.15f", ref[0], ref[1],
            cy, cz);
  vc_report ("C1", fmax (fabs (ref[0] - cy), fabs (ref[1] - cz)), " (rk8pd 1e-13) at t=2: max "
             "|difference| in y3, z3");
}

/* the orders at alpha (a = 0: the paper's alpha = 0 or the variant's; a = 1:
   the paper's alpha = -0.3) */
static void
orders (int a)
{
  static const double alphas[2] = { 0.0, -0.3 };
  static const char *files[2] = { "s002-fig5-7.dat", "s002-fig5-8.dat" };
  double ord[2];
  int lo[2];
  if (V)
    {
      double h0, hmin, H0;
      int L;
      variant_errors (ref, t_err, ord, lo, &h0, &hmin, &H0, &L);
      vc_on (PEND, "h0 = %g, %d levels, t-end %g%s, against RK4 h = 1e-5 on the underlying ODE",
             H0, L, t_err, V->alt ? ", alternating steps" : "");
      for (int j = 0; j < 2; j++)
        vc_report (j ? "C3" : "C2", ord[j], " %s %s t=%g against RK4 (%s steps, lsq H=%.3g..%.3g)",
                   what, PEND->name, t_err, V->alt ? "alternating" : "constant", h0, hmin);
      return;
    }
  double hs[NL];
  errors (alphas[a], ref, files[a], ord, lo, hs);
  for (int j = 0; j < 2; j++)
    {
      char cid[16];
      snprintf (cid, sizeof cid, "C%d", 2 + 2 * a + j);
      vc_report (cid, ord[j], "%s t=2 against RK4 (lsq h=2/%d..2/%d)",
                 a ? "" : " hht-odae alpha=0 b=0 jn-pendulum",
                 (int) lround (T_ERR / hs[lo[j]]), (int) lround (T_ERR / hs[NL - 1]));
    }
}

/* C2, C3 */
static void
m_alpha0 (void)
{
  orders (0);
}

/* C4, C5 (the paper's settings) */
static void
m_alpha3 (void)
{
  orders (1);
}

/* C6: Fig. 5.6 (both of the paper's alphas, or the variant's) */
static void
m_fig (void)
{
  if (V)
    {
      double *yv = malloc ((size_t) (nfig + 1) * sizeof (double));
      if (!yv)
        tap_bail ("out of memory");
      trajectory (0.0, nfig, yv);
      double dev = 0.0;
      for (long i = 0; i <= nfig; i++)
        dev = fmax (dev, fabs (yv[i] - rk[i]));
      vc_on (PEND, "h = 2/%ld to t = 4 (the variant's steps not used: Fig. 5.6's grid), "
             "against RK4 h = 1e-5", nfig / 2);
      vc_report ("C6", dev, " of %s (h=2/%ld) against RK4 at every step on [0, 4], max "
                 "|difference|", what, nfig / 2);
      free (yv);
      return;
    }
  long nrun = mut == 3 ? 100 : nfig;
  double *y0 = malloc ((size_t) (nrun + 1) * sizeof (double)),
    *y1 = malloc ((size_t) (nrun + 1) * sizeof (double));
  if (!y0 || !y1)
    tap_bail ("out of memory");
  trajectory (0.0, nrun, y0);
  trajectory (-0.3, nrun, y1);
  double dev = 0.0;
  long stride = nfig / nrun;
  for (long i = 0; i <= nrun; i++)
    dev = fmax (dev, fmax (fabs (y0[i] - rk[i * stride]), fabs (y1[i] - rk[i * stride])));
  vc_report ("C6", dev, " of hht-odae b=0 (alpha=0 and -0.3, h=2/%ld) against RK4 at every step "
             "on [0, 4], max |difference|", nrun / 2);
  FILE *f = vc_data_open ("s002-fig5-6.dat", mut);
  if (f)
    {
      fprintf (f, "# jn-pendulum y3(t) on [0, 4]: hht-odae b=0 at h=%g (alpha=0, -0.3) and "
               "RK4 h=1e-5 on the underlying ODE; written by verify/s002_fig_5\n"
               "t\ty3_alpha0\ty3_alpha-0.3\ty3_rk4\n", T_FIG / (double) nfig);
      for (long i = 0; i <= nfig; i++)
        fprintf (f, "%.17g\t%.17g\t%.17g\t%.17g\n", T_FIG * (double) i / (double) nfig, y0[i],
                 y1[i], rk[i]);
      fclose (f);
    }
  free (y0);
  free (y1);
}

/* alternating steps with step-fix off: the correction (2.3) missing */
static const char *
gate (const vc_claim *c)
{
  if ((strcmp (c->id, "C2") == 0 || strcmp (c->id, "C3") == 0) && V->alt
      && vopt.step_fix == GP_STEPFIX_OFF)
    return "steps = alt with step-fix off violates the correction (2.3) on a change of step "
      "size (S002-4.5 with variable steps)";
  return NULL;
}

/* ---- the claims (theory/s002-fig-5.md's table states them in prose) ------- */
#define ORDERS "options, problem (jn-pendulum), steps (steps, h0, levels, t-end)"
#define ALPHA2 { "the paper's second alpha (Fig. 5.8); the variant's alpha is checked by C2, " \
                 "C3", "not run: the paper's alpha = -0.3" }
static const vc_claim claims[] = {
  { .id = "C1", .skip = { "the paper's reference against the committed one, no method parameter",
                          "not run: the paper's reference against the committed one, no "
                          "method" }, .measure = m_reference, .check = VC_LE, .target = 1e-11,
    .text = "the paper's reference (RK4 h=1e-5 on the underlying ODE) against the committed "
    "one" },
  { .id = "C2", .theorem = "S002-4.5", .takes = ORDERS, .measure = m_alpha0, .check = VC_ORDER,
    .target = 2.0, .slack = 0.15, .text = "y3 global order" },
  { .id = "C3", .theorem = "S002-4.5", .takes = ORDERS, .measure = m_alpha0, .check = VC_ORDER,
    .target = 2.0, .slack = 0.15, .text = "z3 global order" },
  { .id = "C4", .skip = ALPHA2, .measure = m_alpha3, .check = VC_ORDER, .target = 2.0,
    .slack = 0.15, .text = "y3 global order hht-odae alpha=-0.3 b=0 jn-pendulum" },
  { .id = "C5", .skip = ALPHA2, .measure = m_alpha3, .check = VC_ORDER, .target = 2.0,
    .slack = 0.15, .text = "z3 global order hht-odae alpha=-0.3 b=0 jn-pendulum" },
  { .id = "C6", .theorem = "S002-4.5", .takes = "options, problem (jn-pendulum)",
    .measure = m_fig, .check = VC_LE, .target = 1e-3, .text = "Fig. 5.6: y3" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "*: jn-pendulum",
    .methods = "hht-odae", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .method = &gp_method_hht_odae, .options = &vopt, .gate = gate, .finish = finish,
  };
  return vc_run (argc, argv, &prog);
}
