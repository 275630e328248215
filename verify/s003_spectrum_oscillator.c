/* s003_spectrum_oscillator.c -- verifies S003-SPEC
 * (theory/s003-spectrum-oscillator.md): the spectral radius rho of the
 * amplification matrix of generalized-alpha (Chung-Hulbert, seed 003 (24)),
 * HHT-alpha and Newmark on the oscillator y'' = -w^2 y against h/T
 * (T = 2 pi / w, Omega = w h = 2 pi h/T), with 1 - rho computed without
 * cancellation by the library (gp_spectral_radius).
 *
 * One step in x = (y, h z, h^2 a) is L x1 = R x0,
 *   L = [1 0 -b; 0 1 -g; W(1-af) 0 1-am],  R = [1 1 1/2-b; 0 1 1-g; -W af 0 -am],
 * W = Omega^2, with det(z L - R) = (z - 1) rho(z) + W sigma(z).  For a
 * complex pair l, conj(l) and the real root r the identity
 *   p3^2 (1 - |l|^2) |1 - l r|^2 = W d + (W^2/4)(2g-1)(2af^2 + 2b - af(2g+1)),
 * d = g - 1/2 - af + am, gives 1 - |l|^2 without subtracting |l| from 1.
 *
 * The claims: the table `claims` at the end
 * (theory/s003-spectrum-oscillator.md states them in prose); each measure
 * serves the paper's thirteen sets and a variant's coefficients.
 * Data: s003-spectrum-oscillator.dat (the spectral_radius figure).
 *
 * Under --variant FILE (methods ga and ga-i3: on the oscillator, which has
 * no constraint, ga-i3's step is ga's): the claims for the variant's
 * coefficients in place of the thirteen sets.  rho <= 1, the monotone
 * approach to rho(inf) and the series of 1 - rho (derived under (20); that
 * pair sets rho at small h only while rho's root -alpha_m/(1-alpha_m) stays
 * inside, which the region implies) assume the unconditional stability of
 * the table's "S003-SPEC" rows ((20), alpha_m <= alpha_f <= 1/2,
 * beta >= 1/4 + (alpha_f - alpha_m)/2); rho(inf) is compared with the
 * variant's rho-inf (not about explicit coefficients: no rho_inf to compare
 * with); the eigenvalues and the steps hold for any coefficients and run
 * ungated, the steps with the variant's own method.  Exudyn's values for
 * CH(0.9), CH(0.6) are not about the variant.  No data file is written.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_linalg.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include <stdlib.h>
#include "tap.h"
#include "variant.h"
#include "vcommon.h"
#include "claims.h"

#define U (DBL_EPSILON / 2)
#define TWO_PI 6.283185307179586477
static const vc_mutant mutants[] = {
  { "naive-one-minus-rho", "C1,C3,C6", "library: 1 - rho formed by subtraction from rho = max |root|" },
  { "series-k3", "C6", "the series' W^3 coefficient with +2 beta for -2 beta" },
  { "matrix-gamma", "C7,C8", "L built here with -(1-gamma) for -gamma in the velocity row" },
  { "exudyn-period", "C4,C5", "h/T read with T = 1/w (Omega = h/T), not T = 2 pi/w" },
};
static int mut = -1;

typedef struct
{
  const char *label;
  gp_coeffs c;
  double rho_inf;      /* the value the set is built for: rho_inf for CH,
                          (1+alpha)/(1-alpha) for HHT, (3/2-g)/(g+1/2) for Newmark
                          with beta = (g+1/2)^2/4 */
  int plot;            /* a column of the data file */
} set_t;

static set_t sets[16];
static int nsets;

static void
add_ch (double r, int plot)
{
  char why[128];
  set_t *s = &sets[nsets++];
  gp_coeffs_chung_hulbert (r, &s->c, why, sizeof why);
  static char lab[8][32];
  snprintf (lab[nsets % 8], sizeof lab[0], "ga_%g", r);
  s->label = lab[nsets % 8];
  s->rho_inf = r;
  s->plot = plot;
}

static void
add_hht (double a, const char *label, int plot)
{
  char why[128];
  set_t *s = &sets[nsets++];
  gp_coeffs_hht (a, &s->c, why, sizeof why);
  s->label = label;
  s->rho_inf = (1 + a) / (1 - a);
  s->plot = plot;
}

