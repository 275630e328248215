/* gp_analysis.c -- convergence-order fits, condition numbers, and the roots
   of the characteristic polynomials and amplification matrices. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "gp_method.h"
#include "gp_testing.h"

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
  /* the LU and the solves of the library's dense kernel (gp_dense.c):
     ||A^-1||_1 as the largest column sum of the solves with e_j */
  double *LU = malloc ((n * n + n + 1) * sizeof (double));
  size_t *piv = malloc ((n + 1) * sizeof (size_t));
  double cond = (double) NAN;
  if (!LU || !piv || n == 0)   /* an empty matrix has no condition number */
    goto out;
  memcpy (LU, A, n * n * sizeof (double));
  cond = (double) INFINITY;
  if (gp_lu_factor (LU, n, piv) != 0)
    goto out;                   /* a zero or non-finite pivot: singular */
  double na = 0, ni = 0, *col = LU + n * n;
  for (size_t j = 0; j < n; j++)
    {
      double ca = 0, ci = 0;
      for (size_t i = 0; i < n; i++)
        col[i] = i == j ? 1.0 : 0.0;
      gp_lu_solve (LU, n, piv, col);
      for (size_t i = 0; i < n; i++)
        {
          ca += fabs (A[i * n + j]);
          ci += fabs (col[i]);
        }
      na = fmax (na, ca);
      ni = fmax (ni, ci);
    }
  cond = na * ni;
out:
  free (LU);
  free (piv);
  return cond;
}

/* ---- roots, exact to rounding by structure -------------------------------
   theory/s003-lemma-1.md says why each formula below is exact to rounding:
   linear factors give their root by one division, quadratics by the stable
   formula with a discriminant formed by error-free transformations, and the
   cubic of the amplification matrix is solved on its structured form
   p(z) = (z - 1) rho(z) + W sigma(z).  Nothing here is a generic solver on a
   multiple root, which loses all but a third of the digits. */

#define U 0x1p-53               /* unit roundoff of binary64 */

static gp_analysis_switches sw;   /* deliberately wrong variants (gp_testing.h) */

void
gp_analysis_set_test_switches (const gp_analysis_switches *t)
{
  static const gp_analysis_switches none;
  sw = t ? *t : none;
}

/* a + b = *s + *e and a b = *p + *e exactly (Knuth; fma) */
static void
two_sum (double a, double b, double *s, double *e)
{
  *s = a + b;
  double z = *s - a;
  *e = (a - (*s - z)) + (b - z);
}

static void
two_prod (double a, double b, double *p, double *e)
{
  *p = a * b;
  *e = fma (a, b, -*p);
}

/* A sum whose every addition error is carried along (Neumaier): relative
   error about u plus n u^2 sum|x| / |sum|. */
static double
acc_sum (const double *x, int n)
{
  double s = 0, c = 0;
  for (int i = 0; i < n; i++)
    {
      double e;
      two_sum (s, x[i], &s, &e);
      c += e;
    }
  return s + c;
}

/* b^2 - 4ac to about one rounding of its own value */
static double
disc_acc (double a, double b, double c)
{
  double p, e, q, f;
  two_prod (b, b, &p, &e);
  two_prod (4 * a, c, &q, &f);
  double x[4] = { p, -q, e, -f };
  return acc_sum (x, 4);
}

/* Roots of a x^2 + b x + c with the discriminant d given: q = -(b + sign(b)
   sqrt d)/2 adds numbers of one sign, so the roots q/a and c/q are exact to
   rounding; d = 0 is the double root -b/(2a). */
