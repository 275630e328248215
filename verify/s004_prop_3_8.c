/* s004_prop_3_8.c -- verifies S004-P3.8 (theory/s004-prop-3.8.md): the
 * explicit form of the nonholonomic Newmark method (seed 004 Prop 3.8).
 *
 * S004-P3.8.  For beta = 0, gamma = 1/2, alpha_d = 0 ((14) = (15) =
 * mu(q_k)(q_{k+1} - q_k)/h), f affine in psi and free of v, the step of
 * Def. 3.1 splits into two linear solves; with C = mu M^-1 mu^T and the
 * problem's f = -grad V - mu^T psi (catalogue lambda = -psi):
 *   psi_k     = C(q_k)^-1 mu(q_k) [ (2/h) v_k - M^-1 grad V(q_k) ]
 *   q_{k+1}   = q_k + h v_k + h^2/2 a_k,   a_k = M^-1 f(q_k, psi_k)
 *   psi_{k+1} = C(q_{k+1})^-1 mu(q_{k+1}) [ (2/h)(v_k + h/2 a_k) - M^-1 grad V(q_{k+1}) ]
 *   v_{k+1}   = v_k + h/2 (a_k + a_{k+1})
 * The library's GP_NHSOLVE_EXPLICIT runs these as two (n+m) linear systems.
 *
 * Runs: nh-particle, nh-chaotic, cvt with epsilon = 0 and 0.1; h = 0.1,
 * 0.01, 0.001; T = 10.  At every step of the explicit run, one Newton step
 * and one step of the program's own closed formulas start from the same state.
 *
 * The claims: the table `claims` at the end (theory/s004-prop-3.8.md states
 * them in prose); the comparison runs serve the paper's settings and a
 * variant's.
 *
 * Under --variant FILE (method nh-newmark): the explicit form exists only
 * for beta = 0, gamma = 1/2, alpha_d = 0 (a REFUSE hypothesis of the
 * explicit solve), so only such a variant is reviewed (vc_reviews_when;
 * any other is answered `1..0 # SKIP`).  The comparison runs take
 * its Newton tolerance and its problem when it names one the explicit form
 * takes (f free of v, n <= 8, m <= 2), else the four, h = 0.1, 0.01, 0.001,
 * T = 10; gated by the method's S004-P3.8 THEOREM rows (none: its
 * hypotheses are REFUSE rows).  The refusals (of other parameters and of
 * rolling-disk, the paper's settings fixed) are not about the variant.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cvt.h"
#include "galpha.h"
#include "problems.h"
#include "tap.h"
#include "variant.h"
#include "vcommon.h"
#include "claims.h"

#define ID "S004-P3.8"
#define U (DBL_EPSILON / 2)
#define NMAX 8
#define T_RUN 10.0

enum { MUT_EXPLICIT_H = 0, MUT_END_FACTOR, MUT_CAT_SIGN, MUT_NEWTON_EXPLICIT, MUT_REFUSE_NEWTON };
static const vc_mutant mutants[] = {
  { "explicit-h", "C1,C2,C3",
    "library: the start constraint at v0 + h a0, not v0 + h/2 a0 (test switch nh_explicit_h)" },
  { "end-factor", "C3",
    "the program's formula for psi_{k+1} with (1/h)(v_k + h/2 a_k) in place of (2/h)(...)" },
  { "catalogue-sign", "C3",
    "the program's formulas with the catalogue's lambda put where the problem's psi belongs "
    "(psi = -C^-1 mu [...])" },
  { "newton-for-explicit", "C4",
    "the explicit runs ask for the Newton solve (o.nh_solve left at GP_NHSOLVE_NEWTON)" },
  { "refuse-newton", "C5",
    "the refusal on rolling-disk is tried with the Newton solve (the explicit option forgotten)" },
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

static double
maxdiff (const double *a, const double *b, size_t n)
{
  double m = 0;
  for (size_t i = 0; i < n; i++)
    m = fmax (m, fabs (a[i] - b[i]));
  return m;
}

static double
norm_inf (const double *A, size_t r, size_t c)
{
  double m = 0;
  for (size_t i = 0; i < r; i++)
    {
      double s = 0;
      for (size_t j = 0; j < c; j++)
        s += fabs (A[i * c + j]);
      m = fmax (m, s);
    }
  return m;
}

/* the options the runs start from: nh-newmark's defaults, or the variant's
   (its Newton tolerance and disc) */
static gp_options base;

static gp_options
opts (int explicit_form)
{
  gp_options o = base;
  o.c.alpha_d = 0.0;
  o.nh_solve = explicit_form && mut != MUT_NEWTON_EXPLICIT ? GP_NHSOLVE_EXPLICIT
    : GP_NHSOLVE_NEWTON;
  return o;
}

