/* s002_thm_4_5.c -- verifies S002-4.5 (theory/s002-thm-4.5.md): the global
 * convergence theorem 4.5 of Jay & Negrut (seed 002), the claims of section 2
 * about HHT-alpha for ODEs (self-correction, variable steps, the correction
 * (2.3)), and the experiments of section 5.1 (Figs. 5.1-5.4).
 *
 * S002-4.5.  With consistent (y0, z0) and a0 - a(t0 + alpha h) = O(h), the
 * extended HHT-alpha method (3.4) has y_n - y(t_n), z_n - z(t_n) and
 * a_n - a(t_n + alpha h) all O(h^2), for every alpha in [-1/3, 0] and
 * b != 1/2; with variable steps it stays so when a_n is corrected by (2.3).
 *
 * The claims: the table `claims` at the end (theory/s002-thm-4.5.md states
 * them in prose); jn-test at t = 1, a0 = f(t0, y0, z0), and hht on the
 * oscillator y = cos(t + 1) (a phase at which a'(t0) != 0).  Each measure
 * serves the paper's settings and a variant's.
 *
 * Under --variant FILE (method hht-odae): the variant's options (alpha, b,
 * form, step-fix, Newton tolerance).  The global orders of its form run one
 * study on its problem when it names one with an exact solution (else
 * jn-test) with its step sequence (steps, h0, levels, t-end; defaults the
 * program's constant h = 1/10 .. 1/320 to t = 1); the other form's claims
 * are not about it, and neither are both for the midpoint form (Thm 4.5 is
 * stated for (3.4) and (3.5); the midpoint form's global orders are
 * S002-SEC6's).  With alternating steps and step-fix off the correction
 * (2.3) that Thm 4.5 assumes for variable steps is missing: a hypothesis of
 * the program.  The alternating-step claims run the paper's sequence with
 * the variant's options, (2.3) off and on; the oscillator's run hht with the
 * variant's alpha.  The claims of an order lost without (2.3), or by
 * a0 = f, assume alpha != 0 (the program's gate).
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

#define ID "S002-4.5"
enum { MUT_GAMMA = 0, MUT_FIX_INV, MUT_SHIFT, MUT_DEFAULT_FIX, MUT_START_EXACT };
static const vc_mutant mutants[] = {
  { "gamma-off", "C1,C2,C3,C4,C5,C6,C7,C10,C11,C13,C14,C15,C17,C18,C20,C21",
    "gamma = 1/2 - alpha + 0.05 in every run: the order condition of sec. 2 broken" },
  { "fix-inverted", "C18",
    "(2.3) with the ratio h_prev/h instead of h/h_prev (applied by the program, library fix off)" },
  { "a-shift-wrong", "C3,C6,C7,C10,C11,C13,C17",
    "the exact a taken at t + |alpha| h (sign of the shift lost) in the errors and in the "
    "exact a0 of C13" },
  { "default-fix", "C8,C9,C16,C19",
    "the runs meant without (2.3) keep the library's default step_fix = on" },
  { "start-exact", "C12",
    "C12's first step started from a0 = a(t0 + alpha h), not f(t0, y0, z0)" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

#define H0 0.1
#define L_CONST 6      /* h = 1/10 .. 1/320 */
#define L_ALT 9        /* H = 1/10 .. 1/2560 */
#define T_END 1.0

static const gp_block B3[3] = { GP_Y, GP_Z, GP_A };

/* ---- the oscillator with a phase: y = cos(omega (t + 1)) ----------------- */
#define PHASE 1.0
static double osc_y0[1], osc_z0[1];
static const double osc_a_start[1] = { 0 };

static int
osc_exact (double t, double y[], double z[], double a[], double lam[], double psi[],
           void *params)
{
  return gp_problem_oscillator.exact (t + PHASE, y, z, a, lam, psi, params);
}

static gp_problem osc;

static void
osc_init (void)
{
  double y[1], z[1];
  osc = gp_problem_oscillator;
  osc.name = "oscillator-phase1";
  osc.description = "y'' = -omega^2 y, y = cos(omega (t + 1))";
  osc.exact = osc_exact;
  if (osc_exact (0.0, y, z, NULL, NULL, NULL, osc.params))
    tap_bail ("oscillator exact solution failed");
  osc_y0[0] = y[0];
  osc_z0[0] = z[0];
  osc.y0 = osc_y0;
  osc.z0 = osc_z0;
  osc.a_start = osc_a_start;
}

/* ---- options ------------------------------------------------------------ */
/* the options the runs start from: the defaults, or the variant's (its
   form and Newton tolerance) */
static gp_options base;

static gp_options
hht_opts (double alpha, double b, gp_r1 r1, gp_stepfix fix)
{
  gp_options o = base;
  char why[256];
  if (gp_coeffs_hht (alpha, &o.c, why, sizeof why))
    tap_bail ("%s", why);
  if (mut == MUT_GAMMA)
    o.c.gamma += 0.05;
  o.c.b = b;
  o.r1 = r1;
  o.step_fix = fix == GP_STEPFIX_OFF && mut == MUT_DEFAULT_FIX ? GP_STEPFIX_ON : fix;
  return o;
}

