/* s003_eq_20.c -- verifies S003-EQ20 (theory/s003-eq-20.md): consistency of
 * the multistep form and the order condition (20) of the generalized-alpha
 * method (seed 003, Arnold & Bruels 2007, sections 2.3 and 3.1).
 *
 * S003-EQ20.  The coefficients of (14), (15), (18) satisfy sum a_k = 0 and
 * the consistency conditions
 *   (1/(j+1)!) sum a_k ((k-1)^{j+1} - (k-2)^{j+1}) = (1/(j-1)!) sum b'_k (k-2)^{j-1}
 * for j = 1 always and for j = 2 iff gamma = 1/2 + alpha_f - alpha_m (20);
 * then the local truncation errors (25)-(27) -- the residuals of (14), (15),
 * (18) with the exact solution inserted -- are O(h^3).
 *
 * Taylor expansion at t_n (derived in the document; q^(j) at t_n):
 *   l^q  = Tq3 h^3 q'''  + O(h^4),  Tq3 = 1/6 - beta + (alpha_f - alpha_m)/2:
 *          gamma does not enter (14), so O(h^3) with or without (20);
 *   l^qd = (gamma20 - gamma) h^2 q''' + Tv3 h^3 q'''' + O(h^4),
 *   l^q' = (gamma20 - gamma) h^2 q''' + Tp3 h^3 q'''' + O(h^4),
 * so (20) raises l^qd and l^q' from O(h^2) to O(h^3) and leaves l^q at O(h^3).
 *
 * The claims: the table `claims` at the end (theory/s003-eq-20.md states
 * them in prose); each measure serves the paper's grid and parameter sets
 * and a variant's coefficients.
 *
 * Under --variant FILE (methods ga-i3 and ga, which share the multistep
 * form): the claims at the variant's (alpha_m, alpha_f, beta, gamma) in place
 * of the grid and the two parameter sets, on the program's oscillator and
 * jn-test (the closed-form derivatives need their exact solutions).  j = 0, 1
 * and R2 = gamma20 - gamma hold for any coefficients and run ungated;
 * R2 = 0 and the orders with (20) assume (20) (the table's row tagged
 * "S003-EQ20"); the orders with gamma shifted take gamma = 1/2 + alpha_f -
 * alpha_m + 0.1 from the variant's alphas and beta.  An order whose derived
 * leading coefficient vanishes for the variant's parameters is claimed as at
 * least the derived one (vc_report_check), and so are the remainders (a
 * symmetric set may lose the next term too).
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

#define ID "S003-EQ20"
#define EPS DBL_EPSILON
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

static const vc_mutant mutants[] = {
  { "u1-like-a1", "C4,C7,C10,C11", "u1 = -1 + 2am (a1's value) in place of -1 + am" },
  { "gamma20-swapped", "C2,C3,C5,C6,C10,C11",
    "the order condition computed as gamma = 1/2 + alpha_m - alpha_f" },
  { "bp1-sign", "C1,C2,C3,C6,C9,C10,C11",
    "b'1 = (1-af)(1/2+beta-gamma) - af(1/2-2beta+gamma): one sign of (19) flipped" },
  { "b0-b2-swapped", "C10,C11",
    "b0 and b2 exchanged: sum b_k and the order of l^q stay, its h^3 coefficient changes" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

static void
coeffs (const gp_coeffs *p, s003_ms *k)
{
  s003_ms_coeffs (p, k);
  if (mut == 0)
    k->u[1] = -1 + 2 * p->alpha_m;
  else if (mut == 3)
    {
      double t = k->b[0];
      k->b[0] = k->b[2];
      k->b[2] = t;
    }
  else if (mut == 2)
    k->bp[1] = (1 - p->alpha_f) * (0.5 + p->beta - p->gamma)
      - p->alpha_f * (0.5 - 2 * p->beta + p->gamma);
}

static double
gamma20 (double am, double af)
{
  return mut == 1 ? s003_gamma20 (af, am) : s003_gamma20 (am, af);
}

/* ---- Taylor coefficients of the local truncation errors at t_n ------------
   With q(t_n + s h) = sum_j (s h)^j q^(j) / j!:
     l^q  (25) = sum_j Tq_j  h^j q^(j),    Tq_j = sum a_k s^j/j! + sum u_k s^{j-1}/(j-1)!
                                                  - sum b_k s^{j-2}/(j-2)!,   s = k-1
     l^qd (26) = sum_j Tv_j  h^j q^(j+1),  Tv_j = sum a_k s^j/j! - sum c_k s^{j-1}/(j-1)!
     l^q' (27) = sum_j Tp_j  h^j q^(j+1),  Tp_j = sum a_k ((k-1)^{j+1} - (k-2)^{j+1})/(j+1)!
                                                  - sum b'_k (k-2)^{j-1}/(j-1)!
   Tp_j = 0 is the catalogue's consistency condition j (j = 0: sum a_k = 0). */
