/* s001_eq_9.c -- verifies S001-EQ9 (theory/s001-eq-9.md): seed 001 sec. 2,
 * the notation a_alpha, a_{1+alpha} (eqs. 5-9), and sec. 2.1, the starting
 * value a_alpha (a0, Lunk-Simeon's (10)).
 *
 * Coefficients CH(0.2): alpha_m = -1/2, alpha_f = 1/6, alpha = -2/3,
 * gamma = 7/6; "HHT" below: alpha_m = 0, alpha_f = 0.3 (HHT alpha = -0.3).
 * One step from the exact (y0, z0, lambda0, psi0) at t0 with a_alpha =
 * a(t0 + alpha' h) (or a0), E = a_{1+alpha} - a(t0 + (1+alpha') h),
 * h = 1/10 .. 1/1280.  Problems: soi2-test (g and k: Q = I), jn-test
 * (g only), the oscillator y = cos(t + 1) (no constraint; ga-soi2 and ga).
 *
 * The claims: the table `claims` at the end (theory/s001-eq-9.md states
 * them in prose); each measure serves the paper's settings and a variant's.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "claims.h"
#include "variant.h"

#define ID "S001-EQ9"
enum
{
  MUT_START_T0 = 0, MUT_NO_OFFSET, MUT_NO_1AM, MUT_PROJ, MUT_LS_SWAP, MUT_CMP_T0,
  MUT_DECOUPLE_SOLVED, MUT_EXP_BASE, MUT_AM_NONZERO, MUT_A0_EXACT, MUT_GAMMA
};
static const vc_mutant mutants[] = {
  { "start-t0", "C1,C3,C4",
    "the exact start a_alpha = a(t0), not a(t0 + alpha' h)" },
  { "offset-dropped", "C2,C3,C4",
    "the runs meant with alpha' = alpha +- 0.1 start and compare with alpha' = alpha" },
  { "no-1-am", "C3,C4",
    "the prediction of (9) without the factor 1/(1 - alpha_m)" },
  { "projector-dropped", "C4",
    "the constrained prediction taken from (9) as printed: no Q part with 1/gamma" },
  { "ls-weights-swapped", "C7,C8,C9,C15,C17",
    "Lunk-Simeon's (10) with the weights swapped, M a_alpha = alpha f0 + (1-alpha) f1, "
    "coupled to the first step, in place of the library's start" },
  { "compare-t0", "C5,C6,C7,C8",
    "the starting values compared with a(t0), not a(t0 + alpha h)" },
  { "decoupled-solved", "C10",
    "the uncoupled and auxiliary-multiplier variants of (10) replaced by the coupled solve" },
  { "expansion-base", "C19,C20",
    "(7), (8) expanded about t_alpha where t0 is meant and vice versa" },
  { "am-nonzero", "C11",
    "the alpha_m = 0 runs with alpha_m = -0.1 (alpha, beta, gamma kept)" },
  { "a0-exact", "C3,C4,C5,C6,C12,C14,C16,C18",
    "every start meant as a0 is a(t0 + alpha h) instead" },
  { "gamma-off", "C1,C4,C7,C13,C15,C17",
    "gamma = 1/2 - alpha + 0.05 in every run: the order condition broken" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

#define NMAX 4
#define H0 0.1
#define L1 8           /* one-step checks: h = 1/10 .. 1/1280 */
#define LG 8           /* global runs: h = 1/10 .. 1/1280 */
#define T_END 1.0
#define DAL 0.1        /* alpha' - alpha of C2 */
#define LGMAX GP_STUDY_MAX_LEVELS

/* the global runs: the program's levels, or the variant's h0, levels, t-end */
static double glob_h0 = H0, glob_t = T_END;
static int glob_levels = LG;

/* ---- the oscillator with a phase: y = cos(t + 1), a'(0) != 0 ------------ */
#define PHASE 1.0
static double osc_y0[1], osc_z0[1];
static const double osc_a_start[1] = { 0 };
static gp_problem osc;

static int
osc_exact (double t, double y[], double z[], double a[], double lam[], double psi[],
           void *params)
{
  return gp_problem_oscillator.exact (t + PHASE, y, z, a, lam, psi, params);
}

static void
osc_init (void)
{
  osc = gp_problem_oscillator;
  osc.name = "oscillator-phase1";
  osc.description = "y'' = -y, y = cos(t + 1)";
  osc.exact = osc_exact;
  if (osc_exact (0.0, osc_y0, osc_z0, NULL, NULL, NULL, osc.params))
    tap_bail ("oscillator exact solution failed");
  osc.y0 = osc_y0;
  osc.z0 = osc_z0;
  osc.a_start = osc_a_start;
}

/* ---- options ------------------------------------------------------------ */
/* CH(0.2), or under a variant its coefficients and M_alpha; the start is
   a0 (every claim sets its own start) */
static gp_options
opts_ch (void)
{
  gp_options o;
  char why[256];
  gp_options_default (&o);
  if (gp_coeffs_chung_hulbert (0.2, &o.c, why, sizeof why))
    tap_bail ("%s", why);
  if (mut == MUT_GAMMA)
    o.c.gamma += 0.05;
  vc_variant_options (&gp_method_ga_soi2, &o);
  o.a_init = GP_AINIT_A0;
  return o;
}

static gp_options
opts_hht (void)
{
  gp_options o;
  char why[256];
  gp_options_default (&o);
  if (gp_coeffs_hht (-0.3, &o.c, why, sizeof why))
    tap_bail ("%s", why);
  if (mut == MUT_AM_NONZERO)
    {
      o.c.alpha_m = -0.1;
      o.c.alpha_f = -0.1 + 0.3;     /* alpha = alpha_m - alpha_f stays -0.3 */
    }
  if (mut == MUT_GAMMA)
    o.c.gamma += 0.05;
  return o;
}

/* ---- the exact solution ------------------------------------------------- */
static void
exact_a (const gp_problem *P, double t, double *a)
{
  if (P->exact (t, NULL, NULL, a, NULL, NULL, P->params))
    tap_bail ("exact a of %s at t = %g failed", P->name, t);
}

/* a'(t) and a''(t) by central differences (errors ~1e-10 and ~1e-8) */
static void
exact_da (const gp_problem *P, double t, double *da, double *dda)
{
  double ap[NMAX], am[NMAX], a0[NMAX];
  const double e1 = 1e-5, e2 = 1e-4;
  exact_a (P, t + e1, ap);
  exact_a (P, t - e1, am);
  for (size_t i = 0; i < P->n; i++)
    da[i] = (ap[i] - am[i]) / (2 * e1);
  if (!dda)
    return;
  exact_a (P, t + e2, ap);
  exact_a (P, t - e2, am);
  exact_a (P, t, a0);
  for (size_t i = 0; i < P->n; i++)
    dda[i] = (ap[i] - 2 * a0[i] + am[i]) / (e2 * e2);
}

/* x := the exact state at t0 with a = a(t0) (the consistent a0) */
static void
exact_start (const gp_problem *P, gp_state *x)
{
  vc_state_exact (P, P->t0, 0.0, x);
  x->t = P->t0;
}

