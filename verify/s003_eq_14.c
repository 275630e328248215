/* s003_eq_14.c -- verifies S003-EQ14 (theory/s003-eq-14.md): the multistep
 * form (14), (15), (18) of the generalized-alpha method (seed 003, Arnold &
 * Bruels 2007, section 2.2).
 *
 * S003-EQ14.  Eliminating the acceleration-like variable a from (3)-(5) over
 * two consecutive steps gives the two-step formulas (14) in q and (15) in qd
 * with coefficients a_k, u_k, b_k, c_k from (alpha_m, alpha_f, beta, gamma);
 * the difference quotients q'_n = (q_n - q_{n-1})/h satisfy the three-step
 * formula (18) with the coefficients b'_k of (19), g_n being the acceleration
 * the equilibrium gives at t_n.
 *
 * The claims: the table `claims` at the end (theory/s003-eq-14.md states
 * them in prose): the coefficient identities on a parameter grid, the
 * residuals of (14), (15), h*(18) along ga-i3 runs on slider-crank
 * (nonlinear constraints, singular M) and andrews with g_n = qdd_n and with
 * the paper's g_n = M^-1 f, also under a loose Newton.  Each measure serves
 * the paper's settings and a variant's.
 *
 * Under --variant FILE (method ga-i3): the identities (14), (15), (18) are
 * consequences of (3)-(5) for any coefficients, so every claim runs for the
 * variant without a hypothesis gate: the coefficient identities at its
 * coefficients in place of the grid, the residuals along ga-i3 runs with
 * its options (coefficients, scaling; its Newton tolerance, except in the
 * loose-Newton run, when it sets one) in place of the two parameter sets,
 * on the program's problems and fixed steps (the formulas are for a fixed
 * h; the variant's step keys are not used).  A run
 * that breaks down is cut at the failed step (a `#` line names it) and the
 * identities are checked on the steps it accepted; fewer than three steps
 * leave nothing to check, and the claim fails with NaN.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "s003_multistep.h"
#include "tap.h"
#include "variant.h"
#include "vcommon.h"
#include "claims.h"

#define ID "S003-EQ14"
#define EPS DBL_EPSILON
/* bound of the scaled residuals, in units of eps (derivation in the doc) */
#define KEPS 32.0

