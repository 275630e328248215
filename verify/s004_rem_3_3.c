/* s004_rem_3_3.c -- verifies S004-R3.3 (theory/s004-rem-3.3.md): Remark 3.3
 * of seed 004, the conditioning of the nonholonomic Newmark step near
 * gamma = 2 beta, and what the trapezoidal case beta = 1/4, gamma = 1/2 does.
 *
 * S004-R3.3.  The coefficient vectors of a_k and a_{k+1} in (q_{k+1}, v_{k+1})
 * are ((1-2b) h^2/2, (1-g) h) and (b h^2, g h); for gamma = 2 beta they are
 * proportional, v_{k+1} = 2 (q_{k+1} - q_k)/h - v_k whatever the
 * accelerations, and the two constraints see the two multipliers through one
 * combination up to the change of mu over the step.  The 1-norm condition
 * number of the Newton matrix (gp_stepper_iteration_matrix, constraint rows
 * scaled by 1/h; gp_cond1) is measured; alpha_d = 1/2, (14).
 *
 * The claims: the table `claims` at the end (theory/s004-rem-3.3.md states
 * them in prose); each measure serves the paper's settings and a variant's.
 * Under --variant FILE (method nh-newmark): its gamma, alpha_d, disc and
 * Newton tolerance, on its problem when it names one that fits (else the
 * program's problems), the states at t = 1 from rk8pd at 1e-13 on it.  The
 * sweep toward gamma = 2 beta takes the variant's gamma (beta is the claim's
 * variable); the bounded condition and the control order take its beta,
 * gated by the method's S004-R3.3 and S004-P3.4 rows.  The claims with the
 * premise gamma = 2 beta are about a variant only when it has it (the
 * h^-4 growth at the starts where (mu_q v) v = 0, found by evaluating it).
 * The runs to t = 1 use its h0, levels and t-end (constant steps).
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

#define ID "S004-R3.3"
#define U (DBL_EPSILON / 2)
#define NMAX 8
#define LV 9              /* h = 0.1 .. 0.1/256 */