static double
pw (double s, int j)   /* s^j with 0^0 = 1; 0 for j < 0 (the term is absent) */
{
  if (j < 0)
    return 0;
  double r = 1;
  for (int i = 0; i < j; i++)
    r *= s;
  return r;
}

static double
fact (int j)
{
  double r = 1;
  for (int i = 2; i <= j; i++)
    r *= i;
  return j < 0 ? 1 : r;
}

enum { LQ = 0, LV, LP };
static const char *const LNAME[3] = { "l^q", "l^qd", "l^q'" };
/* derivative order multiplying h^j in each error: j (l^q) or j+1 */
static const int DSHIFT[3] = { 0, 1, 1 };

static double
taylor (const s003_ms *k, int which, int j)
{
  double T = 0;
  if (which == LQ)
    {
      for (int l = 0; l < 3; l++)
        T += k->a[l] * pw (l - 1, j) / fact (j) - k->b[l] * pw (l - 1, j - 2) / fact (j - 2);
      for (int l = 0; l < 2; l++)
        T += k->u[l] * pw (l - 1, j - 1) / fact (j - 1);
    }
  else if (which == LV)
    for (int l = 0; l < 3; l++)
      T += k->a[l] * pw (l - 1, j) / fact (j) - k->c[l] * pw (l - 1, j - 1) / fact (j - 1);
  else
    {
      for (int l = 0; l < 3; l++)
        T += k->a[l] * (pw (l - 1, j + 1) - pw (l - 2, j + 1)) / fact (j + 1);
      for (int l = 0; l < 4; l++)
        T -= k->bp[l] * pw (l - 2, j - 1) / fact (j - 1);
    }
  return T;
}

/* The leading coefficients in closed form, as derived in the document from
   the catalogue's a, u, b, c, b' (independent of the generic sums above, so
   that C10, C11 test the derivation, not the sums against themselves):
     Tq_3 = 1/6 - beta + (alpha_f - alpha_m)/2
     Tv_2 = Tp_2 = gamma20 - gamma
     Tv_3 = 1/6 - ((1 - alpha_f) gamma + alpha_f (1 - gamma))/2
     Tp_3 = 1/12 + alpha_m/2 - 1/4 - beta + gamma/2 - alpha_f (1 - gamma) */
static double
leading (const gp_coeffs *p, int which, int j)
{
  double am = p->alpha_m, af = p->alpha_f, be = p->beta, ga = p->gamma;
  if (which == LQ && j == 3)
    return 1.0 / 6 - be + 0.5 * (af - am);
  if (which != LQ && j == 2)
    return gamma20 (am, af) - ga;
  if (which == LV && j == 3)
    return 1.0 / 6 - 0.5 * ((1 - af) * ga + af * (1 - ga));
  if (which == LP && j == 3)
    return 1.0 / 12 + 0.5 * am - 0.25 - be + 0.5 * ga - af * (1 - ga);
  tap_bail ("no closed form for the h^%d coefficient of %s", j, which == LQ ? "l^q"
            : which == LV ? "l^qd" : "l^q'");
}