/* D of C2 at (q, v, psi) with acceleration a: 16 u kappa (|k_z||v| 2/h + |f| + |M||a|) */
static double
bound_a (const gp_problem *P, double t, const double *q, const double *v, const double *a,
         const double *psi, double h)
{
  size_t n = P->n, m = P->m_k, N = n + m;
  double M[NMAX * NMAX], fpsi[NMAX * 2], ky[2 * NMAX], kz[2 * NMAX], kt[2], f[NMAX];
  double A[(NMAX + 2) * (NMAX + 2)], Ai[(NMAX + 2) * (NMAX + 2)];
  if (P->mass (t, q, M, P->params) || P->force (t, q, v, NULL, psi, f, P->params)
      || P->force_jac (t, q, v, NULL, psi, NULL, NULL, NULL, fpsi, P->params)
      || P->k_jac (t, q, v, ky, kz, kt, P->params))
    tap_bail ("callbacks failed");
  memset (A, 0, sizeof A);
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        A[i * N + j] = M[i * n + j];
      for (size_t j = 0; j < m; j++)
        A[i * N + n + j] = -fpsi[i * m + j];
    }
  for (size_t i = 0; i < m; i++)
    for (size_t j = 0; j < n; j++)
      A[(n + i) * N + j] = 0.5 * kz[i * n + j];
  if (vc_inverse (A, Ai, N))
    tap_bail ("explicit system singular");
  double kappa = norm_inf (Ai, N, N);
  return 16 * U * kappa * (norm_inf (kz, m, n) * maxabs (v, n) * 2 / fabs (h) + maxabs (f, n)
                           + norm_inf (M, n, n) * maxabs (a, n));
}

/* ---- the program's closed formulas (catalogue 5.4, Prop 3.8) ----------- */
/* psi = C^-1 mu [ c vb - M^-1 grad V ] at q; a = M^-1 f(q, psi); m = 1..2 */
static void
closed_solve (const gp_problem *P, double t, const double *q, const double *vb, double c,
              double *a, double *psi)
{
  size_t n = P->n, m = P->m_k;
  double M[NMAX * NMAX], Mi[NMAX * NMAX], ky[2 * NMAX], mu[2 * NMAX], kt[2], zero[2] = { 0, 0 };
  double mgv[NMAX], g[NMAX], Mmu[2 * NMAX], C[4], Ci[4], rhs[2], f[NMAX];
  /* -grad V = f(q, psi = 0): f = -grad V - mu^T psi on these problems */
  if (P->mass (t, q, M, P->params) || vc_inverse (M, Mi, n)
      || P->force (t, q, vb, NULL, zero, mgv, P->params)
      || P->k_jac (t, q, vb, ky, mu, kt, P->params))
    tap_bail ("callbacks failed");
  vc_matvec (Mi, mgv, g, n, n);                       /* -M^-1 grad V */
  for (size_t i = 0; i < m; i++)
    vc_matvec (Mi, mu + i * n, Mmu + i * n, n, n);    /* M^-1 mu^T, column i (M symmetric) */
  for (size_t i = 0; i < m; i++)
    {
      double s = 0;
      for (size_t j = 0; j < n; j++)
        s += mu[i * n + j] * (c * vb[j] + g[j]);
      rhs[i] = s;
      for (size_t k = 0; k < m; k++)
        {
          double cc = 0;
          for (size_t j = 0; j < n; j++)
            cc += mu[i * n + j] * Mmu[k * n + j];
          C[i * m + k] = cc;
        }
    }
  if (vc_inverse (C, Ci, m))
    tap_bail ("C singular");
  vc_matvec (Ci, rhs, psi, m, m);
  if (mut == MUT_CAT_SIGN)
    for (size_t i = 0; i < m; i++)
      psi[i] = -psi[i];
  if (P->force (t, q, vb, NULL, psi, f, P->params))
    tap_bail ("force failed");
  vc_matvec (Mi, f, a, n, n);
}

/* one step of the closed formulas from (t, q0, v0): q1, v1, a0, psi0, a1, psi1 */
static void
closed_step (const gp_problem *P, double t, double h, const double *q0, const double *v0,
             double *q1, double *v1, double *a0, double *p0, double *a1, double *p1)
{
  size_t n = P->n;
  double w[NMAX];
  closed_solve (P, t, q0, v0, 2 / h, a0, p0);
  for (size_t i = 0; i < n; i++)
    {
      q1[i] = q0[i] + h * v0[i] + 0.5 * h * h * a0[i];
      w[i] = v0[i] + 0.5 * h * a0[i];
    }
  closed_solve (P, t + h, q1, w, (mut == MUT_END_FACTOR ? 1 : 2) / h, a1, p1);
  for (size_t i = 0; i < n; i++)
    v1[i] = w[i] + 0.5 * h * a1[i];
}