static void
add_newmark (double b, double g, const char *label, int plot)
{
  set_t *s = &sets[nsets++];
  memset (&s->c, 0, sizeof s->c);
  s->c.beta = b;
  s->c.gamma = g;
  s->label = label;
  s->rho_inf = (1.5 - g) / (g + 0.5);
  s->plot = plot;
}

/* L and R of one step at W (row-major 3x3), as the header states */
static void
step_matrices (const gp_coeffs *c, double W, double *L, double *R)
{
  double am = c->alpha_m, af = c->alpha_f, b = c->beta, g = c->gamma;
  double Ld[9] = { 1, 0, -b, 0, 1, mut == 2 ? -(1 - g) : -g, W * (1 - af), 0, 1 - am };
  double Rd[9] = { 1, 1, 0.5 - b, 0, 1, 1 - g, -W * af, 0, -am };
  memcpy (L, Ld, sizeof Ld);
  memcpy (R, Rd, sizeof Rd);
}

/* A = L^-1 R */
static void
amp_matrix (const gp_coeffs *c, double W, double *A)
{
  double L[9], R[9];
  step_matrices (c, W, L, R);
  gsl_matrix_view Lv = gsl_matrix_view_array (L, 3, 3);
  gsl_permutation *p = gsl_permutation_alloc (3);
  int sg;
  gsl_linalg_LU_decomp (&Lv.matrix, p, &sg);
  for (int j = 0; j < 3; j++)
    {
      double col[3] = { R[j], R[3 + j], R[6 + j] }, x[3];
      gsl_vector_view cv = gsl_vector_view_array (col, 3), xv = gsl_vector_view_array (x, 3);
      gsl_linalg_LU_solve (&Lv.matrix, p, &cv.vector, &xv.vector);
      for (int i = 0; i < 3; i++)
        A[3 * i + j] = x[i];
    }
  gsl_permutation_free (p);
}

/* a + b = s + e exactly */
static void
two_sum (double a, double b, double *s, double *e)
{
  *s = a + b;
  double z = *s - a;
  *e = (a - (*s - z)) + (b - z);
}

/* 1 - rho from its series in W (theory document): with d the defect of (20),
   eps = 1 - |l|^2 = W d + e2 W^2 (1 + k3 W + k4 W^2) + ..., 1 - rho = eps/2 + eps^2/8 */
static double
series (const gp_coeffs *c, double W)
{
  double am = c->alpha_m, af = c->alpha_f, b = c->beta, s, e, s2, e2_, s3, e3;
  two_sum (c->gamma, -0.5, &s, &e);
  two_sum (s, -af, &s2, &e2_);
  two_sum (s2, am, &s3, &e3);
  double d = s3 + (e + e2_ + e3);
  double e2 = (af - am) * (af * am - af + b);
  double k3 = 2 * af * af - 2 * af * am - am * am + am + (mut == 1 ? 2 * b : -2 * b);
  double k4 = 3 * pow (af, 4) - 6 * pow (af, 3) * am - 3 * af * af * am * am + 7 * af * af * am
              - 6 * af * af * b - af * af + 6 * af * pow (am, 3) - 7 * af * am * am
              + 3 * af * am * b + af * am + af * b + pow (am, 4) - 2 * pow (am, 3)
              + 6 * am * am * b + am * am - 4 * am * b + 3 * b * b;
  double eps = W * d + e2 * W * W * (1 + k3 * W + k4 * W * W);
  return eps / 2 + eps * eps / 8;
}

static double dmax (double a, double b) { return a > b ? a : b; }

static double
omega_of (double hT)
{
  return mut == 3 ? hT : TWO_PI * hT;
}

/* C7 at one set: the library's eigenvalues against GSL's of L^-1 R at
   Omega; returns the largest distance / tolerance, *dist the largest
   distance.  GSL's eigenvalues are backward stable: an error u |A| moves a
   cluster of three eigenvalues at mutual distance sep by up to about
   u |A| / sep^2 (the amplification matrix is a Jordan block at Omega = 0, a
   triple cluster near -rho_inf as Omega -> inf); each GSL eigenvalue is
   matched to the nearest library one. */