static void
quad_core (double a, double b, double c, double d, double *r, int *n)
{
  if (a == 0.0)
    {
      *n = b == 0.0 ? 0 : 1;
      if (*n)
        {
          r[0] = -c / b;
          r[1] = 0;
        }
      return;
    }
  *n = 2;
  r[1] = r[3] = 0;
  if (d < 0)
    {
      r[0] = r[2] = -b / (2 * a);
      r[1] = sqrt (-d) / (2 * fabs (a));
      r[3] = -r[1];
    }
  else if (d == 0)
    r[0] = r[2] = -b / (2 * a);
  else if (sw.naive_quadratic)
    {
      r[0] = (-b + sqrt (d)) / (2 * a);
      r[2] = (-b - sqrt (d)) / (2 * a);
    }
  else
    {
      double q = -0.5 * (b + copysign (sqrt (d), b));   /* |q| >= sqrt(d)/2 > 0 */
      r[0] = q / a;
      r[2] = c / q;
    }
}

int
gp_quadratic_roots (double a, double b, double c, double roots[4], int *nroots)
{
  if (!(isfinite (a) && isfinite (b) && isfinite (c)))
    return GP_EINVAL;
  quad_core (a, b, c, disc_acc (a, b, c), roots, nroots);
  return GP_OK;
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
  /* rho(z) = ((1 - am) z + am)(z - 1), seed 003 (21) */
  double am = c->alpha_m;
  roots[0] = 1;
  roots[1] = 0;
  *nroots = 1;
  if (1 - am != 0)
    {
      roots[2] = (sw.rho_root_sign ? am : -am) / (1 - am);
      roots[3] = 0;
      *nroots = 2;
    }
  return GP_OK;
}

void
gp_sigma_coeffs (const gp_coeffs *c, double bp[4])
{
  /* seed 003 (19) */
  double af = c->alpha_f, b = c->beta, g = c->gamma;
  bp[0] = af * (0.5 + b - g);
  bp[1] = (1 - af) * (0.5 + b - g) + af * (0.5 - 2 * b + g);
  bp[2] = (1 - af) * (0.5 - 2 * b + g) + af * b;
  bp[3] = (1 - af) * b;
}

/* The discriminant (1/2 + gamma)^2 - 4 beta of sigma's quadratic factor
   (Lemma 1), formed exactly up to one rounding.  Within the rounding of beta
   and gamma it is zero: that is the double root of the Chung-Hulbert family,
   beta = (1/2 + gamma)^2 / 4, whose computed coefficients miss the family by
   up to about 4 u; the bound 16 u is four times that. */
static double
sigma_disc (const gp_coeffs *c)
{
  double s, es, p, ep;
  two_sum (0.5, c->gamma, &s, &es);
  two_prod (s, s, &p, &ep);
  double x[4] = { p, ep, 2 * s * es, -4 * c->beta };
  double d = acc_sum (x, 4);
  if (!sw.no_snap && fabs (d) <= 16 * U * fmax (p, 4 * fabs (c->beta)))
    d = 0;
  return d;
}

int
gp_roots_sigma (const gp_coeffs *c, double roots[6], int *nroots)
{
  /* sigma(z) = ((1-af) z + af)(beta z^2 + (1/2+g-2b) z + (1/2-g+b)), Lemma 1 */
  double af = c->alpha_f, b = c->beta, g = c->gamma;
  int k = 0, nq;
  if (1 - af != 0)
    {
      roots[0] = (sw.linear_root_sign ? af : -af) / (1 - af);
      roots[1] = 0;
      k = 1;
    }
  quad_core (b, 0.5 + g - 2 * b, 0.5 - g + b, sigma_disc (c), roots + 2 * k, &nq);
  *nroots = k + nq;
  return GP_OK;
}

/* ---- the amplification matrix on y'' = -w^2 y ---------------------------
   One step in x = (y, h z, h^2 a) is L x1 = R x0 with
     L = [1 0 -b; 0 1 -g; W(1-af) 0 1-am],  R = [1 1 1/2-b; 0 1 1-g; -W af 0 -am],
   W = (w h)^2, and det(z L - R) = (z - 1) rho(z) + W sigma(z). */
typedef struct
{
  double am, af, b, g, W;
} amp_t;

