/* s003_lemma_1.c -- verifies S003-L1 (theory/s003-lemma-1.md): the root
 * conditions of seed 003 section 2.3 and Lemma 1, with the roots computed by
 * the library (lib/gp_analysis.c) exact to rounding.
 *
 * rho(z) = sum a_k z^k = ((1-am) z + am)(z - 1) has the roots 1 and
 * -am/(1-am): zero-stable iff am <= 1/2.  sigma(z) = sum b'_k z^k (19)
 * = beta ((1-af) z + af)(z^2 + ((1/2+g-2b)/b) z + (1/2-g+b)/b) (Lemma 1);
 * under (20) gamma = 1/2 + af - am and (23) am < af < 1/2,
 * beta > 1/4 + (af - am)/2 all its roots lie strictly inside the unit circle.
 * For Chung-Hulbert parameters sigma(z) = (z + rho_inf)^3 / (1 + rho_inf)^3.
 *
 * The claims: the table `claims` at the end (theory/s003-lemma-1.md states
 * them in prose); each claim's measure serves the paper's grids and a
 * variant's coefficients.
 * Data: s003-lemma-1-region.dat (max |sigma root| over (am, af); the
 * region_map figure).
 *
 * Under --variant FILE (methods ga-i3 and ga, which share the coefficients):
 * the claims are evaluated at the variant's (alpha_m, alpha_f, beta, gamma)
 * instead of on the grids.  The factorizations and the roots' residuals hold
 * for any coefficients and run ungated; zero stability is gated by the
 * table's "S003-L1/rho" (alpha_m <= 1/2), Lemma 1 by "S003-L1/sigma" ((20)
 * and (23)), the claims about the region of (23) by "S003-EQ20" ((20)
 * alone): the boundary claim is about a variant on the boundary, the
 * outside claim about one outside, and "< 1 exactly where (23) holds" about
 * every variant.  The Chung-Hulbert claims are about a variant given by
 * rho-inf; the fixed quadratics are not about a variant.  The roots and
 * their moduli are printed as evidence.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_poly.h>
#include <stdlib.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "tap.h"
#include "variant.h"
#include "vcommon.h"
#include "claims.h"

#define U (DBL_EPSILON / 2)
static const vc_mutant mutants[] = {
  { "rho-root-sign", "C1", "library: rho's second root +am/(1-am)" },
  { "zs-strict", "C2", "zero stability transcribed as am < 1/2 (the boundary point 1/2 lost)" },
  { "bprime-b2", "C3,C4,C9", "(19) transcribed with b'_2 = (1-af)(1/2-2b+g) - af b" },
  { "linear-root-sign", "C4,C10", "library: sigma's linear root +af/(1-af)" },
  { "bound-quarter", "C5,C6,C8", "(23) transcribed as beta > 1/4 (the term (af - am)/2 dropped)" },
  { "no-snap", "C10", "library: sigma's discriminant not taken as zero within its rounding" },
  { "naive-quadratic", "C11", "library: quadratic roots (-b +- sqrt(d))/(2a)" },
};
static int mut = -1;

/* ---- the paper's formulas, transcribed here --------------------------- */
static void
rho_coeffs (double am, double a[3])
{
  /* (14) */
  a[0] = -am;
  a[1] = -1 + 2 * am;
  a[2] = 1 - am;
}

static void
bprime (double af, double b, double g, double bp[4])
{
  /* (19) */
  bp[0] = af * (0.5 + b - g);
  bp[1] = (1 - af) * (0.5 + b - g) + af * (0.5 - 2 * b + g);
  bp[2] = (1 - af) * (0.5 - 2 * b + g) + (mut == 2 ? -af * b : af * b);
  bp[3] = (1 - af) * b;
}

/* (23); margin > 0 inside: the smallest of af - am, 1/2 - af and
   beta - 1/4 - (af - am)/2 */
static double
margin23 (double am, double af, double b)
{
  double bound = mut == 4 ? 0.25 : 0.25 + 0.5 * (af - am);
  return fmin (af - am, fmin (0.5 - af, b - bound));
}

static double
beta_bound (double am, double af)
{
  return mut == 4 ? 0.25 : 0.25 + 0.5 * (af - am);
}

/* ---- helpers ---------------------------------------------------------- */
static gp_coeffs
set20 (double am, double af, double b)
{
  gp_coeffs c = { am, af, b, 0.5 + af - am, 0, 0 };
  return c;
}

static double
maxmod_sigma (const gp_coeffs *c, int *n)
{
  double r[6], m = 0;
  gp_roots_sigma (c, r, n);
  for (int i = 0; i < *n; i++)
    m = fmax (m, hypot (r[2 * i], r[2 * i + 1]));
  return m;
}

