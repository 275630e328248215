/* gp_analysis.c -- convergence-order fits, condition numbers, and the roots
   of the characteristic polynomials and amplification matrices. */
#include <math.h>
#include <stdio.h>
#include <gsl/gsl_linalg.h>
#include <gsl/gsl_poly.h>
#include <gsl/gsl_eigen.h>
#include "galpha.h"

double
gp_lsq_order (const double *h, const double *e, int lo, int hi)
{
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  int m = hi - lo + 1;
  for (int i = lo; i <= hi; i++)
    {
      double x = log (h[i]), y = log (e[i]);
      sx += x; sy += y; sxx += x * x; sxy += x * y;
    }
  return (m * sxy - sx * sy) / (m * sxx - sx * sx);
}

/* The one rule of the project for the asymptotic range of a convergence
   table (finest three levels, extended while within SLACK of the finest
   pairwise order): pre-asymptotic coarse levels and nothing else are dropped. */
#define RANGE_SLACK 0.1

int
gp_asymptotic_range (const double *h, const double *e, int L)
{
  if (L < 3)
    return 0;
  double finest = log (e[L - 1] / e[L - 2]) / log (h[L - 1] / h[L - 2]);
  int lo = L - 3;
  while (lo > 0)
    {
      double p = log (e[lo] / e[lo - 1]) / log (h[lo] / h[lo - 1]);
      if (!(fabs (p - finest) <= RANGE_SLACK))
        break;
      lo--;
    }
  return lo;
}

double
gp_order_fit (const double *h, const double *e, int L, int *lo)
{
  int l = gp_asymptotic_range (h, e, L);
  if (lo)
    *lo = l;
  return L >= 2 ? gp_lsq_order (h, e, l, L - 1) : (double) NAN;
}

double
gp_cond1 (const double *A, size_t n)
{
  gsl_matrix *LU = gsl_matrix_alloc (n, n);
  gsl_matrix *inv = gsl_matrix_alloc (n, n);
  gsl_permutation *p = gsl_permutation_alloc (n);
  int sgn;
  double na = 0, ni = 0;
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      gsl_matrix_set (LU, i, j, A[i * n + j]);
  gsl_linalg_LU_decomp (LU, p, &sgn);
  double cond = (double) INFINITY;
  for (size_t i = 0; i < n; i++)
    if (!(gsl_matrix_get (LU, i, i) != 0.0 && isfinite (gsl_matrix_get (LU, i, i))))
      goto out;                 /* exactly singular: GSL would raise an error */
  gsl_linalg_LU_invert (LU, p, inv);
  for (size_t j = 0; j < n; j++)
    {
      double ca = 0, ci = 0;
      for (size_t i = 0; i < n; i++)
        {
          ca += fabs (A[i * n + j]);
          ci += fabs (gsl_matrix_get (inv, i, j));
        }
      na = fmax (na, ca);
      ni = fmax (ni, ci);
    }
  cond = na * ni;
out:
  gsl_matrix_free (LU);
  gsl_matrix_free (inv);
  gsl_permutation_free (p);
  return cond;
}

/* Roots of sum_k coef[k] z^k after dropping vanishing leading coefficients. */
static int
poly_roots (const double *coef, int deg, double *roots, int *nroots)
{
  while (deg > 0 && coef[deg] == 0.0)
    deg--;
  *nroots = deg;
  if (deg == 0)
    return GP_OK;
  if (deg == 1)
    {
      roots[0] = -coef[0] / coef[1];
      roots[1] = 0.0;
      return GP_OK;
    }
  gsl_poly_complex_workspace *w = gsl_poly_complex_workspace_alloc (deg + 1);
  int rc = gsl_poly_complex_solve (coef, deg + 1, w, roots);
  gsl_poly_complex_workspace_free (w);
  return rc == 0 ? GP_OK : GP_EINVAL;
}