/* ---- C1-C3: the consistency conditions on a grid ----------------------------- */
static const double G_AM[] = { -0.4, -0.1, 0, 0.2, 0.45 }, G_AF[] = { -0.3, 0, 0.15, 0.3, 0.49 },
  G_BE[] = { 0.1, 0.25, 0.3025, 0.6 }, G_GA[] = { 0.3, 0.5, 0.7, 0.95 };
#define NG(a) ((int) (sizeof a / sizeof a[0]))

static void
condition_claims (void)
{
  double d1 = 0, rmin = (double) INFINITY, rmax = -(double) INFINITY, d3 = 0,
    offmin = (double) INFINITY;
  int npts = 0, noff = 0, non = 0;
  for (int i = 0; i < NG (G_AM); i++)
    for (int j = 0; j < NG (G_AF); j++)
      for (int l = 0; l < NG (G_BE); l++)
        {
          double g20 = gamma20 (G_AM[i], G_AF[j]);
          for (int m = 0; m <= NG (G_GA); m++)
            {
              /* the grid's gammas, and the one of (20) */
              double ga = m < NG (G_GA) ? G_GA[m] : g20;
              gp_coeffs p = { G_AM[i], G_AF[j], G_BE[l], ga, 0, 0 };
              s003_ms k;
              coeffs (&p, &k);
              double R2 = taylor (&k, LP, 2);
              if (m == NG (G_GA))
                {
                  d3 = fmax (d3, fabs (R2));
                  non++;
                  continue;
                }
              d1 = fmax (d1, fmax (fabs (taylor (&k, LP, 0)), fabs (taylor (&k, LP, 1))));
              npts++;
              double off = ga - g20;
              if (fabs (off) >= 0.01)
                {
                  double r = R2 / off;
                  rmin = fmin (rmin, r);
                  rmax = fmax (rmax, r);
                  offmin = fmin (offmin, fabs (off));
                  noff++;
                }
            }
        }
  tap_diag ("grid: %d points (alpha_m x alpha_f x beta x gamma = %d x %d x %d x %d); %d of "
            "them off (20) by at least 0.01 (smallest |gamma - gamma20| %.3g); %d points "
            "with gamma = gamma20", npts, NG (G_AM), NG (G_AF), NG (G_BE), NG (G_GA), noff,
            offmin, non);
  tap_diag ("j = 2: R2 / (gamma - gamma20) ranges over [%.17g, %.17g]", rmin, rmax);
  vc_report ("C1", d1 / EPS, " on the grid: max |residual|, in units of eps");
  vc_report ("C2", fmax (fabs (rmin + 1), fabs (rmax + 1)), " on the grid points off (20): "
             "max |ratio + 1|");
  vc_report ("C3", d3 / EPS, " at gamma = 1/2 + alpha_f - alpha_m (every alpha_m, alpha_f, beta "
             "of the grid): max |R2|, in units of eps");
}

/* ---- exact solutions and their derivatives --------------------------------- */
/* q^(j)(t), component i, of the problem's exact solution */
static double
deriv (const gp_problem *P, size_t i, int j, double t)
{
  if (P == &gp_problem_oscillator)
    {
      double w = ((const gp_oscillator_params *) P->params)->omega;
      return pow (w, j) * cos (w * t + j * M_PI / 2);
    }
  /* jn-test: y = (e^t, e^{-2t}) */
  return i == 0 ? exp (t) : pow (-2.0, j) * exp (-2 * t);
}

/* q(t + h) - q(t), component i, in closed form (-2 sin sin, exp expm1): by
   subtraction it would carry eps |q| / h, as large at h = 1.6e-3 as the
   O(h^4) remainder of l^q' that C10 measures. */
static double
qdiff (const gp_problem *P, size_t i, double t, double h)
{
  if (P == &gp_problem_oscillator)
    {
      double w = ((const gp_oscillator_params *) P->params)->omega;
      return -2 * sin (w * (t + 0.5 * h)) * sin (0.5 * w * h);
    }
  return i == 0 ? exp (t) * expm1 (h) : exp (-2 * t) * expm1 (-2 * h);
}

/* The derivatives above agree with the problem's exact y, z, a, and qdiff
   with the difference of its y (bail if not). */