static double complex
amp_eval (const amp_t *A, double complex z, double complex *dp)
{
  double b1 = 0.5 + A->g - 2 * A->b;
  double complex zm = z - 1, G = (1 - A->am) * z + A->am, F = (1 - A->af) * z + A->af;
  double complex Q = (A->b * z + b1) * z + (0.5 - A->g + A->b);
  if (dp)
    *dp = zm * (2 * G + zm * (1 - A->am))
          + A->W * ((1 - A->af) * Q + F * (2 * A->b * z + b1));
  return zm * zm * G + A->W * F * Q;
}

static double
amp_eval_real (const amp_t *A, double z, double *dp)
{
  double complex d, f = amp_eval (A, z, &d);
  *dp = creal (d);
  return creal (f);
}

void
gp_amplification_charpoly (const gp_coeffs *c, double Omega, double p[4])
{
  double am = c->alpha_m, bp[4];
  gp_sigma_coeffs (c, bp);
  if (isinf (Omega))
    {
      for (int k = 0; k < 4; k++)
        p[k] = bp[k];
      return;
    }
  double W = Omega * Omega, g[4] = { am, 1 - 3 * am, 3 * am - 2, 1 - am };
  for (int k = 0; k < 4; k++)
    p[k] = g[k] + W * bp[k];
}

/* The real root of the cubic, bracketed (p(1) = W > 0, and p has the sign
   of -p3 far to the left of 1, of p3 far to the right) and found by Newton
   kept inside the bracket. */
static double
amp_real_root (const amp_t *A, double p3)
{
  double dir = p3 > 0 ? -1 : 1, step = 1, lo = 1 + dir, d;
  for (int i = 0; i < 2100 && amp_eval_real (A, lo, &d) > 0; i++)
    {
      step *= 2;
      lo = 1 + dir * step;
    }
  double neg = lo, pos = 1, x = 0.5 * (neg + pos);   /* p(neg) <= 0 < p(pos) */
  for (int i = 0; i < 400; i++)
    {
      double f = amp_eval_real (A, x, &d);
      if (f == 0)
        return x;
      if (f < 0)
        neg = x;
      else
        pos = x;
      double xn = x - f / d;
      if (!(xn > fmin (neg, pos) && xn < fmax (neg, pos)))
        xn = neg + 0.5 * (pos - neg);
      if (xn == x || fabs (xn - x) <= 2 * U * fabs (x))
        return xn;
      x = xn;
    }
  return x;
}

/* Newton on the structured form while the residual decreases. */
static double complex
amp_polish (const amp_t *A, double complex z)
{
  double complex d, f = amp_eval (A, z, &d);
  for (int i = 0; i < 8 && f != 0 && d != 0; i++)
    {
      double complex dn, zn = z - f / d, fn = amp_eval (A, zn, &dn);
      if (!(cabs (fn) < cabs (f)))
        break;
      z = zn;
      f = fn;
      d = dn;
    }
  return z;
}