/* |p(z)| / scale for p = sum c_k z^k (Horner, complex z) */
static double
residual (const double *cf, int deg, double re, double im)
{
  double pr = cf[deg], pi = 0;
  for (int k = deg - 1; k >= 0; k--)
    {
      double t = pr * re - pi * im + cf[k];
      pi = pr * im + pi * re;
      pr = t;
    }
  return hypot (pr, pi);
}

static double dmax (double a, double b) { return a > b ? a : b; }


/* ---- the settings: the paper's grids, or a variant's coefficients -------- */
static const struct variant *V;
static gp_options vo;                 /* the variant's options */
static double v_margin;               /* the variant's margin of (23) */
static const char *v_rho_inf;         /* its rho-inf, or NULL */
static vc_program prog;
static const char *const COEF = "the variant's coefficients alone";

static void
setup (int mutant)
{
  mut = mutant;
  gsl_set_error_handler_off ();
  gp_analysis_switches sw = { 0, 0, 0, 0, 0 };
  sw.rho_root_sign = mut == 0;
  sw.linear_root_sign = mut == 3;
  sw.no_snap = mut == 5;
  sw.naive_quadratic = mut == 6;
  gp_analysis_set_test_switches (&sw);
  V = vc_variant ();
  if (!V)
    return;
  gp_options_for (V->m, &vo);
  vc_variant_options (V->m, &vo);
  prog.method = V->m;
  v_margin = margin23 (vo.c.alpha_m, vo.c.alpha_f, vo.c.beta);
  v_rho_inf = variant_value (V, "rho-inf");
}

/* under a variant: sigma's coefficients and roots, shared by its claims */
static double v_bp[4], v_sr[6], v_smod;
static int v_ns;

/* C1, C2 */
static void
m_rho (void)
{
  if (!V)
    {
  /* C1: rho.  Residual of an exact-to-rounding root of a degree-n polynomial
         evaluated by Horner: at most (n k + 2n) u sum |a_k||z|^k for a root with
         relative error k u (k <= 2 here: one subtraction, one division). */
      double c1 = 0, c1coef = 0;
      int nam = 0;
      for (int i = 0; i <= 400; i++)
        {
          double am = -2 + i * 0.0125 + 0.001;   /* never 1 */
          double a[3], r[4], fa[3];
          int n;
          rho_coeffs (am, a);
          /* ((1-am) z + am)(z - 1) expanded here */
          fa[0] = -am;
          fa[1] = am - (1 - am);
          fa[2] = 1 - am;
          for (int k = 0; k < 3; k++)
            c1coef = dmax (c1coef, fabs (a[k] - fa[k]) / (U * (fabs (am) + 1)));
          gp_roots_rho (&(gp_coeffs) { am, 0, 0, 0, 0, 0 }, r, &n);
          for (int k = 0; k < n; k++)
            {
              double z = fabs (r[2 * k]);
              double scale = fabs (a[0]) + fabs (a[1]) * z + fabs (a[2]) * z * z;
              c1 = dmax (c1, residual (a, 2, r[2 * k], r[2 * k + 1]) / (U * scale));
            }
          c1 = dmax (c1, n == 2 && r[0] == 1 ? 0 : (double) INFINITY);
          nam++;
        }
      tap_diag ("rho on %d values of alpha_m in [-2, 3]: coefficients (14) vs factorization "
                "%.3g u; root residual %.3g u", nam, c1coef, c1);
      vc_report ("C1", fmax (c1, c1coef), ": roots 1 and -am/(1-am) are roots of (14), residual / "
                 "(u sum|a_k||z|^k)");

      return;
    }
  const gp_coeffs *c = &vo.c;
  double am = c->alpha_m, af = c->alpha_f, b = c->beta, g = c->gamma;
  const char *name = V->name;
  tap_diag ("variant %s (method %s): alpha_m = %.17g, alpha_f = %.17g, beta = %.17g, "
            "gamma = %.17g", name, V->m->name, am, af, b, g);
  /* every claim is about the variant's coefficients and their roots: no
     problem, no step */
  vc_on (NULL, "%s", COEF);
  double a[3], fa[3] = { -am, am - (1 - am), 1 - am }, rr[4];
  int nr;
  rho_coeffs (am, a);
  double c1coef = 0, c1 = 0;
  for (int k = 0; k < 3; k++)
    c1coef = dmax (c1coef, fabs (a[k] - fa[k]) / (U * (fabs (am) + 1)));
  if (gp_roots_rho (c, rr, &nr))
    tap_bail ("rho's roots of the variant failed");
  for (int k = 0; k < nr; k++)
    {
      double z = hypot (rr[2 * k], rr[2 * k + 1]);
      double scale = fabs (a[0]) + fabs (a[1]) * z + fabs (a[2]) * z * z;
      c1 = dmax (c1, residual (a, 2, rr[2 * k], rr[2 * k + 1]) / (U * scale));
    }
  if (nr != 2)
    c1 = (double) INFINITY;
  double rmod = dmax (hypot (rr[0], rr[1]), hypot (rr[2], rr[3]));
  tap_diag ("variant %s: rho's roots %.17g and %.17g (moduli %.6g, %.6g)", name, rr[0], rr[2],
            hypot (rr[0], rr[1]), hypot (rr[2], rr[3]));
  vc_report ("C1", fmax (c1, c1coef), " at the variant %s: its roots are roots of (14), "
             "residual / (u sum|a_k||z|^k)", name);
  /* its roots 1 and -am/(1-am) never coincide, so both are simple and the
     root condition is the modulus bound alone */
  vc_report ("C2", rmod, " (the variant %s; roots 1 and -alpha_m/(1-alpha_m), simple)", name);
}