enum { MUT_UNSCALED = 0, MUT_GAMMA_BETA, MUT_NEAR_TRAP, MUT_TRAP_ALPHA0 };
static const vc_mutant mutants[] = {
  { "unscaled-rows", "C2,C3,C4",
    "the condition number of the matrix with the constraint rows multiplied back by h "
    "(the library's 1/h row scaling undone)" },
  { "gamma-eq-beta", "C1,C2,C3",
    "the sweeps approach gamma = beta instead of gamma = 2 beta (a misreading of Remark 3.3)" },
  { "near-trapezoid", "C6,C7,C9",
    "the trapezoid runs take beta = 1/4 - 1e-3: consistent, but no longer gamma = 2 beta" },
  { "control-alpha-d-0", "C8", "the beta = 1/6 control runs with alpha_d = 0 (first order)" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

static double
maxabs (const double *a, size_t n)
{
  double m = 0;
  for (size_t i = 0; i < n; i++)
    m = fmax (m, fabs (a[i]));
  return m;
}

/* ---- under a variant ------------------------------------------------------ */
static const struct variant *V;
static gp_options base;            /* nh-newmark's defaults, or the variant's */
static double o_h0 = 0.1, o_t = 1.0;
static int o_lev = LV;

/* the state at t from rk8pd at 1e-13 (a variant's problem may have other
   parameters than the committed references), cached per problem */
static const gp_state *
ref_at (const gp_problem *P, double t)
{
  static const gp_problem *key[4];
  static double kt[4];
  static gp_state *val[4];
  for (int i = 0; i < 4; i++)
    if (key[i] == P && kt[i] == t)
      return val[i];
  for (int i = 0; i < 4; i++)
    if (!key[i])
      {
        long ns;
        val[i] = gp_state_alloc (P, &gp_method_nh_newmark);
        if (!val[i] || gp_reference_solve (P, t, 1e-13, val[i], &ns) != GP_OK)
          tap_bail ("reference of %s at t = %g failed", P->name, t);
        key[i] = P;
        kt[i] = t;
        return val[i];
      }
  tap_bail ("more than 4 reference states");
}

/* beta for "gamma = 2 beta approached by delta" (the mutant: gamma = beta) */
static double
beta_near (double gamma, double delta)
{
  return mut == MUT_GAMMA_BETA ? gamma - delta : (gamma - delta) / 2;
}

/* cond_1 of the Newton matrix for (beta, gamma) from the consistent start
   (at1 = 0) or from the committed reference state at t = 1 (at1 = 1) */
static double
cond_at (const gp_problem *P, double beta, double gamma, double h, int at1)
{
  gp_options o = base;
  o.c.beta = beta;
  o.c.gamma = gamma;
  gp_stepper *s = vc_stepper (&gp_method_nh_newmark, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  size_t n = P->n, m = P->m_k, N = gp_stepper_unknowns (s);
  double *J = malloc (N * N * sizeof (double));
  if (!x || !J)
    tap_bail ("out of memory");
  if (gp_state_consistent (P, x, 1e-14) != GP_OK)
    tap_bail ("consistent start of %s failed", P->name);
  if (at1 && V)
    {
      const gp_state *R = ref_at (P, 1.0);
      x->t = 1.0;
      memcpy (x->y, R->y, n * sizeof (double));
      memcpy (x->z, R->z, n * sizeof (double));
      memcpy (x->a, R->a, n * sizeof (double));
      memcpy (x->psi, R->psi, m * sizeof (double));
    }
  else if (at1)
    {
      const gp_reference *R = gp_reference_at (P->name, 1.0);
      if (!R)
        tap_bail ("no reference of %s at t = 1", P->name);
      x->t = 1.0;
      memcpy (x->y, R->values, n * sizeof (double));
      memcpy (x->z, R->values + n, n * sizeof (double));
      memcpy (x->a, R->values + 2 * n, n * sizeof (double));
      memcpy (x->psi, R->values + 3 * n + P->m_g, m * sizeof (double));
    }
  if (gp_stepper_start (s, h, x) != GP_OK || gp_stepper_iteration_matrix (s, h, x, J) != GP_OK)
    tap_bail ("iteration matrix of %s failed: %s", P->name, gp_stepper_message (s));
  if (mut == MUT_UNSCALED)
    for (size_t i = 2 * n; i < N; i++)
      for (size_t j = 0; j < N; j++)
        J[i * N + j] *= h;
  double c = gp_cond1 (J, N);
  free (J);
  gp_state_free (x);
  gp_stepper_free (s);
  return c;
}

static double
slope (const double *x, const double *y, int n)
{
  return gp_lsq_order (x, y, 0, n - 1);
}

/* ---- C5-C9: runs to t = 1 ------------------------------------------------- */
#define LVMAX 16          /* a variant's levels */
typedef struct
{
  double h[LVMAX], ey[LVMAX], ep[LVMAX], its, pos_ratio, order_y, order_p;
  long solves, floor_accepts;
  int failed;
} trap_study;

static void
run_to_1 (const gp_problem *P, double beta, double ad, trap_study *S)
{
  size_t n = P->n;
  const double *ry, *rpsi;
  if (V)
    {
      const gp_state *R = ref_at (P, o_t);
      ry = R->y;
      rpsi = R->psi;
    }
  else
    {
      const gp_reference *R = gp_reference_at (P->name, 1.0);
      if (!R)
        tap_bail ("no reference of %s at t = 1", P->name);
      ry = R->values;
      rpsi = R->values + 3 * n + P->m_g;
    }
  gp_options o = base;
  o.c.beta = beta;
  o.c.alpha_d = ad;
  gp_stepper *s = vc_stepper (&gp_method_nh_newmark, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  memset (S, 0, sizeof *S);
  long steps = 0;
  gp_stats before = *gp_stepper_stats (s);
  for (int l = 0; l < o_lev; l++)
    {
      double h = ldexp (o_h0, -l), q0[NMAX], v0[NMAX];
      long N = lround (o_t / h);
      gp_stepper_reset (s);
      if (gp_state_consistent (P, x, 1e-14) != GP_OK || gp_stepper_start (s, h, x) != GP_OK)
        tap_bail ("start of %s failed", P->name);
      for (long k = 0; k < N; k++)
        {
          memcpy (q0, x->y, n * sizeof (double));
          memcpy (v0, x->z, n * sizeof (double));
          if (gp_stepper_step (s, h, x) != GP_OK)
            {
              tap_diag ("%s beta=%g h=%g: step %ld failed: %s", P->name, beta, h, k + 1,
                        gp_stepper_message (s));
              S->failed++;
              break;
            }
          steps++;
          /* the trapezoidal position rule and its rounding bound */
          double r = 0;
          for (size_t i = 0; i < n; i++)
            r = fmax (r, fabs ((x->y[i] - q0[i]) - 0.5 * h * (v0[i] + x->z[i])));
          double B = 4 * U * (maxabs (x->y, n) + maxabs (q0, n) + h * maxabs (v0, n)
                              + h * maxabs (x->z, n)
                              + h * h * (maxabs (x->a, n) + maxabs (x->aux, n)));
          S->pos_ratio = fmax (S->pos_ratio, r / B);
        }
      S->h[l] = h;
      S->ey[l] = vc_dist (x->y, ry, n);
      S->ep[l] = fabs (x->psi[0] - rpsi[0]);
    }
  const gp_stats *A = gp_stepper_stats (s);
  S->its = (double) (A->newton_iters - before.newton_iters) / (double) (steps ? steps : 1);
  S->solves = A->newton_solves - before.newton_solves;
  S->floor_accepts = A->floor_accepts - before.floor_accepts;
  int lo;
  S->order_y = gp_order_fit (S->h, S->ey, o_lev, &lo);
  S->order_p = gp_order_fit (S->h, S->ep, o_lev, &lo);
  gp_state_free (x);
  gp_stepper_free (s);
}

/* ---- the claims under a variant ------------------------------------------ */
/* a problem a variant may name: the program's buffers (n <= NMAX, one
   multiplier read) */
static int
fits (const gp_problem *Q)
{
  if (!(Q->n <= NMAX && Q->m_k >= 1 && Q->m_k <= 2))
    return 0;
  /* and its constraints are affine in the velocities, which nh-newmark
     needs (it refuses jay-nh at the start): k_z at the initial values and
     with z shifted by 1, compared bitwise as the library's start does */
  double z2[NMAX], ky[2 * NMAX], kz[2 * NMAX], kz2[2 * NMAX], kt[2];
  for (size_t i = 0; i < Q->n; i++)
    z2[i] = Q->z0[i] + 1.0;
  if (Q->k_jac (Q->t0, Q->y0, Q->z0, ky, kz, kt, Q->params)
      || Q->k_jac (Q->t0, Q->y0, z2, ky, kz2, kt, Q->params))
    return 0;
  return memcmp (kz, kz2, Q->m_k * Q->n * sizeof (double)) == 0;
}

/* under a variant, the context of the claims that follow: the problems
   PS[p0..np-1] (pick: those with pick[p] set, NULL: all) and the settings */
static void
on_problems (const gp_problem *const *PS, int p0, int np, const int *pick, const char *set)
{
  char names[160] = "";
  size_t k = 0;
  int n = 0, last = p0;
  for (int p = p0; p < np; p++)
    if (!pick || pick[p])
      {
        k += (size_t) snprintf (names + k, sizeof names - k, "%s%s", k ? "," : "", PS[p]->name);
        n++;
        last = p;
      }
  if (n == 1)
    vc_on (PS[last], "%s", set);
  else
    vc_on_names (names, "%s", set);
}

/* Whether d mu/dt = mu_q v (mu = k_z) vanishes at the consistent start,
   which makes the condition grow like h^-4 instead of h^-2 (C3): a central
   difference of k_z along v (step 1e-6, relative threshold 1e-6) */
static int
mu_still_at_start (const gp_problem *P)
{
  size_t n = P->n, m = P->m_k;
  gp_state *x = gp_state_alloc (P, &gp_method_nh_newmark);
  double ky[2 * NMAX], kp[2 * NMAX], km[2 * NMAX], kt[2], qp[NMAX], qm[NMAX];
  const double dl = 1e-6;
  if (!x || gp_state_consistent (P, x, 1e-14) != GP_OK)
    tap_bail ("start of %s failed", P->name);
  for (size_t j = 0; j < n; j++)
    {
      qp[j] = x->y[j] + dl * x->z[j];
      qm[j] = x->y[j] - dl * x->z[j];
    }
  if (P->k_jac (x->t, qp, x->z, ky, kp, kt, P->params)
      || P->k_jac (x->t, qm, x->z, ky, km, kt, P->params))
    tap_bail ("k_jac of %s failed", P->name);
  double d = 0, scale = 0;
  for (size_t i = 0; i < m * n; i++)
    {
      d = fmax (d, fabs (kp[i] - km[i]) / (2 * dl));
      scale = fmax (scale, fabs (kp[i]) + fabs (km[i]));
    }
  double v = maxabs (x->z, n);
  gp_state_free (x);
  return d <= 1e-6 * fmax (scale, 1.0) * (1 + v);
}

/* ---- the settings: the paper's runs, or a variant's ------------------------ */
static const gp_problem *PS[3] = { &gp_problem_nh_particle, &gp_problem_nh_chaotic,
                                   &gp_problem_cvt };
static int np = 3, p1 = 1;   /* the sweep and the runs on PS[p1..np-1] */
static int two;              /* the variant has gamma = 2 beta */
static char what[160];       /* the variant's parameters */

static void
setup (int mutant)
{
  mut = mutant;
  V = vc_variant ();
  gp_options_for (&gp_method_nh_newmark, &base);
  if (!V)
    return;
  vc_variant_options (&gp_method_nh_newmark, &base);
  vc_variant_study (&o_h0, &o_lev, &o_t);
  if (V->alt)
    tap_diag ("steps = alt: the runs to t-end use constant steps h0 2^-k (the claims are "
              "about the one-step map)");
  if (V->P)
    {
      const gp_problem *PV = vc_variant_problem (PS[1], fits);
      if (PV != PS[1])
        {
          PS[0] = PV;
          np = 1;
          p1 = 0;
        }
    }
  double b = base.c.beta, g = base.c.gamma, ad = base.c.alpha_d;
  two = !(fabs (g - 2 * b) > 1e-8 * fabs (g));
  snprintf (what, sizeof what, "the variant (beta = %g, gamma = %g, alpha_d = %g, eq. %d)", b, g,
            ad, base.disc == GP_DISC_15 ? 15 : 14);
}

/* C1: cond against |gamma - 2 beta| at h = 1e-4 (a variant's gamma) */
static void
m_sweep (void)
{
  double d[6], c[6], w = (double) NAN, g = V ? base.c.gamma : 0.5;
  char at[200] = "";
  for (int p = p1; p < np; p++)
    {
      for (int i = 0; i < 6; i++)
        {
          d[i] = pow (10.0, -1 - i);
          c[i] = V ? cond_at (PS[p], (g - d[i]) / 2, g, 1e-4, 0)
            : cond_at (PS[p], beta_near (0.5, d[i]), 0.5, 1e-4, 0);
        }
      double sl = slope (d, c, 6);
      if (V)
        tap_diag ("%s start, h=1e-4, gamma=%g: cond at |gamma-2beta| = 1e-1..1e-6: %.3g %.3g "
                  "%.3g %.3g %.3g %.3g; slope %.4f", PS[p]->name, g, c[0], c[1], c[2], c[3],
                  c[4], c[5], sl);
      else
        tap_diag ("%s start, h=1e-4: cond at |gamma-2beta| = 1e-1..1e-6: %.3g %.3g %.3g %.3g "
                  "%.3g %.3g; slope %.4f", PS[p]->name, c[0], c[1], c[2], c[3], c[4], c[5], sl);
      if (isnan (w) || fabs (sl + 1) > fabs (w + 1))
        {
          w = sl;
          snprintf (at, sizeof at, "%s", PS[p]->name);
        }
    }
  if (V)
    {
      on_problems (PS, p1, np, NULL, "Newton matrix at the consistent start, h = 1e-4, beta "
                   "swept (the program's settings)");
      vc_report ("C1", w, " (gamma = %g, alpha_d = %g), the one farthest from -1", g,
                 base.c.alpha_d);
      return;
    }
  tap_diag ("C1: farthest from -1 on %s", at);
  vc_report ("C1", w, ", the one farthest from -1");
}

/* C2, C3: gamma = 2 beta against h */
static void
m_h (void)
{
  double w2 = (double) NAN, w3 = (double) NAN;
  char at2[200] = "", at3[200] = "";
  int deg[3] = { 0, 0, 0 };
  for (int p = 0; p < np; p++)
    for (int at1 = 0; at1 < 2; at1++)
      {
        /* the paper's starts of nh-particle and cvt have d mu/dt = 0 (C3); a
           variant's problem: evaluated */
        int degenerate = V ? !at1 && mu_still_at_start (PS[p]) : !at1 && p != 1;
        deg[p] |= degenerate;
        double hs[3], c[3];
        for (int i = 0; i < 3; i++)
          {
            hs[i] = pow (10.0, (degenerate ? -1 : -2) - i);
            c[i] = V ? cond_at (PS[p], base.c.beta, base.c.gamma, hs[i], at1)
              : cond_at (PS[p], beta_near (0.5, 0.0), 0.5, hs[i], at1);
          }
        double sl = slope (hs, c, 3);
        tap_diag ("%s %s, %s: cond at h = %g, %g, %g: %.3g %.3g %.3g; slope %.3f",
                  PS[p]->name, at1 ? "t=1" : "start", V ? "the variant" : "gamma = 2 beta",
                  hs[0], hs[1], hs[2], c[0], c[1], c[2], sl);
        if (degenerate && (isnan (w3) || fabs (sl + 4) > fabs (w3 + 4)))
          {
            w3 = sl;
            snprintf (at3, sizeof at3, "%s start", PS[p]->name);
          }
        if (!degenerate && (isnan (w2) || fabs (sl + 2) > fabs (w2 + 2)))
          {
            w2 = sl;
            snprintf (at2, sizeof at2, "%s %s", PS[p]->name, at1 ? "t=1" : "start");
          }
      }
  if (V)
    {
      on_problems (PS, 0, np, NULL, "Newton matrix at the starts and the t = 1 states (rk8pd), "
                   "h = 1e-2 .. 1e-4 (the program's steps)");
      vc_report ("C2", w2, " (%s) at the t=1 states and the starts where d mu/dt != 0, the one "
                 "farthest from -2", what);
      if (isnan (w3))
        {
          vc_on (NULL, "nothing measured");
          vc_report_skip ("C3", "not about the variant: none of its starts has d mu/dt = 0, the "
                          "claim's premise", "%s", "");
        }
      else
        {
          on_problems (PS, 0, np, deg, "Newton matrix at the consistent starts where d mu/dt = "
                       "0, h = 1e-1 .. 1e-3 (the program's steps)");
          vc_report ("C3", w3, " where d mu/dt = mu_q v = 0 (h=1e-1..1e-3): the slope farthest "
                     "from -4");
        }
      return;
    }
  tap_diag ("C2: farthest from -2 at %s; C3: farthest from -4 at %s", at2, at3);
  vc_report ("C2", w2, " at the t=1 states of nh-particle, nh-chaotic, cvt and nh-chaotic's "
             "start, the one farthest from -2");
  vc_report ("C3", w3, " of nh-particle and cvt, where d mu/dt = 0 (h=1e-1..1e-3): the slope "
             "farthest from -4");
}

/* C4: gamma != 2 beta stays bounded (the paper's three pairs, a variant's
   own) */
static void
m_bounded (void)
{
  static const double BG[3][2] = { { 0.0, 0.5 }, { 1.0 / 6.0, 0.5 }, { 0.3, 0.7 } };
  double wsl = 0, cmax = 0;
  for (int p = 0; p < np; p++)
    for (int at1 = 0; at1 < 2; at1++)
      for (int b = 0; b < (V ? 1 : 3); b++)
        {
          double hs[8], c[8], bb = V ? base.c.beta : BG[b][0], gg = V ? base.c.gamma : BG[b][1];
          for (int i = 0; i < 8; i++)
            {
              hs[i] = pow (10.0, -1 - i);
              c[i] = cond_at (PS[p], bb, gg, hs[i], at1);
              cmax = fmax (cmax, c[i]);
            }
          double sl = slope (hs, c, 8);
          if (fabs (sl) >= fabs (wsl))
            wsl = sl;
          if (V)
            tap_diag ("%s %s, the variant: cond at h=1e-1: %.3g, 1e-8: %.3g; slope %.4f",
                      PS[p]->name, at1 ? "t=1" : "start", c[0], c[7], sl);
          else
            tap_diag ("%s %s beta=%.4g gamma=%g: cond at h=1e-1: %.3g, 1e-8: %.3g; slope %.4f",
                      PS[p]->name, at1 ? "t=1" : "start", BG[b][0], BG[b][1], c[0], c[7], sl);
        }
  if (V)
    {
      on_problems (PS, 0, np, NULL, "Newton matrix at the starts and the t = 1 states (rk8pd), "
                   "h = 1e-1 .. 1e-8 (the program's steps)");
      vc_report ("C4", fabs (wsl) <= 0.05 && cmax <= 200, " (%s, h=1e-1..1e-8, starts and t=1 "
                 "states; largest |slope| %.4f, bound 0.05; largest cond %.4g, bound 200)",
                 what, wsl, cmax);
      return;
    }
  vc_report ("C4", fabs (wsl) <= 0.05 && cmax <= 200, " (beta=0; 1/6; 0.3 with gamma=0.7), "
             "h=1e-1..1e-8, starts and t=1 states of the three problems: cond_1 stays bounded "
             "(largest |slope| %.4f, bound 0.05; largest cond %.4g, bound 200)", wsl, cmax);
}

/* C5-C9: the trapezoidal case and the beta = 1/6 control to t = 1 (a
   variant's runs to its t-end) */
static void
m_runs (void)
{
  double its = 0, pos = 0, eymin = HUGE_VAL, wo = (double) NAN, wp = (double) NAN;
  int failed = 0;
  if (V)
    {
      double b = base.c.beta, ad = base.c.alpha_d;
      for (int p = p1; p < np; p++)
        {
          trap_study S;
          run_to_1 (PS[p], b, ad, &S);
          for (int l = 0; l < o_lev; l++)
            {
              tap_diag ("%s the variant h=%-10.4g err y %.3e psi %.3e", PS[p]->name, S.h[l],
                        S.ey[l], S.ep[l]);
              eymin = fmin (eymin, S.ey[l]);
            }
          tap_diag ("%s the variant: %.2f Newton iterations per step, %ld of %ld solves accepted "
                    "at the rounding floor; orders y %.3f psi %.3f", PS[p]->name, S.its,
                    S.floor_accepts, S.solves, S.order_y, S.order_p);
          its = fmax (its, S.its);
          pos = fmax (pos, S.pos_ratio);
          failed += S.failed;
          if (isnan (wo) || fabs (S.order_y - 2) > fabs (wo - 2))
            wo = S.order_y;
          if (isnan (wp) || fabs (S.order_p + 1) > fabs (wp + 1))
            wp = S.order_p;
        }
      char rset[200];
      snprintf (rset, sizeof rset, "h0 = %g, %d levels, t-end %g, %s, the reference rk8pd 1e-13",
                o_h0, o_lev, o_t, V->have_h0 && V->have_levels && V->have_t_end ?
                "the variant's steps" : !V->have_h0 && !V->have_levels && !V->have_t_end ?
                "the program's steps, the variant sets none" : "the variant's steps where it "
                "sets them");
      on_problems (PS, p1, np, NULL, rset);
      vc_report ("C5", failed == 0 && its <= 6, ", %s, to t=%g, h=%g..%g: Newton converges at "
                 "every step (%d failed steps) with %.2f iterations per step at most (bound 6)",
                 what, o_t, o_h0, ldexp (o_h0, 1 - o_lev), failed, its);
      vc_report ("C6", pos, ": largest residual over its rounding bound");
      vc_report ("C7", eymin, ": smallest error of y at t=%g over the levels", o_t);
      vc_report ("C8", wo, " (%s) at t=%g farthest from 2", what, o_t);
      vc_report ("C9", wp, " at t=%g grows like 1/h: order of |psi_N - psi(t)| farthest from -1",
                 o_t);
      return;
    }
  trap_study T[2], B6[2];
  double btrap = mut == MUT_NEAR_TRAP ? 0.25 - 1e-3 : 0.25;
  for (int p = 1; p < 3; p++)
    {
      trap_study *S = &T[p - 1], *C = &B6[p - 1];
      run_to_1 (PS[p], btrap, 0.5, S);
      run_to_1 (PS[p], 1.0 / 6.0, mut == MUT_TRAP_ALPHA0 ? 0.0 : 0.5, C);
      for (int l = 0; l < LV; l++)
        {
          tap_diag ("%s trapezoid h=%-10.4g err y %.3e psi %.3e | beta=1/6 err y %.3e",
                    PS[p]->name, S->h[l], S->ey[l], S->ep[l], C->ey[l]);
          eymin = fmin (eymin, S->ey[l]);
        }
      tap_diag ("%s trapezoid: %.2f Newton iterations per step, %ld of %ld solves accepted at "
                "the rounding floor; orders y %.3f psi %.3f; beta=1/6: order y %.3f (floor: %ld "
                "of %ld)", PS[p]->name, S->its, S->floor_accepts, S->solves, S->order_y,
                S->order_p, C->order_y, C->floor_accepts, C->solves);
      its = fmax (its, S->its);
      pos = fmax (pos, S->pos_ratio);
      failed += S->failed;
      if (isnan (wo) || fabs (C->order_y - 2) > fabs (wo - 2))
        wo = C->order_y;
      if (isnan (wp) || fabs (S->order_p + 1) > fabs (wp + 1))
        wp = S->order_p;
    }
  vc_report ("C5", failed == 0 && its <= 6, " on nh-chaotic and cvt to t=1, h=0.1..0.1/256: "
             "Newton converges at every step (%d failed steps) with %.2f iterations per step at "
             "most (bound 6)", failed, its);
  vc_report ("C6", pos, ": largest residual over its rounding bound 4u(|q_{k+1}|+|q_k|+h|v_k|+"
             "h|v_{k+1}|+h^2(|a_k|+|a_{k+1}|))");
  vc_report ("C7", eymin, ": smallest error of y at t=1 over h=0.1..0.1/256 and both problems "
             "(orders nh-chaotic %.3f, cvt %.3f)", T[0].order_y, T[1].order_y);
  vc_report ("C8", wo, " at t=1 farthest from 2 (nh-chaotic %.3f, cvt %.3f)", B6[0].order_y,
             B6[1].order_y);
  vc_report ("C9", wp, " at t=1 grows like 1/h: order of |psi_N - psi(1)| farthest from -1 "
             "(nh-chaotic %.3f, cvt %.3f)", T[0].order_p, T[1].order_p);
}

/* the claims with the premise gamma = 2 beta */
static vc_not_about
not_about (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  if (!two && n != 1 && n != 4 && n != 8)
    return (vc_not_about) { "the claim is about gamma = 2 beta, the variant has gamma != 2 beta",
                            "nothing measured" };
  return (vc_not_about) { NULL, NULL };
}

/* ---- the claims (theory/s004-rem-3.3.md's table states them in prose) ---- */
#define SWEEP "options (gamma, alpha_d, disc; beta swept), problem"
#define OWN "options, problem"
#define RUNS "options, problem, steps (h0, levels, t-end)"
static const vc_claim claims[] = {
  { .id = "C1", .takes = SWEEP, .measure = m_sweep, .check = VC_ORDER, .target = -1.0,
    .slack = 0.05, .text = "h=1e-4, gamma=1/2, |gamma-2beta| = 1e-1..1e-6, consistent starts of "
    "nh-chaotic and cvt: slope of log cond_1 against log|gamma-2beta|", .vcheck = VC_ORDER,
    .vtarget = -1.0, .vtext = "h=1e-4, the variant's gamma, |gamma-2beta| = 1e-1..1e-6 (beta "
    "swept), consistent starts: slope of log cond_1 against log|gamma-2beta|" },
  { .id = "C2", .takes = OWN, .measure = m_h, .check = VC_ORDER, .target = -2.0, .slack = 0.1,
    .text = "gamma = 2 beta = 1/2: slope of log cond_1 against log h (h=1e-2..1e-4)",
    .vcheck = VC_ORDER, .vtarget = -2.0,
    .vtext = "gamma = 2 beta: slope of log cond_1 against log h (h=1e-2..1e-4)" },
  { .id = "C3", .takes = OWN, .measure = m_h, .check = VC_ORDER, .target = -4.0, .slack = 0.2,
    .text = "the same at the starts" },
  { .id = "C4", .theorem = ID, .takes = OWN, .measure = m_bounded, .check = VC_TRUE,
    .text = "gamma != 2 beta", .vcheck = VC_TRUE, .vtext = "cond_1 stays bounded" },
  { .id = "C5", .takes = RUNS, .measure = m_runs, .check = VC_TRUE,
    .text = "trapezoid beta=1/4, gamma=1/2 (alpha_d=1/2)", .vcheck = VC_TRUE,
    .vtext = "gamma = 2 beta" },
  { .id = "C6", .takes = RUNS, .measure = m_runs, .check = VC_LE, .target = 1.0,
    .text = "the same runs: q_{k+1} - q_k = h/2 (v_k + v_{k+1}) at every step" },
  { .id = "C7", .takes = RUNS, .measure = m_runs, .check = VC_GE, .target = 0.1,
    .text = "the trapezoid does not converge", .vcheck = VC_GE, .vtarget = 0.1,
    .vtext = "gamma = 2 beta does not converge" },
  { .id = "C8", .theorem = "S004-P3.4", .takes = RUNS, .measure = m_runs, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1,
    .text = "control beta=1/6, gamma=1/2, alpha_d=1/2: order of y", .vcheck = VC_ORDER,
    .vtarget = 2.0, .vtext = "order of y" },
  { .id = "C9", .takes = RUNS, .measure = m_runs, .check = VC_ORDER, .target = -1.0,
    .slack = 0.1, .text = "trapezoid: the end multiplier", .vcheck = VC_ORDER,
    .vtarget = -1.0, .vtext = "gamma = 2 beta: the end multiplier" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "*: nh-particle,nh-chaotic,cvt",
    .methods = "nh-newmark", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .not_about = not_about, .method = &gp_method_nh_newmark, .options = &base,
  };
  return vc_run (argc, argv, &prog);
}
