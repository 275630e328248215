/* gp_analysis.h -- the seed-specific analysis of the library, which a
 * program that only integrates does not need: the decay factors of seed
 * 000, order fits, condition numbers, the characteristic roots of seed
 * 003's multistep form and the amplification matrix on the oscillator
 * (gp_analysis.c; theory/s003-lemma-1.md, s003-spectrum-oscillator.md).
 * Never prints; only gp_cond1 allocates.
 */
#ifndef GP_ANALYSIS_H
#define GP_ANALYSIS_H

#include "galpha.h"

/* The moduli of the three decay factors of seed 000 Thm 6.1. */
double gp_coeffs_r_gamma (const gp_coeffs *c);    /* |(gamma-1)/gamma| */
double gp_coeffs_r_alpha_m (const gp_coeffs *c);  /* |alpha_m/(alpha_m-1)| */
double gp_coeffs_r_alpha_f (const gp_coeffs *c);  /* |alpha_f/(alpha_f-1)| */

/* ---- order fits, conditioning, roots and spectra ----------------------- */
/* Least-squares slope of log(e) against log(h) over indices [lo, hi]. */
double gp_lsq_order (const double *h, const double *e, int lo, int hi);
/* The one asymptotic-range rule of the project: the finest three levels,
   extended to coarser levels while each added pairwise order lies within 0.1
   of the finest pairwise order.  Returns lo (the range is lo .. L-1). */
int gp_asymptotic_range (const double *h, const double *e, int L);
/* The least-squares order over the asymptotic range; *lo gets its start. */
double gp_order_fit (const double *h, const double *e, int L, int *lo);
/* 1-norm condition number of a square matrix (the LU and solves of the
   dense kernel, gp_dense.c: ||A^-1||_1 from the solves with e_j);
   INFINITY when exactly singular, NAN for n = 0 or when its workspace
   cannot be allocated. */
double gp_cond1 (const double *A, size_t n);

/* Characteristic polynomials of the multistep form (seed 003, eqs 21-22):
   rho(z) = sum a_k z^k (2 roots), sigma(z) = sum b'_k z^k (3 roots, fewer if
   the leading coefficient vanishes), roots as (re, im) pairs, exact to
   rounding from their factorizations (theory/s003-lemma-1.md: the
   Chung-Hulbert triple root -rho_inf comes out to rounding). */
int gp_roots_rho (const gp_coeffs *c, double roots[4], int *nroots);
/* The hypotheses of the root analysis: alpha_m != 1 (rho(z) degenerates) and
   alpha_f != 1 (sigma(z) degenerates); GP_EINVAL with why filled otherwise. */
int gp_coeffs_roots_check (const gp_coeffs *c, char *why, size_t len);
int gp_roots_sigma (const gp_coeffs *c, double roots[6], int *nroots);
/* sigma's coefficients b'_0..b'_3 as seed 003 (19) prints them. */
void gp_sigma_coeffs (const gp_coeffs *c, double bp[4]);
/* Roots of a x^2 + b x + c as (re, im) pairs by the stable formula
   (theory/s003-lemma-1.md); one root when a = 0, none when a = b = 0.
   GP_EINVAL for a non-finite coefficient. */
int gp_quadratic_roots (double a, double b, double c, double roots[4], int *nroots);
/* The amplification matrix of the method on y'' = -w^2 y in the variables
   (y, h z, h^2 a) at Omega = w h: one step solves L x1 = R x0 with
     L = [1 0 -beta; 0 1 -gamma; W(1-af) 0 1-am],
     R = [1 1 1/2-beta; 0 1 1-gamma; -W af 0 -am],  W = Omega^2,
   and det(z L - R) = (z - 1) rho(z) + W sigma(z).  p[0..3] are its
   coefficients (Omega = INFINITY: sigma's, the limit of p / W). */
void gp_amplification_charpoly (const gp_coeffs *c, double Omega, double p[4]);
/* Its eigenvalues at Omega >= 0 (INFINITY: h -> inf, sigma's roots; 0: 1, 1
   and -am/(1-am)).  GP_ESING where det L = 0 (the step is not defined),
   GP_EINVAL for Omega < 0 or NaN. */
int gp_amplification_eigs (const gp_coeffs *c, double Omega, double eig[6]);
/* Its spectral radius rho and 1 - rho, the latter never formed as 1 - rho
   (theory/s003-spectrum-oscillator.md).  Errors as gp_amplification_eigs. */
int gp_spectral_radius (const gp_coeffs *c, double Omega, double *rho,
                        double *one_minus_rho);

#endif