/* C2 on the paper's grid (under a variant: m_rho) */
static void
m_zs (void)
{
  if (V)
    return;
  /* C2: zero stability, both roots simple: |other root| <= 1 iff am <= 1/2,
     on a grid with 1/2 and its neighbours. */
  double ams[512];
  int na = 0, bad2 = 0;
  for (int i = 0; i <= 400; i++)
    ams[na++] = -2 + i * 0.0125 + 0.001;
  double special[] = { 0.5, nextafter (0.5, 0), nextafter (0.5, 1), 0.5 - 1e-12, 0.5 + 1e-12,
                       0.999999, 1.000001, 1.5, 10, -1e6 };
  for (size_t i = 0; i < sizeof special / sizeof *special; i++)
    ams[na++] = special[i];
  double at_half = 0;
  for (int i = 0; i < na; i++)
    {
      double r[4];
      int n;
      gp_roots_rho (&(gp_coeffs) { ams[i], 0, 0, 0, 0, 0 }, r, &n);
      int zs = fabs (r[2]) <= 1 && fabs (r[0]) <= 1;
      int paper = mut == 1 ? ams[i] < 0.5 : ams[i] <= 0.5;
      bad2 += zs != paper;
      if (ams[i] == 0.5)
        at_half = r[2];
    }
  tap_diag ("alpha_m = 1/2: second root %.17g (simple, on the unit circle)", at_half);
  vc_report ("C2", bad2, ": mismatches on %d values of alpha_m, 1/2 and its neighbours "
             "included", na);

}

/* the paper's grid under (20), (23): the largest |sigma root| and where */
static double c5 = 0, c5am = 0, c5af = 0, c5b = 0;
static long npts = 0;