static double
dist (const double *a, const double *b, size_t n)
{
  return vc_dist (a, b, n);
}

/* Richardson: lim v(h)/h^p from the two finest levels (h halved), when
   v(h)/h^p = c + d h + O(h^2) */
static void
richardson (const double (*v)[NMAX], const double *h, int L, int p, size_t n, double *c)
{
  for (size_t i = 0; i < n; i++)
    c[i] = 2 * v[L - 1][i] / pow (h[L - 1], p) - v[L - 2][i] / pow (h[L - 2], p);
}

/* ---- the one step of sec. 2 ---------------------------------------------- */
/* start kinds: the exact value at a shifted time, or the consistent a0 */
enum { S_SHIFT = 0, S_A0 };

typedef struct
{
  const char *what;
  const gp_method *m;
  const gp_problem *P;
  int hht, start;
  double dal;           /* alpha' - alpha (S_SHIFT) */
  double h[L1], E[L1][NMAX], slope, c[NMAX], cpred[NMAX], dev;
  int has_coef;
} onestep;

/* one step of size h from the exact state at t0; E as in the header */
static void
one_step (onestep *r, int k)
{
  const gp_problem *P = r->P;
  size_t n = P->n;
  gp_options o = r->hht ? opts_hht () : opts_ch ();
  gp_options_keep_read (r->m, &o);   /* ga (the oscillator's) reads the coefficients only */
  gp_stepper *s = vc_stepper (r->m, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  double h = r->h[k], al = gp_coeffs_alpha (&o.c);
  double dal = mut == MUT_NO_OFFSET ? 0.0 : r->dal, alp = al + dal, a1[NMAX];
  exact_start (P, x);
  if (gp_stepper_start (s, h, x) != GP_OK)      /* a_init a0: keeps x->a; ga: qdd = a0 */
    tap_bail ("%s start failed: %s", r->m->name, gp_stepper_message (s));
  if (r->start == S_SHIFT && mut != MUT_START_T0)
    exact_a (P, x->t + alp * h, x->a);
  if (r->start == S_A0 && mut == MUT_A0_EXACT)
    exact_a (P, x->t + al * h, x->a);
  int failed = gp_stepper_step (s, h, x) != GP_OK;
  if (failed && !vc_variant ())
    tap_bail ("%s on %s h=%g: %s", r->m->name, P->name, h, gp_stepper_message (s));
  if (failed)       /* a variant outside the hypotheses: a failed measurement */
    tap_diag ("%s on %s h=%g: %s", r->m->name, P->name, h, gp_stepper_message (s));
  exact_a (P, P->t0 + (1 + alp) * h, a1);
  for (size_t i = 0; i < n; i++)
    r->E[k][i] = failed ? (double) NAN : x->a[i] - a1[i];
  gp_state_free (x);
  gp_stepper_free (s);
}

/* the projectors at the exact solution at t0: Q = M^-1 F (K M^-1 F)^-1 K with
   F = (f_lambda, f_psi), K = (g_y; k_z); P = I, Q = 0 without constraints */
static void
projectors (const gp_problem *P, double *Pm, double *Qm)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k, m = mg + mk;
  gp_state *x = gp_state_alloc (P, NULL);
  if (!x)
    tap_bail ("out of memory");
  exact_start (P, x);
  if (m == 0)
    {
      for (size_t i = 0; i < n * n; i++)
        Pm[i] = (i % (n + 1) == 0), Qm[i] = 0.0;
      gp_state_free (x);
      return;
    }
  double M[NMAX * NMAX], fy[NMAX * NMAX], fz[NMAX * NMAX], fl[NMAX * NMAX], fp[NMAX * NMAX];
  double F[NMAX * NMAX], K[NMAX * NMAX], gy[NMAX * NMAX], gt[NMAX], ky[NMAX * NMAX],
    kz[NMAX * NMAX], kt[NMAX];
  if (P->mass (x->t, x->y, M, P->params)
      || P->force_jac (x->t, x->y, x->z, x->lam, x->psi, fy, fz, fl, fp, P->params)
      || (mg && P->g_jac (x->t, x->y, gy, gt, P->params))
      || (mk && P->k_jac (x->t, x->y, x->z, ky, kz, kt, P->params)))
    tap_bail ("Jacobians of %s at t0 failed", P->name);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < m; j++)
      F[i * m + j] = j < mg ? fl[i * mg + j] : fp[i * mk + j - mg];
  for (size_t i = 0; i < m; i++)
    for (size_t j = 0; j < n; j++)
      K[i * n + j] = i < mg ? gy[i * n + j] : kz[(i - mg) * n + j];
  if (vc_projectors (n, m, M, F, K, Pm, Qm))
    tap_bail ("projectors of %s singular", P->name);
  gp_state_free (x);
}

/* lim E/h: P (delta a' - am eps)/(1 - am) + Q (delta a' - (1 - gamma) eps)/gamma,
   delta = alpha - alpha', eps = lim (a_alpha - a(t0 + alpha' h))/h */
static void
predict (onestep *r)
{
  const gp_problem *P = r->P;
  size_t n = P->n;
  gp_options o = r->hht ? opts_hht () : opts_ch ();
  const gp_coeffs *c = &o.c;
  double da[NMAX], Pm[NMAX * NMAX], Qm[NMAX * NMAX], u[NMAX], v[NMAX], Pu[NMAX], Qv[NMAX];
  double al = gp_coeffs_alpha (c), delta = r->start == S_SHIFT ? -r->dal : 0.0;
  exact_da (P, P->t0, da, NULL);
  projectors (P, Pm, Qm);
  double pf = mut == MUT_NO_1AM ? 1.0 : 1.0 / (1 - c->alpha_m);
  for (size_t i = 0; i < n; i++)
    {
      double eps = r->start == S_A0 ? -al * da[i] : 0.0;
      u[i] = (delta * da[i] - c->alpha_m * eps) * pf;
      v[i] = mut == MUT_PROJ ? u[i] : (delta * da[i] - (1 - c->gamma) * eps) / c->gamma;
    }
  vc_matvec (Pm, u, Pu, n, n);
  vc_matvec (Qm, v, Qv, n, n);
  for (size_t i = 0; i < n; i++)
    r->cpred[i] = Pu[i] + Qv[i];
}

static void
run_onestep (onestep *r)
{
  double e[L1];
  int lo;
  for (int k = 0; k < L1; k++)
    {
      r->h[k] = ldexp (H0, -k);
      one_step (r, k);
      e[k] = vc_norm (r->E[k], r->P->n);
    }
  r->slope = gp_order_fit (r->h, e, L1, &lo);
  if (r->has_coef)
    {
      predict (r);
      richardson ((const double (*)[NMAX]) r->E, r->h, L1, 1, r->P->n, r->c);
      r->dev = dist (r->c, r->cpred, r->P->n) / vc_norm (r->cpred, r->P->n);
    }
  tap_diag ("%s: |E| at h=%g..%g: %.3e %.3e %.3e %.3e %.3e %.3e %.3e %.3e, slope %.3f",
            r->what, r->h[0], r->h[L1 - 1], e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7],
            r->slope);
  if (r->has_coef)
    tap_diag ("%s: lim E/h measured (%+.6f, %+.6f), predicted (%+.6f, %+.6f), "
              "relative deviation %.2e", r->what, r->c[0], r->P->n > 1 ? r->c[1] : 0.0,
              r->cpred[0], r->P->n > 1 ? r->cpred[1] : 0.0, r->dev);
}