static double
eig_check (const gp_coeffs *c, double O, gsl_eigen_nonsymm_workspace *ew,
           gsl_vector_complex *ev, double *dist)
{
  double A[9], A0[9], e[6], worst = 0;
  amp_matrix (c, O * O, A);
  memcpy (A0, A, sizeof A0);
  gsl_matrix_view Av = gsl_matrix_view_array (A, 3, 3);
  if (gsl_eigen_nonsymm (&Av.matrix, ev, ew) || gp_amplification_eigs (c, O, e))
    tap_bail ("eigenvalues failed at Omega = %g", O);
  double sep = 1, nA = 0;
  for (int a = 0; a < 3; a++)
    for (int b = a + 1; b < 3; b++)
      sep = fmin (sep, hypot (e[2 * a] - e[2 * b], e[2 * a + 1] - e[2 * b + 1]));
  for (int b = 0; b < 3; b++)
    nA = fmax (nA, fabs (A0[b]) + fabs (A0[3 + b]) + fabs (A0[6 + b]));
  double tol = 100 * U * nA / (sep * sep);
  *dist = 0;
  for (int a = 0; a < 3; a++)
    {
      gsl_complex z = gsl_vector_complex_get (ev, (size_t) a);
      double best = (double) INFINITY;
      for (int b = 0; b < 3; b++)
        best = fmin (best, hypot (GSL_REAL (z) - e[2 * b], GSL_IMAG (z) - e[2 * b + 1]));
      worst = dmax (worst, best / tol);
      *dist = dmax (*dist, best);
    }
  return worst;
}

/* C8's steps: six steps of method m with options o on the oscillator
   (w = 1, so h = Omega) from the consistent start, then from states with
   a != qdd (a is the method's own variable; qdd = -w^2 y holds after every
   step), each against L^-1 R x in (y, h z, h^2 a); the largest difference
   over its tolerance into c8, the largest difference into c8w, the steps
   counted in nst */
static void
c8_steps (const gp_method *m, const gp_problem *P, const gp_options *o, double h, double *c8,
          double *c8w, int *nst)
{
  gp_stepper *st = vc_stepper (m, P, o, NULL);
  gp_state *x = gp_stepper_state_alloc (st);
  if (gp_state_consistent (P, x, 1e-15))
    tap_bail ("consistent start of oscillator failed");
  gp_stepper_start (st, h, x);
  for (int n = 0; n < 6; n++)
    {
      if (n == 3)
        {
          x->y[0] = 0.3;
          x->z[0] = -1.7;
          x->a[0] = 2.5;
          x->qdd[0] = -0.3;
        }
      double X0[3] = { x->y[0], h * x->z[0], h * h * x->a[0] }, A[9], X1[3], L[9], R[9];
      amp_matrix (&o->c, h * h, A);
      vc_matvec (A, X0, X1, 3, 3);
      if (gp_stepper_step (st, h, x))
        tap_bail ("%s step failed: %s", m->name, gp_stepper_message (st));
      double Y[3] = { x->y[0], h * x->z[0], h * h * x->a[0] };
      step_matrices (&o->c, h * h, L, R);
      /* rounding of the step and of the solve with L: cond(L) u each */
      double tol = 64 * U * gp_cond1 (L, 3);
      double err = vc_dist (X1, Y, 3) / fmax (vc_norm (X1, 3), vc_norm (X0, 3));
      *c8 = dmax (*c8, err / tol);
      *c8w = dmax (*c8w, err);
      (*nst)++;
    }
  gp_state_free (x);
  gp_stepper_free (st);
}

/* ---- the settings: the paper's thirteen sets, or a variant's coefficients */
static const struct variant *V;
static gp_options vo;
static const char *v_rv;      /* the variant's rho-inf, or NULL */
static vc_program prog;
static const char *const SPEC = "the variant's coefficients alone, the amplification matrix "
  "at h/T = 1e-3 .. 1e3";

static void
setup (int mutant)
{
  mut = mutant;
  gsl_set_error_handler_off ();
  gp_analysis_switches sw = { 0, 0, 0, 0, 0 };
  sw.naive_one_minus_rho = mut == 0;
  gp_analysis_set_test_switches (&sw);
  V = vc_variant ();
  if (!V)
    return;
  gp_options_for (V->m, &vo);
  vc_variant_options (V->m, &vo);
  prog.method = V->m;
  v_rv = variant_value (V, "rho-inf");
}

/* the sweep: 40 points a decade over 1e-3 .. 1e3 (0.01 is k = 40); under a
   variant its coefficients alone (set 0) */
enum { NH = 241 };
static double rho[16][NH], omr[16][NH], hts[NH], v_rinf;