/* C3, C4 */
static void
m_sigma (void)
{
  if (!V)
    {
  /* C3, C4, C5 on the dense grid under (20): am in [-1, 1/2), af in (am, 1/2),
         beta from the bound up, with offsets down to 1e-12 from each boundary. */
      static const double offs[] = { 1e-12, 1e-9, 1e-6, 1e-3, 0.01, 0.03, 0.1, 0.2, 0.35 };
      const int no = (int) (sizeof offs / sizeof *offs);
      double c3 = 0, c4 = 0;
      for (int i = 0; i < 40; i++)
        for (int j = -1; j <= 41; j++)
          for (int k = 0; k < 3 * no; k++)
            {
              double am = -1 + i * 0.0375;
              double af = j < 0 ? am + offs[0] : j > 40 ? 0.5 - offs[0]
                                                        : am + (0.5 - am) * (j + 0.5) / 41;
              if (i == 0 && j >= 0 && j <= 40)
                af = am + offs[j % no];           /* af - am down to 1e-12 */
              double b = k < no ? beta_bound (am, af) + offs[k]
                                : beta_bound (am, af) + offs[k % no] * (k < 2 * no ? 3 : 10);
              if (!(margin23 (am, af, b) > 0))
                continue;
              gp_coeffs c = set20 (am, af, b);
              double bp[4], r[6];
              int n;
              bprime (af, b, c.gamma, bp);
              /* C3: Lemma 1's factorization expanded here */
              double F[2] = { af, 1 - af };
              double Q[3] = { 0.5 - c.gamma + b, 0.5 + c.gamma - 2 * b, b };
              double fq[4] = { F[0] * Q[0], F[0] * Q[1] + F[1] * Q[0], F[0] * Q[2] + F[1] * Q[1],
                               F[1] * Q[2] };
              double sc = (fabs (F[0]) + fabs (F[1])) * (fabs (Q[0]) + fabs (Q[1]) + fabs (Q[2])
                                                         + 0.5 + fabs (c.gamma) + 2 * fabs (b));
              for (int m = 0; m < 4; m++)
                c3 = dmax (c3, fabs (bp[m] - fq[m]) / (U * sc));
              /* C4: residual of every root in (19); scale: the factorized terms */
              gp_roots_sigma (&c, r, &n);
              for (int m = 0; m < n; m++)
                {
                  double z = hypot (r[2 * m], r[2 * m + 1]);
                  double s = (fabs (1 - af) * z + fabs (af))
                             * (fabs (b) * z * z + (0.5 + fabs (c.gamma) + 2 * fabs (b)) * z
                                + 0.5 + fabs (c.gamma) + fabs (b));
                  c4 = dmax (c4, residual (bp, 3, r[2 * m], r[2 * m + 1]) / (U * s));
                }
              if (n != 3)
                c4 = (double) INFINITY;
              double mm = maxmod_sigma (&c, &n);
              if (mm > c5 || npts == 0)
                {
                  c5 = mm;
                  c5am = am;
                  c5af = af;
                  c5b = b;
                }
              npts++;
            }
      tap_diag ("grid under (20), (23): %ld points (alpha_m in [-1, 0.46], alpha_f - alpha_m "
                "and 1/2 - alpha_f and beta - bound down to 1e-12)", npts);
      vc_report ("C3", c3, ", |difference| / (u scale)");
      vc_report ("C4", c4, " is a root of (19): residual / (u scale) on the grid");
      return;
    }
  const gp_coeffs *c = &vo.c;
  double af = c->alpha_f, b = c->beta, g = c->gamma;
  bprime (af, b, g, v_bp);
  double F[2] = { af, 1 - af };
  double Q[3] = { 0.5 - g + b, 0.5 + g - 2 * b, b };
  double fq[4] = { F[0] * Q[0], F[0] * Q[1] + F[1] * Q[0], F[0] * Q[2] + F[1] * Q[1],
                   F[1] * Q[2] };
  double sc = (fabs (F[0]) + fabs (F[1])) * (fabs (Q[0]) + fabs (Q[1]) + fabs (Q[2])
                                             + 0.5 + fabs (g) + 2 * fabs (b));
  double c3 = 0, c4 = 0;
  for (int m = 0; m < 4; m++)
    c3 = dmax (c3, fabs (v_bp[m] - fq[m]) / (U * sc));
  if (gp_roots_sigma (c, v_sr, &v_ns))
    tap_bail ("sigma's roots of the variant failed");
  for (int m = 0; m < v_ns; m++)
    {
      double z = hypot (v_sr[2 * m], v_sr[2 * m + 1]);
      double s = (fabs (1 - af) * z + fabs (af))
                 * (fabs (b) * z * z + (0.5 + fabs (g) + 2 * fabs (b)) * z
                    + 0.5 + fabs (g) + fabs (b));
      /* an exact root (residual 0) holds whatever the scale: at rho_inf = 0
         (alpha_f = 0) sigma is beta z^3, the roots are 0 and s vanishes */
      double rs = residual (v_bp, 3, v_sr[2 * m], v_sr[2 * m + 1]);
      c4 = dmax (c4, rs == 0 ? 0 : rs / (U * s));
    }
  if (v_ns != 3)
    c4 = (double) INFINITY;
  vc_on (NULL, "%s", COEF);
  vc_report ("C3", c3, " at the variant %s, |difference| / (u scale)", V->name);
  vc_report ("C4", c4, " of the variant %s is a root of (19): residual / (u scale)", V->name);
}