static void
check_derivs (const gp_problem *P, double t)
{
  double y[4], z[4], a[4], lam[4];
  P->exact (t, y, z, a, lam, NULL, P->params);
  for (size_t i = 0; i < P->n; i++)
    {
      double v[3] = { y[i], z[i], a[i] };
      for (int j = 0; j < 3; j++)
        if (fabs (deriv (P, i, j, t) - v[j]) > 1e-14 * fmax (1, fabs (v[j])))
          tap_bail ("%s: derivative %d of component %zu disagrees with the exact solution",
                    P->name, j, i);
    }
  double y1[4];
  P->exact (t + 0.25, y1, NULL, NULL, NULL, NULL, P->params);
  for (size_t i = 0; i < P->n; i++)
    if (fabs (qdiff (P, i, t, 0.25) - (y1[i] - y[i])) > 1e-14)
      tap_bail ("%s: the closed-form difference of component %zu disagrees with the exact "
                "solution", P->name, i);
}

/* q(t), qd(t) and g(t) = M^-1 f(t, q(t), qd(t), lambda(t)) of (11) */
static void
exact_g (const gp_problem *P, double t, double *q, double *v, double *g)
{
  double a[4], lam[4], M[16], Mi[16], f[4];
  P->exact (t, q, v, a, lam, NULL, P->params);
  if (P->mass (t, q, M, P->params) || P->force (t, q, v, P->m_g ? lam : NULL, NULL, f,
                                                P->params)
      || vc_inverse (M, Mi, P->n))
    tap_bail ("%s: g at t = %g cannot be formed", P->name, t);
  vc_matvec (Mi, f, g, P->n, P->n);
}

/* The three local truncation errors (25)-(27) at t_n with step h
   (max-norm over the components), and the max-norm of each minus its
   Taylor terms of order h^p0 .. h^p1 (p1 < p0: nothing subtracted). */
static void
ltes (const gp_problem *P, const gp_coeffs *p, const s003_ms *k, double tn, double h,
      const int p0[3], const int p1[3], double l[3], double rem[3])
{
  size_t n = P->n;
  double q[4][4], v[4][4], g[4][4], ti[4];   /* at t_n + (i-2) h, i = 0..3 */
  for (int i = 0; i < 4; i++)
    {
      ti[i] = tn + (i - 2) * h;
      exact_g (P, ti[i], q[i], v[i], g[i]);
    }
  for (int w = 0; w < 3; w++)
    l[w] = rem[w] = 0;
  for (size_t c = 0; c < n; c++)
    {
      double e[3] = { 0, 0, 0 };
      for (int m = 0; m < 3; m++)   /* t_{n+m-1} is row m+1 */
        {
          e[LQ] += k->a[m] * q[m + 1][c] - h * h * k->b[m] * g[m + 1][c];
          e[LV] += k->a[m] * v[m + 1][c] - h * k->c[m] * g[m + 1][c];
          e[LP] += k->a[m] * qdiff (P, c, ti[m], h) / h;
        }
      for (int m = 0; m < 2; m++)
        e[LQ] += h * k->u[m] * v[m + 1][c];
      for (int m = 0; m < 4; m++)
        e[LP] -= h * k->bp[m] * g[m][c];
      for (int w = 0; w < 3; w++)
        {
          double r = e[w];
          for (int j = p0[w]; j <= p1[w]; j++)
            r -= leading (p, w, j) * pow (h, j) * deriv (P, c, j + DSHIFT[w], tn);
          l[w] = fmax (l[w], fabs (e[w]));
          rem[w] = fmax (rem[w], fabs (r));
        }
    }
}

/* ---- C4-C11: orders over h ------------------------------------------------- */
#define L 7
static const double H0 = 0.1;

typedef struct
{
  const char *name;
  gp_coeffs c;
} pset;

/* Orders of the three errors and of their remainders for one (problem, set):
   p0/p1 the Taylor orders subtracted for the remainders. */