/* ---- Lunk-Simeon (10) ---------------------------------------------------- */
/* G(a) = M_alpha a - (1-w) f0 - w f(t1, y1, z1, mu1) with (y1, z1, mu1) from
   the library's first step started with a_alpha = a (tilde: mu~1) */
static void
ls_residual (gp_stepper *s, const gp_state *x0, double h, const double *a, double w,
             int tilde, double *G)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, mg = P->m_g;
  double al = gp_coeffs_alpha (&gp_stepper_options (s)->c);
  double f0[NMAX], f1[NMAX], M[NMAX * NMAX], yp[NMAX];
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  gp_state_copy (x, x0);
  memcpy (x->a, a, n * sizeof (double));
  gp_stepper_reset (s);
  if (gp_stepper_step (s, h, x) != GP_OK)
    tap_bail ("first step for (10) failed: %s", gp_stepper_message (s));
  const double *lam = tilde ? x->aux + n : x->lam, *psi = tilde ? x->aux + n + mg : x->psi;
  for (size_t i = 0; i < n; i++)
    yp[i] = x0->y[i] + h * al * x0->z[i];
  if (P->force (x0->t, x0->y, x0->z, x0->lam, x0->psi, f0, P->params)
      || P->force (x0->t + h, x->y, x->z, lam, psi, f1, P->params)
      || P->mass (x0->t + al * h, yp, M, P->params))
    tap_bail ("callbacks of %s for (10) failed", P->name);
  vc_matvec (M, a, G, n, n);
  for (size_t i = 0; i < n; i++)
    G[i] -= (1 - w) * f0[i] + w * f1[i];
  gp_state_free (x);
}

/* a_alpha from (10) with weight w on f1: coupled (Newton with a forward-
   difference Jacobian, from a0), or not (f1 from the step with a0) */
static void
ls_solve (const gp_problem *P, const gp_options *o, double h, double w, int tilde,
          int coupled, double *a)
{
  size_t n = P->n;
  gp_options oa = *o;
  oa.a_init = GP_AINIT_A0;
  gp_stepper *s = vc_stepper (&gp_method_ga_soi2, P, &oa, NULL);
  gp_state *x0 = gp_stepper_state_alloc (s);
  if (!x0)
    tap_bail ("out of memory");
  exact_start (P, x0);
  memcpy (a, x0->a, n * sizeof (double));
  double G[NMAX], Gp[NMAX], J[NMAX * NMAX], Ji[NMAX * NMAX], ap[NMAX], d[NMAX];
  double al = gp_coeffs_alpha (&o->c), yp[NMAX];
  if (!coupled)
    {
      /* a = M_alpha^-1 ((1-w) f0 + w f1(a0)) = a0 - M_alpha^-1 G(a0) */
      ls_residual (s, x0, h, a, w, tilde, G);
      for (size_t i = 0; i < n; i++)
        yp[i] = x0->y[i] + h * al * x0->z[i];
      if (P->mass (x0->t + al * h, yp, J, P->params) || vc_inverse (J, Ji, n))
        tap_bail ("M_alpha of %s singular", P->name);
      vc_matvec (Ji, G, d, n, n);
      for (size_t i = 0; i < n; i++)
        a[i] -= d[i];
    }
  else
    for (int it = 0; it < 20; it++)
      {
        ls_residual (s, x0, h, a, w, tilde, G);
        for (size_t j = 0; j < n; j++)
          {
            double e = 1e-7 * (1 + fabs (a[j]));
            memcpy (ap, a, n * sizeof (double));
            ap[j] += e;
            ls_residual (s, x0, h, ap, w, tilde, Gp);
            for (size_t i = 0; i < n; i++)
              J[i * n + j] = (Gp[i] - G[i]) / e;
          }
        if (vc_inverse (J, Ji, n))
          tap_bail ("Jacobian of (10) singular");
        vc_matvec (Ji, G, d, n, n);
        double dn = 0;
        for (size_t i = 0; i < n; i++)
          {
            a[i] -= d[i];
            dn = fmax (dn, fabs (d[i]) / (1 + fabs (a[i])));
          }
        if (dn < 1e-14)
          break;
      }
  gp_state_free (x0);
  gp_stepper_free (s);
}

/* the Lunk-Simeon start of the library for the first step h (ls-weights-
   swapped: (10) with swapped weights, coupled) */