/* C5: Lemma 1 (and, under a variant, where it lies relative to (23)) */
static void
m_lemma (void)
{
  if (!V)
    {
      tap_diag ("largest |sigma root| at alpha_m = %.17g, alpha_f = %.17g, beta = %.17g",
                c5am, c5af, c5b);
      vc_report ("C5", c5 < 1, " on %ld grid points under (20) and (23) (observed %.17g, bound "
                 "1)", npts, c5);
      return;
    }
  const double *sr = v_sr;
  v_smod = 0;
  for (int m = 0; m < v_ns; m++)
    v_smod = dmax (v_smod, hypot (sr[2 * m], sr[2 * m + 1]));
  tap_diag ("variant %s: sigma's roots %.17g%+.17gi, %.17g%+.17gi, %.17g%+.17gi (moduli %.6g, "
            "%.6g, %.6g)", V->name, sr[0], sr[1], sr[2], sr[3], sr[4], sr[5],
            hypot (sr[0], sr[1]), hypot (sr[2], sr[3]), hypot (sr[4], sr[5]));
  tap_diag ("variant %s: margin of (23) min(alpha_f - alpha_m, 1/2 - alpha_f, beta - 1/4 - "
            "(alpha_f - alpha_m)/2) = %.17g (%s)", V->name, v_margin,
            v_margin > 0 ? "inside" : v_margin == 0 ? "on the boundary" : "outside");
  vc_on (NULL, "%s", COEF);
  vc_report ("C5", v_smod < 1, " at the variant %s (observed %.17g, bound 1)", V->name, v_smod);
}

/* C6: on the boundary of (23) */
static void
m_boundary (void)
{
  if (V)
    {
      vc_on (NULL, "%s", COEF);
      vc_report ("C6", fabs (v_smod - 1) / U, " (the variant %s lies on it): |max |sigma root| - "
                 "1| / u", V->name);
      return;
    }
  /* C6: on each boundary (equality), the others strict: max |root| = 1. */
  double c6 = 0;
  int n6 = 0;
  for (int i = 0; i < 30; i++)
    {
      double am = -1 + i * 0.045, x = 0.02 + 0.3 * i / 29.0;   /* af - am >= 0.02 */
      double pts[3][3] = {
        { am, am + x, beta_bound (am, am + x) },                       /* beta = bound */
        { 0.5 - x, 0.5, beta_bound (0.5 - x, 0.5) + 0.1 },             /* af = 1/2 */
        { am, am, 0.3 + i * 0.02 },                                    /* am = af */
      };
      for (int k = 0; k < 3; k++)
        {
          if (pts[k][1] > 0.5 || (k == 0 && pts[k][1] >= 0.5))
            continue;
          gp_coeffs c = set20 (pts[k][0], pts[k][1], pts[k][2]);
          int n;
          c6 = dmax (c6, fabs (maxmod_sigma (&c, &n) - 1) / U);
          n6++;
        }
    }
  vc_report ("C6", c6, ": |max - 1| / u over %d points", n6);

}

/* C7: just outside (23) */
static void
m_outside (void)
{
  if (V)
    {
      vc_on (NULL, "%s", COEF);
      vc_report ("C7", v_smod > 1, " (the variant %s: observed max |root| %.17g, bound > 1)",
                 V->name, v_smod);
      return;
    }
  /* C7: just outside (23), each condition violated by d = 1e-6. */
  double d = 1e-6, c7 = (double) INFINITY, rate[3] = { (double) INFINITY, (double) INFINITY, (double) INFINITY };
  for (int i = 0; i < 30; i++)
    {
      double am = -1 + i * 0.045, x = 0.02 + 0.3 * i / 29.0;
      double pts[3][3] = {
        { am, am + x, 0.25 + 0.5 * x - d },                  /* beta below the bound */
        { 0.5 - x, 0.5 + d, 0.25 + 0.5 * (x + d) + 0.1 },    /* af above 1/2 */
        { am + d, am, 0.3 + i * 0.02 },                      /* am above af */
      };
      for (int k = 0; k < 3; k++)
        {
          gp_coeffs c = set20 (pts[k][0], pts[k][1], pts[k][2]);
          int n;
          double g = (maxmod_sigma (&c, &n) - 1) / d;
          rate[k] = fmin (rate[k], g);
          c7 = fmin (c7, g);
        }
    }
  tap_diag ("just outside (23) by d = 1e-6: (max |root| - 1) / d >= %.3g (beta below the "
            "bound), %.3g (alpha_f > 1/2), %.3g (alpha_m > alpha_f)", rate[0], rate[1], rate[2]);
  vc_report ("C7", c7, ": min (max |root| - 1) / d over the three violated conditions, "
             "d = 1e-6");

}

