/* jay_nh.c -- problem jay-nh: L. O. Jay's nonholonomic test problem (seed 000,
   eq. 7.1; catalogue T1).  n = 2, one nonholonomic constraint, f nonlinear
   in psi, nonconstant and nonsymmetric mass matrix.

     M(t,y) = [ y1, y2 - e^{-2t} ; sin(y1 - e^t), y1 y2 ]
     f      = ( e^t (y1 z2 + 2 y2 z1) + e^{2t} y1 psi,
                e^{-t} (0.5 y2 z2 - 2 y1 z1 y2 z2 + y2 psi^2) )
     k      = z1^2 z2 + 6 y1 y2 z1 - 4

   Exact solution: y = (e^t, e^{-2t}), z = y', a = z', psi = e^{-t}.
   Consistent start: y0 = (1, 1), z0 = (1, -2); the acceleration level
   reduces to psi^2 + 2 psi - 3 = 0 with the physical root psi0 = 1 and the
   spurious root -3.  Newton from psi = 0.5, a = 0 converges to the physical
   root (checked in verify/s000_thm_3_1.c).
   Hand-written; issue 3 moves it to the generator. */
#include <math.h>
#include "problems.h"

static int
mass (double t, const double y[], double M[], void *params)
{
  (void) params;
  M[0] = y[0];
  M[1] = y[1] - exp (-2 * t);
  M[2] = sin (y[0] - exp (t));
  M[3] = y[0] * y[1];
  return 0;
}

static int
force (double t, const double y[], const double z[], const double lam[],
       const double psi[], double f[], void *params)
{
  (void) lam; (void) params;
  double p = psi[0];
  f[0] = exp (t) * (y[0] * z[1] + 2 * y[1] * z[0]) + exp (2 * t) * y[0] * p;
  f[1] = exp (-t) * (0.5 * y[1] * z[1] - 2 * y[0] * z[0] * y[1] * z[1] + y[1] * p * p);
  return 0;
}

static int
force_jac (double t, const double y[], const double z[], const double lam[],
           const double psi[], double fy[], double fz[], double flam[],
           double fpsi[], void *params)
{
  (void) lam; (void) flam; (void) params;
  double p = psi[0], et = exp (t), emt = exp (-t), e2t = exp (2 * t);
  if (fy)
    {
      fy[0] = et * z[1] + e2t * p;
      fy[1] = 2 * et * z[0];
      fy[2] = emt * (-2 * z[0] * y[1] * z[1]);
      fy[3] = emt * (0.5 * z[1] - 2 * y[0] * z[0] * z[1] + p * p);
    }
  if (fz)
    {
      fz[0] = 2 * et * y[1];
      fz[1] = et * y[0];
      fz[2] = emt * (-2 * y[0] * y[1] * z[1]);
      fz[3] = emt * (0.5 * y[1] - 2 * y[0] * z[0] * y[1]);
    }
  if (fpsi)
    {
      fpsi[0] = e2t * y[0];
      fpsi[1] = 2 * emt * y[1] * p;
    }
  return 0;
}

static int
nhcon (double t, const double y[], const double z[], double k[], void *params)
{
  (void) t; (void) params;
  k[0] = z[0] * z[0] * z[1] + 6 * y[0] * y[1] * z[0] - 4;
  return 0;
}

static int
nhcon_jac (double t, const double y[], const double z[], double ky[],
           double kz[], double kt[], void *params)
{
  (void) t; (void) params;
  if (ky)
    {
      ky[0] = 6 * y[1] * z[0];
      ky[1] = 6 * y[0] * z[0];
    }
  if (kz)
    {
      kz[0] = 2 * z[0] * z[1] + 6 * y[0] * y[1];
      kz[1] = z[0] * z[0];
    }
  if (kt)
    kt[0] = 0;
  return 0;
}

static int
exact (double t, double y[], double z[], double a[], double lam[],
       double psi[], void *params)
{
  (void) lam; (void) params;
  double e = exp (t), e2 = exp (-2 * t);
  if (y) { y[0] = e; y[1] = e2; }
  if (z) { z[0] = e; z[1] = -2 * e2; }
  if (a) { a[0] = e; a[1] = 4 * e2; }
  if (psi) psi[0] = exp (-t);
  return 0;
}

static const double y0_[] = { 1, 1 }, z0_[] = { 1, -2 };
static const double a_start[] = { 0, 0 }, psi_start[] = { 0.5 };

const gp_problem gp_problem_jay_nh = {
  "jay-nh",
  "Jay's index-2 nonholonomic test problem, nonconstant M (seed 000, eq. 7.1)",
  2, 0, 1, 0.0, y0_, z0_, a_start, NULL, psi_start,
  mass, force, force_jac, NULL, NULL, nhcon, nhcon_jac, exact, NULL
};