/* C1: the sweep (and the paper's data file) */
static void
m_sweep (void)
{
  for (int k = 0; k < NH; k++)
    hts[k] = pow (10.0, (k - 120) / 40.0);
  if (V)
    {
      const gp_coeffs *c = &vo.c;
      const char *name = V->name;
      tap_diag ("variant %s (method %s): alpha_m = %.17g, alpha_f = %.17g, beta = %.17g, gamma = "
                "%.17g", name, V->m->name, c->alpha_m, c->alpha_f, c->beta, c->gamma);
      for (int k = 0; k < NH; k++)
        if (gp_spectral_radius (c, omega_of (hts[k]), &rho[0][k], &omr[0][k]))
          tap_bail ("gp_spectral_radius failed for the variant at h/T = %g", hts[k]);
      double oinf;
      gp_spectral_radius (c, (double) INFINITY, &v_rinf, &oinf);
      for (int k = 0; k < NH; k += 40)
        tap_diag ("variant %s: h/T = %-7.3g rho = %.17g, 1 - rho = %.6g", name, hts[k],
                  rho[0][k], omr[0][k]);
      tap_diag ("variant %s: h/T = inf rho = %.17g", name, v_rinf);
      /* rho - 1 and -(1 - rho) both, so that a 1 - rho of the wrong sign
         shows; NaN stays NaN (fails) */
      double c1 = -1, at1 = 0;
      for (int k = 0; k < NH; k++)
        {
          double v = isnan (omr[0][k]) || isnan (rho[0][k]) ? (double) NAN
            : fmax (rho[0][k] - 1, -omr[0][k]);
          if (!(v <= c1))
            {
              c1 = v;
              at1 = hts[k];
              if (isnan (v))
                break;
            }
        }
      tap_diag ("variant %s: largest rho - 1 = %.3g at h/T = %.3g", name, c1, at1);
      vc_on (NULL, "%s", SPEC);
      vc_report ("C1", c1, " for the variant %s: max (rho - 1)", name);
      return;
    }
  add_ch (0, 1);
  add_ch (0.5, 1);
  add_ch (0.6, 1);
  add_ch (0.8, 1);
  add_ch (0.9, 1);
  add_ch (0.99, 1);
  add_ch (1, 1);
  add_hht (0, "hht_0", 0);
  add_hht (-0.05, "hht_-0.05", 0);
  add_hht (-0.3, "hht_-0.3", 1);
  add_hht (-1.0 / 3, "hht_-1/3", 0);
  add_newmark (0.25, 0.5, "newmark_0.25_0.5", 0);
  add_newmark (0.3025, 0.6, "newmark_0.3025_0.6", 1);
  for (int s = 0; s < nsets; s++)
    for (int k = 0; k < NH; k++)
      if (gp_spectral_radius (&sets[s].c, omega_of (hts[k]), &rho[s][k], &omr[s][k]))
        tap_bail ("gp_spectral_radius failed for %s at h/T = %g", sets[s].label, hts[k]);

  FILE *df = vc_data_open ("s003-spectrum-oscillator.dat", mut);
  if (df)
    {
      fprintf (df, "# S003-SPEC spectral radius of the amplification matrix on y'' = -w^2 y, "
               "Omega = 2 pi h/T; per set: rho and 1 - rho\n# h_over_T");
      for (int s = 0; s < nsets; s++)
        if (sets[s].plot)
          fprintf (df, " rho_%s omr_%s", sets[s].label, sets[s].label);
      fprintf (df, "\n");
      for (int k = 0; k < NH; k++)
        {
          fprintf (df, "%.17g", hts[k]);
          for (int s = 0; s < nsets; s++)
            if (sets[s].plot)
              fprintf (df, " %.17g %.17g", rho[s][k], omr[s][k]);
          fprintf (df, "\n");
        }
      fclose (df);
    }
  double c1 = -1;
  const char *c1w = "";
  for (int s = 0; s < nsets; s++)
    for (int k = 0; k < NH; k++)
      if (rho[s][k] - 1 > c1 || !(omr[s][k] >= 0))
        {
          c1 = omr[s][k] >= 0 ? rho[s][k] - 1 : (double) INFINITY;
          c1w = sets[s].label;
        }
  tap_diag ("largest rho - 1 over %d sets x %d values of h/T: %.3g (%s); for rho_inf = 1 "
            "and the trapezoidal rule rho = 1 exactly", nsets, NH, c1, c1w);
  vc_report ("C1", c1, " for the unconditionally stable sets: max (rho - 1)");
}