/* C8 and the region map */
static void
m_region (void)
{
  if (V)
    {
      vc_on (NULL, "%s", COEF);
      vc_report ("C8", (v_margin > 0) == (v_ns == 3 && v_smod < 1), " (the variant %s): (23) %s, "
                 "max |root| = %.17g", V->name, v_margin > 0 ? "holds" : "fails", v_smod);
      return;
    }
  /* C8 and the region map: (am, af) over [-1, 1] x [-0.5, 1], grids offset
     so that no point lies on a boundary; beta = (1/2 + gamma)^2 / 4 (the
     rule of (24)) and beta = 0.6. */
  FILE *df = vc_data_open ("s003-lemma-1-region.dat", mut);
  int mism = 0, nmap = 0;
  if (df)
    fprintf (df, "# S003-L1 region map: max |sigma root| over (alpha_m, alpha_f), gamma "
             "from (20); index 0: beta = (1/2 + gamma)^2 / 4, index 1: beta = 0.6\n"
             "# alpha_m alpha_f beta cond23 maxmod zero_stable\n");
  for (int rule = 0; rule < 2; rule++)
    {
      for (int j = 0; j < 121; j++)
        {
          double af = -0.5 + (j + 0.5) * 1.5 / 121;
          for (int i = 0; i < 161; i++)
            {
              double am = -1 + (i + 0.5) * 2.0 / 161;
              double g = 0.5 + af - am, b = rule == 0 ? 0.25 * (0.5 + g) * (0.5 + g) : 0.6;
              gp_coeffs c = set20 (am, af, b);
              int n;
              double mm = maxmod_sigma (&c, &n);
              int in23 = margin23 (am, af, b) > 0;
              mism += in23 != (n == 3 && mm < 1);
              nmap++;
              if (df)
                fprintf (df, "%.6f %.6f %.6f %d %.6e %d\n", am, af, b, in23, mm, am <= 0.5);
            }
          if (df)
            fprintf (df, "\n");
        }
      if (df && rule == 0)
        fprintf (df, "\n");
    }
  if (df)
    fclose (df);
  vc_report ("C8", mism, ", on %d "
             "region-map points (beta = (1/2+gamma)^2/4 and beta = 0.6): mismatches", nmap);

}

/* C9, C10: Chung-Hulbert (the paper's rho_inf in [0, 1], or the variant's) */
static double c10 = 0, gen = 0, own = 0, dmaxu = 0;
static int nr = 0;

static void
m_chung_hulbert (void)
{
  if (V)
    {
      double ri = strtod (v_rho_inf, NULL), e[6], c9 = 0;
      double s = 1 / ((1 + ri) * (1 + ri) * (1 + ri));
      double want[4] = { ri * ri * ri * s, 3 * ri * ri * s, 3 * ri * s, s };
      for (int k = 0; k < 4; k++)
        c9 = dmax (c9, fabs (v_bp[k] - want[k]) / U);
      vc_on (NULL, "%s", COEF);
      vc_report ("C9", c9, " (the variant %s, rho_inf = %g), max |difference| / u", V->name, ri);
      gp_amplification_eigs (&vo.c, (double) INFINITY, e);
      for (int k = 0; k < 3; k++)
        {
          c10 = dmax (c10, hypot (v_sr[2 * k] + ri, v_sr[2 * k + 1]));
          c10 = dmax (c10, hypot (e[2 * k] + ri, e[2 * k + 1]));
        }
      if (v_ns != 3)
        c10 = (double) INFINITY;
      vc_report ("C10", c10, " (the variant %s), max |root + rho_inf|", V->name);
      return;
    }
  /* C9, C10: Chung-Hulbert. */
  double c9 = 0;
  for (int i = 0; i <= 1000; i++)
    {
      double ri = i / 1000.0, bp[4], r[6], e[6], z[6];
      char why[128];
      gp_coeffs c;
      gp_coeffs_chung_hulbert (ri, &c, why, sizeof why);
      bprime (c.alpha_f, c.beta, c.gamma, bp);
      double s = 1 / ((1 + ri) * (1 + ri) * (1 + ri));
      double want[4] = { ri * ri * ri * s, 3 * ri * ri * s, 3 * ri * s, s };
      for (int k = 0; k < 4; k++)
        c9 = dmax (c9, fabs (bp[k] - want[k]) / U);
      int n;
      gp_roots_sigma (&c, r, &n);
      gp_amplification_eigs (&c, (double) INFINITY, e);
      for (int k = 0; k < 3; k++)
        {
          c10 = dmax (c10, hypot (r[2 * k] + ri, r[2 * k + 1]));
          c10 = dmax (c10, hypot (e[2 * k] + ri, e[2 * k + 1]));
        }
      if (n != 3)
        c10 = (double) INFINITY;
      /* evidence: a generic solver on the same coefficients, and the
         roots of the rounded coefficients themselves (no structure) */
      gsl_poly_complex_workspace *w = gsl_poly_complex_workspace_alloc (4);
      if (gsl_poly_complex_solve (bp, 4, w, z) == GSL_SUCCESS)
        for (int k = 0; k < 3; k++)
          gen = dmax (gen, hypot (z[2 * k] + ri, z[2 * k + 1]));
      gsl_poly_complex_workspace_free (w);
      /* the discriminant (1/2 + gamma)^2 - 4 beta of the rounded coefficients,
         exactly: 1/2 + gamma = s + t (TwoSum), s^2 = p + e (fma) */
      {
        double sg = 0.5 + c.gamma, zz = sg - 0.5, t = (0.5 - (sg - zz)) + (c.gamma - zz);
        double p = sg * sg, ep = fma (sg, sg, -p);
        double dd = ((p - 4 * c.beta) + ep) + 2 * sg * t;
        dmaxu = dmax (dmaxu, fabs (dd) / (U * fmax (p, 4 * c.beta)));
      }
      gp_quadratic_roots (c.beta, 0.5 + c.gamma - 2 * c.beta, 0.5 - c.gamma + c.beta, z, &n);
      for (int k = 0; k < n; k++)
        own = dmax (own, hypot (z[2 * k] + ri, z[2 * k + 1]));
      nr++;
    }
  vc_report ("C9", c9, ", max |difference| / u over %d values of rho_inf in [0, 1]", nr);
}