typedef struct
{
  double yz, ap;            /* C1, C2: largest ratios explicit vs Newton */
  double cyz, cap;          /* C3: closed formulas vs explicit */
  long newton_solves, newton_iters, factorizations, steps;
} cmp_run;

static void
run_compare (const gp_problem *P, double h, cmp_run *R)
{
  size_t n = P->n, m = P->m_k;
  gp_options oe = opts (1), on = opts (0);
  gp_test_switches sw = { .nh_explicit_h = mut == MUT_EXPLICIT_H };
  gp_stepper *se = vc_stepper (&gp_method_nh_newmark, P, &oe, &sw);
  gp_stepper *sn = vc_stepper (&gp_method_nh_newmark, P, &on, NULL);
  gp_state *x = gp_stepper_state_alloc (se), *y = gp_stepper_state_alloc (se);
  if (!x || !y)
    tap_bail ("out of memory");
  if (gp_state_consistent (P, x, 1e-14) != GP_OK || gp_stepper_start (se, h, x) != GP_OK
      || gp_stepper_start (sn, h, x) != GP_OK)
    tap_bail ("start on %s failed: %s", P->name, gp_stepper_message (se));
  long N = lround (T_RUN / h);
  memset (R, 0, sizeof *R);
  double q1[NMAX], v1[NMAX], a0[NMAX], p0[2], a1[NMAX], p1[2];
  for (long k = 0; k < N; k++)
    {
      gp_state_copy (y, x);
      double t0 = x->t;
      closed_step (P, t0, h, y->y, y->z, q1, v1, a0, p0, a1, p1);
      if (gp_stepper_step (se, h, x) != GP_OK)
        tap_bail ("%s explicit step %ld: %s", P->name, k + 1, gp_stepper_message (se));
      /* bounds at both ends (the start block at q_k, the end at q_{k+1}) */
      double D0 = bound_a (P, t0, y->y, y->z, x->aux, x->aux + n, h);
      double D1 = bound_a (P, t0 + h, x->y, x->z, x->a, x->psi, h);
      double D = fmax (D0, D1);
      double by = 8 * U * maxabs (x->y, n) + h * h * D, bz = 8 * U * maxabs (x->z, n) + h * D;
      /* closed formulas against the library's explicit step */
      R->cyz = fmax (R->cyz, fmax (maxdiff (q1, x->y, n) / by, maxdiff (v1, x->z, n) / bz));
      double dap = fmax (fmax (maxdiff (a1, x->a, n), maxdiff (p1, x->psi, m)),
                         fmax (maxdiff (a0, x->aux, n), maxdiff (p0, x->aux + n, m)));
      R->cap = fmax (R->cap, dap / D);
      /* one Newton step from the same state */
      if (gp_stepper_step (sn, h, y) != GP_OK)
        tap_bail ("%s Newton step %ld: %s", P->name, k + 1, gp_stepper_message (sn));
      R->yz = fmax (R->yz, fmax (maxdiff (y->y, x->y, n) / by, maxdiff (y->z, x->z, n) / bz));
      dap = fmax (fmax (maxdiff (y->a, x->a, n), maxdiff (y->psi, x->psi, m)),
                  maxdiff (y->aux, x->aux, n + m));
      R->ap = fmax (R->ap, dap / D);
    }
  const gp_stats *S = gp_stepper_stats (se);
  R->newton_solves = S->newton_solves;
  R->newton_iters = S->newton_iters;
  R->factorizations = S->factorizations;
  R->steps = S->steps;
  gp_state_free (x);
  gp_state_free (y);
  gp_stepper_free (se);
  gp_stepper_free (sn);
}

/* C5: one refusal case; returns 1 when it behaves as claimed */
static int
refused_at_alloc (const char *what, double beta, double gamma, double ad)
{
  gp_options o = opts (1);
  o.nh_solve = GP_NHSOLVE_EXPLICIT;
  o.c.beta = beta;
  o.c.gamma = gamma;
  o.c.alpha_d = ad;
  char why[512] = "";
  gp_stepper *s = gp_stepper_alloc (&gp_method_nh_newmark, &gp_problem_nh_chaotic, &o, why,
                                    sizeof why);
  int ok = s == NULL && strstr (why, "S004-P3.8") != NULL;
  tap_diag ("explicit with %s: %s (%s)", what, s ? "accepted" : "refused at alloc", why);
  gp_stepper_free (s);
  return ok;
}