/* C2, C3: rho at infinity and the approach to it */
static void
m_inf (void)
{
  double c2 = 0, c3 = 0;
  if (V)
    {
      double prev = (double) INFINITY;
      for (int k = 160; k < NH; k++)
        {
          double dist = fabs (rho[0][k] - v_rinf);
          if (dist > prev)
            c3 = dmax (c3, (dist - prev) / U);
          prev = dist;
        }
      vc_on (NULL, "%s", SPEC);
      if (v_rv)
        vc_report ("C2", fabs (v_rinf - strtod (v_rv, NULL)) / U, " (the variant %s's rho_inf = "
                   "%s): |rho - rho_inf| / u", V->name, v_rv);
      vc_report ("C3", c3, " (rho_inf = rho(inf), the variant %s): largest increase / u",
                 V->name);
      return;
    }
  for (int s = 0; s < nsets; s++)
    {
      double r, o;
      gp_spectral_radius (&sets[s].c, (double) INFINITY, &r, &o);
      c2 = dmax (c2, fabs (r - sets[s].rho_inf) / U);
      double prev = (double) INFINITY;
      for (int k = 160; k < NH; k++)    /* h/T >= 10 */
        {
          double dist = fabs (rho[s][k] - sets[s].rho_inf);
          if (dist > prev)
            c3 = dmax (c3, (dist - prev) / U);
          prev = dist;
        }
      tap_diag ("%-20s rho(h/T = 1e3) = %.6f, rho(inf) = %.17g, rho_inf = %.17g", sets[s].label,
                rho[s][NH - 1], r, sets[s].rho_inf);
    }
  vc_report ("C2", c2, " of the set: max |rho - rho_inf| / u over %d sets", nsets);
  vc_report ("C3", c3, ": largest increase / u");
}

/* C4, C5: Exudyn, docs/theDoc/solver.tex: rho(h/T = 0.01) = 1 - 1.13e-9 (0.9),
   1 - 1.22e-7 (0.6), with T = 1/f, w = 2 pi f */
static void
exudyn (int i)
{
  static const double ex[2][2] = { { 0.9, 1.13e-9 }, { 0.6, 1.22e-7 } };
  gp_coeffs c;
  char why[128];
  double r, o;
  gp_coeffs_chung_hulbert (ex[i][0], &c, why, sizeof why);
  gp_spectral_radius (&c, omega_of (0.01), &r, &o);
  double lead = 0.5 * pow (TWO_PI * 0.01, 4) * pow ((1 - ex[i][0]) / (1 + ex[i][0]), 3);
  tap_diag ("rho_inf = %g, h/T = 0.01: 1 - rho = %.6e; leading order (Omega^4/2) "
            "((1-rho_inf)/(1+rho_inf))^3 = %.6e", ex[i][0], o, lead);
  vc_report (i ? "C5" : "C4", fabs (o / ex[i][1] - 1), ": relative difference");
}

static void
m_exudyn9 (void)
{
  exudyn (0);
}

static void
m_exudyn6 (void)
{
  exudyn (1);
}

/* C6: against the series at h/T = 1e-3 (k = 0) for the sets satisfying (20)
   (a variant's: its own); exactly zero where e2 = d = 0 */