/* C10 on the paper's rho_inf (its values: m_chung_hulbert), with the
   evidence of the discriminant and of a generic solver */
static void
m_ch_roots (void)
{
  if (V)
    return;
  tap_diag ("the discriminant (1/2+gamma)^2 - 4 beta of the rounded Chung-Hulbert coefficients: "
            "up to %.3g u max((1/2+gamma)^2, 4 beta), zero in exact arithmetic; the library takes "
            "it as zero below 16 u", dmaxu);
  tap_diag ("evidence, not a claim: gsl_poly_complex_solve on the same coefficients misses "
            "-rho_inf by up to %.3g (eps^(1/3) = %.3g); the quadratic of the rounded "
            "coefficients, solved exactly without Lemma 1's double root, by %.3g",
            gen, cbrt (DBL_EPSILON), own);
  vc_report ("C10", c10, ", max |root + rho_inf| over %d values", nr);
}

/* C11: quadratics whose roots are known (the paper's settings) */
static void
m_quadratic (void)
{
  /* C11: quadratics whose roots are known exactly or correctly rounded:
     with b = -a 2^k and c = a m, k large, the roots are 2^k - m 2^-k - ...
     and m 2^-k (1 + m 2^-2k + ...), which round to 2^k and m 2^-k; the
     others have exactly representable roots, sums and products. */
  static const double qs[][7] = {
    /* a, b, c, re1, im1, re2, im2 */
    { 1, -0x1p30, 3, 0x1p30, 0, 3 * 0x1p-30, 0 },
    { 5, 5 * 0x1p30, 15, -0x1p30, 0, -3 * 0x1p-30, 0 },
    { 3, -3 * 0x1p40, -21, 0x1p40, 0, -7 * 0x1p-40, 0 },
    { 3, -3 * (1000.125 + 3 * 0x1p-40), 3 * 1000.125 * 3 * 0x1p-40, 1000.125, 0,
      3 * 0x1p-40, 0 },
    { 4, -8, 4, 1, 0, 1, 0 },
    { 1, 2, 5, -1, 2, -1, -2 },
  };
  const int nq = (int) (sizeof qs / sizeof *qs);
  double c11 = 0, naive = 0;
  for (int i = 0; i < nq; i++)
    {
      const double *q = qs[i];
      double z[4];
      int n;
      gp_quadratic_roots (q[0], q[1], q[2], z, &n);
      /* relative error of the pair of roots, in either order */
      double e12 = hypot (z[0] - q[3], z[1] - q[4]) / hypot (q[3], q[4])
                   + hypot (z[2] - q[5], z[3] - q[6]) / hypot (q[5], q[6]);
      double e21 = hypot (z[0] - q[5], z[1] - q[6]) / hypot (q[5], q[6])
                   + hypot (z[2] - q[3], z[3] - q[4]) / hypot (q[3], q[4]);
      c11 = dmax (c11, n == 2 ? fmin (e12, e21) / U : (double) INFINITY);
      double dq = q[1] * q[1] - 4 * q[0] * q[2];
      if (dq >= 0)
        {
          double n1 = (-q[1] + sqrt (dq)) / (2 * q[0]), n2 = (-q[1] - sqrt (dq)) / (2 * q[0]);
          naive = dmax (naive, fmin (fabs (n1 - q[3]) / fabs (q[3]) + fabs (n2 - q[5]) / fabs (q[5]),
                                     fabs (n1 - q[5]) / fabs (q[5]) + fabs (n2 - q[3]) / fabs (q[3])));
        }
    }
  tap_diag ("the textbook formula (-b +- sqrt(b^2 - 4ac))/(2a) on the same quadratics: "
            "relative error up to %.3g (the small root of x^2 - 2^30 x + 3 comes out 0)", naive);
  vc_report ("C11", c11, ": relative error / u of both roots on %d quadratics with known roots "
             "(small roots 2^-60 of the large ones)", nq);
}