static void
ls_start (const gp_problem *P, gp_options o, double h, double *a)
{
  if (mut == MUT_LS_SWAP)
    {
      ls_solve (P, &o, h, 1 - gp_coeffs_alpha (&o.c), 0, 1, a);
      return;
    }
  o.a_init = GP_AINIT_LUNK_SIMEON;
  gp_stepper *s = vc_stepper (&gp_method_ga_soi2, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  exact_start (P, x);
  if (gp_stepper_start (s, h, x) != GP_OK)
    tap_bail ("Lunk-Simeon start on %s failed: %s", P->name, gp_stepper_message (s));
  memcpy (a, x->a, P->n * sizeof (double));
  gp_state_free (x);
  gp_stepper_free (s);
}

/* the comparison point of the starting values: a(t0 + alpha h) (compare-t0: a(t0)) */
static void
start_target (const gp_problem *P, double al, double h, double *a)
{
  exact_a (P, P->t0 + (mut == MUT_CMP_T0 ? 0.0 : al * h), a);
}

/* ---- global runs on soi2-test -------------------------------------------- */
typedef struct
{
  const gp_problem *P;
  double al, h;
  gp_state *r;
  double mx[3], first[3], step[6];
} obs_ctx;

static int
observe (const gp_state *x, long i, long N, void *vctx)
{
  obs_ctx *c = vctx;
  (void) N;
  if (i == 0)
    return 0;
  vc_state_exact (c->P, x->t, c->al * c->h, c->r);
  double e[3] = { dist (x->a, c->r->a, c->P->n), dist (x->lam, c->r->lam, c->P->m_g),
                  dist (x->psi, c->r->psi, c->P->m_k) };
  for (int j = 0; j < 3; j++)
    {
      c->mx[j] = fmax (c->mx[j], e[j]);
      if (i == 1)
        c->first[j] = e[j];
    }
  if (i <= 6)
    c->step[i - 1] = e[0];
  return 0;
}

enum { G_A0 = 0, G_LS };

typedef struct
{
  const char *name;
  int nc;               /* components a, lambda (, psi) measured */
  double h[LGMAX], yz[LGMAX], mx[3][LGMAX], first[3][LGMAX], step[6];
  double o_yz, o_mx[3], o_first[3];
} global;

static void
run_global (const gp_problem *P, int hht, int start, global *g)
{
  gp_options o = hht ? opts_hht () : opts_ch ();
  if (!vc_variant ())
    o.m_alpha = GP_MALPHA_PREVIOUS;      /* under a variant: its own */
  int given = 0;
  if (start == G_LS && mut != MUT_LS_SWAP)
    o.a_init = GP_AINIT_LUNK_SIMEON;
  else if (start == G_LS)
    given = 1;                          /* the program's own start, a_init a0 */
  if (start == G_A0 && mut == MUT_A0_EXACT)
    o.a_init = GP_AINIT_EXACT;
  gp_stepper *s = vc_stepper (&gp_method_ga_soi2, P, &o, NULL);
  gp_state *x = gp_stepper_state_alloc (s);
  obs_ctx c = { P, gp_coeffs_alpha (&o.c), 0.0, gp_stepper_state_alloc (s), { 0 }, { 0 },
                { 0 } };
  if (!x || !c.r)
    tap_bail ("out of memory");
  g->name = P->name;
  g->nc = P->m_k ? 3 : 2;
  for (int k = 0; k < glob_levels; k++)
    {
      gp_steps S = { GP_STEPS_UNIFORM, ldexp (glob_h0, -k), NULL, 0 };
      gp_run run;
      double e[GP_NBLOCKS];
      c.h = g->h[k] = S.H;
      memset (c.mx, 0, sizeof c.mx);
      gp_stepper_reset (s);
      if (given)
        {
          if (gp_state_consistent (P, x, 1e-15) != GP_OK)
            tap_bail ("consistent start of %s failed", P->name);
          ls_start (P, o, S.H, x->a);
        }
      if (gp_integrate (s, &S, glob_t, x, given, observe, &c, &run) != GP_OK)
        {
          if (!vc_variant ())
            tap_bail ("%s H=%g failed at step %ld: %s", P->name, S.H, run.fail_step,
                      gp_stepper_message (s));
          /* a variant outside the hypotheses: a failed measurement */
          tap_diag ("%s H=%g failed at step %ld: %s", P->name, S.H, run.fail_step,
                    gp_stepper_message (s));
          g->yz[k] = (double) NAN;
          for (int j = 0; j < 3; j++)
            g->mx[j][k] = g->first[j][k] = (double) NAN;
          continue;
        }
      vc_errors (P, x, c.al * S.H, e);
      g->yz[k] = fmax (e[GP_Y], e[GP_Z]);
      for (int j = 0; j < 3; j++)
        {
          g->mx[j][k] = c.mx[j];
          g->first[j][k] = c.first[j];
        }
      if (k == 3)
        memcpy (g->step, c.step, sizeof g->step);
    }
  int lo;
  g->o_yz = gp_order_fit (g->h, g->yz, glob_levels, &lo);
  for (int j = 0; j < g->nc; j++)
    {
      g->o_mx[j] = gp_order_fit (g->h, g->mx[j], glob_levels, &lo);
      g->o_first[j] = gp_order_fit (g->h, g->first[j], glob_levels, &lo);
    }
  gp_state_free (c.r);
  gp_state_free (x);
  gp_stepper_free (s);
}

static void
diag_global (const char *what, const global *g)
{
  static const char *nm[3] = { "a", "lambda", "psi" };
  char line[400], ord[200];
  for (int k = 0; k < glob_levels; k++)
    {
      int q = snprintf (line, sizeof line, "max(y,z) %.3e |", g->yz[k]);
      for (int j = 0; j < g->nc; j++)
        q += snprintf (line + q, sizeof line - (size_t) q, " %s: max %.3e first %.3e", nm[j],
                       g->mx[j][k], g->first[j][k]);
      tap_diag ("%s %s h=%-10.4g %s", g->name, what, g->h[k], line);
    }
  int q = 0;
  for (int j = 0; j < g->nc; j++)
    q += snprintf (ord + q, sizeof ord - (size_t) q, " | %s: max %.3f first %.3f", nm[j],
                   g->o_mx[j], g->o_first[j]);
  tap_diag ("%s %s orders: y,z %.3f%s", g->name, what, g->o_yz, ord);
  tap_diag ("%s %s h=%g: a errors of steps 1..6: %.3e %.3e %.3e %.3e %.3e %.3e", g->name,
            what, g->h[3], g->step[0], g->step[1], g->step[2], g->step[3], g->step[4],
            g->step[5]);
}

/* the orders of a (and lambda, psi) of two runs in one list */
static int
collect (const double *o1, int n1, const double *o2, int n2, double *out)
{
  memcpy (out, o1, (size_t) n1 * sizeof (double));
  memcpy (out + n1, o2, (size_t) n2 * sizeof (double));
  return n1 + n2;
}

static double
farthest (const double *v, int n, double want)
{
  double w = v[0];
  for (int i = 1; i < n; i++)
    if (isnan (v[i]) || fabs (v[i] - want) > fabs (w - want))
      w = v[i];
  return w;
}

/* ---- under --variant FILE -------------------------------------------------- */
static int
soi2_test_itself (const gp_problem *Q)
{
  return strcmp (Q->name, "soi2-test") == 0;
}

static const char *const A0_EXACT = "alpha = 0 violates alpha != 0 (S001-EQ9: with alpha = 0, "
  "a0 is a(t0 + alpha h) itself, not an O(h) start)";

/* the variant's h0, levels, t-end for the global runs */
static void
global_setting (void)
{
  const variant *v = vc_variant ();
  if (!v)
    return;
  if (v->have_h0)
    glob_h0 = v->h0;
  if (v->have_levels)
    glob_levels = (int) v->levels;
  if (v->have_t_end)
    glob_t = v->t_end;
  if (v->alt)
    tap_diag ("the variant's steps = alt: the start and Theorem 1 are about constant steps; the "
              "global runs use constant steps");
  gp_options o = opts_ch ();
  tap_diag ("the variant: alpha_m %g alpha_f %g beta %g gamma %g (alpha %g), M_alpha %s in the "
            "global runs, t = %g, h = %g / 2^k, k = 0..%d", o.c.alpha_m, o.c.alpha_f, o.c.beta,
            o.c.gamma, gp_coeffs_alpha (&o.c),
            o.m_alpha == GP_MALPHA_PREVIOUS ? "previous" : "explicit", glob_t, glob_h0,
            glob_levels - 1);
}

/* ---- the settings -------------------------------------------------------- */
/* Under a variant (method ga-soi2): "CH(0.2)" reads "the variant's
   coefficients" (its M_alpha too in the global runs; every start is set
   here as the claim says, so its a-init does not enter), on soi2-test or
   the variant's problem when it is soi2-test (reading A or B); the
   oscillator's ga runs take the variant's coefficients.  The global runs
   (C13-C17) take the variant's h0, levels and t-end where it gives them,
   constant steps always.  No data file is written. */
static int V;
static const gp_problem *SOI, *JN = &gp_problem_jn_test, *PS[3];
static const char *CH = "CH(0.2)";   /* the coefficient set the descriptions name */
static gp_options gate_o;            /* what the hypothesis gate judges */
/* what the claims ran on, under a variant (vc_on_names) */
static char names3[96], names2[64];
static const char *rdB = "";
static const char *const on1 = "%sone step from exact values at t0, %s, the program's h = "
  "0.1*2^-k, k = 0..%d%s";

static void
setup (int mutant)
{
  mut = mutant;
  osc_init ();
  SOI = vc_variant_problem (&gp_problem_soi2_test, soi2_test_itself);
  PS[0] = SOI, PS[1] = JN, PS[2] = &osc;
  V = vc_variant () != NULL;
  if (V)
    CH = "the variant's coefficients";
  global_setting ();
  gate_o = opts_ch ();
  snprintf (names3, sizeof names3, "%s,%s,%s", SOI->name, JN->name, osc.name);
  snprintf (names2, sizeof names2, "%s,%s", SOI->name, JN->name);
  if (((const gp_soi2_test_params *) SOI->params)->variant)
    rdB = "soi2-test reading B, ";
}

/* besides the method's table: alpha != 0 where a0 is meant to be O(h) off
   a(t0 + alpha h) (C7: at alpha = 0 the start (10) is a(t0) exactly, an
   error of zero has no slope) */
static const char *
gate (const vc_claim *c)
{
  static const char *const a0 = " C5 C6 C7 C8 C10 C14 C16 C20 ";
  char id[8];
  snprintf (id, sizeof id, " %s ", c->id);
  return strstr (a0, id) && gp_coeffs_alpha (&gate_o.c) == 0.0 ? A0_EXACT : NULL;
}

/* ---- measures ------------------------------------------------------------- */
/* C1-C4, C11, C12: one step of sec. 2 */
static onestep os[18];

static void
m_onestep (void)
{
  static const struct
  {
    const char *what;
    int prob, ga, hht, start;
    double dal;
    int coef;
  } spec[] = {
    /* alpha' = alpha */
    { "soi2-test ga-soi2 alpha'=alpha", 0, 0, 0, S_SHIFT, 0.0, 0 },
    { "jn-test ga-soi2 alpha'=alpha", 1, 0, 0, S_SHIFT, 0.0, 0 },
    { "oscillator ga-soi2 alpha'=alpha", 2, 0, 0, S_SHIFT, 0.0, 0 },
    { "oscillator ga alpha'=alpha", 2, 1, 0, S_SHIFT, 0.0, 0 },
    /* alpha' = alpha -+ 0.1 */
    { "soi2-test ga-soi2 alpha'=alpha-0.1", 0, 0, 0, S_SHIFT, -DAL, 1 },
    { "soi2-test ga-soi2 alpha'=alpha+0.1", 0, 0, 0, S_SHIFT, DAL, 1 },
    { "jn-test ga-soi2 alpha'=alpha-0.1", 1, 0, 0, S_SHIFT, -DAL, 1 },
    { "jn-test ga-soi2 alpha'=alpha+0.1", 1, 0, 0, S_SHIFT, DAL, 1 },
    { "oscillator ga-soi2 alpha'=alpha-0.1", 2, 0, 0, S_SHIFT, -DAL, 1 },
    { "oscillator ga-soi2 alpha'=alpha+0.1", 2, 0, 0, S_SHIFT, DAL, 1 },
    { "oscillator ga alpha'=alpha-0.1", 2, 1, 0, S_SHIFT, -DAL, 1 },
    { "oscillator ga alpha'=alpha+0.1", 2, 1, 0, S_SHIFT, DAL, 1 },
    /* a_alpha = a0, CH(0.2) */
    { "soi2-test ga-soi2 a0", 0, 0, 0, S_A0, 0.0, 1 },
    { "jn-test ga-soi2 a0", 1, 0, 0, S_A0, 0.0, 1 },
    { "oscillator ga-soi2 a0", 2, 0, 0, S_A0, 0.0, 1 },
    /* a_alpha = a0, alpha_m = 0: the coefficient vanishes without constraints */
    { "soi2-test ga-soi2 HHT a0", 0, 0, 1, S_A0, 0.0, 1 },
    { "jn-test ga-soi2 HHT a0", 1, 0, 1, S_A0, 0.0, 1 },
    { "oscillator ga-soi2 HHT a0", 2, 0, 1, S_A0, 0.0, 0 },
  };
  enum { NOS = (int) (sizeof spec / sizeof spec[0]) };
  /* under a variant the alpha_m = 0 (HHT) runs, the last three, are not
     about it */
  const int nos = V ? NOS - 3 : NOS;
  for (int i = 0; i < nos; i++)
    {
      os[i].what = spec[i].what;
      os[i].P = PS[spec[i].prob];
      os[i].m = spec[i].ga ? &gp_method_ga : &gp_method_ga_soi2;
      os[i].hht = spec[i].hht;
      os[i].start = spec[i].start;
      os[i].dal = spec[i].dal;
      os[i].has_coef = spec[i].coef;
      /* under a variant, an a0 row whose predicted lim E/h is zero has no
         relative deviation (as the HHT oscillator row above): at alpha = 0
         eps = 0 in every row, at alpha_m = 0 the oscillator's (no Q) */
      if (V && spec[i].start == S_A0 && spec[i].coef)
        {
          gp_options ov = opts_ch ();
          if (gp_coeffs_alpha (&ov.c) == 0.0 || (ov.c.alpha_m == 0.0 && spec[i].prob == 2))
            {
              os[i].has_coef = 0;
              tap_diag ("%s: eq. (9) predicts lim E/h = 0 at the variant's %s = 0: no relative "
                        "deviation (C3, C4 leave it out)", spec[i].what,
                        gp_coeffs_alpha (&ov.c) == 0.0 ? "alpha" : "alpha_m");
            }
        }
      run_onestep (&os[i]);
    }
  double s1[4], s2[8], d3 = 0, d4 = 0;
  for (int i = 0; i < 4; i++)
    s1[i] = os[i].slope;
  for (int i = 0; i < 8; i++)
    s2[i] = os[4 + i].slope;
  for (int i = 4; i < nos; i++)
    {
      if (!os[i].has_coef)
        continue;
      double d = isnan (os[i].dev) ? (double) INFINITY : os[i].dev;
      if (os[i].P == &osc)
        d3 = fmax (d3, d);
      else
        d4 = fmax (d4, d);
    }
  vc_on_names (names3, on1, rdB, "a_alpha = a(t0 + alpha h)", L1 - 1,
               ", ga too on the oscillator");
  vc_report ("C1", farthest (s1, 4, 2.0), ", %s, h=1/10..1/1280, worst of soi2-test, jn-test "
             "(ga-soi2), oscillator (ga-soi2, ga)", CH);
  vc_on_names (names3, on1, rdB, "a_alpha = a(t0 + alpha' h)", L1 - 1,
               ", ga too on the oscillator");
  vc_report ("C2", farthest (s2, 8, 1.0), "%s", "");
  vc_on (&osc, on1, "", "a_alpha = a(t0 + alpha' h) or a0", L1 - 1, ", ga-soi2 and ga");
  vc_report ("C3", d3, "%s", "");
  vc_on_names (names2, on1, rdB, "a_alpha = a(t0 + alpha' h) or a0", L1 - 1, "");
  vc_report ("C4", d4, " (soi2-test, jn-test; alpha' = alpha +- 0.1, a_alpha = a0 with %s): "
             "relative deviation of lim E/h from P (delta a' - alpha_m eps)/(1 - alpha_m) + Q "
             "(delta a' - (1 - gamma) eps)/gamma", V ? "the variant's coefficients"
             : "CH(0.2) and alpha_m = 0");
  if (V)
    return;
  double s12[2] = { os[15].slope, os[16].slope };
  vc_report ("C11", os[17].slope, "%s", "");
  vc_report ("C12", farthest (s12, 2, 1.0), "%s", "");
}

/* C5-C10: the starting values of sec. 2.1; their coefficients on the
   oscillator (da) and h serve C19, C20 */
static gp_options och;
static double al, hh[L1], da[NMAX];

static void
m_starts (void)
{
  och = opts_ch ();
  al = gp_coeffs_alpha (&och.c);
  double e0[3][L1], els[3][L1], C0[L1][NMAX], CLS[L1][NMAX];
  double c9 = 0, edec[3][L1], etil[3][L1];
  for (int p = 0; p < 3; p++)
    {
      const gp_problem *P = PS[p];
      size_t n = P->n;
      for (int k = 0; k < L1; k++)
        {
          double a0[NMAX], tg[NMAX], als[NMAX], amine[NMAX];
          double h = hh[k] = ldexp (H0, -k);
          gp_state *x = gp_state_alloc (P, NULL);
          if (!x)
            tap_bail ("out of memory");
          exact_start (P, x);
          memcpy (a0, x->a, n * sizeof (double));
          gp_state_free (x);
          if (mut == MUT_A0_EXACT)
            exact_a (P, P->t0 + al * h, a0);
          start_target (P, al, h, tg);
          ls_start (P, och, h, als);
          e0[p][k] = dist (a0, tg, n);
          els[p][k] = dist (als, tg, n);
          if (p == 2)
            for (size_t i = 0; i < n; i++)
              {
                C0[k][i] = a0[i] - tg[i];
                CLS[k][i] = als[i] - tg[i];
              }
          /* C9: (10) coupled, solved here */
          ls_solve (P, &och, h, al, 0, 1, amine);
          c9 = fmax (c9, dist (amine, als, n) / (1 + vc_norm (als, n)));
            {
              double ad[NMAX], at[NMAX];
              int cpl = mut == MUT_DECOUPLE_SOLVED;
              ls_solve (P, &och, h, al, 0, cpl, ad);
              ls_solve (P, &och, h, al, 1, 1, at);
              if (cpl)
                memcpy (at, amine, n * sizeof (double));
              edec[p][k] = dist (ad, tg, n);
              etil[p][k] = dist (at, tg, n);
            }
        }
    }
  double o0[3], ols[3], odec[4];
  int lo;
  for (int p = 0; p < 3; p++)
    {
      o0[p] = gp_order_fit (hh, e0[p], L1, &lo);
      ols[p] = gp_order_fit (hh, els[p], L1, &lo);
      tap_diag ("%s: |a0 - a(t0+alpha h)| %.3e .. %.3e (slope %.3f); |a_LS - a(t0+alpha h)| "
                "%.3e .. %.3e (slope %.3f)", PS[p]->name, e0[p][0], e0[p][L1 - 1], o0[p],
                els[p][0], els[p][L1 - 1], ols[p]);
    }
  for (int p = 0; p < 3; p++)
    {
      double od = gp_order_fit (hh, edec[p], L1, &lo), ot = gp_order_fit (hh, etil[p], L1, &lo);
      if (p < 2)
        {
          odec[2 * p] = od;
          odec[2 * p + 1] = ot;
        }
      tap_diag ("%s: (10) uncoupled (f1 from the step with a0) %.3e .. %.3e (slope %.3f); "
                "coupled with mu~1 %.3e .. %.3e (slope %.3f)%s", PS[p]->name, edec[p][0],
                edec[p][L1 - 1], od, etil[p][0], etil[p][L1 - 1], ot,
                p == 2 ? " (no constraint: mu~1 is empty, and f1 hardly depends on a_alpha)" : "");
    }
  /* the coefficients on the oscillator */
  double dda[NMAX], c6[NMAX], c8[NMAX];
  exact_da (&osc, osc.t0, da, dda);
  richardson ((const double (*)[NMAX]) C0, hh, L1, 1, 1, c6);
  richardson ((const double (*)[NMAX]) CLS, hh, L1, 2, 1, c8);
  double p6 = -al * da[0], p8 = al * (1 - al) / 2 * dda[0];
  tap_diag ("oscillator: lim (a0 - a(t0+alpha h))/h = %.8f, -alpha a'(t0) = %.8f; "
            "lim (a_LS - a(t0+alpha h))/h^2 = %.8f, alpha(1-alpha)/2 a''(t0) = %.8f",
            c6[0], p6, c8[0], p8);
  const char *on2 = "%sthe exact a(t0) against a(t0 + alpha h), h = 0.1*2^-k, k = 0..%d";
  const char *on3 = "%sthe start a_alpha for a first step h = 0.1*2^-k, k = 0..%d, the "
    "program's a-init%s";
  vc_on_names (names3, on2, rdB, L1 - 1);
  vc_report ("C5", farthest (o0, 3, 1.0), "%s", "");
  vc_on (&osc, on2, "", L1 - 1);
  vc_report ("C6", fabs (c6[0] - p6) / fabs (p6), "%s", "");
  vc_on_names (names3, on3, rdB, L1 - 1, " lunk-simeon");
  vc_report ("C7", farthest (ols, 3, 2.0), ", %s, worst of soi2-test, jn-test, oscillator", CH);
  vc_on (&osc, on3, "", L1 - 1, " lunk-simeon");
  vc_report ("C8", fabs (c8[0] - p8) / fabs (p8), "%s", "");
  vc_on_names (names3, on3, rdB, L1 - 1, " lunk-simeon against a root of (10)");
  vc_report ("C9", c9, "%s", "");
  vc_on_names (names2, on3, rdB, L1 - 1, "s: (10) uncoupled, and coupled with mu~1");
  vc_report ("C10", farthest (odec, 4, 1.0), "%s", "");
}

/* C13-C18: global, soi2-test and jn-test */
static void
m_global (void)
{
  static global g0, gl, gh, j0, jl;
  run_global (SOI, 0, G_A0, &g0);
  run_global (SOI, 0, G_LS, &gl);
  if (!V)
    run_global (SOI, 1, G_A0, &gh);
  run_global (JN, 0, G_A0, &j0);
  run_global (JN, 0, G_LS, &jl);
  const char *ga0 = V ? "variant a0" : "CH(0.2) a0", *gls = V ? "variant lunk-simeon"
    : "CH(0.2) lunk-simeon";
  diag_global (ga0, &g0);
  diag_global (gls, &gl);
  if (!V)
    diag_global ("HHT(-0.3) a0", &gh);
  diag_global (ga0, &j0);
  diag_global (gls, &jl);
  double yz[4] = { g0.o_yz, gl.o_yz, j0.o_yz, jl.o_yz }, v[6];
  int nv;
  char setting[160];
  gp_options og = opts_ch ();
  if (V)
    snprintf (setting, sizeof setting, "the variant's coefficients, M_alpha %s, h=%g..%g",
              og.m_alpha == GP_MALPHA_PREVIOUS ? "previous" : "explicit", glob_h0,
              ldexp (glob_h0, -(glob_levels - 1)));
  else
    snprintf (setting, sizeof setting, "CH(0.2), M_alpha previous, h=1/10..1/1280");
  const char *on4 = "%sh0 = %g, %d levels, t-end %g, constant steps%s, the program's a-init %s";
  const char *alt = V && vc_variant ()->alt ? " (not the variant's alt)" : "";
  vc_on_names (names2, on4, rdB, glob_h0, glob_levels, glob_t, alt, "a0 and lunk-simeon");
  vc_report ("C13", farthest (yz, 4, 2.0), " at t=%g, %s, a_alpha = a0 and Lunk-Simeon: "
             "soi2-test %.3f %.3f, jn-test %.3f %.3f", glob_t, setting, g0.o_yz, gl.o_yz,
             j0.o_yz, jl.o_yz);
  nv = collect (g0.o_mx, g0.nc, j0.o_mx, j0.nc, v);
  vc_on_names (names2, on4, rdB, glob_h0, glob_levels, glob_t, alt, "a0");
  vc_report ("C14", farthest (v, nv, 1.0), " (soi2-test: %.3f %.3f %.3f) and a, lambda "
             "(jn-test: %.3f %.3f)", v[0], v[1], v[2], v[3], v[4]);
  nv = collect (gl.o_mx, gl.nc, jl.o_mx, jl.nc, v);
  vc_on_names (names2, on4, rdB, glob_h0, glob_levels, glob_t, alt, "lunk-simeon");
  vc_report ("C15", farthest (v, nv, 2.0), " (soi2-test: %.3f %.3f %.3f; jn-test: %.3f %.3f)",
             v[0], v[1], v[2], v[3], v[4]);
  nv = collect (g0.o_first, g0.nc, j0.o_first, j0.nc, v);
  vc_on_names (names2, on4, rdB, glob_h0, glob_levels, glob_t, alt, "a0");
  vc_report ("C16", farthest (v, nv, 1.0), " (soi2-test: %.3f %.3f %.3f; jn-test: %.3f %.3f)",
             v[0], v[1], v[2], v[3], v[4]);
  nv = collect (gl.o_first, gl.nc, jl.o_first, jl.nc, v);
  vc_on_names (names2, on4, rdB, glob_h0, glob_levels, glob_t, alt, "lunk-simeon");
  vc_report ("C17", farthest (v, nv, 2.0), " (soi2-test: %.3f %.3f %.3f; jn-test: %.3f %.3f)",
             v[0], v[1], v[2], v[3], v[4]);
  if (!V)
    vc_report ("C18", farthest (gh.o_mx, 3, 1.0), ": %.3f %.3f %.3f (y, z: %.3f)", gh.o_mx[0],
               gh.o_mx[1], gh.o_mx[2], gh.o_yz);
}

/* C19, C20: (7) and (8) on the oscillator, (y1, z1) from the step of C1 */
static void
m_residuals (void)
{
  double r7[L1][NMAX], r8[L1][NMAX], q7[L1][NMAX], q8[L1][NMAX], e7[L1], e8[L1];
  const gp_coeffs *c = &och.c;
  int base_t0 = mut != MUT_EXP_BASE, lo;
  for (int k = 0; k < L1; k++)
    {
      double h = hh[k], t0 = osc.t0, ta = t0 + al * h, f0[1], f1[1], M[1];
      double a_t0[1], a_ta[1], a_t1a[1], d_t0[1], d_ta[1];
      gp_stepper *s = vc_stepper (&gp_method_ga_soi2, &osc, &och, NULL);
      gp_state *x = gp_stepper_state_alloc (s);
      if (!x)
        tap_bail ("out of memory");
      exact_start (&osc, x);
      if (osc.force (t0, x->y, x->z, NULL, NULL, f0, osc.params))
        tap_bail ("f(t0) failed");
      exact_a (&osc, ta, x->a);
      if (gp_stepper_step (s, h, x) != GP_OK)
        tap_bail ("oscillator step failed: %s", gp_stepper_message (s));
      if (osc.force (t0 + h, x->y, x->z, NULL, NULL, f1, osc.params)
          || osc.mass (t0 + h, x->y, M, osc.params))
        tap_bail ("f(t1) failed");
      exact_a (&osc, t0, a_t0);
      exact_a (&osc, ta, a_ta);
      exact_a (&osc, t0 + (1 + al) * h, a_t1a);
      exact_da (&osc, t0, d_t0, NULL);
      exact_da (&osc, ta, d_ta, NULL);
      /* M is 1: M^-1 f is f / M */
      double rhs7 = ((1 - c->alpha_f) * f1[0] + c->alpha_f * f0[0]) / M[0];
      double lhs8 = (1 - c->alpha_m) * a_t1a[0] + c->alpha_m * a_ta[0];
      double b0 = base_t0 ? a_t0[0] : a_ta[0], d0 = base_t0 ? d_t0[0] : d_ta[0];
      double bp = base_t0 ? a_ta[0] : a_t0[0], dp = base_t0 ? d_ta[0] : d_t0[0];
      r7[k][0] = rhs7 - (b0 + h * (1 - c->alpha_f) * d0);
      r8[k][0] = lhs8 - (b0 + h * (1 - c->alpha_m + al) * d0);
      q7[k][0] = rhs7 - (bp + h * (1 - c->alpha_f) * dp);
      q8[k][0] = lhs8 - (bp + h * (1 - c->alpha_m + al) * dp);
      e7[k] = fabs (r7[k][0]);
      e8[k] = fabs (r8[k][0]);
      gp_state_free (x);
      gp_stepper_free (s);
    }
  double s7 = gp_order_fit (hh, e7, L1, &lo), s8 = gp_order_fit (hh, e8, L1, &lo);
  double cq7[1], cq8[1], p20 = -al * da[0];
  richardson ((const double (*)[NMAX]) q7, hh, L1, 1, 1, cq7);
  richardson ((const double (*)[NMAX]) q8, hh, L1, 1, 1, cq8);
  double s78[2] = { s7, s8 };
  double dev20 = fmax (fabs (cq7[0] - p20), fabs (cq8[0] - p20)) / fabs (p20);
  tap_diag ("(7) about t0: residual %.3e .. %.3e (slope %.3f); (8) about t0: %.3e .. %.3e "
            "(slope %.3f)", e7[0], e7[L1 - 1], s7, e8[0], e8[L1 - 1], s8);
  tap_diag ("as printed (about t_alpha): lim residual/h of (7) %.8f, of (8) %.8f; "
            "-alpha a'(t0) = %.8f: the two cancel in (9)", cq7[0], cq8[0], p20);
  vc_on (&osc, on1, "", "a_alpha = a(t0 + alpha h)", L1 - 1, "");
  vc_report ("C19", farthest (s78, 2, 2.0), " (M^-1 f at the step's y1, z1; oscillator, %s): "
             "(7) %.3f, (8) %.3f", CH, s7, s8);
  vc_report ("C20", dev20, "%s", "");
}

/* ---- the claims (theory/s001-eq-9.md's table states them in prose) ------- */
#define ONE "options (coefficients; the program's one-step h, starts set as each claim says)"
#define GLOBAL "options (coefficients, M_alpha), problem (soi2-test reading A or B), steps "  \
  "(h0, levels, t-end; constant)"
static const vc_claim claims[] = {
  { .id = "C1", .theorem = "S001-EQ9", .takes = ONE, .measure = m_onestep, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "slope of |a_{1+alpha} - a(t0+(1+alpha)h)| after one "
    "step from the exact start with a_alpha = a(t0+alpha h)" },
  { .id = "C2", .theorem = "S001-EQ9", .takes = ONE, .measure = m_onestep, .check = VC_ORDER,
    .target = 1.0, .slack = 0.1, .text = "slope of |a_{1+alpha} - a(t0+(1+alpha')h)| with "
    "a_alpha = a(t0+alpha' h), alpha' = alpha +- 0.1, worst of the same four cases" },
  { .id = "C3", .theorem = "S001-EQ9", .takes = ONE, .measure = m_onestep, .check = VC_LE,
    .target = 0.01, .text = "no constraint (oscillator, ga-soi2 and ga; alpha' = alpha +- 0.1, "
    "and a_alpha = a0): relative deviation of lim E/h (Richardson) from eq. (9), (delta a' - "
    "alpha_m eps)/(1 - alpha_m)" },
  { .id = "C4", .theorem = "S001-EQ9", .takes = ONE, .measure = m_onestep, .check = VC_LE,
    .target = 0.01, .text = "constraints" },
  { .id = "C5", .takes = ONE, .measure = m_starts, .check = VC_ORDER, .target = 1.0,
    .slack = 0.05, .text = "slope of |a0 - a(t0+alpha h)| (a0 the consistent acceleration), "
    "h=1/10..1/1280, worst of soi2-test, jn-test, oscillator" },
  { .id = "C6", .takes = ONE, .measure = m_starts, .check = VC_LE, .target = 0.01,
    .text = "relative deviation of lim (a0 - a(t0+alpha h))/h (Richardson, oscillator) from "
    "-alpha a'(t0)" },
  { .id = "C7", .theorem = "S001-EQ9", .takes = ONE, .measure = m_starts, .check = VC_ORDER,
    .target = 2.0, .slack = 0.1, .text = "slope of |a_alpha - a(t0+alpha h)| of the library's "
    "Lunk-Simeon start (10)" },
  { .id = "C8", .theorem = "S001-EQ9", .takes = ONE, .measure = m_starts, .check = VC_LE,
    .target = 0.01, .text = "relative deviation of lim (a_LS - a(t0+alpha h))/h^2 (Richardson, "
    "oscillator) from alpha(1-alpha)/2 a''(t0)" },
  /* an identity: not gated */
  { .id = "C9", .takes = ONE, .measure = m_starts, .check = VC_LE, .target = 1e-9,
    .text = "largest relative difference between the library's Lunk-Simeon a_alpha and the "
    "root of (10) with f(t1,y1,z1,lambda1,psi1) of the first step, solved by the program (3 "
    "problems, 8 h)" },
  { .id = "C10", .theorem = "S001-EQ9", .takes = ONE, .measure = m_starts, .check = VC_ORDER,
    .target = 1.0, .slack = 0.1, .text = "[P] slope of the error of (10) uncoupled (f1 from the "
    "step with a0) and of (10) coupled with the auxiliary multipliers mu~1, soi2-test and "
    "jn-test (worst)" },
  { .id = "C11", .skip = { "section 2.1's alpha_m = 0 statement and its failure with "
                           "constraints (errata-s001 E1), shown with HHT(-0.3)",
                           "not run: HHT(-0.3), not the variant's coefficients" },
    .measure = m_onestep, .check = VC_ORDER, .target = 2.0, .slack = 0.1,
    .text = "alpha_m = 0 (HHT alpha=-0.3), a_alpha = a0: slope of |a_{1+alpha} - "
    "a(t0+(1+alpha)h)| after one step, oscillator (sec. 2.1)" },
  { .id = "C12", .skip = { "section 2.1's alpha_m = 0 statement and its failure with "
                           "constraints (errata-s001 E1), shown with HHT(-0.3)",
                           "not run: HHT(-0.3), not the variant's coefficients" },
    .measure = m_onestep, .check = VC_ORDER, .target = 1.0, .slack = 0.1,
    .text = "the same with constraints, soi2-test and jn-test (worst): a_{1+alpha} is O(h), "
    "not O(h^2)" },
  { .id = "C13", .theorem = "S001-THM1", .takes = GLOBAL, .measure = m_global,
    .check = VC_ORDER, .target = 2.0, .slack = 0.15, .text = "order of the y, z errors" },
  { .id = "C14", .theorem = "S001-THM1", .takes = GLOBAL, .measure = m_global,
    .check = VC_ORDER, .target = 1.0, .slack = 0.15, .text = "a_alpha = a0: order of the max "
    "over steps of the errors of a, lambda, psi" },
  { .id = "C15", .theorem = "S001-THM1", .takes = GLOBAL, .measure = m_global,
    .check = VC_ORDER, .target = 2.0, .slack = 0.15, .text = "Lunk-Simeon: the same orders" },
  { .id = "C16", .theorem = "S001-THM1", .takes = GLOBAL, .measure = m_global,
    .check = VC_ORDER, .target = 1.0, .slack = 0.15, .text = "a_alpha = a0: order of the "
    "errors of a_{1+alpha}, lambda1 (, psi1) after the first step" },
  { .id = "C17", .theorem = "S001-THM1", .takes = GLOBAL, .measure = m_global,
    .check = VC_ORDER, .target = 2.0, .slack = 0.15,
    .text = "Lunk-Simeon: the same after the first step" },
  { .id = "C18", .skip = { "Theorem 1's alpha_m = 0 clause failing with constraints "
                           "(errata-s001 E1), shown with HHT(-0.3)",
                           "not run: HHT(-0.3), not the variant's coefficients" },
    .measure = m_global, .check = VC_ORDER, .target = 1.0, .slack = 0.15,
    .text = "alpha_m = 0 (HHT alpha=-0.3), a_alpha = a0, soi2-test: order of the max over "
    "steps of the a, lambda, psi errors" },
  { .id = "C19", .theorem = "S001-EQ9", .takes = ONE, .measure = m_residuals,
    .check = VC_ORDER, .target = 2.0, .slack = 0.1, .text = "slopes of the residuals of (7) "
    "and (8) expanded about t0" },
  { .id = "C20", .theorem = "S001-EQ9", .takes = ONE, .measure = m_residuals, .check = VC_LE,
    .target = 0.01, .text = "(7) and (8) as printed (about t_alpha) are off by -alpha h a'(t0): "
    "relative deviation of lim residual/h from -alpha a'(t0), larger of the two" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID, .methods = "ga-soi2", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .gate = gate, .method = &gp_method_ga_soi2, .options = &gate_o,
  };
  return vc_run (argc, argv, &prog);
}