static void
orders (const gp_problem *P, double tn, const pset *S, const int p0[3], const int p1[3],
        double ord[3], double rord[3], int lo[3], int rlo[3])
{
  double h[L], e[3][L], r[3][L];
  s003_ms k;
  coeffs (&S->c, &k);
  for (int i = 0; i < L; i++)
    {
      double l[3], rem[3];
      h[i] = ldexp (H0, -i);
      ltes (P, &S->c, &k, tn, h[i], p0, p1, l, rem);
      for (int w = 0; w < 3; w++)
        {
          e[w][i] = l[w];
          r[w][i] = rem[w];
        }
    }
  for (int w = 0; w < 3; w++)
    {
      ord[w] = gp_order_fit (h, e[w], L, &lo[w]);
      rord[w] = gp_order_fit (h, r[w], L, &rlo[w]);
      tap_diag ("%s %s t_n=%g: %s at h=%g..%g: %.3e .. %.3e, order %.3f (lsq h=%.3g..%.3g); "
                "h^%d coefficient %.6g (closed form), %.6g (Taylor sums); remainder %.3e .. "
                "%.3e, order %.3f (lsq h=%.3g..%.3g)", P->name, S->name, tn, LNAME[w], h[0],
                h[L - 1], e[w][0], e[w][L - 1], ord[w], h[lo[w]], h[L - 1], p0[w],
                leading (&S->c, w, p0[w]), taylor (&k, w, p0[w]), r[w][0], r[w][L - 1],
                rord[w], h[rlo[w]], h[L - 1]);
    }
}

/* ---- under a variant ------------------------------------------------------ */

/* C1-C3 at the variant's coefficients */
static void
variant_condition_claims (const gp_coeffs *c, const char *name)
{
  s003_ms k;
  coeffs (c, &k);
  double g20 = gamma20 (c->alpha_m, c->alpha_f), R2 = taylor (&k, LP, 2);
  double d1 = fmax (fabs (taylor (&k, LP, 0)), fabs (taylor (&k, LP, 1)));
  tap_diag ("variant %s: alpha_m = %.17g, alpha_f = %.17g, beta = %.17g, gamma = %.17g; "
            "gamma - (1/2 + alpha_f - alpha_m) = %.3g; R2 = %.17g", name, c->alpha_m,
            c->alpha_f, c->beta, c->gamma, c->gamma - g20, R2);
  /* the grid's coefficients are O(1); a variant's may not be: the
     rounding of the sums scales with their terms, products of a coefficient
     of (14) (1 + |alpha_m| + |alpha_f| at most) and of beta or gamma */
  double u = EPS * (1 + fabs (c->alpha_m) + fabs (c->alpha_f))
             * (1 + fabs (c->beta) + fabs (c->gamma));
  vc_on (NULL, "the variant's coefficients alone");
  vc_report ("C1", d1 / u, " at the variant %s: max |residual|, in units of eps (1 + |am| + "
             "|af|)(1 + |beta| + |gamma|)", name);
  vc_report ("C2", fabs (R2 + (c->gamma - g20)) / u, " at the variant %s: |R2 + gamma - "
             "gamma20|, in the same units", name);
  vc_report ("C3", fabs (R2) / u, " holds at the variant %s: |R2|, in the same units", name);
}

/* C4-C11 for the variant's set (off = 0) and its gamma20 + 0.1 (off = 1) on
   both problems: the order farthest from the derived one, or the smallest
   order where the derived leading coefficient vanishes; the claims in the
   order of the paper's run, those with (20) gated by it */