static int
refusals (void)
{
  int ok = 0;
  ok += refused_at_alloc ("beta = 1/6", 1.0 / 6.0, 0.5, 0.0);
  ok += refused_at_alloc ("gamma = 0.6", 0.0, 0.6, 0.0);
  ok += refused_at_alloc ("alpha_d = 1/2", 0.0, 0.5, 0.5);
  /* rolling-disk: f depends on z; the explicit form refuses at start, the
     Newton form does not */
  const gp_problem *P = &gp_problem_rolling_disk;
  for (int e = 1; e >= 0; e--)
    {
      gp_options o = opts (e);
      o.nh_solve = e && mut != MUT_REFUSE_NEWTON ? GP_NHSOLVE_EXPLICIT : GP_NHSOLVE_NEWTON;
      gp_stepper *s = vc_stepper (&gp_method_nh_newmark, P, &o, NULL);
      gp_state *x = gp_stepper_state_alloc (s);
      if (!x || gp_state_consistent (P, x, 1e-14) != GP_OK)
        tap_bail ("rolling-disk start failed");
      int rc = gp_stepper_start (s, 0.01, x);
      tap_diag ("rolling-disk, %s form: start returns %s (%s)", e ? "explicit" : "Newton",
                gp_strerror (rc), gp_stepper_message (s));
      ok += e ? rc == GP_EUNSUP : rc == GP_OK;
      gp_state_free (x);
      gp_stepper_free (s);
    }
  return ok;
}

/* The variants reviewed: nh-newmark with the parameters of the explicit
   form; any other nh-newmark variant has no explicit form. */
static int
explicit_form (const struct variant *v)
{
  const gp_coeffs *c = &v->o.c;
  return c->beta == 0.0 && c->gamma == 0.5 && c->alpha_d == 0.0;
}

/* a problem the explicit form takes: the buffers, and f free of v (the
   explicit start refuses it otherwise) */
static int
fits (const gp_problem *Q)
{
  if (Q->n > NMAX || Q->m_k > 2)
    return 0;
  gp_options o = opts (1);
  char why[256];
  gp_stepper *s = gp_stepper_alloc (&gp_method_nh_newmark, Q, &o, why, sizeof why);
  gp_state *x = s ? gp_stepper_state_alloc (s) : NULL;
  int ok = x && gp_state_consistent (Q, x, 1e-14) == GP_OK && gp_stepper_start (s, 0.01, x) == GP_OK;
  gp_state_free (x);
  gp_stepper_free (s);
  return ok;
}

/* ---- the settings: the paper's four problems, or a variant's -------------- */
static const struct variant *V;
static gp_problem cvt1;
static gp_cvt_params cp;
static const gp_problem *PS[4] = { &gp_problem_nh_particle, &gp_problem_nh_chaotic,
                                   &gp_problem_cvt, &cvt1 };
static const char *PN[4] = { "nh-particle", "nh-chaotic", "cvt eps=0", "cvt eps=0.1" };
static int np = 4;

static void
setup (int mutant)
{
  mut = mutant;
  V = vc_variant ();
  gp_options_for (&gp_method_nh_newmark, &base);
  vc_variant_options (&gp_method_nh_newmark, &base);
  cvt1 = gp_problem_cvt;
  cp = gp_cvt_default_params;
  cp.epsilon = 0.1;
  cvt1.params = &cp;
  if (V && V->P)
    {
      /* the variant's problem alone when the explicit form takes it */
      const gp_problem *PV = vc_variant_problem (PS[0], fits);
      if (PV != PS[0])
        {
          PS[0] = PV;
          PN[0] = PV->name;
          np = 1;
        }
    }
}