int
gp_coeffs_roots_check (const gp_coeffs *c, char *why, size_t len)
{
  if (c->alpha_m == 1.0)
    {
      snprintf (why, len, "alpha_m = 1 violates alpha_m != 1 (rho(z) degenerates)");
      return GP_EINVAL;
    }
  if (c->alpha_f == 1.0)
    {
      snprintf (why, len, "alpha_f = 1 violates alpha_f != 1 (sigma(z) degenerates)");
      return GP_EINVAL;
    }
  return GP_OK;
}

int
gp_roots_rho (const gp_coeffs *c, double roots[4], int *nroots)
{
  /* seed 003 (14): a0 = -am, a1 = -1 + 2 am, a2 = 1 - am */
  double a[3] = { -c->alpha_m, -1.0 + 2.0 * c->alpha_m, 1.0 - c->alpha_m };
  return poly_roots (a, 2, roots, nroots);
}

int
gp_roots_sigma (const gp_coeffs *c, double roots[6], int *nroots)
{
  /* seed 003 (19) */
  double af = c->alpha_f, b = c->beta, g = c->gamma;
  double bp[4] = {
    af * (0.5 + b - g),
    (1 - af) * (0.5 + b - g) + af * (0.5 - 2 * b + g),
    (1 - af) * (0.5 - 2 * b + g) + af * b,
    (1 - af) * b
  };
  return poly_roots (bp, 3, roots, nroots);
}

int
gp_amplification_eigs (const gp_coeffs *c, double Omega, double eig[6])
{
  /* L x1 = R x0 with x = (y, h z, h^2 a) for y'' = -w^2 y, Omega = w h.
     For Omega -> inf the third rows are divided by Omega^2 first. */
  double am = c->alpha_m, af = c->alpha_f, b = c->beta, g = c->gamma;
  double s3, r3a, d3;               /* row 3: s3*Y1 + d3*A1 = r3y*Y0 + r3a*A0 */
  double r3y;
  if (isinf (Omega))
    { s3 = 1 - af; d3 = 0; r3y = -af; r3a = 0; }
  else
    { double O2 = Omega * Omega; s3 = O2 * (1 - af); d3 = 1 - am;
      r3y = -O2 * af; r3a = -am; }
  double Ld[9] = { 1, 0, -b,  0, 1, -g,  s3, 0, d3 };
  double Rd[9] = { 1, 1, 0.5 - b,  0, 1, 1 - g,  r3y, 0, r3a };
  gsl_matrix_view L = gsl_matrix_view_array (Ld, 3, 3);
  gsl_matrix_view R = gsl_matrix_view_array (Rd, 3, 3);
  gsl_matrix *A = gsl_matrix_alloc (3, 3);
  gsl_permutation *p = gsl_permutation_alloc (3);
  gsl_vector_complex *ev = gsl_vector_complex_alloc (3);
  gsl_eigen_nonsymm_workspace *w = gsl_eigen_nonsymm_alloc (3);
  int sgn, rc = GP_OK;
  gsl_linalg_LU_decomp (&L.matrix, p, &sgn);
  if (gsl_linalg_LU_det (&L.matrix, sgn) == 0.0)
    { rc = GP_ESING; goto out; }
  for (size_t j = 0; j < 3; j++)
    {
      gsl_vector_view col = gsl_matrix_column (&R.matrix, j);
      gsl_vector_view dst = gsl_matrix_column (A, j);
      gsl_linalg_LU_solve (&L.matrix, p, &col.vector, &dst.vector);
    }
  if (gsl_eigen_nonsymm (A, ev, w) != 0)
    { rc = GP_EINVAL; goto out; }
  for (size_t i = 0; i < 3; i++)
    {
      gsl_complex z = gsl_vector_complex_get (ev, i);
      eig[2 * i] = GSL_REAL (z);
      eig[2 * i + 1] = GSL_IMAG (z);
    }
out:
  gsl_matrix_free (A);
  gsl_permutation_free (p);
  gsl_vector_complex_free (ev);
  gsl_eigen_nonsymm_free (w);
  return rc;
}