static void
variant_order_claims (const gp_coeffs *c, const char *name, const gp_problem *const probs[2],
                      const double tn[2], const char *defaults)
{
  static const int P0[2][3] = { { 3, 3, 3 }, { 3, 2, 2 } };
  static const double W[2][3] = { { 3, 3, 3 }, { 3, 2, 2 } }, R[2][3] = { { 4, 4, 4 },
                                                                         { 4, 3, 3 } };
  pset S[2] = { { NULL, *c }, { NULL, *c } };
  char nm[2][256];
  double ord[2][2][3], rord[2][2][3];   /* [off][problem][error] */
  S[1].c.gamma = gamma20 (c->alpha_m, c->alpha_f) + 0.1;
  snprintf (nm[0], sizeof nm[0], "variant %s gamma=%.4g", name, S[0].c.gamma);
  snprintf (nm[1], sizeof nm[1], "variant %s with gamma=gamma20+0.1=%.4g", name, S[1].c.gamma);
  for (int off = 0; off < 2; off++)
    {
      S[off].name = nm[off];
      for (int p = 0; p < 2; p++)
        {
          int lo[3], rlo[3];
          orders (probs[p], tn[p], &S[off], P0[off], P0[off], ord[off][p], rord[off][p], lo,
                  rlo);
        }
    }
  /* what the claims ran on: the exact solutions of both problems inserted
     into the formulas (no integration) */
  char names[64], how_on[320];
  snprintf (names, sizeof names, "%s,%s", probs[0]->name, probs[1]->name);
  snprintf (how_on, sizeof how_on, "exact solutions in the formulas at t_n = %g, %g, "
            "h = %g/2^k k = 0..%d%s", tn[0], tn[1], H0, L - 1, defaults);
  for (int off = 0; off < 2; off++)
    {
      vc_on_names (names, "%s%s", how_on, off ? ", gamma = gamma20 + 0.1, not the variant's"
                   : "");
      for (int w = 0; w < 3; w++)
        {
          double want = W[off][w], lead = leading (&S[off].c, w, P0[off][w]);
          double far = ord[off][0][w], least = fmin (ord[off][0][w], ord[off][1][w]);
          if (!(fabs (ord[off][1][w] - want) <= fabs (far - want)))
            far = ord[off][1][w];
          char cid[16];
          snprintf (cid, sizeof cid, "C%d", 4 + 3 * off + w);
          if (fabs (lead) > 1e-14)
            vc_report_check (cid, VC_ORDER, far, want, ": oscillator t_n=0.7 and jn-test "
                             "t_n=0.5, %s, h=%g/2^k k=0..%d, %s", nm[off], H0, L - 1,
                             "the order farthest from the derived one");
          else
            vc_report_check (cid, VC_GE, least, want - 0.05, ": oscillator t_n=0.7 and jn-test "
                             "t_n=0.5, %s, h=%g/2^k k=0..%d, %s", nm[off], H0, L - 1,
                             "at least the derived order: its leading coefficient vanishes "
                             "for these parameters, the smallest order");
        }
    }
  for (int off = 0; off < 2; off++)
    {
      double rworst = (double) INFINITY, rwant = 0;
      for (int w = 0; w < 3; w++)
        for (int p = 0; p < 2; p++)
          if (rord[off][p][w] - R[off][w] < rworst - rwant)
            {
              rworst = rord[off][p][w];
              rwant = R[off][w];
            }
      vc_on_names (names, "%s%s", how_on, off ? ", gamma = gamma20 + 0.1, not the variant's"
                   : "");
      vc_report_check (off ? "C11" : "C10", VC_GE, rworst, rwant - 0.1, " (%s), both problems, "
                       "the least (%s)", nm[off], off ? "remainders O(h^4), O(h^3), O(h^3)"
                       : "remainders O(h^4)");
    }
}

/* ---- the settings: the paper's grid and sets, or a variant's coefficients */
static const variant *V;
static gp_options vo;
static vc_program prog;
static const gp_problem *const probs[2] = { &gp_problem_oscillator, &gp_problem_jn_test };
static const double tn[2] = { 0.7, 0.5 };

static void
setup (int mutant)
{
  mut = mutant;
  V = vc_variant ();
  if (!V)
    return;
  gp_options_for (V->m, &vo);
  vc_variant_options (V->m, &vo);
  prog.method = V->m;
  if (V->P && strcmp (V->P->name, probs[0]->name) && strcmp (V->P->name, probs[1]->name))
    tap_diag ("the variant's problem %s: the local errors need the closed-form "
              "derivatives of oscillator and jn-test, which the claims use", V->P->name);
}