int
gp_amplification_eigs (const gp_coeffs *c, double Omega, double eig[6])
{
  double am = c->alpha_m;
  if (!(Omega >= 0))
    return GP_EINVAL;
  if (Omega == 0)
    {
      /* (z - 1) rho(z): 1, 1 and -am/(1-am) */
      if (1 - am == 0)
        return GP_ESING;
      double r[4];
      int n;
      gp_roots_rho (c, r, &n);
      double e[6] = { 1, 0, 1, 0, r[2], 0 };
      for (int i = 0; i < 6; i++)
        eig[i] = e[i];
      return GP_OK;
    }
  double W = Omega * Omega;
  if (isinf (W))
    {
      /* the third row divided by W: sigma's roots */
      int n;
      if ((1 - c->alpha_f) * c->beta == 0)
        return GP_ESING;
      gp_roots_sigma (c, eig, &n);
      return n == 3 ? GP_OK : GP_ESING;
    }
  double p[4];
  gp_amplification_charpoly (c, Omega, p);
  if (p[3] == 0 || !isfinite (p[3]))
    return GP_ESING;     /* det L = p3: the step is not defined */
  amp_t A = { am, c->alpha_f, c->beta, c->gamma, W };
  double r = amp_real_root (&A, p[3]);
  /* deflate p = (z - r)(p3 z^2 + q1 z + q0) both ways: from the top
     (q1 = p2 + r p3, q0 = p1 + r q1; errors grow like |r|, stable when r is
     the smaller root) and from the bottom (q0 = -p0/r, q1 = (q0 - p1)/r;
     stable when r is the larger); the pair whose polished roots leave the
     smaller residual in p is kept */
  double best = (double) INFINITY;
  for (int way = 0; way < 2; way++)
    {
      double q1, q0, qr[4], e[4];
      int nq;
      if (way == 0)
        {
          q1 = p[2] + r * p[3];
          q0 = p[1] + r * q1;
        }
      else
        {
          if (r == 0)
            continue;
          q0 = -p[0] / r;
          q1 = (q0 - p[1]) / r;
        }
      quad_core (p[3], q1, q0, disc_acc (p[3], q1, q0), qr, &nq);
      if (nq != 2 || !isfinite (qr[0]) || !isfinite (qr[2]))
        continue;
      if (qr[1] != 0)
        {
          double complex z = amp_polish (&A, qr[0] + fabs (qr[1]) * (double complex) I);
          e[0] = e[2] = creal (z);
          e[1] = fabs (cimag (z));
          e[3] = -e[1];
        }
      else
        for (int k = 0; k < 2; k++)
          {
            e[2 * k] = creal (amp_polish (&A, qr[2 * k]));
            e[2 * k + 1] = 0;
          }
      double res = 0;
      for (int k = 0; k < 2; k++)
        {
          double complex z = e[2 * k] + e[2 * k + 1] * (double complex) I;
          double az = cabs (z);
          double scale = fabs (p[0]) + az * (fabs (p[1]) + az * (fabs (p[2]) + az * fabs (p[3])));
          /* scale = 0 at the root z = 0 of a p with p0 = 0 (alpha_m = alpha_f
             = 0): the residual there is exactly 0, not 0/0 */
          double pz = cabs (amp_eval (&A, z, NULL));
          double q = scale > 0 ? pz / scale : pz == 0 ? 0.0 : (double) INFINITY;
          res = q >= 0 ? fmax (res, q) : (double) INFINITY;   /* NaN: overflow */
        }
      if (res < best)
        {
          best = res;
          for (int k = 0; k < 4; k++)
            eig[2 + k] = e[k];
        }
    }
  eig[0] = r;
  eig[1] = 0;
  if (!isfinite (best))
    return GP_EINVAL;
  return GP_OK;
}

/* R(1) for the polynomial R whose roots are the products of two roots of
   the amplification polynomial p: with a complex pair (l, conj l) and the
   real root r,  R(1) = p3^2 (1 - |l|^2) |1 - l r|^2,  and in closed form
     R(1) = W d + (W^2/4) (2 gamma - 1) (2 af^2 + 2 beta - af (2 gamma + 1)),
   d = gamma - 1/2 - af + am (zero under (20)).  d and the last factor are
   sums formed with their rounding errors carried, so R(1) is exact to
   rounding even where 1 - |l| is 1e-13. */
static double
pair_defect (const gp_coeffs *c, double W)
{
  double af = c->alpha_f, g = c->gamma, p1, e1, p2, e2;
  double xd[4] = { g, -0.5, -af, c->alpha_m };
  two_prod (af, af, &p1, &e1);
  two_prod (af, g, &p2, &e2);
  double xe[6] = { 2 * p1, 2 * e1, 2 * c->beta, -2 * p2, -2 * e2, -af };
  return W * acc_sum (xd, 4) + 0.25 * W * W * (2 * g - 1) * acc_sum (xe, 6);
}

