/* gp_impl.h -- private parts of the library shared between its files. */
#ifndef GP_IMPL_H
#define GP_IMPL_H

#include <gsl/gsl_linalg.h>
#include "galpha.h"
#include "gp_testing.h"

/* Dense Newton workspace on GSL LU, allocated once. */
typedef struct
{
  size_t N;
  gsl_matrix *J, *Jinv;
  gsl_permutation *perm;
  gsl_vector *F, *dx;
} gp_newton;

typedef struct
{
  double tol;
  int maxit;
  gp_step_magnitude *mag;   /* magnitudes of the unknowns (NULL: |x|) */
  double jacobian_factor;   /* test switch (0 or 1: none) */
  int legacy;               /* test switch: old sqrt(tol) acceptance */
} gp_newton_opts;

typedef struct
{
  int iters;
  double last;      /* last scaled increment */
  double floor;     /* rounding-floor estimate of the increment (0: not needed) */
} gp_newton_report;

gp_newton *gp_newton_alloc (size_t N);
void gp_newton_free (gp_newton *w);
/* Full Newton from x (overwritten); see gp_newton.c for the stopping rule.
   Counts into stats when not NULL. */
int gp_newton_solve (gp_newton *w, gp_step_system *sys, void *ctx, double *x,
                     const gp_newton_opts *o, gp_stats *stats,
                     gp_newton_report *r);

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

/* Shared hypothesis predicates (gp_hyp.c): 1 when the condition holds; each
   writes the value it judged.  The ones taking options fit a method's
   hypothesis table directly: finite alpha_m, alpha_f, beta, gamma;
   gamma = 1/2 - (alpha_m - alpha_f) to 1e-14; alpha_m != 1; alpha_f != 1;
   beta != 0; gamma != 0; the decay factors r_gamma, r_alpha_m, r_alpha_f
   of seed 000 Thm 6.1 below 1.  differs: value != excluded; below_one:
   r < 1. */
int gp_hyp_finite (const gp_options *o, char *v, size_t len);
int gp_hyp_order (const gp_options *o, char *v, size_t len);
int gp_hyp_alpha_m_not_1 (const gp_options *o, char *v, size_t len);
int gp_hyp_alpha_f_not_1 (const gp_options *o, char *v, size_t len);
int gp_hyp_beta_not_0 (const gp_options *o, char *v, size_t len);
int gp_hyp_gamma_not_0 (const gp_options *o, char *v, size_t len);
int gp_hyp_r_gamma (const gp_options *o, char *v, size_t len);
int gp_hyp_r_alpha_m (const gp_options *o, char *v, size_t len);
int gp_hyp_r_alpha_f (const gp_options *o, char *v, size_t len);
int gp_hyp_differs (const char *name, double value, double excluded, char *v,
                    size_t len);
int gp_hyp_below_one (const char *name, double r, char *v, size_t len);

struct gp_stepper
{
  const gp_method *method;
  const gp_problem *P;
  gp_options o;
  gp_shape shape;
  gp_layout layout;
  gp_stats stats;
  gp_newton *newton;            /* NULL when the method has no unknowns */
  double *work;                 /* shape.work doubles */
  double *hist, *hist_next;     /* shape.history doubles each */
  int hist_valid;
  /* gp_stepper_undo: the last step was accepted by the stepper and may be
     taken back (its history pointers swapped back, hist_valid restored) */
  int can_undo, undo_hist_valid;
  /* the method's local error estimate of the last successful step (n
     doubles, raw: before the projection of gp_stepper_estimate); est_valid
     is set by a method that writes it */
  double *est;
  int est_valid;
  double *proj;                 /* the estimate's projector (gp_adapt.c) */
  int *proj_piv;
  void *data;                   /* the method's own, from its alloc hook */
  gp_test_switches test;
  char msg[256];
};

/* gp_driver.c, shared with gp_adapt.c's study: sum += a - b for the
   counters (maxima as maxima); the error of a for methods whose a is not
   y'' (against a_of at the exact or the reference y, z). */
void gp_stats_add (gp_stats *sum, const gp_stats *a, const gp_stats *b);
int gp_method_a_error (gp_stepper *s, const gp_state *x, const gp_state *ref, double shift,
                       gp_state *r, double *err);

/* gp_adapt.c: the size of the projector's workspace of a stepper */
size_t gp_adapt_proj_size (const gp_problem *P);

#endif