/* C1-C4: explicit against Newton and the closed formulas, every step */
static void
m_runs (void)
{
  static const double HS[3] = { 0.1, 0.01, 0.001 };
  double w[4] = { 0, 0, 0, 0 };
  char at[4][80];
  long solves = 0, iters = 0, fact = 0, steps = 0;
  for (int p = 0; p < np; p++)
    for (int j = 0; j < 3; j++)
      {
        cmp_run R;
        run_compare (PS[p], HS[j], &R);
        tap_diag ("%s h=%g: explicit vs Newton y,z %.3f a,psi %.3f; closed vs explicit y,z %.3f "
                  "a,psi %.3f (ratios to the bounds); explicit: %ld steps, %ld factorizations, "
                  "%ld Newton iterations", PN[p], HS[j], R.yz, R.ap, R.cyz, R.cap, R.steps,
                  R.factorizations, R.newton_iters);
        double v[4] = { R.yz, R.ap, R.cyz, R.cap };
        for (int c = 0; c < 4; c++)
          if (!(v[c] < w[c]))
            {
              w[c] = v[c];
              snprintf (at[c], sizeof at[c], "%s h=%g", PN[p], HS[j]);
            }
        solves += R.newton_solves;
        iters += R.newton_iters;
        fact += R.factorizations;
        steps += R.steps;
      }
  /* where the largest (rounding-level) ratios occur may differ between builds: # line */
  tap_diag ("largest ratios: explicit vs Newton y,z at %s, a,psi at %s; closed vs explicit y,z at "
            "%s, a,psi at %s", at[0], at[1], at[2], at[3]);
  if (V)
    {
      if (np == 1)
        vc_on (PS[0], "runs to t = 10 at h = 0.1, 0.01, 0.001 (the program's steps)");
      else
        vc_on_names ("nh-particle,nh-chaotic,cvt", "runs to t = 10 at h = 0.1, 0.01, 0.001 (the "
                     "program's steps), cvt at epsilon 0 and 0.1");
      vc_report ("C1", w[0], " (the variant, eq. %d, Newton tolerance %g; %s; h=0.1, 0.01, 0.001; "
                 "T=10): y, z differences over 8u|.| + h^2 D, h D: largest ratio",
                 base.disc == GP_DISC_15 ? 15 : 14, base.newton_tol, np == 1 ? PN[0] :
                 "nh-particle, nh-chaotic, cvt eps=0 and 0.1");
    }
  else
    vc_report ("C1", w[0], " (nh-particle, nh-chaotic, cvt eps=0 and 0.1; h=0.1, 0.01, 0.001; "
               "T=10): y, z differences over 8u|.| + h^2 D, h D: largest ratio");
  vc_report ("C2", w[1], ": largest ratio");
  vc_report ("C3", fmax (w[2], w[3]), ": largest ratio to the bounds of C1, C2 (y,z %.3f; a,psi "
             "%.3f)", w[2], w[3]);
  vc_report ("C4", solves == 0 && iters == 0 && fact == 2 * steps, " (%ld steps: %ld solves, "
             "%ld iterations, %ld factorizations)", steps, solves, iters, fact);
}

/* C5: the refusals (the paper's settings) */
static void
m_refusals (void)
{
  int nref = refusals ();
  vc_report ("C5", nref == 5, " refused at gp_stepper_alloc naming S004-P3.8; rolling-disk (f "
             "depends on z) refused at start with GP_EUNSUP while the Newton form starts (%d of 5 "
             "as claimed)", nref);
}

/* ---- the claims (theory/s004-prop-3.8.md's table states them in prose) ---- */
#define RUNS "options (Newton tolerance, disc), problem"
static const vc_claim claims[] = {
  { .id = "C1", .theorem = ID, .takes = RUNS, .measure = m_runs, .check = VC_LE, .target = 1.0,
    .text = "explicit (Prop 3.8) vs Newton, one step from the same state, every step" },
  { .id = "C2", .theorem = ID, .takes = RUNS, .measure = m_runs, .check = VC_LE, .target = 1.0,
    .text = "the same steps: a, psi and the start block (a_k, psi_k) differences over D = 16u "
    "kappa(|k_z||v|2/h + |f| + |M||a|)" },
  { .id = "C3", .theorem = ID, .takes = RUNS, .measure = m_runs, .check = VC_LE, .target = 1.0,
    .text = "the program's closed formulas (psi = C^-1 mu [(2/h)v - M^-1 grad V], problem's "
    "sign) against the library's explicit step" },
  { .id = "C4", .theorem = ID, .takes = RUNS, .measure = m_runs, .check = VC_TRUE,
    .text = "the explicit runs count no Newton solve or iteration and two factorizations per "
    "step" },
  { .id = "C5", .skip = { "refusals of other parameters and of rolling-disk, the paper's "
                          "settings held fixed", "nothing measured" },
    .measure = m_refusals, .check = VC_TRUE,
    .text = "refusals: explicit with beta=1/6, gamma=0.6, alpha_d=1/2" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "C5: nh-chaotic,rolling-disk; *: nh-particle,nh-chaotic,cvt",
    .methods = "nh-newmark", .applies = explicit_form,
    .why_not = "the explicit form needs beta = 0, gamma = 1/2, alpha_d = 0 (Prop 3.8)",
    .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .method = &gp_method_nh_newmark, .options = &base,
  };
  return vc_run (argc, argv, &prog);
}