/* hht on the unconstrained oscillator: the variant's alpha, no form */
static gp_options
ode_opts (double alpha, gp_stepfix fix)
{
  gp_options o = hht_opts (alpha, 0.0, GP_R1_IMPLICIT, fix);
  o.midpoint = 0;
  return o;
}

static gp_options
newmark_opts (gp_stepfix fix)
{
  gp_options o = hht_opts (0.0, 0.0, GP_R1_IMPLICIT, fix);
  double g = o.c.gamma;
  memset (&o.c, 0, sizeof o.c);
  o.c.beta = 0.25;
  o.c.gamma = g;        /* 1/2, or 0.55 under gamma-off */
  return o;
}

/* the time offset at which x->a is compared with the exact a after a last
   step of size h: alpha h (a-shift-wrong: |alpha| h) */
static double
a_offset (const gp_method *m, const gp_options *o, double h)
{
  double s = m->a_shift (o);
  return (mut == MUT_SHIFT ? fabs (s) : s) * h;
}

/* ---- a convergence study with the program's own error measurement ------- */
/* the first step and the end of the studies (a variant's h0 and t-end for
   its study of C1-C6) */
static double st_h0 = H0, st_t = T_END;

typedef struct
{
  int L;
  double h[GP_STUDY_MAX_LEVELS];     /* H: the step, or the pair H/3 + 2H/3 */
  long steps[GP_STUDY_MAX_LEVELS];
  double err[3][GP_STUDY_MAX_LEVELS];   /* y, z, a */
  double order[3];
  int lo[3];
} study;

/* One level: integrate from the problem's consistent start with the step
   sequence S, by the library's driver, or (wrong_fix) step by step with the
   library's fix off and (2.3) applied by the program with the ratio
   h_prev/h (the variant fix-inverted). */
static void
run_level (gp_stepper *s, const gp_method *m, const gp_problem *P, int wrong_fix,
           const gp_steps *S, gp_state *x, long *steps, double *h_last)
{
  gp_run run;
  if (!wrong_fix)
    {
      if (gp_integrate (s, S, st_t, x, 0, NULL, NULL, &run) != GP_OK)
        tap_bail ("%s/%s H=%g failed at step %ld (t=%g, h=%g): %s", m->name, P->name, S->H,
                  run.fail_step, run.fail_t, run.fail_h, gp_stepper_message (s));
      *steps = run.steps;
      *h_last = run.last_h;
      return;
    }
  char why[200];
  long N = gp_steps_count (S, P->t0, st_t, why, sizeof why);
  if (N < 0)
    tap_bail ("%s", why);
  if (gp_state_consistent (P, x, 1e-15) != GP_OK)
    tap_bail ("consistent start of %s failed", P->name);
  double t0 = x->t, hprev = 0.0;
  if (gp_stepper_start (s, gp_steps_time (S, t0, st_t, 1) - t0, x) != GP_OK)
    tap_bail ("start failed: %s", gp_stepper_message (s));
  for (long i = 1; i <= N; i++)
    {
      double tn = gp_steps_time (S, t0, st_t, i), h = tn - x->t, f[64];
      if (hprev > 0 && h != hprev)
        {
          if (P->n > 64 || m->a_of (s, x->t, x->y, x->z, f) != GP_OK)
            tap_bail ("f(t_n, y_n, z_n) failed");
          for (size_t k = 0; k < P->n; k++)
            x->a[k] = f[k] + hprev / h * (x->a[k] - f[k]);   /* the wrong ratio */
        }
      if (gp_stepper_step (s, h, x) != GP_OK)
        tap_bail ("%s/%s H=%g step %ld failed: %s", m->name, P->name, S->H, i,
                  gp_stepper_message (s));
      x->t = tn;
      hprev = h;
    }
  *steps = N;
  *h_last = hprev;
}

