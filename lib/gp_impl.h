/* gp_impl.h -- private parts of the library shared between its files. */
#ifndef GP_IMPL_H
#define GP_IMPL_H

#include <gsl/gsl_linalg.h>
#include "galpha.h"

/* Dense Newton workspace on GSL LU, allocated once. */
typedef struct
{
  size_t N;
  gsl_matrix *J;
  gsl_permutation *perm;
  gsl_vector *F, *dx;
} gp_newton;

/* F(x) and, when J is not NULL, its Jacobian (row-major N*N). */
typedef int gp_newton_sys (const double *x, double *F, double *J, void *ctx);

gp_newton *gp_newton_alloc (size_t N);
void gp_newton_free (gp_newton *w);
/* Full Newton from x (overwritten).  Stops when
   max_i |dx_i| / (1 + |x_i|) <= tol, or when that increment is below
   sqrt(tol) and no longer halves (round-off floor); fails after maxit.
   Counts into stats when not NULL; *iters gets the iterations used; *last
   the last scaled increment. */
int gp_newton_solve (gp_newton *w, gp_newton_sys *sys, void *ctx, double *x,
                     double tol, int maxit, gp_stats *stats, int *iters,
                     double *last);

/* Small dense helpers: y = A x (A is r*c), all finite? */
void gp_matvec (const double *A, const double *x, double *y, size_t r,
                size_t c);
int gp_all_finite (const double *v, size_t n);
double gp_norm2 (const double *v, size_t n);

/* The state-space ODE x' = (z, a(t, y, z)) for x = (y, z): solves the
   acceleration level for u = (a, lambda, psi) from the warm start u, then
   writes dx.  Used by rk4 and the reference integrator. */
int gp_accel_ode (gp_accel *A, double t, const double *x, double *u, double tol,
                  gp_stats *stats, double *dx);

struct gp_stepper
{
  const gp_method *method;
  const gp_problem *P;
  gp_options o;
  gp_stats stats;
  gp_newton *newton;
  double *work;                 /* method workspace, method->work_size doubles */
  int have_prev;                /* ga-nh: M_prev holds the previous M_{1+alpha} */
  gp_accel *accel;              /* methods on the state-space form (rk4) */
  char msg[256];
};

#endif