/* 1 - z_i for real roots z of a polynomial with value v1 at 1 and vm1 at -1
   and leading coefficient lead: (1 - z_i) = v1 / (lead prod_{j != i}(1 - z_j)),
   (1 + z_i) = -vm1 / (lead prod_{j != i}(1 + z_j)) (degree 3; the sign of
   vm1's factor flips with the degree), so 1 - |z_i| needs no subtraction of
   |z_i| from 1. */
static double
one_minus_abs_real (double zi, double oj, double ok, double lead, double v1,
                    double vm1, int deg)
{
  double den;
  if (zi >= 0)
    {
      den = lead * (1 - oj) * (deg == 3 ? 1 - ok : 1);
      return den != 0 ? v1 / den : 1 - fabs (zi);
    }
  den = lead * (1 + oj) * (deg == 3 ? 1 + ok : 1);
  return den != 0 ? (deg == 3 ? -vm1 : vm1) / den : 1 - fabs (zi);
}

int
gp_spectral_radius (const gp_coeffs *c, double Omega, double *rho, double *one_minus_rho)
{
  double e[6], om[3], md[3];
  int rc = gp_amplification_eigs (c, Omega, e);
  if (rc != GP_OK)
    return rc;
  double am = c->alpha_m, af = c->alpha_f, b = c->beta, g = c->gamma;
  for (int i = 0; i < 3; i++)
    md[i] = hypot (e[2 * i], e[2 * i + 1]);
  if (Omega == 0)
    {
      /* roots 1, 1 and -am/(1-am) */
      om[0] = om[1] = 0;
      om[2] = e[4] >= 0 ? 1 / (1 - am) : (1 - 2 * am) / (1 - am);
    }
  else if (isinf (Omega * Omega))
    {
      /* sigma: -af/(1-af), then the quadratic with Q(1) = 1, Q(-1) = 4b - 2g */
      om[0] = e[0] >= 0 ? 1 / (1 - af) : (1 - 2 * af) / (1 - af);
      if (e[3] != 0)
        om[1] = om[2] = (g - 0.5) / b / (1 + md[1]);
      else if (e[2] == e[4])
        om[1] = om[2] = e[2] >= 0 ? (0.5 + g) / (2 * b) : (4 * b - 0.5 - g) / (2 * b);
      else
        for (int k = 0; k < 2; k++)
          om[1 + k] = one_minus_abs_real (e[2 + 2 * k], e[4 - 2 * k], 0, b, 1,
                                          4 * b - 2 * g, 2);
    }
  else
    {
      double W = Omega * Omega, p[4];
      gp_amplification_charpoly (c, Omega, p);
      double pm1 = 4 * (2 * am - 1) + W * (2 * af - 1) * (4 * b - 2 * g);   /* p(-1) */
      double r = e[0];
      if (e[3] != 0)
        {
          double x = e[2], y = e[3], lr = (1 - x * r) * (1 - x * r) + (y * r) * (y * r);
          om[1] = om[2] = lr > 1e-8
            ? pair_defect (c, W) / (p[3] * p[3] * lr) / (1 + md[1])
            : 1 - md[1];
          om[0] = r >= 0 ? W / (p[3] * ((1 - x) * (1 - x) + y * y))
                         : -pm1 / (p[3] * ((1 + x) * (1 + x) + y * y));
        }
      else
        {
          double z[3] = { r, e[2], e[4] };
          for (int i = 0; i < 3; i++)
            om[i] = one_minus_abs_real (z[i], z[(i + 1) % 3], z[(i + 2) % 3], p[3], W,
                                        pm1, 3);
        }
    }
  if (sw.naive_one_minus_rho)
    {
      *rho = fmax (md[0], fmax (md[1], md[2]));
      *one_minus_rho = 1 - *rho;
      return GP_OK;
    }
  /* rho from 1 - rho, so the two agree: one rounding, and rho = 1 exactly
     where the method has no damping */
  *one_minus_rho = fmin (om[0], fmin (om[1], om[2])) + 0.0;   /* -0 -> 0 */
  *rho = 1 - *one_minus_rho;
  return GP_OK;
}