static void
m_series (void)
{
  double c6 = 0;
  double W = omega_of (hts[0]) * omega_of (hts[0]);
  if (V)
    {
      double sv = series (&vo.c, W);
      c6 = sv == 0 ? (omr[0][0] == 0 ? 0 : (double) INFINITY) : fabs (omr[0][0] / sv - 1);
      if (sv == 0)
        for (int k = 0; k < NH; k++)
          c6 = dmax (c6, omr[0][k] == 0 ? 0 : (double) INFINITY);
      tap_diag ("variant %s, h/T = 1e-3: 1 - rho = %.10e, series %.10e", V->name, omr[0][0], sv);
      vc_on (NULL, "%s", SPEC);
      vc_report ("C6", c6, " for the variant %s (0 exactly without damping): relative "
                 "difference", V->name);
      return;
    }
  for (int s = 0; s < nsets; s++)
    {
      const gp_coeffs *c = &sets[s].c;
      if (fabs (c->gamma - 0.5 - c->alpha_f + c->alpha_m) > 1e-12)
        continue;                                   /* not (20): Newmark gamma = 0.6 */
      double sv = series (c, W), o = omr[s][0];
      double rel = sv == 0 ? (o == 0 ? 0 : (double) INFINITY) : fabs (o / sv - 1);
      tap_diag ("%-20s h/T = 1e-3: 1 - rho = %.10e, series %.10e, relative difference %.2e",
                sets[s].label, o, sv, rel);
      c6 = dmax (c6, rel);
      if (sv == 0)
        for (int k = 0; k < NH; k++)
          c6 = dmax (c6, omr[s][k] == 0 ? 0 : (double) INFINITY);
    }
  const set_t *nm = &sets[nsets - 1];
  tap_diag ("%s (not (20)): 1 - rho = %.6e against (gamma - 1/2) W / 2 = %.6e at h/T = 1e-3",
            nm->label, omr[nsets - 1][0], (nm->c.gamma - 0.5) * W / 2);
  vc_report ("C6", c6, " (rho_inf up to 0.99), 0 exactly without damping: max relative "
             "difference");
}

/* C7: library eigenvalues against GSL's eigenvalues of L^-1 R, for the sets
   and for three sets outside every family: the first has a root 0 at
   W = 10, where p0 = am + W af (1/2 + beta - gamma) cancels (a variant's
   coefficients alone) */
static void
m_eig (void)
{
  double c7 = 0, c7w = 0;
  int n7 = 0;
  static const double c7h[] = { 1e-3, 1e-2, 0.1, 1, 10, 100 };
  static const gp_coeffs gen[3] = { { 0.2, -0.2, 0.9, 1.3, 0, 0 }, { -0.6, 0.49, 0.3, 0.55, 0, 0 },
                                    { 0.4, 0.1, 0.15, 0.8, 0, 0 } };
  const double genO[4] = { 0.01, 0.3, sqrt (10.0), 30 };
  gsl_eigen_nonsymm_workspace *ew = gsl_eigen_nonsymm_alloc (3);
  gsl_vector_complex *ev = gsl_vector_complex_alloc (3);
  int ns = V ? 1 : nsets + 3;
  for (int s = 0; s < ns; s++)
    for (int k = 0; k < (V || s < nsets ? 6 : 4); k++)
      {
        const gp_coeffs *c = V ? &vo.c : s < nsets ? &sets[s].c : &gen[s - nsets];
        double O = V || s < nsets ? omega_of (c7h[k]) : genO[k], dist;
        c7 = dmax (c7, eig_check (c, O, ew, ev, &dist));
        c7w = dmax (c7w, dist);
        n7++;
      }
  gsl_eigen_nonsymm_free (ew);
  gsl_vector_complex_free (ev);
  tap_diag ("largest distance of a library eigenvalue from GSL's: %.3g", c7w);
  if (V)
    {
      vc_on (NULL, "%s", SPEC);
      vc_report ("C7", c7, " for the variant %s at h/T in {1e-3 .. 100}: distance / (100 u "
                 "|A|_1 / sep^2)", V->name);
    }
  else
    vc_report ("C7", c7, " in %d cases (the sets at h/T in {1e-3 .. 100}, three general sets, "
               "one with a root 0): distance / (100 u |A|_1 / sep^2)", n7);
}

/* C8: steps of `ga` (a variant's method) on the oscillator (w = 1, so
   h = Omega) against L^-1 R */