/* the claims about the variant's place relative to (23), and about a
   Chung-Hulbert variant */
static vc_not_about
not_about (const vc_claim *c)
{
  int n = atoi (c->id + 1);
  if (n == 6 && v_margin != 0)
    return (vc_not_about) { v_margin > 0 ? "it lies inside (23), not on its boundary"
                            : "it lies outside (23), not on its boundary",
                            "not run: (23)'s boundary" };
  if (n == 7 && v_margin >= 0)
    return (vc_not_about) { v_margin > 0 ? "it lies inside (23)"
                            : "it lies on the boundary of (23), not outside",
                            "not run: the outside of (23)" };
  if ((n == 9 || n == 10) && !v_rho_inf)
    return (vc_not_about) { "it gives explicit coefficients, not a Chung-Hulbert rho_inf",
                            "not run: a Chung-Hulbert rho_inf" };
  return (vc_not_about) { NULL, NULL };
}

/* ---- the claims (theory/s003-lemma-1.md's table states them in prose) ---- */
#define COEFS "options (alpha_m, alpha_f, beta, gamma)"
static const vc_claim claims[] = {
  { .id = "C1", .takes = COEFS, .measure = m_rho, .check = VC_LE, .target = 8,
    .text = "rho(z) = ((1-am) z + am)(z - 1)" },
  { .id = "C2", .theorem = "S003-L1/rho", .takes = COEFS, .measure = m_zs, .check = VC_LE,
    .target = 0, .text = "zero-stable exactly where alpha_m <= 1/2", .vcheck = VC_LE,
    .vtarget = 1, .vtext = "zero-stable: max |rho root|" },
  { .id = "C3", .takes = COEFS, .measure = m_sigma, .check = VC_LE, .target = 8,
    .text = "sigma's coefficients (19) equal Lemma 1's factorization expanded" },
  { .id = "C4", .takes = COEFS, .measure = m_sigma, .check = VC_LE, .target = 20,
    .text = "every computed sigma root" },
  { .id = "C5", .theorem = "S003-L1/sigma", .takes = COEFS, .measure = m_lemma,
    .check = VC_TRUE, .text = "Lemma 1: max |sigma root| < 1" },
  { .id = "C6", .theorem = "S003-EQ20", .takes = COEFS, .measure = m_boundary, .check = VC_LE,
    .target = 16, .text = "on the boundary of (23) max |sigma root| = 1" },
  { .id = "C7", .theorem = "S003-EQ20", .takes = COEFS, .measure = m_outside, .check = VC_GE,
    .target = 0.1, .text = "just outside (23) a root leaves the unit disk", .vcheck = VC_TRUE,
    .vtext = "outside (23) a root leaves the unit disk" },
  { .id = "C8", .theorem = "S003-EQ20", .takes = COEFS, .measure = m_region, .check = VC_LE,
    .target = 0, .text = "max |sigma root| < 1 exactly where (23) holds", .vcheck = VC_TRUE,
    .vtext = "max |sigma root| < 1 exactly where (23) holds" },
  { .id = "C9", .takes = "options (rho-inf)", .measure = m_chung_hulbert, .check = VC_LE,
    .target = 32, .text = "Chung-Hulbert: b'_k of (19) equal C(3,k) rho^(3-k) / (1+rho)^3" },
  { .id = "C10", .takes = "options (rho-inf)", .measure = m_ch_roots, .check = VC_LE,
    .target = 1e-12, .text = "Chung-Hulbert: sigma roots and amplification eigenvalues at "
    "h -> inf equal -rho_inf" },
  { .id = "C11", .skip = { "the quadratic formula on fixed quadratics with known roots",
                           "not run: fixed quadratics, no method parameter" },
    .measure = m_quadratic, .check = VC_LE, .target = 2, .text = "stable quadratic formula" },
};

static vc_program prog = {
  .id = "S003-L1", .problem = "*: none", .methods = "ga-i3 ga", .mutants = mutants,
  .nmut = (int) (sizeof mutants / sizeof *mutants), .claims = claims,
  .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 0, .setup = setup,
  .not_about = not_about, .method = &gp_method_ga_i3, .options = &vo,
};

int
main (int argc, char **argv)
{
  return vc_run (argc, argv, &prog);
}