/* C1-C3: the consistency conditions */
static void
m_conditions (void)
{
  if (!V)
    {
      condition_claims ();
      return;
    }
  for (int p = 0; p < 2; p++)
    check_derivs (probs[p], tn[p]);
  variant_condition_claims (&vo.c, V->name);
}

/* C4-C11: the orders of the local errors and of their remainders */
static void
m_orders (void)
{
  if (V)
    {
      /* the closed-form derivatives are those of the default parameters */
      int own = V->P && (strcmp (V->P->name, probs[0]->name) == 0
                         || strcmp (V->P->name, probs[1]->name) == 0);
      char notes[160];
      snprintf (notes, sizeof notes, "%s%s", V->have_steps || V->have_h0 || V->have_levels
                || V->have_t_end ? " (the variant's steps not used)"
                : "", own && V->params ? ", the problems' default parameters" : "");
      variant_order_claims (&vo.c, V->name, probs, tn, notes);
      return;
    }
  /* CH(0.7) (24) with gamma from (20), and a non-CH set satisfying (20), (23) */
  double rho = 0.7, am = (2 * rho - 1) / (rho + 1), af = rho / (rho + 1);
  double gch = gamma20 (am, af);
  pset sets[2] = {
    { "CH(0.7)", { am, af, 0.25 * (gch + 0.5) * (gch + 0.5), gch, 0, 0 } },
    { "am=-0.1 af=0.2 beta=0.5", { -0.1, 0.2, 0.5, gamma20 (-0.1, 0.2), 0, 0 } },
  };
  for (int p = 0; p < 2; p++)
    check_derivs (probs[p], tn[p]);

  /* with (20): all three O(h^3), remainders O(h^4) after the h^3 term;
     gamma + 0.1: l^q unchanged, l^qd and l^q' O(h^2), remainders after the
     h^2 term O(h^3) (after h^3 for l^q: O(h^4)) */
  static const int P0_ON[3] = { 3, 3, 3 }, P1_ON[3] = { 3, 3, 3 };
  static const int P0_OFF[3] = { 3, 2, 2 }, P1_OFF[3] = { 3, 2, 2 };
  static const double W_ON[3] = { 3, 3, 3 }, W_OFF[3] = { 3, 2, 2 };
  static const double R_ON[3] = { 4, 4, 4 }, R_OFF[3] = { 4, 3, 3 };
  double dev[2][3] = { { 0 } }, seen[2][3], rdev[2][3] = { { 0 } }, rseen[2][3];
  for (int off = 0; off < 2; off++)
    for (int s = 0; s < 2; s++)
      for (int p = 0; p < 2; p++)
        {
          pset S = sets[s];
          char nm[96];
          if (off)
            {
              S.c.gamma += 0.1;
              snprintf (nm, sizeof nm, "%s gamma=gamma20+0.1=%.4g", sets[s].name, S.c.gamma);
            }
          else
            snprintf (nm, sizeof nm, "%s gamma=%.4g", sets[s].name, S.c.gamma);
          S.name = nm;
          double ord[3], rord[3];
          int lo[3], rlo[3];
          orders (probs[p], tn[p], &S, off ? P0_OFF : P0_ON, off ? P1_OFF : P1_ON, ord, rord,
                  lo, rlo);
          for (int w = 0; w < 3; w++)
            {
              double want = (off ? W_OFF : W_ON)[w], rwant = (off ? R_OFF : R_ON)[w];
              if (!(fabs (ord[w] - want) <= dev[off][w]))
                {
                  dev[off][w] = fabs (ord[w] - want);
                  seen[off][w] = ord[w];
                }
              if (!(fabs (rord[w] - rwant) <= rdev[off][w]))
                {
                  rdev[off][w] = fabs (rord[w] - rwant);
                  rseen[off][w] = rord[w];
                }
            }
        }
  for (int off = 0; off < 2; off++)
    for (int w = 0; w < 3; w++)
      {
        char cid[16];
        snprintf (cid, sizeof cid, "C%d", 4 + 3 * off + w);
        vc_report (cid, seen[off][w], ": oscillator t_n=0.7 and jn-test t_n=0.5, CH(0.7) and the "
                   "non-CH set, h=%g/2^k k=0..%d, the order farthest from the derived one", H0,
                   L - 1);
      }
  for (int off = 0; off < 2; off++)
    {
      double worst = 0, want = 0, got = 0;
      for (int w = 0; w < 3; w++)
        if (rdev[off][w] >= worst)
          {
            worst = rdev[off][w];
            want = (off ? R_OFF : R_ON)[w];
            got = rseen[off][w];
          }
      vc_report_vs (off ? "C11" : "C10", got, want, " (%s), both problems and sets, the "
                    "farthest from its derived order", off ? "T3q h^3 q''', (gamma20 - gamma) "
                    "h^2 q''' twice: remainders O(h^4), O(h^3), O(h^3)" : "T3 h^3 q''' or "
                    "q'''': remainders O(h^4)");
    }
}