static void
m_steps (void)
{
  const gp_problem *P = gp_problem_by_name ("oscillator");
  static const double c8h[] = { 0.01, 0.1, 1, 10 };
  double c8 = 0, c8w = 0;
  int nst = 0;
  if (V)
    {
      for (int k = 0; k < 4; k++)
        c8_steps (V->m, P, &vo, omega_of (c8h[k]), &c8, &c8w, &nst);
      vc_on (P, "6 steps at each h/T = 0.01, 0.1, 1, 10 (the state reset at step 3)%s%s",
             V->have_steps || V->have_h0 || V->have_levels || V->have_t_end
             ? ", the variant's steps not used" : "", V->params
             && strcmp (V->P->name, P->name) == 0 ? ", the problem's default parameters" : "");
      tap_diag ("largest relative difference of a %s step from L^-1 R x: %.3g", V->m->name, c8w);
      vc_report ("C8", c8, " %s (method %s) on oscillator (h/T in {.01 .. 10}) equal L^-1 R x in "
                 "(y, h z, h^2 a): difference / (64 u cond1(L))", V->name, V->m->name);
      return;
    }
  const gp_method *ga = gp_method_by_name ("ga");
  if (!ga || !P)
    {
      vc_report_skip ("C8", "method ga or problem oscillator not in the library", "%s", "");
      return;
    }
  static const double rs[] = { 0, 0.5, 0.9, 1 };
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < 4; k++)
      {
        gp_options o;
        char why[128];
        gp_options_default (&o);
        gp_coeffs_chung_hulbert (rs[i], &o.c, why, sizeof why);
        c8_steps (ga, P, &o, omega_of (c8h[k]), &c8, &c8w, &nst);   /* w = 1 */
      }
  tap_diag ("largest relative difference of a ga step from L^-1 R x: %.3g", c8w);
  vc_report ("C8", c8, " (rho_inf in {0, .5, .9, 1}, h/T in {.01 .. 10}) equal L^-1 R x in (y, "
             "h z, h^2 a): difference / (64 u cond1(L))");
}

/* C2 compares with the variant's rho-inf */
static vc_not_about
not_about (const vc_claim *c)
{
  if (strcmp (c->id, "C2") == 0 && !v_rv)
    return (vc_not_about) { "it gives explicit coefficients, no rho_inf to compare with (rho at "
                            "infinity is sigma's largest root modulus: S003-L1)",
                            "not run: the variant gives no rho_inf" };
  return (vc_not_about) { NULL, NULL };
}

/* ---- the claims (theory/s003-spectrum-oscillator.md's table states them) -- */
#define COEFS "options (alpha_m, alpha_f, beta, gamma)"
static const vc_claim claims[] = {
  { .id = "C1", .theorem = "S003-SPEC", .takes = COEFS, .measure = m_sweep, .check = VC_LE,
    .target = 0, .text = "rho <= 1 and 1 - rho >= 0 at every h/T in [1e-3, 1e3]" },
  { .id = "C2", .takes = "options (rho-inf)", .measure = m_inf, .check = VC_LE, .target = 16,
    .text = "rho at h/T = inf equals rho_inf" },
  { .id = "C3", .theorem = "S003-SPEC", .takes = COEFS, .measure = m_inf, .check = VC_LE,
    .target = 0, .text = "|rho - rho_inf| never increases over h/T in [10, 1e3]" },
  { .id = "C4", .skip = { "Exudyn's documented value for CH(0.9)",
                          "not run: Exudyn's values for CH(0.9), CH(0.6)" },
    .measure = m_exudyn9, .check = VC_LE, .target = 0.01,
    .text = "1 - rho at h/T = 0.01, rho_inf = 0.9, against Exudyn's 1.13e-09" },
  { .id = "C5", .skip = { "Exudyn's documented value for CH(0.6)",
                          "not run: Exudyn's values for CH(0.9), CH(0.6)" },
    .measure = m_exudyn6, .check = VC_LE, .target = 0.01,
    .text = "1 - rho at h/T = 0.01, rho_inf = 0.6, against Exudyn's 1.22e-07" },
  { .id = "C6", .theorem = "S003-SPEC", .takes = COEFS, .measure = m_series, .check = VC_LE,
    .target = 1e-10, .text = "1 - rho at h/T = 1e-3 against its series to O(W^3)" },
  { .id = "C7", .takes = COEFS, .measure = m_eig, .check = VC_LE, .target = 1,
    .text = "the library's amplification eigenvalues are GSL's eigenvalues of L^-1 R" },
  { .id = "C8", .takes = "options, its method (problem oscillator)", .measure = m_steps,
    .check = VC_LE, .target = 1, .text = "96 steps of the library's ga on oscillator",
    .vcheck = VC_LE, .vtarget = 1, .vtext = "24 steps of the variant" },
};

static vc_program prog = {
  .id = "S003-SPEC",
  .problem = "C8: oscillator; *: none",
  .methods = "ga ga-i3", .mutants = mutants,
  .nmut = (int) (sizeof mutants / sizeof *mutants), .claims = claims,
  .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
  .not_about = not_about, .method = &gp_method_ga, .options = &vo,
};

int
main (int argc, char **argv)
{
  return vc_run (argc, argv, &prog);
}