static void
run_study (const gp_method *m, const gp_problem *P, gp_options o, gp_steps_kind kind,
           int L, study *st)
{
  /* under fix-inverted the program applies the (wrong) fix itself */
  int wrong_fix = mut == MUT_FIX_INV && kind == GP_STEPS_ALT && o.step_fix == GP_STEPFIX_ON;
  if (wrong_fix)
    o.step_fix = GP_STEPFIX_OFF;
  gp_stepper *s = vc_stepper (m, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  memset (st, 0, sizeof *st);
  st->L = L;
  for (int k = 0; k < L; k++)
    {
      gp_steps S = { kind, ldexp (st_h0, -k), NULL, 0 };
      double hl, e[GP_NBLOCKS];
      gp_stepper_reset (s);
      st->h[k] = S.H;
      run_level (s, m, P, wrong_fix, &S, x, &st->steps[k], &hl);
      vc_errors_for (m, P, x, a_offset (m, &o, hl), e);
      for (int j = 0; j < 3; j++)
        st->err[j][k] = e[B3[j]];
    }
  for (int j = 0; j < 3; j++)
    st->order[j] = gp_order_fit (st->h, st->err[j], L, &st->lo[j]);
  gp_state_free (x);
  gp_stepper_free (s);
}

/* the fitted order among components [j0, j1] farthest from want */
static double
worst (const double *ord, int j0, int j1, double want)
{
  double w = ord[j0];
  for (int j = j0 + 1; j <= j1; j++)
    if (fabs (ord[j] - want) > fabs (w - want))
      w = ord[j];
  return w;
}

static void
diag_study (const char *what, const study *st)
{
  for (int k = 0; k < st->L; k++)
    tap_diag ("%s H=%-10.4g steps=%-6ld err_y=%.4e err_z=%.4e err_a=%.4e", what, st->h[k],
              st->steps[k], st->err[0][k], st->err[1][k], st->err[2][k]);
  tap_diag ("%s orders y %.3f (H=%.3g..) z %.3f (H=%.3g..) a %.3f (H=%.3g..)", what,
            st->order[0], st->h[st->lo[0]], st->order[1], st->h[st->lo[1]], st->order[2],
            st->h[st->lo[2]]);
}

static void
write_study (const char *file, const char *head, const study *st, int alt)
{
  FILE *f = vc_data_open (file, mut);
  if (!f)
    return;
  fprintf (f, "# %s; written by verify/s002_thm_4_5\n", head);
  fprintf (f, alt ? "H\tmean_h\tsteps\terr_y\terr_z\terr_a\n" : "h\tsteps\terr_y\terr_z\terr_a\n");
  for (int k = 0; k < st->L; k++)
    {
      if (alt)
        fprintf (f, "%.17g\t%.17g\t", st->h[k], st->h[k] / 2);
      else
        fprintf (f, "%.17g\t", st->h[k]);
      fprintf (f, "%ld\t%.17g\t%.17g\t%.17g\n", st->steps[k], st->err[0][k], st->err[1][k],
               st->err[2][k]);
    }
  fclose (f);
}

/* ---- the first two steps of hht on the oscillator ----------------------- */
/* local z errors of step 1 (a0 = f(t0) or, exact_a0, a(t0 + alpha h)) and of
   step 2 from the computed state, against the exact solution through it */
static void
local_z (double alpha, double h, int exact_a0, double *e1, double *e2)
{
  const gp_method *m = &gp_method_hht;
  gp_options o = ode_opts (alpha, GP_STEPFIX_ON);
  gp_stepper *s = vc_stepper (m, &osc, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s), *r = gp_stepper_state_alloc (s);
  if (!x || !r)
    tap_bail ("out of memory");
  if (gp_state_consistent (&osc, x, 1e-15) != GP_OK || gp_stepper_start (s, h, x) != GP_OK)
    tap_bail ("oscillator start failed");
  if (exact_a0)
    {
      vc_state_exact_for (m, &osc, x->t, a_offset (m, &o, h), r);
      x->a[0] = r->a[0];
    }
  double om = ((const gp_oscillator_params *) osc.params)->omega;
  if (gp_stepper_step (s, h, x) != GP_OK)
    tap_bail ("oscillator step 1 failed: %s", gp_stepper_message (s));
  x->t = h;
  vc_state_exact_for (m, &osc, x->t, 0.0, r);
  *e1 = fabs (x->z[0] - r->z[0]);
  /* the exact solution through (t1, y1, z1), one step later */
  double zhat = -om * x->y[0] * sin (om * h) + x->z[0] * cos (om * h);
  if (gp_stepper_step (s, h, x) != GP_OK)
    tap_bail ("oscillator step 2 failed: %s", gp_stepper_message (s));
  *e2 = fabs (x->z[0] - zhat);
  gp_state_free (x);
  gp_state_free (r);
  gp_stepper_free (s);
}

/* The step after a change of step size: hht on the oscillator takes a step
   h/2 from the exact start (a0 = f(t0, y0, z0)), then a step h; the local z
   error of the second step against the exact solution through (t1, y1, z1).
   mode 0: (2.3) off; 1: the library's (2.3) (fix-inverted: off, and the
   program applies it with the ratio h_prev/h). */
static double
after_change (double alpha, double h, int mode)
{
  const gp_method *m = &gp_method_hht;
  int wrong = mode == 1 && mut == MUT_FIX_INV;
  gp_options o = ode_opts (alpha,
                           mode == 1 && !wrong ? GP_STEPFIX_ON : GP_STEPFIX_OFF);
  gp_stepper *s = vc_stepper (m, &osc, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  double h1 = h / 2, om = ((const gp_oscillator_params *) osc.params)->omega;
  if (gp_state_consistent (&osc, x, 1e-15) != GP_OK || gp_stepper_start (s, h1, x) != GP_OK
      || gp_stepper_step (s, h1, x) != GP_OK)
    tap_bail ("oscillator step h/2 failed: %s", gp_stepper_message (s));
  x->t = h1;
  double zhat = -om * x->y[0] * sin (om * h) + x->z[0] * cos (om * h);
  if (wrong)
    {
      double f[1];
      if (m->a_of (s, x->t, x->y, x->z, f) != GP_OK)
        tap_bail ("f(t1, y1, z1) failed");
      x->a[0] = f[0] + h1 / h * (x->a[0] - f[0]);   /* the wrong ratio */
    }
  if (gp_stepper_step (s, h, x) != GP_OK)
    tap_bail ("oscillator step h failed: %s", gp_stepper_message (s));
  double e = fabs (x->z[0] - zhat);
  gp_state_free (x);
  gp_stepper_free (s);
  return e;
}

static int
has_exact (const gp_problem *Q)
{
  return Q->exact != NULL;
}


/* ---- the settings: the paper's runs, or a variant's ------------------------ */
static const char *const FORM[3] = { "(3.4)", "(3.5)", "midpoint" };
static const gp_problem *JN = &gp_problem_jn_test;
static const gp_method *const ODAE = &gp_method_hht_odae;
static const struct variant *V;
static int vform;
static double valpha, vb;
/* the premise of the claims that an order is lost without (2.3) or with
   a0 = f(t0, y0, z0) */
static char alpha0[256] = "";
/* the variant's steps are not used by the claims on the paper's sequences */
static const char *nsteps = "";
static char alist[48];

static void
setup (int mutant)
{
  mut = mutant;
  osc_init ();
  gp_options_default (&base);
  vc_variant_options (ODAE, &base);
  V = vc_variant ();
  vform = base.midpoint ? 2 : base.r1 == GP_R1_EXPLICIT ? 1 : 0;
  valpha = gp_coeffs_alpha (&base.c);
  vb = base.c.b;
  if (V)
    {
      JN = vc_variant_problem (JN, has_exact);
      if (valpha == 0.0)
        snprintf (alpha0, sizeof alpha0, "alpha = 0 violates alpha != 0 (%s: at alpha = 0, "
                  "a_n = f(t_n, y_n, z_n), so a0 = f(t0, y0, z0) is exact and (2.3) changes "
                  "nothing)", ID);
      if (V->have_steps || V->have_h0 || V->have_levels || V->have_t_end)
        nsteps = " (the variant's steps not used)";
      snprintf (alist, sizeof alist, "alpha=%g", valpha);
    }
  else
    snprintf (alist, sizeof alist, "alpha in {-0.15,-0.3}");
}

/* ---- C1-C7: the (alpha, b) grid of both forms, or the variant's study ------ */
static const double AL[3] = { 0.0, -0.15, -0.3 }, BB[3] = { 0.0, 0.3, 1.0 };
static double g_ords[2][3][9], g_cmin[2][3], g_cmax[2][3];
static int g_done[2];
static study v_st;
static int v_done, v_L;
static gp_steps_kind v_kind;
static char v_what[160];

/* the grid of form v (the paper's settings), once */
static void
grid (int v)
{
  static const gp_r1 R1[2] = { GP_R1_IMPLICIT, GP_R1_EXPLICIT };
  static const char *R1N[2] = { "(3.4)", "(3.5)" };
  if (g_done[v])
    return;
  g_done[v] = 1;
  for (int c = 0; c < 3; c++)
    {
      g_cmin[v][c] = (double) INFINITY;
      g_cmax[v][c] = 0;
    }
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      {
        study st;
        run_study (ODAE, JN, hht_opts (AL[i], BB[j], R1[v], GP_STEPFIX_ON),
                   GP_STEPS_UNIFORM, L_CONST, &st);
        char what[80];
        snprintf (what, sizeof what, "%s alpha=%g b=%g", R1N[v], AL[i], BB[j]);
        int L = st.L;
        double h2 = st.h[L - 1] * st.h[L - 1];
        tap_diag ("%s: orders y %.3f z %.3f a %.3f; error constants err/h^2 at h=%g: "
                  "y %.4g z %.4g a %.4g", what, st.order[0], st.order[1], st.order[2],
                  st.h[L - 1], st.err[0][L - 1] / h2, st.err[1][L - 1] / h2,
                  st.err[2][L - 1] / h2);
        for (int c = 0; c < 3; c++)
          {
            g_ords[v][c][3 * i + j] = st.order[c];
            g_cmin[v][c] = fmin (g_cmin[v][c], st.err[c][L - 1] / h2);
            g_cmax[v][c] = fmax (g_cmax[v][c], st.err[c][L - 1] / h2);
          }
        if (AL[i] == -0.15 && BB[j] == 0.3)
          {
            diag_study (what, &st);
            write_study (v == 0 ? "s002-thm-4.5-fig5-1.dat" : "s002-thm-4.5-fig5-2.dat",
                         v == 0 ? "jn-test, hht-odae (3.4), alpha=-0.15, b=0.3, constant "
                         "steps, errors at t=1 (a against a(t_n + alpha h))"
                         : "jn-test, hht-odae (3.4) with (3.5), alpha=-0.15, b=0.3, "
                         "constant steps, errors at t=1 (a against a(t_n + alpha h))",
                         &st, 0);
            if (v == 0 && mut < 0)
              {
                /* the library's own study measures the same errors */
                gp_options o = hht_opts (-0.15, 0.3, GP_R1_IMPLICIT, GP_STEPFIX_ON);
                gp_stepper *s = vc_stepper (ODAE, JN, &o, NULL);
                gp_study ls;
                vc_study (s, GP_STEPS_UNIFORM, H0, L_CONST, T_END, NULL, &ls);
                double d = 0;
                for (int c = 0; c < 3; c++)
                  for (int k = 0; k < L; k++)
                    d = fmax (d, fabs (ls.err[B3[c]][k] - st.err[c][k]) / st.err[c][k]);
                tap_diag ("gp_study_run on the same set: largest relative difference "
                          "of the errors %.2g", d);
                gp_stepper_free (s);
              }
          }
      }
}

/* the range of form v's orders of component c over the grid */
static void
grid_range (int v, int c, double *lo, double *hi, double *far)
{
  *lo = *hi = *far = g_ords[v][c][0];
  for (int k = 1; k < 9; k++)
    {
      *lo = fmin (*lo, g_ords[v][c][k]);
      *hi = fmax (*hi, g_ords[v][c][k]);
      if (fabs (g_ords[v][c][k] - 2) > fabs (*far - 2))
        *far = g_ords[v][c][k];
    }
}

/* the global order of component c of form v: the paper's grid (farthest
   from 2), or the variant's one study with its step sequence */
static void
global_order (int v, int c)
{
  char cid[16];
  snprintf (cid, sizeof cid, "C%d", 1 + 3 * v + c);
  if (V)
    {
      if (!v_done)
        {
          v_done = 1;
          v_kind = V->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM;
          v_L = V->have_levels ? (int) V->levels : V->alt ? L_ALT : L_CONST;
          st_h0 = V->have_h0 ? V->h0 : H0;
          st_t = V->have_t_end ? V->t_end : T_END;
          run_study (ODAE, JN, base, v_kind, v_L, &v_st);
          snprintf (v_what, sizeof v_what, "the variant %s alpha=%g b=%g on %s", FORM[vform],
                    gp_coeffs_alpha (&base.c), base.c.b, JN->name);
          diag_study (v_what, &v_st);
        }
      vc_on (JN, "h0 = %g, %d levels, t-end %g%s", v_st.h[0], v_L, st_t,
             v_kind == GP_STEPS_ALT ? ", alternating steps" : "");
      vc_report (cid, v_st.order[c], " of %s at t=%g, %s steps h=%g..%g (lsq from h=%.3g)",
                 v_what, st_t, v_kind == GP_STEPS_ALT ? "alternating" : "constant", v_st.h[0],
                 v_st.h[v_L - 1], v_st.h[v_st.lo[c]]);
      if (c == 2)
        {
          st_h0 = H0;
          st_t = T_END;
        }
      return;
    }
  double lo, hi, far;
  grid (v);
  grid_range (v, c, &lo, &hi, &far);
  tap_diag ("%s %s: fitted orders over the grid in [%.3f, %.3f]; error constants "
            "in [%.4g, %.4g]", FORM[v], gp_block_name (B3[c]), lo, hi, g_cmin[v][c],
            g_cmax[v][c]);
  vc_report (cid, far, " (farthest from 2) of hht-odae %s on jn-test at t=1 over alpha in "
             "{0,-0.15,-0.3} x b in {0,0.3,1}, h=1/10..1/320", FORM[v]);
}

static void
m_c1 (void)
{
  global_order (0, 0);
}

static void
m_c2 (void)
{
  global_order (0, 1);
}

static void
m_c3 (void)
{
  global_order (0, 2);
}

static void
m_c4 (void)
{
  global_order (1, 0);
}

static void
m_c5 (void)
{
  global_order (1, 1);
}

static void
m_c6 (void)
{
  global_order (1, 2);
}

/* C7: the spread of the orders over the grid (the paper's settings) */
static void
m_spread (void)
{
  double spread = 0.0;
  const char *spread_at = "";
  static const char *const AT[2][3] = { { "(3.4) y", "(3.4) z", "(3.4) a" },
                                        { "(3.5) y", "(3.5) z", "(3.5) a" } };
  for (int v = 0; v < 2; v++)
    for (int c = 0; c < 3; c++)
      {
        double lo, hi, far;
        grid (v);
        grid_range (v, c, &lo, &hi, &far);
        if (hi - lo > spread)
          {
            spread = hi - lo;
            spread_at = AT[v][c];
          }
      }
  vc_report ("C7", spread, ", largest over y, z, a and both variants (at %s)", spread_at);
}

/* ---- C8-C10: alternating steps, Figs. 5.3 and 5.4 (a variant's alpha, b,
   form) ------------------------------------------------------------------- */
static void
m_alt (void)
{
  study off, on;
  double a8 = V ? valpha : -0.15, b8 = V ? vb : 0.3;
  gp_r1 r8 = V ? base.r1 : GP_R1_IMPLICIT;
  run_study (ODAE, JN, hht_opts (a8, b8, r8, GP_STEPFIX_OFF), GP_STEPS_ALT, L_ALT, &off);
  run_study (ODAE, JN, hht_opts (a8, b8, r8, GP_STEPFIX_ON), GP_STEPS_ALT, L_ALT, &on);
  diag_study ("alt (2.3) off", &off);
  diag_study ("alt (2.3) on", &on);
  write_study ("s002-thm-4.5-fig5-3.dat", "jn-test, hht-odae (3.4), alpha=-0.15, b=0.3, "
               "steps H/3, 2H/3 alternating, (2.3) off, errors at t=1 (a against "
               "a(t_n + alpha h_{n-1}))", &off, 1);
  write_study ("s002-thm-4.5-fig5-4.dat", "jn-test, hht-odae (3.4), alpha=-0.15, b=0.3, "
               "steps H/3, 2H/3 alternating, with (2.3), errors at t=1 (a against "
               "a(t_n + alpha h_{n-1}))", &on, 1);
  vc_on (JN, "alternating steps H = %g .. %g, %d levels, t-end %g, (2.3) off%s", off.h[0],
         off.h[off.L - 1], off.L, st_t, nsteps);
  if (V)
    vc_report ("C8", off.order[2], ", hht-odae %s alpha=%g b=%g %s t=1 (lsq H=%.3g..%.3g)",
               FORM[vform], a8, b8, JN->name, off.h[off.lo[2]], off.h[off.L - 1]);
  else
    vc_report ("C8", off.order[2], ", hht-odae (3.4) alpha=-0.15 b=0.3 jn-test t=1 "
               "(lsq H=%.3g..%.3g)", off.h[off.lo[2]], off.h[off.L - 1]);
  vc_report ("C9", worst (off.order, 0, 1, 1.0), ": y %.3f, z %.3f", off.order[0],
             off.order[1]);
  vc_on (JN, "alternating steps H = %g .. %g, %d levels, t-end %g, (2.3) on%s", on.h[0],
         on.h[on.L - 1], on.L, st_t, nsteps);
  vc_report ("C10", worst (on.order, 0, 2, 2.0), ": y %.3f z %.3f a %.3f", on.order[0],
             on.order[1], on.order[2]);
}

/* ---- C11-C19: hht on the oscillator (a variant's alpha) ----------------- */
static double als[2];
static int nal;
static double zfin[2], hosc[2];
static double hl[L_CONST], e1[2][L_CONST];

static void
m_osc (void)
{
  double ya = (double) NAN, zg = (double) NAN;
  for (int i = 0; i < nal; i++)
    {
      study st;
      char what[64];
      run_study (&gp_method_hht, &osc, ode_opts (als[i], GP_STEPFIX_ON), GP_STEPS_UNIFORM,
                 L_CONST, &st);
      snprintf (what, sizeof what, "hht oscillator alpha=%g", als[i]);
      diag_study (what, &st);
      double ya2[2] = { st.order[0], st.order[2] }, w = worst (ya2, 0, 1, 2.0);
      if (isnan (ya) || fabs (w - 2) > fabs (ya - 2))
        ya = w;
      zfin[i] = st.err[1][st.L - 1];
      hosc[0] = st.h[0];
      hosc[1] = st.h[st.L - 1];
      if (isnan (zg) || fabs (st.order[1] - 2) > fabs (zg - 2))
        zg = st.order[1];
    }
  vc_on (&osc, "hht with the variant's alpha, h = %g .. %g, %d levels, t-end %g%s", hosc[0],
         hosc[1], L_CONST, st_t, nsteps);
  vc_report ("C11", ya, ", %s, t=1, h=1/10..1/320", alist);
  vc_report ("C15", zg, ", %s, h=1/10..1/320", alist);
}

static void
m_local (void)
{
  double e1x[2][L_CONST], e2[2][L_CONST];
  double s1 = (double) NAN, s1x = (double) NAN, s2 = (double) NAN;
  for (int i = 0; i < nal; i++)
    {
      double dummy;
      for (int k = 0; k < L_CONST; k++)
        {
          hl[k] = ldexp (H0, -k);
          local_z (als[i], hl[k], mut == MUT_START_EXACT, &e1[i][k], &e2[i][k]);
          local_z (als[i], hl[k], 1, &e1x[i][k], &dummy);
          tap_diag ("hht oscillator alpha=%g h=%-8.4g first-step z error: a0=f %.4e, "
                    "a0=a(t0+alpha h) %.4e; second-step z error %.4e", als[i], hl[k],
                    e1[i][k], e1x[i][k], e2[i][k]);
        }
      int lo;
      double p1 = gp_order_fit (hl, e1[i], L_CONST, &lo);
      double p1x = gp_order_fit (hl, e1x[i], L_CONST, &lo);
      double p2 = gp_order_fit (hl, e2[i], L_CONST, &lo);
      tap_diag ("hht oscillator alpha=%g local z slopes: step 1 (a0=f) %.3f, step 1 "
                "(a0 exact) %.3f, step 2 %.3f", als[i], p1, p1x, p2);
      if (isnan (s1) || fabs (p1 - 2) > fabs (s1 - 2))
        s1 = p1;
      if (isnan (s1x) || fabs (p1x - 3) > fabs (s1x - 3))
        s1x = p1x;
      if (isnan (s2) || fabs (p2 - 3) > fabs (s2 - 3))
        s2 = p2;
    }
  vc_on (&osc, "hht with the variant's alpha, the first two steps from t = 0, h = %g .. %g, "
         "%d levels%s", hl[0], hl[L_CONST - 1], L_CONST, nsteps);
  vc_report ("C12", s1, ", oscillator, %s, h=1/10..1/320", alist);
  vc_report ("C13", s1x, "%s", "");
  vc_report ("C14", s2, "%s", "");
}

/* C15's evidence: the first step's error is not carried along (its value:
   m_osc) */
static void
m_c15 (void)
{
  for (int i = 0; i < nal; i++)
    tap_diag ("hht oscillator alpha=%g h=%g: the first step's z error %.4e, the global z "
              "error at t=1 %.4e (ratio %.3f): the first step's error is not carried along",
              als[i], hl[L_CONST - 1], e1[i][L_CONST - 1], zfin[i],
              zfin[i] / e1[i][L_CONST - 1]);
}

static void
m_alt_osc (void)
{
  study hoff, hon;
  double a16 = V ? valpha : -0.15;
  run_study (&gp_method_hht, &osc, ode_opts (a16, GP_STEPFIX_OFF), GP_STEPS_ALT, L_ALT, &hoff);
  run_study (&gp_method_hht, &osc, ode_opts (a16, GP_STEPFIX_ON), GP_STEPS_ALT, L_ALT, &hon);
  char what16[80];
  snprintf (what16, sizeof what16, "hht oscillator alpha=%g alt (2.3) off", a16);
  diag_study (what16, &hoff);
  snprintf (what16, sizeof what16, "hht oscillator alpha=%g alt (2.3) on", a16);
  diag_study (what16, &hon);
  vc_on (&osc, "hht with the variant's alpha, alternating steps H = %g .. %g, %d levels, "
         "t-end %g, (2.3) off%s", hoff.h[0], hoff.h[hoff.L - 1], hoff.L, st_t, nsteps);
  vc_report ("C16", worst (hoff.order, 0, 2, 1.0), ", alpha=%g, alternating steps without "
             "(2.3), H=1/10..1/2560: y %.3f z %.3f a %.3f", a16, hoff.order[0], hoff.order[1],
             hoff.order[2]);
  vc_on (&osc, "hht with the variant's alpha, alternating steps H = %g .. %g, %d levels, "
         "t-end %g, (2.3) on%s", hon.h[0], hon.h[hon.L - 1], hon.L, st_t, nsteps);
  vc_report ("C17", worst (hon.order, 0, 2, 2.0), ": y %.3f z %.3f a %.3f", hon.order[0],
             hon.order[1], hon.order[2]);
}

/* C18, C19: the local error of the step after a change h/2 -> h */
static void
m_change (void)
{
  double ef[L_CONST], en[L_CONST], a18 = V ? valpha : -0.3;
  for (int k = 0; k < L_CONST; k++)
    {
      ef[k] = after_change (a18, hl[k], 1);
      en[k] = after_change (a18, hl[k], 0);
      tap_diag ("hht oscillator alpha=%g step h=%-8.4g after h/2: local z error with "
                "(2.3) %.4e, without %.4e", a18, hl[k], ef[k], en[k]);
    }
  int lof, lon;
  double pf = gp_order_fit (hl, ef, L_CONST, &lof), pn = gp_order_fit (hl, en, L_CONST, &lon);
  vc_on (&osc, "hht with the variant's alpha, a step h/2 then h from t = 0, h = %g .. %g, "
         "(2.3) on%s", hl[0], hl[L_CONST - 1], nsteps);
  vc_report ("C18", pf, ", oscillator alpha=%g (lsq h=%.3g..%.3g)", a18, hl[lof],
             hl[L_CONST - 1]);
  vc_on (&osc, "hht with the variant's alpha, a step h/2 then h from t = 0, h = %g .. %g, "
         "(2.3) off%s", hl[0], hl[L_CONST - 1], nsteps);
  vc_report ("C19", pn, " (lsq h=%.3g..%.3g)", hl[lon], hl[L_CONST - 1]);
}

/* C20, C21: newmark (the paper's settings: a fixed method) */
static void
m_newmark (void)
{
  study nc, na;
  run_study (&gp_method_newmark, &osc, newmark_opts (GP_STEPFIX_ON), GP_STEPS_UNIFORM, L_CONST,
             &nc);
  run_study (&gp_method_newmark, &osc, newmark_opts (GP_STEPFIX_OFF), GP_STEPS_ALT, L_ALT, &na);
  diag_study ("newmark oscillator constant", &nc);
  diag_study ("newmark oscillator alt (2.3) off", &na);
  vc_report ("C20", worst (nc.order, 0, 2, 2.0), ": y %.3f z %.3f a %.3f", nc.order[0],
             nc.order[1], nc.order[2]);
  vc_report ("C21", worst (na.order, 0, 2, 2.0), ": y %.3f z %.3f a %.3f", na.order[0],
             na.order[1], na.order[2]);
}

/* ---- the gates ------------------------------------------------------------ */
/* the global orders of the form the variant does not have */
static vc_not_about
not_about (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  static char not_run[40];
  if (n <= 6 && (n - 1) / 3 != vform)
    {
      snprintf (not_run, sizeof not_run, "not run: the form %s", FORM[(n - 1) / 3]);
      return (vc_not_about) { vform == 2 ? "Thm 4.5 is stated for (3.4) and (3.5); the "
                              "midpoint form's global orders are S002-SEC6 C9-C12"
                              : "its form is the other one", not_run };
    }
  return (vc_not_about) { NULL, NULL };
}

/* the program's own hypotheses: (2.3) with variable steps (C1-C6), and
   alpha != 0 for the claims of an order lost (C8, C9, C12, C16, C19) */
static const char *
gate (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  if (n <= 6 && V->alt && base.step_fix == GP_STEPFIX_OFF)
    return "steps = alt with step-fix off violates the correction (2.3) on a change of step "
      "size (S002-4.5 with variable steps)";
  if ((n == 8 || n == 9 || n == 12 || n == 16 || n == 19) && alpha0[0])
    return alpha0;
  return NULL;
}

/* ---- the claims (theory/s002-thm-4.5.md's table states them in prose) ---- */
#define GLOBAL "options, problem, steps (steps, h0, levels, t-end)"
#define ALT "options (alpha, b, form; the paper's alternating steps)"
#define OSC "options (alpha; hht on the oscillator)"
static const vc_claim claims[] = {
  { .id = "C1", .theorem = ID, .takes = GLOBAL, .measure = m_c1, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "y global order" },
  { .id = "C2", .theorem = ID, .takes = GLOBAL, .measure = m_c2, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "z global order" },
  { .id = "C3", .theorem = ID, .takes = GLOBAL, .measure = m_c3, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "a global order" },
  { .id = "C4", .theorem = ID, .takes = GLOBAL, .measure = m_c4, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "y global order" },
  { .id = "C5", .theorem = ID, .takes = GLOBAL, .measure = m_c5, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "z global order" },
  { .id = "C6", .theorem = ID, .takes = GLOBAL, .measure = m_c6, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "a global order" },
  { .id = "C7", .skip = { "the spread of the orders over the paper's (alpha, b) grid; a "
                          "variant is one point of it", "not run: the paper's (alpha, b) grid" },
    .measure = m_spread, .check = VC_LE, .target = 0.1,
    .text = "spread (max - min) of the fitted orders over the (alpha, b) grid" },
  { .id = "C8", .theorem = ID, .takes = ALT, .measure = m_alt, .check = VC_ORDER, .target = 1.0,
    .slack = 0.2, .text = "a order with alternating steps H/3, 2H/3 without (2.3)" },
  { .id = "C9", .theorem = ID, .takes = ALT, .measure = m_alt, .check = VC_ORDER, .target = 1.0,
    .slack = 0.2, .text = "y, z order (farther from 1) with alternating steps without (2.3)" },
  { .id = "C10", .theorem = ID, .takes = ALT, .measure = m_alt, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1,
    .text = "y, z, a order (farthest from 2) with alternating steps and (2.3)" },
  { .id = "C11", .theorem = ID, .takes = OSC, .measure = m_osc, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1,
    .text = "y, a order (farthest from 2) of hht on the oscillator y=cos(t+1), a0=f(t0,y0,z0)" },
  { .id = "C12", .theorem = ID, .takes = OSC, .measure = m_local, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "first-step local z error slope of hht with "
    "a0=f(t0,y0,z0)" },
  { .id = "C13", .theorem = ID, .takes = OSC, .measure = m_local, .check = VC_ORDER,
    .target = 3.0, .slack = 0.1,
    .text = "first-step local z error slope of hht with a0=a(t0+alpha h)" },
  { .id = "C14", .theorem = ID, .takes = OSC, .measure = m_local, .check = VC_ORDER,
    .target = 3.0, .slack = 0.1, .text = "second-step local z error slope of hht from the "
    "computed (y1,z1,a1) (self-correction)" },
  { .id = "C15", .theorem = ID, .takes = OSC, .measure = m_c15, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "global z order of hht at t=1 with a0=f(t0,y0,z0)" },
  { .id = "C16", .theorem = ID, .takes = OSC, .measure = m_alt_osc, .check = VC_ORDER,
    .target = 1.0, .slack = 0.2, .text = "y, z, a order (farthest from 1) of hht on the "
    "oscillator" },
  { .id = "C17", .theorem = ID, .takes = OSC, .measure = m_alt_osc, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1,
    .text = "y, z, a order (farthest from 2) of hht, alternating steps with (2.3)" },
  { .id = "C18", .theorem = ID, .takes = OSC, .measure = m_change, .check = VC_ORDER,
    .target = 3.0, .slack = 0.1, .text = "local z error slope of the hht step h after a step "
    "h/2, with (2.3), from the computed (y1,z1,a1)" },
  { .id = "C19", .theorem = ID, .takes = OSC, .measure = m_change, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "the same without (2.3)" },
  { .id = "C20", .skip = { "Newmark beta = 1/4, gamma = 1/2, a fixed method",
                           "not run: newmark, a fixed method" },
    .measure = m_newmark, .check = VC_ORDER, .target = 2.0, .slack = 0.1,
    .text = "y, z, a order (farthest from 2) of newmark beta=1/4 gamma=1/2 on the oscillator, "
    "constant steps" },
  { .id = "C21", .skip = { "Newmark beta = 1/4, gamma = 1/2, a fixed method",
                           "not run: newmark, a fixed method" },
    .measure = m_newmark, .check = VC_ORDER, .target = 2.0, .slack = 0.1,
    .text = "y, z, a order (farthest from 2) of newmark, alternating steps without (2.3)" },
};

static void
setup_all (int mutant)
{
  setup (mutant);
  als[0] = V ? valpha : AL[1];
  als[1] = AL[2];
  nal = V ? 1 : 2;
}

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "C1-C7: jn-test; C20-C21: oscillator",
    .methods = "hht-odae", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup_all,
    .not_about = not_about, .method = &gp_method_hht_odae, .options = &base, .gate = gate,
  };
  return vc_run (argc, argv, &prog);
}