static const vc_mutant mutants[] = {
  { "b1-no-afbeta", "C1,C3,C4,C7,C10,C11,C12",
    "b1 = (1-af)(1/2-beta): the term af*beta of (14) dropped" },
  { "c0-wrong", "C1,C3,C5,C8,C10,C11,C12", "c0 = af*gamma in place of af*(1-gamma)" },
  { "bp2-sign", "C1,C3,C6,C9,C10,C11,C12",
    "b'2 = (1-af)(1/2-2beta+gamma) - af*beta: one sign of (19) flipped" },
  { "u1-like-a1", "C2,C4,C7,C10,C11,C12", "u1 = -1 + 2am (a1's value) in place of -1 + am" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;
/* the options of every run but its coefficients and Newton tolerance: the
   library's defaults, or the variant's */
static gp_options base_opts;
static const variant *V;

/* The coefficients, with the selected wrong variant. */
static void
coeffs (const gp_coeffs *p, s003_ms *k)
{
  s003_ms_coeffs (p, k);
  if (mut == 0)
    k->b[1] = (1 - p->alpha_f) * (0.5 - p->beta);
  else if (mut == 1)
    k->c[0] = p->alpha_f * p->gamma;
  else if (mut == 2)
    k->bp[2] = (1 - p->alpha_f) * (0.5 - 2 * p->beta + p->gamma) - p->alpha_f * p->beta;
  else if (mut == 3)
    k->u[1] = -1 + 2 * p->alpha_m;
}

/* ---- C1-C3: coefficient identities on a grid ------------------------------ */
static const double G_AM[] = { -0.4, -0.1, 0, 0.2, 0.45 }, G_AF[] = { -0.3, 0, 0.15, 0.3, 0.49 },
  G_BE[] = { 0.1, 0.25, 0.3025, 0.6 }, G_GA[] = { 0.3, 0.5, 0.7, 0.95 };
#define NG(a) ((int) (sizeof a / sizeof a[0]))

static void
coefficient_claims (void)
{
  double d1 = 0, d2 = 0, d3 = 0;
  int npts = 0;
  for (int i = 0; i < NG (G_AM); i++)
    for (int j = 0; j < NG (G_AF); j++)
      for (int l = 0; l < NG (G_BE); l++)
        for (int m = 0; m < NG (G_GA); m++)
          {
            gp_coeffs p = { G_AM[i], G_AF[j], G_BE[l], G_GA[m], 0, 0 };
            s003_ms k;
            double bp[4];
            coeffs (&p, &k);
            s003_ms_bp_from_bc (&k, bp);
            for (int q = 0; q < 4; q++)
              d1 = fmax (d1, fabs (k.bp[q] - bp[q]));
            d2 = fmax (d2, fabs (k.a[0] + k.a[1] + k.a[2]));
            d2 = fmax (d2, fabs (k.u[0] - k.a[0]));
            d2 = fmax (d2, fabs (k.u[1] + k.a[2]));
            d3 = fmax (d3, fabs (k.b[0] + k.b[1] + k.b[2] - 0.5));
            d3 = fmax (d3, fabs (k.c[0] + k.c[1] + k.c[2] - 1));
            d3 = fmax (d3, fabs (k.bp[0] + k.bp[1] + k.bp[2] + k.bp[3] - 1));
            npts++;
          }
  tap_diag ("parameter grid: %d points (alpha_m x alpha_f x beta x gamma = %d x %d x %d x %d), "
            "inside and outside (20) and (23)", npts, NG (G_AM), NG (G_AF), NG (G_BE),
            NG (G_GA));
  vc_report ("C1", d1 / EPS, ": max abs difference over the grid, in units of eps");
  vc_report ("C2", d2 / EPS, ": max abs deviation over the grid, in units of eps");
  vc_report ("C3", d3 / EPS, ": max abs deviation over the grid, in units of eps");
}

/* ---- a recorded ga-i3 run --------------------------------------------------- */
typedef struct
{
  const gp_problem *P;
  gp_coeffs c;
  double h;
  long N;
  double tol;
  double *t, *q, *v, *qdd, *lam;   /* (N+1) rows */
  double *tau;      /* the library's acceptance bound max(tol, floor) of the solve
                       that gave step n (reported, not used in a bound) */
  gp_stats st;
} run_rec;

static void
record (run_rec *R, const gp_problem *P, const gp_coeffs *c, double h, long N, double tol,
        double jacobian_factor)
{
  size_t n = P->n, m = P->m_g;
  gp_options o = base_opts;
  o.c = *c;
  o.newton_tol = tol;
  gp_test_switches sw = { .jacobian_factor = jacobian_factor };
  gp_stepper *s = vc_stepper (&gp_method_ga_i3, P, &o, &sw);
  gp_state *x = gp_stepper_state_alloc (s);
  R->P = P;
  R->c = *c;
  R->h = h;
  R->N = N;
  R->t = malloc ((size_t) (N + 1) * sizeof (double));
  R->q = malloc ((size_t) (N + 1) * n * sizeof (double));
  R->v = malloc ((size_t) (N + 1) * n * sizeof (double));
  R->qdd = malloc ((size_t) (N + 1) * n * sizeof (double));
  R->lam = malloc ((size_t) (N + 1) * (m ? m : 1) * sizeof (double));
  R->tau = malloc ((size_t) (N + 1) * sizeof (double));
  size_t NU = gp_stepper_unknowns (s);
  double *J = malloc (NU * NU * sizeof (double));
  R->tol = tol;
  if (!x || !R->t || !R->q || !R->v || !R->qdd || !R->lam || !R->tau || !J)
    tap_bail ("out of memory");
  if (gp_state_consistent (P, x, 1e-15) != GP_OK || gp_stepper_start (s, h, x) != GP_OK)
    tap_bail ("start of ga-i3 on %s failed", P->name);
  /* every step with the same h: (14), (15), (18) are fixed-step formulas */
  R->tau[0] = 0;
  for (long i = 0; i <= N; i++)
    {
      if (i > 0)
        {
          /* the library's acceptance: last increment <= max(tol, floor),
             floor = 16 cond1(J) eps (row scale 1: beta h^2 < 1), with J the
             step's iteration matrix, here at its predictor */
          if (gp_stepper_iteration_matrix (s, h, x, J) != GP_OK)
            tap_bail ("iteration matrix of %s at step %ld failed", P->name, i);
          R->tau[i] = fmax (tol, 16.0 * gp_cond1 (J, NU) * EPS);
          if (gp_stepper_step (s, h, x) != GP_OK)
            {
              if (!V)
                tap_bail ("ga-i3 on %s failed at step %ld: %s", P->name, i,
                          gp_stepper_message (s));
              /* a variant's breakdown: the identities on the steps before */
              tap_diag ("ga-i3 on %s, h = %g, failed at step %ld (t = %.6g): %s; the "
                        "identities are checked on steps 0..%ld", P->name, h, i, x->t,
                        gp_stepper_message (s), i - 1);
              R->N = i - 1;
              break;
            }
        }
      R->t[i] = x->t;
      memcpy (R->q + i * n, x->y, n * sizeof (double));
      memcpy (R->v + i * n, x->z, n * sizeof (double));
      memcpy (R->qdd + i * n, x->qdd, n * sizeof (double));
      memcpy (R->lam + i * m, x->lam, m * sizeof (double));
    }
  R->st = *gp_stepper_stats (s);
  free (J);
  gp_state_free (x);
  gp_stepper_free (s);
}

static void
release (run_rec *R)
{
  free (R->t);
  free (R->q);
  free (R->v);
  free (R->qdd);
  free (R->lam);
  free (R->tau);
}

/* |r| / S for one component: 0 when every term is 0 */
static double
ratio (double r, double S)
{
  return S > 0 ? fabs (r) / S : (r == 0 ? 0 : (double) INFINITY);
}

/* The largest scaled residual of (14) [eq 0], (15) [1] and h*(18) [2] over
   n and the components, with the accelerations g (N+1 rows); *at gets n.
   Terms of (14): a_k q_{n+k-1}, h u_k qd_{n+k-1}, h^2 b_k g_{n+k-1}; of (15):
   a_k qd_{n+k-1}, h c_k g_{n+k-1}; of h*(18): a_k q_{n+k-1}, a_k q_{n+k-2},
   h^2 b'_k g_{n+k-2} (the difference quotients multiplied out: forming
   q'_n rounds at eps |q_n| / h already).  Without D: max |r| / S, S the sum
   of |terms|.  With D (a bound on the error of each g, N+1 rows): max |r| /
   (KEPS eps S + W), W the sum of |coefficient of g| * D over the g terms. */
static double
residuals (const run_rec *R, const double *g, const double *D, int eq, long *at)
{
  size_t n = R->P->n;
  s003_ms k;
  coeffs (&R->c, &k);
  double h = R->h, h2 = h * h, worst = 0;
  long n0 = eq == 2 ? 2 : 1;
  *at = -1;
  for (long j = n0; j < R->N; j++)
    for (size_t i = 0; i < n; i++)
      {
        double r = 0, S = 0, W = 0;
#define TERM(x) do { double x_ = (x); r += x_; S += fabs (x_); } while (0)
#define GTERM(cf, row) do { double c_ = (cf); size_t o_ = (size_t) (row) * n + i; \
          TERM (-c_ * g[o_]); if (D) W += fabs (c_) * D[o_]; } while (0)
        if (eq == 0)
          {
            for (int l = 0; l < 3; l++)
              TERM (k.a[l] * R->q[(j + l - 1) * n + i]);
            for (int l = 0; l < 2; l++)
              TERM (h * k.u[l] * R->v[(j + l - 1) * n + i]);
            for (int l = 0; l < 3; l++)
              GTERM (h2 * k.b[l], j + l - 1);
          }
        else if (eq == 1)
          {
            for (int l = 0; l < 3; l++)
              TERM (k.a[l] * R->v[(j + l - 1) * n + i]);
            for (int l = 0; l < 3; l++)
              GTERM (h * k.c[l], j + l - 1);
          }
        else
          {
            for (int l = 0; l < 3; l++)
              {
                TERM (k.a[l] * R->q[(j + l - 1) * n + i]);
                TERM (-k.a[l] * R->q[(j + l - 2) * n + i]);
              }
            for (int l = 0; l < 4; l++)
              GTERM (h2 * k.bp[l], j + l - 2);
          }
#undef GTERM
#undef TERM
        double e = D ? fabs (r) / (KEPS * EPS * S + W) : ratio (r, S);
        if (!(e <= worst))
          {
            worst = e;
            *at = j;
          }
      }
  return worst;
}

/* The paper's g_n = M(q_n)^-1 f(t_n, q_n, qd_n, lambda_n) (11) along a run,
   and a bound D on |g_n - qdd_n| plus the rounding of g:
   - Newton: the stored (q, lambda) lie within tol (1 + |x|) of the step's
     root (the last increment bounds the remaining error of a contracting
     iteration), and at the root g = qdd.  The equilibrium residual
     E = M qdd - f has the Jacobian J_E = [M beta' + d(M qdd)/dq - f_q -
     gamma' f_qd, -f_lambda] in (q, lambda), qdd moving with q as beta' (7), so
     |g - qdd| = |M^-1 E| <= |M^-1| |J_E| tau (1 + |x|);
   - rounding: the LU solve's backward error and f's own evaluation, taken as
     KEPS eps |M^-1| (|f_app| + |reaction| + |M| |g|). */
static void
paper_g (const run_rec *R, double *g, double *D)
{
  const gp_problem *P = R->P;
  size_t n = P->n, m = P->m_g, NU = n + m;
  double *M = malloc (n * n * sizeof (double)), *Mi = malloc (n * n * sizeof (double)),
    *dMv = malloc (n * n * sizeof (double)), *fy = malloc (n * n * sizeof (double)),
    *fz = malloc (n * n * sizeof (double)), *fl = malloc (n * m * sizeof (double)),
    *JE = malloc (n * NU * sizeof (double)), *B = malloc (n * NU * sizeof (double)),
    *f = malloc (n * sizeof (double)), *fa = malloc (n * sizeof (double)),
    *fr = malloc (n * sizeof (double)), *w = malloc (NU * sizeof (double));
  if (!M || !Mi || !dMv || !fy || !fz || !fl || !JE || !B || !f || !fa || !fr || !w)
    tap_bail ("out of memory");
  const gp_coeffs *c = &R->c;
  double h = R->h, hb = h * h * c->beta;
  double bp = (1 - c->alpha_m) / ((1 - c->alpha_f) * hb), gp = c->gamma / (h * c->beta);
  for (long j = 0; j <= R->N; j++)
    {
      double t = R->t[j], *q = R->q + j * n, *v = R->v + j * n, *a = R->qdd + j * n,
        *lam = R->lam + j * m;
      if (P->mass (t, q, M, P->params) || P->force (t, q, v, lam, NULL, f, P->params)
          || P->force_app (t, q, v, fa, P->params)
          || P->reaction (t, q, v, lam, NULL, fr, P->params)
          || P->mass_dv (t, q, a, dMv, P->params)
          || P->force_jac (t, q, v, lam, NULL, fy, fz, fl, NULL, P->params)
          || vc_inverse (M, Mi, n))
        tap_bail ("%s: the paper's g at step %ld cannot be formed", P->name, j);
      vc_matvec (Mi, f, g + j * n, n, n);
      for (size_t i = 0; i < n; i++)
        {
          for (size_t k = 0; k < n; k++)
            JE[i * NU + k] = fabs (M[i * n + k] * bp + dMv[i * n + k] - fy[i * n + k]
                                   - fz[i * n + k] * gp);
          for (size_t k = 0; k < m; k++)
            JE[i * NU + n + k] = fabs (fl[i * m + k]);
        }
      for (size_t i = 0; i < n * n; i++)
        Mi[i] = fabs (Mi[i]);
      vc_matmul (Mi, JE, B, n, n, NU);
      for (size_t k = 0; k < n; k++)
        w[k] = 1 + fabs (q[k]);
      for (size_t k = 0; k < m; k++)
        w[n + k] = 1 + fabs (lam[k]);
      for (size_t i = 0; i < n; i++)
        {
          double newton = 0, mg = 0;
          for (size_t k = 0; k < NU; k++)
            newton += B[i * NU + k] * w[k];
          for (size_t k = 0; k < n; k++)
            mg += fabs (M[i * n + k]) * fabs (g[j * n + k]);
          fr[i] = fabs (fa[i]) + fabs (fr[i]) + mg;   /* reused as the rounding scale */
          D[j * n + i] = R->tol * newton;
        }
      vc_matvec (Mi, fr, w, n, n);
      for (size_t i = 0; i < n; i++)
        D[j * n + i] += KEPS * EPS * w[i];
    }
  free (M); free (Mi); free (dMv); free (fy); free (fz); free (fl);
  free (JE); free (B); free (f); free (fa); free (fr); free (w);
}

static const char *const EQ[3] = { "(14)", "(15)", "h*(18)" };

/* Under a variant, what the claims along a run of P ran on (vc_on): its
   fixed h and the steps it made, what of the variant they do not use */
static void
on_run (const gp_problem *P, double h, long steps, const char *extra)
{
  if (!V)
    return;
  vc_on (P, "h = %g, %ld steps%s%s%s", h, steps, extra,
         V->have_steps || V->have_h0 || V->have_levels || V->have_t_end
         ? " (the variant's steps not used: fixed-h formulas)" : "",
         V->params && strcmp (V->P->name, P->name) == 0 ? ", the problem's default parameters"
         : "");
}

static void
coeff_name (const gp_coeffs *c, char *buf, size_t len)
{
  snprintf (buf, len, "am=%.4g af=%.4g beta=%.4g gamma=%.4g", c->alpha_m, c->alpha_f,
            c->beta, c->gamma);
}

/* C4-C9: the worst scaled residual of each equation over the sets (named
   by which); a run cut before step 3 has nothing to check: NaN */
static void
run_claims (const gp_problem *P, double h, long N, const gp_coeffs *sets, int nsets, int c0,
            const char *which, double tol)
{
  double worst[3] = { 0, 0, 0 };
  long made = N;   /* the steps the runs made (a variant's run may be cut) */
  for (int j = 0; j < nsets; j++)
    {
      run_rec R;
      char name[128];
      record (&R, P, &sets[j], h, N, tol, 1.0);
      made = R.N < made ? R.N : made;
      coeff_name (&sets[j], name, sizeof name);
      for (int e = 0; e < 3; e++)
        {
          long at = -1;
          double w = R.N < 3 ? (double) NAN : residuals (&R, R.qdd, NULL, e, &at);
          tap_diag ("%s %s h=%g: %s with g = qdd, max scaled residual %.3g eps (step %ld)",
                    P->name, name, h, EQ[e], w / EPS, at);
          worst[e] = isnan (w) ? w : fmax (worst[e], w);
        }
      release (&R);
    }
  on_run (P, h, made, "");
  for (int e = 0; e < 3; e++)
    {
      char cid[16];
      snprintf (cid, sizeof cid, "C%d", c0 + e);
      vc_report (cid, worst[e] / EPS, ", h=%g, %ld steps, %s: max residual / sum of |terms|, in "
                 "units of eps", h, N, which);
    }
}

/* The equilibrium defect |g - qdd| expressed as the error in q that would
   cause it through qdd's dependence beta' on q (7), relative to 1 + |q|:
   the scaled distance of the stored q from the step's root it implies. */
static double
equivalent_q_error (const run_rec *R, const double *g)
{
  size_t n = R->P->n;
  const gp_coeffs *c = &R->c;
  double bp = (1 - c->alpha_m) / ((1 - c->alpha_f) * R->h * R->h * c->beta), e = 0;
  for (long j = 1; j <= R->N; j++)
    for (size_t i = 0; i < n; i++)
      e = fmax (e, fabs (g[j * n + i] - R->qdd[j * n + i])
                / (bp * (1 + fabs (R->q[j * n + i]))));
  return e;
}

/* C10 (tol 1e-12, Newton as it is) and C11, C12 (tol 1e-6, iteration matrix
   times 1.5: a linearly converging Newton with contraction 1/3, which stops
   with a remaining error of half its last increment, so that the
   equilibrium is left unsatisfied by an amount the tolerance allows):
   andrews, CH(0.7), h = 3e-4, 100 steps. */
static void
paper_claims (const gp_coeffs *c, const char *label, double tol, double factor, int cq, int cg)
{
  const gp_problem *P = &gp_problem_andrews;
  run_rec R;
  record (&R, P, c, 3e-4, 100, tol, factor);
  size_t n = P->n, len = (size_t) (R.N + 1) * n;
  double *g = malloc (len * sizeof (double)), *D = malloc (len * sizeof (double));
  if (!g || !D)
    tap_bail ("out of memory");
  paper_g (&R, g, D);
  double devD = 0, taumax = 0;
  for (size_t i = n; i < len; i++)
    devD = fmax (devD, fabs (g[i] - R.qdd[i]) / D[i]);
  for (long j = 1; j <= R.N; j++)
    taumax = fmax (taumax, R.tau[j]);
  char run[96];
  snprintf (run, sizeof run, "Newton tol %g, iteration matrix x%g", tol, factor);
  tap_diag ("andrews %s h=3e-4, %s: %.2f iterations per solve, %ld of %ld solves "
            "accepted at the rounding floor (largest acceptance bound max(tol, 16 cond1(J) eps) "
            "%.3g)", label, run,
            (double) R.st.newton_iters / (double) R.st.newton_solves, R.st.floor_accepts,
            R.st.newton_solves, taumax);
  tap_diag ("andrews, %s: max |g - qdd| / D = %.3g (D: the bound from tol and rounding); "
            "|g - qdd| / beta' as a q error, max |dq| / (1 + |q|) = %.3g", run, devD,
            equivalent_q_error (&R, g));
  double wq = 0, wg = 0;
  for (int e = 0; e < 3; e++)
    {
      long at, atg;
      double w = residuals (&R, R.qdd, NULL, e, &at);
      double v = residuals (&R, g, D, e, &atg);
      double v0 = residuals (&R, g, NULL, e, &atg);
      tap_diag ("andrews, %s: %s with g = qdd: max |r| / S = %.3g eps; with the paper's g: "
                "max |r| / (%g eps S + W) = %.3g, max |r| / S = %.3g eps", run, EQ[e],
                w / EPS, KEPS, v, v0 / EPS);
      wq = fmax (wq, w);
      wg = fmax (wg, v);
    }
  if (R.N < 3)   /* a variant's run cut before (18) has a step to check */
    wq = wg = (double) NAN;
  char extra[96] = "";
  if (factor != 1.0)
    snprintf (extra, sizeof extra, ", Newton tol %g and iteration matrix x%g, not the "
              "variant's", tol, factor);
  on_run (P, R.h, R.N, extra);
  if (cq)
    vc_report ("C11", wq / EPS, " %s, h=3e-4, %s: max residual / sum of |terms|, in units of "
               "eps", label, run);
  vc_report (cg == 10 ? "C10" : "C12", wg, " %s, h=3e-4, %s: max residual / (%g eps * sum of "
             "|terms| + W(tol))", label, run, KEPS);
  free (g);
  free (D);
  release (&R);
}

/* C1-C3 at the variant's coefficients */
static void
variant_coefficient_claims (const gp_coeffs *p, const char *name)
{
  s003_ms k;
  double bp[4], d1 = 0;
  coeffs (p, &k);
  s003_ms_bp_from_bc (&k, bp);
  for (int q = 0; q < 4; q++)
    d1 = fmax (d1, fabs (k.bp[q] - bp[q]));
  double d2 = fmax (fabs (k.a[0] + k.a[1] + k.a[2]),
                    fmax (fabs (k.u[0] - k.a[0]), fabs (k.u[1] + k.a[2])));
  double d3 = fmax (fabs (k.b[0] + k.b[1] + k.b[2] - 0.5),
                    fmax (fabs (k.c[0] + k.c[1] + k.c[2] - 1),
                          fabs (k.bp[0] + k.bp[1] + k.bp[2] + k.bp[3] - 1)));
  tap_diag ("variant %s: alpha_m = %.17g, alpha_f = %.17g, beta = %.17g, gamma = %.17g", name,
            p->alpha_m, p->alpha_f, p->beta, p->gamma);
  vc_on (NULL, "the variant's coefficients alone");
  /* the grid's coefficients are O(1); a variant's may not be: the
     rounding scales with the terms, products of (1 - alpha_f or alpha_f,
     1 - alpha_m or alpha_m) and (beta, gamma) */
  double u = EPS * (1 + fabs (p->alpha_m) + fabs (p->alpha_f))
             * (1 + fabs (p->beta) + fabs (p->gamma));
  vc_report ("C1", d1 / u, " at the variant %s: max abs difference, in units of eps (1 + |am| + "
             "|af|)(1 + |beta| + |gamma|)", name);
  vc_report ("C2", d2 / u, " at the variant %s: max abs deviation, in the same units", name);
  vc_report ("C3", d3 / u, " at the variant %s: max abs deviation, in the same units", name);
}

/* ---- the settings: the paper's grid and sets, or a variant's ------------- */
static gp_coeffs sets[2];
static int nsets = 2;
static const char *which = "CH(0.7) and the non-CH set", *label = "CH(0.7)";
static char vlabel[160];
static double tol = 1e-12;

static void
setup (int mutant)
{
  mut = mutant;
  gp_options_default (&base_opts);
  V = vc_variant ();
  if (V)
    {
      /* the variant's options; its Newton tolerance where it sets one */
      base_opts.newton_tol = 1e-12;
      vc_variant_options (&gp_method_ga_i3, &base_opts);
      snprintf (vlabel, sizeof vlabel, "variant %s", V->name);
      which = label = vlabel;
      if (V->have_steps || V->have_h0 || V->have_levels || V->have_t_end)
        tap_diag ("the variant's step keys are not used: (14), (15), (18) are formulas for a "
                  "fixed h, checked along the program's runs");
      sets[0] = base_opts.c;
      nsets = 1;
      tol = base_opts.newton_tol;
      return;
    }
  char why[256];
  if (gp_coeffs_chung_hulbert (0.7, &sets[0], why, sizeof why))
    tap_bail ("%s", why);
  sets[1] = (gp_coeffs) { -0.1, 0.2, 0.5, 0.8, 0, 0 };
  for (int j = 0; j < 2; j++)
    {
      gp_options o;
      gp_options_default (&o);
      o.c = sets[j];
      if (gp_hypothesis_violated (&gp_method_ga_i3, &o, GP_HYP_THEOREM, NULL, why, sizeof why))
        tap_bail ("parameter set %d is not admissible: %s", j, why);
    }
}

/* C1-C3 */
static void
m_coefficients (void)
{
  if (V)
    variant_coefficient_claims (&base_opts.c, V->name);
  else
    coefficient_claims ();
}

/* C4-C6 */
static void
m_slider (void)
{
  run_claims (&gp_problem_slider_crank, 5e-3, 200, sets, nsets, 4, which, tol);
}

/* C7-C9 */
static void
m_andrews (void)
{
  run_claims (&gp_problem_andrews, 3e-4, 100, sets, nsets, 7, which, tol);
}

/* C10 */
static void
m_paper_g (void)
{
  paper_claims (&sets[0], label, tol, 1.0, 0, 10);
}

/* C11, C12 */
static void
m_loose (void)
{
  paper_claims (&sets[0], label, 1e-6, 1.5, 11, 12);
}

/* ---- the claims (theory/s003-eq-14.md's table states them in prose) ------ */
#define COEFS "options (alpha_m, alpha_f, beta, gamma)"
#define RUN "options (coefficients, scaling, Newton tolerance; the program's problems and h)"
#define LOOSE "options (coefficients, scaling; Newton tol 1e-6, iteration matrix x1.5)"
#define RES(cid, m, eq, prob) \
  { .id = cid, .takes = RUN, .measure = m, .check = VC_LE, .target = KEPS, \
    .text = eq " with g_n = qdd_n along ga-i3/" prob }
static const vc_claim claims[] = {
  { .id = "C1", .takes = COEFS, .measure = m_coefficients, .check = VC_LE, .target = 8.0,
    .text = "b' of (19) against c0-b0, b0-b1+c1, b1-b2+c2, b2" },
  { .id = "C2", .takes = COEFS, .measure = m_coefficients, .check = VC_LE, .target = 8.0,
    .text = "sum a_k = 0, u0 = a0, u1 = -a2" },
  { .id = "C3", .takes = COEFS, .measure = m_coefficients, .check = VC_LE, .target = 8.0,
    .text = "sum b_k = 1/2, sum c_k = 1, sum b'_k = 1" },
  RES ("C4", m_slider, "(14)", "slider-crank"),
  RES ("C5", m_slider, "(15)", "slider-crank"),
  RES ("C6", m_slider, "h*(18)", "slider-crank"),
  RES ("C7", m_andrews, "(14)", "andrews"),
  RES ("C8", m_andrews, "(15)", "andrews"),
  RES ("C9", m_andrews, "h*(18)", "andrews"),
  { .id = "C10", .takes = RUN, .measure = m_paper_g, .check = VC_LE, .target = 1.0,
    .text = "(14), (15), h*(18) with the paper's g_n = M^-1 f(q_n, qd_n, lambda_n) along "
    "ga-i3/andrews" },
  { .id = "C11", .takes = LOOSE, .measure = m_loose, .check = VC_LE, .target = KEPS,
    .text = "(14), (15), h*(18) with g_n = qdd_n along ga-i3/andrews" },
  { .id = "C12", .takes = LOOSE, .measure = m_loose, .check = VC_LE, .target = 1.0,
    .text = "(14), (15), h*(18) with the paper's g_n = M^-1 f(q_n, qd_n, lambda_n) along "
    "ga-i3/andrews" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "C1-C3: none; C4-C6: slider-crank; C7-C12: andrews",
    .methods = "ga-i3", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .method = &gp_method_ga_i3, .options = &base_opts,
  };
  return vc_run (argc, argv, &prog);
}