/* ---- the claims (theory/s003-eq-20.md's table states them in prose) ------ */
#define COEFS "options (alpha_m, alpha_f, beta, gamma)"
#define SHIFTED "options (alpha_m, alpha_f, beta; gamma = gamma20 + 0.1)"
#define ORD(cid, what, want, th, takes_) \
  { .id = cid, .theorem = th, .takes = takes_, .measure = m_orders, .check = VC_ORDER, \
    .target = want, .slack = 0.05, .text = what }
static const vc_claim claims[] = {
  { .id = "C1", .takes = COEFS, .measure = m_conditions, .check = VC_LE, .target = 8.0,
    .text = "consistency j = 0 (sum a_k = 0) and j = 1" },
  { .id = "C2", .takes = COEFS, .measure = m_conditions, .check = VC_LE, .target = 1e-12,
    .text = "consistency j = 2: R2 / (gamma - (1/2 + alpha_f - alpha_m)) = -1",
    .vcheck = VC_LE, .vtarget = 8.0,
    .vtext = "consistency j = 2: R2 = -(gamma - (1/2 + alpha_f - alpha_m))" },
  { .id = "C3", .theorem = "S003-EQ20", .takes = COEFS, .measure = m_conditions,
    .check = VC_LE, .target = 8.0, .text = "consistency j = 2" },
  ORD ("C4", "order of l^q (25) with (20)", 3.0, "S003-EQ20", COEFS),
  ORD ("C5", "order of l^qd (26) with (20)", 3.0, "S003-EQ20", COEFS),
  ORD ("C6", "order of l^q' (27) with (20)", 3.0, "S003-EQ20", COEFS),
  ORD ("C7", "order of l^q (25) with gamma = gamma20 + 0.1", 3.0, NULL, SHIFTED),
  ORD ("C8", "order of l^qd (26) with gamma = gamma20 + 0.1", 2.0, NULL, SHIFTED),
  ORD ("C9", "order of l^q' (27) with gamma = gamma20 + 0.1", 2.0, NULL, SHIFTED),
  { .id = "C10", .theorem = "S003-EQ20", .takes = COEFS, .measure = m_orders,
    .check = VC_ORDER, .target = (double) NAN, .slack = 0.1,
    .text = "with (20): order of each error minus its derived leading term",
    .vcheck = VC_GE, .vtarget = (double) NAN,
    .vtext = "order of each error minus its derived leading term at least the derived one" },
  { .id = "C11", .takes = SHIFTED, .measure = m_orders, .check = VC_ORDER,
    .target = (double) NAN, .slack = 0.1,
    .text = "gamma = gamma20 + 0.1: order of each error minus its derived leading term",
    .vcheck = VC_GE, .vtarget = (double) NAN,
    .vtext = "order of each error minus its derived leading term at least the derived one" },
};

static vc_program prog = {
  .id = ID,
  .problem = "C1-C3: none; C4-C11: oscillator,jn-test",
  .methods = "ga-i3 ga", .mutants = mutants, .nmut = NMUT, .claims = claims,
  .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 0, .setup = setup,
  .method = &gp_method_ga_i3, .options = &vo,
};

int
main (int argc, char **argv)
{
  return vc_run (argc, argv, &prog);
}
